/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-muster-panel.h: the Promotion and Recruitment Segments' controls
 * (rules 6.0-6.2, 7.0-7.5, 5.71): the units that may be promoted, the
 * recruitment die, the points left, the cities lit on the board, the kind
 * of militia to raise. */
#pragma once

#include <gtk/gtk.h>

#include "hd-board-view.h"
#include "hd-game.h"

G_BEGIN_DECLS

#define HD_TYPE_MUSTER_PANEL (hd_muster_panel_get_type ())
G_DECLARE_FINAL_TYPE (HdMusterPanel, hd_muster_panel, HD, MUSTER_PANEL, GtkWidget)

GtkWidget *hd_muster_panel_new        (void);
/* The die typed (keys 1-6): recruitment, or 6.2's promotion die. */

G_END_DECLS
