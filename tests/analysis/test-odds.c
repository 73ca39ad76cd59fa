/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-odds.c: the odds of a battle (hd-odds.c): the exact odds against
 * 200,000 sampled battles, the exact methods agreeing with each other at
 * every step of the first rounds (with attackers across a river, 5.34),
 * the hits of a round as a distribution, cancellation, the battles too
 * big to work out exactly (and how big a battle is), the one odds policy (hd_odds_work_out) and the
 * premise of the sampler's kept fire. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "hd-test-util.h"
#include "hd-turn.h"
#include "hd-action.h"
#include "hd-battle.h"
#include "hd-battle-private.h"
#include "hd-odds.h"
#include "hd-state-private.h"

static HdMap *board;

#define bare_state(options, player) hd_test_bare_state (board, "1861-campaign", options, FALSE, player)
#define put hd_test_put
#define ok hd_test_ok
#define id_of hd_test_unit_id
#define unit(state, id) hd_test_unit (state, id)
#define confederates_attack_fredericksburg hd_test_confederates_attack_fredericksburg

/* Both exact methods give the same odds here (the block method, the one
 * used, and the recursion over positions; the block method with one thread
 * and with several, with its blocks' skeletons kept or made when used),
 * and returns them. */
static double
odds_agree (HdState *s)
{
  double exact = hd_odds_attacker_wins (s);

  g_assert_cmpfloat (fabs (hd_odds_by_method (s, HD_ODDS_RECURSION, NULL) - exact), <, 1e-12);
  g_assert_cmpfloat (fabs (hd_odds_by_method (s, HD_ODDS_BLOCKS_ONE_THREAD, NULL) - exact), <, 1e-12);
  g_assert_cmpfloat (fabs (hd_odds_by_method (s, HD_ODDS_BLOCKS_UNSHARED, NULL) - exact), <, 1e-12);
  return exact;
}

/* Exact odds against 200,000 sampled battles, for a set of mixed battles. */
static void
test_odds (void)
{
  const struct { const char *attack; const char *defend; gboolean entrenched; } battles[] = {
    { "Vi Vi Mi", "Vi Mi", FALSE },
    { "Ci Vc Mi Mi", "Vi Vi Mc", TRUE },
    { "Vi Vi Mi Mi Vc", "Ci Vi Mi Mi Mc", FALSE },
    { "Vi Vi Vi Mi Mi Mi", "Vi Vi Mi Mi", TRUE },
    { "Mi Mi", "Ci", TRUE },
    { "Vi Vi Vi Mi Mi Vc", "Ci Vi Vi Mi Mi Mc", FALSE },   /* 58,320 positions: threads */
  };

  for (guint k = 0; k < G_N_ELEMENTS (battles); k++)
    {
      g_autoptr(HdState) s = bare_state (NULL, HD_SIDE_CONFEDERATE);
      g_auto(GStrv) att = g_strsplit (battles[k].attack, " ", -1);
      g_auto(GStrv) def = g_strsplit (battles[k].defend, " ", -1);
      double exact, sampled, dist[HD_MAX_SHOTS + 1], sum = 0;
      HdShot shots[HD_MAX_SHOTS];
      guint n;
      gint64 t0;

      for (guint i = 0; att[i] != NULL; i++)
        put (s, HD_SIDE_CONFEDERATE, att[i], "Fredericksburg", 1, FALSE);
      for (guint i = 0; def[i] != NULL; i++)
        put (s, HD_SIDE_UNION, def[i], "Fredericksburg", 1, battles[k].entrenched);
      confederates_attack_fredericksburg (s);
      t0 = g_get_monotonic_time ();
      exact = hd_odds_attacker_wins (s);
      g_test_message ("%s against %s: exact %.4f in %.1f ms", battles[k].attack, battles[k].defend, exact,
                      (g_get_monotonic_time () - t0) / 1000.0);
      /* the two exact methods agree */
      g_assert_cmpfloat (fabs (odds_agree (s) - exact), <, 1e-15);
      sampled = hd_odds_monte_carlo (s, 200000, 1861 + k);
      g_test_message ("   sampled %.4f", sampled);
      g_assert_cmpfloat (fabs (exact - sampled), <, 0.005);

      /* the hits of this round: a distribution */
      n = hd_battle_default_targets (s, shots);
      hd_odds_hit_distribution (s, shots, n, dist);
      for (guint h = 0; h <= n; h++)
        sum += dist[h];
      g_assert_cmpfloat (fabs (sum - 1.0), <, 1e-9);
    }
}

