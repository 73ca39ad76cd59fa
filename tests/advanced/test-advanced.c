/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-advanced.c: the Advanced Game's rules that change the books.
 * Advanced 6.0, the capture of Washington: no win, a die taken off the
 * Union army maximum for good (two on a 1), asked for before anything
 * else; a recapture gives back only Washington's own 1; the army maximum
 * victory of 10.0 then counts the loss; its transcript line and save
 * element.  Advanced 7.0, battles and the Command Table: days of four
 * rounds, each side's battlefield leadership rolled each day (the
 * rulebook's 1862 example replayed: 3, then 4, then 6), at most that many
 * units firing (never more than eight), the strongest by default; odds
 * sampled. */
#include "config.h"

#include <math.h>

#include <string.h>

#include "hd-battle.h"
#include "hd-battle-days.h"
#include "hd-garrison.h"
#include "hd-game.h"
#include "hd-odds.h"
#include "hd-scenario.h"
#include "hd-recruitment.h"
#include "hd-movement.h"
#include "hd-state-private.h"
#include "hd-turn.h"
#include "hd-test-util.h"
#include "hd-border.h"
#include "hd-intervention.h"
#include "hd-leader.h"
#include "hd-guide.h"
#include "hd-options.h"
#include "hd-morale.h"
#include "hd-action-line.h"
#include "hd-transcript.h"
#include "hd-victory.h"
#include "hd-rules.h"

static HdMap *board;

/* The Confederacy marches a veteran from Manassas Junction into an empty
 * Washington and ends its Combat Segment: Washington changes hands (8.0). */
static HdState *
washington_falls (const char *options)
{
  HdState *s = hd_test_bare_state (board, "1861-campaign", options, FALSE, HD_SIDE_CONFEDERATE);

  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Manassas Junction", 1, FALSE);
  hd_test_ok (s, "roll 3 for marches");
  hd_test_ok (s, "march Confederate Vi from Manassas Junction by rail to Washington");
  hd_test_ok (s, "end segment");
  hd_test_ok (s, "end segment");
  return s;
}

/* Without Advanced 6.0, 10.0: taking Washington wins. */
static void
test_basic_game_wins (void)
{
  g_autoptr(HdState) s = washington_falls (NULL);

  g_assert_cmpint (hd_state_get_winner (s), ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpint (hd_state_get_win (s), ==, HD_WIN_WASHINGTON);
  g_assert_false (hd_state_get_washington_roll (s));
}

static void
test_die_taken_off (void)
{
  g_autoptr(HdState) s = NULL;
  g_autoptr(HdState) before = hd_test_bare_state (board, "1861-campaign", "advanced-6.0", FALSE, HD_SIDE_CONFEDERATE);
  guint union_max = hd_state_get_army_maximum (before, HD_SIDE_UNION);

  s = washington_falls ("advanced-6.0");
  /* no win: a die is awaited, before anything else */
  g_assert_cmpint (hd_state_get_winner (s), ==, HD_SIDE_NEUTRAL);
  g_assert_true (hd_state_get_washington_roll (s));
  g_assert_cmpuint (hd_state_get_army_maximum (s, HD_SIDE_UNION), ==, union_max - 1);
  hd_test_no (s, "end segment", "Advanced 6.0");
  hd_test_no (s, "roll 3 for promotion", "Advanced 6.0");
  hd_test_no (s, "roll 7 for Washington", "Advanced 6.0");
  /* a correction is still allowed: the table comes first */
  hd_test_ok (s, "control Confederate Paducah with marker");
  hd_test_ok (s, "roll 4 for Washington");
  g_assert_false (hd_state_get_washington_roll (s));
  g_assert_cmpuint (hd_state_get_union_max_loss (s), ==, 4);
  g_assert_cmpuint (hd_state_get_army_maximum (s, HD_SIDE_UNION), ==, union_max - 1 - 4);
  /* one die per fall */
  hd_test_no (s, "roll 4 for Washington", "Advanced 6.0");
  hd_test_ok (s, "end segment");
}

/* "if a 1 is rolled, subtract two" */
static void
test_one_takes_two (void)
{
  g_autoptr(HdState) s = washington_falls ("advanced-6.0");

  hd_test_ok (s, "roll 1 for Washington");
  g_assert_cmpuint (hd_state_get_union_max_loss (s), ==, 2);
}

/* "If the Union recaptures Washington, add only its recruiting value
 * (one) to the army maximum." */
static void
test_recapture (void)
{
  g_autoptr(HdState) s = washington_falls ("advanced-6.0");
  guint after_fall;

  hd_test_ok (s, "roll 2 for Washington");
  after_fall = hd_state_get_army_maximum (s, HD_SIDE_UNION);
  /* on to the Union's Movement Segment; the defender gone (a correction),
   * a Union militia marches back in and holds it after its combat */
  hd_test_ok (s, "end segment");
  hd_test_ok (s, "end segment");
  hd_test_ok (s, "remove Confederate Vi from Washington");
  hd_test_put (s, HD_SIDE_UNION, "Mi", "Baltimore", 1, FALSE);
  hd_test_ok (s, "roll 3 for marches");
  hd_test_ok (s, "march Union Mi from Baltimore by rail to Washington");
  hd_test_ok (s, "end segment");
  hd_test_ok (s, "end segment");
  g_assert_cmpint (hd_state_get_controller (s, hd_test_box (board, "Washington")), ==, HD_SIDE_UNION);
  g_assert_cmpuint (hd_state_get_army_maximum (s, HD_SIDE_UNION), ==, after_fall + 1);
  g_assert_cmpuint (hd_state_get_union_max_loss (s), ==, 2);
  g_assert_false (hd_state_get_washington_roll (s));
}

/* The loss counts for 10.0's army maximum victory: 34 - 1 - 6 = 27 is
 * less than the Confederacy's 29. */
static void
test_loss_can_lose_the_war (void)
{
  g_autoptr(HdState) s = washington_falls ("advanced-6.0");
  g_autofree char *needs = NULL;

  needs = hd_victory_describe_needs (s, HD_SIDE_CONFEDERATE);
  g_assert_nonnull (strstr (needs, "Advanced 6.0"));
  hd_test_ok (s, "roll 6 for Washington");
  g_assert_cmpint (hd_state_get_winner (s), ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpint (hd_state_get_win (s), ==, HD_WIN_ARMY_MAXIMUM);
}

/* The transcript line and the save element, and the log replayed. */
static void
test_transcript_and_save (void)
{
  static const char *text =
    "scenario 1861-campaign\n"
    "option advanced-6.0\n"
    "end segment\nend segment\nend segment\nend segment\nend segment\nend segment\nend segment\nend segment\n"
    "end segment\nend segment\nend segment\nend segment\n"
    "add Confederate Vi in Manassas Junction\n"
    "remove Union Mi from Washington\n"
    "remove Union Mi from Washington\n"
    "roll 3 for marches\n"
    "march Confederate Vi from Manassas Junction by rail to Washington\n"
    "end segment\nend segment\n"
    "roll 2 for Washington\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = hd_transcript_read (board, text, -1, "test", NULL, NULL, &error);
  g_autoptr(HdGame) again = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *written = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (hd_state_get_union_max_loss (hd_game_get_state (game)), ==, 2);
  written = hd_transcript_write (game);
  g_assert_nonnull (strstr (written, "roll 2 for Washington"));
  bytes = hd_log_to_bytes (HD_LOG (game));
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), "roll-washington"));
  again = hd_game_new_from_bytes (board, bytes, "test", &error);
  g_assert_no_error (error);
  g_assert_true (hd_state_equal (hd_game_get_state (game), hd_game_get_state (again)));
}

/* ------------------------------------------------------------ Advanced 7.0 */

/* @n veterans a side: the Union's march from Harper's Ferry into the
 * Confederates' Front Royal, and the battle chosen. */
static HdState *
battle_by_days (const char *scenario, guint n_union, guint n_confederate)
{
  return hd_test_front_royal_battle (board, scenario, "advanced-7.0", n_union, n_confederate, "Vi", FALSE);
}

/* The firing side's default shots, every die a miss. */
static void
fire_misses (HdState *s)
{
  HdAction a = { .type = HD_ACTION_FIRE };
  g_autoptr(GError) error = NULL;

  a.n_shots = hd_battle_default_targets (s, a.shots);
  for (guint k = 0; k < a.n_shots; k++)
    a.shots[k].die = 6;
  if (!hd_action_apply (&a, s, &error))
    g_error ("fire: %s", error->message);
}

static void
fire_day (HdState *s)
{
  for (guint i = 0; i < 2 * HD_BATTLE_ROUNDS_A_DAY; i++)
    fire_misses (s);
}

/* "In a battle fought in 1862, the Union player rolls a 4 for a
 * battlefield leadership value of 3 ... If he rolled a 1 this time, he
 * would have a battlefield leadership value of 4 ... If the Union player
 * rolls a 5, his battlefield leadership value would be 6." */
