/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-battle-panel.c: the Combat Segment's controls.  The engine (hd-battle)
 * checks every target, die, retreat and reinforcement and computes the
 * odds; this panel shows the battle, keeps the targets and the dice the
 * players type for the current part of the round, and applies actions.
 *
 * Its skeleton is a template (hd-battle-panel.ui), updated in place on
 * every change (update), so keyboard focus survives every action: the rows
 * of the shots are kept for the whole part of a round, the buttons of
 * battles, reinforcements and ways out while they stay.  Its buttons are
 * actions of the panel (battle.fight, .roll, .clear-dice,
 * .default-targets, .reinforce, .way-out, .way-out-mode, .promote,
 * .no-promotion), enabled in update_actions(). */
#define G_LOG_DOMAIN "hd-battle-panel"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "hd-odds.h"
#include "hd-rule-links.h"
#include "hd-action.h"
#include "hd-battle.h"
#include "hd-battle-panel.h"
#include "hd-battle-log.h"
#include "hd-checks-box.h"
#include "hd-leader.h"
#include "hd-morale.h"
#include "hd-odds-task.h"
#include "hd-panel-util.h"
#include "hd-recruitment.h"
#include "hd-segment-panel.h"

typedef enum {
  CHOOSING_NOTHING,
  CHOOSING_RETREAT,
  CHOOSING_WITHDRAWAL,
} Choosing;

/* The widgets of one shot in the grid. */
typedef struct {
  GtkWidget *shooter;    /* a label; with Advanced 7.0's limit, a GtkDropDown over the firing line */
  GtkWidget *target;     /* GtkDropDown over the enemy line */
  GtkWidget *die;
  GtkWidget *need;
  GtkWidget *plus;       /* with leaders at the battle, a GtkDropDown "+0" ... (Advanced 8.2.2), or NULL */
} ShotRow;

struct _HdBattlePanel
{
  GtkWidget     parent_instance;

  /* the template */
  GtkWidget    *box;
  HdChecksBox  *checks_box;      /* Advanced 8.1, 8.11, 8.12: dice awaited first */
  GtkWidget    *no_battle_page;
  GtkLabel     *outcome_label;   /* who won the battle just over, and how */
  GtkWidget    *promotion_heading;
  GtkWidget    *no_promotion_button;
  GtkWidget    *promote_box;
  GtkWidget    *battles_heading;
  GtkWidget    *battles_box;
  GtkWidget    *no_battles;
  GtkWidget    *battle_page;
  GtkLabel     *title;
  GtkWidget    *contain_box;     /* Advanced 4.0: contain instead of fighting */
  GtkWidget    *days_box;        /* Advanced 7.0 */
  GtkLabel     *days_label;
  GtkWidget    *leadership_track;
  GtkLabel     *leadership_prompt;
  GtkWidget    *leadership_button;
  GtkWidget    *track_cells[2][HD_BATTLE_MAX_FIRING]; /* rounds of the day; leadership 1-8 */
  GtkWidget    *river_badge;
  GtkWidget    *invasion_badge;
  GtkWidget    *entrenched_badge;
  GtkLabel     *odds_label;
  GtkWidget    *attacker_line;
  GtkLabel     *attacker_line_heading;
  GtkLabel     *attacker_line_units;
  GtkWidget    *defender_line;
  GtkLabel     *defender_line_heading;
  GtkLabel     *defender_line_units;
  GtkLabel     *fires_label;
  GtkWidget    *withdraw_button;
  GtkWidget    *retreat_button;
  GtkWidget    *way_out_hint;
  GtkWidget    *way_out_box;
  GtkWidget    *reinforce_label;
  GtkWidget    *reinforce_box;
  GtkWidget    *leader_reinforce_box;  /* Advanced 8.2.1 */
  GtkWidget    *shots_grid;
  GtkLabel     *hits_label;
  GtkWidget    *dice_hint;
  GtkWidget    *roll_button;
  GtkLabel     *log_label;

  HdGame       *game;
  gulong        changed_id;
  HdBoardView  *board;

  char         *step_key;    /* the battle, round and side the shots are for */
  HdShot        shots[HD_MAX_SHOTS];
  guint         n_shots;
  guint         n_typed;
  ShotRow       rows[HD_MAX_SHOTS];
  guint         n_rows;
  char         *rows_key;    /* the step the rows were made for */
  gboolean      updating;    /* setting the drop-downs: not the players' choice */
  Choosing      choosing;
  gboolean      promotion_declined;
  double        odds;        /* < 0: being computed */
  guint         odds_serial;
  char         *odds_key;    /* the position the odds are for */
  GCancellable *cancellable;
};

static void segment_panel_init (HdSegmentPanelInterface *iface);
static void segment_set_log (HdSegmentPanel *panel, HdLog *log, gconstpointer viewer, HdBoardView *board);
static gboolean segment_choose_box (HdSegmentPanel *panel, guint box);
static char * segment_explain_box (HdSegmentPanel *panel, guint box);
static gboolean segment_enter_die (HdSegmentPanel *panel, guint die);

G_DEFINE_FINAL_TYPE_WITH_CODE (HdBattlePanel, hd_battle_panel, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (HD_TYPE_SEGMENT_PANEL, segment_panel_init))

static void update (HdBattlePanel *self);

static const HdState *
state_of (HdBattlePanel *self)
{
  return self->game != NULL ? hd_game_get_state (self->game) : NULL;
}

static gboolean
active (HdBattlePanel *self)
{
  /* the Combat Segment, or a breakout battle in the Movement Segment
   * (Advanced 4.0) and its desertion checks (Advanced 8.12) */
  return hd_segment_panel_game_in (self->game, HD_SEGMENT_COMBAT) ||
         (hd_segment_panel_game_in (self->game, HD_SEGMENT_MOVEMENT) &&
          (hd_battle_in_progress (hd_game_get_state (self->game)) ||
           hd_morale_get_checks (hd_game_get_state (self->game), NULL) != HD_CHECK_NONE));
}

/* Morale checks, a rally or desertion checks awaited (Advanced 8.1,
 * 8.11, 8.12): the checks box comes first. */
static gboolean
awaiting (HdBattlePanel *self)
{
  const HdState *s = state_of (self);
  return s != NULL && (hd_morale_get_checks (s, NULL) != HD_CHECK_NONE || hd_morale_rally_due (s) != HD_SIDE_NEUTRAL);
}

