/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-reply.h: the enemy's answer to a plan, played out (docs/opponent.md,
 * "The enemy's answer"): from the end of a side's Movement Segment, the
 * rest of its Player Turn and the enemy's next Movement Segment played
 * on a copy with seeded dice, the enemy's marches planned as Normal
 * plans them (or chosen as the greedy player does), and the position it
 * leaves scored for the side.  Hard's planner weighs its best plans by
 * it. */
#pragma once

#include <glib.h>

#include "hd-evaluate.h"
#include "hd-state.h"

G_BEGIN_DECLS

/* The mean, over @samples dice streams (the k-th seeded by k alone, so
 * that two plans weighed meet the same dice), of the full evaluation for
 * @side of the position at the end of the enemy's next Movement Segment,
 * reached from @state (a position of @side's Movement Segment) by ending
 * the segment, the battles and the rest of the turn decided as the
 * companion's tactics decide them (hd_tactics_decide) and the enemy's
 * whole Movement Segment played by @marches (the planner's, hd-planner.c),
 * or, when it is NULL, its marches chosen greedily (hd_tactics_greedy).  A playout stops early
 * where the game ends (scored as won or lost) or where nothing can be
 * decided; at most HD_REPLY_MAX_STEPS actions each. */
#define HD_REPLY_MAX_STEPS 400
/* Plays the enemy's whole Movement Segment of @state, its end included,
 * with @weights; FALSE where the rules refuse a step. */
typedef gboolean (*HdReplyMarches) (HdState         *state,
                                    const HdWeights *weights,
                                    gpointer         data);
double    hd_reply_value  (const HdState           *state,
                           HdSide                   side,
                           const HdWeights         *weights,
                           HdReplyMarches           marches,
                           gpointer                 data,
                           guint                    samples);
/* One of those playouts, the @k-th stream's: the position it ends in
 * (NULL where the rules refuse to end @state's segment). */
HdState  *hd_reply_play   (const HdState           *state,
                           HdSide                   side,
                           const HdWeights         *weights,
                           HdReplyMarches           marches,
                           gpointer                 data,
                           guint                    k);

G_END_DECLS
