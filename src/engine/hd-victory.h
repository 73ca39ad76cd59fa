/* hd-victory.h: who has won, and how (rules 9.0-10.1, 11.1, 11.3). */
#pragma once

#include <glib.h>

#include "hd-state.h"

G_BEGIN_DECLS

/* Checks the conditions that hold now (called after every action); sets
 * the winner when one has won. */
void         hd_victory_check           (HdState       *state,
                                         gboolean       end_of_union_turn);
void         hd_victory_end_of_turn     (HdState       *state,
                                         guint          turn);
HdVictoryLevel hd_victory_level         (guint          year,
                                         int            difference);
const char  *hd_victory_level_get_label (HdVictoryLevel level);
const char  *hd_win_get_label           (HdWin          win);

G_END_DECLS
