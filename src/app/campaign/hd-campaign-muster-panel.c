/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-muster-panel.c: recruiting.  The books (hd-campaign-view.h,
 * "the sequence of play and the books") give every figure with its
 * words: the base, the Adjusted Recruiting Number and the battles in it,
 * the room under the army maximum, the cap; which cities may be named or
 * take a corps is what the engine accepts (hd_campaign_view_check).
 * Actions: set-base, name-city, recruit-die, raise, end-phase; the
 * buttons are actions of the panel (campaign-muster.*), enabled in
 * update_actions(). */
#define G_LOG_DOMAIN "hd-campaign-muster-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-campaign-muster-panel.h"
#include "hd-die-row.h"
#include "hd-panel-util.h"
#include "hd-rule-links.h"

struct _HdCampaignMusterPanel
{
  HdCampaignPanel parent_instance;

  /* the template */
  GtkWidget     *box;
  GtkLabel      *heading;
  GtkWidget     *base_box;
  GtkLabel      *base_label;
  GtkSpinButton *base_spin;
  GtkWidget     *name_box;
  GtkLabel      *name_label;
  GtkWidget     *name_cities;
  HdDieRow      *die_row;
  GtkLabel      *cap_label;
  GtkLabel      *books_label;
  GtkWidget     *raise_box;
  GtkEntry      *corps_entry;
  GtkEntry      *commander_entry;
  GtkLabel      *raise_label;
  GtkWidget     *raise_cities;
  GtkButton     *end_button;
};

static void segment_panel_init (HdSegmentPanelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (HdCampaignMusterPanel, hd_campaign_muster_panel, HD_TYPE_CAMPAIGN_PANEL,
                               G_IMPLEMENT_INTERFACE (HD_TYPE_SEGMENT_PANEL, segment_panel_init))

static const HdCampaignView *
view_of (HdCampaignMusterPanel *self)
{
  return hd_campaign_panel_get_view (HD_CAMPAIGN_PANEL (self));
}

static gboolean
apply (HdCampaignMusterPanel *self, const HdCampaignAction *action)
{
  return hd_campaign_panel_apply (HD_CAMPAIGN_PANEL (self), action);
}

static gboolean
playing (HdCampaignMusterPanel *self)
{
  const HdCampaignView *v = view_of (self);

  return v != NULL && hd_campaign_view_get_winner (v) == HD_SIDE_NEUTRAL;
}

static gboolean
recruiting (HdCampaignMusterPanel *self)
{
  return playing (self) && hd_campaign_view_get_phase (view_of (self)) == HD_PHASE_RECRUITING;
}

/* The side whose Base Recruiting Number is asked for, or neutral: the one
 * the engine awaits it for (R20), else the recruiting side's if not given. */
static HdSide
base_wanted (HdCampaignMusterPanel *self)
{
  const HdCampaignView *v = view_of (self);
  HdCampaignAwaited awaited;

  if (!playing (self))
    return HD_SIDE_NEUTRAL;
  awaited = hd_campaign_view_get_awaited (v);
  if (awaited.kind == HD_CAMPAIGN_AWAITS_SETUP)
    return awaited.side;
  if (recruiting (self) && hd_campaign_view_get_base_recruiting (v, hd_campaign_view_get_player (v)) == 0)
    return hd_campaign_view_get_player (v);
  return HD_SIDE_NEUTRAL;
}

/* @type at @box: name-city, or raise with the corps' name and commander
 * typed (@any: with stand-ins where none is typed yet, to ask whether the
 * city could take a corps at all). */
static HdCampaignAction *
city_action (HdCampaignMusterPanel *self, const char *type, guint box, gboolean any)
{
  HdCampaignAction *a = hd_campaign_action_new (type);
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->corps_entry));
  const char *commander = gtk_editable_get_text (GTK_EDITABLE (self->commander_entry));

  if (any && *name == '\0')
    name = "?";
  if (any && *commander == '\0')
    commander = "?";

  if (g_str_equal (type, "name-city"))
    hd_campaign_action_set (a, "side", hd_side_to_string (hd_campaign_view_get_player (view_of (self))));
  hd_campaign_panel_set_box (HD_CAMPAIGN_PANEL (self), a, "box", box);
  if (g_str_equal (type, "raise") && *name != '\0')
    hd_campaign_action_set (a, "name", name);
  if (g_str_equal (type, "raise") && *commander != '\0')
    hd_campaign_action_set (a, "commander", commander);
  return a;
}

