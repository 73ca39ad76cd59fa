/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-window.c: the main window.  It holds the game being played (an
 * HdGame: the engine's event log), shows its state on the board and in the
 * status panel, and lets the players play it: new game, undo and redo, the
 * edit-board mode, the segment panels, the board's zoom and legend.  The
 * file work (open, save, the automatic save and its banner, locks, the
 * start page's unfinished games) is in hd-window-files.c.  The main
 * menu's Help opens the help at the page for what it shows (hd-help).  It
 * also remembers its size and the board's zoom between runs (GSettings),
 * and lays itself out for its width: the side panel beside the board, or
 * folded over it below HD_WINDOW_WIDE_WIDTH (set_narrow). */
#define G_LOG_DOMAIN "hd-window"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "hd-battle.h"
#include "hd-box-popover.h"
#include "hd-calendar.h"
#include "hd-focus.h"
#include "hd-game.h"
#include "hd-help.h"
#include "hd-intervention.h"
#include "hd-lesson-card.h"
#include "hd-lessons-dialog.h"
#include "hd-new-game-dialog.h"
#include "hd-panel-util.h"
#include "hd-reference.h"
#include "hd-rules-dialog.h"
#include "hd-scenario.h"
#include "hd-seats.h"
#include "hd-status-panel.h"
#include "hd-review-dialog.h"
#include "hd-summary-dialog.h"
#include "hd-tooltip.h"
#include "hd-transcript.h"
#include "hd-window-private.h"
#include "hd-victory.h"
#include "hd-describe.h"

G_DEFINE_FINAL_TYPE (HdWindow, hd_window, ADW_TYPE_APPLICATION_WINDOW)

enum { PROP_0, PROP_EDITING, PROP_THREATS, PROP_SUPPLY, PROP_PANEL_SHOWN, PROP_SEAT, N_PROPS };
static GParamSpec *properties[N_PROPS];

/* libadwaita 1.2 crashes when a toast is dismissed while the animation
 * showing it runs (half a second when it replaces another, 300 ms
 * otherwise) and its 300 ms hiding would end first: the toast shown is
 * dismissed only once it has been up this long.  A delay after the
 * request alone was not enough: a toast that timed out just before let
 * the next one start showing. */
#define TOAST_SETTLED_USEC (900 * 1000)

static void
toast_dismissed (AdwToast *t,
                 HdWindow *self)
{
  guint index;

  if (self->toasts == NULL)   /* NULL once the window is going */
    return;
  if (self->sticky_toast == t)
    self->sticky_toast = NULL;
  if (self->undo_toast == t)
    self->undo_toast = NULL;
  if (g_ptr_array_find (self->toasts, t, &index))
    {
      g_ptr_array_remove_index (self->toasts, index);
      if (index == 0)
        self->toast_shown_at = g_get_monotonic_time ();   /* the next one's turn */
    }
}

typedef struct {
  HdWindow  *window;
  GPtrArray *toasts;
} Dismissal;

/* The toasts of a game let go: those waiting their turn go now, the one
 * shown once it has settled (tried again every half second until then). */
static gboolean
dismiss_later (gpointer data)
{
  Dismissal *d = data;
  GPtrArray *live = d->window->toasts;

  for (guint i = d->toasts->len; i-- > 0;)
    {
      AdwToast *t = g_ptr_array_index (d->toasts, i);
      guint index;

      if (live == NULL || !g_ptr_array_find (live, t, &index))
        g_ptr_array_remove_index (d->toasts, i);
      else if (index > 0 || g_get_monotonic_time () - d->window->toast_shown_at >= TOAST_SETTLED_USEC)
        {
          g_autoptr(AdwToast) going = g_ptr_array_steal_index (d->toasts, i);
          adw_toast_dismiss (going);
        }
    }
  return d->toasts->len > 0 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

static void
dismissal_free (gpointer data)
{
  Dismissal *d = data;

  g_object_unref (d->window);
  g_ptr_array_unref (d->toasts);
  g_free (d);
}

/* The toasts are about the game being replaced (an undo's Redo button
 * would act on the next one): they go, those waiting their turn first, so
 * that none is shown only to be taken away, the one shown once it has
 * settled (dismiss_later). */
static void
dismiss_toasts (HdWindow *self)
{
  Dismissal *d;

  if (self->toasts->len == 0)
    return;
  d = g_new0 (Dismissal, 1);
  d->window = g_object_ref (self);
  d->toasts = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < self->toasts->len; i++)
    g_ptr_array_add (d->toasts, g_object_ref (g_ptr_array_index (self->toasts, i)));
  g_timeout_add_full (G_PRIORITY_DEFAULT, 500, dismiss_later, d, dismissal_free);
}

/* @t goes as soon as it may: at once while it waits its turn, once it
 * has settled if shown (dismiss_later). */
static void
dismiss_soon (HdWindow *self,
              AdwToast *t)
{
  Dismissal *d = g_new0 (Dismissal, 1);

  d->window = g_object_ref (self);
  d->toasts = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (d->toasts, g_object_ref (t));
  g_timeout_add_full (G_PRIORITY_DEFAULT, 500, dismiss_later, d, dismissal_free);
}

/* The toast that stays until dismissed (a refusal with its Rule button)
 * goes when the next toast comes, once it has settled (dismiss_later):
 * one such toast at a time, and never one holding the others back. */
static void
replace_sticky_toast (HdWindow *self)
{
  if (self->sticky_toast == NULL)
    return;
  dismiss_soon (self, self->sticky_toast);
  self->sticky_toast = NULL;
}

/* Shows @t (and takes it), keeping it in the list of toasts; a toast
 * without a timeout stays until dismissed or replaced by the next. */
static void
show_toast (HdWindow *self,
            AdwToast *t)
{
  replace_sticky_toast (self);
  if (self->toasts->len == 0)
    self->toast_shown_at = g_get_monotonic_time ();
  g_ptr_array_add (self->toasts, t);
  if (adw_toast_get_timeout (t) == 0)
    self->sticky_toast = t;
  g_signal_connect_object (t, "dismissed", G_CALLBACK (toast_dismissed), self, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

void
hd_window_toast (HdWindow   *self,
                 const char *text)
{
  AdwToast *t = adw_toast_new (text);
  g_autoptr(GArray) cited = hd_reference_find_citations (text);

  adw_toast_set_timeout (t, 6);
  /* a refusal names its rule: a button opens the reference there, and
   * the toast stays until dismissed or replaced, to be read and followed */
  if (cited->len > 0)
    {
      const HdRule *rule = g_array_index (cited, HdCitation, 0).rule;
      g_autofree char *number = hd_rule_get_number (rule);
      /* TRANSLATORS: a toast's button opening the rules reference, e.g. "Rule 4.3" */
      g_autofree char *label = g_ascii_isdigit (rule->id[0]) ? g_strdup_printf (_("Rule %s"), number)
                                                             : g_strdup (number);

      adw_toast_set_timeout (t, 0);
      adw_toast_set_button_label (t, label);
      adw_toast_set_detailed_action_name (t, "win.show-rule");
      adw_toast_set_action_target_value (t, g_variant_new_string (rule->id));
    }
  show_toast (self, t);
}

/* A problem the players must read before going on: a dialog, not a toast. */
void
_hd_window_show_problem (HdWindow   *self,
                         const char *heading,
                         const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The name the desktop shows for the window (task bar, window switcher):
 * the game's file when it has one, so two windows can be told apart. */
static void
update_window_name (HdWindow *self)
{
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;

  if (!_hd_window_has_game (self) || self->file == NULL || self->lesson_run != NULL)
    {
      gtk_window_set_title (GTK_WINDOW (self), _("House Divided Companion"));
      return;
    }
  name = g_file_get_basename (self->file);
  /* TRANSLATORS: the window's name in the task bar: a saved game's file name */
  title = g_strdup_printf (_("%s — House Divided Companion"), name);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

void
_hd_window_update_title (HdWindow *self)
{
  g_autofree char *subtitle = NULL, *owned = NULL;
  const char *label;

  update_window_name (self);
  if (!_hd_window_has_game (self))
    {
      adw_window_title_set_subtitle (self->window_title, _("No game in progress"));
      return;
    }
  label = self->campaign != NULL ? _hd_window_campaign_get_label (self)
        : self->sheet != NULL ? (owned = _hd_window_sheet_get_label (self))
        : hd_scenario_builtin_get_label (hd_game_get_scenario_id (self->game));
  if (self->lesson_run != NULL)
    /* TRANSLATORS: window subtitle during a lesson, e.g. "Lesson: Marches and the Movement Chart" */
    subtitle = g_strdup_printf (_("Lesson: %s"), hd_lesson_get_title (hd_lesson_run_get_lesson (self->lesson_run)));
  else if (_hd_window_get_unsaved_error (self) != NULL)
    /* TRANSLATORS: window subtitle while automatic saves fail */
    subtitle = g_strdup_printf (_("%s — not saved"), label);
  else if (self->file != NULL)
    {
      g_autofree char *name = g_file_get_basename (self->file);
      /* TRANSLATORS: window subtitle: scenario, file name, and a mark when changed since saved */
      subtitle = g_strdup_printf (self->dirty ? _("%s — %s (changed, saved automatically)") : _("%s — %s"),
                                  label, name);
    }
  else
    subtitle = g_strdup_printf (_("%s — saved automatically"), label);
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

/* The game the window plays, whichever its kind, and the seat it is
 * shown to (NULL: the kind shows everything). */
HdLog *
_hd_window_get_log (HdWindow *self)
{
  if (self->campaign != NULL)
    return HD_LOG (self->campaign);
  if (self->sheet != NULL)
    return HD_LOG (self->sheet);
  return self->game != NULL ? HD_LOG (self->game) : NULL;
}

static gconstpointer
current_viewer (HdWindow *self)
{
  if (self->sheet != NULL)
    return hd_sheet_page_get_viewer (self->sheet_page);
  return self->campaign != NULL ? self->viewer : NULL;
}

/* The undo and redo buttons say what they would undo and redo, or what
 * they do in general. */
static void
update_undo_tooltips (HdWindow *self)
{
  GtkWidget *undo = gtk_widget_get_first_child (self->undo_buttons);
  GtkWidget *redo = undo != NULL ? gtk_widget_get_next_sibling (undo) : NULL;
  HdLog *log = _hd_window_campaign_hides_log (self) ? NULL : _hd_window_get_log (self);
  g_autofree char *undo_what = log != NULL ? hd_log_describe_undo (log, current_viewer (self)) : NULL;
  g_autofree char *redo_what = log != NULL ? hd_log_describe_redo (log, current_viewer (self)) : NULL;
  /* TRANSLATORS: the undo button's tooltip; %s is the action undo takes
   * back: "Undo: V Corps marches to Harpers Ferry" */
  g_autofree char *undo_text = undo_what != NULL ? g_strdup_printf (_("Undo: %s"), undo_what) : NULL;
  /* TRANSLATORS: the redo button's tooltip; %s is the action redo makes again */
  g_autofree char *redo_text = redo_what != NULL ? g_strdup_printf (_("Redo: %s"), redo_what) : NULL;

  if (undo == NULL || redo == NULL)
    return;
  hd_tooltip_set_text (undo, undo_text != NULL ? undo_text : _("Undo (Ctrl+Z)"));
  hd_tooltip_set_text (redo, redo_text != NULL ? redo_text : _("Redo (Ctrl+Shift+Z)"));
}

static void
update_actions (HdWindow *self)
{
  /* the window's actions that belong to a game's side panel: each
   * offered by the panel of the game shown, whatever its kind */
  static const char * const offered[] = {
    "win.edit-board", "win.show-threats", "win.show-supply", "win.end-segment", "win.summary",
    "win.review", "win.foreign-intervention",
  };
  gboolean lesson = self->lesson_run != NULL;
  HdLog *log = _hd_window_get_log (self);
  HdPlayPanel *panel = self->play_panel;
  HdCompanionCard *card = hd_status_panel_get_companion_card (self->status_panel);
  /* a lesson's learner undoes within the step, never its set-up */
  gboolean undo = log != NULL && hd_log_can_undo (log) &&
                  (!lesson || hd_log_get_n_actions (log) > hd_lesson_run_get_step_start (self->lesson_run));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", undo);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", log != NULL && hd_log_can_redo (log));
  update_undo_tooltips (self);
  /* a lesson is never saved, nor its board edited: it keeps to its task */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", log != NULL && !lesson);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", log != NULL && !lesson);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-transcript", log != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-setup", log == NULL);
  for (guint i = 0; i < G_N_ELEMENTS (offered); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), offered[i],
                                   panel != NULL && hd_play_panel_offers (panel, offered[i]) &&
                                   !(lesson && g_str_equal (offered[i], "win.edit-board")));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.enter-die",
                                 panel != NULL && (hd_play_panel_needs_die (panel) || hd_companion_card_needs_die (card)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.companion",
                                 self->game != NULL && gtk_widget_get_visible (GTK_WIDGET (card)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.lesson-next", lesson);
  _hd_window_campaign_update_actions (self);
  _hd_window_dispatch_update_actions (self);
  _hd_window_share_update_actions (self);
}

void
_hd_window_update_actions (HdWindow *self)
{
  update_actions (self);
}

static void
show_summary (HdWindow *self)
{
  if (self->game != NULL)
    gtk_window_present (GTK_WINDOW (hd_summary_dialog_new (GTK_WINDOW (self), self->game)));
}

/* The review of the game in the window (issue 34, item 5). */
static void
show_review (HdWindow *self)
{
  if (self->game != NULL)
    gtk_window_present (GTK_WINDOW (hd_review_dialog_new (GTK_WINDOW (self), self->game)));
}

static void
action_review (GtkWidget  *widget,
               const char *name,
               GVariant   *param)
{
  show_review (HD_WINDOW (widget));
}

/* The rules reference, at a rule (its id) or, with "", where it was. */
static void
action_show_rule (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  const char *rule = g_variant_get_string (param, NULL);
  hd_rules_dialog_show (widget, *rule != '\0' ? rule : NULL);
}

static void
intervention_response (AdwMessageDialog *dialog, const char *response, HdWindow *self)
{
  if (g_strcmp0 (response, "rule") == 0)
    hd_rules_dialog_show (GTK_WIDGET (self), "advanced-8.4");
}

/* win.foreign-intervention: where foreign intervention stands, for
 * either player, with its rule (Advanced 8.4). */
static void
action_foreign_intervention (GtkWidget  *widget,
                             const char *name,
                             GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (self->game == NULL)
    return;
  body = hd_intervention_describe (hd_game_get_state (self->game));
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Foreign Intervention"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "rule", _("Advanced 8.4"),
                                    "close", _("_Close"), NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  g_signal_connect (dialog, "response", G_CALLBACK (intervention_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
action_summary (GtkWidget  *widget,
                const char *name,
                GVariant   *param)
{
  show_summary (HD_WINDOW (widget));
}

/* The game has just been won: say so, with the reason (10.0). */
static void
announce_end (HdWindow *self)
{
  const HdState *s = hd_game_get_state (self->game);
  HdSide winner = hd_state_get_winner (s);
  GtkWidget *dialog;
  const char *heading = winner == HD_SIDE_UNION ? _("The Union Wins")
                      : winner == HD_SIDE_CONFEDERATE ? _("The Confederacy Wins") : _("The Game Is Over");

  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, hd_victory_get_label (hd_state_get_win (s)));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"),
                                    "review", _("_Review"), "summary", _("_Game Summary"), NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "summary");
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "summary", ADW_RESPONSE_SUGGESTED);
  g_signal_connect_swapped (dialog, "response::summary", G_CALLBACK (show_summary), self);
  g_signal_connect_swapped (dialog, "response::review", G_CALLBACK (show_review), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The threat overlay (issue 13): for the side about to move, the enemy's
 * reach into its boxes and its own reach, from hd-threat. */
static void
update_threats (HdWindow *self)
{
  const HdState *s;
  HdMap *map;
  HdSide player, enemy;
  g_autofree HdReach *threats = NULL;
  g_autofree HdReach *own = NULL;
  g_autofree char *text = NULL;

  gtk_revealer_set_reveal_child (self->threat_banner, self->threats && self->game != NULL);
  if (!self->threats || self->game == NULL)
    {
      hd_board_view_set_threats (self->board_view, HD_SIDE_UNION, NULL, NULL);
      return;
    }
  s = hd_game_get_state (self->game);
  map = hd_state_get_map (s);
  player = hd_threat_side_to_move (s);
  enemy = hd_side_get_enemy (player);
  threats = hd_threat_reach (s, enemy);
  own = hd_threat_reach (s, player);
  for (guint b = 0; b < hd_map_get_n_boxes (map); b++)
    {
      if (!hd_threat_is_target (s, b, enemy))
        threats[b] = (HdReach) { { 0, 0 }, { 0, 0 } };
      if (!hd_threat_is_target (s, b, player))
        own[b] = (HdReach) { { 0, 0 }, { 0, 0 } };
    }
  hd_board_view_set_threats (self->board_view, player, threats, own);
  /* TRANSLATORS: the threat overlay's key; the numbers on the board are
   * strengths (sums of combat values) with one march / with two */
  text = g_strdup_printf (_("Threats to the %s, who moves next: red, the %s can reach the box with one march; orange, "
                            "only with two; purple, where the %s can reach. Numbers: strength with one march / with two "
                            "(rule 4.0). Ctrl+T hides them."),
                          hd_side_get_noun (player), hd_side_get_noun (enemy), hd_side_get_noun (player));
  gtk_label_set_label (self->threat_label, text);
}

/* The supply overlay (Advanced 2.0): both sides' boxes and every supply
 * line, from hd-supply. */
static void
update_supply (HdWindow *self)
{
  const HdState *s;
  g_autofree HdSupplyBox *union_supply = NULL;
  g_autofree HdSupplyBox *confederate_supply = NULL;
  g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (guint));
  gboolean shown = self->supply && self->game != NULL &&
                   hd_state_has_option (hd_game_get_state (self->game), "advanced-2.0");

  gtk_revealer_set_reveal_child (self->supply_banner, shown);
  if (!shown)
    {
      hd_board_view_set_supply (self->board_view, NULL, NULL, NULL, 0);
      return;
    }
  s = hd_game_get_state (self->game);
  union_supply = hd_supply_compute (s, HD_SIDE_UNION);
  confederate_supply = hd_supply_compute (s, HD_SIDE_CONFEDERATE);
  for (guint b = 0; b < hd_map_get_n_boxes (hd_state_get_map (s)); b++)
    for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
      {
        const HdSupplyBox *box = side == HD_SIDE_UNION ? &union_supply[b] : &confederate_supply[b];
        g_autoptr(GArray) line = NULL;
        if (box->state != HD_SUPPLY_TRACED)
          continue;
        line = hd_supply_line (s, side, b);
        g_array_append_vals (lines, line->data, line->len);
      }
  hd_board_view_set_supply (self->board_view, union_supply, confederate_supply, (guint *) lines->data, lines->len);
}

static void
set_supply (HdWindow *self,
            gboolean  supply)
{
  if (self->supply == supply)
    return;
  self->supply = supply;
  update_supply (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUPPLY]);
}

static void
set_threats (HdWindow *self,
             gboolean  threats)
{
  if (self->threats == threats)
    return;
  self->threats = threats;
  update_threats (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THREATS]);
}

/* ------------------------------------------------------------ help */

/* The help page (help/C/PAGE.page) for what the window shows now. */
const char *
hd_window_get_help_page (HdWindow *self)
{
  HdHelpScreen screen = { 0 };

  g_return_val_if_fail (HD_IS_WINDOW (self), NULL);
  screen.state = self->game != NULL ? hd_game_get_state (self->game) : NULL;
  screen.lesson = self->lesson_run != NULL;
  screen.editing = self->editing;
  screen.companion = screen.state != NULL &&
                     hd_companion_card_is_due (hd_status_panel_get_companion_card (self->status_panel));
  return hd_help_page_for (&screen);
}

static void
help_shown (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  if (!hd_help_show_finish (GTK_WINDOW (source), result, &error))
    {
      g_autofree char *text = hd_help_describe_failure (error);
      hd_window_toast (HD_WINDOW (source), text);
    }
}

/* win.show-help: the help, at the page for the current screen (F1 stays
 * the rules reference). */
static void
action_show_help (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);

  hd_help_show_async (GTK_WINDOW (self), hd_window_get_help_page (self), help_shown, NULL);
}

static void
game_changed (HdWindow *self)
{
  gboolean was_over = self->over;

  self->over = hd_state_is_over (hd_game_get_state (self->game));
  if (self->over && !was_over)
    announce_end (self);
  self->dirty = TRUE;
  self->let_go = FALSE;   /* a new action: the players are asked again */
  hd_board_view_set_state (self->board_view, hd_game_get_state (self->game));
  update_threats (self);
  update_supply (self);
  _hd_window_update_save_banner (self);
  update_actions (self);
  hd_focus_after_action (self);
}

static void
set_editing (HdWindow *self,
             gboolean  editing)
{
  editing = editing && self->game != NULL;
  if (self->editing == editing)
    return;
  self->editing = editing;
  hd_board_view_set_editing (self->board_view, editing);
  gtk_revealer_set_reveal_child (self->edit_banner, editing);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDITING]);
}

static gboolean choose_box  (guint box, gpointer data);
static char    *explain_box (guint box, gpointer data);

/* The game being replaced: it stays in its automatic save (the toast
 * says where); a lesson in progress is left, its progress kept. */
static void
let_go_of_game (HdWindow *self)
{
  dismiss_toasts (self);
  self->let_go = FALSE;
  if (self->game != NULL && self->lesson_run == NULL && self->file == NULL && hd_log_get_n_actions (HD_LOG (self->game)) > 0 &&
      self->autosave != NULL && hd_log_get_autosave_error (HD_LOG (self->game)) == NULL &&
      !hd_state_is_over (hd_game_get_state (self->game)))
    {
      _hd_window_add_to_recent (self, self->autosave);
      hd_window_toast (self, _("The previous game is kept: open it again from Open Recent."));
    }
  if (self->campaign != NULL && self->file == NULL && hd_log_get_n_actions (HD_LOG (self->campaign)) > 0 &&
      self->autosave != NULL && hd_log_get_autosave_error (HD_LOG (self->campaign)) == NULL)
    {
      _hd_window_add_to_recent (self, self->autosave);
      hd_window_toast (self, _("The previous campaign is kept: open it again from Open Recent."));
    }
  if (self->sheet != NULL && self->file == NULL && hd_log_get_n_actions (HD_LOG (self->sheet)) > 0 &&
      self->autosave != NULL && hd_log_get_autosave_error (HD_LOG (self->sheet)) == NULL)
    {
      _hd_window_add_to_recent (self, self->autosave);
      hd_window_toast (self, _("The previous game is kept: open it again from Open Recent."));
    }
  if (self->sheet != NULL)
    _hd_window_sheet_show (self, NULL);
  if (self->game != NULL)
    {
      g_clear_signal_handler (&self->game_changed_id, self->game);
      hd_log_set_autosave (HD_LOG (self->game), NULL);
    }
  if (self->campaign != NULL)
    {
      g_clear_signal_handler (&self->campaign_changed_id, self->campaign);
      hd_log_set_autosave (HD_LOG (self->campaign), NULL);
      _hd_window_campaign_show (self, NULL);
      /* the campaign's play panels chose boxes on the board: the board's
       * chooser is the window's again */
      hd_board_view_set_chooser (self->board_view, choose_box, explain_box, self);
    }
  if (self->lesson_run != NULL)
    g_clear_signal_handler (&self->lesson_changed_id, self->lesson_run);
  g_clear_object (&self->lesson_run);
  hd_lesson_card_set_run (self->lesson_card, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->lesson_card), FALSE);
  hd_board_view_set_lit (self->board_view, NULL, 0, NULL, 0);
}

