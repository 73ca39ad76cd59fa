/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-dispatch.c: dispatches and orders files, their secrets
 * and their checks (hd-campaign-dispatch.h).  Both files are lines in
 * the grammar of the campaign's actions; what is hashed or signed is the
 * lines themselves, each ended by one '\n', so that a mail program that
 * turns the line ends into "\r\n" changes nothing. */
#define G_LOG_DOMAIN "hd-campaign-dispatch"
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "hd-campaign-action.h"
#include "hd-campaign-dispatch.h"
#include "hd-campaign-fog.h"
#include "hd-campaign-private.h"
#include "hd-campaign-seats.h"
#include "hd-campaign-snapshot.h"

#define DISPATCH_WORD "house-divided-dispatch"
#define ORDERS_WORD "house-divided-orders"

G_DEFINE_QUARK (hd-campaign-dispatch-error-quark, hd_campaign_dispatch_error)

void
hd_campaign_dispatch_header_clear (HdCampaignDispatchHeader *header)
{
  g_clear_pointer (&header->campaign, g_free);
  g_clear_pointer (&header->position, g_free);
  g_clear_pointer (&header->orders_key, g_free);
}

/* ------------------------------------------------------------ secrets */

static char *
campaign_id (const char *key)
{
  g_autofree char *id = g_compute_hmac_for_string (G_CHECKSUM_SHA256, (const guchar *) key, strlen (key),
                                                   "campaign", -1);

  id[16] = '\0';
  return g_steal_pointer (&id);
}

char *
hd_campaign_dispatch_fingerprint (const HdCampaign *truth)
{
  g_autofree char *dump = NULL;
  char *print;

  g_return_val_if_fail (truth != NULL && truth->dispatch_key != NULL, NULL);
  dump = hd_campaign_dump (truth);
  print = g_compute_hmac_for_string (G_CHECKSUM_SHA256, (const guchar *) truth->dispatch_key,
                                     strlen (truth->dispatch_key), dump, -1);
  print[32] = '\0';
  return print;
}

static char *
orders_key (const char *key,
            HdSide      seat,
            const char *position)
{
  g_autofree char *what = g_strdup_printf ("orders\n%s\n%s", hd_campaign_seats_to_string (seat), position);

  return g_compute_hmac_for_string (G_CHECKSUM_SHA256, (const guchar *) key, strlen (key), what, -1);
}

/* ------------------------------------------------------------ writing */

static void
put_header (GString                        *out,
            const char                     *word,
            const HdCampaignDispatchHeader *h,
            gboolean                        with_key)
{
  g_autoptr(HdCampaignAction) a = hd_campaign_action_new (word);
  g_autofree char *line = NULL;

  hd_campaign_action_set_uint (a, "format", HD_CAMPAIGN_DISPATCH_FORMAT);
  hd_campaign_action_set (a, "campaign", h->campaign);
  hd_campaign_action_set (a, "seat", hd_campaign_seats_to_string (h->seat));
  hd_campaign_action_set (a, "position", h->position);
  if (with_key)
    hd_campaign_action_set (a, "key", h->orders_key);
  line = hd_campaign_action_to_line (a);
  g_string_append_printf (out, "%s\n", line);
}

char *
hd_campaign_dispatch_write (const HdCampaign *truth,
                            HdSide            seat)
{
  g_auto(HdCampaignDispatchHeader) h = { seat, NULL, NULL, NULL };
  g_autoptr(HdCampaign) fogged = NULL;
  g_autofree char *position = NULL;
  g_autofree char *sum = NULL;
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (truth != NULL && truth->dispatch_key != NULL, NULL);
  g_return_val_if_fail (seat == HD_SIDE_UNION || seat == HD_SIDE_CONFEDERATE, NULL);
  h.campaign = campaign_id (truth->dispatch_key);
  h.position = hd_campaign_dispatch_fingerprint (truth);
  h.orders_key = orders_key (truth->dispatch_key, seat, h.position);
  put_header (out, DISPATCH_WORD, &h, TRUE);
  fogged = hd_campaign_fog_derive (truth, seat);
  /* his own PIN is no business of the dispatch's */
  for (guint i = 0; i < HD_N_SIDES; i++)
    g_clear_pointer (&fogged->seat_pins[i], g_free);
  position = hd_campaign_snapshot_write (fogged);
  g_string_append (out, position);
  sum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, out->str, out->len);
  g_string_append_printf (out, "checksum sha256=%s\n", sum);
  return g_string_free (out, FALSE);
}

