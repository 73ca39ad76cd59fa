/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-evaluate.c: the computer opponent's evaluation (hd-evaluate):
 * each term on positions built for it, both ways and for both sides (a
 * threatened Washington against a safe one, one more of the seven cities,
 * a larger army-maximum lead and the Short Game's last turns, material,
 * a stack in the enemy's reach, units nearer their objectives, battles
 * waiting at good and bad odds, the Union pulled to the seven cities as a
 * 10.0 game ends, the war's chance in the turn before its last, a
 * repulse's cost), games won and lost, the weights as text,
 * and the cached battle odds against the battle engine's own, from
 * several threads at once. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "hd-battle.h"
#include "hd-evaluate.h"
#include "hd-odds.h"
#include "hd-preview.h"
#include "hd-state-private.h"
#include "hd-test-util.h"
#include "hd-victory.h"

static HdMap *board;

#define box(name) hd_test_box (board, name)

/* A bare 1861 Campaign Game position (the Union's Movement Segment of its
 * second Game Turn) with @options. */
static HdState *
bare (const char *options)
{
  return hd_test_bare_state (board, "1861-campaign", options, FALSE, HD_SIDE_UNION);
}

static double
term_of (const HdState *s, HdSide side, HdEvaluateDepth depth, HdTerm term)
{
  HdEvaluation e;

  hd_evaluate (s, side, NULL, depth, &e);
  return e.term[term];
}

static double
total_of (const HdState *s, HdSide side, HdEvaluateDepth depth)
{
  HdEvaluation e;
  double v = hd_evaluate (s, side, NULL, depth, &e);

  g_assert_cmpfloat (v, ==, e.total);
  return v;
}

/* @worse is worse than @better for @side in @term and in the total, at
 * @depth. */
static void
assert_worse (const HdState *worse, const HdState *better, HdSide side, HdEvaluateDepth depth, HdTerm term)
{
  g_assert_cmpfloat (term_of (worse, side, depth, term), <, term_of (better, side, depth, term));
  g_assert_cmpfloat (total_of (worse, side, depth), <, total_of (better, side, depth));
}

/* ------------------------------------------------------------ capitals */

/* Four Confederate veterans next to Washington, held by one militia, or
 * far away in Shreveport. */
static HdState *
washington (const char *options, gboolean threatened)
{
  HdState *s = bare (options);

  hd_test_put (s, HD_SIDE_UNION, "Mi", "Washington", 1, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", threatened ? "Manassas Junction" : "Shreveport", 4, FALSE);
  return s;
}

/* 10.0: the Confederacy wins by taking Washington; the capitals term
 * sees the danger at both depths, and it is the Confederacy's gain. */
static void
test_capitals (void)
{
  g_autoptr(HdState) threatened = washington (NULL, TRUE);
  g_autoptr(HdState) safe = washington (NULL, FALSE);

  for (HdEvaluateDepth depth = HD_EVALUATE_QUICK; depth <= HD_EVALUATE_FULL; depth++)
    {
      assert_worse (threatened, safe, HD_SIDE_UNION, depth, HD_TERM_CAPITALS);
      assert_worse (safe, threatened, HD_SIDE_CONFEDERATE, depth, HD_TERM_CAPITALS);
      /* one side's danger is the other's chance */
      g_assert_cmpfloat (term_of (threatened, HD_SIDE_UNION, depth, HD_TERM_CAPITALS), ==,
                         -term_of (threatened, HD_SIDE_CONFEDERATE, depth, HD_TERM_CAPITALS));
      /* safe: only the Union's own chance at Richmond, if any */
      g_assert_cmpfloat (term_of (safe, HD_SIDE_UNION, depth, HD_TERM_CAPITALS), >=, 0);
    }
  /* four veterans against an entrenched militia: more likely than not */
  g_assert_cmpfloat (term_of (threatened, HD_SIDE_UNION, HD_EVALUATE_FULL, HD_TERM_CAPITALS), <, -0.5);
}

/* 10.1 gives the Union its Player Turn to take Washington back, and with
 * Advanced 6.0 its fall costs a die off the Union maximum, not the game:
 * the same threat weighs less. */
/* What the threat costs the Union's capitals term under @options. */
static double
threat_cost (const char *options)
{
  g_autoptr(HdState) threatened = washington (options, TRUE);
  g_autoptr(HdState) safe = washington (options, FALSE);

  return term_of (threatened, HD_SIDE_UNION, HD_EVALUATE_FULL, HD_TERM_CAPITALS) -
         term_of (safe, HD_SIDE_UNION, HD_EVALUATE_FULL, HD_TERM_CAPITALS);
}

static void
test_capital_stakes (void)
{
  double b = threat_cost (NULL);
  double n = threat_cost ("10.1");
  double a = threat_cost ("advanced-6.0");

  g_assert_cmpfloat (b, <, n);
  g_assert_cmpfloat (n, <, a);
  g_assert_cmpfloat (a, <, 0);
  g_assert_cmpfloat (fabs (n - b / 2), <, 1e-9);
  g_assert_cmpfloat (fabs (a - b / 4), <, 1e-9);
}

/* A battle already waiting in Richmond: its exact odds are the danger. */
static void
test_capital_battle (void)
{
  g_autoptr(HdState) s = bare (NULL);
  guint richmond = box ("Richmond");
  double p;

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Richmond", 3, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Richmond", 1, FALSE);
  /* Washington held strongly enough that the lone militia hardly counts */
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Washington", 6, FALSE);
  p = hd_evaluate_battle_odds (s, richmond, HD_SIDE_UNION);
  g_assert_cmpfloat (p, >, 0.5);
  for (HdEvaluateDepth depth = HD_EVALUATE_QUICK; depth <= HD_EVALUATE_FULL; depth++)
    g_assert_cmpfloat (fabs (term_of (s, HD_SIDE_UNION, depth, HD_TERM_CAPITALS) - 0.25 * p), <, 0.01);
}

/* ------------------------------------------------------------ victory */

/* 10.0: one more of the seven cities is better for the Union. */
static void
test_cities (void)
{
  g_autoptr(HdState) fewer = bare (NULL);
  g_autoptr(HdState) more = bare (NULL);

  hd_state_set_control (more, box ("New Orleans"), HD_SIDE_UNION, TRUE);
  g_assert_cmpfloat (term_of (more, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_CITIES), ==,
                     term_of (fewer, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_CITIES) + 1);
  for (HdEvaluateDepth depth = HD_EVALUATE_QUICK; depth <= HD_EVALUATE_FULL; depth++)
    {
      assert_worse (fewer, more, HD_SIDE_UNION, depth, HD_TERM_CITIES);
      assert_worse (more, fewer, HD_SIDE_CONFEDERATE, depth, HD_TERM_CITIES);
    }
}

/* A bare 1861 Short Game position with the boxes @lost taken from their
 * side (a Union blue-shield city to the Confederacy, a Confederate one to
 * the Union), at Game Turn @turn. */
static HdState *
short_game (const char * const *lost, guint turn)
{
  HdState *s = hd_test_bare_state (board, "1861-short", NULL, FALSE, HD_SIDE_UNION);

  for (guint i = 0; lost != NULL && lost[i] != NULL; i++)
    {
      guint b = box (lost[i]);
      hd_state_set_control (s, b, hd_side_get_enemy (hd_state_get_controller (s, b)), TRUE);
    }
  hd_state_set_turn (s, turn);
  return s;
}

static int
difference_of (const HdState *s)
{
  HdVictoryNeeds needs;

  hd_victory_get_needs (s, &needs);
  return needs.difference;
}

/* 11.1: a larger lead is better for the Union, worse for the Confederacy,
 * and a point of it counts for more as the last Game Turn comes. */
static void
test_maximum_short_game (void)
{
  const char * const nashville[] = { "Nashville", NULL };
  g_autoptr(HdState) early = short_game (NULL, 2);
  g_autoptr(HdState) early_lead = short_game (nashville, 2);
  g_autoptr(HdState) late = NULL;
  g_autoptr(HdState) late_lead = NULL;
  guint last = hd_state_get_end_turn (early);
  double gain_early, gain_late;

  late = short_game (NULL, last);
  late_lead = short_game (nashville, last);
  g_assert_cmpint (difference_of (early_lead), ==, difference_of (early) + 1);
  assert_worse (early, early_lead, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_MAXIMUM);
  assert_worse (early_lead, early, HD_SIDE_CONFEDERATE, HD_EVALUATE_QUICK, HD_TERM_MAXIMUM);
  assert_worse (late, late_lead, HD_SIDE_UNION, HD_EVALUATE_FULL, HD_TERM_MAXIMUM);
  gain_early = term_of (early_lead, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_MAXIMUM) -
               term_of (early, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_MAXIMUM);
  gain_late = term_of (late_lead, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_MAXIMUM) -
              term_of (late, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_MAXIMUM);
  g_assert_cmpfloat (gain_late, >, 2 * gain_early);
}

/* 11.1's line: a lead of five wins at the end, four loses; the term
 * changes sign between them. */
static void
test_maximum_short_game_line (void)
{
  const char * const cleveland[] = { "Cleveland", NULL };
  g_autoptr(HdState) five = short_game (NULL, 9);
  g_autoptr(HdState) four = short_game (cleveland, 9);

  g_assert_cmpint (difference_of (five), ==, 5);
  g_assert_cmpint (difference_of (four), ==, 4);
  g_assert_cmpfloat (term_of (five, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_MAXIMUM), >, 0);
  g_assert_cmpfloat (term_of (four, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_MAXIMUM), <, 0);
  g_assert_cmpfloat (term_of (four, HD_SIDE_CONFEDERATE, HD_EVALUATE_QUICK, HD_TERM_MAXIMUM), >, 0);
}

/* 10.0: the Confederacy wins the moment its maximum is greater; in the
 * Campaign Game the last points of the Union's lead count more than the
 * points of a comfortable one, and time does not press. */
static void
test_maximum_campaign (void)
{
  const char * const to_two[] = { "Chicago", "Cleveland", NULL };
  const char * const to_one[] = { "Chicago", "Cleveland", "Canton", NULL };
  const char * const to_six[] = { "Nashville", NULL };
  g_autoptr(HdState) five = bare (NULL);
  g_autoptr(HdState) six = bare (NULL);
  g_autoptr(HdState) two = bare (NULL);
  g_autoptr(HdState) one = bare (NULL);
  g_autoptr(HdState) later = bare (NULL);
  HdState *sets[] = { six, two, one };
  const char * const *lost[] = { to_six, to_two, to_one };

  for (guint k = 0; k < G_N_ELEMENTS (sets); k++)
    for (guint i = 0; lost[k][i] != NULL; i++)
      {
        guint b = box (lost[k][i]);
        hd_state_set_control (sets[k], b, hd_side_get_enemy (hd_state_get_controller (sets[k], b)), TRUE);
      }
  g_assert_cmpint (difference_of (five), ==, 5);
  g_assert_cmpint (difference_of (six), ==, 6);
  g_assert_cmpint (difference_of (two), ==, 2);
  g_assert_cmpint (difference_of (one), ==, 1);
  assert_worse (one, two, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_MAXIMUM);
  assert_worse (two, one, HD_SIDE_CONFEDERATE, HD_EVALUATE_QUICK, HD_TERM_MAXIMUM);
  g_assert_cmpfloat (term_of (two, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_MAXIMUM) -
                     term_of (one, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_MAXIMUM), >,
                     term_of (six, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_MAXIMUM) -
                     term_of (five, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_MAXIMUM));
  hd_state_set_turn (later, 30);
  g_assert_cmpfloat (term_of (later, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_MAXIMUM), ==,
                     term_of (five, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_MAXIMUM));
}

/* A game won is +HD_EVALUATE_WON, lost minus, whatever the weights. */
static void
test_won_and_lost (void)
{
  const char * const seven[] = { "New Orleans", "Mobile", "Atlanta", "Memphis", "Charleston", "Wilmington",
                                 "Richmond" };
  g_autoptr(HdState) s = bare (NULL);
  HdWeights zero;
  HdEvaluation e;

  for (guint i = 0; i < G_N_ELEMENTS (seven); i++)
    hd_state_set_control (s, box (seven[i]), HD_SIDE_UNION, TRUE);
  hd_victory_check (s, FALSE);
  g_assert_true (hd_state_is_over (s));
  g_assert_cmpint (hd_state_get_winner (s), ==, HD_SIDE_UNION);
  memset (&zero, 0, sizeof zero);
  for (HdEvaluateDepth depth = HD_EVALUATE_QUICK; depth <= HD_EVALUATE_FULL; depth++)
    {
      g_assert_cmpfloat (hd_evaluate (s, HD_SIDE_UNION, NULL, depth, &e), ==, HD_EVALUATE_WON);
      g_assert_cmpfloat (e.total, ==, HD_EVALUATE_WON);
      g_assert_cmpfloat (hd_evaluate (s, HD_SIDE_CONFEDERATE, &zero, depth, NULL), ==, -HD_EVALUATE_WON);
    }
}

/* ------------------------------------------------------------ forces */

/* One more veteran on the board: better for its side, worse for the other. */
static void
test_material (void)
{
  g_autoptr(HdState) less = bare (NULL);
  g_autoptr(HdState) more = bare (NULL);

  hd_test_put (less, HD_SIDE_UNION, "Mi", "Chicago", 2, FALSE);
  hd_test_put (less, HD_SIDE_CONFEDERATE, "Mi", "Atlanta", 2, FALSE);
  hd_test_put (more, HD_SIDE_UNION, "Mi", "Chicago", 2, FALSE);
  hd_test_put (more, HD_SIDE_CONFEDERATE, "Mi", "Atlanta", 2, FALSE);
  hd_test_put (more, HD_SIDE_UNION, "Vi", "Chicago", 1, FALSE);
  g_assert_cmpfloat (term_of (more, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_MATERIAL), ==,
                     term_of (less, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_MATERIAL) + 3);
  for (HdEvaluateDepth depth = HD_EVALUATE_QUICK; depth <= HD_EVALUATE_FULL; depth++)
    {
      assert_worse (less, more, HD_SIDE_UNION, depth, HD_TERM_MATERIAL);
      assert_worse (more, less, HD_SIDE_CONFEDERATE, depth, HD_TERM_MATERIAL);
    }
  /* 5.1: a reduced unit is one hit from elimination: half */
  hd_state_set_reduced (more, hd_state_find_unit (more, box ("Chicago"), HD_SIDE_UNION, HD_KIND_VI, FALSE), TRUE);
  g_assert_cmpfloat (term_of (more, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_MATERIAL), ==,
                     term_of (less, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_MATERIAL) + 1.5);
}

/* @union_code x @n_union at @where, four Confederate veterans in
 * Manassas Junction (a road from Harper's Ferry, 4.0). */
static HdState *
exposed (const char *union_code, guint n_union, const char *where, const char *confederate_code, guint n_conf)
{
  HdState *s = bare (NULL);

  hd_test_put (s, HD_SIDE_UNION, union_code, where, n_union, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, confederate_code, "Manassas Junction", n_conf, FALSE);
  return s;
}

/* A stack in the enemy's reach at bad odds lowers exposure (FULL only);
 * the same stack out of reach, or strong enough, less so. */
static void
test_exposure (void)
{
  g_autoptr(HdState) in_reach = exposed ("Mi", 1, "Harper's Ferry", "Vi", 4);
  g_autoptr(HdState) out_of_reach = exposed ("Mi", 1, "Chicago", "Vi", 4);
  g_autoptr(HdState) strong = exposed ("Vi", 6, "Harper's Ferry", "Mi", 1);
  g_autoptr(HdState) strong_away = exposed ("Vi", 6, "Chicago", "Mi", 1);
  double bad, good;

  g_assert_cmpfloat (term_of (in_reach, HD_SIDE_UNION, HD_EVALUATE_FULL, HD_TERM_EXPOSURE), <,
                     term_of (out_of_reach, HD_SIDE_UNION, HD_EVALUATE_FULL, HD_TERM_EXPOSURE));
  /* the Union's boxes in reach lose what the stack at bad odds adds */
  bad = term_of (in_reach, HD_SIDE_UNION, HD_EVALUATE_FULL, HD_TERM_EXPOSURE) -
        term_of (out_of_reach, HD_SIDE_UNION, HD_EVALUATE_FULL, HD_TERM_EXPOSURE);
  good = term_of (strong, HD_SIDE_UNION, HD_EVALUATE_FULL, HD_TERM_EXPOSURE) -
         term_of (strong_away, HD_SIDE_UNION, HD_EVALUATE_FULL, HD_TERM_EXPOSURE);
  g_assert_cmpfloat (bad, <, good);
  g_assert_cmpfloat (fabs (good), <, 0.1);
  /* the enemy has a few marches: empty Washington (worth 5) and Baltimore
   * (2) are greater risks, so the militia of Harper's Ferry (0.35) counts
   * for less than its whole, but for something */
  g_assert_cmpfloat (bad, <, -0.3 * 0.35 * 0.95);
  g_assert_cmpfloat (bad, >, -0.7 * 0.35 - 1e-9);
  /* QUICK does not ask the enemy's reach */
  g_assert_cmpfloat (term_of (in_reach, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_EXPOSURE), ==, 0);
}

/* Units nearer their objectives (boxes counting for a maximum or for
 * 10.0 that the side does not hold) score better. */
static void
test_distance (void)
{
  g_autoptr(HdState) near = bare (NULL);
  g_autoptr(HdState) far = bare (NULL);

  g_assert_cmpuint (hd_evaluate_distance (near, box ("Washington"), box ("Washington")), ==, 0);
  g_assert_cmpuint (hd_evaluate_distance (near, box ("Washington"), box ("Manassas Junction")), ==, 1);
  g_assert_cmpuint (hd_evaluate_distance (near, box ("Fredericksburg"), box ("Richmond")), <=, 2);
  hd_test_put (near, HD_SIDE_UNION, "Vi", "Fredericksburg", 1, FALSE);
  hd_test_put (far, HD_SIDE_UNION, "Vi", "Chicago", 1, FALSE);
  assert_worse (far, near, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_DISTANCE);
  g_assert_cmpfloat (term_of (near, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_DISTANCE), >=, -2);
  /* it is each side's own: no Confederate units, nothing to measure */
  g_assert_cmpfloat (term_of (near, HD_SIDE_CONFEDERATE, HD_EVALUATE_QUICK, HD_TERM_DISTANCE), ==, 0);
}

/* The distance term of the Union with one veteran at @where, at Game
 * Turn @turn of @scenario. */
static double
distance_at (const char *scenario, const char *where, guint turn, HdSide side)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, scenario, NULL, FALSE, HD_SIDE_UNION);

  hd_test_put (s, side, "Vi", where, 1, FALSE);
  hd_state_set_turn (s, turn);
  return term_of (s, side, HD_EVALUATE_QUICK, HD_TERM_DISTANCE);
}

