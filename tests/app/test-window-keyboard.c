/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-keyboard.c: the keyboard alone and the screen reader, in
 * the real window under Xvfb.  Real key presses through the X server
 * (XTest): F6 goes round the board, the side panel and the lesson card;
 * after every action the focus is where the player wants it next
 * (hd-focus); Ctrl+Shift+Enter is the lesson's Next Step; Shift+F1 says
 * why not for the focused box; a whole Player Turn is played with the keys
 * alone, counted.  Where keys cannot be pressed (no XTest) those cases
 * fail: they never pass unrun.  The accessible tree read through AT-SPI
 * (a11y-walk.py) in play, in a battle, in the New Game dialog and a
 * lesson; at start in a program of its own (this one run again,
 * --accessible-start; in German too, "accessible-de"); and rule links
 * heard as links.
 *
 * Each step waits for what it needs, never a fixed time (run_pending,
 * wait_drawn, wait_board_drawn, activate_clicked, wait_acted,
 * wait_toplevel, clear_toasts, wait_for a condition): a loaded machine only
 * makes the test slower.  The helpers the window tests share are in
 * window-util.c. */
#include "config.h"

#include <math.h>
#include <string.h>
#include <adwaita.h>
#include <gdk/x11/gdkx.h>
#include <X11/keysym.h>
#include <X11/extensions/XTest.h>

#include "hd-battle-panel.h"
#include "hd-battle.h"
#include "hd-box-spot.h"
#include "hd-focus.h"
#include "hd-guide.h"
#include "hd-i18n.h"
#include "hd-lessons-dialog.h"
#include "hd-movement-panel.h"
#include "hd-rules-dialog.h"
#include "window-util.h"

static const char *hd_test_program;   /* this program, run again as a child */

static gboolean
popover_is_hidden_why (gpointer data)
{
  return !gtk_widget_get_visible (GTK_WIDGET (data));
}

/* The most keys a whole Player Turn of the 1861 game may take (the march
 * die, a march into a battle, its dice, a promotion, recruitment and the
 * segments' ends); docs/keyboard.md says how many it takes. */
#define PLAYER_TURN_MAX_KEYS 35

static guint keys_seen;       /* key presses the window has seen */

static const char *keyboard_test;   /* the test the window was given the keyboard for */

static guint presses;         /* keys the tests pressed */

static gboolean
key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state, gpointer data)
{
  /* seen once: by the popover's own controller, or else the window's */
  if (data == window && (gtk_widget_get_mapped (GTK_WIDGET (hd_board_view_get_why_popover (board))) ||
                         gtk_widget_get_mapped (GTK_WIDGET (hd_board_view_get_popover (board)))))
    return GDK_EVENT_PROPAGATE;
  keys_seen++;
  return GDK_EVENT_PROPAGATE;
}

static gboolean
keys_reach (gpointer data)
{
  return keys_seen >= GPOINTER_TO_UINT (data);
}

static gboolean
no_game (gpointer data)
{
  return hd_window_get_game (window) == NULL;
}

static gboolean
window_is_active (gpointer data)
{
  return gtk_window_is_active (GTK_WINDOW (window));
}

/* The window has the X server's keyboard, and the key presses it and its
 * popovers see are counted (before anything else sees them).  Where keys
 * cannot be pressed (no X11 display, or an X server without XTest) the
 * case fails, saying why, and FALSE: it never passes unrun. */
static gboolean
keyboard_ready (void)
{
  static gboolean watching;
  GdkDisplay *display = gtk_widget_get_display (GTK_WIDGET (window));
  Display *dpy;
  int event, error, major, minor;

  if (!GDK_IS_X11_DISPLAY (display))
    {
      g_test_fail_printf ("keys cannot be pressed: the display is not X11 (%s)", G_OBJECT_TYPE_NAME (display));
      return FALSE;
    }
  dpy = gdk_x11_display_get_xdisplay (display);
  if (!XTestQueryExtension (dpy, &event, &error, &major, &minor))
    {
      g_test_fail_printf ("keys cannot be pressed: the X server has no XTest extension");
      return FALSE;
    }
  if (!watching)
    {
      /* the window, and the board's popovers (surfaces of their own) */
      GtkWidget *natives[] = { GTK_WIDGET (window), GTK_WIDGET (hd_board_view_get_popover (board)),
                               GTK_WIDGET (hd_board_view_get_why_popover (board)) };

      for (guint i = 0; i < G_N_ELEMENTS (natives); i++)
        {
          GtkEventController *keys = gtk_event_controller_key_new ();
          gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
          g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), natives[i]);
          gtk_widget_add_controller (natives[i], keys);
        }
      watching = TRUE;
    }
  /* no window manager gives it: the X server's keyboard goes to the
   * window (once per test: a popover open keeps it) */
  if (keyboard_test != g_test_get_path ())
    {
      keyboard_test = g_test_get_path ();
      gtk_window_present (GTK_WINDOW (window));
      XSetInputFocus (dpy, gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window))), RevertToParent,
                      CurrentTime);
      XFlush (dpy);
      wait_for (window_is_active, NULL, 20, "the window to have the keyboard");
    }
  return TRUE;
}

/* Presses and lets go of @keyval with @mods held, as a person does, and
 * waits until the window has seen it and done what it does at once. */
