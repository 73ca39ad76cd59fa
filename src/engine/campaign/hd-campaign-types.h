/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-types.h: the Campaign Game's value types (Campaign 6, 10.2,
 * Appendices): officers' ranks, the kinds of formation, the arms, guns and
 * status of a stand, the phases of its sequence of play (Campaign 5), and
 * the two plain records every part reads, a formation and a stand, with
 * their stable names for files.  Plain data, copied freely; what owns them
 * is HdCampaign (hd-campaign.h). */
#pragma once

#include <glib.h>

#include "hd-types.h"
#include "hd-unit.h"

G_BEGIN_DECLS

/* No formation, no box. */
#define HD_CAMPAIGN_NONE 0u
#define HD_CAMPAIGN_NO_BOX G_MAXUINT

/* An officer's rank (Campaign 6.21, 7.8): DC < CC < AC. */
typedef enum {
  HD_RANK_NONE = 0,      /* the Siege Train has no officer (6.32) */
  HD_RANK_DC,            /* divisional commander */
  HD_RANK_CC,            /* corps commander */
  HD_RANK_AC,            /* army commander */
} HdRank;

/* What a formation is (Campaign 6.1-6.32, 15.3). */
typedef enum {
  HD_FORMATION_ARMY = 0,       /* an AC and the corps given to him (6.21) */
  HD_FORMATION_CORPS,          /* up to 12 units, counts 1 (6.11) */
  HD_FORMATION_FIELD_CORPS,    /* up to 24 units, counts 2 (6.12) */
  HD_FORMATION_CAVALRY_CORPS,  /* up to 12 cavalry units (6.13) */
  HD_FORMATION_DIVISION,       /* a DC and its stands, in a corps (6.23) */
  HD_FORMATION_SIEGE_TRAIN,    /* a division with no DC (6.32, 14.5) */
  HD_N_FORMATION_KINDS
} HdFormationKind;

/* A stand's arm. */
typedef enum {
  HD_ARM_INFANTRY = 0,
  HD_ARM_CAVALRY,
  HD_ARM_ARTILLERY,
  HD_ARM_SIEGE,          /* siege guns (6.32, 14) */
  HD_ARM_IRONCLAD,       /* a flotilla of ironclads (15.8) */
  HD_N_ARMS
} HdArm;

/* An artillery stand's guns (Appendices; 6.22, 6.31, 12.3). */
typedef enum {
  HD_GUN_NONE = 0,
  HD_GUN_SB_F,           /* smoothbore field */
  HD_GUN_SB_H,           /* smoothbore howitzer */
  HD_GUN_R_F,            /* rifled field */
  HD_GUN_SG_SB,          /* smoothbore siege */
  HD_GUN_SG_R,           /* rifled siege */
  HD_N_GUNS
} HdGun;

/* A stand's status (Campaign 10.2). */
typedef enum {
  HD_STATUS_GREEN = 0,
  HD_STATUS_TRAINED,
  HD_STATUS_ELITE,
  HD_STATUS_CRACK,
  HD_N_STATUSES
} HdStatus;

/* A stand's qualities besides its status (Appendices, 15.3, 15.6, 15.7). */
typedef enum {
  HD_STAND_PT            = 1 << 0,  /* poorly trained (10.2, 12.2) */
  HD_STAND_NE            = 1 << 1,  /* no elites */
  HD_STAND_SHOCK         = 1 << 2,  /* shock infantry (15.61) */
  HD_STAND_SHARPSHOOTER  = 1 << 3,  /* 1-5 ss skirmish stands (15.7) */
  HD_STAND_MILITIA       = 1 << 4,  /* home guard militia (15.3) */
  HD_STAND_REGULAR       = 1 << 5,  /* a regular brigade (Appendix I) */
  HD_STAND_HIGH_COHESION = 1 << 6,  /* always "elites" (15.62) */
} HdStandFlags;

/* The phases of a Player Turn, then the quarterly Recruiting Phase
 * (Campaign 5; docs/rules-decisions.md, "Campaign 5"). */
