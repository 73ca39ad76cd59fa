/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-window.h: the main window: the header bar, the board, the side panel
 * with the guide, the books and the segment panels, and the game's files.
 * What only the window's own files and its tests use is in
 * hd-window-private.h. */
#pragma once

#include <adwaita.h>

#include "hd-board-view.h"
#include "hd-game.h"

G_BEGIN_DECLS

#define HD_TYPE_WINDOW (hd_window_get_type ())
G_DECLARE_FINAL_TYPE (HdWindow, hd_window, HD, WINDOW, AdwApplicationWindow)

HdWindow    *hd_window_new            (GtkApplication *application,
                                       HdMap          *map);
HdBoardView *hd_window_get_board_view (HdWindow       *self);
HdGame      *hd_window_get_game       (HdWindow       *self);
void         hd_window_open_file_async (HdWindow      *self,
                                       GFile          *file);
void         hd_window_offer_unfinished_game (HdWindow *self);
char        *hd_window_get_games_folder (void);
/* The file the game shown was opened from or saved to, or NULL; and
 * whether a file is being read (the application's open asks both). */
GFile       *hd_window_get_file       (HdWindow       *self);
gboolean     hd_window_is_loading     (HdWindow       *self);

G_END_DECLS
