/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-campaign-play.c: the Campaign Game's play panels in a real window
 * under Xvfb, played as the umpire would: the march die typed, marches
 * allotted (and an allotment over the die refused with its rule, changing
 * nothing), a corps marched on the board into a box the enemy holds, the
 * contact's choices, the battle taken to the table, its sheet printed to
 * a PDF and read back, a day's results typed, the battle ended, a
 * promotion picked; a sea move and a march leaving a garrison; recruiting;
 * and the keyboard alone reaching every control.  Screenshots of each panel go to HD_SCREENSHOT_DIR.
 *
 * The panels sit beside a board in a window of the test's own (the
 * campaign page holds them in the program); each step waits for what it
 * needs, never a fixed time. */
#include "config.h"

#include <locale.h>
#include <string.h>
#include <glib/gstdio.h>
#include <glib/gi18n.h>

#include "a11y-util.h"
#include "hd-a11y.h"
#include "hd-board-view.h"
#include "hd-campaign-battles-panel.h"
#include "hd-campaign-game.h"
#include "hd-campaign-march-panel.h"
#include "hd-campaign-muster-panel.h"
#include "hd-campaign-panel.h"
#include "hd-campaign-print.h"
#include "hd-campaign-view.h"
#include "hd-die-row.h"
#include "hd-i18n.h"
#include "print-util.h"

/* window-util.c's, whose other helpers this program has its own of */
void window_util_tolerate_registry (void);

#include <gdk/x11/gdkx.h>
#include <X11/keysym.h>
#include <X11/extensions/XTest.h>

/* the application's resources (its templates), linked in by naming them */
GResource *hd_app_get_resource (void);

static HdMap *map;

typedef struct
{
  GtkWindow        *window;
  HdBoardView      *board;
  HdCampaignGame   *game;
  HdCampaignViewer *viewer;
  GtkWidget        *march;
  GtkWidget        *battles;
  GtkWidget        *muster;
  GPtrArray        *refusals;   /* the messages of "refused", in order */
  guint             expected;   /* the actions the game should have (game_acted) */
} Table;

/* ------------------------------------------------------------ waiting */

static gboolean
timeout_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static gboolean
wait_until (gboolean (*done) (gpointer), gpointer data, double seconds)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add ((guint) (seconds * 1000), timeout_cb, &timed_out);

  while (!done (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  return !timed_out;
}

static void
run_pending (void)
{
  for (guint i = 0; i < 10000 && g_main_context_iteration (NULL, FALSE); i++)
    ;
}

static gboolean
is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

static gboolean
count_frame (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  (*(guint *) data)++;
  return G_SOURCE_CONTINUE;
}

static gboolean
two_frames (gpointer data)
{
  return *(guint *) data >= 2;
}

/* @widget shown and a whole frame drawn from now. */
static void
wait_drawn (GtkWidget *widget)
{
  guint n = 0, id;

  run_pending ();
  g_assert_true (wait_until (is_mapped, widget, 60));
  id = gtk_widget_add_tick_callback (widget, count_frame, &n, NULL);
  g_assert_true (wait_until (two_frames, &n, 60));
  gtk_widget_remove_tick_callback (widget, id);
}

/* ------------------------------------------------------------ pictures */

static void
save_screenshot (GtkWidget *widget, const char *name)
{
  const char *dir = g_getenv ("HD_SCREENSHOT_DIR");
  const char *suffix = g_getenv ("HD_SCREENSHOT_SUFFIX");
  g_autofree char *file = g_strdup_printf ("%s%s.png", name, suffix != NULL ? suffix : "");
  g_autofree char *path = g_build_filename (dir != NULL ? dir : ".", file, NULL);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  int w, h;

  wait_drawn (widget);
  w = gtk_widget_get_width (widget);
  h = gtk_widget_get_height (widget);
  for (int attempt = 0; attempt < 100 && node == NULL; attempt++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();

      if (attempt > 0)
        {
          gtk_widget_queue_draw (widget);
          wait_drawn (widget);
        }
      gdk_paintable_snapshot (paintable, snapshot, w, h);
      node = gtk_snapshot_free_to_node (snapshot);
    }
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

/* ------------------------------------------------------------ finding */

static GtkWidget *
find_type (GtkWidget *root, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type) && gtk_widget_get_visible (root))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = gtk_widget_get_visible (c) ? find_type (c, type) : NULL;
      if (found != NULL)
        return found;
    }
  return NULL;
}

typedef gboolean (*Match) (GtkWidget *widget, gconstpointer data);

/* The first visible widget under @root (itself included) that @match
 * takes, depth first; an invisible widget's children are not looked at. */
static GtkWidget *
find_visible (GtkWidget *root, Match match, gconstpointer data)
{
  if (!gtk_widget_get_visible (root))
    return NULL;
  if (match (root, data))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_visible (c, match, data);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
label_starts (GtkWidget *w, gconstpointer label)
{
  const char *text = GTK_IS_BUTTON (w) ? gtk_button_get_label (GTK_BUTTON (w))
                     : GTK_IS_CHECK_BUTTON (w) ? gtk_check_button_get_label (GTK_CHECK_BUTTON (w)) : NULL;

  return text != NULL && g_str_has_prefix (text, label);
}

/* The visible button (or check button) under @root whose label starts
 * with @label. */
static GtkWidget *
find_button (GtkWidget *root, const char *label)
{
  return find_visible (root, label_starts, label);
}

static gboolean
activates (GtkWidget *w, gconstpointer action)
{
  return GTK_IS_ACTIONABLE (w) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (w)), action) == 0;
}

