/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-sheet-table.h: a game's tables, as the rules give their shape
 * (HdSheetTableDef: rows read by a die or a date, columns, the results
 * the rule lists) and as our copy of the rules fills them: what the
 * copy gives is built in and fixed; what it lacks the owner types from
 * the printed chart once (issue 37, item 2).  The owner's table is kept
 * in the user's data folder (tables/GAME-TABLE.hdtable), exported and
 * imported as that small file, and read back only whole and of the
 * right shape: every row and column filled, every result one the rule
 * lists, the built-in cells as built in.  A cell still unknown is asked
 * of the players where a step needs it (docs/sheet-games.md). */
#pragma once

#include <gio/gio.h>

#include "hd-sheet.h"

G_BEGIN_DECLS

#define HD_SHEET_TABLE_MAX_BYTES (16 * 1024)

struct _HdSheetTableDef {
  const char         *id;            /* "crt": in files and lines */
  const char         *title;         /* N_() */
  const char         *rule;          /* "Pawns, Combat Results Table" */
  guint               n_rows;
  const char * const *row_labels;    /* "1".."6", "1861-04"... (not translated) */
  guint               n_cols;
  const char * const *col_labels;    /* "1-3", "1-2"... */
  const char * const *results;       /* codes, NULL-terminated: "a-elim"... */
  const char * const *result_words;  /* N_(), one a code */
  const char * const *result_short;  /* N_(), as the printed chart abbreviates them ("D back 2") */
  const char * const *given;         /* n_rows * n_cols codes, NULL where our copy lacks it */
  const char         *given_note;    /* N_(): where the built-in cells come from */
};

/* The table as built in: what our copy gives, the rest unknown. */
HdSheetTable *hd_sheet_table_new_given   (const HdSheetRules    *rules,
                                          const HdSheetTableDef *def);
HdSheetTable *hd_sheet_table_copy        (const HdSheetTable    *table);
void          hd_sheet_table_free        (HdSheetTable          *table);
const HdSheetTableDef *hd_sheet_table_get_def (const HdSheetTable *table);
/* A cell's result code, or NULL while it is unknown. */
const char   *hd_sheet_table_get         (const HdSheetTable    *table,
                                          guint                  row,
                                          guint                  col);
gboolean      hd_sheet_table_is_given    (const HdSheetTable    *table,
                                          guint                  row,
                                          guint                  col);
gboolean      hd_sheet_table_is_whole    (const HdSheetTable    *table);
/* Sets a cell the rules do not give (NULL: unknown again); a code the
 * rule does not list, or a built-in cell changed, is refused. */
gboolean      hd_sheet_table_set         (HdSheetTable          *table,
                                          guint                  row,
                                          guint                  col,
                                          const char            *code,
                                          GError               **error);
/* A result as the printed chart writes it, short (translated). */
const char   *hd_sheet_table_abbreviate  (const HdSheetTableDef *def,
                                          const char            *code);
/* A result's words for a person (translated), or the code itself. */
const char   *hd_sheet_table_describe    (const HdSheetTableDef *def,
                                          const char            *code);
int           hd_sheet_table_find_result (const HdSheetTableDef *def,
                                          const char            *code);
const HdSheetTableDef *hd_sheet_table_find_def (const HdSheetRules *rules,
                                                const char         *id);

/* The owner's file: written only whole; read back only whole, of the
 * right shape, for a table of @rules (its game and table named in it). */
GBytes       *hd_sheet_table_to_bytes    (const HdSheetTable    *table);
HdSheetTable *hd_sheet_table_from_bytes  (const HdSheetRules    *rules,
                                          GBytes                *bytes,
                                          GError               **error);
/* The user's folder of tables, and one table's file in it. */
GFile        *hd_sheet_table_get_file    (const HdSheetRules    *rules,
                                          const HdSheetTableDef *def);
gboolean      hd_sheet_table_save        (const HdSheetTable    *table,
                                          GFile                 *file,
                                          GError               **error);
/* The owner's table of @def from the user's folder if there is one and
 * it reads, else the built-in one; @error says why a file there did not
 * read (the built-in table is returned all the same). */
HdSheetTable *hd_sheet_table_load        (const HdSheetRules    *rules,
                                          const HdSheetTableDef *def,
                                          GError               **error);
/* A file chosen by the owner, checked (the table @def, if not NULL),
 * then kept in the user's folder; nothing changed when it does not read. */
HdSheetTable *hd_sheet_table_import      (const HdSheetRules    *rules,
                                          const HdSheetTableDef *def,
                                          GFile                 *from,
                                          GError               **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdSheetTable, hd_sheet_table_free)

G_END_DECLS