/* Shows @game (or none) everywhere: the board, the panel, the title. */
static void
show_game (HdWindow *self,
           HdGame   *game)
{
  g_set_object (&self->game, game);
  if (game != NULL)
    self->game_changed_id = g_signal_connect_swapped (game, "changed", G_CALLBACK (game_changed), self);
  self->dirty = FALSE;
  self->over = game != NULL && hd_state_is_over (hd_game_get_state (game));
  set_editing (self, FALSE);
  self->play_panel = game != NULL ? HD_PLAY_PANEL (self->status_panel) : NULL;
  hd_play_panel_set_log (HD_PLAY_PANEL (self->status_panel), game != NULL ? HD_LOG (game) : NULL, NULL,
                         self->board_view);
  hd_board_view_set_state (self->board_view, game != NULL ? hd_game_get_state (game) : NULL);
  update_threats (self);
  update_supply (self);
}

/* The files of @log, the window's new game of @kind ("game",
 * "campaign", "sheet"): @file where the players keep it (or NULL),
 * @autosave the data-folder copy to keep writing (NULL: a new one), both
 * locked, and saved at once, so a game just started or opened survives a
 * crash. */
static void
take_files (HdWindow   *self,
            HdLog      *log,
            GFile      *file,
            GFile      *autosave,
            const char *kind)
{
  g_set_object (&self->file, file);
  g_clear_object (&self->autosave);
  self->autosave = autosave != NULL ? g_object_ref (autosave) : _hd_window_new_autosave_file (kind);
  _hd_window_take_locks (self);
  hd_log_set_autosave (log, self->autosave);
}

