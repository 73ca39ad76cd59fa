/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-window-campaign.c: the main window's Campaign Game: starting one
 * (win.new-campaign asks whether from the July 1861 set-up or from a
 * set-up file an umpire exported), showing it (the campaign page in the
 * side panel's stack, its pieces on the board, all through the umpire's
 * view), undo and redo with the game's own descriptions, and the
 * campaign page's refusals as toasts.  Files (opening a campaign save,
 * saving, the automatic save) go the window's one way, in
 * hd-window-files.c. */
#define G_LOG_DOMAIN "hd-window-campaign"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-file-name.h"
#include "hd-window-private.h"
#include "hd-tooltip.h"

/* The subtitle names who looks: "Umpire". */
const char *
_hd_window_campaign_get_label (HdWindow *self)
{
  return hd_campaign_viewer_get_label (self->viewer);
}

/* The name a campaign's file is first offered under, "The Campaign
 * Game, August 1861.hdcampaign" (hd_file_name_suggest). */
char *
_hd_window_campaign_file_name (HdWindow   *self,
                               const char *extension)
{
  g_autoptr(HdCampaignView) view = hd_campaign_game_get_view (self->campaign, self->viewer);

  return hd_file_name_suggest (_("The Campaign Game"), hd_campaign_view_get_turn (view), extension);
}

void
_hd_window_campaign_show (HdWindow       *self,
                          HdCampaignGame *campaign)
{
  g_set_object (&self->campaign, campaign);
  if (campaign != NULL)
    self->play_panel = HD_PLAY_PANEL (self->campaign_page);
  else if (self->play_panel == HD_PLAY_PANEL (self->campaign_page))
    self->play_panel = NULL;
  hd_play_panel_set_log (HD_PLAY_PANEL (self->campaign_page), campaign != NULL ? HD_LOG (campaign) : NULL,
                         self->viewer, self->board_view);
  gtk_stack_set_visible_child_name (self->panel_stack, campaign != NULL ? "campaign" : "game");
  adw_window_title_set_title (self->window_title, campaign != NULL ? _("The Campaign Game") : _("A House Divided"));
  _hd_window_update_title (self);
}

/* ------------------------------------------------------- a new campaign */

static void
start_builtin_then (HdWindow *self,
                    gpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignGame) campaign = hd_campaign_game_new (hd_board_view_get_map (self->board_view), &error);

  if (campaign == NULL)
    {
      _hd_window_show_problem (self, _("Could Not Start the Campaign"), error->message);
      return;
    }
  _hd_window_set_campaign (self, campaign, NULL, NULL);
}

typedef struct {
  GBytes *setup;
  char   *name;
} Setup;

static void
setup_free (gpointer data)
{
  Setup *setup = data;

  g_bytes_unref (setup->setup);
  g_free (setup->name);
  g_free (setup);
}

static void
start_from_setup_then (HdWindow *self,
                       gpointer  data)
{
  Setup *setup = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignGame) campaign =
    hd_campaign_game_new_from_setup (hd_board_view_get_map (self->board_view), setup->setup, setup->name, &error);

  if (campaign == NULL)
    {
      /* TRANSLATORS: %s is a file name */
      g_autofree char *heading = g_strdup_printf (_("Could Not Start from “%s”"), setup->name);
      _hd_window_show_problem (self, heading, error->message);
      return;
    }
  _hd_window_set_campaign (self, campaign, NULL, NULL);
}

static void
setup_chosen (GtkNativeDialog *dialog,
              int              response,
              HdWindow        *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_object_unref (dialog);
  if (file != NULL)
    hd_window_start_campaign_from_setup (self, file);
}

/* A new campaign from the set-up file @file, once the game on the board
 * is safe to replace; a file that cannot be read is told and changes
 * nothing. */
void
hd_window_start_campaign_from_setup (HdWindow *self,
                                     GFile    *file)
{
  g_autoptr(GError) error = NULL;
  Setup *setup;

  g_return_if_fail (HD_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));
  setup = g_new0 (Setup, 1);
  setup->name = g_file_get_basename (file);
  setup->setup = hd_file_load (file, HD_CAMPAIGN_GAME_MAX_BYTES, &error);
  if (setup->setup == NULL)
    {
      g_autofree char *heading = g_strdup_printf (_("Could Not Start from “%s”"), setup->name);
      _hd_window_show_problem (self, heading, error->message);
      setup->setup = g_bytes_new (NULL, 0);
      setup_free (setup);
      return;
    }
  _hd_window_when_saved (self, HD_WINDOW_REPLACING, start_from_setup_then, setup, setup_free);
}

