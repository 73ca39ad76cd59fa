/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sheet-test-util.c: the helpers the games without a board's tests
 * share (sheet-test-util.h). */
#include <string.h>

#include "hd-log.h"
#include "hd-rules.h"
#include "sheet-test-util.h"

void
sheet_test_ok (HdSheetGame *game,
               const char  *line)
{
  g_autoptr(GError) error = NULL;
  g_autofree HdSheetAction *action = hd_sheet_game_read_line (game, line, &error);
  g_autofree char *invariants = NULL;

  if (action == NULL)
    g_error ("\"%s\" did not read: %s", line, error->message);
  if (!hd_sheet_game_apply (game, action, &error))
    g_error ("\"%s\" refused: %s", line, error->message);
  invariants = hd_log_check_invariants (HD_LOG (game));
  g_assert_cmpstr (invariants, ==, NULL);
}

void
sheet_test_no (HdSheetGame *game,
               const char  *line,
               const char  *rule)
{
  g_autoptr(GError) error = NULL;
  g_autofree HdSheetAction *action = hd_sheet_game_read_line (game, line, &error);
  guint before = hd_log_get_n_actions (HD_LOG (game));

  if (action != NULL && hd_sheet_game_apply (game, action, &error))
    g_error ("\"%s\" was taken, not refused by %s", line, rule);
  g_assert_nonnull (error);
  if (g_strcmp0 (hd_rules_error_get_rule (error), rule) != 0)
    g_error ("\"%s\": refused by %s (%s), not %s", line, hd_rules_error_get_rule (error), error->message, rule);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, before);
}

const char *
sheet_test_step (HdSheetGame *game)
{
  HdLogAwaited awaited;

  g_assert_true (hd_log_get_awaited (HD_LOG (game), &awaited));
  return awaited.step;
}

void
sheet_test_play_random (HdSheetGame *game,
                        GRand       *rand,
                        guint        max_actions)
{
  for (guint i = 0; i < max_actions; i++)
    {
      g_autoptr(GPtrArray) candidates = hd_log_list_candidates (HD_LOG (game));
      g_autoptr(GError) error = NULL;
      g_autofree char *broken = NULL;
      HdLogAwaited awaited;

      g_assert_true (hd_log_get_awaited (HD_LOG (game), &awaited));
      if (awaited.over)
        {
          g_assert_cmpuint (candidates->len, ==, 0);
          return;
        }
      g_assert_cmpuint (candidates->len, >, 0);
      if (!hd_log_apply (HD_LOG (game), candidates->pdata[g_rand_int_range (rand, 0, (gint) candidates->len)],
                         &error))
        g_error ("a candidate was refused: %s", error->message);
      broken = hd_log_check_invariants (HD_LOG (game));
      g_assert_cmpstr (broken, ==, NULL);
    }
}

static gboolean
same_sheet (HdSheetGame *a, HdSheetGame *b)
{
  return memcmp (hd_sheet_game_get_sheet (a), hd_sheet_game_get_sheet (b), sizeof (HdSheet)) == 0;
}

void
sheet_test_round_trips (HdSheetGame *game)
{
  g_autoptr(GBytes) bytes = hd_log_to_bytes (HD_LOG (game));
  g_autoptr(HdSheetGame) loaded = NULL, read = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  guint n = hd_log_get_n_actions (HD_LOG (game));

  g_assert_true (hd_sheet_game_is_sheet_file (bytes));
  loaded = hd_sheet_game_load (bytes, "save", &error);
  g_assert_no_error (error);
  g_assert_true (same_sheet (loaded, game));
  text = hd_log_write_transcript (HD_LOG (game), NULL);
  g_assert_true (hd_sheet_game_is_sheet_transcript (text, -1));
  read = hd_sheet_game_read_transcript (text, -1, "t", NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (same_sheet (read, game));
  while (hd_log_can_undo (HD_LOG (game)))
    g_assert_true (hd_log_undo (HD_LOG (game)));
  g_assert_true (memcmp (hd_log_get_position (HD_LOG (game)), hd_log_get_initial (HD_LOG (game)),
                         sizeof (HdSheet)) == 0);
  while (hd_log_can_redo (HD_LOG (game)))
    g_assert_true (hd_log_redo (HD_LOG (game)));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, n);
  g_assert_true (same_sheet (read, game));
}
