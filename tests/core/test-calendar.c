/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-calendar.c: the calendar (rules 3.0, 7.2, 9.0, 9.1, 11.2): Game
 * Turns and their dates, drafts and scenario starts, against the Game Turn
 * Track printed on the board. */
#include <string.h>

#include "hd-calendar.h"
#include "hd-file-name.h"
#include "hd-map.h"

static void
test_calendar (void)
{
  HdGameTurn t;
  g_autofree char *first = hd_calendar_format (1);
  g_autofree char *last = hd_calendar_format (HD_CAMPAIGN_TURNS);
  g_autofree char *extended = hd_calendar_format (HD_EXTENDED_TURNS);

  g_assert_cmpstr (first, ==, "07/1861");
  g_assert_cmpstr (last, ==, "06/1865");
  g_assert_cmpstr (extended, ==, "11/12/1865");
  g_assert_true (hd_calendar_get_turn (5, &t));
  g_assert_cmpuint (t.first_month, ==, 11);
  g_assert_cmpuint (t.n_months, ==, 2);
  g_assert_true (hd_calendar_get_turn (6, &t));
  g_assert_cmpuint (t.year, ==, 1862);
  g_assert_cmpuint (t.n_months, ==, 2);
  g_assert_false (hd_calendar_get_turn (0, &t));
  g_assert_false (hd_calendar_get_turn (46, &t));

  /* 7.2 and 11.2: the drafts and the scenario starts are the 04 turns */
  g_assert_cmpuint (hd_calendar_find_turn (4, 1862), ==, 8);
  g_assert_cmpuint (hd_calendar_find_turn (4, 1863), ==, 18);
  g_assert_cmpuint (hd_calendar_find_turn (4, 1864), ==, 28);
  /* 11.1: the Short Game's tenth turn is 06/1862 */
  g_assert_cmpuint (hd_calendar_find_turn (6, 1862), ==, 10);
  g_assert_cmpuint (hd_calendar_find_turn (12, 1861), ==, 5);
  g_assert_cmpuint (hd_calendar_find_turn (6, 1861), ==, 0);

  for (guint turn = 1; turn <= HD_EXTENDED_TURNS; turn++)
    {
      g_autofree char *s = hd_calendar_format (turn);
      g_assert_cmpuint (hd_calendar_parse (s), ==, turn);
    }
  g_assert_cmpuint (hd_calendar_parse ("11/1861"), ==, 5);
  g_assert_cmpuint (hd_calendar_parse ("12/1861"), ==, 0);
  g_assert_cmpuint (hd_calendar_parse ("12/11/1861"), ==, 0);
  g_assert_cmpuint (hd_calendar_parse ("13/1861"), ==, 0);
  g_assert_cmpuint (hd_calendar_parse ("7/1861x"), ==, 0);
  g_assert_cmpuint (hd_calendar_parse ("July 1861"), ==, 0);
}

static void
test_calendar_matches_board (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMap) map = hd_map_new_default (&error);

  g_assert_no_error (error);
  for (guint turn = 1; turn <= HD_EXTENDED_TURNS; turn++)
    {
      g_autofree char *s = hd_calendar_format (turn);
      g_assert_cmpstr (hd_map_get_track_space (map, HD_TRACK_GAME_TURN, turn)->date, ==, s);
    }
}

/* Item 11: the name a file is first offered under says what it holds
 * and when, in words ("The 1862 Scenario, April 1862.hdgame"), and is
 * safe as a file name on every system whatever the words. */
static void
test_file_names (void)
{
  static const struct { const char *what; guint turn; const char *ext; const char *name; } names[] = {
    { "The 1861 Campaign Game", 1, ".hdgame", "The 1861 Campaign Game, July 1861.hdgame" },
    { "The 1862 Scenario", 8, ".txt", "The 1862 Scenario, April 1862.txt" },
    { "The Campaign Game", 5, ".hdcampaign", "The Campaign Game, November-December 1861.hdcampaign" },
    { "The Campaign Game", 6, ".hdcampaign", "The Campaign Game, January-February 1862.hdcampaign" },
    { "The 1864 Scenario", HD_EXTENDED_TURNS, ".hdgame", "The 1864 Scenario, November-December 1865.hdgame" },
    { "no date", 0, ".hdgame", "no date.hdgame" },
    { "no date", 999, ".hdgame", "no date.hdgame" },
    { "a/b\\c:d*e?f\"g<h>i|j\tk", 0, ".hdgame", "a-b-c-d-e-f-g-h-i-j-k.hdgame" },
    { " ..hidden. ", 0, ".hdgame", "hidden.hdgame" },
    { "/", 0, ".hdgame", "-.hdgame" },
    { "", 0, ".hdgame", "game.hdgame" },
    { "Schlacht bei „Manassas“ – Jäger", 0, ".hdgame", "Schlacht bei „Manassas“ – Jäger.hdgame" },
  };
  g_autofree char *long_words = g_strnfill (1000, 'x');
  g_autofree char *long_name = hd_file_name_suggest (long_words, 1, ".hdgame");

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *name = hd_file_name_suggest (names[i].what, names[i].turn, names[i].ext);
      g_assert_cmpstr (name, ==, names[i].name);
    }
  /* every turn's date, in words, with no "/" */
  for (guint turn = 1; turn <= HD_EXTENDED_TURNS; turn++)
    {
      g_autofree char *date = hd_file_name_date (turn);
      g_assert_nonnull (date);
      g_assert_null (strchr (date, '/'));
    }
  g_assert_null (hd_file_name_date (0));
  /* cut short, still with its extension */
  g_assert_cmpuint (strlen (long_name), <=, 200);
  g_assert_true (g_str_has_suffix (long_name, "xxx.hdgame"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/calendar/turns", test_calendar);
  g_test_add_func ("/calendar/matches-board", test_calendar_matches_board);
  g_test_add_func ("/calendar/file-names", test_file_names);
  return g_test_run ();
}
