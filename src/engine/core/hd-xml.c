/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-xml.c: shared safety for the engine's XML loaders: no DTD, no
 * messages on stderr, and a linear scan of the bytes that refuses, in our
 * words and with the line, what libxml2 would say in its own (a file of
 * blank space, text that is not XML, UTF-16 or UTF-32) or only after
 * quadratic work (an element with thousands of attributes).  Also the
 * saves' checksum (docs/save-format.md), written and checked the same way
 * for a game's save and a campaign's, and the one shape in which every
 * reader refuses a file ("file:line: <element>: why"). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include <libxml/tree.h>

#include "hd-excerpt.h"
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

/* What libxml2's errors mean, in our words: never its own English (a
 * person reads "Couldn't find end of Start Tag action" as nothing). */
static const struct {
  int         code;
  const char *words;
} xml_errors[] = {
  { XML_ERR_DOCUMENT_EMPTY, N_("the file holds no element") },
  { XML_ERR_DOCUMENT_START, N_("the file holds no element") },
  { XML_ERR_DOCUMENT_END, N_("something follows the end of the file's main element") },
  { XML_ERR_NOT_WELL_BALANCED, N_("the elements are not closed in the order they were opened") },
  { XML_ERR_LTSLASH_REQUIRED, N_("an end tag is not written as “</name>”") },
  { XML_ERR_EQUAL_REQUIRED, N_("an attribute is not written as name=\"value\"") },
  { XML_ERR_ATTRIBUTE_WITHOUT_VALUE, N_("an attribute is not written as name=\"value\"") },
  { XML_ERR_ATTRIBUTE_NOT_STARTED, N_("an attribute is not written as name=\"value\"") },
  { XML_ERR_ATTRIBUTE_NOT_FINISHED, N_("an attribute is not written as name=\"value\"") },
  { XML_ERR_STRING_NOT_STARTED, N_("an attribute is not written as name=\"value\"") },
  { XML_ERR_STRING_NOT_CLOSED, N_("an attribute is not written as name=\"value\"") },
  { XML_ERR_LITERAL_NOT_STARTED, N_("an attribute is not written as name=\"value\"") },
  { XML_ERR_LITERAL_NOT_FINISHED, N_("an attribute is not written as name=\"value\"") },
  { XML_ERR_ATTRIBUTE_REDEFINED, N_("an element has the same attribute twice") },
  { XML_ERR_LT_IN_ATTRIBUTE, N_("an attribute's value holds a “<”") },
  { XML_ERR_NAME_REQUIRED, N_("a tag is written wrong: a name is missing or is not one") },
  { XML_ERR_SPACE_REQUIRED, N_("a tag is written wrong: a space is missing between its parts") },
  { XML_ERR_INVALID_CHAR, N_("the file holds a character XML does not allow, such as a control character") },
  { XML_ERR_INVALID_ENCODING, N_("the text is not valid UTF-8") },
  { XML_ERR_UNSUPPORTED_ENCODING, N_("the file names an encoding other than UTF-8") },
  { XML_ERR_UNKNOWN_ENCODING, N_("the file names an encoding other than UTF-8") },
  { XML_ERR_ENCODING_NAME, N_("the file names an encoding other than UTF-8") },
  { XML_ERR_COMMENT_NOT_FINISHED, N_("a comment is not closed with “-->”, or holds “--”") },
  { XML_ERR_HYPHEN_IN_COMMENT, N_("a comment is not closed with “-->”, or holds “--”") },
  { XML_ERR_CDATA_NOT_FINISHED, N_("a CDATA section is not closed, or “]]>” stands in the text") },
  { XML_ERR_MISPLACED_CDATA_END, N_("a CDATA section is not closed, or “]]>” stands in the text") },
  { XML_ERR_PI_NOT_STARTED, N_("the XML declaration or an instruction, “<?…?>”, is written wrong or stands in the wrong place") },
  { XML_ERR_PI_NOT_FINISHED, N_("the XML declaration or an instruction, “<?…?>”, is written wrong or stands in the wrong place") },
  { XML_ERR_RESERVED_XML_NAME, N_("the XML declaration or an instruction, “<?…?>”, is written wrong or stands in the wrong place") },
  { XML_ERR_XMLDECL_NOT_STARTED, N_("the XML declaration or an instruction, “<?…?>”, is written wrong or stands in the wrong place") },
  { XML_ERR_XMLDECL_NOT_FINISHED, N_("the XML declaration or an instruction, “<?…?>”, is written wrong or stands in the wrong place") },
  { XML_ERR_VERSION_MISSING, N_("the XML declaration or an instruction, “<?…?>”, is written wrong or stands in the wrong place") },
  { XML_ERR_UNKNOWN_VERSION, N_("the XML declaration or an instruction, “<?…?>”, is written wrong or stands in the wrong place") },
  { XML_ERR_NO_MEMORY, N_("there was not enough memory to read it") },
  { XML_NS_ERR_UNDEFINED_NAMESPACE, N_("a name has a namespace prefix that is not declared") },
  { XML_NS_ERR_QNAME, N_("a name has a namespace prefix that is not declared") },
};

