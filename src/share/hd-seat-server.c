/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-seat-server.c: HdSeatServer (hd-seat-server.h).  The server owns
 * its listening socket (a GSocketService) and hands each connection it
 * admits to libsoup (soup_server_accept_iostream), so that it can count
 * them per address and close those that stall; libsoup parses HTTP.
 * Routes, all under /seat/TOKEN/: "" (the page), seat.css, seat.js,
 * board.svg, view (the data), events (the live stream), order (POST). */
#define G_LOG_DOMAIN "hd-share"

#include "config.h"

#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <string.h>

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <libsoup/soup.h>

#include "hd-seat-page.h"
#include "hd-share-resources.h"
#include "hd-seat-server.h"
#include "hd-seat-tokens.h"

/* RFC 6585's, which libsoup 3.2 does not name */
#define STATUS_TOO_MANY_REQUESTS 429
#define STATUS_HEADERS_TOO_LARGE 431

#define RESOURCES "/io/github/housedivided/Companion/share/"
#define CSP "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; " \
            "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/* What a connection is doing, for the sweeper's clock. */
typedef enum {
  CONN_WAITING = 0,   /* no request begun: cut after IDLE_SECONDS */
  CONN_READING,       /* a request begun: whole within REQUEST_SECONDS */
  CONN_ANSWERING,     /* the answer going out: cut when it makes no progress for IDLE_SECONDS */
  CONN_STREAMING,     /* a live page: kept while its peer is there */
} ConnState;

/* One connection admitted. */
typedef struct {
  GSocketConnection *connection;
  char              *client;      /* the address it counts against (an IPv6 /64) */
  gint64             since;       /* when its state began, or its answer last made progress */
  gint64             shut;        /* when it was shut down by the sweeper, else 0 */
  ConnState          state;
} Conn;

/* One live page: its stream, what it was sent last, and the bytes
 * queued for it and not yet written. */
typedef struct {
  HdSeatServer      *server;
  SoupServerMessage *msg;
  char              *seat;
  char              *sent;
  gsize              queued;
  gint64             pinged;
} Stream;

/* A live page whose peer reads no more is cut once this much waits for it. */
#define MAX_QUEUED (1024 * 1024)
/* and it is sent a comment this often, so that a peer gone is found */
#define PING_SECONDS 15

typedef struct {
  gint64 since;
  guint  count;
} Failures;

struct _HdSeatServer {
  GObject          parent_instance;
  HdCampaignGame  *game;
  gulong           changed_id;
  HdSeatTokens    *tokens;
  SoupServer      *soup;
  GSocketService  *service;
  guint            port;
  GHashTable      *conns;      /* "local|remote" addresses and ports -> Conn */
  GHashTable      *failures;   /* client (as Conn's) -> Failures */
  GPtrArray       *streams;    /* Stream */
  GHashTable      *pages;      /* seat -> its page's JSON now (made on demand, forgotten at each change) */
  guint            sweep_id;
  guint            push_id;
};

G_DEFINE_FINAL_TYPE (HdSeatServer, hd_seat_server, G_TYPE_OBJECT)

