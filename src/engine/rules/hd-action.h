/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-action.h: one thing that happened in a game, as recorded in its log.
 * Every action is validated against the state before it is appended
 * (rules errors carry the rule number); replaying the log rebuilds the
 * state exactly.  What each type is (its fields, words, save element) is
 * described once in hd-action-info.c. */
#pragma once

#include <glib.h>

#include "hd-action-info.h"
#include "hd-battle.h"
#include "hd-rules.h"
#include "hd-state.h"

G_BEGIN_DECLS

#define HD_ACTION_MAX_STEPS 3

typedef struct {
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

typedef struct {
  HdAwaitedKind kind;
  int           which;    /* BORDER: the state; LEADER: the HdLeader; RALLY: the HdSide; else -1 */
  HdActionType  action;   /* the type of action that gives it (END_SEGMENT for none) */
  const char   *rule;     /* "Advanced 2.2"; NULL for none */
} HdAwaited;

HdAwaited    hd_action_get_awaited    (const HdState  *state);


gboolean     hd_action_check          (const HdState  *state,
                                       const HdAction *action,
                                       GError        **error);
gboolean     hd_action_apply          (const HdAction *action,
                                       HdState        *state,
                                       GError        **error);
char        *hd_action_describe       (const HdAction *action,
                                       HdMap          *map);
gboolean     hd_action_fits           (const HdAction *action,
                                       HdActionWhen    when);
guint        hd_action_route_end      (const HdAction *action,
                                       HdMap          *map);

G_END_DECLS
