/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli-util.h: what the commands of house-divided-cli share, so that
 * none of them needs the main file (house-divided-cli.c) or another
 * command's. */
#pragma once

#include <json-glib/json-glib.h>

#include "hd-file.h"
#include "hd-game.h"
#include "hd-map.h"

G_BEGIN_DECLS

/* One unit as JSON: {"number", "side", "kind", "box", "reduced",
 * "entrenched", "crossed"}. */
void        hd_cli_unit_to_json    (JsonBuilder       *b,
                                    const HdState     *state,
                                    const HdBoardUnit *bu);
/* A member of the object being built: a string (null for NULL), a whole
 * number, a number. */
void        hd_cli_json_string     (JsonBuilder       *b,
                                    const char        *name,
                                    const char        *value);
void        hd_cli_json_int        (JsonBuilder       *b,
                                    const char        *name,
                                    gint64             value);
void        hd_cli_json_double     (JsonBuilder       *b,
                                    const char        *name,
                                    double             value);
/* The member "winner": null while @win is HD_WIN_NONE, else {"side"
 * ("none" for a draw), "reason", "explanation"}. */
void        hd_cli_winner_to_json  (JsonBuilder       *b,
                                    HdWin              win,
                                    HdSide             winner);
/* How a game was won, in the JSON's words ("short-game"). */
const char *hd_cli_win_to_string   (HdWin              win);
/* A transcript that could not be replayed: why, and the line and rule it
 * stopped at (a @line of 0: none read); returns the exit status, 2. */
int         hd_cli_replay_failed   (const GError      *error,
                                    guint              line,
                                    const char        *rule);
/* The transcript at @path replayed; NULL (said, @status set) when it
 * cannot be. */
HdGame     *hd_cli_load_transcript (const char        *path,
                                    int               *status);
/* The save or the transcript at @path (a save's first character past
 * blank space is '<'); NULL (said, @status set: 1 for a file that cannot
 * be read or a damaged save, 2 as hd_cli_load_transcript) when it cannot
 * be had. */
HdGame     *hd_cli_load_game       (const char        *path,
                                    int               *status);
/* A save that could not be read: why, then that nothing was changed;
 * returns the exit status, 1. */
int         hd_cli_load_failed     (const GError      *error);
/* Before a save: the leftovers of killed saves in its folder removed, and
 * the file locked; NULL (said) when another copy holds it. */
HdFileLock *hd_cli_claim_save      (GFile             *out);
/* @bytes written whole to the file @path names (or nothing written). */
gboolean    hd_cli_write_file      (const char        *path,
                                    GBytes            *bytes,
                                    GError           **error);

G_END_DECLS