/* A reference ("&name;", "&#12;") that is not one, by its code. */
static gboolean
is_reference_error (int code)
{
  return (code >= XML_ERR_INVALID_HEX_CHARREF && code <= XML_ERR_INVALID_CHARREF) ||
         (code >= XML_ERR_CHARREF_AT_EOF && code <= XML_WAR_UNDECLARED_ENTITY) ||
         code == XML_ERR_ENTITY_LOOP || code == XML_ERR_ENTITY_BOUNDARY;
}

/* The element a tag error names (libxml2 gives it as its first string),
 * quoted for people; NULL when it gave none. */
static char *
error_element (const xmlError *error)
{
  return error->str1 != NULL && error->str1[0] != '\0' ? hd_excerpt (error->str1, -1) : NULL;
}

/* The errors about one element's tags, with the element's name. */
static char *
tag_error_message (const xmlError *error)
{
  g_autofree char *name = error_element (error);

  if (name == NULL)
    return NULL;
  if (error->code == XML_ERR_GT_REQUIRED)
    /* TRANSLATORS: %s is an element's name, "action" */
    return g_strdup_printf (_("the tag <%s> is not written right: an attribute is not name=\"value\", or its “>” "
                              "is missing"), name);
  if (error->code == XML_ERR_TAG_NOT_FINISHED)
    return g_strdup_printf (_("the file ends before <%s> is closed: it was cut short"), name);
  if (error->code == XML_ERR_TAG_NAME_MISMATCH)
    return g_strdup_printf (_("<%s> is closed by an end tag of another name"), name);
  return NULL;
}

/**
 * hd_xml_error_message:
 *
 * What libxml2's @error means, in our words, on one line: libxml2's own
 * English never reaches a person.  An error this table does not know is
 * named by its number, never by libxml2's sentence.
 */
