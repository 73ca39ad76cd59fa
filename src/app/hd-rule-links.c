/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-rule-links.c: rule numbers shown as links to the rules reference
 * (hd-rule-links.h). */
#define G_LOG_DOMAIN "hd-rule-links"

#include "config.h"

#include <string.h>

#include "hd-reference.h"
#include "hd-rule-links.h"
#include "hd-rules-dialog.h"

#define LINK_PREFIX "rule:"

char *
hd_rule_links_markup (const char *text)
{
  g_autoptr(GArray) cited = hd_reference_find_citations (text);
  GString *out = g_string_new (NULL);
  gsize at = 0;

  for (guint i = 0; i < cited->len; i++)
    {
      const HdCitation *c = &g_array_index (cited, HdCitation, i);
      g_autofree char *before = g_markup_escape_text (text + at, c->start - at);
      g_autofree char *cite = g_markup_escape_text (text + c->start, c->end - c->start);

      g_string_append (out, before);
      g_string_append_printf (out, "<a href=\"" LINK_PREFIX "%s\">%s</a>", c->rule->id, cite);
      at = c->end;
    }
  {
    g_autofree char *rest = g_markup_escape_text (text + at, -1);
    g_string_append (out, rest);
  }
  return g_string_free (out, FALSE);
}

static gboolean
activate_link (GtkLabel   *label,
               const char *uri,
               gpointer    data)
{
  if (!g_str_has_prefix (uri, LINK_PREFIX))
    return FALSE;
  hd_rules_dialog_show (GTK_WIDGET (label), uri + strlen (LINK_PREFIX));
  return TRUE;
}

static void
ensure_handler (GtkLabel *label)
{
  if (g_signal_handler_find (label, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, activate_link, NULL) != 0)
    return;
  g_signal_connect (label, "activate-link", G_CALLBACK (activate_link), NULL);
}

void
hd_rule_links_set_text (GtkLabel   *label,
                        const char *text)
{
  g_autofree char *markup = NULL;
  const char *old;

  g_return_if_fail (GTK_IS_LABEL (label));
  text = text != NULL ? text : "";
  markup = hd_rule_links_markup (text);
  old = gtk_label_get_label (label);
  if (gtk_label_get_use_markup (label) && g_strcmp0 (old, markup) == 0)
    return;
  ensure_handler (label);
  gtk_label_set_markup (label, markup);
}

void
hd_rule_links_apply (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));
  if (GTK_IS_LABEL (root) && !gtk_label_get_use_markup (GTK_LABEL (root)))
    {
      g_autoptr(GArray) cited = hd_reference_find_citations (gtk_label_get_label (GTK_LABEL (root)));
      if (cited->len > 0)
        {
          g_autofree char *text = g_strdup (gtk_label_get_label (GTK_LABEL (root)));
          hd_rule_links_set_text (GTK_LABEL (root), text);
        }
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    hd_rule_links_apply (c);
}
