/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-panel.c: the base of the Campaign Game's play panels: the
 * game, the viewer and the board they share, the view of now (made again
 * after every change of the game), applying an action with its refusal
 * as the "refused" signal. */
#define G_LOG_DOMAIN "hd-campaign-panel"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "hd-campaign-panel.h"
#include "hd-panel-util.h"

typedef struct
{
  HdCampaignGame   *game;
  HdCampaignViewer *viewer;
  HdCampaignView   *view;
  HdBoardView      *board;
  gulong            changed_id;
  gboolean          chooser;     /* the board's chooser is ours */
  guint8           *marks;       /* the marks we lit, NULL if none */
} HdCampaignPanelPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (HdCampaignPanel, hd_campaign_panel, GTK_TYPE_WIDGET)

enum { REFUSED, FINISHED, N_SIGNALS };
static guint signals[N_SIGNALS];

static gboolean
uses_board (HdCampaignPanel *self)
{
  return hd_campaign_panel_get_view (self) != NULL && HD_CAMPAIGN_PANEL_GET_CLASS (self)->uses_board (self);
}

static gboolean
choose_box (guint    box,
            gpointer data)
{
  HdCampaignPanel *self = data;

  if (!uses_board (self) || HD_CAMPAIGN_PANEL_GET_CLASS (self)->choose_box == NULL)
    return FALSE;
  return HD_CAMPAIGN_PANEL_GET_CLASS (self)->choose_box (self, box);
}

static char *
explain_box (guint    box,
             gpointer data)
{
  HdCampaignPanel *self = data;

  if (!uses_board (self) || HD_CAMPAIGN_PANEL_GET_CLASS (self)->explain_box == NULL)
    return NULL;
  return HD_CAMPAIGN_PANEL_GET_CLASS (self)->explain_box (self, box);
}

static guint
n_boxes (HdCampaignPanel *self)
{
  HdCampaignPanelPrivate *priv = hd_campaign_panel_get_instance_private (self);

  return priv->view != NULL ? hd_map_get_n_boxes (hd_campaign_view_get_map (priv->view)) : 0;
}

/* Our marks off the board, unless another panel has lit its own since. */
static void
release_board (HdCampaignPanel *self)
{
  HdCampaignPanelPrivate *priv = hd_campaign_panel_get_instance_private (self);

  if (priv->board != NULL && priv->marks != NULL)
    {
      const guint8 *now = hd_board_view_get_marks (priv->board);
      if (now != NULL && memcmp (now, priv->marks, n_boxes (self)) == 0)
        hd_board_view_set_marks (priv->board, -1, NULL);
    }
  g_clear_pointer (&priv->marks, g_free);
  if (priv->board != NULL && priv->chooser)
    hd_board_view_set_chooser (priv->board, NULL, NULL, NULL);
  priv->chooser = FALSE;
}

void
hd_campaign_panel_update_marks (HdCampaignPanel *self)
{
  HdCampaignPanelPrivate *priv = hd_campaign_panel_get_instance_private (self);

  g_return_if_fail (HD_IS_CAMPAIGN_PANEL (self));
  if (priv->board == NULL || !uses_board (self))
    {
      release_board (self);
      return;
    }
  if (!priv->chooser)
    hd_board_view_set_chooser (priv->board, choose_box, explain_box, self);
  priv->chooser = TRUE;
  g_free (priv->marks);
  priv->marks = g_new0 (guint8, n_boxes (self));
  if (HD_CAMPAIGN_PANEL_GET_CLASS (self)->fill_marks != NULL)
    HD_CAMPAIGN_PANEL_GET_CLASS (self)->fill_marks (self, priv->marks);
  hd_board_view_set_marks (priv->board, -1, priv->marks);
}

static void
game_changed (HdCampaignPanel *self)
{
  HdCampaignPanelPrivate *priv = hd_campaign_panel_get_instance_private (self);

  g_clear_pointer (&priv->view, hd_campaign_view_free);
  if (priv->game != NULL && priv->viewer != NULL)
    priv->view = hd_campaign_game_get_view (priv->game, priv->viewer);
  gtk_widget_set_visible (GTK_WIDGET (self), hd_campaign_panel_is_active (self));
  if (HD_CAMPAIGN_PANEL_GET_CLASS (self)->update != NULL)
    HD_CAMPAIGN_PANEL_GET_CLASS (self)->update (self);
  hd_panel_wrap_buttons (GTK_WIDGET (self));   /* the side panel's one width */
  hd_campaign_panel_update_marks (self);
}

