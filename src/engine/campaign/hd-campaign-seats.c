/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-seats.c: the seats' PINs (hd-campaign-seats.h): the
 * `seat-pin` action, the check, invariant 61. */
#define G_LOG_DOMAIN "hd-campaign-seats"

#include "config.h"

#include <stdio.h>
#include <glib/gi18n-lib.h>

#include "hd-campaign-private.h"
#include "hd-campaign-seats.h"
#include "hd-rules.h"

#define SALT_BYTES 16
#define KEY_BYTES 32

const char *
hd_campaign_seats_to_string (HdSide seat)
{
  return seat == HD_SIDE_UNION ? "union" : seat == HD_SIDE_CONFEDERATE ? "confederate" : "umpire";
}

gboolean
hd_campaign_seats_from_string (const char *word,
                               HdSide     *out)
{
  static const HdSide seats[] = { HD_SIDE_NEUTRAL, HD_SIDE_UNION, HD_SIDE_CONFEDERATE };

  for (guint i = 0; word != NULL && i < G_N_ELEMENTS (seats); i++)
    if (g_str_equal (word, hd_campaign_seats_to_string (seats[i])))
      {
        *out = seats[i];
        return TRUE;
      }
  return FALSE;
}

/* @n random bytes in hexadecimal, from the system's secure source
 * (/dev/urandom), GLib's generator only where there is none. */
static char *
random_hex (guint n)
{
  g_autoptr(GString) hex = g_string_new (NULL);
  guchar bytes[64];
  FILE *source = fopen ("/dev/urandom", "rb");
  gboolean read = source != NULL && n <= sizeof bytes && fread (bytes, 1, n, source) == n;

  if (source != NULL)
    fclose (source);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (hex, "%02x", read ? bytes[i] : (guint) g_random_int_range (0, 256));
  return g_string_free (g_steal_pointer (&hex), FALSE);
}

/* HMAC-SHA256 of @pin keyed by @salt (hex), in hex. */
static char *
pin_hash (const char *salt,
          const char *pin)
{
  return g_compute_hmac_for_string (G_CHECKSUM_SHA256, (const guchar *) salt, strlen (salt), pin, -1);
}

gboolean
hd_campaign_seats_is_hex (const char *text,
                          gsize       len)
{
  if (text == NULL || strlen (text) != len)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isxdigit (text[i]) || g_ascii_isupper (text[i]))
      return FALSE;
  return TRUE;
}

HdCampaignAction *
hd_campaign_seats_new_pin_action (HdSide      seat,
                                  const char *pin)
{
  HdCampaignAction *a;

  g_return_val_if_fail (seat < HD_N_SIDES, NULL);
  a = hd_campaign_action_new ("seat-pin");
  hd_campaign_action_set (a, "seat", hd_campaign_seats_to_string (seat));
  if (pin != NULL && *pin != '\0')
    {
      g_autofree char *salt = random_hex (SALT_BYTES);
      g_autofree char *hash = pin_hash (salt, pin);

      hd_campaign_action_set (a, "salt", salt);
      hd_campaign_action_set (a, "hash", hash);
    }
  return a;
}

gboolean
hd_campaign_seats_has_pin (const HdCampaign *c,
                           HdSide            seat)
{
  return seat < HD_N_SIDES && c->seat_pins[seat] != NULL;
}

gboolean
hd_campaign_seats_check_pin (const HdCampaign *c,
                             HdSide            seat,
                             const char       *pin)
{
  g_auto(GStrv) parts = NULL;
  g_autofree char *hash = NULL;

  if (!hd_campaign_seats_has_pin (c, seat))
    return TRUE;
  parts = g_strsplit (c->seat_pins[seat], ":", 2);
  hash = pin_hash (parts[0], pin != NULL ? pin : "");
  return g_strcmp0 (hash, parts[1]) == 0;
}

/* --- seat-pin seat= [salt= hash=] --- */

