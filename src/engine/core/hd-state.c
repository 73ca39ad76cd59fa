/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-state.c: the game state as a plain value (copied, compared, thrown
 * away), built from a scenario's set-up: its getters and the unchecked
 * changes the rules make once they have allowed them.  Derived facts (army
 * maximums, units in play, battles) are computed from it, never stored,
 * so they cannot drift.  It knows no rule's sequence: the turn is in
 * hd-turn.c, the invariants in hd-invariants.c, the Game Piece Inventory
 * in hd-inventory.c, and the Advanced Game acts through hd-hooks.h. */
#define G_LOG_DOMAIN "hd-state"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "hd-calendar.h"
#include "hd-options.h"
#include "hd-state-private.h"

/* Union militia infantry: 12 start in play, 12 are held back and come four
 * at a time with the drafts of 1862, 1863 and 1864 (rules 2.0 step 5, 7.2). */
#define UNION_MILITIA_HELD_BACK 12
#define UNION_MILITIA_PER_DRAFT 4


HdState *
hd_state_new_from_scenario (HdMap      *map,
                            HdScenario *scenario)
{
  HdState *self;
  guint n_boxes;

  g_return_val_if_fail (HD_IS_MAP (map), NULL);
  g_return_val_if_fail (HD_IS_SCENARIO (scenario), NULL);

  n_boxes = hd_map_get_n_boxes (map);
  self = g_new0 (HdState, 1);
  self->map = g_object_ref (map);
  self->turn = hd_scenario_get_start_turn (scenario);
  self->end_turn = hd_scenario_get_end_turn (scenario);
  self->scenario_end_turn = self->end_turn;
  self->short_game = hd_scenario_get_victory (scenario) == HD_SCENARIO_VICTORY_ARMY_MAXIMUM_LEAD_5;
  self->winner = HD_SIDE_NEUTRAL;
  self->player = HD_SIDE_UNION;          /* the Union moves first (3.0, 11.2) */
  self->segment = HD_SEGMENT_MOVEMENT;
  self->units = g_array_new (FALSE, TRUE, sizeof (HdBoardUnit));
  self->control = g_new0 (HdSide, n_boxes);
  self->marker = g_new0 (gboolean, n_boxes);
  self->infantry_held = g_new0 (gboolean, n_boxes);
  self->recruited = g_new0 (guint8, n_boxes);
  self->supply_due = g_new0 (guint8, n_boxes);
  self->garrison = g_new0 (guint8, n_boxes);
  self->invasion_port = g_new0 (guint8, n_boxes);
  self->contained = g_new0 (guint8, n_boxes);
  for (guint b = 0; b < n_boxes; b++)
    if (hd_map_get_box (map, b)->port && hd_map_get_box (map, b)->recruit_confederate > 0)
      self->garrison[b] = 2;
  self->drafts_taken = hd_scenario_get_union_drafts_taken (scenario);
  self->militia_held_back = UNION_MILITIA_HELD_BACK - MIN (UNION_MILITIA_HELD_BACK,
                                                           UNION_MILITIA_PER_DRAFT * self->drafts_taken);

  for (guint i = 0; i < hd_scenario_get_n_placements (scenario); i++)
    {
      const HdPlacement *p = hd_scenario_get_placement (scenario, i);

      for (guint k = 0; k < p->count; k++)
        {
          HdUnit unit = { p->side, p->kind, FALSE, p->entrenched };
          HdBoardUnit bu = { self->next_unit_id++, p->box, unit, { 0 } };
          bu.move.start_box = p->box;
          bu.move.from_box = HD_NO_BOX;
          bu.move.from_line = HD_NO_LINE;
          bu.move.march_from = HD_NO_BOX;
          g_array_append_val (self->units, bu);
        }
    }

  hd_scenario_compute_control (scenario, self->control);
  /* A captured box that starts with a marker or with infantry on it was
   * taken with infantry: it keeps its marker when left (8.0). */
  for (guint i = 0; i < hd_scenario_get_n_control_markers (scenario); i++)
    self->infantry_held[hd_scenario_get_control_marker (scenario, i)->box] = TRUE;
  for (guint i = 0; i < self->units->len; i++)
    {
      const HdBoardUnit *bu = &g_array_index (self->units, HdBoardUnit, i);
      if (hd_unit_kind_get_type (bu->unit.kind) == HD_INFANTRY)
        self->infantry_held[bu->box] = TRUE;
    }
  /* A marker is only needed where control differs from the box's colour
   * and no unit shows it (8.0, "Noting Control"). */
  for (guint i = 0; i < hd_scenario_get_n_control_markers (scenario); i++)
    {
      const HdControlMarker *m = hd_scenario_get_control_marker (scenario, i);
      if (hd_state_count_units_at (self, m->box, HD_SIDE_UNION) == 0 &&
          hd_state_count_units_at (self, m->box, HD_SIDE_CONFEDERATE) == 0 &&
          hd_map_get_box (map, m->box)->side != m->side)
        self->marker[m->box] = TRUE;
    }

  /* Militia not on the board wait in the Recruitment Pool (2.0 step 6,
   * 5.1), except the Union militia still held back for drafts. */
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    for (HdUnitKind kind = 0; kind < HD_N_KINDS; kind++)
      {
        guint available, in_play;

        if (hd_unit_kind_get_quality (kind) != HD_MILITIA)
          continue;
        available = hd_unit_kind_get_counter_limit (side, kind);
        if (side == HD_SIDE_UNION && kind == HD_KIND_MI)
          available -= hd_state_get_union_militia_held_back (self);
        in_play = hd_scenario_count_units (scenario, side, (int) kind);
        self->pool[side][kind] = available > in_play ? available - in_play : 0;
      }

  /* the leaders the set-up places, if the game plays them (Advanced 8.2) */
  for (guint l = 0; l < HD_N_LEADERS; l++)
    {
      self->leader_start_box[l] = HD_NO_BOX;
      self->leader_box[l] = HD_NO_BOX;
    }
  for (guint i = 0; i < hd_scenario_get_n_leaders (scenario); i++)
    {
      const HdLeaderPlacement *p = hd_scenario_get_leader (scenario, i);
      int l = hd_leader_from_name (p->name);
      if (l >= 0)
        self->leader_start_box[l] = p->box;
    }

  self->first_turn = self->turn;
  self->first_turn_marches = hd_scenario_get_first_turn_marches (scenario);
  self->battle_box = HD_NO_BOX;
  self->promotion_side = HD_SIDE_NEUTRAL;
  /* the first Player Turn begins; no option is set yet, so no hook of
   * hd_turn_begin_player_turn() would do anything (hd_turn_set_options
   * then calls theirs) */
  hd_state_clear_moves (self);
  return self;
}

