/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-die-row.c: the row of die buttons the segment panels share (a
 * template): a prompt, buttons 1 to 6 (to 10 for a ten-sided die, a
 * game without a board's, in two rows of five so that the row fits a
 * phone's width) and "Roll for Me", each an action of
 * the row (die-row.die, die-row.roll).  It emits "die" with the die.  To a
 * screen reader the row is a group named by its prompt ("Type the die you
 * rolled for marches"), so each button says which die it gives. */
#define G_LOG_DOMAIN "hd-die-row"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-die-row.h"

struct _HdDieRow
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *buttons;
  GtkLabel  *prompt_label;
  GtkWidget *extra[4];    /* 7 to 10, made for a ten-sided die */
  GtkWidget *more;        /* the second row of a ten-sided die: 6 to 10 */
  GtkWidget *six;         /* the template's 6, moved to the second row for a ten-sided die */
  guint      faces;
};

G_DEFINE_FINAL_TYPE (HdDieRow, hd_die_row, GTK_TYPE_WIDGET)

enum { DIE, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
action_die (GtkWidget  *widget,
            const char *name,
            GVariant   *param)
{
  g_signal_emit (widget, signals[DIE], 0, g_variant_get_uint32 (param));
}

static void
action_roll (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  HdDieRow *self = HD_DIE_ROW (widget);

  g_signal_emit (widget, signals[DIE], 0, (guint) g_random_int_range (1, (gint32) self->faces + 1));
}

/* A button for @face, as the template's six are. */
static GtkWidget *
face_button (guint face)
{
  g_autofree char *label = g_strdup_printf ("%u", face);
  /* TRANSLATORS: a die button's words for a screen reader and its tooltip: the die the player rolled */
  g_autofree char *said = g_strdup_printf (_("I rolled %u"), face);
  GtkWidget *button = gtk_button_new_with_label (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "die-row.die");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", face);
  gtk_widget_set_tooltip_text (button, said);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, said, -1);
  gtk_widget_add_css_class (button, "die-button");
  return button;
}

/* The 6 moved to the end of @to (the first row, or the second's start). */
static void
move_six (HdDieRow *self, GtkWidget *to, gboolean first)
{
  if (gtk_widget_get_parent (self->six) == to)
    return;
  g_object_ref (self->six);
  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (self->six)), self->six);
  if (first)
    gtk_box_prepend (GTK_BOX (to), self->six);
  else
    gtk_box_append (GTK_BOX (to), self->six);
  g_object_unref (self->six);
}

void
hd_die_row_set_faces (HdDieRow *self,
                      guint     faces)
{
  g_return_if_fail (HD_IS_DIE_ROW (self));
  g_return_if_fail (faces == 6 || faces == 10);
  self->faces = faces;
  if (self->more == NULL && faces == 10)
    {
      self->more = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      gtk_box_set_homogeneous (GTK_BOX (self->more), TRUE);
      gtk_box_insert_child_after (GTK_BOX (self->box), self->more, self->buttons);
      for (guint face = 7; face <= 10; face++)
        {
          self->extra[face - 7] = face_button (face);
          gtk_box_append (GTK_BOX (self->more), self->extra[face - 7]);
        }
    }
  if (self->more == NULL)
    return;
  move_six (self, faces == 10 ? self->more : self->buttons, faces == 10);
  gtk_widget_set_visible (self->more, faces == 10);
}

void
hd_die_row_set_prompt (HdDieRow   *self,
                       const char *prompt)
{
  g_return_if_fail (HD_IS_DIE_ROW (self));
  gtk_label_set_text (self->prompt_label, prompt);
  /* a screen reader says which die the buttons are for */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, prompt, -1);
}

static void
hd_die_row_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), HD_TYPE_DIE_ROW);
  G_OBJECT_CLASS (hd_die_row_parent_class)->dispose (object);
}

static void
hd_die_row_class_init (HdDieRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_die_row_dispose;
  /* The die typed (1-6) or rolled for the players. */
  signals[DIE] = g_signal_new ("die", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                               G_TYPE_NONE, 1, G_TYPE_UINT);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-die-row.ui");
  gtk_widget_class_bind_template_child (widget_class, HdDieRow, box);
  gtk_widget_class_bind_template_child (widget_class, HdDieRow, buttons);
  gtk_widget_class_bind_template_child (widget_class, HdDieRow, prompt_label);
  gtk_widget_class_install_action (widget_class, "die-row.die", "u", action_die);
  gtk_widget_class_install_action (widget_class, "die-row.roll", NULL, action_roll);
}

static void
hd_die_row_init (HdDieRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->faces = 6;
  self->six = gtk_widget_get_last_child (self->buttons);
}