/* A new game shown, of any kind: its file among the recent ones, the
 * banner, the actions and the focus as it now is. */
static void
game_taken (HdWindow *self)
{
  if (self->file != NULL)
    _hd_window_add_to_recent (self, self->file);
  _hd_window_refresh_recent (self);
  _hd_window_update_save_banner (self);
  update_actions (self);
  hd_focus_after_action (self);
}

/* Makes @game the window's game.  @file is where the players keep it (or
 * NULL); @autosave the data-folder copy to keep writing (NULL: a new one).
 * Both are locked for this window while it plays the game. */
void
_hd_window_set_game (HdWindow *self,
                     HdGame   *game,
                     GFile    *file,
                     GFile    *autosave)
{
  let_go_of_game (self);
  take_files (self, HD_LOG (game), file, autosave, "game");
  gtk_stack_set_visible_child_name (self->panel_stack, "game");
  show_game (self, game);
  game_taken (self);
}

gboolean
_hd_window_has_game (HdWindow *self)
{
  return self->game != NULL || self->campaign != NULL || self->sheet != NULL;
}

/* A campaign or a game without a board changed: it is no longer as
 * saved, and the focus goes where the players will want it next. */
void
_hd_window_log_changed (HdWindow *self)
{
  self->dirty = TRUE;
  self->let_go = FALSE;
  _hd_window_update_save_banner (self);
  update_actions (self);
  hd_focus_after_action (self);
}

