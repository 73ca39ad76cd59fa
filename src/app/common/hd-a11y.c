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
 * - a GtkExpander is named after its class ("GtkExpander"): it is given
 *   the text of its label (without the mnemonic underscore).
 * - the button inside a GtkDropDown, which takes the focus, is named
 *   after its class: it is labelled by the drop-down (its name); an
 *   AdwComboRow's arrow image too: it is left unnamed (decoration).
 * - a GtkCheckButton with a mnemonic is named with its underscore: it
 *   is given its label's text.
 * - libadwaita 1.2's toast close button is named after its image's
 *   class: it is named "Dismiss".
 * - a GtkMenuButton is a button holding a toggle button, both named: the
 *   menu button is made a silent container in its .ui (accessible-role
 *   "generic": GTK 4.8 lets the role be set only at construction) and the
 *   toggle button inside, the one the keyboard reaches, gets the name (its
 *   label's text, or its tooltip for an icon alone), and so does its menu.
 * - GTK's and libadwaita's own parts (a header bar's gizmos, the window
 *   title, the flap, a toast, a list row, a popover's content, a scroll
 *   bar and its range, a check box's or an arrow's icon) and a label
 *   never given a text are named after their class: they are left
 *   unnamed, as containers and decorations should be.
 * - a GtkStack's pages other than the one shown (an AdwSqueezer's too: a
 *   message dialog's buttons in a row and in a column), and a
 *   GtkRevealer's child while it is closed, stay in the tree (GTK 4.8
 *   looks at visibility, not at what is shown): they are marked hidden,
 *   and again shown with their page or revealer; an untitled page is
 *   unnamed.
 *
 * All are done for every window once it is made, when such a widget is
 * realized (an emission hook on GtkWidget::realize, so that buttons made
 * later, a popover's or a panel's rows, are mended too) and again
 * whenever its label, page or revealer changes. */
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

/* GTK's and libadwaita's own parts that GTK 4.8 names after their class
 * (read through AT-SPI by tests/app/a11y-walk.py): left unnamed. */
static const char *const silent_parts[] = {
  "AdwBin", "AdwFlap", "AdwGizmo", "AdwSqueezer", "AdwToastWidget", "AdwWindowTitle",
  "GtkBuiltinIcon", "GtkListItemWidget", "GtkPopoverContent", "GtkRange", "GtkScrollbar", NULL
};

static void
unname (gpointer accessible)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (accessible), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
}

/* The images below @widget, not in a popover, left unnamed. */
static void
unname_images (GtkWidget *widget)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_IMAGE (c))
      unname (c);
    else if (!GTK_IS_POPOVER (c))
      unname_images (c);
}

static gboolean
in_toast (GtkWidget *widget)
{
  GType toast = g_type_from_name ("AdwToastWidget");   /* libadwaita's own, not public */

  return toast != 0 && gtk_widget_get_ancestor (widget, toast) != NULL;
}

/* A menu button is one control: the toggle button inside, which takes the
 * focus, named by the menu button's label (no mnemonic) or, for an icon
 * alone, its tooltip; the menu button itself is a silent container (its
 * .ui's accessible-role). */
static const char *
menu_button_name (GtkMenuButton *menu)
{
  GtkWidget *toggle = gtk_widget_get_first_child (GTK_WIDGET (menu));
  GtkWidget *label = gtk_menu_button_get_label (menu) != NULL ? first_label (toggle) : NULL;

  return label != NULL ? gtk_label_get_text (GTK_LABEL (label)) : gtk_widget_get_tooltip_text (GTK_WIDGET (menu));
}

static void
name_menu_button (GtkMenuButton *menu)
{
  GtkWidget *toggle = gtk_widget_get_first_child (GTK_WIDGET (menu));
  const char *name = GTK_IS_TOGGLE_BUTTON (toggle) ? menu_button_name (menu) : NULL;

  if (name == NULL)
    return;
  /* named once: not also by the label inside it; described by the tooltip */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  if (gtk_widget_get_tooltip_text (GTK_WIDGET (menu)) != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    gtk_widget_get_tooltip_text (GTK_WIDGET (menu)), -1);
}