enum { PHONES_CHANGED, ORDER, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
conn_free (Conn *c)
{
  g_object_unref (c->connection);
  g_free (c->client);
  g_free (c);
}

static void
stream_free (Stream *s)
{
  g_object_unref (s->msg);
  g_free (s->seat);
  g_free (s->sent);
  g_free (s);
}

static void
hd_seat_server_dispose (GObject *object)
{
  HdSeatServer *self = HD_SEAT_SERVER (object);

  hd_seat_server_stop (self);
  g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (hd_seat_server_parent_class)->dispose (object);
}

static void
hd_seat_server_finalize (GObject *object)
{
  HdSeatServer *self = HD_SEAT_SERVER (object);

  hd_seat_tokens_free (self->tokens);
  g_hash_table_unref (self->conns);
  g_hash_table_unref (self->failures);
  g_ptr_array_unref (self->streams);
  g_hash_table_unref (self->pages);
  G_OBJECT_CLASS (hd_seat_server_parent_class)->finalize (object);
}

static void
hd_seat_server_class_init (HdSeatServerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = hd_seat_server_dispose;
  object_class->finalize = hd_seat_server_finalize;
  signals[PHONES_CHANGED] = g_signal_new ("phones-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                          NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[ORDER] = g_signal_new ("order", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
}

static void
hd_seat_server_init (HdSeatServer *self)
{
  self->tokens = hd_seat_tokens_new ();
  self->conns = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) conn_free);
  self->failures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->streams = g_ptr_array_new_with_free_func ((GDestroyNotify) stream_free);
  self->pages = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

/* ------------------------------------------------------------ pushing */

/* @seat's page now, made once between two changes of the game however
 * often it is asked (the server's; NULL for a word that is no seat). */
static const char *
page_for (HdSeatServer *self, const char *seat)
{
  g_autoptr(HdCampaignViewer) viewer = NULL;
  g_autoptr(HdCampaignView) view = NULL;
  char *json = g_hash_table_lookup (self->pages, seat);

  if (json != NULL)
    return json;
  viewer = hd_campaign_viewer_new_for_seat (seat);
  if (viewer == NULL)
    return NULL;
  view = hd_campaign_game_get_view (self->game, viewer);
  json = hd_seat_page_write (view);
  g_hash_table_insert (self->pages, g_strdup (seat), json);
  return json;
}

/* @text queued on @s's stream. */
static void
stream_send (Stream *s, char *text)
{
  gsize length = strlen (text);

  s->queued += length;
  s->pinged = g_get_monotonic_time ();
  soup_message_body_append (soup_server_message_get_response_body (s->msg), SOUP_MEMORY_TAKE, text, length);
  soup_server_message_unpause (s->msg);
}

/* Sends @s the page's data if it changed since it was sent last. */
static void
stream_push (Stream *s, const char *json)
{
  if (json == NULL || g_strcmp0 (json, s->sent) == 0)
    return;
  g_free (s->sent);
  s->sent = g_strdup (json);
  stream_send (s, g_strdup_printf ("event: view\ndata: %s\n\n", json));
}

static gboolean
push_all (gpointer data)
{
  HdSeatServer *self = data;

  self->push_id = 0;
  for (guint i = 0; i < self->streams->len; i++)
    {
      Stream *s = g_ptr_array_index (self->streams, i);

      stream_push (s, page_for (self, s->seat));
    }
  return G_SOURCE_REMOVE;
}

static void
game_changed (HdSeatServer *self)
{
  g_hash_table_remove_all (self->pages);
  if (self->push_id == 0 && self->streams->len > 0)
    self->push_id = g_idle_add (push_all, self);
}

/* ------------------------------------------------------------ connections */

static char *
address_key (GSocketAddress *address)
{
  return address != NULL ? g_socket_connectable_to_string (G_SOCKET_CONNECTABLE (address)) : NULL;
}

/* The client a connection counts against: its IPv4 address, or the /64
 * of its IPv6 address (one host may hold many of one /64). */
static char *
client_of (GSocketAddress *address)
{
  GInetAddress *inet;
  const guint8 *bytes;

  if (!G_IS_INET_SOCKET_ADDRESS (address))
    return g_strdup ("");
  inet = g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (address));
  if (g_inet_address_get_family (inet) != G_SOCKET_FAMILY_IPV6 || g_inet_address_get_is_loopback (inet))
    return g_inet_address_to_string (inet);
  bytes = g_inet_address_to_bytes (inet);
  return g_strdup_printf ("%02x%02x:%02x%02x:%02x%02x:%02x%02x::/64", bytes[0], bytes[1], bytes[2], bytes[3],
                          bytes[4], bytes[5], bytes[6], bytes[7]);
}

/* A connection's key: both ends, so that one port of a client reaching
 * two of this machine's addresses makes two keys. */
static char *
conn_key (GSocketAddress *local, GSocketAddress *remote)
{
  g_autofree char *l = address_key (local);
  g_autofree char *r = address_key (remote);

  return l != NULL && r != NULL ? g_strconcat (l, "|", r, NULL) : NULL;
}

static gboolean
conn_is_closed (Conn *c)
{
  return g_socket_is_closed (g_socket_connection_get_socket (c->connection)) ||
         g_io_stream_is_closed (G_IO_STREAM (c->connection));
}

/* The connections open from @client, those closed since forgotten. */
static guint
count_client (HdSeatServer *self, const char *client)
{
  GHashTableIter it;
  Conn *c;
  guint n = 0;

  g_hash_table_iter_init (&it, self->conns);
  while (g_hash_table_iter_next (&it, NULL, (gpointer *) &c))
    if (conn_is_closed (c))
      g_hash_table_iter_remove (&it);
    else
      n += g_str_equal (c->client, client);
  return n;
}