/* Who looks at the game changed (a cover lifted or put back): what the
 * window tells of it follows, and the focus goes where that one will
 * want it. */
void
_hd_window_viewer_changed (HdWindow *self)
{
  update_actions (self);
  hd_focus_after_action (self);
}

/* Makes @campaign the window's game in place of any other: the board
 * shows its pieces, the side panel its page; @file and @autosave as for
 * _hd_window_set_game(). */
void
_hd_window_set_campaign (HdWindow       *self,
                         HdCampaignGame *campaign,
                         GFile          *file,
                         GFile          *autosave)
{
  g_return_if_fail (HD_IS_WINDOW (self));
  g_return_if_fail (HD_IS_CAMPAIGN_GAME (campaign));

  let_go_of_game (self);
  show_game (self, NULL);
  take_files (self, HD_LOG (campaign), file, autosave, "campaign");
  _hd_window_campaign_show (self, campaign);
  self->campaign_changed_id = g_signal_connect_swapped (campaign, "changed", G_CALLBACK (_hd_window_log_changed), self);
  self->dirty = FALSE;
  game_taken (self);
}

/* Makes @sheet, a game without a board, the window's game in place of
 * any other: its page takes the board's place; @file and @autosave as
 * for _hd_window_set_game(). */
void
_hd_window_set_sheet (HdWindow    *self,
                      HdSheetGame *sheet,
                      GFile       *file,
                      GFile       *autosave)
{
  g_autofree char *unread = NULL;

  g_return_if_fail (HD_IS_WINDOW (self));
  g_return_if_fail (HD_IS_SHEET_GAME (sheet));
  /* the owner's tables complete what the players leave out from now on */
  unread = hd_sheet_game_load_tables (sheet);
  let_go_of_game (self);
  show_game (self, NULL);
  take_files (self, HD_LOG (sheet), file, autosave, "sheet");
  _hd_window_sheet_show (self, sheet);
  self->sheet_changed_id = g_signal_connect_swapped (sheet, "changed", G_CALLBACK (_hd_window_log_changed), self);
  self->dirty = FALSE;
  game_taken (self);
  if (unread != NULL)
    {
      /* TRANSLATORS: %s names the table files that could not be read, and why */
      g_autofree char *told = g_strdup_printf (_("A table you entered could not be read, so our copy's is used: %s"),
                                               unread);
      hd_window_toast (self, told);
    }
}

/* ------------------------------------------------------------ lessons */

/* The lesson step's boxes lit on the board, unless the companion's card
 * draws its step there (its boxes and arrows win while it does; the
 * lesson's come back after, docs/design.md). */
static void
light_lesson (HdWindow *self)
{
  const HdLessonStep *step;

  if (self->lesson_run == NULL ||
      hd_companion_card_is_drawing (hd_status_panel_get_companion_card (self->status_panel)))
    return;
  step = hd_lesson_get_step (hd_lesson_run_get_lesson (self->lesson_run), hd_lesson_run_get_step (self->lesson_run));
  hd_board_view_set_lit (self->board_view, step->lit, step->n_lit, step->lit_lines, step->n_lit_lines);
}

/* The step's boxes lit, and how far the learner got kept. */
static void
lesson_changed (HdWindow *self)
{
  light_lesson (self);
  hd_lesson_progress_save (self->settings, self->lesson_run);
  update_actions (self);
}

/* Plays @run in the window: its game, never saved (a lesson keeps only
 * its progress), and the lesson's card at the top of the side panel. */
static void
play_lesson (HdWindow    *self,
             HdLessonRun *run)
{
  let_go_of_game (self);
  g_clear_object (&self->file);
  g_clear_object (&self->autosave);
  _hd_window_take_locks (self);
  self->lesson_run = g_object_ref (run);
  show_game (self, hd_lesson_run_get_game (run));
  hd_lesson_card_set_run (self->lesson_card, run);
  gtk_widget_set_visible (GTK_WIDGET (self->lesson_card), TRUE);
  self->lesson_changed_id = g_signal_connect_swapped (run, "changed", G_CALLBACK (lesson_changed), self);
  lesson_changed (self);
  _hd_window_update_save_banner (self);
  update_actions (self);
}

static void
leave_lesson (HdWindow *self)
{
  let_go_of_game (self);
  show_game (self, NULL);
  _hd_window_update_title (self);
  update_actions (self);
  hd_focus_after_action (self);   /* the card's Leave has gone: the start page */
}

static void
start_lesson (HdWindow *self, const char *id, guint step)
{
  g_autoptr(GError) error = NULL;
  HdLesson *lesson = hd_lesson_new_builtin (hd_board_view_get_map (self->board_view), id, &error);
  g_autoptr(HdLessonRun) run = lesson != NULL ? hd_lesson_run_new (lesson, step, &error) : NULL;

  if (run == NULL)
    {
      _hd_window_show_problem (self, _("The Lesson Cannot Start"), error->message);
      return;
    }
  play_lesson (self, run);
  gtk_widget_grab_focus (GTK_WIDGET (self->lesson_card));
}

