/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-startup.c: start-up time and memory of the real window against an
 * empty libadwaita window (AdwApplicationWindow with a header bar) built
 * here and, when it is installed, gnome-chess (another GTK 4 game, a
 * yardstick: Debian's gnome-chess package), all measured in the same run
 * because absolute times drift on shared machines.  Each window runs in a
 * fresh process; the parent times from just before the spawn to the
 * child's first painted frame and to the first frame in which the whole
 * board is drawn sharp at fit zoom, and reads each child's resident
 * memory once it has settled.  gnome-chess is timed the same way by
 * bench-startup-probe.c, preloaded into it.
 *
 *   dbus-run-session -- xvfb-run -a -s "-screen 0 1600x1000x24" build/bench/bench-startup [ROUNDS]
 *
 * It prints figures and the targets; it asserts nothing. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <adwaita.h>

#include "bench-startup-report.h"
#include "hd-application.h"
#include "hd-board-view.h"
#include "hd-window.h"

#define SETTLE_MS 1500

typedef struct {
  gint64     first_frame;
  gint64     sharp;
  gboolean   is_board;
  GtkWindow *window;
} Child;

static Child child;

static void
trace (const char *what)
{
  if (g_getenv ("HD_TRACE"))
    g_printerr ("%s %.1f %ld\n", what, g_get_monotonic_time () / 1000.0, bench_resident_kb () / 1024);
}

static gboolean
report_and_quit (gpointer data)
{
  bench_report (child.first_frame, child.sharp);
  g_application_quit (g_application_get_default ());
  return G_SOURCE_REMOVE;
}

static void
after_paint (GdkFrameClock *clock,
             gpointer       data)
{
  gint64 now = g_get_monotonic_time ();

  if (child.first_frame == 0)
    {
      child.first_frame = now;
      trace ("first-frame");
    }
  if (child.sharp == 0)
    {
      if (!child.is_board)
        child.sharp = now;
      else if (hd_board_view_is_sharp (hd_window_get_board_view (HD_WINDOW (child.window))))
        child.sharp = now;
      if (child.sharp != 0)
        g_timeout_add (SETTLE_MS, report_and_quit, NULL);
    }
}

static void
window_realized (GtkWidget *widget,
                 gpointer   data)
{
  GdkFrameClock *clock = gdk_surface_get_frame_clock (gtk_native_get_surface (GTK_NATIVE (widget)));

  trace ("realize");
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint), NULL);
}

static void
window_added (GtkApplication *app,
              GtkWindow      *window,
              gpointer        data)
{
  trace ("window-added");
  child.window = window;
  g_signal_connect (window, "realize", G_CALLBACK (window_realized), NULL);
}

static void
empty_activate (GApplication *app,
                gpointer      data)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *content = gtk_label_new ("");

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_widget_set_vexpand (content, TRUE);
  gtk_box_append (GTK_BOX (box), content);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 860);
  gtk_window_present (GTK_WINDOW (window));
}

static void
startup_done (GApplication *app,
              gpointer      data)
{
  trace ("startup-done");
}

static int
run_child (const char *mode, int argc, char **argv)
{
  g_autoptr(GApplication) app = NULL;

  child.is_board = g_str_equal (mode, "board");
  if (child.is_board)
    app = G_APPLICATION (hd_application_new ());
  else
    {
      app = G_APPLICATION (adw_application_new ("io.github.housedivided.BenchEmpty", G_APPLICATION_DEFAULT_FLAGS));
      g_signal_connect (app, "activate", G_CALLBACK (empty_activate), NULL);
    }
  g_application_set_flags (app, G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "window-added", G_CALLBACK (window_added), NULL);
  g_signal_connect (app, "startup", G_CALLBACK (startup_done), NULL);
  trace ("main");
  return g_application_run (app, 1, argv);
}

/* ------------------------------------------------------------- parent */

typedef struct {
  double first_frame_ms;
  double sharp_ms;
  double rss_mb;
} Sample;

/* gnome-chess, where Debian's package puts it (or on PATH); NULL when it
 * is not installed. */