/* The visible button under @root that activates @action (any target). */
static GtkWidget *
find_action_button (GtkWidget *root, const char *action)
{
  return find_visible (root, activates, action);
}

static gboolean
names_drop_down (GtkWidget *w, gconstpointer mnemonic)
{
  GtkWidget *named = GTK_IS_LABEL (w) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (w)), mnemonic) == 0
                       ? gtk_label_get_mnemonic_widget (GTK_LABEL (w)) : NULL;

  return GTK_IS_DROP_DOWN (named) && gtk_widget_is_visible (named);
}

/* The drop-down shown under @root that the label @mnemonic ("_How:")
 * names, or NULL. */
static GtkDropDown *
drop_down_named (GtkWidget *root, const char *mnemonic)
{
  GtkWidget *label = find_visible (root, names_drop_down, mnemonic);

  return label != NULL ? GTK_DROP_DOWN (gtk_label_get_mnemonic_widget (GTK_LABEL (label))) : NULL;
}

static void
collect_text (GtkWidget *root, GString *out)
{
  if (!gtk_widget_get_visible (root))
    return;
  if (GTK_IS_LABEL (root))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (root)));
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_text (c, out);
}

static gboolean
shows (GtkWidget *root, const char *text)
{
  g_autoptr(GString) all = g_string_new (NULL);

  collect_text (root, all);
  return strstr (all->str, text) != NULL;
}

/* ------------------------------------------------------------ the table */

static void
refused (HdCampaignPanel *panel, const GError *error, Table *t)
{
  g_ptr_array_add (t->refusals, g_strdup (error->message));
}

/* What the campaign page does when a panel's part ends: the keyboard goes
 * to the panel now active. */
static void
finished (HdCampaignPanel *panel, Table *t)
{
  GtkWidget *panels[] = { t->march, t->battles, t->muster };

  for (guint i = 0; i < G_N_ELEMENTS (panels); i++)
    if (hd_segment_panel_is_active (HD_SEGMENT_PANEL (panels[i])) &&
        hd_campaign_panel_focus (HD_CAMPAIGN_PANEL (panels[i])))
      return;
}

/* The keyboard focus is in @panel, on a control shown. */
static void
assert_focus_in (Table *t, GtkWidget *panel)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (t->window));

  run_pending ();
  focus = gtk_root_get_focus (GTK_ROOT (t->window));
  if (focus == NULL || !gtk_widget_get_mapped (focus) || !gtk_widget_is_ancestor (focus, panel))
    g_error ("the keyboard focus is not in the %s but on %s", G_OBJECT_TYPE_NAME (panel),
             focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing");
}

static Table *
table_new (void)
{
  Table *t = g_new0 (Table, 1);
  g_autoptr(GError) error = NULL;
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *panels[3];

  t->game = hd_campaign_game_new (map, &error);
  g_assert_no_error (error);
  t->viewer = hd_campaign_viewer_new_umpire ();
  t->refusals = g_ptr_array_new_with_free_func (g_free);
  t->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_title (t->window, "Campaign Game");
  gtk_window_set_default_size (t->window, 1280, 800);
  t->board = HD_BOARD_VIEW (hd_board_view_new ());
  hd_board_view_set_map (t->board, map);
  gtk_widget_set_hexpand (GTK_WIDGET (t->board), TRUE);
  t->march = panels[0] = hd_campaign_march_panel_new ();
  t->battles = panels[1] = hd_campaign_battles_panel_new ();
  t->muster = panels[2] = hd_campaign_muster_panel_new ();
  for (guint i = 0; i < G_N_ELEMENTS (panels); i++)
    {
      g_signal_connect (panels[i], "refused", G_CALLBACK (refused), t);
      g_signal_connect (panels[i], "finished", G_CALLBACK (finished), t);
      hd_campaign_panel_set_board (HD_CAMPAIGN_PANEL (panels[i]), t->board);
      gtk_box_append (GTK_BOX (side), panels[i]);
    }
  hd_campaign_march_panel_set_game (HD_CAMPAIGN_MARCH_PANEL (t->march), t->game, t->viewer);
  hd_campaign_battles_panel_set_game (HD_CAMPAIGN_BATTLES_PANEL (t->battles), t->game, t->viewer);
  hd_campaign_muster_panel_set_game (HD_CAMPAIGN_MUSTER_PANEL (t->muster), t->game, t->viewer);
  gtk_widget_set_margin_start (side, 12);
  gtk_widget_set_margin_end (side, 12);
  gtk_widget_set_margin_top (side, 12);
  gtk_widget_set_margin_bottom (side, 12);
  gtk_widget_set_size_request (scroller, 360, -1);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), side);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (t->board));
  gtk_box_append (GTK_BOX (row), scroller);
  gtk_window_set_child (t->window, row);
  gtk_window_present (t->window);
  wait_drawn (GTK_WIDGET (t->window));
  return t;
}

static void
table_free (Table *t)
{
  gtk_window_destroy (t->window);
  run_pending ();
  g_object_unref (t->game);
  hd_campaign_viewer_free (t->viewer);
  g_ptr_array_unref (t->refusals);
  g_free (t);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Table, table_free)

static HdCampaignView *
view_of (Table *t)
{
  return hd_campaign_game_get_view (t->game, t->viewer);
}

static HdCampaignAwaited
awaited_of (Table *t)
{
  g_autoptr(HdCampaignView) v = view_of (t);

  return hd_campaign_view_get_awaited (v);
}

