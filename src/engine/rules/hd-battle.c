/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-battle.c: battles, rules 5.0-5.7.  A battle is a box holding both
 * sides' units; the player whose turn it is attacks.  Each round the
 * defender fires first, then the attacker; from round 2 each side may first
 * retreat (ending the battle) or reinforce.  Every shot is checked against
 * the announced targets and resolved with the die the players rolled. */
#define G_LOG_DOMAIN "hd-battle"

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "hd-rules.h"
#include "hd-battle.h"
#include "hd-battle-private.h"
#include "hd-command.h"
#include "hd-hooks.h"
#include "hd-state-private.h"
#include "hd-turn.h"

static gboolean
is_recruitment_city (const HdBox *box)
{
  return box->recruit_union > 0 || box->recruit_confederate > 0;
}

static gboolean
connected (HdMap *map, guint a, guint b)
{
  return hd_map_line_types_between (map, hd_map_get_box (map, a), hd_map_get_box (map, b)) != 0;
}

gboolean
hd_battle_in_progress (const HdState *state)
{
  g_return_val_if_fail (state != NULL, FALSE);
  return state->battle_box != HD_NO_BOX;
}

gboolean
hd_battle_get_outcome (const HdState   *state,
                       HdBattleOutcome *out)
{
  g_return_val_if_fail (state != NULL && out != NULL, FALSE);
  if (state->battle_box != HD_NO_BOX || state->outcome.how == HD_BATTLE_ENDED_NONE)
    {
      memset (out, 0, sizeof *out);
      return FALSE;
    }
  *out = state->outcome;
  return TRUE;
}

guint
hd_battle_get_box (const HdState *state)
{
  g_return_val_if_fail (state != NULL, HD_NO_BOX);
  return state->battle_box;
}

guint
hd_battle_get_round (const HdState *state)
{
  g_return_val_if_fail (state != NULL, 0);
  return state->battle_round;
}

HdSide
hd_battle_get_firing_side (const HdState *state)
{
  g_return_val_if_fail (state != NULL, HD_SIDE_NEUTRAL);
  return state->battle_firing;
}

HdSide
hd_battle_get_attacker (const HdState *state)
{
  g_return_val_if_fail (state != NULL, HD_SIDE_NEUTRAL);
  return state->player;
}

GArray *
hd_battle_get_units (const HdState *state,
                     HdSide         side)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));

  g_return_val_if_fail (state != NULL, out);
  for (guint i = 0; i < state->units->len && state->battle_box != HD_NO_BOX; i++)
    {
      const HdBoardUnit *bu = hd_state_unit_at (state, i);
      if (bu->box == state->battle_box && bu->unit.side == side && !bu->move.routed)
        g_array_append_val (out, bu->id);
    }
  if (side == HD_SIDE_CONFEDERATE && hd_battle_garrison_fights (state))
    {
      guint id = HD_GARRISON_ID;
      g_array_append_val (out, id);
    }
  return out;
}

gboolean
hd_battle_garrison_fights (const HdState *state)
{
  g_return_val_if_fail (state != NULL, FALSE);
  return state->battle_box != HD_NO_BOX && state->garrison_fights && state->garrison[state->battle_box] > 0;
}

guint
hd_battle_get_garrison (const HdState *state,
                        guint          box)
{
  g_return_val_if_fail (state != NULL && box < hd_map_get_n_boxes (state->map), 0);
  return hd_state_has_option (state, "advanced-5.0") ? state->garrison[box] : 0;
}

/* The garrison in a battle line: its city's recruitment value, always
 * entrenched, never crossing, two hits (Advanced 5.0). */
static HdBattleUnit
garrison_unit (const HdState *state)
{
  HdBattleUnit g = { 0 };

  g.id = HD_GARRISON_ID;
  g.kind = HD_KIND_MI;
  g.entrenched = TRUE;
  g.health = state->garrison[state->battle_box];
  g.value = (int) hd_map_get_box (state->map, state->battle_box)->recruit_confederate;
  return g;
}

/* Whether unit @unit_id crossed a river side (or landed from the sea) to
 * attack and the defender still fires at +1 at it this round (5.34). */
gboolean
hd_battle_unit_crossing_counts (const HdState *state,
                                guint          unit_id)
{
  const HdBoardUnit *bu;

  g_return_val_if_fail (state != NULL, FALSE);
  bu = hd_state_unit_by_id (state, unit_id);
  return bu != NULL && state->battle_box != HD_NO_BOX && bu->box == state->battle_box &&
         hd_battle_river_counts (TRUE, state->battle_round, bu->move.crossed);
}

/* Whether any unit in the battle is such a unit (the panel's badge). */
gboolean
hd_battle_crossing_counts (const HdState *state)
{
  g_return_val_if_fail (state != NULL, FALSE);
  for (guint i = 0; i < state->units->len && state->battle_box != HD_NO_BOX; i++)
    if (hd_battle_unit_crossing_counts (state, hd_state_unit_at (state, i)->id))
      return TRUE;
  return FALSE;
}

/* ------------------------------------------------------------- a shot */

int
hd_battle_get_modifier (HdShotModifier modifier)
{
  g_return_val_if_fail ((guint) modifier < HD_N_SHOT_MODIFIERS, 0);
  return hd_battle_modifiers[modifier];
}

int
hd_battle_get_defensive_value (HdUnitKind kind)
{
  return hd_unit_kind_has_defensive_value (kind) ? hd_battle_modifiers[HD_MODIFIER_CRACK] : 0;
}

guint
hd_battle_get_river_rounds (void)
{
  return HD_RIVER_ROUNDS;
}

static void
need_for (const HdBoardUnit *shooter, const HdBoardUnit *target, gboolean defender_fires, guint round,
          HdShotNeed *need)
{
  need->base = (int) hd_unit_kind_get_combat_value (shooter->unit.kind);
  need->entrenched = target->unit.entrenched;
  need->crack = hd_unit_kind_has_defensive_value (target->unit.kind);
  need->river = hd_battle_river_counts (defender_fires, round, target->move.crossed);
  need->plus = 0;
  need->value = hd_battle_shot_value (need->base, need->entrenched, need->crack, need->river);
}

/* A shot of or at the coastal garrison (Advanced 5.0): it defends, so it
 * fires at +1 at invaders in the first two rounds (5.34), and is always
 * entrenched (5.31). */
static gboolean
garrison_need (const HdState *state, guint shooter, guint target, HdShotNeed *need)
{
  const HdBoardUnit *other = hd_state_unit_by_id (state, shooter == HD_GARRISON_ID ? target : shooter);
  HdBattleUnit g;

  if (!hd_battle_garrison_fights (state) || other == NULL || other->unit.side != HD_SIDE_UNION ||
      shooter == target)
    return FALSE;
  g = garrison_unit (state);
  if (shooter == HD_GARRISON_ID)
    {
      need->base = g.value;
      need->entrenched = other->unit.entrenched;
      need->crack = hd_unit_kind_has_defensive_value (other->unit.kind);
      need->river = hd_battle_river_counts (TRUE, state->battle_round, other->move.crossed);
    }
  else
    {
      need->base = (int) hd_unit_kind_get_combat_value (other->unit.kind);
      need->entrenched = TRUE;
      need->crack = FALSE;
      need->river = FALSE;
    }
  need->plus = 0;
  need->value = hd_battle_shot_value (need->base, need->entrenched, need->crack, need->river);
  return TRUE;
}

gboolean
hd_battle_shot_need (const HdState *state,
                     guint          shooter,
                     guint          target,
                     HdShotNeed    *need)
{
  const HdBoardUnit *s, *t;

  g_return_val_if_fail (state != NULL && need != NULL, FALSE);
  if (shooter == HD_GARRISON_ID || target == HD_GARRISON_ID)
    return garrison_need (state, shooter, target, need);
  s = hd_state_unit_by_id (state, shooter);
  t = hd_state_unit_by_id (state, target);
  if (s == NULL || t == NULL || s->unit.side == t->unit.side)
    return FALSE;
  need_for (s, t, s->unit.side != state->player, state->battle_round, need);
  return TRUE;
}