static void
press (guint keyval, GdkModifierType mods)
{
  Display *dpy = gdk_x11_display_get_xdisplay (gtk_widget_get_display (GTK_WIDGET (window)));
  KeyCode code = XKeysymToKeycode (dpy, keyval);
  KeyCode shift = XKeysymToKeycode (dpy, XK_Shift_L), control = XKeysymToKeycode (dpy, XK_Control_L);
  guint expected = keys_seen + 1;

  g_assert_true (keyboard_ready ());
  g_assert_cmpuint (code, !=, 0);
  if (mods & GDK_CONTROL_MASK)
    {
      XTestFakeKeyEvent (dpy, control, True, CurrentTime);
      expected++;
    }
  if (mods & GDK_SHIFT_MASK)
    {
      XTestFakeKeyEvent (dpy, shift, True, CurrentTime);
      expected++;
    }
  XTestFakeKeyEvent (dpy, code, True, CurrentTime);
  XTestFakeKeyEvent (dpy, code, False, CurrentTime);
  if (mods & GDK_SHIFT_MASK)
    XTestFakeKeyEvent (dpy, shift, False, CurrentTime);
  if (mods & GDK_CONTROL_MASK)
    XTestFakeKeyEvent (dpy, control, False, CurrentTime);
  /* the server has sent the press and the release (a button clicks on
   * the release) once this returns: the loop below takes both */
  XSync (dpy, False);
  wait_for (keys_reach, GUINT_TO_POINTER (expected), 20, "the key to reach the window");
  run_pending ();
  presses++;
}

/* Enter on a button: it is clicked a moment after the key (shown pressed
 * first); waits until the game has one more action. */
static void
press_enter_acted (const char *what)
{
  HdGame *game = hd_window_get_game (window);
  guint n = hd_log_get_n_actions (HD_LOG (game));

  press (GDK_KEY_Return, 0);
  wait_acted (game, n, what);
}

static GtkWidget *
focus_now (void)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

/* The focus is on a control the player can use, never on a scrolled
 * window, the window itself or nowhere. */
