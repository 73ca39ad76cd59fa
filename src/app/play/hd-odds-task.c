/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-odds-task.c: a battle's odds worked out in a thread, and said in
 * words.  The engine decides how and does the arithmetic (hd_odds_work_out,
 * rule 5.0), as for the command line; this only keeps the window
 * responsive while it does. */
#define G_LOG_DOMAIN "hd-odds-task"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-odds-task.h"

static void
odds_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  const HdState *battle = data;
  g_autofree HdOddsResult *r = g_new0 (HdOddsResult, 1);

  if (!hd_odds_work_out (battle, cancellable, r))
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "cancelled");
      return;
    }
  g_task_return_pointer (task, g_steal_pointer (&r), g_free);
}

void
hd_odds_task_start (gpointer             source,
                    const HdState       *battle,
                    GCancellable        *cancellable,
                    GAsyncReadyCallback  callback,
                    gpointer             data)
{
  g_autoptr(GTask) task = g_task_new (source, cancellable, callback, data);

  g_task_set_task_data (task, hd_state_copy (battle), (GDestroyNotify) hd_state_free);
  g_task_run_in_thread (task, odds_thread);
}

void
hd_odds_task_restart (gpointer             source,
                      const HdState       *battle,
                      GCancellable       **cancellable,
                      guint               *serial,
                      GAsyncReadyCallback  callback)
{
  if (*cancellable != NULL)
    g_cancellable_cancel (*cancellable);
  g_clear_object (cancellable);
  *cancellable = g_cancellable_new ();
  (*serial)++;
  hd_odds_task_start (source, battle, *cancellable, callback, GUINT_TO_POINTER (*serial));
}

gboolean
hd_odds_task_finish (GAsyncResult *result,
                     HdOddsResult *out)
{
  g_autofree HdOddsResult *r = g_task_propagate_pointer (G_TASK (result), NULL);

  if (r == NULL)
    return FALSE;
  *out = *r;
  return TRUE;
}

char *
hd_odds_describe (HdSide              side,
                  const HdOddsResult *odds)
{
  const char *attacker = hd_side_get_name (side);

  if (odds->samples == 0)
    /* TRANSLATORS: the exact chance the attacker wins (5.0), e.g. "Confederate attacker wins: 24.9%" */
    return g_strdup_printf (_("%s attacker wins: %.1f%%  ·  defender: %.1f%%"), attacker, 100 * odds->p,
                            100 * (1 - odds->p));
  if (odds->days || odds->morale || odds->leaders)
    {
      GString *why = g_string_new (NULL);
      char *text;

      /* TRANSLATORS: why a battle's odds are sampled: the dice and choices not yet made (each plural) */
      if (odds->days)
        g_string_append (why, _("the leadership rolls of the days ahead (Advanced 7.0)"));
      if (odds->morale)
        g_string_append_printf (why, "%s%s", why->len > 0 ? _(", ") : "",
                                _("morale checks and rallies (Advanced 8.1)"));
      if (odds->leaders)
        g_string_append_printf (why, "%s%s", why->len > 0 ? _(", ") : "",
                                _("the leaders' pluses, spread by the companion (Advanced 8.2.2)"));
      /* TRANSLATORS: the chance from %u sampled battles, its margin at 95 %%, then what is not yet known,
       * e.g. "Union attacker wins: about 47.3% (± 0.5 points), from 40000 battles played out at random:
       * morale checks and rallies (Advanced 8.1) are still to come" */
      text = g_strdup_printf (ngettext ("%s attacker wins: about %.1f%% (± %.1f points), from %u battle played out "
                                          "at random: %s are still to come",
                                          "%s attacker wins: about %.1f%% (± %.1f points), from %u battles played out "
                                          "at random: %s are still to come", odds->samples),
                              attacker, 100 * odds->p, 100 * odds->margin, odds->samples, why->str);
      g_string_free (why, TRUE);
      return text;
    }
  /* TRANSLATORS: a battle too big for exact odds: the chance from %u sampled battles, its margin at 95 %% */
  return g_strdup_printf (ngettext ("%s attacker wins: about %.1f%% (± %.1f points), from %u battle played out at random "
                                    "(too many units to work the odds out exactly)",
                                    "%s attacker wins: about %.1f%% (± %.1f points), from %u battles played out at random "
                                    "(too many units to work the odds out exactly)", odds->samples),
                          attacker, 100 * odds->p, 100 * odds->margin, odds->samples);
}
