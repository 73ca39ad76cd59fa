/* test-window.c: drives the real application window under Xvfb: it opens
 * on the whole board, the board becomes sharp, the keyboard reaches
 * Richmond (Tab into the board, then the arrow-key action), Enter opens its
 * popover, and the popover says what the board says about Richmond.  Zoom
 * actions are checked, and screenshots are saved. */
#include "config.h"

#include <math.h>
#include <string.h>
#include <adwaita.h>

#include "hd-application.h"
#include "hd-board-view.h"
#include "hd-box-popover.h"
#include "hd-box-spot.h"
#include "hd-window.h"

static HdApplication *app;
static HdWindow *window;
static HdBoardView *board;

static gboolean
timeout_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @done says so, or fails after @seconds. */
static void
wait_for (gboolean (*done) (gpointer), gpointer data, double seconds, const char *what)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add ((guint) (seconds * 1000), timeout_cb, &timed_out);

  while (!done (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (timed_out)
    g_error ("timed out waiting for %s", what);
  g_source_remove (id);
}

static void
settle (double seconds)
{
  gboolean timed_out = FALSE;
  g_timeout_add ((guint) (seconds * 1000), timeout_cb, &timed_out);
  while (!timed_out)
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
board_is_sharp (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (board)) && hd_board_view_is_sharp (board);
}

static gboolean
popover_is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (hd_board_view_get_popover (board)));
}

static gboolean
popover_is_hidden (gpointer data)
{
  return !gtk_widget_get_visible (GTK_WIDGET (hd_board_view_get_popover (board)));
}

static void
save_screenshot (GtkWidget *widget, const char *name)
{
  const char *dir = g_getenv ("HD_SCREENSHOT_DIR");
  g_autofree char *path = g_build_filename (dir ? dir : ".", name, NULL);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);

  for (int attempt = 0; attempt < 20 && node == NULL; attempt++)
    {
      /* The paintable is empty until the widget has been drawn again. */
      if (attempt > 0)
        {
          gtk_widget_queue_draw (widget);
          settle (0.1);
        }
      snapshot = gtk_snapshot_new ();
      gdk_paintable_snapshot (paintable, snapshot, w, h);
      node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
    }
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

static void
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

static const HdBox *
focused_box (void)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  if (!HD_IS_BOX_SPOT (focus))
    return NULL;
  return hd_map_get_box (hd_board_view_get_map (board), hd_box_spot_get_index (HD_BOX_SPOT (focus)));
}

static void
test_opens_on_whole_board (void)
{
  wait_for (board_is_sharp, NULL, 60, "the board to be drawn sharp");
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window)));
  g_assert_true (hd_board_view_get_fitted (board));
  g_assert_cmpfloat_with_epsilon (hd_board_view_get_zoom (board), hd_board_view_get_fit_zoom (board), 1e-9);
  settle (0.2);
  save_screenshot (GTK_WIDGET (window), "window-board.png");
}

