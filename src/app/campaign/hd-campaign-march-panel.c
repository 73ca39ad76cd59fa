/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-march-panel.c: the Movement Phase's controls.  The engine
 * answers every question through the view (the march die owed, the
 * marches each commander has left, where a march, sea move or invasion
 * may go and whether a battle follows) and builds the actions of marches,
 * sea moves and invasions (hd_campaign_view_new_move, _new_sea); this
 * panel asks and shows, and makes the simple ones (march-die, allot,
 * entrench, end-phase), whose refusals come back with their rule.
 * Its skeleton is a template (hd-campaign-march-panel.ui) updated in
 * place, so the keyboard focus survives every action; its buttons are
 * actions of the panel (campaign-march.*), enabled in update_actions(). */
#define G_LOG_DOMAIN "hd-campaign-march-panel"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "hd-campaign-march-panel.h"
#include "hd-die-row.h"
#include "hd-panel-util.h"
#include "hd-rule-links.h"

/* the choices of the mode drop-down, in its order */
typedef enum { HOW_MARCH, HOW_JUMP, HOW_GUNS, HOW_SEA, HOW_INVADE } How;

struct _HdCampaignMarchPanel
{
  HdCampaignPanel parent_instance;

  /* the template */
  GtkWidget     *box;
  GtkLabel      *heading;
  HdDieRow      *die_row;
  GtkWidget     *allot_box;
  GtkLabel      *allot_label;
  GtkListBox    *allot_list;
  GtkLabel      *move_label;
  GtkWidget     *move_box;
  GtkWidget     *formations_box;
  GtkDropDown   *mode_dropdown;
  GtkWidget     *garrison_row;
  GtkDropDown   *garrison_dropdown;
  GtkStringList *garrison_list;
  GtkLabel      *destinations_label;
  GtkWidget     *destinations;
  GtkWidget     *end_button;

  guint          chosen;        /* the box marching from, HD_CAMPAIGN_NO_BOX if none */
  GArray        *ticked;        /* formation ids ticked (guint) */
  GArray        *garrisons;     /* division ids of garrison_list's items after the first */
  GPtrArray     *found;         /* where the ticked may go now: Destination */
  GArray        *allot_ids;     /* the commanders of allot_list's rows (guint) */
  GPtrArray     *allot_spins;   /* their spin buttons, in the same order */
  GArray        *boxed_ids;     /* the formations of formations_box's ticks (guint) */
  gboolean       syncing;       /* widgets being set from the game, not by a person */
};

static void segment_panel_init (HdSegmentPanelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (HdCampaignMarchPanel, hd_campaign_march_panel, HD_TYPE_CAMPAIGN_PANEL,
                               G_IMPLEMENT_INTERFACE (HD_TYPE_SEGMENT_PANEL, segment_panel_init))

/* A destination offered: the box, the action that goes there, whether a
 * battle follows. */
typedef struct
{
  guint             box;
  gboolean          contact;
  HdCampaignAction *action;
} Destination;

static void
destination_free (Destination *d)
{
  hd_campaign_action_free (d->action);
  g_free (d);
}

static const HdCampaignView *
view_of (HdCampaignMarchPanel *self)
{
  return hd_campaign_panel_get_view (HD_CAMPAIGN_PANEL (self));
}

static gboolean
in_movement (HdCampaignMarchPanel *self)
{
  const HdCampaignView *v = view_of (self);

  return v != NULL && hd_campaign_view_get_winner (v) == HD_SIDE_NEUTRAL &&
         hd_campaign_view_get_phase (v) == HD_PHASE_MOVEMENT;
}

static gboolean
awaits (HdCampaignMarchPanel *self, HdCampaignAwaits kind)
{
  return hd_campaign_panel_awaits (HD_CAMPAIGN_PANEL (self), kind);
}

static gboolean
apply (HdCampaignMarchPanel *self, const HdCampaignAction *action)
{
  return hd_campaign_panel_apply (HD_CAMPAIGN_PANEL (self), action);
}

static How
how_of (HdCampaignMarchPanel *self)
{
  return (How) gtk_drop_down_get_selected (self->mode_dropdown);
}

/* ------------------------------------------------------------ the die */

static void
die_typed (HdCampaignMarchPanel *self,
           guint                 die)
{
  g_autoptr(HdCampaignAction) a = hd_campaign_action_new ("march-die");

  hd_campaign_action_set_uint (a, "die", die);
  apply (self, a);
}

static gboolean
panel_enter_die (HdSegmentPanel *panel,
                 guint            die)
{
  HdCampaignMarchPanel *self = HD_CAMPAIGN_MARCH_PANEL (panel);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->die_row)))
    return FALSE;
  die_typed (self, die);
  return TRUE;
}