/* The movement bookkeeping of a new Player Turn: the last turn's record
 * forgotten; on a scenario's first Game Turn the marches are given, not
 * rolled (4.1, 11.2); units in the four permanent entrenchments are
 * entrenched (4.3).  The turn (hd-turn.c) then calls the hooks. */
void
hd_state_clear_moves (HdState *self)
{
  self->march_die = 0;
  self->marches = self->turn == self->first_turn ? self->first_turn_marches : 0;
  self->marches_spent = 0;
  self->breakouts = 0;
  self->active_box = HD_NO_BOX;
  self->active_dug = FALSE;
  for (guint i = 0; i < self->units->len; i++)
    {
      HdBoardUnit *bu = &g_array_index (self->units, HdBoardUnit, i);

      /* the last turn's record forgotten, every flag (cavalry_jump too)
       * cleared; then the boxes and line that are "none" */
      memset (&bu->move, 0, sizeof bu->move);
      bu->move.start_box = bu->box;
      bu->move.from_box = HD_NO_BOX;
      bu->move.from_line = HD_NO_LINE;
      bu->move.march_from = HD_NO_BOX;
      if (hd_map_get_box (self->map, bu->box)->permanent_entrenchment)
        bu->unit.entrenched = TRUE;
    }
}

gboolean
hd_state_get_supply_due (const HdState *self,
                         guint          box)
{
  g_return_val_if_fail (self != NULL && box < hd_map_get_n_boxes (self->map), FALSE);
  return self->supply_due[box] && hd_state_count_units_at (self, box, self->player) > 0;
}

