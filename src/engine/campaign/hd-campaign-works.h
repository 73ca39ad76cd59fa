/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-works.h: how long works last (Campaign 7.6, 14): the
 * permanent fortifications, and entrenchments lost with the last troops
 * in their box.  Below the modules that move troops out of a box (marches,
 * battles), so that each may call it. */
#pragma once

#include "hd-campaign.h"

G_BEGIN_DECLS

/* Whether @box is a permanent fortification (14: Washington, Fort
 * Monroe, Richmond, the Mississippi River fortress). */
gboolean hd_campaign_works_is_permanent (const HdCampaign *campaign,
                                         guint             box);
/* Entrenchments last while troops stay (7.6): clears @box's works when
 * no troops are left in it, unless it is a permanent fortification. */
void     hd_campaign_works_leave_box    (HdCampaign       *campaign,
                                         guint             box);

G_END_DECLS
