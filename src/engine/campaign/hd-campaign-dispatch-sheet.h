/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-dispatch-sheet.h: a dispatch on paper (issue 35, item 10):
 * the president's view for the turn as a printable HdCampaignSheet (his
 * corps and armies with their boxes and marches, his side's reports that
 * found the enemy, and ruled lines to write his orders on), made from
 * his fogged position only (hd-campaign-fog.h), so that it says nothing
 * the dispatch file would not. */
#pragma once

#include "hd-campaign.h"
#include "hd-campaign-sheet.h"

G_BEGIN_DECLS

/* The number of ruled lines for orders. */
#define HD_CAMPAIGN_DISPATCH_SHEET_ORDER_LINES 12

HdCampaignSheet *hd_campaign_dispatch_sheet_new (const HdCampaign *fogged,
                                                 HdSide            seat);

G_END_DECLS
