/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-threat.c: how fast the threat overlay's reach is worked out
 * (issue 13, target: within a frame, 16 ms).
 *
 * Positions of the 1864 scenario: its start, then 200 positions made by
 * random legal marches of the side moving (up to its marches), each side
 * in turn.  For each it times hd_threat_reach for both sides (the enemy's
 * threats and the player's own reach, what the overlay draws).
 *
 * Prints the figures; it never fails on them (tests do not time). */
#include "config.h"

#include "hd-action-private.h"
#include "hd-movement.h"
#include "hd-scenario.h"
#include "hd-state-private.h"
#include "hd-turn.h"
#include "hd-threat.h"

static int
by_value (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* Up to 40 random legal moves of the side moving. */
static void
wander (HdState *s, GRand *rand)
{
  hd_movement_roll (s, g_rand_int_range (rand, 2, 7), NULL);
  for (guint k = 0; k < 40; k++)
    {
      guint i = g_rand_int_range (rand, 0, hd_state_get_n_units (s));
      g_autoptr(GArray) routes = NULL;
      const HdRoute *r;

      if (hd_state_get_unit (s, i)->unit.side != hd_state_get_player (s))
        continue;
      routes = hd_movement_unit_routes (s, i);
      if (routes->len == 0)
        continue;
      r = &g_array_index (routes, HdRoute, g_rand_int_range (rand, 0, routes->len));
      if (!r->battle)
        hd_movement_move (s, i, r->lines, r->n_steps, NULL);
    }
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMap) map = hd_map_new_default (&error);
  g_autoptr(HdScenario) scenario = NULL;
  g_autoptr(GArray) ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GRand) rand = g_rand_new_with_seed (1864);
  g_autoptr(HdState) s = NULL;

  if (map == NULL || (scenario = hd_scenario_new_builtin (map, "1864", &error)) == NULL)
    g_error ("%s", error->message);
  s = hd_state_new_from_scenario (map, scenario);
  for (guint n = 0; n <= 200; n++)
    {
      for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
        {
          gint64 t0 = g_get_monotonic_time ();
          g_autofree HdReach *reach = hd_threat_reach (s, side);
          double t = (g_get_monotonic_time () - t0) / 1000.0;
          g_array_append_val (ms, t);
        }
      /* the next position: the other side's Movement Segment, wandered */
      for (guint i = 0; i < 4; i++)
        hd_turn_end_segment (s);
      if (hd_state_is_over (s))
        {
          hd_state_free (g_steal_pointer (&s));
          s = hd_state_new_from_scenario (map, scenario);
        }
      wander (s, rand);
    }
  g_array_sort (ms, by_value);
  g_print ("%-34s %4u positions x sides  median %.2f ms  max %.2f ms  (target: within 16 ms)\n",
           "threat overlay (hd_threat_reach):", ms->len, g_array_index (ms, double, ms->len / 2),
           g_array_index (ms, double, ms->len - 1));
  return 0;
}