/* 10.0 wants all seven cities at once: as the Campaign Game's end comes,
 * a Union army near Richmond is worth more against one near a shield in
 * Missouri than it was early on; not in the Short Game (11.1 judges
 * maximums), nor for the Confederacy. */
static void
test_distance_cities (void)
{
  double early = distance_at ("1861-campaign", "Fredericksburg", 2, HD_SIDE_UNION) -
                 distance_at ("1861-campaign", "St. Joseph", 2, HD_SIDE_UNION);
  double late = distance_at ("1861-campaign", "Fredericksburg", 38, HD_SIDE_UNION) -
                distance_at ("1861-campaign", "St. Joseph", 38, HD_SIDE_UNION);

  g_assert_cmpfloat (late, >, early + 1);
  g_assert_cmpfloat (distance_at ("1861-campaign", "St. Joseph", 38, HD_SIDE_UNION), <,
                     distance_at ("1861-campaign", "St. Joseph", 2, HD_SIDE_UNION));
  g_assert_cmpfloat (distance_at ("1861-short", "St. Joseph", 9, HD_SIDE_UNION), ==,
                     distance_at ("1861-short", "St. Joseph", 2, HD_SIDE_UNION));
  g_assert_cmpfloat (distance_at ("1861-campaign", "Lexington", 38, HD_SIDE_CONFEDERATE), ==,
                     distance_at ("1861-campaign", "Lexington", 2, HD_SIDE_CONFEDERATE));
}

