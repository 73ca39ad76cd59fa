/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-games.c: complete games.  Random legal games from every scenario,
 * with and without optional rules, played to their end through every
 * segment (movement, battles with their dice, promotions, recruitment),
 * checking the invariants after every action: never more units of a kind
 * in play than the counter mix holds, never a recruit past the army
 * maximum, no march beyond the limits, a winner (or a draw) at the end.
 *
 * With --write-transcript FILE it writes the 1861 Short Game it plays (the
 * fixture tests/data/transcripts/short-game-1861.txt was made so). */
#include "config.h"

#include <string.h>

#include "hd-test-util.h"
#include "hd-battle.h"
#include "hd-game.h"
#include "hd-movement.h"
#include "hd-promotion.h"
#include "hd-recruitment.h"
#include "hd-transcript.h"

static HdMap *board;

static void
check_invariants (const HdState *s, const HdAction *a)
{
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    for (HdUnitKind kind = 0; kind < HD_N_KINDS; kind++)
      {
        guint n = 0;
        for (guint i = 0; i < hd_state_get_n_units (s); i++)
          n += hd_state_get_unit (s, i)->unit.side == side && hd_state_get_unit (s, i)->unit.kind == kind;
        g_assert_cmpuint (n + (hd_unit_kind_get_quality (kind) == HD_MILITIA ? hd_state_get_pool (s, side, kind) : 0),
                          <=, hd_unit_kind_get_counter_limit (side, kind));
      }
  if (a->type == HD_ACTION_RECRUIT)
    g_assert_cmpuint (hd_state_get_units_in_play (s, a->side), <=,
                      hd_state_get_units_allowed (s, a->side, hd_state_has_option (s, "7.4")));
  for (guint i = 0; i < hd_state_get_n_units (s); i++)
    g_assert_cmpuint (hd_state_get_unit (s, i)->move.marches, <=, 2);
  g_assert_cmpuint (hd_state_get_marches_left (s), <=, hd_state_get_marches (s));
}

static gboolean
play (HdGame *game, const HdAction *a, guint *n)
{
  if (!hd_log_apply (HD_LOG (game), a, NULL))
    return FALSE;
  check_invariants (hd_game_get_state (game), a);
  (*n)++;
  return TRUE;
}

static void
random_movement (HdGame *game, GRand *rand, guint *n)
{
  const HdState *s = hd_game_get_state (game);
  HdAction a = { 0 };

  if (hd_state_get_marches (s) == 0)
    {
      a.type = HD_ACTION_ROLL_MARCHES;
      a.die = g_rand_int_range (rand, 1, 7);
      g_assert_true (play (game, &a, n));
    }
  for (guint tries = 0; tries < 30 && hd_state_get_marches_left (hd_game_get_state (game)) > 0; tries++)
    {
      guint index;
      const HdBoardUnit *bu;
      g_autoptr(GArray) routes = NULL;

      s = hd_game_get_state (game);
      index = g_rand_int_range (rand, 0, hd_state_get_n_units (s));
      bu = hd_state_get_unit (s, index);
      if (bu->unit.side != hd_state_get_player (s))
        continue;
      if (g_rand_int_range (rand, 0, 8) == 0)
        {
          memset (&a, 0, sizeof a);
          a.type = HD_ACTION_DIG_IN;
          a.box = bu->box;
          play (game, &a, n);
          continue;
        }
      routes = hd_movement_unit_routes (s, index);
      if (routes->len == 0)
        continue;
      {
        const HdRoute *r = &g_array_index (routes, HdRoute, g_rand_int_range (rand, 0, routes->len));
        memset (&a, 0, sizeof a);
        a.type = HD_ACTION_MARCH_MOVE;
        a.box = bu->box;
        a.side = bu->unit.side;
        a.kind = bu->unit.kind;
        a.reduced = bu->unit.reduced;
        a.n_steps = r->n_steps;
        memcpy (a.lines, r->lines, sizeof a.lines);
        play (game, &a, n);
      }
    }
}

