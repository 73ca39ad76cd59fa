/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-seat-page.h: what a seat's page on a phone shows and sends (issue
 * 36), without a network: the page's data as JSON, written from the
 * seat's view (hd-campaign-view.h) and nothing else, and an order the
 * page sends turned into the action that seat's view makes.  The server
 * (hd-seat-server.h) serves the one and applies the other; the leak test
 * of the campaign's random games holds the JSON to what the seat knows. */
#pragma once

#include <gio/gio.h>

#include "hd-campaign-action.h"
#include "hd-campaign-view.h"

G_BEGIN_DECLS

#define HD_SEAT_PAGE_ERROR (hd_seat_page_error_quark ())

typedef enum {
  HD_SEAT_PAGE_ERROR_NOT_AN_ORDER,   /* not JSON, or not an order the page writes */
  HD_SEAT_PAGE_ERROR_NO_SUCH,        /* a formation or a box the seat cannot give orders to */
} HdSeatPageError;

/* The largest order the page sends; the server refuses larger bodies. */
#define HD_SEAT_PAGE_MAX_ORDER 2048

GQuark            hd_seat_page_error_quark (void);

/* The page's data for @view's seat, as JSON (docs/seat-server.md lists
 * its members): the board's boxes, the seat's own forces, its reports
 * with their age, the guide's line for what play awaits, its marches and
 * the orders it may write now, and the page's own words, translated. */
char             *hd_seat_page_write       (const HdCampaignView *view);

/* The order @body (JSON, as the page sends it: {"order": "move",
 * "formation": ID, "to": "box-id", "mode": WAY}, WAY one of "plain" (the
 * default), "jump", "guns", "sea", "invade" and "entrench" (to its own
 * box); {"order": "allot", "formation": ID,
 * "marches": N} or {"order": "end-phase"}) as the action @view makes for
 * it; not checked (hd_campaign_game_apply_for checks it). */
HdCampaignAction *hd_seat_page_read_order  (const HdCampaignView *view,
                                            const char           *body,
                                            gsize                 length,
                                            GError              **error);

G_END_DECLS
