/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-game-chain.c: a campaign without an umpire (issue 35, item
 * 11; hd-campaign-game.h, "Without an umpire"): the presidents take the
 * umpire out with their two PINs; the master view opens only to both
 * PINs (or once the war is over), each opening on the public record;
 * the save's actions are chained with HMAC-SHA256 under a key both PINs
 * derive, checked when both PINs open the game, a break found put on
 * the public record too. */
#define G_LOG_DOMAIN "hd-campaign-game"
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "hd-campaign-game-private.h"
#include "hd-campaign-private.h"
#include "hd-campaign-seats.h"
#include "hd-rules.h"

static const HdCampaign *
position_of (HdCampaignGame *self)
{
  return hd_log_get_position (HD_LOG (self));
}

gboolean
hd_campaign_game_has_umpire (HdCampaignGame *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), TRUE);
  return position_of (self)->no_umpire == NULL;
}

/* (a dispatch is a seat's own view: nothing in it to lock) */
gboolean
hd_campaign_game_is_unlocked (HdCampaignGame *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), FALSE);
  return hd_campaign_game_has_umpire (self) || self->chain_key != NULL || self->dispatch_text != NULL;
}

/* The key both PINs derive, under the game's salt. */
static char *
chain_key (const char *salt,
           const char *union_pin,
           const char *confederate_pin)
{
  g_autofree char *both = g_strdup_printf ("union:%s\nconfederate:%s", union_pin, confederate_pin);

  return g_compute_hmac_for_string (G_CHECKSUM_SHA256, (const guchar *) salt, strlen (salt), both, -1);
}

static gboolean
check_both (HdCampaignGame  *self,
            const char      *union_pin,
            const char      *confederate_pin,
            GError         **error)
{
  const HdCampaign *c = position_of (self);

  if (hd_campaign_seats_check_pin (c, HD_SIDE_UNION, union_pin)
      && hd_campaign_seats_check_pin (c, HD_SIDE_CONFEDERATE, confederate_pin))
    return TRUE;
  return hd_rules_refuse (error, "Campaign 2.1", _("those are not both presidents’ PINs: nothing opens"));
}

gboolean
hd_campaign_game_go_without_umpire (HdCampaignGame  *self,
                                    const char      *union_pin,
                                    const char      *confederate_pin,
                                    GError         **error)
{
  g_autoptr(HdCampaignAction) lincoln = NULL;
  g_autoptr(HdCampaignAction) davis = NULL;
  g_autoptr(HdCampaignAction) out = NULL;
  guint before;

  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), FALSE);
  if (union_pin == NULL || confederate_pin == NULL || *union_pin == '\0' || *confederate_pin == '\0')
    return hd_rules_refuse (error, "Campaign 2.1", _("without an umpire, each president first gives his seat a "
                                                     "PIN: together they open the master view"));
  lincoln = hd_campaign_seats_new_pin_action (HD_SIDE_UNION, union_pin);
  davis = hd_campaign_seats_new_pin_action (HD_SIDE_CONFEDERATE, confederate_pin);
  out = hd_campaign_seats_new_no_umpire_action ();
  before = hd_log_get_n_actions (HD_LOG (self));
  if (!hd_log_apply (HD_LOG (self), lincoln, error) || !hd_log_apply (HD_LOG (self), davis, error)
      || !hd_log_apply (HD_LOG (self), out, error))
    {
      while (hd_log_get_n_actions (HD_LOG (self)) > before && hd_log_undo (HD_LOG (self)))
        ;
      return FALSE;
    }
  g_free (self->chain_key);
  self->chain_key = chain_key (position_of (self)->no_umpire, union_pin, confederate_pin);
  return TRUE;
}

/* The first action whose link is not the one @key makes, or G_MAXUINT. */
/* The first action whose link is not the one @key makes (the set-up
 * changed: the first), or, the links holding, the number of actions when
 * the chain's end does not (actions taken off the end), else G_MAXUINT. */
static guint
first_broken (HdCampaignGame *self,
              const char     *key)
{
  g_autofree char *prev = hd_campaign_game_chain_seed (self, key);
  g_autofree char *end = NULL;
  g_autofree char *expected = NULL;
  guint n = hd_log_get_n_actions (HD_LOG (self));

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *line = hd_campaign_action_to_line (hd_log_get_action (HD_LOG (self), i));
      char *link = hd_campaign_game_chain_link (key, prev, line);

      g_free (prev);
      prev = link;
      if (i >= self->macs->len || g_strcmp0 (g_ptr_array_index (self->macs, i), link) != 0)
        return i;
    }
  end = hd_campaign_game_chain_end (key, prev, n);
  expected = g_strdup_printf ("%u:%s", n, end);
  return g_strcmp0 (self->chain_end, expected) == 0 ? G_MAXUINT : n;
}

gboolean
hd_campaign_game_unlock (HdCampaignGame  *self,
                         const char      *union_pin,
                         const char      *confederate_pin,
                         guint           *altered_from,
                         GError         **error)
{
  g_autofree char *key = NULL;
  guint broken;

  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self) && altered_from != NULL, FALSE);
  *altered_from = G_MAXUINT;
  if (hd_campaign_game_has_umpire (self) || self->chain_key != NULL)
    return TRUE;
  if (!check_both (self, union_pin, confederate_pin, error))
    return FALSE;
  key = chain_key (position_of (self)->no_umpire, union_pin, confederate_pin);
  broken = first_broken (self, key);
  self->chain_key = g_steal_pointer (&key);
  if (broken != G_MAXUINT)
    {
      g_autoptr(HdCampaignAction) record = hd_campaign_action_new ("file-altered");

      hd_campaign_action_set_uint (record, "from", broken);
      hd_log_apply (HD_LOG (self), record, NULL);
      *altered_from = broken;
    }
  return TRUE;
}

gboolean
hd_campaign_game_open_master (HdCampaignGame  *self,
                              const char      *union_pin,
                              const char      *confederate_pin,
                              GError         **error)
{
  g_autoptr(HdCampaignAction) record = NULL;

  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), FALSE);
  if (hd_campaign_game_has_umpire (self) || position_of (self)->winner != HD_SIDE_NEUTRAL)
    return TRUE;
  if (!check_both (self, union_pin, confederate_pin, error))
    return FALSE;
  record = hd_campaign_action_new ("master-opened");
  return hd_log_apply (HD_LOG (self), record, error);
}
