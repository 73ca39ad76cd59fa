/* SPDX-License-Identifier: GPL-3.0-or-later */
/* window-util.c: the window tests' shared helpers (window-util.h): the
 * program's one window, waiting, finding widgets, pictures, sizes, and
 * the game in the window as the test-window-*.c programs drive it. */
#include "config.h"

#include <locale.h>
#include <string.h>
#include <glib/gi18n.h>

#include "hd-action-line.h"
#include "hd-box-spot.h"
#include "hd-games-list.h"
#include "hd-i18n.h"
#include "hd-test-util.h"
#include "window-util.h"

HdApplication *app;
HdWindow      *window;
HdBoardView   *board;

void
window_util_init (int    *argc,
                  char ***argv)
{
  gtk_test_init (argc, argv, NULL);
  /* gtk_test_init leaves the locale "C", where gettext ignores LANGUAGE:
   * the environment's (C.UTF-8), as the program's main() takes it */
  setlocale (LC_ALL, "");
  hd_i18n_bind_text_domain ();
  window_util_start ();
}

int
window_util_run (void)
{
  int ret = g_test_run ();

  gtk_window_destroy (GTK_WINDOW (window));
  g_clear_object (&app);
  return ret;
}

/* GTK's critical when the accessibility registry (a daemon of the
 * desktop's, which the test's own session bus starts) goes away before
 * the window has registered with it: a loaded machine made it happen in
 * CI, before any case ran.  That is not the program's fault, so it does
 * not end the test; every case that reads the accessible tree through
 * AT-SPI (a11y-util.c) still fails on its own if the registry is gone. */
static gboolean
fatal_unless_registry (const char     *domain,
                       GLogLevelFlags  level,
                       const char     *message,
                       gpointer        data)
{
  return !(g_strcmp0 (domain, "Gtk") == 0 && message != NULL &&
           g_str_has_prefix (message, "Unable to register the application"));
}

void
window_util_tolerate_registry (void)
{
  g_test_log_set_fatal_handler (fatal_unless_registry, NULL);
}

void
window_util_start (void)
{
  g_autoptr(GError) error = NULL;

  window_util_tolerate_registry ();
  app = hd_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_OPEN);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_application_activate (G_APPLICATION (app));
  window = HD_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  board = hd_window_get_board_view (window);
}

static gboolean
timeout_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @done says so (TRUE), or @seconds have gone
 * (FALSE). */
gboolean
wait_until (gboolean (*done) (gpointer), gpointer data, double seconds)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add ((guint) (seconds * 1000), timeout_cb, &timed_out);

  while (!done (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  return !timed_out;
}

/* Runs the main loop until @done says so, or fails after @seconds. */
void
wait_for (gboolean (*done) (gpointer), gpointer data, double seconds, const char *what)
{
  if (!wait_until (done, data, seconds))
    g_error ("timed out waiting for %s (%.0f s)", what, seconds);
}

/* A fixed wait: only where the time itself is what is tested (the toasts'
 * timeline in test_toasts_let_go); everywhere else, wait for a condition
 * (wait_for, wait_drawn, wait_board_drawn, clear_toasts, activate_clicked,
 * run_pending below). */
void
settle (double seconds)
{
  gboolean timed_out = FALSE;
  g_timeout_add ((guint) (seconds * 1000), timeout_cb, &timed_out);
  while (!timed_out)
    g_main_context_iteration (NULL, TRUE);
}

gboolean
no_toasts (gpointer data)
{
  return hd_window_get_n_toasts (window) == 0;
}

gboolean
board_is_still (gpointer data)
{
  return !hd_board_view_get_animating (board);
}

gboolean
board_is_sharp (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (board)) && hd_board_view_is_sharp (board);
}

gboolean
widget_is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

/* Runs whatever the main context has ready (signal handlers and idle
 * callbacks queued by the step before) until nothing is: for what the
 * app does at once or in an idle. */
void
run_pending (void)
{
  for (guint i = 0; i < 10000 && g_main_context_iteration (NULL, FALSE); i++)
    ;
}

static gboolean
count_frame (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  (*(guint *) data)++;
  return G_SOURCE_CONTINUE;
}

gboolean
two_frames (gpointer data)
{
  return *(guint *) data >= 2;
}

/* Every revealer under @widget (the window's banners) has finished its
 * transition. */
