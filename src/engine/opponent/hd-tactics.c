/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-tactics.c: the opponent's decisions outside the Movement Segment's
 * plan (hd-tactics.h; docs/opponent.md, "Battles, promotions and
 * recruits").  Each decision looks at its candidates (all accepted by the
 * rules already) and picks by the exact odds of the battle or by the
 * evaluation; dice stay open for the caller's source. */
#define G_LOG_DOMAIN "hd-tactics"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-battle.h"
#include "hd-candidates.h"
#include "hd-describe.h"
#include "hd-odds.h"
#include "hd-tactics.h"

/* Below this chance of winning by staying, a side retreats (5.4) or its
 * cavalry withdraws (5.6) when it can. */
#define RETREAT_BELOW 0.3
#define WITHDRAW_BELOW HD_EVALUATE_WITHDRAW_BELOW
/* A reinforcement (5.5) is sent when it adds at least this much. */
#define REINFORCE_GAIN 0.02
/* Promotions and recruits: the quick evaluation ranks them, the full
 * evaluation judges this many of the best. */
#define FINALISTS_NORMAL 3
#define FINALISTS_HARD 8
#define MONTE_CARLO_SAMPLES 2000
/* A reinforcement's battle, when sampled, is sampled from fewer battles
 * (2,000 of twenty units took 35 ms), from the same dice as the others. */
#define REINFORCEMENT_SAMPLES 500
/* The biggest battle a decision works out exactly: about 25 ms here, so
 * that a decision weighing the battle as it stands and a reinforcement
 * or two stays within its 0.1 s (docs/benchmarks.md, "The turn before
 * the last"). */
#define EXACT_MAX_POSITIONS (400u * 1000)
/* The positions one decision works out exactly in all, kept ones
 * counted too: a decision weighing three reinforcements of a battle of
 * fourteen units went through 900,000 and took 0.12 s on a loaded
 * machine; the rest are sampled. */
#define DECISION_MAX_POSITIONS (400u * 1000)

typedef struct {
  const HdState   *state;
  GArray          *candidates;
  const HdWeights *weights;
  gboolean         hard;
  HdSide           side;       /* who decides */
  guint64          exact_left; /* of DECISION_MAX_POSITIONS */
  HdAction        *out;
  double          *value;
  char           **reason;
} Decide;

static const HdAction *
cand (Decide *d, guint k)
{
  return &g_array_index (d->candidates, HdAction, k);
}

static char *
describe (Decide *d, const HdAction *a)
{
  return hd_describe_action_at (a, d->state);
}

static const char *
box_name (const HdState *state, guint box)
{
  return hd_map_get_box (hd_state_get_map (state), box)->name;
}

/* Takes candidate @a with the reason @why (owned). */
static void
take (Decide *d, const HdAction *a, double value, char *why)
{
  *d->out = *a;
  *d->value = value;
  *d->reason = why;
}

/* The first candidate of @type, or -1. */
static int
find_type (Decide *d, HdActionType type)
{
  for (guint k = 0; k < d->candidates->len; k++)
    if (cand (d, k)->type == type)
      return (int) k;
  return -1;
}

/* The attacker's chances already worked out, by the battle's
 * fingerprint (hd_odds_fingerprint; with the seed, where sampled): a
 * side sending its reinforcements one by one asks again for the same
 * battles, and units of one kind from different boxes make the same one
 * (a decision in a battle of fourteen units took 0.1 s). */
#define CHANCE_CACHE_MAX 100000
static GMutex chance_lock;
static GHashTable *chance_cache;

typedef struct {
  guint64 key;   /* first: the table's key points at the entry */
  double  p;
} ChanceEntry;

static gboolean
chance_lookup (guint64 key, double *p)
{
  gpointer found;

  g_mutex_lock (&chance_lock);
  found = chance_cache != NULL ? g_hash_table_lookup (chance_cache, &key) : NULL;
  if (found != NULL)
    *p = *(double *) found;
  g_mutex_unlock (&chance_lock);
  return found != NULL;
}

