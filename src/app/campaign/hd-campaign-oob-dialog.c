/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-oob-dialog.c: the order of battle (a template,
 * hd-campaign-oob-dialog.ui).  Each side's page is a tree (a
 * GtkTreeListModel of rows, every level open): its armies and the corps
 * on their own, under each corps its divisions and corps troops, under
 * each division its stands, each row in words (name, commander, kind and
 * strength; a stand's code as the Appendices print it, its status and
 * qualities).  Under the tree the umpire's editor acts on the row
 * chosen, each button an action of the class (oob.rename, oob.merge,
 * ...) enabled in update_actions() and making one campaign action
 * of the order of battle's editor (hd-campaign-oob-edit.c: rename, for a
 * name or a commander; set-status; split; reassign; merge; appoint, to
 * form an army; dismiss; remove; the umpire's, umpire=yes)
 * that the "apply" signal hands to the game's owner; a refusal comes back
 * to the banner with its rule as a link.  Everything is read from the
 * view (hd-campaign-view.h). */
#define G_LOG_DOMAIN "hd-campaign-oob-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-campaign-oob-dialog.h"
#include "hd-rule-links.h"

/* ------------------------------------------------------------ a row */

#define HD_TYPE_OOB_ROW (hd_oob_row_get_type ())
G_DECLARE_FINAL_TYPE (HdOobRow, hd_oob_row, HD, OOB_ROW, GObject)

struct _HdOobRow
{
  GObject  parent_instance;
  gboolean stand;   /* a stand, else a formation */
  guint    id;
  char    *text;
};

G_DEFINE_FINAL_TYPE (HdOobRow, hd_oob_row, G_TYPE_OBJECT)

static void
hd_oob_row_finalize (GObject *object)
{
  g_free (HD_OOB_ROW (object)->text);
  G_OBJECT_CLASS (hd_oob_row_parent_class)->finalize (object);
}

static void
hd_oob_row_class_init (HdOobRowClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hd_oob_row_finalize;
}

static void
hd_oob_row_init (HdOobRow *self)
{
}

/* ---------------------------------------------------------- the dialog */

struct _HdCampaignOobDialog
{
  AdwWindow       parent_instance;

  /* the template */
  GtkStack       *side_stack;
  GtkListView    *union_list;
  GtkListView    *confederate_list;
  GtkRevealer    *refusal_banner;
  GtkLabel       *refusal_label;
  GtkLabel       *selected_label;
  GtkEntry       *name_entry;
  GtkEntry       *commander_entry;
  GtkSpinButton  *split_spin;
  GtkDropDown    *reassign_drop;
  GtkDropDown    *merge_drop;
  GtkDropDown    *arm_drop;
  GtkSpinButton  *sp_spin;
  GtkSpinButton  *morale_spin;

  HdCampaignView *view;
  GtkSingleSelection *selection[HD_N_SIDES];   /* per side, over its tree */
  GArray         *targets;            /* guint: the formation ids of reassign_drop */
  GArray         *partners;           /* guint: the stand ids of merge_drop */
  gboolean        refilling;
};

G_DEFINE_FINAL_TYPE (HdCampaignOobDialog, hd_campaign_oob_dialog, ADW_TYPE_WINDOW)

enum { APPLY, N_SIGNALS };
static guint signals[N_SIGNALS];

static guint
strength_of (const HdCampaignView *view,
             guint                 id)
{
  g_autoptr(GArray) stands = hd_campaign_view_list_all_stands (view, id);
  guint sp = 0;

  for (guint i = 0; i < stands->len; i++)
    sp += hd_campaign_view_lookup_stand (view, g_array_index (stands, guint, i))->sp;
  return sp;
}

/* A formation in one line: name, commander, kind, strength. */
static char *
formation_line (const HdCampaignView      *view,
                const HdCampaignFormation *f)
{
  const char *kind = hd_formation_kind_get_label (f->kind);
  guint sp = strength_of (view, f->id);

  if (f->commander == NULL || *f->commander == '\0')
    /* TRANSLATORS: a formation's row in the order of battle with no commander: name, kind, strength points */
    return g_strdup_printf (_("%1$s (%2$s, no commander), %3$u SP"), f->name, kind, sp);
  /* TRANSLATORS: a formation's row in the order of battle: name, commander, kind, strength points */
  return g_strdup_printf (_("%1$s, %2$s (%3$s), %4$u SP"), f->name, f->commander, kind, sp);
}

