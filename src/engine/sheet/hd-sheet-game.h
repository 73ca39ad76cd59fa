/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-sheet-game.h: HdSheetGame, a game without a board as a kind of the
 * shared log (HdLog, hd-log.h): every such game (the pawns game,
 * hd-pawns.h; the next ones) is this one kind made with its rules
 * (HdSheetRules, hd-sheet.h).  Undo, redo, the automatic save, saves and
 * transcripts are the log's.  A transcript begins "sheet GAME"; a save's
 * root is <house-divided-sheet game="GAME"> with one <do line="..."/> an
 * action (docs/sheet-games.md).  The game holds its tables as the owner
 * has filled them: they complete what the players leave out (a result
 * read from a table), and the log keeps the action completed. */
#pragma once

#include <gio/gio.h>

#include "hd-log.h"
#include "hd-log-transcript.h"
#include "hd-sheet.h"
#include "hd-sheet-table.h"

G_BEGIN_DECLS

#define HD_TYPE_SHEET_GAME (hd_sheet_game_get_type ())
G_DECLARE_FINAL_TYPE (HdSheetGame, hd_sheet_game, HD, SHEET_GAME, HdLog)

#define HD_SHEET_GAME_ERROR (hd_sheet_game_error_quark ())
#define HD_SHEET_GAME_FORMAT 1
#define HD_SHEET_GAME_MAX_BYTES (4 * 1024 * 1024)

GQuark              hd_sheet_game_error_quark   (void);

/* Every game without a board the program knows, NULL-terminated. */
const HdSheetRules * const *hd_sheet_game_list_rules (void);
const HdSheetRules *hd_sheet_game_find_rules    (const char          *id);

HdSheetGame        *hd_sheet_game_new           (const HdSheetRules  *rules);
const HdSheetRules *hd_sheet_game_get_rules     (HdSheetGame         *self);
const HdSheet      *hd_sheet_game_get_sheet     (HdSheetGame         *self);
/* The game's tables as filled now (the rules' order): built in, or the
 * owner's once given. */
HdSheetTable * const *hd_sheet_game_get_tables  (HdSheetGame         *self);
void                hd_sheet_game_set_table     (HdSheetGame         *self,
                                                 const HdSheetTable  *table);
/* Each table of the user's folder read into the game; the files that did
 * not read are named in the result (NULL: none). */
char               *hd_sheet_game_load_tables   (HdSheetGame         *self);

/* A line read as this game's action, completed from its tables
 * (g_free); NULL with an error naming the rule. */
HdSheetAction      *hd_sheet_game_read_line     (HdSheetGame         *self,
                                                 const char          *line,
                                                 GError             **error);
char               *hd_sheet_game_write_line    (HdSheetGame         *self,
                                                 const HdSheetAction *action);
/* What @line would do, as its verb tells it before it is recorded (the
 * odds and each die's result), or NULL. */
char               *hd_sheet_game_preview       (HdSheetGame         *self,
                                                 const char          *line);
/* @action made: with the action before it as one when the rules say it
 * joins it (one undo takes both), else alone (hd_log_apply()). */
gboolean            hd_sheet_game_apply         (HdSheetGame         *self,
                                                 const HdSheetAction *action,
                                                 GError             **error);
/* The action in words, as made in the game's position. */
char               *hd_sheet_game_describe      (HdSheetGame         *self,
                                                 const HdSheetAction *action);

/* The transcript as @viewer may read it: each action it may not read
 * whole (the other side's bid before both are in) is a comment telling
 * it without its secret, so the text shows but does not replay it.
 * hd_log_write_transcript() writes every line, for the table's record. */
char               *hd_sheet_game_write_transcript_for (HdSheetGame         *self,
                                                        const HdSheetViewer *viewer);

/* A save of a game without a board (its root); a transcript of one (its
 * first line, "sheet GAME"). */
gboolean            hd_sheet_game_is_sheet_file       (GBytes        *bytes);
gboolean            hd_sheet_game_is_sheet_transcript (const char    *text,
                                                       gssize         length);
HdSheetGame        *hd_sheet_game_load          (GBytes              *bytes,
                                                 const char          *source_name,
                                                 GError             **error);
HdSheetGame        *hd_sheet_game_read_transcript (const char        *text,
                                                   gssize             length,
                                                   const char        *source,
                                                   guint             *error_line,
                                                   char             **error_rule,
                                                   GError           **error);

G_END_DECLS