gboolean
hd_battle_shot_need_for (const HdState *state,
                         const HdShot  *shot,
                         HdShotNeed    *need)
{
  g_return_val_if_fail (shot != NULL, FALSE);
  if (!hd_battle_shot_need (state, shot->shooter, shot->target, need))
    return FALSE;
  /* a leader's pluses raise the piece's rating (Advanced 8.2.2) */
  need->plus = (int) shot->plus;
  need->value += need->plus;
  return TRUE;
}

/* "hits on 1-3", or with what changed it, "hits on 1-3: 2, +1 river
 * crossing (5.34)": whole sentences for translators, the changes a list
 * joined with a translatable separator, no brackets within brackets. */
char *
hd_battle_describe_need (const HdShotNeed *need)
{
  g_autoptr(GPtrArray) terms = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *changes = NULL;

  if (need->plus > 0)
    /* TRANSLATORS: a leader's pluses on a shot (Advanced 8.2.2) */
    g_ptr_array_add (terms, g_strdup_printf (_("+%d from a leader (Advanced 8.2.2)"), need->plus));
  if (need->river)
    g_ptr_array_add (terms, g_strdup (_("+1 river crossing (5.34)")));
  if (need->entrenched)
    g_ptr_array_add (terms, g_strdup (_("-1 entrenched (5.31)")));
  if (need->crack)
    g_ptr_array_add (terms, g_strdup (_("-1 crack infantry (5.32)")));
  if (terms->len == 0)
    {
      if (need->value <= 0)
        return g_strdup (_("cannot hit: an impossible shot (rule 5.33)"));
      if (need->value == 1)
        return g_strdup (_("hits on 1"));
      /* TRANSLATORS: a shot hits on a die of 1 up to this number (rule 5.1) */
      return g_strdup_printf (_("hits on 1-%d"), MIN (need->value, 6));
    }
  g_ptr_array_add (terms, NULL);
  /* TRANSLATORS: between the changes to a shot's number, "+1 river
   * crossing (5.34), -1 entrenched (5.31)" */
  changes = g_strjoinv (_(", "), (char **) terms->pdata);
  if (need->value <= 0)
    /* TRANSLATORS: an impossible shot (rule 5.33): %1$d the unit's combat
     * value, %2$s what changed it ("-1 entrenched (5.31)") */
    return g_strdup_printf (_("cannot hit, an impossible shot (rule 5.33): %1$d, %2$s"), need->base, changes);
  if (need->value == 1)
    /* TRANSLATORS: %1$d the unit's combat value, %2$s what changed it */
    return g_strdup_printf (_("hits on 1: %1$d, %2$s"), need->base, changes);
  /* TRANSLATORS: a shot hits on a die of 1 up to %1$d (rule 5.1): %2$d the
   * unit's combat value, %3$s what changed it ("+1 river crossing (5.34)") */
  return g_strdup_printf (_("hits on 1-%1$d: %2$d, %3$s"), MIN (need->value, 6), need->base, changes);
}

/* --------------------------------------------------------- the targets */

int
hd_battle_unit_compare_class (const HdBattleUnit *a, const HdBattleUnit *b)
{
  if (a->kind != b->kind)
    return (int) a->kind - (int) b->kind;
  if (a->entrenched != b->entrenched)
    return a->entrenched - b->entrenched;
  if (a->value != b->value)   /* a coastal garrison of 2 is no militia (Advanced 5.0) */
    return a->value - b->value;
  return a->crossed - b->crossed;
}

int
hd_battle_unit_compare (const HdBattleUnit *a, const HdBattleUnit *b)
{
  int c = hd_battle_unit_compare_class (a, b);
  return c != 0 ? c : a->health - b->health;
}

/* Rules 5.1 and 5.2 for an assignment: @target[i] is the index in @t of
 * the unit shooter i fires at.
 *
 * Without 5.2, every enemy unit is a target of at least one shooter if
 * there are enough shooters (5.1).  With 5.2, read as a rule on the whole
 * round: cavalry fire at enemy cavalry until every enemy cavalry unit is a
 * target of cavalry, and only the cavalry beyond that may gang up or fire
 * at infantry; infantry fire at cavalry only once every enemy infantry unit
 * is a target, and may always leave enemy cavalry alone to gang up on
 * infantry ("Even then, the Infantry units may always choose to ignore any
 * enemy Cavalry units...").  So with 5.2 the cover of 5.1 asks only that
 * enemy infantry be covered as far as the shooters free to fire at it
 * allow: every infantry shooter, and the cavalry shooters left over once
 * each enemy cavalry unit has one. */
gboolean
hd_battle_line_check (const HdBattleUnit *s, guint ns, const HdBattleUnit *t, guint nt, const guint *target, gboolean like_targets,
                      GError **error)
{
  guint hits[HD_MAX_SHOTS] = { 0 }, cav_hits[HD_MAX_SHOTS] = { 0 };
  guint covered = 0, n_cav_shooters = 0, n_enemy_cav = 0, cav_covered = 0, inf_covered = 0;
  gboolean all_infantry_covered = TRUE;

  for (guint i = 0; i < ns; i++)
    {
      hits[target[i]]++;
      if (hd_battle_unit_is_cavalry (&s[i]))
        {
          cav_hits[target[i]]++;
          n_cav_shooters++;
        }
    }
  for (guint j = 0; j < nt; j++)
    {
      covered += hits[j] > 0;
      if (hd_battle_unit_is_cavalry (&t[j]))
        {
          n_enemy_cav++;
          cav_covered += cav_hits[j] > 0;
        }
      else if (hits[j] == 0)
        all_infantry_covered = FALSE;
      else
        inf_covered++;
    }
  if (!like_targets)
    {
      if (covered < MIN (ns, nt))
        return hd_rules_refuse (error, "5.1", _("every enemy unit must be fired at by at least one unit before any "
                                                "gangs up on one (impossible shots count, rule 5.33)"));
      return TRUE;
    }
  if (cav_covered < MIN (n_cav_shooters, n_enemy_cav))
    return hd_rules_refuse (error, "5.2", _("cavalry must fire at enemy cavalry, each enemy cavalry unit a target of "
                                            "one, before any cavalry gangs up or fires at infantry"));
  for (guint i = 0; i < ns; i++)
    if (!hd_battle_unit_is_cavalry (&s[i]) && hd_battle_unit_is_cavalry (&t[target[i]]) && !all_infantry_covered)
      return hd_rules_refuse (error, "5.2", _("infantry may fire at cavalry only once every enemy infantry unit is "
                                              "a target this round"));
  {
    guint free_for_infantry = (ns - n_cav_shooters) + (n_cav_shooters > n_enemy_cav ? n_cav_shooters - n_enemy_cav : 0);
    if (inf_covered < MIN (nt - n_enemy_cav, free_for_infantry))
      return hd_rules_refuse (error, "5.1", _("every enemy infantry unit must be fired at by at least one unit before "
                                              "any gangs up on one (impossible shots count, rule 5.33)"));
  }
  return TRUE;
}

/* Whether shooter @s may take target @j now, in the greedy allotment:
 * @hits and @cav_hits count the shots (and cavalry shots) given so far,
 * @cav_left and @inf_left the enemy cavalry not yet a target of cavalry
 * and the enemy infantry not yet a target. */
static gboolean
may_target (const HdBattleUnit *s, const HdBattleUnit *t, guint j, const guint *cav_hits, guint cav_left, guint inf_left,
            gboolean like_targets)
{
  if (!like_targets)
    return TRUE;
  if (hd_battle_unit_is_cavalry (s))
    return cav_left == 0 || (hd_battle_unit_is_cavalry (&t[j]) && cav_hits[j] == 0);
  return !hd_battle_unit_is_cavalry (&t[j]) || inf_left == 0;
}

typedef struct {
  guint hits[HD_MAX_SHOTS], cav_hits[HD_MAX_SHOTS];
  guint cav_left, inf_left;
} Tally;

