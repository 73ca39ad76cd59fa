/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli-match.h: `match`: computer players against each other
 * (hd-cli-match.c). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int hd_cli_match (int    argc,
                  char **argv);

G_END_DECLS
