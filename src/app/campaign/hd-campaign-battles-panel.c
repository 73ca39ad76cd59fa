/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-battles-panel.c: battles and promotions.  It shows the
 * battle the engine awaits (hd_campaign_view_get_awaited): a contact with
 * its cavalry test (Campaign 9) and the defender's choices, the boxes he may
 * withdraw to being those the battle module lists; a battle at
 * the table with its sheet (printed, hd-campaign-print) and a grid for
 * the day's results (every stand present by division with its strength
 * at the day's end, each division's state, engaged and exhausted without
 * collapse, each side's night choice and where a side withdrawing goes),
 * then its end (the winner the engine proposes, R23), and who won each
 * battle resolved, as the engine says it; in the Promotion
 * Phase the picks the engine lists, each with why it may or may not be
 * made.  Actions: withdraw, fight, rearguard,
 * battle-day, battle-end, promote-division, train, end-phase; the
 * buttons are actions of the panel (campaign-battles.*), enabled in
 * update_actions(). */
#define G_LOG_DOMAIN "hd-campaign-battles-panel"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "hd-campaign-battles-panel.h"
#include "hd-campaign-print.h"
#include "hd-die-row.h"
#include "hd-panel-util.h"
#include "hd-rule-links.h"

struct _HdCampaignBattlesPanel
{
  HdCampaignPanel parent_instance;

  /* the template */
  GtkWidget     *box;
  GtkLabel      *heading;
  GtkLabel      *detail;
  GtkLabel      *results_label;   /* who won each battle of the turn resolved */
  GtkWidget     *contact_box;
  GtkLabel      *withdraw_label;
  GtkWidget     *withdrawals;
  GtkWidget     *rearguard_box;
  GtkLabel      *rearguard_label;
  GtkDropDown   *rearguard_to;
  GtkStringList *rearguard_boxes;
  HdDieRow      *rearguard_row;
  GtkWidget     *fight_button;
  GtkWidget     *table_box;
  GtkLabel      *day_label;
  GtkGrid       *day_grid;
  GtkCheckButton *last_day_check;
  GtkWidget     *day_button;
  GtkWidget     *end_box;
  GtkCheckButton *town_check;
  GtkDropDown   *winner_dropdown;
  GtkLabel      *winner_note;
  GtkWidget     *loser_row;
  GtkDropDown   *loser_to;
  GtkStringList *loser_boxes;
  GtkWidget     *promotion_box;
  GtkLabel      *promote_label;
  GtkWidget     *promote_buttons;
  GtkLabel      *not_eligible;
  GtkLabel      *train_label;
  GtkWidget     *train_row;
  GtkDropDown   *train_dropdown;
  GtkStringList *train_list;
  GtkButton     *end_button;

  guint          battle;        /* the battle shown, 0 if none */
  HdCampaignBattleInfo info;    /* its facts, when battle is not 0 */
  GArray        *rearguard;     /* the rearguard's dice typed so far (guint) */
  GArray        *rearguard_ids; /* the boxes of rearguard_boxes (guint) */
  GArray        *loser_ids;     /* the boxes of loser_boxes (guint) */
  GArray        *train_ids;     /* the divisions of train_list (guint) */
  GArray        *night_ids[HD_N_SIDES]; /* the boxes of each side's night drop-down after "Stays" */
  char          *grid_key;      /* "battle/day": what the grid was built for */
  GArray        *stand_ids;     /* the grid's stands (guint) ... */
  GPtrArray     *stand_spins;   /* ... and their SP at the day's end */
  GArray        *division_ids;  /* the grid's divisions (guint) ... */
  GPtrArray     *states;        /* ... their state drop-downs (9.52-9.54) ... */
  GPtrArray     *engaged;       /* ... engaged checks (Campaign 10.32) ... */
  GPtrArray     *exhausted_ok;  /* ... and exhausted-without-collapse checks (Campaign 10.32) */
  GtkDropDown   *night[HD_N_SIDES];   /* stays, or withdraws to a box */
  gboolean       syncing;
};