static gboolean
apply (HdBattlePanel *self, const HdAction *a)
{
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return FALSE;
  if (!hd_log_apply (HD_LOG (self->game), a, &error))
    {
      hd_segment_panel_refused (HD_SEGMENT_PANEL (self), error);
      return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------- the odds */

static void
odds_done (GObject *source, GAsyncResult *result, gpointer data)
{
  HdBattlePanel *self = HD_BATTLE_PANEL (source);
  HdOddsResult odds;
  g_autofree char *text = NULL;

  if (!hd_odds_task_finish (result, &odds) || GPOINTER_TO_UINT (data) != self->odds_serial)
    return;
  self->odds = odds.p;
  text = hd_odds_describe (hd_battle_get_attacker (state_of (self)), &odds);
  hd_rule_links_set_text (GTK_LABEL (self->odds_label), text);
}

static void
start_odds (HdBattlePanel *self)
{
  self->odds = -1;
  hd_odds_task_restart (self, state_of (self), &self->cancellable, &self->odds_serial, odds_done);
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
  return g_strdup_printf ("%u/%u/%d/%u/%u/%u/%u/%u", hd_battle_get_box (s), hd_battle_get_round (s),
                          hd_battle_get_firing_side (s), f->len, e->len,
                          hd_battle_get_leadership (s, HD_SIDE_UNION), hd_battle_get_leadership (s, HD_SIDE_CONFEDERATE),
                          hd_leader_battle_value (s, hd_battle_get_firing_side (s)));
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

/* Advanced 7.0: the side whose leadership die is awaited, the
 * defender's first; HD_SIDE_NEUTRAL when none. */
static HdSide
leadership_due (const HdState *s)
{
  HdSide defender;

  if (s == NULL || !hd_battle_in_progress (s))
    return HD_SIDE_NEUTRAL;
  defender = hd_side_get_enemy (hd_battle_get_attacker (s));
  if (hd_battle_needs_leadership (s, defender))
    return defender;
  if (hd_battle_needs_leadership (s, hd_battle_get_attacker (s)))
    return hd_battle_get_attacker (s);
  return HD_SIDE_NEUTRAL;
}

static gboolean
segment_enter_die (HdSegmentPanel *panel,
                          guint          die)
{
  HdBattlePanel *self = HD_BATTLE_PANEL (panel);
  HdSide side;
  g_return_val_if_fail (HD_IS_BATTLE_PANEL (self), FALSE);
  if (active (self) && awaiting (self))
    return hd_checks_box_enter_die (self->checks_box, die);
  if (active (self) && (side = leadership_due (state_of (self))) != HD_SIDE_NEUTRAL)
    {
      HdAction a = { .type = HD_ACTION_ROLL_LEADERSHIP, .side = side, .die = die };
      return apply (self, &a);
    }
  if (!active (self) || !hd_battle_in_progress (state_of (self)) || self->n_typed >= self->n_shots ||
      die < 1 || die > 6)
    return FALSE;
  self->shots[self->n_typed++].die = die;
  if (self->n_typed == self->n_shots)
    return hd_battle_panel_fire (self, FALSE);
  update (self);
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
      update (self);
      return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------- the log */

/* The battle round by round, from the game's own log, as the engine
 * tells it (hd_battle_log_tell). */
char *
hd_battle_panel_get_log (HdBattlePanel *self)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (HdAction));
  g_autoptr(HdState) start = NULL;
  guint n, first = G_MAXUINT;

  g_return_val_if_fail (HD_IS_BATTLE_PANEL (self), NULL);
  if (self->game == NULL)
    return g_strdup ("");
  n = hd_log_get_n_actions (HD_LOG (self->game));
  for (guint i = n; i-- > 0 && first == G_MAXUINT;)
    {
      HdAction a;
      hd_game_get_action (self->game, i, &a);
      if (a.type == HD_ACTION_BATTLE)
        first = i;
    }
  if (first == G_MAXUINT)
    return g_strdup ("");
  g_array_set_size (actions, n - first);
  for (guint i = first; i < n; i++)
    hd_game_get_action (self->game, i, &g_array_index (actions, HdAction, i - first));
  start = hd_game_replay (self->game, first);
  return hd_battle_log_tell (start, (const HdAction *) actions->data, actions->len);
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
      g_autoptr(GArray) battles = hd_battle_get_all (s);
      for (guint i = 0; i < battles->len; i++)
        marks[g_array_index (battles, guint, i)] = HD_MARK_FIGHT;
      hd_board_view_set_marks (self->board, -1, marks);
      return;
    }
  if (self->choosing != CHOOSING_NOTHING)
    {
      g_autoptr(GArray) boxes = self->choosing == CHOOSING_RETREAT ? hd_battle_retreat_boxes (s)
                                                                   : hd_battle_withdraw_boxes (s);
      for (guint i = 0; i < boxes->len; i++)
        marks[g_array_index (boxes, guint, i)] = HD_MARK_CHOICE;
    }
  else
    {
      g_autoptr(GArray) ids = hd_battle_reinforcements (s);
      for (guint i = 0; i < ids->len; i++)
        {
          int index = hd_state_find_unit_by_id (s, g_array_index (ids, guint, i));
          marks[hd_state_get_unit (s, (guint) index)->box] = HD_MARK_CHOICE;
        }
    }
  hd_board_view_set_marks (self->board, (int) hd_battle_get_box (s), marks);
}

/* ---------------------------------------------------------------- view */

/* The promotions a battle won earns (6.0), until one is made or
 * declined. */
static void
show_promotions (HdBattlePanel *self, const HdState *s)
{
  guint n = hd_panel_sync_promotions (self->promote_box, "battle.promote", s, self->promotion_declined, NULL);

  gtk_widget_set_visible (self->promotion_heading, n > 0);
  gtk_widget_set_visible (self->no_promotion_button, n > 0);
}

/* Who won the battle just over and how, with its rule, as the engine
 * decided it (hd_battle_log_outcome), until the next one begins. */
static void
show_outcome (HdBattlePanel *self, const HdState *s)
{
  g_autofree char *outcome = hd_battle_log_outcome (s);

  gtk_widget_set_visible (GTK_WIDGET (self->outcome_label), outcome != NULL);
  if (outcome != NULL)
    hd_rule_links_set_text (self->outcome_label, outcome);
}

static void
show_no_battle (HdBattlePanel *self, const HdState *s)
{
  HdMap *map = hd_state_get_map (s);
  g_autoptr(GArray) battles = hd_battle_get_all (s);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) contain = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) contain_labels = g_ptr_array_new_with_free_func (g_free);

  show_outcome (self, s);
  show_promotions (self, s);
  /* contained boxes (Advanced 4.0): no battle owed, but either side may attack */
  for (guint b = 0; b < hd_map_get_n_boxes (map); b++)
    if (hd_state_is_contained (s, b) && hd_battle_box_has_battle (s, b) && hd_segment_panel_game_in (self->game, HD_SEGMENT_COMBAT))
      g_array_append_val (battles, b);
  for (guint i = 0; i < battles->len; i++)
    {
      guint box = g_array_index (battles, guint, i);
      HdAction a = { .type = HD_ACTION_CONTAIN, .box = box };
      /* TRANSLATORS: a button that starts a battle, e.g. "Fight at Cairo" */
      g_ptr_array_add (labels, g_strdup_printf (_("Fight at %s"), hd_map_get_box (map, box)->name));
      if (hd_action_check (s, &a, NULL))
        {
          g_array_append_val (contain, box);
          /* TRANSLATORS: Advanced 4.0, a button: contain instead of fighting, e.g. "Contain at Wilmington instead" */
          g_ptr_array_add (contain_labels, g_strdup_printf (_("Contain at %s instead (Advanced 4.0)"),
                                                            hd_map_get_box (map, box)->name));
        }
    }
  hd_panel_sync_buttons (self->contain_box, "battle.contain", (guint *) contain->data,
                         (const char * const *) contain_labels->pdata, contain->len);
  /* focus on a battle's button gone goes on to the next (the panel
   * util), or, with none left, where hd-focus says */
  hd_panel_sync_buttons (self->battles_box, "battle.fight", (guint *) battles->data,
                         (const char * const *) labels->pdata, battles->len);
  gtk_widget_set_visible (self->battles_heading, battles->len > 0);
  gtk_widget_set_visible (self->no_battles, battles->len == 0);
}

