/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-player.c: the five players behind hd-player.h's interface: random
 * and greedy here, Easy, Normal and Hard asking hd-planner for the
 * Movement Segment and hd-tactics for the rest; the dice of every
 * decision drawn from the caller's source.  The three levels differ only
 * in the settings below (and Easy's slip, drawn from the player's seed). */
#define G_LOG_DOMAIN "hd-player"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-describe.h"
#include "hd-planner.h"
#include "hd-player.h"
#include "hd-tactics.h"

struct _HdPlayer {
  HdPlayerLevel    level;
  GRand           *rand;
  HdWeights        weights;
  HdPlannerSettings how;     /* the level's, or as set (hd_player_set_planner) */
  HdPlayerProgress progress;
  gpointer         progress_data;
  /* the Movement Segment's plan being played: the position each next
   * action expects, and where in the plan it is */
  HdPlan           plan;
  HdState         *expected;
  guint            next;
  GArray          *scratch;   /* candidates, reused */
};

static const HdPlannerSettings settings[HD_N_PLAYER_LEVELS] = {
  [HD_PLAYER_EASY] = { .beam = 2, .finalists = 2, .per_box = 3, .win_chance = 0.7 },
  [HD_PLAYER_NORMAL] = { .beam = 6, .finalists = 6, .per_box = 6, .win_chance = 0.75, .own_reach = TRUE },
  [HD_PLAYER_HARD] = { .beam = 14, .finalists = 16, .per_box = 10, .win_chance = 0.8, .own_reach = TRUE,
                       .replies = 3, .reply_planner = &settings[HD_PLAYER_NORMAL] },
};

/* The chance, at each Movement Segment, that a level takes the
 * second-best plan it judged rather than the best. */
static const double second_best_chance[HD_N_PLAYER_LEVELS] = {
  [HD_PLAYER_EASY] = 0.3,
};

void
hd_decision_clear (HdDecision *decision)
{
  g_clear_pointer (&decision->reason, g_free);
}

/* a level's name is its seat's (hd-seats.c) */
const char *
hd_player_level_to_string (HdPlayerLevel level)
{
  g_return_val_if_fail ((guint) level < HD_N_PLAYER_LEVELS, NULL);
  return hd_seat_player_to_string (hd_player_level_to_seat (level));
}

gboolean
hd_player_level_from_string (const char    *text,
                             HdPlayerLevel *out)
{
  HdSeatPlayer seat;

  return hd_seat_player_from_string (text, &seat) && hd_player_level_from_seat (seat, out);
}

/* a seat's players are the levels', in order, after the person */
G_STATIC_ASSERT ((int) HD_SEAT_RANDOM == (int) HD_PLAYER_RANDOM + 1 && (int) HD_SEAT_GREEDY == (int) HD_PLAYER_GREEDY + 1 &&
                 (int) HD_SEAT_EASY == (int) HD_PLAYER_EASY + 1 && (int) HD_SEAT_NORMAL == (int) HD_PLAYER_NORMAL + 1 &&
                 (int) HD_SEAT_HARD == (int) HD_PLAYER_HARD + 1 && HD_N_SEAT_PLAYERS == HD_N_PLAYER_LEVELS + 1);

HdSeatPlayer
hd_player_level_to_seat (HdPlayerLevel level)
{
  g_return_val_if_fail ((guint) level < HD_N_PLAYER_LEVELS, HD_SEAT_PERSON);
  return (HdSeatPlayer) (level + 1);
}

gboolean
hd_player_level_from_seat (HdSeatPlayer   seat,
                           HdPlayerLevel *out)
{
  if (seat == HD_SEAT_PERSON || (guint) seat >= HD_N_SEAT_PLAYERS)
    return FALSE;
  *out = (HdPlayerLevel) (seat - 1);
  return TRUE;
}

const char *
hd_player_level_get_label (HdPlayerLevel level)
{
  switch (level)
    {
    case HD_PLAYER_RANDOM:
      /* TRANSLATORS: a computer player's level */
      return C_("player level", "Random");
    case HD_PLAYER_GREEDY:
      return C_("player level", "Greedy");
    case HD_PLAYER_EASY:
      return C_("player level", "Easy");
    case HD_PLAYER_NORMAL:
      return C_("player level", "Normal");
    case HD_PLAYER_HARD:
      return C_("player level", "Hard");
    default:
      break;
    }
  g_return_val_if_reached (NULL);
}

