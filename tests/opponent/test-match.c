/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-match.c: the match harness (hd-match): Wilson's interval against
 * known values, the dice stream a swapped pair shares, the same games for
 * the same seed, the players on their sides, the scores adding up, the
 * action cap stalling a game, cancelling, a bad scenario refused, and a
 * game played on from where it stood (hd_match_run_from). */
#include "config.h"

#include "hd-match.h"
#include "hd-test-util.h"
#include "hd-transcript.h"

static HdMap *board;

static HdMatchSetup
setup_of (HdPlayerLevel a, HdPlayerLevel b, guint n_games, guint32 seed, gboolean swap)
{
  return (HdMatchSetup) { .scenario_id = "1861-short", .levels = { a, b }, .n_games = n_games,
                          .seed = seed, .swap = swap };
}

static void
assert_near (double value, double expected, double within)
{
  g_assert_cmpfloat_with_epsilon (value, expected, within);
}

/* 50 of 100: 0.404-0.596; none won of 10: 0-0.2775 (z²/(n + z²)); all of
 * 10: 0.7225-1; 1 of 3 as a table gives it, 0.0615-0.7923; no games:
 * 0-1. */
static void
test_wilson (void)
{
  double low, high;

  hd_match_wilson (50, 100, &low, &high);
  assert_near (low, 0.4038, 0.0005);
  assert_near (high, 0.5962, 0.0005);
  hd_match_wilson (0, 10, &low, &high);
  assert_near (low, 0, 1e-12);
  assert_near (high, 0.2775, 0.0005);
  hd_match_wilson (10, 10, &low, &high);
  assert_near (low, 0.7225, 0.0005);
  assert_near (high, 1, 1e-12);
  hd_match_wilson (1, 3, &low, &high);
  assert_near (low, 0.0615, 0.0005);
  assert_near (high, 0.7923, 0.0005);
  hd_match_wilson (0, 0, &low, &high);
  g_assert_cmpfloat (low, ==, 0);
  g_assert_cmpfloat (high, ==, 1);
}

/* Whether @dice is the start of the stream of @seed. */
static gboolean
is_stream_of (GByteArray *dice, guint32 seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  for (guint i = 0; i < dice->len; i++)
    if (dice->data[i] != (guint8) g_rand_int_range (rand, 1, 7))
      return FALSE;
  return TRUE;
}

