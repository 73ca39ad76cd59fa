/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-sheet-window.c: a game without a board in the real window, under
 * Xvfb (headless.py): the pawns game started from the New Game dialog,
 * its page in the board's place (the board's buttons hidden), a whole
 * month played through the page (set-up, movement, a battle with its
 * preview and die, the retreat owed, a refusal told with its rule, the
 * month's end, replacements), the keyboard's focus kept in the page,
 * undo with the game's words, the Combat Results Table filled in its
 * editor and used at once, save and reopen, the unfinished games' list,
 * and pictures at 1280 x 800 and 360 x 640; then American Civil War
 * 1861-1865's Command Phase behind the cover screen (each side's CP
 * Marker and bid entered in turn, hidden from the other in the page's
 * books and the undo button's words), a Campaign Phase's choice of what
 * to record, a side's secret books shown and covered again, and its
 * pictures. */
#include "config.h"

#include <locale.h>
#include <string.h>
#include <adwaita.h>
#include <glib/gstdio.h>

#include "hd-acw.h"
#include "hd-fga.h"
#include "hd-games-list.h"
#include "hd-i18n.h"
#include "hd-pawns.h"
#include "hd-play-panel.h"
#include "hd-sheet-table-dialog.h"
#include "window-util.h"

/* the words are the catalogue's (tr): formats from it, as the app's own */
#pragma GCC diagnostic ignored "-Wformat-nonliteral"

static HdSheetPage *
page (void)
{
  return window->sheet_page;
}

static const HdSheet *
sheet (void)
{
  return hd_sheet_game_get_sheet (window->sheet);
}

static const char *
awaited_step (void)
{
  HdLogAwaited awaited;

  g_assert_true (hd_log_get_awaited (HD_LOG (window->sheet), &awaited));
  return awaited.step;
}

static gboolean
sheet_shown (gpointer data)
{
  return window->sheet != NULL &&
         g_strcmp0 (gtk_stack_get_visible_child_name (window->curtain_stack), "sheet") == 0 &&
         gtk_widget_get_mapped (GTK_WIDGET (page ()));
}

static void
click_done (void)
{
  GtkWidget *done = find_button (GTK_WIDGET (page ()), tr ("_Done"));

  g_assert_nonnull (done);
  activate_clicked (done, "Done clicked");
}

static void
record (guint die)
{
  guint n = hd_log_get_n_actions (HD_LOG (window->sheet));

  g_assert_true (hd_sheet_page_record (page (), die));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (window->sheet)), ==, n + 1);
  run_pending ();
}

static gboolean
focus_in_page (gpointer data)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (page ()));
}

/* The New Game dialog's row of the pawns game, its Start pressed. */
static void
test_start (void)
{
  GtkWidget *dialog, *start;
  g_autofree char *name = NULL;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  dialog = wait_toplevel (HD_TYPE_NEW_GAME_DIALOG, "the New Game dialog");
  g_assert_nonnull (find_label (dialog, tr ("Civil War (the pawns game)")));
  start = find_button (dialog, tr ("St_art"));
  g_assert_nonnull (start);
  activate_clicked (start, "the pawns game's Start");
  wait_for (sheet_shown, NULL, 30, "the pawns game's page");
  g_assert_false (gtk_widget_get_visible (window->zoom_buttons));
  g_assert_false (gtk_widget_get_visible (window->legend_button));
  g_assert_cmpstr (awaited_step (), ==, "setup-union");
  g_assert_nonnull (find_label (GTK_WIDGET (page ()), tr ("Union set-up")));
  /* saved at once in the games folder, as a game without a board */
  name = g_file_get_basename (window->autosave);
  g_assert_true (g_str_has_prefix (name, "sheet-") && g_str_has_suffix (name, ".hdsheet"));
  g_assert_true (g_file_query_exists (window->autosave, NULL));
  wait_for (focus_in_page, NULL, 30, "the focus in the page");
}

