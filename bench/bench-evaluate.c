/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-evaluate.c: how fast the computer opponent's evaluation is
 * (docs/opponent.md; issue 24: HD_EVALUATE_QUICK well under 0.1 ms on an
 * 1861 position, the greedy player asks it of every candidate; FULL a
 * few ms).
 *
 * Positions of the 1861 Short Game: its start, then 200 positions made by
 * random legal marches of the side moving, each side in turn.  For each
 * it times hd_evaluate for both sides at both depths: the first call (the
 * battle odds it asks not yet in the cache) and then the mean of 50 calls
 * (the cache warm, as in a game, where the same lines come back); and
 * hd_evaluate_with_reach with the reaches worked out beforehand.
 *
 * Prints the figures; it never fails on them (tests do not time). */
#include "config.h"

#include "hd-action-private.h"
#include "hd-evaluate.h"
#include "hd-movement.h"
#include "hd-scenario.h"
#include "hd-state.h"
#include "hd-threat.h"
#include "hd-turn.h"

#define REPEATS 50

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

typedef struct {
  GArray *first;  /* ms */
  GArray *warm;   /* ms */
} Figures;

static void
time_depth (const HdState *s, HdEvaluateDepth depth, Figures *f)
{
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      gint64 t0 = g_get_monotonic_time ();
      double t;

      hd_evaluate (s, side, NULL, depth, NULL);
      t = (g_get_monotonic_time () - t0) / 1000.0;
      g_array_append_val (f->first, t);
      t0 = g_get_monotonic_time ();
      for (guint r = 0; r < REPEATS; r++)
        hd_evaluate (s, side, NULL, depth, NULL);
      t = (g_get_monotonic_time () - t0) / 1000.0 / REPEATS;
      g_array_append_val (f->warm, t);
    }
}

/* hd_evaluate_with_reach, the reaches worked out once (the planner's
 * use: many positions of one segment against the reaches of its start). */
static void
time_with_reach (const HdState *s, Figures *f)
{
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      g_autofree HdReach *theirs = hd_threat_reach (s, hd_side_get_enemy (side));
      g_autofree HdReach *mine = hd_threat_reach (s, side);
      gint64 t0 = g_get_monotonic_time ();
      double t;

      hd_evaluate_with_reach (s, side, NULL, theirs, mine, NULL);
      t = (g_get_monotonic_time () - t0) / 1000.0;
      g_array_append_val (f->first, t);
      t0 = g_get_monotonic_time ();
      for (guint r = 0; r < REPEATS; r++)
        hd_evaluate_with_reach (s, side, NULL, theirs, mine, NULL);
      t = (g_get_monotonic_time () - t0) / 1000.0 / REPEATS;
      g_array_append_val (f->warm, t);
    }
}

static double
at (GArray *a, double q)
{
  return g_array_index (a, double, MIN ((guint) (q * a->len), a->len - 1));
}

static void
report (const char *what, Figures *f, const char *target)
{
  g_array_sort (f->first, by_value);
  g_array_sort (f->warm, by_value);
  g_print ("%-22s %4u positions x sides\n", what, f->warm->len);
  g_print ("  warm cache:   median %8.4f ms  p95 %8.4f ms  max %8.4f ms  (%s)\n", at (f->warm, 0.5),
           at (f->warm, 0.95), at (f->warm, 1.0), target);
  g_print ("  first call:   median %8.4f ms  p95 %8.4f ms  max %8.4f ms\n", at (f->first, 0.5),
           at (f->first, 0.95), at (f->first, 1.0));
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMap) map = hd_map_new_default (&error);
  g_autoptr(HdScenario) scenario = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (1861);
  g_autoptr(HdState) s = NULL;
  Figures quick = { g_array_new (FALSE, FALSE, sizeof (double)), g_array_new (FALSE, FALSE, sizeof (double)) };
  Figures full = { g_array_new (FALSE, FALSE, sizeof (double)), g_array_new (FALSE, FALSE, sizeof (double)) };
  Figures given = { g_array_new (FALSE, FALSE, sizeof (double)), g_array_new (FALSE, FALSE, sizeof (double)) };

  if (map == NULL || (scenario = hd_scenario_new_builtin (map, "1861-short", &error)) == NULL)
    g_error ("%s", error->message);
  s = hd_state_new_from_scenario (map, scenario);
  for (guint n = 0; n <= 200; n++)
    {
      time_depth (s, HD_EVALUATE_QUICK, &quick);
      time_depth (s, HD_EVALUATE_FULL, &full);
      time_with_reach (s, &given);
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
  report ("evaluation, QUICK:", &quick, "target: well under 0.1 ms");
  report ("evaluation, FULL:", &full, "target: a few ms");
  report ("FULL, reaches given:", &given, "hd_evaluate_with_reach, the planner's");
  g_array_unref (quick.first);
  g_array_unref (quick.warm);
  g_array_unref (full.first);
  g_array_unref (full.warm);
  g_array_unref (given.first);
  g_array_unref (given.warm);
  return 0;
}
