/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-pawns.c: the pawns game (hd-pawns.h, hd-pawns-combat.h) replayed
 * from its rulebook: the odds helper against the rules' own examples
 * (the river's 2-4 that is 1-2, then 3-2 and 5-2; the mountain's 2-2;
 * below 1-3 and above 4-1 automatic), the exchange worked out (one pawn
 * against one on a mountain: both go), each refusal with its rule, a
 * whole month walked step by step, both victory tests and the time
 * limit played to their end by transcript, and random games through the
 * log (undo, saves and transcripts give back the same game). */
#include <string.h>

#include "hd-log.h"
#include "hd-pawns.h"
#include "hd-pawns-combat.h"
#include "hd-rules.h"
#include "hd-sheet-game.h"
#include "sheet-test-util.h"

/* ---------------------------------------------------------------- odds */

static void
odds_of (guint att, guint def, HdPawnsTerrain terrain, guint unmatched, const char *told)
{
  HdPawnsBattle battle = { att, def, terrain, unmatched };
  HdPawnsOdds odds;
  g_autofree char *text = NULL;

  g_assert_true (hd_pawns_combat_check (&battle, TRUE, NULL));
  hd_pawns_combat_odds (&battle, &odds);
  text = hd_pawns_combat_format_odds (&odds);
  g_assert_cmpstr (text, ==, told);
}

static void
test_odds_examples (void)
{
  /* the river: both Red pawns doubled, Blue A and B attack at 2-4 (1-2) */
  odds_of (2, 2, HD_PAWNS_RIVER, 0, "2-4 (1-2)");
  /* one Red pawn, doubled against B but not A: A counts 2, 3-2 */
  odds_of (2, 1, HD_PAWNS_RIVER, 1, "3-2 (1-1)");
  /* a third Blue pawn where Red does not double: 5-2 */
  odds_of (3, 1, HD_PAWNS_RIVER, 2, "5-2 (2-1)");
  /* the mountain: 2-2, that is 1-1 */
  odds_of (2, 1, HD_PAWNS_MOUNTAIN, 0, "2-2 (1-1)");
  /* the chart's own columns: 2-3 and 4-3 read 1-1, 2-5 reads 1-2, 2-6 1-3, 6-2 3-1 */
  odds_of (2, 3, HD_PAWNS_OPEN, 0, "2-3 (1-1)");
  odds_of (4, 3, HD_PAWNS_OPEN, 0, "4-3 (1-1)");
  odds_of (2, 5, HD_PAWNS_OPEN, 0, "2-5 (1-2)");
  odds_of (1, 3, HD_PAWNS_OPEN, 0, "1-3");
  odds_of (3, 1, HD_PAWNS_PORT, 1, "4-2 (2-1)");
  odds_of (4, 1, HD_PAWNS_OPEN, 0, "4-1");
  odds_of (9, 2, HD_PAWNS_OPEN, 0, "9-2 (4-1)");
  /* automatic: against the attacker below 1-3, against the defender above 4-1 */
  odds_of (1, 4, HD_PAWNS_OPEN, 0, "1-4 (below 1-3)");
  odds_of (1, 2, HD_PAWNS_MOUNTAIN, 0, "1-4 (below 1-3)");
  odds_of (5, 1, HD_PAWNS_OPEN, 0, "5-1 (above 4-1)");
  /* never tripled: a mountain with a river is one terrain, doubled */
  {
    HdPawnsBattle b = { 1, 1, HD_PAWNS_MOUNTAIN, 0 };
    HdPawnsOdds o;
    hd_pawns_combat_odds (&b, &o);
    g_assert_cmpuint (o.defence, ==, 2);
  }
}