static void segment_panel_init (HdSegmentPanelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (HdCampaignBattlesPanel, hd_campaign_battles_panel, HD_TYPE_CAMPAIGN_PANEL,
                               G_IMPLEMENT_INTERFACE (HD_TYPE_SEGMENT_PANEL, segment_panel_init))

static const HdCampaignView *
view_of (HdCampaignBattlesPanel *self)
{
  return hd_campaign_panel_get_view (HD_CAMPAIGN_PANEL (self));
}

static gboolean
apply (HdCampaignBattlesPanel *self, const HdCampaignAction *action)
{
  return hd_campaign_panel_apply (HD_CAMPAIGN_PANEL (self), action);
}

static gboolean
in_phase (HdCampaignBattlesPanel *self, HdPhase phase)
{
  const HdCampaignView *v = view_of (self);

  return v != NULL && hd_campaign_view_get_winner (v) == HD_SIDE_NEUTRAL && hd_campaign_view_get_phase (v) == phase;
}

static gboolean
awaits (HdCampaignBattlesPanel *self, HdCampaignAwaits kind)
{
  return hd_campaign_panel_awaits (HD_CAMPAIGN_PANEL (self), kind);
}

static HdCampaignAction *
battle_action (HdCampaignBattlesPanel *self, const char *type)
{
  HdCampaignAction *a = hd_campaign_action_new (type);

  hd_campaign_action_set_uint (a, "battle", self->battle);
  return a;
}

static void
clear_box (GtkWidget *box)
{
  GtkWidget *c;

  while ((c = gtk_widget_get_first_child (box)) != NULL)
    gtk_widget_unparent (c);
}

/* ------------------------------------------------------------ the battle's facts */

/* The battle shown, read again from the view (NULL if none). */
static const HdCampaignBattleInfo *
info_of (HdCampaignBattlesPanel *self)
{
  if (self->battle == 0 || view_of (self) == NULL ||
      !hd_campaign_view_get_battle (view_of (self), self->battle, &self->info))
    return NULL;
  return &self->info;
}

static HdSide
defender_of (const HdCampaignBattleInfo *b)
{
  return hd_side_get_enemy (b->attacker);
}

/* A drop-down's boxes: @model's strings, @ids the boxes; the box chosen
 * before is kept where it still is there. */
static void
sync_box_list (HdCampaignBattlesPanel *self, GtkDropDown *dropdown, GtkStringList *model, GArray *ids,
               const GArray *boxes, const char *first)
{
  guint chosen = gtk_drop_down_get_selected (dropdown), offset = first != NULL ? 1 : 0;
  guint keep = chosen >= offset && chosen - offset < ids->len ? g_array_index (ids, guint, chosen - offset) : G_MAXUINT;
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  if (ids->len == boxes->len && (ids->len == 0 || memcmp (ids->data, boxes->data, ids->len * sizeof (guint)) == 0) &&
      g_list_model_get_n_items (G_LIST_MODEL (model)) == boxes->len + offset)
    return;
  if (first != NULL)
    g_ptr_array_add (names, (gpointer) first);
  for (guint i = 0; i < boxes->len; i++)
    g_ptr_array_add (names, (gpointer) hd_campaign_panel_box_name (HD_CAMPAIGN_PANEL (self), g_array_index (boxes, guint, i)));
  g_ptr_array_add (names, NULL);
  self->syncing = TRUE;
  g_array_set_size (ids, 0);
  g_array_append_vals (ids, boxes->data, boxes->len);
  gtk_string_list_splice (model, 0, g_list_model_get_n_items (G_LIST_MODEL (model)), (const char * const *) names->pdata);
  gtk_drop_down_set_selected (dropdown, 0);
  for (guint i = 0; i < boxes->len; i++)
    if (g_array_index (boxes, guint, i) == keep)
      gtk_drop_down_set_selected (dropdown, i + offset);
  self->syncing = FALSE;
}

/* The box chosen in a drop-down of boxes, HD_CAMPAIGN_NO_BOX if none. */
static guint
chosen_box (GtkDropDown *dropdown, const GArray *ids, guint offset)
{
  guint chosen = gtk_drop_down_get_selected (dropdown);

  return chosen >= offset && chosen - offset < ids->len ? g_array_index (ids, guint, chosen - offset) : HD_CAMPAIGN_NO_BOX;
}

/* ------------------------------------------------------------ the contact */

static gboolean
cavalry_of (HdCampaignBattlesPanel *self, HdCampaignCavalryTest *test)
{
  return self->battle != 0 && hd_campaign_view_battle_cavalry_test (view_of (self), self->battle, test);
}

static void
show_cavalry (HdCampaignBattlesPanel *self, const HdCampaignBattleInfo *b, const HdCampaignCavalryTest *t)
{
  const char *box = hd_campaign_panel_box_name (HD_CAMPAIGN_PANEL (self), b->box);
  g_autofree char *text = NULL;

  /* TRANSLATORS: the cavalry test (Campaign 9): %1$s the attacker, %2$s the box, %3$u and %4$u
   * adjusted cavalry strengths (SP x morale) */
  if (t->superiority)
    text = g_strdup_printf (_("The %1$s has entered %2$s. Adjusted cavalry (strength times morale): %3$u against "
                              "%4$u, at least two to one: a battle must be fought (Campaign 9). The defender may "
                              "fight at the table or leave a rearguard."),
                            hd_side_get_noun (b->attacker), box, t->attacker_cavalry, t->defender_cavalry);
  else
    text = g_strdup_printf (_("The %1$s has entered %2$s. Adjusted cavalry (strength times morale): %3$u against "
                              "%4$u, short of two to one: the defender may withdraw before any battle "
                              "(Campaign 9), or fight at the table."),
                            hd_side_get_noun (b->attacker), box, t->attacker_cavalry, t->defender_cavalry);
  hd_rule_links_set_text (self->detail, text);
}

/* The boxes the defender may withdraw to (Campaign 9), as the battle module lists
 * them. */
static GArray *
list_withdrawals (HdCampaignBattlesPanel *self)
{
  const HdCampaignBattleInfo *b = info_of (self);

  if (b == NULL)
    return g_array_new (FALSE, FALSE, sizeof (guint));
  return hd_campaign_view_battle_withdrawal_boxes (view_of (self), self->battle, defender_of (b));
}

/* How many dice the rearguard takes (one a division, two at most, 9):
 * the number the engine accepts. */
static guint
rearguard_dice_wanted (HdCampaignBattlesPanel *self, const HdCampaignBattleInfo *b)
{
  g_autoptr(GArray) boxes = list_withdrawals (self);

  for (guint n = 1; n <= 2 && boxes->len > 0; n++)
    {
      g_autoptr(HdCampaignAction) a = battle_action (self, "rearguard");

      hd_campaign_action_set (a, "dice", n == 1 ? "1" : "1,1");
      hd_campaign_panel_set_box (HD_CAMPAIGN_PANEL (self), a, "to", g_array_index (boxes, guint, 0));
      if (hd_campaign_view_check (view_of (self), a, NULL))
        return n;
    }
  return 1;
}

static void
show_contact (HdCampaignBattlesPanel *self, const HdCampaignBattleInfo *b)
{
  g_autoptr(GArray) boxes = list_withdrawals (self);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  HdCampaignCavalryTest test = { 0 };
  gboolean must_fight;

  cavalry_of (self, &test);
  must_fight = test.superiority;
  show_cavalry (self, b, &test);
  for (guint i = 0; !must_fight && i < boxes->len; i++)
    g_ptr_array_add (labels, (gpointer) hd_campaign_panel_box_name (HD_CAMPAIGN_PANEL (self), g_array_index (boxes, guint, i)));
  hd_panel_sync_buttons (self->withdrawals, "campaign-battles.withdraw", (guint *) boxes->data,
                         (const char * const *) labels->pdata, labels->len);
  gtk_widget_set_visible (self->withdrawals, labels->len > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->withdraw_label), !must_fight);
  hd_rule_links_set_text (self->withdraw_label,
                          boxes->len > 0
                            ? _("Or the defender withdraws before battle, all together, to a box he holds that the "
                                "enemy did not use this turn (Campaign 9; lit on the board):")
                            : _("No box is open to the defender to withdraw to (Campaign 9)."));
  gtk_widget_set_visible (self->rearguard_box, must_fight);
  if (must_fight)
    {
      guint wanted = rearguard_dice_wanted (self, b);
      /* TRANSLATORS: %1$u the die being typed, %2$u how many the rearguard needs */
      g_autofree char *prompt = g_strdup_printf (_("Die %1$u of %2$u for the rearguard:"),
                                                 self->rearguard->len + 1, wanted);

      hd_rule_links_set_text (self->rearguard_label,
                              boxes->len > 0
                                ? _("Or a rearguard by dice (Campaign 9): one die a division, two at most, that many "
                                    "strength points lost, then the defender withdraws.")
                                : _("No rearguard by dice: the defender has no box to withdraw to (Campaign 9)."));
      sync_box_list (self, self->rearguard_to, self->rearguard_boxes, self->rearguard_ids, boxes, NULL);
      hd_die_row_set_prompt (self->rearguard_row, prompt);
      gtk_widget_set_visible (GTK_WIDGET (self->rearguard_row), boxes->len > 0);
    }
}

