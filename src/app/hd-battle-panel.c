/* hd-battle-panel.c: the Combat Segment's controls.  The engine (hd-battle)
 * checks every target, die, retreat and reinforcement and computes the
 * odds; this panel shows the battle, keeps the targets and the dice the
 * players type for the current part of the round, and applies actions. */
#define G_LOG_DOMAIN "hd-battle-panel"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "hd-action.h"
#include "hd-battle.h"
#include "hd-battle-panel.h"
#include "hd-segment-panel.h"
#include "hd-panel-util.h"
#include "hd-recruitment.h"

typedef enum {
  CHOOSING_NOTHING,
  CHOOSING_RETREAT,
  CHOOSING_WITHDRAWAL,
} Choosing;

struct _HdBattlePanel
{
  GtkWidget     parent_instance;

  GtkWidget    *content;
  GtkWidget    *odds_label;
  HdGame       *game;
  gulong        changed_id;
  HdBoardView  *board;

  char         *step_key;    /* the battle, round and side the shots are for */
  HdShot        shots[HD_MAX_SHOTS];
  guint         n_shots;
  guint         n_typed;
  Choosing      choosing;
  gboolean      promotion_declined;
  double        odds;        /* < 0: being computed */
  guint         odds_serial;
  GCancellable *cancellable;
};

