/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-candidates.c: the candidate actions for what is awaited now, one
 * generator an action type, each listing the type's action space as the
 * engine's own questions narrow it (routes, destinations, cities, the
 * leaders' boxes) and keeping what hd_action_check() accepts: no rule is
 * decided here. */
#define G_LOG_DOMAIN "hd-candidates"

#include "config.h"

#include <string.h>

#include "hd-battle.h"
#include "hd-border.h"
#include "hd-candidates.h"
#include "hd-hooks.h"
#include "hd-intervention.h"
#include "hd-leader.h"
#include "hd-morale.h"
#include "hd-movement.h"
#include "hd-recruitment.h"

typedef struct {
  const HdState *state;
  GArray        *out;   /* NULL: only counted */
  guint          n;
  HdActionGate   gate;  /* what every check of @state asks first, asked once */
} Emit;

static gboolean
has_dice (HdActionType type)
{
  switch (type)
    {
    case HD_ACTION_ROLL_MARCHES:
    case HD_ACTION_ROLL_PROMOTION:
    case HD_ACTION_ROLL_RECRUITMENT:
    case HD_ACTION_ROLL_WASHINGTON:
    case HD_ACTION_ROLL_LEADERSHIP:
    case HD_ACTION_ROLL_BORDER:
    case HD_ACTION_FIRE:
    case HD_ACTION_MORALE:
    case HD_ACTION_DESERTION:
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
has_shots (HdActionType type)
{
  return type == HD_ACTION_FIRE || type == HD_ACTION_MORALE || type == HD_ACTION_DESERTION;
}

gboolean
hd_candidates_is_template (const HdAction *action)
{
  g_return_val_if_fail (action != NULL, FALSE);
  if (!has_dice (action->type))
    return FALSE;
  if (!has_shots (action->type))
    return action->die == 0;
  for (guint k = 0; k < action->n_shots && k < HD_MAX_SHOTS; k++)
    if (action->shots[k].die == 0)
      return TRUE;
  return FALSE;
}

void
hd_candidates_fill_dice (HdAction *action,
                         guint     die)
{
  g_return_if_fail (action != NULL);
  if (!has_dice (action->type))
    return;
  if (!has_shots (action->type))
    {
      if (action->die == 0)
        action->die = die;
      return;
    }
  for (guint k = 0; k < action->n_shots && k < HD_MAX_SHOTS; k++)
    if (action->shots[k].die == 0)
      action->shots[k].die = die;
}

void
hd_candidates_roll_dice (HdAction  *action,
                         HdDiceFunc dice,
                         gpointer   data)
{
  g_return_if_fail (action != NULL && dice != NULL);
  if (!has_dice (action->type))
    return;
  if (!has_shots (action->type))
    {
      if (action->die == 0)
        action->die = dice (data);
      return;
    }
  for (guint k = 0; k < action->n_shots && k < HD_MAX_SHOTS; k++)
    if (action->shots[k].die == 0)
      action->shots[k].die = dice (data);
}

/* The fields @a uses (hd-action-info.c): a unit named by its number
 * instead of side, kind and strength, as a save records it. */
static guint
used_fields (const HdAction *a)
{
  guint fields = hd_action_info_get (a->type)->fields;

  if ((fields & HD_FIELD_BY_ID) && a->by_id)
    fields = (fields & ~HD_FIELDS_PIECE) | HD_FIELD_UNIT;
  return fields;
}

/* Whether the shots of @c and @a are the same, @c's open dice aside. */
static gboolean
same_shots (const HdAction *c, const HdAction *a)
{
  if (c->n_shots != a->n_shots || c->n_shots > HD_MAX_SHOTS)
    return FALSE;
  for (guint k = 0; k < c->n_shots; k++)
    if (c->shots[k].shooter != a->shots[k].shooter || c->shots[k].target != a->shots[k].target ||
        c->shots[k].plus != a->shots[k].plus || (c->shots[k].die != 0 && c->shots[k].die != a->shots[k].die))
      return FALSE;
  return TRUE;
}

/* Whether @action is @candidate: the fields its type uses compared (the
 * others mean nothing to the rules), the dice the candidate leaves open
 * aside. */
static gboolean
matches (const HdAction *c, const HdAction *a)
{
  guint fields;

  if (c->type != a->type || used_fields (c) != used_fields (a))
    return FALSE;
  fields = used_fields (c);
  if (((fields & HD_FIELD_BOX) && c->box != a->box) || ((fields & HD_FIELD_TO) && c->to != a->to) ||
      ((fields & HD_FIELD_SIDE) && c->side != a->side) || ((fields & HD_FIELD_KIND) && c->kind != a->kind) ||
      ((fields & HD_FIELD_REDUCED) && !c->reduced != !a->reduced) ||
      ((fields & HD_FIELD_FLAG) && !c->flag != !a->flag) ||
      ((fields & HD_FIELD_DIE) && c->die != 0 && c->die != a->die) ||
      ((fields & HD_FIELD_UNIT) && c->unit != a->unit) || ((fields & HD_FIELD_LEADER) && c->leader != a->leader))
    return FALSE;
  if ((fields & HD_FIELD_ROUTE) &&
      (c->n_steps != a->n_steps || c->n_steps > HD_ACTION_MAX_STEPS ||
       memcmp (c->lines, a->lines, c->n_steps * sizeof c->lines[0]) != 0))
    return FALSE;
  return !(fields & HD_FIELD_SHOTS) || same_shots (c, a);
}

gboolean
hd_candidates_contains (GArray         *list,
                        const HdAction *action)
{
  g_return_val_if_fail (list != NULL && action != NULL, FALSE);
  for (guint i = 0; i < list->len; i++)
    if (matches (&g_array_index (list, HdAction, i), action))
      return TRUE;
  return FALSE;
}

/* Keeps @a if the engine accepts it (its open dice given a 1). */
static void
emit (Emit *e, const HdAction *a)
{
  HdAction filled = *a;

  hd_candidates_fill_dice (&filled, 1);
  if (!hd_action_gate_check (&e->gate, &filled))
    return;
  e->n++;
  if (e->out != NULL)
    g_array_append_vals (e->out, a, 1);
}

static void
emit_simple (Emit *e, HdActionType type)
{
  HdAction a;

  memset (&a, 0, sizeof a);
  a.type = type;
  emit (e, &a);
}

/* The boxes holding units of the player whose turn it is, in box order. */
static GArray *
player_boxes (const HdState *state)
{
  HdMap *map = hd_state_get_map (state);
  guint n_boxes = hd_map_get_n_boxes (map);
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree gboolean *here = g_new0 (gboolean, n_boxes);

  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, i);
      if (bu->unit.side == hd_state_get_player (state) && bu->box < n_boxes)
        here[bu->box] = TRUE;
    }
  for (guint b = 0; b < n_boxes; b++)
    if (here[b])
      g_array_append_val (out, b);
  return out;
}

