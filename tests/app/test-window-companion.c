/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-companion.c: a game against the companion in the real
 * window under Xvfb (issue 33): its card thinks on a worker thread and
 * tells each step, the board lights it and draws its arrows, the
 * person's controls wait; a whole companion Player Turn carried out with
 * Enter alone, the focus back on the card after every step; Back; a
 * correction mid-turn that makes it plan again; a Cancel that leaves
 * nothing half made; the hint on the person's turn, made nowhere; a
 * saved game against it resumed at the same step; the keys (Alt+Enter,
 * Alt+Left, Alt+W, 1 to 6) with an undo and a redo into its turn; a
 * battle against it with its dice typed; the review of a finished game
 * (issue 34, item 5) from the end's dialog and the menu.  The same program runs in
 * German (window-companion-de: the words asked through tr()).  Pictures
 * for people: companion-turn.png (1280 px) and companion-narrow.png
 * (360 px), with HD_SCREENSHOT_SUFFIX (-de) in German. */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "hd-battle.h"
#include "hd-candidates.h"
#include "hd-companion-card.h"
#include "hd-movement-panel.h"
#include "hd-review-dialog.h"
#include "hd-transcript.h"
#include "window-util.h"

/* the words are the catalogue's (tr): formats from it, as the app's own */
#pragma GCC diagnostic ignored "-Wformat-nonliteral"

static HdCompanionCard *
card (void)
{
  return hd_status_panel_get_companion_card (window->status_panel);
}

static gboolean
card_ready (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (card ())) && !hd_companion_card_is_thinking (card ());
}

static char *folder;   /* the games these tests open */

/* @game saved in the tests' folder and opened in the window, as a
 * person opens a saved game against the companion. */
static void
open_game (HdGame *game, const char *name)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (hd_log_save (HD_LOG (game), file, &error));
  g_assert_no_error (error);
  g_assert_true (hd_window_open_file (window, file, &error));
  g_assert_no_error (error);
}

/* A new game of @scenario in the window, @side's seat the companion
 * at @level. */
static HdGame *
start_at (const char *scenario, HdSide side, HdSeatPlayer level, HdSeatDice dice, gboolean hints)
{
  static const char *none[] = { NULL };
  static guint n;
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = hd_game_new (hd_board_view_get_map (board), scenario, none, &error);
  g_autofree char *name = g_strdup_printf ("against-%u.hdgame", n++);
  HdSeats seats;

  g_assert_no_error (error);
  hd_seats_init (&seats);
  seats.side[side].player = level;
  seats.side[side].seed = 61;
  seats.side[side].dice = dice;
  seats.side[side].hints = hints;
  hd_game_set_seats (game, &seats);
  open_game (game, name);
  return hd_window_get_game (window);
}

static HdGame *
start (const char *scenario, HdSide side, HdSeatDice dice, gboolean hints)
{
  HdGame *game = start_at (scenario, side, HD_SEAT_NORMAL, dice, hints);

  wait_for (card_ready, NULL, 60, "the companion's card");
  return game;
}

static gboolean
focus_on_main_button (gpointer data)
{
  return gtk_root_get_focus (GTK_ROOT (window)) == hd_companion_card_get_main_button (card ());
}

/* Enter on the focused Done: the step made. */
static void
press_enter (void)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  g_assert_nonnull (focus);
  g_assert_true (GTK_IS_BUTTON (focus));
  activate_clicked (focus, "Done pressed with Enter");
}

/* The Union's first Player Turn, the companion commanding it: every step
 * carried out with Enter, until the Confederacy's turn. */
