/* SPDX-License-Identifier: GPL-3.0-or-later */
/* soak-games.c: the games halves of build-aux/soak.  Plays random complete
 * games from every built-in scenario with every option set: none, each
 * optional and Advanced rule alone (Advanced 8.2 with the leaders'
 * pieces), all of them together, and all but those that shorten the game
 * (11.3), whose games are over early.  Game i plays set i modulo their
 * number, with the seed --seed + i; with --jobs J --job K this process
 * plays the games i with i % J == K.
 *
 * By default the tests' random player plays (hd_test_play_game(), the
 * state's invariants checked after every action).  With --players the
 * computer's random player (hd-player.h) plays both sides the way a match
 * does: each decision asked of hd_player_decide by the side that owes it,
 * its dice drawn from the game's seed, checked by hd_action_check before
 * it is applied, the invariants checked after; a game in which something
 * is awaited and no decision comes is stuck.
 *
 * Prints a line for each scenario and option set it played:
 *   played <scenario> <option set> <games> <actions> <seconds> <failures>
 * or with --players
 *   players <scenario> <option set> <games> <actions> <seconds> <stuck> <failures>
 * and for each game that went wrong:
 *   failed <scenario> <option set> seed <n>: <why>
 *   stuck <scenario> <option set> seed <n>: <why>
 * Exits 3 if any game went wrong (a sanitizer's own exit is 1). */
#include "config.h"

#include <stdio.h>

#include "hd-invariants.h"
#include "hd-options.h"
#include "hd-player.h"
#include "hd-scenario.h"
#include "hd-state-private.h"
#include "hd-turn.h"
#include "hd-test-util.h"

#define MAX_STEPS 200000

typedef struct {
  char   *name;      /* "none", an option's id, "all" */
  GStrv   options;
} OptionSet;

typedef struct {
  guint   games;
  guint64 actions;
  gint64  usecs;
  guint   stuck;
  guint   failures;
} Tally;

/* How a game went. */
typedef enum {
  GAME_GOES_ON,      /* (after one action) */
  GAME_OVER,         /* played to its end */
  GAME_STUCK,        /* something awaited, no decision */
  GAME_FAILED,       /* an action refused, an invariant broken, no end */
} Outcome;

static void
option_set_free (OptionSet *set)
{
  g_free (set->name);
  g_strfreev (set->options);
  g_free (set);
}

static void
add_option (GStrvBuilder *b, const char *id)
{
  g_strv_builder_add (b, id);
  if (g_str_equal (id, "advanced-8.2"))
    g_strv_builder_addv (b, (const char **) hd_test_leader_pieces);
}

static GPtrArray *
option_sets (void)
{
  GPtrArray *sets = g_ptr_array_new_with_free_func ((GDestroyNotify) option_set_free);
  g_autoptr(GStrvBuilder) all = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) full_length = g_strv_builder_new ();
  OptionSet *none = g_new0 (OptionSet, 1);
  OptionSet *every = g_new0 (OptionSet, 1);
  OptionSet *every_long = g_new0 (OptionSet, 1);

  none->name = g_strdup ("none");
  none->options = g_new0 (char *, 1);
  g_ptr_array_add (sets, none);
  for (guint i = 0; i < hd_options_get_n (); i++)
    {
      const HdOption *o = hd_options_get (i);
      g_autoptr(GStrvBuilder) one = g_strv_builder_new ();
      OptionSet *set;

      if (!o->implemented)
        continue;
      set = g_new0 (OptionSet, 1);
      set->name = g_strdup (o->id);
      add_option (one, o->id);
      set->options = g_strv_builder_end (one);
      g_ptr_array_add (sets, set);
      add_option (all, o->id);
      if (o->balance != HD_BALANCE_LENGTH)
        add_option (full_length, o->id);
    }
  every->name = g_strdup ("all");
  every->options = g_strv_builder_end (all);
  g_ptr_array_add (sets, every);
  every_long->name = g_strdup ("all-full-length");
  every_long->options = g_strv_builder_end (full_length);
  g_ptr_array_add (sets, every_long);
  return sets;
}

static HdState *
new_game (HdMap *map, const char *scenario_id, const OptionSet *set, char **why)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdScenario) scenario = hd_scenario_new_builtin (map, scenario_id, &error);
  HdState *state;

  if (scenario == NULL || !hd_options_validate ((const char * const *) set->options, &error))
    {
      *why = g_strdup (error->message);
      return NULL;
    }
  state = hd_state_new_from_scenario (map, scenario);
  hd_turn_set_options (state, (const char * const *) set->options);
  return state;
}

/* One game of the tests' random player. */
static Outcome
play_one (HdMap *map, const char *scenario_id, const OptionSet *set, guint32 seed, guint *actions, char **why)
{
  g_autoptr(HdState) state = new_game (map, scenario_id, set, why);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  *actions = 0;
  if (state == NULL)
    return GAME_FAILED;
  return hd_test_play_game (state, rand, MAX_STEPS, NULL, actions, why) ? GAME_OVER : GAME_FAILED;
}

static guint
roll (gpointer data)
{
  return (guint) g_rand_int_range (data, 1, 7);
}

