/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-campaign-lines.c: libFuzzer entry point for the Campaign Game's
 * action lines and transcripts: any bytes, read as one action line, give
 * an action whose line reads back to the same action, or a GError; read
 * as a transcript, a campaign or a GError with its line, never a crash,
 * leak or hang, and a campaign read writes a transcript that reads back
 * to the same log. */
#include <string.h>

#include "hd-campaign-game.h"

int LLVMFuzzerTestOneInput (const unsigned char *data, size_t size);

static void
one_line (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignAction) action = hd_campaign_action_parse_line (text, &error);

  g_assert ((action == NULL) != (error == NULL));
  if (action != NULL)
    {
      g_autofree char *line = hd_campaign_action_to_line (action);
      g_autoptr(HdCampaignAction) back = hd_campaign_action_parse_line (line, NULL);

      g_assert (back != NULL && hd_campaign_action_equal (action, back));
    }
}

static void
transcript (HdMap *map, const char *text, size_t size)
{
  g_autoptr(GError) error = NULL;
  guint line = 0;
  g_autofree char *rule = NULL;
  g_autoptr(HdCampaignGame) game = hd_campaign_game_read_transcript (map, text, (gssize) size, "fuzz.txt", NULL,
                                                                     &line, &rule, &error);

  g_assert ((game == NULL) != (error == NULL));
  if (game != NULL)
    {
      g_autofree char *written = hd_log_write_transcript (HD_LOG (game), NULL);
      g_autoptr(HdCampaignGame) back = hd_campaign_game_read_transcript (map, written, -1, "again.txt", NULL, NULL,
                                                                         NULL, NULL);

      g_assert (back != NULL);
      g_assert (hd_log_get_n_actions (HD_LOG (back)) == hd_log_get_n_actions (HD_LOG (game)));
      for (guint i = 0; i < hd_log_get_n_actions (HD_LOG (game)); i++)
        g_assert (hd_campaign_action_equal (hd_log_get_action (HD_LOG (game), i),
                                            hd_log_get_action (HD_LOG (back), i)));
    }
}

int
LLVMFuzzerTestOneInput (const unsigned char *data,
                        size_t               size)
{
  static HdMap *map;
  g_autofree char *text = g_strndup ((const char *) data, size);

  if (map == NULL)
    map = hd_map_new_default (NULL);
  if (strlen (text) == size)
    one_line (text);
  transcript (map, (const char *) data, size);
  return 0;
}
