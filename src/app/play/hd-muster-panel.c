/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-muster-panel.c: promotions and recruitment.  The engine
 * (hd-recruitment) says what is allowed; this panel shows it, lights the
 * cities on the board and turns choices into actions.  Its skeleton is a
 * template (hd-muster-panel.ui); a change of the game updates the widgets
 * in place (update), so keyboard focus survives every action.  Its buttons
 * are actions of the panel (muster.recruit, muster.promote, muster.recover,
 * muster.militia), enabled in update_actions(). */
#define G_LOG_DOMAIN "hd-muster-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-describe.h"
#include "hd-rule-links.h"
#include "hd-action.h"
#include "hd-die-row.h"
#include "hd-muster-panel.h"
#include "hd-leader.h"
#include "hd-leaders-box.h"
#include "hd-panel-util.h"
#include "hd-recruitment.h"
#include "hd-segment-panel.h"

struct _HdMusterPanel
{
  GtkWidget    parent_instance;

  /* the template */
  GtkWidget   *box;
  HdLeadersBox *leaders_box;  /* Advanced 8.2: a captured leader's return */
  HdDieRow    *die_row;
  GtkLabel    *heading;
  GtkLabel    *detail;
  GtkWidget   *militia_row;
  GtkButton   *mi_button;
  GtkButton   *mc_button;
  GtkLabel    *hint;
  GtkWidget   *cities;
  GtkWidget   *units;

  HdGame      *game;
  gulong       changed_id;
  HdBoardView *board;
  HdUnitKind   kind;      /* the militia to recruit: Mi or Mc */
  guint        kind_for;  /* the Player Turn it was chosen in (turn * 2 + player); another's starts at Mi */
};

