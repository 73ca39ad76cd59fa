/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-seat-window.h: a window bound to one seat of a Campaign
 * Game for its lifetime (issue 35, item 9: "Open a View for…"), for a
 * second monitor or a projector: the board and the campaign page as that
 * seat may see them, its orders made as the seat's, its refusals as
 * toasts; its title names the seat. */
#pragma once

#include <adwaita.h>

#include "hd-campaign-game.h"

G_BEGIN_DECLS

#define HD_TYPE_CAMPAIGN_SEAT_WINDOW (hd_campaign_seat_window_get_type ())
G_DECLARE_FINAL_TYPE (HdCampaignSeatWindow, hd_campaign_seat_window, HD, CAMPAIGN_SEAT_WINDOW, AdwWindow)

HdCampaignSeatWindow   *hd_campaign_seat_window_new        (GtkApplication         *application,
                                                            HdCampaignGame         *game,
                                                            const HdCampaignViewer *viewer);
HdCampaignGame         *hd_campaign_seat_window_get_game   (HdCampaignSeatWindow   *self);
const HdCampaignViewer *hd_campaign_seat_window_get_viewer (HdCampaignSeatWindow   *self);
/* The page it shows (for its tests). */
GtkWidget              *hd_campaign_seat_window_get_page   (HdCampaignSeatWindow   *self);

G_END_DECLS