static void segment_panel_init (HdSegmentPanelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (HdBattlePanel, hd_battle_panel, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (HD_TYPE_SEGMENT_PANEL, segment_panel_init))


static void refresh (HdBattlePanel *self);

static const HdState *
state_of (HdBattlePanel *self)
{
  return self->game != NULL ? hd_game_get_state (self->game) : NULL;
}

static gboolean
active (HdBattlePanel *self)
{
  const HdState *s = state_of (self);
  return s != NULL && !hd_state_is_over (s) && hd_state_get_segment (s) == HD_SEGMENT_COMBAT;
}


/* "Vi #12, reduced, entrenched" */
static char *
unit_text (const HdState *s, guint id)
{
  int i = hd_state_find_unit_by_id (s, id);
  const HdBoardUnit *bu;
  GString *out;

  if (i < 0)
    return g_strdup_printf (_("#%u (gone)"), id);
  bu = hd_state_get_unit (s, (guint) i);
  out = g_string_new (NULL);
  g_string_append_printf (out, "%s #%u", hd_unit_kind_get_code (bu->unit.kind), id);
  if (bu->unit.reduced)
    g_string_append (out, _(", reduced"));
  if (bu->unit.entrenched)
    g_string_append (out, _(", entrenched"));
  if (hd_battle_unit_crossing_counts (s, id))
    g_string_append (out, _(", crossed the river"));
  if (bu->move.invaded)
    g_string_append (out, _(", landed from the sea"));
  return g_string_free (out, FALSE);
}

static gboolean
apply (HdBattlePanel *self, const HdAction *a)
{
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return FALSE;
  if (!hd_game_apply (self->game, a, &error))
    {
      hd_segment_panel_refused (HD_SEGMENT_PANEL (self), error->message);
      return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------- the odds */

/* Battles sampled when one is too big for exact odds. */
#define ODDS_SAMPLES 20000

static void
odds_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  HdState *copy = data;
  double *p = g_new (double, 2);

  /* p[1]: 0 exact; else the battles sampled (too big to work out) */
  p[0] = hd_battle_attacker_wins_cancellable (copy, cancellable);
  p[1] = 0;
  if (p[0] < 0)
    {
      p[1] = ODDS_SAMPLES;
      p[0] = hd_battle_monte_carlo (copy, ODDS_SAMPLES, 1861);
    }
  if (g_cancellable_is_cancelled (cancellable))
    {
      g_free (p);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "cancelled");
      return;
    }
  g_task_return_pointer (task, p, g_free);
}

static void
odds_done (GObject *source, GAsyncResult *result, gpointer data)
{
  HdBattlePanel *self = HD_BATTLE_PANEL (source);
  g_autofree double *p = g_task_propagate_pointer (G_TASK (result), NULL);

  if (p == NULL || GPOINTER_TO_UINT (data) != self->odds_serial)
    return;
  self->odds = p[0];
  if (self->odds_label != NULL)
    {
      const HdState *s = state_of (self);
      g_autofree char *text = NULL;
      if (p[1] == 0)
        /* TRANSLATORS: the exact chance the attacker wins (5.0), e.g. "Confederate attacker wins: 24.9%" */
        text = g_strdup_printf (_("%s attacker wins: %.1f%%  ·  defender: %.1f%%"),
                                hd_side_get_name (hd_battle_get_attacker (s)), 100 * self->odds,
                                100 * (1 - self->odds));
      else
        /* TRANSLATORS: a battle too big for exact odds; the chance from %u sampled battles */
        text = g_strdup_printf (_("%s attacker wins: about %.0f%%, from %u battles played out at random (too "
                                  "many units to work the odds out exactly)"),
                                hd_side_get_name (hd_battle_get_attacker (s)), 100 * self->odds, (guint) p[1]);
      gtk_label_set_text (GTK_LABEL (self->odds_label), text);
    }
}

static void
start_odds (HdBattlePanel *self)
{
  g_autoptr(GTask) task = NULL;

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  self->odds = -1;
  self->odds_serial++;
  task = g_task_new (self, self->cancellable, odds_done, GUINT_TO_POINTER (self->odds_serial));
  g_task_set_task_data (task, hd_state_copy (state_of (self)), (GDestroyNotify) hd_state_free);
  g_task_run_in_thread (task, odds_thread);
}

double
hd_battle_panel_get_odds (HdBattlePanel *self)
{
  g_return_val_if_fail (HD_IS_BATTLE_PANEL (self), -1);
  return self->odds;
}

/* ------------------------------------------------------------ the shots */

static char *
step_key (const HdState *s)
{
  g_autoptr(GArray) f = hd_battle_get_units (s, hd_battle_get_firing_side (s));
  g_autoptr(GArray) e = hd_battle_get_units (s, hd_side_get_enemy (hd_battle_get_firing_side (s)));
  return g_strdup_printf ("%u/%u/%d/%u/%u", hd_battle_get_box (s), hd_battle_get_round (s),
                          hd_battle_get_firing_side (s), f->len, e->len);
}

static void
reset_shots_if_needed (HdBattlePanel *self)
{
  const HdState *s = state_of (self);
  g_autofree char *key = NULL;

  if (!hd_battle_in_progress (s))
    {
      g_clear_pointer (&self->step_key, g_free);
      self->n_shots = 0;
      self->n_typed = 0;
      return;
    }
  key = step_key (s);
  if (g_strcmp0 (key, self->step_key) == 0)
    return;
  g_free (self->step_key);
  self->step_key = g_steal_pointer (&key);
  self->n_shots = hd_battle_default_targets (s, self->shots);
  self->n_typed = 0;
  self->choosing = CHOOSING_NOTHING;
}

guint
hd_battle_panel_get_n_shots (HdBattlePanel *self)
{
  g_return_val_if_fail (HD_IS_BATTLE_PANEL (self), 0);
  return self->n_shots;
}

gboolean
hd_battle_panel_type_die (HdBattlePanel *self,
                          guint          die)
{
  g_return_val_if_fail (HD_IS_BATTLE_PANEL (self), FALSE);
  if (!active (self) || !hd_battle_in_progress (state_of (self)) || self->n_typed >= self->n_shots ||
      die < 1 || die > 6)
    return FALSE;
  self->shots[self->n_typed++].die = die;
  if (self->n_typed == self->n_shots)
    return hd_battle_panel_fire (self, FALSE);
  refresh (self);
  return TRUE;
}

gboolean
hd_battle_panel_fire (HdBattlePanel *self,
                      gboolean       roll_for_me)
{
  HdAction a = { .type = HD_ACTION_FIRE };

  g_return_val_if_fail (HD_IS_BATTLE_PANEL (self), FALSE);
  if (!active (self) || !hd_battle_in_progress (state_of (self)))
    return FALSE;
  if (roll_for_me)
    for (guint k = self->n_typed; k < self->n_shots; k++)
      self->shots[k].die = (guint) g_random_int_range (1, 7);
  else if (self->n_typed < self->n_shots)
    return FALSE;
  memcpy (a.shots, self->shots, sizeof a.shots);
  a.n_shots = self->n_shots;
  if (!apply (self, &a))
    {
      self->n_typed = 0;   /* the targets stand; the dice are typed again */
      refresh (self);
      return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------- the log */

/* The battle round by round, from the game's own log. */
char *
hd_battle_panel_get_log (HdBattlePanel *self)
{
  GString *out = g_string_new (NULL);
  HdMap *map;
  guint n, start = G_MAXUINT;
  g_autoptr(HdState) st = NULL;

  g_return_val_if_fail (HD_IS_BATTLE_PANEL (self), NULL);
  if (self->game == NULL)
    return g_string_free (out, FALSE);
  n = hd_game_get_n_actions (self->game);
  for (guint i = n; i-- > 0;)
    {
      HdAction a;
      hd_game_get_action (self->game, i, &a);
      if (a.type == HD_ACTION_BATTLE)
        {
          start = i;
          break;
        }
    }
  if (start == G_MAXUINT)
    return g_string_free (out, FALSE);
  st = hd_game_replay (self->game, start);
  map = hd_state_get_map (st);
  for (guint i = start; i < n; i++)
    {
      HdAction action;
      const HdAction *a = &action;

      hd_game_get_action (self->game, i, &action);

      switch (a->type)
        {
        case HD_ACTION_BATTLE:
          g_string_append_printf (out, _("The battle of %s begins."), hd_map_get_box (map, a->box)->name);
          g_string_append_c (out, '\n');
          break;
        case HD_ACTION_FIRE:
          {
            /* TRANSLATORS: e.g. "Round 2, Union fire:" */
            g_string_append_printf (out, _("Round %u, %s fire:"), hd_battle_get_round (st),
                                    hd_side_get_name (hd_battle_get_firing_side (st)));
            for (guint k = 0; k < a->n_shots; k++)
              {
                HdShotNeed need;
                g_autofree char *sh = unit_text (st, a->shots[k].shooter);
                g_autofree char *tg = unit_text (st, a->shots[k].target);
                gboolean known = hd_battle_shot_need (st, a->shots[k].shooter, a->shots[k].target, &need);
                g_string_append_printf (out, "\n  %s → %s: ", sh, tg);
                /* TRANSLATORS: a shot's die and its result */
                g_string_append_printf (out, known && (int) a->shots[k].die <= need.value ? _("%u, a hit")
                                                                                          : _("%u, a miss"),
                                        a->shots[k].die);
              }
            g_string_append_c (out, '\n');
            break;
          }
        case HD_ACTION_REINFORCE:
          {
            g_autofree char *u = unit_text (st, a->unit);
            int index = hd_state_find_unit_by_id (st, a->unit);
            g_string_append_printf (out, _("Reinforcement: %s from %s."), u,
                                    index >= 0 ? hd_map_get_box (map, hd_state_get_unit (st, (guint) index)->box)->name
                                               : "?");
            g_string_append_c (out, '\n');
            break;
          }
        case HD_ACTION_RETREAT:
          g_string_append_printf (out, _("The %s army retreats to %s."), hd_side_get_name (hd_battle_get_firing_side (st)),
                                  hd_map_get_box (map, a->to)->name);
          g_string_append_c (out, '\n');
          break;
        case HD_ACTION_WITHDRAW:
          g_string_append_printf (out, _("The defending cavalry withdraws to %s."), hd_map_get_box (map, a->to)->name);
          g_string_append_c (out, '\n');
          break;
        case HD_ACTION_PROMOTE:
          {
            g_autofree char *u = unit_text (st, a->unit);
            g_string_append_printf (out, _("Promoted after the victory: %s."), u);
            g_string_append_c (out, '\n');
            break;
          }
        default:
          break;
        }
      if (!hd_action_apply (a, st, NULL))
        break;
      if (!hd_battle_in_progress (st) && a->type == HD_ACTION_FIRE)
        {
          g_string_append (out, _("The battle is over."));
          g_string_append_c (out, '\n');
        }
    }
  return g_string_free (out, FALSE);
}

/* ---------------------------------------------------------------- view */



static void
action_given (gpointer panel, const HdAction *action)
{
  apply (HD_BATTLE_PANEL (panel), action);
}

static void
no_promotion (HdBattlePanel *self)
{
  self->promotion_declined = TRUE;
  refresh (self);
}


static void
way_out_clicked (GtkButton *b, HdBattlePanel *self)
{
  HdAction a = { 0 };

  a.type = self->choosing == CHOOSING_WITHDRAWAL ? HD_ACTION_WITHDRAW : HD_ACTION_RETREAT;
  a.to = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (b), "box"));
  self->choosing = CHOOSING_NOTHING;
  apply (self, &a);
}

static void
choose_mode (GtkButton *b, HdBattlePanel *self)
{
  Choosing c = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (b), "choosing"));
  self->choosing = self->choosing == c ? CHOOSING_NOTHING : c;
  refresh (self);
}

