/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-die-row.h: a die the players rolled, typed with one of its buttons,
 * or rolled by the program. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HD_TYPE_DIE_ROW (hd_die_row_get_type ())
G_DECLARE_FINAL_TYPE (HdDieRow, hd_die_row, HD, DIE_ROW, GtkWidget)

void hd_die_row_set_prompt (HdDieRow   *self,
                            const char *prompt);
/* The die's faces: 6 (the default) or 10; its buttons and "Roll for Me"
 * follow. */
void hd_die_row_set_faces  (HdDieRow   *self,
                            guint       faces);

G_END_DECLS
