/* hd-xml.h: what every XML loader of the engine shares: refusing any DTD
 * (the parser itself reports it), keeping libxml2's own messages off
 * stderr, and turning its errors into sentences for people. */
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

char    *hd_xml_get_attr             (xmlNode    *node,
                                      const char *name);

/* Why hd_xml_read_document() gave no document. */
typedef enum {
  HD_XML_TOO_LARGE,
  HD_XML_EMPTY,
  HD_XML_FORBIDDEN,
  HD_XML_NOT_WELL_FORMED,
} HdXmlProblem;

xmlDoc  *hd_xml_read_document       (GBytes       *bytes,
                                      const char   *source,
                                      gsize         max_bytes,
                                      HdXmlProblem *problem,
                                      int          *line,
                                      char        **detail);

G_END_DECLS
