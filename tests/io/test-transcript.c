/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-transcript.c: transcripts (docs/transcript.md): the text around
 * the lines (a byte-order mark, comments at the end of a line), a march
 * naming its unit by number, every kind of line written and read back
 * to the same action, the companion's lines with their hints, and a
 * ten-megabyte line quoted back only in part. */
#include <string.h>

#include "hd-excerpt.h"
#include "hd-test-util.h"
#include "hd-game.h"
#include "hd-action-line.h"
#include "hd-transcript.h"
#include "hd-seats.h"
#include "hd-battle.h"

static HdMap *board;

/* A transcript may begin with a UTF-8 byte-order mark, and any line may
 * end with a comment (docs/transcript.md shows both kinds). */
static void
test_transcript_text (void)
{
  const char *text = "\xEF\xBB\xBFscenario 1862   # the 1862 scenario\n"
                     "# a whole-line comment\n"
                     "move Union Mi from Washington to Baltimore   # a correction\n"
                     "flip Union Mi in Baltimore#no space before the mark is not a comment\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = hd_transcript_read (board, text, 122, "t.txt", NULL, NULL, &error);
  guint line = 0;

  g_assert_no_error (error);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 1);
  g_clear_object (&game);
  game = hd_transcript_read (board, text, -1, "t.txt", &line, NULL, &error);
  g_assert_null (game);
  g_assert_cmpuint (line, ==, 4);
}

/* "march #9 ..." moves that very unit, and is written back the same. */
static void
test_march_by_number (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = hd_transcript_read (board, "scenario 1861-campaign\n"
                                               "march #9 from Washington by rail to Baltimore\n", -1, "t.txt",
                                               NULL, NULL, &error);
  g_autofree char *text = NULL;
  int index;

  g_assert_no_error (error);
  index = hd_state_find_unit_by_id (hd_game_get_state (game), 9);
  g_assert_cmpint (index, >=, 0);
  g_assert_cmpuint (hd_state_get_unit (hd_game_get_state (game), (guint) index)->box, ==,
                    hd_map_lookup (board, "Baltimore")->index);
  text = hd_transcript_write (game);
  g_assert_nonnull (strstr (text, "march #9 from Washington by rail to Baltimore"));
  g_clear_object (&game);
  game = hd_transcript_read (board, "scenario 1861-campaign\nmarch #9 from Harrisburg by rail to Baltimore\n", -1,
                             "t.txt", NULL, NULL, &error);
  g_assert_null (game);
  g_assert_nonnull (strstr (error->message, "Rule 1.4"));
}

/* Every line a transcript of a whole game holds is written and read back
 * to the same action. */
static void
test_round_trip (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "transcripts", "short-game-1861.txt", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  game = hd_transcript_read (board, text, -1, path, NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < hd_log_get_n_actions (HD_LOG (game)); i++)
    {
      HdAction a, b;
      g_autofree char *line = NULL;

      hd_game_get_action (game, i, &a);
      line = hd_action_line_write (&a, board);
      g_assert_true (hd_action_line_parse (board, line, &b));
      g_assert_cmpint (a.type, ==, b.type);
      g_assert_true (memcmp (&a, &b, G_STRUCT_OFFSET (HdAction, shots)) == 0);
      g_assert_true (memcmp (a.shots, b.shots, a.n_shots * sizeof (HdShot)) == 0);
    }
}

/* A line is an action only whole, as a transcript reads it: "end
 * segment" followed by more words was once taken alone. */
static void
test_whole_line (void)
{
  HdAction a;
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = NULL;

  g_assert_true (hd_action_line_parse (board, "end segment", &a));
  g_assert_false (hd_action_line_parse (board, "end segment now", &a));
  game = hd_transcript_read (board, "scenario 1862\nend segment now\n", -1, "t.txt", NULL, NULL, &error);
  g_assert_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SYNTAX);
}

/* A transcript refused with @line as its error line, a message starting
 * "t.txt:@line: " and saying @mention. */
static void
expect_refused (const char *text, gssize len, guint line, const char *mention)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = NULL;
  g_autofree char *where = g_strdup_printf ("t.txt:%u: ", line);
  guint at = 0;

  game = hd_transcript_read (board, text, len, "t.txt", &at, NULL, &error);
  g_assert_null (game);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  if (at != line || !g_str_has_prefix (error->message, where) || strstr (error->message, mention) == NULL)
    g_error ("\"%s\" (line %u) is not at \"%s\" mentioning \"%s\"", error->message, at, where, mention);
}

/* Item: what is wrong, in our words, on the line it is on: an option or a
 * scenario the game cannot be set up with (not the first action's line),
 * lines ended by a carriage return alone (not "does not name its
 * scenario"), a NUL byte, bytes that are not UTF-8. */
