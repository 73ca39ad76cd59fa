/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-game-dispatch.c: the campaign game at a distance
 * (hd-campaign-game.h, "At a distance"): the master writes a seat's
 * dispatch and imports its orders; a dispatch opens as a game in player
 * mode, whose log is the seat's orders.  The files themselves are
 * hd-campaign-dispatch.c's. */
#define G_LOG_DOMAIN "hd-campaign-game"
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "hd-campaign-dispatch.h"
#include "hd-campaign-dispatch-sheet.h"
#include "hd-campaign-fog.h"
#include "hd-campaign-game-private.h"
#include "hd-campaign-private.h"
#include "hd-campaign-seats.h"
#include "hd-excerpt.h"
#include "hd-log.h"
#include "hd-rules.h"

void
hd_campaign_orders_report_clear (HdCampaignOrdersReport *report)
{
  g_clear_pointer (&report->notes, g_ptr_array_unref);
  memset (report, 0, sizeof *report);
}

gboolean
hd_campaign_game_is_dispatch_file (GBytes *bytes)
{
  gsize len;
  const char *data = bytes != NULL ? g_bytes_get_data (bytes, &len) : NULL;

  return data != NULL && hd_campaign_dispatch_is_dispatch (data, len);
}

gboolean
hd_campaign_game_is_orders_file (GBytes *bytes)
{
  gsize len;
  const char *data = bytes != NULL ? g_bytes_get_data (bytes, &len) : NULL;

  return data != NULL && hd_campaign_dispatch_is_orders (data, len);
}

static gboolean
is_master (HdCampaignGame  *self,
           GError         **error)
{
  if (hd_campaign_game_get_dispatch_header (self)->seat == HD_SIDE_NEUTRAL)
    return TRUE;
  return hd_rules_refuse (error, "Campaign 2.1", _("this is a seat’s dispatch, not the umpire’s master book: "
                                                   "dispatches and orders are the master’s to handle"));
}

static gboolean
owes_die (HdCampaignAwaits kind)
{
  return kind == HD_CAMPAIGN_AWAITS_MARCH_DIE || kind == HD_CAMPAIGN_AWAITS_RECRUIT_DIE
         || kind == HD_CAMPAIGN_AWAITS_WASHINGTON_DIE;
}

static HdCampaignAwaited
awaited_now (HdCampaignGame *self)
{
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  g_autoptr(HdCampaignView) view = hd_campaign_game_get_view (self, umpire);

  return hd_campaign_view_get_awaited (view);
}

GBytes *
hd_campaign_game_write_dispatch (HdCampaignGame         *self,
                                 const HdCampaignViewer *seat,
                                 GError                **error)
{
  HdCampaignAwaited awaited;
  HdSide side;
  char *text;

  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self) && seat != NULL, NULL);
  if (!is_master (self, error))
    return NULL;
  if (hd_campaign_viewer_get_role (seat) != HD_VIEWER_PRESIDENT)
    {
      hd_rules_refuse (error, "Campaign 2.1", _("the umpire keeps the master book: dispatches go to the "
                                                "presidents"));
      return NULL;
    }
  side = hd_campaign_viewer_get_side (seat);
  awaited = awaited_now (self);
  if (owes_die (awaited.kind) && awaited.side == side)
    {
      hd_rules_refuse (error, "Campaign 2.1", _("roll the %s’s die before writing its dispatch: at a distance "
                                                "the umpire rolls the dice"), hd_side_get_noun (side));
      return NULL;
    }
  if (((const HdCampaign *) hd_log_get_position (HD_LOG (self)))->dispatch_key == NULL)
    {
      g_autoptr(HdCampaignAction) key = hd_campaign_seats_new_key_action ();

      if (!hd_log_apply (HD_LOG (self), key, error))
        return NULL;
    }
  text = hd_campaign_dispatch_write (hd_log_get_position (HD_LOG (self)), side);
  return g_bytes_new_take (text, strlen (text));
}

