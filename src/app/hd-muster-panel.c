/* hd-muster-panel.c: promotions and recruitment.  The engine
 * (hd-recruitment) says what is allowed; this panel lists it, lights the
 * cities on the board and turns choices into actions. */
#define G_LOG_DOMAIN "hd-muster-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-action.h"
#include "hd-muster-panel.h"
#include "hd-segment-panel.h"
#include "hd-panel-util.h"
#include "hd-recruitment.h"

struct _HdMusterPanel
{
  GtkWidget    parent_instance;

  GtkWidget   *content;
  HdGame      *game;
  gulong       changed_id;
  HdBoardView *board;
  HdUnitKind   kind;      /* the militia to recruit: Mi or Mc */
};

static void segment_panel_init (HdSegmentPanelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (HdMusterPanel, hd_muster_panel, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (HD_TYPE_SEGMENT_PANEL, segment_panel_init))


static void refresh (HdMusterPanel *self);

static const HdState *
state_of (HdMusterPanel *self)
{
  return self->game != NULL ? hd_game_get_state (self->game) : NULL;
}

static HdSegment
segment_of (HdMusterPanel *self)
{
  const HdState *s = state_of (self);

  if (s == NULL || hd_state_is_over (s))
    return HD_SEGMENT_MOVEMENT;   /* i.e. not ours */
  return hd_state_get_segment (s);
}

static gboolean
active (HdMusterPanel *self)
{
  HdSegment seg = segment_of (self);
  return seg == HD_SEGMENT_PROMOTION || seg == HD_SEGMENT_RECRUITMENT;
}


static gboolean
apply (HdMusterPanel *self, const HdAction *a)
{
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return FALSE;
  if (!hd_game_apply (self->game, a, &error))
    {
      hd_segment_panel_refused (HD_SEGMENT_PANEL (self), error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
hd_muster_panel_needs_die (HdMusterPanel *self)
{
  const HdState *s = state_of (self);

  g_return_val_if_fail (HD_IS_MUSTER_PANEL (self), FALSE);
  if (!active (self))
    return FALSE;
  if (segment_of (self) == HD_SEGMENT_RECRUITMENT)
    return hd_state_get_recruit_die (s) == 0;
  /* 6.2: the Confederate promotion die, while no promotion is made */
  {
    HdAction roll = { .type = HD_ACTION_ROLL_PROMOTION, .die = 3 };
    return hd_action_check (s, &roll, NULL);
  }
}

gboolean
hd_muster_panel_enter_die (HdMusterPanel *self,
                           guint          die)
{
  HdAction a = { 0 };

  g_return_val_if_fail (HD_IS_MUSTER_PANEL (self), FALSE);
  if (!hd_muster_panel_needs_die (self))
    return FALSE;
  a.type = segment_of (self) == HD_SEGMENT_RECRUITMENT ? HD_ACTION_ROLL_RECRUITMENT : HD_ACTION_ROLL_PROMOTION;
  a.die = die;
  return apply (self, &a);
}

static gboolean
recruit_at (HdMusterPanel *self, guint box)
{
  const HdState *s = state_of (self);
  HdAction a = { .type = HD_ACTION_RECRUIT };

  a.box = box;
  a.kind = self->kind;
  a.side = hd_state_get_player (s);
  return apply (self, &a);
}

gboolean
hd_muster_panel_choose_box (HdMusterPanel *self,
                            guint          box)
{
  g_return_val_if_fail (HD_IS_MUSTER_PANEL (self), FALSE);
  if (segment_of (self) != HD_SEGMENT_RECRUITMENT || hd_muster_panel_needs_die (self))
    return FALSE;
  if (!hd_recruitment_check (state_of (self), box, self->kind, NULL))
    {
      /* a box the player may never recruit in keeps its popover */
      const HdBox *b = hd_map_get_box (hd_state_get_map (state_of (self)), box);
      if (hd_box_recruitment_value (b, hd_state_get_player (state_of (self))) == 0)
        return FALSE;
    }
  recruit_at (self, box);
  return TRUE;
}

char *
hd_muster_panel_explain (HdMusterPanel *self,
                         guint          box)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (HD_IS_MUSTER_PANEL (self), NULL);
  if (segment_of (self) != HD_SEGMENT_RECRUITMENT || hd_muster_panel_needs_die (self))
    return NULL;
  if (hd_recruitment_check (state_of (self), box, self->kind, &error))
    return g_strdup_printf (_("Choose it to recruit a %s here."), hd_unit_kind_get_label (self->kind));
  return g_strdup (error->message);
}

static void
die_given (gpointer panel, guint die)
{
  hd_muster_panel_enter_die (HD_MUSTER_PANEL (panel), die);
}

static void
add_die_row (HdMusterPanel *self, const char *prompt)
{
  hd_panel_add_die_row (self->content, prompt, die_given, self);
}

static void
action_given (gpointer panel, const HdAction *action)
{
  apply (HD_MUSTER_PANEL (panel), action);
}




static gboolean
refresh_later (gpointer data)
{
  refresh (HD_MUSTER_PANEL (data));
  return G_SOURCE_REMOVE;
}

static void
kind_toggled (GtkToggleButton *b, HdMusterPanel *self)
{
  if (!gtk_toggle_button_get_active (b))
    return;
  self->kind = (HdUnitKind) GPOINTER_TO_INT (g_object_get_data (G_OBJECT (b), "kind"));
  /* not inside the toggle's own signal */
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, refresh_later, g_object_ref (self), g_object_unref);
}

static void
fill_promotion (HdMusterPanel *self, const HdState *s, guint8 *marks)
{
  HdMap *map = hd_state_get_map (s);
  guint n = 0;

  if (hd_muster_panel_needs_die (self))
    add_die_row (self, _("Optional rule 6.2: roll one die; 1 or less (one off for each Confederate veteran or crack "
                         "unit lost in battle this Game Turn) gives two promotions. Type it with the keys 1 to 6."));
  if (hd_state_get_promotions_left (s) == 0)
    {
      gtk_box_append (GTK_BOX (self->content), hd_panel_label_new (_("The promotion is made."), "dim-label"));
      return;
    }
  gtk_box_append (GTK_BOX (self->content),
                  hd_panel_label_new (hd_state_get_promotions_left (s) > 1 ? _("Promote two units, one quality up (rules 6.0, 6.2):")
                                                                  : _("Promote one unit, one quality up (rule 6.0):"),
                             "heading"));
  for (guint i = 0; i < hd_state_get_n_units (s); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (s, i);
      g_autofree char *text = NULL;
      GtkWidget *b;

      if (!hd_promotion_check (s, bu->id, NULL))
        continue;
      /* TRANSLATORS: e.g. "Mi #12 in Chicago → Veteran Infantry" */
      text = g_strdup_printf (_("%s #%u in %s → %s"), hd_unit_kind_get_code (bu->unit.kind), bu->id,
                              hd_map_get_box (map, bu->box)->name,
                              hd_unit_kind_get_label (hd_unit_kind_from_parts (hd_unit_kind_get_type (bu->unit.kind),
                                                                               hd_unit_kind_get_quality (bu->unit.kind) + 1)));
      {
        HdAction a = { .type = HD_ACTION_PROMOTE, .unit = bu->id };
        b = hd_panel_action_button (text, &a, action_given, self);
      }
      gtk_box_append (GTK_BOX (self->content), b);
      marks[bu->box] = HD_MARK_DESTINATION;
      if (++n >= 40)
        break;
    }
  if (n == 0)
    gtk_box_append (GTK_BOX (self->content), hd_panel_label_new (_("No unit can be promoted now."), "dim-label"));
}

static void
fill_recruitment (HdMusterPanel *self, const HdState *s, guint8 *marks)
{
  HdMap *map = hd_state_get_map (s);
  HdSide side = hd_state_get_player (s);
  g_autoptr(GArray) cities = NULL;
  g_autofree char *points = NULL;
  g_autofree char *room = NULL;

  if (hd_muster_panel_needs_die (self))
    {
      add_die_row (self, _("Roll one die for Recruitment Points (a 1 counts as 2, rule 7.0). Type it with the keys 1 "
                           "to 6."));
      return;
    }
  /* TRANSLATORS: Recruitment Points left this segment (7.0) */
  points = g_strdup_printf (ngettext ("%u Recruitment Point left", "%u Recruitment Points left",
                                      hd_state_get_recruit_points (s)), hd_state_get_recruit_points (s));
  gtk_box_append (GTK_BOX (self->content), hd_panel_label_new (points, "heading"));
  /* TRANSLATORS: units in play against what the army maximum allows (7.1) */
  room = g_strdup_printf (_("Units in play: %u of %u allowed"), hd_state_get_units_in_play (s, side),
                          hd_state_get_units_allowed (s, side, hd_state_has_option (s, "7.4")));
  gtk_box_append (GTK_BOX (self->content), hd_panel_label_new (room, "dim-label"));
  if (hd_state_get_recruit_points (s) == 0)
    return;
  {
    GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
    HdUnitKind kinds[] = { HD_KIND_MI, HD_KIND_MC };
    GtkWidget *first = NULL;

    gtk_widget_add_css_class (row, "linked");
    for (guint k = 0; k < 2; k++)
      {
        /* TRANSLATORS: a kind of militia and how many wait in the pool */
        g_autofree char *text = g_strdup_printf (_("%s (%u in the pool)"), hd_unit_kind_get_label (kinds[k]),
                                                 hd_state_get_pool (s, side, kinds[k]));
        GtkWidget *b = gtk_toggle_button_new_with_label (text);
        if (first == NULL)
          first = b;
        else
          gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (b), GTK_TOGGLE_BUTTON (first));
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (b), self->kind == kinds[k]);
        g_object_set_data (G_OBJECT (b), "kind", GINT_TO_POINTER (kinds[k]));
        g_signal_connect (b, "toggled", G_CALLBACK (kind_toggled), self);
        gtk_widget_set_hexpand (b, TRUE);
        gtk_box_append (GTK_BOX (row), b);
      }
    gtk_box_append (GTK_BOX (self->content), row);
  }
  cities = hd_recruitment_cities (s, self->kind);
  if (cities->len == 0)
    {
      g_autoptr(GError) why = NULL;
      /* why not: ask about the first city with the player's shield */
      for (guint b = 0; b < hd_map_get_n_boxes (map) && why == NULL; b++)
        if (hd_box_recruitment_value (hd_map_get_box (map, b), side) > 0)
          hd_recruitment_check (s, b, self->kind, &why);
      gtk_box_append (GTK_BOX (self->content),
                      hd_panel_label_new (why != NULL ? why->message : _("No city can take a recruit now."), "dim-label"));
    }
  else
    gtk_box_append (GTK_BOX (self->content),
                    hd_panel_label_new (_("Choose a lit city on the board, or here:"), "dim-label"));
  {
    GtkWidget *flow = gtk_flow_box_new ();
    gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
    gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 3);
    for (guint i = 0; i < cities->len; i++)
      {
        guint b = g_array_index (cities, guint, i);
        HdAction a = { .type = HD_ACTION_RECRUIT, .box = b, .side = side, .kind = self->kind };
        GtkWidget *button = hd_panel_action_button (hd_map_get_box (map, b)->name, &a, action_given, self);
        gtk_flow_box_append (GTK_FLOW_BOX (flow), button);
        marks[b] = HD_MARK_DESTINATION;
      }
    gtk_box_append (GTK_BOX (self->content), flow);
  }
  /* 5.71: a point may recover a reduced unit instead */
  if (hd_state_has_option (s, "5.71"))
    for (guint i = 0; i < hd_state_get_n_units (s); i++)
      {
        const HdBoardUnit *bu = hd_state_get_unit (s, i);
        g_autofree char *text = NULL;
        GtkWidget *b;
        if (bu->unit.side != side || !bu->unit.reduced)
          continue;
        /* TRANSLATORS: e.g. "Recover Vi #7 in Chicago (rule 5.71)" */
        text = g_strdup_printf (_("Recover %s #%u in %s (rule 5.71)"), hd_unit_kind_get_code (bu->unit.kind), bu->id,
                                hd_map_get_box (map, bu->box)->name);
        {
          HdAction a = { .type = HD_ACTION_RECOVER, .unit = bu->id };
          b = hd_panel_action_button (text, &a, action_given, self);
        }
        gtk_box_append (GTK_BOX (self->content), b);
      }
}