static void
rearguard_die (HdCampaignBattlesPanel *self,
               guint                   die)
{
  const HdCampaignBattleInfo *b = info_of (self);
  g_autoptr(HdCampaignAction) a = NULL;
  g_autoptr(GString) dice = g_string_new (NULL);

  if (b == NULL)
    return;
  g_array_append_val (self->rearguard, die);
  if (self->rearguard->len < rearguard_dice_wanted (self, b))
    {
      show_contact (self, b);
      return;
    }
  for (guint i = 0; i < self->rearguard->len; i++)
    g_string_append_printf (dice, "%s%u", i > 0 ? "," : "", g_array_index (self->rearguard, guint, i));
  g_array_set_size (self->rearguard, 0);
  a = battle_action (self, "rearguard");
  hd_campaign_action_set (a, "dice", dice->str);
  hd_campaign_panel_set_box (HD_CAMPAIGN_PANEL (self), a, "to", chosen_box (self->rearguard_to, self->rearguard_ids, 0));
  if (!apply (self, a))
    show_contact (self, b);
}

static gboolean
panel_enter_die (HdSegmentPanel *panel,
                 guint            die)
{
  HdCampaignBattlesPanel *self = HD_CAMPAIGN_BATTLES_PANEL (panel);

  if (!gtk_widget_get_mapped (GTK_WIDGET (self->rearguard_row)))
    return FALSE;
  rearguard_die (self, die);
  return TRUE;
}

/* ------------------------------------------------------------ the day's results */

static GtkWidget *
grid_label (const char *text, const char *css_class)
{
  GtkWidget *l = hd_panel_label_new (text, css_class);

  gtk_label_set_max_width_chars (GTK_LABEL (l), 22);
  gtk_widget_set_hexpand (l, TRUE);
  return l;
}

static void
grid_attach_row (HdCampaignBattlesPanel *self, int *row, GtkWidget *left, GtkWidget *right)
{
  gtk_grid_attach (self->day_grid, left, 0, *row, right != NULL ? 1 : 2, 1);
  if (right != NULL)
    gtk_grid_attach (self->day_grid, right, 1, *row, 1, 1);
  (*row)++;
}

/* A stand's row: its name and code, and its strength at the day's end
 * (it starts at its strength now: nothing lost), named for screen readers
 * with its formation @of (many divisions have a "1st Infantry Brigade"). */
static void
add_stand_row (HdCampaignBattlesPanel *self, int *row, const HdCampaignStand *st, const char *of)
{
  g_autofree char *code = hd_campaign_stand_get_code (st);
  /* TRANSLATORS: a stand and its code, "1st Infantry Brigade 6-4 PT, NE" */
  g_autofree char *name = g_strdup_printf (_("%1$s %2$s"), st->name, code);
  GtkWidget *spin = gtk_spin_button_new_with_range (0, st->sp, 1);
  /* TRANSLATORS: a screen reader's name for the strength typed: the stand, then its division (or corps):
   * "Strength of 1st Infantry Brigade, 2nd Division (David Hunter), at the day's end" */
  g_autofree char *what = g_strdup_printf (_("Strength of %1$s, %2$s, at the day's end"), st->name, of);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), st->sp);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, what, -1);
  grid_attach_row (self, row, grid_label (name, NULL), spin);
  g_array_append_val (self->stand_ids, st->id);
  g_ptr_array_add (self->stand_spins, spin);
}

static void
add_stands_of (HdCampaignBattlesPanel *self, int *row, const HdCampaignFormation *formation)
{
  const HdCampaignView *v = view_of (self);
  g_autoptr(GArray) stands = hd_campaign_view_list_stands_of (v, formation->id);
  g_autofree char *of = hd_campaign_formation_get_label (formation);

  for (guint i = 0; stands != NULL && i < stands->len; i++)
    add_stand_row (self, row, hd_campaign_view_lookup_stand (v, g_array_index (stands, guint, i)), of);
}

/* A check box of a division's: its words as shown, then the division, for
 * screen readers ("Engaged: caused or took losses, 1st Division (Daniel Tyler)"). */
static GtkWidget *
division_check_new (const char *label, const char *division)
{
  GtkWidget *check = gtk_check_button_new_with_label (label);
  /* TRANSLATORS: a screen reader's name for a division's check box: its words, then the division */
  g_autofree char *what = g_strdup_printf (_("%1$s, %2$s"), label, division);

  gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, what, -1);
  return check;
}

/* A division's rows: its name, its stands, its state at the day's end,
 * engaged, and gone into exhaustion without collapse. */
static void
add_division_rows (HdCampaignBattlesPanel *self, int *row, const HdCampaignFormation *d)
{
  g_autofree char *name = hd_campaign_formation_get_label (d);
  GtkWidget *states = gtk_drop_down_new_from_strings ((const char *[]) {
    hd_campaign_division_state_get_label (HD_DIVISION_FRESH), hd_campaign_division_state_get_label (HD_DIVISION_EXHAUSTED),
    hd_campaign_division_state_get_label (HD_DIVISION_BROKEN), NULL });
  GtkWidget *engaged = division_check_new (_("Engaged: caused or took losses"), name);
  GtkWidget *ok = division_check_new (_("Exhausted without a morale collapse"), name);
  /* TRANSLATORS: a screen reader's name: "State of 1st Division at the day's end" */
  g_autofree char *what = g_strdup_printf (_("State of %s at the day's end"), name);

  grid_attach_row (self, row, grid_label (name, "heading"), NULL);
  add_stands_of (self, row, d);
  gtk_accessible_update_property (GTK_ACCESSIBLE (states), GTK_ACCESSIBLE_PROPERTY_LABEL, what, -1);
  grid_attach_row (self, row, grid_label (_("State at the day's end"), "dim-label"), states);
  grid_attach_row (self, row, engaged, NULL);
  grid_attach_row (self, row, ok, NULL);
  g_array_append_val (self->division_ids, d->id);
  g_ptr_array_add (self->states, states);
  g_ptr_array_add (self->engaged, engaged);
  g_ptr_array_add (self->exhausted_ok, ok);
}

/* A side's rows: a heading, each corps' troops and each division in the
 * battle, and the side's choice for the night (Campaign 9.58): it stays, or
 * withdraws to one of the boxes it may. */
