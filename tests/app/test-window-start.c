/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-start.c: the window as a person first meets it, driven
 * under Xvfb: start-up builds only what the first frame shows, the window
 * opens where box names are legible, the keyboard reaches Richmond and its
 * popover says what the board says, zoom, the legend and the set-ups;
 * then a first game: New Game, the threat overlay, the rules reference,
 * edit-board mode with undo and redo, the game saved, opened and offered
 * back at the next start; the summary, the dark style, a scenario that
 * does not exist, the box popover keeping the keyboard's place, and the
 * New Game dialog's groups, memory and faults, and its players.  One window for all the
 * cases, in this order: several take the game the case before left.
 *
 * Each step waits for what it needs, never a fixed time (run_pending,
 * wait_drawn, wait_board_drawn, activate_clicked, wait_acted,
 * wait_toplevel, clear_toasts, wait_for a condition): a loaded machine only
 * makes the test slower.  The helpers the window tests share are in
 * window-util.c. */
#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gstdio.h>
#include <adwaita.h>

#include "hd-battle-panel.h"
#include "hd-box-popover.h"
#include "hd-file-name.h"
#include "hd-file.h"
#include "hd-games-list.h"
#include "hd-inventory.h"
#include "hd-leader.h"
#include "hd-movement-panel.h"
#include "hd-muster-panel.h"
#include "hd-options.h"
#include "hd-player.h"
#include "hd-reference.h"
#include "hd-rules-dialog.h"
#include "hd-summary-dialog.h"
#include "hd-transcript.h"
#include "window-util.h"

