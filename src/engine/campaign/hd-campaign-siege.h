/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-siege.h: siege guns taken from a fortified city and
 * attached to a corps, and left in one again (Campaign 14.5, 6.32, 7.7):
 * `attach-guns stand= corps=` and `detach-guns stand=` in the side's
 * Movement Phase.  The marches read what a corps carries through
 * hd_campaign_siege_is_attached(); the order of battle lets a corps hold
 * such guns (invariant 22). */
#pragma once

#include "hd-campaign-args.h"
#include "hd-campaign.h"

G_BEGIN_DECLS

/* Whether @stand is siege artillery attached to a corps (14.5), not the
 * Siege Train's. */
gboolean hd_campaign_siege_is_attached (const HdCampaign      *c,
                                        const HdCampaignStand *stand);

extern const HdCampaignActionType hd_campaign_siege_actions[];
extern const guint                hd_campaign_siege_n_actions;

G_END_DECLS
