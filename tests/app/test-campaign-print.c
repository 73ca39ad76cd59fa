/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-campaign-print.c: a battle sheet printed to a PDF with no dialog
 * (GtkPrintOperation's export), read back (pdf-text): a PDF of the pages
 * the printing counted, every page headed and numbered, a long table's
 * heading ("continued") and column names again on each page it goes on
 * to, every row there. */
#include "config.h"

#include <locale.h>
#include <string.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "hd-campaign-print.h"
#include "hd-i18n.h"
#include "pdf-text.h"

/* A long sheet: every page headed and numbered, the casualty return's
 * column names again on the page it goes on to. */
static void
test_print_pages (void)
{
  g_autoptr(HdCampaignSheet) sheet = hd_campaign_sheet_new ("Battle of Manassas", "July 1861, day 1");
  const char *columns[] = { "Stand", "SP at the start", "SP at the end", NULL };
  HdCampaignSheetSection *s = hd_campaign_sheet_add_section (sheet, "Casualty return", 3, columns);
  g_autofree char *dir = g_dir_make_tmp ("hd-sheet-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "long.pdf", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *contents = NULL, *text = NULL, *last = NULL;
  gsize len;
  guint pages = 0;

  for (guint i = 0; i < 120; i++)
    {
      g_autofree char *name = g_strdup_printf ("Brigade %u", i + 1);
      const char *row[] = { name, "6", NULL };
      hd_campaign_sheet_section_add_row (s, HD_SHEET_ROW_FILL_IN, row);
    }
  g_assert_true (hd_campaign_print_export_pdf (sheet, path, &pages, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, &len, NULL));
  bytes = g_bytes_new_take (g_steal_pointer (&contents), len);
  g_assert_cmpuint (pages, >, 1);
  g_assert_cmpuint (pdf_text_count_pages (bytes), ==, pages);
  text = pdf_text_extract (bytes);
  last = g_strdup_printf ("Page %u of %u", pages, pages);
  g_assert_nonnull (strstr (text, last));
  g_assert_nonnull (strstr (text, "Brigade 120"));
  g_assert_nonnull (strstr (text, "Casualty return (continued)"));
  /* the column names once a page */
  {
    guint n = 0;
    for (const char *p = strstr (text, "SP at the end"); p != NULL; p = strstr (p + 1, "SP at the end"))
      n++;
    g_assert_cmpuint (n, ==, pages);
  }
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  setlocale (LC_ALL, "");
  hd_i18n_bind_text_domain ();

  g_test_add_func ("/campaign-print/pages", test_print_pages);
  return g_test_run ();
}