static void
conn_shut (Conn *c)
{
  if (c->shut == 0)
    {
      c->shut = g_get_monotonic_time ();
      g_socket_shutdown (g_socket_connection_get_socket (c->connection), TRUE, TRUE, NULL);
    }
}

static gboolean
incoming (GSocketService    *service,
          GSocketConnection *connection,
          GObject           *source,
          gpointer           data)
{
  HdSeatServer *self = data;
  g_autoptr(GSocketAddress) remote = g_socket_connection_get_remote_address (connection, NULL);
  g_autoptr(GSocketAddress) local = g_socket_connection_get_local_address (connection, NULL);
  g_autofree char *key = conn_key (local, remote);
  g_autofree char *client = client_of (remote);
  g_autoptr(GError) error = NULL;
  Conn *c;

  if (key == NULL || count_client (self, client) >= HD_SEAT_SERVER_MAX_PER_CLIENT ||
      g_hash_table_size (self->conns) >= HD_SEAT_SERVER_MAX_CONNECTIONS ||
      g_hash_table_contains (self->conns, key))
    {
      g_io_stream_close (G_IO_STREAM (connection), NULL, NULL);
      return TRUE;
    }
  c = g_new0 (Conn, 1);
  c->connection = g_object_ref (connection);
  c->client = g_steal_pointer (&client);
  c->since = g_get_monotonic_time ();
  g_hash_table_insert (self->conns, g_steal_pointer (&key), c);
  if (!soup_server_accept_iostream (self->soup, G_IO_STREAM (connection), local, remote, &error))
    g_warning ("a phone's connection was not taken: %s", error->message);
  return TRUE;
}

static Conn *
conn_of (HdSeatServer *self, SoupServerMessage *msg)
{
  g_autofree char *key = conn_key (soup_server_message_get_local_address (msg),
                                   soup_server_message_get_remote_address (msg));

  return key != NULL ? g_hash_table_lookup (self->conns, key) : NULL;
}

/* Whether @c stalls: no request within IDLE_SECONDS, a request not
 * whole within REQUEST_SECONDS, an answer that made no progress for
 * IDLE_SECONDS; a live page never (its peer is watched as a stream). */
static gboolean
conn_stalls (Conn *c, gint64 now)
{
  gint64 limit = c->state == CONN_READING ? HD_SEAT_SERVER_REQUEST_SECONDS : HD_SEAT_SERVER_IDLE_SECONDS;

  return c->state != CONN_STREAMING && now - c->since > limit * G_USEC_PER_SEC;
}

static void sweep_streams (HdSeatServer *self, gint64 now);

/* Every second: forgets closed connections, shuts those that stall,
 * ends live pages whose peer has gone. */
static gboolean
sweep (gpointer data)
{
  HdSeatServer *self = data;
  gint64 now = g_get_monotonic_time ();
  GHashTableIter it;
  Conn *c;

  sweep_streams (self, now);
  g_hash_table_iter_init (&it, self->conns);
  while (g_hash_table_iter_next (&it, NULL, (gpointer *) &c))
    {
      if (conn_is_closed (c) || (c->shut != 0 && now - c->shut > 5 * G_USEC_PER_SEC))
        {
          g_io_stream_close (G_IO_STREAM (c->connection), NULL, NULL);
          g_hash_table_iter_remove (&it);
        }
      else if (conn_stalls (c, now))
        conn_shut (c);
    }
  return G_SOURCE_CONTINUE;
}

/* ------------------------------------------------------------ answers */

static void
answer (SoupServerMessage *msg, guint status, const char *type, const char *body, gsize length)
{
  SoupMessageHeaders *h = soup_server_message_get_response_headers (msg);

  soup_message_headers_replace (h, "Content-Security-Policy", CSP);
  soup_message_headers_replace (h, "X-Content-Type-Options", "nosniff");
  soup_message_headers_replace (h, "Referrer-Policy", "no-referrer");
  soup_message_headers_replace (h, "Cache-Control", "no-store");
  soup_message_headers_replace (h, "X-Frame-Options", "DENY");
  soup_server_message_set_status (msg, status, NULL);
  if (type != NULL)
    soup_server_message_set_response (msg, type, SOUP_MEMORY_COPY, body, length);
}