static void
chance_store (guint64 key, double p)
{
  ChanceEntry *entry = g_new (ChanceEntry, 1);

  entry->key = key;
  entry->p = p;
  g_mutex_lock (&chance_lock);
  if (chance_cache == NULL)
    chance_cache = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  if (g_hash_table_size (chance_cache) >= CHANCE_CACHE_MAX)
    g_hash_table_remove_all (chance_cache);
  g_hash_table_replace (chance_cache, &entry->key, &entry->p);
  g_mutex_unlock (&chance_lock);
}

/* The chance that @side wins the battle under way in @state: exact, but
 * sampled (@samples battles from @seed: the battle as it stands gives
 * it, so that its alternatives meet the same dice) where the
 * exact odds would go through more than EXACT_MAX_POSITIONS positions
 * (a decision in a battle of twenty units took over a second) or more
 * than the @exact_left of the decision, which it takes them from. */
static double
battle_chance (const HdState *state, HdSide side, guint32 seed, guint samples, guint64 *exact_left)
{
  guint64 positions = hd_odds_positions (state);
  gboolean exact = positions <= EXACT_MAX_POSITIONS && positions <= *exact_left;
  guint64 exact_key = hd_odds_fingerprint (state);
  guint64 sampled_key = exact_key ^ ((guint64) seed << 32 | samples);
  double p = -1;

  /* charged whether kept or not: what a decision works out exactly must
   * not hang on what earlier decisions kept (the same game from the same
   * seed, whatever was played before it) */
  if (exact)
    {
      *exact_left -= positions;
      if (!chance_lookup (exact_key, &p))
        {
          /* -1 where dice to come make the exact odds impossible */
          p = hd_odds_attacker_wins (state);
          if (p >= 0)
            chance_store (exact_key, p);
        }
    }
  if (p < 0 && !chance_lookup (sampled_key, &p))
    {
      p = hd_odds_monte_carlo (state, samples, seed);
      chance_store (sampled_key, p);
    }
  return side == hd_state_get_player (state) ? p : 1 - p;
}

double
hd_tactics_battle_chance (const HdState *state,
                          HdSide         side)
{
  guint64 exact_left = DECISION_MAX_POSITIONS;

  g_return_val_if_fail (state != NULL, 0);
  return battle_chance (state, side, hd_odds_seed (state), MONTE_CARLO_SAMPLES, &exact_left);
}

/* The evaluation at @depth after @a, for the side deciding. */
static double
value_after (Decide *d, const HdAction *a, HdEvaluateDepth depth)
{
  return hd_evaluate_after (d->state, a, d->side, d->weights, depth);
}

/* The candidate of @type whose position after scores best by the quick
 * evaluation (a retreat's or withdrawal's box), or -1. */
static int
best_of_type (Decide *d, HdActionType type, double *value)
{
  int best = -1;

  *value = -G_MAXDOUBLE;
  for (guint k = 0; k < d->candidates->len; k++)
    if (cand (d, k)->type == type)
      {
        double v = value_after (d, cand (d, k), HD_EVALUATE_QUICK);
        if (v > *value)
          {
            *value = v;
            best = (int) k;
          }
      }
  return best;
}

static int
percent (double p)
{
  return (int) (p * 100 + 0.5);
}

/* -- the Combat Segment's choice of battle (5.0) ---------------------- */

static gboolean
decide_battles (Decide *d)
{
  int best = -1;
  double best_p = -1;
  int contain = find_type (d, HD_ACTION_CONTAIN);

  for (guint k = 0; k < d->candidates->len; k++)
    if (cand (d, k)->type == HD_ACTION_BATTLE)
      {
        double p = hd_evaluate_battle_odds (d->state, cand (d, k)->box, d->side);
        if (p > best_p)
          {
            best_p = p;
            best = (int) k;
          }
      }
  if (best < 0)
    return FALSE;
  /* Advanced 4.0: contain a landing rather than fight it at poor odds */
  if (contain >= 0 && best_p < 0.5)
    {
      take (d, cand (d, contain), 0,
            /* TRANSLATORS: %s is a box; %d a percentage */
            g_strdup_printf (_("Contain the landing at %s rather than fight it at %d %% to win."),
                             box_name (d->state, cand (d, contain)->box), percent (best_p)));
      return TRUE;
    }
  take (d, cand (d, best), best_p,
        /* TRANSLATORS: %s is a box; %u the attacking units, %u the defending ones; %d a percentage */
        g_strdup_printf (ngettext ("Fight at %s first: %u unit against %u, %d %% to win.",
                                   "Fight at %s first: %u units against %u, %d %% to win.",
                                   hd_state_count_units_at (d->state, cand (d, best)->box, d->side)),
                         box_name (d->state, cand (d, best)->box),
                         hd_state_count_units_at (d->state, cand (d, best)->box, d->side),
                         hd_state_count_units_at (d->state, cand (d, best)->box, hd_side_get_enemy (d->side)),
                         percent (best_p)));
  return TRUE;
}

