/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-march-panel.h: the Campaign Game's Movement Phase
 * (Campaign 5, 7, 7.1-7.8): the march die, the president's allotment of
 * marches to his commanders, each march chosen on the board (the box,
 * the formations ticked, how it goes, a garrison left, the destination
 * lit), entrenching, and the end of the phase. */
#pragma once

#include "hd-campaign-panel.h"

G_BEGIN_DECLS

#define HD_TYPE_CAMPAIGN_MARCH_PANEL (hd_campaign_march_panel_get_type ())
G_DECLARE_FINAL_TYPE (HdCampaignMarchPanel, hd_campaign_march_panel, HD, CAMPAIGN_MARCH_PANEL, HdCampaignPanel)

GtkWidget *hd_campaign_march_panel_new      (void);
void       hd_campaign_march_panel_set_game (HdCampaignMarchPanel   *self,
                                             HdCampaignGame         *game,
                                             const HdCampaignViewer *viewer);

G_END_DECLS