static void
show_line (const HdState *s, HdSide side, gboolean attacking, GtkWidget *line, GtkLabel *heading, GtkLabel *units)
{
  g_autoptr(GArray) ids = hd_battle_get_units (s, side);
  GString *text = g_string_new (NULL);
  /* TRANSLATORS: a battle line's heading, e.g. "Confederate, attacking" */
  g_autofree char *head = g_strdup_printf (attacking ? _("%s, attacking") : _("%s, defending"), hd_side_get_name (side));

  g_autoptr(GArray) routed = hd_morale_get_routed (s, side);

  for (guint i = 0; i < ids->len; i++)
    {
      g_autofree char *t = hd_battle_log_unit (s, g_array_index (ids, guint, i));
      g_string_append_printf (text, "%s%s", i > 0 ? "\n" : "", t);
    }
  for (HdLeader l = 0; l < HD_N_LEADERS; l++)
    if (hd_leader_get_side (l) == side && hd_leader_get_box (s, l) == hd_battle_get_box (s))
      /* TRANSLATORS: Advanced 8.2, a leader in his battle line, e.g. "★ Lee, value 3: pluses on up to 3 pieces" */
      g_string_append_printf (text, ngettext ("%s★ %s, value %u: pluses on up to %u piece (Advanced 8.2.2)",
                                                "%s★ %s, value %u: pluses on up to %u pieces (Advanced 8.2.2)",
                                                hd_leader_get_max_pieces (l)),
                              text->len > 0 ? "\n" : "", hd_leader_get_name (l), hd_leader_get_value (s, l),
                              hd_leader_get_max_pieces (l));
  for (guint i = 0; i < routed->len; i++)
    {
      g_autofree char *t = hd_battle_log_unit (s, g_array_index (routed, guint, i));
      /* TRANSLATORS: Advanced 8.1, a routed unit in its battle line, e.g. "Vi #12, reduced: routed, out of the fight" */
      g_string_append_printf (text, _("%s%s: routed, out of the fight (Advanced 8.1)"), text->len > 0 ? "\n" : "", t);
    }
  hd_rule_links_set_text (heading, head);
  hd_rule_links_set_text (units, text->str);
  g_string_free (text, TRUE);
  gtk_widget_remove_css_class (line, "battle-line-union");
  gtk_widget_remove_css_class (line, "battle-line-confederate");
  gtk_widget_add_css_class (line, side == HD_SIDE_UNION ? "battle-line-union" : "battle-line-confederate");
}

/* Advanced 8.2.1: the leaders who may join the battle now, a button
 * each; TRUE if any. */
static gboolean
show_leader_reinforcements (HdBattlePanel *self, const HdState *s)
{
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  for (HdLeader l = 0; l < HD_N_LEADERS; l++)
    {
      HdAction a = { .type = HD_ACTION_LEADER_REINFORCE, .leader = l };
      guint id = l;
      if (!hd_action_check (s, &a, NULL))
        continue;
      g_array_append_val (ids, id);
      /* TRANSLATORS: Advanced 8.2.1, e.g. "Bring Lee from Fredericksburg" */
      g_ptr_array_add (labels, g_strdup_printf (_("Bring %s from %s"), hd_leader_get_name (l),
                                                hd_map_get_box (hd_state_get_map (s), hd_leader_get_box (s, l))->name));
    }
  hd_panel_sync_buttons (self->leader_reinforce_box, "battle.reinforce-leader", (guint *) ids->data,
                         (const char * const *) labels->pdata, ids->len);
  return ids->len > 0;
}

/* Withdrawal (5.6) and retreat (5.4) only when legal, with the boxes to
 * go to; reinforcements (5.5). */
static void
show_choices (HdBattlePanel *self, const HdState *s)
{
  HdMap *map = hd_state_get_map (s);
  g_autoptr(GArray) withdraw = hd_battle_withdraw_boxes (s);
  g_autoptr(GArray) retreat = hd_battle_retreat_boxes (s);
  g_autoptr(GArray) reinforce = hd_battle_reinforcements (s);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autoptr(GPtrArray) bring = g_ptr_array_new_with_free_func (g_free);
  GArray *ways = self->choosing == CHOOSING_WITHDRAWAL ? withdraw : retreat;
  gboolean leaders;

  if ((self->choosing == CHOOSING_WITHDRAWAL && withdraw->len == 0) ||
      (self->choosing == CHOOSING_RETREAT && retreat->len == 0))
    self->choosing = CHOOSING_NOTHING;
  gtk_widget_set_visible (self->withdraw_button, withdraw->len > 0);
  gtk_widget_set_visible (self->retreat_button, retreat->len > 0);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->withdraw_button), self->choosing == CHOOSING_WITHDRAWAL);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->retreat_button), self->choosing == CHOOSING_RETREAT);
  if (self->choosing == CHOOSING_NOTHING)
    ways = NULL;
  for (guint i = 0; ways != NULL && i < ways->len; i++)
    g_ptr_array_add (names, (gpointer) hd_map_get_box (map, g_array_index (ways, guint, i))->name);
  hd_panel_sync_buttons (self->way_out_box, "battle.way-out", ways ? (guint *) ways->data : NULL,
                         (const char * const *) names->pdata, ways ? ways->len : 0);
  gtk_widget_set_visible (self->way_out_hint, ways != NULL);

  for (guint i = 0; i < reinforce->len; i++)
    {
      guint id = g_array_index (reinforce, guint, i);
      int index = hd_state_find_unit_by_id (s, id);
      g_autofree char *u = hd_battle_log_unit (s, id);
      /* TRANSLATORS: e.g. "Bring Vi #9 from Vandalia" */
      g_ptr_array_add (bring, g_strdup_printf (_("Bring %s from %s"), u,
                                               hd_map_get_box (map, hd_state_get_unit (s, (guint) index)->box)->name));
    }
  hd_panel_sync_buttons (self->reinforce_box, "battle.reinforce", (guint *) reinforce->data,
                         (const char * const *) bring->pdata, reinforce->len);
  leaders = show_leader_reinforcements (self, s);
  gtk_widget_set_visible (self->reinforce_label, reinforce->len > 0 || leaders);
}