/* Conditions the tests wait for. */
static gboolean
threats_shown (gpointer data)
{
  return hd_board_view_get_threats_shown (board);
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
  save_window_picture ("game-1862.png");
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
  save_board_picture ("washington", 1.8, 0, 120, "threats.png");
  /* the shortcut's action hides them again */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-threats", NULL));
  g_assert_false (hd_board_view_get_threats_shown (board));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-fit", NULL));
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

static void
reset_new_game_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.housedivided.Companion");
  const char *keys[] = { "new-game-scenario", "new-game-options", "new-game-advanced", "leader-dates",
                         "new-game-union", "new-game-confederate", "new-game-companion-dice", "new-game-hints" };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (settings, keys[i]);
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

/* The Players group's rows, by their titles. */
typedef struct {
  GtkWidget *sides[HD_N_SIDES];
  GtkWidget *dice;
  GtkWidget *hints;
  GtkWidget *hints_switch;
} Players;

static void
find_players (HdNewGameDialog *dialog, Players *p)
{
  GtkWidget *group = GTK_WIDGET (find_group (GTK_WIDGET (dialog), "Players"));

  g_assert_nonnull (group);
  p->sides[HD_SIDE_UNION] = GTK_WIDGET (find_row (group, "The _Union"));
  p->sides[HD_SIDE_CONFEDERATE] = GTK_WIDGET (find_row (group, "The C_onfederacy"));
  p->dice = GTK_WIDGET (find_row (group, "The companion's _dice"));
  p->hints = GTK_WIDGET (find_row (group, "_Hints"));
  g_assert_nonnull (p->sides[HD_SIDE_UNION]);
  g_assert_nonnull (p->sides[HD_SIDE_CONFEDERATE]);
  g_assert_nonnull (p->dice);
  g_assert_nonnull (p->hints);
  p->hints_switch = find_descendant (p->hints, GTK_TYPE_SWITCH);
  g_assert_nonnull (p->hints_switch);
}

/* The first label under @widget that is shown cut ("…"), if any. */
static GtkWidget *
find_cut_label (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_is_drawable (widget) &&
      pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_cut_label (c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Whether @row shows @text as its choice, in sight. */
static gboolean
shows_choice (GtkWidget *row, const char *text)
{
  GtkWidget *label = find_label (row, text);

  return label != NULL && gtk_widget_is_drawable (label);
}

static gboolean
switch_is_on (gpointer data)
{
  return gtk_switch_get_active (GTK_SWITCH (data));
}

/* Whether Tab, from the dialog's first stop, reaches @row (or a widget
 * in it) before coming round again. */
static gboolean
tab_reaches (HdNewGameDialog *dialog, GtkWidget *row)
{
  gtk_root_set_focus (GTK_ROOT (dialog), NULL);
  for (guint i = 0; i < 400 && gtk_widget_child_focus (GTK_WIDGET (dialog), GTK_DIR_TAB_FORWARD); i++)
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (dialog));
      if (focus != NULL && (focus == row || gtk_widget_is_ancestor (focus, row)))
        return TRUE;
    }
  return FALSE;
}

/* Issue 33 (1, 6): New Game asks who commands each side, at the top: a
 * person, or the companion at Easy, Normal or Hard, the row saying what
 * the choice is; the companion's dice and the person's hints greyed while
 * no side has it; every row a Tab stop with its mnemonic.  The game
 * started has the seats chosen (a seed drawn for the companion), saved;
 * the next New Game offers the same choices. */
static void
test_new_game_seated (void)
{
  HdNewGameDialog *dialog;
  Players p;
  const HdSeats *seats;
  HdGame *game;
  g_autofree char *saved = NULL;

  reset_new_game_settings ();
  dialog = open_new_game ();
  find_players (dialog, &p);
  /* two people: each row says so, the companion's rows greyed */
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      GListModel *choices = adw_combo_row_get_model (ADW_COMBO_ROW (p.sides[side]));
      g_assert_cmpuint (g_list_model_get_n_items (choices), ==, 4);
      g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (choices), 0), ==, "A person");
      g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (choices), 1), ==, "The companion, Easy");
      g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (choices), 3), ==, "The companion, Hard");
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (p.sides[side])), ==,
                       "A person commands this side: the players move its counters themselves.");
    }
  g_assert_false (gtk_widget_get_sensitive (p.dice));
  g_assert_false (gtk_widget_get_sensitive (p.hints));
  {
    g_auto(GStrv) lines = hd_new_game_dialog_get_seat_lines (dialog);
    g_assert_cmpuint (g_strv_length (lines), ==, 0);
  }
  /* the Confederacy at Normal, the row saying what Normal is */
  adw_combo_row_set_selected (ADW_COMBO_ROW (p.sides[HD_SIDE_CONFEDERATE]), 2);
  run_pending ();
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (p.sides[HD_SIDE_CONFEDERATE])), ==,
                   hd_player_level_get_help (HD_PLAYER_NORMAL));
  g_assert_true (gtk_widget_get_sensitive (p.dice));
  g_assert_true (gtk_widget_get_sensitive (p.hints));
  adw_combo_row_set_selected (ADW_COMBO_ROW (p.dice), 1);
  wait_drawn (GTK_WIDGET (dialog), "the choices drawn");
  g_assert_true (shows_choice (p.sides[HD_SIDE_CONFEDERATE], "Normal"));
  g_assert_true (shows_choice (p.dice, "Typed"));
  adw_action_row_activate (ADW_ACTION_ROW (p.hints));   /* as a click or Enter on the row */
  wait_for (switch_is_on, p.hints_switch, 10, "the hints switch to turn on");
  {
    g_auto(GStrv) lines = hd_new_game_dialog_get_seat_lines (dialog);
    g_assert_cmpuint (g_strv_length (lines), ==, 1);
    g_assert_cmpstr (lines[0], ==, "companion confederate normal seed 0 dice typed hints");
  }
  /* the keyboard: each row reached with Tab, each with its mnemonic */
  for (guint i = 0; i < 4; i++)
    {
      GtkWidget *row = i < 2 ? p.sides[i == 0 ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE] : i == 2 ? p.dice : p.hints;
      if (!tab_reaches (dialog, row))
        g_error ("Tab never reaches the row \"%s\"", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
      g_assert_true (adw_preferences_row_get_use_underline (ADW_PREFERENCES_ROW (row)));
    }
  /* nothing of the players cut, as wide as the dialog opens or at 360 px */
  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *cut;

      gtk_window_set_default_size (GTK_WINDOW (dialog), i == 0 ? 560 : 360, 900);
      wait_drawn (GTK_WIDGET (dialog), "the new game dialog's players drawn");
      save_screenshot (GTK_WIDGET (dialog), i == 0 ? "new-game-players.png" : "new-game-players-360.png");
      cut = find_cut_label (GTK_WIDGET (find_group (GTK_WIDGET (dialog), "Players")));
      if (cut != NULL)
        g_error ("\"%s\" is cut at %d px", gtk_label_get_text (GTK_LABEL (cut)), gtk_widget_get_width (GTK_WIDGET (dialog)));
    }
  start_new_game (dialog);

  game = hd_window_get_game (window);
  g_assert_nonnull (game);
  seats = hd_game_get_seats (game);
  g_assert_cmpint (seats->side[HD_SIDE_UNION].player, ==, HD_SEAT_PERSON);
  g_assert_cmpint (seats->side[HD_SIDE_CONFEDERATE].player, ==, HD_SEAT_NORMAL);
  g_assert_cmpint (seats->side[HD_SIDE_CONFEDERATE].dice, ==, HD_SEAT_DICE_TYPED);
  g_assert_true (seats->side[HD_SIDE_CONFEDERATE].hints);
  g_test_message ("the companion's seed: %u", seats->side[HD_SIDE_CONFEDERATE].seed);
  g_assert_true (g_file_load_contents (hd_window_get_autosave_file (window), NULL, &saved, NULL, NULL, NULL));
  g_assert_nonnull (strstr (saved, "<seat side=\"confederate\" player=\"normal\" seed=\""));
  g_assert_nonnull (strstr (saved, "dice=\"typed\" hints=\"yes\"/>"));

  /* the next New Game offers the same players, dice and hints */
  dialog = open_new_game ();
  find_players (dialog, &p);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (p.sides[HD_SIDE_UNION])), ==, 0);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (p.sides[HD_SIDE_CONFEDERATE])), ==, 2);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (p.dice)), ==, 1);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (p.hints_switch)));
  g_assert_true (gtk_widget_get_sensitive (p.dice));
  wait_drawn (GTK_WIDGET (dialog), "the choices restored drawn");
  g_assert_true (shows_choice (p.sides[HD_SIDE_CONFEDERATE], "Normal"));
  g_assert_true (shows_choice (p.dice, "Typed"));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (p.sides[HD_SIDE_CONFEDERATE])), ==,
                   hd_player_level_get_help (HD_PLAYER_NORMAL));
  /* both sides people again: the dice and the hints greyed */
  hd_new_game_dialog_set_player (dialog, HD_SIDE_CONFEDERATE, HD_SEAT_PERSON);
  run_pending ();
  g_assert_false (gtk_widget_get_sensitive (p.dice));
  g_assert_false (gtk_widget_get_sensitive (p.hints));
  gtk_window_close (GTK_WINDOW (dialog));
  wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_NEW_GAME_DIALOG), 30, "the new game dialog to close");

  /* a seat line the engine refuses: said, the game on the board kept */
  {
    const char *no_options[] = { NULL };
    const char *bad[] = { "companion confederate expert seed 0 dice rolled", NULL };
    GtkWidget *problem;

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game-seated", "(s^as^as)", "1862",
                                               no_options, bad));
    run_pending ();
    problem = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
    g_assert_nonnull (problem);
    g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (problem)), "a seat's level is “expert”"));
    g_assert_true (hd_window_get_game (window) == game);
    close_problem_dialogs ();
  }
}

int
main (int argc, char *argv[])
{
  window_util_init (&argc, &argv);

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
  g_test_add_func ("/window/save-open", test_save_open);
  g_test_add_func ("/window/resume", test_resume);
  g_test_add_func ("/window/resume-not-begun", test_resume_not_begun);
  g_test_add_func ("/window/summary", test_summary);
  g_test_add_func ("/window/dark-style", test_dark_style);
  g_test_add_func ("/window/no-such-setup", test_no_such_setup);
  g_test_add_func ("/window/popover-keeps-focus", test_popover_keeps_focus);
  g_test_add_func ("/window/popover-focus-moves", test_popover_focus_moves);
  g_test_add_func ("/window/new-game-grouped", test_new_game_grouped);
  g_test_add_func ("/window/new-game-remembered", test_new_game_remembered);
  g_test_add_func ("/window/new-game-error-cleared", test_new_game_error_cleared);
  g_test_add_func ("/window/new-game-seated", test_new_game_seated);
  return window_util_run ();
}
