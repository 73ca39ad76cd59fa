/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-view-private.h: how a view is made from the truth and what
 * it holds, for hd-campaign-view.c, the game (hd-campaign-game.c) and the
 * engine's tests. */
#pragma once

#include "hd-campaign.h"
#include "hd-campaign-view.h"

G_BEGIN_DECLS

struct _HdCampaignViewer
{
  HdViewerRole role;
  HdSide       side;      /* a president's or a commander's; neutral for the umpire */
  /* a commander's armies or corps (a seat may hold several commands),
   * else none */
  guint        formations[HD_CAMPAIGN_MAX_COMMANDS];
  guint        n_formations;
  char         seat[80];  /* the seat's word: "umpire", "union", "union:12", "union:12+40" */
};

struct _HdCampaignView
{
  HdCampaignViewer viewer;
  HdCampaign      *position;   /* what the viewer knows, as a position */
};

/* The view of @truth for @viewer. */
HdCampaignView   *hd_campaign_view_new          (const HdCampaign       *truth,
                                                 const HdCampaignViewer *viewer);
/* The position the view holds: what its viewer knows. */
const HdCampaign *hd_campaign_view_get_position (const HdCampaignView   *self);

G_END_DECLS
