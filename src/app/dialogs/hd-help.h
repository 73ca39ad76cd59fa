/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-help.h: the help's pages (help/C/PAGE.page, help:house-divided/PAGE):
 * which page fits what the window shows, and opening it. */
#pragma once

#include <gtk/gtk.h>

#include "hd-state.h"

G_BEGIN_DECLS

/* What the window shows, as far as the help cares. */
typedef struct {
  const HdState *state;    /* the game on the board, or NULL (start page) */
  gboolean       lesson;   /* a lesson is played */
  gboolean       editing;  /* edit mode */
  gboolean       companion; /* the companion decides now (its card due) */
} HdHelpScreen;

const char *hd_help_page_for   (const HdHelpScreen *screen);
char       *hd_help_get_uri    (const char         *page);
void        hd_help_show_async (GtkWindow          *parent,
                                const char         *page,
                                GAsyncReadyCallback callback,
                                gpointer            user_data);
gboolean    hd_help_show_finish (GtkWindow         *parent,
                                 GAsyncResult      *result,
                                 GError           **error);
char       *hd_help_describe_failure (const GError *error);

G_END_DECLS
