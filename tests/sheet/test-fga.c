/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-fga.c: The Civil War (FGA, hd-fga.h) replayed from its
 * rulebook: the Turn-Record Track's weeks and the scenarios' starts
 * (13.1-13.3); the initiative (4.0.A); the Action Phase's alternate
 * single actions, two a force, one combat, the pass (4.0.B, 4.0.F,
 * 4.3.8.B), rail capacity and rail movement as two actions (4.2.1),
 * improved positions (4.5.1), razing (4.6); the combat sequence: a
 * refusal (4.3.2), losses as percentages rounded up and then doubled
 * (4.3.5.C), the ending roll against its exact chances over many
 * seeded rounds, seven rounds at most, withdrawals (4.3.4), garrisons
 * (4.3.7); leader casualties from the owner's table and Forrest and
 * Custer (6.3, 11.0); promotions (6.2.2); a reconnaissance report
 * hidden from the side reconnoitred and from the table (4.4.4); the
 * Political Track: strategic cities taken and retaken (5.0.D's Atlanta),
 * Kentucky and Missouri (5.1), intervention and neutrality (5.2),
 * automatic victory and the end (5.3); production: cities occupied,
 * blockades, calls and drafts, no deficit, line infantry, high forts
 * (7.0-7.7, 10.7); stacking (3.1); the seasons (8.2-8.3); secret
 * production (7.1.D); and random games through the log. */
#include <math.h>
#include <string.h>

#include "hd-fga.h"
#include "hd-fga-private.h"
#include "hd-log.h"
#include "hd-rules.h"
#include "hd-sheet-game.h"
#include "hd-sheet-table.h"
#include "sheet-test-util.h"

#define CAMPAIGN "scenario play campaign production open heroes off forts six union-ifs 0 confederate-ifs 0 marker 0"

static HdSheetGame *
new_game (const char *scenario)
{
  HdSheetGame *game = hd_sheet_game_new (&hd_fga_rules);

  sheet_test_ok (game, scenario);
  return game;
}

static gint
track (HdSheetGame *game, const char *id)
{
  int i = hd_sheet_find_track (&hd_fga_rules, id);

  g_assert_cmpint (i, >=, 0);
  return hd_sheet_game_get_sheet (game)->track[i];
}

static void
correct (HdSheetGame *game, const char *id, gint value)
{
  g_autofree char *line = g_strdup_printf ("correct %s %d", id, value);

  sheet_test_ok (game, line);
}

static char *
label_of (guint turn)
{
  return hd_fga_rules.turn_label (turn);
}

/* The step the game awaits passed as plainly as the rules let it. */
static void
step_once (HdSheetGame *game)
{
  const char *now = sheet_test_step (game);

  if (g_str_equal (now, "initiative"))
    sheet_test_ok (game, "initiative union 2 confederate 5");
  else if (g_str_equal (now, "actions"))
    sheet_test_ok (game, "pass");
  else if (g_str_equal (now, "season"))
    sheet_test_ok (game, "season onset no roll 9");
  else if (g_str_equal (now, "kentucky"))
    sheet_test_ok (game, "kentucky by nobody change -2");
  else if (g_str_equal (now, "automatic-victory"))
    sheet_test_ok (game, "victory wins no roll 10");
  else if (g_str_has_suffix (now, "-advance"))
    sheet_test_ok (game, "advance no");
  else
    sheet_test_ok (game, "done");
}

/* "done" or a pass until the game awaits @step. */
static void
until_step (HdSheetGame *game, const char *step)
{
  for (guint guard = 0; guard < 400 && !g_str_equal (sheet_test_step (game), step); guard++)
    step_once (game);
  g_assert_cmpstr (sheet_test_step (game), ==, step);
}

/* ------------------------------------------------------------ the calendar */

static void
test_calendar (void)
{
  g_autofree char *first = label_of (0), *last = label_of (FGA_TURNS - 1), *march = label_of (43);
  g_autoptr(HdSheetGame) y1862 = NULL, y1863 = NULL;
  g_autofree char *label = NULL;

  g_assert_cmpstr (first, ==, "April II 1861");
  g_assert_cmpstr (last, ==, "June IV 1865");
  g_assert_cmpstr (march, ==, "March I 1862");
  g_assert_cmpuint (hd_fga_turn_of (1861, 3, 1), ==, 0);
  g_assert_cmpuint (hd_fga_turn_of (1865, 5, 3), ==, FGA_TURNS - 1);
  /* the 1862 scenario: March I 1862, the marker at 60, the Confederacy's 122 RPs, Kentucky invaded by it */
  y1862 = new_game ("scenario play 1862 production open heroes off forts six union-ifs 0 confederate-ifs 0 "
                    "marker 0");
  label = hd_fga_rules.turn_label (hd_sheet_game_get_sheet (y1862)->turn);
  g_assert_cmpstr (label, ==, "March I 1862");
  g_assert_cmpint (track (y1862, "political"), ==, 60);
  g_assert_cmpint (track (y1862, "confederate-rp"), ==, 122);
  g_assert_cmpint (track (y1862, "union-rp"), ==, 0);
  g_assert_cmpint (track (y1862, "kentucky"), ==, 1 + FGA_UNION);
  g_assert_cmpstr (sheet_test_step (y1862), ==, "initiative");
  /* 1863, with the play-balance marker two boxes the Union's way */
  y1863 = new_game ("scenario play 1863 production open heroes off forts six union-ifs 0 confederate-ifs 0 "
                    "marker -2");
  g_assert_cmpint (track (y1863, "political"), ==, 43);
  g_assert_cmpint (track (y1863, "union-rp"), ==, 175);
  g_assert_cmpint (track (y1863, "missouri"), ==, 1 + FGA_UNION);
}

/* The weeks pass: the turn after April IV 1861 is May I. */
static void
test_weeks (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);
  g_autofree char *one = NULL, *two = NULL, *three = NULL;

  until_step (game, "union-production");
  until_step (game, "initiative");
  one = hd_fga_rules.turn_label (hd_sheet_game_get_sheet (game)->turn);
  g_assert_cmpstr (one, ==, "April III 1861");
  until_step (game, "union-production");
  until_step (game, "initiative");
  until_step (game, "union-production");
  until_step (game, "initiative");
  two = hd_fga_rules.turn_label (hd_sheet_game_get_sheet (game)->turn);
  g_assert_cmpstr (two, ==, "May I 1861");
  /* new leaders on odd-numbered turns only: May I is Turn 4, May II Turn 5 */
  until_step (game, "leaders");
  three = hd_fga_rules.turn_label (hd_sheet_game_get_sheet (game)->turn);
  g_assert_cmpstr (three, ==, "May II 1861");
}

/* ----------------------------------------------------------- initiative */

static void
test_initiative (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);
  HdLogAwaited awaited;

  /* a tie on the first turn is rolled again */
  sheet_test_no (game, "initiative union 4 confederate 4", "FGA 4.0.A");
  sheet_test_no (game, "initiative union 11 confederate 4", "FGA 4.0.A");
  /* the lower roll has the initiative and may act first */
  sheet_test_ok (game, "initiative union 6 confederate 2");
  g_assert_cmpint (track (game, "initiative"), ==, FGA_CSA);
  g_assert_true (hd_log_get_awaited (HD_LOG (game), &awaited));
  g_assert_cmpint (awaited.seat, ==, FGA_CSA);
  until_step (game, "initiative");
  /* a tie later: the side that had it keeps it; it may let the other go first */
  sheet_test_ok (game, "initiative union 5 confederate 5 first other");
  g_assert_cmpint (track (game, "initiative"), ==, FGA_CSA);
  g_assert_cmpint (track (game, "next"), ==, FGA_UNION);
}

/* ----------------------------------------------------------- the actions */

static void
test_actions (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);

  sheet_test_ok (game, "initiative union 1 confederate 9");
  /* two actions a force, alternately */
  sheet_test_ok (game, "act force 1 do move");
  g_assert_cmpint (track (game, "next"), ==, FGA_CSA);
  sheet_test_ok (game, "act force 1 do move");
  sheet_test_ok (game, "act force 1 do move");
  sheet_test_ok (game, "act force 3 do improve");
  sheet_test_no (game, "act force 1 do move", "FGA 4.0.F");
  sheet_test_ok (game, "act force 2 do move");
  sheet_test_ok (game, "act force 4 do move");
  /* an IP is placed only by a force that neither moves nor fights; it may then only reconnoitre */
  sheet_test_no (game, "act force 2 do improve", "FGA 4.5.1.B");
  /* the Union passes: the Confederacy goes on alone */
  sheet_test_ok (game, "pass");
  sheet_test_no (game, "act force 3 do move", "FGA 4.5.1.B");
  sheet_test_ok (game, "act force 4 do move");
  g_assert_cmpint (track (game, "next"), ==, FGA_CSA);
  sheet_test_ok (game, "act force 5 do move");
  g_assert_cmpstr (sheet_test_step (game), ==, "actions");
  /* razing waits for 1864 */
  sheet_test_no (game, "raze force 6 Atlanta", "FGA 4.6.3");
  sheet_test_ok (game, "pass");
  g_assert_cmpstr (sheet_test_step (game), ==, "political");
}

/* A Union fleet: two actions a turn, never the same twice, not both a
 * move and a transport (10.1.G, 10.2.4.B); the Confederacy's naval SPs
 * are in no fleet (10.1.B). */
