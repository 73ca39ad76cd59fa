/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli.h: what the commands of house-divided-cli share. */
#pragma once

#include <json-glib/json-glib.h>

#include "hd-game.h"

int     hd_cli_usage            (void);
HdGame *hd_cli_load_transcript  (const char *path,
                                 int        *status);
int     hd_cli_odds             (int         argc,
                                 char      **argv);
void    hd_cli_unit_to_json     (JsonBuilder       *b,
                                 const HdState     *state,
                                 const HdBoardUnit *bu);
