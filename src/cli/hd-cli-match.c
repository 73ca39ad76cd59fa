/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli-match.c: `match --union PLAYER --confederate PLAYER [--scenario
 * ID] [--option ID]... [--games N] [--seed S] [--swap] [--transcript DIR]
 * [--union-weights TEXT] [--confederate-weights TEXT] [--union-planner TEXT]
 * [--confederate-planner TEXT] [--max-actions N]
 * [--move-time MS] [--json]`: complete
 * games between two computer players (hd-match.h), their scores with
 * Wilson intervals, the refused actions and stalled games (exit 3 when
 * there are any), the decision times, and each game as a transcript if
 * asked.  With `--from FILE`, the one game of a save or a transcript
 * played on to its end, the file's companions commanding their sides.
 * A PLAYER `external:COMMAND` is an outside program speaking the engine
 * protocol (hd-cli-external.c), its forfeits counted and told (exit 4
 * when there are any).  docs/cli.md has its output and JSON. */
#define G_LOG_DOMAIN "hd-cli"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "hd-cli-external.h"
#include "hd-cli-help.h"
#include "hd-cli-match.h"
#include "hd-cli-util.h"
#include "hd-excerpt.h"
#include "hd-match.h"
#include "hd-victory.h"
#include "hd-scenario.h"
#include "hd-transcript.h"

typedef struct {
  const char *level_words[HD_MATCH_N_PLAYERS];
  const char *weight_words[HD_MATCH_N_PLAYERS];
  HdWeights   weights[HD_MATCH_N_PLAYERS];
  const char *planner_words[HD_MATCH_N_PLAYERS];
  HdPlannerSettings planner[HD_MATCH_N_PLAYERS];
  const char *commands[HD_MATCH_N_PLAYERS];   /* an outside player's COMMAND, or NULL */
  HdCliExternal *external[HD_MATCH_N_PLAYERS];
  guint       move_time;       /* ms */
  GPtrArray  *options;
  const char *transcripts;
  const char *from;            /* --from's FILE, or NULL */
  const char *not_with_from;   /* the first option --from refuses, or NULL */
  guint       from_actions;    /* the actions FILE had */
  gboolean    json;
  char       *quoted;
  HdMatchSetup setup;
} Args;

static const char * const player_names[HD_MATCH_N_PLAYERS] = { "A", "B" };

/* @word quoted in part, kept until the next (for a usage error). */
static const char *
quote (Args *a, const char *word)
{
  g_free (a->quoted);
  a->quoted = hd_excerpt (word, -1);
  return a->quoted;
}

/* A usage error: @message (taken), the usage, 64. */
static int
say_bad (char *message)
{
  g_printerr ("%s\n", message);
  g_free (message);
  return hd_cli_usage ();
}

static gboolean
parse_number (const char *text, guint64 max, guint64 *out)
{
  return g_ascii_string_to_unsigned (text, 10, 0, max, out, NULL);
}

/* One option and its value, if it takes one; 0 when understood, else the
 * exit status. */
