/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-log-load.c: the one reader of every kind's save (hd-log-load.h).
 * It owns the file: its size, an empty file, the scan's limits, DOCTYPEs
 * and entities refused, lone carriage returns, well-formedness, progress
 * and cancel, the root (the kind's name, the format, a newer one named as
 * such, attributes the root never has, the checksum's form), text, CDATA,
 * processing instructions and namespaces where a save has none, the
 * actions' count and "cannot have happened", and at the end the checksum
 * over the bytes.  The kind gets each element of the root whole.
 *
 * Why a SAX push parser building one small tree per element of the root,
 * and not a document or xmlTextReader: a save of 16 MiB is read in
 * chunks, with progress and cancel between (and inside) them, and memory
 * stays bounded: only the element being read is a tree, freed once the
 * kind has read it, and the kind bounds how deep and how wide it may
 * grow (an action's shots) and how many bytes of the file one element
 * may take (a campaign's set-up); text the kind keeps is gathered a run
 * at a time, so its cost stays linear.  The SAX callbacks see text, CDATA and
 * instructions where they are, so a refusal names the line the damage
 * starts on; the tree's nodes carry their line in full (libxml2's own
 * node lines stop at 65535). */
#define G_LOG_DOMAIN "hd-log"

#include "config.h"

#include <glib/gi18n-lib.h>

#include <libxml/parser.h>
#include <libxml/SAX2.h>

#include "hd-excerpt.h"
#include "hd-log-load.h"
#include "hd-xml.h"

#define LOAD_CHUNK (256 * 1024)
/* Every so many elements, even inside one chunk: progress and cancel. */
#define CHECK_EVERY 256

/* The attributes of an element as SAX2 gives them: (localname, prefix,
 * URI, value, end) five at a time. */
typedef struct {
  const xmlChar **values;
  int             n;
} Attrs;

struct _HdLogLoad
{
  HdXmlGuard           guard;      /* first: the parser's _private */
  xmlParserCtxt       *parser;
  HdLogClass          *klass;
  const HdLogLoadKind *kind;
  gpointer             data;       /* the kind's */
  const char          *source;
  const char          *bytes;
  gsize                len;
  gsize                root_start; /* the root's start tag in the bytes */
  gsize                root_end;
  int                  root_line;
  char                *checksum;   /* the root's, if any */
  guint                format;     /* the root's, once read */
  guint                depth;      /* elements open */
  xmlDoc              *doc;        /* owns no node: the trees' document */
  xmlNode             *element;    /* the element of the root being read */
  xmlNode             *at;         /* the open element kept in it */
  long                 element_start; /* the bytes read when it began */
  GString             *text;       /* kept text not yet in the tree */
  guint                skipped;    /* open elements not kept */
  guint                n;          /* actions read */
  guint                n_elements;
  HdLog               *log;
  HdLogLoadProgress    progress;
  gpointer             progress_data;
  GCancellable        *cancellable;
  GError              *error;
};

/* ------------------------------------------------------- for the kind */

gpointer
hd_log_load_get_data (HdLogLoad *load)
{
  return load->data;
}

const char *
hd_log_load_get_source (HdLogLoad *load)
{
  return load->source;
}

gboolean
hd_log_load_failed (HdLogLoad *load)
{
  return load->error != NULL;
}

guint
hd_log_load_get_format (HdLogLoad *load)
{
  return load->format;
}

static void
fail_va (HdLogLoad *load, HdLogLoadError code, int line, const char *format, va_list args)
  G_GNUC_PRINTF (4, 0);

static void
fail_va (HdLogLoad *load, HdLogLoadError code, int line, const char *format, va_list args)
{
  g_autofree char *msg = NULL;
  GQuark domain = load->kind->error_quark ();

  if (load->error != NULL)
    return;
  msg = g_strdup_vprintf (format, args);
  if (line > 0)
    /* TRANSLATORS: a saved game's or campaign's file, the line, then what is wrong there, "game.hdgame:3: action 1 is damaged: ..." */
    g_set_error (&load->error, domain, code, _("%s:%d: %s"), load->source, line, msg);
  else
    g_set_error (&load->error, domain, code, "%s: %s", load->source, msg);
  /* the parser goes on to the end of the chunk it is given, so that a
   * file not well-formed a little further on is reported as such
   * (load_not_xml); a fault in a later chunk is not looked for */
}

/* The first fault found is the one told. */
void
hd_log_load_fail (HdLogLoad     *load,
                  HdLogLoadError code,
                  int            line,
                  const char    *format,
                  ...)
{
  va_list args;

  va_start (args, format);
  fail_va (load, code, line, format, args);
  va_end (args);
}

/* One of the kind's own sentences (HdLogLoadWords), translated.  The
 * sentences are a table's, not literals, so the compiler cannot match
 * their conversions against the arguments: hd-log-load.h says what each
 * takes, and tests/io/test-log-kind.c says every one of the race's. */
static void
fail_words (HdLogLoad *load, HdLogLoadError code, int line, const char *words, ...)
{
  va_list args;

  va_start (args, words);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  fail_va (load, code, line, _(words), args);
#pragma GCC diagnostic pop
  va_end (args);
}

/* The line a kept element starts on (its start tag's end), in full. */
int
hd_log_load_line (xmlNode *node)
{
  return GPOINTER_TO_INT (node->_private);
}

/* The first attribute of @node not in @allowed (NULL-ended), as a short
 * excerpt of its name to quote (g_free it), or NULL: a save has no
 * attribute its format does not name. */
char *
hd_log_load_unknown_attribute (xmlNode            *node,
                               const char * const *allowed)
{
  for (xmlAttr *a = node->properties; a != NULL; a = a->next)
    if (!g_strv_contains (allowed, (const char *) a->name))
      return hd_excerpt ((const char *) a->name, -1);
  return NULL;
}

void
hd_log_load_start (HdLogLoad *load,
                   HdLog     *log)
{
  g_return_if_fail (load->log == NULL);
  load->log = log;
}

HdLog *
hd_log_load_get_log (HdLogLoad *load)
{
  return load->log;
}

guint
hd_log_load_next_action (HdLogLoad *load)
{
  return ++load->n;
}

/* An action's joined="true": made with the one before it, as one player
 * action (one undo); absent, or "false", it is a player action of its own. */
gboolean
hd_log_load_joined (HdLogLoad *load,
                    xmlNode   *node,
                    gboolean  *joined)
{
  g_autofree char *value = hd_xml_get_attr (node, "joined");
  g_autofree char *quoted = NULL;

  *joined = value != NULL && g_str_equal (value, "true");
  if (value == NULL || *joined || g_str_equal (value, "false"))
    return TRUE;
  quoted = hd_excerpt (value, -1);
  hd_log_load_fail (load, HD_LOG_LOAD_ERROR_BAD_ACTION, hd_log_load_line (node),
                    _("action %u is damaged: its %s \"%s\" is wrong"), load->n, "joined", quoted);
  return FALSE;
}

/* @action (the kind's, as action_keep makes it: taken) made again. */
gboolean
hd_log_load_append (HdLogLoad *load,
                    int        line,
                    gpointer   action,
                    gboolean   joined)
{
  g_autoptr(GError) refusal = NULL;

  g_return_val_if_fail (load->log != NULL, FALSE);
  if (hd_log_append (load->log, action, joined, &refusal))
    return TRUE;
  hd_log_load_fail (load, HD_LOG_LOAD_ERROR_BAD_ACTION, line, _("action %u cannot have happened: %s"), load->n,
                    refusal->message);
  return FALSE;
}

/* ----------------------------------------------------------- the root */

static char *
attrs_get (const Attrs *attrs, const char *name)
{
  for (int i = 0; i < attrs->n; i++)
    {
      const xmlChar **at = attrs->values + 5 * i;
      if (at[1] == NULL && xmlStrEqual (at[0], (const xmlChar *) name))
        return g_strndup ((const char *) at[3], at[4] - at[3]);
    }
  return NULL;
}

/* An attribute's name as the file spells it ("x:name" with a prefix). */
static char *
attr_name (const xmlChar **at)
{
  return at[1] != NULL ? g_strconcat ((const char *) at[1], ":", (const char *) at[0], NULL)
                       : g_strdup ((const char *) at[0]);
}

/* The root's first attribute that is neither format=, checksum= nor the
 * kind's, quoted, or NULL. */
static char *
root_unknown (HdLogLoad *load, const Attrs *attrs)
{
  const char * const *own = load->kind->root_attributes;

  for (int i = 0; i < attrs->n; i++)
    {
      const xmlChar **at = attrs->values + 5 * i;
      g_autofree char *name = attr_name (at);

      if (!g_str_equal (name, "format") && !g_str_equal (name, "checksum") &&
          (own == NULL || !g_strv_contains (own, name)))
        return hd_excerpt (name, -1);
    }
  return NULL;
}

static int
load_line (HdLogLoad *load)
{
  return xmlSAX2GetLineNumber (load->parser);
}

/* A new element of a tree, with its attributes and its line. */
static xmlNode *
tree_node (HdLogLoad *load, const xmlChar *name, const Attrs *attrs)
{
  xmlNode *node = xmlNewDocNode (load->doc, NULL, name, NULL);

  node->_private = GINT_TO_POINTER (load_line (load));
  for (int i = 0; i < attrs->n; i++)
    {
      const xmlChar **at = attrs->values + 5 * i;
      g_autofree char *attr = attr_name (at);
      g_autofree char *value = g_strndup ((const char *) at[3], at[4] - at[3]);

      xmlNewProp (node, (const xmlChar *) attr, (const xmlChar *) value);
    }
  return node;
}

/* The root's own attributes, for the kind. */
static void
load_root_attributes (HdLogLoad *load, const xmlChar *name, const Attrs *attrs)
{
  xmlNode *root;

  if (load->klass->load_root == NULL)
    return;
  root = tree_node (load, name, attrs);
  load->klass->load_root (load, root);
  xmlFreeNode (root);
}

/* Whether @format is one the kind reads (its own, or one of the older
 * ones it still reads), kept in @load if so. */
static gboolean
format_is_read (HdLogLoad *load, const char *format)
{
  guint oldest = load->kind->oldest_format != 0 ? load->kind->oldest_format : (guint) load->klass->save_format;

  for (guint f = oldest; format != NULL && f <= (guint) load->klass->save_format; f++)
    {
      g_autofree char *known = g_strdup_printf ("%u", f);

      if (g_str_equal (format, known))
        {
          load->format = f;
          return TRUE;
        }
    }
  return FALSE;
}

/* The root: the kind's and which format (a newer one named as such). */
static void
load_root (HdLogLoad *load, const xmlChar *name, const Attrs *attrs)
{
  const HdLogLoadWords *words = &load->kind->words;
  g_autofree char *format = NULL;
  g_autofree char *unknown = NULL;
  g_autofree char *quoted = NULL;

  if (!xmlStrEqual (name, (const xmlChar *) load->klass->save_root))
    return fail_words (load, HD_LOG_LOAD_ERROR_INVALID, load_line (load), words->not_this_kind);

  format = attrs_get (attrs, "format");
  load->checksum = attrs_get (attrs, "checksum");
  load->root_line = load_line (load);
  quoted = hd_excerpt (format, -1);
  if (!format_is_read (load, format))
    {
      if (hd_xml_format_is_newer (format, (guint) load->klass->save_format))
        fail_words (load, HD_LOG_LOAD_ERROR_FUTURE_VERSION, load->root_line, words->newer, quoted,
                    load->klass->save_format);
      else
        hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, load->root_line, _("the save format \"%s\" is not known"),
                          quoted);
    }
  else if ((unknown = root_unknown (load, attrs)) != NULL)
    fail_words (load, HD_LOG_LOAD_ERROR_INVALID, load->root_line, words->root_attribute, unknown);
  else if (load->checksum != NULL && !hd_xml_checksum_is_valid (load->checksum))
    {
      g_autofree char *why = hd_xml_checksum_describe_invalid (load->checksum);
      hd_log_load_fail (load, HD_LOG_LOAD_ERROR_CHECKSUM, load->root_line, "%s", why);
    }
  else
    load_root_attributes (load, name, attrs);
}

/* ------------------------------------------------- the root's elements */

/* Whether an element at @depth may hold one more child in its tree. */
static gboolean
tree_has_room (HdLogLoad *load, guint depth)
{
  const HdLogLoadKind *kind = load->kind;
  guint children = 0;

  if (load->skipped > 0 || (kind->max_depth > 0 && depth > kind->max_depth + 1))
    return FALSE;
  if (kind->max_children == 0)
    return TRUE;
  for (xmlNode *c = load->at->children; c != NULL; c = c->next)
    children += c->type == XML_ELEMENT_NODE;
  return children <= kind->max_children;
}

/* The namespaces an element of the kind's own content declares and has,
 * kept for the kind's reader to judge. */
static void
tree_namespaces (xmlNode *node, const xmlChar *prefix, int nb_namespaces, const xmlChar **namespaces)
{
  for (int i = 0; i < nb_namespaces; i++)
    xmlNewNs (node, namespaces[2 * i + 1], namespaces[2 * i]);
  if (nb_namespaces > 0 || prefix != NULL)
    xmlSetNs (node, xmlSearchNs (node->doc, node, prefix));
}

static gboolean element_fits (HdLogLoad *load);

/* An element inside the root: the start of one the kind gets, or a part
 * of its tree (kept while there is room). */
static void
load_open (HdLogLoad *load, guint depth, const xmlChar *name, const Attrs *attrs, const xmlChar *prefix,
           int nb_namespaces, const xmlChar **namespaces)
{
  xmlNode *node;

  if (depth == 1)
    {
      load->element = load->at = tree_node (load, name, attrs);
      load->element_start = xmlByteConsumed (load->parser);
      return;
    }
  if (!element_fits (load))
    return;
  if (load->element == NULL || !tree_has_room (load, depth))
    {
      load->skipped++;
      return;
    }
  node = tree_node (load, name, attrs);
  xmlAddChild (load->at, node);
  tree_namespaces (node, prefix, nb_namespaces, namespaces);
  load->at = node;
}

/* The end of an element inside the root: the kind reads a whole one. */
static void
load_close (HdLogLoad *load, guint depth)
{
  if (load->skipped > 0)
    {
      load->skipped--;
      return;
    }
  if (load->element == NULL)
    return;
  if (depth > 1)
    {
      load->at = load->at->parent;
      return;
    }
  if (load->error == NULL)
    load->klass->load_element (load, load->element);
  g_clear_pointer (&load->element, xmlFreeNode);
  load->at = NULL;
}

/* Whether the kind keeps content here: inside an element it gets, not
 * in one passed over. */
static gboolean
load_keeping (HdLogLoad *load)
{
  return load->at != NULL && load->skipped == 0;
}

/* The text gathered since the last element, CDATA or instruction, added
 * to the tree as one node: libxml2 gives text in many small runs (one per
 * character reference), and adding each to a node would copy the whole
 * text each time. */
static void
text_flush (HdLogLoad *load)
{
  if (load->text->len > 0 && load_keeping (load))
    xmlAddChild (load->at, xmlNewDocTextLen (load->doc, (const xmlChar *) load->text->str, (int) load->text->len));
  g_string_truncate (load->text, 0);
}

/* Content the kind keeps (from its open depth on), added to the tree. */
static void
load_keeps (HdLogLoad *load, xmlNode *node)
{
  text_flush (load);
  if (load_keeping (load))
    xmlAddChild (load->at, node);
  else
    xmlFreeNode (node);
}

/* FALSE, with the file refused, once the element of the root being read
 * takes more of the file than the kind allows (HdLogLoadKind). */
static gboolean
element_fits (HdLogLoad *load)
{
  gsize most = load->kind->max_element_bytes;
  long now;

  if (most == 0 || load->element == NULL || load->error != NULL)
    return load->error == NULL;
  now = xmlByteConsumed (load->parser);
  if (now < 0 || now - load->element_start <= (long) most)
    return TRUE;
  hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, hd_log_load_line (load->element),
                    _("the file is damaged: this <%s> is longer than a save's ever is (at most %lu bytes)"),
                    (const char *) load->element->name, (unsigned long) most);
  xmlStopParser (load->parser);
  return FALSE;
}

