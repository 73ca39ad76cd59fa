/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-works.c: where works are permanent (Campaign 14) and works
 * lost with the last troops to leave a box (7.6). */
#include "config.h"

#include "hd-campaign-private.h"
#include "hd-campaign-works.h"

gboolean
hd_campaign_works_is_permanent (const HdCampaign *campaign,
                                guint             box)
{
  const HdBox *b = hd_map_get_box (campaign->map, box);

  if (box == campaign->settings.western_fortress)
    return TRUE;
  /* the board's fourth permanent work, Vicksburg, is the campaign's only
   * when the Confederacy names it its river fortress (14.4) */
  return b->permanent_entrenchment && !g_str_equal (b->id, "vicksburg");
}

void
hd_campaign_works_leave_box (HdCampaign *campaign,
                             guint       box)
{
  if (box >= campaign->n_boxes || hd_campaign_works_is_permanent (campaign, box))
    return;
  if (!hd_campaign_has_troops_at (campaign, box, HD_SIDE_UNION)
      && !hd_campaign_has_troops_at (campaign, box, HD_SIDE_CONFEDERATE))
    campaign->works[box] = 0;
}
