/* hd-panel-util.h: what the side panel's parts (status, movement, battle,
 * promotions and recruitment) build alike: wrapped labels, the row of die
 * buttons, and buttons that carry an action of the game. */
#pragma once

#include <gtk/gtk.h>

#include "hd-action.h"

G_BEGIN_DECLS

/* Called with the action a button carries (or the die a die button gives). */
typedef void (*HdPanelActionFunc) (gpointer panel, const HdAction *action);
typedef void (*HdPanelDieFunc)    (gpointer panel, guint die);

GtkWidget *hd_panel_label_new     (const char       *text,
                                   const char       *css_class);
/* A prompt, buttons 1 to 6 and "Roll for Me" (a random die), appended. */
void       hd_panel_add_die_row   (GtkWidget        *box,
                                   const char       *prompt,
                                   HdPanelDieFunc    func,
                                   gpointer          panel);
/* A button that applies a copy of @action through @func. */
GtkWidget *hd_panel_action_button (const char       *label,
                                   const HdAction   *action,
                                   HdPanelActionFunc func,
                                   gpointer          panel);

gboolean   hd_panel_sync_buttons  (GtkWidget          *container,
                                   const char         *action,
                                   const guint        *targets,
                                   const char * const *labels,
                                   guint               n);

G_END_DECLS
