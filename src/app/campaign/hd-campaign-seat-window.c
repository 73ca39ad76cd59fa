/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-seat-window.c: a Campaign Game's window for one seat
 * (hd-campaign-seat-window.h), a template (hd-campaign-seat-window.ui):
 * a header naming the seat, the board and the campaign page side by
 * side, both reading the game through the seat's view only; the page's
 * orders are the seat's (hd_campaign_game_apply_for). */
#define G_LOG_DOMAIN "hd-campaign-seat-window"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-board-view.h"
#include "hd-campaign-page.h"
#include "hd-campaign-seat-window.h"

struct _HdCampaignSeatWindow
{
  AdwWindow         parent_instance;

  AdwWindowTitle   *window_title;
  AdwToastOverlay  *toast_overlay;
  HdBoardView      *board_view;
  HdCampaignPage   *page;

  HdCampaignGame   *game;
  HdCampaignViewer *viewer;
};

G_DEFINE_FINAL_TYPE (HdCampaignSeatWindow, hd_campaign_seat_window, ADW_TYPE_WINDOW)

static void
page_refused (HdCampaignSeatWindow *self,
              const GError         *error)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (error->message));
}

static void
page_told (HdCampaignSeatWindow *self,
           const char           *told)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (told));
}

static void
hd_campaign_seat_window_dispose (GObject *object)
{
  HdCampaignSeatWindow *self = HD_CAMPAIGN_SEAT_WINDOW (object);

  if (self->page != NULL)
    hd_campaign_page_set_game (self->page, NULL, NULL, NULL);
  g_clear_object (&self->game);
  g_clear_pointer (&self->viewer, hd_campaign_viewer_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), HD_TYPE_CAMPAIGN_SEAT_WINDOW);
  G_OBJECT_CLASS (hd_campaign_seat_window_parent_class)->dispose (object);
}

static void
hd_campaign_seat_window_class_init (HdCampaignSeatWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_campaign_seat_window_dispose;
  g_type_ensure (HD_TYPE_BOARD_VIEW);
  g_type_ensure (HD_TYPE_CAMPAIGN_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-campaign-seat-window.ui");
  gtk_widget_class_bind_template_child (widget_class, HdCampaignSeatWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignSeatWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignSeatWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignSeatWindow, page);
  gtk_widget_class_bind_template_callback (widget_class, page_refused);
  gtk_widget_class_bind_template_callback (widget_class, page_told);
}

static void
hd_campaign_seat_window_init (HdCampaignSeatWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* The window's title: the seat's name, or for a commander his command's
 * ("Commander of I Corps"), as his own view names it. */
static char *
seat_title (HdCampaignGame         *game,
            const HdCampaignViewer *viewer)
{
  g_autoptr(HdCampaignView) view = NULL;

  if (hd_campaign_viewer_get_role (viewer) != HD_VIEWER_COMMANDER)
    return g_strdup (hd_campaign_viewer_get_label (viewer));
  view = hd_campaign_game_get_view (game, viewer);
  return hd_campaign_view_name_seat (view, viewer);
}

HdCampaignSeatWindow *
hd_campaign_seat_window_new (GtkApplication         *application,
                             HdCampaignGame         *game,
                             const HdCampaignViewer *viewer)
{
  HdCampaignSeatWindow *self;
  g_autofree char *title = NULL;

  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (game), NULL);
  g_return_val_if_fail (viewer != NULL, NULL);
  self = g_object_new (HD_TYPE_CAMPAIGN_SEAT_WINDOW, "application", application, NULL);
  self->game = g_object_ref (game);
  self->viewer = hd_campaign_viewer_copy (viewer);
  hd_board_view_set_map (self->board_view, hd_campaign_game_get_map (game));
  title = seat_title (game, viewer);
  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_window_title_set_title (self->window_title, title);
  hd_campaign_page_set_game (self->page, game, self->viewer, self->board_view);
  return self;
}

HdCampaignGame *
hd_campaign_seat_window_get_game (HdCampaignSeatWindow *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_SEAT_WINDOW (self), NULL);
  return self->game;
}

const HdCampaignViewer *
hd_campaign_seat_window_get_viewer (HdCampaignSeatWindow *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_SEAT_WINDOW (self), NULL);
  return self->viewer;
}

GtkWidget *
hd_campaign_seat_window_get_page (HdCampaignSeatWindow *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_SEAT_WINDOW (self), NULL);
  return GTK_WIDGET (self->page);
}