char *
hd_xml_error_message (const xmlError *error)
{
  char *tagged;

  if (error == NULL)
    return g_strdup (_("there was not enough memory to read it"));
  if ((tagged = tag_error_message (error)) != NULL)
    return tagged;
  if (error->code == XML_ERR_GT_REQUIRED || error->code == XML_ERR_TAG_NOT_FINISHED)
    return g_strdup (_("a tag is not written right: an attribute is not name=\"value\", or its “>” is missing"));
  if (error->code == XML_ERR_TAG_NAME_MISMATCH)
    return g_strdup (_("the elements are not closed in the order they were opened"));
  if (is_reference_error (error->code))
    return g_strdup (_("an “&” begins a reference that is not one: an “&” itself is written “&amp;”"));
  if (error->message != NULL && strstr (error->message, "indicate encoding") != NULL)
    return g_strdup (_("the text is not valid UTF-8"));
  for (guint i = 0; i < G_N_ELEMENTS (xml_errors); i++)
    if (xml_errors[i].code == error->code)
      return g_strdup (_(xml_errors[i].words));
  /* TRANSLATORS: an XML error this program has no words for, by its number */
  return g_strdup_printf (_("the text breaks the rules of XML here (XML error %d)"), error->code);
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

/* ------------------------------------------------------------ the scan */

enum { S_TEXT, S_OPEN, S_TAG, S_QUOTE, S_END_TAG, S_BANG, S_COMMENT, S_CDATA, S_PI, S_OFF };

/* No file of ours nests deeper (a board's SVG least of all, 5); libxml2
 * itself stops at 256, in its own words. */
#define MAX_DEPTH 64

void
hd_xml_scan_init (HdXmlScan *scan,
                  guint      max_attributes,
                  gsize      max_markup)
{
  memset (scan, 0, sizeof *scan);
  scan->max_attributes = max_attributes;
  scan->max_markup = max_markup;
  scan->line = 1;
}

void
hd_xml_scan_clear (HdXmlScan *scan)
{
  g_clear_pointer (&scan->error, g_free);
}

static gboolean G_GNUC_PRINTF (2, 3)
scan_fail (HdXmlScan *scan, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  scan->error = g_strdup_vprintf (format, args);
  va_end (args);
  scan->error_line = scan->line;
  return FALSE;
}

/* The first bytes: a byte-order mark of UTF-16 or UTF-32. */
static gboolean
scan_start (HdXmlScan *scan, const guint8 *p, gsize len)
{
  if ((len >= 2 && ((p[0] == 0xFF && p[1] == 0xFE) || (p[0] == 0xFE && p[1] == 0xFF))) ||
      (len >= 4 && p[0] == 0 && p[1] == 0 && p[2] == 0xFE && p[3] == 0xFF))
    return scan_fail (scan, _("the file is UTF-16 or UTF-32 text; only UTF-8 is read"));
  return TRUE;
}

/* After "<!": a comment, CDATA, or a declaration (a DOCTYPE: the guard
 * refuses it as soon as the parser meets it, so the scan stops). */
static void
scan_bang (HdXmlScan *scan, char c)
{
  scan->bang[scan->n_bang++] = c;
  scan->bang[scan->n_bang] = '\0';
  if (g_str_equal (scan->bang, "--"))
    scan->state = S_COMMENT;
  else if (g_str_equal (scan->bang, "[CDATA["))
    scan->state = S_CDATA;
  else if (strncmp ("--", scan->bang, scan->n_bang) != 0 && strncmp ("[CDATA[", scan->bang, scan->n_bang) != 0)
    scan->state = S_OFF;
  if (scan->state != S_BANG)
    scan->n_bang = 0;
}

/* One byte inside markup; FALSE when a limit is passed. */
static gboolean
scan_markup (HdXmlScan *scan, char c)
{
  char prev = scan->prev;

  if (++scan->markup > scan->max_markup)
    return scan_fail (scan, _("an element or comment is longer than %lu bytes, which no file "
                              "of this kind needs"), (unsigned long) scan->max_markup);
  scan->prev = c;
  switch (scan->state)
    {
    case S_OPEN:
      scan->state = c == '!' ? S_BANG : c == '?' ? S_PI : c == '/' ? S_END_TAG : S_TAG;
      scan->n_bang = 0;
      scan->attributes = 0;
      if (scan->state == S_TAG && scan->root_closed)
        return scan_fail (scan, _("a second element follows the end of the file's main element"));
      if (scan->state == S_TAG && !scan->seen_root)
        {
          scan->seen_root = TRUE;
          scan->in_root_tag = TRUE;
          scan->root_start = scan->at - 1;
        }
      return TRUE;
    case S_BANG:
      scan_bang (scan, c);
      return TRUE;
    case S_TAG:
      if (c == '"' || c == '\'')
        {
          scan->state = S_QUOTE;
          scan->quote = c;
        }
      else if (c == '=' && ++scan->attributes > scan->max_attributes)
        return scan_fail (scan, _("an element has more than %u attributes, which no file of this kind needs"),
                          scan->max_attributes);
      else if (c == '>')
        {
          if (scan->in_root_tag)
            scan->root_end = scan->at + 1;
          scan->in_root_tag = FALSE;
          scan->state = S_TEXT;
          scan->depth += prev != '/';
          scan->root_closed = scan->depth == 0;
          if (scan->depth > MAX_DEPTH)
            return scan_fail (scan, _("elements are nested more than %d deep, which no file of this kind needs"),
                              MAX_DEPTH);
        }
      return TRUE;
    case S_QUOTE:
      if (c == scan->quote)
        scan->state = S_TAG;
      return TRUE;
    case S_END_TAG:
      if (c == '>')
        {
          scan->state = S_TEXT;
          scan->depth -= scan->depth > 0;
          scan->root_closed = scan->depth == 0;
        }
      return TRUE;
    case S_COMMENT:
    case S_CDATA:
      /* "-->" or "]]>": the two bytes before are kept in bang */
      if (c == '>' && scan->n_bang == 2)
        scan->state = S_TEXT;
      scan->n_bang = c == (scan->state == S_COMMENT ? '-' : ']') ? MIN (scan->n_bang + 1, 2) : 0;
      return TRUE;
    case S_PI:
      if (c == '>' && prev == '?')
        scan->state = S_TEXT;
      return TRUE;
    default:
      return TRUE;
    }
}

/**
 * hd_xml_scan:
 * @last: this is the end of the file
 *
 * Scans the next @len bytes of a file.  FALSE when the file is refused:
 * then @scan's error and error_line say why and where.
 */
gboolean
hd_xml_scan (HdXmlScan  *scan,
             const char *data,
             gsize       len,
             gboolean    last)
{
  if (scan->error != NULL)
    return FALSE;
  if (scan->at == 0 && len > 0 && !scan_start (scan, (const guint8 *) data, len))
    return FALSE;
  for (gsize i = 0; i < len && scan->state != S_OFF; i++, scan->at++)
    {
      char c = data[i];

      if (c == '\0')
        return scan_fail (scan, _("the file is not UTF-8 text: it has a NUL byte (UTF-16 or UTF-32 text has "
                                  "them, or the file is not text at all)"));
      if (scan->state == S_TEXT && c == '<')
        {
          scan->state = S_OPEN;
          scan->markup = 1;
        }
      else if (scan->state == S_TEXT && !g_ascii_isspace (c) &&
               !(scan->at < 3 && (guint8) c == "\xEF\xBB\xBF"[scan->at]))   /* UTF-8's byte-order mark */
        {
          if (!scan->seen_root)
            return scan_fail (scan, _("this is not XML: the file begins with text, not with an element (\"<\")"));
          if (scan->root_closed)
            return scan_fail (scan, _("text follows the end of the file's main element"));
        }
      else if (scan->state != S_TEXT && !scan_markup (scan, c))
        return FALSE;
      /* as libxml2 counts: "\r\n" ends one line, so does a lone "\r" */
      if (c == '\r' || (c == '\n' && !scan->after_cr))
        scan->line++;
      scan->after_cr = c == '\r';
    }
  if (last && scan->state == S_TEXT && !scan->seen_root)
    return scan_fail (scan, _("the file holds no element, only blank space or comments"));
  /* ended inside a tag, a comment or an element: the rest is missing */
  if (last && scan->state != S_OFF && (scan->state != S_TEXT || !scan->root_closed))
    return scan_fail (scan, _("not well-formed XML: it ends before its elements are closed, so the file was cut "
                              "short"));
  return TRUE;
}

/**
 * hd_xml_lone_cr_to_lf:
 * @data: the whole file, @len bytes
 * @at: where the part to parse starts
 * @n: its length
 *
 * libxml2 (version 2.9.14) counts its lines by line feeds only, so in a
 * file whose lines end in a carriage return alone every message would say
 * line 1.  XML reads such a carriage return as a line feed (the end-of-line
 * handling of the XML specification), so the parser is given one instead:
 * NULL when @data[@at..@at+@n) has no lone carriage return (parse it as it
 * is), else a copy with each one turned
 * into a line feed (g_free it).  The file itself is never changed.
 */
char *
hd_xml_lone_cr_to_lf (const char *data,
                      gsize       len,
                      gsize       at,
                      gsize       n)
{
  char *copy = NULL;

  for (const char *p = memchr (data + at, '\r', n); p != NULL;
       p = memchr (p + 1, '\r', (gsize) (data + at + n - (p + 1))))
    {
      gsize i = (gsize) (p - data);

      if (i + 1 < len && data[i + 1] == '\n')
        continue;
      if (copy == NULL)
        copy = g_memdup2 (data + at, n);
      copy[i - at] = '\n';
      if (p + 1 == data + at + n)
        break;
    }
  return copy;
}

/* Parses a small trusted-format file (scenario, saved game) into a tree
 * with every safety of the engine: size cap, no DTD, no network, no
 * messages on stderr.  On failure returns NULL with the problem, the line
 * (0 if none) and a sentence (translated) for the caller's GError. */
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
      *detail = g_strdup_printf (_("the file is %lu bytes; at most %lu are accepted"),
                                 (unsigned long) len, (unsigned long) max_bytes);
      return NULL;
    }
  if (len == 0 || data == NULL)
    {
      *problem = HD_XML_EMPTY;
      *detail = g_strdup (_("the file is empty"));
      return NULL;
    }
  {
    HdXmlScan scan;

    hd_xml_scan_init (&scan, 64, 256 * 1024);
    if (!hd_xml_scan (&scan, data, len, TRUE))
      {
        *problem = HD_XML_REFUSED;
        *line = scan.error_line;
        *detail = g_steal_pointer (&scan.error);
        return NULL;
      }
  }
  hd_xml_quiet_begin (&quiet);
  parser = xmlNewParserCtxt ();
  if (parser != NULL)
    {
      hd_xml_guard (parser->sax);
      parser->_private = &guard;
    }
  {
    g_autofree char *lf = hd_xml_lone_cr_to_lf (data, len, 0, len);

    doc = parser ? xmlCtxtReadMemory (parser, lf != NULL ? lf : data, (int) len, source, NULL,
                                      XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING |
                                      XML_PARSE_BIG_LINES) : NULL;
  }
  if (guard.forbidden)
    {
      *problem = HD_XML_FORBIDDEN;
      *detail = g_strdup (_("the file declares a DOCTYPE or entities, which are refused"));
      g_clear_pointer (&doc, xmlFreeDoc);
    }
  else if (doc == NULL || !parser->wellFormed)
    {
      const xmlError *e = parser ? xmlCtxtGetLastError (parser) : NULL;
      g_autofree char *msg = hd_xml_error_message (e);

      *problem = HD_XML_NOT_WELL_FORMED;
      *line = e ? e->line : 0;
      *detail = g_strdup_printf (_("not well-formed XML: %s"), msg);
      g_clear_pointer (&doc, xmlFreeDoc);
    }
  if (parser != NULL)
    xmlFreeParserCtxt (parser);
  hd_xml_quiet_end (&quiet);
  return doc;
}