typedef enum {
  HD_PHASE_MOVEMENT = 0,
  HD_PHASE_BATTLE,
  HD_PHASE_PROMOTION,        /* recovery and promotions (10) */
  HD_PHASE_REORGANISATION,   /* 11 */
  HD_PHASE_RECRUITING,       /* 12: after both Player Turns, four times a year */
  HD_N_PHASES
} HdPhase;

/* A formation: an army, a corps of one of three kinds, a division or the
 * Siege Train.  @box is where its commander stands (a division left as a
 * garrison may stand apart from its corps, 6.23).  @parent: the corps of a
 * division, the army of a corps, HD_CAMPAIGN_NONE for an army or a corps
 * on its own. */
typedef struct {
  guint           id;
  HdSide          side;
  HdFormationKind kind;
  char           *name;          /* "V Corps", "1st Division" */
  char           *commander;     /* "McDowell"; empty for the Siege Train */
  guint           parent;
  guint           box;           /* HD_CAMPAIGN_NO_BOX for an army with no corps */
  guint           raised_turn;   /* the Game Turn raised, 0 if at the start */
  /* this Player Turn (Campaign 7) */
  guint           marches_allotted;  /* given by the president (2.1, 7) */
  guint           marches_used;      /* at most two a unit (7) */
  guint           marches_spent;     /* of those allotted, spent on marches (7) */
  gboolean        moved_by_sea;      /* no second march (7.4, 7.5) */
  gboolean        fought;            /* in a battle this Player Turn (9.4) */
  /* its last arrival, for the reports (Campaign 8.12, 8.13): the Player
   * Turn it entered its box (hd_campaign_intel_stamp()), 0 if it has been
   * there since the set-up or came back where it started that turn, and
   * the box it was in at that Player Turn's start */
  guint           arrived;
  guint           arrived_from;
} HdCampaignFormation;

/* A stand: a brigade, a battalion, a siege or ironclad stand.  It belongs
 * to a formation (a division, or a corps as corps troops, or the Siege
 * Train), or stands alone in @box (siege guns in a permanent work, home
 * guards: @formation HD_CAMPAIGN_NONE). */
typedef struct {
  guint        id;
  HdSide       side;
  guint        formation;
  guint        box;            /* HD_CAMPAIGN_NO_BOX unless standing alone */
  char        *name;           /* "1st Infantry Brigade" */
  HdArm        arm;
  HdGun        gun;
  guint        sp;             /* strength points now */
  guint        sp_start;       /* at the start of the battle being fought (9.51) */
  guint        morale;
  HdStatus     status;
  guint        flags;          /* HdStandFlags */
  guint        raised_turn;    /* 12.2's clock: 0 if at the start */
  guint        promoted_turn;  /* 10.3: once per Game Turn; 0 never */
} HdCampaignStand;

/* What play awaits now (hd_campaign_view_get_awaited(), from
 * hd-campaign-turn.c): the first that applies. */
typedef enum {
  HD_CAMPAIGN_AWAITS_NOTHING = 0,      /* the war is over (4.1, 4.2) */
  HD_CAMPAIGN_AWAITS_SETUP,            /* a figure the document leaves out, asked of the umpire (12.1) */
  HD_CAMPAIGN_AWAITS_WASHINGTON_DIE,   /* 4.3 */
  HD_CAMPAIGN_AWAITS_MARCH_DIE,        /* 7 */
  HD_CAMPAIGN_AWAITS_ALLOTMENT,        /* 2.1, 7: the president gives out the marches */
  HD_CAMPAIGN_AWAITS_MARCHES,          /* 7: marches, or the end of the phase */
  HD_CAMPAIGN_AWAITS_CONTACT,          /* 9: the defender's choice where forces met */
  HD_CAMPAIGN_AWAITS_BATTLE,           /* 9.5, 9.6: a battle's results from the table */
  HD_CAMPAIGN_AWAITS_PROMOTIONS,       /* 10: recovery and promotions */
  HD_CAMPAIGN_AWAITS_REORGANISATION,   /* 11 */
  HD_CAMPAIGN_AWAITS_RECRUIT_DIE,      /* 12.1 */
  HD_CAMPAIGN_AWAITS_RAISE,            /* 12.1: the new corps placed */
  HD_N_CAMPAIGN_AWAITS
} HdCampaignAwaits;