static void
start_lesson_then (HdWindow *self,
                   gpointer  data)
{
  const char *id = data;

  start_lesson (self, id, hd_lesson_progress_get_step (self->settings, id));
}

/* win.start-lesson (s): a lesson, where the learner left it, once the
 * game on the board is safe to replace. */
static void
action_start_lesson (GtkWidget  *widget,
                     const char *name,
                     GVariant   *param)
{
  _hd_window_when_saved (HD_WINDOW (widget), HD_WINDOW_REPLACING, start_lesson_then,
                         g_variant_dup_string (param, NULL), g_free);
}

static void
action_learn (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);
  gtk_window_present (GTK_WINDOW (hd_lessons_dialog_new (GTK_WINDOW (self), hd_board_view_get_map (self->board_view),
                                                         self->settings)));
}

/* win.lesson-next (Ctrl+Shift+Enter): the lesson card's Next Step (or
 * Finish), from wherever the focus is. */
static void
action_lesson_next (GtkWidget  *widget,
                    const char *name,
                    GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);

  if (self->lesson_run != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self->lesson_card), "lesson.next", NULL);
}

/* Finish on the last step: on to the next lesson of the course. */
static void
lesson_finished (HdWindow *self)
{
  const char * const *ids = hd_lesson_builtin_ids ();
  const char *id = hd_lesson_get_id (hd_lesson_run_get_lesson (self->lesson_run));

  for (guint i = 0; ids[i] != NULL; i++)
    if (g_str_equal (ids[i], id))
      {
        if (ids[i + 1] != NULL)
          start_lesson (self, ids[i + 1], 0);
        else
          {
            leave_lesson (self);
            hd_window_toast (self, _("That was the last lesson: you know the basic game. Start a new game!"));
          }
        return;
      }
}

HdGame *
hd_window_get_game (HdWindow *self)
{
  g_return_val_if_fail (HD_IS_WINDOW (self), NULL);
  return self->game;
}

GFile *
hd_window_get_file (HdWindow *self)
{
  g_return_val_if_fail (HD_IS_WINDOW (self), NULL);
  return self->file;
}

/* The toasts shown or waiting their turn. */
guint
hd_window_get_n_toasts (HdWindow *self)
{
  g_return_val_if_fail (HD_IS_WINDOW (self), 0);
  return self->toasts->len;
}

/* Lets every toast go, as a game replaced does (dismiss_toasts: those
 * waiting first, the one shown once it has settled).  For the window test,
 * which would otherwise wait out each toast's six seconds before a
 * picture. */
void
hd_window_dismiss_toasts (HdWindow *self)
{
  g_return_if_fail (HD_IS_WINDOW (self));
  dismiss_toasts (self);
}

GFile *
hd_window_get_autosave_file (HdWindow *self)
{
  g_return_val_if_fail (HD_IS_WINDOW (self), NULL);
  return self->autosave;
}

/* ------------------------------------------------------- playing the game */

static void
present_new_game_dialog (HdWindow *self,
                         gpointer  data)
{
  gtk_window_present (GTK_WINDOW (hd_new_game_dialog_new (GTK_WINDOW (self))));
}

static void
action_new_game (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  _hd_window_when_saved (HD_WINDOW (widget), HD_WINDOW_REPLACING, present_new_game_dialog, NULL, NULL);
}

/* The seats of the companion's lines (hd_seats_to_line's form, none for
 * two people), each companion given a seed of its own drawn now. */
static gboolean
read_seats (const char * const *lines,
            HdSeats            *seats,
            GError            **error)
{
  hd_seats_init (seats);
  for (guint i = 0; lines != NULL && lines[i] != NULL; i++)
    if (!hd_seats_read_line (seats, lines[i], error))
      return FALSE;
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    if (seats->side[side].player != HD_SEAT_PERSON)
      seats->side[side].seed = g_random_int ();
  return TRUE;
}

/* A new game of win.start-game's (sas) or win.start-game-seated's
 * (sasas) parameter: the scenario, the options and the companion's
 * seats. */
static void
start_game_then (HdWindow *self,
                 gpointer  data)
{
  GVariant *param = data;
  const char *scenario;
  g_autofree const char **options = NULL;
  g_autofree const char **lines = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = NULL;
  HdSeats seats;

  if (g_variant_is_of_type (param, G_VARIANT_TYPE ("(sasas)")))
    g_variant_get (param, "(&s^a&s^a&s)", &scenario, &options, &lines);
  else
    g_variant_get (param, "(&s^a&s)", &scenario, &options);
  if (read_seats (lines, &seats, &error))
    game = hd_game_new (hd_board_view_get_map (self->board_view), scenario, options, &error);
  if (game == NULL)
    {
      _hd_window_show_problem (self, _("Could Not Start the Game"), error->message);
      return;
    }
  hd_game_set_seats (game, &seats);
  _hd_window_set_game (self, game, NULL, NULL);
}

/* win.start-game (s, as): a new game of scenario s with the options as,
 * two people playing; win.start-game-seated (s, as, as): the same with
 * the companion's seats' lines (the New Game dialog's); each once the
 * game on the board is safe to replace. */
static void
action_start_game (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  _hd_window_when_saved (HD_WINDOW (widget), HD_WINDOW_REPLACING, start_game_then, g_variant_ref (param),
                         (GDestroyNotify) g_variant_unref);
}

static void
apply_action (HdWindow       *self,
              const HdAction *action)
{
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return;
  if (!hd_log_apply (HD_LOG (self->game), action, &error))
    hd_window_toast (self, error->message);
}

static void
edit_action (HdBoardView    *view,
             const HdAction *action,
             HdWindow       *self)
{
  apply_action (self, action);
}

static void
action_end_segment (GtkWidget  *widget,
                    const char *name,
                    GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);
  HdAction action = { .type = HD_ACTION_END_SEGMENT };

  /* the next step: a step under way (a destination chosen but not
   * confirmed) is carried out, never dropped by ending the segment */
  if (self->play_panel != NULL && hd_play_panel_next_step (self->play_panel))
    {
      /* in a lesson whose step that finished, the lesson goes on, not the segment */
      if (self->lesson_run != NULL && hd_lesson_run_get_step_done (self->lesson_run))
        hd_window_toast (self, _("Done. Press Next Step (Ctrl+Shift+Enter) to go on with the lesson."));
      else
        hd_window_toast (self, _("Done. Press Ctrl+Enter again to end the segment."));
      return;
    }
  apply_action (self, &action);
}

/* win.enter-die (u): the march die the players rolled (keys 1 to 6). */
static void
action_enter_die (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);
  guint die = g_variant_get_uint32 (param);

  if (hd_companion_card_enter_die (hd_status_panel_get_companion_card (self->status_panel), die))
    return;
  if (self->play_panel != NULL)
    hd_play_panel_enter_die (self->play_panel, die);
}

/* win.companion (s): the companion's card from the keys: "done" (Alt+Enter),
 * "back" (Alt+Left), "whole" (Alt+W) or "hint" (Ctrl+H). */
static void
action_companion (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);

  hd_companion_card_activate (hd_status_panel_get_companion_card (self->status_panel),
                              g_variant_get_string (param, NULL));
}

static gboolean
choose_box (guint    box,
            gpointer data)
{
  HdWindow *self = data;
  return self->play_panel != NULL && hd_play_panel_choose_box (self->play_panel, box);
}

static char *
explain_box (guint    box,
             gpointer data)
{
  HdWindow *self = data;
  return self->play_panel != NULL ? hd_play_panel_explain_box (self->play_panel, box) : NULL;
}

/* A segment panel's action was refused: the rule's message, as a toast. */
static void
panel_refused (HdStatusPanel *panel,
               const char    *message,
               HdWindow      *self)
{
  /* in a lesson its card explains, with the rule and a hint */
  if (self->lesson_run != NULL)
    hd_lesson_run_note_refusal (self->lesson_run, message);
  else
    hd_window_toast (self, message);
}

