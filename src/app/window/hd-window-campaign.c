/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-window-campaign.c: the main window's Campaign Game: starting one
 * (win.new-campaign asks whether from the July 1861 set-up or from a
 * set-up file an umpire exported), showing it (the campaign page in the
 * side panel's stack, its pieces on the board, all through the view of
 * the seat whose screen it is: the umpire's or a president's), the
 * seats (the "seat" property behind win.campaign-seat, the curtain that
 * falls between two seats and win.take-seat that lifts it), undo and
 * redo with the game's own descriptions, and the campaign page's
 * refusals as toasts.  Files (opening a campaign save,
 * saving, the automatic save) go the window's one way, in
 * hd-window-files.c. */
#define G_LOG_DOMAIN "hd-window-campaign"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-file-name.h"
#include "hd-campaign-print.h"
#include "hd-campaign-seat-window.h"
#include "hd-focus.h"
#include "hd-window-private.h"
#include "hd-tooltip.h"

/* The subtitle names who looks: "Umpire", "President Davis". */
const char *
_hd_window_campaign_get_label (HdWindow *self)
{
  if (_hd_window_is_player_mode (self))
    return hd_campaign_viewer_get_side (self->viewer) == HD_SIDE_UNION ? _("President Lincoln’s Dispatch")
                                                                       : _("President Davis’s Dispatch");
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

static void lower_curtain (HdWindow *self, gboolean covered);

/* The seat windows of a campaign no longer shown close with it. */
static void
close_seat_windows (HdWindow *self)
{
  while (self->seat_windows->len > 0)
    gtk_window_destroy (g_ptr_array_index (self->seat_windows, 0));   /* "destroy" takes it off */
}

/* A dispatch is played by its seat alone (player mode); a master shown
 * after one is the umpire's. */
static void
take_dispatch_seat (HdWindow       *self,
                    HdCampaignGame *campaign)
{
  g_autoptr(HdCampaignViewer) seat = campaign != NULL ? hd_campaign_game_new_dispatch_viewer (campaign) : NULL;

  if (seat == NULL && !_hd_window_is_player_mode (self))
    return;
  g_clear_pointer (&self->viewer, hd_campaign_viewer_free);
  g_clear_pointer (&self->next_viewer, hd_campaign_viewer_free);
  if (seat != NULL)
    hd_window_toast (self, hd_campaign_viewer_get_side (seat) == HD_SIDE_UNION
                           ? _("President Lincoln’s dispatch: make your orders, then choose Write My Orders… in the "
                               "main menu and send the file to the umpire.")
                           : _("President Davis’s dispatch: make your orders, then choose Write My Orders… in the "
                               "main menu and send the file to the umpire."));
  self->viewer = seat != NULL ? g_steal_pointer (&seat) : hd_campaign_viewer_new_umpire ();
  gtk_stack_set_visible_child_name (self->curtain_stack, "play");
  g_object_notify (G_OBJECT (self), "seat");
}

void
_hd_window_campaign_show (HdWindow       *self,
                          HdCampaignGame *campaign)
{
  gboolean changed = campaign != self->campaign;

  if (changed)
    {
      close_seat_windows (self);
      _hd_window_dispatch_forget (self);
      _hd_window_share_forget (self);
      take_dispatch_seat (self, campaign);
    }
  g_set_object (&self->campaign, campaign);
  if (campaign == NULL)
    {
      g_clear_pointer (&self->next_viewer, hd_campaign_viewer_free);
      gtk_stack_set_visible_child_name (self->curtain_stack, "play");
    }
  if (campaign != NULL)
    self->play_panel = HD_PLAY_PANEL (self->campaign_page);
  else if (self->play_panel == HD_PLAY_PANEL (self->campaign_page))
    self->play_panel = NULL;
  hd_play_panel_set_log (HD_PLAY_PANEL (self->campaign_page), campaign != NULL ? HD_LOG (campaign) : NULL,
                         self->viewer, self->board_view);
  gtk_stack_set_visible_child_name (self->panel_stack, campaign != NULL ? "campaign" : "game");
  adw_window_title_set_title (self->window_title, campaign != NULL ? _("The Campaign Game") : _("A House Divided"));
  _hd_window_update_title (self);
  /* a campaign without an umpire, read from its file, waits for both
   * presidents' PINs behind the curtain, handed to whoever plays now */
  if (changed && campaign != NULL && !hd_campaign_game_is_unlocked (campaign))
    {
      g_autoptr(HdCampaignView) view = hd_campaign_game_get_view (campaign, self->viewer);
      HdSide side = hd_campaign_view_get_awaited (view).side;

      g_clear_pointer (&self->next_viewer, hd_campaign_viewer_free);
      self->next_viewer = hd_campaign_viewer_new_president (side == HD_SIDE_CONFEDERATE ? side : HD_SIDE_UNION);
      lower_curtain (self, FALSE);
    }
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

/* What the page tells the seat of its order (a march stopped at
 * contact), as a toast. */
static void
page_told (HdCampaignPage *page,
           const char     *told,
           HdWindow       *self)
{
  hd_window_toast (self, told);
}

/* ------------------------------------------------------------ seats */

const char *
_hd_window_campaign_get_seat (HdWindow *self)
{
  return hd_campaign_viewer_get_seat (self->next_viewer != NULL ? self->next_viewer : self->viewer);
}

gboolean
hd_window_is_curtain_down (HdWindow *self)
{
  g_return_val_if_fail (HD_IS_WINDOW (self), FALSE);
  return self->next_viewer != NULL;
}

/* Whether the curtain asks both presidents' PINs (issue 35, item 11): a
 * campaign without an umpire not yet opened by them this time, or its
 * master view asked for before the war's end. */
static gboolean
needs_both_pins (HdWindow *self)
{
  g_autoptr(HdCampaignView) view = NULL;

  if (self->campaign == NULL || hd_campaign_game_has_umpire (self->campaign))
    return FALSE;
  if (!hd_campaign_game_is_unlocked (self->campaign))
    return TRUE;
  if (self->next_viewer == NULL || hd_campaign_viewer_get_role (self->next_viewer) != HD_VIEWER_UMPIRE)
    return FALSE;
  view = hd_campaign_game_get_view (self->campaign, self->next_viewer);
  return hd_campaign_view_get_winner (view) == HD_SIDE_NEUTRAL;
}

/* The two PIN entries of the curtain, as @both asks: one for the seat
 * coming, or Lincoln's and Davis's. */
static void
show_pin_entries (HdWindow *self,
                  gboolean  both)
{
  const char *first = both ? _("President Lincoln's PIN") : _("The seat's PIN");

  gtk_editable_set_text (self->curtain_pin, "");
  gtk_editable_set_text (self->curtain_pin2, "");
  g_object_set (self->curtain_pin, "placeholder-text", first, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->curtain_pin), GTK_ACCESSIBLE_PROPERTY_LABEL, first, -1);
  gtk_widget_set_visible (GTK_WIDGET (self->curtain_pin2), both);
  gtk_widget_set_visible (GTK_WIDGET (self->curtain_pin),
                          both || (self->campaign != NULL
                                   && hd_campaign_game_seat_has_pin (self->campaign, self->next_viewer)));
}

/* The army's or corps' name of a commander's seat, NULL for the others
 * (or a formation no longer in the war). */
static char *
command_name (HdWindow               *self,
              const HdCampaignViewer *seat)
{
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  g_autoptr(HdCampaignView) all = NULL;
  const HdCampaignFormation *f;

  if (self->campaign == NULL || seat == NULL || hd_campaign_viewer_get_role (seat) != HD_VIEWER_COMMANDER)
    return NULL;
  all = hd_campaign_game_get_view (self->campaign, umpire);
  f = hd_campaign_view_lookup_formation (all, hd_campaign_viewer_get_formation (seat));
  return g_strdup (f != NULL ? f->name : _("a command no longer in the war"));
}

/* The curtain's words for the seat coming: "Hand the Computer to
 * President Davis", and its button "I Am President Davis"; or, @covered,
 * over a seat's own screen left idle; or, without an umpire, what both
 * presidents' PINs open. */
static void
lower_curtain (HdWindow *self,
               gboolean  covered)
{
  gboolean umpire = hd_campaign_viewer_get_role (self->next_viewer) == HD_VIEWER_UMPIRE;
  HdSide side = hd_campaign_viewer_get_side (self->next_viewer);
  gboolean both = needs_both_pins (self);
  g_autofree char *command = command_name (self, self->next_viewer);
  g_autofree char *command_title = NULL;
  g_autofree char *command_button = NULL;

  if (both && !hd_campaign_game_is_unlocked (self->campaign))
    {
      adw_status_page_set_title (self->curtain, _("Both Presidents Open the Campaign"));
      adw_status_page_set_description (self->curtain, _("This campaign is played without an umpire: both presidents "
                                                        "type their PINs to go on, and the program checks that its "
                                                        "file was not changed by hand."));
    }
  else if (both)
    {
      adw_status_page_set_title (self->curtain, _("Both Presidents Open the Master View"));
      adw_status_page_set_description (self->curtain, _("Without an umpire, the master view shows both armies: it "
                                                        "opens to both presidents' PINs, and the opening goes on the "
                                                        "record both of them read."));
    }
  else if (covered && command != NULL)
    {
      adw_status_page_set_title (self->curtain, _("The Screen Is Covered"));
      adw_status_page_set_description (self->curtain, _("A commander's screen was left alone, so the curtain fell "
                                                        "over it. Only he should lift it."));
    }
  else if (command != NULL)
    {
      /* TRANSLATORS: %s is an army or a corps: "I Corps" */
      command_title = g_strdup_printf (_("Hand the Computer to the Commander of %s"), command);
      adw_status_page_set_title (self->curtain, command_title);
      adw_status_page_set_description (self->curtain, _("What follows is for the commander alone: his command and "
                                                        "his side's reports near it (Campaign 2.2). His president's "
                                                        "PIN, if he has one, opens it."));
    }
  else if (covered)
    {
      adw_status_page_set_title (self->curtain, _("The Screen Is Covered"));
      adw_status_page_set_description (self->curtain,
                                       side == HD_SIDE_UNION
                                         ? _("President Lincoln's screen was left alone, so the curtain fell over "
                                             "it. Only he should lift it.")
                                         : _("President Davis's screen was left alone, so the curtain fell over "
                                             "it. Only he should lift it."));
    }
  else
    {
      adw_status_page_set_title (self->curtain, umpire ? _("Hand the Computer to the Umpire")
                                                : side == HD_SIDE_UNION ? _("Hand the Computer to President Lincoln")
                                                : _("Hand the Computer to President Davis"));
      adw_status_page_set_description (self->curtain,
                                       umpire ? _("The umpire sees both armies and everything the presidents do "
                                                  "not.")
                                              : _("What follows is for the president alone: his armies and his "
                                                  "intelligence reports. The other seats' screens stay closed."));
    }
  show_pin_entries (self, both);
  /* TRANSLATORS: the curtain's button; %s is an army or a corps */
  command_button = command != NULL ? g_strdup_printf (_("_I Am the Commander of %s"), command) : NULL;
  gtk_button_set_label (GTK_BUTTON (self->curtain_button),
                        command_button != NULL ? command_button
                        : both && !hd_campaign_game_is_unlocked (self->campaign) ? _("_Open the Campaign")
                        : both ? _("_Open the Master View")
                        : umpire ? _("_I Am the Umpire") : side == HD_SIDE_UNION ? _("_I Am President Lincoln")
                                                                               : _("_I Am President Davis"));
  /* nothing of the seat leaving stays open over the curtain */
  if (hd_campaign_page_get_oob_dialog (self->campaign_page) != NULL)
    gtk_window_destroy (hd_campaign_page_get_oob_dialog (self->campaign_page));
  gtk_stack_set_visible_child_name (self->curtain_stack, "curtain");
  hd_focus_after_action (self);   /* the next seat's button (hd_focus_get_target) */
}

void
_hd_window_campaign_set_seat (HdWindow   *self,
                              const char *seat)
{
  g_autoptr(HdCampaignViewer) viewer = hd_campaign_viewer_new_for_seat (seat);

  if (viewer == NULL || self->campaign == NULL || g_str_equal (seat, _hd_window_campaign_get_seat (self)))
    return;
  /* even back to the seat that had the screen: the curtain is lifted by
   * that seat (and its PIN) only */
  g_clear_pointer (&self->next_viewer, hd_campaign_viewer_free);
  self->next_viewer = g_steal_pointer (&viewer);
  lower_curtain (self, FALSE);
  _hd_window_update_actions (self);
  g_object_notify (G_OBJECT (self), "seat");
}

/* Both presidents' PINs, typed in the curtain, open the campaign (its
 * chain checked, a change by hand announced) or its master view (the
 * opening recorded). */
static gboolean
open_with_both_pins (HdWindow *self)
{
  const char *lincoln = gtk_editable_get_text (self->curtain_pin);
  const char *davis = gtk_editable_get_text (self->curtain_pin2);
  guint altered = G_MAXUINT;

  if (!hd_campaign_game_is_unlocked (self->campaign)
      && !hd_campaign_game_unlock (self->campaign, lincoln, davis, &altered, NULL))
    return FALSE;
  if (hd_campaign_viewer_get_role (self->next_viewer) == HD_VIEWER_UMPIRE
      && !hd_campaign_game_open_master (self->campaign, lincoln, davis, NULL))
    return FALSE;
  if (altered != G_MAXUINT)
    {
      /* TRANSLATORS: %u counts the campaign's actions from 1 */
      g_autofree char *body = g_strdup_printf (_("The file was changed by hand after it was saved, from action %u "
                                                 "on. The campaign goes on as the file now stands, and the change "
                                                 "stays on the record both presidents read."), altered + 1);

      _hd_window_show_problem (self, _("This Campaign’s File Was Changed"), body);
    }
  return TRUE;
}

/* win.take-seat: the seat asked for takes the screen. */
static void
action_take_seat (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);

  if (self->next_viewer == NULL)
    return;
  if (needs_both_pins (self) ? !open_with_both_pins (self)
      : self->campaign != NULL && !hd_campaign_game_check_seat_pin (self->campaign, self->next_viewer,
                                                                  gtk_editable_get_text (self->curtain_pin)))
    {
      hd_window_toast (self, needs_both_pins (self) ? _("Those are not both presidents’ PINs: the curtain stays down.")
                                                    : _("That is not this seat’s PIN: the curtain stays down."));
      gtk_editable_set_text (self->curtain_pin, "");
      gtk_editable_set_text (self->curtain_pin2, "");
      gtk_widget_grab_focus (GTK_WIDGET (self->curtain_pin));
      return;
    }
  gtk_editable_set_text (self->curtain_pin, "");
  gtk_editable_set_text (self->curtain_pin2, "");
  g_clear_pointer (&self->viewer, hd_campaign_viewer_free);
  self->viewer = g_steal_pointer (&self->next_viewer);
  self->last_input = g_get_monotonic_time ();
  gtk_stack_set_visible_child_name (self->curtain_stack, "play");
  if (self->campaign != NULL)
    _hd_window_campaign_show (self, self->campaign);
  _hd_window_update_actions (self);
  g_object_notify (G_OBJECT (self), "seat");
  hd_focus_after_action (self);
}