/* No refusal since @n: else the test stops, saying it. */
static void
assert_not_refused (Table *t, guint n)
{
  if (t->refusals->len > n)
    g_error ("refused: %s", (const char *) g_ptr_array_index (t->refusals, n));
}

/* An action applied to the game directly (what the test does not play
 * through a panel). */
static void
act (Table *t, const char *line)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignAction) a = hd_campaign_action_parse_line (line, &error);

  g_assert_no_error (error);
  if (!hd_log_apply (HD_LOG (t->game), a, &error))
    g_error ("%s refused: %s", line, error->message);
}

static gboolean
game_acted (gpointer data)
{
  Table *t = data;

  return hd_log_get_n_actions (HD_LOG (t->game)) >= t->expected;
}

static gboolean
window_is_active (gpointer data)
{
  return gtk_window_is_active (data);
}

/* @die pressed on the keyboard (the key 1 to 6, a real key through the X
 * server), the focus where the panel puts it.  Where keys cannot be
 * pressed (no X11 display, or an X server without XTest) the test fails,
 * saying why: it never passes without pressing the key. */
static void
press_die (Table *t, GtkWidget *panel, guint die)
{
  GdkDisplay *display = gtk_widget_get_display (GTK_WIDGET (t->window));
  Display *dpy;
  int event, error, major, minor;
  KeyCode code;
  guint n = hd_log_get_n_actions (HD_LOG (t->game));

  if (!GDK_IS_X11_DISPLAY (display))
    g_error ("keys cannot be pressed: the display is not X11 (%s)", G_OBJECT_TYPE_NAME (display));
  dpy = gdk_x11_display_get_xdisplay (display);
  if (!XTestQueryExtension (dpy, &event, &error, &major, &minor))
    g_error ("keys cannot be pressed: the X server has no XTest extension");
  /* no window manager gives it: the X server's keyboard goes to the window */
  XSetInputFocus (dpy, gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (t->window))), RevertToParent,
                  CurrentTime);
  XFlush (dpy);
  g_assert_true (wait_until (window_is_active, t->window, 20));
  g_assert_true (hd_campaign_panel_focus (HD_CAMPAIGN_PANEL (panel)));
  code = XKeysymToKeycode (dpy, XK_0 + die);
  XTestFakeKeyEvent (dpy, code, True, CurrentTime);
  XTestFakeKeyEvent (dpy, code, False, CurrentTime);
  XSync (dpy, False);
  t->expected = n + 1;
  g_assert_true (wait_until (game_acted, t, 20));
  g_test_message ("the die typed with the key %u", die);
}

static void
type_die (GtkWidget *panel, guint die)
{
  GtkWidget *row = find_type (panel, HD_TYPE_DIE_ROW);

  g_assert_nonnull (row);
  g_assert_true (gtk_widget_activate_action (row, "die-row.die", "u", die));
  run_pending ();
}

static void
note_clicked (GtkButton *button, gpointer data)
{
  *(gboolean *) data = TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

/* @button activated as the keyboard does: focused, then Enter (a
 * button's "clicked" comes once its pressed look has been shown). */
#define click(button) click_at (button, G_STRLOC)

static void
click_at (GtkWidget *button, const char *where)
{
  gboolean clicked = FALSE;
  gulong id;

  if (button == NULL || !gtk_widget_is_sensitive (button) || !GTK_IS_BUTTON (button))
    g_error ("%s: no button to click", where);
  /* the button may go with what it did */
  g_object_ref (button);
  id = g_signal_connect (button, "clicked", G_CALLBACK (note_clicked), &clicked);
  gtk_widget_grab_focus (button);
  g_assert_true (gtk_widget_activate (button));
  g_assert_true (wait_until (is_true, &clicked, 10));
  g_signal_handler_disconnect (button, id);
  g_object_unref (button);
  run_pending ();
}

/* The Base Recruiting Numbers the document leaves out, given through the
 * recruiting panel when the engine asks (Campaign 12.1, R20). */
static void
give_bases (Table *t)
{
  for (guint i = 0; i < 2 && awaited_of (t).kind == HD_CAMPAIGN_AWAITS_SETUP; i++)
    {
      HdSide side = awaited_of (t).side;
      g_autoptr(HdCampaignView) v = NULL;
      guint n = t->refusals->len;

      g_assert_true (gtk_widget_get_visible (t->muster));

      gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_type (t->muster, GTK_TYPE_SPIN_BUTTON)), 3);
      click (find_action_button (t->muster, "campaign-muster.set-base"));
      assert_not_refused (t, n);
      v = view_of (t);
      g_assert_cmpuint (hd_campaign_view_get_base_recruiting (v, side), ==, 3);
    }
}

/* ------------------------------------------------------------ the keyboard */

static gboolean
is_control (GtkWidget *w)
{
  return GTK_IS_BUTTON (w) || GTK_IS_CHECK_BUTTON (w) || GTK_IS_SPIN_BUTTON (w) || GTK_IS_DROP_DOWN (w) ||
         GTK_IS_ENTRY (w);
}

static gboolean
reached (GPtrArray *focused, GtkWidget *control)
{
  for (guint i = 0; i < focused->len; i++)
    {
      GtkWidget *f = g_ptr_array_index (focused, i);
      if (f == control || gtk_widget_is_ancestor (f, control))
        return TRUE;
    }
  return FALSE;
}

