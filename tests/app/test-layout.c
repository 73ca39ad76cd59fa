/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-layout.c: nothing of the window lies outside it.  The real window
 * at 360 x 640, 800 x 600, 1280 x 800 and 1920 x 1080, through every
 * segment panel (the march die, a box chosen with its move modes, a
 * battle with its dice, promotions, the recruitment die and its cities),
 * the start page, every lesson's card, an Advanced battle, and every phase
 * the Campaign Game's page shows: for each, the side panel (shown over the
 * board when the window is narrow) is its one width or less, and every
 * widget shown lies across the window's width, within the panel's own
 * scrolled column (no sideways scrolling).  The board's own boxes are
 * the board's to pan and are not counted.  HD_LAYOUT_PICTURES=1 keeps a
 * picture of each (layout-STATE-WxH.png). */
#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include "hd-board-pieces.h"
#include "hd-campaign-play.h"
#include "hd-campaign-view-private.h"
#include "hd-games-folder.h"
#include "hd-games-list.h"
#include "hd-i18n.h"
#include "hd-lesson-card.h"
#include "hd-lesson-run.h"
#include "hd-movement-panel.h"
#include "hd-status-panel.h"
#include "hd-action-line.h"
#include "hd-transcript.h"
#include "window-util.h"

static const Size sizes[] = { { 360, 640 }, { 800, 600 }, { 1280, 800 }, { 1920, 1080 } };

/* ------------------------------------------------------------ the check */

static const char *
widget_words (GtkWidget *w)
{
  if (GTK_IS_LABEL (w))
    return gtk_label_get_text (GTK_LABEL (w));
  if (GTK_IS_BUTTON (w) && gtk_button_get_label (GTK_BUTTON (w)) != NULL)
    return gtk_button_get_label (GTK_BUTTON (w));
  return "";
}

/* The first widget shown under @widget (depth first, the deepest
 * reported) whose bounds in the window leave [@left, @right]; NULL when
 * all fit.  The board view's children are its boxes, panned with it. */
static GtkWidget *
sticks_out (GtkWidget *widget, double left, double right, graphene_rect_t *where)
{
  graphene_rect_t r;

  /* libadwaita's gizmos are the flap's shadow and dimming, drawn past
   * its edge on purpose, and an overlay scrollbar's slider may reach a
   * few pixels past the window's edge */
  if (!gtk_widget_get_mapped (widget) || HD_IS_BOARD_VIEW (widget) || GTK_IS_SCROLLBAR (widget) ||
      g_str_equal (G_OBJECT_TYPE_NAME (widget), "AdwGizmo"))
    return NULL;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found;
      if (GTK_IS_POPOVER (c))
        continue;   /* a surface of its own */
      found = sticks_out (c, left, right, where);
      if (found != NULL)
        return found;
    }
  if (!gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &r))
    return NULL;
  if (r.size.width < 1 || r.size.height < 1)
    return NULL;
  /* a pixel's slack: the header bar's own boxes reach into its border */
  if (r.origin.x < left - 1.5 || r.origin.x + r.size.width > right + 1.5)
    {
      *where = r;
      return widget;
    }
  return NULL;
}

/* A scroller shown inside @widget (the panel's column): a list that
 * scrolls inside the scrolling panel shows a row and a half. */
static GtkWidget *
inner_scroller (GtkWidget *widget)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found;
      if (!gtk_widget_get_mapped (c) || GTK_IS_POPOVER (c))
        continue;
      if (GTK_IS_SCROLLED_WINDOW (c))
        return c;
      found = inner_scroller (c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The side panel's column (the status panel's or the campaign page's
 * scrolled window) scrolls only up and down, and holds no scroller of
 * its own. */
static void
assert_no_sideways_scroll (GtkWidget *panel, const char *what)
{
  GtkWidget *scroller = find_descendant (panel, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adj;

  if (scroller == NULL || !gtk_widget_get_mapped (scroller))
    return;
  if (inner_scroller (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller))) != NULL)
    g_error ("%s: a scroller inside the side panel's column, in %s", what,
             G_OBJECT_TYPE_NAME (gtk_widget_get_parent (inner_scroller (gtk_scrolled_window_get_child (
               GTK_SCROLLED_WINDOW (scroller))))));
  adj = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
  if (gtk_adjustment_get_upper (adj) - gtk_adjustment_get_lower (adj) > gtk_adjustment_get_page_size (adj) + 0.5)
    {
      GtkWidget *w = widest (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller)),
                             (int) gtk_adjustment_get_page_size (adj) - 24);
      describe_widths (w);
      g_error ("%s: the side panel's column is %.0f wide in %.0f, widened by %s \"%s\" in %s", what,
               gtk_adjustment_get_upper (adj) - gtk_adjustment_get_lower (adj), gtk_adjustment_get_page_size (adj),
               w ? G_OBJECT_TYPE_NAME (w) : "?", w ? widget_words (w) : "",
               w && gtk_widget_get_parent (w) ? G_OBJECT_TYPE_NAME (gtk_widget_get_parent (w)) : "?");
    }
}

