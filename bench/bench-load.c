/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-load.c: how long a 15 MB legal save file, a 15 MB transcript and
 * a campaign transcript of up to 16 MiB (the most read) take to load, and
 * how much memory loading takes (peak resident memory of a fresh process
 * that only loads the file, against one that only loads the board).
 * Target: linear in the file's size, bounded (at most a few seconds, a
 * few hundred MB for the largest file accepted).  Prints the figures;
 * never fails on them. */
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "hd-campaign-game.h"
#include "hd-file.h"
#include "hd-game.h"
#include "hd-transcript.h"

#define TARGET_BYTES (15 * 1000 * 1000)

/* A legal game as large as @bytes: corrections moving a unit to and fro. */
static gsize
size_of (HdGame *game, gboolean as_transcript)
{
  if (as_transcript)
    {
      g_autofree char *text = hd_transcript_write (game);
      return strlen (text);
    }
  {
    g_autoptr(GBytes) b = hd_game_to_bytes (game);
    return g_bytes_get_size (b);
  }
}

static HdGame *
big_game (HdMap *map, gsize bytes, gboolean as_transcript)
{
  g_autoptr(GError) error = NULL;
  HdGame *game = hd_game_new (map, "1862", NULL, &error);
  HdAction there = { HD_ACTION_MOVE_UNIT, hd_map_lookup (map, "Washington")->index,
                     hd_map_lookup (map, "Baltimore")->index, HD_SIDE_UNION, HD_KIND_VI, FALSE, FALSE };
  HdAction back = there;
  gsize per_pair;

  back.box = there.to;
  back.to = there.box;
  g_assert_no_error (error);
  {
    gsize empty = size_of (game, as_transcript);
    g_assert_true (hd_game_apply (game, &there, NULL));
    g_assert_true (hd_game_apply (game, &back, NULL));
    per_pair = size_of (game, as_transcript) - empty;
  }
  for (gsize n = 1; (n + 1) * per_pair < bytes; n++)
    {
      g_assert_true (hd_game_apply (game, &there, NULL));
      g_assert_true (hd_game_apply (game, &back, NULL));
    }
  return game;
}

static long
peak_kb (void)
{
  struct rusage ru;
  getrusage (RUSAGE_SELF, &ru);
  return ru.ru_maxrss;
}

typedef enum { SAVE, TRANSCRIPT, CAMPAIGN_TRANSCRIPT } Kind;

/* @path loaded as a file of @kind: the actions read, or 0 with @error. */
static guint
load (HdMap *map, const char *path, Kind kind, GError **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(HdGame) game = NULL;
  g_autoptr(HdCampaignGame) campaign = NULL;
  const char *text;
  gsize len;

  if (kind == SAVE)
    game = hd_game_new_from_file (map, file, error);
  else if ((bytes = hd_file_load (file, HD_TRANSCRIPT_MAX_BYTES, error)) == NULL)
    return 0;
  text = bytes != NULL ? g_bytes_get_data (bytes, &len) : NULL;
  if (kind == TRANSCRIPT)
    game = hd_transcript_read (map, text, (gssize) len, path, NULL, NULL, error);
  else if (kind == CAMPAIGN_TRANSCRIPT)
    campaign = hd_campaign_game_read_transcript (map, text, (gssize) len, path, NULL, NULL, NULL, error);
  return game != NULL ? hd_game_get_n_actions (game) : campaign != NULL ? hd_campaign_game_get_n_actions (campaign) : 0;
}

/* In a child process: load @path (a file of @kind) and report the time
 * and the peak memory over the board alone. */
static void
measure (const char *path, Kind kind, const char *what)
{
  int fds[2];
  pid_t pid;

  g_assert_cmpint (pipe (fds), ==, 0);
  pid = fork ();
  if (pid == 0)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(HdMap) map = hd_map_new_default (&error);
      long base = peak_kb ();
      gint64 t0 = g_get_monotonic_time ();
      guint n = load (map, path, kind, &error);
      char line[256];

      g_snprintf (line, sizeof line, "%-32s %8.0f ms  %6ld MB over the board  %u actions%s%s\n", what,
                  (g_get_monotonic_time () - t0) / 1000.0, (peak_kb () - base) / 1024, n,
                  error ? "  error: " : "", error ? error->message : "");
      if (write (fds[1], line, strlen (line)) < 0)
        _exit (1);
      _exit (0);
    }
  close (fds[1]);
  {
    char buf[512] = { 0 };
    ssize_t n = read (fds[0], buf, sizeof buf - 1);
    if (n > 0)
      fputs (buf, stdout);
  }
  close (fds[0]);
  waitpid (pid, NULL, 0);
}

/* A legal campaign transcript of @bytes (at most): the umpire's corrections
 * to and fro with a note between, as a long campaign's log of short lines
 * (docs/transcript.md). */
static char *
big_campaign (gsize bytes)
{
  static const char * const lines[] = {
    "umpire-control box=louisville side=union\n", "note text=x\n",
    "umpire-control box=louisville side=confederate\n", "note text=x\n",
  };
  GString *out = g_string_new ("campaign\n");

  for (guint i = 0; out->len + strlen (lines[i % G_N_ELEMENTS (lines)]) <= bytes; i++)
    g_string_append (out, lines[i % G_N_ELEMENTS (lines)]);
  return g_string_free (out, FALSE);
}

int
main (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMap) map = hd_map_new_default (&error);
  g_autofree char *dir = g_dir_make_tmp ("bench-load-XXXXXX", NULL);
  g_autofree char *save = g_build_filename (dir, "big.hdgame", NULL);
  g_autofree char *text_path = g_build_filename (dir, "big.txt", NULL);
  const double fractions[] = { 0.25, 0.5, 1.0 };

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (fractions); i++)
    {
      g_autoptr(HdGame) game = big_game (map, (gsize) (TARGET_BYTES * fractions[i]), FALSE);
      g_autoptr(HdGame) long_game = big_game (map, (gsize) (TARGET_BYTES * fractions[i]), TRUE);
      g_autoptr(GBytes) bytes = hd_game_to_bytes (game);
      g_autofree char *text = hd_transcript_write (long_game);
      g_autofree char *what_save = g_strdup_printf ("save, %.1f MB", g_bytes_get_size (bytes) / 1e6);
      g_autofree char *what_text = g_strdup_printf ("transcript, %.1f MB", strlen (text) / 1e6);

      g_assert_true (g_file_set_contents (save, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes), NULL));
      g_assert_true (g_file_set_contents (text_path, text, -1, NULL));
      measure (save, SAVE, what_save);
      measure (text_path, TRANSCRIPT, what_text);
    }
  for (guint i = 0; i < G_N_ELEMENTS (fractions); i++)
    {
      g_autofree char *text = big_campaign ((gsize) (HD_TRANSCRIPT_MAX_BYTES * fractions[i]));
      g_autofree char *what = g_strdup_printf ("campaign transcript, %.1f MiB", strlen (text) / 1048576.0);

      g_assert_true (g_file_set_contents (text_path, text, -1, NULL));
      measure (text_path, CAMPAIGN_TRANSCRIPT, what);
    }
  g_unlink (save);
  g_unlink (text_path);
  g_rmdir (dir);
  return 0;
}