enum { PROP_0, PROP_MILITIA, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void segment_panel_init (HdSegmentPanelInterface *iface);
static void segment_set_log (HdSegmentPanel *panel, HdLog *log, gconstpointer viewer, HdBoardView *board);
static gboolean segment_choose_box (HdSegmentPanel *panel, guint box);
static char * segment_explain_box (HdSegmentPanel *panel, guint box);
static gboolean segment_needs_die (HdSegmentPanel *panel);
static gboolean segment_enter_die (HdSegmentPanel *panel, guint die);

G_DEFINE_FINAL_TYPE_WITH_CODE (HdMusterPanel, hd_muster_panel, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (HD_TYPE_SEGMENT_PANEL, segment_panel_init))

static void update (HdMusterPanel *self);

static const HdState *
state_of (HdMusterPanel *self)
{
  return self->game != NULL ? hd_game_get_state (self->game) : NULL;
}

/* the segment, or HD_SEGMENT_MOVEMENT (i.e. not ours) */
static HdSegment
segment_of (HdMusterPanel *self)
{
  if (hd_segment_panel_game_in (self->game, HD_SEGMENT_PROMOTION))
    return HD_SEGMENT_PROMOTION;
  if (hd_segment_panel_game_in (self->game, HD_SEGMENT_RECRUITMENT))
    return HD_SEGMENT_RECRUITMENT;
  return HD_SEGMENT_MOVEMENT;
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
  if (!hd_log_apply (HD_LOG (self->game), a, &error))
    {
      hd_segment_panel_refused (HD_SEGMENT_PANEL (self), error);
      return FALSE;
    }
  return TRUE;
}

static void
leaders_refused (HdMusterPanel *self, const char *message)
{
  hd_segment_panel_refuse_with (HD_SEGMENT_PANEL (self), message);
}

static gboolean
segment_needs_die (HdSegmentPanel *panel)
{
  HdMusterPanel *self = HD_MUSTER_PANEL (panel);
  const HdState *s = state_of (self);

  g_return_val_if_fail (HD_IS_MUSTER_PANEL (self), FALSE);
  if (!active (self))
    return FALSE;
  /* what the engine asks for first (hd_action_get_awaited): the fall of
   * Washington's die is a die; a leader returning is placed */
  switch (hd_action_get_awaited (s).kind)
    {
    case HD_AWAITED_WASHINGTON:
      return TRUE;
    case HD_AWAITED_NONE:
      break;
    default:
      return FALSE;
    }
  /* the recruitment die only where it could change something (the engine's decision, 7.0) */
  if (segment_of (self) == HD_SEGMENT_RECRUITMENT)
    return hd_action_get_decision (s).kind == HD_AWAITED_RECRUITMENT_DIE;
  /* 6.2: the Confederate promotion die, while no promotion is made */
  {
    HdAction roll = { .type = HD_ACTION_ROLL_PROMOTION, .die = 3 };
    return hd_action_check (s, &roll, NULL);
  }
}

static gboolean
segment_enter_die (HdSegmentPanel *panel,
                           guint          die)
{
  HdMusterPanel *self = HD_MUSTER_PANEL (panel);
  HdAction a = { 0 };

  g_return_val_if_fail (HD_IS_MUSTER_PANEL (self), FALSE);
  if (!segment_needs_die (HD_SEGMENT_PANEL (self)))
    return FALSE;
  if (hd_action_get_awaited (state_of (self)).kind == HD_AWAITED_WASHINGTON)
    a.type = HD_ACTION_ROLL_WASHINGTON;
  else
    a.type = segment_of (self) == HD_SEGMENT_RECRUITMENT ? HD_ACTION_ROLL_RECRUITMENT : HD_ACTION_ROLL_PROMOTION;
  a.die = die;
  return apply (self, &a);
}

static void
die_typed (HdMusterPanel *self,
           guint          die)
{
  segment_enter_die (HD_SEGMENT_PANEL (self), die);
}

static gboolean
recruit_at (HdMusterPanel *self, guint box)
{
  HdAction a = { .type = HD_ACTION_RECRUIT, .box = box, .kind = self->kind };

  a.side = hd_state_get_player (state_of (self));
  return apply (self, &a);
}

static gboolean
segment_choose_box (HdSegmentPanel *panel,
                            guint          box)
{
  HdMusterPanel *self = HD_MUSTER_PANEL (panel);
  HdAction a = { .type = HD_ACTION_RECRUIT, .box = box };

  g_return_val_if_fail (HD_IS_MUSTER_PANEL (self), FALSE);
  if (segment_of (self) != HD_SEGMENT_RECRUITMENT || segment_needs_die (HD_SEGMENT_PANEL (self)))
    return FALSE;
  a.kind = self->kind;
  a.side = hd_state_get_player (state_of (self));
  /* a box the player may never recruit in keeps its popover */
  if (!hd_action_check (state_of (self), &a, NULL) &&
      hd_box_recruitment_value (hd_map_get_box (hd_state_get_map (state_of (self)), box), a.side) == 0)
    return FALSE;
  recruit_at (self, box);
  return TRUE;
}

static char *
segment_explain_box (HdSegmentPanel *panel,
                         guint          box)
{
  HdMusterPanel *self = HD_MUSTER_PANEL (panel);
  HdAction a = { .type = HD_ACTION_RECRUIT, .box = box };
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (HD_IS_MUSTER_PANEL (self), NULL);
  if (segment_of (self) != HD_SEGMENT_RECRUITMENT || segment_needs_die (HD_SEGMENT_PANEL (self)))
    return NULL;
  a.kind = self->kind;
  a.side = hd_state_get_player (state_of (self));
  if (hd_action_check (state_of (self), &a, &error))
    return g_strdup_printf (_("Choose it to recruit a %s here."), hd_unit_kind_get_label (self->kind));
  return g_strdup (error->message);
}

/* ------------------------------------------------------------ actions */

static void
action_recruit (GtkWidget  *widget,
                const char *name,
                GVariant   *param)
{
  recruit_at (HD_MUSTER_PANEL (widget), g_variant_get_uint32 (param));
}

static void
action_unit (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  HdAction a = { .type = g_str_equal (name, "muster.promote") ? HD_ACTION_PROMOTE : HD_ACTION_RECOVER };

  a.unit = g_variant_get_uint32 (param);
  apply (HD_MUSTER_PANEL (widget), &a);
}

/* Which buttons may be used now: one place. */
static void
update_actions (HdMusterPanel *self)
{
  HdSegment seg = segment_of (self);
  gboolean dice = segment_needs_die (HD_SEGMENT_PANEL (self));
  const HdState *s = state_of (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "muster.recruit", seg == HD_SEGMENT_RECRUITMENT && !dice);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "muster.militia", seg == HD_SEGMENT_RECRUITMENT && !dice);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "muster.promote",
                                 seg == HD_SEGMENT_PROMOTION && s != NULL && hd_state_get_promotions_left (s) > 0 &&
                                 hd_action_get_awaited (s).kind == HD_AWAITED_NONE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "muster.recover", seg == HD_SEGMENT_RECRUITMENT && !dice);
}

