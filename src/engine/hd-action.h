/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-action.h: one thing that happened in a game, as recorded in its log.
 * Every action is validated against the state before it is appended
 * (rules errors carry the rule number); replaying the log rebuilds the
 * state exactly. */
#pragma once

#include <glib.h>

#include "hd-battle.h"
#include "hd-rules.h"
#include "hd-state.h"

G_BEGIN_DECLS

typedef enum {
  /* Edit-board actions, for when the real board and the application
   * disagree: set-up corrections the players agree on. */
  HD_ACTION_ADD_UNIT = 0,
  HD_ACTION_REMOVE_UNIT,
  HD_ACTION_MOVE_UNIT,
  HD_ACTION_FLIP_UNIT,
  HD_ACTION_SET_ENTRENCHED,
  HD_ACTION_SET_CONTROL,
  /* The turn's flow (rule 3.0). */
  HD_ACTION_END_SEGMENT,
  /* The Movement Segment (rules 4.0-4.9). */
  HD_ACTION_ROLL_MARCHES,   /* die: the march die as rolled */
  HD_ACTION_MARCH,          /* box: activate it (one march) */
  HD_ACTION_MARCH_MOVE,     /* a unit in box moves along lines[0..n_steps) (starts a march if box is not active) */
  HD_ACTION_DIG_IN,         /* box: entrench with the march (4.3) */
  HD_ACTION_SEA_MOVE,       /* a unit in box sails to @to; flag: naval invasion (4.6, 4.7) */
  /* The Combat Segment (rules 5.0-5.7, 6.0). */
  HD_ACTION_BATTLE,         /* box: fight the battle there next */
  HD_ACTION_WITHDRAW,       /* to: the defending cavalry withdraws there (5.6) */
  HD_ACTION_FIRE,           /* shots: the firing side's targets and dice */
  HD_ACTION_RETREAT,        /* to: the firing side retreats there (5.4) */
  HD_ACTION_REINFORCE,      /* unit: joins the battle (5.5) */
  HD_ACTION_PROMOTE,        /* unit: promoted after the battle won (6.0) */
  HD_ACTION_RECOVER,        /* unit: a march (or a recruitment point) spent to recover it (optional 5.71) */
  /* The Promotion and Recruitment Segments (6.0-7.5). */
  HD_ACTION_ROLL_PROMOTION, /* die: optional 6.2 */
  HD_ACTION_ROLL_RECRUITMENT, /* die (7.0) */
  HD_ACTION_RECRUIT,        /* box, kind: a militia unit from the pool (7.0) */
  /* The Advanced Game. */
  HD_ACTION_ROLL_WASHINGTON, /* die: the fall of Washington (Advanced 6.0) */
  HD_ACTION_SUPPLY_LOSS,    /* unit: the piece a box out of supply gives up (Advanced 2.2) */
  HD_ACTION_ROLL_LEADERSHIP, /* side, die: a day's battlefield leadership (Advanced 7.0) */
  HD_ACTION_CONTAIN,        /* box: Confederates contain the Union units instead of fighting (Advanced 4.0) */
  HD_ACTION_BREAK_OUT,      /* box: the contained Union units fight to break out, a march (Advanced 4.0) */
  HD_ACTION_MORALE,         /* shots: each unit flipped by the last fire (.shooter) and its die (Advanced 8.1) */
  HD_ACTION_RALLY,          /* side, unit: the routed unit rallied at a day's end, 0 for none (Advanced 8.11) */
  HD_ACTION_DESERTION,      /* shots: each reduced unit after a battle (.shooter) and its die (Advanced 8.12) */
  HD_ACTION_ROLL_BORDER,    /* box (a recruitment city of the state), die: a border state's support (Advanced 8.3) */
  HD_ACTION_SAIL_EUROPE,    /* kind, to: a Foreign Intervention unit crosses from Europe, a march (Advanced 8.4) */
  HD_ACTION_PLACE_LEADER,   /* leader, box: a leader arrives or returns there (Advanced 8.2) */
  HD_ACTION_LEAD,           /* leader, to: a leader marches alone to a box next to it (Advanced 8.2.1) */
  HD_ACTION_LEAD_WITH,      /* leader, unit: a leader goes with a unit that left its box (Advanced 8.2.1) */
  HD_ACTION_LEADER_REINFORCE, /* leader: a leader joins the battle (Advanced 8.2.1) */
  HD_N_ACTION_TYPES
} HdActionType;

#define HD_ACTION_MAX_STEPS 3

