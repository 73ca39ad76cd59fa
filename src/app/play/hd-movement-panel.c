/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-movement-panel.c: the Movement Segment's controls.  The engine
 * (hd-movement) answers every question: which boxes the ticked units can
 * reach, why not elsewhere, whether they may entrench; this panel only
 * asks, shows, and turns the players' choices into actions of the game.
 *
 * Its skeleton is a template (hd-movement-panel.ui), updated in place on
 * every change (update), so keyboard focus survives every action; the
 * rows of the chosen box's units are kept while the units stay.  Its
 * buttons are actions of the panel (movement.confirm, .cancel-target,
 * .entrench, .new-march, .done, .tick, .recover, .promote, .no-promotion
 * and movement.by-land, by-sea and by-invasion), enabled in update_actions(). */
#define G_LOG_DOMAIN "hd-movement-panel"

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

#include "hd-describe.h"
#include "hd-tooltip.h"
#include "hd-command.h"
#include "hd-rule-links.h"
#include "hd-die-row.h"
#include "hd-movement.h"
#include "hd-movement-panel.h"
#include "hd-battle-log.h"
#include "hd-border.h"
#include "hd-europe-box.h"
#include "hd-leader.h"
#include "hd-leaders-box.h"
#include "hd-odds-task.h"
#include "hd-preview.h"
#include "hd-panel-util.h"
#include "hd-segment-panel.h"

struct _HdMovementPanel
{
  GtkWidget    parent_instance;

  /* the template */
  GtkWidget   *box;
  GtkWidget   *supply_box;    /* Advanced 2.2: the pieces to give up */
  GtkLabel    *supply_label;
  GtkWidget   *supply_units;
  GtkWidget   *border_box;    /* Advanced 8.3: a border state's support die */
  GtkLabel    *border_label;
  HdDieRow    *border_row;
  HdEuropeBox *europe_box;    /* Advanced 8.4: units crossing from Europe */
  HdLeadersBox *leaders_box;  /* Advanced 8.2: leaders arriving and moving */
  GtkWidget   *march_box;     /* everything else */
  GtkWidget   *promotion_box; /* Advanced 4.0: a breakout won earns a promotion (6.0) */
  GtkWidget   *promote_units;
  HdDieRow    *die_row;
  GtkLabel    *marches_label;
  GtkLabel    *marches_note;
  GtkLabel    *choose_hint;
  GtkLabel    *march_title;
  GtkWidget   *units_box;    /* a row a unit of the chosen box: its tick, and 5.71's recovery */
  GtkWidget   *mode_row;
  GtkWidget   *land_button;
  GtkWidget   *sea_button;
  GtkWidget   *invasion_button;
  GtkLabel    *mode_note;     /* why By Sea or Invasion is not offered */
  gboolean     sea_offered;   /* a unit of the box chosen may go by sea now (show_modes) */
  gboolean     invasion_offered;
  GtkLabel    *target_label;
  GtkLabel    *odds_label;   /* the battle the move would start: its odds */
  GtkLabel    *help_label;   /* and who could reinforce the defence (5.5) */
  GtkWidget   *move_row;
  GtkButton   *move_button;
  GtkLabel    *hint;
  GtkButton   *dig_button;
  GtkWidget   *breakout_button;
  GtkWidget   *new_march_button;
  GtkWidget   *done_button;

  HdGame      *game;
  gulong       changed_id;
  HdBoardView *board;
  int          selected;     /* the box marching, or -1 */
  int          target;       /* the destination chosen, or -1 */
  int          arrived;      /* where the last move went, or -1: not chosen for it */
  guint        arrived_in;   /* the Game Turn and Player Turn it was made in (turn * 2 + player) */
  int          done_with;    /* the box "Done with This Box" left, or -1 */
  int          left;         /* where the last move came from, or -1 */
  HdMoveMode   mode;
  HdMoveMode   shown_mode;   /* the mode the "mode" property last said */
  GArray      *unticked;     /* guint unit indices left out of the march */
  GArray      *dests;        /* HdDestination: where they can go, once an update(); NULL: not worked out */
  gboolean     busy;         /* applying several actions: update once at the end */
  char         *odds_key;    /* the move the odds shown are for */
  guint         odds_serial;
  double        odds;        /* < 0: none, or being worked out */
  GCancellable *cancellable;
  gboolean      promotion_declined;
  guint         promotion_at; /* the box of the promotion offered last */
};

enum { PROP_0, PROP_MODE, N_PROPS };
static GParamSpec *properties[N_PROPS];

static const char * const mode_names[] = { "land", "sea", "invasion" };

static void segment_panel_init (HdSegmentPanelInterface *iface);
static void segment_set_log (HdSegmentPanel *panel, HdLog *log, gconstpointer viewer, HdBoardView *board);
static gboolean segment_choose_box (HdSegmentPanel *panel, guint box);
static char * segment_explain_box (HdSegmentPanel *panel, guint box);
static gboolean segment_needs_die (HdSegmentPanel *panel);
static gboolean segment_enter_die (HdSegmentPanel *panel, guint die);

G_DEFINE_FINAL_TYPE_WITH_CODE (HdMovementPanel, hd_movement_panel, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (HD_TYPE_SEGMENT_PANEL, segment_panel_init))

static void update (HdMovementPanel *self);
static gboolean show_supply (HdMovementPanel *self, const HdState *s, const HdAwaited *owed);
static gboolean show_border (HdMovementPanel *self, const HdState *s, const HdAwaited *owed);

static const HdState *
state_of (HdMovementPanel *self)
{
  return self->game != NULL ? hd_game_get_state (self->game) : NULL;
}

static gboolean
active (HdMovementPanel *self)
{
  /* a breakout battle (Advanced 4.0) is the battle panel's */
  return hd_segment_panel_game_in (self->game, HD_SEGMENT_MOVEMENT) &&
         !hd_battle_in_progress (hd_game_get_state (self->game));
}

static void
refuse (HdMovementPanel *self, const char *message)
{
  hd_segment_panel_refuse_with (HD_SEGMENT_PANEL (self), message);
}


static gboolean
is_unticked (HdMovementPanel *self, guint index)
{
  for (guint i = 0; i < self->unticked->len; i++)
    if (g_array_index (self->unticked, guint, i) == index)
      return TRUE;
  return FALSE;
}

/* Can this unit do anything in the current mode? */
static gboolean
unit_can_go (HdMovementPanel *self, guint index)
{
  const HdState *s = state_of (self);

  if (self->mode == HD_MOVE_BY_LAND)
    {
      g_autoptr(GArray) routes = hd_movement_unit_routes (s, index);
      return routes->len > 0;
    }
  else
    {
      g_autoptr(GArray) ports = hd_movement_sea_destinations (s, index, self->mode == HD_MOVE_INVASION);
      return ports->len > 0;
    }
}

/* The player's units in the chosen box that go with the march. */
static GArray *
chosen_units (HdMovementPanel *self)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));
  const HdState *s = state_of (self);

  if (s == NULL || self->selected < 0)
    return out;
  for (guint i = 0; i < hd_state_get_n_units (s); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (s, i);
      if (bu->box == (guint) self->selected && bu->unit.side == hd_state_get_player (s) && !is_unticked (self, i) &&
          unit_can_go (self, i))
        g_array_append_val (out, i);
    }
  return out;
}

/* The chosen units as pieces (side, kind, strength): what a Move moves. */
static GArray *
chosen_kinds (HdMovementPanel *self)
{
  const HdState *s = state_of (self);
  g_autoptr(GArray) units = chosen_units (self);
  GArray *kinds = g_array_new (FALSE, FALSE, sizeof (HdUnit));

  for (guint i = 0; i < units->len; i++)
    g_array_append_val (kinds, hd_state_get_unit (s, g_array_index (units, guint, i))->unit);
  return kinds;
}

/* Where the ticked units can all go in the current mode, with what it
 * costs and whether a battle follows: the engine's HdDestination. */
static GArray *
chosen_destinations (HdMovementPanel *self)
{
  g_autoptr(GArray) units = chosen_units (self);

  if (self->mode == HD_MOVE_BY_LAND)
    return hd_movement_destinations (state_of (self), (guint *) units->data, units->len);
  return hd_movement_sea_moves (state_of (self), (guint *) units->data, units->len, self->mode == HD_MOVE_INVASION);
}

/* The destinations of the ticked units, worked out once for the
 * position, the box, the mode and the ticks update() shows. */
static GArray *
destinations (HdMovementPanel *self)
{
  if (self->dests == NULL)
    self->dests = chosen_destinations (self);
  return self->dests;
}

/* The destination @box of the ticked units, or FALSE when they cannot go there. */
static gboolean
find_destination (HdMovementPanel *self, guint box, HdDestination *out)
{
  GArray *dests = destinations (self);

  for (guint i = 0; i < dests->len; i++)
    if (g_array_index (dests, HdDestination, i).to == box)
      {
        *out = g_array_index (dests, HdDestination, i);
        return TRUE;
      }
  return FALSE;
}

