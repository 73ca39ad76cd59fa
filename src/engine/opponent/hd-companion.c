/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-companion.c: the companion at the table (hd-companion.h): a seat's
 * player asked decision by decision on a copy of the position, its
 * decisions grouped into the steps a person carries out (the moves of
 * one march together, everything else a step of its own), told in words
 * with the boxes, lines and arrows to draw; its dice drawn from its seed
 * and their place in the log; the hint, the same at full strength for
 * the person's side. */
#define G_LOG_DOMAIN "hd-companion"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-companion.h"
#include "hd-battle.h"
#include "hd-describe.h"
#include "hd-odds.h"
#include "hd-tactics.h"

/* A think stops after this many actions even if the companion still
 * decides: no Player Turn of the game comes near it. */
#define MAX_ACTIONS 2000

struct _HdCompanionTurn {
  GPtrArray *steps;      /* HdCompanionStep */
  GPtrArray *positions;  /* HdState: the position each step expects */
};

/* ------------------------------------------------------------ the dice */

/* A die from the companion's @seed for die @k of the action at @index of
 * the log: a mix of the three (splitmix64), so a die depends on nothing
 * but where it falls. */
static guint
companion_die (guint32 seed, guint index, guint k)
{
  guint64 x = ((guint64) seed << 32) ^ ((guint64) index << 8) ^ k;

  x += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  x = (x ^ (x >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  x = (x ^ (x >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  x ^= x >> 31;
  return (guint) (x % 6) + 1;
}

typedef struct {
  guint32 seed;
  guint   index;
  guint   k;
} Dice;

static guint
next_die (gpointer data)
{
  Dice *d = data;

  return companion_die (d->seed, d->index, d->k++);
}

static guint
count_die (gpointer data)
{
  (*(guint *) data)++;
  return 1;
}

/* The open dice of @action (0 for none). */
static guint
count_open_dice (const HdAction *action)
{
  HdAction copy = *action;
  guint n = 0;

  if (!hd_candidates_is_template (action))
    return 0;
  hd_candidates_roll_dice (&copy, count_die, &n);
  return n;
}

/* ------------------------------------------------------------- a step */

static HdCompanionStep *
step_new (HdSide side, const char *rule)
{
  HdCompanionStep *step = g_new0 (HdCompanionStep, 1);

  step->actions = g_array_new (FALSE, FALSE, sizeof (HdAction));
  step->arrows = g_array_new (FALSE, FALSE, sizeof (HdCompanionArrow));
  step->boxes = g_array_new (FALSE, FALSE, sizeof (guint));
  step->lines = g_array_new (FALSE, FALSE, sizeof (guint));
  step->counters = g_ptr_array_new_with_free_func (g_free);
  step->side = side;
  step->rule = rule;
  return step;
}

/* The rule a step cites: the awaited decision's, but in the Movement
 * Segment the one of the move itself (a sail 4.6, a landing 4.7, an
 * entrenchment 4.3), which a player looks up. */
static const char *
step_rule (const HdAwaited *awaited, const HdAction *action)
{
  if (awaited->kind != HD_AWAITED_MARCHES)
    return awaited->rule;
  switch (action->type)
    {
    case HD_ACTION_SEA_MOVE:
      return action->flag ? "4.7" : "4.6";
    case HD_ACTION_DIG_IN:
      return "4.3";
    default:
      return awaited->rule;
    }
}

void
hd_companion_step_free (HdCompanionStep *step)
{
  if (step == NULL)
    return;
  g_array_unref (step->actions);
  g_array_unref (step->arrows);
  g_array_unref (step->boxes);
  g_array_unref (step->lines);
  g_ptr_array_unref (step->counters);
  g_free (step->title);
  g_free (step->text);
  g_free (step->reason);
  g_free (step);
}

static void
light_box (HdCompanionStep *step, HdMap *map, guint box)
{
  if (box >= hd_map_get_n_boxes (map))
    return;
  for (guint i = 0; i < step->boxes->len; i++)
    if (g_array_index (step->boxes, guint, i) == box)
      return;
  g_array_append_val (step->boxes, box);
}

/* Where @action takes a unit, or HD_COMPANION_NO_BOX. */
static guint
destination (const HdAction *action, HdMap *map)
{
  switch (action->type)
    {
    case HD_ACTION_MARCH_MOVE:
      return hd_action_route_end (action, map);
    case HD_ACTION_SEA_MOVE:
    case HD_ACTION_RETREAT:
    case HD_ACTION_WITHDRAW:
      return action->to;
    default:
      return HD_COMPANION_NO_BOX;
    }
}

/* The boxes, lines, arrow and counter of @action, made in @state. */
static void
step_draw (HdCompanionStep *step, const HdAction *action, const HdState *state)
{
  HdMap *map = hd_state_get_map (state);
  guint to = destination (action, map);
  guint from = action->type == HD_ACTION_RETREAT || action->type == HD_ACTION_WITHDRAW ? hd_battle_get_box (state)
                                                                                        : action->box;

  light_box (step, map, from);
  light_box (step, map, to);
  if (action->type == HD_ACTION_MARCH_MOVE)
    g_array_append_vals (step->lines, action->lines, action->n_steps);
  if (to != HD_COMPANION_NO_BOX && from < hd_map_get_n_boxes (map))
    {
      HdCompanionArrow arrow = { from, to };
      g_array_append_val (step->arrows, arrow);
    }
  if (to != HD_COMPANION_NO_BOX || action->type == HD_ACTION_RECRUIT || action->type == HD_ACTION_DIG_IN)
    g_ptr_array_add (step->counters, hd_describe_action_at (action, state));
}

/* ------------------------------------------------------ grouping steps */

static gboolean
is_march (HdActionType type)
{
  return type == HD_ACTION_MARCH || type == HD_ACTION_MARCH_MOVE || type == HD_ACTION_DIG_IN
         || type == HD_ACTION_SEA_MOVE || type == HD_ACTION_LEAD_WITH || type == HD_ACTION_SAIL_EUROPE
         || type == HD_ACTION_BREAK_OUT;
}

/* A short name of what is decided, for a step's title. */
static char *
title_for (const HdAwaited *awaited, const HdAction *action, const HdState *state)
{
  HdMap *map = hd_state_get_map (state);

  switch (awaited->kind)
    {
    case HD_AWAITED_MARCH_DIE:
      return g_strdup (_("The march die"));
    case HD_AWAITED_MARCHES:
      return g_strdup (action->type == HD_ACTION_END_SEGMENT ? _("End of the marches") : _("Movement"));
    case HD_AWAITED_BATTLES:
      return g_strdup (_("The next battle"));
    case HD_AWAITED_BATTLE:
      /* TRANSLATORS: a step's title on the companion's card; %s a box */
      return g_strdup_printf (_("The battle at %s"), hd_map_get_box (map, hd_battle_get_box (state))->name);
    case HD_AWAITED_COMBAT:
      return g_strdup (_("End of combat"));
    case HD_AWAITED_PROMOTION_DIE:
    case HD_AWAITED_PROMOTION:
      return g_strdup (_("Promotion"));
    case HD_AWAITED_RECRUITMENT_DIE:
    case HD_AWAITED_RECRUITMENT:
      return g_strdup (_("Recruitment"));
    default:
      return g_strdup (_("The companion’s decision"));
    }
}

typedef struct {
  GPtrArray *steps;
  GPtrArray *positions;
  guint      march_made;   /* marches made by the end of the current march group */
  GArray    *made;         /* guint per step: @march_made for a march group, 0 else */
} Builder;

/* Whether @action (decided in @before) goes on the last step rather than
 * beginning one: a move of the march under way (no new march spent). */
static gboolean
joins_last (Builder *b, const HdAction *action, const HdState *before, const HdState *after)
{
  HdCompanionStep *last;

  if (b->steps->len == 0 || !is_march (action->type) || action->type == HD_ACTION_SEA_MOVE)
    return FALSE;
  last = g_ptr_array_index (b->steps, b->steps->len - 1);
  if (g_array_index (b->made, guint, b->steps->len - 1) == 0 || last->n_dice > 0)
    return FALSE;
  return hd_state_get_marches_left (before) == hd_state_get_marches_left (after)
         && hd_state_get_active_box (before) == action->box;
}

/* The words of a march group: each of its actions told, joined. */
static void
march_text (HdCompanionStep *step, const HdState *before)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(HdState) s = hd_state_copy (before);

  for (guint i = 0; i < step->actions->len; i++)
    {
      const HdAction *a = &g_array_index (step->actions, HdAction, i);
      g_autofree char *told = hd_describe_action_at (a, s);

      if (text->len > 0)
        g_string_append (text, "; ");
      g_string_append (text, told);
      if (!hd_action_apply (a, s, NULL))
        break;
    }
  g_free (step->text);
  step->text = g_string_free (g_steal_pointer (&text), FALSE);
}

static void
add_action (Builder *b, const HdAction *action, const HdDecision *decision, const HdAwaited *awaited,
            const HdState *before, const HdState *after, HdSide side)
{
  HdCompanionStep *step;
  guint made;

  if (joins_last (b, action, before, after))
    {
      step = g_ptr_array_index (b->steps, b->steps->len - 1);
      g_array_append_val (step->actions, *action);
      step_draw (step, action, before);
      march_text (step, g_ptr_array_index (b->positions, b->steps->len - 1));
      return;
    }
  step = step_new (side, step_rule (awaited, action));
  g_array_append_val (step->actions, *action);
  step->n_dice = count_open_dice (action);
  step->title = title_for (awaited, action, before);
  step->text = hd_describe_action_at (action, before);
  step->reason = g_strdup (decision->reason);
  step_draw (step, action, before);
  made = 0;
  if (is_march (action->type) && awaited->kind == HD_AWAITED_MARCHES)
    made = hd_state_get_marches (after) - hd_state_get_marches_left (after);
  g_ptr_array_add (b->steps, step);
  g_ptr_array_add (b->positions, hd_state_copy (before));
  g_array_append_val (b->made, made);
}

/* "March k of n": n the marches made by the last march group of each
 * run of march groups (the Movement Segment planned). */
static void
number_marches (Builder *b)
{
  guint i = 0;

  while (i < b->steps->len)
    {
      guint end = i, total = 0;

      while (end < b->steps->len && g_array_index (b->made, guint, end) > 0)
        total = g_array_index (b->made, guint, end++);
      for (guint k = i; k < end; k++)
        {
          HdCompanionStep *step = g_ptr_array_index (b->steps, k);

          g_free (step->title);
          /* TRANSLATORS: a step's title on the companion's card: the march's number, of how many */
          step->title = g_strdup_printf (_("March %u of %u"), g_array_index (b->made, guint, k), total);
        }
      i = end > i ? end : i + 1;
    }
}

/* ------------------------------------------------------------ thinking */

gboolean
hd_companion_is_due (const HdSeats *seats,
                     const HdState *state)
{
  HdAwaited awaited;
  HdSide side;

  g_return_val_if_fail (seats != NULL && state != NULL, FALSE);
  awaited = hd_action_get_decision (state);
  if (awaited.sort == HD_AWAITS_NOTHING)
    return FALSE;
  side = hd_tactics_deciding_side (state, &awaited);
  if (side != HD_SIDE_UNION && side != HD_SIDE_CONFEDERATE)
    return FALSE;
  return seats->side[side].player != HD_SEAT_PERSON;
}

/* A player for the companion of @seat thinking at @n_made: its seed mixed
 * with the place in the log, so Easy's slips do not repeat each turn. */
static HdPlayer *
player_for (const HdSeat *seat, guint n_made)
{
  HdPlayerLevel level = HD_PLAYER_NORMAL;

  hd_player_level_from_seat (seat->player, &level);
  return hd_player_new (level, seat->seed ^ (n_made * 2654435761u));
}

static void
turn_free_builder (Builder *b)
{
  g_ptr_array_unref (b->steps);
  g_ptr_array_unref (b->positions);
  g_array_unref (b->made);
}

static gboolean think_steps (Builder *b, HdState *s, const HdSeats *seats, guint n_made, HdPlayer **players,
                             HdPlayerProgress progress, gpointer progress_data, GCancellable *cancellable,
                             GError **error);

static gboolean
think_loop (Builder *b, HdState *s, const HdSeats *seats, guint n_made, HdPlayerProgress progress,
            gpointer progress_data, GCancellable *cancellable, GError **error)
{
  HdPlayer *players[HD_N_SIDES] = { NULL };
  gboolean ok = think_steps (b, s, seats, n_made, players, progress, progress_data, cancellable, error);

  for (guint i = 0; i < HD_N_SIDES; i++)
    g_clear_pointer (&players[i], hd_player_free);
  return ok;
}

static gboolean
think_steps (Builder *b, HdState *s, const HdSeats *seats, guint n_made, HdPlayer **players,
             HdPlayerProgress progress, gpointer progress_data, GCancellable *cancellable, GError **error)
{
  for (guint n = 0; n < MAX_ACTIONS && hd_companion_is_due (seats, s); n++)
    {
      HdAwaited awaited = hd_action_get_decision (s);
      HdSide side = hd_tactics_deciding_side (s, &awaited);
      const HdSeat *seat = &seats->side[side];
      Dice dice = { seat->seed, n_made + n, 0 };
      HdDecision decision;
      g_autoptr(HdState) before = NULL;
      gboolean typed = seat->dice == HD_SEAT_DICE_TYPED;

      if (players[side] == NULL)
        {
          players[side] = player_for (seat, n_made);
          hd_player_set_progress (players[side], progress, progress_data);
        }
      if (!hd_player_decide (players[side], s, typed ? NULL : next_die, &dice, cancellable, &decision, error))
        return FALSE;
      before = hd_state_copy (s);
      if (typed && hd_candidates_is_template (&decision.action))
        {
          add_action (b, &decision.action, &decision, &awaited, before, s, side);
          hd_decision_clear (&decision);
          return TRUE;
        }
      if (!hd_action_apply (&decision.action, s, error))
        {
          hd_decision_clear (&decision);
          return FALSE;
        }
      add_action (b, &decision.action, &decision, &awaited, before, s, side);
      hd_decision_clear (&decision);
    }
  return TRUE;
}

HdCompanionTurn *
hd_companion_think (const HdState   *state,
                    const HdSeats   *seats,
                    guint            n_made,
                    HdPlayerProgress progress,
                    gpointer         progress_data,
                    GCancellable    *cancellable,
                    GError         **error)
{
  Builder b;
  g_autoptr(HdState) s = NULL;
  HdCompanionTurn *turn;

  g_return_val_if_fail (state != NULL && seats != NULL, NULL);
  if (!hd_companion_is_due (seats, state))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The companion has nothing to decide now."));
      return NULL;
    }
  b.steps = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_companion_step_free);
  b.positions = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_state_free);
  b.made = g_array_new (FALSE, FALSE, sizeof (guint));
  s = hd_state_copy (state);
  if (!think_loop (&b, s, seats, n_made, progress, progress_data, cancellable, error))
    {
      turn_free_builder (&b);
      return NULL;
    }
  number_marches (&b);
  turn = g_new0 (HdCompanionTurn, 1);
  turn->steps = b.steps;
  turn->positions = b.positions;
  g_array_unref (b.made);
  return turn;
}

