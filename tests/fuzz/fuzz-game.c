/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-game.c: libFuzzer entry point for the save-file loader: any bytes
 * give a game or a GError, never a crash, leak or hang; a game that loads
 * saves back to a file that loads to the same state. */
#include "hd-game.h"

int LLVMFuzzerTestOneInput (const unsigned char *data, size_t size);

int
LLVMFuzzerTestOneInput (const unsigned char *data,
                        size_t               size)
{
  static HdMap *map;
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = NULL;

  if (map == NULL)
    map = hd_map_new_default (NULL);
  game = hd_game_new_from_bytes (map, bytes, "fuzz.xml", &error);
  g_assert ((game == NULL) != (error == NULL));
  if (game != NULL)
    {
      g_autoptr(GBytes) saved = hd_log_to_bytes (HD_LOG (game));
      g_autoptr(HdGame) again = hd_game_new_from_bytes (map, saved, "again.xml", NULL);
      g_assert (again != NULL);
      g_assert (hd_state_equal (hd_game_get_state (game), hd_game_get_state (again)));
    }
  return 0;
}