void
hd_campaign_panel_set_game (HdCampaignPanel        *self,
                            HdCampaignGame         *game,
                            const HdCampaignViewer *viewer)
{
  HdCampaignPanelPrivate *priv = hd_campaign_panel_get_instance_private (self);

  g_return_if_fail (HD_IS_CAMPAIGN_PANEL (self));
  if (priv->game != NULL)
    g_clear_signal_handler (&priv->changed_id, priv->game);
  g_set_object (&priv->game, game);
  g_clear_pointer (&priv->viewer, hd_campaign_viewer_free);
  if (viewer != NULL)
    priv->viewer = hd_campaign_viewer_copy (viewer);
  if (game != NULL)
    priv->changed_id = g_signal_connect_swapped (game, "changed", G_CALLBACK (game_changed), self);
  game_changed (self);
}

void
hd_campaign_panel_set_board (HdCampaignPanel *self,
                             HdBoardView     *board)
{
  HdCampaignPanelPrivate *priv = hd_campaign_panel_get_instance_private (self);

  g_return_if_fail (HD_IS_CAMPAIGN_PANEL (self));
  release_board (self);
  g_set_object (&priv->board, board);
  game_changed (self);
}

gboolean
hd_campaign_panel_is_active (HdCampaignPanel *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_PANEL (self), FALSE);
  if (hd_campaign_panel_get_view (self) == NULL)
    return FALSE;
  return HD_CAMPAIGN_PANEL_GET_CLASS (self)->is_active (self);
}

HdCampaignGame *
hd_campaign_panel_get_game (HdCampaignPanel *self)
{
  HdCampaignPanelPrivate *priv = hd_campaign_panel_get_instance_private (self);
  return priv->game;
}

HdBoardView *
hd_campaign_panel_get_board (HdCampaignPanel *self)
{
  HdCampaignPanelPrivate *priv = hd_campaign_panel_get_instance_private (self);
  return priv->board;
}

const HdCampaignView *
hd_campaign_panel_get_view (HdCampaignPanel *self)
{
  HdCampaignPanelPrivate *priv = hd_campaign_panel_get_instance_private (self);
  return priv->view;
}

void
hd_campaign_panel_refused (HdCampaignPanel *self,
                           const GError    *error)
{
  g_signal_emit (self, signals[REFUSED], 0, error);
}

static gboolean
has_focus_inside (HdCampaignPanel *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && gtk_widget_get_mapped (focus) &&
         (focus == GTK_WIDGET (self) || gtk_widget_is_ancestor (focus, GTK_WIDGET (self)));
}

gboolean
hd_campaign_panel_focus (HdCampaignPanel *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *target = HD_CAMPAIGN_PANEL_GET_CLASS (self)->focus_target != NULL
                        ? HD_CAMPAIGN_PANEL_GET_CLASS (self)->focus_target (self) : NULL;

  g_return_val_if_fail (HD_IS_CAMPAIGN_PANEL (self), FALSE);
  if (root == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return FALSE;
  if (target != NULL && gtk_widget_get_mapped (target) && gtk_widget_child_focus (target, GTK_DIR_TAB_FORWARD))
    return TRUE;
  if (target != NULL && gtk_widget_get_mapped (target) && gtk_widget_grab_focus (target))
    return TRUE;
  gtk_root_set_focus (root, NULL);
  return gtk_widget_child_focus (GTK_WIDGET (self), GTK_DIR_TAB_FORWARD);
}

gboolean
hd_campaign_panel_apply (HdCampaignPanel        *self,
                         const HdCampaignAction *action)
{
  HdCampaignPanelPrivate *priv = hd_campaign_panel_get_instance_private (self);
  g_autoptr(GError) error = NULL;
  gboolean inside = has_focus_inside (self);

  if (priv->game == NULL)
    return FALSE;
  if (!hd_log_apply (HD_LOG (priv->game), action, &error))
    {
      hd_campaign_panel_refused (self, error);
      return FALSE;
    }
  /* the focus never goes away after an action: what it was on may have
   * gone with what it did */
  if (inside && !hd_campaign_panel_is_active (self))
    g_signal_emit (self, signals[FINISHED], 0);
  else if (inside && !has_focus_inside (self))
    hd_campaign_panel_focus (self);
  return TRUE;
}

gboolean
hd_campaign_panel_awaits (HdCampaignPanel  *self,
                          HdCampaignAwaits  kind)
{
  const HdCampaignView *view = hd_campaign_panel_get_view (self);

  return view != NULL && hd_campaign_view_get_awaited (view).kind == kind;
}

char *
hd_campaign_panel_formation_label (const HdCampaignFormation *formation)
{
  if (formation->commander == NULL || *formation->commander == '\0')
    return g_strdup (formation->name);
  /* TRANSLATORS: a formation and its commander, "I Corps (McDowell)" */
  return g_strdup_printf (_("%1$s (%2$s)"), formation->name, formation->commander);
}

static const char *
box_id (HdCampaignPanel *self, guint box)
{
  const HdCampaignView *view = hd_campaign_panel_get_view (self);
  HdMap *map = view != NULL ? hd_campaign_view_get_map (view) : NULL;

  return map != NULL && box < hd_map_get_n_boxes (map) ? hd_map_get_box (map, box)->id : "";
}

void
hd_campaign_panel_set_box (HdCampaignPanel  *self,
                           HdCampaignAction *action,
                           const char       *key,
                           guint             box)
{
  hd_campaign_action_set (action, key, box_id (self, box));
}

char *
hd_campaign_panel_box_ids (HdCampaignPanel *self,
                           const GArray    *boxes)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; boxes != NULL && i < boxes->len; i++)
    g_string_append_printf (s, "%s%s", i > 0 ? "," : "", box_id (self, g_array_index (boxes, guint, i)));
  return g_string_free (s, FALSE);
}

