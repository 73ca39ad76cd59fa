/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-victory.c: what each side still needs to win (hd_victory_get_needs,
 * hd_victory_describe_needs), checked against the victory rules themselves
 * (10.0, 10.1, 11.1, 11.3) on random positions, and its words. */
#include "config.h"

#include <string.h>

#include "hd-game.h"
#include "hd-test-util.h"
#include "hd-victory.h"

static HdMap *board;

#define box(name) hd_test_box (board, name)

/* Whether what the needs said before @after's last action agrees with how
 * the game stands after it: a win the rules gave must be one the needs
 * showed, and no win the needs show may be missed. */
static void
check_against_rules (const HdVictoryNeeds *before,
                     guint                 turn_before,
                     const HdState        *after)
{
  HdVictoryNeeds n;

  hd_victory_get_needs (after, &n);
  g_assert_cmpuint (n.turns_left, ==, n.end_turn > hd_state_get_turn (after) ? n.end_turn - hd_state_get_turn (after) : 0);
  switch (hd_state_get_win (after))
    {
    case HD_WIN_NONE:
      g_assert_cmpuint (n.n_union_holds, <, HD_N_VICTORY_CITIES);
      if (!n.at_union_turn_end)
        {
          g_assert_cmpint (n.washington, !=, HD_SIDE_CONFEDERATE);
          g_assert_cmpuint (n.confederate_short, >, 0);
        }
      break;
    case HD_WIN_SEVEN_CITIES:
      g_assert_cmpuint (n.n_union_holds, ==, HD_N_VICTORY_CITIES);
      break;
    case HD_WIN_WASHINGTON:
      g_assert_cmpint (n.washington, ==, HD_SIDE_CONFEDERATE);
      break;
    case HD_WIN_ARMY_MAXIMUM:
      g_assert_cmpuint (n.confederate_short, ==, 0);
      g_assert_cmpuint (n.confederate_maximum, >, n.union_maximum);
      break;
    case HD_WIN_SURVIVED:
      g_assert_cmpint (before->ending, ==, HD_ENDING_SURVIVAL);
      g_assert_cmpuint (turn_before, >=, before->end_turn);
      break;
    case HD_WIN_SHORT_GAME:
      g_assert_cmpint (before->ending, ==, HD_ENDING_SHORT_GAME);
      g_assert_cmpint (hd_state_get_winner (after), ==,
                       before->difference >= 5 ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE);
      break;
    case HD_WIN_MARCH_LEVEL:
    case HD_WIN_DRAW:
      g_assert_cmpint (before->ending, ==, HD_ENDING_MARCH);
      g_assert_cmpint (hd_state_get_winner (after), ==,
                       before->level_now == HD_LEVEL_DRAW ? HD_SIDE_NEUTRAL
                       : before->level_now < HD_LEVEL_DRAW ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE);
      break;
    case HD_WIN_SUDDEN_DEATH:
      g_assert_cmpuint (before->sudden_death_turn, ==, turn_before);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* Random games: control changed at random boxes and segments ended at
 * random, the needs compared with the rules after every action. */
static void
test_random_positions (void)
{
  const char *scenarios[] = { "1861-campaign", "1861-short", "1862", "1863", "1864" };
  const char *options[][3] = {
    { NULL }, { "10.1", NULL }, { "11.3-sudden-death", NULL }, { "11.3-1864", NULL },
    { "11.3-1863", "10.1", NULL }, { "9.1", "11.3-sudden-death", NULL },
  };
  GRand *rand = g_rand_new_with_seed (1865);
  guint ended = 0, won_at_once = 0;

  for (guint game = 0; game < 300; game++)
    {
      g_autoptr(HdGame) g = hd_game_new (board, scenarios[g_rand_int_range (rand, 0, G_N_ELEMENTS (scenarios))],
                                         options[g_rand_int_range (rand, 0, G_N_ELEMENTS (options))], NULL);

      if (g == NULL)   /* an option this scenario does not take */
        continue;
      for (guint step = 0; step < 400 && !hd_state_is_over (hd_game_get_state (g)); step++)
        {
          const HdState *s = hd_game_get_state (g);
          HdVictoryNeeds before;
          guint turn = hd_state_get_turn (s);
          HdAction a = { .type = HD_ACTION_END_SEGMENT };

          hd_victory_get_needs (s, &before);
          if (g_rand_int_range (rand, 0, 4) == 0)
            a = (HdAction) { .type = HD_ACTION_SET_CONTROL, .flag = TRUE,
                             .box = g_rand_int_range (rand, 0, (int) hd_map_get_n_boxes (board)),
                             .side = g_rand_boolean (rand) ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE };
          if (!hd_log_apply (HD_LOG (g), &a, NULL))
            continue;
          check_against_rules (&before, turn, hd_game_get_state (g));
        }
      if (hd_state_is_over (hd_game_get_state (g)))
        {
          ended++;
          won_at_once += hd_state_get_win (hd_game_get_state (g)) <= HD_WIN_ARMY_MAXIMUM;
        }
    }
  g_test_message ("%u games ended, %u of them at once", ended, won_at_once);
  /* both kinds of ending were met */
  g_assert_cmpuint (won_at_once, >, 10);
  g_assert_cmpuint (ended - won_at_once, >, 10);
  g_rand_free (rand);
}

/* The side's needs, then the ending, as the side panel shows them. */
static char *
needs_of (HdGame *g, HdSide side)
{
  g_autofree char *needs = hd_victory_describe_needs (hd_game_get_state (g), side);
  g_autofree char *ending = hd_victory_describe_ending (hd_game_get_state (g));

  return g_strconcat (needs, "\n", ending, NULL);
}

/* The words: the cities still wanted by name, the two maximums, the
 * ending of the game played, each with its rule. */
static void
test_words (void)
{
  g_autoptr(HdGame) g = hd_game_new (board, "1864", NULL, NULL);
  g_autoptr(HdGame) short_game = hd_game_new (board, "1861-short", NULL, NULL);
  const char *march[] = { "11.3-1864", "11.3-sudden-death", "10.1", NULL };
  g_autoptr(HdGame) march_game = hd_game_new (board, "1862", march, NULL);
  HdAction control = { .type = HD_ACTION_SET_CONTROL, .flag = TRUE, .side = HD_SIDE_UNION };
  const HdState *s = hd_game_get_state (g);
  HdVictoryNeeds n;
  g_autofree char *text = NULL;
  g_autofree char *maximums = NULL;

  hd_victory_get_needs (s, &n);
  text = needs_of (g, HD_SIDE_UNION);
  g_assert_nonnull (strstr (text, "rule 10.0"));
  for (guint i = 0; i < HD_N_VICTORY_CITIES; i++)
    g_assert_true ((strstr (text, hd_map_get_box (board, n.cities[i])->name) != NULL) == !n.union_holds[i]);
  control.box = box ("Richmond");
  g_assert_true (hd_log_apply (HD_LOG (g), &control, NULL));
  g_clear_pointer (&text, g_free);
  text = needs_of (g, HD_SIDE_UNION);
  g_assert_null (strstr (text, "Richmond"));

  g_clear_pointer (&text, g_free);
  text = needs_of (g, HD_SIDE_CONFEDERATE);
  maximums = g_strdup_printf ("%u against the Union's %u", hd_state_get_army_maximum (s, HD_SIDE_CONFEDERATE),
                              hd_state_get_army_maximum (s, HD_SIDE_UNION));
  g_assert_nonnull (strstr (text, maximums));
  g_assert_nonnull (strstr (text, "Washington"));
  g_assert_nonnull (strstr (text, "06/1865"));
  g_assert_null (strstr (text, "10.1"));

  g_clear_pointer (&text, g_free);
  text = needs_of (short_game, HD_SIDE_UNION);
  g_assert_nonnull (strstr (text, "rule 11.1"));
  g_assert_nonnull (strstr (text, "06/1862"));
  g_assert_nonnull (strstr (text, "9 Game Turns left"));

  g_clear_pointer (&text, g_free);
  text = needs_of (march_game, HD_SIDE_CONFEDERATE);
  g_assert_nonnull (strstr (text, "rule 11.3"));
  g_assert_nonnull (strstr (text, "03/1864"));
  g_assert_nonnull (strstr (text, "03/1863"));   /* the next sudden death */
  g_assert_nonnull (strstr (text, "rule 10.1"));
}

/* The 11.3 example levels as the needs read them: 1862 ending in 03/1863,
 * a Union lead of 12 is the historical draw. */
static void
test_march_level (void)
{
  const char *opts[] = { "11.3-1863", NULL };
  g_autoptr(HdGame) g = hd_game_new (board, "1862", opts, NULL);
  HdVictoryNeeds n;

  g_assert_nonnull (g);
  hd_victory_get_needs (hd_game_get_state (g), &n);
  g_assert_cmpint (n.ending, ==, HD_ENDING_MARCH);
  g_assert_cmpint (n.level_now, ==, hd_victory_level (1863, n.difference));
  g_assert_cmpint (hd_victory_level (1863, 12), ==, HD_LEVEL_DRAW);
  g_assert_cmpuint (n.sudden_death_turn, ==, 0);
}

int
main (int argc, char **argv)
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();
  g_test_add_func ("/victory/random-positions", test_random_positions);
  g_test_add_func ("/victory/words", test_words);
  g_test_add_func ("/victory/march-level", test_march_level);
  ret = g_test_run ();
  g_object_unref (board);
  return ret;
}