static void
assert_controls_reached (GtkWidget *root, GPtrArray *focused, guint *n)
{
  if (!gtk_widget_get_visible (root) || !gtk_widget_get_child_visible (root))
    return;
  if (is_control (root) && gtk_widget_is_sensitive (root) && gtk_widget_get_mapped (root))
    {
      if (!reached (focused, root))
        g_error ("the keyboard never reaches the %s \"%s\"", G_OBJECT_TYPE_NAME (root),
                 GTK_IS_BUTTON (root) && gtk_button_get_label (GTK_BUTTON (root)) != NULL
                   ? gtk_button_get_label (GTK_BUTTON (root)) : "");
      (*n)++;
      /* a drop-down's or spin button's own parts are one control */
      if (!GTK_IS_BUTTON (root) && !GTK_IS_CHECK_BUTTON (root))
        return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    assert_controls_reached (c, focused, n);
}

/* Tab from the start of @panel to its end, as the window does: every
 * visible control that may be used now is reached. */
static void
assert_keyboard_reaches (Table *t, GtkWidget *panel)
{
  g_autoptr(GPtrArray) focused = g_ptr_array_new ();
  guint n = 0;

  run_pending ();
  gtk_window_set_focus (t->window, NULL);
  for (guint i = 0; i < 500 && gtk_widget_child_focus (panel, GTK_DIR_TAB_FORWARD); i++)
    g_ptr_array_add (focused, gtk_root_get_focus (GTK_ROOT (t->window)));
  assert_controls_reached (panel, focused, &n);
  g_assert_cmpuint (n, >, 0);
}

/* ------------------------------------------------------------ the march */

/* The row of the allotment list for @formation: its spin button. */
static GtkSpinButton *
allot_spin_of (Table *t, const HdCampaignFormation *f)
{
  GtkWidget *list = find_type (t->march, GTK_TYPE_LIST_BOX);

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *box = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
      GtkWidget *label = gtk_widget_get_first_child (box);

      if (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (label)), f->name))
        return GTK_SPIN_BUTTON (gtk_widget_get_next_sibling (label));
    }
  return NULL;
}

static guint
marches_allotted (Table *t)
{
  g_autoptr(HdCampaignView) v = view_of (t);
  guint n = 0;

  for (guint i = 0; i < hd_campaign_view_get_n_formations (v); i++)
    n += hd_campaign_view_get_formation (v, i)->marches_allotted;
  return n;
}

/* Gives two marches, through the allotment's spin buttons, to the first
 * commander who can then reach a box the enemy holds; @to gets the box. */
static const HdCampaignFormation *
allot_to_contact (Table *t, guint *to, HdCampaignView **view_out)
{
  g_autoptr(HdCampaignView) first = view_of (t);

  for (guint i = 0; i < hd_campaign_view_get_n_formations (first); i++)
    {
      const HdCampaignFormation *f = hd_campaign_view_get_formation (first, i);
      GtkSpinButton *spin = f->side == HD_SIDE_UNION ? allot_spin_of (t, f) : NULL;
      g_autoptr(HdCampaignView) v = NULL;
      g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autoptr(GPtrArray) ways = NULL;

      if (spin == NULL)
        continue;
      gtk_spin_button_set_value (spin, 2);
      run_pending ();
      v = view_of (t);
      g_assert_cmpuint (hd_campaign_view_lookup_formation (v, f->id)->marches_allotted, ==, 2);
      g_array_append_val (ids, f->id);
      ways = hd_campaign_view_list_destinations (v, ids, HD_MARCH_MODE_PLAIN);
      for (guint w = 0; ways != NULL && w < ways->len; w++)
        {
          const HdCampaignDestination *d = g_ptr_array_index (ways, w);
          if (d->contact)
            {
              *to = d->box;
              *view_out = g_steal_pointer (&v);
              return hd_campaign_view_lookup_formation (*view_out, f->id);
            }
        }
      gtk_spin_button_set_value (spin, 0);
      run_pending ();
    }
  g_error ("no Union commander can reach the enemy in one march");
  return NULL;
}

/* An allotment above the die is refused with its rule and changes
 * nothing: the figure goes back. */
static void
check_allotment_refused (Table *t, const HdCampaignFormation *keep)
{
  g_autoptr(HdCampaignView) v = view_of (t);
  guint n = hd_log_get_n_actions (HD_LOG (t->game));

  for (guint i = 0; i < hd_campaign_view_get_n_formations (v); i++)
    {
      const HdCampaignFormation *f = hd_campaign_view_get_formation (v, i);
      GtkSpinButton *spin = f->id != keep->id && f->side == HD_SIDE_UNION ? allot_spin_of (t, f) : NULL;

      if (spin == NULL)
        continue;
      g_ptr_array_set_size (t->refusals, 0);
      gtk_spin_button_set_value (spin, 6);
      run_pending ();
      g_assert_cmpuint (t->refusals->len, ==, 1);
      g_assert_nonnull (strstr (g_ptr_array_index (t->refusals, 0), "Campaign "));
      g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (t->game)), ==, n);
      g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 0);
      return;
    }
  g_error ("no second commander to give too many marches to");
}

/* The formation called @name in @v. */
static const HdCampaignFormation *
formation_named (HdCampaignView *v, const char *name)
{
  for (guint i = 0; i < hd_campaign_view_get_n_formations (v); i++)
    if (g_strcmp0 (hd_campaign_view_get_formation (v, i)->name, name) == 0)
      return hd_campaign_view_get_formation (v, i);
  g_error ("no formation called %s", name);
  return NULL;
}

/* @f's box chosen on the board and @f ticked in the march panel. */
static void
choose_and_tick (Table *t, const HdCampaignFormation *f)
{
  GtkWidget *tick;

  hd_board_view_choose_box (t->board, f->box);
  run_pending ();
  tick = find_button (t->march, f->name);
  g_assert_true (GTK_IS_CHECK_BUTTON (tick));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (tick), TRUE);
  run_pending ();
}

