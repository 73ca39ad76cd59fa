/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-battle.h: battles of the Campaign Game (Campaign 9): a
 * contact's life, the cavalry test (9; R5), the defender's withdrawal
 * before battle, the rearguard by dice, the battle sent to the table, the
 * reinforcements eligible (9.4), and what the results (hd-campaign-result.c)
 * and promotions (hd-campaign-promotion.c) share: the stands and
 * divisions of a battle, legal withdrawal boxes, exhaustion numbers
 * (10.21-10.25).  Invariants 50-59 (hd-campaign-invariants.h). */
#pragma once

#include "hd-campaign-args.h"
#include "hd-campaign-private.h"

G_BEGIN_DECLS

extern const HdCampaignActionType hd_campaign_battle_actions[];
extern const guint                hd_campaign_battle_n_actions;

/* A new contact in @box, @attacker moving in (the march module calls it
 * when a move enters a box holding the enemy, then appends the
 * formations that entered and the boxes they came from to its
 * attackers and entered_from).  The battle belongs to @self. */
HdCampaignBattle       *hd_campaign_battle_open       (HdCampaign       *self,
                                                       guint             box,
                                                       HdSide            attacker);
const HdCampaignBattle *hd_campaign_battle_lookup     (const HdCampaign *self,
                                                       guint             id);
HdCampaignBattle       *hd_campaign_battle_find       (HdCampaign       *self,
                                                       guint             id);
/* Battles still in CONTACT or TABLE: the Battle Phase may not end while
 * any is open (Campaign 5). */
guint                   hd_campaign_battle_count_open (const HdCampaign *self);
void                    hd_campaign_battle_get_info   (const HdCampaignBattle *battle,
                                                       HdCampaignBattleInfo   *out);
/* Who won the battle and how, citing the rule, once it is resolved
 * (9, 9.6); NULL while it is open. */
char                   *hd_campaign_battle_describe_result (const HdCampaign       *self,
                                                            const HdCampaignBattle *battle);

void     hd_campaign_battle_cavalry_test     (const HdCampaign       *self,
                                              const HdCampaignBattle *battle,
                                              HdCampaignCavalryTest  *out);
HdSide   hd_campaign_battle_defender         (const HdCampaignBattle *battle);
/* The ids of @side's formations (armies excepted) in the battle's box. */
GArray  *hd_campaign_battle_list_forces      (const HdCampaign       *self,
                                              const HdCampaignBattle *battle,
                                              HdSide                  side);
/* The ids of @side's formations that took part in the battle (those in
 * its box while it is a contact). */
GArray  *hd_campaign_battle_list_sides_forces (const HdCampaign       *self,
                                               const HdCampaignBattle *battle,
                                               HdSide                  side);
/* The ids of @side's stands in the battle's box. */
GArray  *hd_campaign_battle_list_stands      (const HdCampaign       *self,
                                              const HdCampaignBattle *battle,
                                              HdSide                  side);
/* The boxes @side may withdraw to from the battle (9, 9.58): adjacent,
 * held by @side, not entered by the enemy this turn. */
GArray  *hd_campaign_battle_list_withdrawal_boxes (const HdCampaign       *self,
                                                   const HdCampaignBattle *battle,
                                                   HdSide                  side);
/* Refuses @to under @rule unless @side may withdraw there. */
gboolean hd_campaign_battle_check_withdrawal (const HdCampaign       *self,
                                              const HdCampaignBattle *battle,
                                              HdSide                  side,
                                              guint                   to,
                                              const char             *rule,
                                              GError                **error);
/* Moves all of @side's forces in the battle's box to @to together; the
 * stands that may never leave their box (siege guns of a work, home
 * guards) are lost (docs/rules-decisions.md); works made by marches go
 * with the last troops (7.6, hd_campaign_works_leave_box()). */
void     hd_campaign_battle_withdraw         (HdCampaign             *self,
                                              HdCampaignBattle       *battle,
                                              HdSide                  side,
                                              guint                   to);
/* The formations of @side in the battle's box that withdraw each on its
 * own at nightfall (9.58): its armies' and corps' formations, and the
 * divisions whose corps is elsewhere; each takes what stands under it in
 * the box. */
