/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-files.c: the game's files against real trouble: a save on a full
 * disk or into a read-only folder leaves the previous file exactly as it
 * was and no temporary file behind, and says so after every failure; the
 * loaders read only regular files and never past their cap; any DTD is
 * refused; messages name what is wrong; temporary files of interrupted
 * saves are recognised and cleaned up; a game file is locked while played;
 * the games folder lists its unfinished and damaged games. */
#include <errno.h>
#include <signal.h>
#include <sys/wait.h>
#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>

#include "hd-test-util.h"
#include "hd-campaign-game.h"
#include "hd-file.h"
#include "hd-game.h"
#include "hd-games-folder.h"
#include "hd-scenario.h"
#include "hd-action-line.h"
#include "hd-transcript.h"

static HdMap *board;

static HdGame *
new_game (void)
{
  g_autoptr(GError) error = NULL;
  HdGame *game = hd_game_new (board, "1861-campaign", NULL, &error);
  g_assert_no_error (error);
  return game;
}

static void
apply_line (HdGame *game, const char *line)
{
  HdAction a;
  g_autoptr(GError) error = NULL;

  g_assert_true (hd_action_line_parse (board, line, &a));
  hd_log_apply (HD_LOG (game), &a, &error);
  g_assert_no_error (error);
}

static char *
contents_of (const char *path)
{
  char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* A game saving itself automatically to game.hdgame on a fresh tmpfs
 * (@dir); NULL (the test skipped, or failed where
 * mounting is required) where mounting is not allowed. */
static HdGame *
game_on_tmpfs (char **dir, char **path, GFile **file)
{
  g_autofree char *why = NULL;
  HdGame *game;

  *dir = hd_test_mount_tmpfs (64 * 1024, &why);
  if (*dir == NULL)
    {
      hd_test_mounts_refused (why);
      return NULL;
    }
  *path = g_build_filename (*dir, "game.hdgame", NULL);
  *file = g_file_new_for_path (*path);
  game = new_game ();
  hd_log_set_autosave (HD_LOG (game), *file);
  g_assert_null (hd_log_get_autosave_error (HD_LOG (game)));
  return game;
}

/* Item: a full disk never eats a game.  Every failed automatic save is
 * reported, the previous file is kept byte for byte, and once there is
 * room again the next save catches up with everything. */
static void
test_full_disk (void)
{
  g_autofree char *dir = NULL, *path = NULL, *before = NULL, *filler = NULL, *listing = NULL, *after = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(HdGame) game = game_on_tmpfs (&dir, &path, &file);
  g_autoptr(HdGame) loaded = NULL;
  g_autoptr(GError) error = NULL;

  if (game == NULL)
    return;
  apply_line (game, "move Union Mi from Washington to Baltimore");
  before = contents_of (path);

  filler = hd_test_fill_disk (dir);
  for (guint i = 0; i < 3; i++)
    {
      apply_line (game, i % 2 ? "move Union Mi from Washington to Baltimore" : "move Union Mi from Baltimore to Washington");
      g_assert_nonnull (hd_log_get_autosave_error (HD_LOG (game)));
      g_assert_true (g_error_matches (hd_log_get_autosave_error (HD_LOG (game)), G_IO_ERROR, G_IO_ERROR_NO_SPACE));
      g_assert_nonnull (strstr (hd_log_get_autosave_error (HD_LOG (game))->message, "game.hdgame"));
      g_clear_pointer (&after, g_free);
      after = contents_of (path);
      g_assert_cmpstr (after, ==, before);
      g_clear_pointer (&listing, g_free);
      listing = hd_test_list_dir (dir);
      g_assert_cmpstr (listing, ==, "filler game.hdgame");
    }
  /* the first save of a new game on a full disk leaves nothing behind */
  {
    g_autofree char *fresh = g_build_filename (dir, "new.hdgame", NULL);
    g_autoptr(GFile) fresh_file = g_file_new_for_path (fresh);
    g_autoptr(HdGame) other = new_game ();

    hd_log_set_autosave (HD_LOG (other), fresh_file);
    g_assert_nonnull (hd_log_get_autosave_error (HD_LOG (other)));
    g_assert_false (g_file_test (fresh, G_FILE_TEST_EXISTS));
    g_clear_pointer (&listing, g_free);
    listing = hd_test_list_dir (dir);
    g_assert_cmpstr (listing, ==, "filler game.hdgame");
  }

  /* room again: the next action's save holds every action */
  g_assert_cmpint (g_unlink (filler), ==, 0);
  apply_line (game, "flip Union Mi in Washington");
  g_assert_null (hd_log_get_autosave_error (HD_LOG (game)));
  loaded = hd_game_new_from_file (board, file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (loaded)), ==, 5);
  g_assert_true (hd_state_equal (hd_game_get_state (loaded), hd_game_get_state (game)));
  hd_test_unmount (dir);
}

/* A read-only folder: every save fails and says so; the file stays. */
static void
test_read_only_folder (void)
{
  g_autofree char *dir = NULL, *path = NULL, *before = NULL, *after = NULL, *listing = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(HdGame) game = game_on_tmpfs (&dir, &path, &file);

  if (game == NULL)
    return;
  before = contents_of (path);
  hd_test_remount (dir, TRUE);
  for (guint i = 0; i < 3; i++)
    {
      apply_line (game, i % 2 ? "move Union Mi from Baltimore to Washington" : "move Union Mi from Washington to Baltimore");
      g_assert_nonnull (hd_log_get_autosave_error (HD_LOG (game)));
      g_clear_pointer (&after, g_free);
      after = contents_of (path);
      g_assert_cmpstr (after, ==, before);
    }
  g_assert_true (hd_log_undo (HD_LOG (game)));
  g_assert_nonnull (hd_log_get_autosave_error (HD_LOG (game)));
  listing = hd_test_list_dir (dir);
  g_assert_cmpstr (listing, ==, "game.hdgame");
  hd_test_remount (dir, FALSE);
  g_assert_true (hd_log_redo (HD_LOG (game)));
  g_assert_null (hd_log_get_autosave_error (HD_LOG (game)));
  hd_test_unmount (dir);
}