static void
test_keyboard_to_richmond (void)
{
  HdMap *map = hd_board_view_get_map (board);
  const HdBox *richmond = hd_map_lookup_name (map, "Richmond");
  const HdBox *box = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  guint n_rows = 0;

  /* Tab from the header bar into the board: the first box gets focus. */
  for (int i = 0; i < 20 && (box = focused_box ()) == NULL; i++)
    gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
  g_assert_nonnull (box);
  g_test_message ("Tab reached %s", box->name);

  /* Arrow keys toward Richmond. */
  for (int step = 0; step < 60 && box != richmond; step++)
    {
      double dx = richmond->x - box->x, dy = richmond->y - box->y;
      const char *dir = fabs (dx) > fabs (dy) ? (dx > 0 ? "right" : "left") : (dy > 0 ? "down" : "up");
      const HdBox *before = box;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.move-focus", "s", dir));
      box = focused_box ();
      if (box == before)
        {
          /* blocked that way: try the other axis */
          dir = fabs (dx) > fabs (dy) ? (dy > 0 ? "down" : "up") : (dx > 0 ? "right" : "left");
          gtk_widget_activate_action (GTK_WIDGET (board), "board.move-focus", "s", dir);
          box = focused_box ();
        }
      g_assert_nonnull (box);
      g_test_message ("arrow %s: %s", dir, box->name);
    }
  g_assert_true (box == richmond);
  g_assert_true (hd_board_view_get_focus_box (board) == richmond);
  settle (0.3);

  /* Enter opens the popover (the spot's activate signal is Enter's binding). */
  gtk_widget_activate (gtk_root_get_focus (GTK_ROOT (window)));
  wait_for (popover_is_mapped, NULL, 10, "the popover");
  collect_labels (GTK_WIDGET (hd_board_view_get_popover (board)), text);
  g_test_message ("popover says:\n%s", text->str);

  g_assert_nonnull (strstr (text->str, "Richmond\n"));
  g_assert_nonnull (strstr (text->str, "Virginia\n"));
  g_assert_nonnull (strstr (text->str, "Confederate (gray box)"));
  g_assert_nonnull (strstr (text->str, "Recruitment\nConfederate 3\n"));
  g_assert_nonnull (strstr (text->str, "Port\nNo\n"));
  g_assert_nonnull (strstr (text->str, "Permanent entrenchment\nYes"));
  g_assert_nonnull (strstr (text->str, "River sides\nPetersburg\n"));
  g_assert_nonnull (strstr (text->str, "Railroad → Petersburg"));
  g_assert_nonnull (strstr (text->str, "Railroad → Fredericksburg"));

  /* one row per line out of Richmond */
  for (guint i = 0; i < richmond->n_lines; i++)
    {
      const HdLine *l = hd_map_get_line (map, richmond->lines[i]);
      const HdBox *to = hd_map_line_other_end (map, l, richmond);
      g_autofree char *needle = g_strdup_printf ("→ %s\n", to->name);
      g_assert_nonnull (strstr (text->str, needle));
      n_rows++;
    }
  g_assert_cmpuint (n_rows, >=, 4);

  settle (0.3);
  {
    /* The popover is a surface of its own: render it beside the window. */
    save_screenshot (GTK_WIDGET (hd_board_view_get_popover (board)), "popover-richmond.png");
  }

  gtk_popover_popdown (hd_board_view_get_popover (board));
  wait_for (popover_is_hidden, NULL, 10, "the popover to close");
  /* focus goes back to the box */
  g_assert_true (focused_box () == richmond);
}

static void
test_zoom_actions (void)
{
  double fit = hd_board_view_get_fit_zoom (board);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-in", NULL));
  settle (0.5);
  g_assert_cmpfloat (hd_board_view_get_zoom (board), >, fit * 1.2);
  g_assert_false (hd_board_view_get_fitted (board));
  /* the focused box (Richmond) stays on screen when zooming in on it */
  {
    const HdBox *richmond = hd_board_view_get_focus_box (board);
    double cx, cy, z = hd_board_view_get_zoom (board);
    hd_board_view_get_center (board, &cx, &cy);
    g_assert_cmpfloat (fabs (richmond->x - cx) * z, <, gtk_widget_get_width (GTK_WIDGET (board)) / 2.0);
    g_assert_cmpfloat (fabs (richmond->y - cy) * z, <, gtk_widget_get_height (GTK_WIDGET (board)) / 2.0);
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-in", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-in", NULL));
  settle (0.5);
  wait_for (board_is_sharp, NULL, 60, "the zoomed board to be sharp");
  save_screenshot (GTK_WIDGET (window), "window-zoomed.png");

  /* pan with Shift+arrow's action: the centre moves right */
  {
    double x0, y0, x1, y1;
    hd_board_view_get_center (board, &x0, &y0);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.pan", "s", "left"));
    settle (0.4);
    hd_board_view_get_center (board, &x1, &y1);
    g_assert_cmpfloat (x1, <, x0);
    g_assert_cmpfloat_with_epsilon (y1, y0, 1e-6);
  }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-fit", NULL));
  settle (0.5);
  g_assert_true (hd_board_view_get_fitted (board));
  g_assert_cmpfloat_with_epsilon (hd_board_view_get_zoom (board), fit, 1e-9);

  /* zooming out past the whole board is not possible */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-out", NULL));
  settle (0.4);
  g_assert_cmpfloat_with_epsilon (hd_board_view_get_zoom (board), fit, 1e-9);
}