static int
parse_one (Args *a, int argc, char **argv, int *i)
{
  const char *flag = argv[*i];
  const char *value = *i + 1 < argc ? argv[*i + 1] : NULL;
  guint64 n;

  if (g_str_equal (flag, "--json"))
    return a->json = TRUE, 0;
  if (g_str_equal (flag, "--swap") || g_str_equal (flag, "--games") || g_str_equal (flag, "--scenario") ||
      g_str_equal (flag, "--option"))
    a->not_with_from = a->not_with_from ? a->not_with_from : flag;
  if (g_str_equal (flag, "--swap"))
    return a->setup.swap = TRUE, 0;
  if (!g_str_equal (flag, "--union") && !g_str_equal (flag, "--confederate") &&
      !g_str_equal (flag, "--scenario") && !g_str_equal (flag, "--option") &&
      !g_str_equal (flag, "--games") && !g_str_equal (flag, "--seed") &&
      !g_str_equal (flag, "--transcript") && !g_str_equal (flag, "--union-weights") &&
      !g_str_equal (flag, "--confederate-weights") && !g_str_equal (flag, "--max-actions") &&
      !g_str_equal (flag, "--union-planner") && !g_str_equal (flag, "--confederate-planner") &&
      !g_str_equal (flag, "--from") && !g_str_equal (flag, "--move-time"))
    /* TRANSLATORS: %s an argument of `match` that is not one of its options */
    return say_bad (g_strdup_printf (_("“%s” is not an option of match."), quote (a, flag)));
  if (value == NULL)
    /* TRANSLATORS: %s an option of `match` given last, without its value */
    return say_bad (g_strdup_printf (_("“%s” needs a value after it."), quote (a, flag)));
  (*i)++;
  if (g_str_equal (flag, "--union"))
    a->level_words[HD_MATCH_A] = value;
  else if (g_str_equal (flag, "--confederate"))
    a->level_words[HD_MATCH_B] = value;
  else if (g_str_equal (flag, "--union-weights"))
    a->weight_words[HD_MATCH_A] = value;
  else if (g_str_equal (flag, "--confederate-weights"))
    a->weight_words[HD_MATCH_B] = value;
  else if (g_str_equal (flag, "--union-planner"))
    a->planner_words[HD_MATCH_A] = value;
  else if (g_str_equal (flag, "--confederate-planner"))
    a->planner_words[HD_MATCH_B] = value;
  else if (g_str_equal (flag, "--scenario"))
    a->setup.scenario_id = value;
  else if (g_str_equal (flag, "--option"))
    g_ptr_array_add (a->options, (gpointer) value);
  else if (g_str_equal (flag, "--transcript"))
    a->transcripts = value;
  else if (g_str_equal (flag, "--from"))
    a->from = value;
  else if (g_str_equal (flag, "--games"))
    {
      if (!parse_number (value, 1000000, &n) || n == 0)
        /* TRANSLATORS: %s what was given to --games */
        return say_bad (g_strdup_printf (_("“%s” is not a number of games (1 or more)."),
                                         quote (a, value)));
      a->setup.n_games = (guint) n;
    }
  else if (g_str_equal (flag, "--max-actions"))
    {
      if (!parse_number (value, G_MAXUINT32, &n) || n == 0)
        /* TRANSLATORS: %s what was given to --max-actions */
        return say_bad (g_strdup_printf (_("“%s” is not a number of actions (1 or more)."),
                                         quote (a, value)));
      a->setup.max_actions = (guint) n;
    }
  else if (g_str_equal (flag, "--move-time"))
    {
      if (!parse_number (value, 3600000, &n) || n == 0)
        /* TRANSLATORS: %s what was given to --move-time */
        return say_bad (g_strdup_printf (_("“%s” is not a time in milliseconds (1 to 3600000)."),
                                         quote (a, value)));
      a->move_time = (guint) n;
    }
  else
    {
      if (!parse_number (value, G_MAXUINT32, &n))
        /* TRANSLATORS: %s what was given to --seed */
        return say_bad (g_strdup_printf (_("“%s” is not a seed (a whole number from 0 to 4294967295)."),
                                         quote (a, value)));
      a->setup.seed = (guint32) n;
    }
  return 0;
}

/* The option naming player @p's weights or planner settings, whichever
 * was given (weights first), or NULL. */
static const char *
tuning_flag (Args *a, guint p)
{
  if (a->weight_words[p] != NULL)
    return p == HD_MATCH_A ? "--union-weights" : "--confederate-weights";
  if (a->planner_words[p] != NULL)
    return p == HD_MATCH_A ? "--union-planner" : "--confederate-planner";
  return NULL;
}

/* Player @p's weights and planner settings, from their words, over its
 * level's. */
static int
parse_tuning (Args *a, guint p)
{
  g_autoptr(GError) error = NULL;
  const HdPlannerSettings *level = hd_player_level_planner (a->setup.levels[p]);

  if (a->weight_words[p] != NULL)
    {
      if (!hd_weights_parse (a->weight_words[p], NULL, &a->weights[p], &error))
        {
          g_printerr ("%s\n", error->message);
          return hd_cli_usage ();
        }
      a->setup.weights[p] = &a->weights[p];
    }
  if (a->planner_words[p] == NULL)
    return 0;
  if (level->beam == 0)
    /* TRANSLATORS: %s --union-planner or --confederate-planner, an option of the command line */
    return say_bad (g_strdup_printf (_("%s is for easy, normal and hard: random and greedy plan nothing."),
                                     p == HD_MATCH_A ? "--union-planner" : "--confederate-planner"));
  if (!hd_planner_settings_parse (a->planner_words[p], level, &a->planner[p], &error))
    {
      g_printerr ("%s\n", error->message);
      return hd_cli_usage ();
    }
  a->setup.planner[p] = &a->planner[p];
  return 0;
}

