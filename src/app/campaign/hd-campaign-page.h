/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-page.h: the side panel of a Campaign Game (Campaign 5):
 * the Game Turn and phase, the guide, the books, the panel of the phase
 * (the play panels of hd-campaign-*-panel.c in its stack) and the way to
 * the order of battle; it puts the campaign's pieces on the board. */
#pragma once

#include <adwaita.h>

#include "hd-board-view.h"
#include "hd-campaign-game.h"

G_BEGIN_DECLS

#define HD_TYPE_CAMPAIGN_PAGE (hd_campaign_page_get_type ())
G_DECLARE_FINAL_TYPE (HdCampaignPage, hd_campaign_page, HD, CAMPAIGN_PAGE, GtkWidget)

/* Shows @game (NULL: none) as @viewer may see it, its pieces on @board
 * (taken off it with NULL). */
void                    hd_campaign_page_set_game   (HdCampaignPage         *self,
                                                     HdCampaignGame         *game,
                                                     const HdCampaignViewer *viewer,
                                                     HdBoardView            *board);
HdCampaignGame         *hd_campaign_page_get_game   (HdCampaignPage         *self);
/* The campaign as the page shows it now, or NULL with no game. */
const HdCampaignView   *hd_campaign_page_get_view   (HdCampaignPage         *self);
const HdCampaignViewer *hd_campaign_page_get_viewer (HdCampaignPage         *self);
/* Makes @action in the game; a refusal is emitted as "refused" (its
 * message cites the rule) and changes nothing. */
gboolean                hd_campaign_page_apply      (HdCampaignPage         *self,
                                                     const HdCampaignAction *action);
/* Where the campaign stands: "07/1861, Game Turn 1: the Union's Player
 * Turn, Movement Phase." */
char                   *hd_campaign_page_describe_turn (const HdCampaignView *view);
/* The stack of the phases' panels and the name of the one shown. */
GtkStack               *hd_campaign_page_get_panel_stack (HdCampaignPage    *self);
/* The order of battle's window, opened (and made) on demand, or NULL. */
GtkWindow              *hd_campaign_page_get_oob_dialog  (HdCampaignPage    *self);
void                    hd_campaign_page_show_oob        (HdCampaignPage    *self);

/* Writes the game's set-up (hd_campaign_game_export_setup()) to @file,
 * whole or not at all. */
gboolean                hd_campaign_page_export_setup    (HdCampaignPage    *self,
                                                          GFile             *file,
                                                          GError           **error);

/* Signals: "refused" (const GError *): an action of the page, its order of
 * battle or a panel was refused. */

G_END_DECLS