static void
add_side_rows (HdCampaignBattlesPanel *self, int *row, const HdCampaignBattleInfo *b, HdSide side)
{
  const HdCampaignView *v = view_of (self);
  g_autoptr(GArray) forces = hd_campaign_view_battle_forces (v, self->battle, side);
  g_autoptr(GArray) boxes = hd_campaign_view_battle_withdrawal_boxes (v, self->battle, side);
  g_autoptr(GPtrArray) nights = g_ptr_array_new_with_free_func (g_free);
  GtkWidget *night;
  /* TRANSLATORS: %s is a side; the heading of its forces in the day's results */
  g_autofree char *head = g_strdup_printf (side == b->attacker ? _("The %s, attacking") : _("The %s, defending"),
                                           hd_side_get_noun (side));
  /* TRANSLATORS: a screen reader's name: "The Union at nightfall" */
  g_autofree char *what = g_strdup_printf (_("The %s at nightfall"), hd_side_get_noun (side));

  grid_attach_row (self, row, grid_label (head, "title-4"), NULL);
  for (guint i = 0; i < forces->len; i++)
    {
      const HdCampaignFormation *f = hd_campaign_view_lookup_formation (v, g_array_index (forces, guint, i));

      if (f->kind == HD_FORMATION_DIVISION || f->kind == HD_FORMATION_SIEGE_TRAIN)
        add_division_rows (self, row, f);
      else if (hd_formation_kind_is_corps (f->kind))
        {
          g_autofree char *name = hd_campaign_formation_get_label (f);
          /* TRANSLATORS: %s is a corps; its troops outside its divisions */
          g_autofree char *troops = g_strdup_printf (_("%s: corps troops"), name);
          g_autoptr(GArray) own = hd_campaign_view_list_stands_of (v, f->id);

          if (own == NULL || own->len == 0)
            continue;
          grid_attach_row (self, row, grid_label (troops, "heading"), NULL);
          add_stands_of (self, row, f);
        }
    }
  g_ptr_array_add (nights, g_strdup (_("Stays")));
  for (guint i = 0; i < boxes->len; i++)
    /* TRANSLATORS: a side's choice at nightfall (Campaign 9.58): withdrawing to a box */
    g_ptr_array_add (nights, g_strdup_printf (_("Withdraws to %s"),
                                              hd_campaign_panel_box_name (HD_CAMPAIGN_PANEL (self), g_array_index (boxes, guint, i))));
  g_ptr_array_add (nights, NULL);
  night = gtk_drop_down_new_from_strings ((const char * const *) nights->pdata);
  gtk_accessible_update_property (GTK_ACCESSIBLE (night), GTK_ACCESSIBLE_PROPERTY_LABEL, what, -1);
  grid_attach_row (self, row, grid_label (_("At nightfall (Campaign 9.58)"), "dim-label"), night);
  self->night[side] = GTK_DROP_DOWN (night);
  g_array_set_size (self->night_ids[side], 0);
  g_array_append_vals (self->night_ids[side], boxes->data, boxes->len);
}

/* The winner the engine proposes (R23), set in the drop-down. */
static void
propose_winner (HdCampaignBattlesPanel *self)
{
  HdSide winner;

  if (self->battle == 0)
    return;
  winner = hd_campaign_view_battle_proposed_winner (view_of (self), self->battle,
                                                    gtk_check_button_get_active (self->town_check));
  self->syncing = TRUE;
  gtk_drop_down_set_selected (self->winner_dropdown,
                              winner == HD_SIDE_UNION ? 0 : winner == HD_SIDE_CONFEDERATE ? 1 : 2);
  self->syncing = FALSE;
  hd_rule_links_set_text (self->winner_note,
                          _("Proposed: the side left holding the box (Campaign 9.6); the umpire may rule "
                            "otherwise."));
}

static HdSide
chosen_winner (HdCampaignBattlesPanel *self)
{
  static const HdSide winners[] = { HD_SIDE_UNION, HD_SIDE_CONFEDERATE, HD_SIDE_NEUTRAL };

  return winners[MIN (gtk_drop_down_get_selected (self->winner_dropdown), 2)];
}

/* Where the loser goes if it still stands in the box (Campaign 9.6). */
static void
sync_loser (HdCampaignBattlesPanel *self)
{
  HdSide winner = chosen_winner (self);
  g_autoptr(GArray) boxes = NULL;

  if (self->battle == 0 || winner == HD_SIDE_NEUTRAL)
    {
      gtk_widget_set_visible (self->loser_row, FALSE);
      return;
    }
  boxes = hd_campaign_view_battle_withdrawal_boxes (view_of (self), self->battle, hd_side_get_enemy (winner));
  sync_box_list (self, self->loser_to, self->loser_boxes, self->loser_ids, boxes, NULL);
  gtk_widget_set_visible (self->loser_row, boxes->len > 0);
}

static void
town_toggled (HdCampaignBattlesPanel *self)
{
  propose_winner (self);
  sync_loser (self);
}

static void
winner_changed (HdCampaignBattlesPanel *self)
{
  if (!self->syncing)
    sync_loser (self);
}

static void
build_grid (HdCampaignBattlesPanel *self, const HdCampaignBattleInfo *b)
{
  g_autofree char *key = g_strdup_printf ("%u/%u", self->battle, b->day);
  int row = 0;

  if (g_strcmp0 (key, self->grid_key) == 0)
    return;
  g_free (self->grid_key);
  self->grid_key = g_steal_pointer (&key);
  clear_box (GTK_WIDGET (self->day_grid));
  g_array_set_size (self->stand_ids, 0);
  g_ptr_array_set_size (self->stand_spins, 0);
  g_array_set_size (self->division_ids, 0);
  g_ptr_array_set_size (self->states, 0);
  g_ptr_array_set_size (self->engaged, 0);
  g_ptr_array_set_size (self->exhausted_ok, 0);
  add_side_rows (self, &row, b, b->attacker);
  add_side_rows (self, &row, b, defender_of (b));
  gtk_check_button_set_active (self->last_day_check, FALSE);
  /* a new battle or day: the winner proposed again */
  gtk_check_button_set_active (self->town_check, FALSE);
  propose_winner (self);
}

static void
append_item (GString *s, const char *item)
{
  g_string_append_printf (s, "%s%s", s->len > 0 ? "," : "", item);
}

/* Each side's night (Campaign 9.58), unless the battle ends with the day. */
static void
set_nights (HdCampaignBattlesPanel *self, HdCampaignAction *a)
{
  if (gtk_check_button_get_active (self->last_day_check))
    return;
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      g_autofree char *night = g_strdup_printf ("%s-night", hd_side_to_string (side));
      g_autofree char *to = g_strdup_printf ("%s-to", hd_side_to_string (side));
      guint box = self->night[side] != NULL ? chosen_box (self->night[side], self->night_ids[side], 1) : HD_CAMPAIGN_NO_BOX;

      hd_campaign_action_set (a, night, box == HD_CAMPAIGN_NO_BOX ? "stay" : "withdraw");
      if (box != HD_CAMPAIGN_NO_BOX)
        hd_campaign_panel_set_box (HD_CAMPAIGN_PANEL (self), a, to, box);
    }
}

/* battle-day's arguments from the grid: the losses (the strength lost,
 * stand by stand), the divisions' states, engaged and exhausted without
 * collapse, each side's night. */
