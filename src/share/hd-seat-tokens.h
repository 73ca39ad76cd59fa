/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-seat-tokens.h: the keys of the seats' pages (issue 36, item 2).
 * Each seat shared gets a fresh random token of 128 bits, written in 22
 * URL-safe characters; issuing it again (a lost phone) revokes the old
 * one.  Tokens live in memory only: never in a save, new at each start. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define HD_SEAT_TOKEN_BYTES 16
#define HD_SEAT_TOKEN_LENGTH 22   /* base64url of 16 bytes, no padding */

typedef struct _HdSeatTokens HdSeatTokens;

HdSeatTokens *hd_seat_tokens_new     (void);
void          hd_seat_tokens_free    (HdSeatTokens *self);
/* A new token for @seat (its old one, if any, no longer opens it);
 * NULL with @error when the system gives no random bytes. */
const char   *hd_seat_tokens_issue   (HdSeatTokens *self,
                                      const char   *seat,
                                      GError      **error);
void          hd_seat_tokens_revoke  (HdSeatTokens *self,
                                      const char   *seat);
/* @seat's token, NULL if it has none. */
const char   *hd_seat_tokens_get     (HdSeatTokens *self,
                                      const char   *seat);
/* The seat @token opens, NULL if none does (compared in constant time). */
const char   *hd_seat_tokens_lookup  (HdSeatTokens *self,
                                      const char   *token);
/* The seats holding a token, in the order they were first issued. */
GPtrArray    *hd_seat_tokens_list_seats (HdSeatTokens *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdSeatTokens, hd_seat_tokens_free)

G_END_DECLS
