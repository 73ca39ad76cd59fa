/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-summary.h: a game looked back on (issue 6's game-over summary): both
 * army maximums and units in play turn by turn, the battles fought with
 * their outcomes, the recruitment cities that changed hands, and how the
 * game was won, with the victory level where the scenario has one. */
#pragma once

#include "hd-game.h"

G_BEGIN_DECLS

typedef struct {
  guint turn;                       /* the Game Turn that began */
  guint army_maximum[HD_N_SIDES];   /* indexed by HdSide */
  guint in_play[HD_N_SIDES];
} HdTurnRecord;

typedef struct {
  guint    turn;
  guint    box;
  HdSide   attacker;
  HdSide   winner;                  /* HD_SIDE_NEUTRAL: no winner (withdrawal, correction) */
  gboolean withdrawn;               /* the defending cavalry withdrew (5.6) */
  gboolean retreat;                 /* ended by a retreat (5.4) */
  guint    rounds;
} HdBattleRecord;

typedef struct {
  guint  turn;
  guint  box;
  HdSide from;
  HdSide to;
} HdCityChange;

typedef struct {
  GArray        *turns;             /* HdTurnRecord, one a Game Turn begun, and the end */
  GArray        *battles;           /* HdBattleRecord */
  GArray        *cities;            /* HdCityChange */
  HdSide         winner;
  HdWin          win;
  gboolean       has_level;
  HdVictoryLevel level;
} HdSummary;

HdSummary *hd_summary_new  (HdGame    *game);
void       hd_summary_free (HdSummary *summary);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdSummary, hd_summary_free)

G_END_DECLS
