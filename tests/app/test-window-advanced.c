/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-advanced.c: the Advanced Game's rules in the real window
 * under Xvfb: the fall of Washington (6.0), supply (2.0), a battle by days
 * (7.0), battlefield morale (8.1), the border states (8.3), foreign
 * intervention (8.4), leaders (8.2) in the New Game dialog, in a battle
 * and marching alone, coastal garrisons (5.0) and containment (4.0).
 *
 * Each step waits for what it needs, never a fixed time (run_pending,
 * wait_drawn, wait_board_drawn, activate_clicked, wait_acted,
 * wait_toplevel, clear_toasts, wait_for a condition): a loaded machine only
 * makes the test slower.  The helpers the window tests share are in
 * window-util.c. */
#include "config.h"

#include <string.h>
#include <adwaita.h>

#include "hd-battle-panel.h"
#include "hd-battle.h"
#include "hd-border.h"
#include "hd-box-spot.h"
#include "hd-describe.h"
#include "hd-intervention.h"
#include "hd-leader.h"
#include "hd-morale.h"
#include "hd-movement-panel.h"
#include "hd-segment-panel.h"
#include "window-util.h"

static gboolean
supply_given (gpointer data)
{
  return !hd_state_get_any_supply_due (hd_game_get_state (HD_GAME (data)));
}

static gboolean
wilmington_contained (gpointer data)
{
  const HdState *s = hd_game_get_state (HD_GAME (data));
  return hd_state_is_contained (s, hd_map_lookup_id (hd_state_get_map (s), "wilmington")->index);
}

/* A drop-down under @widget whose first item is @first. */
static GtkDropDown *
find_drop_down_starting (GtkWidget *widget, const char *first)
{
  if (GTK_IS_DROP_DOWN (widget) && GTK_IS_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (widget))) &&
      g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (widget))) > 0 &&
      g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (widget))), 0),
                 first) == 0)
    return GTK_DROP_DOWN (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkDropDown *found = find_drop_down_starting (c, first);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Advanced 6.0 in the window: the fall of Washington stops everything
 * until its die is typed (the guide says so, the panel takes it from the
 * keys), and the army maximum shown loses it. */
static void
test_washington_falls (void)
{
  const char *options[] = { "advanced-6.0", NULL };
  static const char *lines[] = {
    "remove Union Mi from Washington", "remove Union Mi from Washington",
    "add Confederate Vi in Manassas Junction",
    "end segment", "end segment", "end segment", "end segment",
    "march Confederate Vi from Manassas Junction by rail to Washington",
    "end segment", "end segment",
  };
  HdGame *game = start_game_with ("1861-campaign", options, FALSE, lines, G_N_ELEMENTS (lines));

  assert_panel_says ("Washington has fallen");
  assert_panel_says ("Advanced 6.0");
  assert_panel_says ("wins nothing at once");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 3));
  run_pending ();
  g_assert_cmpuint (hd_state_get_union_max_loss (hd_game_get_state (game)), ==, 3);
  assert_panel_says ("lost so far: 3");
  /* 34 less Washington's 1 and the die's 3 */
  g_assert_cmpuint (hd_state_get_army_maximum (hd_game_get_state (game), HD_SIDE_UNION), ==, 30);
}

/* Advanced 2.0 in the window: a Confederate Player Turn begins with
 * Gordonsville cut off; the movement panel offers only the pieces to give
 * up, the supply overlay shows every box's supply and line, and giving
 * one up lets the turn go on. */