static void
assert_focus_usable (const char *after)
{
  GtkWidget *focus = focus_now ();

  if (focus == NULL || GTK_IS_SCROLLED_WINDOW (focus) || GTK_IS_VIEWPORT (focus) || focus == GTK_WIDGET (window) ||
      !gtk_widget_get_mapped (focus) || !gtk_widget_is_sensitive (focus))
    g_error ("after %s the focus is on %s", after, focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing");
}

/* The focus is on @expected (the guide's next step, ...). */
static void
assert_focus_is (GtkWidget *expected, const char *after)
{
  GtkWidget *focus = focus_now ();

  assert_focus_usable (after);
  if (focus != expected)
    g_error ("after %s the focus is on a %s (%s), not on a %s (%s)", after, G_OBJECT_TYPE_NAME (focus),
             GTK_IS_BUTTON (focus) ? gtk_button_get_label (GTK_BUTTON (focus)) : "-",
             expected != NULL ? G_OBJECT_TYPE_NAME (expected) : "nothing",
             GTK_IS_BUTTON (expected) ? gtk_button_get_label (GTK_BUTTON (expected)) : "-");
}

/* The focus is on the button labelled @label. */
static void
assert_focus_on_button (const char *label, const char *after)
{
  GtkWidget *focus = focus_now ();

  assert_focus_usable (after);
  if (!GTK_IS_BUTTON (focus) || g_strcmp0 (gtk_button_get_label (GTK_BUTTON (focus)), label) != 0)
    g_error ("after %s the focus is on a %s (%s), not on %s", after, G_OBJECT_TYPE_NAME (focus),
             GTK_IS_BUTTON (focus) ? gtk_button_get_label (GTK_BUTTON (focus)) : "-", label);
}

/* The arrow keys from the focused box to @to, the fewest a person who
 * knows the board presses (a search over where each arrow goes from each
 * box, hd_board_view_box_toward). */
static void
arrows_to (const HdBox *to)
{
  static const struct { GtkDirectionType dir; guint key; } arrows[] = {
    { GTK_DIR_LEFT, GDK_KEY_Left }, { GTK_DIR_RIGHT, GDK_KEY_Right },
    { GTK_DIR_UP, GDK_KEY_Up }, { GTK_DIR_DOWN, GDK_KEY_Down },
  };
  guint n = hd_map_get_n_boxes (hd_board_view_get_map (board));
  g_autofree int *came_from = g_new (int, n);
  g_autofree guint *key = g_new0 (guint, n);
  g_autofree guint *queue = g_new (guint, n);
  g_autoptr(GArray) keys = g_array_new (FALSE, FALSE, sizeof (guint));
  const HdBox *at = focused_box ();
  guint head = 0, tail = 0;

  g_assert_nonnull (at);
  for (guint b = 0; b < n; b++)
    came_from[b] = -2;
  came_from[at->index] = -1;
  queue[tail++] = at->index;
  while (head < tail && came_from[to->index] == -2)
    {
      guint b = queue[head++];
      for (guint k = 0; k < G_N_ELEMENTS (arrows); k++)
        {
          int next = hd_board_view_box_toward (board, b, arrows[k].dir);
          if (next >= 0 && came_from[next] == -2)
            {
              came_from[next] = (int) b;
              key[next] = arrows[k].key;
              queue[tail++] = (guint) next;
            }
        }
    }
  if (came_from[to->index] == -2)
    g_error ("the arrow keys do not reach %s", to->name);
  for (int b = (int) to->index; came_from[b] >= 0; b = came_from[b])
    g_array_prepend_val (keys, key[b]);
  for (guint i = 0; i < keys->len; i++)
    press (g_array_index (keys, guint, i), 0);
  if (focused_box () != to)
    g_error ("the arrow keys did not reach %s", to->name);
}

static const char *eight_ends[] = {
  "end segment", "end segment", "end segment", "end segment",
  "end segment", "end segment", "end segment", "end segment",
};

/* 08/1861, the Union's second Player Turn of the 1861 Campaign Game (the
 * first has no march die, 4.1). */
static HdGame *
start_second_turn (void)
{
  const char *no_options[] = { NULL };
  HdGame *game = start_game_with ("1861-campaign", no_options, FALSE, eight_ends, G_N_ELEMENTS (eight_ends));

  g_assert_cmpint (hd_state_get_player (hd_game_get_state (game)), ==, HD_SIDE_UNION);
  g_assert_true (hd_status_panel_needs_die (status_panel (window)));
  hd_board_view_zoom_fit (board);
  wait_for (board_is_still, NULL, 60, "the zoom to end");
  return game;
}

/* A whole Player Turn with the keys alone: the march die, a march into a
 * battle, the battle's dice typed, the promotion it earns, the segments'
 * ends, the recruitment die and recruits; the keys are counted. */
static void
test_keyboard_player_turn (void)
{
  HdMap *map = hd_board_view_get_map (board);
  HdMovementPanel *movement = hd_status_panel_get_movement_panel (status_panel (window));
  const HdBox *harpers_ferry = hd_map_lookup_id (map, "harpers-ferry");
  const HdBox *front_royal = hd_map_lookup_id (map, "front-royal");
  const HdBox *washington = hd_map_lookup_id (map, "washington");
  HdGame *game;
  const HdState *s;
  GtkWidget *focus;

  if (!keyboard_ready ())
    return;   /* failed, saying why */
  game = start_second_turn ();
  s = hd_game_get_state (game);
  presses = 0;

  /* the march die: the focus is on its buttons, the key types it */
  assert_focus_usable ("a new game");
  g_assert_true (gtk_widget_is_ancestor (focus_now (), GTK_WIDGET (movement)));
  press (GDK_KEY_3, 0);
  g_assert_cmpuint (hd_state_get_marches (hd_game_get_state (game)), >, 0);
  /* then on the board, on a box with units to move */
  assert_focus_usable ("the march die");
  g_assert_true (HD_IS_BOX_SPOT (focus_now ()));

  /* a march into Front Royal: box, destination, Move */
  g_test_message ("keys: the march die, %u", presses);
  arrows_to (harpers_ferry);
  g_test_message ("keys: to Harper's Ferry, %u", presses);
  press (GDK_KEY_Return, 0);
  g_assert_cmpint (hd_movement_panel_get_selected_box (movement), ==, (int) harpers_ferry->index);
  arrows_to (front_royal);
  press (GDK_KEY_Return, 0);
  g_assert_cmpint (hd_movement_panel_get_target (movement), ==, (int) front_royal->index);
  assert_focus_on_button ("_Move", "a destination chosen");
  press_enter_acted ("the march");
  s = hd_game_get_state (game);
  g_assert_cmpuint (hd_state_count_units_at (s, front_royal->index, HD_SIDE_UNION), ==, 1);
  /* the arrival box is not chosen; the keyboard is on the next box to move */
  g_assert_cmpint (hd_movement_panel_get_selected_box (movement), ==, -1);
  assert_panel_says ("The units reached Front Royal. No box is chosen now");
  assert_focus_usable ("the march");
  g_assert_true (HD_IS_BOX_SPOT (focus_now ()));
  g_assert_true (focused_box () != front_royal && focused_box () != harpers_ferry);

  g_test_message ("keys: the march, %u", presses);
  /* a second march: Washington's units along the road to Harper's Ferry */
  arrows_to (washington);
  press (GDK_KEY_Return, 0);
  g_assert_cmpint (hd_movement_panel_get_selected_box (movement), ==, (int) washington->index);
  arrows_to (harpers_ferry);
  press (GDK_KEY_Return, 0);
  g_assert_cmpint (hd_movement_panel_get_target (movement), ==, (int) harpers_ferry->index);
  assert_focus_on_button ("_Move", "the second destination chosen");
  press_enter_acted ("the second march");
  s = hd_game_get_state (game);
  g_assert_cmpuint (hd_state_count_units_at (s, harpers_ferry->index, HD_SIDE_UNION), >=, 1);
  assert_focus_usable ("the second march");

  g_test_message ("keys: the second march, %u", presses);
  /* Ctrl+Enter: the Combat Segment, the focus on the battle to fight */
  press (GDK_KEY_Return, GDK_CONTROL_MASK);
  g_assert_cmpint (hd_state_get_segment (hd_game_get_state (game)), ==, HD_SEGMENT_COMBAT);
  assert_focus_on_button ("Fight at Front Royal", "the end of the Movement Segment");
  press_enter_acted ("the battle chosen");
  g_assert_true (hd_battle_in_progress (hd_game_get_state (game)));

  /* two rounds, each side one die: the defender misses, the attacker hits */
  for (guint round = 0; round < 2; round++)
    {
      guint n = hd_log_get_n_actions (HD_LOG (game));

      assert_focus_usable ("a shot");
      g_assert_true (GTK_IS_DROP_DOWN (focus_now ()) || gtk_widget_get_ancestor (focus_now (), GTK_TYPE_DROP_DOWN));
      press (GDK_KEY_6, 0);
      g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, n + 1);
      assert_focus_usable ("the defender's fire");
      press (GDK_KEY_1, 0);
      g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, n + 2);
    }
  s = hd_game_get_state (game);
  g_assert_false (hd_battle_in_progress (s));
  g_assert_cmpuint (hd_state_count_units_at (s, front_royal->index, HD_SIDE_CONFEDERATE), ==, 0);

  g_test_message ("keys: the battle, %u", presses);
  /* the promotion the battle won earns (6.0) */
  focus = focus_now ();
  assert_focus_usable ("the battle won");
  g_assert_true (GTK_IS_BUTTON (focus) && g_str_has_prefix (gtk_button_get_label (GTK_BUTTON (focus)), "Promote"));
  press_enter_acted ("the promotion");

  /* the end of the Combat Segment; the Promotion Segment's own promotion
   * (6.0): the focus on the first unit to promote */
  assert_focus_is (hd_status_panel_get_next_step (status_panel (window)), "the promotion");
  press_enter_acted ("the end of the Combat Segment");
  g_assert_cmpint (hd_state_get_segment (hd_game_get_state (game)), ==, HD_SEGMENT_PROMOTION);
  focus = focus_now ();
  assert_focus_usable ("the Promotion Segment");
  g_assert_true (GTK_IS_BUTTON (focus) && strstr (gtk_button_get_label (GTK_BUTTON (focus)), "→") != NULL);
  press_enter_acted ("the Promotion Segment's promotion");
  assert_focus_is (hd_status_panel_get_next_step (status_panel (window)), "the promotion made");
  press_enter_acted ("the end of the Promotion Segment");
  g_assert_cmpint (hd_state_get_segment (hd_game_get_state (game)), ==, HD_SEGMENT_RECRUITMENT);
  g_test_message ("keys: the promotions, %u", presses);
  assert_focus_usable ("the Recruitment Segment");
  press (GDK_KEY_4, 0);
  g_assert_cmpuint (hd_state_get_recruit_points (hd_game_get_state (game)), >, 0);

  /* recruits while there are points and militia, then the turn's end */
  for (guint i = 0; i < 8 && focus_now () != hd_status_panel_get_next_step (status_panel (window)); i++)
    {
      guint n = hd_log_get_n_actions (HD_LOG (game));

      assert_focus_usable ("a recruit");
      g_test_message ("keys: Enter on %s", GTK_IS_BUTTON (focus_now ()) ? gtk_button_get_label (GTK_BUTTON (focus_now ()))
                                                                       : G_OBJECT_TYPE_NAME (focus_now ()));
      press (GDK_KEY_Return, 0);
      if (GTK_IS_TOGGLE_BUTTON (focus_now ()) || hd_log_get_n_actions (HD_LOG (game)) == n)
        wait_for (two_frames, &(guint) { 2 }, 1, "nothing");   /* a toggle: at once */
      run_pending ();
    }
  g_assert_cmpuint (hd_state_get_units_in_play (hd_game_get_state (game), HD_SIDE_UNION), >, 12);
  assert_focus_usable ("the recruits");
  g_assert_true (focus_now () == hd_status_panel_get_next_step (status_panel (window)));
  press_enter_acted ("the end of the turn");
  g_assert_cmpint (hd_state_get_player (hd_game_get_state (game)), ==, HD_SIDE_CONFEDERATE);

  g_test_message ("a whole Player Turn with the keyboard alone: %u key presses", presses);
  g_assert_cmpuint (presses, <=, PLAYER_TURN_MAX_KEYS);
}

