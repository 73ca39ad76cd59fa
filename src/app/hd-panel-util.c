/* hd-panel-util.c: the side panel's shared pieces. */
#include "config.h"

#include <glib/gi18n.h>

#include "hd-panel-util.h"

GtkWidget *
hd_panel_label_new (const char *text,
                    const char *css_class)
{
  GtkWidget *l = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (l), 0);
  gtk_label_set_wrap (GTK_LABEL (l), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (l), 34);
  if (css_class != NULL)
    gtk_widget_add_css_class (l, css_class);
  return l;
}

static void
die_clicked (GtkButton *button,
             gpointer   panel)
{
  HdPanelDieFunc func = g_object_get_data (G_OBJECT (button), "func");
  guint die = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "die"));

  func (panel, die != 0 ? die : (guint) g_random_int_range (1, 7));
}

void
hd_panel_add_die_row (GtkWidget      *box,
                      const char     *prompt,
                      HdPanelDieFunc  func,
                      gpointer        panel)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *roll = gtk_button_new_with_mnemonic (_("_Roll for Me"));

  gtk_box_append (GTK_BOX (box), hd_panel_label_new (prompt, NULL));
  for (guint d = 1; d <= 6; d++)
    {
      g_autofree char *text = g_strdup_printf ("%u", d);
      g_autofree char *a11y = g_strdup_printf (_("I rolled %u"), d);
      GtkWidget *b = gtk_button_new_with_label (text);

      g_object_set_data (G_OBJECT (b), "die", GUINT_TO_POINTER (d));
      g_object_set_data (G_OBJECT (b), "func", func);
      gtk_accessible_update_property (GTK_ACCESSIBLE (b), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
      gtk_widget_set_tooltip_text (b, a11y);
      gtk_widget_add_css_class (b, "die-button");
      g_signal_connect (b, "clicked", G_CALLBACK (die_clicked), panel);
      gtk_box_append (GTK_BOX (row), b);
    }
  gtk_box_set_homogeneous (GTK_BOX (row), TRUE);
  gtk_box_append (GTK_BOX (box), row);
  g_object_set_data (G_OBJECT (roll), "die", GUINT_TO_POINTER (0));
  g_object_set_data (G_OBJECT (roll), "func", func);
  g_signal_connect (roll, "clicked", G_CALLBACK (die_clicked), panel);
  gtk_box_append (GTK_BOX (box), roll);
}

static void
action_clicked (GtkButton *button,
                gpointer   panel)
{
  HdPanelActionFunc func = g_object_get_data (G_OBJECT (button), "func");
  const HdAction *action = g_object_get_data (G_OBJECT (button), "action");

  func (panel, action);
}

GtkWidget *
hd_panel_action_button (const char        *label,
                        const HdAction    *action,
                        HdPanelActionFunc  func,
                        gpointer           panel)
{
  GtkWidget *b = gtk_button_new_with_label (label);

  g_object_set_data_full (G_OBJECT (b), "action", g_memdup2 (action, sizeof *action), g_free);
  g_object_set_data (G_OBJECT (b), "func", func);
  g_signal_connect (b, "clicked", G_CALLBACK (action_clicked), panel);
  return b;
}