/* @to chosen on the board, where the march panel offers it: one action
 * played, none refused. */
static void
choose_destination (Table *t, guint to)
{
  guint n = hd_log_get_n_actions (HD_LOG (t->game));

  g_ptr_array_set_size (t->refusals, 0);
  hd_board_view_choose_box (t->board, to);
  run_pending ();
  assert_not_refused (t, 0);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (t->game)), ==, n + 1);
}

/* The march, chosen on the board: the box, the corps ticked, the enemy's
 * box lit red, chosen. */
static void
march_to_contact (Table *t, const HdCampaignFormation *f, guint to)
{
  g_autoptr(HdCampaignView) v = NULL;

  choose_and_tick (t, f);
  g_assert_cmpuint (hd_board_view_get_marks (t->board)[to], ==, HD_MARK_BATTLE);
  g_assert_cmpuint (hd_board_view_get_marks (t->board)[f->box], ==, HD_MARK_TARGET);
  assert_keyboard_reaches (t, t->march);
  save_screenshot (GTK_WIDGET (t->window), "campaign-march");
  choose_destination (t, to);
  v = view_of (t);
  g_assert_cmpuint (hd_campaign_view_lookup_formation (v, f->id)->box, ==, to);
}

/* A march leaving a garrison, made in the panel (Campaign 6.23): the
 * corps ticked, "March" chosen, its first division picked in the
 * garrison drop-down, a destination without the enemy chosen; the
 * division stays where the march started, the rest arrive. */
static void
march_leaving_garrison (Table *t, const char *name)
{
  g_autoptr(HdCampaignView) v = view_of (t);
  const HdCampaignFormation *f = formation_named (v, name);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) children = hd_campaign_view_list_children (v, f->id);
  g_autoptr(GPtrArray) ways = NULL;
  g_autoptr(HdCampaignView) after = NULL;
  guint start = f->box, to = G_MAXUINT, kept = 0, divisions = 0;
  GtkDropDown *garrison;

  for (guint i = 0; i < children->len; i++)
    {
      const HdCampaignFormation *d = hd_campaign_view_lookup_formation (v, g_array_index (children, guint, i));

      if (d->kind == HD_FORMATION_DIVISION && divisions++ == 0)
        kept = d->id;
    }
  g_assert_cmpuint (divisions, >=, 2);
  choose_and_tick (t, f);
  gtk_drop_down_set_selected (drop_down_named (t->march, _("_How:")), 0);
  run_pending ();
  garrison = drop_down_named (t->march, _("_Garrison:"));
  if (garrison == NULL)
    g_error ("no garrison drop-down shown for %s ticked", name);
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (garrison)), ==, divisions + 1);
  gtk_drop_down_set_selected (garrison, 1);
  run_pending ();
  g_array_append_val (ids, f->id);
  ways = hd_campaign_view_list_destinations (v, ids, HD_MARCH_MODE_PLAIN);
  for (guint i = 0; i < ways->len && to == G_MAXUINT; i++)
    if (!((const HdCampaignDestination *) ways->pdata[i])->contact)
      to = ((const HdCampaignDestination *) ways->pdata[i])->box;
  g_assert_cmpuint (to, !=, G_MAXUINT);
  g_assert_cmpuint (hd_board_view_get_marks (t->board)[to], ==, HD_MARK_DESTINATION);
  choose_destination (t, to);
  after = view_of (t);
  g_assert_cmpuint (hd_campaign_view_lookup_formation (after, f->id)->box, ==, to);
  g_assert_cmpuint (hd_campaign_view_lookup_formation (after, kept)->box, ==, start);
}

/* A sea move made in the panel (Campaign 7.4): the corps ticked, "By
 * sea" chosen; the ports the engine lists are lit and no other box; the
 * first chosen, the corps sails there. */
static void
sail (Table *t, const char *name)
{
  g_autoptr(HdCampaignView) v = view_of (t);
  const HdCampaignFormation *f = formation_named (v, name);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) ports = NULL;
  g_autoptr(HdCampaignView) after = NULL;
  const guint8 *marks;
  guint to;

  choose_and_tick (t, f);
  gtk_drop_down_set_selected (drop_down_named (t->march, _("_How:")), 3);
  run_pending ();
  g_array_append_val (ids, f->id);
  ports = hd_campaign_view_list_ports (v, ids, FALSE);
  g_assert_cmpuint (ports->len, >, 0);
  marks = hd_board_view_get_marks (t->board);
  for (guint b = 0; b < hd_map_get_n_boxes (map); b++)
    {
      gboolean port = FALSE;

      for (guint i = 0; i < ports->len; i++)
        port = port || g_array_index (ports, guint, i) == b;
      if (b != f->box)
        g_assert_cmpint (marks[b] == HD_MARK_DESTINATION || marks[b] == HD_MARK_BATTLE, ==, port);
    }
  to = g_array_index (ports, guint, 0);
  choose_destination (t, to);
  after = view_of (t);
  g_assert_cmpuint (hd_campaign_view_lookup_formation (after, f->id)->box, ==, to);
  g_assert_true (hd_campaign_view_lookup_formation (after, f->id)->moved_by_sea);
}

/* ------------------------------------------------------------ the battle */