static void
answer_text (SoupServerMessage *msg, guint status, const char *text)
{
  answer (msg, status, "text/plain; charset=utf-8", text, strlen (text));
}

static void
answer_json (SoupServerMessage *msg, guint status, const char *json)
{
  answer (msg, status, "application/json", json, strlen (json));
}

/* A file of the page, from the resources. */
static void
answer_resource (SoupServerMessage *msg, const char *name, const char *type)
{
  g_autofree char *path = g_strconcat (RESOURCES, name, NULL);
  g_autoptr(GBytes) bytes = g_resource_lookup_data (hd_share_get_resource (), path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  gsize length = 0;
  const char *data = bytes != NULL ? g_bytes_get_data (bytes, &length) : NULL;

  if (data == NULL)
    answer_text (msg, SOUP_STATUS_NOT_FOUND, _("Not found."));
  else
    answer (msg, SOUP_STATUS_OK, type, data, length);
}

static void
answer_board (HdSeatServer *self, SoupServerMessage *msg)
{
  GBytes *svg = hd_map_get_svg (hd_campaign_game_get_map (self->game));
  gsize length;
  const char *data = g_bytes_get_data (svg, &length);

  answer (msg, SOUP_STATUS_OK, "image/svg+xml", data, length);
}

/* ------------------------------------------------------------ keys */

/* Whether @client sent too many wrong keys in the last minute. */
static gboolean
is_shut_out (HdSeatServer *self, const char *client)
{
  Failures *f = g_hash_table_lookup (self->failures, client);

  if (f != NULL && g_get_monotonic_time () - f->since > 60 * G_USEC_PER_SEC)
    {
      g_hash_table_remove (self->failures, client);
      return FALSE;
    }
  return f != NULL && f->count >= HD_SEAT_SERVER_MAX_FAILURES;
}

/* The addresses whose minute is over forgotten: the table stays as
 * small as the addresses that sent wrong keys in the last minute. */
static void
forget_failures (HdSeatServer *self)
{
  GHashTableIter it;
  Failures *f;
  gint64 now = g_get_monotonic_time ();

  g_hash_table_iter_init (&it, self->failures);
  while (g_hash_table_iter_next (&it, NULL, (gpointer *) &f))
    if (now - f->since > 60 * G_USEC_PER_SEC)
      g_hash_table_iter_remove (&it);
}

static void
count_failure (HdSeatServer *self, const char *client)
{
  Failures *f = g_hash_table_lookup (self->failures, client);

  if (f == NULL)
    {
      forget_failures (self);
      f = g_new0 (Failures, 1);
      f->since = g_get_monotonic_time ();
      g_hash_table_insert (self->failures, g_strdup (client), f);
    }
  f->count++;
}

/* ------------------------------------------------------------ the seat's routes */

static guint
count_streams (HdSeatServer *self, const char *seat)
{
  guint n = 0;

  for (guint i = 0; i < self->streams->len; i++)
    n += g_str_equal (((Stream *) g_ptr_array_index (self->streams, i))->seat, seat);
  return n;
}

static void
stream_finished (SoupServerMessage *msg, Stream *s)
{
  HdSeatServer *self = s->server;

  g_signal_handlers_disconnect_by_data (msg, s);
  g_ptr_array_remove (self->streams, s);
  g_signal_emit (self, signals[PHONES_CHANGED], 0);
}

/* Ends live page @s now (a key revoked, its peer gone, too much queued):
 * libsoup is told the answer is whole and finishes it, and @s is
 * forgotten; the caller says the phones changed. */
static void
stream_end (Stream *s)
{
  HdSeatServer *self = s->server;

  g_signal_handlers_disconnect_by_data (s->msg, s);
  soup_message_body_complete (soup_server_message_get_response_body (s->msg));
  soup_server_message_unpause (s->msg);
  g_ptr_array_remove (self->streams, s);
}

static void
stream_wrote (SoupServerMessage *msg, guint size, Stream *s)
{
  s->queued -= MIN (s->queued, size);
}

/* Whether @s's peer is gone: a live page sends nothing after its
 * request, so its socket readable means closed (or misused). */
static gboolean
stream_peer_gone (HdSeatServer *self, Stream *s)
{
  Conn *c = conn_of (self, s->msg);
  GSocket *socket = c != NULL ? g_socket_connection_get_socket (c->connection) : NULL;

  return socket == NULL || conn_is_closed (c) ||
         g_socket_condition_check (socket, G_IO_IN | G_IO_HUP | G_IO_ERR) != 0;
}

/* Every second: ends the live pages whose peer has gone or reads no
 * more; pings the others now and then (a peer gone unseen fails it). */
static void
sweep_streams (HdSeatServer *self, gint64 now)
{
  gboolean ended = FALSE;

  for (guint i = self->streams->len; i > 0; i--)
    {
      Stream *s = g_ptr_array_index (self->streams, i - 1);

      if (stream_peer_gone (self, s) || s->queued > MAX_QUEUED)
        {
          stream_end (s);
          ended = TRUE;
        }
      else if (now - s->pinged > PING_SECONDS * G_USEC_PER_SEC)
        stream_send (s, g_strdup (": still here\n\n"));
    }
  if (ended)
    g_signal_emit (self, signals[PHONES_CHANGED], 0);
}

/* The live stream of the seat's data (server-sent events). */
static void
open_stream (HdSeatServer *self, SoupServerMessage *msg, const char *seat)
{
  SoupMessageHeaders *h = soup_server_message_get_response_headers (msg);
  Conn *c = conn_of (self, msg);
  Stream *s;

  if (count_streams (self, seat) >= HD_SEAT_SERVER_MAX_STREAMS)
    {
      answer_text (msg, STATUS_TOO_MANY_REQUESTS, _("Too many phones show this seat already."));
      return;
    }
  answer (msg, SOUP_STATUS_OK, NULL, NULL, 0);
  soup_message_headers_replace (h, "Content-Type", "text/event-stream");
  soup_message_headers_set_encoding (h, SOUP_ENCODING_CHUNKED);
  /* what was written is forgotten: a page open all evening keeps nothing */
  soup_message_body_set_accumulate (soup_server_message_get_response_body (msg), FALSE);
  if (c != NULL)
    c->state = CONN_STREAMING;
  s = g_new0 (Stream, 1);
  s->server = self;
  s->msg = g_object_ref (msg);
  s->seat = g_strdup (seat);
  g_ptr_array_add (self->streams, s);
  g_signal_connect (msg, "finished", G_CALLBACK (stream_finished), s);
  g_signal_connect (msg, "wrote-body-data", G_CALLBACK (stream_wrote), s);
  stream_push (s, page_for (self, seat));
  g_signal_emit (self, signals[PHONES_CHANGED], 0);
}

/* The answer to an order: {"ok": true}, or 422 {"ok": false, "error":
 * @refusal} (the refusal's words, with its rule). */
static void
answer_order (SoupServerMessage *msg, const char *refusal)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *json = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ok");
  json_builder_add_boolean_value (b, refusal == NULL);
  if (refusal != NULL)
    {
      json_builder_set_member_name (b, "error");
      json_builder_add_string_value (b, refusal);
    }
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  json = json_generator_to_data (gen, NULL);
  answer_json (msg, refusal == NULL ? SOUP_STATUS_OK : SOUP_STATUS_UNPROCESSABLE_ENTITY, json);
}

