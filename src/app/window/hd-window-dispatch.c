/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-window-dispatch.c: the main window's campaign at a distance (issue
 * 35, item 10; docs/campaign.md, "Dispatches and orders"): the umpire
 * writes a president's dispatch (win.write-dispatch) and imports his
 * orders (win.import-orders, win.carry-on-orders where some wait), read
 * first in a dialog where he may hold or amend some; a
 * dispatch opened is played in player mode, its seat's alone
 * (hd-window-campaign.c), and its orders written (win.write-orders).
 * The files and their checks are the engine's. */
#define G_LOG_DOMAIN "hd-window-dispatch"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-file.h"
#include "hd-file-name.h"
#include "hd-campaign-print.h"
#include "hd-focus.h"
#include "hd-window-private.h"

gboolean
_hd_window_is_player_mode (HdWindow *self)
{
  return self->campaign != NULL && hd_campaign_game_is_player_mode (self->campaign);
}

static gboolean
write_bytes (HdWindow  *self,
             GFile     *file,
             GBytes    *bytes,
             GError   **error)
{
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);

  return hd_file_replace (file, data, len, error);
}

gboolean
hd_window_write_dispatch (HdWindow    *self,
                          const char  *seat,
                          GFile       *file,
                          GError     **error)
{
  g_autoptr(HdCampaignViewer) viewer = hd_campaign_viewer_new_for_seat (seat);
  g_autoptr(GBytes) dispatch = NULL;

  g_return_val_if_fail (HD_IS_WINDOW (self) && viewer != NULL, FALSE);
  if (self->campaign == NULL)
    return FALSE;
  dispatch = hd_campaign_game_write_dispatch (self->campaign, viewer, error);
  return dispatch != NULL && write_bytes (self, file, dispatch, error);
}

gboolean
hd_window_write_orders (HdWindow  *self,
                        GFile     *file,
                        GError   **error)
{
  g_autoptr(GBytes) orders = NULL;

  g_return_val_if_fail (HD_IS_WINDOW (self), FALSE);
  if (self->campaign == NULL)
    return FALSE;
  orders = hd_campaign_game_write_orders (self->campaign, error);
  return orders != NULL && write_bytes (self, file, orders, error);
}

/* ------------------------------------------------- the import's report */

static void
tell_failure (HdWindow     *self,
              const char   *heading,
              const GError *error)
{
  g_autofree char *body = g_strdup_printf (_("%s\n\nNothing was changed."), error->message);

  _hd_window_show_problem (self, heading, body);
}


static void
report_response (AdwMessageDialog *dialog,
                 const char       *response,
                 HdWindow         *self)
{
  self->orders_dialog = NULL;
  if (g_str_equal (response, "carry-on"))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.carry-on-orders", NULL);
  else
    hd_focus_after_action (self);
}

