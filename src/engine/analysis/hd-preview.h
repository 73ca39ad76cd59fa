/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-preview.h: a battle seen before it is fought: the moves about to be
 * made, the battle they would start in the next Combat Segment, its odds
 * and the enemy units that could join it (rules 4.0, 5.0-5.5, 5.34). */
#pragma once

#include <glib.h>

#include "hd-action.h"

G_BEGIN_DECLS

/* The state as the battle at @box would start after @moves (marches of
 * the player moving, possibly none): the moves made, the Movement Segment
 * ended and that battle chosen.  NULL with @error (the rule) when a move is
 * refused or no battle would be fought at @box. */
HdState *hd_preview_battle          (const HdState  *state,
                                     const HdAction *moves,
                                     guint           n_moves,
                                     guint           box,
                                     GError        **error);
/* Enemy units (ids) that could reinforce the defence of the battle of
 * @battle (a state from hd_preview_battle) from round 2 on, as rule 5.5
 * allows them (one from each neighbouring box a round). */
GArray  *hd_preview_defender_help   (const HdState  *battle);
/* A battle of two lines written out, "Vi Vi Mi vs Ci-r Mi entrenched
 * river" (the unit codes of 11.4; "entrenched": the defenders are, 5.31;
 * "river": the attackers cross a river side, 5.34), @attacker attacking,
 * as round 1 starts: NULL with @error (the rule) when it cannot be. */
HdState *hd_preview_lines           (HdMap          *map,
                                     HdSide          attacker,
                                     const char     *text,
                                     GError        **error);

G_END_DECLS
