/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-companion-card.c: the companion's card (hd-companion-card.h).  What
 * it says comes from the engine's companion (hd-companion.h): it thinks
 * on a thread of its own, at a lower priority than the window's (so the
 * window keeps drawing on a machine of two cores), from a copy of the
 * position (so a Cancel leaves nothing half made), answering through a
 * GTask; it polls the think's progress on a timer, then shows
 * the step planned for the game's position, found again after every
 * change of the game (a step made, an undo, a correction: a position no
 * step expects is thought again).  A hint on the person's turn is
 * thought the same way, on a thread, and given up when the game
 * changes.  Its buttons are the actions
 * companion.done, companion.back, companion.cancel and companion.hint,
 * enabled in update_actions(). */
#define G_LOG_DOMAIN "hd-companion-card"

#include "config.h"

#include <glib/gi18n.h>
#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "hd-companion-card.h"
#include "hd-a11y.h"
#include "hd-companion.h"
#include "hd-die-row.h"
#include "hd-panel-util.h"
#include "hd-player.h"
#include "hd-rule-links.h"
#include "hd-tactics.h"

typedef enum {
  CARD_NONE,       /* no companion in the game */
  CARD_PERSON,     /* a person decides: the hint, if allowed */
  CARD_THINKING,
  CARD_STOPPED,    /* thinking cancelled: Done thinks again */
  CARD_STEP,
  CARD_FAILED,     /* the companion decided nothing (never in a legal position) */
} CardState;

struct _HdCompanionCard
{
  GtkWidget       parent_instance;

  /* the template */
  GtkWidget      *box;
  GtkLabel       *title_label;
  GtkLabel       *count_label;
  GtkWidget      *thinking_box;
  GtkLabel       *thinking_label;
  GtkProgressBar *progress;
  GtkWidget      *step_box;
  GtkLabel       *step_title_label;
  GtkLabel       *text_label;
  GtkLabel       *reason_label;
  GtkLabel       *counters_label;
  HdDieRow       *die_row;
  GtkExpander    *whole_expander;
  GtkLabel       *whole_label;
  GtkWidget      *back_button;
  GtkWidget      *cancel_button;
  GtkWidget      *hint_button;
  GtkWidget      *done_button;

  HdGame         *game;
  gulong          changed_id;
  HdBoardView    *board;       /* not held: the window's */
  CardState       state;
  HdCompanionTurn *turn;
  guint           current;     /* the step the game's position expects */
  guint           viewing;     /* the step shown (Back: an earlier one) */
  GArray         *dice;        /* guint: the dice typed so far for the current step */
  GCancellable   *thinking;    /* the think under way, or NULL */
  gint           *permille;    /* its progress (shared with the thread) */
  guint           poll_id;
  char           *failure;
  HdCompanionStep *hint;       /* the hint asked on this position, or NULL */
  GCancellable   *hinting;     /* the hint being thought, or NULL */
  char           *hint_failure; /* why the hint asked gave nothing, or NULL */
  gboolean        making;      /* its step's actions being made: one change at the end */
  gboolean        drawing;     /* its step or hint is on the board (property "drawing") */
};

