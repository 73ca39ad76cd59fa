/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-xml.h: what every XML loader of the engine shares: refusing any DTD
 * (the parser itself reports it), keeping libxml2's own messages off
 * stderr, turning its errors into sentences for people, and saying a
 * refusal as "file:line: <element>: why". */
#pragma once

#include <glib.h>
#include <libxml/parser.h>

G_BEGIN_DECLS

/* A parser guarded by hd_xml_guard() must have, as its _private, a
 * struct that starts with this. */
typedef struct {
  gboolean forbidden;   /* a DOCTYPE or a declaration was met: parsing stopped */
} HdXmlGuard;

void     hd_xml_guard                (xmlSAXHandler *sax);
char    *hd_xml_error_message        (const xmlError *error);

/* Between begin and end, libxml2's generic error handler (per thread) is
 * silenced; errors reach people through GErrors instead. */
typedef struct {
  xmlGenericErrorFunc func;
  void               *ctx;
} HdXmlQuiet;

void     hd_xml_quiet_begin          (HdXmlQuiet *saved);
void     hd_xml_quiet_end            (HdXmlQuiet *saved);
void     hd_xml_quiet_structured     (void       *user_data,
                                      xmlErrorPtr error);

/* Whether a file's format="..." (not the one a reader reads) is a whole
 * number above @known, a newer version's, rather than no format at all. */
gboolean hd_xml_format_is_newer      (const char *format,
                                      guint       known);

char    *hd_xml_get_attr             (xmlNode    *node,
                                      const char *name);
gboolean hd_xml_root_is              (GBytes     *bytes,
                                      const char *root);

/* Where a reader's refusals go: into @error, in its @domain, about the
 * file @source (its name as messages give it). */
typedef struct {
  GError    **error;
  GQuark      domain;
  const char *source;
} HdXmlReader;

/* Every reader refuses a file in one shape: "SOURCE:LINE: <ELEMENT>: why"
 * about an element, "SOURCE:LINE: why" about a line, "SOURCE: why" about
 * the whole file.  The refusals return FALSE, for `return
 * hd_xml_fail_at (...)`; hd_xml_need_attr() reads an attribute that must
 * be there, or refuses its element. */
gboolean hd_xml_refuse               (const HdXmlReader *reader,
                                      long               line,
                                      const char        *element,
                                      int                code,
                                      const char        *why);
gboolean hd_xml_fail_at              (const HdXmlReader *reader,
                                      xmlNode           *node,
                                      int                code,
                                      const char        *format,
                                      ...) G_GNUC_PRINTF (4, 5);
gboolean hd_xml_fail_at_valist       (const HdXmlReader *reader,
                                      xmlNode           *node,
                                      int                code,
                                      const char        *format,
                                      va_list            args) G_GNUC_PRINTF (4, 0);
gboolean hd_xml_fail_at_line_valist  (const HdXmlReader *reader,
                                      long               line,
                                      const char        *element,
                                      int                code,
                                      const char        *format,
                                      va_list            args) G_GNUC_PRINTF (5, 0);
gboolean hd_xml_need_attr            (const HdXmlReader *reader,
                                      xmlNode           *node,
                                      int                code,
                                      const char        *name,
                                      char             **out);

/* A save's checksum (docs/save-format.md): ` checksum="sha256:…"` in the
 * root's start tag, the SHA-256 of the file's bytes without that text. */
void     hd_xml_checksum_insert      (GString    *out,
                                      gsize       at);
gboolean hd_xml_checksum_is_valid    (const char *value);
gboolean hd_xml_checksum_matches     (const char *data,
                                      gsize       len,
                                      gsize       root_start,
                                      gsize       root_end,
                                      const char *value);
char    *hd_xml_checksum_describe_invalid  (const char *value);
char    *hd_xml_checksum_describe_mismatch (const char *source,
                                            int         line);

/* A scan of an XML file's bytes before (or as) libxml2 parses them, in
 * one pass, a chunk at a time: what libxml2 would only say in its own
 * words, or after quadratic work (thousands of attributes on one element,
 * a value of megabytes), is refused here first, with our sentence and the
 * line. */
typedef struct {
  guint    max_attributes;   /* per element */
  gsize    max_markup;       /* bytes of one tag, comment or instruction */
  /* the scan so far */
  int      state;
  char     quote;
  char     prev;
  char     bang[9];          /* "<!..." so far, to tell a comment from CDATA */
  guint    n_bang;
  guint    attributes;
  gsize    markup;
  guint    depth;
  gboolean seen_root;
  gboolean root_closed;
  gboolean in_root_tag;
  gboolean after_cr;         /* the last byte was a carriage return */
  gsize    at;
  int      line;             /* a line feed, a carriage return, or both together end one */
  /* where the main element's start tag is: [root_start, root_end) */
  gsize    root_start;
  gsize    root_end;
  /* the problem found, if any */
  int      error_line;
  char    *error;            /* a sentence for people (g_free it) */
} HdXmlScan;

void     hd_xml_scan_init            (HdXmlScan  *scan,
                                      guint       max_attributes,
                                      gsize       max_markup);
gboolean hd_xml_scan                 (HdXmlScan  *scan,
                                      const char *data,
                                      gsize       len,
                                      gboolean    last);
void     hd_xml_scan_clear           (HdXmlScan  *scan);

char    *hd_xml_lone_cr_to_lf        (const char *data,
                                      gsize       len,
                                      gsize       at,
                                      gsize       n);

/* Why hd_xml_read_document() gave no document. */
typedef enum {
  HD_XML_TOO_LARGE,
  HD_XML_EMPTY,
  HD_XML_FORBIDDEN,
  HD_XML_NOT_WELL_FORMED,
  HD_XML_REFUSED,           /* hd_xml_scan() refused it */
} HdXmlProblem;

xmlDoc  *hd_xml_read_document       (GBytes       *bytes,
                                      const char   *source,
                                      gsize         max_bytes,
                                      HdXmlProblem *problem,
                                      int          *line,
                                      char        **detail);
xmlDoc  *hd_xml_read_or_refuse      (const HdXmlReader *reader,
                                     GBytes            *bytes,
                                     gsize              max_bytes,
                                     int                too_large,
                                     int                not_xml,
                                     int                forbidden);

G_END_DECLS