/* What became of each order, and, where some wait, Carry On. */
static void
show_report (HdWindow                     *self,
             const HdCampaignOrdersReport *report)
{
  g_autoptr(GString) body = g_string_new (NULL);
  AdwMessageDialog *dialog;

  for (guint i = 0; i < report->notes->len; i++)
    g_string_append_printf (body, "%s%s", i > 0 ? "\n" : "", (const char *) g_ptr_array_index (report->notes, i));
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("The Orders Carried Out"), body->str));
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  if (report->next < report->n_orders)
    {
      adw_message_dialog_add_response (dialog, "carry-on", _("_Carry On Now"));
      adw_message_dialog_set_default_response (dialog, "close");
    }
  adw_message_dialog_set_close_response (dialog, "close");
  g_signal_connect (dialog, "response", G_CALLBACK (report_response), self);
  self->orders_dialog = GTK_WIDGET (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
import_bytes (HdWindow          *self,
              GBytes            *orders,
              guint              from,
              const char *const *ruled,
              guint              n_ruled,
              GError           **error)
{
  g_auto(HdCampaignOrdersReport) report = { 0 };

  if (!hd_campaign_game_import_orders (self->campaign, orders, from, ruled, n_ruled, &report, error))
    return FALSE;
  g_clear_pointer (&self->pending_orders, g_bytes_unref);
  if (report.next < report.n_orders)
    {
      self->pending_orders = g_bytes_ref (orders);
      self->pending_from = report.next;
    }
  _hd_window_update_actions (self);
  show_report (self, &report);
  return TRUE;
}

/* ------------------------------------------------- the umpire's review */

/* The orders shown for the umpire to read before they are carried out
 * (Campaign 2.1; issue 35, item 8): each a row with its words, its line
 * to amend and a tick to carry it out (untick to hold it). */
typedef struct {
  HdWindow  *self;
  GBytes    *orders;
  guint      from;
  GPtrArray *lines;  /* char *: each order from @from as written */
  GPtrArray *rows;   /* GtkEntry: its line, to amend */
  GPtrArray *ticks;  /* GtkCheckButton: ticked to carry it out */
} Review;

static void
review_free (gpointer  data,
             GClosure *closure)
{
  Review *review = data;

  g_bytes_unref (review->orders);
  g_ptr_array_unref (review->lines);
  g_ptr_array_unref (review->rows);
  g_ptr_array_unref (review->ticks);
  g_free (review);
}

/* The umpire's ruling on each order (NULL as written, "" held, else his
 * line), from order 1. */
static GPtrArray *
review_rulings (const Review *review)
{
  GPtrArray *ruled = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_set_size (ruled, review->from);
  for (guint i = 0; i < review->rows->len; i++)
    {
      g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (review->rows->pdata[i])));

      if (!gtk_check_button_get_active (review->ticks->pdata[i]))
        g_ptr_array_add (ruled, g_strdup (""));
      else if (text[0] != '\0' && !g_str_equal (text, review->lines->pdata[i]))
        g_ptr_array_add (ruled, g_steal_pointer (&text));
      else
        g_ptr_array_add (ruled, NULL);
    }
  return ruled;
}

static void
review_response (AdwMessageDialog *dialog,
                 const char       *response,
                 Review           *review)
{
  HdWindow *self = review->self;
  g_autoptr(GPtrArray) ruled = NULL;
  g_autoptr(GError) error = NULL;

  self->orders_dialog = NULL;
  if (!g_str_equal (response, "carry-out") || self->campaign == NULL)
    {
      hd_focus_after_action (self);
      return;
    }
  ruled = review_rulings (review);
  if (!import_bytes (self, review->orders, review->from, (const char *const *) ruled->pdata, ruled->len, &error))
    tell_failure (self, _("The Orders Were Not Carried Out"), error);
}

/* One order's row: its tick (untick to hold it), its words wrapped
 * ("3. I Corps marches from Washington to Manassas Junction.") and its
 * line in an entry, to amend. */
static GtkWidget *
review_row (Review     *review,
            guint       number,
            const char *words,
            const char *line)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *tick = gtk_check_button_new ();
  GtkWidget *entry = gtk_entry_new ();
  g_autofree char *title = g_strdup_printf ("%u. %s", number, words);
  GtkWidget *label = gtk_label_new (title);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_editable_set_text (GTK_EDITABLE (entry), line);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (tick), TRUE);
  gtk_widget_set_valign (tick, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (tick, _("Carry out this order (untick to hold it)"));
  /* each tick named by its own order, read out by a screen reader */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (tick), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (tick), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Carry out this order (untick to hold it)"), -1);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (text), label);
  gtk_box_append (GTK_BOX (text), entry);
  gtk_box_append (GTK_BOX (row), tick);
  gtk_box_append (GTK_BOX (row), text);
  gtk_widget_set_margin_start (row, 12);
  gtk_widget_set_margin_end (row, 12);
  gtk_widget_set_margin_top (row, 8);
  gtk_widget_set_margin_bottom (row, 8);
  g_ptr_array_add (review->lines, g_strdup (line));
  g_ptr_array_add (review->rows, entry);
  g_ptr_array_add (review->ticks, tick);
  return row;
}

