/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-seat-server.h: HdSeatServer, the seats' pages served to phones on
 * the local network (issue 36).  Off until the umpire starts it; it
 * serves, for each seat he shares, that seat's page under its token
 * (hd-seat-tokens.h): the page itself (plain HTML, CSS and JavaScript
 * from the resources), the seat's data (hd-seat-page.h, from its view
 * alone), a stream of server-sent events carrying the data again each
 * time the game changes what that seat sees, and the orders the page
 * sends, carried out as that seat's (hd_campaign_game_apply_for).
 * Nothing a request asks reads or writes the disk.  It bounds what a
 * client may cost (docs/seat-server.md, the threat model): connections
 * in all and per address, headers, bodies, the time a request or an idle
 * connection may take, and wrong keys, answered 403 and then 429 for a
 * minute once an address has sent too many. */
#pragma once

#include <gio/gio.h>

#include "hd-campaign-game.h"

G_BEGIN_DECLS

#define HD_SEAT_SERVER_MAX_CONNECTIONS   64   /* open at once, from all addresses */
#define HD_SEAT_SERVER_MAX_PER_CLIENT     8   /* open at once from one address */
#define HD_SEAT_SERVER_MAX_HEADERS       40   /* header lines in a request */
#define HD_SEAT_SERVER_MAX_STREAMS        4   /* live pages open for one seat */
#define HD_SEAT_SERVER_MAX_FAILURES      10   /* wrong keys from one address a minute */
#define HD_SEAT_SERVER_REQUEST_SECONDS   10   /* to send a whole request */
#define HD_SEAT_SERVER_IDLE_SECONDS      15   /* a connection may wait between requests */

#define HD_TYPE_SEAT_SERVER (hd_seat_server_get_type ())
G_DECLARE_FINAL_TYPE (HdSeatServer, hd_seat_server, HD, SEAT_SERVER, GObject)

/* A server for @game's seats, not yet listening. */
HdSeatServer   *hd_seat_server_new          (HdCampaignGame *game);
HdCampaignGame *hd_seat_server_get_game     (HdSeatServer   *self);
/* Listens on @port (0: a free one) on every address of the machine, or
 * on the loopback address only (@loopback: tests, one machine). */
gboolean        hd_seat_server_start        (HdSeatServer   *self,
                                             guint           port,
                                             gboolean        loopback,
                                             GError        **error);
/* Stops listening and closes every connection; the tokens are forgotten. */
void            hd_seat_server_stop         (HdSeatServer   *self);
gboolean        hd_seat_server_is_running   (HdSeatServer   *self);
guint           hd_seat_server_get_port     (HdSeatServer   *self);
/* Shares @seat (a word of hd_campaign_viewer_new_for_seat(), never the
 * umpire's), giving it a new token, which revokes its old one; its
 * token, or NULL with @error. */
const char     *hd_seat_server_share_seat   (HdSeatServer   *self,
                                             const char     *seat,
                                             GError        **error);
/* Takes @seat's token back: its phones are shut out and disconnected. */
void            hd_seat_server_revoke_seat  (HdSeatServer   *self,
                                             const char     *seat);
const char     *hd_seat_server_get_token    (HdSeatServer   *self,
                                             const char     *seat);
/* The seats shared (const char *, the server's). */
GPtrArray      *hd_seat_server_list_seats   (HdSeatServer   *self);
/* The page's address for @seat on @host (an address of this machine the
 * phones reach; hd_seat_server_guess_host()). */
char           *hd_seat_server_get_url      (HdSeatServer   *self,
                                             const char     *seat,
                                             const char     *host);
/* The machine's first address on a local network, else "127.0.0.1". */
char           *hd_seat_server_guess_host   (void);
/* How many phones show @seat's page now (its live streams). */
guint           hd_seat_server_count_phones (HdSeatServer   *self,
                                             const char     *seat);

/* Signals: "phones-changed" (), when a page opens or closes;
 * "order" (const char *seat, const char *words), after an order from a
 * phone was carried out (@words: what it did, as the log says it). */

G_END_DECLS