/* The strength of formation @id's stands, all of them. */
static guint
strength_of (Table *t, guint id)
{
  g_autoptr(HdCampaignView) v = view_of (t);
  g_autoptr(GArray) stands = hd_campaign_view_list_all_stands (v, id);
  guint sp = 0;

  for (guint i = 0; i < stands->len; i++)
    sp += hd_campaign_view_lookup_stand (v, g_array_index (stands, guint, i))->sp;
  return sp;
}

/* The pages of a printed sheet as pictures (the print operation's own
 * preview, each page drawn on an image at 150 dots an inch), saved to
 * HD_SCREENSHOT_DIR as @stem-1.png ...; returns how many. */
typedef struct
{
  GtkPrintOperation *operation;
  cairo_surface_t   *surface;
  cairo_t           *cr;
  const char        *stem;
  guint              n;
  gboolean           done;
} Pictures;

static void
preview_ready (GtkPrintOperationPreview *preview, GtkPrintContext *context, Pictures *p)
{
  const char *dir = g_getenv ("HD_SCREENSHOT_DIR");
  int pages = 0;

  g_object_get (p->operation, "n-pages", &pages, NULL);
  for (int i = 0; i < pages; i++)
    {
      g_autofree char *file = g_strdup_printf ("%s-%d.png", p->stem, i + 1);
      g_autofree char *path = g_build_filename (dir != NULL ? dir : ".", file, NULL);

      cairo_save (p->cr);
      cairo_set_source_rgb (p->cr, 1, 1, 1);
      cairo_paint (p->cr);
      cairo_restore (p->cr);
      gtk_print_operation_preview_render_page (preview, i);
      g_assert_cmpint (cairo_surface_write_to_png (p->surface, path), ==, CAIRO_STATUS_SUCCESS);
      g_test_message ("screenshot: %s", path);
      p->n++;
    }
  gtk_print_operation_preview_end_preview (preview);
  p->done = TRUE;
}

static gboolean
preview_asked (GtkPrintOperation *operation, GtkPrintOperationPreview *preview, GtkPrintContext *context,
               GtkWindow *parent, Pictures *p)
{
  GtkPageSetup *setup = gtk_print_context_get_page_setup (context);
  double scale = 150.0 / 72.0;

  p->surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24,
                                           (int) (gtk_page_setup_get_paper_width (setup, GTK_UNIT_POINTS) * scale),
                                           (int) (gtk_page_setup_get_paper_height (setup, GTK_UNIT_POINTS) * scale));
  p->cr = cairo_create (p->surface);
  gtk_print_context_set_cairo_context (context, p->cr, 150, 150);
  g_signal_connect (preview, "ready", G_CALLBACK (preview_ready), p);
  return TRUE;
}

static guint
save_sheet_pictures (const HdCampaignSheet *sheet, const char *stem)
{
  Pictures p = { .stem = stem };
  g_autoptr(GError) error = NULL;

  p.operation = hd_campaign_print_operation_new (sheet);
  g_signal_connect (p.operation, "preview", G_CALLBACK (preview_asked), &p);
  gtk_print_operation_run (p.operation, GTK_PRINT_OPERATION_ACTION_PREVIEW, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (wait_until (is_true, &p.done, 30));
  g_object_unref (p.operation);
  cairo_destroy (p.cr);
  cairo_surface_destroy (p.surface);
  return p.n;
}

/* The battle's sheet written as a PDF and read back: a PDF of the pages
 * the printing counted, naming the box, the attacking commander and one
 * of his stands. */
static void
check_sheet_pdf (Table *t, guint battle, const HdCampaignFormation *attacker, guint box)
{
  g_autoptr(HdCampaignView) v = view_of (t);
  g_autoptr(HdCampaignSheet) sheet = hd_campaign_view_battle_sheet (v, battle);
  g_autofree char *dir = g_dir_make_tmp ("hd-sheet-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sheet.pdf", NULL);
  g_autoptr(GArray) stands = hd_campaign_view_list_all_stands (v, attacker->id);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL, *text = NULL;
  g_auto(GStrv) printed = NULL;
  gsize len;
  guint pages = 0;

  g_assert_nonnull (sheet);
  g_assert_true (hd_campaign_print_export_pdf (sheet, path, &pages, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, &len, NULL));
  g_assert_true (len > 5 && memcmp (contents, "%PDF-", 5) == 0);
  g_assert_cmpuint (pages, >=, 1);
  printed = read_pdf_pages (path);
  g_assert_cmpuint (g_strv_length (printed), ==, pages);
  /* the pages' lines joined, as wrapped words read on paper: "Irvin" over
   * "McDowell" is "Irvin McDowell" */
  text = g_strjoinv (" ", printed);
  g_strdelimit (text, "\n", ' ');
  g_assert_nonnull (strstr (text, hd_map_get_box (map, box)->name));
  g_assert_nonnull (strstr (text, attacker->commander));
  g_assert_cmpuint (stands->len, >, 0);
  g_assert_nonnull (strstr (text, hd_campaign_view_lookup_stand (v, g_array_index (stands, guint, 0))->name));
  g_unlink (path);
  g_rmdir (dir);
  /* and looked at: the same pages */
  g_assert_cmpuint (save_sheet_pictures (sheet, "campaign-battle-sheet"), ==, pages);
}

/* The contact: its cavalry test told; taken to the table. */
static void
play_contact (Table *t)
{
  HdCampaignAwaited a = awaited_of (t);

  g_assert_cmpint (a.kind, ==, HD_CAMPAIGN_AWAITS_CONTACT);
  g_assert_true (gtk_widget_get_visible (t->battles));
  g_assert_true (shows (t->battles, "Adjusted cavalry"));
  assert_keyboard_reaches (t, t->battles);
  save_screenshot (GTK_WIDGET (t->window), "campaign-contact");
  click (find_button (t->battles, "_Fight at the Table"));
  g_assert_cmpint (awaited_of (t).kind, ==, HD_CAMPAIGN_AWAITS_BATTLE);
  assert_focus_in (t, t->battles);
}

/* Issue 31 (10): the day's sheet as a screen reader hears it: each stand's
 * strength and each division's choices named with the formation they
 * belong to (a "1st Infantry Brigade" stands in many divisions), no two
 * fields named alike (a11y-walk.py), no light of the marches said. */
static void
assert_day_sheet_heard (Table *t)
{
  g_autoptr(HdCampaignView) v = view_of (t);
  guint battle = awaited_of (t).battle;
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  /* no light of the Movement Phase said in the Battle Phase */
  const char *march_words[] = { _("Lit green: a legal destination."),
                                _("Lit red: a legal destination, where a battle would be fought."), NULL };
  g_autofree char *tree = read_accessible_tree ("the day's sheet", march_words);
  g_auto(GStrv) lines = g_strsplit (tree, "\n", -1);
  guint spins = 0, engaged = 0;

  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      g_autoptr(GArray) forces = hd_campaign_view_battle_forces (v, battle, side);
      for (guint i = 0; i < forces->len; i++)
        g_ptr_array_add (labels, hd_campaign_formation_get_label (
                                   hd_campaign_view_lookup_formation (v, g_array_index (forces, guint, i))));
    }
  for (guint i = 0; lines[i] != NULL; i++)
    {
      gboolean spin = g_str_has_prefix (lines[i], "spin button\t");
      gboolean check = g_str_has_prefix (lines[i], "check box\t") &&
                       strstr (lines[i], _("Engaged: caused or took losses")) != NULL;
      gboolean named = FALSE;

      if (!spin && !check)
        continue;
      for (guint l = 0; l < labels->len && !named; l++)
        named = strstr (strchr (lines[i], '\t'), g_ptr_array_index (labels, l)) != NULL;
      if (!named)
        g_error ("a field of the day's sheet is not named with its formation: %s", lines[i]);
      spins += spin;
      engaged += check;
    }
  g_assert_cmpuint (spins, >, 0);
  g_assert_cmpuint (engaged, >, 0);
}