static gboolean
refresh_later (gpointer data)
{
  refresh (HD_BATTLE_PANEL (data));
  return G_SOURCE_REMOVE;
}

static void
target_changed (GtkDropDown *dd, GParamSpec *pspec, HdBattlePanel *self)
{
  guint nth = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dd), "nth"));
  GArray *ids = g_object_get_data (G_OBJECT (dd), "ids");
  guint sel = gtk_drop_down_get_selected (dd);

  if (ids == NULL || sel >= ids->len || nth >= self->n_shots)
    return;
  if (self->shots[nth].target == g_array_index (ids, guint, sel))
    return;
  self->shots[nth].target = g_array_index (ids, guint, sel);
  /* refreshed later, not inside the drop-down's own signal */
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, refresh_later, g_object_ref (self), g_object_unref);
}

static void
fire_clicked (GtkButton *b, HdBattlePanel *self)
{
  hd_battle_panel_fire (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (b), "roll")));
}

static void
clear_dice (HdBattlePanel *self)
{
  self->n_typed = 0;
  refresh (self);
}

static void
default_targets (HdBattlePanel *self)
{
  self->n_shots = hd_battle_default_targets (state_of (self), self->shots);
  self->n_typed = 0;
  refresh (self);
}

static void
update_marks (HdBattlePanel *self)
{
  const HdState *s = state_of (self);
  g_autofree guint8 *marks = NULL;
  guint n;

  if (self->board == NULL)
    return;
  if (!active (self))
    return;   /* the movement panel owns the marks outside combat */
  n = hd_map_get_n_boxes (hd_state_get_map (s));
  marks = g_new0 (guint8, n);
  if (!hd_battle_in_progress (s))
    {
      g_autoptr(GArray) battles = hd_state_get_battles (s);
      for (guint i = 0; i < battles->len; i++)
        marks[g_array_index (battles, guint, i)] = HD_MARK_BATTLE;
      hd_board_view_set_marks (self->board, -1, marks);
      return;
    }
  if (self->choosing != CHOOSING_NOTHING)
    {
      g_autoptr(GArray) boxes = self->choosing == CHOOSING_RETREAT ? hd_battle_retreat_boxes (s)
                                                                   : hd_battle_withdraw_boxes (s);
      for (guint i = 0; i < boxes->len; i++)
        marks[g_array_index (boxes, guint, i)] = HD_MARK_DESTINATION;
    }
  else
    {
      g_autoptr(GArray) ids = hd_battle_reinforcements (s);
      for (guint i = 0; i < ids->len; i++)
        {
          int index = hd_state_find_unit_by_id (s, g_array_index (ids, guint, i));
          marks[hd_state_get_unit (s, (guint) index)->box] = HD_MARK_DESTINATION;
        }
    }
  hd_board_view_set_marks (self->board, (int) hd_battle_get_box (s), marks);
}

