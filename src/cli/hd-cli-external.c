/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli-external.c: the engine protocol's harness (hd-cli-external.h):
 * the program started by GSubprocess (no shell), its standard input and
 * output as pipes read and written without blocking, every wait bounded
 * by a deadline on a main context of its own; the handshake, `newgame`
 * and `isready` at each game, and each decision's request (hd-protocol.h
 * writes it) and answer.  Whatever goes wrong (a late answer, a line that
 * is none, the program gone) forfeits the game and ends the program; the
 * next game starts it afresh. */
#define G_LOG_DOMAIN "hd-cli"

#include "config.h"

#include <signal.h>
#include <string.h>
#include <glib/gi18n.h>

#include "hd-cli-external.h"
#include "hd-excerpt.h"
#include "hd-protocol.h"

/* The handshake and each game's `isready` get at least this long. */
#define START_MS 10000
/* After `quit`, the program gets this long to end before it is ended. */
#define QUIT_MS 2000

struct _HdCliExternal {
  HdMap          *map;
  char           *command;
  char          **argv;
  char           *name;
  guint           move_time;
  GSubprocess    *process;
  GOutputStream  *to;        /* its standard input */
  GInputStream   *from;      /* its standard output */
  GString        *pending;   /* read, not yet a whole line */
  GMainContext   *context;
  HdMatchOutside  outside;
};

/* ---- waiting, bounded ---- */

static gboolean
on_ready (GObject *stream, gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static gboolean
on_timer (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Waits for @ready (taken) to fire, up to @deadline (monotonic time);
 * FALSE when the deadline came first. */
static gboolean
wait_for (HdCliExternal *x, GSource *ready, gint64 deadline)
{
  gint64 left = deadline - g_get_monotonic_time ();
  gboolean fired = FALSE, late = FALSE;
  GSource *timer;

  if (left <= 0)
    {
      g_source_unref (ready);
      return FALSE;
    }
  timer = g_timeout_source_new ((guint) MIN ((left + 999) / 1000, G_MAXUINT));
  g_source_set_callback (ready, G_SOURCE_FUNC (on_ready), &fired, NULL);
  g_source_set_callback (timer, on_timer, &late, NULL);
  g_source_attach (ready, x->context);
  g_source_attach (timer, x->context);
  while (!fired && !late)
    g_main_context_iteration (x->context, TRUE);
  g_source_destroy (ready);
  g_source_destroy (timer);
  g_source_unref (ready);
  g_source_unref (timer);
  return fired;
}

static void
set_late (GError **error, guint ms)
{
  /* TRANSLATORS: an outside player forfeits: %u the milliseconds it had */
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT, _("It did not answer within %u ms."), ms);
}

/* ---- the pipes ---- */

/* @text written whole to the program by @deadline. */
static gboolean
send_text (HdCliExternal *x, const char *text, gint64 deadline, guint ms, GError **error)
{
  GPollableOutputStream *to = G_POLLABLE_OUTPUT_STREAM (x->to);
  gsize length = strlen (text), done = 0;

  while (done < length)
    {
      g_autoptr(GError) why = NULL;
      gssize n = g_pollable_output_stream_write_nonblocking (to, text + done, length - done, NULL, &why);

      if (n > 0)
        done += (gsize) n;
      else if (!g_error_matches (why, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK))
        {
          /* TRANSLATORS: an outside player forfeits: %s why its input could not be written */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_BROKEN_PIPE, _("It stopped reading its input: %s"),
                       why != NULL ? why->message : "");
          return FALSE;
        }
      else if (!wait_for (x, g_pollable_output_stream_create_source (to, NULL), deadline))
        {
          set_late (error, ms);
          return FALSE;
        }
    }
  return TRUE;
}

/* A whole line of @x->pending taken off it into *@line. */
static gboolean
take_line (HdCliExternal *x, char **line)
{
  const char *end = memchr (x->pending->str, '\n', x->pending->len);
  gsize n;

  if (end == NULL)
    return FALSE;
  n = (gsize) (end - x->pending->str);
  *line = g_strndup (x->pending->str, n > 0 && end[-1] == '\r' ? n - 1 : n);
  g_string_erase (x->pending, 0, (gssize) n + 1);
  return TRUE;
}

