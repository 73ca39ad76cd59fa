/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-companion-frames.c: whether the window stays responsive while
 * the companion thinks (issue 33, item 4: a frame at least every 50 ms).
 *
 * The real window opens a saved game against the companion at Hard (the
 * slowest think), as a person opens one: a scenario (default 1862, the
 * Union) played on (the companion's side by its own steps at Normal, the
 * other by the greedy player, seeded) to the first position of the one
 * of the companion's first --scan Movement Segments where Hard thinks
 * longest (timed off-screen first), and saved there, the companion's dice
 * rolled (so one think plans the whole of its turn that needs no person).  Each round opens the game,
 * cancels the think that opening starts, lets the window settle, and
 * presses Done, which thinks again from the same position; from that
 * press to the first frame after the answer has come, it records the
 * time of every frame the window paints (its GdkFrameClock's
 * "after-paint").  An idle window paints nothing, so a tick callback
 * queues a redraw of the board every frame, as when a person pans it
 * while the companion thinks (--redraw card redraws only the card).
 * Before the rounds, the same redraw with no think gives the window's
 * own frame gaps on this machine.  It prints the longest gap between
 * frames, where it ended (ms from the press), and the 99th percentile
 * of the gaps, per think and over all, against the target of 50 ms; it
 * asserts nothing.
 *
 *   dbus-run-session -- xvfb-run -a -s "-screen 0 1600x1000x24" \
 *     build/bench/bench-companion-frames [--rounds N] [--scenario ID]
 *     [--side union|confederate] [--scan N] [--redraw board|card]
 *
 * GTK's renderer is the environment's (GSK_RENDERER=cairo for cairo). */
#include "config.h"

#include <stdio.h>
#include <glib/gstdio.h>

#include "bench-figures.h"
#include "hd-application.h"
#include "hd-companion-card.h"
#include "hd-companion.h"
#include "hd-player.h"
#include "hd-status-panel.h"
#include "hd-window-private.h"

#define TARGET_MS 50.0

static HdWindow *window;

static HdCompanionCard *
card (void)
{
  return hd_status_panel_get_companion_card (window->status_panel);
}

/* Runs the main loop until @done (or @seconds); FALSE when timed out. */
static gboolean
wait_until (gboolean (*done) (void), double seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);

  while (!done ())
    {
      if (g_get_monotonic_time () > end)
        return FALSE;
      /* the frames (a tick callback each) and the think's answer wake it */
      g_main_context_iteration (NULL, TRUE);
    }
  return TRUE;
}

static gboolean
thinking (void)
{
  return hd_companion_card_is_thinking (card ());
}

static gboolean
not_thinking (void)
{
  return !hd_companion_card_is_thinking (card ());
}

static gboolean
never (void)
{
  return FALSE;
}

/* ------------------------------------------------- the game to open */

static guint
roll (gpointer data)
{
  return (guint) g_rand_int_range (data, 1, 7);
}

static void
apply (HdGame *game, const HdAction *action)
{
  g_autoptr(GError) error = NULL;

  if (!hd_log_apply (HD_LOG (game), action, &error))
    g_error ("an action refused: %s", error->message);
}

/* The companion's steps (seats of @game) from its position, made. */
static void
companion_plays (HdGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCompanionTurn) turn = hd_companion_think (hd_game_get_state (game), hd_game_get_seats (game),
                                                        hd_log_get_n_actions (HD_LOG (game)), NULL, NULL, NULL,
                                                        &error);

  if (turn == NULL)
    g_error ("the companion made no step: %s", error->message);
  for (guint i = 0; i < hd_companion_turn_get_n_steps (turn); i++)
    {
      g_autoptr(GArray) actions = hd_companion_step_get_actions (hd_companion_turn_get_step (turn, i), NULL, NULL);

      for (guint k = 0; k < actions->len; k++)
        apply (game, &g_array_index (actions, HdAction, k));
    }
}

/* Whether @game waits for the first decision of the companion's
 * Movement Segment (its march die, or turn 1's fixed marches). */