/* Whether content at the parser's depth is the save's to judge. */
static gboolean
load_judges (HdLogLoad *load)
{
  return load->kind->open_depth == 0 || load->depth <= load->kind->open_depth;
}

/* Every so many elements, even inside one chunk: the share read so far,
 * and whether the reading was cancelled (it then stops at once). */
static gboolean
load_keep_going (HdLogLoad *load)
{
  long consumed;

  if (++load->n_elements % CHECK_EVERY != 0)
    return TRUE;
  if (g_cancellable_set_error_if_cancelled (load->cancellable, &load->error))
    {
      xmlStopParser (load->parser);
      return FALSE;
    }
  consumed = xmlByteConsumed (load->parser);
  if (load->progress != NULL && consumed > 0)
    load->progress (MIN (1.0, (double) consumed / (double) load->len), load->progress_data);
  return TRUE;
}

/* The line feeds in @text (libxml2 has made every line end one). */
static int
count_lines (const xmlChar *text, int len)
{
  int n = 0;

  for (int i = 0; i < len; i++)
    n += text[i] == '\n';
  return n;
}

/* Text: a save has none (only blank space between its elements), so any
 * is a sign of damage, e.g. a "<" turned into ">". */
static void
load_characters (void *ctx, const xmlChar *text, int len)
{
  HdLogLoad *load = ((xmlParserCtxt *) ctx)->_private;

  if (load->error != NULL)
    return;
  if (!load_judges (load))
    {
      if (load_keeping (load) && element_fits (load))
        g_string_append_len (load->text, (const char *) text, len);
      return;
    }
  for (int i = 0; i < len; i++)
    if (!g_ascii_isspace (text[i]))
      /* the parser is at the end of the text: its line is where it starts */
      return fail_words (load, HD_LOG_LOAD_ERROR_INVALID, load_line (load) - count_lines (text + i, len - i),
                         load->kind->words.text);
}