typedef struct {
  HdCampaignAwaits kind;
  HdSide           side;     /* who owes it */
  const char      *rule;     /* "Campaign 7" */
  const char      *action;   /* the type of action that gives it, NULL for free play */
  guint            battle;   /* the battle concerned, 0 if none */
} HdCampaignAwaited;

/* A contact's life (Campaign 9), kept by hd-campaign-battle.c. */
typedef enum {
  HD_BATTLE_CONTACT = 0,   /* forces met: the cavalry test and the defender's choice */
  HD_BATTLE_TABLE,         /* to be fought on the table: results awaited, day by day */
  HD_BATTLE_OVER,          /* fought: the result entered (9.6) */
  HD_BATTLE_WITHDRAWN,     /* the defender withdrew before battle (9) */
  HD_BATTLE_REARGUARD,     /* a rearguard by dice (9) */
  HD_N_BATTLE_STATES
} HdCampaignBattleState;

/* --- plain records the rule modules add for the views (each module its
 * own section) --- */

/* the order of battle (hd-campaign-oob.c) */
/* One thing a formation breaks in Campaign 6 or 11, for badges: the rule
 * ("Campaign 6.22") and a translated sentence naming the formation. */
typedef struct {
  char *rule;
  char *text;
  guint formation;   /* the formation at fault (a division of a corps, say) */
  /* shown only, never the reason an edit is refused: a division short of
   * its DC or two stands (6.23), a stand to consolidate (11) */
  gboolean advisory;
} HdCampaignProblem;

void hd_campaign_problem_free (HdCampaignProblem *problem);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdCampaignProblem, hd_campaign_problem_free)

/* A division's exhaustion threshold (Campaign 10.21-10.25): the percentage
 * of its largest status group by SP, what that makes of its strength at
 * the start of the battle, and the SP left when it is exhausted. */
typedef struct {
  HdStatus status;      /* the status whose number is used */
  guint    percent;     /* 40, 50 or 60 */
  guint    sp;          /* infantry and cavalry SP at the start of the battle */
  guint    loss;        /* the SP lost at which it is exhausted: percent of sp, rounded up */
  guint    exhausted_at;/* sp - loss */
} HdCampaignExhaustion;


/* the turn and the books (hd-campaign-turn.c, hd-campaign-books.c) */


/* marches (hd-campaign-march.c, hd-campaign-route.c) */

/* How a march goes (Campaign 7, 7.1, 7.2): the argument mode= of "move". */
typedef enum {
  HD_MARCH_MODE_PLAIN = 0,
  HD_MARCH_MODE_JUMP,        /* a cavalry corps' jump march (7.1) */
  HD_MARCH_MODE_GUNS,        /* running the guns downstream (7.2) */
  HD_N_MARCH_MODES
} HdCampaignMarchMode;

/* Where a march may go (hd_campaign_view_list_destinations()): the box,
 * the boxes of the way from the start (start included), the kind of
 * line each step takes (HdLineType, one fewer than the boxes), the
 * Movement Chart's way the march counts as, and whether a contact (a
 * battle, Campaign 9) follows because enemy troops hold the box. */
typedef struct {
  guint               box;
  GArray             *path;     /* guint box indices */
  GArray             *lines;    /* guint HdLineType per step */
  HdMarchWay          way;
  HdCampaignMarchMode mode;
  gboolean            contact;
} HdCampaignDestination;

const char *hd_campaign_march_mode_to_string   (HdCampaignMarchMode  mode);
gboolean    hd_campaign_march_mode_from_string (const char          *str,
                                                HdCampaignMarchMode *out);
void        hd_campaign_destination_free       (HdCampaignDestination *destination);


/* battles (hd-campaign-battle.c) */

/* A division's state at the end of a day on the table (Campaign 9.52-9.54),
 * and at the start of the next. */
typedef enum {
  HD_DIVISION_FRESH = 0,
  HD_DIVISION_EXHAUSTED,     /* exhausted, not broken (9.53) */
  HD_DIVISION_BROKEN,        /* exhausted and broken (9.54) */
  HD_N_DIVISION_STATES
} HdCampaignDivisionState;