/* An order from the page, carried out as the seat's (hd-seat-page.h). */
static void
take_order (HdSeatServer *self, SoupServerMessage *msg, const char *seat)
{
  g_autoptr(HdCampaignViewer) viewer = hd_campaign_viewer_new_for_seat (seat);
  g_autoptr(HdCampaignView) view = hd_campaign_game_get_view (self->game, viewer);
  SoupMessageBody *body = soup_server_message_get_request_body (msg);
  g_autoptr(GBytes) bytes = soup_message_body_flatten (body);
  g_autoptr(HdCampaignAction) action = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);
  guint stopped;

  action = hd_seat_page_read_order (view, data != NULL ? data : "", data != NULL ? length : 0, &error);
  if (action != NULL && hd_campaign_game_apply_for (self->game, viewer, action, &stopped, &error))
    {
      g_autofree char *words = hd_campaign_view_describe (view, action);

      answer_order (msg, NULL);
      g_signal_emit (self, signals[ORDER], 0, seat, words);
    }
  else
    answer_order (msg, error->message);
}

static void
seat_route (HdSeatServer *self, SoupServerMessage *msg, const char *seat, const char *rest, gboolean post)
{
  static const struct { const char *name; const char *type; } files[] = {
    { "", "text/html; charset=utf-8" }, { "seat.css", "text/css" }, { "seat.js", "text/javascript" },
  };

  if (post != g_str_equal (rest, "order"))
    {
      answer_text (msg, SOUP_STATUS_METHOD_NOT_ALLOWED, _("Not allowed."));
      return;
    }
  if (post)
    {
      take_order (self, msg, seat);
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    if (g_str_equal (rest, files[i].name))
      {
        answer_resource (msg, *rest == '\0' ? "seat.html" : rest, files[i].type);
        return;
      }
  if (g_str_equal (rest, "board.svg"))
    answer_board (self, msg);
  else if (g_str_equal (rest, "view"))
    {
      answer_json (msg, SOUP_STATUS_OK, page_for (self, seat));
    }
  else if (g_str_equal (rest, "events"))
    open_stream (self, msg, seat);
  else
    answer_text (msg, SOUP_STATUS_NOT_FOUND, _("Not found."));
}

/* The seat a request's key opens, or NULL once answered: 404 for any
 * path but /seat/TOKEN/REST (there is nothing else to list), 403 for a
 * key that opens no seat (429 once its address sent too many). */
static const char *
check_request (HdSeatServer *self, SoupServerMessage *msg, const char *path, const char **rest)
{
  const char *method = soup_server_message_get_method (msg);
  g_autofree char *client = client_of (soup_server_message_get_remote_address (msg));
  g_autofree char *token = NULL;
  SoupMessageHeadersIter it;
  const char *name, *value, *seat;
  guint n_headers = 0;

  soup_message_headers_iter_init (&it, soup_server_message_get_request_headers (msg));
  while (soup_message_headers_iter_next (&it, &name, &value))
    n_headers++;
  if (n_headers > HD_SEAT_SERVER_MAX_HEADERS)
    answer_text (msg, STATUS_HEADERS_TOO_LARGE, _("Too many headers."));
  else if (g_strcmp0 (method, "GET") != 0 && g_strcmp0 (method, "POST") != 0)
    answer_text (msg, SOUP_STATUS_METHOD_NOT_ALLOWED, _("Not allowed."));
  else if (!g_str_has_prefix (path, "/seat/") || (*rest = strchr (path + strlen ("/seat/"), '/')) == NULL)
    answer_text (msg, SOUP_STATUS_NOT_FOUND, _("Not found."));
  else if (is_shut_out (self, client))
    answer_text (msg, STATUS_TOO_MANY_REQUESTS, _("Too many wrong keys from this address: wait a minute."));
  else
    {
      token = g_strndup (path + strlen ("/seat/"), *rest - path - strlen ("/seat/"));
      if ((seat = hd_seat_tokens_lookup (self->tokens, token)) != NULL)
        return seat;
      count_failure (self, client);
      answer_text (msg, SOUP_STATUS_FORBIDDEN, _("This key opens no seat: ask the umpire for a new one."));
    }
  return NULL;
}

static void
handle (SoupServer        *server,
        SoupServerMessage *msg,
        const char        *path,
        GHashTable        *query,
        gpointer           data)
{
  HdSeatServer *self = data;
  const char *rest = NULL;
  const char *seat = check_request (self, msg, path, &rest);

  if (seat != NULL)
    seat_route (self, msg, seat, rest + 1, g_str_equal (soup_server_message_get_method (msg), "POST"));
}

/* ------------------------------------------------------------ the bounds of a request */

static void
conn_enter (HdSeatServer *self, SoupServerMessage *msg, ConnState state)
{
  Conn *c = conn_of (self, msg);

  if (c != NULL && c->state != CONN_STREAMING)
    {
      c->state = state;
      c->since = g_get_monotonic_time ();
    }
}

static void
request_finished (SoupServerMessage *msg, HdSeatServer *self)
{
  Conn *c = conn_of (self, msg);

  g_signal_handlers_disconnect_by_data (msg, self);
  if (c != NULL)
    {
      c->state = CONN_WAITING;
      c->since = g_get_monotonic_time ();
    }
}

/* The request is whole: the answer's time begins, renewed by each part
 * of it written (a phone on a weak network may take long for the board). */
static void
request_got_body (SoupServerMessage *msg, HdSeatServer *self)
{
  conn_enter (self, msg, CONN_ANSWERING);
}

static void
request_wrote (SoupServerMessage *msg, guint size, HdSeatServer *self)
{
  conn_enter (self, msg, CONN_ANSWERING);
}

/* A body larger than an order, or of no stated length, is not read. */
static void
request_got_headers (SoupServerMessage *msg, HdSeatServer *self)
{
  SoupMessageHeaders *h = soup_server_message_get_request_headers (msg);
  SoupEncoding encoding = soup_message_headers_get_encoding (h);
  Conn *c = conn_of (self, msg);

  if (c != NULL && (encoding == SOUP_ENCODING_CHUNKED || encoding == SOUP_ENCODING_EOF ||
                    (encoding == SOUP_ENCODING_CONTENT_LENGTH &&
                     soup_message_headers_get_content_length (h) > HD_SEAT_PAGE_MAX_ORDER)))
    conn_shut (c);
}

static void
request_started (SoupServer *server, SoupServerMessage *msg, HdSeatServer *self)
{
  conn_enter (self, msg, CONN_READING);
  g_signal_connect (msg, "got-headers", G_CALLBACK (request_got_headers), self);
  g_signal_connect (msg, "got-body", G_CALLBACK (request_got_body), self);
  g_signal_connect (msg, "wrote-body-data", G_CALLBACK (request_wrote), self);
  g_signal_connect (msg, "finished", G_CALLBACK (request_finished), self);
}

/* ------------------------------------------------------------ the server */

HdSeatServer *
hd_seat_server_new (HdCampaignGame *game)
{
  HdSeatServer *self = g_object_new (HD_TYPE_SEAT_SERVER, NULL);

  self->game = g_object_ref (game);
  self->changed_id = g_signal_connect_swapped (game, "changed", G_CALLBACK (game_changed), self);
  return self;
}

HdCampaignGame *
hd_seat_server_get_game (HdSeatServer *self)
{
  return self->game;
}

static gboolean
listen_on (HdSeatServer *self, guint port, gboolean loopback, GError **error)
{
  GSocketListener *listener = G_SOCKET_LISTENER (self->service);
  g_autoptr(GInetAddress) any = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr(GSocketAddress) address = NULL;
  g_autoptr(GSocketAddress) effective = NULL;

  if (!loopback)
    {
      if (port == 0)
        return (self->port = g_socket_listener_add_any_inet_port (listener, NULL, error)) != 0;
      self->port = port;
      return g_socket_listener_add_inet_port (listener, port, NULL, error);
    }
  address = g_inet_socket_address_new (any, port);
  if (!g_socket_listener_add_address (listener, address, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP, NULL,
                                      &effective, error))
    return FALSE;
  self->port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (effective));
  return TRUE;
}