G_DEFINE_FINAL_TYPE (HdCompanionCard, hd_companion_card, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_DUE, PROP_DRAWING, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void update (HdCompanionCard *self);

/* ------------------------------------------------------------ helpers */

static const HdSeats *
seats (HdCompanionCard *self)
{
  return hd_game_get_seats (self->game);
}

static const HdState *
position (HdCompanionCard *self)
{
  return hd_game_get_state (self->game);
}

static const HdCompanionStep *
shown_step (HdCompanionCard *self)
{
  if (self->state == CARD_STEP)
    return hd_companion_turn_get_step (self->turn, self->viewing);
  if (self->state == CARD_PERSON)
    return self->hint;
  return NULL;
}

/* Whether a person plays against a companion that allows hints. */
static gboolean
hints_allowed (HdCompanionCard *self)
{
  const HdSeats *s = seats (self);

  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    if (s->side[side].player != HD_SEAT_PERSON && s->side[side].hints)
      return s->side[side == HD_SIDE_UNION ? HD_SIDE_CONFEDERATE : HD_SIDE_UNION].player == HD_SEAT_PERSON;
  return FALSE;
}

gboolean
hd_companion_card_is_due (HdCompanionCard *self)
{
  g_return_val_if_fail (HD_IS_COMPANION_CARD (self), FALSE);
  return self->state == CARD_THINKING || self->state == CARD_STOPPED || self->state == CARD_STEP
         || self->state == CARD_FAILED;
}

gboolean
hd_companion_card_is_drawing (HdCompanionCard *self)
{
  g_return_val_if_fail (HD_IS_COMPANION_CARD (self), FALSE);
  return self->drawing;
}

gboolean
hd_companion_card_is_thinking (HdCompanionCard *self)
{
  g_return_val_if_fail (HD_IS_COMPANION_CARD (self), FALSE);
  return self->state == CARD_THINKING || self->hinting != NULL;
}

static void
set_state (HdCompanionCard *self, CardState state)
{
  gboolean was = hd_companion_card_is_due (self);

  self->state = state;
  if (was != hd_companion_card_is_due (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DUE]);
}

/* ------------------------------------------------------------ thinking */

typedef struct {
  HdState *state;
  HdSeats  seats;
  guint    n_made;
  gint    *permille;
} Think;

static void
think_free (gpointer data)
{
  Think *t = data;

  hd_state_free (t->state);
  g_free (t);
}

static void
think_progress (double fraction, const char *doing, gpointer data)
{
  g_atomic_int_set ((gint *) data, (gint) CLAMP (fraction * 1000, 0, 1000));
}

/* The thinking thread, and the threads it starts (the odds' workers
 * inherit it), give way to the window's: a frame every 50 ms while it
 * thinks (docs/benchmarks.md). */
static void
give_way (void)
{
#ifdef __linux__
  setpriority (PRIO_PROCESS, (id_t) syscall (SYS_gettid), 10);
#endif
}

/* The thread of one think: @data is its task (a reference, let go). */
static gpointer
think_thread (gpointer data)
{
  GTask *task = data;
  Think *t = g_task_get_task_data (task);
  GError *error = NULL;
  HdCompanionTurn *turn;

  give_way ();
  turn = hd_companion_think (t->state, &t->seats, t->n_made, think_progress, t->permille,
                             g_task_get_cancellable (task), &error);
  if (turn == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, turn, (GDestroyNotify) hd_companion_turn_free);
  g_object_unref (task);
  return NULL;
}

static gboolean
poll_progress (gpointer data)
{
  HdCompanionCard *self = data;
  gint p = self->permille != NULL ? g_atomic_int_get (self->permille) : 0;

  if (p > 0)
    gtk_progress_bar_set_fraction (self->progress, p / 1000.0);
  else
    gtk_progress_bar_pulse (self->progress);
  return G_SOURCE_CONTINUE;
}

static void
stop_polling (HdCompanionCard *self)
{
  g_clear_handle_id (&self->poll_id, g_source_remove);
}

static void
thought (GObject *source, GAsyncResult *result, gpointer data)
{
  HdCompanionCard *self = HD_COMPANION_CARD (source);
  g_autoptr(GError) error = NULL;
  HdCompanionTurn *turn = g_task_propagate_pointer (G_TASK (result), &error);
  GCancellable *mine = g_task_get_cancellable (G_TASK (result));

  if (mine != self->thinking)
    {
      /* an older think, cancelled for a newer one */
      g_clear_pointer (&turn, hd_companion_turn_free);
      return;
    }
  g_clear_object (&self->thinking);
  self->permille = NULL;   /* the task's */
  stop_polling (self);
  if (turn == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    set_state (self, CARD_STOPPED);
  else if (turn == NULL)
    {
      g_free (self->failure);
      self->failure = g_strdup (error->message);
      set_state (self, CARD_FAILED);
    }
  else
    {
      g_clear_pointer (&self->turn, hd_companion_turn_free);
      self->turn = turn;
      self->current = self->viewing = 0;
      g_array_set_size (self->dice, 0);
      set_state (self, CARD_STEP);
    }
  update (self);
  if (self->state == CARD_STEP)
    gtk_widget_grab_focus (hd_companion_card_get_main_button (self));
}

static void
cancel_thinking (HdCompanionCard *self)
{
  if (self->thinking == NULL)
    return;
  g_cancellable_cancel (self->thinking);
  g_clear_object (&self->thinking);
  /* the thread still writes its progress: the task data keeps it alive */
  self->permille = NULL;
  stop_polling (self);
}

static void
start_thinking (HdCompanionCard *self)
{
  Think *t = g_new0 (Think, 1);
  g_autoptr(GTask) task = NULL;

  cancel_thinking (self);
  t->state = hd_state_copy (position (self));
  t->seats = *seats (self);
  t->n_made = hd_log_get_n_actions (HD_LOG (self->game));
  self->thinking = g_cancellable_new ();
  task = g_task_new (self, self->thinking, thought, NULL);
  /* the counter outlives a cancelled think: the task frees it */
  t->permille = g_new0 (gint, 1);
  self->permille = t->permille;
  g_task_set_task_data (task, t, think_free);
  g_object_set_data_full (G_OBJECT (task), "permille", t->permille, g_free);
  g_task_set_name (task, "companion-think");
  g_thread_unref (g_thread_new ("companion-think", think_thread, g_object_ref (task)));
  gtk_progress_bar_set_fraction (self->progress, 0);
  self->poll_id = g_timeout_add (100, poll_progress, self);
  set_state (self, CARD_THINKING);
}

/* -------------------------------------------------------------- the hint */

typedef struct {
  HdCompanionStep *step;
  double           chance;
} Hinted;

static void
hinted_free (gpointer data)
{
  Hinted *h = data;

  g_clear_pointer (&h->step, hd_companion_step_free);
  g_free (h);
}

/* The thread of one hint: @data is its task (a reference, let go); its
 * task data the position (a copy). */
static gpointer
hint_thread (gpointer data)
{
  GTask *task = data;
  Hinted *h = g_new0 (Hinted, 1);
  GError *error = NULL;

  give_way ();
  h->step = hd_companion_hint (g_task_get_task_data (task), g_task_get_cancellable (task), &h->chance, &error);
  if (h->step == NULL)
    {
      hinted_free (h);
      g_task_return_error (task, error);
    }
  else
    g_task_return_pointer (task, h, hinted_free);
  g_object_unref (task);
  return NULL;
}

static void
cancel_hint (HdCompanionCard *self)
{
  if (self->hinting == NULL)
    return;
  g_cancellable_cancel (self->hinting);
  g_clear_object (&self->hinting);
  if (self->state != CARD_THINKING)
    stop_polling (self);
}

/* The hint's reason with the chance to win its battle, when it starts or
 * fights one. */
static void
hint_add_chance (HdCompanionStep *hint, double chance)
{
  char *reason;

  if (chance < 0)
    return;
  reason = g_strdup_printf (
    /* TRANSLATORS: the hint's reason, then the chance to win its battle, e.g. "... Chance to win: 64 %." */
    _("%s Chance to win the battle: %.0f %%."), hint->reason != NULL ? hint->reason : "", chance * 100);
  g_free (hint->reason);
  hint->reason = reason;
}

static void
hinted (GObject *source, GAsyncResult *result, gpointer data)
{
  HdCompanionCard *self = HD_COMPANION_CARD (source);
  g_autoptr(GError) error = NULL;
  Hinted *h = g_task_propagate_pointer (G_TASK (result), &error);

  if (g_task_get_cancellable (G_TASK (result)) != self->hinting)
    {
      /* given up: the game changed, or Cancel */
      g_clear_pointer (&h, hinted_free);
      return;
    }
  g_clear_object (&self->hinting);
  stop_polling (self);
  g_clear_pointer (&self->hint_failure, g_free);
  if (h == NULL)
    self->hint_failure = g_strdup (error->message);
  else
    {
      g_clear_pointer (&self->hint, hd_companion_step_free);
      self->hint = g_steal_pointer (&h->step);
      hint_add_chance (self->hint, h->chance);
      hinted_free (h);
    }
  update (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->text_label));
}

static void
start_hint (HdCompanionCard *self)
{
  g_autoptr(GTask) task = NULL;

  cancel_hint (self);
  g_clear_pointer (&self->hint, hd_companion_step_free);
  g_clear_pointer (&self->hint_failure, g_free);
  self->hinting = g_cancellable_new ();
  task = g_task_new (self, self->hinting, hinted, NULL);
  g_task_set_task_data (task, hd_state_copy (position (self)), (GDestroyNotify) hd_state_free);
  g_task_set_name (task, "companion-hint");
  g_thread_unref (g_thread_new ("companion-hint", hint_thread, g_object_ref (task)));
  gtk_progress_bar_set_fraction (self->progress, 0);
  if (self->poll_id == 0)
    self->poll_id = g_timeout_add (100, poll_progress, self);
}

/* -------------------------------------------------- following the game */

/* What the card shows for the game's position now. */
static void
follow (HdCompanionCard *self)
{
  int at;

  cancel_hint (self);
  g_clear_pointer (&self->hint, hd_companion_step_free);
  g_clear_pointer (&self->hint_failure, g_free);
  if (self->game == NULL || !hd_seats_has_companion (seats (self)))
    {
      cancel_thinking (self);
      g_clear_pointer (&self->turn, hd_companion_turn_free);
      set_state (self, CARD_NONE);
      return;
    }
  at = self->turn != NULL ? hd_companion_turn_find (self->turn, position (self)) : -1;
  if (at >= 0 && hd_companion_is_due (seats (self), position (self)))
    {
      cancel_thinking (self);
      if ((guint) at != self->current)
        g_array_set_size (self->dice, 0);
      self->current = self->viewing = (guint) at;
      set_state (self, CARD_STEP);
      return;
    }
  g_clear_pointer (&self->turn, hd_companion_turn_free);
  if (hd_companion_is_due (seats (self), position (self)))
    start_thinking (self);
  else
    {
      cancel_thinking (self);
      set_state (self, CARD_PERSON);
    }
}

static void
game_changed (HdCompanionCard *self)
{
  if (self->making)
    return;
  follow (self);
  update (self);
}

/* ------------------------------------------------------------- showing */

static void
update_actions (HdCompanionCard *self)
{
  const HdCompanionStep *step = self->state == CARD_STEP ? shown_step (self) : NULL;
  gboolean typing = step != NULL && self->viewing == self->current && step->n_dice > 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "companion.done",
                                 (self->state == CARD_STEP && !typing) || self->state == CARD_STOPPED);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "companion.back", self->state == CARD_STEP && self->viewing > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "companion.cancel",
                                 self->state == CARD_THINKING || self->hinting != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "companion.hint",
                                 self->state == CARD_PERSON && hints_allowed (self) && self->hint == NULL &&
                                 self->hinting == NULL);
}

