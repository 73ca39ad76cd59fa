/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-review.c: a game looked back on (hd-review.h): its actions made
 * again from the set-up on a copy, the full evaluation for the Union at
 * every Player Turn's end turned into a chance by a logistic, the Game
 * Turns' ends kept as the review's points, the three Player Turns of the
 * largest swings told in words, and at each the companion (Normal, seed
 * HD_REVIEW_SEED, its own dice) asked what it would have done. */
#define G_LOG_DOMAIN "hd-review"

#include "config.h"

#include <math.h>
#include <glib/gi18n-lib.h>

#include "hd-review.h"
#include "hd-battle-log.h"
#include "hd-calendar.h"
#include "hd-companion.h"
#include "hd-describe.h"
#include "hd-evaluate.h"
#include "hd-tactics.h"
#include "hd-victory.h"

/* A Player Turn, or what of it the log holds. */
typedef struct {
  guint    turn;
  HdSide   side;
  guint    first;
  guint    last;
  double   before;   /* the Union's chance, 0-1 */
  double   after;
  HdState *start;    /* the position before its first action */
} Stretch;

struct _HdReview {
  GArray    *points;    /* HdReviewPoint */
  GArray    *stretches; /* Stretch */
  GPtrArray *turning;   /* HdReviewTurning */
  HdWin      win;
  HdSide     winner;
};

double
hd_review_chance (double evaluation)
{
  return 1.0 / (1.0 + exp (-evaluation / HD_REVIEW_SCALE));
}

/* The Union's chance in @state: 1, 0 or a half once the game is over. */
static double
union_chance (const HdState *state, double *evaluation)
{
  *evaluation = hd_evaluate (state, HD_SIDE_UNION, hd_weights_default (), HD_EVALUATE_FULL, NULL);
  if (hd_state_get_win (state) == HD_WIN_NONE)
    return hd_review_chance (*evaluation);
  switch (hd_state_get_winner (state))
    {
    case HD_SIDE_UNION:
      return 1.0;
    case HD_SIDE_CONFEDERATE:
      return 0.0;
    default:
      return 0.5;
    }
}

/* In whole percent: 0 and 100 only for a game decided. */
static guint
to_percent (double chance, gboolean over)
{
  double p = round (chance * 100.0);

  return (guint) (over ? p : CLAMP (p, 1.0, 99.0));
}

static HdReviewPoint *
add_point (HdReview *self, const HdState *state, guint turn, gboolean start, guint n_actions)
{
  HdReviewPoint point = { 0 };
  gboolean over = hd_state_get_win (state) != HD_WIN_NONE;

  point.turn = turn;
  point.start = start;
  point.over = over;
  point.n_actions = n_actions;
  point.union_percent = to_percent (union_chance (state, &point.evaluation), over);
  g_array_append_val (self->points, point);
  return &g_array_index (self->points, HdReviewPoint, self->points->len - 1);
}

static void
stretch_clear (gpointer data)
{
  Stretch *stretch = data;

  g_clear_pointer (&stretch->start, hd_state_free);
}

static void
turning_free (gpointer data)
{
  HdReviewTurning *t = data;

  g_clear_pointer (&t->done, g_ptr_array_unref);
  g_clear_pointer (&t->suggested, g_ptr_array_unref);
  g_clear_pointer (&t->asked, hd_state_free);
  g_free (t->reason);
  g_free (t);
}

void
hd_review_free (HdReview *review)
{
  if (review == NULL)
    return;
  g_array_unref (review->points);
  g_array_unref (review->stretches);
  g_ptr_array_unref (review->turning);
  g_free (review);
}

static HdReview *
review_alloc (void)
{
  HdReview *self = g_new0 (HdReview, 1);

  self->points = g_array_new (FALSE, TRUE, sizeof (HdReviewPoint));
  self->stretches = g_array_new (FALSE, TRUE, sizeof (Stretch));
  g_array_set_clear_func (self->stretches, stretch_clear);
  self->turning = g_ptr_array_new_with_free_func (turning_free);
  return self;
}

/* ------------------------------------------------------ the walk */