static void
test_companion_turn (void)
{
  HdGame *game = start ("1861-short", HD_SIDE_UNION, HD_SEAT_DICE_ROLLED, FALSE);
  g_autofree char *text = hd_companion_card_get_text (card ());
  g_autofree char *title = g_strdup_printf (tr ("The Union’s companion (%s)"), tr ("Normal"));
  g_autofree char *march = g_strdup_printf (tr ("March %u of %u"), 1, 2);
  guint steps = 0;

  g_assert_true (hd_companion_card_is_due (card ()));
  g_assert_nonnull (strstr (text, title));
  g_assert_nonnull (strstr (text, march));
  g_assert_cmpuint (hd_board_view_get_n_arrows (board), >, 0);
  /* the person's controls wait for it */
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (hd_status_panel_get_movement_panel (window->status_panel))));
  g_assert_false (gtk_widget_is_sensitive (hd_status_panel_get_next_step (window->status_panel)));
  wait_drawn (GTK_WIDGET (window), "the card drawn");
  wait_board_drawn ("the companion's arrow");
  save_window_picture ("companion-turn.png");
  while (hd_companion_card_is_due (card ()))
    {
      guint n = hd_log_get_n_actions (HD_LOG (game));

      wait_for (card_ready, NULL, 60, "the companion's next step");
      if (!hd_companion_card_is_due (card ()))
        break;
      wait_for (focus_on_main_button, NULL, 10, "the focus on the card");
      press_enter ();
      g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), >, n);
      g_assert_cmpuint (++steps, <, 200);
    }
  g_assert_cmpint (hd_state_get_player (hd_game_get_state (game)), ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpuint (steps, >=, 3);
  /* the person's turn: the controls back, the board clear */
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (hd_status_panel_get_movement_panel (window->status_panel))));
  g_assert_cmpuint (hd_board_view_get_n_arrows (board), ==, 0);
}

/* Back shows the step before without making anything; Done comes back. */
static void
test_companion_back (void)
{
  HdGame *game = start ("1862", HD_SIDE_UNION, HD_SEAT_DICE_ROLLED, FALSE);
  g_autofree char *first = NULL;
  g_autofree char *again = NULL;
  guint n;

  first = hd_companion_card_get_text (card ());
  wait_for (focus_on_main_button, NULL, 10, "the focus on the card");
  press_enter ();
  wait_for (card_ready, NULL, 60, "the second step");
  n = hd_log_get_n_actions (HD_LOG (game));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (card ()), "companion.back", NULL));
  again = hd_companion_card_get_text (card ());
  g_assert_cmpstr (again, ==, first);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, n);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (card ()), "companion.done", NULL));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, n);
  g_free (again);
  again = hd_companion_card_get_text (card ());
  g_assert_cmpstr (again, !=, first);
}

/* A correction on the board mid-turn (a counter taken off): the
 * companion plans again from the corrected position; its steps are
 * accepted there. */
static void
test_companion_correction (void)
{
  HdGame *game = start ("1861-short", HD_SIDE_UNION, HD_SEAT_DICE_ROLLED, FALSE);
  const HdState *s = hd_game_get_state (game);
  g_autoptr(GError) error = NULL;
  HdAction remove = { 0 };
  const HdBoardUnit *u = NULL;

  wait_for (focus_on_main_button, NULL, 10, "the focus on the card");
  press_enter ();
  wait_for (card_ready, NULL, 60, "the second step");
  for (guint i = 0; i < hd_state_get_n_units (s) && u == NULL; i++)
    if (hd_state_get_unit (s, i)->unit.side == HD_SIDE_UNION)
      u = hd_state_get_unit (s, i);
  g_assert_nonnull (u);
  remove.type = HD_ACTION_REMOVE_UNIT;
  remove.box = u->box;
  remove.side = u->unit.side;
  remove.kind = u->unit.kind;
  remove.reduced = u->unit.reduced;
  g_assert_true (hd_log_apply (HD_LOG (game), &remove, &error));
  g_assert_no_error (error);
  g_assert_true (hd_companion_card_is_due (card ()));
  wait_for (card_ready, NULL, 60, "the companion's plan again");
  while (hd_companion_card_is_due (card ()))
    {
      guint n = hd_log_get_n_actions (HD_LOG (game));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (card ()), "companion.done", NULL));
      g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), >, n);
      wait_for (card_ready, NULL, 60, "the next step");
    }
  g_assert_cmpint (hd_state_get_player (hd_game_get_state (game)), ==, HD_SIDE_CONFEDERATE);
}

/* Cancel while it thinks: nothing made, its late answer ignored; Done
 * thinks again. */
