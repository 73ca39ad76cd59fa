/* hd-xml.c: shared safety for the engine's XML loaders. */
#include "config.h"

#include <string.h>

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