static HdCampaignAction *
day_action (HdCampaignBattlesPanel *self)
{
  const HdCampaignView *v = view_of (self);
  HdCampaignAction *a = battle_action (self, "battle-day");
  g_autoptr(GString) losses = g_string_new (NULL), states = g_string_new (NULL);
  g_autoptr(GString) engaged = g_string_new (NULL), ok = g_string_new (NULL);

  for (guint i = 0; i < self->stand_ids->len; i++)
    {
      const HdCampaignStand *st = hd_campaign_view_lookup_stand (v, g_array_index (self->stand_ids, guint, i));
      guint left = (guint) gtk_spin_button_get_value_as_int (g_ptr_array_index (self->stand_spins, i));
      g_autofree char *item = NULL;

      if (st == NULL || left >= st->sp)
        continue;
      item = g_strdup_printf ("%u:%u", st->id, st->sp - left);
      append_item (losses, item);
    }
  for (guint i = 0; i < self->division_ids->len; i++)
    {
      guint id = g_array_index (self->division_ids, guint, i);
      guint state = gtk_drop_down_get_selected (g_ptr_array_index (self->states, i));
      g_autofree char *item = g_strdup_printf ("%u:%s", id, hd_campaign_division_state_to_string (state));
      g_autofree char *number = g_strdup_printf ("%u", id);

      append_item (states, item);
      if (gtk_check_button_get_active (g_ptr_array_index (self->engaged, i)))
        append_item (engaged, number);
      if (gtk_check_button_get_active (g_ptr_array_index (self->exhausted_ok, i)))
        append_item (ok, number);
    }
  if (losses->len > 0)
    hd_campaign_action_set (a, "losses", losses->str);
  if (states->len > 0)
    hd_campaign_action_set (a, "states", states->str);
  if (engaged->len > 0)
    hd_campaign_action_set (a, "engaged", engaged->str);
  if (ok->len > 0)
    hd_campaign_action_set (a, "exhausted-ok", ok->str);
  set_nights (self, a);
  return a;
}

static void
show_table (HdCampaignBattlesPanel *self, const HdCampaignBattleInfo *b)
{
  const char *box = hd_campaign_panel_box_name (HD_CAMPAIGN_PANEL (self), b->box);
  /* TRANSLATORS: %1$u is the day of the battle being entered, %2$s the box */
  g_autofree char *day = g_strdup_printf (_("Day %1$u at %2$s: type each stand's strength at the day's end"),
                                          b->day + 1, box);
  g_autofree char *text = b->closed
    ? g_strdup_printf (_("The fighting at %s is over: enter the battle's end."), box)
    : g_strdup_printf (_("The battle of %s goes to the table: print its sheet for the players, then enter each "
                         "day's results as they come back (Campaign 9.5)."), box);

  hd_rule_links_set_text (self->detail, text);
  gtk_label_set_text (self->day_label, day);
  gtk_widget_set_visible (GTK_WIDGET (self->day_label), !b->closed);
  gtk_widget_set_visible (GTK_WIDGET (self->day_grid), !b->closed);
  gtk_widget_set_visible (GTK_WIDGET (self->last_day_check), !b->closed);
  gtk_widget_set_visible (self->day_button, !b->closed);
  gtk_widget_set_visible (self->end_box, b->closed);
  build_grid (self, b);
  sync_loser (self);
}

/* ------------------------------------------------------------ promotions */

/* "Promote 1st Division (Green), after Manassas". */
static char *
pick_label (HdCampaignBattlesPanel *self, const HdCampaignPromotionPick *p)
{
  const HdCampaignView *v = view_of (self);
  const HdCampaignFormation *d = hd_campaign_view_lookup_formation (v, p->division);
  g_autofree char *name = d != NULL ? hd_campaign_formation_get_label (d) : g_strdup ("?");
  HdCampaignBattleInfo b;

  if (!hd_campaign_view_get_battle (v, p->battle, &b))
    b.box = HD_CAMPAIGN_NO_BOX;
  /* TRANSLATORS: %1$s a division, %2$s its status now, %3$s the battle's box (Campaign 10.32) */
  return g_strdup_printf (_("Promote %1$s (%2$s), after %3$s"), name, hd_status_get_label (p->from),
                          hd_campaign_panel_box_name (HD_CAMPAIGN_PANEL (self), b.box));
}

/* The combat promotions the engine lists for the player (Campaign 10.32): a button
 * for each one that may be made, and the reason for each that may not. */
static void
sync_combat_picks (HdCampaignBattlesPanel *self, const GArray *picks, GString *why)
{
  g_autoptr(GArray) targets = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < picks->len; i++)
    {
      const HdCampaignPromotionPick *p = &g_array_index (picks, HdCampaignPromotionPick, i);

      if (p->battle == 0)
        continue;
      if (p->eligible)
        {
          g_array_append_val (targets, p->division);
          g_ptr_array_add (labels, pick_label (self, p));
        }
      else if (why->len < 800)
        g_string_append_printf (why, "%s\n", p->reason);
    }
  hd_panel_sync_buttons (self->promote_buttons, "campaign-battles.promote-division", (guint *) targets->data,
                         (const char * const *) labels->pdata, targets->len);
}

/* The divisions the player may train (Campaign 10.31), in the drop-down; the one
 * chosen is kept while it may still be trained. */
static void
sync_training (HdCampaignBattlesPanel *self, const GArray *picks)
{
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  guint chosen = gtk_drop_down_get_selected (self->train_dropdown);
  guint keep = chosen < self->train_ids->len ? g_array_index (self->train_ids, guint, chosen) : HD_CAMPAIGN_NONE;

  for (guint i = 0; i < picks->len; i++)
    {
      const HdCampaignPromotionPick *p = &g_array_index (picks, HdCampaignPromotionPick, i);
      const HdCampaignFormation *d = hd_campaign_view_lookup_formation (view_of (self), p->division);

      if (p->battle != 0 || !p->eligible || d == NULL)
        continue;
      g_array_append_val (ids, p->division);
      g_ptr_array_add (names, hd_campaign_formation_get_label (d));
    }
  gtk_widget_set_visible (self->train_row, ids->len > 0);
  if (ids->len == self->train_ids->len &&
      (ids->len == 0 || memcmp (ids->data, self->train_ids->data, ids->len * sizeof (guint)) == 0))
    return;
  g_ptr_array_add (names, NULL);
  self->syncing = TRUE;
  g_array_set_size (self->train_ids, 0);
  g_array_append_vals (self->train_ids, ids->data, ids->len);
  gtk_string_list_splice (self->train_list, 0, g_list_model_get_n_items (G_LIST_MODEL (self->train_list)),
                          (const char * const *) names->pdata);
  gtk_drop_down_set_selected (self->train_dropdown, 0);
  for (guint i = 0; i < ids->len; i++)
    if (g_array_index (ids, guint, i) == keep)
      gtk_drop_down_set_selected (self->train_dropdown, i);
  self->syncing = FALSE;
}

