/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-seat-tokens.c: the seats' random tokens (hd-seat-tokens.h). */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/random.h>

#include <gio/gio.h>
#include <glib/gi18n.h>

#include "hd-seat-tokens.h"

typedef struct {
  char *seat;
  char *token;   /* NULL once revoked */
} Entry;

struct _HdSeatTokens {
  GArray *entries;   /* Entry, in the order seats were first issued */
};

static void
entry_clear (Entry *e)
{
  g_free (e->seat);
  g_free (e->token);
}

HdSeatTokens *
hd_seat_tokens_new (void)
{
  HdSeatTokens *self = g_new0 (HdSeatTokens, 1);

  self->entries = g_array_new (FALSE, TRUE, sizeof (Entry));
  g_array_set_clear_func (self->entries, (GDestroyNotify) entry_clear);
  return self;
}

void
hd_seat_tokens_free (HdSeatTokens *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->entries);
  g_free (self);
}

static Entry *
find (HdSeatTokens *self, const char *seat)
{
  for (guint i = 0; i < self->entries->len; i++)
    if (g_str_equal (g_array_index (self->entries, Entry, i).seat, seat))
      return &g_array_index (self->entries, Entry, i);
  return NULL;
}

/* 128 bits from the kernel's generator, as base64url without padding. */
static char *
new_token (GError **error)
{
  guchar bytes[HD_SEAT_TOKEN_BYTES];
  gsize got = 0;
  g_autofree char *text = NULL;

  while (got < sizeof bytes)
    {
      ssize_t n = getrandom (bytes + got, sizeof bytes - got, 0);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno),
                       _("The system gave no random numbers for a seat's key: %s"), g_strerror (errno));
          return NULL;
        }
      got += (gsize) n;
    }
  text = g_base64_encode (bytes, sizeof bytes);
  for (char *c = text; *c != '\0'; c++)
    *c = *c == '+' ? '-' : *c == '/' ? '_' : *c;
  text[HD_SEAT_TOKEN_LENGTH] = '\0';   /* the two '=' of padding */
  return g_steal_pointer (&text);
}

const char *
hd_seat_tokens_issue (HdSeatTokens *self,
                      const char   *seat,
                      GError      **error)
{
  char *token = new_token (error);
  Entry *e;

  if (token == NULL)
    return NULL;
  e = find (self, seat);
  if (e == NULL)
    {
      Entry fresh = { g_strdup (seat), NULL };

      g_array_append_val (self->entries, fresh);
      e = &g_array_index (self->entries, Entry, self->entries->len - 1);
    }
  g_free (e->token);
  e->token = token;
  return token;
}

void
hd_seat_tokens_revoke (HdSeatTokens *self,
                       const char   *seat)
{
  Entry *e = find (self, seat);

  if (e != NULL)
    g_clear_pointer (&e->token, g_free);
}

const char *
hd_seat_tokens_get (HdSeatTokens *self,
                    const char   *seat)
{
  Entry *e = find (self, seat);

  return e != NULL ? e->token : NULL;
}

/* Whether @a and @b (NUL-terminated, @b of HD_SEAT_TOKEN_LENGTH) are the
 * same, in a time that does not depend on where they differ. */
static gboolean
same_token (const char *a, const char *b)
{
  guchar diff = strlen (a) != HD_SEAT_TOKEN_LENGTH;

  for (gsize i = 0; i < HD_SEAT_TOKEN_LENGTH; i++)
    {
      diff |= (guchar) (a[i] ^ b[i]);
      if (a[i] == '\0')
        break;
    }
  return diff == 0;
}

const char *
hd_seat_tokens_lookup (HdSeatTokens *self,
                       const char   *token)
{
  const char *seat = NULL;

  for (guint i = 0; token != NULL && i < self->entries->len; i++)
    {
      Entry *e = &g_array_index (self->entries, Entry, i);

      if (e->token != NULL && same_token (token, e->token))
        seat = e->seat;
    }
  return seat;
}

GPtrArray *
hd_seat_tokens_list_seats (HdSeatTokens *self)
{
  GPtrArray *seats = g_ptr_array_new ();

  for (guint i = 0; i < self->entries->len; i++)
    if (g_array_index (self->entries, Entry, i).token != NULL)
      g_ptr_array_add (seats, g_array_index (self->entries, Entry, i).seat);
  return seats;
}
