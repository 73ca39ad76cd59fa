/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window.c: drives the real application window under Xvfb: it opens
 * on the whole board, the board becomes sharp, the keyboard reaches
 * Richmond (Tab into the board, then the arrow-key action), Enter opens its
 * popover, and the popover says what the board says about Richmond.  Zoom
 * actions are checked, and screenshots are saved.  Nothing a player did
 * is lost: a game that cannot be saved is not ended or replaced without
 * asking, and a killed program's game comes back whole.
 *
 * Each step waits for what it needs, never a fixed time (run_pending,
 * wait_drawn, wait_board_drawn, activate_clicked, wait_acted,
 * wait_toplevel, clear_toasts, wait_for a condition): a loaded machine only
 * makes the test slower.  The helpers it shares with the other window
 * tests are in window-util.c. */
#include "config.h"

#include <locale.h>
#include <math.h>
#include <signal.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <adwaita.h>
#include <glib/gstdio.h>
#ifdef __SANITIZE_ADDRESS__
#include <sanitizer/lsan_interface.h>
#endif

#include "hd-application.h"
#include "hd-inventory.h"
#include "hd-board-view.h"
#include "hd-box-popover.h"
#include "hd-battle.h"
#include "hd-battle-panel.h"
#include "hd-border.h"
#include "hd-intervention.h"
#include "hd-leader.h"
#include "hd-morale.h"
#include "hd-box-spot.h"
#include "hd-file.h"
#include "hd-file-name.h"
#include "hd-describe.h"
#include "hd-odds.h"
#include "hd-tooltip.h"
#include "hd-i18n.h"
#include "hd-focus.h"
#include "hd-test-util.h"
#include "hd-games-list.h"
#include "hd-help.h"
#include "hd-guide.h"
#include "hd-movement-panel.h"
#include "hd-muster-panel.h"
#include "hd-segment-panel.h"
#include "hd-lessons-dialog.h"
#include "hd-new-game-dialog.h"
#include "hd-reference.h"
#include "hd-rules-dialog.h"
#include "hd-options.h"
#include "hd-status-panel.h"
#include "hd-summary-dialog.h"
#include "hd-action-line.h"
#include "hd-transcript.h"
#include "hd-window-private.h"
#include "window-util.h"

static const char *hd_test_program;   /* this program, run again as a child */

/* Conditions the tests wait for. */
static gboolean
threats_shown (gpointer data)
{
  return hd_board_view_get_threats_shown (board);
}

static gboolean
supply_given (gpointer data)
{
  return !hd_state_get_any_supply_due (hd_game_get_state (HD_GAME (data)));
}

static gboolean
lesson_step_is (gpointer data)
{
  HdLessonRun *run = hd_lesson_card_get_run (window->lesson_card);
  return run != NULL && hd_lesson_run_get_step (run) == GPOINTER_TO_UINT (data);
}

static gboolean
lesson_step_done (gpointer data)
{
  HdLessonRun *run = hd_lesson_card_get_run (window->lesson_card);
  return run != NULL && hd_lesson_run_get_step_done (run);
}

static gboolean
wilmington_contained (gpointer data)
{
  const HdState *s = hd_game_get_state (HD_GAME (data));
  return hd_state_is_contained (s, hd_map_lookup_id (hd_state_get_map (s), "wilmington")->index);
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

static gboolean
popover_is_hidden_why (gpointer data)
{
  return !gtk_widget_get_visible (GTK_WIDGET (data));
}

/* Waiting for what a step needs, never for a fixed time: a loaded machine
 * only makes the waits longer (each fails after a generous time, naming
 * what it waited for). */

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
static void
wait_acted (HdGame *game, guint n, const char *what)
{
  ActionWait w = { game, n };
  wait_for (game_acted, &w, 30, what);
  run_pending ();
}

/* A window of type @type is shown (a dialog appeared). */

static const HdBox *
focused_box (void)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  if (!HD_IS_BOX_SPOT (focus))
    return NULL;
  return hd_map_get_box (hd_board_view_get_map (board), hd_box_spot_get_index (HD_BOX_SPOT (focus)));
}

/* How many widgets of @type are in the tree under @root (popovers
 * included: they are children of the widget they point at). */
static guint
count_of_type (GtkWidget *root,
               GType      type)
{
  guint n = G_TYPE_CHECK_INSTANCE_TYPE (root, type) ? 1 : 0;

  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    n += count_of_type (c, type);
  return n;
}

/* Start-up builds only what the first frame shows (issue 31, item 19):
 * the box popover, the segment panels and the main menu's popover are
 * made when first needed, each of them found once it is. */
static void
test_start_up_builds_little (void)
{
  GtkWidget *panel = GTK_WIDGET (window->status_panel);

  wait_for (board_is_sharp, NULL, 60, "the board to be drawn sharp");
  g_assert_cmpuint (count_of_type (GTK_WIDGET (board), HD_TYPE_BOX_POPOVER), ==, 0);
  g_assert_cmpuint (count_of_type (panel, HD_TYPE_MOVEMENT_PANEL), ==, 0);
  g_assert_cmpuint (count_of_type (panel, HD_TYPE_BATTLE_PANEL), ==, 0);
  g_assert_cmpuint (count_of_type (panel, HD_TYPE_MUSTER_PANEL), ==, 0);
  g_assert_null (gtk_menu_button_get_popover (GTK_MENU_BUTTON (window->menu_button)));

  /* asked for, each is there, once */
  g_assert_nonnull (hd_board_view_get_popover (board));
  g_assert_cmpuint (count_of_type (GTK_WIDGET (board), HD_TYPE_BOX_POPOVER), ==, 1);
  g_assert_nonnull (hd_status_panel_get_battle_panel (window->status_panel));
  g_assert_cmpuint (count_of_type (panel, HD_TYPE_MOVEMENT_PANEL), ==, 1);
  g_assert_cmpuint (count_of_type (panel, HD_TYPE_BATTLE_PANEL), ==, 1);
  g_assert_cmpuint (count_of_type (panel, HD_TYPE_MUSTER_PANEL), ==, 1);
  gtk_menu_button_popup (GTK_MENU_BUTTON (window->menu_button));
  g_assert_nonnull (gtk_menu_button_get_popover (GTK_MENU_BUTTON (window->menu_button)));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (window->menu_button));
}

static void
test_opens_on_whole_board (void)
{
  wait_for (board_is_sharp, NULL, 60, "the board to be drawn sharp");
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window)));
  /* a first run opens where box names are legible (test_legible_names);
   * the whole board is a key away */
  g_assert_false (hd_board_view_get_fitted (board));
  g_assert_cmpfloat (hd_board_view_get_zoom (board), >=, HD_BOARD_VIEW_MIN_NAME_PX / HD_BOARD_VIEW_MAP_NAME_SIZE - 1e-9);
  hd_board_view_zoom_fit (board);
  wait_for (board_is_still, NULL, 60, "the zoom to end");
  wait_for (board_is_sharp, NULL, 60, "the whole board drawn sharp");
  g_assert_true (hd_board_view_get_fitted (board));
  g_assert_cmpfloat_with_epsilon (hd_board_view_get_zoom (board), hd_board_view_get_fit_zoom (board), 1e-9);
  wait_drawn (GTK_WIDGET (window), "the window drawn");
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
  run_pending ();

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

  wait_drawn (GTK_WIDGET (hd_board_view_get_popover (board)), "the popover drawn");
  {
    /* The popover is a surface of its own: render it beside the window. */
    save_screenshot (GTK_WIDGET (hd_board_view_get_popover (board)), "popover-richmond.png");
  }

  gtk_popover_popdown (hd_board_view_get_popover (board));
  wait_for (popover_is_hidden, NULL, 10, "the popover to close");
  /* focus goes back to the box */
  g_assert_true (focused_box () == richmond);
}

/* The zoom and pan actions animate; on a loaded machine the frames come
 * late, so the zoom test waits for the view to arrive, never a fixed time. */
typedef struct
{
  double fit;
  double x0;
} ZoomWait;

/* against the whole board's zoom now: on a loaded machine the window may
 * still be taking its size when the test starts (a zoom of 0.342 was once
 * compared with a fit of 0.409 read before) */
static gboolean
zoomed_in_past (gpointer data)
{
  return hd_board_view_get_zoom (board) > hd_board_view_get_fit_zoom (board) * 1.2;
}

static gboolean
panned_left_of (gpointer data)
{
  const ZoomWait *w = data;
  double x, y;
  hd_board_view_get_center (board, &x, &y);
  return x < w->x0;
}

static gboolean
back_at_fit (gpointer data)
{
  return hd_board_view_get_fitted (board) &&
         fabs (hd_board_view_get_zoom (board) - hd_board_view_get_fit_zoom (board)) < 1e-9;
}

static void
test_zoom_actions (void)
{
  ZoomWait w = { 0, 0 };

  wait_board_drawn ("the whole board, still");
  w.fit = hd_board_view_get_fit_zoom (board);
  g_test_message ("the whole board at zoom %.3f", w.fit);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-in", NULL));
  wait_for (zoomed_in_past, &w, 60, "the board to zoom in");
  g_assert_false (hd_board_view_get_fitted (board));
  wait_for (board_is_still, NULL, 60, "the zoom to end");
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
  wait_for (board_is_still, NULL, 60, "the zoom to end");
  wait_for (board_is_sharp, NULL, 60, "the zoomed board to be sharp");
  save_screenshot (GTK_WIDGET (window), "window-zoomed.png");

  /* pan with Shift+arrow's action: the centre moves right */
  {
    double y0, x1, y1;
    hd_board_view_get_center (board, &w.x0, &y0);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.pan", "s", "left"));
    wait_for (panned_left_of, &w, 60, "the board to pan");
    wait_for (board_is_still, NULL, 60, "the pan to end");
    hd_board_view_get_center (board, &x1, &y1);
    g_assert_cmpfloat (x1, <, w.x0);
    g_assert_cmpfloat_with_epsilon (y1, y0, 1e-6);
  }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-fit", NULL));
  wait_for (back_at_fit, &w, 60, "the whole board again");
  wait_for (board_is_still, NULL, 60, "the zoom to end");

  /* zooming out past the whole board is not possible */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-out", NULL));
  wait_for (board_is_still, NULL, 60, "the zoom to end");
  g_assert_cmpfloat_with_epsilon (hd_board_view_get_zoom (board), hd_board_view_get_fit_zoom (board), 1e-9);
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
  wait_drawn (popover, "the legend drawn");
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
  wait_board_drawn ("the zoomed set-up");
  save_screenshot (GTK_WIDGET (window), "setup-1863-zoomed.png");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-fit", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-setup", "s", "1861-campaign"));
  /* no box focused, so the picture shows only the set-up */
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  state = hd_board_view_get_state (board);
  g_assert_cmpuint (hd_state_get_units_in_play (state, HD_SIDE_UNION), ==, 12);
  wait_board_drawn ("the 1861 set-up");
  save_screenshot (GTK_WIDGET (window), "setup-1861.png");

}

static GtkWidget *
find_label_containing (GtkWidget *widget, const char *text)
{
  return find_label_full (widget, text, TRUE);
}

/* A drop-down under @widget whose first item is @first. */
static GtkDropDown *
find_drop_down_starting (GtkWidget *widget, const char *first)
{
  if (GTK_IS_DROP_DOWN (widget) && GTK_IS_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (widget))) &&
      g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (widget))) > 0 &&
      g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (widget))), 0),
                 first) == 0)
    return GTK_DROP_DOWN (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkDropDown *found = find_drop_down_starting (c, first);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkDropDown *
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

static HdStatusPanel *
status_panel (HdWindow *w)
{
  g_assert_nonnull (w->status_panel);
  return w->status_panel;
}

static void
assert_panel_says (const char *what)
{
  g_autofree char *text = hd_status_panel_get_text (status_panel (window));

  if (strstr (text, what) == NULL)
    g_error ("the status panel does not say \"%s\":\n%s", what, text);
}

static GtkWidget *
find_by_tooltip (GtkWidget *widget, const char *tooltip)
{
  if (g_strcmp0 (gtk_widget_get_tooltip_text (widget), tooltip) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_by_tooltip (c, tooltip);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A label under @widget whose markup links to @uri (shown, or any). */
static GtkLabel *
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

static GtkLabel *
find_link (GtkWidget *widget, const char *uri)
{
  return find_link_in (widget, uri, TRUE);
}

/* The rules reference: F1's action opens it with the search focused; a
 * search by word and by number; a rule number in the guide card and in a
 * refusal's toast opens it at that rule; the rule's own citations are
 * links too; 1.4 and 4.0 show their tables. */
static void
test_rules_reference (void)
{
  HdRulesDialog *rules;
  GtkLabel *link;
  gboolean handled = FALSE;
  AdwToast *toast;
  GVariant *target;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rule", "s", ""));
  wait_toplevel (HD_TYPE_RULES_DIALOG, "the rules reference");
  rules = HD_RULES_DIALOG (find_toplevel (HD_TYPE_RULES_DIALOG));
  g_assert_nonnull (rules);
  g_assert_true (GTK_IS_TEXT (gtk_window_get_focus (GTK_WINDOW (rules))));
  hd_rules_dialog_search (rules, "entrench");
  g_assert_cmpuint (hd_rules_dialog_get_n_shown (rules), >=, 4);
  hd_rules_dialog_search (rules, "5.3");
  g_assert_cmpuint (hd_rules_dialog_get_n_shown (rules), ==, 5);
  g_assert_cmpstr (hd_rules_dialog_get_rule (rules), ==, "5.3");
  hd_rules_dialog_search (rules, "no such word anywhere");
  g_assert_cmpuint (hd_rules_dialog_get_n_shown (rules), ==, 0);
  gtk_window_close (GTK_WINDOW (rules));
  wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_RULES_DIALOG), 30, "the rules reference to close");

  /* the battle panel's badges, fixed in its template, are links too */
  g_assert_nonnull (find_link_in (GTK_WIDGET (status_panel (window)), "rule:5.34", FALSE));
  g_assert_nonnull (find_link_in (GTK_WIDGET (status_panel (window)), "rule:5.31", FALSE));
  g_assert_nonnull (find_link_in (GTK_WIDGET (status_panel (window)), "rule:4.7", FALSE));

  /* the guide card's "(rules 4.0, 4.3)" */
  link = find_link (GTK_WIDGET (status_panel (window)), "rule:4.3");
  g_assert_nonnull (link);
  g_signal_emit_by_name (link, "activate-link", "rule:4.3", &handled);
  g_assert_true (handled);
  rules = HD_RULES_DIALOG (find_toplevel (HD_TYPE_RULES_DIALOG));
  g_assert_nonnull (rules);
  g_assert_cmpstr (hd_rules_dialog_get_rule (rules), ==, "4.3");
  wait_drawn (GTK_WIDGET (rules), "the rules reference drawn");
  save_screenshot (GTK_WIDGET (rules), "rules-reference.png");
  /* 1.4 and 4.0 show their tables of figures (made from the unit table),
   * 4.3 none */
  g_assert_null (find_label_containing (GTK_WIDGET (rules), "Boxes a march"));
  hd_rules_dialog_show (GTK_WIDGET (window), "1.4");
  wait_drawn (GTK_WIDGET (rules), "rule 1.4 drawn");
  g_assert_nonnull (find_label_containing (GTK_WIDGET (rules), "Militia Cavalry   Mc    1"));
  g_assert_nonnull (find_label_containing (GTK_WIDGET (rules), "Defensive value (5.32)"));
  save_screenshot (GTK_WIDGET (rules), "rules-reference-table.png");
  /* and the reference's own citations: 4.0 sends the reader to 4.3 */
  hd_rules_dialog_show (GTK_WIDGET (window), "4.0");
  run_pending ();
  g_assert_nonnull (find_label_containing (GTK_WIDGET (rules), "Crack infantry (optional 4.8)  by road"));
  link = find_link (GTK_WIDGET (rules), "rule:4.3");
  g_assert_nonnull (link);
  handled = FALSE;
  g_signal_emit_by_name (link, "activate-link", "rule:4.3", &handled);
  g_assert_true (handled);
  g_assert_cmpstr (hd_rules_dialog_get_rule (rules), ==, "4.3");
  gtk_window_close (GTK_WINDOW (rules));
  wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_RULES_DIALOG), 30, "the rules reference to close");

  /* a refusal's toast carries a button to its rule */
  hd_window_toast (window, "Rule 4.4: a jump move may not end in a box holding enemy units");
  toast = g_ptr_array_index (window->toasts, window->toasts->len - 1);
  g_assert_cmpstr (adw_toast_get_button_label (toast), ==, "Rule 4.4");
  g_assert_cmpstr (adw_toast_get_action_name (toast), ==, "win.show-rule");
  target = adw_toast_get_action_target_value (toast);
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), "win.show-rule", target));
  rules = HD_RULES_DIALOG (find_toplevel (HD_TYPE_RULES_DIALOG));
  g_assert_cmpstr (hd_rules_dialog_get_rule (rules), ==, "4.4");
  gtk_window_close (GTK_WINDOW (rules));
  wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_RULES_DIALOG), 30, "the rules reference to close");
  gtk_window_present (GTK_WINDOW (window));
}

/* New Game: the dialog offers the scenarios and exactly the implemented
 * optional rules; Start makes a game of the chosen scenario, set up on the
 * board, its books in the panel, saved at once in the data folder. */
static void
test_new_game (void)
{
  HdNewGameDialog *dialog;
  HdGame *game;
  guint implemented = 0;
  const HdState *state;

  assert_panel_says ("No Game in Progress");
  g_assert_null (hd_window_get_game (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  dialog = HD_NEW_GAME_DIALOG (find_toplevel (HD_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (dialog);
  for (guint i = 0; i < hd_options_get_n (); i++)
    implemented += hd_options_get (i)->implemented;
  g_assert_cmpuint (hd_new_game_dialog_get_n_offered (dialog), ==, implemented);
  g_assert_cmpstr (hd_new_game_dialog_get_scenario (dialog), ==, "1861-campaign");
  hd_new_game_dialog_set_scenario (dialog, "1862");
  hd_new_game_dialog_set_option (dialog, "7.3", TRUE);
  wait_drawn (GTK_WIDGET (dialog), "the new game dialog drawn");
  save_screenshot (GTK_WIDGET (dialog), "new-game-dialog.png");
  /* each option's button opens the rules reference at its rule */
  {
    GtkWidget *button = find_by_tooltip (GTK_WIDGET (dialog), "Read rule 7.3 in the rules reference");
    HdRulesDialog *rules;
    g_assert_nonnull (button);
    g_signal_emit_by_name (button, "clicked");
    rules = HD_RULES_DIALOG (find_toplevel (HD_TYPE_RULES_DIALOG));
    g_assert_nonnull (rules);
    g_assert_cmpstr (hd_rules_dialog_get_rule (rules), ==, "7.3");
    gtk_window_close (GTK_WINDOW (rules));
    wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_RULES_DIALOG), 30, "the rules reference to close");
    gtk_window_present (GTK_WINDOW (dialog));
    gtk_widget_grab_focus (gtk_window_get_default_widget (GTK_WINDOW (dialog)));
  }
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (gtk_window_get_default_widget (GTK_WINDOW (dialog)))), ==, "_Start");
  /* Enter starts the game: the focus starts on Start, never on Cancel */
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (dialog)) == gtk_window_get_default_widget (GTK_WINDOW (dialog)));
  g_signal_emit_by_name (gtk_window_get_default_widget (GTK_WINDOW (dialog)), "clicked");
  wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_NEW_GAME_DIALOG), 30, "the new game dialog to close");
  game = hd_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_null (find_toplevel (HD_TYPE_NEW_GAME_DIALOG));
  g_assert_cmpstr (hd_game_get_scenario_id (game), ==, "1862");
  g_assert_cmpuint (g_strv_length ((char **) hd_game_get_options (game)), ==, 1);
  g_assert_cmpstr (hd_game_get_options (game)[0], ==, "7.3");
  state = hd_board_view_get_state (board);
  g_assert_true (hd_state_equal (state, hd_game_get_state (game)));
  assert_panel_says ("04/1862");
  assert_panel_says ("Game Turn 8 of 40");
  assert_panel_says ("Union Player Turn");
  assert_panel_says ("35");
  assert_panel_says ("27");
  assert_panel_says ("[End Movement Segment]");
  /* what each side still needs, with the rules */
  assert_panel_says ("To Win");
  assert_panel_says ("none of the seven cities of rule 10.0");
  assert_panel_says ("Its army maximum is 27 against the Union's 35: gaining 9 on it wins (rule 10.0).");
  assert_panel_says ("If the Union has not won by the end of 06/1865, the Confederacy wins (rule 10.0).");
  g_assert_true (g_file_query_exists (hd_window_get_autosave_file (window), NULL));
  /* the set-up preview is for when no game is in progress */
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-setup", "s", "1863") &&
                  !hd_state_equal (hd_board_view_get_state (board), hd_game_get_state (game)));
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  wait_board_drawn ("the new game");
  clear_toasts ("the toasts to go before a picture");
  wait_drawn (GTK_WIDGET (window), "the window without toasts");
  save_screenshot (GTK_WIDGET (window), "game-1862.png");
}

/* The threat overlay (Ctrl+T, the header's Threats button): what the board
 * holds is the engine's reach for both sides, limited to the boxes each
 * could attack or enter; the key says whose threats they are; focus stays
 * on the button. */
static void
test_threat_overlay (void)
{
  HdGame *game = hd_window_get_game (window);
  const HdState *s = hd_game_get_state (game);
  HdMap *map = hd_board_view_get_map (board);
  const HdBox *washington = hd_map_lookup_name (map, "Washington");
  GtkWidget *button = find_button (GTK_WIDGET (window), "_Threats");
  g_autofree HdReach *enemy = hd_threat_reach (s, HD_SIDE_CONFEDERATE);
  const HdReach *shown;
  guint threatened = 0;

  g_assert_false (hd_board_view_get_threats_shown (board));
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_grab_focus (button));
  g_assert_true (gtk_widget_activate (button));
  wait_for (threats_shown, NULL, 20, "the threat overlay");
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == button);
  shown = hd_board_view_get_threats (board, FALSE);
  for (guint b = 0; b < hd_map_get_n_boxes (map); b++)
    if (hd_threat_is_target (s, b, HD_SIDE_CONFEDERATE))
      {
        g_assert_cmpuint (shown[b].one_march.strength, ==, enemy[b].one_march.strength);
        g_assert_cmpuint (shown[b].two_marches.strength, ==, enemy[b].two_marches.strength);
        threatened += shown[b].two_marches.units > 0;
      }
    else
      g_assert_cmpuint (shown[b].two_marches.units, ==, 0);
  g_assert_cmpuint (threatened, >, 0);
  g_assert_cmpuint (shown[washington->index].two_marches.units, >, 0);
  g_assert_nonnull (hd_board_view_get_threats (board, TRUE));
  hd_board_view_set_view (board, 1.8, washington->x, washington->y + 120);
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  wait_board_drawn ("the threats");
  clear_toasts ("the toasts to go before a picture");
  wait_drawn (GTK_WIDGET (window), "the window without toasts");
  save_screenshot (GTK_WIDGET (window), "threats.png");
  /* the shortcut's action hides them again */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-threats", NULL));
  g_assert_false (hd_board_view_get_threats_shown (board));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-fit", NULL));
}

/* A game of @scenario with @options in the window, its board emptied
 * (when @clear) and set with the transcript lines @lines. */
static HdGame *
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

/* Advanced 6.0 in the window: the fall of Washington stops everything
 * until its die is typed (the guide says so, the panel takes it from the
 * keys), and the army maximum shown loses it. */
static void
test_washington_falls (void)
{
  const char *options[] = { "advanced-6.0", NULL };
  static const char *lines[] = {
    "remove Union Mi from Washington", "remove Union Mi from Washington",
    "add Confederate Vi in Manassas Junction",
    "end segment", "end segment", "end segment", "end segment",
    "march Confederate Vi from Manassas Junction by rail to Washington",
    "end segment", "end segment",
  };
  HdGame *game = start_game_with ("1861-campaign", options, FALSE, lines, G_N_ELEMENTS (lines));

  assert_panel_says ("Washington has fallen");
  assert_panel_says ("Advanced 6.0");
  assert_panel_says ("wins nothing at once");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 3));
  run_pending ();
  g_assert_cmpuint (hd_state_get_union_max_loss (hd_game_get_state (game)), ==, 3);
  assert_panel_says ("lost so far: 3");
  /* 34 less Washington's 1 and the die's 3 */
  g_assert_cmpuint (hd_state_get_army_maximum (hd_game_get_state (game), HD_SIDE_UNION), ==, 30);
}

/* Advanced 2.0 in the window: a Confederate Player Turn begins with
 * Gordonsville cut off; the movement panel offers only the pieces to give
 * up, the supply overlay shows every box's supply and line, and giving
 * one up lets the turn go on. */
static void
test_supply (void)
{
  HdMap *map = hd_board_view_get_map (board);
  const char *options[] = { "advanced-2.0", NULL };
  static const char *lines[] = {
    "add Confederate Vi in Gordonsville", "add Confederate Vi in Gordonsville",
    "add Confederate Mi in Petersburg", "add Confederate Mi in Petersburg",
    "add Union Mi in Lynchburg", "add Union Mi in Manassas Junction", "add Union Mi in Staunton",
    "add Union Mi in Richmond", "add Union Mi in Yorktown", "add Union Mi in Yorktown",
    "end segment", "end segment", "end segment", "end segment",
  };
  HdMovementPanel *movement = hd_status_panel_get_movement_panel (status_panel (window));
  GtkWidget *give_up;
  HdGame *game;
  g_autofree char *label = NULL;
  guint gordonsville = hd_map_lookup_id (map, "gordonsville")->index;

  game = start_game_with ("1862", options, TRUE, lines, G_N_ELEMENTS (lines));
  assert_panel_says ("out of supply");
  assert_panel_says ("Advanced 2.2");
  g_assert_true (hd_state_get_supply_due (hd_game_get_state (game), gordonsville));
  {
    /* two veterans there: the players tell them apart by number */
    g_autofree char *unit = hd_describe_unit (hd_game_get_state (game),
                                              hd_state_get_unit (hd_game_get_state (game),
                                                                 (guint) hd_state_find_unit (hd_game_get_state (game),
                                                                                             gordonsville,
                                                                                             HD_SIDE_CONFEDERATE,
                                                                                             HD_KIND_VI, FALSE))->id);
    g_assert_nonnull (strchr (unit, '#'));
    label = g_strdup_printf ("Give up %s in Gordonsville", unit);
  }
  give_up = find_button (GTK_WIDGET (movement), label);
  g_assert_nonnull (give_up);
  /* the overlay */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-supply", NULL));
  g_assert_true (hd_board_view_get_supply_shown (board));
  hd_board_view_set_view (board, 1.5, hd_map_lookup_id (map, "richmond")->x - 40, hd_map_lookup_id (map, "richmond")->y);
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  wait_board_drawn ("the supply view");
  clear_toasts ("the toasts to go before a picture");
  wait_drawn (GTK_WIDGET (window), "the window without toasts");
  save_screenshot (GTK_WIDGET (window), "supply.png");
  /* one piece given up, from the keyboard: the turn goes on */
  g_assert_true (gtk_widget_grab_focus (give_up));
  g_assert_true (gtk_widget_activate (give_up));
  wait_for (supply_given, game, 20, "the piece given up");
  run_pending ();
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), gordonsville, HD_SIDE_CONFEDERATE), ==, 1);
  assert_panel_says ("Confederate Movement: 2 of 2 marches left");
  g_assert_nonnull (gtk_root_get_focus (GTK_ROOT (window)));
  /* the marches follow: the focus on a box with units to move (hd-focus) */
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (status_panel (window))) ||
                 HD_IS_BOX_SPOT (gtk_root_get_focus (GTK_ROOT (window))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-supply", NULL));
  g_assert_false (hd_board_view_get_supply_shown (board));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-fit", NULL));
}

static gboolean
odds_known (gpointer data)
{
  return hd_battle_panel_get_odds (HD_BATTLE_PANEL (data)) >= 0;
}

/* Advanced 7.0 in the window: a battle by days, its leadership typed from
 * the keys and rolled by the panel, the day and leadership track shown,
 * fewer units firing than the side has (the players may choose which),
 * and sampled odds with their margin. */
