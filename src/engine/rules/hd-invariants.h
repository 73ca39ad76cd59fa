/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-invariants.h: the invariants every game state keeps (the rules
 * layer).
 *
 * hd_invariants_check() checks each of them, and in debug builds
 * (the tests and the fuzz targets among them) hd_action_apply() asserts
 * them after every action it carries out, and asserts that an action it
 * refuses leaves the state as it was.  Invariants 1-10 are the basic
 * rules', checked in hd-invariants.c; 11-14 belong to the Advanced Game,
 * each part checked by the module that owns its rule, through the
 * check_invariants hook: 11 by hd-washington.c, hd-supply.c and
 * hd-containment.c, 12 by hd-morale.c and hd-border.c, 13 by
 * hd-intervention.c, 14 by hd-leader.c.
 *
 *  1. The last Game Turn is at most 45 and the Game Turn is 1 to the last
 *     (one more once the last has been played: the game is over); the
 *     player is the Union or the Confederacy, and the segment is one of
 *     the four of rule 3.0.
 *  2. Every unit stands in a box of the map, belongs to the Union or the
 *     Confederacy and is of one of the six kinds.
 *  3. Unit numbers are unique, below next_unit_id (itself below the
 *     number a coastal garrison is named by in battle), and the units are
 *     kept in increasing number order (the order they came on the board).
 *  4. No unit has taken part in more than two marches this Movement
 *     Segment (4.0), marches_spent never exceeds marches, and the
 *     breakouts (Advanced 4.0) never exceed marches_spent.
 *  5. For each side and kind, the counters on the board, in the
 *     Recruitment Pool and (Union militia infantry) held back for the
 *     drafts never exceed the Game Piece Inventory.
 *  6. A battle box exists exactly when a battle round is under way; then
 *     the segment is the Combat Segment (or the Movement Segment, for a
 *     breakout from containment, Advanced 4.0), the battle box holds units of
 *     both sides (or Union units and its coastal garrison, Advanced 5.0)
 *     and the side firing is the Union or the Confederacy.
 *  7. Every box is controlled by the Union, the Confederacy or, only in
 *     Kentucky's tan boxes, no one; a Control marker lies only in a box a
 *     side controls.
 *  8. The active box of the current march is a box of the map or none,
 *     and the march die is 0 (not rolled) to 6.
 *  9. Nobody has won while the win is none (a draw has no winner).
 * 10. The lists of reinforcement and entry boxes are within their bounds
 *     and name boxes of the map.
 * 11. Without Advanced 6.0 in play, no roll for the capture of
 *     Washington is awaited and the Union has lost no army maximum to it;
 *     without Advanced 2.0, no box owes a piece for being out of supply;
 *     without Advanced 4.0, no box is contained.
 * 12. Without Advanced 8.1 no unit is routed or owes a morale or desertion
 *     check; morale checks are owed only while a battle is fought, by
 *     units in its box, and desertion checks only once it is over.
 *     Without Advanced 8.3 no border state's militia has joined the pool
 *     nor is its die awaited, and each state joins at most once.
 * 13. Without Advanced 8.4 no Foreign Intervention unit is anywhere; once
 *     intervention is won, the foreign units on the board, in Europe and
 *     lost are four, all Confederate, and before it none.
 * 14. Without Advanced 8.2 no leader is on the board or awaited; a leader
 *     on the board stands in a box of the map and is never alone there
 *     with enemy units, and no leader has made more than two marches
 *     alone this Movement Segment.
 */
#pragma once

#include "hd-state.h"

G_BEGIN_DECLS

/* The first invariant @self breaks, as "invariant N: what", or NULL. */
char *hd_invariants_check        (const HdState *self);
/* Aborts, naming the invariant, when @self breaks one. */
void  hd_invariants_assert (const HdState *self);
/* "invariant N: what", newly allocated: what the modules' hooks return. */
char *hd_invariants_broken       (int            number,
                                  const char    *what);

G_END_DECLS
