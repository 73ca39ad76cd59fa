/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-sheet.c: libFuzzer entry point for the games without a board
 * (hd-sheet-game.h): any bytes, read as a save (if they begin as XML)
 * or as a transcript, give a game or a GError, never a crash, leak or
 * hang; a game that loads saves to bytes that load to the same position
 * and save to the same bytes, and its transcript replays to it too. */
#include <string.h>

#include "hd-sheet-game.h"

int LLVMFuzzerTestOneInput (const unsigned char *data, size_t size);

static HdSheetGame *
read_any (GBytes *bytes, GError **error)
{
  gsize len;
  const char *text = g_bytes_get_data (bytes, &len);

  if (len > 0 && text[0] == '<')
    return hd_sheet_game_load (bytes, "fuzz.hdsheet", error);
  return hd_sheet_game_read_transcript (len > 0 ? text : "", (gssize) len, "fuzz.txt", NULL, NULL, error);
}

int
LLVMFuzzerTestOneInput (const unsigned char *data,
                        size_t               size)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdSheetGame) game = read_any (bytes, &error);
  g_autoptr(HdSheetGame) back = NULL, replayed = NULL;
  g_autoptr(GBytes) saved = NULL, again = NULL;
  g_autofree char *text = NULL;

  g_assert ((game == NULL) != (error == NULL));
  if (game == NULL)
    return 0;
  saved = hd_log_to_bytes (HD_LOG (game));
  back = hd_sheet_game_load (saved, "saved.hdsheet", NULL);
  g_assert (back != NULL);
  g_assert (memcmp (hd_sheet_game_get_sheet (back), hd_sheet_game_get_sheet (game), sizeof (HdSheet)) == 0);
  again = hd_log_to_bytes (HD_LOG (back));
  g_assert (g_bytes_equal (saved, again));
  text = hd_log_write_transcript (HD_LOG (game), NULL);
  replayed = hd_sheet_game_read_transcript (text, -1, "written.txt", NULL, NULL, NULL);
  g_assert (replayed != NULL);
  g_assert (memcmp (hd_sheet_game_get_sheet (replayed), hd_sheet_game_get_sheet (game), sizeof (HdSheet)) == 0);
  return 0;
}