static void
test_supply (void)
{
  HdMap *map = hd_board_view_get_map (board);
  const char *options[] = { "advanced-2.0", NULL };
  static const char *lines[] = {
    "add Confederate Vi in Gordonsville", "add Confederate Vi in Gordonsville",
    "add Confederate Mi in Petersburg", "add Confederate Mi in Petersburg",
    "add Union Mi in Lynchburg", "add Union Mi in Manassas Junction", "add Union Mi in Staunton",
    "add Union Mi in Richmond", "add Union Mi in Yorktown", "add Union Mi in Yorktown",
    "end segment", "end segment", "end segment", "end segment",
  };
  HdMovementPanel *movement = hd_status_panel_get_movement_panel (status_panel (window));
  GtkWidget *give_up;
  HdGame *game;
  g_autofree char *label = NULL;
  guint gordonsville = hd_map_lookup_id (map, "gordonsville")->index;

  game = start_game_with ("1862", options, TRUE, lines, G_N_ELEMENTS (lines));
  assert_panel_says ("out of supply");
  assert_panel_says ("Advanced 2.2");
  g_assert_true (hd_state_get_supply_due (hd_game_get_state (game), gordonsville));
  {
    /* two veterans there: the players tell them apart by number */
    g_autofree char *unit = hd_describe_unit (hd_game_get_state (game),
                                              hd_state_get_unit (hd_game_get_state (game),
                                                                 (guint) hd_state_find_unit (hd_game_get_state (game),
                                                                                             gordonsville,
                                                                                             HD_SIDE_CONFEDERATE,
                                                                                             HD_KIND_VI, FALSE))->id);
    g_assert_nonnull (strchr (unit, '#'));
    label = g_strdup_printf ("Give up %s in Gordonsville", unit);
  }
  give_up = find_button (GTK_WIDGET (movement), label);
  g_assert_nonnull (give_up);
  /* the overlay */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-supply", NULL));
  g_assert_true (hd_board_view_get_supply_shown (board));
  save_board_picture ("richmond", 1.5, -40, 0, "supply.png");
  /* one piece given up, from the keyboard: the turn goes on */
  g_assert_true (gtk_widget_grab_focus (give_up));
  g_assert_true (gtk_widget_activate (give_up));
  wait_for (supply_given, game, 20, "the piece given up");
  run_pending ();
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), gordonsville, HD_SIDE_CONFEDERATE), ==, 1);
  assert_panel_says ("Confederate Movement: 2 of 2 marches left");
  g_assert_nonnull (gtk_root_get_focus (GTK_ROOT (window)));
  /* the marches follow: the focus on a box with units to move (hd-focus) */
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (status_panel (window))) ||
                 HD_IS_BOX_SPOT (gtk_root_get_focus (GTK_ROOT (window))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-supply", NULL));
  g_assert_false (hd_board_view_get_supply_shown (board));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-fit", NULL));
}

/* Advanced 7.0 in the window: a battle by days, its leadership typed from
 * the keys and rolled by the panel, the day and leadership track shown,
 * fewer units firing than the side has (the players may choose which),
 * and sampled odds with their margin. */
static void
test_battle_by_days (void)
{
  const char *options[] = { "advanced-7.0", NULL };
  static const char *lines[] = {
    "add Union Vi in Harpers Ferry", "add Union Vi in Harpers Ferry", "add Union Vi in Harpers Ferry",
    "add Union Mi in Harpers Ferry", "add Union Mi in Harpers Ferry",
    "add Confederate Vi in Front Royal", "add Confederate Ci in Front Royal", "add Confederate Mi in Front Royal",
    "add Confederate Mi in Front Royal",
    "march Union Vi from Harpers Ferry by road to Front Royal", "march Union Vi from Harpers Ferry by road to Front Royal",
    "march Union Vi from Harpers Ferry by road to Front Royal", "march Union Mi from Harpers Ferry by road to Front Royal",
    "march Union Mi from Harpers Ferry by road to Front Royal",
    "end segment", "battle at Front Royal",
  };
  HdBattlePanel *panel = hd_status_panel_get_battle_panel (status_panel (window));
  HdGame *game;
  const HdState *s;

  game = start_game_with ("1862", options, TRUE, lines, G_N_ELEMENTS (lines));
  s = hd_game_get_state (game);
  assert_panel_says ("Day 1 of the battle of Front Royal begins");
  assert_panel_says ("type the die for the Confederate battlefield leadership");
  /* the defender's die, then the attacker's, from the keys: 1862's 2
   * gives the Confederacy 3 and the Union 2 */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 2));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 2));
  run_pending ();
  g_assert_cmpuint (hd_battle_get_leadership (s, HD_SIDE_CONFEDERATE), ==, 3);
  g_assert_cmpuint (hd_battle_get_leadership (s, HD_SIDE_UNION), ==, 2);
  g_assert_cmpuint (hd_battle_panel_get_n_shots (panel), ==, 3);
  /* what the leadership allows, side by side with the rule's eight */
  assert_panel_says ("Battlefield leadership: Union 2, Confederacy 3. Units that may fire each round today: Union up "
                     "to 2, Confederacy up to 3 (never more than eight, Advanced 7.0).");
  /* a day of misses */
  for (guint i = 0; i < 2 * HD_BATTLE_ROUNDS_A_DAY; i++)
    {
      HdAction fire = { .type = HD_ACTION_FIRE };
      fire.n_shots = hd_battle_default_targets (s, fire.shots);
      for (guint k = 0; k < fire.n_shots; k++)
        fire.shots[k].die = 6;
      g_assert_true (hd_log_apply (HD_LOG (game), &fire, NULL));
    }
  run_pending ();
  assert_panel_says ("Day 2 of the battle");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "battle.roll-leadership", NULL));
  run_pending ();
  g_assert_false (hd_battle_needs_leadership (s, HD_SIDE_UNION));
  assert_panel_says ("Day 2, round 1 of 4");
  wait_for (odds_known, panel, 120, "the sampled odds");
  assert_panel_says ("points), from 40000 battles");
  save_board_picture ("front-royal", 1.6, 60, 60, "battle-day-2.png");
}