/* The boxes the engine accepts @type (name-city or raise) at now. */
static GArray *
list_cities (HdCampaignMusterPanel *self, const char *type)
{
  const HdCampaignView *v = view_of (self);
  HdMap *map = hd_campaign_view_get_map (v);
  GArray *boxes = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint b = 0; playing (self) && b < hd_map_get_n_boxes (map); b++)
    {
      g_autoptr(HdCampaignAction) a = NULL;

      if (hd_campaign_view_get_city_value (v, b, hd_campaign_view_get_player (v)) == 0)
        continue;
      a = city_action (self, type, b, TRUE);
      if (hd_campaign_view_check (v, a, NULL))
        g_array_append_val (boxes, b);
    }
  return boxes;
}

static gboolean
naming (HdCampaignMusterPanel *self)
{
  g_autoptr(GArray) boxes = NULL;

  if (!playing (self) || hd_campaign_view_get_phase (view_of (self)) != HD_PHASE_MOVEMENT)
    return FALSE;
  boxes = list_cities (self, "name-city");
  return boxes->len > 0;
}

/* ------------------------------------------------------------ actions */

static void
die_typed (HdCampaignMusterPanel *self,
           guint                  die)
{
  g_autoptr(HdCampaignAction) a = hd_campaign_action_new ("recruit-die");

  hd_campaign_action_set_uint (a, "die", die);
  apply (self, a);
}

static gboolean
panel_enter_die (HdSegmentPanel *panel,
                 guint            die)
{
  HdCampaignMusterPanel *self = HD_CAMPAIGN_MUSTER_PANEL (panel);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->die_row)))
    return FALSE;
  die_typed (self, die);
  return TRUE;
}

static void
action_set_base (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  HdCampaignMusterPanel *self = HD_CAMPAIGN_MUSTER_PANEL (widget);
  g_autoptr(HdCampaignAction) a = hd_campaign_action_new ("set-base");

  hd_campaign_action_set (a, "side", hd_side_to_string (base_wanted (self)));
  hd_campaign_action_set_uint (a, "number", (guint) gtk_spin_button_get_value_as_int (self->base_spin));
  apply (self, a);
}

static void
action_city (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  HdCampaignMusterPanel *self = HD_CAMPAIGN_MUSTER_PANEL (widget);
  gboolean raise = g_str_equal (name, "campaign-muster.raise");
  g_autoptr(HdCampaignAction) a = city_action (self, raise ? "raise" : "name-city", g_variant_get_uint32 (param), FALSE);

  if (apply (self, a) && raise)
    {
      gtk_editable_set_text (GTK_EDITABLE (self->corps_entry), "");
      gtk_editable_set_text (GTK_EDITABLE (self->commander_entry), "");
    }
}

static void
action_end_phase (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  g_autoptr(HdCampaignAction) a = hd_campaign_action_new ("end-phase");

  apply (HD_CAMPAIGN_MUSTER_PANEL (widget), a);
}

/* Which buttons may be used now: one place. */
static void
update_actions (HdCampaignMusterPanel *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign-muster.set-base", base_wanted (self) != HD_SIDE_NEUTRAL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign-muster.name-city", playing (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign-muster.raise", recruiting (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign-muster.end-phase", recruiting (self));
}

/* ------------------------------------------------------------ showing */

