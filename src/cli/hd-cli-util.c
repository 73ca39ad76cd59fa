/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli-util.c: what the commands of house-divided-cli share
 * (hd-cli-util.h): a unit and a win in the JSON's words, a transcript
 * replayed with the line and rule it stopped at, a save or a transcript
 * read as one game, a save claimed before it is written, and a file that
 * could not be read told. */
#define G_LOG_DOMAIN "hd-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-campaign-game.h"
#include "hd-cli-util.h"
#include "hd-rules.h"
#include "hd-transcript.h"
#include "hd-victory.h"

/* One unit as JSON: {"number", "side", "kind", "box", "reduced",
 * "entrenched", "crossed"}. */
void
hd_cli_unit_to_json (JsonBuilder       *b,
                     const HdState     *state,
                     const HdBoardUnit *bu)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "number");
  json_builder_add_int_value (b, bu->id);
  json_builder_set_member_name (b, "side");
  json_builder_add_string_value (b, hd_side_to_string (bu->unit.side));
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, hd_unit_kind_get_code (bu->unit.kind));
  json_builder_set_member_name (b, "box");
  json_builder_add_string_value (b, hd_map_get_box (hd_state_get_map (state), bu->box)->id);
  json_builder_set_member_name (b, "reduced");
  json_builder_add_boolean_value (b, bu->unit.reduced);
  json_builder_set_member_name (b, "entrenched");
  json_builder_add_boolean_value (b, bu->unit.entrenched);
  json_builder_set_member_name (b, "crossed");
  json_builder_add_boolean_value (b, bu->move.crossed);
  json_builder_end_object (b);
}

/* How a game was won, in the JSON's words ("short-game"; docs/cli.md). */
const char *
hd_cli_win_to_string (HdWin win)
{
  static const char * const reasons[] = {
    [HD_WIN_NONE] = "none", [HD_WIN_SEVEN_CITIES] = "seven-cities", [HD_WIN_WASHINGTON] = "washington",
    [HD_WIN_ARMY_MAXIMUM] = "army-maximum", [HD_WIN_SURVIVED] = "survived", [HD_WIN_SHORT_GAME] = "short-game",
    [HD_WIN_MARCH_LEVEL] = "march-level", [HD_WIN_SUDDEN_DEATH] = "sudden-death", [HD_WIN_DRAW] = "draw",
  };

  g_return_val_if_fail ((guint) win < G_N_ELEMENTS (reasons), NULL);
  return reasons[win];
}

/* A transcript that could not be replayed: why, then (for a line read)
 * where it stopped: the line, and the rule that refused it ("rule 4.3",
 * "Advanced 8.2.2" translated), or that it was not understood. */
int
hd_cli_replay_failed (const GError *error,
                      guint         line,
                      const char   *rule)
{
  g_autofree char *number = rule != NULL ? hd_rules_get_number (rule) : NULL;

  g_printerr ("%s\n", error->message);
  if (line == 0)
    return 2;
  if (rule == NULL)
    /* TRANSLATORS: %u the line of a transcript no rule refused: it was not understood */
    g_printerr (_("Stopped at line %u (not understood).\n"), line);
  else if (g_ascii_isdigit (rule[0]))
    /* TRANSLATORS: line number and rule number of a refused transcript line */
    g_printerr (_("Stopped at line %u (rule %s).\n"), line, number);
  else
    /* TRANSLATORS: %1$u the line of a refused transcript line, %2$s the
     * rule that refused it, translated as the rule's number:
     * "Advanced 8.2.2" or "Game Piece Inventory" */
    g_printerr (_("Stopped at line %1$u (%2$s).\n"), line, number);
  return 2;
}

/* The map and the bytes of the file at @path (at most @max of them);
 * FALSE, said, when either cannot be had. */
static gboolean
load_file (const char *path, gsize max, HdMap **map, GBytes **bytes)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);

  *map = hd_map_new_default (&error);
  if (*map != NULL && (*bytes = hd_file_load (file, max, &error)) != NULL)
    return TRUE;
  g_clear_object (map);
  g_printerr ("%s\n", error->message);
  return FALSE;
}

void
hd_cli_json_string (JsonBuilder *b,
                    const char  *name,
                    const char  *value)
{
  json_builder_set_member_name (b, name);
  if (value != NULL)
    json_builder_add_string_value (b, value);
  else
    json_builder_add_null_value (b);
}

