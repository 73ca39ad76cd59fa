/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli-review.h: `review [--json] GAME`: a game's review, each side's
 * chance at every Game Turn and its three turning points
 * (hd-cli-review.c; the engine's hd-review.h does the work). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int hd_cli_review (int    argc,
                   char **argv);

G_END_DECLS
