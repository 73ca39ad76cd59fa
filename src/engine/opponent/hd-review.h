/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-review.h: a game looked back on (issue 34, item 5; docs/opponent.md,
 * "Reviewing a game"): from a game's set-up and its actions, each side's
 * chance to win as the evaluation sees it at the start and at the end of
 * every Game Turn, and the three Player Turns where that chance moved
 * most, each with what was done and what the companion (Normal, a fixed
 * seed) would have done there, with its reason.  Knows nothing of GTK;
 * works on its own copies, so a window may review on a worker thread. */
#pragma once

#include <gio/gio.h>

#include "hd-action.h"
#include "hd-game.h"
#include "hd-player.h"

G_BEGIN_DECLS

/* The logistic's scale, in points of the Union's full evaluation: the
 * Union's chance is 1 / (1 + exp (-evaluation / HD_REVIEW_SCALE)). */
#define HD_REVIEW_SCALE 10.0
/* The seed of the companion asked at each turning point. */
#define HD_REVIEW_SEED 34u
/* How many turning points a review looks for. */
#define HD_REVIEW_N_TURNING 3

/* The chances at one moment of the game. */
typedef struct {
  guint    turn;          /* the Game Turn that has ended (the first Game Turn at the start) */
  gboolean start;         /* the set-up, before anything was played */
  gboolean over;          /* the game is over here */
  gboolean current;       /* a game not over, as it stands in the middle of @turn */
  guint    n_actions;     /* the log's actions made before this position */
  double   evaluation;    /* the full evaluation for the Union */
  guint    union_percent; /* 0-100; the Confederacy's is 100 minus it */
} HdReviewPoint;

/* One turning point: a Player Turn (or what was played of it) and what
 * the companion would have made of it. */
typedef struct {
  guint      turn;           /* its Game Turn */
  HdSide     side;           /* whose Player Turn it is */
  guint      first;          /* its actions in the log: [first, last) */
  guint      last;
  guint      before;         /* the Union's chance (percent) before and after it */
  guint      after;
  double     swing;          /* the Union's chance after minus before, 0-1 (signed) */
  GPtrArray *done;           /* char *: what was done, a sentence per action (translated) */
  guint      asked_at;       /* the actions made before the position the companion was asked in */
  HdState   *asked;          /* that position: the mover's first decision that is not a die */
  HdAction   suggestion;     /* the companion's first action there (passes hd_action_check on @asked) */
  GPtrArray *suggested;      /* char *: its steps there to the end of that segment, a line each */
  char      *reason;         /* why (translated) */
} HdReviewTurning;

typedef struct _HdReview HdReview;

/* The chance (0-1) the Union wins, as the evaluation @evaluation says. */
double          hd_review_chance          (double          evaluation);

/*
 * hd_review_new:
 * @initial: the game's set-up (copied)
 * @actions: (array length=n_actions): the actions made from it, in order
 * @progress: (nullable): how far it has got, called on this thread
 *
 * Reviews the game.  NULL with @error when an action does not apply to
 * the position it meets (a damaged log), or when cancelled
 * (G_IO_ERROR_CANCELLED).
 */
HdReview       *hd_review_new             (const HdState   *initial,
                                           const HdAction  *actions,
                                           guint            n_actions,
                                           HdPlayerProgress progress,
                                           gpointer         progress_data,
                                           GCancellable    *cancellable,
                                           GError         **error);
/* The set-up and the actions made in @game, copied (for another thread). */
GArray         *hd_review_copy_actions    (HdGame          *game);
HdReview       *hd_review_new_for_game    (HdGame          *game,
                                           GCancellable    *cancellable,
                                           GError         **error);
void            hd_review_free            (HdReview        *review);

guint           hd_review_get_n_points    (const HdReview  *review);
const HdReviewPoint *hd_review_get_point  (const HdReview  *review,
                                           guint            index);
/* The turning points, the largest swing first (fewer than three in a
 * game of fewer Player Turns). */
guint           hd_review_get_n_turning   (const HdReview  *review);
const HdReviewTurning *hd_review_get_turning (const HdReview *review,
                                              guint          index);
/* How the game ended: HD_WIN_NONE while it goes on. */
HdWin           hd_review_get_win         (const HdReview  *review);
HdSide          hd_review_get_winner      (const HdReview  *review);

/* A point's moment in words: "Start", "Game Turn 3 (09/1861)". */
char           *hd_review_describe_point  (const HdReviewPoint *point);
/* A point's chances: "Start of Game Turn 1 (07/1861): Union 38 %,
 * Confederacy 62 %". */
char           *hd_review_describe_chances (const HdReviewPoint *point);
/* A turning point's heading: "The Confederate Player Turn of Game Turn 3
 * (09/1861): the Confederacy's chance from 40 % to 65 % (+25 points)". */
char           *hd_review_describe_turning (const HdReviewTurning *turning);
/* The whole review as plain text, for a terminal or a printer. */
char           *hd_review_to_text         (const HdReview  *review);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdReview, hd_review_free)

G_END_DECLS