static void
test_companion_cancel (void)
{
  HdGame *game = start_at ("1863", HD_SIDE_UNION, HD_SEAT_HARD, HD_SEAT_DICE_ROLLED, FALSE);
  g_autofree char *stopped = NULL;

  /* the think has begun on its thread; its answer waits for this loop */
  g_assert_true (hd_companion_card_is_thinking (card ()));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (card ()), "companion.cancel", NULL));
  g_assert_false (hd_companion_card_is_thinking (card ()));
  g_assert_true (hd_companion_card_is_due (card ()));
  /* the help for the companion's turn is the page on playing against it */
  g_assert_cmpstr (hd_window_get_help_page (window), ==, "opponent");
  settle (0.5);
  run_pending ();
  g_assert_false (hd_companion_card_is_thinking (card ()));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 0);
  stopped = hd_companion_card_get_text (card ());
  g_assert_nonnull (strstr (stopped, tr ("The companion stopped thinking; nothing was made. "
                                         "Press Done to let it think again.")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (card ()), "companion.done", NULL));
  g_assert_true (hd_companion_card_is_thinking (card ()));
  wait_for (card_ready, NULL, 120, "the companion's step after Cancel");
  g_assert_true (hd_companion_card_is_due (card ()));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 0);
}

/* The hint on the person's turn: what the companion would do, shown,
 * not made; offered only when the game allows it. */
static void
test_companion_hint (void)
{
  HdGame *game = start ("1861-short", HD_SIDE_CONFEDERATE, HD_SEAT_DICE_ROLLED, TRUE);
  guint n = hd_log_get_n_actions (HD_LOG (game));
  g_autofree char *text = NULL;

  g_assert_false (hd_companion_card_is_due (card ()));
  g_assert_cmpstr (hd_window_get_help_page (window), ==, "player-turn");
  /* thought on a thread: the window goes on; Cancel gives it up */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (card ()), "companion.hint", NULL));
  g_assert_true (hd_companion_card_is_thinking (card ()));
  text = hd_companion_card_get_text (card ());
  g_assert_nonnull (strstr (text, tr ("The companion is looking for a hint…")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (card ()), "companion.cancel", NULL));
  g_assert_false (hd_companion_card_is_thinking (card ()));
  g_clear_pointer (&text, g_free);
  text = hd_companion_card_get_text (card ());
  g_assert_nonnull (strstr (text, tr ("Your turn: play it on the board and in the panel below. "
                                      "Hint shows what the companion would do.")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (card ()), "companion.hint", NULL));
  wait_for (card_ready, NULL, 120, "the companion's hint");
  g_clear_pointer (&text, g_free);
  text = hd_companion_card_get_text (card ());
  g_assert_nonnull (strstr (text, tr ("The companion would do this in your place (not made):")));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, n);
  g_assert_cmpuint (hd_board_view_get_n_arrows (board), >, 0);
  /* a game for a fair fight offers none */
  start ("1861-short", HD_SIDE_CONFEDERATE, HD_SEAT_DICE_ROLLED, FALSE);
  g_free (text);
  text = hd_companion_card_get_text (card ());
  g_assert_nonnull (strstr (text, tr ("Your turn: play it on the board and in the panel below.")));
  g_assert_null (strstr (text, tr ("Your turn: play it on the board and in the panel below. "
                                   "Hint shows what the companion would do.")));
  g_assert_false (gtk_widget_get_visible (hd_companion_card_get_main_button (card ())));
}

/* A game saved mid-turn, opened again: the same companion, at the same
 * point of its turn. */
static void
test_companion_resume (void)
{
  HdGame *game = start ("1862", HD_SIDE_UNION, HD_SEAT_DICE_ROLLED, FALSE);
  HdSeats seats;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_auto(GStrv) a = NULL;
  g_auto(GStrv) b = NULL;

  wait_for (focus_on_main_button, NULL, 10, "the focus on the card");
  press_enter ();
  wait_for (card_ready, NULL, 60, "the second step");
  before = hd_companion_card_get_text (card ());
  seats = *hd_game_get_seats (game);
  open_game (game, "resumed.hdgame");
  wait_for (card_ready, NULL, 60, "the companion's card again");
  g_assert_true (hd_seats_equal (hd_game_get_seats (hd_window_get_game (window)), &seats));
  after = hd_companion_card_get_text (card ());
  /* a new think plans the rest of the segment afresh (its marches may
   * differ): the same companion at the same point of its turn */
  g_assert_true (hd_companion_card_is_due (card ()));
  a = g_strsplit (after, "\n", 3);
  b = g_strsplit (before, "\n", 3);
  g_assert_cmpstr (a[0], ==, b[0]);
  g_assert_cmpstr (a[1], ==, b[1]);
}