/* A battle of this Player Turn as the views show it (Campaign 9). */
typedef struct {
  guint                  id;
  guint                  box;
  HdSide                 attacker;
  HdCampaignBattleState  state;
  guint                  day;          /* days entered */
  gboolean               closed;       /* no further day: its end awaited */
  HdSide                 winner;       /* HD_SIDE_NEUTRAL until decided, or a draw */
  guint                  picks[HD_N_SIDES]; /* combat promotions left (10.32) */
} HdCampaignBattleInfo;

/* The cavalry test of a contact (Campaign 9; R5): adjusted cavalry (SP x
 * morale) of the units that entered against the defender's in the box. */
typedef struct {
  HdSide   attacker;
  guint    attacker_cavalry;      /* adjusted cavalry strength */
  guint    defender_cavalry;
  gboolean superiority;           /* 2:1 or more (any against none): a battle must be fought */
  HdSide   edge;                  /* who has the edge for the attacker's deployment (9.2) */
} HdCampaignCavalryTest;

/* A formation that could reinforce a battle (Campaign 9.4), and why it may
 * or may not. */
typedef struct {
  guint        formation;
  HdSide       side;
  guint        box;
  gboolean     eligible;
  const char  *rule;              /* "Campaign 9.4" */
  char        *reason;            /* translated sentence */
} HdCampaignReinforcement;

/* A division a side may pick for promotion (Campaign 10.31, 10.32), and
 * why it may or may not. */
typedef struct {
  guint        division;
  guint        battle;            /* 0 for training (10.31) */
  HdStatus     from;
  gboolean     eligible;
  const char  *rule;              /* "Campaign 10.32" */
  char        *reason;            /* translated sentence */
} HdCampaignPromotionPick;

void        hd_campaign_reinforcement_clear        (HdCampaignReinforcement *r);
void        hd_campaign_promotion_pick_clear       (HdCampaignPromotionPick *p);
const char *hd_campaign_division_state_to_string   (HdCampaignDivisionState state);
gboolean    hd_campaign_division_state_from_string (const char             *str,
                                                    HdCampaignDivisionState *out);
const char *hd_campaign_division_state_get_label   (HdCampaignDivisionState state);


/* intelligence (hd-campaign-intel.c) */

/* How much a report tells (Campaign 8.1): 8.11, 8.12, 8.13. */
typedef enum {
  HD_INTEL_NONE = 0,
  HD_INTEL_FRAGMENTARY,
  HD_INTEL_COMPLETE,
  HD_INTEL_DETAILED,
  HD_N_INTEL_LEVELS
} HdCampaignIntelLevel;

/* Where a report came from (Campaign 8.2). */
typedef enum {
  HD_INTEL_FROM_TROOPS = 0,   /* a formation's scouting (8.21-8.23, 15.7) */
  HD_INTEL_FROM_SYMPATHISERS, /* 8.24 */
  HD_INTEL_FROM_BLOCKADE,     /* 8.25 */
  HD_INTEL_FROM_CONTACT,      /* before a battle (Campaign 8, 9) */
  HD_N_INTEL_SOURCES
} HdCampaignIntelSource;

/* How much entrenchment a Detailed report sees (8.13): none, light
 * (under 6"), moderate (6" to 18"), extensive (over 18"). */
typedef enum {
  HD_WORKS_NONE = 0,
  HD_WORKS_LIGHT,
  HD_WORKS_MODERATE,
  HD_WORKS_EXTENSIVE,
  HD_N_WORKS_BANDS
} HdCampaignWorksBand;

/* Where some of last turn's arrivals came from (8.13). */
typedef struct {
  guint box;
  guint divisions;
} HdCampaignIntelOrigin;

/* One report on one box for one side, as the rules let it read
 * (Campaign 8.11-8.13): never strength points, morale, status, exact
 * inches, stands, home guards or siege guns.  Shared and never changed
 * once made (hd_campaign_report_ref()). */