/* A formation's row: its line, a division's exhaustion threshold
 * (Campaign 10.21-10.25) and what it breaks of sections 6 and 11, each
 * with its rule. */
static char *
formation_row_text (const HdCampaignView      *view,
                    const HdCampaignFormation *f)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *line = formation_line (view, f);
  g_autoptr(GPtrArray) problems = hd_campaign_view_list_problems (view, f->id);
  HdCampaignExhaustion exhaustion;

  g_string_append (text, line);
  if (f->kind == HD_FORMATION_DIVISION && hd_campaign_view_get_exhaustion (view, f->id, &exhaustion))
    {
      g_string_append_c (text, '\n');
      /* TRANSLATORS: a division's exhaustion threshold: the SP it is exhausted at, the SP lost then, its SP, the percentage, the status it is rated by */
      g_string_append_printf (text, _("Exhausted at %1$u SP, once it has lost %2$u of its %3$u (%4$u%%, rated %5$s; "
                                      "Campaign 10.21)."),
                              exhaustion.exhausted_at, exhaustion.loss, exhaustion.sp, exhaustion.percent,
                              hd_status_get_label (exhaustion.status));
    }
  for (guint i = 0; i < problems->len; i++)
    {
      const HdCampaignProblem *p = g_ptr_array_index (problems, i);
      if (p->formation != f->id)
        continue;
      g_string_append_c (text, '\n');
      /* TRANSLATORS: what a formation breaks of the rules: the rule ("Campaign 6.22") and the sentence */
      g_string_append_printf (text, _("⚠ %1$s: %2$s"), p->rule, p->text);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
stand_text (const HdCampaignStand *s)
{
  g_autofree char *code = hd_campaign_stand_get_code (s);

  /* TRANSLATORS: a stand's row in the order of battle: name, its code as the Appendices print it ("6-4 PT"), arm, status */
  return g_strdup_printf (_("%1$s: %2$s, %3$s, %4$s"), s->name, code, hd_arm_get_label (s->arm),
                          hd_status_get_label (s->status));
}

static HdOobRow *
row_new (HdCampaignOobDialog *self,
         gboolean             stand,
         guint                id)
{
  HdOobRow *row = g_object_new (HD_TYPE_OOB_ROW, NULL);

  row->stand = stand;
  row->id = id;
  row->text = stand ? stand_text (hd_campaign_view_lookup_stand (self->view, id))
                    : formation_row_text (self->view, hd_campaign_view_lookup_formation (self->view, id));
  return row;
}

/* A formation's children: its formations, then its own stands. */
static GListModel *
children_of (gpointer item,
             gpointer data)
{
  HdCampaignOobDialog *self = data;
  HdOobRow *row = item;
  GListStore *store;
  g_autoptr(GArray) formations = NULL;
  g_autoptr(GArray) stands = NULL;

  if (row->stand || self->view == NULL)
    return NULL;
  formations = hd_campaign_view_list_children (self->view, row->id);
  stands = hd_campaign_view_list_stands_of (self->view, row->id);
  if (formations->len + stands->len == 0)
    return NULL;
  store = g_list_store_new (HD_TYPE_OOB_ROW);
  for (guint i = 0; i < formations->len; i++)
    {
      g_autoptr(HdOobRow) child = row_new (self, FALSE, g_array_index (formations, guint, i));
      g_list_store_append (store, child);
    }
  for (guint i = 0; i < stands->len; i++)
    {
      g_autoptr(HdOobRow) child = row_new (self, TRUE, g_array_index (stands, guint, i));
      g_list_store_append (store, child);
    }
  return G_LIST_MODEL (store);
}

/* @side's armies and the formations on their own. */
static GListModel *
roots_of (HdCampaignOobDialog *self,
          HdSide               side)
{
  GListStore *store = g_list_store_new (HD_TYPE_OOB_ROW);

  for (guint i = 0; self->view != NULL && i < hd_campaign_view_get_n_formations (self->view); i++)
    {
      const HdCampaignFormation *f = hd_campaign_view_get_formation (self->view, i);
      if (f->side == side && f->parent == HD_CAMPAIGN_NONE)
        {
          g_autoptr(HdOobRow) row = row_new (self, FALSE, f->id);
          g_list_store_append (store, row);
        }
    }
  return G_LIST_MODEL (store);
}

static HdOobRow *
selected_row (HdCampaignOobDialog *self,
              HdSide              *side_out)
{
  HdSide side = g_strcmp0 (gtk_stack_get_visible_child_name (self->side_stack), "confederate") == 0
                ? HD_SIDE_CONFEDERATE : HD_SIDE_UNION;
  GtkTreeListRow *tree_row;

  if (side_out != NULL)
    *side_out = side;
  if (self->selection[side] == NULL)
    return NULL;
  tree_row = gtk_single_selection_get_selected_item (self->selection[side]);
  return tree_row != NULL ? HD_OOB_ROW (gtk_tree_list_row_get_item (tree_row)) : NULL;
}

/* ------------------------------------------------------------ editing */

/* The arms a new stand may have, in arm_drop's order. */
static const HdArm new_stand_arms[] = { HD_ARM_INFANTRY, HD_ARM_CAVALRY, HD_ARM_ARTILLERY, HD_ARM_SIEGE };

static void
fill_arms (HdCampaignOobDialog *self)
{
  g_autoptr(GtkStringList) arms = gtk_string_list_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (new_stand_arms); i++)
    gtk_string_list_append (arms, hd_arm_get_label (new_stand_arms[i]));
  gtk_drop_down_set_model (self->arm_drop, G_LIST_MODEL (arms));
}