/* Per box: where the ticked units can all go (HD_MARK_*). */
static guint8 *
compute_marks (HdMovementPanel *self)
{
  guint n = hd_map_get_n_boxes (hd_state_get_map (state_of (self)));
  guint8 *marks = g_new0 (guint8, n);
  GArray *dests = destinations (self);

  for (guint i = 0; i < dests->len; i++)
    {
      const HdDestination *d = &g_array_index (dests, HdDestination, i);
      marks[d->to] = d->battle ? HD_MARK_BATTLE : HD_MARK_DESTINATION;
    }
  if (self->target >= 0 && (guint) self->target < n)
    {
      if (marks[self->target] == HD_MARK_NONE)
        self->target = -1;
      else
        marks[self->target] = HD_MARK_TARGET;
    }
  return marks;
}

static void
update_marks (HdMovementPanel *self)
{
  g_autofree guint8 *marks = NULL;

  if (self->board == NULL)
    return;
  if (active (self) && hd_action_get_awaited (state_of (self)).kind == HD_AWAITED_SUPPLY)
    {
      /* Advanced 2.2: the boxes out of supply, in red */
      const HdState *s = state_of (self);
      marks = g_new0 (guint8, hd_map_get_n_boxes (hd_state_get_map (s)));
      for (guint b = 0; b < hd_map_get_n_boxes (hd_state_get_map (s)); b++)
        marks[b] = hd_state_get_supply_due (s, b) ? HD_MARK_NO_SUPPLY : HD_MARK_NONE;
      hd_board_view_set_marks (self->board, -1, marks);
      return;
    }
  if (!active (self) || self->selected < 0)
    {
      hd_board_view_set_marks (self->board, -1, NULL);
      return;
    }
  marks = compute_marks (self);
  hd_board_view_set_marks (self->board, self->selected, marks);
}

/* ------------------------------------------------------------- actions */

