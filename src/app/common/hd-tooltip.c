/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-tooltip.c: tooltips wrapped to their window (hd-tooltip.h). */
#define G_LOG_DOMAIN "hd-tooltip"

#include "config.h"

#include "hd-tooltip.h"

#define MOST_CHARS 50   /* a comfortable line, however wide the window */
#define LEAST_CHARS 16

/* The characters a line of @widget's text may hold in its window, with
 * room for the tooltip's own margins. */
static int
chars_across (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  PangoContext *context = gtk_widget_get_pango_context (widget);
  PangoFontMetrics *metrics = pango_context_get_metrics (context, NULL, NULL);
  int char_px = MAX (1, PANGO_PIXELS (pango_font_metrics_get_approximate_char_width (metrics)));
  int width = root != NULL ? gtk_widget_get_width (GTK_WIDGET (root)) : 0;

  pango_font_metrics_unref (metrics);
  if (width <= 0)
    return MOST_CHARS;
  return CLAMP ((width - 48) / char_px, LEAST_CHARS, MOST_CHARS);
}

GtkWidget *
hd_tooltip_make_label (GtkWidget  *widget,
                       const char *text)
{
  GtkWidget *label;

  g_return_val_if_fail (GTK_IS_WIDGET (widget) && text != NULL, NULL);
  label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), chars_across (widget));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  return label;
}

gboolean
hd_tooltip_show (GtkTooltip *tooltip,
                 GtkWidget  *widget,
                 const char *text)
{
  g_return_val_if_fail (GTK_IS_TOOLTIP (tooltip) && GTK_IS_WIDGET (widget), FALSE);
  if (text == NULL || *text == '\0')
    return FALSE;
  gtk_tooltip_set_custom (tooltip, hd_tooltip_make_label (widget, text));
  return TRUE;
}

static gboolean
query_tooltip (GtkWidget  *widget,
               int         x,
               int         y,
               gboolean    keyboard,
               GtkTooltip *tooltip,
               gpointer    data)
{
  return hd_tooltip_show (tooltip, widget, gtk_widget_get_tooltip_text (widget));
}

void
hd_tooltip_set_text (GtkWidget  *widget,
                     const char *text)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  gtk_widget_set_tooltip_text (widget, text);
  /* ours answers first and ends the query: GTK's own 70 characters never show */
  if (g_signal_handler_find (widget, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, query_tooltip, NULL) == 0)
    g_signal_connect (widget, "query-tooltip", G_CALLBACK (query_tooltip), NULL);
}
