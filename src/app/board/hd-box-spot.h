/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-box-spot.h: an invisible, focusable stand-in for one box of the board,
 * so that boxes take part in Tab focus and are named to assistive tools. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HD_TYPE_BOX_SPOT (hd_box_spot_get_type ())
G_DECLARE_FINAL_TYPE (HdBoxSpot, hd_box_spot, HD, BOX_SPOT, GtkWidget)

GtkWidget *hd_box_spot_new       (guint       box_index,
                                  const char *label,
                                  const char *description);
guint      hd_box_spot_get_index (HdBoxSpot  *self);
void       hd_box_spot_set_description (HdBoxSpot  *self,
                                        const char *description);

G_END_DECLS
