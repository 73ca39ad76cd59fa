/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c: starts House Divided Companion. */
#include "config.h"

#include <locale.h>

#include "hd-application.h"
#include "hd-i18n.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(HdApplication) app = NULL;

  setlocale (LC_ALL, "");
  hd_i18n_bind_text_domain ();

  app = hd_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