static void
choose_setup_file (HdWindow *self)
{
  GtkFileChooserNative *dialog =
    gtk_file_chooser_native_new (_("Start a Campaign from a Set-up File"), GTK_WINDOW (self),
                                 GTK_FILE_CHOOSER_ACTION_OPEN, _("_Start"), _("_Cancel"));
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Campaign set-ups"));
  gtk_file_filter_add_pattern (filter, "*.xml");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_object_unref (filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (setup_chosen), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
campaign_response (AdwMessageDialog *dialog,
                   const char       *response,
                   HdWindow         *self)
{
  self->campaign_dialog = NULL;
  if (g_str_equal (response, "start"))
    _hd_window_when_saved (self, HD_WINDOW_REPLACING, start_builtin_then, NULL, NULL);
  else if (g_str_equal (response, "file"))
    choose_setup_file (self);
}

/* win.new-campaign: from which set-up, asked. */
static void
action_new_campaign (GtkWidget  *widget,
                     const char *name,
                     GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);
  AdwMessageDialog *dialog;

  if (self->campaign_dialog != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->campaign_dialog));
      return;
    }
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("New Campaign Game"),
    _("Novak and Chadwick's Campaign Game on this board, with the program as the umpire's book. Start from the "
      "set-up of July 1861 (Appendices I and II and the start positions), or from a set-up file an umpire "
      "exported.")));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "file", _("From a Set-up _File…"),
                                    "start", _("_July 1861"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "start", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "start");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (campaign_response), self);
  self->campaign_dialog = GTK_WIDGET (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

GtkWidget *
hd_window_get_campaign_dialog (HdWindow *self)
{
  g_return_val_if_fail (HD_IS_WINDOW (self), NULL);
  return self->campaign_dialog;
}

void
_hd_window_campaign_read_saved (HdMap       *map,
                                HdSavedGame *saved)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(HdCampaignGame) campaign = NULL;
  g_autoptr(HdCampaignViewer) viewer = NULL;
  g_autoptr(HdCampaignView) view = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) when = NULL;
  g_autofree char *played = NULL;
  g_autofree char *turn = NULL;

  if (saved->problem == NULL ||
      (bytes = hd_file_load (saved->file, HD_CAMPAIGN_GAME_MAX_BYTES, NULL)) == NULL ||
      !hd_campaign_game_is_campaign_file (bytes))
    return;
  saved->title = g_strdup (_("The Campaign Game"));
  campaign = hd_campaign_game_new_from_bytes (map, bytes, g_file_peek_path (saved->file), &error);
  if (campaign == NULL)
    {
      g_free (saved->problem);
      saved->problem = g_strdup (error->message);
      /* TRANSLATORS: a saved campaign that cannot be read; %s says why */
      saved->summary = g_strdup_printf (_("Damaged: %s"), error->message);
      return;
    }
  viewer = hd_campaign_viewer_new_umpire ();
  view = hd_campaign_game_get_view (campaign, viewer);
  saved->over = hd_campaign_view_get_winner (view) != HD_SIDE_NEUTRAL;
  g_clear_pointer (&saved->problem, g_free);
  saved->n_actions = hd_log_get_n_actions (HD_LOG (campaign));
  saved->turn = hd_campaign_view_get_turn (view);
  saved->player = hd_campaign_view_get_player (view);
  when = g_date_time_new_from_unix_local (saved->modified);
  played = when != NULL ? g_date_time_format (when, "%x %X") : g_strdup ("?");
  turn = hd_campaign_page_describe_turn (view);
  if (saved->n_actions == 0)
    /* TRANSLATORS: a campaign set up and not begun, in the list of unfinished games: where it stands, and when
     * it was set up */
    saved->summary = g_strdup_printf (_("%1$s Not begun yet: set up %2$s"), turn, played);
  else
    /* TRANSLATORS: a campaign in the list of unfinished games: where it stands, and when it was last played */
    saved->summary = g_strdup_printf (_("%1$s Last played %2$s"), turn, played);
}

/* The campaign page's refusals, with their rules, as toasts. */
static void
page_refused (HdCampaignPage *page,
              const GError   *error,
              HdWindow       *self)
{
  hd_window_toast (self, error->message);
}

void
_hd_window_campaign_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-campaign", NULL, action_new_campaign);
}

void
_hd_window_campaign_init (HdWindow *self)
{
  self->viewer = hd_campaign_viewer_new_umpire ();
  g_signal_connect (self->campaign_page, "refused", G_CALLBACK (page_refused), self);
}
