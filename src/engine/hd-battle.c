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

#include "hd-action.h"
#include "hd-battle.h"
#include "hd-state-private.h"

static HdBoardUnit *
unit_at (const HdState *s, guint index)
{
  return &g_array_index (s->units, HdBoardUnit, index);
}

static HdBoardUnit *
unit_by_id (const HdState *s, guint id)
{
  int i = hd_state_find_unit_by_id (s, id);
  return i < 0 ? NULL : unit_at (s, (guint) i);
}

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
      const HdBoardUnit *bu = unit_at (state, i);
      if (bu->box == state->battle_box && bu->unit.side == side)
        g_array_append_val (out, bu->id);
    }
  return out;
}

/* ------------------------------------------------------------- a shot */

static void
need_for (const HdBoardUnit *shooter, const HdBoardUnit *target, gboolean defender_fires, guint round,
          HdShotNeed *need)
{
  need->base = (int) hd_unit_kind_get_combat_value (shooter->unit.kind);
  need->entrenched = target->unit.entrenched;
  need->crack = target->unit.kind == HD_KIND_CI;
  /* the defender, in the first two rounds, at units that crossed (5.34) */
  need->river = defender_fires && round <= 2 && target->move.crossed;
  need->value = need->base - (need->entrenched ? 1 : 0) - (need->crack ? 1 : 0) + (need->river ? 1 : 0);
}

gboolean
hd_battle_shot_need (const HdState *state,
                     guint          shooter,
                     guint          target,
                     HdShotNeed    *need)
{
  const HdBoardUnit *s, *t;

  g_return_val_if_fail (state != NULL && need != NULL, FALSE);
  s = unit_by_id (state, shooter);
  t = unit_by_id (state, target);
  if (s == NULL || t == NULL || s->unit.side == t->unit.side)
    return FALSE;
  need_for (s, t, s->unit.side != state->player, state->battle_round, need);
  return TRUE;
}

/* "hits on 1-3 (3, +1 river crossing, -1 entrenched)" */
char *
hd_battle_describe_need (const HdShotNeed *need)
{
  GString *out = g_string_new (NULL);

  if (need->value <= 0)
    g_string_append (out, _("cannot hit: an impossible shot (rule 5.33)"));
  else if (need->value == 1)
    g_string_append (out, _("hits on 1"));
  else
    /* TRANSLATORS: a shot hits on a die of 1 up to this number (rule 5.1) */
    g_string_append_printf (out, _("hits on 1-%d"), MIN (need->value, 6));
  if (need->entrenched || need->crack || need->river)
    {
      g_string_append_printf (out, " (%d", need->base);
      if (need->river)
        g_string_append (out, _(", +1 river crossing (5.34)"));
      if (need->entrenched)
        g_string_append (out, _(", -1 entrenched (5.31)"));
      if (need->crack)
        g_string_append (out, _(", -1 crack infantry (5.32)"));
      g_string_append_c (out, ')');
    }
  return g_string_free (out, FALSE);
}

/* --------------------------------------------------------- the targets */

/* An abstract battle line: what the target rules and the odds need. */
typedef struct {
  guint      id;
  HdUnitKind kind;
  gboolean   entrenched;
  gboolean   crossed;
  int        health;  /* 2 full, 1 reduced, 0 gone */
  guint      cls;     /* the odds' class of units alike (kind, entrenched, crossed) */
} BUnit;

static gboolean
is_cavalry (HdUnitKind kind)
{
  return hd_unit_kind_get_type (kind) == HD_CAVALRY;
}

static int
value_against (const BUnit *s, const BUnit *t, gboolean defender_fires, guint round)
{
  int v = (int) hd_unit_kind_get_combat_value (s->kind);

  v -= t->entrenched ? 1 : 0;
  v -= t->kind == HD_KIND_CI ? 1 : 0;
  v += defender_fires && round <= 2 && t->crossed ? 1 : 0;
  return CLAMP (v, 0, 6);
}

/* Rules 5.1 and 5.2 for an assignment: @target[i] is the index in @t of
 * the unit shooter i fires at.  5.2 read as a rule on the whole round:
 * cavalry fire at enemy cavalry until every enemy cavalry unit is a target
 * of cavalry, and only the cavalry beyond that may gang up or fire at
 * infantry; infantry fire at cavalry only once every enemy infantry unit is
 * a target. */
static gboolean
check_assignment (const BUnit *s, guint ns, const BUnit *t, guint nt, const guint *target, gboolean like_targets,
                  GError **error)
{
  g_autofree guint *hits = g_new0 (guint, MAX (nt, 1));
  g_autofree guint *cav_hits = g_new0 (guint, MAX (nt, 1));
  guint covered = 0, n_cav_shooters = 0, n_enemy_cav = 0, cav_covered = 0;
  gboolean all_infantry_covered = TRUE;

  for (guint i = 0; i < ns; i++)
    {
      hits[target[i]]++;
      if (is_cavalry (s[i].kind))
        {
          cav_hits[target[i]]++;
          n_cav_shooters++;
        }
    }
  for (guint j = 0; j < nt; j++)
    {
      covered += hits[j] > 0;
      if (is_cavalry (t[j].kind))
        {
          n_enemy_cav++;
          cav_covered += cav_hits[j] > 0;
        }
      else if (hits[j] == 0)
        all_infantry_covered = FALSE;
    }
  if (covered < MIN (ns, nt))
    return hd_rules_refuse (error, "5.1", _("every enemy unit must be fired at by at least one unit before any "
                                            "gangs up on one (impossible shots count, rule 5.33)"));
  if (!like_targets)
    return TRUE;
  if (cav_covered < MIN (n_cav_shooters, n_enemy_cav))
    return hd_rules_refuse (error, "5.2", _("cavalry must fire at enemy cavalry, each enemy cavalry unit a target of "
                                            "one, before any cavalry gangs up or fires at infantry"));
  for (guint i = 0; i < ns; i++)
    if (!is_cavalry (s[i].kind) && is_cavalry (t[target[i]].kind) && !all_infantry_covered)
      return hd_rules_refuse (error, "5.2", _("infantry may fire at cavalry only once every enemy infantry unit is "
                                              "a target this round"));
  return TRUE;
}

