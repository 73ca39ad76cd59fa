/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-campaign.c: libFuzzer entry point for the Campaign Game's save
 * loader: any bytes give a campaign or a GError, never a crash, leak or
 * hang; a campaign that loads saves back to a file that loads to the same
 * position, and is told from other files by its root. */
#include "hd-campaign-game.h"

int LLVMFuzzerTestOneInput (const unsigned char *data, size_t size);

static char *
dump_of (HdCampaignGame *game)
{
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  g_autoptr(HdCampaignView) view = hd_campaign_game_get_view (game, umpire);

  return hd_campaign_view_dump (view);
}

int
LLVMFuzzerTestOneInput (const unsigned char *data,
                        size_t               size)
{
  static HdMap *map;
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignGame) game = NULL;

  if (map == NULL)
    map = hd_map_new_default (NULL);
  game = hd_campaign_game_new_from_bytes (map, bytes, "fuzz.hdcampaign", &error);
  g_assert ((game == NULL) != (error == NULL));
  if (game != NULL)
    {
      g_autoptr(GBytes) saved = hd_log_to_bytes (HD_LOG (game));
      g_autoptr(HdCampaignGame) again = hd_campaign_game_new_from_bytes (map, saved, "again.hdcampaign", NULL);
      g_autofree char *a = NULL, *b = NULL;

      g_assert (hd_campaign_game_is_campaign_file (bytes));
      g_assert (again != NULL);
      a = dump_of (game);
      b = dump_of (again);
      g_assert (g_str_equal (a, b));
    }
  return 0;
}