/**
 * hd_xml_read_or_refuse:
 * @too_large: the code of @reader's domain for a file over @max_bytes
 * @not_xml: for a file that is empty, not well-formed or refused by the scan
 * @forbidden: for a file that declares a DOCTYPE
 *
 * hd_xml_read_document() for a reader of a tree: when there is no
 * document, @reader's error says why, with the line where there is one
 * ("scenario.xml:3: text follows the end of the file's main element",
 * "scenario.xml: the file is empty"), and NULL is returned.
 */
xmlDoc *
hd_xml_read_or_refuse (const HdXmlReader *reader,
                       GBytes            *bytes,
                       gsize              max_bytes,
                       int                too_large,
                       int                not_xml,
                       int                forbidden)
{
  g_autofree char *detail = NULL;
  HdXmlProblem problem;
  int line;
  xmlDoc *doc = hd_xml_read_document (bytes, reader->source, max_bytes, &problem, &line, &detail);

  if (doc == NULL && problem == HD_XML_TOO_LARGE)
    hd_xml_refuse (reader, line, NULL, too_large, detail);
  else if (doc == NULL && problem == HD_XML_FORBIDDEN)
    hd_xml_refuse (reader, line, NULL, forbidden, detail);
  else if (doc == NULL)
    hd_xml_refuse (reader, line, NULL, not_xml, detail);
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

/* ------------------------------------------------------- the refusals */

/**
 * hd_xml_refuse:
 * @line: the line refused, or 0 (or less) for the whole file
 * @element: what the refused element's start tag holds between “<” and
 *   “>”, as the message shows it: its name, or more (a board's
 *   `box id="x"`); NULL when no element is refused
 * @why: what is wrong, a translated sentence
 *
 * Sets @reader's error to "SOURCE:LINE: <ELEMENT>: why" about an element
 * (with its line, whatever it is), to "SOURCE:LINE: why" about a line, or
 * to "SOURCE: why" about the whole file.  The place is not translated: it
 * reads the same in every language.  Returns FALSE.
 */
gboolean
hd_xml_refuse (const HdXmlReader *reader,
               long               line,
               const char        *element,
               int                code,
               const char        *why)
{
  if (element != NULL)
    g_set_error (reader->error, reader->domain, code, "%s:%ld: <%s>: %s", reader->source, line, element, why);
  else if (line > 0)
    g_set_error (reader->error, reader->domain, code, "%s:%ld: %s", reader->source, line, why);
  else
    g_set_error (reader->error, reader->domain, code, "%s: %s", reader->source, why);
  return FALSE;
}

/* hd_xml_refuse(), the sentence made from @format and @args. */
gboolean
hd_xml_fail_at_line_valist (const HdXmlReader *reader,
                            long               line,
                            const char        *element,
                            int                code,
                            const char        *format,
                            va_list            args)
{
  g_autofree char *why = g_strdup_vprintf (format, args);

  return hd_xml_refuse (reader, line, element, code, why);
}

/* Refuses @node, an element of a parsed tree, by its line and name
 * ("file:12: <units>: why"), or the whole file when @node is NULL
 * ("file: why").  Returns FALSE. */
gboolean
hd_xml_fail_at_valist (const HdXmlReader *reader,
                       xmlNode           *node,
                       int                code,
                       const char        *format,
                       va_list            args)
{
  if (node == NULL)
    return hd_xml_fail_at_line_valist (reader, 0, NULL, code, format, args);
  return hd_xml_fail_at_line_valist (reader, xmlGetLineNo (node), (const char *) node->name, code, format, args);
}

/* hd_xml_fail_at_valist(), with the message's arguments here. */
gboolean
hd_xml_fail_at (const HdXmlReader *reader,
                xmlNode           *node,
                int                code,
                const char        *format,
                ...)
{
  va_list args;

  va_start (args, format);
  hd_xml_fail_at_valist (reader, node, code, format, args);
  va_end (args);
  return FALSE;
}

/* The attribute @name of @node in @out (g_free it); when @node has none,
 * refuses it with @code: "file:12: <units>: attribute box is missing". */
gboolean
hd_xml_need_attr (const HdXmlReader *reader,
                  xmlNode           *node,
                  int                code,
                  const char        *name,
                  char             **out)
{
  *out = hd_xml_get_attr (node, name);
  if (*out == NULL)
    return hd_xml_fail_at (reader, node, code, _("attribute %s is missing"), name);
  return TRUE;
}

/* ------------------------------------------------------- the checksum */

#define CHECKSUM_PREFIX "sha256:"

/* SHA-256 of @data's @len bytes without the @cut_len of them from @cut
 * on (the checksum attribute), as "sha256:" and 64 hexadecimal digits. */
static char *
checksum_of (const char *data,
             gsize       len,
             gsize       cut,
             gsize       cut_len)
{
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);

  g_checksum_update (sum, (const guchar *) data, (gssize) cut);
  g_checksum_update (sum, (const guchar *) data + cut + cut_len, (gssize) (len - cut - cut_len));
  return g_strconcat (CHECKSUM_PREFIX, g_checksum_get_string (sum), NULL);
}