static GtkWidget *
shown_panel (void)
{
  GtkWidget *panel = gtk_stack_get_visible_child (window->panel_stack);
  return panel;
}

static gboolean
panel_is_shown (gpointer data)
{
  return adw_flap_get_reveal_flap (window->flap) == GPOINTER_TO_INT (data) && panel_settled (NULL);
}

/* Everything of the window in it, the panel its one width. */
static void
check_fits (const char *state)
{
  int width = gtk_widget_get_width (GTK_WIDGET (window));
  g_autofree char *what = g_strdup_printf ("%s at %d x %d", state, width, gtk_widget_get_height (GTK_WIDGET (window)));
  GtkWidget *panel = shown_panel ();
  graphene_rect_t where, p;
  GtkWidget *out;

  wait_drawn (GTK_WIDGET (window), what);
  g_assert_true (gtk_widget_compute_bounds (panel, GTK_WIDGET (window), &p));
  if (p.size.width > HD_WINDOW_PANEL_WIDTH + 0.5 || p.size.width > width + 0.5)
    {
      GtkWidget *w = widest (panel, HD_WINDOW_PANEL_WIDTH - 24);
      describe_widths (w);
      g_error ("%s: the side panel is %.0f wide (its width is %d, the window %d), widened by %s \"%s\" in %s", what,
               p.size.width, HD_WINDOW_PANEL_WIDTH, width, w ? G_OBJECT_TYPE_NAME (w) : "?", w ? widget_words (w) : "",
               w && gtk_widget_get_parent (w) ? G_OBJECT_TYPE_NAME (gtk_widget_get_parent (w)) : "?");
    }
  assert_no_sideways_scroll (panel, what);
  out = NULL;
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (window)); c != NULL && out == NULL;
       c = gtk_widget_get_next_sibling (c))
    out = GTK_IS_POPOVER (c) ? NULL : sticks_out (c, 0, width, &where);
  if (out == NULL)
    out = sticks_out (panel, p.origin.x, p.origin.x + p.size.width, &where);
  if (out != NULL)
    for (GtkWidget *a = out; a != NULL; a = gtk_widget_get_parent (a))
      g_printerr ("  in %s %s\n", G_OBJECT_TYPE_NAME (a), gtk_widget_get_css_name (a));
  if (out != NULL)
    g_error ("%s: %s \"%s\" in %s lies outside (x %.0f to %.0f; the window is %d wide, the panel %.0f to %.0f)", what,
             G_OBJECT_TYPE_NAME (out), widget_words (out), G_OBJECT_TYPE_NAME (gtk_widget_get_parent (out)),
             where.origin.x, where.origin.x + where.size.width, width,
             p.origin.x, p.origin.x + p.size.width);
}

/* The check at the window's size; narrow, with the panel shown over the
 * board, then hidden again. */
static void
check_state (const char *state)
{
  gboolean narrow = window->narrow;

  if (narrow)
    {
      adw_flap_set_reveal_flap (window->flap, TRUE);
      wait_for (panel_is_shown, GINT_TO_POINTER (TRUE), 30, "the side panel shown");
    }
  check_fits (state);
  if (g_getenv ("HD_LAYOUT_PICTURES") != NULL)
    {
      g_autofree char *name = g_strdup_printf ("layout-%s-%dx%d", state, gtk_widget_get_width (GTK_WIDGET (window)),
                                               gtk_widget_get_height (GTK_WIDGET (window)));
      save_screenshot (GTK_WIDGET (window), name);
    }
  if (narrow)
    {
      adw_flap_set_reveal_flap (window->flap, FALSE);
      wait_for (panel_is_shown, GINT_TO_POINTER (FALSE), 30, "the side panel hidden");
    }
}

/* ------------------------------------------------------------ the states */

