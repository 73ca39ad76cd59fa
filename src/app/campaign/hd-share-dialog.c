/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-share-dialog.c: "Share Seats on This Network" (hd-share-dialog.h),
 * a template (hd-share-dialog.ui) with its actions on the class:
 * share.toggle starts or stops the server, share.new-key (a seat's
 * word) gives that seat a new key; update_actions() enables them. */
#define G_LOG_DOMAIN "hd-share-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-qr.h"
#include "hd-share-dialog.h"

/* the presidents' seats shared (Campaign 2.1) */
static const char *const seats[] = { "union", "confederate" };

/* one seat's card */
typedef struct {
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

  HdCampaignGame *game;
  HdSeatServer   *server;
  char           *host;
  Card            cards[G_N_ELEMENTS (seats)];
};

G_DEFINE_FINAL_TYPE (HdShareDialog, hd_share_dialog, ADW_TYPE_WINDOW)

enum { ORDER, N_SIGNALS };
static guint signals[N_SIGNALS];

static const char *
seat_label (const char *seat)
{
  return g_str_equal (seat, "union") ? _("President Lincoln") : _("President Davis");
}

static void
update_actions (HdShareDialog *self)
{
  gboolean sharing = self->server != NULL;
  GtkWidget *focus;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "share.new-key", sharing);
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
  for (guint i = 0; i < G_N_ELEMENTS (seats); i++)
    {
      guint n = self->server != NULL ? hd_seat_server_count_phones (self->server, seats[i]) : 0;
      g_autofree char *text = n == 0 ? g_strdup (_("No phone shows this seat."))
                                     : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u phone shows this seat.",
                                                                     "%u phones show this seat.", n), n);

      if (self->cards[i].phones != NULL)
        gtk_label_set_text (self->cards[i].phones, text);
    }
}

/* Card @i's code and address, for the seat's key now. */
static void
show_key (HdShareDialog *self, guint i)
{
  Card *card = &self->cards[i];
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *alt = NULL;

  g_free (card->url);
  card->url = hd_seat_server_get_url (self->server, seats[i], self->host);
  texture = card->url != NULL ? hd_qr_new_texture (card->url, 5, &error) : NULL;
  gtk_picture_set_paintable (card->code, GDK_PAINTABLE (texture));
  /* TRANSLATORS: what a screen reader says of a seat's QR code */
  alt = g_strdup_printf (_("The QR code of %s’s address"), seat_label (seats[i]));
  gtk_picture_set_alternative_text (card->code, alt);
  gtk_label_set_text (card->address, card->url != NULL ? card->url : error->message);
}

static GtkWidget *
new_card (HdShareDialog *self, guint i)
{
  Card *card = &self->cards[i];
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *title = gtk_label_new (seat_label (seats[i]));
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
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", seats[i]);
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
  g_autoptr(HdCampaignViewer) viewer = hd_campaign_viewer_new_for_seat (seat);

  g_signal_emit (self, signals[ORDER], 0, viewer != NULL ? hd_campaign_viewer_get_label (viewer) : seat, words);
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
  for (guint i = 0; i < G_N_ELEMENTS (seats); i++)
    if (hd_seat_server_share_seat (server, seats[i], error) == NULL)
      return FALSE;
  self->server = g_steal_pointer (&server);
  g_free (self->host);
  self->host = loopback ? g_strdup ("127.0.0.1") : hd_seat_server_guess_host ();
  g_signal_connect_swapped (self->server, "phones-changed", G_CALLBACK (update_phones), self);
  g_signal_connect_swapped (self->server, "order", G_CALLBACK (server_order), self);
  for (guint i = 0; i < G_N_ELEMENTS (seats); i++)
    {
      gtk_flow_box_append (self->seats_box, new_card (self, i));
      show_key (self, i);
    }
  /* the port it listens on, when a free one was taken */
  gtk_spin_button_set_value (self->port_spin, hd_seat_server_get_port (self->server));
  update_phones (self);
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
  for (guint i = 0; i < G_N_ELEMENTS (seats); i++)
    {
      g_clear_pointer (&self->cards[i].url, g_free);
      memset (&self->cards[i], 0, sizeof self->cards[i]);
    }
  show_status (self);
  update_actions (self);
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

  for (guint i = 0; self->server != NULL && i < G_N_ELEMENTS (seats); i++)
    if (g_str_equal (seat, seats[i]))
      {
        if (hd_seat_server_share_seat (self->server, seat, &error) == NULL)
          gtk_label_set_text (self->status_label, error->message);
        show_key (self, i);
        update_phones (self);
      }
}

static void
hd_share_dialog_dispose (GObject *object)
{
  HdShareDialog *self = HD_SHARE_DIALOG (object);

  hd_share_dialog_stop (self);
  g_clear_object (&self->game);
  g_clear_pointer (&self->host, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), HD_TYPE_SHARE_DIALOG);
  G_OBJECT_CLASS (hd_share_dialog_parent_class)->dispose (object);
}

static void
hd_share_dialog_class_init (HdShareDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_share_dialog_dispose;
  signals[ORDER] = g_signal_new ("order", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-share-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HdShareDialog, port_spin);
  gtk_widget_class_bind_template_child (widget_class, HdShareDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, HdShareDialog, status_label);
  gtk_widget_class_bind_template_child (widget_class, HdShareDialog, seats_box);
  gtk_widget_class_install_action (widget_class, "share.toggle", NULL, action_toggle);
  gtk_widget_class_install_action (widget_class, "share.new-key", "s", action_new_key);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hd_share_dialog_init (HdShareDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
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
  for (guint i = 0; self->server != NULL && i < G_N_ELEMENTS (seats); i++)
    if (g_str_equal (seat, seats[i]))
      return self->cards[i].url;
  return NULL;
}