/* Fills @drop with the names of @ids (formations, or stands with
 * @stands), keeping them in @out. */
static void
fill_drop (HdCampaignOobDialog *self,
           GtkDropDown         *drop,
           GArray              *out,
           GArray              *ids,
           gboolean             stands)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  g_array_set_size (out, 0);
  for (guint i = 0; i < ids->len; i++)
    {
      guint id = g_array_index (ids, guint, i);
      g_autofree char *text = stands ? stand_text (hd_campaign_view_lookup_stand (self->view, id))
                                     : formation_line (self->view, hd_campaign_view_lookup_formation (self->view, id));
      gtk_string_list_append (names, text);
      g_array_append_val (out, id);
    }
  self->refilling = TRUE;
  gtk_drop_down_set_model (drop, G_LIST_MODEL (names));
  self->refilling = FALSE;
}

/* Where the row chosen may be reassigned to: for a stand, the side's
 * divisions, corps (as corps troops) and Siege Train; for a division,
 * the side's corps; the engine says what the rules allow. */
static void
fill_targets (HdCampaignOobDialog *self,
              HdOobRow            *row,
              HdSide               side)
{
  g_autoptr(GArray) to = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) partners = g_array_new (FALSE, FALSE, sizeof (guint));
  const HdCampaignFormation *f = row != NULL && !row->stand ? hd_campaign_view_lookup_formation (self->view, row->id) : NULL;
  const HdCampaignStand *s = row != NULL && row->stand ? hd_campaign_view_lookup_stand (self->view, row->id) : NULL;

  for (guint i = 0; (s != NULL || f != NULL) && i < hd_campaign_view_get_n_formations (self->view); i++)
    {
      const HdCampaignFormation *t = hd_campaign_view_get_formation (self->view, i);
      if (t->side != side || t->kind == HD_FORMATION_ARMY || (f != NULL && t->id == f->parent) ||
          (s != NULL && t->id == s->formation) || (f != NULL && !hd_formation_kind_is_corps (t->kind)))
        continue;
      g_array_append_val (to, t->id);
    }
  /* the stands of the same box, to consolidate with */
  for (guint i = 0; s != NULL && i < hd_campaign_view_get_n_stands (self->view); i++)
    {
      const HdCampaignStand *t = hd_campaign_view_get_stand (self->view, i);
      if (t->side == side && t->id != s->id &&
          hd_campaign_view_stand_get_box (self->view, t) == hd_campaign_view_stand_get_box (self->view, s))
        g_array_append_val (partners, t->id);
    }
  fill_drop (self, self->reassign_drop, self->targets, to, FALSE);
  fill_drop (self, self->merge_drop, self->partners, partners, TRUE);
}

