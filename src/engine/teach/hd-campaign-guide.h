/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-guide.h: the guide through the Campaign Game's sequence of
 * play (Campaign 5), in a newcomer's words.  Given what one person sees of
 * a campaign (an HdCampaignView, the campaign layer's only header it
 * reads) and what play awaits there, a headline, two or three sentences
 * of advice for that decision, and the rule to read (an entry of the
 * rules reference, as cited: "Campaign 7"); and the whole sequence of
 * play walked step by step, from the march die to the end of the war,
 * the step play is at named.  The application shows it. */
#pragma once

#include <glib.h>

#include "hd-campaign-view.h"

G_BEGIN_DECLS

/* The steps of the sequence of play (Campaign 5), in order. */
typedef enum {
  HD_CAMPAIGN_STEP_MOVEMENT = 0,    /* the march die, the allotment, the marches (7) */
  HD_CAMPAIGN_STEP_BATTLE,          /* contacts, the cavalry test, the table (9) */
  HD_CAMPAIGN_STEP_PROMOTION,       /* recovery and promotions (10) */
  HD_CAMPAIGN_STEP_REORGANISATION,  /* (11) */
  HD_CAMPAIGN_STEP_RECRUITING,      /* four times a year, after both Player Turns (12) */
  HD_CAMPAIGN_STEP_END,             /* the end of the war (4) */
  HD_N_CAMPAIGN_STEPS
} HdCampaignStep;

typedef struct {
  char             *headline;  /* "Union Movement Phase, 07/1861: roll the march die" */
  char             *advice;    /* what to do now and why, citing "Campaign N.N" */
  const char       *rule;      /* the entry to read, as cited: "Campaign 7" */
  HdCampaignAwaits  awaits;
  HdCampaignStep    step;      /* where play is in the sequence */
} HdCampaignGuide;

/* The guide for what play awaits in @view now
 * (hd_campaign_view_get_awaited()). */
HdCampaignGuide *hd_campaign_guide_new     (const HdCampaignView    *view);
/* The guide for @awaited (what hd_campaign_view_get_awaited() says play
 * waits for) in @view. */
HdCampaignGuide *hd_campaign_guide_new_for (const HdCampaignView    *view,
                                            const HdCampaignAwaited *awaited);
void             hd_campaign_guide_free    (HdCampaignGuide         *guide);

/* The step of the sequence of play where @awaits is decided. */
HdCampaignStep   hd_campaign_step_of       (HdCampaignAwaits         awaits);
/* A step of the sequence for a newcomer, translated: its name ("Movement
 * Phase"), what happens in it (two or three sentences), and its rule as
 * cited ("Campaign 7"). */
const char      *hd_campaign_step_get_title (HdCampaignStep          step);
const char      *hd_campaign_step_get_text  (HdCampaignStep          step);
const char      *hd_campaign_step_get_rule  (HdCampaignStep          step);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdCampaignGuide, hd_campaign_guide_free)

G_END_DECLS