static char *
title_text (HdCompanionCard *self)
{
  const HdSeats *s = seats (self);
  HdPlayerLevel level = HD_PLAYER_NORMAL;
  HdSide side = s->side[HD_SIDE_UNION].player != HD_SEAT_PERSON ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE;

  if (hd_companion_is_due (s, position (self)))
    {
      HdAwaited awaited = hd_action_get_decision (position (self));
      side = hd_tactics_deciding_side (position (self), &awaited);
    }
  hd_player_level_from_seat (s->side[side].player, &level);
  return side == HD_SIDE_UNION
    /* TRANSLATORS: the companion's card's title: its level, e.g. "The Union’s companion (Normal)" */
    ? g_strdup_printf (_("The Union’s companion (%s)"), hd_player_level_get_label (level))
    /* TRANSLATORS: the companion's card's title: its level */
    : g_strdup_printf (_("The Confederacy’s companion (%s)"), hd_player_level_get_label (level));
}

static char *
counters_text (const HdCompanionStep *step)
{
  g_autoptr(GString) out = g_string_new (NULL);

  if (step->counters->len == 0)
    return g_strdup ("");
  g_string_append (out, _("On your board:"));
  for (guint i = 0; i < step->counters->len; i++)
    g_string_append_printf (out, "\n• %s", (const char *) g_ptr_array_index (step->counters, i));
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
show_step (HdCompanionCard *self, const HdCompanionStep *step)
{
  g_autofree char *text = NULL;
  g_autofree char *counters = counters_text (step);

  gtk_label_set_text (self->step_title_label, step->title);
  /* TRANSLATORS: what the companion does, then the rule that allows it, e.g. "... (rule 4.0)" */
  text = step->rule == NULL ? g_strdup (step->text)
         : g_strdup_printf (g_ascii_isdigit (step->rule[0]) ? _("%s (rule %s)") : _("%s (%s)"), step->text,
                            step->rule);
  hd_rule_links_set_text (self->text_label, text);
  gtk_label_set_text (self->reason_label, step->reason != NULL ? step->reason : "");
  gtk_widget_set_visible (GTK_WIDGET (self->reason_label), step->reason != NULL && *step->reason != '\0');
  gtk_label_set_text (self->counters_label, counters);
  /* one counter's move is the step's own words: listed only for more */
  gtk_widget_set_visible (GTK_WIDGET (self->counters_label), step->counters->len > 1);
}

static void
set_drawing (HdCompanionCard *self, gboolean drawing)
{
  if (self->drawing == drawing)
    return;
  self->drawing = drawing;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DRAWING]);
}