static guint
chosen_in (GtkDropDown *drop,
           GArray      *ids)
{
  guint i = gtk_drop_down_get_selected (drop);

  return i < ids->len ? g_array_index (ids, guint, i) : HD_CAMPAIGN_NONE;
}

static void
update_actions (HdCampaignOobDialog *self)
{
  g_autoptr(HdOobRow) row = NULL;
  HdSide side;
  const HdCampaignFormation *f = NULL;
  const HdCampaignStand *s = NULL;
  gboolean any;

  row = selected_row (self, &side);
  if (row != NULL && row->stand)
    s = hd_campaign_view_lookup_stand (self->view, row->id);
  else if (row != NULL)
    f = hd_campaign_view_lookup_formation (self->view, row->id);
  any = f != NULL || s != NULL;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "oob.rename", any);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "oob.commander", f != NULL && f->kind != HD_FORMATION_SIEGE_TRAIN);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "oob.promote", s != NULL && s->status + 1 < HD_N_STATUSES);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "oob.demote", s != NULL && s->status > HD_STATUS_GREEN);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "oob.split", s != NULL && s->sp > 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "oob.reassign",
                                 (s != NULL || (f != NULL && !hd_formation_kind_is_corps (f->kind) &&
                                                f->kind != HD_FORMATION_ARMY)) &&
                                 chosen_in (self->reassign_drop, self->targets) != HD_CAMPAIGN_NONE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "oob.merge",
                                 s != NULL && chosen_in (self->merge_drop, self->partners) != HD_CAMPAIGN_NONE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "oob.form-army", f != NULL && hd_formation_kind_is_corps (f->kind));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "oob.dismiss", f != NULL && f->kind == HD_FORMATION_ARMY);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "oob.remove", any);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "oob.add-stand", f != NULL && f->kind != HD_FORMATION_ARMY);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "oob.add-division", f != NULL && hd_formation_kind_is_corps (f->kind));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "oob.dismiss-refusal",
                                 gtk_revealer_get_reveal_child (self->refusal_banner));
}

/* The row chosen: its words over the editor, its name and commander in
 * the entries, where it may go in the drop-downs. */
static void
selection_changed (HdCampaignOobDialog *self)
{
  g_autoptr(HdOobRow) row = NULL;
  HdSide side;

  if (self->refilling)
    return;
  row = selected_row (self, &side);
  gtk_label_set_text (self->selected_label, row != NULL ? row->text : _("Choose a formation or a stand above."));
  if (row != NULL && row->stand)
    {
      const HdCampaignStand *s = hd_campaign_view_lookup_stand (self->view, row->id);
      gtk_editable_set_text (GTK_EDITABLE (self->name_entry), s->name);
      gtk_editable_set_text (GTK_EDITABLE (self->commander_entry), "");
      gtk_spin_button_set_range (self->split_spin, 1, MAX (1, s->sp - 1));
      gtk_spin_button_set_value (self->split_spin, MAX (1, s->sp / 2));
    }
  else if (row != NULL)
    {
      const HdCampaignFormation *f = hd_campaign_view_lookup_formation (self->view, row->id);
      gtk_editable_set_text (GTK_EDITABLE (self->name_entry), f->name);
      gtk_editable_set_text (GTK_EDITABLE (self->commander_entry), f->commander != NULL ? f->commander : "");
    }
  fill_targets (self, row, side);
  update_actions (self);
}

static void
emit_action (HdCampaignOobDialog *self,
             HdCampaignAction    *action)
{
  gtk_revealer_set_reveal_child (self->refusal_banner, FALSE);
  g_signal_emit (self, signals[APPLY], 0, action);
  update_actions (self);
}

/* An action of @type on the row chosen, as @key ("stand=", "formation="
 * or the type's own word for it). */
static HdCampaignAction *
action_on_row (const char *type,
               const char *key,
               HdOobRow   *row)
{
  HdCampaignAction *action = hd_campaign_action_new (type);

  hd_campaign_action_set_uint (action, key != NULL ? key : row->stand ? "stand" : "formation", row->id);
  return action;
}

static const char *
entry_text (GtkEntry *entry)
{
  return gtk_editable_get_text (GTK_EDITABLE (entry));
}

/* oob.form-army: the corps' commander takes an army of the name typed,
 * given the side's other corps in his box (Campaign 2.2, 6.21). */