static void
refresh (HdMusterPanel *self)
{
  const HdState *s = state_of (self);
  GtkWidget *child;
  g_autofree guint8 *marks = NULL;

  if (self->content == NULL)
    return;
  while ((child = gtk_widget_get_first_child (self->content)) != NULL)
    gtk_box_remove (GTK_BOX (self->content), child);
  gtk_widget_set_visible (GTK_WIDGET (self), active (self));
  if (!active (self))
    return;
  marks = g_new0 (guint8, hd_map_get_n_boxes (hd_state_get_map (s)));
  if (segment_of (self) == HD_SEGMENT_PROMOTION)
    fill_promotion (self, s, marks);
  else
    fill_recruitment (self, s, marks);
  if (self->board != NULL)
    hd_board_view_set_marks (self->board, -1, marks);
}

void
hd_muster_panel_set_game (HdMusterPanel *self,
                          HdGame        *game,
                          HdBoardView   *board)
{
  g_return_if_fail (HD_IS_MUSTER_PANEL (self));

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  g_set_object (&self->board, board);
  if (game != NULL)
    self->changed_id = g_signal_connect_swapped (game, "changed", G_CALLBACK (refresh), self);
  refresh (self);
}

static void
hd_muster_panel_dispose (GObject *object)
{
  HdMusterPanel *self = HD_MUSTER_PANEL (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  g_clear_object (&self->board);
  g_clear_pointer (&self->content, gtk_widget_unparent);
  G_OBJECT_CLASS (hd_muster_panel_parent_class)->dispose (object);
}

static gboolean
segment_is_active (HdSegmentPanel *panel)
{
  return active (HD_MUSTER_PANEL (panel));
}

static void
segment_set_game (HdSegmentPanel *panel, HdGame *game, HdBoardView *board)
{
  hd_muster_panel_set_game (HD_MUSTER_PANEL (panel), game, board);
}

static gboolean
segment_choose_box (HdSegmentPanel *panel, guint value)
{
  return hd_muster_panel_choose_box (HD_MUSTER_PANEL (panel), value);
}

static char *
segment_explain_box (HdSegmentPanel *panel, guint box)
{
  return hd_muster_panel_explain (HD_MUSTER_PANEL (panel), box);
}

static gboolean
segment_needs_die (HdSegmentPanel *panel)
{
  return hd_muster_panel_needs_die (HD_MUSTER_PANEL (panel));
}

static gboolean
segment_enter_die (HdSegmentPanel *panel, guint value)
{
  return hd_muster_panel_enter_die (HD_MUSTER_PANEL (panel), value);
}

static void
segment_panel_init (HdSegmentPanelInterface *iface)
{
  iface->set_game = segment_set_game;
  iface->is_active = segment_is_active;
  iface->choose_box = segment_choose_box;
  iface->explain_box = segment_explain_box;
  iface->needs_die = segment_needs_die;
  iface->enter_die = segment_enter_die;
}

static void
hd_muster_panel_class_init (HdMusterPanelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = hd_muster_panel_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "musterpanel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
hd_muster_panel_init (HdMusterPanel *self)
{
  self->kind = HD_KIND_MI;
  self->content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_parent (self->content, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Promotions and recruitment"), -1);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
hd_muster_panel_new (void)
{
  return g_object_new (HD_TYPE_MUSTER_PANEL, NULL);
}