/**
 * hd_xml_checksum_insert:
 * @out: a whole save, written without its checksum
 * @at: where the root's start tag ends, after its other attributes
 *
 * Sums @out's bytes and puts ` checksum="sha256:…"` in at @at: the
 * checksum of the file is then that of its bytes without the attribute.
 */
void
hd_xml_checksum_insert (GString *out,
                        gsize    at)
{
  g_autofree char *sum = NULL;
  g_autofree char *attribute = NULL;

  g_return_if_fail (out != NULL && at <= out->len);
  sum = checksum_of (out->str, out->len, 0, 0);
  attribute = g_strdup_printf (" checksum=\"%s\"", sum);
  g_string_insert (out, (gssize) at, attribute);
}

/* Whether @value is a checksum as this program writes it. */
gboolean
hd_xml_checksum_is_valid (const char *value)
{
  gsize n = strlen (CHECKSUM_PREFIX);

  return value != NULL && g_str_has_prefix (value, CHECKSUM_PREFIX) && strlen (value) == n + 64 &&
         strspn (value + n, "0123456789abcdef") == 64;
}

/**
 * hd_xml_checksum_matches:
 * @root_start: where the root's start tag begins in @data
 * @root_end: where it ends
 *
 * Whether @data is, byte for byte, the file that was saved with the
 * checksum @value: its root's start tag holds ` checksum="@value"`
 * (written exactly so), and the bytes without that text sum to @value.
 */
