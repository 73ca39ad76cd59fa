/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-review-dialog.h: the game reviewed (issue 34, item 5): each side's
 * chance to win turn by turn as a chart and a list, the three turning
 * points with what was done and what the companion would have done, and
 * the review copied or printed.  The engine (hd-review.h) reviews on a
 * worker thread while the dialog shows that it is thinking. */
#pragma once

#include <adwaita.h>

#include "hd-game.h"
#include "hd-review.h"

G_BEGIN_DECLS

#define HD_TYPE_REVIEW_DIALOG (hd_review_dialog_get_type ())
G_DECLARE_FINAL_TYPE (HdReviewDialog, hd_review_dialog, HD, REVIEW_DIALOG, AdwWindow)

/* The dialog over @parent, reviewing a copy of @game's log at once. */
GtkWidget      *hd_review_dialog_new        (GtkWindow      *parent,
                                             HdGame         *game);
/* Whether the review is done (shown, or its failure said); "ready" is
 * emitted when it becomes so. */
gboolean        hd_review_dialog_is_ready   (HdReviewDialog *self);
/* The review, or NULL while thinking or when it failed. */
const HdReview *hd_review_dialog_get_review (HdReviewDialog *self);
/* The review as plain text (what Copy copies and Print prints), or NULL. */
const char     *hd_review_dialog_get_text   (HdReviewDialog *self);
/* The print operation of the review's text (for Print, and for a test
 * that exports it as a PDF); NULL while there is no review. */
GtkPrintOperation *hd_review_dialog_print_operation_new (HdReviewDialog *self);

G_END_DECLS