static void
test_leadership_example (void)
{
  g_autoptr(HdState) s = battle_by_days ("1862", 7, 7);
  HdAction five = { .type = HD_ACTION_FIRE };

  g_assert_cmpuint (hd_battle_get_day (s), ==, 1);
  /* the day begins with both sides' leadership */
  g_assert_true (hd_battle_needs_leadership (s, HD_SIDE_UNION));
  five.n_shots = hd_battle_default_targets (s, five.shots);
  for (guint k = 0; k < five.n_shots; k++)
    five.shots[k].die = 6;
  g_assert_false (hd_action_check (s, &five, NULL));
  hd_test_ok (s, "roll 4 for Union leadership");
  hd_test_no (s, "roll 4 for Union leadership", "Advanced 7.0");
  g_assert_cmpuint (hd_battle_get_leadership (s, HD_SIDE_UNION), ==, 3);
  hd_test_ok (s, "roll 3 for Confederate leadership");
  g_assert_cmpuint (hd_battle_get_leadership (s, HD_SIDE_CONFEDERATE), ==, 4);
  /* the defender fires with its four strongest, not seven */
  g_assert_cmpuint (hd_battle_default_targets (s, five.shots), ==, 4);
  fire_misses (s);
  /* the Union, three */
  g_assert_cmpuint (hd_battle_default_targets (s, five.shots), ==, 3);
  five.n_shots = 4;
  five.shots[3] = five.shots[0];
  five.shots[3].shooter = hd_test_unit_id (s, HD_SIDE_UNION, "Vi", "Front Royal", 6);
  for (guint k = 0; k < five.n_shots; k++)
    five.shots[k].die = 6;
  {
    g_autoptr(GError) error = NULL;
    g_assert_false (hd_action_check (s, &five, &error));
    g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Advanced 7.0");
    /* the number worded through "Advanced %s", as translators see it */
    g_assert_true (g_str_has_prefix (error->message, "Advanced 7.0: "));
  }
  /* the players choose which units fire: three others are as good */
  five.n_shots = 3;
  for (guint k = 0; k < 3; k++)
    five.shots[k].shooter = hd_test_unit_id (s, HD_SIDE_UNION, "Vi", "Front Royal", 6 - k);
  g_assert_true (hd_action_check (s, &five, NULL));
  fire_misses (s);
  for (guint i = 0; i < 3; i++)
    {
      fire_misses (s);
      fire_misses (s);
    }
  /* day 2: 1 gives 2, plus half of 3 rounded up */
  g_assert_cmpuint (hd_battle_get_day (s), ==, 2);
  g_assert_cmpuint (hd_battle_get_round_of_day (s), ==, 1);
  g_assert_true (hd_battle_needs_leadership (s, HD_SIDE_UNION));
  hd_test_ok (s, "roll 1 for Union leadership");
  g_assert_cmpuint (hd_battle_get_leadership (s, HD_SIDE_UNION), ==, 4);
  hd_test_ok (s, "roll 2 for Confederate leadership");
  fire_day (s);
  /* day 3: 5 gives 4, plus half of 4 */
  g_assert_cmpuint (hd_battle_get_day (s), ==, 3);
  hd_test_ok (s, "roll 5 for Union leadership");
  g_assert_cmpuint (hd_battle_get_leadership (s, HD_SIDE_UNION), ==, 6);
}

/* "only a maximum of eight units per side may ever attack in a given
 * battle round": 1863's Confederate 6, then 6 plus 3 is 9, capped at 8. */
static void
test_eight_at_most (void)
{
  g_autoptr(HdState) s = battle_by_days ("1863", 10, 10);
  HdShot shots[HD_MAX_SHOTS];

  hd_test_ok (s, "roll 6 for Union leadership");
  hd_test_ok (s, "roll 6 for Confederate leadership");
  g_assert_cmpuint (hd_battle_get_leadership (s, HD_SIDE_CONFEDERATE), ==, 6);
  fire_day (s);
  hd_test_ok (s, "roll 6 for Union leadership");
  hd_test_ok (s, "roll 6 for Confederate leadership");
  g_assert_cmpuint (hd_battle_get_leadership (s, HD_SIDE_CONFEDERATE), ==, 9);
  g_assert_cmpuint (hd_battle_get_firing_limit (s, HD_SIDE_CONFEDERATE), ==, 8);
  g_assert_cmpuint (hd_battle_default_targets (s, shots), ==, 8);
}

/* Without the rule every unit fires and no leadership is rolled. */
static void
test_without_days (void)
{
  g_autoptr(HdState) s = hd_test_front_royal_battle (board, "1862", NULL, 7, 7, "Vi", FALSE);
  HdShot shots[HD_MAX_SHOTS];

  g_assert_false (hd_battle_needs_leadership (s, HD_SIDE_UNION));
  hd_test_no (s, "roll 4 for Union leadership", "Advanced 7.0");
  g_assert_cmpuint (hd_battle_default_targets (s, shots), ==, 7);
  g_assert_cmpfloat (hd_odds_attacker_wins (s), >=, 0);
}

/* The odds follow the rule: sampled, within 0.5 points at 95 % with
 * 40,000 battles, and lower for a side that may fire with fewer units. */
static void
test_odds_sampled (void)
{
  g_autoptr(HdState) s = battle_by_days ("1862", 7, 7);
  double p;

  g_assert_cmpfloat (hd_odds_attacker_wins (s), <, 0);
  p = hd_odds_monte_carlo (s, 40000, 7);
  g_assert_cmpfloat (p, >, 0);
  g_assert_cmpfloat (p, <, 1);
  /* the Union's known day-1 leadership of 2 (a 1 in 1862) against the
   * Confederacy's 5 (a 6) is worse than the other way round */
  {
    g_autoptr(HdState) weak = hd_state_copy (s);
    g_autoptr(HdState) strong = hd_state_copy (s);
    hd_test_ok (weak, "roll 1 for Union leadership");
    hd_test_ok (weak, "roll 6 for Confederate leadership");
    hd_test_ok (strong, "roll 6 for Union leadership");
    hd_test_ok (strong, "roll 1 for Confederate leadership");
    g_assert_cmpfloat (hd_odds_monte_carlo (weak, 40000, 7), <, hd_odds_monte_carlo (strong, 40000, 7));
  }
}

/* A sampled battle starting on day 2, before the day's leadership is
 * rolled, adds half of day 1's (Advanced 7.0: "This value is added to
 * one-half (rounded up) of the previous day's battlefield leadership
 * value"), as hd_battle_days_leadership_roll does: the same lines after a day
 * of misses do better for the Union after a strong first day than after
 * a weak one.  (The sampler once rolled day 2 as if no day had gone
 * before: the two figures were the same.) */
static void
test_odds_sampled_next_day (void)
{
  g_autoptr(HdState) s = battle_by_days ("1862", 7, 7);
  g_autoptr(HdState) weak = hd_state_copy (s);
  g_autoptr(HdState) strong = hd_state_copy (s);
  double p_weak, p_strong, sigma = sqrt (2 * 0.25 / 40000);

  hd_test_ok (weak, "roll 1 for Union leadership");
  hd_test_ok (strong, "roll 6 for Union leadership");
  hd_test_ok (weak, "roll 6 for Confederate leadership");
  hd_test_ok (strong, "roll 6 for Confederate leadership");
  fire_day (weak);
  fire_day (strong);
  g_assert_cmpuint (hd_battle_get_day (weak), ==, 2);
  g_assert_true (hd_battle_needs_leadership (strong, HD_SIDE_UNION));
  g_assert_cmpuint (hd_battle_days_leadership_for_die (strong, HD_SIDE_UNION, 1), >,
                    hd_battle_days_leadership_for_die (weak, HD_SIDE_UNION, 1));
  p_weak = hd_odds_monte_carlo (weak, 40000, 7);
  p_strong = hd_odds_monte_carlo (strong, 40000, 7);
  g_test_message ("day 2 after a weak day 1: %.4f, after a strong one: %.4f", p_weak, p_strong);
  g_assert_cmpfloat (p_strong - p_weak, >, 4 * sigma);
}

/* ------------------------------------------------------------ Advanced 5.0 */

/* The Union, with a 6, lands two veterans from Washington at Charleston
 * (a Confederate port with a red shield of 2), the port empty or not. */
static HdState *
invade_charleston (const char *options, guint defenders)
{
  HdState *s = hd_test_bare_state (board, "1862", options, FALSE, HD_SIDE_UNION);

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Washington", 2, FALSE);
  if (defenders > 0)
    hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Charleston", defenders, FALSE);
  hd_test_ok (s, "roll 6 for marches");
  hd_test_ok (s, "invade Union Vi from Washington to Charleston");
  hd_test_ok (s, "invade Union Vi from Washington to Charleston");
  hd_test_ok (s, "end segment");
  return s;
}

/* "Any Union pieces attempting a naval invasion must first destroy this
 * defensive garrison ... The garrison, just as if it were a piece, must be
 * hit twice ... The Union player receives no promotion for defeating
 * coastal defensive garrisons only": to the end. */
static void
test_garrison_to_the_end (void)
{
  g_autoptr(HdState) s = invade_charleston ("advanced-5.0", 0);
  guint charleston = hd_test_box (board, "Charleston");
  guint v1 = hd_test_unit_id (s, HD_SIDE_UNION, "Vi", "Charleston", 0);
  guint v2 = hd_test_unit_id (s, HD_SIDE_UNION, "Vi", "Charleston", 1);
  g_autofree char *garrison_fires = g_strdup_printf ("fire garrison at #%u rolls 4", v1);
  g_autofree char *union_fires = g_strdup_printf ("fire #%u at garrison rolls 2, #%u at garrison rolls 1", v1, v2);
  g_autoptr(GArray) battles = hd_battle_get_all (s);
  HdShotNeed need;

  /* an empty port, but a battle */
  g_assert_true (hd_test_contains (battles, charleston));
  hd_test_ok (s, "battle at Charleston");
  g_assert_true (hd_battle_garrison_fights (s));
  /* the garrison fires first, with the city's 2, +1 at invaders (5.34) */
  g_assert_true (hd_battle_shot_need (s, HD_GARRISON_ID, v1, &need));
  g_assert_cmpint (need.value, ==, 3);
  g_assert_true (need.river);
  /* it may not withdraw, nor anything but fire at the invaders */
  hd_test_no (s, "withdraw to Florence", "Advanced 5.0");
  hd_test_ok (s, garrison_fires);
  /* the veterans need 2 or less at it: always entrenched */
  g_assert_true (hd_battle_shot_need (s, v1, HD_GARRISON_ID, &need));
  g_assert_cmpint (need.value, ==, 2);
  g_assert_true (need.entrenched);
  hd_test_ok (s, union_fires);
  /* two hits: destroyed, the Union wins, and earns no promotion */
  g_assert_false (hd_battle_in_progress (s));
  g_assert_cmpuint (hd_battle_get_garrison (s, charleston), ==, 0);
  {
    g_autofree char *promote = g_strdup_printf ("promote #%u", v1);
    HdAction a;
    g_autoptr(GError) error = NULL;

    /* "The Union player receives no promotion for defeating coastal
     * defensive garrisons only" (Advanced 5.0), not 6.0's "no battle" */
    hd_test_no (s, promote, "Advanced 5.0");
    g_assert_true (hd_action_line_parse (board, promote, &a));
    g_assert_false (hd_action_check (s, &a, &error));
    g_assert_nonnull (strstr (error->message, "garrison"));
  }
  hd_test_ok (s, "end segment");
  g_assert_cmpint (hd_state_get_controller (s, charleston), ==, HD_SIDE_UNION);
}