/* The odds when attackers crossed a river (5.34: the defender's fire is
 * better in rounds 1 and 2) and between the two sides' fire in a round:
 * the two methods at every step of the first rounds, and sampling at the
 * start and between the sides' fire in round 1. */
static void
test_odds_rounds (void)
{
  g_autoptr(HdState) s = bare_state (NULL, HD_SIDE_UNION);
  static const char *attack[] = { "Vi", "Vi", "Mi", "Ci", "Vc" };
  guint step = 0;

  for (guint i = 0; i < G_N_ELEMENTS (attack); i++)
    put (s, HD_SIDE_UNION, attack[i], "Manassas Junction", 1, FALSE);
  put (s, HD_SIDE_CONFEDERATE, "Ci", "Fredericksburg", 1, TRUE);
  put (s, HD_SIDE_CONFEDERATE, "Vi", "Fredericksburg", 1, FALSE);
  put (s, HD_SIDE_CONFEDERATE, "Mi", "Fredericksburg", 2, FALSE);
  put (s, HD_SIDE_CONFEDERATE, "Mc", "Fredericksburg", 1, FALSE);
  ok (s, "roll 3 for marches");
  for (guint i = 0; i < G_N_ELEMENTS (attack); i++)
    {
      g_autofree char *line = g_strdup_printf ("march Union %s from Manassas Junction by road to Fredericksburg",
                                               attack[i]);
      ok (s, line);
    }
  ok (s, "end segment");
  ok (s, "battle at Fredericksburg");
  g_assert_true (unit (s, id_of (s, HD_SIDE_UNION, "Vi", "Fredericksburg", 0))->move.crossed);

  while (hd_battle_in_progress (s) && step < 6)
    {
      HdAction act = { .type = HD_ACTION_FIRE };
      double exact = odds_agree (s);

      g_test_message ("round %u, the %s to fire: the Union wins with %.6f", hd_battle_get_round (s),
                      hd_battle_get_firing_side (s) == HD_SIDE_UNION ? "Union" : "Confederacy", exact);
      if (step < 2)
        g_assert_cmpfloat (fabs (exact - hd_odds_monte_carlo (s, 200000, 61 + step)), <, 0.005);
      /* fire the default targets: the first shot hits, the others miss */
      act.n_shots = hd_battle_default_targets (s, act.shots);
      for (guint k = 0; k < act.n_shots; k++)
        act.shots[k].die = k == 0 ? 1 : 6;
      g_assert_true (hd_action_apply (&act, s, NULL));
      step++;
    }
  g_assert_cmpuint (step, ==, 6);
}

/* A cancelled computation gives up at once, with 0, threads or not. */
static void
test_odds_cancelled (void)
{
  g_autoptr(HdState) s = bare_state (NULL, HD_SIDE_CONFEDERATE);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  static const char *attack[] = { "Vi", "Vi", "Vi", "Mi", "Mi", "Vc" }, *defend[] = { "Ci", "Vi", "Vi", "Mi", "Mi", "Mc" };

  for (guint i = 0; i < G_N_ELEMENTS (attack); i++)
    put (s, HD_SIDE_CONFEDERATE, attack[i], "Fredericksburg", 1, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (defend); i++)
    put (s, HD_SIDE_UNION, defend[i], "Fredericksburg", 1, FALSE);
  confederates_attack_fredericksburg (s);
  /* positions: each class of n like units has (n + 1)(n + 2) / 2 states
   * of health (full, reduced or gone): 10 * 6 * 3 for the attacker's
   * three classes, 3 * 6 * 6 * 3 for the defender's four */
  g_assert_cmpuint (hd_odds_positions (s), ==, (10 * 6 * 3) * (3 * 6 * 6 * 3));
  g_assert_cmpfloat (hd_odds_attacker_wins (s), >, 0.1);
  g_cancellable_cancel (cancellable);
  g_assert_cmpfloat (hd_odds_attacker_wins_cancellable (s, cancellable), ==, 0);
  g_assert_cmpfloat (hd_odds_by_method (s, HD_ODDS_BLOCKS_ONE_THREAD, cancellable), ==, 0);
  g_assert_cmpfloat (hd_odds_by_method (s, HD_ODDS_RECURSION, cancellable), ==, 0);
}

/* Four standard errors of a share @p sampled from @n battles. */
static double
four_sigma (double p, guint n)
{
  return 4 * sqrt (p * (1 - p) / n);
}

