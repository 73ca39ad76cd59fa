/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-planner.c: the Movement Segment planned whole (hd-planner.h). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-planner.h"

void
hd_plan_clear (HdPlan *plan)
{
  g_clear_pointer (&plan->actions, g_array_unref);
  g_clear_pointer (&plan->reason, g_free);
  plan->value = 0;
}

gboolean
hd_planner_plan (const HdState           *state,
                 const HdWeights         *weights,
                 const HdPlannerSettings *settings,
                 HdPlayerProgress         progress,
                 gpointer                 progress_data,
                 GCancellable            *cancellable,
                 HdPlan                  *out)
{
  HdAction end = { .type = HD_ACTION_END_SEGMENT };

  memset (out, 0, sizeof *out);
  out->actions = g_array_new (FALSE, FALSE, sizeof (HdAction));
  g_array_append_val (out->actions, end);
  out->reason = g_strdup (_("End the Movement Segment."));
  return TRUE;
}