static gboolean
pin_check (const HdCampaign       *c,
           const HdCampaignAction *action,
           GError                **error)
{
  const char *salt = hd_campaign_action_get (action, "salt");
  const char *hash = hd_campaign_action_get (action, "hash");
  HdSide seat;

  if (!hd_campaign_seats_from_string (hd_campaign_action_get (action, "seat"), &seat))
    {
      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                   _("“seat-pin” needs seat=umpire, union or confederate"));
      return FALSE;
    }
  if ((salt == NULL) != (hash == NULL) || (salt != NULL && (!hd_campaign_seats_is_hex (salt, 2 * SALT_BYTES) || !hd_campaign_seats_is_hex (hash, 64))))
    {
      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                   _("“seat-pin” takes a salt of 32 and a hash of 64 hexadecimal digits, or neither to take the "
                     "PIN off"));
      return FALSE;
    }
  if (c->no_umpire != NULL && seat != HD_SIDE_NEUTRAL)
    return hd_rules_refuse (error, "Campaign 2.1", _("without an umpire the presidents’ PINs are the campaign’s "
                                                     "key: they stay as they were set"));
  return TRUE;
}

static void
pin_apply (HdCampaign             *c,
           const HdCampaignAction *action)
{
  const char *salt = hd_campaign_action_get (action, "salt");
  HdSide seat = HD_SIDE_NEUTRAL;

  hd_campaign_seats_from_string (hd_campaign_action_get (action, "seat"), &seat);
  g_free (c->seat_pins[seat]);
  c->seat_pins[seat] = salt != NULL ? g_strdup_printf ("%s:%s", salt, hd_campaign_action_get (action, "hash")) : NULL;
}

static char *
pin_describe (const HdCampaign       *c,
              const HdCampaignAction *action)
{
  HdSide seat = HD_SIDE_NEUTRAL;
  gboolean set = hd_campaign_action_get (action, "salt") != NULL;

  hd_campaign_seats_from_string (hd_campaign_action_get (action, "seat"), &seat);
  if (seat == HD_SIDE_UNION)
    return g_strdup (set ? _("President Lincoln's seat gets a PIN.") : _("President Lincoln's seat has no PIN now."));
  if (seat == HD_SIDE_CONFEDERATE)
    return g_strdup (set ? _("President Davis's seat gets a PIN.") : _("President Davis's seat has no PIN now."));
  return g_strdup (set ? _("The umpire's seat gets a PIN.") : _("The umpire's seat has no PIN now."));
}

/* --- dispatch-key key= --- */

HdCampaignAction *
hd_campaign_seats_new_key_action (void)
{
  HdCampaignAction *a = hd_campaign_action_new ("dispatch-key");
  g_autofree char *key = random_hex (KEY_BYTES);

  hd_campaign_action_set (a, "key", key);
  return a;
}

static gboolean
key_check (const HdCampaign       *c,
           const HdCampaignAction *action,
           GError                **error)
{
  if (!hd_campaign_seats_is_hex (hd_campaign_action_get (action, "key"), 2 * KEY_BYTES))
    {
      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                   _("“dispatch-key” takes a key of 64 hexadecimal digits"));
      return FALSE;
    }
  if (c->dispatch_key != NULL)
    return hd_rules_refuse (error, "Campaign 2.1", _("the campaign has its key for dispatches already: "
                                                     "a new one would make every dispatch sent void"));
  return TRUE;
}

static void
key_apply (HdCampaign             *c,
           const HdCampaignAction *action)
{
  g_free (c->dispatch_key);
  c->dispatch_key = g_strdup (hd_campaign_action_get (action, "key"));
}

static char *
key_describe (const HdCampaign       *c,
              const HdCampaignAction *action)
{
  return g_strdup (_("The umpire makes the campaign's secret key for dispatches."));
}

/* --- no-umpire salt=: the presidents play without an umpire --- */

HdCampaignAction *
hd_campaign_seats_new_no_umpire_action (void)
{
  HdCampaignAction *a = hd_campaign_action_new ("no-umpire");
  g_autofree char *salt = random_hex (SALT_BYTES);

  hd_campaign_action_set (a, "salt", salt);
  return a;
}

gboolean
hd_campaign_seats_has_umpire (const HdCampaign *c)
{
  return c->no_umpire == NULL;
}

const GArray *
hd_campaign_seats_get_openings (const HdCampaign *c)
{
  return c->master_opened;
}