const char *
hd_player_level_get_help (HdPlayerLevel level)
{
  switch (level)
    {
    case HD_PLAYER_RANDOM:
      return _("Random plays any move the rules allow, chosen by chance: for testing, not for a game.");
    case HD_PLAYER_GREEDY:
      return _("Greedy looks one step ahead and takes whatever gains most at once: for testing, not for a game.");
    case HD_PLAYER_EASY:
      return _("Easy plans each Movement Segment from a few marches only and, about one time in three, "
               "carries out its second-best plan: a gentle opponent for learning.");
    case HD_PLAYER_NORMAL:
      return _("Normal weighs several plans for each Movement Segment and carries out the best: a fair opponent.");
    case HD_PLAYER_HARD:
      return _("Hard weighs many more plans and marches for each Movement Segment, plays out your answer "
               "to its best few, and judges battles more closely: the strongest opponent.");
    default:
      break;
    }
  g_return_val_if_reached (NULL);
}

HdPlayer *
hd_player_new_with_weights (HdPlayerLevel    level,
                            guint32          seed,
                            const HdWeights *weights)
{
  HdPlayer *p;

  g_return_val_if_fail ((guint) level < HD_N_PLAYER_LEVELS, NULL);
  p = g_new0 (HdPlayer, 1);
  p->level = level;
  p->rand = g_rand_new_with_seed (seed);
  p->weights = weights != NULL ? *weights : *hd_weights_default ();
  p->how = settings[level];
  p->scratch = g_array_new (FALSE, FALSE, sizeof (HdAction));
  return p;
}

HdPlayer *
hd_player_new (HdPlayerLevel level,
               guint32       seed)
{
  return hd_player_new_with_weights (level, seed, NULL);
}

static void
forget_plan (HdPlayer *p)
{
  hd_plan_clear (&p->plan);
  g_clear_pointer (&p->expected, hd_state_free);
  p->next = 0;
}

void
hd_player_free (HdPlayer *player)
{
  if (player == NULL)
    return;
  forget_plan (player);
  g_rand_free (player->rand);
  g_array_unref (player->scratch);
  g_free (player);
}

HdPlayerLevel
hd_player_get_level (const HdPlayer *player)
{
  return player->level;
}

const HdWeights *
hd_player_get_weights (const HdPlayer *player)
{
  return &player->weights;
}

const HdPlannerSettings *
hd_player_level_planner (HdPlayerLevel level)
{
  g_return_val_if_fail ((guint) level < HD_N_PLAYER_LEVELS, NULL);
  return &settings[level];
}

void
hd_player_set_planner (HdPlayer                *player,
                       const HdPlannerSettings *how)
{
  g_return_if_fail (player != NULL && how != NULL);
  player->how.beam = how->beam;
  player->how.finalists = how->finalists;
  player->how.per_box = how->per_box;
  player->how.win_chance = how->win_chance;
  player->how.replies = how->replies;
  forget_plan (player);
}

void
hd_player_set_progress (HdPlayer        *player,
                        HdPlayerProgress progress,
                        gpointer         data)
{
  player->progress = progress;
  player->progress_data = data;
}

static void
decide_random (HdPlayer *p, const HdState *state, HdDecision *out)
{
  GArray *c = p->scratch;
  guint k = g_rand_int_range (p->rand, 0, c->len);
  g_autofree char *what = NULL;

  out->action = g_array_index (c, HdAction, k);
  out->value = 0;
  if (hd_candidates_is_template (&out->action))
    {
      out->reason = g_strdup (hd_tactics_roll_reason (&out->action));
      return;
    }
  what = hd_describe_action_at (&out->action, state);
  /* TRANSLATORS: the random player's reason; %s describes the action, %u the candidates */
  out->reason = g_strdup_printf (ngettext ("%s (chosen at random from %u candidate)",
                                           "%s (chosen at random from %u candidates)", c->len),
                                 what, c->len);
}

