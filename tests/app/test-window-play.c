/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-play.c: the Basic Game played in the real window under
 * Xvfb: the Movement Segment from the board and the panel, battles (chosen
 * on the board, dice typed, odds worked out or sampled, the outcome, the
 * odds foreseen before a move), promotion, recruitment and a victory
 * announced, and a new game letting the old game's toasts go.  The
 * battle case takes the toast the movement case left: keep their order.
 *
 * Each step waits for what it needs, never a fixed time (run_pending,
 * wait_drawn, wait_board_drawn, activate_clicked, wait_acted,
 * wait_toplevel, clear_toasts, wait_for a condition): a loaded machine only
 * makes the test slower.  The helpers the window tests share are in
 * window-util.c. */
#include "config.h"

#include <string.h>
#include <adwaita.h>

#include "hd-action-line.h"
#include "hd-battle-panel.h"
#include "hd-battle.h"
#include "hd-movement-panel.h"
#include "hd-muster-panel.h"
#include "hd-odds.h"
#include "hd-segment-panel.h"
#include "window-util.h"

static gboolean
one_toast (gpointer data)
{
  return hd_window_get_n_toasts (window) == 1;
}

/* A new game lets the old game's toasts go, and the one being shown only
 * once it has settled: libadwaita 1.2 crashes when a toast is dismissed
 * while it is still coming up, here just after the toast before it went. */
static void
test_toasts_let_go (void)
{
  const char *no_options[] = { NULL };
  AdwToast *second;

  clear_toasts ("the toasts to go");
  hd_window_toast (window, "The first of two toasts");
  hd_window_toast (window, "The second of two toasts");
  second = g_ptr_array_index (window->toasts, 1);
  /* the fixed times below are the scenario itself: the ages of the
   * toasts that dismiss_toasts measures, not waits for something */
  settle (1.2);   /* the first is up */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1862", no_options));
  /* the first goes by itself (as on a timeout) just before the old
   * game's toasts are let go, and the second comes up */
  settle (0.35);
  adw_toast_dismiss (g_ptr_array_index (window->toasts, 0));
  settle (0.6);
  /* too young to go yet */
  g_assert_true (g_ptr_array_find (window->toasts, second, NULL));
  wait_for (toast_gone, second, 20, "the old game's toast to go");
  settle (0.6);   /* its hiding, and what would have crashed */
}

/* The Movement Segment from the board and the panel: choose a box, the
 * legal destinations light up, an illegal one explains itself, the move is
 * confirmed and recorded; the march die is typed with a key. */