/* Only regular files are read, and never past the cap. */
static void
test_not_regular (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-files-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "pipe.hdgame", NULL);
  g_autofree char *big = g_build_filename (dir, "big.hdgame", NULL);
  const char *paths[] = { fifo, dir, "/dev/zero", "/dev/null" };
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr(GFile) f = g_file_new_for_path (paths[i]);
      g_autoptr(GBytes) bytes = hd_file_load (f, 1024, &error);

      g_assert_null (bytes);
      g_assert_error (error, HD_FILE_ERROR, HD_FILE_ERROR_NOT_REGULAR);
      g_clear_error (&error);
      g_assert_null (hd_game_new_from_file (board, f, &error));
      g_assert_nonnull (error);
      g_clear_error (&error);
    }
  {
    g_autoptr(GFile) f = g_file_new_for_path (big);
    g_autoptr(GBytes) bytes = NULL;
    g_autofree char *text = g_strnfill (2000, 'x');

    g_assert_true (g_file_set_contents (big, text, -1, NULL));
    bytes = hd_file_load (f, 1999, &error);
    g_assert_null (bytes);
    g_assert_error (error, HD_FILE_ERROR, HD_FILE_ERROR_TOO_LARGE);
    g_clear_error (&error);
    bytes = hd_file_load (f, 2000, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (g_bytes_get_size (bytes), ==, 2000);
  }
  g_unlink (fifo);
  g_unlink (big);
  g_rmdir (dir);
}

/* Any DTD is refused by the parser itself, wherever it stands and in any
 * encoding, before a single entity is declared: these files (also in the
 * fuzz corpora) nest entity references that would take minutes to expand. */
static void
test_dtd_refused (void)
{
  const char *variants[] = { "dtd-plain", "dtd-after-comment", "dtd-after-pi", "dtd-utf16" };

  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    {
      g_autofree char *name = g_strconcat (variants[i], ".xml", NULL);
      g_autoptr(GError) error = NULL;

      {
        g_autoptr(GFile) f = g_file_new_for_path (g_test_get_filename (G_TEST_DIST, "fuzz", "corpus", "game", name, NULL));
        g_autoptr(HdGame) game = hd_game_new_from_file (board, f, &error);
        g_assert_null (game);
        /* UTF-16 is refused before the parser sees it: saves are UTF-8 */
        if (g_str_equal (variants[i], "dtd-utf16"))
          g_assert_true (g_error_matches (error, HD_GAME_ERROR, HD_GAME_ERROR_NOT_XML) &&
                         strstr (error->message, "UTF-16") != NULL);
        else
          g_assert_error (error, HD_GAME_ERROR, HD_GAME_ERROR_FORBIDDEN);
        g_clear_error (&error);
      }
      {
        g_autoptr(GFile) f = g_file_new_for_path (g_test_get_filename (G_TEST_DIST, "fuzz", "corpus", "scenario", name, NULL));
        g_autoptr(GBytes) bytes = hd_file_load (f, HD_SCENARIO_MAX_BYTES, &error);
        g_autoptr(HdScenario) scenario = NULL;
        g_assert_no_error (error);
        scenario = hd_scenario_new_from_bytes (board, bytes, name, &error);
        g_assert_null (scenario);
        if (g_str_equal (variants[i], "dtd-utf16"))
          g_assert_true (g_error_matches (error, HD_SCENARIO_ERROR, HD_SCENARIO_ERROR_NOT_XML) &&
                         strstr (error->message, "UTF-16") != NULL);
        else
          g_assert_error (error, HD_SCENARIO_ERROR, HD_SCENARIO_ERROR_FORBIDDEN);
        g_clear_error (&error);
      }
      {
        g_autoptr(HdMap) map = hd_map_new_from_file (g_test_get_filename (G_TEST_DIST, "fuzz", "corpus", "map", name, NULL),
                                                     &error);
        g_assert_null (map);
        if (g_str_equal (variants[i], "dtd-utf16"))
          g_assert_true (g_error_matches (error, HD_MAP_ERROR, HD_MAP_ERROR_NOT_XML) &&
                         strstr (error->message, "UTF-16") != NULL);
        else
          g_assert_error (error, HD_MAP_ERROR, HD_MAP_ERROR_FORBIDDEN);
      }
    }
}

static HdGame *
game_from_text (const char *text, GError **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  return hd_game_new_from_bytes (board, bytes, "test.hdgame", error);
}

/* What a person reads about a bad file: the value that is wrong, a newer
 * version named as such, no hints meant for programmers. */
static void
test_messages (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = NULL;
  g_autoptr(GString) deep = g_string_new ("<house-divided-game format=\"1\" scenario=\"1862\">");

  game = game_from_text ("<house-divided-game format=\"1\" scenario=\"1862\">"
                         "<action type=\"march\" box=\"atlantis\"/></house-divided-game>", &error);
  g_assert_null (game);
  g_assert_error (error, HD_GAME_ERROR, HD_GAME_ERROR_BAD_ACTION);
  g_assert_nonnull (strstr (error->message, "\"atlantis\" is not a box of the board"));
  g_clear_error (&error);

  game = game_from_text ("<house-divided-game format=\"1\" scenario=\"1862\">"
                         "<action type=\"roll-marches\" die=\"9\"/></house-divided-game>", &error);
  g_assert_null (game);
  g_assert_nonnull (strstr (error->message, "its die \"9\" is wrong"));
  g_clear_error (&error);

  for (guint i = 0; i < 2; i++)
    {
      game = game_from_text (i == 0 ? "<house-divided-game format=\"3\" scenario=\"1862\"/>"
                                    : "<house-divided-game format=\"99999999999\" scenario=\"1862\"/>", &error);
      g_assert_null (game);
      g_assert_error (error, HD_GAME_ERROR, HD_GAME_ERROR_FUTURE_VERSION);
      g_assert_nonnull (strstr (error->message, "newer version"));
      g_clear_error (&error);
    }

  game = game_from_text ("<house-divided-game format=\"1\" scenario=\"18\xff" "62\"/>", &error);
  g_assert_null (game);
  g_assert_nonnull (strstr (error->message, "not valid UTF-8"));
  g_assert_null (strstr (error->message, "indicate encoding"));
  g_assert_null (strstr (error->message, "Bytes:"));
  g_clear_error (&error);

  for (guint i = 0; i < 300; i++)
    g_string_append (deep, "<x>");
  game = game_from_text (deep->str, &error);
  g_assert_null (game);
  g_assert_null (strstr (error->message, "XML_PARSE_HUGE"));
  g_assert_null (strstr (error->message, "\n"));
  g_clear_error (&error);
}

