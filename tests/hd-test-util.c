/* hd-test-util.c: small helpers the test programs share. */
#include <string.h>

#include "hd-test-util.h"

/* @text with the first @from replaced by @to; a fixture that does not
 * contain @from is a broken test, and fails it. */
char *
hd_test_replace_once (const char *text,
                      const char *from,
                      const char *to)
{
  const char *at = strstr (text, from);

  if (at == NULL)
    g_error ("fixture text \"%s\" not found", from);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}