/* The boxes, lines and arrows of the step shown, on the board; with
 * none shown, the board's lights are taken off only if they were the
 * card's (a lesson's stay, docs/design.md). */
static void
draw_on_board (HdCompanionCard *self)
{
  const HdCompanionStep *step = shown_step (self);

  if (self->board == NULL)
    return;
  if (step == NULL)
    {
      if (self->drawing)
        {
          hd_board_view_set_lit (self->board, NULL, 0, NULL, 0);
          hd_board_view_set_arrows (self->board, NULL, 0);
        }
      set_drawing (self, FALSE);
      return;
    }
  hd_board_view_set_lit (self->board, (const guint *) (gpointer) step->boxes->data, step->boxes->len,
                         (const guint *) (gpointer) step->lines->data, step->lines->len);
  hd_board_view_set_arrows (self->board, (const guint *) (gpointer) step->arrows->data, step->arrows->len);
  set_drawing (self, TRUE);
}

static void
show_dice (HdCompanionCard *self, const HdCompanionStep *step)
{
  gboolean typing = step != NULL && self->viewing == self->current && step->n_dice > 0;
  g_autofree char *prompt = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->die_row), typing);
  if (!typing)
    return;
  prompt = step->n_dice == 1
    ? g_strdup (_("Roll the die for the companion and type it in."))
    /* TRANSLATORS: the companion's card: typed dice, e.g. "Roll the companion's dice: die 2 of 3" */
    : g_strdup_printf (_("Roll the companion’s dice and type them in: die %u of %u."), self->dice->len + 1,
                       step->n_dice);
  hd_die_row_set_prompt (self->die_row, prompt);
}