/* A game file is held by one program at a time; the lock goes with the
 * program however it ends (here: killed). */
static void
test_lock (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-lock-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.hdgame", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  HdFileLock *first, *second;
  int ready[2];
  pid_t child;
  char c;

  first = hd_file_lock (file, &error);
  g_assert_no_error (error);
  g_assert_true (hd_file_is_locked (file));
  second = hd_file_lock (file, &error);
  g_assert_null (second);
  g_assert_error (error, HD_FILE_ERROR, HD_FILE_ERROR_LOCKED);
  g_assert_nonnull (strstr (error->message, "another copy"));
  g_clear_error (&error);
  hd_file_unlock (first);
  g_assert_false (hd_file_is_locked (file));

  /* another process takes it, and is killed */
  g_assert_cmpint (pipe (ready), ==, 0);
  child = fork ();
  if (child == 0)
    {
      HdFileLock *held = hd_file_lock (file, NULL);
      if (held == NULL || write (ready[1], "x", 1) != 1)
        _exit (1);
      for (;;)
        pause ();
    }
  g_assert_cmpint (read (ready[0], &c, 1), ==, 1);
  g_assert_true (hd_file_is_locked (file));
  g_assert_null (hd_file_lock (file, NULL));
  kill (child, SIGKILL);
  waitpid (child, NULL, 0);
  second = hd_file_lock (file, &error);
  g_assert_no_error (error);
  hd_file_unlock (second);
  close (ready[0]);
  close (ready[1]);
  {
    g_autofree char *lock_path = g_strconcat (path, ".lock", NULL);
    g_unlink (lock_path);
  }
  g_rmdir (dir);
}

/* The games folder: every unfinished game, newest first, damaged ones
 * with their reason (an empty or damaged newer file hides nothing);
 * finished games and games where nothing was done are left out; leftovers
 * of interrupted saves are cleaned up once they are old enough. */
static void
test_games_folder (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-folder-XXXXXX", NULL);
  const char *names[] = { "a.hdgame", "b.hdgame", "c.hdgame", "d.hdgame", "empty.hdgame" };
  g_autoptr(GPtrArray) list = NULL;
  g_autofree char *listing = NULL;
  HdFileLock *lock;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(HdGame) game = new_game ();

      if (i == 4)
        g_assert_true (g_file_set_contents (path, "", 0, NULL));
      else if (i == 3)   /* d is damaged (cut short) */
        g_assert_true (g_file_set_contents (path, "<house-divided-game format=\"1\" scenario=\"1861-campaign\"><act",
                                            -1, NULL));
      else
        {
          if (i != 2)   /* c: nothing done yet */
            apply_line (game, i == 1 ? "flip Union Mi in Washington" : "move Union Mi from Washington to Baltimore");
          g_assert_true (hd_log_save (HD_LOG (game), file, NULL));
        }
      /* a oldest, then b, c, d; the empty file newest */
      {
        GStatBuf st;
        struct timespec times[2];
        g_assert_cmpint (g_stat (path, &st), ==, 0);
        times[0].tv_sec = times[1].tv_sec = 1000000000 + (time_t) i * 1000;
        times[0].tv_nsec = times[1].tv_nsec = 0;
        g_assert_cmpint (utimensat (AT_FDCWD, path, times, 0), ==, 0);
      }
    }
  /* leftovers: an old one, and one that may be a save under way */
  {
    g_autofree char *old = g_build_filename (dir, "a.hdgame.hd-partial-Q2X9ZB", NULL);
    g_autofree char *young = g_build_filename (dir, "b.hdgame.hd-partial-7HJ2KD", NULL);
    struct timespec times[2] = { { 1000, 0 }, { 1000, 0 } };
    g_assert_true (g_file_set_contents (old, "<hou", -1, NULL));
    g_assert_true (g_file_set_contents (young, "<hou", -1, NULL));
    g_assert_cmpint (utimensat (AT_FDCWD, old, times, 0), ==, 0);
    g_assert_cmpuint (hd_file_remove_leftovers (dir, 60), ==, 1);
    g_assert_false (g_file_test (old, G_FILE_TEST_EXISTS));
    g_assert_true (g_file_test (young, G_FILE_TEST_EXISTS));
    g_unlink (young);
  }
  {
    g_autofree char *a = g_build_filename (dir, "a.hdgame", NULL);
    g_autoptr(GFile) af = g_file_new_for_path (a);
    lock = hd_file_lock (af, NULL);
  }

  list = hd_games_folder_list (board, dir, NULL);
  g_assert_cmpuint (list->len, ==, 4);
  {
    HdSavedGame *empty = g_ptr_array_index (list, 0), *d = g_ptr_array_index (list, 1);
    HdSavedGame *b = g_ptr_array_index (list, 2), *a = g_ptr_array_index (list, 3);

    g_assert_true (g_str_has_suffix (g_file_peek_path (empty->file), "empty.hdgame"));
    g_assert_nonnull (strstr (empty->problem, "empty"));
    g_assert_true (g_str_has_suffix (g_file_peek_path (d->file), "d.hdgame"));
    g_assert_nonnull (strstr (d->problem, "damaged"));
    g_assert_true (g_str_has_suffix (g_file_peek_path (b->file), "b.hdgame"));
    g_assert_null (b->problem);
    g_assert_cmpstr (b->scenario_id, ==, "1861-campaign");
    g_assert_cmpuint (b->n_actions, ==, 1);
    g_assert_cmpuint (b->turn, ==, 1);
    g_assert_false (b->locked);
    g_assert_true (g_str_has_suffix (g_file_peek_path (a->file), "a.hdgame"));
    g_assert_true (a->locked);
    g_assert_cmpint (a->modified, <, b->modified);
  }
  hd_file_unlock (lock);
  listing = hd_test_list_dir (dir);
  g_assert_cmpstr (listing, ==, "a.hdgame b.hdgame c.hdgame d.hdgame empty.hdgame");
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* @path's modification time set to @seconds. */
static void
set_mtime (const char *path, time_t seconds)
{
  struct timespec times[2] = { { seconds, 0 }, { seconds, 0 } };

  g_assert_cmpint (utimensat (AT_FDCWD, path, times, 0), ==, 0);
}