gboolean
hd_xml_checksum_matches (const char *data,
                         gsize       len,
                         gsize       root_start,
                         gsize       root_end,
                         const char *value)
{
  g_autofree char *attribute = g_strdup_printf (" checksum=\"%s\"", value);
  g_autofree char *sum = NULL;
  const char *at = NULL;

  if (root_end > root_start && root_end <= len)
    at = g_strstr_len (data + root_start, (gssize) (root_end - root_start), attribute);
  if (at == NULL)
    return FALSE;
  sum = checksum_of (data, len, (gsize) (at - data), strlen (attribute));
  return g_str_equal (sum, value);
}

/* Why a file whose checksum is not valid is refused (for "FILE:LINE: "). */
char *
hd_xml_checksum_describe_invalid (const char *value)
{
  g_autofree char *quoted = hd_excerpt (value, -1);

  return g_strdup_printf (_("the file is damaged: its checksum \"%s\" is not one this program writes"), quoted);
}

/* Why a file whose checksum does not match is refused: @source names it,
 * @line is its root's. */
char *
hd_xml_checksum_describe_mismatch (const char *source,
                                   int         line)
{
  return g_strdup_printf (_("%s: the file was changed after it was saved (its checksum does not match its "
                            "contents), so it was not loaded: it may be damaged. To load it as it is now, delete "
                            "its checksum attribute (checksum=\"...\" on line %d)"), source, line);
}