/* ------------------------------------------------------------ showing */

/* The buttons of @units: the units that may be promoted (or recovered,
 * 5.71) now, each "Mi #12 in Chicago → Veteran Infantry". */
static void
sync_units (HdMusterPanel *self, const HdState *s, gboolean promote, guint8 *marks)
{
  HdMap *map = hd_state_get_map (s);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < hd_state_get_n_units (s) && ids->len < 40; i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (s, i);
      HdAction a = { .type = promote ? HD_ACTION_PROMOTE : HD_ACTION_RECOVER, .unit = bu->id };
      HdUnitKind up;
      char *unit;

      if (!hd_action_check (s, &a, NULL))
        continue;
      g_array_append_val (ids, bu->id);
      up = hd_unit_kind_from_parts (hd_unit_kind_get_type (bu->unit.kind), hd_unit_kind_get_quality (bu->unit.kind) + 1);
      unit = hd_describe_unit (s, bu->id);
      g_ptr_array_add (labels, promote
                       /* TRANSLATORS: e.g. "Mi in Chicago → Veteran Infantry" ("Mi #12" only where two such
                        * units stand together) */
                       ? g_strdup_printf (_("%s in %s → %s"), unit, hd_map_get_box (map, bu->box)->name,
                                          hd_unit_kind_get_label (up))
                       /* TRANSLATORS: e.g. "Recover Vi in Chicago (rule 5.71)" */
                       : g_strdup_printf (_("Recover %s in %s (rule 5.71)"), unit, hd_map_get_box (map, bu->box)->name));
      g_clear_pointer (&unit, g_free);
      if (promote)
        marks[bu->box] = HD_MARK_CHOICE;
    }
  /* with no button left, hd-focus gives the focus its place */
  hd_panel_sync_buttons (self->units, promote ? "muster.promote" : "muster.recover", (guint *) ids->data,
                         (const char * const *) labels->pdata, ids->len);
}

static void
show_promotion (HdMusterPanel *self, const HdState *s, guint8 *marks)
{
  guint left = hd_state_get_promotions_left (s);

  hd_rule_links_set_text (self->heading, left == 0 ? _("The promotion is made.")
                                     : left > 1 ? _("Promote two units, one quality up (rules 6.0, 6.2):")
                                     : _("Promote one unit, one quality up (rule 6.0):"));
  sync_units (self, s, TRUE, marks);
  hd_rule_links_set_text (self->detail, left > 0 && gtk_widget_get_first_child (self->units) == NULL
                                      ? _("No unit can be promoted now.") : "");
}

/* The first reason a city of the player's may not take a recruit now. */
static char *
why_no_city (HdMusterPanel *self, const HdState *s)
{
  HdMap *map = hd_state_get_map (s);
  HdSide side = hd_state_get_player (s);

  for (guint b = 0; b < hd_map_get_n_boxes (map); b++)
    if (hd_box_recruitment_value (hd_map_get_box (map, b), side) > 0)
      {
        HdAction a = { .type = HD_ACTION_RECRUIT, .box = b, .side = side, .kind = self->kind };
        g_autoptr(GError) why = NULL;
        if (!hd_action_check (s, &a, &why))
          return g_strdup (why->message);
      }
  return g_strdup (_("No city can take a recruit now."));
}