/* ------------------------------------------------------------ the allotment */

/* The commanders the president gives marches to (Campaign 2.1, 7): his
 * army commanders and corps commanders on their own, as the march
 * module lists them. */
static GArray *
list_commanders (HdCampaignMarchPanel *self)
{
  const HdCampaignView *v = view_of (self);

  return hd_campaign_view_list_march_commanders (v, hd_campaign_view_get_player (v));
}

static void
allot_changed (GtkSpinButton        *spin,
               HdCampaignMarchPanel *self)
{
  g_autoptr(HdCampaignAction) a = hd_campaign_action_new ("allot");
  const HdCampaignFormation *f;
  guint at, id;

  if (self->syncing || view_of (self) == NULL || !g_ptr_array_find (self->allot_spins, spin, &at))
    return;
  id = g_array_index (self->allot_ids, guint, at);
  f = hd_campaign_view_lookup_formation (view_of (self), id);
  if (f == NULL || f->marches_allotted == (guint) gtk_spin_button_get_value_as_int (spin))
    return;
  hd_campaign_action_set_uint (a, "formation", id);
  hd_campaign_action_set_uint (a, "marches", (guint) gtk_spin_button_get_value_as_int (spin));
  /* refused: the figure goes back to the engine's */
  if (!apply (self, a))
    {
      self->syncing = TRUE;
      gtk_spin_button_set_value (spin, f->marches_allotted);
      self->syncing = FALSE;
    }
}

static gboolean
same_ids (const GArray *a, const GArray *b)
{
  /* an empty array's data may be NULL, which memcmp may not be given */
  return a->len == b->len && (a->len == 0 || memcmp (a->data, b->data, a->len * sizeof (guint)) == 0);
}

static GtkWidget *
allot_row_new (HdCampaignMarchPanel *self, const HdCampaignFormation *f, guint die)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  g_autofree char *name = hd_campaign_formation_get_label (f);
  GtkWidget *label = hd_panel_label_new (name, NULL);
  GtkWidget *spin = gtk_spin_button_new_with_range (0, MAX (die, 1), 1);

  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_margin_start (row, 6);
  gtk_widget_set_margin_end (row, 6);
  gtk_widget_set_margin_top (row, 3);
  gtk_widget_set_margin_bottom (row, 3);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), spin);
  /* TRANSLATORS: the spin button's name for a screen reader: the marches given to a commander */
  {
    g_autofree char *what = g_strdup_printf (_("Marches for %s"), name);
    gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, what, -1);
  }
  g_signal_connect (spin, "value-changed", G_CALLBACK (allot_changed), self);
  g_ptr_array_add (self->allot_spins, spin);
  return row;
}