static void
seat_window_destroyed (GtkWidget *seat_window,
                       HdWindow  *self)
{
  g_ptr_array_remove (self->seat_windows, seat_window);
}

/* win.open-seat-window: a window bound to the seat @param names, for a
 * second monitor (issue 35, item 9). */
static void
action_open_seat_window (GtkWidget  *widget,
                         const char *name,
                         GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);
  g_autoptr(HdCampaignViewer) viewer = hd_campaign_viewer_new_for_seat (g_variant_get_string (param, NULL));
  HdCampaignSeatWindow *seat_window;

  if (viewer == NULL || self->campaign == NULL)
    return;
  seat_window = hd_campaign_seat_window_new (gtk_window_get_application (GTK_WINDOW (self)), self->campaign, viewer);
  g_ptr_array_add (self->seat_windows, seat_window);
  g_signal_connect (seat_window, "destroy", G_CALLBACK (seat_window_destroyed), self);
  gtk_window_present (GTK_WINDOW (seat_window));
}

/* win.campaign-chronicle: the chronicle of the war printed (or saved as
 * PDF), belief beside truth (issue 35, item 12); a president's seat is
 * told it waits for the war's end. */
static void
action_chronicle (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignSheet) sheet = NULL;

  if (self->campaign == NULL)
    return;
  sheet = hd_campaign_game_write_chronicle (self->campaign, self->viewer, &error);
  if (sheet == NULL)
    hd_window_toast (self, error->message);
  else
    hd_campaign_print_sheet (sheet, GTK_WINDOW (self));
}

