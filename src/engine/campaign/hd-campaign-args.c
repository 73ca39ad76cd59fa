/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-args.c: the readers of a campaign action's arguments. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-campaign-args.h"
#include "hd-campaign-private.h"
#include "hd-excerpt.h"
#include "hd-rules.h"

gboolean
hd_campaign_args_get_box (const HdCampaign       *campaign,
                          const HdCampaignAction *action,
                          const char             *key,
                          guint                  *out,
                          GError                **error)
{
  const char *name = hd_campaign_action_get (action, key);
  const HdBox *box;

  if (name == NULL)
    {
      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                   _("“%s” needs a box for “%s”"), hd_campaign_action_get_type_name (action), key);
      return FALSE;
    }
  box = hd_map_lookup (campaign->map, name);
  if (box == NULL)
    {
      g_autofree char *shown = hd_excerpt (name, -1);

      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                   _("there is no box called “%s” on the board"), shown);
      return FALSE;
    }
  *out = box->index;
  return TRUE;
}

gboolean
hd_campaign_args_get_side (const HdCampaignAction *action,
                           const char             *key,
                           HdSide                 *out,
                           GError                **error)
{
  const char *name = hd_campaign_action_get (action, key);
  HdSide side;

  if (name == NULL || !hd_side_from_string (name, &side) || side == HD_SIDE_NEUTRAL)
    {
      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                   _("“%s” needs “union” or “confederate” for “%s”"),
                   hd_campaign_action_get_type_name (action), key);
      return FALSE;
    }
  *out = side;
  return TRUE;
}

const HdCampaignFormation *
hd_campaign_args_get_formation (const HdCampaign       *campaign,
                                const HdCampaignAction *action,
                                const char             *key,
                                GError                **error)
{
  const HdCampaignFormation *formation;
  guint id;

  if (!hd_campaign_action_get_uint (action, key, &id, error))
    return NULL;
  formation = hd_campaign_lookup_formation (campaign, id);
  if (formation == NULL)
    g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                 _("there is no formation number %u"), id);
  return formation;
}

const HdCampaignStand *
hd_campaign_args_get_stand (const HdCampaign       *campaign,
                            const HdCampaignAction *action,
                            const char             *key,
                            GError                **error)
{
  const HdCampaignStand *stand;
  guint id;

  if (!hd_campaign_action_get_uint (action, key, &id, error))
    return NULL;
  stand = hd_campaign_lookup_stand (campaign, id);
  if (stand == NULL)
    g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                 _("there is no stand number %u"), id);
  return stand;
}

gboolean
hd_campaign_args_get_die (const HdCampaignAction *action,
                          const char             *key,
                          const char             *rule,
                          guint                  *out,
                          GError                **error)
{
  return hd_campaign_action_get_uint (action, key, out, error) && hd_rules_check_die (*out, rule, error);
}

gboolean
hd_campaign_args_split_placements (const HdCampaign *campaign,
                                   const char       *text,
                                   GArray           *ids,
                                   GArray           *boxes)
{
  g_auto(GStrv) items = g_strsplit (text, ",", -1);

  for (guint i = 0; items[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (items[i], "@", 2);
      const HdBox *box = parts[0] && parts[1] ? hd_map_lookup (campaign->map, parts[1]) : NULL;
      guint64 id = 0;
      guint id32, index;

      if (box == NULL || !g_ascii_string_to_unsigned (parts[0], 10, 1, G_MAXUINT, &id, NULL))
        return FALSE;
      id32 = (guint) id;
      index = box->index;
      g_array_append_val (ids, id32);
      g_array_append_val (boxes, index);
    }
  return TRUE;
}

gboolean
hd_campaign_args_listed_before (const GArray *ids,
                                guint         i)
{
  for (guint j = 0; j < i; j++)
    if (g_array_index (ids, guint, j) == g_array_index (ids, guint, i))
      return TRUE;
  return FALSE;
}