static void
show_allotment (HdCampaignMarchPanel *self)
{
  const HdCampaignView *v = view_of (self);
  g_autoptr(GArray) ids = list_commanders (self);
  guint die = hd_campaign_view_get_marches (v), given = 0;
  g_autofree char *text = NULL;

  if (!same_ids (ids, self->allot_ids))
    {
      GtkWidget *child;
      while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->allot_list))) != NULL)
        gtk_list_box_remove (self->allot_list, child);
      g_ptr_array_set_size (self->allot_spins, 0);
      g_array_set_size (self->allot_ids, 0);
      g_array_append_vals (self->allot_ids, ids->data, ids->len);
      for (guint i = 0; i < ids->len; i++)
        gtk_list_box_append (self->allot_list,
                             allot_row_new (self, hd_campaign_view_lookup_formation (v, g_array_index (ids, guint, i)), die));
    }
  self->syncing = TRUE;
  for (guint i = 0; i < ids->len; i++)
    {
      const HdCampaignFormation *f = hd_campaign_view_lookup_formation (v, g_array_index (ids, guint, i));
      GtkSpinButton *spin = g_ptr_array_index (self->allot_spins, i);

      gtk_spin_button_set_range (spin, 0, MAX (die, 1));
      gtk_spin_button_set_value (spin, f->marches_allotted);
      given += f->marches_allotted;
    }
  self->syncing = FALSE;
  /* TRANSLATORS: %1$u marches given out of %2$u the die gave (Campaign 2.1, 7) */
  text = g_strdup_printf (ngettext ("The president gives out the marches (Campaign 2.1, 7): %1$u of %2$u given.",
                                    "The president gives out the marches (Campaign 2.1, 7): %1$u of %2$u given.", die),
                          given, die);
  hd_rule_links_set_text (self->allot_label, text);
  gtk_widget_set_visible (self->allot_box, ids->len > 0);
}

/* ------------------------------------------------------------ the march */

/* The formations of the player at @box that may be ticked: all but the
 * divisions whose corps stands there too (they go with it, Campaign 6.23). */
static GArray *
list_marchers (HdCampaignMarchPanel *self, guint box)
{
  const HdCampaignView *v = view_of (self);
  g_autoptr(GArray) here = hd_campaign_view_list_formations_at (v, box, hd_campaign_view_get_player (v));
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; here != NULL && i < here->len; i++)
    {
      const HdCampaignFormation *f = hd_campaign_view_lookup_formation (v, g_array_index (here, guint, i));
      const HdCampaignFormation *parent = f->parent != HD_CAMPAIGN_NONE
                                            ? hd_campaign_view_lookup_formation (v, f->parent) : NULL;

      if (f->kind == HD_FORMATION_DIVISION && parent != NULL && parent->box == box)
        continue;
      g_array_append_val (ids, f->id);
    }
  return ids;
}

static gboolean
is_ticked (HdCampaignMarchPanel *self, guint id)
{
  for (guint i = 0; i < self->ticked->len; i++)
    if (g_array_index (self->ticked, guint, i) == id)
      return TRUE;
  return FALSE;
}

static void update_march (HdCampaignMarchPanel *self);

static void
tick_toggled (GtkCheckButton       *check,
              HdCampaignMarchPanel *self)
{
  GtkWidget *c = gtk_widget_get_first_child (self->formations_box);
  guint i = 0;

  if (self->syncing)
    return;
  for (; c != NULL && c != GTK_WIDGET (check); c = gtk_widget_get_next_sibling (c))
    i++;
  if (c == NULL || i >= self->boxed_ids->len)
    return;
  {
    guint id = g_array_index (self->boxed_ids, guint, i);
    if (gtk_check_button_get_active (check) && !is_ticked (self, id))
      g_array_append_val (self->ticked, id);
    for (guint t = 0; !gtk_check_button_get_active (check) && t < self->ticked->len; t++)
      if (g_array_index (self->ticked, guint, t) == id)
        g_array_remove_index (self->ticked, t);
  }
  update_march (self);
  hd_campaign_panel_update_marks (HD_CAMPAIGN_PANEL (self));
}