/* Shows what an undo or redo did: the toast of the one before goes as
 * soon as it may (toasts wait their turn, and a quick second Ctrl+Z was
 * told only once the first toast had timed out, one action behind). */
static void
show_undo_toast (HdWindow   *self,
                 gboolean    undo,
                 const char *text)
{
  AdwToast *t = adw_toast_new (text);

  if (self->undo_toast != NULL)
    dismiss_soon (self, self->undo_toast);
  if (undo)
    {
      adw_toast_set_button_label (t, _("_Redo"));
      adw_toast_set_action_name (t, "win.redo");
    }
  else
    {
      adw_toast_set_button_label (t, _("_Undo"));
      adw_toast_set_action_name (t, "win.undo");
    }
  self->undo_toast = t;
  show_toast (self, t);
}

/* One player action undone or redone, however many actions of the log
 * it made, and a toast telling it, in the position it met. */
static void
action_undo_redo (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);
  gboolean undo = g_str_equal (name, "win.undo");
  HdLog *log = _hd_window_get_log (self);
  g_autofree char *what = NULL;
  g_autofree char *text = NULL;

  if (log == NULL)
    return;
  what = undo ? hd_log_describe_undo (log, current_viewer (self)) : hd_log_describe_redo (log, current_viewer (self));
  if (what == NULL || !(undo ? hd_log_undo (log) : hd_log_redo (log)))
    return;
  /* TRANSLATORS: toasts after undo and redo; %s describes the action */
  text = g_strdup_printf (undo ? _("Undone: %s") : _("Redone: %s"), what);
  show_undo_toast (self, undo, text);
}

/* ------------------------------------------------------------ the board */

static void
action_zoom (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);

  if (g_str_equal (name, "win.zoom-in"))
    hd_board_view_zoom_in (self->board_view);
  else if (g_str_equal (name, "win.zoom-out"))
    hd_board_view_zoom_out (self->board_view);
  else
    hd_board_view_zoom_fit (self->board_view);
}

/* The shortcuts window is built on first use, not with every window
 * (GtkApplication's automatic help overlay would cost start-up time). */
static void
action_show_shortcuts (GtkWidget  *widget,
                       const char *name,
                       GVariant   *param)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_PREFIX "/ui/hd-shortcuts-window.ui");
  GtkWindow *shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts_window"));

  gtk_window_set_transient_for (shortcuts, GTK_WINDOW (widget));
  gtk_window_present (shortcuts);
}

/* The legend: each mark as drawn on the board (data/ui/legend/, made by
 * tools/gen-map.py with the board) and what it means, with its rule. */
static void
fill_legend_grid (GtkGrid *grid,
                  int      max_chars)
{
  static const struct { const char *swatch; const char *meaning; } rows[] = {
    { "road", N_("Road: infantry moves one box a march (rule 4.0)") },
    { "rail", N_("Railroad: infantry moves two boxes a march between friendly boxes (rule 4.0)") },
    { "river", N_("River; the arrow points downstream (rules 4.0, 4.5)") },
    { "union-box", N_("Union box (blue)") },
    { "confederate-box", N_("Confederate box (gray)") },
    { "neutral-box", N_("Kentucky box (tan): neutral until captured (rule 8.0)") },
    { "river-side", N_("River side: attacking across it exposes the attackers (rule 5.34)") },
    { "shields", N_("Recruitment values, Union in blue and Confederate in red (rule 7.0)") },
    { "port", N_("Port: Union sea movement and naval invasions (rules 4.6, 4.7)") },
    { "permanent-entrenchment", N_("Permanent entrenchment (rule 4.3)") },
    { "union-units", N_("Union units under a box: Vi is a veteran infantry unit; a pale chip with dark red letters marks a reduced unit (rules 1.4, 11.4)") },
    { "confederate-units", N_("Confederate units: 2 Vi is two veteran infantry; a brown tray means entrenched (rule 4.3)") },
    { "control-marker", N_("Control marker: the box belongs to that side though no unit holds it (rule 8.0)") },
    { "leader", N_("A leader, with his value: Lee, Grant or Sherman (Advanced 8.2)") },
    { "foreign-units", N_("Foreign Intervention units, orange: on the board, or waiting in the Europe box "
                          "(Advanced 8.4)") },
    { "routed-units", N_("A faded unit has routed: it stays in the battle's box but fights no more (Advanced 8.1)") },
    { "march-marks", N_("In the Movement Segment, a yellow bar under a unit for each march it has taken part in: "
                        "two is the most (rule 4.0)") },
    { "destinations", N_("Where the chosen units can march: green to move, red to attack enemy units there "
                         "(rules 4.0, 5.0)") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autofree char *path = g_strdup_printf (RESOURCE_PREFIX "/legend/%s.svg", rows[i].swatch);
      GtkWidget *picture = gtk_picture_new_for_resource (path);
      GtkWidget *label = gtk_label_new (_(rows[i].meaning));

      gtk_picture_set_can_shrink (GTK_PICTURE (picture), FALSE);
      gtk_widget_set_halign (picture, GTK_ALIGN_CENTER);
      gtk_widget_set_valign (picture, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (picture), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _(rows[i].meaning), -1);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), max_chars);
      gtk_grid_attach (grid, picture, 0, (int) i, 1, 1);
      gtk_grid_attach (grid, label, 1, (int) i, 1, 1);
    }
}

static void
fill_legend (GtkWidget *popover,
             HdWindow  *self)
{
  /* Filled the first time it is shown: its pictures are not worth slowing
   * the window's first frame for. */
  if (gtk_widget_get_first_child (GTK_WIDGET (self->legend_grid)) == NULL)
    fill_legend_grid (self->legend_grid, 40);
}

/* win.show-legend: the legend, from its header-bar button; while the
 * window is narrow (the button in the main menu) in a window of its own,
 * as narrow as the main window, that Escape closes. */
static void
action_show_legend (GtkWidget  *widget,
                    const char *name,
                    GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);
  GtkWidget *legend, *scroller, *grid;
  GtkEventController *keys;

  if (!self->narrow)
    {
      gtk_menu_button_popup (GTK_MENU_BUTTON (self->legend_button));
      return;
    }
  legend = gtk_window_new ();
  gtk_window_set_title (GTK_WINDOW (legend), _("Legend"));
  gtk_window_set_transient_for (GTK_WINDOW (legend), GTK_WINDOW (self));
  gtk_window_set_modal (GTK_WINDOW (legend), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (legend), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (legend), HD_WINDOW_PANEL_WIDTH, 560);
  grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 8);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  g_object_set (grid, "margin-start", 12, "margin-end", 12, "margin-top", 12, "margin-bottom", 12, NULL);
  fill_legend_grid (GTK_GRID (grid), 28);
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), grid);
  gtk_window_set_child (GTK_WINDOW (legend), scroller);
  keys = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (legend, keys);
  gtk_window_present (GTK_WINDOW (legend));
}

/* ------------------------------------------------------- the layout */

/* The header bar's buttons: the board's own (zoom, legend, edit,
 * threats) only beside a board; narrow, they and undo go into the main
 * menu and the panel button shows the side panel. */
void
_hd_window_update_header (HdWindow *self)
{
  GtkWidget *board_only[] = { self->zoom_buttons, self->legend_button, self->edit_button, self->threats_button };
  gboolean board = self->sheet == NULL;

  gtk_widget_set_visible (self->panel_button, self->narrow && board);
  gtk_widget_set_visible (self->undo_buttons, !self->narrow);
  for (guint i = 0; i < G_N_ELEMENTS (board_only); i++)
    gtk_widget_set_visible (board_only[i], !self->narrow && board);
}

/* Narrow or wide (HD_WINDOW_WIDE_WIDTH): narrow, the side panel folds
 * over the board (hidden until the panel button or F9 shows it) and the
 * header bar keeps its title, the panel button and the main menu, which
 * takes in the other buttons' items. */