static HdGame *
start_game (const char *scenario, const char * const *options, const char * const *lines)
{
  HdMap *map = hd_board_view_get_map (board);
  HdGame *game;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", "(s^as)", scenario, options));
  game = hd_window_get_game (window);
  g_assert_nonnull (game);
  for (guint i = 0; lines != NULL && lines[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      HdAction a;

      if (!hd_action_line_parse (map, lines[i], &a))
        g_error ("not understood: %s", lines[i]);
      if (!hd_log_apply (HD_LOG (game), &a, &error))
        g_error ("%s: %s", lines[i], error->message);
    }
  run_pending ();
  return game;
}

static const char * const no_options[] = { NULL };

#define END_PLAYER_TURN "end segment", "end segment", "end segment", "end segment"

/* The second Game Turn of 1861: the Union's march die. */
static const char * const second_turn[] = { END_PLAYER_TURN, END_PLAYER_TURN, NULL };

static void
state_start_page (void)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-lesson", "s", "01-board"));
  run_pending ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window->lesson_card), "lesson.leave", NULL));
  run_pending ();
  g_assert_null (hd_window_get_game (window));
  check_state ("start");
}

static void
state_movement (void)
{
  static const char * const rolled[] = { END_PLAYER_TURN, END_PLAYER_TURN, "roll 6 for marches", NULL };
  HdMap *map = hd_board_view_get_map (board);

  start_game ("1861-campaign", no_options, second_turn);
  g_assert_true (hd_status_panel_needs_die (window->status_panel));
  check_state ("march-die");
  start_game ("1861-campaign", no_options, rolled);
  g_assert_true (hd_status_panel_choose_box (window->status_panel, hd_map_lookup_id (map, "washington")->index));
  run_pending ();
  check_state ("march-washington");
}

static void
state_battle (void)
{
  static const char * const lines[] = {
    "add Union Vi in Washington", "add Union Vc in Washington", "add Confederate Vi entrenched in Manassas Junction",
    "add Confederate Mc in Manassas Junction", "march Union Mi from Washington by rail to Manassas Junction",
    "march Union Vi from Washington by rail to Manassas Junction", "march Union Vc from Washington by rail to Manassas Junction",
    "end segment", "battle at Manassas Junction", NULL
  };

  start_game ("1861-campaign", no_options, lines);
  check_state ("battle");
}

static void
state_recruitment (void)
{
  static const char * const promotion[] = { END_PLAYER_TURN, END_PLAYER_TURN, "roll 2 for marches", "end segment",
                                            "end segment", NULL };
  static const char * const recruitment[] = { END_PLAYER_TURN, END_PLAYER_TURN, "roll 2 for marches", "end segment",
                                              "end segment", "end segment", NULL };
  static const char * const cities[] = { END_PLAYER_TURN, END_PLAYER_TURN, "roll 2 for marches", "end segment",
                                         "end segment", "end segment", "roll 6 for recruitment", NULL };

  start_game ("1861-campaign", no_options, promotion);
  check_state ("promotion");
  start_game ("1861-campaign", no_options, recruitment);
  check_state ("recruitment-die");
  start_game ("1861-campaign", no_options, cities);
  check_state ("recruitment-cities");
}

/* The Advanced Game's battle, by days, with morale and leaders. */
static void
state_advanced_battle (void)
{
  static const char * const options[] = { "advanced-7.0", "advanced-8.1", NULL };
  static const char * const lines[] = {
    "add Union Vi in Washington", "add Union Vi in Washington", "add Confederate Vi in Manassas Junction",
    "march Union Vi from Washington by rail to Manassas Junction",
    "march Union Vi from Washington by rail to Manassas Junction", "end segment", "battle at Manassas Junction", NULL
  };

  start_game ("1861-campaign", options, lines);
  check_state ("advanced-battle");
}

static const char * const lessons[] = {
  "01-board", "02-marches", "03-railroads", "04-potomac", "05-jumps", "06-entrench",
  "07-sea", "08-battle", "09-retreat", "10-promotion", "11-recruitment", "12-victory",
  "13-companion",
};

static void
state_lessons (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (lessons); i++)
    {
      g_autofree char *state = g_strdup_printf ("lesson-%s", lessons[i]);

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-lesson", "s", lessons[i]));
      run_pending ();
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window->lesson_card)) || window->narrow);
      check_state (state);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window->lesson_card), "lesson.leave", NULL));
      run_pending ();
    }
}