static void
fire_in_game (HdGame *game, guint die)
{
  HdAction fire = { .type = HD_ACTION_FIRE };

  fire.n_shots = hd_battle_default_targets (hd_game_get_state (game), fire.shots);
  for (guint k = 0; k < fire.n_shots; k++)
    fire.shots[k].die = die;
  g_assert_true (hd_log_apply (HD_LOG (game), &fire, NULL));
}

/* Advanced 8.1 and 8.11 in the window: the units a fire flipped check
 * their morale with dice typed from the keys in the order shown, a routed
 * unit is drawn in its line as out of the fight, and at the end of the
 * day it is rallied from the keyboard, focus staying in the panel. */
static void
test_battlefield_morale (void)
{
  const char *options[] = { "advanced-8.1", NULL };
  static const char *lines[] = {
    "add Union Vi in Harpers Ferry", "add Union Vi in Harpers Ferry", "add Union Mi in Harpers Ferry",
    "add Confederate Vi in Front Royal", "add Confederate Mi in Front Royal",
    "march Union Vi from Harpers Ferry by road to Front Royal", "march Union Vi from Harpers Ferry by road to Front Royal",
    "march Union Mi from Harpers Ferry by road to Front Royal",
    "end segment", "battle at Front Royal",
  };
  HdGame *game = start_game_with ("1862", options, TRUE, lines, G_N_ELEMENTS (lines));
  const HdState *s = hd_game_get_state (game);
  HdBattlePanel *panel = hd_status_panel_get_battle_panel (status_panel (window));
  g_autoptr(GArray) due = NULL;
  g_autofree char *rally_label = NULL;
  GtkWidget *rally;
  guint first;

  /* the defender hits twice: two Union units flipped */
  fire_in_game (game, 1);
  run_pending ();
  g_assert_cmpint (hd_morale_get_checks (s, &due), ==, HD_CHECK_MORALE);
  g_assert_cmpuint (due->len, ==, 2);
  first = g_array_index (due, guint, 0);
  assert_panel_says ("Morale Checks (Advanced 8.1)");
  assert_panel_says ("routs on");
  /* the dice from the keys, one each in the order shown: the first routs */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 6));
  run_pending ();
  g_assert_cmpint (hd_morale_get_checks (s, NULL), ==, HD_CHECK_MORALE);
  assert_panel_says ("— 6: routs");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 1));
  run_pending ();
  g_assert_cmpint (hd_morale_get_checks (s, NULL), ==, HD_CHECK_NONE);
  g_assert_true (hd_morale_is_routed (s, first));
  assert_panel_says ("routed, out of the fight");
  wait_for (odds_known, panel, 120, "the sampled odds");
  assert_panel_says ("morale checks and rallies (Advanced 8.1) are still to come");
  save_board_picture ("front-royal", 1.6, 60, 60, "battle-morale.png");
  /* the rest of the day in misses; then the Union may rally it */
  fire_in_game (game, 6);
  for (guint round = 2; round <= HD_BATTLE_ROUNDS_A_DAY; round++)
    {
      fire_in_game (game, 6);
      fire_in_game (game, 6);
    }
  run_pending ();
  g_assert_cmpint (hd_morale_rally_due (s), ==, HD_SIDE_UNION);
  assert_panel_says ("Morale Recovery (Advanced 8.11)");
  {
    g_autofree char *unit = hd_describe_unit (s, first);
    rally_label = g_strdup_printf ("Rally %s", unit);
  }
  rally = find_button (GTK_WIDGET (panel), rally_label);
  g_assert_nonnull (rally);
  g_assert_true (gtk_widget_grab_focus (rally));
  activate_clicked (rally, "the rally");
  g_assert_false (hd_morale_is_routed (s, first));
  g_assert_cmpint (hd_morale_rally_due (s), ==, HD_SIDE_NEUTRAL);
  g_assert_nonnull (gtk_root_get_focus (GTK_ROOT (window)));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (panel)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-fit", NULL));
}