static void
target_chosen (GtkDropDown *dd, GParamSpec *pspec, HdBattlePanel *self)
{
  const HdState *s = state_of (self);
  g_autoptr(GArray) enemy = NULL;
  guint sel = gtk_drop_down_get_selected (dd);

  if (self->updating || s == NULL || !hd_battle_in_progress (s))
    return;
  enemy = hd_battle_get_units (s, hd_side_get_enemy (hd_battle_get_firing_side (s)));
  for (guint k = 0; k < self->n_rows && k < self->n_shots; k++)
    if (self->rows[k].target == GTK_WIDGET (dd) && sel < enemy->len)
      self->shots[k].target = g_array_index (enemy, guint, sel);
  update (self);
}

/* Advanced 8.2.2: the pluses the players announce for a shot. */
static void
plus_chosen (GtkDropDown *dd, GParamSpec *pspec, HdBattlePanel *self)
{
  if (self->updating)
    return;
  for (guint k = 0; k < self->n_rows && k < self->n_shots; k++)
    if (self->rows[k].plus == GTK_WIDGET (dd))
      self->shots[k].plus = gtk_drop_down_get_selected (dd);
  update (self);
}

/* Advanced 7.0: the players choose which units fire. */
static void
shooter_chosen (GtkDropDown *dd, GParamSpec *pspec, HdBattlePanel *self)
{
  const HdState *s = state_of (self);
  g_autoptr(GArray) firing = NULL;
  guint sel = gtk_drop_down_get_selected (dd);

  if (self->updating || s == NULL || !hd_battle_in_progress (s))
    return;
  firing = hd_battle_get_units (s, hd_battle_get_firing_side (s));
  for (guint k = 0; k < self->n_rows && k < self->n_shots; k++)
    if (self->rows[k].shooter == GTK_WIDGET (dd) && sel < firing->len)
      self->shots[k].shooter = g_array_index (firing, guint, sel);
  update (self);
}

/* Whether fewer units fire than the side has (Advanced 7.0's limit). */
static gboolean
firing_limited (HdBattlePanel *self, const HdState *s)
{
  g_autoptr(GArray) firing = hd_battle_get_units (s, hd_battle_get_firing_side (s));
  return hd_state_has_option (s, "advanced-7.0") && self->n_shots < firing->len;
}

static GtkWidget *
shooter_widget_new (HdBattlePanel *self, const HdState *s, guint k)
{
  g_autofree char *shooter = hd_battle_log_unit (s, self->shots[k].shooter);
  g_autoptr(GArray) firing = NULL;
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) names = NULL;
  GtkWidget *dd;

  if (!firing_limited (self, s))
    return hd_panel_label_new (shooter, NULL);
  firing = hd_battle_get_units (s, hd_battle_get_firing_side (s));
  builder = g_strv_builder_new ();
  for (guint i = 0; i < firing->len; i++)
    {
      g_autofree char *t = hd_battle_log_unit (s, g_array_index (firing, guint, i));
      g_strv_builder_add (builder, t);
    }
  names = g_strv_builder_end (builder);
  dd = gtk_drop_down_new_from_strings ((const char * const *) names);
  for (guint i = 0; i < firing->len; i++)
    if (g_array_index (firing, guint, i) == self->shots[k].shooter)
      gtk_drop_down_set_selected (GTK_DROP_DOWN (dd), i);
  gtk_accessible_update_property (GTK_ACCESSIBLE (dd), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Unit that fires"), -1);
  g_signal_connect (dd, "notify::selected", G_CALLBACK (shooter_chosen), self);
  return dd;
}

/* With leaders of the firing side at the battle, a drop-down of the
 * pluses a shot may take: "+0" to their values (Advanced 8.2.2). */
static GtkWidget *
plus_widget_new (HdBattlePanel *self, const HdState *s)
{
  guint value = hd_leader_battle_value (s, hd_battle_get_firing_side (s));
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) names = NULL;
  GtkWidget *dd;

  if (value == 0)
    return NULL;
  builder = g_strv_builder_new ();
  for (guint p = 0; p <= value; p++)
    {
      /* TRANSLATORS: a leader's pluses on a shot (Advanced 8.2.2), e.g. "+2 from a leader" */
      g_autofree char *t = g_strdup_printf (_("+%u from a leader"), p);
      g_strv_builder_add (builder, t);
    }
  names = g_strv_builder_end (builder);
  dd = gtk_drop_down_new_from_strings ((const char * const *) names);
  gtk_accessible_update_property (GTK_ACCESSIBLE (dd), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Leader's pluses on the shot"),
                                  -1);
  g_signal_connect (dd, "notify::selected", G_CALLBACK (plus_chosen), self);
  return dd;
}

/* The rows of the shots, made once for each part of a round. */
static void
make_rows (HdBattlePanel *self, const HdState *s)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->shots_grid)) != NULL)
    gtk_grid_remove (GTK_GRID (self->shots_grid), child);
  self->n_rows = self->n_shots;
  for (guint k = 0; k < self->n_rows; k++)
    {
      ShotRow *r = &self->rows[k];
      g_autofree char *shooter = hd_battle_log_unit (s, self->shots[k].shooter);
      g_autofree char *a11y = g_strdup_printf (_("Target of %s"), shooter);

      r->shooter = shooter_widget_new (self, s, k);
      r->target = gtk_drop_down_new (G_LIST_MODEL (gtk_string_list_new (NULL)), NULL);
      r->die = gtk_label_new (NULL);
      r->need = hd_panel_label_new (NULL, "dim-label");
      gtk_accessible_update_property (GTK_ACCESSIBLE (r->target), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
      g_signal_connect (r->target, "notify::selected", G_CALLBACK (target_chosen), self);
      gtk_grid_attach (GTK_GRID (self->shots_grid), r->shooter, 0, 2 * (int) k, 1, 1);
      gtk_grid_attach (GTK_GRID (self->shots_grid), r->target, 1, 2 * (int) k, 1, 1);
      gtk_grid_attach (GTK_GRID (self->shots_grid), r->die, 2, 2 * (int) k, 1, 1);
      r->plus = plus_widget_new (self, s);
      gtk_grid_attach (GTK_GRID (self->shots_grid), r->need, 0, 2 * (int) k + 1, r->plus ? 1 : 3, 1);
      if (r->plus != NULL)
        gtk_grid_attach (GTK_GRID (self->shots_grid), r->plus, 1, 2 * (int) k + 1, 1, 1);
    }
}

