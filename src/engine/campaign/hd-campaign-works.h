/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-works.h: entrenchments on the strategic map (Campaign 7.6,
 * 14): which boxes hold permanent works, and works lost when the last
 * troops leave a box.  Below the marches and the battles, which both
 * take troops out of boxes. */
#pragma once

#include "hd-campaign.h"

G_BEGIN_DECLS

/* Entrenchments last while troops stay (7.6): clears @box's works when
 * no troops are left in it, unless it is a permanent fortification
 * (14).  For every module that takes troops out of a box. */
void       hd_campaign_works_leave_box      (HdCampaign *campaign,
                                             guint       box);
/* Whether @box is a permanent fortification (14: Washington, Fort
 * Monroe, Richmond, the Mississippi River fortress). */
gboolean   hd_campaign_works_is_permanent   (const HdCampaign *campaign,
                                             guint             box);

G_END_DECLS