HdCampaignGame *
hd_campaign_game_new_from_dispatch (HdMap   *map,
                                    GBytes  *bytes,
                                    GError **error)
{
  gsize len;
  const char *data;

  g_return_val_if_fail (HD_IS_MAP (map) && bytes != NULL, NULL);
  data = g_bytes_get_data (bytes, &len);
  return hd_campaign_game_new_from_dispatch_text (map, data != NULL ? data : "", len, error);
}

HdCampaignSheet *
hd_campaign_game_write_dispatch_sheet (HdCampaignGame         *self,
                                       const HdCampaignViewer *seat,
                                       GError                **error)
{
  HdSide side, mine;
  g_autoptr(HdCampaign) fogged = NULL;

  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self) && seat != NULL, NULL);
  side = hd_campaign_viewer_get_side (seat);
  mine = hd_campaign_game_get_dispatch_header (self)->seat;
  if (hd_campaign_viewer_get_role (seat) != HD_VIEWER_PRESIDENT || (mine != HD_SIDE_NEUTRAL && mine != side))
    {
      hd_rules_refuse (error, "Campaign 2.1", _("a dispatch is a president’s, and only his own"));
      return NULL;
    }
  fogged = hd_campaign_fog_derive (hd_log_get_position (HD_LOG (self)), side);
  return hd_campaign_dispatch_sheet_new (fogged, side);
}

HdCampaignViewer *
hd_campaign_game_new_dispatch_viewer (HdCampaignGame *self)
{
  HdSide seat;

  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), NULL);
  seat = hd_campaign_game_get_dispatch_header (self)->seat;
  return seat != HD_SIDE_NEUTRAL ? hd_campaign_viewer_new_president (seat) : NULL;
}

gboolean
hd_campaign_game_is_player_mode (HdCampaignGame *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), FALSE);
  return hd_campaign_game_get_dispatch_header (self)->seat != HD_SIDE_NEUTRAL;
}

GBytes *
hd_campaign_game_write_orders (HdCampaignGame  *self,
                               GError         **error)
{
  g_autoptr(GPtrArray) actions = g_ptr_array_new ();
  HdLog *log = HD_LOG (self);
  char *text;

  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), NULL);
  if (hd_campaign_game_get_dispatch_header (self)->seat == HD_SIDE_NEUTRAL)
    {
      hd_rules_refuse (error, "Campaign 2.1", _("orders are written from a seat’s dispatch, not from the master "
                                                "book"));
      return NULL;
    }
  for (guint i = 0; i < hd_log_get_n_actions (log); i++)
    g_ptr_array_add (actions, (gpointer) hd_log_get_action (log, i));
  text = hd_campaign_dispatch_write_orders (hd_campaign_game_get_dispatch_header (self), actions);
  return g_bytes_new_take (text, strlen (text));
}

/* ------------------------------------------------------ importing */

/* The order the last import of @h's orders stopped at, from its record
 * in the log (`orders-carried`), or G_MAXUINT when none is there (never
 * imported, or undone). */
static guint
carried_up_to (HdCampaignGame                 *self,
               const HdCampaignDispatchHeader *h)
{
  for (guint i = hd_log_get_n_actions (HD_LOG (self)); i-- > 0;)
    {
      const HdCampaignAction *a = hd_log_get_action (HD_LOG (self), i);
      guint next;

      if (g_str_equal (hd_campaign_action_get_type_name (a), "orders-carried")
          && g_strcmp0 (hd_campaign_action_get (a, "position"), h->position) == 0
          && g_strcmp0 (hd_campaign_action_get (a, "seat"), hd_campaign_seats_to_string (h->seat)) == 0
          && hd_campaign_action_get_uint (a, "next", &next, NULL))
        return next;
    }
  return G_MAXUINT;
}

/* Whether the orders of @h fit the master: carried on from where their
 * last import stopped, as its record in the log says; or, never imported,
 * written at the position it stands at now. */