/* -- a battle under way (5.1-5.6) -------------------------------------- */

/* The reinforcement (5.5) that raises the chance most, or -1. */
static int
best_reinforcement (Decide *d, double now, guint32 seed, double *after)
{
  int best = -1;

  *after = now;
  for (guint k = 0; k < d->candidates->len; k++)
    {
      const HdAction *a = cand (d, k);
      g_autoptr(HdState) copy = NULL;
      double p;

      if (a->type != HD_ACTION_REINFORCE && a->type != HD_ACTION_LEADER_REINFORCE)
        continue;
      copy = hd_state_copy (d->state);
      if (!hd_action_apply (a, copy, NULL))
        continue;
      p = battle_chance (copy, d->side, seed, REINFORCEMENT_SAMPLES, &d->exact_left);
      if (p > *after + REINFORCE_GAIN)
        {
          *after = p;
          best = (int) k;
        }
    }
  return best;
}

static gboolean
decide_battle (Decide *d)
{
  guint box = hd_battle_get_box (d->state);
  guint32 seed = hd_odds_seed (d->state);
  double now = battle_chance (d->state, d->side, seed, MONTE_CARLO_SAMPLES, &d->exact_left), after, v;
  int k;

  k = find_type (d, HD_ACTION_WITHDRAW) >= 0 && now < WITHDRAW_BELOW ? best_of_type (d, HD_ACTION_WITHDRAW, &v) : -1;
  if (k >= 0)
    {
      take (d, cand (d, k), v,
            /* TRANSLATORS: %s is a box; %d a percentage */
            g_strdup_printf (_("Withdraw the cavalry to %s: only %d %% to hold %s."),
                             box_name (d->state, cand (d, k)->to), percent (now), box_name (d->state, box)));
      return TRUE;
    }
  k = find_type (d, HD_ACTION_RETREAT) >= 0 && now < RETREAT_BELOW ? best_of_type (d, HD_ACTION_RETREAT, &v) : -1;
  if (k >= 0)
    {
      take (d, cand (d, k), v,
            g_strdup_printf (_("Retreat to %s: only %d %% to win at %s by staying."),
                             box_name (d->state, cand (d, k)->to), percent (now), box_name (d->state, box)));
      return TRUE;
    }
  k = best_reinforcement (d, now, seed, &after);
  if (k >= 0)
    {
      g_autofree char *what = describe (d, cand (d, k));
      take (d, cand (d, k), after,
            /* TRANSLATORS: %s describes the reinforcement; %d percentages */
            g_strdup_printf (_("%s: the chance to win rises from %d %% to %d %%."), what, percent (now),
                             percent (after)));
      return TRUE;
    }
  k = find_type (d, HD_ACTION_FIRE);
  if (k < 0)
    return FALSE;
  /* the first fire candidate is the default targets (hd_battle_default_targets):
   * every enemy unit covered, the strongest shots on the weakest defences */
  take (d, cand (d, k), now,
        /* TRANSLATORS: %s is a box; %u the side's units, %u the enemy's; %d a percentage */
        g_strdup_printf (ngettext ("Fire at %s: %u unit against %u, %d %% to win the battle.",
                                   "Fire at %s: %u units against %u, %d %% to win the battle.",
                                   hd_state_count_units_at (d->state, box, d->side)),
                         box_name (d->state, box),
                         hd_state_count_units_at (d->state, box, d->side),
                         hd_state_count_units_at (d->state, box, hd_side_get_enemy (d->side)), percent (now)));
  return TRUE;
}

