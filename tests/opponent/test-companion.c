/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-companion.c: the companion at the table (hd-companion.h, issue
 * 33): its turn told as steps (the march die, "March k of n" with its
 * moves, arrows and lines, the end of the segment), every step made in
 * the position it expects and accepted; dice rolled from its seed and
 * their place in the log (the same steps again after an undo), or typed
 * in (a step that waits for them, refusing a missing or wrong die); a
 * cancelled think that changes nothing; the hint; and the property of
 * item 5: complete games of every scenario played as the window plays
 * them (the companion's steps made with Done, a random person on the
 * other side, the game's log between them), none refused or stuck; and
 * the Advanced Game whole, with its leaders. */
#include "config.h"

#include <string.h>

#include "hd-candidates.h"
#include "hd-companion.h"
#include "hd-game.h"
#include "hd-scenario.h"
#include "hd-test-util.h"

static HdMap *board;

/* The Advanced Game whole, with the leaders' pieces (Advanced 1.0-8.4). */
static const char *advanced[] = {
  "advanced-2.0", "advanced-3.0", "advanced-4.0", "advanced-5.0", "advanced-6.0", "advanced-7.0", "advanced-8.1",
  "advanced-8.2", "advanced-8.3", "advanced-8.4", "leader-lee=3@06/1862,2@05/1863",
  "leader-grant=1@02/1862,2@03/1864", "leader-sherman=1@05/1862,2@03/1864", NULL
};

static HdGame *
new_game_with (const char *scenario, const char * const *options, HdSide companion, HdSeatPlayer level,
               HdSeatDice dice)
{
  static const char *none[] = { NULL };
  g_autoptr(GError) error = NULL;
  HdGame *game = hd_game_new (board, scenario, options != NULL ? options : none, &error);
  HdSeats seats;

  g_assert_no_error (error);
  hd_seats_init (&seats);
  seats.side[companion].player = level;
  seats.side[companion].seed = 33;
  seats.side[companion].dice = dice;
  hd_game_set_seats (game, &seats);
  return game;
}

static HdGame *
new_game (const char *scenario, HdSide companion, HdSeatPlayer level, HdSeatDice dice)
{
  return new_game_with (scenario, NULL, companion, level, dice);
}

static HdCompanionTurn *
think (HdGame *game)
{
  g_autoptr(GError) error = NULL;
  HdCompanionTurn *turn = hd_companion_think (hd_game_get_state (game), hd_game_get_seats (game),
                                              hd_log_get_n_actions (HD_LOG (game)), NULL, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (turn);
  g_assert_cmpuint (hd_companion_turn_get_n_steps (turn), >, 0);
  return turn;
}

/* Done on step @i: its actions made as one player action. */
static void
carry_out (HdGame *game, const HdCompanionStep *step, const guint *dice)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) actions = hd_companion_step_get_actions (step, dice, &error);

  g_assert_no_error (error);
  for (guint k = 0; k < actions->len; k++)
    {
      const HdAction *a = &g_array_index (actions, HdAction, k);
      gboolean ok = k == 0 ? hd_log_apply (HD_LOG (game), a, &error) : hd_log_apply_joined (HD_LOG (game), a, &error);

      g_assert_no_error (error);
      g_assert_true (ok);
    }
}

/* The Union's first Player Turn of the 1861 Short Game (two marches, no
 * die: 4.0's first turn), the companion commanding it with its dice
 * rolled: its marches numbered, each a step whose position follows from
 * the last, with its arrows, lines and counters; then the end of the
 * segment. */