static void
sync_cities (HdMusterPanel *self, const HdState *s, guint8 *marks)
{
  HdMap *map = hd_state_get_map (s);
  g_autoptr(GArray) cities = hd_recruitment_cities (s, self->kind);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  for (guint i = 0; i < cities->len; i++)
    {
      guint b = g_array_index (cities, guint, i);
      g_ptr_array_add (labels, (gpointer) hd_map_get_box (map, b)->name);
      marks[b] = HD_MARK_CHOICE;
    }
  if (!hd_panel_sync_buttons (self->cities, "muster.recruit", (guint *) cities->data,
                              (const char * const *) labels->pdata, cities->len))
    gtk_widget_grab_focus (GTK_WIDGET (self->mi_button));
  if (cities->len > 0)
    hd_rule_links_set_text (self->hint, _("Choose a lit city on the board, or here:"));
  else
    {
      g_autofree char *why = why_no_city (self, s);
      hd_rule_links_set_text (self->hint, why);
    }
}

static void
show_recruitment (HdMusterPanel *self, const HdState *s, guint8 *marks)
{
  HdSide side = hd_state_get_player (s);
  guint points = hd_state_get_recruit_points (s);
  /* TRANSLATORS: Recruitment Points left this segment (7.0) */
  g_autofree char *heading = hd_state_get_recruit_die (s) == 0
                               ? g_strdup (_("Nothing to recruit this segment"))
                               : g_strdup_printf (ngettext ("%u Recruitment Point left", "%u Recruitment Points left",
                                                            points), points);
  /* TRANSLATORS: units in play against what the army maximum allows (7.1) */
  g_autofree char *room = g_strdup_printf (_("Units in play: %u of %u allowed"), hd_state_get_units_in_play (s, side),
                                           hd_state_get_units_allowed (s, side, hd_state_has_option (s, "7.4")));
  /* TRANSLATORS: a kind of militia and how many wait in the pool */
  g_autofree char *mi = g_strdup_printf (_("%s (%u in the pool)"), hd_unit_kind_get_label (HD_KIND_MI),
                                         hd_state_get_pool (s, side, HD_KIND_MI));
  g_autofree char *mc = g_strdup_printf (_("%s (%u in the pool)"), hd_unit_kind_get_label (HD_KIND_MC),
                                         hd_state_get_pool (s, side, HD_KIND_MC));

  hd_rule_links_set_text (self->heading, heading);
  hd_rule_links_set_text (self->detail, room);
  gtk_button_set_label (self->mi_button, mi);
  gtk_button_set_label (self->mc_button, mc);
  gtk_widget_set_visible (self->militia_row, points > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->hint), points > 0);
  gtk_widget_set_visible (self->cities, points > 0);
  if (points > 0)
    sync_cities (self, s, marks);
  /* 5.71: a point may recover a reduced unit instead */
  sync_units (self, s, FALSE, marks);
}

/* The militia kind one player chose is not the next one's: each Player
 * Turn's recruitment starts with militia infantry. */
static void
forget_other_players_kind (HdMusterPanel *self, const HdState *s)
{
  guint now = hd_state_get_turn (s) * 2 + (hd_state_get_player (s) == HD_SIDE_CONFEDERATE);

  if (now == self->kind_for)
    return;
  self->kind_for = now;
  if (self->kind != HD_KIND_MI)
    {
      self->kind = HD_KIND_MI;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MILITIA]);
    }
}

