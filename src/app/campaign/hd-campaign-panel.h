/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-panel.h: what every play panel of the Campaign Game does
 * (marches, battles, recruiting), the part every one of them shares of
 * the play panels' interface (HdSegmentPanel, hd-segment-panel.h, which
 * each implements: whether it is active, boxes chosen and explained, its
 * focus target, a die typed): it shows a game through one viewer's
 * view, lights and chooses boxes on the board while its phase is on,
 * turns choices into actions (hd-campaign-action.h) applied through the
 * game, and emits "refused" with the GError when the rules refuse one
 * (the campaign page shows it; nothing changed).  After an action made
 * from the keyboard the focus stays in the panel, on what is wanted next;
 * an action that ends the panel's part (the phase goes on) emits
 * "finished", for the page to give the focus to the panel now active
 * (hd_campaign_panel_focus).  An abstract widget:
 * each panel derives from it (a template of its own) and keeps the game,
 * viewer and board here.  While a panel uses the board (by default while
 * it is active) it is the board's chooser and lights its marks (the base does both).  The page holds the panels and shows the active
 * one. */
#pragma once

#include <gtk/gtk.h>

#include "hd-board-view.h"
#include "hd-campaign-game.h"
#include "hd-segment-panel.h"

G_BEGIN_DECLS

#define HD_TYPE_CAMPAIGN_PANEL (hd_campaign_panel_get_type ())
G_DECLARE_DERIVABLE_TYPE (HdCampaignPanel, hd_campaign_panel, HD, CAMPAIGN_PANEL, GtkWidget)

struct _HdCampaignPanelClass
{
  GtkWidgetClass parent_class;

  /* the game has changed (or was set): show it */
  void     (*update)    (HdCampaignPanel *self);
  /* whether the board's chooser and marks are the panel's now (by
   * default while it is active) */
  gboolean (*uses_board)  (HdCampaignPanel *self);
  /* while it uses the board: the board's marks (HD_MARK_*, one per box,
   * all zero when called) */
  void     (*fill_marks)  (HdCampaignPanel *self,
                           guint8          *marks);
};

/* The game to show (NULL: none), through @viewer's view (copied), and
 * the board to light and choose boxes on (NULL: none). */
void            hd_campaign_panel_set_game   (HdCampaignPanel        *self,
                                              HdCampaignGame         *game,
                                              const HdCampaignViewer *viewer);
void            hd_campaign_panel_set_board  (HdCampaignPanel        *self,
                                              HdBoardView            *board);
/* Puts the keyboard focus on what the panel wants next (its focus
 * target, else its first control); FALSE if it has none shown. */
gboolean        hd_campaign_panel_focus      (HdCampaignPanel        *self);

/* Asks the active panel for its marks again and lights them (after a
 * choice of the panel's own that changed them). */
void            hd_campaign_panel_update_marks (HdCampaignPanel      *self);

/* For the panels: their game, board and the view of now (NULL without a
 * game; the panel keeps it until the game changes). */
HdCampaignGame *hd_campaign_panel_get_game   (HdCampaignPanel        *self);
HdBoardView    *hd_campaign_panel_get_board  (HdCampaignPanel        *self);
const HdCampaignView *hd_campaign_panel_get_view (HdCampaignPanel    *self);
/* Applies @action through the game; a refusal emits "refused" and
 * returns FALSE. */
gboolean        hd_campaign_panel_apply      (HdCampaignPanel        *self,
                                              const HdCampaignAction *action);
/* Whether the game shown awaits @kind now (hd_campaign_view_get_awaited). */
gboolean        hd_campaign_panel_awaits     (HdCampaignPanel        *self,
                                              HdCampaignAwaits        kind);

/* Sets @key of @action to @box as the board names it ("harpers-ferry"),
 * as the rules read boxes. */
void            hd_campaign_panel_set_box    (HdCampaignPanel        *self,
                                              HdCampaignAction       *action,
                                              const char             *key,
                                              guint                   box);
/* The name of @box on the view's board. */
const char     *hd_campaign_panel_box_name   (HdCampaignPanel        *self,
                                              guint                   box);

G_END_DECLS