/* A month through the page, as the players would. */
static void
test_month (void)
{
  click_done ();                                   /* the Union's set-up */
  click_done ();                                   /* the Confederacy's */
  g_assert_cmpstr (awaited_step (), ==, "union-move");
  click_done ();
  g_assert_cmpstr (awaited_step (), ==, "union-combat");
  /* 2 against 1 on a river, one attacker counting 2: 3-2, read 1-1 */
  g_assert_true (hd_sheet_page_set_field (page (), 0, 2));
  g_assert_true (hd_sheet_page_set_field (page (), 2, 2));
  g_assert_true (hd_sheet_page_set_field (page (), 3, 1));
  run_pending ();
  g_assert_nonnull (find_label_containing (GTK_WIDGET (page ()), "3-2 (1-1)"));
  /* the digit keys type numbers into the form, never a die */
  g_assert_false (hd_play_panel_needs_die (window->play_panel));
  /* "Record Without a Die" only where no die is rolled: not at 3-2 */
  g_assert_false (gtk_widget_is_sensitive (find_button (GTK_WIDGET (page ()), tr ("Record Without a Die"))));
  /* the die row's 3 records the battle: the defender back 2 */
  activate_clicked (find_button (GTK_WIDGET (page ()), "3"), "the die row's 3");
  g_assert_cmpstr (awaited_step (), ==, "retreat");
  g_assert_null (find_button (GTK_WIDGET (page ()), tr ("_Done")));     /* the retreat first */
  g_assert_true (hd_sheet_page_set_field (page (), 0, 1));
  record (0);
  g_assert_cmpint (sheet ()->track[1], ==, 5);
  g_assert_cmpstr (awaited_step (), ==, "union-combat");
  /* the two that fought cannot fight again: refused with the rule, told */
  clear_toasts ("no toast before the refusal");
  g_assert_true (hd_sheet_page_set_field (page (), 0, 5));
  g_assert_true (hd_sheet_page_set_field (page (), 2, 0));
  g_assert_true (hd_sheet_page_set_field (page (), 3, 0));
  g_assert_false (hd_sheet_page_record (page (), 0));
  g_assert_cmpuint (hd_window_get_n_toasts (window), ==, 1);
  click_done ();
  click_done ();
  click_done ();
  g_assert_cmpstr (awaited_step (), ==, "month-end");
  wait_for (focus_in_page, NULL, 30, "the focus in the page after Done");
  g_assert_true (hd_sheet_page_set_field (page (), 0, 1));      /* Union centre 1 occupied */
  g_assert_true (hd_sheet_page_set_field (page (), 2, 1));      /* the card's asterisk: yes */
  record (0);
  g_assert_cmpstr (awaited_step (), ==, "union-replacements");
  g_assert_true (hd_sheet_page_set_field (page (), 0, 3));
  record (0);
  g_assert_true (hd_sheet_page_set_field (page (), 0, 2));
  record (0);
  g_assert_cmpstr (awaited_step (), ==, "union-move");
  g_assert_cmpuint (sheet ()->turn, ==, 1);
  g_assert_nonnull (find_label_containing (GTK_WIDGET (page ()), "05/1861"));
  g_assert_cmpint (sheet ()->track[0], ==, 9);
  g_assert_cmpint (sheet ()->track[1], ==, 7);
  /* the books shown, the skipped set-up said */
  g_assert_nonnull (find_label (GTK_WIDGET (page ()), "9"));
  g_assert_nonnull (find_label_containing (GTK_WIDGET (page ()), tr ("The pawns are placed only before the first month.")));
}

/* The keyboard alone: from the form's first field, Tab reaches the die
 * row, and a die button pressed with the keyboard records the battle. */
static gboolean
focus_on_die_3 (gpointer data)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return GTK_IS_BUTTON (focus) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (focus)), "3") == 0;
}

static void
test_keyboard (void)
{
  guint n;

  click_done ();                                    /* Union movement */
  g_assert_cmpstr (awaited_step (), ==, "union-combat");
  wait_for (focus_in_page, NULL, 30, "the focus in the battle's form");
  g_assert_true (hd_sheet_page_set_field (page (), 0, 1));
  g_assert_true (hd_sheet_page_set_field (page (), 1, 1));
  for (guint tab = 0; tab < 40 && !focus_on_die_3 (NULL); tab++)
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

      g_assert_nonnull (focus);
      g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD));
      run_pending ();
    }
  g_assert_true (focus_on_die_3 (NULL));
  n = hd_log_get_n_actions (HD_LOG (window->sheet));
  activate_clicked (gtk_root_get_focus (GTK_ROOT (window)), "the die row's 3, pressed from the keyboard");
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (window->sheet)), ==, n + 1);
  /* 1-1 and a 3: the defender goes back 2, and the focus stays in the page */
  g_assert_cmpstr (awaited_step (), ==, "retreat");
  wait_for (focus_in_page, NULL, 30, "the focus in the page after the battle");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  run_pending ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  run_pending ();
  g_assert_cmpstr (awaited_step (), ==, "union-move");
}