static void
fill_no_battle (HdBattlePanel *self, const HdState *s)
{
  HdMap *map = hd_state_get_map (s);
  g_autoptr(GArray) battles = hd_state_get_battles (s);

  /* the promotion a battle won earns (6.0) */
  if (!self->promotion_declined)
    for (guint i = 0; i < hd_state_get_n_units (s); i++)
      {
        const HdBoardUnit *bu = hd_state_get_unit (s, i);
        if (!bu->move.in_battle || !hd_promotion_check (s, bu->id, NULL))
          continue;
        if (gtk_widget_get_first_child (self->content) == NULL)
          {
            GtkWidget *none = gtk_button_new_with_mnemonic (_("_No Promotion"));
            gtk_box_append (GTK_BOX (self->content),
                            hd_panel_label_new (_("A battle won: you may promote one unit that fought in it, one quality up "
                                         "(rule 6.0)."), "heading"));
            g_signal_connect_swapped (none, "clicked", G_CALLBACK (no_promotion), self);
            gtk_box_append (GTK_BOX (self->content), none);
          }
        {
          /* TRANSLATORS: a promotion, e.g. "Promote Mi #12 to Veteran Infantry" */
          g_autofree char *text = g_strdup_printf (_("Promote %s #%u to %s"), hd_unit_kind_get_code (bu->unit.kind),
                                                   bu->id,
                                                   hd_unit_kind_get_label (hd_unit_kind_from_parts (
                                                     hd_unit_kind_get_type (bu->unit.kind),
                                                     hd_unit_kind_get_quality (bu->unit.kind) + 1)));
          HdAction a = { .type = HD_ACTION_PROMOTE, .unit = bu->id };
          gtk_box_append (GTK_BOX (self->content), hd_panel_action_button (text, &a, action_given, self));
        }
      }

  if (battles->len == 0)
    {
      gtk_box_append (GTK_BOX (self->content), hd_panel_label_new (_("No battles left to fight."), "dim-label"));
      return;
    }
  gtk_box_append (GTK_BOX (self->content),
                  hd_panel_label_new (_("Battles to fight, one at a time, in the order you choose (rule 5.0): choose one "
                               "here or on the board."), "heading"));
  for (guint i = 0; i < battles->len; i++)
    {
      guint b = g_array_index (battles, guint, i);
      /* TRANSLATORS: a button that starts a battle, e.g. "Fight at Cairo" */
      g_autofree char *text = g_strdup_printf (_("Fight at %s"), hd_map_get_box (map, b)->name);
      HdAction a = { .type = HD_ACTION_BATTLE, .box = b };
      gtk_box_append (GTK_BOX (self->content), hd_panel_action_button (text, &a, action_given, self));
    }
}

