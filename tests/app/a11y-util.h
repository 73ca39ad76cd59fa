/* SPDX-License-Identifier: GPL-3.0-or-later */
/* a11y-util.h: the window tests' screen reader: the program's accessible
 * tree read through AT-SPI by a11y-walk.py while the program answers it
 * (test-window.c, test-campaign-play.c). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

char *read_accessible_tree (const char        *where,
                            const char *const *forbid);
void  assert_tree_says     (const char        *tree,
                            const char        *what,
                            const char        *where);

G_END_DECLS