static void
load_cdata (void *ctx, const xmlChar *text, int len)
{
  HdLogLoad *load = ((xmlParserCtxt *) ctx)->_private;

  if (load->error != NULL)
    return;
  if (!load_judges (load))
    {
      if (element_fits (load))
        load_keeps (load, xmlNewCDataBlock (load->doc, text, len));
    }
  else
    fail_words (load, HD_LOG_LOAD_ERROR_INVALID, load_line (load), load->kind->words.cdata);
}

/* A processing instruction ("<?name ...?>") inside the root: a save has
 * none there, and it would otherwise be passed over without a word. */
static void
load_instruction (void *ctx, const xmlChar *target, const xmlChar *data)
{
  HdLogLoad *load = ((xmlParserCtxt *) ctx)->_private;
  g_autofree char *quoted = NULL;

  if (load->depth == 0 || load->error != NULL)
    return;
  if (!load_judges (load))
    {
      if (element_fits (load))
        load_keeps (load, xmlNewDocPI (load->doc, target, data));
      return;
    }
  quoted = hd_excerpt ((const char *) target, -1);
  /* the parser is at its end: its line is where it starts */
  fail_words (load, HD_LOG_LOAD_ERROR_INVALID,
              load_line (load) - (data != NULL ? count_lines (data, xmlStrlen (data)) : 0),
              load->kind->words.instruction, quoted);
}