/* How a garrison stands, as the box popover shows it: only a port that
 * is a Confederate recruitment city has one, under Advanced 5.0 only,
 * none while the city is not Confederate; whole, hit once, destroyed. */
static void
test_garrison_standing (void)
{
  guint charleston = hd_test_box (board, "Charleston");
  guint washington = hd_test_box (board, "Washington");
  guint v1, v2;

  {
    g_autoptr(HdState) plain = hd_test_bare_state (board, "1862", NULL, FALSE, HD_SIDE_UNION);
    g_assert_cmpint (hd_garrison_get_standing (plain, charleston), ==, HD_GARRISON_NONE);
  }
  {
    g_autoptr(HdState) s = invade_charleston ("advanced-5.0", 0);
    g_autofree char *garrison_misses = NULL;
    g_autofree char *hit_once = NULL;
    g_autofree char *hit_again = NULL;

    g_assert_cmpint (hd_garrison_get_standing (s, washington), ==, HD_GARRISON_NONE);
    g_assert_cmpint (hd_garrison_get_standing (s, charleston), ==, HD_GARRISON_WHOLE);
    v1 = hd_test_unit_id (s, HD_SIDE_UNION, "Vi", "Charleston", 0);
    v2 = hd_test_unit_id (s, HD_SIDE_UNION, "Vi", "Charleston", 1);
    garrison_misses = g_strdup_printf ("fire garrison at #%u rolls 6", v1);
    hit_once = g_strdup_printf ("fire #%u at garrison rolls 1, #%u at garrison rolls 6", v1, v2);
    hit_again = g_strdup_printf ("fire #%u at garrison rolls 1, #%u at garrison rolls 6", v1, v2);
    hd_test_ok (s, "battle at Charleston");
    hd_test_ok (s, garrison_misses);
    hd_test_ok (s, hit_once);
    g_assert_cmpint (hd_garrison_get_standing (s, charleston), ==, HD_GARRISON_HIT);
    hd_test_ok (s, garrison_misses);
    hd_test_ok (s, hit_again);
    g_assert_false (hd_battle_in_progress (s));
    g_assert_cmpint (hd_garrison_get_standing (s, charleston), ==, HD_GARRISON_DESTROYED);
    hd_test_ok (s, "end segment");
    /* the Union holds Charleston now: no garrison while it is so */
    g_assert_cmpint (hd_garrison_get_standing (s, charleston), ==, HD_GARRISON_NOT_HELD);
  }
}

/* A correction elsewhere during a battle against a garrison alone does
 * not end it: the garrison fights "just as if it were a piece" (Advanced
 * 5.0), so the Confederate side is not gone; a correction that takes the
 * invaders off does. */
static void
test_garrison_battle_survives_edit (void)
{
  g_autoptr(HdState) s = invade_charleston ("advanced-5.0", 0);

  hd_test_ok (s, "battle at Charleston");
  g_assert_true (hd_battle_garrison_fights (s));
  hd_test_ok (s, "add Union Mi in Washington");
  g_assert_true (hd_battle_in_progress (s));
  g_assert_true (hd_battle_garrison_fights (s));
  hd_test_ok (s, "remove Union Vi from Charleston");
  g_assert_true (hd_battle_in_progress (s));
  hd_test_ok (s, "remove Union Vi from Charleston");
  g_assert_false (hd_battle_in_progress (s));
}

/* Every port two veterans in Washington may invade (or sail to) with a
 * 6, as the engine's destinations: each costs a march a unit (4.6, 4.7)
 * and is a battle exactly when the move made there is one, Charleston's
 * garrison (Advanced 5.0) meeting the invasion with no unit there. */
static void
check_sea_moves (const char *options, gboolean invasion, gboolean charleston_battle)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1862", options, FALSE, HD_SIDE_UNION);
  guint charleston = hd_test_box (board, "Charleston"), units[2];
  g_autoptr(GArray) dests = NULL;
  gboolean seen = FALSE;

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Washington", 2, FALSE);
  hd_test_ok (s, "roll 6 for marches");
  for (guint k = 0; k < 2; k++)
    units[k] = (guint) hd_state_find_unit_by_id (s, hd_test_unit_id (s, HD_SIDE_UNION, "Vi", "Washington", k));
  dests = hd_movement_sea_moves (s, units, 2, invasion);
  g_assert_cmpuint (dests->len, >, 0);
  for (guint i = 0; i < dests->len; i++)
    {
      const HdDestination *d = &g_array_index (dests, HdDestination, i);
      g_autoptr(HdState) after = hd_state_copy (s);
      HdAction sail = { .type = HD_ACTION_SEA_MOVE, .box = hd_test_box (board, "Washington"), .to = d->to,
                        .side = HD_SIDE_UNION, .kind = HD_KIND_VI, .flag = invasion };

      g_assert_cmpuint (d->marches, ==, 2);
      g_assert_false (d->jump);
      for (guint k = 0; k < 2; k++)
        g_assert_true (hd_action_apply (&sail, after, NULL));
      g_assert_cmpint (d->battle, ==, hd_battle_box_has_battle (after, d->to));
      g_assert_true (!d->garrison || d->battle);
      if (d->to == charleston)
        {
          seen = TRUE;
          g_assert_cmpint (d->battle, ==, charleston_battle);
          g_assert_cmpint (d->garrison, ==, charleston_battle);
        }
    }
  g_assert_true (seen == invasion);
}

static void
test_garrison_destination (void)
{
  check_sea_moves ("advanced-5.0", TRUE, TRUE);
  check_sea_moves (NULL, TRUE, FALSE);      /* no garrison without the rule */
  check_sea_moves ("advanced-5.0", FALSE, FALSE);   /* sailing home: no invasion */
}

/* The other half of a sea destination's battle: enemy units in a port
 * with no coastal garrison (not a Confederate recruitment city, so its
 * garrison is none from the start, which the garrison's half relies
 * on).  The invasion there is a battle, not a garrison's; a sea move
 * never goes there (4.6). */
static void
test_sea_destination_enemy_units (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1862", "advanced-5.0", FALSE, HD_SIDE_UNION);
  g_autoptr(GArray) dests = NULL;
  g_autoptr(GArray) sails = NULL;
  guint units[2], port = G_MAXUINT;
  gboolean seen = FALSE;

  for (guint b = 0; b < hd_map_get_n_boxes (board); b++)
    if (!hd_map_get_box (board, b)->port || hd_map_get_box (board, b)->recruit_confederate == 0)
      g_assert_cmpuint (hd_battle_get_garrison (s, b), ==, 0);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Washington", 2, FALSE);
  hd_test_ok (s, "roll 6 for marches");
  for (guint k = 0; k < 2; k++)
    units[k] = (guint) hd_state_find_unit_by_id (s, hd_test_unit_id (s, HD_SIDE_UNION, "Vi", "Washington", k));
  dests = hd_movement_sea_moves (s, units, 2, TRUE);
  for (guint i = 0; i < dests->len && port == G_MAXUINT; i++)
    if (hd_map_get_box (board, g_array_index (dests, HdDestination, i).to)->recruit_confederate == 0)
      {
        port = g_array_index (dests, HdDestination, i).to;
        g_assert_false (g_array_index (dests, HdDestination, i).battle);   /* empty: no battle yet */
      }
  g_assert_cmpuint (port, !=, G_MAXUINT);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", hd_map_get_box (board, port)->name, 1, FALSE);
  g_clear_pointer (&dests, g_array_unref);
  dests = hd_movement_sea_moves (s, units, 2, TRUE);
  for (guint i = 0; i < dests->len; i++)
    {
      const HdDestination *d = &g_array_index (dests, HdDestination, i);
      g_autoptr(HdState) after = hd_state_copy (s);
      HdAction invade = { .type = HD_ACTION_SEA_MOVE, .box = hd_test_box (board, "Washington"), .to = d->to,
                          .side = HD_SIDE_UNION, .kind = HD_KIND_VI, .flag = TRUE };

      for (guint k = 0; k < 2; k++)
        g_assert_true (hd_action_apply (&invade, after, NULL));
      g_assert_cmpint (d->battle, ==, hd_battle_box_has_battle (after, d->to));
      if (d->to != port)
        continue;
      seen = TRUE;
      g_assert_true (d->battle);      /* the enemy units' battle */
      g_assert_false (d->garrison);   /* no garrison there */
    }
  g_assert_true (seen);
  /* sailing (not invading) goes only where no enemy is */
  sails = hd_movement_sea_moves (s, units, 2, FALSE);
  for (guint i = 0; i < sails->len; i++)
    {
      g_assert_cmpuint (g_array_index (sails, HdDestination, i).to, !=, port);
      g_assert_false (g_array_index (sails, HdDestination, i).battle);
    }
}

