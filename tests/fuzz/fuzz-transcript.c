/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-transcript.c: libFuzzer entry point for the transcript reader: any
 * bytes give a game or an error (with its line), never a crash, leak or
 * hang; a game read writes back to a transcript that reads the same. */
#include <string.h>

#include "hd-transcript.h"

int LLVMFuzzerTestOneInput (const unsigned char *data, size_t size);

int
LLVMFuzzerTestOneInput (const unsigned char *data,
                        size_t               size)
{
  static HdMap *map;
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = NULL;
  g_autofree char *rule = NULL;
  guint line = 0;

  if (map == NULL)
    map = hd_map_new_default (NULL);
  game = hd_transcript_read (map, (const char *) data, (gssize) size, "fuzz.txt", &line, &rule, &error);
  g_assert ((game == NULL) != (error == NULL));
  if (game != NULL)
    {
      g_autofree char *text = hd_transcript_write (game);
      g_autoptr(HdGame) again = hd_transcript_read (map, text, -1, "again.txt", NULL, NULL, NULL);
      g_assert (again != NULL);
      g_assert (hd_state_equal (hd_game_get_state (game), hd_game_get_state (again)));
    }
  return 0;
}
