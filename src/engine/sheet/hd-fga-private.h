/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-fga-private.h: what The Civil War (Fresno Gaming Association)
 * game's files share (hd-fga.c, the weekly turn, its phases and steps,
 * its calendar, tracks and end; hd-fga-actions.c, the scenario, the
 * initiative, the Action Phase's single actions and passes, the
 * reconnaissance and its report; hd-fga-combat.c, the combat sequence's
 * rounds, its end, leader casualties and promotions; hd-fga-books.c, the
 * Human and Resource Points, production cities, forces and garrisons,
 * the Political Track, the neutral states, intervention, neutrality,
 * automatic victory and the seasons; hd-fga-leaders.c, the leaders
 * drawn, with their forces, and who commands): the sides, the tracks' and
 * steps' places, the verbs, the owner's tables. */
#pragma once

#include "hd-sheet.h"

G_BEGIN_DECLS

enum { FGA_UNION, FGA_CSA };

#define FGA_TURNS        203  /* April II 1861 to June IV 1865 (FGA 13.3) */
#define FGA_MAX_FORCE    20   /* forces numbered 1..20 a side: the most any scenario allows (13.2: 14) and room */
#define FGA_MAX_POINTS   9999 /* a side's Human or Resource Points */
#define FGA_MAX_SP       999  /* SPs in one force or battle */
#define FGA_TRACK_MAX    100  /* the Political Track */
#define FGA_MAX_ROUNDS   7    /* FGA 4.3.4.D */
#define FGA_N_THEATERS   3    /* East, West, Trans-Mississippi (FGA 2.3.1.D) */

/* A date as the Turn-Record Track gives it: month 0 January .. 11,
 * week 0 (I) .. 3 (IV). */
guint    hd_fga_turn_of      (gint  year,
                              gint  month,
                              gint  week);
void     hd_fga_date_of      (guint turn,
                              gint *year,
                              gint *month,
                              gint *week);

/* The tracks, in hd_fga_rules' order; those a side has twice are the
 * Union's then the Confederacy's. */
