/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-status-panel.c: the side panel beside the board: during a lesson its
 * card (HdLessonCard, laid out in the panel's own scrolled column, so the
 * two never overlap), the guide card (rule 3.0: what to do now), the segment panels, and the game's books
 * (calendar, armies, pools, drafts); with no game, the start page and its
 * unfinished games.  Everything here is asked of the engine (HdGame,
 * HdState, HdGuide); the panel only lays it out.  Its skeleton is a
 * template (hd-status-panel.ui), updated in place on every change, so
 * keyboard focus survives every action.  It holds the segment panels
 * (HdSegmentPanel) and routes the window's requests to the one of the
 * current segment. */
#define G_LOG_DOMAIN "hd-status-panel"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "hd-reference.h"
#include "hd-rule-links.h"
#include "hd-battle-panel.h"
#include "hd-calendar.h"
#include "hd-games-list.h"
#include "hd-a11y.h"
#include "hd-companion-card.h"
#include "hd-lesson-card.h"
#include "hd-guide.h"
#include "hd-movement-panel.h"
#include "hd-muster-panel.h"
#include "hd-options.h"
#include "hd-panel-util.h"
#include "hd-scenario.h"
#include "hd-segment-panel.h"
#include "hd-play-panel.h"
#include "hd-status-panel.h"
#include "hd-leader.h"
#include "hd-victory.h"

struct _HdStatusPanel
{
  GtkWidget  parent_instance;

  /* the template */
  GtkWidget *scroller;
  HdLessonCard *lesson_card;   /* in the panel's own column: never over it */
  HdCompanionCard *companion_card; /* the same place, in a game against the companion */
  GtkWidget *outer;
  GtkWidget *guide_card;
  GtkLabel  *guide_headline;
  GtkLabel  *guide_advice;
  GtkLabel  *guide_remaining;
  GtkButton *guide_next;
  GtkWidget *movement;
  GtkWidget *battle;
  GtkWidget *muster;
  GtkWidget *empty_page;
  GtkWidget *games;
  GtkWidget *game_page;
  GtkLabel  *scenario_label;
  GtkLabel  *options_label;
  GtkWidget *calendar_section;
  GtkLabel  *date_label;
  GtkLabel  *turn_label;
  GtkWidget *winter_label;
  GtkLabel  *player_label;
  GtkWidget *steps;
  GtkWidget *step_0, *step_1, *step_2, *step_3;
  GtkWidget *ended_section;
  GtkLabel  *ended_label;
  GtkLabel  *armies_grid_union_head, *armies_grid_confederate_head;
  GtkLabel  *max_union, *max_confederate;
  GtkWidget *allowed_what;
  GtkLabel  *allowed_union, *allowed_confederate;
  GtkLabel  *play_union, *play_confederate;
  GtkLabel  *over_label;
  GtkWidget *to_win_section;
  GtkLabel  *union_needs;
  GtkLabel  *confederate_needs;
  GtkLabel  *game_ending;
  GtkWidget *pool_grid;
  GtkLabel  *pool_grid_union_head, *pool_grid_confederate_head;
  GtkLabel  *pool_what_0, *pool_what_1, *pool_what_2, *pool_what_3, *pool_what_4, *pool_what_5;
  GtkLabel  *pool_union_0, *pool_union_1, *pool_union_2, *pool_union_3, *pool_union_4, *pool_union_5;
  GtkLabel  *pool_confederate_0, *pool_confederate_1, *pool_confederate_2, *pool_confederate_3,
            *pool_confederate_4, *pool_confederate_5;
  GtkWidget *pool_empty;
  GtkLabel  *taken_label;
  GtkLabel  *next_label;
  GtkWidget *riots_label;

  HdGame    *game;
  gulong     changed_id;
  GPtrArray *segment_panels;  /* HdSegmentPanel: movement, battle, muster,
                               * made with the first game (ensure_segment_panels) */
};