/* The shot's unit as it is now (a unit promoted since the row was made
 * is named by its new kind), and its target's name for a screen reader. */
static void
show_shooter (HdBattlePanel *self, const HdState *s, guint k)
{
  ShotRow *r = &self->rows[k];
  g_autofree char *shooter = hd_battle_log_unit (s, self->shots[k].shooter);
  g_autofree char *a11y = g_strdup_printf (_("Target of %s"), shooter);

  if (GTK_IS_LABEL (r->shooter) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (r->shooter)), shooter) != 0)
    gtk_label_set_text (GTK_LABEL (r->shooter), shooter);
  gtk_accessible_update_property (GTK_ACCESSIBLE (r->target), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
}

/* A die slot says, to a screen reader, which die it waits for (the
 * shot's place and its unit) and the die typed, not a bare "–". */
static void
name_die_slot (HdBattlePanel *self, const HdState *s, guint k)
{
  g_autofree char *shooter = hd_battle_log_unit (s, self->shots[k].shooter);
  g_autofree char *name = NULL;

  if (k < self->n_typed)
    /* TRANSLATORS: a die slot of the battle panel for screen readers, e.g. "Die 2 of 3, for Union Militia Infantry #20: 5" */
    name = g_strdup_printf (_("Die %1$u of %2$u, for %3$s: %4$u"), k + 1, self->n_shots, shooter, self->shots[k].die);
  else if (k == self->n_typed)
    /* TRANSLATORS: the die slot to type next, e.g. "Die 2 of 3, for Union Militia Infantry #20: the next to type" */
    name = g_strdup_printf (_("Die %1$u of %2$u, for %3$s: the next to type"), k + 1, self->n_shots, shooter);
  else
    /* TRANSLATORS: a die slot still empty, e.g. "Die 3 of 3, for Union Militia Infantry #21: not typed yet" */
    name = g_strdup_printf (_("Die %1$u of %2$u, for %3$s: not typed yet"), k + 1, self->n_shots, shooter);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->rows[k].die), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* Each shot: its target (the enemy line, as it is now), what it needs,
 * its die as typed. */
static void
show_shots (HdBattlePanel *self, const HdState *s)
{
  g_autoptr(GArray) enemy = hd_battle_get_units (s, hd_side_get_enemy (hd_battle_get_firing_side (s)));
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;
  double dist[HD_MAX_SHOTS + 1];
  GString *hits = g_string_new (NULL);
  g_autofree char *hits_text = NULL;

  if (self->rows_key == NULL || g_strcmp0 (self->rows_key, self->step_key) != 0 || self->n_rows != self->n_shots)
    {
      g_free (self->rows_key);
      self->rows_key = g_strdup (self->step_key);
      make_rows (self, s);
    }
  for (guint j = 0; j < enemy->len; j++)
    {
      g_autofree char *t = hd_battle_log_unit (s, g_array_index (enemy, guint, j));
      g_strv_builder_add (builder, t);
    }
  names = g_strv_builder_end (builder);
  self->updating = TRUE;
  for (guint k = 0; k < self->n_rows; k++)
    {
      ShotRow *r = &self->rows[k];
      GtkStringList *model = GTK_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (r->target)));
      guint n = g_list_model_get_n_items (G_LIST_MODEL (model));
      gboolean same = n == enemy->len;
      HdShotNeed need;
      g_autofree char *need_text = NULL;
      g_autofree char *die = k < self->n_typed ? g_strdup_printf ("%u", self->shots[k].die) : g_strdup ("–");

      show_shooter (self, s, k);
      for (guint j = 0; same && j < n; j++)
        same = g_strcmp0 (gtk_string_list_get_string (model, j), names[j]) == 0;
      if (!same)
        gtk_string_list_splice (model, 0, n, (const char * const *) names);
      for (guint j = 0; j < enemy->len; j++)
        if (g_array_index (enemy, guint, j) == self->shots[k].target &&
            gtk_drop_down_get_selected (GTK_DROP_DOWN (r->target)) != j)
          gtk_drop_down_set_selected (GTK_DROP_DOWN (r->target), j);
      if (r->plus != NULL && gtk_drop_down_get_selected (GTK_DROP_DOWN (r->plus)) != self->shots[k].plus)
        gtk_drop_down_set_selected (GTK_DROP_DOWN (r->plus), self->shots[k].plus);
      if (hd_battle_shot_need_for (s, &self->shots[k], &need))
        need_text = hd_battle_describe_need (&need);
      hd_rule_links_set_text (GTK_LABEL (r->need), need_text ? need_text : "");
      hd_rule_links_set_text (GTK_LABEL (r->die), die);
      name_die_slot (self, s, k);
      gtk_widget_remove_css_class (r->die, "die-next");
      gtk_widget_remove_css_class (r->die, "die-typed");
      gtk_widget_add_css_class (r->die, k == self->n_typed ? "die-next" : "die-typed");
    }
  self->updating = FALSE;
  hd_odds_hit_distribution (s, self->shots, self->n_shots, dist);
  for (guint h = 0; h <= self->n_shots && h <= 6; h++)
    g_string_append_printf (hits, "%s%u: %.0f%%", h ? "  ·  " : "", h, 100 * dist[h]);
  /* TRANSLATORS: the chance of each number of hits, "0: 12%  ·  1: 40%  ·  2: 48%" */
  hits_text = g_strdup_printf (_("Hits this round: %s"), hits->str);
  hd_rule_links_set_text (self->hits_label, hits_text);
  g_string_free (hits, TRUE);
}

/* The track's spaces: the four rounds of the day, and leadership 1 to 8
 * with each side's marker (the Player Aid Charts' track). */
static void
make_track (HdBattlePanel *self)
{
  /* TRANSLATORS: the rows of the battle day track (Advanced 7.0) */
  const char *heads[2] = { _("Round"), _("Leadership") };

  for (guint row = 0; row < 2; row++)
    {
      GtkWidget *head = gtk_label_new (heads[row]);
      gtk_label_set_xalign (GTK_LABEL (head), 0);
      gtk_widget_add_css_class (head, "caption");
      gtk_widget_add_css_class (head, "track-head");
      gtk_grid_attach (GTK_GRID (self->leadership_track), head, 0, (int) row, 1, 1);
      for (guint i = 0; i < HD_BATTLE_MAX_FIRING; i++)
        {
          g_autofree char *n = g_strdup_printf ("%u", i + 1);
          GtkWidget *cell;
          if (row == 0 && i >= HD_BATTLE_ROUNDS_A_DAY)
            continue;
          cell = gtk_label_new (n);
          gtk_label_set_width_chars (GTK_LABEL (cell), 2);
          self->track_cells[row][i] = cell;
          gtk_grid_attach (GTK_GRID (self->leadership_track), cell, (int) i + 1, (int) row, 1, 1);
        }
    }
}