/* F6 and Shift+F6 go round the board (the box focused), the side panel
 * (what the player wants next there) and the lesson card (its main
 * button); without a lesson, round the board and the panel. */
static void
test_keyboard_regions (void)
{
  HdMap *map = hd_board_view_get_map (board);
  const HdBox *washington = hd_map_lookup_id (map, "washington");
  GtkWidget *panel = GTK_WIDGET (status_panel (window));
  GtkWidget *show_me;

  if (!keyboard_ready ())
    return;   /* failed, saying why */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-lesson", "s", "02-marches"));
  run_pending ();
  wait_drawn (GTK_WIDGET (lesson_card ()), "the lesson card");
  show_me = find_button (GTK_WIDGET (lesson_card ()), "_Show Me");
  g_assert_nonnull (show_me);
  g_assert_true (hd_board_view_focus_box (board, washington));

  press (GDK_KEY_F6, 0);
  assert_focus_usable ("F6 from the board");
  g_assert_true (gtk_widget_is_ancestor (focus_now (), panel));
  press (GDK_KEY_F6, 0);
  assert_focus_is (show_me, "F6 from the side panel");
  press (GDK_KEY_F6, 0);
  g_assert_true (focused_box () == washington);
  /* and the other way round */
  press (GDK_KEY_F6, GDK_SHIFT_MASK);
  assert_focus_is (show_me, "Shift+F6 from the board");
  press (GDK_KEY_F6, GDK_SHIFT_MASK);
  assert_focus_usable ("Shift+F6 from the lesson card");
  g_assert_true (gtk_widget_is_ancestor (focus_now (), panel));
  press (GDK_KEY_F6, GDK_SHIFT_MASK);
  g_assert_true (focused_box () == washington);
  gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
  wait_board_drawn ("the board with the focus");
  clear_toasts ("the toasts to go before a picture");
  save_screenshot (GTK_WIDGET (window), "keyboard-regions.png");
  /* the lesson left from its card: the focus on the start page's New Game */
  press (GDK_KEY_F6, GDK_SHIFT_MASK);
  assert_focus_is (show_me, "Shift+F6 from the board");
  press (GDK_KEY_Tab, GDK_SHIFT_MASK);
  assert_focus_on_button ("_Leave", "Shift+Tab from Show Me");
  press (GDK_KEY_Return, 0);
  wait_for (no_game, NULL, 20, "the lesson left");
  run_pending ();
  assert_focus_on_button ("_New Game…", "leaving the lesson");

  /* no lesson: two regions; from the header bar, the board first */
  start_second_turn ();
  g_assert_true (gtk_widget_grab_focus (find_button (GTK_WIDGET (window), "_Edit Board")));
  press (GDK_KEY_F6, 0);
  g_assert_true (HD_IS_BOX_SPOT (focus_now ()));
  press (GDK_KEY_F6, 0);
  assert_focus_usable ("F6 from the board");
  g_assert_true (gtk_widget_is_ancestor (focus_now (), panel));
  /* the die awaited: its buttons */
  g_assert_true (gtk_widget_is_ancestor (focus_now (), GTK_WIDGET (hd_status_panel_get_movement_panel (status_panel (window)))));
  press (GDK_KEY_F6, 0);
  g_assert_true (HD_IS_BOX_SPOT (focus_now ()));
}

/* After every action the focus is on what the player wants next (the
 * engine's decision mapped to a widget, hd-focus): never a scrolled
 * window or nothing.  Done with This Box goes on to the next box with
 * units to move; Ctrl+Enter with a destination chosen makes the move;
 * Ctrl+Enter ending the segment goes on to the guide's next step. */