/* Whether shooter @s may take target @tg now, in the greedy default:
 * @hits and @cav_hits count the shots (and cavalry shots) given so far. */
static gboolean
may_target (const BUnit *s, const BUnit *t, guint nt, const guint *hits, const guint *cav_hits, const BUnit *tg,
            gboolean like_targets)
{
  gboolean inf_left = FALSE, cav_left = FALSE;

  if (!like_targets)
    return TRUE;
  for (guint j = 0; j < nt; j++)
    {
      if (is_cavalry (t[j].kind) && cav_hits[j] == 0)
        cav_left = TRUE;
      if (!is_cavalry (t[j].kind) && hits[j] == 0)
        inf_left = TRUE;
    }
  if (is_cavalry (s->kind))
    return !cav_left || (is_cavalry (tg->kind) && cav_hits[tg - t] == 0);
  return !is_cavalry (tg->kind) || !inf_left;
}

/* The default targets: first every enemy unit covered, the hardest to hit
 * by the weakest shots (so the good shots are free, as in 5.33's example),
 * then the others where they do the most good. */
static void
assign_default (const BUnit *s, guint ns, const BUnit *t, guint nt, gboolean defender_fires, guint round,
                gboolean like_targets, guint *target)
{
  g_autofree guint *hits = g_new0 (guint, MAX (nt, 1));
  g_autofree guint *cav_hits = g_new0 (guint, MAX (nt, 1));
  g_autofree gboolean *done = g_new0 (gboolean, MAX (ns, 1));
  guint n_done = 0;

  if (nt == 0)
    return;
  /* cover: the hardest target first, with the weakest shooter allowed */
  for (guint pass = 0; pass < nt && n_done < ns; pass++)
    {
      int best_t = -1, best_hard = G_MININT;
      for (guint j = 0; j < nt; j++)
        {
          int hard = 0;
          if (hits[j] > 0)
            continue;
          hard = (t[j].entrenched ? 2 : 0) + (t[j].kind == HD_KIND_CI ? 2 : 0) + (t[j].health == 2 ? 1 : 0);
          /* with 5.2 the cavalry first, so that cavalry shooters cover it */
          if (like_targets && is_cavalry (t[j].kind))
            hard += 10;
          if (hard > best_hard)
            {
              best_hard = hard;
              best_t = (int) j;
            }
        }
      if (best_t < 0)
        break;
      {
        int best_s = -1, best_v = G_MAXINT;
        for (guint i = 0; i < ns; i++)
          {
            int v;
            if (done[i] || !may_target (&s[i], t, nt, hits, cav_hits, &t[best_t], like_targets))
              continue;
            v = value_against (&s[i], &t[best_t], defender_fires, round) * 10 + (int) hd_unit_kind_get_combat_value (s[i].kind);
            if (v < best_v)
              {
                best_v = v;
                best_s = (int) i;
              }
          }
        if (best_s < 0)
          {
            hits[best_t] = G_MAXUINT / 2; /* nobody may cover it now; skip it */
            continue;
          }
        target[best_s] = (guint) best_t;
        done[best_s] = TRUE;
        hits[best_t]++;
        if (is_cavalry (s[best_s].kind))
          cav_hits[best_t]++;
        n_done++;
      }
    }
  for (guint j = 0; j < nt; j++)
    if (hits[j] >= G_MAXUINT / 2)
      hits[j] = 0;
  /* the rest: most expected harm, a reduced unit (one hit away) first */
  for (guint i = 0; i < ns; i++)
    {
      double best = -1;
      int best_t = 0;

      if (done[i])
        continue;
      for (guint j = 0; j < nt; j++)
        {
          double p = value_against (&s[i], &t[j], defender_fires, round) / 6.0;
          double score = p * (t[j].health == 1 ? 1.0 : 0.6) / (1.0 + 0.7 * hits[j]);
          if (!may_target (&s[i], t, nt, hits, cav_hits, &t[j], like_targets))
            continue;
          if (score > best)
            {
              best = score;
              best_t = (int) j;
            }
        }
      target[i] = (guint) best_t;
      hits[best_t]++;
      if (is_cavalry (s[i].kind))
        cav_hits[best_t]++;
      done[i] = TRUE;
    }
}