/* The players' levels, weights and planner settings, from their words. */
static int
parse_players (Args *a)
{
  for (guint p = 0; p < HD_MATCH_N_PLAYERS; p++)
    {
      if (a->level_words[p] == NULL && a->from != NULL && tuning_flag (a, p) == NULL)
        {
          /* the file's seat, checked when the file is read */
          a->setup.seated[p] = TRUE;
          continue;
        }
      if (a->level_words[p] == NULL && a->from != NULL)
        /* TRANSLATORS: %1$s --union-weights, --union-planner or the
         * Confederacy's, %2$s --union or --confederate; options of the
         * command line, not translated */
        return say_bad (g_strdup_printf (_("With --from, %1$s needs %2$s PLAYER: the file's companion thinks as "
                                           "its level does."),
                                         tuning_flag (a, p), p == HD_MATCH_A ? "--union" : "--confederate"));
      if (a->level_words[p] == NULL)
        {
          g_printerr ("%s\n", p == HD_MATCH_A ? _("Name the Union's player: --union PLAYER.")
                                              : _("Name the Confederacy's player: --confederate PLAYER."));
          return hd_cli_usage ();
        }
      if (g_str_has_prefix (a->level_words[p], "external:"))
        {
          a->commands[p] = a->level_words[p] + strlen ("external:");
          if (tuning_flag (a, p) != NULL)
            /* TRANSLATORS: %s --union-weights or another option of the command line */
            return say_bad (g_strdup_printf (_("%s is for our players: an outside player thinks in its own way."),
                                             tuning_flag (a, p)));
          continue;
        }
      if (!hd_player_level_from_string (a->level_words[p], &a->setup.levels[p]))
        /* TRANSLATORS: %s what was given to --union or --confederate; the
         * levels are words of the command line, not translated */
        return say_bad (g_strdup_printf (_("“%s” is not a player: random, greedy, easy, normal, hard or "
                                           "external:COMMAND."),
                                         quote (a, a->level_words[p])));
      {
        int bad = parse_tuning (a, p);
        if (bad != 0)
          return bad;
      }
    }
  return 0;
}

static int
parse_args (Args *a, int argc, char **argv)
{
  int status;

  a->setup.scenario_id = "1861-short";
  a->setup.n_games = 10;
  a->setup.seed = 1;
  a->move_time = 10000;
  for (int i = 0; i < argc; i++)
    if ((status = parse_one (a, argc, argv, &i)) != 0)
      return status;
  if (a->from != NULL && a->not_with_from != NULL)
    /* TRANSLATORS: %s --games, --swap, --scenario or --option, given with --from */
    return say_bad (g_strdup_printf (_("“%s” cannot be given with --from: the file's game is played on once, "
                                       "in its own scenario and options."),
                                     a->not_with_from));
  if ((status = parse_players (a)) != 0)
    return status;
  g_ptr_array_add (a->options, NULL);
  a->setup.options = (const char * const *) a->options->pdata;
  if (!g_strv_contains (hd_scenario_builtin_ids (), a->setup.scenario_id))
    /* TRANSLATORS: %s what was given to --scenario */
    return say_bad (g_strdup_printf (_("“%s” is not a scenario (house-divided-cli scenario list names them)."),
                                     quote (a, a->setup.scenario_id)));
  return 0;
}

/* The options given, checked by setting a game up with them. */
static int
check_options (HdMap *map, Args *a)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = NULL;
  int culprit;

  game = hd_game_new_blaming (map, a->setup.scenario_id, a->setup.options, &culprit, &error);
  if (game != NULL)
    return 0;
  if (culprit >= 0)
    /* TRANSLATORS: %1$s an option given to --option, %2$s why the game cannot have it */
    g_printerr (_("The option “%1$s” cannot be played: %2$s\n"), a->setup.options[culprit], error->message);
  else
    g_printerr ("%s\n", error->message);
  return hd_cli_usage ();
}

/* ---- the players' names ---- */

/* A player's level as the output names it: "external" for an outside one. */
static const char *
level_id (const Args *a, HdMatchPlayer p)
{
  return a->commands[p] != NULL ? "external" : hd_player_level_to_string (a->setup.levels[p]);
}

/* The level of the side @union (or the Confederacy) of @r, as level_id. */
static const char *
record_level_id (const HdMatchRecord *r, gboolean union_side)
{
  if (union_side ? r->union_outside : r->confederate_outside)
    return "external";
  return hd_player_level_to_string (union_side ? r->union_level : r->confederate_level);
}

/* ---- transcripts ---- */

typedef struct {
  const Args *args;
  GError     *error;     /* the first transcript that could not be written */
} Writer;

static char *
transcript_name (const HdMatchRecord *r)
{
  return g_strdup_printf ("game-%u%s.txt", r->seed, r->swapped ? "-swapped" : "");
}

