/* SPDX-License-Identifier: GPL-3.0-or-later */
/* print-util.h: what the tests that print share (test-campaign-print.c,
 * test-campaign-play.c): a PDF read back with poppler. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The text poppler reads on each page of the PDF at @path: one string a
 * page, its lines as the page shows them (a table's row on one line),
 * NULL-ended (g_strfreev); fails the test on a file that is no PDF. */
char **read_pdf_pages (const char *path);

G_END_DECLS