static void
mark_cell (GtkWidget *cell, gboolean u, gboolean c)
{
  gtk_widget_remove_css_class (cell, "union");
  gtk_widget_remove_css_class (cell, "confederate");
  gtk_widget_remove_css_class (cell, "both");
  if (u && c)
    gtk_widget_add_css_class (cell, "both");
  else if (u)
    gtk_widget_add_css_class (cell, "union");
  else if (c)
    gtk_widget_add_css_class (cell, "confederate");
}

/* Advanced 7.0: the day, the round of the day, both sides' leadership and
 * the die awaited. */
static void
show_days (HdBattlePanel *self, const HdState *s)
{
  gboolean days = hd_state_has_option (s, "advanced-7.0");
  guint u = hd_battle_get_leadership (s, HD_SIDE_UNION), c = hd_battle_get_leadership (s, HD_SIDE_CONFEDERATE);
  HdSide due = leadership_due (s);
  g_autofree char *text = NULL;
  g_autofree char *lu = u > 0 ? g_strdup_printf ("%u", u) : g_strdup ("–");
  g_autofree char *lc = c > 0 ? g_strdup_printf ("%u", c) : g_strdup ("–");

  gtk_widget_set_visible (self->days_box, days);
  if (!days)
    return;
  if (self->track_cells[1][0] == NULL)
    make_track (self);
  if (u > 0 && c > 0)
    /* TRANSLATORS: Advanced 7.0, e.g. "Day 2, round 1 of 4. Battlefield leadership: Union 4, Confederacy 10.
     * Units that may fire each round today: Union up to 4, Confederacy up to 8 (never more than eight, Advanced 7.0)." */
    text = g_strdup_printf (_("Day %1$u, round %2$u of %3$u. Battlefield leadership: Union %4$u, Confederacy %5$u. "
                              "Units that may fire each round today: Union up to %6$u, Confederacy up to %7$u (never "
                              "more than eight, Advanced 7.0)."),
                            hd_battle_get_day (s), hd_battle_get_round_of_day (s), HD_BATTLE_ROUNDS_A_DAY, u, c,
                            MIN (u, HD_BATTLE_MAX_FIRING), MIN (c, HD_BATTLE_MAX_FIRING));
  else
    /* TRANSLATORS: Advanced 7.0, before both dice are in: "–" for a side still to roll,
     * e.g. "Day 1, round 1 of 4. Battlefield leadership: Union 4, Confederacy – (Advanced 7.0)." */
    text = g_strdup_printf (_("Day %1$u, round %2$u of %3$u. Battlefield leadership: Union %4$s, Confederacy %5$s "
                              "(Advanced 7.0)."),
                            hd_battle_get_day (s), hd_battle_get_round_of_day (s), HD_BATTLE_ROUNDS_A_DAY, lu, lc);
  hd_rule_links_set_text (self->days_label, text);
  for (guint i = 0; i < HD_BATTLE_ROUNDS_A_DAY; i++)
    mark_cell (self->track_cells[0][i], i + 1 == hd_battle_get_round_of_day (s), FALSE);
  for (guint i = 0; i < HD_BATTLE_MAX_FIRING; i++)
    mark_cell (self->track_cells[1][i], MIN (u, HD_BATTLE_MAX_FIRING) == i + 1, MIN (c, HD_BATTLE_MAX_FIRING) == i + 1);
  gtk_widget_set_visible (GTK_WIDGET (self->leadership_prompt), due != HD_SIDE_NEUTRAL);
  gtk_widget_set_visible (self->leadership_button, due != HD_SIDE_NEUTRAL);
  if (due != HD_SIDE_NEUTRAL)
    {
      /* TRANSLATORS: Advanced 7.0, e.g. "Day 2 begins: type the die for the Confederate battlefield leadership." */
      g_autofree char *prompt = g_strdup_printf (_("Day %u begins: type the die for the %s battlefield leadership "
                                                   "(keys 1 to 6)."), hd_battle_get_day (s), hd_side_get_name (due));
      hd_rule_links_set_text (self->leadership_prompt, prompt);
    }
}

static void
show_battle (HdBattlePanel *self, const HdState *s)
{
  HdMap *map = hd_state_get_map (s);
  HdSide firing = hd_battle_get_firing_side (s), attacker = hd_battle_get_attacker (s);
  HdSide defender = hd_side_get_enemy (attacker);
  g_autofree char *title = g_strdup_printf (_("Battle of %s, round %u"),
                                            hd_map_get_box (map, hd_battle_get_box (s))->name, hd_battle_get_round (s));
  g_autofree char *fires = NULL;
  g_autofree char *log = hd_battle_panel_get_log (self);
  g_autofree char *key = g_strdup_printf ("%u", hd_log_get_n_actions (HD_LOG (self->game)));
  gboolean invaded = FALSE, entrenched = FALSE;

  hd_rule_links_set_text (self->title, title);
  show_days (self, s);
  for (guint i = 0; i < hd_state_get_n_units (s); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (s, i);
      if (bu->box != hd_battle_get_box (s))
        continue;
      invaded |= bu->move.invaded;
      entrenched |= bu->unit.entrenched && bu->unit.side == defender;
    }
  gtk_widget_set_visible (self->river_badge, hd_battle_crossing_counts (s));
  gtk_widget_set_visible (self->invasion_badge, invaded);
  gtk_widget_set_visible (self->entrenched_badge, entrenched);
  show_line (s, attacker, TRUE, self->attacker_line, self->attacker_line_heading, self->attacker_line_units);
  show_line (s, defender, FALSE, self->defender_line, self->defender_line_heading, self->defender_line_units);
  /* TRANSLATORS: whose fire it is, e.g. "Union fire (the defender fires first, rule 5.0)" */
  fires = g_strdup_printf (firing == defender ? _("%s fire (the defender fires first, rule 5.0)") : _("%s fire"),
                           hd_side_get_name (firing));
  hd_rule_links_set_text (self->fires_label, fires);
  show_choices (self, s);
  show_shots (self, s);
  hd_rule_links_set_text (self->log_label, log);
  /* the odds of the position, worked out once for it */
  if (g_strcmp0 (key, self->odds_key) != 0)
    {
      g_free (self->odds_key);
      self->odds_key = g_steal_pointer (&key);
      hd_rule_links_set_text (self->odds_label, _("Working out the odds…"));
      start_odds (self);
    }
}