static void
test_battle_by_days (void)
{
  HdMap *map = hd_board_view_get_map (board);
  const char *options[] = { "advanced-7.0", NULL };
  static const char *lines[] = {
    "add Union Vi in Harpers Ferry", "add Union Vi in Harpers Ferry", "add Union Vi in Harpers Ferry",
    "add Union Mi in Harpers Ferry", "add Union Mi in Harpers Ferry",
    "add Confederate Vi in Front Royal", "add Confederate Ci in Front Royal", "add Confederate Mi in Front Royal",
    "add Confederate Mi in Front Royal",
    "march Union Vi from Harpers Ferry by road to Front Royal", "march Union Vi from Harpers Ferry by road to Front Royal",
    "march Union Vi from Harpers Ferry by road to Front Royal", "march Union Mi from Harpers Ferry by road to Front Royal",
    "march Union Mi from Harpers Ferry by road to Front Royal",
    "end segment", "battle at Front Royal",
  };
  HdBattlePanel *panel = hd_status_panel_get_battle_panel (status_panel (window));
  HdGame *game;
  const HdState *s;

  game = start_game_with ("1862", options, TRUE, lines, G_N_ELEMENTS (lines));
  s = hd_game_get_state (game);
  assert_panel_says ("Day 1 of the battle of Front Royal begins");
  assert_panel_says ("type the die for the Confederate battlefield leadership");
  /* the defender's die, then the attacker's, from the keys: 1862's 2
   * gives the Confederacy 3 and the Union 2 */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 2));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 2));
  run_pending ();
  g_assert_cmpuint (hd_battle_get_leadership (s, HD_SIDE_CONFEDERATE), ==, 3);
  g_assert_cmpuint (hd_battle_get_leadership (s, HD_SIDE_UNION), ==, 2);
  g_assert_cmpuint (hd_battle_panel_get_n_shots (panel), ==, 3);
  /* what the leadership allows, side by side with the rule's eight */
  assert_panel_says ("Battlefield leadership: Union 2, Confederacy 3. Units that may fire each round today: Union up "
                     "to 2, Confederacy up to 3 (never more than eight, Advanced 7.0).");
  /* a day of misses */
  for (guint i = 0; i < 2 * HD_BATTLE_ROUNDS_A_DAY; i++)
    {
      HdAction fire = { .type = HD_ACTION_FIRE };
      fire.n_shots = hd_battle_default_targets (s, fire.shots);
      for (guint k = 0; k < fire.n_shots; k++)
        fire.shots[k].die = 6;
      g_assert_true (hd_log_apply (HD_LOG (game), &fire, NULL));
    }
  run_pending ();
  assert_panel_says ("Day 2 of the battle");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "battle.roll-leadership", NULL));
  run_pending ();
  g_assert_false (hd_battle_needs_leadership (s, HD_SIDE_UNION));
  assert_panel_says ("Day 2, round 1 of 4");
  wait_for (odds_known, panel, 120, "the sampled odds");
  assert_panel_says ("points), from 40000 battles");
  hd_board_view_set_view (board, 1.6, hd_map_lookup_id (map, "front-royal")->x + 60,
                          hd_map_lookup_id (map, "front-royal")->y + 60);
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  wait_board_drawn ("the battle's board");
  clear_toasts ("the toasts to go before a picture");
  wait_drawn (GTK_WIDGET (window), "the window without toasts");
  save_screenshot (GTK_WIDGET (window), "battle-day-2.png");
}

static void
fire_in_game (HdGame *game, guint die)
{
  HdAction fire = { .type = HD_ACTION_FIRE };

  fire.n_shots = hd_battle_default_targets (hd_game_get_state (game), fire.shots);
  for (guint k = 0; k < fire.n_shots; k++)
    fire.shots[k].die = die;
  g_assert_true (hd_log_apply (HD_LOG (game), &fire, NULL));
}

/* Advanced 8.1 and 8.11 in the window: the units a fire flipped check
 * their morale with dice typed from the keys in the order shown, a routed
 * unit is drawn in its line as out of the fight, and at the end of the
 * day it is rallied from the keyboard, focus staying in the panel. */
static void
test_battlefield_morale (void)
{
  HdMap *map = hd_board_view_get_map (board);
  const char *options[] = { "advanced-8.1", NULL };
  static const char *lines[] = {
    "add Union Vi in Harpers Ferry", "add Union Vi in Harpers Ferry", "add Union Mi in Harpers Ferry",
    "add Confederate Vi in Front Royal", "add Confederate Mi in Front Royal",
    "march Union Vi from Harpers Ferry by road to Front Royal", "march Union Vi from Harpers Ferry by road to Front Royal",
    "march Union Mi from Harpers Ferry by road to Front Royal",
    "end segment", "battle at Front Royal",
  };
  HdGame *game = start_game_with ("1862", options, TRUE, lines, G_N_ELEMENTS (lines));
  const HdState *s = hd_game_get_state (game);
  HdBattlePanel *panel = hd_status_panel_get_battle_panel (status_panel (window));
  g_autoptr(GArray) due = NULL;
  g_autofree char *rally_label = NULL;
  GtkWidget *rally;
  guint first;

  /* the defender hits twice: two Union units flipped */
  fire_in_game (game, 1);
  run_pending ();
  g_assert_cmpint (hd_morale_get_checks (s, &due), ==, HD_CHECK_MORALE);
  g_assert_cmpuint (due->len, ==, 2);
  first = g_array_index (due, guint, 0);
  assert_panel_says ("Morale Checks (Advanced 8.1)");
  assert_panel_says ("routs on");
  /* the dice from the keys, one each in the order shown: the first routs */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 6));
  run_pending ();
  g_assert_cmpint (hd_morale_get_checks (s, NULL), ==, HD_CHECK_MORALE);
  assert_panel_says ("— 6: routs");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 1));
  run_pending ();
  g_assert_cmpint (hd_morale_get_checks (s, NULL), ==, HD_CHECK_NONE);
  g_assert_true (hd_morale_is_routed (s, first));
  assert_panel_says ("routed, out of the fight");
  wait_for (odds_known, panel, 120, "the sampled odds");
  assert_panel_says ("morale checks and rallies (Advanced 8.1) are still to come");
  hd_board_view_set_view (board, 1.6, hd_map_lookup_id (map, "front-royal")->x + 60,
                          hd_map_lookup_id (map, "front-royal")->y + 60);
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  wait_board_drawn ("the battle's board");
  clear_toasts ("the toasts to go before a picture");
  wait_drawn (GTK_WIDGET (window), "the window without toasts");
  save_screenshot (GTK_WIDGET (window), "battle-morale.png");
  /* the rest of the day in misses; then the Union may rally it */
  fire_in_game (game, 6);
  for (guint round = 2; round <= HD_BATTLE_ROUNDS_A_DAY; round++)
    {
      fire_in_game (game, 6);
      fire_in_game (game, 6);
    }
  run_pending ();
  g_assert_cmpint (hd_morale_rally_due (s), ==, HD_SIDE_UNION);
  assert_panel_says ("Morale Recovery (Advanced 8.11)");
  {
    g_autofree char *unit = hd_describe_unit (s, first);
    rally_label = g_strdup_printf ("Rally %s", unit);
  }
  rally = find_button (GTK_WIDGET (panel), rally_label);
  g_assert_nonnull (rally);
  g_assert_true (gtk_widget_grab_focus (rally));
  activate_clicked (rally, "the rally");
  g_assert_false (hd_morale_is_routed (s, first));
  g_assert_cmpint (hd_morale_rally_due (s), ==, HD_SIDE_NEUTRAL);
  g_assert_nonnull (gtk_root_get_focus (GTK_ROOT (window)));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (panel)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-fit", NULL));
}

/* Advanced 8.3 in the window: the Confederacy holding Kentucky's cities is
 * asked for the support die, with the table's modifiers, before its march
 * die; typed from the keys, the militia joins the pool. */
static void
test_border_states (void)
{
  const char *options[] = { "advanced-8.3", NULL };
  static const char *lines[] = {
    "control Confederate Bowling Green with marker", "control Confederate Louisville with marker",
    "end segment", "end segment", "end segment", "end segment",
  };
  HdGame *game = start_game_with ("1862", options, FALSE, lines, G_N_ELEMENTS (lines));
  const HdState *s = hd_game_get_state (game);
  guint pool = hd_state_get_pool (s, HD_SIDE_CONFEDERATE, HD_KIND_MI);

  g_assert_true (hd_border_roll_due (s, 1));
  assert_panel_says ("Support from Kentucky (Advanced 8.3)");
  assert_panel_says ("Modifiers in all");
  /* the march die must wait: the key goes to the support die */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 6));
  run_pending ();
  g_assert_false (hd_border_roll_due (s, 1));
  g_assert_true (hd_border_has_joined (s, 1));
  g_assert_cmpuint (hd_state_get_pool (s, HD_SIDE_CONFEDERATE, HD_KIND_MI), ==, pool + 1);
  g_assert_cmpuint (hd_state_get_march_die (s), ==, 0);
  /* the scenario's first turn: the two marches of rule 11.2 */
  assert_panel_says ("Confederate Movement: 2 of 2 marches left");
}

static void
apply_line (HdGame *game, const char *line)
{
  HdAction a;
  g_autoptr(GError) error = NULL;

  g_assert_true (hd_action_line_parse (hd_board_view_get_map (board), line, &a));
  if (!hd_log_apply (HD_LOG (game), &a, &error))
    g_error ("%s: %s", line, error->message);
}

/* The message dialog whose body says @says is open: closed. */
static void
close_message_dialog (const char *says)
{
  GListModel *tops = gtk_window_get_toplevels ();   /* transfer none */
  gboolean found = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (tops, i);
      if (ADW_IS_MESSAGE_DIALOG (w) && strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (w)), says) != NULL)
        {
          adw_message_dialog_response (ADW_MESSAGE_DIALOG (w), "close");
          found = TRUE;
          break;
        }
    }
  g_assert_true (found);
}

static gboolean
europe_crossed (gpointer data)
{
  return hd_intervention_n_in_europe (hd_game_get_state (HD_GAME (data))) == 3;
}

/* Advanced 8.4 in the window: Europe intervenes at the start of the
 * Confederate Player Turn (the guide says so, the conditions can be read
 * by anyone), the units wait in a box drawn beside the board and one
 * crosses from the keyboard, focus staying with the crossings. */
static void
test_foreign_intervention (void)
{
  HdMap *map = hd_board_view_get_map (board);
  const char *options[] = { "advanced-8.4", "advanced-6.0", NULL };
  const char *cities[] = { "New York City", "Philadelphia", "Pittsburgh", "Scranton", "Chicago", NULL };
  static const char *lines[] = {
    "add Confederate Vi in Wilmington", "add Confederate Vi in Richmond", "add Union Vi in Harpers Ferry",
    "control Confederate Washington with marker",
  };
  HdGame *game = start_game_with ("1862", options, TRUE, lines, G_N_ELEMENTS (lines));
  const HdState *s = hd_game_get_state (game);
  HdMovementPanel *movement = hd_status_panel_get_movement_panel (status_panel (window));
  GtkWidget *sail;

  for (guint i = 0; cities[i] != NULL && !hd_intervention_condition (s, HD_INTERVENTION_ARMIES, NULL); i++)
    {
      g_autofree char *line = g_strdup_printf ("control Confederate %s with marker", cities[i]);
      apply_line (game, line);
    }
  /* anyone may read where it stands */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.foreign-intervention", NULL));
  wait_toplevel (ADW_TYPE_MESSAGE_DIALOG, "the intervention's standing");
  close_message_dialog ("Europe has not intervened");
  for (guint i = 0; i < 4; i++)
    apply_line (game, "end segment");
  run_pending ();
  g_assert_true (hd_intervention_is_triggered (s));
  assert_panel_says ("Europe intervenes!");
  assert_panel_says ("From Europe (Advanced 8.4)");
  assert_panel_says ("4 foreign units wait in Europe");
  /* the crossing from the keyboard: the first kind, to Norfolk */
  {
    g_autoptr(GArray) ports = hd_intervention_sail_destinations (s);
    GtkDropDown *drop = find_drop_down (GTK_WIDGET (movement), ports->len);
    guint norfolk = hd_map_lookup_id (map, "norfolk")->index;
    g_assert_nonnull (drop);
    for (guint i = 0; i < ports->len; i++)
      if (g_array_index (ports, guint, i) == norfolk)
        gtk_drop_down_set_selected (drop, i);
  }
  sail = find_button (GTK_WIDGET (movement), "_Sail from Europe");
  g_assert_nonnull (sail);
  g_assert_true (gtk_widget_grab_focus (sail));
  g_assert_true (gtk_widget_activate (sail));
  wait_for (europe_crossed, game, 20, "a unit across from Europe");
  run_pending ();
  g_assert_true (hd_state_get_unit (s, hd_state_get_n_units (s) - 1)->unit.foreign);
  g_assert_cmpuint (hd_state_get_unit (s, hd_state_get_n_units (s) - 1)->box, ==, hd_map_lookup_id (map, "norfolk")->index);
  g_assert_nonnull (gtk_root_get_focus (GTK_ROOT (window)));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (movement)));
  hd_board_view_set_view (board, 0.9, hd_map_lookup_id (map, "atlantic-city")->x - 60,
                          hd_map_lookup_id (map, "atlantic-city")->y + 100);
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  wait_board_drawn ("the board with Europe");
  clear_toasts ("the toasts to go before a picture");
  wait_drawn (GTK_WIDGET (window), "the window without toasts");
  save_screenshot (GTK_WIDGET (window), "intervention.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-fit", NULL));
}

static gboolean
leader_moved (gpointer data)
{
  return hd_leader_get_marches (hd_game_get_state (HD_GAME (data)), HD_LEADER_LEE) == 1;
}

/* Advanced 8.2 in the New Game dialog: the leaders' pieces asked for when
 * the rule is chosen, Start refused while a date is missing, the game
 * keeping them; the set-up's leaders on the board. */
static void
test_leaders_new_game (void)
{
  HdNewGameDialog *dialog;
  HdGame *game;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  dialog = HD_NEW_GAME_DIALOG (find_toplevel (HD_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (dialog);
  hd_new_game_dialog_set_scenario (dialog, "1863");
  hd_new_game_dialog_set_option (dialog, "advanced-8.2", TRUE);
  run_pending ();
  g_assert_nonnull (find_label (GTK_WIDGET (dialog), "Leaders' Pieces (Advanced 8.2)"));
  /* no dates yet: Start is refused, the dialog stays, saying why */
  g_signal_emit_by_name (gtk_window_get_default_widget (GTK_WINDOW (dialog)), "clicked");
  run_pending ();
  g_assert_nonnull (find_toplevel (HD_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (find_label_containing (GTK_WIDGET (dialog), "dates printed on their pieces"));
  hd_new_game_dialog_set_leader (dialog, HD_LEADER_LEE, "06/1862", "05/1863");
  hd_new_game_dialog_set_leader (dialog, HD_LEADER_GRANT, "02/1862", "03/1864");
  hd_new_game_dialog_set_leader (dialog, HD_LEADER_SHERMAN, "05/1862", "03/1864");
  wait_drawn (GTK_WIDGET (dialog), "the leaders' dates drawn");
  save_screenshot (GTK_WIDGET (dialog), "new-game-leaders.png");
  g_signal_emit_by_name (gtk_window_get_default_widget (GTK_WINDOW (dialog)), "clicked");
  wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_NEW_GAME_DIALOG), 30, "the new game dialog to close");
  g_assert_null (find_toplevel (HD_TYPE_NEW_GAME_DIALOG));
  game = hd_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_true (g_strv_contains (hd_game_get_options (game), "leader-lee=3@06/1862,2@05/1863"));
  g_assert_cmpuint (hd_leader_get_box (hd_game_get_state (game), HD_LEADER_LEE), ==,
                    hd_map_lookup_id (hd_board_view_get_map (board), "fredericksburg")->index);
  assert_panel_says ("★ Lee: 3 from 06/1862, 2 from 05/1863");
}

/* Advanced 8.2 with 8.1 in a battle: Lee's pluses chosen for each shot,
 * his place in the line, a Union unit routed; then Lee marching alone
 * from the keyboard. */
static void
test_leader_battle (void)
{
  HdMap *map = hd_board_view_get_map (board);
  const char *options[] = { "advanced-8.1", "advanced-8.2", "leader-lee=3@06/1862,2@05/1863",
                            "leader-grant=1@02/1862,2@03/1864", "leader-sherman=1@05/1862,2@03/1864", NULL };
  static const char *lines[] = {
    "add Confederate Vi in Fredericksburg", "add Confederate Vi in Fredericksburg", "add Confederate Ci in Fredericksburg",
    "add Union Vi in Washington", "add Union Vi in Washington", "add Union Vi in Washington",
    "add Union Mi in Washington",
    "march Union Vi from Washington by river to Fredericksburg", "march Union Vi from Washington by river to Fredericksburg",
    "march Union Vi from Washington by river to Fredericksburg", "march Union Mi from Washington by river to Fredericksburg",
    "end segment", "battle at Fredericksburg",
  };
  HdGame *game = start_game_with ("1863", options, TRUE, lines, G_N_ELEMENTS (lines));
  const HdState *s = hd_game_get_state (game);
  HdBattlePanel *panel = hd_status_panel_get_battle_panel (status_panel (window));
  GtkDropDown *plus;

  run_pending ();
  assert_panel_says ("★ Lee, value 3");
  /* a pluses drop-down a shot, +0 to +3, one a piece by default */
  plus = find_drop_down_starting (GTK_WIDGET (panel), "+0 from a leader");
  g_assert_nonnull (plus);
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (plus)), ==, 4);
  g_assert_cmpuint (gtk_drop_down_get_selected (plus), ==, 1);
  assert_panel_says ("+1 from a leader (Advanced 8.2.2)");
  /* the Confederacy fires, every shot a hit; the Union checks morale: the
   * first routs */
  fire_in_game (game, 1);
  run_pending ();
  g_assert_cmpint (hd_morale_get_checks (s, NULL), ==, HD_CHECK_MORALE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 6));
  for (guint i = 0; i < 3 && hd_morale_get_checks (s, NULL) == HD_CHECK_MORALE; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 1));
  run_pending ();
  assert_panel_says ("routed, out of the fight");
  wait_for (odds_known, panel, 120, "the sampled odds");
  hd_board_view_set_view (board, 1.6, hd_map_lookup_id (map, "fredericksburg")->x + 40,
                          hd_map_lookup_id (map, "fredericksburg")->y + 30);
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  wait_board_drawn ("the battle's board");
  clear_toasts ("the toasts to go before a picture");
  wait_drawn (GTK_WIDGET (window), "the window without toasts");
  save_screenshot (GTK_WIDGET (window), "battle-leader.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-fit", NULL));
}

/* Advanced 8.2 in the movement panel: Lee marches alone from the
 * keyboard, at no cost, focus staying with the leaders' choices. */
static void
test_leader_moves (void)
{
  const char *options[] = { "advanced-8.2", "leader-lee=3@06/1862,2@05/1863", "leader-grant=1@02/1862,2@03/1864",
                            "leader-sherman=1@05/1862,2@03/1864", NULL };
  static const char *lines[] = {
    "add Confederate Vi in Fredericksburg", "add Union Vi in Washington", "add Union Vi in Arkansas Post",
    "end segment", "end segment", "end segment", "end segment",
  };
  HdGame *game = start_game_with ("1863", options, TRUE, lines, G_N_ELEMENTS (lines));
  HdMovementPanel *movement = hd_status_panel_get_movement_panel (status_panel (window));
  GtkWidget *go;
  guint marches = hd_state_get_marches_left (hd_game_get_state (game));

  assert_panel_says ("Leaders (Advanced 8.2)");
  assert_panel_says ("march 1 of 2");
  go = find_button (GTK_WIDGET (movement), "_Move Leader");
  g_assert_nonnull (go);
  g_assert_true (gtk_widget_grab_focus (go));
  g_assert_true (gtk_widget_activate (go));
  wait_for (leader_moved, game, 20, "Lee's march");
  run_pending ();
  g_assert_cmpuint (hd_state_get_marches_left (hd_game_get_state (game)), ==, marches);
  g_assert_nonnull (gtk_root_get_focus (GTK_ROOT (window)));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (movement)));
}

/* Advanced 5.0 in the window: a naval invasion of Charleston meets its
 * coastal garrison, shown in the defending line and as a target. */
static void
test_coastal_garrison (void)
{
  const char *options[] = { "advanced-5.0", NULL };
  static const char *lines[] = {
    "add Union Vi in Washington", "add Union Vi in Washington",
    "end segment", "end segment", "end segment", "end segment",
    "end segment", "end segment", "end segment", "end segment",
    "roll 6 for marches",
    "invade Union Vi from Washington to Charleston", "invade Union Vi from Washington to Charleston",
    "end segment", "battle at Charleston",
  };

  start_game_with ("1862", options, FALSE, lines, G_N_ELEMENTS (lines));
  assert_panel_says ("Coastal garrison (2), entrenched");
  assert_panel_says ("landed from the sea");
}

/* Advanced 4.0 in the window: the battle panel offers to contain instead
 * of fighting; the movement panel offers the breakout, and its battle is
 * fought in the battle panel during the Movement Segment. */
static void
test_containment (void)
{
  HdMap *map = hd_board_view_get_map (board);
  const char *options[] = { "advanced-4.0", NULL };
  static const char *lines[] = {
    "add Union Vi in Washington", "add Union Vi in Washington",
    "add Confederate Mi in Goldsboro", "add Confederate Mi in Goldsboro",
    "end segment", "end segment", "end segment", "end segment",
    "end segment", "end segment", "end segment", "end segment",
    "roll 6 for marches",
    "invade Union Vi from Washington to Wilmington", "invade Union Vi from Washington to Wilmington",
    "end segment", "end segment", "end segment", "end segment",
    "roll 3 for marches",
    "march Confederate Mi from Goldsboro by rail to Wilmington", "march Confederate Mi from Goldsboro by rail to Wilmington",
    "end segment",
  };
  HdGame *game = start_game_with ("1861-campaign", options, TRUE, lines, G_N_ELEMENTS (lines));
  guint wilmington = hd_map_lookup_id (map, "wilmington")->index;
  HdMovementPanel *movement = hd_status_panel_get_movement_panel (status_panel (window));
  HdBattlePanel *battle = hd_status_panel_get_battle_panel (status_panel (window));
  GtkWidget *contain = find_button (GTK_WIDGET (battle), "Contain at Wilmington instead (Advanced 4.0)");

  assert_panel_says ("Wilmington may be contained instead of fought (Advanced 4.0)");
  g_assert_nonnull (contain);
  g_assert_true (gtk_widget_activate (contain));
  /* a button activated shows itself pressed a moment before it is clicked */
  wait_for (wilmington_contained, game, 20, "the containment");
  for (guint i = 0; i < 3; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 3));
  run_pending ();
  hd_board_view_choose_box (board, wilmington);
  run_pending ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (movement), "movement.break-out", NULL));
  run_pending ();
  g_assert_true (hd_battle_in_progress (hd_game_get_state (game)));
  assert_panel_says ("Breakout from Wilmington");
  assert_panel_says ("Battle of Wilmington, round 1");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (battle)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (movement)));

  /* the Union wins the breakout: the movement panel offers its promotion
   * (6.0), made from the keyboard, and the march goes on */
  for (guint i = 0; i < 20 && hd_battle_in_progress (hd_game_get_state (game)); i++)
    fire_in_game (game, hd_battle_get_firing_side (hd_game_get_state (game)) == HD_SIDE_UNION ? 1 : 6);
  g_assert_false (hd_battle_in_progress (hd_game_get_state (game)));
  run_pending ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (movement)));
  assert_panel_says ("The breakout battle is over: its winner may promote one unit");
  {
    GtkWidget *promote = find_label_containing (GTK_WIDGET (movement), "to Crack Infantry");
    const HdBoardUnit *bu = NULL;

    g_assert_nonnull (promote);
    promote = gtk_widget_get_ancestor (promote, GTK_TYPE_BUTTON);
    gtk_widget_grab_focus (promote);
    activate_clicked (promote, "the promotion");
    for (guint i = 0; i < hd_state_get_n_units (hd_game_get_state (game)); i++)
      if (hd_state_get_unit (hd_game_get_state (game), i)->unit.kind == HD_KIND_CI)
        bu = hd_state_get_unit (hd_game_get_state (game), i);
    g_assert_nonnull (bu);
    g_assert_cmpuint (bu->box, ==, wilmington);
  }
  g_assert_false (gtk_widget_is_visible (find_label_containing (GTK_WIDGET (movement), "its winner may promote")));
  /* the keyboard goes on from Wilmington, where the next march starts */
  g_assert_true (focused_box () == hd_map_get_box (map, wilmington));
}

static gboolean
toast_gone (gpointer data)
{
  return !g_ptr_array_find (window->toasts, data, NULL);
}

static gboolean
one_toast (gpointer data)
{
  return hd_window_get_n_toasts (window) == 1;
}

/* A new game lets the old game's toasts go, and the one being shown only
 * once it has settled: libadwaita 1.2 crashes when a toast is dismissed
 * while it is still coming up, here just after the toast before it went. */
static void
test_toasts_let_go (void)
{
  const char *no_options[] = { NULL };
  AdwToast *second;

  clear_toasts ("the toasts to go");
  hd_window_toast (window, "The first of two toasts");
  hd_window_toast (window, "The second of two toasts");
  second = g_ptr_array_index (window->toasts, 1);
  /* the fixed times below are the scenario itself: the ages of the
   * toasts that dismiss_toasts measures, not waits for something */
  settle (1.2);   /* the first is up */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1862", no_options));
  /* the first goes by itself (as on a timeout) just before the old
   * game's toasts are let go, and the second comes up */
  settle (0.35);
  adw_toast_dismiss (g_ptr_array_index (window->toasts, 0));
  settle (0.6);
  /* too young to go yet */
  g_assert_true (g_ptr_array_find (window->toasts, second, NULL));
  wait_for (toast_gone, second, 20, "the old game's toast to go");
  settle (0.6);   /* its hiding, and what would have crashed */
}

static HdLessonCard *
lesson_card (void)
{
  return window->lesson_card;
}

static void
assert_card_says (const char *what)
{
  g_autofree char *text = hd_lesson_card_get_text (lesson_card ());
  if (strstr (text, what) == NULL)
    g_error ("the lesson card does not say \"%s\":\n%s", what, text);
}

static AdwActionRow *
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

/* Learn the Game: the course in a dialog; a lesson started from it, its
 * task done with the movement panel as in a game, a wrong move kept out
 * and explained, Show Me and Next Step from the keyboard with the focus
 * kept in the card, and the progress kept when the lesson is left and
 * resumed. */
static void
test_lesson (void)
{
  HdMap *map = hd_board_view_get_map (board);
  HdMovementPanel *movement = hd_status_panel_get_movement_panel (status_panel (window));
  GtkWidget *dialog, *next, *show_me;
  AdwActionRow *row;
  HdGame *game;
  guint n;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.learn", NULL));
  dialog = find_toplevel (HD_TYPE_LESSONS_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_nonnull (find_row (dialog, "12. Control and the Ways to Win"));
  wait_drawn (dialog, "the lessons dialog drawn");
  save_screenshot (dialog, "lessons.png");
  row = find_row (dialog, "2. Marches and the Movement Chart");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_activate (GTK_WIDGET (row)));   /* as Enter does: the row's action */
  wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_LESSONS_DIALOG), 30, "the lessons dialog to close");
  g_assert_null (find_toplevel (HD_TYPE_LESSONS_DIALOG));
  g_assert_nonnull (hd_lesson_card_get_run (lesson_card ()));
  game = hd_window_get_game (window);
  g_assert_nonnull (game);
  assert_card_says ("Marches and the Movement Chart");
  assert_card_says ("Step 1 of 3");
  assert_card_says ("Move both militia from Washington");
  g_assert_false (gtk_widget_is_sensitive (find_button (GTK_WIDGET (window), "_Edit Board")));

  /* the wrong way: kept out, explained */
  n = hd_log_get_n_actions (HD_LOG (game));
  hd_board_view_choose_box (board, hd_map_lookup_id (map, "washington")->index);
  hd_board_view_choose_box (board, hd_map_lookup_id (map, "baltimore")->index);
  gtk_widget_activate_action (GTK_WIDGET (movement), "movement.confirm", NULL);
  run_pending ();
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, n);
  assert_card_says ("Baltimore is the other way");
  assert_card_says ("tick both militia");
  hd_board_view_set_view (board, 1.6, hd_map_lookup_id (map, "washington")->x - 80, hd_map_lookup_id (map, "washington")->y + 40);
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  wait_board_drawn ("the lesson's board");
  clear_toasts ("the toasts to go before a picture");
  wait_drawn (GTK_WIDGET (window), "the window without toasts");
  save_screenshot (GTK_WIDGET (window), "lesson.png");

  /* the right way: the step is done */
  hd_board_view_choose_box (board, hd_map_lookup_id (map, "washington")->index);
  hd_board_view_choose_box (board, hd_map_lookup_id (map, "harpers-ferry")->index);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (movement), "movement.confirm", NULL));
  run_pending ();
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, n + 2);
  assert_card_says ("Well done");
  next = find_button (GTK_WIDGET (lesson_card ()), "_Next Step");
  show_me = find_button (GTK_WIDGET (lesson_card ()), "_Show Me");
  g_assert_true (gtk_widget_is_sensitive (next));
  g_assert_true (gtk_widget_grab_focus (next));
  g_assert_true (gtk_widget_activate (next));
  wait_for (lesson_step_is, GUINT_TO_POINTER (1), 20, "step 2");
  run_pending ();
  assert_card_says ("Step 2 of 3");
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == show_me);
  g_assert_true (gtk_widget_activate (show_me));
  wait_for (lesson_step_done, NULL, 20, "the step done");
  run_pending ();
  assert_card_says ("Well done");
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == next);

  /* left and resumed where it was */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson_card ()), "lesson.leave", NULL));
  run_pending ();
  g_assert_null (hd_window_get_game (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-lesson", "s", "02-marches"));
  run_pending ();
  assert_card_says ("Step 2 of 3");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson_card ()), "lesson.leave", NULL));
  hd_board_view_zoom_fit (board);
  wait_for (board_is_still, NULL, 60, "the zoom to end");
}

