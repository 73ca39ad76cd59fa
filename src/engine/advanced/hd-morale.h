/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-morale.h: battlefield morale (Advanced 8.1), the rally at the end of
 * each day of a battle (Advanced 8.11) and desertion after it (Advanced
 * 8.12).  A unit flipped by the enemy's fire checks its morale at once; a
 * unit that fails routs: it stays in the box, reduced, no longer fires nor
 * is fired at, and counts as eliminated for who wins.  After the battle
 * every reduced unit of both sides checks for desertion. */
#pragma once

#include "hd-battle.h"

G_BEGIN_DECLS

typedef enum {
  HD_CHECK_NONE = 0,
  HD_CHECK_MORALE,     /* Advanced 8.1: after the enemy's fire */
  HD_CHECK_DESERTION,  /* Advanced 8.12: after the battle */
} HdCheckKind;

/* The Morale Table: Crack 5, Veteran 4, Militia 3 (2 in 1861). */
guint        hd_morale_value            (HdUnitKind      kind,
                                         guint           year);
/* The checks awaited now (none, morale or desertion) and, if @ids is not
 * NULL, the units that owe one, in board order: the order the dice are
 * typed in. */
HdCheckKind  hd_morale_get_checks       (const HdState  *state,
                                         GArray        **ids);
/* What is added to the die of unit @unit_id's check: -1 entrenched (Advanced 8.1);
 * +1 on the losing side, -1 if not routed (Advanced 8.12). */
int          hd_morale_get_modifier     (const HdState  *state,
                                         HdCheckKind     kind,
                                         guint           unit_id);
/* The highest die with which the unit passes its check (0 to 6): a die
 * above it fails (routs, or deserts). */
int          hd_morale_passes_up_to     (const HdState  *state,
                                         HdCheckKind     kind,
                                         guint           unit_id);
/* The same rules as pure functions, for the battle's units and for the
 * sampled odds (hd-odds.c), so that they are written once: the modifier
 * of a morale check, -1 in a fort or entrenched (Advanced 8.1); the
 * highest passing die of a unit of @kind in @year with @modifier on the
 * die (0 to 6); whether @die fails a check passing up to @limit; and the
 * result of a morale check of a unit of @kind, entrenched or not, with
 * @die: TRUE when it routs. */
int          hd_morale_check_modifier   (gboolean        entrenched);
int          hd_morale_check_limit      (HdUnitKind      kind,
                                         guint           year,
                                         int             modifier);
gboolean     hd_morale_check_fails      (int             limit,
                                         guint           die);
gboolean     hd_morale_unit_routs       (HdUnitKind      kind,
                                         gboolean        entrenched,
                                         guint           year,
                                         guint           die);
/* Advanced 8.11: whether it is the time of a side's rally: a new day has
 * begun (round @round is its first, the defender still to fire in it,
 * @defender_to_fire) and the side has not rallied today (@rally_day, the
 * day of its last rally). */
gboolean     hd_morale_rally_time       (guint           round,
                                         gboolean        defender_to_fire,
                                         guint           rally_day);
/* "Vi #12: morale 4, entrenched −1 on the die: routs on 6" */
char        *hd_morale_describe_check   (const HdState  *state,
                                         HdCheckKind     kind,
                                         guint           unit_id);
/* The dice of the checks awaited: @dice[k].shooter is the unit, .die its
 * die, every unit that owes a check once. */
gboolean     hd_morale_checks_check     (const HdState  *state,
                                         HdCheckKind     kind,
                                         const HdShot   *dice,
                                         guint           n_dice,
                                         GError        **error);
gboolean     hd_morale_resolve          (HdState        *state,
                                         HdCheckKind     kind,
                                         const HdShot   *dice,
                                         guint           n_dice,
                                         GError        **error);

gboolean     hd_morale_is_routed        (const HdState  *state,
                                         guint           unit_id);
/* The routed units of @side in the battle being fought, as unit ids. */
GArray      *hd_morale_get_routed       (const HdState  *state,
                                         HdSide          side);
/* Advanced 8.11: the side whose rally is awaited at the start of a new
 * day (the defender's first), HD_SIDE_NEUTRAL when none. */
HdSide       hd_morale_rally_due        (const HdState  *state);
/* Rallies @unit_id of @side, or with 0 declines the rally. */
gboolean     hd_morale_rally_check      (const HdState  *state,
                                         HdSide          side,
                                         guint           unit_id,
                                         GError        **error);
gboolean     hd_morale_rally            (HdState        *state,
                                         HdSide          side,
                                         guint           unit_id,
                                         GError        **error);

G_END_DECLS