static void
test_companion_turn (void)
{
  g_autoptr(HdGame) game = new_game ("1861-short", HD_SIDE_UNION, HD_SEAT_NORMAL, HD_SEAT_DICE_ROLLED);
  g_autoptr(HdCompanionTurn) turn = think (game);
  guint marches = 0, n = hd_companion_turn_get_n_steps (turn);
  gboolean ended = FALSE;
  g_autofree char *whole = hd_companion_turn_describe (turn);
  g_auto(GStrv) lines = g_strsplit (whole, "\n", -1);

  g_assert_true (hd_state_equal (hd_companion_turn_get_position (turn, 0), hd_game_get_state (game)));
  for (guint i = 0; i < n; i++)
    {
      const HdCompanionStep *step = hd_companion_turn_get_step (turn, i);
      const HdAction *a0 = &g_array_index (step->actions, HdAction, 0);

      g_assert_cmpint (hd_companion_turn_find (turn, hd_game_get_state (game)), ==, (int) i);
      g_assert_nonnull (step->title);
      g_assert_nonnull (step->text);
      g_assert_null (strchr (step->text, '\n'));
      g_assert_cmpint (step->side, ==, HD_SIDE_UNION);
      g_assert_cmpuint (step->n_dice, ==, 0);
      if (!ended && (a0->type == HD_ACTION_MARCH_MOVE || a0->type == HD_ACTION_SEA_MOVE))
        {
          g_autofree char *want = g_strdup_printf ("March %u of 2", ++marches);
          g_assert_cmpstr (step->title, ==, want);
          /* the move's own rule: a sail 4.6, a landing 4.7 */
          g_assert_cmpstr (step->rule, ==, a0->type == HD_ACTION_MARCH_MOVE ? "4.0" : a0->flag ? "4.7" : "4.6");
          g_assert_cmpuint (step->arrows->len, ==, step->actions->len);
          g_assert_cmpuint (step->counters->len, ==, step->actions->len);
          g_assert_cmpuint (step->boxes->len, >=, 2);
          if (a0->type == HD_ACTION_MARCH_MOVE)
            g_assert_cmpuint (step->lines->len, >, 0);
        }
      if (a0->type == HD_ACTION_END_SEGMENT)
        ended = TRUE;
      carry_out (game, step, NULL);
    }
  g_assert_true (ended);
  g_assert_cmpuint (marches, ==, 2);
  g_assert_cmpint (hd_companion_turn_find (turn, hd_game_get_state (game)), ==, -1);
  /* the whole turn, a line a step */
  g_assert_true (g_str_has_prefix (whole, "1. March 1 of 2: "));
  g_assert_cmpuint (g_strv_length (lines), ==, n);
}

/* The same position, seat and place in the log give the same steps; an
 * undo and the steps again meet the same dice, even thought again from
 * the middle of the turn. */
static void
test_companion_same_again (void)
{
  g_autoptr(HdGame) game = new_game ("1862", HD_SIDE_UNION, HD_SEAT_NORMAL, HD_SEAT_DICE_ROLLED);
  g_autoptr(HdCompanionTurn) a = think (game);
  g_autoptr(HdCompanionTurn) b = think (game);
  g_autofree char *ta = hd_companion_turn_describe (a);
  g_autofree char *tb = hd_companion_turn_describe (b);
  g_autoptr(HdCompanionTurn) c = NULL;
  g_autofree char *tc = NULL;
  guint n = hd_companion_turn_get_n_steps (a);

  g_assert_cmpstr (ta, ==, tb);
  g_assert_cmpuint (n, >=, 3);
  carry_out (game, hd_companion_turn_get_step (a, 0), NULL);
  carry_out (game, hd_companion_turn_get_step (a, 1), NULL);
  c = think (game);
  /* from step 2 on, the same steps (renumbered from 1) */
  g_assert_cmpuint (hd_companion_turn_get_n_steps (c), ==, n - 2);
  for (guint i = 2; i < n; i++)
    {
      const HdCompanionStep *x = hd_companion_turn_get_step (a, i), *y = hd_companion_turn_get_step (c, i - 2);
      g_assert_cmpuint (x->actions->len, ==, y->actions->len);
      g_assert_cmpmem (x->actions->data, x->actions->len * sizeof (HdAction), y->actions->data,
                       y->actions->len * sizeof (HdAction));
    }
  /* an undo of both, and the turn again: the same, dice and all */
  g_assert_true (hd_log_undo (HD_LOG (game)));
  g_assert_true (hd_log_undo (HD_LOG (game)));
  g_clear_pointer (&c, hd_companion_turn_free);
  c = think (game);
  tc = hd_companion_turn_describe (c);
  g_assert_cmpstr (tc, ==, ta);
}

