/* test-transcript.c: transcripts (docs/transcript.md): the text around
 * the lines (a byte-order mark, comments at the end of a line), a march
 * naming its unit by number, and every kind of line written and read back
 * to the same action. */
#include <string.h>

#include "hd-test-util.h"
#include "hd-game.h"
#include "hd-transcript.h"

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
  g_assert_cmpuint (hd_game_get_n_actions (game), ==, 1);
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
  for (guint i = 0; i < hd_game_get_n_actions (game); i++)
    {
      HdAction a, b;
      g_autofree char *line = NULL;

      hd_game_get_action (game, i, &a);
      line = hd_transcript_action_line (&a, board);
      g_assert_true (hd_transcript_parse_action (board, line, &b));
      g_assert_cmpint (a.type, ==, b.type);
      g_assert_true (memcmp (&a, &b, G_STRUCT_OFFSET (HdAction, shots)) == 0);
      g_assert_true (memcmp (a.shots, b.shots, a.n_shots * sizeof (HdShot)) == 0);
    }
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

  ret = g_test_run ();
  g_clear_object (&board);
  return ret;
}