/* Advanced 8.3 in the window: the Confederacy holding Kentucky's cities is
 * asked for the support die, with the table's modifiers, before its march
 * die; typed from the keys, the militia joins the pool. */
static void
test_border_states (void)
{
  const char *options[] = { "advanced-8.3", NULL };
  static const char *lines[] = {
    "control Confederate Bowling Green with marker", "control Confederate Louisville with marker",
    "end segment", "end segment", "end segment", "end segment",
  };
  HdGame *game = start_game_with ("1862", options, FALSE, lines, G_N_ELEMENTS (lines));
  const HdState *s = hd_game_get_state (game);
  guint pool = hd_state_get_pool (s, HD_SIDE_CONFEDERATE, HD_KIND_MI);

  g_assert_true (hd_border_roll_due (s, 1));
  assert_panel_says ("Support from Kentucky (Advanced 8.3)");
  assert_panel_says ("Modifiers in all");
  /* the march die must wait: the key goes to the support die */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 6));
  run_pending ();
  g_assert_false (hd_border_roll_due (s, 1));
  g_assert_true (hd_border_has_joined (s, 1));
  g_assert_cmpuint (hd_state_get_pool (s, HD_SIDE_CONFEDERATE, HD_KIND_MI), ==, pool + 1);
  g_assert_cmpuint (hd_state_get_march_die (s), ==, 0);
  /* the scenario's first turn: the two marches of rule 11.2 */
  assert_panel_says ("Confederate Movement: 2 of 2 marches left");
}

/* The message dialog whose body says @says is open: closed. */
static void
close_message_dialog (const char *says)
{
  GListModel *tops = gtk_window_get_toplevels ();   /* transfer none */
  gboolean found = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (tops, i);
      if (ADW_IS_MESSAGE_DIALOG (w) && strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (w)), says) != NULL)
        {
          adw_message_dialog_response (ADW_MESSAGE_DIALOG (w), "close");
          found = TRUE;
          break;
        }
    }
  g_assert_true (found);
}

static gboolean
europe_crossed (gpointer data)
{
  return hd_intervention_n_in_europe (hd_game_get_state (HD_GAME (data))) == 3;
}

/* Advanced 8.4 in the window: Europe intervenes at the start of the
 * Confederate Player Turn (the guide says so, the conditions can be read
 * by anyone), the units wait in a box drawn beside the board and one
 * crosses from the keyboard, focus staying with the crossings. */