static gboolean
apply (HdMovementPanel *self, const HdAction *action)
{
  g_autoptr(GError) error = NULL;

  if (!hd_log_apply (HD_LOG (self->game), action, &error))
    {
      refuse (self, error->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean
segment_enter_die (HdSegmentPanel *panel,
                             guint            die)
{
  HdMovementPanel *self = HD_MOVEMENT_PANEL (panel);
  HdAction a = { .type = HD_ACTION_ROLL_MARCHES, .die = die };
  HdAwaited owed;

  g_return_val_if_fail (HD_IS_MOVEMENT_PANEL (self), FALSE);
  if (self->game == NULL)
    return FALSE;
  /* Advanced 8.3: a border state's die, when the engine asks for it first */
  owed = hd_action_get_awaited (state_of (self));
  if (owed.kind == HD_AWAITED_BORDER)
    a = (HdAction) { .type = HD_ACTION_ROLL_BORDER, .die = die,
                     .box = hd_map_lookup_id (hd_state_get_map (state_of (self)),
                                              hd_border_get_cities ((guint) owed.which)[0])->index };
  return apply (self, &a);
}

static gboolean
segment_needs_die (HdSegmentPanel *panel)
{
  HdMovementPanel *self = HD_MOVEMENT_PANEL (panel);
  const HdState *s = state_of (self);
  HdAwaited owed;

  g_return_val_if_fail (HD_IS_MOVEMENT_PANEL (self), FALSE);
  if (!active (self))
    return FALSE;
  /* what the engine asks for first (hd_action_get_awaited): a border
   * state's die is one; the march die, not among the things owed first,
   * waits for all of them */
  owed = hd_action_get_awaited (s);
  if (owed.kind == HD_AWAITED_BORDER)
    return TRUE;
  return owed.kind == HD_AWAITED_NONE && hd_state_get_marches (s) == 0 && hd_state_get_march_die (s) == 0;
}

/* Whether one of the player's units in @box may take part in a march
 * now (the engine's hd_movement_check_unit). */
static gboolean
box_can_march (const HdState *s, guint box)
{
  for (guint i = 0; i < hd_state_get_n_units (s); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (s, i);
      if (bu->box == box && bu->unit.side == hd_state_get_player (s) && hd_movement_check_unit (s, i, NULL))
        return TRUE;
    }
  return FALSE;
}

/* The box the player most likely marches from next: @near itself while
 * units there may march, else the box with units that may march nearest
 * to it (with @near -1: to the box focused on the board last, or the
 * middle of the view), @avoid (where units just arrived, or the box the
 * player is done with) only when no other is left; -1 when none. */
static int
next_box_to_move (HdMovementPanel *self, int near, int avoid)
{
  const HdState *s = state_of (self);
  HdMap *map = hd_state_get_map (s);
  double x, y, best = G_MAXDOUBLE;
  int found = -1;

  if (near >= 0 && near != avoid && box_can_march (s, (guint) near))
    return near;
  if (near >= 0)
    {
      x = hd_map_get_box (map, (guint) near)->x;
      y = hd_map_get_box (map, (guint) near)->y;
    }
  else if (self->board != NULL && hd_board_view_get_focus_box (self->board) != NULL)
    {
      x = hd_board_view_get_focus_box (self->board)->x;
      y = hd_board_view_get_focus_box (self->board)->y;
    }
  else if (self->board != NULL)
    hd_board_view_get_center (self->board, &x, &y);
  else
    x = y = 0;
  for (guint b = 0; b < hd_map_get_n_boxes (map); b++)
    {
      const HdBox *box = hd_map_get_box (map, b);
      double d = hypot (box->x - x, box->y - y);

      if ((int) b != avoid && d < best && box_can_march (s, b))
        {
          best = d;
          found = (int) b;
        }
    }
  if (found < 0 && avoid >= 0 && box_can_march (s, (guint) avoid))
    return avoid;
  return found;
}

gboolean
hd_movement_panel_confirm (HdMovementPanel *self)
{
  const HdState *s;
  g_autoptr(GArray) kinds = NULL;
  guint from, to;
  HdSide side;
  gboolean ok = TRUE;

  g_return_val_if_fail (HD_IS_MOVEMENT_PANEL (self), FALSE);
  if (!active (self) || self->selected < 0 || self->target < 0)
    return FALSE;
  s = state_of (self);
  kinds = chosen_kinds (self);
  from = (guint) self->selected;
  to = (guint) self->target;
  side = hd_state_get_player (s);

  /* the engine makes the Move: one action per unit, one player action */
  self->busy = TRUE;
  {
    g_autoptr(GError) error = NULL;

    ok = hd_game_apply_march (self->game, from, to, (const HdUnit *) kinds->data, kinds->len, self->mode, &error);
    if (!ok)
      refuse (self, error->message);
  }
  self->busy = FALSE;
  self->target = -1;
  g_array_set_size (self->unticked, 0);
  if (ok)
    self->mode = HD_MOVE_BY_LAND;
  /* the box stays chosen only while units there may still march; the
   * units that just arrived are not chosen for the next move (a lesson's
   * "choose Baltimore" means Baltimore's own units), and the keyboard goes
   * on to the next box with units to move (hd-focus) */
  s = state_of (self);
  if (ok)
    {
      self->arrived = (int) to;
      self->arrived_in = hd_state_get_turn (s) * 2 + (hd_state_get_player (s) == HD_SIDE_CONFEDERATE);
      self->left = (int) from;
      self->done_with = -1;
      if (next_box_to_move (self, (int) from, -1) != (int) from)
        self->selected = -1;
    }
  (void) side;
  update (self);
  return ok;
}

gboolean
hd_movement_panel_entrench (HdMovementPanel *self)
{
  HdAction a = { .type = HD_ACTION_DIG_IN };

  g_return_val_if_fail (HD_IS_MOVEMENT_PANEL (self), FALSE);
  if (!active (self) || self->selected < 0)
    return FALSE;
  a.box = (guint) self->selected;
  return apply (self, &a);
}

void
hd_movement_panel_clear (HdMovementPanel *self)
{
  g_return_if_fail (HD_IS_MOVEMENT_PANEL (self));
  self->selected = -1;
  self->target = -1;
  self->arrived = -1;
  self->left = -1;
  self->mode = HD_MOVE_BY_LAND;
  g_array_set_size (self->unticked, 0);
  update (self);
}

void
hd_movement_panel_set_mode (HdMovementPanel *self,
                            HdMoveMode       mode)
{
  g_return_if_fail (HD_IS_MOVEMENT_PANEL (self));
  if (self->mode == mode)
    return;
  self->mode = mode;
  self->target = -1;
  g_array_set_size (self->unticked, 0);
  update (self);
}

void
hd_movement_panel_set_unit_chosen (HdMovementPanel *self,
                                   guint            index,
                                   gboolean         chosen)
{
  g_return_if_fail (HD_IS_MOVEMENT_PANEL (self));
  if (chosen)
    {
      for (guint i = 0; i < self->unticked->len; i++)
        if (g_array_index (self->unticked, guint, i) == index)
          g_array_remove_index (self->unticked, i--);
    }
  else if (!is_unticked (self, index))
    g_array_append_val (self->unticked, index);
  update (self);
}

int
hd_movement_panel_get_selected_box (HdMovementPanel *self)
{
  g_return_val_if_fail (HD_IS_MOVEMENT_PANEL (self), -1);
  return self->selected;
}

int
hd_movement_panel_get_target (HdMovementPanel *self)
{
  g_return_val_if_fail (HD_IS_MOVEMENT_PANEL (self), -1);
  return self->target;
}

/* ------------------------------------------------------ from the board */

static gboolean
segment_choose_box (HdSegmentPanel *panel,
                              guint            box)
{
  HdMovementPanel *self = HD_MOVEMENT_PANEL (panel);
  const HdState *s;
  HdDestination dest;

  g_return_val_if_fail (HD_IS_MOVEMENT_PANEL (self), FALSE);
  if (!active (self))
    return FALSE;
  s = state_of (self);
  if (self->selected >= 0 && (int) box != self->selected && find_destination (self, box, &dest))
    {
      self->target = (int) box;
      update (self);
      gtk_widget_grab_focus (GTK_WIDGET (self->move_button));
      return TRUE;
    }
  if (hd_state_count_units_at (s, box, hd_state_get_player (s)) > 0)
    {
      self->arrived = -1;
      self->left = -1;
      self->done_with = -1;
      if ((int) box != self->selected)
        {
          self->selected = (int) box;
          self->target = -1;
          self->mode = HD_MOVE_BY_LAND;
          g_array_set_size (self->unticked, 0);
        }
      update (self);
      return TRUE;
    }
  if (self->selected >= 0)
    {
      g_autofree char *why = segment_explain_box (HD_SEGMENT_PANEL (self), box);
      refuse (self, why != NULL ? why : _("The chosen units cannot go there."));
      return TRUE;
    }
  return FALSE;
}

static char *
segment_explain_box (HdSegmentPanel *panel,
                           guint            box)
{
  HdMovementPanel *self = HD_MOVEMENT_PANEL (panel);
  const HdState *s;
  g_autoptr(GArray) units = NULL;
  HdDestination dest;

  g_return_val_if_fail (HD_IS_MOVEMENT_PANEL (self), NULL);
  if (!active (self) || self->selected < 0 || (int) box == self->selected)
    return NULL;
  s = state_of (self);
  if (find_destination (self, box, &dest))
    return g_strdup (dest.garrison ? _("The chosen units can go here: its coastal garrison meets them, so a battle "
                                       "(Advanced 5.0).")
                     : dest.battle ? _("The chosen units can go here: enemy units, so a battle.")
                     : _("The chosen units can go here."));
  units = chosen_units (self);
  if (units->len == 0)
    return g_strdup (_("No unit chosen can march now."));
  for (guint i = 0; i < units->len; i++)
    {
      g_autoptr(GError) error = NULL;
      guint index = g_array_index (units, guint, i);
      gboolean ok = self->mode == HD_MOVE_BY_LAND
                      ? hd_movement_find_route (s, index, box, NULL, NULL)
                      : hd_movement_check_sea (s, index, box, self->mode == HD_MOVE_INVASION, &error);
      /* by land: the rule that decides, the sea's between two ports */
      if (!ok && self->mode == HD_MOVE_BY_LAND && hd_movement_check_any_way (s, index, box, &error))
        /* TRANSLATORS: %s a unit ("Militia Infantry") that may reach the box by sea, not by a march */
        return g_strdup_printf (_("The %s cannot march there, but it can go by sea: choose By Sea or Invasion "
                                  "(rules 4.6, 4.7)."),
                                hd_unit_kind_get_label (hd_state_get_unit (s, index)->unit.kind));
      if (!ok)
        {
          /* TRANSLATORS: %1$s a unit ("Militia Infantry"), %2$s the rules' refusal
           * ("Rule 4.0: no march of this unit reaches Chicago") */
          return g_strdup_printf (_("The %1$s cannot go there. %2$s."),
                                  hd_unit_kind_get_label (hd_state_get_unit (s, index)->unit.kind), error->message);
        }
    }
  return g_strdup (_("Each chosen unit could go here, but not all of them in one march along one route."));
}

/* ---------------------------------------------------------------- view */

static char *
pips (guint used)
{
  /* like the play tip's counters turned 90 degrees a march (4.0) */
  return g_strdup_printf ("%s%s", used >= 1 ? "●" : "○", used >= 2 ? "●" : "○");
}

static void
die_typed (HdMovementPanel *self,
           guint            die)
{
  segment_enter_die (HD_SEGMENT_PANEL (self), die);
}

static void
show_marches (HdMovementPanel *self, const HdState *s)
{
  guint left = hd_state_get_marches_left (s), total = hd_state_get_marches (s);
  GString *dots = g_string_new (NULL);
  g_autofree char *text = NULL;

  for (guint i = 0; i < total; i++)
    g_string_append (dots, i < total - left ? "●" : "○");
  /* TRANSLATORS: marches left this segment (4.0), then dots for used and left */
  text = g_strdup_printf (ngettext ("%u of %u march left  %s", "%u of %u marches left  %s", total), left, total,
                          dots->str);
  g_string_free (dots, TRUE);
  hd_rule_links_set_text (self->marches_label, text);
  if (hd_state_get_march_die (s) == 6 && hd_state_get_player (s) == HD_SIDE_UNION)
    hd_rule_links_set_text (self->marches_note,
                        _("A 6: units that began the segment in Washington may make naval invasions (rule 4.7)."));
  else if (hd_state_get_march_die (s) != 0 && hd_state_has_option (s, "advanced-3.0"))
    {
      /* TRANSLATORS: e.g. "A 4 in 1862 gives the Union 3 marches on the Command Table (Advanced 3.0)." */
      g_autofree char *note = g_strdup_printf (ngettext ("A %1$u in %2$u gives the %3$s %4$u march on the Command Table (Advanced 3.0).",
                                                         "A %1$u in %2$u gives the %3$s %4$u marches on the Command Table (Advanced 3.0).",
                                                         hd_state_get_marches (s)),
                                               hd_state_get_march_die (s), hd_command_year (hd_state_get_turn (s)),
                                               hd_side_get_noun (hd_state_get_player (s)), hd_state_get_marches (s));
      hd_rule_links_set_text (self->marches_note, note);
    }
  else if (hd_state_get_march_die (s) == 1)
    hd_rule_links_set_text (self->marches_note, _("A 1 counts as two marches (rule 4.0)."));
  else
    hd_rule_links_set_text (self->marches_note, "");
  gtk_widget_set_visible (GTK_WIDGET (self->marches_note), *gtk_label_get_text (self->marches_note) != '\0');
}

/* A row of the units box: the tick (movement.tick, the unit's number) and
 * the button of 5.71's recovery (movement.recover). */
static GtkWidget *
row_new (guint id)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *check = gtk_check_button_new ();
  GtkWidget *recover = gtk_button_new_with_label (_("Recover It (1 march, rule 5.71)"));

  gtk_actionable_set_action_target (GTK_ACTIONABLE (check), "u", id);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (check), "movement.tick");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (recover), "u", id);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (recover), "movement.recover");
  gtk_widget_set_margin_start (recover, 28);
  gtk_box_append (GTK_BOX (row), check);
  gtk_box_append (GTK_BOX (row), recover);
  return row;
}

static guint
row_id (GtkWidget *row)
{
  return g_variant_get_uint32 (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (gtk_widget_get_first_child (row))));
}

/* "Militia Infantry (Mi, reduced)  ●○  entrenched": a unit, its code, the
 * marches it used as dots, and what is so of it, each a whole phrase. */
static char *
describe_row_unit (const HdBoardUnit *bu, const char *marks)
{
  const char *label = hd_unit_kind_get_label (bu->unit.kind), *code = hd_unit_kind_get_code (bu->unit.kind);
  g_autoptr(GPtrArray) notes = g_ptr_array_new ();
  g_autofree char *unit = NULL;
  g_autofree char *joined = NULL;

  unit = bu->unit.reduced
           /* TRANSLATORS: a reduced unit in the march list: its kind, its code, the marches it used as dots */
           ? g_strdup_printf (_("%1$s (%2$s, reduced)  %3$s"), label, code, marks)
           /* TRANSLATORS: a unit in the march list: its kind, its code, the marches it used as dots */
           : g_strdup_printf (_("%1$s (%2$s)  %3$s"), label, code, marks);
  if (bu->unit.entrenched)
    g_ptr_array_add (notes, (gpointer) _("entrenched"));
  if (bu->move.by_sea)
    g_ptr_array_add (notes, (gpointer) (bu->move.invaded ? _("invaded") : _("sailed")));
  if (notes->len == 0)
    return g_steal_pointer (&unit);
  g_ptr_array_add (notes, NULL);
  /* TRANSLATORS: between the notes on a unit in the march list, "entrenched  sailed" */
  joined = g_strjoinv (_("  "), (char **) notes->pdata);
  /* TRANSLATORS: a unit in the march list (%1$s), then its notes (%2$s, "entrenched") */
  return g_strdup_printf (_("%1$s  %2$s"), unit, joined);
}