gboolean
hd_seat_server_start (HdSeatServer *self,
                      guint         port,
                      gboolean      loopback,
                      GError      **error)
{
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (self->service == NULL, FALSE);
  if (port > G_MAXUINT16)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("A port is a number from 1 to 65535, not %u."),
                   port);
      return FALSE;
    }
  self->service = g_socket_service_new ();
  if (!listen_on (self, port, loopback, &local))
    {
      g_set_error (error, G_IO_ERROR, local->code, _("The seats cannot be shared on port %u: %s"), port,
                   local->message);
      g_clear_object (&self->service);
      return FALSE;
    }
  self->soup = soup_server_new ("server-header", NULL, NULL);
  soup_server_add_handler (self->soup, NULL, handle, self, NULL);
  g_signal_connect (self->soup, "request-started", G_CALLBACK (request_started), self);
  g_signal_connect (self->service, "incoming", G_CALLBACK (incoming), self);
  g_socket_service_start (self->service);
  self->sweep_id = g_timeout_add_seconds (1, sweep, self);
  return TRUE;
}

void
hd_seat_server_stop (HdSeatServer *self)
{
  GHashTableIter it;
  Conn *c;
  gboolean had_phones = self->streams->len > 0;

  if (self->service == NULL)
    return;
  g_socket_service_stop (self->service);
  g_socket_listener_close (G_SOCKET_LISTENER (self->service));
  g_clear_object (&self->service);
  g_clear_handle_id (&self->sweep_id, g_source_remove);
  g_clear_handle_id (&self->push_id, g_source_remove);
  for (guint i = 0; i < self->streams->len; i++)
    g_signal_handlers_disconnect_by_data (((Stream *) g_ptr_array_index (self->streams, i))->msg,
                                          g_ptr_array_index (self->streams, i));
  g_ptr_array_set_size (self->streams, 0);
  g_hash_table_iter_init (&it, self->conns);
  while (g_hash_table_iter_next (&it, NULL, (gpointer *) &c))
    g_io_stream_close (G_IO_STREAM (c->connection), NULL, NULL);
  g_hash_table_remove_all (self->conns);
  g_hash_table_remove_all (self->failures);
  soup_server_disconnect (self->soup);
  g_clear_object (&self->soup);
  hd_seat_tokens_free (self->tokens);
  self->tokens = hd_seat_tokens_new ();
  self->port = 0;
  if (had_phones)
    g_signal_emit (self, signals[PHONES_CHANGED], 0);
}

