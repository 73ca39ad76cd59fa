/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-i18n.c: where the program's message catalogue is found
 * (hd-i18n.h): the folder HD_LOCALEDIR names when it is set (build-aux/run
 * and the tests set it to the build's po/, where an uninstalled build's
 * compiled catalogues are), else where they are installed (LOCALEDIR). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-i18n.h"

void
hd_i18n_bind_text_domain (void)
{
  const char *dir = g_getenv ("HD_LOCALEDIR");

  bindtextdomain (GETTEXT_PACKAGE, dir != NULL && *dir != '\0' ? dir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
