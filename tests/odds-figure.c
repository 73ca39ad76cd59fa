/* SPDX-License-Identifier: GPL-3.0-or-later */
/* odds-figure.c: the engine's odds of two lines written out, as
 * `odds-figure [--confederate] "LINES"` (hd_preview_lines, then
 * hd_odds_work_out), printed as JSON {"attacker_wins", "samples",
 * "margin", "sentence"} (the sentence the app's panels show,
 * hd_odds_describe, which has no quote or backslash); tests/test-cli.py
 * checks the command line's `odds` gives the same figure and margin.  With --task, worked out by the application's odds task
 * (src/app/play/hd-odds-task.c, in a thread, as the panels do) instead. */
#include "config.h"

#include <stdio.h>

#include "hd-odds.h"
#include "hd-odds-task.h"
#include "hd-preview.h"

/* What the odds task hands back, and whether it has. */
typedef struct {
  HdOddsResult *out;
  gboolean      done;
} Figure;

static void
task_done (GObject *source, GAsyncResult *result, gpointer data)
{
  Figure *figure = data;

  if (!hd_odds_task_finish (result, figure->out))
    g_error ("the odds task failed");
  figure->done = TRUE;
}

/* The odds of @battle as the app's panels get them (hd_odds_task_start,
 * which hd_odds_task_restart calls). */
static void
by_task (const HdState *battle, HdOdds *out)
{
  g_autoptr(GObject) source = g_object_new (G_TYPE_OBJECT, NULL);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  Figure figure = { out, FALSE };

  hd_odds_task_start (source, battle, cancellable, task_done, &figure);
  while (!figure.done)
    g_main_context_iteration (NULL, TRUE);
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMap) map = hd_map_new_default (&error);
  g_autoptr(HdState) battle = NULL;
  HdSide attacker = HD_SIDE_UNION;
  gboolean task = FALSE;
  const char *lines = NULL;
  g_autofree char *sentence = NULL;
  HdOdds odds;

  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "--confederate"))
      attacker = HD_SIDE_CONFEDERATE;
    else if (g_str_equal (argv[i], "--task"))
      task = TRUE;
    else
      lines = argv[i];
  if (map == NULL || lines == NULL)
    {
      g_printerr ("usage: odds-figure [--confederate] [--task] LINES%s%s\n", error ? ": " : "",
                  error ? error->message : "");
      return 64;
    }
  battle = hd_preview_lines (map, attacker, lines, &error);
  if (battle == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (task)
    by_task (battle, &odds);
  else if (!hd_odds_work_out (battle, NULL, &odds))
    return 1;
  sentence = hd_odds_describe (attacker, &odds);
  printf ("{\"attacker_wins\": %.17g, \"samples\": %u, \"margin\": %.17g, \"sentence\": \"%s\"}\n", odds.p,
          odds.samples, odds.margin, sentence);
  return 0;
}
