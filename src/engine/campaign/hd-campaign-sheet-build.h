/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-sheet-build.h: a battle's sheet (hd-campaign-sheet.h) made
 * from the position, for the views (hd_campaign_view_battle_sheet()). */
#pragma once

#include "hd-campaign.h"
#include "hd-campaign-sheet.h"

G_BEGIN_DECLS

/* The sheet of battle @battle_id, or NULL if there is none. */
HdCampaignSheet *hd_campaign_sheet_build_battle (const HdCampaign *self,
                                                 guint             battle_id);

G_END_DECLS