static void
test_fleets (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);

  sheet_test_ok (game, "initiative union 1 confederate 9");
  sheet_test_no (game, "fleet fleet 0 do move", "FGA 10.1.B");
  sheet_test_ok (game, "fleet fleet 3 do move");
  sheet_test_no (game, "fleet fleet 1 do move", "FGA 10.1.B");
  sheet_test_no (game, "fleet fleet 0 do blockade", "FGA 10.7.B");
  sheet_test_ok (game, "fleet fleet 0 do combat");
  sheet_test_no (game, "fleet fleet 3 do move", "FGA 10.1.G");
  sheet_test_no (game, "fleet fleet 3 do transport", "FGA 10.2.4.B");
  sheet_test_ok (game, "fleet fleet 3 do blockade");
  sheet_test_ok (game, "pass");
  sheet_test_no (game, "fleet fleet 3 do bombard", "FGA 10.1.G");
  sheet_test_ok (game, "fleet fleet 4 do transport");
  g_assert_true (hd_fga_set_has (track (game, "fleets-blockaded"), 3));
}

static void
test_rail (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);

  sheet_test_ok (game, "city side union rp 60 New York");
  sheet_test_ok (game, "city side union rp 47 Pittsburgh");
  until_step (game, "union-production");
  /* 107 RPs received: the rail capacity is 16, 15 % rounded down */
  g_assert_cmpint (track (game, "union-income"), ==, 107);
  g_assert_cmpint (track (game, "union-rp"), ==, 107);
  until_step (game, "actions");
  sheet_test_no (game, "rail sp 17", "FGA 4.2.1.A");
  sheet_test_ok (game, "rail sp 10 force 1");
  sheet_test_ok (game, "pass");
  /* rail movement is two actions: no combat for that force this turn */
  sheet_test_no (game, "act force 1 do combat vs 2", "FGA 4.0.F");
  sheet_test_ok (game, "act force 2 do move");
  sheet_test_no (game, "rail sp 5 force 2", "FGA 4.2.1.G");
  sheet_test_ok (game, "rail sp 6");
  sheet_test_no (game, "rail sp 1", "FGA 4.2.1.A");
}

/* A forced march is a move by a force with a leader in command, its
 * attrition typed from the Forced-March Table (FGA 4.1.2, 6.4.3.B). */
static void
test_forced_march (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);
  const HdSheetViewer csa = { FGA_CSA };
  g_autofree char *told = NULL, *hidden = NULL, *theirs = NULL;

  sheet_test_ok (game, "leader side union force 2 leader none");
  sheet_test_ok (game, "initiative union 1 confederate 9");
  sheet_test_no (game, "act force 1 do combat vs 3 forced yes", "FGA 4.1.2.A");
  sheet_test_no (game, "act force 1 do move attrition 2", "FGA 4.1.2.C");
  sheet_test_no (game, "act force 2 do move forced yes", "FGA 6.4.3.B");
  sheet_test_ok (game, "act force 2 do move");
  sheet_test_ok (game, "pass");
  sheet_test_ok (game, "act force 1 do move forced yes attrition 2");
  told = hd_log_describe_undo (HD_LOG (game), NULL);
  g_assert_nonnull (strstr (told, "force 1 moves by a forced march, its MA one more; attrition takes 2 SPs"));
  g_assert_true (hd_fga_set_has (track (game, "union-acted"), 1));
  /* the SPs lost are the Union's to know (FGA 4.4.1) */
  hidden = hd_log_describe_undo (HD_LOG (game), &csa);
  g_assert_nonnull (strstr (hidden, "force 1 moves by a forced march"));
  g_assert_null (strstr (hidden, "2 SPs"));
  theirs = hd_sheet_game_write_transcript_for (game, &csa);
  g_assert_null (strstr (theirs, "attrition 2"));
}

/* ------------------------------------------------------------- combat */

static void
test_combat_losses (void)
{
  /* 45 SPs at 10 %: 4.5 rounded up is 5, doubled 10 (4.3.5.C) */
  g_assert_cmpint (hd_fga_combat_loss (45, 10, 1), ==, 5);
  g_assert_cmpint (hd_fga_combat_loss (45, 10, 2), ==, 10);
  g_assert_cmpint (hd_fga_combat_loss (45, 10, 3), ==, 15);
  g_assert_cmpint (hd_fga_combat_loss (400, 10, 1), ==, 40);
  g_assert_cmpint (hd_fga_combat_loss (1, 5, 1), ==, 1);
  g_assert_cmpint (hd_fga_combat_loss (10, 0, 3), ==, 0);
  g_assert_cmpint (hd_fga_combat_loss (10, 60, 3), ==, 10);
}

/* The ending roll: a 10 in round 1, 9 or more in round 2 (+1), 8 in
 * round 3, ... and the seventh round always ends (4.3.4.A-D). */
static void
test_combat_ends (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1861);
  const guint n = 200000;
  guint lengths[FGA_MAX_ROUNDS + 1] = { 0 };
  gdouble left = 1.0;

  g_assert_false (hd_fga_combat_ends (1, 9));
  g_assert_true (hd_fga_combat_ends (1, 10));
  g_assert_false (hd_fga_combat_ends (2, 8));
  g_assert_true (hd_fga_combat_ends (2, 9));
  g_assert_true (hd_fga_combat_ends (6, 5));
  g_assert_false (hd_fga_combat_ends (6, 4));
  g_assert_true (hd_fga_combat_ends (7, 1));
  for (guint i = 0; i < n; i++)
    {
      guint round = 1;

      while (!hd_fga_combat_ends (round, g_rand_int_range (rand, 1, 11)))
        round++;
      lengths[round]++;
    }
  for (guint round = 1; round <= FGA_MAX_ROUNDS; round++)
    {
      gdouble p = round < FGA_MAX_ROUNDS ? left * round / 10.0 : left;
      gdouble seen = (gdouble) lengths[round] / n, sigma = sqrt (p * (1 - p) / n);

      if (fabs (seen - p) > 5 * sigma + 1e-9)
        g_error ("a combat of %u rounds: %.5f seen, %.5f exact", round, seen, p);
      left -= p;
    }
}

/* A declared combat through the log: accepted, rounds, a withdrawal,
 * the casualty rolls, the force's combat spent. */
static void
test_combat (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);
  g_autofree char *told = NULL;

  sheet_test_ok (game, "initiative union 1 confederate 9");
  sheet_test_ok (game, "act force 1 do combat vs 2");
  g_assert_cmpstr (sheet_test_step (game), ==, "confederate-respond");
  sheet_test_ok (game, "respond answer accept attacker-sp 120 defender-sp 30");
  g_assert_cmpstr (sheet_test_step (game), ==, "union-round");
  /* the round goes on only after an ending roll that does not end it */
  sheet_test_no (game, "round attacker-loss 10 defender-loss 20", "FGA 4.3.4.A");
  /* only the side outnumbered 4 to 1 has its loss multiplied (4.3.5.B) */
  sheet_test_no (game, "round attacker-loss 10 defender-loss 20 attacker-times 2 end 9", "FGA 4.3.5.B");
  sheet_test_ok (game, "round attacker-loss 10 defender-loss 20 defender-times 2 end 9");
  g_assert_cmpint (track (game, "attacker-sp"), ==, 108);
  g_assert_cmpint (track (game, "defender-sp"), ==, 18);
  g_assert_cmpint (track (game, "round"), ==, 2);
  /* round 2: 9 + 1 ends it */
  sheet_test_ok (game, "round attacker-loss 5 defender-loss 5 end 9");
  g_assert_cmpstr (sheet_test_step (game), ==, "leader-casualties");
  told = hd_log_describe_undo (HD_LOG (game), NULL);
  g_assert_nonnull (strstr (told, "draw"));
  /* each side once; only a 10 brings a casualty, then a second roll */
  sheet_test_no (game, "casualty side union roll 4 table 3", "FGA 6.3.A");
  sheet_test_no (game, "casualty side union roll 10", "FGA 6.3.B");
  sheet_test_ok (game, "casualty side union roll 4");
  sheet_test_no (game, "casualty side union roll 4", "FGA 6.3.A");
  sheet_test_ok (game, "casualty side confederate roll 10 table 2 result killed force 2");
  g_assert_cmpstr (sheet_test_step (game), ==, "actions");
  g_assert_cmpint (track (game, "next"), ==, FGA_CSA);
  /* the Confederate force 2 lost its leader: it may only move and defend */
  sheet_test_no (game, "act force 2 do combat vs 1", "FGA 6.4.3.B");
  sheet_test_ok (game, "act force 2 do move");
  /* the Union's force 1 has fought its combat this turn */
  sheet_test_no (game, "act force 1 do combat vs 3", "FGA 4.3.8.B");
  sheet_test_ok (game, "act force 3 do combat vs 0");
  /* a garrison can neither refuse nor withdraw */
  sheet_test_no (game, "respond answer refuse attacker-sp 10 defender-sp 5", "FGA 2.1.5");
  sheet_test_ok (game, "respond answer accept attacker-sp 10 defender-sp 5");
  sheet_test_no (game, "round attacker-loss 0 defender-loss 0 withdraw defender", "FGA 4.3.7.B");
  /* the garrison destroyed: the combat ends, the Confederacy loses */
  sheet_test_ok (game, "round attacker-loss 0 defender-loss 100");
  g_clear_pointer (&told, g_free);
  told = hd_log_describe_undo (HD_LOG (game), NULL);
  g_assert_nonnull (strstr (told, "the Confederacy loses the battle"));
}

/* A withdrawing force that cannot retreat loses 10 % more, rounded up,
 * and stays where it is, so the victor has nothing to advance into
 * (FGA 3.2.3.C); one the terrain stops is destroyed, its leaders back
 * as new ones (FGA 4.3.4.C, 6.4.5). */
