/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-campaign-print.c: a battle sheet printed to a PDF with no dialog
 * (GtkPrintOperation's export), read back with poppler: a PDF of the pages
 * the printing counted, every page headed and numbered, a long table's
 * heading ("continued") and column names again on each page it goes on
 * to, every row there; the PDF written whole or not at all. */
#include "config.h"

#include <locale.h>
#include <string.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "hd-campaign-print.h"
#include "hd-i18n.h"
#include "hd-test-util.h"
#include "print-util.h"

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
  g_auto(GStrv) printed = NULL;
  g_autofree char *text = NULL, *last = NULL;
  guint pages = 0;

  for (guint i = 0; i < 120; i++)
    {
      g_autofree char *name = g_strdup_printf ("Brigade %u", i + 1);
      const char *row[] = { name, "6", NULL };
      hd_campaign_sheet_section_add_row (s, HD_SHEET_ROW_FILL_IN, row);
    }
  g_assert_true (hd_campaign_print_export_pdf (sheet, path, &pages, &error));
  g_assert_no_error (error);
  printed = read_pdf_pages (path);
  g_assert_cmpuint (pages, >, 1);
  g_assert_cmpuint (g_strv_length (printed), ==, pages);
  text = g_strjoinv ("\n", printed);
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

static char *mounts_refused;

/* A sheet of @rows rows to fill in. */
static HdCampaignSheet *
sheet_of_rows (guint rows)
{
  HdCampaignSheet *sheet = hd_campaign_sheet_new ("Battle of Manassas", "July 1861, day 1");
  const char *columns[] = { "Stand", "SP at the start", "SP at the end", NULL };
  HdCampaignSheetSection *s = hd_campaign_sheet_add_section (sheet, "Casualty return", 3, columns);

  for (guint i = 0; i < rows; i++)
    {
      g_autofree char *name = g_strdup_printf ("Brigade %u", i + 1);
      const char *row[] = { name, "6", NULL };
      hd_campaign_sheet_section_add_row (s, HD_SHEET_ROW_FILL_IN, row);
    }
  return sheet;
}

/* Item 15: the PDF is written whole or not at all, as a save is: on a
 * full disk the export fails saying so, the earlier sheet of that name is
 * kept byte for byte and nothing is left beside it; with room again, it
 * is replaced whole. */
static void
test_export_whole (void)
{
  g_autofree char *why = NULL;
  g_autofree char *dir = NULL, *path = NULL, *before = NULL, *after = NULL, *filler = NULL, *listing = NULL;
  g_autoptr(HdCampaignSheet) small = sheet_of_rows (1);
  g_autoptr(HdCampaignSheet) large = sheet_of_rows (400);
  g_autoptr(GError) error = NULL;
  gsize before_len, after_len;
  guint pages = 0;

  dir = mounts_refused == NULL ? hd_test_mount_tmpfs (4 * 1024 * 1024, &why) : NULL;
  if (dir == NULL)
    {
      hd_test_mounts_refused (mounts_refused != NULL ? mounts_refused : why);
      return;
    }
  path = g_build_filename (dir, "Battle of Manassas.pdf", NULL);
  g_assert_true (hd_campaign_print_export_pdf (small, path, &pages, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &before, &before_len, NULL));
  filler = hd_test_fill_disk (dir);

  g_assert_false (hd_campaign_print_export_pdf (large, path, &pages, &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "Battle of Manassas.pdf"));
  g_assert_nonnull (strstr (error->message, "was left as it was"));
  g_clear_error (&error);
  g_assert_true (g_file_get_contents (path, &after, &after_len, NULL));
  g_assert_cmpmem (after, after_len, before, before_len);
  listing = hd_test_list_dir (dir);
  g_assert_cmpstr (listing, ==, "Battle of Manassas.pdf filler");

  g_assert_cmpint (g_unlink (filler), ==, 0);
  g_assert_true (hd_campaign_print_export_pdf (large, path, &pages, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (pages, >, 1);
  g_clear_pointer (&listing, g_free);
  listing = hd_test_list_dir (dir);
  g_assert_cmpstr (listing, ==, "Battle of Manassas.pdf");
  g_unlink (path);
  hd_test_unmount (dir);
}

/* What a line of a printed sheet is, for the layout test: the sheet of
 * sheet_of_sizes() shows forces ("Stand d.s" under "Division d") and a
 * casualty return ("Brigade n").  Poppler reads a table's row as one line,
 * its cells side by side: the column names' line ends with the last
 * column's name. */
typedef enum { LINE_OTHER, LINE_HEADING, LINE_NAMES, LINE_GROUP, LINE_FORCES, LINE_RETURN } LineKind;

static LineKind
line_kind (const char *line)
{
  if (g_str_has_prefix (line, "Union forces") || g_str_has_prefix (line, "Casualty return"))
    return LINE_HEADING;
  if (g_str_has_suffix (line, "Strength") || g_str_has_suffix (line, "SP at the end"))
    return LINE_NAMES;
  if (g_str_has_prefix (line, "Division "))
    return LINE_GROUP;
  if (g_str_has_prefix (line, "Stand "))
    return LINE_FORCES;
  if (g_str_has_prefix (line, "Brigade "))
    return LINE_RETURN;
  return LINE_OTHER;
}

/* A sheet of @divisions divisions of three stands (none: no such table),
 * then a casualty return of @rows rows. */
static HdCampaignSheet *
sheet_of_sizes (guint divisions, guint rows)
{
  HdCampaignSheet *sheet = sheet_of_rows (0);
  const char *columns[] = { "Formation", "Strength", NULL };
  HdCampaignSheetSection *forces = NULL, *ret = g_ptr_array_steal_index (sheet->sections, 0);

  if (divisions > 0)
    forces = hd_campaign_sheet_add_section (sheet, "Union forces", 2, columns);
  for (guint d = 1; d <= divisions; d++)
    {
      g_autofree char *name = g_strdup_printf ("Division %u", d);
      const char *group[] = { name, "", NULL };

      hd_campaign_sheet_section_add_row (forces, HD_SHEET_ROW_GROUP, group);
      for (guint k = 1; k <= 3; k++)
        {
          g_autofree char *stand = g_strdup_printf ("Stand %u.%u", d, k);
          const char *row[] = { stand, "4", NULL };
          hd_campaign_sheet_section_add_row (forces, HD_SHEET_ROW_PLAIN, row);
        }
    }
  g_ptr_array_add (sheet->sections, ret);
  for (guint i = 0; i < rows; i++)
    {
      g_autofree char *name = g_strdup_printf ("Brigade %u", i + 1);
      const char *row[] = { name, "6", NULL };
      hd_campaign_sheet_section_add_row (ret, HD_SHEET_ROW_FILL_IN, row);
    }
  return sheet;
}

/* The kinds of the lines of each page of @sheet printed (a GArray of
 * LineKind a page), the header's and the footer's lines left out. */
static GPtrArray *
printed_pages (const HdCampaignSheet *sheet, const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "sheet.pdf", NULL);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) printed = NULL;
  GPtrArray *pages = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  guint n = 0;

  g_assert_true (hd_campaign_print_export_pdf (sheet, path, &n, &error));
  g_assert_no_error (error);
  printed = read_pdf_pages (path);
  for (guint p = 0; printed[p] != NULL; p++)
    {
      g_auto(GStrv) lines = g_strsplit (printed[p], "\n", -1);
      GArray *kinds = g_array_new (FALSE, FALSE, sizeof (LineKind));

      for (guint i = 0; lines[i] != NULL; i++)
        {
          LineKind kind = line_kind (lines[i]);
          if (kind != LINE_OTHER)
            g_array_append_val (kinds, kind);
        }
      g_ptr_array_add (pages, kinds);
    }
  g_assert_cmpuint (pages->len, ==, n);
  g_unlink (path);
  return pages;
}

static guint
count_kind (const GArray *page, LineKind kind)
{
  guint n = 0;

  for (guint i = 0; i < page->len; i++)
    n += g_array_index (page, LineKind, i) == kind;
  return n;
}

/* Item 11: whatever its size, a sheet never ends a page with a heading,
 * column names or a division's line, never begins or ends a table on a
 * page with one lone row of it, and its last page never holds a single
 * row alone. */
static void
test_print_no_lone_row (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hd-sheet-XXXXXX", NULL);
  guint tried = 0, broken = 0;

  for (guint divisions = 0; divisions <= 14; divisions += 2)
    for (guint rows = 1; rows <= 90; rows += divisions == 0 ? 1 : 5)
      {
        g_autoptr(HdCampaignSheet) sheet = sheet_of_sizes (divisions, rows);
        g_autoptr(GPtrArray) pages = printed_pages (sheet, dir);
        const LineKind body[] = { LINE_FORCES, LINE_RETURN };

        tried++;
        broken += pages->len > 1;
        for (guint p = 0; p < pages->len; p++)
          {
            const GArray *page = g_ptr_array_index (pages, p);
            LineKind last = page->len > 0 ? g_array_index (page, LineKind, page->len - 1) : LINE_OTHER;

            g_test_message ("%u divisions, %u rows: page %u of %u", divisions, rows, p + 1, pages->len);
            g_assert_true (last == LINE_FORCES || last == LINE_RETURN);
            for (guint b = 0; b < G_N_ELEMENTS (body); b++)
              {
                guint n = count_kind (page, body[b]);
                guint all = body[b] == LINE_FORCES ? 3 * divisions : rows;
                g_assert_true (n == 0 || n >= 2 || all < 2);
              }
            if (p + 1 == pages->len && pages->len > 1)
              g_assert_cmpuint (count_kind (page, LINE_FORCES) + count_kind (page, LINE_RETURN), >=, 2);
          }
      }
  /* the sizes tried broke over pages at many places */
  g_assert_cmpuint (broken, >, tried / 3);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  /* before any thread: a mount namespace of our own, for the full disk */
  hd_test_private_mounts (&mounts_refused);
  gtk_test_init (&argc, &argv, NULL);
  setlocale (LC_ALL, "");
  hd_i18n_bind_text_domain ();

  g_test_add_func ("/campaign-print/pages", test_print_pages);
  g_test_add_func ("/campaign-print/export-whole", test_export_whole);
  g_test_add_func ("/campaign-print/no-lone-row", test_print_no_lone_row);
  return g_test_run ();
}