static gboolean
at_segment (HdGame *game)
{
  const HdState *s = hd_game_get_state (game);
  HdAwaited awaited = hd_action_get_decision (s);

  return hd_companion_is_due (hd_game_get_seats (game), s)
         && (awaited.kind == HD_AWAITED_MARCH_DIE
             || (awaited.kind == HD_AWAITED_MARCHES && hd_state_get_marches_left (s) == hd_state_get_marches (s)));
}

/* The milliseconds of a Hard think from @game's position (off-screen). */
static double
hard_think_ms (HdGame *game)
{
  HdSeats seats = *hd_game_get_seats (game);
  g_autoptr(HdCompanionTurn) turn = NULL;
  gint64 t0;

  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    if (seats.side[side].player != HD_SEAT_PERSON)
      seats.side[side].player = HD_SEAT_HARD;
  t0 = g_get_monotonic_time ();
  turn = hd_companion_think (hd_game_get_state (game), &seats, hd_log_get_n_actions (HD_LOG (game)), NULL, NULL,
                             NULL, NULL);
  return (g_get_monotonic_time () - t0) / 1000.0;
}

/* A new game of @scenario, the companion at Normal on @side, played on
 * (the other side greedy, seeded) to the first position of the
 * companion's Movement Segment number @stop (from 0); with @ms, a Hard
 * think timed at each of them, up to @stop. */
static HdGame *
play_on (HdMap *map, const char *scenario, HdSide side, guint stop, GArray *ms)
{
  static const char *none[] = { NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = hd_game_new (map, scenario, none, &error);
  g_autoptr(HdPlayer) greedy = hd_player_new (HD_PLAYER_GREEDY, 62);
  g_autoptr(GRand) dice = g_rand_new_with_seed (63);
  HdSeats seats;
  guint seen = 0;

  if (game == NULL)
    g_error ("%s", error->message);
  hd_seats_init (&seats);
  seats.side[side].player = HD_SEAT_NORMAL;
  seats.side[side].seed = 61;
  hd_game_set_seats (game, &seats);
  while (!hd_state_is_over (hd_game_get_state (game)))
    {
      HdDecision d = { 0 };

      if (at_segment (game))
        {
          if (ms != NULL)
            {
              double t = hard_think_ms (game);
              g_array_append_val (ms, t);
            }
          if (seen++ == stop)
            return g_steal_pointer (&game);
        }
      if (hd_companion_is_due (&seats, hd_game_get_state (game)))
        {
          companion_plays (game);
          continue;
        }
      if (!hd_player_decide (greedy, hd_game_get_state (game), roll, dice, NULL, &d, &error))
        g_error ("the greedy player decided nothing: %s", error->message);
      apply (game, &d.action);
      hd_decision_clear (&d);
    }
  return g_steal_pointer (&game);
}

/* The game to open, saved in @path: of the companion's first @scan
 * Movement Segments, the one where Hard thinks longest, its seat given
 * to the companion at Hard; that think's time off-screen in @ms. */
static void
make_game (HdMap *map, const char *scenario, HdSide side, guint scan, const char *path, guint *turn, double *ms)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(HdGame) scanned = play_on (map, scenario, side, scan - 1, times);
  g_autoptr(HdGame) game = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  HdSeats seats;
  guint slowest = 0;

  if (times->len == 0)
    g_error ("the companion has no Movement Segment in %s", scenario);
  for (guint i = 1; i < times->len; i++)
    if (g_array_index (times, double, i) > g_array_index (times, double, slowest))
      slowest = i;
  *ms = g_array_index (times, double, slowest);
  game = play_on (map, scenario, side, slowest, NULL);
  *turn = hd_state_get_turn (hd_game_get_state (game));
  seats = *hd_game_get_seats (game);
  seats.side[side].player = HD_SEAT_HARD;
  hd_game_set_seats (game, &seats);
  if (!hd_log_save (HD_LOG (game), file, &error))
    g_error ("%s", error->message);
}

/* ---------------------------------------------------------- the frames */

typedef struct {
  GArray    *frames;     /* double: ms of each painted frame */
  gboolean   recording;
  GtkWidget *redraw;     /* queued for a redraw every frame */
} Recorder;