enum {
  FGA_T_SCENARIO,          /* 0 not chosen yet, then 1 + FGA_SCENARIO_* */
  FGA_T_FIRST_TURN,        /* the scenario's first turn (its Turn 1) */
  FGA_T_OPTIONS,           /* FGA_OPTION_* bits */
  FGA_T_POLITICAL,         /* the Political Marker (FGA 5.0) */
  FGA_T_U_HP,              /* Human Points (FGA 7.2) */
  FGA_T_C_HP,
  FGA_T_U_RP,              /* Resource Points (FGA 7.3) */
  FGA_T_C_RP,
  FGA_T_U_INCOME,          /* the RPs the side received in its last Production Phase, before the blockade */
  FGA_T_C_INCOME,
  FGA_T_U_IF_LIMIT,        /* IF markers a side may have on the map (FGA 3.1.4.F, 12.0.B) */
  FGA_T_C_IF_LIMIT,
  FGA_T_U_FORCE_LIMIT,     /* a scenario's armies and IFs together (FGA 13.1), 0: the standard five and five */
  FGA_T_C_FORCE_LIMIT,
  FGA_T_U_ARMIES,          /* armies a side has on the map */
  FGA_T_C_ARMIES,
  FGA_T_U_IFS,             /* IFs a side has on the map */
  FGA_T_C_IFS,
  FGA_T_U_FLEETS,          /* Union fleets on the map (FGA 3.1.5.B) */
  FGA_T_INITIATIVE,        /* the side with the initiative this turn; 2 before the first roll */
  FGA_T_NEXT,              /* the side whose action is next */
  FGA_T_PASSED,            /* bit 1 << side: the side has passed this Action Phase (FGA 4.0.B) */
  FGA_T_U_ACTED,           /* forces (bit n-1: force n) that have performed one action or more */
  FGA_T_C_ACTED,
  FGA_T_U_ACTED_TWICE,     /* forces that have performed both of their actions (FGA 4.0.F) */
  FGA_T_C_ACTED_TWICE,
  FGA_T_U_FOUGHT,          /* forces that declared and fought their combat this turn (FGA 4.3.8.B) */
  FGA_T_C_FOUGHT,
  FGA_T_U_LEADERLESS,      /* forces without a leader to command (FGA 6.4.3.B, 6.4.4) */
  FGA_T_C_LEADERLESS,
  FGA_T_U_RAIL,            /* the rail capacity a side has used this turn: its SPs moved (FGA 4.2.1.D, 4.2.2) */
  FGA_T_C_RAIL,
  FGA_T_KENTUCKY,          /* 0 neutral, 1 + the side it joined (FGA 5.1.1) */
  FGA_T_MISSOURI,          /* 0 unconquered, 1 + the side that conquered it (FGA 5.1.2) */
  FGA_T_FOREIGN,           /* FGA_FOREIGN_* bits */
  FGA_T_FOREIGN_ROLLED,    /* bit 1 << side: the side has rolled for a country this turn (FGA 5.2.1.B, 5.2.2.B) */
  FGA_T_PROMOTIONS,        /* bit side * 3 + theater: a promotion tried this turn (FGA 6.2.2.C) */
  FGA_T_WINTER,            /* 1 while Winter's effects last (FGA 8.1) */
  FGA_T_BATTLE,            /* FGA_BATTLE_*: where a declared combat stands */
  FGA_T_ROUND,             /* the combat round being fought, 1..7 */
  FGA_T_ATTACKER_FORCE,    /* the attacking force's number */
  FGA_T_DEFENDER_FORCE,    /* the defending force's number, 0: a garrison */
  FGA_T_ATTACKER_SP,       /* the strengths divulged (4.3.3 step 1), less the losses */
  FGA_T_DEFENDER_SP,
  FGA_T_CASUALTY_ROLLED,   /* bit 1 << side: the side has rolled for a leader casualty */
  FGA_T_RECON,             /* FGA_RECON_*: where a reconnaissance stands */
  FGA_T_U_RECON_TRUE,      /* the true strength a side gave for its reconnoitred hex (secret) */
  FGA_T_C_RECON_TRUE,
  FGA_T_U_RECON_REPORT,    /* the last strength reported to a side's reconnaissance (secret to it, 4.4.4) */
  FGA_T_C_RECON_REPORT,
  FGA_T_U_IMPROVED,        /* forces that placed an IP this turn: a reconnaissance is all they may add (FGA 4.5.1) */
  FGA_T_C_IMPROVED,
  FGA_T_U_RAZING,          /* the force razing a city this turn (0: none; 4.6.1.B-C) */
  FGA_T_C_RAZING,
  FGA_T_U_RAZE_CITY,       /* the ledger's line of the city it razes, plus one */
  FGA_T_C_RAZE_CITY,
  FGA_T_BLOCKADE_LOSS,     /* the RPs the Confederacy loses to blockades this turn (FGA 10.7) */
  FGA_T_BALANCE,           /* play balance (FGA 12.0.B): + a percentage more RPs for the Confederacy, - the Union */
  FGA_T_FLEET_MOVED,       /* the Union fleets (bit n-1: fleet n) that have taken each kind of action this turn */
  FGA_T_FLEET_TRANSPORTED,
  FGA_T_FLEET_FOUGHT,
  FGA_T_FLEET_BLOCKADED,
  FGA_T_FLEET_BOMBARDED,
  FGA_T_U_MOVED,           /* forces that moved or fought this turn: no IP after (FGA 4.5.1.B) */
  FGA_T_C_MOVED,
  FGA_T_U_BATTLED,         /* forces in a battle this turn, attacking or defending: their leaders may be promoted */
  FGA_T_C_BATTLED,
  FGA_T_LOSER,             /* the battle just ended: 0 a draw, else 1 + the side that lost it (FGA 4.3.4.F-G) */
  FGA_T_ADVANCE,           /* 1 + the victor owed the decision to advance (FGA 4.3.6), or 0 */
  FGA_T_STAYED,            /* bit 1 << side: withdrew but could not retreat, so stays in place (FGA 3.2.3.C) */
  FGA_T_U_CAVALRY,         /* forces of cavalry SPs only, which a cavalry leader may command (FGA 6.4.6) */
  FGA_T_C_CAVALRY,
  FGA_N_TRACKS
};

enum { FGA_SCENARIO_CAMPAIGN, FGA_SCENARIO_1862, FGA_SCENARIO_1863, FGA_N_SCENARIOS };

enum {
  FGA_OPTION_SECRET_PRODUCTION = 1 << 0, /* 7.1.D */
  FGA_OPTION_HEROES            = 1 << 1, /* 11.0: Forrest and Custer */
  FGA_OPTION_HEROES_WOUNDED    = 1 << 2, /* 11.1.C: the reviser's Forrest, who can be wounded */
  FGA_OPTION_HIGH_FORTS        = 1 << 3, /* 7.6.2: fortifications above Level 6 */
  FGA_OPTION_WEST_RAIL         = 1 << 4, /* 4.2.2: an SP by rail west of the Mississippi costs 3 */
};

