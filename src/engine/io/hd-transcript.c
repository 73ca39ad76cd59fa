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

G_DEFINE_QUARK (hd-transcript-error-quark, hd_transcript_error)


/* Whether @line is a set-up line: its first word @keyword (in any case);
 * @value is then its one other word, or NULL when it has none or more. */
static gboolean
setup_line (const char *line, const char *keyword, gboolean *is, char **value)
{
  g_auto(GStrv) raw = g_strsplit_set (line, " \t", -1);
  g_autoptr(GPtrArray) words = g_ptr_array_new ();

  for (guint i = 0; raw[i] != NULL; i++)
    if (*raw[i] != '\0')
      g_ptr_array_add (words, raw[i]);
  *is = words->len > 0 && g_ascii_strcasecmp (words->pdata[0], keyword) == 0;
  *value = *is && words->len == 2 ? g_strdup (words->pdata[1]) : NULL;
  return *is;
}

/* The line of @text that byte @at is on. */
static guint
line_of (const char *text, gsize at)
{
  guint line = 1;

  for (gsize i = 0; i < at; i++)
    line += text[i] == '\n';
  return line;
}

static gboolean G_GNUC_PRINTF (5, 6)
text_refused (const char *source, guint line, guint *error_line, GError **error, const char *format, ...)
{
  g_autofree char *msg = NULL;
  va_list args;

  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  if (error_line)
    *error_line = line;
  g_set_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SYNTAX, "%s:%u: %s", source, line, msg);
  return FALSE;
}

/* What makes a file no transcript at all, said with its line: too large,
 * a NUL byte, bytes that are not UTF-8, lines ended by a carriage return
 * alone (which would make the whole file one line).  The Campaign Game's
 * transcripts are held to the same (hd-campaign-transcript.c). */
gboolean
hd_transcript_check_text (const char  *text,
                          gsize        length,
                          const char  *source,
                          guint       *error_line,
                          GError     **error)
{
  const char *nul, *bad = NULL;

  if (length > HD_TRANSCRIPT_MAX_BYTES)
    {
      g_set_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SYNTAX,
                   _("%s: the file is larger than %d bytes, the most a transcript may be"), source,
                   HD_TRANSCRIPT_MAX_BYTES);
      return FALSE;
    }
  nul = memchr (text, '\0', length);
  if (nul != NULL)
    return text_refused (source, line_of (text, (gsize) (nul - text)), error_line, error,
                         _("the line has a NUL byte: a transcript is plain UTF-8 text"));
  if (!g_utf8_validate (text, (gssize) length, &bad))
    {
      const char *start = bad;

      while (start > text && start[-1] != '\n')
        start--;
      return text_refused (source, line_of (text, (gsize) (bad - text)), error_line, error,
                           _("the line is not valid UTF-8 text (at its byte %u): a transcript is plain UTF-8 text"),
                           (guint) (bad - start) + 1);
    }
  /* the file's last byte too: nothing follows it, so no line feed */
  for (gsize i = 0; i < length; i++)
    if (text[i] == '\r' && (i + 1 == length || text[i + 1] != '\n'))
      return text_refused (source, line_of (text, i), error_line, error,
                           _("the line ends with a carriage return alone (old Mac line endings); the lines of a "
                             "transcript end with a line feed, or a carriage return and a line feed"));
  return TRUE;
}

/* The game a transcript's scenario and option lines set up; when it
 * cannot be, the error names the line of the scenario or option to blame. */
