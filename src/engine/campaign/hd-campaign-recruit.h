/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-recruit.h: recruiting in the Campaign Game (Campaign 12,
 * 12.1, 12.2, 15.61): the quarterly Recruiting Phase's months, the Base
 * Recruiting Number the umpire gives (`set-base`, R20), the cities named
 * at the start of the Player Turn (`name-city`), the die (`recruit-die`),
 * the cap (the room under the army maximum, the Adjusted Recruiting
 * Number, the die, six) with its words, the new corps (`raise`) of the
 * year's organisation at a named city or the nearest free one (R12), the
 * one-time upgrades of September 1861 (15.61), the end of PT six months
 * after raising (12.2), the artillery upgrades from 1862 (12.3,
 * `upgrade-guns`) and the recurring upgrades of 1861's new corps (15.62,
 * `upgrade-corps`).  hd-campaign-turn.c opens and closes the
 * phase. */
#pragma once

#include "hd-campaign-args.h"
#include "hd-campaign.h"

G_BEGIN_DECLS

/* No more than six corps are raised in one Recruiting Phase (12.1). */
#define HD_CAMPAIGN_MAX_RECRUITS 6

/* Whether Game Turn @turn ends with a Recruiting Phase: March, June,
 * September and November-December (5, 12). */
gboolean   hd_campaign_recruit_is_recruiting_turn (guint             turn);

/* 12.1: the Base Recruiting Number the umpire gave @side, 0 if not yet. */
guint      hd_campaign_recruit_get_base          (const HdCampaign *c,
                                                  HdSide            side);
/* 12.1, R13: the base plus the battles @side won since its last
 * Recruiting Phase (Kentucky's gift, 15.1, included). */
guint      hd_campaign_recruit_get_adjusted      (const HdCampaign *c,
                                                  HdSide            side);
char      *hd_campaign_recruit_explain_adjusted  (const HdCampaign *c,
                                                  HdSide            side);
/* Each battle counted in the adjusted number, one translated sentence
 * each with its date and box (char *, g_free). */
GPtrArray *hd_campaign_recruit_list_wins         (const HdCampaign *c,
                                                  HdSide            side);
/* 12.1: the army maximum less the army size, 0 if none is left. */
guint      hd_campaign_recruit_get_room          (const HdCampaign *c,
                                                  HdSide            side);
/* 12.1: the corps @side may raise this Recruiting Phase in all (the
 * least of the room as it was before the phase's first corps, the
 * adjusted number, the die once rolled, six). */
guint      hd_campaign_recruit_get_cap           (const HdCampaign *c,
                                                  HdSide            side);
char      *hd_campaign_recruit_explain_cap       (const HdCampaign *c,
                                                  HdSide            side);
/* The corps the player may still raise now, and whether there is a city
 * to raise one (a named city held, or the nearest free one, R12). */
guint      hd_campaign_recruit_get_left          (const HdCampaign *c);
gboolean   hd_campaign_recruit_can_raise         (const HdCampaign *c);
/* The boxes (guint) where the player may raise a corps now: its named
 * cities still held, or where one was lost the nearest free ones (R12);
 * empty when no more may be raised. */
GArray    *hd_campaign_recruit_list_raise_boxes  (const HdCampaign *c);
/* The cities (guint boxes) the player may name now (12.1), empty but at
 * the beginning of its Player Turn in a recruiting Game Turn. */
GArray    *hd_campaign_recruit_list_nameable     (const HdCampaign *c);
/* Whether @side named @box for this quarter's Recruiting Phase. */
gboolean   hd_campaign_recruit_is_named          (const HdCampaign *c,
                                                  guint             box,
                                                  HdSide            side);

/* Whether @corps had its battalion upgraded this Recruiting Phase (12.3). */
gboolean   hd_campaign_recruit_is_guns_upgraded  (const HdCampaign *c,
                                                  guint             corps);

/* The player's Recruiting Phase opens: 12.2's PT expiries. */
void       hd_campaign_recruit_begin_phase       (HdCampaign       *c);
/* It closes: its battles are counted, its die and cities cleared. */
void       hd_campaign_recruit_end_phase         (HdCampaign       *c);

/* Invariants 33-35 and 37 (hd-campaign-invariants.h). */
char      *hd_campaign_recruit_check_invariants  (const HdCampaign *c);

/* `set-base`, `name-city`, `recruit-die`, `raise`, `upgrade-guns`,
 * `upgrade-corps` (15.62). */
extern const HdCampaignActionType hd_campaign_recruit_actions[];
extern const guint                hd_campaign_recruit_n_actions;

G_END_DECLS