static void
test_movement (void)
{
  HdMap *map = hd_board_view_get_map (board);
  HdMovementPanel *panel;
  HdGame *game;
  const guint8 *marks;
  const HdBox *washington = hd_map_lookup_name (map, "Washington");
  const HdBox *baltimore = hd_map_lookup_name (map, "Baltimore");
  const HdBox *manassas = hd_map_lookup_name (map, "Manassas Junction");
  const HdBox *richmond = hd_map_lookup_name (map, "Richmond");
  g_autofree char *why = NULL;
  GtkWidget *move;
  const char *no_options[] = { NULL };

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1861-campaign",
                                             no_options));
  game = hd_window_get_game (window);
  g_assert_cmpstr (hd_game_get_scenario_id (game), ==, "1861-campaign");
  panel = hd_status_panel_get_movement_panel (status_panel (window));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (panel)));
  assert_panel_says ("Union Movement: 2 of 2 marches left");
  assert_panel_says ("First Game Turn: two marches, no die (rule 4.1)");

  /* choosing Washington lights where its two militia can go */
  hd_board_view_focus_box (board, washington);
  hd_board_view_choose_box (board, washington->index);
  g_assert_cmpint (hd_movement_panel_get_selected_box (panel), ==, (int) washington->index);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (hd_board_view_get_popover (board))));
  marks = hd_board_view_get_marks (board);
  g_assert_nonnull (marks);
  g_assert_cmpint (marks[baltimore->index], ==, HD_MARK_DESTINATION);
  g_assert_cmpint (marks[manassas->index], ==, HD_MARK_BATTLE);
  g_assert_cmpint (marks[richmond->index], ==, HD_MARK_NONE);
  assert_panel_says ("March from Washington");
  /* Richmond is out of reach, and says why */
  why = hd_segment_panel_explain_box (HD_SEGMENT_PANEL (panel), richmond->index);
  g_assert_nonnull (why);
  g_assert_true (strstr (why, "Rule 4.0") != NULL);
  /* one sentence for whom, then the rule's: never three glued by colons */
  g_assert_true (g_str_has_prefix (why, "The Militia Infantry cannot go there. Rule 4.0: "));
  g_assert_null (strstr (why, "Not for the"));
  wait_board_drawn ("the lit destinations");
  save_screenshot (GTK_WIDGET (window), "movement-choose.png");

  /* choose Baltimore, then confirm with the Move button */
  hd_board_view_choose_box (board, baltimore->index);
  g_assert_cmpint (hd_movement_panel_get_target (panel), ==, (int) baltimore->index);
  move = find_button (GTK_WIDGET (panel), "_Move");
  g_assert_nonnull (move);
  g_assert_true (gtk_widget_has_focus (move) || gtk_widget_get_focusable (move));
  g_signal_emit_by_name (move, "clicked");
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), baltimore->index, HD_SIDE_UNION), ==, 2);
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), washington->index, HD_SIDE_UNION), ==, 0);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 2);
  assert_panel_says ("Union Movement: 1 of 2 marches left");
  /* the two militia show one march each; Baltimore chosen shows where next */
  hd_board_view_choose_box (board, baltimore->index);
  hd_board_view_set_view (board, hd_board_view_get_fit_zoom (board) * 2.5, baltimore->x, baltimore->y);
  wait_board_drawn ("the zoomed march");
  save_window_picture ("movement-after-march.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-fit", NULL));
  hd_movement_panel_clear (panel);
  {
    HdAction first;
    g_autofree char *line = NULL;

    hd_game_get_action (game, 0, &first);
    line = hd_action_line_write (&first, map);
    g_assert_cmpstr (line, ==, "march Union Mi from Washington by rail to Baltimore");
  }

  /* a box the units cannot reach is refused with a toast; nothing changes */
  hd_board_view_choose_box (board, baltimore->index);
  hd_board_view_choose_box (board, richmond->index);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 2);

  /* one undo (Ctrl+Z) brings both back: the Move was one player action;
   * one redo moves both again, and one undo more takes them back */
  {
    g_auto(GStrv) keys = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.undo");
    g_assert_true (g_strv_contains ((const char * const *) keys, "<Control>z"));
  }
  g_assert_true (hd_log_is_joined (HD_LOG (game), 1));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 0);
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), washington->index, HD_SIDE_UNION), ==, 2);
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), baltimore->index, HD_SIDE_UNION), ==, 0);
  {
    AdwToast *undone = g_ptr_array_index (window->toasts, window->toasts->len - 1);
    g_assert_nonnull (strstr (adw_toast_get_title (undone), "and the other unit of the same move"));
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 2);
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), baltimore->index, HD_SIDE_UNION), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), washington->index, HD_SIDE_UNION), ==, 2);

  /* the next Game Turn: the die is typed with a key */
  for (guint i = 0; i < 8; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  g_assert_true (hd_segment_panel_needs_die (HD_SEGMENT_PANEL (panel)));
  assert_panel_says ("Union Movement: roll for marches");
  wait_drawn (GTK_WIDGET (window), "the window drawn");
  save_screenshot (GTK_WIDGET (window), "movement-die.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 4));
  run_pending ();   /* the focus placed after the die (hd-focus) */
  g_assert_false (hd_segment_panel_needs_die (HD_SEGMENT_PANEL (panel)));
  g_assert_cmpuint (hd_state_get_marches (hd_game_get_state (game)), ==, 4);
  assert_panel_says ("4 of 4 marches left");

  /* the keyboard: a unit's tick keeps the focus when used, and so does the
   * panel when the Move button that had it goes with the move made */
  {
    GtkWidget *check, *focus;
    g_autofree char *label = NULL;

    hd_board_view_choose_box (board, washington->index);
    check = find_descendant (GTK_WIDGET (panel), GTK_TYPE_CHECK_BUTTON);
    g_assert_nonnull (check);
    label = g_strdup (gtk_check_button_get_label (GTK_CHECK_BUTTON (check)));
    g_assert_true (gtk_widget_grab_focus (check));
    g_assert_true (gtk_widget_activate (check));
    run_pending ();
    g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
    g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == check);
    g_assert_cmpstr (gtk_check_button_get_label (GTK_CHECK_BUTTON (check)), ==, label);
    g_assert_true (gtk_widget_activate (check));
    run_pending ();
    g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
    hd_board_view_choose_box (board, baltimore->index);
    move = find_button (GTK_WIDGET (panel), "_Move");
    g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == move);
    activate_clicked (move, "the move");
    focus = gtk_root_get_focus (GTK_ROOT (window));
    g_assert_nonnull (focus);
    g_assert_true (focus != GTK_WIDGET (window));
    g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (panel)) ||
                   gtk_widget_is_ancestor (focus, GTK_WIDGET (board)));
    /* the two militia's Move: one undo */
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
    g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), washington->index, HD_SIDE_UNION), ==, 2);
    g_assert_cmpuint (hd_state_get_marches (hd_game_get_state (game)), ==, 4);
    hd_movement_panel_clear (panel);
  }

  /* Ctrl+Enter (the next step) with a destination chosen confirms that
   * move; it never ends the segment over it */
  {
    guint n = hd_log_get_n_actions (HD_LOG (game));
    guint here = hd_state_count_units_at (hd_game_get_state (game), washington->index, HD_SIDE_UNION);

    hd_board_view_choose_box (board, washington->index);
    hd_board_view_choose_box (board, baltimore->index);
    g_assert_cmpint (hd_movement_panel_get_target (panel), ==, (int) baltimore->index);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
    g_assert_cmpint (hd_state_get_segment (hd_game_get_state (game)), ==, HD_SEGMENT_MOVEMENT);
    g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), >, n);
    g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), washington->index, HD_SIDE_UNION), <, here);
    g_assert_cmpint (hd_movement_panel_get_target (panel), <, 0);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
    g_assert_cmpint (hd_state_get_segment (hd_game_get_state (game)), ==, HD_SEGMENT_COMBAT);
  }
}