static void
test_cornered (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);
  const HdSheet *sheet = hd_sheet_game_get_sheet (game);
  g_autofree char *told = NULL, *destroyed = NULL, *ledger = NULL, *last = NULL;

  sheet_test_ok (game, "draw side confederate rank 1 seniority 20 lv 1 Floyd");
  sheet_test_ok (game, "assign side confederate force 3 Floyd");
  sheet_test_ok (game, "initiative union 1 confederate 9");
  sheet_test_ok (game, "act force 1 do combat vs 2");
  sheet_test_ok (game, "respond answer accept attacker-sp 100 defender-sp 45");
  /* only a side that withdraws retreats, so only it can be unable to */
  sheet_test_no (game, "round attacker-loss 10 defender-loss 10 end 3 cornered defender", "FGA 3.2.3.C");
  sheet_test_no (game, "round attacker-loss 10 defender-loss 10 withdraw defender cornered attacker", "FGA 3.2.3.C");
  sheet_test_no (game, "round attacker-loss 10 defender-loss 10 withdraw defender terrain yes", "FGA 4.3.4.C");
  /* 45 less 10 % (5) is 40; then 10 % more, 4: 36 stay in place */
  sheet_test_ok (game, "round attacker-loss 10 defender-loss 10 withdraw defender cornered defender");
  told = hd_log_describe_undo (HD_LOG (game), NULL);
  g_assert_nonnull (strstr (told, "loses 4 SPs more, 10 % rounded up, and stays in place with 36 (FGA 3.2.3.C)"));
  g_assert_nonnull (strstr (told, "the Confederacy loses the battle"));
  g_assert_cmpint (track (game, "defender-sp"), ==, 36);
  g_assert_cmpint (track (game, "attacker-sp"), ==, 90);
  sheet_test_ok (game, "casualty side union roll 3");
  sheet_test_ok (game, "casualty side confederate roll 3");
  /* the loser did not retreat: no advance is owed, the Confederacy acts */
  g_assert_cmpstr (sheet_test_step (game), ==, "actions");
  g_assert_cmpint (track (game, "next"), ==, FGA_CSA);
  g_assert_cmpint (track (game, "stayed"), ==, 0);
  /* the Confederacy's force 3 attacks, withdraws, and the terrain holds it */
  sheet_test_ok (game, "act force 3 do combat vs 4");
  sheet_test_ok (game, "respond answer accept attacker-sp 20 defender-sp 30");
  sheet_test_ok (game, "round attacker-loss 10 defender-loss 0 withdraw attacker cornered attacker terrain yes");
  destroyed = hd_log_describe_undo (HD_LOG (game), NULL);
  g_assert_nonnull (strstr (destroyed, "its force is destroyed (FGA 4.3.4.C)"));
  g_assert_cmpint (track (game, "attacker-sp"), ==, 0);
  ledger = hd_sheet_format_ledger (&hd_fga_rules, sheet);
  g_assert_nonnull (strstr (ledger, "Floyd (1*, seniority 20, LV 1, back as a new leader)"));
  sheet_test_ok (game, "casualty side union roll 3");
  sheet_test_ok (game, "casualty side confederate roll 3");
  /* destroyed: the Union may advance into the hex */
  g_assert_cmpstr (sheet_test_step (game), ==, "union-advance");
  sheet_test_ok (game, "advance yes");
  /* a force of 1 SP cornered: its tenth is its last SP, and the hex is free */
  sheet_test_ok (game, "act force 5 do combat vs 6");
  sheet_test_ok (game, "respond answer accept attacker-sp 30 defender-sp 1");
  sheet_test_ok (game, "round attacker-loss 0 defender-loss 0 withdraw defender cornered defender");
  last = hd_log_describe_undo (HD_LOG (game), NULL);
  g_assert_nonnull (strstr (last, "loses its last 1 SPs, 10 % rounded up, and the force is destroyed"));
  sheet_test_ok (game, "casualty side union roll 3");
  sheet_test_ok (game, "casualty side confederate roll 3");
  g_assert_cmpstr (sheet_test_step (game), ==, "union-advance");
}

/* With the optional rule each SP moved by rail west of the Mississippi
 * costs three of the side's rail capacity (FGA 4.2.2); without it, one. */
static void
test_west_rail (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN " west-rail on");
  g_autoptr(HdSheetGame) east = new_game (CAMPAIGN);
  g_autofree char *told = NULL;

  for (HdSheetGame *g = game; g != NULL; g = g == game ? east : NULL)
    {
      sheet_test_ok (g, "city side union rp 60 New York");
      sheet_test_ok (g, "city side union rp 40 Pittsburgh");
      until_step (g, "actions");
    }
  /* 100 RPs received: a capacity of 15; 16 SPs are too many even in the East */
  sheet_test_no (game, "rail sp 16 west yes", "FGA 4.2.1.A");
  sheet_test_no (game, "rail sp 6 west yes", "FGA 4.2.2");
  sheet_test_ok (game, "rail sp 4 west yes");
  told = hd_log_describe_undo (HD_LOG (game), NULL);
  g_assert_nonnull (strstr (told, "using 12 of the rail capacity (FGA 4.2.2)"));
  g_assert_cmpint (track (game, "union-rail"), ==, 12);
  sheet_test_ok (game, "pass");
  sheet_test_no (game, "rail sp 4", "FGA 4.2.1.A");
  sheet_test_ok (game, "rail sp 3");
  /* the rule not chosen: west is as east, and said so */
  sheet_test_no (east, "rail sp 15 west yes", "FGA 4.2.2");
  sheet_test_no (east, "rail sp 16", "FGA 4.2.1.A");
  sheet_test_ok (east, "rail sp 15");
  g_assert_cmpint (track (east, "union-rail"), ==, 15);
}

/* Seven rounds at most; a refusal is one roll and no battle (4.3.2). */
static void
test_combat_seven_and_refusal (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);

  sheet_test_ok (game, "initiative union 1 confederate 9");
  sheet_test_ok (game, "act force 1 do combat vs 2");
  sheet_test_ok (game, "respond answer accept attacker-sp 100 defender-sp 100");
  for (guint round = 1; round < FGA_MAX_ROUNDS; round++)
    sheet_test_ok (game, "round attacker-loss 1 defender-loss 1 end 1");
  g_assert_cmpint (track (game, "round"), ==, 7);
  sheet_test_ok (game, "round attacker-loss 1 defender-loss 1");
  g_assert_cmpstr (sheet_test_step (game), ==, "leader-casualties");
  sheet_test_ok (game, "casualty side union roll 1");
  sheet_test_ok (game, "casualty side confederate roll 1");
  /* the Confederacy's force 5 declares; the Union's force 4 refuses and moves away */
  sheet_test_ok (game, "act force 5 do combat vs 4");
  sheet_test_ok (game, "respond answer refuse attacker-sp 20 defender-sp 12");
  g_assert_cmpstr (sheet_test_step (game), ==, "confederate-round");
  sheet_test_no (game, "round attacker-loss 0 defender-loss 10 withdraw attacker", "FGA 4.3.2.C");
  sheet_test_ok (game, "round attacker-loss 0 defender-loss 10");
  g_assert_cmpstr (sheet_test_step (game), ==, "actions");
  /* not charged with a combat: force 5 may declare again; force 4 used an action moving away */
  g_assert_cmpint (track (game, "confederate-fought"), ==, 0);
  g_assert_true (hd_fga_set_has (track (game, "union-acted"), 4));
  sheet_test_ok (game, "act force 4 do move");
  /* force 4 has acted twice now: it cannot refuse again */
  sheet_test_ok (game, "act force 5 do combat vs 4");
  sheet_test_no (game, "respond answer refuse attacker-sp 20 defender-sp 12", "FGA 4.3.2.B");
}

static void
test_casualty_table_and_heroes (void)
{
  g_autoptr(HdSheetGame) game = new_game ("scenario play campaign production open heroes on forts six union-ifs 0 "
                                          "confederate-ifs 0 marker 0");
  g_autoptr(HdSheetTable) table = hd_sheet_table_new_given (&hd_fga_rules, &hd_fga_casualty_def);
  g_autofree char *text = NULL;

  for (guint row = 0; row < 10; row++)
    g_assert_true (hd_sheet_table_set (table, row, 0, row < 6 ? "none" : row < 8 ? "wounded" : "killed", NULL));
  g_assert_false (hd_sheet_table_set (table, 0, 0, "captured", NULL));
  g_assert_true (hd_sheet_table_is_whole (table));
  hd_sheet_game_set_table (game, table);
  sheet_test_ok (game, "initiative union 1 confederate 9");
  sheet_test_ok (game, "act force 1 do combat vs 2");
  sheet_test_ok (game, "respond answer accept attacker-sp 10 defender-sp 10");
  sheet_test_ok (game, "round attacker-loss 10 defender-loss 10 end 10");
  /* Forrest cannot be killed (11.1) */
  sheet_test_no (game, "casualty side confederate roll 10 table 9 N. B. Forrest", "FGA 11.1");
  /* nor wounded unless the reviser's note is played (11.1.B-C) */
  sheet_test_no (game, "casualty side confederate roll 10 table 7 Forrest", "FGA 11.1.B");
  /* the table fills the result the players left out */
  sheet_test_ok (game, "casualty side union roll 10 table 7 force 1");
  g_assert_true (hd_fga_set_has (track (game, "union-leaderless"), 1));
  sheet_test_ok (game, "casualty side confederate roll 10 table 2");
  text = hd_log_write_transcript (HD_LOG (game), NULL);
  g_assert_nonnull (strstr (text, "casualty side union roll 10 table 7 result wounded force 1\n"));
  /* a leader takes command again */
  sheet_test_ok (game, "leader side union force 1 leader placed");
  g_assert_false (hd_fga_set_has (track (game, "union-leaderless"), 1));
}