static void
decide_greedy (HdPlayer *p, const HdState *state, HdSide side, HdDecision *out)
{
  GArray *c = p->scratch;
  double best, now;
  guint chosen = hd_tactics_greedy (state, c, side, &p->weights, &best, &now);
  g_autofree char *what = NULL;

  out->action = g_array_index (c, HdAction, chosen);
  out->value = best;
  if (hd_candidates_is_template (&out->action))
    {
      out->reason = g_strdup (hd_tactics_roll_reason (&out->action));
      return;
    }
  what = hd_describe_action_at (&out->action, state);
  /* TRANSLATORS: the greedy player's reason; %s describes the action, %+.2f the gain */
  out->reason = g_strdup_printf (_("%s (the best one-step gain in the evaluation, %+.2f)"), what, best - now);
}

/* Whether the plan being played expects @state next. */
static gboolean
plan_goes_on (HdPlayer *p, const HdState *state)
{
  return p->expected != NULL && p->next < p->plan.actions->len && hd_state_equal (p->expected, state);
}

static gboolean
decide_marches (HdPlayer *p, const HdState *state, GCancellable *cancellable, HdDecision *out, GError **error)
{
  const HdAction *a;

  if (!plan_goes_on (p, state))
    {
      HdPlannerSettings how = p->how;

      forget_plan (p);
      if (second_best_chance[p->level] > 0)
        how.second_best = g_rand_double (p->rand) < second_best_chance[p->level];
      if (!hd_planner_plan (state, &p->weights, &how, p->progress, p->progress_data, cancellable, &p->plan))
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The computer stopped thinking."));
          return FALSE;
        }
    }
  a = &g_array_index (p->plan.actions, HdAction, p->next);
  out->action = *a;
  out->value = p->plan.value;
  out->reason = g_strdup (g_ptr_array_index (p->plan.reasons, p->next));
  p->next++;
  g_clear_pointer (&p->expected, hd_state_free);
  p->expected = hd_state_copy (state);
  if (!hd_action_apply (a, p->expected, NULL))
    forget_plan (p);
  return TRUE;
}

static gboolean
decide_opponent (HdPlayer *p, const HdState *state, const HdAwaited *awaited, GCancellable *cancellable,
                 HdDecision *out, GError **error)
{
  if (awaited->kind == HD_AWAITED_MARCHES && !awaited->first)
    return decide_marches (p, state, cancellable, out, error);
  forget_plan (p);
  hd_tactics_decide (state, p->scratch, &p->weights, p->level == HD_PLAYER_HARD, &out->action, &out->value,
                     &out->reason);
  return TRUE;
}

gboolean
hd_player_decide (HdPlayer      *player,
                  const HdState *state,
                  HdDiceFunc     dice,
                  gpointer       dice_data,
                  GCancellable  *cancellable,
                  HdDecision    *out,
                  GError       **error)
{
  HdAwaited awaited;

  g_return_val_if_fail (player != NULL && state != NULL && out != NULL, FALSE);
  memset (out, 0, sizeof *out);
  awaited = hd_action_get_decision (state);
  if (awaited.sort == HD_AWAITS_NOTHING)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The game is over: nothing is awaited."));
      return FALSE;
    }
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  /* a plan's next action is known without asking for the candidates */
  if (awaited.kind != HD_AWAITED_MARCHES || !plan_goes_on (player, state))
    if (hd_candidates_list (state, player->scratch) == 0)
      {
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                             _("No action is possible in this position, though one is awaited."));
        return FALSE;
      }
  switch (player->level)
    {
    case HD_PLAYER_RANDOM:
      decide_random (player, state, out);
      break;
    case HD_PLAYER_GREEDY:
      decide_greedy (player, state, hd_tactics_deciding_side (state, &awaited), out);
      break;
    default:
      if (!decide_opponent (player, state, &awaited, cancellable, out, error))
        return FALSE;
      break;
    }
  if (dice != NULL)
    hd_candidates_roll_dice (&out->action, dice, dice_data);
  return TRUE;
}
