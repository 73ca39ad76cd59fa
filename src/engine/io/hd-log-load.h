/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-log-load.h: reading any kind's save back (docs/save-format.md).
 * The reader owns the file (its size, the XML, the root naming the kind,
 * the format, the checksum, what no save holds) and hands the kind each
 * element of the root, whole, with its line; the kind reads it into its
 * log.  docs/design.md, "What a new game kind writes", says what a kind
 * fills in. */
#pragma once

#include <gio/gio.h>
#include <libxml/tree.h>

#include "hd-log.h"

G_BEGIN_DECLS

/* The codes every kind's load error has, in this order (each kind's own
 * enum, HdGameError or HdCampaignGameError, repeats them). */
typedef enum {
  HD_LOG_LOAD_ERROR_NOT_XML,
  HD_LOG_LOAD_ERROR_FORBIDDEN,
  HD_LOG_LOAD_ERROR_TOO_LARGE,
  HD_LOG_LOAD_ERROR_FUTURE_VERSION,
  HD_LOG_LOAD_ERROR_INVALID,
  HD_LOG_LOAD_ERROR_BAD_ACTION,
  HD_LOG_LOAD_ERROR_CHECKSUM,
} HdLogLoadError;

/* The kind's own sentences about its file (marked with N_(), translated
 * when said); "%s" and "%d" as each says. */
typedef struct {
  const char *not_this_kind;     /* the root names another kind */
  const char *newer;             /* %s: the file's format, %d: the one read */
  const char *root_attribute;    /* %s: an attribute the root never has */
  const char *text;              /* text between the elements */
  const char *cdata;             /* a CDATA section */
  const char *instruction;       /* %s: a processing instruction's name */
  const char *namespaced;        /* %s: an element with a namespace */
  const char *scanned;           /* %s: what the scan refused */
  const char *not_well_formed;   /* %s: libxml2's complaint; NULL: it alone */
} HdLogLoadWords;

/* What a kind's save is, to its reader (HdLogClass.load_kind). */
struct _HdLogLoadKind {
  GQuark            (*error_quark) (void);  /* codes: HdLogLoadError */
  const char * const *root_attributes;      /* besides format= and checksum= */
  /* The oldest format still read (0: only HdLogClass.save_format); the
   * kind asks which one a file has (hd_log_load_get_format). */
  guint               oldest_format;
  gsize               max_bytes;
  guint               max_attributes;       /* of one element */
  gsize               max_markup;           /* bytes of one tag */
  /* Elements from this depth on (the root is 0) are the kind's own
   * content: text, CDATA and instructions in them are kept for the kind,
   * not refused (0: every depth is the save's). */
  guint               open_depth;
  /* At most this deep, and this many children to an element: one more is
   * kept for the kind to refuse, the rest only read (0: no bound). */
  guint               max_depth;
  guint               max_children;
  /* How many bytes of the file one element of the root may take, its
   * content and all (0: no bound but the file's): beyond, the file is
   * refused, so that content the kind keeps stays bounded. */
  gsize               max_element_bytes;
  HdLogLoadWords      words;
};

typedef void (*HdLogLoadProgress) (double   fraction,
                                   gpointer user_data);

/* Reads @bytes as a save of the kind @type; @data is the kind's, for its
 * load_root, load_element and load_end (hd_log_load_get_data()). */
HdLog      *hd_log_load                (GType               type,
                                        GBytes             *bytes,
                                        const char         *source_name,
                                        gpointer            data,
                                        HdLogLoadProgress   progress,
                                        gpointer            progress_data,
                                        GCancellable       *cancellable,
                                        GError            **error);

/* For the kind, while it reads. */
gpointer    hd_log_load_get_data       (HdLogLoad          *load);
const char *hd_log_load_get_source     (HdLogLoad          *load);
gboolean    hd_log_load_failed         (HdLogLoad          *load);
/* The file's format, once its root is read. */
guint       hd_log_load_get_format     (HdLogLoad          *load);
void        hd_log_load_fail           (HdLogLoad          *load,
                                        HdLogLoadError      code,
                                        int                 line,
                                        const char         *format,
                                        ...) G_GNUC_PRINTF (4, 5);
int         hd_log_load_line           (xmlNode            *node);
char       *hd_log_load_unknown_attribute (xmlNode          *node,
                                           const char * const *allowed);
/* The log made from what came before the actions (taken); the next
 * action's number (counting from 1); joined="true" read; an action
 * read, made ("action N cannot have happened: ..." if not). */
void        hd_log_load_start          (HdLogLoad          *load,
                                        HdLog              *log);
HdLog      *hd_log_load_get_log        (HdLogLoad          *load);
guint       hd_log_load_next_action    (HdLogLoad          *load);
gboolean    hd_log_load_joined         (HdLogLoad          *load,
                                        xmlNode            *node,
                                        gboolean           *joined);
gboolean    hd_log_load_append         (HdLogLoad          *load,
                                        int                 line,
                                        gpointer            action,
                                        gboolean            joined);

G_END_DECLS