GPtrArray *
hd_window_get_seat_windows (HdWindow *self)
{
  g_return_val_if_fail (HD_IS_WINDOW (self), NULL);
  return self->seat_windows;
}

void
_hd_window_campaign_dispose (HdWindow *self)
{
  g_clear_handle_id (&self->idle_timer, g_source_remove);
  if (self->seat_windows == NULL)
    return;
  close_seat_windows (self);
  g_clear_pointer (&self->seat_windows, g_ptr_array_unref);
}

/* Enter in the PIN's entry takes the seat. */
static void
curtain_pin_activated (HdWindow *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.take-seat", NULL);
}

/* ------------------------------------------------------ a seat's PIN */

static void
pin_response (AdwMessageDialog *dialog,
              const char       *response,
              HdWindow         *self)
{
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  g_autoptr(HdCampaignAction) action = NULL;
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (response, "set") || self->campaign == NULL)
    return;
  action = hd_campaign_game_new_seat_pin (self->viewer, gtk_editable_get_text (entry));
  if (!hd_campaign_game_apply_for (self->campaign, self->viewer, action, NULL, &error))
    hd_window_toast (self, error->message);
  else
    hd_window_toast (self, *gtk_editable_get_text (entry) != '\0' ? _("This seat has a PIN now.")
                                                                 : _("This seat has no PIN now."));
}

