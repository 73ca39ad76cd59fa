/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli-engine.h: `engine`: our player behind the engine protocol on
 * standard input and output (hd-cli-engine.c). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int hd_cli_engine (int    argc,
                   char **argv);

G_END_DECLS