/* The game is listed among the unfinished ones, by its name. */
static void
test_unfinished_list (void)
{
  hd_window_refresh_saved_games (window, FALSE);
  wait_for (games_list_shows, (gpointer) tr ("Civil War (the pawns game)"), 60,
            "the pawns game in the unfinished games");
}

static void
test_undo (void)
{
  guint n = hd_log_get_n_actions (HD_LOG (window->sheet));
  g_autofree char *undo = hd_log_describe_undo (HD_LOG (window->sheet), NULL);

  /* the game's words: the Confederacy's 2 new pawns */
  g_assert_nonnull (strstr (undo, tr ("the Confederacy")));
  g_assert_nonnull (strstr (undo, "2"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  run_pending ();
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (window->sheet)), ==, n - 1);
  g_assert_cmpstr (awaited_step (), ==, "confederate-replacements");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  run_pending ();
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (window->sheet)), ==, n);
}

/* The CRT filled in its editor: refused while a cell is empty, then kept
 * in the user's folder and used at once. */
static void
test_table (void)
{
  HdSheetTableDialog *dialog = HD_SHEET_TABLE_DIALOG (hd_sheet_page_open_table (page (), 0));
  g_autoptr(GFile) file = hd_sheet_table_get_file (&hd_pawns_rules, hd_pawns_rules.tables[0]);
  HdSheetTable *crt;

  wait_for (toplevel_shown, GSIZE_TO_POINTER (HD_TYPE_SHEET_TABLE_DIALOG), 30, "the table's editor");
  save_screenshot (GTK_WIDGET (dialog), "sheet-table-editor");
  g_assert_false (hd_sheet_table_dialog_save (dialog));
  g_assert_nonnull (strstr (hd_sheet_table_dialog_get_message (dialog),
                            tr ("the table is not filled in yet: every cell needs its result")));
  g_assert_false (g_file_query_exists (file, NULL));
  for (guint r = 3; r < 6; r++)
    for (guint c = 0; c < 6; c++)
      if (!(r == 3 && c == 0) && !(r >= 4 && c == 3))
        hd_sheet_table_dialog_set_cell (dialog, r, c, c < 2 ? 2 : 4);     /* A back 2 / D back 2 */
  for (guint c = 0; c < 6; c++)
    if (c != 3)
      {
        hd_sheet_table_dialog_set_cell (dialog, 4, c, 3);
        hd_sheet_table_dialog_set_cell (dialog, 5, c, c < 2 ? 1 : 5);
      }
  g_assert_true (hd_sheet_table_dialog_save (dialog));
  g_assert_true (g_file_query_exists (file, NULL));
  gtk_window_destroy (GTK_WINDOW (dialog));
  crt = hd_sheet_game_get_tables (window->sheet)[0];
  g_assert_true (hd_sheet_table_is_whole (crt));
  g_assert_nonnull (find_label (GTK_WIDGET (page ()), tr ("Complete: your printed chart")));
}

static void
test_save_reopen (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sheet-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "pawns.hdsheet", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  HdSheet before = *sheet ();
  g_autoptr(GError) error = NULL;

  g_assert_true (hd_window_save_to_file (window, file, &error));
  g_assert_no_error (error);
  g_assert_true (hd_window_open_file (window, file, &error));
  g_assert_no_error (error);
  wait_for (sheet_shown, NULL, 30, "the reopened game's page");
  g_assert_true (memcmp (sheet (), &before, sizeof before) == 0);
}

static void
test_pictures (void)
{
  resize_window (1280, 800);
  wait_for (sheet_shown, NULL, 30, "the page at 1280 x 800");
  click_done ();
  g_assert_true (hd_sheet_page_set_field (page (), 0, 3));
  g_assert_true (hd_sheet_page_set_field (page (), 1, 2));
  run_pending ();
  save_window_picture ("sheet-pawns");
  resize_window (360, 640);
  save_window_picture ("sheet-pawns-narrow");
  resize_window (1280, 800);
}