static void
test_keyboard_focus_after_action (void)
{
  HdMap *map = hd_board_view_get_map (board);
  HdMovementPanel *movement = hd_status_panel_get_movement_panel (status_panel (window));
  const HdBox *washington = hd_map_lookup_id (map, "washington");
  const HdBox *baltimore = hd_map_lookup_id (map, "baltimore");
  HdGame *game;
  guint n;

  if (!keyboard_ready ())
    return;   /* failed, saying why */
  game = start_second_turn ();
  press (GDK_KEY_3, 0);
  assert_focus_usable ("the march die");
  assert_focus_is (hd_focus_get_target (window), "the march die");

  /* Done with This Box: on to the next box with units to move */
  hd_board_view_choose_box (board, washington->index);
  g_assert_true (gtk_widget_grab_focus (find_button (GTK_WIDGET (movement), "_Done with This Box")));
  press (GDK_KEY_Return, 0);
  g_assert_cmpint (hd_movement_panel_get_selected_box (movement), ==, -1);
  assert_focus_usable ("Done with This Box");
  g_assert_true (HD_IS_BOX_SPOT (focus_now ()));
  g_assert_true (focused_box () != washington);
  assert_focus_is (hd_focus_get_target (window), "Done with This Box");

  /* Ctrl+Enter with a destination chosen: the move is made */
  hd_board_view_choose_box (board, washington->index);
  hd_board_view_choose_box (board, baltimore->index);
  n = hd_log_get_n_actions (HD_LOG (game));
  press (GDK_KEY_Return, GDK_CONTROL_MASK);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), >, n);
  assert_focus_usable ("Ctrl+Enter making the move");
  assert_focus_is (hd_focus_get_target (window), "Ctrl+Enter making the move");
  /* both militia went: Baltimore, where they arrived, is not chosen, and
   * the keyboard is on another box with units to move */
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), baltimore->index, HD_SIDE_UNION), ==, 2);
  g_assert_cmpint (hd_movement_panel_get_selected_box (movement), ==, -1);
  g_assert_true (focused_box () != baltimore && focused_box () != washington);
  clear_toasts ("the toast of Ctrl+Enter");

  /* Ctrl+Enter ending the segment: no battle, the guide's next step */
  press (GDK_KEY_Return, GDK_CONTROL_MASK);
  g_assert_cmpint (hd_state_get_segment (hd_game_get_state (game)), ==, HD_SEGMENT_COMBAT);
  assert_focus_is (hd_status_panel_get_next_step (status_panel (window)), "Ctrl+Enter ending the segment");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus_now ())), ==, "End Combat Segment");
}

/* Ctrl+Shift+Enter is the lesson's Next Step, listed in the shortcuts
 * window; the lesson's hint "choose Baltimore" after a move chooses
 * Baltimore's own units, not those that just arrived elsewhere. */
static void
test_keyboard_next_step (void)
{
  HdMap *map = hd_board_view_get_map (board);
  HdMovementPanel *movement = hd_status_panel_get_movement_panel (status_panel (window));
  const HdBox *baltimore = hd_map_lookup_id (map, "baltimore");
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_PREFIX "/ui/hd-shortcuts-window.ui");
  GSList *objects = gtk_builder_get_objects (builder);
  gboolean listed = FALSE, regions = FALSE, why = FALSE;

  for (GSList *l = objects; l != NULL; l = l->next)
    if (GTK_IS_SHORTCUTS_SHORTCUT (l->data))
      {
        g_autofree char *accel = NULL;
        g_object_get (l->data, "accelerator", &accel, NULL);
        listed |= g_strcmp0 (accel, "<Control><Shift>Return") == 0;
        regions |= g_strcmp0 (accel, "F6 <Shift>F6") == 0;
        why |= g_strcmp0 (accel, "<Shift>F1") == 0;
      }
  g_slist_free (objects);
  g_assert_true (listed);
  g_assert_true (regions);
  g_assert_true (why);
  gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts_window")));

  if (!keyboard_ready ())
    return;   /* failed, saying why */
  g_settings_reset (window->settings, "lesson-steps");   /* from the start, wherever a test before left it */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-lesson", "s", "02-marches"));
  run_pending ();
  assert_card_says ("Step 1 of 3");
  /* not done yet: the key does nothing */
  press (GDK_KEY_Return, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
  assert_card_says ("Step 1 of 3");
  hd_board_view_choose_box (board, hd_map_lookup_id (map, "washington")->index);
  hd_board_view_choose_box (board, hd_map_lookup_id (map, "harpers-ferry")->index);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (movement), "movement.confirm", NULL));
  run_pending ();
  assert_card_says ("Well done");
  /* the units that arrived are not chosen for the next move */
  g_assert_cmpint (hd_movement_panel_get_selected_box (movement), ==, -1);
  press (GDK_KEY_Return, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
  wait_for (lesson_step_is, GUINT_TO_POINTER (1), 20, "step 2");
  assert_card_says ("Step 2 of 3");
  assert_card_says ("Baltimore");
  /* the hint: "Choose Baltimore, tick the cavalry, then choose Front Royal" */
  hd_board_view_choose_box (board, baltimore->index);
  g_assert_cmpint (hd_movement_panel_get_selected_box (movement), ==, (int) baltimore->index);
  g_assert_cmpint (hd_movement_panel_get_target (movement), ==, -1);
  assert_panel_says ("March from Baltimore");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson_card ()), "lesson.leave", NULL));
  run_pending ();
}

/* The share of the pixels of @texture in @x, @y, @w, @h that are mostly
 * red (a box lit for a battle). */