static guint
battle_line (const HdState *state, HdSide side, BUnit *out)
{
  guint n = 0;

  for (guint i = 0; i < state->units->len; i++)
    {
      const HdBoardUnit *bu = unit_at (state, i);
      if (bu->box != state->battle_box || bu->unit.side != side || n >= HD_MAX_SHOTS)
        continue;
      out[n].id = bu->id;
      out[n].kind = bu->unit.kind;
      out[n].entrenched = bu->unit.entrenched;
      out[n].crossed = bu->move.crossed;
      out[n].health = bu->unit.reduced ? 1 : 2;
      n++;
    }
  return n;
}

gboolean
hd_battle_check_targets (const HdState *state,
                         const HdShot  *shots,
                         guint          n_shots,
                         GError       **error)
{
  BUnit s[HD_MAX_SHOTS], t[HD_MAX_SHOTS];
  guint ns, nt;
  guint target[HD_MAX_SHOTS];
  gboolean seen[HD_MAX_SHOTS] = { FALSE };

  g_return_val_if_fail (state != NULL, FALSE);
  if (state->battle_box == HD_NO_BOX)
    return hd_rules_refuse (error, "5.0", _("no battle is being fought"));
  ns = battle_line (state, state->battle_firing, s);
  nt = battle_line (state, hd_side_get_enemy (state->battle_firing), t);
  if (ns == 0 || nt == 0)
    return hd_rules_refuse (error, "5.0", _("the battle is over: one side has no units left in it"));
  if (n_shots != ns)
    return hd_rules_refuse (error, "5.1", _("each of the %s units in the battle fires once: %u shots, not %u"),
                            hd_side_get_name (state->battle_firing), ns, n_shots);
  for (guint k = 0; k < n_shots; k++)
    {
      int si = -1, ti = -1;
      for (guint i = 0; i < ns; i++)
        if (s[i].id == shots[k].shooter)
          si = (int) i;
      for (guint j = 0; j < nt; j++)
        if (t[j].id == shots[k].target)
          ti = (int) j;
      if (si < 0)
        return hd_rules_refuse (error, "5.1", _("only the %s units in the battle fire now"),
                                hd_side_get_name (state->battle_firing));
      if (seen[si])
        return hd_rules_refuse (error, "5.1", _("a unit fires once a round"));
      if (ti < 0)
        return hd_rules_refuse (error, "5.1", _("a unit fires at an enemy unit in the battle"));
      seen[si] = TRUE;
      target[si] = (guint) ti;
    }
  return check_assignment (s, ns, t, nt, target, hd_state_has_option (state, "5.2"), error);
}

guint
hd_battle_default_targets (const HdState *state,
                           HdShot        *shots)
{
  BUnit s[HD_MAX_SHOTS], t[HD_MAX_SHOTS];
  guint target[HD_MAX_SHOTS] = { 0 };
  guint ns, nt;

  g_return_val_if_fail (state != NULL && shots != NULL, 0);
  if (state->battle_box == HD_NO_BOX)
    return 0;
  ns = battle_line (state, state->battle_firing, s);
  nt = battle_line (state, hd_side_get_enemy (state->battle_firing), t);
  if (nt == 0)
    return 0;
  assign_default (s, ns, t, nt, state->battle_firing != state->player, state->battle_round,
                  hd_state_has_option (state, "5.2"), target);
  for (guint i = 0; i < ns; i++)
    {
      shots[i].shooter = s[i].id;
      shots[i].target = t[target[i]].id;
      shots[i].die = 0;
    }
  return ns;
}

/* ----------------------------------------------------------- the flow */

static void
end_battle (HdState *state, HdSide winner)
{
  state->promotion_side = winner;
  state->promotion_box = state->battle_box;
  state->battle_box = HD_NO_BOX;
  state->battle_round = 0;
  state->n_reinforced_from = 0;
}