/* Shows unit @index of the chosen box in @row. */
static void
update_row (HdMovementPanel *self, const HdState *s, GtkWidget *row, guint index)
{
  const HdBoardUnit *bu = hd_state_get_unit (s, index);
  GtkWidget *check = gtk_widget_get_first_child (row), *recover = gtk_widget_get_next_sibling (check);
  g_autofree char *marks = pips (bu->move.marches);
  g_autofree char *text = NULL;
  g_autoptr(GError) why = NULL;
  gboolean can = unit_can_go (self, index);

  text = describe_row_unit (bu, marks);
  gtk_check_button_set_label (GTK_CHECK_BUTTON (check), text);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), can && !is_unticked (self, index));
  gtk_widget_set_sensitive (check, can);
  /* why not: the engine says (4.0, 4.6...) */
  if (!can && self->mode == HD_MOVE_BY_LAND)
    hd_movement_check_unit (s, index, &why);
  hd_tooltip_set_text (check, can ? NULL : why != NULL ? why->message
                                           : _("This unit has nowhere to go this way now: every route out is "
                                               "closed to it."));
  /* optional rule 5.71: a march may recover a reduced unit */
  gtk_widget_set_visible (recover, bu->unit.reduced && hd_state_has_option (s, "5.71"));
  if (gtk_widget_get_visible (recover))
    {
      HdAction a = { .type = HD_ACTION_RECOVER, .unit = bu->id };
      g_autoptr(GError) no = NULL;

      gtk_widget_set_sensitive (recover, hd_action_check (s, &a, &no));
      hd_tooltip_set_text (recover, no != NULL ? no->message : NULL);
    }
}

/* The rows of the chosen box's units, kept while the units stay there so
 * that keyboard focus on one survives. */
static void
sync_units (HdMovementPanel *self, const HdState *s)
{
  g_autoptr(GArray) indices = g_array_new (FALSE, FALSE, sizeof (guint));
  GtkWidget *row, *next;
  guint i = 0;

  for (guint u = 0; u < hd_state_get_n_units (s) && self->selected >= 0; u++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (s, u);
      if (bu->box == (guint) self->selected && bu->unit.side == hd_state_get_player (s))
        g_array_append_val (indices, u);
    }
  for (row = gtk_widget_get_first_child (self->units_box); row != NULL; row = next, i++)
    {
      guint id = row_id (row);
      gboolean stays = FALSE;

      next = gtk_widget_get_next_sibling (row);
      for (guint k = 0; k < indices->len; k++)
        stays |= hd_state_get_unit (s, g_array_index (indices, guint, k))->id == id;
      if (!stays)
        gtk_box_remove (GTK_BOX (self->units_box), row);
    }
  row = gtk_widget_get_first_child (self->units_box);
  for (guint k = 0; k < indices->len; k++)
    {
      guint index = g_array_index (indices, guint, k);
      guint id = hd_state_get_unit (s, index)->id;

      if (row == NULL || row_id (row) != id)
        {
          GtkWidget *fresh = row_new (id);
          gtk_box_insert_child_after (GTK_BOX (self->units_box), fresh,
                                      row != NULL ? gtk_widget_get_prev_sibling (row)
                                                  : gtk_widget_get_last_child (self->units_box));
          row = fresh;
        }
      update_row (self, s, row, index);
      row = gtk_widget_get_next_sibling (row);
    }
  while (row != NULL)
    {
      next = gtk_widget_get_next_sibling (row);
      gtk_box_remove (GTK_BOX (self->units_box), row);
      row = next;
    }
}

static gboolean
any_can (HdMovementPanel *self, HdMoveMode mode)
{
  const HdState *s = state_of (self);

  for (guint i = 0; i < hd_state_get_n_units (s); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (s, i);
      if (bu->box == (guint) self->selected && bu->unit.side == hd_state_get_player (s))
        {
          g_autoptr(GArray) ports = hd_movement_sea_destinations (s, i, mode == HD_MOVE_INVASION);
          if (ports->len > 0)
            return TRUE;
        }
    }
  return FALSE;
}

/* ------------------------------------------------ the battle foreseen */

/* The battle the ticked units' move would start (their moves made on a
 * copy, one after another as Move makes them), or NULL. */
static HdState *
foresee_battle (HdMovementPanel *self)
{
  const HdState *s = state_of (self);
  g_autoptr(GArray) kinds = chosen_kinds (self);
  g_autoptr(GArray) moves = NULL;

  moves = hd_game_plan_march (s, (guint) self->selected, (guint) self->target, (const HdUnit *) kinds->data,
                              kinds->len, self->mode, NULL);
  if (moves == NULL)
    return NULL;
  return hd_preview_battle (s, (const HdAction *) moves->data, moves->len, (guint) self->target, NULL);
}

static void
foreseen_odds_done (GObject *source, GAsyncResult *result, gpointer data)
{
  HdMovementPanel *self = HD_MOVEMENT_PANEL (source);
  HdOddsResult odds;
  g_autofree char *text = NULL;

  if (!hd_odds_task_finish (result, &odds) || GPOINTER_TO_UINT (data) != self->odds_serial)
    return;
  self->odds = odds.p;
  /* the one moving attacks */
  text = hd_odds_describe (hd_state_get_player (state_of (self)), &odds);
  hd_rule_links_set_text (self->odds_label, text);
}

/* "Vi #6 from Vandalia, Mi #7 from St. Louis", or for the units in the
 * battle "Vc #3 across a river side (5.34)" */
static char *
describe_units (const HdState *battle, GArray *ids, gboolean from)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < ids->len; i++)
    {
      guint id = g_array_index (ids, guint, i);
      int index = hd_state_find_unit_by_id (battle, id);
      const HdBoardUnit *bu;
      g_autofree char *code = NULL;
      g_autofree char *item = NULL;

      if (index < 0)
        {
          /* no unit: a port's coastal garrison (Advanced 5.0), as the battle names it */
          g_autofree char *garrison = hd_battle_log_unit (battle, id);
          g_string_append_printf (out, "%s%s", i > 0 ? _(", ") : "", garrison);
          continue;
        }
      bu = hd_state_get_unit (battle, (guint) index);
      code = hd_unit_to_code (&bu->unit);
      if (from)
        /* TRANSLATORS: where a unit that could reinforce is: "Vi #6 from Vandalia" */
        item = g_strdup_printf (_("%1$s #%2$u from %3$s"), code, bu->id,
                                hd_map_get_box (hd_state_get_map (battle), bu->box)->name);
      else if (bu->unit.entrenched && bu->move.crossed)
        /* TRANSLATORS: a unit in a battle line, "Vc #3 entrenched (5.31), across a river side (5.34)" */
        item = g_strdup_printf (_("%1$s #%2$u entrenched (5.31), across a river side (5.34)"), code, bu->id);
      else if (bu->unit.entrenched)
        /* TRANSLATORS: a unit in a battle line, "Ci #4 entrenched (5.31)" */
        item = g_strdup_printf (_("%1$s #%2$u entrenched (5.31)"), code, bu->id);
      else if (bu->move.crossed)
        /* TRANSLATORS: a unit in a battle line, "Vc #3 across a river side (5.34)" */
        item = g_strdup_printf (_("%1$s #%2$u across a river side (5.34)"), code, bu->id);
      else
        item = g_strdup_printf ("%s #%u", code, bu->id);
      /* TRANSLATORS: between the units of a list, "Vi #6 from Vandalia, Mi #7 from St. Louis" */
      g_string_append_printf (out, "%s%s", i > 0 ? _(", ") : "", item);
    }
  return g_string_free (out, FALSE);
}