static void
fill_line (HdBattlePanel *self, const HdState *s, HdSide side, gboolean attacking)
{
  g_autoptr(GArray) ids = hd_battle_get_units (s, side);
  /* TRANSLATORS: a battle line's heading, e.g. "Confederate, attacking" */
  g_autofree char *head = g_strdup_printf (attacking ? _("%s, attacking") : _("%s, defending"), hd_side_get_name (side));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

  gtk_widget_add_css_class (box, side == HD_SIDE_UNION ? "battle-line-union" : "battle-line-confederate");
  gtk_box_append (GTK_BOX (box), hd_panel_label_new (head, "heading"));
  for (guint i = 0; i < ids->len; i++)
    {
      g_autofree char *t = unit_text (s, g_array_index (ids, guint, i));
      gtk_box_append (GTK_BOX (box), hd_panel_label_new (t, NULL));
    }
  gtk_box_append (GTK_BOX (self->content), box);
}

static void
fill_battle (HdBattlePanel *self, const HdState *s)
{
  HdMap *map = hd_state_get_map (s);
  HdSide firing = hd_battle_get_firing_side (s), attacker = hd_battle_get_attacker (s);
  HdSide defender = hd_side_get_enemy (attacker);
  g_autofree char *title = g_strdup_printf (_("Battle of %s, round %u"),
                                            hd_map_get_box (map, hd_battle_get_box (s))->name, hd_battle_get_round (s));
  GtkWidget *badges = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gboolean invaded = FALSE, entrenched = FALSE;
  g_autoptr(GArray) enemy_ids = hd_battle_get_units (s, hd_side_get_enemy (firing));
  g_autoptr(GStrvBuilder) enemy_names = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;
  GtkWidget *grid = gtk_grid_new ();
  g_autofree char *fires = NULL;

  gtk_box_append (GTK_BOX (self->content), hd_panel_label_new (title, "title-4"));
  for (guint i = 0; i < hd_state_get_n_units (s); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (s, i);
      if (bu->box != hd_battle_get_box (s))
        continue;
      invaded |= bu->move.invaded;
      entrenched |= bu->unit.entrenched && bu->unit.side == defender;
    }
  if (hd_battle_crossing_counts (s))
    gtk_box_append (GTK_BOX (badges), hd_panel_label_new (_("River crossing (5.34)"), "battle-badge"));
  if (invaded)
    gtk_box_append (GTK_BOX (badges), hd_panel_label_new (_("Naval invasion (4.7)"), "battle-badge"));
  if (entrenched)
    gtk_box_append (GTK_BOX (badges), hd_panel_label_new (_("Entrenched (5.31)"), "battle-badge"));
  gtk_box_append (GTK_BOX (self->content), badges);

  self->odds_label = hd_panel_label_new (_("Working out the odds…"), "dim-label");
  gtk_box_append (GTK_BOX (self->content), self->odds_label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->odds_label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("The exact chance of each side winning if both fight on with the default "
                                    "targets, without retreat or reinforcement"), -1);

  fill_line (self, s, attacker, TRUE);
  fill_line (self, s, defender, FALSE);

  /* TRANSLATORS: whose fire it is, e.g. "Union fire (the defender fires first, rule 5.0)" */
  fires = g_strdup_printf (firing == defender ? _("%s fire (the defender fires first, rule 5.0)") : _("%s fire"),
                           hd_side_get_name (firing));
  gtk_box_append (GTK_BOX (self->content), hd_panel_label_new (fires, "heading"));

  /* withdrawal, retreat, reinforcement: only when legal */
  {
    g_autoptr(GArray) withdraw = hd_battle_withdraw_boxes (s);
    g_autoptr(GArray) retreat = hd_battle_retreat_boxes (s);
    g_autoptr(GArray) reinforce = hd_battle_reinforcements (s);
    Choosing modes[] = { CHOOSING_WITHDRAWAL, CHOOSING_RETREAT };
    GArray *boxes[] = { withdraw, retreat };
    const char *labels[] = { N_("Withdraw the Cavalry (5.6)…"), N_("Retreat (5.4)…") };

    for (guint m = 0; m < 2; m++)
      {
        GtkWidget *b;
        if (boxes[m]->len == 0)
          continue;
        b = gtk_toggle_button_new_with_label (_(labels[m]));
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (b), self->choosing == modes[m]);
        g_object_set_data (G_OBJECT (b), "choosing", GINT_TO_POINTER (modes[m]));
        g_signal_connect (b, "clicked", G_CALLBACK (choose_mode), self);
        gtk_box_append (GTK_BOX (self->content), b);
        if (self->choosing == modes[m])
          {
            gtk_box_append (GTK_BOX (self->content),
                            hd_panel_label_new (_("Choose where, here or among the lit boxes on the board:"), "dim-label"));
            for (guint i = 0; i < boxes[m]->len; i++)
              {
                guint to = g_array_index (boxes[m], guint, i);
                GtkWidget *go = gtk_button_new_with_label (hd_map_get_box (map, to)->name);
                g_object_set_data (G_OBJECT (go), "box", GUINT_TO_POINTER (to));
                g_signal_connect (go, "clicked", G_CALLBACK (way_out_clicked), self);
                gtk_box_append (GTK_BOX (self->content), go);
              }
          }
      }
    if (reinforce->len > 0)
      {
        gtk_box_append (GTK_BOX (self->content),
                        hd_panel_label_new (_("Reinforcements, one from each neighbouring box a round (5.5):"), "dim-label"));
        for (guint i = 0; i < reinforce->len; i++)
          {
            guint id = g_array_index (reinforce, guint, i);
            int index = hd_state_find_unit_by_id (s, id);
            g_autofree char *u = unit_text (s, id);
            /* TRANSLATORS: e.g. "Bring Vi #9 from Vandalia" */
            g_autofree char *text = g_strdup_printf (_("Bring %s from %s"), u,
                                                     hd_map_get_box (map, hd_state_get_unit (s, (guint) index)->box)->name);
            HdAction a = { .type = HD_ACTION_REINFORCE, .unit = id };
            gtk_box_append (GTK_BOX (self->content), hd_panel_action_button (text, &a, action_given, self));
          }
      }
  }

  /* the shots: shooter, target, what it needs, the die */
  for (guint j = 0; j < enemy_ids->len; j++)
    {
      g_autofree char *t = unit_text (s, g_array_index (enemy_ids, guint, j));
      g_strv_builder_add (enemy_names, t);
    }
  names = g_strv_builder_end (enemy_names);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  for (guint k = 0; k < self->n_shots; k++)
    {
      g_autofree char *shooter = unit_text (s, self->shots[k].shooter);
      GtkWidget *dd = gtk_drop_down_new_from_strings ((const char * const *) names);
      GArray *ids = g_array_copy (enemy_ids);
      HdShotNeed need;
      g_autofree char *need_text = NULL;
      g_autofree char *die = NULL;
      GtkWidget *need_label, *die_label;
      g_autofree char *a11y = g_strdup_printf (_("Target of %s"), shooter);

      for (guint j = 0; j < ids->len; j++)
        if (g_array_index (ids, guint, j) == self->shots[k].target)
          gtk_drop_down_set_selected (GTK_DROP_DOWN (dd), j);
      g_object_set_data_full (G_OBJECT (dd), "ids", ids, (GDestroyNotify) g_array_unref);
      g_object_set_data (G_OBJECT (dd), "nth", GUINT_TO_POINTER (k));
      g_signal_connect (dd, "notify::selected", G_CALLBACK (target_changed), self);
      gtk_accessible_update_property (GTK_ACCESSIBLE (dd), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
      if (hd_battle_shot_need (s, self->shots[k].shooter, self->shots[k].target, &need))
        need_text = hd_battle_describe_need (&need);
      die = k < self->n_typed ? g_strdup_printf ("%u", self->shots[k].die) : g_strdup ("–");
      need_label = hd_panel_label_new (need_text ? need_text : "", "dim-label");
      die_label = gtk_label_new (die);
      gtk_widget_add_css_class (die_label, k == self->n_typed ? "die-next" : "die-typed");
      gtk_grid_attach (GTK_GRID (grid), hd_panel_label_new (shooter, NULL), 0, 2 * k, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), dd, 1, 2 * k, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), die_label, 2, 2 * k, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), need_label, 0, 2 * k + 1, 3, 1);
    }
  gtk_box_append (GTK_BOX (self->content), grid);
  {
    double dist[HD_MAX_SHOTS + 1];
    GString *text = g_string_new (_("Hits this round: "));
    hd_battle_hit_distribution (s, self->shots, self->n_shots, dist);
    for (guint h = 0; h <= self->n_shots && h <= 6; h++)
      g_string_append_printf (text, "%s%u: %.0f%%", h ? "  ·  " : "", h, 100 * dist[h]);
    gtk_box_append (GTK_BOX (self->content), hd_panel_label_new (text->str, "dim-label"));
    g_string_free (text, TRUE);
  }
  gtk_box_append (GTK_BOX (self->content),
                  hd_panel_label_new (_("Type each die you roll with the keys 1 to 6, in shot order, or let the companion roll."),
                             "dim-label"));
  {
    GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
    GtkWidget *roll = gtk_button_new_with_mnemonic (_("_Roll for Me"));
    GtkWidget *clear = gtk_button_new_with_mnemonic (_("C_lear Dice"));
    GtkWidget *deflt = gtk_button_new_with_mnemonic (_("_Default Targets"));

    g_object_set_data (G_OBJECT (roll), "roll", GINT_TO_POINTER (TRUE));
    gtk_widget_add_css_class (roll, "suggested-action");
    g_signal_connect (roll, "clicked", G_CALLBACK (fire_clicked), self);
    g_signal_connect_swapped (clear, "clicked", G_CALLBACK (clear_dice), self);
    g_signal_connect_swapped (deflt, "clicked", G_CALLBACK (default_targets), self);
    gtk_box_append (GTK_BOX (row), roll);
    gtk_box_append (GTK_BOX (row), clear);
    gtk_box_append (GTK_BOX (row), deflt);
    gtk_box_append (GTK_BOX (self->content), row);
  }
  {
    GtkWidget *expander = gtk_expander_new_with_mnemonic (_("Battle _Log"));
    g_autofree char *log = hd_battle_panel_get_log (self);
    gtk_expander_set_child (GTK_EXPANDER (expander), hd_panel_label_new (log, "caption"));
    gtk_expander_set_expanded (GTK_EXPANDER (expander), TRUE);
    gtk_box_append (GTK_BOX (self->content), expander);
  }
  start_odds (self);
}