char *
hd_campaign_dispatch_write_orders (const HdCampaignDispatchHeader *dispatch,
                                   const GPtrArray                *actions)
{
  GString *out = g_string_new (NULL);
  g_autofree char *mac = NULL;

  g_return_val_if_fail (dispatch != NULL && dispatch->orders_key != NULL && actions != NULL, NULL);
  put_header (out, ORDERS_WORD, dispatch, FALSE);
  for (guint i = 0; i < actions->len; i++)
    {
      g_autofree char *line = hd_campaign_action_to_line (g_ptr_array_index (actions, i));

      g_string_append_printf (out, "%s\n", line);
    }
  mac = g_compute_hmac_for_string (G_CHECKSUM_SHA256, (const guchar *) dispatch->orders_key,
                                   strlen (dispatch->orders_key), out->str, out->len);
  g_string_append_printf (out, "mac hmac-sha256=%s\n", mac);
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------ reading */

static gboolean G_GNUC_PRINTF (3, 4)
refuse (GError                 **error,
        HdCampaignDispatchError  code,
        const char              *format,
        ...)
{
  va_list args;

  va_start (args, format);
  if (error != NULL && *error == NULL)
    *error = g_error_new_valist (HD_CAMPAIGN_DISPATCH_ERROR, code, format, args);
  va_end (args);
  return FALSE;
}

static gboolean
begins_with (const char *text,
             gsize       length,
             const char *word)
{
  gsize n = strlen (word);

  return text != NULL && length > n && memcmp (text, word, n) == 0 && text[n] == ' ';
}

gboolean
hd_campaign_dispatch_is_dispatch (const char *text,
                                  gsize       length)
{
  return begins_with (text, length, DISPATCH_WORD);
}

gboolean
hd_campaign_dispatch_is_orders (const char *text,
                                gsize       length)
{
  return begins_with (text, length, ORDERS_WORD);
}

/* @text's lines without their ends (a last empty one dropped); NULL,
 * refused, when it is too large, not UTF-8 or holds a NUL. */
static GStrv
split_lines (const char *text,
             gsize       length,
             gsize       max,
             GError    **error)
{
  g_autofree char *copy = NULL;
  GStrv lines;
  guint n;

  if (length > max)
    {
      refuse (error, HD_CAMPAIGN_DISPATCH_ERROR_DAMAGED, _("the file is larger than %u KiB, which no dispatch or "
                                                            "orders file of ours is"), (guint) (max / 1024));
      return NULL;
    }
  if (memchr (text, '\0', length) != NULL || !g_utf8_validate_len (text, length, NULL))
    {
      refuse (error, HD_CAMPAIGN_DISPATCH_ERROR_DAMAGED, _("the file is damaged: it is not text"));
      return NULL;
    }
  copy = g_strndup (text, length);
  lines = g_strsplit (copy, "\n", -1);
  n = g_strv_length (lines);
  for (guint i = 0; i < n; i++)
    if (g_str_has_suffix (lines[i], "\r"))
      lines[i][strlen (lines[i]) - 1] = '\0';
  /* no line of ours holds a tab or a carriage return within it (a
   * player's save could not keep them) */
  for (guint i = 0; i < n; i++)
    if (strchr (lines[i], '\t') != NULL || strchr (lines[i], '\r') != NULL)
      {
        refuse (error, HD_CAMPAIGN_DISPATCH_ERROR_DAMAGED, _("the file is damaged: it is not text"));
        g_strfreev (lines);
        return NULL;
      }
  if (n > 0 && lines[n - 1][0] == '\0')
    g_clear_pointer (&lines[n - 1], g_free);
  return lines;
}

/* The lines from @from to @to, each ended by '\n': what is hashed. */
static GString *
join_lines (char **lines,
            guint  to)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < to; i++)
    g_string_append_printf (out, "%s\n", lines[i]);
  return out;
}

static gboolean
read_header (const char               *line,
             const char               *word,
             gboolean                  with_key,
             HdCampaignDispatchHeader *out,
             GError                  **error)
{
  g_autoptr(HdCampaignAction) a = hd_campaign_action_parse_line (line, NULL);
  const char *format = a != NULL ? hd_campaign_action_get (a, "format") : NULL;

  if (a == NULL || !g_str_equal (hd_campaign_action_get_type_name (a), word) || format == NULL)
    return refuse (error, HD_CAMPAIGN_DISPATCH_ERROR_NOT_OURS, g_str_equal (word, DISPATCH_WORD)
                   ? _("this is not a dispatch of House Divided Companion")
                   : _("this is not an orders file of House Divided Companion"));
  if (!g_str_equal (format, G_STRINGIFY (HD_CAMPAIGN_DISPATCH_FORMAT)))
    return refuse (error, HD_CAMPAIGN_DISPATCH_ERROR_NEWER, _("the file was written by another version of the "
                                                              "program (format %s; this one reads %d)"),
                   format, HD_CAMPAIGN_DISPATCH_FORMAT);
  if (!hd_campaign_seats_from_string (hd_campaign_action_get (a, "seat"), &out->seat)
      || out->seat == HD_SIDE_NEUTRAL || !hd_campaign_seats_is_hex (hd_campaign_action_get (a, "campaign"), 16)
      || !hd_campaign_seats_is_hex (hd_campaign_action_get (a, "position"), 32)
      || (with_key && !hd_campaign_seats_is_hex (hd_campaign_action_get (a, "key"), 64)))
    return refuse (error, HD_CAMPAIGN_DISPATCH_ERROR_DAMAGED, _("the file is damaged: its first line does not "
                                                                "say whose it is and for which turn"));
  out->campaign = g_strdup (hd_campaign_action_get (a, "campaign"));
  out->position = g_strdup (hd_campaign_action_get (a, "position"));
  out->orders_key = with_key ? g_strdup (hd_campaign_action_get (a, "key")) : NULL;
  return TRUE;
}

