/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-startup-probe.c: a module bench-startup preloads (LD_PRELOAD) into
 * another GTK 4 program, gnome-chess, to time it as it times its own
 * windows: the monotonic time of the first painted frame of the
 * program's first window, then, once it has settled, its resident memory,
 * printed on stdout in bench-startup's words ("first-frame", "sharp",
 * "rss-kb"), and the program ended.  It does nothing unless
 * HD_BENCH_PROBE is set, and nothing of the program is changed. */
#include <unistd.h>
#include <gtk/gtk.h>

#include "bench-startup-report.h"

#define PROBE_SETTLE_MS 1500
#define PROBE_POLL_MS 1

static gint64 probe_first_frame;

static gboolean
probe_report (gpointer data)
{
  bench_report (probe_first_frame, probe_first_frame);
  _exit (0); /* at once: no question about a game in progress */
  return G_SOURCE_REMOVE;
}

static void
probe_after_paint (GdkFrameClock *clock,
                   gpointer       data)
{
  if (probe_first_frame != 0)
    return;
  probe_first_frame = g_get_monotonic_time ();
  g_timeout_add (PROBE_SETTLE_MS, probe_report, NULL);
}

static void
probe_realized (GtkWidget *widget,
                gpointer   data)
{
  GdkFrameClock *clock = gdk_surface_get_frame_clock (gtk_native_get_surface (GTK_NATIVE (widget)));

  g_signal_connect (clock, "after-paint", G_CALLBACK (probe_after_paint), NULL);
}

/* Waits for the program's first window, then for its first frame. */
static gboolean
probe_find_window (gpointer data)
{
  GListModel *toplevels;
  g_autoptr(GtkWidget) window = NULL;

  if (!gtk_is_initialized ())
    return G_SOURCE_CONTINUE;
  toplevels = gtk_window_get_toplevels ();
  if (g_list_model_get_n_items (toplevels) == 0)
    return G_SOURCE_CONTINUE;
  window = g_list_model_get_item (toplevels, 0);
  if (gtk_widget_get_realized (window))
    probe_realized (window, NULL);
  else
    g_signal_connect (window, "realize", G_CALLBACK (probe_realized), NULL);
  return G_SOURCE_REMOVE;
}

__attribute__((constructor)) static void
probe_start (void)
{
  if (g_getenv ("HD_BENCH_PROBE") == NULL)
    return;
  g_timeout_add_full (G_PRIORITY_HIGH, PROBE_POLL_MS, probe_find_window, NULL, NULL);
}
