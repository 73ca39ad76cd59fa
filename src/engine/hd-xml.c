/* hd-xml.c: shared safety for the engine's XML loaders. */
#include "config.h"

#include <string.h>

#include <libxml/tree.h>

#include "hd-xml.h"

/* A DOCTYPE, and with it any entity declaration, is never needed by our
 * files.  The parser itself reports it (so comments, processing
 * instructions or another encoding in front of it change nothing), and
 * parsing stops at once, before any declaration is read or expanded. */
static void
forbid (void *ctx)
{
  xmlParserCtxt *parser = ctx;
  HdXmlGuard *guard = parser->_private;

  guard->forbidden = TRUE;
  xmlStopParser (parser);
}

static void
on_subset (void *ctx, const xmlChar *name, const xmlChar *external_id, const xmlChar *system_id)
{
  forbid (ctx);
}

static void
on_entity (void *ctx, const xmlChar *name, int type, const xmlChar *public_id, const xmlChar *system_id,
           xmlChar *content)
{
  forbid (ctx);
}

/* Installs the guard in @sax; the parser's user data must be the parser
 * (the default) and its _private an HdXmlGuard. */
void
hd_xml_guard (xmlSAXHandler *sax)
{
  sax->internalSubset = on_subset;
  sax->externalSubset = on_subset;
  sax->entityDecl = on_entity;
}

/* libxml2's message for @error, without its hints to programmers (which
 * option to set, what to declare): people get what is wrong, on one line. */
char *
hd_xml_error_message (const xmlError *error)
{
  static const char *hints[] = { " use XML_PARSE_HUGE option", ", use XML_PARSE_HUGE option",
                                 ", indicate encoding !", " indicate encoding !" };
  g_autofree char *msg = g_strdup (error && error->message ? error->message : "out of memory");
  char *nl;

  if (error != NULL && (error->code == XML_ERR_INVALID_CHAR || error->code == XML_ERR_INVALID_ENCODING) &&
      strstr (msg, "indicate encoding") != NULL)
    return g_strdup ("the text is not valid UTF-8");
  if ((nl = strchr (msg, '\n')) != NULL)
    *nl = '\0';
  for (guint i = 0; i < G_N_ELEMENTS (hints); i++)
    {
      char *at;
      while ((at = strstr (msg, hints[i])) != NULL)
        memmove (at, at + strlen (hints[i]), strlen (at + strlen (hints[i])) + 1);
    }
  g_strchomp (msg);
  return g_steal_pointer (&msg);
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
  HdXmlGuard guard = { FALSE };
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
  hd_xml_quiet_begin (&quiet);
  parser = xmlNewParserCtxt ();
  if (parser != NULL)
    {
      hd_xml_guard (parser->sax);
      parser->_private = &guard;
    }
  doc = parser ? xmlCtxtReadMemory (parser, data, (int) len, source, NULL,
                                    XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING) : NULL;
  if (guard.forbidden)
    {
      *problem = HD_XML_FORBIDDEN;
      *detail = g_strdup ("the file declares a DOCTYPE or entities, which are refused");
      g_clear_pointer (&doc, xmlFreeDoc);
    }
  else if (doc == NULL || !parser->wellFormed)
    {
      const xmlError *e = parser ? xmlCtxtGetLastError (parser) : NULL;
      g_autofree char *msg = hd_xml_error_message (e);

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