/* With Confederate units in the port the garrison fights beside them; if
 * they retreat, it fights on alone ("may never move or retreat"). */
static void
test_garrison_beside_units (void)
{
  g_autoptr(HdState) s = invade_charleston ("advanced-5.0", 1);
  g_autoptr(GArray) defenders = NULL;
  HdShot shots[HD_MAX_SHOTS];

  hd_test_ok (s, "battle at Charleston");
  defenders = hd_battle_get_units (s, HD_SIDE_CONFEDERATE);
  g_assert_cmpuint (defenders->len, ==, 2);
  g_assert_true (hd_test_contains (defenders, HD_GARRISON_ID));
  /* the defence's default fire includes the garrison */
  g_assert_cmpuint (hd_battle_default_targets (s, shots), ==, 2);
  fire_misses (s);
  fire_misses (s);
  /* round 2: the militia retreats to Florence; the garrison stays */
  hd_test_ok (s, "retreat to Florence");
  g_assert_true (hd_battle_in_progress (s));
  g_assert_true (hd_battle_garrison_fights (s));
  g_assert_cmpuint (hd_state_count_units_at (s, hd_test_box (board, "Charleston"), HD_SIDE_CONFEDERATE), ==, 0);
  /* the Union fires next, at the garrison alone */
  g_assert_cmpint (hd_battle_get_firing_side (s), ==, HD_SIDE_UNION);
  /* and destroys it: the battle also fought Confederate units, so the
   * win earns a promotion (Advanced 5.0 "but does if the battle also
   * involves fighting regular Confederate troops") */
  {
    guint v1 = hd_test_unit_id (s, HD_SIDE_UNION, "Vi", "Charleston", 0);
    guint v2 = hd_test_unit_id (s, HD_SIDE_UNION, "Vi", "Charleston", 1);
    g_autofree char *union_fires = g_strdup_printf ("fire #%u at garrison rolls 1, #%u at garrison rolls 1", v1, v2);
    g_autofree char *promote = g_strdup_printf ("promote #%u", v1);

    hd_test_ok (s, union_fires);
    g_assert_false (hd_battle_in_progress (s));
    hd_test_ok (s, promote);
  }
}

/* Against the garrison only by naval invasion: without the rule, or by
 * land, an empty port is simply taken. */
static void
test_garrison_only_against_invasions (void)
{
  g_autoptr(HdState) basic = invade_charleston (NULL, 0);
  g_autoptr(GArray) none = hd_battle_get_all (basic);
  g_autoptr(HdState) land = hd_test_bare_state (board, "1862", "advanced-5.0", FALSE, HD_SIDE_UNION);
  g_autoptr(GArray) no_battle = NULL;

  g_assert_cmpuint (none->len, ==, 0);
  hd_test_put (land, HD_SIDE_UNION, "Vi", "Florence", 1, FALSE);
  hd_test_ok (land, "roll 3 for marches");
  hd_test_ok (land, "march Union Vi from Florence by rail to Charleston");
  no_battle = hd_battle_get_all (land);
  g_assert_false (hd_test_contains (no_battle, hd_test_box (board, "Charleston")));
}

/* A garrison destroyed is raised again at the start of the first
 * Confederate Player Turn with its city Confederate (our choice, written
 * in docs/rules-decisions.md); one hit once is whole after the Combat
 * Segment; the transcript and the save name it "garrison". */
static void
test_garrison_returns (void)
{
  g_autoptr(HdState) s = invade_charleston ("advanced-5.0", 0);
  guint charleston = hd_test_box (board, "Charleston");
  guint v1 = hd_test_unit_id (s, HD_SIDE_UNION, "Vi", "Charleston", 0);
  guint v2 = hd_test_unit_id (s, HD_SIDE_UNION, "Vi", "Charleston", 1);
  g_autofree char *hit_once = g_strdup_printf ("fire #%u at garrison rolls 1, #%u at garrison rolls 6", v1, v2);

  hd_test_ok (s, "battle at Charleston");
  {
    g_autofree char *misses = g_strdup_printf ("fire garrison at #%u rolls 6", v1);
    hd_test_ok (s, misses);
  }
  hd_test_ok (s, hit_once);
  g_assert_cmpuint (hd_battle_get_garrison (s, charleston), ==, 1);
  /* the invaders leave (a correction), the Combat Segment ends */
  hd_test_ok (s, "remove Union Vi from Charleston");
  hd_test_ok (s, "remove Union Vi from Charleston");
  hd_test_ok (s, "end segment");
  g_assert_cmpuint (hd_battle_get_garrison (s, charleston), ==, 2);
  /* destroyed, with the city still Confederate: back at its next turn */
  s->garrison[charleston] = 0;
  hd_test_end_segments (s, 2);
  g_assert_cmpint (hd_state_get_player (s), ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpuint (hd_battle_get_garrison (s, charleston), ==, 2);
}

static void
test_garrison_transcript (void)
{
  HdAction a;
  g_autofree char *line = NULL;

  g_assert_true (hd_action_line_parse (board, "fire garrison at #12 rolls 3, #12 at garrison rolls 2", &a));
  g_assert_cmpuint (a.shots[0].shooter, ==, HD_GARRISON_ID);
  g_assert_cmpuint (a.shots[1].target, ==, HD_GARRISON_ID);
  line = hd_action_line_write (&a, board);
  g_assert_cmpstr (line, ==, "fire garrison at #12 rolls 3, #12 at garrison rolls 2");
}

/* ------------------------------------------------------------ Advanced 4.0 */

/* With Advanced 8.2, the leaders due placed in @box before anything else
 * (nothing is owed without it). */
static void
place_leaders_due (HdState *s, const char *box)
{
  while (hd_action_get_awaited (s).kind == HD_AWAITED_LEADER)
    {
      HdAction place = { .type = HD_ACTION_PLACE_LEADER, .leader = hd_action_get_awaited (s).which,
                         .box = hd_test_box (board, box) };
      g_assert_true (hd_action_apply (&place, s, NULL));
    }
}

/* The Union takes empty Wilmington by naval invasion; on the Confederate
 * turn a militia marches in from Goldsboro, and the Combat Segment
 * begins: a battle owed, unless contained (@options: the game's). */
static HdState *
wilmington_invaded_with (const char *options)
{
  HdState *s = hd_test_bare_state (board, "1862", options, FALSE, HD_SIDE_UNION);

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Washington", 2, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Goldsboro", 2, FALSE);
  place_leaders_due (s, "Washington");
  hd_test_ok (s, "roll 6 for marches");
  hd_test_ok (s, "invade Union Vi from Washington to Wilmington");
  hd_test_ok (s, "invade Union Vi from Washington to Wilmington");
  hd_test_end_segments (s, 4);
  g_assert_cmpint (hd_state_get_controller (s, hd_test_box (board, "Wilmington")), ==, HD_SIDE_UNION);
  place_leaders_due (s, "Goldsboro");
  hd_test_ok (s, "roll 3 for marches");
  hd_test_ok (s, "march Confederate Mi from Goldsboro by rail to Wilmington");
  hd_test_ok (s, "march Confederate Mi from Goldsboro by rail to Wilmington");
  hd_test_ok (s, "end segment");
  return s;
}

static HdState *
wilmington_invaded (void)
{
  return wilmington_invaded_with ("advanced-4.0");
}

/* "Confederate pieces may move into any port box which was captured by
 * the Union in a naval invasion ... and, instead of fighting a battle, may
 * be designated as containing the enemy." */
static void
test_containment (void)
{
  g_autoptr(HdState) s = wilmington_invaded ();
  guint wilmington = hd_test_box (board, "Wilmington");
  g_autoptr(GArray) owed = NULL;
  g_autoptr(GArray) after = NULL;

  owed = hd_battle_get_all (s);
  g_assert_true (hd_test_contains (owed, wilmington));
  /* not a port taken by invasion */
  hd_test_no (s, "contain at Richmond", "Advanced 4.0");
  hd_test_ok (s, "contain at Wilmington");
  g_assert_true (hd_state_is_contained (s, wilmington));
  hd_test_no (s, "contain at Wilmington", "Advanced 4.0");
  after = hd_battle_get_all (s);
  g_assert_false (hd_test_contains (after, wilmington));
  /* no battle owed: the Combat Segment may end, both sides staying */
  hd_test_ok (s, "end segment");
  g_assert_cmpuint (hd_state_count_units_at (s, wilmington, HD_SIDE_UNION), ==, 2);
  g_assert_cmpuint (hd_state_count_units_at (s, wilmington, HD_SIDE_CONFEDERATE), ==, 2);
  g_assert_true (hd_state_is_contained (s, wilmington));
}

/* "Before Union pieces may move out of a port where they are being
 * contained, they must fight and defeat the Confederate containing
 * garrison ... at the beginning of the movement segment, and consumes a
 * march. If the Union wins the battle, Union pieces in the port are free
 * to move"; the containing Confederates may entrench there; an attacker
 * in such a box fights without its entrenchment. */