static HdCampaignAction *
form_army (HdCampaignOobDialog *self,
           HdOobRow            *row)
{
  const HdCampaignFormation *corps = hd_campaign_view_lookup_formation (self->view, row->id);
  g_autoptr(GArray) here = hd_campaign_view_list_formations_at (self->view, corps->box, corps->side);
  g_autoptr(GString) given = g_string_new (NULL);
  HdCampaignAction *action = action_on_row ("appoint", "corps", row);

  for (guint i = 0; i < here->len; i++)
    {
      const HdCampaignFormation *f = hd_campaign_view_lookup_formation (self->view, g_array_index (here, guint, i));
      if (f->id != corps->id && hd_formation_kind_is_corps (f->kind))
        g_string_append_printf (given, "%s%u", given->len > 0 ? "," : "", f->id);
    }
  hd_campaign_action_set (action, "name", entry_text (self->name_entry));
  hd_campaign_action_set (action, "given", given->str);
  return action;
}

static HdCampaignAction *
status_action (HdCampaignOobDialog *self,
               HdOobRow            *row,
               int                  step)
{
  const HdCampaignStand *s = hd_campaign_view_lookup_stand (self->view, row->id);
  HdCampaignAction *action = action_on_row ("set-status", NULL, row);

  hd_campaign_action_set (action, "status", hd_status_to_string ((HdStatus) ((int) s->status + step)));
  return action;
}

/* oob.add-stand: a Green stand of the arm, SP and morale chosen, named as
 * typed, in the formation chosen (Campaign 6). */
static HdCampaignAction *
add_stand (HdCampaignOobDialog *self,
           HdOobRow            *row)
{
  const HdArm *arms = new_stand_arms;
  guint arm = MIN (gtk_drop_down_get_selected (self->arm_drop), G_N_ELEMENTS (new_stand_arms) - 1);
  HdCampaignAction *action = action_on_row ("add-stand", "formation", row);

  hd_campaign_action_set (action, "name", entry_text (self->name_entry));
  hd_campaign_action_set (action, "arm", hd_arm_to_string (arms[arm]));
  if (arms[arm] == HD_ARM_ARTILLERY)
    hd_campaign_action_set (action, "gun", hd_gun_to_string (HD_GUN_SB_F));
  else if (arms[arm] == HD_ARM_SIEGE)
    hd_campaign_action_set (action, "gun", hd_gun_to_string (HD_GUN_SG_SB));
  hd_campaign_action_set_uint (action, "sp", (guint) gtk_spin_button_get_value_as_int (self->sp_spin));
  hd_campaign_action_set_uint (action, "morale", (guint) gtk_spin_button_get_value_as_int (self->morale_spin));
  return action;
}

/* oob.add-division: a division of the name and commander typed, in the
 * corps chosen (Campaign 6.23). */
static HdCampaignAction *
add_division (HdCampaignOobDialog *self,
              HdOobRow            *row)
{
  const HdCampaignFormation *corps = hd_campaign_view_lookup_formation (self->view, row->id);
  HdCampaignAction *action = hd_campaign_action_new ("add-formation");

  hd_campaign_action_set (action, "kind", hd_formation_kind_to_string (HD_FORMATION_DIVISION));
  hd_campaign_action_set (action, "side", hd_side_to_string (corps->side));
  hd_campaign_action_set_uint (action, "parent", corps->id);
  hd_campaign_action_set (action, "name", entry_text (self->name_entry));
  if (*entry_text (self->commander_entry) != '\0')
    hd_campaign_action_set (action, "commander", entry_text (self->commander_entry));
  return action;
}

