/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-layout.c: the window's layout (issue 22), under Xvfb: any
 * size down to 360 x 600, the side panel beside the board or folded over
 * it below HD_WINDOW_WIDE_WIDTH; one panel width in every segment; box
 * names legible at the opening view; the lesson card in the panel's own
 * layout; right to left.  The cases ask for no English words: the program
 * runs in English ("window-layout") and in German ("window-layout-de"),
 * where /window/layout/german, registered only then, sees the German.
 *
 * Each step waits for what it needs, never a fixed time (run_pending,
 * wait_drawn, wait_board_drawn, activate_clicked, wait_acted,
 * wait_toplevel, clear_toasts, wait_for a condition): a loaded machine only
 * makes the test slower.  The helpers the window tests share are in
 * window-util.c. */
#include "config.h"

#include <string.h>
#include <adwaita.h>

#include "hd-action-line.h"
#include "window-util.h"

static graphene_rect_t
bounds (GtkWidget *widget)
{
  graphene_rect_t r;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &r));
  return r;
}

/* More than a shared border (linked buttons share theirs, 1 px). */
static gboolean
overlap (const graphene_rect_t *a, const graphene_rect_t *b)
{
  const float e = 1.5f;

  return a->origin.x + e < b->origin.x + b->size.width && b->origin.x + e < a->origin.x + a->size.width &&
         a->origin.y + e < b->origin.y + b->size.height && b->origin.y + e < a->origin.y + a->size.height;
}

static void
assert_apart (GtkWidget *a, GtkWidget *b, const char *what)
{
  graphene_rect_t ra = bounds (a), rb = bounds (b);

  if (overlap (&ra, &rb))
    g_error ("%s overlap: %s at %.0f,%.0f %.0fx%.0f and %s at %.0f,%.0f %.0fx%.0f", what, G_OBJECT_TYPE_NAME (a),
             ra.origin.x, ra.origin.y, ra.size.width, ra.size.height, G_OBJECT_TYPE_NAME (b), rb.origin.x,
             rb.origin.y, rb.size.width, rb.size.height);
}

static gboolean
is_inside (GtkWidget *inner, GtkWidget *outer)
{
  graphene_rect_t ri = bounds (inner), ro = bounds (outer);

  return ri.origin.x >= ro.origin.x - 0.5f && ri.origin.y >= ro.origin.y - 0.5f &&
         ri.origin.x + ri.size.width <= ro.origin.x + ro.size.width + 0.5f &&
         ri.origin.y + ri.size.height <= ro.origin.y + ro.size.height + 0.5f;
}

typedef struct {
  GtkWidget *inner, *outer;
} Within;

/* The panel scrolls to the focus with an animation. */
static gboolean
scrolled_inside (gpointer data)
{
  const Within *w = data;
  return is_inside (w->inner, w->outer);
}

/* @inner lies inside @outer, nothing of it cut off. */
static void
assert_inside (GtkWidget *inner, GtkWidget *outer, const char *what)
{
  graphene_rect_t ri = bounds (inner), ro = bounds (outer);

  if (ri.origin.x < ro.origin.x - 0.5f || ri.origin.y < ro.origin.y - 0.5f ||
      ri.origin.x + ri.size.width > ro.origin.x + ro.size.width + 0.5f ||
      ri.origin.y + ri.size.height > ro.origin.y + ro.size.height + 0.5f)
    g_error ("%s is cut: %s at %.0f,%.0f %.0fx%.0f outside %.0f,%.0f %.0fx%.0f", what, G_OBJECT_TYPE_NAME (inner),
             ri.origin.x, ri.origin.y, ri.size.width, ri.size.height, ro.origin.x, ro.origin.y, ro.size.width,
             ro.size.height);
}

/* The first shown label of style class @css_class under a widget of
 * style class @in (the guide card's heading: "guide-card", "title-4"). */