static void
sync_ticks (HdCampaignMarchPanel *self, const GArray *ids)
{
  const HdCampaignView *v = view_of (self);
  GtkWidget *c;

  if (!same_ids (ids, self->boxed_ids))
    {
      while ((c = gtk_widget_get_first_child (self->formations_box)) != NULL)
        gtk_box_remove (GTK_BOX (self->formations_box), c);
      g_array_set_size (self->boxed_ids, 0);
      g_array_append_vals (self->boxed_ids, ids->data, ids->len);
      for (guint i = 0; i < ids->len; i++)
        {
          g_autofree char *label = hd_campaign_formation_get_label (
            hd_campaign_view_lookup_formation (v, g_array_index (ids, guint, i)));
          GtkWidget *check = gtk_check_button_new_with_label (label);

          g_signal_connect (check, "toggled", G_CALLBACK (tick_toggled), self);
          gtk_box_append (GTK_BOX (self->formations_box), check);
        }
    }
  /* a ticked formation gone from the box is no longer ticked */
  for (guint t = self->ticked->len; t-- > 0;)
    {
      gboolean there = FALSE;
      for (guint i = 0; i < ids->len; i++)
        there = there || g_array_index (ids, guint, i) == g_array_index (self->ticked, guint, t);
      if (!there)
        g_array_remove_index (self->ticked, t);
    }
  self->syncing = TRUE;
  c = gtk_widget_get_first_child (self->formations_box);
  for (guint i = 0; c != NULL; c = gtk_widget_get_next_sibling (c), i++)
    gtk_check_button_set_active (GTK_CHECK_BUTTON (c), is_ticked (self, g_array_index (ids, guint, i)));
  self->syncing = FALSE;
}

/* The division left behind in the start box (Campaign 6.23), from the
 * drop-down; HD_CAMPAIGN_NONE for "No garrison left". */
static guint
garrison_of (HdCampaignMarchPanel *self)
{
  guint selected = gtk_drop_down_get_selected (self->garrison_dropdown);

  return selected > 0 && selected - 1 < self->garrisons->len ? g_array_index (self->garrisons, guint, selected - 1)
                                                             : HD_CAMPAIGN_NONE;
}

/* The divisions of the ticked formations, which may stay behind as a
 * garrison (Campaign 6.23): the drop-down's items after "No garrison". */
static void
sync_garrisons (HdCampaignMarchPanel *self)
{
  const HdCampaignView *v = view_of (self);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  guint keep = garrison_of (self);

  g_ptr_array_add (names, g_strdup (_("No garrison left")));
  for (guint t = 0; t < self->ticked->len; t++)
    {
      g_autoptr(GArray) children = hd_campaign_view_list_children (v, g_array_index (self->ticked, guint, t));
      for (guint i = 0; children != NULL && i < children->len; i++)
        {
          const HdCampaignFormation *d = hd_campaign_view_lookup_formation (v, g_array_index (children, guint, i));
          if (d == NULL || d->kind != HD_FORMATION_DIVISION)
            continue;
          g_array_append_val (ids, d->id);
          g_ptr_array_add (names, hd_campaign_formation_get_label (d));
        }
    }
  g_ptr_array_add (names, NULL);
  if (same_ids (ids, self->garrisons))
    return;
  g_array_set_size (self->garrisons, 0);
  g_array_append_vals (self->garrisons, ids->data, ids->len);
  self->syncing = TRUE;
  gtk_string_list_splice (self->garrison_list, 0, g_list_model_get_n_items (G_LIST_MODEL (self->garrison_list)),
                          (const char * const *) names->pdata);
  gtk_drop_down_set_selected (self->garrison_dropdown, 0);
  for (guint i = 0; i < ids->len; i++)
    if (g_array_index (ids, guint, i) == keep)
      gtk_drop_down_set_selected (self->garrison_dropdown, i + 1);
  self->syncing = FALSE;
}

static void
add_destination (HdCampaignMarchPanel *self, guint box, gboolean contact, HdCampaignAction *action)
{
  Destination *d = g_new0 (Destination, 1);

  d->box = box;
  d->contact = contact;
  d->action = action;
  g_ptr_array_add (self->found, d);
}

/* Where the ticked may go now, each with the action the view makes for
 * it: the march module's destinations for a march (whether a battle
 * follows), the ports it lists for a sea move or invasion. */