/* ------------------------------------------------------------ the campaign */

static const char *
awaited_name (HdCampaignAwaits kind)
{
  static const char * const names[] = {
    "over", "setup", "washington-die", "march-die", "allotment", "marches", "contact", "battle", "promotions",
    "reorganisation", "recruit-die", "raise",
  };
  G_STATIC_ASSERT (G_N_ELEMENTS (names) == HD_N_CAMPAIGN_AWAITS);
  return names[kind];
}

static HdCampaignAwaited
campaign_awaited (void)
{
  return hd_campaign_view_get_awaited (hd_campaign_page_get_view (window->campaign_page));
}

/* The candidate to play: a march or a fight where there is one, so that
 * battles come; else the first, else any. */
static HdCampaignAction *
pick (GPtrArray *candidates, GRand *rand)
{
  for (guint i = 0; i < candidates->len; i++)
    {
      const char *type = hd_campaign_action_get_type_name (candidates->pdata[i]);
      if (g_str_equal (type, "fight") || (g_str_equal (type, "move") && g_rand_int_range (rand, 0, 4) == 0))
        return candidates->pdata[i];
    }
  return candidates->pdata[g_rand_int_range (rand, 0, (gint32) candidates->len)];
}

/* In German, no rule is cited in English ("Die Regel: Campaign 12.1"). */
static void
check_rules_translated (GtkWidget *page, const char *state)
{
  g_autoptr(GString) labels = g_string_new (NULL);

  if (g_strcmp0 (g_getenv ("LANGUAGE"), "de") != 0)
    return;
  collect_labels (page, labels);
  if (strstr (labels->str, "Campaign ") != NULL || strstr (labels->str, "Advanced ") != NULL)
    g_error ("%s: a rule cited in English in German:\n%s", state, labels->str);
}

/* The phases a campaign's first months bring, each with its panel;
 * Washington's die (Campaign 4.3) and a reorganisation (11) come only
 * in some games. */
static const HdCampaignAwaits phases[] = {
  HD_CAMPAIGN_AWAITS_SETUP, HD_CAMPAIGN_AWAITS_MARCH_DIE, HD_CAMPAIGN_AWAITS_ALLOTMENT, HD_CAMPAIGN_AWAITS_MARCHES,
  HD_CAMPAIGN_AWAITS_CONTACT, HD_CAMPAIGN_AWAITS_BATTLE, HD_CAMPAIGN_AWAITS_PROMOTIONS,
  HD_CAMPAIGN_AWAITS_RECRUIT_DIE, HD_CAMPAIGN_AWAITS_RAISE,
};

static gboolean
all_seen (const gboolean *seen)
{
  for (guint i = 0; i < G_N_ELEMENTS (phases); i++)
    if (!seen[phases[i]])
      return FALSE;
  return TRUE;
}

/* A campaign played from July 1861 by the candidates the rules offer
 * (the same seed, the same game at every size), each phase the page
 * shows checked the first time it comes, until each has come. */
static void
state_campaign (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (31);
  gboolean seen[HD_N_CAMPAIGN_AWAITS] = { FALSE };

  g_random_set_seed (31);
  start_campaign ();
  for (guint step = 0; step < 2000 && !all_seen (seen); step++)
    {
      HdCampaignAwaited a = campaign_awaited ();
      g_autoptr(GPtrArray) candidates = NULL;
      g_autoptr(GError) error = NULL;

      if (a.kind == HD_CAMPAIGN_AWAITS_NOTHING)
        break;
      if (!seen[a.kind])
        {
          g_autofree char *state = g_strdup_printf ("campaign-%s", awaited_name (a.kind));
          seen[a.kind] = TRUE;
          /* the steps between are played without a frame between them:
           * only each phase's first page is checked */
          run_pending ();
          check_state (state);
          check_rules_translated (GTK_WIDGET (window->campaign_page), state);
        }
      candidates = hd_campaign_play_list_candidates (hd_campaign_view_get_position (hd_campaign_page_get_view (window->campaign_page)));
      g_assert_cmpuint (candidates->len, >, 0);
      if (!hd_log_apply (HD_LOG (window->campaign), pick (candidates, rand), &error))
        g_error ("a candidate refused: %s", error->message);
    }
  run_pending ();
  for (guint i = 0; i < G_N_ELEMENTS (phases); i++)
    if (!seen[phases[i]])
      g_error ("the campaign never came to %s", awaited_name (phases[i]));
}

