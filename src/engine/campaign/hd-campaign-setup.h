/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-setup.h: the Campaign Game's set-up file (docs/campaign.md,
 * "The order of battle and the set-up file"): the umpire's settings
 * (Campaign 3.2's reduced Union city, 12.1's Base Recruiting Numbers,
 * 14.4's fortress), the control of every box that differs from the
 * board, and the order of battle; read with the engine's XML guards (no
 * DTD, size caps, messages quoting the place), written back so that what
 * is read is what was saved.  The July 1861 set-up ships as
 * data/campaign/setup-1861.xml in the engine's resources. */
#pragma once

#include "hd-campaign.h"

G_BEGIN_DECLS

#define HD_CAMPAIGN_SETUP_ERROR (hd_campaign_setup_error_quark ())

typedef enum {
  HD_CAMPAIGN_SETUP_ERROR_NOT_XML,    /* not well-formed, empty */
  HD_CAMPAIGN_SETUP_ERROR_FORBIDDEN,  /* a DTD or entity declaration */
  HD_CAMPAIGN_SETUP_ERROR_TOO_LARGE,  /* over the size or record caps */
  HD_CAMPAIGN_SETUP_ERROR_INVALID,    /* well-formed, but no set-up of ours */
} HdCampaignSetupError;

/* The most bytes and records a set-up file may have. */
#define HD_CAMPAIGN_SETUP_MAX_BYTES (2 * 1024 * 1024)
#define HD_CAMPAIGN_SETUP_MAX_RECORDS 20000

GQuark      hd_campaign_setup_error_quark  (void);

/* The July 1861 set-up (the natural reading of the document: AHD 2.0's
 * militia as corps of Appendices I and II; docs/rules-decisions.md). */
HdCampaign *hd_campaign_setup_new_default  (HdMap            *map,
                                            GError          **error);
/* A set-up file's position (Game Turn 1, the Union's Movement Phase);
 * NULL with a message naming what and where when it is damaged. */
HdCampaign *hd_campaign_setup_load         (HdMap            *map,
                                            GBytes           *bytes,
                                            const char       *source_name,
                                            GError          **error);
/* The set-up file of @c's order of battle, settings and control. */
GBytes     *hd_campaign_setup_save         (const HdCampaign *c);

G_END_DECLS