static void
tally_shot (Tally *y, const HdBattleUnit *s, const HdBattleUnit *t, guint j, guint *slot_of_shooter, guint i)
{
  if (hd_battle_unit_is_cavalry (&t[j]) ? (hd_battle_unit_is_cavalry (s) && y->cav_hits[j] == 0) : y->hits[j] == 0)
    {
      if (hd_battle_unit_is_cavalry (&t[j]))
        y->cav_left--;
      else
        y->inf_left--;
    }
  y->hits[j]++;
  if (hd_battle_unit_is_cavalry (s))
    y->cav_hits[j]++;
  slot_of_shooter[i] = j;
}

/* The allotment: first every enemy unit covered, the hardest to hit first
 * and by the weakest shot allowed (so that the good shots are free, as in
 * 5.33's example), then the other shooters where they hit most often,
 * spread over the units they may take.  Health is never looked at, and
 * ties go to the first in class order, so the result depends only on the
 * classes and numbers in the two lines. */
void
hd_battle_line_allot (const HdBattleUnit *s, guint ns, const HdBattleUnit *t, guint nt, gboolean defender_fires, guint round,
                      gboolean like_targets, guint *slot)
{
  Tally y = { { 0 }, { 0 }, 0, 0 };
  gboolean done[HD_MAX_SHOTS] = { FALSE }, skipped[HD_MAX_SHOTS] = { FALSE };
  guint n_done = 0;

  if (nt == 0)
    return;
  for (guint j = 0; j < nt; j++)
    {
      if (hd_battle_unit_is_cavalry (&t[j]))
        y.cav_left++;
      else
        y.inf_left++;
    }
  /* cover: the hardest target first, with the weakest shooter allowed */
  for (guint pass = 0; pass < nt && n_done < ns; pass++)
    {
      int best_t = -1, best_hard = G_MININT, best_s = -1, best_v = G_MAXINT;

      for (guint j = 0; j < nt; j++)
        {
          int hard;
          if (y.hits[j] > 0 || skipped[j])
            continue;
          hard = (t[j].entrenched ? 2 : 0) + (hd_unit_kind_has_defensive_value (t[j].kind) ? 2 : 0);
          /* with 5.2 the cavalry first, so that cavalry shooters cover it */
          if (like_targets && hd_battle_unit_is_cavalry (&t[j]))
            hard += 10;
          if (hard > best_hard)
            {
              best_hard = hard;
              best_t = (int) j;
            }
        }
      if (best_t < 0)
        break;
      for (guint i = 0; i < ns; i++)
        {
          int v;
          if (done[i] || !may_target (&s[i], t, (guint) best_t, y.cav_hits, y.cav_left, y.inf_left, like_targets))
            continue;
          v = hd_battle_unit_value_against (&s[i], &t[best_t], defender_fires, round) * 10 + s[i].value;
          if (v < best_v)
            {
              best_v = v;
              best_s = (int) i;
            }
        }
      if (best_s < 0)
        {
          skipped[best_t] = TRUE;   /* nobody may cover it now */
          continue;
        }
      tally_shot (&y, &s[best_s], t, (guint) best_t, slot, (guint) best_s);
      done[best_s] = TRUE;
      n_done++;
    }
  /* the rest: where they hit most often, spread over the targets */
  for (guint i = 0; i < ns; i++)
    {
      double best = -1;
      int best_t = 0;

      if (done[i])
        continue;
      for (guint j = 0; j < nt; j++)
        {
          double score = hd_battle_unit_value_against (&s[i], &t[j], defender_fires, round) / 6.0 / (1.0 + 0.7 * y.hits[j]);
          if (!may_target (&s[i], t, j, y.cav_hits, y.cav_left, y.inf_left, like_targets))
            continue;
          if (score > best)
            {
              best = score;
              best_t = (int) j;
            }
        }
      tally_shot (&y, &s[i], t, (guint) best_t, slot, i);
      done[i] = TRUE;
    }
}

void
hd_battle_line_spread (const HdBattleUnit *s, guint ns, const HdBattleUnit *t, guint lo, guint n, const guint *slot,
                       gboolean defender_fires, guint round, guint *unit)
{
  guint order[HD_MAX_SHOTS], k = 0;

  for (guint i = 0; i < ns; i++)
    if (slot[i] >= lo && slot[i] < lo + n)
      order[k++] = i;
  /* cavalry first, then the strongest shot, then the first (insertion sort, stable) */
  for (guint a = 1; a < k; a++)
    {
      guint x = order[a], b = a;
      int vx = hd_battle_unit_value_against (&s[x], &t[lo], defender_fires, round);
      while (b > 0)
        {
          guint y = order[b - 1];
          int vy = hd_battle_unit_value_against (&s[y], &t[lo], defender_fires, round);
          gboolean before = hd_battle_unit_is_cavalry (&s[x]) != hd_battle_unit_is_cavalry (&s[y])
                              ? hd_battle_unit_is_cavalry (&s[x]) : vx > vy;
          if (!before)
            break;
          order[b] = y;
          b--;
        }
      order[b] = x;
    }
  for (guint j = 0; j < k; j++)
    unit[order[j]] = j % n;
}

static void
sort_indices (const HdBattleUnit *u, guint n, int (*compare) (const HdBattleUnit *, const HdBattleUnit *), guint *order)
{
  for (guint i = 0; i < n; i++)
    {
      guint j = i;
      while (j > 0 && compare (&u[order[j - 1]], &u[i]) > 0)
        {
          order[j] = order[j - 1];
          j--;
        }
      order[j] = i;
    }
}

void
hd_battle_line_assign (const HdBattleUnit *s, guint ns, const HdBattleUnit *t, guint nt, gboolean defender_fires, guint round,
                       gboolean like_targets, guint *target)
{
  guint os[HD_MAX_SHOTS], ot[HD_MAX_SHOTS], slot[HD_MAX_SHOTS] = { 0 }, unit[HD_MAX_SHOTS] = { 0 };
  HdBattleUnit ss[HD_MAX_SHOTS], ts[HD_MAX_SHOTS];

  if (nt == 0)
    return;
  sort_indices (s, ns, hd_battle_unit_compare_class, os);
  sort_indices (t, nt, hd_battle_unit_compare, ot);
  for (guint i = 0; i < ns; i++)
    ss[i] = s[os[i]];
  for (guint j = 0; j < nt; j++)
    ts[j] = t[ot[j]];
  hd_battle_line_allot (ss, ns, ts, nt, defender_fires, round, like_targets, slot);
  for (guint lo = 0, hi; lo < nt; lo = hi)
    {
      for (hi = lo + 1; hi < nt && hd_battle_unit_compare_class (&ts[lo], &ts[hi]) == 0; hi++)
        ;
      hd_battle_line_spread (ss, ns, ts, lo, hi - lo, slot, defender_fires, round, unit);
      for (guint i = 0; i < ns; i++)
        if (slot[i] >= lo && slot[i] < hi)
          target[os[i]] = ot[lo + unit[i]];
    }
}

/* The units of @side in the battle, those fighting or (@routed) those
 * routed (Advanced 8.1), as battle-line values. */
static guint
line_collect (const HdState *state, HdSide side, gboolean routed, HdBattleUnit *out)
{
  guint n = 0;

  for (guint i = 0; i < state->units->len; i++)
    {
      const HdBoardUnit *bu = hd_state_unit_at (state, i);
      if (bu->box != state->battle_box || bu->unit.side != side || bu->move.routed != routed || n >= HD_MAX_SHOTS)
        continue;
      out[n].id = bu->id;
      out[n].kind = bu->unit.kind;
      out[n].entrenched = bu->unit.entrenched;
      out[n].crossed = bu->move.crossed;
      out[n].health = bu->unit.reduced ? 1 : 2;
      out[n].cls = 0;
      out[n].value = (int) hd_unit_kind_get_combat_value (bu->unit.kind);
      out[n].cavalry = hd_unit_kind_get_type (bu->unit.kind) == HD_CAVALRY;
      n++;
    }
  return n;
}

