/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-campaign-dispatch.c: libFuzzer entry point for the campaign at a
 * distance (hd-campaign-dispatch.h, hd-campaign-snapshot.h): any bytes,
 * read as a dispatch, as orders for a campaign with a key, and (past the
 * checksum that guards a dispatch) as a snapshot's lines, give a result
 * or a GError, never a crash, leak or hang; a snapshot that reads writes
 * lines that read back to the same position. */
#include "hd-campaign-dispatch.h"
#include "hd-campaign-private.h"
#include "hd-campaign-snapshot.h"

int LLVMFuzzerTestOneInput (const unsigned char *data, size_t size);

static void
try_snapshot (HdMap      *map,
              const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", HD_CAMPAIGN_SNAPSHOT_MAX_LINES + 2);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaign) c = hd_campaign_snapshot_read (map, (const char *const *) lines, 1, &error);
  g_autoptr(HdCampaign) back = NULL;
  g_autofree char *written = NULL;
  g_auto(GStrv) again = NULL;

  g_assert ((c == NULL) != (error == NULL));
  if (c == NULL)
    return;
  written = hd_campaign_snapshot_write (c);
  g_strchomp (written);
  again = g_strsplit (written, "\n", -1);
  back = hd_campaign_snapshot_read (map, (const char *const *) again, 1, NULL);
  g_assert (back != NULL && hd_campaign_equal (c, back));
}

int
LLVMFuzzerTestOneInput (const unsigned char *data,
                        size_t               size)
{
  static HdMap *map;
  static HdCampaign *truth;
  g_auto(HdCampaignDispatchHeader) header = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaign) c = NULL;
  g_autoptr(GPtrArray) orders = NULL;
  g_autofree char *text = g_strndup ((const char *) data, size);

  if (map == NULL)
    {
      map = hd_map_new_default (NULL);
      truth = hd_campaign_new (map);
      truth->dispatch_key = g_strnfill (64, 'a');
    }
  c = hd_campaign_dispatch_read (map, (const char *) data, size, &header, &error);
  g_assert ((c == NULL) != (error == NULL));
  g_clear_error (&error);
  hd_campaign_dispatch_header_clear (&header);
  orders = hd_campaign_dispatch_read_orders (truth, (const char *) data, size, &header, &error);
  g_assert ((orders == NULL) != (error == NULL));
  if (g_utf8_validate (text, -1, NULL))
    try_snapshot (map, text);
  return 0;
}