void
hd_companion_turn_free (HdCompanionTurn *turn)
{
  if (turn == NULL)
    return;
  g_ptr_array_unref (turn->steps);
  g_ptr_array_unref (turn->positions);
  g_free (turn);
}

guint
hd_companion_turn_get_n_steps (const HdCompanionTurn *turn)
{
  g_return_val_if_fail (turn != NULL, 0);
  return turn->steps->len;
}

const HdCompanionStep *
hd_companion_turn_get_step (const HdCompanionTurn *turn,
                            guint                  index)
{
  g_return_val_if_fail (turn != NULL && index < turn->steps->len, NULL);
  return g_ptr_array_index (turn->steps, index);
}

const HdState *
hd_companion_turn_get_position (const HdCompanionTurn *turn,
                                guint                  index)
{
  g_return_val_if_fail (turn != NULL && index < turn->positions->len, NULL);
  return g_ptr_array_index (turn->positions, index);
}

int
hd_companion_turn_find (const HdCompanionTurn *turn,
                        const HdState         *state)
{
  g_return_val_if_fail (turn != NULL && state != NULL, -1);
  for (guint i = 0; i < turn->positions->len; i++)
    if (hd_state_equal (g_ptr_array_index (turn->positions, i), state))
      return (int) i;
  return -1;
}