/* The leaders drawn, with their forces: the commander by rank, then
 * seniority (6.2.1); a casualty named leaves the force without an able
 * leader (6.4.3-4); a promotion named adds a star (6.2.2). */
static void
test_leaders (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);
  const HdSheet *sheet = hd_sheet_game_get_sheet (game);
  g_autofree char *told = NULL, *ledger = NULL, *fell = NULL;

  sheet_test_ok (game, "draw side union rank 3 seniority 4 lv 1 Buell");
  sheet_test_ok (game, "draw side union rank 3 seniority 9 lv 2 Grant");
  sheet_test_ok (game, "draw side union rank 2 seniority 1 lv 1 Sherman");
  sheet_test_no (game, "draw side union rank 2 seniority 5 lv 1 grant", "FGA 6.1");
  sheet_test_no (game, "draw side union rank 5 seniority 5 lv 1 Halleck", "FGA 6.1");
  sheet_test_no (game, "assign side union force 1 Lincoln", "FGA 6.1");
  sheet_test_ok (game, "assign side union force 1 Grant");
  sheet_test_ok (game, "assign side union force 1 Sherman");
  g_assert_cmpstr (sheet->ledger[hd_fga_force_commander (sheet, FGA_UNION, 1)].name, ==, "Grant");
  /* 6.2.1's example: a three-star Buell outranks a three-star Grant */
  sheet_test_ok (game, "assign side union force 1 Buell");
  told = hd_log_describe_undo (HD_LOG (game), NULL);
  g_assert_nonnull (strstr (told, "which Buell commands"));
  g_assert_cmpstr (sheet->ledger[hd_fga_force_commander (sheet, FGA_UNION, 1)].name, ==, "Buell");
  ledger = hd_sheet_format_ledger (&hd_fga_rules, sheet);
  g_assert_nonnull (strstr (ledger, "Buell (3*, seniority 4, LV 1, force 1)"));
  /* a combat; Buell killed, Grant commands; then Grant and Sherman wounded: force 1 has no leader */
  sheet_test_ok (game, "initiative union 1 confederate 9");
  sheet_test_ok (game, "act force 1 do combat vs 2");
  sheet_test_ok (game, "respond answer accept attacker-sp 50 defender-sp 20");
  sheet_test_ok (game, "round attacker-loss 5 defender-loss 10 end 10");
  sheet_test_no (game, "casualty side union roll 4 Buell", "FGA 6.3.A");
  sheet_test_ok (game, "casualty side union roll 10 table 9 result killed Buell");
  /* the command passes, and the army keeps to its TO&E (6.4.2-6.4.3) */
  fell = hd_log_describe_undo (HD_LOG (game), NULL);
  g_assert_nonnull (strstr (fell, "Buell is killed; Grant commands force 1: check it against its TO&E"));
  sheet_test_ok (game, "casualty side confederate roll 2");
  g_assert_cmpstr (sheet->ledger[hd_fga_force_commander (sheet, FGA_UNION, 1)].name, ==, "Grant");
  g_assert_false (hd_fga_set_has (sheet->track[FGA_T_U_LEADERLESS], 1));
  sheet_test_no (game, "assign side union force 2 Buell", "FGA 6.3.B");
  until_step (game, "promotion");
  /* the roster's Leadership Value is the one rolled against */
  sheet_test_no (game, "promote side union theater west lv 1 roll 5 Grant", "FGA 6.2.2.B");
  sheet_test_ok (game, "promote side union theater west lv 2 roll 5 Grant");
  g_assert_cmpint (hd_fga_leader_rank (&sheet->ledger[hd_fga_find_leader (sheet, FGA_UNION, "Grant")]), ==, 4);
}

/* A cavalry leader may not lead infantry: he commands a force of
 * cavalry only, and Sheridan any force from July 1864; a naval leader
 * leads naval units only (FGA 6.4.6-7). */
static void
test_cavalry_and_naval_leaders (void)
{
  g_autoptr(HdSheetGame) game = new_game ("scenario play 1863 production open heroes off forts six union-ifs 0 "
                                          "confederate-ifs 0 marker 0");
  const HdSheet *sheet = hd_sheet_game_get_sheet (game);
  g_autofree char *told = NULL, *ledger = NULL, *drawn = NULL, *line = NULL;

  sheet_test_ok (game, "draw side confederate rank 2 seniority 3 lv 2 arm cavalry Stuart");
  drawn = hd_log_describe_undo (HD_LOG (game), NULL);
  g_assert_nonnull (strstr (drawn, "Stuart, cavalry leader: 2 stars"));
  sheet_test_ok (game, "draw side union rank 2 seniority 5 lv 1 arm naval Farragut");
  sheet_test_ok (game, "draw side union rank 1 seniority 40 lv 1 arm cavalry Sheridan");
  sheet_test_ok (game, "draw side confederate rank 1 seniority 60 lv 0 Heth");
  /* a name whose first word is "arm" is a name, and is written back so */
  sheet_test_ok (game, "draw side union rank 1 seniority 41 lv 1 arm Strong");
  g_assert_cmpint (hd_fga_find_leader (sheet, FGA_UNION, "arm Strong"), >=, 0);
  line = hd_sheet_compose_line (&hd_fga_verb_draw,
                                (const gint[HD_SHEET_MAX_ARGS]) { FGA_UNION, 1, 41, 1, FGA_ARM_GENERAL }, "arm Strong");
  g_assert_cmpstr (line, ==, "draw side union rank 1 seniority 41 lv 1 arm general arm Strong");
  ledger = hd_sheet_format_ledger (&hd_fga_rules, sheet);
  g_assert_nonnull (strstr (ledger, "Stuart, cavalry leader (2*, seniority 3, LV 2)"));
  g_assert_nonnull (strstr (ledger, "Farragut, naval leader (2*, seniority 5, LV 1)"));
  /* Stuart with a force that has infantry may not command it */
  sheet_test_ok (game, "assign side confederate force 4 Stuart");
  told = hd_log_describe_undo (HD_LOG (game), NULL);
  g_assert_nonnull (strstr (told, "the force is without a leader (FGA 6.4.6)"));
  g_assert_true (hd_fga_set_has (track (game, "confederate-leaderless"), 4));
  /* its SPs all cavalry: Stuart commands it */
  sheet_test_ok (game, "troops side confederate force 4 cavalry");
  sheet_test_no (game, "troops side confederate force 4 cavalry", "FGA 6.4.6");
  g_assert_false (hd_fga_set_has (track (game, "confederate-leaderless"), 4));
  g_assert_cmpstr (sheet->ledger[hd_fga_force_commander (sheet, FGA_CSA, 4)].name, ==, "Stuart");
  /* infantry joins it: Stuart, the senior, gives way to the general Heth */
  sheet_test_ok (game, "assign side confederate force 4 Heth");
  g_assert_cmpstr (sheet->ledger[hd_fga_force_commander (sheet, FGA_CSA, 4)].name, ==, "Stuart");
  sheet_test_ok (game, "troops side confederate force 4 mixed");
  g_assert_cmpstr (sheet->ledger[hd_fga_force_commander (sheet, FGA_CSA, 4)].name, ==, "Heth");
  /* a naval leader joins no land force */
  sheet_test_no (game, "assign side union force 2 Farragut", "FGA 6.4.7");
  sheet_test_ok (game, "assign side union force 0 Farragut");
  /* Sheridan leads infantry from July 1864 */
  sheet_test_ok (game, "assign side union force 6 Sheridan");
  g_assert_true (hd_fga_set_has (track (game, "union-leaderless"), 6));
  for (guint guard = 0; guard < 20000 && sheet->turn < hd_fga_turn_of (1864, 6, 0); guard++)
    step_once (game);
  g_assert_cmpuint (sheet->turn, ==, hd_fga_turn_of (1864, 6, 0));
  g_assert_false (hd_fga_set_has (track (game, "union-leaderless"), 6));
  g_assert_cmpstr (sheet->ledger[hd_fga_force_commander (sheet, FGA_UNION, 6)].name, ==, "Sheridan");
  /* force 8, of cavalry only, overrun: the number's next force has infantry */
  sheet_test_ok (game, "troops side union force 8 cavalry");
  g_assert_true (hd_fga_set_has (track (game, "union-cavalry"), 8));
  sheet_test_ok (game, "initiative union 9 confederate 1");
  sheet_test_ok (game, "overrun force 1 sp 50 enemy-sp 5 enemy-force 8");
  g_assert_false (hd_fga_set_has (track (game, "union-cavalry"), 8));
}

/* A force against its TO&E: an IF's limit by its commander's rank from
 * the owner's table, or typed from the chart; an army's typed from its
 * own chart (FGA 3.1.4.A, 3.1.4.C). */
