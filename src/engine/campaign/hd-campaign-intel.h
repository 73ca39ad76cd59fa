/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-intel.h: what each side learns of the other (Campaign 8,
 * 8.1-8.25, 15.7): the reports its troops' scouting, its sympathisers and
 * the Union's blockade give, each at the best level of the sources that
 * reach the box, made from the true positions at the moment; the ledger
 * of each side's latest report on every box, written at the start of its
 * Player Turns and on contact (hd-campaign-turn.c, hd-campaign-march.c
 * ask); the blockade list and its one Complete port a turn (`blockade
 * port=`, `scout-port port=`); and when each formation last arrived, and
 * from where, which the reports tell (8.12, 8.13). */
#pragma once

#include "hd-campaign-args.h"
#include "hd-campaign.h"

G_BEGIN_DECLS

/* A Player Turn as a number that grows with the war: twice the Game Turn,
 * plus one for the Confederacy's (the Union moves first, Campaign 5). */
guint    hd_campaign_intel_stamp            (const HdCampaign *c);

/* Puts formation @id in @box, noting its arrival for the reports. */
void     hd_campaign_intel_move_formation   (HdCampaign       *c,
                                             guint             id,
                                             guint             box);

/* The report @side would get on @box now, from the best of its sources
 * (8.2), NULL if none reaches it. */
HdCampaignReport *hd_campaign_intel_make_report (const HdCampaign *c,
                                                 HdSide            side,
                                                 guint             box);
/* Writes into @side's ledger the reports it gets now, at the start of its
 * Player Turn (Campaign 8: "at the start of their turn"). */
void     hd_campaign_intel_issue            (HdCampaign       *c,
                                             HdSide            side);
/* Before a battle in @box: both sides get a report on the box, at least
 * Complete (Detailed with a cavalry division of 30 scouting points
 * there), and on every box next to it that could feed the battle. */
void     hd_campaign_intel_issue_contact    (HdCampaign       *c,
                                             guint             box);
/* @side's latest report on @box (NULL if none): not a new reference. */
const HdCampaignReport *hd_campaign_intel_get_report (const HdCampaign *c,
                                                      HdSide            side,
                                                      guint             box);
/* The report as a sentence, as the campaign's examples read:
 * "Manassas Junction (Complete, from II Corps, 05/1862): Army of
 * Northern Virginia: 4 infantry divisions with artillery, Johnston
 * commanding. Mostly there since before their last turn." */
char    *hd_campaign_intel_format           (const HdCampaign       *c,
                                             const HdCampaignReport *report);

/* The blockade (8.25). */
gboolean hd_campaign_intel_is_blockaded     (const HdCampaign *c,
                                             guint             box);
/* Whether a port may be added to the blockade list this Game Turn. */
gboolean hd_campaign_intel_is_blockade_month (guint             turn);

/* A new Game Turn: the Complete port is named again. */
void     hd_campaign_intel_begin_turn       (HdCampaign       *c);

/* Invariant 60 (hd-campaign-invariants.h). */
char    *hd_campaign_intel_check_invariants (const HdCampaign *c);

extern const HdCampaignActionType hd_campaign_intel_actions[];
extern const guint                hd_campaign_intel_n_actions;

G_END_DECLS
