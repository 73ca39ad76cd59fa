/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-border.h: more support from the Confederate border states (Advanced
 * 8.3).  At the start of each Confederate Player Turn, for each of
 * Missouri, Kentucky and Maryland whose recruitment cities the
 * Confederacy all holds, a die is rolled on the Southern Border States
 * Support Table; above the state's support number (with the table's
 * modifiers) its militia unit joins the Confederate Recruitment Pool, once
 * a game. */
#pragma once

#include "hd-state.h"

G_BEGIN_DECLS

#define HD_N_BORDER_STATES 3

/* The state's name, translated ("Missouri"), and its English keyword in
 * transcripts. */
const char *hd_border_get_name        (guint          state_index);
const char *hd_border_get_keyword     (guint          state_index);
int         hd_border_from_keyword    (const char    *word);
/* The support number of the table (Missouri 3, Kentucky 1, Maryland 6). */
guint       hd_border_get_support     (guint          state_index);
/* The box ids of the state's recruitment cities, NULL-terminated. */
const char * const *hd_border_get_cities (guint       state_index);
/* The border state one of whose recruitment cities @box is, or -1. */
int         hd_border_of_box          (HdMap         *map,
                                       guint          box);

gboolean    hd_border_holds_all       (const HdState *state,
                                       guint          state_index);
gboolean    hd_border_has_joined      (const HdState *state,
                                       guint          state_index);
/* Whether the state's die is awaited now; the first such state, or -1. */
gboolean    hd_border_roll_due        (const HdState *state,
                                       guint          state_index);
int         hd_border_next_due        (const HdState *state);
/* The sum of the table's die modifiers now; with @lines, each modifier
 * that applies, in words ("+1: the game is in 1861"). */
int         hd_border_get_modifier    (const HdState *state,
                                       GPtrArray     *lines);
gboolean    hd_border_roll_check      (const HdState *state,
                                       guint          state_index,
                                       guint          die,
                                       GError       **error);
gboolean    hd_border_roll            (HdState       *state,
                                       guint          state_index,
                                       guint          die,
                                       GError       **error);
/* Militia counters that have joined the Confederate pool: added to the
 * Game Piece Inventory's Confederate militia infantry. */
guint       hd_border_get_n_joined    (const HdState *state);
/* hd-state.c: the start of a Confederate Player Turn. */
void        hd_border_begin_turn      (HdState       *state);

G_END_DECLS
