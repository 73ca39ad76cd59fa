/* hd-xml.c: shared safety for the engine's XML loaders. */
#include "config.h"

#include <string.h>

#include <libxml/tree.h>

#include "hd-xml.h"

/* A DOCTYPE or entity declaration is never needed by our files, and
 * refusing them before parsing rules out entity expansion attacks.  They
 * can only stand in the prolog (anywhere else the parser rejects the file
 * as not well-formed), so only the prolog is scanned. */
gboolean
hd_xml_has_forbidden_markup (const char *data,
                             gsize       len)
{
  const char *p = data, *end = data + len;

  while (p < end && (p = memchr (p, '<', end - p)) != NULL)
    {
      gsize left = end - p;

      if (left >= 2 && g_ascii_isalpha (p[1]))
        return FALSE; /* the root element: the prolog is over */
      if ((left >= 9 && g_ascii_strncasecmp (p, "<!DOCTYPE", 9) == 0) ||
          (left >= 8 && g_ascii_strncasecmp (p, "<!ENTITY", 8) == 0))
        return TRUE;
      p++;
    }
  return FALSE;
}

static void G_GNUC_PRINTF (2, 3)
quiet_generic (void       *ctx,
               const char *msg,
               ...)
{
}

void
hd_xml_quiet_structured (void        *user_data,
                         xmlErrorPtr  error)
{
}

void
hd_xml_quiet_begin (HdXmlQuiet *saved)
{
  saved->func = xmlGenericError;
  saved->ctx = xmlGenericErrorContext;
  xmlSetGenericErrorFunc (NULL, quiet_generic);
}

void
hd_xml_quiet_end (HdXmlQuiet *saved)
{
  xmlSetGenericErrorFunc (saved->ctx, saved->func);
}

/* Parses a small trusted-format file (scenario, saved game) into a tree
 * with every safety of the engine: size cap, no DTD, no network, no
 * messages on stderr.  On failure returns NULL with the problem, the line
 * (0 if none) and an English sentence for the caller's GError. */
xmlDoc *
hd_xml_read_document (GBytes       *bytes,
                      const char   *source,
                      gsize         max_bytes,
                      HdXmlProblem *problem,
                      int          *line,
                      char        **detail)
{
  HdXmlQuiet quiet;
  xmlParserCtxt *parser;
  xmlDoc *doc;
  const char *data;
  gsize len;

  *line = 0;
  data = g_bytes_get_data (bytes, &len);
  if (len > max_bytes)
    {
      *problem = HD_XML_TOO_LARGE;
      *detail = g_strdup_printf ("the file is %" G_GSIZE_FORMAT " bytes; at most %" G_GSIZE_FORMAT " are accepted",
                                 len, max_bytes);
      return NULL;
    }
  if (len == 0 || data == NULL)
    {
      *problem = HD_XML_EMPTY;
      *detail = g_strdup ("the file is empty");
      return NULL;
    }
  if (hd_xml_has_forbidden_markup (data, len))
    {
      *problem = HD_XML_FORBIDDEN;
      *detail = g_strdup ("the file declares a DOCTYPE or entities, which are refused");
      return NULL;
    }

  hd_xml_quiet_begin (&quiet);
  parser = xmlNewParserCtxt ();
  doc = parser ? xmlCtxtReadMemory (parser, data, (int) len, source, NULL,
                                    XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING) : NULL;
  if (doc == NULL || !parser->wellFormed)
    {
      const xmlError *e = parser ? xmlCtxtGetLastError (parser) : NULL;
      g_autofree char *msg = g_strdup (e && e->message ? e->message : "out of memory");

      g_strchomp (msg);
      *problem = HD_XML_NOT_WELL_FORMED;
      *line = e ? e->line : 0;
      *detail = g_strdup_printf ("not well-formed XML: %s", msg);
      g_clear_pointer (&doc, xmlFreeDoc);
    }
  if (parser != NULL)
    xmlFreeParserCtxt (parser);
  hd_xml_quiet_end (&quiet);
  return doc;
}

/* An attribute's value as a GLib string (g_free it), or NULL. */
char *
hd_xml_get_attr (xmlNode    *node,
                 const char *name)
{
  xmlChar *v = xmlGetProp (node, (const xmlChar *) name);
  char *copy = v ? g_strdup ((const char *) v) : NULL;

  xmlFree (v);
  return copy;
}