static void
test_breakout (void)
{
  g_autoptr(HdState) s = wilmington_invaded ();
  guint wilmington = hd_test_box (board, "Wilmington");
  guint v1, v2, m1, m2;
  g_autofree char *round1 = NULL;
  g_autofree char *union1 = NULL;
  g_autofree char *round2 = NULL;
  g_autofree char *union2 = NULL;

  hd_test_ok (s, "contain at Wilmington");
  hd_test_end_segments (s, 3);
  /* the Union's turn: its contained units may not leave */
  g_assert_cmpint (hd_state_get_segment (s), ==, HD_SEGMENT_MOVEMENT);
  g_assert_cmpint (hd_state_get_player (s), ==, HD_SIDE_UNION);
  hd_test_no (s, "break out at Wilmington", "4.0");   /* the march die first */
  hd_test_ok (s, "roll 2 for marches");
  hd_test_no (s, "march Union Vi from Wilmington by rail to Goldsboro", "Advanced 4.0");
  hd_test_ok (s, "break out at Wilmington");
  g_assert_true (hd_battle_in_progress (s));
  g_assert_cmpint (hd_state_get_segment (s), ==, HD_SEGMENT_MOVEMENT);
  g_assert_cmpuint (hd_state_get_marches_left (s), ==, 1);
  v1 = hd_test_unit_id (s, HD_SIDE_UNION, "Vi", "Wilmington", 0);
  v2 = hd_test_unit_id (s, HD_SIDE_UNION, "Vi", "Wilmington", 1);
  m1 = hd_test_unit_id (s, HD_SIDE_CONFEDERATE, "Mi", "Wilmington", 0);
  m2 = hd_test_unit_id (s, HD_SIDE_CONFEDERATE, "Mi", "Wilmington", 1);
  round1 = g_strdup_printf ("fire #%u at #%u rolls 6, #%u at #%u rolls 6", m1, v1, m2, v2);
  union1 = g_strdup_printf ("fire #%u at #%u rolls 1, #%u at #%u rolls 1", v1, m1, v2, m2);
  round2 = g_strdup_printf ("fire #%u at #%u rolls 6, #%u at #%u rolls 6", m1, v1, m2, v2);
  union2 = g_strdup_printf ("fire #%u at #%u rolls 1, #%u at #%u rolls 1", v1, m1, v2, m2);
  hd_test_ok (s, round1);
  hd_test_ok (s, union1);
  hd_test_ok (s, round2);
  hd_test_ok (s, union2);
  /* won: free to move, one of their two marches spent */
  g_assert_false (hd_battle_in_progress (s));
  g_assert_false (hd_state_is_contained (s, wilmington));
  hd_test_ok (s, "march Union Vi from Wilmington by rail to Goldsboro");
  g_assert_cmpuint (hd_test_unit (s, v1)->move.marches, ==, 2);
}

/* Wilmington invaded and contained (wilmington_invaded_with @options),
 * and, when @fort_monroe, Fort Monroe's Union veteran contained by a
 * Confederate militia too; on to the Union Movement Segment, a Union
 * veteran in Washington and the leaders due placed there (Advanced 8.2),
 * the march die rolled: three marches. */
static HdState *
contained_union_turn (const char *options, gboolean fort_monroe)
{
  HdState *s = wilmington_invaded_with (options);

  hd_test_ok (s, "contain at Wilmington");
  if (fort_monroe)
    {
      hd_test_put (s, HD_SIDE_UNION, "Vi", "Fort Monroe", 1, FALSE);
      hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Fort Monroe", 1, FALSE);
      hd_test_ok (s, "contain at Fort Monroe");
    }
  hd_test_end_segments (s, 3);
  g_assert_cmpint (hd_state_get_player (s), ==, HD_SIDE_UNION);
  g_assert_cmpint (hd_state_get_segment (s), ==, HD_SEGMENT_MOVEMENT);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Washington", 1, FALSE);
  place_leaders_due (s, "Washington");
  hd_test_ok (s, "roll 3 for marches");
  g_assert_cmpuint (hd_state_get_marches_left (s), ==, 3);
  return s;
}

/* The breakout under way fought to a Union win: every Confederate shot
 * misses, every Union shot hits. */
static void
win_breakout (HdState *s)
{
  for (guint fires = 0; hd_battle_in_progress (s); fires++)
    {
      HdAction fire = { .type = HD_ACTION_FIRE };
      g_autoptr(GError) error = NULL;
      guint die = s->battle_firing == HD_SIDE_UNION ? 1 : 6;

      g_assert_cmpuint (fires, <, 16);
      fire.n_shots = hd_battle_default_targets (s, fire.shots);
      for (guint k = 0; k < fire.n_shots; k++)
        fire.shots[k].die = die;
      if (!hd_action_apply (&fire, s, &error))
        g_error ("fire in the breakout: %s", error->message);
    }
  g_assert_cmpint (hd_state_get_segment (s), ==, HD_SEGMENT_MOVEMENT);
}

/* The breakout from @port is allowed now, or, when @too_late, refused as
 * coming after another march of the segment (Advanced 4.0); refused, the
 * units stay contained. */