/* Item 11: a game set up and left before its first action is listed
 * (and so offered back) while it is the newest game of the folder; once
 * another game is newer, or for an older one set aside, it is not, so
 * games not begun never pile up in the list. */
static void
test_games_folder_not_begun (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-folder-XXXXXX", NULL);
  const char *names[] = { "older-not-begun.hdgame", "played.hdgame", "not-begun.hdgame" };
  char *paths[G_N_ELEMENTS (names)] = { NULL };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(GFile) file = NULL;
      g_autoptr(HdGame) game = new_game ();

      paths[i] = g_build_filename (dir, names[i], NULL);
      file = g_file_new_for_path (paths[i]);
      if (i == 1)
        apply_line (game, "move Union Mi from Washington to Baltimore");
      g_assert_true (hd_log_save (HD_LOG (game), file, NULL));
      set_mtime (paths[i], 1000000000 + (time_t) i * 1000);
    }
  {
    g_autoptr(GPtrArray) list = hd_games_folder_list (board, dir, NULL);
    HdSavedGame *newest;

    g_assert_cmpuint (list->len, ==, 2);
    newest = g_ptr_array_index (list, 0);
    g_assert_true (g_str_has_suffix (g_file_peek_path (newest->file), "/not-begun.hdgame"));
    g_assert_null (newest->problem);
    g_assert_cmpuint (newest->n_actions, ==, 0);
    g_assert_cmpstr (newest->scenario_id, ==, "1861-campaign");
    g_assert_cmpuint (newest->turn, ==, 1);
    g_assert_true (g_str_has_suffix (g_file_peek_path (((HdSavedGame *) g_ptr_array_index (list, 1))->file),
                                     "/played.hdgame"));
  }
  /* the played game goes on: the game not begun is set aside */
  set_mtime (paths[1], 1000000000 + 9000);
  {
    g_autoptr(GPtrArray) list = hd_games_folder_list (board, dir, NULL);
    g_autoptr(GPtrArray) all = hd_games_folder_read (board, dir, NULL);

    g_assert_cmpuint (list->len, ==, 1);
    g_assert_true (g_str_has_suffix (g_file_peek_path (((HdSavedGame *) g_ptr_array_index (list, 0))->file),
                                     "/played.hdgame"));
    g_assert_cmpuint (all->len, ==, 3);   /* read, not listed: nothing is deleted */
  }
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_unlink (paths[i]);
      g_free (paths[i]);
    }
  g_rmdir (dir);
}

static void
test_leftovers (void)
{
  g_assert_true (hd_file_is_leftover ("game-2026-11-30-101010.hdgame.hd-partial-Q2X9ZB"));
  g_assert_true (hd_file_is_leftover ("a.hdgame.hd-partial-abcdef"));
  g_assert_false (hd_file_is_leftover ("game.hdgame"));
  g_assert_false (hd_file_is_leftover ("game.hdgame.lock"));
  g_assert_false (hd_file_is_leftover ("notes.txt.abcdef"));
  g_assert_false (hd_file_is_leftover (".hd-partial-abcdef"));
  g_assert_false (hd_file_is_leftover ("x.hdgame.hd-partial-ab-def"));
  g_assert_false (hd_file_is_leftover ("x.hdgame.hd-partial-abcdefg"));
  /* GLib's own pattern, which a person's file can match, is not ours */
  g_assert_false (hd_file_is_leftover ("my-1862-game.hdgame.backup"));
  g_assert_false (hd_file_is_leftover ("a.hdgame.Q2X9ZB"));
}

static void
set_age (const char *path, gint64 seconds)
{
  struct timespec times[2];

  times[0].tv_sec = times[1].tv_sec = (time_t) (g_get_real_time () / G_USEC_PER_SEC - seconds);
  times[0].tv_nsec = times[1].tv_nsec = 0;
  g_assert_cmpint (utimensat (AT_FDCWD, path, times, AT_SYMLINK_NOFOLLOW), ==, 0);
}

/* Item: the start-up clean-up takes only the program's own temporary
 * files: a player's backup two hours old stays, whatever it is called. */