/* The keys: Alt+Enter is Done from anywhere, Alt+Left Back, Alt+W the
 * whole turn; an undo into the companion's turn shows its step again and
 * a redo makes the same step. */
static void
test_companion_keys_undo (void)
{
  HdGame *game = start ("1861-short", HD_SIDE_UNION, HD_SEAT_DICE_ROLLED, FALSE);
  g_autofree char *first = hd_companion_card_get_text (card ());
  g_autofree char *second = NULL;
  g_autofree char *again = NULL;
  guint n = hd_log_get_n_actions (HD_LOG (game));

  gtk_widget_grab_focus (GTK_WIDGET (board));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.companion", "s", "done"));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), >, n);
  wait_for (card_ready, NULL, 60, "the second step");
  second = hd_companion_card_get_text (card ());
  g_assert_cmpstr (second, !=, first);
  g_assert_true (hd_companion_card_activate (card (), "back"));
  again = hd_companion_card_get_text (card ());
  g_assert_cmpstr (again, ==, first);
  g_assert_true (hd_companion_card_activate (card (), "whole"));
  g_assert_true (hd_companion_card_activate (card (), "done"));   /* back to the step under way */
  /* undo the companion's step: its step shown again; redo: the same made */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  wait_for (card_ready, NULL, 60, "the step undone shown again");
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, n);
  g_free (again);
  again = hd_companion_card_get_text (card ());
  g_assert_cmpstr (again, ==, first);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  wait_for (card_ready, NULL, 60, "the step redone");
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), >, n);
  g_free (again);
  again = hd_companion_card_get_text (card ());
  g_assert_cmpstr (again, ==, second);
}

static guint
first_candidate_die (gpointer data)
{
  return 1;
}

/* A battle against the companion with its dice typed: the person
 * attacks Manassas Junction; the companion's fire waits for its dice,
 * typed with the keys 1 to 6 (sixes), the person's made as today (ones),
 * until the battle is over. */
static void
test_companion_battle_typed (void)
{
  HdGame *game = start_at ("1861-short", HD_SIDE_CONFEDERATE, HD_SEAT_NORMAL, HD_SEAT_DICE_TYPED, FALSE);
  g_autoptr(GArray) c = g_array_new (FALSE, FALSE, sizeof (HdAction));
  guint typed = 0;

  wait_for (card_ready, NULL, 60, "the card");
  apply_line (game, "march Union Mi from Washington by rail to Manassas Junction");
  apply_line (game, "end segment");
  apply_line (game, "battle at Manassas Junction");
  while (hd_battle_get_box (hd_game_get_state (game)) != HD_NO_BOX)
    {
      wait_for (card_ready, NULL, 60, "the companion in battle");
      if (hd_companion_card_needs_die (card ()))
        {
          g_autofree char *text = hd_companion_card_get_text (card ());
          g_autofree char *battle = g_strdup_printf (tr ("The battle at %s"), "Manassas Junction");
          g_assert_nonnull (strstr (text, battle));
          /* sixes: its shots hit, and the battle ends */
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 6));
          typed++;
        }
      else if (hd_companion_card_is_due (card ()))
        g_assert_true (hd_companion_card_activate (card (), "done"));
      else
        {
          HdAction a;
          g_autoptr(GError) error = NULL;

          g_assert_cmpuint (hd_candidates_list (hd_game_get_state (game), c), >, 0);
          a = g_array_index (c, HdAction, 0);
          hd_candidates_roll_dice (&a, first_candidate_die, NULL);
          g_assert_true (hd_log_apply (HD_LOG (game), &a, &error));
          g_assert_no_error (error);
        }
      g_assert_cmpuint (typed, <, 100);
    }
  g_assert_cmpuint (typed, >, 0);
}

/* At 360 px, the card fits in the folded panel, on the companion's turn
 * and on the person's, looking for a hint and showing it: pictures to
 * look at. */