/* Which buttons may be used now: one place. */
static void
update_actions (HdBattlePanel *self)
{
  const HdState *s = state_of (self);
  gboolean free = active (self) && !awaiting (self);
  gboolean fighting = free && hd_battle_in_progress (s);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.fight", free && !fighting);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.promote", free && !fighting);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.no-promotion", free && !fighting);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.roll", fighting && self->n_shots > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.roll-leadership",
                                 fighting && leadership_due (s) != HD_SIDE_NEUTRAL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.clear-dice", fighting && self->n_typed > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.default-targets", fighting);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.reinforce", fighting);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.reinforce-leader", fighting);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.way-out", fighting && self->choosing != CHOOSING_NOTHING);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.way-out-mode", fighting);
}

/* Where keyboard focus is: 0 outside the panel, 1 in it, 2 in its checks
 * box. */
static int
focus_place (HdBattlePanel *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    return 0;
  return gtk_widget_is_ancestor (focus, GTK_WIDGET (self->checks_box)) ? 2 : 1;
}

/* While the checks box waits, keyboard focus that was on a part of the
 * battle it hides moves into it; when it is done, back to the battle
 * (@was: focus_place() before the update). */
static void
keep_focus_in_checks (HdBattlePanel *self, gboolean waiting, int was)
{
  GtkWidget *page = hd_battle_in_progress (state_of (self)) ? self->battle_page : self->no_battle_page;

  if (waiting && was == 1)
    gtk_widget_child_focus (GTK_WIDGET (self->checks_box), GTK_DIR_TAB_FORWARD);
  else if (!waiting && was == 2 && focus_place (self) != 1)
    gtk_widget_child_focus (page, GTK_DIR_TAB_FORWARD);
}

/* Shows the game as it is now, changing only what changed. */
static void
update (HdBattlePanel *self)
{
  const HdState *s = state_of (self);

  gtk_widget_set_visible (GTK_WIDGET (self), active (self));
  if (active (self))
    {
      gboolean fighting = hd_battle_in_progress (s);
      int was = focus_place (self);
      gboolean waiting = hd_checks_box_update (self->checks_box);

      reset_shots_if_needed (self);
      gtk_widget_set_visible (self->no_battle_page, !fighting && !waiting);
      gtk_widget_set_visible (self->battle_page, fighting && !waiting);
      if (fighting && !waiting)
        show_battle (self, s);
      else if (!waiting)
        show_no_battle (self, s);
      keep_focus_in_checks (self, waiting, was);
      update_marks (self);
    }
  update_actions (self);
}

static void
game_changed (HdBattlePanel *self)
{
  const HdState *s = state_of (self);

  if (s != NULL && hd_battle_in_progress (s))
    self->promotion_declined = FALSE;
  update (self);
}

/* ------------------------------------------------------------ actions */

static void
action_apply_unit_or_box (GtkWidget  *widget,
                          const char *name,
                          GVariant   *param)
{
  HdBattlePanel *self = HD_BATTLE_PANEL (widget);
  HdAction a = { 0 };
  guint value = g_variant_get_uint32 (param);

  if (g_str_equal (name, "battle.fight"))
    a = (HdAction) { .type = HD_ACTION_BATTLE, .box = value };
  else if (g_str_equal (name, "battle.promote"))
    a = (HdAction) { .type = HD_ACTION_PROMOTE, .unit = value };
  else if (g_str_equal (name, "battle.reinforce"))
    a = (HdAction) { .type = HD_ACTION_REINFORCE, .unit = value };
  else if (g_str_equal (name, "battle.reinforce-leader"))
    a = (HdAction) { .type = HD_ACTION_LEADER_REINFORCE, .leader = value };
  else
    {
      a.type = self->choosing == CHOOSING_WITHDRAWAL ? HD_ACTION_WITHDRAW : HD_ACTION_RETREAT;
      a.to = value;
      self->choosing = CHOOSING_NOTHING;
    }
  apply (self, &a);
}

static void
action_no_promotion (GtkWidget *widget, const char *name, GVariant *param)
{
  HdBattlePanel *self = HD_BATTLE_PANEL (widget);

  self->promotion_declined = TRUE;
  update (self);
}

static void
action_roll (GtkWidget *widget, const char *name, GVariant *param)
{
  hd_battle_panel_fire (HD_BATTLE_PANEL (widget), TRUE);
}

/* battle.contain (u): the Confederates contain the Union units in the
 * box instead of fighting (Advanced 4.0). */
static void
action_contain (GtkWidget *widget, const char *name, GVariant *param)
{
  HdAction a = { .type = HD_ACTION_CONTAIN, .box = g_variant_get_uint32 (param) };
  apply (HD_BATTLE_PANEL (widget), &a);
}

/* battle.roll-leadership: the companion rolls the day's leadership for
 * each side still to roll (Advanced 7.0). */
static void
action_roll_leadership (GtkWidget *widget, const char *name, GVariant *param)
{
  HdBattlePanel *self = HD_BATTLE_PANEL (widget);
  HdSide side;

  while ((side = leadership_due (state_of (self))) != HD_SIDE_NEUTRAL)
    {
      HdAction a = { .type = HD_ACTION_ROLL_LEADERSHIP, .side = side, .die = (guint) g_random_int_range (1, 7) };
      if (!apply (self, &a))
        return;
    }
}

static void
action_clear_dice (GtkWidget *widget, const char *name, GVariant *param)
{
  HdBattlePanel *self = HD_BATTLE_PANEL (widget);

  self->n_typed = 0;
  update (self);
}

static void
action_default_targets (GtkWidget *widget, const char *name, GVariant *param)
{
  HdBattlePanel *self = HD_BATTLE_PANEL (widget);

  self->n_shots = hd_battle_default_targets (state_of (self), self->shots);
  self->n_typed = 0;
  update (self);
}

/* battle.way-out-mode (s): "withdrawal" (5.6) or "retreat" (5.4), chosen
 * or, chosen again, given up. */
static void
action_way_out_mode (GtkWidget *widget, const char *name, GVariant *param)
{
  HdBattlePanel *self = HD_BATTLE_PANEL (widget);
  Choosing c = g_str_equal (g_variant_get_string (param, NULL), "withdrawal") ? CHOOSING_WITHDRAWAL : CHOOSING_RETREAT;

  self->choosing = self->choosing == c ? CHOOSING_NOTHING : c;
  update (self);
}

