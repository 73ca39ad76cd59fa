/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-candidates.h: the candidate actions for what is awaited now
 * (hd_action_get_decision): every action a player may take in a
 * position, listed for a computer opponent to search over.  Analysis
 * layer: it asks the rules (each candidate passes hd_action_check) and
 * decides nothing itself. */
#pragma once

#include <glib.h>

#include "hd-action.h"

G_BEGIN_DECLS

/* More target assignments than this for one round's fire are not listed
 * one by one (see hd_candidates_list). */
#define HD_CANDIDATES_MAX_FIRE 1024
/* Nor more than this many assignments times spreads of the leaders'
 * pluses (Advanced 8.2.2). */
#define HD_CANDIDATES_MAX_FIRE_SPREAD 16384

/*
 * hd_candidates_list:
 * @state: a position
 * @out: a GArray of HdAction, emptied first, or NULL only to count
 *
 * The candidate actions for what hd_action_get_decision() awaits, and
 * returns their number.  Every one passes hd_action_check(); a
 * candidate with dice (hd_candidates_is_template) leaves them 0, open,
 * and passes once every open die is given any value 1-6
 * (hd_candidates_fill_dice).
 *
 * What is listed, when the decision is owed first only its action type,
 * else every type in this fixed order (each in board, unit or leader
 * order, all deterministic):
 *   the dice: the march die, the promotion and recruitment dice, the fall
 *     of Washington, the border states' support (one per state, named by
 *     its first recruitment city), each side's battlefield leadership;
 *   the morale and desertion checks (one action, a die a unit, in the
 *     order hd_morale_get_checks asks them: other orders are accepted
 *     too but not listed) and the rally (each routed unit, then none);
 *   supply losses (each unit that may be given up);
 *   the leaders: placed (every box), marching alone, going with a unit,
 *     joining the battle;
 *   marches: a box activated, every move of every unit along every line
 *     path up to HD_ACTION_MAX_STEPS (named by its id, "march #12": a move
 *     named by side, kind and strength means the unit the engine picks,
 *     one of these), entrenching, sea moves and naval invasions (named by
 *     side, kind and strength, as a save records them), a breakout, a
 *     crossing from Europe;
 *   the battles: a battle begun, a containment, a cavalry withdrawal,
 *     the fire of a round, a retreat, a reinforcement, a recovery, a
 *     promotion;
 *   the recruits (every kind, every city);
 *   END_SEGMENT, last, when it is allowed.
 * The fire of a round: the default targets (hd_battle_default_targets,
 * the leaders' pluses spread) first; the default targets with every
 * other spread of the firing side's leaders' pluses (at most their
 * value in all, on at most two pieces, Lee three: Advanced 8.2.2);
 * then, when there are at most HD_CANDIDATES_MAX_FIRE ways, every other
 * assignment of a target to each unit that fires (with Advanced 7.0
 * every choice of the units that fire), shots in board order, each with
 * every spread of the pluses while the assignments times the spreads are
 * at most HD_CANDIDATES_MAX_FIRE_SPREAD (above that without pluses);
 * above HD_CANDIDATES_MAX_FIRE ways only the default with each single
 * shot moved to each other target.  Other orders of the same shots are
 * accepted too but not listed.
 *
 * For a search: pass the same @out each time and nothing is allocated
 * per candidate (the engine's questions allocate a few arrays per type).
 */
guint     hd_candidates_list       (const HdState  *state,
                                    GArray         *out);
/* Their number (hd_candidates_list without keeping them). */
guint     hd_candidates_count      (const HdState  *state);
/* Whether @action leaves dice open (0): a roll, fire, morale or desertion. */
gboolean  hd_candidates_is_template (const HdAction *action);
/* Gives every open die of @action the value @die (1-6). */
void      hd_candidates_fill_dice  (HdAction       *action,
                                    guint           die);
/* A source of dice: each call gives the next die, 1-6 (a seeded stream
 * in a match, the dice typed in at the table). */
typedef guint (*HdDiceFunc) (gpointer data);
/* Gives each open die of @action its own die from @dice, in the order
 * the action holds them (the die, or each shot in turn). */
void      hd_candidates_roll_dice  (HdAction       *action,
                                    HdDiceFunc      dice,
                                    gpointer        data);
/* Whether @action is a candidate of @list (HdAction): only the fields
 * its type uses compared (hd-action-info.c; a unit named by number by
 * its number), its dice only where the candidate gives them. */
gboolean  hd_candidates_contains   (GArray         *list,
                                    const HdAction *action);

G_END_DECLS
