/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-turn.h: the sequence of play (rule 3.0): a Player Turn's beginning,
 * the end of each segment, the game's options set up, and a unit taken
 * off the board in play.  The rules layer: the Advanced Game acts at
 * these moments through hd-hooks.h.  (The functions keep the hd_state_
 * names the tests and the application have always called them by.) */
#pragma once

#include "hd-state.h"

G_BEGIN_DECLS

void     hd_turn_begin_player_turn (HdState            *self);
gboolean hd_turn_end_segment       (HdState            *self);
void     hd_turn_set_options       (HdState            *self,
                                    const char * const *options);

/* A unit leaving the board in play: the hooks are told (a Foreign
 * Intervention unit waits to be replaced, Advanced 8.4), then it goes. */
void     hd_turn_remove_unit        (HdState            *self,
                                     guint               index);
/* A unit lost in battle (5.1), or through desertion (Advanced 8.12). */
void     hd_turn_eliminate_unit     (HdState            *self,
                                     guint               index);
void     hd_turn_desert_unit        (HdState            *self,
                                     guint               index);

G_END_DECLS
