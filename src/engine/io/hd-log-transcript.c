/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-log-transcript.c: the transcript reader every game kind shares
 * (hd-log-transcript.h): the text checked, the line loop, the kind's
 * set-up lines, then each action read by the kind and made by the log,
 * with progress and cancellation; a line refused or not understood named
 * with its number and rule. */
#define G_LOG_DOMAIN "hd-log-transcript"

#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "hd-log-transcript.h"
#include "hd-rules.h"

G_DEFINE_QUARK (hd-transcript-error-quark, hd_log_transcript_error)

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
 * alone (which would make the whole file one line): the same for every
 * kind. */
gboolean
hd_log_transcript_check_text (const char  *text,
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

/* The line at *@text (without its line feed), the text moved past it. */
static char *
take_line (const char **text,
           gsize       *len)
{
  const char *nl = memchr (*text, '\n', *len);
  gsize n = nl != NULL ? (gsize) (nl - *text) : *len;
  char *line = g_strndup (*text, n);

  *text += nl != NULL ? n + 1 : n;
  *len -= nl != NULL ? n + 1 : n;
  return line;
}

/* @text past a byte-order mark (how some editors begin UTF-8 text). */
static const char *
skip_mark (const char *text, gsize *len)
{
  if (*len >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    {
      *len -= 3;
      return text + 3;
    }
  return text;
}

/* A line as the loop reads it: blank space and the comment cut off. */
static void
clean_line (const HdLogReader *reader, char *line)
{
  g_strstrip (line);
  reader->strip_comment (line);
  g_strstrip (line);
}

/**
 * hd_log_transcript_first_line:
 *
 * The first line of @text that is neither blank nor a comment (as
 * @reader cuts comments), or NULL: what tells a transcript's kind.
 */
char *
hd_log_transcript_first_line (const HdLogReader *reader,
                              const char        *text,
                              gssize             length)
{
  gsize len;

  g_return_val_if_fail (reader != NULL, NULL);
  g_return_val_if_fail (text != NULL || length == 0, NULL);
  len = length < 0 ? strlen (text) : (gsize) length;
  text = skip_mark (text, &len);
  while (len > 0)
    {
      char *line = take_line (&text, &len);

      clean_line (reader, line);
      if (*line != '\0')
        return line;
      g_free (line);
    }
  return NULL;
}

/* One action line, read by the kind and made by the log; FALSE with the
 * error (and the rule that refused it, if one did). */
static gboolean
read_action (HdLog *log, const char *line, const char *source, guint number, char **error_rule, GError **error)
{
  g_autoptr(GError) why = NULL;
  HdLogClass *klass = HD_LOG_GET_CLASS (log);
  gpointer action = klass->action_from_line (log, line, &why);
  gboolean joined = action != NULL && klass->joins_previous != NULL && hd_log_get_n_actions (log) > 0 &&
                    klass->joins_previous (log, hd_log_get_position (log), action);

  if (action != NULL && hd_log_append (log, action, joined, &why))
    return TRUE;
  if (error_rule && why->domain == HD_RULES_ERROR)
    *error_rule = g_strdup (hd_rules_error_get_rule (why));
  g_set_error (error, HD_TRANSCRIPT_ERROR,
               action != NULL && why->domain == HD_RULES_ERROR ? HD_TRANSCRIPT_ERROR_REFUSED
                                                                : HD_TRANSCRIPT_ERROR_SYNTAX,
               "%s:%u: %s", source, number, why->message);
  return FALSE;
}

/* The share of the text read, and whether the reading was cancelled,
 * every so many lines. */
static gboolean
keep_going (guint number, gsize left, gsize total, HdLogProgress progress, gpointer user_data,
            GCancellable *cancellable, GError **error)
{
  if (number == 0 || number % 4096 != 0)
    return TRUE;
  if (progress != NULL)
    progress (1.0 - (double) left / (double) total, user_data);
  return !g_cancellable_set_error_if_cancelled (cancellable, error);
}

/**
 * hd_log_transcript_read:
 * @reader: the kind's reader of its set-up lines, with @data
 * @progress: (nullable): told now and then the share of the text read
 * @error_line: (out) (optional): the line the error is about
 * @error_rule: (out) (optional): the rule that refused it, if any
 *
 * Replays a transcript: the result has every line made; at the first
 * line that is not understood or is refused, NULL and the error.  Line
 * by line, one line copied at a time: memory in proportion to the game,
 * not to the text.
 */
HdLog *
hd_log_transcript_read (const HdLogReader  *reader,
                        gpointer            data,
                        const char         *text,
                        gssize              length,
                        const char         *source,
                        HdLogProgress       progress,
                        gpointer            user_data,
                        GCancellable       *cancellable,
                        guint              *error_line,
                        char              **error_rule,
                        GError            **error)
{
  g_autoptr(HdLog) log = NULL;
  gsize len, total;
  guint number = 0;

  g_return_val_if_fail (reader != NULL, NULL);
  g_return_val_if_fail (text != NULL || length == 0, NULL);

  if (error_line)
    *error_line = 0;
  if (error_rule)
    *error_rule = NULL;
  len = length < 0 ? strlen (text) : (gsize) length;
  if (!hd_log_transcript_check_text (text, len, source, error_line, error))
    return NULL;
  text = skip_mark (text, &len);
  total = MAX (len, 1);
  while (len > 0)
    {
      g_autofree char *line = take_line (&text, &len);
      HdLogLine kind = HD_LOG_LINE_ACTION;

      number++;
      if (!keep_going (number - 1, len, total, progress, user_data, cancellable, error))
        return NULL;
      clean_line (reader, line);
      if (*line == '\0')
        continue;
      if (log == NULL)
        {
          kind = reader->setup_line (data, line, number, error);
          if (kind == HD_LOG_LINE_FAILED && error_line)
            *error_line = number;
          if (kind == HD_LOG_LINE_FAILED)
            return NULL;
          if (kind == HD_LOG_LINE_SETUP)
            continue;
          log = reader->start (data, number, FALSE, error_line, error_rule, error);
          if (log == NULL)
            return NULL;
        }
      if (kind == HD_LOG_LINE_ACTION && !read_action (log, line, source, number, error_rule, error))
        {
          if (error_line)
            *error_line = number;
          return NULL;
        }
    }
  if (log == NULL)
    log = reader->start (data, MAX (number, 1), TRUE, error_line, error_rule, error);
  return g_steal_pointer (&log);
}