/* A stretch begun at action @first in @state, whose chance is @before. */
static Stretch
stretch_begin (const HdState *state, guint first, double before)
{
  Stretch stretch = { 0 };

  stretch.turn = hd_state_get_turn (state);
  stretch.side = hd_state_get_player (state);
  stretch.first = first;
  stretch.before = before;
  stretch.start = hd_state_copy (state);
  return stretch;
}

/* Closes @open at @last, the position there being @state. */
static double
stretch_close (HdReview *self, Stretch *open, const HdState *state, guint last)
{
  double evaluation;

  open->last = last;
  open->after = union_chance (state, &evaluation);
  g_array_append_val (self->stretches, *open);
  open->start = NULL;
  return open->after;
}

static gboolean
apply_one (HdState *s, const HdAction *action, guint index, GError **error)
{
  g_autoptr(GError) local = NULL;

  if (hd_action_apply (action, s, &local))
    return TRUE;
  /* TRANSLATORS: a review's game whose log is damaged: %1$u the action's
   * number (1 the first), %2$s why the rules refuse it */
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("Action %1$u of the game cannot be made again: %2$s"),
               index + 1, local->message);
  return FALSE;
}

/* Makes the actions again on @s, closing a stretch at each change of
 * Player Turn and a point at each Game Turn's end and at the game's. */
static gboolean
walk (HdReview *self, HdState *s, const HdAction *actions, guint n_actions, GCancellable *cancellable,
      GError **error)
{
  double evaluation;
  Stretch open = stretch_begin (s, 0, union_chance (s, &evaluation));
  gboolean was_over = hd_state_get_win (s) != HD_WIN_NONE;

  add_point (self, s, hd_state_get_turn (s), TRUE, 0);
  for (guint i = 0; i < n_actions; i++)
    {
      gboolean over, turned;

      if (g_cancellable_set_error_if_cancelled (cancellable, error) || !apply_one (s, &actions[i], i, error))
        {
          stretch_clear (&open);
          return FALSE;
        }
      over = hd_state_get_win (s) != HD_WIN_NONE && !was_over;
      turned = hd_state_get_turn (s) != open.turn;
      if (!over && !turned && hd_state_get_player (s) == open.side)
        continue;
      if (over || turned)
        add_point (self, s, open.turn, FALSE, i + 1);
      was_over |= over;
      open = stretch_begin (s, i + 1, stretch_close (self, &open, s, i + 1));
    }
  if (open.first < n_actions)
    {
      HdReviewPoint *last = add_point (self, s, open.turn, FALSE, n_actions);

      last->current = !last->over;
      stretch_close (self, &open, s, n_actions);
    }
  stretch_clear (&open);
  self->win = hd_state_get_win (s);
  self->winner = self->win == HD_WIN_NONE ? HD_SIDE_NEUTRAL : hd_state_get_winner (s);
  return TRUE;
}

/* ------------------------------------------------ the turning points */

static double
swing_of (const Stretch *stretch)
{
  return fabs (stretch->after - stretch->before);
}

/* The largest swing first; of equal ones, the earlier. */
static int
compare_swings (gconstpointer a, gconstpointer b)
{
  const Stretch *x = *(const Stretch * const *) a;
  const Stretch *y = *(const Stretch * const *) b;

  if (swing_of (x) != swing_of (y))
    return swing_of (x) > swing_of (y) ? -1 : 1;
  return x->first < y->first ? -1 : x->first > y->first;
}

/* Whether @action is told in a review's "what was done": the ends of
 * segments are not (the next action says where play is), nor a battle's
 * fire (its outcome is told when it ends). */
static gboolean
is_told (const HdAction *action)
{
  return action->type != HD_ACTION_END_SEGMENT && action->type != HD_ACTION_FIRE;
}

/* What was done in @stretch, a sentence per action told, and each
 * battle's outcome where it ends. */