/* Shows the game as it is now, changing only what changed. */
static void
update (HdMusterPanel *self)
{
  const HdState *s = state_of (self);
  gboolean dice = segment_needs_die (HD_SEGMENT_PANEL (self));
  HdSegment seg = segment_of (self);
  g_autofree guint8 *marks = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self), active (self));
  update_actions (self);
  if (!active (self))
    return;
  forget_other_players_kind (self, s);
  /* Advanced 8.2: a captured leader returning, when the engine asks for
   * him (hd_action_get_awaited), alone */
  if (hd_leaders_box_update (self->leaders_box) && hd_leaders_box_is_due (self->leaders_box))
    {
      gtk_widget_set_visible (GTK_WIDGET (self->die_row), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->heading), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->detail), FALSE);
      gtk_widget_set_visible (self->units, FALSE);
      gtk_widget_set_visible (self->militia_row, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->hint), FALSE);
      gtk_widget_set_visible (self->cities, FALSE);
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->leaders_box), FALSE);
  marks = g_new0 (guint8, hd_map_get_n_boxes (hd_state_get_map (s)));
  gtk_widget_set_visible (GTK_WIDGET (self->die_row), dice);
  if (dice && hd_action_get_awaited (s).kind == HD_AWAITED_WASHINGTON)
    hd_die_row_set_prompt (self->die_row,
                           _("Washington has fallen (Advanced 6.0): roll one die; it is taken off the Union army "
                             "maximum for good, two on a 1. Type it with the keys 1 to 6."));
  else if (dice)
    hd_die_row_set_prompt (self->die_row,
                           seg == HD_SEGMENT_RECRUITMENT
                             ? _("Roll one die for Recruitment Points (a 1 counts as 2, rule 7.0). Type it with the keys "
                                 "1 to 6.")
                             : _("Optional rule 6.2: roll one die; 1 or less (one off for each Confederate veteran or "
                                 "crack unit lost in battle this Game Turn) gives two promotions. Type it with the keys "
                                 "1 to 6."));
  /* with the recruitment die still to roll, nothing else is shown */
  gtk_widget_set_visible (GTK_WIDGET (self->heading), !(dice && seg == HD_SEGMENT_RECRUITMENT));
  gtk_widget_set_visible (GTK_WIDGET (self->detail), !(dice && seg == HD_SEGMENT_RECRUITMENT));
  gtk_widget_set_visible (self->units, !(dice && seg == HD_SEGMENT_RECRUITMENT));
  gtk_widget_set_visible (self->militia_row, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->hint), FALSE);
  gtk_widget_set_visible (self->cities, FALSE);
  if (seg == HD_SEGMENT_PROMOTION)
    show_promotion (self, s, marks);
  else if (!dice)
    show_recruitment (self, s, marks);
  else
    hd_panel_sync_buttons (self->units, "muster.recover", NULL, NULL, 0);
  if (self->board != NULL)
    hd_board_view_set_marks (self->board, -1, marks);
}

static void
segment_set_log (HdSegmentPanel *panel,
                 HdLog          *log,
                 gconstpointer   viewer,
                 HdBoardView    *board)
{
  HdGame *game = log != NULL ? HD_GAME (log) : NULL;
  HdMusterPanel *self = HD_MUSTER_PANEL (panel);
  g_return_if_fail (HD_IS_MUSTER_PANEL (self));

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  g_set_object (&self->board, board);
  hd_leaders_box_set_game (self->leaders_box, game);
  if (game != NULL)
    self->changed_id = g_signal_connect_swapped (game, "changed", G_CALLBACK (update), self);
  update (self);
}

/* ------------------------------------------------------------ the class */