/* a routed unit neither fires nor is fired at (Advanced 8.1) */
guint
hd_battle_line_get (const HdState *state, HdSide side, HdBattleUnit *out)
{
  guint n = line_collect (state, side, FALSE, out);

  if (side == HD_SIDE_CONFEDERATE && hd_battle_garrison_fights (state) && n < HD_MAX_SHOTS)
    out[n++] = garrison_unit (state);
  return n;
}

guint
hd_battle_line_get_routed (const HdState *state, HdSide side, HdBattleUnit *out)
{
  return line_collect (state, side, TRUE, out);
}

guint
hd_battle_line_compact (HdBattleUnit *line, guint n)
{
  guint m = 0;

  for (guint i = 0; i < n; i++)
    if (line[i].health > 0)
      line[m++] = line[i];
  /* lines are short and nearly sorted: insertion sort */
  for (guint i = 1; i < m; i++)
    {
      HdBattleUnit x = line[i];
      guint j = i;
      while (j > 0 && hd_battle_unit_compare (&line[j - 1], &x) > 0)
        {
          line[j] = line[j - 1];
          j--;
        }
      line[j] = x;
    }
  return m;
}

/* ------------------------------------------------ Advanced 7.0: days */

guint
hd_battle_get_day (const HdState *state)
{
  g_return_val_if_fail (state != NULL, 0);
  return hd_battle_day_of_round (state->battle_round);
}

guint
hd_battle_get_round_of_day (const HdState *state)
{
  g_return_val_if_fail (state != NULL, 0);
  return hd_battle_round_in_day (state->battle_round);
}

static gboolean
side_ok (HdSide side)
{
  return side == HD_SIDE_UNION || side == HD_SIDE_CONFEDERATE;
}

guint
hd_battle_get_leadership (const HdState *state,
                          HdSide         side)
{
  g_return_val_if_fail (state != NULL, 0);
  if (!side_ok (side) || state->battle_box == HD_NO_BOX || state->lead_day[side] != hd_battle_get_day (state))
    return 0;
  /* the leaders present add their values each day (Advanced 8.2.2) */
  return state->lead_value[side] + hd_hooks_battle_pluses (state, side, NULL);
}

gboolean
hd_battle_needs_leadership (const HdState *state,
                            HdSide         side)
{
  g_return_val_if_fail (state != NULL, FALSE);
  return side_ok (side) && state->battle_box != HD_NO_BOX && hd_state_has_option (state, "advanced-7.0") &&
         state->lead_day[side] != hd_battle_get_day (state);
}

guint
hd_battle_get_firing_limit (const HdState *state,
                            HdSide         side)
{
  g_return_val_if_fail (state != NULL, 0);
  if (!hd_state_has_option (state, "advanced-7.0"))
    return HD_MAX_SHOTS;
  return hd_battle_firing_limit_of (hd_battle_get_leadership (state, side));
}

/* "This value is added to one-half (rounded up) of the previous day's
 * battlefield leadership value" (Advanced 7.0). */
guint
hd_battle_leadership_of_die (guint  die,
                             guint  year,
                             HdSide side,
                             guint  day,
                             guint  lead_day,
                             guint  lead_value)
{
  guint previous = day > 1 && lead_day == day - 1 ? lead_value : 0;

  return hd_command_value (die, year, side) + (previous + 1) / 2;
}

/* The shots of the units firing (all of them, or with Advanced 7.0 those
 * chosen): each a unit of the firing side, once, at an enemy unit; 5.1's
 * cover and 5.2 apply among them. */
static gboolean
check_chosen_fire (const HdState *state, const HdBattleUnit *s, guint ns, const HdBattleUnit *t, guint nt,
                   const HdShot *shots, guint n_shots, GError **error)
{
  HdBattleUnit chosen[HD_MAX_SHOTS];
  guint target[HD_MAX_SHOTS];
  gboolean seen[HD_MAX_SHOTS] = { FALSE };

  for (guint k = 0; k < n_shots; k++)
    {
      int si = -1, ti = -1;
      for (guint i = 0; i < ns; i++)
        if (s[i].id == shots[k].shooter)
          si = (int) i;
      for (guint j = 0; j < nt; j++)
        if (t[j].id == shots[k].target)
          ti = (int) j;
      if (si < 0 && state->battle_firing != state->player)
        return hd_rules_refuse (error, "5.0", _("the defender fires first in each battle round: only the %s units "
                                                "in the battle fire now"),
                                hd_side_get_name (state->battle_firing));
      if (si < 0)
        return hd_rules_refuse (error, "5.1", _("only the %s units in the battle fire now"),
                                hd_side_get_name (state->battle_firing));
      if (seen[si])
        return hd_rules_refuse (error, "5.1", _("a unit fires once a round"));
      if (ti < 0)
        return hd_rules_refuse (error, "5.1", _("a unit fires at an enemy unit in the battle"));
      seen[si] = TRUE;
      chosen[k] = s[si];
      target[k] = (guint) ti;
    }
  return hd_battle_line_check (chosen, n_shots, t, nt, target, hd_state_has_option (state, "5.2"), error);
}

/* The @limit strongest of line @s (by combat value, then board order),
 * as indices, strongest first: those that fire by default (Advanced 7.0). */
guint
hd_battle_line_strongest (const HdBattleUnit *s, guint ns, guint limit, guint *out)
{
  guint n = 0;
  gboolean taken[HD_MAX_SHOTS] = { FALSE };

  while (n < MIN (ns, limit))
    {
      int best = -1;
      for (guint i = 0; i < ns; i++)
        if (!taken[i] && (best < 0 || s[i].value > s[best].value))
          best = (int) i;
      taken[best] = TRUE;
      out[n++] = (guint) best;
    }
  return n;
}

/* "It may not fight in the battle while routed" (Advanced 8.1): a routed
 * unit neither fires nor is fired at. */
static gboolean
check_not_routed (const HdState *state, const HdShot *shots, guint n_shots, GError **error)
{
  for (guint k = 0; k < n_shots; k++)
    {
      const HdBoardUnit *shooter = hd_state_unit_by_id (state, shots[k].shooter);
      const HdBoardUnit *target = hd_state_unit_by_id (state, shots[k].target);

      if (shooter != NULL && shooter->box == state->battle_box && shooter->move.routed)
        return hd_rules_refuse (error, "Advanced 8.1", _("unit #%u has routed: a routed unit stays in the box, "
                                                         "reduced, but may not fight in the battle, so it does not "
                                                         "fire"),
                                shots[k].shooter);
      if (target != NULL && target->box == state->battle_box && target->move.routed)
        return hd_rules_refuse (error, "Advanced 8.1", _("unit #%u has routed: it may not fight in the battle while "
                                                         "routed, and no shot is fired at it"),
                                shots[k].target);
    }
  return TRUE;
}