static void
test_companion_narrow (void)
{
  resize_window (360, 740);
  wait_drawn (GTK_WIDGET (window), "the narrow window");
  start ("1861-short", HD_SIDE_UNION, HD_SEAT_DICE_ROLLED, FALSE);
  /* its turn brings the card out over the board */
  wait_for (widget_is_mapped, card (), 10, "the card over the board");
  wait_drawn (GTK_WIDGET (window), "the card drawn");
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (card ())), <=, 360);
  save_window_picture ("companion-narrow.png");
  /* the person's turn: while it looks for a hint, the card still fits */
  start ("1861-short", HD_SIDE_CONFEDERATE, HD_SEAT_DICE_ROLLED, TRUE);
  wait_for (widget_is_mapped, card (), 10, "the card on the person's turn");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (card ()), "companion.hint", NULL));
  g_assert_true (hd_companion_card_is_thinking (card ()));
  wait_drawn (GTK_WIDGET (window), "the card looking for a hint");
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (card ())), <=, 360);
  wait_for (card_ready, NULL, 120, "the hint at 360 px");
  wait_drawn (GTK_WIDGET (window), "the hint drawn");
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (card ())), <=, 360);
  save_window_picture ("companion-narrow-hint.png");
  resize_window (1280, 860);
}

static void
remove_folder (void)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_unlink (path);
    }
  g_rmdir (folder);
}

/* ------------------------------------------------------------ review */

static gboolean
review_ready (gpointer data)
{
  return hd_review_dialog_is_ready (HD_REVIEW_DIALOG (data));
}

/* The fixture's finished 1861 Short Game, its last action not yet made:
 * saved and opened, then the last action made in the window. */
static HdGame *
open_almost_finished (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "transcripts", "short-game-1861.txt",
                                                 NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  HdMap *map = hd_board_view_get_map (board);
  HdGame *whole;
  g_autoptr(HdGame) begun = NULL;
  guint n;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  whole = hd_transcript_read (map, text, -1, path, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (hd_state_is_over (hd_game_get_state (whole)));
  begun = hd_game_new (map, hd_game_get_scenario_id (whole), hd_game_get_options (whole), &error);
  n = hd_log_get_n_actions (HD_LOG (whole));
  for (guint i = 0; i + 1 < n; i++)
    {
      HdAction a;

      hd_game_get_action (whole, i, &a);
      g_assert_true (hd_log_apply (HD_LOG (begun), &a, &error));
    }
  g_assert_false (hd_state_is_over (hd_game_get_state (begun)));
  open_game (begun, "review.hdgame");
  return whole;
}

/* Each turning point's heading and reason shown as the engine tells
 * them, the review's text the engine's, Copy's text on the clipboard,
 * Print's pages a PDF. */
static void
check_review (HdReviewDialog *dialog, HdGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdReview) expected = hd_review_new_for_game (game, NULL, &error);
  g_autofree char *text = hd_review_to_text (expected);
  g_autofree char *pdf = g_build_filename (folder, "review.pdf", NULL);
  g_autoptr(GtkPrintOperation) print = hd_review_dialog_print_operation_new (dialog);
  g_autofree char *copied = NULL;
  gsize pdf_len = 0;
  g_auto(GValue) value = G_VALUE_INIT;

  g_assert_no_error (error);
  g_assert_cmpuint (hd_review_get_n_turning (expected), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      const HdReviewTurning *t = hd_review_get_turning (expected, i);
      g_autofree char *heading = hd_review_describe_turning (t);
      g_autofree char *numbered = g_strdup_printf ("%u. %s", i + 1, heading);
      g_autofree char *why = g_strdup_printf (tr ("Why: %s"), t->reason);

      g_assert_nonnull (find_label (GTK_WIDGET (dialog), numbered));
      g_assert_nonnull (find_label (GTK_WIDGET (dialog), why));
    }
  g_assert_cmpstr (hd_review_dialog_get_text (dialog), ==, text);
  /* the focus on Copy, the first control, once it is ready */
  g_assert_true (gtk_widget_has_focus (find_button (GTK_WIDGET (dialog), tr ("_Copy"))));
  activate_clicked (find_button (GTK_WIDGET (dialog), tr ("_Copy")), "Copy");
  g_value_init (&value, G_TYPE_STRING);
  g_assert_true (gdk_content_provider_get_value (gdk_clipboard_get_content (
                   gtk_widget_get_clipboard (GTK_WIDGET (dialog))), &value, NULL));
  g_assert_cmpstr (g_value_get_string (&value), ==, text);
  gtk_print_operation_set_export_filename (print, pdf);
  g_assert_cmpint (gtk_print_operation_run (print, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, &error), ==,
                   GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (pdf, &copied, &pdf_len, NULL));
  g_assert_true (g_str_has_prefix (copied, "%PDF"));
  g_unlink (pdf);
}