static void
action_edit (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  HdCampaignOobDialog *self = HD_CAMPAIGN_OOB_DIALOG (widget);
  g_autoptr(HdOobRow) row = selected_row (self, NULL);
  g_autoptr(HdCampaignAction) action = NULL;

  if (row == NULL)
    return;
  if (g_str_equal (name, "oob.rename") || g_str_equal (name, "oob.commander"))
    {
      gboolean rename = g_str_equal (name, "oob.rename");
      action = action_on_row ("rename", NULL, row);
      hd_campaign_action_set (action, rename ? "name" : "commander",
                              entry_text (rename ? self->name_entry : self->commander_entry));
    }
  else if (g_str_equal (name, "oob.promote") || g_str_equal (name, "oob.demote"))
    action = status_action (self, row, g_str_equal (name, "oob.promote") ? 1 : -1);
  else if (g_str_equal (name, "oob.split"))
    {
      action = action_on_row ("split", "stand", row);
      hd_campaign_action_set_uint (action, "sp", (guint) gtk_spin_button_get_value_as_int (self->split_spin));
      hd_campaign_action_set (action, "name", entry_text (self->name_entry));
    }
  else if (g_str_equal (name, "oob.reassign"))
    {
      action = action_on_row ("reassign", row->stand ? "stand" : "division", row);
      hd_campaign_action_set_uint (action, "to", chosen_in (self->reassign_drop, self->targets));
      hd_campaign_action_set (action, "umpire", "yes");
    }
  else if (g_str_equal (name, "oob.merge"))
    {
      action = action_on_row ("merge", "stand", row);
      hd_campaign_action_set_uint (action, "into", chosen_in (self->merge_drop, self->partners));
      hd_campaign_action_set (action, "umpire", "yes");
    }
  else if (g_str_equal (name, "oob.form-army"))
    {
      action = form_army (self, row);
      hd_campaign_action_set (action, "umpire", "yes");
    }
  else if (g_str_equal (name, "oob.dismiss"))
    {
      action = action_on_row ("dismiss", "army", row);
      hd_campaign_action_set (action, "umpire", "yes");
    }
  else if (g_str_equal (name, "oob.add-stand"))
    action = add_stand (self, row);
  else if (g_str_equal (name, "oob.add-division"))
    action = add_division (self, row);
  else if (g_str_equal (name, "oob.remove"))
    {
      action = action_on_row ("remove", NULL, row);
      if (!row->stand)
        hd_campaign_action_set (action, "contents", "yes");
    }
  if (action != NULL)
    emit_action (self, action);
}

static void
action_dismiss_refusal (GtkWidget  *widget,
                        const char *name,
                        GVariant   *param)
{
  HdCampaignOobDialog *self = HD_CAMPAIGN_OOB_DIALOG (widget);

  gtk_revealer_set_reveal_child (self->refusal_banner, FALSE);
  update_actions (self);
}

void
hd_campaign_oob_dialog_show_refusal (HdCampaignOobDialog *self,
                                     const GError        *error)
{
  g_return_if_fail (HD_IS_CAMPAIGN_OOB_DIALOG (self));
  g_return_if_fail (error != NULL);

  hd_rule_links_set_text (self->refusal_label, error->message);
  gtk_revealer_set_reveal_child (self->refusal_banner, TRUE);
  update_actions (self);
}

const char *
hd_campaign_oob_dialog_get_refusal (HdCampaignOobDialog *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_OOB_DIALOG (self), NULL);
  return gtk_revealer_get_reveal_child (self->refusal_banner) ? gtk_label_get_text (self->refusal_label) : NULL;
}

/* ----------------------------------------------------------- the trees */

static void
setup_row (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           gpointer                  data)
{
  GtkWidget *expander = gtk_tree_expander_new ();
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_top (label, 3);
  gtk_widget_set_margin_bottom (label, 3);
  gtk_tree_expander_set_child (GTK_TREE_EXPANDER (expander), label);
  gtk_list_item_set_child (item, expander);
}

static void
bind_row (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          gpointer                  data)
{
  GtkTreeListRow *tree_row = gtk_list_item_get_item (item);
  GtkWidget *expander = gtk_list_item_get_child (item);
  g_autoptr(HdOobRow) row = gtk_tree_list_row_get_item (tree_row);
  GtkWidget *label = gtk_tree_expander_get_child (GTK_TREE_EXPANDER (expander));

  gtk_tree_expander_set_list_row (GTK_TREE_EXPANDER (expander), tree_row);
  gtk_label_set_text (GTK_LABEL (label), row->text);
  if (row->stand)
    gtk_widget_add_css_class (label, "dim-label");
  else
    gtk_widget_remove_css_class (label, "dim-label");
  /* the row read whole by screen readers */
  gtk_accessible_update_property (GTK_ACCESSIBLE (expander), GTK_ACCESSIBLE_PROPERTY_LABEL, row->text, -1);
}