static void
sync_cities (HdCampaignMusterPanel *self, GtkWidget *container, const char *type, const GArray *boxes)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autofree char *action = g_strdup_printf ("campaign-muster.%s", type);

  for (guint i = 0; i < boxes->len; i++)
    g_ptr_array_add (labels, (gpointer) hd_campaign_panel_box_name (HD_CAMPAIGN_PANEL (self), g_array_index (boxes, guint, i)));
  hd_panel_sync_buttons (container, action, (guint *) boxes->data, (const char * const *) labels->pdata, boxes->len);
}

/* "Named: Chicago, Boston." or nothing. */
static char *
named_cities (HdCampaignMusterPanel *self)
{
  const HdCampaignView *v = view_of (self);
  HdMap *map = hd_campaign_view_get_map (v);
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint b = 0; b < hd_map_get_n_boxes (map); b++)
    if (hd_campaign_view_is_city_named (v, b, hd_campaign_view_get_player (v)))
      /* TRANSLATORS: the separator between the cities named */
      g_string_append_printf (names, "%s%s", names->len > 0 ? _(", ") : "", hd_map_get_box (map, b)->name);
  if (names->len == 0)
    return g_strdup (_("No city is named yet."));
  /* TRANSLATORS: %s lists the cities named for this quarter's recruiting */
  return g_strdup_printf (_("Named: %s."), names->str);
}

static void
show_base (HdCampaignMusterPanel *self)
{
  HdSide side = base_wanted (self);

  gtk_widget_set_visible (self->base_box, side != HD_SIDE_NEUTRAL);
  if (side != HD_SIDE_NEUTRAL)
    {
      /* TRANSLATORS: %s is a side (R20: the number is lost from our copy of the rules) */
      g_autofree char *text = g_strdup_printf (_("The Base Recruiting Number of the %s is not in our copy of the "
                                                 "rules (Campaign 12.1): the umpire gives it before recruiting."),
                                               hd_side_get_noun (side));
      hd_rule_links_set_text (self->base_label, text);
    }
}

static void
show_naming (HdCampaignMusterPanel *self)
{
  g_autoptr(GArray) boxes = list_cities (self, "name-city");
  g_autofree char *named = named_cities (self);
  g_autofree char *text = g_strdup_printf (_("Name the cities where this quarter's corps will be raised, one corps a "
                                             "city (Campaign 12.1). %s"), named);

  gtk_widget_set_visible (self->name_box, boxes->len > 0);
  hd_rule_links_set_text (self->name_label, text);
  sync_cities (self, self->name_cities, "name-city", boxes);
}

static void
show_recruiting (HdCampaignMusterPanel *self)
{
  const HdCampaignView *v = view_of (self);
  HdSide side = hd_campaign_view_get_player (v);
  gboolean die = hd_campaign_panel_awaits (HD_CAMPAIGN_PANEL (self), HD_CAMPAIGN_AWAITS_RECRUIT_DIE);
  g_autofree char *cap = hd_campaign_view_explain_recruiting_cap (v, side);
  g_autofree char *adjusted = hd_campaign_view_explain_adjusted_recruiting (v, side);
  g_autofree char *size = hd_campaign_view_explain_army_size (v, side);
  g_autofree char *maximum = hd_campaign_view_explain_army_maximum (v, side);
  g_autoptr(GPtrArray) wins = hd_campaign_view_list_recruiting_wins (v, side);
  g_autoptr(GString) books = g_string_new (NULL);
  g_autoptr(GArray) boxes = list_cities (self, "raise");
  guint left = hd_campaign_view_get_recruits_left (v);

  gtk_widget_set_visible (GTK_WIDGET (self->die_row), die);
  if (die)
    hd_die_row_set_prompt (self->die_row, _("Roll one die for the corps to raise (a 1 counts as 2, Campaign 12.1). "
                                            "Type it with the keys 1 to 6."));
  hd_rule_links_set_text (self->cap_label, cap);
  g_string_append_printf (books, "%s", adjusted);
  for (guint i = 0; wins != NULL && i < wins->len; i++)
    g_string_append_printf (books, "\n• %s", (const char *) g_ptr_array_index (wins, i));
  g_string_append_printf (books, "\n%s\n%s", size, maximum);
  hd_rule_links_set_text (self->books_label, books->str);
  gtk_widget_set_visible (self->raise_box, !die && left > 0);
  {
    /* TRANSLATORS: %u corps may still be raised; the cities follow */
    g_autofree char *text = g_strdup_printf (ngettext ("%u corps may still be raised, of the year's organisation "
                                                       "(Appendices I, II). Raise one at:",
                                                       "%u corps may still be raised, of the year's organisation "
                                                       "(Appendices I, II). Raise one at:", left), left);
    hd_rule_links_set_text (self->raise_label, boxes->len > 0 ? text : _("No named city can take a corps now."));
  }
  sync_cities (self, self->raise_cities, "raise", boxes);
}

