/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-seats.h: the seats' PINs (issue 35, item 9): a seat (the
 * umpire's, or a president's) may be given a PIN, kept in the position
 * only as a salted HMAC-SHA256 (`seat-pin seat= salt= hash=`, no salt and
 * hash to take it off), which the curtain asks before the seat takes the
 * screen.  It keeps honest players honest at one table; it is no lock on
 * a file anyone can read. */
#pragma once

#include "hd-campaign-args.h"
#include "hd-campaign.h"

G_BEGIN_DECLS

/* The action giving @seat (HD_SIDE_NEUTRAL: the umpire's) the PIN @pin
 * (NULL or "": none), with a new random salt. */
HdCampaignAction *hd_campaign_seats_new_pin_action (HdSide            seat,
                                                    const char       *pin);
gboolean          hd_campaign_seats_has_pin        (const HdCampaign *c,
                                                    HdSide            seat);
/* Whether @pin opens @seat: TRUE for a seat with no PIN. */
gboolean          hd_campaign_seats_check_pin      (const HdCampaign *c,
                                                    HdSide            seat,
                                                    const char       *pin);
/* "umpire", "union", "confederate", and back. */
const char       *hd_campaign_seats_to_string      (HdSide            seat);
gboolean          hd_campaign_seats_from_string    (const char       *word,
                                                    HdSide           *out);

/* The action giving the campaign its secret key for dispatches and
 * orders (`dispatch-key key=`, the umpire's, once: hd-campaign-dispatch.h),
 * a new random one. */
HdCampaignAction *hd_campaign_seats_new_key_action (void);

/* The action taking the umpire out (`no-umpire salt=`, once, both
 * presidents' seats having PINs: issue 35, item 11); `master-opened`,
 * the public record of the master view opened with both PINs. */
HdCampaignAction *hd_campaign_seats_new_no_umpire_action (void);
gboolean          hd_campaign_seats_has_umpire     (const HdCampaign *c);
/* guint: the Game Turns the master view was opened in; 1 + the first
 * action found altered, at each opening that found the file changed. */
const GArray     *hd_campaign_seats_get_openings   (const HdCampaign *c);
const GArray     *hd_campaign_seats_get_alterations (const HdCampaign *c);

/* Whether @text is @len lower-case hexadecimal digits, as the seats'
 * salts, hashes and keys (and the dispatches' ids and MACs) are written. */
gboolean          hd_campaign_seats_is_hex         (const char       *text,
                                                    gsize             len);

/* Invariant 61 (hd-campaign-invariants.h). */
char             *hd_campaign_seats_check_invariants (const HdCampaign *c);

extern const HdCampaignActionType hd_campaign_seats_actions[];
extern const guint                hd_campaign_seats_n_actions;

G_END_DECLS
