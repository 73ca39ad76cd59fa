/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-panel.c: the base of the Campaign Game's play panels: the
 * game, the viewer and the board they share, the view of now (made again
 * after every change of the game), applying an action with its refusal
 * as the play panels' "refused" signal (hd-segment-panel.h). */
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

static void segment_panel_init (HdSegmentPanelInterface *iface);

G_DEFINE_ABSTRACT_TYPE_WITH_CODE (HdCampaignPanel, hd_campaign_panel, GTK_TYPE_WIDGET,
                                  G_ADD_PRIVATE (HdCampaignPanel)
                                  G_IMPLEMENT_INTERFACE (HD_TYPE_SEGMENT_PANEL, segment_panel_init))

enum { FINISHED, TOLD, N_SIGNALS };
static guint signals[N_SIGNALS];

/* Whether the panel's controls are wanted now: a game shown, and the
 * panel's own answer (HdSegmentPanel's is_active). */
static gboolean
is_active (HdCampaignPanel *self)
{
  return hd_campaign_panel_get_view (self) != NULL && hd_segment_panel_is_active (HD_SEGMENT_PANEL (self));
}

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

  return uses_board (self) && hd_segment_panel_choose_box (HD_SEGMENT_PANEL (self), box);
}

static char *
explain_box (guint    box,
             gpointer data)
{
  HdCampaignPanel *self = data;

  return uses_board (self) ? hd_segment_panel_explain_box (HD_SEGMENT_PANEL (self), box) : NULL;
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
  gtk_widget_set_visible (GTK_WIDGET (self), is_active (self));
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
  GtkWidget *target = hd_segment_panel_focus_target (HD_SEGMENT_PANEL (self), NULL);

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
  guint stopped_at = HD_CAMPAIGN_NO_BOX;

  if (priv->game == NULL || priv->viewer == NULL)
    return FALSE;
  /* as the seat's order: a president's carried out until contact stops it */
  if (!hd_campaign_game_apply_for (priv->game, priv->viewer, action, &stopped_at, &error))
    {
      hd_segment_panel_refused (HD_SEGMENT_PANEL (self), error);
      return FALSE;
    }
  if (stopped_at != HD_CAMPAIGN_NO_BOX)
    {
      /* TRANSLATORS: a president's march stopped by troops he could not see; %s is the box */
      g_autofree char *told = g_strdup_printf (_("The march was stopped at %s: it met enemy troops there "
                                                 "(Campaign 8)."),
                                               hd_map_get_box (hd_campaign_game_get_map (priv->game),
                                                               stopped_at)->name);

      g_signal_emit (self, signals[TOLD], 0, told);
    }
  /* the focus never goes away after an action: what it was on may have
   * gone with what it did */
  if (inside && !is_active (self))
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

/* The keys 1 to 6 (and the keypad's): the die of the die row shown. */
static gboolean
die_key (GtkWidget *widget,
         GVariant  *args,
         gpointer   data)
{
  HdCampaignPanel *self = HD_CAMPAIGN_PANEL (widget);

  return is_active (self) && hd_segment_panel_enter_die (HD_SEGMENT_PANEL (self), g_variant_get_uint32 (args));
}

static gboolean
active_uses_board (HdCampaignPanel *self)
{
  return is_active (self);
}

/* The interface's set_log: the campaign and the board, for every
 * campaign panel; the rest is each panel's own (its iface_init). */
static void
segment_set_log (HdSegmentPanel *panel,
                 HdLog          *log,
                 gconstpointer   viewer,
                 HdBoardView    *board)
{
  HdCampaignPanel *self = HD_CAMPAIGN_PANEL (panel);

  hd_campaign_panel_set_game (self, log != NULL ? HD_CAMPAIGN_GAME (log) : NULL, viewer);
  hd_campaign_panel_set_board (self, log != NULL ? board : NULL);
}

static void
segment_panel_init (HdSegmentPanelInterface *iface)
{
  iface->set_log = segment_set_log;
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
  klass->uses_board = active_uses_board;
  /* An action of the panel ended its part (its phase went on) while the
   * keyboard was in it: the focus is for the panel now active. */
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 0);
  /* Something the seat must be told of what its order did (a march
   * stopped at contact, Campaign 8): a sentence, translated. */
  signals[TOLD] = g_signal_new ("told", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                G_TYPE_NONE, 1, G_TYPE_STRING);
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