/* The end of a game offers its review; the main menu's Review the Game
 * opens it too.  It thinks on a thread, then shows the turning points. */
static void
test_review (void)
{
  g_autoptr(HdGame) whole = open_almost_finished ();
  HdGame *game = hd_window_get_game (window);
  GtkWidget *end, *dialog;
  g_autoptr(GError) error = NULL;
  HdAction last;

  hd_game_get_action (whole, hd_log_get_n_actions (HD_LOG (whole)) - 1, &last);
  g_assert_true (hd_log_apply (HD_LOG (game), &last, &error));
  g_assert_no_error (error);
  end = wait_toplevel (ADW_TYPE_MESSAGE_DIALOG, "the game's end announced");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (end), "review");
  dialog = wait_toplevel (HD_TYPE_REVIEW_DIALOG, "the review");
  wait_for (review_ready, dialog, 60, "the review ready");
  check_review (HD_REVIEW_DIALOG (dialog), game);
  wait_drawn (dialog, "the review drawn");
  save_screenshot (dialog, "review.png");
  gtk_window_close (GTK_WINDOW (dialog));
  wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_REVIEW_DIALOG), 10, "the review closed");

  /* the side panel's Calendar, where the game's end is shown, offers it
   * too: the menu's action */
  activate_clicked (find_button (GTK_WIDGET (window->status_panel), tr ("Review the Game")), "the panel's Review");
  dialog = wait_toplevel (HD_TYPE_REVIEW_DIALOG, "the review from the panel");
  wait_for (review_ready, dialog, 60, "the review ready");
  gtk_window_close (GTK_WINDOW (dialog));
  wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_REVIEW_DIALOG), 10, "the review closed");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.review", NULL));
  dialog = wait_toplevel (HD_TYPE_REVIEW_DIALOG, "the review from the menu");
  wait_for (review_ready, dialog, 60, "the review ready");
  g_assert_cmpuint (hd_review_get_n_turning (hd_review_dialog_get_review (HD_REVIEW_DIALOG (dialog))), ==, 3);
  /* at its narrowest, for people to look at */
  gtk_window_set_default_size (GTK_WINDOW (dialog), 360, 640);
  wait_drawn (dialog, "the review drawn narrow");
  save_screenshot (dialog, "review-narrow.png");
  gtk_window_close (GTK_WINDOW (dialog));
  wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_REVIEW_DIALOG), 10, "the review closed");

  /* closed at once, most likely while it thinks: its thread is
   * cancelled, and nothing is shown after */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.review", NULL));
  dialog = wait_toplevel (HD_TYPE_REVIEW_DIALOG, "the review again");
  gtk_window_close (GTK_WINDOW (dialog));
  wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_REVIEW_DIALOG), 10, "the review closed while thinking");
  settle (1);
  g_assert_null (find_toplevel (HD_TYPE_REVIEW_DIALOG));
}

int
main (int argc, char **argv)
{
  int status;
  gboolean german;

  window_util_init (&argc, &argv);
  folder = g_dir_make_tmp ("companion-XXXXXX", NULL);
  /* in German (window-companion-de) the cases whose words a person reads;
   * the others are the same whatever the language */
  german = g_str_has_prefix (g_getenv ("LANGUAGE") != NULL ? g_getenv ("LANGUAGE") : "", "de");
  g_test_add_func ("/companion/turn", test_companion_turn);
  if (!german)
    {
      g_test_add_func ("/companion/back", test_companion_back);
      g_test_add_func ("/companion/correction", test_companion_correction);
      g_test_add_func ("/companion/cancel", test_companion_cancel);
    }
  g_test_add_func ("/companion/hint", test_companion_hint);
  if (!german)
    {
      g_test_add_func ("/companion/resume", test_companion_resume);
      g_test_add_func ("/companion/keys-undo", test_companion_keys_undo);
    }
  g_test_add_func ("/companion/battle-typed", test_companion_battle_typed);
  g_test_add_func ("/companion/narrow", test_companion_narrow);
  g_test_add_func ("/companion/review", test_review);
  status = window_util_run ();
  remove_folder ();
  g_free (folder);
  return status;
}