static void
test_foreign_intervention (void)
{
  HdMap *map = hd_board_view_get_map (board);
  const char *options[] = { "advanced-8.4", "advanced-6.0", NULL };
  const char *cities[] = { "New York City", "Philadelphia", "Pittsburgh", "Scranton", "Chicago", NULL };
  static const char *lines[] = {
    "add Confederate Vi in Wilmington", "add Confederate Vi in Richmond", "add Union Vi in Harpers Ferry",
    "control Confederate Washington with marker",
  };
  HdGame *game = start_game_with ("1862", options, TRUE, lines, G_N_ELEMENTS (lines));
  const HdState *s = hd_game_get_state (game);
  HdMovementPanel *movement = hd_status_panel_get_movement_panel (status_panel (window));
  GtkWidget *sail;

  for (guint i = 0; cities[i] != NULL && !hd_intervention_condition (s, HD_INTERVENTION_ARMIES, NULL); i++)
    {
      g_autofree char *line = g_strdup_printf ("control Confederate %s with marker", cities[i]);
      apply_line (game, line);
    }
  /* anyone may read where it stands */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.foreign-intervention", NULL));
  wait_toplevel (ADW_TYPE_MESSAGE_DIALOG, "the intervention's standing");
  close_message_dialog ("Europe has not intervened");
  for (guint i = 0; i < 4; i++)
    apply_line (game, "end segment");
  run_pending ();
  g_assert_true (hd_intervention_is_triggered (s));
  assert_panel_says ("Europe intervenes!");
  assert_panel_says ("From Europe (Advanced 8.4)");
  assert_panel_says ("4 foreign units wait in Europe");
  /* the crossing from the keyboard: the first kind, to Norfolk */
  {
    g_autoptr(GArray) ports = hd_intervention_sail_destinations (s);
    GtkDropDown *drop = find_drop_down (GTK_WIDGET (movement), ports->len);
    guint norfolk = hd_map_lookup_id (map, "norfolk")->index;
    g_assert_nonnull (drop);
    for (guint i = 0; i < ports->len; i++)
      if (g_array_index (ports, guint, i) == norfolk)
        gtk_drop_down_set_selected (drop, i);
  }
  sail = find_button (GTK_WIDGET (movement), "_Sail from Europe");
  g_assert_nonnull (sail);
  g_assert_true (gtk_widget_grab_focus (sail));
  g_assert_true (gtk_widget_activate (sail));
  wait_for (europe_crossed, game, 20, "a unit across from Europe");
  run_pending ();
  g_assert_true (hd_state_get_unit (s, hd_state_get_n_units (s) - 1)->unit.foreign);
  g_assert_cmpuint (hd_state_get_unit (s, hd_state_get_n_units (s) - 1)->box, ==, hd_map_lookup_id (map, "norfolk")->index);
  g_assert_nonnull (gtk_root_get_focus (GTK_ROOT (window)));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (movement)));
  save_board_picture ("atlantic-city", 0.9, -60, 100, "intervention.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-fit", NULL));
}

static gboolean
leader_moved (gpointer data)
{
  return hd_leader_get_marches (hd_game_get_state (HD_GAME (data)), HD_LEADER_LEE) == 1;
}

/* Advanced 8.2 in the New Game dialog: the leaders' pieces asked for when
 * the rule is chosen, Start refused while a date is missing, the game
 * keeping them; the set-up's leaders on the board. */
static void
test_leaders_new_game (void)
{
  HdNewGameDialog *dialog;
  HdGame *game;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  dialog = HD_NEW_GAME_DIALOG (find_toplevel (HD_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (dialog);
  hd_new_game_dialog_set_scenario (dialog, "1863");
  hd_new_game_dialog_set_option (dialog, "advanced-8.2", TRUE);
  run_pending ();
  g_assert_nonnull (find_label (GTK_WIDGET (dialog), "Leaders' Pieces (Advanced 8.2)"));
  /* no dates yet: Start is refused, the dialog stays, saying why */
  g_signal_emit_by_name (gtk_window_get_default_widget (GTK_WINDOW (dialog)), "clicked");
  run_pending ();
  g_assert_nonnull (find_toplevel (HD_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (find_label_containing (GTK_WIDGET (dialog), "dates printed on their pieces"));
  hd_new_game_dialog_set_leader (dialog, HD_LEADER_LEE, "06/1862", "05/1863");
  hd_new_game_dialog_set_leader (dialog, HD_LEADER_GRANT, "02/1862", "03/1864");
  hd_new_game_dialog_set_leader (dialog, HD_LEADER_SHERMAN, "05/1862", "03/1864");
  wait_drawn (GTK_WIDGET (dialog), "the leaders' dates drawn");
  save_screenshot (GTK_WIDGET (dialog), "new-game-leaders.png");
  g_signal_emit_by_name (gtk_window_get_default_widget (GTK_WINDOW (dialog)), "clicked");
  wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_NEW_GAME_DIALOG), 30, "the new game dialog to close");
  g_assert_null (find_toplevel (HD_TYPE_NEW_GAME_DIALOG));
  game = hd_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_true (g_strv_contains (hd_game_get_options (game), "leader-lee=3@06/1862,2@05/1863"));
  g_assert_cmpuint (hd_leader_get_box (hd_game_get_state (game), HD_LEADER_LEE), ==,
                    hd_map_lookup_id (hd_board_view_get_map (board), "fredericksburg")->index);
  assert_panel_says ("★ Lee: 3 from 06/1862, 2 from 05/1863");
}

/* Advanced 8.2 with 8.1 in a battle: Lee's pluses chosen for each shot,
 * his place in the line, a Union unit routed; then Lee marching alone
 * from the keyboard. */
static void
test_leader_battle (void)
{
  const char *options[] = { "advanced-8.1", "advanced-8.2", "leader-lee=3@06/1862,2@05/1863",
                            "leader-grant=1@02/1862,2@03/1864", "leader-sherman=1@05/1862,2@03/1864", NULL };
  static const char *lines[] = {
    "add Confederate Vi in Fredericksburg", "add Confederate Vi in Fredericksburg", "add Confederate Ci in Fredericksburg",
    "add Union Vi in Washington", "add Union Vi in Washington", "add Union Vi in Washington",
    "add Union Mi in Washington",
    "march Union Vi from Washington by river to Fredericksburg", "march Union Vi from Washington by river to Fredericksburg",
    "march Union Vi from Washington by river to Fredericksburg", "march Union Mi from Washington by river to Fredericksburg",
    "end segment", "battle at Fredericksburg",
  };
  HdGame *game = start_game_with ("1863", options, TRUE, lines, G_N_ELEMENTS (lines));
  const HdState *s = hd_game_get_state (game);
  HdBattlePanel *panel = hd_status_panel_get_battle_panel (status_panel (window));
  GtkDropDown *plus;

  run_pending ();
  assert_panel_says ("★ Lee, value 3");
  /* a pluses drop-down a shot, +0 to +3, one a piece by default */
  plus = find_drop_down_starting (GTK_WIDGET (panel), "+0 from a leader");
  g_assert_nonnull (plus);
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (plus)), ==, 4);
  g_assert_cmpuint (gtk_drop_down_get_selected (plus), ==, 1);
  assert_panel_says ("+1 from a leader (Advanced 8.2.2)");
  /* the Confederacy fires, every shot a hit; the Union checks morale: the
   * first routs */
  fire_in_game (game, 1);
  run_pending ();
  g_assert_cmpint (hd_morale_get_checks (s, NULL), ==, HD_CHECK_MORALE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 6));
  for (guint i = 0; i < 3 && hd_morale_get_checks (s, NULL) == HD_CHECK_MORALE; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 1));
  run_pending ();
  assert_panel_says ("routed, out of the fight");
  wait_for (odds_known, panel, 120, "the sampled odds");
  save_board_picture ("fredericksburg", 1.6, 40, 30, "battle-leader.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-fit", NULL));
}

