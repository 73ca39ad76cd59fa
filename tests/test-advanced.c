/* test-advanced.c: the Advanced Game's rules that change the books.
 * Advanced 6.0, the capture of Washington: no win, a die taken off the
 * Union army maximum for good (two on a 1), asked for before anything
 * else; a recapture gives back only Washington's own 1; the army maximum
 * victory of 10.0 then counts the loss; its transcript line and save
 * element. */
#include "config.h"

#include <string.h>

#include "hd-game.h"
#include "hd-state-private.h"
#include "hd-test-util.h"
#include "hd-transcript.h"
#include "hd-victory.h"

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
  bytes = hd_game_to_bytes (game);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), "roll-washington"));
  again = hd_game_new_from_bytes (board, bytes, "test", &error);
  g_assert_no_error (error);
  g_assert_true (hd_state_equal (hd_game_get_state (game), hd_game_get_state (again)));
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
  status = g_test_run ();
  g_object_unref (board);
  return status;
}