/* The picks left to make (Campaign 10.32), for the heading. */
static guint
picks_left (HdCampaignBattlesPanel *self, HdSide side)
{
  g_autoptr(GArray) battles = hd_campaign_view_list_battles (view_of (self));
  guint n = 0;

  for (guint i = 0; i < battles->len; i++)
    n += g_array_index (battles, HdCampaignBattleInfo, i).picks[side];
  return n;
}

static void
show_promotions (HdCampaignBattlesPanel *self)
{
  HdSide side = hd_campaign_view_get_player (view_of (self));
  g_autoptr(GArray) picks = hd_campaign_view_promotion_picks (view_of (self), side);
  g_autoptr(GString) why = g_string_new (NULL);
  guint left = picks_left (self, side);

  if (left > 0)
    {
      /* TRANSLATORS: %u combat promotions left to pick (Campaign 10.32) */
      g_autofree char *text = g_strdup_printf (ngettext ("Combat promotion (Campaign 10.32): %u division to pick, "
                                                         "each one status up.",
                                                         "Combat promotion (Campaign 10.32): %u divisions to pick, "
                                                         "each one status up.", left), left);
      hd_rule_links_set_text (self->promote_label, text);
    }
  else
    hd_rule_links_set_text (self->promote_label, _("No combat promotion is left to pick this turn (Campaign 10.32)."));
  sync_combat_picks (self, picks, why);
  g_strchomp (why->str);
  why->len = strlen (why->str);
  hd_rule_links_set_text (self->not_eligible, why->str);
  gtk_widget_set_visible (GTK_WIDGET (self->not_eligible), why->len > 0);
  hd_rule_links_set_text (self->train_label, _("Promotion by training (Campaign 10.31): two divisions a side, "
                                               "Green to Trained, morale one up:"));
  sync_training (self, picks);
}

/* ------------------------------------------------------------ actions */

static void
action_withdraw (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  HdCampaignBattlesPanel *self = HD_CAMPAIGN_BATTLES_PANEL (widget);
  g_autoptr(HdCampaignAction) a = battle_action (self, "withdraw");

  hd_campaign_panel_set_box (HD_CAMPAIGN_PANEL (self), a, "to", g_variant_get_uint32 (param));
  apply (self, a);
}

static void
action_fight (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  HdCampaignBattlesPanel *self = HD_CAMPAIGN_BATTLES_PANEL (widget);
  g_autoptr(HdCampaignAction) a = battle_action (self, "fight");

  apply (self, a);
}

static void
action_day (GtkWidget  *widget,
            const char *name,
            GVariant   *param)
{
  HdCampaignBattlesPanel *self = HD_CAMPAIGN_BATTLES_PANEL (widget);
  g_autoptr(HdCampaignAction) a = day_action (self);

  apply (self, a);
}

static void
action_end_battle (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  HdCampaignBattlesPanel *self = HD_CAMPAIGN_BATTLES_PANEL (widget);
  g_autoptr(HdCampaignAction) a = battle_action (self, "battle-end");
  HdSide winner = chosen_winner (self);
  guint to = gtk_widget_get_visible (self->loser_row) ? chosen_box (self->loser_to, self->loser_ids, 0)
                                                      : HD_CAMPAIGN_NO_BOX;

  hd_campaign_action_set (a, "winner", winner == HD_SIDE_NEUTRAL ? "none" : hd_side_to_string (winner));
  hd_campaign_action_set (a, "holds-town", gtk_check_button_get_active (self->town_check) ? "yes" : "no");
  if (to != HD_CAMPAIGN_NO_BOX)
    hd_campaign_panel_set_box (HD_CAMPAIGN_PANEL (self), a, "to", to);
  apply (self, a);
}

static void
action_pick (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  HdCampaignBattlesPanel *self = HD_CAMPAIGN_BATTLES_PANEL (widget);
  gboolean train = g_str_equal (name, "campaign-battles.train");
  g_autoptr(HdCampaignAction) a = hd_campaign_action_new (train ? "train" : "promote-division");
  guint division = train ? (gtk_drop_down_get_selected (self->train_dropdown) < self->train_ids->len
                            ? g_array_index (self->train_ids, guint, gtk_drop_down_get_selected (self->train_dropdown))
                            : HD_CAMPAIGN_NONE)
                         : g_variant_get_uint32 (param);
  g_autoptr(GArray) picks = hd_campaign_view_promotion_picks (view_of (self), hd_campaign_view_get_player (view_of (self)));

  /* the battle of the pick made (Campaign 10.32) */
  for (guint i = 0; !train && i < picks->len; i++)
    {
      const HdCampaignPromotionPick *p = &g_array_index (picks, HdCampaignPromotionPick, i);
      if (p->battle != 0 && p->eligible && p->division == division)
        {
          hd_campaign_action_set_uint (a, "battle", p->battle);
          break;
        }
    }
  hd_campaign_action_set_uint (a, "division", division);
  apply (self, a);
}

static void
action_end_phase (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  g_autoptr(HdCampaignAction) a = hd_campaign_action_new ("end-phase");

  apply (HD_CAMPAIGN_BATTLES_PANEL (widget), a);
}

static HdCampaignSheet *
sheet_of (HdCampaignBattlesPanel *self)
{
  return self->battle != 0 ? hd_campaign_view_battle_sheet (view_of (self), self->battle) : NULL;
}

static void
action_print (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  HdCampaignBattlesPanel *self = HD_CAMPAIGN_BATTLES_PANEL (widget);
  g_autoptr(HdCampaignSheet) sheet = sheet_of (self);
  GtkRoot *root = gtk_widget_get_root (widget);

  if (sheet != NULL)
    hd_campaign_print_sheet (sheet, GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL);
}

