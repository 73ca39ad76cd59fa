/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-share-dialog.c: "Share Seats on This Network" (hd-share-dialog.h),
 * a template (hd-share-dialog.ui) with its actions on the class:
 * share.toggle starts or stops the server, share.new-key (a seat's
 * word) gives that seat a new key, share.command shares the command
 * chosen in the drop-down as a commander's seat (Campaign 2.2);
 * update_actions() enables them. */
#define G_LOG_DOMAIN "hd-share-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-qr.h"
#include "hd-share-dialog.h"

/* the presidents' seats, shared at the start (Campaign 2.1) */
static const char *const presidents[] = { "union", "confederate" };

/* one seat's card */
typedef struct {
  char       *seat;      /* "union", "confederate:12" */
  char       *title;     /* "President Lincoln", "Commander of I Corps" */
  GtkPicture *code;
  GtkLabel   *address;
  GtkLabel   *phones;
  char       *url;
} Card;

struct _HdShareDialog
{
  AdwWindow       parent_instance;

  GtkSpinButton  *port_spin;
  GtkButton      *start_button;
  GtkLabel       *status_label;
  GtkFlowBox     *seats_box;
  GtkWidget      *command_row;
  GtkDropDown    *command_dropdown;
  GtkStringList  *command_list;

  HdCampaignGame *game;
  HdSeatServer   *server;
  char           *host;
  GPtrArray      *cards;      /* Card, one a seat shared */
  GPtrArray      *commands;   /* char *: the drop-down's seat words */
};

G_DEFINE_FINAL_TYPE (HdShareDialog, hd_share_dialog, ADW_TYPE_WINDOW)

enum { ORDER, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
card_free (Card *card)
{
  g_free (card->seat);
  g_free (card->title);
  g_free (card->url);
  g_free (card);
}

static Card *
find_card (HdShareDialog *self, const char *seat)
{
  for (guint i = 0; i < self->cards->len; i++)
    if (g_str_equal (((Card *) g_ptr_array_index (self->cards, i))->seat, seat))
      return g_ptr_array_index (self->cards, i);
  return NULL;
}

static HdCampaignView *
umpire_view (HdShareDialog *self)
{
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();

  return hd_campaign_game_get_view (self->game, umpire);
}

/* "President Lincoln", or "Commander of I Corps", as @view (the
 * umpire's) names the seat. */
static char *
seat_title (const HdCampaignView *view, const char *seat)
{
  g_autoptr(HdCampaignViewer) viewer = hd_campaign_viewer_new_for_seat (seat);

  return viewer != NULL ? hd_campaign_view_name_seat (view, viewer) : g_strdup (seat);
}

static void
update_actions (HdShareDialog *self)
{
  gboolean sharing = self->server != NULL;
  GtkWidget *focus;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "share.new-key", sharing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "share.command", sharing && self->commands->len > 0);
  gtk_widget_set_visible (self->command_row, sharing);
  gtk_button_set_label (self->start_button, sharing ? _("_Stop Sharing") : _("_Start Sharing"));
  /* the port is fixed while sharing; focus leaves it first (never lost) */
  focus = gtk_window_get_focus (GTK_WINDOW (self));
  if (sharing && focus != NULL &&
      (focus == GTK_WIDGET (self->port_spin) || gtk_widget_is_ancestor (focus, GTK_WIDGET (self->port_spin))))
    gtk_widget_grab_focus (GTK_WIDGET (self->start_button));
  gtk_widget_set_sensitive (GTK_WIDGET (self->port_spin), !sharing);
}

/* How many phones show each seat now. */
static void
update_phones (HdShareDialog *self)
{
  for (guint i = 0; i < self->cards->len; i++)
    {
      Card *card = g_ptr_array_index (self->cards, i);
      guint n = self->server != NULL ? hd_seat_server_count_phones (self->server, card->seat) : 0;
      g_autofree char *text = n == 0 ? g_strdup (_("No phone shows this seat."))
                                     : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u phone shows this seat.",
                                                                     "%u phones show this seat.", n), n);

      gtk_label_set_text (card->phones, text);
    }
}

/* @card's code and address, for its seat's key now. */
static void
show_key (HdShareDialog *self, Card *card)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *alt = NULL;

  g_free (card->url);
  card->url = hd_seat_server_get_url (self->server, card->seat, self->host);
  texture = card->url != NULL ? hd_qr_new_texture (card->url, 5, &error) : NULL;
  gtk_picture_set_paintable (card->code, GDK_PAINTABLE (texture));
  /* TRANSLATORS: what a screen reader says of a seat's QR code */
  alt = g_strdup_printf (_("The QR code of %s’s address"), card->title);
  gtk_picture_set_alternative_text (card->code, alt);
  gtk_label_set_text (card->address, card->url != NULL ? card->url : error->message);
}