gboolean
hd_state_get_any_supply_due (const HdState *self)
{
  guint n_boxes;

  g_return_val_if_fail (self != NULL, FALSE);
  /* asked by every action's check: the flags first, the units only where one is set */
  n_boxes = hd_map_get_n_boxes (self->map);
  for (guint b = 0; b < n_boxes; b++)
    if (self->supply_due[b] && hd_state_count_units_at (self, b, self->player) > 0)
      return TRUE;
  return FALSE;
}

HdState *
hd_state_copy (const HdState *self)
{
  HdState *copy;
  guint n_boxes;

  g_return_val_if_fail (self != NULL, NULL);

  n_boxes = hd_map_get_n_boxes (self->map);
  copy = g_memdup2 (self, sizeof (HdState));
  copy->map = g_object_ref (self->map);
  copy->units = g_array_copy (self->units);
  copy->control = g_memdup2 (self->control, sizeof (HdSide) * n_boxes);
  copy->marker = g_memdup2 (self->marker, sizeof (gboolean) * n_boxes);
  copy->infantry_held = g_memdup2 (self->infantry_held, sizeof (gboolean) * n_boxes);
  copy->recruited = g_memdup2 (self->recruited, n_boxes);
  copy->supply_due = g_memdup2 (self->supply_due, n_boxes);
  copy->garrison = g_memdup2 (self->garrison, n_boxes);
  copy->invasion_port = g_memdup2 (self->invasion_port, n_boxes);
  copy->contained = g_memdup2 (self->contained, n_boxes);
  return copy;
}

void
hd_state_free (HdState *self)
{
  if (self == NULL)
    return;
  g_clear_object (&self->map);
  g_clear_pointer (&self->units, g_array_unref);
  g_free (self->control);
  g_free (self->marker);
  g_free (self->infantry_held);
  g_free (self->recruited);
  g_free (self->supply_due);
  g_free (self->garrison);
  g_free (self->invasion_port);
  g_free (self->contained);
  g_free (self);
}

HdMap *
hd_state_get_map (const HdState *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->map;
}

guint
hd_state_get_turn (const HdState *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->turn;
}

HdSide
hd_state_get_player (const HdState *self)
{
  g_return_val_if_fail (self != NULL, HD_SIDE_NEUTRAL);
  return self->player;
}

HdSegment
hd_state_get_segment (const HdState *self)
{
  g_return_val_if_fail (self != NULL, HD_SEGMENT_MOVEMENT);
  return self->segment;
}

guint
hd_state_get_n_units (const HdState *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->units->len;
}

const HdBoardUnit *
hd_state_get_unit (const HdState *self,
                   guint          index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->units->len, NULL);
  return &g_array_index (self->units, HdBoardUnit, index);
}

guint
hd_state_count_units_at (const HdState *self,
                         guint          box,
                         HdSide         side)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);
  for (guint i = 0; i < self->units->len; i++)
    {
      const HdBoardUnit *u = &g_array_index (self->units, HdBoardUnit, i);
      if (u->box == box && u->unit.side == side)
        n++;
    }
  return n;
}

/* Units of @side and @kind on the board. */
guint
hd_state_count_kind (const HdState *self,
                     HdSide         side,
                     HdUnitKind     kind)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);
  for (guint i = 0; i < self->units->len; i++)
    {
      const HdBoardUnit *bu = &g_array_index (self->units, HdBoardUnit, i);
      /* Foreign Intervention units are counters of their own (Advanced 8.4) */
      n += bu->unit.side == side && bu->unit.kind == kind && !bu->unit.foreign;
    }
  return n;
}

guint
hd_state_get_units_in_play (const HdState *self,
                            HdSide         side)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);
  /* Foreign Intervention units count against no army maximum (Advanced 8.4) */
  for (guint i = 0; i < self->units->len; i++)
    if (g_array_index (self->units, HdBoardUnit, i).unit.side == side &&
        !g_array_index (self->units, HdBoardUnit, i).unit.foreign)
      n++;
  return n;
}

HdSide
hd_state_get_controller (const HdState *self,
                         guint          box)
{
  g_return_val_if_fail (self != NULL, HD_SIDE_NEUTRAL);
  g_return_val_if_fail (box < hd_map_get_n_boxes (self->map), HD_SIDE_NEUTRAL);
  return self->control[box];
}

