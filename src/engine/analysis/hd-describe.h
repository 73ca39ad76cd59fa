/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-describe.h: an action told to a person in a sentence, from its
 * type's entry in hd-action-info.c (the analysis layer: it names leaders
 * and border states), and a unit named as the players tell it. */
#pragma once

#include "hd-action.h"

G_BEGIN_DECLS

char        *hd_describe_action       (const HdAction *action,
                                       HdMap          *map);
/* The same, told in @state, the position the action meets: a unit it
 * names is told as the players tell it (hd_describe_unit), not by its
 * number. */
char        *hd_describe_action_at    (const HdAction *action,
                                       const HdState  *state);
/* A unit as the players at the board tell it: its kind's code ("Vi"),
 * with its number ("Vi #12") only when another unit of its side, kind
 * and strength stands in its box; NULL if @id is no unit of @state. */
char        *hd_describe_unit         (const HdState  *state,
                                       guint           id);
/* The same, the unit told as of @kind (the kind it has since become). */
char        *hd_describe_unit_as      (const HdState  *state,
                                       guint           id,
                                       HdUnitKind      kind);

/* A sentence for screen readers and tooltips: the box and its main facts
 * (state, side, recruitment, port, permanent entrenchment). */
char        *hd_describe_box          (HdMap          *map,
                                       const HdBox    *box);
char        *hd_describe_box_recruitment (const HdBox *box);

G_END_DECLS
