/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-game-transcript.c: a Campaign Game as text (docs/transcript.md,
 * "The Campaign Game"): a first line "campaign" (or "campaign by-side"
 * where new records take their ids by side, or "campaign setup FILE" for
 * a set-up file of the umpire's), then one action a line in the
 * one-line form of hd-campaign-action.h, with "#" comments and blank
 * lines.  This file is the campaign's reader of its first line and of
 * comments; the line loop is the log's (hd-log-transcript.c), so every
 * line is checked by the rules as the application's actions are.  The
 * declarations are in hd-campaign-game.h, the only campaign header the
 * CLI may use for it. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "hd-campaign-game.h"
#include "hd-campaign-game-private.h"
#include "hd-excerpt.h"
#include "hd-file.h"
#include "hd-rules.h"
#include "hd-log-transcript.h"

#define FIRST_WORD "campaign"

/* The part of @line before its comment: a "#" at the start or after a
 * blank, outside a quoted value, begins one. */
static void
strip_comment (char *line)
{
  gboolean quoted = FALSE;

  for (char *p = line; *p != '\0'; p++)
    {
      if (quoted && *p == '\\' && p[1] != '\0')
        p++;
      else if (*p == '"')
        quoted = !quoted;
      else if (!quoted && *p == '#' && (p == line || g_ascii_isspace (p[-1])))
        {
          *p = '\0';
          break;
        }
    }
  g_strstrip (line);
}

static const HdLogReader reader;

/* Whether @text's first line that is not blank or a comment is the
 * campaign's first line ("campaign", "campaign setup FILE"). */
gboolean
hd_campaign_game_is_campaign_transcript (const char *text,
                                         gssize      length)
{
  g_autofree char *line = NULL;
  g_auto(GStrv) words = NULL;

  g_return_val_if_fail (text != NULL || length == 0, FALSE);
  line = hd_log_transcript_first_line (&reader, text, length);
  if (line == NULL)
    return FALSE;
  words = g_strsplit_set (line, " \t", 2);
  return g_str_equal (words[0], FIRST_WORD);
}

static void G_GNUC_PRINTF (6, 7)
refuse_line (GError     **error,
             gint         code,
             const char  *source,
             guint        line,
             guint       *error_line,
             const char  *format,
             ...)
{
  g_autofree char *msg = NULL;
  va_list args;

  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  if (error_line)
    *error_line = line;
  g_set_error (error, HD_TRANSCRIPT_ERROR, code, "%s:%u: %s", source, line, msg);
}

/* What the first line said. */
typedef struct {
  HdMap      *map;
  GFile      *folder;
  const char *source;
  char       *setup_file;    /* "campaign setup FILE": FILE; NULL for the built-in set-up */
  gboolean    by_side;       /* "campaign by-side": new records' ids by side */
} Setup;

/* A game from the set-up file @path, relative to @folder. */
static HdCampaignGame *
game_from_setup_file (HdMap       *map,
                      const char  *path,
                      GFile       *folder,
                      GError     **error)
{
  g_autoptr(GFile) file = folder != NULL ? g_file_resolve_relative_path (folder, path)
                                         : g_file_new_for_commandline_arg (path);
  g_autofree char *name = g_file_get_parse_name (file);
  g_autoptr(GBytes) bytes = hd_file_load (file, HD_CAMPAIGN_GAME_MAX_BYTES, error);

  /* a set-up file that says nothing of ids is read as it was when it was
   * written: one sequence */
  return bytes != NULL ? hd_campaign_game_new_with_ids (map, bytes, name, FALSE, error) : NULL;
}

/* The first line: "campaign" (the built-in set-up) or "campaign setup
 * FILE" (a set-up file, relative to the transcript's folder) starts the
 * game; anything else is refused. */
static HdLogLine
setup_line (gpointer data, const char *line, guint number, GError **error)
{
  Setup *setup = data;
  gsize n = strlen (FIRST_WORD);
  gboolean first = g_str_has_prefix (line, FIRST_WORD) && (line[n] == '\0' || g_ascii_isspace (line[n]));
  const char *rest = first ? line + n : line;

  while (g_ascii_isspace (*rest))
    rest++;
  if (first && *rest == '\0')
    return HD_LOG_LINE_STARTS;
  if (first && g_str_has_prefix (rest, "by-side") && rest[strspn (rest + 7, " \t\r") + 7] == '\0')
    {
      setup->by_side = TRUE;
      return HD_LOG_LINE_STARTS;
    }
  if (first && g_str_has_prefix (rest, "setup") && g_ascii_isspace (rest[5]))
    {
      setup->setup_file = g_strstrip (g_strdup (rest + 6));
      return HD_LOG_LINE_STARTS;
    }
  {
    g_autofree char *quoted = hd_excerpt (line, -1);
    refuse_line (error, HD_TRANSCRIPT_ERROR_SETUP, setup->source, number, NULL,
                 _("a campaign transcript starts with \"campaign\", \"campaign by-side\" or \"campaign setup FILE\", "
                   "not \"%s\""),
                 quoted);
  }
  return HD_LOG_LINE_FAILED;
}

static HdLog *
start_game (gpointer data, guint number, gboolean at_end, guint *error_line, char **error_rule, GError **error)
{
  Setup *setup = data;
  g_autoptr(GError) why = NULL;
  HdCampaignGame *game;

  if (at_end)
    {
      refuse_line (error, HD_TRANSCRIPT_ERROR_SETUP, setup->source, number, error_line,
                   _("the transcript holds no \"campaign\" line: a campaign transcript starts with one"));
      return NULL;
    }
  game = setup->setup_file != NULL ? game_from_setup_file (setup->map, setup->setup_file, setup->folder, &why)
                                   : hd_campaign_game_new_with_ids (setup->map, NULL, NULL, setup->by_side, &why);
  if (game == NULL)
    refuse_line (error, HD_TRANSCRIPT_ERROR_SETUP, setup->source, number, error_line,
                 _("the campaign cannot be set up: %s"), why->message);
  return game != NULL ? HD_LOG (game) : NULL;
}

static const HdLogReader reader = { strip_comment, setup_line, start_game };

/**
 * hd_campaign_game_read_transcript:
 * @folder: (nullable): where a "campaign setup FILE" line's FILE is, if
 *   relative (the transcript's folder); NULL: the current folder
 * @error_line: (out) (optional): the line the error is about
 * @error_rule: (out) (optional): the rule that refused it, if any
 *
 * Replays a campaign transcript through the log's reader
 * (hd-log-transcript.h): the result has every line made; at the first
 * line that is not understood or is refused, NULL and the error.
 */
HdCampaignGame *
hd_campaign_game_read_transcript (HdMap       *map,
                                  const char  *text,
                                  gssize       length,
                                  const char  *source_name,
                                  GFile       *folder,
                                  guint       *error_line,
                                  char       **error_rule,
                                  GError     **error)
{
  Setup setup = { map, folder, source_name ? source_name : "transcript", NULL };
  HdLog *log;

  g_return_val_if_fail (HD_IS_MAP (map), NULL);

  log = hd_log_transcript_read (&reader, &setup, text, length, setup.source, NULL, NULL, NULL, error_line,
                                error_rule, error);
  g_free (setup.setup_file);
  return log != NULL ? HD_CAMPAIGN_GAME (log) : NULL;
}