static double
red_share (GdkTexture *texture, int x, int y, int w, int h)
{
  int tw = gdk_texture_get_width (texture), th = gdk_texture_get_height (texture);
  g_autofree guchar *data = g_malloc ((gsize) tw * th * 4);
  guint n = 0, red = 0;

  gdk_texture_download (texture, data, (gsize) tw * 4);   /* B8G8R8A8, premultiplied */
  for (int j = MAX (y, 0); j < MIN (y + h, th); j++)
    for (int i = MAX (x, 0); i < MIN (x + w, tw); i++)
      {
        const guchar *px = data + ((gsize) j * tw + i) * 4;
        red += px[2] > px[1] + 60 && px[2] > px[0] + 60;
        n++;
      }
  g_assert_cmpuint (n, >, 0);
  return (double) red / n;
}

/* Shift+F1 on the focused box says what the pointer's tooltip says (why
 * the chosen units may or may not go there), in a popover at the box that
 * has the focus; Escape gives the focus back to the box.  The focus ring
 * and a lit box's red ring show together. */
static void
test_keyboard_why_not (void)
{
  HdMap *map = hd_board_view_get_map (board);
  const HdBox *harpers_ferry = hd_map_lookup_id (map, "harpers-ferry");
  const HdBox *front_royal = hd_map_lookup_id (map, "front-royal");
  const HdBox *chicago = hd_map_lookup_id (map, "chicago");
  GtkWidget *popover = GTK_WIDGET (hd_board_view_get_why_popover (board));
  g_autofree char *why = NULL;
  g_autofree char *said = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GtkWidget *focus;
  double zoom, cx, cy, x0, y0, w;

  if (!keyboard_ready ())
    return;   /* failed, saying why */
  start_second_turn ();
  press (GDK_KEY_3, 0);
  hd_board_view_choose_box (board, harpers_ferry->index);
  g_assert_true (hd_board_view_focus_box (board, chicago));
  press (GDK_KEY_F1, GDK_SHIFT_MASK);
  wait_for (widget_is_mapped, popover, 10, "the why-not popover");
  /* the engine's reason, as the tooltip gives it */
  why = hd_status_panel_explain_box (status_panel (window), chicago->index);
  g_assert_nonnull (why);
  g_assert_true (g_str_has_prefix (why, "The ") && strstr (why, "cannot go there") != NULL);
  said = g_strdup (gtk_label_get_text (GTK_LABEL (gtk_popover_get_child (GTK_POPOVER (popover)))));
  g_assert_true (strstr (said, why) != NULL);
  g_assert_true (g_str_has_prefix (said, "Chicago"));
  focus = gtk_root_get_focus (gtk_widget_get_root (popover));
  g_assert_true (focus != NULL && gtk_widget_is_ancestor (focus, popover));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (popover), GTK_ACCESSIBLE_PROPERTY_LABEL, said);
  gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
  wait_drawn (popover, "the popover drawn");
  save_screenshot (popover, "why-not.png");
  press (GDK_KEY_Escape, 0);
  wait_for (popover_is_hidden_why, popover, 10, "the popover to close");
  g_assert_true (focused_box () == chicago);
  /* the Menu key does the same */
  press (GDK_KEY_Menu, 0);
  wait_for (widget_is_mapped, popover, 10, "the why-not popover again");
  press (GDK_KEY_Escape, 0);
  wait_for (popover_is_hidden_why, popover, 10, "the popover to close again");

  /* the focus on a box lit red (a battle): its red ring still shows */
  g_assert_true (hd_board_view_focus_box (board, front_royal));
  g_assert_cmpint (hd_board_view_get_marks (board)[front_royal->index], ==, HD_MARK_BATTLE);
  wait_board_drawn ("the focus on Front Royal");
  texture = render_widget (GTK_WIDGET (board), TRUE);
  zoom = hd_board_view_get_zoom (board);
  hd_board_view_get_center (board, &cx, &cy);
  x0 = (front_royal->x - front_royal->width / 2 - cx) * zoom + gtk_widget_get_width (GTK_WIDGET (board)) / 2.0;
  y0 = (front_royal->y - front_royal->height / 2 - cy) * zoom + gtk_widget_get_height (GTK_WIDGET (board)) / 2.0;
  w = front_royal->width * zoom;
  /* the lit ring lies 0 to 2 px outside the box's edge; the focus ring
   * beyond it */
  g_assert_cmpfloat (red_share (texture, (int) (x0 + w / 3), (int) floor (y0) - 2, (int) (w / 3), 2), >, 0.5);
  save_screenshot (GTK_WIDGET (board), "focus-on-lit-box.png");
}

/* Issue 22 (4), issue 31 (10): the accessible tree, read through AT-SPI
 * (every check of a11y-walk.py in each), in a game's movement (the boxes
 * saying their units, control and light), the Combat Segment before and
 * during a battle (no light of the movement said; the die slots saying
 * which die they wait for), the New Game dialog (the scenarios radios)
 * and a lesson (the card says it all, its buttons what they do). */