/* The list of the orders from @from, in a scrolled box. */
static GtkWidget *
review_list (Review          *review,
             const GPtrArray *actions,
             HdCampaignView  *view)
{
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_set_size_request (scrolled, 320, -1);
  gtk_widget_add_css_class (list, "boxed-list");
  for (guint i = review->from; i < actions->len; i++)
    {
      g_autofree char *words = hd_campaign_view_describe (view, actions->pdata[i]);
      g_autofree char *line = hd_campaign_action_to_line (actions->pdata[i]);

      gtk_list_box_append (GTK_LIST_BOX (list), review_row (review, i + 1, words, line));
    }
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 360);
  return scrolled;
}

/* The orders of @orders from @from shown for the umpire to read, hold
 * or amend, then carry out; FALSE, with @error, when the file is refused
 * before anything is shown. */
static gboolean
show_review (HdWindow  *self,
             GBytes    *orders,
             guint      from,
             GError   **error)
{
  g_autoptr(GPtrArray) actions = NULL;
  g_autoptr(HdCampaignViewer) seat = NULL;
  g_autoptr(HdCampaignView) view = NULL;
  AdwMessageDialog *dialog;
  Review *review;
  HdSide side;

  actions = hd_campaign_game_read_orders (self->campaign, orders, from, &side, error);
  if (actions == NULL)
    return FALSE;
  seat = hd_campaign_viewer_new_president (side);
  view = hd_campaign_game_get_view (self->campaign, seat);
  review = g_new0 (Review, 1);
  review->self = self;
  review->orders = g_bytes_ref (orders);
  review->from = MIN (from, actions->len);
  review->lines = g_ptr_array_new_with_free_func (g_free);
  review->rows = g_ptr_array_new ();
  review->ticks = g_ptr_array_new ();
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), side == HD_SIDE_UNION
                                                       ? _("President Lincoln’s Orders")
                                                       : _("President Davis’s Orders"),
                                                       _("Read them before they are carried out. Untick an order "
                                                         "to hold it; edit its line to amend it. An amended order "
                                                         "is carried out as the president’s own (Campaign 2.1).")));
  adw_message_dialog_set_extra_child (dialog, review_list (review, actions, view));
  adw_message_dialog_add_response (dialog, "cancel", _("_Cancel"));
  adw_message_dialog_add_response (dialog, "carry-out", _("C_arry Out"));
  adw_message_dialog_set_response_appearance (dialog, "carry-out", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "carry-out");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (review_response), review, review_free, 0);
  self->orders_dialog = GTK_WIDGET (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  if (review->ticks->len > 0)
    gtk_widget_grab_focus (review->ticks->pdata[0]);
  return TRUE;
}

gboolean
hd_window_import_orders (HdWindow  *self,
                         GFile     *file,
                         GError   **error)
{
  g_autoptr(GBytes) orders = NULL;

  g_return_val_if_fail (HD_IS_WINDOW (self), FALSE);
  if (self->campaign == NULL)
    return FALSE;
  orders = hd_file_load (file, HD_CAMPAIGN_GAME_MAX_BYTES, error);
  if (orders == NULL)
    return FALSE;
  /* without an umpire they are carried out unread (Campaign 2.1) */
  if (!hd_campaign_game_has_umpire (self->campaign))
    return import_bytes (self, orders, 0, NULL, 0, error);
  return show_review (self, orders, 0, error);
}

GtkWidget *
hd_window_get_orders_dialog (HdWindow *self)
{
  g_return_val_if_fail (HD_IS_WINDOW (self), NULL);
  return self->orders_dialog;
}

/* ----------------------------------------------------------- actions */

typedef enum {
  CHOSEN_DISPATCH_UNION,
  CHOSEN_DISPATCH_CONFEDERATE,
  CHOSEN_ORDERS_OUT,
  CHOSEN_ORDERS_IN,
} Chosen;