char *
hd_companion_turn_describe (const HdCompanionTurn *turn)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (turn != NULL, NULL);
  for (guint i = 0; i < turn->steps->len; i++)
    {
      const HdCompanionStep *step = g_ptr_array_index (turn->steps, i);

      /* TRANSLATORS: a line of the companion's whole turn: its number, the step's title, what it does */
      g_string_append_printf (out, _("%u. %s: %s"), i + 1, step->title, step->text);
      g_string_append_c (out, '\n');
    }
  if (out->len > 0)
    g_string_truncate (out, out->len - 1);
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------ typed-in dice */

typedef struct {
  const guint *dice;
  guint        next;
} Typed;

static guint
typed_die (gpointer data)
{
  Typed *t = data;

  return t->dice[t->next++];
}

GArray *
hd_companion_step_get_actions (const HdCompanionStep *step,
                               const guint           *dice,
                               GError               **error)
{
  GArray *out;
  Typed typed = { dice, 0 };

  g_return_val_if_fail (step != NULL, NULL);
  for (guint i = 0; i < step->n_dice; i++)
    if (dice == NULL || dice[i] < 1 || dice[i] > 6)
      {
        /* TRANSLATORS: the companion's card: a die typed in for it is missing or wrong */
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                     ngettext ("Type the die the companion rolled (1 to 6) first.",
                               "Type the %u dice the companion rolled (each 1 to 6) first.", step->n_dice),
                     step->n_dice);
        return NULL;
      }
  out = g_array_copy (step->actions);
  if (step->n_dice > 0)
    hd_candidates_roll_dice (&g_array_index (out, HdAction, 0), typed_die, &typed);
  return out;
}