static void
set_narrow (HdWindow *self,
            gboolean  narrow)
{
  if (self->narrow == narrow)
    return;
  self->narrow = narrow;
  adw_flap_set_fold_policy (self->flap, narrow ? ADW_FLAP_FOLD_POLICY_ALWAYS : ADW_FLAP_FOLD_POLICY_NEVER);
  adw_flap_set_reveal_flap (self->flap, !narrow);
  _hd_window_update_header (self);
  if (narrow)
    g_menu_insert_section (self->primary_menu, 0, NULL, G_MENU_MODEL (self->narrow_section));
  else
    g_menu_remove (self->primary_menu, 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-panel", narrow);
}

/* The panel shown over the board (narrow) takes the focus once it is
 * out (panel_out), and gives it back to the board when it folds away
 * with the focus inside. */
static void
flap_revealed (HdWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  gboolean shown = adw_flap_get_reveal_flap (self->flap);

  self->focus_panel = self->narrow && shown;
  if (self->narrow && !shown && focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->panel_stack)))
    gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PANEL_SHOWN]);
}

static void
panel_out (HdWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (!self->focus_panel || adw_flap_get_reveal_progress (self->flap) < 1.0)
    return;
  self->focus_panel = FALSE;
  if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->panel_stack)))
    gtk_widget_child_focus (gtk_stack_get_visible_child (self->panel_stack), GTK_DIR_TAB_FORWARD);
}

/* The banners' buttons wrap rather than keep the window wide (in
 * German "Speichern unter …" beside "Erneut versuchen"). */
static void
wrap_banners (HdWindow *self)
{
  GtkWidget *banners[] = { GTK_WIDGET (self->save_banner), GTK_WIDGET (self->load_banner),
                           GTK_WIDGET (self->edit_banner), GTK_WIDGET (self->supply_banner),
                           GTK_WIDGET (self->threat_banner) };

  for (guint i = 0; i < G_N_ELEMENTS (banners); i++)
    hd_panel_wrap_buttons (banners[i]);
}

static void
hd_window_size_allocate (GtkWidget *widget,
                         int        width,
                         int        height,
                         int        baseline)
{
  HdWindow *self = HD_WINDOW (widget);

  /* decided before the children are laid out, so they are laid out once */
  set_narrow (self, width < HD_WINDOW_WIDE_WIDTH);
  GTK_WIDGET_CLASS (hd_window_parent_class)->size_allocate (widget, width, height, baseline);
}

/* Shows a scenario's set-up on the board, so the players can set up the
 * real one (rules 2.0, 11.1, 11.5-11.7). */
/* The companion's turn begins or ends: the person's actions wait (or come
 * back) and the focus follows; in a narrow window its card comes out over
 * the board (F9 folds it away to see the arrows). */
static void
companion_due (HdWindow *self)
{
  update_actions (self);
  if (self->narrow && hd_companion_card_is_due (hd_status_panel_get_companion_card (self->status_panel)))
    adw_flap_set_reveal_flap (self->flap, TRUE);
  hd_focus_after_action (self);
}

static void
action_show_setup (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  HdWindow *self = HD_WINDOW (widget);
  HdMap *map = hd_board_view_get_map (self->board_view);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdScenario) scenario = hd_scenario_new_builtin (map, g_variant_get_string (param, NULL), &error);
  g_autoptr(HdState) state = NULL;
  g_autofree char *subtitle = NULL;

  if (self->game != NULL)
    return; /* the board shows the game in progress */
  if (scenario == NULL)
    {
      hd_window_toast (self, error->message);
      return;
    }
  state = hd_state_new_from_scenario (map, scenario);
  hd_board_view_set_state (self->board_view, state);
  /* TRANSLATORS: window subtitle, e.g. "Set-up of The 1862 Scenario (rule 11.5)" */
  subtitle = g_strdup_printf (_("Set-up of %s (rule %s)"), hd_scenario_builtin_get_label (hd_scenario_get_id (scenario)),
                              hd_scenario_get_rule (scenario));
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

static void
save_state (HdWindow *self)
{
  int width, height;
  double x, y;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_delay (self->settings);
  if (!gtk_window_is_maximized (GTK_WINDOW (self)) && width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
  hd_board_view_get_center (self->board_view, &x, &y);
  g_settings_set_double (self->settings, "board-zoom",
                         hd_board_view_get_fitted (self->board_view) ? 0.0 : hd_board_view_get_zoom (self->board_view));
  g_settings_set_double (self->settings, "board-center-x", x);
  g_settings_set_double (self->settings, "board-center-y", y);
  g_settings_apply (self->settings);
}

static gboolean
close_later (gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

/* The players chose to quit: the window closes once the dialog that asked
 * them has gone. */
static void
close_then (HdWindow *self,
            gpointer  data)
{
  self->closing = TRUE;
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, close_later, g_object_ref (self), g_object_unref);
}

/* The close button and app.quit (Ctrl+Q): a game that could not be saved
 * is not left without asking the players (_hd_window_ask_unsaved). */
static gboolean
hd_window_close_request (GtkWindow *window)
{
  HdWindow *self = HD_WINDOW (window);

  if (!self->closing && !_hd_window_is_saved (self))
    {
      _hd_window_ask_unsaved (self, HD_WINDOW_QUITTING, close_then, NULL, NULL);
      return TRUE;
    }
  save_state (self);
  return GTK_WINDOW_CLASS (hd_window_parent_class)->close_request (window);
}

static void
hd_window_dispose (GObject *object)
{
  HdWindow *self = HD_WINDOW (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->game_changed_id, self->game);
  if (self->campaign != NULL)
    g_clear_signal_handler (&self->campaign_changed_id, self->campaign);
  if (self->lesson_run != NULL)
    g_clear_signal_handler (&self->lesson_changed_id, self->lesson_run);
  g_clear_object (&self->lesson_run);
  g_clear_object (&self->game);
  _hd_window_share_forget (self);
  g_clear_object (&self->campaign);
  _hd_window_campaign_dispose (self);
  _hd_window_dispatch_forget (self);
  g_clear_pointer (&self->viewer, hd_campaign_viewer_free);
  g_clear_pointer (&self->next_viewer, hd_campaign_viewer_free);
  g_clear_object (&self->file);
  g_clear_object (&self->autosave);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->toasts, g_ptr_array_unref);
  hd_focus_dispose (self);
  _hd_window_files_dispose (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), HD_TYPE_WINDOW);

  G_OBJECT_CLASS (hd_window_parent_class)->dispose (object);
}