/* A battle too big to work out exactly (more than eight million
 * positions, docs/design.md) says so (-1), and the estimate the app and
 * the CLI show instead (hd_odds_work_out: HD_ODDS_SAMPLES sampled
 * battles, seeded from the position) is a true one: the same figure each
 * time for the same battle, with its sample size and margin, within its
 * margin of a sample two and a half times as big, below even for the
 * defender who fires first (5.0) and in part dug in, and lower still with
 * every defender entrenched (5.31). */
static void
test_odds_too_big (void)
{
  static const char *line[] = { "Vi", "Vi", "Vi", "Mi", "Mi", "Mi", "Ci", "Ci", "Vc", "Vc", "Mc", "Cc" };
  HdOdds shown = { 0 }, again = { 0 }, dug_in = { 0 };
  double many = -1;

  for (guint all_dug_in = 0; all_dug_in < 2; all_dug_in++)
    {
      g_autoptr(HdState) s = bare_state (NULL, HD_SIDE_CONFEDERATE);

      for (guint i = 0; i < G_N_ELEMENTS (line); i++)
        {
          put (s, HD_SIDE_CONFEDERATE, line[i], "Fredericksburg", 1, FALSE);
          put (s, HD_SIDE_UNION, line[i], "Fredericksburg", 1, all_dug_in || i % 2 == 0);
        }
      confederates_attack_fredericksburg (s);
      g_assert_cmpuint (hd_odds_positions (s), >, 8u * 1000 * 1000);
      g_assert_cmpfloat (hd_odds_attacker_wins (s), ==, -1);
      g_assert_cmpfloat (hd_odds_by_method (s, HD_ODDS_BLOCKS, NULL), ==, -1);
      if (all_dug_in)
        {
          g_assert_true (hd_odds_work_out (s, NULL, &dug_in));
          continue;
        }
      g_assert_true (hd_odds_work_out (s, NULL, &shown));
      g_assert_true (hd_odds_work_out (s, NULL, &again));
      g_assert_cmpuint (shown.samples, ==, HD_ODDS_SAMPLES);
      g_assert_cmpfloat (shown.margin, >, 0);
      g_assert_cmpfloat (shown.margin, <, four_sigma (shown.p, HD_ODDS_SAMPLES));
      many = hd_odds_monte_carlo (s, 100000, 65);
      g_test_message ("too big: %.4f +/- %.4f from %u battles, %.4f from 100,000",
                      shown.p, shown.margin, shown.samples, many);
      g_assert_cmpfloat (again.p, ==, shown.p);
      g_assert_cmpfloat (fabs (shown.p - many), <, four_sigma (many, HD_ODDS_SAMPLES) + four_sigma (many, 100000));
      g_assert_cmpfloat (many, <, 0.5 - four_sigma (many, 100000));
    }
  g_test_message ("every defender dug in: %.4f", dug_in.p);
  g_assert_cmpuint (dug_in.samples, ==, HD_ODDS_SAMPLES);
  g_assert_cmpfloat (dug_in.p, <, shown.p - 2 * four_sigma (shown.p, HD_ODDS_SAMPLES));
}

/* The twelve against twelve of test_odds_too_big, the Confederacy attacking. */
static HdState *
too_big_battle (void)
{
  HdState *s = bare_state (NULL, HD_SIDE_CONFEDERATE);
  static const char *line[] = { "Vi", "Vi", "Vi", "Mi", "Mi", "Mi", "Ci", "Ci", "Vc", "Vc", "Mc", "Cc" };

  for (guint i = 0; i < G_N_ELEMENTS (line); i++)
    {
      put (s, HD_SIDE_CONFEDERATE, line[i], "Fredericksburg", 1, FALSE);
      put (s, HD_SIDE_UNION, line[i], "Fredericksburg", 1, i % 2 == 0);
    }
  confederates_attack_fredericksburg (s);
  return s;
}

/* One policy: exact when it can be worked out (no samples, no margin),
 * else HD_ODDS_SAMPLES battles seeded from the position, with their
 * margin; the same figure every time it is asked, and for the same
 * battle however its units are numbered; cancelled, no answer. */
