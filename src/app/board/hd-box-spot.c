/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-box-spot.c: one box of the board as a widget.  It draws nothing (the
 * board view draws the map and the focus ring); it exists to be focused
 * with Tab, to be activated with Enter or Space, and to carry the box's
 * name and description (the board view's words) for screen readers. */
#define G_LOG_DOMAIN "hd-box-spot"

#include "config.h"

#include "hd-box-spot.h"

struct _HdBoxSpot
{
  GtkWidget parent_instance;
  guint     box_index;
  char     *description;   /* as the screen reader was last told */
};

G_DEFINE_FINAL_TYPE (HdBoxSpot, hd_box_spot, GTK_TYPE_WIDGET)

enum { ACTIVATE, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
hd_box_spot_activate (HdBoxSpot *self)
{
  /* The board view listens and opens the box's popover. */
}

static void
hd_box_spot_finalize (GObject *object)
{
  g_free (HD_BOX_SPOT (object)->description);
  G_OBJECT_CLASS (hd_box_spot_parent_class)->finalize (object);
}

static void
hd_box_spot_class_init (HdBoxSpotClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = hd_box_spot_finalize;
  signals[ACTIVATE] = g_signal_new_class_handler ("activate", G_TYPE_FROM_CLASS (klass),
                                                  G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION,
                                                  G_CALLBACK (hd_box_spot_activate),
                                                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[ACTIVATE]);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_Return, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_KP_Enter, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_ISO_Enter, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_space, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_KP_Space, 0, "activate", NULL);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
  gtk_widget_class_set_css_name (widget_class, "boxspot");
}

static void
hd_box_spot_init (HdBoxSpot *self)
{
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  /* The board view handles pointer input for the whole map. */
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
}

GtkWidget *
hd_box_spot_new (guint       box_index,
                 const char *label,
                 const char *description)
{
  HdBoxSpot *self = g_object_new (HD_TYPE_BOX_SPOT, NULL);

  self->box_index = box_index;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  hd_box_spot_set_description (self, description);
  return GTK_WIDGET (self);
}

/* What a screen reader says of the box after its name (its facts, units,
 * control, light); told only when it changed. */
void
hd_box_spot_set_description (HdBoxSpot  *self,
                             const char *description)
{
  g_return_if_fail (HD_IS_BOX_SPOT (self));
  if (g_strcmp0 (self->description, description) == 0)
    return;
  g_free (self->description);
  self->description = g_strdup (description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

guint
hd_box_spot_get_index (HdBoxSpot *self)
{
  g_return_val_if_fail (HD_IS_BOX_SPOT (self), 0);
  return self->box_index;
}