gboolean
hd_battle_check_targets (const HdState *state,
                         const HdShot  *shots,
                         guint          n_shots,
                         GError       **error)
{
  HdBattleUnit s[HD_MAX_SHOTS], t[HD_MAX_SHOTS];
  guint ns, nt;

  g_return_val_if_fail (state != NULL, FALSE);
  if (state->battle_box == HD_NO_BOX)
    return hd_rules_refuse (error, "5.0", _("no battle is being fought"));
  ns = hd_battle_line_get (state, state->battle_firing, s);
  nt = hd_battle_line_get (state, hd_side_get_enemy (state->battle_firing), t);
  if (ns == 0 || nt == 0)
    return hd_rules_refuse (error, "5.0", _("the battle is over: one side has no units left in it"));
  if (!check_not_routed (state, shots, n_shots, error))
    return FALSE;
  if (hd_state_has_option (state, "advanced-7.0"))
    {
      guint limit = hd_battle_get_firing_limit (state, state->battle_firing);
      if (hd_battle_needs_leadership (state, HD_SIDE_UNION) || hd_battle_needs_leadership (state, HD_SIDE_CONFEDERATE))
        return hd_rules_refuse (error, "Advanced 7.0", _("day %u of the battle begins: both sides roll their "
                                                         "battlefield leadership first"), hd_battle_get_day (state));
      if (n_shots != MIN (ns, limit))
        return hd_rules_refuse (error, "Advanced 7.0", /* TRANSLATORS: %1$s a side, %2$u its leadership, %3$u the units that
                                 * fire, %4$u the shots given */
                                ngettext ("the %1$s's battlefield leadership today is %2$u: %3$u of its units "
                                          "fires this round (never more than eight), not %4$u",
                                          "the %1$s's battlefield leadership today is %2$u: %3$u of its units "
                                          "fire this round (never more than eight), not %4$u", MIN (ns, limit)),
                                hd_side_get_noun (state->battle_firing), hd_battle_get_leadership (state, state->battle_firing),
                                MIN (ns, limit), n_shots);
      return check_chosen_fire (state, s, ns, t, nt, shots, n_shots, error);
    }
  if (n_shots != ns)
    return hd_rules_refuse (error, "5.1", ngettext ("each of the %1$s units in the battle fires once: %2$u shot, not %3$u",
                                                      "each of the %1$s units in the battle fires once: %2$u shots, "
                                                      "not %3$u", ns),
                            hd_side_get_name (state->battle_firing), ns, n_shots);
  return check_chosen_fire (state, s, ns, t, nt, shots, n_shots, error);
}

guint
hd_battle_line_default_fire (const HdBattleUnit *s, guint ns, const HdBattleUnit *t, guint nt, gboolean defender_fires,
                             guint round, gboolean like_targets, guint limit, guint plus, guint pieces,
                             HdBattleAim *out)
{
  HdBattleUnit chosen[HD_MAX_SHOTS];
  guint order[HD_MAX_SHOTS], target[HD_MAX_SHOTS] = { 0 }, plus_of[HD_MAX_SHOTS];
  int values[HD_MAX_SHOTS];
  guint n = ns;

  if (nt == 0)
    return 0;
  if (limit != HD_BATTLE_ALL_FIRE)
    /* the strongest shots fire, as many as the day's leadership allows */
    n = hd_battle_line_strongest (s, ns, limit, order);
  for (guint k = 0; k < n; k++)
    {
      order[k] = limit != HD_BATTLE_ALL_FIRE ? order[k] : k;
      chosen[k] = s[order[k]];
    }
  hd_battle_line_assign (chosen, n, t, nt, defender_fires, round, like_targets, target);
  for (guint k = 0; k < n; k++)
    values[k] = hd_battle_unit_need (&chosen[k], &t[target[k]], defender_fires, round);
  /* the leaders' pluses where they help (Advanced 8.2.2) */
  hd_battle_spread_pluses (values, n, plus, pieces, plus_of);
  for (guint k = 0; k < n; k++)
    {
      out[k].shooter = (guint8) order[k];
      out[k].target = (guint8) target[k];
      out[k].plus = (guint8) plus_of[k];
      out[k].need = (gint8) (values[k] + (int) plus_of[k]);
    }
  return n;
}

guint
hd_battle_default_targets (const HdState *state,
                           HdShot        *shots)
{
  HdBattleUnit s[HD_MAX_SHOTS], t[HD_MAX_SHOTS];
  HdBattleAim aim[HD_MAX_SHOTS];
  guint ns, nt, n, pieces, total;

  g_return_val_if_fail (state != NULL && shots != NULL, 0);
  if (state->battle_box == HD_NO_BOX)
    return 0;
  /* the leaders' pluses where they help (Advanced 8.2.2) */
  total = hd_hooks_battle_pluses (state, state->battle_firing, &pieces);
  ns = hd_battle_line_get (state, state->battle_firing, s);
  nt = hd_battle_line_get (state, hd_side_get_enemy (state->battle_firing), t);
  n = hd_battle_line_default_fire (s, ns, t, nt, state->battle_firing != state->player, state->battle_round,
                                   hd_state_has_option (state, "5.2"),
                                   hd_state_has_option (state, "advanced-7.0")
                                     ? hd_battle_get_firing_limit (state, state->battle_firing)
                                     : HD_BATTLE_ALL_FIRE,
                                   total, pieces, aim);
  for (guint k = 0; k < n; k++)
    {
      shots[k].shooter = s[aim[k].shooter].id;
      shots[k].target = t[aim[k].target].id;
      shots[k].die = 0;
      shots[k].plus = aim[k].plus;
    }
  return n;
}

/* Spreads @total pluses over the shots whose values are @values, at
 * most @pieces of them, where each helps (a value under 6): one each
 * first, then more on the same shots. */
void
hd_battle_spread_pluses (const int *values,
                         guint      n,
                         guint      total,
                         guint      pieces,
                         guint     *plus)
{
  guint used = 0;

  memset (plus, 0, n * sizeof (guint));
  for (guint k = 0; k < total; k++)
    {
      int best = -1;
      for (guint i = 0; i < n; i++)
        {
          if (values[i] + (int) plus[i] >= 6 || (plus[i] == 0 && used >= pieces))
            continue;
          if (best < 0 || plus[i] < plus[best])
            best = (int) i;
        }
      if (best < 0)
        return;
      used += plus[best] == 0;
      plus[best]++;
    }
}

/* ----------------------------------------------------------- the flow */

/* How the battle ends (@how, @winner, where the loser went @to), kept
 * for hd_battle_get_outcome() before the battle's bookkeeping is cleared. */
static void
record_outcome (HdState *state, HdBattleEnd how, HdSide winner, guint to)
{
  HdBattleOutcome *o = &state->outcome;

  memset (o, 0, sizeof *o);
  o->how = how;
  o->winner = winner;
  o->attacker = state->player;
  o->box = state->battle_box;
  o->to = to;
  o->rounds = how == HD_BATTLE_ENDED_WITHDRAWAL ? 0 : state->battle_round;
  o->days = hd_state_has_option (state, "advanced-7.0") ? hd_battle_day_of_round (o->rounds) : 0;
  o->garrison_only = winner == state->player && state->garrison_fights && !state->defenders_fought;
}

static void
end_battle (HdState *state, HdBattleEnd how, HdSide winner, guint to)
{
  record_outcome (state, how, winner, to);
  /* Advanced 8.1, 8.12: no morale check outlives its battle; the beaten
   * army's routed units are lost with it, and the reduced units of both
   * sides check for desertion */
  for (guint i = 0; i < state->units->len; i++)
    hd_state_unit_at (state, i)->move.morale_due = FALSE;
  hd_hooks_battle_over (state, winner);
  /* no promotion for beating a coastal garrison alone (Advanced 5.0) */
  state->garrison_won = winner == state->player && state->garrison_fights && !state->defenders_fought;
  if (state->garrison_won)
    winner = HD_SIDE_NEUTRAL;
  state->garrison_fights = FALSE;
  state->breakout = FALSE;
  state->promotion_side = winner;
  state->promotion_box = state->battle_box;
  state->battle_box = HD_NO_BOX;
  state->battle_round = 0;
  state->n_reinforced_from = 0;
  memset (state->lead_value, 0, sizeof state->lead_value);
  memset (state->lead_day, 0, sizeof state->lead_day);
}

/* The units of @side still fighting in the battle: routed units count as
 * eliminated for who wins (Advanced 8.1). */
static guint
count_fighting (const HdState *state, HdSide side)
{
  guint n = 0;

  for (guint i = 0; i < state->units->len; i++)
    {
      const HdBoardUnit *bu = hd_state_unit_at (state, i);
      n += bu->box == state->battle_box && bu->unit.side == side && !bu->move.routed;
    }
  return n;
}

/* After a side's fire, its morale checks, a retreat or a withdrawal: is
 * the battle over? */
