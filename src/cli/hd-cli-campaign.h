/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli-campaign.h: the Campaign Game's commands (hd-cli-campaign.c):
 * `campaign new`, and `play` and `export` when given a campaign. */
#pragma once

#include "hd-campaign-game.h"
#include "hd-map.h"

G_BEGIN_DECLS

/* @seat: NULL or "umpire" for the umpire's view, "union" or
 * "confederate" for a president's (Campaign 2.1, 8). */
int hd_cli_campaign_play   (const char *path,
                           GBytes     *text,
                           gboolean    json,
                           const char *save,
                           const char *seat);
int hd_cli_campaign_export (HdMap      *map,
                           GBytes     *bytes,
                           const char *source,
                           const char *setup_out);
int hd_cli_campaign        (int         argc,
                           char      **argv);
/* The viewer `--seat` @word names (NULL or "umpire", "union",
 * "confederate"), NULL, said, if none; the campaign as @viewer sees it,
 * printed as text (with his reports) or JSON. */
HdCampaignViewer *hd_cli_campaign_viewer_for_seat (const char             *word);
void              hd_cli_campaign_print           (HdCampaignGame         *game,
                                                   const HdCampaignViewer *viewer,
                                                   gboolean                json);
/* A campaign without an umpire (issue 35, item 11) made ready for the
 * umpire's seat: both presidents' PINs asked on standard input (each
 * prompted on standard error, unechoed at a terminal) and the game
 * unlocked with them, or, @opening (what follows shows the master),
 * its master view opened, which the log records for both.  TRUE at once
 * for a campaign with an umpire, or one opened already; FALSE, said,
 * for a wrong PIN. */
gboolean          hd_cli_campaign_unlock          (HdCampaignGame         *game,
                                                   gboolean                opening);

/* A campaign from @path: a transcript or a save (*@is_save); NULL, said,
 * with the exit status in *@status, if it is neither or cannot be read. */
HdCampaignGame   *hd_cli_campaign_load            (const char             *path,
                                                   int                    *status,
                                                   gboolean               *is_save);

G_END_DECLS