/* Every child of @parent but @shown marked hidden, @shown not. */
static void
hide_all_but (GtkWidget *parent,
              GtkWidget *shown)
{
  for (GtkWidget *c = gtk_widget_get_first_child (parent); c; c = gtk_widget_get_next_sibling (c))
    gtk_accessible_update_state (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_STATE_HIDDEN, c != shown, -1);
}

/* Out of the tree while not shown: a stack's other pages (an untitled
 * page unnamed), a closed revealer's child. */
static void
hide_unshown (GObject *object)
{
  if (GTK_IS_STACK (object))
    {
      hide_all_but (GTK_WIDGET (object), gtk_stack_get_visible_child (GTK_STACK (object)));
      for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (object)); c; c = gtk_widget_get_next_sibling (c))
        {
          GtkStackPage *page = gtk_stack_get_page (GTK_STACK (object), c);
          if (page != NULL && gtk_stack_page_get_title (page) == NULL)
            unname (page);
        }
    }
  else if (ADW_IS_SQUEEZER (object))
    /* a message dialog's buttons, in a row or in a column: the one shown */
    hide_all_but (GTK_WIDGET (object), adw_squeezer_get_visible_child (ADW_SQUEEZER (object)));
  else if (GTK_IS_REVEALER (object) && gtk_revealer_get_child (GTK_REVEALER (object)) != NULL)
    gtk_accessible_update_state (GTK_ACCESSIBLE (gtk_revealer_get_child (GTK_REVEALER (object))),
                                 GTK_ACCESSIBLE_STATE_HIDDEN, !gtk_revealer_get_reveal_child (GTK_REVEALER (object)), -1);
}

static void
shown_changed (GObject *object, GParamSpec *pspec, gpointer data)
{
  hide_unshown (object);
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
  else if (GTK_IS_EXPANDER (object))
    {
      GtkWidget *label = gtk_expander_get_label_widget (GTK_EXPANDER (object));
      if (label != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (object), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        gtk_label_get_text (GTK_LABEL (label)), -1);
    }
  else if (GTK_IS_MENU_BUTTON (object))
    name_menu_button (GTK_MENU_BUTTON (object));
  else if (GTK_IS_POPOVER (object) && GTK_IS_MENU_BUTTON (gtk_widget_get_parent (GTK_WIDGET (object))))
    {
      /* a menu button's menu, named after its class: named as the button */
      const char *name = menu_button_name (GTK_MENU_BUTTON (gtk_widget_get_parent (GTK_WIDGET (object))));
      if (name != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (object), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }
  else if (GTK_IS_LABEL (object) && *gtk_label_get_text (GTK_LABEL (object)) == '\0')
    unname (object);   /* never given a text: GtkLabel sets its name with one */
  else if (g_strv_contains (silent_parts, G_OBJECT_TYPE_NAME (object)))
    unname (object);
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
  if (GTK_IS_STACK (object) || ADW_IS_SQUEEZER (object) || GTK_IS_REVEALER (object))
    {
      hide_unshown (object);
      if (g_signal_handler_find (object, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, shown_changed, NULL) == 0)
        g_signal_connect (object, GTK_IS_REVEALER (object) ? "notify::reveal-child" : "notify::visible-child",
                          G_CALLBACK (shown_changed), NULL);
    }
  mend (object);
  if (!GTK_IS_BUTTON (object) && !GTK_IS_EXPANDER (object) && !GTK_IS_MENU_BUTTON (object) &&
      !GTK_IS_CHECK_BUTTON (object))
    return;
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
 * GTK 4.14): a card that changes (the lesson's step, the guide) gives
 * @text, all it says, as the accessible description of itself, and each
 * of its buttons a short one of what it does (Show Me names the task it
 * does).  Orca says a new description of the widget that has the focus,
 * and the description of the one the focus comes to. */
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