/* The program's next line, by @deadline. */
static gboolean
read_line (HdCliExternal *x, gint64 deadline, guint ms, char **line, GError **error)
{
  GPollableInputStream *from = G_POLLABLE_INPUT_STREAM (x->from);

  while (!take_line (x, line))
    {
      g_autoptr(GError) why = NULL;
      char buffer[4096];
      gssize n;

      if (x->pending->len > HD_PROTOCOL_MAX_LINE)
        {
          /* TRANSLATORS: an outside player forfeits: %u the most bytes a line may have */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("It wrote a line longer than %u bytes."),
                       (guint) HD_PROTOCOL_MAX_LINE);
          return FALSE;
        }
      n = g_pollable_input_stream_read_nonblocking (from, buffer, sizeof buffer, NULL, &why);
      if (n > 0)
        g_string_append_len (x->pending, buffer, n);
      else if (n == 0 || !g_error_matches (why, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK))
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BROKEN_PIPE,
                               _("It stopped: its output ended before its answer."));
          return FALSE;
        }
      else if (!wait_for (x, g_pollable_input_stream_create_source (from, NULL), deadline))
        {
          set_late (error, ms);
          return FALSE;
        }
    }
  return TRUE;
}

/* Lines read, any other passed over, up to @word alone on a line; the
 * `id name` among them kept. */
static gboolean
read_until (HdCliExternal *x, const char *word, gint64 deadline, guint ms, GError **error)
{
  for (;;)
    {
      g_autofree char *line = NULL;

      if (!read_line (x, deadline, ms, &line, error))
        return FALSE;
      g_strstrip (line);
      if (g_str_equal (line, word))
        return TRUE;
      if (g_str_has_prefix (line, "id name ") && g_utf8_validate (line, -1, NULL))
        {
          g_free (x->name);
          x->name = hd_excerpt (g_strstrip (line + strlen ("id name ")), -1);
        }
    }
}

/* ---- the program ---- */

/* The program ended (killed if need be) and forgotten. */
static void
stop (HdCliExternal *x)
{
  if (x->process == NULL)
    return;
  g_subprocess_force_exit (x->process);
  g_subprocess_wait (x->process, NULL, NULL);
  g_clear_object (&x->process);
  x->to = NULL;
  x->from = NULL;
  g_string_truncate (x->pending, 0);
}

static guint
start_ms (HdCliExternal *x)
{
  return MAX (x->move_time, START_MS);
}

/* The program started and through its handshake. */
static gboolean
start (HdCliExternal *x, GError **error)
{
  g_autoptr(GError) why = NULL;
  gint64 deadline = g_get_monotonic_time () + (gint64) start_ms (x) * 1000;

  x->process = g_subprocess_newv ((const char * const *) x->argv,
                                  G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, &why);
  if (x->process == NULL)
    {
      /* TRANSLATORS: an outside player forfeits: %s why its program could not be started */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Its program could not be started: %s"), why->message);
      return FALSE;
    }
  x->to = g_subprocess_get_stdin_pipe (x->process);
  x->from = g_subprocess_get_stdout_pipe (x->process);
  return send_text (x, "hdp\n", deadline, start_ms (x), error) &&
         read_until (x, "hdpok", deadline, start_ms (x), error);
}

static gboolean
begin (gpointer data, HdGame *game, HdSide side, GError **error)
{
  HdCliExternal *x = data;
  gint64 deadline = g_get_monotonic_time () + (gint64) start_ms (x) * 1000;

  if ((x->process != NULL || start (x, error)) && send_text (x, "newgame\nisready\n", deadline, start_ms (x), error) &&
      read_until (x, "readyok", deadline, start_ms (x), error))
    return TRUE;
  stop (x);
  return FALSE;
}

/* The answer to a request: `info` lines, then `action`. */
static gboolean
read_answer (HdCliExternal *x, gint64 deadline, HdDecision *out, GError **error)
{
  g_autofree char *reason = NULL;

  for (;;)
    {
      g_autofree char *line = NULL;
      HdProtocolAnswer answer;

      if (!read_line (x, deadline, x->move_time, &line, error) ||
          !hd_protocol_read_answer (x->map, line, &answer, error))
        return FALSE;
      if (answer.kind == HD_PROTOCOL_ANSWER_REASON)
        {
          g_free (reason);
          reason = g_steal_pointer (&answer.reason);
        }
      if (answer.kind == HD_PROTOCOL_ANSWER_ACTION)
        {
          *out = (HdDecision) { .action = answer.action, .reason = g_steal_pointer (&reason) };
          return TRUE;
        }
      hd_protocol_answer_clear (&answer);
    }
}

