/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-promotion.h: promotions in the Promotion Phase (Campaign
 * 10.2-10.32): "train" (10.31) and "promote-division" (10.32), and the
 * picks a side may make with the reason each is or is not allowed. */
#pragma once

#include "hd-campaign-args.h"
#include "hd-campaign-private.h"

G_BEGIN_DECLS

extern const HdCampaignActionType hd_campaign_promotion_actions[];
extern const guint                hd_campaign_promotion_n_actions;

/* Every division @side could pick now, for combat promotion from each
 * battle with picks left (10.32) and, in its own Promotion Phase, for
 * training (10.31): an array of HdCampaignPromotionPick (cleared with it),
 * each eligible or with the refusal's sentence. */
GArray *hd_campaign_promotion_list_picks (const HdCampaign *self,
                                          HdSide            side);

G_END_DECLS
