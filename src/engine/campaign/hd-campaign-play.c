/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-play.c: the table of the campaign's action types, the gate
 * every action passes, check and apply. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-campaign-battle.h"
#include "hd-campaign-invariants.h"
#include "hd-campaign-intel.h"
#include "hd-campaign-seats.h"
#include "hd-campaign-invasion.h"
#include "hd-campaign-siege.h"
#include "hd-campaign-oob.h"
#include "hd-campaign-march.h"
#include "hd-campaign-play.h"
#include "hd-campaign-books.h"
#include "hd-campaign-private.h"
#include "hd-campaign-promotion.h"
#include "hd-campaign-result.h"
#include "hd-campaign-recruit.h"
#include "hd-campaign-turn.h"
#include "hd-campaign-umpire.h"
#include "hd-rules.h"

/* Every module's table of types, in the order of the rules; a module
 * with types adds its table here. */
static const struct {
  const HdCampaignActionType *types;
  const guint                *n_types;
} tables[] = {
  { hd_campaign_umpire_actions, &hd_campaign_umpire_n_actions },
  { hd_campaign_oob_actions, &hd_campaign_oob_n_actions },
  { hd_campaign_march_actions, &hd_campaign_march_n_actions },
  { hd_campaign_battle_actions, &hd_campaign_battle_n_actions },
  { hd_campaign_result_actions, &hd_campaign_result_n_actions },
  { hd_campaign_promotion_actions, &hd_campaign_promotion_n_actions },
  { hd_campaign_turn_actions, &hd_campaign_turn_n_actions },
  { hd_campaign_books_actions, &hd_campaign_books_n_actions },
  { hd_campaign_recruit_actions, &hd_campaign_recruit_n_actions },
  { hd_campaign_invasion_actions, &hd_campaign_invasion_n_actions },
  { hd_campaign_intel_actions, &hd_campaign_intel_n_actions },
  { hd_campaign_seats_actions, &hd_campaign_seats_n_actions },
  { hd_campaign_siege_actions, &hd_campaign_siege_n_actions },
};

static GPtrArray *
all_types (void)
{
  static GPtrArray *types;

  if (g_once_init_enter (&types))
    {
      GPtrArray *list = g_ptr_array_new ();

      for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
        for (guint i = 0; i < *tables[t].n_types; i++)
          g_ptr_array_add (list, (gpointer) &tables[t].types[i]);
      g_once_init_leave (&types, list);
    }
  return types;
}

const HdCampaignActionType *
hd_campaign_play_lookup_type (const char *name)
{
  GPtrArray *types = all_types ();

  for (guint i = 0; name != NULL && i < types->len; i++)
    {
      const HdCampaignActionType *type = types->pdata[i];

      if (g_str_equal (type->name, name))
        return type;
    }
  return NULL;
}

const HdCampaignActionType *const *
hd_campaign_play_list_types (guint *n_out)
{
  GPtrArray *types = all_types ();

  *n_out = types->len;
  return (const HdCampaignActionType *const *) types->pdata;
}

static const HdCampaignActionType *
type_of (const HdCampaignAction  *action,
         GError                 **error)
{
  const char *name = hd_campaign_action_get_type_name (action);
  const HdCampaignActionType *type = hd_campaign_play_lookup_type (name);

  if (type == NULL)
    g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_UNKNOWN_TYPE,
                 _("“%s” is no action of the Campaign Game"), name);
  return type;
}

gboolean
hd_campaign_play_check (const HdCampaign       *campaign,
                        const HdCampaignAction *action,
                        GError                **error)
{
  const HdCampaignActionType *type = type_of (action, error);

  if (type == NULL)
    return FALSE;
  if (!type->umpire && campaign->winner != HD_SIDE_NEUTRAL)
    return hd_rules_refuse (error, campaign->win_rule ? campaign->win_rule : "Campaign 4",
                            _("the war is over: the %s has won"), hd_side_get_noun (campaign->winner));
  return type->check (campaign, action, error);
}

gboolean
hd_campaign_play_apply (HdCampaign             *campaign,
                        const HdCampaignAction *action,
                        GError                **error)
{
  if (!hd_campaign_play_check (campaign, action, error))
    return FALSE;
  hd_campaign_play_lookup_type (hd_campaign_action_get_type_name (action))->apply (campaign, action);
  hd_campaign_books_revert_left (campaign);   /* 3.4: "as soon as they leave" */
#ifdef HD_CHECK_INVARIANTS
  hd_campaign_invariants_assert (campaign);
#endif
  return TRUE;
}

GPtrArray *
hd_campaign_play_list_candidates (const HdCampaign *campaign)
{
  GPtrArray *types = all_types ();
  GPtrArray *found = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);

  for (guint i = 0; i < types->len; i++)
    {
      const HdCampaignActionType *type = types->pdata[i];
      g_autoptr(GPtrArray) some = NULL;

      if (type->candidates == NULL)
        continue;
      some = type->candidates (campaign);
      for (guint j = 0; j < some->len; j++)
        if (hd_campaign_play_check (campaign, some->pdata[j], NULL))
          g_ptr_array_add (found, hd_campaign_action_copy (some->pdata[j]));
    }
  return found;
}

char *
hd_campaign_play_describe (const HdCampaign       *campaign,
                           const HdCampaignAction *action)
{
  const HdCampaignActionType *type = hd_campaign_play_lookup_type (hd_campaign_action_get_type_name (action));

  if (type == NULL || type->describe == NULL)
    return hd_campaign_action_to_line (action);
  return type->describe (campaign, action);
}
