/* hd-window.h: the main window: header bar, the board, and (later) the
 * guide and side panels. */
#pragma once

#include <adwaita.h>

#include "hd-board-view.h"

G_BEGIN_DECLS

#define HD_TYPE_WINDOW (hd_window_get_type ())
G_DECLARE_FINAL_TYPE (HdWindow, hd_window, HD, WINDOW, AdwApplicationWindow)

HdWindow    *hd_window_new            (GtkApplication *application,
                                       HdMap          *map);
HdBoardView *hd_window_get_board_view (HdWindow       *self);

G_END_DECLS