/* -- promotions and recruits, by their gain ---------------------------- */

typedef struct {
  guint  k;
  double quick;
} Ranked;

static int
compare_ranked (gconstpointer a, gconstpointer b)
{
  const Ranked *x = a, *y = b;
  return x->quick < y->quick ? 1 : x->quick > y->quick ? -1 : (int) x->k - (int) y->k;
}

/* The best of the candidates of @types (END_SEGMENT counted as "no more")
 * by the full evaluation of the quick evaluation's best few.  FALSE when
 * none is of those types. */
static gboolean
decide_by_gain (Decide *d, const HdActionType *types, guint n_types)
{
  g_autoptr(GArray) ranked = g_array_new (FALSE, FALSE, sizeof (Ranked));
  guint finalists = d->hard ? FINALISTS_HARD : FINALISTS_NORMAL;
  double now = hd_evaluate (d->state, d->side, d->weights, HD_EVALUATE_FULL, NULL);
  double best = now;
  int chosen = -1, end = find_type (d, HD_ACTION_END_SEGMENT);

  for (guint k = 0; k < d->candidates->len; k++)
    for (guint t = 0; t < n_types; t++)
      if (cand (d, k)->type == types[t])
        {
          Ranked r = { k, value_after (d, cand (d, k), HD_EVALUATE_QUICK) };
          g_array_append_val (ranked, r);
        }
  if (ranked->len == 0)
    return FALSE;
  g_array_sort (ranked, compare_ranked);
  for (guint i = 0; i < ranked->len && i < finalists; i++)
    {
      guint k = g_array_index (ranked, Ranked, i).k;
      double v = value_after (d, cand (d, k), HD_EVALUATE_FULL);
      if (v > best)
        {
          best = v;
          chosen = (int) k;
        }
    }
  if (chosen < 0 && end >= 0)
    {
      take (d, cand (d, end), now, g_strdup (_("End the segment: nothing left would improve the position.")));
      return TRUE;
    }
  if (chosen < 0)
    chosen = (int) g_array_index (ranked, Ranked, 0).k;
  {
    g_autofree char *what = describe (d, cand (d, chosen));
    take (d, cand (d, chosen), best,
          /* TRANSLATORS: %s describes the action; %+.1f its gain in the evaluation */
          g_strdup_printf (_("%s: the best gain of its kind (%+.1f), with the enemy's reach weighed."), what,
                           best - now));
  }
  return TRUE;
}

/* -- everything else ----------------------------------------------------- */

const char *
hd_tactics_roll_reason (const HdAction *a)
{
  g_return_val_if_fail (a != NULL, NULL);
  switch (a->type)
    {
    case HD_ACTION_ROLL_MARCHES:
      return _("Roll the die for marches (4.0).");
    case HD_ACTION_ROLL_PROMOTION:
      return _("Roll the die for a second promotion (6.2).");
    case HD_ACTION_ROLL_RECRUITMENT:
      return _("Roll the die for Recruitment Points (7.0).");
    case HD_ACTION_ROLL_WASHINGTON:
      return _("Roll the die for the fall of Washington (Advanced 6.0).");
    case HD_ACTION_ROLL_LEADERSHIP:
      return _("Roll the die for the day's battlefield leadership (Advanced 7.0).");
    case HD_ACTION_ROLL_BORDER:
      return _("Roll the die for a border state's support (Advanced 8.3).");
    case HD_ACTION_MORALE:
      return _("Roll the morale checks (Advanced 8.1).");
    case HD_ACTION_DESERTION:
      return _("Roll the desertion checks (Advanced 8.12).");
    case HD_ACTION_FIRE:
      return _("Roll the battle round's fire (5.1).");
    default:
      return _("Roll the dice.");
    }
}