/* win.campaign-set-pin: the seat at the screen chooses its PIN (empty:
 * none), which the curtain will ask before it takes the screen again. */
static void
action_set_pin (GtkWidget  *widget,
                const char *name,
                GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);
  GtkWidget *entry = gtk_password_entry_new ();
  AdwMessageDialog *dialog;

  if (self->campaign == NULL)
    return;
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("A PIN for This Seat"), NULL));
  /* TRANSLATORS: %s is the seat: "Umpire", "President Lincoln" */
  adw_message_dialog_format_body (dialog, _("%s: the curtain will ask for this PIN before this seat takes the "
                                            "screen. Leave it empty for none."),
                                  hd_campaign_viewer_get_label (self->viewer));
  gtk_password_entry_set_show_peek_icon (GTK_PASSWORD_ENTRY (entry), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("The seat's PIN"), -1);
  adw_message_dialog_set_extra_child (dialog, entry);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "set", _("_Set the PIN"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "set", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "set");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (pin_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
}

/* ----------------------------------------------------- commanders */

/* The commander's dialog: a tick for each army and corps the seat at the
 * screen knows; a seat may hold several commands of one side (Campaign
 * 2.2; issue 35, item 6). */
typedef struct {
  HdWindow         *self;
  AdwMessageDialog *dialog;
  GPtrArray        *ticks;   /* GtkCheckButton, one a command */
  GArray           *ids;     /* guint: each tick's formation */
  GArray           *sides;   /* HdSide: each tick's side */
} Commanders;