/* The two lines as the battle would start, and who could join it. */
static char *
describe_foreseen (const HdState *battle)
{
  HdSide attacker = hd_battle_get_attacker (battle);
  g_autoptr(GArray) a = hd_battle_get_units (battle, attacker);
  g_autoptr(GArray) d = hd_battle_get_units (battle, hd_side_get_enemy (attacker));
  g_autoptr(GArray) help = hd_preview_defender_help (battle);
  g_autofree char *as = describe_units (battle, a, FALSE);
  g_autofree char *ds = describe_units (battle, d, FALSE);
  g_autofree char *hs = describe_units (battle, help, TRUE);

  if (help->len == 0)
    /* TRANSLATORS: the attacking units, the defending units (rules 5.0, 5.5) */
    return g_strdup_printf (_("Attacking: %s. Defending: %s. No defending unit next to it could join the battle "
                              "(rule 5.5)."), as, ds);
  /* TRANSLATORS: the attacking units, the defending units, and the units
   * that could reinforce the defence (rules 5.0, 5.5) */
  return g_strdup_printf (_("Attacking: %s. Defending: %s. The defence could be reinforced from round 2, one unit "
                            "from each box a round (rule 5.5): %s."), as, ds, hs);
}

/* Before a move into enemy units: the odds of the battle it starts and the
 * defender's possible reinforcements, worked out once for each move. */
/* What the foreseen battle depends on besides the position: the box, the
 * destination, the mode and the ticked units. */
static char *
foreseen_key (HdMovementPanel *self)
{
  g_autoptr(GArray) units = chosen_units (self);
  GString *k = g_string_new (NULL);

  g_string_printf (k, "%d:%d:%d", self->selected, self->target, self->mode);
  for (guint i = 0; i < units->len; i++)
    g_string_append_printf (k, ",%u", g_array_index (units, guint, i));
  return g_string_free (k, FALSE);
}

static void
hide_foreseen (HdMovementPanel *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->odds_label), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->help_label), FALSE);
  self->odds = -1;
  self->odds_serial++;   /* an answer still to come is for another move */
}

static void
show_foreseen (HdMovementPanel *self)
{
  g_autoptr(HdState) battle = NULL;
  g_autofree char *key = NULL;
  g_autofree char *help_text = NULL;

  if (self->target < 0)
    {
      g_clear_pointer (&self->odds_key, g_free);
      hide_foreseen (self);
      return;
    }
  /* worked out once for each move in each position (the game's "changed"
   * forgets the key) */
  key = foreseen_key (self);
  if (g_strcmp0 (key, self->odds_key) == 0)
    return;
  g_free (self->odds_key);
  self->odds_key = g_steal_pointer (&key);
  battle = foresee_battle (self);
  if (battle == NULL)
    {
      hide_foreseen (self);
      return;
    }
  help_text = describe_foreseen (battle);
  hd_rule_links_set_text (self->help_label, help_text);
  hd_rule_links_set_text (self->odds_label, _("Working out the odds of this attack…"));
  gtk_widget_set_visible (GTK_WIDGET (self->odds_label), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->help_label), TRUE);
  self->odds = -1;
  hd_odds_task_restart (self, battle, &self->cancellable, &self->odds_serial, foreseen_odds_done);
}

/* The chance the attacker wins the battle the chosen move would start, or
 * -1 (none, or not worked out yet). */
double
hd_movement_panel_get_foreseen_odds (HdMovementPanel *self)
{
  g_return_val_if_fail (HD_IS_MOVEMENT_PANEL (self), -1);
  return self->odds;
}

static char *
describe_target (HdMovementPanel *self, guint n_units)
{
  HdMap *map = hd_state_get_map (state_of (self));
  const char *to = hd_map_get_box (map, (guint) self->target)->name;
  HdDestination dest;
  g_autofree char *what = NULL;

  /* TRANSLATORS: "3 units to Petersburg" */
  what = g_strdup_printf (ngettext ("%u unit to %s", "%u units to %s", n_units), n_units, to);
  if (!find_destination (self, (guint) self->target, &dest))
    return g_steal_pointer (&what);   /* not lit: compute_marks forgets such a target */
  /* TRANSLATORS: %s the units and where they go, "3 units to Petersburg", then what the move is */
  if (self->mode == HD_MOVE_BY_LAND && dest.marches == 0)
    return g_strdup_printf (dest.battle ? _("%s. Part of the current march. Enemy units are there: they stop and fight.")
                                        : _("%s. Part of the current march."), what);
  if (self->mode == HD_MOVE_BY_LAND)
    return g_strdup_printf (dest.battle ? _("%s. Starts a new march (1 march). Enemy units are there: they stop and "
                                            "fight.")
                                        : _("%s. Starts a new march (1 march)."), what);
  if (self->mode == HD_MOVE_INVASION)
    return g_strdup_printf (dest.garrison ? _("%s. Naval invasion: one march a unit (rule 4.7). Its coastal garrison "
                                              "meets them: a battle (Advanced 5.0).")
                            : dest.battle ? _("%s. Naval invasion: one march a unit (rule 4.7). Enemy units are there: "
                                              "a battle.")
                            : _("%s. Naval invasion: one march a unit (rule 4.7)."), what);
  return g_strdup_printf (dest.garrison ? _("%s. By sea: one march a unit (rule 4.6). Its coastal garrison meets them: "
                                            "a battle (Advanced 5.0).")
                          : dest.battle ? _("%s. By sea: one march a unit (rule 4.6). Enemy units are there: a battle.")
                          : _("%s. By sea: one march a unit (rule 4.6)."), what);
}

/* The mode buttons pressed as the mode is. */
static void
show_mode_buttons (HdMovementPanel *self)
{
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->land_button), self->mode == HD_MOVE_BY_LAND);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->sea_button), self->mode == HD_MOVE_BY_SEA);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->invasion_button), self->mode == HD_MOVE_INVASION);
}

/* A way of moving not offered now says why, on its button's tooltip
 * and, for the keyboard, in the line under the buttons. */
static char *
explain_mode (HdMovementPanel *self, const HdState *s, GtkWidget *button, gboolean offered, gboolean invasion,
              const char *name)
{
  g_autoptr(GError) why = NULL;

  if (offered || !gtk_widget_get_visible (button) ||
      hd_movement_sea_box_check (s, (guint) self->selected, invasion, &why))
    {
      hd_tooltip_set_text (button, NULL);
      return NULL;
    }
  hd_tooltip_set_text (button, why->message);
  /* TRANSLATORS: why a way of moving is not offered, e.g. "By Sea: Rule 4.11: the Union may not move by sea on the
   * first Game Turn." */
  return g_strdup_printf (_("%s: %s."), name, why->message);
}

/* The modes of moving (4.0, 4.6, 4.7): for the Union from a port, or
 * whenever a unit here could go by sea; a mode not offered says why. */
static void
show_modes (HdMovementPanel *self, const HdState *s)
{
  gboolean sea = any_can (self, HD_MOVE_BY_SEA), invasion = any_can (self, HD_MOVE_INVASION);
  gboolean union_port = hd_state_get_player (s) == HD_SIDE_UNION &&
                        hd_map_get_box (hd_state_get_map (s), (guint) self->selected)->port;
  g_autofree char *no_sea = NULL;
  g_autofree char *no_invasion = NULL;
  g_autofree char *note = NULL;

  /* the Confederacy sails only once Europe has intervened, and never invades (Advanced 8.4) */
  gtk_widget_set_visible (self->mode_row, sea || invasion || union_port || self->mode != HD_MOVE_BY_LAND);
  gtk_widget_set_visible (self->invasion_button, hd_state_get_player (s) == HD_SIDE_UNION);
  self->sea_offered = sea;
  self->invasion_offered = invasion;
  no_sea = explain_mode (self, s, self->sea_button, sea || self->mode == HD_MOVE_BY_SEA, FALSE, _("By Sea"));
  no_invasion = explain_mode (self, s, self->invasion_button, invasion || self->mode == HD_MOVE_INVASION, TRUE,
                              _("Invasion"));
  note = g_strjoin ("\n", no_sea != NULL ? no_sea : "", no_invasion != NULL ? no_invasion : "", NULL);
  g_strstrip (note);
  hd_rule_links_set_text (self->mode_note, note);
  gtk_widget_set_visible (GTK_WIDGET (self->mode_note), gtk_widget_get_visible (self->mode_row) && *note != '\0');
}

static void
show_target (HdMovementPanel *self, guint n_units)
{
  gboolean chosen = self->target >= 0;

  gtk_widget_set_visible (GTK_WIDGET (self->target_label), chosen);
  gtk_widget_set_visible (self->move_row, chosen);
  gtk_widget_set_visible (GTK_WIDGET (self->hint), !chosen);
  if (chosen)
    {
      g_autofree char *text = describe_target (self, n_units);
      hd_rule_links_set_text (self->target_label, text);
      gtk_button_set_label (self->move_button, self->mode == HD_MOVE_BY_LAND ? _("_Move")
                                               : self->mode == HD_MOVE_BY_SEA ? _("_Sail") : _("_Invade"));
    }
  else if (n_units > 0)
    hd_rule_links_set_text (self->hint, self->mode == HD_MOVE_BY_LAND
                                      ? _("The lit boxes are where the ticked units can go together: green to move, "
                                          "red to attack. Choose one. Point at any other box to see why not.")
                                      : _("The lit ports are where the ticked units can sail. Choose one."));
  else
    hd_rule_links_set_text (self->hint, _("No ticked unit can go anywhere this way."));
  show_foreseen (self);
}