typedef struct _HdAction {   /* tagged: hd-hooks.h names it without including this */
  HdActionType type;
  guint        box;
  guint        to;         /* MOVE_UNIT: destination */
  HdSide       side;       /* the unit's side; SET_CONTROL: the new controller */
  HdUnitKind   kind;
  gboolean     reduced;    /* which unit: the reduced or the full-strength one */
  gboolean     flag;       /* ADD_UNIT/SET_ENTRENCHED: entrenched; SET_CONTROL: marker; SEA_MOVE: invasion */
  guint        die;        /* ROLL_MARCHES: the die */
  guint        n_steps;    /* MARCH_MOVE: the route */
  guint        lines[HD_ACTION_MAX_STEPS];
  guint        unit;       /* REINFORCE, PROMOTE, RECOVER: the unit's id */
  gboolean     by_id;      /* MARCH_MOVE: the unit is @unit ("march #12 ..."), not the
                            * side, kind and strength given */
  guint        leader;     /* the leaders' actions: an HdLeader (Advanced 8.2) */
  guint        n_shots;    /* FIRE */
  HdShot       shots[HD_MAX_SHOTS]; /* last: a game's log keeps only the shots used */
} HdAction;

/* The fields of an HdAction a type uses (and a save file records). */
typedef enum {
  HD_FIELD_BOX     = 1 << 0,
  HD_FIELD_TO      = 1 << 1,
  HD_FIELD_SIDE    = 1 << 2,
  HD_FIELD_KIND    = 1 << 3,
  HD_FIELD_REDUCED = 1 << 4,
  HD_FIELD_FLAG    = 1 << 5,
  HD_FIELD_DIE     = 1 << 6,
  HD_FIELD_ROUTE   = 1 << 7,
  HD_FIELD_UNIT    = 1 << 8,
  HD_FIELD_SHOTS   = 1 << 9,
  HD_FIELD_BY_ID   = 1 << 10,   /* may name its unit by number instead of side, kind, strength */
  HD_FIELD_LEADER  = 1 << 11,
} HdActionField;

typedef struct {
  const char *name;         /* in save files */
  guint       fields;       /* HdActionField */
  gboolean    correction;   /* an edit-board correction */
  gboolean  (*check) (const HdAction *action, const HdState *state, GError **error);
  gboolean  (*apply) (const HdAction *action, HdState *state, GError **error);
} HdActionInfo;


/* What play owes before anything else, in the one order the engine asks
 * for it (docs/rules-decisions.md, "What is owed first"): while one is
 * due, every action other than a correction and the one that gives it
 * is refused with its rule. */
typedef enum {
  HD_AWAITED_NONE,
  HD_AWAITED_WASHINGTON,  /* the die for the fall of Washington (Advanced 6.0) */
  HD_AWAITED_SUPPLY,      /* a piece from each box out of supply (Advanced 2.2) */
  HD_AWAITED_BORDER,      /* a border state's support die (Advanced 8.3) */
  HD_AWAITED_MORALE,      /* the morale checks of the last fire (Advanced 8.1) */
  HD_AWAITED_RALLY,       /* a rally at the end of a battle day (Advanced 8.11) */
  HD_AWAITED_DESERTION,   /* the desertion checks after a battle (Advanced 8.12) */
  HD_AWAITED_LEADER,      /* a leader placed as he arrives or returns (Advanced 8.2, 8.2.2) */
} HdAwaitedKind;

#define HD_N_AWAITED (HD_AWAITED_LEADER + 1)

typedef struct _HdAwaited {   /* tagged: hd-hooks.h names it without including this */
  HdAwaitedKind kind;
  int           which;    /* BORDER: the state; LEADER: the HdLeader; RALLY: the HdSide; else -1 */
  HdActionType  action;   /* the type of action that gives it (END_SEGMENT for none) */
  const char   *rule;     /* "Advanced 2.2"; NULL for none */
} HdAwaited;

HdAwaited    hd_action_get_awaited    (const HdState  *state);

const HdActionInfo *hd_action_get_info (HdActionType type);
gboolean     hd_action_is_correction  (HdActionType   type);
const char  *hd_action_type_to_string (HdActionType   type);
gboolean     hd_action_type_from_string (const char  *str,
                                         HdActionType *out);

gboolean     hd_action_check          (const HdState  *state,
                                       const HdAction *action,
                                       GError        **error);
gboolean     hd_action_apply          (const HdAction *action,
                                       HdState        *state,
                                       GError        **error);
char        *hd_action_describe       (const HdAction *action,
                                       HdMap          *map);
guint        hd_action_route_end      (const HdAction *action,
                                       HdMap          *map);

G_END_DECLS