static void
refresh (HdBattlePanel *self)
{
  const HdState *s = state_of (self);
  GtkWidget *child;

  if (self->content == NULL)
    return;   /* disposed */
  while ((child = gtk_widget_get_first_child (self->content)) != NULL)
    gtk_box_remove (GTK_BOX (self->content), child);
  self->odds_label = NULL;
  gtk_widget_set_visible (GTK_WIDGET (self), active (self));
  if (!active (self))
    return;
  reset_shots_if_needed (self);
  if (hd_battle_in_progress (s))
    fill_battle (self, s);
  else
    fill_no_battle (self, s);
  update_marks (self);
}

static void
game_changed (HdBattlePanel *self)
{
  const HdState *s = state_of (self);

  if (s != NULL && hd_battle_in_progress (s))
    self->promotion_declined = FALSE;
  refresh (self);
}

gboolean
hd_battle_panel_choose_box (HdBattlePanel *self,
                            guint          box)
{
  const HdState *s;

  g_return_val_if_fail (HD_IS_BATTLE_PANEL (self), FALSE);
  if (!active (self))
    return FALSE;
  s = state_of (self);
  if (!hd_battle_in_progress (s))
    {
      HdAction a = { .type = HD_ACTION_BATTLE };
      if (!hd_state_box_has_battle (s, box))
        return FALSE;
      a.box = box;
      apply (self, &a);
      return TRUE;
    }
  if (self->choosing != CHOOSING_NOTHING)
    {
      HdAction a = { 0 };
      a.type = self->choosing == CHOOSING_WITHDRAWAL ? HD_ACTION_WITHDRAW : HD_ACTION_RETREAT;
      a.to = box;
      if (box == hd_battle_get_box (s))
        return FALSE;
      self->choosing = CHOOSING_NOTHING;
      apply (self, &a);
      return TRUE;
    }
  {
    g_autoptr(GArray) ids = hd_battle_reinforcements (s);
    for (guint i = 0; i < ids->len; i++)
      {
        int index = hd_state_find_unit_by_id (s, g_array_index (ids, guint, i));
        if (hd_state_get_unit (s, (guint) index)->box == box)
          {
            HdAction a = { .type = HD_ACTION_REINFORCE };
            a.unit = g_array_index (ids, guint, i);
            apply (self, &a);
            return TRUE;
          }
      }
  }
  return FALSE;
}