static gboolean
fits_position (HdCampaignGame                 *self,
               const HdCampaignDispatchHeader *h,
               guint                           n_orders,
               guint                           from,
               GError                        **error)
{
  guint up_to = carried_up_to (self, h);
  g_autofree char *print = NULL;

  if (up_to != G_MAXUINT && up_to >= n_orders)
    {
      g_set_error (error, HD_CAMPAIGN_DISPATCH_ERROR, HD_CAMPAIGN_DISPATCH_ERROR_STALE,
                   _("these orders were all carried out (or held) already: they are never carried out twice"));
      return FALSE;
    }
  if (up_to != G_MAXUINT && from == up_to)
    return TRUE;
  if (up_to != G_MAXUINT)
    {
      g_set_error (error, HD_CAMPAIGN_DISPATCH_ERROR, HD_CAMPAIGN_DISPATCH_ERROR_STALE,
                   _("these orders were carried out as far as order %u: they carry on from order %u, no other"),
                   up_to, up_to + 1);
      return FALSE;
    }
  print = hd_campaign_dispatch_fingerprint (hd_log_get_position (HD_LOG (self)));
  if (from == 0 && g_strcmp0 (print, h->position) == 0)
    return TRUE;
  g_set_error (error, HD_CAMPAIGN_DISPATCH_ERROR, HD_CAMPAIGN_DISPATCH_ERROR_STALE, "%s",
               from == 0 ? _("these orders answer a dispatch of another moment of the campaign: write the seat a "
                             "new dispatch")
                         : _("these orders cannot be carried on: no import of them is in the campaign (never "
                             "made, or undone)"));
  return FALSE;
}

/* The numbers (from 1) of the orders from @from up to @next that the
 * umpire held (@held) or amended, as N,N; NULL when none. */
static char *
ruled_list (const char *const *ruled,
            guint               n_ruled,
            guint               from,
            guint               next,
            gboolean            held)
{
  GString *out = g_string_new (NULL);

  for (guint i = from; i < MIN (next, n_ruled); i++)
    if (ruled[i] != NULL && (ruled[i][0] == '\0') == held)
      g_string_append_printf (out, "%s%u", out->len > 0 ? "," : "", i + 1);
  return g_string_free (out, out->len == 0);
}

/* The import's record in the log: whose orders, of which moment, the
 * order it stopped at, and those the umpire held or amended. */
static void
record_import (HdCampaignGame                 *self,
               const HdCampaignDispatchHeader *h,
               const char *const              *ruled,
               guint                           n_ruled,
               guint                           from,
               guint                           next)
{
  g_autoptr(HdCampaignAction) record = hd_campaign_action_new ("orders-carried");
  g_autofree char *held = ruled_list (ruled, n_ruled, from, next, TRUE);
  g_autofree char *amended = ruled_list (ruled, n_ruled, from, next, FALSE);

  hd_campaign_action_set (record, "seat", hd_campaign_seats_to_string (h->seat));
  hd_campaign_action_set (record, "position", h->position);
  hd_campaign_action_set_uint (record, "next", next);
  if (held != NULL)
    hd_campaign_action_set (record, "held", held);
  if (amended != NULL)
    hd_campaign_action_set (record, "amended", amended);
  hd_log_apply (HD_LOG (self), record, NULL);
}

/* Why @seat's next order waits, or NULL when the game awaits it. */
static char *
why_waits (HdCampaignGame *self,
           HdSide          seat)
{
  HdCampaignAwaited awaited = awaited_now (self);

  if (awaited.kind == HD_CAMPAIGN_AWAITS_NOTHING)
    return g_strdup (_("the war is over"));
  if (awaited.kind == HD_CAMPAIGN_AWAITS_BATTLE && awaited.battle != 0)
    return g_strdup (_("a battle’s results are awaited from the table (Campaign 9.5)"));
  if (awaited.side != seat)
    return g_strdup_printf (_("the game awaits the %s (%s)"), hd_side_get_noun (awaited.side), awaited.rule);
  if (owes_die (awaited.kind))
    return g_strdup_printf (_("the umpire rolls the %s’s die first (Campaign 2.1)"), hd_side_get_noun (seat));
  return NULL;
}

/* Without an umpire nobody reads, holds or amends a president's orders:
 * they are carried out as he wrote them (Campaign 2.1). */