/* One decision of the side that owes it, checked and applied. */
static Outcome
player_step (HdState *state, HdPlayer **players, GRand *dice, guint steps, char **why)
{
  HdAwaited awaited = hd_action_get_decision (state);
  HdSide side = awaited.side == HD_SIDE_UNION || awaited.side == HD_SIDE_CONFEDERATE ? awaited.side
                                                                                    : hd_state_get_player (state);
  g_autoptr(GError) error = NULL;
  g_autofree char *broken = NULL;
  HdDecision d = { 0 };

  if (!hd_player_decide (players[side], state, roll, dice, NULL, &d, &error))
    {
      *why = g_strdup_printf ("no decision after %u actions (decision %d, rule %s): %s", steps, awaited.kind,
                              awaited.rule != NULL ? awaited.rule : "none", error->message);
      return GAME_STUCK;
    }
  if (!hd_action_check (state, &d.action, &error) || !hd_action_apply (&d.action, state, &error))
    *why = g_strdup_printf ("after %u actions, a %s action refused: %s", steps,
                            hd_action_type_to_string (d.action.type), error->message);
  else if ((broken = hd_invariants_check (state)) != NULL)
    *why = g_strdup_printf ("after %u actions the state breaks an invariant: %s", steps + 1, broken);
  hd_decision_clear (&d);
  return *why != NULL ? GAME_FAILED : GAME_GOES_ON;
}

/* One game of the computer's random player on both sides, as a match
 * plays it. */
static Outcome
play_one_players (HdMap *map, const char *scenario_id, const OptionSet *set, guint32 seed, guint *actions,
                  char **why)
{
  g_autoptr(HdState) state = new_game (map, scenario_id, set, why);
  g_autoptr(GRand) dice = g_rand_new_with_seed (seed);
  g_autoptr(HdPlayer) union_player = hd_player_new (HD_PLAYER_RANDOM, seed * 2 + 1);
  g_autoptr(HdPlayer) confederate_player = hd_player_new (HD_PLAYER_RANDOM, seed * 2 + 2);
  HdPlayer *players[HD_N_SIDES] = { NULL };

  *actions = 0;
  if (state == NULL)
    return GAME_FAILED;
  players[HD_SIDE_UNION] = union_player;
  players[HD_SIDE_CONFEDERATE] = confederate_player;
  while (!hd_state_is_over (state))
    {
      Outcome o;

      if (*actions == MAX_STEPS)
        {
          *why = g_strdup_printf ("not over after %u actions", *actions);
          return GAME_FAILED;
        }
      if ((o = player_step (state, players, dice, *actions, why)) != GAME_GOES_ON)
        return o;
      (*actions)++;
    }
  return GAME_OVER;
}

int
main (int argc, char **argv)
{
  gint games = 0, job = 0, jobs = 1;
  gint64 seed = 1861;
  gboolean use_players = FALSE;
  GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Games to play in all (of every process)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "The first game's seed", "S" },
    { "jobs", 0, 0, G_OPTION_ARG_INT, &jobs, "Processes sharing the games", "J" },
    { "job", 0, 0, G_OPTION_ARG_INT, &job, "Which of them this is (0 to J-1)", "K" },
    { "players", 0, 0, G_OPTION_ARG_NONE, &use_players, "The computer's random player on both sides", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("- random complete games with every option set");
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) sets = option_sets ();
  const char * const *scenarios = hd_scenario_builtin_ids ();
  guint n_scenarios = g_strv_length ((char **) scenarios);
  g_autofree Tally *tallies = NULL;
  g_autoptr(HdMap) map = NULL;
  guint failures = 0;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || games < 0 || jobs < 1 || job < 0 || job >= jobs)
    {
      g_printerr ("soak-games: %s\n", error != NULL ? error->message : "--games N --jobs J --job K (0 <= K < J)");
      return 2;
    }
  map = hd_test_board ();
  tallies = g_new0 (Tally, n_scenarios * sets->len);
  for (guint i = (guint) job; i < (guint) games; i += (guint) jobs)
    {
      guint combo = i % (n_scenarios * sets->len);
      const char *scenario = scenarios[combo % n_scenarios];
      const OptionSet *set = g_ptr_array_index (sets, combo / n_scenarios);
      Tally *t = &tallies[combo];
      g_autofree char *why = NULL;
      gint64 start = g_get_monotonic_time ();
      guint actions;
      Outcome o = use_players ? play_one_players (map, scenario, set, (guint32) (seed + i), &actions, &why)
                              : play_one (map, scenario, set, (guint32) (seed + i), &actions, &why);

      if (o != GAME_OVER)
        {
          printf ("%s %s %s seed %" G_GINT64_FORMAT ": %s\n", o == GAME_STUCK ? "stuck" : "failed", scenario,
                  set->name, seed + i, why);
          fflush (stdout);
          t->stuck += o == GAME_STUCK;
          t->failures += o == GAME_FAILED;
          failures++;
        }
      t->games++;
      t->actions += actions;
      t->usecs += g_get_monotonic_time () - start;
    }
  for (guint c = 0; c < n_scenarios * sets->len; c++)
    {
      const Tally *t = &tallies[c];
      const char *name = ((OptionSet *) g_ptr_array_index (sets, c / n_scenarios))->name;

      if (t->games == 0)
        continue;
      if (use_players)
        printf ("players %s %s %u %" G_GUINT64_FORMAT " %.3f %u %u\n", scenarios[c % n_scenarios], name, t->games,
                t->actions, t->usecs / 1e6, t->stuck, t->failures);
      else
        printf ("played %s %s %u %" G_GUINT64_FORMAT " %.3f %u\n", scenarios[c % n_scenarios], name, t->games,
                t->actions, t->usecs / 1e6, t->failures);
    }
  fflush (stdout);
  return failures > 0 ? 3 : 0;
}