/* An element that declares an XML namespace (xmlns="..." or
 * xmlns:x="...") or has a prefix ("x:action"): a save has none, and
 * the kind would otherwise read it as if it were not there. */
static gboolean
load_namespaced (HdLogLoad *load, guint depth, const xmlChar *localname, const xmlChar *prefix, int nb_namespaces)
{
  g_autofree char *name = NULL;

  if ((nb_namespaces == 0 && prefix == NULL) ||
      (load->kind->open_depth > 0 && depth > load->kind->open_depth))
    return FALSE;
  name = hd_excerpt ((const char *) localname, -1);
  fail_words (load, HD_LOG_LOAD_ERROR_INVALID, load_line (load), load->kind->words.namespaced, name);
  return TRUE;
}

static void
load_start_element (void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri,
                    int nb_namespaces, const xmlChar **namespaces, int nb_attributes, int nb_defaulted,
                    const xmlChar **attributes)
{
  HdLogLoad *load = ((xmlParserCtxt *) ctx)->_private;
  Attrs attrs = { attributes, nb_attributes };
  guint depth = load->depth++;

  text_flush (load);
  if (load->error != NULL || !load_keep_going (load) ||
      load_namespaced (load, depth, localname, prefix, nb_namespaces))
    {
      load->skipped += depth > 0;   /* its end is then passed over too */
      return;
    }
  if (depth == 0)
    load_root (load, localname, &attrs);
  else
    load_open (load, depth, localname, &attrs, prefix, nb_namespaces, namespaces);
}

