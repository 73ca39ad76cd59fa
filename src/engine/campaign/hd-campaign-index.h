/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-index.h: the order of battle's index (hd-campaign-index.c),
 * for hd-campaign.c alone, which makes and keeps it; the other modules
 * ask hd_campaign_list_stands_of() and the like. */
#pragma once

#include "hd-campaign-types.h"

G_BEGIN_DECLS

typedef struct _HdCampaignIndex HdCampaignIndex;

/* An index of @formations and @stands (HdCampaignFormation and
 * HdCampaignStand records, in id order). */
HdCampaignIndex *hd_campaign_index_new    (const GArray    *formations,
                                           const GArray    *stands);
void             hd_campaign_index_free   (HdCampaignIndex *self);
/* A record added or removed, or (removed, changed, added again) moved. */
void  hd_campaign_index_add_formation     (HdCampaignIndex           *self,
                                           const HdCampaignFormation *f);
void  hd_campaign_index_remove_formation  (HdCampaignIndex           *self,
                                           const HdCampaignFormation *f);
void  hd_campaign_index_add_stand         (HdCampaignIndex           *self,
                                           const HdCampaignStand     *s);
void  hd_campaign_index_remove_stand      (HdCampaignIndex           *self,
                                           const HdCampaignStand     *s);
/* The ids of @formation's stands, of its children, in id order (NULL for
 * none); of @side's Siege Trains. */
const GArray *hd_campaign_index_get_stands       (HdCampaignIndex *self,
                                                  guint            formation);
const GArray *hd_campaign_index_get_children     (HdCampaignIndex *self,
                                                  guint            formation);
const GArray *hd_campaign_index_get_siege_trains (HdCampaignIndex *self,
                                                  HdSide           side);
/* Invariant 9: NULL if @self lists what @formations and @stands hold,
 * else what it lists wrong (hd-campaign-invariants.c says which
 * invariant). */
char         *hd_campaign_index_check            (HdCampaignIndex *self,
                                                  const GArray    *formations,
                                                  const GArray    *stands);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdCampaignIndex, hd_campaign_index_free)

G_END_DECLS