gboolean
hd_seat_server_is_running (HdSeatServer *self)
{
  return self->service != NULL;
}

guint
hd_seat_server_get_port (HdSeatServer *self)
{
  return self->port;
}

const char *
hd_seat_server_share_seat (HdSeatServer *self,
                           const char   *seat,
                           GError      **error)
{
  g_autoptr(HdCampaignViewer) viewer = hd_campaign_viewer_new_for_seat (seat);

  if (viewer == NULL || hd_campaign_viewer_get_role (viewer) == HD_VIEWER_UMPIRE)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("“%s” is not a seat a phone may show: a president's or a commander's (Campaign 2.1, 2.2)."), seat);
      return NULL;
    }
  hd_seat_server_revoke_seat (self, seat);
  return hd_seat_tokens_issue (self->tokens, hd_campaign_viewer_get_seat (viewer), error);
}

/* Ends @seat's live pages now, and shuts their connections. */
static void
close_streams (HdSeatServer *self, const char *seat)
{
  gboolean ended = FALSE;

  for (guint i = self->streams->len; i > 0; i--)
    {
      Stream *s = g_ptr_array_index (self->streams, i - 1);
      Conn *c;

      if (!g_str_equal (s->seat, seat))
        continue;
      c = conn_of (self, s->msg);
      stream_end (s);
      ended = TRUE;
      if (c != NULL)
        conn_shut (c);
    }
  if (ended)
    g_signal_emit (self, signals[PHONES_CHANGED], 0);
}