static void
test_toe (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);
  g_autoptr(HdSheetTable) table = hd_sheet_table_new_given (&hd_fga_rules, &hd_fga_if_limit_def);
  static const char * const limits[] = { "15", "30", "60", "120" };
  const HdSheetViewer csa = { FGA_CSA };
  g_autofree char *hidden = NULL, *theirs = NULL;
  g_autoptr(HdSheetTable) back = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *told = NULL;

  sheet_test_ok (game, "draw side union rank 2 seniority 10 lv 1 Porter");
  sheet_test_ok (game, "assign side union force 3 Porter");
  /* no table yet: the limit is typed from the chart */
  sheet_test_no (game, "toe side union force 3 kind if sp 24", "FGA 3.1.4.C");
  sheet_test_ok (game, "toe side union force 3 kind if sp 24 limit 30");
  sheet_test_no (game, "toe side union force 3 kind if sp 31 limit 30", "FGA 3.1.4.C");
  for (guint row = 0; row < G_N_ELEMENTS (limits); row++)
    g_assert_true (hd_sheet_table_set (table, row, 0, limits[row], NULL));
  g_assert_false (hd_sheet_table_set (table, 0, 0, "251", NULL));
  g_assert_true (hd_sheet_table_is_whole (table));
  /* kept in the owner's file and read back whole */
  bytes = hd_sheet_table_to_bytes (table);
  back = hd_sheet_table_from_bytes (&hd_fga_rules, bytes, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (hd_sheet_table_get (back, 3, 0), ==, "120");
  hd_sheet_game_set_table (game, back);
  /* Porter has two stars: 30 SPs */
  sheet_test_no (game, "toe side union force 3 kind if sp 31", "FGA 3.1.4.C");
  sheet_test_ok (game, "toe side union force 3 kind if sp 30");
  told = hd_log_describe_undo (HD_LOG (game), NULL);
  g_assert_nonnull (strstr (told, "IF 3 holds 30 SPs, within its leader's limit of 30"));
  /* a force's strength is its side's (FGA 4.4.1) */
  hidden = hd_log_describe_undo (HD_LOG (game), &csa);
  g_assert_nonnull (strstr (hidden, "force 3"));
  g_assert_null (strstr (hidden, "30"));
  theirs = hd_sheet_game_write_transcript_for (game, &csa);
  g_assert_null (strstr (theirs, "sp 30"));
  /* a three-star leader takes command: 60 */
  sheet_test_ok (game, "draw side union rank 3 seniority 2 lv 1 McClellan");
  sheet_test_ok (game, "assign side union force 3 McClellan");
  sheet_test_ok (game, "toe side union force 3 kind if sp 60");
  /* no leader of the list with force 7: nothing to read the table by */
  sheet_test_no (game, "toe side union force 7 kind if sp 5", "FGA 3.1.4.C");
  /* an army's TO&E is its own chart's */
  sheet_test_no (game, "toe side confederate force 1 kind army sp 80", "FGA 3.1.4.A");
  sheet_test_no (game, "toe side confederate force 1 kind army sp 80 limit 75", "FGA 3.1.4.A");
  sheet_test_ok (game, "toe side confederate force 1 kind army sp 80 limit 90");
}

static void
test_promotion (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);
  g_autofree char *yes = NULL, *no = NULL;

  until_step (game, "promotion");
  /* a die less the LV: 4 or less promotes; one attempt a theater */
  sheet_test_ok (game, "promote side union theater east lv 2 roll 6");
  yes = hd_log_describe_undo (HD_LOG (game), NULL);
  g_assert_nonnull (strstr (yes, "is promoted"));
  sheet_test_no (game, "promote side union theater east lv 2 roll 1", "FGA 6.2.2.C");
  sheet_test_ok (game, "promote side union theater west lv 1 roll 6");
  no = hd_log_describe_undo (HD_LOG (game), NULL);
  g_assert_nonnull (strstr (no, "is not promoted"));
  sheet_test_ok (game, "promote side confederate theater east lv 0 roll 4");
}

/* A force destroyed: its leaders come back as new leaders at the next
 * Production Phase, whatever the turn (6.4.5); only a leader in a battle
 * may be promoted (6.2.2.A); an overrun needs ten to one (4.1.5). */
static void
test_destroyed_force (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);
  const HdSheet *sheet = hd_sheet_game_get_sheet (game);
  g_autofree char *ledger = NULL;

  sheet_test_ok (game, "draw side confederate rank 1 seniority 20 lv 1 Pillow");
  sheet_test_ok (game, "draw side union rank 1 seniority 30 lv 1 McDowell");
  sheet_test_ok (game, "assign side confederate force 2 Pillow");
  sheet_test_ok (game, "assign side union force 5 McDowell");
  sheet_test_ok (game, "initiative union 1 confederate 9");
  sheet_test_no (game, "overrun force 1 sp 49 enemy-sp 5", "FGA 4.1.5");
  sheet_test_ok (game, "overrun force 1 sp 50 enemy-sp 5");
  sheet_test_ok (game, "pass");
  sheet_test_ok (game, "act force 1 do combat vs 2");
  sheet_test_ok (game, "respond answer accept attacker-sp 40 defender-sp 10");
  sheet_test_ok (game, "round attacker-loss 5 defender-loss 100");
  sheet_test_ok (game, "casualty side union roll 3");
  sheet_test_ok (game, "casualty side confederate roll 4");
  sheet_test_ok (game, "advance yes");
  ledger = hd_sheet_format_ledger (&hd_fga_rules, sheet);
  g_assert_nonnull (strstr (ledger, "Pillow (1*, seniority 20, LV 1, back as a new leader)"));
  until_step (game, "promotion");
  sheet_test_no (game, "promote side union theater east lv 1 roll 2 McDowell", "FGA 6.2.2.A");
  /* Pillow was in the battle his force lost */
  sheet_test_ok (game, "promote side confederate theater west lv 1 roll 9 Pillow");
  until_step (game, "leaders");
  g_assert_cmpuint (hd_fga_turn_number (sheet), ==, 1);
  /* taken again as a new leader, in place */
  sheet_test_ok (game, "draw side confederate rank 1 seniority 20 lv 0 Pillow");
  g_assert_cmpint (sheet->ledger[hd_fga_find_leader (sheet, FGA_CSA, "Pillow")].value, ==, 0);
  sheet_test_no (game, "draw side union rank 1 seniority 20 lv 0 Pillow", "FGA 6.1");
}

/* An enemy force overrun (4.1.5) is destroyed as in combat: its
 * leaders come back as new leaders (6.4.5); a stack without a force
 * (no number given) leaves the leaders where they are. */
static void
test_overrun_force (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);
  const HdSheet *sheet = hd_sheet_game_get_sheet (game);
  g_autofree char *before = NULL, *after = NULL, *told = NULL;

  sheet_test_ok (game, "draw side confederate rank 1 seniority 20 lv 1 Floyd");
  sheet_test_ok (game, "assign side confederate force 3 Floyd");
  sheet_test_ok (game, "initiative union 1 confederate 9");
  sheet_test_ok (game, "overrun force 1 sp 60 enemy-sp 6");
  before = hd_sheet_format_ledger (&hd_fga_rules, sheet);
  g_assert_null (strstr (before, "back as a new leader"));
  sheet_test_ok (game, "pass");
  sheet_test_no (game, "overrun force 3 sp 5 enemy-sp 6 enemy-force 1", "FGA 4.1.5");
  sheet_test_ok (game, "pass");
  until_step (game, "initiative");
  sheet_test_ok (game, "initiative union 1 confederate 9");
  sheet_test_ok (game, "overrun force 2 sp 60 enemy-sp 6 enemy-force 3");
  told = hd_log_describe_undo (HD_LOG (game), NULL);
  g_assert_nonnull (strstr (told, "force 3"));
  after = hd_sheet_format_ledger (&hd_fga_rules, sheet);
  g_assert_nonnull (strstr (after, "Floyd (1*, seniority 20, LV 1, back as a new leader)"));
  g_assert_cmpint (hd_fga_leader_force (&sheet->ledger[hd_fga_find_leader (sheet, FGA_CSA, "Floyd")]), ==, 0);
}

/* A garrison that wins does not advance (FGA 2.1.5); a refused combat
 * tells no strength (4.3.2.C). */
static void
test_garrison_holds (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);
  g_autofree char *told = NULL;

  sheet_test_ok (game, "initiative union 1 confederate 9");
  sheet_test_ok (game, "act force 1 do combat vs 0");
  sheet_test_ok (game, "respond answer accept attacker-sp 30 defender-sp 12");
  sheet_test_ok (game, "round attacker-loss 10 defender-loss 5 withdraw attacker");
  sheet_test_ok (game, "casualty side union roll 2");
  sheet_test_ok (game, "casualty side confederate roll 2");
  g_assert_cmpstr (sheet_test_step (game), ==, "actions");
  g_assert_cmpint (track (game, "next"), ==, FGA_CSA);
  sheet_test_ok (game, "act force 3 do combat vs 2");
  sheet_test_ok (game, "respond answer refuse attacker-sp 25 defender-sp 17");
  told = hd_log_describe_undo (HD_LOG (game), NULL);
  g_assert_null (strstr (told, "17"));
  sheet_test_ok (game, "round attacker-loss 0 defender-loss 10");
  /* the Union's force 2 moved away: no IP for it this turn */
  sheet_test_no (game, "act force 2 do improve", "FGA 4.5.1.B");
}

/* A week of an even number with a leader owed back: its leaders step is
 * not skipped (6.4.5, "regardless of which turn it is"). */