gboolean
hd_state_has_control_marker (const HdState *self,
                             guint          box)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (box < hd_map_get_n_boxes (self->map), FALSE);
  return self->marker[box];
}

/* Rule 7.1 (without optional 7.4's economic increase). */
guint
hd_state_get_army_maximum (const HdState *self,
                           HdSide         side)
{
  guint maximum;

  g_return_val_if_fail (self != NULL, 0);
  maximum = hd_map_army_maximum (self->map, side, self->control);
  /* each fall of Washington costs the Union for good (Advanced 6.0) */
  if (side == HD_SIDE_UNION)
    maximum -= MIN (maximum, self->union_max_loss);
  return maximum;
}

guint
hd_state_get_pool (const HdState *self,
                   HdSide         side,
                   HdUnitKind     kind)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail ((guint) side < HD_N_SIDES && (guint) kind < HD_N_KINDS, 0);
  return self->pool[side][kind];
}

guint
hd_state_get_union_militia_held_back (const HdState *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->militia_held_back;
}

guint
hd_state_get_drafts_taken (const HdState *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->drafts_taken;
}

const char *
hd_segment_to_string (HdSegment segment)
{
  static const char * const names[] = { "movement", "combat", "promotion", "recruitment" };

  g_return_val_if_fail ((guint) segment < G_N_ELEMENTS (names), NULL);
  return names[segment];
}

const char *
hd_segment_get_label (HdSegment segment)
{
  switch (segment)
    {
    case HD_SEGMENT_MOVEMENT: return _("Movement");
    case HD_SEGMENT_COMBAT: return _("Combat");
    case HD_SEGMENT_PROMOTION: return _("Promotions");
    case HD_SEGMENT_RECRUITMENT: return _("Recruitment");
    default:
      g_return_val_if_reached (NULL);
    }
}

/* ------------------------------------------------------------ changes */

/* Rule 8.0 when the last of the controller's units leave @box: a box of
 * its own colour needs nothing; a captured box keeps a Control marker if
 * infantry held it, and reverts to its colour if cavalry alone did. */
static void
note_vacated (HdState *self,
              guint    box)
{
  HdSide controller = self->control[box];
  HdSide colour = hd_map_get_box (self->map, box)->side;

  if (controller == HD_SIDE_NEUTRAL || hd_state_count_units_at (self, box, controller) > 0)
    return;
  if (controller == colour)
    self->marker[box] = FALSE;
  else if (self->infantry_held[box])
    self->marker[box] = TRUE;
  else
    {
      self->control[box] = colour;
      self->marker[box] = FALSE;
      self->infantry_held[box] = FALSE;
    }
}

static void
note_arrival (HdState *self,
              guint    box,
              const HdUnit *unit)
{
  if (self->control[box] == unit->side && hd_unit_kind_get_type (unit->kind) == HD_INFANTRY)
    self->infantry_held[box] = TRUE;
}

/* Puts a unit on the board (set-up corrections, recruitment). */
void
hd_state_add_unit (HdState      *self,
                   guint         box,
                   const HdUnit *unit)
{
  HdBoardUnit bu;

  g_return_if_fail (self != NULL);
  g_return_if_fail (unit != NULL && box < hd_map_get_n_boxes (self->map));

  memset (&bu, 0, sizeof bu);   /* a new unit has made no move: every flag clear */
  bu.id = self->next_unit_id++;
  bu.box = box;
  bu.unit = *unit;
  bu.move.start_box = box;
  bu.move.from_box = HD_NO_BOX;
  bu.move.from_line = HD_NO_LINE;
  bu.move.march_from = HD_NO_BOX;
  g_array_append_val (self->units, bu);
  note_arrival (self, box, unit);
}

/* Takes unit @index off the board, and nothing else: a unit lost in
 * play goes through hd_turn_remove_unit() (hd-turn.c), which tells the
 * hooks first. */
void
hd_state_remove_unit (HdState *self,
                      guint    index)
{
  guint box;

  g_return_if_fail (self != NULL);
  g_return_if_fail (index < self->units->len);

  box = g_array_index (self->units, HdBoardUnit, index).box;
  g_array_remove_index (self->units, index);
  note_vacated (self, box);
}