static void
show_thinking (HdCompanionCard *self)
{
  switch (self->state)
    {
    case CARD_THINKING:
      gtk_label_set_text (self->thinking_label, _("The companion is thinking…"));
      break;
    case CARD_STOPPED:
      gtk_label_set_text (self->thinking_label, _("The companion stopped thinking; nothing was made. "
                                                  "Press Done to let it think again."));
      break;
    case CARD_FAILED:
      gtk_label_set_text (self->thinking_label, self->failure);
      break;
    case CARD_PERSON:
      gtk_label_set_text (self->thinking_label,
                          self->hinting != NULL ? _("The companion is looking for a hint…")
                          : self->hint_failure != NULL ? self->hint_failure
                          : self->hint != NULL ? _("The companion would do this in your place (not made):")
                          : hints_allowed (self) ? _("Your turn: play it on the board and in the panel below. "
                                                     "Hint shows what the companion would do.")
                          : _("Your turn: play it on the board and in the panel below."));
      break;
    default:
      break;
    }
  gtk_widget_set_visible (self->thinking_box, self->state != CARD_STEP);
  gtk_widget_set_visible (GTK_WIDGET (self->progress), self->state == CARD_THINKING || self->hinting != NULL);
}

static void
tell (HdCompanionCard *self)
{
  g_autofree char *text = hd_companion_card_get_text (self);
  GtkWidget *card[] = { GTK_WIDGET (self) };

  g_strdelimit (text, "\n", ' ');
  hd_a11y_describe (card, G_N_ELEMENTS (card), text);
}