static void
test_accessible_tree (void)
{
  HdMap *map = hd_board_view_get_map (board);
  const HdBox *washington = hd_map_lookup_name (map, "Washington");
  const char *no_options[] = { NULL };
  g_autofree char *tree = NULL;
  HdGame *game;

  /* a game in its Movement Segment, Washington chosen */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1861-campaign",
                                             no_options));
  game = hd_window_get_game (window);
  hd_board_view_focus_box (board, washington);
  hd_board_view_choose_box (board, washington->index);
  tree = read_accessible_tree ("movement", NULL);
  assert_tree_says (tree, "push button\tZoom In\t", "movement");
  assert_tree_says (tree, "push button\tMain Menu\t", "movement");
  assert_tree_says (tree, "push button\tWashington\t2 Union units: Militia Infantry, Militia Infantry. Controlled by the "
                    "Union. Lit: the units chosen march from here. District of Columbia.", "movement");
  assert_tree_says (tree, "push button\tBaltimore\tNo units. Controlled by the Union. Lit green: a legal destination.", "movement");
  assert_tree_says (tree, "Controlled by the Confederacy. Lit red: a legal destination, where a battle would be fought.", "movement");
  /* the guide's card says its headline and advice, heard when they change */
  {
    g_autoptr(HdGuide) guide = hd_guide_new (hd_game_get_state (game));
    g_autofree char *said = g_strdup_printf ("\t%s %s\n", guide->headline, guide->advice);
    g_strdelimit (said + 1, "\n", ' ');
    said[strlen (said) - 1] = '\n';
    assert_tree_says (tree, said, "movement");
  }
  g_clear_pointer (&tree, g_free);

  /* a battle, its dice waiting */
  {
    HdBattlePanel *panel = hd_status_panel_get_battle_panel (status_panel (window));
    const HdBox *manassas = hd_map_lookup_name (map, "Manassas Junction");
    static const char *lines[] = {
      "add Union Vi in Washington",
      "march Union Mi from Washington by rail to Manassas Junction",
      "march Union Vi from Washington by rail to Manassas Junction",
    };
    /* issue 31 (10): no box says a light of the Movement Segment once
     * its boxes went dark: the Combat Segment's lights say their own */
    const char *movement_words[] = { tr ("Lit green: a legal destination."),
                                     tr ("Lit red: a legal destination, where a battle would be fought."),
                                     tr ("Lit: the units chosen march from here."), NULL };
    for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
      apply_line (game, lines[i]);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-segment", NULL));
    g_assert_cmpint (hd_state_get_segment (hd_game_get_state (game)), ==, HD_SEGMENT_COMBAT);
    tree = read_accessible_tree ("combat", movement_words);
    assert_tree_says (tree, "push button\tManassas Junction\t", "combat");
    assert_tree_says (tree, tr ("Lit red: a battle to be fought here."), "combat");
    g_clear_pointer (&tree, g_free);
    hd_board_view_choose_box (board, manassas->index);
    g_assert_true (hd_battle_in_progress (hd_game_get_state (game)));
    g_assert_cmpuint (hd_battle_panel_get_n_shots (panel), >, 0);
    tree = read_accessible_tree ("battle", movement_words);
    assert_tree_says (tree, "push button\tManassas Junction\t", "battle");
    assert_tree_says (tree, "A battle is being fought here.", "battle");
    assert_tree_says (tree, "\tDie 1 of ", "battle");
    assert_tree_says (tree, ": the next to type\t", "battle");
    g_clear_pointer (&tree, g_free);
  }

  /* the New Game dialog: its players and scenarios radios, each named */
  {
    HdNewGameDialog *dialog = open_new_game ();
    wait_drawn (GTK_WIDGET (dialog), "the new game dialog drawn");
    tree = read_accessible_tree ("new game", NULL);
    assert_tree_says (tree, "radio button\tThe 1861 Campaign Game\t", "new game");
    assert_tree_says (tree, "radio button\tThe 1864 Scenario\t", "new game");
    assert_tree_says (tree, "push button\tRead rule 4.8 in the rules reference\t", "new game");
    /* who commands each side (issue 33): named by their titles, no underscore */
    assert_tree_says (tree, "combo box\tThe Union\t", "new game");
    assert_tree_says (tree, "combo box\tThe companion's dice\t", "new game");
    g_clear_pointer (&tree, g_free);
    gtk_window_close (GTK_WINDOW (dialog));
    wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_NEW_GAME_DIALOG), 30, "the new game dialog to close");
  }

  /* a lesson: what its card says is heard on its buttons, and changes */
  {
    GtkWidget *dialog;
    AdwActionRow *row;
    g_autofree char *said = NULL;
    g_autofree char *line = NULL;

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.learn", NULL));
    dialog = find_toplevel (HD_TYPE_LESSONS_DIALOG);
    row = find_row (dialog, "1. The Board and Its Boxes");
    if (row == NULL)
      row = find_row (dialog, "2. Marches and the Movement Chart");
    g_assert_nonnull (row);
    g_assert_true (gtk_widget_activate (GTK_WIDGET (row)));
    wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_LESSONS_DIALOG), 30, "the lessons dialog to close");
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson_card ()), "lesson.show-me", NULL));
    run_pending ();
    /* issue 31 (10): the card is a group named by its lesson, which holds
     * what it says; its buttons say what they do, not the whole card */
    said = hd_lesson_card_get_text (lesson_card ());
    g_strdelimit (said, "\n", ' ');
    line = g_strdup_printf ("\t%s\n", said);
    tree = read_accessible_tree ("lesson", NULL);
    assert_tree_says (tree, line, "lesson");
    assert_tree_says (tree, "push button\tLeave\tLeave the lesson; your progress is kept\n", "lesson");
    if (gtk_widget_is_sensitive (find_button (GTK_WIDGET (lesson_card ()), "_Show Me")))
      assert_tree_says (tree, "push button\tShow Me\tDo the next part of the task for me: ", "lesson");
    else
      assert_tree_says (tree, "push button\tNext Step\tGo on to step ", "lesson");
    g_clear_pointer (&tree, g_free);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (lesson_card ()), "lesson.leave", NULL));
    run_pending ();
  }
}