/* ------------------------------------------------------------ in sight */

/* @widget is whole in the part of the side panel's column shown. */
static gboolean
in_sight (GtkWidget *widget)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t r;

  return gtk_widget_get_mapped (widget) && gtk_widget_compute_bounds (widget, scroller, &r) && r.origin.y >= -0.5 &&
         r.origin.y + r.size.height <= gtk_widget_get_height (scroller) + 0.5;
}

static gboolean
both_in_sight (gpointer data)
{
  GtkWidget **pair = data;
  return in_sight (pair[0]) && in_sight (pair[1]);
}

static void
wait_in_sight (GtkWidget *first, GtkWidget *last, const char *what)
{
  GtkWidget *pair[] = { first, last };

  wait_drawn (GTK_WIDGET (window), what);
  wait_for (both_in_sight, pair, 10, what);
}

/* The panel scrolled to its end, where a person who moves finds Move. */
static void
scroll_panel_down (void)
{
  GtkWidget *scroller = find_descendant (GTK_WIDGET (window->status_panel), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
  wait_drawn (GTK_WIDGET (window), "the panel scrolled down");
  g_assert_cmpfloat (gtk_adjustment_get_value (adj), >, 0);
}

static GtkWidget *
card_part (const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window->lesson_card), HD_TYPE_LESSON_CARD, name));
}

static gboolean
step_is (gpointer data)
{
  return hd_lesson_run_get_step (hd_lesson_card_get_run (window->lesson_card)) == GPOINTER_TO_UINT (data);
}

/* A lesson's answer is scrolled into sight after each try, wherever the
 * panel was: the red "why not" of a wrong move, the "well done" with
 * Next Step, the next step's words; the keyboard focus stays. */
static void
test_answer_in_sight (gconstpointer data)
{
  const Size *size = data;
  HdMap *map = hd_board_view_get_map (board);
  HdMovementPanel *movement = hd_status_panel_get_movement_panel (window->status_panel);
  GtkWidget *focus;

  resize_window (size->width, size->height);
  {
    g_autoptr(GSettings) settings = g_settings_new (APP_ID);
    g_settings_reset (settings, "lesson-steps");   /* from its first step */
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-lesson", "s", "02-marches"));
  run_pending ();
  if (window->narrow)
    {
      adw_flap_set_reveal_flap (window->flap, TRUE);
      wait_for (panel_is_shown, GINT_TO_POINTER (TRUE), 30, "the side panel shown");
    }
  g_assert_cmpuint (hd_lesson_run_get_step (hd_lesson_card_get_run (window->lesson_card)), ==, 0);
  wait_in_sight (card_part ("title_label"), card_part ("task_label"), "the lesson's first step in sight");

  /* the wrong way, from the bottom of the panel */
  hd_board_view_choose_box (board, hd_map_lookup_id (map, "washington")->index);
  hd_board_view_choose_box (board, hd_map_lookup_id (map, "baltimore")->index);
  scroll_panel_down ();
  g_assert_false (in_sight (card_part ("feedback_label")));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  gtk_widget_activate_action (GTK_WIDGET (movement), "movement.confirm", NULL);
  wait_in_sight (card_part ("feedback_label"), card_part ("next_button"), "the why-not in sight");
  g_assert_true (gtk_widget_has_css_class (card_part ("feedback_label"), "error"));
  if (g_getenv ("HD_LAYOUT_PICTURES") != NULL)
    {
      g_autofree char *name = g_strdup_printf ("layout-why-not-%dx%d", size->width, size->height);
      save_screenshot (GTK_WIDGET (window), name);
    }
  /* the keyboard stays in the panel it moved from (the move taken back,
   * on the box's next control) */
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (movement)));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (movement)));

  /* the right way */
  hd_board_view_choose_box (board, hd_map_lookup_id (map, "washington")->index);
  hd_board_view_choose_box (board, hd_map_lookup_id (map, "harpers-ferry")->index);
  scroll_panel_down ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (movement), "movement.confirm", NULL));
  wait_in_sight (card_part ("feedback_label"), card_part ("next_button"), "the well-done and Next Step in sight");
  g_assert_true (gtk_widget_has_css_class (card_part ("feedback_label"), "success"));

  /* the next step's words */
  scroll_panel_down ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window->lesson_card), "lesson.next", NULL));
  wait_for (step_is, GUINT_TO_POINTER (1), 10, "step 2");
  wait_in_sight (card_part ("title_label"), card_part ("task_label"), "step 2's words in sight");
  if (window->narrow)
    {
      adw_flap_set_reveal_flap (window->flap, FALSE);
      wait_for (panel_is_shown, GINT_TO_POINTER (FALSE), 30, "the side panel hidden");
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window->lesson_card), "lesson.leave", NULL));
  run_pending ();
}