static void
test_leader_back_on_even_turn (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);
  const HdSheet *sheet = hd_sheet_game_get_sheet (game);

  sheet_test_ok (game, "draw side union rank 1 seniority 30 lv 1 McDowell");
  sheet_test_ok (game, "assign side union force 5 McDowell");
  until_step (game, "initiative");
  until_step (game, "promotion");
  until_step (game, "initiative");
  g_assert_cmpuint (hd_fga_turn_number (sheet), ==, 2);
  sheet_test_ok (game, "initiative union 9 confederate 1");
  sheet_test_ok (game, "act force 1 do combat vs 5");
  sheet_test_ok (game, "respond answer accept attacker-sp 40 defender-sp 10");
  sheet_test_ok (game, "round attacker-loss 5 defender-loss 100");
  sheet_test_ok (game, "casualty side union roll 3");
  sheet_test_ok (game, "casualty side confederate roll 4");
  sheet_test_ok (game, "advance no");
  until_step (game, "leaders");
  g_assert_cmpuint (hd_fga_turn_number (sheet), ==, 2);
}

/* --------------------------------------------------------- reconnaissance */

static gboolean
contains (const char *text, const char *secret)
{
  return text != NULL && strstr (text, secret) != NULL;
}

static void
test_recon_secret (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);
  const HdSheetViewer union_side = { FGA_UNION }, csa = { FGA_CSA }, table = { HD_SHEET_TABLE };
  int report = hd_sheet_find_track (&hd_fga_rules, "union-recon-report");
  int truth = hd_sheet_find_track (&hd_fga_rules, "confederate-recon-true");
  g_autofree HdSheet *asker = NULL, *other = NULL, *all = NULL;
  g_autofree char *theirs = NULL, *tables = NULL, *mine = NULL, *undo = NULL;

  sheet_test_ok (game, "initiative union 1 confederate 9");
  /* a failure: the Cavalry Loss Table, and the Confederacy acts */
  sheet_test_ok (game, "recon force 1 drm 0 roll 2");
  g_assert_cmpint (track (game, "next"), ==, FGA_CSA);
  sheet_test_ok (game, "act force 1 do move");
  /* a success on a modified 1; the other side enters its truth behind its cover */
  sheet_test_ok (game, "recon force 1 drm -1 roll 2");
  g_assert_cmpstr (sheet_test_step (game), ==, "confederate-recon-strength");
  g_assert_true (hd_sheet_awaited_is_covered (&hd_fga_rules, hd_sheet_game_get_sheet (game)));
  sheet_test_ok (game, "strength sp 400");
  /* within a tenth: 360 to 440 (4.4.4's example) */
  sheet_test_no (game, "report sp 441", "FGA 4.4.4");
  sheet_test_no (game, "report sp 359", "FGA 4.4.4");
  sheet_test_ok (game, "report sp 437");
  g_assert_cmpstr (sheet_test_step (game), ==, "actions");
  /* the Union sees the report, neither the table nor the Confederacy does; nobody else sees the truth */
  asker = hd_log_get_view (HD_LOG (game), &union_side);
  other = hd_log_get_view (HD_LOG (game), &csa);
  all = hd_log_get_view (HD_LOG (game), &table);
  g_assert_cmpint (asker->track[report], ==, 437);
  g_assert_cmpint (other->track[report], ==, HD_SHEET_HIDDEN);
  g_assert_cmpint (all->track[report], ==, HD_SHEET_HIDDEN);
  g_assert_cmpint (asker->track[truth], ==, HD_SHEET_HIDDEN);
  mine = hd_sheet_game_write_transcript_for (game, &union_side);
  g_assert_true (contains (mine, "report sp 437"));
  g_assert_false (contains (mine, "400"));
  theirs = hd_sheet_game_write_transcript_for (game, &csa);
  g_assert_false (contains (theirs, "437"));
  tables = hd_sheet_game_write_transcript_for (game, &table);
  g_assert_false (contains (tables, "437"));
  g_assert_false (contains (tables, "400"));
  undo = hd_log_describe_undo (HD_LOG (game), &table);
  g_assert_false (contains (undo, "437"));
  g_assert_true (contains (undo, "alone"));
}

/* What a side must not learn: another side's garrison strength and its
 * rail movement (4.4.1), its placements under secret production (7.1.D);
 * and the orders of a turn: a reconnaissance may precede an IP
 * (4.5.1.E), command changes outside the Action Phase (6.4.1.B), an IF
 * absorbed brings its leaders, a garrison's strength is bounded
 * (3.1.1), a killed leader is never promoted (6.3.B). */
static void
test_fog_and_order (void)
{
  g_autoptr(HdSheetGame) game = new_game ("scenario play 1862 production secret heroes off forts six union-ifs 0 "
                                          "confederate-ifs 0 marker 0");
  const HdSheetViewer union_side = { FGA_UNION }, table = { HD_SHEET_TABLE };
  const HdSheet *sheet = hd_sheet_game_get_sheet (game);
  g_autofree char *told = NULL, *theirs = NULL, *fused = NULL;

  sheet_test_ok (game, "city side confederate rp 40 Richmond");
  sheet_test_ok (game, "draw side confederate rank 2 seniority 3 lv 2 Longstreet");
  sheet_test_ok (game, "draw side confederate rank 3 seniority 1 lv 3 R. E. Lee");
  sheet_test_ok (game, "assign side confederate force 2 Longstreet");
  sheet_test_ok (game, "assign side confederate force 1 R. E. Lee");
  sheet_test_ok (game, "garrison side confederate sp 13");
  told = hd_log_describe_undo (HD_LOG (game), &table);
  g_assert_null (strstr (told, "13"));
  /* 1862: the Confederacy's 40 RPs give it a rail capacity of 6 on the first turn; the first tie is its */
  sheet_test_ok (game, "initiative union 5 confederate 5");
  g_assert_cmpint (track (game, "initiative"), ==, FGA_CSA);
  sheet_test_ok (game, "recon force 2 drm 0 roll 7");
  sheet_test_no (game, "assign side union force 1 Longstreet", "FGA 6.1");
  sheet_test_ok (game, "pass");
  sheet_test_no (game, "assign side confederate force 3 Longstreet", "FGA 6.4.1.B");
  /* reconnoitred, force 2 may still improve its positions */
  sheet_test_ok (game, "act force 2 do improve");
  sheet_test_no (game, "rail sp 7", "FGA 4.2.1.A");
  sheet_test_ok (game, "rail sp 6");
  theirs = hd_sheet_game_write_transcript_for (game, &union_side);
  g_assert_null (strstr (theirs, "rail sp 6"));
  sheet_test_ok (game, "act force 4 do combat vs 0");
  sheet_test_no (game, "respond answer accept attacker-sp 40 defender-sp 21", "FGA 3.1.1.B");
  sheet_test_ok (game, "respond answer accept attacker-sp 40 defender-sp 20");
  sheet_test_ok (game, "round attacker-loss 0 defender-loss 100");
  sheet_test_ok (game, "casualty side union roll 1");
  sheet_test_ok (game, "casualty side confederate roll 10 table 5 result killed Longstreet");
  sheet_test_ok (game, "advance yes");
  until_step (game, "promotion");
  sheet_test_no (game, "promote side confederate theater east lv 2 roll 1 Longstreet", "FGA 6.3.B");
  /* the next week an IF is absorbed: Hood joins Lee's army, under Lee */
  until_step (game, "confederate-production");
  sheet_test_ok (game, "forces armies 1 ifs 1");
  sheet_test_ok (game, "draw side confederate rank 1 seniority 9 lv 1 Hood");
  sheet_test_ok (game, "assign side confederate force 3 Hood");
  until_step (game, "initiative");
  sheet_test_ok (game, "initiative union 9 confederate 1");
  /* the army needs room on its TO&E for the IF (4.1.4.E) */
  sheet_test_no (game, "act force 1 do fuse vs 3 sp 96 limit 90", "FGA 4.1.4.E");
  sheet_test_no (game, "act force 1 do fuse vs 3 sp 86", "FGA 4.1.4.E");
  sheet_test_no (game, "act force 1 do move sp 86 limit 90", "FGA 4.1.4.E");
  sheet_test_ok (game, "act force 1 do fuse vs 3 sp 86 limit 90");
  /* the army's SPs are the Confederacy's to know (FGA 4.4.1) */
  fused = hd_log_describe_undo (HD_LOG (game), &union_side);
  g_assert_nonnull (strstr (fused, "absorbs IF 3"));
  g_assert_null (strstr (fused, "86"));
  g_assert_cmpint (hd_fga_leader_force (&sheet->ledger[hd_fga_find_leader (sheet, FGA_CSA, "Hood")]), ==, 1);
  g_assert_cmpstr (sheet->ledger[hd_fga_force_commander (sheet, FGA_CSA, 1)].name, ==, "R. E. Lee");
  g_assert_cmpint (track (game, "confederate-ifs"), ==, 0);
  sheet_test_ok (game, "pass");
  sheet_test_no (game, "act force 3 do move", "FGA 4.0.F");
}

/* ------------------------------------------------------- the Political Track */

static void
test_strategic_cities (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);

  sheet_test_ok (game, "city side confederate rp 8 strategic yes Atlanta");
  sheet_test_ok (game, "city side union rp 30 strategic yes Philadelphia");
  sheet_test_no (game, "city side union rp 3 atlanta", "FGA 7.4");
  until_step (game, "political");
  /* 5.0.D's example: the Union takes Atlanta -3, the South retakes it +3, the Union again -3 */
  sheet_test_ok (game, "capture Atlanta");
  g_assert_cmpint (track (game, "political"), ==, 47);
  sheet_test_ok (game, "capture Atlanta");
  g_assert_cmpint (track (game, "political"), ==, 50);
  sheet_test_ok (game, "capture atlanta");
  g_assert_cmpint (track (game, "political"), ==, 47);
  /* in the North four boxes */
  sheet_test_ok (game, "capture Philadelphia");
  g_assert_cmpint (track (game, "political"), ==, 51);
  sheet_test_no (game, "capture Boston", "FGA 7.4");
  sheet_test_ok (game, "political -5 Battle of Shiloh");
  g_assert_cmpint (track (game, "political"), ==, 46);
  sheet_test_no (game, "political 0 Nothing", "FGA 5.0");
}

