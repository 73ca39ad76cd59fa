/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-invariants.c: the invariants of a game state (hd-invariants.h lists
 * the fourteen and who owns each): those of the basic rules are checked
 * here, those of the Advanced Game by their modules through the hooks
 * (hd-hooks.h).  hd_action_apply() asserts them all after every action in
 * debug builds (HD_CHECK_INVARIANTS).  The rules layer. */
#define G_LOG_DOMAIN "hd-invariants"

#include "config.h"

#include "hd-battle.h"
#include "hd-hooks.h"
#include "hd-inventory.h"
#include "hd-invariants.h"
#include "hd-state-private.h"

/* "invariant N: what" */
char *
hd_invariants_broken (int         number,
                      const char *what)
{
  return g_strdup_printf ("invariant %d: %s", number, what);
}

#define broken hd_invariants_broken

static char *
check_units (const HdState *self, guint n_boxes)
{
  guint count[HD_N_SIDES][HD_N_KINDS] = { { 0 } };

  for (guint i = 0; i < self->units->len; i++)
    {
      const HdBoardUnit *bu = &g_array_index (self->units, HdBoardUnit, i);

      if (bu->box >= n_boxes || (bu->unit.side != HD_SIDE_UNION && bu->unit.side != HD_SIDE_CONFEDERATE) ||
          (guint) bu->unit.kind >= HD_N_KINDS)
        return broken (2, "a unit off the map, of no side or of no kind");
      if (bu->id >= self->next_unit_id || self->next_unit_id >= HD_GARRISON_ID ||
          (i > 0 && bu->id <= g_array_index (self->units, HdBoardUnit, i - 1).id))
        return broken (3, "unit numbers not unique, too high or out of order");
      if (bu->move.marches > 2)
        return broken (4, "a unit took part in more than two marches");
      count[bu->unit.side][bu->unit.kind]++;
    }
  for (guint side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    for (guint k = 0; k < HD_N_KINDS; k++)
      {
        guint held = side == HD_SIDE_UNION && k == HD_KIND_MI ? self->militia_held_back : 0;
        if (count[side][k] + self->pool[side][k] + held > hd_inventory_get_counter_limit (self, side, k))
          return broken (5, "more counters of a kind than the Game Piece Inventory has");
      }
  return NULL;
}

static char *
check_battle (const HdState *self, guint n_boxes)
{
  if ((self->battle_box == HD_NO_BOX) != (self->battle_round == 0))
    return broken (6, "a battle box without a battle round, or a round without a box");
  if (self->battle_box != HD_NO_BOX &&
      (self->battle_box >= n_boxes ||
       (self->segment != HD_SEGMENT_COMBAT && !(self->breakout && self->segment == HD_SEGMENT_MOVEMENT)) ||
       hd_state_count_units_at (self, self->battle_box, HD_SIDE_UNION) == 0 ||
       (hd_state_count_units_at (self, self->battle_box, HD_SIDE_CONFEDERATE) == 0 &&
        !(self->garrison_fights && self->garrison[self->battle_box] > 0)) ||
       (self->battle_firing != HD_SIDE_UNION && self->battle_firing != HD_SIDE_CONFEDERATE)))
    return broken (6, "a battle outside the Combat Segment, without both sides, or with no side firing");
  if (self->garrison_fights && self->battle_box == HD_NO_BOX)
    return broken (6, "a coastal garrison fighting outside a battle");
  if (self->n_reinforced_from > HD_MAX_REINFORCE_BOXES || self->n_entered_from > HD_MAX_ENTRIES)
    return broken (10, "too many reinforcement or entry boxes");
  for (guint i = 0; i < self->n_reinforced_from; i++)
    if (self->reinforced_from[i] >= n_boxes)
      return broken (10, "a reinforcement box off the map");
  for (guint i = 0; i < self->n_entered_from; i++)
    if (self->entered_from[i] >= n_boxes && self->entered_from[i] != HD_NO_BOX)
      return broken (10, "an entry box off the map");
  return NULL;
}

/* The first invariant @self breaks, as "invariant N: what", or NULL. */
char *
hd_invariants_check (const HdState *self)
{
  guint n_boxes = hd_map_get_n_boxes (self->map);
  char *why;

  if (self->end_turn > 45 || self->turn < 1 || self->turn > self->end_turn + 1 || (self->player != HD_SIDE_UNION && self->player != HD_SIDE_CONFEDERATE) ||
      self->segment > HD_SEGMENT_RECRUITMENT)
    return broken (1, "no such Game Turn, player or segment");
  if ((why = check_units (self, n_boxes)) != NULL)
    return why;
  if (self->marches_spent > self->marches)
    return broken (4, "more marches spent than there are");
  if (self->breakouts > self->marches_spent)
    return broken (4, "more breakouts than marches spent");
  if ((why = check_battle (self, n_boxes)) != NULL)
    return why;
  for (guint b = 0; b < n_boxes; b++)
    {
      if ((guint) self->control[b] >= HD_N_SIDES ||
          (self->control[b] == HD_SIDE_NEUTRAL && hd_map_get_box (self->map, b)->side != HD_SIDE_NEUTRAL))
        return broken (7, "a box controlled by no one outside Kentucky");
      if (self->marker[b] && self->control[b] == HD_SIDE_NEUTRAL)
        return broken (7, "a Control marker in a box no one controls");
    }
  if ((self->active_box != HD_NO_BOX && self->active_box >= n_boxes) || self->march_die > 6)
    return broken (8, "an active box off the map, or a march die above 6");
  if (self->win == HD_WIN_NONE && self->winner != HD_SIDE_NEUTRAL)
    return broken (9, "a winner without a win");
  /* 11-14: the Advanced Game's, each checked by its module */
  return hd_hooks_check_invariants (self);
}

/* Aborts, naming the invariant, when @self breaks one. */
void
hd_invariants_assert (const HdState *self)
{
  g_autofree char *why = hd_invariants_check (self);

  if (why != NULL)
    g_error ("the game state is broken: %s", why);
}
