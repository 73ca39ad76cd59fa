/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-pieces.h: the Campaign Game's pieces on the board, a layer
 * of HdBoardView (hd_board_view_set_layer()) drawn from an HdCampaignView
 * only: each box's corps as chips, divisions left as garrisons, and who
 * holds a box taken from its side; and the same in words. */
#pragma once

#include <gtk/gtk.h>

#include "hd-board-view.h"
#include "hd-campaign-view.h"

G_BEGIN_DECLS

typedef struct _HdCampaignPieces HdCampaignPieces;

/* Where a chip lies on the board, board units. */
typedef struct {
  guint           box;    /* the box whose formation it shows */
  HdSide          side;
  graphene_rect_t rect;
} HdCampaignChipPlace;

HdCampaignPieces *hd_campaign_pieces_new      (void);
void              hd_campaign_pieces_free     (HdCampaignPieces     *self);
/* Draws @view (not copied: the caller keeps it until the next call or
 * the free) on @board, or nothing with @view NULL (the layer is taken
 * off the board). */
void              hd_campaign_pieces_show     (HdCampaignPieces     *self,
                                               HdBoardView          *board,
                                               const HdCampaignView *view);
/* Box @box in words: who holds it and the formations there, for the
 * tooltip, screen readers and the box's popover. */
char             *hd_campaign_pieces_describe (const HdCampaignView *view,
                                               guint                 box);
/* The number of chips drawn for @side's formations in @box (a "+N"
 * chip counts one): what the window test checks. */
guint             hd_campaign_pieces_count_chips (const HdCampaignView *view,
                                                  guint                 box,
                                                  HdSide                side);

/* Every chip of @view as drawn (HdCampaignChipPlace), its words
 * measured with @widget's fonts: what the window test checks. */
GArray           *hd_campaign_pieces_lay_out  (const HdCampaignView *view,
                                               GtkWidget            *widget);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdCampaignPieces, hd_campaign_pieces_free)

G_END_DECLS