enum {
  FGA_FOREIGN_FRANCE_INTERVENED  = 1 << 0,
  FGA_FOREIGN_BRITAIN_INTERVENED = 1 << 1,
  FGA_FOREIGN_FRANCE_NEUTRAL     = 1 << 2,
  FGA_FOREIGN_BRITAIN_NEUTRAL    = 1 << 3,
};

enum {
  FGA_BATTLE_NONE,
  FGA_BATTLE_DECLARED,     /* the defender accepts or refuses (FGA 4.3.2) */
  FGA_BATTLE_ROUNDS,       /* rounds are fought */
  FGA_BATTLE_CASUALTIES,   /* each side rolls for a leader casualty (4.3.3 step 8, 6.3) */
};

enum { FGA_RECON_NONE, FGA_RECON_STRENGTH, FGA_RECON_REPORT };

/* The ledger's lines are cities and leaders (HdSheetEntry.mark).  A
 * city's marks: */
enum {
  FGA_CITY_HELD_BY_ENEMY = 1 << 0,   /* occupied by the other side (FGA 7.4) */
  FGA_CITY_RAZED         = 1 << 1,   /* 4.6.2 */
  FGA_CITY_STRATEGIC     = 1 << 2,   /* its capture moves the Political Track (FGA 5.0.D) */
};
/* A leader's (hd-fga-leaders.c packs his rank, seniority and force in
 * the bits below 16, his arm in bits 19-20; his value is his Leadership
 * Value): */
enum {
  FGA_LEADER_WOUNDED = 1 << 16,      /* out of command until given a force again (FGA 6.4.4) */
  FGA_LEADER_KILLED  = 1 << 17,      /* out of the game (FGA 6.3.B) */
  FGA_LEADER_RETURNS = 1 << 18,      /* his force was destroyed: he comes back as a new leader (FGA 6.4.5) */
  FGA_ENTRY_LEADER   = 1 << 24,      /* the line's kind (HD_SHEET_ENTRY_KIND): 1 */
};
/* A leader's arm (FGA 6.4.6-7). */
enum { FGA_ARM_GENERAL, FGA_ARM_CAVALRY, FGA_ARM_NAVAL };
#define FGA_KIND_CITY   0
#define FGA_KIND_LEADER 1

/* The steps, in order (FGA 3.0). */
enum {
  FGA_S_SCENARIO,
  FGA_S_INITIATIVE,
  FGA_S_ACTIONS,
  FGA_S_POLITICAL,
  FGA_S_KENTUCKY,
  FGA_S_VICTORY,
  FGA_S_PROMOTION,
  FGA_S_BLOCKADE,
  FGA_S_U_PRODUCTION,
  FGA_S_C_PRODUCTION,
  FGA_S_LEADERS,
  FGA_S_SEASON,
  FGA_N_STEPS
};

/* The verbs, in hd_fga_rules' order (after the shared two). */
enum {
  FGA_V_SCENARIO = HD_SHEET_N_SHARED_VERBS,
  FGA_V_INITIATIVE,
  FGA_V_ACT,
  FGA_V_PASS,
  FGA_V_RAIL,
  FGA_V_RAZE,
  FGA_V_RECON,
  FGA_V_STRENGTH,
  FGA_V_REPORT,
  FGA_V_RESPOND,
  FGA_V_ROUND,
  FGA_V_CASUALTY,
  FGA_V_PROMOTE,
  FGA_V_POLITICAL,
  FGA_V_CITY,
  FGA_V_CAPTURE,
  FGA_V_KENTUCKY,
  FGA_V_MISSOURI,
  FGA_V_FOREIGN,
  FGA_V_VICTORY,
  FGA_V_BLOCKADE,
  FGA_V_CALL,
  FGA_V_SPEND,
  FGA_V_FORTIFY,
  FGA_V_FORCES,
  FGA_V_GARRISON,
  FGA_V_LEADER,
  FGA_V_SEASON,
  FGA_V_DRAW,
  FGA_V_ASSIGN,
  FGA_V_FLEET,
  FGA_V_PLACE,
  FGA_V_ADVANCE,
  FGA_V_OVERRUN,
  FGA_V_TROOPS,
  FGA_V_TOE,
  FGA_N_VERBS
};