/* ------------------------------------------------------------ the dice */

/* An action of the type alone: a die left open, or the segment's end. */
static void
gen_plain (Emit *e, HdActionType type)
{
  emit_simple (e, type);
}

static void
gen_roll_border (Emit *e, HdActionType type)
{
  HdMap *map = hd_state_get_map (e->state);

  for (guint i = 0; i < HD_N_BORDER_STATES; i++)
    {
      const HdBox *city = hd_map_lookup_id (map, hd_border_get_cities (i)[0]);
      HdAction a = { .type = type };
      if (city == NULL)
        continue;
      a.box = city->index;
      emit (e, &a);
    }
}

static void
gen_roll_leadership (Emit *e, HdActionType type)
{
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      HdAction a = { .type = type, .side = side };
      emit (e, &a);
    }
}

/* Advanced 8.1, 8.12: one die for each unit checking, in the order asked */
static void
gen_checks (Emit *e, HdActionType type)
{
  g_autoptr(GArray) ids = NULL;
  HdCheckKind kind = hd_morale_get_checks (e->state, &ids);
  HdAction a = { .type = type };

  if (kind != (type == HD_ACTION_MORALE ? HD_CHECK_MORALE : HD_CHECK_DESERTION) || ids == NULL)
    return;
  a.n_shots = MIN (ids->len, HD_MAX_SHOTS);
  for (guint k = 0; k < a.n_shots; k++)
    a.shots[k].shooter = g_array_index (ids, guint, k);
  emit (e, &a);
}

