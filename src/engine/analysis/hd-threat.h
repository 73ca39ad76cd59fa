/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-threat.h: reach and threats.  Where a side's units can get in its
 * next Movement Segment with one march and with two, and how strong they
 * can arrive there, worked out with the movement rules themselves
 * (hd-movement: 4.0-4.12), so the board's threat overlay can never show
 * a move the movement panel would refuse; the same with the other side's
 * units taken off, and a cache for a search that asks again and again. */
#pragma once

#include <glib.h>

#include "hd-state.h"

G_BEGIN_DECLS

/* The most a side can bring into one box: its units and the sum of their
 * combat values (5.1).  Zero units: the box is out of reach. */
typedef struct {
  guint units;
  guint strength;
} HdForce;

/* A side's reach into one box in its next Movement Segment. */
typedef struct {
  HdForce one_march;   /* with a single march (a land march from one box, or one unit's naval invasion) */
  HdForce two_marches; /* with two marches: two boxes, or one box's units marching twice */
} HdReach;

/* The side whose Movement Segment comes next: the player in their own
 * Movement Segment, otherwise the other side. */
HdSide   hd_threat_side_to_move     (const HdState *state);
/* @mover's next Movement Segment as it would begin from this position:
 * its Player Turn (the next Game Turn's if it comes after this one), the
 * movement bookkeeping started afresh (4.0), two marches available and,
 * outside a scenario's first Game Turn, a march die of 6 so that naval
 * invasions count (4.7).  A new state: free it. */
HdState *hd_threat_movement_state   (const HdState *state,
                                     HdSide         mover);
/* @mover's reach into every box (an array of hd_map_get_n_boxes()
 * HdReach, indexed by box; free with g_free()). */
HdReach *hd_threat_reach            (const HdState *state,
                                     HdSide         mover);
/* The same with none of the other side's units on the board: they only
 * stop the mover's marches (4.0), so a box unreached here is unreached
 * wherever they stand. */
HdReach *hd_threat_reach_unblocked  (const HdState *state,
                                     HdSide         mover);
/* Second marches remembered from one reach to the next (the planner's
 * search): valid only among positions that differ in where the other
 * side's units stand, the mover's units, the boxes' control, Kentucky's
 * neutrality (4.12) and the turn being the same.  A unit's second march goes no further than three boxes
 * from where its first ended (4.0, 4.9), so it is kept by its first
 * march and the other side's units within three boxes of that end. */
typedef struct _HdThreatCache HdThreatCache;

HdThreatCache *hd_threat_cache_new    (void);
void           hd_threat_cache_free   (HdThreatCache *cache);
/* hd_threat_reach, the second marches looked up in @cache first and
 * kept there. */
HdReach       *hd_threat_reach_cached (const HdState *state,
                                       HdSide         mover,
                                       HdThreatCache *cache);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdThreatCache, hd_threat_cache_free)

/* Whether @box is one @mover's march would threaten: it holds the other
 * side's units or the other side controls it. */
gboolean hd_threat_is_target        (const HdState *state,
                                     guint          box,
                                     HdSide         mover);
/* What @reach means for a box, in a sentence naming @mover (the side
 * whose reach it is), or NULL when the box is out of reach. */
char    *hd_threat_describe         (const HdState *state,
                                     HdSide         mover,
                                     const HdReach *reach);
/* A force's order: more strength first, then more units. */
gboolean hd_force_greater           (const HdForce *a,
                                     const HdForce *b);

G_END_DECLS