void
hd_battle_check_end (HdState *state)
{
  guint attackers = count_fighting (state, state->player);
  guint defenders = count_fighting (state, hd_side_get_enemy (state->player)) +
                   (hd_battle_garrison_fights (state) ? 1 : 0);
  HdSide winner = hd_battle_winner_of (attackers, defenders, state->player);
  gboolean routed = FALSE;

  if (winner == HD_SIDE_NEUTRAL)
    return;
  /* the loser's last units eliminated, or some of them routed (Advanced 8.1) */
  for (guint i = 0; i < state->units->len; i++)
    {
      const HdBoardUnit *bu = hd_state_unit_at (state, i);
      routed |= bu->box == state->battle_box && bu->unit.side != winner && bu->move.routed;
    }
  end_battle (state, routed ? HD_BATTLE_ENDED_ROUTED : HD_BATTLE_ENDED_ELIMINATED, winner, HD_NO_BOX);
}

static void
add_entry (HdState *state, guint box)
{
  for (guint i = 0; i < state->n_entered_from; i++)
    if (state->entered_from[i] == box)
      return;
  if (state->n_entered_from < HD_MAX_ENTRIES && box != HD_NO_BOX)
    state->entered_from[state->n_entered_from++] = box;
}

static gboolean
entered_from (const HdState *state, guint box)
{
  for (guint i = 0; i < state->n_entered_from; i++)
    if (state->entered_from[i] == box)
      return TRUE;
  return FALSE;
}

/* After a correction on the board (edit mode): a battle with one side
 * gone is over, without a winner to promote.  A coastal garrison that
 * fights counts as a Confederate piece ("just as if it were a piece",
 * Advanced 5.0), as in hd_battle_check_end(). */
void
hd_battle_after_edit (HdState *state)
{
  guint garrison;

  g_return_if_fail (state != NULL);
  if (state->battle_box == HD_NO_BOX)
    return;
  garrison = hd_battle_garrison_fights (state) ? 1 : 0;
  if (hd_state_count_units_at (state, state->battle_box, HD_SIDE_UNION) == 0 ||
      hd_state_count_units_at (state, state->battle_box, HD_SIDE_CONFEDERATE) + garrison == 0)
    end_battle (state, HD_BATTLE_ENDED_CORRECTION, HD_SIDE_NEUTRAL, HD_NO_BOX);
}

gboolean
hd_battle_start_check (const HdState *state,
                       guint          box,
                       GError       **error)
{
  HdMap *map;

  g_return_val_if_fail (state != NULL, FALSE);
  map = state->map;
  if (box >= hd_map_get_n_boxes (map))
    return hd_rules_refuse (error, "1.3", _("there is no such box on the board"));
  if (state->segment != HD_SEGMENT_COMBAT)
    return hd_rules_refuse (error, "3.0", _("battles are fought in the Combat Segment"));
  if (state->battle_box != HD_NO_BOX)
    return hd_rules_refuse (error, "5.0", _("one battle at a time: the battle in %s is not over"),
                            hd_map_get_box (map, state->battle_box)->name);
  if (!hd_battle_box_has_battle (state, box))
    return hd_rules_refuse (error, "5.0", _("there is no battle in %s: it does not hold units of both sides"),
                            hd_map_get_box (map, box)->name);
  return TRUE;
}

/* The battle at @box begins, the player attacking, the defender firing
 * first (5.0). */
void
hd_battle_begin (HdState *state, guint box)
{
  HdMap *map = state->map;

  state->battle_box = box;
  state->battle_round = 1;
  /* Advanced 5.0: the port's garrison meets a naval invasion */
  state->garrison_fights = hd_hooks_battle_without_enemy (state, box);
  state->defenders_fought = hd_state_count_units_at (state, box, hd_side_get_enemy (state->player)) > 0;
  memset (state->lead_value, 0, sizeof state->lead_value);
  memset (state->lead_day, 0, sizeof state->lead_day);
  memset (state->rally_day, 0, sizeof state->rally_day);
  hd_hooks_battle_begun (state, box);
  state->battle_firing = hd_side_get_enemy (state->player);  /* the defender fires first (5.0) */
  state->n_reinforced_from = 0;
  state->n_entered_from = 0;
  state->promotion_side = HD_SIDE_NEUTRAL;
  state->garrison_won = FALSE;
  memset (&state->outcome, 0, sizeof state->outcome);
  for (guint i = 0; i < state->units->len; i++)
    {
      HdBoardUnit *bu = hd_state_unit_at (state, i);

      bu->move.in_battle = bu->box == box;
      bu->move.routed = FALSE;
      if (bu->box != box)
        continue;
      bu->move.fought = TRUE;
      bu->move.reinforced = FALSE;
      bu->move.crossed = FALSE;
      if (bu->unit.side == state->player)
        {
          /* Advanced 4.0: attacking out of a containment leaves the trenches */
          if (state->contained[box])
            bu->unit.entrenched = FALSE;
          /* attacking across the box's river side, or from the sea (5.34) */
          if (bu->move.invaded)
            bu->move.crossed = TRUE;
          else if (bu->move.from_line != HD_NO_LINE && bu->move.from_box != box)
            bu->move.crossed = hd_map_crosses_river_side (map, hd_map_get_line (map, bu->move.from_line),
                                                          hd_map_get_box (map, box));
          add_entry (state, bu->move.from_box);
        }
    }
}

gboolean
hd_battle_start (HdState  *state,
                 guint     box,
                 GError  **error)
{
  if (!hd_battle_start_check (state, box, error))
    return FALSE;
  hd_battle_begin (state, box);
  return TRUE;
}

static gboolean
check_cavalry_withdrawal (const HdState *state, GError **error)
{
  gboolean all_attackers_cavalry = TRUE;

  if (state->battle_box == HD_NO_BOX)
    return hd_rules_refuse (error, "5.6", _("no battle is being fought"));
  if (state->battle_round != 1 || state->battle_firing != hd_side_get_enemy (state->player))
    return hd_rules_refuse (error, "5.6", _("cavalry may withdraw only before the first shot of a battle"));
  if (hd_battle_garrison_fights (state))
    return hd_rules_refuse (error, "Advanced 5.0", _("the port's coastal garrison defends it too, and never leaves: "
                                                     "the defence is not cavalry alone"));
  for (guint i = 0; i < state->units->len; i++)
    {
      const HdBoardUnit *bu = hd_state_unit_at (state, i);
      if (bu->box != state->battle_box)
        continue;
      if (bu->unit.side != state->player && hd_unit_kind_get_type (bu->unit.kind) != HD_CAVALRY)
        return hd_rules_refuse (error, "5.6", _("only a defence of cavalry alone may withdraw before combat"));
      if (bu->unit.side == state->player)
        all_attackers_cavalry &= hd_unit_kind_get_type (bu->unit.kind) == HD_CAVALRY;
    }
  if (all_attackers_cavalry)
    return hd_rules_refuse (error, "5.6", _("the attackers are all cavalry: they pin the defending cavalry, which "
                                            "may not withdraw"));
  return TRUE;
}

/* Boxes next to the battle a side may go to: no enemy units, not an
 * enemy-controlled recruitment city, and (for the defender) not where the
 * attackers came from (5.4, 5.6). */
static gboolean
check_way_out (const HdState *state, HdSide side, guint to, const char *rule, GError **error)
{
  HdMap *map = state->map;
  const HdBox *b;

  if (to >= hd_map_get_n_boxes (map))
    return hd_rules_refuse (error, "1.3", _("there is no such box on the board"));
  b = hd_map_get_box (map, to);
  if (to == state->battle_box || !connected (map, state->battle_box, to))
    return hd_rules_refuse (error, rule, _("%s is not next to the battle along a transportation line"), b->name);
  if (hd_state_count_units_at (state, to, hd_side_get_enemy (side)) > 0)
    return hd_rules_refuse (error, rule, _("%s holds enemy units"), b->name);
  if (is_recruitment_city (b) && state->control[to] == hd_side_get_enemy (side))
    return hd_rules_refuse (error, rule, _("%s is an enemy-controlled recruitment city"), b->name);
  if (side != state->player && entered_from (state, to))
    return hd_rules_refuse (error, rule, _("the attackers entered the battle from %s"), b->name);
  return TRUE;
}