/* Edit-board mode through the box popover's own buttons; refusals leave
 * the game as it was; undo and redo; the end of a segment. */
static void
test_edit_undo_redo (void)
{
  HdGame *game = hd_window_get_game (window);
  HdMap *map = hd_board_view_get_map (board);
  const HdBox *richmond = hd_map_lookup_name (map, "Richmond");
  GtkWidget *popover = GTK_WIDGET (hd_board_view_get_popover (board));
  g_autoptr(HdState) before = hd_state_copy (hd_game_get_state (game));
  GtkWidget *button;
  HdAction add = { .type = HD_ACTION_ADD_UNIT, .side = HD_SIDE_CONFEDERATE, .kind = HD_KIND_CC };
  guint n, reduced_before = 0, reduced_after = 0;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-board", NULL));
  g_assert_true (hd_board_view_get_editing (board));
  hd_board_view_focus_box (board, richmond);
  hd_board_view_open_box (board, richmond);
  wait_for (popover_is_mapped, NULL, 10, "the Richmond popover");
  wait_drawn (popover, "the Richmond popover drawn");
  save_screenshot (popover, "popover-edit-richmond.png");

  for (guint i = 0; i < hd_state_get_n_units (before); i++)
    reduced_before += hd_state_get_unit (before, i)->box == richmond->index &&
                      hd_state_get_unit (before, i)->unit.reduced;
  button = find_button (popover, "Reduce");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 1);
  for (guint i = 0; i < hd_state_get_n_units (hd_game_get_state (game)); i++)
    reduced_after += hd_state_get_unit (hd_game_get_state (game), i)->box == richmond->index &&
                     hd_state_get_unit (hd_game_get_state (game), i)->unit.reduced;
  g_assert_cmpuint (reduced_after, ==, reduced_before + 1);
  /* the popover shows the change at once */
  g_assert_nonnull (find_button (popover, "Restore"));

  /* move one unit to Petersburg with the popover's Move row */
  {
    GtkDropDown *to = find_drop_down (popover, hd_map_get_n_boxes (map) - 1);
    const HdBox *petersburg = hd_map_lookup_name (map, "Petersburg");
    GListModel *model;
    guint at_petersburg = hd_state_count_units_at (hd_game_get_state (game), petersburg->index, HD_SIDE_CONFEDERATE);

    g_assert_nonnull (to);
    model = gtk_drop_down_get_model (to);
    for (guint i = 0; i < g_list_model_get_n_items (model); i++)
      if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i), "Petersburg"))
        gtk_drop_down_set_selected (to, i);
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), gtk_drop_down_get_selected (to)), ==,
                     "Petersburg");
    button = find_button (popover, "_Move");
    g_assert_nonnull (button);
    g_signal_emit_by_name (button, "clicked");
    g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 2);
    g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), petersburg->index, HD_SIDE_CONFEDERATE),
                      ==, at_petersburg + 1);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  }
  gtk_popover_popdown (GTK_POPOVER (popover));
  wait_for (popover_is_hidden, NULL, 10, "the popover to close");

  /* the counter mix refuses what the box does not hold (11.6) */
  add.box = richmond->index;
  n = hd_log_get_n_actions (HD_LOG (game));
  {
    const HdState *s = hd_game_get_state (game);
    guint cc = hd_state_count_kind (s, HD_SIDE_CONFEDERATE, HD_KIND_CC);
    guint limit = hd_inventory_get_counter_limit (s, HD_SIDE_CONFEDERATE, HD_KIND_CC);

    g_assert_cmpuint (cc, <, limit);
    for (guint i = 0; i < 20; i++)
      g_signal_emit_by_name (popover, "edit-action", &add);
    g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), <, n + 20);
    /* as many as the counters left allow, and not one more */
    g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, n + (limit - cc));
    g_assert_cmpuint (hd_state_count_kind (hd_game_get_state (game), HD_SIDE_CONFEDERATE, HD_KIND_CC), ==, limit);
  }
  while (hd_log_get_n_actions (HD_LOG (game)) > 1)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));

  /* undo back to the set-up, then redo */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 0);
  g_assert_true (hd_state_equal (hd_game_get_state (game), before));
  g_assert_true (hd_state_equal (hd_board_view_get_state (board), before));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 1);
  g_assert_false (hd_state_equal (hd_game_get_state (game), before));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-board", NULL));
  g_assert_false (hd_board_view_get_editing (board));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  g_assert_cmpint (hd_state_get_segment (hd_game_get_state (game)), ==, HD_SEGMENT_COMBAT);
  assert_panel_says ("[End Combat Segment]");
  wait_drawn (GTK_WIDGET (window), "the window drawn");
  save_screenshot (GTK_WIDGET (window), "game-after-edit.png");
}

static void
close_problem_dialogs (void)
{
  GtkWidget *dialog;

  while ((dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG)) != NULL)
    gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Item 14: Save As onto a pipe is refused with the reason shown, the pipe
 * left a pipe and the game not tied to it. */
static void
test_save_not_regular (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-window-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "pipe.hdgame", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (fifo);
  g_autoptr(GError) error = NULL;
  GFile *before;
  GStatBuf st;

  if (hd_window_get_game (window) == NULL)
    start_game_with ("1861-campaign", (const char *[]) { NULL }, FALSE, NULL, 0);
  before = hd_window_get_file (window);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_false (hd_window_save_to_file (window, file, &error));
  g_assert_error (error, HD_FILE_ERROR, HD_FILE_ERROR_NOT_REGULAR);
  g_assert_nonnull (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  close_problem_dialogs ();
  g_assert_true (hd_window_get_file (window) == before);
  g_assert_cmpint (g_lstat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  g_unlink (fifo);
  g_rmdir (dir);
}

/* Save, a damaged file refused with the game untouched, open, and a
 * transcript read back to the same game. */
static void
test_save_open (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-window-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "mine.hdgame", NULL);
  g_autofree char *bad_path = g_build_filename (dir, "broken.hdgame", NULL);
  g_autofree char *text_path = g_build_filename (dir, "mine.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) bad = g_file_new_for_path (bad_path);
  g_autoptr(GFile) text_file = g_file_new_for_path (text_path);
  g_autoptr(HdState) state = hd_state_copy (hd_game_get_state (hd_window_get_game (window)));
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *transcript = NULL;
  g_autofree char *uri = g_file_get_uri (file);
  gsize len;
  HdGame *game = hd_window_get_game (window);

  /* item 11: Save As first offers the scenario and the date reached */
  {
    g_autofree char *offered = hd_window_get_save_name (window, FALSE);
    g_autofree char *text_offered = hd_window_get_save_name (window, TRUE);
    g_autofree char *date = hd_file_name_date (hd_state_get_turn (state));
    g_autofree char *expected = g_strdup_printf ("%s, %s.hdgame",
                                                 hd_scenario_builtin_get_label (hd_game_get_scenario_id (game)), date);

    g_assert_cmpstr (offered, ==, expected);
    g_assert_true (g_str_has_suffix (text_offered, ".txt"));
    g_assert_null (strchr (offered, '/'));
  }
  g_assert_true (hd_window_save_to_file (window, file, &error));
  g_assert_no_error (error);
  g_assert_true (hd_window_get_file (window) == file || g_file_equal (hd_window_get_file (window), file));
  g_assert_true (gtk_recent_manager_has_item (gtk_recent_manager_get_default (), uri));

  /* a truncated copy is refused; nothing changes */
  g_assert_true (g_file_get_contents (path, &contents, &len, NULL));
  g_assert_true (g_file_set_contents (bad_path, contents, (gssize) (len / 2), NULL));
  g_assert_false (hd_window_open_file (window, bad, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (hd_window_get_game (window) == game);
  g_assert_true (hd_state_equal (hd_game_get_state (game), state));
  g_assert_nonnull (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  close_problem_dialogs ();

  g_assert_true (hd_window_open_file (window, file, &error));
  g_assert_no_error (error);
  g_assert_true (hd_window_get_game (window) != game);
  g_assert_true (hd_state_equal (hd_game_get_state (hd_window_get_game (window)), state));

  transcript = hd_transcript_write (hd_window_get_game (window));
  g_assert_true (g_file_set_contents (text_path, transcript, -1, NULL));
  g_assert_true (hd_window_open_file (window, text_file, &error));
  g_assert_no_error (error);
  g_assert_null (hd_window_get_file (window));
  g_assert_true (hd_state_equal (hd_game_get_state (hd_window_get_game (window)), state));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (hd_window_get_game (window))), ==, 2);

  g_remove (path);
  g_remove (bad_path);
  g_remove (text_path);
  g_rmdir (dir);
}

static gboolean
list_filled (gpointer data)
{
  GtkWidget *status = gtk_widget_get_next_sibling (gtk_widget_get_first_child (
                        gtk_widget_get_first_child (GTK_WIDGET (data))));
  return !g_str_has_prefix (gtk_label_get_text (GTK_LABEL (status)), "Looking");
}

static char *
collect_widget_text (GtkWidget *widget)
{
  GString *out = g_string_new (NULL);
  GPtrArray *stack = g_ptr_array_new ();

  g_ptr_array_add (stack, widget);
  while (stack->len > 0)
    {
      GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);
      if (GTK_IS_LABEL (w))
        g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (w)));
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        g_ptr_array_add (stack, c);
    }
  g_ptr_array_unref (stack);
  return g_string_free (out, FALSE);
}

static gboolean
resume_dialog_shown (gpointer data)
{
  return hd_window_get_resume_dialog (HD_WINDOW (data)) != NULL;
}

static gboolean
not_loading (gpointer data)
{
  return !hd_window_is_loading (HD_WINDOW (data)) && hd_window_get_game (HD_WINDOW (data)) != NULL;
}

/* A window as the program opens one at start-up, its start page's list
 * of unfinished games in @list, the newest offered back. */
static HdWindow *
start_again (HdGamesList **list)
{
  HdWindow *win = hd_window_new (GTK_APPLICATION (app), hd_board_view_get_map (board));

  gtk_window_present (GTK_WINDOW (win));
  *list = hd_status_panel_get_games_list (HD_STATUS_PANEL (find_descendant (GTK_WIDGET (win), HD_TYPE_STATUS_PANEL)));
  hd_window_offer_unfinished_game (win);
  return win;
}

/* The next start lists the unfinished games on the start page and offers
 * the newest back, exactly as it was; a game being played in one window
 * (one copy of the program) opens in another only as a copy. */
static void
test_resume (void)
{
  GtkApplication *gapp = GTK_APPLICATION (app);
  HdWindow *second;
  GtkWidget *dialog;
  g_autoptr(HdState) played = hd_state_copy (hd_game_get_state (hd_window_get_game (window)));
  guint n_played = hd_log_get_n_actions (HD_LOG (hd_window_get_game (window)));
  g_autoptr(GFile) kept = g_object_ref (hd_window_get_autosave_file (window));
  g_autoptr(GError) error = NULL;
  const char *no_options[] = { NULL };

  /* the window goes on to another game: the one played is left unfinished */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1862", no_options));
  close_problem_dialogs ();
  second = hd_window_new (gapp, hd_board_view_get_map (board));
  gtk_window_present (GTK_WINDOW (second));
  hd_window_offer_unfinished_game (second);
  wait_for (resume_dialog_shown, second, 30, "the offer of the unfinished game");
  g_assert_cmpuint (hd_games_list_get_n_games (hd_status_panel_get_games_list (
                      HD_STATUS_PANEL (find_descendant (GTK_WIDGET (second), HD_TYPE_STATUS_PANEL)))), >=, 1);
  dialog = hd_window_get_resume_dialog (second);
  run_pending ();
  save_screenshot_full (dialog, "resume-dialog.png", FALSE);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "later");
  /* the start page: the game is there too, and continues from its row */
  run_pending ();
  save_screenshot_full (GTK_WIDGET (second), "start-page.png", FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (second), "win.continue-game", "s", g_file_peek_path (kept)));
  wait_for (not_loading, second, 30, "the game to be read");
  g_assert_true (hd_state_equal (hd_game_get_state (hd_window_get_game (second)), played));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (hd_window_get_game (second))), ==, n_played);
  g_assert_true (g_file_equal (hd_window_get_autosave_file (second), kept));

  /* the other window may not take it over: it is offered a copy */
  g_assert_false (hd_window_open_file (window, kept, &error));
  g_assert_error (error, HD_FILE_ERROR, HD_FILE_ERROR_LOCKED);
  dialog = hd_window_get_copy_dialog (window);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "copy");
  wait_for (not_loading, window, 30, "the copy to be read");
  g_assert_true (hd_state_equal (hd_game_get_state (hd_window_get_game (window)), played));
  g_assert_false (g_file_equal (hd_window_get_autosave_file (window), kept));
  g_assert_null (hd_window_get_file (window));
  close_problem_dialogs ();
  gtk_window_destroy (GTK_WINDOW (second));
  run_pending ();

  /* a damaged game is listed with its reason, and can go to the trash */
  {
    g_autofree char *folder = hd_window_get_games_folder ();
    g_autofree char *damaged = g_build_filename (folder, "game-damaged.hdgame", NULL);
    HdGamesList *list;
    guint n;

    g_assert_true (g_file_set_contents (damaged, "<house-divided-game format=\"1\" scenario=\"1862\"><act", -1, NULL));
    second = start_again (&list);
    wait_for (list_filled, list, 30, "the list of unfinished games");
    n = hd_games_list_get_n_games (list);
    {
      g_autofree char *text = collect_widget_text (GTK_WIDGET (list));
      g_assert_nonnull (strstr (text, "Damaged"));
    }
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (second), "win.trash-game", "s", damaged));
    g_assert_false (g_file_test (damaged, G_FILE_TEST_EXISTS));
    wait_for (list_filled, list, 30, "the list of unfinished games again");
    g_assert_cmpuint (hd_games_list_get_n_games (list), ==, n - 1);
    close_problem_dialogs ();
    gtk_window_destroy (GTK_WINDOW (second));
  }
  run_pending ();
}

/* The number of times @what is in @text. */
static guint
count_in (const char *text, const char *what)
{
  guint n = 0;

  for (const char *p = strstr (text, what); p != NULL; p = strstr (p + 1, what))
    n++;
  return n;
}

/* Item 11: a game set up and left before its first action is offered
 * back at the next start, as it was (its scenario); of several set up one
 * after the other, only the last is listed, so they never pile up on the
 * start page. */
static void
test_resume_not_begun (void)
{
  GtkApplication *gapp = GTK_APPLICATION (app);
  HdWindow *first = hd_window_new (gapp, hd_board_view_get_map (board));
  HdWindow *second;
  HdGamesList *list;
  GtkWidget *dialog;
  const char *no_options[] = { NULL };
  g_autoptr(GFile) kept = NULL;

  gtk_window_present (GTK_WINDOW (first));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (first), "win.start-game", "(s^as)", "1862", no_options));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (first), "win.start-game", "(s^as)", "1863", no_options));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (hd_window_get_game (first))), ==, 0);
  kept = g_object_ref (hd_window_get_autosave_file (first));
  close_problem_dialogs ();
  gtk_window_destroy (GTK_WINDOW (first));   /* the program closed */
  run_pending ();

  second = start_again (&list);
  wait_for (resume_dialog_shown, second, 30, "the offer of the game not begun");
  dialog = hd_window_get_resume_dialog (second);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                            "A game of The 1863 Scenario was set up and left before its first action."));
  {
    g_autofree char *text = collect_widget_text (GTK_WIDGET (list));
    g_assert_cmpuint (count_in (text, "Not begun yet"), ==, 1);
  }
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "continue");
  wait_for (not_loading, second, 30, "the game not begun to be read");
  g_assert_cmpstr (hd_game_get_scenario_id (hd_window_get_game (second)), ==, "1863");
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (hd_window_get_game (second))), ==, 0);
  g_assert_true (g_file_equal (hd_window_get_autosave_file (second), kept));
  close_problem_dialogs ();
  gtk_window_destroy (GTK_WINDOW (second));
  run_pending ();
}

static char *mounts_refused;   /* why this machine allows no mounting, or NULL */

static void
apply_edit (const char *line)
{
  HdAction a;
  g_autoptr(GError) error = NULL;

  g_assert_true (hd_action_line_parse (hd_board_view_get_map (board), line, &a));
  g_assert_true (hd_log_apply (HD_LOG (hd_window_get_game (window)), &a, &error));
  g_assert_no_error (error);
}

/* The subtitle under @win's title: the scenario, and the file or "not saved". */
static const char *
subtitle_of (HdWindow *win)
{
  return adw_window_title_get_subtitle (ADW_WINDOW_TITLE (find_descendant (GTK_WIDGET (win), ADW_TYPE_WINDOW_TITLE)));
}

static gboolean
title_says_not_saved (void)
{
  return strstr (subtitle_of (window), "not saved") != NULL;
}

/* The games folder on a real full disk, then read-only: the banner says so
 * at once and keeps saying so after every failed save, the file saved
 * last is kept whole, starting another game asks first, and once saving
 * works again (Try Again) the banner goes and the file holds every action. */
static void
test_full_disk (void)
{
  g_autofree char *folder = hd_window_get_games_folder ();
  g_autofree char *before = NULL, *after = NULL, *filler = NULL;
  const char *no_options[] = { NULL };
  GtkWidget *dialog;
  GFile *autosave;

  g_mkdir_with_parents (folder, 0700);
  if (mounts_refused != NULL || !hd_test_mount_tmpfs_at (folder, 64 * 1024, &mounts_refused))
    {
      hd_test_mounts_refused (mounts_refused);
      return;
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1861-campaign",
                                             no_options));
  autosave = hd_window_get_autosave_file (window);
  apply_edit ("move Union Mi from Washington to Baltimore");
  g_assert_false (hd_window_is_save_banner_shown (window));
  g_assert_true (g_file_get_contents (g_file_peek_path (autosave), &before, NULL, NULL));

  filler = hd_test_fill_disk (folder);
  for (guint i = 0; i < 3; i++)
    {
      apply_edit (i % 2 ? "move Union Mi from Washington to Baltimore" : "move Union Mi from Baltimore to Washington");
      g_assert_true (hd_window_is_save_banner_shown (window));
      g_assert_true (title_says_not_saved ());
      g_clear_pointer (&after, g_free);
      g_assert_true (g_file_get_contents (g_file_peek_path (autosave), &after, NULL, NULL));
      g_assert_cmpstr (after, ==, before);
    }
  clear_toasts ("the toasts to go");
  wait_drawn (GTK_WIDGET (window), "the save banner drawn");
  save_screenshot (GTK_WIDGET (window), "save-banner.png");

  /* another game would take its place: the players are asked first */
  close_problem_dialogs ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_null (find_toplevel (HD_TYPE_NEW_GAME_DIALOG));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  close_problem_dialogs ();
  g_assert_true (hd_window_get_autosave_file (window) == autosave);

  /* read-only: still failing, still said */
  g_assert_cmpint (g_unlink (filler), ==, 0);
  hd_test_remount (folder, TRUE);
  apply_edit ("flip Union Mi in Washington");
  g_assert_true (hd_window_is_save_banner_shown (window));

  /* writable again: Try Again saves everything, the banner goes */
  hd_test_remount (folder, FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.retry-save", NULL));
  g_assert_false (hd_window_is_save_banner_shown (window));
  g_assert_false (title_says_not_saved ());
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(HdGame) saved = hd_game_new_from_file (hd_board_view_get_map (board), autosave, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (saved)), ==, 5);
    g_assert_true (hd_state_equal (hd_game_get_state (saved), hd_game_get_state (hd_window_get_game (window))));
  }
  hd_test_unmount_at (folder);
  /* the folder under the mount is the real one again */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.retry-save", NULL));
  g_assert_false (hd_window_is_save_banner_shown (window));
  clear_toasts ("the toasts to go");
}

/* ------------------------------------------ never lose a move (issue 20) */

static void
apply_edit_to (HdWindow *win, const char *line)
{
  HdAction a;
  g_autoptr(GError) error = NULL;

  g_assert_true (hd_action_line_parse (hd_board_view_get_map (board), line, &a));
  g_assert_true (hd_log_apply (HD_LOG (hd_window_get_game (win)), &a, &error));
  g_assert_no_error (error);
}

/* The @i-th of the corrections the tests play: a militia unit back and
 * forth between Washington and Baltimore, every one allowed. */
static const char *
nth_edit (guint i)
{
  return i % 2 == 0 ? "move Union Mi from Washington to Baltimore" : "move Union Mi from Baltimore to Washington";
}

/* The games folder on a tmpfs of its own for one test, unmounted after it
 * whatever happened (and the process's mounts are its own: nothing can
 * outlive the test run). */
typedef struct {
  char    *folder;
  char    *filler;
  gboolean mounted;
} Disk;

static void
disk_setup (Disk *disk, gconstpointer data)
{
  disk->folder = hd_window_get_games_folder ();
  g_mkdir_with_parents (disk->folder, 0700);
  disk->mounted = mounts_refused == NULL && hd_test_mount_tmpfs_at (disk->folder, 64 * 1024, &mounts_refused);
}

static void
disk_teardown (Disk *disk, gconstpointer data)
{
  if (disk->filler != NULL)
    g_unlink (disk->filler);
  if (disk->mounted)
    {
      mount ("tmpfs", disk->folder, "tmpfs", MS_REMOUNT, NULL);
      umount2 (disk->folder, MNT_DETACH);
    }
  g_free (disk->filler);
  g_free (disk->folder);
}

static gboolean
unsaved_dialog_shown (gpointer data)
{
  GtkWidget *dialog = hd_window_get_unsaved_dialog (HD_WINDOW (data));
  return dialog != NULL && gtk_widget_get_mapped (dialog);
}

static gboolean
file_chooser_shown (gpointer data)
{
  return find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG) != NULL;
}

static gboolean
file_chooser_gone (gpointer data)
{
  return find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG) == NULL;
}

static gboolean
pointer_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

/* The dialog that asks about the unsaved game of @win: its three
 * answers, Save As the default (Enter) and Cancel on Escape. */
static AdwMessageDialog *
assert_asked (HdWindow *win, const char *discard_label)
{
  AdwMessageDialog *dialog;

  wait_for (unsaved_dialog_shown, win, 30, "the players to be asked about the unsaved game");
  dialog = ADW_MESSAGE_DIALOG (hd_window_get_unsaved_dialog (win));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (win));
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (dialog)));
  g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, "save"), ==, "_Save As…");
  g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, "discard"), ==, discard_label);
  g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, "cancel"), ==, "_Cancel");
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "save");
  g_assert_cmpstr (adw_message_dialog_get_close_response (dialog), ==, "cancel");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "are lost"));
  return dialog;
}

/* Clicks the button of the dialog's @response, as a player does: the
 * dialog answers and goes. */
static void
answer (AdwMessageDialog *dialog, const char *response)
{
  GtkWidget *button = find_button (GTK_WIDGET (dialog), adw_message_dialog_get_response_label (dialog, response));

  g_assert_nonnull (button);
  g_object_ref (dialog);
  g_signal_emit_by_name (button, "clicked");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  g_object_unref (dialog);
}

/* Nothing happened to @win's game: the same game, every action, the
 * banner, and the keyboard where it was. */
static void
assert_kept (HdWindow *win, HdGame *game, guint n, GtkWidget *focus)
{
  g_assert_null (hd_window_get_unsaved_dialog (win));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (win)));
  g_assert_true (hd_window_get_game (win) == game);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, n);
  g_assert_null (hd_lesson_card_get_run (win->lesson_card));
  g_assert_true (hd_window_is_save_banner_shown (win));
  if (focus != NULL)
    g_assert_true (gtk_window_get_focus (GTK_WINDOW (win)) == focus);
}

static gboolean
file_chosen (gpointer data)
{
  g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (data));
  return file != NULL;
}

#ifdef __SANITIZE_ADDRESS__
/* GLib's first table of quarks (2048 of them, allocated when it loads)
 * is dropped, not freed, once there are more: GTK's file chooser makes
 * more.  LeakSanitizer is told it is no leak, so the table is found among
 * the first blocks of its size (this hook sees every allocation). */
static void *early_blocks[16];
static guint n_early_blocks;

/* the sanitizers' allocation hook (their allocator_interface.h) */
void __sanitizer_malloc_hook (const volatile void *ptr, size_t size);

void
__sanitizer_malloc_hook (const volatile void *ptr, size_t size)
{
  if (size == 2048 * sizeof (char *) && n_early_blocks < G_N_ELEMENTS (early_blocks))
    early_blocks[n_early_blocks++] = (void *) ptr;
}

static void
ignore_first_quark_table (void)
{
  const char *first = g_quark_to_string (1);

  for (guint i = 0; i < n_early_blocks; i++)
    if (((const char **) early_blocks[i])[1] == first)
      {
        __lsan_ignore_object (early_blocks[i]);
        return;
      }
  g_error ("GLib's first table of quarks was not found");
}
#endif

/* GTK's file chooser, built the first time it is shown, keeps what it
 * builds for the life of the process (libcloudproviders' folders, among
 * others): LeakSanitizer is not to count what is allocated meanwhile, and
 * not GLib's first table of quarks, dropped when the chooser makes more. */
static void
chooser_leaks_ignored (gboolean ignored)
{
#ifdef __SANITIZE_ADDRESS__
  if (ignored)
    {
      ignore_first_quark_table ();
      __lsan_disable ();
    }
  else
    __lsan_enable ();
#endif
}

/* Answers Save As: the whole path typed in the file chooser's name, as
 * a player may, and Save. */
static void
save_as (const char *path)
{
  GtkWidget *chooser;
  g_autoptr(GFile) chosen = NULL;

  wait_for (file_chooser_shown, NULL, 30, "the file chooser");
  chooser = find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  wait_for (widget_is_mapped, chooser, 30, "the file chooser to be shown");
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), path);
  wait_for (file_chosen, chooser, 30, "the file to be chosen");
  chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_assert_cmpstr (g_file_peek_path (chosen), ==, path);
  /* the chooser checks the name (on a worker thread) before it answers */
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  wait_for (file_chooser_gone, NULL, 30, "the file chooser to answer");
}

/* Every action of @game, and nothing else, is in the file at @path. */
static void
assert_saved_whole (const char *path, HdGame *game, guint n)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) saved = hd_game_new_from_file (hd_board_view_get_map (board), file, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (saved)), ==, n);
  g_assert_true (hd_state_equal (hd_game_get_state (saved), hd_game_get_state (game)));
}

/* A second window playing a game that cannot be saved (the disk full). */
static HdWindow *
unsaved_window (guint n_edits)
{
  const char *no_options[] = { NULL };
  HdWindow *win = hd_window_new (GTK_APPLICATION (app), hd_board_view_get_map (board));

  gtk_window_present (GTK_WINDOW (win));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.start-game", "(s^as)", "1861-campaign",
                                             no_options));
  for (guint i = 0; i < n_edits; i++)
    apply_edit_to (win, nth_edit (i));
  g_assert_true (hd_window_is_save_banner_shown (win));
  return win;
}

/* Saves failing, on a full disk and then a read-only folder: Ctrl+Q
 * (app.quit), the close button, a lesson, another game from the start
 * page and Open all ask first; Cancel (or Escape) keeps the window, the
 * game and the keyboard's place; Save As into a read-only folder says why
 * and cancels what waited; Save As elsewhere saves every action and then
 * does what was asked, without asking again, and a game whose file holds
 * every action is left without asking; Quit Without Saving closes. */