/* What a file chooser was shown for. */
typedef struct {
  HdWindow *self;
  Chosen    chosen;
} Choosing;

static void
choosing_free (gpointer data,
               GClosure *closure)
{
  g_free (data);
}

static void
chooser_response (GtkNativeDialog *dialog,
                  int              response,
                  Choosing        *choosing)
{
  HdWindow *self = choosing->self;
  Chosen chosen = choosing->chosen;
  g_autoptr(GFile) file = response == GTK_RESPONSE_ACCEPT ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog))
                                                         : NULL;
  g_autoptr(GError) error = NULL;

  g_object_unref (dialog);
  if (file == NULL || self->campaign == NULL)
    return;
  if (chosen == CHOSEN_ORDERS_IN && !hd_window_import_orders (self, file, &error))
    tell_failure (self, _("The Orders Were Not Carried Out"), error);
  else if (chosen == CHOSEN_ORDERS_OUT && !hd_window_write_orders (self, file, &error))
    tell_failure (self, _("The Orders Were Not Written"), error);
  else if (chosen <= CHOSEN_DISPATCH_CONFEDERATE
           && !hd_window_write_dispatch (self, chosen == CHOSEN_DISPATCH_UNION ? "union" : "confederate", file,
                                         &error))
    tell_failure (self, _("The Dispatch Was Not Written"), error);
  else if (chosen == CHOSEN_ORDERS_OUT)
    hd_window_toast (self, _("The orders are written: send the file to the umpire."));
  else if (chosen <= CHOSEN_DISPATCH_CONFEDERATE)
    hd_window_toast (self, _("The dispatch is written: send the file to its president."));
}

static void
choose_file (HdWindow   *self,
             Chosen      chosen,
             const char *title,
             const char *name)
{
  gboolean save = chosen != CHOSEN_ORDERS_IN;
  GtkFileChooserNative *dialog =
    gtk_file_chooser_native_new (title, GTK_WINDOW (self),
                                 save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                 save ? _("_Save") : _("_Open"), _("_Cancel"));
  Choosing *choosing;

  if (chosen == CHOSEN_ORDERS_IN)
    {
      GtkFileFilter *filter = gtk_file_filter_new ();

      gtk_file_filter_set_name (filter, _("Orders"));
      gtk_file_filter_add_pattern (filter, "*.hdorders");
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
      g_object_unref (filter);
    }
  else
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  choosing = g_new0 (Choosing, 1);
  choosing->self = self;
  choosing->chosen = chosen;
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect_data (dialog, "response", G_CALLBACK (chooser_response), choosing, choosing_free, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* The name a dispatch or orders file is first offered under: "Dispatch
 * for President Lincoln, August 1861.hddispatch". */
static char *
file_name (HdWindow   *self,
           const char *what,
           const char *extension)
{
  g_autoptr(HdCampaignView) view = hd_campaign_game_get_view (self->campaign, self->viewer);

  return hd_file_name_suggest (what, hd_campaign_view_get_turn (view), extension);
}

/* win.write-dispatch("union" or "confederate"): the umpire's. */
static void
action_write_dispatch (GtkWidget  *widget,
                       const char *name,
                       GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);
  gboolean lincoln = g_str_equal (g_variant_get_string (param, NULL), "union");
  g_autofree char *suggested = NULL;

  if (self->campaign == NULL)
    return;
  suggested = file_name (self, lincoln ? _("Dispatch for President Lincoln") : _("Dispatch for President Davis"),
                         ".hddispatch");
  choose_file (self, lincoln ? CHOSEN_DISPATCH_UNION : CHOSEN_DISPATCH_CONFEDERATE, _("Write the Dispatch"),
               suggested);
}

/* win.write-orders: a president's, in player mode. */
static void
action_write_orders (GtkWidget  *widget,
                     const char *name,
                     GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);
  g_autofree char *suggested = NULL;

  if (self->campaign == NULL)
    return;
  /* TRANSLATORS: the start of an orders file's name; the date follows */
  suggested = file_name (self, hd_campaign_viewer_get_side (self->viewer) == HD_SIDE_UNION
                               ? _("Orders of President Lincoln") : _("Orders of President Davis"), ".hdorders");
  choose_file (self, CHOSEN_ORDERS_OUT, _("Write the Orders"), suggested);
}

