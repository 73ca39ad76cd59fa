/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c: starts House Divided Companion. */
#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>

#include "hd-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(HdApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = hd_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
