/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-board-pieces.h: draws what stands on the board (units, Control and
 * Entrenchment markers) from an HdState, on top of the map. */
#pragma once

#include <gtk/gtk.h>

#include "hd-map.h"
#include "hd-state.h"

G_BEGIN_DECLS

/* Board point (bx, by) is drawn at (origin_x + bx * zoom, origin_y + by * zoom). */
void hd_board_pieces_snapshot (GtkSnapshot   *snapshot,
                               GtkWidget     *widget,
                               const HdState *state,
                               double         origin_x,
                               double         origin_y,
                               double         zoom);

G_END_DECLS
