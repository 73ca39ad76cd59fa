/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-dispatch.h: the campaign at a distance (issue 35, item 10;
 * docs/campaign.md, "Dispatches and orders").  A dispatch is one seat's
 * view for the turn and nothing else: a header naming the campaign, the
 * seat, the position it was written at and the key the seat signs its
 * orders with, then the president's fogged position as a snapshot
 * (hd-campaign-snapshot.h), then a checksum against damage.  The seat's
 * orders come back as a small file: the same header without the key, the
 * orders as action lines, and their HMAC-SHA256 under that key.
 *
 * Every secret comes from the campaign's dispatch key (the umpire's,
 * `dispatch-key`, hd-campaign-seats.h), which never leaves the master:
 * the campaign's id is a hash of it; a position's fingerprint is an HMAC
 * of the whole truth under it (so that it tells nothing of the truth);
 * a seat's orders key is an HMAC of the seat and the fingerprint under
 * it, so that one seat cannot sign another's orders, nor orders for
 * another moment or campaign.  Nothing in a file counts the master's
 * actions (how busy the enemy was). */
#pragma once

#include "hd-campaign.h"

G_BEGIN_DECLS

#define HD_CAMPAIGN_DISPATCH_ERROR (hd_campaign_dispatch_error_quark ())

typedef enum {
  HD_CAMPAIGN_DISPATCH_ERROR_NOT_OURS,   /* not a dispatch (or orders) file */
  HD_CAMPAIGN_DISPATCH_ERROR_NEWER,      /* written by a newer program */
  HD_CAMPAIGN_DISPATCH_ERROR_DAMAGED,    /* its checksum or its lines are wrong */
  HD_CAMPAIGN_DISPATCH_ERROR_FOREIGN,    /* another campaign's */
  HD_CAMPAIGN_DISPATCH_ERROR_TAMPERED,   /* orders whose HMAC does not hold */
  HD_CAMPAIGN_DISPATCH_ERROR_STALE,      /* written for a position the campaign has left */
  HD_CAMPAIGN_DISPATCH_ERROR_AMENDMENT,  /* the umpire's amendment to an order cannot be read */
} HdCampaignDispatchError;

#define HD_CAMPAIGN_DISPATCH_FORMAT 1
#define HD_CAMPAIGN_DISPATCH_MAX_BYTES (2 * 1024 * 1024)   /* as a set-up: a save embeds it */
#define HD_CAMPAIGN_ORDERS_MAX_BYTES (256 * 1024)
#define HD_CAMPAIGN_ORDERS_MAX 500

/* What a dispatch or an orders file says of itself. */
typedef struct {
  HdSide  seat;
  char   *campaign;     /* the campaign's id: 16 hexadecimal digits */
  char   *position;     /* the truth's fingerprint then: 32 hexadecimal digits */
  char   *orders_key;   /* a dispatch's only: the seat's key for its orders */
} HdCampaignDispatchHeader;

void  hd_campaign_dispatch_header_clear (HdCampaignDispatchHeader *header);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (HdCampaignDispatchHeader, hd_campaign_dispatch_header_clear)

GQuark      hd_campaign_dispatch_error_quark (void);

/* Whether @text begins as a dispatch, or as orders. */
gboolean    hd_campaign_dispatch_is_dispatch (const char *text,
                                              gsize       length);
gboolean    hd_campaign_dispatch_is_orders   (const char *text,
                                              gsize       length);

/* The truth's fingerprint under its dispatch key (which it must have). */
char       *hd_campaign_dispatch_fingerprint (const HdCampaign *truth);
/* @seat's dispatch at @truth: the header, @seat's fogged position, the
 * checksum. */
char       *hd_campaign_dispatch_write       (const HdCampaign *truth,
                                              HdSide            seat);
/* A dispatch read back: its header (in @out) and its position. */
HdCampaign *hd_campaign_dispatch_read        (HdMap                    *map,
                                              const char               *text,
                                              gsize                     length,
                                              HdCampaignDispatchHeader *out,
                                              GError                  **error);
/* The orders file of @actions (HdCampaignAction) under a dispatch's
 * header, signed with its orders key. */
char       *hd_campaign_dispatch_write_orders (const HdCampaignDispatchHeader *dispatch,
                                               const GPtrArray                *actions);
/* Orders read back for the campaign whose truth is @truth: their header
 * (@out) and actions, refused whole when the file is not orders, is
 * damaged, belongs to another campaign or its HMAC does not hold
 * (whether they fit the position now is the game's to say). */
GPtrArray  *hd_campaign_dispatch_read_orders (const HdCampaign         *truth,
                                              const char               *text,
                                              gsize                     length,
                                              HdCampaignDispatchHeader *out,
                                              GError                  **error);

G_END_DECLS