static void
update (HdCompanionCard *self)
{
  const HdCompanionStep *step;
  g_autofree char *title = NULL;
  g_autofree char *whole = NULL;
  g_autofree char *count = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self), self->state != CARD_NONE);
  update_actions (self);
  if (self->state == CARD_NONE)
    {
      draw_on_board (self);
      g_signal_emit (self, signals[CHANGED], 0);
      return;
    }
  step = shown_step (self);
  title = title_text (self);
  gtk_label_set_text (self->title_label, title);
  show_thinking (self);
  gtk_widget_set_visible (self->step_box, step != NULL);
  if (step != NULL)
    show_step (self, step);
  show_dice (self, step);
  if (self->state == CARD_STEP)
    /* TRANSLATORS: which of the companion's steps is shown, e.g. "Step 2 of 7" */
    count = g_strdup_printf (_("Step %u of %u"), self->viewing + 1, hd_companion_turn_get_n_steps (self->turn));
  gtk_label_set_text (self->count_label, count != NULL ? count : "");
  whole = self->state == CARD_STEP ? hd_companion_turn_describe (self->turn) : NULL;
  gtk_label_set_text (self->whole_label, whole != NULL ? whole : "");
  gtk_widget_set_visible (GTK_WIDGET (self->whole_expander), whole != NULL);
  gtk_widget_set_visible (self->back_button, self->state == CARD_STEP);
  gtk_widget_set_visible (self->cancel_button, self->state == CARD_THINKING || self->hinting != NULL);
  gtk_widget_set_visible (self->hint_button,
                          self->state == CARD_PERSON && hints_allowed (self) && self->hinting == NULL);
  gtk_widget_set_visible (self->done_button, self->state == CARD_STEP || self->state == CARD_STOPPED);
  draw_on_board (self);
  tell (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* ------------------------------------------------------------- actions */

/* The current step made in the game, as one player action. */
static void
make_step (HdCompanionCard *self)
{
  const HdCompanionStep *step = hd_companion_turn_get_step (self->turn, self->current);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) actions = hd_companion_step_get_actions (step, (const guint *) (gpointer) self->dice->data,
                                                             &error);
  HdLog *log = HD_LOG (self->game);

  if (actions == NULL)
    {
      gtk_label_set_text (self->reason_label, error->message);
      return;
    }
  g_array_set_size (self->dice, 0);
  self->making = TRUE;
  for (guint i = 0; i < actions->len; i++)
    {
      const HdAction *a = &g_array_index (actions, HdAction, i);
      gboolean made = i == 0 ? hd_log_apply (log, a, &error) : hd_log_apply_joined (log, a, &error);

      if (!made && i == 0)
        {
          /* nothing made: the game's gate said no (a lesson that goes
           * on first); the step stays, with why */
          gtk_label_set_text (self->reason_label, error->message);
          gtk_widget_set_visible (GTK_WIDGET (self->reason_label), TRUE);
          self->making = FALSE;
          return;
        }
      if (!made)
        {
          /* never in a position the step expects: think again from here */
          g_warning ("the companion's step was refused: %s", error->message);
          g_clear_pointer (&self->turn, hd_companion_turn_free);
          break;
        }
    }
  self->making = FALSE;
  game_changed (self);
}

static void
action_done (GtkWidget *widget, const char *name, GVariant *param)
{
  HdCompanionCard *self = HD_COMPANION_CARD (widget);

  if (self->state == CARD_STOPPED)
    start_thinking (self);
  else if (self->viewing < self->current)
    self->viewing++;
  else
    make_step (self);
  update (self);
  if (hd_companion_card_is_due (self) && self->state != CARD_THINKING)
    gtk_widget_grab_focus (hd_companion_card_get_main_button (self));
}

static void
action_back (GtkWidget *widget, const char *name, GVariant *param)
{
  HdCompanionCard *self = HD_COMPANION_CARD (widget);

  if (self->viewing > 0)
    self->viewing--;
  update (self);
  gtk_widget_grab_focus (gtk_widget_is_sensitive (self->back_button) ? self->back_button : self->done_button);
}

static void
action_cancel (GtkWidget *widget, const char *name, GVariant *param)
{
  HdCompanionCard *self = HD_COMPANION_CARD (widget);

  if (self->hinting != NULL)
    {
      /* the person's hint given up: the person's turn as it was */
      cancel_hint (self);
      update (self);
      gtk_widget_grab_focus (self->hint_button);
      return;
    }
  cancel_thinking (self);
  set_state (self, CARD_STOPPED);
  update (self);
  gtk_widget_grab_focus (self->done_button);
}

static void
action_hint (GtkWidget *widget, const char *name, GVariant *param)
{
  HdCompanionCard *self = HD_COMPANION_CARD (widget);

  start_hint (self);
  update (self);
  gtk_widget_grab_focus (self->cancel_button);
}