static void play_panel_init (HdPlayPanelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (HdStatusPanel, hd_status_panel, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (HD_TYPE_PLAY_PANEL, play_panel_init))

enum { REFUSED, STEP_DONE, N_SIGNALS };
static guint signals[N_SIGNALS];

static gboolean
game_has_option (HdGame     *game,
                 const char *id)
{
  const char * const *options = hd_game_get_options (game);

  return options != NULL && g_strv_contains (options, id);
}

static void
set_number (GtkLabel *label,
            guint     value)
{
  g_autofree char *text = g_strdup_printf ("%u", value);

  if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    gtk_label_set_text (label, text);
}

/* The guide (rule 3.0): whose turn, which segment, what to do now, what
 * remains, and the next step. */
static void
show_guide (HdStatusPanel *self)
{
  g_autoptr(HdGuide) guide = hd_guide_new (hd_game_get_state (self->game));
  GString *remaining = g_string_new (NULL);

  hd_rule_links_set_text (self->guide_headline, guide->headline);
  hd_rule_links_set_text (self->guide_advice, guide->advice);
  for (guint i = 0; i < guide->remaining->len; i++)
    /* TRANSLATORS: a bullet point of what remains in the segment */
    g_string_append_printf (remaining, i > 0 ? _("\n• %s") : _("• %s"),
                            (const char *) g_ptr_array_index (guide->remaining, i));
  hd_rule_links_set_text (self->guide_remaining, remaining->str);
  gtk_widget_set_visible (GTK_WIDGET (self->guide_remaining), remaining->len > 0);
  g_string_free (remaining, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->guide_next), guide->next == HD_GUIDE_NEXT_END_SEGMENT);
  if (guide->next == HD_GUIDE_NEXT_END_SEGMENT)
    gtk_button_set_label (self->guide_next, guide->next_label);
  if (guide->next == HD_GUIDE_NEXT_END_SEGMENT && !guide->must_finish)
    gtk_widget_add_css_class (GTK_WIDGET (self->guide_next), "suggested-action");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->guide_next), "suggested-action");
  /* the guide's headline and advice, the card's description
   * (hd_a11y_describe); its button keeps its tooltip, what it does */
  {
    /* TRANSLATORS: the guide card for screen readers: its headline, then its advice */
    g_autofree char *said = g_strdup_printf (_("%1$s %2$s"), guide->headline, guide->advice);
    hd_a11y_describe (&self->guide_card, 1, said);
  }
}

static void
show_calendar (HdStatusPanel *self,
               const HdState *state)
{
  guint turn = hd_state_get_turn (state), end = hd_state_get_end_turn (state);
  g_autofree char *date = hd_calendar_format (turn);
  /* TRANSLATORS: e.g. "Game Turn 3 of 40" */
  g_autofree char *of = g_strdup_printf (_("Game Turn %u of %u"), turn, end);
  HdSegment segment = hd_state_get_segment (state);
  /* the rulebook's words, "Confederate Player Turn" (3.0): one sentence a side */
  const char *player_turn = hd_state_get_player (state) == HD_SIDE_UNION ? _("Union Player Turn")
                                                                         : _("Confederate Player Turn");
  GtkWidget *steps[] = { self->step_0, self->step_1, self->step_2, self->step_3 };
  HdGameTurn gt;

  hd_rule_links_set_text (self->date_label, date);
  hd_rule_links_set_text (self->turn_label, of);
  gtk_widget_set_visible (self->winter_label, hd_calendar_get_turn (turn, &gt) && gt.n_months == 2);
  hd_rule_links_set_text (self->player_label, player_turn);
  /* the four segments, the current one highlighted (rule 3.0) */
  for (HdSegment s = HD_SEGMENT_MOVEMENT; s <= HD_SEGMENT_RECRUITMENT; s++)
    {
      gtk_widget_remove_css_class (steps[s], "current");
      gtk_widget_remove_css_class (steps[s], "done");
      if (s == segment)
        gtk_widget_add_css_class (steps[s], "current");
      else if (s < segment)
        gtk_widget_add_css_class (steps[s], "done");
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->steps), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  hd_segment_get_label (segment), -1);
}