static void
set_up_list (HdCampaignOobDialog *self,
             GtkListView         *list)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), self);
  gtk_list_view_set_factory (list, factory);
}

/* Finds the row of (@stand, @id) in @side's tree: its position, or
 * GTK_INVALID_LIST_POSITION. */
static guint
find_row (HdCampaignOobDialog *self,
          HdSide               side,
          gboolean             stand,
          guint                id)
{
  GListModel *model = G_LIST_MODEL (self->selection[side]);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkTreeListRow) tree_row = g_list_model_get_item (model, i);
      g_autoptr(HdOobRow) row = gtk_tree_list_row_get_item (tree_row);
      if (row->stand == stand && row->id == id)
        return i;
    }
  return GTK_INVALID_LIST_POSITION;
}

static void
fill_side (HdCampaignOobDialog *self,
           HdSide               side)
{
  GtkListView *list = side == HD_SIDE_UNION ? self->union_list : self->confederate_list;
  GtkTreeListModel *tree = gtk_tree_list_model_new (roots_of (self, side), FALSE, TRUE, children_of, self, NULL);
  g_autoptr(HdOobRow) chosen = NULL;
  guint position;

  if (self->selection[side] != NULL)
    {
      GtkTreeListRow *tree_row = gtk_single_selection_get_selected_item (self->selection[side]);
      chosen = tree_row != NULL ? gtk_tree_list_row_get_item (tree_row) : NULL;
      g_signal_handlers_disconnect_by_func (self->selection[side], selection_changed, self);
    }
  g_clear_object (&self->selection[side]);
  self->selection[side] = gtk_single_selection_new (G_LIST_MODEL (tree));
  gtk_single_selection_set_autoselect (self->selection[side], FALSE);
  gtk_single_selection_set_can_unselect (self->selection[side], TRUE);
  gtk_single_selection_set_selected (self->selection[side], GTK_INVALID_LIST_POSITION);
  if (chosen != NULL && (position = find_row (self, side, chosen->stand, chosen->id)) != GTK_INVALID_LIST_POSITION)
    gtk_single_selection_set_selected (self->selection[side], position);
  g_signal_connect_swapped (self->selection[side], "selection-changed", G_CALLBACK (selection_changed), self);
  gtk_list_view_set_model (list, GTK_SELECTION_MODEL (self->selection[side]));
}

void
hd_campaign_oob_dialog_set_view (HdCampaignOobDialog  *self,
                                 const HdCampaignView *view)
{
  g_return_if_fail (HD_IS_CAMPAIGN_OOB_DIALOG (self));

  g_clear_pointer (&self->view, hd_campaign_view_free);
  if (view == NULL)
    return;
  self->view = hd_campaign_view_copy (view);
  fill_side (self, HD_SIDE_UNION);
  fill_side (self, HD_SIDE_CONFEDERATE);
  selection_changed (self);
}

gboolean
hd_campaign_oob_dialog_select (HdCampaignOobDialog *self,
                               HdSide               side,
                               gboolean             stand,
                               guint                id)
{
  guint position;

  g_return_val_if_fail (HD_IS_CAMPAIGN_OOB_DIALOG (self), FALSE);
  if (self->selection[side] == NULL ||
      (position = find_row (self, side, stand, id)) == GTK_INVALID_LIST_POSITION)
    return FALSE;
  gtk_stack_set_visible_child_name (self->side_stack, side == HD_SIDE_UNION ? "union" : "confederate");
  gtk_single_selection_set_selected (self->selection[side], position);
  return TRUE;
}

gboolean
hd_campaign_oob_dialog_choose_target (HdCampaignOobDialog *self,
                                      gboolean             merge,
                                      guint                id)
{
  GArray *ids;

  g_return_val_if_fail (HD_IS_CAMPAIGN_OOB_DIALOG (self), FALSE);
  ids = merge ? self->partners : self->targets;
  for (guint i = 0; i < ids->len; i++)
    if (g_array_index (ids, guint, i) == id)
      {
        gtk_drop_down_set_selected (merge ? self->merge_drop : self->reassign_drop, i);
        return TRUE;
      }
  return FALSE;
}

