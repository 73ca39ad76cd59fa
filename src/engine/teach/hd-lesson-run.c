/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-lesson-run.c: a lesson being played (hd-lesson-run.h). */
#define G_LOG_DOMAIN "hd-lesson-run"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-lesson-run.h"
#include "hd-companion.h"
#include "hd-rules.h"
#include "hd-action-line.h"
#include "hd-transcript.h"

struct _HdLessonRun
{
  GObject           parent_instance;

  HdLesson         *lesson;
  HdGame           *game;
  guint             step;
  guint             done;        /* a bit per HdLessonDo of the step */
  guint             step_start;  /* actions in the game when the step began */
  guint             n_actions;   /* actions when last seen */
  gboolean          companion_seen; /* a <companion-turn/> step: the game has
                                     * been in the companion's Player Turn */
  HdLessonFeedback  feedback;
  char             *text;
  gulong            changed_id;
  gulong            refused_id;
};

G_DEFINE_FINAL_TYPE (HdLessonRun, hd_lesson_run, G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
set_feedback (HdLessonRun *self, HdLessonFeedback feedback, char *text)
{
  self->feedback = feedback;
  g_free (self->text);
  self->text = text;
}

static const HdLessonStep *
current (HdLessonRun *self)
{
  return hd_lesson_get_step (self->lesson, self->step);
}

static gboolean
all_done (HdLessonRun *self)
{
  guint n = current (self)->n_dos;
  guint all = n >= 32 ? G_MAXUINT : (1u << n) - 1;

  if (current (self)->companion_turn)
    return self->companion_seen && !hd_lesson_in_companion_turn (self->lesson, hd_game_get_state (self->game));
  return (self->done & all) == all;
}

/* The gate: an action the rules allow is made only if it is the task. */
static gboolean
gate (HdLog *log, gconstpointer before, gconstpointer action, GError **error, gpointer data)
{
  HdLessonRun *self = data;
  g_autofree char *why = NULL;
  HdLessonVerdict verdict;

  if (all_done (self))
    {
      /* TRANSLATORS: a lesson: the step's task is done, the learner did something more */
      g_set_error_literal (error, HD_LESSON_ERROR, HD_LESSON_ERROR_INVALID,
                           _("This step is done: go on to the next one."));
      return FALSE;
    }
  /* the companion's turn: its steps, and what the learner answers in it
   * (a battle it begins), as the rules allow */
  if (current (self)->companion_turn)
    {
      self->companion_seen |= hd_lesson_in_companion_turn (self->lesson, before);
      return TRUE;
    }
  verdict = hd_lesson_judge (self->lesson, self->step, &self->done, before, action, &why);
  if (verdict == HD_LESSON_WRONG)
    {
      g_set_error_literal (error, HD_LESSON_ERROR, HD_LESSON_ERROR_INVALID, why);
      return FALSE;
    }
  set_feedback (self, HD_LESSON_FEEDBACK_GOOD,
                g_strdup (verdict == HD_LESSON_STEP_DONE ? _("Well done: that is the task.")
                                                         : _("Good. Carry on: the task is not finished yet.")));
  return TRUE;
}

static void
game_refused (HdGame *game, const HdAction *action, const GError *error, HdLessonRun *self)
{
  if (error == NULL)
    return;
  if (error->domain == HD_LESSON_ERROR)
    set_feedback (self, HD_LESSON_FEEDBACK_WRONG, g_strdup (error->message));
  else
    set_feedback (self, HD_LESSON_FEEDBACK_REFUSED,
                  hd_lesson_explain_refusal (self->lesson, self->step, action, hd_game_get_state (game), error->message));
  g_signal_emit (self, signals[CHANGED], 0);
}

/* After an undo or a redo, what of the step is done is worked out again
 * from the actions since the step began. */
static void
resync (HdLessonRun *self)
{
  guint n = hd_log_get_n_actions (HD_LOG (self->game));

  self->done = 0;
  self->companion_seen = FALSE;
  for (guint k = self->step_start; k < n; k++)
    {
      g_autoptr(HdState) before = hd_game_replay (self->game, k);
      HdAction a;
      hd_game_get_action (self->game, k, &a);
      hd_lesson_judge (self->lesson, self->step, &self->done, before, &a, NULL);
      self->companion_seen |= hd_lesson_in_companion_turn (self->lesson, before);
    }
}

static void
game_changed (HdGame *game, HdLessonRun *self)
{
  guint n = hd_log_get_n_actions (HD_LOG (game));

  if (n != self->n_actions + 1)
    resync (self);
  self->n_actions = n;
  /* the companion's turn is over: its step is done */
  if (current (self)->companion_turn)
    set_feedback (self, all_done (self) ? HD_LESSON_FEEDBACK_GOOD : HD_LESSON_FEEDBACK_NONE,
                  all_done (self) ? g_strdup (_("Well done: that is the task.")) : NULL);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
begin_step (HdLessonRun *self, guint step)
{
  self->step = step;
  self->done = 0;
  self->companion_seen = FALSE;
  self->step_start = hd_log_get_n_actions (HD_LOG (self->game));
  self->n_actions = self->step_start;
}

static gboolean
play_solution (HdLessonRun *self, GError **error)
{
  const HdLessonStep *step = current (self);

  for (guint i = 0; i < step->n_dos; i++)
    if (!(self->done & (1u << i)))
      {
        HdAction a;
        if (!hd_action_line_parse (hd_state_get_map (hd_game_get_state (self->game)), step->dos[i].play, &a))
          return FALSE;
        return hd_log_apply (HD_LOG (self->game), &a, error);
      }
  return FALSE;
}

/* A <companion-turn/> step replayed (a lesson resumed after it): the
 * companion's steps made as its card's Done makes them.  Its dice come
 * from its seed and their place in the log, so the turn is the one the
 * learner carried out. */
static gboolean
play_companion_turn (HdLessonRun *self, GError **error)
{
  HdLog *log = HD_LOG (self->game);
  const HdSeats *seats = hd_game_get_seats (self->game);
  g_autoptr(HdCompanionTurn) turn = NULL;

  if (!hd_companion_is_due (seats, hd_game_get_state (self->game)))
    {
      g_set_error (error, HD_LESSON_ERROR, HD_LESSON_ERROR_INVALID,
                   "%s step %u: the companion's turn waits for the learner", hd_lesson_get_id (self->lesson),
                   self->step + 1);
      return FALSE;
    }
  turn = hd_companion_think (hd_game_get_state (self->game), seats, hd_log_get_n_actions (log), NULL, NULL, NULL,
                             error);
  for (guint i = 0; turn != NULL && i < hd_companion_turn_get_n_steps (turn); i++)
    {
      g_autoptr(GArray) actions = hd_companion_step_get_actions (hd_companion_turn_get_step (turn, i), NULL, error);

      for (guint k = 0; actions != NULL && k < actions->len; k++)
        if (!(k == 0 ? hd_log_apply : hd_log_apply_joined) (log, &g_array_index (actions, HdAction, k), error))
          return FALSE;
      if (actions == NULL)
        return FALSE;
    }
  return turn != NULL;
}

HdLessonRun *
hd_lesson_run_new (HdLesson  *lesson,
                   guint      start,
                   GError   **error)
{
  g_autoptr(HdLessonRun) self = g_object_new (HD_TYPE_LESSON_RUN, NULL);

  g_return_val_if_fail (lesson != NULL, NULL);
  self->lesson = lesson;
  self->game = hd_lesson_new_game (lesson, error);
  if (self->game == NULL)
    return NULL;
  hd_log_set_gate (HD_LOG (self->game), gate, self);
  begin_step (self, 0);
  start = MIN (start, hd_lesson_get_n_steps (lesson) - 1);
  /* the steps already learnt, replayed */
  while (self->step < start)
    {
      while (!all_done (self))
        if (!(current (self)->companion_turn ? play_companion_turn (self, error) : play_solution (self, error)))
          return NULL;
      begin_step (self, self->step + 1);
    }
  set_feedback (self, HD_LESSON_FEEDBACK_NONE, NULL);
  self->changed_id = g_signal_connect (self->game, "changed", G_CALLBACK (game_changed), self);
  self->refused_id = g_signal_connect (self->game, "refused", G_CALLBACK (game_refused), self);
  return g_steal_pointer (&self);
}

const HdLesson *
hd_lesson_run_get_lesson (HdLessonRun *self)
{
  g_return_val_if_fail (HD_IS_LESSON_RUN (self), NULL);
  return self->lesson;
}

HdGame *
hd_lesson_run_get_game (HdLessonRun *self)
{
  g_return_val_if_fail (HD_IS_LESSON_RUN (self), NULL);
  return self->game;
}

guint
hd_lesson_run_get_step (HdLessonRun *self)
{
  g_return_val_if_fail (HD_IS_LESSON_RUN (self), 0);
  return self->step;
}

gboolean
hd_lesson_run_get_step_done (HdLessonRun *self)
{
  g_return_val_if_fail (HD_IS_LESSON_RUN (self), FALSE);
  return all_done (self);
}

gboolean
hd_lesson_run_get_finished (HdLessonRun *self)
{
  g_return_val_if_fail (HD_IS_LESSON_RUN (self), FALSE);
  return self->step + 1 == hd_lesson_get_n_steps (self->lesson) && all_done (self);
}

guint
hd_lesson_run_get_step_start (HdLessonRun *self)
{
  g_return_val_if_fail (HD_IS_LESSON_RUN (self), 0);
  return self->step_start;
}

HdLessonFeedback
hd_lesson_run_get_feedback (HdLessonRun  *self,
                            const char  **text)
{
  g_return_val_if_fail (HD_IS_LESSON_RUN (self), HD_LESSON_FEEDBACK_NONE);
  if (text != NULL)
    *text = self->text;
  return self->feedback;
}

gboolean
hd_lesson_run_next (HdLessonRun *self)
{
  g_return_val_if_fail (HD_IS_LESSON_RUN (self), FALSE);
  if (!all_done (self) || self->step + 1 >= hd_lesson_get_n_steps (self->lesson))
    return FALSE;
  begin_step (self, self->step + 1);
  set_feedback (self, HD_LESSON_FEEDBACK_NONE, NULL);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
hd_lesson_run_show_me (HdLessonRun  *self,
                       GError      **error)
{
  g_return_val_if_fail (HD_IS_LESSON_RUN (self), FALSE);
  if (!all_done (self) && current (self)->companion_turn)
    {
      /* TRANSLATORS: a lesson: Show Me in a step whose task is the companion's turn */
      g_set_error_literal (error, HD_LESSON_ERROR, HD_LESSON_ERROR_INVALID,
                           _("The companion's turn is carried out from its card: press Done there for each step."));
      return FALSE;
    }
  return !all_done (self) && play_solution (self, error);
}

void
hd_lesson_run_note_refusal (HdLessonRun *self,
                            const char  *message)
{
  g_return_if_fail (HD_IS_LESSON_RUN (self));
  /* the game's own refusal already said it, with the lesson's words */
  if (self->text != NULL && message != NULL && g_str_has_prefix (self->text, message))
    return;
  if (self->feedback == HD_LESSON_FEEDBACK_WRONG && g_strcmp0 (self->text, message) == 0)
    return;
  set_feedback (self, HD_LESSON_FEEDBACK_REFUSED,
                hd_lesson_explain_refusal (self->lesson, self->step, NULL, hd_game_get_state (self->game), message));
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
hd_lesson_run_dispose (GObject *object)
{
  HdLessonRun *self = HD_LESSON_RUN (object);

  if (self->game != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->game);
      g_clear_signal_handler (&self->refused_id, self->game);
      hd_log_set_gate (HD_LOG (self->game), NULL, NULL);
    }
  g_clear_object (&self->game);
  G_OBJECT_CLASS (hd_lesson_run_parent_class)->dispose (object);
}

static void
hd_lesson_run_finalize (GObject *object)
{
  HdLessonRun *self = HD_LESSON_RUN (object);

  g_clear_pointer (&self->lesson, hd_lesson_free);
  g_free (self->text);
  G_OBJECT_CLASS (hd_lesson_run_parent_class)->finalize (object);
}

static void
hd_lesson_run_class_init (HdLessonRunClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = hd_lesson_run_dispose;
  G_OBJECT_CLASS (klass)->finalize = hd_lesson_run_finalize;
  /* Emitted when the step, what is done of it or the feedback changes. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
}

static void
hd_lesson_run_init (HdLessonRun *self)
{
}
