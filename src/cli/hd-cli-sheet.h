/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli-sheet.h: the command line's games without a board (the pawns
 * game; docs/sheet-games.md): `play` of their transcripts and saves, and
 * `export` of their saves as transcripts (hd-cli-sheet.c). */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Whether @bytes are a transcript or a save of a game without a board. */
gboolean hd_cli_sheet_is_sheet (GBytes     *bytes);
int      hd_cli_sheet_play     (const char *path,
                                GBytes     *bytes,
                                gboolean    json,
                                const char *save);
int      hd_cli_sheet_export   (GBytes     *bytes,
                                const char *name);

G_END_DECLS