static void
hd_muster_panel_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  HdMusterPanel *self = HD_MUSTER_PANEL (object);

  switch (prop_id)
    {
    case PROP_MILITIA:
      g_value_set_string (value, hd_unit_kind_get_code (self->kind));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hd_muster_panel_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  HdMusterPanel *self = HD_MUSTER_PANEL (object);
  HdUnitKind kind;

  switch (prop_id)
    {
    case PROP_MILITIA:
      if (hd_unit_kind_from_code (g_value_get_string (value), &kind) &&
          (kind == HD_KIND_MI || kind == HD_KIND_MC) && kind != self->kind)
        {
          self->kind = kind;
          g_object_notify_by_pspec (object, pspec);
          update (self);
          /* the other militia chosen: the keyboard goes on to its cities */
          hd_segment_panel_step_done (HD_SEGMENT_PANEL (self));
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hd_muster_panel_dispose (GObject *object)
{
  HdMusterPanel *self = HD_MUSTER_PANEL (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  g_clear_object (&self->board);
  gtk_widget_dispose_template (GTK_WIDGET (self), HD_TYPE_MUSTER_PANEL);
  G_OBJECT_CLASS (hd_muster_panel_parent_class)->dispose (object);
}

static gboolean
segment_is_active (HdSegmentPanel *panel)
{
  return active (HD_MUSTER_PANEL (panel));
}

/* The widget the player wants next (hd-focus asks): the die, the leader
 * returning, the first unit to promote, the first city to recruit in (or
 * unit to recover); NULL: the guide's next step. */
static GtkWidget *
segment_focus_target (HdSegmentPanel *panel,
                      gconstpointer   awaited)
{
  HdMusterPanel *self = HD_MUSTER_PANEL (panel);
  const HdState *s = state_of (self);

  if (!active (self))
    return NULL;
  if (gtk_widget_get_visible (GTK_WIDGET (self->leaders_box)))
    return GTK_WIDGET (self->leaders_box);
  if (segment_needs_die (panel))
    return GTK_WIDGET (self->die_row);
  if (segment_of (self) == HD_SEGMENT_RECRUITMENT && hd_state_get_recruit_points (s) > 0)
    {
      g_autoptr(GArray) other = hd_recruitment_cities (s, self->kind == HD_KIND_MI ? HD_KIND_MC : HD_KIND_MI);

      if (gtk_widget_get_first_child (self->cities) != NULL)
        return self->cities;
      /* none for this militia (its pool empty): the other militia's button */
      if (other->len > 0)
        return GTK_WIDGET (self->kind == HD_KIND_MI ? self->mc_button : self->mi_button);
    }
  if (gtk_widget_get_first_child (self->units) != NULL)
    return self->units;
  return NULL;
}

static void
segment_panel_init (HdSegmentPanelInterface *iface)
{
  iface->set_log = segment_set_log;
  iface->is_active = segment_is_active;
  iface->choose_box = segment_choose_box;
  iface->explain_box = segment_explain_box;
  iface->needs_die = segment_needs_die;
  iface->enter_die = segment_enter_die;
  iface->focus_target = segment_focus_target;
}

static void
hd_muster_panel_class_init (HdMusterPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_muster_panel_dispose;
  object_class->get_property = hd_muster_panel_get_property;
  object_class->set_property = hd_muster_panel_set_property;

  /* The militia to recruit: "Mi" or "Mc" (the muster.militia action). */
  properties[PROP_MILITIA] = g_param_spec_string ("militia", NULL, NULL, "Mi",
                                                  G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (HD_TYPE_DIE_ROW);
  g_type_ensure (HD_TYPE_LEADERS_BOX);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  /* a container: what it holds speaks, it says nothing itself (not its class) */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-muster-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, HdMusterPanel, box);
  gtk_widget_class_bind_template_child (widget_class, HdMusterPanel, die_row);
  gtk_widget_class_bind_template_child (widget_class, HdMusterPanel, heading);
  gtk_widget_class_bind_template_child (widget_class, HdMusterPanel, detail);
  gtk_widget_class_bind_template_child (widget_class, HdMusterPanel, militia_row);
  gtk_widget_class_bind_template_child (widget_class, HdMusterPanel, mi_button);
  gtk_widget_class_bind_template_child (widget_class, HdMusterPanel, mc_button);
  gtk_widget_class_bind_template_child (widget_class, HdMusterPanel, hint);
  gtk_widget_class_bind_template_child (widget_class, HdMusterPanel, cities);
  gtk_widget_class_bind_template_child (widget_class, HdMusterPanel, units);
  gtk_widget_class_bind_template_callback (widget_class, die_typed);
  gtk_widget_class_bind_template_child (widget_class, HdMusterPanel, leaders_box);
  gtk_widget_class_bind_template_callback (widget_class, leaders_refused);
  gtk_widget_class_install_action (widget_class, "muster.recruit", "u", action_recruit);
  gtk_widget_class_install_action (widget_class, "muster.promote", "u", action_unit);
  gtk_widget_class_install_action (widget_class, "muster.recover", "u", action_unit);
  gtk_widget_class_install_property_action (widget_class, "muster.militia", "militia");
}

static void
hd_muster_panel_init (HdMusterPanel *self)
{
  self->kind = HD_KIND_MI;
  gtk_widget_init_template (GTK_WIDGET (self));
  update (self);
}

GtkWidget *
hd_muster_panel_new (void)
{
  return g_object_new (HD_TYPE_MUSTER_PANEL, NULL);
}