/* A die (or a die a unit) to roll, or the only choice there is. */
static void
decide_only (Decide *d)
{
  g_autofree char *what = NULL;

  if (hd_candidates_is_template (cand (d, 0)))
    {
      take (d, cand (d, 0), 0, g_strdup (hd_tactics_roll_reason (cand (d, 0))));
      return;
    }
  what = describe (d, cand (d, 0));
  /* TRANSLATORS: %s describes the action, the only one the rules allow now */
  take (d, cand (d, 0), 0, g_strdup_printf (_("%s: the only choice."), what));
}

/* The candidate the quick evaluation likes best (the rarer decisions of
 * the Advanced Game: supply losses, leaders, rallies, crossings). */
static void
decide_quick (Decide *d)
{
  double best = -G_MAXDOUBLE;
  guint chosen = 0;
  g_autofree char *what = NULL;

  for (guint k = 0; k < d->candidates->len; k++)
    {
      double v = hd_candidates_is_template (cand (d, k)) ? -G_MAXDOUBLE / 2
                                                         : value_after (d, cand (d, k), HD_EVALUATE_QUICK);
      if (v > best)
        {
          best = v;
          chosen = k;
        }
    }
  what = describe (d, cand (d, chosen));
  /* TRANSLATORS: %s describes the action */
  take (d, cand (d, chosen), best, g_strdup_printf (_("%s: the best of the choices for the position."), what));
}

HdSide
hd_tactics_deciding_side (const HdState   *state,
                          const HdAwaited *awaited)
{
  g_return_val_if_fail (state != NULL && awaited != NULL, HD_SIDE_NEUTRAL);
  return awaited->side == HD_SIDE_UNION || awaited->side == HD_SIDE_CONFEDERATE ? awaited->side
                                                                                 : hd_state_get_player (state);
}

guint
hd_tactics_greedy (const HdState   *state,
                   GArray          *candidates,
                   HdSide           side,
                   const HdWeights *weights,
                   double          *value,
                   double          *now_out)
{
  double now = hd_evaluate (state, side, weights, HD_EVALUATE_QUICK, NULL);
  double best = -G_MAXDOUBLE;
  guint chosen = 0;

  g_return_val_if_fail (candidates->len > 0, 0);
  for (guint k = 0; k < candidates->len; k++)
    {
      const HdAction *a = &g_array_index (candidates, HdAction, k);
      double v = candidates->len == 1 || hd_candidates_is_template (a)
                   ? now : hd_evaluate_after (state, a, side, weights, HD_EVALUATE_QUICK);
      if (v > best)
        {
          best = v;
          chosen = k;
        }
    }
  *value = best;
  if (now_out != NULL)
    *now_out = now;
  return chosen;
}

void
hd_tactics_decide (const HdState   *state,
                   GArray          *candidates,
                   const HdWeights *weights,
                   gboolean         hard,
                   HdAction        *out,
                   double          *value,
                   char           **reason)
{
  HdAwaited awaited = hd_action_get_decision (state);
  Decide d = { state, candidates, weights, hard, hd_tactics_deciding_side (state, &awaited), DECISION_MAX_POSITIONS,
               out, value, reason };
  static const HdActionType promote[] = { HD_ACTION_PROMOTE };
  static const HdActionType muster[] = { HD_ACTION_RECRUIT, HD_ACTION_RECOVER };

  g_return_if_fail (candidates->len > 0);
  if (awaited.sort == HD_AWAITS_DIE || (candidates->len == 1 && awaited.kind != HD_AWAITED_BATTLE &&
                                         awaited.kind != HD_AWAITED_BATTLES))
    {
      decide_only (&d);
      return;
    }
  /* a promotion after a battle won (6.0) comes before the next battle */
  if (awaited.kind == HD_AWAITED_BATTLES || awaited.kind == HD_AWAITED_COMBAT || awaited.kind == HD_AWAITED_PROMOTION)
    if (decide_by_gain (&d, promote, G_N_ELEMENTS (promote)))
      return;
  if (awaited.kind == HD_AWAITED_BATTLES && decide_battles (&d))
    return;
  if (awaited.kind == HD_AWAITED_BATTLE && decide_battle (&d))
    return;
  if (awaited.kind == HD_AWAITED_RECRUITMENT && decide_by_gain (&d, muster, G_N_ELEMENTS (muster)))
    return;
  decide_quick (&d);
}