/* The Game Turn before the last of a 10.0 game, the Union lacking only
 * Richmond: the evaluation is its chance to win the war (10.0), so three
 * veterans beside Richmond (Petersburg) are worth more than the same
 * three two boxes off (Raleigh), and a Washington open to the enemy's
 * march (10.0: its fall is the game) costs the whole of that chance.  A
 * turn earlier, or holding all seven, it is the terms again. */
static HdState *
war_position (guint turns_before_end, const char *where, gboolean six)
{
  const char *cities[] = { "New Orleans", "Mobile", "Atlanta", "Memphis", "Charleston", "Wilmington" };
  HdState *s = bare (NULL);

  hd_state_set_turn (s, hd_state_get_end_turn (s) - turns_before_end);
  for (guint k = 0; k < (six ? G_N_ELEMENTS (cities) : 0); k++)
    {
      hd_state_set_control (s, box (cities[k]), HD_SIDE_UNION, TRUE);
      hd_test_put (s, HD_SIDE_UNION, "Mi", cities[k], 2, TRUE);
    }
  hd_test_put (s, HD_SIDE_UNION, "Ci", "Washington", 5, TRUE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Ci", "Richmond", 1, TRUE);
  hd_test_put (s, HD_SIDE_UNION, "Vi", where, 3, FALSE);
  return s;
}

static void
test_war_chance (void)
{
  g_autoptr(HdState) beside = war_position (1, "Petersburg", TRUE);
  g_autoptr(HdState) off = war_position (1, "Raleigh", TRUE);
  g_autoptr(HdState) earlier = war_position (2, "Petersburg", TRUE);
  g_autoptr(HdState) open = war_position (1, "Petersburg", TRUE);
  double v_beside, v_off;

  g_assert_true (hd_evaluate_is_war_chance (beside));
  g_assert_false (hd_evaluate_is_war_chance (earlier));
  v_beside = hd_evaluate (beside, HD_SIDE_UNION, NULL, HD_EVALUATE_FULL, NULL);
  v_off = hd_evaluate (off, HD_SIDE_UNION, NULL, HD_EVALUATE_FULL, NULL);
  /* a chance: between a war lost and won */
  g_assert_cmpfloat (v_beside, <, 0);
  g_assert_cmpfloat (v_beside, >, -HD_EVALUATE_WON);
  g_assert_cmpfloat (v_beside, >, v_off + HD_EVALUATE_WON / 4);
  g_assert_cmpfloat (hd_evaluate (beside, HD_SIDE_CONFEDERATE, NULL, HD_EVALUATE_FULL, NULL), ==, -v_beside);
  /* Washington emptied beside six Confederate veterans */
  for (guint i = hd_state_get_n_units (open); i-- > 0;)
    if (hd_state_get_unit (open, i)->box == box ("Washington"))
      hd_state_remove_unit (open, i);
  hd_test_put (open, HD_SIDE_CONFEDERATE, "Vi", "Manassas Junction", 6, FALSE);
  g_assert_cmpfloat (hd_evaluate (open, HD_SIDE_UNION, NULL, HD_EVALUATE_FULL, NULL), <, v_beside - HD_EVALUATE_WON / 4);
  /* with one of the seven missing besides Richmond the chance is a product */
  {
    g_autoptr(HdState) five = war_position (1, "Petersburg", TRUE);
    hd_state_set_control (five, box ("Mobile"), HD_SIDE_CONFEDERATE, TRUE);
    for (guint i = hd_state_get_n_units (five); i-- > 0;)
      if (hd_state_get_unit (five, i)->box == box ("Mobile"))
        hd_state_remove_unit (five, i);
    hd_test_put (five, HD_SIDE_CONFEDERATE, "Ci", "Mobile", 2, TRUE);
    g_assert_true (hd_evaluate_is_war_chance (five));
    g_assert_cmpfloat (hd_evaluate (five, HD_SIDE_UNION, NULL, HD_EVALUATE_FULL, NULL), <, v_beside);
  }
}

/* A repulse (5.4) costs half the hits of the defender's two fires before
 * the attacker may retreat: three veterans (3 in 6 each, 5.1) score 1.5
 * hits a round against veterans, three in two rounds, two units lost;
 * against crack infantry (5.32: 2 in 6) one a round, one unit.  A
 * militia (1 in 6) alone costs nothing, but the reinforcements its
 * neighbours send fire in round 2 (5.5); where there is no battle,
 * nothing is lost. */
static void
test_repulse_losses (void)
{
  g_autoptr(HdState) vets = bare (NULL);
  g_autoptr(HdState) cracks = bare (NULL);
  g_autoptr(HdState) helped = bare (NULL);
  g_autoptr(HdState) lone = bare (NULL);

  hd_test_put (vets, HD_SIDE_CONFEDERATE, "Vi", "Front Royal", 3, FALSE);
  hd_test_put (vets, HD_SIDE_UNION, "Vi", "Front Royal", 4, FALSE);
  g_assert_cmpuint (hd_evaluate_repulse_losses (vets, box ("Front Royal"), HD_SIDE_UNION), ==, 2);
  hd_test_put (cracks, HD_SIDE_CONFEDERATE, "Vi", "Front Royal", 3, FALSE);
  hd_test_put (cracks, HD_SIDE_UNION, "Ci", "Front Royal", 4, FALSE);
  g_assert_cmpuint (hd_evaluate_repulse_losses (cracks, box ("Front Royal"), HD_SIDE_UNION), ==, 1);
  hd_test_put (lone, HD_SIDE_UNION, "Mi", "Cairo", 1, FALSE);
  hd_test_put (lone, HD_SIDE_CONFEDERATE, "Vi", "Cairo", 1, FALSE);
  g_assert_cmpuint (hd_evaluate_repulse_losses (lone, box ("Cairo"), HD_SIDE_CONFEDERATE), ==, 0);
  hd_test_put (helped, HD_SIDE_UNION, "Mi", "Cairo", 1, FALSE);
  hd_test_put (helped, HD_SIDE_CONFEDERATE, "Vi", "Cairo", 1, FALSE);
  hd_test_put (helped, HD_SIDE_UNION, "Vi", "Paducah", 3, FALSE);
  hd_test_put (helped, HD_SIDE_UNION, "Vi", "St. Louis", 3, FALSE);
  g_assert_cmpuint (hd_evaluate_repulse_losses (helped, box ("Cairo"), HD_SIDE_CONFEDERATE), ==, 1);
  g_assert_cmpuint (hd_evaluate_repulse_losses (helped, box ("Chicago"), HD_SIDE_CONFEDERATE), ==, 0);
}

/* A battle waiting in Front Royal: four veterans against a militia, or a
 * militia against four veterans, the Union attacking (5.0). */
static HdState *
battle (gboolean good)
{
  HdState *s = bare (NULL);

  hd_test_put (s, HD_SIDE_UNION, good ? "Vi" : "Mi", "Front Royal", good ? 4 : 1, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, good ? "Mi" : "Vi", "Front Royal", good ? 1 : 4, FALSE);
  hd_test_put (s, HD_SIDE_UNION, good ? "Mi" : "Vi", "Chicago", good ? 1 : 4, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, good ? "Vi" : "Mi", "Atlanta", good ? 4 : 1, FALSE);
  return s;
}

static void
test_battles (void)
{
  g_autoptr(HdState) good = battle (TRUE);
  g_autoptr(HdState) bad = battle (FALSE);
  g_autoptr(HdState) none = bare (NULL);

  for (HdEvaluateDepth depth = HD_EVALUATE_QUICK; depth <= HD_EVALUATE_FULL; depth++)
    {
      assert_worse (bad, good, HD_SIDE_UNION, depth, HD_TERM_BATTLES);
      assert_worse (good, bad, HD_SIDE_CONFEDERATE, depth, HD_TERM_BATTLES);
      g_assert_cmpfloat (term_of (good, HD_SIDE_UNION, depth, HD_TERM_BATTLES), >, 0);
      g_assert_cmpfloat (term_of (bad, HD_SIDE_UNION, depth, HD_TERM_BATTLES), <, 0);
    }
  g_assert_cmpfloat (term_of (none, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_BATTLES), ==, 0);
}

/* 8.0: a box the player enters unopposed is its own at the end of its
 * Combat Segment: a battle won, worth the box, to the player only until
 * then. */
static void
test_unopposed (void)
{
  g_autoptr(HdState) entered = bare (NULL);
  g_autoptr(HdState) home = bare (NULL);
  HdEvaluation e;

  hd_test_put (entered, HD_SIDE_UNION, "Mi", "Nashville", 1, FALSE);
  hd_test_put (home, HD_SIDE_UNION, "Mi", "Chicago", 1, FALSE);
  assert_worse (home, entered, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_BATTLES);
  assert_worse (entered, home, HD_SIDE_CONFEDERATE, HD_EVALUATE_QUICK, HD_TERM_BATTLES);
  g_assert_cmpfloat (term_of (entered, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_BATTLES), ==,
                     hd_evaluate_box_value (entered, box ("Nashville"), HD_SIDE_UNION));
  g_assert_cmpfloat (term_of (home, HD_SIDE_UNION, HD_EVALUATE_QUICK, HD_TERM_BATTLES), ==, 0);
  /* past the Combat Segment it is no longer to come */
  hd_test_end_segments (entered, 2);
  g_assert_cmpint (hd_state_get_segment (entered), ==, HD_SEGMENT_PROMOTION);
  hd_evaluate (entered, HD_SIDE_UNION, NULL, HD_EVALUATE_QUICK, &e);
  g_assert_cmpfloat (e.term[HD_TERM_BATTLES], ==, 0);
  g_assert_cmpint (hd_state_get_controller (entered, box ("Nashville")), ==, HD_SIDE_UNION);
}

/* ------------------------------------------------------------ weights */

static void
test_weights (void)
{
  g_autofree char *text = hd_weights_to_string (hd_weights_default ());
  g_autofree char *again = NULL;
  g_autoptr(GError) error = NULL;
  const char * const bad[] = { "material=x", "wealth=2", "material", "material=", "exposure=1e999",
                               "material=1;" };
  HdWeights w, base;

  /* every term, printed, parses back the same */
  for (guint t = 0; t < HD_N_TERMS; t++)
    {
      g_autofree char *word = g_strdup_printf ("%s=", hd_term_to_string (t));
      g_assert_nonnull (strstr (text, word));
      g_assert_nonnull (hd_term_describe (t));
    }
  g_assert_true (hd_weights_parse (text, NULL, &w, &error));
  g_assert_no_error (error);
  g_assert_true (memcmp (&w, hd_weights_default (), sizeof w) == 0);
  /* some terms: the rest from the base */
  g_assert_true (hd_weights_parse ("material=1  exposure=0.5,room=-2", NULL, &w, &error));
  g_assert_cmpfloat (w.w[HD_TERM_MATERIAL], ==, 1);
  g_assert_cmpfloat (w.w[HD_TERM_EXPOSURE], ==, 0.5);
  g_assert_cmpfloat (w.w[HD_TERM_ROOM], ==, -2);
  g_assert_cmpfloat (w.w[HD_TERM_CITIES], ==, hd_weights_default ()->w[HD_TERM_CITIES]);
  base = w;
  g_assert_true (hd_weights_parse ("cities=7", &base, &w, &error));
  g_assert_cmpfloat (w.w[HD_TERM_CITIES], ==, 7);
  g_assert_cmpfloat (w.w[HD_TERM_MATERIAL], ==, 1);
  again = hd_weights_to_string (&w);
  g_assert_true (hd_weights_parse (again, NULL, &base, &error));
  g_assert_true (memcmp (&w, &base, sizeof w) == 0);
  /* a word not understood: refused, named, nothing changed */
  for (guint k = 0; k < G_N_ELEMENTS (bad); k++)
    {
      g_autofree char *line = g_strdup_printf ("cities=1 %s distance=2", bad[k]);
      HdWeights untouched = w;

      g_assert_false (hd_weights_parse (line, NULL, &untouched, &error));
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, bad[k]));
      g_assert_true (memcmp (&untouched, &w, sizeof w) == 0);
      g_clear_error (&error);
    }
}