static HdGame *
start_game (HdMap *map, const char *scenario, guint scenario_line, GPtrArray *options, GArray *option_lines,
            const char *source, guint *error_line, char **error_rule, GError **error)
{
  g_autoptr(GError) why = NULL;
  HdGame *game;
  guint line;
  int culprit;

  g_ptr_array_add (options, NULL);
  game = hd_game_new_blaming (map, scenario, (const char * const *) options->pdata, &culprit, &why);
  g_ptr_array_remove_index (options, options->len - 1);
  if (game != NULL)
    return game;
  line = culprit < 0 ? scenario_line : g_array_index (option_lines, guint, culprit);
  if (error_line)
    *error_line = line;
  if (error_rule)
    *error_rule = g_strdup (hd_rules_error_get_rule (why));
  g_set_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SETUP, "%s:%u: %s", source, line, why->message);
  return NULL;
}

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
  const char *source = source_name ? source_name : "transcript";
  gsize total;
  g_autofree char *copy = NULL;
  g_autofree char *scenario = NULL;
  g_autoptr(GPtrArray) options = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) option_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(HdGame) game = NULL;
  guint scenario_line = 0, lines_read = 0;

  g_return_val_if_fail (HD_IS_MAP (map), NULL);
  g_return_val_if_fail (text != NULL || length == 0, NULL);

  if (error_line)
    *error_line = 0;
  if (error_rule)
    *error_rule = NULL;
  if (length < 0)
    length = (gssize) strlen (text);
  if (!hd_transcript_check_text (text, (gsize) length, source, error_line, error))
    return NULL;
  /* a byte-order mark is how some editors begin UTF-8 text */
  if (length >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    {
      text += 3;
      length -= 3;
    }
  total = (gsize) MAX (length, 1);
  /* line by line, one line copied at a time: memory in proportion to the
   * game, not to the text */
  for (guint i = 0; text != NULL && length >= 0 && (i == 0 || length > 0); i++)
    {
      const char *nl = memchr (text, '\n', (gsize) length);
      gsize n = nl != NULL ? (gsize) (nl - text) : (gsize) length;
      char *line;
      g_autofree char *value = NULL;
      gboolean is_setup;
      HdAction action;
      g_autoptr(GError) refusal = NULL;
      guint line_number = i + 1;

      lines_read = line_number;
      if (i % 4096 == 0 && i > 0)
        {
          if (progress != NULL)
            progress (1.0 - (double) length / (double) total, user_data);
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            return NULL;
        }
      g_free (copy);
      copy = g_strndup (text, n);
      text += nl != NULL ? n + 1 : n;
      length -= nl != NULL ? (gssize) n + 1 : (gssize) n;
      line = g_strstrip (copy);
      hd_action_line_strip_comment (line);
      if (*line == '\0')
        continue;

      if (game == NULL && setup_line (line, "scenario", &is_setup, &value))
        {
          if (scenario != NULL || value == NULL)
            goto syntax;
          scenario = g_steal_pointer (&value);
          scenario_line = i + 1;
          continue;
        }
      if (game == NULL && setup_line (line, "option", &is_setup, &value))
        {
          if (value == NULL)
            goto syntax;
          g_ptr_array_add (options, g_steal_pointer (&value));
          g_array_append_val (option_lines, line_number);
          continue;
        }
      if (game == NULL)
        {
          if (scenario == NULL)
            {
              if (error_line)
                *error_line = i + 1;
              g_set_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SETUP,
                           _("%s:%u: a transcript starts by naming its scenario (\"scenario 1861-campaign\")"),
                           source, i + 1);
              return NULL;
            }
          game = start_game (map, scenario, scenario_line, options, option_lines, source, error_line, error_rule,
                             error);
          if (game == NULL)
            return NULL;
        }
      if (!hd_action_line_parse (map, line, &action))
        goto syntax;
      if (!hd_log_apply (HD_LOG (game), &action, &refusal))
        {
          if (error_line)
            *error_line = i + 1;
          if (error_rule)
            *error_rule = g_strdup (hd_rules_error_get_rule (refusal));
          g_set_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_REFUSED, "%s:%u: %s", source, i + 1,
                       refusal->message);
          return NULL;
        }
      continue;

    syntax:
      if (error_line)
        *error_line = i + 1;
      {
        g_autofree char *quoted = hd_excerpt (line, -1);
        g_set_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SYNTAX,
                     _("%s:%u: this line is not understood: \"%s\" (see docs/transcript.md)"), source, i + 1, quoted);
      }
      return NULL;
    }

  if (game == NULL)
    {
      if (scenario == NULL)
        {
          guint last = MAX (lines_read, 1);

          if (error_line)
            *error_line = last;
          g_set_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SETUP,
                       _("%s:%u: the transcript ends without naming its scenario: it holds only blank lines, "
                         "comments or options, and must start with a line like \"scenario 1861-campaign\""),
                       source, last);
          return NULL;
        }
      game = start_game (map, scenario, scenario_line, options, option_lines, source, error_line, error_rule, error);
    }
  return g_steal_pointer (&game);
}


char *
hd_transcript_write (HdGame *game)
{
  g_return_val_if_fail (HD_IS_GAME (game), NULL);
  return hd_log_write_transcript (HD_LOG (game), NULL);
}