static gboolean
has_umpire_to_rule (HdCampaignGame *self,
                    GError        **error)
{
  return hd_campaign_game_has_umpire (self)
         || hd_rules_refuse (error, "Campaign 2.1", _("without an umpire nobody reads, holds or amends a president’s "
                                                      "orders: they are carried out as he wrote them"));
}

/* What became of order @number, carried out (stopped at @stopped_at, or
 * HD_CAMPAIGN_NO_BOX) or refused for @error, in a sentence. */
static char *
order_note (HdCampaignGame *self,
            guint           number,
            gboolean        amended,
            const GError   *error,
            guint           stopped_at)
{
  const char *box = stopped_at != HD_CAMPAIGN_NO_BOX
                    ? hd_map_get_box (hd_campaign_game_get_map (self), stopped_at)->name : NULL;

  if (error != NULL)
    /* TRANSLATORS: %u counts the orders from 1; %s is the reason, with its rule */
    return g_strdup_printf (amended ? _("Order %u, as the umpire amended it, was not carried out: %s")
                                    : _("Order %u was not carried out: %s"), number, error->message);
  if (box != NULL)
    return g_strdup_printf (amended ? _("Order %u, as the umpire amended it, was carried out as far as %s, where "
                                        "the march met the enemy (Campaign 8).")
                                    : _("Order %u was carried out as far as %s, where the march met the enemy "
                                        "(Campaign 8)."), number, box);
  return g_strdup_printf (amended ? _("Order %u, as the umpire amended it, was carried out.")
                                  : _("Order %u was carried out."), number);
}

static void
carry_out (HdCampaignGame         *self,
           const HdCampaignViewer *viewer,
           const HdCampaignAction *order,
           guint                   number,
           gboolean                amended,
           HdCampaignOrdersReport *report)
{
  g_autoptr(GError) error = NULL;
  guint stopped_at = HD_CAMPAIGN_NO_BOX;

  /* no die of his own: a rearguard's, say (Campaign 9) */
  if (hd_campaign_action_get (order, "die") != NULL || hd_campaign_action_get (order, "dice") != NULL)
    hd_rules_refuse (&error, "Campaign 2.1", _("at a distance the umpire rolls the dice: an order carries none"));
  if (error == NULL)
    hd_campaign_game_apply_for (self, viewer, order, &stopped_at, &error);
  if (error != NULL)
    report->refused++;
  else
    report->carried++;
  report->amended += amended;
  g_ptr_array_add (report->notes, order_note (self, number, amended, error, stopped_at));
}

/* The orders of @actions from @from with the umpire's @ruled put in:
 * NULL in the array where an order is held; FALSE, with @error set, when
 * an amendment cannot be read. */
static GPtrArray *
apply_rulings (GPtrArray          *actions,
               guint               from,
               const char *const  *ruled,
               guint               n_ruled,
               GError            **error)
{
  GPtrArray *out = NULL;

  for (guint i = 0; i < n_ruled; i++)
    if (ruled[i] != NULL && (i < from || i >= actions->len))
      {
        g_set_error (error, HD_CAMPAIGN_DISPATCH_ERROR, HD_CAMPAIGN_DISPATCH_ERROR_AMENDMENT,
                     /* TRANSLATORS: the first %u is an order's number; the others, those carried out now */
                     _("there is no order %u to hold or amend: those carried out now are orders %u to %u"), i + 1,
                     from + 1, actions->len);
        return NULL;
      }
  out = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);
  for (guint i = 0; i < actions->len; i++)
    {
      const char *line = i < n_ruled && i >= from ? ruled[i] : NULL;
      g_autoptr(GError) local = NULL;
      HdCampaignAction *a = NULL;

      if (line == NULL)
        a = hd_campaign_action_copy (g_ptr_array_index (actions, i));
      else if (line[0] != '\0' && (a = hd_campaign_action_parse_line (line, &local)) == NULL)
        {
          g_set_error (error, HD_CAMPAIGN_DISPATCH_ERROR, HD_CAMPAIGN_DISPATCH_ERROR_AMENDMENT,
                       /* TRANSLATORS: %u counts the orders from 1; %s says what is wrong with the line */
                       _("the umpire’s amendment to order %u cannot be read: %s"), i + 1, local->message);
          g_ptr_array_unref (out);
          return NULL;
        }
      g_ptr_array_add (out, a);
    }
  return out;
}