static GtkWidget *
new_card_box (Card *card)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *title = gtk_label_new (card->title);
  GtkWidget *button = gtk_button_new_with_mnemonic (_("New _Key"));

  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (title, "heading");
  gtk_widget_set_margin_top (title, 12);
  card->code = GTK_PICTURE (gtk_picture_new ());
  gtk_picture_set_can_shrink (card->code, FALSE);
  gtk_widget_set_halign (GTK_WIDGET (card->code), GTK_ALIGN_CENTER);
  card->address = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_selectable (card->address, TRUE);
  gtk_label_set_wrap (card->address, TRUE);
  gtk_label_set_wrap_mode (card->address, PANGO_WRAP_CHAR);
  gtk_label_set_justify (card->address, GTK_JUSTIFY_CENTER);
  card->phones = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (card->phones), "dim-label");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "share.new-key");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", card->seat);
  gtk_widget_set_tooltip_text (button, _("The old code stops working: for a lost phone."));
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_bottom (button, 12);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (card->code));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (card->address));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (card->phones));
  gtk_box_append (GTK_BOX (box), button);
  return box;
}

/* Shares @seat with a card of its own (or a new key on its card). */
static gboolean
share (HdShareDialog *self, const char *seat, GError **error)
{
  Card *card = find_card (self, seat);

  if (hd_seat_server_share_seat (self->server, seat, error) == NULL)
    return FALSE;
  if (card == NULL)
    {
      g_autoptr(HdCampaignView) view = umpire_view (self);

      card = g_new0 (Card, 1);
      card->seat = g_strdup (seat);
      card->title = seat_title (view, seat);
      g_ptr_array_add (self->cards, card);
      gtk_flow_box_append (self->seats_box, new_card_box (card));
    }
  show_key (self, card);
  update_phones (self);
  return TRUE;
}

/* The commands of both sides (army commanders and corps commanders on
 * their own, Campaign 2.2) that have no card yet, in the drop-down. */
static void
list_commands (HdShareDialog *self)
{
  g_autoptr(HdCampaignView) view = umpire_view (self);
  g_autoptr(GPtrArray) titles = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_set_size (self->commands, 0);
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      g_autoptr(GArray) ids = hd_campaign_view_list_march_commanders (view, side);

      for (guint i = 0; ids != NULL && i < ids->len; i++)
        {
          char *seat = g_strdup_printf ("%s:%u", hd_side_to_string (side), g_array_index (ids, guint, i));

          if (find_card (self, seat) != NULL)
            {
              g_free (seat);
              continue;
            }
          g_ptr_array_add (self->commands, seat);
          g_ptr_array_add (titles, seat_title (view, seat));
        }
    }
  g_ptr_array_add (titles, NULL);
  gtk_string_list_splice (self->command_list, 0, g_list_model_get_n_items (G_LIST_MODEL (self->command_list)),
                          (const char *const *) titles->pdata);
  update_actions (self);
}

static void
show_status (HdShareDialog *self)
{
  g_autofree char *text = NULL;

  if (self->server == NULL)
    text = g_strdup (_("The seats are not shared: nothing listens on the network."));
  else
    /* TRANSLATORS: %1$s is this computer's address, %2$u the port */
    text = g_strdup_printf (_("Shared at %1$s, port %2$u, over plain HTTP: play on a network you trust, such as "
                              "a phone’s own hotspot. The keys are new each time sharing starts."),
                            self->host, hd_seat_server_get_port (self->server));
  gtk_label_set_text (self->status_label, text);
}

static void
server_order (HdShareDialog *self, const char *seat, const char *words)
{
  g_autoptr(HdCampaignView) view = umpire_view (self);
  g_autofree char *title = seat_title (view, seat);

  g_signal_emit (self, signals[ORDER], 0, title, words);
}

gboolean
hd_share_dialog_start (HdShareDialog *self,
                       guint          port,
                       gboolean       loopback,
                       GError       **error)
{
  g_autoptr(HdSeatServer) server = hd_seat_server_new (self->game);

  if (self->server != NULL)
    return TRUE;
  if (!hd_seat_server_start (server, port, loopback, error))
    return FALSE;
  self->server = g_steal_pointer (&server);
  g_free (self->host);
  self->host = loopback ? g_strdup ("127.0.0.1") : hd_seat_server_guess_host ();
  g_signal_connect_swapped (self->server, "phones-changed", G_CALLBACK (update_phones), self);
  g_signal_connect_swapped (self->server, "order", G_CALLBACK (server_order), self);
  for (guint i = 0; i < G_N_ELEMENTS (presidents); i++)
    if (!share (self, presidents[i], error))
      {
        hd_share_dialog_stop (self);
        return FALSE;
      }
  /* the port it listens on, when a free one was taken */
  gtk_spin_button_set_value (self->port_spin, hd_seat_server_get_port (self->server));
  list_commands (self);
  show_status (self);
  update_actions (self);
  return TRUE;
}

void
hd_share_dialog_stop (HdShareDialog *self)
{
  GtkWidget *child;

  if (self->server == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->server, self);
  hd_seat_server_stop (self->server);
  g_clear_object (&self->server);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->seats_box))) != NULL)
    gtk_flow_box_remove (self->seats_box, child);
  g_ptr_array_set_size (self->cards, 0);
  show_status (self);
  update_actions (self);
}