static void
random_battles (HdGame *game, GRand *rand, guint *n)
{
  for (guint guard = 0; guard < 50; guard++)
    {
      const HdState *s = hd_game_get_state (game);
      g_autoptr(GArray) battles = hd_battle_get_all (s);
      HdAction a = { 0 };

      if (hd_state_is_over (s))
        return;
      if (!hd_battle_in_progress (s))
        {
          if (battles->len == 0)
            return;
          a.type = HD_ACTION_BATTLE;
          a.box = g_array_index (battles, guint, g_rand_int_range (rand, 0, battles->len));
          g_assert_true (play (game, &a, n));
        }
      for (guint rounds = 0; rounds < 200 && hd_battle_in_progress (hd_game_get_state (game)); rounds++)
        {
          g_autoptr(GArray) out = NULL;
          g_autoptr(GArray) more = NULL;

          s = hd_game_get_state (game);
          out = hd_battle_withdraw_boxes (s);
          if (out->len > 0 && g_rand_boolean (rand))
            {
              memset (&a, 0, sizeof a);
              a.type = HD_ACTION_WITHDRAW;
              a.to = g_array_index (out, guint, g_rand_int_range (rand, 0, out->len));
              g_assert_true (play (game, &a, n));
              break;
            }
          g_array_unref (g_steal_pointer (&out));
          out = hd_battle_retreat_boxes (s);
          if (out->len > 0 && g_rand_int_range (rand, 0, 5) == 0)
            {
              memset (&a, 0, sizeof a);
              a.type = HD_ACTION_RETREAT;
              a.to = g_array_index (out, guint, g_rand_int_range (rand, 0, out->len));
              g_assert_true (play (game, &a, n));
              break;
            }
          more = hd_battle_reinforcements (s);
          if (more->len > 0 && g_rand_boolean (rand))
            {
              memset (&a, 0, sizeof a);
              a.type = HD_ACTION_REINFORCE;
              a.unit = g_array_index (more, guint, g_rand_int_range (rand, 0, more->len));
              g_assert_true (play (game, &a, n));
            }
          memset (&a, 0, sizeof a);
          a.type = HD_ACTION_FIRE;
          a.n_shots = hd_battle_default_targets (hd_game_get_state (game), a.shots);
          for (guint k = 0; k < a.n_shots; k++)
            a.shots[k].die = g_rand_int_range (rand, 1, 7);
          g_assert_true (play (game, &a, n));
        }
      g_assert_false (hd_battle_in_progress (hd_game_get_state (game)));
      /* the winner promotes someone who fought, now and then */
      s = hd_game_get_state (game);
      for (guint i = 0; i < hd_state_get_n_units (s) && g_rand_boolean (rand); i++)
        if (hd_promotion_check (s, hd_state_get_unit (s, i)->id, NULL))
          {
            memset (&a, 0, sizeof a);
            a.type = HD_ACTION_PROMOTE;
            a.unit = hd_state_get_unit (s, i)->id;
            g_assert_true (play (game, &a, n));
            break;
          }
    }
}

static void
random_promotion (HdGame *game, GRand *rand, guint *n)
{
  HdAction a = { .type = HD_ACTION_ROLL_PROMOTION };
  const HdState *s;

  a.die = g_rand_int_range (rand, 1, 7);
  play (game, &a, n);   /* 6.2, when it applies */
  for (guint tries = 0; tries < 20; tries++)
    {
      s = hd_game_get_state (game);
      if (hd_state_get_promotions_left (s) == 0 || hd_state_get_n_units (s) == 0)
        return;
      memset (&a, 0, sizeof a);
      a.type = HD_ACTION_PROMOTE;
      a.unit = hd_state_get_unit (s, g_rand_int_range (rand, 0, hd_state_get_n_units (s)))->id;
      play (game, &a, n);
    }
}

static void
random_recruitment (HdGame *game, GRand *rand, guint *n)
{
  HdAction a = { .type = HD_ACTION_ROLL_RECRUITMENT };

  a.die = g_rand_int_range (rand, 1, 7);
  g_assert_true (play (game, &a, n));
  for (guint tries = 0; tries < 12 && hd_state_get_recruit_points (hd_game_get_state (game)) > 0; tries++)
    {
      const HdState *s = hd_game_get_state (game);
      HdUnitKind kind = g_rand_int_range (rand, 0, 4) == 0 ? HD_KIND_MC : HD_KIND_MI;
      g_autoptr(GArray) cities = hd_recruitment_cities (s, kind);

      if (cities->len == 0)
        continue;
      memset (&a, 0, sizeof a);
      a.type = HD_ACTION_RECRUIT;
      a.side = hd_state_get_player (s);
      a.kind = kind;
      a.box = g_array_index (cities, guint, g_rand_int_range (rand, 0, cities->len));
      g_assert_true (play (game, &a, n));
    }
}

