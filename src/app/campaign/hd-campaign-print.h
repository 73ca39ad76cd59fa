/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-print.h: a campaign battle sheet (HdCampaignSheet,
 * hd-campaign-sheet.h) on paper or as a PDF, through GtkPrintOperation:
 * pages headed with the sheet's title and page number, each section a
 * table whose columns fit the page (text wrapped when they would not),
 * empty cells (the casualty return's) left tall enough to fill in pencil. */
#pragma once

#include <gtk/gtk.h>

#include "hd-campaign-sheet.h"

G_BEGIN_DECLS

/* A print operation for @sheet (it keeps a copy): its pages laid out and
 * drawn on "begin-print" and "draw-page"; for a caller's own preview. */
GtkPrintOperation *hd_campaign_print_operation_new (const HdCampaignSheet *sheet);
/* The print dialog for @sheet over @parent; the operation keeps a copy. */
void     hd_campaign_print_sheet      (const HdCampaignSheet *sheet,
                                       GtkWindow             *parent);
/* @sheet written to the PDF file @path with no dialog, whole or not at
 * all (an earlier file there is kept on any failure, and the error says
 * so); @n_pages (may be NULL) gets the number of pages written. */
gboolean hd_campaign_print_export_pdf (const HdCampaignSheet *sheet,
                                       const char            *path,
                                       guint                 *n_pages,
                                       GError               **error);

G_END_DECLS
