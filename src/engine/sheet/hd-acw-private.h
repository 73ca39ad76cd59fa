/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-acw-private.h: what the American Civil War 1861-1865 game's files
 * share (hd-acw.c, the turn's phases and steps, its tracks and its end;
 * hd-acw-command.c, the Command Points, the bids and the armies'
 * rosters; hd-acw-books.c, the Victory Points and the neutral states;
 * hd-acw-combat.c, the battles' ratio, differential, shift and table):
 * the sides, the tracks' and steps' places, the verbs. */
#pragma once

#include "hd-sheet.h"

G_BEGIN_DECLS

enum { ACW_US, ACW_CSA };

#define ACW_MAX_CP      20   /* a CP Marker's value: our copy does not print them (docs/rules-decisions.md) */
#define ACW_MAX_ARMIES  4    /* armies a side keeps a roster of (ACW 7.B.3: the counter sheet's number) */
#define ACW_ARMY_MAX_SP 24   /* ACW 7.B.4 */
#define ACW_MAX_NRP     30   /* ACW 4.E.6.C */
#define ACW_MAX_VP      300
#define ACW_US_WINS_AT  50   /* ACW 5.4 */
#define ACW_INTERVENTION_AT 30 /* ACW 4.L.3 */
#define ACW_TURNS       16

/* The tracks, in hd_acw_rules' order. */
enum {
  ACW_T_US_CP,            /* CPs the US has left this turn (secret: its CP Marker is face down) */
  ACW_T_CSA_CP,
  ACW_T_US_BID,           /* the US's bid (secret until both are in) */
  ACW_T_CSA_BID,
  ACW_T_US_SPENT,         /* CPs the US has spent this turn (its Bid Marker on the CP Track) */
  ACW_T_CSA_SPENT,
  ACW_T_FIRST,            /* the first player this turn: a side */
  ACW_T_US_VP,
  ACW_T_CSA_VP,
  ACW_T_NRP,              /* US Naval Resource Points */
  ACW_T_INTERVENTION,     /* 1 once Foreign Intervention has occurred */
  ACW_T_WEST_VIRGINIA,    /* 1 once West Virginia has joined the Union */
  ACW_T_KENTUCKY,         /* 0 neutral, 1 friendly to the US, 2 to the CSA */
  ACW_T_NO_CAMPAIGN,      /* 1 when both bid 0: no Campaign Phase this turn */
  ACW_T_RIVERINES,        /* riverines built this turn */
  ACW_T_US_ARMIES,        /* the US armies on the map (a set of army numbers) */
  ACW_T_CSA_ARMIES,
  ACW_T_US_STR_1,         /* each US army's strength, then each CSA army's (secret) */
  ACW_T_CSA_STR_1 = ACW_T_US_STR_1 + ACW_MAX_ARMIES,
  ACW_T_US_LOSS_1 = ACW_T_CSA_STR_1 + ACW_MAX_ARMIES, /* each army's losses since the last Reinforcement Phase (secret) */
  ACW_T_CSA_LOSS_1 = ACW_T_US_LOSS_1 + ACW_MAX_ARMIES,
  ACW_N_TRACKS = ACW_T_CSA_LOSS_1 + ACW_MAX_ARMIES
};

#define ACW_KENTUCKY_NEUTRAL 0

/* The steps, in order (ACW 4.A-4.L). */
enum {
  ACW_S_US_COMMAND,
  ACW_S_CSA_COMMAND,
  ACW_S_RALLY,
  ACW_S_SUPPLY,
  ACW_S_BLOCKADE,
  ACW_S_US_ARMY,
  ACW_S_CSA_ARMY,
  ACW_S_ROSTERS,
  ACW_S_US_REINFORCEMENTS,
  ACW_S_CSA_REINFORCEMENTS,
  ACW_S_US_FORTIFICATION,
  ACW_S_CSA_FORTIFICATION,
  ACW_S_NAVAL,
  ACW_S_CAMPAIGN_1_FIRST,
  ACW_S_CAMPAIGN_1_SECOND,
  ACW_S_CAMPAIGN_2_FIRST,
  ACW_S_CAMPAIGN_2_SECOND,
  ACW_S_CAMPAIGN_3_FIRST,
  ACW_S_CAMPAIGN_3_SECOND,
  ACW_S_US_SIEGE,
  ACW_S_CSA_SIEGE,
  ACW_S_VICTORY,
  ACW_S_WEST_VIRGINIA,
  ACW_S_LOC,
  ACW_S_CITIES,
  ACW_N_STEPS
};

/* The verbs, in hd_acw_rules' order (after the shared two). */
enum {
  ACW_V_COMMAND = HD_SHEET_N_SHARED_VERBS,
  ACW_V_SPEND,
  ACW_V_ARMY,
  ACW_V_ROSTER,
  ACW_V_LOSSES,
  ACW_V_BLOCKADE,
  ACW_V_NRP,
  ACW_V_RIVERINE,
  ACW_V_VP,
  ACW_V_KENTUCKY,
  ACW_V_VICTORY,
  ACW_V_WEST_VIRGINIA,
  ACW_V_LOC,
  ACW_V_CITY,
  ACW_V_BATTLE,
  ACW_V_SPEND_NRP,
  ACW_N_VERBS
};

extern const HdSheetVerb hd_acw_verb_command;
extern const HdSheetVerb hd_acw_verb_spend;
extern const HdSheetVerb hd_acw_verb_army;
extern const HdSheetVerb hd_acw_verb_roster;
extern const HdSheetVerb hd_acw_verb_losses;
extern const HdSheetVerb hd_acw_verb_blockade;
extern const HdSheetVerb hd_acw_verb_nrp;
extern const HdSheetVerb hd_acw_verb_riverine;
extern const HdSheetVerb hd_acw_verb_vp;
extern const HdSheetVerb hd_acw_verb_kentucky;
extern const HdSheetVerb hd_acw_verb_victory;
extern const HdSheetVerb hd_acw_verb_west_virginia;
extern const HdSheetVerb hd_acw_verb_loc;
extern const HdSheetVerb hd_acw_verb_city;
extern const HdSheetVerb hd_acw_verb_battle;
extern const HdSheetVerb hd_acw_verb_spend_nrp;

extern const HdSheetTableDef hd_acw_turn_track_def;
extern const HdSheetTableDef hd_acw_determination_def;
enum { ACW_TABLE_TURN_TRACK, ACW_TABLE_DETERMINATION, ACW_N_TABLES };
enum { ACW_TT_DIFFERENTIAL, ACW_TT_LOC };   /* the Turn Track's columns we keep */

/* The sides as lines write them ("us", "csa", NULL-terminated) and as a
 * page offers them (N_()). */
extern const char * const hd_acw_side_words[];
extern const char * const hd_acw_side_choice_words[];
/* Reads a side's word ("us", "csa") from @word. */
gboolean hd_acw_read_side   (const char *word,
                             int        *out,
                             const char *rule,
                             GError    **error);
/* A side's name, translated ("the US"). */
const char *hd_acw_side_name (int side);
/* Adds @n Victory Points to @side, and Kentucky's allegiance that VPs
 * decide (ACW 16.A.2-3). */
void     hd_acw_add_vp      (HdSheet    *sheet,
                             int         side,
                             gint        n);
/* @told (taken), followed by what the VPs between @before and @after did
 * to Kentucky (16.A.2-3), newly allocated. */
char    *hd_acw_tell_kentucky (char          *told,
                               const HdSheet *before,
                               const HdSheet *after);
/* The side acting in the step @sheet is at (its first or second player
 * in a Campaign Phase). */
int      hd_acw_get_actor   (const HdSheet *sheet);
gboolean hd_acw_is_campaign (guint step);
/* Candidates for the tests' random games, by file. */
void     hd_acw_command_add_candidates (const HdSheetRules *rules,
                                        const HdSheet      *sheet,
                                        GPtrArray          *out);
void     hd_acw_books_add_candidates   (const HdSheetRules *rules,
                                        const HdSheet      *sheet,
                                        GPtrArray          *out);
void     hd_acw_combat_add_candidates  (const HdSheetRules *rules,
                                        const HdSheet      *sheet,
                                        GPtrArray          *out);
/* The combat ratio of @attacker SPs against @defender's modified
 * strength, simplified and rounded in the defender's favour, as
 * @left to @right (ACW 14.B.3); the column shift that counts of
 * @shifts in all (at most 3 either way, ACW 14.B.6.C). */
void     hd_acw_combat_ratio (gint  attacker,
                              gint  defender,
                              gint *left,
                              gint *right);
gint     hd_acw_combat_shift (gint  shifts);

G_END_DECLS
