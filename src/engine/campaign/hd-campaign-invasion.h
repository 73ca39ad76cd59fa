/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-invasion.h: the Union's guaranteed naval invasion of each
 * year from 1862 (Campaign 7.5): declared in the Union Player Turn of the
 * month before (`plan-invasion formations= from= to=`), made in its month
 * without a march die of 6 by the units assigned, from the port and to the
 * port declared; the assigned units make no other march that month;
 * postponed a month by a 1 in a winter month; spent for the year whether
 * made or not.  hd-campaign-march.c asks it before an invasion and before
 * any other march; hd-campaign-turn.c clears a month gone by. */
#pragma once

#include "hd-campaign-args.h"
#include "hd-campaign.h"

G_BEGIN_DECLS

/* The first year with a guaranteed invasion, and the years kept. */
#define HD_CAMPAIGN_INVASION_FIRST_YEAR 1862
#define HD_CAMPAIGN_INVASION_YEARS      4

/* Whether @ids (formation ids, as an `invade` lists them) may invade @to
 * from @from now: with a march die of 6 any Union units may (but the
 * assigned ones only as declared); without it only the units assigned
 * to this month's declared invasion, from its port to its port. */
gboolean hd_campaign_invasion_allows       (const HdCampaign *c,
                                            const GArray     *ids,
                                            guint             from,
                                            guint             to,
                                            GError          **error);
/* Refuses (Campaign 7.5) a march, sea move or entrenchment of @ids when
 * one of them (or its corps) is assigned to this month's invasion. */
gboolean hd_campaign_invasion_check_free   (const HdCampaign *c,
                                            const GArray     *ids,
                                            GError          **error);
/* The march die was rolled: a 1 in a winter month puts the month's
 * invasion off to the next (7.5). */
void     hd_campaign_invasion_note_die     (HdCampaign       *c);
/* A new Game Turn: a declared invasion whose month is over is gone. */
void     hd_campaign_invasion_begin_turn   (HdCampaign       *c);
/* Whether @year's guaranteed invasion has been declared already. */
gboolean hd_campaign_invasion_is_spent     (const HdCampaign *c,
                                            guint             year);

/* Invariant 45 (hd-campaign-invariants.h). */
char    *hd_campaign_invasion_check_invariants (const HdCampaign *c);

extern const HdCampaignActionType hd_campaign_invasion_actions[];
extern const guint                hd_campaign_invasion_n_actions;

G_END_DECLS