GArray  *hd_campaign_battle_list_withdrawing  (const HdCampaign       *self,
                                               const HdCampaignBattle *battle,
                                               HdSide                  side);
/* Moves @formation and what stands under it in the battle's box to @to;
 * the last part of a split withdrawal to go is followed by
 * hd_campaign_battle_withdraw() to the last box, which moves no one left
 * but the fixed stands and the works. */
void     hd_campaign_battle_withdraw_part    (HdCampaign             *self,
                                              const HdCampaignBattle *battle,
                                              guint                   formation,
                                              guint                   to);
/* Takes @lost SP from stand @id, removing it at 0 (9.5); a box left
 * with no troops loses its works (7.6). */
void     hd_campaign_battle_take_losses      (HdCampaign             *self,
                                              guint                   id,
                                              guint                   lost);
/* A battle over: its stands' SP now are the start of the next (9.51). */
void     hd_campaign_battle_settle           (HdCampaign             *self,
                                              HdCampaignBattle       *battle);
/* A battle won, in the books (12.1, 9, 9.6). */
void     hd_campaign_battle_add_win          (HdCampaign             *self,
                                              const HdCampaignBattle *battle,
                                              HdSide                  side,
                                              HdCampaignWinKind       kind);
/* @formation joins a battle on the table: present, fought this turn
 * (9.4), its stands' SP now their SP at the battle's start (9.51). */
void     hd_campaign_battle_join             (HdCampaign             *self,
                                              HdCampaignBattle       *battle,
                                              guint                   formation);
/* A stand's division (if it is in one) was engaged in action (10.32). */
void     hd_campaign_battle_mark_engaged     (HdCampaign             *self,
                                              HdCampaignBattle       *battle,
                                              guint                   stand);
/* "STAND:SP,..." of @key as HdCampaignBattleLoss (empty if absent);
 * NULL and an error if it is not that. */
GArray  *hd_campaign_battle_parse_losses     (const HdCampaignAction *action,
                                              const char             *key,
                                              GError                **error);
/* Refuses losses of a stand not in the battle (nor among the stand ids
 * @arriving, NULL for none), named twice, or more than
 * it has (9.5: no stand grows); their sum in @total. */
gboolean hd_campaign_battle_check_losses     (const HdCampaign       *self,
                                              const HdCampaignBattle *battle,
                                              const GArray           *losses,
                                              const GArray           *arriving,
                                              const char             *rule,
                                              guint                  *total,
                                              GError                **error);
/* The corps @enemy moved into @box this turn (9.4): those that entered
 * its contacts, or, with none recorded, every corps of @enemy there if
 * @enemy entered it. */
guint    hd_campaign_battle_corps_moved_in   (const HdCampaign       *self,
                                              guint                   box,
                                              HdSide                  enemy);
/* How many corps a formation is (9.2's "two corps (or equivalent)", 9.4):
 * a field corps two, any other corps one, anything else none. */
guint    hd_campaign_battle_corps_weight     (HdFormationKind         kind);
/* The corps the formations of @formations (ids) make, so weighed. */
guint    hd_campaign_battle_count_corps      (const HdCampaign       *self,
                                              const GArray           *formations);
/* Formations eligible or not to reinforce the battle (9.4), an array of
 * HdCampaignReinforcement (cleared with it). */
GArray  *hd_campaign_battle_list_reinforcements (const HdCampaign       *self,
                                                 const HdCampaignBattle *battle,
                                                 HdSide                  side);

/* The status a division is rated by for promotion: that of its largest
 * group of infantry and cavalry in SP (10.25, hd_campaign_oob_get_exhaustion()),
 * else its lowest stand's; Green for none. */
HdStatus hd_campaign_battle_division_status  (const HdCampaign *self,
                                              guint             division);
/* The record the battle keeps of @division, or NULL. */
const HdCampaignBattleDivision *hd_campaign_battle_get_division (const HdCampaignBattle *battle,
                                                                 guint                   division);
/* Whether @array (guint) holds @value. */
gboolean hd_campaign_battle_array_has        (const GArray *array,
                                              guint         value);

/* Invariants 50-59. */
char    *hd_campaign_battle_check_all        (const HdCampaign *self);

G_END_DECLS