/* A battle from the panel: the battle chosen on the board, the dice typed
 * with keys, the round, the odds, the log. */
static void
test_battle (void)
{
  HdMap *map = hd_board_view_get_map (board);
  HdBattlePanel *panel = hd_status_panel_get_battle_panel (status_panel (window));
  const HdBox *manassas = hd_map_lookup_name (map, "Manassas Junction");
  const char *no_options[] = { NULL };
  static const char *lines[] = {
    "add Union Vi in Washington",
    "add Union Vc in Washington",
    "add Confederate Vi entrenched in Manassas Junction",
    "add Confederate Mc in Manassas Junction",
    "march Union Mi from Washington by rail to Manassas Junction",
    "march Union Vi from Washington by rail to Manassas Junction",
    "march Union Vc from Washington by rail to Manassas Junction",
  };
  HdGame *game;
  HdAction a;
  g_autofree char *log = NULL;

  /* the movement before left a toast; a new game takes it away (it was
   * about the other game) and says where that one is kept */
  g_assert_cmpuint (hd_window_get_n_toasts (window), >, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1861-campaign",
                                             no_options));
  /* the old toasts go once the one shown has settled (see dismiss_toasts) */
  wait_for (one_toast, NULL, 20, "the old game's toasts to go");
  g_assert_cmpuint (hd_window_get_n_toasts (window), ==, 1);
  game = hd_window_get_game (window);
  /* a few more units a side (edit-board corrections), the defenders dug in */
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      g_assert_true (hd_action_line_parse (map, lines[i], &a));
      g_assert_true (hd_log_apply (HD_LOG (game), &a, NULL));
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (panel)));
  assert_panel_says ("Fight at Manassas Junction");
  g_assert_cmpint (hd_board_view_get_marks (board)[manassas->index], ==, HD_MARK_FIGHT);

  /* chosen on the board, the battle begins */
  hd_board_view_choose_box (board, manassas->index);
  g_assert_true (hd_battle_in_progress (hd_game_get_state (game)));
  assert_panel_says ("Battle of Manassas Junction, round 1");
  assert_panel_says ("Union, attacking");
  assert_panel_says ("Confederate fire (the defender fires first, rule 5.0)");
  assert_panel_says ("hits on 1-2");
  g_assert_cmpuint (hd_battle_panel_get_n_shots (panel), ==, 3);
  wait_for (odds_known, panel, 30, "the odds");
  /* the keyboard: a target chosen in a drop-down, a die typed: the focus
   * stays on that drop-down, which keeps its name */
  {
    GtkWidget *dd = find_descendant (GTK_WIDGET (panel), GTK_TYPE_DROP_DOWN);
    g_autofree char *name = NULL;
    guint first;

    g_assert_nonnull (dd);
    g_assert_true (GTK_IS_LABEL (gtk_widget_get_prev_sibling (dd)));
    name = g_strdup_printf ("Target of %s", gtk_label_get_text (GTK_LABEL (gtk_widget_get_prev_sibling (dd))));
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (dd), GTK_ACCESSIBLE_PROPERTY_LABEL, name);
    g_assert_true (gtk_widget_grab_focus (dd));
    first = gtk_drop_down_get_selected (GTK_DROP_DOWN (dd));
    gtk_drop_down_set_selected (GTK_DROP_DOWN (dd), first == 0 ? 1 : 0);
    run_pending ();
    g_assert_true (find_descendant (GTK_WIDGET (panel), GTK_TYPE_DROP_DOWN) == dd);
    g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), dd) ||
                   gtk_root_get_focus (GTK_ROOT (window)) == dd);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 6));
    g_assert_true (find_descendant (GTK_WIDGET (panel), GTK_TYPE_DROP_DOWN) == dd);
    g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), dd) ||
                   gtk_root_get_focus (GTK_ROOT (window)) == dd);
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (dd), GTK_ACCESSIBLE_PROPERTY_LABEL, name);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "battle.clear-dice", NULL));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "battle.default-targets", NULL));
  }
  /* the defender's dice, then the attacker's, typed with keys: the
   * Confederates miss, the Union's first shot hits */
  for (guint k = 0; k < 3; k++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 6));
  assert_panel_says ("Union fire");
  g_assert_cmpuint (hd_battle_panel_get_n_shots (panel), ==, 3);
  for (guint k = 0; k < 3; k++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", k == 0 ? 1 : 6));
  g_assert_cmpuint (hd_battle_get_round (hd_game_get_state (game)), ==, 2);
  assert_panel_says ("Battle of Manassas Junction, round 2");
  log = hd_battle_panel_get_log (panel);
  g_assert_true (strstr (log, "Round 1, Confederate fire:") != NULL);
  g_assert_true (strstr (log, "6, a miss") != NULL);
  wait_for (odds_known, panel, 30, "the odds of round 2");
  hd_board_view_set_view (board, hd_board_view_get_fit_zoom (board) * 2.5, manassas->x, manassas->y);
  wait_board_drawn ("the battle");
  save_window_picture ("battle.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-fit", NULL));
  /* undo goes back a side's fire at a time */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (hd_battle_get_round (hd_game_get_state (game)), ==, 1);
}

