/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-panel-util.h: what the side panel's parts (status, movement, battle,
 * promotions and recruitment) build alike: wrapped labels, rows of
 * buttons, each activating an action of the panel with a number, kept in
 * place as the game changes (the die buttons are HdDieRow), and the
 * promotions a battle won earns, offered after combat and after a
 * breakout. */
#pragma once

#include <gtk/gtk.h>

#include "hd-action.h"

G_BEGIN_DECLS

GtkWidget *hd_panel_label_new     (const char       *text,
                                   const char       *css_class);
gboolean   hd_panel_sync_buttons  (GtkWidget          *container,
                                   const char         *action,
                                   const guint        *targets,
                                   const char * const *labels,
                                   guint               n);
guint      hd_panel_sync_promotions (GtkWidget     *container,
                                     const char    *action,
                                     const HdState *state,
                                     gboolean       declined,
                                     guint         *at);

void       hd_panel_wrap_buttons  (GtkWidget          *widget);
void       hd_panel_scroll_into_view (GtkWidget       *first,
                                      GtkWidget       *last);

G_END_DECLS