static GtkWidget *
find_styled_label (GtkWidget *widget, const char *in, const char *css_class, gboolean inside)
{
  inside = inside || gtk_widget_has_css_class (widget, in);
  if (inside && GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) && gtk_widget_has_css_class (widget, css_class))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_styled_label (c, in, css_class, inside);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The shown button labelled @label under @widget. */
static GtkWidget *
find_mapped_button (GtkWidget *widget, const char *label)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget) &&
      g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_mapped_button (c, label);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The header bar's controls as laid out: its buttons, menu buttons, the
 * title and the window's own buttons (shown ones only). */
static void
collect_header_items (GtkWidget *widget, GPtrArray *out)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_MENU_BUTTON (widget) || GTK_IS_BUTTON (widget) || ADW_IS_WINDOW_TITLE (widget))
    {
      g_ptr_array_add (out, widget);
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_header_items (c, out);
}

/* The header bar: no two controls overlap, none is cut, and the title
 * keeps at least "A House…" of itself. */
static void
check_header (void)
{
  GtkWidget *header = find_descendant (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR);
  g_autoptr(GPtrArray) items = g_ptr_array_new ();
  GtkWidget *title = NULL;

  g_assert_nonnull (header);
  collect_header_items (header, items);
  g_assert_cmpuint (items->len, >=, 3);
  for (guint i = 0; i < items->len; i++)
    {
      assert_inside (g_ptr_array_index (items, i), header, "a header-bar control");
      for (guint j = i + 1; j < items->len; j++)
        assert_apart (g_ptr_array_index (items, i), g_ptr_array_index (items, j), "header-bar controls");
    }
  for (GtkWidget *c = find_descendant (GTK_WIDGET (window->window_title), GTK_TYPE_LABEL); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_LABEL (c) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (c)), adw_window_title_get_title (window->window_title)) == 0)
      title = c;
  g_assert_nonnull (title);
  g_assert_true (gtk_widget_get_mapped (title));
  g_assert_cmpint (gtk_widget_get_width (title), >=, 80);
}

/* The window at its size: header bar whole, the board with room, the
 * panel (when shown) its one width and inside the window, beside the
 * board when wide, over it when narrow. */
static void
check_layout (void)
{
  GtkWidget *panel = GTK_WIDGET (window->status_panel);
  graphene_rect_t rb = bounds (GTK_WIDGET (board));
  graphene_rect_t content = bounds (GTK_WIDGET (window->toast_overlay));

  check_header ();
  g_assert_cmpfloat (rb.size.width, >, 100);
  g_assert_cmpfloat (rb.size.height, >, 100);
  assert_inside (GTK_WIDGET (board), GTK_WIDGET (window), "the board");
  if (window->narrow)
    {
      /* the board keeps the whole room; the panel comes over it */
      g_assert_cmpfloat_with_epsilon (rb.size.width, content.size.width, 0.5);
      g_assert_false (gtk_widget_get_visible (window->zoom_buttons));
      g_assert_true (gtk_widget_get_mapped (window->panel_button));
    }
  else
    {
      g_assert_true (adw_flap_get_reveal_flap (window->flap));
      g_assert_false (gtk_widget_get_visible (window->panel_button));
      g_assert_true (gtk_widget_get_mapped (window->zoom_buttons));
    }
  if (adw_flap_get_reveal_flap (window->flap))
    {
      graphene_rect_t rp = bounds (panel);

      g_assert_cmpfloat_with_epsilon (rp.size.width, HD_WINDOW_PANEL_WIDTH, 0.5);
      assert_inside (panel, GTK_WIDGET (window), "the side panel");
      g_assert_cmpfloat (rb.size.width, >=, rp.size.width);
      if (!window->narrow)
        {
          assert_apart (panel, GTK_WIDGET (board), "the side panel and the board");
          g_assert_cmpfloat (rb.size.width, >, rp.size.width);
        }
    }
}

