/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-xml.c: the shape in which every XML reader of the engine refuses a
 * file (hd-xml.h): "file:line: <element>: why" about an element,
 * "file:line: why" about a line, "file: why" about the whole file, a
 * missing attribute said the same way in every reader, and a file that
 * is no document refused in that shape with the reader's codes. */
#include <string.h>

#include <libxml/tree.h>

#include "hd-xml.h"

#define TEST_ERROR (g_quark_from_static_string ("test-xml-error-quark"))
#define TEST_CODE 7

/* line 1: <setup>, line 3: <units box="x">, line 4: <units/> */
static const char document[] =
  "<setup>\n"
  "\n"
  "  <units box=\"x\"/>\n"
  "  <units/>\n"
  "</setup>\n";

static xmlDoc *
parse (void)
{
  xmlDoc *doc = xmlReadMemory (document, (int) strlen (document), "t.xml", NULL,
                               XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);

  g_assert_nonnull (doc);
  return doc;
}

/* The @n-th element (from 0) inside the root. */
static xmlNode *
child (xmlDoc *doc,
       guint   n)
{
  for (xmlNode *c = xmlDocGetRootElement (doc)->children; c != NULL; c = c->next)
    if (c->type == XML_ELEMENT_NODE && n-- == 0)
      return c;
  g_assert_not_reached ();
  return NULL;
}

static void
test_fail_at (void)
{
  xmlDoc *doc = parse ();
  GError *error = NULL;
  HdXmlReader reader = { &error, TEST_ERROR, "t.xml" };

  /* an element: its line and name, then the sentence made from the format */
  g_assert_false (hd_xml_fail_at (&reader, child (doc, 0), TEST_CODE, "there are %u of “%s”", 2, "x"));
  g_assert_error (error, TEST_ERROR, TEST_CODE);
  g_assert_cmpstr (error->message, ==, "t.xml:3: <units>: there are 2 of “x”");
  g_clear_error (&error);

  /* no element: the whole file */
  g_assert_false (hd_xml_fail_at (&reader, NULL, TEST_CODE + 1, "%s", "it is empty"));
  g_assert_error (error, TEST_ERROR, TEST_CODE + 1);
  g_assert_cmpstr (error->message, ==, "t.xml: it is empty");
  g_clear_error (&error);

  /* a caller that wants no error gets none, and still FALSE */
  reader.error = NULL;
  g_assert_false (hd_xml_fail_at (&reader, child (doc, 1), TEST_CODE, "ignored"));
  xmlFreeDoc (doc);
}

static void
test_refuse (void)
{
  GError *error = NULL;
  HdXmlReader reader = { &error, TEST_ERROR, "map.svg" };

  /* an element named with more than its name, as the board names its own */
  g_assert_false (hd_xml_refuse (&reader, 1092, "g id=\"box-alexandria\"", TEST_CODE, "why"));
  g_assert_cmpstr (error->message, ==, "map.svg:1092: <g id=\"box-alexandria\">: why");
  g_clear_error (&error);
  /* a line without an element */
  g_assert_false (hd_xml_refuse (&reader, 12, NULL, TEST_CODE, "why"));
  g_assert_error (error, TEST_ERROR, TEST_CODE);
  g_assert_cmpstr (error->message, ==, "map.svg:12: why");
  g_clear_error (&error);
  /* no line: the whole file */
  g_assert_false (hd_xml_refuse (&reader, 0, NULL, TEST_CODE, "why"));
  g_assert_cmpstr (error->message, ==, "map.svg: why");
  g_clear_error (&error);
}

static void
test_need_attr (void)
{
  xmlDoc *doc = parse ();
  GError *error = NULL;
  HdXmlReader reader = { &error, TEST_ERROR, "t.xml" };
  g_autofree char *box = NULL;
  char *none = (char *) "unset";

  g_assert_true (hd_xml_need_attr (&reader, child (doc, 0), TEST_CODE, "box", &box));
  g_assert_no_error (error);
  g_assert_cmpstr (box, ==, "x");

  g_assert_false (hd_xml_need_attr (&reader, child (doc, 1), TEST_CODE, "box", &none));
  g_assert_null (none);
  g_assert_error (error, TEST_ERROR, TEST_CODE);
  /* word for word what every reader said before it was shared (po/de.po
   * translates it: "Attribut %s fehlt") */
  g_assert_cmpstr (error->message, ==, "t.xml:4: <units>: attribute box is missing");
  g_clear_error (&error);
  xmlFreeDoc (doc);
}

/* @text read through hd_xml_read_or_refuse(): refused with @code and
 * @message, word for word. */
static void
assert_read_refused (const char *text,
                     int         code,
                     const char *message)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, strlen (text));
  GError *error = NULL;
  HdXmlReader reader = { &error, TEST_ERROR, "t.xml" };

  g_assert_null (hd_xml_read_or_refuse (&reader, bytes, 64, 1, 2, 3));
  g_assert_error (error, TEST_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
  g_clear_error (&error);
}

static void
test_read_or_refuse (void)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (document, strlen (document));
  HdXmlReader reader = { NULL, TEST_ERROR, "t.xml" };
  xmlDoc *doc = hd_xml_read_or_refuse (&reader, bytes, 64, 1, 2, 3);

  g_assert_nonnull (doc);
  xmlFreeDoc (doc);
  assert_read_refused ("<setup>                                                            </setup>", 1,
                       "t.xml: the file is 75 bytes; at most 64 are accepted");
  assert_read_refused ("", 2, "t.xml: the file is empty");
  assert_read_refused ("<setup/>\n\njunk", 2, "t.xml:3: text follows the end of the file's main element");
  assert_read_refused ("<!DOCTYPE s [<!ENTITY a \"b\">]><s/>", 3,
                       "t.xml: the file declares a DOCTYPE or entities, which are refused");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/xml/fail-at", test_fail_at);
  g_test_add_func ("/xml/refuse", test_refuse);
  g_test_add_func ("/xml/need-attr", test_need_attr);
  g_test_add_func ("/xml/read-or-refuse", test_read_or_refuse);
  return g_test_run ();
}
