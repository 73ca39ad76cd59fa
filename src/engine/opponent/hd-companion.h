/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-companion.h: the companion at the table (issue 33, docs/opponent.md
 * "The companion at the table"): what the computer player of a side
 * (its seat, hd-seats.h) does, told as steps a person carries out on the
 * real board and then confirms.  This is the model of the window's
 * companion card and knows nothing of GTK: hd_companion_think() (safe on
 * a worker thread, cancellable) plans from a position until the person
 * must answer or the dice are the table's; each step holds the actions
 * it makes, its words, its reason, its rule, the boxes and arrows to
 * draw and the counters to move.  Thinking is a function of the position,
 * the seat and the number of actions already made: the companion's dice
 * are drawn from its seed and each die's place in the log, so an undo
 * and the same steps again meet the same dice. */
#pragma once

#include <gio/gio.h>

#include "hd-action.h"
#include "hd-player.h"
#include "hd-seats.h"

G_BEGIN_DECLS

/* No box (an arrow's end, a step with nothing to draw). */
#define HD_COMPANION_NO_BOX G_MAXUINT

/* An arrow on the board: a unit's move from one box to another. */
typedef struct {
  guint from;
  guint to;
} HdCompanionArrow;

/* One step of the companion's turn, as the card shows it. */
typedef struct {
  GArray     *actions;   /* HdAction: made in order by Done (one undo); a
                          * template while @n_dice > 0 */
  char       *title;     /* "March 1 of 3", "The march die" (translated) */
  char       *text;      /* what it does, in words (translated) */
  char       *reason;    /* why, in a line (translated), or NULL */
  const char *rule;      /* "4.0", "Advanced 7.0"; NULL for none */
  GArray     *arrows;    /* HdCompanionArrow */
  GArray     *boxes;     /* guint: the boxes to light */
  GArray     *lines;     /* guint: the lines its marches follow */
  GPtrArray  *counters;  /* char *: the counters to move, a line each */
  guint       n_dice;    /* the dice the person types for it (0: none open) */
  HdSide      side;      /* the side it is for */
} HdCompanionStep;

/* The steps planned from one position. */
typedef struct _HdCompanionTurn HdCompanionTurn;

/* Whether @seats give the side that decides in @state to the companion
 * (FALSE once the game is over). */
gboolean         hd_companion_is_due        (const HdSeats  *seats,
                                             const HdState  *state);

/*
 * hd_companion_think:
 * @state: the position (copied; the caller may change its own)
 * @seats: who commands each side
 * @n_made: the actions of the game's log before @state (its dice seed)
 * @progress: (nullable): how far it has got, called on this thread
 * @cancellable: (nullable)
 *
 * Plans the companion's steps from @state while it decides: through the
 * segments of its turn, until the game is over, a person must decide, or
 * a step needs dice typed in (then that step is the last).  NULL with
 * @error when cancelled (G_IO_ERROR_CANCELLED: nothing is half made, the
 * position is untouched), when the companion does not decide in @state,
 * or when its player decides nothing.
 */
HdCompanionTurn *hd_companion_think         (const HdState  *state,
                                             const HdSeats  *seats,
                                             guint           n_made,
                                             HdPlayerProgress progress,
                                             gpointer        progress_data,
                                             GCancellable   *cancellable,
                                             GError        **error);
void             hd_companion_turn_free     (HdCompanionTurn *turn);
guint            hd_companion_turn_get_n_steps (const HdCompanionTurn *turn);
const HdCompanionStep *hd_companion_turn_get_step (const HdCompanionTurn *turn,
                                                   guint                  index);
/* The position step @index expects (the one it was planned for). */
const HdState   *hd_companion_turn_get_position (const HdCompanionTurn *turn,
                                                 guint                  index);
/* The index of the step planned for @state, or -1 when @state is none of
 * the turn's positions (a correction, an undo past it: plan again). */
int              hd_companion_turn_find     (const HdCompanionTurn *turn,
                                             const HdState         *state);
/* The whole turn as lines to carry out at once, "1. March 1 of 3: ...". */
char            *hd_companion_turn_describe (const HdCompanionTurn *turn);

/* The actions of @step to make, with @dice (its @n_dice typed dice, in
 * order; NULL when it has none open) filled in: a new array, or NULL
 * with @error (in our words) when a die is not 1 to 6. */
GArray          *hd_companion_step_get_actions (const HdCompanionStep *step,
                                                const guint           *dice,
                                                GError               **error);

/* What the companion at full strength (Hard) would decide for the side
 * that decides in @state, told as a step (not made), with its chance to
 * win when the decision begins or fights a battle: @chance 0-1, or -1
 * when no battle is in it.  NULL with @error when cancelled or nothing
 * is awaited. */
HdCompanionStep *hd_companion_hint          (const HdState  *state,
                                             GCancellable   *cancellable,
                                             double         *chance,
                                             GError        **error);
void             hd_companion_step_free     (HdCompanionStep *step);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdCompanionTurn, hd_companion_turn_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdCompanionStep, hd_companion_step_free)

G_END_DECLS