static void
panel_update (HdCampaignPanel *panel)
{
  HdCampaignMusterPanel *self = HD_CAMPAIGN_MUSTER_PANEL (panel);
  gboolean on = recruiting (self);

  update_actions (self);
  if (!hd_segment_panel_is_active (HD_SEGMENT_PANEL (panel)))
    return;
  {
    HdSide side = hd_campaign_view_get_player (view_of (self));
    /* TRANSLATORS: %s is a side: "The Union Recruiting Phase" */
    g_autofree char *heading = on ? g_strdup_printf (_("The %s Recruiting Phase"), hd_side_get_name (side))
                                  : g_strdup_printf (_("Recruiting: the %s"), hd_side_get_noun (side));
    gtk_label_set_text (self->heading, heading);
  }
  show_base (self);
  gtk_widget_set_visible (self->name_box, FALSE);
  if (!on && base_wanted (self) == HD_SIDE_NEUTRAL)
    show_naming (self);
  gtk_widget_set_visible (GTK_WIDGET (self->die_row), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->cap_label), on);
  gtk_widget_set_visible (GTK_WIDGET (self->books_label), on);
  gtk_widget_set_visible (self->raise_box, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->end_button), on);
  if (on && base_wanted (self) == HD_SIDE_NEUTRAL)
    show_recruiting (self);
}

static gboolean
panel_is_active (HdSegmentPanel *panel)
{
  HdCampaignMusterPanel *self = HD_CAMPAIGN_MUSTER_PANEL (panel);

  return recruiting (self) || base_wanted (self) != HD_SIDE_NEUTRAL || naming (self);
}

/* What the umpire wants next: the base, the cities to name, the die, a
 * city to raise a corps at (or its name), else the end of the phase. */
static GtkWidget *
panel_focus_target (HdSegmentPanel *panel,
                    gconstpointer   awaited)
{
  HdCampaignMusterPanel *self = HD_CAMPAIGN_MUSTER_PANEL (panel);

  if (gtk_widget_get_visible (self->base_box))
    return GTK_WIDGET (self->base_spin);
  if (gtk_widget_get_visible (self->name_box))
    return self->name_cities;
  if (gtk_widget_get_visible (GTK_WIDGET (self->die_row)))
    return GTK_WIDGET (self->die_row);
  if (gtk_widget_get_visible (self->raise_box) && gtk_widget_get_first_child (self->raise_cities) != NULL)
    return self->raise_cities;
  return GTK_WIDGET (self->end_button);
}

/* ------------------------------------------------------------ the board */

static gboolean
panel_uses_board (HdCampaignPanel *panel)
{
  return recruiting (HD_CAMPAIGN_MUSTER_PANEL (panel));
}

static gboolean
panel_choose_box (HdSegmentPanel *panel,
                  guint            box)
{
  HdCampaignMusterPanel *self = HD_CAMPAIGN_MUSTER_PANEL (panel);
  g_autoptr(HdCampaignAction) any = city_action (self, "raise", box, TRUE);
  g_autoptr(HdCampaignAction) a = city_action (self, "raise", box, FALSE);

  if (!hd_campaign_view_check (view_of (self), any, NULL))
    return FALSE;
  apply (self, a);
  return TRUE;
}

