/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-lessons-dialog.h: Learn the Game (a template, hd-lessons-dialog.ui):
 * the course of lessons, each with how far the learner got; choosing one
 * starts it (win.start-lesson).  And where progress is kept (GSettings:
 * lessons-done, lesson-steps). */
#pragma once

#include <adwaita.h>

#include "hd-lesson-run.h"
#include "hd-map.h"

G_BEGIN_DECLS

#define HD_TYPE_LESSONS_DIALOG (hd_lessons_dialog_get_type ())
G_DECLARE_FINAL_TYPE (HdLessonsDialog, hd_lessons_dialog, HD, LESSONS_DIALOG, AdwWindow)

GtkWidget *hd_lessons_dialog_new        (GtkWindow   *parent,
                                         HdMap       *map,
                                         GSettings   *settings);

/* The step lesson @id was left at (0 if never begun or finished). */
guint      hd_lesson_progress_get_step  (GSettings   *settings,
                                         const char  *id);
gboolean   hd_lesson_progress_is_done   (GSettings   *settings,
                                         const char  *id);
/* Keeps how far @run has got: its step, and the lesson done once its
 * last step is. */
void       hd_lesson_progress_save      (GSettings   *settings,
                                         HdLessonRun *run);

G_END_DECLS
