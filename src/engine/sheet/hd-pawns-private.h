/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-pawns-private.h: what the pawns game's two files share (hd-pawns.c,
 * the month and its books; hd-pawns-combat.c, its battles): the tracks'
 * and steps' places, the sides, the verbs of combat. */
#pragma once

#include "hd-sheet.h"

G_BEGIN_DECLS

enum { PAWNS_UNION, PAWNS_CONFEDERATE };

/* The tracks, in hd_pawns_rules' order. */
enum {
  PAWNS_T_UNION,           /* Union pawns on the board (at most 15) */
  PAWNS_T_CONFEDERATE,     /* Confederate pawns on the board (at most 9) */
  PAWNS_T_CSA_IN_UNION,    /* the Union centres (1-4) Confederate pawns occupy, at the month's end */
  PAWNS_T_UNION_IN_CSA,    /* the Confederate centres (1-3) Union pawns occupy */
  PAWNS_T_HOLD_1,          /* month ends running Confederate pawns have occupied Union centre 1 (at most 3) */
  PAWNS_T_HOLD_2,
  PAWNS_T_HOLD_3,
  PAWNS_T_HOLD_4,
  PAWNS_T_FOUGHT_ATT,      /* the attacker's pawns that fought this turn and are still on the board */
  PAWNS_T_FOUGHT_DEF,      /* the defender's */
  PAWNS_T_BATTLES,         /* battles fought this turn */
  PAWNS_T_RETREAT,         /* a "back 2" owed: 0 none, else the retreating side + 1 */
  PAWNS_T_RETREATERS,      /* how many pawns retreat */
  PAWNS_T_MARK,            /* this month on the Time Record Card: 0 not yet said, 1 replacements, 2 none */
  PAWNS_N_TRACKS
};

/* The steps, in order. */
enum {
  PAWNS_S_SETUP_UNION,
  PAWNS_S_SETUP_CONFEDERATE,
  PAWNS_S_UNION_MOVE,
  PAWNS_S_UNION_COMBAT,
  PAWNS_S_CONFEDERATE_MOVE,
  PAWNS_S_CONFEDERATE_COMBAT,
  PAWNS_S_MONTH_END,
  PAWNS_S_UNION_REPLACEMENTS,
  PAWNS_S_CONFEDERATE_REPLACEMENTS,
  PAWNS_N_STEPS
};

#define PAWNS_MARK_YES 1
#define PAWNS_MARK_NO  2

extern const HdSheetVerb hd_pawns_verb_battle;
extern const HdSheetVerb hd_pawns_verb_retreat;
extern const HdSheetStep hd_pawns_step_retreat;
/* The verbs, in hd_pawns_rules' order (after the shared two). */
enum { PAWNS_V_BATTLE = HD_SHEET_N_SHARED_VERBS, PAWNS_V_RETREAT, PAWNS_V_END_MONTH, PAWNS_V_REPLACE };

extern const HdSheetTableDef hd_pawns_crt_def;
enum { PAWNS_TABLE_CRT, PAWNS_TABLE_CARD, PAWNS_N_TABLES };

/* The side attacking in the step @sheet is at (its combat step). */
int      hd_pawns_get_attacker (const HdSheet *sheet);
guint    hd_pawns_count_members (gint set);
/* The combat candidates for the tests' random games. */
void     hd_pawns_combat_add_candidates (const HdSheetRules *rules,
                                         const HdSheet      *sheet,
                                         GPtrArray          *out);

G_END_DECLS