static void
load_end_element (void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri)
{
  HdLogLoad *load = ((xmlParserCtxt *) ctx)->_private;
  guint depth = --load->depth;

  text_flush (load);
  if (depth > 0)
    load_close (load, depth);
  else if (load->error == NULL && load->klass->load_end != NULL)
    load->klass->load_end (load);
}

/* ----------------------------------------------------------- the file */

/* libxml2's own errors (not well-formed...), as the reader's. */
static void
load_xml_error (HdLogLoad *load)
{
  const xmlError *e = xmlCtxtGetLastError (load->parser);
  g_autofree char *msg = hd_xml_error_message (e);
  const char *words = load->kind->words.not_well_formed;
  g_autofree char *detail = NULL;

  g_clear_error (&load->error);
  if (load->guard.forbidden)
    {
      hd_log_load_fail (load, HD_LOG_LOAD_ERROR_FORBIDDEN, 0,
                        _("the file declares a DOCTYPE or entities, which are refused"));
      return;
    }
  if (words != NULL)
    {
      /* the kind's sentence takes libxml2's complaint (see fail_words) */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      detail = g_strdup_printf (_(words), msg);
#pragma GCC diagnostic pop
    }
  hd_log_load_fail (load, HD_LOG_LOAD_ERROR_NOT_XML, e != NULL ? e->line : 0, _("the file is damaged (%s)"),
                    detail != NULL ? detail : msg);
}

