/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-leaders-box.c: the leaders' choices in the window (Advanced 8.2).
 * The engine (hd-leader) says where a leader may be placed, where it may
 * march alone and which units it may go with; this box offers them in one
 * drop-down and applies the one chosen.  Its skeleton is a template
 * (hd-leaders-box.ui); its button is the action leaders.go, enabled in
 * hd_leaders_box_update(); a refusal is emitted as "refused".  The panel
 * that holds it calls hd_leaders_box_update() when the game changes. */
#define G_LOG_DOMAIN "hd-leaders-box"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-describe.h"
#include "hd-action.h"
#include "hd-leader.h"
#include "hd-leaders-box.h"
#include "hd-rule-links.h"

struct _HdLeadersBox
{
  GtkWidget    parent_instance;

  GtkWidget   *box;
  GtkLabel    *heading;
  GtkLabel    *explanation;
  GtkDropDown *choice_drop;
  GtkWidget   *go_button;

  HdGame      *game;
  GArray      *choices;   /* HdAction, in the drop-down's order */
};

G_DEFINE_FINAL_TYPE (HdLeadersBox, hd_leaders_box, GTK_TYPE_WIDGET)

enum { REFUSED, N_SIGNALS };
static guint signals[N_SIGNALS];

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

static const char *
box_name (const HdState *s, guint box)
{
  return hd_map_get_box (hd_state_get_map (s), box)->name;
}

/* The leader due: a box holding friendly units for each choice. */
static void
placement_choices (HdLeadersBox *self, const HdState *s, HdLeader leader, GStrvBuilder *names)
{
  g_autoptr(GArray) boxes = hd_leader_place_boxes (s, leader);

  for (guint i = 0; i < boxes->len; i++)
    {
      HdAction a = { .type = HD_ACTION_PLACE_LEADER, .leader = leader, .box = g_array_index (boxes, guint, i) };
      g_array_append_val (self->choices, a);
      g_strv_builder_add (names, box_name (s, a.box));
    }
}

/* The player's leaders on the board: their marches alone and the units
 * they may go with. */
static void
move_choices (HdLeadersBox *self, const HdState *s, GStrvBuilder *names)
{
  for (HdLeader l = 0; l < HD_N_LEADERS; l++)
    {
      g_autoptr(GArray) boxes = NULL;
      g_autoptr(GArray) units = NULL;

      if (hd_leader_get_side (l) != hd_state_get_player (s) || hd_leader_get_box (s, l) == HD_NO_BOX)
        continue;
      units = hd_leader_follow_units (s, l);
      for (guint i = 0; i < units->len; i++)
        {
          guint id = g_array_index (units, guint, i);
          const HdBoardUnit *bu = hd_state_get_unit (s, (guint) hd_state_find_unit_by_id (s, id));
          HdAction a = { .type = HD_ACTION_LEAD_WITH, .leader = l, .unit = id };
          g_autofree char *unit = hd_describe_unit (s, id);
          /* TRANSLATORS: Advanced 8.2.1, e.g. "Lee: with Vi to Manassas Junction" ("Vi #12" only where two such
           * units stand together) */
          g_autofree char *text = g_strdup_printf (_("%s: with %s to %s"), hd_leader_get_name (l), unit,
                                                   box_name (s, bu->box));
          g_array_append_val (self->choices, a);
          g_strv_builder_add (names, text);
        }
      boxes = hd_leader_march_boxes (s, l);
      for (guint i = 0; i < boxes->len; i++)
        {
          HdAction a = { .type = HD_ACTION_LEAD, .leader = l, .to = g_array_index (boxes, guint, i) };
          /* TRANSLATORS: Advanced 8.2.1, a leader's march alone, e.g. "Lee: alone to Richmond (march 1 of 2)" */
          g_autofree char *text = g_strdup_printf (_("%s: alone to %s (march %u of 2)"), hd_leader_get_name (l),
                                                   box_name (s, a.to), hd_leader_get_marches (s, l) + 1);
          g_array_append_val (self->choices, a);
          g_strv_builder_add (names, text);
        }
    }
}

gboolean
hd_leaders_box_is_due (HdLeadersBox *self)
{
  g_return_val_if_fail (HD_IS_LEADERS_BOX (self), FALSE);
  return self->game != NULL && hd_action_get_awaited (hd_game_get_state (self->game)).kind == HD_AWAITED_LEADER;
}