/* The shown label under @root whose links go to rules @first and @second. */
static GtkWidget *
find_link_label (GtkWidget *root, const char *first, const char *second)
{
  if (!gtk_widget_get_visible (root) || !gtk_widget_get_child_visible (root))
    return NULL;
  if (GTK_IS_LABEL (root) && gtk_label_get_use_markup (GTK_LABEL (root)))
    {
      const char *markup = gtk_label_get_label (GTK_LABEL (root));
      g_autofree char *a = g_strdup_printf ("href=\"rule:%s\"", first);
      g_autofree char *b = g_strdup_printf ("href=\"rule:%s\"", second);
      if (strstr (markup, a) != NULL && strstr (markup, b) != NULL)
        return root;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_link_label (c, first, second);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Issue 31 (10): a label's rule links heard as links.  Each citation is a
 * link object of the label's (the role "link", named after its rule,
 * placed over its words: a11y-walk.py reads them in the tree) whose
 * action opens the rules reference at its rule; and as the keyboard goes
 * from link to link in the label (GtkLabel does it itself, telling no
 * one), the label's description says which link it is on. */
static void
test_accessible_rule_links (void)
{
  const char *no_options[] = { NULL };
  GtkWidget *label, *links[2] = { NULL, NULL };
  guint n = 0;
  HdRulesDialog *rules;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", "1861-campaign",
                                             no_options));
  run_pending ();
  /* the guide's advice: "... where they stand (rules 4.0, 4.3)" */
  label = find_link_label (GTK_WIDGET (window), "4.0", "4.3");
  g_assert_nonnull (label);
  for (GtkWidget *c = gtk_widget_get_first_child (label); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (c)) == GTK_ACCESSIBLE_ROLE_LINK && n < 2)
      links[n++] = c;
  g_assert_cmpuint (n, ==, 2);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (links[0]), GTK_ACCESSIBLE_PROPERTY_LABEL, "Rule 4.0 Movement");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (links[1]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Rule 4.3 Entrenchment");
  g_assert_false (gtk_widget_get_focusable (links[1]));
  /* a screen reader's action on the second: the reference at 4.3 */
  g_assert_true (gtk_widget_activate_action (links[1], "rule-link.follow", NULL));
  rules = HD_RULES_DIALOG (wait_toplevel (HD_TYPE_RULES_DIALOG, "the rules reference"));
  g_assert_cmpstr (hd_rules_dialog_get_rule (rules), ==, "4.3");
  gtk_window_close (GTK_WINDOW (rules));
  wait_for (toplevel_gone, GSIZE_TO_POINTER (HD_TYPE_RULES_DIALOG), 30, "the rules reference to close");

  if (!keyboard_ready ())
    return;   /* failed, saying why */
  /* the keyboard on the label: its first link, then with Tab its second */
  gtk_widget_grab_focus (label);
  run_pending ();
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Link: Rule 4.0 Movement. Enter opens it.");
  press (GDK_KEY_Tab, 0);
  g_assert_true (gtk_widget_has_focus (label));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Link: Rule 4.3 Entrenchment. Enter opens it.");
  /* and off the label, it says no link */
  press (GDK_KEY_Tab, 0);
  g_assert_false (gtk_widget_has_focus (label));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");
}

/* The tree says a control of @role named @msgid as this run's language
 * shows it (without its mnemonic's underscore). */
static void
assert_tree_says_control (const char *tree, const char *role, const char *msgid, const char *where)
{
  g_autofree char *name = g_strdup (tr (msgid));
  g_autofree char *line = NULL;
  char *out = name;

  for (const char *in = name; *in != '\0'; in++)
    if (*in != '_')
      *out++ = *in;
  *out = '\0';
  line = g_strdup_printf ("%s\t%s\t", role, name);
  assert_tree_says (tree, line, where);
}

/* The child of /window/accessible-start: the window as it opens, no
 * game in progress, its accessible tree read. */
static int
accessible_start (void)
{
  g_autofree char *tree = NULL;

  window_util_start ();
  wait_board_drawn ("the board at start");
  tree = read_accessible_tree ("start", NULL);
  assert_tree_says_control (tree, "push button", "_New Game…", "start");
  assert_tree_says_control (tree, "push button", "_Learn the Game", "start");
  assert_tree_says_control (tree, "push button", "Undo", "start");
  assert_tree_says_control (tree, "push button", "_Legend", "start");
  assert_tree_says_control (tree, "push button", "Main Menu", "start");
  g_clear_pointer (&tree, g_free);

  /* issue 31 (10): the main menu is one button, named; open, its items are */
  gtk_menu_button_popup (GTK_MENU_BUTTON (window->menu_button));
  wait_for (widget_is_mapped, gtk_menu_button_get_popover (GTK_MENU_BUTTON (window->menu_button)), 30,
            "the main menu open");
  tree = read_accessible_tree ("main menu", NULL);
  assert_tree_says_control (tree, "push button", "Main Menu", "main menu");
  gtk_menu_button_popdown (GTK_MENU_BUTTON (window->menu_button));
  g_print ("the accessible tree at start is right\n");
  return 0;
}

/* Issue 22 (4): the window at start, before any game (a program of its
 * own: this one has played many), read through AT-SPI. */
static void
test_accessible_start (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) child = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, hd_test_program,
                                                   "--accessible-start", NULL);
  g_autofree char *out = NULL;

  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (child, NULL, NULL, &out, NULL, &error));
  g_assert_no_error (error);
  if (!g_subprocess_get_if_exited (child) || g_subprocess_get_exit_status (child) != 0)
    g_error ("the window at start: its accessible tree is wrong (see above):\n%s", out);
  g_assert_nonnull (strstr (out, "the accessible tree at start is right"));
}

int
main (int argc, char *argv[])
{
  hd_test_program = argv[0];
  if (argc == 2 && g_str_equal (argv[1], "--accessible-start"))
    {
      gtk_init ();
      /* in the language of the run (accessible-de), as main() does */
      hd_i18n_bind_text_domain ();
      return accessible_start ();
    }
  window_util_init (&argc, &argv);

  g_test_add_func ("/window/keyboard-player-turn", test_keyboard_player_turn);
  g_test_add_func ("/window/keyboard-regions", test_keyboard_regions);
  g_test_add_func ("/window/keyboard-focus-after-action", test_keyboard_focus_after_action);
  g_test_add_func ("/window/keyboard-next-step", test_keyboard_next_step);
  g_test_add_func ("/window/keyboard-why-not", test_keyboard_why_not);
  g_test_add_func ("/window/accessible-tree", test_accessible_tree);
  g_test_add_func ("/window/accessible-start", test_accessible_start);
  g_test_add_func ("/window/accessible-rule-links", test_accessible_rule_links);
  return window_util_run ();
}