HdCampaign *
hd_campaign_dispatch_read (HdMap                    *map,
                           const char               *text,
                           gsize                     length,
                           HdCampaignDispatchHeader *out,
                           GError                  **error)
{
  g_auto(GStrv) lines = split_lines (text, length, HD_CAMPAIGN_DISPATCH_MAX_BYTES, error);
  g_auto(HdCampaignDispatchHeader) h = { 0 };
  g_autoptr(GString) body = NULL;
  g_autofree char *sum = NULL;
  HdCampaign *c;
  guint n;

  g_return_val_if_fail (HD_IS_MAP (map) && out != NULL, NULL);
  if (lines == NULL || !read_header (lines[0] ? lines[0] : "", DISPATCH_WORD, TRUE, &h, error))
    return NULL;
  n = g_strv_length (lines);
  body = join_lines (lines, n - 1);
  sum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, body->str, body->len);
  if (n < 3 || !g_str_has_prefix (lines[n - 1], "checksum sha256=")
      || !g_str_equal (lines[n - 1] + strlen ("checksum sha256="), sum))
    {
      refuse (error, HD_CAMPAIGN_DISPATCH_ERROR_DAMAGED, _("the dispatch is damaged: it was cut short or changed "
                                                           "after it was written"));
      return NULL;
    }
  g_clear_pointer (&lines[n - 1], g_free);
  c = hd_campaign_snapshot_read (map, (const char *const *) lines + 1, 2, error);
  if (c == NULL)
    return NULL;
  *out = h;
  memset (&h, 0, sizeof h);
  return c;
}

static GPtrArray *
read_order_lines (char   **lines,
                  guint    n,
                  GError **error)
{
  g_autoptr(GPtrArray) actions = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);

  if (n > HD_CAMPAIGN_ORDERS_MAX)
    {
      refuse (error, HD_CAMPAIGN_DISPATCH_ERROR_DAMAGED, _("the file holds more than %u orders"),
              HD_CAMPAIGN_ORDERS_MAX);
      return NULL;
    }
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) local = NULL;
      HdCampaignAction *a = hd_campaign_action_parse_line (lines[i], &local);

      if (a == NULL)
        {
          /* TRANSLATORS: %u counts the orders from 1; %s says what is wrong */
          refuse (error, HD_CAMPAIGN_DISPATCH_ERROR_DAMAGED, _("order %u is damaged: %s"), i + 1, local->message);
          return NULL;
        }
      g_ptr_array_add (actions, a);
    }
  return g_steal_pointer (&actions);
}

GPtrArray *
hd_campaign_dispatch_read_orders (const HdCampaign         *truth,
                                  const char               *text,
                                  gsize                     length,
                                  HdCampaignDispatchHeader *out,
                                  GError                  **error)
{
  g_auto(GStrv) lines = split_lines (text, length, HD_CAMPAIGN_ORDERS_MAX_BYTES, error);
  g_auto(HdCampaignDispatchHeader) h = { 0 };
  g_autoptr(GString) body = NULL;
  g_autofree char *key = NULL;
  g_autofree char *mac = NULL;
  g_autofree char *ours = NULL;
  GPtrArray *actions;
  guint n;

  g_return_val_if_fail (truth != NULL && out != NULL, NULL);
  if (lines == NULL || !read_header (lines[0] ? lines[0] : "", ORDERS_WORD, FALSE, &h, error))
    return NULL;
  n = g_strv_length (lines);
  if (n < 2 || !g_str_has_prefix (lines[n - 1], "mac hmac-sha256="))
    {
      refuse (error, HD_CAMPAIGN_DISPATCH_ERROR_DAMAGED, _("the orders are damaged: they were cut short"));
      return NULL;
    }
  ours = truth->dispatch_key != NULL ? campaign_id (truth->dispatch_key) : NULL;
  if (g_strcmp0 (ours, h.campaign) != 0)
    {
      refuse (error, HD_CAMPAIGN_DISPATCH_ERROR_FOREIGN, _("these orders belong to another campaign: this one "
                                                           "never sent the dispatch they answer"));
      return NULL;
    }
  key = orders_key (truth->dispatch_key, h.seat, h.position);
  body = join_lines (lines, n - 1);
  mac = g_compute_hmac_for_string (G_CHECKSUM_SHA256, (const guchar *) key, strlen (key), body->str, body->len);
  if (!g_str_equal (lines[n - 1] + strlen ("mac hmac-sha256="), mac))
    {
      refuse (error, HD_CAMPAIGN_DISPATCH_ERROR_TAMPERED, _("these orders were changed after they were written, "
                                                            "or were not written from this seat’s dispatch: "
                                                            "nothing of them is carried out"));
      return NULL;
    }
  actions = read_order_lines (lines + 1, n - 2, error);
  if (actions != NULL)
    {
      *out = h;
      memset (&h, 0, sizeof h);
    }
  return actions;
}