static void
test_transcript_messages (void)
{
  static const char nul[] = "scenario 1862\nmove Union Mi from Washington\0 to Baltimore\n";

  expect_refused ("# my game\nscenario 1862\noption no-such-rule\nend segment\n", -1, 3, "no-such-rule");
  expect_refused ("scenario 1861-campaign\noption 11.3-1862\n\noption 9.1\n", -1, 4, "exclude each other");
  expect_refused ("# my game\nscenario 1999\noption 4.11\nend segment\n", -1, 2, "1999");
  expect_refused ("# A House Divided transcript\rscenario 1862\rend segment\r", -1, 1,
                  "carriage return alone");
  expect_refused ("scenario 1862\r\nend segment\r\nend segment\rend segment\r\n", -1, 3, "carriage return alone");
  /* a carriage return that is the file's last byte: a one-line file, and
   * the third line of a file whose other lines end in line feeds */
  expect_refused ("scenario 1862\r", -1, 1, "carriage return alone");
  expect_refused ("scenario 1862\nend segment\nend segment\r", -1, 3, "carriage return alone");
  expect_refused ("scenario 1862\r\nend segment\r\nend segment\r", -1, 3, "carriage return alone");
  expect_refused (nul, sizeof nul - 1, 2, "NUL byte");
  expect_refused ("  \n\n# only a comment\n", -1, 3, "ends without naming its scenario");
  expect_refused ("scenario 1862\n\nflip Union Mi in Baltimore \xff\n", -1, 3,
                  "not valid UTF-8 text (at its byte 28)");
  /* lines ended by a carriage return and a line feed read as before */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(HdGame) game = hd_transcript_read (board, "scenario 1862\r\nmove Union Mi from Washington to "
                                                 "Baltimore\r\n", -1, "t.txt", NULL, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 1);
  }
}

/* Issue 33: a companion line read by hd_seats_read_line, the one parser
 * of it: "hints" after the dice gives the person hints, in any case and
 * spacing; written back as read; any other shape refused in our words,
 * @seats unchanged; in a transcript the refusal has its line. */
static void
test_companion_lines (void)
{
  g_autoptr(HdGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *back = NULL;
  HdSeats seats, before;
  const char *bad[] = {
    "companion union normal seed 1 dice rolled hint",
    "companion union normal seed 1 dice rolled hints yes",
    "companion union normal seed 1 hints dice rolled",
    "companion union normal seed 1 dice",
    "option union normal seed 1 dice rolled hints",
  };

  hd_seats_init (&seats);
  g_assert_true (hd_seats_read_line (&seats, "Companion\tconfederate NORMAL seed 12  dice typed Hints", &error));
  g_assert_no_error (error);
  g_assert_cmpint (seats.side[HD_SIDE_CONFEDERATE].player, ==, HD_SEAT_NORMAL);
  g_assert_cmpuint (seats.side[HD_SIDE_CONFEDERATE].seed, ==, 12);
  g_assert_cmpint (seats.side[HD_SIDE_CONFEDERATE].dice, ==, HD_SEAT_DICE_TYPED);
  g_assert_true (seats.side[HD_SIDE_CONFEDERATE].hints);
  g_assert_true (hd_seats_read_line (&seats, "companion union easy seed 7 dice rolled", NULL));
  g_assert_false (seats.side[HD_SIDE_UNION].hints);
  back = hd_seats_to_line (&seats, HD_SIDE_CONFEDERATE);
  g_assert_cmpstr (back, ==, "companion confederate normal seed 12 dice typed hints");
  g_clear_pointer (&back, g_free);
  back = hd_seats_to_line (&seats, HD_SIDE_UNION);
  g_assert_cmpstr (back, ==, "companion union easy seed 7 dice rolled");

  before = seats;
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      HdSeats none;

      hd_seats_init (&none);
      g_assert_false (hd_seats_read_line (&none, bad[i], &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, "a companion line reads “companion SIDE LEVEL seed N dice rolled” "
                                                "(or “dice typed”), with “hints” after it"));
      g_assert_false (hd_seats_has_companion (&none));
      g_clear_error (&error);
    }
  /* refused in the seat's words, the seats as they were */
  g_assert_false (hd_seats_read_line (&seats, "companion union hard seed 1 dice rolled hints", &error));
  g_assert_nonnull (strstr (error->message, "the side “union” is given a seat twice"));
  g_assert_true (hd_seats_equal (&seats, &before));
  g_clear_error (&error);
  hd_seats_init (&seats);
  g_assert_false (hd_seats_read_line (&seats, "companion union expert seed 1 dice rolled hints", &error));
  g_assert_nonnull (strstr (error->message, "a seat's level is “expert”"));
  g_assert_false (hd_seats_has_companion (&seats));
  g_clear_error (&error);

  /* a transcript with hints, written and read back with them */
  game = hd_transcript_read (board, "scenario 1862\ncompanion confederate hard seed 3 dice rolled hints\n", -1,
                             "t.txt", NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (hd_game_get_seats (game)->side[HD_SIDE_CONFEDERATE].hints);
  text = hd_transcript_write (game);
  g_assert_nonnull (strstr (text, "\ncompanion confederate hard seed 3 dice rolled hints\n"));
  g_clear_object (&game);
  game = hd_transcript_read (board, text, -1, "t.txt", NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (hd_game_get_seats (game)->side[HD_SIDE_CONFEDERATE].hints);
  expect_refused ("scenario 1862\n\ncompanion confederate hard seed 3 dice rolled hints please\n", -1, 3,
                  "with “hints” after it if the person may ask for them, not “companion confederate hard");
}

/* The excerpt: short input whole, long input cut at a character (never
 * inside one) with an ellipsis, a byte that is not UTF-8 ending it. */
static void
test_excerpt (void)
{
  g_autofree char *whole = hd_excerpt ("move Union Mi", -1);
  g_autofree char *part = hd_excerpt ("move Union Mi", 4);
  g_autoptr(GString) accents = g_string_new (NULL);
  g_autofree char *cut = NULL;
  g_autofree char *bad = hd_excerpt ("ab\xff\xfe" "cd", -1);
  g_autofree char *none = hd_excerpt (NULL, -1);

  g_assert_cmpstr (whole, ==, "move Union Mi");
  g_assert_cmpstr (part, ==, "move");
  for (guint i = 0; i < HD_EXCERPT_MAX_CHARS + 1; i++)
    g_string_append (accents, "é");
  cut = hd_excerpt (accents->str, -1);
  g_assert_true (g_utf8_validate (cut, -1, NULL));
  g_assert_cmpuint (g_utf8_strlen (cut, -1), ==, HD_EXCERPT_MAX_CHARS + 1);
  g_assert_true (g_str_has_suffix (cut, "é…"));
  g_clear_pointer (&cut, g_free);
  /* exactly the most that is quoted: whole, no ellipsis */
  g_string_truncate (accents, 2 * HD_EXCERPT_MAX_CHARS);
  cut = hd_excerpt (accents->str, -1);
  g_assert_cmpstr (cut, ==, accents->str);
  g_assert_cmpstr (bad, ==, "ab…");
  g_assert_cmpstr (none, ==, "");
}

/* A line of ten megabytes that is not understood: the message names the
 * line and quotes only its beginning, so that it can be shown at once. */
static void
test_long_bad_line (void)
{
  gsize size = 10 * 1024 * 1024;
  g_autoptr(GString) text = g_string_sized_new (size + 64);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = NULL;
  guint line = 0;

  g_string_append (text, "scenario 1861-campaign\nmove ");
  while (text->len < size)
    g_string_append (text, "Washington ");
  g_string_append (text, "\n");
  game = hd_transcript_read (board, text->str, (gssize) text->len, "long.txt", &line, NULL, &error);
  g_assert_null (game);
  g_assert_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SYNTAX);
  g_assert_cmpuint (line, ==, 2);
  g_assert_true (g_str_has_prefix (error->message, "long.txt:2: "));
  g_assert_nonnull (strstr (error->message, "\"move Washington Washington"));
  g_assert_nonnull (strstr (error->message, "…\""));
  g_assert_cmpuint (strlen (error->message), <, 200);
  g_clear_error (&error);

  /* a word as long, in a setting line, is quoted as briefly */
  g_string_assign (text, "scenario 1861-campaign\noption ");
  while (text->len < size)
    g_string_append_c (text, 'x');
  game = hd_transcript_read (board, text->str, (gssize) text->len, "long.txt", &line, NULL, &error);
  g_assert_null (game);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "Rule 1.2"));
  g_assert_cmpuint (strlen (error->message), <, 300);
}

