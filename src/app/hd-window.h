/* hd-window.h: the main window: header bar, the board, and (later) the
 * guide and side panels. */
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
GFile       *hd_window_get_file       (HdWindow       *self);
GFile       *hd_window_get_autosave_file (HdWindow    *self);
guint        hd_window_get_n_toasts      (HdWindow    *self);
gboolean     hd_window_open_file      (HdWindow       *self,
                                       GFile          *file,
                                       GError        **error);
gboolean     hd_window_save_to_file   (HdWindow       *self,
                                       GFile          *file,
                                       GError        **error);
void         hd_window_open_file_async (HdWindow      *self,
                                       GFile          *file);
void         hd_window_offer_unfinished_game (HdWindow *self);
GtkWidget   *hd_window_get_resume_dialog (HdWindow    *self);
GtkWidget   *hd_window_get_copy_dialog (HdWindow      *self);
gboolean     hd_window_is_loading      (HdWindow      *self);
gboolean     hd_window_is_save_banner_shown (HdWindow *self);
char        *hd_window_get_games_folder (void);

G_END_DECLS