void
hd_cli_json_int (JsonBuilder *b,
                 const char  *name,
                 gint64       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

void
hd_cli_json_double (JsonBuilder *b,
                    const char  *name,
                    double       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_double_value (b, value);
}

void
hd_cli_winner_to_json (JsonBuilder *b,
                       HdWin        win,
                       HdSide       winner)
{
  json_builder_set_member_name (b, "winner");
  if (win == HD_WIN_NONE)
    {
      json_builder_add_null_value (b);
      return;
    }
  json_builder_begin_object (b);
  hd_cli_json_string (b, "side", winner == HD_SIDE_NEUTRAL ? "none" : hd_side_to_string (winner));
  hd_cli_json_string (b, "reason", hd_cli_win_to_string (win));
  hd_cli_json_string (b, "explanation", hd_victory_get_label (win));
  json_builder_end_object (b);
}

/* The transcript @bytes of @path replayed, as hd_cli_load_transcript. */
static HdGame *
replay (HdMap *map, GBytes *bytes, const char *path, int *status)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *rule = NULL;
  HdGame *game;
  gsize len;
  const char *text = g_bytes_get_data (bytes, &len);
  guint line = 0;

  if (text != NULL && hd_campaign_game_is_campaign_transcript (text, (gssize) len))
    {
      /* TRANSLATORS: %s a transcript of the Campaign Game given to a command
       * (odds) that reads A House Divided's only */
      g_printerr (_("%s is a Campaign Game transcript; this command reads A House Divided transcripts only.\n"),
                  path);
      return NULL;
    }
  game = hd_transcript_read (map, text ? text : "", (gssize) len, path, &line, &rule, &error);
  if (game == NULL)
    {
      *status = hd_cli_replay_failed (error, line, rule);
      return NULL;
    }
  *status = 0;
  return game;
}

/* Replays the transcript at @path; NULL when it cannot, with the reason
 * printed and @status set: 1 for a file that cannot be read, 2 for a line
 * not understood or refused (named, with its rule). */
HdGame *
hd_cli_load_transcript (const char *path,
                        int        *status)
{
  g_autoptr(HdMap) map = NULL;
  g_autoptr(GBytes) bytes = NULL;

  *status = 1;
  if (!load_file (path, HD_TRANSCRIPT_MAX_BYTES, &map, &bytes))
    return NULL;
  return replay (map, bytes, path, status);
}

/* Whether @bytes are a save: their first character past blank space is
 * '<', as the application tells a save from a transcript. */
static gboolean
is_save (GBytes *bytes)
{
  gsize len, i = 0;
  const char *text = g_bytes_get_data (bytes, &len);

  while (i < len && g_ascii_isspace (text[i]))
    i++;
  return i < len && text[i] == '<';
}

/* The save or the transcript at @path; NULL when it cannot be had, with
 * the reason printed and @status set: 1 for a file that cannot be read
 * or a damaged save, 2 for a transcript's line not understood or
 * refused. */
HdGame *
hd_cli_load_game (const char *path,
                  int        *status)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMap) map = NULL;
  g_autoptr(GBytes) bytes = NULL;
  HdGame *game;

  *status = 1;
  if (!load_file (path, MAX (HD_GAME_MAX_BYTES, HD_TRANSCRIPT_MAX_BYTES), &map, &bytes))
    return NULL;
  if (!is_save (bytes))
    return replay (map, bytes, path, status);
  game = hd_game_new_from_bytes (map, bytes, path, &error);
  if (game == NULL)
    {
      *status = hd_cli_load_failed (error);
      return NULL;
    }
  *status = 0;
  return game;
}

/* Before `play --save` writes FILE: the temporary files that earlier saves
 * killed midway left in its folder (and, for a link, in its target's) go,
 * as the application's start-up removes them; and FILE is locked as the
 * application locks a game it plays (the lock of the real file, whatever
 * its name), so that neither writes over the other.  NULL when another
 * copy holds it, or FILE is a link another user planted. */
HdFileLock *
hd_cli_claim_save (GFile *out)
{
  g_autoptr(GError) error = NULL;
  HdFileLock *lock;

  hd_file_remove_leftovers_of (out, HD_FILE_LEFTOVER_AGE_SECONDS);
  lock = hd_file_lock (out, &error);
  if (lock == NULL)
    /* TRANSLATORS: the reason (a game open elsewhere), then what was done */
    g_printerr (_("%s; nothing was saved.\n"), error->message);
  return lock;
}

int
hd_cli_load_failed (const GError *error)
{
  g_printerr ("%s\n", error->message);
  g_printerr (_("The file was not changed.\n"));
  return 1;
}

gboolean
hd_cli_write_file (const char  *path,
                   GBytes      *bytes,
                   GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);

  return hd_file_replace (file, data, len, error);
}