/* ------------------------------------------ American Civil War 1861-1865 */

static gboolean
is_covered (gpointer data)
{
  return hd_sheet_page_is_covered (page ()) == GPOINTER_TO_INT (data);
}

/* Whether @text is a label the player can see in the page now. */
static gboolean
label_shown (const char *text)
{
  GtkWidget *label = find_label (GTK_WIDGET (page ()), text);

  return label != NULL && gtk_widget_is_visible (label);
}

static const char *
undo_tooltip (void)
{
  return gtk_widget_get_tooltip_text (gtk_widget_get_first_child (window->undo_buttons));
}

static void
uncover_for (const char *side)
{
  g_autofree char *hand = g_strdup_printf (tr ("Hand the computer to %s"), tr (side));
  g_autofree char *show = g_strdup_printf (tr ("_Show It to %s"), tr (side));
  GtkWidget *button;

  wait_for (is_covered, GINT_TO_POINTER (TRUE), 30, "the cover screen");
  g_assert_nonnull (find_label (GTK_WIDGET (page ()), hand));
  /* covered, nothing is recorded */
  g_assert_false (hd_sheet_page_record (page (), 0));
  button = find_button (GTK_WIDGET (page ()), show);
  g_assert_nonnull (button);
  /* the focus waits on the cover's button */
  g_assert_true (gtk_widget_has_focus (button) || gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)),
                                                                           button));
  activate_clicked (button, "the cover's button");
  wait_for (is_covered, GINT_TO_POINTER (FALSE), 30, "the cover lifted");
}

static void
test_acw_command (void)
{
  g_autoptr(HdSheetGame) game = hd_sheet_game_new (&hd_acw_rules);
  g_autoptr(GBytes) bytes = hd_log_to_bytes (HD_LOG (game));
  g_autofree char *dir = g_dir_make_tmp ("acw-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "acw.hdsheet", NULL);
  g_autofree char *pawns = g_build_filename (dir, "pawns.hdsheet", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) kept = g_file_new_for_path (pawns);
  g_autoptr(GError) error = NULL;

  /* the pawns game kept, a new American Civil War opened in its place */
  g_assert_true (hd_window_save_to_file (window, kept, &error));
  g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes), NULL));
  g_assert_true (hd_window_open_file (window, file, &error));
  g_assert_no_error (error);
  wait_for (sheet_shown, NULL, 30, "American Civil War's page");
  g_assert_true (hd_sheet_game_get_rules (window->sheet) == &hd_acw_rules);
  g_assert_cmpstr (awaited_step (), ==, "us-command");
  wait_for (is_covered, GINT_TO_POINTER (TRUE), 30, "the US's cover");
  save_window_picture ("sheet-acw-cover");
  uncover_for ("the US");
  g_assert_true (hd_sheet_page_set_field (page (), 0, 7));
  record (0);
  /* the CSA's turn behind the cover: the US's marker is in no word shown */
  g_assert_cmpstr (awaited_step (), ==, "csa-command");
  g_assert_true (hd_sheet_page_is_covered (page ()));
  g_assert_null (strstr (undo_tooltip (), "7"));
  g_assert_nonnull (strstr (undo_tooltip (), tr ("The US has drawn its CP Marker, in secret.")));
  uncover_for ("the CSA");
  g_assert_null (strstr (undo_tooltip (), "7"));
  g_assert_false (label_shown (tr ("US Command Points left")));
  g_assert_true (label_shown (tr ("CSA Command Points left")));
  g_assert_true (hd_sheet_page_set_field (page (), 0, 4));
  record (0);
  g_assert_cmpstr (awaited_step (), ==, "campaign-1-first");
  /* the US's campaign is its own: its spending is checked against its secret CPs */
  g_assert_true (hd_sheet_page_is_covered (page ()));
  /* at the table, neither side's marker shows */
  g_assert_false (label_shown (tr ("US Command Points left")));
  g_assert_false (label_shown (tr ("CSA Command Points left")));
}

