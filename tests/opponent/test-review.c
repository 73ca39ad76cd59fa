/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-review.c: a game's review (hd-review.h, issue 34 item 5), on an
 * 1861 Short Game the match harness plays from a seed: a line for the
 * start and for each Game Turn, chances in range with the winner's 100 %
 * at the end; the three turning points the three largest swings (found
 * here again from the evaluation), each with what was done and a
 * companion's suggestion the rules accept in the position it was asked
 * in, with a reason; an unfinished game; a damaged log refused; a
 * cancelled review; the logistic itself. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "hd-match.h"
#include "hd-review.h"
#include "hd-test-util.h"

static HdMap *board;

/* The game of @seed (stopped after @max_actions, 0: none), the Game Turn
 * it ended in as the harness says in @turn. */
static HdGame *
play (guint32 seed, guint max_actions, guint *turn)
{
  g_autoptr(GError) error = NULL;
  HdMatchSetup setup = { .scenario_id = "1861-short", .levels = { HD_PLAYER_GREEDY, HD_PLAYER_GREEDY },
                         .n_games = 1, .seed = seed, .max_actions = max_actions };
  HdMatchRecord record;
  HdGame *game = hd_match_play_game (board, &setup, seed, FALSE, NULL, NULL, &record, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_cmpuint (record.refused, ==, 0);
  *turn = record.turn;
  hd_match_record_clear (&record);
  return game;
}

/* How many actions the whole game of @seed makes. */
static guint
actions_of (guint32 seed)
{
  guint ended;
  g_autoptr(HdGame) game = play (seed, 0, &ended);

  return hd_log_get_n_actions (HD_LOG (game));
}

static HdReview *
review (HdGame *game)
{
  g_autoptr(GError) error = NULL;
  HdReview *r = hd_review_new_for_game (game, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (r);
  return r;
}

/* One Player Turn as found here: its actions and the Union's chance. */
typedef struct {
  guint  first;
  guint  last;
  double swing;
} Swing;

static double
chance_of (const HdState *s)
{
  return hd_review_chance (hd_evaluate (s, HD_SIDE_UNION, hd_weights_default (), HD_EVALUATE_FULL, NULL));
}

/* Every Player Turn of @game with its swing, by replaying the log. */
static GArray *
swings_of (HdGame *game)
{
  GArray *swings = g_array_new (FALSE, FALSE, sizeof (Swing));
  guint n = hd_log_get_n_actions (HD_LOG (game));
  g_autoptr(HdState) s = hd_game_replay (game, 0);
  Swing open = { 0, 0, chance_of (s) };

  for (guint i = 0; i < n; i++)
    {
      guint turn = hd_state_get_turn (s);
      HdSide player = hd_state_get_player (s);
      HdAction a;

      hd_game_get_action (game, i, &a);
      g_assert_true (hd_action_apply (&a, s, NULL));
      if (turn == hd_state_get_turn (s) && player == hd_state_get_player (s) && i + 1 < n)
        continue;
      open.last = i + 1;
      open.swing = chance_of (s) - open.swing;
      g_array_append_val (swings, open);
      open = (Swing) { i + 1, 0, chance_of (s) };
    }
  return swings;
}

static int
by_size (gconstpointer a, gconstpointer b)
{
  double x = fabs (((const Swing *) a)->swing), y = fabs (((const Swing *) b)->swing);

  return x > y ? -1 : x < y;
}

static void
check_points (const HdReview *r, HdGame *game, guint ended)
{
  const HdState *end = hd_game_get_state (game);
  guint n = hd_review_get_n_points (r);
  const HdReviewPoint *first = hd_review_get_point (r, 0), *last = hd_review_get_point (r, n - 1);

  /* the start, then one line per Game Turn, the last the one it ended in */
  g_assert_true (first->start);
  g_assert_cmpuint (first->turn, ==, 1);
  g_assert_cmpuint (n, ==, ended + 1);
  for (guint i = 1; i < n; i++)
    {
      const HdReviewPoint *p = hd_review_get_point (r, i);

      g_assert_false (p->start);
      g_assert_false (p->current);
      g_assert_cmpuint (p->turn, ==, i);
      g_assert_cmpuint (p->union_percent, <=, 100);
      if (!p->over)
        g_assert_cmpuint (p->union_percent, >=, 1);
      if (!p->over)
        g_assert_cmpuint (p->union_percent, <=, 99);
    }
  g_assert_true (last->over);
  g_assert_cmpuint (last->n_actions, ==, hd_log_get_n_actions (HD_LOG (game)));
  g_assert_cmpint (hd_review_get_winner (r), ==, hd_state_get_winner (end));
  g_assert_cmpuint (last->union_percent, ==, hd_state_get_winner (end) == HD_SIDE_UNION ? 100 : 0);
}

static void
check_turning (const HdReview *r, HdGame *game)
{
  g_autoptr(GArray) swings = swings_of (game);
  g_autofree char *text = hd_review_to_text (r);

  g_array_sort (swings, by_size);
  g_assert_cmpuint (hd_review_get_n_turning (r), ==, HD_REVIEW_N_TURNING);
  for (guint i = 0; i < HD_REVIEW_N_TURNING; i++)
    {
      const HdReviewTurning *t = hd_review_get_turning (r, i);
      const Swing *expected = &g_array_index (swings, Swing, i);
      g_autoptr(HdState) start = hd_game_replay (game, t->first);
      g_autoptr(HdState) asked = hd_game_replay (game, t->asked_at);
      g_autofree char *heading = hd_review_describe_turning (t);
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (t->first, ==, expected->first);
      g_assert_cmpuint (t->last, ==, expected->last);
      g_assert_cmpfloat_with_epsilon (t->swing, expected->swing, 1e-9);
      g_assert_cmpint (t->side, ==, hd_state_get_player (start));
      g_assert_cmpuint (t->turn, ==, hd_state_get_turn (start));
      g_assert_cmpuint (t->done->len, >, 0);
      /* the companion asked in the stretch's own position, its answer legal there */
      g_assert_cmpuint (t->asked_at, >=, t->first);
      g_assert_cmpuint (t->asked_at, <, t->last);
      g_assert_true (hd_state_equal (asked, t->asked));
      g_assert_true (hd_action_check (t->asked, &t->suggestion, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (t->suggested->len, >, 0);
      g_assert_nonnull (t->reason);
      g_assert_cmpstr (t->reason, !=, "");
      g_assert_nonnull (strstr (text, heading));
      g_assert_nonnull (strstr (text, t->reason));
    }
}

static void
test_finished_game (void)
{
  guint ended;
  g_autoptr(HdGame) game = play (3, 0, &ended);
  g_autoptr(HdReview) r = review (game);

  g_assert_cmpint (hd_state_get_win (hd_game_get_state (game)), !=, HD_WIN_NONE);
  check_points (r, game, ended);
  check_turning (r, game);
}

/* A game stopped midway: its last line is where it stands, not over. */
static void
test_unfinished_game (void)
{
  guint ended, whole = actions_of (5);
  g_autoptr(HdGame) game = play (5, whole / 2, &ended);   /* stopped halfway */
  g_autoptr(HdReview) r = review (game);
  const HdReviewPoint *last = hd_review_get_point (r, hd_review_get_n_points (r) - 1);
  g_autofree char *text = hd_review_to_text (r);

  g_assert_cmpint (hd_review_get_win (r), ==, HD_WIN_NONE);
  g_assert_false (last->over);
  g_assert_true (last->current);
  g_assert_cmpuint (last->n_actions, ==, whole / 2);
  g_assert_cmpuint (last->turn, ==, ended);
  g_assert_cmpuint (last->union_percent, >=, 1);
  g_assert_cmpuint (last->union_percent, <=, 99);
  g_assert_cmpuint (hd_review_get_n_turning (r), >, 0);
  g_assert_true (g_str_has_prefix (text, "The game is not over"));
  g_assert_nonnull (strstr (text, ") as it stands: Union "));
}

/* A log whose action the rules refuse is named, and nothing is made. */
static void
test_damaged_log (void)
{
  guint ended;
  g_autoptr(HdGame) game = play (3, 40, &ended);
  g_autoptr(GArray) actions = hd_review_copy_actions (game);
  g_autoptr(GError) error = NULL;
  g_autoptr(GCancellable) cancel = g_cancellable_new ();
  HdAction bad = { .type = HD_ACTION_ROLL_RECRUITMENT, .die = 4 };

  g_array_insert_val (actions, 5, bad);
  g_assert_null (hd_review_new (hd_log_get_initial (HD_LOG (game)), (HdAction *) actions->data, actions->len, NULL,
                                NULL, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "Action 6 of the game"));
  g_clear_error (&error);
  g_cancellable_cancel (cancel);
  g_assert_null (hd_review_new_for_game (game, cancel, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static void
test_logistic (void)
{
  g_assert_cmpfloat (hd_review_chance (0), ==, 0.5);
  g_assert_cmpfloat_with_epsilon (hd_review_chance (HD_REVIEW_SCALE), 1 / (1 + exp (-1)), 1e-12);
  g_assert_cmpfloat_with_epsilon (hd_review_chance (-HD_REVIEW_SCALE) + hd_review_chance (HD_REVIEW_SCALE), 1,
                                  1e-12);
  g_assert_cmpfloat (hd_review_chance (HD_EVALUATE_WON), ==, 1);
  g_assert_cmpfloat (hd_review_chance (-HD_EVALUATE_WON), ==, 0);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();
  g_test_add_func ("/review/finished-game", test_finished_game);
  g_test_add_func ("/review/unfinished-game", test_unfinished_game);
  g_test_add_func ("/review/damaged-log", test_damaged_log);
  g_test_add_func ("/review/logistic", test_logistic);
  status = g_test_run ();
  g_object_unref (board);
  return status;
}