static gboolean
progress_and_cancel (HdLogLoad *load, double fraction)
{
  if (load->error != NULL)
    return TRUE;
  if (load->progress != NULL)
    load->progress (fraction, load->progress_data);
  return g_cancellable_set_error_if_cancelled (load->cancellable, &load->error);
}

/* Whether the parser found the file not well-formed (or refused it): then
 * that is what is said, even when an element cut short by the error was
 * already read. */
static gboolean
load_not_xml (HdLogLoad *load, int rc)
{
  const xmlError *e = xmlCtxtGetLastError (load->parser);
  gboolean xml_error = e != NULL && e->code != XML_ERR_OK && e->code != XML_ERR_USER_STOP &&
                       e->level > XML_ERR_WARNING;   /* not a warning, as "xmlns: URI x is not absolute" */

  return load->guard.forbidden || (xml_error && !g_error_matches (load->error, G_IO_ERROR, G_IO_ERROR_CANCELLED)) ||
         (load->error == NULL && (rc != 0 || !load->parser->wellFormed));
}

/* Scans and parses the file a chunk at a time. */
static void
load_parse (HdLogLoad *load)
{
  HdXmlScan scan;
  int rc = 0;

  hd_xml_scan_init (&scan, load->kind->max_attributes, load->kind->max_markup);
  for (gsize at = 0; rc == 0 && load->error == NULL && at < load->len; at += LOAD_CHUNK)
    {
      gsize n = MIN (LOAD_CHUNK, load->len - at);
      g_autofree char *lf = NULL;

      if (!hd_xml_scan (&scan, load->bytes + at, n, at + n == load->len))
        {
          fail_words (load, HD_LOG_LOAD_ERROR_NOT_XML, scan.error_line, load->kind->words.scanned, scan.error);
          hd_xml_scan_clear (&scan);
          return;
        }
      lf = hd_xml_lone_cr_to_lf (load->bytes, load->len, at, n);
      rc = xmlParseChunk (load->parser, lf != NULL ? lf : load->bytes + at, (int) n, at + n == load->len);
      if (progress_and_cancel (load, (double) (at + n) / (double) load->len))
        break;
    }
  load->root_start = scan.root_start;
  load->root_end = scan.root_end;
  if (load_not_xml (load, rc))
    load_xml_error (load);
}

/* A file saved with a checksum must still be, byte for byte, the file
 * that was saved: the checksum of its bytes without the root's attribute
 * ` checksum="sha256:..."` (written exactly so) is the one it holds; it
 * is checked after every action was read, so that a damaged action is
 * named first.  A file changed by hand on purpose loads as it is once the
 * attribute is deleted, as an older version's save does
 * (docs/save-format.md). */
static void
load_check_sum (HdLogLoad *load)
{
  g_autofree char *why = NULL;

  if (hd_xml_checksum_matches (load->bytes, load->len, load->root_start, load->root_end, load->checksum))
    return;
  why = hd_xml_checksum_describe_mismatch (load->source, load->root_line);
  g_set_error_literal (&load->error, load->kind->error_quark (), HD_LOG_LOAD_ERROR_CHECKSUM, why);
}