static void
test_acw_campaign (void)
{
  int spent = hd_sheet_find_track (&hd_acw_rules, "us-spent");

  uncover_for ("the US");
  /* the step takes several things: the form asks which */
  g_assert_nonnull (find_label (GTK_WIDGET (page ()), tr ("What to record")));
  g_assert_true (hd_sheet_page_choose_verb (page (), "spend"));
  run_pending ();
  g_assert_true (hd_sheet_page_set_field (page (), 1, 3));
  record (0);
  g_assert_cmpint (sheet ()->track[spent], ==, 3);
  /* more than the US has left is refused, with its rule */
  g_assert_true (hd_sheet_page_choose_verb (page (), "spend"));
  g_assert_true (hd_sheet_page_set_field (page (), 1, 5));
  run_pending ();
  g_assert_false (gtk_widget_is_sensitive (find_button (GTK_WIDGET (page ()), tr ("Spend Command Points"))));
  save_window_picture ("sheet-acw");
}

static void
test_acw_secrets (void)
{
  /* the US's secret books, behind the cover, then covered again */
  hd_sheet_page_show_secrets (page (), 0);
  run_pending ();
  uncover_for ("the US");
  g_assert_true (label_shown (tr ("US Command Points left")));
  g_assert_false (label_shown (tr ("CSA Command Points left")));
  gtk_widget_activate_action (GTK_WIDGET (page ()), "sheet.cover", NULL);
  run_pending ();
  g_assert_false (label_shown (tr ("US Command Points left")));
}

/* The rest of Turn 1 through the page, as the players would: each
 * covered step handed to its side, Done; the Game Turn Phase's records
 * (the differential, West Virginia's roll, the line of communication,
 * a city for the ledger); Turn 2 opens behind the US's cover. */
static void
test_acw_turn (void)
{
  for (guint guard = 0; guard < 20 && g_strcmp0 (awaited_step (), "victory") != 0; guard++)
    {
      HdLogAwaited awaited;

      g_assert_true (hd_log_get_awaited (HD_LOG (window->sheet), &awaited));
      if (hd_sheet_page_is_covered (page ()))
        uncover_for (awaited.seat == 0 ? "the US" : "the CSA");
      click_done ();
      run_pending ();
    }
  g_assert_cmpstr (awaited_step (), ==, "victory");
  g_assert_true (hd_sheet_page_set_field (page (), 0, 30));
  record (0);
  g_assert_true (hd_sheet_page_set_field (page (), 0, 12));
  record (0);
  g_assert_cmpstr (awaited_step (), ==, "loc");
  record (0);
  g_assert_cmpstr (awaited_step (), ==, "cities");
  g_assert_true (hd_sheet_page_set_field (page (), 1, 3));
  g_assert_true (hd_sheet_page_set_name (page (), "Nashville"));
  run_pending ();
  record (0);
  g_assert_nonnull (find_label_containing (GTK_WIDGET (page ()), "Nashville (3)"));
  click_done ();
  run_pending ();
  g_assert_cmpuint (sheet ()->turn, ==, 1);
  g_assert_cmpstr (awaited_step (), ==, "us-command");
  g_assert_true (hd_sheet_page_is_covered (page ()));
  /* the cover on a phone's width */
  resize_window (360, 640);
  save_window_picture ("sheet-acw-narrow");
  resize_window (1280, 800);
}

/* Each of a die row's @faces buttons is shown whole inside the window
 * (no face cut off at a narrow width). */
static void
assert_die_row_fits (guint faces)
{
  int width = gtk_widget_get_width (GTK_WIDGET (window));

  for (guint f = 1; f <= faces; f++)
    {
      g_autofree char *label = g_strdup_printf ("%u", f);
      GtkWidget *button = find_button (GTK_WIDGET (page ()), label);
      graphene_rect_t r;

      g_assert_nonnull (button);
      g_assert_true (gtk_widget_get_mapped (button));
      g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (window), &r));
      g_assert_cmpfloat (r.origin.x, >=, -0.5);
      g_assert_cmpfloat (r.origin.x + r.size.width, <=, width + 0.5);
      g_assert_cmpfloat (r.size.width, >=, 16);
    }
}

/* A week of The Civil War (FGA) through the page: the scenario, the
 * initiative, a Confederate reconnaissance whose true strength the
 * Union gives behind its cover and whose report only the Confederacy
 * sees, the passes, and the Administrative and Production Phases to
 * the next week's initiative. */