gboolean
hd_leaders_box_update (HdLeadersBox *self)
{
  const HdState *s;
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_auto(GStrv) strings = NULL;
  int due;

  g_return_val_if_fail (HD_IS_LEADERS_BOX (self), FALSE);
  g_array_set_size (self->choices, 0);
  s = self->game != NULL ? hd_game_get_state (self->game) : NULL;
  /* placed when the engine asks for him (hd_action_get_awaited) */
  if (s != NULL)
    {
      HdAwaited owed = hd_action_get_awaited (s);
      due = owed.kind == HD_AWAITED_LEADER ? owed.which : -1;
    }
  else
    due = -1;
  if (due >= 0)
    {
      HdSide side = hd_leader_get_side (due);
      /* TRANSLATORS: Advanced 8.2, e.g. "Lee comes onto the board: place him in a box holding Confederate units." */
      g_autofree char *text = g_strdup_printf (_("%s comes onto the board (value %u): place him in a box holding %s "
                                                 "units (Advanced 8.2)."),
                                               hd_leader_get_name (due), hd_leader_get_value (s, due),
                                               hd_side_get_name (side));
      placement_choices (self, s, due, names);
      hd_rule_links_set_text (self->explanation, text);
      gtk_button_set_label (GTK_BUTTON (self->go_button), _("_Place Leader"));
    }
  else if (s != NULL && hd_state_get_segment (s) == HD_SEGMENT_MOVEMENT && !hd_battle_in_progress (s))
    {
      move_choices (self, s, names);
      hd_rule_links_set_text (self->explanation,
                              _("A leader goes with a unit that has left his box, at no cost, or marches alone one box "
                                "along a line, twice a turn at most (Advanced 8.2.1)."));
      gtk_button_set_label (GTK_BUTTON (self->go_button), _("_Move Leader"));
    }
  strings = g_strv_builder_end (names);
  sync_strings (self->choice_drop, (const char * const *) strings);
  gtk_widget_set_visible (GTK_WIDGET (self), self->choices->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "leaders.go", self->choices->len > 0);
  return self->choices->len > 0;
}

static void
action_go (GtkWidget *widget, const char *name, GVariant *param)
{
  HdLeadersBox *self = HD_LEADERS_BOX (widget);
  guint i = gtk_drop_down_get_selected (self->choice_drop);
  g_autoptr(GError) error = NULL;

  if (self->game == NULL || i >= self->choices->len)
    return;
  if (!hd_log_apply (HD_LOG (self->game), &g_array_index (self->choices, HdAction, i), &error))
    g_signal_emit (self, signals[REFUSED], 0, error->message);
}

void
hd_leaders_box_set_game (HdLeadersBox *self,
                         HdGame       *game)
{
  g_return_if_fail (HD_IS_LEADERS_BOX (self));
  g_set_object (&self->game, game);
  hd_leaders_box_update (self);
}

static void
hd_leaders_box_dispose (GObject *object)
{
  HdLeadersBox *self = HD_LEADERS_BOX (object);

  g_clear_object (&self->game);
  g_clear_pointer (&self->choices, g_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), HD_TYPE_LEADERS_BOX);
  G_OBJECT_CLASS (hd_leaders_box_parent_class)->dispose (object);
}

static void
hd_leaders_box_class_init (HdLeadersBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_leaders_box_dispose;
  /* An action refused, with the engine's message (rule and reason). */
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, G_TYPE_STRING);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  /* a container: what it holds speaks, it says nothing itself (not its class) */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-leaders-box.ui");
  gtk_widget_class_bind_template_child (widget_class, HdLeadersBox, box);
  gtk_widget_class_bind_template_child (widget_class, HdLeadersBox, heading);
  gtk_widget_class_bind_template_child (widget_class, HdLeadersBox, explanation);
  gtk_widget_class_bind_template_child (widget_class, HdLeadersBox, choice_drop);
  gtk_widget_class_bind_template_child (widget_class, HdLeadersBox, go_button);
  gtk_widget_class_install_action (widget_class, "leaders.go", NULL, action_go);
}

static void
hd_leaders_box_init (HdLeadersBox *self)
{
  self->choices = g_array_new (FALSE, FALSE, sizeof (HdAction));
  gtk_widget_init_template (GTK_WIDGET (self));
}