/* Advanced 8.2 in the movement panel: Lee marches alone from the
 * keyboard, at no cost, focus staying with the leaders' choices. */
static void
test_leader_moves (void)
{
  const char *options[] = { "advanced-8.2", "leader-lee=3@06/1862,2@05/1863", "leader-grant=1@02/1862,2@03/1864",
                            "leader-sherman=1@05/1862,2@03/1864", NULL };
  static const char *lines[] = {
    "add Confederate Vi in Fredericksburg", "add Union Vi in Washington", "add Union Vi in Arkansas Post",
    "end segment", "end segment", "end segment", "end segment",
  };
  HdGame *game = start_game_with ("1863", options, TRUE, lines, G_N_ELEMENTS (lines));
  HdMovementPanel *movement = hd_status_panel_get_movement_panel (status_panel (window));
  GtkWidget *go;
  guint marches = hd_state_get_marches_left (hd_game_get_state (game));

  assert_panel_says ("Leaders (Advanced 8.2)");
  assert_panel_says ("march 1 of 2");
  go = find_button (GTK_WIDGET (movement), "_Move Leader");
  g_assert_nonnull (go);
  g_assert_true (gtk_widget_grab_focus (go));
  g_assert_true (gtk_widget_activate (go));
  wait_for (leader_moved, game, 20, "Lee's march");
  run_pending ();
  g_assert_cmpuint (hd_state_get_marches_left (hd_game_get_state (game)), ==, marches);
  g_assert_nonnull (gtk_root_get_focus (GTK_ROOT (window)));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (movement)));
}

/* Advanced 5.0 in the window: a naval invasion of Charleston meets its
 * coastal garrison, shown in the defending line and as a target. */
static void
test_coastal_garrison (void)
{
  const char *options[] = { "advanced-5.0", NULL };
  static const char *lines[] = {
    "add Union Vi in Washington", "add Union Vi in Washington",
    "end segment", "end segment", "end segment", "end segment",
    "end segment", "end segment", "end segment", "end segment",
    "roll 6 for marches",
    "invade Union Vi from Washington to Charleston", "invade Union Vi from Washington to Charleston",
    "end segment", "battle at Charleston",
  };

  start_game_with ("1862", options, FALSE, lines, G_N_ELEMENTS (lines));
  assert_panel_says ("Coastal garrison (2), entrenched");
  assert_panel_says ("landed from the sea");
}

