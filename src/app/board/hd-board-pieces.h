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

/* The chips' drawing, shared with the Campaign Game's pieces
 * (hd-campaign-pieces.c): sizes in board units, scaled by @zoom. */
#define HD_BOARD_CHIP_H   28.0
#define HD_BOARD_CHIP_GAP  4.0
void           hd_board_pieces_rounded     (GtkSnapshot           *snapshot,
                                            const graphene_rect_t *r,
                                            float                  radius,
                                            const GdkRGBA         *fill);
void           hd_board_pieces_border      (GtkSnapshot           *snapshot,
                                            const graphene_rect_t *r,
                                            float                  radius,
                                            float                  width,
                                            const GdkRGBA         *color);
/* @text in the chips' font at @zoom. */
PangoLayout   *hd_board_pieces_chip_layout (GtkWidget             *widget,
                                            const char            *text,
                                            double                 zoom);
/* @text in the chips' font at @size board units. */
PangoLayout   *hd_board_pieces_text_layout (GtkWidget             *widget,
                                            const char            *text,
                                            double                 size,
                                            double                 zoom);
/* Blue for the Union, gray for the Confederacy. */
const GdkRGBA *hd_board_pieces_side_fill   (HdSide                 side);
/* A unit's chip: its fill and the colour of its words (WCAG 4.5:1 at
 * least between them). */
void           hd_board_pieces_chip_colors (HdSide                 side,
                                            gboolean               foreign,
                                            gboolean               reduced,
                                            GdkRGBA               *fill,
                                            GdkRGBA               *ink);
void           hd_board_pieces_control_marker (GtkSnapshot        *snapshot,
                                               HdSide              side,
                                               double              left,
                                               double              top,
                                               double              zoom);

G_END_DECLS