/* The person's side plays on as briefly as it may (each segment ended
 * at once, dice of 3) until the companion decides. */
static void
person_passes (HdGame *game)
{
  g_autoptr(GArray) c = g_array_new (FALSE, FALSE, sizeof (HdAction));

  while (!hd_companion_is_due (hd_game_get_seats (game), hd_game_get_state (game)))
    {
      HdAction a;
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (hd_candidates_list (hd_game_get_state (game), c), >, 0);
      a = g_array_index (c, HdAction, c->len - 1);   /* END_SEGMENT last when allowed */
      hd_candidates_fill_dice (&a, 3);
      g_assert_true (hd_log_apply (HD_LOG (game), &a, &error));
      g_assert_no_error (error);
    }
}

/* Typed dice: the step waits for them; a missing die or one that is
 * not 1-6 is refused in words, a good one made. */
static void
test_companion_typed (void)
{
  g_autoptr(HdGame) game = new_game ("1861-short", HD_SIDE_CONFEDERATE, HD_SEAT_NORMAL, HD_SEAT_DICE_TYPED);
  g_autoptr(HdCompanionTurn) turn = NULL;
  const HdCompanionStep *step;
  guint made;
  g_autoptr(GError) error = NULL;
  guint bad[HD_MAX_SHOTS + 8], good[HD_MAX_SHOTS + 8];
  GArray *actions;

  /* the first turn's marches are fixed (4.0): the first die comes after */
  for (;;)
    {
      guint n;

      person_passes (game);
      g_clear_pointer (&turn, hd_companion_turn_free);
      turn = think (game);
      n = hd_companion_turn_get_n_steps (turn);
      step = hd_companion_turn_get_step (turn, n - 1);
      if (step->n_dice > 0)
        break;
      for (guint i = 0; i < n; i++)
        carry_out (game, hd_companion_turn_get_step (turn, i), NULL);
    }
  /* the steps before it need no dice; the die is the last step */
  for (guint i = 0; i + 1 < hd_companion_turn_get_n_steps (turn); i++)
    {
      g_assert_cmpuint (hd_companion_turn_get_step (turn, i)->n_dice, ==, 0);
      carry_out (game, hd_companion_turn_get_step (turn, i), NULL);
    }
  made = hd_log_get_n_actions (HD_LOG (game));
  g_assert_true (hd_candidates_is_template (&g_array_index (step->actions, HdAction, 0)));
  g_assert_cmpuint (step->n_dice, >, 0);
  g_assert_null (hd_companion_step_get_actions (step, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "1 to 6"));
  g_clear_error (&error);
  for (guint k = 0; k < G_N_ELEMENTS (good); k++)
    good[k] = 3, bad[k] = 3;
  bad[step->n_dice - 1] = 7;
  g_assert_null (hd_companion_step_get_actions (step, bad, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, made);
  actions = hd_companion_step_get_actions (step, good, &error);
  g_assert_no_error (error);
  g_assert_false (hd_candidates_is_template (&g_array_index (actions, HdAction, 0)));
  g_array_unref (actions);
  carry_out (game, step, good);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, made + 1);
}

