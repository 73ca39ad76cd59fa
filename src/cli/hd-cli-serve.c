/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli-serve.c: `campaign serve [--port N] [--loopback] [--seat SEAT]..
 * FILE`: the seats' pages served to phones (hd-seat-server.h) by an
 * umpire at a terminal, as the window's "Share Seats on This Network…"
 * serves them.  It prints each seat's address, one line "SEAT URL", and
 * then a line for each order a phone sends ("order SEAT: WORDS"); it
 * reads the umpire's lines on standard input: an action of the campaign
 * (docs/transcript.md), carried out as his, `share SEAT` (a new key, the
 * old one revoked), `revoke SEAT`, `phones`, or `quit` (end of input
 * too).  The save is written back after every change, and locked while
 * it serves (docs/cli.md). */
#define G_LOG_DOMAIN "hd-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <glib-unix.h>
#include <gio/gunixinputstream.h>
#include <stdio.h>

#include "hd-campaign-game.h"
#include "hd-cli-campaign.h"
#include "hd-cli-help.h"
#include "hd-cli-serve.h"
#include "hd-cli-util.h"
#include "hd-seat-server.h"

typedef struct {
  HdCampaignGame   *game;
  HdSeatServer     *server;
  GFile            *file;
  GDataInputStream *input;
  GMainLoop        *loop;
  char             *host;
} Serve;

static void
say (const char *format, ...) G_GNUC_PRINTF (1, 2);

static void
say (const char *format, ...)
{
  va_list args;
  g_autofree char *line = NULL;

  va_start (args, format);
  line = g_strdup_vprintf (format, args);
  va_end (args);
  g_print ("%s\n", line);
  fflush (stdout);
}

/* The save written back: what the umpire and the phones did is kept. */
static void
keep (Serve *s)
{
  g_autoptr(GError) error = NULL;

  if (!hd_log_save (HD_LOG (s->game), s->file, &error))
    g_printerr (_("The game could not be saved (it is kept in memory and saved at the next change): %s\n"),
                error->message);
}

static void
print_url (Serve *s, const char *seat)
{
  g_autofree char *url = hd_seat_server_get_url (s->server, seat, s->host);

  say ("%s %s", seat, url);
}

static void
share (Serve *s, const char *seat)
{
  g_autoptr(GError) error = NULL;

  if (hd_seat_server_share_seat (s->server, seat, &error) == NULL)
    g_printerr ("%s\n", error->message);
  else
    print_url (s, seat);
}

static void
umpire_line (Serve *s, const char *line)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  g_autoptr(HdCampaignAction) action = hd_campaign_action_parse_line (line, &error);
  guint stopped;

  if (action == NULL || !hd_campaign_game_apply_for (s->game, umpire, action, &stopped, &error))
    {
      g_printerr ("%s\n", error->message);
      return;
    }
  keep (s);
  say ("done %s", line);
}

static void
command (Serve *s, const char *line)
{
  g_autoptr(GPtrArray) seats = NULL;

  if (g_str_has_prefix (line, "share "))
    share (s, line + strlen ("share "));
  else if (g_str_has_prefix (line, "revoke "))
    {
      hd_seat_server_revoke_seat (s->server, line + strlen ("revoke "));
      say ("revoked %s", line + strlen ("revoke "));
    }
  else if (g_str_equal (line, "phones"))
    {
      seats = hd_seat_server_list_seats (s->server);
      for (guint i = 0; i < seats->len; i++)
        say ("phones %s %u", (char *) g_ptr_array_index (seats, i),
             hd_seat_server_count_phones (s->server, g_ptr_array_index (seats, i)));
    }
  else if (g_str_equal (line, "quit"))
    g_main_loop_quit (s->loop);
  else if (*line != '\0')
    umpire_line (s, line);
}

static void read_next (Serve *s);

