/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-lesson-card.c: the card of a lesson in progress (hd-lesson-card.h).
 * Everything it says comes from the lesson and its run; its buttons are
 * the actions lesson.leave, lesson.show-me and lesson.next, enabled in
 * update_actions(). */
#define G_LOG_DOMAIN "hd-lesson-card"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-lesson-card.h"
#include "hd-a11y.h"
#include "hd-panel-util.h"
#include "hd-rule-links.h"

struct _HdLessonCard
{
  GtkWidget      parent_instance;

  /* the template */
  GtkWidget      *box;
  GtkLabel       *title_label;
  GtkLabel       *step_label;
  GtkProgressBar *progress;
  GtkLabel       *say_label;
  GtkLabel       *task_label;
  GtkLabel       *feedback_label;
  GtkExpander    *board_expander;
  GtkLabel       *setup_label;
  GtkWidget      *show_me_button;
  GtkWidget      *next_button;

  HdLessonRun    *run;
  gulong          changed_id;
  guint           shown_step;   /* the step shown last: a new one is brought into sight */
};

G_DEFINE_FINAL_TYPE (HdLessonCard, hd_lesson_card, GTK_TYPE_WIDGET)

enum { LEAVE, FINISHED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
update_actions (HdLessonCard *self)
{
  gboolean have = self->run != NULL;
  gboolean done = have && hd_lesson_run_get_step_done (self->run);
  /* the companion's turn is made with its own card's Done */
  gboolean companion = have && hd_lesson_get_step (hd_lesson_run_get_lesson (self->run),
                                                   hd_lesson_run_get_step (self->run))->companion_turn;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.leave", have);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.show-me", have && !done && !companion);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.next", done);
}

static void
show_feedback (HdLessonCard *self)
{
  const char *text = NULL;
  HdLessonFeedback feedback = hd_lesson_run_get_feedback (self->run, &text);

  gtk_widget_remove_css_class (GTK_WIDGET (self->feedback_label), "success");
  gtk_widget_remove_css_class (GTK_WIDGET (self->feedback_label), "error");
  if (feedback == HD_LESSON_FEEDBACK_GOOD)
    gtk_widget_add_css_class (GTK_WIDGET (self->feedback_label), "success");
  else if (feedback != HD_LESSON_FEEDBACK_NONE)
    gtk_widget_add_css_class (GTK_WIDGET (self->feedback_label), "error");
  hd_rule_links_set_text (self->feedback_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->feedback_label), text != NULL && *text != '\0');
}

/* What the card says now, for a screen reader: the card (a group named
 * by its lesson) holds the step, its words, the task and how the last try
 * went (see hd_a11y_describe); its buttons say what they do: Show Me the
 * task it does, heard as Next Step brings the focus to it, Next Step the
 * step it goes on to. */
static void
tell (HdLessonCard *self,
      guint         at,
      guint         n,
      const char   *task)
{
  g_autofree char *text = hd_lesson_card_get_text (self);
  g_autofree char *show_me = task != NULL
    /* TRANSLATORS: what Show Me does, for screen readers: the step's task follows */
    ? g_strdup_printf (_("Do the next part of the task for me: %s"), task)
    : g_strdup (_("Do the next part of the task for me"));
  g_autofree char *next = hd_lesson_run_get_finished (self->run) ? g_strdup (_("Finish the lesson"))
    /* TRANSLATORS: what Next Step does, for screen readers, e.g. "Go on to step 3 of 5" */
    : g_strdup_printf (_("Go on to step %u of %u"), MIN (at + 2, n), n);
  GtkWidget *card[] = { GTK_WIDGET (self) };

  g_strdelimit (text, "\n", ' ');
  hd_a11y_describe (card, G_N_ELEMENTS (card), text);
  hd_a11y_describe (&self->show_me_button, 1, show_me);
  hd_a11y_describe (&self->next_button, 1, next);
}

/* After a try or a new step, the part of the card that answers is
 * scrolled into sight in the side panel: the new step's words and task,
 * or the "why not" (or "well done") down to the buttons. */
static void
bring_into_sight (HdLessonCard *self,
                  guint         at)
{
  const char *feedback = gtk_widget_get_visible (GTK_WIDGET (self->feedback_label))
                           ? gtk_label_get_text (self->feedback_label) : "";

  if (at != self->shown_step)
    hd_panel_scroll_into_view (GTK_WIDGET (self->title_label), GTK_WIDGET (self->task_label));
  else if (*feedback != '\0')
    hd_panel_scroll_into_view (GTK_WIDGET (self->feedback_label), self->next_button);
  self->shown_step = at;
}

static void
update (HdLessonCard *self)
{
  const HdLesson *lesson;
  const HdLessonStep *step;
  guint n, at;
  g_autofree char *of = NULL;
  g_autofree char *say = NULL;
  g_autofree char *setup = NULL;

  update_actions (self);
  if (self->run == NULL)
    return;
  lesson = hd_lesson_run_get_lesson (self->run);
  at = hd_lesson_run_get_step (self->run);
  n = hd_lesson_get_n_steps (lesson);
  step = hd_lesson_get_step (lesson, at);
  gtk_label_set_text (self->title_label, hd_lesson_get_title (lesson));
  /* TRANSLATORS: a lesson's progress, e.g. "Step 2 of 5" */
  of = g_strdup_printf (_("Step %u of %u"), at + 1, n);
  gtk_label_set_text (self->step_label, of);
  gtk_progress_bar_set_fraction (self->progress, (at + (hd_lesson_run_get_step_done (self->run) ? 1.0 : 0.0)) / n);
  /* TRANSLATORS: a lesson step's explanation, then the rule it teaches, e.g. "... (rule 4.0)" */
  say = g_strdup_printf (g_ascii_isdigit (step->rule[0]) ? _("%s (rule %s)") : _("%s (%s)"), step->say, step->rule);
  hd_rule_links_set_text (self->say_label, say);
  /* a step to read: the last one ends beside Finish, not Next Step */
  gtk_label_set_text (self->task_label, step->task != NULL ? step->task
                                        : at + 1 < n ? _("Read this, then go on to the next step.")
                                        : _("Read this, then finish the lesson."));
  setup = hd_lesson_describe_setup (hd_game_get_state (hd_lesson_run_get_game (self->run)));
  gtk_label_set_text (self->setup_label, setup);
  gtk_button_set_label (GTK_BUTTON (self->next_button),
                        hd_lesson_run_get_finished (self->run) ? _("_Finish") : _("_Next Step"));
  show_feedback (self);
  tell (self, at, n, step->task);
  bring_into_sight (self, at);
}