/* Entrench (4.3): the button says whether the units here may. */
static void
show_entrench (HdMovementPanel *self, const HdState *s)
{
  HdAction a = { .type = HD_ACTION_DIG_IN, .box = (guint) self->selected };
  g_autoptr(GError) why = NULL;

  gtk_button_set_label (self->dig_button, hd_movement_entrench_marches (s, (guint) self->selected) == 1
                                            ? _("_Entrench Here (1 march)")
                                            : _("_Entrench Here (2 marches this segment)"));
  hd_tooltip_set_text (GTK_WIDGET (self->dig_button),
                       hd_action_check (s, &a, &why)
                         ? _("The units here that have not moved entrench with this march (rule 4.3).")
                         : why->message);
}

/* Which buttons may be used now: one place. */
static void
update_actions (HdMovementPanel *self)
{
  const HdState *s = state_of (self);
  gboolean box = active (self) && self->selected >= 0 && !segment_needs_die (HD_SEGMENT_PANEL (self));
  HdAction dig = { .type = HD_ACTION_DIG_IN, .box = (guint) MAX (self->selected, 0) };

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "movement.confirm", box && self->target >= 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "movement.cancel-target", box && self->target >= 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "movement.entrench", box && hd_action_check (s, &dig, NULL));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "movement.new-march",
                                 box && hd_movement_new_march_helps (s, (guint) self->selected));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "movement.done", box);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "movement.tick", box);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "movement.recover", box);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "movement.by-land", box);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "movement.by-sea",
                                 box && (self->sea_offered || self->mode == HD_MOVE_BY_SEA));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "movement.by-invasion",
                                 box && (self->invasion_offered || self->mode == HD_MOVE_INVASION));
  show_mode_buttons (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "movement.promote", active (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "movement.no-promotion", active (self));
}

static gboolean
focus_within (HdMovementPanel *self, GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* Keyboard focus on a widget about to be hidden goes to @instead first. */
static void
keep_focus (HdMovementPanel *self, GtkWidget *going, GtkWidget *instead)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus != NULL && (focus == going || gtk_widget_is_ancestor (focus, going)))
    gtk_widget_grab_focus (instead);
}

/* Advanced 4.0: a breakout won earns its winner a promotion (6.0), offered
 * until one is made or declined; then the keyboard goes on from the box
 * it was won in, where the next march most likely starts. */
static void
show_promotion (HdMovementPanel *self, const HdState *s)
{
  gboolean had_focus = focus_within (self, self->promotion_box);
  guint n = hd_panel_sync_promotions (self->promote_units, "movement.promote", s, self->promotion_declined,
                                      &self->promotion_at);

  gtk_widget_set_visible (self->promotion_box, n > 0);
  if (n == 0 && had_focus && self->board != NULL && self->promotion_at < hd_map_get_n_boxes (hd_state_get_map (s)))
    hd_board_view_focus_box (self->board, hd_map_get_box (hd_state_get_map (s), self->promotion_at));
}

/* Whether a unit of the player's may still march this segment (a new
 * march, or the current one): the engine's own check, unit by unit. */
static gboolean
any_may_march (const HdState *s)
{
  for (guint i = 0; i < hd_state_get_n_units (s); i++)
    if (hd_state_get_unit (s, i)->unit.side == hd_state_get_player (s) && hd_movement_check_unit (s, i, NULL))
      return TRUE;
  return FALSE;
}

/* With no box chosen: how to choose one, and, after a move of this
 * Player Turn, that the units which arrived are not chosen (the box
 * chosen is said in the march's title), or that no march is left. */
static void
show_choose_hint (HdMovementPanel *self, const HdState *s)
{
  g_autofree char *text = NULL;
  const char *reached = NULL;
  gboolean marching = any_may_march (s);

  if (self->arrived >= 0 && self->arrived < (int) hd_map_get_n_boxes (hd_state_get_map (s)) &&
      self->arrived_in == hd_state_get_turn (s) * 2 + (hd_state_get_player (s) == HD_SIDE_CONFEDERATE))
    reached = hd_map_get_box (hd_state_get_map (s), (guint) self->arrived)->name;
  if (reached != NULL && marching)
    /* TRANSLATORS: after a move, with no box chosen, e.g. "The units reached Harper's Ferry. No box is chosen: ..." */
    text = g_strdup_printf (_("The units reached %s. No box is chosen now: choose the box to march from next on the "
                              "board (the arrow keys and Enter), or press Ctrl+Enter to end the segment."), reached);
  else if (reached != NULL)
    /* TRANSLATORS: after the last move the marches allow, e.g. "The units reached Harper's Ferry. ..." */
    text = g_strdup_printf (_("The units reached %s. No unit may march again this segment (rule 4.0): press "
                              "Ctrl+Enter to end the Movement Segment."), reached);
  else if (!marching)
    text = g_strdup (_("No unit may march again this segment (rule 4.0): press Ctrl+Enter to end the Movement "
                       "Segment."));
  hd_rule_links_set_text (self->choose_hint, text != NULL ? text
                          : _("Choose a box holding your units on the board: click it, or reach it with the arrow "
                              "keys and press Enter."));
}

/* Shows the game as it is now, changing only what changed. */
static void
update (HdMovementPanel *self)
{
  const HdState *s = state_of (self);
  gboolean dice, chosen, europe, leaders;
  g_autoptr(GArray) units = NULL;
  HdAwaited owed;

  g_clear_pointer (&self->dests, g_array_unref);   /* worked out again, once, for what is shown now */
  if (self->busy)
    return;
  if (self->shown_mode != self->mode)
    {
      self->shown_mode = self->mode;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), active (self));
  if (!active (self))
    {
      self->selected = -1;
      self->target = -1;
      update_marks (self);
      update_actions (self);
      return;
    }
  /* a box left empty of the player's units is no longer chosen */
  if (self->selected >= 0 && hd_state_count_units_at (s, (guint) self->selected, hd_state_get_player (s)) == 0)
    {
      self->selected = -1;
      self->target = -1;
    }
  update_marks (self);   /* also forgets a target no longer lit */
  /* what the game waits for first, as the engine says: a piece out of
   * supply, a border state's die, a leader to place; else the marches */
  owed = hd_action_get_awaited (s);
  if (show_supply (self, s, &owed) || show_border (self, s, &owed))
    {
      gtk_widget_set_visible (GTK_WIDGET (self->leaders_box), FALSE);
      update_actions (self);
      return;
    }
  /* Advanced 8.2: a leader arriving is placed first, alone; otherwise the
   * leaders' moves come under the board's marches */
  leaders = hd_leaders_box_update (self->leaders_box);
  if (leaders && owed.kind == HD_AWAITED_LEADER)
    {
      gtk_widget_set_visible (self->march_box, FALSE);
      update_actions (self);
      return;
    }
  dice = segment_needs_die (HD_SEGMENT_PANEL (self));
  chosen = !dice && self->selected >= 0;
  units = chosen_units (self);

  show_promotion (self, s);
  gtk_widget_set_visible (GTK_WIDGET (self->die_row), dice);
  gtk_widget_set_visible (GTK_WIDGET (self->marches_label), !dice);
  if (!dice)
    show_marches (self, s);
  else
    gtk_widget_set_visible (GTK_WIDGET (self->marches_note), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->choose_hint), !dice && self->selected < 0);
  show_choose_hint (self, s);
  gtk_widget_set_visible (GTK_WIDGET (self->march_title), chosen);
  if (chosen)
    {
      /* TRANSLATORS: the box a march starts from */
      g_autofree char *title = g_strdup_printf (_("March from %s"),
                                                hd_map_get_box (hd_state_get_map (s), (guint) self->selected)->name);
      hd_rule_links_set_text (self->march_title, title);
    }
  sync_units (self, s);
  gtk_widget_set_visible (self->units_box, chosen);
  europe = !dice && hd_europe_box_update (self->europe_box);
  if (!europe)
    gtk_widget_set_visible (GTK_WIDGET (self->europe_box), FALSE);
  keep_focus (self, self->move_row, self->done_button);
  self->sea_offered = FALSE;
  self->invasion_offered = FALSE;
  if (chosen)
    {
      show_modes (self, s);
      show_target (self, units->len);
      show_entrench (self, s);
      gtk_widget_set_visible (self->new_march_button, hd_movement_new_march_helps (s, (guint) self->selected));
    }
  else
    {
      /* focus in the crossings from Europe stays there while they last */
      /* focus on what this hides is lost for a moment: hd-focus, asked
       * after every action and Done with This Box, gives it its place
       * (a label cannot hold it) */
      /* no box chosen, no move foreseen (none is chosen after a move) */
      g_clear_pointer (&self->odds_key, g_free);
      hide_foreseen (self);
      gtk_widget_set_visible (self->mode_row, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->target_label), FALSE);
      gtk_widget_set_visible (self->move_row, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->hint), FALSE);
      gtk_widget_set_visible (self->new_march_button, FALSE);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->dig_button), chosen);
  gtk_widget_set_visible (self->breakout_button, chosen && hd_state_is_contained (s, (guint) self->selected) &&
                                                 hd_state_get_player (s) == HD_SIDE_UNION);
  gtk_widget_set_visible (self->done_button, chosen);
  update_actions (self);
}