static void
test_neutral_states (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);
  g_autofree char *told = NULL;

  until_step (game, "political");
  sheet_test_no (game, "kentucky by nobody change -2", "FGA 5.1.1.D");
  /* the Union invades: Kentucky joins the Confederacy, four militia SPs a city */
  sheet_test_ok (game, "kentucky by union cities 6 change 3");
  told = hd_log_describe_undo (HD_LOG (game), NULL);
  g_assert_nonnull (strstr (told, "24 militia SPs"));
  g_assert_cmpint (track (game, "kentucky"), ==, 1 + FGA_CSA);
  sheet_test_no (game, "kentucky by confederate cities 6 change -3", "FGA 5.1.1.B");
  sheet_test_ok (game, "missouri by union change -2");
  sheet_test_no (game, "missouri by confederate change 2", "FGA 5.1.2.D");
  g_assert_cmpint (track (game, "political"), ==, 51);
}

/* Kentucky still neutral in January 1864 joins the Union (5.1.1.D). */
static void
test_kentucky_1864 (void)
{
  g_autoptr(HdSheetGame) game = hd_sheet_game_new (&hd_fga_rules);
  HdSheetGame *g = game;

  sheet_test_ok (g, "scenario play campaign production open heroes off forts six union-ifs 0 confederate-ifs 0 "
                    "marker 0");
  for (guint guard = 0; guard < 20000 && hd_sheet_game_get_sheet (g)->turn < hd_fga_turn_of (1864, 0, 0); guard++)
    step_once (g);
  until_step (g, "kentucky");
  sheet_test_no (g, "kentucky by union cities 6 change 3", "FGA 5.1.1.D");
  sheet_test_ok (g, "kentucky by nobody change -3");
  g_assert_cmpint (track (g, "kentucky"), ==, 1 + FGA_UNION);
  /* razing is allowed from 1864: a Union force in a Confederate production city */
  until_step (g, "initiative");
  sheet_test_ok (g, "city side confederate rp 9 Columbia");
  sheet_test_ok (g, "city side confederate rp 4 held yes Camden");
  sheet_test_ok (g, "initiative union 1 confederate 9");
  /* a city razed is one the razing side holds */
  sheet_test_no (g, "raze force 1 Columbia", "FGA 4.6.1.B");
  sheet_test_ok (g, "raze force 1 Camden");
  /* a side razes the other's cities, not its own */
  sheet_test_no (g, "raze force 2 Camden", "FGA 4.6.1.A");
  sheet_test_ok (g, "act force 3 do combat vs 1");
  sheet_test_ok (g, "respond answer accept attacker-sp 10 defender-sp 10");
  sheet_test_ok (g, "round attacker-loss 10 defender-loss 10 withdraw attacker");
  sheet_test_ok (g, "casualty side union roll 1");
  sheet_test_ok (g, "casualty side confederate roll 1");
  /* the Confederacy withdrew: the Union decides at once whether to advance (4.3.6) */
  g_assert_cmpstr (sheet_test_step (g), ==, "union-advance");
  sheet_test_no (g, "pass", "FGA 4.3.6");
  sheet_test_ok (g, "advance yes");
  sheet_test_ok (g, "pass");
  sheet_test_ok (g, "pass");
  /* the razing force was attacked: Camden stands (4.6.1.C) */
  g_assert_false (hd_sheet_game_get_sheet (g)->ledger[1].mark & FGA_CITY_RAZED);
  /* the next week it is razed for good: no RPs, no capture (4.6.2) */
  until_step (g, "initiative");
  sheet_test_ok (g, "initiative union 1 confederate 9");
  sheet_test_ok (g, "raze force 1 Camden");
  sheet_test_ok (g, "pass");
  sheet_test_ok (g, "pass");
  g_assert_true (hd_sheet_game_get_sheet (g)->ledger[1].mark & FGA_CITY_RAZED);
  sheet_test_no (g, "capture Camden", "FGA 4.6.2.A");
}

static void
test_foreign_and_victory (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);
  g_autoptr(HdSheetTable) table = hd_sheet_table_new_given (&hd_fga_rules, &hd_fga_political_def);

  until_step (game, "political");
  sheet_test_no (game, "foreign country france roll 1 change 5", "FGA 5.2.1.A");
  correct (game, "political", 85);
  /* the players read their own track: success typed */
  sheet_test_ok (game, "foreign country france roll 3 success no change 5");
  sheet_test_no (game, "foreign country britain roll 1 success yes change 5", "FGA 5.2.1.B");
  g_assert_cmpint (track (game, "political"), ==, 85);
  until_step (game, "promotion");
  until_step (game, "political");
  /* the owner's track: the box at 85 prints 4; at 95 (the shaded zone) 3 */
  for (guint row = 0; row < hd_fga_political_def.n_rows; row++)
    g_assert_true (hd_sheet_table_set (table, row, 0, row == 26 ? "4" : row == 36 ? "3" : "0", NULL));
  hd_sheet_game_set_table (game, table);
  sheet_test_ok (game, "foreign country britain roll 4 change 6");
  g_assert_cmpint (track (game, "political"), ==, 91);
  g_assert_true (track (game, "foreign") & FGA_FOREIGN_BRITAIN_INTERVENED);
  sheet_test_ok (game, "political 4 Fredericksburg");
  sheet_test_ok (game, "done");
  /* the marker at 95, a shaded zone: the automatic victory roll */
  g_assert_cmpstr (sheet_test_step (game), ==, "automatic-victory");
  sheet_test_ok (game, "victory roll 5");
  g_assert_cmpstr (sheet_test_step (game), ==, "promotion");
  until_step (game, "automatic-victory");
  sheet_test_ok (game, "victory roll 3");
  g_assert_cmpstr (sheet_test_step (game), ==, "over");
  g_assert_cmpint (hd_sheet_game_get_sheet (game)->winner, ==, FGA_CSA);
}

/* ----------------------------------------------------------- production */

static void
test_production (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);

  sheet_test_ok (game, "city side confederate rp 20 strategic yes Richmond");
  sheet_test_ok (game, "city side confederate rp 12 Augusta");
  sheet_test_ok (game, "city side union rp 50 Pittsburgh");
  /* a city the enemy holds when the scenario begins: no adjustment, no RPs */
  sheet_test_ok (game, "city side confederate rp 7 strategic yes held yes Memphis");
  g_assert_cmpint (track (game, "political"), ==, 50);
  until_step (game, "political");
  sheet_test_ok (game, "capture Augusta");
  until_step (game, "blockade");
  sheet_test_ok (game, "blockade naval 12 forts 4 roll 3 rp 5");
  until_step (game, "confederate-production");
  /* Augusta is occupied: its 12 RPs are lost; the blockade takes 5 of Richmond's 20 */
  g_assert_cmpint (track (game, "confederate-rp"), ==, 15);
  g_assert_cmpint (track (game, "confederate-income"), ==, 20);
  sheet_test_no (game, "spend hp 0 rp 16 on units", "FGA 7.1.B");
  sheet_test_no (game, "spend hp 1 rp 0 on units", "FGA 7.1.B");
  sheet_test_ok (game, "call kind volunteer hp 30 change 0");
  sheet_test_no (game, "call kind volunteer hp 30 change 2", "FGA 7.2.B");
  /* a Confederate draft moves the marker the Union's way */
  sheet_test_no (game, "call kind draft hp 30 change 2", "FGA 7.2.B");
  sheet_test_ok (game, "call kind draft hp 30 change -2");
  g_assert_cmpint (track (game, "political"), ==, 48);
  sheet_test_no (game, "spend hp 10 rp 5 on line-infantry", "FGA 7.7");
  sheet_test_ok (game, "spend hp 10 rp 5 on units");
  g_assert_cmpint (track (game, "confederate-hp"), ==, 50);
  /* placed in a city of its own that it holds (7.5.A) */
  sheet_test_ok (game, "place side confederate kind land sp 2 Richmond");
  sheet_test_no (game, "place side confederate kind land sp 2 Augusta", "FGA 7.5.A");
  sheet_test_no (game, "place side confederate kind land sp 2 Pittsburgh", "FGA 7.5.A");
  sheet_test_no (game, "fortify level 7 rp 10", "FGA 7.6.2");
  sheet_test_ok (game, "fortify level 3 rp 5");
  g_assert_cmpint (track (game, "confederate-rp"), ==, 5);
  /* forces: five armies, five IFs; an army leaves the map only when destroyed */
  sheet_test_no (game, "forces armies 6 ifs 0", "FGA 3.1.4.F");
  sheet_test_no (game, "forces armies 1 ifs 6", "FGA 3.1.4.F");
  sheet_test_no (game, "forces armies 1 ifs 1 fleets 1", "FGA 10.1.B");
  sheet_test_ok (game, "forces armies 2 ifs 3");
  sheet_test_no (game, "forces armies 1 ifs 3", "FGA 3.3.1.B");
  sheet_test_ok (game, "forces armies 1 ifs 3 destroyed 1");
}