static gboolean
panel_is_shown (gpointer data)
{
  return adw_flap_get_reveal_flap (window->flap) == GPOINTER_TO_INT (data) && panel_settled (NULL);
}

/* A picture of the window without toasts, @name-WxH.png. */
static void
save_layout_screenshot (const char *name)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  g_autofree char *file = g_strdup_printf ("%s-%dx%d.png", name, gdk_surface_get_width (surface),
                                           gdk_surface_get_height (surface));

  save_window_picture (file);
}

static const char *layout_game[] = {
  "add Union Vi in Washington",
  "add Union Vc in Washington",
  "add Confederate Vi entrenched in Manassas Junction",
  "add Confederate Mc in Manassas Junction",
  "march Union Mi from Washington by rail to Manassas Junction",
  "march Union Vi from Washington by rail to Manassas Junction",
};

static GtkWidget *
find_titled_window (const char *title)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i);
      if (gtk_widget_get_visible (w) && g_strcmp0 (gtk_window_get_title (GTK_WINDOW (w)), title) == 0)
        return w;
    }
  return NULL;
}

static gboolean
legend_shown (gpointer data)
{
  GtkWidget *w = find_titled_window (tr ("Legend"));
  return w != NULL && gtk_widget_get_mapped (w);
}

static gboolean
legend_gone (gpointer data)
{
  return find_titled_window (tr ("Legend")) == NULL;
}

/* Narrow, the main menu holds the header bar's other buttons, and its
 * Legend opens in a window of its own, as narrow as the main one. */
static void
check_narrow_menu (void)
{
  GtkWidget *popover;
  GtkWidget *legend;

  /* made when it first opens (hd-window.c, open_main_menu) */
  gtk_menu_button_popup (GTK_MENU_BUTTON (window->menu_button));
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (window->menu_button)));
  wait_for (widget_is_mapped, popover, 30, "the main menu shown");
  wait_drawn (popover, "the main menu drawn");
  save_screenshot (popover, "menu-narrow.png");
  gtk_popover_popdown (GTK_POPOVER (popover));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-legend", NULL));
  wait_for (legend_shown, NULL, 30, "the legend's window");
  legend = find_titled_window (tr ("Legend"));
  g_assert_cmpint (gtk_widget_get_width (legend), <=, gtk_widget_get_width (GTK_WIDGET (window)));
  save_screenshot (legend, "legend-narrow.png");
  gtk_window_close (GTK_WINDOW (legend));
  wait_for (legend_gone, NULL, 30, "the legend's window closed");
}

/* Each size: resized for real, checked, a picture; when narrow the panel
 * opened and closed again with the panel button's action (F9). */
static void
test_layout_sizes (void)
{
  static const Size sizes[] = { { 360, 600 }, { 360, 640 }, { 800, 600 }, { 1280, 800 }, { 1920, 1080 } };
  const char *no_options[] = { NULL };
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.show-panel");
  guint wide_items;

  g_assert_true (g_strv_contains ((const char * const *) accels, "F9"));
  start_game_with ("1861-campaign", no_options, FALSE, layout_game, G_N_ELEMENTS (layout_game));
  resize_window (1280, 800);
  hd_board_view_show_opening (board);   /* the pictures with names to read */
  wide_items = g_menu_model_get_n_items (G_MENU_MODEL (window->primary_menu));
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      resize_window (sizes[i].width, sizes[i].height);
      check_layout ();
      if (sizes[i].height == 600 && sizes[i].width == 360)
        continue;   /* the smallest size accepted; pictures at 360 x 640 */
      save_layout_screenshot ("layout");
      if (!window->narrow)
        {
          g_assert_cmpuint (g_menu_model_get_n_items (G_MENU_MODEL (window->primary_menu)), ==, wide_items);
          continue;
        }
      /* the secondary buttons' items are in the main menu */
      g_assert_cmpuint (g_menu_model_get_n_items (G_MENU_MODEL (window->primary_menu)), ==, wide_items + 1);
      g_assert_false (adw_flap_get_reveal_flap (window->flap));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-panel", NULL));
      wait_for (panel_is_shown, GINT_TO_POINTER (TRUE), 30, "the side panel shown");
      g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (window->panel_button)));
      g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (window->status_panel)));
      check_layout ();
      /* the picture from the panel's top (the focus went to its first control) */
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (
                                  find_descendant (GTK_WIDGET (window->status_panel), GTK_TYPE_SCROLLED_WINDOW))), 0);
      save_layout_screenshot ("layout-panel");
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-panel", NULL));
      wait_for (panel_is_shown, GINT_TO_POINTER (FALSE), 30, "the side panel hidden");
      g_assert_false (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (window->status_panel)));
      if (sizes[i].width == 360)
        check_narrow_menu ();
    }
  resize_window (1280, 860);
  g_assert_cmpuint (g_menu_model_get_n_items (G_MENU_MODEL (window->primary_menu)), ==, wide_items);
  hd_board_view_zoom_fit (board);
  wait_for (board_is_still, NULL, 60, "the zoom to end");
}

