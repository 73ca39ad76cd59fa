/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-protocol.c: the engine protocol (hd-protocol) and the match's
 * outside players (HdMatchOutside): the request's lines and the engine's
 * answers in process, a whole game through the protocol text that is the
 * match's own game (same seed, same dice), each forfeit (no answer, an
 * answer refused, a correction of the board, dice of its own, a game not
 * begun), and the engine's
 * side meeting bad input with one error line and no change. */
#include "config.h"

#include <string.h>

#include "hd-action-line.h"
#include "hd-match.h"
#include "hd-protocol.h"
#include "hd-test-util.h"
#include "hd-transcript.h"

static HdMap *board;

/* @lines (each ending "\n") fed to @p; its answers. */
static char *
feed (HdProtocol *p, const char *lines)
{
  g_auto(GStrv) each = g_strsplit (lines, "\n", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; each[i] != NULL && each[i + 1] != NULL; i++)
    g_assert_true (hd_protocol_handle (p, each[i], out));
  return g_string_free (out, FALSE);
}

/* ---- an outside player in process: the request's text through an
 * HdProtocol, its answer read back as the harness reads it ---- */

typedef enum { HONEST, SILENT, REFUSED, CORRECTION, OWN_DICE, UNBEGUN } Manner;

typedef struct {
  HdProtocol *engine;
  Manner      manner;
  guint       requests;
} Outside;

static gboolean
outside_begin (gpointer data, HdGame *game, HdSide side, GError **error)
{
  Outside *o = data;
  g_autofree char *out = NULL;

  if (o->manner == UNBEGUN)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "not begun");
      return FALSE;
    }
  out = feed (o->engine, "hdp\nnewgame\nisready\n");
  g_assert_true (g_str_has_suffix (out, "hdpok\nreadyok\n"));
  return TRUE;
}

/* The engine's answer lines read as the harness reads them. */
static void
read_answers (const char *out, HdDecision *decision)
{
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
  gboolean acted = FALSE;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      HdProtocolAnswer answer;

      g_assert_true (hd_protocol_read_answer (board, lines[i], &answer, &error));
      if (answer.kind == HD_PROTOCOL_ANSWER_REASON)
        decision->reason = g_steal_pointer (&answer.reason);
      if (answer.kind == HD_PROTOCOL_ANSWER_ACTION)
        {
          decision->action = answer.action;
          acted = TRUE;
        }
      hd_protocol_answer_clear (&answer);
    }
  g_assert_true (acted);
}

static gboolean
outside_decide (gpointer data, HdGame *game, HdSide side, HdDecision *out, GError **error)
{
  Outside *o = data;
  g_autofree char *request = hd_protocol_write_request (game, 500);
  g_autofree char *answer = NULL;

  memset (out, 0, sizeof *out);
  o->requests++;
  g_assert_true (g_str_has_prefix (request, "position\n"));
  g_assert_nonnull (strstr (request, "\nendposition\n"));
  g_assert_nonnull (strstr (request, side == HD_SIDE_UNION ? "\ngo side union movetime 500\n"
                                                            : "\ngo side confederate movetime 500\n"));
  if (o->manner == SILENT)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT, "no answer");
      return FALSE;
    }
  if (o->manner == REFUSED || o->manner == CORRECTION)
    return hd_action_line_parse (board, o->manner == REFUSED ? "battle at Washington" : "entrench Union in Washington",
                                 &out->action);
  if (o->manner == OWN_DICE && hd_action_get_decision (hd_game_get_state (game)).sort != HD_AWAITS_NOTHING &&
      strstr (request, "\nlegal roll 0 for ") != NULL)
    {
      const char *roll = strstr (request, "\nlegal roll 0 for ") + strlen ("\nlegal ");
      g_autofree char *line = g_strndup (roll, strcspn (roll, "\n"));

      line[5] = '6';
      return hd_action_line_parse (board, line, &out->action);
    }
  answer = feed (o->engine, request);
  read_answers (answer, out);
  return TRUE;
}

static HdMatchSetup
setup_of (HdPlayerLevel a, HdPlayerLevel b, const HdMatchOutside *outside_a)
{
  return (HdMatchSetup) { .scenario_id = "1861-short", .levels = { a, b }, .n_games = 1, .seed = 4,
                          .outside = { outside_a, NULL } };
}