static void
commanders_free (gpointer  data,
                 GClosure *closure)
{
  Commanders *choosing = data;

  g_ptr_array_unref (choosing->ticks);
  g_array_unref (choosing->ids);
  g_array_unref (choosing->sides);
  g_free (choosing);
}

/* The seat the ticks make ("union:12+40"), or NULL when none is ticked. */
static char *
commanders_seat (const Commanders *choosing)
{
  g_autoptr(HdCampaignViewer) seat = NULL;

  for (guint i = 0; i < choosing->ticks->len; i++)
    {
      guint id = g_array_index (choosing->ids, guint, i);

      if (!gtk_check_button_get_active (choosing->ticks->pdata[i]))
        continue;
      if (seat == NULL)
        seat = hd_campaign_viewer_new_commander (g_array_index (choosing->sides, HdSide, i), id);
      else
        hd_campaign_viewer_add_command (seat, id);
    }
  return seat != NULL ? g_strdup (hd_campaign_viewer_get_seat (seat)) : NULL;
}

/* A tick given or taken: the other side's commands, and any beyond the
 * most a seat holds, cannot be ticked with it; the answers need one. */
static void
commander_toggled (GtkCheckButton *tick,
                   Commanders     *choosing)
{
  HdSide side = HD_SIDE_NEUTRAL;
  guint ticked = 0;

  for (guint i = 0; i < choosing->ticks->len; i++)
    if (gtk_check_button_get_active (choosing->ticks->pdata[i]))
      {
        side = g_array_index (choosing->sides, HdSide, i);
        ticked++;
      }
  for (guint i = 0; i < choosing->ticks->len; i++)
    gtk_widget_set_sensitive (choosing->ticks->pdata[i],
                              gtk_check_button_get_active (choosing->ticks->pdata[i])
                              || (ticked < HD_CAMPAIGN_MAX_COMMANDS
                                  && (side == HD_SIDE_NEUTRAL || g_array_index (choosing->sides, HdSide, i) == side)));
  adw_message_dialog_set_response_enabled (choosing->dialog, "take", ticked > 0);
  adw_message_dialog_set_response_enabled (choosing->dialog, "window", ticked > 0
                                           && hd_campaign_viewer_get_role (choosing->self->viewer)
                                              == HD_VIEWER_UMPIRE);
}