/* The side panel's width; its content fits in it (no sideways scroll). */
static double
panel_width (void)
{
  GtkWidget *scroller = find_descendant (GTK_WIDGET (window->status_panel), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adj = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
  double page = gtk_adjustment_get_page_size (adj);

  wait_drawn (GTK_WIDGET (window), "the panel laid out");
  if (gtk_adjustment_get_upper (adj) - gtk_adjustment_get_lower (adj) > page + 0.5)
    {
      GtkWidget *w = widest (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller)),
                             (int) (gtk_adjustment_get_upper (adj) - gtk_adjustment_get_lower (adj)) - 28);
      describe_widths (w);
      g_error ("the side panel's content is %.0f wide in %.0f: %s \"%s\"", gtk_adjustment_get_upper (adj), page,
               w ? G_OBJECT_TYPE_NAME (w) : "?", w && GTK_IS_LABEL (w) ? gtk_label_get_text (GTK_LABEL (w))
                                                  : w && GTK_IS_BUTTON (w) ? gtk_button_get_label (GTK_BUTTON (w)) : "");
    }
  return bounds (GTK_WIDGET (window->status_panel)).size.width;
}

/* The side panel keeps one width: the start page, the Movement Segment,
 * a battle, a lesson's card. */
static void
test_panel_one_width (void)
{
  HdMap *map = hd_board_view_get_map (board);
  const char *no_options[] = { NULL };
  HdGame *game;
  HdAction a;

  resize_window (1280, 800);
  game = start_game_with ("1861-campaign", no_options, FALSE, layout_game, G_N_ELEMENTS (layout_game));
  g_assert_cmpfloat_with_epsilon (panel_width (), HD_WINDOW_PANEL_WIDTH, 0.5);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  run_pending ();
  g_assert_true (hd_action_line_parse (map, "battle at Manassas Junction", &a));
  g_assert_true (hd_log_apply (HD_LOG (game), &a, NULL));
  run_pending ();
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (hd_status_panel_get_battle_panel (status_panel (window)))));
  g_assert_cmpfloat_with_epsilon (panel_width (), HD_WINDOW_PANEL_WIDTH, 0.5);
  save_layout_screenshot ("panel-battle");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-lesson", "s", "08-battle"));
  run_pending ();
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window->lesson_card)));
  g_assert_cmpfloat_with_epsilon (panel_width (), HD_WINDOW_PANEL_WIDTH, 0.5);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window->lesson_card), "lesson.leave", NULL));
  run_pending ();
  g_assert_null (hd_window_get_game (window));
  g_assert_cmpfloat_with_epsilon (panel_width (), HD_WINDOW_PANEL_WIDTH, 0.5);
  resize_window (1280, 860);
}