static void
gen_rally (Emit *e, HdActionType type)
{
  HdSide side = hd_morale_rally_due (e->state);
  g_autoptr(GArray) routed = NULL;
  HdAction none = { .type = type, .side = side };

  if (side == HD_SIDE_NEUTRAL)
    return;
  routed = hd_morale_get_routed (e->state, side);
  for (guint i = 0; i < routed->len; i++)
    {
      HdAction a = { .type = type, .side = side, .unit = g_array_index (routed, guint, i) };
      emit (e, &a);
    }
  emit (e, &none);
}

/* ------------------------------------------------------------ the units */

/* Every unit on the board by its id (the check keeps the right ones). */
static void
gen_each_unit (Emit *e, HdActionType type)
{
  for (guint i = 0; i < hd_state_get_n_units (e->state); i++)
    {
      HdAction a = { .type = type, .unit = hd_state_get_unit (e->state, i)->id };
      emit (e, &a);
    }
}

static void
gen_supply_loss (Emit *e, HdActionType type)
{
  for (guint i = 0; i < hd_state_get_n_units (e->state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (e->state, i);
      HdAction a = { .type = type, .unit = bu->id };
      if (hd_state_get_supply_due (e->state, bu->box))
        emit (e, &a);
    }
}

static void
gen_unit_list (Emit *e, HdActionType type, GArray *ids)
{
  for (guint i = 0; i < ids->len; i++)
    {
      HdAction a = { .type = type, .unit = g_array_index (ids, guint, i) };
      emit (e, &a);
    }
}

static void
gen_reinforce (Emit *e, HdActionType type)
{
  g_autoptr(GArray) ids = NULL;

  if (!hd_battle_in_progress (e->state))
    return;
  ids = hd_battle_reinforcements (e->state);
  gen_unit_list (e, type, ids);
}

/* ------------------------------------------------------------ the leaders */

static void
gen_leaders (Emit *e, HdActionType type)
{
  for (HdLeader l = 0; l < HD_N_LEADERS; l++)
    {
      g_autoptr(GArray) list = NULL;
      HdAction a = { .type = type, .leader = l };

      switch (type)
        {
        case HD_ACTION_PLACE_LEADER:
          list = hd_leader_place_boxes (e->state, l);
          break;
        case HD_ACTION_LEAD:
          list = hd_leader_march_boxes (e->state, l);
          break;
        case HD_ACTION_LEAD_WITH:
          list = hd_leader_follow_units (e->state, l);
          break;
        default:
          emit (e, &a);
          continue;
        }
      for (guint i = 0; i < list->len; i++)
        {
          guint v = g_array_index (list, guint, i);
          a.box = type == HD_ACTION_PLACE_LEADER ? v : 0;
          a.to = type == HD_ACTION_LEAD ? v : 0;
          a.unit = type == HD_ACTION_LEAD_WITH ? v : 0;
          emit (e, &a);
        }
    }
}

/* ------------------------------------------------------------ the marches */

static void
gen_player_boxes (Emit *e, HdActionType type)
{
  g_autoptr(GArray) boxes = player_boxes (e->state);

  for (guint i = 0; i < boxes->len; i++)
    {
      HdAction a = { .type = type, .box = g_array_index (boxes, guint, i) };
      emit (e, &a);
    }
}

/* The lines at each box, as offsets into one array (built once a call). */
typedef struct {
  guint *start;   /* n_boxes + 1 */
  guint *lines;
} Incidence;

static void
incidence_init (Incidence *inc, HdMap *map)
{
  guint n_boxes = hd_map_get_n_boxes (map), n_lines = hd_map_get_n_lines (map);
  g_autofree guint *fill = g_new0 (guint, n_boxes);

  inc->start = g_new0 (guint, n_boxes + 1);
  inc->lines = g_new (guint, 2 * n_lines + 1);
  for (guint l = 0; l < n_lines; l++)
    {
      inc->start[hd_map_get_line (map, l)->a + 1]++;
      inc->start[hd_map_get_line (map, l)->b + 1]++;
    }
  for (guint b = 0; b < n_boxes; b++)
    inc->start[b + 1] += inc->start[b];
  for (guint l = 0; l < n_lines; l++)
    {
      const HdLine *line = hd_map_get_line (map, l);
      inc->lines[inc->start[line->a] + fill[line->a]++] = l;
      if (line->b != line->a)
        inc->lines[inc->start[line->b] + fill[line->b]++] = l;
    }
}

static void
incidence_clear (Incidence *inc)
{
  g_free (inc->start);
  g_free (inc->lines);
}

typedef struct {
  Emit            *e;
  HdMap           *map;
  const Incidence *inc;
  const gboolean  *reachable;   /* per box: a destination of the unit */
  HdAction         move;
  guint            passed[HD_ACTION_MAX_STEPS + 1];   /* the boxes of move's path so far */
} PathWalk;

/* Every line path from @at of the steps taken so far, ending at a box
 * the unit can reach.  A path never steps into a box it has passed:
 * the rules refuse that path and every longer one (4.0), so trying them
 * only costs time. */
static void
walk_paths (PathWalk *w, guint at)
{
  if (w->move.n_steps > 0 && w->reachable[at])
    emit (w->e, &w->move);
  if (w->move.n_steps == HD_ACTION_MAX_STEPS)
    return;
  w->passed[w->move.n_steps] = at;
  for (guint i = w->inc->start[at]; i < w->inc->start[at + 1]; i++)
    {
      const HdLine *line = hd_map_get_line (w->map, w->inc->lines[i]);
      guint next = line->a == at ? line->b : line->a;
      gboolean again = FALSE;

      for (guint j = 0; j <= w->move.n_steps; j++)
        again |= w->passed[j] == next;
      if (again)
        continue;
      w->move.lines[w->move.n_steps++] = w->inc->lines[i];
      walk_paths (w, next);
      w->move.lines[--w->move.n_steps] = 0;
    }
}

static void
gen_march_move (Emit *e, HdActionType type)
{
  HdMap *map = hd_state_get_map (e->state);
  guint n_boxes = hd_map_get_n_boxes (map);
  g_autofree gboolean *reachable = NULL;
  Incidence inc = { NULL, NULL };
  gboolean ready = FALSE;

  for (guint i = 0; i < hd_state_get_n_units (e->state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (e->state, i);
      g_autoptr(GArray) routes = NULL;
      PathWalk w;

      if (bu->unit.side != hd_state_get_player (e->state) || !hd_movement_check_unit (e->state, i, NULL))
        continue;
      routes = hd_movement_unit_routes (e->state, i);
      if (routes->len == 0)
        continue;
      if (!ready)
        {
          incidence_init (&inc, map);
          reachable = g_new0 (gboolean, n_boxes);
          ready = TRUE;
        }
      memset (reachable, 0, n_boxes * sizeof (gboolean));
      for (guint r = 0; r < routes->len; r++)
        reachable[g_array_index (routes, HdRoute, r).to] = TRUE;
      w = (PathWalk) { e, map, &inc, reachable, { .type = type, .box = bu->box, .by_id = TRUE, .unit = bu->id,
                                                  .side = bu->unit.side, .kind = bu->unit.kind,
                                                  .reduced = bu->unit.reduced } };
      walk_paths (&w, bu->box);
    }
  if (ready)
    incidence_clear (&inc);
}

/* Sea moves and invasions, the unit named as a save names it: by side,
 * kind and strength in its box (the engine picks which). */
static void
gen_sea_move (Emit *e, HdActionType type)
{
  guint n = hd_state_get_n_units (e->state);

  for (guint i = 0; i < n; i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (e->state, i);
      gboolean seen = FALSE;
      int index;

      if (bu->unit.side != hd_state_get_player (e->state))
        continue;
      for (guint j = 0; j < i && !seen; j++)
        {
          const HdBoardUnit *o = hd_state_get_unit (e->state, j);
          seen = o->box == bu->box && o->unit.side == bu->unit.side && o->unit.kind == bu->unit.kind &&
                 o->unit.reduced == bu->unit.reduced;
        }
      if (seen)
        continue;
      index = hd_movement_pick_unit (e->state, bu->box, bu->unit.side, bu->unit.kind, bu->unit.reduced, TRUE);
      for (gboolean invasion = FALSE; index >= 0 && invasion <= TRUE; invasion++)
        {
          g_autoptr(GArray) to = hd_movement_sea_destinations (e->state, (guint) index, invasion);
          for (guint k = 0; k < to->len; k++)
            {
              HdAction a = { .type = type, .box = bu->box, .to = g_array_index (to, guint, k), .side = bu->unit.side,
                             .kind = bu->unit.kind, .reduced = bu->unit.reduced, .flag = invasion };
              emit (e, &a);
            }
        }
    }
}

static void
gen_sail_europe (Emit *e, HdActionType type)
{
  g_autoptr(GArray) ports = NULL;
  gboolean done[HD_N_KINDS] = { FALSE };

  if (hd_intervention_n_in_europe (e->state) == 0)
    return;
  ports = hd_intervention_sail_destinations (e->state);
  for (guint i = 0; i < HD_N_FOREIGN_UNITS; i++)
    {
      HdUnitKind kind = hd_intervention_get_kind (i);
      if ((guint) kind >= HD_N_KINDS || done[kind])
        continue;
      done[kind] = TRUE;
      for (guint k = 0; k < ports->len; k++)
        {
          /* the side a transcript's "sail Confederate ..." gives it */
          HdAction a = { .type = type, .side = HD_SIDE_CONFEDERATE, .kind = kind,
                         .to = g_array_index (ports, guint, k) };
          emit (e, &a);
        }
    }
}

/* ------------------------------------------------------------ the battles */

/* Every box holding a battle: those left to fight, and the contained
 * ports, where either side may still attack (Advanced 4.0). */
static void
gen_battles (Emit *e, HdActionType type)
{
  if (hd_state_get_segment (e->state) != HD_SEGMENT_COMBAT)
    return;
  for (guint b = 0; b < hd_map_get_n_boxes (hd_state_get_map (e->state)); b++)
    if (hd_battle_box_has_battle (e->state, b))
      {
        HdAction a = { .type = type, .box = b };
        emit (e, &a);
      }
}

static void
gen_to_boxes (Emit *e, HdActionType type)
{
  g_autoptr(GArray) boxes = NULL;

  if (!hd_battle_in_progress (e->state))
    return;
  boxes = type == HD_ACTION_RETREAT ? hd_battle_retreat_boxes (e->state) : hd_battle_withdraw_boxes (e->state);
  for (guint i = 0; i < boxes->len; i++)
    {
      HdAction a = { .type = type, .to = g_array_index (boxes, guint, i) };
      emit (e, &a);
    }
}

/* n choose k times t to the k, or HD_CANDIDATES_MAX_FIRE + 1 if more. */
static guint
fire_space (guint n, guint k, guint t)
{
  guint64 ways = 1;

  for (guint i = 0; i < k; i++)
    {
      ways = ways * (n - i) / (i + 1);
      if (ways > HD_CANDIDATES_MAX_FIRE)
        return HD_CANDIDATES_MAX_FIRE + 1;
    }
  for (guint i = 0; i < k; i++)
    {
      ways *= t;
      if (ways > HD_CANDIDATES_MAX_FIRE)
        return HD_CANDIDATES_MAX_FIRE + 1;
    }
  return (guint) ways;
}

/* How the pluses of the firing side's leaders may be spread over a
 * fire (Advanced 8.2.2): at most @value in all, on at most @pieces of
 * its shots.  @def is the default fire, listed first and not again;
 * @listed, if not NULL, its targets without pluses, listed with every
 * spread already. */
typedef struct {
  Emit           *e;
  const HdAction *def;
  const HdAction *listed;
  guint           value;
  guint           pieces;
} Pluses;

/* The number of spreads of at most @left pluses over @n shots, on at
 * most @pieces of them (none included), or @cap + 1 if more. */
static guint
count_spreads (guint n, guint left, guint pieces, guint cap)
{
  guint64 ways = 1;

  for (guint k = 0; pieces > 0 && k < n && ways <= cap; k++)
    for (guint p = 1; p <= left && ways <= cap; p++)
      ways += count_spreads (n - k - 1, left - p, pieces - 1, cap);
  return (guint) MIN (ways, (guint64) cap + 1);
}

/* @a as it is and with every spread of up to @left more pluses on its
 * shots from @from on, on at most @pieces more of them. */
static void
emit_spreads (const Pluses *pl, HdAction *a, guint from, guint left, guint pieces)
{
  if (!matches (pl->def, a))
    emit (pl->e, a);
  for (guint k = from; pieces > 0 && k < a->n_shots; k++)
    for (guint p = 1; p <= left; p++)
      {
        a->shots[k].plus = p;
        emit_spreads (pl, a, k + 1, left - p, pieces - 1);
        a->shots[k].plus = 0;
      }
}

/* Every assignment of the @k units chosen (@pick, indices into @s) to
 * the targets @t, an odometer over the targets; each with every spread
 * of the pluses when @spreads. */
static void
fire_assignments (const Pluses *pl, GArray *s, GArray *t, const guint *pick, guint k, gboolean spreads)
{
  guint digit[HD_MAX_SHOTS] = { 0 };

  for (;;)
    {
      HdAction a = { .type = HD_ACTION_FIRE, .n_shots = k };
      guint d;

      for (guint i = 0; i < k; i++)
        a.shots[i] = (HdShot) { g_array_index (s, guint, pick[i]), g_array_index (t, guint, digit[i]), 0, 0 };
      if (pl->listed == NULL || !matches (pl->listed, &a))
        emit_spreads (pl, &a, 0, pl->value, spreads ? pl->pieces : 0);
      for (d = 0; d < k && ++digit[d] == t->len; d++)
        digit[d] = 0;
      if (d == k)
        return;
    }
}

static void
gen_fire (Emit *e, HdActionType type)
{
  HdAction def = { .type = type };
  Pluses pl = { e, &def, NULL, 0, 0 };
  HdAction plain;
  g_autoptr(GArray) s = NULL;
  g_autoptr(GArray) t = NULL;
  HdSide firing;
  guint k, ways, spreads;

  if (!hd_battle_in_progress (e->state))
    return;
  def.n_shots = hd_battle_default_targets (e->state, def.shots);
  if (def.n_shots == 0)
    return;
  emit (e, &def);
  firing = hd_battle_get_firing_side (e->state);
  pl.value = hd_hooks_battle_pluses (e->state, firing, &pl.pieces);
  s = hd_battle_get_units (e->state, firing);
  t = hd_battle_get_units (e->state, hd_side_get_enemy (firing));
  k = def.n_shots;
  spreads = count_spreads (k, pl.value, pl.pieces, HD_CANDIDATES_MAX_FIRE);
  /* the default targets with every spread of the pluses */
  plain = def;
  for (guint i = 0; i < k; i++)
    plain.shots[i].plus = 0;
  if (spreads <= HD_CANDIDATES_MAX_FIRE)
    {
      emit_spreads (&pl, &plain, 0, pl.value, pl.pieces);
      pl.listed = &plain;
    }
  if (k > s->len || t->len == 0)
    return;
  ways = fire_space (s->len, k, t->len);
  if (ways <= HD_CANDIDATES_MAX_FIRE)
    {
      /* every choice of k of the line, in board order (combinations);
       * every spread of the pluses on each while they are few enough */
      gboolean all = (guint64) ways * spreads <= HD_CANDIDATES_MAX_FIRE_SPREAD;
      guint pick[HD_MAX_SHOTS];
      for (guint i = 0; i < k; i++)
        pick[i] = i;
      for (;;)
        {
          int i;
          fire_assignments (&pl, s, t, pick, k, all);
          for (i = (int) k - 1; i >= 0 && pick[i] == s->len - k + (guint) i; i--)
            ;
          if (i < 0)
            return;
          pick[i]++;
          for (guint j = (guint) i + 1; j < k; j++)
            pick[j] = pick[j - 1] + 1;
        }
    }
  /* too many: the default with each single shot moved */
  for (guint i = 0; i < k; i++)
    for (guint j = 0; j < t->len; j++)
      if (g_array_index (t, guint, j) != def.shots[i].target)
        {
          HdAction a = def;
          a.shots[i].target = g_array_index (t, guint, j);
          emit (e, &a);
        }
}

/* ------------------------------------------------------------ recruitment */

static void
gen_recruit (Emit *e, HdActionType type)
{
  for (HdUnitKind kind = 0; kind < HD_N_KINDS; kind++)
    {
      g_autoptr(GArray) cities = hd_recruitment_cities (e->state, kind);
      for (guint i = 0; i < cities->len; i++)
        {
          HdAction a = { .type = type, .box = g_array_index (cities, guint, i), .side = hd_state_get_player (e->state),
                         .kind = kind };
          emit (e, &a);
        }
    }
}

/* ------------------------------------------------------------ the table */

typedef void (*Generator) (Emit *e, HdActionType type);

/* Every type a player plays, in the order candidates are listed
 * (hd-candidates.h); the corrections are not candidates. */
static const struct {
  HdActionType type;
  Generator    gen;
} generators[] = {
  { HD_ACTION_ROLL_MARCHES, gen_plain },
  { HD_ACTION_ROLL_PROMOTION, gen_plain },
  { HD_ACTION_ROLL_RECRUITMENT, gen_plain },
  { HD_ACTION_ROLL_WASHINGTON, gen_plain },
  { HD_ACTION_ROLL_BORDER, gen_roll_border },
  { HD_ACTION_ROLL_LEADERSHIP, gen_roll_leadership },
  { HD_ACTION_MORALE, gen_checks },
  { HD_ACTION_DESERTION, gen_checks },
  { HD_ACTION_RALLY, gen_rally },
  { HD_ACTION_SUPPLY_LOSS, gen_supply_loss },
  { HD_ACTION_PLACE_LEADER, gen_leaders },
  { HD_ACTION_LEAD, gen_leaders },
  { HD_ACTION_LEAD_WITH, gen_leaders },
  { HD_ACTION_LEADER_REINFORCE, gen_leaders },
  { HD_ACTION_MARCH, gen_player_boxes },
  { HD_ACTION_MARCH_MOVE, gen_march_move },
  { HD_ACTION_DIG_IN, gen_player_boxes },
  { HD_ACTION_SEA_MOVE, gen_sea_move },
  { HD_ACTION_BREAK_OUT, gen_player_boxes },
  { HD_ACTION_SAIL_EUROPE, gen_sail_europe },
  { HD_ACTION_BATTLE, gen_battles },
  { HD_ACTION_CONTAIN, gen_battles },
  { HD_ACTION_WITHDRAW, gen_to_boxes },
  { HD_ACTION_FIRE, gen_fire },
  { HD_ACTION_RETREAT, gen_to_boxes },
  { HD_ACTION_REINFORCE, gen_reinforce },
  { HD_ACTION_RECOVER, gen_each_unit },
  { HD_ACTION_PROMOTE, gen_each_unit },
  { HD_ACTION_RECRUIT, gen_recruit },
  { HD_ACTION_END_SEGMENT, gen_plain },
};

static guint
list (const HdState *state, GArray *out)
{
  HdAwaited decision = hd_action_get_decision (state);
  Emit e = { state, out, 0 };

  hd_action_gate_init (&e.gate, state);
  if (out != NULL)
    g_array_set_size (out, 0);
  if (decision.kind == HD_AWAITED_OVER)
    return 0;
  for (guint i = 0; i < G_N_ELEMENTS (generators); i++)
    if (!decision.first || generators[i].type == decision.action)
      generators[i].gen (&e, generators[i].type);
  return e.n;
}

guint
hd_candidates_list (const HdState *state,
                    GArray        *out)
{
  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (out == NULL || g_array_get_element_size (out) == sizeof (HdAction), 0);
  return list (state, out);
}

guint
hd_candidates_count (const HdState *state)
{
  g_return_val_if_fail (state != NULL, 0);
  return list (state, NULL);
}