static void
commander_response (AdwMessageDialog *dialog,
                    const char       *response,
                    Commanders       *choosing)
{
  g_autofree char *seat = commanders_seat (choosing);

  if (choosing->self->campaign == NULL || seat == NULL)
    return;
  if (g_str_equal (response, "take"))
    _hd_window_campaign_set_seat (choosing->self, seat);
  else if (g_str_equal (response, "window"))
    gtk_widget_activate_action (GTK_WIDGET (choosing->self), "win.open-seat-window", "s", seat);
}

/* The list of ticks, one for each army and corps @view knows. */
static GtkWidget *
commanders_list (Commanders           *choosing,
                 const HdCampaignView *view)
{
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("The commands"), -1);
  for (guint i = 0; i < hd_campaign_view_get_n_formations (view); i++)
    {
      const HdCampaignFormation *f = hd_campaign_view_get_formation (view, i);
      g_autofree char *label = NULL;
      GtkWidget *tick;

      if (f->kind != HD_FORMATION_ARMY && !hd_formation_kind_is_corps (f->kind))
        continue;
      /* TRANSLATORS: a commander's seat to choose: the side, the army or corps, its commander */
      label = g_strdup_printf (_("%1$s: %2$s (%3$s)"), hd_side_get_noun (f->side), f->name,
                               f->commander != NULL ? f->commander : "");
      tick = gtk_check_button_new_with_label (label);
      gtk_widget_set_margin_start (tick, 6);
      gtk_widget_set_margin_top (tick, 3);
      gtk_widget_set_margin_bottom (tick, 3);
      g_signal_connect (tick, "toggled", G_CALLBACK (commander_toggled), choosing);
      g_ptr_array_add (choosing->ticks, tick);
      g_array_append_val (choosing->ids, f->id);
      g_array_append_val (choosing->sides, f->side);
      gtk_list_box_append (GTK_LIST_BOX (list), tick);
    }
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 320);
  gtk_widget_set_size_request (scrolled, 300, -1);
  return scrolled;
}

/* win.campaign-commander: the screen to an army's or a corps' commander
 * (Campaign 2.2), his commands ticked among those the seat at the screen
 * knows (several of one side, a seat of several commands); or, the
 * umpire's, a window of his own (win.open-seat-window). */
static void
action_commander (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);
  g_autoptr(HdCampaignView) view = NULL;
  Commanders *choosing;
  GtkWidget *list;

  if (self->campaign == NULL)
    return;
  view = hd_campaign_game_get_view (self->campaign, self->viewer);
  choosing = g_new0 (Commanders, 1);
  choosing->self = self;
  choosing->ticks = g_ptr_array_new ();
  choosing->ids = g_array_new (FALSE, FALSE, sizeof (guint));
  choosing->sides = g_array_new (FALSE, FALSE, sizeof (HdSide));
  choosing->dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Hand the Screen to a Commander"),
                                                                 _("An army's or a corps' commander sees his command "
                                                                   "and his side's reports near it, and orders its "
                                                                   "marches (Campaign 2.2). Tick one command, or "
                                                                   "several of one side for a player who holds "
                                                                   "them all.")));
  list = commanders_list (choosing, view);
  adw_message_dialog_set_extra_child (choosing->dialog, list);
  adw_message_dialog_add_responses (choosing->dialog, "cancel", _("_Cancel"), "window", _("Open a _View"), "take",
                                    _("_Hand Over"), NULL);
  adw_message_dialog_set_response_appearance (choosing->dialog, "take", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_close_response (choosing->dialog, "cancel");
  commander_toggled (NULL, choosing);
  g_signal_connect_data (choosing->dialog, "response", G_CALLBACK (commander_response), choosing, commanders_free, 0);
  gtk_window_present (GTK_WINDOW (choosing->dialog));
  if (choosing->ticks->len > 0)
    gtk_widget_grab_focus (choosing->ticks->pdata[0]);
}