/* --------------------------------------------------------------- hints */

/* The chance the side deciding in @state wins the battle that @action
 * begins, or the one under way; -1 when no battle is in it. */
static double
battle_chance (const HdState *state, const HdAction *action, HdSide side, GCancellable *cancellable)
{
  g_autoptr(HdState) s = hd_state_copy (state);
  HdOdds odds;

  if (action->type == HD_ACTION_BATTLE)
    {
      if (!hd_action_apply (action, s, NULL))
        return -1;
    }
  else if (hd_action_get_decision (state).kind != HD_AWAITED_BATTLE)
    return -1;
  if (hd_battle_get_box (s) == HD_NO_BOX || !hd_odds_work_out (s, cancellable, &odds))
    return -1;
  return hd_battle_get_attacker (s) == side ? odds.p : 1 - odds.p;
}

HdCompanionStep *
hd_companion_hint (const HdState *state,
                   GCancellable  *cancellable,
                   double        *chance,
                   GError       **error)
{
  g_autoptr(HdPlayer) player = hd_player_new (HD_PLAYER_HARD, hd_odds_seed (state));
  HdAwaited awaited = hd_action_get_decision (state);
  HdSide side = hd_tactics_deciding_side (state, &awaited);
  HdDecision decision;
  Builder b;
  HdCompanionStep *step;

  g_return_val_if_fail (state != NULL && chance != NULL, NULL);
  *chance = -1;
  if (!hd_player_decide (player, state, NULL, NULL, cancellable, &decision, error))
    return NULL;
  b.steps = g_ptr_array_new ();
  b.positions = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_state_free);
  b.made = g_array_new (FALSE, FALSE, sizeof (guint));
  add_action (&b, &decision.action, &decision, &awaited, state, state, side);
  step = g_ptr_array_index (b.steps, 0);
  *chance = battle_chance (state, &decision.action, side, cancellable);
  hd_decision_clear (&decision);
  turn_free_builder (&b);
  return step;
}