/* ------------------------------------------------------------ odds */

/* The cached odds are hd_odds_attacker_wins of the same lines, asked
 * again (from the cache) or not. */
static void
test_odds (void)
{
  g_autoptr(HdState) s = bare (NULL);
  g_autoptr(HdState) lines = NULL;
  g_autoptr(HdState) reach = NULL;
  g_autoptr(HdState) empty = bare (NULL);
  guint fr = box ("Front Royal");
  double exact;

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Front Royal", 2, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Mi", "Front Royal", 1, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Front Royal", 2, TRUE);
  lines = hd_preview_lines (board, HD_SIDE_UNION, "Mi Vi Vi vs Mi Mi entrenched", NULL);
  g_assert_nonnull (lines);
  exact = hd_odds_attacker_wins (lines);
  g_assert_cmpfloat (exact, >, 0);
  g_assert_cmpfloat (exact, <, 1);
  for (guint k = 0; k < 2; k++)
    g_assert_cmpfloat (hd_evaluate_battle_odds (s, fr, HD_SIDE_UNION), ==, exact);
  /* the other way round: the Confederates attack the Union's line */
  g_clear_pointer (&lines, hd_state_free);
  lines = hd_preview_lines (board, HD_SIDE_CONFEDERATE, "Mi Mi vs Mi Vi Vi", NULL);
  g_assert_cmpfloat (hd_evaluate_battle_odds (s, fr, HD_SIDE_CONFEDERATE), ==, hd_odds_attacker_wins (lines));
  /* the reach's odds: attackers of average strength (three of 3) */
  reach = hd_preview_lines (board, HD_SIDE_CONFEDERATE, "Vi Vi Vi vs Mi Vi Vi", NULL);
  g_assert_cmpfloat (hd_evaluate_reach_odds (s, fr, HD_SIDE_UNION, 3, 9), ==, hd_odds_attacker_wins (reach));
  /* nobody to fight, nobody to attack */
  g_assert_cmpfloat (hd_evaluate_battle_odds (empty, fr, HD_SIDE_UNION), ==, 0);
  hd_test_put (empty, HD_SIDE_UNION, "Mi", "Front Royal", 1, FALSE);
  g_assert_cmpfloat (hd_evaluate_battle_odds (empty, fr, HD_SIDE_UNION), ==, 1);
  g_assert_cmpfloat (hd_evaluate_reach_odds (empty, fr, HD_SIDE_UNION, 0, 0), ==, 0);
  g_assert_cmpfloat (hd_evaluate_reach_odds (empty, fr, HD_SIDE_CONFEDERATE, 1, 2), ==, 1);
}