static void
export_chosen (GtkNativeDialog        *dialog,
               int                     response,
               HdCampaignBattlesPanel *self)
{
  g_autoptr(GFile) file = response == GTK_RESPONSE_ACCEPT ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog)) : NULL;
  g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
  g_autoptr(HdCampaignSheet) sheet = path != NULL ? sheet_of (self) : NULL;
  g_autoptr(GError) error = NULL;

  if (sheet != NULL && !hd_campaign_print_export_pdf (sheet, path, NULL, &error))
    hd_segment_panel_refused (HD_SEGMENT_PANEL (self), error);
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
action_export (GtkWidget  *widget,
               const char *name,
               GVariant   *param)
{
  HdCampaignBattlesPanel *self = HD_CAMPAIGN_BATTLES_PANEL (widget);
  const HdCampaignBattleInfo *b = info_of (self);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkFileChooserNative *dialog;
  /* TRANSLATORS: the file name offered for a battle sheet's PDF; %s is the battle's box */
  g_autofree char *file = g_strdup_printf (_("Battle of %s.pdf"),
                                           b != NULL ? hd_campaign_panel_box_name (HD_CAMPAIGN_PANEL (self), b->box) : "");

  dialog = gtk_file_chooser_native_new (_("Export the Battle Sheet"), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), file);
  g_signal_connect (dialog, "response", G_CALLBACK (export_chosen), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* Which buttons may be used now: one place. */
static void
update_actions (HdCampaignBattlesPanel *self)
{
  gboolean contact = in_phase (self, HD_PHASE_BATTLE) && awaits (self, HD_CAMPAIGN_AWAITS_CONTACT) && self->battle != 0;
  gboolean table = in_phase (self, HD_PHASE_BATTLE) && awaits (self, HD_CAMPAIGN_AWAITS_BATTLE) && self->battle != 0;
  gboolean promotion = in_phase (self, HD_PHASE_PROMOTION);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign-battles.withdraw", contact);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign-battles.fight", contact);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign-battles.print", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign-battles.export", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign-battles.day", table && !self->info.closed);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign-battles.end-battle", table && self->info.closed);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign-battles.promote-division", promotion);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign-battles.train", promotion);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign-battles.end-phase",
                                 in_phase (self, HD_PHASE_BATTLE) || promotion);
}

/* ------------------------------------------------------------ showing */

static void
show_battle_phase (HdCampaignBattlesPanel *self)
{
  HdCampaignAwaited awaited = hd_campaign_view_get_awaited (view_of (self));
  gboolean contact = awaited.kind == HD_CAMPAIGN_AWAITS_CONTACT && awaited.battle != 0;
  /* with no battle left, the end of the phase is awaited */
  gboolean table = awaited.kind == HD_CAMPAIGN_AWAITS_BATTLE && awaited.battle != 0;
  const HdCampaignBattleInfo *b;

  if (self->battle != awaited.battle)
    g_array_set_size (self->rearguard, 0);
  self->battle = contact || table ? awaited.battle : 0;
  memset (&self->info, 0, sizeof self->info);
  b = info_of (self);
  gtk_widget_set_visible (self->contact_box, contact && b != NULL);
  gtk_widget_set_visible (self->table_box, table && b != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->end_button), !contact && !table);
  if (b == NULL)
    {
      hd_rule_links_set_text (self->detail, _("Every battle of this turn is resolved (Campaign 9)."));
      return;
    }
  if (contact)
    show_contact (self, b);
  else
    show_table (self, b);
}

/* Who won each battle of this Player Turn already resolved, and how,
 * as the engine says it (hd_campaign_view_battle_result), a line each. */
static void
show_results (HdCampaignBattlesPanel *self)
{
  g_autoptr(GArray) battles = hd_campaign_view_list_battles (view_of (self));
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < battles->len; i++)
    {
      g_autofree char *result = hd_campaign_view_battle_result (view_of (self),
                                                                g_array_index (battles, HdCampaignBattleInfo, i).id);
      if (result != NULL)
        g_string_append_printf (text, "%s%s", text->len > 0 ? "\n" : "", result);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->results_label), text->len > 0);
  hd_rule_links_set_text (self->results_label, text->str);
}

static void
panel_update (HdCampaignPanel *panel)
{
  HdCampaignBattlesPanel *self = HD_CAMPAIGN_BATTLES_PANEL (panel);
  gboolean battle = in_phase (self, HD_PHASE_BATTLE);
  gboolean promotion = in_phase (self, HD_PHASE_PROMOTION);

  if (!battle && !promotion)
    {
      self->battle = 0;
      memset (&self->info, 0, sizeof self->info);
      update_actions (self);
      return;
    }
  {
    HdSide side = hd_campaign_view_get_player (view_of (self));
    /* TRANSLATORS: %s is a side: "The Union Battle Phase" */
    g_autofree char *heading = g_strdup_printf (battle ? _("The %s Battle Phase") : _("The %s Promotion Phase"),
                                                hd_side_get_name (side));
    gtk_label_set_text (self->heading, heading);
  }
  gtk_widget_set_visible (self->promotion_box, promotion);
  gtk_widget_set_visible (GTK_WIDGET (self->detail), battle);
  show_results (self);
  gtk_button_set_label (self->end_button, battle ? _("End the Battle _Phase") : _("End the Promotion _Phase"));
  if (battle)
    show_battle_phase (self);
  else
    {
      gtk_widget_set_visible (self->contact_box, FALSE);
      gtk_widget_set_visible (self->table_box, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->end_button), TRUE);
      self->battle = 0;
      show_promotions (self);
    }
  update_actions (self);
}

/* What the umpire wants next: the withdrawal or the table, the day's
 * grid, the battle's end, the promotions, else the end of the phase. */
static GtkWidget *
panel_focus_target (HdSegmentPanel *panel,
                    gconstpointer   awaited)
{
  HdCampaignBattlesPanel *self = HD_CAMPAIGN_BATTLES_PANEL (panel);

  if (gtk_widget_get_visible (self->contact_box))
    return gtk_widget_get_visible (self->withdrawals) ? self->withdrawals : self->fight_button;
  if (gtk_widget_get_visible (self->table_box))
    return gtk_widget_get_visible (self->end_box) ? self->end_box : GTK_WIDGET (self->day_grid);
  if (gtk_widget_get_visible (self->promotion_box) && gtk_widget_get_first_child (self->promote_buttons) != NULL)
    return self->promote_buttons;
  if (gtk_widget_get_visible (self->promotion_box) && gtk_widget_get_visible (self->train_row))
    return self->train_row;
  return GTK_WIDGET (self->end_button);
}

static gboolean
panel_is_active (HdSegmentPanel *panel)
{
  HdCampaignBattlesPanel *self = HD_CAMPAIGN_BATTLES_PANEL (panel);

  return in_phase (self, HD_PHASE_BATTLE) || in_phase (self, HD_PHASE_PROMOTION);
}

/* ------------------------------------------------------------ the board */

static gboolean
panel_choose_box (HdSegmentPanel *panel,
                  guint            box)
{
  HdCampaignBattlesPanel *self = HD_CAMPAIGN_BATTLES_PANEL (panel);
  g_autoptr(GArray) boxes = NULL;
  HdCampaignCavalryTest test = { 0 };

  if (!awaits (self, HD_CAMPAIGN_AWAITS_CONTACT) || !cavalry_of (self, &test) || test.superiority)
    return FALSE;
  boxes = list_withdrawals (self);
  for (guint i = 0; i < boxes->len; i++)
    if (g_array_index (boxes, guint, i) == box)
      {
        g_autoptr(HdCampaignAction) a = battle_action (self, "withdraw");
        hd_campaign_panel_set_box (HD_CAMPAIGN_PANEL (panel), a, "to", box);
        apply (self, a);
        return TRUE;
      }
  return FALSE;
}