GArray *
hd_battle_withdraw_boxes (const HdState *state)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));

  g_return_val_if_fail (state != NULL, out);
  if (!check_cavalry_withdrawal (state, NULL))
    return out;
  for (guint b = 0; b < hd_map_get_n_boxes (state->map); b++)
    if (check_way_out (state, hd_side_get_enemy (state->player), b, "5.6", NULL))
      g_array_append_val (out, b);
  return out;
}

gboolean
hd_battle_withdraw_check (const HdState *state,
                          guint          to,
                          GError       **error)
{
  g_return_val_if_fail (state != NULL, FALSE);
  return check_cavalry_withdrawal (state, error) &&
         check_way_out (state, hd_side_get_enemy (state->player), to, "5.6", error);
}

gboolean
hd_battle_withdraw (HdState  *state,
                    guint     to,
                    GError  **error)
{
  HdSide defender;
  guint box;

  if (!hd_battle_withdraw_check (state, to, error))
    return FALSE;
  defender = hd_side_get_enemy (state->player);
  box = state->battle_box;
  for (guint i = 0; i < state->units->len; i++)
    {
      HdBoardUnit *bu = hd_state_unit_at (state, i);
      if (bu->box != box)
        continue;
      /* no battle round took place: neither side has fought a battle, so
       * the attackers may still reinforce another this Player Turn (5.5) */
      bu->move.in_battle = FALSE;
      bu->move.fought = FALSE;
      if (bu->unit.side == defender)
        hd_state_move_unit (state, i, to);
    }
  hd_hooks_army_moved (state, defender, box, to);   /* leaders go with it (Advanced 8.2.1) */
  end_battle (state, HD_BATTLE_ENDED_WITHDRAWAL, HD_SIDE_NEUTRAL, to);
  return TRUE;
}

static gboolean
naval_evacuation_possible (const HdState *state, HdSide side)
{
  const HdBox *here = hd_map_get_box (state->map, state->battle_box);
  const HdBox *washington = hd_map_lookup_id (state->map, "washington");
  gboolean invaded = FALSE;

  if (side != HD_SIDE_UNION || !hd_state_has_option (state, "5.41") || washington == NULL ||
      !here->port || here->side != HD_SIDE_CONFEDERATE || state->control[washington->index] != HD_SIDE_UNION)
    return FALSE;
  /* a Union naval invasion, or a Confederate attack on a Union garrison */
  for (guint i = 0; i < state->units->len; i++)
    {
      const HdBoardUnit *bu = hd_state_unit_at (state, i);
      invaded |= bu->box == state->battle_box && bu->unit.side == HD_SIDE_UNION && bu->move.invaded;
    }
  return invaded || state->player == HD_SIDE_CONFEDERATE;
}

static gboolean
check_retreat_time (const HdState *state, GError **error)
{
  if (state->battle_box == HD_NO_BOX)
    return hd_rules_refuse (error, "5.4", _("no battle is being fought"));
  if (state->battle_round < 2)
    return hd_rules_refuse (error, "5.4", _("retreat is possible from the second battle round on"));
  if (state->n_reinforced_from > 0)
    return hd_rules_refuse (error, "5.5", _("a side that has just reinforced the battle may not retreat from it "
                                            "this round: retreat is decided first"));
  return TRUE;
}

GArray *
hd_battle_retreat_boxes (const HdState *state)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *friendly = g_array_new (FALSE, FALSE, sizeof (guint));
  HdSide side;

  g_return_val_if_fail (state != NULL, out);
  if (!check_retreat_time (state, NULL))
    {
      g_array_unref (friendly);
      return out;
    }
  side = state->battle_firing;
  for (guint b = 0; b < hd_map_get_n_boxes (state->map); b++)
    if (check_way_out (state, side, b, "5.4", NULL))
      {
        g_array_append_val (out, b);
        if (state->control[b] == side)
          g_array_append_val (friendly, b);
      }
  /* a friendly box if possible (5.4) */
  if (friendly->len > 0)
    {
      g_array_unref (out);
      out = friendly;
    }
  else
    g_array_unref (friendly);
  if (naval_evacuation_possible (state, side))
    {
      guint w = hd_map_lookup_id (state->map, "washington")->index;
      g_array_append_val (out, w);
    }
  return out;
}

gboolean
hd_battle_retreat_check (const HdState *state,
                         guint          to,
                         GError       **error)
{
  g_autoptr(GArray) ok = NULL;
  gboolean listed = FALSE;

  g_return_val_if_fail (state != NULL, FALSE);
  if (!check_retreat_time (state, error))
    return FALSE;
  ok = hd_battle_retreat_boxes (state);
  for (guint i = 0; i < ok->len; i++)
    listed |= g_array_index (ok, guint, i) == to;
  if (!listed)
    {
      if (!check_way_out (state, state->battle_firing, to, "5.4", error))
        return FALSE;
      return hd_rules_refuse (error, "5.4", _("a retreat goes to a friendly-controlled box when one is possible"));
    }
  return TRUE;
}

gboolean
hd_battle_retreat (HdState  *state,
                   guint     to,
                   GError  **error)
{
  HdSide side;
  guint box;
  HdBattleEnd how;

  if (!hd_battle_retreat_check (state, to, error))
    return FALSE;
  side = state->battle_firing;
  box = state->battle_box;
  /* by sea to Washington (5.41), where no retreat by land leads */
  how = naval_evacuation_possible (state, side) && !check_way_out (state, side, to, "5.4", NULL)
          ? HD_BATTLE_ENDED_EVACUATION : HD_BATTLE_ENDED_RETREAT;
  for (guint i = 0; i < state->units->len; i++)
    {
      HdBoardUnit *bu = hd_state_unit_at (state, i);
      if (bu->box == box && bu->unit.side == side)
        hd_state_move_unit (state, i, to);
    }
  hd_hooks_army_moved (state, side, box, to);   /* leaders retreat with their army (Advanced 8.2.1) */
  /* a coastal garrison never retreats: it fights on alone (Advanced 5.0) */
  if (side != state->player && hd_battle_garrison_fights (state))
    {
      state->battle_firing = state->player;
      state->n_reinforced_from = 0;
      return TRUE;
    }
  end_battle (state, how, hd_side_get_enemy (side), to);
  return TRUE;
}

static gboolean
check_reinforcement (const HdState *state, const HdBoardUnit *bu, GError **error)
{
  HdMap *map = state->map;
  HdSide side;
  guint own, enemy;

  if (state->battle_box == HD_NO_BOX)
    return hd_rules_refuse (error, "5.5", _("no battle is being fought"));
  side = state->battle_firing;
  if (state->battle_round < 2)
    return hd_rules_refuse (error, "5.5", _("reinforcements join from the second battle round on"));
  if (bu->unit.side != side)
    return hd_rules_refuse (error, "5.5", _("only the side about to fire may reinforce now"));
  if (bu->box == state->battle_box || !connected (map, bu->box, state->battle_box))
    return hd_rules_refuse (error, "5.5", _("reinforcements come from a box next to the battle, along a line"));
  for (guint i = 0; i < state->n_reinforced_from; i++)
    if (state->reinforced_from[i] == bu->box)
      return hd_rules_refuse (error, "5.5", _("one unit from each neighbouring box a round, and %s has sent one"),
                              hd_map_get_box (map, bu->box)->name);
  if (bu->move.fought)
    return hd_rules_refuse (error, "5.5", _("this unit has already fought a battle this Player Turn"));
  enemy = hd_state_count_units_at (state, bu->box, hd_side_get_enemy (side));
  own = hd_state_count_units_at (state, bu->box, side);
  if (enemy > 0 && side == state->player)
    return hd_rules_refuse (error, "5.5", _("the attacker may not reinforce from a box holding enemy units"));
  if (enemy > 0 && own - 1 < enemy)
    return hd_rules_refuse (error, "5.5", _("a screening force as large as the enemy there must stay in %s"),
                            hd_map_get_box (map, bu->box)->name);
  return TRUE;
}

GArray *
hd_battle_reinforcements (const HdState *state)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));

  g_return_val_if_fail (state != NULL, out);
  for (guint i = 0; i < state->units->len; i++)
    if (check_reinforcement (state, hd_state_unit_at (state, i), NULL))
      g_array_append_val (out, hd_state_unit_at (state, i)->id);
  return out;
}