/* Who played which side, the seed and the levels, as comment lines. */
static char *
transcript_text (const Args *a, const HdMatchRecord *r, HdGame *game)
{
  GString *out = g_string_new (NULL);
  g_autofree char *body = hd_transcript_write (game);
  HdMatchPlayer u = hd_match_record_union_player (r);

  g_string_append_printf (out, "# match: union %s, confederate %s, seed %u%s\n", record_level_id (r, TRUE),
                          record_level_id (r, FALSE), r->seed, r->swapped ? ", swapped" : "");
  g_string_append_printf (out, "# union player %s, confederate player %s\n", player_names[u],
                          player_names[1 - u]);
  if (a->from != NULL)
    {
      g_autofree char *file = g_strdelimit (g_strdup (a->from), "\r\n", ' ');
      g_string_append_printf (out, "# from %s, played on after its %u actions\n", file, a->from_actions);
    }
  for (guint p = 0; p < HD_MATCH_N_PLAYERS; p++)
    if (a->commands[p] != NULL)
      {
        g_autofree char *command = g_strdelimit (g_strdup (a->commands[p]), "\r\n", ' ');
        g_string_append_printf (out, "# %s player: external %s\n", p == u ? "union" : "confederate", command);
      }
  for (guint p = 0; p < HD_MATCH_N_PLAYERS; p++)
    if (a->setup.weights[p] != NULL)
      {
        g_autofree char *w = hd_weights_to_string (a->setup.weights[p]);
        g_string_append_printf (out, "# %s weights: %s\n", p == u ? "union" : "confederate", w);
      }
  for (guint p = 0; p < HD_MATCH_N_PLAYERS; p++)
    if (a->setup.planner[p] != NULL)
      {
        g_autofree char *w = hd_planner_settings_to_string (a->setup.planner[p]);
        g_string_append_printf (out, "# %s planner: %s\n", p == u ? "union" : "confederate", w);
      }
  g_string_append (out, body);
  return g_string_free (out, FALSE);
}

static void
write_transcript (const HdMatchRecord *record, HdGame *game, guint done, guint total, gpointer data)
{
  Writer *w = data;
  g_autofree char *name = transcript_name (record);
  g_autofree char *path = g_build_filename (w->args->transcripts, name, NULL);
  g_autofree char *text = transcript_text (w->args, record, game);

  if (w->error == NULL)
    g_file_set_contents (path, text, -1, &w->error);
}

/* ---- JSON ---- */

static const char * const level_ids[] = {
  [HD_LEVEL_UNION_DECISIVE] = "union-decisive", [HD_LEVEL_UNION_MARGINAL] = "union-marginal",
  [HD_LEVEL_UNION_PYRRHIC] = "union-pyrrhic", [HD_LEVEL_DRAW] = "draw",
  [HD_LEVEL_CONFEDERATE_PYRRHIC] = "confederate-pyrrhic",
  [HD_LEVEL_CONFEDERATE_MARGINAL] = "confederate-marginal",
  [HD_LEVEL_CONFEDERATE_DECISIVE] = "confederate-decisive",
};

static const char * const time_ids[HD_MATCH_N_TIME_KINDS] = { "decision", "segment", "battle" };

static const char *
winner_id (HdSide side)
{
  return side == HD_SIDE_NEUTRAL ? "none" : hd_side_to_string (side);
}

static void
score_to_json (JsonBuilder *b, const HdMatchScore *s)
{
  double low, high;

  hd_match_wilson (s->wins, s->games, &low, &high);
  json_builder_begin_object (b);
  hd_cli_json_int (b, "games", s->games);
  hd_cli_json_int (b, "wins", s->wins);
  hd_cli_json_int (b, "draws", s->draws);
  hd_cli_json_int (b, "losses", s->losses);
  hd_cli_json_double (b, "won", s->games > 0 ? (double) s->wins / s->games : 0);
  json_builder_set_member_name (b, "interval");
  json_builder_begin_array (b);
  json_builder_add_double_value (b, low);
  json_builder_add_double_value (b, high);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "levels");
  json_builder_begin_object (b);
  for (guint l = 0; l < G_N_ELEMENTS (level_ids); l++)
    if (s->levels[l] > 0)
      hd_cli_json_int (b, level_ids[l], s->levels[l]);
  json_builder_end_object (b);
  json_builder_end_object (b);
}