static HdGame *
play (const HdMatchSetup *setup, HdMatchRecord *record)
{
  g_autoptr(GError) error = NULL;
  HdGame *game = hd_match_play_game (board, setup, setup->seed, FALSE, NULL, NULL, record, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_false (record->stalled);
  g_assert_cmpuint (record->refused, ==, 0);
  return game;
}

/* Greedy through the protocol plays the game greedy plays in the match:
 * the same actions, the same dice; its seat a person's, the record's
 * side outside. */
static void
test_same_game_through_the_protocol (void)
{
  Outside o = { .engine = hd_protocol_new (board, HD_PLAYER_GREEDY, 9, NULL), .manner = HONEST };
  HdMatchOutside outside = { outside_begin, outside_decide, &o };
  HdMatchSetup inside_setup = setup_of (HD_PLAYER_GREEDY, HD_PLAYER_RANDOM, NULL);
  HdMatchSetup outside_setup = setup_of (HD_PLAYER_GREEDY, HD_PLAYER_RANDOM, &outside);
  HdMatchRecord r1, r2;
  g_autoptr(HdGame) g1 = play (&inside_setup, &r1);
  g_autoptr(HdGame) g2 = play (&outside_setup, &r2);

  g_assert_cmpuint (r2.actions, ==, r1.actions);
  g_assert_cmpuint (o.requests, >, 10);
  for (guint i = 0; i < r1.actions; i++)
    {
      HdAction a, b;
      g_autofree char *line_a = NULL;
      g_autofree char *line_b = NULL;

      hd_game_get_action (g1, i, &a);
      hd_game_get_action (g2, i, &b);
      line_a = hd_action_line_write (&a, board);
      line_b = hd_action_line_write (&b, board);
      g_assert_cmpstr (line_a, ==, line_b);
    }
  g_assert_cmpmem (r1.dice->data, r1.dice->len, r2.dice->data, r2.dice->len);
  g_assert_cmpint (r2.winner, ==, r1.winner);
  g_assert_cmpint (r2.forfeited, ==, HD_SIDE_NEUTRAL);
  g_assert_true (r2.union_outside && !r2.confederate_outside && !r1.union_outside);
  g_assert_cmpint (hd_game_get_seats (g2)->side[HD_SIDE_UNION].player, ==, HD_SEAT_PERSON);
  g_assert_cmpint (hd_game_get_seats (g2)->side[HD_SIDE_CONFEDERATE].player, ==, HD_SEAT_RANDOM);
  hd_match_record_clear (&r1);
  hd_match_record_clear (&r2);
  hd_protocol_free (o.engine);
}

/* A forfeit of the Union's outside player in @manner: the Confederacy
 * wins, the reason kept (containing @words). */
static void
assert_forfeit (Manner manner, const char *words)
{
  Outside o = { .engine = hd_protocol_new (board, HD_PLAYER_RANDOM, 2, NULL), .manner = manner };
  HdMatchOutside outside = { outside_begin, outside_decide, &o };
  HdMatchSetup setup = setup_of (HD_PLAYER_GREEDY, HD_PLAYER_GREEDY, &outside);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMatch) match = NULL;
  const HdMatchRecord *r;

  match = hd_match_run (board, &setup, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  r = hd_match_get_record (match, 0);
  g_assert_cmpint (r->forfeited, ==, HD_SIDE_UNION);
  g_assert_cmpint (r->winner, ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpint (r->win, ==, HD_WIN_NONE);
  g_assert_false (r->has_level);
  g_assert_nonnull (strstr (r->forfeit_reason, words));
  g_assert_cmpuint (hd_match_get_forfeits (match), ==, 1);
  g_assert_cmpuint (hd_match_get_refused (match), ==, 0);
  g_assert_cmpuint (hd_match_get_stalled (match), ==, 0);
  hd_protocol_free (o.engine);
}

static void
test_forfeits (void)
{
  assert_forfeit (SILENT, "no answer");
  assert_forfeit (REFUSED, "Rule 3.0");
  assert_forfeit (CORRECTION, "corrects the board");
  assert_forfeit (OWN_DICE, "its own dice");
  assert_forfeit (UNBEGUN, "not begun");
}

/* The request offers every candidate as a legal line; a battle's comes
 * with its odds. */
static void
test_request (void)
{
  g_autoptr(HdGame) game = hd_game_new (board, "1861-short", NULL, NULL);
  g_autofree char *request = hd_protocol_write_request (game, 1234);
  guint legal = 0;

  for (const char *p = request; (p = strstr (p, "\nlegal ")) != NULL; p++)
    legal++;
  g_assert_cmpuint (legal, ==, hd_candidates_count (hd_game_get_state (game)));
  g_assert_true (g_str_has_prefix (request, "position\n"));
  g_assert_nonnull (strstr (request, "\nscenario 1861-short\n"));
  g_assert_true (g_str_has_suffix (request, "\nlegal end segment\ngo side union movetime 1234\n"));
}

/* The engine's side: the handshake, a position and a decision; each bad
 * line one error, the position kept. */
static void
test_engine_side (void)
{
  g_autoptr(HdProtocol) p = hd_protocol_new (board, HD_PLAYER_GREEDY, 1, NULL);
  g_autofree char *hello = feed (p, "hdp\nisready\n");
  g_autofree char *none = feed (p, "go\n");
  g_autofree char *taken = feed (p, "position\nscenario 1861-short\nendposition\n");
  g_autofree char *bad = feed (p, "frob\nhdp x\nendposition\ngo side confederate\ngo movetime x\n"
                                  "position\nscenario 1861-short\nmarch to the sea\nendposition\n");
  g_autofree char *answer = feed (p, "legal whatever\ngo side union movetime 10\n");
  g_autoptr(GString) out = g_string_new (NULL);
  g_auto(GStrv) errors = g_strsplit (bad, "\n", -1);

  g_assert_true (g_str_has_prefix (hello, "id name House Divided Companion "));
  g_assert_true (g_str_has_suffix (hello, "\nhdpok\nreadyok\n"));
  g_assert_true (g_str_has_prefix (none, "error "));
  g_assert_cmpstr (taken, ==, "");
  g_assert_cmpuint (g_strv_length (errors), ==, 7);
  for (guint i = 0; i < 6; i++)
    g_assert_true (g_str_has_prefix (errors[i], "error "));
  g_assert_true (g_str_has_prefix (errors[5], "error The position was not taken: position:2: "));
  g_assert_true (g_str_has_prefix (answer, "info reason "));
  g_assert_nonnull (strstr (answer, "\naction "));
  g_assert_true (hd_protocol_handle (p, "position", out));
  g_assert_true (hd_protocol_handle (p, "scenario 1861-short", out));
  g_assert_false (hd_protocol_handle (p, "quit", out));
  g_assert_cmpstr (out->str, ==, "");
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();
  g_test_add_func ("/protocol/request", test_request);
  g_test_add_func ("/protocol/engine-side", test_engine_side);
  g_test_add_func ("/protocol/same-game", test_same_game_through_the_protocol);
  g_test_add_func ("/protocol/forfeits", test_forfeits);
  status = g_test_run ();
  g_object_unref (board);
  return status;
}