static void
show_armies (HdStatusPanel *self,
             const HdState *state)
{
  gboolean increasing = game_has_option (self->game, "7.4");
  GString *over = g_string_new (NULL);

  set_number (self->max_union, hd_state_get_army_maximum (state, HD_SIDE_UNION));
  set_number (self->max_confederate, hd_state_get_army_maximum (state, HD_SIDE_CONFEDERATE));
  gtk_widget_set_visible (self->allowed_what, increasing);
  gtk_widget_set_visible (GTK_WIDGET (self->allowed_union), increasing);
  gtk_widget_set_visible (GTK_WIDGET (self->allowed_confederate), increasing);
  set_number (self->allowed_union, hd_state_get_units_allowed (state, HD_SIDE_UNION, TRUE));
  set_number (self->allowed_confederate, hd_state_get_units_allowed (state, HD_SIDE_CONFEDERATE, TRUE));
  set_number (self->play_union, hd_state_get_units_in_play (state, HD_SIDE_UNION));
  set_number (self->play_confederate, hd_state_get_units_in_play (state, HD_SIDE_CONFEDERATE));
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      guint allowed = hd_state_get_units_allowed (state, side, increasing);
      guint in_play = hd_state_get_units_in_play (state, side);
      if (in_play > allowed)
        /* TRANSLATORS: %s is a side, %u a number of units; rule 7.1 */
        g_string_append_printf (over, ngettext ("%sThe %s has %u unit over its maximum: it keeps it, but may not "
                                                  "recruit until below it (rule 7.1).",
                                                  "%sThe %s has %u units over its maximum: it keeps them, but may not "
                                                  "recruit until below it (rule 7.1).", in_play - allowed), over->len > 0 ? "\n" : "",
                                hd_side_get_noun (side), in_play - allowed);
    }
  hd_rule_links_set_text (self->over_label, over->str);
  gtk_widget_set_visible (GTK_WIDGET (self->over_label), over->len > 0);
  g_string_free (over, TRUE);
}

/* What stands between each side and victory (the engine's words). */
static void
show_to_win (HdStatusPanel *self,
             const HdState *state)
{
  g_autofree char *u = NULL;
  g_autofree char *c = NULL;
  g_autofree char *ending = NULL;

  gtk_widget_set_visible (self->to_win_section, !hd_state_is_over (state));
  if (hd_state_is_over (state))
    return;
  u = hd_victory_describe_needs (state, HD_SIDE_UNION);
  c = hd_victory_describe_needs (state, HD_SIDE_CONFEDERATE);
  hd_rule_links_set_text (self->union_needs, u);
  hd_rule_links_set_text (self->confederate_needs, c);
  ending = hd_victory_describe_ending (state);
  hd_rule_links_set_text (self->game_ending, ending);
}

static void
show_pool (HdStatusPanel *self,
           const HdState *state)
{
  GtkLabel *what[] = { self->pool_what_0, self->pool_what_1, self->pool_what_2, self->pool_what_3, self->pool_what_4,
                       self->pool_what_5 };
  GtkLabel *u[] = { self->pool_union_0, self->pool_union_1, self->pool_union_2, self->pool_union_3, self->pool_union_4,
                    self->pool_union_5 };
  GtkLabel *c[] = { self->pool_confederate_0, self->pool_confederate_1, self->pool_confederate_2,
                    self->pool_confederate_3, self->pool_confederate_4, self->pool_confederate_5 };
  gboolean any = FALSE;

  for (HdUnitKind kind = 0; kind < HD_N_KINDS; kind++)
    {
      guint nu = hd_state_get_pool (state, HD_SIDE_UNION, kind);
      guint nc = hd_state_get_pool (state, HD_SIDE_CONFEDERATE, kind);
      gboolean shown = nu > 0 || nc > 0;

      gtk_widget_set_visible (GTK_WIDGET (what[kind]), shown);
      gtk_widget_set_visible (GTK_WIDGET (u[kind]), shown);
      gtk_widget_set_visible (GTK_WIDGET (c[kind]), shown);
      set_number (u[kind], nu);
      set_number (c[kind], nc);
      any |= shown;
    }
  gtk_widget_set_visible (self->pool_grid, any);
  gtk_widget_set_visible (self->pool_empty, !any);
}

