/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-map.c: how long loading and indexing the board takes.  Prints the
 * median and worst of 100 loads of map.svg (from memory, as the program
 * loads it) against the 5 ms target.  Run by hand: it asserts nothing. */
#include <stdio.h>
#include <stdlib.h>

#include "hd-map.h"

#define N_LOADS 100

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMap) first = hd_map_new_default (&error);
  GBytes *svg;
  double times[N_LOADS];

  if (first == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  svg = hd_map_get_svg (first);

  for (int i = 0; i < N_LOADS; i++)
    {
      gint64 t0 = g_get_monotonic_time ();
      g_autoptr(HdMap) map = hd_map_new_from_bytes (svg, "map.svg", &error);
      times[i] = (g_get_monotonic_time () - t0) / 1000.0;
      if (map == NULL)
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
    }
  qsort (times, N_LOADS, sizeof (double), compare_doubles);
  printf ("map load and index, %d loads of %zu bytes (%u boxes, %u lines)\n", N_LOADS,
          g_bytes_get_size (svg), hd_map_get_n_boxes (first), hd_map_get_n_lines (first));
  printf ("  median %7.3f ms   worst %7.3f ms   best %7.3f ms   target: under 5 ms -> %s\n",
          times[N_LOADS / 2], times[N_LOADS - 1], times[0], times[N_LOADS / 2] < 5.0 ? "met" : "NOT met");
  return 0;
}