static void
test_fga_week (void)
{
  g_autoptr(HdSheetGame) game = hd_sheet_game_new (&hd_fga_rules);
  g_autoptr(GBytes) bytes = hd_log_to_bytes (HD_LOG (game));
  g_autofree char *dir = g_dir_make_tmp ("fga-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "fga.hdsheet", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes), NULL));
  g_assert_true (hd_window_open_file (window, file, &error));
  g_assert_no_error (error);
  wait_for (sheet_shown, NULL, 30, "The Civil War's page");
  g_assert_cmpstr (awaited_step (), ==, "scenario");
  record (0);
  g_assert_cmpstr (awaited_step (), ==, "initiative");
  g_assert_true (hd_sheet_page_set_field (page (), 0, 7));
  g_assert_true (hd_sheet_page_set_field (page (), 1, 3));
  record (0);
  g_assert_cmpstr (awaited_step (), ==, "actions");
  /* the Confederacy reconnoitres: a 2 with a DRM of -1 succeeds (a ten-sided die) */
  g_assert_true (hd_sheet_page_choose_verb (page (), "recon"));
  run_pending ();
  g_assert_nonnull (find_button (GTK_WIDGET (page ()), "10"));
  save_window_picture ("sheet-fga-recon");
  /* the ten faces on a phone's width: each within the window */
  resize_window (360, 640);
  assert_die_row_fits (10);
  save_window_picture ("sheet-fga-recon-narrow");
  resize_window (1280, 800);
  g_assert_true (hd_sheet_page_set_field (page (), 0, 2));
  g_assert_true (hd_sheet_page_set_field (page (), 1, -1));
  record (2);
  g_assert_cmpstr (awaited_step (), ==, "union-recon-strength");
  save_window_picture ("sheet-fga-cover");
  uncover_for ("the Union");
  g_assert_true (hd_sheet_page_set_field (page (), 0, 40));
  record (0);
  g_assert_cmpstr (awaited_step (), ==, "union-recon-report");
  if (hd_sheet_page_is_covered (page ()))
    uncover_for ("the Union");
  g_assert_true (hd_sheet_page_set_field (page (), 0, 44));
  record (0);
  g_assert_cmpstr (awaited_step (), ==, "actions");
  /* at the table, neither the truth nor the report shows, nor in undo's words */
  g_assert_false (label_shown (tr ("Confederate reconnaissance report")));
  g_assert_false (label_shown (tr ("Union strength reconnoitred")));
  g_assert_null (strstr (undo_tooltip (), "44"));
  /* the Confederacy's secrets, behind its cover: the report */
  hd_sheet_page_show_secrets (page (), 1);
  run_pending ();
  uncover_for ("the Confederacy");
  g_assert_true (label_shown (tr ("Confederate reconnaissance report")));
  g_assert_false (label_shown (tr ("Union strength reconnoitred")));
  gtk_widget_activate_action (GTK_WIDGET (page ()), "sheet.cover", NULL);
  run_pending ();
  save_window_picture ("sheet-fga");
  /* both pass; the rest of the week by Done */
  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (hd_sheet_page_choose_verb (page (), "pass"));
      run_pending ();
      record (0);
    }
  for (guint guard = 0; guard < 12 && g_strcmp0 (awaited_step (), "initiative") != 0; guard++)
    {
      click_done ();
      run_pending ();
    }
  g_assert_cmpstr (awaited_step (), ==, "initiative");
  g_assert_cmpuint (sheet ()->turn, ==, 1);
  g_assert_nonnull (find_label_containing (GTK_WIDGET (page ()), tr ("April III 1861")));
}

static gint
fga_track (const char *id)
{
  int i = hd_sheet_find_track (&hd_fga_rules, id);

  g_assert_cmpint (i, >=, 0);
  return sheet ()->track[i];
}

/* Lines played on @game, each accepted. */
static void
play_lines (HdSheetGame *game, const char * const *lines)
{
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree HdSheetAction *action = hd_sheet_game_read_line (game, lines[i], &error);

      g_assert_no_error (error);
      g_assert_true (hd_sheet_game_apply (game, action, &error));
      g_assert_no_error (error);
    }
}