static void
show_drafts (HdStatusPanel *self,
             const HdState *state)
{
  gboolean riots = game_has_option (self->game, "7.3");
  guint held = hd_state_get_union_militia_held_back (state);
  /* TRANSLATORS: drafts of rule 7.2, e.g. "Taken: 1 of 3" */
  g_autofree char *taken = g_strdup_printf (_("Taken: %u of 3"), hd_state_get_drafts_taken (state));
  guint next = 0;

  hd_rule_links_set_text (self->taken_label, taken);
  for (guint t = hd_state_get_turn (state) + 1; held > 0 && t <= hd_state_get_end_turn (state); t++)
    if (hd_state_draft_size (t, riots) > 0)
      {
        next = t;
        break;
      }
  if (next > 0)
    {
      g_autofree char *date = hd_calendar_format (next);
      guint n = MIN (hd_state_draft_size (next, riots), held);
      /* TRANSLATORS: e.g. "Next: 04/1863, 4 militia infantry units" */
      g_autofree char *text = g_strdup_printf (ngettext ("Next: %s, %u militia infantry unit",
                                                         "Next: %s, %u militia infantry units", n), date, n);
      hd_rule_links_set_text (self->next_label, text);
    }
  else
    hd_rule_links_set_text (self->next_label, _("No more drafts in this game."));
  gtk_widget_set_visible (self->riots_label, riots);
}

static void
show_game (HdStatusPanel *self)
{
  const HdState *state = hd_game_get_state (self->game);
  const char * const *options = hd_game_get_options (self->game);
  GString *text = g_string_new (_("Optional rules:"));

  hd_rule_links_set_text (self->scenario_label, hd_scenario_builtin_get_label (hd_game_get_scenario_id (self->game)));
  for (guint i = 0; options != NULL && options[i] != NULL; i++)
    {
      const HdOption *option = hd_options_lookup (options[i]);
      const HdRule *rule = hd_reference_lookup (option != NULL ? hd_option_get_rule (option) : options[i]);
      g_autofree char *number = NULL;
      /* Advanced 8.2: a leader's piece, its dates as the players typed them */
      g_autofree char *piece = hd_leader_describe_option (options[i]);

      if (piece != NULL)
        {
          g_string_append_printf (text, "\n★ %s", piece);
          continue;
        }
      number = rule != NULL ? hd_rule_get_number (rule) : g_strdup (options[i]);
      /* an Advanced rule is "Advanced 2.0", its own numbering */
      {
        /* TRANSLATORS: an optional rule in play: its number (%1$s), then its title (%2$s) */
        g_autofree char *heading = g_strdup_printf (_("%1$s %2$s"), number, option ? option->title : "");
        g_string_append_printf (text, "\n%s", heading);
      }
    }
  hd_rule_links_set_text (self->options_label, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->options_label), options != NULL && options[0] != NULL);
  g_string_free (text, TRUE);
  gtk_widget_set_visible (self->calendar_section, !hd_state_is_over (state));
  gtk_widget_set_visible (self->ended_section, hd_state_is_over (state));
  if (hd_state_is_over (state))
    {
      guint turn = hd_state_get_turn (state);
      gboolean ran_out = turn > hd_state_get_end_turn (state);
      g_autofree char *date = hd_calendar_format (MIN (ran_out ? turn - 1 : turn, HD_EXTENDED_TURNS));
      /* TRANSLATORS: the Game Turn the game ended in, e.g. "06/1862" */
      g_autofree char *ended = g_strdup_printf (_("The game ended in %s."), date);
      hd_rule_links_set_text (self->ended_label, ended);
    }
  else
    show_calendar (self, state);
  show_armies (self, state);
  show_to_win (self, state);
  show_pool (self, state);
  show_drafts (self, state);
}

/* Shows the game as it is now (or the start page), changing only what
 * changed. */