static char *
panel_explain_box (HdSegmentPanel *panel,
                   guint            box)
{
  HdCampaignMusterPanel *self = HD_CAMPAIGN_MUSTER_PANEL (panel);
  g_autoptr(HdCampaignAction) a = city_action (self, "raise", box, TRUE);
  g_autoptr(GError) error = NULL;

  if (hd_campaign_view_get_city_value (view_of (self), box, hd_campaign_view_get_player (view_of (self))) == 0)
    return NULL;
  if (hd_campaign_view_check (view_of (self), a, &error))
    return g_strdup (_("Choose it to raise a corps here (Campaign 12.1)."));
  return g_strdup (error->message);
}

static void
panel_fill_marks (HdCampaignPanel *panel,
                  guint8          *marks)
{
  HdCampaignMusterPanel *self = HD_CAMPAIGN_MUSTER_PANEL (panel);
  g_autoptr(GArray) boxes = list_cities (self, "raise");

  for (guint i = 0; i < boxes->len; i++)
    marks[g_array_index (boxes, guint, i)] = HD_MARK_CHOICE;
}

/* ------------------------------------------------------------ the class */

static void
hd_campaign_muster_panel_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), HD_TYPE_CAMPAIGN_MUSTER_PANEL);
  G_OBJECT_CLASS (hd_campaign_muster_panel_parent_class)->dispose (object);
}

static void
segment_panel_init (HdSegmentPanelInterface *iface)
{
  iface->is_active = panel_is_active;
  iface->choose_box = panel_choose_box;
  iface->explain_box = panel_explain_box;
  iface->focus_target = panel_focus_target;
  iface->enter_die = panel_enter_die;
}

static void
hd_campaign_muster_panel_class_init (HdCampaignMusterPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  HdCampaignPanelClass *panel_class = HD_CAMPAIGN_PANEL_CLASS (klass);

  object_class->dispose = hd_campaign_muster_panel_dispose;
  panel_class->update = panel_update;
  panel_class->uses_board = panel_uses_board;
  panel_class->fill_marks = panel_fill_marks;

  g_type_ensure (HD_TYPE_DIE_ROW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-campaign-muster-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMusterPanel, box);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMusterPanel, heading);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMusterPanel, base_box);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMusterPanel, base_label);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMusterPanel, base_spin);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMusterPanel, name_box);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMusterPanel, name_label);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMusterPanel, name_cities);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMusterPanel, die_row);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMusterPanel, cap_label);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMusterPanel, books_label);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMusterPanel, raise_box);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMusterPanel, corps_entry);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMusterPanel, commander_entry);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMusterPanel, raise_label);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMusterPanel, raise_cities);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMusterPanel, end_button);
  gtk_widget_class_bind_template_callback (widget_class, die_typed);
  gtk_widget_class_install_action (widget_class, "campaign-muster.set-base", NULL, action_set_base);
  gtk_widget_class_install_action (widget_class, "campaign-muster.name-city", "u", action_city);
  gtk_widget_class_install_action (widget_class, "campaign-muster.raise", "u", action_city);
  gtk_widget_class_install_action (widget_class, "campaign-muster.end-phase", NULL, action_end_phase);
}

static void
hd_campaign_muster_panel_init (HdCampaignMusterPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
hd_campaign_muster_panel_new (void)
{
  return g_object_new (HD_TYPE_CAMPAIGN_MUSTER_PANEL, NULL);
}

void
hd_campaign_muster_panel_set_game (HdCampaignMusterPanel  *self,
                                   HdCampaignGame         *game,
                                   const HdCampaignViewer *viewer)
{
  hd_campaign_panel_set_game (HD_CAMPAIGN_PANEL (self), game, viewer);
}