/* The file's size; FALSE (with the error) when it is none to read. */
static gboolean
load_size_is_right (HdLogLoad *load)
{
  if (load->len > load->kind->max_bytes)
    {
      g_autofree char *why = g_strdup_printf (_("the file is %lu bytes; at most %lu are accepted"),
                                              (unsigned long) load->len, (unsigned long) load->kind->max_bytes);
      hd_log_load_fail (load, HD_LOG_LOAD_ERROR_TOO_LARGE, 0, "%s", why);
    }
  else if (load->len == 0 || load->bytes == NULL)
    hd_log_load_fail (load, HD_LOG_LOAD_ERROR_NOT_XML, 0, _("the file is empty"));
  return load->error == NULL;
}

static void
load_run (HdLogLoad *load)
{
  xmlSAXHandler sax = { 0 };
  HdXmlQuiet quiet;

  sax.initialized = XML_SAX2_MAGIC;
  sax.startElementNs = load_start_element;
  sax.endElementNs = load_end_element;
  sax.characters = load_characters;
  sax.ignorableWhitespace = load_characters;
  sax.cdataBlock = load_cdata;
  sax.processingInstruction = load_instruction;
  sax.serror = hd_xml_quiet_structured;
  hd_xml_guard (&sax);

  hd_xml_quiet_begin (&quiet);
  load->doc = xmlNewDoc ((const xmlChar *) "1.0");
  /* the kind may write a tree out again (the campaign's set-up): in
   * UTF-8, as it was read, not with every other character escaped */
  load->doc->encoding = xmlStrdup ((const xmlChar *) "UTF-8");
  load->text = g_string_new (NULL);
  load->parser = xmlCreatePushParserCtxt (&sax, NULL, NULL, 0, load->source);
  if (load->parser == NULL)
    hd_log_load_fail (load, HD_LOG_LOAD_ERROR_NOT_XML, 0, _("out of memory"));
  else
    {
      load->parser->_private = load;
      xmlCtxtUseOptions (load->parser, XML_PARSE_NONET | XML_PARSE_NOENT | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
      load_parse (load);
      g_clear_pointer (&load->parser->myDoc, xmlFreeDoc);
      xmlFreeParserCtxt (load->parser);
    }
  g_clear_pointer (&load->element, xmlFreeNode);
  g_string_free (load->text, TRUE);
  xmlFreeDoc (load->doc);
  hd_xml_quiet_end (&quiet);
}

/**
 * hd_log_load:
 * @type: the kind (a subclass of HdLog with its load_* filled in)
 * @progress: (nullable): called with the share of the file read, 0 to 1
 *
 * Reads a save, making and checking every action again as it is read.
 * A damaged, tampered or newer file gives an error naming what is wrong
 * (and where: the file and the line), and nothing is returned; the file
 * is never changed.
 */
HdLog *
hd_log_load (GType               type,
             GBytes             *bytes,
             const char         *source_name,
             gpointer            data,
             HdLogLoadProgress   progress,
             gpointer            progress_data,
             GCancellable       *cancellable,
             GError            **error)
{
  g_autoptr(GTypeClass) klass = NULL;
  HdLogLoad load = { { FALSE } };

  g_return_val_if_fail (g_type_is_a (type, HD_TYPE_LOG), NULL);
  g_return_val_if_fail (bytes != NULL, NULL);
  klass = g_type_class_ref (type);

  load.klass = HD_LOG_CLASS (klass);
  load.kind = load.klass->load_kind;
  g_return_val_if_fail (load.kind != NULL && load.klass->load_element != NULL, NULL);
  load.data = data;
  load.source = source_name;
  load.bytes = g_bytes_get_data (bytes, &load.len);
  load.progress = progress;
  load.progress_data = progress_data;
  load.cancellable = cancellable;

  if (load_size_is_right (&load))
    load_run (&load);
  if (load.error == NULL && load.log == NULL)   /* a kind whose end made none */
    hd_log_load_fail (&load, HD_LOG_LOAD_ERROR_INVALID, load.root_line, "%s", _(load.kind->words.not_this_kind));
  if (load.error == NULL && load.checksum != NULL)
    load_check_sum (&load);
  g_free (load.checksum);
  if (load.error != NULL)
    {
      g_clear_object (&load.log);
      g_propagate_error (error, load.error);
      return NULL;
    }
  return load.log;
}
