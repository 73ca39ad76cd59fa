/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-files.c: nothing a player did is lost (issue 20), and
 * files are read with care, in the real window under Xvfb: Save As onto a
 * pipe refused, the games folder on a full disk and then read-only (a
 * tmpfs in a mount namespace of the program's own), a transcript line of
 * ten megabytes, the program killed while it plays (this program run
 * again as the child, --play-and-wait), a game that cannot be saved never
 * ended or replaced without asking, and saved games opened from the file
 * manager.
 *
 * Each step waits for what it needs, never a fixed time (run_pending,
 * wait_drawn, wait_board_drawn, activate_clicked, wait_acted,
 * wait_toplevel, clear_toasts, wait_for a condition): a loaded machine only
 * makes the test slower.  The helpers the window tests share are in
 * window-util.c. */
#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <glib/gstdio.h>
#include <adwaita.h>
#ifdef __SANITIZE_ADDRESS__
#include <sanitizer/lsan_interface.h>
#endif

#include "hd-action-line.h"
#include "hd-box-spot.h"
#include "hd-file.h"
#include "hd-test-util.h"
#include "hd-transcript.h"
#include "window-util.h"

static const char *hd_test_program;   /* this program, run again as a child */

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

  window_util_start ();
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

int
main (int argc, char *argv[])
{
  hd_test_program = argv[0];
  if (argc == 2 && g_str_equal (argv[1], "--play-and-wait"))
    {
      gtk_init ();
      return play_and_wait ();
    }
  /* before any thread: a mount namespace of our own, for the full disk;
   * nothing a run before left can be mounted on the games folder */
  if (hd_test_private_mounts (&mounts_refused))
    {
      g_autofree char *folder = hd_window_get_games_folder ();
      while (umount2 (folder, MNT_DETACH) == 0)
        ;
    }
  window_util_init (&argc, &argv);

  g_test_add_func ("/window/save-not-regular", test_save_not_regular);
  g_test_add_func ("/window/full-disk", test_full_disk);
  g_test_add_func ("/window/long-bad-line", test_long_bad_line);
  g_test_add_func ("/window/killed", test_killed);
  g_test_add ("/window/unsaved-game", Disk, NULL, disk_setup, test_unsaved_game, disk_teardown);
  g_test_add_func ("/window/open-from-file-manager", test_open_from_file_manager);
  return window_util_run ();
}
