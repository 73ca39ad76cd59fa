/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-transcript.c: reads and writes A House Divided's transcripts; each
 * action line is read and written by hd-action-line.c.  A transcript is
 * replayed line by line through HdGame, so every line is checked by the
 * same rules as a click in the application; the first line refused stops
 * the reading and is reported with its number and rule. */
#define G_LOG_DOMAIN "hd-transcript"

#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "hd-action-line.h"
#include "hd-excerpt.h"
#include "hd-transcript.h"



/* What the set-up lines said so far. */
typedef struct {
  HdMap      *map;
  const char *source;
  char       *scenario;
  guint       scenario_line;
  GPtrArray  *options;        /* char * */
  GArray     *option_lines;   /* guint */
  HdSeats     seats;          /* the "companion" lines */
} Setup;

/* Whether @line is a set-up line: its first word @keyword (in any case);
 * @value is then its one other word, or NULL when it has none or more. */
static gboolean
setup_word (const char *line, const char *keyword, char **value)
{
  g_auto(GStrv) raw = g_strsplit_set (line, " \t", -1);
  g_autoptr(GPtrArray) words = g_ptr_array_new ();
  gboolean is;

  for (guint i = 0; raw[i] != NULL; i++)
    if (*raw[i] != '\0')
      g_ptr_array_add (words, raw[i]);
  is = words->len > 0 && g_ascii_strcasecmp (words->pdata[0], keyword) == 0;
  *value = is && words->len == 2 ? g_strdup (words->pdata[1]) : NULL;
  return is;
}

static gboolean
not_understood (Setup *setup, const char *line, guint number, GError **error)
{
  g_autofree char *quoted = hd_excerpt (line, -1);

  g_set_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SYNTAX,
               _("%s:%u: this line is not understood: \"%s\" (see docs/transcript.md)"), setup->source, number,
               quoted);
  return FALSE;
}

/* "companion SIDE LEVEL seed N dice rolled|typed [hints]": a side the
 * companion commands (issue 33), read by hd-seats; its refusal said with
 * the line's place. */
static HdLogLine
companion_line (Setup *setup, const char *line, guint number, GError **error)
{
  g_autoptr(GError) why = NULL;

  if (!hd_seats_read_line (&setup->seats, line, &why))
    {
      g_set_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SYNTAX, "%s:%u: %s", setup->source, number,
                   why->message);
      return HD_LOG_LINE_FAILED;
    }
  return HD_LOG_LINE_SETUP;
}

/* "scenario ID" once, then "option ID" and "companion ..." lines;
 * anything else is the first action. */
static HdLogLine
setup_line (gpointer data, const char *line, guint number, GError **error)
{
  Setup *setup = data;
  g_autofree char *value = NULL;

  if (setup_word (line, "scenario", &value))
    {
      if (setup->scenario != NULL || value == NULL)
        return not_understood (setup, line, number, error), HD_LOG_LINE_FAILED;
      setup->scenario = g_steal_pointer (&value);
      setup->scenario_line = number;
      return HD_LOG_LINE_SETUP;
    }
  if (setup_word (line, "option", &value))
    {
      if (value == NULL)
        return not_understood (setup, line, number, error), HD_LOG_LINE_FAILED;
      g_ptr_array_add (setup->options, g_steal_pointer (&value));
      g_array_append_val (setup->option_lines, number);
      return HD_LOG_LINE_SETUP;
    }
  if (setup_word (line, "companion", &value))
    return companion_line (setup, line, number, error);
  return HD_LOG_LINE_ACTION;
}

/* The game the scenario and option lines set up; when it cannot be, the
 * error names the line of the scenario or option to blame. */
static HdLog *
start_game (gpointer data, guint number, gboolean at_end, guint *error_line, char **error_rule, GError **error)
{
  Setup *setup = data;
  g_autoptr(GError) why = NULL;
  HdGame *game;
  guint line;
  int culprit;

  if (setup->scenario == NULL)
    {
      if (error_line)
        *error_line = number;
      if (at_end)
        g_set_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SETUP,
                     _("%s:%u: the transcript ends without naming its scenario: it holds only blank lines, "
                       "comments or options, and must start with a line like \"scenario 1861-campaign\""),
                     setup->source, number);
      else
        g_set_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SETUP,
                     _("%s:%u: a transcript starts by naming its scenario (\"scenario 1861-campaign\")"),
                     setup->source, number);
      return NULL;
    }
  g_ptr_array_add (setup->options, NULL);
  game = hd_game_new_blaming (setup->map, setup->scenario, (const char * const *) setup->options->pdata, &culprit,
                              &why);
  g_ptr_array_remove_index (setup->options, setup->options->len - 1);
  if (game != NULL)
    {
      hd_game_set_seats (game, &setup->seats);
      return HD_LOG (game);
    }
  line = culprit < 0 ? setup->scenario_line : g_array_index (setup->option_lines, guint, culprit);
  if (error_line)
    *error_line = line;
  if (error_rule)
    *error_rule = g_strdup (hd_rules_error_get_rule (why));
  g_set_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SETUP, "%s:%u: %s", setup->source, line, why->message);
  return NULL;
}

/* A comment, as A House Divided's lines have them (hd-action-line). */
static void
strip_comment (char *line)
{
  hd_action_line_strip_comment (line);
}

static const HdLogReader reader = { strip_comment, setup_line, start_game };

/**
 * hd_transcript_read:
 * @error_line: (out) (optional): the line the error is about
 * @error_rule: (out) (optional): the rule that refused it, if any
 *
 * Replays a transcript.  The result has every line applied; at the first
 * line that is not understood or is refused, NULL and the error.
 */
HdGame *
hd_transcript_read (HdMap       *map,
                    const char  *text,
                    gssize       length,
                    const char  *source_name,
                    guint       *error_line,
                    char       **error_rule,
                    GError     **error)
{
  return hd_transcript_load (map, text, length, source_name, NULL, NULL, NULL, error_line, error_rule, error);
}

/**
 * hd_transcript_load:
 * @progress: (nullable): told now and then the share of the text read
 *
 * hd_transcript_read(), for a reader on another thread: with progress,
 * and stopped by @cancellable (G_IO_ERROR_CANCELLED).
 */
HdGame *
hd_transcript_load (HdMap          *map,
                    const char     *text,
                    gssize          length,
                    const char     *source_name,
                    HdGameProgress  progress,
                    gpointer        user_data,
                    GCancellable   *cancellable,
                    guint          *error_line,
                    char          **error_rule,
                    GError        **error)
{
  Setup setup = { map, source_name ? source_name : "transcript" };
  HdLog *log;

  g_return_val_if_fail (HD_IS_MAP (map), NULL);

  setup.options = g_ptr_array_new_with_free_func (g_free);
  setup.option_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  log = hd_log_transcript_read (&reader, &setup, text, length, setup.source, progress, user_data, cancellable,
                                error_line, error_rule, error);
  g_free (setup.scenario);
  g_ptr_array_unref (setup.options);
  g_array_unref (setup.option_lines);
  return log != NULL ? HD_GAME (log) : NULL;
}

char *
hd_transcript_write (HdGame *game)
{
  g_return_val_if_fail (HD_IS_GAME (game), NULL);
  return hd_log_write_transcript (HD_LOG (game), NULL);
}
