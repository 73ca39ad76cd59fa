/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-file-name.h: the names a file is first offered under (Save, Save
 * As, a transcript): what it holds and when, in people's words ("The
 * 1862 Scenario, April 1862.hdgame"), translated, and safe as a file's
 * name on every system (no "/", "\", ":" or the other characters one
 * system or another refuses). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* "April 1862", "November-December 1861" (the two-month winter turns):
 * Game Turn @turn's date in words, translated; NULL for no such turn. */
char *hd_file_name_date       (guint       turn);
/* @words made safe as a file name, with @extension (".hdgame") after
 * it: a character some system refuses becomes "-", spaces and dots at
 * either end go, and nothing left is "game". */
char *hd_file_name_from_words (const char *words,
                               const char *extension);
/* "@what, DATE@extension" for a game of @what (a scenario's title, "The
 * Campaign Game") at Game Turn @turn (hd_file_name_date), made safe by
 * hd_file_name_from_words; without a date when @turn is no turn. */
char *hd_file_name_suggest    (const char *what,
                               guint       turn,
                               const char *extension);

G_END_DECLS