static void
assert_breakout (const HdState *s, const char *port, gboolean too_late)
{
  g_autofree char *line = g_strdup_printf ("break out at %s", port);
  g_autofree char *leave = g_strdup_printf ("march Union Vi from %s by rail to Goldsboro", port);
  HdAction a;
  g_autoptr(GError) error = NULL;

  g_assert_true (hd_action_line_parse (board, line, &a));
  if (!too_late)
    {
      if (!hd_action_check (s, &a, &error))
        g_error ("%s refused: %s", line, error->message);
      return;
    }
  g_assert_false (hd_action_check (s, &a, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Advanced 4.0");
  g_assert_nonnull (strstr (error->message, "beginning of the Movement Segment"));
  g_assert_true (hd_state_is_contained (s, hd_test_box (board, port)));
  if (g_str_equal (port, "Wilmington"))
    {
      g_autoptr(HdState) copy = hd_state_copy (s);
      hd_test_no (copy, line, "Advanced 4.0");
      hd_test_no (copy, leave, "Advanced 4.0");
    }
}

/* "This battle occurs in the Union part of the turn, at the beginning of
 * the movement segment": once another march has been made (here a unit
 * entrenching elsewhere) it is too late, so the Union cannot first bring
 * units beside the port to reinforce the breakout from. */
static void
test_breakout_first (void)
{
  g_autoptr(HdState) s = contained_union_turn ("advanced-4.0", FALSE);

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Harpers Ferry", 1, FALSE);
  /* before any other march it is allowed */
  assert_breakout (s, "Wilmington", FALSE);
  hd_test_ok (s, "dig in at Harpers Ferry");
  assert_breakout (s, "Wilmington", TRUE);
}

/* Issue 20's own case: a march brings a Union veteran from New Bern to
 * Goldsboro, beside the port, whence it could reinforce the breakout in
 * its second round (5.5): refused.  The other way round, the breakout
 * fought and won first, the same march is made after it. */
static void
test_breakout_after_march_beside (void)
{
  g_autoptr(HdState) s = contained_union_turn ("advanced-4.0", FALSE);
  g_autoptr(HdState) first = NULL;

  hd_test_put (s, HD_SIDE_UNION, "Vi", "New Bern", 1, FALSE);
  first = hd_state_copy (s);
  hd_test_ok (s, "march Union Vi from New Bern by rail to Goldsboro");
  assert_breakout (s, "Wilmington", TRUE);

  assert_breakout (first, "Wilmington", FALSE);
  hd_test_ok (first, "break out at Wilmington");
  win_breakout (first);
  g_assert_false (hd_state_is_contained (first, hd_test_box (board, "Wilmington")));
  hd_test_ok (first, "march Union Vi from New Bern by rail to Goldsboro");
  hd_test_ok (first, "march Union Vi from Wilmington by rail to Goldsboro");
}

/* A sea move (4.6) is a march like any other: made first, the breakout
 * is refused; made after the breakout, it is allowed. */
static void
test_breakout_after_sea_move (void)
{
  g_autoptr(HdState) s = contained_union_turn ("advanced-4.0", FALSE);
  g_autoptr(HdState) first = NULL;

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Baltimore", 1, FALSE);
  first = hd_state_copy (s);
  hd_test_ok (s, "sail Union Vi from Baltimore to New York City");
  assert_breakout (s, "Wilmington", TRUE);

  hd_test_ok (first, "break out at Wilmington");
  win_breakout (first);
  hd_test_ok (first, "sail Union Vi from Baltimore to New York City");
}

/* With Advanced 8.2, a Union leader's march alone (Advanced 8.2.1, at no
 * cost to the segment's marches) is still a march of the segment: Sherman
 * marching from Washington to Baltimore first, the breakout is refused;
 * the breakout first, he marches after it. */
static void
test_breakout_after_leader_alone (void)
{
  g_autoptr(HdState) s = contained_union_turn ("advanced-4.0 advanced-8.2 leader-lee=3@06/1862,2@05/1863 "
                                               "leader-grant=1@02/1862,2@03/1864 "
                                               "leader-sherman=1@05/1862,2@03/1864", FALSE);
  g_autoptr(HdState) first = NULL;

  g_assert_cmpuint (hd_leader_get_box (s, HD_LEADER_SHERMAN), ==, hd_test_box (board, "Washington"));
  first = hd_state_copy (s);
  assert_breakout (s, "Wilmington", FALSE);
  hd_test_ok (s, "lead Sherman to Baltimore");
  g_assert_cmpuint (hd_state_get_marches_left (s), ==, 3);   /* no march spent, yet one made */
  assert_breakout (s, "Wilmington", TRUE);

  hd_test_ok (first, "break out at Wilmington");
  win_breakout (first);
  hd_test_ok (first, "lead Sherman to Baltimore");
}

/* Breakouts from two contained ports, each "at the beginning of the
 * movement segment", come one after the other (docs/rules-decisions.md):
 * Wilmington's fought and won, Fort Monroe's is allowed next; once a
 * march has come between them, it is refused. */
static void
test_two_breakouts (void)
{
  g_autoptr(HdState) s = contained_union_turn ("advanced-4.0", TRUE);
  g_autoptr(HdState) between = NULL;

  hd_test_put (s, HD_SIDE_UNION, "Vi", "New Bern", 1, FALSE);
  assert_breakout (s, "Fort Monroe", FALSE);
  hd_test_ok (s, "break out at Wilmington");
  win_breakout (s);
  between = hd_state_copy (s);
  assert_breakout (s, "Fort Monroe", FALSE);
  hd_test_ok (s, "break out at Fort Monroe");
  win_breakout (s);
  g_assert_false (hd_state_is_contained (s, hd_test_box (board, "Fort Monroe")));
  g_assert_cmpuint (hd_state_get_marches_left (s), ==, 1);

  hd_test_ok (between, "march Union Vi from New Bern by rail to Goldsboro");
  assert_breakout (between, "Fort Monroe", TRUE);
}

/* The containing Confederates may dig in beside the enemy; the Union
 * attacking them in its Combat Segment leaves its own trenches. */
static void
test_contained_trenches (void)
{
  g_autoptr(HdState) s = wilmington_invaded ();
  guint wilmington = hd_test_box (board, "Wilmington");
  guint v1;

  hd_test_ok (s, "contain at Wilmington");
  /* on to the next Confederate Movement Segment */
  hd_test_end_segments (s, 7);
  g_assert_cmpint (hd_state_get_player (s), ==, HD_SIDE_CONFEDERATE);
  hd_test_ok (s, "roll 3 for marches");
  hd_test_ok (s, "dig in at Wilmington");
  g_assert_true (hd_test_unit (s, hd_test_unit_id (s, HD_SIDE_CONFEDERATE, "Mi", "Wilmington", 0))->unit.entrenched);
  /* without the rule, no entrenching among the enemy (4.3) */
  {
    g_autoptr(HdState) basic = hd_test_bare_state (board, "1862", NULL, FALSE, HD_SIDE_CONFEDERATE);
    hd_test_put (basic, HD_SIDE_CONFEDERATE, "Mi", "Wilmington", 1, FALSE);
    hd_test_put (basic, HD_SIDE_UNION, "Mi", "Wilmington", 1, FALSE);
    hd_test_ok (basic, "roll 3 for marches");
    hd_test_no (basic, "dig in at Wilmington", "4.3");
  }
  /* the Confederates attack out of the containment: their trenches left */
  hd_test_ok (s, "end segment");
  hd_test_ok (s, "battle at Wilmington");
  v1 = hd_test_unit_id (s, HD_SIDE_UNION, "Vi", "Wilmington", 0);
  {
    HdShotNeed need;
    g_assert_true (hd_battle_shot_need (s, v1, hd_test_unit_id (s, HD_SIDE_CONFEDERATE, "Mi", "Wilmington", 0),
                                        &need));
    g_assert_false (need.entrenched);
  }
  (void) wilmington;
}

static void
test_containment_transcript (void)
{
  HdAction a;
  g_autofree char *contain = NULL;
  g_autofree char *out = NULL;

  g_assert_true (hd_action_line_parse (board, "contain at Wilmington", &a));
  g_assert_cmpint (a.type, ==, HD_ACTION_CONTAIN);
  contain = hd_action_line_write (&a, board);
  g_assert_cmpstr (contain, ==, "contain at Wilmington");
  g_assert_true (hd_action_line_parse (board, "break out at Fort Monroe", &a));
  g_assert_cmpint (a.type, ==, HD_ACTION_BREAK_OUT);
  out = hd_action_line_write (&a, board);
  g_assert_cmpstr (out, ==, "break out at Fort Monroe");
}

/* ------------------------------------------------ complete random games */

static guint applied_types[HD_N_ACTION_TYPES];

/* One legal action of a random player, tried from a shuffled list of
 * what the rules of the moment ask for: rolls, a box's piece given up, a
 * battle begun or fought with the default targets, a containment or a
 * breakout, a retreat, a march of a random unit, a recruit, or the end of
 * the segment.  FALSE when none applies. */
static gboolean
random_step (HdState *s, GRand *rand)
{
  /* the tests' random player (hd-test-util.c), shared with tests/soak-games.c */
  return hd_test_random_step (s, rand, applied_types);
}

/* ---------------------------------------------- what is owed first */

/* The actions tried at a position where something is owed: every kind
 * of die and choice the Advanced rules can owe, with every unit, leader,
 * box and state they could name, and the ordinary play of the moment (the
 * end of the segment, the march, promotion and recruitment dice, a fire,
 * battlefield leadership), whatever is owed. */
static GArray *
owed_candidates (const HdState *s)
{
  GArray *out = g_array_new (FALSE, TRUE, sizeof (HdAction));
  g_autoptr(GArray) checks = NULL;
  HdCheckKind check = hd_morale_get_checks (s, &checks);
  HdAction a;

#define ADD(...) G_STMT_START { a = (HdAction) { __VA_ARGS__ }; g_array_append_val (out, a); } G_STMT_END
  ADD (.type = HD_ACTION_END_SEGMENT);
  ADD (.type = HD_ACTION_ROLL_WASHINGTON, .die = 4);
  ADD (.type = HD_ACTION_ROLL_MARCHES, .die = 4);
  ADD (.type = HD_ACTION_ROLL_PROMOTION, .die = 4);
  ADD (.type = HD_ACTION_ROLL_RECRUITMENT, .die = 4);
  ADD (.type = HD_ACTION_ROLL_LEADERSHIP, .side = HD_SIDE_UNION, .die = 4);
  ADD (.type = HD_ACTION_ROLL_LEADERSHIP, .side = HD_SIDE_CONFEDERATE, .die = 4);
  for (guint i = 0; i < HD_N_BORDER_STATES; i++)
    ADD (.type = HD_ACTION_ROLL_BORDER, .die = 4, .box = hd_map_lookup_id (board, hd_border_get_cities (i)[0])->index);
  for (HdLeader l = 0; l < HD_N_LEADERS; l++)
    for (guint b = 0; b < hd_map_get_n_boxes (board); b++)
      ADD (.type = HD_ACTION_PLACE_LEADER, .leader = l, .box = b);
  for (guint i = 0; i < hd_state_get_n_units (s); i++)
    ADD (.type = HD_ACTION_SUPPLY_LOSS, .unit = hd_state_get_unit (s, i)->id);
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      g_autoptr(GArray) routed = hd_morale_get_routed (s, side);
      ADD (.type = HD_ACTION_RALLY, .side = side);
      for (guint k = 0; k < routed->len; k++)
        ADD (.type = HD_ACTION_RALLY, .side = side, .unit = g_array_index (routed, guint, k));
    }
  for (HdActionType type = HD_ACTION_MORALE; type <= HD_ACTION_DESERTION; type++)
    {
      HdAction dice = { .type = type, .n_shots = check != HD_CHECK_NONE ? checks->len : 0 };
      for (guint k = 0; k < dice.n_shots; k++)
        dice.shots[k] = (HdShot) { g_array_index (checks, guint, k), 0, 4 };
      g_array_append_val (out, dice);
    }
  {
    HdAction fire = { .type = HD_ACTION_FIRE };
    fire.n_shots = hd_battle_default_targets (s, fire.shots);
    for (guint k = 0; k < fire.n_shots; k++)
      fire.shots[k].die = 4;
    g_array_append_val (out, fire);
  }
#undef ADD
  return out;
}

static guint owed_seen[HD_N_AWAITED];

/* The property: whenever something is owed, at least one action is
 * accepted, every one accepted gives what is owed, everything else is
 * refused with the rule of what is owed, and the guide waits for it. */
static void
assert_owed_can_be_given (const HdState *s)
{
  HdAwaited owed = hd_action_get_awaited (s);
  g_autoptr(GArray) tried = NULL;
  g_autoptr(HdGuide) guide = NULL;
  guint accepted = 0;

  if (owed.kind == HD_AWAITED_NONE || hd_state_is_over (s))
    return;
  owed_seen[owed.kind]++;
  tried = owed_candidates (s);
  for (guint i = 0; i < tried->len; i++)
    {
      const HdAction *a = &g_array_index (tried, HdAction, i);
      g_autoptr(GError) why = NULL;

      if (hd_action_check (s, a, &why))
        {
          g_assert_cmpint (a->type, ==, owed.action);
          accepted++;
        }
      else if (a->type != owed.action)
        g_assert_cmpstr (hd_rules_error_get_rule (why), ==, owed.rule);
    }
  if (accepted == 0)
    g_error ("%s is owed (%s) and no action gives it", hd_action_type_to_string (owed.action), owed.rule);
  guide = hd_guide_new (s);
  g_assert_true (guide->must_finish);
  g_assert_cmpint (guide->next, ==, HD_GUIDE_NEXT_NONE);
}

#define ALL_ADVANCED "advanced-2.0 advanced-3.0 advanced-4.0 advanced-5.0 advanced-6.0 advanced-7.0 advanced-8.1 " \
                     "advanced-8.2 advanced-8.3 advanced-8.4 4.8 7.3 leader-lee=3@06/1862,2@05/1863 " \
                     "leader-grant=1@02/1862,2@03/1864 leader-sherman=1@05/1862,2@03/1864"

/* @s played to its end by a random player, the state's invariants
 * asserted after every action (these tests are debug builds), and with
 * @owed the property of what is owed checked at every position; the
 * number of actions applied. */
static guint
play_to_end (HdState *s, GRand *rand, gboolean owed, const char *what)
{
  guint steps = 0;

  while (!hd_state_is_over (s) && steps < 40000)
    {
      if (owed)
        assert_owed_can_be_given (s);
      if (!random_step (s, rand))
        {
          g_autoptr(HdGuide) guide = hd_guide_new (s);
          HdAction end = { .type = HD_ACTION_END_SEGMENT };
          g_autoptr(GError) why = NULL;
          hd_action_check (s, &end, &why);
          g_error ("%s: no legal action found after %u steps: %s (%s)", what, steps, guide->headline,
                   why ? why->message : "");
        }
      steps++;
    }
  g_assert_true (hd_state_is_over (s));
  return steps;
}

/* "random complete games with all Advanced options on, from every
 * scenario": @n_seeds a scenario, played to their end (play_to_end). */
static void
play_complete_games (guint n_seeds, gboolean owed)
{
  const char * const *ids = hd_scenario_builtin_ids ();

  for (guint seed = 0; seed < n_seeds; seed++)
    for (guint i = 0; ids[i] != NULL; i++)
      {
        g_autoptr(GRand) rand = g_rand_new_with_seed (1861 + i + 7919 * seed);
        g_autoptr(HdScenario) scenario = hd_scenario_new_builtin (board, ids[i], NULL);
        g_autoptr(HdState) s = hd_state_new_from_scenario (board, scenario);
        g_auto(GStrv) opts = g_strsplit (ALL_ADVANCED, " ", -1);
        guint steps;

        hd_turn_set_options (s, (const char * const *) opts);
        g_assert_true (hd_options_validate ((const char * const *) opts, NULL));
        steps = play_to_end (s, rand, owed, ids[i]);
        if (seed == 0)
          g_test_message ("%s: over after %u actions (%s)", ids[i], steps, hd_victory_get_label (hd_state_get_win (s)));
      }
}

static void
test_complete_games (void)
{
  play_complete_games (1, FALSE);
  /* the games were played, not only ended */
  g_test_message ("moves %u, battles %u, fire %u, leadership %u, supply losses %u, containments %u, morale %u, "
                  "rallies %u, desertion %u, border states %u, from Europe %u, leaders placed %u, marched %u, "
                  "followed %u, reinforced %u",
                  applied_types[HD_ACTION_MARCH_MOVE], applied_types[HD_ACTION_BATTLE], applied_types[HD_ACTION_FIRE],
                  applied_types[HD_ACTION_ROLL_LEADERSHIP], applied_types[HD_ACTION_SUPPLY_LOSS],
                  applied_types[HD_ACTION_CONTAIN], applied_types[HD_ACTION_MORALE], applied_types[HD_ACTION_RALLY],
                  applied_types[HD_ACTION_DESERTION], applied_types[HD_ACTION_ROLL_BORDER],
                  applied_types[HD_ACTION_SAIL_EUROPE], applied_types[HD_ACTION_PLACE_LEADER],
                  applied_types[HD_ACTION_LEAD], applied_types[HD_ACTION_LEAD_WITH],
                  applied_types[HD_ACTION_LEADER_REINFORCE]);
  g_assert_cmpuint (applied_types[HD_ACTION_PLACE_LEADER], >, 0);
  g_assert_cmpuint (applied_types[HD_ACTION_LEAD] + applied_types[HD_ACTION_LEAD_WITH], >, 0);
  g_assert_cmpuint (applied_types[HD_ACTION_MORALE], >, 0);
  g_assert_cmpuint (applied_types[HD_ACTION_DESERTION], >, 0);
  g_assert_cmpuint (applied_types[HD_ACTION_MARCH_MOVE], >, 100);
  g_assert_cmpuint (applied_types[HD_ACTION_BATTLE], >, 0);
  g_assert_cmpuint (applied_types[HD_ACTION_FIRE], >, 0);
  g_assert_cmpuint (applied_types[HD_ACTION_ROLL_LEADERSHIP], >, 0);
}

/* ----------------------- positions prepared for the rarer owed steps */

/* Washington taken by a Confederate veteran with every Advanced option
 * (washington_falls), the Union with an army in Philadelphia: the die of
 * Advanced 6.0 owed. */
static HdState *
washington_owed (void)
{
  HdState *s = washington_falls (ALL_ADVANCED);

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Philadelphia", 2, FALSE);
  return s;
}

/* The Union Player Turn ends with the Confederacy holding Baltimore,
 * Maryland's only recruitment city, every Advanced option on: as the
 * Confederate Player Turn begins, Maryland's die is owed (Advanced 8.3),
 * after the supply of its militia there (Advanced 2.2). */
static HdState *
maryland_owed (void)
{
  HdState *s = hd_test_bare_state (board, "1862", ALL_ADVANCED, FALSE, HD_SIDE_UNION);

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Washington", 2, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Richmond", 2, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Baltimore", 1, FALSE);
  hd_test_ok (s, "control Confederate Baltimore");
  place_leaders_due (s, "Washington");
  hd_test_to_confederate_turn (s);
  g_assert_cmpint (hd_border_next_due (s), >=, 0);
  g_assert_cmpstr (hd_border_get_name ((guint) hd_border_next_due (s)), ==, "Maryland");
  return s;
}

/* One action of a battle steered to a rout and a quiet first day: the
 * battlefield leadership rolled 4, every morale check a 6 (routs), the
 * defender's first shot a 1 (a hit), every other shot a 6. */
static void
steer_battle (HdState *s, gboolean *hit)
{
  g_autoptr(GArray) checks = NULL;
  HdAction a = { .type = HD_ACTION_FIRE };
  g_autoptr(GError) error = NULL;

  if (hd_morale_get_checks (s, &checks) == HD_CHECK_MORALE)
    {
      a = (HdAction) { .type = HD_ACTION_MORALE, .n_shots = checks->len };
      for (guint k = 0; k < checks->len; k++)
        a.shots[k] = (HdShot) { g_array_index (checks, guint, k), 0, 6 };
    }
  else if (hd_battle_needs_leadership (s, HD_SIDE_UNION) || hd_battle_needs_leadership (s, HD_SIDE_CONFEDERATE))
    a = (HdAction) { .type = HD_ACTION_ROLL_LEADERSHIP, .die = 4,
                     .side = hd_battle_needs_leadership (s, HD_SIDE_UNION) ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE };
  else
    {
      a.n_shots = hd_battle_default_targets (s, a.shots);
      for (guint k = 0; k < a.n_shots; k++)
        a.shots[k].die = *hit || k > 0 ? 6 : 1;
      *hit = TRUE;
    }
  if (!hd_action_apply (&a, s, &error))
    g_error ("%s in the battle: %s", hd_action_type_to_string (a.type), error->message);
}

/* Two Union veterans attack two Confederate ones in Front Royal, every
 * Advanced option on; the defender's first shot flips one, which routs,
 * and nothing else happens to the end of the first day: the rally of
 * Advanced 8.11 owed, the Union's. */
static HdState *
rally_owed (void)
{
  HdState *s = hd_test_bare_state (board, "1862", ALL_ADVANCED, FALSE, HD_SIDE_UNION);
  gboolean hit = FALSE;

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Harpers Ferry", 2, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Front Royal", 2, FALSE);
  place_leaders_due (s, "Harpers Ferry");
  hd_test_ok (s, "roll 3 for marches");
  hd_test_ok (s, "march Union Vi from Harpers Ferry by road to Front Royal");
  hd_test_ok (s, "march Union Vi from Harpers Ferry by road to Front Royal");
  hd_test_ok (s, "end segment");
  hd_test_ok (s, "battle at Front Royal");
  for (guint n = 0; hd_morale_rally_due (s) == HD_SIDE_NEUTRAL; n++)
    {
      g_assert_cmpuint (n, <, 64);
      g_assert_true (hd_battle_in_progress (s));
      steer_battle (s, &hit);
    }
  g_assert_cmpint (hd_morale_rally_due (s), ==, HD_SIDE_UNION);
  return s;
}

