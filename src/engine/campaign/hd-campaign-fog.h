/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-fog.h: what one side may know of the war, as a position
 * (Campaign 2.1, 8; docs/rules-decisions.md, a president's view): its own forces
 * whole; of the enemy's, nothing but what its reports say (the reports
 * are in the position's ledger); the enemy's march die, allotments,
 * recruiting, named cities, training, entrenchments, marches entered
 * and planned invasion taken out; what is public (control, the
 * calendar, the books' figures, battles and their places, the blockade
 * list) kept.  The views of a president are made from it
 * (hd-campaign-view.c), so every query answers from what he knows. */
#pragma once

#include "hd-campaign.h"

G_BEGIN_DECLS

HdCampaign *hd_campaign_fog_derive (const HdCampaign *truth,
                                    HdSide            side);
/* What the commander of @side's armies or corps @formations knows
 * (Campaign 2.2; R11, docs/rules-decisions.md): his president's
 * knowledge, with of his side's forces only his commands (each
 * formation, all it holds, and the army above a corps), and of the
 * side's reports only those within two boxes of a box his commands stand
 * in.  An unknown formation, or another side's, adds nothing of his
 * side's. */
HdCampaign *hd_campaign_fog_derive_command (const HdCampaign *truth,
                                            HdSide            side,
                                            const guint      *formations,
                                            guint             n_formations);

G_END_DECLS
