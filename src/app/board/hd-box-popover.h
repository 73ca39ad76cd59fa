/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-box-popover.h: the facts of one box, shown when it is clicked or
 * opened with the keyboard. */
#pragma once

#include <gtk/gtk.h>

#include "hd-action.h"
#include "hd-map.h"
#include "hd-state.h"

G_BEGIN_DECLS

#define HD_TYPE_BOX_POPOVER (hd_box_popover_get_type ())
G_DECLARE_FINAL_TYPE (HdBoxPopover, hd_box_popover, HD, BOX_POPOVER, GtkPopover)

GtkWidget   *hd_box_popover_new     (void);
void         hd_box_popover_set_box (HdBoxPopover *self,
                                     HdMap        *map,
                                     const HdBox  *box);
const HdBox *hd_box_popover_get_box (HdBoxPopover *self);
void         hd_box_popover_set_state (HdBoxPopover  *self,
                                       const HdState *state,
                                       gboolean       editing);

G_END_DECLS