static void
hd_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  HdWindow *self = HD_WINDOW (object);

  switch (prop_id)
    {
    case PROP_EDITING:
      g_value_set_boolean (value, self->editing);
      break;
    case PROP_THREATS:
      g_value_set_boolean (value, self->threats);
      break;
    case PROP_SUPPLY:
      g_value_set_boolean (value, self->supply);
      break;
    case PROP_PANEL_SHOWN:   /* asked by the panel button while the template is built */
      g_value_set_boolean (value, self->flap == NULL || adw_flap_get_reveal_flap (self->flap));
      break;
    case PROP_SEAT:
      g_value_set_string (value, _hd_window_campaign_get_seat (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hd_window_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  HdWindow *self = HD_WINDOW (object);

  switch (prop_id)
    {
    case PROP_EDITING:
      set_editing (self, g_value_get_boolean (value));
      break;
    case PROP_THREATS:
      set_threats (self, g_value_get_boolean (value));
      break;
    case PROP_SUPPLY:
      set_supply (self, g_value_get_boolean (value));
      break;
    case PROP_PANEL_SHOWN:
      if (self->flap != NULL)
        adw_flap_set_reveal_flap (self->flap, g_value_get_boolean (value));
      break;
    case PROP_SEAT:
      _hd_window_campaign_set_seat (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hd_window_class_init (HdWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = hd_window_dispose;
  object_class->get_property = hd_window_get_property;
  object_class->set_property = hd_window_set_property;

  /* Edit-board mode: corrections to the board, recorded in the log. */
  properties[PROP_EDITING] = g_param_spec_boolean ("editing", NULL, NULL, FALSE,
                                                   G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The threat overlay on the board (hd-threat). */
  properties[PROP_THREATS] = g_param_spec_boolean ("threats", NULL, NULL, FALSE,
                                                   G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The supply overlay on the board (Advanced 2.0, hd-supply). */
  properties[PROP_SUPPLY] = g_param_spec_boolean ("supply", NULL, NULL, FALSE,
                                                  G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The side panel is shown (always, unless the window is narrow). */
  properties[PROP_PANEL_SHOWN] = g_param_spec_boolean ("panel-shown", NULL, NULL, TRUE,
                                                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Whose seat the Campaign Game's screen is (Campaign 2.1): "umpire",
   * "union" or "confederate" (hd-window-campaign.c). */
  properties[PROP_SEAT] = g_param_spec_string ("seat", NULL, NULL, "umpire",
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  window_class->close_request = hd_window_close_request;
  widget_class->size_allocate = hd_window_size_allocate;

  g_type_ensure (HD_TYPE_BOARD_VIEW);
  g_type_ensure (HD_TYPE_STATUS_PANEL);
  g_type_ensure (HD_TYPE_CAMPAIGN_PAGE);
  g_type_ensure (HD_TYPE_SHEET_PAGE);
  g_type_ensure (HD_TYPE_LESSON_CARD);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-window.ui");
  gtk_widget_class_bind_template_child (widget_class, HdWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, legend_grid);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, status_panel);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, panel_stack);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, sheet_page);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, campaign_page);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, edit_banner);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, threat_banner);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, supply_banner);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, curtain_stack);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, curtain);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, curtain_button);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, curtain_pin);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, curtain_pin2);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, panel_button);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, zoom_buttons);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, undo_buttons);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, legend_button);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, edit_button);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, threats_button);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, narrow_section);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, threat_label);
  gtk_widget_class_bind_template_child (widget_class, HdWindow, recent_menu);
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, action_new_game);
  gtk_widget_class_install_action (widget_class, "win.start-game", "(sas)", action_start_game);
  gtk_widget_class_install_action (widget_class, "win.start-game-seated", "(sasas)", action_start_game);
  _hd_window_files_class_init (widget_class);
  _hd_window_campaign_class_init (widget_class);
  _hd_window_sheet_class_init (widget_class);
  _hd_window_dispatch_class_init (widget_class);
  _hd_window_share_class_init (widget_class);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, action_undo_redo);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, action_undo_redo);
  gtk_widget_class_install_action (widget_class, "win.end-segment", NULL, action_end_segment);
  gtk_widget_class_install_action (widget_class, "win.enter-die", "u", action_enter_die);
  gtk_widget_class_install_action (widget_class, "win.companion", "s", action_companion);
  gtk_widget_class_install_action (widget_class, "win.summary", NULL, action_summary);
  gtk_widget_class_install_action (widget_class, "win.review", NULL, action_review);
  gtk_widget_class_install_action (widget_class, "win.foreign-intervention", NULL, action_foreign_intervention);
  gtk_widget_class_install_action (widget_class, "win.show-rule", "s", action_show_rule);
  gtk_widget_class_install_action (widget_class, "win.learn", NULL, action_learn);
  gtk_widget_class_install_action (widget_class, "win.start-lesson", "s", action_start_lesson);
  gtk_widget_class_install_action (widget_class, "win.lesson-next", NULL, action_lesson_next);
  hd_focus_class_init (widget_class);
  gtk_widget_class_install_property_action (widget_class, "win.edit-board", "editing");
  gtk_widget_class_install_property_action (widget_class, "win.show-threats", "threats");
  gtk_widget_class_install_property_action (widget_class, "win.show-supply", "supply");
  gtk_widget_class_install_property_action (widget_class, "win.show-panel", "panel-shown");
  gtk_widget_class_install_action (widget_class, "win.show-legend", NULL, action_show_legend);
  gtk_widget_class_install_action (widget_class, "win.show-setup", "s", action_show_setup);

  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, action_zoom);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, action_zoom);
  gtk_widget_class_install_action (widget_class, "win.zoom-fit", NULL, action_zoom);
  gtk_widget_class_install_action (widget_class, "win.show-shortcuts", NULL, action_show_shortcuts);
  gtk_widget_class_install_action (widget_class, "win.show-help", NULL, action_show_help);
}

/* The main menu's popover is made the first time it opens, not at
 * start-up: it is a widget for each of its items. */
static void
open_main_menu (GtkMenuButton *button,
                gpointer       data)
{
  HdWindow *self = data;

  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (self->primary_menu));
}

static void
hd_window_init (HdWindow *self)
{
  self->toasts = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  self->lesson_card = hd_status_panel_get_lesson_card (self->status_panel);
  wrap_banners (self);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->menu_button), open_main_menu, self, NULL);
  /* wide until the first allocation says otherwise (set_narrow) */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-panel", FALSE);
  g_signal_connect_swapped (self->flap, "notify::reveal-flap", G_CALLBACK (flap_revealed), self);
  g_signal_connect_swapped (self->flap, "notify::reveal-progress", G_CALLBACK (panel_out), self);
  g_signal_connect (gtk_widget_get_ancestor (GTK_WIDGET (self->legend_grid), GTK_TYPE_POPOVER),
                    "show", G_CALLBACK (fill_legend), self);

  g_signal_connect (self->board_view, "edit-action", G_CALLBACK (edit_action), self);
  hd_board_view_set_chooser (self->board_view, choose_box, explain_box, self);
  g_signal_connect (self->status_panel, "refused", G_CALLBACK (panel_refused), self);
  g_signal_connect_swapped (self->status_panel, "step-done", G_CALLBACK (hd_focus_after_action), self);
  /* the companion's turn begins or ends: the person's actions wait, the
   * focus goes to its card or back to the panel */
  g_signal_connect_swapped (hd_status_panel_get_companion_card (self->status_panel), "notify::due",
                            G_CALLBACK (companion_due), self);
  g_signal_connect_swapped (hd_status_panel_get_companion_card (self->status_panel), "changed",
                            G_CALLBACK (update_actions), self);
  /* its step off the board: a lesson's boxes lit again */
  g_signal_connect_swapped (hd_status_panel_get_companion_card (self->status_panel), "notify::drawing",
                            G_CALLBACK (light_lesson), self);
  _hd_window_campaign_init (self);
  _hd_window_sheet_init (self);
  g_signal_connect_swapped (self->lesson_card, "leave", G_CALLBACK (leave_lesson), self);
  g_signal_connect_swapped (self->lesson_card, "finished", G_CALLBACK (lesson_finished), self);
  _hd_window_refresh_recent (self);
  _hd_window_update_title (self);
  update_actions (self);

  self->settings = g_settings_new (APP_ID);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  /* narrow from the start when it was left narrow: the wide header bar
   * would keep it from opening as narrow as it was */
  set_narrow (self, g_settings_get_int (self->settings, "window-width") < HD_WINDOW_WIDE_WIDTH);
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

HdWindow *
hd_window_new (GtkApplication *application,
               HdMap          *map)
{
  HdWindow *self;

  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (HD_IS_MAP (map), NULL);

  self = g_object_new (HD_TYPE_WINDOW, "application", application, NULL);
  hd_board_view_set_map (self->board_view, map);
  /* the view the board was left at; the legible opening view at first */
  if (g_settings_get_double (self->settings, "board-zoom") < 0)
    hd_board_view_show_opening (self->board_view);
  else
    hd_board_view_set_view (self->board_view,
                            g_settings_get_double (self->settings, "board-zoom"),
                            g_settings_get_double (self->settings, "board-center-x"),
                            g_settings_get_double (self->settings, "board-center-y"));

  return self;
}

HdBoardView *
hd_window_get_board_view (HdWindow *self)
{
  g_return_val_if_fail (HD_IS_WINDOW (self), NULL);
  return self->board_view;
}
