/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pdf-text.h: for the tests, what a PDF written by cairo (GtkPrintOperation's
 * export) says: its pages and its text, read without poppler. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The number of pages of the PDF @bytes, 0 if it is no PDF. */
guint  pdf_text_count_pages (GBytes *bytes);
/* The text shown on the PDF's pages, page after page, each string shown
 * (Tj, TJ) on a line of its own; NULL if it is no PDF. */
char  *pdf_text_extract     (GBytes *bytes);

/* @text with its lines joined, as wrapped words read on paper: "Irvin\n
 * McDowell" is "Irvin McDowell". */
char  *pdf_text_flatten     (const char *text);

G_END_DECLS