/* A {unit} is written as it is read: the coastal garrison (Advanced
 * 5.0) as "garrison", as in the shots, and read back so. */
static void
test_unit_words (void)
{
  guint tried = 0;

  for (guint t = 0; t < HD_N_ACTION_TYPES; t++)
    {
      const HdActionInfo *info = hd_action_info_get (t);
      HdAction a = { .type = t, .unit = HD_GARRISON_ID, .by_id = TRUE, .side = HD_SIDE_UNION };
      HdAction back = { 0 };
      g_autofree char *line = NULL;

      if (!(info->fields & HD_FIELD_UNIT) || t == HD_ACTION_RALLY)
        continue;
      line = hd_action_line_write (&a, board);
      g_assert_nonnull (strstr (line, "garrison"));
      g_assert_null (strstr (line, "#"));
      g_assert_true (hd_action_line_parse (board, line, &back));
      g_assert_cmpint (back.type, ==, t);
      g_assert_cmpuint (back.unit, ==, HD_GARRISON_ID);
      tried++;
    }
  g_assert_cmpuint (tried, >=, 4);
}

int
main (int argc, char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();

  g_test_add_func ("/transcript/text", test_transcript_text);
  g_test_add_func ("/transcript/march-by-number", test_march_by_number);
  g_test_add_func ("/transcript/round-trip", test_round_trip);
  g_test_add_func ("/transcript/whole-line", test_whole_line);
  g_test_add_func ("/transcript/messages", test_transcript_messages);
  g_test_add_func ("/transcript/companion-lines", test_companion_lines);
  g_test_add_func ("/transcript/excerpt", test_excerpt);
  g_test_add_func ("/transcript/long-bad-line", test_long_bad_line);
  g_test_add_func ("/transcript/unit-words", test_unit_words);

  ret = g_test_run ();
  g_clear_object (&board);
  return ret;
}