/* Moves unit @index to @to.  Moving never changes control by itself (8.0:
 * "just passing through"), and a unit that moves loses its entrenchment
 * (4.3); leaving a box may place or lift a Control marker. */
void
hd_state_move_unit (HdState *self,
                    guint    index,
                    guint    to)
{
  HdBoardUnit *bu;
  guint from;

  g_return_if_fail (self != NULL);
  g_return_if_fail (index < self->units->len && to < hd_map_get_n_boxes (self->map));

  bu = &g_array_index (self->units, HdBoardUnit, index);
  from = bu->box;
  bu->box = to;
  bu->unit.entrenched = FALSE;
  bu->move.dug = 0;
  bu->move.in_march = FALSE;
  note_arrival (self, to, &bu->unit);
  note_vacated (self, from);
}

gboolean
hd_state_is_contained (const HdState *self,
                       guint          box)
{
  g_return_val_if_fail (self != NULL && box < hd_map_get_n_boxes (self->map), FALSE);
  return self->contained[box] != 0;
}

/* The end of @side's Combat Segment (8.0): every box where it has units
 * (and the enemy has none) becomes, or stays, its own. */
void
hd_state_capture_boxes (HdState *self,
                        HdSide   side)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (side == HD_SIDE_UNION || side == HD_SIDE_CONFEDERATE);

  for (guint box = 0; box < hd_map_get_n_boxes (self->map); box++)
    {
      gboolean infantry = FALSE;

      if (hd_state_count_units_at (self, box, side) == 0 ||
          hd_state_count_units_at (self, box, hd_side_get_enemy (side)) > 0)
        continue;
      for (guint i = 0; i < self->units->len; i++)
        {
          const HdBoardUnit *bu = &g_array_index (self->units, HdBoardUnit, i);
          infantry |= bu->box == box && bu->unit.side == side &&
                      hd_unit_kind_get_type (bu->unit.kind) == HD_INFANTRY;
        }
      if (self->control[box] != side)
        self->infantry_held[box] = infantry;
      else
        self->infantry_held[box] |= infantry;
      self->control[box] = side;
      self->marker[box] = FALSE; /* the units show it now */
    }
}

/* How many Union militia infantry the drafts add to the pool at the start
 * of @turn: four in each 04 turn of 1862-1864 (rule 7.2); with optional
 * rule 7.3 the 1863 draft comes one a turn from 04 to 07/1863. */
guint
hd_state_draft_size (guint    turn,
                     gboolean draft_riots)
{
  static const guint draft_turns[] = { 8, 18, 28 }; /* 04/1862, 04/1863, 04/1864 */

  if (draft_riots && turn >= 18 && turn <= 21)
    return 1;
  for (guint i = 0; i < G_N_ELEMENTS (draft_turns); i++)
    if (turn == draft_turns[i])
      return UNION_MILITIA_PER_DRAFT;
  return 0;
}

/* Adds the draft due at the start of the current turn to the Union pool;
 * returns how many militia it brought. */
guint
hd_state_take_draft (HdState  *self,
                     gboolean  draft_riots)
{
  guint n;

  g_return_val_if_fail (self != NULL, 0);

  n = MIN (hd_state_draft_size (self->turn, draft_riots), self->militia_held_back);
  self->militia_held_back -= n;
  self->pool[HD_SIDE_UNION][HD_KIND_MI] += n;
  if (n > 0 && (self->turn == 8 || self->turn == 18 || self->turn == 28))
    self->drafts_taken++; /* counted when a draft's first militia arrive */
  return n;
}

void
hd_state_set_turn (HdState *self,
                   guint    turn)
{
  g_return_if_fail (self != NULL);
  self->turn = turn;
}

/* Turns unit @index to its reduced or full-strength side (5.1, 5.7). */
void
hd_state_set_reduced (HdState  *self,
                      guint     index,
                      gboolean  reduced)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (index < self->units->len);
  g_array_index (self->units, HdBoardUnit, index).unit.reduced = reduced;
}

