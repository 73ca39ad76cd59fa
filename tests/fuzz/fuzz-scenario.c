/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-scenario.c: libFuzzer entry point for the scenario loader: any
 * bytes give a scenario or a GError, never a crash, leak or hang. */
#include "hd-scenario.h"

int LLVMFuzzerTestOneInput (const unsigned char *data, size_t size);

int
LLVMFuzzerTestOneInput (const unsigned char *data,
                        size_t               size)
{
  static HdMap *map;
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdScenario) s = NULL;

  if (map == NULL)
    map = hd_map_new_default (NULL);
  s = hd_scenario_new_from_bytes (map, bytes, "fuzz.xml", &error);
  g_assert ((s == NULL) != (error == NULL));
  if (s != NULL)
    {
      HdSide *control = g_new0 (HdSide, hd_map_get_n_boxes (map));
      hd_scenario_compute_control (s, control);
      g_assert (hd_map_army_maximum (map, HD_SIDE_UNION, control) <= 40);
      g_free (control);
    }
  return 0;
}