void
hd_lesson_card_set_run (HdLessonCard *self,
                        HdLessonRun  *run)
{
  g_return_if_fail (HD_IS_LESSON_CARD (self));
  if (self->run != NULL)
    g_clear_signal_handler (&self->changed_id, self->run);
  g_set_object (&self->run, run);
  self->shown_step = G_MAXUINT;   /* a lesson begun is brought into sight */
  if (run != NULL)
    self->changed_id = g_signal_connect_swapped (run, "changed", G_CALLBACK (update), self);
  update (self);
}

HdLessonRun *
hd_lesson_card_get_run (HdLessonCard *self)
{
  g_return_val_if_fail (HD_IS_LESSON_CARD (self), NULL);
  return self->run;
}

char *
hd_lesson_card_get_text (HdLessonCard *self)
{
  g_return_val_if_fail (HD_IS_LESSON_CARD (self), NULL);
  return g_strjoin ("\n", gtk_label_get_text (self->title_label), gtk_label_get_text (self->step_label),
                    gtk_label_get_text (self->say_label), gtk_label_get_text (self->task_label),
                    gtk_widget_get_visible (GTK_WIDGET (self->feedback_label)) ? gtk_label_get_text (self->feedback_label) : "",
                    NULL);
}

/* The card's main button for the keyboard (F6): Next Step once the step
 * is done or has nothing to do, else Show Me. */
GtkWidget *
hd_lesson_card_get_main_button (HdLessonCard *self)
{
  g_return_val_if_fail (HD_IS_LESSON_CARD (self), NULL);
  if (self->run != NULL && !hd_lesson_run_get_step_done (self->run) && gtk_widget_is_sensitive (self->show_me_button))
    return self->show_me_button;
  return self->next_button;
}

static void
action_leave (GtkWidget *widget, const char *name, GVariant *param)
{
  g_signal_emit (widget, signals[LEAVE], 0);
}

static void
action_show_me (GtkWidget *widget, const char *name, GVariant *param)
{
  HdLessonCard *self = HD_LESSON_CARD (widget);
  hd_lesson_run_show_me (self->run, NULL);
  /* the focus stays on Show Me, or goes on to Next Step once it is done */
  if (hd_lesson_run_get_step_done (self->run))
    gtk_widget_grab_focus (self->next_button);
}

static void
action_next (GtkWidget *widget, const char *name, GVariant *param)
{
  HdLessonCard *self = HD_LESSON_CARD (widget);

  if (hd_lesson_run_get_finished (self->run))
    g_signal_emit (self, signals[FINISHED], 0);
  else if (hd_lesson_run_next (self->run) && !hd_lesson_run_get_step_done (self->run))
    gtk_widget_grab_focus (self->show_me_button);
}

static void
hd_lesson_card_dispose (GObject *object)
{
  HdLessonCard *self = HD_LESSON_CARD (object);

  if (self->run != NULL)
    g_clear_signal_handler (&self->changed_id, self->run);
  g_clear_object (&self->run);
  gtk_widget_dispose_template (GTK_WIDGET (self), HD_TYPE_LESSON_CARD);
  G_OBJECT_CLASS (hd_lesson_card_parent_class)->dispose (object);
}

static void
hd_lesson_card_class_init (HdLessonCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_lesson_card_dispose;
  signals[LEAVE] = g_signal_new ("leave", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 0);
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 0);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-lesson-card.ui");
  gtk_widget_class_bind_template_child (widget_class, HdLessonCard, box);
  gtk_widget_class_bind_template_child (widget_class, HdLessonCard, title_label);
  gtk_widget_class_bind_template_child (widget_class, HdLessonCard, step_label);
  gtk_widget_class_bind_template_child (widget_class, HdLessonCard, progress);
  gtk_widget_class_bind_template_child (widget_class, HdLessonCard, say_label);
  gtk_widget_class_bind_template_child (widget_class, HdLessonCard, task_label);
  gtk_widget_class_bind_template_child (widget_class, HdLessonCard, feedback_label);
  gtk_widget_class_bind_template_child (widget_class, HdLessonCard, board_expander);
  gtk_widget_class_bind_template_child (widget_class, HdLessonCard, setup_label);
  gtk_widget_class_bind_template_child (widget_class, HdLessonCard, show_me_button);
  gtk_widget_class_bind_template_child (widget_class, HdLessonCard, next_button);
  gtk_widget_class_install_action (widget_class, "lesson.leave", NULL, action_leave);
  gtk_widget_class_install_action (widget_class, "lesson.show-me", NULL, action_show_me);
  gtk_widget_class_install_action (widget_class, "lesson.next", NULL, action_next);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  /* a group named by its lesson's title (hd_lesson_card_init), not its class */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
hd_lesson_card_init (HdLessonCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_RELATION_LABELLED_BY, self->title_label, NULL,
                                  -1);
  self->shown_step = G_MAXUINT;
  update_actions (self);
}
