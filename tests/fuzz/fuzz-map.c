/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-map.c: libFuzzer entry point for the board loader: any bytes give
 * either a board or a GError, never a crash, leak or hang. */
#include "hd-map.h"

int LLVMFuzzerTestOneInput (const unsigned char *data, size_t size);

int
LLVMFuzzerTestOneInput (const unsigned char *data,
                        size_t               size)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMap) map = hd_map_new_from_bytes (bytes, "fuzz.svg", &error);

  g_assert ((map == NULL) != (error == NULL));
  if (map != NULL)
    {
      for (guint i = 0; i < hd_map_get_n_boxes (map); i++)
        {
          const HdBox *b = hd_map_get_box (map, i);
          g_autoptr(GPtrArray) n = hd_map_neighbours (map, b, HD_LINE_MASK_ANY);
          g_assert (n->len <= b->n_lines);
          g_assert (hd_map_lookup_id (map, b->id) == b);
          g_assert (hd_map_lookup_name (map, b->name) == b);
        }
    }
  return 0;
}