static void
find_destinations (HdCampaignMarchPanel *self)
{
  const HdCampaignView *v = view_of (self);
  How how = how_of (self);

  g_ptr_array_set_size (self->found, 0);
  if (self->chosen == HD_CAMPAIGN_NO_BOX || self->ticked->len == 0)
    return;
  if (how == HOW_SEA || how == HOW_INVADE)
    {
      g_autoptr(GArray) ports = hd_campaign_view_list_ports (v, self->ticked, how == HOW_INVADE);

      for (guint i = 0; ports != NULL && i < ports->len; i++)
        {
          guint b = g_array_index (ports, guint, i);

          add_destination (self, b, hd_campaign_view_get_control (v, b) != hd_campaign_view_get_player (v),
                           hd_campaign_view_new_sea (v, self->ticked, b, how == HOW_INVADE));
        }
      return;
    }
  {
    HdCampaignMarchMode mode = how == HOW_JUMP ? HD_MARCH_MODE_JUMP : how == HOW_GUNS ? HD_MARCH_MODE_GUNS
                                                                                       : HD_MARCH_MODE_PLAIN;
    g_autoptr(GPtrArray) ways = hd_campaign_view_list_destinations (v, self->ticked, mode);

    for (guint i = 0; ways != NULL && i < ways->len; i++)
      {
        const HdCampaignDestination *d = g_ptr_array_index (ways, i);
        add_destination (self, d->box, d->contact, hd_campaign_view_new_move (v, self->ticked, d, garrison_of (self)));
      }
  }
}

static void
sync_destinations (HdCampaignMarchPanel *self)
{
  g_autoptr(GArray) boxes = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < self->found->len; i++)
    {
      const Destination *d = g_ptr_array_index (self->found, i);
      const char *name = hd_campaign_panel_box_name (HD_CAMPAIGN_PANEL (self), d->box);

      g_array_append_val (boxes, d->box);
      /* TRANSLATORS: a destination where enemy troops stand: a battle may follow (Campaign 9) */
      g_ptr_array_add (labels, d->contact ? g_strdup_printf (_("%s ⚔ contact"), name) : g_strdup (name));
    }
  hd_panel_sync_buttons (self->destinations, "campaign-march.move", (guint *) boxes->data,
                         (const char * const *) labels->pdata, boxes->len);
  if (self->ticked->len == 0)
    hd_rule_links_set_text (self->destinations_label, _("Tick the formations that march."));
  else if (self->found->len == 0)
    hd_rule_links_set_text (self->destinations_label, _("They can go nowhere this way now."));
  else
    hd_rule_links_set_text (self->destinations_label,
                            _("Choose where they go, here or on the board (red: enemy troops there, a battle may "
                              "follow, Campaign 9):"));
}

/* The garrisons the ticked may leave and where they may go, each time
 * the ticks, the way or the garrison change. */
static void
update_march (HdCampaignMarchPanel *self)
{
  sync_garrisons (self);
  find_destinations (self);
  sync_destinations (self);
  gtk_widget_set_visible (self->garrison_row, self->garrisons->len > 0 && how_of (self) <= HOW_GUNS);
}

/* The way chosen (march, jump, ..., by sea) or the garrison left: the
 * destinations are found and their actions built again. */
static void
choice_changed (HdCampaignMarchPanel *self)
{
  if (self->syncing)
    return;
  update_march (self);
  hd_campaign_panel_update_marks (HD_CAMPAIGN_PANEL (self));
}