/* A game's log opened in the window. */
static void
open_game (HdSheetGame *game, const char *name)
{
  g_autoptr(GBytes) bytes = hd_log_to_bytes (HD_LOG (game));
  g_autofree char *dir = g_dir_make_tmp ("fga-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes), NULL));
  g_assert_true (hd_window_open_file (window, file, &error));
  g_assert_no_error (error);
  wait_for (sheet_shown, NULL, 30, "The Civil War's page");
}

/* Secret production (FGA 7.1.D) through the page: the Union's
 * production behind its cover, its points shown there only, a call, a
 * spending and a placement recorded; then the Confederacy's behind its
 * own cover, where nothing of the Union's shows; then the next week,
 * whose first combat's defender withdraws and cannot retreat. */
static void
test_fga_secret_production (void)
{
  static const char * const lines[] = {
    "scenario play campaign production secret heroes off forts six union-ifs 0 confederate-ifs 0 marker 0",
    "city side union rp 60 New York", "city side confederate rp 40 Richmond",
    "initiative union 2 confederate 5", "pass", "pass", NULL,
  };
  g_autoptr(HdSheetGame) game = hd_sheet_game_new (&hd_fga_rules);
  HdLogAwaited awaited;

  play_lines (game, lines);
  for (guint guard = 0; guard < 12 && hd_log_get_awaited (HD_LOG (game), &awaited) &&
                        !g_str_equal (awaited.step, "union-production"); guard++)
    {
      static const char * const done[] = { "done", NULL };

      play_lines (game, done);
    }
  open_game (game, "fga-secret.hdsheet");
  g_assert_cmpstr (awaited_step (), ==, "union-production");
  /* opened behind the cover, the focus goes to its button */
  wait_for (focus_in_page, NULL, 30, "the focus on the cover of the game opened");
  /* behind the Union's cover: its 60 RPs, received at this production */
  uncover_for ("the Union");
  g_assert_true (label_shown (tr ("Union Resource Points")));
  g_assert_false (label_shown (tr ("Confederate Resource Points")));
  save_window_picture ("sheet-fga-production");
  /* every verb of the step is offered, the last of ten too */
  g_assert_true (hd_sheet_page_choose_verb (page (), "city"));
  g_assert_true (hd_sheet_page_choose_verb (page (), "garrison"));
  g_assert_cmpint (fga_track ("union-rp"), ==, 60);
  /* a call for volunteers: 12 HPs, and 6 RPs from it */
  g_assert_true (hd_sheet_page_choose_verb (page (), "call"));
  run_pending ();
  g_assert_true (hd_sheet_page_set_field (page (), 0, 0));
  g_assert_true (hd_sheet_page_set_field (page (), 1, 12));
  g_assert_true (hd_sheet_page_set_field (page (), 2, 6));
  g_assert_true (hd_sheet_page_set_field (page (), 3, 0));
  record (0);
  /* 10 HPs and 23 RPs on units, 10 SPs placed in New York */
  g_assert_true (hd_sheet_page_choose_verb (page (), "spend"));
  run_pending ();
  g_assert_true (hd_sheet_page_set_field (page (), 0, 10));
  g_assert_true (hd_sheet_page_set_field (page (), 1, 23));
  g_assert_true (hd_sheet_page_set_field (page (), 2, 0));
  record (0);
  g_assert_cmpint (fga_track ("union-rp"), ==, 60 + 6 - 23);
  g_assert_cmpint (fga_track ("union-hp"), ==, 2);
  g_assert_true (hd_sheet_page_choose_verb (page (), "place"));
  run_pending ();
  g_assert_true (hd_sheet_page_set_field (page (), 0, 0));
  g_assert_true (hd_sheet_page_set_field (page (), 1, 0));
  g_assert_true (hd_sheet_page_set_field (page (), 2, 10));
  g_assert_true (hd_sheet_page_set_name (page (), "New York"));
  record (0);
  click_done ();
  run_pending ();
  /* the Confederacy's production: covered before anything shows */
  g_assert_cmpstr (awaited_step (), ==, "confederate-production");
  g_assert_true (hd_sheet_page_is_covered (page ()));
  g_assert_false (label_shown (tr ("Union Resource Points")));
  g_assert_null (strstr (undo_tooltip (), "10"));
  g_assert_null (strstr (undo_tooltip (), "New York"));
  uncover_for ("the Confederacy");
  g_assert_true (label_shown (tr ("Confederate Resource Points")));
  g_assert_false (label_shown (tr ("Union Resource Points")));
  g_assert_false (label_shown (tr ("Union Human Points")));
  click_done ();
  run_pending ();
  for (guint guard = 0; guard < 12 && g_strcmp0 (awaited_step (), "initiative") != 0; guard++)
    {
      if (hd_sheet_page_is_covered (page ()))
        gtk_widget_activate_action (GTK_WIDGET (page ()), "sheet.uncover", NULL);
      click_done ();
      run_pending ();
    }
  g_assert_cmpstr (awaited_step (), ==, "initiative");
  g_assert_cmpuint (sheet ()->turn, ==, 1);
  /* at the table, no side's points */
  g_assert_false (label_shown (tr ("Union Resource Points")));
  g_assert_false (label_shown (tr ("Confederate Resource Points")));
  /* the next week's first action, a combat: its round's form, with the
   * side unable to retreat (FGA 3.2.3.C) */
  g_assert_true (hd_sheet_page_set_field (page (), 0, 2));
  g_assert_true (hd_sheet_page_set_field (page (), 1, 6));
  record (0);
  g_assert_true (hd_sheet_page_choose_verb (page (), "act"));
  run_pending ();
  g_assert_true (hd_sheet_page_set_field (page (), 0, 1));
  g_assert_true (hd_sheet_page_set_field (page (), 1, 1));
  g_assert_true (hd_sheet_page_set_field (page (), 2, 2));
  record (0);
  g_assert_cmpstr (awaited_step (), ==, "confederate-respond");
  g_assert_true (hd_sheet_page_set_field (page (), 1, 100));
  g_assert_true (hd_sheet_page_set_field (page (), 2, 45));
  record (0);
  g_assert_cmpstr (awaited_step (), ==, "union-round");
  g_assert_true (hd_sheet_page_set_field (page (), 0, 10));
  g_assert_true (hd_sheet_page_set_field (page (), 1, 10));
  g_assert_true (hd_sheet_page_set_field (page (), 4, 2));
  g_assert_true (hd_sheet_page_set_field (page (), 6, 2));
  run_pending ();
  save_window_picture ("sheet-fga-round");
  record (0);
  g_assert_cmpstr (awaited_step (), ==, "leader-casualties");
  g_assert_nonnull (strstr (undo_tooltip (), "36"));
  /* the owner's IF limits, one number a rank */
  {
    GtkWidget *dialog = hd_sheet_page_open_table (page (), 4);

    wait_for (toplevel_shown, GSIZE_TO_POINTER (HD_TYPE_SHEET_TABLE_DIALOG), 30, "the IF limits' editor");
    for (guint r = 0; r < 4; r++)
      hd_sheet_table_dialog_set_cell (HD_SHEET_TABLE_DIALOG (dialog), r, 0, 1 + 10 * (r + 1));
    save_screenshot (dialog, "sheet-fga-if-limits");
    gtk_window_destroy (GTK_WINDOW (dialog));
    run_pending ();
  }
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  setlocale (LC_ALL, "");
  hd_i18n_bind_text_domain ();
  window_util_start ();
  g_test_add_func ("/sheet-window/start", test_start);
  g_test_add_func ("/sheet-window/month", test_month);
  g_test_add_func ("/sheet-window/keyboard", test_keyboard);
  g_test_add_func ("/sheet-window/undo", test_undo);
  g_test_add_func ("/sheet-window/unfinished-list", test_unfinished_list);
  g_test_add_func ("/sheet-window/table", test_table);
  g_test_add_func ("/sheet-window/save-reopen", test_save_reopen);
  g_test_add_func ("/sheet-window/pictures", test_pictures);
  g_test_add_func ("/sheet-window/acw-command", test_acw_command);
  g_test_add_func ("/sheet-window/acw-campaign", test_acw_campaign);
  g_test_add_func ("/sheet-window/acw-secrets", test_acw_secrets);
  g_test_add_func ("/sheet-window/acw-turn", test_acw_turn);
  g_test_add_func ("/sheet-window/fga-week", test_fga_week);
  g_test_add_func ("/sheet-window/fga-secret-production", test_fga_secret_production);
  return window_util_run ();
}
