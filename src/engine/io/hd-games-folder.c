/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-games-folder.c: the unfinished games of the games folder.  Every
 * game file there (*.hdgame, a campaign's *.hdcampaign, a game without a
 * board's *.hdsheet) is read (a
 * damaged one is listed with the reason), games that are over are left
 * out, and the rest come newest first, so no game can hide another.  A
 * game set up but not begun is kept only while it is the newest file of
 * all: the players chose its scenario and options and left, and expect
 * it back; one they set aside for another game (a newer file) is not
 * listed, so such games never pile up in the list. */
#define G_LOG_DOMAIN "hd-games-folder"

#include "config.h"

#include <glib/gstdio.h>

#include "hd-file.h"
#include "hd-game.h"
#include "hd-games-folder.h"

void
hd_saved_game_free (HdSavedGame *game)
{
  if (game == NULL)
    return;
  g_clear_object (&game->file);
  g_free (game->problem);
  g_free (game->scenario_id);
  g_free (game->title);
  g_free (game->summary);
  g_free (game);
}

static int
newest_first (gconstpointer a, gconstpointer b)
{
  const HdSavedGame *x = *(HdSavedGame * const *) a, *y = *(HdSavedGame * const *) b;

  if (x->modified_ns != y->modified_ns)
    return x->modified_ns > y->modified_ns ? -1 : 1;
  return -g_strcmp0 (g_file_peek_path (x->file), g_file_peek_path (y->file));
}

/* One file of the folder, or NULL when it cannot be found. */
static HdSavedGame *
read_one (HdMap *map, const char *path)
{
  g_autoptr(HdSavedGame) saved = g_new0 (HdSavedGame, 1);
  g_autoptr(HdGame) game = NULL;
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  if (g_stat (path, &st) != 0)
    return NULL;
  saved->file = g_file_new_for_path (path);
  saved->modified = (gint64) st.st_mtime;
  saved->modified_ns = (gint64) st.st_mtim.tv_sec * G_GINT64_CONSTANT (1000000000) + st.st_mtim.tv_nsec;
  saved->locked = hd_file_is_locked (saved->file);
  game = hd_game_new_from_file (map, saved->file, &error);
  if (game == NULL)
    {
      saved->problem = g_strdup (error->message);
      return g_steal_pointer (&saved);
    }
  saved->over = hd_state_is_over (hd_game_get_state (game));
  saved->scenario_id = g_strdup (hd_game_get_scenario_id (game));
  saved->turn = hd_state_get_turn (hd_game_get_state (game));
  saved->player = hd_state_get_player (hd_game_get_state (game));
  saved->segment = hd_state_get_segment (hd_game_get_state (game));
  saved->n_actions = hd_log_get_n_actions (HD_LOG (game));
  return g_steal_pointer (&saved);
}

void
hd_games_folder_keep_unfinished (GPtrArray *games)
{
  g_return_if_fail (games != NULL);
  for (guint i = games->len; i > 0; i--)
    {
      const HdSavedGame *saved = g_ptr_array_index (games, i - 1);
      gboolean not_begun = saved->problem == NULL && saved->n_actions == 0;

      if (saved->over || (not_begun && i > 1))
        g_ptr_array_remove_index (games, i - 1);
    }
}

/**
 * hd_games_folder_list:
 *
 * The unfinished and the damaged games of @folder (HdSavedGame), newest
 * first, a game not begun only when it is the newest of all.  May take a
 * while for large files: call it from a thread.
 */
GPtrArray *
hd_games_folder_list (HdMap        *map,
                      const char   *folder,
                      GCancellable *cancellable)
{
  GPtrArray *games = hd_games_folder_read (map, folder, cancellable);

  hd_games_folder_keep_unfinished (games);
  return games;
}

GPtrArray *
hd_games_folder_read (HdMap        *map,
                      const char   *folder,
                      GCancellable *cancellable)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_saved_game_free);
  g_autoptr(GDir) dir = NULL;
  const char *name;

  g_return_val_if_fail (HD_IS_MAP (map), out);
  g_return_val_if_fail (folder != NULL, out);

  dir = g_dir_open (folder, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL && !g_cancellable_is_cancelled (cancellable))
    {
      g_autofree char *path = NULL;
      HdSavedGame *saved;

      /* a campaign's own name, and the one older versions gave its
       * automatic save: both are read (as games, which they are not; the
       * caller says what they are) */
      if (!g_str_has_suffix (name, ".hdgame") && !g_str_has_suffix (name, ".hdcampaign") &&
          !g_str_has_suffix (name, ".hdsheet"))
        continue;
      path = g_build_filename (folder, name, NULL);
      if ((saved = read_one (map, path)) != NULL)
        g_ptr_array_add (out, saved);
    }
  g_ptr_array_sort (out, newest_first);
  return out;
}