static void
test_unsaved_game (Disk *disk, gconstpointer data)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-unsaved-XXXXXX", NULL);
  g_autofree char *lesson_path = g_build_filename (dir, "before-the-lesson.hdgame", NULL);
  g_autofree char *quit_path = g_build_filename (dir, "before-quitting.hdgame", NULL);
  g_autofree char *other_path = g_build_filename (dir, "other.hdgame", NULL);
  g_autofree char *banner_path = g_build_filename (dir, "from-the-banner.hdgame", NULL);
  g_autofree char *open_path = g_build_filename (dir, "before-opening.hdgame", NULL);
  g_autofree char *refused_path = g_build_filename (disk->folder, "refused.hdgame", NULL);
  g_autoptr(GFile) other = g_file_new_for_path (other_path);
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.quit");
  const char *no_options[] = { NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) kept = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *focus;
  HdWindow *second;
  HdGame *game;
  guint n;

  if (!disk->mounted)
    {
      hd_test_mounts_refused (mounts_refused);
      return;
    }
  g_assert_true (g_strv_contains ((const char * const *) accels, "<Control>q"));
  close_problem_dialogs ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1861-campaign",
                                             no_options));
  apply_edit_to (window, nth_edit (0));
  g_assert_false (hd_window_is_save_banner_shown (window));
  disk->filler = hd_test_fill_disk (disk->folder);
  apply_edit_to (window, nth_edit (1));
  apply_edit_to (window, nth_edit (2));
  g_assert_true (hd_window_is_save_banner_shown (window));
  game = hd_window_get_game (window);
  n = hd_log_get_n_actions (HD_LOG (game));
  clear_toasts ("the toasts to go");
  focus = find_descendant (GTK_WIDGET (board), HD_TYPE_BOX_SPOT);
  g_assert_true (gtk_widget_grab_focus (focus));

  /* Ctrl+Q asks; Escape (the dialog closed) cancels */
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  dialog = assert_asked (window, "_Quit Without Saving");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "the disk is full"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "If the program quits now"));
  run_pending ();
  save_screenshot_full (GTK_WIDGET (dialog), "unsaved-quit-dialog.png", FALSE);
  gtk_window_close (GTK_WINDOW (dialog));
  assert_kept (window, game, n, focus);

  /* the close button asks; Cancel */
  gtk_window_close (GTK_WINDOW (window));
  dialog = assert_asked (window, "_Quit Without Saving");
  answer (dialog, "cancel");
  assert_kept (window, game, n, focus);

  /* a lesson asks, and its banner stays */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-lesson", "s", "01-board"));
  dialog = assert_asked (window, "C_ontinue Without Saving");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "If another game takes its place"));
  answer (dialog, "cancel");
  assert_kept (window, game, n, focus);

  /* another game from the start page, and Open, ask too */
  kept = hd_game_new (hd_board_view_get_map (board), "1862", NULL, &error);
  g_assert_no_error (error);
  g_assert_true (hd_log_save (HD_LOG (kept), other, &error));
  g_assert_no_error (error);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue-game", "s", other_path));
  answer (assert_asked (window, "C_ontinue Without Saving"), "cancel");
  assert_kept (window, game, n, focus);
  g_assert_false (hd_window_open_file (window, other, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PENDING);
  g_clear_error (&error);
  answer (assert_asked (window, "C_ontinue Without Saving"), "cancel");
  assert_kept (window, game, n, focus);

  /* read-only: still failing, still asked */
  g_assert_cmpint (g_unlink (disk->filler), ==, 0);
  g_clear_pointer (&disk->filler, g_free);
  hd_test_remount (disk->folder, TRUE);
  apply_edit_to (window, nth_edit (3));
  n++;
  g_assert_true (hd_window_is_save_banner_shown (window));
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  dialog = assert_asked (window, "_Quit Without Saving");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "the folder is read-only"));
  answer (dialog, "cancel");
  assert_kept (window, game, n, focus);

  chooser_leaks_ignored (TRUE);

  /* Save As into a folder read-only too (the games folder's own tmpfs,
   * remounted read-only; the fixture unmounts it whatever happens): the
   * players are told why, nothing is lost, the lesson that waited is
   * cancelled and the keyboard is where it was */
  close_problem_dialogs ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-lesson", "s", "01-board"));
  answer (assert_asked (window, "C_ontinue Without Saving"), "save");
  /* the keyboard moved meanwhile (Tab), as it may while the chooser is up:
   * Cancel gives back the place it had when the players were asked */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) != focus);
  save_as (refused_path);
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Could Not Save “refused.hdgame”");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "The game on the board is kept"));
  close_problem_dialogs ();
  assert_kept (window, game, n, focus);
  g_assert_null (hd_window_get_file (window));
  g_assert_false (g_file_test (refused_path, G_FILE_TEST_EXISTS));
  g_assert_true (title_says_not_saved ());
  wait_drawn (GTK_WIDGET (window), "a frame after the refusal");
  assert_kept (window, game, n, focus);

  /* Save As cancelled in the file chooser: nothing happens */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-lesson", "s", "01-board"));
  answer (assert_asked (window, "C_ontinue Without Saving"), "save");
  wait_for (file_chooser_shown, NULL, 30, "the file chooser");
  wait_for (widget_is_mapped, find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG), 30, "the file chooser to be shown");
  gtk_dialog_response (GTK_DIALOG (find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG)), GTK_RESPONSE_CANCEL);
  g_assert_null (find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG));
  assert_kept (window, game, n, focus);

  /* Save As elsewhere: every action saved, then the lesson starts */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-lesson", "s", "01-board"));
  answer (assert_asked (window, "C_ontinue Without Saving"), "save");
  {
    g_autoptr(HdGame) played = g_object_ref (game);
    save_as (lesson_path);
    g_assert_nonnull (hd_lesson_card_get_run (window->lesson_card));
    g_assert_false (hd_window_is_save_banner_shown (window));
    assert_saved_whole (lesson_path, played, n);
  }
  close_problem_dialogs ();

  /* quitting: Save As, then the window closes; the file has it all */
  hd_test_remount (disk->folder, FALSE);
  disk->filler = hd_test_fill_disk (disk->folder);
  second = unsaved_window (5);
  {
    g_autoptr(HdGame) played = g_object_ref (hd_window_get_game (second));
    g_object_add_weak_pointer (G_OBJECT (second), (gpointer *) &second);
    gtk_window_close (GTK_WINDOW (second));
    answer (assert_asked (second, "_Quit Without Saving"), "save");
    save_as (quit_path);
    wait_for (pointer_cleared, &second, 30, "the window to close once saved");
    assert_saved_whole (quit_path, played, 5);
  }

  /* the players' own file holding every action, the game is saved though
   * the automatic save still fails: Save As from the banner takes the
   * banner and "not saved" away, until the next action */
  second = unsaved_window (3);
  g_object_add_weak_pointer (G_OBJECT (second), (gpointer *) &second);
  {
    g_autoptr(HdGame) played = g_object_ref (hd_window_get_game (second));
    g_assert_nonnull (hd_log_get_autosave_error (HD_LOG (played)));
    g_assert_nonnull (strstr (subtitle_of (second), "not saved"));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (second), "win.save-as", NULL));
    save_as (banner_path);
    assert_saved_whole (banner_path, played, 3);
    g_assert_false (hd_window_is_save_banner_shown (second));
    g_assert_nonnull (strstr (subtitle_of (second), "from-the-banner.hdgame"));
    g_assert_null (strstr (subtitle_of (second), "not saved"));
    apply_edit_to (second, nth_edit (3));
    g_assert_true (hd_window_is_save_banner_shown (second));
    g_assert_nonnull (strstr (subtitle_of (second), "not saved"));

    /* Save As from the dialog, then Open: the game opened takes its
     * place without a second question */
    g_assert_false (hd_window_open_file (second, other, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PENDING);
    g_clear_error (&error);
    answer (assert_asked (second, "C_ontinue Without Saving"), "save");
    save_as (open_path);
    assert_saved_whole (open_path, played, 4);
    wait_for (not_loading, second, 30, "the game to be opened");
    g_assert_null (hd_window_get_unsaved_dialog (second));
    g_assert_true (hd_window_get_game (second) != played);
    g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (hd_window_get_game (second))), ==, 0);
    g_assert_true (g_file_equal (hd_window_get_file (second), other));
  }
  /* the file opened holds it all (its new automatic save fails, the disk
   * full): no banner, and quitting with no action since asks nothing
   * (the close button: app.quit closes every window the same way, through
   * close_request, and would close the test's own window too) */
  g_assert_nonnull (hd_log_get_autosave_error (HD_LOG (hd_window_get_game (second))));
  g_assert_false (hd_window_is_save_banner_shown (second));
  g_assert_null (strstr (subtitle_of (second), "not saved"));
  gtk_window_close (GTK_WINDOW (second));
  if (second != NULL)
    {
      g_assert_null (hd_window_get_unsaved_dialog (second));
      g_assert_false (gtk_widget_get_visible (GTK_WIDGET (second)));
    }
  wait_for (pointer_cleared, &second, 30, "the window to close without asking");
  chooser_leaks_ignored (FALSE);

  /* Quit Without Saving: the players chose so, the window closes */
  second = unsaved_window (2);
  g_object_add_weak_pointer (G_OBJECT (second), (gpointer *) &second);
  gtk_window_close (GTK_WINDOW (second));
  answer (assert_asked (second, "_Quit Without Saving"), "discard");
  wait_for (pointer_cleared, &second, 30, "the window to close");

  /* Continue Without Saving lets the lesson start without asking twice */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1861-campaign",
                                             no_options));
  apply_edit_to (window, nth_edit (0));
  g_assert_true (hd_window_is_save_banner_shown (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-lesson", "s", "01-board"));
  answer (assert_asked (window, "C_ontinue Without Saving"), "discard");
  g_assert_nonnull (hd_lesson_card_get_run (window->lesson_card));
  g_assert_null (hd_window_get_unsaved_dialog (window));

  close_problem_dialogs ();
  /* GTK's file chooser may have reported a folder read it gave up */
  {
    GtkWidget *w;
    while ((w = find_toplevel (GTK_TYPE_MESSAGE_DIALOG)) != NULL)
      gtk_window_destroy (GTK_WINDOW (w));
  }
  clear_toasts ("the toasts to go");
  g_unlink (lesson_path);
  g_unlink (quit_path);
  g_unlink (banner_path);
  g_unlink (open_path);
  g_unlink (other_path);
  g_rmdir (dir);
}

/* --play-and-wait: the child that test_killed kills.  It plays the
 * corrections of nth_edit() one after the other, saying on its standard
 * output, after each, the automatic save's path and how many it made. */
static gboolean
play_one (gpointer data)
{
  guint n = hd_log_get_n_actions (HD_LOG (hd_window_get_game (window)));

  apply_edit_to (window, nth_edit (n));
  g_print ("%s %u\n", g_file_peek_path (hd_window_get_autosave_file (window)), n + 1);
  fflush (stdout);
  return G_SOURCE_CONTINUE;
}

static int
play_and_wait (void)
{
  const char *no_options[] = { NULL };
  g_autoptr(GError) error = NULL;

  app = hd_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_application_activate (G_APPLICATION (app));
  window = HD_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  board = hd_window_get_board_view (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1861-campaign",
                                             no_options));
  g_timeout_add (5, play_one, NULL);
  for (;;)
    g_main_context_iteration (NULL, TRUE);
  return 0;
}

/* The program killed (SIGKILL) while it plays: started again, it offers
 * the game back, and every action it had said it made is there. */
static void
test_killed (void)
{
  const char *argv[] = { hd_test_program, "--play-and-wait", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(GIOChannel) out = NULL;
  g_autofree char *path = NULL;
  g_autoptr(HdGame) expected = NULL;
  guint reported = 0;
  GPid pid;
  int out_fd, status;
  HdWindow *second;
  HdGame *resumed;

  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid,
                                           NULL, &out_fd, NULL, &error));
  g_assert_no_error (error);
  out = g_io_channel_unix_new (out_fd);
  g_io_channel_set_close_on_unref (out, TRUE);
  /* mid-game: killed once it has made 30 actions, while it makes more */
  while (reported < 30)
    {
      g_autofree char *line = NULL;
      char *space;

      g_assert_cmpint (g_io_channel_read_line (out, &line, NULL, NULL, &error), ==, G_IO_STATUS_NORMAL);
      space = strrchr (line, ' ');
      g_assert_nonnull (space);
      reported = (guint) g_ascii_strtoull (space + 1, NULL, 10);
      g_free (path);
      path = g_strndup (line, (gsize) (space - line));
    }
  g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_spawn_close_pid (pid);
  g_assert_true (WIFSIGNALED (status) && WTERMSIG (status) == SIGKILL);
  /* what it said before it died */
  for (;;)
    {
      g_autofree char *line = NULL;
      char *space;

      if (g_io_channel_read_line (out, &line, NULL, NULL, NULL) != G_IO_STATUS_NORMAL)
        break;
      space = strrchr (line, ' ');
      if (space != NULL && g_str_has_suffix (line, "\n"))
        reported = MAX (reported, (guint) g_ascii_strtoull (space + 1, NULL, 10));
    }

  /* started again: the game is offered back, and continues */
  close_problem_dialogs ();
  second = hd_window_new (GTK_APPLICATION (app), hd_board_view_get_map (board));
  gtk_window_present (GTK_WINDOW (second));
  hd_window_offer_unfinished_game (second);
  wait_for (resume_dialog_shown, second, 30, "the offer of the killed game");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (hd_window_get_resume_dialog (second)), "continue");
  wait_for (not_loading, second, 30, "the killed game to be read");
  resumed = hd_window_get_game (second);
  g_assert_cmpstr (g_file_peek_path (hd_window_get_autosave_file (second)), ==, path);
  /* every action said made, and at most the one it was making */
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (resumed)), >=, reported);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (resumed)), <=, reported + 1);
  expected = hd_game_new (hd_board_view_get_map (board), "1861-campaign", NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < hd_log_get_n_actions (HD_LOG (resumed)); i++)
    {
      HdAction a;
      g_assert_true (hd_action_line_parse (hd_board_view_get_map (board), nth_edit (i), &a));
      g_assert_true (hd_log_apply (HD_LOG (expected), &a, &error));
    }
  g_assert_true (hd_state_equal (hd_game_get_state (resumed), hd_game_get_state (expected)));
  close_problem_dialogs ();
  gtk_window_destroy (GTK_WINDOW (second));
  run_pending ();
}

/* A transcript with a line of ten megabytes that is not understood: the
 * window says so in a message of a few lines, quoting the line's
 * beginning, and the game on the board stays. */
static void
test_long_bad_line (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-long-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "long.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GString) text = g_string_new ("scenario 1862\nmove ");
  g_autoptr(GError) error = NULL;
  HdGame *game = hd_window_get_game (window);
  AdwMessageDialog *dialog;
  const char *body;

  close_problem_dialogs ();
  while (text->len < 10 * 1024 * 1024)
    g_string_append (text, "Washington ");
  g_string_append_c (text, '\n');
  g_assert_true (g_file_set_contents (path, text->str, (gssize) text->len, NULL));
  g_assert_false (hd_window_open_file (window, file, &error));
  g_assert_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SYNTAX);
  g_assert_true (hd_window_get_game (window) == game);
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  body = adw_message_dialog_get_body (dialog);
  g_assert_true (g_str_has_prefix (body, "long.txt:2: this line is not understood: \"move Washington Washington"));
  g_assert_nonnull (strstr (body, "…\""));
  g_assert_cmpuint (strlen (body), <, 400);
  wait_for (widget_is_mapped, dialog, 30, "the message to be shown");
  wait_drawn (GTK_WIDGET (dialog), "the message drawn");
  save_screenshot_full (GTK_WIDGET (dialog), "long-bad-line.png", FALSE);
  close_problem_dialogs ();
  g_unlink (path);
  g_rmdir (dir);
}

/* The Movement Segment from the board and the panel: choose a box, the
 * legal destinations light up, an illegal one explains itself, the move is
 * confirmed and recorded; the march die is typed with a key. */
static void
test_movement (void)
{
  HdMap *map = hd_board_view_get_map (board);
  HdMovementPanel *panel;
  HdGame *game;
  const guint8 *marks;
  const HdBox *washington = hd_map_lookup_name (map, "Washington");
  const HdBox *baltimore = hd_map_lookup_name (map, "Baltimore");
  const HdBox *manassas = hd_map_lookup_name (map, "Manassas Junction");
  const HdBox *richmond = hd_map_lookup_name (map, "Richmond");
  g_autofree char *why = NULL;
  GtkWidget *move;
  const char *no_options[] = { NULL };

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1861-campaign",
                                             no_options));
  game = hd_window_get_game (window);
  g_assert_cmpstr (hd_game_get_scenario_id (game), ==, "1861-campaign");
  panel = hd_status_panel_get_movement_panel (status_panel (window));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (panel)));
  assert_panel_says ("Union Movement: 2 of 2 marches left");
  assert_panel_says ("First Game Turn: two marches, no die (rule 4.1)");

  /* choosing Washington lights where its two militia can go */
  hd_board_view_focus_box (board, washington);
  hd_board_view_choose_box (board, washington->index);
  g_assert_cmpint (hd_movement_panel_get_selected_box (panel), ==, (int) washington->index);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (hd_board_view_get_popover (board))));
  marks = hd_board_view_get_marks (board);
  g_assert_nonnull (marks);
  g_assert_cmpint (marks[baltimore->index], ==, HD_MARK_DESTINATION);
  g_assert_cmpint (marks[manassas->index], ==, HD_MARK_BATTLE);
  g_assert_cmpint (marks[richmond->index], ==, HD_MARK_NONE);
  assert_panel_says ("March from Washington");
  /* Richmond is out of reach, and says why */
  why = hd_segment_panel_explain_box (HD_SEGMENT_PANEL (panel), richmond->index);
  g_assert_nonnull (why);
  g_assert_true (strstr (why, "Rule 4.0") != NULL);
  /* one sentence for whom, then the rule's: never three glued by colons */
  g_assert_true (g_str_has_prefix (why, "The Militia Infantry cannot go there. Rule 4.0: "));
  g_assert_null (strstr (why, "Not for the"));
  wait_board_drawn ("the lit destinations");
  save_screenshot (GTK_WIDGET (window), "movement-choose.png");

  /* choose Baltimore, then confirm with the Move button */
  hd_board_view_choose_box (board, baltimore->index);
  g_assert_cmpint (hd_movement_panel_get_target (panel), ==, (int) baltimore->index);
  move = find_button (GTK_WIDGET (panel), "_Move");
  g_assert_nonnull (move);
  g_assert_true (gtk_widget_has_focus (move) || gtk_widget_get_focusable (move));
  g_signal_emit_by_name (move, "clicked");
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), baltimore->index, HD_SIDE_UNION), ==, 2);
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), washington->index, HD_SIDE_UNION), ==, 0);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 2);
  assert_panel_says ("Union Movement: 1 of 2 marches left");
  /* the two militia show one march each; Baltimore chosen shows where next */
  hd_board_view_choose_box (board, baltimore->index);
  hd_board_view_set_view (board, hd_board_view_get_fit_zoom (board) * 2.5, baltimore->x, baltimore->y);
  wait_board_drawn ("the zoomed march");
  clear_toasts ("the toasts to go before a picture");
  wait_drawn (GTK_WIDGET (window), "the window without toasts");
  save_screenshot (GTK_WIDGET (window), "movement-after-march.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-fit", NULL));
  hd_movement_panel_clear (panel);
  {
    HdAction first;
    g_autofree char *line = NULL;

    hd_game_get_action (game, 0, &first);
    line = hd_action_line_write (&first, map);
    g_assert_cmpstr (line, ==, "march Union Mi from Washington by rail to Baltimore");
  }

  /* a box the units cannot reach is refused with a toast; nothing changes */
  hd_board_view_choose_box (board, baltimore->index);
  hd_board_view_choose_box (board, richmond->index);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 2);

  /* one undo (Ctrl+Z) brings both back: the Move was one player action;
   * one redo moves both again, and one undo more takes them back */
  {
    g_auto(GStrv) keys = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.undo");
    g_assert_true (g_strv_contains ((const char * const *) keys, "<Control>z"));
  }
  g_assert_true (hd_log_is_joined (HD_LOG (game), 1));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 0);
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), washington->index, HD_SIDE_UNION), ==, 2);
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), baltimore->index, HD_SIDE_UNION), ==, 0);
  {
    AdwToast *undone = g_ptr_array_index (window->toasts, window->toasts->len - 1);
    g_assert_nonnull (strstr (adw_toast_get_title (undone), "and the other unit of the same move"));
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 2);
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), baltimore->index, HD_SIDE_UNION), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), washington->index, HD_SIDE_UNION), ==, 2);

  /* the next Game Turn: the die is typed with a key */
  for (guint i = 0; i < 8; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  g_assert_true (hd_segment_panel_needs_die (HD_SEGMENT_PANEL (panel)));
  assert_panel_says ("Union Movement: roll for marches");
  wait_drawn (GTK_WIDGET (window), "the window drawn");
  save_screenshot (GTK_WIDGET (window), "movement-die.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 4));
  run_pending ();   /* the focus placed after the die (hd-focus) */
  g_assert_false (hd_segment_panel_needs_die (HD_SEGMENT_PANEL (panel)));
  g_assert_cmpuint (hd_state_get_marches (hd_game_get_state (game)), ==, 4);
  assert_panel_says ("4 of 4 marches left");

  /* the keyboard: a unit's tick keeps the focus when used, and so does the
   * panel when the Move button that had it goes with the move made */
  {
    GtkWidget *check, *focus;
    g_autofree char *label = NULL;

    hd_board_view_choose_box (board, washington->index);
    check = find_descendant (GTK_WIDGET (panel), GTK_TYPE_CHECK_BUTTON);
    g_assert_nonnull (check);
    label = g_strdup (gtk_check_button_get_label (GTK_CHECK_BUTTON (check)));
    g_assert_true (gtk_widget_grab_focus (check));
    g_assert_true (gtk_widget_activate (check));
    run_pending ();
    g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
    g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == check);
    g_assert_cmpstr (gtk_check_button_get_label (GTK_CHECK_BUTTON (check)), ==, label);
    g_assert_true (gtk_widget_activate (check));
    run_pending ();
    g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
    hd_board_view_choose_box (board, baltimore->index);
    move = find_button (GTK_WIDGET (panel), "_Move");
    g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == move);
    activate_clicked (move, "the move");
    focus = gtk_root_get_focus (GTK_ROOT (window));
    g_assert_nonnull (focus);
    g_assert_true (focus != GTK_WIDGET (window));
    g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (panel)) ||
                   gtk_widget_is_ancestor (focus, GTK_WIDGET (board)));
    /* the two militia's Move: one undo */
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
    g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), washington->index, HD_SIDE_UNION), ==, 2);
    g_assert_cmpuint (hd_state_get_marches (hd_game_get_state (game)), ==, 4);
    hd_movement_panel_clear (panel);
  }

  /* Ctrl+Enter (the next step) with a destination chosen confirms that
   * move; it never ends the segment over it */
  {
    guint n = hd_log_get_n_actions (HD_LOG (game));
    guint here = hd_state_count_units_at (hd_game_get_state (game), washington->index, HD_SIDE_UNION);

    hd_board_view_choose_box (board, washington->index);
    hd_board_view_choose_box (board, baltimore->index);
    g_assert_cmpint (hd_movement_panel_get_target (panel), ==, (int) baltimore->index);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
    g_assert_cmpint (hd_state_get_segment (hd_game_get_state (game)), ==, HD_SEGMENT_MOVEMENT);
    g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), >, n);
    g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), washington->index, HD_SIDE_UNION), <, here);
    g_assert_cmpint (hd_movement_panel_get_target (panel), <, 0);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
    g_assert_cmpint (hd_state_get_segment (hd_game_get_state (game)), ==, HD_SEGMENT_COMBAT);
  }
}

/* A battle from the panel: the battle chosen on the board, the dice typed
 * with keys, the round, the odds, the log. */
static void
test_battle (void)
{
  HdMap *map = hd_board_view_get_map (board);
  HdBattlePanel *panel = hd_status_panel_get_battle_panel (status_panel (window));
  const HdBox *manassas = hd_map_lookup_name (map, "Manassas Junction");
  const char *no_options[] = { NULL };
  static const char *lines[] = {
    "add Union Vi in Washington",
    "add Union Vc in Washington",
    "add Confederate Vi entrenched in Manassas Junction",
    "add Confederate Mc in Manassas Junction",
    "march Union Mi from Washington by rail to Manassas Junction",
    "march Union Vi from Washington by rail to Manassas Junction",
    "march Union Vc from Washington by rail to Manassas Junction",
  };
  HdGame *game;
  HdAction a;
  g_autofree char *log = NULL;

  /* the movement before left a toast; a new game takes it away (it was
   * about the other game) and says where that one is kept */
  g_assert_cmpuint (hd_window_get_n_toasts (window), >, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1861-campaign",
                                             no_options));
  /* the old toasts go once the one shown has settled (see dismiss_toasts) */
  wait_for (one_toast, NULL, 20, "the old game's toasts to go");
  g_assert_cmpuint (hd_window_get_n_toasts (window), ==, 1);
  game = hd_window_get_game (window);
  /* a few more units a side (edit-board corrections), the defenders dug in */
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      g_assert_true (hd_action_line_parse (map, lines[i], &a));
      g_assert_true (hd_log_apply (HD_LOG (game), &a, NULL));
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (panel)));
  assert_panel_says ("Fight at Manassas Junction");
  g_assert_cmpint (hd_board_view_get_marks (board)[manassas->index], ==, HD_MARK_FIGHT);

  /* chosen on the board, the battle begins */
  hd_board_view_choose_box (board, manassas->index);
  g_assert_true (hd_battle_in_progress (hd_game_get_state (game)));
  assert_panel_says ("Battle of Manassas Junction, round 1");
  assert_panel_says ("Union, attacking");
  assert_panel_says ("Confederate fire (the defender fires first, rule 5.0)");
  assert_panel_says ("hits on 1-2");
  g_assert_cmpuint (hd_battle_panel_get_n_shots (panel), ==, 3);
  wait_for (odds_known, panel, 30, "the odds");
  /* the keyboard: a target chosen in a drop-down, a die typed: the focus
   * stays on that drop-down, which keeps its name */
  {
    GtkWidget *dd = find_descendant (GTK_WIDGET (panel), GTK_TYPE_DROP_DOWN);
    g_autofree char *name = NULL;
    guint first;

    g_assert_nonnull (dd);
    g_assert_true (GTK_IS_LABEL (gtk_widget_get_prev_sibling (dd)));
    name = g_strdup_printf ("Target of %s", gtk_label_get_text (GTK_LABEL (gtk_widget_get_prev_sibling (dd))));
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (dd), GTK_ACCESSIBLE_PROPERTY_LABEL, name);
    g_assert_true (gtk_widget_grab_focus (dd));
    first = gtk_drop_down_get_selected (GTK_DROP_DOWN (dd));
    gtk_drop_down_set_selected (GTK_DROP_DOWN (dd), first == 0 ? 1 : 0);
    run_pending ();
    g_assert_true (find_descendant (GTK_WIDGET (panel), GTK_TYPE_DROP_DOWN) == dd);
    g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), dd) ||
                   gtk_root_get_focus (GTK_ROOT (window)) == dd);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 6));
    g_assert_true (find_descendant (GTK_WIDGET (panel), GTK_TYPE_DROP_DOWN) == dd);
    g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), dd) ||
                   gtk_root_get_focus (GTK_ROOT (window)) == dd);
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (dd), GTK_ACCESSIBLE_PROPERTY_LABEL, name);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "battle.clear-dice", NULL));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "battle.default-targets", NULL));
  }
  /* the defender's dice, then the attacker's, typed with keys: the
   * Confederates miss, the Union's first shot hits */
  for (guint k = 0; k < 3; k++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 6));
  assert_panel_says ("Union fire");
  g_assert_cmpuint (hd_battle_panel_get_n_shots (panel), ==, 3);
  for (guint k = 0; k < 3; k++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", k == 0 ? 1 : 6));
  g_assert_cmpuint (hd_battle_get_round (hd_game_get_state (game)), ==, 2);
  assert_panel_says ("Battle of Manassas Junction, round 2");
  log = hd_battle_panel_get_log (panel);
  g_assert_true (strstr (log, "Round 1, Confederate fire:") != NULL);
  g_assert_true (strstr (log, "6, a miss") != NULL);
  wait_for (odds_known, panel, 30, "the odds of round 2");
  hd_board_view_set_view (board, hd_board_view_get_fit_zoom (board) * 2.5, manassas->x, manassas->y);
  wait_board_drawn ("the battle");
  clear_toasts ("the toasts to go before a picture");
  wait_drawn (GTK_WIDGET (window), "the window without toasts");
  save_screenshot (GTK_WIDGET (window), "battle.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-fit", NULL));
  /* undo goes back a side's fire at a time */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (hd_battle_get_round (hd_game_get_state (game)), ==, 1);
}

/* A battle too big to work out exactly: the panel says so and shows an
 * estimate from sampled battles. */
static void
test_battle_too_big (void)
{
  HdMap *map = hd_board_view_get_map (board);
  const HdBox *manassas = hd_map_lookup_name (map, "Manassas Junction");
  const char *no_options[] = { NULL };
  static const char *kinds[2][12] = {
    { "Vi", "Vi", "Vi", "Vi", "Ci", "Ci", "Vc", "Vc", "Mc", "Cc", NULL },   /* with the militia there */
    { "Vi", "Vi", "Vi", "Mi", "Mi", "Mi", "Ci", "Ci", "Vc", "Vc", "Mc", "Cc" },
  };
  HdGame *game;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1861-campaign",
                                             no_options));
  game = hd_window_get_game (window);
  /* the defenders first: some dig in (not in a box with enemy units, 4.3) */
  for (guint side = 0; side < 2; side++)
    for (guint i = 0; i < G_N_ELEMENTS (kinds[side]) && kinds[side][i] != NULL; i++)
      {
        g_autofree char *line = g_strdup_printf ("add %s %s%s in Manassas Junction", side == 1 ? "Union" : "Confederate",
                                                 kinds[side][i], side == 0 && i % 2 == 0 ? " entrenched" : "");
        HdAction a;
        g_autoptr(GError) error = NULL;
        g_assert_true (hd_action_line_parse (map, line, &a));
        if (!hd_log_apply (HD_LOG (game), &a, &error))
          g_error ("%s: %s", line, error->message);
      }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  hd_board_view_choose_box (board, manassas->index);
  g_assert_true (hd_battle_in_progress (hd_game_get_state (game)));
  g_assert_cmpfloat (hd_odds_attacker_wins (hd_game_get_state (game)), ==, -1);
  wait_for (odds_known, hd_status_panel_get_battle_panel (status_panel (window)), 120, "the sampled odds");
  assert_panel_says ("played out at random");
  wait_drawn (GTK_WIDGET (window), "the window drawn");
  save_screenshot (GTK_WIDGET (window), "battle-too-big.png");
}

