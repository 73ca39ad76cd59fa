/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-lesson-run.h: a lesson being played.  It owns the lesson's game and
 * keeps it to the current step: every action the rules allow is judged
 * against the step before it is made (hd_log_set_gate), so a wrong one
 * changes nothing and is explained; refusals by the rules are explained
 * with the rule, the lesson's own words when it expected the mistake, and
 * the step's hint.  The application shows it; tests drive it directly. */
#pragma once

#include <glib-object.h>

#include "hd-lesson.h"

G_BEGIN_DECLS

#define HD_TYPE_LESSON_RUN (hd_lesson_run_get_type ())
G_DECLARE_FINAL_TYPE (HdLessonRun, hd_lesson_run, HD, LESSON_RUN, GObject)

typedef enum {
  HD_LESSON_FEEDBACK_NONE,
  HD_LESSON_FEEDBACK_GOOD,     /* part of the task, or all of it, done */
  HD_LESSON_FEEDBACK_WRONG,    /* allowed by the rules, but not the task: kept out */
  HD_LESSON_FEEDBACK_REFUSED,  /* refused by the rules */
} HdLessonFeedback;

/* Plays @lesson (taken) from its step @start: the steps before it are
 * played as their solutions say, a companion's turn as the companion
 * plans it (how progress kept between sessions is resumed).  NULL with @error if the lesson's set-up fails. */
HdLessonRun   *hd_lesson_run_new          (HdLesson     *lesson,
                                           guint         start,
                                           GError      **error);
const HdLesson *hd_lesson_run_get_lesson  (HdLessonRun  *self);
HdGame        *hd_lesson_run_get_game     (HdLessonRun  *self);
guint          hd_lesson_run_get_step     (HdLessonRun  *self);
/* The step's task is done (a step to read is done at once). */
gboolean       hd_lesson_run_get_step_done (HdLessonRun *self);
/* The last step is done. */
gboolean       hd_lesson_run_get_finished (HdLessonRun  *self);
/* The number of actions in the game when the step began: the learner
 * may undo back to there, not further. */
guint          hd_lesson_run_get_step_start (HdLessonRun *self);
HdLessonFeedback hd_lesson_run_get_feedback (HdLessonRun *self,
                                           const char  **text);
/* On to the next step, once this one is done.  FALSE if it is not done
 * or it is the last. */
gboolean       hd_lesson_run_next         (HdLessonRun  *self);
/* Does the next part of the step's task as its solution says (FALSE
 * with @error in a <companion-turn/> step: the companion's card makes
 * its steps). */
gboolean       hd_lesson_run_show_me      (HdLessonRun  *self,
                                           GError      **error);
/* A refusal that happened outside the game (a panel that refused before
 * asking it), for the feedback. */
void           hd_lesson_run_note_refusal (HdLessonRun  *self,
                                           const char   *message);

G_END_DECLS
