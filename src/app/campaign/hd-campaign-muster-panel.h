/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-muster-panel.h: the Campaign Game's recruiting (Campaign
 * 12, 12.1): the Base Recruiting Number the umpire gives where our copy
 * lost it, the cities named at the start of a recruiting month's Player
 * Turn, the recruiting die, the cap with how it was reached, and the
 * corps raised at each city. */
#pragma once

#include "hd-campaign-panel.h"

G_BEGIN_DECLS

#define HD_TYPE_CAMPAIGN_MUSTER_PANEL (hd_campaign_muster_panel_get_type ())
G_DECLARE_FINAL_TYPE (HdCampaignMusterPanel, hd_campaign_muster_panel, HD, CAMPAIGN_MUSTER_PANEL, HdCampaignPanel)

GtkWidget *hd_campaign_muster_panel_new      (void);
void       hd_campaign_muster_panel_set_game (HdCampaignMusterPanel  *self,
                                              HdCampaignGame         *game,
                                              const HdCampaignViewer *viewer);

G_END_DECLS