static void
test_odds_policy (void)
{
  g_autoptr(HdState) small = bare_state (NULL, HD_SIDE_CONFEDERATE);
  g_autoptr(HdState) big = too_big_battle ();
  g_autoptr(HdState) again = too_big_battle ();
  g_autoptr(HdState) renumbered = bare_state (NULL, HD_SIDE_CONFEDERATE);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  static const char *line[] = { "Vi", "Vi", "Vi", "Mi", "Mi", "Mi", "Ci", "Ci", "Vc", "Vc", "Mc", "Cc" };
  HdOdds odds, twice, other;

  put (small, HD_SIDE_CONFEDERATE, "Vi", "Fredericksburg", 2, FALSE);
  put (small, HD_SIDE_UNION, "Mi", "Fredericksburg", 1, TRUE);
  confederates_attack_fredericksburg (small);
  g_assert_true (hd_odds_work_out (small, NULL, &odds));
  g_assert_cmpuint (odds.samples, ==, 0);
  g_assert_cmpfloat (odds.margin, ==, 0);
  g_assert_cmpfloat (odds.p, ==, hd_odds_attacker_wins (small));
  /* the same small battle by days (Advanced 7.0): dice to come, sampled */
  {
    g_autoptr(HdState) days = hd_state_copy (small);
    const char *options[] = { "advanced-7.0", NULL };
    hd_turn_set_options (days, options);
    g_assert_true (hd_odds_work_out (days, NULL, &other));
    g_assert_true (other.days && !other.morale && !other.leaders);
    g_assert_cmpuint (other.samples, ==, HD_ODDS_SAMPLES);
    g_assert_cmpfloat (other.margin, ==, hd_odds_margin (other.p, HD_ODDS_SAMPLES));
  }

  g_assert_true (hd_odds_work_out (big, NULL, &odds));
  g_assert_cmpuint (odds.samples, ==, HD_ODDS_SAMPLES);
  g_assert_false (odds.days || odds.morale || odds.leaders);
  g_assert_cmpfloat (odds.p, ==, hd_odds_monte_carlo (big, HD_ODDS_SAMPLES, hd_odds_seed (big)));
  g_assert_cmpfloat (odds.margin, ==, hd_odds_margin (odds.p, HD_ODDS_SAMPLES));
  g_assert_cmpfloat (odds.margin, >, 0);
  g_assert_cmpfloat (odds.margin, <=, 0.005);
  g_assert_true (hd_odds_work_out (again, NULL, &twice));
  g_assert_cmpfloat (twice.p, ==, odds.p);
  /* the same battle, its units put on the board in another order */
  for (guint i = G_N_ELEMENTS (line); i-- > 0;)
    put (renumbered, HD_SIDE_UNION, line[i], "Fredericksburg", 1, i % 2 == 0);
  for (guint i = G_N_ELEMENTS (line); i-- > 0;)
    put (renumbered, HD_SIDE_CONFEDERATE, line[i], "Fredericksburg", 1, FALSE);
  confederates_attack_fredericksburg (renumbered);
  g_assert_cmpuint (hd_odds_seed (renumbered), ==, hd_odds_seed (big));
  g_assert_true (hd_odds_work_out (renumbered, NULL, &other));
  g_assert_cmpfloat (other.p, ==, odds.p);
  g_assert_cmpuint (hd_odds_fingerprint (renumbered), ==, hd_odds_fingerprint (big));
  /* another battle, another seed and fingerprint; the seed is the
   * fingerprint folded */
  g_assert_cmpuint (hd_odds_seed (small), !=, hd_odds_seed (big));
  g_assert_cmpuint (hd_odds_fingerprint (small), !=, hd_odds_fingerprint (big));
  g_assert_cmpuint (hd_odds_seed (big), ==,
                    (guint32) (hd_odds_fingerprint (big) ^ (hd_odds_fingerprint (big) >> 32)));
  /* the same units by days: another fingerprint (its odds are sampled) */
  {
    g_autoptr(HdState) days = hd_state_copy (small);
    const char *options[] = { "advanced-7.0", NULL };
    hd_turn_set_options (days, options);
    g_assert_cmpuint (hd_odds_fingerprint (days), !=, hd_odds_fingerprint (small));
  }

  g_cancellable_cancel (cancellable);
  g_assert_false (hd_odds_work_out (big, cancellable, &odds));
  g_assert_false (hd_odds_work_out (small, cancellable, &odds));
}

/* The sampler keeps each position's default fire by the numbers alive in
 * each class of the two lines, not by their health: for random lines, the
 * default fire (as indices into the sorted lines) is the same whatever
 * units of each class are full or reduced, in every round, with a limit
 * on the units firing (Advanced 7.0) or not, with leaders' pluses or not. */
