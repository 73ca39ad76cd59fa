/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli-dispatch.h: the campaign at a distance (hd-cli-dispatch.c):
 * `campaign dispatch`, `view`, `orders` and `import`. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Runs the `campaign` command @argv[0] if it is one of these; -1 if not. */
int hd_cli_dispatch (int    argc,
                     char **argv);

G_END_DECLS