static void
show_moves (HdCampaignMarchPanel *self)
{
  const HdCampaignView *v = view_of (self);
  g_autoptr(GArray) ids = NULL;

  if (self->chosen != HD_CAMPAIGN_NO_BOX)
    {
      ids = list_marchers (self, self->chosen);
      if (ids->len == 0)
        self->chosen = HD_CAMPAIGN_NO_BOX;
    }
  gtk_widget_set_visible (self->move_box, self->chosen != HD_CAMPAIGN_NO_BOX);
  if (self->chosen == HD_CAMPAIGN_NO_BOX)
    {
      hd_rule_links_set_text (self->move_label,
                              _("Choose a box of yours on the board to march from (Campaign 7: one march moves any "
                                "of the formations of one box)."));
      g_array_set_size (self->ticked, 0);
      /* nothing lit from a box left empty */
      g_ptr_array_set_size (self->found, 0);
      return;
    }
  {
    /* TRANSLATORS: %s is the box the march starts from */
    g_autofree char *text = g_strdup_printf (_("Marching from %s:"), hd_campaign_panel_box_name (HD_CAMPAIGN_PANEL (self), self->chosen));
    gtk_label_set_text (self->move_label, text);
  }
  sync_ticks (self, ids);
  update_march (self);
  (void) v;
}

/* ------------------------------------------------------------ the board */

static gboolean
has_marchers (HdCampaignMarchPanel *self, guint box)
{
  g_autoptr(GArray) ids = list_marchers (self, box);

  return ids->len > 0;
}

static const Destination *
destination_at (HdCampaignMarchPanel *self, guint box)
{
  for (guint i = 0; i < self->found->len; i++)
    if (((Destination *) g_ptr_array_index (self->found, i))->box == box)
      return g_ptr_array_index (self->found, i);
  return NULL;
}

static gboolean
marching (HdCampaignMarchPanel *self)
{
  return in_movement (self) && awaits (self, HD_CAMPAIGN_AWAITS_MARCHES);
}

static void
go_to (HdCampaignMarchPanel *self, guint box)
{
  const Destination *d = destination_at (self, box);

  if (d == NULL)
    return;
  if (apply (self, d->action))
    g_array_set_size (self->ticked, 0);
}

static gboolean
panel_choose_box (HdSegmentPanel *panel,
                  guint            box)
{
  HdCampaignMarchPanel *self = HD_CAMPAIGN_MARCH_PANEL (panel);

  if (!marching (self))
    return FALSE;
  if (destination_at (self, box) != NULL)
    {
      go_to (self, box);
      return TRUE;
    }
  if (!has_marchers (self, box))
    return FALSE;
  self->chosen = box;
  g_array_set_size (self->ticked, 0);
  show_moves (self);
  hd_campaign_panel_update_marks (HD_CAMPAIGN_PANEL (panel));
  return TRUE;
}

static char *
panel_explain_box (HdSegmentPanel *panel,
                   guint            box)
{
  HdCampaignMarchPanel *self = HD_CAMPAIGN_MARCH_PANEL (panel);
  const Destination *d;

  if (!marching (self))
    return NULL;
  d = destination_at (self, box);
  if (d != NULL)
    {
      g_autofree char *what = hd_campaign_view_describe (view_of (self), d->action);
      /* TRANSLATORS: %s is the march, "V Corps marches to Harpers Ferry" */
      return g_strdup_printf (_("Choose it: %s."), what);
    }
  if (has_marchers (self, box) && box != self->chosen)
    return g_strdup (_("Choose it to march from here."));
  return NULL;
}

static void
panel_fill_marks (HdCampaignPanel *panel,
                  guint8          *marks)
{
  HdCampaignMarchPanel *self = HD_CAMPAIGN_MARCH_PANEL (panel);

  if (!marching (self))
    return;
  if (self->chosen != HD_CAMPAIGN_NO_BOX)
    marks[self->chosen] = HD_MARK_TARGET;
  for (guint i = 0; i < self->found->len; i++)
    {
      const Destination *d = g_ptr_array_index (self->found, i);
      marks[d->box] = d->contact ? HD_MARK_BATTLE : HD_MARK_DESTINATION;
    }
}

/* ------------------------------------------------------------ actions */

static void
action_move (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  go_to (HD_CAMPAIGN_MARCH_PANEL (widget), g_variant_get_uint32 (param));
}

