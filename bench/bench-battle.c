/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-battle.c: the exact odds of an 8 against 8 mixed battle (issue 5:
 * target under 50 ms) and a Monte Carlo estimate of the same battle, to
 * within 0.5 percentage points, printed side by side; then the odds the
 * panels and the command line show for it under Advanced 7.0 and 8.1,
 * sampled (issue 21: target under 150 ms).  Prints figures; never fails
 * on them (tests do not time). */
#include "config.h"

#include <math.h>

#include "hd-battle.h"
#include "hd-battle-private.h"
#include "hd-map.h"
#include "hd-odds.h"
#include "hd-scenario.h"
#include "hd-state.h"
#include "hd-state-private.h"
#include "hd-turn.h"
#include "hd-action-private.h"

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* The exact odds @rounds times: the first run's time and the median. */
static double
time_odds (HdState *s, HdOddsMethod method, guint rounds, double *first, double *median)
{
  g_autofree double *ms = g_new (double, rounds);
  double p = 0;

  for (guint r = 0; r < rounds; r++)
    {
      gint64 t0 = g_get_monotonic_time ();
      p = hd_odds_by_method (s, method, NULL);
      ms[r] = (g_get_monotonic_time () - t0) / 1000.0;
    }
  *first = ms[0];
  qsort (ms, rounds, sizeof (double), compare_doubles);
  *median = ms[rounds / 2];
  return p;
}

/* The same battle under Advanced 7.0 (battles by days, 1861's Command
 * Table) or another Advanced rule with dice of its own (@what): no exact
 * odds (the leadership of days to come, or morale checks and rallies, are
 * dice not yet rolled), so the odds policy (hd_odds_work_out, what the
 * panels and the command line show) samples HD_ODDS_SAMPLES battles: its
 * figure, margin and time (median of @rounds), and an estimate of 400,000
 * battles to compare with. */
static void
bench_advanced (const HdState *basic, const char *option, const char *what, guint rounds)
{
  g_autoptr(HdState) s = hd_state_copy (basic);
  g_autofree double *ms = g_new (double, rounds);
  const char *options[] = { option, NULL };
  double exact, reference;
  HdOdds odds;

  /* the options are set before the battle's leadership is rolled */
  hd_turn_set_options (s, options);
  exact = hd_odds_attacker_wins (s);
  for (guint r = 0; r < rounds; r++)
    {
      gint64 t0 = g_get_monotonic_time ();
      hd_odds_work_out (s, NULL, &odds);
      ms[r] = (g_get_monotonic_time () - t0) / 1000.0;
    }
  qsort (ms, rounds, sizeof (double), compare_doubles);
  reference = hd_odds_monte_carlo (s, 400000, 1863);
  g_print ("advanced battle (%s): exact %s\n", what, exact < 0 ? "not worked out (sampled instead)" : "?");
  g_print ("  the odds shown, %u battles:  %.4f +- %.2f points at 95%% (target: at most 0.5) %s; median of %u runs "
           "%.1f ms (target: under 150 ms) %s\n",
           odds.samples, odds.p, 100 * odds.margin, odds.margin <= 0.005 ? "MET" : "NOT MET", rounds, ms[rounds / 2],
           ms[rounds / 2] < 150 ? "MET" : "NOT MET");
  g_print ("  sampled, 400000 battles:      %.4f; difference %.2f points\n", reference,
           100 * fabs (odds.p - reference));
}

int
main (int argc, char *argv[])
{
  static const char *attack[] = { "Vi", "Vi", "Vi", "Vi", "Mi", "Mi", "Mc", "Vc" };
  static const char *defend[] = { "Ci", "Vi", "Vi", "Mi", "Mi", "Mi", "Vc", "Mc" };
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMap) map = hd_map_new_default (&error);
  g_autoptr(HdScenario) scenario = NULL;
  g_autoptr(HdState) s = NULL;
  const guint rounds = 11;
  guint box;
  gint64 t0;
  double exact, one, first, median, first1, median1, sampled, ms_sampled;
  guint n = 400000;

  if (map == NULL)
    g_error ("%s", error->message);
  scenario = hd_scenario_new_builtin (map, "1861-campaign", &error);
  s = hd_state_new_from_scenario (map, scenario);
  while (hd_state_get_n_units (s) > 0)
    hd_state_remove_unit (s, 0);
  box = hd_map_lookup (map, "Fredericksburg")->index;
  for (guint i = 0; i < G_N_ELEMENTS (attack); i++)
    {
      HdUnit u = { HD_SIDE_CONFEDERATE, HD_KIND_MI, FALSE, FALSE };
      hd_unit_kind_from_code (attack[i], &u.kind);
      hd_state_add_unit (s, box, &u);
    }
  for (guint i = 0; i < G_N_ELEMENTS (defend); i++)
    {
      HdUnit u = { HD_SIDE_UNION, HD_KIND_MI, FALSE, FALSE };
      hd_unit_kind_from_code (defend[i], &u.kind);
      hd_state_add_unit (s, box, &u);
    }
  /* to the Confederate Combat Segment: the Confederacy attacks */
  for (guint i = 0; i < 5; i++)
    hd_turn_end_segment (s);
  if (!hd_battle_start (s, box, &error))
    g_error ("%s", error->message);

  exact = time_odds (s, HD_ODDS_BLOCKS, rounds, &first, &median);
  one = time_odds (s, HD_ODDS_BLOCKS_ONE_THREAD, rounds, &first1, &median1);
  t0 = g_get_monotonic_time ();
  sampled = hd_odds_monte_carlo (s, n, 1865);
  ms_sampled = (g_get_monotonic_time () - t0) / 1000.0;

  g_print ("battle: Vi Vi Vi Vi Mi Mi Mc Vc attacking Ci Vi Vi Mi Mi Mi Vc Mc (%u processors)\n",
           g_get_num_processors ());
  g_print ("exact odds the attacker wins:   %.4f  median of %u runs %.1f ms, first run %.1f ms "
           "(target: under 50 ms) %s\n", exact, rounds, median, first, median < 50 ? "MET" : "NOT MET");
  g_print ("  the same on one thread:       %.4f  median of %u runs %.1f ms, first run %.1f ms\n", one, rounds,
           median1, first1);
  g_print ("Monte Carlo, %u battles:    %.4f  in %.1f ms; difference %.2f percentage points (target: under 0.5) %s\n",
           n, sampled, ms_sampled, 100 * fabs (exact - sampled), fabs (exact - sampled) < 0.005 ? "MET" : "NOT MET");
  bench_advanced (s, "advanced-7.0", "Advanced 7.0, leadership by days", rounds);
  bench_advanced (s, "advanced-8.1", "Advanced 8.1, battlefield morale", rounds);
  return fabs (exact - one) < 1e-12 ? 0 : 1;
}