static void
test_odds_fire_by_numbers (void)
{
  static const HdUnitKind kinds[] = { HD_KIND_MI, HD_KIND_VI, HD_KIND_CI, HD_KIND_MC, HD_KIND_VC, HD_KIND_CC };
  g_autoptr(GRand) rand = g_rand_new_with_seed (21);

  for (guint trial = 0; trial < 3000; trial++)
    {
      HdBattleUnit line[2][HD_MAX_SHOTS];
      HdBattleAim first[HD_MAX_SHOTS], other[HD_MAX_SHOTS];
      guint n[2], n_first, round = (guint) g_rand_int_range (rand, 1, 5);
      gboolean defender_fires = g_rand_boolean (rand), like = g_rand_boolean (rand);
      guint limit = g_rand_boolean (rand) ? HD_BATTLE_ALL_FIRE : (guint) g_rand_int_range (rand, 0, 10);
      guint plus = (guint) g_rand_int_range (rand, 0, 4), pieces = (guint) g_rand_int_range (rand, 1, 4);

      for (guint k = 0; k < 2; k++)
        {
          n[k] = (guint) g_rand_int_range (rand, 1, 11);
          for (guint j = 0; j < n[k]; j++)
            {
              HdBattleUnit *u = &line[k][j];
              memset (u, 0, sizeof *u);
              u->id = j + 1;
              u->kind = kinds[g_rand_int_range (rand, 0, G_N_ELEMENTS (kinds))];
              u->entrenched = k == 1 && g_rand_int_range (rand, 0, 3) == 0;
              u->crossed = k == 0 && g_rand_int_range (rand, 0, 3) == 0;
              u->health = g_rand_int_range (rand, 1, 3);
              u->value = (int) hd_unit_kind_get_combat_value (u->kind);
              u->cavalry = hd_unit_kind_get_type (u->kind) == HD_CAVALRY;
            }
          n[k] = hd_battle_line_compact (line[k], n[k]);
        }
      n_first = hd_battle_line_default_fire (line[!defender_fires], n[!defender_fires], line[defender_fires],
                                             n[defender_fires], defender_fires, round, like, limit, plus, pieces, first);
      /* every unit's health drawn anew, the numbers in each class kept */
      for (guint k = 0; k < 2; k++)
        {
          for (guint j = 0; j < n[k]; j++)
            line[k][j].health = g_rand_int_range (rand, 1, 3);
          g_assert_cmpuint (hd_battle_line_compact (line[k], n[k]), ==, n[k]);
        }
      g_assert_cmpuint (hd_battle_line_default_fire (line[!defender_fires], n[!defender_fires], line[defender_fires],
                                                     n[defender_fires], defender_fires, round, like, limit, plus,
                                                     pieces, other), ==, n_first);
      g_assert_cmpmem (first, n_first * sizeof (HdBattleAim), other, n_first * sizeof (HdBattleAim));
    }
}

/* No battle under way: 0, exact, with the Advanced Game's dice to come
 * too (nothing to sample). */
static void
test_odds_no_battle (void)
{
  const char *options[] = { "advanced-7.0", "advanced-8.1", NULL };
  g_autoptr(HdState) s = bare_state (NULL, HD_SIDE_CONFEDERATE);
  HdOdds odds;

  hd_turn_set_options (s, options);
  put (s, HD_SIDE_CONFEDERATE, "Vi", "Fredericksburg", 2, FALSE);
  g_assert_false (hd_battle_in_progress (s));
  g_assert_cmpuint (hd_odds_positions (s), ==, 0);
  g_assert_true (hd_odds_work_out (s, NULL, &odds));
  g_assert_cmpfloat (odds.p, ==, 0);
  g_assert_cmpuint (odds.samples, ==, 0);
  g_assert_cmpfloat (odds.margin, ==, 0);
  g_assert_false (odds.days || odds.morale || odds.leaders);
}

int
main (int argc, char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();

  g_test_add_func ("/odds/against-sampling", test_odds);
  g_test_add_func ("/odds/rounds", test_odds_rounds);
  g_test_add_func ("/odds/cancelled", test_odds_cancelled);
  g_test_add_func ("/odds/too-big", test_odds_too_big);
  g_test_add_func ("/odds/policy", test_odds_policy);
  g_test_add_func ("/odds/no-battle", test_odds_no_battle);
  g_test_add_func ("/odds/fire-by-numbers", test_odds_fire_by_numbers);

  ret = g_test_run ();
  g_clear_object (&board);
  return ret;
}
