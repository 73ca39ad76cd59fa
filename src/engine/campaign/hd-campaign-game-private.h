/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-game-private.h: what the campaign game's own files share
 * (hd-campaign-game.c, hd-campaign-game-dispatch.c): a game from any
 * position, and the dispatch a game in player mode began from. */
#pragma once

#include "hd-campaign-dispatch.h"
#include "hd-campaign-game.h"

G_BEGIN_DECLS

/* A game starting from @initial (taken). */
HdCampaignGame           *hd_campaign_game_new_from_position   (HdMap          *map,
                                                                HdCampaign     *initial);
/* A game in player mode from a dispatch's @text (its save embeds it). */
HdCampaignGame           *hd_campaign_game_new_from_dispatch_text (HdMap      *map,
                                                                   const char *text,
                                                                   gsize       length,
                                                                   GError    **error);
/* The dispatch @self began from: its seat is HD_SIDE_NEUTRAL for the
 * master (no dispatch). */
HdCampaignDispatchHeader *hd_campaign_game_get_dispatch_header (HdCampaignGame *self);

G_END_DECLS
