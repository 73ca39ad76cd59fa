/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-acw.c: American Civil War 1861-1865 (hd-acw.h) replayed from its
 * rulebook: Turn 1 straight from the Command Phase to the campaigns;
 * the bids (no bid on Turn 1, none above the CP Marker, the higher
 * first and the US on a tie, both 0 skipping the Campaign Phases, each
 * spent by the end of the first); the bids' and rosters' secrecy in
 * every view, undo label and transcript shown to the other side before
 * both are in; the ledger of cities awarded once only; Kentucky by VPs
 * and by invasion; West Virginia's roll and Turn 12; Foreign
 * Intervention at +30 and its effects; the victory tests (the US at 50,
 * the CSA by the Turn Track's differential, Turn 16); armies created,
 * their losses taken and their destruction's VPs; and random games
 * through the log (undo, saves and transcripts give back the game). */
#include <string.h>

#include "hd-acw.h"
#include "hd-acw-private.h"
#include "hd-log.h"
#include "hd-rules.h"
#include "hd-sheet-game.h"
#include "hd-sheet-table.h"
#include "sheet-test-util.h"

static HdSheetGame *
new_game (void)
{
  return hd_sheet_game_new (&hd_acw_rules);
}

static int
seat_of (HdSheetGame *game)
{
  HdLogAwaited awaited;

  g_assert_true (hd_log_get_awaited (HD_LOG (game), &awaited));
  return awaited.seat;
}

static gint
track (HdSheetGame *game, const char *id)
{
  int i = hd_sheet_find_track (&hd_acw_rules, id);

  g_assert_cmpint (i, >=, 0);
  return hd_sheet_game_get_sheet (game)->track[i];
}

/* The step the game is at, passed as plainly as the rules let it: no
 * bid, no army, a bid spent on activations, no Victory Point won. */
static void
pass_step (HdSheetGame *game)
{
  const char *step = sheet_test_step (game);
  int side = seat_of (game);

  if (g_str_equal (step, "us-command") || g_str_equal (step, "csa-command"))
    sheet_test_ok (game, "command cp 2");
  else if (g_str_equal (step, "rosters"))
    sheet_test_ok (game, "losses");
  else if (g_str_equal (step, "us-reinforcements"))
    sheet_test_ok (game, "nrp 4");
  else if (g_str_equal (step, "victory"))
    sheet_test_ok (game, "victory differential 60");
  else if (g_str_equal (step, "west-virginia"))
    sheet_test_ok (game, "west-virginia roll 12 us-sp 0");
  else if (g_str_equal (step, "loc"))
    sheet_test_ok (game, "loc broken");
  else
    {
      gint owed = track (game, side == 0 ? "us-bid" : "csa-bid") - track (game, side == 0 ? "us-spent" : "csa-spent");

      if (g_str_has_prefix (step, "campaign-1") && owed > 0)
        {
          g_autofree char *spend = g_strdup_printf ("spend %s %d on activate", side == 0 ? "us" : "csa", owed);
          sheet_test_ok (game, spend);
        }
      sheet_test_ok (game, "done");
    }
}

static void
done_until (HdSheetGame *game, const char *step)
{
  for (guint guard = 0; guard < 40 && !g_str_equal (sheet_test_step (game), step); guard++)
    pass_step (game);
  g_assert_cmpstr (sheet_test_step (game), ==, step);
}

/* The Game Turn Phase where nothing happens: nobody wins at a
 * differential of 30, West Virginia stays out, the line is broken, no
 * city is taken; the next turn's Command Phase follows. */
static void
end_game_turn (HdSheetGame *game)
{
  sheet_test_ok (game, "victory differential 30");
  sheet_test_ok (game, "west-virginia roll 12 us-sp 0");
  sheet_test_ok (game, "loc broken");
  sheet_test_ok (game, "done");
  g_assert_cmpstr (sheet_test_step (game), ==, "us-command");
}

/* Turn 1 to its end: CPs drawn, no bids, the US first, the campaigns,
 * the Game Turn Phase; the next turn at its Command Phase. */
static void
play_turn_one (HdSheetGame *game)
{
  sheet_test_ok (game, "command cp 5");
  sheet_test_ok (game, "command cp 4");
  g_assert_cmpstr (sheet_test_step (game), ==, "campaign-1-first");
  done_until (game, "victory");
  end_game_turn (game);
}

/* -------------------------------------------------------------- turn 1 */

static void
test_turn_one (void)
{
  g_autoptr(HdSheetGame) game = new_game ();
  const HdSheet *sheet;

  g_assert_cmpstr (sheet_test_step (game), ==, "us-command");
  g_assert_cmpint (seat_of (game), ==, 0);
  sheet_test_no (game, "command cp 5 bid 2", "ACW 4.A.3.B");
  sheet_test_no (game, "done", "ACW 4.A.1-5");
  sheet_test_ok (game, "command cp 5");
  g_assert_cmpstr (sheet_test_step (game), ==, "csa-command");
  g_assert_cmpint (seat_of (game), ==, 1);
  sheet_test_ok (game, "command cp 4");
  /* straight to the First Campaign Phase, the US first */
  g_assert_cmpstr (sheet_test_step (game), ==, "campaign-1-first");
  g_assert_cmpint (seat_of (game), ==, 0);
  sheet = hd_sheet_game_get_sheet (game);
  for (guint s = ACW_S_RALLY; s <= ACW_S_NAVAL; s++)
    {
      g_assert_true (hd_sheet_was_skipped (sheet, s));
      g_assert_nonnull (hd_sheet_step_skipped (&hd_acw_rules, sheet, s));
    }
  g_assert_cmpstr (hd_sheet_step_skipped (&hd_acw_rules, sheet, 2), ==,
                   "Turn 1 goes from the Command Phase straight to the First Campaign Phase.");
  /* the CSA spends nothing in the US's phase; the US no more than it has */
  sheet_test_no (game, "spend csa 1 on activate", "ACW 4.H.1");
  sheet_test_no (game, "spend us 6 on activate", "ACW 10.2-4");
  sheet_test_no (game, "spend us 2 on fort", "ACW 4.F");
  sheet_test_ok (game, "spend us 3 on activate");
  g_assert_cmpint (track (game, "us-cp"), ==, 2);
  g_assert_cmpint (track (game, "us-spent"), ==, 3);
  sheet_test_ok (game, "done");
  g_assert_cmpint (seat_of (game), ==, 1);
  sheet_test_ok (game, "spend csa 4 on activate");
  done_until (game, "us-siege");
  /* the CSA's siege step waits for Foreign Intervention */
  sheet_test_ok (game, "done");
  g_assert_cmpstr (sheet_test_step (game), ==, "victory");
  sheet_test_no (game, "victory", "ACW 4.L.1");
  sheet_test_ok (game, "victory differential 30");
  sheet_test_ok (game, "west-virginia roll 12 us-sp 0");
  g_assert_cmpint (track (game, "west-virginia"), ==, 0);
  sheet_test_no (game, "loc holds", "ACW 4.L.5.D");
  sheet_test_ok (game, "loc holds vp 2");
  g_assert_cmpint (track (game, "csa-vp"), ==, 2);
  sheet_test_ok (game, "done");
  g_assert_cmpuint (hd_sheet_game_get_sheet (game)->turn, ==, 1);
  g_assert_cmpstr (sheet_test_step (game), ==, "us-command");
  /* the turn's CPs are gone */
  g_assert_cmpint (track (game, "us-cp"), ==, 0);
}

/* ---------------------------------------------------------------- bids */

static void
test_bids (void)
{
  g_autoptr(HdSheetGame) game = new_game ();

  play_turn_one (game);
  sheet_test_no (game, "command cp 3 bid 4", "ACW 4.A.4");
  sheet_test_ok (game, "command cp 6 bid 2");
  sheet_test_ok (game, "command cp 5 bid 3");
  g_assert_cmpint (track (game, "first-player"), ==, 1);
  g_assert_cmpstr (sheet_test_step (game), ==, "rally");
  done_until (game, "campaign-1-first");
  g_assert_cmpint (seat_of (game), ==, 1);
  /* the CSA must spend its bid of 3 by the end of the First Campaign Phase */
  sheet_test_ok (game, "spend csa 2 on activate");
  sheet_test_no (game, "done", "ACW 4.H");
  sheet_test_ok (game, "spend csa 1 on combined");
  sheet_test_no (game, "spend csa 2 on combined", "ACW 14.B.1.C");
  sheet_test_ok (game, "done");
  g_assert_cmpint (seat_of (game), ==, 0);
  sheet_test_no (game, "done", "ACW 4.H.7");
  sheet_test_ok (game, "spend us 2 on activate");
  sheet_test_ok (game, "done");
  g_assert_cmpstr (sheet_test_step (game), ==, "campaign-2-first");
  g_assert_cmpint (seat_of (game), ==, 1);
  done_until (game, "victory");
  end_game_turn (game);
  /* a tie: the US first */
  sheet_test_ok (game, "command cp 4 bid 1");
  sheet_test_ok (game, "command cp 4 bid 1");
  g_assert_cmpint (track (game, "first-player"), ==, 0);
  done_until (game, "victory");
  end_game_turn (game);
  /* both bid 0: no Campaign Phases this turn */
  sheet_test_ok (game, "command cp 2");
  sheet_test_ok (game, "command cp 3 bid 0");
  done_until (game, "us-siege");
  for (guint s = ACW_S_CAMPAIGN_1_FIRST; s <= ACW_S_CAMPAIGN_3_SECOND; s++)
    g_assert_true (hd_sheet_was_skipped (hd_sheet_game_get_sheet (game), s));
  g_assert_cmpstr (hd_sheet_step_skipped (&hd_acw_rules, hd_sheet_game_get_sheet (game), ACW_S_CAMPAIGN_1_FIRST),
                   ==,
                   "Both sides bid 0 Command Points: there are no Campaign Phases this turn.");
}

/* --------------------------------------------------------------- secrecy */

static gboolean
contains_any (const char *text, const char * const *secrets)
{
  for (guint i = 0; secrets[i] != NULL; i++)
    if (text != NULL && strstr (text, secrets[i]) != NULL)
      return TRUE;
  return FALSE;
}

/* Everything the game shows @viewer: its view's tracks, the undo and
 * redo labels, its transcript. */
static void
assert_hidden_from (HdSheetGame *game, const HdSheetViewer *viewer, const char * const *secrets)
{
  g_autofree HdSheet *view = hd_log_get_view (HD_LOG (game), viewer);
  g_autofree char *undo = hd_log_describe_undo (HD_LOG (game), viewer);
  g_autofree char *transcript = hd_sheet_game_write_transcript_for (game, viewer);

  for (guint i = 0; i < hd_acw_rules.n_tracks; i++)
    {
      g_autofree char *value = hd_sheet_format_track (&hd_acw_rules, view, i);
      g_autofree char *told = g_strdup_printf ("%s %s", hd_acw_rules.tracks[i].id, value);

      g_assert_false (contains_any (told, secrets));
    }
  if (contains_any (undo, secrets) || contains_any (transcript, secrets))
    g_error ("a secret shows: undo \"%s\", transcript:\n%s", undo, transcript);
}

/* Once the second bid is in both are shown: one undo takes both back,
 * and both sides enter theirs again (ACW 4.A.5). */
static void
test_bids_undone_together (void)
{
  g_autoptr(HdSheetGame) game = new_game ();

  play_turn_one (game);
  sheet_test_ok (game, "command cp 6 bid 2");
  sheet_test_ok (game, "command cp 5 bid 3");
  g_assert_cmpuint (hd_log_count_undo (HD_LOG (game)), ==, 2);
  g_assert_true (hd_log_undo (HD_LOG (game)));
  g_assert_cmpstr (sheet_test_step (game), ==, "us-command");
  g_assert_true (hd_log_redo (HD_LOG (game)));
  g_assert_cmpstr (sheet_test_step (game), ==, "rally");
  g_assert_true (hd_log_undo (HD_LOG (game)));
  /* what is recorded between the bids goes with them */
  sheet_test_ok (game, "command cp 6 bid 2");
  sheet_test_ok (game, "correct us-vp 3");
  sheet_test_ok (game, "command cp 5 bid 3");
  g_assert_cmpuint (hd_log_count_undo (HD_LOG (game)), ==, 3);
  g_assert_true (hd_log_undo (HD_LOG (game)));
  g_assert_cmpstr (sheet_test_step (game), ==, "us-command");
  /* and read back from a transcript, they are one still */
  {
    g_autoptr(HdSheetGame) read = NULL;
    g_autoptr(GError) error = NULL;
    g_autofree char *text = NULL;

    sheet_test_ok (game, "command cp 6 bid 2");
    sheet_test_ok (game, "command cp 5 bid 3");
    text = hd_log_write_transcript (HD_LOG (game), NULL);
    read = hd_sheet_game_read_transcript (text, -1, "t", NULL, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (hd_log_count_undo (HD_LOG (read)), ==, 2);
  }
}

/* The books kept beside the steps: the blockade tried again after a
 * success and not after a failure; NRPs for supply from the coast; a
 * corrected first VP deciding Kentucky. */
static void
test_books (void)
{
  g_autoptr(HdSheetGame) game = new_game ();

  play_turn_one (game);
  done_until (game, "victory");
  end_game_turn (game);
  /* Turn 3: NRPs received, then spent on supply from the coast */
  done_until (game, "us-reinforcements");
  sheet_test_ok (game, "nrp 12");
  done_until (game, "victory");
  end_game_turn (game);
  sheet_test_ok (game, "command cp 2");
  sheet_test_ok (game, "command cp 2");
  done_until (game, "supply");
  sheet_test_no (game, "spend-nrp 2 on transport", "ACW 15.A.2.C");
  sheet_test_no (game, "spend-nrp 30 on supply", "ACW 12.B.4");
  sheet_test_ok (game, "spend-nrp 2 on supply");
  g_assert_cmpint (track (game, "us-nrp"), ==, 14);
  sheet_test_ok (game, "done");
  /* Turn 4's blockade: a success lets the US try again, a failure ends it */
  g_assert_cmpstr (sheet_test_step (game), ==, "blockade");
  sheet_test_ok (game, "blockade nrp 3 chance 4 vp 1 die 2");
  g_assert_cmpstr (sheet_test_step (game), ==, "blockade");
  g_assert_cmpint (track (game, "us-vp"), ==, 1);
  g_assert_cmpint (track (game, "kentucky"), ==, 1);
  sheet_test_ok (game, "blockade nrp 3 chance 2 vp 1 die 5");
  g_assert_cmpstr (sheet_test_step (game), ==, "us-army");
  g_assert_cmpint (track (game, "us-nrp"), ==, 8);
  g_assert_cmpint (track (game, "us-vp"), ==, 1);
  /* a first VP given by hand decides Kentucky, and says so; CPs spent follow the records */
  {
    g_autoptr(HdSheetGame) other = new_game ();
    g_autofree char *told = NULL;

    sheet_test_ok (other, "correct csa-vp 5");
    g_assert_cmpint (track (other, "kentucky"), ==, 2);
    told = hd_log_describe_undo (HD_LOG (other), NULL);
    g_assert_cmpstr (told, ==, "Correct CSA Victory Points to 5. Kentucky now sides with the CSA: the US places one "
                               "land SP in Cincinnati, if it holds it.");
    sheet_test_no (other, "correct us-spent 2", "ACW 10.4");
  }
}

static void
test_bids_secret (void)
{
  g_autoptr(HdSheetGame) game = new_game ();
  const HdSheetViewer us = { 0 }, csa = { 1 }, table = { HD_SHEET_TABLE };
  const char * const us_secrets[] = { "17", "13", "us-cp 17", "us-bid 13", NULL };
  g_autofree HdSheet *view = NULL, *own = NULL;
  g_autofree char *undo_us = NULL, *undo_csa = NULL, *told = NULL, *mine = NULL;
  g_autofree char *all = NULL;
  int bid = hd_sheet_find_track (&hd_acw_rules, "us-bid"), cp = hd_sheet_find_track (&hd_acw_rules, "us-cp");
  int csa_cp = hd_sheet_find_track (&hd_acw_rules, "csa-cp"), csa_bid = hd_sheet_find_track (&hd_acw_rules, "csa-bid");

  play_turn_one (game);
  sheet_test_ok (game, "command cp 17 bid 13");
  /* the CSA and the table see neither the US's marker nor its bid */
  assert_hidden_from (game, &csa, us_secrets);
  assert_hidden_from (game, &table, us_secrets);
  view = hd_log_get_view (HD_LOG (game), &csa);
  g_assert_cmpint (view->track[bid], ==, HD_SHEET_HIDDEN);
  g_assert_cmpint (view->track[cp], ==, HD_SHEET_HIDDEN);
  own = hd_log_get_view (HD_LOG (game), &us);
  g_assert_cmpint (own->track[bid], ==, 13);
  g_assert_cmpint (own->track[cp], ==, 17);
  undo_csa = hd_log_describe_undo (HD_LOG (game), &csa);
  g_assert_cmpstr (undo_csa, ==, "The US has drawn its CP Marker and made its bid, in secret.");
  undo_us = hd_log_describe_undo (HD_LOG (game), &us);
  g_assert_cmpstr (undo_us, ==, "the US draws a CP Marker worth 17 and bids 13.");
  /* undone and redone, still hidden */
  g_assert_true (hd_log_undo (HD_LOG (game)));
  g_assert_true (hd_log_redo (HD_LOG (game)));
  assert_hidden_from (game, &csa, us_secrets);
  /* the CSA's bid in: both bids shown together, the markers still secret */
  sheet_test_ok (game, "command cp 14 bid 12");
  g_clear_pointer (&view, g_free);
  view = hd_log_get_view (HD_LOG (game), &csa);
  g_assert_cmpint (view->track[bid], ==, 13);
  g_assert_cmpint (view->track[cp], ==, HD_SHEET_HIDDEN);
  g_clear_pointer (&own, g_free);
  own = hd_log_get_view (HD_LOG (game), &us);
  g_assert_cmpint (own->track[csa_bid], ==, 12);
  g_assert_cmpint (own->track[csa_cp], ==, HD_SHEET_HIDDEN);
  told = hd_log_describe_undo (HD_LOG (game), &us);
  g_assert_cmpstr (told, ==, "The CSA has drawn its CP Marker and made its bid, in secret. The bids are shown: the US "
                             "13, the CSA 12; the US moves first.");
  mine = hd_log_describe_undo (HD_LOG (game), &csa);
  g_assert_nonnull (strstr (mine, "worth 14"));
  /* the table's record keeps every line; the CSA's transcript not the US's marker */
  all = hd_log_write_transcript (HD_LOG (game), NULL);
  g_assert_nonnull (strstr (all, "command cp 17 bid 13\n"));
  {
    const char * const marker[] = { "cp 17", "worth 17", NULL };
    g_autofree char *theirs = hd_sheet_game_write_transcript_for (game, &csa);

    g_assert_false (contains_any (theirs, marker));
    g_assert_nonnull (strstr (theirs, "# The US has drawn its CP Marker"));
  }
}

/* ------------------------------------------------------------- armies */

static void
test_armies (void)
{
  g_autoptr(HdSheetGame) game = new_game ();
  const HdSheetViewer us = { 0 };
  const char * const strength[] = { "19", NULL };

  play_turn_one (game);
  sheet_test_ok (game, "command cp 6");
  sheet_test_ok (game, "command cp 6");
  /* no army on Turns 1 and 2 */
  g_assert_cmpstr (hd_sheet_step_skipped (&hd_acw_rules, hd_sheet_game_get_sheet (game), 5), ==,
                   "No army is created on Turns 1 and 2.");
  done_until (game, "victory");
  end_game_turn (game);
  sheet_test_ok (game, "command cp 1");
  sheet_test_ok (game, "command cp 6");
  done_until (game, "us-army");
  sheet_test_no (game, "army 1 strength 19", "ACW 4.E.2.D");
  sheet_test_ok (game, "done");
  sheet_test_ok (game, "army 2 strength 7");
  g_assert_cmpint (track (game, "csa-cp"), ==, 4);
  g_assert_cmpint (track (game, "csa-armies"), ==, 2);
  /* the roster kept at any step, secret to its side */
  sheet_test_ok (game, "roster csa 2 strength 19 loss 19");
  assert_hidden_from (game, &us, strength);
  sheet_test_no (game, "roster us 1 strength 3 loss 0", "ACW 7.B.6");
  sheet_test_no (game, "roster csa 2 strength 3 loss 4", "ACW 7.B.6");
  g_assert_cmpstr (sheet_test_step (game), ==, "rosters");
  sheet_test_no (game, "done", "ACW 4.E.4");
  sheet_test_ok (game, "losses");
  /* all its SPs lost: the army is removed, the US gains 5 VPs (and Kentucky) */
  g_assert_cmpint (track (game, "csa-armies"), ==, 0);
  g_assert_cmpint (track (game, "us-vp"), ==, 5);
  g_assert_cmpint (track (game, "kentucky"), ==, 1);
  /* an army destroyed in a siege leaves the map with its 5 VPs, once */
  done_until (game, "us-siege");
  sheet_test_no (game, "vp us 5 for army 2", "ACW 14.D.2.D");
  done_until (game, "us-army");
  sheet_test_ok (game, "done");
  sheet_test_ok (game, "army 3 strength 6");
  done_until (game, "us-siege");
  sheet_test_no (game, "vp us 5 for army", "ACW 5.2");
  sheet_test_no (game, "vp us 10 for army 3", "ACW 14.D.2.D");
  sheet_test_ok (game, "vp us 5 for army 3");
  g_assert_cmpint (track (game, "csa-armies"), ==, 0);
  g_assert_cmpint (track (game, "csa-strength-3"), ==, 0);
  g_assert_cmpint (track (game, "us-vp"), ==, 10);
}

/* ------------------------------------------------------------- ledger */

static void
test_city_ledger (void)
{
  g_autoptr(HdSheetGame) game = new_game ();
  g_autoptr(HdSheetGame) loaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  sheet_test_ok (game, "command cp 5");
  sheet_test_ok (game, "command cp 4");
  done_until (game, "victory");
  sheet_test_ok (game, "victory differential 30");
  sheet_test_ok (game, "west-virginia roll 12 us-sp 0");
  sheet_test_ok (game, "loc broken");
  sheet_test_ok (game, "city csa 4 Harpers Ferry");
  sheet_test_no (game, "city csa 4 harpers   ferry", "ACW 4.L.6.B-C");
  sheet_test_no (game, "city us 2 Harpers Ferry", "ACW 4.L.6");
  sheet_test_no (game, "city us 2", "ACW 4.L.6");
  sheet_test_no (game, "city us 2 A name far too long for the ledger", "ACW 4.L.6");
  sheet_test_ok (game, "city us 3 Nashville");
  g_assert_cmpint (track (game, "csa-vp"), ==, 4);
  g_assert_cmpint (track (game, "us-vp"), ==, 3);
  /* undone, the award may be made again */
  g_assert_true (hd_log_undo (HD_LOG (game)));
  sheet_test_ok (game, "city us 3 Nashville");
  sheet_test_ok (game, "done");
  /* the ledger outlives the turn, and the save */
  bytes = hd_log_to_bytes (HD_LOG (game));
  loaded = hd_sheet_game_load (bytes, "save", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hd_sheet_game_get_sheet (loaded)->n_ledger, ==, 2);
  g_assert_cmpstr (hd_sheet_game_get_sheet (loaded)->ledger[0].name, ==, "Harpers Ferry");
  done_until (game, "cities");
  g_assert_cmpstr (sheet_test_step (game), ==, "cities");
}

/* ----------------------------------------------------- neutral states */

static void
test_kentucky (void)
{
  g_autoptr(HdSheetGame) first_csa = new_game ();
  g_autoptr(HdSheetGame) invaded = new_game ();

  /* the CSA's 5 VPs before the US's first: Kentucky sides with the CSA */
  sheet_test_ok (first_csa, "command cp 5");
  sheet_test_ok (first_csa, "command cp 4");
  done_until (first_csa, "victory");
  sheet_test_ok (first_csa, "victory differential 30");
  sheet_test_ok (first_csa, "west-virginia roll 12 us-sp 0");
  sheet_test_ok (first_csa, "loc holds vp 4");
  g_assert_cmpint (track (first_csa, "kentucky"), ==, 0);
  sheet_test_ok (first_csa, "city csa 1 Harpers Ferry");
  g_assert_cmpint (track (first_csa, "kentucky"), ==, 2);
  sheet_test_ok (first_csa, "city us 1 Nashville");
  g_assert_cmpint (track (first_csa, "kentucky"), ==, 2);
  /* invaded by the US: Kentucky sides with the CSA, which gains 5 VPs */
  sheet_test_ok (invaded, "command cp 5");
  sheet_test_ok (invaded, "command cp 4");
  sheet_test_no (invaded, "kentucky invaded-by csa", "ACW 16.A.4");
  sheet_test_ok (invaded, "kentucky invaded-by us");
  g_assert_cmpint (track (invaded, "kentucky"), ==, 2);
  g_assert_cmpint (track (invaded, "csa-vp"), ==, 5);
  sheet_test_ok (invaded, "done");
  sheet_test_no (invaded, "kentucky invaded-by csa", "ACW 16.A.4");
}

static void
test_west_virginia (void)
{
  g_autoptr(HdSheetGame) game = new_game ();

  /* Turn 1: 4 less 1 for the turn and 1 for an SP is 2: it joins */
  sheet_test_ok (game, "command cp 5");
  sheet_test_ok (game, "command cp 4");
  done_until (game, "victory");
  sheet_test_ok (game, "victory differential 30");
  g_assert_cmpstr (sheet_test_step (game), ==, "west-virginia");
  sheet_test_ok (game, "west-virginia roll 5 us-sp 1");
  g_assert_cmpint (track (game, "west-virginia"), ==, 0);
  g_assert_true (hd_log_undo (HD_LOG (game)));
  sheet_test_ok (game, "west-virginia roll 4 us-sp 1");
  g_assert_cmpint (track (game, "west-virginia"), ==, 1);
  sheet_test_ok (game, "loc broken");
  sheet_test_ok (game, "done");
  sheet_test_ok (game, "command cp 3");
  sheet_test_ok (game, "command cp 3");
  done_until (game, "victory");
  sheet_test_ok (game, "victory differential 30");
  /* joined: no more rolls */
  g_assert_cmpstr (sheet_test_step (game), ==, "loc");
}

/* -------------------------------------------------------------- victory */

/* Plays whole turns with both bidding 0 until the Game Turn Phase of
 * turn @turn (1-based). */
static void
reach_victory_of_turn (HdSheetGame *game, guint turn)
{
  while (hd_sheet_game_get_sheet (game)->turn + 1 < turn || !g_str_equal (sheet_test_step (game), "victory"))
    pass_step (game);
}

static void
test_victory_tests (void)
{
  g_autoptr(HdSheetGame) us = new_game ();
  g_autoptr(HdSheetGame) csa = new_game ();
  g_autoptr(HdSheetGame) late = new_game ();
  HdLogAwaited awaited;

  /* the US: 50 VPs, counted at the next turn's Game Turn Phase */
  reach_victory_of_turn (us, 1);
  sheet_test_ok (us, "victory differential 60");
  sheet_test_ok (us, "west-virginia roll 12 us-sp 0");
  sheet_test_ok (us, "loc broken");
  sheet_test_ok (us, "city us 20 Richmond");
  sheet_test_ok (us, "city us 20 Atlanta");
  sheet_test_ok (us, "city us 10 Nashville");
  g_assert_cmpint (track (us, "us-vp"), ==, 50);
  reach_victory_of_turn (us, 2);
  sheet_test_ok (us, "victory differential 60");
  g_assert_true (hd_log_get_awaited (HD_LOG (us), &awaited));
  g_assert_true (awaited.over);
  g_assert_cmpint (hd_sheet_game_get_sheet (us)->winner, ==, 0);
  sheet_test_no (us, "done", "ACW 5.4");
  /* the CSA: its lead reaches the Turn Track's differential */
  reach_victory_of_turn (csa, 1);
  sheet_test_ok (csa, "victory differential 60");
  sheet_test_ok (csa, "west-virginia roll 12 us-sp 0");
  sheet_test_ok (csa, "loc holds vp 20");
  sheet_test_ok (csa, "city csa 5 Washington");
  reach_victory_of_turn (csa, 2);
  sheet_test_ok (csa, "victory differential 26");
  g_assert_cmpint (hd_sheet_game_get_sheet (csa)->winner, ==, -1);
  sheet_test_ok (csa, "west-virginia roll 12 us-sp 0");
  sheet_test_ok (csa, "loc broken");
  sheet_test_ok (csa, "done");
  reach_victory_of_turn (csa, 3);
  sheet_test_ok (csa, "victory differential 25");
  g_assert_cmpint (hd_sheet_game_get_sheet (csa)->winner, ==, 1);
  /* Turn 16 ends the game: without 50 VPs, the US loses */
  reach_victory_of_turn (late, 16);
  g_assert_cmpint (track (late, "west-virginia"), ==, 1);
  sheet_test_ok (late, "victory differential 60");
  g_assert_cmpint (hd_sheet_game_get_sheet (late)->winner, ==, 1);
  g_assert_cmpuint (hd_sheet_game_get_sheet (late)->turn, ==, 15);
}

static void
test_intervention (void)
{
  g_autoptr(HdSheetGame) game = new_game ();

  reach_victory_of_turn (game, 3);
  sheet_test_ok (game, "victory differential 60");
  sheet_test_ok (game, "west-virginia roll 12 us-sp 0");
  sheet_test_ok (game, "loc holds vp 20");
  sheet_test_ok (game, "city csa 10 Washington");
  g_assert_cmpint (track (game, "csa-vp"), ==, 30);
  reach_victory_of_turn (game, 4);
  g_assert_cmpint (track (game, "intervention"), ==, 0);
  /* the blockade of Turn 4 came before it */
  g_assert_false (hd_sheet_was_skipped (hd_sheet_game_get_sheet (game), 4));
  sheet_test_ok (game, "victory differential 60");
  g_assert_cmpint (track (game, "intervention"), ==, 1);
  sheet_test_ok (game, "west-virginia roll 12 us-sp 0");
  sheet_test_ok (game, "loc broken");
  sheet_test_ok (game, "done");
  sheet_test_ok (game, "command cp 2");
  sheet_test_ok (game, "command cp 2");
  /* no more blockades; half the NRPs; the CSA's siege step */
  done_until (game, "us-reinforcements");
  g_assert_true (hd_sheet_was_skipped (hd_sheet_game_get_sheet (game), 4));
  g_assert_cmpstr (hd_sheet_step_skipped (&hd_acw_rules, hd_sheet_game_get_sheet (game), 4), ==,
                   "Foreign Intervention has occurred: there are no more blockades.");
  {
    gint before = track (game, "us-nrp");
    sheet_test_ok (game, "nrp 7");
    g_assert_cmpint (track (game, "us-nrp"), ==, before + 3);
  }
  done_until (game, "csa-siege");
}

/* ------------------------------------------------------- the owner's table */

static void
test_turn_track (void)
{
  g_autoptr(HdSheetGame) game = new_game ();
  g_autoptr(HdSheetTable) table = hd_sheet_table_new_given (&hd_acw_rules, hd_acw_rules.tables[0]);
  g_autofree char *text = NULL;

  g_assert_false (hd_sheet_table_is_whole (table));
  g_assert_true (hd_sheet_table_set (table, 0, 0, "35", NULL));
  g_assert_true (hd_sheet_table_set (table, 0, 1, "2", NULL));
  g_assert_false (hd_sheet_table_set (table, 0, 1, "61", NULL));
  hd_sheet_game_set_table (game, table);
  sheet_test_ok (game, "command cp 5");
  sheet_test_ok (game, "command cp 4");
  done_until (game, "victory");
  sheet_test_ok (game, "victory");
  sheet_test_ok (game, "west-virginia roll 12 us-sp 0");
  sheet_test_ok (game, "loc holds");
  g_assert_cmpint (track (game, "csa-vp"), ==, 2);
  text = hd_log_write_transcript (HD_LOG (game), NULL);
  g_assert_nonnull (strstr (text, "victory differential 35\n"));
  g_assert_nonnull (strstr (text, "loc holds vp 2\n"));
}

/* ------------------------------------------------------------- battles */

static void
ratio_is (gint att, gint def, gint left, gint right)
{
  gint l, r;

  hd_acw_combat_ratio (att, def, &l, &r);
  g_assert_cmpint (l, ==, left);
  g_assert_cmpint (r, ==, right);
}

static void
test_battle (void)
{
  g_autoptr(HdSheetGame) game = new_game ();
  g_autoptr(HdSheetTable) chart = hd_sheet_table_new_given (&hd_acw_rules,
                                                            hd_acw_rules.tables[ACW_TABLE_DETERMINATION]);
  const HdSheetVerb *battle = hd_acw_rules.verbs[ACW_V_BATTLE];
  const gint values[] = { 5, 2, 4, 3, 0 };
  g_autofree char *line = hd_sheet_compose_line (battle, values, "D2");
  g_autofree char *undo = NULL, *before = NULL, *after = NULL;

  /* the rulebook's example: five against two in the clear is 2 to 1 */
  ratio_is (5, 2, 2, 1);
  ratio_is (2, 5, 1, 3);
  ratio_is (3, 3, 1, 1);
  ratio_is (4, 3, 1, 1);
  ratio_is (7, 2, 3, 1);
  ratio_is (1, 6, 1, 6);
  /* at most three columns either way */
  g_assert_cmpint (hd_acw_combat_shift (5), ==, 3);
  g_assert_cmpint (hd_acw_combat_shift (-4), ==, -3);
  g_assert_cmpint (hd_acw_combat_shift (2), ==, 2);
  g_assert_cmpstr (line, ==, "battle att 5 def 2 shift 4 roll 3 result D2");
  /* no battle outside a Campaign or Siege Phase */
  sheet_test_ok (game, "command cp 5");
  sheet_test_no (game, "battle att 5 def 2 shift 0 roll 3 result D2", "ACW 4.A.1-5");
  sheet_test_ok (game, "command cp 4");
  before = hd_sheet_game_preview (game, line);
  g_assert_nonnull (strstr (before, "ratio 2:1, differential -3, +3 columns (of +4: at most 3 count)"));
  g_assert_nonnull (strstr (before, "Use the Combat Table your Determination Chart gives for 5 SPs"));
  g_assert_true (hd_sheet_table_set (chart, 0, 0, "1", NULL));
  g_assert_true (hd_sheet_table_set (chart, 1, 0, "4", NULL));
  g_assert_true (hd_sheet_table_set (chart, 2, 0, "10", NULL));
  hd_sheet_game_set_table (game, chart);
  after = hd_sheet_game_preview (game, line);
  g_assert_nonnull (strstr (after, "Roll on Combat Table 2 (the Determination Chart for 5 SPs)"));
  sheet_test_ok (game, line);
  undo = hd_log_describe_undo (HD_LOG (game), NULL);
  g_assert_cmpstr (undo, ==, "the US attacks with 5 SPs against 2: ratio 2:1, differential -3, +3 columns (of +4: "
                             "at most 3 count); roll 3: D2");
  sheet_test_no (game, "battle att 0 def 2 shift 0 roll 3 result D2", "ACW 14.B");
  sheet_test_no (game, "battle att 5 def 2 shift 0 roll 3", "ACW 14.B");
  sheet_test_no (game, "battle att 5 def 2 shift 10 roll 3 result D2", "ACW 14.B");
}

/* ------------------------------------------------------ through the log */

static void
test_random_games (void)
{
  for (guint seed = 1; seed <= 10; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(HdSheetGame) game = new_game ();

      sheet_test_play_random (game, rand, 3000);
      sheet_test_round_trips (game);
    }
}

static void
test_lines_refused (void)
{
  g_autoptr(HdSheetGame) game = new_game ();
  const char * const bad[] = {
    "command", "command cp", "command cp 21", "command cp -1", "command cp 3 bid", "command cp 3 bid 2 extra",
    "spend us 0 on activate", "spend us 2 on lunch", "spend martians 2 on activate", "vp us 7", "city us 0 Rome",
    "loc maybe", "west-virginia roll 13 us-sp 0", "blockade nrp 3", "roster us 1", "victory differential x",
    NULL,
  };

  for (guint i = 0; bad[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree HdSheetAction *action = hd_sheet_game_read_line (game, bad[i], &error);

      if (action != NULL)
        g_error ("\"%s\" read", bad[i]);
      g_assert_nonnull (error);
    }
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/acw/turn-one", test_turn_one);
  g_test_add_func ("/acw/bids", test_bids);
  g_test_add_func ("/acw/bids-secret", test_bids_secret);
  g_test_add_func ("/acw/bids-undone-together", test_bids_undone_together);
  g_test_add_func ("/acw/books", test_books);
  g_test_add_func ("/acw/armies", test_armies);
  g_test_add_func ("/acw/city-ledger", test_city_ledger);
  g_test_add_func ("/acw/kentucky", test_kentucky);
  g_test_add_func ("/acw/west-virginia", test_west_virginia);
  g_test_add_func ("/acw/victory", test_victory_tests);
  g_test_add_func ("/acw/intervention", test_intervention);
  g_test_add_func ("/acw/turn-track", test_turn_track);
  g_test_add_func ("/acw/battle", test_battle);
  g_test_add_func ("/acw/random-games", test_random_games);
  g_test_add_func ("/acw/lines-refused", test_lines_refused);
  return g_test_run ();
}