/* --------------------------------------------- without an umpire */

static void
no_umpire_response (AdwMessageDialog *dialog,
                    const char       *response,
                    HdWindow         *self)
{
  GtkWidget *box = adw_message_dialog_get_extra_child (dialog);
  GtkEditable *lincoln = GTK_EDITABLE (gtk_widget_get_first_child (box));
  GtkEditable *davis = GTK_EDITABLE (gtk_widget_get_last_child (box));
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignView) view = NULL;

  if (!g_str_equal (response, "go") || self->campaign == NULL)
    return;
  if (!hd_campaign_game_go_without_umpire (self->campaign, gtk_editable_get_text (lincoln),
                                           gtk_editable_get_text (davis), &error))
    {
      hd_window_toast (self, error->message);
      return;
    }
  hd_window_toast (self, _("The program is the umpire now: the master view opens to both presidents' PINs."));
  /* the screen goes to the president who plays now */
  view = hd_campaign_game_get_view (self->campaign, self->viewer);
  _hd_window_campaign_set_seat (self, hd_campaign_view_get_awaited (view).side == HD_SIDE_CONFEDERATE
                                      ? "confederate" : "union");
}

static GtkWidget *
pin_entry (const char *label)
{
  GtkWidget *entry = gtk_password_entry_new ();

  gtk_password_entry_set_show_peek_icon (GTK_PASSWORD_ENTRY (entry), TRUE);
  g_object_set (entry, "placeholder-text", label, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return entry;
}

/* win.campaign-no-umpire: the presidents go on without an umpire (issue
 * 35, item 11), each typing the PIN of his seat. */
static void
action_no_umpire (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *first = pin_entry (_("President Lincoln's PIN"));
  AdwMessageDialog *dialog;

  if (self->campaign == NULL)
    return;
  gtk_box_append (GTK_BOX (box), first);
  gtk_box_append (GTK_BOX (box), pin_entry (_("President Davis's PIN")));
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Play Without an Umpire"),
                                                       _("The program becomes the umpire. Each president types a "
                                                         "PIN for his seat, in turn, the other looking away: the "
                                                         "master view will open only to both PINs, each opening on "
                                                         "the record, and the file is signed with them so that a "
                                                         "change by hand is found. The PINs cannot be changed "
                                                         "after.")));
  adw_message_dialog_set_extra_child (dialog, box);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "go", _("_Go Without an Umpire"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "go", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (no_umpire_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (first);
}

/* --------------------------------------------------- the idle curtain */

static gboolean check_idle (gpointer data);

/* The idle check runs only while a president or a commander holds the
 * screen of a campaign (not the umpire, not player mode, not behind the
 * curtain). */
static void
update_idle_timer (HdWindow *self)
{
  gboolean wanted = self->campaign != NULL && self->next_viewer == NULL && self->curtain_idle > 0
                    && !_hd_window_is_player_mode (self)
                    && hd_campaign_viewer_get_role (self->viewer) != HD_VIEWER_UMPIRE;

  if (wanted && self->idle_timer == 0)
    self->idle_timer = g_timeout_add_seconds (1, check_idle, self);
  else if (!wanted)
    g_clear_handle_id (&self->idle_timer, g_source_remove);
}

void
hd_window_set_curtain_idle (HdWindow *self,
                            guint     seconds)
{
  g_return_if_fail (HD_IS_WINDOW (self));
  self->curtain_idle = seconds;
  update_idle_timer (self);
}

/* Any key, click or pointer move: the screen is not idle. */
static gboolean
input_seen (GtkEventControllerLegacy *controller,
            GdkEvent                 *event,
            HdWindow                 *self)
{
  self->last_input = g_get_monotonic_time ();
  return GDK_EVENT_PROPAGATE;
}

/* A president's screen left idle is covered (issue 35, item 9): what is
 * on it is his alone. */
static gboolean
check_idle (gpointer data)
{
  HdWindow *self = data;
  gint64 idle = g_get_monotonic_time () - self->last_input;

  if (idle < (gint64) self->curtain_idle * G_USEC_PER_SEC)
    return G_SOURCE_CONTINUE;
  /* (update_idle_timer starts it again when a seat takes the screen) */
  self->idle_timer = 0;
  self->next_viewer = hd_campaign_viewer_copy (self->viewer);
  lower_curtain (self, TRUE);
  _hd_window_update_actions (self);
  return G_SOURCE_REMOVE;
}

gboolean
_hd_window_campaign_hides_log (HdWindow *self)
{
  return self->campaign != NULL && self->viewer != NULL && !_hd_window_is_player_mode (self)
         && (self->next_viewer != NULL || hd_campaign_viewer_get_role (self->viewer) != HD_VIEWER_UMPIRE);
}

void
_hd_window_campaign_update_actions (HdWindow *self)
{
  /* what writes or shows the whole log is the umpire's */
  static const char *const umpires[] = { "win.undo", "win.redo", "win.save", "win.save-as", "win.export-transcript" };
  gboolean curtain = self->next_viewer != NULL;
  gboolean umpire = self->campaign != NULL && !curtain && self->viewer != NULL
                    && hd_campaign_viewer_get_role (self->viewer) == HD_VIEWER_UMPIRE;

  update_idle_timer (self);
  if (_hd_window_is_player_mode (self))
    {
      /* a dispatch is its seat's alone, and his own file: he takes his
       * orders back as he likes and saves them; no other seat, no PIN,
       * no transcript (its first line would be a new campaign's) */
      static const char *const others[] = { "win.campaign-seat", "win.open-seat-window", "win.campaign-chronicle",
                                            "win.campaign-set-pin", "win.take-seat", "win.export-transcript",
                                            "win.campaign-no-umpire", "win.campaign-commander" };

      for (guint i = 0; i < G_N_ELEMENTS (others); i++)
        gtk_widget_action_set_enabled (GTK_WIDGET (self), others[i], FALSE);
      return;
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.campaign-seat", self->campaign != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.campaign-commander", self->campaign != NULL && !curtain);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.open-seat-window", umpire);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.campaign-chronicle", self->campaign != NULL && !curtain);
  /* without an umpire the presidents' PINs are the campaign's key */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.campaign-set-pin", self->campaign != NULL && !curtain
                                 && hd_campaign_game_has_umpire (self->campaign));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.campaign-no-umpire",
                                 umpire && hd_campaign_game_has_umpire (self->campaign));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.take-seat", curtain);
  /* a president neither takes back nor re-rolls (undo would let him
   * keep what a report told him), nor writes the master's file */
  if (self->campaign != NULL && !umpire)
    for (guint i = 0; i < G_N_ELEMENTS (umpires); i++)
      gtk_widget_action_set_enabled (GTK_WIDGET (self), umpires[i], FALSE);
}