/* ------------------------------------------------------------ the chips */

static double
channel (float c)
{
  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

/* WCAG 2's relative luminance and contrast ratio. */
static double
luminance (const GdkRGBA *c)
{
  return 0.2126 * channel (c->red) + 0.7152 * channel (c->green) + 0.0722 * channel (c->blue);
}

static double
contrast (const GdkRGBA *a, const GdkRGBA *b)
{
  double la = luminance (a), lb = luminance (b);
  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

/* Issue 31 (9): every unit chip's words meet WCAG's 4.5:1, the reduced
 * one's (red letters on the Union's blue were 3.6:1, on the
 * Confederacy's gray 2:1) among them. */
static void
test_chip_contrast (void)
{
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    for (guint foreign = 0; foreign < 2; foreign++)
      for (guint reduced = 0; reduced < 2; reduced++)
        {
          GdkRGBA fill, ink;

          hd_board_pieces_chip_colors (side, foreign, reduced, &fill, &ink);
          if (contrast (&fill, &ink) < 4.5)
            g_error ("a %s%s%s chip's words are %.2f:1 on it", hd_side_get_name (side), foreign ? " foreign" : "",
                     reduced ? " reduced" : "", contrast (&fill, &ink));
        }
}

/* The board drawn now, as a texture. */
static GdkTexture *
board_picture (void)
{
  wait_board_drawn ("the board drawn");
  return render_widget (GTK_WIDGET (board), TRUE);
}

/* Whether @a and @b have the same pixels in @r (board widget pixels). */
static gboolean
same_pixels (GdkTexture *a, GdkTexture *b, const graphene_rect_t *r)
{
  int w = gdk_texture_get_width (a), h = gdk_texture_get_height (a);
  g_autofree guchar *pa = g_malloc ((gsize) w * h * 4);
  g_autofree guchar *pb = g_malloc ((gsize) w * h * 4);

  gdk_texture_download (a, pa, (gsize) w * 4);
  gdk_texture_download (b, pb, (gsize) w * 4);
  for (int y = MAX (0, (int) r->origin.y); y < MIN (h, (int) (r->origin.y + r->size.height)); y++)
    for (int x = MAX (0, (int) r->origin.x); x < MIN (w, (int) (r->origin.x + r->size.width)); x++)
      if (memcmp (pa + ((gsize) y * w + x) * 4, pb + ((gsize) y * w + x) * 4, 4) != 0)
        return FALSE;
  return TRUE;
}

/* Issue 31 (9): the keyboard's focus ring, drawn round a box, does not
 * hide the chips under it: the first chip under Washington looks the
 * same with and without the focus there. */
static void
test_focus_ring_under_chips (void)
{
  static const char * const lines[] = { "add Union Vi in Washington", NULL };
  HdMap *map = hd_board_view_get_map (board);
  const HdBox *washington = hd_map_lookup_id (map, "washington");
  GtkWidget *spot;
  graphene_rect_t box, chip;
  g_autoptr(GdkTexture) plain = NULL;
  g_autoptr(GdkTexture) focused = NULL;
  double zoom;

  resize_window (1280, 800);
  start_game ("1861-campaign", no_options, lines);
  hd_board_view_show_opening (board);
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  plain = board_picture ();
  hd_board_view_focus_box (board, washington);
  spot = hd_board_view_get_box_spot (board, washington->index);
  g_assert_true (gtk_widget_has_focus (spot));
  focused = board_picture ();
  g_assert_true (gtk_widget_compute_bounds (spot, GTK_WIDGET (board), &box));
  zoom = hd_board_view_get_zoom (board);
  /* the first chip's inside, under the box (hd-board-pieces.c), a pixel
   * in from its edges */
  chip = GRAPHENE_RECT_INIT (box.origin.x + 3 * zoom + 1, box.origin.y + box.size.height + 4 * zoom + 1,
                             HD_BOARD_CHIP_H * 1.2 * zoom - 2, HD_BOARD_CHIP_H * zoom - 2);
  g_assert_false (same_pixels (plain, focused, &box));   /* the ring is drawn */
  g_assert_true (same_pixels (plain, focused, &chip));
  gtk_root_set_focus (GTK_ROOT (window), NULL);
}

/* ------------------------------------------------------------ the games list */

static gboolean
any_label_ellipsized (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
      pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    if (any_label_ellipsized (c))
      return TRUE;
  return FALSE;
}

/* Issue 31 (8): a row of the unfinished games says its whole subtitle,
 * the date last played at its end included, in the side panel's width
 * (the German subtitle ran past four lines and was cut). */
static void
test_games_row_whole (void)
{
  GtkWidget *win = gtk_window_new ();
  GtkWidget *list = g_object_new (HD_TYPE_GAMES_LIST, NULL);
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_saved_game_free);
  HdSavedGame *game = g_new0 (HdSavedGame, 1);

  game->file = g_file_new_for_path ("/tmp/hd-layout-test.hdgame");
  game->modified = 1796000000;
  game->scenario_id = g_strdup ("1861-campaign");
  game->turn = 12;
  game->player = HD_SIDE_CONFEDERATE;
  game->segment = HD_SEGMENT_RECRUITMENT;
  game->locked = TRUE;
  g_ptr_array_add (games, game);
  hd_games_list_set_games (HD_GAMES_LIST (list), games);
  gtk_window_set_child (GTK_WINDOW (win), list);
  gtk_window_set_default_size (GTK_WINDOW (win), HD_WINDOW_PANEL_WIDTH - 24, 400);
  gtk_window_present (GTK_WINDOW (win));
  wait_drawn (win, "the games list drawn");
  save_screenshot (win, "layout-games-row");
  g_assert_false (any_label_ellipsized (list));
  gtk_window_destroy (GTK_WINDOW (win));
}

/* A saved game's name is the player's, shown as typed: an ampersand or
 * an angle bracket in it is not markup. */
static void
test_games_row_plain_title (void)
{
  GtkWidget *win = gtk_window_new ();
  GtkWidget *list = g_object_new (HD_TYPE_GAMES_LIST, NULL);
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_saved_game_free);
  HdSavedGame *game = g_new0 (HdSavedGame, 1);

  game->file = g_file_new_for_path ("/tmp/Smith & Jones.hdsheet");
  game->modified = 1796000000;
  game->title = g_strdup ("Smith & Jones <FGA>");
  g_ptr_array_add (games, game);
  hd_games_list_set_games (HD_GAMES_LIST (list), games);
  gtk_window_set_child (GTK_WINDOW (win), list);
  gtk_window_present (GTK_WINDOW (win));
  wait_drawn (win, "the games list drawn");
  g_assert_nonnull (find_label (list, "Smith & Jones <FGA>"));
  gtk_window_destroy (GTK_WINDOW (win));
}