gboolean
hd_battle_reinforce_check (const HdState *state,
                           guint          unit_id,
                           GError       **error)
{
  int index;

  g_return_val_if_fail (state != NULL, FALSE);
  index = hd_state_find_unit_by_id (state, unit_id);
  if (index < 0)
    return hd_rules_refuse (error, "1.4", _("there is no such unit"));
  return check_reinforcement (state, hd_state_unit_at (state, (guint) index), error);
}

gboolean
hd_battle_reinforce (HdState  *state,
                     guint     unit_id,
                     GError  **error)
{
  int index;
  HdBoardUnit *bu;
  guint from;

  if (!hd_battle_reinforce_check (state, unit_id, error))
    return FALSE;
  index = hd_state_find_unit_by_id (state, unit_id);
  bu = hd_state_unit_at (state, (guint) index);
  from = bu->box;
  if (state->n_reinforced_from < HD_MAX_REINFORCE_BOXES)
    state->reinforced_from[state->n_reinforced_from++] = from;
  if (bu->unit.side == state->player)
    add_entry (state, from);
  /* moving in loses any entrenchment, permanent ones too (4.3, 5.5) */
  hd_state_move_unit (state, (guint) index, state->battle_box);
  bu = hd_state_unit_at (state, (guint) index);
  bu->move.in_battle = TRUE;
  bu->move.fought = TRUE;
  bu->move.reinforced = TRUE;
  bu->move.crossed = FALSE;   /* the attacker's reinforcements do not cross under fire (5.34) */
  bu->move.from_box = from;
  if (bu->unit.side != state->player)
    state->defenders_fought = TRUE;
  return TRUE;
}

/* The pluses of the firing side's leaders at the battle, announced with
 * the targets: their values in all, on at most two pieces each (Lee
 * three), Grant's and Sherman's adding up (Advanced 8.2.2). */
static gboolean
check_pluses (const HdState *state, const HdShot *shots, guint n_shots, GError **error)
{
  guint total = 0, pieces = 0;
  guint allowed;
  guint value = hd_hooks_battle_pluses (state, state->battle_firing, &allowed);

  for (guint k = 0; k < n_shots; k++)
    {
      total += shots[k].plus;
      pieces += shots[k].plus > 0;
    }
  if (total > 0 && value == 0)
    return hd_rules_refuse (error, "Advanced 8.2.2", _("pluses come from a leader at the battle, and the %s has none "
                                                       "here"),
                            hd_side_get_noun (state->battle_firing));
  if (total > value)
    return hd_rules_refuse (error, "Advanced 8.2.2", ngettext ("the %1$s's leaders here give %2$u plus a round, not %3$u",
                                                                 "the %1$s's leaders here give %2$u pluses a round, "
                                                                 "not %3$u", value),
                            hd_side_get_noun (state->battle_firing), value, total);
  if (pieces > allowed)
    return hd_rules_refuse (error, "Advanced 8.2.2", /* TRANSLATORS: %1$u the pieces allowed, %2$u those given */
                            ngettext ("a leader spreads his pluses over at most two pieces (Lee three): %1$u "
                                      "piece here, not %2$u",
                                      "a leader spreads his pluses over at most two pieces (Lee three): %1$u "
                                      "pieces here, not %2$u", allowed),
                            allowed, pieces);
  return TRUE;
}

/* The targets (5.1, 5.2), the leaders' pluses and every die of the
 * shots. */
gboolean
hd_battle_fire_check (const HdState *state,
                      const HdShot  *shots,
                      guint          n_shots,
                      GError       **error)
{
  g_return_val_if_fail (state != NULL, FALSE);
  if (!hd_battle_check_targets (state, shots, n_shots, error) || !check_pluses (state, shots, n_shots, error))
    return FALSE;
  for (guint k = 0; k < n_shots; k++)
    if (!hd_rules_check_die (shots[k].die, "5.1", error))
      return FALSE;
  return TRUE;
}

HdHit
hd_battle_unit_take_hit (int      *health,
                         gboolean  is_garrison)
{
  if (*health <= 0)
    return HD_HIT_WASTED;
  (*health)--;
  if (*health == 0)
    return HD_HIT_ELIMINATED;
  return is_garrison ? HD_HIT_GARRISON : HD_HIT_FLIPPED;
}

gboolean
hd_battle_fire (HdState       *state,
                const HdShot  *shots,
                guint          n_shots,
                GError       **error)
{
  gboolean defender_fires;
  guint round;

  if (!hd_battle_fire_check (state, shots, n_shots, error))
    return FALSE;

  defender_fires = state->battle_firing != state->player;
  for (guint k = 0; k < n_shots; k++)
    {
      int ti = hd_state_find_unit_by_id (state, shots[k].target);
      HdShotNeed need;

      int health;

      if (shots[k].target == HD_GARRISON_ID)
        {
          /* the coastal garrison: two hits destroy it (Advanced 5.0) */
          health = (int) state->garrison[state->battle_box];
          if (hd_battle_shot_need_for (state, &shots[k], &need) && hd_battle_shot_hits (need.value, shots[k].die))
            hd_battle_unit_take_hit (&health, TRUE);
          state->garrison[state->battle_box] = (guint) health;
          continue;
        }
      if (ti < 0 || hd_state_unit_at (state, (guint) ti)->box != state->battle_box)
        continue;   /* already eliminated: the shot is wasted (5.1) */
      if (!hd_battle_shot_need_for (state, &shots[k], &need) || !hd_battle_shot_hits (need.value, shots[k].die))
        continue;
      health = hd_state_unit_at (state, (guint) ti)->unit.reduced ? 1 : 2;
      switch (hd_battle_unit_take_hit (&health, FALSE))
        {
        case HD_HIT_ELIMINATED:
          hd_turn_eliminate_unit (state, (guint) ti);
          break;
        case HD_HIT_FLIPPED:
          hd_state_set_reduced (state, (guint) ti, TRUE);
          hd_state_unit_at (state, (guint) ti)->move.morale_due = hd_state_has_option (state, "advanced-8.1");
          break;
        case HD_HIT_WASTED:
        case HD_HIT_GARRISON:
        default:
          break;
        }
    }

  /* on to the other side, or the next round */
  state->n_reinforced_from = 0;
  hd_battle_check_end (state);
  if (state->battle_box == HD_NO_BOX)
    return TRUE;
  round = state->battle_round;
  hd_battle_next_fire (&defender_fires, &round);
  state->battle_firing = defender_fires ? hd_side_get_enemy (state->player) : state->player;
  state->battle_round = round;
  return TRUE;
}

/* ------------------------------------------------ where battles are */

/* Units of both sides in @box (5.0). */
static gboolean
both_sides_in (const HdState *self, guint box)
{
  return hd_state_count_units_at (self, box, HD_SIDE_UNION) > 0 &&
         hd_state_count_units_at (self, box, HD_SIDE_CONFEDERATE) > 0;
}

gboolean
hd_battle_box_has_battle (const HdState *self,
                          guint          box)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return both_sides_in (self, box) || hd_hooks_battle_without_enemy (self, box);
}

GArray *
hd_battle_get_all (const HdState *self)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree guint8 *seen = NULL;

  g_return_val_if_fail (self != NULL, out);
  seen = g_new0 (guint8, hd_map_get_n_boxes (self->map));
  for (guint i = 0; i < self->units->len; i++)
    seen[g_array_index (self->units, HdBoardUnit, i).box] |=
      1 << g_array_index (self->units, HdBoardUnit, i).unit.side;
  for (guint b = 0; b < hd_map_get_n_boxes (self->map); b++)
    if ((seen[b] == ((1 << HD_SIDE_UNION) | (1 << HD_SIDE_CONFEDERATE)) && !hd_hooks_battle_held_off (self, b)) ||
        hd_hooks_battle_without_enemy (self, b))
      g_array_append_val (out, b);
  return out;
}
