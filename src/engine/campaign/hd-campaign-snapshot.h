/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-snapshot.h: a campaign position written whole as lines
 * and read back (issue 35, item 10): the calendar, every record, the
 * battles, the boxes, the books, the blockade and the ledgers of
 * reports, each a line in the grammar of the campaign's actions
 * (hd-campaign-action.h), so that quoting and its guards are theirs.  A
 * dispatch carries a president's view this way (hd-campaign-dispatch.h);
 * the seats' PINs are never written.  What is read is checked line by
 * line (ids, boxes, sides, every word and figure in range) and then
 * against every invariant of a position (hd-campaign-invariants.h):
 * anything else is refused with its line. */
#pragma once

#include "hd-campaign.h"

G_BEGIN_DECLS

/* The most lines a snapshot may have. */
#define HD_CAMPAIGN_SNAPSHOT_MAX_LINES 40000

/* @c as lines ending in '\n', PINs left out. */
char       *hd_campaign_snapshot_write (const HdCampaign *c);
/* The position @text writes (HD_CAMPAIGN_SETUP_ERROR_INVALID, with the
 * line counted from @first_line, when it is not one). */
HdCampaign *hd_campaign_snapshot_read  (HdMap            *map,
                                        const char *const *lines,
                                        guint             first_line,
                                        GError          **error);

G_END_DECLS