static void
line_read (GObject *source, GAsyncResult *result, gpointer data)
{
  Serve *s = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (s->input, result, NULL, &error);

  if (line == NULL)
    {
      if (error != NULL)
        g_printerr ("%s\n", error->message);
      g_main_loop_quit (s->loop);
      return;
    }
  command (s, g_strstrip (line));
  read_next (s);
}

static void
read_next (Serve *s)
{
  g_data_input_stream_read_line_async (s->input, G_PRIORITY_DEFAULT, NULL, line_read, s);
}

static void
order_carried (HdSeatServer *server, const char *seat, const char *words, Serve *s)
{
  keep (s);
  say ("order %s: %s", seat, words);
}

static gboolean
stop_signal (gpointer data)
{
  g_main_loop_quit (((Serve *) data)->loop);
  return G_SOURCE_CONTINUE;
}

typedef struct {
  const char *path;
  guint       port;
  gboolean    loopback;
  GPtrArray  *seats;
} Options;

static gboolean
read_options (int argc, char **argv, Options *o)
{
  for (int i = 0; i < argc; i++)
    {
      guint64 port;

      if (g_str_equal (argv[i], "--port") && i + 1 < argc &&
          g_ascii_string_to_unsigned (argv[++i], 10, 1, G_MAXUINT16, &port, NULL))
        o->port = (guint) port;
      else if (g_str_equal (argv[i], "--loopback"))
        o->loopback = TRUE;
      else if (g_str_equal (argv[i], "--seat") && i + 1 < argc)
        g_ptr_array_add (o->seats, argv[++i]);
      else if (o->path == NULL && argv[i][0] != '-')
        o->path = argv[i];
      else
        return FALSE;
    }
  if (o->seats->len == 0)
    {
      g_ptr_array_add (o->seats, (char *) "union");
      g_ptr_array_add (o->seats, (char *) "confederate");
    }
  return o->path != NULL;
}

static int
serve (Serve *s, Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GInputStream) in = g_unix_input_stream_new (0, FALSE);

  s->server = hd_seat_server_new (s->game);
  if (!hd_seat_server_start (s->server, o->port, o->loopback, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  s->host = o->loopback ? g_strdup ("127.0.0.1") : hd_seat_server_guess_host ();
  say ("port %u", hd_seat_server_get_port (s->server));
  for (guint i = 0; i < o->seats->len; i++)
    share (s, g_ptr_array_index (o->seats, i));
  g_signal_connect (s->server, "order", G_CALLBACK (order_carried), s);
  s->input = g_data_input_stream_new (in);
  s->loop = g_main_loop_new (NULL, FALSE);
  g_unix_signal_add (SIGINT, stop_signal, s);
  g_unix_signal_add (SIGTERM, stop_signal, s);
  read_next (s);
  g_main_loop_run (s->loop);
  hd_seat_server_stop (s->server);
  return 0;
}

int
hd_cli_campaign_serve (int    argc,
                       char **argv)
{
  g_autoptr(GPtrArray) seats = g_ptr_array_new ();
  Options o = { NULL, 0, FALSE, seats };
  Serve s = { NULL };
  g_autoptr(HdFileLock) lock = NULL;
  gboolean is_save;
  int status;

  if (!read_options (argc, argv, &o))
    return hd_cli_usage ();
  s.game = hd_cli_campaign_load (o.path, &status, &is_save);
  if (s.game == NULL)
    return status;
  s.file = g_file_new_for_commandline_arg (o.path);
  if (!is_save || !hd_campaign_game_has_umpire (s.game))
    {
      g_printerr (is_save ? _("Phones are served from an umpire's master (Campaign 2.1): this campaign has no umpire.\n")
                          : _("Phones are served from a campaign's save, not from its transcript.\n"));
      status = 2;
    }
  else if ((lock = hd_cli_claim_save (s.file)) == NULL)
    status = 1;
  else
    status = serve (&s, &o);
  g_clear_object (&s.server);
  g_clear_object (&s.input);
  g_clear_pointer (&s.loop, g_main_loop_unref);
  g_clear_object (&s.game);
  g_clear_object (&s.file);
  g_free (s.host);
  return status;
}