/* Item 11: once a battle is over the battle panel says who won, how and
 * by which rule (the engine's words, hd_battle_log_outcome), until the
 * next battle begins. */
static void
test_battle_outcome (void)
{
  HdMap *map = hd_board_view_get_map (board);
  const HdBox *manassas = hd_map_lookup_name (map, "Manassas Junction");
  const char *no_options[] = { NULL };
  static const char *lines[] = {
    "add Union Vi in Manassas Junction",
  };
  HdGame *game;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1861-campaign",
                                             no_options));
  game = hd_window_get_game (window);
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      HdAction a;
      g_autoptr(GError) error = NULL;

      g_assert_true (hd_action_line_parse (map, lines[i], &a));
      if (!hd_log_apply (HD_LOG (game), &a, &error))
        g_error ("%s: %s", lines[i], error->message);
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  hd_board_view_choose_box (board, manassas->index);
  g_assert_true (hd_battle_in_progress (hd_game_get_state (game)));
  /* the Confederates miss every shot, the Union hits with every one */
  for (guint i = 0; i < 40 && hd_battle_in_progress (hd_game_get_state (game)); i++)
    {
      const HdState *s = hd_game_get_state (game);
      HdAction a = { .type = HD_ACTION_FIRE };
      g_autoptr(GError) error = NULL;

      a.n_shots = hd_battle_default_targets (s, a.shots);
      for (guint k = 0; k < a.n_shots; k++)
        a.shots[k].die = hd_battle_get_firing_side (s) == HD_SIDE_UNION ? 1 : 6;
      if (!hd_log_apply (HD_LOG (game), &a, &error))
        g_error ("fire: %s", error->message);
    }
  g_assert_false (hd_battle_in_progress (hd_game_get_state (game)));
  run_pending ();
  assert_panel_says ("The Union wins the battle of Manassas Junction: every Confederate unit there is eliminated "
                     "(rule 5.0). It lasted");
  assert_panel_says ("A battle won: you may promote one unit");
}

static gboolean
foreseen_odds_known (gpointer data)
{
  return hd_movement_panel_get_foreseen_odds (HD_MOVEMENT_PANEL (data)) >= 0;
}

/* Odds before moving: a destination holding enemy units shows the battle
 * the move would start, its odds and who could reinforce the defence; once
 * the move is made and the battle chosen, the battle panel's odds are the
 * same. */
static void
test_foreseen_battle (void)
{
  HdMap *map = hd_board_view_get_map (board);
  HdMovementPanel *movement = hd_status_panel_get_movement_panel (status_panel (window));
  HdBattlePanel *battle = hd_status_panel_get_battle_panel (status_panel (window));
  const HdBox *washington = hd_map_lookup_name (map, "Washington");
  const HdBox *manassas = hd_map_lookup_name (map, "Manassas Junction");
  const char *no_options[] = { NULL };
  static const char *lines[] = {
    "add Union Vi in Washington",
    "add Confederate Vi entrenched in Manassas Junction",
  };
  HdGame *game;
  double foreseen;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1861-campaign",
                                             no_options));
  game = hd_window_get_game (window);
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      HdAction a;
      g_assert_true (hd_action_line_parse (map, lines[i], &a));
      g_assert_true (hd_log_apply (HD_LOG (game), &a, NULL));
    }
  hd_board_view_choose_box (board, washington->index);
  hd_board_view_choose_box (board, manassas->index);
  g_assert_cmpint (hd_movement_panel_get_target (movement), ==, (int) manassas->index);
  wait_for (foreseen_odds_known, movement, 30, "the odds before the move");
  foreseen = hd_movement_panel_get_foreseen_odds (movement);
  g_assert_cmpfloat (foreseen, >, 0);
  g_assert_cmpfloat (foreseen, <, 1);
  assert_panel_says ("Union attacker wins:");
  assert_panel_says ("entrenched (5.31)");
  assert_panel_says ("(rule 5.5)");
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, G_N_ELEMENTS (lines));   /* nothing moved yet */
  clear_toasts ("the toasts to go before a picture");
  wait_drawn (GTK_WIDGET (window), "the window without toasts");
  save_screenshot (GTK_WIDGET (window), "odds-before-move.png");

  /* moved and fought: the same odds */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (movement), "movement.confirm", NULL));
  g_assert_cmpfloat (hd_movement_panel_get_foreseen_odds (movement), <, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  hd_board_view_choose_box (board, manassas->index);
  g_assert_true (hd_battle_in_progress (hd_game_get_state (game)));
  wait_for (odds_known, battle, 30, "the odds");
  g_assert_cmpfloat (hd_battle_panel_get_odds (battle), ==, foreseen);
}

/* The keyboard on a segment panel: focus @label's button, use it; focus
 * stays in the panel, on the button that takes its place (@next), never on
 * the window itself, and the panel's other buttons keep their names. */
static void
expect_focus_kept (GtkWidget *panel, const char *label, const char *next)
{
  GtkWidget *button = find_button (panel, label);
  GtkWidget *other = find_button (panel, next);
  GtkWidget *focus;
  guint n = hd_log_get_n_actions (HD_LOG (hd_window_get_game (window)));

  g_assert_nonnull (button);
  g_assert_nonnull (other);
  g_assert_true (gtk_widget_grab_focus (button));
  /* as the keyboard does (a button activated shows itself pressed a
   * moment before it is clicked) */
  g_assert_true (gtk_widget_activate (button));
  wait_acted (hd_window_get_game (window), n, "the button's action");
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (hd_window_get_game (window))), ==, n + 1);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (focus != GTK_WIDGET (window));
  g_assert_true (gtk_widget_is_ancestor (focus, panel));
  if (focus != other)
    g_error ("focus is on a %s (%s), not on %s", G_OBJECT_TYPE_NAME (focus),
             GTK_IS_BUTTON (focus) ? gtk_button_get_label (GTK_BUTTON (focus)) : "-", next);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (other)), ==, next);
}

/* Promotions and recruitment from the panel and the board, and a victory
 * announced. */
static void
test_recruitment_and_victory (void)
{
  HdMap *map = hd_board_view_get_map (board);
  HdMusterPanel *panel = hd_status_panel_get_muster_panel (status_panel (window));
  const HdBox *pittsburgh = hd_map_lookup_name (map, "Pittsburgh");
  const char *no_options[] = { NULL };
  HdAction control = { .type = HD_ACTION_SET_CONTROL, .side = HD_SIDE_CONFEDERATE, .flag = TRUE };
  HdGame *game;
  guint before;
  GtkWidget *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1862", no_options));
  game = hd_window_get_game (window);
  /* the guide's next step from the keyboard: the same button keeps the
   * focus, now for the next segment */
  {
    GtkWidget *next = find_button (GTK_WIDGET (status_panel (window)), "End Movement Segment");

    g_assert_nonnull (next);
    g_assert_true (gtk_widget_grab_focus (next));
    activate_clicked (next, "the guide's next step");
    g_assert_cmpint (hd_state_get_segment (hd_game_get_state (game)), ==, HD_SEGMENT_COMBAT);
    g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == next);
    g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (next)), ==, "End Combat Segment");
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (panel)));
  assert_panel_says ("Promote one unit, one quality up (rule 6.0):");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  assert_panel_says ("Union Recruitment");
  g_assert_true (hd_segment_panel_needs_die (HD_SEGMENT_PANEL (panel)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 4));
  assert_panel_says ("4 Recruitment Points left");
  g_assert_cmpint (hd_board_view_get_marks (board)[pittsburgh->index], ==, HD_MARK_CHOICE);
  before = hd_state_count_units_at (hd_game_get_state (game), pittsburgh->index, HD_SIDE_UNION);
  hd_board_view_choose_box (board, pittsburgh->index);
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), pittsburgh->index, HD_SIDE_UNION), ==,
                    before + 1);
  assert_panel_says ("3 Recruitment Points left");
  wait_board_drawn ("the recruitment");
  clear_toasts ("the toasts to go before a picture");
  wait_drawn (GTK_WIDGET (window), "the window without toasts");
  save_screenshot (GTK_WIDGET (window), "recruitment.png");
  expect_focus_kept (GTK_WIDGET (panel), "Atlantic City", "Baltimore");

  /* the Confederacy takes Washington: it has won, and the window says so */
  control.box = hd_map_lookup_name (map, "Washington")->index;
  g_assert_true (hd_log_apply (HD_LOG (game), &control, NULL));
  g_assert_cmpint (hd_state_get_winner (hd_game_get_state (game)), ==, HD_SIDE_CONFEDERATE);
  dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "The Confederacy Wins");
  close_problem_dialogs ();
  assert_panel_says ("The Confederacy has won");
}

/* The summary of a real game: the 1861 Short Game of the fixture. */
static void
test_summary (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "transcripts", "short-game-1861.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  GtkWidget *dialog;
  g_autofree char *text = NULL;

  g_assert_true (hd_window_open_file (window, file, &error));
  g_assert_no_error (error);
  g_assert_true (hd_state_is_over (hd_game_get_state (hd_window_get_game (window))));
  assert_panel_says ("The Union has won");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.summary", NULL));
  dialog = find_toplevel (HD_TYPE_SUMMARY_DIALOG);
  g_assert_nonnull (dialog);
  text = hd_summary_dialog_get_text (HD_SUMMARY_DIALOG (dialog));
  g_test_message ("summary:\n%s", text);
  g_assert_true (strstr (text, "The Union won") != NULL);
  g_assert_true (strstr (text, "Battles fought:") != NULL);
  g_assert_true (strstr (text, "rule 11.1") != NULL);
  wait_drawn (dialog, "the summary drawn");
  save_screenshot (dialog, "summary.png");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* The mean luminance (0 to 1) of the pixels of @texture in @x, @y, @w, @h
 * (window coordinates), or of all of them with @w 0. */
static double
mean_luminance (GdkTexture *texture, int x, int y, int w, int h)
{
  int tw = gdk_texture_get_width (texture), th = gdk_texture_get_height (texture);
  g_autofree guchar *data = g_malloc ((gsize) tw * th * 4);
  double sum = 0;
  guint n = 0;

  if (w == 0)
    x = y = 0, w = tw, h = th;
  gdk_texture_download (texture, data, (gsize) tw * 4);   /* B8G8R8A8, premultiplied */
  for (int j = MAX (y, 0); j < MIN (y + h, th); j++)
    for (int i = MAX (x, 0); i < MIN (x + w, tw); i++)
      {
        const guchar *px = data + ((gsize) j * tw + i) * 4;
        sum += (0.0722 * px[0] + 0.7152 * px[1] + 0.2126 * px[2]) / 255.0;
        n++;
      }
  g_assert_cmpuint (n, >, 0);
  return sum / n;
}

/* The colour the style gives @widget's text: its luminance. */
static double
text_luminance (GtkWidget *widget)
{
  GdkRGBA c;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &c);
  G_GNUC_END_IGNORE_DEPRECATIONS
  return 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue;
}

/* The dark style: the side panel turns dark (light text on a darker
 * window), the board -- the printed board, on its table (style.css) --
 * stays as it is; back to the light style, the panel is as before. */
static void
test_dark_style (void)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  GtkWidget *panel = GTK_WIDGET (status_panel (window));
  g_autoptr(GdkTexture) light = NULL, dark = NULL, light_again = NULL;
  int patch = 40;
  double light_text, dark_text;

  wait_board_drawn ("the board in light style");
  g_assert_false (adw_style_manager_get_dark (style));
  light = render_widget (GTK_WIDGET (window), TRUE);
  light_text = text_luminance (panel);

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (adw_style_manager_get_dark (style));
  wait_drawn (GTK_WIDGET (window), "the window in dark style");
  wait_board_drawn ("the board in dark style");
  save_screenshot (GTK_WIDGET (window), "window-dark.png");
  dark = render_widget (GTK_WIDGET (window), TRUE);
  dark_text = text_luminance (panel);
  g_test_message ("panel text luminance: light %.2f, dark %.2f; window: light %.2f, dark %.2f", light_text,
                  dark_text, mean_luminance (light, 0, 0, 0, 0), mean_luminance (dark, 0, 0, 0, 0));
  /* dark text on light, then light text on dark */
  g_assert_cmpfloat (light_text, <, 0.35);
  g_assert_cmpfloat (dark_text, >, 0.65);
  /* the panel's side of the window is darker */
  {
    graphene_point_t p;
    int w = gtk_widget_get_width (panel), h = gtk_widget_get_height (panel);

    g_assert_true (gtk_widget_compute_point (panel, GTK_WIDGET (window), &GRAPHENE_POINT_INIT (0, 0), &p));
    g_assert_cmpfloat (mean_luminance (dark, (int) p.x, (int) p.y, w, h), <,
                       mean_luminance (light, (int) p.x, (int) p.y, w, h) - 0.2);
  }
  /* the middle of the board is drawn the same in both */
  {
    graphene_point_t p;

    g_assert_true (gtk_widget_compute_point (GTK_WIDGET (board), GTK_WIDGET (window),
                                             &GRAPHENE_POINT_INIT (gtk_widget_get_width (GTK_WIDGET (board)) / 2.0,
                                                                   gtk_widget_get_height (GTK_WIDGET (board)) / 2.0),
                                             &p));
    g_assert_cmpfloat_with_epsilon (mean_luminance (dark, (int) p.x, (int) p.y, patch, patch),
                                    mean_luminance (light, (int) p.x, (int) p.y, patch, patch), 0.01);
  }

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  g_assert_false (adw_style_manager_get_dark (style));
  wait_drawn (GTK_WIDGET (window), "the window in light style again");
  light_again = render_widget (GTK_WIDGET (window), TRUE);
  g_assert_cmpfloat_with_epsilon (text_luminance (panel), light_text, 1e-6);
  g_assert_cmpfloat_with_epsilon (mean_luminance (light_again, 0, 0, 0, 0), mean_luminance (light, 0, 0, 0, 0), 0.02);
}

/* A scenario that does not exist is refused (a toast naming it) and
 * changes nothing.  The set-up preview is for a board without a game: a
 * lesson is started and left first. */
static void
test_no_such_setup (void)
{
  const HdState *shown;
  guint units, toasts;
  AdwToast *toast;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-lesson", "s", "01-board"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson_card ()), "lesson.leave", NULL));
  run_pending ();
  g_assert_null (hd_window_get_game (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-setup", "s", "1862"));
  shown = hd_board_view_get_state (board);
  g_assert_nonnull (shown);
  units = hd_state_get_units_in_play (shown, HD_SIDE_UNION);
  g_assert_cmpuint (units, >, 0);
  toasts = hd_window_get_n_toasts (window);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-setup", "s", "1999"));
  g_assert_cmpuint (hd_window_get_n_toasts (window), ==, toasts + 1);
  toast = g_ptr_array_index (window->toasts, window->toasts->len - 1);
  g_assert_nonnull (strstr (adw_toast_get_title (toast), "no scenario"));
  g_assert_nonnull (strstr (adw_toast_get_title (toast), "1999"));
  g_assert_true (hd_board_view_get_state (board) == shown);
  g_assert_cmpuint (hd_state_get_units_in_play (shown, HD_SIDE_UNION), ==, units);
  clear_toasts ("the refusal's toast to go");
}

/* Advanced 5.0 in the movement panel: with a 6 the Union's veterans in
 * Washington may invade Charleston, where no Confederate unit stands; the
 * engine's destination says its coastal garrison meets them, so the panel
 * lights it as a battle and says why, and the battle is there once they
 * land. */
static void
test_garrison_battle_shown (void)
{
  const char *options[] = { "advanced-5.0", NULL };
  static const char *lines[] = {
    "add Union Vi in Washington", "add Union Vi in Washington",
    "end segment", "end segment", "end segment", "end segment",
    "end segment", "end segment", "end segment", "end segment",
    "roll 6 for marches",
  };
  HdMap *map = hd_board_view_get_map (board);
  const HdBox *washington = hd_map_lookup_name (map, "Washington");
  const HdBox *charleston = hd_map_lookup_name (map, "Charleston");
  HdMovementPanel *panel = hd_status_panel_get_movement_panel (status_panel (window));
  HdGame *game = start_game_with ("1862", options, FALSE, lines, G_N_ELEMENTS (lines));
  g_autofree char *why = NULL;

  /* Charleston emptied of its defenders (corrections): its garrison alone */
  for (guint i = hd_state_get_n_units (hd_game_get_state (game)); i-- > 0;)
    {
      const HdBoardUnit *bu = hd_state_get_unit (hd_game_get_state (game), i);
      HdAction remove = { .type = HD_ACTION_REMOVE_UNIT, .box = charleston->index, .side = HD_SIDE_CONFEDERATE };

      if (bu->box != charleston->index)
        continue;
      remove.kind = bu->unit.kind;
      remove.reduced = bu->unit.reduced;
      g_assert_true (hd_log_apply (HD_LOG (game), &remove, NULL));
    }
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), charleston->index, HD_SIDE_CONFEDERATE), ==, 0);
  hd_board_view_focus_box (board, washington);
  hd_board_view_choose_box (board, washington->index);
  g_assert_cmpint (hd_movement_panel_get_selected_box (panel), ==, (int) washington->index);
  hd_movement_panel_set_mode (panel, HD_MOVE_INVASION);
  /* two veterans go, a march each (4.7): the others stay */
  {
    const HdState *s = hd_game_get_state (game);
    guint going = 0;

    for (guint i = 0; i < hd_state_get_n_units (s); i++)
      {
        const HdBoardUnit *bu = hd_state_get_unit (s, i);
        if (bu->box != washington->index || bu->unit.side != HD_SIDE_UNION)
          continue;
        if (bu->unit.kind == HD_KIND_VI && going < 2)
          going++;
        else
          hd_movement_panel_set_unit_chosen (panel, i, FALSE);
      }
    g_assert_cmpuint (going, ==, 2);
  }
  g_assert_cmpint (hd_board_view_get_marks (board)[charleston->index], ==, HD_MARK_BATTLE);
  why = hd_segment_panel_explain_box (HD_SEGMENT_PANEL (panel), charleston->index);
  g_assert_nonnull (why);
  g_assert_nonnull (strstr (why, "coastal garrison meets them, so a battle"));
  hd_board_view_choose_box (board, charleston->index);
  g_assert_cmpint (hd_movement_panel_get_target (panel), ==, (int) charleston->index);
  assert_panel_says ("Its coastal garrison meets them: a battle (Advanced 5.0).");
  wait_board_drawn ("the lit destinations");
  clear_toasts ("the toasts to go before a picture");
  save_screenshot (GTK_WIDGET (window), "movement-garrison.png");
  g_assert_true (hd_movement_panel_confirm (panel));
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), charleston->index, HD_SIDE_UNION), ==, 2);
  g_assert_true (hd_battle_box_has_battle (hd_game_get_state (game), charleston->index));
}

typedef struct {
  HdGame *game;
  guint   n;
} Actions;

static gboolean
actions_reach (gpointer data)
{
  const Actions *a = data;
  return hd_log_get_n_actions (HD_LOG (a->game)) >= a->n;
}

static GtkWidget *
popover_focus (void)
{
  return gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (hd_board_view_get_popover (board))));
}

/* The box popover is a template updated in place: keyboard focus on one
 * of its buttons stays on that very button while the game changes, by a
 * change made elsewhere and by the button's own correction. */
static void
test_popover_keeps_focus (void)
{
  const char *no_options[] = { NULL };
  static const char *lines[] = { "add Confederate Vi in Richmond", "add Confederate Vi in Richmond" };
  HdMap *map = hd_board_view_get_map (board);
  const HdBox *richmond = hd_map_lookup_name (map, "Richmond");
  GtkWidget *popover = GTK_WIDGET (hd_board_view_get_popover (board));
  HdGame *game = start_game_with ("1861-campaign", no_options, TRUE, lines, G_N_ELEMENTS (lines));
  guint n = hd_log_get_n_actions (HD_LOG (game));
  GtkWidget *reduce, *add;

  if (!hd_board_view_get_editing (board))
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-board", NULL));
  g_assert_true (hd_board_view_get_editing (board));
  hd_board_view_focus_box (board, richmond);
  hd_board_view_open_box (board, richmond);
  wait_for (popover_is_mapped, NULL, 10, "the Richmond popover");
  g_assert_nonnull (find_label (popover, "2 × Veteran Infantry (Vi)"));
  reduce = find_button (popover, "Reduce");
  g_assert_nonnull (reduce);
  g_assert_true (gtk_widget_grab_focus (reduce));
  g_assert_true (popover_focus () == reduce);

  /* changes from elsewhere: a unit in Washington, one more in Richmond */
  apply_line (game, "add Union Vi in Washington");
  g_assert_true (popover_focus () == reduce);
  apply_line (game, "add Confederate Vi in Richmond");
  g_assert_nonnull (find_label (popover, "3 × Veteran Infantry (Vi)"));
  g_assert_true (find_button (popover, "Reduce") == reduce);
  g_assert_true (popover_focus () == reduce);

  /* the focused button's own correction: one flipped, two left to flip */
  g_assert_true (gtk_widget_activate (reduce));   /* as Enter or Space: clicked once shown pressed */
  wait_for (actions_reach, &(Actions) { game, n + 3 }, 10, "the correction");
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, n + 3);
  g_assert_nonnull (find_label (popover, "2 × Veteran Infantry (Vi)"));
  g_assert_nonnull (find_label (popover, "1 × Veteran Infantry (Vi), reduced"));
  g_assert_true (popover_focus () == reduce);

  /* Add, from the keyboard: the unit it puts there appears, focus stays */
  add = find_button (popover, "_Add");
  g_assert_nonnull (add);
  g_assert_true (gtk_widget_grab_focus (add));
  g_assert_true (gtk_widget_activate (add));
  wait_for (actions_reach, &(Actions) { game, n + 4 }, 10, "the unit added");
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, n + 4);
  g_assert_true (popover_focus () == add);
  wait_drawn (popover, "the popover drawn");
  save_screenshot (popover, "popover-focus-kept.png");

  gtk_popover_popdown (GTK_POPOVER (popover));
  wait_for (popover_is_hidden, NULL, 10, "the popover to close");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-board", NULL));
  g_assert_false (hd_board_view_get_editing (board));
}

/* Keyboard focus is on a widget shown in the popover. */
static gboolean
popover_holds_focus (gpointer data)
{
  GtkWidget *focus = popover_focus ();

  return focus != NULL && gtk_widget_get_mapped (focus) &&
         gtk_widget_is_ancestor (focus, GTK_WIDGET (hd_board_view_get_popover (board)));
}

/* Focus on a button its own correction hides goes to its sibling, never
 * out of the popover: the last full-strength unit reduced (to Restore),
 * control given (to the other control buttons), edit-board mode left.
 * Louisville is a neutral box: "Neutral" gives its control back to no
 * one (rule 8.0), offered only while someone controls it. */
static void
test_popover_focus_moves (void)
{
  const char *no_options[] = { NULL };
  static const char *lines[] = { "add Union Vi in Louisville" };
  HdMap *map = hd_board_view_get_map (board);
  const HdBox *louisville = hd_map_lookup_name (map, "Louisville");
  GtkWidget *popover = GTK_WIDGET (hd_board_view_get_popover (board));
  HdGame *game = start_game_with ("1861-campaign", no_options, TRUE, lines, G_N_ELEMENTS (lines));
  guint n = hd_log_get_n_actions (HD_LOG (game));
  GtkWidget *reduce, *to_union, *to_confederacy, *to_neutral;
  gboolean focus_visible = gtk_window_get_focus_visible (GTK_WINDOW (window));

  g_assert_cmpint (louisville->side, ==, HD_SIDE_NEUTRAL);
  g_assert_cmpint (hd_state_get_controller (hd_game_get_state (game), louisville->index), ==, HD_SIDE_NEUTRAL);
  if (!hd_board_view_get_editing (board))
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-board", NULL));
  hd_board_view_focus_box (board, louisville);
  hd_board_view_open_box (board, louisville);
  wait_for (popover_is_mapped, NULL, 10, "the Louisville popover");
  gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);   /* as after a key: the pictures show the focus */

  /* the last full-strength unit reduced: focus on its Restore */
  reduce = find_button (popover, "Reduce");
  g_assert_nonnull (reduce);
  g_assert_true (gtk_widget_grab_focus (reduce));
  g_assert_true (gtk_widget_activate (reduce));
  wait_for (actions_reach, &(Actions) { game, n + 1 }, 10, "the unit reduced");
  g_assert_false (gtk_widget_get_visible (reduce));
  g_assert_nonnull (find_button (popover, "Restore"));
  g_assert_true (popover_focus () == find_button (popover, "Restore"));

  /* no one controls it: no "Neutral" */
  to_union = find_button (popover, "Union");
  to_confederacy = find_button (popover, "Confederacy");
  g_assert_nonnull (to_union);
  g_assert_nonnull (to_confederacy);
  g_assert_null (find_button (popover, "Neutral"));

  /* control to the Union: focus on the other side's button */
  g_assert_true (gtk_widget_grab_focus (to_union));
  g_assert_true (gtk_widget_activate (to_union));
  wait_for (actions_reach, &(Actions) { game, n + 2 }, 10, "control given");
  g_assert_cmpint (hd_state_get_controller (hd_game_get_state (game), louisville->index), ==, HD_SIDE_UNION);
  g_assert_true (hd_state_has_control_marker (hd_game_get_state (game), louisville->index));
  g_assert_null (find_button (popover, "Union"));
  g_assert_true (popover_focus () == to_confederacy);
  wait_drawn (popover, "the popover drawn");
  save_screenshot (popover, "popover-control-union.png");   /* focus ring on Confederacy; Neutral offered */

  /* and back to no one: the marker goes, both sides offered again */
  to_neutral = find_button (popover, "Neutral");
  g_assert_nonnull (to_neutral);
  g_assert_true (gtk_widget_grab_focus (to_neutral));
  g_assert_true (gtk_widget_activate (to_neutral));
  wait_for (actions_reach, &(Actions) { game, n + 3 }, 10, "control given back");
  g_assert_cmpint (hd_state_get_controller (hd_game_get_state (game), louisville->index), ==, HD_SIDE_NEUTRAL);
  g_assert_false (hd_state_has_control_marker (hd_game_get_state (game), louisville->index));
  g_assert_null (find_button (popover, "Neutral"));
  g_assert_true (popover_focus () == to_union || popover_focus () == to_confederacy);
  wait_drawn (popover, "the popover drawn");
  save_screenshot (popover, "popover-neutral.png");

  /* edit-board mode left with focus on a correction: it stays inside */
  g_assert_true (gtk_widget_grab_focus (to_union));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-board", NULL));
  g_assert_false (hd_board_view_get_editing (board));
  g_assert_false (gtk_widget_get_mapped (to_union));   /* the corrections hidden */
  g_assert_true (gtk_widget_get_mapped (popover));
  g_assert_true (popover_holds_focus (NULL));
  run_pending ();
  g_assert_true (popover_holds_focus (NULL));
  gtk_popover_popdown (GTK_POPOVER (popover));
  wait_for (popover_is_hidden, NULL, 10, "the popover to close");
  gtk_window_set_focus_visible (GTK_WINDOW (window), focus_visible);
}

/* The window whose game came from @file, among the application's. */
static HdWindow *
window_with_file (GFile *file)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (HD_IS_WINDOW (l->data) && hd_window_get_file (l->data) != NULL &&
        g_file_equal (hd_window_get_file (l->data), file) && !hd_window_is_loading (l->data))
      return l->data;
  return NULL;
}

static gboolean
window_has_file (gpointer data)
{
  return window_with_file (data) != NULL;
}

/* Opening saved games from the file manager (GApplication's open): a game
 * already open is raised, not opened twice; another one opens in a window
 * of its own, the game on the board staying where it is. */
static void
test_open_from_file_manager (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-window-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "ours.hdgame", NULL);
  g_autofree char *other_path = g_build_filename (dir, "theirs.hdgame", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) other = g_file_new_for_path (other_path);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  const char *no_options[] = { NULL };
  guint n_windows;
  HdGame *game = start_game_with ("1862", no_options, FALSE, NULL, 0);
  HdWindow *opened;

  g_assert_nonnull (game);
  g_assert_true (hd_window_save_to_file (window, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_file_set_contents (other_path, contents, -1, NULL));
  n_windows = g_list_length (gtk_application_get_windows (GTK_APPLICATION (app)));

  /* the game on the board: its window raised, nothing opened again */
  g_application_open (G_APPLICATION (app), &file, 1, "");
  run_pending ();
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, n_windows);
  g_assert_true (hd_window_get_game (window) == game);
  g_assert_true (window_with_file (file) == window);

  /* another game: a window of its own, ours untouched */
  g_application_open (G_APPLICATION (app), &other, 1, "");
  wait_for (window_has_file, other, 20, "the other game opened");
  opened = window_with_file (other);
  g_assert_true (opened != window);
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, n_windows + 1);
  g_assert_true (hd_window_get_game (window) == game);
  g_assert_nonnull (hd_window_get_game (opened));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (hd_window_get_game (opened))), ==, hd_log_get_n_actions (HD_LOG (game)));

  /* and that one asked for again: raised, not opened twice */
  g_application_open (G_APPLICATION (app), &other, 1, "");
  run_pending ();
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, n_windows + 1);
  g_assert_true (window_with_file (other) == opened);

  gtk_window_destroy (GTK_WINDOW (opened));
  run_pending ();
  g_assert_true (gtk_application_get_active_window (GTK_APPLICATION (app)) == GTK_WINDOW (window) ||
                 g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))) == n_windows);
  g_unlink (other_path);
  g_unlink (path);
  g_rmdir (dir);
}