/* @n_seeds random complete games from the position @prepare makes, which
 * owes @kind now or once what comes before it in the order is given, the
 * property checked at every position (play_to_end). */
static void
play_owed_from (HdState *(*prepare) (void), HdAwaitedKind kind, guint n_seeds, const char *what)
{
  for (guint seed = 0; seed < n_seeds; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (1865 + 7919 * seed);
      g_autoptr(HdState) s = prepare ();
      guint before = owed_seen[kind];

      g_assert_cmpint (hd_action_get_awaited (s).kind, !=, HD_AWAITED_NONE);
      g_assert_cmpint (hd_action_get_awaited (s).kind, <=, kind);
      play_to_end (s, rand, TRUE, what);
      g_assert_cmpuint (owed_seen[kind], >, before);
    }
}

/* Issue 20's property over many random positions: whenever something is
 * owed, at least one action is accepted (no deadlock), and only that;
 * random complete games from every scenario, and from positions prepared
 * for the rarer steps owed (Washington fallen, a border state held, a
 * rally), so that every kind is put to the test. */
static void
test_owed_never_stuck (void)
{
  guint n = g_test_thorough () ? 20 : 4;

  play_complete_games (g_test_thorough () ? 60 : 12, TRUE);
  play_owed_from (washington_owed, HD_AWAITED_WASHINGTON, n, "Washington fallen");
  play_owed_from (maryland_owed, HD_AWAITED_BORDER, n, "Baltimore held");
  play_owed_from (rally_owed, HD_AWAITED_RALLY, n, "a routed unit at a day's end");
  g_test_message ("positions owing: Washington %u, supply %u, border %u, leader %u, morale %u, rally %u, "
                  "desertion %u", owed_seen[HD_AWAITED_WASHINGTON], owed_seen[HD_AWAITED_SUPPLY],
                  owed_seen[HD_AWAITED_BORDER], owed_seen[HD_AWAITED_LEADER], owed_seen[HD_AWAITED_MORALE],
                  owed_seen[HD_AWAITED_RALLY], owed_seen[HD_AWAITED_DESERTION]);
  /* the property was put to the test for every kind, not only vacuously true */
  for (HdAwaitedKind kind = HD_AWAITED_NONE + 1; kind < HD_N_AWAITED; kind++)
    if (owed_seen[kind] == 0)
      g_error ("no position owing kind %d was reached", kind);
}