static GPtrArray *
tell_done (const Stretch *stretch, const HdAction *actions)
{
  GPtrArray *done = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(HdState) s = hd_state_copy (stretch->start);

  for (guint i = stretch->first; i < stretch->last; i++)
    {
      gboolean fighting = hd_battle_in_progress (s) || actions[i].type == HD_ACTION_BATTLE;
      char *outcome;

      if (is_told (&actions[i]))
        g_ptr_array_add (done, hd_describe_action_at (&actions[i], s));
      if (!hd_action_apply (&actions[i], s, NULL))
        break;
      if (fighting && !hd_battle_in_progress (s) && (outcome = hd_battle_log_outcome (s)) != NULL)
        g_ptr_array_add (done, outcome);
    }
  return done;
}

/* The position the companion is asked in: the mover's first decision of
 * the stretch that is not a die (the dice as they fell are kept); the
 * stretch's start when there is none.  @at gets its actions made. */
static HdState *
find_asked (const Stretch *stretch, const HdAction *actions, guint *at)
{
  g_autoptr(HdState) s = hd_state_copy (stretch->start);

  for (guint i = stretch->first; i < stretch->last; i++)
    {
      HdAwaited awaited = hd_action_get_decision (s);

      if ((awaited.sort == HD_AWAITS_CHOICE || awaited.sort == HD_AWAITS_PLAY)
          && hd_tactics_deciding_side (s, &awaited) == stretch->side)
        {
          *at = i;
          return g_steal_pointer (&s);
        }
      if (!hd_action_apply (&actions[i], s, NULL))
        break;
    }
  *at = stretch->first;
  return hd_state_copy (stretch->start);
}

/* The companion's steps from @t->asked to the end of that segment, each
 * "title: what it does", its first action and its first reason. */