/* Plays @game to its end; returns the number of actions. */
static guint
play_to_the_end (HdGame *game, GRand *rand)
{
  HdAction end = { .type = HD_ACTION_END_SEGMENT };
  guint n = 0;

  for (guint segments = 0; segments < 45 * 8 + 8; segments++)
    {
      const HdState *s = hd_game_get_state (game);

      if (hd_state_is_over (s))
        break;
      switch (hd_state_get_segment (s))
        {
        case HD_SEGMENT_MOVEMENT: random_movement (game, rand, &n); break;
        case HD_SEGMENT_COMBAT: random_battles (game, rand, &n); break;
        case HD_SEGMENT_PROMOTION: random_promotion (game, rand, &n); break;
        case HD_SEGMENT_RECRUITMENT: random_recruitment (game, rand, &n); break;
        default: break;
        }
      if (hd_state_is_over (hd_game_get_state (game)))
        break;
      g_assert_true (play (game, &end, &n));
    }
  g_assert_true (hd_state_is_over (hd_game_get_state (game)));
  return n;
}

static void
test_random_games (void)
{
  const char * const *ids = hd_scenario_builtin_ids ();
  const char *option_sets[] = { NULL, "4.8 4.9 5.2 5.41 5.71 6.1 6.2 7.3 7.4 7.5 10.1" };

  for (guint o = 0; o < G_N_ELEMENTS (option_sets); o++)
    for (guint k = 0; ids[k] != NULL; k++)
      {
        g_auto(GStrv) opts = g_strsplit (option_sets[o] ? option_sets[o] : "", " ", -1);
        g_autoptr(GError) error = NULL;
        g_autoptr(HdGame) game = hd_game_new (board, ids[k], option_sets[o] ? (const char * const *) opts : NULL,
                                              &error);
        g_autoptr(GRand) rand = g_rand_new_with_seed (1865 + 31 * k + o);
        g_autoptr(GBytes) bytes = NULL;
        g_autoptr(HdGame) loaded = NULL;
        guint n;
        const HdState *s;

        g_assert_no_error (error);
        if (g_str_equal (ids[k], "1861-short") && option_sets[o] != NULL)
          continue;   /* 10.1 and the like are fine, but keep one plain short game */
        n = play_to_the_end (game, rand);
        s = hd_game_get_state (game);
        g_test_message ("%s%s: %u actions, %s at %u: %s", ids[k], option_sets[o] ? " (options)" : "", n,
                        hd_state_get_winner (s) == HD_SIDE_UNION ? "the Union wins"
                        : hd_state_get_winner (s) == HD_SIDE_CONFEDERATE ? "the Confederacy wins" : "no winner",
                        hd_state_get_turn (s), hd_victory_get_label (hd_state_get_win (s)));
        g_assert_cmpint (hd_state_get_win (s), !=, HD_WIN_NONE);
        /* the whole game saved and read back, every action replayed */
        bytes = hd_log_to_bytes (HD_LOG (game));
        loaded = hd_game_new_from_bytes (board, bytes, "game", &error);
        g_assert_no_error (error);
        g_assert_true (hd_state_equal (hd_game_get_state (loaded), s));
      }
}

/* The 1861 Short Game of the fixture, played from its transcript: the
 * Union wins if and only if its army maximum is five above the South's at
 * the end of 06/1862 (11.1). */
static void
test_short_game_transcript (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "transcripts", "short-game-1861.txt", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = NULL;
  const HdState *s;
  int difference;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  game = hd_transcript_read (board, text, -1, "short-game-1861.txt", NULL, NULL, &error);
  g_assert_no_error (error);
  s = hd_game_get_state (game);
  g_assert_true (hd_state_is_over (s));
  difference = (int) hd_state_get_army_maximum (s, HD_SIDE_UNION) -
               (int) hd_state_get_army_maximum (s, HD_SIDE_CONFEDERATE);
  g_test_message ("the Short Game ends %d apart, after %u actions", difference, hd_log_get_n_actions (HD_LOG (game)));
  if (hd_state_get_win (s) == HD_WIN_SHORT_GAME)
    g_assert_cmpint (hd_state_get_winner (s), ==, difference >= 5 ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE);
  else
    g_assert_cmpint (hd_state_get_win (s), !=, HD_WIN_NONE);   /* won before the end */
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  int ret;

  board = hd_test_board ();
  if (argc == 3 && g_str_equal (argv[1], "--write-transcript"))
    {
      g_autoptr(HdGame) game = hd_game_new (board, "1861-short", NULL, &error);
      g_autoptr(GRand) rand = g_rand_new_with_seed (1861);
      g_autofree char *text = NULL;

      play_to_the_end (game, rand);
      text = hd_transcript_write (game);
      g_assert_true (g_file_set_contents (argv[2], text, -1, &error));
      return 0;
    }
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/games/random-complete-games", test_random_games);
  g_test_add_func ("/games/short-game-transcript", test_short_game_transcript);
  ret = g_test_run ();
  g_object_unref (board);
  return ret;
}