/* Box names legible at 1280 x 800: at the opening view every box name's
 * font is at least HD_BOARD_VIEW_MIN_NAME_PX on the screen, measured from
 * the board's zoom and the name sizes the map is drawn with (the map's
 * names are outlines: their sizes are the generator's, tools/gen-map.py:
 * NAME_SIZE, and 1.5 less for a name on two lines). */
static void
test_legible_names (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "..", "tools", "gen-map.py", NULL);
  g_autofree char *source = NULL;
  g_autoptr(GRegex) name_size = g_regex_new ("^NAME_SIZE = ([0-9.]+)$", G_REGEX_MULTILINE, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *size = NULL;
  double smallest;

  g_assert_true (g_file_get_contents (path, &source, NULL, NULL));
  g_assert_true (g_regex_match (name_size, source, 0, &match));
  size = g_match_info_fetch (match, 1);
  g_assert_nonnull (strstr (source, "NAME_SIZE if len(lines) == 1 else NAME_SIZE - 1.5"));
  smallest = g_ascii_strtod (size, NULL) - 1.5;
  g_assert_cmpfloat (smallest, >=, HD_BOARD_VIEW_MAP_NAME_SIZE);

  resize_window (1280, 800);
  hd_board_view_show_opening (board);
  wait_board_drawn ("the opening view");
  g_assert_false (hd_board_view_get_fitted (board));
  g_assert_cmpfloat (hd_board_view_get_zoom (board) * smallest, >=, HD_BOARD_VIEW_MIN_NAME_PX);
  /* the whole board at this size would not be legible: that is why */
  g_assert_cmpfloat (hd_board_view_get_fit_zoom (board) * smallest, <, HD_BOARD_VIEW_MIN_NAME_PX);
  save_layout_screenshot ("opening");
  hd_board_view_zoom_fit (board);
  wait_for (board_is_still, NULL, 60, "the zoom to end");
  resize_window (1280, 860);
}

/* A lesson with a battle: the card is in the panel's own scrolled column,
 * and wherever the panel is scrolled it hides neither the guide's heading
 * nor the battle's Roll for Me and Default Targets; each can be scrolled
 * to and is then whole on the screen. */
static void
test_lesson_card_in_panel (void)
{
  GtkWidget *card = GTK_WIDGET (window->lesson_card);
  GtkWidget *scroller, *roll, *targets, *heading;
  GtkAdjustment *adj;

  resize_window (1280, 800);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-lesson", "s", "08-battle"));
  run_pending ();
  scroller = gtk_widget_get_ancestor (card, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroller);
  g_assert_true (gtk_widget_is_ancestor (scroller, GTK_WIDGET (window->status_panel)));
  if (hd_lesson_run_get_step (hd_lesson_card_get_run (window->lesson_card)) == 0)
    {
      g_assert_true (gtk_widget_activate_action (card, "lesson.show-me", NULL));
      wait_for (lesson_step_done, NULL, 20, "the battle chosen");
      g_assert_true (gtk_widget_activate_action (card, "lesson.next", NULL));
    }
  wait_for (lesson_step_is, GUINT_TO_POINTER (1), 20, "the first round's step");
  run_pending ();
  roll = find_mapped_button (GTK_WIDGET (window), tr ("_Roll for Me"));
  targets = find_mapped_button (GTK_WIDGET (window), tr ("_Default Targets"));
  g_assert_nonnull (roll);
  g_assert_nonnull (targets);
  adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  for (guint i = 0; i <= 4; i++)
    {
      double top = gtk_adjustment_get_lower (adj);
      double bottom = gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj);

      gtk_adjustment_set_value (adj, top + (bottom - top) * i / 4.0);
      wait_drawn (GTK_WIDGET (window), "the panel scrolled");
      heading = find_styled_label (GTK_WIDGET (window->status_panel), "guide-card", "title-4", FALSE);
      g_assert_nonnull (heading);
      assert_apart (card, roll, "the lesson card and Roll for Me");
      assert_apart (card, targets, "the lesson card and Default Targets");
      assert_apart (card, heading, "the lesson card and the guide's heading");
    }
  /* each in turn scrolled to: whole in the panel's view */
  gtk_adjustment_set_value (adj, gtk_adjustment_get_lower (adj));
  wait_drawn (GTK_WIDGET (window), "the panel scrolled to the top");
  assert_inside (heading, scroller, "the guide's heading");
  assert_inside (card, scroller, "the lesson card");
  g_assert_true (gtk_widget_grab_focus (targets));
  if (!wait_until (scrolled_inside, &(Within) { targets, scroller }, 20))
    assert_inside (targets, scroller, "Default Targets");
  g_assert_true (gtk_widget_grab_focus (roll));
  if (!wait_until (scrolled_inside, &(Within) { roll, scroller }, 20))
    assert_inside (roll, scroller, "Roll for Me");
  wait_drawn (GTK_WIDGET (window), "the panel scrolled");
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  save_layout_screenshot ("lesson-battle");
  g_assert_true (gtk_widget_activate_action (card, "lesson.leave", NULL));
  run_pending ();
  resize_window (1280, 860);
}