static void
game_changed (HdMovementPanel *self)
{
  const HdState *s = state_of (self);

  if (s != NULL && hd_battle_in_progress (s))
    self->promotion_declined = FALSE;   /* a new breakout battle */
  g_array_set_size (self->unticked, 0);
  g_clear_pointer (&self->odds_key, g_free);   /* a new position: odds anew */
  update (self);
}

static void
segment_set_log (HdSegmentPanel *panel,
                 HdLog          *log,
                 gconstpointer   viewer,
                 HdBoardView    *board)
{
  HdGame *game = log != NULL ? HD_GAME (log) : NULL;
  HdMovementPanel *self = HD_MOVEMENT_PANEL (panel);
  g_return_if_fail (HD_IS_MOVEMENT_PANEL (self));

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  g_set_object (&self->board, board);
  hd_europe_box_set_game (self->europe_box, game);
  hd_leaders_box_set_game (self->leaders_box, game);
  self->arrived = -1;
  self->left = -1;
  self->selected = -1;
  self->target = -1;
  self->mode = HD_MOVE_BY_LAND;
  g_array_set_size (self->unticked, 0);
  g_clear_pointer (&self->dests, g_array_unref);
  g_clear_pointer (&self->odds_key, g_free);
  if (game != NULL)
    self->changed_id = g_signal_connect_swapped (game, "changed", G_CALLBACK (game_changed), self);
  update (self);
}

/* ------------------------------------------------------------ actions */

static void
action_confirm (GtkWidget *widget, const char *name, GVariant *param)
{
  hd_movement_panel_confirm (HD_MOVEMENT_PANEL (widget));
}

static void
action_cancel_target (GtkWidget *widget, const char *name, GVariant *param)
{
  HdMovementPanel *self = HD_MOVEMENT_PANEL (widget);

  self->target = -1;
  keep_focus (self, self->move_row, self->done_button);
  update (self);
}

static void
action_entrench (GtkWidget *widget, const char *name, GVariant *param)
{
  hd_movement_panel_entrench (HD_MOVEMENT_PANEL (widget));
}

static void
action_new_march (GtkWidget *widget, const char *name, GVariant *param)
{
  HdMovementPanel *self = HD_MOVEMENT_PANEL (widget);
  HdAction a = { .type = HD_ACTION_MARCH };

  a.box = (guint) self->selected;
  apply (self, &a);
}

/* movement.break-out: the contained units of the chosen box fight to
 * break out, a march (Advanced 4.0); the battle panel takes over. */
static void
action_break_out (GtkWidget *widget, const char *name, GVariant *param)
{
  HdMovementPanel *self = HD_MOVEMENT_PANEL (widget);
  HdAction a = { .type = HD_ACTION_BREAK_OUT, .box = (guint) MAX (self->selected, 0) };
  apply (self, &a);
}

/* movement.promote (u): the promotion a breakout won earns (6.0). */
static void
action_promote (GtkWidget *widget, const char *name, GVariant *param)
{
  HdAction a = { .type = HD_ACTION_PROMOTE, .unit = g_variant_get_uint32 (param) };
  apply (HD_MOVEMENT_PANEL (widget), &a);
}

static void
action_no_promotion (GtkWidget *widget, const char *name, GVariant *param)
{
  HdMovementPanel *self = HD_MOVEMENT_PANEL (widget);

  self->promotion_declined = TRUE;
  update (self);
}

/* movement.give-up (u): the piece a box out of supply loses (Advanced 2.2). */
static void
action_give_up (GtkWidget *widget, const char *name, GVariant *param)
{
  HdAction a = { .type = HD_ACTION_SUPPLY_LOSS, .unit = g_variant_get_uint32 (param) };
  apply (HD_MOVEMENT_PANEL (widget), &a);
}

/* Advanced 2.2: while boxes out of supply still owe a piece, the panel
 * shows only them, a button a piece; TRUE when it does. */
static gboolean
show_supply (HdMovementPanel *self, const HdState *s, const HdAwaited *owed)
{
  HdMap *map = hd_state_get_map (s);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  gboolean due = owed->kind == HD_AWAITED_SUPPLY;

  gtk_widget_set_visible (self->supply_box, due);
  gtk_widget_set_visible (self->march_box, !due);
  if (!due)
    return FALSE;
  for (guint i = 0; i < hd_state_get_n_units (s); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (s, i);
      g_autofree char *unit = NULL;
      if (bu->unit.side != hd_state_get_player (s) || !hd_state_get_supply_due (s, bu->box))
        continue;
      unit = hd_describe_unit (s, bu->id);
      g_array_append_val (ids, bu->id);
      /* TRANSLATORS: a button: the piece a box out of supply gives up, e.g. "Give up Mi in Nashville" (a number,
       * "Mi #12", only where two such pieces stand together) */
      g_ptr_array_add (labels, g_strdup_printf (bu->unit.reduced ? _("Give up %s (reduced) in %s") : _("Give up %s in %s"),
                                                unit, hd_map_get_box (map, bu->box)->name));
    }
  hd_rule_links_set_text (self->supply_label,
                          _("Out of supply (Advanced 2.2): each box lit in red has no supply line to a friendly "
                            "recruitment city (Advanced 2.1) and gives up one piece before anything else this Player "
                            "Turn. Choose which:"));
  hd_panel_sync_buttons (self->supply_units, "movement.give-up", (guint *) ids->data,
                         (const char * const *) labels->pdata, ids->len);
  return TRUE;
}

/* Advanced 8.3: a border state held whole asks for its support die, with
 * the table's modifiers that apply; TRUE while it does. */
static gboolean
show_border (HdMovementPanel *self, const HdState *s, const HdAwaited *owed)
{
  int border = owed->kind == HD_AWAITED_BORDER ? owed->which : -1;
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *outcome = NULL;
  GString *text;
  int sum, lowest;

  gtk_widget_set_visible (self->border_box, border >= 0);
  gtk_widget_set_visible (self->march_box, border < 0);
  if (border < 0)
    return FALSE;
  sum = hd_border_get_modifier (s, lines);
  text = g_string_new (NULL);
  /* TRANSLATORS: Advanced 8.3, e.g. "Support from Kentucky (Advanced 8.3): the Confederacy holds all its
   * recruitment cities. Its militia joins the Recruitment Pool if the die, modified, is above 1." */
  g_string_append_printf (text, _("Support from %s (Advanced 8.3): the Confederacy holds all its recruitment cities. "
                                  "Its militia joins the Recruitment Pool if the die, modified, is above %u."),
                          hd_border_get_name ((guint) border), hd_border_get_support ((guint) border));
  for (guint i = 0; i < lines->len; i++)
    g_string_append_printf (text, "\n%s", (const char *) g_ptr_array_index (lines, i));
  lowest = (int) hd_border_get_support ((guint) border) - sum + 1;
  if (lowest > 6)
    /* TRANSLATORS: Advanced 8.3, the modifiers' sum, e.g. "Modifiers in all: +1." */
    outcome = g_strdup_printf (_("Modifiers in all: %+d. No die is enough this turn."), sum);
  else if (lowest <= 1)
    /* TRANSLATORS: Advanced 8.3, the modifiers' sum, e.g. "Modifiers in all: +1." */
    outcome = g_strdup_printf (_("Modifiers in all: %+d. Any die is enough."), sum);
  else
    /* TRANSLATORS: Advanced 8.3, the modifiers' sum, then the lowest die that brings the militia */
    outcome = g_strdup_printf (_("Modifiers in all: %1$+d. A %2$d or more brings it."), sum, lowest);
  g_string_append_printf (text, "\n%s", outcome);
  hd_rule_links_set_text (self->border_label, text->str);
  g_string_free (text, TRUE);
  hd_die_row_set_prompt (self->border_row, _("Type the die you rolled (keys 1 to 6):"));
  return TRUE;
}

/* Done with This Box: nothing chosen, and the keyboard goes on to the
 * next box with units to move (hd-focus). */
static void
action_done (GtkWidget *widget, const char *name, GVariant *param)
{
  HdMovementPanel *self = HD_MOVEMENT_PANEL (widget);
  int done = self->selected;

  hd_movement_panel_clear (self);
  self->arrived = -1;
  self->done_with = done;
  hd_segment_panel_step_done (HD_SEGMENT_PANEL (self));
}