/* After a side's fire, retreat or withdrawal: is it over? */
static void
check_end (HdState *state)
{
  guint attackers = hd_state_count_units_at (state, state->battle_box, state->player);
  guint defenders = hd_state_count_units_at (state, state->battle_box, hd_side_get_enemy (state->player));

  if (attackers == 0)
    end_battle (state, hd_side_get_enemy (state->player));
  else if (defenders == 0)
    end_battle (state, state->player);
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
 * gone is over, without a winner to promote. */
void
hd_battle_after_edit (HdState *state)
{
  g_return_if_fail (state != NULL);
  if (state->battle_box == HD_NO_BOX)
    return;
  if (hd_state_count_units_at (state, state->battle_box, HD_SIDE_UNION) == 0 ||
      hd_state_count_units_at (state, state->battle_box, HD_SIDE_CONFEDERATE) == 0)
    end_battle (state, HD_SIDE_NEUTRAL);
}

gboolean
hd_battle_start (HdState  *state,
                 guint     box,
                 GError  **error)
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
  if (!hd_state_box_has_battle (state, box))
    return hd_rules_refuse (error, "5.0", _("there is no battle in %s: it does not hold units of both sides"),
                            hd_map_get_box (map, box)->name);

  state->battle_box = box;
  state->battle_round = 1;
  state->battle_firing = hd_side_get_enemy (state->player);  /* the defender fires first (5.0) */
  state->n_reinforced_from = 0;
  state->n_entered_from = 0;
  state->promotion_side = HD_SIDE_NEUTRAL;
  for (guint i = 0; i < state->units->len; i++)
    {
      HdBoardUnit *bu = unit_at (state, i);

      bu->move.in_battle = bu->box == box;
      if (bu->box != box)
        continue;
      bu->move.fought = TRUE;
      bu->move.reinforced = FALSE;
      bu->move.crossed = FALSE;
      if (bu->unit.side == state->player)
        {
          /* attacking across the box's river side, or from the sea (5.34) */
          if (bu->move.invaded)
            bu->move.crossed = TRUE;
          else if (bu->move.from_line != HD_NO_LINE)
            bu->move.crossed = hd_map_crosses_river_side (map, hd_map_get_line (map, bu->move.from_line),
                                                          hd_map_get_box (map, box));
          add_entry (state, bu->move.from_box);
        }
    }
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
  for (guint i = 0; i < state->units->len; i++)
    {
      const HdBoardUnit *bu = unit_at (state, i);
      if (bu->box != state->battle_box)
        continue;
      if (bu->unit.side != state->player && !is_cavalry (bu->unit.kind))
        return hd_rules_refuse (error, "5.6", _("only a defence of cavalry alone may withdraw before combat"));
      if (bu->unit.side == state->player)
        all_attackers_cavalry &= is_cavalry (bu->unit.kind);
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
hd_battle_withdraw (HdState  *state,
                    guint     to,
                    GError  **error)
{
  HdSide defender;
  guint box;

  g_return_val_if_fail (state != NULL, FALSE);
  if (!check_cavalry_withdrawal (state, error))
    return FALSE;
  defender = hd_side_get_enemy (state->player);
  if (!check_way_out (state, defender, to, "5.6", error))
    return FALSE;
  box = state->battle_box;
  for (guint i = 0; i < state->units->len; i++)
    {
      HdBoardUnit *bu = unit_at (state, i);
      if (bu->box == box && bu->unit.side == defender)
        {
          hd_state_move_unit (state, i, to);
          bu = unit_at (state, i);
          bu->move.in_battle = FALSE;
          bu->move.fought = FALSE;   /* no battle fought, none lost (5.6) */
        }
    }
  end_battle (state, HD_SIDE_NEUTRAL);
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
      const HdBoardUnit *bu = unit_at (state, i);
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
hd_battle_retreat (HdState  *state,
                   guint     to,
                   GError  **error)
{
  g_autoptr(GArray) ok = NULL;
  HdSide side;
  guint box;
  gboolean listed = FALSE;

  g_return_val_if_fail (state != NULL, FALSE);
  if (!check_retreat_time (state, error))
    return FALSE;
  side = state->battle_firing;
  ok = hd_battle_retreat_boxes (state);
  for (guint i = 0; i < ok->len; i++)
    listed |= g_array_index (ok, guint, i) == to;
  if (!listed)
    {
      if (!check_way_out (state, side, to, "5.4", error))
        return FALSE;
      return hd_rules_refuse (error, "5.4", _("a retreat goes to a friendly-controlled box when one is possible"));
    }
  box = state->battle_box;
  for (guint i = 0; i < state->units->len; i++)
    {
      HdBoardUnit *bu = unit_at (state, i);
      if (bu->box == box && bu->unit.side == side)
        hd_state_move_unit (state, i, to);
    }
  end_battle (state, hd_side_get_enemy (side));
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
    if (check_reinforcement (state, unit_at (state, i), NULL))
      g_array_append_val (out, unit_at (state, i)->id);
  return out;
}

gboolean
hd_battle_reinforce (HdState  *state,
                     guint     unit_id,
                     GError  **error)
{
  int index;
  HdBoardUnit *bu;
  guint from;

  g_return_val_if_fail (state != NULL, FALSE);
  index = hd_state_find_unit_by_id (state, unit_id);
  if (index < 0)
    return hd_rules_refuse (error, "1.4", _("there is no such unit"));
  bu = unit_at (state, (guint) index);
  if (!check_reinforcement (state, bu, error))
    return FALSE;
  from = bu->box;
  if (state->n_reinforced_from < HD_MAX_REINFORCE_BOXES)
    state->reinforced_from[state->n_reinforced_from++] = from;
  if (bu->unit.side == state->player)
    add_entry (state, from);
  /* moving in loses any entrenchment, permanent ones too (4.3, 5.5) */
  hd_state_move_unit (state, (guint) index, state->battle_box);
  bu = unit_at (state, (guint) index);
  bu->move.in_battle = TRUE;
  bu->move.fought = TRUE;
  bu->move.reinforced = TRUE;
  bu->move.crossed = FALSE;   /* the attacker's reinforcements do not cross under fire (5.34) */
  bu->move.from_box = from;
  return TRUE;
}

gboolean
hd_battle_fire (HdState       *state,
                const HdShot  *shots,
                guint          n_shots,
                GError       **error)
{
  gboolean defender_fires;

  g_return_val_if_fail (state != NULL, FALSE);
  if (!hd_battle_check_targets (state, shots, n_shots, error))
    return FALSE;
  for (guint k = 0; k < n_shots; k++)
    if (!hd_rules_check_die (shots[k].die, "5.1", error))
      return FALSE;

  defender_fires = state->battle_firing != state->player;
  for (guint k = 0; k < n_shots; k++)
    {
      int ti = hd_state_find_unit_by_id (state, shots[k].target);
      const HdBoardUnit *s = unit_by_id (state, shots[k].shooter);
      HdShotNeed need;

      if (ti < 0 || unit_at (state, (guint) ti)->box != state->battle_box)
        continue;   /* already eliminated: the shot is wasted (5.1) */
      need_for (s, unit_at (state, (guint) ti), defender_fires, state->battle_round, &need);
      if ((int) shots[k].die > need.value)
        continue;
      if (unit_at (state, (guint) ti)->unit.reduced)
        hd_state_eliminate_unit (state, (guint) ti);
      else
        hd_state_set_reduced (state, (guint) ti, TRUE);
    }

  /* on to the other side, or the next round */
  state->n_reinforced_from = 0;
  check_end (state);
  if (state->battle_box == HD_NO_BOX)
    return TRUE;
  if (defender_fires)
    state->battle_firing = state->player;
  else
    {
      state->battle_firing = hd_side_get_enemy (state->player);
      state->battle_round++;
    }
  return TRUE;
}

/* ------------------------------------------------------------ the odds */

/* The odds of a battle fought on with the default targets, without
 * retreat or reinforcement (5.0), by recursion over positions:
 *   V(A, D, r): the attacker's chance at the start of round r (the
 *               defender about to fire);
 *   W(A, D, r): the same, the defender having fired in round r.
 * Units alike (kind, entrenched, crossed) are interchangeable, so a line is
 * a count of full and reduced units for each class, numbered in mixed radix
 * (positions are two numbers).  Rounds 1 and 2 differ (5.34); from round 3
 * on every round is alike, so a round in which nobody is hit leads back to
 * where it started, a loop summed in closed form.  A side's fire is worked
 * out by groups of targets alike (same class, same shots at them, a
 * multinomial law), each class's groups summed into one distribution of
 * what is left of it, then the classes combined. */

static int
compare_bunit (gconstpointer x, gconstpointer y)
{
  const BUnit *a = x, *b = y;
  if (a->kind != b->kind)
    return (int) a->kind - (int) b->kind;
  if (a->entrenched != b->entrenched)
    return a->entrenched - b->entrenched;
  if (a->crossed != b->crossed)
    return a->crossed - b->crossed;
  return a->health - b->health;
}

static guint
compact (BUnit *line, guint n)
{
  guint m = 0;

  for (guint i = 0; i < n; i++)
    if (line[i].health > 0)
      line[m++] = line[i];
  /* lines are short and nearly sorted: insertion sort */
  for (guint i = 1; i < m; i++)
    {
      BUnit x = line[i];
      guint j = i;
      while (j > 0 && compare_bunit (&line[j - 1], &x) > 0)
        {
          line[j] = line[j - 1];
          j--;
        }
      line[j] = x;
    }
  return m;
}

static double
factorial (guint n)
{
  static double table[HD_MAX_SHOTS + 1];
  if (table[0] == 0)
    {
      table[0] = 1;
      for (guint i = 1; i <= HD_MAX_SHOTS; i++)
        table[i] = table[i - 1] * i;
    }
  return table[MIN (n, HD_MAX_SHOTS)];
}

static double
power (double x, guint k)
{
  double r = 1;
  while (k-- > 0)
    r *= x;
  return r;
}

/* Rounds 3 and later are memoised in plain arrays up to this many
 * positions, in hash tables beyond. */
#define DENSE_MAX_POSITIONS (6u * 1000 * 1000)

typedef struct {
  guint    n_classes;
  BUnit    proto[HD_MAX_SHOTS];   /* one unit of each class, sorted */
  guint    count[HD_MAX_SHOTS];
  guint64  radix[HD_MAX_SHOTS];
  guint64  size;                  /* positions of the line (fits: 24 classes of 2 make 6^24) */
  guint    offset[HD_MAX_SHOTS];  /* of each class's (full, reduced) table in a walk */
  guint    cells;
} Line;

typedef struct {
  guint64 stage, a, d;
} Position;

typedef struct {
  Line          a, d;
  gboolean      like_targets;
  double       *v3, *w3;        /* a.size * d.size, NaN while unknown; NULL when too big */
  GHashTable   *v, *w;          /* Position -> double: rounds 1 and 2, and 3 when too big */
  GCancellable *cancellable;
  gboolean      cancelled;
  guint         calls;
} Odds;

static guint
position_hash (gconstpointer p)
{
  const Position *x = p;
  return g_int64_hash (&x->a) ^ (g_int64_hash (&x->d) * 31) ^ (guint) x->stage;
}

static gboolean
position_equal (gconstpointer p, gconstpointer q)
{
  const Position *x = p, *y = q;
  return x->stage == y->stage && x->a == y->a && x->d == y->d;
}

static gboolean
memo_get (const Odds *o, gboolean v, guint stage, guint64 a, guint64 d, double *out)
{
  double *array = v ? o->v3 : o->w3;
  const double *found;
  Position key = { stage, a, d };

  if (stage == 3 && array != NULL)
    {
      *out = array[a * o->d.size + d];
      return !isnan (*out);
    }
  found = g_hash_table_lookup (v ? o->v : o->w, &key);
  if (found != NULL)
    *out = *found;
  return found != NULL;
}

static void
memo_put (Odds *o, gboolean v, guint stage, guint64 a, guint64 d, double value)
{
  double *array = v ? o->v3 : o->w3;
  Position *key;
  double *stored;

  if (stage == 3 && array != NULL)
    {
      array[a * o->d.size + d] = value;
      return;
    }
  key = g_new (Position, 1);
  *key = (Position) { stage, a, d };
  stored = g_new (double, 1);
  *stored = value;
  g_hash_table_insert (v ? o->v : o->w, key, stored);
}

/* Rows of r reduced units, each n + 1 - r long: f full ones. */
static guint
tri (guint f, guint r, guint n)
{
  return r * (n + 1) - r * (r - 1) / 2 + f;
}

static gboolean
same_class (const BUnit *a, const BUnit *b)
{
  return a->kind == b->kind && a->entrenched == b->entrenched && a->crossed == b->crossed;
}

static void
line_init (Line *l, const BUnit *units, guint n)
{
  memset (l, 0, sizeof *l);
  for (guint i = 0; i < n; i++)
    {
      gboolean found = FALSE;
      for (guint c = 0; c < l->n_classes && !found; c++)
        if (same_class (&l->proto[c], &units[i]))
          {
            l->count[c]++;
            found = TRUE;
          }
      if (!found)
        {
          l->proto[l->n_classes] = units[i];
          l->count[l->n_classes++] = 1;
        }
    }
  l->size = 1;
  for (guint c = 0; c < l->n_classes; c++)
    {
      l->radix[c] = l->size;
      l->proto[c].cls = c;
      l->size *= (l->count[c] + 1) * (l->count[c] + 2) / 2;
      l->offset[c] = l->cells;
      l->cells += (l->count[c] + 1) * (l->count[c] + 1);
    }
}

/* The position of a line of units (each unit's class found by its kind,
 * entrenchment and crossing). */
static guint64
line_index (const BUnit *units, guint n, const Line *l)
{
  guint f[HD_MAX_SHOTS] = { 0 }, r[HD_MAX_SHOTS] = { 0 };
  guint64 index = 0;

  for (guint i = 0; i < n; i++)
    for (guint c = 0; c < l->n_classes; c++)
      if (same_class (&l->proto[c], &units[i]))
        {
          if (units[i].health == 2)
            f[c]++;
          else if (units[i].health == 1)
            r[c]++;
          break;
        }
  for (guint c = 0; c < l->n_classes; c++)
    index += tri (f[c], r[c], l->count[c]) * l->radix[c];
  return index;
}

/* The units of position @index, sorted as compact () sorts them. */
static guint
line_units (const Line *l, guint64 index, BUnit *out)
{
  guint n = 0;

  for (guint c = 0; c < l->n_classes; c++)
    {
      guint size = (l->count[c] + 1) * (l->count[c] + 2) / 2;
      guint k = (guint) (index % size);
      guint f, r = 0;

      index /= size;   /* the radix of the next class */

      while (k >= l->count[c] + 1 - r)
        {
          k -= l->count[c] + 1 - r;
          r++;
        }
      f = k;
      for (guint i = 0; i < r; i++)
        {
          out[n] = l->proto[c];
          out[n++].health = 1;
        }
      for (guint i = 0; i < f; i++)
        {
          out[n] = l->proto[c];
          out[n++].health = 2;
        }
    }
  return n;
}

typedef void (*OutcomeFunc) (guint64 index, double p, gpointer data);

typedef struct {
  const BUnit *unit;   /* the first of the group */
  guint        m;      /* how many */
  double       q0, q1; /* one member: no hit, exactly one hit (or, reduced: any hit) */
} Group;

typedef struct {
  const Line *l;
  double     *dist;   /* class c: cells offset[c] + f * (n + 1) + r */
  OutcomeFunc each;
  gpointer    data;
} Walk;

static void
walk_classes (Walk *w, guint c, guint64 index, double p)
{
  guint n;

  if (p <= 1e-15)
    return;
  if (c == w->l->n_classes)
    {
      w->each (index, p, w->data);
      return;
    }
  n = w->l->count[c];
  for (guint f = 0; f <= n; f++)
    for (guint r = 0; f + r <= n; r++)
      {
        double q = w->dist[w->l->offset[c] + f * (n + 1) + r];
        if (q > 0)
          walk_classes (w, c + 1, index + tri (f, r, n) * w->l->radix[c], p * q);
      }
}

/* Adds a group's fates to its class's distribution of (full, reduced). */
static void
class_add_group (double *d, guint n, const Group *gr)
{
  double out[(HD_MAX_SHOTS + 1) * (HD_MAX_SHOTS + 1)];
  double q2 = MAX (0.0, 1 - gr->q0 - gr->q1);
  guint w = n + 1;

  memset (out, 0, sizeof (double) * w * w);
  for (guint f = 0; f <= n; f++)
    for (guint r = 0; f + r <= n; r++)
      {
        double here = d[f * w + r];
        if (here == 0)
          continue;
        if (gr->unit->health == 1)
          for (guint k0 = 0; k0 <= gr->m && r + k0 <= n; k0++)
            out[f * w + r + k0] += here * factorial (gr->m) / (factorial (k0) * factorial (gr->m - k0)) *
                                   power (gr->q0, k0) * power (1 - gr->q0, gr->m - k0);
        else
          for (guint k0 = 0; k0 <= gr->m; k0++)
            for (guint k1 = 0; k0 + k1 <= gr->m; k1++)
              if (f + k0 <= n && r + k1 <= n)
                out[(f + k0) * w + r + k1] += here * factorial (gr->m) /
                                              (factorial (k0) * factorial (k1) * factorial (gr->m - k0 - k1)) *
                                              power (gr->q0, k0) * power (gr->q1, k1) * power (q2, gr->m - k0 - k1);
      }
  memcpy (d, out, sizeof (double) * w * w);
}

/* Line @sl at position @si fires at line @tl at @ti with the default
 * targets: @each gets every position the targets may be left in. */
static void
fire_outcomes (const Line *sl, guint64 si, const Line *tl, guint64 ti, gboolean defender_fires, guint round,
               gboolean like_targets, OutcomeFunc each, gpointer data)
{
  BUnit s[HD_MAX_SHOTS], t[HD_MAX_SHOTS];
  guint ns = line_units (sl, si, s), nt = line_units (tl, ti, t);
  guint target[HD_MAX_SHOTS] = { 0 };
  double q0[HD_MAX_SHOTS], q1[HD_MAX_SHOTS];
  Group groups[HD_MAX_SHOTS];
  guint ng = 0;
  Walk w;

  assign_default (s, ns, t, nt, defender_fires, round, like_targets, target);
  for (guint j = 0; j < nt; j++)
    {
      q0[j] = 1;
      q1[j] = 0;
    }
  for (guint i = 0; i < ns; i++)
    {
      guint j = target[i];
      double p = value_against (&s[i], &t[j], defender_fires, round) / 6.0;
      q1[j] = q1[j] * (1 - p) + q0[j] * p;
      q0[j] *= 1 - p;
    }
  for (guint j = 0; j < nt; j++)
    {
      gboolean found = FALSE;
      for (guint k = 0; k < ng && !found; k++)
        if (groups[k].unit->cls == t[j].cls && groups[k].unit->health == t[j].health &&
            groups[k].q0 == q0[j] && groups[k].q1 == q1[j])
          {
            groups[k].m++;
            found = TRUE;
          }
      if (!found)
        groups[ng++] = (Group) { &t[j], 1, q0[j], q1[j] };
    }
  w.l = tl;
  w.each = each;
  w.data = data;
  w.dist = g_new0 (double, tl->cells);
  for (guint c = 0; c < tl->n_classes; c++)
    w.dist[tl->offset[c]] = 1;   /* (0, 0): nobody hit yet */
  for (guint k = 0; k < ng; k++)
    {
      guint c = groups[k].unit->cls;
      class_add_group (w.dist + tl->offset[c], tl->count[c], &groups[k]);
    }
  walk_classes (&w, 0, 0, 1.0);
  g_free (w.dist);
}

static double solve_v (Odds *o, guint64 ia, guint64 id, guint stage);

typedef struct {
  Odds    *o;
  guint64  ia, id;
  guint    stage;
  gboolean self_mode;
  double   sum, self;
} WAcc;

static void
w_outcome (guint64 id2, double p, gpointer data)
{
  WAcc *acc = data;

  if (id2 == 0)
    acc->sum += p;            /* no defender left: the attacker has won */
  else if (acc->self_mode && id2 == acc->id)
    acc->self += p;
  else
    acc->sum += p * solve_v (acc->o, acc->ia, id2, MIN (acc->stage + 1, 3));
}

/* W; in @self_mode (round 3 on, nobody hit by the defender) without the
 * term that leads back to V itself, whose weight goes to *@self. */
static double
solve_w (Odds *o, guint64 ia, guint64 id, guint stage, gboolean self_mode, double *self)
{
  WAcc acc = { o, ia, id, stage, self_mode, 0, 0 };
  double known;

  if (!self_mode && memo_get (o, FALSE, stage, ia, id, &known))
    return known;
  fire_outcomes (&o->a, ia, &o->d, id, FALSE, stage, o->like_targets, w_outcome, &acc);
  if (self_mode)
    *self = acc.self;
  else
    memo_put (o, FALSE, stage, ia, id, acc.sum);
  return acc.sum;
}

typedef struct {
  Odds    *o;
  guint64  ia, id;
  guint    stage;
  double   sum, loop_a, loop_w, loop_d;
} VAcc;

static void
v_outcome (guint64 ia2, double p, gpointer data)
{
  VAcc *acc = data;

  if (ia2 == 0)
    return;                   /* no attacker left: the defender has won */
  if (acc->stage == 3 && ia2 == acc->ia)
    {
      acc->loop_a += p;
      acc->loop_w = solve_w (acc->o, ia2, acc->id, 3, TRUE, &acc->loop_d);
      return;
    }
  acc->sum += p * solve_w (acc->o, ia2, acc->id, acc->stage, FALSE, NULL);
}

static double
solve_v (Odds *o, guint64 ia, guint64 id, guint stage)
{
  VAcc acc = { o, ia, id, stage, 0, 0, 0, 0 };
  double result;

  if (memo_get (o, TRUE, stage, ia, id, &result))
    return result;
  if (o->cancelled || (o->cancellable != NULL && (++o->calls & 1023) == 0 &&
                       g_cancellable_is_cancelled (o->cancellable)))
    {
      o->cancelled = TRUE;
      return 0;
    }
  fire_outcomes (&o->d, id, &o->a, ia, TRUE, stage, o->like_targets, v_outcome, &acc);
  /* V = sum + P(A' = A) (W' + P(D' = D) V) */
  if (acc.loop_a * acc.loop_d >= 1.0 - 1e-12)
    result = 0;               /* nobody can hit anybody: no winner */
  else
    result = (acc.sum + acc.loop_a * acc.loop_w) / (1.0 - acc.loop_a * acc.loop_d);
  memo_put (o, TRUE, stage, ia, id, result);
  return result;
}

double
hd_battle_attacker_wins (const HdState *state)
{
  return hd_battle_attacker_wins_cancellable (state, NULL);
}

/* The same, giving up (with 0) when @cancellable is cancelled: big battles
 * take a while, and a window asks again after every shot. */
double
hd_battle_attacker_wins_cancellable (const HdState *state,
                                     GCancellable  *cancellable)
{
  BUnit a[HD_MAX_SHOTS], d[HD_MAX_SHOTS];
  guint na, nd, stage;
  guint64 positions;
  Odds o = { 0 };
  double p;

  g_return_val_if_fail (state != NULL, 0);
  if (state->battle_box == HD_NO_BOX)
    return 0;
  na = compact (a, battle_line (state, state->player, a));
  nd = compact (d, battle_line (state, hd_side_get_enemy (state->player), d));
  if (na == 0 || nd == 0)
    return nd == 0 ? 1 : 0;
  line_init (&o.a, a, na);
  line_init (&o.d, d, nd);
  o.like_targets = hd_state_has_option (state, "5.2");
  o.cancellable = cancellable;
  o.v = g_hash_table_new_full (position_hash, position_equal, g_free, g_free);
  o.w = g_hash_table_new_full (position_hash, position_equal, g_free, g_free);
  positions = o.a.size <= DENSE_MAX_POSITIONS / o.d.size ? o.a.size * o.d.size : 0;
  /* HD_ODDS_HASHED: every round in the hash tables (the tests compare) */
  if (positions > 0 && !g_getenv ("HD_ODDS_HASHED"))
    {
      o.v3 = g_new (double, positions);
      o.w3 = g_new (double, positions);
      for (guint64 i = 0; i < positions; i++)
        o.v3[i] = o.w3[i] = NAN;
    }
  stage = MIN (state->battle_round, 3);
  if (state->battle_firing == state->player)
    p = solve_w (&o, line_index (a, na, &o.a), line_index (d, nd, &o.d), stage, FALSE, NULL);  /* mid-round */
  else
    p = solve_v (&o, line_index (a, na, &o.a), line_index (d, nd, &o.d), stage);
  g_free (o.v3);
  g_free (o.w3);
  g_hash_table_unref (o.v);
  g_hash_table_unref (o.w);
  return p;
}

void
hd_battle_hit_distribution (const HdState *state,
                            const HdShot  *shots,
                            guint          n_shots,
                            double        *out)
{
  g_return_if_fail (state != NULL && out != NULL);
  for (guint k = 0; k <= n_shots; k++)
    out[k] = 0;
  out[0] = 1;
  for (guint k = 0; k < n_shots; k++)
    {
      HdShotNeed need;
      double p = 0;
      if (hd_battle_shot_need (state, shots[k].shooter, shots[k].target, &need))
        p = CLAMP (need.value, 0, 6) / 6.0;
      for (guint h = k + 1; h > 0; h--)
        out[h] = out[h] * (1 - p) + out[h - 1] * p;
      out[0] *= 1 - p;
    }
}

/* The same battle fought @n_battles times with random dice (default
 * targets, no retreat, no reinforcement): the share the attacker wins.  A
 * check on hd_battle_attacker_wins() by sampling. */
double
hd_battle_monte_carlo (const HdState *state,
                       guint          n_battles,
                       guint32        seed)
{
  BUnit a0[HD_MAX_SHOTS], d0[HD_MAX_SHOTS];
  guint na0, nd0, wins = 0, decided = 0;
  gboolean like;
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  g_return_val_if_fail (state != NULL, 0);
  if (state->battle_box == HD_NO_BOX || n_battles == 0)
    return 0;
  na0 = compact (a0, battle_line (state, state->player, a0));
  nd0 = compact (d0, battle_line (state, hd_side_get_enemy (state->player), d0));
  like = hd_state_has_option (state, "5.2");

  for (guint b = 0; b < n_battles; b++)
    {
      BUnit a[HD_MAX_SHOTS], d[HD_MAX_SHOTS];
      guint na = na0, nd = nd0, round = state->battle_round;
      gboolean attacker_next = state->battle_firing == state->player;

      memcpy (a, a0, sizeof (BUnit) * na);
      memcpy (d, d0, sizeof (BUnit) * nd);
      for (guint step = 0; step < 400 && na > 0 && nd > 0; step++)
        {
          BUnit *s = attacker_next ? a : d, *t = attacker_next ? d : a;
          guint ns = attacker_next ? na : nd, nt = attacker_next ? nd : na;
          guint target[HD_MAX_SHOTS] = { 0 };

          assign_default (s, ns, t, nt, !attacker_next, MIN (round, 3), like, target);
          for (guint i = 0; i < ns; i++)
            {
              BUnit *tg = &t[target[i]];
              int die = g_rand_int_range (rand, 1, 7);
              if (tg->health > 0 && die <= value_against (&s[i], tg, !attacker_next, MIN (round, 3)))
                tg->health--;
            }
          if (attacker_next)
            {
              nd = compact (d, nd);
              round++;
            }
          else
            na = compact (a, na);
          attacker_next = !attacker_next;
        }
      if (nd == 0)
        wins++;
      if (na == 0 || nd == 0)
        decided++;
    }
  return (double) wins / n_battles;
}