static void
die_typed (HdCompanionCard *self, guint die)
{
  const HdCompanionStep *step = shown_step (self);

  if (step == NULL || self->viewing != self->current || step->n_dice == 0)
    return;
  g_array_append_val (self->dice, die);
  if (self->dice->len >= step->n_dice)
    make_step (self);
  update (self);
  if (hd_companion_card_is_due (self) && self->state != CARD_THINKING)
    gtk_widget_grab_focus (hd_companion_card_get_main_button (self));
}

/* -------------------------------------------------------------- public */

gboolean
hd_companion_card_needs_die (HdCompanionCard *self)
{
  const HdCompanionStep *step;

  g_return_val_if_fail (HD_IS_COMPANION_CARD (self), FALSE);
  step = self->state == CARD_STEP ? shown_step (self) : NULL;
  return step != NULL && self->viewing == self->current && step->n_dice > self->dice->len;
}

gboolean
hd_companion_card_enter_die (HdCompanionCard *self,
                             guint            die)
{
  g_return_val_if_fail (HD_IS_COMPANION_CARD (self), FALSE);
  if (!hd_companion_card_needs_die (self) || die < 1 || die > 6)
    return FALSE;
  die_typed (self, die);
  return TRUE;
}

gboolean
hd_companion_card_activate (HdCompanionCard *self,
                            const char      *what)
{
  g_autofree char *action = NULL;
  gboolean enabled = FALSE;

  g_return_val_if_fail (HD_IS_COMPANION_CARD (self), FALSE);
  if (g_str_equal (what, "whole"))
    {
      if (!gtk_widget_get_visible (GTK_WIDGET (self->whole_expander)))
        return FALSE;
      gtk_expander_set_expanded (self->whole_expander, !gtk_expander_get_expanded (self->whole_expander));
      gtk_widget_grab_focus (GTK_WIDGET (self->whole_expander));
      return TRUE;
    }
  action = g_strconcat ("companion.", what, NULL);
  if (g_str_equal (what, "done"))
    enabled = gtk_widget_is_sensitive (self->done_button) && gtk_widget_get_visible (self->done_button);
  else if (g_str_equal (what, "back"))
    enabled = gtk_widget_is_sensitive (self->back_button) && gtk_widget_get_visible (self->back_button);
  else if (g_str_equal (what, "hint"))
    enabled = gtk_widget_is_sensitive (self->hint_button) && gtk_widget_get_visible (self->hint_button);
  return enabled && gtk_widget_activate_action (GTK_WIDGET (self), action, NULL);
}

void
hd_companion_card_set_game (HdCompanionCard *self,
                            HdGame          *game,
                            HdBoardView     *board)
{
  g_return_if_fail (HD_IS_COMPANION_CARD (self));
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  /* the old game's think and steps go; the new one is followed afresh */
  cancel_thinking (self);
  g_clear_pointer (&self->turn, hd_companion_turn_free);
  set_state (self, CARD_NONE);
  g_set_object (&self->game, game);
  self->board = board;
  if (game != NULL)
    self->changed_id = g_signal_connect_swapped (game, "changed", G_CALLBACK (game_changed), self);
  game_changed (self);
}

GtkWidget *
hd_companion_card_get_main_button (HdCompanionCard *self)
{
  const HdCompanionStep *step;

  g_return_val_if_fail (HD_IS_COMPANION_CARD (self), NULL);
  step = self->state == CARD_STEP ? shown_step (self) : NULL;
  if (step != NULL && self->viewing == self->current && step->n_dice > 0)
    return GTK_WIDGET (self->die_row);
  if (self->state == CARD_THINKING || self->hinting != NULL)
    return self->cancel_button;
  if (self->state == CARD_PERSON)
    return self->hint_button;
  return self->done_button;
}

char *
hd_companion_card_get_text (HdCompanionCard *self)
{
  GPtrArray *parts = g_ptr_array_new ();
  char *text;

  g_return_val_if_fail (HD_IS_COMPANION_CARD (self), NULL);
  g_ptr_array_add (parts, (gpointer) gtk_label_get_text (self->title_label));
  if (gtk_widget_get_visible (self->thinking_box))
    g_ptr_array_add (parts, (gpointer) gtk_label_get_text (self->thinking_label));
  if (gtk_widget_get_visible (self->step_box))
    {
      g_ptr_array_add (parts, (gpointer) gtk_label_get_text (self->step_title_label));
      g_ptr_array_add (parts, (gpointer) gtk_label_get_text (self->text_label));
      if (gtk_widget_get_visible (GTK_WIDGET (self->reason_label)))
        g_ptr_array_add (parts, (gpointer) gtk_label_get_text (self->reason_label));
      if (gtk_widget_get_visible (GTK_WIDGET (self->counters_label)))
        g_ptr_array_add (parts, (gpointer) gtk_label_get_text (self->counters_label));
    }
  g_ptr_array_add (parts, NULL);
  text = g_strjoinv ("\n", (char **) parts->pdata);
  g_ptr_array_unref (parts);
  return text;
}

