/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-movement.h: the Movement Segment (rules 4.0-4.9 with the optional
 * 4.11, 4.12, 4.71, 4.8 and 4.9): the march die, marches, land moves with
 * their routes, jump moves, entrenchment, Union sea movement and naval
 * invasions.  Everything here answers questions about an HdState or
 * changes one only when the rules allow it; refusals carry the rule. */
#pragma once

#include <glib.h>

#include "hd-state.h"

G_BEGIN_DECLS

/* How a Move goes: by land along the lines (4.0), by sea (4.7), or as an
 * invasion from the sea (4.71). */
typedef enum {
  HD_MOVE_BY_LAND,
  HD_MOVE_BY_SEA,
  HD_MOVE_INVASION,
} HdMoveMode;

#define HD_MAX_STEPS 3  /* boxes per march: 2, or 3 with optional rule 4.9 */

/* One way for a unit to go in a march: the lines it follows in order. */
typedef struct {
  guint    to;
  guint    n_steps;
  guint    lines[HD_MAX_STEPS];
  gboolean jump;     /* through a box holding enemy units (4.4, 4.5) */
  gboolean battle;   /* ends in a box holding enemy units (4.0) */
} HdRoute;

/* A box a chosen set of units may all reach in one march (by sea: each
 * in a march of its own, 4.6). */
typedef struct {
  guint    to;
  guint    marches;  /* what it costs: 1 to start a march from the box, 0 within the current one;
                      * by sea one a unit */
  gboolean battle;   /* enemy units there, or a coastal garrison meeting an invasion
                      * (Advanced 5.0): a battle in the Combat Segment */
  gboolean jump;     /* some unit would jump to get there */
  gboolean garrison; /* its coastal garrison meets the invasion (Advanced 5.0) */
} HdDestination;

/* May unit @index take part in a march now (the route aside)?  FALSE and
 * @error says why, with the rule. */
gboolean  hd_movement_check_unit    (const HdState *state,
                                     guint          index,
                                     GError       **error);
/* Every legal route for unit @index, one per destination (the fewest
 * steps, a route without a jump preferred), as HdRoute. */
GArray   *hd_movement_unit_routes   (const HdState *state,
                                     guint          index);
/* The route unit @index would take to @to, or FALSE with the reason. */
gboolean  hd_movement_find_route    (const HdState *state,
                                     guint          index,
                                     guint          to,
                                     HdRoute       *route,
                                     GError       **error);
/* The boxes every one of @units (indices, all in one box) can reach in one
 * march, as HdDestination sorted by box. */
GArray   *hd_movement_destinations  (const HdState *state,
                                     const guint   *units,
                                     guint          n_units);

/* Whether an action of the segment would be accepted (hd_action_check
 * asks these; the changes themselves are in hd-action-private.h). */
gboolean  hd_movement_roll_check    (const HdState *state,
                                     guint          die,
                                     GError       **error);
gboolean  hd_movement_march_check   (const HdState *state,
                                     guint          box,
                                     GError       **error);
gboolean  hd_movement_move_check    (const HdState *state,
                                     guint          index,
                                     const guint   *lines,
                                     guint          n_steps,
                                     GError       **error);
gboolean  hd_movement_entrench_check (const HdState *state,
                                      guint          box,
                                      GError       **error);
/* 4.3: the marches it takes to entrench in @box: 1 in a recruitment
 * city, 2 (in one Movement Segment) anywhere else. */
guint     hd_movement_entrench_marches (const HdState *state,
                                        guint          box);
gboolean  hd_movement_recover_check (const HdState *state,
                                     guint          unit_id,
                                     GError       **error);
gboolean  hd_movement_new_march_helps (const HdState *state,
                                       guint          box);
gboolean  hd_movement_check_sea     (const HdState *state,
                                     guint          index,
                                     guint          to,
                                     gboolean       invasion,
                                     GError       **error);
/* Whether the player's units in @box could go by sea (or invade,
 * @invasion) anywhere now; FALSE with the reason the choice is not
 * offered: the first unit's refusal (the first Game Turn under 4.11, no
 * 6 for an invasion, a unit that has marched), or the box's. */
gboolean  hd_movement_sea_box_check (const HdState *state,
                                     guint          box,
                                     gboolean       invasion,
                                     GError       **error);
/* Whether unit @index may reach @to now in any way: a march, by sea or by
 * a naval invasion.  When none, FALSE with the refusal that decides it:
 * a march's own rule when it names one beyond 4.0's routes, else, between
 * two ports for a side that may sail, why the sea (or, to an enemy port,
 * an invasion) is closed (4.6, 4.7, 4.11, 4.71) rather than "no march
 * reaches it". */
gboolean  hd_movement_check_any_way (const HdState *state,
                                     guint          index,
                                     guint          to,
                                     GError       **error);
/* Sea (or invasion) destinations for unit @index, as guint box indices. */
GArray   *hd_movement_sea_destinations (const HdState *state,
                                        guint          index,
                                        gboolean       invasion);
/* The ports every one of @units can sail to (or invade, @invasion), as
 * HdDestination sorted by box, like hd_movement_destinations(). */
GArray   *hd_movement_sea_moves     (const HdState *state,
                                     const guint   *units,
                                     guint          n_units,
                                     gboolean       invasion);

/* The unit of @side and @kind (@reduced) in @box that a move of that kind
 * of unit means: one still free to move in the current march, the one with
 * the fewest marches, or -1. */
int       hd_movement_pick_unit     (const HdState *state,
                                     guint          box,
                                     HdSide         side,
                                     HdUnitKind     kind,
                                     gboolean       reduced,
                                     gboolean       for_sea);

/* Whether a piece of @side may step from box @from to box @to, next to
 * it, as far as the lines and boxes closed to that side go: the Potomac
 * (4.2) and Kentucky (4.11, 4.12).  For leaders marching alone (Advanced
 * 8.2.1), who have no march distances of their own. */
gboolean  hd_movement_step_check    (const HdState *state,
                                     HdSide         side,
                                     guint          from,
                                     guint          to,
                                     GError       **error);

/* Whether a Foreign Intervention unit may cross from Europe to port @to
 * now: the Confederate Movement Segment, a march left, a port the
 * Confederacy holds (Advanced 8.4, sea movement as 4.6). */
gboolean  hd_movement_check_crossing (const HdState *state,
                                      guint          to,
                                      GError       **error);

G_END_DECLS
