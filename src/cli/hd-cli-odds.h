/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli-odds.h: `odds`: a battle's odds in a transcript's position,
 * or of two lines written out (hd-cli-odds.c). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int hd_cli_odds (int    argc,
                 char **argv);

G_END_DECLS