extern const HdSheetVerb hd_fga_verb_scenario;
extern const HdSheetVerb hd_fga_verb_initiative;
extern const HdSheetVerb hd_fga_verb_act;
extern const HdSheetVerb hd_fga_verb_pass;
extern const HdSheetVerb hd_fga_verb_rail;
extern const HdSheetVerb hd_fga_verb_raze;
extern const HdSheetVerb hd_fga_verb_recon;
extern const HdSheetVerb hd_fga_verb_strength;
extern const HdSheetVerb hd_fga_verb_report;
extern const HdSheetVerb hd_fga_verb_respond;
extern const HdSheetVerb hd_fga_verb_round;
extern const HdSheetVerb hd_fga_verb_casualty;
extern const HdSheetVerb hd_fga_verb_promote;
extern const HdSheetVerb hd_fga_verb_political;
extern const HdSheetVerb hd_fga_verb_city;
extern const HdSheetVerb hd_fga_verb_capture;
extern const HdSheetVerb hd_fga_verb_kentucky;
extern const HdSheetVerb hd_fga_verb_missouri;
extern const HdSheetVerb hd_fga_verb_foreign;
extern const HdSheetVerb hd_fga_verb_victory;
extern const HdSheetVerb hd_fga_verb_blockade;
extern const HdSheetVerb hd_fga_verb_call;
extern const HdSheetVerb hd_fga_verb_spend;
extern const HdSheetVerb hd_fga_verb_fortify;
extern const HdSheetVerb hd_fga_verb_forces;
extern const HdSheetVerb hd_fga_verb_garrison;
extern const HdSheetVerb hd_fga_verb_leader;
extern const HdSheetVerb hd_fga_verb_season;
extern const HdSheetVerb hd_fga_verb_draw;
extern const HdSheetVerb hd_fga_verb_assign;
extern const HdSheetVerb hd_fga_verb_fleet;
extern const HdSheetVerb hd_fga_verb_place;
extern const HdSheetVerb hd_fga_verb_advance;
extern const HdSheetVerb hd_fga_verb_overrun;
extern const HdSheetVerb hd_fga_verb_troops;
extern const HdSheetVerb hd_fga_verb_toe;

/* The decisions owed inside the Action Phase (hd-fga-actions.c,
 * hd-fga-combat.c): one step a side each. */
extern const HdSheetStep hd_fga_step_respond[2];
extern const HdSheetStep hd_fga_step_round[2];
extern const HdSheetStep hd_fga_step_casualty;
extern const HdSheetStep hd_fga_step_advance[2];
extern const HdSheetStep hd_fga_step_strength[2];
extern const HdSheetStep hd_fga_step_report[2];

/* The owner's tables (our copy prints none of them). */
extern const HdSheetTableDef hd_fga_casualty_def;
extern const HdSheetTableDef hd_fga_political_def;
extern const HdSheetTableDef hd_fga_winter_def;
extern const HdSheetTableDef hd_fga_spring_def;
extern const HdSheetTableDef hd_fga_if_limit_def;
enum { FGA_TABLE_CASUALTY, FGA_TABLE_POLITICAL, FGA_TABLE_WINTER, FGA_TABLE_SPRING, FGA_TABLE_IF_LIMIT, FGA_N_TABLES };

/* The sides as lines write them ("union", "confederate", NULL-ended)
 * and as a page offers them (N_()). */
extern const char * const hd_fga_side_words[];
extern const char * const hd_fga_side_choice_words[];
gboolean hd_fga_read_side    (const char *word,
                              int        *out,
                              const char *rule,
                              GError    **error);
/* A side's name, translated ("the Union"). */
const char *hd_fga_side_name (int side);
/* The side acting in the Action Phase (whose single action is next). */
int      hd_fga_get_actor    (const HdSheet *sheet);
/* Whether force @n (1..FGA_MAX_FORCE) is in the bit set @set. */
gboolean hd_fga_set_has      (gint  set,
                              gint  n);
/* The Political Marker moved by @change, held within the track. */
void     hd_fga_move_marker  (HdSheet *sheet,
                              gint     change);
/* A side's rail capacity this turn: 15 % of the RPs it received,
 * rounded down (FGA 4.2.1.A); on a scenario's first turn, before any
 * production, of those its cities give. */
gint     hd_fga_rail_capacity (const HdSheet *sheet,
                               int            side);
/* The turn's number in the scenario (its first turn is Turn 1). */
guint    hd_fga_turn_number  (const HdSheet *sheet);
/* The side whose automatic victory zone the marker stands in (10 and
 * below the Union's, 91 and above the Confederacy's; FGA 5.3), or -1. */
int      hd_fga_victory_zone (gint marker);
/* The Resource Points @side's cities give a turn: its own, neither held
 * by the enemy nor razed, with the play balance (FGA 7.3.B, 7.4.B,
 * 12.0.B). */
gint     hd_fga_city_income  (const HdSheet *sheet,
                              int            side);
/* What begins with a step: a side's Resource Points received at its
 * production (FGA 7.3, 7.4, 10.7). */
