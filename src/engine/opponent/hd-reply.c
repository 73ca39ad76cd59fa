/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-reply.c: the enemy's answer to a plan, played out (hd-reply.h;
 * docs/opponent.md, "The enemy's answer").
 *
 * One playout is the game itself on a copy: every decision listed by
 * hd_candidates_list, taken by the tactics (battles, promotions, recruits,
 * dice) or, for the enemy's marches, by the caller's planner (the
 * greedy choice without one), its dice drawn from the playout's stream
 * and the action applied by the rules. */
#define G_LOG_DOMAIN "hd-planner"

#include "config.h"

#include "hd-candidates.h"
#include "hd-reply.h"
#include "hd-tactics.h"

typedef struct {
  GRand          *rand;
  GArray         *candidates;   /* HdAction, reused from decision to decision */
  HdReplyMarches  marches;      /* the enemy's segment, or NULL: greedy */
  gpointer        marches_data;
} Playout;

static guint
playout_die (gpointer data)
{
  Playout *p = data;

  return (guint) g_rand_int_range (p->rand, 1, 7);
}

/* Whether @awaited is one of @enemy's marches (not the die before them). */
static gboolean
is_enemy_march (const HdState *state, const HdAwaited *awaited, HdSide enemy)
{
  return awaited->kind == HD_AWAITED_MARCHES && !awaited->first &&
         hd_tactics_deciding_side (state, awaited) == enemy;
}

/* The next action of @state decided and applied, @marching when it is
 * one of @enemy's marches; FALSE when nothing can be (no candidate, or
 * the rules refuse what was chosen). */
static gboolean
playout_step (Playout *p, HdState *state, gboolean marching, HdSide enemy, const HdWeights *w)
{
  HdAction action;
  double value;

  if (marching && p->marches != NULL)
    return p->marches (state, w, p->marches_data);
  if (hd_candidates_list (state, p->candidates) == 0)
    return FALSE;
  if (marching)
    action = g_array_index (p->candidates, HdAction,
                            hd_tactics_greedy (state, p->candidates, enemy, w, &value, NULL));
  else
    {
      g_autofree char *reason = NULL;
      hd_tactics_decide (state, p->candidates, w, FALSE, &action, &value, &reason);
    }
  hd_candidates_roll_dice (&action, playout_die, p);
  return hd_action_apply (&action, state, NULL);
}

/* One playout from @state with the dice of stream @k: the position it
 * ends in, or NULL. */
static HdState *
playout (Playout *p, const HdState *state, HdSide side, const HdWeights *w, guint k)
{
  HdState *copy = hd_state_copy (state);
  HdAction end = { .type = HD_ACTION_END_SEGMENT };
  HdSide enemy = hd_side_get_enemy (side);
  gboolean marching = FALSE;

  g_rand_set_seed (p->rand, 0x5eed0000u + k);
  if (!hd_action_apply (&end, copy, NULL))
    {
      hd_state_free (copy);
      return NULL;
    }
  for (guint step = 0; step < HD_REPLY_MAX_STEPS; step++)
    {
      HdAwaited awaited = hd_action_get_decision (copy);
      gboolean march;

      if (awaited.sort == HD_AWAITS_NOTHING)
        break;
      march = is_enemy_march (copy, &awaited, enemy);
      if (marching && !march)
        break;   /* the enemy's Movement Segment is over */
      marching = march;
      if (!playout_step (p, copy, march, enemy, w))
        break;
    }
  return copy;
}

static void
playout_init (Playout *p, HdReplyMarches marches, gpointer data)
{
  p->marches = marches;
  p->marches_data = data;
  p->rand = g_rand_new ();
  p->candidates = g_array_new (FALSE, FALSE, sizeof (HdAction));
}

static void
playout_clear (Playout *p)
{
  g_rand_free (p->rand);
  g_array_unref (p->candidates);
}

HdState *
hd_reply_play (const HdState           *state,
               HdSide                   side,
               const HdWeights         *weights,
               HdReplyMarches           marches,
               gpointer                 data,
               guint                    k)
{
  Playout p;
  HdState *end;

  g_return_val_if_fail (state != NULL && weights != NULL, NULL);
  playout_init (&p, marches, data);
  end = playout (&p, state, side, weights, k);
  playout_clear (&p);
  return end;
}

double
hd_reply_value (const HdState           *state,
                HdSide                   side,
                const HdWeights         *weights,
                HdReplyMarches           marches,
                gpointer                 data,
                guint                    samples)
{
  Playout p;
  double sum = 0;

  g_return_val_if_fail (state != NULL && weights != NULL && samples > 0, -G_MAXDOUBLE);
  playout_init (&p, marches, data);
  for (guint k = 0; k < samples && sum > -G_MAXDOUBLE; k++)
    {
      g_autoptr(HdState) end = playout (&p, state, side, weights, k);
      sum = end == NULL ? -G_MAXDOUBLE : sum + hd_evaluate (end, side, weights, HD_EVALUATE_FULL, NULL);
    }
  playout_clear (&p);
  return sum == -G_MAXDOUBLE ? sum : sum / samples;
}