const GArray *
hd_campaign_seats_get_alterations (const HdCampaign *c)
{
  return c->file_altered;
}

static gboolean
no_umpire_check (const HdCampaign       *c,
                 const HdCampaignAction *action,
                 GError                **error)
{
  if (!hd_campaign_seats_is_hex (hd_campaign_action_get (action, "salt"), 2 * SALT_BYTES))
    {
      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                   _("“no-umpire” takes a salt of 32 hexadecimal digits"));
      return FALSE;
    }
  if (c->no_umpire != NULL)
    return hd_rules_refuse (error, "Campaign 2.1", _("the campaign is played without an umpire already"));
  if (c->seat_pins[HD_SIDE_UNION] == NULL || c->seat_pins[HD_SIDE_CONFEDERATE] == NULL)
    return hd_rules_refuse (error, "Campaign 2.1", _("without an umpire, each president first gives his seat a "
                                                     "PIN: together they open the master view"));
  return TRUE;
}

static void
no_umpire_apply (HdCampaign             *c,
                 const HdCampaignAction *action)
{
  c->no_umpire = g_strdup (hd_campaign_action_get (action, "salt"));
}

static char *
no_umpire_describe (const HdCampaign       *c,
                    const HdCampaignAction *action)
{
  return g_strdup (_("The presidents go on without an umpire: the program keeps the master book."));
}

/* --- master-opened: the master view opened with both PINs --- */

static gboolean
opened_check (const HdCampaign       *c,
              const HdCampaignAction *action,
              GError                **error)
{
  if (c->no_umpire == NULL)
    return hd_rules_refuse (error, "Campaign 2.1", _("a campaign with an umpire keeps no record of the master "
                                                     "view’s openings: it is his"));
  return TRUE;
}

static void
opened_apply (HdCampaign             *c,
              const HdCampaignAction *action)
{
  g_array_append_val (c->master_opened, c->turn);
}

static char *
opened_describe (const HdCampaign       *c,
                 const HdCampaignAction *action)
{
  return g_strdup (_("Both presidents open the master view."));
}

/* --- file-altered from=: the chain found broken at an opening --- */

static gboolean
altered_check (const HdCampaign       *c,
               const HdCampaignAction *action,
               GError                **error)
{
  guint from;

  if (!hd_campaign_action_get_uint (action, "from", &from, error))
    return FALSE;
  if (c->no_umpire == NULL)
    return hd_rules_refuse (error, "Campaign 2.1", _("only a campaign without an umpire keeps its file signed"));
  return TRUE;
}

static void
altered_apply (HdCampaign             *c,
               const HdCampaignAction *action)
{
  guint from = 0;

  hd_campaign_action_get_uint (action, "from", &from, NULL);
  from++;
  g_array_append_val (c->file_altered, from);
}

static char *
altered_describe (const HdCampaign       *c,
                  const HdCampaignAction *action)
{
  guint from = 0;

  hd_campaign_action_get_uint (action, "from", &from, NULL);
  /* TRANSLATORS: %u counts the campaign's actions from 1 */
  return g_strdup_printf (_("The program finds the campaign’s file changed by hand from action %u on."), from + 1);
}

/* --- orders-carried seat= position= next= [held=] [amended=]: an
 * import's record, with the orders the umpire held or amended --- */

/* Whether @key of @action is absent, or order numbers from 1 up to
 * @next. */
static gboolean
is_order_list (const HdCampaignAction *action,
               const char             *key,
               guint                   next)
{
  g_autoptr(GArray) list = NULL;

  if (hd_campaign_action_get (action, key) == NULL)
    return TRUE;
  list = hd_campaign_action_get_uints (action, key, NULL);
  if (list == NULL || list->len == 0)
    return FALSE;
  for (guint i = 0; i < list->len; i++)
    if (g_array_index (list, guint, i) == 0 || g_array_index (list, guint, i) > next)
      return FALSE;
  return TRUE;
}