/* movement.tick (u): a unit of the chosen box goes, or stays. */
static void
action_tick (GtkWidget *widget, const char *name, GVariant *param)
{
  HdMovementPanel *self = HD_MOVEMENT_PANEL (widget);
  int index = hd_state_find_unit_by_id (state_of (self), g_variant_get_uint32 (param));

  if (index >= 0)
    hd_movement_panel_set_unit_chosen (self, (guint) index, is_unticked (self, (guint) index));
}

static void
action_recover (GtkWidget *widget, const char *name, GVariant *param)
{
  HdAction a = { .type = HD_ACTION_RECOVER };

  a.unit = g_variant_get_uint32 (param);
  apply (HD_MOVEMENT_PANEL (widget), &a);
}

/* ------------------------------------------------------------ the class */

static void
hd_movement_panel_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  HdMovementPanel *self = HD_MOVEMENT_PANEL (object);

  switch (prop_id)
    {
    case PROP_MODE:
      g_value_set_string (value, mode_names[self->mode]);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hd_movement_panel_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  HdMovementPanel *self = HD_MOVEMENT_PANEL (object);

  switch (prop_id)
    {
    case PROP_MODE:
      for (guint m = 0; m < G_N_ELEMENTS (mode_names); m++)
        if (g_strcmp0 (g_value_get_string (value), mode_names[m]) == 0)
          hd_movement_panel_set_mode (self, (HdMoveMode) m);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* movement.by-land, movement.by-sea, movement.by-invasion: how the
 * ticked units go (4.0, 4.6, 4.7). */
static void
action_mode (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  HdMovementPanel *self = HD_MOVEMENT_PANEL (widget);

  hd_movement_panel_set_mode (self, g_str_equal (name, "movement.by-sea")        ? HD_MOVE_BY_SEA
                                    : g_str_equal (name, "movement.by-invasion") ? HD_MOVE_INVASION
                                                                                 : HD_MOVE_BY_LAND);
  show_mode_buttons (self);
}

static void
hd_movement_panel_dispose (GObject *object)
{
  HdMovementPanel *self = HD_MOVEMENT_PANEL (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  g_clear_object (&self->board);
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->odds_key, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), HD_TYPE_MOVEMENT_PANEL);
  G_OBJECT_CLASS (hd_movement_panel_parent_class)->dispose (object);
}

static void
hd_movement_panel_finalize (GObject *object)
{
  HdMovementPanel *self = HD_MOVEMENT_PANEL (object);

  g_array_unref (self->unticked);
  g_clear_pointer (&self->dests, g_array_unref);
  G_OBJECT_CLASS (hd_movement_panel_parent_class)->finalize (object);
}

static gboolean
segment_is_active (HdSegmentPanel *panel)
{
  return active (HD_MOVEMENT_PANEL (panel));
}

/* Ctrl+Enter: a destination chosen but not confirmed is that move */
static gboolean
segment_next_step (HdSegmentPanel *panel)
{
  HdMovementPanel *self = HD_MOVEMENT_PANEL (panel);

  if (self->target < 0)
    return FALSE;
  hd_movement_panel_confirm (self);
  return TRUE;
}

/* The widget the player wants next for @decision (hd-focus asks): the
 * die, the piece to give up, the leader to place, the Move button of a
 * destination chosen, a promotion won; in free play the box chosen on
 * the board, else the next box with units to move (none: NULL, the
 * guide's next step). */
static GtkWidget *
segment_focus_target (HdSegmentPanel *panel,
                      gconstpointer   awaited)
{
  const HdAwaited *decision = awaited;
  HdMovementPanel *self = HD_MOVEMENT_PANEL (panel);
  int next;

  if (!active (self) || self->board == NULL)
    return NULL;
  switch (decision->kind)
    {
    case HD_AWAITED_SUPPLY:
      return self->supply_units;
    case HD_AWAITED_BORDER:
      return GTK_WIDGET (self->border_row);
    case HD_AWAITED_LEADER:
      return GTK_WIDGET (self->leaders_box);
    case HD_AWAITED_MARCH_DIE:
      return GTK_WIDGET (self->die_row);
    case HD_AWAITED_MARCHES:
      break;
    default:
      return NULL;
    }
  if (self->target >= 0)
    return GTK_WIDGET (self->move_button);
  if (gtk_widget_get_visible (self->promotion_box))
    return self->promote_units;
  /* units crossing from Europe, leaders moving: one after the other */
  if (gtk_widget_get_visible (GTK_WIDGET (self->europe_box)) && focus_within (self, GTK_WIDGET (self->europe_box)))
    return gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));
  if (gtk_widget_get_visible (GTK_WIDGET (self->leaders_box)) && focus_within (self, GTK_WIDGET (self->leaders_box)))
    return gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));
  next = self->selected >= 0 ? self->selected
       : self->done_with >= 0 ? next_box_to_move (self, -1, self->done_with)
       : next_box_to_move (self, self->left, self->arrived);
  return next >= 0 ? hd_board_view_get_box_spot (self->board, (guint) next) : NULL;
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
  iface->next_step = segment_next_step;
  iface->focus_target = segment_focus_target;
}

static void
hd_movement_panel_class_init (HdMovementPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_movement_panel_dispose;
  object_class->finalize = hd_movement_panel_finalize;
  object_class->get_property = hd_movement_panel_get_property;
  object_class->set_property = hd_movement_panel_set_property;

  /* How the ticked units go: "land", "sea" (4.6) or "invasion" (4.7). */
  properties[PROP_MODE] = g_param_spec_string ("mode", NULL, NULL, "land",
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (HD_TYPE_DIE_ROW);
  g_type_ensure (HD_TYPE_EUROPE_BOX);
  g_type_ensure (HD_TYPE_LEADERS_BOX);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  /* a container: what it holds speaks, it says nothing itself (not its class) */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-movement-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, box);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, supply_box);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, supply_label);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, supply_units);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, border_box);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, border_label);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, border_row);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, europe_box);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, leaders_box);
  gtk_widget_class_bind_template_callback (widget_class, refuse);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, march_box);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, die_row);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, marches_label);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, marches_note);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, choose_hint);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, march_title);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, units_box);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, mode_row);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, land_button);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, sea_button);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, invasion_button);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, mode_note);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, target_label);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, odds_label);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, help_label);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, move_row);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, move_button);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, hint);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, dig_button);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, breakout_button);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, promotion_box);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, promote_units);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, new_march_button);
  gtk_widget_class_bind_template_child (widget_class, HdMovementPanel, done_button);
  gtk_widget_class_bind_template_callback (widget_class, die_typed);
  gtk_widget_class_install_action (widget_class, "movement.confirm", NULL, action_confirm);
  gtk_widget_class_install_action (widget_class, "movement.cancel-target", NULL, action_cancel_target);
  gtk_widget_class_install_action (widget_class, "movement.entrench", NULL, action_entrench);
  gtk_widget_class_install_action (widget_class, "movement.new-march", NULL, action_new_march);
  gtk_widget_class_install_action (widget_class, "movement.done", NULL, action_done);
  gtk_widget_class_install_action (widget_class, "movement.give-up", "u", action_give_up);
  gtk_widget_class_install_action (widget_class, "movement.break-out", NULL, action_break_out);
  gtk_widget_class_install_action (widget_class, "movement.promote", "u", action_promote);
  gtk_widget_class_install_action (widget_class, "movement.no-promotion", NULL, action_no_promotion);
  gtk_widget_class_install_action (widget_class, "movement.tick", "u", action_tick);
  gtk_widget_class_install_action (widget_class, "movement.recover", "u", action_recover);
  /* a mode each, so that one not offered is disabled on its own (a
   * property action enables all its targets or none) */
  gtk_widget_class_install_action (widget_class, "movement.by-land", NULL, action_mode);
  gtk_widget_class_install_action (widget_class, "movement.by-sea", NULL, action_mode);
  gtk_widget_class_install_action (widget_class, "movement.by-invasion", NULL, action_mode);
}

static void
hd_movement_panel_init (HdMovementPanel *self)
{
  self->selected = -1;
  self->arrived = -1;
  self->done_with = -1;
  self->left = -1;
  self->promotion_at = G_MAXUINT;
  self->target = -1;
  self->odds = -1;
  self->unticked = g_array_new (FALSE, FALSE, sizeof (guint));
  gtk_widget_init_template (GTK_WIDGET (self));
  hd_die_row_set_prompt (self->die_row, _("Type the die you rolled for marches (keys 1 to 6):"));
  update (self);
}

GtkWidget *
hd_movement_panel_new (void)
{
  return g_object_new (HD_TYPE_MOVEMENT_PANEL, NULL);
}