static void
action_import_orders (GtkWidget  *widget,
                      const char *name,
                      GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);

  if (self->campaign != NULL)
    choose_file (self, CHOSEN_ORDERS_IN, _("Carry Out a President’s Orders"), NULL);
}

/* win.carry-on-orders: the orders an import left waiting, carried on
 * from where it stopped. */
static void
action_carry_on (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);
  g_autoptr(GBytes) orders = g_steal_pointer (&self->pending_orders);
  g_autoptr(GError) error = NULL;

  if (self->campaign == NULL || orders == NULL)
    return;
  /* without an umpire carried on unread (import_bytes keeps what still
   * waits); else read again, and carried on from where they stopped
   * (they wait on while the review is put away) */
  if (!hd_campaign_game_has_umpire (self->campaign))
    {
      if (!import_bytes (self, orders, self->pending_from, NULL, 0, &error))
        {
          _hd_window_update_actions (self);
          tell_failure (self, _("The Orders Were Not Carried Out"), error);
        }
      return;
    }
  if (!show_review (self, orders, self->pending_from, &error))
    {
      _hd_window_update_actions (self);
      tell_failure (self, _("The Orders Were Not Carried Out"), error);
    }
  else
    self->pending_orders = g_bytes_ref (orders);
}

/* A dispatch on paper, or as a PDF from the print dialog: the umpire's
 * for a president (win.print-dispatch), a president's own in player
 * mode (win.print-my-dispatch). */
static void
print_dispatch (HdWindow               *self,
                const HdCampaignViewer *seat)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignSheet) sheet = NULL;

  if (self->campaign == NULL || seat == NULL)
    return;
  sheet = hd_campaign_game_write_dispatch_sheet (self->campaign, seat, &error);
  if (sheet == NULL)
    hd_window_toast (self, error->message);
  else
    hd_campaign_print_sheet (sheet, GTK_WINDOW (self));
}

static void
action_print_dispatch (GtkWidget  *widget,
                       const char *name,
                       GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);
  g_autoptr(HdCampaignViewer) seat = NULL;

  if (g_str_equal (name, "win.print-my-dispatch"))
    seat = self->campaign != NULL ? hd_campaign_game_new_dispatch_viewer (self->campaign) : NULL;
  else
    seat = hd_campaign_viewer_new_for_seat (g_variant_get_string (param, NULL));
  print_dispatch (self, seat);
}

void
_hd_window_dispatch_update_actions (HdWindow *self)
{
  gboolean master = self->campaign != NULL && self->next_viewer == NULL && !_hd_window_is_player_mode (self)
                    && hd_campaign_viewer_get_role (self->viewer) == HD_VIEWER_UMPIRE;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.write-dispatch", master);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print-dispatch", master);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print-my-dispatch", _hd_window_is_player_mode (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.import-orders", master);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.carry-on-orders", master && self->pending_orders != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.write-orders", _hd_window_is_player_mode (self));
}

void
_hd_window_dispatch_forget (HdWindow *self)
{
  g_clear_pointer (&self->pending_orders, g_bytes_unref);
}

void
_hd_window_dispatch_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.write-dispatch", "s", action_write_dispatch);
  gtk_widget_class_install_action (widget_class, "win.write-orders", NULL, action_write_orders);
  gtk_widget_class_install_action (widget_class, "win.print-dispatch", "s", action_print_dispatch);
  gtk_widget_class_install_action (widget_class, "win.print-my-dispatch", NULL, action_print_dispatch);
  gtk_widget_class_install_action (widget_class, "win.import-orders", NULL, action_import_orders);
  gtk_widget_class_install_action (widget_class, "win.carry-on-orders", NULL, action_carry_on);
}
