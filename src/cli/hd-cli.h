/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli.h: what the commands of house-divided-cli share. */
#pragma once

#include <json-glib/json-glib.h>

#include "hd-file.h"
#include "hd-game.h"
#include "hd-map.h"

/* hd-cli-help.c: the usage of every command (stderr, 64), and a
 * command's own help for `COMMAND --help`, `-h` or `help COMMAND`. */
int      hd_cli_usage           (void);
gboolean hd_cli_wants_help      (int         argc,
                                 char      **argv);
int      hd_cli_help            (int         argc,
                                 char      **argv);
HdGame *hd_cli_load_transcript  (const char *path,
                                 int        *status);
int     hd_cli_odds             (int         argc,
                                 char      **argv);
void    hd_cli_unit_to_json     (JsonBuilder       *b,
                                 const HdState     *state,
                                 const HdBoardUnit *bu);
/* How a game was won, in the JSON's words ("short-game"). */
const char *hd_cli_win_to_string (HdWin      win);
/* `match` (hd-cli-match.c) */
int     hd_cli_match            (int         argc,
                                 char      **argv);
/* Where a transcript stopped: its line and the rule that refused it. */
void        hd_cli_stopped_at   (guint       line,
                                 const char *rule);
/* A save that could not be read: why, then that nothing was changed;
 * returns the exit status, 1. */
int         hd_cli_load_failed  (const GError *error);
/* Before a save: the leftovers of killed saves in its folder removed, and
 * the file locked; NULL (said) when another copy holds it. */
HdFileLock *hd_cli_claim_save   (GFile      *out);

/* the Campaign Game (hd-cli-campaign.c) */
int     hd_cli_campaign_play    (const char *path,
                                 GBytes     *text,
                                 gboolean    json,
                                 const char *save);
int     hd_cli_campaign_export  (HdMap      *map,
                                 GBytes     *bytes,
                                 const char *source,
                                 const char *setup_out);
int     hd_cli_campaign         (int         argc,
                                 char      **argv);
