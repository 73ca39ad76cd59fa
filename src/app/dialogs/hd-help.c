/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-help.c: the help opened from the main menu's Help: the page for what
 * the window shows (the start page, a lesson, edit mode, the companion's
 * turn, a battle, a Player Turn) and opening it in the help viewer (yelp), with a sentence
 * saying what to install when there is none.  The pages themselves are
 * help/C/PAGE.page, installed by meson's gnome.yelp. */
#define G_LOG_DOMAIN "hd-help"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-battle.h"
#include "hd-help.h"

/* The help's document: meson.build's gnome.yelp names it after the
 * project, which is GETTEXT_PACKAGE. */
#define HELP_ID GETTEXT_PACKAGE

/* The page id (help/C/ID.page) for @screen. */
const char *
hd_help_page_for (const HdHelpScreen *screen)
{
  g_return_val_if_fail (screen != NULL, "index");

  if (screen->state == NULL)
    return "start-game";
  if (screen->lesson)
    return "lessons";
  if (screen->editing)
    return "edit-board";
  if (screen->companion)
    return "opponent";
  if (hd_state_get_segment (screen->state) == HD_SEGMENT_COMBAT || hd_battle_in_progress (screen->state))
    return "battles";
  return "player-turn";
}

/* help:house-divided/PAGE, or the index for NULL. */
char *
hd_help_get_uri (const char *page)
{
  return page != NULL && !g_str_equal (page, "index") ? g_strdup_printf ("help:%s/%s", HELP_ID, page)
                                                      : g_strdup_printf ("help:%s", HELP_ID);
}

void
hd_help_show_async (GtkWindow          *parent,
                    const char         *page,
                    GAsyncReadyCallback callback,
                    gpointer            user_data)
{
  g_autofree char *uri = hd_help_get_uri (page);

  g_debug ("opening %s", uri);
  gtk_show_uri_full (parent, uri, GDK_CURRENT_TIME, NULL, callback, user_data);
}

gboolean
hd_help_show_finish (GtkWindow    *parent,
                     GAsyncResult *result,
                     GError      **error)
{
  return gtk_show_uri_full_finish (parent, result, error);
}

/* The toast's sentence when the help could not be shown: most often no
 * help viewer is installed, which says what to install. */
char *
hd_help_describe_failure (const GError *error)
{
  g_autoptr(GAppInfo) viewer = g_app_info_get_default_for_uri_scheme ("help");

  g_debug ("the help could not be shown: %s", error->message);
  if (viewer == NULL)
    return g_strdup (_("The help cannot be opened: no help viewer is installed. Install yelp, the GNOME help "
                       "viewer, and try again."));
  /* TRANSLATORS: %s is the help viewer's name, e.g. "Help" */
  return g_strdup_printf (_("The help cannot be opened: %s did not start. Reinstalling it (the package yelp) "
                            "should repair it."),
                          g_app_info_get_display_name (viewer));
}
