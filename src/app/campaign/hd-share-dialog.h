/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-share-dialog.h: "Share Seats on This Network" (issue 36), the
 * umpire's window for the seats' pages on phones: it starts and stops
 * the server (hd-seat-server.h, which it owns), shows each president's
 * seat, and each commander's the umpire adds, with its QR code and
 * address, how many phones show it, and a new key for a lost phone.  The umpire's alone: the window hides it when
 * another seat takes the screen, and destroys it (the server stops) when
 * the campaign closes. */
#pragma once

#include <adwaita.h>

#include "hd-campaign-game.h"
#include "hd-seat-server.h"

G_BEGIN_DECLS

#define HD_TYPE_SHARE_DIALOG (hd_share_dialog_get_type ())
G_DECLARE_FINAL_TYPE (HdShareDialog, hd_share_dialog, HD, SHARE_DIALOG, AdwWindow)

HdShareDialog *hd_share_dialog_new        (GtkWindow      *parent,
                                           HdCampaignGame *game);
/* Starts sharing on @port (0: a free one) on every address of this
 * computer, or, @loopback, on this computer only (the tests). */
gboolean       hd_share_dialog_start      (HdShareDialog  *self,
                                           guint           port,
                                           gboolean        loopback,
                                           GError        **error);
void           hd_share_dialog_stop       (HdShareDialog  *self);
/* Shares the seat of a commander, "union:ID" (Campaign 2.2), with a card
 * of its own; refused for any other seat. */
gboolean       hd_share_dialog_share_command (HdShareDialog *self,
                                              const char    *seat,
                                              GError       **error);
/* The server while sharing, else NULL. */
HdSeatServer  *hd_share_dialog_get_server (HdShareDialog  *self);
/* The address @seat's code holds, NULL while not sharing. */
const char    *hd_share_dialog_get_url    (HdShareDialog  *self,
                                           const char     *seat);

/* Signal "order" (const char *who, const char *words): an order from a
 * phone was carried out ("President Lincoln", what it did). */

G_END_DECLS
