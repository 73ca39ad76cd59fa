/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-sheet-page.h: HdSheetPage, the window's page for a game without a
 * board (issue 37, item 1; docs/sheet-games.md): the step awaited with
 * who acts, its rule and what to do, the form its verb asks for (built
 * from the verb's fields), the preview of what it would do, a die row to
 * type or roll, Done; the turn's steps in order (done, now, skipped with
 * the reason, to come); the books (the public tracks) and their
 * correction; the tables with how much of each our copy gives, and
 * their editor (HdSheetTableDialog); and the cover screen, which hides
 * a step that takes one side's secret (a bid) until that side has the
 * computer, and shows a side's secret books on request (the viewer:
 * the table, or that side alone).  It is the game's play panel
 * (hd-play-panel.h): every change goes through the log, a refusal is
 * emitted as "refused" for the window to tell. */
#pragma once

#include <gtk/gtk.h>

#include "hd-sheet.h"

G_BEGIN_DECLS

#define HD_TYPE_SHEET_PAGE (hd_sheet_page_get_type ())
G_DECLARE_FINAL_TYPE (HdSheetPage, hd_sheet_page, HD, SHEET_PAGE, GtkWidget)

/* The control the players will want next: the form's first, else the
 * step's button. */
GtkWidget *hd_sheet_page_get_focus_target (HdSheetPage *self);
/* Records the awaited step's form as it stands (with @die, 0: none);
 * FALSE, and "refused" emitted, when the game refuses it. */
gboolean   hd_sheet_page_record           (HdSheetPage *self,
                                           guint        die);
/* For the tests: field @index of the form set as a person sets it (a
 * number, a choice's index, a set's bits); FALSE when the form has no
 * such field. */
gboolean   hd_sheet_page_set_field        (HdSheetPage *self,
                                           guint        index,
                                           gint         value);
/* The dialog of table @index, opened over the page (for the tests: the
 * one open, or NULL). */
GtkWidget *hd_sheet_page_open_table       (HdSheetPage *self,
                                           guint        index);
GtkWidget *hd_sheet_page_get_table_dialog (HdSheetPage *self);
/* For the tests: the verb of the form chosen by its word (when the step
 * takes several), the form's name field typed. */
gboolean   hd_sheet_page_choose_verb      (HdSheetPage *self,
                                           const char  *word);
gboolean   hd_sheet_page_set_name         (HdSheetPage *self,
                                           const char  *name);

/* Who looks at the page now: the table (both sides), or one side behind
 * the cover ("viewer-changed" when it changes). */
const HdSheetViewer *hd_sheet_page_get_viewer (HdSheetPage *self);
gboolean   hd_sheet_page_is_covered       (HdSheetPage *self);
/* The side the cover waits for has the computer (sheet.uncover); the
 * cover asks for @side to show its secrets (sheet.show-secrets); back to
 * what the table may see (sheet.cover). */
void       hd_sheet_page_uncover          (HdSheetPage *self);
void       hd_sheet_page_show_secrets     (HdSheetPage *self,
                                           int          side);
void       hd_sheet_page_cover            (HdSheetPage *self);

G_END_DECLS