GPtrArray *
hd_campaign_game_read_orders (HdCampaignGame *self,
                              GBytes         *orders,
                              guint           from,
                              HdSide         *seat,
                              GError        **error)
{
  g_auto(HdCampaignDispatchHeader) h = { 0 };
  GPtrArray *actions;
  gsize len;
  const char *data;

  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self) && orders != NULL, NULL);
  if (!is_master (self, error) || !has_umpire_to_rule (self, error))
    return NULL;
  data = g_bytes_get_data (orders, &len);
  actions = hd_campaign_dispatch_read_orders (hd_log_get_position (HD_LOG (self)), data != NULL ? data : "", len,
                                              &h, error);
  if (actions != NULL && !fits_position (self, &h, actions->len, from, error))
    g_clear_pointer (&actions, g_ptr_array_unref);
  if (actions != NULL && seat != NULL)
    *seat = h.seat;
  return actions;
}

gboolean
hd_campaign_game_import_orders (HdCampaignGame         *self,
                                GBytes                 *orders,
                                guint                   from,
                                const char *const      *ruled,
                                guint                   n_ruled,
                                HdCampaignOrdersReport *report,
                                GError                **error)
{
  g_auto(HdCampaignDispatchHeader) h = { 0 };
  g_autoptr(GPtrArray) written = NULL;
  g_autoptr(GPtrArray) actions = NULL;
  g_autoptr(HdCampaignViewer) viewer = NULL;
  gsize len;
  const char *data;

  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self) && orders != NULL && report != NULL, FALSE);
  g_return_val_if_fail (ruled != NULL || n_ruled == 0, FALSE);
  memset (report, 0, sizeof *report);
  if (!is_master (self, error) || (n_ruled > 0 && !has_umpire_to_rule (self, error)))
    return FALSE;
  data = g_bytes_get_data (orders, &len);
  written = hd_campaign_dispatch_read_orders (hd_log_get_position (HD_LOG (self)), data != NULL ? data : "",
                                              len, &h, error);
  if (written == NULL || !fits_position (self, &h, written->len, from, error))
    return FALSE;
  if (from > written->len)
    return hd_rules_refuse (error, "Campaign 2.1", _("the file holds %u orders: there is no order %u to carry on "
                                                     "from"), written->len, from + 1);
  actions = apply_rulings (written, from, ruled, n_ruled, error);
  if (actions == NULL)
    return FALSE;
  viewer = hd_campaign_viewer_new_president (h.seat);
  report->n_orders = actions->len;
  report->notes = g_ptr_array_new_with_free_func (g_free);
  for (report->next = from; report->next < actions->len; report->next++)
    {
      g_autofree char *why = why_waits (self, h.seat);

      if (why != NULL)
        {
          if (report->next + 1 == actions->len)
            /* TRANSLATORS: %u counts the orders from 1; %s says what the game awaits */
            g_ptr_array_add (report->notes, g_strdup_printf (_("Order %u waits: %s."), report->next + 1, why));
          else
            /* TRANSLATORS: the first %u and the second count orders; %s says what the game awaits */
            g_ptr_array_add (report->notes, g_strdup_printf (_("Orders %u to %u wait: %s."), report->next + 1,
                                                             actions->len, why));
          break;
        }
      if (g_ptr_array_index (actions, report->next) == NULL)
        {
          report->held++;
          /* TRANSLATORS: %u counts the orders from 1 */
          g_ptr_array_add (report->notes, g_strdup_printf (_("Order %u was held by the umpire."), report->next + 1));
          continue;
        }
      carry_out (self, viewer, g_ptr_array_index (actions, report->next), report->next + 1,
                 report->next < n_ruled && ruled[report->next] != NULL, report);
    }
  record_import (self, &h, ruled, n_ruled, from, report->next);
  return TRUE;
}
