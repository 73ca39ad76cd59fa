/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-application.h: the application object: one board, windows, the
 * about dialog, keyboard accelerators. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define HD_TYPE_APPLICATION (hd_application_get_type ())
G_DECLARE_FINAL_TYPE (HdApplication, hd_application, HD, APPLICATION, AdwApplication)

HdApplication *hd_application_new (void);

G_END_DECLS
