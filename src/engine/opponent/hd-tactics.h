/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-tactics.h: the opponent's decisions outside the Movement Segment's
 * plan (docs/opponent.md, "Battles, promotions and recruits"): which
 * battle to fight first, the fire's targets, retreat or stand,
 * reinforcements and the defending cavalry's withdrawal from the exact
 * odds (hd_odds_attacker_wins); promotions and recruits by what they
 * add to the evaluation; the end of a segment when nothing helps. */
#pragma once

#include <glib.h>

#include "hd-action.h"
#include "hd-evaluate.h"

G_BEGIN_DECLS

/* What the roll of @a (a template, its dice open) is for, in a
 * translated line with its rule ("Roll the die for marches (4.0)."). */
const char *hd_tactics_roll_reason   (const HdAction  *a);

/* The side a decision of @state is for: the one owing it, or the player
 * whose turn it is for what both sides owe (their dice). */
HdSide hd_tactics_deciding_side (const HdState   *state,
                                 const HdAwaited *awaited);

/* The chance that @side wins the battle under way in @state, as the
 * tactics weigh it and quote it in their reasons: exact, or sampled
 * from the battle's own seed (hd_odds_seed) where the exact odds would
 * cost too much. */
double hd_tactics_battle_chance (const HdState *state,
                                 HdSide         side);

/* The greedy choice: the index in @candidates (HdAction, at least one)
 * of the action after which the quick evaluation (HD_EVALUATE_QUICK) is
 * best for @side, its worth in @value and the position's as it is in
 * @now (or NULL); a template (dice open) counts as the position as it
 * is.  The greedy player's whole rule, and the
 * enemy's answer a Hard plan expects (hd-reply.c). */
guint hd_tactics_greedy (const HdState   *state,
                         GArray          *candidates,
                         HdSide           side,
                         const HdWeights *weights,
                         double          *value,
                         double          *now);

/* The candidate of @candidates (HdAction, all of them for @state's
 * decision) that the opponent takes for the side owing it, with its
 * expected worth and a line saying why (translated, for @reason).
 * @hard looks at more of the battle's choices.  Dice stay open. */
void  hd_tactics_decide  (const HdState   *state,
                          GArray          *candidates,
                          const HdWeights *weights,
                          gboolean         hard,
                          HdAction        *out,
                          double          *value,
                          char           **reason);

G_END_DECLS
