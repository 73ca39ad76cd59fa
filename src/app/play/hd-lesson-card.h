/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-lesson-card.h: the card of a lesson in progress, above the side
 * panel (a template, hd-lesson-card.ui): the step's words with its rule,
 * the task, what the lesson says of the last action, the counters to lay
 * out on the real board, and Leave, Show Me and Next Step.  The lesson
 * itself is an HdLessonRun (the engine's). */
#pragma once

#include <gtk/gtk.h>

#include "hd-lesson-run.h"

G_BEGIN_DECLS

#define HD_TYPE_LESSON_CARD (hd_lesson_card_get_type ())
G_DECLARE_FINAL_TYPE (HdLessonCard, hd_lesson_card, HD, LESSON_CARD, GtkWidget)

/* Shows @run (NULL: none).  Signals: "leave" (the learner leaves) and
 * "finished" (Next after the last step). */
void         hd_lesson_card_set_run (HdLessonCard *self,
                                     HdLessonRun  *run);
HdLessonRun *hd_lesson_card_get_run (HdLessonCard *self);
/* The card's text, for tests and screen readers' summaries. */
char        *hd_lesson_card_get_text (HdLessonCard *self);
GtkWidget   *hd_lesson_card_get_main_button (HdLessonCard *self);

G_END_DECLS