void
_hd_window_campaign_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-campaign", NULL, action_new_campaign);
  gtk_widget_class_install_property_action (widget_class, "win.campaign-seat", "seat");
  gtk_widget_class_install_action (widget_class, "win.take-seat", NULL, action_take_seat);
  gtk_widget_class_install_action (widget_class, "win.open-seat-window", "s", action_open_seat_window);
  gtk_widget_class_install_action (widget_class, "win.campaign-chronicle", NULL, action_chronicle);
  gtk_widget_class_install_action (widget_class, "win.campaign-set-pin", NULL, action_set_pin);
  gtk_widget_class_install_action (widget_class, "win.campaign-no-umpire", NULL, action_no_umpire);
  gtk_widget_class_install_action (widget_class, "win.campaign-commander", NULL, action_commander);
  gtk_widget_class_bind_template_callback (widget_class, curtain_pin_activated);
}

void
_hd_window_campaign_init (HdWindow *self)
{
  GtkEventController *input = gtk_event_controller_legacy_new ();

  self->viewer = hd_campaign_viewer_new_umpire ();
  self->seat_windows = g_ptr_array_new ();
  self->curtain_idle = HD_WINDOW_CURTAIN_IDLE;
  self->last_input = g_get_monotonic_time ();
  gtk_event_controller_set_propagation_phase (input, GTK_PHASE_CAPTURE);
  g_signal_connect (input, "event", G_CALLBACK (input_seen), self);
  gtk_widget_add_controller (GTK_WIDGET (self), input);
  g_signal_connect (self->campaign_page, "refused", G_CALLBACK (page_refused), self);
  g_signal_connect (self->campaign_page, "told", G_CALLBACK (page_told), self);
}
