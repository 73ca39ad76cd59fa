/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-victory.h: who has won, and how (rules 9.0-10.1, 11.1, 11.3), and what
 * each side still needs to win. */
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
const char  *hd_victory_get_label       (HdWin          win);

/* How the game is decided if no one wins before its last Game Turn. */
typedef enum {
  HD_ENDING_SURVIVAL,     /* the Confederacy wins unless the Union has (10.0) */
  HD_ENDING_SHORT_GAME,   /* the Union needs an army maximum 5 greater (11.1) */
  HD_ENDING_MARCH,        /* the victory-level table of a March (11.3) */
} HdEnding;

#define HD_N_VICTORY_CITIES 7

/* What stands between each side and victory now. */
typedef struct {
  guint          cities[HD_N_VICTORY_CITIES];      /* 10.0's cities (boxes), in its order */
  gboolean       union_holds[HD_N_VICTORY_CITIES];
  guint          n_union_holds;
  HdSide         washington;          /* who controls Washington */
  gboolean       washington_costs_die; /* Advanced 6.0: its fall is no win but a die off the Union maximum */
  guint          union_max_loss;      /* what the Union maximum has lost so (Advanced 6.0) */
  guint          union_maximum;       /* army maximums (7.1, without 7.4) */
  guint          confederate_maximum;
  guint          confederate_short;   /* how far the Confederate maximum is from
                                       * being greater: 0 when it is */
  gboolean       at_union_turn_end;   /* 10.1: Confederate wins count only then */
  guint          end_turn;            /* the last Game Turn */
  guint          turns_left;          /* Game Turns after this one */
  HdEnding       ending;
  int            difference;          /* Union minus Confederate maximum */
  HdVictoryLevel level_now;           /* HD_ENDING_MARCH: the table's verdict if
                                       * the game ended now */
  guint          sudden_death_turn;   /* 11.3's sudden death: the next March it is
                                       * checked at the end of, or 0 */
} HdVictoryNeeds;

void         hd_victory_get_needs       (const HdState  *state,
                                         HdVictoryNeeds *needs);
char        *hd_victory_describe_needs  (const HdState  *state,
                                         HdSide          side);
char        *hd_victory_describe_ending (const HdState  *state);

G_END_DECLS