/* A day's results typed: one of the attacker's stands (the first shown)
 * two strength points down. */
static void
play_day (Table *t, guint attacker)
{
  guint before = strength_of (t, attacker), n = hd_log_get_n_actions (HD_LOG (t->game));
  GtkSpinButton *spin = GTK_SPIN_BUTTON (find_type (t->battles, GTK_TYPE_SPIN_BUTTON));

  g_assert_nonnull (spin);
  gtk_spin_button_set_value (spin, gtk_spin_button_get_value_as_int (spin) - 2);
  /* the battle ends with this day: no night (Campaign 9.58) */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (find_button (t->battles, "The battle ends with this _day")), TRUE);
  assert_keyboard_reaches (t, t->battles);
  assert_day_sheet_heard (t);
  save_screenshot (GTK_WIDGET (t->window), "campaign-battle-day");
  click (find_action_button (t->battles, "campaign-battles.day"));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (t->game)), ==, n + 1);
  assert_focus_in (t, t->battles);
  /* two lost; half of it (rounded up) comes back at the battle's end (Campaign 10.1) */
  g_assert_cmpuint (strength_of (t, attacker), ==, before - 2);
}

static void
play_promotion (Table *t, guint attacker)
{
  guint n;
  GtkWidget *pick;

  guint before = strength_of (t, attacker);

  save_screenshot (GTK_WIDGET (t->window), "campaign-battle-end");
  click (find_action_button (t->battles, "campaign-battles.end-battle"));
  g_assert_cmpuint (strength_of (t, attacker), ==, before + 1);
  assert_focus_in (t, t->battles);
  /* who won, as the engine says it (item 11) */
  g_assert_true (shows (t->battles, " won the battle of "));
  if (awaited_of (t).kind != HD_CAMPAIGN_AWAITS_PROMOTIONS)
    click (find_action_button (t->battles, "campaign-battles.end-phase"));
  g_assert_true (gtk_widget_get_visible (t->battles));
  pick = find_action_button (t->battles, "campaign-battles.promote-division");
  if (pick == NULL)
    pick = find_action_button (t->battles, "campaign-battles.train");
  assert_keyboard_reaches (t, t->battles);
  save_screenshot (GTK_WIDGET (t->window), "campaign-promotion");
  n = hd_log_get_n_actions (HD_LOG (t->game));
  click (pick);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (t->game)), ==, n + 1);
  assert_focus_in (t, t->battles);
}

static void
test_march_battle_promotion (void)
{
  g_autoptr(Table) t = table_new ();
  g_autoptr(HdCampaignView) v = NULL;
  const HdCampaignFormation *f;
  guint to = 0, battle;

  give_bases (t);
  g_assert_cmpint (awaited_of (t).kind, ==, HD_CAMPAIGN_AWAITS_MARCH_DIE);
  g_assert_true (gtk_widget_get_visible (t->march));
  assert_keyboard_reaches (t, t->march);
  save_screenshot (GTK_WIDGET (t->window), "campaign-march-die");
  /* the die typed with its key, as the prompt says */
  press_die (t, t->march, 6);
  {
    g_autoptr(HdCampaignView) now = view_of (t);
    g_assert_cmpuint (hd_campaign_view_get_marches (now), ==, 6);
  }
  f = allot_to_contact (t, &to, &v);
  g_assert_cmpuint (marches_allotted (t), ==, 2);
  check_allotment_refused (t, f);
  march_to_contact (t, f, to);
  click (find_action_button (t->march, "campaign-march.end-phase"));
  /* the Movement Phase over, the keyboard goes on to the battle */
  assert_focus_in (t, t->battles);
  battle = awaited_of (t).battle;
  play_contact (t);
  check_sheet_pdf (t, battle, f, to);
  play_day (t, f->id);
  play_promotion (t, f->id);
}

