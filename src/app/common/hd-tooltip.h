/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-tooltip.h: tooltips that wrap to the window they are shown in.
 * GTK's own wrap at 70 characters, wider than a 360-pixel window: a
 * refusal's sentence ran off it.  These are as wide as the window allows
 * (at most 50 characters) and wrap at words. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* @widget's tooltip is @text (NULL: none), shown wrapped to its window;
 * gtk_widget_get_tooltip_text() still reads it. */
void     hd_tooltip_set_text (GtkWidget  *widget,
                              const char *text);
/* The label a tooltip of @widget's shows @text in (floating). */
GtkWidget *hd_tooltip_make_label (GtkWidget  *widget,
                                  const char *text);
/* For a query-tooltip handler: @tooltip shows @text wrapped to @widget's
 * window; TRUE, to be returned. */
gboolean hd_tooltip_show     (GtkTooltip *tooltip,
                              GtkWidget  *widget,
                              const char *text);

G_END_DECLS