void
hd_seat_server_revoke_seat (HdSeatServer *self,
                            const char   *seat)
{
  g_autoptr(HdCampaignViewer) viewer = hd_campaign_viewer_new_for_seat (seat);
  const char *word = viewer != NULL ? hd_campaign_viewer_get_seat (viewer) : seat;

  hd_seat_tokens_revoke (self->tokens, word);
  close_streams (self, word);
}

const char *
hd_seat_server_get_token (HdSeatServer *self,
                          const char   *seat)
{
  return hd_seat_tokens_get (self->tokens, seat);
}

GPtrArray *
hd_seat_server_list_seats (HdSeatServer *self)
{
  return hd_seat_tokens_list_seats (self->tokens);
}

char *
hd_seat_server_get_url (HdSeatServer *self,
                        const char   *seat,
                        const char   *host)
{
  const char *token = hd_seat_tokens_get (self->tokens, seat);

  if (token == NULL || self->service == NULL)
    return NULL;
  return g_strdup_printf (strchr (host, ':') != NULL ? "http://[%s]:%u/seat/%s/" : "http://%s:%u/seat/%s/", host,
                          self->port, token);
}

guint
hd_seat_server_count_phones (HdSeatServer *self,
                             const char   *seat)
{
  return count_streams (self, seat);
}

char *
hd_seat_server_guess_host (void)
{
  struct ifaddrs *list = NULL;
  char *host = NULL;

  if (getifaddrs (&list) != 0)
    return g_strdup ("127.0.0.1");
  for (struct ifaddrs *i = list; i != NULL && host == NULL; i = i->ifa_next)
    {
      g_autoptr(GSocketAddress) address = NULL;

      if (i->ifa_addr == NULL || i->ifa_addr->sa_family != AF_INET || !(i->ifa_flags & IFF_UP) ||
          (i->ifa_flags & IFF_LOOPBACK))
        continue;
      address = g_socket_address_new_from_native (i->ifa_addr, sizeof (struct sockaddr_in));
      if (G_IS_INET_SOCKET_ADDRESS (address))
        host = g_inet_address_to_string (g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (address)));
    }
  freeifaddrs (list);
  return host != NULL ? host : g_strdup ("127.0.0.1");
}