/* ------------------------------------------------------------ the run */

static void
test_size (gconstpointer data)
{
  const Size *size = data;

  void (*states[]) (void) = { state_start_page, state_movement, state_battle, state_recruitment,
                              state_advanced_battle, state_lessons, state_campaign };

  resize_window (size->width, size->height);
  for (guint i = 0; i < G_N_ELEMENTS (states); i++)
    {
      g_test_timer_start ();
      states[i] ();
      g_test_message ("state %u took %.1f s", i, g_test_timer_elapsed ());
    }
}

int
main (int argc, char *argv[])
{
  int ret;

  gtk_test_init (&argc, &argv, NULL);
  setlocale (LC_ALL, "");
  hd_i18n_bind_text_domain ();
  /* the flap shown and hidden at once: only where things lie is tested */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  window_util_start ();
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/layout/%dx%d", sizes[i].width, sizes[i].height);
      g_test_add_data_func (path, &sizes[i], test_size);
    }
  g_test_add_data_func ("/layout/answer-in-sight/1280x800", &sizes[2], test_answer_in_sight);
  g_test_add_func ("/layout/chip-contrast", test_chip_contrast);
  g_test_add_func ("/layout/games-row-whole", test_games_row_whole);
  g_test_add_func ("/layout/games-row-plain-title", test_games_row_plain_title);
  g_test_add_func ("/layout/focus-ring-under-chips", test_focus_ring_under_chips);
  g_test_add_data_func ("/layout/answer-in-sight/360x640", &sizes[0], test_answer_in_sight);
  ret = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  g_clear_object (&app);
  return ret;
}
