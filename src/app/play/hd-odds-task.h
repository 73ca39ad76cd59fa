/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-odds-task.h: a battle's odds worked out in a thread by the engine's
 * policy (exact, or from random battles: hd-odds.h), for the panels that
 * show them: the battle panel, and the movement panel before a move into
 * enemy units. */
#pragma once

#include <gio/gio.h>

#include "hd-odds.h"
#include "hd-state.h"

G_BEGIN_DECLS

/* The engine's odds policy's answer (hd_odds_work_out), as the command
 * line gets it too. */
typedef HdOdds HdOddsResult;

/* Works out the odds of @battle (copied) in a thread; @callback gets
 * @data. */
void      hd_odds_task_start   (gpointer             source,
                                const HdState       *battle,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             data);
/* Cancels the work under way in *@cancellable (if any), counts a new
 * *@serial and starts anew for @battle; @callback gets the serial as data,
 * to tell stale answers. */
void      hd_odds_task_restart (gpointer             source,
                                const HdState       *battle,
                                GCancellable       **cancellable,
                                guint               *serial,
                                GAsyncReadyCallback  callback);
gboolean  hd_odds_task_finish (GAsyncResult        *result,
                               HdOddsResult        *out);
/* "Confederate attacker wins: 24.9%  ·  defender: 75.1%" */
char     *hd_odds_describe    (HdSide               attacker,
                               const HdOddsResult  *odds);

G_END_DECLS
