/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-games-list.h: the start page's list of unfinished games. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HD_TYPE_GAMES_LIST (hd_games_list_get_type ())
G_DECLARE_FINAL_TYPE (HdGamesList, hd_games_list, HD, GAMES_LIST, GtkWidget)

void       hd_games_list_set_loading (HdGamesList *self);
void       hd_games_list_set_games   (HdGamesList *self,
                                      GPtrArray   *games);
guint      hd_games_list_get_n_games (HdGamesList *self);

G_END_DECLS