static void
update (HdStatusPanel *self)
{
  gtk_widget_set_visible (self->guide_card, self->game != NULL);
  gtk_widget_set_visible (self->game_page, self->game != NULL);
  gtk_widget_set_visible (self->empty_page, self->game == NULL);
  gtk_widget_set_visible (self->games, self->game == NULL);
  if (self->game != NULL)
    {
      show_guide (self);
      show_game (self);
    }
  /* last: the segment panels, updated first, may have made new buttons */
  hd_panel_wrap_buttons (GTK_WIDGET (self));
}

static void panel_refused   (HdSegmentPanel *panel,
                            const GError   *error,
                            HdStatusPanel  *self);
static void panel_step_done (HdSegmentPanel *panel,
                            HdStatusPanel  *self);

/* The segment panels, made the first time a game is shown or one is
 * asked for, not at start-up (the start page shows none of them), each in
 * its place below the guide. */
static void
ensure_segment_panels (HdStatusPanel *self)
{
  GtkWidget *before = self->guide_card;

  if (self->segment_panels->len > 0)
    return;
  self->movement = g_object_new (HD_TYPE_MOVEMENT_PANEL, NULL);
  self->battle = g_object_new (HD_TYPE_BATTLE_PANEL, NULL);
  self->muster = g_object_new (HD_TYPE_MUSTER_PANEL, NULL);
  g_ptr_array_add (self->segment_panels, self->movement);
  g_ptr_array_add (self->segment_panels, self->battle);
  g_ptr_array_add (self->segment_panels, self->muster);
  for (guint i = 0; i < self->segment_panels->len; i++)
    {
      GtkWidget *panel = g_ptr_array_index (self->segment_panels, i);

      gtk_box_insert_child_after (GTK_BOX (self->outer), panel, before);
      before = panel;
      hd_rule_links_apply (panel);   /* as the panel's own template got at start-up */
      g_signal_connect (panel, "refused", G_CALLBACK (panel_refused), self);
      g_signal_connect (panel, "step-done", G_CALLBACK (panel_step_done), self);
    }
}

/* Shows @game (NULL: the start page), in the books and in every segment
 * panel, which light and choose boxes on @board. */
static void companion_due (HdStatusPanel *self);

void
hd_status_panel_set_game (HdStatusPanel *self,
                          HdGame        *game,
                          HdBoardView   *board)
{
  g_return_if_fail (HD_IS_STATUS_PANEL (self));
  g_return_if_fail (game == NULL || HD_IS_GAME (game));

  if (game != NULL)
    ensure_segment_panels (self);
  for (guint i = 0; i < self->segment_panels->len; i++)
    hd_segment_panel_set_log (g_ptr_array_index (self->segment_panels, i), game != NULL ? HD_LOG (game) : NULL, NULL,
                              board);
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    self->changed_id = g_signal_connect_swapped (game, "changed", G_CALLBACK (update), self);
  update (self);
  hd_companion_card_set_game (self->companion_card, game, board);
  companion_due (self);
}

/* While the companion decides, the person's controls below its card
 * wait: the segment panels and the guide's next step (the books and
 * the guide's words stay readable). */
static void
companion_due (HdStatusPanel *self)
{
  gboolean due = hd_companion_card_is_due (self->companion_card);

  for (guint i = 0; self->segment_panels != NULL && i < self->segment_panels->len; i++)
    gtk_widget_set_sensitive (g_ptr_array_index (self->segment_panels, i), !due);
  gtk_widget_set_sensitive (GTK_WIDGET (self->guide_next), !due);
}

/* The segment panel of the segment the game is in, or NULL. */
static HdSegmentPanel *
current_panel (HdStatusPanel *self)
{
  for (guint i = 0; i < self->segment_panels->len; i++)
    if (hd_segment_panel_is_active (g_ptr_array_index (self->segment_panels, i)))
      return g_ptr_array_index (self->segment_panels, i);
  return NULL;
}

/* A box chosen on the board, for the current segment's panel: TRUE if it
 * took it. */
gboolean
hd_status_panel_choose_box (HdStatusPanel *self,
                            guint          box)
{
  HdSegmentPanel *panel;

  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), FALSE);
  panel = current_panel (self);
  return panel != NULL && hd_segment_panel_choose_box (panel, box);
}