gboolean
hd_share_dialog_share_command (HdShareDialog *self,
                               const char    *seat,
                               GError       **error)
{
  g_autoptr(HdCampaignViewer) viewer = hd_campaign_viewer_new_for_seat (seat);

  g_return_val_if_fail (self->server != NULL, FALSE);
  if (viewer == NULL || hd_campaign_viewer_get_role (viewer) != HD_VIEWER_COMMANDER)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("“%s” is not a commander’s seat (Campaign 2.2)."),
                   seat);
      return FALSE;
    }
  if (!share (self, hd_campaign_viewer_get_seat (viewer), error))
    return FALSE;
  list_commands (self);
  return TRUE;
}

static void
action_toggle (GtkWidget *widget, const char *name, GVariant *param)
{
  HdShareDialog *self = HD_SHARE_DIALOG (widget);
  g_autoptr(GError) error = NULL;

  if (self->server != NULL)
    hd_share_dialog_stop (self);
  else if (!hd_share_dialog_start (self, (guint) gtk_spin_button_get_value_as_int (self->port_spin), FALSE, &error))
    gtk_label_set_text (self->status_label, error->message);
  /* focus stays on the button that was pressed */
  gtk_widget_grab_focus (GTK_WIDGET (self->start_button));
}

static void
action_new_key (GtkWidget *widget, const char *name, GVariant *param)
{
  HdShareDialog *self = HD_SHARE_DIALOG (widget);
  const char *seat = g_variant_get_string (param, NULL);
  g_autoptr(GError) error = NULL;

  if (self->server != NULL && find_card (self, seat) != NULL && !share (self, seat, &error))
    gtk_label_set_text (self->status_label, error->message);
}

static void
action_command (GtkWidget *widget, const char *name, GVariant *param)
{
  HdShareDialog *self = HD_SHARE_DIALOG (widget);
  guint chosen = gtk_drop_down_get_selected (self->command_dropdown);
  g_autoptr(GError) error = NULL;

  if (chosen < self->commands->len &&
      !hd_share_dialog_share_command (self, g_ptr_array_index (self->commands, chosen), &error))
    gtk_label_set_text (self->status_label, error->message);
  gtk_widget_grab_focus (GTK_WIDGET (self->command_dropdown));
}

static void
hd_share_dialog_dispose (GObject *object)
{
  HdShareDialog *self = HD_SHARE_DIALOG (object);

  hd_share_dialog_stop (self);
  g_clear_object (&self->game);
  g_clear_pointer (&self->host, g_free);
  g_clear_pointer (&self->cards, g_ptr_array_unref);
  g_clear_pointer (&self->commands, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), HD_TYPE_SHARE_DIALOG);
  G_OBJECT_CLASS (hd_share_dialog_parent_class)->dispose (object);
}

/* the commands listed again each time the dialog is shown: corps are
 * raised and armies formed as the war goes on */
static void
hd_share_dialog_map (GtkWidget *widget)
{
  HdShareDialog *self = HD_SHARE_DIALOG (widget);

  GTK_WIDGET_CLASS (hd_share_dialog_parent_class)->map (widget);
  if (self->server != NULL)
    list_commands (self);
}

static void
hd_share_dialog_class_init (HdShareDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_share_dialog_dispose;
  widget_class->map = hd_share_dialog_map;
  signals[ORDER] = g_signal_new ("order", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-share-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HdShareDialog, port_spin);
  gtk_widget_class_bind_template_child (widget_class, HdShareDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, HdShareDialog, status_label);
  gtk_widget_class_bind_template_child (widget_class, HdShareDialog, seats_box);
  gtk_widget_class_bind_template_child (widget_class, HdShareDialog, command_row);
  gtk_widget_class_bind_template_child (widget_class, HdShareDialog, command_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HdShareDialog, command_list);
  gtk_widget_class_install_action (widget_class, "share.toggle", NULL, action_toggle);
  gtk_widget_class_install_action (widget_class, "share.new-key", "s", action_new_key);
  gtk_widget_class_install_action (widget_class, "share.command", NULL, action_command);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hd_share_dialog_init (HdShareDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->cards = g_ptr_array_new_with_free_func ((GDestroyNotify) card_free);
  self->commands = g_ptr_array_new_with_free_func (g_free);
  show_status (self);
  update_actions (self);
}

HdShareDialog *
hd_share_dialog_new (GtkWindow      *parent,
                     HdCampaignGame *game)
{
  HdShareDialog *self = g_object_new (HD_TYPE_SHARE_DIALOG, "transient-for", parent, NULL);

  self->game = g_object_ref (game);
  return self;
}

HdSeatServer *
hd_share_dialog_get_server (HdShareDialog *self)
{
  return self->server;
}

const char *
hd_share_dialog_get_url (HdShareDialog *self,
                         const char    *seat)
{
  Card *card = self->server != NULL ? find_card (self, seat) : NULL;

  return card != NULL ? card->url : NULL;
}
