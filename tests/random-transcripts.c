/* SPDX-License-Identifier: GPL-3.0-or-later */
/* random-transcripts.c: writes the random games of tests/data/replay/
 * (not a test: test-replay.py replays what it wrote once, against pins
 * made by an older engine).  Plays a game from every built-in scenario
 * under each option set below through an HdGame (hd_log_apply), each
 * action chosen among the engine's candidates (hd_candidates_list): first
 * one of the action types listed (the end of the segment seldom), then
 * one action of that type, its open dice rolled one by one; a GRand seeded from the game's number, so the
 * same engine writes the same files.  Each game stops when it is over or
 * after --actions actions, and is written with hd_transcript_write() as
 * DIR/<scenario>-<set>-<n>.txt; a set a scenario refuses is skipped.
 * With --campaigns C it writes C Campaign Games instead, from the
 * built-in set-up, each action one of the log's candidates
 * (hd_log_list_candidates) chosen at random, the modules' own dice from
 * GLib's random numbers seeded alike, as DIR/campaign-<n>.txt.
 *
 *   random-transcripts [--actions N] [--games-per-set K] [--campaigns C] DIR
 */
#include "config.h"

#include <stdio.h>

#include "hd-campaign-game.h"
#include "hd-candidates.h"
#include "hd-game.h"
#include "hd-scenario.h"
#include "hd-transcript.h"
#include "hd-test-util.h"

/* the option sets: the first three as tests/analysis/test-candidates.c
 * plays them */
static const struct {
  const char *name;
  const char *options;   /* space-separated, "" for none */
} option_sets[] = {
  { "none", "" },
  { "basic", "4.9 5.2 5.41 5.71 6.2 4.11 4.12 4.71" },
  { "advanced", "advanced-2.0 advanced-3.0 advanced-4.0 advanced-5.0 advanced-6.0 advanced-7.0 advanced-8.1 "
                "advanced-8.2 advanced-8.3 advanced-8.4 4.8 7.3 leader-lee=3@06/1862,2@05/1863 "
                "leader-grant=1@02/1862,2@03/1864 leader-sherman=1@05/1862,2@03/1864" },
  /* the optional rules the others leave out, with some Advanced rules
   * but neither leaders nor Advanced 3.0's command */
  { "others", "6.1 7.4 7.5 9.1 10.1 advanced-2.0 advanced-5.0 advanced-6.0 advanced-8.1 "
              "advanced-8.4" },
};

/* One candidate of @list: a type among those listed, then one of its
 * actions, every open die rolled. */
static HdAction
choose (GArray *list, GRand *rand)
{
  guint types[HD_N_ACTION_TYPES] = { 0 };
  guint n_types = 0, n_of_type = 0, pick;
  HdActionType type;
  HdAction a = { 0 };

  for (guint i = 0; i < list->len; i++)
    {
      HdActionType t = g_array_index (list, HdAction, i).type;
      gboolean seen = FALSE;
      for (guint k = 0; k < n_types; k++)
        seen = seen || types[k] == t;
      if (!seen)
        types[n_types++] = t;
    }
  /* the segment ended now and then only, so that games march and fight */
  type = types[g_rand_int_range (rand, 0, (gint32) n_types)];
  if (type == HD_ACTION_END_SEGMENT && n_types > 1 && g_rand_int_range (rand, 0, 6) != 0)
    while (type == HD_ACTION_END_SEGMENT)
      type = types[g_rand_int_range (rand, 0, (gint32) n_types)];
  for (guint i = 0; i < list->len; i++)
    n_of_type += g_array_index (list, HdAction, i).type == type;
  pick = (guint) g_rand_int_range (rand, 0, (gint32) n_of_type);
  for (guint i = 0; i < list->len; i++)
    if (g_array_index (list, HdAction, i).type == type && pick-- == 0)
      {
        a = g_array_index (list, HdAction, i);
        break;
      }
  if (hd_candidates_is_template (&a))
    {
      for (guint k = 0; k < a.n_shots && k < HD_MAX_SHOTS; k++)
        if (a.shots[k].die == 0)
          a.shots[k].die = (guint) g_rand_int_range (rand, 1, 7);
      hd_candidates_fill_dice (&a, (guint) g_rand_int_range (rand, 1, 7));
    }
  return a;
}

/* Plays @game on and writes it to @path; FALSE with @error if it could
 * not. */
