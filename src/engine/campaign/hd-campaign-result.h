/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-result.h: a battle's results typed back from the table
 * (Campaign 9.5-9.58, 9.6, 10.1): "battle-day" and "battle-end". */
#pragma once

#include "hd-campaign-args.h"
#include "hd-campaign-private.h"

G_BEGIN_DECLS

extern const HdCampaignActionType hd_campaign_result_actions[];
extern const guint                hd_campaign_result_n_actions;

/* The winner the program proposes (R23): the side holding the battle's
 * box, the attacker if both are there and it holds the major town
 * (@holds_town); the umpire rules. */
HdSide hd_campaign_result_propose_winner (const HdCampaign       *self,
                                          const HdCampaignBattle *battle,
                                          gboolean                holds_town);

/* Whether the loser, if @winner wins, shares the box with the winner and
 * has a box to withdraw to: then "battle-end" needs "to=" (9.6). */
gboolean hd_campaign_result_loser_must_leave (const HdCampaign       *self,
                                              const HdCampaignBattle *battle,
                                              HdSide                  winner);

G_END_DECLS
