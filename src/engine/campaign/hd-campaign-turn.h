/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-turn.h: the Campaign Game's sequence of play (Campaign 4,
 * 5, R3): the action `end-phase`, which refuses while the phase still
 * owes something, and leads Movement -> Battle -> Promotion ->
 * Reorganisation for the Union, then the same for the Confederacy, with
 * capture at the end of each Player Turn (3.3, 3.4: the books); after the
 * Confederate Player Turn of March, June, September and
 * November-December the Recruiting Phase, the Union's then the
 * Confederacy's (12); then the next Game Turn; the war ends after the
 * June 1865 Player Turns (4.2, forty Game Turns).  And what play awaits
 * now, for the guide and the app's panels. */
#pragma once

#include "hd-campaign-args.h"
#include "hd-campaign.h"

G_BEGIN_DECLS

/* What play awaits now: the first of these that applies.
 *   1. NOTHING: the war is over (4.1, 4.2).
 *   2. SETUP: a Base Recruiting Number not given yet (12.1, R20; the
 *      side lacking it, the Union's first), action `set-base`.
 *   3. WASHINGTON_DIE: Washington has fallen and its die is owed (4.3).
 *   Then by phase, the side being the player:
 *   Movement: MARCH_DIE until rolled; ALLOTMENT while no march is
 *      allotted or used (and the die gave some); else MARCHES (`move`,
 *      or `end-phase`).
 *   Battle: CONTACT for the first battle still at contact (the
 *      defender's choice: its side is the defender's, action NULL);
 *      BATTLE for the first to be fought on the table (`battle-day`);
 *      when none is open, BATTLE with battle 0 and action `end-phase`.
 *   Promotion: PROMOTIONS (free play, `end-phase` ends it).
 *   Reorganisation: REORGANISATION (free play, `end-phase` ends it).
 *   Recruiting: RECRUIT_DIE until rolled; then RAISE, action `raise`
 *      while a corps can still be raised, else `end-phase`. */
HdCampaignAwaited hd_campaign_turn_get_awaited (const HdCampaign *c);

/* Invariant 36 (hd-campaign-invariants.h). */
char             *hd_campaign_turn_check_invariants (const HdCampaign *c);

/* `end-phase [forgo=yes]`. */
extern const HdCampaignActionType hd_campaign_turn_actions[];
extern const guint                hd_campaign_turn_n_actions;

G_END_DECLS