static void
action_entrench (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  HdCampaignMarchPanel *self = HD_CAMPAIGN_MARCH_PANEL (widget);
  g_autoptr(HdCampaignAction) a = hd_campaign_action_new ("entrench");
  guint id = self->ticked->len > 0 ? g_array_index (self->ticked, guint, 0)
             : self->boxed_ids->len > 0 ? g_array_index (self->boxed_ids, guint, 0) : HD_CAMPAIGN_NONE;

  hd_campaign_action_set_uint (a, "formation", id);
  hd_campaign_panel_set_box (HD_CAMPAIGN_PANEL (self), a, "box", self->chosen);
  apply (self, a);
}

static void
action_clear (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  HdCampaignMarchPanel *self = HD_CAMPAIGN_MARCH_PANEL (widget);

  self->chosen = HD_CAMPAIGN_NO_BOX;
  g_array_set_size (self->ticked, 0);
  show_moves (self);
  hd_campaign_panel_update_marks (HD_CAMPAIGN_PANEL (self));
}

static void
action_end_phase (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  g_autoptr(HdCampaignAction) a = hd_campaign_action_new ("end-phase");

  apply (HD_CAMPAIGN_MARCH_PANEL (widget), a);
}

/* Which buttons may be used now: one place. */
static void
update_actions (HdCampaignMarchPanel *self)
{
  gboolean on = marching (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign-march.move", on);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign-march.entrench",
                                 on && self->chosen != HD_CAMPAIGN_NO_BOX);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign-march.clear", on && self->chosen != HD_CAMPAIGN_NO_BOX);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign-march.end-phase", in_movement (self));
}

/* ------------------------------------------------------------ showing */

static void
panel_update (HdCampaignPanel *panel)
{
  HdCampaignMarchPanel *self = HD_CAMPAIGN_MARCH_PANEL (panel);
  const HdCampaignView *v = view_of (self);
  gboolean die = awaits (self, HD_CAMPAIGN_AWAITS_MARCH_DIE);

  update_actions (self);
  if (!in_movement (self))
    {
      self->chosen = HD_CAMPAIGN_NO_BOX;
      g_array_set_size (self->ticked, 0);
      g_ptr_array_set_size (self->found, 0);
      return;
    }
  {
    HdSide side = hd_campaign_view_get_player (v);
    guint marches = hd_campaign_view_get_marches (v);
    /* TRANSLATORS: %1$s is the side, %2$u the marches its die gave */
    g_autofree char *heading = die ? g_strdup_printf (_("The %s Movement Phase"), hd_side_get_name (side))
                                   : g_strdup_printf (ngettext ("The %1$s Movement Phase: %2$u march",
                                                                "The %1$s Movement Phase: %2$u marches", marches),
                                                      hd_side_get_name (side), marches);
    gtk_label_set_text (self->heading, heading);
  }
  gtk_widget_set_visible (GTK_WIDGET (self->die_row), die);
  if (die)
    {
      g_autofree char *prompt = g_strdup_printf (_("Roll one die for the marches of the %s (a 1 counts as 2, "
                                                   "Campaign 7). Type it with the keys 1 to 6."),
                                                 hd_side_get_noun (hd_campaign_view_get_player (v)));
      hd_die_row_set_prompt (self->die_row, prompt);
    }
  gtk_widget_set_visible (self->allot_box, !die);
  gtk_widget_set_visible (self->end_button, !die);
  if (!die)
    show_allotment (self);
  gtk_widget_set_visible (GTK_WIDGET (self->move_label), marching (self));
  if (marching (self))
    show_moves (self);
  else
    gtk_widget_set_visible (self->move_box, FALSE);
  update_actions (self);
}

static gboolean
panel_is_active (HdSegmentPanel *panel)
{
  return in_movement (HD_CAMPAIGN_MARCH_PANEL (panel));
}

/* What the umpire wants next: the die, where the ticked go (or the ticks),
 * else the end of the phase. */
