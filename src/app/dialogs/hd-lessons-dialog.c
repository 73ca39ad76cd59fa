/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-lessons-dialog.c: Learn the Game (hd-lessons-dialog.h).  The rows
 * come from the engine's lessons; choosing one activates its action,
 * lessons.start with the lesson's id as target, which starts it with
 * win.start-lesson on the parent window. */
#define G_LOG_DOMAIN "hd-lessons-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-lesson.h"
#include "hd-lessons-dialog.h"

struct _HdLessonsDialog
{
  AdwWindow  parent_instance;

  /* the template */
  GtkWidget *lessons;   /* AdwPreferencesGroup */

  GtkWindow *parent;
};

G_DEFINE_FINAL_TYPE (HdLessonsDialog, hd_lessons_dialog, ADW_TYPE_WINDOW)

/* ------------------------------------------------------------ progress */

guint
hd_lesson_progress_get_step (GSettings  *settings,
                             const char *id)
{
  g_autoptr(GVariant) steps = g_settings_get_value (settings, "lesson-steps");
  guint step = 0;

  g_variant_lookup (steps, id, "u", &step);
  return step;
}

gboolean
hd_lesson_progress_is_done (GSettings  *settings,
                            const char *id)
{
  g_auto(GStrv) done = g_settings_get_strv (settings, "lessons-done");
  return g_strv_contains ((const char * const *) done, id);
}

void
hd_lesson_progress_save (GSettings   *settings,
                         HdLessonRun *run)
{
  const char *id = hd_lesson_get_id (hd_lesson_run_get_lesson (run));
  gboolean finished = hd_lesson_run_get_finished (run);
  g_autoptr(GVariant) old = g_settings_get_value (settings, "lesson-steps");
  GVariantBuilder steps;
  GVariantIter iter;
  const char *key;
  guint value;

  g_variant_builder_init (&steps, G_VARIANT_TYPE ("a{su}"));
  g_variant_iter_init (&iter, old);
  while (g_variant_iter_next (&iter, "{&su}", &key, &value))
    if (!g_str_equal (key, id))
      g_variant_builder_add (&steps, "{su}", key, value);
  /* a finished lesson starts again from the beginning */
  g_variant_builder_add (&steps, "{su}", id, finished ? 0 : hd_lesson_run_get_step (run));
  g_settings_set_value (settings, "lesson-steps", g_variant_builder_end (&steps));
  if (finished && !hd_lesson_progress_is_done (settings, id))
    {
      g_auto(GStrv) done = g_settings_get_strv (settings, "lessons-done");
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_auto(GStrv) now = NULL;

      g_strv_builder_addv (builder, (const char **) done);
      g_strv_builder_add (builder, id);
      now = g_strv_builder_end (builder);
      g_settings_set_strv (settings, "lessons-done", (const char * const *) now);
    }
}

/* ------------------------------------------------------------ the list */

/* lessons.start (s): the lesson a row stands for (its action target)
 * starts in the window, and the dialog closes. */
static void
action_start (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  HdLessonsDialog *self = HD_LESSONS_DIALOG (widget);

  gtk_widget_activate_action (GTK_WIDGET (self->parent), "win.start-lesson", "s", g_variant_get_string (param, NULL));
  gtk_window_close (GTK_WINDOW (self));
}

static GtkWidget *
row_new (const HdLesson *lesson, guint number, GSettings *settings)
{
  const char *id = hd_lesson_get_id (lesson);
  guint step = hd_lesson_progress_get_step (settings, id);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *status;
  g_autofree char *title = g_strdup_printf ("%u. %s", number, hd_lesson_get_title (lesson));
  g_autofree char *where = NULL;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), hd_lesson_get_summary (lesson));
  if (step > 0)
    /* TRANSLATORS: where a lesson was left, e.g. "At step 3 of 5" */
    where = g_strdup_printf (_("At step %u of %u"), step + 1, hd_lesson_get_n_steps (lesson));
  else if (hd_lesson_progress_is_done (settings, id))
    where = g_strdup (_("Done"));
  status = gtk_label_new (where);
  gtk_widget_add_css_class (status, where != NULL && step == 0 ? "success" : "dim-label");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), status);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", id);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "lessons.start");
  return row;
}

GtkWidget *
hd_lessons_dialog_new (GtkWindow *parent,
                       HdMap     *map,
                       GSettings *settings)
{
  HdLessonsDialog *self = g_object_new (HD_TYPE_LESSONS_DIALOG, "transient-for", parent, NULL);
  const char * const *ids = hd_lesson_builtin_ids ();

  self->parent = parent;
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(HdLesson) lesson = hd_lesson_new_builtin (map, ids[i], &error);
      if (lesson == NULL)
        {
          g_critical ("lesson %s: %s", ids[i], error->message);
          continue;
        }
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->lessons), row_new (lesson, i + 1, settings));
    }
  return GTK_WIDGET (self);
}

static void
hd_lessons_dialog_class_init (HdLessonsDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-lessons-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HdLessonsDialog, lessons);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_install_action (widget_class, "lessons.start", "s", action_start);
}

static void
hd_lessons_dialog_init (HdLessonsDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
