/* hd-panel-util.h: what the side panel's parts (status, movement, battle,
 * promotions and recruitment) build alike: wrapped labels, and rows of
 * buttons, each activating an action of the panel with a number, kept in
 * place as the game changes (the die buttons are HdDieRow). */
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

G_END_DECLS
