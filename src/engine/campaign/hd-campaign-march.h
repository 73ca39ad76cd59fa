/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-march.h: strategic movement of the Campaign Game (Campaign
 * 7, 7.1-7.8, 2.1, 6.23, 6.32, 14.5, 15.82): the march die, the marches
 * the president allots to his commanders, marches along the lines (the
 * route is hd-campaign-route.c's), garrisons dropped on the way, officers
 * alone, jumps, running the guns, sea moves, naval invasions and
 * entrenchments, and the contact that opens when a march enters a box
 * holding enemy troops (an HdCampaignBattle the battle module takes over).
 * Its types of action:
 *   march-die die=N                            (7)
 *   allot formation=ID marches=N               (2.1, 7)
 *   move formations=ID,.. path=BOX,BOX,..
 *        [mode=plain|jump|guns] [drop=ID@BOX,..] (7, 7.1, 7.2, 7.7, 6.23)
 *   sea formations=ID,.. from=PORT to=PORT     (7.4)
 *   invade formations=ID,.. to=PORT            (7.5)
 *   entrench formation=ID box=BOX              (7.6)
 * Invariants 40-44 (hd-campaign-invariants.h) are checked here. */
#pragma once

#include "hd-campaign-args.h"

G_BEGIN_DECLS

extern const HdCampaignActionType hd_campaign_march_actions[];
extern const guint                hd_campaign_march_n_actions;

/* The march die this turn (0 until rolled), the side's marches (7). */
guint      hd_campaign_march_get_die        (const HdCampaign *campaign);
guint      hd_campaign_march_get_marches    (const HdCampaign *campaign);
/* Entrenchments in @box in half inches (7.6, 14). */
guint      hd_campaign_march_get_works      (const HdCampaign *campaign,
                                             guint             box);
/* Whether @side's troops entered @box this turn (7, 15.1). */
gboolean   hd_campaign_march_get_entered    (const HdCampaign *campaign,
                                             guint             box,
                                             HdSide            side);

/* Whether the president may give @formation marches (2.1, 7): an army
 * commander, or a corps commander on his own. */
gboolean   hd_campaign_march_is_commander   (const HdCampaign          *campaign,
                                             const HdCampaignFormation *formation);
/* The commander whose marches a march of formation @id spends: its army,
 * or itself for a corps on its own or an army; HD_CAMPAIGN_NONE for a
 * division or the Siege Train. */
guint      hd_campaign_march_get_commander  (const HdCampaign *campaign,
                                             guint             id);
/* @side's commanders (ids), in id order. */
GArray    *hd_campaign_march_list_commanders (const HdCampaign *campaign,
                                              HdSide            side);
/* The marches commander @id has left this turn: allotted less spent. */
guint      hd_campaign_march_marches_left   (const HdCampaign *campaign,
                                             guint             id);
/* The marches not yet allotted to anyone this turn. */
guint      hd_campaign_march_marches_unallotted (const HdCampaign *campaign);

/* Every box one march of @formations (ids, all in one box) may reach in
 * @mode now (HdCampaignDestination, one per box, the shortest way). */
GPtrArray *hd_campaign_march_list_destinations (const HdCampaign    *campaign,
                                                const GArray        *formations,
                                                HdCampaignMarchMode  mode);
/* The action "move" of @formations (ids) along @path (box indices, the
 * start first) in @mode, for example a destination's, leaving division
 * @garrison behind in the start box (drop=ID@BOX, 6.23) unless it is
 * HD_CAMPAIGN_NONE.  Not checked: hd_campaign_play_check() says whether
 * it may be played.  Every move the engine offers is made here. */
HdCampaignAction *hd_campaign_march_new_move (const HdCampaign    *campaign,
                                              const GArray        *formations,
                                              const GArray        *path,
                                              HdCampaignMarchMode  mode,
                                              guint                garrison);
/* The action of a sea move of @formations (ids, all in one port) from
 * their port to port @to (box index, "sea", 7.4) or, @invasion, of their
 * naval invasion of @to ("invade", 7.5).  Not checked, like
 * hd_campaign_march_new_move(); every sea move and invasion the engine
 * offers is made here. */
HdCampaignAction *hd_campaign_march_new_sea  (const HdCampaign    *campaign,
                                              const GArray        *formations,
                                              guint                to,
                                              gboolean             invasion);
/* An order written blind (issue 35, R8): the move @action (or the
 * march an entrench makes with it, 7.6) with each of
 * its ways (path= and every group of split=) cut at the first box where
 * enemy troops stand, so that it stops there with a battle (Campaign 7:
 * "a march that enters a box held by enemy troops stops there"; R8: a
 * jump meeting a hidden cavalry corps stops in its box), with only the
 * garrisons dropped before the contacts; *@stopped_at the first way's
 * contact box.  NULL when no way meets an enemy before its end, or it is
 * a march running the guns, or a jump of several ways one of which would
 * be cut after its first box. */
HdCampaignAction *hd_campaign_march_stop_at_contact (const HdCampaign       *campaign,
                                                     const HdCampaignAction *action,
                                                     guint                  *stopped_at);
/* Whether one march of @formations in @mode may reach @box; refuses with
 * the rule (that of the shortest way) otherwise. */
gboolean   hd_campaign_march_explain        (const HdCampaign    *campaign,
                                             const GArray        *formations,
                                             guint                box,
                                             HdCampaignMarchMode  mode,
                                             GError             **error);

/* The ports a sea move (or, @invasion, a naval invasion) of @formations
 * may reach now (box indices): 7.4, 7.5. */
GArray    *hd_campaign_march_list_ports     (const HdCampaign *campaign,
                                             const GArray     *formations,
                                             gboolean          invasion);

/* At the start of each Player Turn (for hd-campaign-turn.c): the die,
 * the marches, every formation's allotment and marches and the boxes
 * entered (c->entered: "not used by the enemy this turn" is the mover's
 * Player Turn, 9) are cleared; read c->entered for Kentucky first. */
/* At the start of each Player Turn (hd-campaign-turn.c calls it): the
 * die, the marches, every formation's allotment, marches used and spent
 * and its sea move, and the boxes entered (c->entered: "not used by the
 * enemy this turn" is the mover's Player Turn, 9) are cleared; Kentucky
 * (15.1) reads c->entered first. */
void       hd_campaign_march_begin_turn     (HdCampaign *campaign);

/* Invariants 40-44, the first broken as "invariant N: what", or NULL. */
char      *hd_campaign_march_check_invariants (const HdCampaign *campaign);

G_END_DECLS