gboolean
revealers_settled (gpointer data)
{
  GtkWidget *widget = data;

  if (GTK_IS_REVEALER (widget) &&
      gtk_revealer_get_child_revealed (GTK_REVEALER (widget)) != gtk_revealer_get_reveal_child (GTK_REVEALER (widget)))
    return FALSE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    if (!revealers_settled (c))
      return FALSE;
  return TRUE;
}

/* Waits up to @seconds until @widget is shown, its banners still and a
 * whole frame drawn from now (a tick starts a frame; the second tick
 * comes once the first frame is painted): whatever was changed before is
 * on the screen. */
gboolean
wait_drawn_until (GtkWidget *widget, double seconds)
{
  guint n = 0, id;
  gboolean drawn;

  run_pending ();
  if (!wait_until (widget_is_mapped, widget, seconds) || !wait_until (revealers_settled, widget, seconds))
    return FALSE;
  id = gtk_widget_add_tick_callback (widget, count_frame, &n, NULL);
  drawn = wait_until (two_frames, &n, seconds);
  gtk_widget_remove_tick_callback (widget, id);
  return drawn;
}

void
wait_drawn (GtkWidget *widget, const char *what)
{
  if (!wait_drawn_until (widget, 60))
    g_error ("timed out waiting for %s (60 s)", what);
}

static void
note_clicked (GtkButton *button, gpointer data)
{
  *(gboolean *) data = TRUE;
}

gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

/* Activates @button as the keyboard does and waits until it has been
 * clicked (it shows itself pressed a moment first), and what its click
 * queued is done; it may be gone once clicked. */
void
activate_clicked (GtkWidget *button, const char *what)
{
  g_autoptr(GtkWidget) held = g_object_ref (button);
  gboolean clicked = FALSE;
  gulong id = g_signal_connect (held, "clicked", G_CALLBACK (note_clicked), &clicked);

  g_assert_true (gtk_widget_activate (held));
  wait_for (is_true, &clicked, 30, what);
  g_signal_handler_disconnect (held, id);
  run_pending ();
}

/* The toast overlay's children: its own child, and a widget for each
 * toast shown or still hiding (libadwaita unparents it once hidden). */
gboolean
no_toast_shown (gpointer data)
{
  guint n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (window->toast_overlay)); c;
       c = gtk_widget_get_next_sibling (c))
    n++;
  return no_toasts (NULL) && n <= 1;
}

/* Lets the window's toasts go (the app's own safe way, see
 * dismiss_toasts) and waits until none is shown or hiding: for pictures
 * without toasts, and a next test that starts without them. */
void
clear_toasts (const char *what)
{
  hd_window_dismiss_toasts (window);
  wait_for (no_toast_shown, NULL, 30, what);
}

/* Waits until the board has stopped moving and is on the screen sharp. */
void
wait_board_drawn (const char *what)
{
  wait_for (board_is_still, NULL, 60, what);
  wait_drawn (GTK_WIDGET (board), what);
  wait_for (board_is_sharp, NULL, 60, what);
  wait_drawn (GTK_WIDGET (board), what);
}

GtkWidget *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && gtk_widget_get_visible (w))
        return w;
    }
  return NULL;
}

gboolean
toplevel_shown (gpointer data)
{
  GtkWidget *w = find_toplevel ((GType) GPOINTER_TO_SIZE (data));
  return w != NULL && gtk_widget_get_mapped (w);
}

GtkWidget *
wait_toplevel (GType type, const char *what)
{
  wait_for (toplevel_shown, GSIZE_TO_POINTER (type), 30, what);
  return find_toplevel (type);
}

gboolean
toplevel_gone (gpointer data)
{
  return find_toplevel ((GType) GPOINTER_TO_SIZE (data)) == NULL;
}

void
save_screenshot (GtkWidget *widget, const char *name)
{
  save_screenshot_full (widget, name, TRUE);
}

/* A picture of the whole window for people to look at, once the toasts
 * are gone and a frame is drawn without them. */
void
save_window_picture (const char *name)
{
  clear_toasts ("the toasts to go before a picture");
  wait_drawn (GTK_WIDGET (window), "the window without toasts");
  save_screenshot (GTK_WIDGET (window), name);
}

/* A picture of the window with the board seen at @zoom around the box
 * @box_id (its centre moved by @dx, @dy), no box focused, the board drawn
 * sharp first. */
