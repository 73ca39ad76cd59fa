/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-summary-dialog.h: the game looked back on: a chart of both army
 * maximums and units in play turn by turn, the battles and their
 * outcomes, the cities that changed hands, and how the game was won. */
#pragma once

#include <adwaita.h>

#include "hd-game.h"

G_BEGIN_DECLS

#define HD_TYPE_SUMMARY_DIALOG (hd_summary_dialog_get_type ())
G_DECLARE_FINAL_TYPE (HdSummaryDialog, hd_summary_dialog, HD, SUMMARY_DIALOG, AdwWindow)

GtkWidget *hd_summary_dialog_new      (GtkWindow *parent,
                                       HdGame    *game);
char      *hd_summary_dialog_get_text (HdSummaryDialog *self);

G_END_DECLS