/* Why a box may or may not be chosen now (a tooltip), or NULL. */
char *
hd_status_panel_explain_box (HdStatusPanel *self,
                             guint          box)
{
  HdSegmentPanel *panel;

  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), NULL);
  panel = current_panel (self);
  return panel != NULL ? hd_segment_panel_explain_box (panel, box) : NULL;
}

gboolean
hd_status_panel_needs_die (HdStatusPanel *self)
{
  HdSegmentPanel *panel;

  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), FALSE);
  panel = current_panel (self);
  return panel != NULL && hd_segment_panel_needs_die (panel);
}

gboolean
hd_status_panel_enter_die (HdStatusPanel *self,
                           guint          die)
{
  HdSegmentPanel *panel;

  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), FALSE);
  panel = current_panel (self);
  return panel != NULL && hd_segment_panel_needs_die (panel) && hd_segment_panel_enter_die (panel, die);
}

/* Ctrl+Enter: the current panel's step under way, if there is one. */
gboolean
hd_status_panel_next_step (HdStatusPanel *self)
{
  HdSegmentPanel *panel;

  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), FALSE);
  panel = current_panel (self);
  return panel != NULL && hd_segment_panel_next_step (panel);
}

static void
panel_refused (HdSegmentPanel *panel,
               const GError   *error,
               HdStatusPanel  *self)
{
  g_signal_emit (self, signals[REFUSED], 0, error->message);
}

static void
panel_step_done (HdSegmentPanel *panel,
                 HdStatusPanel  *self)
{
  g_signal_emit (self, signals[STEP_DONE], 0);
}

/* The guide's next step (End Movement Segment, ...), when it is shown;
 * else NULL. */
GtkWidget *
hd_status_panel_get_next_step (HdStatusPanel *self)
{
  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), NULL);
  return self->game != NULL && gtk_widget_get_visible (GTK_WIDGET (self->guide_next)) ? GTK_WIDGET (self->guide_next)
                                                                                      : NULL;
}

/* What the current segment's panel offers the keyboard for @decision
 * (hd-focus), or NULL. */
GtkWidget *
hd_status_panel_focus_target (HdStatusPanel *self,
                              const HdAwaited *decision)
{
  HdSegmentPanel *panel;

  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), NULL);
  panel = current_panel (self);
  return panel != NULL ? hd_segment_panel_focus_target (panel, decision) : NULL;
}

/* The start page's list of unfinished games (shown when no game is on the
 * board). */
HdGamesList *
hd_status_panel_get_games_list (HdStatusPanel *self)
{
  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), NULL);
  return HD_GAMES_LIST (self->games);
}

HdMusterPanel *
hd_status_panel_get_muster_panel (HdStatusPanel *self)
{
  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), NULL);
  ensure_segment_panels (self);
  return HD_MUSTER_PANEL (self->muster);
}

HdBattlePanel *
hd_status_panel_get_battle_panel (HdStatusPanel *self)
{
  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), NULL);
  ensure_segment_panels (self);
  return HD_BATTLE_PANEL (self->battle);
}

HdMovementPanel *
hd_status_panel_get_movement_panel (HdStatusPanel *self)
{
  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), NULL);
  ensure_segment_panels (self);
  return HD_MOVEMENT_PANEL (self->movement);
}

static void
collect_text (GtkWidget *widget,
              GString   *out)
{
  if (!gtk_widget_get_visible (widget))
    return;   /* what a person cannot see is not read either */
  if (GTK_IS_LABEL (widget))
    {
      g_string_append (out, gtk_label_get_text (GTK_LABEL (widget)));
      g_string_append_c (out, '\n');
    }
  else if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    {
      g_string_append_printf (out, "[%s]\n", gtk_button_get_label (GTK_BUTTON (widget)));
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_text (c, out);
}

char *
hd_status_panel_get_text (HdStatusPanel *self)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), NULL);
  collect_text (self->outer, out);
  return g_string_free (out, FALSE);
}

