/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-campaign-setup.c: libFuzzer entry point for the Campaign Game's
 * set-up loader (hd-campaign-setup.h): any bytes give a campaign or a
 * GError, never a crash, leak or hang; a set-up that loads saves to a
 * file that loads to the same position and saves to the same bytes. */
#include "hd-campaign-setup.h"

int LLVMFuzzerTestOneInput (const unsigned char *data, size_t size);

int
LLVMFuzzerTestOneInput (const unsigned char *data,
                        size_t               size)
{
  static HdMap *map;
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaign) c = NULL;
  g_autoptr(HdCampaign) back = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GBytes) again = NULL;

  if (map == NULL)
    map = hd_map_new_default (NULL);
  c = hd_campaign_setup_load (map, bytes, "fuzz.xml", &error);
  g_assert ((c == NULL) != (error == NULL));
  if (c == NULL)
    return 0;
  saved = hd_campaign_setup_save (c);
  back = hd_campaign_setup_load (map, saved, "saved.xml", NULL);
  g_assert (back != NULL);
  g_assert (hd_campaign_equal (c, back));
  again = hd_campaign_setup_save (back);
  g_assert (g_bytes_equal (saved, again));
  return 0;
}