static void
refused_battle (guint att, guint def, HdPawnsTerrain terrain, guint unmatched, gboolean union_attacks,
                const char *rule)
{
  HdPawnsBattle battle = { att, def, terrain, unmatched };
  g_autoptr(GError) error = NULL;

  g_assert_false (hd_pawns_combat_check (&battle, union_attacks, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, rule);
}

static void
test_odds_refused (void)
{
  refused_battle (0, 1, HD_PAWNS_OPEN, 0, TRUE, "Pawns, Combat");
  refused_battle (1, 0, HD_PAWNS_OPEN, 0, TRUE, "Pawns, Combat");
  refused_battle (2, 1, HD_PAWNS_OPEN, 1, TRUE, "Pawns, Defense");
  refused_battle (2, 1, HD_PAWNS_RIVER, 3, TRUE, "Pawns, Defense");
  /* Confederate pawns never go to sea: a port never doubles against them */
  refused_battle (2, 1, HD_PAWNS_PORT, 0, FALSE, "Pawns, Ocean, Bay and Gulf");
}

static void
losses_of (guint att, guint def, HdPawnsTerrain terrain, guint unmatched, const char *result, guint att_lost,
           guint def_lost)
{
  HdPawnsBattle battle = { att, def, terrain, unmatched };
  guint a, d;

  hd_pawns_combat_losses (&battle, result, &a, &d);
  g_assert_cmpuint (a, ==, att_lost);
  g_assert_cmpuint (d, ==, def_lost);
}

static void
test_exchange (void)
{
  /* one pawn against one on a mountain or a port: both eliminated */
  losses_of (1, 1, HD_PAWNS_MOUNTAIN, 0, HD_PAWNS_EXCHANGE, 1, 1);
  losses_of (1, 1, HD_PAWNS_PORT, 0, HD_PAWNS_EXCHANGE, 1, 1);
  /* 1-1 in the open: both */
  losses_of (2, 2, HD_PAWNS_OPEN, 0, HD_PAWNS_EXCHANGE, 2, 2);
  /* 3-1: the defender (fewest factors) removes all, the attacker one pawn */
  losses_of (3, 1, HD_PAWNS_OPEN, 0, HD_PAWNS_EXCHANGE, 1, 1);
  /* 2 against 2 on a river (2-4): the attacker removes all, the defender one doubled pawn (2 >= 2) */
  losses_of (2, 2, HD_PAWNS_RIVER, 0, HD_PAWNS_EXCHANGE, 2, 1);
  /* 3 attackers, two counting 2, against 1 on a river (5-2): the defender's 2 factors are
   * matched by one attacker that counts 2 */
  losses_of (3, 1, HD_PAWNS_RIVER, 2, HD_PAWNS_EXCHANGE, 1, 1);
  /* 4 against 3 doubled... (4-6): the attacker removes all 4, the defender 2 pawns (4 factors) */
  losses_of (4, 3, HD_PAWNS_RIVER, 0, HD_PAWNS_EXCHANGE, 4, 2);
  losses_of (2, 1, HD_PAWNS_OPEN, 0, HD_PAWNS_A_ELIM, 2, 0);
  losses_of (2, 1, HD_PAWNS_OPEN, 0, HD_PAWNS_D_ELIM, 0, 1);
  losses_of (2, 1, HD_PAWNS_OPEN, 0, HD_PAWNS_D_BACK_2, 0, 0);
}

static void
test_chances (void)
{
  g_autoptr(HdSheetTable) crt = hd_sheet_table_new_given (&hd_pawns_rules, hd_pawns_rules.tables[0]);
  guint faces[5];

  /* our copy's 2-1 column lacks its 4 */
  g_assert_false (hd_pawns_combat_chances (crt, 3, faces));
  g_assert_true (hd_sheet_table_set (crt, 3, 3, HD_PAWNS_D_BACK_2, NULL));
  g_assert_true (hd_pawns_combat_chances (crt, 3, faces));
  /* 1 D elim; 2 and 5 exchange; 3 and 4 D back 2; 6 A elim */
  g_assert_cmpuint (faces[0], ==, 1);     /* a-elim */
  g_assert_cmpuint (faces[1], ==, 0);     /* a-back-2 */
  g_assert_cmpuint (faces[2], ==, 2);     /* exchange */
  g_assert_cmpuint (faces[3], ==, 2);     /* d-back-2 */
  g_assert_cmpuint (faces[4], ==, 1);     /* d-elim */
}

/* ----------------------------------------------------------- the game */

static HdSheetGame *
new_game (void)
{
  return hd_sheet_game_new (&hd_pawns_rules);
}

static gint
pawns (HdSheetGame *game, int side)
{
  return hd_sheet_game_get_sheet (game)->track[side];
}

static void
test_month_walk (void)
{
  g_autoptr(HdSheetGame) game = new_game ();

  g_assert_cmpstr (sheet_test_step (game), ==, "setup-union");
  sheet_test_no (game, "battle 1 vs 1 die 1", "Pawns, Prepare For Play");
  sheet_test_ok (game, "done");
  g_assert_cmpstr (sheet_test_step (game), ==, "setup-confederate");
  sheet_test_ok (game, "done");
  g_assert_cmpstr (sheet_test_step (game), ==, "union-move");
  sheet_test_no (game, "end-month confederate-in none union-in none replacements no", "Pawns, Routine of Play 1");
  sheet_test_ok (game, "done");
  g_assert_cmpstr (sheet_test_step (game), ==, "union-combat");
  /* 2-1 and a 3: the defender goes back 2; the retreat comes first */
  sheet_test_ok (game, "battle 2 vs 1 die 3");
  g_assert_cmpstr (sheet_test_step (game), ==, "retreat");
  sheet_test_no (game, "done", "Pawns, Combat Results Table");
  sheet_test_no (game, "retreat lost 2", "Pawns, Combat Results Table");
  sheet_test_ok (game, "retreat lost 1");
  g_assert_cmpint (pawns (game, 1), ==, 5);
  /* no pawn fights twice in a turn: 6 Union pawns, 2 have fought */
  sheet_test_no (game, "battle 5 vs 1 die 1", "Pawns, Attack");
  /* a 1-4 eliminates the attacker without a die */
  sheet_test_no (game, "battle 1 vs 4 die 2", "Pawns, Combat Results Table");
  sheet_test_ok (game, "battle 1 vs 4");
  g_assert_cmpint (pawns (game, 0), ==, 5);
  /* the table's result, not another */
  sheet_test_no (game, "battle 1 vs 1 die 1 result a-elim", "Pawns, Combat Results Table");
  /* our copy lacks a 4 at 1-1: the players say it */
  sheet_test_no (game, "battle 1 vs 1 die 4", "Pawns, Combat Results Table");
  sheet_test_ok (game, "battle 1 vs 1 die 4 result exchange");
  g_assert_cmpint (pawns (game, 0), ==, 4);
  g_assert_cmpint (pawns (game, 1), ==, 4);
  sheet_test_ok (game, "done");
  sheet_test_ok (game, "done");
  g_assert_cmpstr (sheet_test_step (game), ==, "confederate-combat");
  sheet_test_no (game, "battle 1 vs 1 on port die 1", "Pawns, Ocean, Bay and Gulf");
  /* one Confederate pawn against one Union pawn on a mountain, an exchange: both go */
  sheet_test_ok (game, "battle 1 vs 1 on mountain die 2");
  g_assert_cmpint (pawns (game, 0), ==, 3);
  g_assert_cmpint (pawns (game, 1), ==, 3);
  sheet_test_ok (game, "done");
  g_assert_cmpstr (sheet_test_step (game), ==, "month-end");
  sheet_test_no (game, "done", "Pawns, Routine of Play 5");
  /* three Confederate pawns cannot occupy four centres */
  sheet_test_no (game, "end-month confederate-in 1 2 3 4 union-in none replacements yes", "Pawns, How to Win");
  sheet_test_no (game, "end-month confederate-in 1 union-in none", "Pawns, Time Record Card");
  sheet_test_ok (game, "end-month confederate-in 1 union-in none replacements yes");
  /* three a month at most, and centre 1 is occupied: 3 of the 3 left */
  g_assert_cmpstr (sheet_test_step (game), ==, "union-replacements");
  sheet_test_no (game, "replace 4", "Pawns, Replacements");
  sheet_test_ok (game, "replace 3");
  g_assert_cmpstr (sheet_test_step (game), ==, "confederate-replacements");
  sheet_test_no (game, "replace 3", "Pawns, Replacements");
  sheet_test_ok (game, "replace 2");
  g_assert_cmpint (pawns (game, 0), ==, 6);
  g_assert_cmpint (pawns (game, 1), ==, 5);
  /* May 1861: the set-up is skipped */
  g_assert_cmpstr (sheet_test_step (game), ==, "union-move");
  g_assert_cmpuint (hd_sheet_game_get_sheet (game)->turn, ==, 1);
  /* a month without an asterisk skips both replacement steps */
  sheet_test_ok (game, "done");
  sheet_test_ok (game, "done");
  sheet_test_ok (game, "done");
  sheet_test_ok (game, "done");
  sheet_test_ok (game, "end-month confederate-in none union-in none replacements no");
  g_assert_cmpstr (sheet_test_step (game), ==, "union-move");
  g_assert_cmpuint (hd_sheet_game_get_sheet (game)->turn, ==, 2);
  /* a correction of the books, bounded */
  sheet_test_no (game, "correct union-pawns 16", "Pawns, Replacements");
  sheet_test_no (game, "correct retreat 1", "Pawns, Combat Results Table");
  sheet_test_ok (game, "correct union-pawns 7");
  g_assert_cmpint (pawns (game, 0), ==, 7);
}

/* A month with nothing happening: moves and battles done, centres as given. */
static void
quiet_month (HdSheetGame *game, const char *csa_in, const char *union_in)
{
  g_autofree char *end = g_strdup_printf ("end-month confederate-in %s union-in %s replacements no", csa_in,
                                          union_in);

  for (guint i = 0; i < 4; i++)
    sheet_test_ok (game, "done");
  sheet_test_ok (game, end);
}

/* Month ends from 04/1861 with the Union centres Confederate pawns
 * occupy at each; the winner after them (-1: none yet). */
static int
hold_after (const char * const *months, guint n)
{
  g_autoptr(HdSheetGame) game = new_game ();

  sheet_test_ok (game, "done");
  sheet_test_ok (game, "done");
  for (guint m = 0; m < n; m++)
    quiet_month (game, months[m], "none");
  return hd_sheet_game_get_sheet (game)->winner;
}

static void
test_confederate_hold (void)
{
  const char *taken_and_held[] = { "1 2", "1 3", "1 3 4", "1 3" };
  const char *second_pair[] = { "1 2", "1 2 3", "2 3", "2 3" };
  const char *let_go[] = { "1 2", "1 2", "1", "1 2", "1 2" };

  /* centre 1 held four month ends, centre 3 three: won at the fourth, not before */
  g_assert_cmpint (hold_after (taken_and_held, 3), ==, -1);
  g_assert_cmpint (hold_after (taken_and_held, 4), ==, 1);
  /* centres 2 and 3 held together at the last three month ends */
  g_assert_cmpint (hold_after (second_pair, 3), ==, -1);
  g_assert_cmpint (hold_after (second_pair, 4), ==, 1);
  /* centre 2 let go for a month: its count starts again */
  g_assert_cmpint (hold_after (let_go, 5), ==, -1);
  {
    g_autoptr(HdSheetGame) game = new_game ();
    HdLogAwaited awaited;

    sheet_test_ok (game, "done");
    sheet_test_ok (game, "done");
    for (guint m = 0; m < G_N_ELEMENTS (second_pair); m++)
      quiet_month (game, second_pair[m], "none");
    g_assert_true (hd_log_get_awaited (HD_LOG (game), &awaited));
    g_assert_true (awaited.over);
    sheet_test_no (game, "done", "Pawns, How to Win");
  }
}

/* The books corrected only where the turn's other counts still agree,
 * never while a decision is owed; a mountain doubles against everyone. */
static void
test_corrections_and_terrain (void)
{
  g_autoptr(HdSheetGame) game = new_game ();

  sheet_test_ok (game, "done");
  sheet_test_ok (game, "done");
  sheet_test_ok (game, "done");
  sheet_test_no (game, "battle 2 vs 1 on mountain double 1 die 1", "Pawns, Defense");
  sheet_test_ok (game, "battle 2 vs 1 on port double 1 die 1");
  sheet_test_ok (game, "battle 3 vs 1 die 3");
  g_assert_cmpstr (sheet_test_step (game), ==, "retreat");
  sheet_test_no (game, "correct union-pawns 9", "Pawns, Combat Results Table");
  sheet_test_ok (game, "retreat");
  /* five Union pawns have fought: fewer than five on the board would not agree */
  sheet_test_no (game, "correct union-pawns 4", "Pawns, Replacements");
  sheet_test_ok (game, "correct union-pawns 5");
}

static void
test_union_victory (void)
{
  g_autoptr(HdSheetGame) game = new_game ();

  sheet_test_ok (game, "done");
  sheet_test_ok (game, "done");
  sheet_test_ok (game, "done");
  /* 5-1 eliminates the defender without a die; the five have fought this turn */
  sheet_test_ok (game, "battle 5 vs 1");
  g_assert_cmpint (pawns (game, 1), ==, 5);
  sheet_test_no (game, "battle 5 vs 1", "Pawns, Attack");
  /* the rest, say, over the next months: the books corrected */
  sheet_test_ok (game, "correct confederate-pawns 0");
  sheet_test_ok (game, "done");
  sheet_test_ok (game, "done");
  sheet_test_ok (game, "done");
  /* two centres are not all three */
  sheet_test_ok (game, "end-month confederate-in none union-in 1 2 replacements no");
  g_assert_cmpint (hd_sheet_game_get_sheet (game)->winner, ==, -1);
  quiet_month (game, "none", "1 2 3");
  g_assert_cmpint (hd_sheet_game_get_sheet (game)->winner, ==, 0);
}

static void
test_time_limit (void)
{
  g_autoptr(HdSheetGame) game = new_game ();

  sheet_test_ok (game, "done");
  sheet_test_ok (game, "done");
  for (guint m = 0; m < 47; m++)
    quiet_month (game, "none", "none");
  g_assert_cmpuint (hd_sheet_game_get_sheet (game)->turn, ==, 47);
  {
    g_autofree char *label = hd_pawns_rules.turn_label (47);
    g_assert_cmpstr (label, ==, "03/1865");
  }
  quiet_month (game, "none", "none");
  /* the Confederacy avoided the Union's victory */
  g_assert_cmpint (hd_sheet_game_get_sheet (game)->winner, ==, 1);
}

/* The owner's table completes what the players leave out, and the log
 * keeps the result: the game replays without the table. */
static void
test_owner_table_completes (void)
{
  g_autoptr(HdSheetGame) game = new_game ();
  g_autoptr(HdSheetTable) crt = hd_sheet_table_new_given (&hd_pawns_rules, hd_pawns_rules.tables[0]);
  g_autoptr(HdSheetTable) card = hd_sheet_table_new_given (&hd_pawns_rules, hd_pawns_rules.tables[1]);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(HdSheetGame) again = NULL;

  g_assert_true (hd_sheet_table_set (crt, 3, 2, HD_PAWNS_D_BACK_2, NULL));
  g_assert_true (hd_sheet_table_set (card, 0, 0, "yes", NULL));
  hd_sheet_game_set_table (game, crt);
  hd_sheet_game_set_table (game, card);
  sheet_test_ok (game, "done");
  sheet_test_ok (game, "done");
  sheet_test_ok (game, "done");
  sheet_test_ok (game, "battle 1 vs 1 die 4");
  g_assert_cmpstr (sheet_test_step (game), ==, "retreat");
  sheet_test_ok (game, "retreat");
  sheet_test_ok (game, "done");
  sheet_test_ok (game, "done");
  sheet_test_ok (game, "done");
  sheet_test_ok (game, "end-month confederate-in none union-in none");
  g_assert_cmpstr (sheet_test_step (game), ==, "union-replacements");
  text = hd_log_write_transcript (HD_LOG (game), NULL);
  g_assert_nonnull (strstr (text, "battle 1 vs 1 die 4 result d-back-2\n"));
  g_assert_nonnull (strstr (text, "end-month confederate-in none union-in none replacements yes\n"));
  again = hd_sheet_game_read_transcript (text, -1, "t", NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (memcmp (hd_sheet_game_get_sheet (again), hd_sheet_game_get_sheet (game), sizeof (HdSheet)) == 0);
}

/* ----------------------------------------------------- through the log */

static void
test_random_games (void)
{
  for (guint seed = 1; seed <= 12; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(HdSheetGame) game = new_game ();

      sheet_test_play_random (game, rand, 2000);
      sheet_test_round_trips (game);
    }
}

static void
test_undo_words (void)
{
  g_autoptr(HdSheetGame) game = new_game ();
  g_autofree char *undo = NULL, *battle = NULL, *retreat = NULL;

  sheet_test_ok (game, "done");
  undo = hd_log_describe_undo (HD_LOG (game), NULL);
  g_assert_cmpstr (undo, ==, "Union set-up done");
  sheet_test_ok (game, "done");
  sheet_test_ok (game, "done");
  sheet_test_ok (game, "battle 2 vs 1 on river double 1 die 3");
  battle = hd_log_describe_undo (HD_LOG (game), NULL);
  g_assert_cmpstr (battle, ==, "the Union attacks at 3-2 (1-1), die 3: Defender back 2");
  sheet_test_ok (game, "retreat lost 1");
  retreat = hd_log_describe_undo (HD_LOG (game), NULL);
  g_assert_cmpstr (retreat, ==, "the Confederacy retreats; 1 pawn could not and is eliminated");
}

static void
test_lines_refused (void)
{
  g_autoptr(HdSheetGame) game = new_game ();
  static const char * const bad[] = {
    "", "fly", "battle", "battle 2 1", "battle 2 vs", "battle 2 vs 1 on swamp", "battle 2 vs 1 die 7",
    "battle 16 vs 1", "battle 2 vs 1 result win", "battle 2 vs 1 die", "retreat lost", "retreat far",
    "end-month", "end-month confederate-in 5 union-in none", "end-month confederate-in 1 1 union-in none",
    "end-month confederate-in none", "end-month confederate-in none union-in none replacements maybe",
    "replace", "replace -1", "replace 2 3", "done now", "correct nothing 3", "correct union-pawns x",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree HdSheetAction *action = hd_sheet_game_read_line (game, bad[i], &error);

      if (action != NULL)
        g_error ("\"%s\" was read", bad[i]);
      g_assert_nonnull (error);
    }
}

/* A page's fields make the line the game reads; the preview tells the
 * odds and each face of the die before anything is recorded. */
static void
test_fields_and_preview (void)
{
  g_autoptr(HdSheetGame) game = new_game ();
  const HdSheetRules *rules = &hd_pawns_rules;
  const gint battle[] = { 2, 1, 2, 1, 0, 3 }, automatic[] = { 5, 1, 0, 0, 0, 0 };
  const gint end[] = { 5, 0, 0 }, marked[] = { 0, 7, 1 };
  g_autofree char *line = hd_sheet_compose_line (rules->verbs[2], battle, NULL);
  g_autofree char *line2 = hd_sheet_compose_line (rules->verbs[2], automatic, NULL);
  g_autofree char *line3 = hd_sheet_compose_line (rules->verbs[4], end, NULL);
  g_autofree char *line4 = hd_sheet_compose_line (rules->verbs[4], marked, NULL);
  g_autofree char *preview = NULL, *preview2 = NULL;

  g_assert_cmpstr (line, ==, "battle 2 vs 1 on river double 1 die 3");
  g_assert_cmpstr (line2, ==, "battle 5 vs 1");
  g_assert_cmpstr (line3, ==, "end-month confederate-in 1 3 union-in none");
  g_assert_cmpstr (line4, ==, "end-month confederate-in none union-in 1 2 3 replacements yes");
  sheet_test_ok (game, "done");
  sheet_test_ok (game, "done");
  sheet_test_ok (game, "done");
  preview = hd_sheet_game_preview (game, "battle 2 vs 1 on river double 1");
  g_assert_nonnull (strstr (preview, "Odds 3-2 (1-1). The die:\n1: Defender eliminated\n2: Exchange (attacker loses 1, "
                                     "defender 1)\n3: Defender back 2\n4: not in our copy"));
  g_assert_null (strstr (preview, "Chances"));
  preview2 = hd_sheet_game_preview (game, "battle 5 vs 1");
  g_assert_cmpstr (preview2, ==, "Odds 5-1 (above 4-1): Defender eliminated, without a die.");
  g_assert_null (hd_sheet_game_preview (game, "done"));
  g_assert_null (hd_sheet_game_preview (game, "battle 0 vs 1"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pawns/odds/examples", test_odds_examples);
  g_test_add_func ("/pawns/odds/refused", test_odds_refused);
  g_test_add_func ("/pawns/exchange", test_exchange);
  g_test_add_func ("/pawns/chances", test_chances);
  g_test_add_func ("/pawns/month", test_month_walk);
  g_test_add_func ("/pawns/victory/confederate-hold", test_confederate_hold);
  g_test_add_func ("/pawns/victory/union", test_union_victory);
  g_test_add_func ("/pawns/corrections-and-terrain", test_corrections_and_terrain);
  g_test_add_func ("/pawns/victory/time-limit", test_time_limit);
  g_test_add_func ("/pawns/owner-table", test_owner_table_completes);
  g_test_add_func ("/pawns/random-games", test_random_games);
  g_test_add_func ("/pawns/undo-words", test_undo_words);
  g_test_add_func ("/pawns/lines-refused", test_lines_refused);
  g_test_add_func ("/pawns/fields-and-preview", test_fields_and_preview);
  return g_test_run ();
}
