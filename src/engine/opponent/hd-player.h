/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-player.h: the computer's players behind one interface
 * (docs/opponent.md).  Given a position and what it awaits
 * (hd_action_get_decision), a player returns one action the engine
 * accepts and the reason for it in a line.  Five levels: random (uniform
 * over hd_candidates_list), greedy (the candidate that most improves the
 * quick evaluation), and the opponent itself, Easy, Normal and Hard (the
 * Movement Segment planned whole by hd-planner, battles, promotions and
 * recruits by hd-tactics).  Deterministic: the same seed, position and
 * dice give the same decision.  A decision may take a while (Hard's
 * Movement Segment, seconds): it reports its progress and can be
 * cancelled, so the window can think in a thread. */
#pragma once

#include <gio/gio.h>

#include "hd-action.h"
#include "hd-candidates.h"
#include "hd-evaluate.h"
#include "hd-planner.h"
#include "hd-seats.h"

G_BEGIN_DECLS

typedef enum {
  HD_PLAYER_RANDOM,
  HD_PLAYER_GREEDY,
  HD_PLAYER_EASY,
  HD_PLAYER_NORMAL,
  HD_PLAYER_HARD,
} HdPlayerLevel;

#define HD_N_PLAYER_LEVELS (HD_PLAYER_HARD + 1)

/* One decision: the action (it passes hd_action_check on the position it
 * was asked of), why, in a line for a person (translated), and what the
 * player expects of it (its evaluation for the deciding side; 0 for the
 * random player). */
typedef struct {
  HdAction action;
  char    *reason;
  double   value;
} HdDecision;

void           hd_decision_clear          (HdDecision    *decision);

/* "random", "greedy", "easy", "normal", "hard". */
const char    *hd_player_level_to_string  (HdPlayerLevel  level);
gboolean       hd_player_level_from_string (const char    *text,
                                            HdPlayerLevel *out);
/* A level as a game's seat names it (hd-seats.h), and back: FALSE for
 * a person's seat. */
HdSeatPlayer   hd_player_level_to_seat    (HdPlayerLevel  level);
gboolean       hd_player_level_from_seat  (HdSeatPlayer   seat,
                                           HdPlayerLevel *out);
/* Its name for a person, translated ("Normal"). */
const char    *hd_player_level_get_label  (HdPlayerLevel  level);
/* What the level is, in a sentence for a person (translated): how it
 * thinks, for the help of a dialog that offers it. */
const char    *hd_player_level_get_help   (HdPlayerLevel  level);

/* HdPlayerProgress, how far a decision has got, is hd-planner.h's. */
typedef struct _HdPlayer HdPlayer;

HdPlayer      *hd_player_new              (HdPlayerLevel  level,
                                           guint32        seed);
/* The same with the evaluation's weights given (a copy is kept). */
HdPlayer      *hd_player_new_with_weights (HdPlayerLevel  level,
                                           guint32        seed,
                                           const HdWeights *weights);
void           hd_player_free             (HdPlayer      *player);
HdPlayerLevel  hd_player_get_level        (const HdPlayer *player);
const HdWeights *hd_player_get_weights    (const HdPlayer *player);
/* A level's planner settings (random and greedy plan nothing: theirs
 * are zero); the player's own changed, the level's slip and reach kept
 * (build-aux/tune-opponent varies them through `match --union-planner`). */
const HdPlannerSettings *hd_player_level_planner (HdPlayerLevel level);
void           hd_player_set_planner      (HdPlayer                *player,
                                           const HdPlannerSettings *how);
void           hd_player_set_progress     (HdPlayer      *player,
                                           HdPlayerProgress progress,
                                           gpointer       data);

/*
 * hd_player_decide:
 * @state: the position; the decision is for the side that owes what
 *   hd_action_get_decision() awaits (for dice owed by both sides, the
 *   player whose turn it is)
 * @dice: where the dice of the action come from (each open die a call),
 *   or NULL to leave them open: then @out's action may be a template
 *   (hd_candidates_is_template) whose dice the table rolls
 * @cancellable: (nullable)
 * @out: the decision (clear it with hd_decision_clear)
 *
 * FALSE with @error when nothing is awaited (the game over), when
 * @cancellable was cancelled (G_IO_ERROR_CANCELLED), or when no candidate
 * exists (never in a legal position: the candidates' tests show it).
 * A Normal or Hard player keeps the plan it made for a Movement Segment
 * and plays it on while the position is the one the plan expects.
 */
gboolean       hd_player_decide           (HdPlayer      *player,
                                           const HdState *state,
                                           HdDiceFunc     dice,
                                           gpointer       dice_data,
                                           GCancellable  *cancellable,
                                           HdDecision    *out,
                                           GError       **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdPlayer, hd_player_free)

G_END_DECLS