/* Advanced 4.0 in the window: the battle panel offers to contain instead
 * of fighting; the movement panel offers the breakout, and its battle is
 * fought in the battle panel during the Movement Segment. */
static void
test_containment (void)
{
  HdMap *map = hd_board_view_get_map (board);
  const char *options[] = { "advanced-4.0", NULL };
  static const char *lines[] = {
    "add Union Vi in Washington", "add Union Vi in Washington",
    "add Confederate Mi in Goldsboro", "add Confederate Mi in Goldsboro",
    "end segment", "end segment", "end segment", "end segment",
    "end segment", "end segment", "end segment", "end segment",
    "roll 6 for marches",
    "invade Union Vi from Washington to Wilmington", "invade Union Vi from Washington to Wilmington",
    "end segment", "end segment", "end segment", "end segment",
    "roll 3 for marches",
    "march Confederate Mi from Goldsboro by rail to Wilmington", "march Confederate Mi from Goldsboro by rail to Wilmington",
    "end segment",
  };
  HdGame *game = start_game_with ("1861-campaign", options, TRUE, lines, G_N_ELEMENTS (lines));
  guint wilmington = hd_map_lookup_id (map, "wilmington")->index;
  HdMovementPanel *movement = hd_status_panel_get_movement_panel (status_panel (window));
  HdBattlePanel *battle = hd_status_panel_get_battle_panel (status_panel (window));
  GtkWidget *contain = find_button (GTK_WIDGET (battle), "Contain at Wilmington instead (Advanced 4.0)");

  assert_panel_says ("Wilmington may be contained instead of fought (Advanced 4.0)");
  g_assert_nonnull (contain);
  g_assert_true (gtk_widget_activate (contain));
  /* a button activated shows itself pressed a moment before it is clicked */
  wait_for (wilmington_contained, game, 20, "the containment");
  for (guint i = 0; i < 3; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 3));
  run_pending ();
  hd_board_view_choose_box (board, wilmington);
  run_pending ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (movement), "movement.break-out", NULL));
  run_pending ();
  g_assert_true (hd_battle_in_progress (hd_game_get_state (game)));
  assert_panel_says ("Breakout from Wilmington");
  assert_panel_says ("Battle of Wilmington, round 1");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (battle)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (movement)));

  /* the Union wins the breakout: the movement panel offers its promotion
   * (6.0), made from the keyboard, and the march goes on */
  for (guint i = 0; i < 20 && hd_battle_in_progress (hd_game_get_state (game)); i++)
    fire_in_game (game, hd_battle_get_firing_side (hd_game_get_state (game)) == HD_SIDE_UNION ? 1 : 6);
  g_assert_false (hd_battle_in_progress (hd_game_get_state (game)));
  run_pending ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (movement)));
  assert_panel_says ("The breakout battle is over: its winner may promote one unit");
  {
    GtkWidget *promote = find_label_containing (GTK_WIDGET (movement), "to Crack Infantry");
    const HdBoardUnit *bu = NULL;

    g_assert_nonnull (promote);
    promote = gtk_widget_get_ancestor (promote, GTK_TYPE_BUTTON);
    gtk_widget_grab_focus (promote);
    activate_clicked (promote, "the promotion");
    for (guint i = 0; i < hd_state_get_n_units (hd_game_get_state (game)); i++)
      if (hd_state_get_unit (hd_game_get_state (game), i)->unit.kind == HD_KIND_CI)
        bu = hd_state_get_unit (hd_game_get_state (game), i);
    g_assert_nonnull (bu);
    g_assert_cmpuint (bu->box, ==, wilmington);
  }
  g_assert_false (gtk_widget_is_visible (find_label_containing (GTK_WIDGET (movement), "its winner may promote")));
  /* the keyboard goes on from Wilmington, where the next march starts */
  g_assert_true (focused_box () == hd_map_get_box (map, wilmington));
}

/* Advanced 5.0 in the movement panel: with a 6 the Union's veterans in
 * Washington may invade Charleston, where no Confederate unit stands; the
 * engine's destination says its coastal garrison meets them, so the panel
 * lights it as a battle and says why, and the battle is there once they
 * land. */