static void
hd_status_panel_dispose (GObject *object)
{
  HdStatusPanel *self = HD_STATUS_PANEL (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  g_clear_pointer (&self->segment_panels, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), HD_TYPE_STATUS_PANEL);
  G_OBJECT_CLASS (hd_status_panel_parent_class)->dispose (object);
}

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, HdStatusPanel, name)

static void
hd_status_panel_class_init (HdStatusPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_status_panel_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "statuspanel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  /* A segment panel's action was refused: @message says why, with the rule. */
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, G_TYPE_STRING);
  /* A segment panel's own step ended (hd_segment_panel_step_done). */
  signals[STEP_DONE] = g_signal_new ("step-done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                     G_TYPE_NONE, 0);

  g_type_ensure (HD_TYPE_GAMES_LIST);
  g_type_ensure (HD_TYPE_LESSON_CARD);
  g_type_ensure (HD_TYPE_COMPANION_CARD);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-status-panel.ui");
  BIND (scroller);
  BIND (lesson_card);
  BIND (companion_card);
  BIND (outer);
  BIND (guide_card);
  BIND (guide_headline);
  BIND (guide_advice);
  BIND (guide_remaining);
  BIND (guide_next);
  BIND (empty_page);
  BIND (games);
  BIND (game_page);
  BIND (scenario_label);
  BIND (options_label);
  BIND (calendar_section);
  BIND (date_label);
  BIND (turn_label);
  BIND (winter_label);
  BIND (player_label);
  BIND (steps);
  BIND (step_0);
  BIND (step_1);
  BIND (step_2);
  BIND (step_3);
  BIND (ended_section);
  BIND (ended_label);
  BIND (armies_grid_union_head);
  BIND (armies_grid_confederate_head);
  BIND (max_union);
  BIND (max_confederate);
  BIND (allowed_what);
  BIND (allowed_union);
  BIND (allowed_confederate);
  BIND (play_union);
  BIND (play_confederate);
  BIND (over_label);
  BIND (to_win_section);
  BIND (union_needs);
  BIND (confederate_needs);
  BIND (game_ending);
  BIND (pool_grid);
  BIND (pool_grid_union_head);
  BIND (pool_grid_confederate_head);
  BIND (pool_what_0);
  BIND (pool_union_0);
  BIND (pool_confederate_0);
  BIND (pool_what_1);
  BIND (pool_union_1);
  BIND (pool_confederate_1);
  BIND (pool_what_2);
  BIND (pool_union_2);
  BIND (pool_confederate_2);
  BIND (pool_what_3);
  BIND (pool_union_3);
  BIND (pool_confederate_3);
  BIND (pool_what_4);
  BIND (pool_union_4);
  BIND (pool_confederate_4);
  BIND (pool_what_5);
  BIND (pool_union_5);
  BIND (pool_confederate_5);
  BIND (pool_empty);
  BIND (taken_label);
  BIND (next_label);
  BIND (riots_label);
}

static void
hd_status_panel_init (HdStatusPanel *self)
{
  GtkLabel *kinds[] = { self->pool_what_0, self->pool_what_1, self->pool_what_2, self->pool_what_3,
                        self->pool_what_4, self->pool_what_5 };
  GtkWidget *steps[4];

  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->companion_card, "notify::due", G_CALLBACK (companion_due), self);
  /* the templates' own rule numbers open the rules reference too */
  hd_rule_links_apply (GTK_WIDGET (self));
  kinds[0] = self->pool_what_0; kinds[1] = self->pool_what_1; kinds[2] = self->pool_what_2;
  kinds[3] = self->pool_what_3; kinds[4] = self->pool_what_4; kinds[5] = self->pool_what_5;
  /* the words the engine has for sides, kinds and segments */
  for (HdUnitKind kind = 0; kind < HD_N_KINDS; kind++)
    hd_rule_links_set_text (kinds[kind], hd_unit_kind_get_label (kind));
  hd_rule_links_set_text (self->armies_grid_union_head, hd_side_get_noun (HD_SIDE_UNION));
  hd_rule_links_set_text (self->armies_grid_confederate_head, hd_side_get_noun (HD_SIDE_CONFEDERATE));
  hd_rule_links_set_text (self->pool_grid_union_head, hd_side_get_noun (HD_SIDE_UNION));
  hd_rule_links_set_text (self->pool_grid_confederate_head, hd_side_get_noun (HD_SIDE_CONFEDERATE));
  steps[0] = self->step_0; steps[1] = self->step_1; steps[2] = self->step_2; steps[3] = self->step_3;
  for (HdSegment s = HD_SEGMENT_MOVEMENT; s <= HD_SEGMENT_RECRUITMENT; s++)
    hd_rule_links_set_text (GTK_LABEL (steps[s]), hd_segment_get_label (s));
  self->segment_panels = g_ptr_array_new ();
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("The game's books"), -1);
  update (self);
}