static void
players_to_json (JsonBuilder *b, const HdMatch *m, const Args *a)
{
  static const HdSide sides[] = { HD_SIDE_NEUTRAL, HD_SIDE_UNION, HD_SIDE_CONFEDERATE };
  static const char * const keys[] = { "score", "union", "confederate" };

  json_builder_begin_array (b);
  for (guint p = 0; p < HD_MATCH_N_PLAYERS; p++)
    {
      g_autofree char *weights = a->setup.weights[p] ? hd_weights_to_string (a->setup.weights[p]) : NULL;
      g_autofree char *planner = a->setup.planner[p] ? hd_planner_settings_to_string (a->setup.planner[p]) : NULL;

      json_builder_begin_object (b);
      hd_cli_json_string (b, "name", player_names[p]);
      hd_cli_json_string (b, "level", level_id (a, p));
      hd_cli_json_string (b, "command", a->commands[p]);
      hd_cli_json_string (b, "program", a->external[p] ? hd_cli_external_get_name (a->external[p]) : NULL);
      hd_cli_json_string (b, "weights", weights);
      hd_cli_json_string (b, "planner", planner);
      for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
        {
          HdMatchScore score;

          hd_match_get_score (m, p, sides[s], &score);
          json_builder_set_member_name (b, keys[s]);
          score_to_json (b, &score);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

/* "@name": {"n", "median", "p95", "max"} */
static void
member_times (JsonBuilder *b, const char *name, const HdMatchTimes *t)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  hd_cli_json_int (b, "n", t->n);
  hd_cli_json_double (b, "median", t->median);
  hd_cli_json_double (b, "p95", t->p95);
  hd_cli_json_double (b, "max", t->max);
  json_builder_end_object (b);
}

static void
times_to_json (JsonBuilder *b, const HdMatch *m)
{
  HdMatchTimes t;

  json_builder_begin_object (b);
  for (guint l = 0; l < HD_N_PLAYER_LEVELS; l++)
    {
      if (!hd_match_get_times (m, l, HD_MATCH_TIME_DECISION, &t))
        continue;
      json_builder_set_member_name (b, hd_player_level_to_string (l));
      json_builder_begin_object (b);
      for (guint k = 0; k < HD_MATCH_N_TIME_KINDS; k++)
        {
          hd_match_get_times (m, l, k, &t);
          member_times (b, time_ids[k], &t);
        }
      json_builder_end_object (b);
    }
  if (hd_match_get_outside_times (m, &t))
    {
      /* an outside player's decisions, from the request to the answer */
      json_builder_set_member_name (b, "external");
      json_builder_begin_object (b);
      member_times (b, time_ids[HD_MATCH_TIME_DECISION], &t);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
}

static void
record_to_json (JsonBuilder *b, const HdMatchRecord *r, const Args *a)
{
  g_autofree char *name = a->transcripts ? transcript_name (r) : NULL;
  g_autofree char *path = name ? g_build_filename (a->transcripts, name, NULL) : NULL;

  json_builder_begin_object (b);
  hd_cli_json_int (b, "seed", r->seed);
  json_builder_set_member_name (b, "swapped");
  json_builder_add_boolean_value (b, r->swapped);
  hd_cli_json_string (b, "union", record_level_id (r, TRUE));
  hd_cli_json_string (b, "confederate", record_level_id (r, FALSE));
  hd_cli_json_string (b, "union_player", player_names[hd_match_record_union_player (r)]);
  hd_cli_json_string (b, "winner", r->stalled ? NULL : winner_id (r->winner));
  hd_cli_json_string (b, "reason", r->stalled ? NULL : r->forfeited != HD_SIDE_NEUTRAL ? "forfeit"
                                                 : hd_cli_win_to_string (r->win));
  hd_cli_json_string (b, "level", r->has_level ? level_ids[r->level] : NULL);
  hd_cli_json_int (b, "turn", r->turn);
  hd_cli_json_int (b, "actions", r->actions);
  hd_cli_json_int (b, "refused", r->refused);
  json_builder_set_member_name (b, "stalled");
  json_builder_add_boolean_value (b, r->stalled);
  hd_cli_json_string (b, "stall_reason", r->stall_reason);
  hd_cli_json_string (b, "forfeit", r->forfeited != HD_SIDE_NEUTRAL ? hd_side_to_string (r->forfeited) : NULL);
  hd_cli_json_string (b, "forfeit_reason", r->forfeit_reason);
  hd_cli_json_double (b, "seconds", r->seconds);
  hd_cli_json_string (b, "transcript", path);
  json_builder_end_object (b);
}

static void
print_json (const HdMatch *m, const Args *a)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;
  guint uw, cw, draws;

  hd_match_get_side_wins (m, &uw, &cw, &draws);
  json_builder_begin_object (b);
  hd_cli_json_string (b, "scenario", a->setup.scenario_id);
  json_builder_set_member_name (b, "options");
  json_builder_begin_array (b);
  for (guint i = 0; a->setup.options[i] != NULL; i++)
    json_builder_add_string_value (b, a->setup.options[i]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "from");
  if (a->from != NULL)
    {
      json_builder_begin_object (b);
      hd_cli_json_string (b, "file", a->from);
      hd_cli_json_int (b, "actions", a->from_actions);
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);
  hd_cli_json_int (b, "seed", a->setup.seed);
  hd_cli_json_int (b, "seeds", a->setup.n_games);
  json_builder_set_member_name (b, "swap");
  json_builder_add_boolean_value (b, a->setup.swap);
  json_builder_set_member_name (b, "players");
  players_to_json (b, m, a);
  json_builder_set_member_name (b, "sides");
  json_builder_begin_object (b);
  hd_cli_json_int (b, "union", uw);
  hd_cli_json_int (b, "confederate", cw);
  hd_cli_json_int (b, "none", draws);
  json_builder_end_object (b);
  hd_cli_json_int (b, "refused", hd_match_get_refused (m));
  hd_cli_json_int (b, "stalled", hd_match_get_stalled (m));
  hd_cli_json_int (b, "forfeits", hd_match_get_forfeits (m));
  hd_cli_json_int (b, "move_time", a->move_time);
  json_builder_set_member_name (b, "times");
  times_to_json (b, m);
  hd_cli_json_double (b, "seconds", hd_match_get_seconds (m));
  hd_cli_json_double (b, "playouts_per_second", hd_match_get_playouts_per_second (m));
  json_builder_set_member_name (b, "games");
  json_builder_begin_array (b);
  for (guint i = 0; i < hd_match_get_n_records (m); i++)
    record_to_json (b, hd_match_get_record (m, i), a);
  json_builder_end_array (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  text = json_to_string (root, TRUE);
  g_print ("%s\n", text);
}

/* ---- text ---- */

/* "A (Normal)"; an outside player's the name its program gave, or its
 * command. */
static char *
player_label (const Args *a, HdMatchPlayer p)
{
  const char *name = a->external[p] ? hd_cli_external_get_name (a->external[p]) : NULL;

  if (a->commands[p] != NULL)
    /* TRANSLATORS: a player of a match from outside, its letter and its program's name or command */
    return g_strdup_printf (_("%1$s (outside: %2$s)"), player_names[p], name != NULL ? name : a->commands[p]);
  /* TRANSLATORS: a player of a match, its letter and its level, "A (Normal)" */
  return g_strdup_printf (_("%1$s (%2$s)"), player_names[p], hd_player_level_get_label (a->setup.levels[p]));
}

static void
print_score_row (const char *indent, const char *label, const HdMatchScore *s)
{
  double low, high;
  g_autofree char *indented = g_strconcat (indent, label, NULL);

  hd_match_wilson (s->wins, s->games, &low, &high);
  g_print ("  %-22s %6u %6u %6u %6u  %5.1f %%  %5.1f-%5.1f %%\n", indented, s->games, s->wins, s->draws,
           s->losses, s->games ? 100.0 * s->wins / s->games : 0.0, 100 * low, 100 * high);
}

static void
print_scores (const HdMatch *m, const Args *a)
{
  /* TRANSLATORS: the columns of a match's scores; keep each within its width */
  g_print ("  %-22s %6s %6s %6s %6s  %7s  %s\n", _("Player"), _("Games"), _("Wins"), _("Draws"), _("Losses"),
           _("Won"),
           /* xgettext:no-c-format */
           _("95 % interval"));
  for (guint p = 0; p < HD_MATCH_N_PLAYERS; p++)
    {
      g_autofree char *label = player_label (a, p);
      HdMatchScore s;

      hd_match_get_score (m, p, HD_SIDE_NEUTRAL, &s);
      print_score_row ("", label, &s);
      hd_match_get_score (m, p, HD_SIDE_UNION, &s);
      /* TRANSLATORS: a player's games as one side, under its line in the scores */
      print_score_row ("  ", _("as the Union"), &s);
      hd_match_get_score (m, p, HD_SIDE_CONFEDERATE, &s);
      print_score_row ("  ", _("as the Confederacy"), &s);
    }
}

static void
print_levels (const HdMatch *m, const Args *a)
{
  gboolean any = FALSE;

  for (guint i = 0; i < hd_match_get_n_records (m); i++)
    any |= hd_match_get_record (m, i)->has_level;
  if (!any)
    return;
  g_print ("%s\n", _("Games that ended on the victory-level table (rule 11.3), by player:"));
  for (guint p = 0; p < HD_MATCH_N_PLAYERS; p++)
    {
      g_autofree char *label = player_label (a, p);
      HdMatchScore s;

      hd_match_get_score (m, p, HD_SIDE_NEUTRAL, &s);
      for (guint l = 0; l < G_N_ELEMENTS (level_ids); l++)
        if (s.levels[l] > 0)
          {
            g_print ("  ");
            /* TRANSLATORS: a player of a match, a level of rule 11.3's table and how many of its games ended on it */
            g_print (_("%1$s: %2$s: %3$u\n"), label, hd_victory_level_get_label (l), s.levels[l]);
          }
    }
}

static void
print_times_row (const char *level, const char *kind, const HdMatchTimes *t)
{
  g_print ("  %-10s %-20s %8u %9.6f %9.6f %9.6f\n", level, kind, t->n, t->median, t->p95, t->max);
}

static void
print_times (const HdMatch *m)
{
  HdMatchTimes t;
  const char *kinds[HD_MATCH_N_TIME_KINDS] = {
    /* TRANSLATORS: the rows of a match's decision times */
    _("every decision"), _("a Movement Segment"), _("a battle decision"),
  };

  g_print ("  %s\n", _("Decision times, in seconds:"));
  /* TRANSLATORS: the columns of a match's decision times, in seconds */
  g_print ("  %-10s %-20s %8s %9s %9s %9s\n", _("Level"), _("Time of"), _("Count"), _("Median"), _("95 %"),
           _("Maximum"));
  for (guint l = 0; l < HD_N_PLAYER_LEVELS; l++)
    {
      if (!hd_match_get_times (m, l, HD_MATCH_TIME_DECISION, &t))
        continue;
      for (guint k = 0; k < HD_MATCH_N_TIME_KINDS; k++)
        {
          hd_match_get_times (m, l, k, &t);
          print_times_row (k == 0 ? hd_player_level_get_label (l) : "", kinds[k], &t);
        }
    }
  if (hd_match_get_outside_times (m, &t))
    /* TRANSLATORS: the row of a match's decision times for a player from
     * outside (docs/engine-protocol.md), in the column of the levels */
    print_times_row (C_("player level", "Outside"), kinds[HD_MATCH_TIME_DECISION], &t);
}

/* The games an outside player forfeited, each with why; nothing when
 * no outside player played. */
static void
print_forfeits (const HdMatch *m)
{
  gboolean outside = FALSE;

  for (guint i = 0; i < hd_match_get_n_records (m); i++)
    outside |= hd_match_get_record (m, i)->union_outside || hd_match_get_record (m, i)->confederate_outside;
  if (!outside)
    return;
  g_print (_("Forfeits: %u\n"), hd_match_get_forfeits (m));
  for (guint i = 0; i < hd_match_get_n_records (m); i++)
    {
      const HdMatchRecord *r = hd_match_get_record (m, i);

      if (r->forfeited == HD_SIDE_NEUTRAL)
        continue;
      g_print ("  ");
      if (r->forfeited == HD_SIDE_UNION)
        /* TRANSLATORS: a game a player from outside gave up: its seed, then why */
        g_print (_("The game of seed %1$u: the Union's outside player forfeited it: %2$s\n"), r->seed,
                 r->forfeit_reason);
      else
        g_print (_("The game of seed %1$u: the Confederacy's outside player forfeited it: %2$s\n"), r->seed,
                 r->forfeit_reason);
    }
}

static void
print_text (const HdMatch *m, const Args *a, HdScenario *scenario)
{
  guint uw, cw, draws, games = hd_match_get_n_records (m);

  /* TRANSLATORS: the head of a match's report: the scenario's title and id */
  g_print (_("Match: %1$s (%2$s)\n"), hd_scenario_get_title (scenario), a->setup.scenario_id);
  for (guint i = 0; a->setup.options[i] != NULL; i++)
    g_print (_("Option: %s\n"), a->setup.options[i]);
  if (a->from != NULL)
    /* TRANSLATORS: %1$s the file given to --from, %2$u the actions it had */
    g_print (ngettext ("From: %1$s, played on after its %2$u action\n",
                       "From: %1$s, played on after its %2$u actions\n", a->from_actions),
             a->from, a->from_actions);
  if (a->setup.swap)
    /* TRANSLATORS: %1$u games played, of seeds %2$u to %3$u */
    g_print (_("Games: %1$u (seeds %2$u to %3$u, each played a second time with the players exchanged)\n"),
             games, a->setup.seed, a->setup.seed + a->setup.n_games - 1);
  else
    g_print (_("Games: %1$u (seeds %2$u to %3$u)\n"), games, a->setup.seed, a->setup.seed + a->setup.n_games - 1);
  g_print (_("Player A played the Union and B the Confederacy, except in the games swapped.\n"));
  g_print ("\n");
  print_scores (m, a);
  hd_match_get_side_wins (m, &uw, &cw, &draws);
  g_print ("\n");
  g_print (_("Union won: %1$u; Confederacy won: %2$u; no winner: %3$u\n"), uw, cw, draws);
  print_levels (m, a);
  g_print (_("Refused actions: %u\n"), hd_match_get_refused (m));
  g_print (_("Stalled games: %u\n"), hd_match_get_stalled (m));
  print_forfeits (m);
  g_print ("\n");
  print_times (m);
  g_print ("\n");
  {
    g_autofree char *count = g_strdup_printf (ngettext ("%u game", "%u games", games), games);
    /* TRANSLATORS: complete games a second, then the games ("3 games") and the seconds they took */
    g_print (_("Playouts a second: %1$.2f (%2$s in %3$.2f s)\n"), hd_match_get_playouts_per_second (m),
             count, hd_match_get_seconds (m));
  }
}

/* Every game that stalled or had an action refused, on stderr; 3 if any,
 * else 4 if an outside player forfeited a game. */
static int
report_failures (const HdMatch *m)
{
  int status = hd_match_get_forfeits (m) > 0 ? 4 : 0;

  for (guint i = 0; i < hd_match_get_n_records (m); i++)
    {
      const HdMatchRecord *r = hd_match_get_record (m, i);

      if (!r->stalled && r->refused == 0)
        continue;
      if (r->swapped)
        /* TRANSLATORS: a game of a match that stopped: its seed, then why */
        g_printerr (_("The game of seed %1$u, swapped, stalled: %2$s\n"), r->seed, r->stall_reason);
      else
        g_printerr (_("The game of seed %1$u stalled: %2$s\n"), r->seed, r->stall_reason);
      status = 3;
    }
  return status;
}

/* The match of @a, or with @from (the file's game) the one game played
 * on from it. */
static int
run (HdMap *map, Args *a, HdGame *from)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMatch) match = NULL;
  g_autoptr(HdScenario) scenario = hd_scenario_new_builtin (map, a->setup.scenario_id, &error);
  Writer writer = { .args = a };

  if (scenario == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  if (a->transcripts != NULL && g_mkdir_with_parents (a->transcripts, 0777) != 0)
    {
      int saved = errno;
      /* TRANSLATORS: %1$s the folder given to --transcript, %2$s why it cannot be made */
      g_printerr (_("The folder %1$s cannot be made: %2$s\n"), a->transcripts, g_strerror (saved));
      return 1;
    }
  match = from != NULL
          ? hd_match_run_from (&a->setup, from, a->transcripts ? write_transcript : NULL, &writer, NULL, &error)
          : hd_match_run (map, &a->setup, a->transcripts ? write_transcript : NULL, &writer, NULL, &error);
  if (match == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  if (writer.error != NULL)
    {
      g_printerr ("%s\n", writer.error->message);
      g_clear_error (&writer.error);
      return 1;
    }
  if (a->json)
    print_json (match, a);
  else
    print_text (match, a, scenario);
  return report_failures (match);
}

/* The players the file's seats give (for what is printed), or 64 for a
 * side left to its seat that a person commands. */
static int
check_seats (Args *a, HdGame *game)
{
  for (guint p = 0; p < HD_MATCH_N_PLAYERS; p++)
    {
      const HdSeat *seat = &hd_game_get_seats (game)->side[p == HD_MATCH_A ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE];

      if (!a->setup.seated[p] || hd_player_level_from_seat (seat->player, &a->setup.levels[p]))
        continue;
      return say_bad (g_strdup (p == HD_MATCH_A
                                ? _("In this file a person commands the Union: name its player with --union PLAYER.")
                                : _("In this file a person commands the Confederacy: name its player with "
                                    "--confederate PLAYER.")));
    }
  return 0;
}

/* The game of --from FILE played on; 1 or 2 when FILE cannot be had (as
 * `play` says), 64 when a side has no player. */
static int
run_from (HdMap *map, Args *a)
{
  g_autoptr(HdGame) game = NULL;
  int status;

  game = hd_cli_load_game (a->from, &status);
  if (game == NULL)
    return status;
  if ((status = check_seats (a, game)) != 0)
    return status;
  a->setup.scenario_id = hd_game_get_scenario_id (game);
  a->setup.options = hd_game_get_options (game);
  a->setup.n_games = 1;
  a->from_actions = hd_log_get_n_actions (HD_LOG (game));
  return run (map, a, game);
}

/* The outside players named, ready to be started; 64 for a command that
 * is none. */
static int
make_outside (HdMap *map, Args *a)
{
  for (guint p = 0; p < HD_MATCH_N_PLAYERS; p++)
    {
      g_autoptr(GError) error = NULL;

      if (a->commands[p] == NULL)
        continue;
      a->external[p] = hd_cli_external_new (map, a->commands[p], a->move_time, &error);
      if (a->external[p] == NULL)
        return say_bad (g_strdup (error->message));
      a->setup.outside[p] = hd_cli_external_get_outside (a->external[p]);
    }
  return 0;
}

int
hd_cli_match (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) options = g_ptr_array_new ();
  g_autoptr(HdMap) map = NULL;
  Args a = { .options = options };
  int status;

  status = parse_args (&a, argc, argv);
  g_clear_pointer (&a.quoted, g_free);
  if (status != 0)
    return status;
  map = hd_map_new_default (&error);
  if (map == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  if ((status = make_outside (map, &a)) == 0)
    {
      if (a.from != NULL)
        status = run_from (map, &a);
      else if ((status = check_options (map, &a)) == 0)
        status = run (map, &a, NULL);
    }
  for (guint p = 0; p < HD_MATCH_N_PLAYERS; p++)
    g_clear_pointer (&a.external[p], hd_cli_external_free);
  return status;
}