char *
hd_battle_panel_explain (HdBattlePanel *self,
                         guint          box)
{
  const HdState *s;

  g_return_val_if_fail (HD_IS_BATTLE_PANEL (self), NULL);
  if (!active (self))
    return NULL;
  s = state_of (self);
  if (!hd_battle_in_progress (s))
    return hd_state_box_has_battle (s, box) ? g_strdup (_("A battle to fight: choose it to begin.")) : NULL;
  if (self->choosing != CHOOSING_NOTHING && box != hd_battle_get_box (s))
    {
      HdAction a = { .type = self->choosing == CHOOSING_WITHDRAWAL ? HD_ACTION_WITHDRAW : HD_ACTION_RETREAT,
                     .to = box };
      g_autoptr(GError) error = NULL;
      gboolean ok = hd_action_check (s, &a, &error);
      return ok ? g_strdup (_("The army may go here.")) : g_strdup (error->message);
    }
  return NULL;
}

void
hd_battle_panel_set_game (HdBattlePanel *self,
                          HdGame        *game,
                          HdBoardView   *board)
{
  g_return_if_fail (HD_IS_BATTLE_PANEL (self));

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  g_set_object (&self->board, board);
  g_clear_pointer (&self->step_key, g_free);
  self->choosing = CHOOSING_NOTHING;
  if (game != NULL)
    self->changed_id = g_signal_connect_swapped (game, "changed", G_CALLBACK (game_changed), self);
  refresh (self);
}