/* Right to left: the header bar's controls, the panel and the board do
 * not overlap; the panel is on the left. */
static void
test_right_to_left (void)
{
  const char *no_options[] = { NULL };

  gtk_widget_set_default_direction (GTK_TEXT_DIR_RTL);
  start_game_with ("1861-campaign", no_options, FALSE, layout_game, G_N_ELEMENTS (layout_game));
  resize_window (1280, 800);
  g_assert_cmpint (gtk_widget_get_direction (GTK_WIDGET (board)), ==, GTK_TEXT_DIR_RTL);
  check_layout ();
  g_assert_cmpfloat (bounds (GTK_WIDGET (window->status_panel)).origin.x, <, bounds (GTK_WIDGET (board)).origin.x);
  save_layout_screenshot ("window-rtl");
  resize_window (360, 640);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-panel", NULL));
  wait_for (panel_is_shown, GINT_TO_POINTER (TRUE), 30, "the side panel shown");
  check_layout ();
  save_layout_screenshot ("window-rtl-panel");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-panel", NULL));
  wait_for (panel_is_shown, GINT_TO_POINTER (FALSE), 30, "the side panel hidden");
  gtk_widget_set_default_direction (GTK_TEXT_DIR_LTR);
  resize_window (1280, 860);
}

/* Under LANGUAGE=de (the "window-layout-de" test, the only run that
 * registers it) the window speaks German: a known label is the
 * catalogue's German, not the English. */
static void
test_german (void)
{
  const char *no_options[] = { NULL };
  const char *label;

  label = gtk_button_get_label (GTK_BUTTON (window->edit_button));
  g_assert_cmpstr (label, ==, tr ("_Edit Board"));
  g_assert_cmpstr (label, !=, "_Edit Board");
  start_game_with ("1861-campaign", no_options, FALSE, layout_game, G_N_ELEMENTS (layout_game));
  resize_window (1280, 800);
  check_layout ();
  save_layout_screenshot ("window");
  resize_window (1280, 860);
}

int
main (int argc, char *argv[])
{
  window_util_init (&argc, &argv);

  g_test_add_func ("/window/layout/sizes", test_layout_sizes);
  g_test_add_func ("/window/layout/panel-one-width", test_panel_one_width);
  g_test_add_func ("/window/layout/legible-names", test_legible_names);
  g_test_add_func ("/window/layout/lesson-card-in-panel", test_lesson_card_in_panel);
  /* the catalogue's German, in the German run only (window-layout-de) */
  if (g_str_has_prefix (g_getenv ("LANGUAGE") != NULL ? g_getenv ("LANGUAGE") : "", "de"))
    g_test_add_func ("/window/layout/german", test_german);
  g_test_add_func ("/window/layout/right-to-left", test_right_to_left);   /* last: a direction set at run time */
  return window_util_run ();
}
