/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-europe-box.c: bringing Foreign Intervention units over from Europe
 * (Advanced 8.4).  The engine (hd-intervention) says what waits there and
 * where it may land; this box offers the kind and the port in two
 * drop-downs and applies the crossing.  Its skeleton is a template
 * (hd-europe-box.ui); its button is the action europe.sail, enabled in
 * update(); a refusal is emitted as "refused".  The movement panel owns
 * it and calls hd_europe_box_update() when the game changes. */
#define G_LOG_DOMAIN "hd-europe-box"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-action.h"
#include "hd-europe-box.h"
#include "hd-intervention.h"
#include "hd-rule-links.h"

struct _HdEuropeBox
{
  GtkWidget    parent_instance;

  GtkWidget   *box;
  GtkLabel    *heading;
  GtkLabel    *explanation;
  GtkDropDown *kind_drop;
  GtkDropDown *port_drop;
  GtkWidget   *sail_button;

  HdGame      *game;
  HdUnitKind   kinds[HD_N_KINDS];   /* the drop-down's kinds, in its order */
  guint        n_kinds;
  GArray      *ports;               /* the drop-down's boxes */
};

G_DEFINE_FINAL_TYPE (HdEuropeBox, hd_europe_box, GTK_TYPE_WIDGET)

enum { REFUSED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* Replaces a drop-down's strings only when they changed, so that its
 * selection and focus stay. */
static void
sync_strings (GtkDropDown *drop, const char * const *strings)
{
  GtkStringList *model = GTK_STRING_LIST (gtk_drop_down_get_model (drop));
  guint n = g_list_model_get_n_items (G_LIST_MODEL (model));
  gboolean same = n == g_strv_length ((char **) strings);

  for (guint i = 0; same && i < n; i++)
    same = g_strcmp0 (gtk_string_list_get_string (model, i), strings[i]) == 0;
  if (!same)
    gtk_string_list_splice (model, 0, n, strings);
}

gboolean
hd_europe_box_update (HdEuropeBox *self)
{
  const HdState *s;
  g_autoptr(GStrvBuilder) kinds = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) ports = g_strv_builder_new ();
  g_auto(GStrv) kind_names = NULL;
  g_auto(GStrv) port_names = NULL;
  gboolean shown;

  g_return_val_if_fail (HD_IS_EUROPE_BOX (self), FALSE);
  s = self->game != NULL ? hd_game_get_state (self->game) : NULL;
  g_array_set_size (self->ports, 0);
  self->n_kinds = 0;
  if (s != NULL && hd_intervention_n_in_europe (s) > 0)
    {
      g_autoptr(GArray) to = hd_intervention_sail_destinations (s);
      g_array_append_vals (self->ports, to->data, to->len);
    }
  shown = self->ports->len > 0;
  gtk_widget_set_visible (GTK_WIDGET (self), shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "europe.sail", shown);
  if (!shown)
    return FALSE;
  for (HdUnitKind k = 0; k < HD_N_KINDS; k++)
    if (hd_intervention_in_europe (s, k) > 0)
      {
        /* TRANSLATORS: a kind of unit waiting in Europe and how many, e.g. "Veteran Infantry (2)" */
        g_autofree char *name = g_strdup_printf (_("%s (%u)"), hd_unit_kind_get_label (k),
                                                 hd_intervention_in_europe (s, k));
        g_strv_builder_add (kinds, name);
        self->kinds[self->n_kinds++] = k;
      }
  for (guint i = 0; i < self->ports->len; i++)
    g_strv_builder_add (ports, hd_map_get_box (hd_state_get_map (s), g_array_index (self->ports, guint, i))->name);
  kind_names = g_strv_builder_end (kinds);
  port_names = g_strv_builder_end (ports);
  sync_strings (self->kind_drop, (const char * const *) kind_names);
  sync_strings (self->port_drop, (const char * const *) port_names);
  hd_rule_links_set_text (self->explanation,
                          _("Foreign units wait in Europe. Each crossing to a Confederate port is a march, and they "
                            "count against no army maximum (Advanced 8.4)."));
  return TRUE;
}

static void
action_sail (GtkWidget *widget, const char *name, GVariant *param)
{
  HdEuropeBox *self = HD_EUROPE_BOX (widget);
  guint k = gtk_drop_down_get_selected (self->kind_drop), p = gtk_drop_down_get_selected (self->port_drop);
  HdAction a = { .type = HD_ACTION_SAIL_EUROPE, .side = HD_SIDE_CONFEDERATE };
  g_autoptr(GError) error = NULL;

  if (self->game == NULL || k >= self->n_kinds || p >= self->ports->len)
    return;
  a.kind = self->kinds[k];
  a.to = g_array_index (self->ports, guint, p);
  if (!hd_log_apply (HD_LOG (self->game), &a, &error))
    g_signal_emit (self, signals[REFUSED], 0, error->message);
}

void
hd_europe_box_set_game (HdEuropeBox *self,
                        HdGame      *game)
{
  g_return_if_fail (HD_IS_EUROPE_BOX (self));
  g_set_object (&self->game, game);
  hd_europe_box_update (self);
}

static void
hd_europe_box_dispose (GObject *object)
{
  HdEuropeBox *self = HD_EUROPE_BOX (object);

  g_clear_object (&self->game);
  g_clear_pointer (&self->ports, g_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), HD_TYPE_EUROPE_BOX);
  G_OBJECT_CLASS (hd_europe_box_parent_class)->dispose (object);
}

static void
hd_europe_box_class_init (HdEuropeBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_europe_box_dispose;
  /* A crossing refused, with the engine's message (rule and reason). */
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, G_TYPE_STRING);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  /* a container: what it holds speaks, it says nothing itself (not its class) */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-europe-box.ui");
  gtk_widget_class_bind_template_child (widget_class, HdEuropeBox, box);
  gtk_widget_class_bind_template_child (widget_class, HdEuropeBox, heading);
  gtk_widget_class_bind_template_child (widget_class, HdEuropeBox, explanation);
  gtk_widget_class_bind_template_child (widget_class, HdEuropeBox, kind_drop);
  gtk_widget_class_bind_template_child (widget_class, HdEuropeBox, port_drop);
  gtk_widget_class_bind_template_child (widget_class, HdEuropeBox, sail_button);
  gtk_widget_class_install_action (widget_class, "europe.sail", NULL, action_sail);
}

static void
hd_europe_box_init (HdEuropeBox *self)
{
  self->ports = g_array_new (FALSE, FALSE, sizeof (guint));
  gtk_widget_init_template (GTK_WIDGET (self));
}