void
save_board_picture (const char *box_id, double zoom, double dx, double dy, const char *name)
{
  const HdBox *box = hd_map_lookup_id (hd_board_view_get_map (board), box_id);

  hd_board_view_set_view (board, zoom, box->x + dx, box->y + dy);
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  wait_board_drawn ("the board seen for the picture");
  save_window_picture (name);
}

/* @widget as drawn now, in a texture; for a second window under a loaded
 * headless server it may not come (NULL, only when not @required). */
GdkTexture *
render_widget (GtkWidget *widget, gboolean required)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot;
  g_autoptr(GskRenderNode) node = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  int w, h;

  /* on a loaded machine a new window takes a while to be mapped and drawn */
  if (required)
    wait_drawn (widget, "the widget to be shown");
  else if (!wait_drawn_until (widget, 10))
    return NULL;
  w = gtk_widget_get_width (widget);
  h = gtk_widget_get_height (widget);
  /* a picture that is not required is not worth more than a few seconds
   * on a loaded machine (a hundred one-second tries ran a test out of time) */
  for (int attempt = 0; attempt < (required ? 100 : 5) && node == NULL; attempt++)
    {
      /* The paintable is empty until the widget has been drawn again. */
      if (attempt > 0)
        {
          gtk_widget_queue_draw (widget);
          if (!wait_drawn_until (widget, required ? 60 : 1))
            break;
        }
      snapshot = gtk_snapshot_new ();
      gdk_paintable_snapshot (paintable, snapshot, w, h);
      node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
    }
  if (node == NULL && !required)
    return NULL;
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
}

/* A picture for people to look at; for a second window under a loaded
 * headless server the picture may not come, and that is only reported. */
void
save_screenshot_full (GtkWidget *widget, const char *name, gboolean required)
{
  const char *dir = g_getenv ("HD_SCREENSHOT_DIR");
  const char *suffix = g_getenv ("HD_SCREENSHOT_SUFFIX");   /* "-de": the German run's pictures */
  g_autofree char *stem = g_str_has_suffix (name, ".png") ? g_strndup (name, strlen (name) - 4) : g_strdup (name);
  g_autofree char *file = g_strdup_printf ("%s%s.png", stem, suffix ? suffix : "");
  g_autofree char *path = g_build_filename (dir ? dir : ".", file, NULL);
  g_autoptr(GdkTexture) texture = render_widget (widget, required);

  if (texture == NULL)
    {
      g_test_message ("no screenshot %s: the window was not drawn in time", name);
      return;
    }
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

void
collect_labels (GtkWidget *widget, GString *out)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    {
      g_string_append (out, gtk_label_get_text (GTK_LABEL (widget)));
      g_string_append_c (out, '\n');
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_labels (c, out);
}

GtkWidget *
find_descendant (GtkWidget *widget, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_descendant (c, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
find_button (GtkWidget *widget, const char *label)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_visible (widget) &&
      g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_button (c, label);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A visible label under @widget whose text is @text (or, with @part,
 * contains it). */
GtkWidget *
find_label_full (GtkWidget *widget, const char *text, gboolean part)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    {
      const char *t = gtk_label_get_text (GTK_LABEL (widget));
      if (part ? strstr (t, text) != NULL : g_strcmp0 (t, text) == 0)
        return widget;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_label_full (c, text, part);
      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
find_label (GtkWidget *widget, const char *text)
{
  return find_label_full (widget, text, FALSE);
}

/* A message as the program shows it in this run's language. */
const char *
tr (const char *msgid)
{
  return g_dgettext (GETTEXT_PACKAGE, msgid);
}

/* The window's surface (what the window system shows, its resize
 * borders included) is @data's size. */
gboolean
window_has_size (gpointer data)
{
  const Size *size = data;
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  return gdk_surface_get_width (surface) == size->width && gdk_surface_get_height (surface) == size->height &&
         window->narrow == (size->width < HD_WINDOW_WIDE_WIDTH) &&
         adw_flap_get_folded (window->flap) == window->narrow;
}

gboolean
panel_settled (gpointer data)
{
  double progress = adw_flap_get_reveal_progress (window->flap);
  return progress == (adw_flap_get_reveal_flap (window->flap) ? 1.0 : 0.0);
}

/* Resizes the real window and waits until it is laid out and drawn. */
void
resize_window (int width, int height)
{
  Size size = { width, height };

  gboolean sized = FALSE;

  gtk_window_unmaximize (GTK_WINDOW (window));
  /* from wide to narrow the window is as narrow as the wide header bar
   * allows, then narrower once the header bar is narrow: asked again, as
   * a person dragging its edge asks again */
  for (guint attempt = 0; attempt < 3 && !sized; attempt++)
    {
      gtk_window_set_default_size (GTK_WINDOW (window), width, height);
      sized = wait_until (window_has_size, &size, attempt < 2 ? 5 : 30);
    }
  if (!sized)
    g_error ("the window did not become %d x %d: it is %d x %d, %s, the panel %s", width, height,
             gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (window))),
             gdk_surface_get_height (gtk_native_get_surface (GTK_NATIVE (window))),
             window->narrow ? "narrow" : "wide", adw_flap_get_folded (window->flap) ? "folded" : "beside the board");
  wait_for (panel_settled, NULL, 30, "the side panel still");
  wait_drawn (GTK_WIDGET (window), "the window resized drawn");
}

GtkWidget *
widest (GtkWidget *widget, int min)
{
  int w;

  if (!gtk_widget_get_visible (widget))
    return NULL;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &w, NULL, NULL, NULL);
  if (w < min)
    return NULL;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = widest (c, min);
      if (found != NULL)
        return found;
    }
  return widget;
}

