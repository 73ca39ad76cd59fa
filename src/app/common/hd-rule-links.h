/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-rule-links.h: rule numbers as links.  Text the program shows that
 * cites rules ("Rule 4.3: ...", "(rules 4.0, 4.3)", "Advanced 2.1") is set
 * on labels with each citation a link that opens the rules reference at
 * that rule; the citations are found by the engine (hd-reference). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* @text as Pango markup, every citation a link "rule:<id>". */
char    *hd_rule_links_markup    (const char *text);
/* Sets @text on @label with its citations as links (nothing changes when
 * the label already shows it). */
void     hd_rule_links_set_text  (GtkLabel   *label,
                                  const char *text);
/* The same for every label under @root whose text cites a rule and has no
 * markup of its own (the templates' fixed sentences). */
void     hd_rule_links_apply     (GtkWidget  *root);

/* What following a link does: open the rules reference at @rule (its id,
 * "4.3") beside the window of @from.  The program sets it once, at
 * start-up (hd-application.c), so that the links need not know the
 * reference, which shows links of its own. */
typedef void (*HdRuleLinksFollow) (GtkWidget  *from,
                                   const char *rule);
void     hd_rule_links_set_follow (HdRuleLinksFollow follow);

G_END_DECLS