static gboolean
segment_choose_box (HdSegmentPanel *panel,
                            guint          box)
{
  HdBattlePanel *self = HD_BATTLE_PANEL (panel);
  const HdState *s;

  g_return_val_if_fail (HD_IS_BATTLE_PANEL (self), FALSE);
  if (!active (self))
    return FALSE;
  s = state_of (self);
  if (!hd_battle_in_progress (s))
    {
      HdAction a = { .type = HD_ACTION_BATTLE };
      if (!hd_battle_box_has_battle (s, box))
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

static char *
segment_explain_box (HdSegmentPanel *panel,
                         guint          box)
{
  HdBattlePanel *self = HD_BATTLE_PANEL (panel);
  const HdState *s;

  g_return_val_if_fail (HD_IS_BATTLE_PANEL (self), NULL);
  if (!active (self))
    return NULL;
  s = state_of (self);
  if (!hd_battle_in_progress (s))
    return hd_battle_box_has_battle (s, box) ? g_strdup (_("A battle to fight: choose it to begin.")) : NULL;
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

static void
segment_set_log (HdSegmentPanel *panel,
                 HdLog          *log,
                 gconstpointer   viewer,
                 HdBoardView    *board)
{
  HdGame *game = log != NULL ? HD_GAME (log) : NULL;
  HdBattlePanel *self = HD_BATTLE_PANEL (panel);
  g_return_if_fail (HD_IS_BATTLE_PANEL (self));

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  g_set_object (&self->board, board);
  hd_checks_box_set_game (self->checks_box, game);
  g_clear_pointer (&self->step_key, g_free);
  self->choosing = CHOOSING_NOTHING;
  if (game != NULL)
    self->changed_id = g_signal_connect_swapped (game, "changed", G_CALLBACK (game_changed), self);
  update (self);
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
  g_clear_pointer (&self->rows_key, g_free);
  g_clear_pointer (&self->odds_key, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), HD_TYPE_BATTLE_PANEL);
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
  return self->game != NULL && (hd_battle_in_progress (hd_game_get_state (self->game)) || awaiting (self));
}

static void
checks_refused (HdBattlePanel *self, const char *message)
{
  hd_segment_panel_refuse_with (HD_SEGMENT_PANEL (self), message);
}

/* The widget the player wants next for @decision (hd-focus asks): the
 * checks' dice, the leadership die, a way out being chosen, the next
 * shot's target (its die is typed with the keys 1 to 6), a promotion won,
 * the next battle to fight; NULL: the guide's next step. */
static GtkWidget *
segment_focus_target (HdSegmentPanel *panel,
                      gconstpointer   awaited)
{
  HdBattlePanel *self = HD_BATTLE_PANEL (panel);

  if (!active (self))
    return NULL;
  if (awaiting (self))
    return GTK_WIDGET (self->checks_box);
  if (hd_battle_in_progress (state_of (self)))
    {
      if (leadership_due (state_of (self)) != HD_SIDE_NEUTRAL)
        return self->leadership_button;
      if (self->choosing != CHOOSING_NOTHING && gtk_widget_get_first_child (self->way_out_box) != NULL)
        return self->way_out_box;
      if (self->n_typed < self->n_rows)
        return self->rows[self->n_typed].target;
      return self->roll_button;
    }
  if (gtk_widget_get_visible (self->promotion_heading))
    return self->promote_box;
  if (gtk_widget_get_first_child (self->battles_box) != NULL)
    return self->battles_box;
  return NULL;
}

static void
segment_panel_init (HdSegmentPanelInterface *iface)
{
  iface->set_log = segment_set_log;
  iface->is_active = segment_is_active;
  iface->choose_box = segment_choose_box;
  iface->explain_box = segment_explain_box;
  iface->needs_die = segment_needs_die;
  iface->enter_die = segment_enter_die;
  iface->focus_target = segment_focus_target;
}

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, HdBattlePanel, name)

static void
hd_battle_panel_class_init (HdBattlePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_battle_panel_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  /* a container: what it holds speaks, it says nothing itself (not its class) */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
  g_type_ensure (HD_TYPE_CHECKS_BOX);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-battle-panel.ui");
  gtk_widget_class_bind_template_callback (widget_class, checks_refused);
  BIND (box);
  BIND (checks_box);
  BIND (no_battle_page);
  BIND (outcome_label);
  BIND (promotion_heading);
  BIND (no_promotion_button);
  BIND (promote_box);
  BIND (battles_heading);
  BIND (battles_box);
  BIND (no_battles);
  BIND (battle_page);
  BIND (title);
  BIND (contain_box);
  BIND (days_box);
  BIND (days_label);
  BIND (leadership_track);
  BIND (leadership_prompt);
  BIND (leadership_button);
  BIND (river_badge);
  BIND (invasion_badge);
  BIND (entrenched_badge);
  BIND (odds_label);
  BIND (attacker_line);
  BIND (attacker_line_heading);
  BIND (attacker_line_units);
  BIND (defender_line);
  BIND (defender_line_heading);
  BIND (defender_line_units);
  BIND (fires_label);
  BIND (withdraw_button);
  BIND (retreat_button);
  BIND (way_out_hint);
  BIND (way_out_box);
  BIND (reinforce_label);
  BIND (reinforce_box);
  BIND (leader_reinforce_box);
  BIND (shots_grid);
  BIND (hits_label);
  BIND (dice_hint);
  BIND (roll_button);
  BIND (log_label);
  gtk_widget_class_install_action (widget_class, "battle.fight", "u", action_apply_unit_or_box);
  gtk_widget_class_install_action (widget_class, "battle.promote", "u", action_apply_unit_or_box);
  gtk_widget_class_install_action (widget_class, "battle.reinforce", "u", action_apply_unit_or_box);
  gtk_widget_class_install_action (widget_class, "battle.reinforce-leader", "u", action_apply_unit_or_box);
  gtk_widget_class_install_action (widget_class, "battle.way-out", "u", action_apply_unit_or_box);
  gtk_widget_class_install_action (widget_class, "battle.no-promotion", NULL, action_no_promotion);
  gtk_widget_class_install_action (widget_class, "battle.roll", NULL, action_roll);
  gtk_widget_class_install_action (widget_class, "battle.roll-leadership", NULL, action_roll_leadership);
  gtk_widget_class_install_action (widget_class, "battle.contain", "u", action_contain);
  gtk_widget_class_install_action (widget_class, "battle.clear-dice", NULL, action_clear_dice);
  gtk_widget_class_install_action (widget_class, "battle.default-targets", NULL, action_default_targets);
  gtk_widget_class_install_action (widget_class, "battle.way-out-mode", "s", action_way_out_mode);
}

static void
hd_battle_panel_init (HdBattlePanel *self)
{
  self->odds = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  update (self);
}

GtkWidget *
hd_battle_panel_new (void)
{
  return g_object_new (HD_TYPE_BATTLE_PANEL, NULL);
}
