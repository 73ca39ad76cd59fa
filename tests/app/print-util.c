/* SPDX-License-Identifier: GPL-3.0-or-later */
/* print-util.c: what the tests that print share (print-util.h): a PDF
 * read back with poppler, as a person reads the sheet on paper. */
#include "config.h"

#include <poppler.h>

#include "print-util.h"

/* The text poppler reads on each page of the PDF at @path, in reading
 * order, a line of the page a line of the text; one string a page. */
char **
read_pdf_pages (const char *path)
{
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  g_autoptr(GError) error = NULL;
  PopplerDocument *pdf = poppler_document_new_from_file (uri, NULL, &error);   /* no g_autoptr in poppler 22 */
  GPtrArray *pages = g_ptr_array_new ();

  g_assert_no_error (error);
  for (int i = 0; i < poppler_document_get_n_pages (pdf); i++)
    {
      PopplerPage *page = poppler_document_get_page (pdf, i);
      g_ptr_array_add (pages, poppler_page_get_text (page));
      g_object_unref (page);
    }
  g_object_unref (pdf);
  g_ptr_array_add (pages, NULL);
  return (char **) g_ptr_array_free (pages, FALSE);
}