/* A battle too big to work out exactly: the panel says so and shows an
 * estimate from sampled battles. */
static void
test_battle_too_big (void)
{
  HdMap *map = hd_board_view_get_map (board);
  const HdBox *manassas = hd_map_lookup_name (map, "Manassas Junction");
  const char *no_options[] = { NULL };
  static const char *kinds[2][12] = {
    { "Vi", "Vi", "Vi", "Vi", "Ci", "Ci", "Vc", "Vc", "Mc", "Cc", NULL },   /* with the militia there */
    { "Vi", "Vi", "Vi", "Mi", "Mi", "Mi", "Ci", "Ci", "Vc", "Vc", "Mc", "Cc" },
  };
  HdGame *game;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1861-campaign",
                                             no_options));
  game = hd_window_get_game (window);
  /* the defenders first: some dig in (not in a box with enemy units, 4.3) */
  for (guint side = 0; side < 2; side++)
    for (guint i = 0; i < G_N_ELEMENTS (kinds[side]) && kinds[side][i] != NULL; i++)
      {
        g_autofree char *line = g_strdup_printf ("add %s %s%s in Manassas Junction", side == 1 ? "Union" : "Confederate",
                                                 kinds[side][i], side == 0 && i % 2 == 0 ? " entrenched" : "");
        HdAction a;
        g_autoptr(GError) error = NULL;
        g_assert_true (hd_action_line_parse (map, line, &a));
        if (!hd_log_apply (HD_LOG (game), &a, &error))
          g_error ("%s: %s", line, error->message);
      }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  hd_board_view_choose_box (board, manassas->index);
  g_assert_true (hd_battle_in_progress (hd_game_get_state (game)));
  g_assert_cmpfloat (hd_odds_attacker_wins (hd_game_get_state (game)), ==, -1);
  wait_for (odds_known, hd_status_panel_get_battle_panel (status_panel (window)), 120, "the sampled odds");
  assert_panel_says ("played out at random");
  wait_drawn (GTK_WIDGET (window), "the window drawn");
  save_screenshot (GTK_WIDGET (window), "battle-too-big.png");
}

/* Item 11: once a battle is over the battle panel says who won, how and
 * by which rule (the engine's words, hd_battle_log_outcome), until the
 * next battle begins. */