char *
hd_campaign_oob_dialog_dump (HdCampaignOobDialog *self,
                             HdSide               side)
{
  GString *out = g_string_new (NULL);
  GListModel *model;

  g_return_val_if_fail (HD_IS_CAMPAIGN_OOB_DIALOG (self), NULL);
  model = self->selection[side] != NULL ? G_LIST_MODEL (self->selection[side]) : NULL;
  for (guint i = 0; model != NULL && i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkTreeListRow) tree_row = g_list_model_get_item (model, i);
      g_autoptr(HdOobRow) row = gtk_tree_list_row_get_item (tree_row);
      for (guint d = 0; d < gtk_tree_list_row_get_depth (tree_row); d++)
        g_string_append (out, "  ");
      g_string_append_printf (out, "%s\n", row->text);
    }
  return g_string_free (out, FALSE);
}

/* ----------------------------------------------------------- the class */

static void
hd_campaign_oob_dialog_dispose (GObject *object)
{
  HdCampaignOobDialog *self = HD_CAMPAIGN_OOB_DIALOG (object);

  for (guint side = 0; side < HD_N_SIDES; side++)
    if (self->selection[side] != NULL)
      {
        g_signal_handlers_disconnect_by_func (self->selection[side], selection_changed, self);
        g_clear_object (&self->selection[side]);
      }
  gtk_widget_dispose_template (GTK_WIDGET (self), HD_TYPE_CAMPAIGN_OOB_DIALOG);
  G_OBJECT_CLASS (hd_campaign_oob_dialog_parent_class)->dispose (object);
}

static void
hd_campaign_oob_dialog_finalize (GObject *object)
{
  HdCampaignOobDialog *self = HD_CAMPAIGN_OOB_DIALOG (object);

  g_clear_pointer (&self->view, hd_campaign_view_free);
  g_clear_pointer (&self->targets, g_array_unref);
  g_clear_pointer (&self->partners, g_array_unref);
  G_OBJECT_CLASS (hd_campaign_oob_dialog_parent_class)->finalize (object);
}

static void
hd_campaign_oob_dialog_class_init (HdCampaignOobDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  static const char *const edits[] = {
    "oob.rename", "oob.commander", "oob.promote", "oob.demote", "oob.split",
    "oob.reassign", "oob.merge", "oob.form-army", "oob.dismiss", "oob.remove",
    "oob.add-stand", "oob.add-division",
  };

  object_class->dispose = hd_campaign_oob_dialog_dispose;
  object_class->finalize = hd_campaign_oob_dialog_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-campaign-oob-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HdCampaignOobDialog, side_stack);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignOobDialog, union_list);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignOobDialog, confederate_list);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignOobDialog, refusal_banner);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignOobDialog, refusal_label);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignOobDialog, selected_label);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignOobDialog, name_entry);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignOobDialog, commander_entry);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignOobDialog, split_spin);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignOobDialog, reassign_drop);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignOobDialog, merge_drop);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignOobDialog, arm_drop);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignOobDialog, sp_spin);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignOobDialog, morale_spin);
  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    gtk_widget_class_install_action (widget_class, edits[i], NULL, action_edit);
  gtk_widget_class_install_action (widget_class, "oob.dismiss-refusal", NULL, action_dismiss_refusal);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  /* HdCampaignOobDialog::apply: the umpire asks for an edit */
  signals[APPLY] = g_signal_new ("apply", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
hd_campaign_oob_dialog_init (HdCampaignOobDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->targets = g_array_new (FALSE, FALSE, sizeof (guint));
  self->partners = g_array_new (FALSE, FALSE, sizeof (guint));
  fill_arms (self);
  set_up_list (self, self->union_list);
  set_up_list (self, self->confederate_list);
  g_signal_connect_swapped (self->reassign_drop, "notify::selected", G_CALLBACK (update_actions), self);
  g_signal_connect_swapped (self->merge_drop, "notify::selected", G_CALLBACK (update_actions), self);
  g_signal_connect_swapped (self->side_stack, "notify::visible-child-name", G_CALLBACK (selection_changed), self);
  selection_changed (self);
}

HdCampaignOobDialog *
hd_campaign_oob_dialog_new (GtkWindow *parent)
{
  return g_object_new (HD_TYPE_CAMPAIGN_OOB_DIALOG, "transient-for", parent, NULL);
}
