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
    g_autoptr(GBytes) b = hd_log_to_bytes (HD_LOG (game));
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
    g_assert_true (hd_log_apply (HD_LOG (game), &there, NULL));
    g_assert_true (hd_log_apply (HD_LOG (game), &back, NULL));
    per_pair = size_of (game, as_transcript) - empty;
  }
  for (gsize n = 1; (n + 1) * per_pair < bytes; n++)
    {
      g_assert_true (hd_log_apply (HD_LOG (game), &there, NULL));
      g_assert_true (hd_log_apply (HD_LOG (game), &back, NULL));
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
  return game != NULL ? hd_log_get_n_actions (HD_LOG (game)) : campaign != NULL ? hd_log_get_n_actions (HD_LOG (campaign)) : 0;
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

      g_snprintf (line, sizeof line, "%-36s %8.0f ms  %6ld MB over the board  %u actions%s%s\n", what,
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

/* The id the next formation or stand of a campaign from the set-up of
 * July 1861 takes (the set-up's next-id). */
static guint
first_free_id (HdMap *map)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignGame) game = hd_campaign_game_new (map, &error);
  g_autoptr(GBytes) setup = NULL;
  g_autofree char *text = NULL;
  const char *at;

  g_assert_no_error (error);
  setup = hd_campaign_game_export_setup (game);
  text = g_strndup (g_bytes_get_data (setup, NULL), g_bytes_get_size (setup));
  at = strstr (text, "next-id=\"");
  g_assert_nonnull (at);
  return (guint) g_ascii_strtoull (at + strlen ("next-id=\""), NULL, 10);
}

/* The ids of one corps the umpire adds: the corps, its two divisions and
 * the first two brigades of the first. */
typedef struct {
  guint corps, first, second, brigade, other;
} Corps;

/* A corps of two divisions of three brigades and a battery, with a
 * cavalry brigade of its own (9 units of 12, 6.11): 12 lines. */
static void
add_corps (GString *out,
           guint   *next,
           Corps   *c)
{
  static const char *const boxes[] = { "washington", "philadelphia", "pittsburgh", "louisville", "albany" };
  guint k = *next;

  c->corps = (*next)++;
  g_string_append_printf (out, "add-formation kind=corps side=union name=\"Corps %u\" commander=\"General %u\" "
                          "box=%s\n", k, k, boxes[k % G_N_ELEMENTS (boxes)]);
  for (guint d = 0; d < 2; d++)
    g_string_append_printf (out, "add-formation kind=division side=union name=\"Division %u\" commander=\"Brigadier "
                            "%u\" parent=%u\n", d + 1, k, c->corps);
  c->first = (*next)++;
  c->second = (*next)++;
  c->brigade = *next;
  c->other = *next + 1;
  for (guint d = 0; d < 2; d++)
    {
      for (guint b = 0; b < 3; b++)
        g_string_append_printf (out, "add-stand formation=%u name=\"Brigade %u\" arm=infantry sp=4 morale=4\n",
                                d ? c->second : c->first, b + 1);
      g_string_append_printf (out, "add-stand formation=%u name=Battery arm=artillery gun=r-f sp=2 morale=4\n",
                              d ? c->second : c->first);
      *next += 4;
    }
  g_string_append_printf (out, "add-stand formation=%u name=Cavalry arm=cavalry sp=2 morale=4\n", c->corps);
  (*next)++;
}

/* Eight edits of corps @c that leave it as it was: a split and its
 * merge, a brigade to the other division and back, a stand added and
 * removed, a status and a commander. */
static void
edit_corps (GString     *out,
            guint       *next,
            const Corps *c)
{
  g_string_append_printf (out, "split stand=%u sp=1 name=Skirmishers\n", c->brigade);
  g_string_append_printf (out, "merge stand=%u into=%u umpire=yes\n", (*next)++, c->brigade);
  g_string_append_printf (out, "reassign stand=%u to=%u umpire=yes\n", c->other, c->second);
  g_string_append_printf (out, "reassign stand=%u to=%u umpire=yes\n", c->other, c->first);
  g_string_append_printf (out, "add-stand formation=%u name=Volunteers arm=infantry sp=1 morale=3\n", c->corps);
  g_string_append_printf (out, "remove stand=%u\n", (*next)++);
  g_string_append_printf (out, "set-status stand=%u status=trained morale=5\n", c->brigade);
  g_string_append_printf (out, "rename formation=%u commander=\"General %u\"\n", c->corps, *next);
}

/* A legal campaign transcript of @bytes (at most) of the umpire's edits of
 * the order of battle: corps added, 12 formations and stands each, up to
 * @added of them; then edits of those corps that leave them as they were,
 * eight a corps in turn. */
static char *
big_order_of_battle (HdMap *map,
                     gsize  bytes,
                     guint  added)
{
  GString *out = g_string_new ("campaign\n");
  g_autoptr(GArray) corps = g_array_new (FALSE, FALSE, sizeof (Corps));
  guint first = first_free_id (map), next = first;
  Corps c;

  while (next - first + 12 <= added && out->len + 1200 <= bytes)
    {
      add_corps (out, &next, &c);
      g_array_append_val (corps, c);
    }
  for (guint i = 0; out->len + 600 <= bytes; i++)
    edit_corps (out, &next, &g_array_index (corps, Corps, i % corps->len));
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
      g_autoptr(GBytes) bytes = hd_log_to_bytes (HD_LOG (game));
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
  for (guint i = 0; i < G_N_ELEMENTS (fractions); i++)
    {
      g_autofree char *text = big_order_of_battle (map, (gsize) (HD_TRANSCRIPT_MAX_BYTES * fractions[i]), 18000);
      g_autofree char *what = g_strdup_printf ("campaign order of battle, %.1f MiB", strlen (text) / 1048576.0);

      g_assert_true (g_file_set_contents (text_path, text, -1, NULL));
      measure (text_path, CAMPAIGN_TRANSCRIPT, what);
    }
  g_unlink (save);
  g_unlink (text_path);
  g_rmdir (dir);
  return 0;
}