/* ------------------------------------------------------------ help (issue 22, item 10) */

/* Whether @model, or a section or submenu of it, has an item for @action. */
static gboolean
menu_has_action (GMenuModel *model, const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuLinkIter) links = g_menu_model_iterate_item_links (model, i);
      GMenuModel *linked;

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_str_equal (name, action))
        return TRUE;
      while (g_menu_link_iter_get_next (links, NULL, &linked))
        {
          gboolean found = menu_has_action (linked, action);
          g_object_unref (linked);
          if (found)
            return TRUE;
        }
    }
  return FALSE;
}

/* Whether a menu button under @widget has an item for @action. */
static gboolean
menus_have_action (GtkWidget *widget, const char *action)
{
  if (GTK_IS_MENU_BUTTON (widget))
    {
      GMenuModel *model = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget));
      /* the main menu's model is given to its button when it first opens */
      if (model == NULL && widget == window->menu_button)
        model = G_MENU_MODEL (window->primary_menu);
      if (model != NULL && menu_has_action (model, action))
        return TRUE;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (menus_have_action (c, action))
      return TRUE;
  return FALSE;
}

static gboolean
toast_says_yelp (gpointer data)
{
  for (guint i = 0; i < window->toasts->len; i++)
    if (strstr (adw_toast_get_title (g_ptr_array_index (window->toasts, i)), "yelp") != NULL)
      return TRUE;
  return FALSE;
}

/* The main menu's Help opens the help at the page for the current
 * screen: the start page, a lesson, edit mode, a battle, a Player Turn;
 * with no help viewer, a toast says to install yelp.  F1 stays the rules
 * reference. */
static void
test_help_page (void)
{
  static const char *no_options[] = { NULL };
  g_autoptr(GAppInfo) viewer = g_app_info_get_default_for_uri_scheme ("help");
  g_autofree char *uri = hd_help_get_uri ("battles");
  g_autofree char *index = hd_help_get_uri ("index");
  HdGame *game;

  g_assert_cmpstr (uri, ==, "help:house-divided/battles");
  g_assert_cmpstr (index, ==, "help:house-divided");
  g_assert_true (menus_have_action (GTK_WIDGET (window), "win.show-help"));
  g_assert_true (menus_have_action (GTK_WIDGET (window), "app.about"));

  /* a lesson, then none: the start page */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-lesson", "s", "01-board"));
  g_assert_nonnull (hd_lesson_card_get_run (window->lesson_card));
  g_assert_cmpstr (hd_window_get_help_page (window), ==, "lessons");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson_card ()), "lesson.leave", NULL));
  g_assert_null (hd_window_get_game (window));
  g_assert_cmpstr (hd_window_get_help_page (window), ==, "start-game");

  /* a game: the Movement Segment, edit mode, the Combat Segment, Promotion */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1861-campaign",
                                             no_options));
  game = hd_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpint (hd_state_get_segment (hd_game_get_state (game)), ==, HD_SEGMENT_MOVEMENT);
  g_assert_cmpstr (hd_window_get_help_page (window), ==, "player-turn");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-board", NULL));
  g_assert_cmpstr (hd_window_get_help_page (window), ==, "edit-board");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-board", NULL));
  g_assert_cmpstr (hd_window_get_help_page (window), ==, "player-turn");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  g_assert_cmpint (hd_state_get_segment (hd_game_get_state (game)), ==, HD_SEGMENT_COMBAT);
  g_assert_cmpstr (hd_window_get_help_page (window), ==, "battles");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  g_assert_cmpint (hd_state_get_segment (hd_game_get_state (game)), ==, HD_SEGMENT_PROMOTION);
  g_assert_cmpstr (hd_window_get_help_page (window), ==, "player-turn");

  /* without a help viewer (as on a machine without yelp), Help says what
   * to install; with one, the test does not start it */
  if (viewer != NULL)
    {
      g_test_message ("a help viewer is installed (%s): not opened", g_app_info_get_id (viewer));
      return;
    }
  clear_toasts ("before Help");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help", NULL));
  wait_for (toast_says_yelp, NULL, 30, "the toast saying to install yelp");
  wait_drawn (GTK_WIDGET (window), "the window with the toast");
  save_screenshot (GTK_WIDGET (window), "help-no-viewer.png");
  clear_toasts ("after Help");
}

/* ------------------------------------------------ words (issue 22, 7) */

/* A move made through the movement panel, as a person makes it. */
static void
move_in_panel (const char *from, const char *to)
{
  HdMap *map = hd_board_view_get_map (board);
  HdMovementPanel *movement = hd_status_panel_get_movement_panel (status_panel (window));

  hd_board_view_choose_box (board, hd_map_lookup_id (map, from)->index);
  hd_board_view_choose_box (board, hd_map_lookup_id (map, to)->index);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (movement), "movement.confirm", NULL));
  run_pending ();
}

static gboolean
label_shown_containing_now (GtkWidget *root, const char *text)
{
  GtkWidget *label = find_label_full (root, text, TRUE);
  return label != NULL && gtk_widget_is_visible (label);
}

/* Issue 31 (8): after a move the panel says where the units went only in
 * the Player Turn that moved them (not "The units reached Florence", a
 * Confederate move, at the start of the Union's), and once no march is
 * left it says so instead of "choose the box to march from next". */
static void
test_words_movement_hint (void)
{
  static const char * const no_options[] = { NULL };
  GtkWidget *panel;

  start_game_with ("1861-campaign", (const char **) no_options, FALSE, NULL, 0);
  panel = GTK_WIDGET (hd_status_panel_get_movement_panel (status_panel (window)));
  move_in_panel ("washington", "baltimore");
  g_assert_true (label_shown_containing_now (panel, "The units reached Baltimore. No box is chosen now: choose the box "
                                                    "to march from next"));
  move_in_panel ("cincinnati", "dayton");
  /* two marches on the first Game Turn (4.1), both used */
  g_assert_false (label_shown_containing_now (panel, "choose the box to march from next"));
  g_assert_true (label_shown_containing_now (panel, "The units reached Dayton. No unit may march again this segment"));
  /* the Confederacy's move, then the Union's next Movement Segment */
  for (guint i = 0; i < 4; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  run_pending ();
  /* the rulebook's words (3.0), not "Confederacy Player Turn" */
  assert_panel_says ("Confederate Player Turn");
  move_in_panel ("fredericksburg", "richmond");
  g_assert_true (label_shown_containing_now (panel, "The units reached Richmond."));
  for (guint i = 0; i < 4; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 3));
  run_pending ();
  g_assert_cmpint (hd_state_get_player (hd_game_get_state (hd_window_get_game (window))), ==, HD_SIDE_UNION);
  g_assert_false (label_shown_containing_now (panel, "The units reached"));
  g_assert_true (label_shown_containing_now (panel, "Choose a box holding your units"));
}

/* Issue 31 (8): Ctrl+Enter carries out the move chosen; in a lesson whose
 * step it finishes, the toast points to Next Step, not to another
 * Ctrl+Enter that would end the segment. */
static void
test_words_lesson_next_step (void)
{
  HdMap *map = hd_board_view_get_map (board);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  AdwToast *last;

  g_settings_reset (settings, "lesson-steps");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-lesson", "s", "02-marches"));
  run_pending ();
  clear_toasts ("the toasts to go");
  hd_board_view_choose_box (board, hd_map_lookup_id (map, "washington")->index);
  hd_board_view_choose_box (board, hd_map_lookup_id (map, "harpers-ferry")->index);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  run_pending ();
  g_assert_true (hd_lesson_run_get_step_done (hd_lesson_card_get_run (window->lesson_card)));
  last = g_ptr_array_index (window->toasts, window->toasts->len - 1);
  g_assert_cmpstr (adw_toast_get_title (last), ==, "Done. Press Next Step (Ctrl+Shift+Enter) to go on with the lesson.");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window->lesson_card), "lesson.leave", NULL));
  run_pending ();
  clear_toasts ("the toasts to go");
}

/* Issue 31 (8): the militia kind a player chose to recruit is not the
 * next player's: each Recruitment Segment starts with infantry. */
static void
test_words_recruit_kind_own (void)
{
  static const char * const no_options[] = { NULL };
  static const char * const to_recruitment[] = { "end segment", "end segment", "end segment", "roll 4 for recruitment" };
  HdMusterPanel *muster;
  g_autofree char *kind = NULL;

  start_game_with ("1861-campaign", (const char **) no_options, FALSE, to_recruitment, G_N_ELEMENTS (to_recruitment));
  muster = hd_status_panel_get_muster_panel (status_panel (window));
  g_object_set (muster, "militia", "Mc", NULL);
  run_pending ();
  for (guint i = 0; i < 4; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 4));
  run_pending ();
  g_assert_cmpint (hd_state_get_player (hd_game_get_state (hd_window_get_game (window))), ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpint (hd_state_get_segment (hd_game_get_state (hd_window_get_game (window))), ==, HD_SEGMENT_RECRUITMENT);
  g_object_get (muster, "militia", &kind, NULL);
  g_assert_cmpstr (kind, ==, "Mi");
}

/* Issue 31 (2): the refusal names the rule that decides it.  With 4.11
 * on the first Game Turn, Fort Monroe from Washington is explained by
 * 4.11, not 4.0; By Sea and Invasion are shown not offered, each saying
 * why on its tooltip and in a line under them; a tooltip's words wrap
 * within a 360-pixel window. */
static void
test_words_decisive_rule (void)
{
  static const char * const options[] = { "4.11", NULL };
  HdMovementPanel *movement;
  HdMap *map = hd_board_view_get_map (board);
  GtkWidget *sea, *invasion, *label;
  g_autofree char *why = NULL;
  const char *tip;
  int natural;

  start_game_with ("1861-campaign", (const char **) options, FALSE, NULL, 0);
  movement = hd_status_panel_get_movement_panel (status_panel (window));
  g_assert_true (hd_status_panel_choose_box (status_panel (window), hd_map_lookup_id (map, "washington")->index));
  run_pending ();
  why = hd_status_panel_explain_box (status_panel (window), hd_map_lookup_id (map, "fort-monroe")->index);
  g_assert_nonnull (why);
  g_assert_nonnull (strstr (why, "4.11"));
  g_assert_null (strstr (why, "4.0:"));
  sea = find_button (GTK_WIDGET (movement), "By Sea");
  invasion = find_button (GTK_WIDGET (movement), "Invasion");
  g_assert_true (gtk_widget_get_mapped (sea));
  g_assert_true (gtk_widget_get_mapped (invasion));
  g_assert_false (gtk_widget_is_sensitive (sea));
  g_assert_false (gtk_widget_is_sensitive (invasion));
  tip = gtk_widget_get_tooltip_text (sea);
  g_assert_nonnull (strstr (tip, "Rule 4.11"));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (invasion), "Rule 4.7"));
  assert_panel_says ("By Sea: Rule 4.11");
  assert_panel_says ("Invasion: Rule 4.7");
  save_screenshot (GTK_WIDGET (window), "movement-modes-explained.png");
  /* the tooltip's label fits a narrow window */
  resize_window (360, 640);
  label = g_object_ref_sink (hd_tooltip_make_label (sea, tip));
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  g_assert_cmpint (natural, <=, 360 - 24);
  g_object_unref (label);
  resize_window (1280, 860);
}

/* Issue 31 (8): an undo or redo says at once what it did, even the
 * second of two quick Ctrl+Z (toasts wait their turn: the second was
 * told only once the first had gone, one action behind), and names a
 * unit as the players tell it, not by a number of ours. */
static void
test_words_undo_toast_now (void)
{
  static const char * const lines[] = {
    "march Union Mi from Washington by rail to Baltimore", "march Union Mi from Cincinnati by rail to Dayton",
  };
  static const char * const no_options[] = { NULL };
  AdwToast *first, *last;

  start_game_with ("1861-campaign", (const char **) no_options, FALSE, lines, G_N_ELEMENTS (lines));
  clear_toasts ("the toasts to go");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  first = g_ptr_array_index (window->toasts, window->toasts->len - 1);
  g_assert_cmpstr (adw_toast_get_title (first), ==, "Undone: Move a Union Militia Infantry unit from Cincinnati to "
                                                    "Dayton");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  last = g_ptr_array_index (window->toasts, window->toasts->len - 1);
  g_assert_cmpstr (adw_toast_get_title (last), ==, "Undone: Move a Union Militia Infantry unit from Washington to "
                                                   "Baltimore");
  /* the first undo's toast goes once it has settled, long before its
   * timeout: the second is then the one shown */
  wait_for (toast_gone, first, 3, "the first undo's toast gone");
  g_assert_cmpuint (window->toasts->len, ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  wait_for (toast_gone, last, 3, "the second undo's toast gone");
  g_assert_cmpuint (window->toasts->len, ==, 1);
  g_assert_cmpstr (adw_toast_get_title (g_ptr_array_index (window->toasts, 0)), ==,
                   "Redone: Move a Union Militia Infantry unit from Washington to Baltimore");
  clear_toasts ("the toasts to go");
}

/* A refusal toast with its Rule button stays until dismissed or replaced
 * (no timeout); the next toast replaces it, so there is one at a time,
 * and a toast without a button still goes by itself. */
static void
test_words_refusal_toast_stays (void)
{
  AdwToast *refusal, *second;
  guint n;

  clear_toasts ("the toasts to go");
  hd_window_toast (window, "Rule 4.0: no march of this unit reaches Chicago");
  refusal = g_ptr_array_index (window->toasts, window->toasts->len - 1);
  g_assert_cmpuint (adw_toast_get_timeout (refusal), ==, 0);
  g_assert_cmpstr (adw_toast_get_button_label (refusal), ==, "Rule 4.0");
  g_assert_true (window->sticky_toast == refusal);
  /* still there long after the 3 to 6 seconds a toast lasts */
  settle (7);
  g_assert_true (g_ptr_array_find (window->toasts, refusal, NULL));

  /* the next refusal replaces it: one at a time */
  hd_window_toast (window, "Rule 4.3: units may not entrench in a box that holds enemy units");
  second = g_ptr_array_index (window->toasts, window->toasts->len - 1);
  g_assert_true (window->sticky_toast == second);
  wait_for (toast_gone, refusal, 20, "the first refusal to be replaced");
  g_assert_true (g_ptr_array_find (window->toasts, second, NULL));
  /* a toast without a rule times out, and replaces the refusal too */
  hd_window_toast (window, "Done. Press Ctrl+Enter again to end the segment.");
  n = window->toasts->len;
  g_assert_cmpuint (adw_toast_get_timeout (g_ptr_array_index (window->toasts, n - 1)), >, 0);
  g_assert_null (window->sticky_toast);
  wait_for (toast_gone, second, 20, "the second refusal to be replaced");
  clear_toasts ("the toasts to go");
}

/* The rules reference names the Game Piece Inventory once, and a search
 * for "Game Piece" shows it first, typed a key at a time. */
static void
test_words_reference_inventory (void)
{
  HdRulesDialog *rules;
  const char *query = "Game Piece";

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rule", "s", "1.1"));
  wait_toplevel (HD_TYPE_RULES_DIALOG, "the rules reference");
  rules = HD_RULES_DIALOG (find_toplevel (HD_TYPE_RULES_DIALOG));
  for (gsize n = 1; n <= strlen (query); n++)
    {
      g_autofree char *typed = g_strndup (query, n);
      hd_rules_dialog_search (rules, typed);
    }
  g_assert_cmpstr (hd_rules_dialog_get_rule (rules), ==, "inventory");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (rules)), ==, "Game Piece Inventory");
  hd_rules_dialog_search (rules, "");
  g_assert_cmpstr (hd_rules_dialog_get_rule (rules), ==, "inventory");
  gtk_window_close (GTK_WINDOW (rules));
  wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_RULES_DIALOG), 30, "the rules reference to close");
}

/* Every row of the shortcuts window shows its key. */
static void
test_words_shortcuts_have_keys (void)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_PREFIX "/ui/hd-shortcuts-window.ui");
  GtkWidget *shortcuts = GTK_WIDGET (gtk_builder_get_object (builder, "shortcuts_window"));
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  guint rows = 0;

  g_assert_nonnull (shortcuts);
  g_ptr_array_add (stack, shortcuts);
  while (stack->len > 0)
    {
      GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);

      if (GTK_IS_SHORTCUTS_SHORTCUT (w))
        {
          g_autofree char *title = NULL;
          g_autofree char *accel = NULL;
          GtkShortcutType type;

          /* a gesture (a pinch, a swipe) shows its picture; a key its key */
          g_object_get (w, "title", &title, "accelerator", &accel, "shortcut-type", &type, NULL);
          if (type == GTK_SHORTCUT_ACCELERATOR && (accel == NULL || *accel == '\0'))
            g_error ("the shortcut \"%s\" shows no key", title);
          rows++;
        }
      for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
        g_ptr_array_add (stack, c);
    }
  g_assert_cmpuint (rows, >, 10);
  gtk_window_destroy (GTK_WINDOW (shortcuts));
}

/* The last step of a lesson, one to read, says to finish beside Finish,
 * never to go on to a next step. */
static void
test_words_last_lesson_step (void)
{
  HdLessonRun *run;
  guint n;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-lesson", "s", "06-entrench"));
  run_pending ();
  run = hd_lesson_card_get_run (lesson_card ());
  g_assert_nonnull (run);
  n = hd_lesson_get_n_steps (hd_lesson_run_get_lesson (run));
  while (hd_lesson_run_get_step (run) + 1 < n)
    {
      guint at = hd_lesson_run_get_step (run);

      /* Show Me makes one action of the task a press */
      for (guint k = 0; k < 4 && !hd_lesson_run_get_step_done (run); k++)
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson_card ()), "lesson.show-me", NULL));
          run_pending ();
        }
      g_assert_true (hd_lesson_run_get_step_done (run));
      if (hd_lesson_get_step (hd_lesson_run_get_lesson (run), at)->task == NULL)
        assert_card_says ("Read this, then go on to the next step.");
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson_card ()), "lesson.next", NULL));
      wait_for (lesson_step_is, GUINT_TO_POINTER (at + 1), 20, "the next step");
      run_pending ();
    }
  g_assert_null (hd_lesson_get_step (hd_lesson_run_get_lesson (run), n - 1)->task);
  assert_card_says ("Read this, then finish the lesson.");
  {
    g_autofree char *text = hd_lesson_card_get_text (lesson_card ());
    g_assert_null (strstr (text, "next step"));
  }
  g_assert_nonnull (find_button (GTK_WIDGET (lesson_card ()), "_Finish"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson_card ()), "lesson.leave", NULL));
  run_pending ();
}

/* ------------------------------------------- the keyboard alone (issue 22)
 *
 * Real key presses, through the X server (XTest), to the window: F6 goes
 * round the board, the side panel and the lesson card; after every action
 * the focus is where the player wants it next (hd-focus); Ctrl+Shift+Enter
 * is the lesson's Next Step; Shift+F1 says why not for the focused box;
 * and a whole Player Turn is played with the keys alone, counted. */

#ifdef HAVE_XTEST
#include <gdk/x11/gdkx.h>
#include <X11/keysym.h>
#include <X11/extensions/XTest.h>
#endif

/* The most keys a whole Player Turn of the 1861 game may take (the march
 * die, a march into a battle, its dice, a promotion, recruitment and the
 * segments' ends); docs/keyboard.md says how many it takes. */
#define PLAYER_TURN_MAX_KEYS 35

static guint keys_seen;       /* key presses the window has seen */
static const char *keyboard_test;   /* the test the window was given the keyboard for */
static guint presses;         /* keys the tests pressed */

static gboolean
key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state, gpointer data)
{
  /* seen once: by the popover's own controller, or else the window's */
  if (data == window && (gtk_widget_get_mapped (GTK_WIDGET (hd_board_view_get_why_popover (board))) ||
                         gtk_widget_get_mapped (GTK_WIDGET (hd_board_view_get_popover (board)))))
    return GDK_EVENT_PROPAGATE;
  keys_seen++;
  return GDK_EVENT_PROPAGATE;
}

static gboolean
keys_reach (gpointer data)
{
  return keys_seen >= GPOINTER_TO_UINT (data);
}

static gboolean
no_game (gpointer data)
{
  return hd_window_get_game (window) == NULL;
}

static gboolean
window_is_active (gpointer data)
{
  return gtk_window_is_active (GTK_WINDOW (window));
}

/* The window has the X server's keyboard, and the key presses it and its
 * popovers see are counted (before anything else sees them). */
static gboolean
keyboard_ready (void)
{
#ifdef HAVE_XTEST
  static gboolean watching;
  Display *dpy = gdk_x11_display_get_xdisplay (gtk_widget_get_display (GTK_WIDGET (window)));
  int event, error, major, minor;

  if (!GDK_IS_X11_DISPLAY (gtk_widget_get_display (GTK_WIDGET (window))) ||
      !XTestQueryExtension (dpy, &event, &error, &major, &minor))
    return FALSE;
  if (!watching)
    {
      /* the window, and the board's popovers (surfaces of their own) */
      GtkWidget *natives[] = { GTK_WIDGET (window), GTK_WIDGET (hd_board_view_get_popover (board)),
                               GTK_WIDGET (hd_board_view_get_why_popover (board)) };

      for (guint i = 0; i < G_N_ELEMENTS (natives); i++)
        {
          GtkEventController *keys = gtk_event_controller_key_new ();
          gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
          g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), natives[i]);
          gtk_widget_add_controller (natives[i], keys);
        }
      watching = TRUE;
    }
  /* no window manager gives it: the X server's keyboard goes to the
   * window (once per test: a popover open keeps it) */
  if (keyboard_test != g_test_get_path ())
    {
      keyboard_test = g_test_get_path ();
      gtk_window_present (GTK_WINDOW (window));
      XSetInputFocus (dpy, gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window))), RevertToParent,
                      CurrentTime);
      XFlush (dpy);
      wait_for (window_is_active, NULL, 20, "the window to have the keyboard");
    }
  return TRUE;
#else
  return FALSE;
#endif
}

/* Presses and lets go of @keyval with @mods held, as a person does, and
 * waits until the window has seen it and done what it does at once. */
static void
press (guint keyval, GdkModifierType mods)
{
#ifdef HAVE_XTEST
  Display *dpy = gdk_x11_display_get_xdisplay (gtk_widget_get_display (GTK_WIDGET (window)));
  KeyCode code = XKeysymToKeycode (dpy, keyval);
  KeyCode shift = XKeysymToKeycode (dpy, XK_Shift_L), control = XKeysymToKeycode (dpy, XK_Control_L);
  guint expected = keys_seen + 1;

  g_assert_true (keyboard_ready ());
  g_assert_cmpuint (code, !=, 0);
  if (mods & GDK_CONTROL_MASK)
    {
      XTestFakeKeyEvent (dpy, control, True, CurrentTime);
      expected++;
    }
  if (mods & GDK_SHIFT_MASK)
    {
      XTestFakeKeyEvent (dpy, shift, True, CurrentTime);
      expected++;
    }
  XTestFakeKeyEvent (dpy, code, True, CurrentTime);
  XTestFakeKeyEvent (dpy, code, False, CurrentTime);
  if (mods & GDK_SHIFT_MASK)
    XTestFakeKeyEvent (dpy, shift, False, CurrentTime);
  if (mods & GDK_CONTROL_MASK)
    XTestFakeKeyEvent (dpy, control, False, CurrentTime);
  /* the server has sent the press and the release (a button clicks on
   * the release) once this returns: the loop below takes both */
  XSync (dpy, False);
  wait_for (keys_reach, GUINT_TO_POINTER (expected), 20, "the key to reach the window");
  run_pending ();
  presses++;
#endif
}

/* Enter on a button: it is clicked a moment after the key (shown pressed
 * first); waits until the game has one more action. */
static void
press_enter_acted (const char *what)
{
  HdGame *game = hd_window_get_game (window);
  guint n = hd_log_get_n_actions (HD_LOG (game));

  press (GDK_KEY_Return, 0);
  wait_acted (game, n, what);
}

static GtkWidget *
focus_now (void)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

/* The focus is on a control the player can use, never on a scrolled
 * window, the window itself or nowhere. */