static Recorder rec;

static double
now_ms (void)
{
  return g_get_monotonic_time () / 1000.0;
}

static void
after_paint (GdkFrameClock *clock, gpointer data)
{
  double t = now_ms ();

  if (rec.recording)
    g_array_append_val (rec.frames, t);
}

static gboolean
tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  gtk_widget_queue_draw (rec.redraw);
  return G_SOURCE_CONTINUE;
}

/* The gaps between @start, the frames and @end (the last frame). */
static GArray *
gaps (double start)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (double));
  double last = start;

  for (guint i = 0; i < rec.frames->len; i++)
    {
      double t = g_array_index (rec.frames, double, i);
      double gap = t - last;

      g_array_append_val (out, gap);
      last = t;
    }
  return out;
}

static gboolean
one_frame (void)
{
  return rec.frames->len > 0;
}

/* Records frames from now until @done, then to the next frame; the gaps
 * and, in @ms, how long @done took. */
static GArray *
record (gboolean (*done) (void), double seconds, void (*begin) (void), double *ms)
{
  double start;
  gboolean ok;

  g_array_set_size (rec.frames, 0);
  rec.recording = TRUE;
  start = now_ms ();
  if (begin != NULL)
    begin ();
  ok = wait_until (done, seconds);
  *ms = now_ms () - start;
  if (!ok && done != never)
    g_error ("the companion did not answer within %.0f s", seconds);
  /* the frame that shows the answer (the GTask's result handled) */
  {
    guint seen = rec.frames->len;
    gint64 limit = g_get_monotonic_time () + G_USEC_PER_SEC;

    while (rec.frames->len == seen && g_get_monotonic_time () < limit)
      g_main_context_iteration (NULL, TRUE);
  }
  rec.recording = FALSE;
  return gaps (start);
}

static void
press_done (void)
{
  if (!gtk_widget_activate_action (GTK_WIDGET (card ()), "companion.done", NULL) || !thinking ())
    g_error ("Done did not make the companion think again");
}

/* Where the longest of @g (in order) ends, in ms from the first's start. */
static double
longest_at (GArray *g)
{
  double at = 0, end = 0, longest = -1;

  for (guint i = 0; i < g->len; i++)
    {
      double gap = g_array_index (g, double, i);

      end += gap;
      if (gap > longest)
        {
          longest = gap;
          at = end;
        }
    }
  return at;
}

static void
print_gaps (const char *label, GArray *g, double ms)
{
  double at = longest_at (g);

  g_array_sort (g, bench_by_value);
  printf ("%-10s %9.0f %7u %9.1f %9.1f %9.1f %9.0f   %s\n", label, ms, g->len, bench_percentile (g, 0.5),
          bench_percentile (g, 0.99), g->len > 0 ? g_array_index (g, double, g->len - 1) : 0, at,
          g->len > 0 && g_array_index (g, double, g->len - 1) <= TARGET_MS ? "met" : "NOT met");
  fflush (stdout);
}

/* One round: the game opened, its think cancelled, the window settled,
 * Done pressed; the gaps over the think. */
static GArray *
round_once (GFile *file, double *ms)
{
  g_autoptr(GError) error = NULL;
  double idle;

  if (!hd_window_open_file (window, file, &error))
    g_error ("%s", error->message);
  if (!thinking () || !gtk_widget_activate_action (GTK_WIDGET (card ()), "companion.cancel", NULL))
    g_error ("the companion did not think on opening the game");
  g_array_unref (record (never, 1.5, NULL, &idle));
  return record (not_thinking, 300, press_done, ms);
}

static void
started (void)
{
  rec.frames = g_array_new (FALSE, FALSE, sizeof (double));
}

static void
setup_env (void)
{
  g_setenv ("GSETTINGS_BACKEND", "memory", FALSE);
  g_setenv ("GSETTINGS_SCHEMA_DIR", HD_BUILD_DATA_DIR, FALSE);
  g_setenv ("NO_AT_BRIDGE", "1", FALSE);
}