static void
test_high_forts_and_scenario_limits (void)
{
  g_autoptr(HdSheetGame) game = new_game ("scenario play 1862 production open heroes off forts above-six "
                                          "union-ifs 0 confederate-ifs 0 marker 0 balance 10");

  /* play balance: 10 percent more RPs for the Confederacy, rounded up (12.0.B, 2.2.B): 21 for 19 */
  sheet_test_ok (game, "city side confederate rp 19 Richmond");
  sheet_test_ok (game, "city side union rp 19 Boston");
  until_step (game, "union-production");
  g_assert_cmpint (track (game, "union-rp"), ==, 19);
  until_step (game, "confederate-production");
  g_assert_cmpint (track (game, "confederate-rp"), ==, 122 + 21);
  /* 7.6.2's example: Level 9 costs 35 RPs, each level beyond 6 five of them, DRM +8 */
  sheet_test_no (game, "fortify level 9 rp 14", "FGA 7.6.2.B");
  sheet_test_ok (game, "fortify level 9 rp 35");
  g_assert_cmpint (track (game, "confederate-rp"), ==, 122 + 21 - 35);
  /* the 1862 scenario allows any twelve armies and IFs */
  sheet_test_ok (game, "forces armies 7 ifs 5");
  sheet_test_no (game, "forces armies 7 ifs 6", "FGA 13.1");
}

static void
test_garrisons (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);

  sheet_test_ok (game, "garrison side confederate sp 16");
  sheet_test_no (game, "garrison side confederate sp 17", "FGA 3.1.1.A");
  sheet_test_ok (game, "garrison side union sp 20");
  sheet_test_no (game, "garrison side union sp 21", "FGA 3.1.1.B");
}

/* Secret production (7.1.D): each side's points behind its cover. */
static void
test_secret_production (void)
{
  g_autoptr(HdSheetGame) game = new_game ("scenario play 1863 production secret heroes off forts six union-ifs 0 "
                                          "confederate-ifs 0 marker 0");
  const HdSheetViewer union_side = { FGA_UNION }, csa = { FGA_CSA };
  int rp = hd_sheet_find_track (&hd_fga_rules, "union-rp");
  g_autofree HdSheet *theirs = NULL, *mine = NULL;
  g_autofree char *transcript = NULL, *undo = NULL;

  until_step (game, "union-production");
  g_assert_true (hd_sheet_awaited_is_covered (&hd_fga_rules, hd_sheet_game_get_sheet (game)));
  sheet_test_ok (game, "spend hp 0 rp 77 on units");
  theirs = hd_log_get_view (HD_LOG (game), &csa);
  mine = hd_log_get_view (HD_LOG (game), &union_side);
  g_assert_cmpint (theirs->track[rp], ==, HD_SHEET_HIDDEN);
  g_assert_cmpint (mine->track[rp], ==, 98);
  transcript = hd_sheet_game_write_transcript_for (game, &csa);
  g_assert_false (contains (transcript, "77"));
  undo = hd_log_describe_undo (HD_LOG (game), &csa);
  g_assert_true (contains (undo, "behind its cover"));
  /* what it places, and where, is its own too; only its own cities */
  sheet_test_ok (game, "city side union rp 5 Cairo");
  sheet_test_no (game, "place side confederate kind land sp 3 Cairo", "FGA 7.5");
  sheet_test_ok (game, "place side union kind land sp 3 Cairo");
  g_clear_pointer (&undo, g_free);
  undo = hd_log_describe_undo (HD_LOG (game), &csa);
  g_assert_false (contains (undo, "Cairo"));
}

/* ------------------------------------------------------------- the seasons */

static void
test_seasons (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);
  g_autoptr(HdSheetTable) winter = hd_sheet_table_new_given (&hd_fga_rules, &hd_fga_winter_def);
  HdSheetGame *g = game;

  /* no onset roll before November IV */
  until_step (g, "season");
  g_assert_cmpuint (hd_sheet_game_get_sheet (g)->turn, ==, hd_fga_turn_of (1861, 10, 3));
  /* the owner's table: Winter on a roll of at most 2 in November IV, 5 in December I */
  for (guint row = 0; row < hd_fga_winter_def.n_rows; row++)
    g_assert_true (hd_sheet_table_set (winter, row, 0, row == 0 ? "2" : "5", NULL));
  hd_sheet_game_set_table (g, winter);
  sheet_test_ok (g, "season roll 3");
  g_assert_cmpint (track (g, "winter"), ==, 0);
  until_step (g, "season");
  sheet_test_ok (g, "season roll 3");
  g_assert_cmpint (track (g, "winter"), ==, 1);
  /* Winter: the attacker's reconnaissance is +1 (8.1.C): a 1 with no DRM fails */
  until_step (g, "actions");
  sheet_test_ok (g, "recon force 1 drm 0 roll 1");
  g_assert_cmpstr (sheet_test_step (g), ==, "actions");
  /* no roll again until February III: Spring then */
  until_step (g, "season");
  g_assert_cmpuint (hd_sheet_game_get_sheet (g)->turn, ==, hd_fga_turn_of (1862, 1, 2));
  sheet_test_ok (g, "season onset yes roll 1");
  g_assert_cmpint (track (g, "winter"), ==, 0);
}

/* June IV 1865 without the Union's automatic victory: a marginal
 * Confederate victory (5.3.C). */
static void
test_end (void)
{
  g_autoptr(HdSheetGame) game = hd_sheet_game_new (&hd_fga_rules);

  sheet_test_ok (game, "scenario play 1863 production open heroes off forts six union-ifs 0 confederate-ifs 0 "
                       "marker 0");
  for (guint guard = 0; guard < 20000 && !g_str_equal (sheet_test_step (game), "over"); guard++)
    step_once (game);
  g_assert_cmpint (hd_sheet_game_get_sheet (game)->winner, ==, FGA_CSA);
  g_assert_cmpuint (hd_sheet_game_get_sheet (game)->turn, ==, FGA_TURNS - 1);
}

static void
test_random_games (void)
{
  for (guint seed = 1; seed <= 8; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(HdSheetGame) game = hd_sheet_game_new (&hd_fga_rules);

      sheet_test_play_random (game, rand, 2500);
      sheet_test_round_trips (game);
    }
}

static void
test_lines_refused (void)
{
  g_autoptr(HdSheetGame) game = new_game (CAMPAIGN);
  const char * const bad[] = {
    "initiative", "initiative union 0 confederate 3", "initiative union 3", "initiative union 3 confederate 4 x",
    "act force 21 do move", "act force 1 do dance", "act force 1", "rail sp 0", "recon force 1 drm 0 roll 11",
    "political 30 Too far", "city side martian rp 3 Mars", "capture", "garrison side union sp 0",
    "scenario play 1864 production open heroes off forts six union-ifs 0 confederate-ifs 0 marker 0", NULL,
  };

  for (guint i = 0; bad[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree HdSheetAction *action = hd_sheet_game_read_line (game, bad[i], &error);

      if (action != NULL)
        g_error ("\"%s\" was read", bad[i]);
      g_assert_nonnull (error);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/fga/calendar", test_calendar);
  g_test_add_func ("/fga/weeks", test_weeks);
  g_test_add_func ("/fga/initiative", test_initiative);
  g_test_add_func ("/fga/actions", test_actions);
  g_test_add_func ("/fga/rail", test_rail);
  g_test_add_func ("/fga/forced-march", test_forced_march);
  g_test_add_func ("/fga/fleets", test_fleets);
  g_test_add_func ("/fga/combat-losses", test_combat_losses);
  g_test_add_func ("/fga/combat-ends", test_combat_ends);
  g_test_add_func ("/fga/combat", test_combat);
  g_test_add_func ("/fga/combat-seven-and-refusal", test_combat_seven_and_refusal);
  g_test_add_func ("/fga/cornered", test_cornered);
  g_test_add_func ("/fga/west-rail", test_west_rail);
  g_test_add_func ("/fga/casualty-table-and-heroes", test_casualty_table_and_heroes);
  g_test_add_func ("/fga/leaders", test_leaders);
  g_test_add_func ("/fga/cavalry-and-naval-leaders", test_cavalry_and_naval_leaders);
  g_test_add_func ("/fga/toe", test_toe);
  g_test_add_func ("/fga/promotion", test_promotion);
  g_test_add_func ("/fga/destroyed-force", test_destroyed_force);
  g_test_add_func ("/fga/overrun-force", test_overrun_force);
  g_test_add_func ("/fga/garrison-holds", test_garrison_holds);
  g_test_add_func ("/fga/leader-back-on-even-turn", test_leader_back_on_even_turn);
  g_test_add_func ("/fga/recon-secret", test_recon_secret);
  g_test_add_func ("/fga/fog-and-order", test_fog_and_order);
  g_test_add_func ("/fga/strategic-cities", test_strategic_cities);
  g_test_add_func ("/fga/neutral-states", test_neutral_states);
  g_test_add_func ("/fga/kentucky-1864", test_kentucky_1864);
  g_test_add_func ("/fga/foreign-and-victory", test_foreign_and_victory);
  g_test_add_func ("/fga/production", test_production);
  g_test_add_func ("/fga/high-forts-and-scenario-limits", test_high_forts_and_scenario_limits);
  g_test_add_func ("/fga/garrisons", test_garrisons);
  g_test_add_func ("/fga/secret-production", test_secret_production);
  g_test_add_func ("/fga/seasons", test_seasons);
  g_test_add_func ("/fga/end", test_end);
  g_test_add_func ("/fga/random-games", test_random_games);
  g_test_add_func ("/fga/lines-refused", test_lines_refused);
  return g_test_run ();
}
