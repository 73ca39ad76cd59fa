/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-sheet-table-dialog.h: the editor of a game's table (issue 37,
 * item 2; hd-sheet-table.h): a grid of the table's rows and columns,
 * each cell our copy gives shown fixed, each other a choice of the
 * rule's results; Save keeps it in the user's folder once every cell is
 * filled (and the game uses it at once); Import reads a table file
 * chosen anywhere, checked first; Export writes it for another player.
 * Nothing is changed by a file that does not read or a save that
 * fails: the dialog says why. */
#pragma once

#include <adwaita.h>

#include "hd-sheet-game.h"

G_BEGIN_DECLS

#define HD_TYPE_SHEET_TABLE_DIALOG (hd_sheet_table_dialog_get_type ())
G_DECLARE_FINAL_TYPE (HdSheetTableDialog, hd_sheet_table_dialog, HD, SHEET_TABLE_DIALOG, AdwWindow)

GtkWidget *hd_sheet_table_dialog_new      (GtkWindow          *parent,
                                           HdSheetGame        *game,
                                           guint               index);
/* For the tests: a cell's choice set (the result's index + 1, 0 for
 * none), the table as the grid holds it, a save or an import without
 * the file chooser, and the message shown (NULL: none). */
void       hd_sheet_table_dialog_set_cell (HdSheetTableDialog *self,
                                           guint               row,
                                           guint               col,
                                           guint               choice);
gboolean   hd_sheet_table_dialog_save     (HdSheetTableDialog *self);
gboolean   hd_sheet_table_dialog_import   (HdSheetTableDialog *self,
                                           GFile              *file);
gboolean   hd_sheet_table_dialog_export   (HdSheetTableDialog *self,
                                           GFile              *file);
const char *hd_sheet_table_dialog_get_message (HdSheetTableDialog *self);

G_END_DECLS