static void
test_battle_outcome (void)
{
  HdMap *map = hd_board_view_get_map (board);
  const HdBox *manassas = hd_map_lookup_name (map, "Manassas Junction");
  const char *no_options[] = { NULL };
  static const char *lines[] = {
    "add Union Vi in Manassas Junction",
  };
  HdGame *game;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1861-campaign",
                                             no_options));
  game = hd_window_get_game (window);
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      HdAction a;
      g_autoptr(GError) error = NULL;

      g_assert_true (hd_action_line_parse (map, lines[i], &a));
      if (!hd_log_apply (HD_LOG (game), &a, &error))
        g_error ("%s: %s", lines[i], error->message);
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  hd_board_view_choose_box (board, manassas->index);
  g_assert_true (hd_battle_in_progress (hd_game_get_state (game)));
  /* the Confederates miss every shot, the Union hits with every one */
  for (guint i = 0; i < 40 && hd_battle_in_progress (hd_game_get_state (game)); i++)
    {
      const HdState *s = hd_game_get_state (game);
      HdAction a = { .type = HD_ACTION_FIRE };
      g_autoptr(GError) error = NULL;

      a.n_shots = hd_battle_default_targets (s, a.shots);
      for (guint k = 0; k < a.n_shots; k++)
        a.shots[k].die = hd_battle_get_firing_side (s) == HD_SIDE_UNION ? 1 : 6;
      if (!hd_log_apply (HD_LOG (game), &a, &error))
        g_error ("fire: %s", error->message);
    }
  g_assert_false (hd_battle_in_progress (hd_game_get_state (game)));
  run_pending ();
  assert_panel_says ("The Union wins the battle of Manassas Junction: every Confederate unit there is eliminated "
                     "(rule 5.0). It lasted");
  assert_panel_says ("A battle won: you may promote one unit");
}

static gboolean
foreseen_odds_known (gpointer data)
{
  return hd_movement_panel_get_foreseen_odds (HD_MOVEMENT_PANEL (data)) >= 0;
}

/* Odds before moving: a destination holding enemy units shows the battle
 * the move would start, its odds and who could reinforce the defence; once
 * the move is made and the battle chosen, the battle panel's odds are the
 * same. */
static void
test_foreseen_battle (void)
{
  HdMap *map = hd_board_view_get_map (board);
  HdMovementPanel *movement = hd_status_panel_get_movement_panel (status_panel (window));
  HdBattlePanel *battle = hd_status_panel_get_battle_panel (status_panel (window));
  const HdBox *washington = hd_map_lookup_name (map, "Washington");
  const HdBox *manassas = hd_map_lookup_name (map, "Manassas Junction");
  const char *no_options[] = { NULL };
  static const char *lines[] = {
    "add Union Vi in Washington",
    "add Confederate Vi entrenched in Manassas Junction",
  };
  HdGame *game;
  double foreseen;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1861-campaign",
                                             no_options));
  game = hd_window_get_game (window);
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      HdAction a;
      g_assert_true (hd_action_line_parse (map, lines[i], &a));
      g_assert_true (hd_log_apply (HD_LOG (game), &a, NULL));
    }
  hd_board_view_choose_box (board, washington->index);
  hd_board_view_choose_box (board, manassas->index);
  g_assert_cmpint (hd_movement_panel_get_target (movement), ==, (int) manassas->index);
  wait_for (foreseen_odds_known, movement, 30, "the odds before the move");
  foreseen = hd_movement_panel_get_foreseen_odds (movement);
  g_assert_cmpfloat (foreseen, >, 0);
  g_assert_cmpfloat (foreseen, <, 1);
  assert_panel_says ("Union attacker wins:");
  assert_panel_says ("entrenched (5.31)");
  assert_panel_says ("(rule 5.5)");
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, G_N_ELEMENTS (lines));   /* nothing moved yet */
  save_window_picture ("odds-before-move.png");

  /* moved and fought: the same odds */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (movement), "movement.confirm", NULL));
  g_assert_cmpfloat (hd_movement_panel_get_foreseen_odds (movement), <, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  hd_board_view_choose_box (board, manassas->index);
  g_assert_true (hd_battle_in_progress (hd_game_get_state (game)));
  wait_for (odds_known, battle, 30, "the odds");
  g_assert_cmpfloat (hd_battle_panel_get_odds (battle), ==, foreseen);
}

/* The keyboard on a segment panel: focus @label's button, use it; focus
 * stays in the panel, on the button that takes its place (@next), never on
 * the window itself, and the panel's other buttons keep their names. */