const char *
hd_campaign_panel_box_name (HdCampaignPanel *self,
                            guint            box)
{
  const HdCampaignView *view = hd_campaign_panel_get_view (self);
  HdMap *map = view != NULL ? hd_campaign_view_get_map (view) : NULL;

  if (map == NULL || box >= hd_map_get_n_boxes (map))
    return "";
  return hd_map_get_box (map, box)->name;
}

static gboolean
never_active (HdCampaignPanel *self)
{
  return FALSE;
}

/* The keys 1 to 6 (and the keypad's): the die of the die row shown. */
static gboolean
die_key (GtkWidget *widget,
         GVariant  *args,
         gpointer   data)
{
  HdCampaignPanel *self = HD_CAMPAIGN_PANEL (widget);

  if (HD_CAMPAIGN_PANEL_GET_CLASS (self)->enter_die == NULL || !hd_campaign_panel_is_active (self))
    return FALSE;
  return HD_CAMPAIGN_PANEL_GET_CLASS (self)->enter_die (self, g_variant_get_uint32 (args));
}

static gboolean
active_uses_board (HdCampaignPanel *self)
{
  return hd_campaign_panel_is_active (self);
}

static void
hd_campaign_panel_dispose (GObject *object)
{
  HdCampaignPanel *self = HD_CAMPAIGN_PANEL (object);
  HdCampaignPanelPrivate *priv = hd_campaign_panel_get_instance_private (self);

  if (priv->game != NULL)
    g_clear_signal_handler (&priv->changed_id, priv->game);
  release_board (self);
  g_clear_object (&priv->game);
  g_clear_object (&priv->board);
  g_clear_pointer (&priv->viewer, hd_campaign_viewer_free);
  g_clear_pointer (&priv->view, hd_campaign_view_free);
  G_OBJECT_CLASS (hd_campaign_panel_parent_class)->dispose (object);
}

static void
hd_campaign_panel_class_init (HdCampaignPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_campaign_panel_dispose;
  klass->is_active = never_active;
  klass->uses_board = active_uses_board;
  /* The rules refused what the panel asked: the error says why, with its
   * rule ("Campaign 7: ..."); nothing changed. */
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, G_TYPE_ERROR);
  /* An action of the panel ended its part (its phase went on) while the
   * keyboard was in it: the focus is for the panel now active. */
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 0);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  /* a container: what it holds speaks, it says nothing itself (not its class) */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
  for (guint die = 1; die <= 6; die++)
    {
      gtk_widget_class_add_binding (widget_class, GDK_KEY_0 + die, 0, die_key, "u", die);
      gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_0 + die, 0, die_key, "u", die);
    }
}

static void
hd_campaign_panel_init (HdCampaignPanel *self)
{
}