/* Not the companion's to decide, and a cancelled think: nothing made. */
static void
test_companion_not_due (void)
{
  g_autoptr(HdGame) game = new_game ("1861-short", HD_SIDE_CONFEDERATE, HD_SEAT_EASY, HD_SEAT_DICE_ROLLED);
  g_autoptr(HdGame) union_game = new_game ("1861-short", HD_SIDE_UNION, HD_SEAT_HARD, HD_SEAT_DICE_ROLLED);
  g_autoptr(GCancellable) cancel = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(HdState) before = hd_state_copy (hd_game_get_state (union_game));

  g_assert_false (hd_companion_is_due (hd_game_get_seats (game), hd_game_get_state (game)));
  g_assert_null (hd_companion_think (hd_game_get_state (game), hd_game_get_seats (game), 0, NULL, NULL, NULL,
                                     &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
  g_clear_error (&error);
  g_assert_true (hd_companion_is_due (hd_game_get_seats (union_game), hd_game_get_state (union_game)));
  g_cancellable_cancel (cancel);
  g_assert_null (hd_companion_think (hd_game_get_state (union_game), hd_game_get_seats (union_game), 0, NULL,
                                     NULL, cancel, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_true (hd_state_equal (before, hd_game_get_state (union_game)));
}

/* The hint: what Hard would do in the person's place, not made; with a
 * battle to choose, its chance. */
static void
test_companion_hint (void)
{
  g_autoptr(HdGame) game = new_game ("1861-short", HD_SIDE_CONFEDERATE, HD_SEAT_EASY, HD_SEAT_DICE_ROLLED);
  g_autoptr(HdState) before = hd_state_copy (hd_game_get_state (game));
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCompanionStep) step = NULL;
  double chance = 0;

  step = hd_companion_hint (hd_game_get_state (game), NULL, &chance, &error);
  g_assert_no_error (error);
  g_assert_nonnull (step);
  g_assert_cmpint (step->side, ==, HD_SIDE_UNION);
  g_assert_cmpuint (step->actions->len, ==, 1);   /* a march of the first turn (4.0), or a sail (4.6) */
  g_assert_cmpstr (step->rule, ==,
                   g_array_index (step->actions, HdAction, 0).type == HD_ACTION_SEA_MOVE ? "4.6" : "4.0");
  g_assert_cmpuint (step->arrows->len, ==, 1);
  g_assert_cmpfloat (chance, ==, -1);
  g_assert_nonnull (step->reason);
  g_assert_true (hd_state_equal (before, hd_game_get_state (game)));
}

/* A hint in a battle (three Vi against one Mi at Front Royal): the fire
 * with its dice the person's to roll, and the firing side's chance to
 * win, better than even for the Union's three. */
static void
test_companion_hint_battle (void)
{
  g_autoptr(HdState) s = hd_test_front_royal_battle (board, "1862", "", 3, 1, "Mi", FALSE);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCompanionStep) step = NULL;
  double chance = -1;

  step = hd_companion_hint (s, NULL, &chance, &error);
  g_assert_no_error (error);
  g_assert_nonnull (step);
  g_assert_cmpint (g_array_index (step->actions, HdAction, 0).type, ==, HD_ACTION_FIRE);
  /* whichever side fires now: its dice, its chance */
  if (step->side == HD_SIDE_UNION)
    {
      g_assert_cmpuint (step->n_dice, ==, 3);
      g_assert_cmpfloat (chance, >, 0.5);
      g_assert_cmpfloat (chance, <=, 1);
    }
  else
    {
      g_assert_cmpint (step->side, ==, HD_SIDE_CONFEDERATE);
      g_assert_cmpuint (step->n_dice, ==, 1);
      g_assert_cmpfloat (chance, <, 0.5);
      g_assert_cmpfloat (chance, >=, 0);
    }
  g_assert_true (g_str_has_prefix (step->title, "The battle at Front Royal"));
}

/* ------------------------------------------------- item 5's property */

static guint
random_die (gpointer data)
{
  return (guint) g_rand_int_range (data, 1, 7);
}

/* The person's move: a random candidate, its dice from @rand. */
static void
person_moves (HdGame *game, HdPlayer *person, GRand *rand)
{
  g_autoptr(GError) error = NULL;
  HdDecision d;

  g_assert_true (hd_player_decide (person, hd_game_get_state (game), random_die, rand, NULL, &d, &error));
  g_assert_no_error (error);
  g_assert_true (hd_log_apply (HD_LOG (game), &d.action, &error));
  g_assert_no_error (error);
  hd_decision_clear (&d);
}

/* The companion's turn carried out step by step as the card does: the
 * position each expects, typed dice from @rand; FALSE when none was due. */
static void
companion_moves (HdGame *game, GRand *rand, guint *steps)
{
  g_autoptr(HdCompanionTurn) turn = think (game);

  for (guint i = 0; i < hd_companion_turn_get_n_steps (turn); i++)
    {
      const HdCompanionStep *step = hd_companion_turn_get_step (turn, i);
      guint dice[HD_MAX_SHOTS + 8];

      g_assert_cmpuint (step->n_dice, <=, G_N_ELEMENTS (dice));
      for (guint k = 0; k < step->n_dice; k++)
        dice[k] = random_die (rand);
      g_assert_cmpint (hd_companion_turn_find (turn, hd_game_get_state (game)), ==, (int) i);
      carry_out (game, step, dice);
      (*steps)++;
    }
}

typedef struct {
  const char  *scenario;
  HdSide       side;
  HdSeatDice   dice;
  const char * const *options;
} Table;

static void
test_companion_games (gconstpointer data)
{
  const Table *t = data;
  g_autoptr(HdGame) game = new_game_with (t->scenario, t->options, t->side, HD_SEAT_EASY, t->dice);
  g_autoptr(HdPlayer) person = hd_player_new (HD_PLAYER_RANDOM, 5);
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  guint steps = 0, moves = 0;

  while (!hd_state_is_over (hd_game_get_state (game)) && hd_action_get_decision (hd_game_get_state (game)).sort
                                                          != HD_AWAITS_NOTHING)
    {
      g_assert_cmpuint (moves + steps, <, 100000);
      if (hd_companion_is_due (hd_game_get_seats (game), hd_game_get_state (game)))
        companion_moves (game, rand, &steps);
      else
        {
          person_moves (game, person, rand);
          moves++;
        }
    }
  g_assert_cmpuint (steps, >, 0);
  g_assert_cmpuint (moves, >, 0);
  g_test_message ("%s: %u companion steps, %u person actions", t->scenario, steps, moves);
}

int
main (int argc, char **argv)
{
  static const char *scenarios[] = { "1861-short", "1861-campaign", "1862", "1863", "1864" };
  static Table tables[G_N_ELEMENTS (scenarios) * 2];
  static Table advanced_tables[2];

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();
  g_test_add_func ("/companion/turn", test_companion_turn);
  g_test_add_func ("/companion/same-again", test_companion_same_again);
  g_test_add_func ("/companion/typed", test_companion_typed);
  g_test_add_func ("/companion/not-due", test_companion_not_due);
  g_test_add_func ("/companion/hint", test_companion_hint);
  g_test_add_func ("/companion/hint-battle", test_companion_hint_battle);
  for (guint i = 0; i < G_N_ELEMENTS (scenarios); i++)
    for (guint s = 0; s < 2; s++)
      {
        Table *t = &tables[i * 2 + s];
        g_autofree char *path = NULL;

        t->scenario = scenarios[i];
        t->side = s == 0 ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE;
        t->dice = (i + s) % 2 == 0 ? HD_SEAT_DICE_ROLLED : HD_SEAT_DICE_TYPED;
        path = g_strdup_printf ("/companion/games/%s/%s", scenarios[i], hd_side_to_string (t->side));
        g_test_add_data_func (path, t, test_companion_games);
      }
  /* the Advanced Game, the companion on either side */
  for (guint s = 0; s < 2; s++)
    {
      Table *t = &advanced_tables[s];
      g_autofree char *path = NULL;

      t->scenario = "1862";
      t->side = s == 0 ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE;
      t->dice = s == 0 ? HD_SEAT_DICE_TYPED : HD_SEAT_DICE_ROLLED;
      t->options = advanced;
      path = g_strdup_printf ("/companion/games/advanced/1862/%s", hd_side_to_string (t->side));
      g_test_add_data_func (path, t, test_companion_games);
    }
  return g_test_run ();
}
