/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-die-row.h: a die the players rolled, typed with one of six buttons,
 * or rolled by the program. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HD_TYPE_DIE_ROW (hd_die_row_get_type ())
G_DECLARE_FINAL_TYPE (HdDieRow, hd_die_row, HD, DIE_ROW, GtkWidget)

void hd_die_row_set_prompt (HdDieRow   *self,
                            const char *prompt);

G_END_DECLS
