/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-chronicle.h: the chronicle of a campaign (issue 35, item
 * 12): the war told Player Turn by Player Turn, what the side about to
 * move believed of the enemy (its reports, Campaign 8) beside what was
 * true, as a sheet (hd-campaign-sheet.h) the application prints and the
 * CLI writes.  HdCampaignGame replays its log and adds a section at the
 * start of each Player Turn (hd_campaign_game_write_chronicle()). */
#pragma once

#include "hd-campaign.h"
#include "hd-campaign-sheet.h"

G_BEGIN_DECLS

HdCampaignSheet *hd_campaign_chronicle_new      (void);
/* A section for the Player Turn @c begins: for each box where the player's
 * reports found the enemy or the enemy truly stands, what the player
 * believed (its latest report) and what was true. */
void             hd_campaign_chronicle_add_turn (HdCampaignSheet  *sheet,
                                                 const HdCampaign *c);

G_END_DECLS
