/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-movement.c: how fast the movement engine answers (issue 4).
 *
 *  1. The legal destinations of the largest stack of the 1864 scenario,
 *     every unit of it chosen (target: under 1 ms).
 *  2. A complete random movement segment for each side: the die, then
 *     march after march with the destinations asked each time, until the
 *     marches are spent (target: under 5 ms).
 *
 * Prints the figures; it never fails on them (tests do not time). */
#include "config.h"

#include "hd-map.h"
#include "hd-movement.h"
#include "hd-scenario.h"
#include "hd-state.h"
#include "hd-state-private.h"
#include "hd-turn.h"
#include "hd-action-private.h"

static HdState *
state_after_first_turn (HdMap *map, HdScenario *scenario, HdSide side, guint die)
{
  HdState *s = hd_state_new_from_scenario (map, scenario);

  for (guint i = 0; i < (side == HD_SIDE_UNION ? 8u : 12u); i++)
    hd_turn_end_segment (s);
  hd_movement_roll (s, die, NULL);
  return s;
}

/* A segment as a player might make it: pick a box, ask its destinations,
 * move each unit there along its route. */
static guint
random_segment (HdState *s, GRand *rand)
{
  guint moves = 0;

  for (guint tries = 0; tries < 200 && hd_state_get_marches_left (s) > 0; tries++)
    {
      guint n = hd_state_get_n_units (s);
      guint pick = g_rand_int_range (rand, 0, n);
      const HdBoardUnit *bu = hd_state_get_unit (s, pick);
      g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autoptr(GArray) dests = NULL;
      guint from = bu->box, to;

      if (bu->unit.side != hd_state_get_player (s))
        continue;
      for (guint i = 0; i < n; i++)
        if (hd_state_get_unit (s, i)->box == from && hd_state_get_unit (s, i)->unit.side == bu->unit.side)
          g_array_append_val (stack, i);
      dests = hd_movement_destinations (s, (guint *) stack->data, stack->len);
      if (dests->len == 0)
        continue;
      to = g_array_index (dests, HdDestination, g_rand_int_range (rand, 0, dests->len)).to;
      for (guint k = 0; k < stack->len; k++)
        {
          HdRoute r;

          if (hd_movement_find_route (s, g_array_index (stack, guint, k), to, &r, NULL) &&
              hd_movement_move (s, g_array_index (stack, guint, k), r.lines, r.n_steps, NULL))
            moves++;
          /* indices stay valid: moving changes a unit's box, not its place */
        }
    }
  return moves;
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMap) map = hd_map_new_default (&error);
  g_autoptr(HdScenario) scenario = NULL;
  g_autoptr(HdState) s = NULL;
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GRand) rand = g_rand_new_with_seed (1864);
  guint best_box = 0, best_n = 0, n_dest = 0, rounds = 2000, segments = 400, moves = 0;
  HdSide best_side = HD_SIDE_UNION;
  gint64 t0;
  double per_call, per_segment;

  if (map == NULL)
    g_error ("%s", error->message);
  scenario = hd_scenario_new_builtin (map, "1864", &error);
  if (scenario == NULL)
    g_error ("%s", error->message);

  /* 1: the largest stack */
  s = state_after_first_turn (map, scenario, HD_SIDE_UNION, 6);
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    for (guint b = 0; b < hd_map_get_n_boxes (map); b++)
      if (hd_state_count_units_at (s, b, side) > best_n)
        {
          best_n = hd_state_count_units_at (s, b, side);
          best_box = b;
          best_side = side;
        }
  if (best_side != HD_SIDE_UNION)
    {
      hd_state_free (g_steal_pointer (&s));
      s = state_after_first_turn (map, scenario, HD_SIDE_CONFEDERATE, 6);
    }
  for (guint i = 0; i < hd_state_get_n_units (s); i++)
    if (hd_state_get_unit (s, i)->box == best_box && hd_state_get_unit (s, i)->unit.side == best_side)
      g_array_append_val (stack, i);
  t0 = g_get_monotonic_time ();
  for (guint r = 0; r < rounds; r++)
    {
      g_autoptr(GArray) d = hd_movement_destinations (s, (guint *) stack->data, stack->len);
      n_dest = d->len;
    }
  per_call = (g_get_monotonic_time () - t0) / 1000.0 / rounds;
  g_print ("largest stack of 1864: %u %s units in %s, %u destinations\n", stack->len,
           best_side == HD_SIDE_UNION ? "Union" : "Confederate", hd_map_get_box (map, best_box)->name, n_dest);
  g_print ("destinations of the largest stack: %.3f ms a call (target: under 1 ms) %s\n", per_call,
           per_call < 1.0 ? "MET" : "NOT MET");

  /* 2: whole segments, both sides */
  t0 = g_get_monotonic_time ();
  for (guint k = 0; k < segments; k++)
    {
      g_autoptr(HdState) seg = state_after_first_turn (map, scenario, k % 2 ? HD_SIDE_CONFEDERATE : HD_SIDE_UNION,
                                                       g_rand_int_range (rand, 1, 7));
      moves += random_segment (seg, rand);
    }
  per_segment = (g_get_monotonic_time () - t0) / 1000.0 / segments;
  g_print ("random movement segment (set-up included): %.3f ms, %.1f moves a segment (target: under 5 ms) %s\n",
           per_segment, (double) moves / segments, per_segment < 5.0 ? "MET" : "NOT MET");
  return 0;
}