static void
hd_battle_panel_dispose (GObject *object)
{
  HdBattlePanel *self = HD_BATTLE_PANEL (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  g_clear_object (&self->board);
  g_clear_pointer (&self->step_key, g_free);
  g_clear_pointer (&self->content, gtk_widget_unparent);
  G_OBJECT_CLASS (hd_battle_panel_parent_class)->dispose (object);
}

static gboolean
segment_is_active (HdSegmentPanel *panel)
{
  return active (HD_BATTLE_PANEL (panel));
}

/* dice are typed while a battle is being fought */
static gboolean
segment_needs_die (HdSegmentPanel *panel)
{
  HdBattlePanel *self = HD_BATTLE_PANEL (panel);
  return self->game != NULL && hd_battle_in_progress (hd_game_get_state (self->game));
}

static void
segment_set_game (HdSegmentPanel *panel, HdGame *game, HdBoardView *board)
{
  hd_battle_panel_set_game (HD_BATTLE_PANEL (panel), game, board);
}

static gboolean
segment_choose_box (HdSegmentPanel *panel, guint value)
{
  return hd_battle_panel_choose_box (HD_BATTLE_PANEL (panel), value);
}

static char *
segment_explain_box (HdSegmentPanel *panel, guint box)
{
  return hd_battle_panel_explain (HD_BATTLE_PANEL (panel), box);
}

static gboolean
segment_enter_die (HdSegmentPanel *panel, guint value)
{
  return hd_battle_panel_type_die (HD_BATTLE_PANEL (panel), value);
}

static void
segment_panel_init (HdSegmentPanelInterface *iface)
{
  iface->set_game = segment_set_game;
  iface->is_active = segment_is_active;
  iface->choose_box = segment_choose_box;
  iface->explain_box = segment_explain_box;
  iface->needs_die = segment_needs_die;
  iface->enter_die = segment_enter_die;
}

static void
hd_battle_panel_class_init (HdBattlePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_battle_panel_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "battlepanel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
hd_battle_panel_init (HdBattlePanel *self)
{
  self->odds = -1;
  self->content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_parent (self->content, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Battle"), -1);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
hd_battle_panel_new (void)
{
  return g_object_new (HD_TYPE_BATTLE_PANEL, NULL);
}