static void
assert_focus_usable (const char *after)
{
  GtkWidget *focus = focus_now ();

  if (focus == NULL || GTK_IS_SCROLLED_WINDOW (focus) || GTK_IS_VIEWPORT (focus) || focus == GTK_WIDGET (window) ||
      !gtk_widget_get_mapped (focus) || !gtk_widget_is_sensitive (focus))
    g_error ("after %s the focus is on %s", after, focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing");
}

/* The focus is on @expected (the guide's next step, ...). */
static void
assert_focus_is (GtkWidget *expected, const char *after)
{
  GtkWidget *focus = focus_now ();

  assert_focus_usable (after);
  if (focus != expected)
    g_error ("after %s the focus is on a %s (%s), not on a %s (%s)", after, G_OBJECT_TYPE_NAME (focus),
             GTK_IS_BUTTON (focus) ? gtk_button_get_label (GTK_BUTTON (focus)) : "-",
             expected != NULL ? G_OBJECT_TYPE_NAME (expected) : "nothing",
             GTK_IS_BUTTON (expected) ? gtk_button_get_label (GTK_BUTTON (expected)) : "-");
}

/* The focus is on the button labelled @label. */
static void
assert_focus_on_button (const char *label, const char *after)
{
  GtkWidget *focus = focus_now ();

  assert_focus_usable (after);
  if (!GTK_IS_BUTTON (focus) || g_strcmp0 (gtk_button_get_label (GTK_BUTTON (focus)), label) != 0)
    g_error ("after %s the focus is on a %s (%s), not on %s", after, G_OBJECT_TYPE_NAME (focus),
             GTK_IS_BUTTON (focus) ? gtk_button_get_label (GTK_BUTTON (focus)) : "-", label);
}

/* The arrow keys from the focused box to @to, the fewest a person who
 * knows the board presses (a search over where each arrow goes from each
 * box, hd_board_view_box_toward). */
static void
arrows_to (const HdBox *to)
{
  static const struct { GtkDirectionType dir; guint key; } arrows[] = {
    { GTK_DIR_LEFT, GDK_KEY_Left }, { GTK_DIR_RIGHT, GDK_KEY_Right },
    { GTK_DIR_UP, GDK_KEY_Up }, { GTK_DIR_DOWN, GDK_KEY_Down },
  };
  guint n = hd_map_get_n_boxes (hd_board_view_get_map (board));
  g_autofree int *came_from = g_new (int, n);
  g_autofree guint *key = g_new0 (guint, n);
  g_autofree guint *queue = g_new (guint, n);
  g_autoptr(GArray) keys = g_array_new (FALSE, FALSE, sizeof (guint));
  const HdBox *at = focused_box ();
  guint head = 0, tail = 0;

  g_assert_nonnull (at);
  for (guint b = 0; b < n; b++)
    came_from[b] = -2;
  came_from[at->index] = -1;
  queue[tail++] = at->index;
  while (head < tail && came_from[to->index] == -2)
    {
      guint b = queue[head++];
      for (guint k = 0; k < G_N_ELEMENTS (arrows); k++)
        {
          int next = hd_board_view_box_toward (board, b, arrows[k].dir);
          if (next >= 0 && came_from[next] == -2)
            {
              came_from[next] = (int) b;
              key[next] = arrows[k].key;
              queue[tail++] = (guint) next;
            }
        }
    }
  if (came_from[to->index] == -2)
    g_error ("the arrow keys do not reach %s", to->name);
  for (int b = (int) to->index; came_from[b] >= 0; b = came_from[b])
    g_array_prepend_val (keys, key[b]);
  for (guint i = 0; i < keys->len; i++)
    press (g_array_index (keys, guint, i), 0);
  if (focused_box () != to)
    g_error ("the arrow keys did not reach %s", to->name);
}

static const char *eight_ends[] = {
  "end segment", "end segment", "end segment", "end segment",
  "end segment", "end segment", "end segment", "end segment",
};

/* 08/1861, the Union's second Player Turn of the 1861 Campaign Game (the
 * first has no march die, 4.1). */
static HdGame *
start_second_turn (void)
{
  const char *no_options[] = { NULL };
  HdGame *game = start_game_with ("1861-campaign", no_options, FALSE, eight_ends, G_N_ELEMENTS (eight_ends));

  g_assert_cmpint (hd_state_get_player (hd_game_get_state (game)), ==, HD_SIDE_UNION);
  g_assert_true (hd_status_panel_needs_die (status_panel (window)));
  hd_board_view_zoom_fit (board);
  wait_for (board_is_still, NULL, 60, "the zoom to end");
  return game;
}

/* A whole Player Turn with the keys alone: the march die, a march into a
 * battle, the battle's dice typed, the promotion it earns, the segments'
 * ends, the recruitment die and recruits; the keys are counted. */
static void
test_keyboard_player_turn (void)
{
  HdMap *map = hd_board_view_get_map (board);
  HdMovementPanel *movement = hd_status_panel_get_movement_panel (status_panel (window));
  const HdBox *harpers_ferry = hd_map_lookup_id (map, "harpers-ferry");
  const HdBox *front_royal = hd_map_lookup_id (map, "front-royal");
  const HdBox *washington = hd_map_lookup_id (map, "washington");
  HdGame *game;
  const HdState *s;
  GtkWidget *focus;

  if (!keyboard_ready ())
    {
      g_test_skip ("no XTest: keys cannot be pressed");
      return;
    }
  game = start_second_turn ();
  s = hd_game_get_state (game);
  presses = 0;

  /* the march die: the focus is on its buttons, the key types it */
  assert_focus_usable ("a new game");
  g_assert_true (gtk_widget_is_ancestor (focus_now (), GTK_WIDGET (movement)));
  press (GDK_KEY_3, 0);
  g_assert_cmpuint (hd_state_get_marches (hd_game_get_state (game)), >, 0);
  /* then on the board, on a box with units to move */
  assert_focus_usable ("the march die");
  g_assert_true (HD_IS_BOX_SPOT (focus_now ()));

  /* a march into Front Royal: box, destination, Move */
  g_test_message ("keys: the march die, %u", presses);
  arrows_to (harpers_ferry);
  g_test_message ("keys: to Harper's Ferry, %u", presses);
  press (GDK_KEY_Return, 0);
  g_assert_cmpint (hd_movement_panel_get_selected_box (movement), ==, (int) harpers_ferry->index);
  arrows_to (front_royal);
  press (GDK_KEY_Return, 0);
  g_assert_cmpint (hd_movement_panel_get_target (movement), ==, (int) front_royal->index);
  assert_focus_on_button ("_Move", "a destination chosen");
  press_enter_acted ("the march");
  s = hd_game_get_state (game);
  g_assert_cmpuint (hd_state_count_units_at (s, front_royal->index, HD_SIDE_UNION), ==, 1);
  /* the arrival box is not chosen; the keyboard is on the next box to move */
  g_assert_cmpint (hd_movement_panel_get_selected_box (movement), ==, -1);
  assert_panel_says ("The units reached Front Royal. No box is chosen now");
  assert_focus_usable ("the march");
  g_assert_true (HD_IS_BOX_SPOT (focus_now ()));
  g_assert_true (focused_box () != front_royal && focused_box () != harpers_ferry);

  g_test_message ("keys: the march, %u", presses);
  /* a second march: Washington's units along the road to Harper's Ferry */
  arrows_to (washington);
  press (GDK_KEY_Return, 0);
  g_assert_cmpint (hd_movement_panel_get_selected_box (movement), ==, (int) washington->index);
  arrows_to (harpers_ferry);
  press (GDK_KEY_Return, 0);
  g_assert_cmpint (hd_movement_panel_get_target (movement), ==, (int) harpers_ferry->index);
  assert_focus_on_button ("_Move", "the second destination chosen");
  press_enter_acted ("the second march");
  s = hd_game_get_state (game);
  g_assert_cmpuint (hd_state_count_units_at (s, harpers_ferry->index, HD_SIDE_UNION), >=, 1);
  assert_focus_usable ("the second march");

  g_test_message ("keys: the second march, %u", presses);
  /* Ctrl+Enter: the Combat Segment, the focus on the battle to fight */
  press (GDK_KEY_Return, GDK_CONTROL_MASK);
  g_assert_cmpint (hd_state_get_segment (hd_game_get_state (game)), ==, HD_SEGMENT_COMBAT);
  assert_focus_on_button ("Fight at Front Royal", "the end of the Movement Segment");
  press_enter_acted ("the battle chosen");
  g_assert_true (hd_battle_in_progress (hd_game_get_state (game)));

  /* two rounds, each side one die: the defender misses, the attacker hits */
  for (guint round = 0; round < 2; round++)
    {
      guint n = hd_log_get_n_actions (HD_LOG (game));

      assert_focus_usable ("a shot");
      g_assert_true (GTK_IS_DROP_DOWN (focus_now ()) || gtk_widget_get_ancestor (focus_now (), GTK_TYPE_DROP_DOWN));
      press (GDK_KEY_6, 0);
      g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, n + 1);
      assert_focus_usable ("the defender's fire");
      press (GDK_KEY_1, 0);
      g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, n + 2);
    }
  s = hd_game_get_state (game);
  g_assert_false (hd_battle_in_progress (s));
  g_assert_cmpuint (hd_state_count_units_at (s, front_royal->index, HD_SIDE_CONFEDERATE), ==, 0);

  g_test_message ("keys: the battle, %u", presses);
  /* the promotion the battle won earns (6.0) */
  focus = focus_now ();
  assert_focus_usable ("the battle won");
  g_assert_true (GTK_IS_BUTTON (focus) && g_str_has_prefix (gtk_button_get_label (GTK_BUTTON (focus)), "Promote"));
  press_enter_acted ("the promotion");

  /* the end of the Combat Segment; the Promotion Segment's own promotion
   * (6.0): the focus on the first unit to promote */
  assert_focus_is (hd_status_panel_get_next_step (status_panel (window)), "the promotion");
  press_enter_acted ("the end of the Combat Segment");
  g_assert_cmpint (hd_state_get_segment (hd_game_get_state (game)), ==, HD_SEGMENT_PROMOTION);
  focus = focus_now ();
  assert_focus_usable ("the Promotion Segment");
  g_assert_true (GTK_IS_BUTTON (focus) && strstr (gtk_button_get_label (GTK_BUTTON (focus)), "→") != NULL);
  press_enter_acted ("the Promotion Segment's promotion");
  assert_focus_is (hd_status_panel_get_next_step (status_panel (window)), "the promotion made");
  press_enter_acted ("the end of the Promotion Segment");
  g_assert_cmpint (hd_state_get_segment (hd_game_get_state (game)), ==, HD_SEGMENT_RECRUITMENT);
  g_test_message ("keys: the promotions, %u", presses);
  assert_focus_usable ("the Recruitment Segment");
  press (GDK_KEY_4, 0);
  g_assert_cmpuint (hd_state_get_recruit_points (hd_game_get_state (game)), >, 0);

  /* recruits while there are points and militia, then the turn's end */
  for (guint i = 0; i < 8 && focus_now () != hd_status_panel_get_next_step (status_panel (window)); i++)
    {
      guint n = hd_log_get_n_actions (HD_LOG (game));

      assert_focus_usable ("a recruit");
      g_test_message ("keys: Enter on %s", GTK_IS_BUTTON (focus_now ()) ? gtk_button_get_label (GTK_BUTTON (focus_now ()))
                                                                       : G_OBJECT_TYPE_NAME (focus_now ()));
      press (GDK_KEY_Return, 0);
      if (GTK_IS_TOGGLE_BUTTON (focus_now ()) || hd_log_get_n_actions (HD_LOG (game)) == n)
        wait_for (two_frames, &(guint) { 2 }, 1, "nothing");   /* a toggle: at once */
      run_pending ();
    }
  g_assert_cmpuint (hd_state_get_units_in_play (hd_game_get_state (game), HD_SIDE_UNION), >, 12);
  assert_focus_usable ("the recruits");
  g_assert_true (focus_now () == hd_status_panel_get_next_step (status_panel (window)));
  press_enter_acted ("the end of the turn");
  g_assert_cmpint (hd_state_get_player (hd_game_get_state (game)), ==, HD_SIDE_CONFEDERATE);

  g_test_message ("a whole Player Turn with the keyboard alone: %u key presses", presses);
  g_assert_cmpuint (presses, <=, PLAYER_TURN_MAX_KEYS);
}

/* F6 and Shift+F6 go round the board (the box focused), the side panel
 * (what the player wants next there) and the lesson card (its main
 * button); without a lesson, round the board and the panel. */
static void
test_keyboard_regions (void)
{
  HdMap *map = hd_board_view_get_map (board);
  const HdBox *washington = hd_map_lookup_id (map, "washington");
  GtkWidget *panel = GTK_WIDGET (status_panel (window));
  GtkWidget *show_me;

  if (!keyboard_ready ())
    {
      g_test_skip ("no XTest: keys cannot be pressed");
      return;
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-lesson", "s", "02-marches"));
  run_pending ();
  wait_drawn (GTK_WIDGET (lesson_card ()), "the lesson card");
  show_me = find_button (GTK_WIDGET (lesson_card ()), "_Show Me");
  g_assert_nonnull (show_me);
  g_assert_true (hd_board_view_focus_box (board, washington));

  press (GDK_KEY_F6, 0);
  assert_focus_usable ("F6 from the board");
  g_assert_true (gtk_widget_is_ancestor (focus_now (), panel));
  press (GDK_KEY_F6, 0);
  assert_focus_is (show_me, "F6 from the side panel");
  press (GDK_KEY_F6, 0);
  g_assert_true (focused_box () == washington);
  /* and the other way round */
  press (GDK_KEY_F6, GDK_SHIFT_MASK);
  assert_focus_is (show_me, "Shift+F6 from the board");
  press (GDK_KEY_F6, GDK_SHIFT_MASK);
  assert_focus_usable ("Shift+F6 from the lesson card");
  g_assert_true (gtk_widget_is_ancestor (focus_now (), panel));
  press (GDK_KEY_F6, GDK_SHIFT_MASK);
  g_assert_true (focused_box () == washington);
  gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
  wait_board_drawn ("the board with the focus");
  clear_toasts ("the toasts to go before a picture");
  save_screenshot (GTK_WIDGET (window), "keyboard-regions.png");
  /* the lesson left from its card: the focus on the start page's New Game */
  press (GDK_KEY_F6, GDK_SHIFT_MASK);
  assert_focus_is (show_me, "Shift+F6 from the board");
  press (GDK_KEY_Tab, GDK_SHIFT_MASK);
  assert_focus_on_button ("_Leave", "Shift+Tab from Show Me");
  press (GDK_KEY_Return, 0);
  wait_for (no_game, NULL, 20, "the lesson left");
  run_pending ();
  assert_focus_on_button ("_New Game…", "leaving the lesson");

  /* no lesson: two regions; from the header bar, the board first */
  start_second_turn ();
  g_assert_true (gtk_widget_grab_focus (find_button (GTK_WIDGET (window), "_Edit Board")));
  press (GDK_KEY_F6, 0);
  g_assert_true (HD_IS_BOX_SPOT (focus_now ()));
  press (GDK_KEY_F6, 0);
  assert_focus_usable ("F6 from the board");
  g_assert_true (gtk_widget_is_ancestor (focus_now (), panel));
  /* the die awaited: its buttons */
  g_assert_true (gtk_widget_is_ancestor (focus_now (), GTK_WIDGET (hd_status_panel_get_movement_panel (status_panel (window)))));
  press (GDK_KEY_F6, 0);
  g_assert_true (HD_IS_BOX_SPOT (focus_now ()));
}

/* After every action the focus is on what the player wants next (the
 * engine's decision mapped to a widget, hd-focus): never a scrolled
 * window or nothing.  Done with This Box goes on to the next box with
 * units to move; Ctrl+Enter with a destination chosen makes the move;
 * Ctrl+Enter ending the segment goes on to the guide's next step. */
static void
test_keyboard_focus_after_action (void)
{
  HdMap *map = hd_board_view_get_map (board);
  HdMovementPanel *movement = hd_status_panel_get_movement_panel (status_panel (window));
  const HdBox *washington = hd_map_lookup_id (map, "washington");
  const HdBox *baltimore = hd_map_lookup_id (map, "baltimore");
  HdGame *game;
  guint n;

  if (!keyboard_ready ())
    {
      g_test_skip ("no XTest: keys cannot be pressed");
      return;
    }
  game = start_second_turn ();
  press (GDK_KEY_3, 0);
  assert_focus_usable ("the march die");
  assert_focus_is (hd_focus_get_target (window), "the march die");

  /* Done with This Box: on to the next box with units to move */
  hd_board_view_choose_box (board, washington->index);
  g_assert_true (gtk_widget_grab_focus (find_button (GTK_WIDGET (movement), "_Done with This Box")));
  press (GDK_KEY_Return, 0);
  g_assert_cmpint (hd_movement_panel_get_selected_box (movement), ==, -1);
  assert_focus_usable ("Done with This Box");
  g_assert_true (HD_IS_BOX_SPOT (focus_now ()));
  g_assert_true (focused_box () != washington);
  assert_focus_is (hd_focus_get_target (window), "Done with This Box");

  /* Ctrl+Enter with a destination chosen: the move is made */
  hd_board_view_choose_box (board, washington->index);
  hd_board_view_choose_box (board, baltimore->index);
  n = hd_log_get_n_actions (HD_LOG (game));
  press (GDK_KEY_Return, GDK_CONTROL_MASK);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), >, n);
  assert_focus_usable ("Ctrl+Enter making the move");
  assert_focus_is (hd_focus_get_target (window), "Ctrl+Enter making the move");
  /* both militia went: Baltimore, where they arrived, is not chosen, and
   * the keyboard is on another box with units to move */
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), baltimore->index, HD_SIDE_UNION), ==, 2);
  g_assert_cmpint (hd_movement_panel_get_selected_box (movement), ==, -1);
  g_assert_true (focused_box () != baltimore && focused_box () != washington);
  clear_toasts ("the toast of Ctrl+Enter");

  /* Ctrl+Enter ending the segment: no battle, the guide's next step */
  press (GDK_KEY_Return, GDK_CONTROL_MASK);
  g_assert_cmpint (hd_state_get_segment (hd_game_get_state (game)), ==, HD_SEGMENT_COMBAT);
  assert_focus_is (hd_status_panel_get_next_step (status_panel (window)), "Ctrl+Enter ending the segment");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus_now ())), ==, "End Combat Segment");
}

/* Ctrl+Shift+Enter is the lesson's Next Step, listed in the shortcuts
 * window; the lesson's hint "choose Baltimore" after a move chooses
 * Baltimore's own units, not those that just arrived elsewhere. */
static void
test_keyboard_next_step (void)
{
  HdMap *map = hd_board_view_get_map (board);
  HdMovementPanel *movement = hd_status_panel_get_movement_panel (status_panel (window));
  const HdBox *baltimore = hd_map_lookup_id (map, "baltimore");
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_PREFIX "/ui/hd-shortcuts-window.ui");
  GSList *objects = gtk_builder_get_objects (builder);
  gboolean listed = FALSE, regions = FALSE, why = FALSE;

  for (GSList *l = objects; l != NULL; l = l->next)
    if (GTK_IS_SHORTCUTS_SHORTCUT (l->data))
      {
        g_autofree char *accel = NULL;
        g_object_get (l->data, "accelerator", &accel, NULL);
        listed |= g_strcmp0 (accel, "<Control><Shift>Return") == 0;
        regions |= g_strcmp0 (accel, "F6 <Shift>F6") == 0;
        why |= g_strcmp0 (accel, "<Shift>F1") == 0;
      }
  g_slist_free (objects);
  g_assert_true (listed);
  g_assert_true (regions);
  g_assert_true (why);
  gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts_window")));

  if (!keyboard_ready ())
    {
      g_test_skip ("no XTest: keys cannot be pressed");
      return;
    }
  g_settings_reset (window->settings, "lesson-steps");   /* from the start, wherever a test before left it */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-lesson", "s", "02-marches"));
  run_pending ();
  assert_card_says ("Step 1 of 3");
  /* not done yet: the key does nothing */
  press (GDK_KEY_Return, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
  assert_card_says ("Step 1 of 3");
  hd_board_view_choose_box (board, hd_map_lookup_id (map, "washington")->index);
  hd_board_view_choose_box (board, hd_map_lookup_id (map, "harpers-ferry")->index);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (movement), "movement.confirm", NULL));
  run_pending ();
  assert_card_says ("Well done");
  /* the units that arrived are not chosen for the next move */
  g_assert_cmpint (hd_movement_panel_get_selected_box (movement), ==, -1);
  press (GDK_KEY_Return, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
  wait_for (lesson_step_is, GUINT_TO_POINTER (1), 20, "step 2");
  assert_card_says ("Step 2 of 3");
  assert_card_says ("Baltimore");
  /* the hint: "Choose Baltimore, tick the cavalry, then choose Front Royal" */
  hd_board_view_choose_box (board, baltimore->index);
  g_assert_cmpint (hd_movement_panel_get_selected_box (movement), ==, (int) baltimore->index);
  g_assert_cmpint (hd_movement_panel_get_target (movement), ==, -1);
  assert_panel_says ("March from Baltimore");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson_card ()), "lesson.leave", NULL));
  run_pending ();
}

/* The share of the pixels of @texture in @x, @y, @w, @h that are mostly
 * red (a box lit for a battle). */
static double
red_share (GdkTexture *texture, int x, int y, int w, int h)
{
  int tw = gdk_texture_get_width (texture), th = gdk_texture_get_height (texture);
  g_autofree guchar *data = g_malloc ((gsize) tw * th * 4);
  guint n = 0, red = 0;

  gdk_texture_download (texture, data, (gsize) tw * 4);   /* B8G8R8A8, premultiplied */
  for (int j = MAX (y, 0); j < MIN (y + h, th); j++)
    for (int i = MAX (x, 0); i < MIN (x + w, tw); i++)
      {
        const guchar *px = data + ((gsize) j * tw + i) * 4;
        red += px[2] > px[1] + 60 && px[2] > px[0] + 60;
        n++;
      }
  g_assert_cmpuint (n, >, 0);
  return (double) red / n;
}

/* Shift+F1 on the focused box says what the pointer's tooltip says (why
 * the chosen units may or may not go there), in a popover at the box that
 * has the focus; Escape gives the focus back to the box.  The focus ring
 * and a lit box's red ring show together. */
static void
test_keyboard_why_not (void)
{
  HdMap *map = hd_board_view_get_map (board);
  const HdBox *harpers_ferry = hd_map_lookup_id (map, "harpers-ferry");
  const HdBox *front_royal = hd_map_lookup_id (map, "front-royal");
  const HdBox *chicago = hd_map_lookup_id (map, "chicago");
  GtkWidget *popover = GTK_WIDGET (hd_board_view_get_why_popover (board));
  g_autofree char *why = NULL;
  g_autofree char *said = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GtkWidget *focus;
  double zoom, cx, cy, x0, y0, w;

  if (!keyboard_ready ())
    {
      g_test_skip ("no XTest: keys cannot be pressed");
      return;
    }
  start_second_turn ();
  press (GDK_KEY_3, 0);
  hd_board_view_choose_box (board, harpers_ferry->index);
  g_assert_true (hd_board_view_focus_box (board, chicago));
  press (GDK_KEY_F1, GDK_SHIFT_MASK);
  wait_for (widget_is_mapped, popover, 10, "the why-not popover");
  /* the engine's reason, as the tooltip gives it */
  why = hd_status_panel_explain_box (status_panel (window), chicago->index);
  g_assert_nonnull (why);
  g_assert_true (g_str_has_prefix (why, "The ") && strstr (why, "cannot go there") != NULL);
  said = g_strdup (gtk_label_get_text (GTK_LABEL (gtk_popover_get_child (GTK_POPOVER (popover)))));
  g_assert_true (strstr (said, why) != NULL);
  g_assert_true (g_str_has_prefix (said, "Chicago"));
  focus = gtk_root_get_focus (gtk_widget_get_root (popover));
  g_assert_true (focus != NULL && gtk_widget_is_ancestor (focus, popover));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (popover), GTK_ACCESSIBLE_PROPERTY_LABEL, said);
  gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
  wait_drawn (popover, "the popover drawn");
  save_screenshot (popover, "why-not.png");
  press (GDK_KEY_Escape, 0);
  wait_for (popover_is_hidden_why, popover, 10, "the popover to close");
  g_assert_true (focused_box () == chicago);
  /* the Menu key does the same */
  press (GDK_KEY_Menu, 0);
  wait_for (widget_is_mapped, popover, 10, "the why-not popover again");
  press (GDK_KEY_Escape, 0);
  wait_for (popover_is_hidden_why, popover, 10, "the popover to close again");

  /* the focus on a box lit red (a battle): its red ring still shows */
  g_assert_true (hd_board_view_focus_box (board, front_royal));
  g_assert_cmpint (hd_board_view_get_marks (board)[front_royal->index], ==, HD_MARK_BATTLE);
  wait_board_drawn ("the focus on Front Royal");
  texture = render_widget (GTK_WIDGET (board), TRUE);
  zoom = hd_board_view_get_zoom (board);
  hd_board_view_get_center (board, &cx, &cy);
  x0 = (front_royal->x - front_royal->width / 2 - cx) * zoom + gtk_widget_get_width (GTK_WIDGET (board)) / 2.0;
  y0 = (front_royal->y - front_royal->height / 2 - cy) * zoom + gtk_widget_get_height (GTK_WIDGET (board)) / 2.0;
  w = front_royal->width * zoom;
  /* the lit ring lies 0 to 2 px outside the box's edge; the focus ring
   * beyond it */
  g_assert_cmpfloat (red_share (texture, (int) (x0 + w / 3), (int) floor (y0) - 2, (int) (w / 3), 2), >, 0.5);
  save_screenshot (GTK_WIDGET (board), "focus-on-lit-box.png");
}

/* ------------------------------------------------ New Game, issue 22 (5) */

static void
reset_new_game_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.housedivided.Companion");
  const char *keys[] = { "new-game-scenario", "new-game-options", "new-game-advanced", "leader-dates" };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (settings, keys[i]);
}

static HdNewGameDialog *
open_new_game (void)
{
  HdNewGameDialog *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  dialog = HD_NEW_GAME_DIALOG (find_toplevel (HD_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (dialog);
  run_pending ();
  return dialog;
}

static void
start_new_game (HdNewGameDialog *dialog)
{
  g_signal_emit_by_name (gtk_window_get_default_widget (GTK_WINDOW (dialog)), "clicked");
  wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_NEW_GAME_DIALOG), 30, "the new game dialog to close");
}

static AdwPreferencesGroup *
find_group (GtkWidget *widget, const char *title)
{
  if (ADW_IS_PREFERENCES_GROUP (widget) &&
      g_strcmp0 (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (widget)), title) == 0)
    return ADW_PREFERENCES_GROUP (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      AdwPreferencesGroup *found = find_group (c, title);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Every row title below @widget, one a line. */
static void
collect_row_titles (GtkWidget *widget, GString *out)
{
  if (ADW_IS_PREFERENCES_ROW (widget))
    g_string_append_printf (out, "%s\n", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_row_titles (c, out);
}

static guint
count_focusable (GtkWidget *widget)
{
  guint n = gtk_widget_get_focusable (widget) && gtk_widget_get_visible (widget);

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    n += count_focusable (c);
  return n;
}

/* The group an option of the engine belongs in, by its balance (1.2). */
static const char *
expected_group (const HdOption *option)
{
  if (option->choice != NULL || option->balance == HD_BALANCE_LENGTH)
    return "Length of the Game";
  switch (option->balance)
    {
    case HD_BALANCE_PRO_UNION: return "Optional Rules That Help the Union";
    case HD_BALANCE_PRO_CONFEDERATE: return "Optional Rules That Help the Confederacy";
    case HD_BALANCE_NEUTRAL: return "Optional Rules with Little Effect on Balance";
    default: return "Advanced Game";
    }
}

/* Issue 22 (5): the dialog grouped as the rulebook groups the options,
 * no engine id shown, no title repeating itself, the ending one choice,
 * and one switch for the whole Advanced Game whose parts are greyed while
 * it is off; the game started has every Advanced rule. */
static void
test_new_game_grouped (void)
{
  HdNewGameDialog *dialog;
  g_autofree char *text = NULL;
  g_autoptr(GString) titles = g_string_new (NULL);
  AdwComboRow *ending;
  GListModel *endings;
  GtkWidget *supply_row;
  HdGame *game;
  guint n_advanced = 0;

  reset_new_game_settings ();
  dialog = open_new_game ();
  text = collect_widget_text (GTK_WIDGET (dialog));
  collect_row_titles (GTK_WIDGET (dialog), titles);
  ending = ADW_COMBO_ROW (find_row (GTK_WIDGET (dialog), "The game ends"));
  g_assert_nonnull (ending);
  endings = adw_combo_row_get_model (ending);
  g_assert_cmpuint (g_list_model_get_n_items (endings), ==, 5);   /* the scenario's end, 9.1, three Marches */
  for (guint i = 0; i < g_list_model_get_n_items (endings); i++)
    {
      const char *item = gtk_string_list_get_string (GTK_STRING_LIST (endings), i);
      g_string_append_printf (titles, "%s\n", item);
      g_assert_null (strstr (item, "11.3-"));
    }
  g_assert_nonnull (find_group (GTK_WIDGET (dialog), "Length of the Game"));
  /* each scenario row is one Tab stop, its radio */
  {
    GtkWidget *scenarios = GTK_WIDGET (find_group (GTK_WIDGET (dialog), "Scenario"));
    AdwActionRow *row = find_row (scenarios, "The 1862 Scenario");
    g_assert_nonnull (row);
    g_assert_false (gtk_widget_get_focusable (GTK_WIDGET (row)));
    g_assert_cmpuint (count_focusable (GTK_WIDGET (row)), ==, 1);
  }
  for (guint i = 0; i < hd_options_get_n (); i++)
    {
      const HdOption *option = hd_options_get (i);
      AdwPreferencesGroup *group = find_group (GTK_WIDGET (dialog), expected_group (option));

      if (!option->implemented)
        continue;
      /* the engine's ids never shown, as labels or titles */
      if (strchr (option->id, '-') != NULL && (strstr (text, option->id) != NULL || strstr (titles->str, option->id) != NULL))
        g_error ("the New Game dialog shows the id %s:\n%s%s", option->id, text, titles->str);
      g_assert_nonnull (group);
      if (option->choice == NULL)
        {
          g_autofree char *number = hd_rule_get_number (hd_reference_lookup (hd_option_get_rule (option)));
          g_autofree char *title = g_strdup_printf (option->balance == HD_BALANCE_ADVANCED ? "%s (%s)" : "%s (rule %s)",
                                                    option->title, number);
          if (find_row (GTK_WIDGET (group), title) == NULL)
            g_error ("no row \"%s\" in the group \"%s\":\n%s", title, expected_group (option), titles->str);
        }
      n_advanced += option->balance == HD_BALANCE_ADVANCED;
    }
  /* no title says the same twice */
  g_assert_null (strstr (titles->str, "(Advanced Game)"));
  g_assert_null (strstr (text, "Advanced Game. Advanced Game"));
  /* the ending is one choice: a March ending date */
  hd_new_game_dialog_set_option (dialog, "11.3-1864", TRUE);
  {
    g_auto(GStrv) options = hd_new_game_dialog_get_options (dialog);
    g_assert_true (g_strv_contains ((const char * const *) options, "11.3-1864"));
    hd_new_game_dialog_set_option (dialog, "9.1", TRUE);
  }
  {
    g_auto(GStrv) options = hd_new_game_dialog_get_options (dialog);
    g_assert_true (g_strv_contains ((const char * const *) options, "9.1"));
    g_assert_false (g_strv_contains ((const char * const *) options, "11.3-1864"));
    hd_new_game_dialog_set_option (dialog, "9.1", FALSE);
    hd_new_game_dialog_set_option (dialog, "11.3-1864", TRUE);
  }
  /* the Advanced Game's parts greyed while it is off */
  supply_row = GTK_WIDGET (find_row (GTK_WIDGET (dialog), "Supply (Advanced 2.0)"));
  g_assert_nonnull (supply_row);
  g_assert_false (gtk_widget_get_sensitive (supply_row));
  hd_new_game_dialog_set_advanced (dialog, TRUE);
  run_pending ();
  g_assert_true (gtk_widget_get_sensitive (supply_row));
  {
    g_auto(GStrv) options = hd_new_game_dialog_get_options (dialog);
    for (guint i = 0; i < hd_options_get_n (); i++)
      if (hd_options_get (i)->balance == HD_BALANCE_ADVANCED && hd_options_get (i)->implemented)
        g_assert_true (g_strv_contains ((const char * const *) options, hd_options_get (i)->id));
  }
  g_assert_cmpuint (n_advanced, >, 5);
  hd_new_game_dialog_set_scenario (dialog, "1863");
  hd_new_game_dialog_set_leader (dialog, HD_LEADER_LEE, "06/1862", "05/1863");
  hd_new_game_dialog_set_leader (dialog, HD_LEADER_GRANT, "02/1862", "03/1864");
  hd_new_game_dialog_set_leader (dialog, HD_LEADER_SHERMAN, "05/1862", "03/1864");
  gtk_window_set_default_size (GTK_WINDOW (dialog), 560, 2400);
  wait_drawn (GTK_WIDGET (dialog), "the whole new game dialog drawn");
  save_screenshot (GTK_WIDGET (dialog), "new-game-grouped.png");
  /* and scrolled down to the length of the game and the Advanced Game */
  {
    GtkWidget *scrolled = find_descendant (GTK_WIDGET (dialog), GTK_TYPE_SCROLLED_WINDOW);
    GtkWidget *length = GTK_WIDGET (find_group (GTK_WIDGET (dialog), "Length of the Game"));
    GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
    graphene_point_t at;

    g_assert_true (gtk_widget_compute_point (length, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)),
                                             &GRAPHENE_POINT_INIT (0, 0), &at));
    gtk_adjustment_set_value (adj, at.y - 12);
    wait_drawn (GTK_WIDGET (dialog), "the new game dialog scrolled");
    save_screenshot (GTK_WIDGET (dialog), "new-game-advanced.png");
  }
  start_new_game (dialog);
  game = hd_window_get_game (window);
  g_assert_nonnull (game);
  for (guint i = 0; i < hd_options_get_n (); i++)
    if (hd_options_get (i)->balance == HD_BALANCE_ADVANCED && hd_options_get (i)->implemented)
      g_assert_true (g_strv_contains (hd_game_get_options (game), hd_options_get (i)->id));
  g_assert_true (g_strv_contains (hd_game_get_options (game), "11.3-1864"));
}