/* Several threads evaluating at once get what one thread gets. */
typedef struct {
  const HdState *state;
  double         expect[2];
  gboolean       same;
} Shared;

static gpointer
evaluate_many (gpointer data)
{
  Shared *sh = data;
  gboolean same = TRUE;

  for (guint r = 0; r < 20; r++)
    {
      g_autoptr(HdState) copy = hd_state_copy (sh->state);
      same &= hd_evaluate (copy, HD_SIDE_UNION, NULL, HD_EVALUATE_FULL, NULL) == sh->expect[0];
      same &= hd_evaluate (copy, HD_SIDE_CONFEDERATE, NULL, HD_EVALUATE_QUICK, NULL) == sh->expect[1];
    }
  return GINT_TO_POINTER (same);
}

static void
test_threads (void)
{
  g_autoptr(HdMap) map = hd_map_new_default (NULL);
  g_autoptr(HdScenario) scenario = hd_scenario_new_builtin (map, "1861-short", NULL);
  g_autoptr(HdState) start = hd_state_new_from_scenario (map, scenario);
  GThread *threads[4];
  Shared sh = { start, { 0, 0 }, TRUE };
  g_autoptr(HdState) single = hd_state_copy (start);

  /* a fresh board: its distances are worked out by whichever thread asks first */
  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    threads[i] = g_thread_new ("evaluate", evaluate_many, &sh);
  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    g_thread_join (threads[i]);
  sh.expect[0] = hd_evaluate (single, HD_SIDE_UNION, NULL, HD_EVALUATE_FULL, NULL);
  sh.expect[1] = hd_evaluate (single, HD_SIDE_CONFEDERATE, NULL, HD_EVALUATE_QUICK, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    threads[i] = g_thread_new ("evaluate", evaluate_many, &sh);
  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    g_assert_true (GPOINTER_TO_INT (g_thread_join (threads[i])));
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();
  g_test_add_func ("/evaluate/capitals", test_capitals);
  g_test_add_func ("/evaluate/capital-stakes", test_capital_stakes);
  g_test_add_func ("/evaluate/capital-battle", test_capital_battle);
  g_test_add_func ("/evaluate/cities", test_cities);
  g_test_add_func ("/evaluate/distance-cities", test_distance_cities);
  g_test_add_func ("/evaluate/repulse-losses", test_repulse_losses);
  g_test_add_func ("/evaluate/war-chance", test_war_chance);
  g_test_add_func ("/evaluate/maximum-short-game", test_maximum_short_game);
  g_test_add_func ("/evaluate/maximum-short-game-line", test_maximum_short_game_line);
  g_test_add_func ("/evaluate/maximum-campaign", test_maximum_campaign);
  g_test_add_func ("/evaluate/won-and-lost", test_won_and_lost);
  g_test_add_func ("/evaluate/material", test_material);
  g_test_add_func ("/evaluate/exposure", test_exposure);
  g_test_add_func ("/evaluate/distance", test_distance);
  g_test_add_func ("/evaluate/battles", test_battles);
  g_test_add_func ("/evaluate/unopposed", test_unopposed);
  g_test_add_func ("/evaluate/weights", test_weights);
  g_test_add_func ("/evaluate/odds", test_odds);
  g_test_add_func ("/evaluate/threads", test_threads);
  status = g_test_run ();
  g_object_unref (board);
  return status;
}
