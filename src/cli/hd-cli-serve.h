/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli-serve.h: `campaign serve` (hd-cli-serve.c). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int hd_cli_campaign_serve (int    argc,
                           char **argv);

G_END_DECLS