/* The lesson card, the first thing in the panel's scrolled column: the
 * panel lays it out above the guide, so the two never overlap whatever
 * the scroll (the window shows it during a lesson). */
HdCompanionCard *
hd_status_panel_get_companion_card (HdStatusPanel *self)
{
  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), NULL);
  return self->companion_card;
}

HdLessonCard *
hd_status_panel_get_lesson_card (HdStatusPanel *self)
{
  g_return_val_if_fail (HD_IS_STATUS_PANEL (self), NULL);
  return self->lesson_card;
}

GtkWidget *
hd_status_panel_new (void)
{
  return g_object_new (HD_TYPE_STATUS_PANEL, NULL);
}

/* ------------------------------------------------ the play panel (hd-play-panel.h) */

static void
play_set_log (HdPlayPanel *panel, HdLog *log, gconstpointer viewer, HdBoardView *board)
{
  hd_status_panel_set_game (HD_STATUS_PANEL (panel), log != NULL ? HD_GAME (log) : NULL, board);
}

/* The window's actions that are A House Divided's: the board edited,
 * threats and supply shown, the segment ended, the summary, the review, Foreign
 * Intervention; each while the game allows it. */
static gboolean
play_offers (HdPlayPanel *panel, const char *name)
{
  HdStatusPanel *self = HD_STATUS_PANEL (panel);
  const HdState *s = self->game != NULL ? hd_game_get_state (self->game) : NULL;

  if (s == NULL)
    return FALSE;
  if (g_str_equal (name, "win.show-supply"))
    return hd_state_has_option (s, "advanced-2.0");
  if (g_str_equal (name, "win.foreign-intervention"))
    return hd_state_has_option (s, "advanced-8.4");
  if (g_str_equal (name, "win.end-segment"))
    return !hd_state_is_over (s) && !hd_companion_card_is_due (self->companion_card);
  return g_str_equal (name, "win.edit-board") || g_str_equal (name, "win.show-threats") ||
         g_str_equal (name, "win.summary") || g_str_equal (name, "win.review");
}

static gboolean
play_needs_die (HdPlayPanel *panel)
{
  HdStatusPanel *self = HD_STATUS_PANEL (panel);

  /* the companion's dice are its card's (hd_companion_card_needs_die) */
  return !hd_companion_card_is_due (self->companion_card) && hd_status_panel_needs_die (self);
}

static gboolean
play_enter_die (HdPlayPanel *panel, guint die)
{
  return hd_status_panel_enter_die (HD_STATUS_PANEL (panel), die);
}

static gboolean
play_next_step (HdPlayPanel *panel)
{
  return hd_status_panel_next_step (HD_STATUS_PANEL (panel));
}

static gboolean
play_choose_box (HdPlayPanel *panel, guint box)
{
  return hd_status_panel_choose_box (HD_STATUS_PANEL (panel), box);
}

static char *
play_explain_box (HdPlayPanel *panel, guint box)
{
  return hd_status_panel_explain_box (HD_STATUS_PANEL (panel), box);
}

static void
play_panel_init (HdPlayPanelInterface *iface)
{
  iface->set_log = play_set_log;
  iface->offers = play_offers;
  iface->needs_die = play_needs_die;
  iface->enter_die = play_enter_die;
  iface->next_step = play_next_step;
  iface->choose_box = play_choose_box;
  iface->explain_box = play_explain_box;
}