static gboolean
ask_companion (HdReviewTurning *t, GCancellable *cancellable, GError **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(HdCompanionTurn) turn = NULL;
  HdSeats seats;
  HdSegment segment = hd_state_get_segment (t->asked);

  hd_seats_init (&seats);
  seats.side[t->side].player = HD_SEAT_NORMAL;
  seats.side[t->side].seed = HD_REVIEW_SEED;
  seats.side[t->side].dice = HD_SEAT_DICE_ROLLED;
  turn = hd_companion_think (t->asked, &seats, t->asked_at, NULL, NULL, cancellable, &local);
  if (turn == NULL && g_error_matches (local, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  for (guint i = 0; turn != NULL && i < hd_companion_turn_get_n_steps (turn); i++)
    {
      const HdCompanionStep *step = hd_companion_turn_get_step (turn, i);

      if (i > 0 && hd_state_get_segment (hd_companion_turn_get_position (turn, i)) != segment)
        break;
      if (i == 0)
        t->suggestion = g_array_index (step->actions, HdAction, 0);
      if (t->reason == NULL && step->reason != NULL)
        t->reason = g_strdup (step->reason);
      /* TRANSLATORS: one step the companion would have made, in a review:
       * its title ("March 1 of 3"), then what it does */
      g_ptr_array_add (t->suggested, g_strdup_printf (_("%1$s: %2$s"), step->title, step->text));
    }
  return TRUE;
}

static HdReviewTurning *
turning_new (const Stretch *stretch, const HdAction *actions)
{
  HdReviewTurning *t = g_new0 (HdReviewTurning, 1);

  t->turn = stretch->turn;
  t->side = stretch->side;
  t->first = stretch->first;
  t->last = stretch->last;
  t->before = to_percent (stretch->before, FALSE);
  t->after = to_percent (stretch->after, stretch->after == 0.0 || stretch->after == 1.0);
  t->swing = stretch->after - stretch->before;
  t->done = tell_done (stretch, actions);
  t->asked = find_asked (stretch, actions, &t->asked_at);
  t->suggested = g_ptr_array_new_with_free_func (g_free);
  return t;
}

static gboolean
find_turning (HdReview *self, const HdAction *actions, HdPlayerProgress progress, gpointer progress_data,
              GCancellable *cancellable, GError **error)
{
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  guint n;

  for (guint i = 0; i < self->stretches->len; i++)
    g_ptr_array_add (order, &g_array_index (self->stretches, Stretch, i));
  g_ptr_array_sort (order, compare_swings);
  n = MIN (order->len, HD_REVIEW_N_TURNING);
  for (guint i = 0; i < n; i++)
    {
      HdReviewTurning *t = turning_new (g_ptr_array_index (order, i), actions);

      g_ptr_array_add (self->turning, t);
      if (progress != NULL)
        progress (0.1 + 0.9 * i / n, _("Asking the companion what it would have done"), progress_data);
      if (!ask_companion (t, cancellable, error))
        return FALSE;
    }
  return TRUE;
}

HdReview *
hd_review_new (const HdState   *initial,
               const HdAction  *actions,
               guint            n_actions,
               HdPlayerProgress progress,
               gpointer         progress_data,
               GCancellable    *cancellable,
               GError         **error)
{
  g_autoptr(HdReview) self = review_alloc ();
  g_autoptr(HdState) s = NULL;

  g_return_val_if_fail (initial != NULL, NULL);
  g_return_val_if_fail (actions != NULL || n_actions == 0, NULL);
  s = hd_state_copy (initial);
  if (progress != NULL)
    progress (0.0, _("Judging the position at each turn"), progress_data);
  if (!walk (self, s, actions, n_actions, cancellable, error))
    return NULL;
  if (!find_turning (self, actions, progress, progress_data, cancellable, error))
    return NULL;
  if (progress != NULL)
    progress (1.0, _("The review is ready"), progress_data);
  return g_steal_pointer (&self);
}

GArray *
hd_review_copy_actions (HdGame *game)
{
  guint n = hd_log_get_n_actions (HD_LOG (game));
  GArray *actions = g_array_sized_new (FALSE, TRUE, sizeof (HdAction), n);

  g_array_set_size (actions, n);
  for (guint i = 0; i < n; i++)
    hd_game_get_action (game, i, &g_array_index (actions, HdAction, i));
  return actions;
}

HdReview *
hd_review_new_for_game (HdGame       *game,
                        GCancellable *cancellable,
                        GError      **error)
{
  g_autoptr(GArray) actions = NULL;

  g_return_val_if_fail (HD_IS_GAME (game), NULL);
  actions = hd_review_copy_actions (game);
  return hd_review_new (hd_log_get_initial (HD_LOG (game)), (const HdAction *) actions->data, actions->len, NULL,
                        NULL, cancellable, error);
}

/* ------------------------------------------------------ the getters */

guint
hd_review_get_n_points (const HdReview *review)
{
  return review->points->len;
}

const HdReviewPoint *
hd_review_get_point (const HdReview *review,
                     guint           index)
{
  g_return_val_if_fail (index < review->points->len, NULL);
  return &g_array_index (review->points, HdReviewPoint, index);
}

guint
hd_review_get_n_turning (const HdReview *review)
{
  return review->turning->len;
}

const HdReviewTurning *
hd_review_get_turning (const HdReview *review,
                       guint           index)
{
  g_return_val_if_fail (index < review->turning->len, NULL);
  return g_ptr_array_index (review->turning, index);
}

HdWin
hd_review_get_win (const HdReview *review)
{
  return review->win;
}

HdSide
hd_review_get_winner (const HdReview *review)
{
  return review->winner;
}

/* ------------------------------------------------------------ words */

char *
hd_review_describe_point (const HdReviewPoint *point)
{
  g_autofree char *date = hd_calendar_format (point->turn);

  if (point->start)
    /* TRANSLATORS: a review's first line of chances: the set-up, before
     * Game Turn %1$u (%2$s its month, "07/1861") */
    return g_strdup_printf (_("Start of Game Turn %1$u (%2$s)"), point->turn, date);
  if (point->over)
    /* TRANSLATORS: a review's line of chances where the game ended */
    return g_strdup_printf (_("Game over in Game Turn %1$u (%2$s)"), point->turn, date);
  if (point->current)
    /* TRANSLATORS: a review's last line of chances in a game not over:
     * where it stands, in the middle of Game Turn %1$u */
    return g_strdup_printf (_("Game Turn %1$u (%2$s) as it stands"), point->turn, date);
  /* TRANSLATORS: a review's line of chances at a Game Turn's end */
  return g_strdup_printf (_("End of Game Turn %1$u (%2$s)"), point->turn, date);
}

char *
hd_review_describe_turning (const HdReviewTurning *t)
{
  g_autofree char *date = hd_calendar_format (t->turn);
  gboolean is_union = t->side == HD_SIDE_UNION;
  guint before = is_union ? t->before : 100 - t->before;
  guint after = is_union ? t->after : 100 - t->after;
  int change = (int) after - (int) before;
  g_autofree char *points = g_strdup_printf (ngettext ("%+d point", "%+d points", ABS (change)), change);

  if (is_union)
    /* TRANSLATORS: a turning point of a review: %1$u the Game Turn, %2$s
     * its month, %3$u and %4$u the Union's chance before and after it,
     * %5$s the change ("+25 points") */
    return g_strdup_printf (_("The Union Player Turn of Game Turn %1$u (%2$s): the Union’s chance went from "
                              "%3$u %% to %4$u %% (%5$s)"), t->turn, date, before, after, points);
  return g_strdup_printf (_("The Confederate Player Turn of Game Turn %1$u (%2$s): the Confederacy’s chance went "
                            "from %3$u %% to %4$u %% (%5$s)"), t->turn, date, before, after, points);
}

static void
append_ending (GString *out, const HdReview *review)
{
  const char *how = hd_victory_get_label (review->win);

  if (review->win == HD_WIN_NONE)
    g_string_append_printf (out, "%s\n", _("The game is not over: the review goes as far as it was played."));
  else if (review->winner == HD_SIDE_UNION)
    /* TRANSLATORS: a review's first line: who won, then how the game ended */
    g_string_append_printf (out, _("The Union won. %s\n"), how);
  else if (review->winner == HD_SIDE_CONFEDERATE)
    g_string_append_printf (out, _("The Confederacy won. %s\n"), how);
  else
    g_string_append_printf (out, _("The game ended without a winner. %s\n"), how);
}

char *
hd_review_describe_chances (const HdReviewPoint *point)
{
  g_autofree char *when = hd_review_describe_point (point);

  /* TRANSLATORS: a line of a review's chances: the moment ("End of Game
   * Turn 3 (09/1861)"), the Union's chance, the Confederacy's */
  return g_strdup_printf (_("%1$s: Union %2$u %%, Confederacy %3$u %%"), when, point->union_percent,
                          100 - point->union_percent);
}

static void
append_points (GString *out, const HdReview *review)
{
  g_string_append_printf (out, "\n%s\n", _("Each side’s chance to win, as the companion’s evaluation sees it:"));
  for (guint i = 0; i < review->points->len; i++)
    {
      g_autofree char *line = hd_review_describe_chances (&g_array_index (review->points, HdReviewPoint, i));

      g_string_append_printf (out, "  %s\n", line);
    }
}

static void
append_lines (GString *out, const char *heading, GPtrArray *lines)
{
  g_string_append_printf (out, "   %s\n", heading);
  for (guint i = 0; i < lines->len; i++)
    g_string_append_printf (out, "     %s\n", (const char *) g_ptr_array_index (lines, i));
  if (lines->len == 0)
    g_string_append_printf (out, "     %s\n", _("(nothing)"));
}

static void
append_turning (GString *out, const HdReviewTurning *t, guint rank)
{
  g_autofree char *heading = hd_review_describe_turning (t);

  g_string_append_printf (out, "\n%u. %s\n", rank, heading);
  append_lines (out, _("What was done:"), t->done);
  append_lines (out, _("What the companion (Normal) would have done:"), t->suggested);
  if (t->reason != NULL)
    {
      /* TRANSLATORS: the companion's reason for its suggestion in a review */
      g_autofree char *why = g_strdup_printf (_("Why: %s"), t->reason);

      g_string_append_printf (out, "   %s\n", why);
    }
}

char *
hd_review_to_text (const HdReview *review)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (review != NULL, NULL);
  append_ending (out, review);
  append_points (out, review);
  if (review->turning->len > 0)
    g_string_append_printf (out, "\n%s\n", _("The turning points, the largest swing first:"));
  for (guint i = 0; i < review->turning->len; i++)
    append_turning (out, g_ptr_array_index (review->turning, i), i + 1);
  return g_string_free (out, FALSE);
}