static char *
find_chess (void)
{
  char *path = g_find_program_in_path ("gnome-chess");

  if (path == NULL && g_file_test ("/usr/games/gnome-chess", G_FILE_TEST_IS_EXECUTABLE))
    path = g_strdup ("/usr/games/gnome-chess");
  return path;
}

static gboolean
run_once (const char *self_path, const char *mode, const char *renderer, Sample *out)
{
  g_autofree char *stdout_text = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *chess = g_str_equal (mode, "chess") ? find_chess () : NULL;
  char *argv[] = { (char *) self_path, (char *) "--child", (char *) mode, NULL };
  g_auto(GStrv) env = g_get_environ ();
  gint64 start, first = 0, sharp = 0;
  long rss = -1;
  int status;

  env = g_environ_setenv (env, "GSETTINGS_BACKEND", "memory", TRUE);
  env = g_environ_setenv (env, "GSETTINGS_SCHEMA_DIR", HD_BUILD_DATA_DIR, TRUE);
  env = g_environ_setenv (env, "NO_AT_BRIDGE", "1", TRUE);
  if (renderer != NULL)
    env = g_environ_setenv (env, "GSK_RENDERER", renderer, TRUE);
  else
    env = g_environ_unsetenv (env, "GSK_RENDERER");
  if (chess != NULL)
    {
      /* the probe reports its first frame and memory, as a child does */
      argv[0] = chess;
      argv[1] = NULL;
      env = g_environ_setenv (env, "LD_PRELOAD", HD_BENCH_PROBE, TRUE);
      env = g_environ_setenv (env, "HD_BENCH_PROBE", "1", TRUE);
    }

  start = g_get_monotonic_time ();
  if (!g_spawn_sync (NULL, argv, env, G_SPAWN_DEFAULT, NULL, NULL, &stdout_text, NULL, &status, &error))
    {
      g_printerr ("%s\n", error->message);
      return FALSE;
    }
  for (char *line = strtok (stdout_text, "\n"); line; line = strtok (NULL, "\n"))
    {
      if (g_str_has_prefix (line, "first-frame "))
        first = g_ascii_strtoll (line + 12, NULL, 10);
      else if (g_str_has_prefix (line, "sharp "))
        sharp = g_ascii_strtoll (line + 6, NULL, 10);
      else if (g_str_has_prefix (line, "rss-kb "))
        rss = strtol (line + 7, NULL, 10);
    }
  if (first == 0 || sharp == 0 || rss < 0)
    {
      g_printerr ("the %s window did not report (exit status %d)\n", mode, status);
      return FALSE;
    }
  out->first_frame_ms = (first - start) / 1000.0;
  out->sharp_ms = (sharp - start) / 1000.0;
  out->rss_mb = rss / 1024.0;
  return TRUE;
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static double
median (double *v, int n)
{
  qsort (v, n, sizeof (double), compare_doubles);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static void
measure (const char *self_path, const char *renderer, int rounds, gboolean chess)
{
  double *e_first = g_new0 (double, rounds), *e_rss = g_new0 (double, rounds);
  double *b_first = g_new0 (double, rounds), *b_rss = g_new0 (double, rounds);
  double *c_first = g_new0 (double, rounds), *c_rss = g_new0 (double, rounds);
  double *d_sharp = g_new0 (double, rounds), *d_rss = g_new0 (double, rounds);
  double *d_first = g_new0 (double, rounds);
  double m_e_first, m_b_first, m_c_first, m_d_sharp, m_d_rss, m_d_first;

  printf ("\n== GSK renderer: %s\n", renderer ? renderer : "GTK's default (GL; under Xvfb that is Mesa's llvmpipe)");
  printf ("round   empty: first frame    rss  |  board: first frame   sharp      rss  | sharp after empty's first frame"
          "%s\n", chess ? " |  gnome-chess: first frame    rss" : "");
  for (int i = 0; i < rounds; i++)
    {
      Sample e, b, c = { 0 };

      if (!run_once (self_path, "empty", renderer, &e) || !run_once (self_path, "board", renderer, &b) ||
          (chess && !run_once (self_path, "chess", renderer, &c)))
        exit (1);
      e_first[i] = e.first_frame_ms;
      e_rss[i] = e.rss_mb;
      b_first[i] = b.first_frame_ms;
      b_rss[i] = b.rss_mb;
      c_first[i] = c.first_frame_ms;
      c_rss[i] = c.rss_mb;
      d_sharp[i] = b.sharp_ms - e.first_frame_ms;
      d_first[i] = 100.0 * (b.first_frame_ms - e.first_frame_ms) / e.first_frame_ms;
      d_rss[i] = b.rss_mb - e.rss_mb;
      printf ("%5d   %12.1f ms %7.1f MB  |  %12.1f ms %7.1f ms %6.1f MB  | %8.1f ms", i + 1,
              e.first_frame_ms, e.rss_mb, b.first_frame_ms, b.sharp_ms, b.rss_mb, d_sharp[i]);
      if (chess)
        printf ("                       |  %18.1f ms %7.1f MB", c.first_frame_ms, c.rss_mb);
      printf ("\n");
      fflush (stdout);
    }

  m_e_first = median (e_first, rounds);
  m_b_first = median (b_first, rounds);
  m_c_first = median (c_first, rounds);
  m_d_sharp = median (d_sharp, rounds);
  m_d_rss = median (d_rss, rounds);
  m_d_first = median (d_first, rounds);
  printf ("medians\n");
  printf ("  first frame:  empty %.1f ms, board %.1f ms (%.2f x, %+.1f %%)   target: at most 1.10 x -> %s\n",
          m_e_first, m_b_first, m_b_first / m_e_first, 100.0 * (m_b_first - m_e_first) / m_e_first,
          m_b_first <= 1.10 * m_e_first ? "met" : "NOT met");
  printf ("                (the same, paired round by round: median %+.1f %%; rounds differ by tens of ms)\n",
          m_d_first);
  if (chess)
    printf ("  gnome-chess:  first frame %.1f ms (%.2f x the empty window's); the board's is %.2f x it: %s   "
            "resident %.1f MB (%+.1f MB over the empty window)\n",
            m_c_first, m_c_first / m_e_first, m_b_first / m_c_first,
            m_b_first < m_c_first ? "ahead" : "NOT ahead", median (c_rss, rounds),
            median (c_rss, rounds) - median (e_rss, rounds));
  printf ("  board sharp:  %.1f ms after the empty window's first frame   target: at most 150 ms -> %s\n",
          m_d_sharp, m_d_sharp <= 150 ? "met" : "NOT met");
  printf ("  resident:     empty %.1f MB, board %.1f MB (%+.1f MB)   target: at most +25 MB -> %s\n",
          median (e_rss, rounds), median (b_rss, rounds), m_d_rss, m_d_rss <= 25 ? "met" : "NOT met");

  g_free (e_first);
  g_free (e_rss);
  g_free (b_first);
  g_free (b_rss);
  g_free (c_first);
  g_free (c_rss);
  g_free (d_sharp);
  g_free (d_rss);
  g_free (d_first);
}

int
main (int argc, char *argv[])
{
  g_autofree char *chess = NULL;
  int rounds = 7;

  if (argc >= 3 && g_str_equal (argv[1], "--child"))
    return run_child (argv[2], argc, argv);

  if (argc >= 2)
    rounds = MAX (1, atoi (argv[1]));
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_printerr ("No display. Run it as:\n"
                  "  dbus-run-session -- xvfb-run -a -s \"-screen 0 1600x1000x24\" %s [ROUNDS]\n", argv[0]);
      return 2;
    }

  chess = find_chess ();
  printf ("start-up, %d rounds per renderer; each round starts the empty window, then the board window%s\n", rounds,
          chess ? ", then gnome-chess" : "");
  if (chess == NULL)
    printf ("gnome-chess is not installed (apt-get install gnome-chess), so it is not measured\n");
  measure (argv[0], NULL, rounds, chess != NULL);
  measure (argv[0], "cairo", rounds, chess != NULL);
  return 0;
}