static char *
panel_explain_box (HdSegmentPanel *panel,
                   guint            box)
{
  HdCampaignBattlesPanel *self = HD_CAMPAIGN_BATTLES_PANEL (panel);
  g_autoptr(HdCampaignAction) a = NULL;
  g_autoptr(GError) error = NULL;

  if (!awaits (self, HD_CAMPAIGN_AWAITS_CONTACT))
    return NULL;
  a = battle_action (self, "withdraw");
  hd_campaign_panel_set_box (HD_CAMPAIGN_PANEL (panel), a, "to", box);
  if (hd_campaign_view_check (view_of (self), a, &error))
    return g_strdup (_("Choose it: the defender withdraws here before battle (Campaign 9)."));
  return NULL;
}

static void
panel_fill_marks (HdCampaignPanel *panel,
                  guint8          *marks)
{
  HdCampaignBattlesPanel *self = HD_CAMPAIGN_BATTLES_PANEL (panel);
  const HdCampaignBattleInfo *b = info_of (self);

  if (b == NULL || !in_phase (self, HD_PHASE_BATTLE))
    return;
  marks[b->box] = HD_MARK_FIGHT;
  if (awaits (self, HD_CAMPAIGN_AWAITS_CONTACT))
    {
      g_autoptr(GArray) boxes = list_withdrawals (self);
      for (guint i = 0; i < boxes->len; i++)
        marks[g_array_index (boxes, guint, i)] = HD_MARK_CHOICE;
    }
}

/* ------------------------------------------------------------ the class */

static void
hd_campaign_battles_panel_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), HD_TYPE_CAMPAIGN_BATTLES_PANEL);
  G_OBJECT_CLASS (hd_campaign_battles_panel_parent_class)->dispose (object);
}

static void
hd_campaign_battles_panel_finalize (GObject *object)
{
  HdCampaignBattlesPanel *self = HD_CAMPAIGN_BATTLES_PANEL (object);

  g_array_unref (self->rearguard);
  g_array_unref (self->rearguard_ids);
  g_array_unref (self->loser_ids);
  g_array_unref (self->train_ids);
  for (HdSide side = 0; side < HD_N_SIDES; side++)
    g_array_unref (self->night_ids[side]);
  g_free (self->grid_key);
  g_array_unref (self->stand_ids);
  g_ptr_array_unref (self->stand_spins);
  g_array_unref (self->division_ids);
  g_ptr_array_unref (self->states);
  g_ptr_array_unref (self->engaged);
  g_ptr_array_unref (self->exhausted_ok);
  G_OBJECT_CLASS (hd_campaign_battles_panel_parent_class)->finalize (object);
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
hd_campaign_battles_panel_class_init (HdCampaignBattlesPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  HdCampaignPanelClass *panel_class = HD_CAMPAIGN_PANEL_CLASS (klass);

  object_class->dispose = hd_campaign_battles_panel_dispose;
  object_class->finalize = hd_campaign_battles_panel_finalize;
  panel_class->update = panel_update;
  panel_class->fill_marks = panel_fill_marks;

  g_type_ensure (HD_TYPE_DIE_ROW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-campaign-battles-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, box);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, heading);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, detail);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, contact_box);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, withdraw_label);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, withdrawals);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, rearguard_box);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, rearguard_label);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, rearguard_to);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, rearguard_boxes);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, rearguard_row);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, fight_button);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, table_box);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, day_label);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, day_grid);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, last_day_check);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, day_button);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, end_box);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, town_check);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, results_label);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, winner_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, winner_note);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, loser_row);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, loser_to);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, loser_boxes);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, promotion_box);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, promote_label);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, promote_buttons);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, not_eligible);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, train_label);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, train_row);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, train_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, train_list);
  gtk_widget_class_bind_template_child (widget_class, HdCampaignBattlesPanel, end_button);
  gtk_widget_class_bind_template_callback (widget_class, rearguard_die);
  gtk_widget_class_bind_template_callback (widget_class, town_toggled);
  gtk_widget_class_bind_template_callback (widget_class, winner_changed);
  gtk_widget_class_install_action (widget_class, "campaign-battles.withdraw", "u", action_withdraw);
  gtk_widget_class_install_action (widget_class, "campaign-battles.fight", NULL, action_fight);
  gtk_widget_class_install_action (widget_class, "campaign-battles.print", NULL, action_print);
  gtk_widget_class_install_action (widget_class, "campaign-battles.export", NULL, action_export);
  gtk_widget_class_install_action (widget_class, "campaign-battles.day", NULL, action_day);
  gtk_widget_class_install_action (widget_class, "campaign-battles.end-battle", NULL, action_end_battle);
  gtk_widget_class_install_action (widget_class, "campaign-battles.promote-division", "u", action_pick);
  gtk_widget_class_install_action (widget_class, "campaign-battles.train", NULL, action_pick);
  gtk_widget_class_install_action (widget_class, "campaign-battles.end-phase", NULL, action_end_phase);
}

static void
hd_campaign_battles_panel_init (HdCampaignBattlesPanel *self)
{
  self->rearguard = g_array_new (FALSE, FALSE, sizeof (guint));
  self->rearguard_ids = g_array_new (FALSE, FALSE, sizeof (guint));
  self->loser_ids = g_array_new (FALSE, FALSE, sizeof (guint));
  self->train_ids = g_array_new (FALSE, FALSE, sizeof (guint));
  for (HdSide side = 0; side < HD_N_SIDES; side++)
    self->night_ids[side] = g_array_new (FALSE, FALSE, sizeof (guint));
  self->stand_ids = g_array_new (FALSE, FALSE, sizeof (guint));
  self->stand_spins = g_ptr_array_new ();
  self->division_ids = g_array_new (FALSE, FALSE, sizeof (guint));
  self->states = g_ptr_array_new ();
  self->engaged = g_ptr_array_new ();
  self->exhausted_ok = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
hd_campaign_battles_panel_new (void)
{
  return g_object_new (HD_TYPE_CAMPAIGN_BATTLES_PANEL, NULL);
}

void
hd_campaign_battles_panel_set_game (HdCampaignBattlesPanel *self,
                                    HdCampaignGame         *game,
                                    const HdCampaignViewer *viewer)
{
  hd_campaign_panel_set_game (HD_CAMPAIGN_PANEL (self), game, viewer);
}