static gboolean
write_game (HdGame *game, guint32 seed, guint max_actions, const char *path, GError **error)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GArray) list = g_array_new (FALSE, TRUE, sizeof (HdAction));
  g_autofree char *text = NULL;

  while (hd_log_get_n_actions (HD_LOG (game)) < max_actions && !hd_state_is_over (hd_game_get_state (game)))
    {
      HdAction a;

      if (hd_candidates_list (hd_game_get_state (game), list) == 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: no candidate after %u actions", path,
                       hd_log_get_n_actions (HD_LOG (game)));
          return FALSE;
        }
      a = choose (list, rand);
      if (!hd_log_apply (HD_LOG (game), &a, error))
        {
          g_prefix_error (error, "%s: a candidate refused after %u actions: ", path, hd_log_get_n_actions (HD_LOG (game)));
          return FALSE;
        }
    }
  text = hd_transcript_write (game);
  return g_file_set_contents (path, text, -1, error);
}

/* A campaign of random candidates, seeded by @seed, as a transcript. */
static gboolean
write_campaign (HdMap *map, guint32 seed, guint max_actions, const char *path, GError **error)
{
  g_autoptr(HdCampaignGame) game = hd_campaign_game_new (map, error);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autofree char *text = NULL;
  HdLogAwaited awaited;

  if (game == NULL)
    return FALSE;
  g_random_set_seed (seed);
  while (hd_log_get_n_actions (HD_LOG (game)) < max_actions && hd_log_get_awaited (HD_LOG (game), &awaited) &&
         !awaited.over)
    {
      g_autoptr(GPtrArray) list = hd_log_list_candidates (HD_LOG (game));

      if (list->len == 0)
        break;   /* play awaits what no module offers: the game so far */
      if (!hd_log_apply (HD_LOG (game), list->pdata[g_rand_int_range (rand, 0, (gint32) list->len)], error))
        {
          g_prefix_error (error, "%s: a candidate refused after %u actions: ", path,
                          hd_log_get_n_actions (HD_LOG (game)));
          return FALSE;
        }
    }
  text = hd_log_write_transcript (HD_LOG (game), NULL);
  return g_file_set_contents (path, text, -1, error);
}

static int
write_campaigns (HdMap *map, guint n, guint max_actions, const char *dir)
{
  for (guint k = 0; k < n; k++)
    {
      g_autofree char *name = g_strdup_printf ("campaign-%u.txt", k + 1);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr(GError) error = NULL;

      if (!write_campaign (map, 1861 + k, max_actions, path, &error))
        {
          g_printerr ("random-transcripts: %s\n", error->message);
          return 1;
        }
      printf ("%s\n", path);
    }
  return 0;
}

int
main (int argc, char **argv)
{
  gint max_actions = 600, per_set = 1, campaigns = 0;
  GOptionEntry entries[] = {
    { "actions", 0, 0, G_OPTION_ARG_INT, &max_actions, "Actions at most in a game", "N" },
    { "games-per-set", 0, 0, G_OPTION_ARG_INT, &per_set, "Games of each scenario with each option set", "K" },
    { "campaigns", 0, 0, G_OPTION_ARG_INT, &campaigns, "Campaign Games to write instead", "C" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("DIR - random games written as transcripts");
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMap) map = NULL;
  const char * const *ids = hd_scenario_builtin_ids ();

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2 || max_actions < 1 || per_set < 1)
    {
      g_printerr ("random-transcripts: %s\n", error != NULL ? error->message : "[--actions N] [--games-per-set K] DIR");
      return 2;
    }
  map = hd_test_board ();
  if (campaigns > 0)
    return write_campaigns (map, (guint) campaigns, (guint) max_actions, argv[1]);
  for (guint o = 0; o < G_N_ELEMENTS (option_sets); o++)
    for (guint k = 0; k < (guint) per_set; k++)
      for (guint i = 0; ids[i] != NULL; i++)
        {
          g_autofree char *name = g_strdup_printf ("%s-%s-%u.txt", ids[i], option_sets[o].name, k + 1);
          g_autofree char *path = g_build_filename (argv[1], name, NULL);
          guint32 seed = 1861 + 100 * o + 10 * k + i;
          g_auto(GStrv) opts = g_strsplit (option_sets[o].options, " ", -1);
          g_autoptr(HdGame) game = hd_game_new (map, ids[i], opts[0] ? (const char * const *) opts : NULL, &error);

          if (game == NULL)
            {
              /* a set the scenario does not allow (the 1861 Short Game and 9.1) */
              g_printerr ("random-transcripts: %s skipped: %s\n", name, error->message);
              g_clear_error (&error);
              continue;
            }
          if (!write_game (game, seed, (guint) max_actions, path, &error))
            {
              g_printerr ("random-transcripts: %s\n", error->message);
              return 1;
            }
          printf ("%s\n", path);
        }
  return 0;
}