/* Issue 22 (5): the last choices come back in the next New Game dialog,
 * the leaders' dates with them, also after a dialog cancelled. */
static void
test_new_game_remembered (void)
{
  for (guint round = 0; round < 2; round++)
    {
      HdNewGameDialog *dialog = open_new_game ();
      g_auto(GStrv) options = hd_new_game_dialog_get_options (dialog);

      g_assert_cmpstr (hd_new_game_dialog_get_scenario (dialog), ==, "1863");
      g_assert_true (g_strv_contains ((const char * const *) options, "advanced-2.0"));
      g_assert_true (g_strv_contains ((const char * const *) options, "11.3-1864"));
      g_assert_true (g_strv_contains ((const char * const *) options, "leader-lee=3@06/1862,2@05/1863"));
      g_assert_true (g_strv_contains ((const char * const *) options, "leader-grant=1@02/1862,2@03/1864"));
      gtk_window_close (GTK_WINDOW (dialog));
      wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_NEW_GAME_DIALOG), 30, "the new game dialog to close");
    }
}

static gboolean
label_shown_containing (GtkWidget *root, const char *text)
{
  GtkWidget *label = find_label_containing (root, text);
  return label != NULL && gtk_widget_is_visible (label);
}

/* Issue 22 (5): the error that refused Start goes once it is fixed, with
 * no second Start needed; another error in its place is said instead.
 * Issue 31 (5): every fault at once, under the header bar beside Start
 * (in sight however short the dialog), each field at fault marked, and
 * the keyboard on the first of them, not on Lee's date when Sherman's is
 * wrong. */
static void
test_new_game_error_cleared (void)
{
  HdNewGameDialog *dialog;
  GtkWidget *errors, *focus;
  graphene_rect_t r;

  reset_new_game_settings ();
  dialog = open_new_game ();
  gtk_window_set_default_size (GTK_WINDOW (dialog), 360, 420);
  hd_new_game_dialog_set_scenario (dialog, "1863");
  hd_new_game_dialog_set_option (dialog, "advanced-8.2", TRUE);
  hd_new_game_dialog_set_leader (dialog, HD_LEADER_LEE, "06/1862", "05/1863");
  hd_new_game_dialog_set_leader (dialog, HD_LEADER_GRANT, "02/1862", "03/1864");
  hd_new_game_dialog_set_leader (dialog, HD_LEADER_SHERMAN, "05/1862", "");
  g_signal_emit_by_name (gtk_window_get_default_widget (GTK_WINDOW (dialog)), "clicked");
  run_pending ();
  g_assert_nonnull (find_toplevel (HD_TYPE_NEW_GAME_DIALOG));
  /* Sherman's empty date: his field, not Lee's */
  g_assert_true (label_shown_containing (GTK_WIDGET (dialog), "Sherman's piece needs both of its dates"));
  focus = gtk_root_get_focus (GTK_ROOT (dialog));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_has_css_class (gtk_widget_get_ancestor (focus, GTK_TYPE_ENTRY), "error"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (gtk_widget_get_ancestor (focus, GTK_TYPE_ENTRY))), ==, "");

  /* two faults at once, both said, both marked; the first gets the keys */
  hd_new_game_dialog_set_leader (dialog, HD_LEADER_LEE, "13/1862", "05/1863");
  g_signal_emit_by_name (gtk_window_get_default_widget (GTK_WINDOW (dialog)), "clicked");
  run_pending ();
  g_assert_true (label_shown_containing (GTK_WIDGET (dialog), "Lee's piece needs both of its dates"));
  g_assert_true (label_shown_containing (GTK_WIDGET (dialog), "Sherman's piece needs both of its dates"));
  focus = gtk_root_get_focus (GTK_ROOT (dialog));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (gtk_widget_get_ancestor (focus, GTK_TYPE_ENTRY))), ==, "13/1862");
  /* in sight beside Start, at the top of a short dialog */
  errors = find_label_containing (GTK_WIDGET (dialog), "Sherman's piece needs both of its dates");
  wait_drawn (GTK_WIDGET (dialog), "the faults shown");
  g_assert_true (gtk_widget_compute_bounds (errors, GTK_WIDGET (dialog), &r));
  g_assert_cmpfloat (r.origin.y, >=, 0);
  g_assert_cmpfloat (r.origin.y + r.size.height, <=, gtk_widget_get_height (GTK_WIDGET (dialog)));
  g_assert_null (gtk_widget_get_ancestor (errors, GTK_TYPE_SCROLLED_WINDOW));
  save_screenshot (GTK_WIDGET (dialog), "new-game-faults.png");

  /* each goes once fixed, with no second Start */
  hd_new_game_dialog_set_leader (dialog, HD_LEADER_LEE, "06/1862", "05/1863");
  run_pending ();
  g_assert_false (label_shown_containing (GTK_WIDGET (dialog), "Lee's piece needs both of its dates"));
  g_assert_true (label_shown_containing (GTK_WIDGET (dialog), "Sherman's piece needs both of its dates"));
  hd_new_game_dialog_set_leader (dialog, HD_LEADER_SHERMAN, "05/1862", "03/1864");
  run_pending ();
  g_assert_false (label_shown_containing (GTK_WIDGET (dialog), "needs both"));
  gtk_window_close (GTK_WINDOW (dialog));
  wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_NEW_GAME_DIALOG), 30, "the new game dialog to close");
}

/* -------------------------------------- the screen reader, issue 22 (4) */

/* Issue 22 (4), issue 31 (10): the accessible tree, read through AT-SPI
 * (every check of a11y-walk.py in each), in a game's movement (the boxes
 * saying their units, control and light), the Combat Segment before and
 * during a battle (no light of the movement said; the die slots saying
 * which die they wait for), the New Game dialog (the scenarios radios)
 * and a lesson (the card says it all, its buttons what they do). */
static void
test_accessible_tree (void)
{
  HdMap *map = hd_board_view_get_map (board);
  const HdBox *washington = hd_map_lookup_name (map, "Washington");
  const char *no_options[] = { NULL };
  g_autofree char *tree = NULL;
  HdGame *game;

  /* a game in its Movement Segment, Washington chosen */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1861-campaign",
                                             no_options));
  game = hd_window_get_game (window);
  hd_board_view_focus_box (board, washington);
  hd_board_view_choose_box (board, washington->index);
  tree = read_accessible_tree ("movement", NULL);
  assert_tree_says (tree, "push button\tZoom In\t", "movement");
  assert_tree_says (tree, "push button\tMain Menu\t", "movement");
  assert_tree_says (tree, "push button\tWashington\t2 Union units: Militia Infantry, Militia Infantry. Controlled by the "
                    "Union. Lit: the units chosen march from here. District of Columbia.", "movement");
  assert_tree_says (tree, "push button\tBaltimore\tNo units. Controlled by the Union. Lit green: a legal destination.", "movement");
  assert_tree_says (tree, "Controlled by the Confederacy. Lit red: a legal destination, where a battle would be fought.", "movement");
  /* the guide's card says its headline and advice, heard when they change */
  {
    g_autoptr(HdGuide) guide = hd_guide_new (hd_game_get_state (game));
    g_autofree char *said = g_strdup_printf ("\t%s %s\n", guide->headline, guide->advice);
    g_strdelimit (said + 1, "\n", ' ');
    said[strlen (said) - 1] = '\n';
    assert_tree_says (tree, said, "movement");
  }
  g_clear_pointer (&tree, g_free);

  /* a battle, its dice waiting */
  {
    HdBattlePanel *panel = hd_status_panel_get_battle_panel (status_panel (window));
    const HdBox *manassas = hd_map_lookup_name (map, "Manassas Junction");
    static const char *lines[] = {
      "add Union Vi in Washington",
      "march Union Mi from Washington by rail to Manassas Junction",
      "march Union Vi from Washington by rail to Manassas Junction",
    };
    /* issue 31 (10): no box says a light of the Movement Segment once
     * its boxes went dark: the Combat Segment's lights say their own */
    const char *movement_words[] = { tr ("Lit green: a legal destination."),
                                     tr ("Lit red: a legal destination, where a battle would be fought."),
                                     tr ("Lit: the units chosen march from here."), NULL };
    for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
      apply_line (game, lines[i]);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
    g_assert_cmpint (hd_state_get_segment (hd_game_get_state (game)), ==, HD_SEGMENT_COMBAT);
    tree = read_accessible_tree ("combat", movement_words);
    assert_tree_says (tree, "push button\tManassas Junction\t", "combat");
    assert_tree_says (tree, tr ("Lit red: a battle to be fought here."), "combat");
    g_clear_pointer (&tree, g_free);
    hd_board_view_choose_box (board, manassas->index);
    g_assert_true (hd_battle_in_progress (hd_game_get_state (game)));
    g_assert_cmpuint (hd_battle_panel_get_n_shots (panel), >, 0);
    tree = read_accessible_tree ("battle", movement_words);
    assert_tree_says (tree, "push button\tManassas Junction\t", "battle");
    assert_tree_says (tree, "A battle is being fought here.", "battle");
    assert_tree_says (tree, "\tDie 1 of ", "battle");
    assert_tree_says (tree, ": the next to type\t", "battle");
    g_clear_pointer (&tree, g_free);
  }

  /* the New Game dialog: its scenarios radios, each named */
  {
    HdNewGameDialog *dialog = open_new_game ();
    wait_drawn (GTK_WIDGET (dialog), "the new game dialog drawn");
    tree = read_accessible_tree ("new game", NULL);
    assert_tree_says (tree, "radio button\tThe 1861 Campaign Game\t", "new game");
    assert_tree_says (tree, "radio button\tThe 1864 Scenario\t", "new game");
    assert_tree_says (tree, "push button\tRead rule 4.8 in the rules reference\t", "new game");
    g_clear_pointer (&tree, g_free);
    gtk_window_close (GTK_WINDOW (dialog));
    wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_NEW_GAME_DIALOG), 30, "the new game dialog to close");
  }

  /* a lesson: what its card says is heard on its buttons, and changes */
  {
    GtkWidget *dialog;
    AdwActionRow *row;
    g_autofree char *said = NULL;
    g_autofree char *line = NULL;

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.learn", NULL));
    dialog = find_toplevel (HD_TYPE_LESSONS_DIALOG);
    row = find_row (dialog, "1. The Board and Its Boxes");
    if (row == NULL)
      row = find_row (dialog, "2. Marches and the Movement Chart");
    g_assert_nonnull (row);
    g_assert_true (gtk_widget_activate (GTK_WIDGET (row)));
    wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_LESSONS_DIALOG), 30, "the lessons dialog to close");
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson_card ()), "lesson.show-me", NULL));
    run_pending ();
    /* issue 31 (10): the card is a group named by its lesson, which holds
     * what it says; its buttons say what they do, not the whole card */
    said = hd_lesson_card_get_text (lesson_card ());
    g_strdelimit (said, "\n", ' ');
    line = g_strdup_printf ("\t%s\n", said);
    tree = read_accessible_tree ("lesson", NULL);
    assert_tree_says (tree, line, "lesson");
    assert_tree_says (tree, "push button\tLeave\tLeave the lesson; your progress is kept\n", "lesson");
    if (gtk_widget_is_sensitive (find_button (GTK_WIDGET (lesson_card ()), "_Show Me")))
      assert_tree_says (tree, "push button\tShow Me\tDo the next part of the task for me: ", "lesson");
    else
      assert_tree_says (tree, "push button\tNext Step\tGo on to step ", "lesson");
    g_clear_pointer (&tree, g_free);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson_card ()), "lesson.leave", NULL));
    run_pending ();
  }
}

/* The shown label under @root whose links go to rules @first and @second. */
static GtkWidget *
find_link_label (GtkWidget *root, const char *first, const char *second)
{
  if (!gtk_widget_get_visible (root) || !gtk_widget_get_child_visible (root))
    return NULL;
  if (GTK_IS_LABEL (root) && gtk_label_get_use_markup (GTK_LABEL (root)))
    {
      const char *markup = gtk_label_get_label (GTK_LABEL (root));
      g_autofree char *a = g_strdup_printf ("href=\"rule:%s\"", first);
      g_autofree char *b = g_strdup_printf ("href=\"rule:%s\"", second);
      if (strstr (markup, a) != NULL && strstr (markup, b) != NULL)
        return root;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_link_label (c, first, second);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Issue 31 (10): a label's rule links heard as links.  Each citation is a
 * link object of the label's (the role "link", named after its rule,
 * placed over its words: a11y-walk.py reads them in the tree) whose
 * action opens the rules reference at its rule; and as the keyboard goes
 * from link to link in the label (GtkLabel does it itself, telling no
 * one), the label's description says which link it is on. */
static void
test_accessible_rule_links (void)
{
  const char *no_options[] = { NULL };
  GtkWidget *label, *links[2] = { NULL, NULL };
  guint n = 0;
  HdRulesDialog *rules;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1861-campaign",
                                             no_options));
  run_pending ();
  /* the guide's advice: "... where they stand (rules 4.0, 4.3)" */
  label = find_link_label (GTK_WIDGET (window), "4.0", "4.3");
  g_assert_nonnull (label);
  for (GtkWidget *c = gtk_widget_get_first_child (label); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (c)) == GTK_ACCESSIBLE_ROLE_LINK && n < 2)
      links[n++] = c;
  g_assert_cmpuint (n, ==, 2);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (links[0]), GTK_ACCESSIBLE_PROPERTY_LABEL, "Rule 4.0 Movement");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (links[1]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Rule 4.3 Entrenchment");
  g_assert_false (gtk_widget_get_focusable (links[1]));
  /* a screen reader's action on the second: the reference at 4.3 */
  g_assert_true (gtk_widget_activate_action (links[1], "rule-link.follow", NULL));
  rules = HD_RULES_DIALOG (wait_toplevel (HD_TYPE_RULES_DIALOG, "the rules reference"));
  g_assert_cmpstr (hd_rules_dialog_get_rule (rules), ==, "4.3");
  gtk_window_close (GTK_WINDOW (rules));
  wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_RULES_DIALOG), 30, "the rules reference to close");

  if (!keyboard_ready ())
    {
      g_test_skip ("no XTest: keys cannot be pressed");
      return;
    }
  /* the keyboard on the label: its first link, then with Tab its second */
  gtk_widget_grab_focus (label);
  run_pending ();
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Link: Rule 4.0 Movement. Enter opens it.");
  press (GDK_KEY_Tab, 0);
  g_assert_true (gtk_widget_has_focus (label));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Link: Rule 4.3 Entrenchment. Enter opens it.");
  /* and off the label, it says no link */
  press (GDK_KEY_Tab, 0);
  g_assert_false (gtk_widget_has_focus (label));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");
}

/* The tree says a control of @role named @msgid as this run's language
 * shows it (without its mnemonic's underscore). */
static void
assert_tree_says_control (const char *tree, const char *role, const char *msgid, const char *where)
{
  g_autofree char *name = g_strdup (tr (msgid));
  g_autofree char *line = NULL;
  char *out = name;

  for (const char *in = name; *in != '\0'; in++)
    if (*in != '_')
      *out++ = *in;
  *out = '\0';
  line = g_strdup_printf ("%s\t%s\t", role, name);
  assert_tree_says (tree, line, where);
}

/* The child of /window/accessible-start: the window as it opens, no
 * game in progress, its accessible tree read. */
static int
accessible_start (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *tree = NULL;

  app = hd_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_application_activate (G_APPLICATION (app));
  window = HD_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  board = hd_window_get_board_view (window);
  wait_board_drawn ("the board at start");
  tree = read_accessible_tree ("start", NULL);
  assert_tree_says_control (tree, "push button", "_New Game…", "start");
  assert_tree_says_control (tree, "push button", "_Learn the Game", "start");
  assert_tree_says_control (tree, "push button", "Undo", "start");
  assert_tree_says_control (tree, "push button", "_Legend", "start");
  assert_tree_says_control (tree, "push button", "Main Menu", "start");
  g_clear_pointer (&tree, g_free);

  /* issue 31 (10): the main menu is one button, named; open, its items are */
  gtk_menu_button_popup (GTK_MENU_BUTTON (window->menu_button));
  wait_for (widget_is_mapped, gtk_menu_button_get_popover (GTK_MENU_BUTTON (window->menu_button)), 30,
            "the main menu open");
  tree = read_accessible_tree ("main menu", NULL);
  assert_tree_says_control (tree, "push button", "Main Menu", "main menu");
  gtk_menu_button_popdown (GTK_MENU_BUTTON (window->menu_button));
  g_print ("the accessible tree at start is right\n");
  return 0;
}

/* Issue 22 (4): the window at start, before any game (a program of its
 * own: this one has played many), read through AT-SPI. */
static void
test_accessible_start (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) child = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, hd_test_program,
                                                   "--accessible-start", NULL);
  g_autofree char *out = NULL;

  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (child, NULL, NULL, &out, NULL, &error));
  g_assert_no_error (error);
  if (!g_subprocess_get_if_exited (child) || g_subprocess_get_exit_status (child) != 0)
    g_error ("the window at start: its accessible tree is wrong (see above):\n%s", out);
  g_assert_nonnull (strstr (out, "the accessible tree at start is right"));
}

/* ------------------------------------------------ the layout (issue 22)
 * Any window size down to 360 x 600: the side panel beside the board, or
 * folded over it below HD_WINDOW_WIDE_WIDTH; one panel width in every
 * segment; box names legible at the opening view; the lesson card in the
 * panel's own layout; German and right-to-left.  The tests ask for no
 * English words: they run once more under LANGUAGE=de (tests/app/meson.build,
 * "window-de": -p /window/layout, all of them and no other). */

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

  clear_toasts ("the toasts to go before a picture");
  wait_drawn (GTK_WIDGET (window), "the window without toasts");
  save_screenshot (GTK_WIDGET (window), file);
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

/* Under LANGUAGE=de (the "window-de" test) the window speaks German: a
 * known label is the catalogue's German, not the English. */
static void
test_german (void)
{
  const char *no_options[] = { NULL };
  const char *label;

  if (!g_str_has_prefix (g_getenv ("LANGUAGE") ? g_getenv ("LANGUAGE") : "", "de"))
    {
      g_test_skip ("only under LANGUAGE=de");
      return;
    }
  label = gtk_button_get_label (GTK_BUTTON (window->edit_button));
  g_assert_cmpstr (label, ==, tr ("_Edit Board"));
  g_assert_cmpstr (label, !=, "_Edit Board");
  start_game_with ("1861-campaign", no_options, FALSE, layout_game, G_N_ELEMENTS (layout_game));
  resize_window (1280, 800);
  check_layout ();
  save_layout_screenshot ("window");
  resize_window (1280, 860);
}

/* The rules reference's Campaign Game (teach): its own group in the list,
 * an entry opened by its citation ("Campaign 7.1"), its links to other
 * campaign rules, a search by campaign number, and a campaign refusal's
 * toast whose button opens its rule. */
static void
test_rules_reference_campaign (void)
{
  HdRulesDialog *rules = hd_rules_dialog_show (GTK_WIDGET (window), "Campaign 7.1");
  gboolean handled = FALSE;
  GtkLabel *link;
  AdwToast *toast;

  wait_drawn (GTK_WIDGET (rules), "the campaign's entry drawn");
  g_assert_cmpstr (hd_rules_dialog_get_rule (rules), ==, "campaign-7.1");
  g_assert_nonnull (find_label_containing (GTK_WIDGET (rules), "The Campaign Game"));
  g_assert_nonnull (find_label_containing (GTK_WIDGET (rules), "Cavalry Corps Jump March"));
  g_assert_nonnull (find_label_containing (GTK_WIDGET (rules), "the campaign document of Greg Novak"));
  /* the list is scrolled down to the entry, far below the rulebook's */
  run_pending ();
  g_assert_cmpfloat (gtk_adjustment_get_value (gtk_list_box_get_adjustment (
                       GTK_LIST_BOX (find_descendant (GTK_WIDGET (rules), GTK_TYPE_LIST_BOX)))), >, 0);
  save_screenshot (GTK_WIDGET (rules), "rules-reference-campaign.png");
  hd_rules_dialog_search (rules, "campaign 7");
  g_assert_cmpuint (hd_rules_dialog_get_n_shown (rules), ==, 10);
  hd_rules_dialog_search (rules, "");
  /* Campaign 9.56 sends the reader on to 9.57 */
  hd_rules_dialog_show (GTK_WIDGET (window), "Campaign 9.56");
  run_pending ();
  link = find_link (GTK_WIDGET (rules), "rule:campaign-9.57");
  g_assert_nonnull (link);
  g_signal_emit_by_name (link, "activate-link", "rule:campaign-9.57", &handled);
  g_assert_true (handled);
  g_assert_cmpstr (hd_rules_dialog_get_rule (rules), ==, "campaign-9.57");
  /* Appendix I shows the organisations of the engine's own tables */
  hd_rules_dialog_show (GTK_WIDGET (window), "Appendix I");
  wait_drawn (GTK_WIDGET (rules), "Appendix I drawn");
  g_assert_cmpstr (hd_rules_dialog_get_rule (rules), ==, "campaign-appendix-i");
  g_assert_nonnull (find_label_containing (GTK_WIDGET (rules), "1st Regular Infantry Brigade  4-5"));
  save_screenshot (GTK_WIDGET (rules), "rules-reference-appendix.png");
  gtk_window_close (GTK_WINDOW (rules));
  wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_RULES_DIALOG), 30, "the rules reference to close");

  hd_window_toast (window, "Campaign 6.11: a corps holds at most 12 units");
  toast = g_ptr_array_index (window->toasts, window->toasts->len - 1);
  g_assert_cmpstr (adw_toast_get_button_label (toast), ==, "Campaign 6.11");
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), "win.show-rule",
                                                     adw_toast_get_action_target_value (toast)));
  rules = HD_RULES_DIALOG (find_toplevel (HD_TYPE_RULES_DIALOG));
  g_assert_cmpstr (hd_rules_dialog_get_rule (rules), ==, "campaign-6.11");
  gtk_window_close (GTK_WINDOW (rules));
  wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_RULES_DIALOG), 30, "the rules reference to close");
  adw_toast_dismiss (toast);
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  int ret;

  hd_test_program = argv[0];
  if (argc == 2 && g_str_equal (argv[1], "--play-and-wait"))
    {
      gtk_init ();
      return play_and_wait ();
    }
  if (argc == 2 && g_str_equal (argv[1], "--accessible-start"))
    {
      gtk_init ();
      /* in the language of the run (accessible-de), as main() does */
      hd_i18n_bind_text_domain ();
      return accessible_start ();
    }
  /* before any thread: a mount namespace of our own, for the full disk;
   * nothing a run before left can be mounted on the games folder */
  if (hd_test_private_mounts (&mounts_refused))
    {
      g_autofree char *folder = hd_window_get_games_folder ();
      while (umount2 (folder, MNT_DETACH) == 0)
        ;
    }
  gtk_test_init (&argc, &argv, NULL);
  /* gtk_test_init leaves the locale "C", where gettext ignores LANGUAGE:
   * the environment's (C.UTF-8), as the program's main() takes it */
  setlocale (LC_ALL, "");
  hd_i18n_bind_text_domain ();

  window_util_start ();

  g_test_add_func ("/window/start-up-builds-little", test_start_up_builds_little);
  g_test_add_func ("/window/opens-on-whole-board", test_opens_on_whole_board);
  g_test_add_func ("/window/keyboard-to-richmond", test_keyboard_to_richmond);
  g_test_add_func ("/window/zoom-actions", test_zoom_actions);
  g_test_add_func ("/window/legend", test_legend);
  g_test_add_func ("/window/setup", test_setup);
  g_test_add_func ("/window/new-game", test_new_game);
  g_test_add_func ("/window/threat-overlay", test_threat_overlay);
  g_test_add_func ("/window/rules-reference", test_rules_reference);
  g_test_add_func ("/window/edit-undo-redo", test_edit_undo_redo);
  g_test_add_func ("/window/save-not-regular", test_save_not_regular);
  g_test_add_func ("/window/save-open", test_save_open);
  g_test_add_func ("/window/resume", test_resume);
  g_test_add_func ("/window/resume-not-begun", test_resume_not_begun);
  g_test_add_func ("/window/full-disk", test_full_disk);
  g_test_add_func ("/window/movement", test_movement);
  g_test_add_func ("/window/battle", test_battle);
  g_test_add_func ("/window/battle-too-big", test_battle_too_big);
  g_test_add_func ("/window/battle-outcome", test_battle_outcome);
  g_test_add_func ("/window/foreseen-battle", test_foreseen_battle);
  g_test_add_func ("/window/recruitment-and-victory", test_recruitment_and_victory);
  g_test_add_func ("/window/summary", test_summary);
  g_test_add_func ("/window/dark-style", test_dark_style);
  g_test_add_func ("/window/no-such-setup", test_no_such_setup);
  g_test_add_func ("/window/washington-falls", test_washington_falls);
  g_test_add_func ("/window/supply", test_supply);
  g_test_add_func ("/window/battle-by-days", test_battle_by_days);
  g_test_add_func ("/window/battlefield-morale", test_battlefield_morale);
  g_test_add_func ("/window/border-states", test_border_states);
  g_test_add_func ("/window/foreign-intervention", test_foreign_intervention);
  g_test_add_func ("/window/leaders-new-game", test_leaders_new_game);
  g_test_add_func ("/window/leader-battle", test_leader_battle);
  g_test_add_func ("/window/leader-moves", test_leader_moves);
  g_test_add_func ("/window/coastal-garrison", test_coastal_garrison);
  g_test_add_func ("/window/containment", test_containment);
  g_test_add_func ("/window/toasts-let-go", test_toasts_let_go);
  g_test_add_func ("/window/lesson", test_lesson);
  g_test_add_func ("/window/long-bad-line", test_long_bad_line);
  g_test_add_func ("/window/killed", test_killed);
  g_test_add ("/window/unsaved-game", Disk, NULL, disk_setup, test_unsaved_game, disk_teardown);
  g_test_add_func ("/window/garrison-battle-shown", test_garrison_battle_shown);
  g_test_add_func ("/window/popover-keeps-focus", test_popover_keeps_focus);
  g_test_add_func ("/window/popover-focus-moves", test_popover_focus_moves);
  g_test_add_func ("/window/open-from-file-manager", test_open_from_file_manager);
  g_test_add_func ("/window/help-page", test_help_page);
  g_test_add_func ("/window/words-refusal-toast-stays", test_words_refusal_toast_stays);
  g_test_add_func ("/window/words-undo-toast-now", test_words_undo_toast_now);
  g_test_add_func ("/window/words-decisive-rule", test_words_decisive_rule);
  g_test_add_func ("/window/words-movement-hint", test_words_movement_hint);
  g_test_add_func ("/window/words-lesson-next-step", test_words_lesson_next_step);
  g_test_add_func ("/window/words-recruit-kind-own", test_words_recruit_kind_own);
  g_test_add_func ("/window/words-shortcuts-have-keys", test_words_shortcuts_have_keys);
  g_test_add_func ("/window/words-reference-inventory", test_words_reference_inventory);
  g_test_add_func ("/window/words-last-lesson-step", test_words_last_lesson_step);
  g_test_add_func ("/window/keyboard-player-turn", test_keyboard_player_turn);
  g_test_add_func ("/window/keyboard-regions", test_keyboard_regions);
  g_test_add_func ("/window/keyboard-focus-after-action", test_keyboard_focus_after_action);
  g_test_add_func ("/window/keyboard-next-step", test_keyboard_next_step);
  g_test_add_func ("/window/keyboard-why-not", test_keyboard_why_not);
  g_test_add_func ("/window/new-game-grouped", test_new_game_grouped);
  g_test_add_func ("/window/new-game-remembered", test_new_game_remembered);
  g_test_add_func ("/window/new-game-error-cleared", test_new_game_error_cleared);
  g_test_add_func ("/window/accessible-tree", test_accessible_tree);
  g_test_add_func ("/window/accessible-start", test_accessible_start);
  g_test_add_func ("/window/accessible-rule-links", test_accessible_rule_links);

  /* the layout (issue 22) */
  g_test_add_func ("/window/layout/sizes", test_layout_sizes);
  g_test_add_func ("/window/layout/panel-one-width", test_panel_one_width);
  g_test_add_func ("/window/layout/legible-names", test_legible_names);
  g_test_add_func ("/window/layout/lesson-card-in-panel", test_lesson_card_in_panel);
  g_test_add_func ("/window/layout/german", test_german);
  g_test_add_func ("/window/rules-reference/campaign", test_rules_reference_campaign);
  g_test_add_func ("/window/layout/right-to-left", test_right_to_left);   /* last: a direction set at run time */

  ret = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  g_clear_object (&app);
  return ret;
}