void     hd_fga_step_begins  (const HdSheetRules *rules,
                              HdSheet            *sheet);
/* The leaders of the ledger (hd-fga-leaders.c): whether a line is a
 * leader's, his rank, seniority and force; the line of @side's leader
 * @name (or -1); the commander of @side's force @force, its
 * highest-ranking able leader, the more senior among equals (6.2.1;
 * -1: none); a leader named wounded or killed, the force he was with
 * left without a leader if no other is able (6.4.3-4); a leader named
 * promoted a star (FGA 6.2.2); a leader in words. */
/* Whether a name typed holds @word (lower case), whatever its case: the
 * leaders the rules name (Forrest, Custer, Sheridan) are known so. */
gboolean hd_fga_name_has          (const char         *name,
                                   const char         *word);
gboolean hd_fga_entry_is_leader   (const HdSheetEntry *entry);
gint     hd_fga_leader_rank       (const HdSheetEntry *entry);
gint     hd_fga_leader_seniority  (const HdSheetEntry *entry);
gint     hd_fga_leader_force      (const HdSheetEntry *entry);
gint     hd_fga_leader_arm        (const HdSheetEntry *entry);
int      hd_fga_find_leader       (const HdSheet      *sheet,
                                   int                 side,
                                   const char         *name);
int      hd_fga_force_commander   (const HdSheet      *sheet,
                                   int                 side,
                                   gint                force);
void     hd_fga_leader_fall       (HdSheet            *sheet,
                                   int                 side,
                                   const char         *name,
                                   gboolean            killed);
void     hd_fga_leader_promote    (HdSheet            *sheet,
                                   int                 side,
                                   const char         *name);
char    *hd_fga_format_leader     (const HdSheetEntry *entry);
/* @side's able leaders of force @force, destroyed, come back as new
 * leaders at the next Production Phase (FGA 6.4.5); whether any leader
 * is owed so; the marks cleared when a turn begins. */
void     hd_fga_leaders_return    (HdSheet            *sheet,
                                   int                 side,
                                   gint                force);
gboolean hd_fga_leaders_returning (const HdSheet      *sheet);
void     hd_fga_leaders_returned  (HdSheet            *sheet);
/* @side's leaders with force @from join force @to (an IF absorbed). */
void     hd_fga_leaders_join      (HdSheet            *sheet,
                                   int                 side,
                                   gint                from,
                                   gint                to);
/* A new turn: the forces Sheridan is with are counted again, as he
 * may command infantry from July 1864 (FGA 6.4.6). */
void     hd_fga_leaders_new_turn  (HdSheet            *sheet);
/* Force @n of @side has performed one more action (FGA 4.0.F). */
void     hd_fga_charge_action (HdSheet *sheet,
                               int      side,
                               gint     n);
/* A verb whose line is its fields: its reader (@name, for @verb, its
 * refusals citing @rule) and its writer. */
#define FGA_FIELDS_READER(name, verb, rule) \
  static gboolean name (const HdSheetRules *rules, char **w, HdSheetAction *out, GError **error) \
  { return hd_sheet_read_fields (&verb, w, out, rule, error); }
void     hd_fga_write_fields (const HdSheetRules  *rules,
                              const HdSheetAction *a,
                              GString             *out);
/* The Action Phase goes on after a single action: the other side acts
 * next unless it has passed (FGA 4.0.B). */
void     hd_fga_action_done  (HdSheet *sheet);

/* Candidates for the tests' random games, by file. */
void     hd_fga_actions_add_candidates (const HdSheetRules *rules,
                                        const HdSheet      *sheet,
                                        GPtrArray          *out);
void     hd_fga_combat_add_candidates  (const HdSheetRules *rules,
                                        const HdSheet      *sheet,
                                        GPtrArray          *out);
void     hd_fga_books_add_candidates   (const HdSheetRules *rules,
                                        const HdSheet      *sheet,
                                        GPtrArray          *out);
void     hd_fga_leaders_add_candidates (const HdSheetRules *rules,
                                        const HdSheet      *sheet,
                                        GPtrArray          *out);
/* The SPs a combat result of @percent takes from @strength, with the
 * CRT's multiplier @times for a great advantage (FGA 4.3.5.C: the
 * percentage rounded up, then doubled or tripled). */
gint     hd_fga_combat_loss  (gint strength,
                              gint percent,
                              gint times);
/* Whether a combat ends after round @round on the ending roll @roll
 * (FGA 4.3.4.A-B, D). */
gboolean hd_fga_combat_ends  (guint round,
                              gint  roll);

G_END_DECLS
