/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-board-renderer.h: renders map.svg into tiles on worker threads and
 * keeps a cache of them, so the board view never waits for librsvg. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Tiles are square, in device pixels of their level. */
#define HD_TILE_SIZE 256

/* Zoom levels form a ladder: level k renders at 2^(k/4) device pixels per
 * board unit.  Drawing at a zoom between two rungs uses the rung above,
 * scaled down by at most 19 %, which stays crisp. */
#define HD_LEVEL_MIN (-16)
#define HD_LEVEL_MAX 12

#define HD_TYPE_BOARD_RENDERER (hd_board_renderer_get_type ())
G_DECLARE_FINAL_TYPE (HdBoardRenderer, hd_board_renderer, HD, BOARD_RENDERER, GObject)

HdBoardRenderer *hd_board_renderer_new          (GBytes          *svg,
                                                 double           width,
                                                 double           height);
double           hd_board_renderer_level_scale  (int              level);
int              hd_board_renderer_level_for    (double           device_scale);
void             hd_board_renderer_warm_up      (HdBoardRenderer *self);
void             hd_board_renderer_set_base_level (HdBoardRenderer *self,
                                                 int              level);
int              hd_board_renderer_get_base_level (HdBoardRenderer *self);
void             hd_board_renderer_level_grid   (HdBoardRenderer *self,
                                                 int              level,
                                                 int             *n_cols,
                                                 int             *n_rows);
GdkTexture      *hd_board_renderer_lookup       (HdBoardRenderer *self,
                                                 int              level,
                                                 int              col,
                                                 int              row);
void             hd_board_renderer_request      (HdBoardRenderer *self,
                                                 int              level,
                                                 int              col0,
                                                 int              row0,
                                                 int              col1,
                                                 int              row1);
gboolean         hd_board_renderer_is_complete  (HdBoardRenderer *self,
                                                 int              level,
                                                 int              col0,
                                                 int              row0,
                                                 int              col1,
                                                 int              row1);
void             hd_board_renderer_end_frame    (HdBoardRenderer *self);
gsize            hd_board_renderer_get_cache_bytes (HdBoardRenderer *self);
void             hd_board_renderer_trim         (void);

G_END_DECLS