typedef struct {
  HdSide                 side;          /* who receives it */
  guint                  box;
  HdCampaignIntelLevel   level;
  HdCampaignIntelSource  source;
  char                  *source_name;   /* the scouting formation (troops, or on contact), else NULL */
  guint                  turn;          /* the Game Turn it was made */
  gboolean               pre_battle;    /* made on contact, not at the start of a Player Turn */
  gboolean               present;       /* enemy troops in the box */
  /* Complete and Detailed (8.12) */
  char                  *force;         /* the senior formation's name: "Army of the Ohio" */
  char                  *commander;     /* its commander */
  guint                  infantry_divisions;
  guint                  cavalry_divisions;
  gboolean               artillery;
  gboolean               mostly_arrived;/* most divisions arrived in the enemy's last Player Turn */
  /* Detailed only (8.13) */
  GPtrArray             *corps;         /* char *: "XIII Corps (Thomas)", the corps HQs in evidence */
  guint                  infantry_brigades;
  guint                  cavalry_brigades;
  guint                  artillery_battalions;
  HdCampaignWorksBand    works;
  GArray                *origins;       /* HdCampaignIntelOrigin of the arrivals */
} HdCampaignReport;

HdCampaignReport *hd_campaign_report_ref   (HdCampaignReport *report);
void              hd_campaign_report_unref (HdCampaignReport *report);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdCampaignReport, hd_campaign_report_unref)
const char *hd_campaign_intel_level_to_string  (HdCampaignIntelLevel level);
/* "Fragmentary", "Complete", "Detailed": translated. */
const char *hd_campaign_intel_level_get_label  (HdCampaignIntelLevel level);
const char *hd_campaign_works_band_to_string   (HdCampaignWorksBand  band);


const char *hd_rank_to_string            (HdRank           rank);
const char *hd_formation_kind_to_string  (HdFormationKind  kind);
gboolean    hd_formation_kind_from_string (const char     *str,
                                           HdFormationKind *out);
/* A formation as the screens name it, translated: "I Corps (McDowell)",
 * its name alone when it has no commander (the Siege Train). */
char       *hd_campaign_formation_get_label (const HdCampaignFormation *formation);
const char *hd_arm_to_string             (HdArm            arm);
gboolean    hd_arm_from_string           (const char      *str,
                                          HdArm           *out);
const char *hd_gun_to_string             (HdGun            gun);
gboolean    hd_gun_from_string           (const char      *str,
                                          HdGun           *out);
const char *hd_status_to_string          (HdStatus         status);
gboolean    hd_status_from_string        (const char      *str,
                                          HdStatus        *out);
const char *hd_phase_to_string           (HdPhase          phase);
gboolean    hd_phase_from_string         (const char      *str,
                                          HdPhase         *out);

/* Translated names for people: "Cavalry Corps", "Green", "Movement Phase". */
const char *hd_rank_get_label            (HdRank           rank);
const char *hd_formation_kind_get_label  (HdFormationKind  kind);
const char *hd_arm_get_label             (HdArm            arm);
const char *hd_status_get_label          (HdStatus         status);
const char *hd_phase_get_label           (HdPhase          phase);
/* "SB-F", "SG-R": the guns' codes are the same in every language. */
const char *hd_gun_get_code              (HdGun            gun);

/* The rank of a formation's commander: AC for an army, CC for a corps of
 * any kind, DC for a division, none for the Siege Train. */
HdRank      hd_formation_kind_get_rank   (HdFormationKind  kind);
gboolean    hd_formation_kind_is_corps   (HdFormationKind  kind);

/* The stand's code as the Appendices print it: "6-4 PT, NE", "2-5 SB-H". */
char       *hd_campaign_stand_get_code   (const HdCampaignStand *stand);

void        hd_campaign_formation_clear  (HdCampaignFormation *formation);
void        hd_campaign_stand_clear      (HdCampaignStand     *stand);
void        hd_campaign_formation_copy   (HdCampaignFormation       *dest,
                                          const HdCampaignFormation *src);
void        hd_campaign_stand_copy       (HdCampaignStand           *dest,
                                          const HdCampaignStand     *src);

G_END_DECLS
