/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-rules-dialog.h: the rules reference window (a template,
 * hd-rules-dialog.ui): every rule in our words, searchable by number and
 * word; opened from the main menu (F1) and from every rule number the
 * program shows (hd-rule-links). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define HD_TYPE_RULES_DIALOG (hd_rules_dialog_get_type ())
G_DECLARE_FINAL_TYPE (HdRulesDialog, hd_rules_dialog, HD, RULES_DIALOG, AdwWindow)

/* Opens the reference (one for the whole application) beside the window
 * of @from, at @rule (an id or a citation: "4.3", "Advanced 2.1") or,
 * with NULL, where it was, with the search entry focused.  Returns it. */
HdRulesDialog *hd_rules_dialog_show     (GtkWidget     *from,
                                         const char    *rule);
/* The id of the rule shown, or NULL. */
const char    *hd_rules_dialog_get_rule (HdRulesDialog *self);
void           hd_rules_dialog_search   (HdRulesDialog *self,
                                         const char    *query);
guint          hd_rules_dialog_get_n_shown (HdRulesDialog *self);

G_END_DECLS