void
hd_state_set_entrenched (HdState  *self,
                         guint     index,
                         gboolean  entrenched)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (index < self->units->len);
  g_array_index (self->units, HdBoardUnit, index).unit.entrenched = entrenched;
}

/* Sets who controls @box and whether a Control marker shows it (a
 * correction of the board, not a capture). */
void
hd_state_set_control (HdState  *self,
                      guint     box,
                      HdSide    side,
                      gboolean  marker)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (box < hd_map_get_n_boxes (self->map));

  self->control[box] = side;
  self->marker[box] = marker && side != HD_SIDE_NEUTRAL;
  self->infantry_held[box] = self->marker[box];
}

/* The first unit at @box matching side, kind and reduced, or -1. */
int
hd_state_find_unit_by_id (const HdState *self,
                          guint          id)
{
  g_return_val_if_fail (self != NULL, -1);
  for (guint i = 0; i < self->units->len; i++)
    if (g_array_index (self->units, HdBoardUnit, i).id == id)
      return (int) i;
  return -1;
}

int
hd_state_find_unit (const HdState *self,
                    guint          box,
                    HdSide         side,
                    HdUnitKind     kind,
                    gboolean       reduced)
{
  g_return_val_if_fail (self != NULL, -1);

  for (guint i = 0; i < self->units->len; i++)
    {
      const HdBoardUnit *bu = &g_array_index (self->units, HdBoardUnit, i);
      if (bu->box == box && bu->unit.side == side && bu->unit.kind == kind && bu->unit.reduced == reduced)
        return (int) i;
    }
  return -1;
}

