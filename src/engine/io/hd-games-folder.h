/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-games-folder.h: the folder where every game is saved automatically:
 * which games in it are unfinished (or damaged), newest first, and the
 * clean-up of what interrupted saves left behind.  A game set up but not
 * begun (no action yet) is listed only while it is the newest of the
 * folder: the last thing the players did (docs/design.md). */
#pragma once

#include <gio/gio.h>

#include "hd-map.h"
#include "hd-state.h"

G_BEGIN_DECLS

typedef struct {
  GFile     *file;
  gint64     modified;     /* when last played (saved), seconds since 1970 */
  gint64     modified_ns;  /* the same in nanoseconds, to tell close saves apart */
  char      *problem;      /* why it cannot be read; NULL when it can */
  gboolean   locked;       /* open in another copy of the program */
  /* when it can be read: */
  char      *scenario_id;
  guint      turn;
  HdSide     player;
  HdSegment  segment;
  guint      n_actions;    /* 0: set up, not begun */
  gboolean   over;         /* the game is over (hd_games_folder_keep_unfinished drops it) */
  /* a game of another kind, which this folder reads as damaged (the
   * Campaign Game's saves): what its caller says of it instead, or NULL */
  char      *title;
  char      *summary;
} HdSavedGame;

void       hd_saved_game_free      (HdSavedGame  *game);
/* Every game file of @folder (HdSavedGame), newest first: finished ones
 * (over), ones not begun and damaged ones too.  May take a while: call
 * it from a thread. */
GPtrArray *hd_games_folder_read    (HdMap        *map,
                                    const char   *folder,
                                    GCancellable *cancellable);
/* Drops from @games (newest first, as read) the finished games, and the
 * games not begun but the newest of all. */
void       hd_games_folder_keep_unfinished (GPtrArray *games);
/* hd_games_folder_read(), then hd_games_folder_keep_unfinished(). */
GPtrArray *hd_games_folder_list    (HdMap        *map,
                                    const char   *folder,
                                    GCancellable *cancellable);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdSavedGame, hd_saved_game_free)

G_END_DECLS