int
main (int argc, char *argv[])
{
  gint rounds = 5, scan = 12;
  guint turn = 0;
  double off_screen = 0;
  g_autofree char *scenario = NULL;
  g_autofree char *side_name = NULL;
  g_autofree char *redraw = NULL;
  GOptionEntry entries[] = {
    { "rounds", 0, 0, G_OPTION_ARG_INT, &rounds, "Thinks measured (default 5)", "N" },
    { "scenario", 0, 0, G_OPTION_ARG_STRING, &scenario, "The scenario (default 1863)", "ID" },
    { "side", 0, 0, G_OPTION_ARG_STRING, &side_name, "The companion's side (default union)", "SIDE" },
    { "scan", 0, 0, G_OPTION_ARG_INT, &scan,
      "The companion's Movement Segments tried for the slowest think (default 12)", "N" },
    { "redraw", 0, 0, G_OPTION_ARG_STRING, &redraw, "What is redrawn every frame: board or card", "WHAT" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("- the window's frames while the companion thinks");
  g_autoptr(GError) error = NULL;
  g_autoptr(HdApplication) app = NULL;
  g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *folder = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  GdkFrameClock *clock;
  HdSide side;
  double total = 0, ms;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || rounds < 1 || scan < 1)
    {
      g_printerr ("bench-companion-frames: %s\n", error != NULL ? error->message : "bad arguments (see --help)");
      return 2;
    }
  side = side_name != NULL && g_str_equal (side_name, "confederate") ? HD_SIDE_CONFEDERATE : HD_SIDE_UNION;
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_printerr ("No display. Run it as:\n"
                  "  dbus-run-session -- xvfb-run -a -s \"-screen 0 1600x1000x24\" %s\n", argv[0]);
      return 2;
    }
  setup_env ();
  started ();
  app = hd_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    g_error ("%s", error->message);
  g_application_activate (G_APPLICATION (app));
  window = HD_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  folder = g_dir_make_tmp ("bench-companion-XXXXXX", NULL);
  path = g_build_filename (folder, "against-hard.hdgame", NULL);
  file = g_file_new_for_path (path);
  make_game (hd_board_view_get_map (hd_window_get_board_view (window)), scenario != NULL ? scenario : "1862", side,
             (guint) scan, path, &turn, &off_screen);
  gtk_widget_realize (GTK_WIDGET (window));
  clock = gdk_surface_get_frame_clock (gtk_native_get_surface (GTK_NATIVE (window)));
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint), NULL);
  rec.redraw = redraw != NULL && g_str_equal (redraw, "card") ? GTK_WIDGET (card ())
                                                               : GTK_WIDGET (hd_window_get_board_view (window));
  gtk_widget_add_tick_callback (GTK_WIDGET (window), tick, NULL, NULL);
  wait_until (one_frame, 10);

  printf ("Frames while the companion (Hard) thinks: %s, the %s, its Movement Segment of Game Turn %u (the slowest "
          "of its first %d: %.0f ms off-screen); renderer %s; redrawn every frame: %s\n\n",
          scenario != NULL ? scenario : "1862", hd_side_to_string (side), turn, scan, off_screen,
          G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (window))),
          redraw != NULL ? redraw : "board");
  printf ("%-10s %9s %7s %9s %9s %9s %9s   target: no gap over %.0f ms\n", "", "ms", "frames", "median", "p99",
          "longest", "ends at", TARGET_MS);
  {
    g_autoptr(GArray) base = NULL;

    /* the window with nothing to think, after the game is opened once */
    g_array_unref (round_once (file, &ms));
    base = record (never, 3, NULL, &ms);
    print_gaps ("no think", base, ms);
  }
  for (gint i = 0; i < rounds; i++)
    {
      g_autoptr(GArray) g = round_once (file, &ms);
      g_autofree char *label = g_strdup_printf ("think %d", i + 1);

      g_array_append_vals (all, g->data, g->len);
      total += ms;
      print_gaps (label, g, ms);
    }
  print_gaps ("all thinks", all, total);
  g_unlink (path);
  g_rmdir (folder);
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