/* -------------------------------------------------------------- object */

static void
hd_companion_card_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  switch (id)
    {
    case PROP_DUE:
      g_value_set_boolean (value, hd_companion_card_is_due (HD_COMPANION_CARD (object)));
      break;
    case PROP_DRAWING:
      g_value_set_boolean (value, HD_COMPANION_CARD (object)->drawing);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
hd_companion_card_dispose (GObject *object)
{
  HdCompanionCard *self = HD_COMPANION_CARD (object);

  cancel_thinking (self);
  cancel_hint (self);
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  g_clear_pointer (&self->turn, hd_companion_turn_free);
  g_clear_pointer (&self->hint, hd_companion_step_free);
  g_clear_pointer (&self->dice, g_array_unref);
  g_clear_pointer (&self->failure, g_free);
  g_clear_pointer (&self->hint_failure, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), HD_TYPE_COMPANION_CARD);
  G_OBJECT_CLASS (hd_companion_card_parent_class)->dispose (object);
}

static void
hd_companion_card_class_init (HdCompanionCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_companion_card_dispose;
  object_class->get_property = hd_companion_card_get_property;
  properties[PROP_DUE] = g_param_spec_boolean ("due", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DRAWING] = g_param_spec_boolean ("drawing", NULL, NULL, FALSE,
                                                   G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  /* What it shows changed (a step, the dice it waits for, its state). */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
  g_type_ensure (HD_TYPE_DIE_ROW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-companion-card.ui");
  gtk_widget_class_bind_template_child (widget_class, HdCompanionCard, box);
  gtk_widget_class_bind_template_child (widget_class, HdCompanionCard, title_label);
  gtk_widget_class_bind_template_child (widget_class, HdCompanionCard, count_label);
  gtk_widget_class_bind_template_child (widget_class, HdCompanionCard, thinking_box);
  gtk_widget_class_bind_template_child (widget_class, HdCompanionCard, thinking_label);
  gtk_widget_class_bind_template_child (widget_class, HdCompanionCard, progress);
  gtk_widget_class_bind_template_child (widget_class, HdCompanionCard, step_box);
  gtk_widget_class_bind_template_child (widget_class, HdCompanionCard, step_title_label);
  gtk_widget_class_bind_template_child (widget_class, HdCompanionCard, text_label);
  gtk_widget_class_bind_template_child (widget_class, HdCompanionCard, reason_label);
  gtk_widget_class_bind_template_child (widget_class, HdCompanionCard, counters_label);
  gtk_widget_class_bind_template_child (widget_class, HdCompanionCard, die_row);
  gtk_widget_class_bind_template_child (widget_class, HdCompanionCard, whole_expander);
  gtk_widget_class_bind_template_child (widget_class, HdCompanionCard, whole_label);
  gtk_widget_class_bind_template_child (widget_class, HdCompanionCard, back_button);
  gtk_widget_class_bind_template_child (widget_class, HdCompanionCard, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, HdCompanionCard, hint_button);
  gtk_widget_class_bind_template_child (widget_class, HdCompanionCard, done_button);
  gtk_widget_class_bind_template_callback_full (widget_class, "die_typed", G_CALLBACK (die_typed));
  gtk_widget_class_install_action (widget_class, "companion.done", NULL, action_done);
  gtk_widget_class_install_action (widget_class, "companion.back", NULL, action_back);
  gtk_widget_class_install_action (widget_class, "companion.cancel", NULL, action_cancel);
  gtk_widget_class_install_action (widget_class, "companion.hint", NULL, action_hint);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
hd_companion_card_init (HdCompanionCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->dice = g_array_new (FALSE, FALSE, sizeof (guint));
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_RELATION_LABELLED_BY, self->title_label, NULL,
                                  -1);
  update_actions (self);
}