/* A sea move and a march leaving a garrison, each made in the march
 * panel: the engine builds the actions, the panel offers what it lists;
 * the garrison drop-down follows the ticks, and its choice is the
 * action's. */
static void
test_garrison_sea (void)
{
  g_autoptr(Table) t = table_new ();
  g_autoptr(HdCampaignView) v = NULL;

  give_bases (t);
  g_assert_cmpint (awaited_of (t).kind, ==, HD_CAMPAIGN_AWAITS_MARCH_DIE);
  type_die (t->march, 6);
  v = view_of (t);
  gtk_spin_button_set_value (allot_spin_of (t, formation_named (v, "I Corps")), 1);
  run_pending ();
  gtk_spin_button_set_value (allot_spin_of (t, formation_named (v, "IV Corps")), 1);
  run_pending ();
  g_assert_cmpuint (marches_allotted (t), ==, 2);
  sail (t, "IV Corps");
  /* its port left empty, nothing stays lit to go to */
  for (guint b = 0; b < hd_map_get_n_boxes (map); b++)
    g_assert_cmpuint (hd_board_view_get_marks (t->board)[b], !=, HD_MARK_DESTINATION);
  march_leaving_garrison (t, "I Corps");
}

/* ------------------------------------------------------------ recruiting */

/* Plays on, through the game, to the first Recruiting Phase, naming the
 * first city the recruiting panel offers when it offers one. */
static void
play_to_recruiting (Table *t)
{
  for (guint i = 0; i < 400; i++)
    {
      HdCampaignAwaited a = awaited_of (t);
      GtkWidget *name = find_action_button (t->muster, "campaign-muster.name-city");
      g_autofree char *line = NULL;

      if (a.kind == HD_CAMPAIGN_AWAITS_RECRUIT_DIE || a.kind == HD_CAMPAIGN_AWAITS_RAISE)
        return;
      if (name != NULL && gtk_widget_is_sensitive (name))
        {
          save_screenshot (GTK_WIDGET (t->window), "campaign-cities-named");
          click (name);
          continue;
        }
      switch (a.kind)
        {
        case HD_CAMPAIGN_AWAITS_SETUP:
          line = g_strdup_printf ("set-base side=%s number=3", hd_side_to_string (a.side));
          break;
        case HD_CAMPAIGN_AWAITS_WASHINGTON_DIE:
          line = g_strdup ("washington-die die=2");
          break;
        case HD_CAMPAIGN_AWAITS_MARCH_DIE:
          line = g_strdup ("march-die die=2");
          break;
        default:
          line = g_strdup ("end-phase");
          break;
        }
      act (t, line);
    }
  g_error ("no Recruiting Phase came");
}

static void
test_recruiting (void)
{
  g_autoptr(Table) t = table_new ();
  g_autoptr(HdCampaignView) before = NULL, after = NULL;
  GtkWidget *raise;

  play_to_recruiting (t);
  g_assert_true (gtk_widget_get_visible (t->muster));
  give_bases (t);
  if (awaited_of (t).kind == HD_CAMPAIGN_AWAITS_RECRUIT_DIE)
    {
      assert_keyboard_reaches (t, t->muster);
      type_die (t->muster, 4);
    }
  g_assert_true (shows (t->muster, "Campaign 12.1"));
  before = view_of (t);
  raise = find_action_button (t->muster, "campaign-muster.raise");
  g_assert_nonnull (raise);
  {
    GtkWidget *name = find_type (t->muster, GTK_TYPE_ENTRY);
    GtkWidget *commander = gtk_widget_get_next_sibling (name);

    gtk_editable_set_text (GTK_EDITABLE (name), "XIII Corps");
    gtk_editable_set_text (GTK_EDITABLE (commander), "William T. Sherman");
  }
  assert_keyboard_reaches (t, t->muster);
  save_screenshot (GTK_WIDGET (t->window), "campaign-recruiting");
  click (raise);
  assert_focus_in (t, t->muster);
  after = view_of (t);
  g_assert_cmpuint (hd_campaign_view_get_n_formations (after), >, hd_campaign_view_get_n_formations (before));
  {
    gboolean found = FALSE;
    for (guint i = 0; i < hd_campaign_view_get_n_formations (after); i++)
      found = found || g_strcmp0 (hd_campaign_view_get_formation (after, i)->name, "XIII Corps") == 0;
    g_assert_true (found);
  }
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;

  gtk_test_init (&argc, &argv, NULL);
  window_util_tolerate_registry ();
  setlocale (LC_ALL, "");
  hd_i18n_bind_text_domain ();
  (void) hd_app_get_resource ();
  /* the names GTK gets wrong mended, as the application does */
  hd_a11y_install ();
  map = hd_map_new_default (&error);
  g_assert_no_error (error);

  g_test_add_func ("/campaign-play/march-battle-promotion", test_march_battle_promotion);
  g_test_add_func ("/campaign-play/garrison-sea", test_garrison_sea);
  g_test_add_func ("/campaign-play/recruiting", test_recruiting);
  return g_test_run ();
}
