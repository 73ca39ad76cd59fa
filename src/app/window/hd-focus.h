/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-focus.h: where the main window's keyboard focus goes: after every
 * action, to what the player will want next, and between the window's
 * regions with F6 and Shift+F6. */
#pragma once

#include <gtk/gtk.h>

#include "hd-window.h"

G_BEGIN_DECLS

void       hd_focus_class_init      (GtkWidgetClass *widget_class);
void       hd_focus_dispose         (HdWindow       *self);
void       hd_focus_after_action    (HdWindow       *self);
GtkWidget *hd_focus_get_target      (HdWindow       *self);
gboolean   hd_focus_cycle           (HdWindow       *self,
                                     gboolean        backward);

G_END_DECLS
