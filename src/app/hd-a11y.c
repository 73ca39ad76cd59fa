/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-a11y.c: mends, for every widget of the program, the accessible
 * names GTK 4.8 and libadwaita 1.2 make wrong (read through AT-SPI,
 * tests/app/a11y-walk.py), and gives a changing card's words to screen
 * readers (hd_a11y_describe):
 *
 * - a GtkButton with a label gets the label, mnemonic underscore and all,
 *   as its accessible "label" property AND is "labelled by" its child
 *   label, so Orca reads "_Leave Leave".  The relation is dropped and the
 *   property set to the child label's text, so the name is said once, as
 *   shown.
 * - a GtkExpander, or a GtkMenuButton with a label, is named after its
 *   class ("GtkExpander"): it is given the text of its label (without the
 *   mnemonic underscore).  An icon-only menu button is named in its .ui.
 * - the button inside a GtkDropDown, which takes the focus, is named
 *   after its class: it is labelled by the drop-down (its name); an
 *   AdwComboRow's arrow image too: it is left unnamed (decoration).
 * - a GtkCheckButton with a mnemonic is named with its underscore: it
 *   is given its label's text.
 * - libadwaita 1.2's toast close button is named after its image's
 *   class: it is named "Dismiss".
 *
 * All are done for every window once it is made, when such a widget is
 * realized (an emission hook on GtkWidget::realize, so that buttons made
 * later, a popover's or a panel's rows, are mended too) and again
 * whenever its label changes. */
#define G_LOG_DOMAIN "hd-a11y"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "hd-a11y.h"

static GtkWidget *
first_label (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = first_label (c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The images below @widget, not in a popover, left unnamed. */
static void
unname_images (GtkWidget *widget)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_IMAGE (c))
      gtk_accessible_update_property (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
    else if (!GTK_IS_POPOVER (c))
      unname_images (c);
}

static gboolean
in_toast (GtkWidget *widget)
{
  GType toast = g_type_from_name ("AdwToastWidget");   /* libadwaita's own, not public */

  return toast != 0 && gtk_widget_get_ancestor (widget, toast) != NULL;
}

static void
mend (GObject *object)
{
  if (GTK_IS_BUTTON (object) && gtk_button_get_icon_name (GTK_BUTTON (object)) != NULL && in_toast (GTK_WIDGET (object)))
    /* a toast's close button, named after its image's class */
    gtk_accessible_update_property (GTK_ACCESSIBLE (object), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Dismiss"), -1);
  else if (GTK_IS_BUTTON (object) && gtk_button_get_label (GTK_BUTTON (object)) != NULL)
    {
      GtkWidget *label = gtk_button_get_child (GTK_BUTTON (object));
      if (GTK_IS_LABEL (label))
        {
          gtk_accessible_reset_relation (GTK_ACCESSIBLE (object), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
          gtk_accessible_update_property (GTK_ACCESSIBLE (object), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          gtk_label_get_text (GTK_LABEL (label)), -1);
        }
    }
  else if (GTK_IS_CHECK_BUTTON (object) && gtk_check_button_get_use_underline (GTK_CHECK_BUTTON (object)) &&
           gtk_check_button_get_label (GTK_CHECK_BUTTON (object)) != NULL)
    {
      /* a check button with a mnemonic is named with its underscore */
      GtkWidget *label = first_label (GTK_WIDGET (object));
      if (label != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (object), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        gtk_label_get_text (GTK_LABEL (label)), -1);
    }
  else if (ADW_IS_COMBO_ROW (object))
    {
      /* its arrow is an image named after its class: decoration, unnamed */
      unname_images (GTK_WIDGET (object));
    }
  else if (GTK_IS_DROP_DOWN (object))
    {
      /* the button inside, which takes the focus, is named by the drop-down */
      for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (object)); c; c = gtk_widget_get_next_sibling (c))
        if (GTK_IS_TOGGLE_BUTTON (c))
          gtk_accessible_update_relation (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_RELATION_LABELLED_BY, object, NULL, -1);
    }
  else if (GTK_IS_EXPANDER (object) ||
           (GTK_IS_MENU_BUTTON (object) && gtk_menu_button_get_label (GTK_MENU_BUTTON (object)) != NULL))
    {
      /* not the menu button's popover's labels */
      GtkWidget *label = GTK_IS_EXPANDER (object) ? gtk_expander_get_label_widget (GTK_EXPANDER (object))
                                                  : first_label (gtk_widget_get_first_child (GTK_WIDGET (object)));
      if (label != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (object), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        gtk_label_get_text (GTK_LABEL (label)), -1);
    }
}

static void
label_changed (GObject *object, GParamSpec *pspec, gpointer data)
{
  mend (object);
}

/* Mends @object now and whenever its label changes. */
static void
watch (GObject *object)
{
  if (!GTK_IS_BUTTON (object) && !GTK_IS_EXPANDER (object) && !GTK_IS_MENU_BUTTON (object) &&
      !GTK_IS_DROP_DOWN (object) && !ADW_IS_COMBO_ROW (object) && !GTK_IS_CHECK_BUTTON (object))
    return;
  mend (object);
  if (g_signal_handler_find (object, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, label_changed, NULL) == 0)
    {
      g_signal_connect (object, "notify::label", G_CALLBACK (label_changed), NULL);
      g_signal_connect (object, "notify::use-underline", G_CALLBACK (label_changed), NULL);
    }
}

static gboolean
realized (GSignalInvocationHint *hint,
          guint                  n_values,
          const GValue          *values,
          gpointer               data)
{
  watch (g_value_get_object (&values[0]));
  return TRUE;   /* stay */
}

/* @widget and all below it, realized or not (a hidden card's buttons). */
static void
watch_tree (GtkWidget *widget)
{
  watch (G_OBJECT (widget));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    watch_tree (c);
}

static gboolean
watch_toplevels (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i);
      watch_tree (w);
    }
  return G_SOURCE_REMOVE;
}

/* A window is listed while it is made: it is mended once it is whole. */
static void
toplevels_changed (GListModel *toplevels, guint position, guint removed, guint added, gpointer data)
{
  if (added > 0)
    g_idle_add (watch_toplevels, NULL);
}

/* Once, before the first window. */
void
hd_a11y_install (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      g_type_class_ref (GTK_TYPE_WIDGET);   /* its signals exist once its class does; kept */
      g_signal_add_emission_hook (g_signal_lookup ("realize", GTK_TYPE_WIDGET), 0, realized, NULL, NULL);
      g_signal_connect (gtk_window_get_toplevels (), "items-changed", G_CALLBACK (toplevels_changed), NULL);
      g_once_init_leave (&done, 1);
    }
}

/* GTK 4.8 has no live regions and no announcements (those came with
 * GTK 4.14): a card that changes (the lesson's step, the guide) makes
 * its change heard by giving @text as the accessible description of
 * @widgets, itself and its buttons.  Orca says a new description of the widget that has the focus,
 * which after Next Step or a move is one of these. */
void
hd_a11y_describe (GtkWidget *const *widgets,
                  guint             n_widgets,
                  const char       *text)
{
  for (guint i = 0; i < n_widgets; i++)
    if (widgets[i] != NULL)
      gtk_accessible_update_property (GTK_ACCESSIBLE (widgets[i]), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      text != NULL ? text : "", -1);
}