static gboolean
carried_check (const HdCampaign       *c,
               const HdCampaignAction *action,
               GError                **error)
{
  HdSide seat;
  guint next;

  if (!hd_campaign_seats_from_string (hd_campaign_action_get (action, "seat"), &seat) || seat == HD_SIDE_NEUTRAL
      || !hd_campaign_seats_is_hex (hd_campaign_action_get (action, "position"), 32)
      || !hd_campaign_action_get_uint (action, "next", &next, NULL) || !is_order_list (action, "held", next)
      || !is_order_list (action, "amended", next))
    {
      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                   _("“orders-carried” takes a president’s seat, a position of 32 hexadecimal digits, the "
                     "next order and the orders held and amended, each numbered from 1 and before the next"));
      return FALSE;
    }
  return TRUE;
}

static guint
count_listed (const HdCampaignAction *action,
              const char             *key)
{
  g_autoptr(GArray) list = hd_campaign_action_get (action, key) != NULL
                           ? hd_campaign_action_get_uints (action, key, NULL) : NULL;

  return list != NULL ? list->len : 0;
}

/* (a record: the position does not change) */
static void
carried_apply (HdCampaign             *c,
               const HdCampaignAction *action)
{
}

static char *
carried_describe (const HdCampaign       *c,
                  const HdCampaignAction *action)
{
  gboolean union_seat = g_strcmp0 (hd_campaign_action_get (action, "seat"), "union") == 0;
  guint held = count_listed (action, "held"), amended = count_listed (action, "amended");

  if (held + amended > 0)
    return g_strdup_printf (union_seat ? _("The umpire carries out President Lincoln’s orders (held: %u; amended: "
                                           "%u).")
                                       : _("The umpire carries out President Davis’s orders (held: %u; amended: "
                                           "%u)."), held, amended);
  return g_strdup (union_seat ? _("The umpire carries out President Lincoln’s orders.")
                              : _("The umpire carries out President Davis’s orders."));
}

const HdCampaignActionType hd_campaign_seats_actions[] = {
  { "seat-pin", "Campaign 2.1", FALSE, pin_check, pin_apply, pin_describe, NULL },
  { "dispatch-key", "Campaign 2.1", TRUE, key_check, key_apply, key_describe, NULL },
  { "no-umpire", "Campaign 2.1", TRUE, no_umpire_check, no_umpire_apply, no_umpire_describe, NULL },
  { "master-opened", "Campaign 2.1", TRUE, opened_check, opened_apply, opened_describe, NULL },
  { "file-altered", "Campaign 2.1", TRUE, altered_check, altered_apply, altered_describe, NULL },
  { "orders-carried", "Campaign 2.1", TRUE, carried_check, carried_apply, carried_describe, NULL },
};
const guint hd_campaign_seats_n_actions = G_N_ELEMENTS (hd_campaign_seats_actions);

/* --- invariant 61 --- */

char *
hd_campaign_seats_check_invariants (const HdCampaign *c)
{
  for (HdSide seat = 0; seat < HD_N_SIDES; seat++)
    {
      g_auto(GStrv) parts = c->seat_pins[seat] != NULL ? g_strsplit (c->seat_pins[seat], ":", 2) : NULL;

      if (parts != NULL && (parts[1] == NULL || !hd_campaign_seats_is_hex (parts[0], 2 * SALT_BYTES) || !hd_campaign_seats_is_hex (parts[1], 64)))
        return hd_campaign_invariant_broken (61, "the %s seat's PIN is not a salt and a hash",
                                             hd_campaign_seats_to_string (seat));
    }
  if (c->dispatch_key != NULL && !hd_campaign_seats_is_hex (c->dispatch_key, 2 * KEY_BYTES))
    return hd_campaign_invariant_broken (61, "the dispatch key is not 64 hexadecimal digits");
  if (c->no_umpire != NULL && !hd_campaign_seats_is_hex (c->no_umpire, 2 * SALT_BYTES))
    return hd_campaign_invariant_broken (61, "the no-umpire salt is not 32 hexadecimal digits");
  for (guint i = 0; i < c->master_opened->len; i++)
    if (c->no_umpire == NULL || g_array_index (c->master_opened, guint, i) > c->turn
        || (i > 0 && g_array_index (c->master_opened, guint, i) < g_array_index (c->master_opened, guint, i - 1)))
      return hd_campaign_invariant_broken (61, "the master view's openings are not of this game's turns so far");
  return NULL;
}
