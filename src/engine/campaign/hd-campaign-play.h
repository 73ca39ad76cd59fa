/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-play.h: what each type of campaign action does.  Every rule
 * module of the Campaign Game describes its types in a table of
 * HdCampaignActionType (its check, which refuses with the campaign rule's
 * number, and its apply, which assumes the check passed); this module
 * lists the tables, checks an action against a position (the gate common
 * to all first: the war over, the umpire's types) and applies it, with
 * the invariants asserted after every action in debug builds.  The type
 * record and the argument readers the modules share are in
 * hd-campaign-args.h. */
#pragma once

#include "hd-campaign-args.h"

G_BEGIN_DECLS

const HdCampaignActionType *hd_campaign_play_lookup_type (const char *name);
/* Every type, for the CLI's help and the tests: @n_out set to the count. */
const HdCampaignActionType *const *hd_campaign_play_list_types (guint *n_out);

gboolean hd_campaign_play_check    (const HdCampaign       *campaign,
                                    const HdCampaignAction *action,
                                    GError                **error);
/* Checks, then applies; changes nothing when refused. */
gboolean hd_campaign_play_apply    (HdCampaign             *campaign,
                                    const HdCampaignAction *action,
                                    GError                **error);
/* Every type's candidates (HdCampaignAction), each accepted by
 * hd_campaign_play_check(), in the table's order. */
GPtrArray *hd_campaign_play_list_candidates (const HdCampaign *campaign);
char    *hd_campaign_play_describe (const HdCampaign       *campaign,
                                    const HdCampaignAction *action);

G_END_DECLS