void
describe_widths (GtkWidget *widget)
{
  for (GtkWidget *c = widget ? gtk_widget_get_first_child (widget) : NULL; c; c = gtk_widget_get_next_sibling (c))
    {
      int cw;
      gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, &cw, NULL, NULL, NULL);
      g_test_message ("  in it: %s %d wide \"%s\"", G_OBJECT_TYPE_NAME (c), cw,
                      GTK_IS_LABEL (c) ? gtk_label_get_text (GTK_LABEL (c))
                      : GTK_IS_BUTTON (c) && gtk_button_get_label (GTK_BUTTON (c)) ? gtk_button_get_label (GTK_BUTTON (c))
                      : "");
    }
}

gboolean
campaign_shown (gpointer data)
{
  return window->campaign != NULL && hd_campaign_page_get_view (window->campaign_page) != NULL &&
         g_strcmp0 (gtk_stack_get_visible_child_name (window->panel_stack), "campaign") == 0;
}

static gboolean
campaign_dialog_gone (gpointer data)
{
  return hd_window_get_campaign_dialog (window) == NULL;
}

void
start_campaign (void)
{
  GtkWidget *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-campaign", NULL));
  dialog = hd_window_get_campaign_dialog (window);
  g_assert_nonnull (dialog);
  wait_drawn (dialog, "the New Campaign Game dialog");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "start");
  wait_for (campaign_dialog_gone, NULL, 30, "the dialog answered");
  wait_for (campaign_shown, NULL, 30, "the campaign shown");
  run_pending ();
}

/* ------------------------------------- A House Divided in the window */

gboolean
lesson_step_is (gpointer data)
{
  HdLessonRun *run = hd_lesson_card_get_run (window->lesson_card);
  return run != NULL && hd_lesson_run_get_step (run) == GPOINTER_TO_UINT (data);
}

gboolean
lesson_step_done (gpointer data)
{
  HdLessonRun *run = hd_lesson_card_get_run (window->lesson_card);
  return run != NULL && hd_lesson_run_get_step_done (run);
}

/* The number of actions of @game differs from @n: the step acted. */
typedef struct {
  HdGame *game;
  guint   n;
} ActionWait;

static gboolean
game_acted (gpointer data)
{
  const ActionWait *w = data;
  return hd_log_get_n_actions (HD_LOG (w->game)) != w->n;
}

/* Waits until @game holds another number of actions than @n (a button
 * activated from the keyboard is clicked a moment later). */
void
wait_acted (HdGame *game, guint n, const char *what)
{
  ActionWait w = { game, n };
  wait_for (game_acted, &w, 30, what);
  run_pending ();
}

const HdBox *
focused_box (void)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  if (!HD_IS_BOX_SPOT (focus))
    return NULL;
  return hd_map_get_box (hd_board_view_get_map (board), hd_box_spot_get_index (HD_BOX_SPOT (focus)));
}

GtkWidget *
find_label_containing (GtkWidget *widget, const char *text)
{
  return find_label_full (widget, text, TRUE);
}

GtkDropDown *
find_drop_down (GtkWidget *widget, guint n_items)
{
  if (GTK_IS_DROP_DOWN (widget) && g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (widget))) == n_items)
    return GTK_DROP_DOWN (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkDropDown *found = find_drop_down (c, n_items);
      if (found != NULL)
        return found;
    }
  return NULL;
}