/* Whether two states are the same game position (replay tests). */
gboolean
hd_state_equal (const HdState *a,
                const HdState *b)
{
  guint n_boxes;

  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  n_boxes = hd_map_get_n_boxes (a->map);
  if (a->map != b->map || a->turn != b->turn || a->player != b->player || a->segment != b->segment ||
      a->drafts_taken != b->drafts_taken || a->militia_held_back != b->militia_held_back ||
      a->end_turn != b->end_turn || a->draft_riots != b->draft_riots ||
      a->options != b->options || a->first_turn != b->first_turn ||
      a->first_turn_marches != b->first_turn_marches || a->march_die != b->march_die ||
      a->marches != b->marches || a->marches_spent != b->marches_spent ||
      a->breakouts != b->breakouts || a->active_box != b->active_box ||
      a->active_dug != b->active_dug || a->confederates_in_kentucky != b->confederates_in_kentucky ||
      a->next_unit_id != b->next_unit_id || a->battle_box != b->battle_box || a->battle_round != b->battle_round ||
      a->battle_firing != b->battle_firing || a->n_reinforced_from != b->n_reinforced_from ||
      memcmp (a->reinforced_from, b->reinforced_from, sizeof a->reinforced_from) != 0 ||
      a->n_entered_from != b->n_entered_from || memcmp (a->entered_from, b->entered_from, sizeof a->entered_from) != 0 ||
      a->promotion_side != b->promotion_side || a->promotion_box != b->promotion_box ||
      memcmp (&a->outcome, &b->outcome, sizeof a->outcome) != 0 ||
      a->confederate_losses != b->confederate_losses || a->promotions_left != b->promotions_left ||
      a->promotion_die != b->promotion_die || a->recruit_die != b->recruit_die ||
      a->recruit_points != b->recruit_points || a->winner != b->winner || a->win != b->win ||
      a->scenario_end_turn != b->scenario_end_turn || a->short_game != b->short_game ||
      a->washington_roll != b->washington_roll || a->union_max_loss != b->union_max_loss ||
      memcmp (a->lead_value, b->lead_value, sizeof a->lead_value) != 0 ||
      memcmp (a->lead_day, b->lead_day, sizeof a->lead_day) != 0 ||
      memcmp (a->rally_day, b->rally_day, sizeof a->rally_day) != 0 || a->battle_loser != b->battle_loser ||
      a->border_joined != b->border_joined || a->border_due != b->border_due ||
      a->intervention_turn != b->intervention_turn || memcmp (a->europe, b->europe, sizeof a->europe) != 0 ||
      a->n_foreign_lost != b->n_foreign_lost || memcmp (a->foreign_lost, b->foreign_lost, sizeof a->foreign_lost) != 0 ||
      memcmp (a->leader_spec, b->leader_spec, sizeof a->leader_spec) != 0 ||
      memcmp (a->leader_start_box, b->leader_start_box, sizeof a->leader_start_box) != 0 ||
      memcmp (a->leader_box, b->leader_box, sizeof a->leader_box) != 0 ||
      memcmp (a->leader_status, b->leader_status, sizeof a->leader_status) != 0 ||
      memcmp (a->leader_marches, b->leader_marches, sizeof a->leader_marches) != 0 ||
      memcmp (a->leader_in_battle, b->leader_in_battle, sizeof a->leader_in_battle) != 0 ||
      memcmp (a->recruited, b->recruited, n_boxes) != 0 ||
      memcmp (a->supply_due, b->supply_due, n_boxes) != 0 ||
      memcmp (a->garrison, b->garrison, n_boxes) != 0 ||
      memcmp (a->invasion_port, b->invasion_port, n_boxes) != 0 ||
      memcmp (a->contained, b->contained, n_boxes) != 0 || a->breakout != b->breakout ||
      a->garrison_fights != b->garrison_fights || a->defenders_fought != b->defenders_fought ||
      a->garrison_won != b->garrison_won ||
      a->units->len != b->units->len ||
      memcmp (a->pool, b->pool, sizeof a->pool) != 0 ||
      memcmp (a->control, b->control, sizeof (HdSide) * n_boxes) != 0 ||
      memcmp (a->marker, b->marker, sizeof (gboolean) * n_boxes) != 0 ||
      memcmp (a->infantry_held, b->infantry_held, sizeof (gboolean) * n_boxes) != 0)
    return FALSE;
  for (guint i = 0; i < a->units->len; i++)
    {
      const HdBoardUnit *x = &g_array_index (a->units, HdBoardUnit, i);
      const HdBoardUnit *y = &g_array_index (b->units, HdBoardUnit, i);
      if (x->box != y->box || x->unit.side != y->unit.side || x->unit.kind != y->unit.kind ||
          x->unit.reduced != y->unit.reduced || x->unit.entrenched != y->unit.entrenched ||
          x->move.marches != y->move.marches || x->move.dug != y->move.dug || x->move.jumped != y->move.jumped ||
          x->move.by_sea != y->move.by_sea || x->move.in_march != y->move.in_march ||
          x->move.invaded != y->move.invaded || x->move.start_box != y->move.start_box ||
          x->move.from_box != y->move.from_box || x->move.from_line != y->move.from_line ||
          x->move.march_from != y->move.march_from || x->move.cavalry_jump != y->move.cavalry_jump ||
          x->id != y->id || x->move.in_battle != y->move.in_battle || x->move.fought != y->move.fought ||
          x->move.crossed != y->move.crossed || x->move.reinforced != y->move.reinforced ||
          x->move.promoted != y->move.promoted || x->move.routed != y->move.routed || x->unit.foreign != y->unit.foreign ||
          x->move.morale_due != y->move.morale_due || x->move.desertion_due != y->move.desertion_due)
        return FALSE;
    }
  return TRUE;
}

static guint
released_by (guint turn, gboolean draft_riots)
{
  guint n = 0;
  for (guint t = 1; t <= turn; t++)
    n += hd_state_draft_size (t, draft_riots);
  return n;
}

/* Optional rule 7.3 for this game.  Set before play: a scenario starting in
 * 04/1863 then starts with one of that year's four draftees, not all. */
void
hd_state_set_draft_riots (HdState  *self,
                          gboolean  draft_riots)
{
  int delta;

  g_return_if_fail (self != NULL);

  if (self->draft_riots == draft_riots)
    return;
  delta = (int) released_by (self->turn, draft_riots) - (int) released_by (self->turn, self->draft_riots);
  if (delta < 0 && (guint) -delta > self->pool[HD_SIDE_UNION][HD_KIND_MI])
    delta = -(int) self->pool[HD_SIDE_UNION][HD_KIND_MI];
  self->pool[HD_SIDE_UNION][HD_KIND_MI] += delta;
  self->militia_held_back -= delta;
  self->draft_riots = draft_riots;
}

guint
hd_state_get_end_turn (const HdState *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->end_turn;
}

