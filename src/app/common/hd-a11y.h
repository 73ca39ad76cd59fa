/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-a11y.h: what screen readers are told that GTK 4.8 gets wrong on its
 * own (a labelled button's name said twice, an expander's class name),
 * and what a card's change says to them. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void hd_a11y_install (void);
void hd_a11y_describe (GtkWidget *const *widgets,
                       guint             n_widgets,
                       const char       *text);

G_END_DECLS