static void
test_leftovers_keep_own_files (void)
{
  g_autofree char *top = g_dir_make_tmp ("hd-clean-XXXXXX", NULL);
  g_autofree char *games = g_build_filename (top, "games", NULL);
  g_autofree char *backup = g_build_filename (games, "my-1862-game.hdgame.backup", NULL);
  g_autofree char *glib_like = g_build_filename (games, "my-1862-game.hdgame.Q2X9ZB", NULL);
  g_autofree char *ours = g_build_filename (games, "my-1862-game.hdgame.hd-partial-Q2X9ZB", NULL);
  g_autofree char *listing = NULL;

  g_assert_cmpint (g_mkdir (games, 0700), ==, 0);
  g_assert_true (g_file_set_contents (backup, "<house-divided-game format=\"1\" scenario=\"1862\"/>", -1, NULL));
  g_assert_true (g_file_set_contents (glib_like, "mine", -1, NULL));
  g_assert_true (g_file_set_contents (ours, "<hou", -1, NULL));
  set_age (backup, 2 * 3600);
  set_age (glib_like, 2 * 3600);
  set_age (ours, 2 * 3600);

  g_assert_cmpuint (hd_file_remove_leftovers (games, 60), ==, 1);
  listing = hd_test_list_dir (games);
  g_assert_cmpstr (listing, ==, "my-1862-game.hdgame.Q2X9ZB my-1862-game.hdgame.backup");
  g_unlink (backup);
  g_unlink (glib_like);
  g_rmdir (games);
  g_rmdir (top);
}

/* Item: saving onto a symbolic link writes through to its target, which
 * keeps its mode (0600 stays 0600); the link stays a link. */
