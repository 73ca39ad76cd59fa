/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli-help.h: the usage of every command (stderr, exit status
 * 64), and a command's own help for `COMMAND --help`, `-h` or `help
 * COMMAND` (hd-cli-help.c). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int      hd_cli_usage      (void);
gboolean hd_cli_wants_help (int    argc,
                            char **argv);
int      hd_cli_help       (int    argc,
                            char **argv);

G_END_DECLS