HdStatusPanel *
status_panel (HdWindow *w)
{
  g_assert_nonnull (w->status_panel);
  return w->status_panel;
}

void
assert_panel_says (const char *what)
{
  g_autofree char *text = hd_status_panel_get_text (status_panel (window));

  if (strstr (text, what) == NULL)
    g_error ("the status panel does not say \"%s\":\n%s", what, text);
}

/* A label under @widget whose markup links to @uri (shown, or any). */
GtkLabel *
find_link_in (GtkWidget *widget, const char *uri, gboolean mapped)
{
  g_autofree char *href = g_strdup_printf ("href=\"%s\"", uri);

  if (GTK_IS_LABEL (widget) && (!mapped || gtk_widget_get_mapped (widget)) &&
      gtk_label_get_use_markup (GTK_LABEL (widget)) && strstr (gtk_label_get_label (GTK_LABEL (widget)), href) != NULL)
    return GTK_LABEL (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkLabel *found = find_link_in (c, uri, mapped);
      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkLabel *
find_link (GtkWidget *widget, const char *uri)
{
  return find_link_in (widget, uri, TRUE);
}

/* A game of @scenario with @options in the window, its board emptied
 * (when @clear) and set with the transcript lines @lines. */
HdGame *
start_game_with (const char *scenario, const char **options, gboolean clear, const char * const *lines, guint n)
{
  HdMap *map = hd_board_view_get_map (board);
  HdGame *game;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", scenario, options));
  game = hd_window_get_game (window);
  if (clear)
    hd_test_clear_game (game);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;
      HdAction a;
      g_assert_true (hd_action_line_parse (map, lines[i], &a));
      if (!hd_log_apply (HD_LOG (game), &a, &error))
        g_error ("%s: %s", lines[i], error->message);
    }
  run_pending ();
  return game;
}

gboolean
odds_known (gpointer data)
{
  return hd_battle_panel_get_odds (HD_BATTLE_PANEL (data)) >= 0;
}

void
apply_line (HdGame *game, const char *line)
{
  HdAction a;
  g_autoptr(GError) error = NULL;

  g_assert_true (hd_action_line_parse (hd_board_view_get_map (board), line, &a));
  if (!hd_log_apply (HD_LOG (game), &a, &error))
    g_error ("%s: %s", line, error->message);
}

gboolean
toast_gone (gpointer data)
{
  return !g_ptr_array_find (window->toasts, data, NULL);
}

HdLessonCard *
lesson_card (void)
{
  return window->lesson_card;
}

void
assert_card_says (const char *what)
{
  g_autofree char *text = hd_lesson_card_get_text (lesson_card ());
  if (strstr (text, what) == NULL)
    g_error ("the lesson card does not say \"%s\":\n%s", what, text);
}

AdwActionRow *
find_row (GtkWidget *widget, const char *title)
{
  if (ADW_IS_ACTION_ROW (widget) && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return ADW_ACTION_ROW (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      AdwActionRow *found = find_row (c, title);
      if (found != NULL)
        return found;
    }
  return NULL;
}

void
close_problem_dialogs (void)
{
  GtkWidget *dialog;

  while ((dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG)) != NULL)
    gtk_window_destroy (GTK_WINDOW (dialog));
}

gboolean
resume_dialog_shown (gpointer data)
{
  return hd_window_get_resume_dialog (HD_WINDOW (data)) != NULL;
}

gboolean
not_loading (gpointer data)
{
  return !hd_window_is_loading (HD_WINDOW (data)) && hd_window_get_game (HD_WINDOW (data)) != NULL;
}

HdNewGameDialog *
open_new_game (void)
{
  HdNewGameDialog *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  dialog = HD_NEW_GAME_DIALOG (find_toplevel (HD_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (dialog);
  run_pending ();
  return dialog;
}

gboolean
games_list_shows (gpointer data)
{
  HdGamesList *list = HD_GAMES_LIST (find_descendant (GTK_WIDGET (window->status_panel), HD_TYPE_GAMES_LIST));
  g_autoptr(GString) labels = g_string_new (NULL);

  collect_labels (GTK_WIDGET (list), labels);
  return hd_games_list_get_n_games (list) > 0 && strstr (labels->str, data) != NULL;
}
