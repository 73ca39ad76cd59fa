/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-tactics.c: the opponent's decisions outside the Movement Segment (hd-tactics.h). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-describe.h"
#include "hd-tactics.h"

void
hd_tactics_decide (const HdState   *state,
                   GArray          *candidates,
                   const HdWeights *weights,
                   gboolean         hard,
                   HdAction        *out,
                   double          *value,
                   char           **reason)
{
  *out = g_array_index (candidates, HdAction, 0);
  *value = 0;
  *reason = hd_action_describe (out, hd_state_get_map (state));
}