static void
test_garrison_battle_shown (void)
{
  const char *options[] = { "advanced-5.0", NULL };
  static const char *lines[] = {
    "add Union Vi in Washington", "add Union Vi in Washington",
    "end segment", "end segment", "end segment", "end segment",
    "end segment", "end segment", "end segment", "end segment",
    "roll 6 for marches",
  };
  HdMap *map = hd_board_view_get_map (board);
  const HdBox *washington = hd_map_lookup_name (map, "Washington");
  const HdBox *charleston = hd_map_lookup_name (map, "Charleston");
  HdMovementPanel *panel = hd_status_panel_get_movement_panel (status_panel (window));
  HdGame *game = start_game_with ("1862", options, FALSE, lines, G_N_ELEMENTS (lines));
  g_autofree char *why = NULL;

  /* Charleston emptied of its defenders (corrections): its garrison alone */
  for (guint i = hd_state_get_n_units (hd_game_get_state (game)); i-- > 0;)
    {
      const HdBoardUnit *bu = hd_state_get_unit (hd_game_get_state (game), i);
      HdAction remove = { .type = HD_ACTION_REMOVE_UNIT, .box = charleston->index, .side = HD_SIDE_CONFEDERATE };

      if (bu->box != charleston->index)
        continue;
      remove.kind = bu->unit.kind;
      remove.reduced = bu->unit.reduced;
      g_assert_true (hd_log_apply (HD_LOG (game), &remove, NULL));
    }
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), charleston->index, HD_SIDE_CONFEDERATE), ==, 0);
  hd_board_view_focus_box (board, washington);
  hd_board_view_choose_box (board, washington->index);
  g_assert_cmpint (hd_movement_panel_get_selected_box (panel), ==, (int) washington->index);
  hd_movement_panel_set_mode (panel, HD_MOVE_INVASION);
  /* two veterans go, a march each (4.7): the others stay */
  {
    const HdState *s = hd_game_get_state (game);
    guint going = 0;

    for (guint i = 0; i < hd_state_get_n_units (s); i++)
      {
        const HdBoardUnit *bu = hd_state_get_unit (s, i);
        if (bu->box != washington->index || bu->unit.side != HD_SIDE_UNION)
          continue;
        if (bu->unit.kind == HD_KIND_VI && going < 2)
          going++;
        else
          hd_movement_panel_set_unit_chosen (panel, i, FALSE);
      }
    g_assert_cmpuint (going, ==, 2);
  }
  g_assert_cmpint (hd_board_view_get_marks (board)[charleston->index], ==, HD_MARK_BATTLE);
  why = hd_segment_panel_explain_box (HD_SEGMENT_PANEL (panel), charleston->index);
  g_assert_nonnull (why);
  g_assert_nonnull (strstr (why, "coastal garrison meets them, so a battle"));
  hd_board_view_choose_box (board, charleston->index);
  g_assert_cmpint (hd_movement_panel_get_target (panel), ==, (int) charleston->index);
  assert_panel_says ("Its coastal garrison meets them: a battle (Advanced 5.0).");
  wait_board_drawn ("the lit destinations");
  clear_toasts ("the toasts to go before a picture");
  save_screenshot (GTK_WIDGET (window), "movement-garrison.png");
  g_assert_true (hd_movement_panel_confirm (panel));
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), charleston->index, HD_SIDE_UNION), ==, 2);
  g_assert_true (hd_battle_box_has_battle (hd_game_get_state (game), charleston->index));
}

int
main (int argc, char *argv[])
{
  window_util_init (&argc, &argv);

  g_test_add_func ("/window/washington-falls", test_washington_falls);
  g_test_add_func ("/window/supply", test_supply);
  g_test_add_func ("/window/battle-by-days", test_battle_by_days);
  g_test_add_func ("/window/battlefield-morale", test_battlefield_morale);
  g_test_add_func ("/window/border-states", test_border_states);
  g_test_add_func ("/window/foreign-intervention", test_foreign_intervention);
  g_test_add_func ("/window/leaders-new-game", test_leaders_new_game);
  g_test_add_func ("/window/leader-battle", test_leader_battle);
  g_test_add_func ("/window/leader-moves", test_leader_moves);
  g_test_add_func ("/window/coastal-garrison", test_coastal_garrison);
  g_test_add_func ("/window/containment", test_containment);
  g_test_add_func ("/window/garrison-battle-shown", test_garrison_battle_shown);
  return window_util_run ();
}
