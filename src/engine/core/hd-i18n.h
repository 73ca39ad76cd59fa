/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-i18n.h: where the program's message catalogue is found, for the
 * application and the command-line program alike. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

void hd_i18n_bind_text_domain (void);

G_END_DECLS