gboolean
hd_xml_format_is_newer (const char *format,
                        guint       known)
{
  guint64 v = 0;

  return format != NULL && format[0] != '\0' && strspn (format, "0123456789") == strlen (format) &&
         (strlen (format) > 9 || (g_ascii_string_to_unsigned (format, 10, 0, G_MAXUINT, &v, NULL) && v > known));
}

/* Whether @bytes begin (past a byte order mark, an XML declaration,
 * comments and blank space) with the element <@root>: which kind of save
 * a file is, told before it is read. */
gboolean
hd_xml_root_is (GBytes     *bytes,
                const char *root)
{
  const char *text, *end;
  gsize len;

  g_return_val_if_fail (bytes != NULL && root != NULL, FALSE);
  text = g_bytes_get_data (bytes, &len);
  if (text == NULL)
    return FALSE;
  end = text + len;
  if (len >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    text += 3;
  while (text < end)
    {
      const char *close = NULL, *ender = NULL;

      if (g_ascii_isspace (*text))
        {
          text++;
          continue;
        }
      if (end - text >= 2 && memcmp (text, "<?", 2) == 0)
        ender = "?>";
      else if (end - text >= 4 && memcmp (text, "<!--", 4) == 0)
        ender = "-->";
      else
        break;
      if ((close = g_strstr_len (text, end - text, ender)) == NULL)
        return FALSE;
      text = close + strlen (ender);
    }
  len = strlen (root);
  return (gsize) (end - text) > len + 1 && text[0] == '<' && memcmp (text + 1, root, len) == 0 &&
         (g_ascii_isspace (text[len + 1]) || text[len + 1] == '>' || text[len + 1] == '/');
}