static GtkWidget *
panel_focus_target (HdSegmentPanel *panel,
                    gconstpointer   awaited)
{
  HdCampaignMarchPanel *self = HD_CAMPAIGN_MARCH_PANEL (panel);

  if (gtk_widget_get_visible (GTK_WIDGET (self->die_row)))
    return GTK_WIDGET (self->die_row);
  if (self->chosen != HD_CAMPAIGN_NO_BOX && gtk_widget_get_first_child (self->destinations) != NULL)
    return self->destinations;
  if (self->chosen != HD_CAMPAIGN_NO_BOX)
    return self->formations_box;
  return self->end_button;
}

/* ------------------------------------------------------------ the class */

static void
hd_campaign_march_panel_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), HD_TYPE_CAMPAIGN_MARCH_PANEL);
  G_OBJECT_CLASS (hd_campaign_march_panel_parent_class)->dispose (object);
}

static void
hd_campaign_march_panel_finalize (GObject *object)
{
  HdCampaignMarchPanel *self = HD_CAMPAIGN_MARCH_PANEL (object);

  g_array_unref (self->ticked);
  g_array_unref (self->garrisons);
  g_array_unref (self->allot_ids);
  g_array_unref (self->boxed_ids);
  g_ptr_array_unref (self->allot_spins);
  g_ptr_array_unref (self->found);
  G_OBJECT_CLASS (hd_campaign_march_panel_parent_class)->finalize (object);
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
hd_campaign_march_panel_class_init (HdCampaignMarchPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  HdCampaignPanelClass *panel_class = HD_CAMPAIGN_PANEL_CLASS (klass);

  object_class->dispose = hd_campaign_march_panel_dispose;
  object_class->finalize = hd_campaign_march_panel_finalize;
  panel_class->update = panel_update;
  panel_class->fill_marks = panel_fill_marks;

  g_type_ensure (HD_TYPE_DIE_ROW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-campaign-march-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMarchPanel, box);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMarchPanel, heading);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMarchPanel, die_row);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMarchPanel, allot_box);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMarchPanel, allot_label);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMarchPanel, allot_list);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMarchPanel, move_label);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMarchPanel, move_box);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMarchPanel, formations_box);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMarchPanel, mode_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMarchPanel, garrison_row);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMarchPanel, garrison_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMarchPanel, garrison_list);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMarchPanel, destinations_label);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMarchPanel, destinations);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignMarchPanel, end_button);
  gtk_widget_class_bind_template_callback (widget_class, die_typed);
  gtk_widget_class_bind_template_callback (widget_class, choice_changed);
  gtk_widget_class_install_action (widget_class, "campaign-march.move", "u", action_move);
  gtk_widget_class_install_action (widget_class, "campaign-march.entrench", NULL, action_entrench);
  gtk_widget_class_install_action (widget_class, "campaign-march.clear", NULL, action_clear);
  gtk_widget_class_install_action (widget_class, "campaign-march.end-phase", NULL, action_end_phase);
}

static void
hd_campaign_march_panel_init (HdCampaignMarchPanel *self)
{
  self->chosen = HD_CAMPAIGN_NO_BOX;
  self->ticked = g_array_new (FALSE, FALSE, sizeof (guint));
  self->garrisons = g_array_new (FALSE, FALSE, sizeof (guint));
  self->allot_ids = g_array_new (FALSE, FALSE, sizeof (guint));
  self->boxed_ids = g_array_new (FALSE, FALSE, sizeof (guint));
  self->allot_spins = g_ptr_array_new ();
  self->found = g_ptr_array_new_with_free_func ((GDestroyNotify) destination_free);
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
hd_campaign_march_panel_new (void)
{
  return g_object_new (HD_TYPE_CAMPAIGN_MARCH_PANEL, NULL);
}

void
hd_campaign_march_panel_set_game (HdCampaignMarchPanel   *self,
                                  HdCampaignGame         *game,
                                  const HdCampaignViewer *viewer)
{
  hd_campaign_panel_set_game (HD_CAMPAIGN_PANEL (self), game, viewer);
}