static void
test_save_through_link (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-link-XXXXXX", NULL);
  g_autofree char *sub = g_build_filename (dir, "real", NULL);
  g_autofree char *target = g_build_filename (sub, "game.hdgame", NULL);
  g_autofree char *link = g_build_filename (dir, "link.hdgame", NULL);
  g_autofree char *dangling = g_build_filename (dir, "dangling.hdgame", NULL);
  g_autofree char *created = g_build_filename (sub, "new.hdgame", NULL);
  g_autofree char *loop = g_build_filename (dir, "loop.hdgame", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (link);
  g_autoptr(HdGame) game = new_game ();
  g_autoptr(HdGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *listing = NULL;
  GStatBuf st;

  g_assert_cmpint (g_mkdir (sub, 0700), ==, 0);
  g_assert_true (g_file_set_contents (target, "old", -1, NULL));
  g_assert_cmpint (g_chmod (target, 0600), ==, 0);
  g_assert_cmpint (symlink ("real/game.hdgame", link), ==, 0);

  apply_line (game, "move Union Mi from Washington to Baltimore");
  g_assert_true (hd_log_save (HD_LOG (game), file, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_cmpint (g_lstat (target, &st), ==, 0);
  g_assert_true (S_ISREG (st.st_mode));
  g_assert_cmpint (st.st_mode & 07777, ==, 0600);
  loaded = hd_game_new_from_file (board, file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (loaded)), ==, 1);
  listing = hd_test_list_dir (sub);
  g_assert_cmpstr (listing, ==, "game.hdgame");

  /* a link to a file not made yet: the file is made where it points */
  {
    g_autoptr(GFile) f = g_file_new_for_path (dangling);
    g_assert_cmpint (symlink (created, dangling), ==, 0);
    g_assert_true (hd_log_save (HD_LOG (game), f, &error));
    g_assert_no_error (error);
    g_assert_cmpint (g_lstat (dangling, &st), ==, 0);
    g_assert_true (S_ISLNK (st.st_mode));
    g_assert_true (g_file_test (created, G_FILE_TEST_IS_REGULAR));
  }
  /* a link to itself: refused, naming the file, nothing made */
  {
    g_autoptr(GFile) f = g_file_new_for_path (loop);
    g_assert_cmpint (symlink ("loop.hdgame", loop), ==, 0);
    g_assert_false (hd_log_save (HD_LOG (game), f, &error));
    g_assert_nonnull (error);
    g_assert_nonnull (strstr (error->message, "loop.hdgame could not be written"));
    g_clear_error (&error);
  }
  g_clear_pointer (&listing, g_free);
  listing = hd_test_list_dir (dir);
  g_assert_cmpstr (listing, ==, "dangling.hdgame link.hdgame loop.hdgame real");
  g_unlink (loop);
  g_unlink (dangling);
  g_unlink (created);
  g_unlink (link);
  g_unlink (target);
  g_rmdir (sub);
  g_rmdir (dir);
}

/* Item: the tree loaders (scenarios, lessons) say in our own words, with
 * the line, what libxml2 would word its own way: a file of blank space
 * or comments, text that is not XML, UTF-32, an element with too many
 * attributes. */
static void
test_xml_messages (void)
{
  static const struct { const char *text; gsize len; const char *where; const char *mention; } cases[] = {
    { " \n\n ", 4, "s.xml:3: ", "holds no element, only blank space or comments" },
    { "<!-- a scenario -->\n", 20, "s.xml:2: ", "holds no element" },
    { "scenario 1862\n", 14, "s.xml:1: ", "begins with text, not with an element" },
    { "\xFF\xFE\0\0<\0\0\0", 8, "s.xml:1: ", "UTF-16 or UTF-32" },
    { "<\0\0\0s\0\0\0", 8, "s.xml:1: ", "NUL byte" },
    { "<scenario/>\n<scenario/>\n", 24, "s.xml:2: ", "a second element follows" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GBytes) bytes = g_bytes_new_static (cases[i].text, cases[i].len);
      g_autoptr(GError) error = NULL;
      g_autoptr(HdScenario) scenario = hd_scenario_new_from_bytes (board, bytes, "s.xml", &error);

      g_assert_null (scenario);
      g_assert_error (error, HD_SCENARIO_ERROR, HD_SCENARIO_ERROR_NOT_XML);
      g_test_message ("%s", error->message);
      g_assert_true (g_str_has_prefix (error->message, cases[i].where));
      g_assert_nonnull (strstr (error->message, cases[i].mention));
    }
  {
    g_autoptr(GString) many = g_string_new ("<scenario format=\"1\"\n");
    g_autoptr(GBytes) bytes = NULL;
    g_autoptr(GError) error = NULL;
    g_autoptr(HdScenario) scenario = NULL;

    for (guint i = 0; i < 1000; i++)
      g_string_append_printf (many, " a%u=\"\"", i);
    g_string_append (many, "/>\n");
    bytes = g_bytes_new (many->str, many->len);
    scenario = hd_scenario_new_from_bytes (board, bytes, "s.xml", &error);
    g_assert_null (scenario);
    g_assert_true (g_str_has_prefix (error->message, "s.xml:2: "));
    g_assert_nonnull (strstr (error->message, "more than 64 attributes"));
  }
}

/* A folder others may write to and only owners may empty, as /tmp. */
static char *
sticky_folder (void)
{
  char *dir = g_dir_make_tmp ("hd-sticky-XXXXXX", NULL);

  g_assert_cmpint (g_chmod (dir, 01777), ==, 0);
  return dir;
}

/* Makes the link @link another user's, as a stranger would plant it;
 * FALSE (the test skipped) where this user cannot (only root can). */
static gboolean
plant (const char *link)
{
  if (lchown (link, 12345, 12345) == 0)
    return TRUE;
  g_test_skip ("only root can give a link to another user");
  return FALSE;
}

/* Item 13: the lock is the real file's, whatever name the file is given:
 * a game locked through a link is locked under its own name, and the
 * lock file sits beside it, not beside the link. */
static void
test_lock_through_link (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-lock-XXXXXX", NULL);
  g_autofree char *sub = g_build_filename (dir, "real", NULL);
  g_autofree char *target = g_build_filename (sub, "game.hdgame", NULL);
  g_autofree char *link = g_build_filename (dir, "link.hdgame", NULL);
  g_autoptr(GFile) by_link = g_file_new_for_path (link);
  g_autoptr(GFile) by_name = g_file_new_for_path (target);
  g_autoptr(GError) error = NULL;
  g_autofree char *listing = NULL, *beside = NULL;
  HdFileLock *lock;

  g_assert_cmpint (g_mkdir (sub, 0700), ==, 0);
  g_assert_true (g_file_set_contents (target, "kept", -1, NULL));
  g_assert_cmpint (symlink ("real/game.hdgame", link), ==, 0);
  lock = hd_file_lock (by_link, &error);
  g_assert_no_error (error);
  g_assert_true (hd_file_is_locked (by_name));
  g_assert_null (hd_file_lock (by_name, &error));
  g_assert_error (error, HD_FILE_ERROR, HD_FILE_ERROR_LOCKED);
  g_clear_error (&error);
  listing = hd_test_list_dir (dir);
  g_assert_cmpstr (listing, ==, "link.hdgame real");
  beside = hd_test_list_dir (sub);
  g_assert_cmpstr (beside, ==, "game.hdgame game.hdgame.lock");
  hd_file_unlock (lock);
  g_assert_false (hd_file_is_locked (by_name));
  g_unlink (link);
  g_unlink (target);
  g_rmdir (sub);
  g_rmdir (dir);
}

/* Item 13: in a folder others may write to (sticky, like /tmp) a link
 * another user planted is never followed: the save is refused, naming
 * it, and the file it points to is left as it was; a link of this
 * user's own there is followed as anywhere. */
static void
test_planted_link (void)
{
  g_autofree char *dir = sticky_folder ();
  g_autofree char *victim = g_build_filename (dir, "victim.hdgame", NULL);
  g_autofree char *link = g_build_filename (dir, "game.hdgame", NULL);
  g_autofree char *own = g_build_filename (dir, "own.hdgame", NULL);
  g_autofree char *after = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (link);
  g_autoptr(GFile) own_file = g_file_new_for_path (own);
  g_autoptr(HdGame) game = new_game ();
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  g_assert_true (g_file_set_contents (victim, "kept", -1, NULL));
  g_assert_cmpint (symlink (victim, link), ==, 0);
  g_assert_cmpint (symlink (victim, own), ==, 0);
  if (plant (link))
    {
      g_assert_false (hd_log_save (HD_LOG (game), file, &error));
      g_assert_error (error, HD_FILE_ERROR, HD_FILE_ERROR_UNSAFE_LINK);
      g_assert_nonnull (strstr (error->message, "game.hdgame is a symbolic link another user made"));
      g_clear_error (&error);
      g_assert_null (hd_file_lock (file, &error));
      g_assert_error (error, HD_FILE_ERROR, HD_FILE_ERROR_UNSAFE_LINK);
      g_clear_error (&error);
      after = contents_of (victim);
      g_assert_cmpstr (after, ==, "kept");
      g_assert_cmpint (g_lstat (link, &st), ==, 0);
      g_assert_true (S_ISLNK (st.st_mode));
      g_assert_true (hd_log_save (HD_LOG (game), own_file, &error));
      g_assert_no_error (error);
      g_clear_pointer (&after, g_free);
      after = contents_of (victim);
      g_assert_true (g_str_has_prefix (after, "<?xml"));
    }
  g_unlink (own);
  g_unlink (link);
  g_unlink (victim);
  g_rmdir (dir);
}

/* Item 13: a lock file that is a link (planted where the lock would be)
 * is never opened through: nothing is made where it points, and the
 * game is not taken as locked. */
static void
test_planted_lock_link (void)
{
  g_autofree char *dir = sticky_folder ();
  g_autofree char *path = g_build_filename (dir, "game.hdgame", NULL);
  g_autofree char *lock_path = g_strconcat (path, ".lock", NULL);
  g_autofree char *pointed = g_build_filename (dir, "made-by-the-lock", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *listing = NULL;

  g_assert_cmpint (symlink (pointed, lock_path), ==, 0);
  g_assert_null (hd_file_lock (file, &error));
  g_assert_error (error, HD_FILE_ERROR, HD_FILE_ERROR_UNSAFE_LINK);
  g_assert_nonnull (strstr (error->message, "game.hdgame.lock"));
  g_assert_false (g_file_test (pointed, G_FILE_TEST_EXISTS));
  g_assert_false (hd_file_is_locked (file));
  listing = hd_test_list_dir (dir);
  g_assert_cmpstr (listing, ==, "game.hdgame.lock");
  g_unlink (lock_path);
  g_rmdir (dir);
}

/* Item 13: the temporary files a killed save left beside a link's target
 * (where saves through the link make them) are cleaned up like those
 * beside the link; a stranger's in a sticky folder are left alone. */
static void
test_leftovers_beside_target (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-clean-XXXXXX", NULL);
  g_autofree char *sub = g_build_filename (dir, "real", NULL);
  g_autofree char *target = g_build_filename (sub, "game.hdgame", NULL);
  g_autofree char *link = g_build_filename (dir, "link.hdgame", NULL);
  g_autofree char *left = g_build_filename (sub, "game.hdgame.hd-partial-Q2X9ZB", NULL);
  g_autofree char *sticky = sticky_folder ();
  g_autofree char *stranger = g_build_filename (sticky, "game.hdgame.hd-partial-7HJ2KD", NULL);
  g_autofree char *in_sticky = g_build_filename (sticky, "game.hdgame", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (link);
  g_autoptr(GFile) sticky_file = g_file_new_for_path (in_sticky);
  g_autofree char *listing = NULL;

  g_assert_cmpint (g_mkdir (sub, 0700), ==, 0);
  g_assert_true (g_file_set_contents (target, "kept", -1, NULL));
  g_assert_true (g_file_set_contents (left, "<hou", -1, NULL));
  set_age (left, 2 * 3600);
  g_assert_cmpint (symlink (target, link), ==, 0);
  g_assert_cmpuint (hd_file_remove_leftovers_of (file, 60), ==, 1);
  listing = hd_test_list_dir (sub);
  g_assert_cmpstr (listing, ==, "game.hdgame");

  g_assert_true (g_file_set_contents (stranger, "<hou", -1, NULL));
  set_age (stranger, 2 * 3600);
  if (lchown (stranger, 12345, 12345) == 0)
    {
      g_assert_cmpuint (hd_file_remove_leftovers_of (sticky_file, 60), ==, 0);
      g_assert_true (g_file_test (stranger, G_FILE_TEST_EXISTS));
    }
  g_unlink (stranger);
  g_rmdir (sticky);
  g_unlink (link);
  g_unlink (target);
  g_rmdir (sub);
  g_rmdir (dir);
}

/* A pipe, a folder and (where this user may make one: root) a device,
 * each beside @dir's other files; returns their paths (NULL-ended). */
static GStrv
special_files (const char *dir)
{
  g_autoptr(GStrvBuilder) paths = g_strv_builder_new ();
  g_autofree char *fifo = g_build_filename (dir, "pipe.hdgame", NULL);
  g_autofree char *folder = g_build_filename (dir, "folder.hdgame", NULL);
  g_autofree char *device = g_build_filename (dir, "null.hdgame", NULL);

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  g_strv_builder_add_many (paths, fifo, folder, NULL);
  if (mknod (device, S_IFCHR | 0666, makedev (1, 3)) == 0)   /* as /dev/null */
    g_strv_builder_add (paths, device);
  else
    g_test_message ("no device made (only root may): %s", g_strerror (errno));
  return g_strv_builder_end (paths);
}

/* Item 14: a save onto something that is not a regular file (a pipe, a
 * folder, a device such as /dev/null, or a link to one) is refused with
 * a message naming it, and changes nothing: the pipe stays a pipe, no
 * temporary file is left. */
static void
test_save_not_regular (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-special-XXXXXX", NULL);
  g_auto(GStrv) paths = special_files (dir);
  g_autofree char *link = g_build_filename (dir, "link.hdgame", NULL);
  g_autofree char *before = NULL;
  g_autoptr(HdGame) game = new_game ();

  g_assert_cmpint (symlink ("pipe.hdgame", link), ==, 0);
  before = hd_test_list_dir (dir);
  for (guint i = 0; paths[i] != NULL; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (paths[i]);
      g_autoptr(GError) error = NULL;
      g_autofree char *after = NULL;
      GStatBuf was, is;

      g_assert_cmpint (g_lstat (paths[i], &was), ==, 0);
      g_assert_false (hd_log_save (HD_LOG (game), file, &error));
      g_assert_error (error, HD_FILE_ERROR, HD_FILE_ERROR_NOT_REGULAR);
      g_assert_true (g_str_has_prefix (error->message, paths[i]));
      g_assert_nonnull (strstr (error->message, "is not a regular file"));
      g_assert_cmpint (g_lstat (paths[i], &is), ==, 0);
      g_assert_cmpuint (is.st_mode, ==, was.st_mode);
      g_assert_cmpuint (is.st_ino, ==, was.st_ino);
      after = hd_test_list_dir (dir);
      g_assert_cmpstr (after, ==, before);
    }
  {
    g_autoptr(GFile) file = g_file_new_for_path (link);
    g_autoptr(GError) error = NULL;

    g_assert_false (hd_log_save (HD_LOG (game), file, &error));
    g_assert_error (error, HD_FILE_ERROR, HD_FILE_ERROR_NOT_REGULAR);
  }
  g_unlink (link);
  for (guint i = 0; paths[i] != NULL; i++)
    g_remove (paths[i]);
  g_rmdir (dir);
}

/* libxml2's own sentence for @text (its first line), or NULL when it
 * finds nothing wrong: what must never reach a person. */
static char *
libxml2_says (const char *text, gsize len)
{
  xmlParserCtxt *parser = xmlNewParserCtxt ();
  xmlDoc *doc = xmlCtxtReadMemory (parser, text, (int) len, "x", NULL,
                                   XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
  const xmlError *e = xmlCtxtGetLastError (parser);
  char *said = e != NULL && e->message != NULL && e->level > XML_ERR_WARNING
               ? g_strndup (e->message, strcspn (e->message, "\n")) : NULL;

  xmlFreeDoc (doc);
  xmlFreeParserCtxt (parser);
  return said;
}

/* @loaded failed with @error, in our words: named file and line, and not
 * a word of libxml2's own sentence for @text. */
static void
assert_our_words (gboolean loaded, const GError *error, const char *source, const char *text, gsize len)
{
  g_autofree char *theirs = libxml2_says (text, len);
  g_autofree char *where = g_strconcat (source, ":", NULL);

  g_assert_false (loaded);
  g_assert_nonnull (error);
  if (theirs != NULL && strstr (error->message, theirs) != NULL)
    g_error ("libxml2's words reach a person: %s", error->message);
  if (!g_str_has_prefix (error->message, where) || !g_ascii_isdigit (error->message[strlen (where)]))
    g_error ("no line in: %s", error->message);
  g_assert_null (strchr (error->message, '\n'));
}

/* Damage of every kind XML can have, put in place of the first action. */
static const char * const xml_damage[] = {
  "<action type=\"end-segment\"></actio>", "<action type=end-segment/>",
  "<action type=\"end-segment\" type=\"x\"/>", "<action type=\"a<b\"/>", "<action type=\"&nope;\"/>",
  "<!-- a -- b -->", "<?xml version=\"1.0\"?>", "<action type=\"\x01\"/>", "<action type=\"x\" <",
  "</house-divided-game></house-divided-campaign>", "<x:action xmlns:y=\"u\"/>", "<action type=\"&#0;\"/>",
  "<![CDATA[ x ", "<action type=\"\xff\"/>", "<action 1a=\"x\"/>", "<action type=\"x\"b=\"y\"/>",
  "<action type=\"x\"/></action>", "<action type='x\"/>", "<action type=\"x\" / >", "<a><b></a></b>",
};

/* Item 15: every way a save can be damaged (cut short anywhere, nested
 * too deep, any fault of XML) is told in our words with the file and the
 * line; not one sentence of libxml2's own ("Couldn't find end of Start
 * Tag action", "Premature end of data") reaches a person. */
static void
test_xml_words (void)
{
  g_autoptr(HdGame) game = new_game ();
  g_autoptr(HdCampaignGame) campaign = hd_campaign_game_new (board, NULL);
  GBytes *saves[2];
  g_autoptr(GString) deep = g_string_new (NULL);

  apply_line (game, "move Union Mi from Washington to Baltimore");
  apply_line (game, "flip Union Mi in Baltimore");
  saves[0] = hd_log_to_bytes (HD_LOG (game));
  saves[1] = hd_log_to_bytes (HD_LOG (campaign));
  for (guint i = 0; i < 300; i++)
    g_string_append (deep, "<action>");
  for (guint k = 0; k < G_N_ELEMENTS (saves); k++)
    {
      gsize len;
      const char *text = g_bytes_get_data (saves[k], &len);
      const char *first = k == 0 ? strstr (text, "<action") : strstr (text, "<setup>");
      gsize step = k == 0 ? 1 : 97;   /* a campaign's set-up is long: every 97th byte */

      for (gsize cut = strlen ("<?xml"); cut + 2 < len; cut += step)
        {
          g_autoptr(GBytes) bytes = g_bytes_new (text, cut);
          g_autoptr(GError) error = NULL;
          gboolean loaded = k == 0 ? hd_game_new_from_bytes (board, bytes, "s.hdgame", &error) != NULL
                                   : hd_campaign_game_new_from_bytes (board, bytes, "s.hdgame", &error) != NULL;

          assert_our_words (loaded, error, "s.hdgame", text, cut);
        }
      for (guint i = 0; i <= G_N_ELEMENTS (xml_damage); i++)
        {
          g_autofree char *bad = g_strdup_printf ("%.*s%s%s", (int) (first - text), text,
                                                  i < G_N_ELEMENTS (xml_damage) ? xml_damage[i] : deep->str, first);
          g_autoptr(GBytes) bytes = g_bytes_new (bad, strlen (bad));
          g_autoptr(GError) error = NULL;
          gboolean loaded = k == 0 ? hd_game_new_from_bytes (board, bytes, "s.hdgame", &error) != NULL
                                   : hd_campaign_game_new_from_bytes (board, bytes, "s.hdgame", &error) != NULL;

          g_test_message ("%s", error != NULL ? error->message : "(loaded)");
          assert_our_words (loaded, error, "s.hdgame", bad, strlen (bad));
        }
      g_bytes_unref (saves[k]);
    }
}

int
main (int argc, char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();

  g_test_add_func ("/files/full-disk", test_full_disk);
  g_test_add_func ("/files/read-only-folder", test_read_only_folder);
  g_test_add_func ("/files/not-regular", test_not_regular);
  g_test_add_func ("/files/leftovers", test_leftovers);
  g_test_add_func ("/files/leftovers-keep-own-files", test_leftovers_keep_own_files);
  g_test_add_func ("/files/save-through-link", test_save_through_link);
  g_test_add_func ("/files/lock", test_lock);
  g_test_add_func ("/files/games-folder", test_games_folder);
  g_test_add_func ("/files/games-folder-not-begun", test_games_folder_not_begun);
  g_test_add_func ("/files/dtd-refused", test_dtd_refused);
  g_test_add_func ("/files/messages", test_messages);
  g_test_add_func ("/files/xml-messages", test_xml_messages);
  g_test_add_func ("/files/lock-through-link", test_lock_through_link);
  g_test_add_func ("/files/planted-link", test_planted_link);
  g_test_add_func ("/files/planted-lock-link", test_planted_lock_link);
  g_test_add_func ("/files/leftovers-beside-target", test_leftovers_beside_target);
  g_test_add_func ("/files/save-not-regular", test_save_not_regular);
  g_test_add_func ("/files/xml-words", test_xml_words);

  ret = g_test_run ();
  g_clear_object (&board);
  return ret;
}