gboolean
hd_state_get_washington_roll (const HdState *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->washington_roll;
}

guint
hd_state_get_union_max_loss (const HdState *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->union_max_loss;
}

/* Records which optional rules are in play, as bits of hd_options_index();
 * hd_turn_set_options() (hd-turn.c) then sets the game up for them. */
void
hd_state_set_option_bits (HdState            *self,
                          const char * const *options)
{
  g_return_if_fail (self != NULL);
  self->options = 0;
  for (guint i = 0; options != NULL && options[i] != NULL; i++)
    {
      int bit = hd_options_index (options[i]);
      if (bit >= 0 && bit < 64)
        self->options |= G_GUINT64_CONSTANT (1) << bit;
    }
}

/* The length of the game, as the scenario and the options say (9.0, 9.1,
 * 11.3). */
void
hd_state_set_end_turn (HdState *self,
                       guint    end_turn)
{
  g_return_if_fail (self != NULL);
  self->end_turn = end_turn;
}

guint
hd_state_get_scenario_end_turn (const HdState *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->scenario_end_turn;
}

gboolean
hd_state_has_option (const HdState *self,
                     const char    *id)
{
  int bit = hd_options_index (id);

  g_return_val_if_fail (self != NULL, FALSE);
  return bit >= 0 && bit < 64 && (self->options & (G_GUINT64_CONSTANT (1) << bit)) != 0;
}

guint
hd_state_get_first_turn (const HdState *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->first_turn;
}

gboolean
hd_state_is_first_turn (const HdState *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->turn == self->first_turn;
}

guint
hd_state_get_march_die (const HdState *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->march_die;
}

guint
hd_state_get_marches (const HdState *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->marches;
}

guint
hd_state_get_marches_left (const HdState *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->marches > self->marches_spent ? self->marches - self->marches_spent : 0;
}

guint
hd_state_get_active_box (const HdState *self)
{
  g_return_val_if_fail (self != NULL, HD_NO_BOX);
  return self->active_box;
}

/* Union units in @box arrived by naval invasion this Player Turn (4.7). */
gboolean
hd_state_union_landed (const HdState *self,
                       guint          box)
{
  for (guint i = 0; i < self->units->len; i++)
    {
      const HdBoardUnit *bu = &g_array_index (self->units, HdBoardUnit, i);
      if (bu->box == box && bu->unit.side == HD_SIDE_UNION && bu->move.invaded)
        return TRUE;
    }
  return FALSE;
}

/* TRUE once the scenario's last Game Turn has been played (rule 9.0). */
gboolean
hd_state_is_over (const HdState *self)
{
  g_return_val_if_fail (self != NULL, TRUE);
  return self->turn > self->end_turn || self->winner != HD_SIDE_NEUTRAL;
}

/* How many units @side may have in play: its army maximum (7.1), plus,
 * with optional rule 7.4 for the Union, four more after each draft.  The
 * increase is economic only: victory compares the plain maximums (7.4). */
guint
hd_state_get_units_allowed (const HdState *self,
                            HdSide         side,
                            gboolean       increasing_union_forces)
{
  guint allowed;

  g_return_val_if_fail (self != NULL, 0);

  allowed = hd_state_get_army_maximum (self, side);
  if (side == HD_SIDE_UNION && increasing_union_forces)
    allowed += UNION_MILITIA_PER_DRAFT * self->drafts_taken;
  return allowed;
}

HdSide
hd_state_get_winner (const HdState *self)
{
  g_return_val_if_fail (self != NULL, HD_SIDE_NEUTRAL);
  return self->winner;
}

HdWin
hd_state_get_win (const HdState *self)
{
  g_return_val_if_fail (self != NULL, HD_WIN_NONE);
  return self->win;
}

guint
hd_state_get_promotions_left (const HdState *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->segment == HD_SEGMENT_PROMOTION ? self->promotions_left : 0;
}

guint
hd_state_get_recruit_points (const HdState *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->segment == HD_SEGMENT_RECRUITMENT ? self->recruit_points : 0;
}

guint
hd_state_get_recruit_die (const HdState *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->segment == HD_SEGMENT_RECRUITMENT ? self->recruit_die : 0;
}