static gboolean
widget_is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

static GtkWidget *
find_menu_button_with_label (GtkWidget *root, const char *label)
{
  if (GTK_IS_MENU_BUTTON (root) && g_strcmp0 (gtk_menu_button_get_label (GTK_MENU_BUTTON (root)), label) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_menu_button_with_label (c, label);
      if (found)
        return found;
    }
  return NULL;
}

static void
test_legend (void)
{
  GtkWidget *button = find_menu_button_with_label (GTK_WIDGET (window), "_Legend");
  GtkWidget *popover;
  g_autoptr(GString) text = g_string_new (NULL);

  g_assert_nonnull (button);
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  wait_for (widget_is_mapped, popover, 10, "the legend");
  settle (0.3);
  collect_labels (popover, text);
  g_test_message ("legend says:\n%s", text->str);
  g_assert_nonnull (strstr (text->str, "Road"));
  g_assert_nonnull (strstr (text->str, "Railroad"));
  g_assert_nonnull (strstr (text->str, "downstream"));
  g_assert_nonnull (strstr (text->str, "River side"));
  g_assert_nonnull (strstr (text->str, "rule 5.34"));
  g_assert_nonnull (strstr (text->str, "Port"));
  g_assert_nonnull (strstr (text->str, "Permanent entrenchment"));
  save_screenshot (popover, "legend.png");
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
}

static void
test_setup (void)
{
  const HdState *state;

  g_assert_null (hd_board_view_get_state (board));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-setup", "s", "1863"));
  state = hd_board_view_get_state (board);
  g_assert_nonnull (state);
  g_assert_cmpuint (hd_state_get_units_in_play (state, HD_SIDE_UNION), ==, 37);
  g_assert_cmpuint (hd_state_get_army_maximum (state, HD_SIDE_CONFEDERATE), ==, 23);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-in", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-in", NULL));
  settle (0.5);
  wait_for (board_is_sharp, NULL, 60, "the zoomed set-up");
  save_screenshot (GTK_WIDGET (window), "setup-1863-zoomed.png");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-fit", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-setup", "s", "1861-campaign"));
  /* no box focused, so the picture shows only the set-up */
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  state = hd_board_view_get_state (board);
  g_assert_cmpuint (hd_state_get_units_in_play (state, HD_SIDE_UNION), ==, 12);
  settle (0.5);
  wait_for (board_is_sharp, NULL, 60, "the 1861 set-up");
  save_screenshot (GTK_WIDGET (window), "setup-1861.png");

  /* a scenario that does not exist is refused and changes nothing */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-setup", "s", "1999"));
  g_assert_cmpuint (hd_state_get_units_in_play (hd_board_view_get_state (board), HD_SIDE_UNION), ==, 12);
}

static void
test_dark_style (void)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  settle (0.5);
  wait_for (board_is_sharp, NULL, 60, "the board in dark style");
  save_screenshot (GTK_WIDGET (window), "window-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  int ret;

  gtk_test_init (&argc, &argv, NULL);

  app = hd_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_application_activate (G_APPLICATION (app));
  window = HD_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  board = hd_window_get_board_view (window);

  g_test_add_func ("/window/opens-on-whole-board", test_opens_on_whole_board);
  g_test_add_func ("/window/keyboard-to-richmond", test_keyboard_to_richmond);
  g_test_add_func ("/window/zoom-actions", test_zoom_actions);
  g_test_add_func ("/window/legend", test_legend);
  g_test_add_func ("/window/setup", test_setup);
  g_test_add_func ("/window/dark-style", test_dark_style);

  ret = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  g_clear_object (&app);
  return ret;
}
