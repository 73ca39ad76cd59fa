/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-battles-panel.h: the Campaign Game's Battle and Promotion
 * Phases (Campaign 9, 9.5, 9.6, 10): each contact with its cavalry test
 * and the defender's choice (withdraw, fight at the table, rearguard by
 * dice), a battle at the table with its printed sheet and each day's
 * results typed back, its end, and the promotions it earns. */
#pragma once

#include "hd-campaign-panel.h"

G_BEGIN_DECLS

#define HD_TYPE_CAMPAIGN_BATTLES_PANEL (hd_campaign_battles_panel_get_type ())
G_DECLARE_FINAL_TYPE (HdCampaignBattlesPanel, hd_campaign_battles_panel, HD, CAMPAIGN_BATTLES_PANEL, HdCampaignPanel)

GtkWidget *hd_campaign_battles_panel_new      (void);
void       hd_campaign_battles_panel_set_game (HdCampaignBattlesPanel *self,
                                               HdCampaignGame         *game,
                                               const HdCampaignViewer *viewer);

G_END_DECLS