static HdGame *
play (const HdMatchSetup *setup, guint32 seed, gboolean swapped, HdMatchRecord *record)
{
  g_autoptr(GError) error = NULL;
  HdGame *game = hd_match_play_game (board, setup, seed, swapped, NULL, NULL, record, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_false (record->stalled);
  g_assert_cmpuint (record->refused, ==, 0);
  return game;
}

/* Both games of a pair draw from the one stream of their seed, whoever
 * plays which side; another seed's stream is another. */
static void
test_swapped_pair_dice (void)
{
  HdMatchSetup setup = setup_of (HD_PLAYER_GREEDY, HD_PLAYER_RANDOM, 1, 7, TRUE);
  HdMatchRecord straight, swapped, other;
  g_autoptr(HdGame) g1 = play (&setup, 7, FALSE, &straight);
  g_autoptr(HdGame) g2 = play (&setup, 7, TRUE, &swapped);
  g_autoptr(HdGame) g3 = play (&setup, 8, FALSE, &other);
  guint common = MIN (straight.dice->len, swapped.dice->len);

  g_assert_cmpuint (common, >, 10);
  g_assert_true (is_stream_of (straight.dice, 7));
  g_assert_true (is_stream_of (swapped.dice, 7));
  g_assert_cmpmem (straight.dice->data, common, swapped.dice->data, common);
  g_assert_false (is_stream_of (other.dice, 7));
  g_assert_true (is_stream_of (other.dice, 8));
  /* the players on the sides the pair gives them */
  g_assert_cmpint (straight.union_level, ==, HD_PLAYER_GREEDY);
  g_assert_cmpint (straight.confederate_level, ==, HD_PLAYER_RANDOM);
  g_assert_cmpint (swapped.union_level, ==, HD_PLAYER_RANDOM);
  g_assert_cmpint (swapped.confederate_level, ==, HD_PLAYER_GREEDY);
  g_assert_cmpint (hd_match_record_union_player (&swapped), ==, HD_MATCH_B);
  hd_match_record_clear (&straight);
  hd_match_record_clear (&swapped);
  hd_match_record_clear (&other);
}

/* The same seed twice: the same transcript, record and dice; and every
 * game ends with a winner or 11.3's draw. */
static void
test_same_seed_same_game (void)
{
  HdMatchSetup setup = setup_of (HD_PLAYER_RANDOM, HD_PLAYER_GREEDY, 1, 3, FALSE);
  HdMatchRecord r1, r2;
  g_autoptr(HdGame) g1 = play (&setup, 3, FALSE, &r1);
  g_autoptr(HdGame) g2 = play (&setup, 3, FALSE, &r2);
  g_autofree char *t1 = hd_transcript_write (g1);
  g_autofree char *t2 = hd_transcript_write (g2);

  g_assert_cmpstr (t1, ==, t2);
  g_assert_cmpuint (r1.actions, ==, hd_log_get_n_actions (HD_LOG (g1)));
  g_assert_cmpuint (r1.actions, ==, r2.actions);
  g_assert_cmpint (r1.winner, ==, r2.winner);
  g_assert_cmpint (r1.win, ==, r2.win);
  g_assert_cmpuint (r1.turn, ==, r2.turn);
  g_assert_cmpmem (r1.dice->data, r1.dice->len, r2.dice->data, r2.dice->len);
  g_assert_cmpint (r1.win, !=, HD_WIN_NONE);
  g_assert_cmpint (r1.winner, ==, hd_state_get_winner (hd_game_get_state (g1)));
  hd_match_record_clear (&r1);
  hd_match_record_clear (&r2);
}

static void
count_progress (const HdMatchRecord *record, HdGame *game, guint done, guint total, gpointer data)
{
  guint *calls = data;

  g_assert_cmpuint (done, ==, *calls + 1);
  g_assert_cmpuint (total, ==, 4);
  g_assert_cmpuint (record->actions, ==, hd_log_get_n_actions (HD_LOG (game)));
  g_assert_nonnull (record->dice);
  (*calls)++;
}

/* Two seeds swapped: four games, in order, the scores adding up on each
 * side and overall, every decision timed once. */
static void
test_scores_add_up (void)
{
  g_autoptr(GError) error = NULL;
  HdMatchSetup setup = setup_of (HD_PLAYER_GREEDY, HD_PLAYER_RANDOM, 2, 11, TRUE);
  guint calls = 0, uw, cw, draws, actions = 0, decisions = 0;
  g_autoptr(HdMatch) m = hd_match_run (board, &setup, count_progress, &calls, NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (calls, ==, 4);
  g_assert_cmpuint (hd_match_get_n_records (m), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      const HdMatchRecord *r = hd_match_get_record (m, i);
      g_assert_cmpuint (r->seed, ==, 11 + i / 2);
      g_assert_cmpint (r->swapped, ==, i % 2 == 1);
      g_assert_null (r->dice);
      actions += r->actions;
    }
  for (guint p = 0; p < HD_MATCH_N_PLAYERS; p++)
    {
      HdMatchScore all, u, c;
      hd_match_get_score (m, p, HD_SIDE_NEUTRAL, &all);
      hd_match_get_score (m, p, HD_SIDE_UNION, &u);
      hd_match_get_score (m, p, HD_SIDE_CONFEDERATE, &c);
      g_assert_cmpuint (all.games, ==, 4);
      g_assert_cmpuint (u.games, ==, 2);
      g_assert_cmpuint (c.games, ==, 2);
      g_assert_cmpuint (all.wins, ==, u.wins + c.wins);
      g_assert_cmpuint (all.wins + all.draws + all.losses, ==, 4);
    }
  hd_match_get_side_wins (m, &uw, &cw, &draws);
  g_assert_cmpuint (uw + cw + draws, ==, 4);
  g_assert_cmpuint (hd_match_get_refused (m), ==, 0);
  g_assert_cmpuint (hd_match_get_stalled (m), ==, 0);
  for (guint l = 0; l < HD_N_PLAYER_LEVELS; l++)
    {
      HdMatchTimes t;
      gboolean played = hd_match_get_times (m, l, HD_MATCH_TIME_DECISION, &t);
      g_assert_cmpint (played, ==, l == HD_PLAYER_GREEDY || l == HD_PLAYER_RANDOM);
      g_assert_cmpfloat (t.median, <=, t.p95);
      g_assert_cmpfloat (t.p95, <=, t.max);
      decisions += t.n;
      if (played)
        {
          hd_match_get_times (m, l, HD_MATCH_TIME_SEGMENT, &t);
          g_assert_cmpuint (t.n, >, 0);
        }
    }
  g_assert_cmpuint (decisions, ==, actions);
  g_assert_cmpfloat (hd_match_get_playouts_per_second (m), >, 0);
}

/* A cap of 5 actions stalls the game, with its reason; no winner. */
static void
test_cap_stalls (void)
{
  g_autoptr(GError) error = NULL;
  HdMatchSetup setup = setup_of (HD_PLAYER_RANDOM, HD_PLAYER_RANDOM, 1, 1, FALSE);
  g_autoptr(HdMatch) m = NULL;
  const HdMatchRecord *r;

  setup.max_actions = 5;
  m = hd_match_run (board, &setup, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  r = hd_match_get_record (m, 0);
  g_assert_true (r->stalled);
  g_assert_nonnull (r->stall_reason);
  g_assert_nonnull (strstr (r->stall_reason, "5"));
  g_assert_cmpuint (r->actions, ==, 5);
  g_assert_cmpint (r->winner, ==, HD_SIDE_NEUTRAL);
  g_assert_cmpuint (hd_match_get_stalled (m), ==, 1);
}

static void
test_cancel_and_bad_scenario (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GCancellable) cancel = g_cancellable_new ();
  HdMatchSetup setup = setup_of (HD_PLAYER_RANDOM, HD_PLAYER_RANDOM, 3, 1, FALSE);
  HdMatch *m;

  g_cancellable_cancel (cancel);
  m = hd_match_run (board, &setup, NULL, NULL, cancel, &error);
  g_assert_null (m);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  setup.scenario_id = "1866";
  m = hd_match_run (board, &setup, NULL, NULL, NULL, &error);
  g_assert_null (m);
  g_assert_nonnull (error);
}

/* Each side's player has a seed of its own, unlike the next game's. */
static void
test_player_seeds (void)
{
  g_assert_cmpuint (hd_match_player_seed (1, HD_SIDE_UNION), !=, hd_match_player_seed (1, HD_SIDE_CONFEDERATE));
  g_assert_cmpuint (hd_match_player_seed (1, HD_SIDE_UNION), !=, hd_match_player_seed (2, HD_SIDE_UNION));
  g_assert_cmpuint (hd_match_player_seed (1, HD_SIDE_UNION), ==, hd_match_player_seed (1, HD_SIDE_UNION));
  g_assert_cmpuint (hd_match_player_seed (1, HD_SIDE_UNION), !=, 1);
}

/* hd_match_run_from: a game stopped after 40 actions played on to its
 * end by the players its seats name, none refused, its seats kept; a
 * seat left to a person refused, the game untouched; players named take
 * the seats of a game of people. */
static void
test_run_from (void)
{
  g_autoptr(GError) error = NULL;
  HdMatchSetup setup = setup_of (HD_PLAYER_RANDOM, HD_PLAYER_GREEDY, 1, 6, FALSE);
  g_autoptr(HdGame) game = NULL;
  g_autoptr(HdGame) people = NULL;
  g_autoptr(HdMatch) m = NULL;
  HdMatchRecord stopped;
  HdSeats seats;
  const HdMatchRecord *r;

  setup.max_actions = 40;
  game = hd_match_play_game (board, &setup, 6, FALSE, NULL, NULL, &stopped, &error);
  g_assert_no_error (error);
  g_assert_true (stopped.stalled);
  hd_match_record_clear (&stopped);
  seats = *hd_game_get_seats (game);
  setup = (HdMatchSetup) { .levels = { HD_PLAYER_HARD, HD_PLAYER_HARD }, .seed = 2, .seated = { TRUE, TRUE } };
  m = hd_match_run_from (&setup, game, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hd_match_get_n_records (m), ==, 1);
  r = hd_match_get_record (m, 0);
  g_assert_false (r->stalled);
  g_assert_cmpuint (r->refused, ==, 0);
  g_assert_cmpint (r->union_level, ==, HD_PLAYER_RANDOM);
  g_assert_cmpint (r->confederate_level, ==, HD_PLAYER_GREEDY);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 40 + r->actions);
  g_assert_cmpint (hd_action_get_decision (hd_game_get_state (game)).sort, ==, HD_AWAITS_NOTHING);
  g_assert_true (hd_seats_equal (hd_game_get_seats (game), &seats));
  g_clear_pointer (&m, hd_match_free);

  people = hd_game_new (board, "1861-short", NULL, &error);
  g_assert_no_error (error);
  setup = (HdMatchSetup) { .levels = { HD_PLAYER_GREEDY, HD_PLAYER_RANDOM }, .seed = 2, .seated = { FALSE, TRUE } };
  g_assert_null (hd_match_run_from (&setup, people, NULL, NULL, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (people)), ==, 0);
  g_assert_false (hd_seats_has_companion (hd_game_get_seats (people)));
  setup.seated[HD_MATCH_B] = FALSE;
  setup.max_actions = 10;
  m = hd_match_run_from (&setup, people, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (hd_game_get_seats (people)->side[HD_SIDE_UNION].player, ==, HD_SEAT_GREEDY);
  g_assert_cmpint (hd_game_get_seats (people)->side[HD_SIDE_CONFEDERATE].player, ==, HD_SEAT_RANDOM);
  g_assert_cmpuint (hd_game_get_seats (people)->side[HD_SIDE_UNION].seed, ==,
                    hd_match_player_seed (2, HD_SIDE_UNION));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (people)), ==, 10);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();
  g_test_add_func ("/match/wilson", test_wilson);
  g_test_add_func ("/match/swapped-pair-dice", test_swapped_pair_dice);
  g_test_add_func ("/match/same-seed-same-game", test_same_seed_same_game);
  g_test_add_func ("/match/scores-add-up", test_scores_add_up);
  g_test_add_func ("/match/cap-stalls", test_cap_stalls);
  g_test_add_func ("/match/cancel-and-bad-scenario", test_cancel_and_bad_scenario);
  g_test_add_func ("/match/player-seeds", test_player_seeds);
  g_test_add_func ("/match/run-from", test_run_from);
  status = g_test_run ();
  g_object_unref (board);
  return status;
}
