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

/* What play waits for now: one decision, owed by one side (or by both,
 * HD_SIDE_NEUTRAL, for the morale and desertion dice of units of both
 * sides), of one sort, with its rule.  hd_action_get_decision() answers
 * it for any position, in one fixed order (docs/design.md, "What is
 * awaited"): the game over; then what play owes before anything else
 * (docs/rules-decisions.md, "What is owed first"), during which every
 * action other than a correction and the one that gives it is refused
 * with its rule (@first); then the flow of the segment. */
typedef enum {
  HD_AWAITED_NONE,
  /* owed before anything else (@first: the action gate refuses the rest) */
  HD_AWAITED_WASHINGTON,  /* the die for the fall of Washington (Advanced 6.0) */
  HD_AWAITED_SUPPLY,      /* a piece from each box out of supply (Advanced 2.2) */
  HD_AWAITED_BORDER,      /* a border state's support die (Advanced 8.3) */
  HD_AWAITED_MORALE,      /* the morale checks of the last fire (Advanced 8.1) */
  HD_AWAITED_RALLY,       /* a rally at the end of a battle day (Advanced 8.11) */
  HD_AWAITED_DESERTION,   /* the desertion checks after a battle (Advanced 8.12) */
  HD_AWAITED_LEADER,      /* a leader placed as he arrives or returns (Advanced 8.2, 8.2.2) */
  /* the flow of play (the actions' own checks decide what is allowed) */
  HD_AWAITED_LEADERSHIP,  /* a battle day's leadership die, defender's first (Advanced 7.0) */
  HD_AWAITED_BATTLE,      /* a battle being fought: fire, retreat, reinforce, withdraw (5.0-5.6; Advanced 4.0 a breakout) */
  HD_AWAITED_BATTLES,     /* the Combat Segment with battles left: which is fought (or contained) next (5.0) */
  HD_AWAITED_MARCH_DIE,   /* the die for marches (4.0) */
  HD_AWAITED_MARCHES,     /* the Movement Segment: marches, entrenching, sea moves, or its end (4.0) */
  HD_AWAITED_COMBAT,      /* the Combat Segment with no battle left: its end (3.0) */
  HD_AWAITED_PROMOTION_DIE, /* the Confederate promotion die (optional 6.2) */
  HD_AWAITED_PROMOTION,   /* the Promotion Segment: a promotion, or its end (6.0) */
  HD_AWAITED_RECRUITMENT_DIE, /* the die for Recruitment Points (7.0) */
  HD_AWAITED_RECRUITMENT, /* the Recruitment Segment: recruits, recovery, or its end (7.0) */
  HD_AWAITED_OVER,        /* the game is over: nothing more is played (9.0, 10.0) */
} HdAwaitedKind;

/* The kinds owed before anything else are the first HD_N_AWAITED. */
#define HD_N_AWAITED (HD_AWAITED_LEADER + 1)
#define HD_N_AWAITED_KINDS (HD_AWAITED_OVER + 1)

/* The sort of decision awaited. */
typedef enum {
  HD_AWAITS_NOTHING,      /* the game is over */
  HD_AWAITS_DIE,          /* a die (or a die a unit) to roll: the candidates leave it open */
  HD_AWAITS_CHOICE,       /* one of the candidates must be chosen */
  HD_AWAITS_PLAY,         /* free play in the segment: any candidate, END_SEGMENT among them */
} HdAwaitedSort;

typedef struct _HdAwaited {   /* tagged: hd-hooks.h names it without including this */
  HdAwaitedKind kind;
  int           which;    /* BORDER: the state; LEADER: the HdLeader; RALLY: the HdSide; else -1 */
  HdActionType  action;   /* the type of action that gives it (END_SEGMENT for free play or none) */
  const char   *rule;     /* "Advanced 2.2"; NULL for none */
  HdSide        side;     /* who decides: HD_SIDE_NEUTRAL for both sides, or none */
  HdAwaitedSort sort;
  gboolean      first;    /* owed before anything else: only @action (or a correction) is accepted */
} HdAwaited;

/* The one question: what is awaited now, in the one order. */
HdAwaited    hd_action_get_decision   (const HdState  *state);
/* Its part owed before anything else, the first HD_N_AWAITED kinds
 * (HD_AWAITED_NONE when play is free), asked even once the game is won. */
HdAwaited    hd_action_get_awaited    (const HdState  *state);


gboolean     hd_action_check          (const HdState  *state,
                                       const HdAction *action,
                                       GError        **error);

/* Many actions of one position checked together (the candidates): what
 * every check asks first, the game over and what is owed, asked once.
 * hd_action_gate_check (&gate, a) says what hd_action_check (state, a,
 * NULL) says, as long as the state is not changed in between. */
typedef struct {
  const HdState *state;
  gboolean       over;    /* the game is won: only corrections pass */
  gboolean       owes;    /* something is owed first: only @owed (or a correction) passes */
  HdActionType   owed;
} HdActionGate;

void         hd_action_gate_init      (HdActionGate   *gate,
                                       const HdState  *state);
gboolean     hd_action_gate_check     (const HdActionGate *gate,
                                       const HdAction *action);
gboolean     hd_action_apply          (const HdAction *action,
                                       HdState        *state,
                                       GError        **error);
gboolean     hd_action_fits           (const HdAction *action,
                                       HdActionWhen    when);
guint        hd_action_route_end      (const HdAction *action,
                                       HdMap          *map);

G_END_DECLS