/* The deadlock issue 20 found, replayed: Advanced 8.2 and 8.3, the
 * Confederate Player Turn of 06/1862 begins with the Confederacy holding
 * Baltimore, Maryland's recruitment city, and Lee arriving.  Maryland's
 * die comes first, then Lee, then the march die; each refuses the others
 * with its own rule. */
static void
test_owed_lee_and_maryland (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1862", "advanced-8.2 advanced-8.3 leader-lee=3@06/1862,2@05/1863 "
                                             "leader-grant=1@02/1862,2@03/1864 leader-sherman=1@05/1862,2@03/1864",
                                             TRUE, HD_SIDE_UNION);
  HdAwaited owed;

  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Richmond", 1, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Pittsburg Landing", 1, FALSE);
  hd_test_end_segments (s, 8);                   /* 05/1862: Sherman arrives */
  hd_test_ok (s, "place Sherman in Pittsburg Landing");
  hd_test_end_segments (s, 8);                   /* 06/1862, the Union Player Turn */
  g_assert_cmpint (hd_state_get_player (s), ==, HD_SIDE_UNION);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Baltimore", 1, FALSE);
  hd_test_ok (s, "control Confederate Baltimore");
  hd_test_end_segments (s, 4);                   /* the Confederate Player Turn of 06/1862 */
  g_assert_cmpint (hd_state_get_player (s), ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpint (hd_leader_next_due (s), ==, HD_LEADER_LEE);
  g_assert_cmpint (hd_border_next_due (s), >=, 0);

  /* Maryland's die first */
  owed = hd_action_get_awaited (s);
  g_assert_cmpint (owed.kind, ==, HD_AWAITED_BORDER);
  g_assert_cmpstr (hd_border_get_name ((guint) owed.which), ==, "Maryland");
  assert_owed_can_be_given (s);
  {
    g_autoptr(HdGuide) guide = hd_guide_new (s);
    g_assert_cmpstr (guide->headline, ==, "Support from Maryland");
  }
  hd_test_no (s, "place Lee in Richmond", "Advanced 8.3");
  hd_test_no (s, "end segment", "Advanced 8.3");
  hd_test_no (s, "roll 3 for marches", "Advanced 8.3");
  hd_test_ok (s, "roll 1 for Maryland");
  /* then Lee */
  owed = hd_action_get_awaited (s);
  g_assert_cmpint (owed.kind, ==, HD_AWAITED_LEADER);
  g_assert_cmpint (owed.which, ==, HD_LEADER_LEE);
  assert_owed_can_be_given (s);
  {
    g_autoptr(HdGuide) guide = hd_guide_new (s);
    g_assert_cmpstr (guide->headline, ==, "Lee comes onto the board");
  }
  hd_test_no (s, "roll 1 for Maryland", "Advanced 8.2");
  hd_test_no (s, "end segment", "Advanced 8.2");
  hd_test_no (s, "roll 3 for marches", "Advanced 8.2");
  hd_test_ok (s, "place Lee in Richmond");
  /* then the turn goes on */
  g_assert_cmpint (hd_action_get_awaited (s).kind, ==, HD_AWAITED_NONE);
  hd_test_ok (s, "roll 3 for marches");
  hd_test_ok (s, "end segment");
}

/* A leader due whose side has no unit on the board is not owed (he could
 * be placed nowhere): play goes on, and he is placed once it has one,
 * outside the Combat Segment (whose panel is the battles'). */
static void
test_owed_leader_waits_for_units (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1862", "advanced-8.2 leader-lee=3@06/1862,2@05/1863 "
                                             "leader-grant=1@02/1862,2@03/1864 leader-sherman=1@05/1862,2@03/1864",
                                             TRUE, HD_SIDE_UNION);

  hd_test_end_segments (s, 8);                   /* 05/1862: Sherman is due, no Union unit anywhere */
  g_assert_cmpint (hd_leader_next_due (s), ==, HD_LEADER_SHERMAN);
  g_assert_cmpint (hd_action_get_awaited (s).kind, ==, HD_AWAITED_NONE);
  hd_test_ok (s, "roll 3 for marches");
  hd_test_ok (s, "end segment");
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Washington", 1, FALSE);
  g_assert_cmpint (hd_action_get_awaited (s).kind, ==, HD_AWAITED_NONE);   /* the Combat Segment */
  hd_test_ok (s, "end segment");
  g_assert_cmpint (hd_action_get_awaited (s).kind, ==, HD_AWAITED_LEADER);
  assert_owed_can_be_given (s);
  hd_test_no (s, "end segment", "Advanced 8.2");
  hd_test_ok (s, "place Sherman in Washington");
  hd_test_ok (s, "end segment");
}

/* Advanced 8.3's first modifier, in words that say which way "within
 * five" goes: the Union at most five above the Confederacy */
static void
test_border_modifier_words (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1862", "advanced-8.3", TRUE, HD_SIDE_UNION);
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  gboolean found = FALSE;

  for (guint i = 0; i < hd_map_get_n_boxes (board); i++)
    {
      const HdBox *b = hd_map_get_box (board, i);

      if (hd_state_get_army_maximum (s, HD_SIDE_UNION) <= hd_state_get_army_maximum (s, HD_SIDE_CONFEDERATE) + 5)
        break;
      if (hd_box_recruitment_value (b, HD_SIDE_UNION) > 0 && hd_box_recruitment_value (b, HD_SIDE_CONFEDERATE) == 0)
        hd_state_set_control (s, i, HD_SIDE_CONFEDERATE, TRUE);
    }
  hd_border_get_modifier (s, lines);
  for (guint i = 0; i < lines->len; i++)
    found |= g_str_equal (lines->pdata[i], "+1: the Union army maximum is at most five above the Confederate one");
  g_assert_true (found);
}

/* An Advanced rule's number is worded in one place (core), for a
 * refusal, the reference and the CLI alike. */
static void
test_rule_number (void)
{
  g_autofree char *cited = hd_rules_get_number ("Advanced 8.2.2");
  g_autofree char *id = hd_rules_get_number ("advanced-2.1");
  g_autofree char *basic = hd_rules_get_number ("4.3");
  g_autofree char *inventory = hd_rules_get_number ("inventory");

  g_assert_cmpstr (cited, ==, "Advanced 8.2.2");
  g_assert_cmpstr (id, ==, "Advanced 2.1");
  g_assert_cmpstr (basic, ==, "4.3");
  g_assert_cmpstr (inventory, ==, "Game Piece Inventory");
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();
  g_test_add_func ("/advanced/6.0/basic-game-wins", test_basic_game_wins);
  g_test_add_func ("/advanced/6.0/die-taken-off", test_die_taken_off);
  g_test_add_func ("/advanced/6.0/one-takes-two", test_one_takes_two);
  g_test_add_func ("/advanced/6.0/recapture", test_recapture);
  g_test_add_func ("/advanced/6.0/loss-can-lose-the-war", test_loss_can_lose_the_war);
  g_test_add_func ("/advanced/6.0/transcript-and-save", test_transcript_and_save);
  g_test_add_func ("/advanced/complete-games", test_complete_games);
  g_test_add_func ("/advanced/owed/never-stuck", test_owed_never_stuck);
  g_test_add_func ("/advanced/owed/lee-and-maryland-06-1862", test_owed_lee_and_maryland);
  g_test_add_func ("/advanced/owed/leader-waits-for-units", test_owed_leader_waits_for_units);
  g_test_add_func ("/advanced/4.0/containment", test_containment);
  g_test_add_func ("/advanced/4.0/breakout", test_breakout);
  g_test_add_func ("/advanced/4.0/breakout-first", test_breakout_first);
  g_test_add_func ("/advanced/4.0/breakout-after-march-beside", test_breakout_after_march_beside);
  g_test_add_func ("/advanced/4.0/breakout-after-sea-move", test_breakout_after_sea_move);
  g_test_add_func ("/advanced/4.0/breakout-after-leader-alone", test_breakout_after_leader_alone);
  g_test_add_func ("/advanced/4.0/two-breakouts", test_two_breakouts);
  g_test_add_func ("/advanced/4.0/contained-trenches", test_contained_trenches);
  g_test_add_func ("/advanced/4.0/transcript", test_containment_transcript);
  g_test_add_func ("/advanced/5.0/garrison-to-the-end", test_garrison_to_the_end);
  g_test_add_func ("/advanced/5.0/garrison-battle-survives-edit", test_garrison_battle_survives_edit);
  g_test_add_func ("/advanced/5.0/garrison-standing", test_garrison_standing);
  g_test_add_func ("/advanced/5.0/garrison-beside-units", test_garrison_beside_units);
  g_test_add_func ("/advanced/5.0/only-against-invasions", test_garrison_only_against_invasions);
  g_test_add_func ("/advanced/5.0/garrison-returns", test_garrison_returns);
  g_test_add_func ("/advanced/5.0/transcript", test_garrison_transcript);
  g_test_add_func ("/advanced/5.0/garrison-destination", test_garrison_destination);
  g_test_add_func ("/advanced/5.0/sea-destination-enemy-units", test_sea_destination_enemy_units);
  g_test_add_func ("/advanced/7.0/leadership-example", test_leadership_example);
  g_test_add_func ("/advanced/7.0/eight-at-most", test_eight_at_most);
  g_test_add_func ("/advanced/rule-number", test_rule_number);
  g_test_add_func ("/advanced/8.3/modifier-words", test_border_modifier_words);
  g_test_add_func ("/advanced/7.0/without-days", test_without_days);
  g_test_add_func ("/advanced/7.0/odds-sampled", test_odds_sampled);
  g_test_add_func ("/advanced/7.0/odds-sampled-next-day", test_odds_sampled_next_day);
  status = g_test_run ();
  g_object_unref (board);
  return status;
}
