/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-startup-report.h: what a window timed by bench-startup reports on
 * stdout (its own children, and gnome-chess through
 * bench-startup-probe.c): the monotonic times of its first frame and of
 * its first sharp one, and its resident memory. */
#pragma once

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <glib.h>

static inline long
bench_resident_kb (void)
{
  g_autofree char *status = NULL;
  const char *p;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return -1;
  p = strstr (status, "VmRSS:");
  return p ? strtol (p + 6, NULL, 10) : -1;
}

static inline void
bench_report (gint64 first_frame,
              gint64 sharp)
{
  printf ("first-frame %" G_GINT64_FORMAT "\n", first_frame);
  printf ("sharp %" G_GINT64_FORMAT "\n", sharp);
  printf ("rss-kb %ld\n", bench_resident_kb ());
  fflush (stdout);
}