static gboolean
decide (gpointer data, HdGame *game, HdSide side, HdDecision *out, GError **error)
{
  HdCliExternal *x = data;
  g_autofree char *request = hd_protocol_write_request (game, x->move_time);
  gint64 deadline = g_get_monotonic_time () + (gint64) x->move_time * 1000;

  memset (out, 0, sizeof *out);
  if (x->process == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Its program is not running."));
      return FALSE;
    }
  if (send_text (x, request, deadline, x->move_time, error) && read_answer (x, deadline, out, error))
    return TRUE;
  stop (x);
  return FALSE;
}

HdCliExternal *
hd_cli_external_new (HdMap       *map,
                     const char  *command,
                     guint        move_time_ms,
                     GError     **error)
{
  g_autoptr(GError) why = NULL;
  g_auto(GStrv) argv = NULL;
  HdCliExternal *x;

  g_return_val_if_fail (HD_IS_MAP (map) && command != NULL, NULL);
  if (!g_shell_parse_argv (command, NULL, &argv, &why))
    {
      g_autofree char *quoted = hd_excerpt (command, -1);
      /* TRANSLATORS: %1$s the command given after external:, %2$s why it cannot be split into words */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("“%1$s” is not a command: %2$s"), quoted,
                   why->message);
      return NULL;
    }
  /* a program gone would end us with SIGPIPE at the next write */
  signal (SIGPIPE, SIG_IGN);
  x = g_new0 (HdCliExternal, 1);
  x->map = g_object_ref (map);
  x->command = g_strdup (command);
  x->argv = g_steal_pointer (&argv);
  x->move_time = move_time_ms;
  x->pending = g_string_new (NULL);
  x->context = g_main_context_new ();
  x->outside = (HdMatchOutside) { .begin = begin, .decide = decide, .data = x };
  return x;
}

static void
on_exited (GObject *process, GAsyncResult *result, gpointer data)
{
  g_subprocess_wait_finish (G_SUBPROCESS (process), result, NULL);
  *(gboolean *) data = TRUE;
}

/* `quit` said, and the program given QUIT_MS to end. */
static void
say_quit (HdCliExternal *x)
{
  gint64 deadline = g_get_monotonic_time () + QUIT_MS * 1000;
  gboolean exited = FALSE, late = FALSE;
  GSource *timer;

  if (!send_text (x, "quit\n", deadline, QUIT_MS, NULL))
    return;
  g_main_context_push_thread_default (x->context);
  g_subprocess_wait_async (x->process, NULL, on_exited, &exited);
  timer = g_timeout_source_new (QUIT_MS);
  g_source_set_callback (timer, on_timer, &late, NULL);
  g_source_attach (timer, x->context);
  while (!exited && !late)
    g_main_context_iteration (x->context, TRUE);
  g_source_destroy (timer);
  g_source_unref (timer);
  /* the wait's callback runs once the program is ended, below */
  if (!exited)
    g_subprocess_force_exit (x->process);
  while (!exited)
    g_main_context_iteration (x->context, TRUE);
  g_main_context_pop_thread_default (x->context);
}

void
hd_cli_external_free (HdCliExternal *external)
{
  if (external == NULL)
    return;
  if (external->process != NULL)
    say_quit (external);
  stop (external);
  g_main_context_unref (external->context);
  g_string_free (external->pending, TRUE);
  g_strfreev (external->argv);
  g_free (external->command);
  g_free (external->name);
  g_object_unref (external->map);
  g_free (external);
}

const HdMatchOutside *
hd_cli_external_get_outside (HdCliExternal *external)
{
  return &external->outside;
}

const char *
hd_cli_external_get_command (HdCliExternal *external)
{
  return external->command;
}

const char *
hd_cli_external_get_name (HdCliExternal *external)
{
  return external->name;
}
