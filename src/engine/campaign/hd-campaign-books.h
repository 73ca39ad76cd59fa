/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-books.h: the Campaign Game's books (Campaign 3.2-3.4, 4.1-4.3,
 * 15.1): what each recruiting city is worth under the campaign's profile
 * (R1), army size and army maximum, each with the words saying how it was
 * reached; control and capture at the end of a Player Turn with 3.4's
 * cavalry rule; Kentucky's neutrality; the victory conditions and what
 * each side still needs; the fall of Washington and its die
 * (`washington-die die=`).  Recruiting (Campaign 12) is
 * hd-campaign-recruit.h; the sequence of play that calls these at the end
 * of each phase is hd-campaign-turn.h. */
#pragma once

#include "hd-campaign-args.h"
#include "hd-campaign.h"

G_BEGIN_DECLS

/* What @box is worth to @side as a recruiting city (3.1, 3.2), with R1's
 * campaign profile: Richmond 2, Nashville 2, Memphis 1 for the
 * Confederacy, the set-up's reduced Union city one less; 0 if none. */
guint    hd_campaign_books_city_value           (const HdCampaign *c,
                                                 guint             box,
                                                 HdSide            side);
/* 3.2, 6.11-6.13: what @side's formations count, summed. */
guint    hd_campaign_books_army_size            (const HdCampaign *c,
                                                 HdSide            side);
/* "22 units: I Corps 1, ... (Campaign 3.2)", translated. */
char    *hd_campaign_books_explain_army_size    (const HdCampaign *c,
                                                 HdSide            side);
/* 3.2, 4.3: the recruiting values of the friendly cities @side holds,
 * the Union's less what Washington's falls took for good. */
guint    hd_campaign_books_army_maximum         (const HdCampaign *c,
                                                 HdSide            side);
char    *hd_campaign_books_explain_army_maximum (const HdCampaign *c,
                                                 HdSide            side);

/* 4.1: one of the seven cities (New Orleans, Mobile, Charleston,
 * Wilmington, Richmond, Nashville, Atlanta: the Confederate cities of
 * value 2 under the profile). */
gboolean hd_campaign_books_is_victory_city      (const HdCampaign *c,
                                                 guint             box);
/* How many of the seven @side holds. */
guint    hd_campaign_books_count_victory_cities (const HdCampaign *c,
                                                 HdSide            side);
/* What @side still needs to win, in words (4.1, 4.2). */
char    *hd_campaign_books_explain_victory      (const HdCampaign *c,
                                                 HdSide            side);
/* Whether @box is held by cavalry alone and reverts when it leaves (3.4). */
gboolean hd_campaign_books_is_cavalry_held      (const HdCampaign *c,
                                                 guint             box);
/* Who holds @box and why, in words (3.3, 3.4). */
char    *hd_campaign_books_explain_control      (const HdCampaign *c,
                                                 guint             box);

/* 3.4: a box of the enemy's country that @c's cavalry alone held goes
 * back to that country "as soon as" the cavalry leaves it, so it is
 * asked after every action, not only at the end of the Player Turn. */
void     hd_campaign_books_revert_left          (HdCampaign       *c);
/* The end of @side's Player Turn (3.3, 3.4): every box where @side's
 * units stand, the enemy's not, is @side's (held by cavalry alone only
 * while it stays, in the enemy's country); boxes held by cavalry that
 * left revert to their country; Washington's fall owes its die (4.3);
 * then victory is checked. */
void     hd_campaign_books_capture              (HdCampaign       *c,
                                                 HdSide            side);
/* 4.1, 4.2: sets the winner and the rule if a side has won; @war_over
 * at the end of June 1865. */
void     hd_campaign_books_check_victory        (HdCampaign       *c,
                                                 gboolean          war_over);
/* The end of a Movement Phase (15.1): if the player's troops are the
 * first to have entered Kentucky, the other side gains a battle won for
 * its next Recruiting Phase. */
void     hd_campaign_books_note_kentucky        (HdCampaign       *c);

/* Invariants 30-32 (hd-campaign-invariants.h). */
char    *hd_campaign_books_check_invariants     (const HdCampaign *c);

/* `washington-die die=` (4.3). */
extern const HdCampaignActionType hd_campaign_books_actions[];
extern const guint                hd_campaign_books_n_actions;

G_END_DECLS
