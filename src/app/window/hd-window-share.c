/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-window-share.c: HdWindow's part of the seats on phones (issue 36):
 * win.share-seats opens "Share Seats on This Network" (hd-share-dialog.h)
 * for the umpire; an order from a phone is toasted; the dialog is hidden
 * when another seat takes the screen (its codes open the seats) and done
 * away with, its server stopped, when the campaign closes. */
#define G_LOG_DOMAIN "hd-window"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-share-dialog.h"
#include "hd-window-private.h"

static void
phone_order (HdWindow *self, const char *who, const char *words)
{
  /* TRANSLATORS: an order from a seat's phone; %1$s "President Lincoln",
   * %2$s what it did, in the log's words */
  g_autofree char *text = g_strdup_printf (_("From %1$s’s phone: %2$s"), who, words);

  hd_window_toast (self, text);
}

static void
action_share_seats (GtkWidget  *widget,
                    const char *name,
                    GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);

  if (self->campaign == NULL)
    return;
  if (self->share_dialog == NULL)
    {
      self->share_dialog = GTK_WIDGET (hd_share_dialog_new (GTK_WINDOW (self), self->campaign));
      g_signal_connect_swapped (self->share_dialog, "order", G_CALLBACK (phone_order), self);
    }
  gtk_window_present (GTK_WINDOW (self->share_dialog));
}

/* The umpire's alone, with an umpire, on the master (not a dispatch). */
static gboolean
may_share (HdWindow *self)
{
  return self->campaign != NULL && self->next_viewer == NULL && self->viewer != NULL &&
         hd_campaign_viewer_get_role (self->viewer) == HD_VIEWER_UMPIRE &&
         hd_campaign_game_has_umpire (self->campaign) && !_hd_window_is_player_mode (self);
}

void
_hd_window_share_update_actions (HdWindow *self)
{
  gboolean may = may_share (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.share-seats", may);
  if (!may && self->share_dialog != NULL)
    gtk_widget_set_visible (self->share_dialog, FALSE);
}

void
_hd_window_share_forget (HdWindow *self)
{
  if (self->share_dialog == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->share_dialog, self);
  gtk_window_destroy (GTK_WINDOW (self->share_dialog));
  self->share_dialog = NULL;
}

GtkWidget *
hd_window_get_share_dialog (HdWindow *self)
{
  return self->share_dialog;
}

void
_hd_window_share_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.share-seats", NULL, action_share_seats);
}
