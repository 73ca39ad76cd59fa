/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-teach.c: what the window teaches and how it says things,
 * under Xvfb: a lesson from Learn the Game, the help opened at the page
 * for the screen, the rules reference's Campaign Game, and the words of
 * issues 22 and 31: toasts that stay or go, the rule that decides a
 * refusal, the movement panel's hints, the lesson's next step, recruits
 * and the shortcuts window; the lesson against the companion, its card
 * and the lesson's sharing the board.
 *
 * Each step waits for what it needs, never a fixed time (run_pending,
 * wait_drawn, wait_board_drawn, activate_clicked, wait_acted,
 * wait_toplevel, clear_toasts, wait_for a condition): a loaded machine only
 * makes the test slower.  The helpers the window tests share are in
 * window-util.c. */
#include "config.h"

#include <string.h>
#include <adwaita.h>

#include "hd-companion-card.h"
#include "hd-help.h"
#include "hd-lessons-dialog.h"
#include "hd-movement-panel.h"
#include "hd-muster-panel.h"
#include "hd-rules-dialog.h"
#include "hd-tooltip.h"
#include "window-util.h"

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
  save_board_picture ("washington", 1.6, -80, 40, "lesson.png");

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

static HdCompanionCard *
companion_card (void)
{
  return hd_status_panel_get_companion_card (window->status_panel);
}

static gboolean
companion_ready (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (companion_card ())) && !hd_companion_card_is_thinking (companion_card ());
}

/* Lesson 13: the lesson's game gives the Confederacy to the companion, so
 * its card shows above the side panel during the lesson (with its hint on
 * the learner's turn); the lesson's lit boxes stay while the learner
 * plays, the companion's step takes the board while it shows one; its
 * turn is carried out with its Done, which does the lesson's task; then
 * where to go next.  Picture: lesson-companion.png. */
static void
test_lesson_companion (void)
{
  HdMap *map = hd_board_view_get_map (board);
  HdLessonRun *run;
  HdGame *game;
  guint steps = 0;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-lesson", "s", "13-companion"));
  run_pending ();
  run = hd_lesson_card_get_run (lesson_card ());
  g_assert_nonnull (run);
  game = hd_window_get_game (window);
  assert_card_says ("Your First Game Against the Companion");
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (companion_card ())));
  g_assert_false (hd_companion_card_is_due (companion_card ()));
  {
    g_autofree char *text = hd_companion_card_get_text (companion_card ());
    g_assert_nonnull (strstr (text, "The Confederacy’s companion (Easy)"));
    g_assert_nonnull (strstr (text, "Hint shows what the companion would do"));
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson_card ()), "lesson.next", NULL));
  wait_for (lesson_step_is, GUINT_TO_POINTER (1), 20, "the marches");

  /* the learner's turn: the lesson's boxes stay lit after each action */
  g_assert_true (hd_board_view_get_lit_box (board) == hd_map_lookup_id (map, "st-louis"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson_card ()), "lesson.show-me", NULL));
  run_pending ();
  g_assert_false (hd_companion_card_is_drawing (companion_card ()));
  g_assert_true (hd_board_view_get_lit_box (board) == hd_map_lookup_id (map, "st-louis"));
  while (hd_lesson_run_get_step (run) < 3)
    {
      if (hd_lesson_run_get_step_done (run))
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson_card ()), "lesson.next", NULL));
      else
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson_card ()), "lesson.show-me", NULL));
      run_pending ();
    }

  /* the companion's turn: its card tells it, Show Me leaves it to the card */
  assert_card_says ("Carry out the companion's turn");
  g_assert_false (gtk_widget_is_sensitive (find_button (GTK_WIDGET (lesson_card ()), "_Show Me")));
  wait_for (companion_ready, NULL, 60, "the companion's first step");
  g_assert_true (hd_companion_card_is_due (companion_card ()));
  g_assert_true (hd_companion_card_is_drawing (companion_card ()));
  g_assert_cmpuint (hd_board_view_get_n_arrows (board), >, 0);
  g_assert_nonnull (hd_board_view_get_lit_box (board));
  wait_drawn (GTK_WIDGET (window), "the lesson and the companion's card drawn");
  wait_board_drawn ("the companion's arrow");
  save_window_picture ("lesson-companion.png");
  while (hd_companion_card_is_due (companion_card ()))
    {
      guint n = hd_log_get_n_actions (HD_LOG (game));

      g_assert_false (hd_lesson_run_get_step_done (run));
      activate_clicked (hd_companion_card_get_main_button (companion_card ()), "the companion's Done");
      g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), >, n);
      g_assert_cmpuint (++steps, <, 100);
      wait_for (companion_ready, NULL, 60, "the companion's next step");
    }
  g_assert_cmpuint (steps, >=, 3);
  g_assert_true (hd_lesson_run_get_step_done (run));
  g_assert_cmpint (hd_state_get_player (hd_game_get_state (game)), ==, HD_SIDE_UNION);
  assert_card_says ("Well done");
  g_assert_cmpuint (hd_board_view_get_n_arrows (board), ==, 0);
  g_assert_false (hd_companion_card_is_drawing (companion_card ()));

  /* where to go next */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson_card ()), "lesson.next", NULL));
  wait_for (lesson_step_is, GUINT_TO_POINTER (4), 20, "the last step");
  assert_card_says ("choose New Game");
  g_assert_true (hd_lesson_run_get_finished (run));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson_card ()), "lesson.leave", NULL));
  run_pending ();
}

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
  window_util_init (&argc, &argv);

  g_test_add_func ("/window/lesson", test_lesson);
  g_test_add_func ("/window/lesson-companion", test_lesson_companion);
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
  g_test_add_func ("/window/rules-reference/campaign", test_rules_reference_campaign);
  return window_util_run ();
}