static void
expect_focus_kept (GtkWidget *panel, const char *label, const char *next)
{
  GtkWidget *button = find_button (panel, label);
  GtkWidget *other = find_button (panel, next);
  GtkWidget *focus;
  guint n = hd_log_get_n_actions (HD_LOG (hd_window_get_game (window)));

  g_assert_nonnull (button);
  g_assert_nonnull (other);
  g_assert_true (gtk_widget_grab_focus (button));
  /* as the keyboard does (a button activated shows itself pressed a
   * moment before it is clicked) */
  g_assert_true (gtk_widget_activate (button));
  wait_acted (hd_window_get_game (window), n, "the button's action");
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (hd_window_get_game (window))), ==, n + 1);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (focus != GTK_WIDGET (window));
  g_assert_true (gtk_widget_is_ancestor (focus, panel));
  if (focus != other)
    g_error ("focus is on a %s (%s), not on %s", G_OBJECT_TYPE_NAME (focus),
             GTK_IS_BUTTON (focus) ? gtk_button_get_label (GTK_BUTTON (focus)) : "-", next);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (other)), ==, next);
}

/* Promotions and recruitment from the panel and the board, and a victory
 * announced. */
static void
test_recruitment_and_victory (void)
{
  HdMap *map = hd_board_view_get_map (board);
  HdMusterPanel *panel = hd_status_panel_get_muster_panel (status_panel (window));
  const HdBox *pittsburgh = hd_map_lookup_name (map, "Pittsburgh");
  const char *no_options[] = { NULL };
  HdAction control = { .type = HD_ACTION_SET_CONTROL, .side = HD_SIDE_CONFEDERATE, .flag = TRUE };
  HdGame *game;
  guint before;
  GtkWidget *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1862", no_options));
  game = hd_window_get_game (window);
  /* the guide's next step from the keyboard: the same button keeps the
   * focus, now for the next segment */
  {
    GtkWidget *next = find_button (GTK_WIDGET (status_panel (window)), "End Movement Segment");

    g_assert_nonnull (next);
    g_assert_true (gtk_widget_grab_focus (next));
    activate_clicked (next, "the guide's next step");
    g_assert_cmpint (hd_state_get_segment (hd_game_get_state (game)), ==, HD_SEGMENT_COMBAT);
    g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == next);
    g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (next)), ==, "End Combat Segment");
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (panel)));
  assert_panel_says ("Promote one unit, one quality up (rule 6.0):");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
  assert_panel_says ("Union Recruitment");
  g_assert_true (hd_segment_panel_needs_die (HD_SEGMENT_PANEL (panel)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-die", "u", 4));
  assert_panel_says ("4 Recruitment Points left");
  g_assert_cmpint (hd_board_view_get_marks (board)[pittsburgh->index], ==, HD_MARK_CHOICE);
  before = hd_state_count_units_at (hd_game_get_state (game), pittsburgh->index, HD_SIDE_UNION);
  hd_board_view_choose_box (board, pittsburgh->index);
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), pittsburgh->index, HD_SIDE_UNION), ==,
                    before + 1);
  assert_panel_says ("3 Recruitment Points left");
  wait_board_drawn ("the recruitment");
  save_window_picture ("recruitment.png");
  expect_focus_kept (GTK_WIDGET (panel), "Atlantic City", "Baltimore");

  /* the Confederacy takes Washington: it has won, and the window says so */
  control.box = hd_map_lookup_name (map, "Washington")->index;
  g_assert_true (hd_log_apply (HD_LOG (game), &control, NULL));
  g_assert_cmpint (hd_state_get_winner (hd_game_get_state (game)), ==, HD_SIDE_CONFEDERATE);
  dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "The Confederacy Wins");
  close_problem_dialogs ();
  assert_panel_says ("The Confederacy has won");
}

int
main (int argc, char *argv[])
{
  window_util_init (&argc, &argv);

  g_test_add_func ("/window/movement", test_movement);
  g_test_add_func ("/window/battle", test_battle);
  g_test_add_func ("/window/battle-too-big", test_battle_too_big);
  g_test_add_func ("/window/battle-outcome", test_battle_outcome);
  g_test_add_func ("/window/foreseen-battle", test_foreseen_battle);
  g_test_add_func ("/window/recruitment-and-victory", test_recruitment_and_victory);
  g_test_add_func ("/window/toasts-let-go", test_toasts_let_go);
  return window_util_run ();
}
