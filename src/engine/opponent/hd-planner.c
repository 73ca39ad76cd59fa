/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-planner.c: the Movement Segment planned whole (hd-planner.h;
 * docs/opponent.md, "The planner").
 *
 * A node is a position reached by some marches and the actions that
 * reached it.  From each node, each box holding units that may still
 * march offers its marches (march_options): every destination its units
 * reach together or in part, the smallest force that reaches the chosen
 * chance against a defended box, all but a garrison, a single unit to an
 * undefended objective (a cavalry raid or jump among them), entrenching,
 * each unit's sea moves and invasions.  Each is played on a copy by the
 * rules' own actions, so nothing the rules refuse is kept.  A box's
 * options are ranked and the best few kept; the children of the whole
 * beam are merged when they reach the same position (the same marches in
 * another order) and the best `beam` go on.  Every node met can end the
 * segment; the best `finalists` are judged again by the full evaluation
 * after END_SEGMENT (the battles' exact odds, the enemy's reach in reply)
 * and the best is the plan.
 *
 * Nodes are scored by the full evaluation (hd_evaluate_with_reach) with
 * the side's own reach worked out once at the root and the enemy's from
 * the node itself: the side's units block the enemy's marches (a guarded
 * Philadelphia shuts the rail to New York City), so the enemy's reach is
 * worked out again for each footprint of the side's units met (the
 * boxes they stand in, within the region the enemy could reach at all),
 * and kept for the search. */
#define G_LOG_DOMAIN "hd-planner"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "hd-movement.h"
#include "hd-state-private.h"
#include "hd-victory.h"
#include "hd-planner.h"
#include "hd-reply.h"
#include "hd-threat.h"

/* The most steps (options) a plan makes: marches, plus moves within a
 * march already begun. */
#define MAX_DEPTH 10
/* A step's children ranked against the root's reach: this many times the
 * level's `beam` are scored again against their own (score). */
#define ROUGH_SHARE 6

typedef struct {
  HdState *state;
  GArray  *actions;   /* HdAction */
  double   score;
  guint    hash;
} Node;

/* What of a position the enemy's reach depends on while the side plans
 * its marches: the boxes holding its units (they stop the enemy's
 * marches, 4.0), those holding its cavalry (jumps, 4.4), the enemy's
 * units (a battle judged removes, reduces or withdraws some, 5.6) and
 * the boxes' control with Kentucky's neutrality (4.12): control changes
 * after combat (8.0) in the positions judged, and where the side's
 * cavalry empties a box it held alone, and a Confederate march into
 * Kentucky opens it to the Union. */
#define FOOTPRINT_WORDS 4
typedef struct {
  guint64 boxes[FOOTPRINT_WORDS];
  guint64 cavalry[FOOTPRINT_WORDS];
  guint64 enemy[FOOTPRINT_WORDS];    /* the enemy's boxes: a battle judged won empties one */
  guint64 enemy_units;               /* a hash of the enemy's units, where and how strong */
  guint64 control;                   /* a hash of the boxes' control, 0 while it is the root's (8.0) */
} Footprint;

typedef struct {
  const HdState           *root;
  HdSide                   side;
  const HdWeights         *weights;
  const HdPlannerSettings *settings;
  HdReach                 *own_reach;
  GCancellable            *cancellable;
  guint                    n_boxes;
  GHashTable              *reaches;   /* Footprint -> the enemy's HdReach from it */
  HdThreatCache            *seconds;   /* the enemy's second marches, for the root's control and units */
  const HdReach           *root_reach; /* the enemy's, from the root */
  Footprint                root_footprint;
  guint64                  region[FOOTPRINT_WORDS]; /* the boxes the enemy could reach wherever the side stands */
} Search;

static guint
footprint_hash (gconstpointer key)
{
  const Footprint *f = key;
  guint64 h = 1469598103934665603ull;

  for (guint k = 0; k < FOOTPRINT_WORDS; k++)
    h = ((h ^ f->boxes[k]) * 1099511628211ull ^ f->cavalry[k]) * 1099511628211ull ^ f->enemy[k];
  h = ((h ^ f->enemy_units) * 1099511628211ull ^ f->control) * 1099511628211ull;
  return (guint) (h ^ (h >> 32));
}

static gboolean
footprint_equal (gconstpointer a, gconstpointer b)
{
  return memcmp (a, b, sizeof (Footprint)) == 0;
}

/* splitmix64's finalizer: a sum of these is a hash that ignores order */
static guint64
mix64 (guint64 x)
{
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

static void
footprint_of (const HdState *state, HdSide side, Footprint *f)
{
  memset (f, 0, sizeof *f);
  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, i);
      if (bu->box >= FOOTPRINT_WORDS * 64)
        continue;
      if (bu->unit.side != side)
        {
          f->enemy[bu->box / 64] |= G_GUINT64_CONSTANT (1) << (bu->box % 64);
          f->enemy_units += mix64 ((guint64) bu->id << 16 | (guint64) bu->box << 1 | bu->unit.reduced);
          continue;
        }
      f->boxes[bu->box / 64] |= G_GUINT64_CONSTANT (1) << (bu->box % 64);
      if (hd_unit_kind_get_type (bu->unit.kind) == HD_CAVALRY)
        f->cavalry[bu->box / 64] |= G_GUINT64_CONSTANT (1) << (bu->box % 64);
    }
}

/* Whether the enemy's reach from the root holds for @f: it differs from
 * the root's footprint only in boxes that reach does not get into (the
 * enemy's marches cannot end there, so the side's units there block
 * nothing, 4.0), with the same cavalry; the caller has seen that the
 * enemy's units and the control are the root's. */
static gboolean
root_reach_holds (Search *s, const Footprint *f)
{
  for (guint w = 0; w < FOOTPRINT_WORDS; w++)
    {
      guint64 diff = f->boxes[w] ^ s->root_footprint.boxes[w];
      if (f->cavalry[w] != s->root_footprint.cavalry[w])
        return FALSE;
      for (; diff != 0; diff &= diff - 1)
        {
          guint b = w * 64 + (guint) __builtin_ctzll (diff);
          if (s->root_reach[b].one_march.units + s->root_reach[b].two_marches.units > 0)
            return FALSE;
        }
    }
  return TRUE;
}

/* The boxes the enemy could reach with none of the side's units on the
 * board: outside them the side's units block nothing in any position the
 * search meets, so the footprint's key leaves them out. */
static void
region_init (Search *s)
{
  g_autofree HdReach *open = hd_threat_reach_unblocked (s->root, hd_side_get_enemy (s->side));
  Footprint f;

  /* the enemy's own boxes too: the side's units that march in to attack
   * hold the enemy's there (their reach is 0, units there do not arrive) */
  footprint_of (s->root, s->side, &f);
  memcpy (s->region, f.enemy, sizeof s->region);
  for (guint b = 0; b < s->n_boxes; b++)
    if (open[b].one_march.units + open[b].two_marches.units > 0)
      s->region[b / 64] |= G_GUINT64_CONSTANT (1) << (b % 64);
}

/* Whether the boxes' control and Kentucky's neutrality (4.12) are the
 * root's (Footprint). */
static gboolean
control_is_root (const Search *s, const HdState *state)
{
  return state->confederates_in_kentucky == s->root->confederates_in_kentucky &&
         memcmp (state->control, s->root->control, sizeof (HdSide) * s->n_boxes) == 0;
}

/* @f made a key: the region's boxes alone in a position @root_like (the
 * root's control and enemy units), every box and the control's hash
 * otherwise (a withdrawal, 5.6, can take enemy units out of the region). */
static void
footprint_key (const Search *s, const HdState *state, gboolean root_like, Footprint *f)
{
  if (!root_like)
    {
      guint64 h = 1469598103934665603ull ^ (guint64) state->confederates_in_kentucky;
      for (guint b = 0; b < s->n_boxes; b++)
        h = (h ^ (guint64) state->control[b]) * 1099511628211ull;
      f->control = h | 1;
      return;
    }
  for (guint w = 0; w < FOOTPRINT_WORDS; w++)
    {
      f->boxes[w] &= s->region[w];
      f->cavalry[w] &= s->region[w];
    }
}

/* The enemy's reach from @state (in the side's Movement Segment), worked
 * out once for each footprint met.  Owned by the search. */
static const HdReach *
enemy_reach_of (Search *s, const HdState *state)
{
  Footprint f;
  HdReach *reach;
  gboolean root_like;

  footprint_of (state, s->side, &f);
  /* only the side's units differ from the root's (once the root's own
   * reach is known) */
  root_like = s->root_reach != NULL && f.enemy_units == s->root_footprint.enemy_units && control_is_root (s, state);
  if (root_like && root_reach_holds (s, &f))
    return s->root_reach;
  footprint_key (s, state, root_like, &f);
  reach = g_hash_table_lookup (s->reaches, &f);
  if (reach == NULL)
    {
      /* the enemy's second marches can be looked up where root-like */
      reach = root_like ? hd_threat_reach_cached (state, hd_side_get_enemy (s->side), s->seconds)
                        : hd_threat_reach (state, hd_side_get_enemy (s->side));
      g_hash_table_insert (s->reaches, g_memdup2 (&f, sizeof f), reach);
    }
  return reach;
}

void
hd_plan_clear (HdPlan *plan)
{
  g_clear_pointer (&plan->actions, g_array_unref);
  g_clear_pointer (&plan->reason, g_free);
  g_clear_pointer (&plan->reasons, g_ptr_array_unref);
  plan->value = 0;
}

static void
node_free (gpointer data)
{
  Node *n = data;

  if (n == NULL)
    return;   /* stolen into another array */
  hd_state_free (n->state);
  g_array_unref (n->actions);
  g_free (n);
}

static guint
state_hash (const HdState *state)
{
  guint h = hd_state_get_marches_left (state) * 7919u + hd_state_get_active_box (state);

  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, i);
      h = h * 31u + bu->id * 131u + bu->box * 2u + (bu->unit.entrenched ? 1u : 0u);
    }
  return h;
}

/* A node's score: the full evaluation with the enemy's reach worked out
 * from the node itself (its units block the enemy's marches: a guarded
 * Philadelphia shuts the rail to New York City), the side's own from the
 * root. */
static double
score (Search *s, const HdState *state)
{
  return hd_evaluate_with_reach (state, s->side, s->weights, enemy_reach_of (s, state), s->own_reach, NULL);
}

/* The same against the enemy's reach from the root: cheap, to rank a
 * box's options before the best few are scored (box_options). */
static double
rough_score (Search *s, const HdState *state)
{
  return hd_evaluate_with_reach (state, s->side, s->weights, s->root_reach, s->own_reach, NULL);
}

/* A child of @parent: @moves played on a copy of its position, or NULL
 * when the rules refuse one. */
static Node *
child (Search *s, const Node *parent, const HdAction *moves, guint n_moves)
{
  HdState *copy = hd_state_copy (parent->state);
  Node *n;

  for (guint k = 0; k < n_moves; k++)
    if (!hd_action_apply (&moves[k], copy, NULL))
      {
        hd_state_free (copy);
        return NULL;
      }
  n = g_new0 (Node, 1);
  n->state = copy;
  n->actions = g_array_copy (parent->actions);
  g_array_append_vals (n->actions, moves, n_moves);
  n->score = rough_score (s, copy);
  n->hash = state_hash (copy);
  return n;
}

/* -- the marches a box offers ------------------------------------------ */

typedef struct {
  guint   index;     /* the unit's index in the state */
  GArray *routes;    /* HdRoute */
  double  value;     /* its combat value */
} Mover;

static void
mover_clear (gpointer data)
{
  Mover *m = data;
  g_clear_pointer (&m->routes, g_array_unref);
}

static const HdRoute *
route_to (const Mover *m, guint to)
{
  for (guint r = 0; r < m->routes->len; r++)
    if (g_array_index (m->routes, HdRoute, r).to == to)
      return &g_array_index (m->routes, HdRoute, r);
  return NULL;
}

static HdAction
move_action (const HdState *state, const Mover *m, const HdRoute *route)
{
  const HdBoardUnit *bu = hd_state_get_unit (state, m->index);
  HdAction a;

  memset (&a, 0, sizeof a);
  a.type = HD_ACTION_MARCH_MOVE;
  a.box = bu->box;
  a.to = route->to;
  a.side = bu->unit.side;
  a.kind = bu->unit.kind;
  a.reduced = bu->unit.reduced;
  a.by_id = TRUE;
  a.unit = bu->id;
  a.n_steps = route->n_steps;
  memcpy (a.lines, route->lines, sizeof a.lines);
  return a;
}

static int
compare_movers (gconstpointer a, gconstpointer b)
{
  const Mover *x = a, *y = b;
  return x->value < y->value ? 1 : x->value > y->value ? -1 : (int) x->index - (int) y->index;
}

/* The units of @box that may march now, strongest first. */
static GArray *
movers_at (const HdState *state, guint box, HdSide side)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (Mover));

  g_array_set_clear_func (out, mover_clear);
  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, i);
      Mover m;

      if (bu->box != box || bu->unit.side != side || !hd_movement_check_unit (state, i, NULL))
        continue;
      m.index = i;
      m.routes = hd_movement_unit_routes (state, i);
      m.value = hd_unit_kind_get_combat_value (bu->unit.kind) * (bu->unit.reduced ? 0.5 : 1.0);
      g_array_append_val (out, m);
    }
  g_array_sort (out, compare_movers);
  return out;
}

/* The options of one box, collected before the box's best are kept. */
typedef struct {
  Search     *s;
  const Node *parent;
  GPtrArray  *found;   /* Node */
} Options;

static void
offer (Options *o, const HdAction *moves, guint n_moves)
{
  Node *n;

  if (n_moves == 0)
    return;
  n = child (o->s, o->parent, moves, n_moves);
  if (n != NULL)
    g_ptr_array_add (o->found, n);
}

/* Every mover that reaches @to goes there (all but @keep of them, the
 * weakest staying as a garrison). */
static void
offer_all_to (Options *o, GArray *movers, guint to, guint keep)
{
  HdAction moves[64];
  guint n = 0, reach = 0;

  for (guint k = 0; k < movers->len; k++)
    reach += route_to (&g_array_index (movers, Mover, k), to) != NULL;
  if (reach <= keep)
    return;
  for (guint k = 0; k < movers->len && n < reach - keep && n < G_N_ELEMENTS (moves); k++)
    {
      const Mover *m = &g_array_index (movers, Mover, k);
      const HdRoute *r = route_to (m, to);
      if (r != NULL)
        moves[n++] = move_action (o->parent->state, m, r);
    }
  offer (o, moves, n);
}

/* The fewest of the strongest movers that give the chosen chance against
 * the defenders of @to (all that reach, if none do). */
static void
offer_enough_for (Options *o, GArray *movers, guint to)
{
  HdAction moves[64];
  guint n = 0;
  g_autoptr(HdState) trial = hd_state_copy (o->parent->state);
  HdSide side = o->s->side;

  for (guint k = 0; k < movers->len && n < G_N_ELEMENTS (moves); k++)
    {
      const Mover *m = &g_array_index (movers, Mover, k);
      const HdRoute *r = route_to (m, to);
      if (r == NULL)
        continue;
      moves[n] = move_action (o->parent->state, m, r);
      if (!hd_action_apply (&moves[n], trial, NULL))
        break;
      n++;
      if (hd_evaluate_attack_odds (trial, to, side) >= o->s->settings->win_chance)
        break;
    }
  offer (o, moves, n);
}

/* The weakest mover that reaches @to, infantry first (cavalry alone holds
 * a box only while it stays, 8.0). */
static void
offer_one_to (Options *o, GArray *movers, guint to)
{
  const Mover *pick = NULL;
  const HdRoute *route = NULL;

  for (guint k = movers->len; k-- > 0;)
    {
      const Mover *m = &g_array_index (movers, Mover, k);
      const HdRoute *r = route_to (m, to);
      HdUnitKind kind = hd_state_get_unit (o->parent->state, m->index)->unit.kind;
      if (r == NULL)
        continue;
      if (pick == NULL || (hd_unit_kind_get_type (kind) == HD_INFANTRY &&
                           hd_unit_kind_get_type (hd_state_get_unit (o->parent->state, pick->index)->unit.kind) !=
                             HD_INFANTRY))
        {
          pick = m;
          route = r;
        }
    }
  if (pick != NULL)
    {
      HdAction a = move_action (o->parent->state, pick, route);
      offer (o, &a, 1);
    }
}

static void
offer_entrench (Options *o, guint box)
{
  HdAction dig[2] = { { .type = HD_ACTION_DIG_IN, .box = box }, { .type = HD_ACTION_DIG_IN, .box = box } };
  guint n = hd_movement_entrench_marches (o->parent->state, box);

  if (!hd_movement_entrench_check (o->parent->state, box, NULL))
    return;
  offer (o, dig, MIN (n, 2));
}

/* Each mover's sea moves and invasions (4.6, 4.7): one unit, one march. */
static void
offer_sea (Options *o, GArray *movers)
{
  const HdState *state = o->parent->state;

  for (guint k = 0; k < movers->len; k++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, g_array_index (movers, Mover, k).index);
      for (gboolean invasion = FALSE; invasion <= TRUE; invasion++)
        {
          g_autoptr(GArray) ports = hd_movement_sea_destinations (state, g_array_index (movers, Mover, k).index,
                                                                  invasion);
          for (guint p = 0; p < ports->len; p++)
            {
              HdAction a = { .type = HD_ACTION_SEA_MOVE, .box = bu->box, .to = g_array_index (ports, guint, p),
                             .side = bu->unit.side, .kind = bu->unit.kind, .reduced = bu->unit.reduced,
                             .flag = invasion };
              offer (o, &a, 1);
            }
        }
    }
}

/* The destinations any mover reaches, each once. */
static GArray *
destinations (GArray *movers, guint n_boxes)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree gboolean *seen = g_new0 (gboolean, n_boxes);

  for (guint k = 0; k < movers->len; k++)
    {
      GArray *routes = g_array_index (movers, Mover, k).routes;
      for (guint r = 0; r < routes->len; r++)
        {
          guint to = g_array_index (routes, HdRoute, r).to;
          if (!seen[to])
            {
              seen[to] = TRUE;
              g_array_append_val (out, to);
            }
        }
    }
  return out;
}

static int
compare_nodes (gconstpointer a, gconstpointer b)
{
  const Node *x = *(Node * const *) a, *y = *(Node * const *) b;
  return x->score < y->score ? 1 : x->score > y->score ? -1 : 0;
}

/* Whether @n's moves from @parent end in a box of the side's that the
 * enemy's reach from the root gets into, with no enemy there: a guard,
 * whose worth the root's reach cannot see (the marches it blocks). */
static gboolean
guards (Search *s, const Node *parent, const Node *n)
{
  HdMap *map = hd_state_get_map (n->state);

  for (guint k = parent->actions->len; k < n->actions->len; k++)
    {
      const HdAction *a = &g_array_index (n->actions, HdAction, k);
      guint to;

      if (a->type != HD_ACTION_MARCH_MOVE && a->type != HD_ACTION_SEA_MOVE)
        continue;
      to = a->type == HD_ACTION_SEA_MOVE ? a->to : hd_action_route_end (a, map);
      if (hd_state_get_controller (n->state, to) == s->side &&
          hd_state_count_units_at (n->state, to, hd_side_get_enemy (s->side)) == 0 &&
          s->root_reach[to].one_march.units + s->root_reach[to].two_marches.units > 0)
        return TRUE;
    }
  return FALSE;
}

/* The options of @box from @parent, the best `per_box` added to @into:
 * ranked against the root's reach, a guard against its own (guards). */
static void
box_options (Search *s, const Node *parent, guint box, GPtrArray *into)
{
  const HdState *state = parent->state;
  g_autoptr(GArray) movers = movers_at (state, box, s->side);
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (node_free);
  Options o = { s, parent, found };
  g_autoptr(GArray) to = NULL;
  HdSide enemy = hd_side_get_enemy (s->side);

  if (movers->len == 0)
    return;
  to = destinations (movers, s->n_boxes);
  for (guint k = 0; k < to->len; k++)
    {
      guint d = g_array_index (to, guint, k);
      gboolean defended = hd_state_count_units_at (state, d, enemy) > 0;

      offer_all_to (&o, movers, d, 0);
      if (movers->len > 1 && hd_state_get_controller (state, box) == s->side)
        offer_all_to (&o, movers, d, 1);
      if (defended)
        offer_enough_for (&o, movers, d);
      else if (hd_state_get_controller (state, d) != s->side)
        offer_one_to (&o, movers, d);
    }
  offer_entrench (&o, box);
  offer_sea (&o, movers);
  for (guint k = 0; k < found->len && s->settings->own_reach; k++)
    if (guards (s, parent, g_ptr_array_index (found, k)))
      ((Node *) g_ptr_array_index (found, k))->score = score (s, ((Node *) g_ptr_array_index (found, k))->state);
  g_ptr_array_sort (found, compare_nodes);
  for (guint k = 0; k < found->len && k < s->settings->per_box; k++)
    g_ptr_array_add (into, g_steal_pointer (&found->pdata[k]));
}

/* -- the beam ------------------------------------------------------------ */

/* Whether @n reaches a position already in @kept. */
static gboolean
merged (GPtrArray *kept, const Node *n)
{
  for (guint k = 0; k < kept->len; k++)
    {
      const Node *o = g_ptr_array_index (kept, k);
      if (o->hash == n->hash && hd_state_equal (o->state, n->state))
        return TRUE;
    }
  return FALSE;
}

/* The boxes holding the side's units, each once. */
static GArray *
own_boxes (const HdState *state, HdSide side, guint n_boxes)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree gboolean *seen = g_new0 (gboolean, n_boxes);

  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, i);
      if (bu->unit.side == side && !seen[bu->box])
        {
          seen[bu->box] = TRUE;
          g_array_append_val (out, bu->box);
        }
    }
  return out;
}

/* One step of the beam: every node's children, merged, the best kept. */
static GPtrArray *
expand (Search *s, GPtrArray *beam, GPtrArray *seen)
{
  g_autoptr(GPtrArray) children = g_ptr_array_new_with_free_func (node_free);
  GPtrArray *next = g_ptr_array_new_with_free_func (node_free);

  for (guint b = 0; b < beam->len; b++)
    {
      const Node *parent = g_ptr_array_index (beam, b);
      g_autoptr(GArray) boxes = NULL;

      if (hd_action_get_decision (parent->state).kind != HD_AWAITED_MARCHES)
        continue;
      boxes = own_boxes (parent->state, s->side, s->n_boxes);
      for (guint k = 0; k < boxes->len; k++)
        box_options (s, parent, g_array_index (boxes, guint, k), children);
    }
  /* ranked against the root's reach, the best few scored against their
   * own and the beam chosen among them alone (the two scores differ) */
  g_ptr_array_sort (children, compare_nodes);
  if (s->settings->own_reach)
    g_ptr_array_set_size (children, MIN (children->len, ROUGH_SHARE * s->settings->beam));
  for (guint k = 0; k < children->len && s->settings->own_reach; k++)
    {
      Node *n = g_ptr_array_index (children, k);
      n->score = score (s, n->state);
    }
  g_ptr_array_sort (children, compare_nodes);
  for (guint k = 0; k < children->len && next->len < s->settings->beam; k++)
    {
      Node *n = g_ptr_array_index (children, k);
      if (merged (next, n) || merged (seen, n))
        continue;
      g_ptr_array_add (next, g_steal_pointer (&children->pdata[k]));
    }
  return next;
}

static Node *
node_copy (const Node *n)
{
  Node *c = g_new0 (Node, 1);

  c->state = hd_state_copy (n->state);
  c->actions = g_array_copy (n->actions);
  c->score = n->score;
  c->hash = n->hash;
  return c;
}

/* The side's units at @box after a battle lost there: as many as
 * hd_evaluate_repulse_losses says gone, the rest back in the box each
 * came from (5.4; removed too where it holds the enemy's units now, or
 * it came from nowhere: a naval invasion). */
static void
repulsed (Search *s, HdState *state, guint box)
{
  guint lost = hd_evaluate_repulse_losses (state, box, s->side);
  HdSide enemy = hd_side_get_enemy (s->side);

  for (guint i = hd_state_get_n_units (state); i-- > 0;)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, i);
      if (bu->box != box || bu->unit.side != s->side)
        continue;
      if (lost > 0 || bu->move.from_box == HD_NO_BOX || hd_state_count_units_at (state, bu->move.from_box, enemy) > 0)
        {
          lost -= lost > 0;
          hd_state_remove_unit (state, i);
        }
      else
        hd_state_move_unit (state, i, bu->move.from_box);
    }
}

/* @state (the Combat Segment about to begin) with each battle decided
 * as @won says (won: the defenders gone, or withdrawn to @withdraw_to
 * when it is a box, 5.6; lost: the attackers repulsed, repulsed ()), the
 * boxes captured (8.0) and victory asked (10.0), as the end of the
 * Combat Segment would leave it. */
static HdState *
resolved (Search *s, const HdState *state, const guint *battles, guint n_battles, int won, guint withdraw_to)
{
  HdState *copy = hd_state_copy (state);
  HdSide enemy = hd_side_get_enemy (s->side);

  for (guint k = 0; k < n_battles; k++)
    {
      if ((int) k != won)
        {
          repulsed (s, copy, battles[k]);
          continue;
        }
      for (guint i = hd_state_get_n_units (copy); i-- > 0;)
        {
          const HdBoardUnit *bu = hd_state_get_unit (copy, i);
          if (bu->box != battles[k] || bu->unit.side != enemy)
            continue;
          if (withdraw_to != HD_NO_BOX)
            hd_state_move_unit (copy, i, withdraw_to);
          else
            hd_state_remove_unit (copy, i);
        }
    }
  hd_state_capture_boxes (copy, s->side);
  hd_victory_check (copy, FALSE);
  return copy;
}

/* A battle's outcome @v_one against the plan's worth with every battle
 * lost, @v_none: a game won (HD_EVALUATE_WON) counts the game's worth
 * over @v_none, the capitals weight (as the evaluation's capitals term
 * counts a capital that is the game), so that a battle that would win
 * the war at poor odds is weighed, not taken at any odds; unless the
 * plan's worth without it is a game lost already (10.0's last chance),
 * when only its odds matter. */
static double
game_won_worth (double v_one, double v_none, const HdWeights *w)
{
  if (v_one < HD_EVALUATE_WON / 2 || v_none <= -HD_EVALUATE_WON / 2)
    return v_one;
  return MIN (v_one, v_none + w->w[HD_TERM_CAPITALS]);
}

/* HD_PLANNER_DEBUG=1: each plan judged, its value, the terms of its
 * battles all lost and its actions (type, box > where it ends), on
 * stderr, for whoever tunes the weights (docs/opponent.md). */
static void
debug_judged (Search *s, const Node *n, const HdState *none, const HdWeights *w, double v)
{
  HdEvaluation e;

  hd_evaluate_with_reach (none, s->side, w, enemy_reach_of (s, none), s->own_reach, &e);
  g_printerr ("plan of %u actions: %.2f (beam %.2f);", n->actions->len, v, n->score);
  for (guint t = 0; t < HD_N_TERMS; t++)
    g_printerr (" %s %.2f", hd_term_to_string (t), e.term[t]);
  for (guint k = 0; k < n->actions->len; k++)
    {
      const HdAction *a = &g_array_index (n->actions, HdAction, k);
      g_printerr (" [%d %u>%u]", a->type, a->box, hd_action_route_end (a, hd_state_get_map (none)));
    }
  g_printerr ("\n");
}

/* The worth of @n's plan once END_SEGMENT ends it: its battles taken one
 * by one, each won with its odds (the defender's reinforcements counted,
 * hd_evaluate_attack_odds) and lost otherwise (the attackers repulsed
 * with the losses of two rounds, repulsed ()), or taken for certain when
 * the defender's cavalry would withdraw (5.6, hd_evaluate_withdrawal: the
 * box gained, the cavalry kept), the others counted lost
 * (E[V] = V(all lost) + sum of p(b) (V(b won) - V(all lost)), the battles
 * taken as independent), each outcome scored by the full evaluation with
 * the enemy's reach from that outcome (enemy_reach_of). */
static double
judge (Search *s, const Node *n)
{
  HdAction end = { .type = HD_ACTION_END_SEGMENT };
  g_autoptr(HdState) after = hd_state_copy (n->state);
  g_autoptr(HdState) none = NULL;
  HdWeights w = *s->weights;
  guint battles[64] = { 0 }, n_battles = 0;
  double v_none, v;

  if (!hd_action_apply (&end, after, NULL))
    return -G_MAXDOUBLE;
  if (hd_evaluate_is_war_chance (after))
    /* the war's chance counts the battles with their odds, together, as
     * the plan's own position scores them (the planner's odds, the
     * defender's reinforcements counted) */
    return score (s, n->state);
  w.w[HD_TERM_BATTLES] = 0;   /* the battles are decided here instead */
  for (guint b = 0; b < s->n_boxes && n_battles < G_N_ELEMENTS (battles); b++)
    if (hd_state_count_units_at (after, b, s->side) > 0 &&
        hd_state_count_units_at (after, b, hd_side_get_enemy (s->side)) > 0)
      battles[n_battles++] = b;
  none = resolved (s, after, battles, n_battles, -1, HD_NO_BOX);
  v_none = hd_evaluate_with_reach (none, s->side, &w, enemy_reach_of (s, none), s->own_reach, NULL);
  v = v_none;
  for (guint k = 0; k < n_battles; k++)
    {
      guint withdraw_to = hd_evaluate_withdrawal (after, battles[k], s->side);
      g_autoptr(HdState) one = resolved (s, after, battles, n_battles, (int) k, withdraw_to);
      double p = withdraw_to != HD_NO_BOX ? 1 : hd_evaluate_attack_odds (after, battles[k], s->side);
      double v_one = hd_evaluate_with_reach (one, s->side, &w, enemy_reach_of (s, one), s->own_reach, NULL);
      v += p * (game_won_worth (v_one, v_none, &w) - v_none);
    }
  if (g_getenv ("HD_PLANNER_DEBUG") != NULL)
    debug_judged (s, n, none, &w, v);
  return v;
}

/* -- the plan's reasons ---------------------------------------------------- */

/* What each action of a plan is for, in words that match it: the box it
 * goes to and what happens there at the end of the plan (a battle with
 * its odds, a box taken, a box guarded), and for END_SEGMENT the whole
 * plan.  Numbers are the planner's own (hd_evaluate_attack_odds on the
 * plan's last position, hd_evaluate_reach_odds for the enemy's reach). */
typedef struct {
  Search        *s;
  const HdState *root;
  const HdState *end;
  HdMap         *map;
  HdSide         enemy;
  HdReach       *reach;   /* the enemy's, from the plan's end */
} Why;

static const char *
why_name (Why *w, guint box)
{
  return hd_map_get_box (w->map, box)->name;
}

static int
why_percent (double p)
{
  return (int) (p * 100 + 0.5);
}

/* "attack Nashville: 3 units against 2, 71 % to win"; or, where the
 * defender's cavalry would withdraw (5.6), the box it goes to. */
static char *
why_attack (Why *w, guint box)
{
  guint ours = hd_state_count_units_at (w->end, box, w->s->side);
  guint theirs = hd_state_count_units_at (w->end, box, w->enemy);
  guint withdraw_to = hd_evaluate_withdrawal (w->end, box, w->s->side);
  int p = why_percent (hd_evaluate_attack_odds (w->end, box, w->s->side));

  if (withdraw_to != HD_NO_BOX)
    /* TRANSLATORS: %s is a box; %u the attacking units; %s the box the
     * defending cavalry is expected to withdraw to (5.6) */
    return g_strdup_printf (ngettext ("attack %1$s with %2$u unit: outmatched, its cavalry will withdraw to %3$s (5.6) and leave the box",
                                      "attack %1$s with %2$u units: outmatched, its cavalry will withdraw to %3$s (5.6) and leave the box",
                                      ours),
                            why_name (w, box), ours, why_name (w, withdraw_to));
  /* TRANSLATORS: %s is a box; %u the attacking units, %u the defending
   * units; %d a percentage (the defender's reinforcements, 5.5, counted) */
  return g_strdup_printf (ngettext ("attack %s: %u unit against %u, %d %% to win",
                                    "attack %s: %u units against %u, %d %% to win", ours),
                          why_name (w, box), ours, theirs, p);
}

/* The enemy's chance to take @box (held by the side) from its reach. */
static double
why_risk (Why *w, guint box)
{
  const HdForce *f = &w->reach[box].one_march;
  const HdForce *two = &w->reach[box].two_marches;

  if (hd_force_greater (two, f))
    f = two;
  return f->units == 0 ? 0 : hd_evaluate_reach_odds (w->end, box, w->s->side, f->units, f->strength);
}

/* Whether the plan's end holds @box for the side without a battle. */
static gboolean
why_taken (Why *w, guint box)
{
  return hd_state_get_controller (w->root, box) != w->s->side &&
         hd_state_count_units_at (w->end, box, w->s->side) > 0 && hd_state_count_units_at (w->end, box, w->enemy) == 0;
}

/* What going to @box does, in a clause. */
static char *
why_destination (Why *w, guint box)
{
  const HdBox *b = hd_map_get_box (w->map, box);

  if (hd_state_count_units_at (w->end, box, w->enemy) > 0)
    return why_attack (w, box);
  if (why_taken (w, box))
    {
      if (hd_evaluate_box_value (w->end, box, w->s->side) > b->recruit_union + b->recruit_confederate)
        /* TRANSLATORS: %s is a box worth most: a capital or one of 10.0's seven cities */
        return g_strdup_printf (_("take %s, a city the victory turns on (10.0)"), b->name);
      if (b->recruit_union + b->recruit_confederate > 0)
        /* TRANSLATORS: %s is a box with a shield (7.1) */
        return g_strdup_printf (_("take %s and its shield for the army maximums (7.1)"), b->name);
      /* TRANSLATORS: %s is a box entered unopposed */
      return g_strdup_printf (_("take %s"), b->name);
    }
  if (hd_state_get_controller (w->end, box) == w->s->side && hd_evaluate_moves_again (w->end, w->enemy) &&
      w->reach[box].two_marches.units +
                                                                     w->reach[box].one_march.units > 0)
    /* TRANSLATORS: %s is a box of the side's the enemy could reach; %d
     * the enemy's chance to take it, guarded as the plan leaves it */
    return g_strdup_printf (_("guard %s, which the enemy can reach (%d %% for the enemy, guarded)"), b->name,
                            why_percent (why_risk (w, box)));
  if (hd_state_count_units_at (w->root, box, w->s->side) > 0)
    /* TRANSLATORS: %s is a box where the side already has units */
    return g_strdup_printf (_("join the units at %s"), b->name);
  /* TRANSLATORS: %s is a box */
  return g_strdup_printf (_("move to %s, nearer the enemy's cities"), b->name);
}

static void
add_part (GString *reason, char *part)
{
  if (reason->len > 0)
    /* TRANSLATORS: between the parts of a plan's reason */
    g_string_append (reason, C_("plan parts", "; "));
  g_string_append (reason, part);
  g_free (part);
}

/* @text with its first letter capital and a full stop. */
static char *
sentence (char *text)
{
  char *first = g_utf8_strup (text, g_utf8_next_char (text) - text);
  char *out = g_strconcat (first, g_utf8_next_char (text), ".", NULL);

  g_free (first);
  g_free (text);
  return out;
}

/* The box the plan leaves most at risk from the enemy's reach, or -1. */
static int
why_worst (Why *w)
{
  double worst = 0;
  int worst_box = -1;

  if (!hd_evaluate_moves_again (w->end, w->enemy))
    return -1;   /* the enemy marches no more before the game ends */
  for (guint b = 0; b < w->s->n_boxes; b++)
    if (hd_state_get_controller (w->end, b) == w->s->side && hd_state_count_units_at (w->end, b, w->enemy) == 0)
      {
        double risk = why_risk (w, b) * hd_evaluate_box_value (w->end, b, w->s->side);
        if (risk > worst)
          {
            worst = risk;
            worst_box = (int) b;
          }
      }
  return worst_box;
}

/* The plan as a whole, for its END_SEGMENT: its battles, the boxes it
 * takes, and the box left most at risk. */
static char *
why_plan (Why *w, const GArray *actions)
{
  g_autoptr(GString) reason = g_string_new (NULL);
  guint attacks = 0, takes = 0;
  int worst = why_worst (w);

  for (guint b = 0; b < w->s->n_boxes; b++)
    if (hd_state_count_units_at (w->end, b, w->s->side) > 0 && hd_state_count_units_at (w->end, b, w->enemy) > 0 &&
        attacks++ < 3)
      add_part (reason, why_attack (w, b));
    else if (why_taken (w, b) && hd_evaluate_box_value (w->end, b, w->s->side) > 0 && takes++ < 2)
      add_part (reason, g_strdup_printf (_("take %s"), why_name (w, b)));
  if (actions->len == 0)
    add_part (reason, g_strdup (_("hold the line: no march would improve the position")));
  else if (reason->len == 0)
    /* TRANSLATORS: %u marches made, no battle and no box taken */
    add_part (reason, g_strdup_printf (ngettext ("end the segment after %u move, offering no battle",
                                                 "end the segment after %u moves, offering no battle", actions->len),
                                       actions->len));
  if (worst >= 0)
    {
      int p = why_percent (why_risk (w, (guint) worst));
      const char *name = why_name (w, (guint) worst);
      add_part (reason, p < 30 ? /* TRANSLATORS: %s is a box; %d the enemy's chance to take it */
                                 g_strdup_printf (_("%s stays covered (%d %% for the enemy)"), name, p)
                               : g_strdup_printf (_("%s is at risk (%d %% for the enemy)"), name, p));
    }
  return sentence (g_string_free (g_steal_pointer (&reason), FALSE));
}

/* The reason of one action of the plan. */
static char *
why_action (Why *w, const HdAction *a)
{
  switch (a->type)
    {
    case HD_ACTION_MARCH_MOVE:
      return sentence (why_destination (w, hd_action_route_end (a, w->map)));
    case HD_ACTION_SEA_MOVE:
      return sentence (why_destination (w, a->to));
    case HD_ACTION_DIG_IN:
      /* TRANSLATORS: %s is a box; 4.3 the entrenchment rule */
      return sentence (g_strdup_printf (_("entrench at %s (4.3): the enemy's reach gives it %d %% there otherwise"),
                                        why_name (w, a->box), why_percent (why_risk (w, a->box))));
    default:
      return NULL;
    }
}

/* One reason per action of @actions (END_SEGMENT last), into @plan. */
static void
plan_reasons (Search *s, const Node *best, HdPlan *plan)
{
  g_autofree HdReach *reach = hd_threat_reach (best->state, hd_side_get_enemy (s->side));
  Why w = { s, s->root, best->state, hd_state_get_map (best->state), hd_side_get_enemy (s->side), reach };

  plan->reasons = g_ptr_array_new_with_free_func (g_free);
  plan->reason = why_plan (&w, best->actions);
  for (guint k = 0; k < plan->actions->len; k++)
    {
      const HdAction *a = &g_array_index (plan->actions, HdAction, k);
      char *why = a->type == HD_ACTION_END_SEGMENT ? NULL : why_action (&w, a);
      g_ptr_array_add (plan->reasons, why != NULL ? why : g_strdup (plan->reason));
    }
}

/* -- the search ------------------------------------------------------------ */

static void
report (HdPlayerProgress progress, gpointer data, double fraction, const char *doing)
{
  if (progress != NULL)
    progress (fraction, doing, data);
}

/* Whether @n leaves a battle to fight. */
static gboolean
fights (Search *s, const Node *n)
{
  for (guint b = 0; b < s->n_boxes; b++)
    if (hd_state_count_units_at (n->state, b, s->side) > 0 &&
        hd_state_count_units_at (n->state, b, hd_side_get_enemy (s->side)) > 0)
      return TRUE;
  return FALSE;
}

/* The best plans judged so far, best first, and their values: two, or
 * HD_PLANNER_REPLY_PLANS when the enemy's answer weighs them. */
#define PODIUM_MAX MAX (2, HD_PLANNER_REPLY_PLANS)
typedef struct {
  const Node *node[PODIUM_MAX];
  double      value[PODIUM_MAX];
  guint       len;
} Podium;

static void
consider (Search *s, const Node *n, Podium *p)
{
  guint at;
  double v;

  for (guint k = 0; k < p->len; k++)
    if (p->node[k] == n)
      return;
  v = judge (s, n);
  for (at = p->len; at > 0 && v > p->value[at - 1]; at--)
    ;
  if (at >= PODIUM_MAX)
    return;
  p->len = MIN (p->len + 1, PODIUM_MAX);
  memmove (&p->node[at + 1], &p->node[at], (p->len - 1 - at) * sizeof p->node[0]);
  memmove (&p->value[at + 1], &p->value[at], (p->len - 1 - at) * sizeof p->value[0]);
  p->node[at] = n;
  p->value[at] = v;
}

/* The enemy's whole Movement Segment in @state planned with the
 * settings @data (their own `replies` not asked: one answer deep) and
 * carried out (HdReplyMarches); FALSE where the rules refuse a step. */
static gboolean
planned_answer (HdState *state, const HdWeights *w, gpointer data)
{
  HdPlannerSettings how = *(const HdPlannerSettings *) data;
  gboolean ok = TRUE;
  HdPlan plan;

  how.replies = 0;
  how.second_best = FALSE;
  if (!hd_planner_plan (state, w, &how, NULL, NULL, NULL, &plan))
    return FALSE;
  for (guint k = 0; k < plan.actions->len && ok; k++)
    ok = hd_action_apply (&g_array_index (plan.actions, HdAction, k), state, NULL);
  hd_plan_clear (&plan);
  return ok;
}

/* The podium's best plan once the enemy's answer to each is played out
 * (hd_reply_value, the settings' `replies` dice streams, the same for
 * every plan): its index (any, when cancelled meanwhile). */
static guint
best_answered (Search *s, const Podium *p)
{
  const HdPlannerSettings *enemy = s->settings->reply_planner;
  guint best = 0;
  double best_value = -G_MAXDOUBLE;

  for (guint k = 0; k < p->len && !g_cancellable_is_cancelled (s->cancellable); k++)
    {
      double v = hd_reply_value (p->node[k]->state, s->side, s->weights, enemy != NULL ? planned_answer : NULL,
                                 (gpointer) enemy, s->settings->replies);
      if (v > best_value)
        {
          best_value = v;
          best = k;
        }
    }
  return best;
}

/* The plan among @seen (sorted, best quick score first): the finalists,
 * the best few that fight (lest marches that only draw nearer crowd every
 * battle out), and standing still, each judged (judge); the best, or the
 * second best when the settings ask for it and there is one, or, when
 * the settings play out the enemy's answer, the best answered of the
 * best few. */
static const Node *
choose (Search *s, GPtrArray *seen, double *best_value)
{
  Podium p = { { NULL }, { 0 }, 0 };
  guint n_fights = 0;
  guint rank;

  for (guint k = 0; k < seen->len && k < s->settings->finalists; k++)
    consider (s, g_ptr_array_index (seen, k), &p);
  for (guint k = s->settings->finalists; k < seen->len && n_fights < 4 * s->settings->finalists; k++)
    if (fights (s, g_ptr_array_index (seen, k)))
      {
        n_fights++;
        consider (s, g_ptr_array_index (seen, k), &p);
      }
  for (guint k = 0; k < seen->len; k++)
    if (((const Node *) g_ptr_array_index (seen, k))->actions->len == 0)
      consider (s, g_ptr_array_index (seen, k), &p);
  if (s->settings->second_best && p.len > 1)
    rank = 1;
  else if (s->settings->replies > 0 && p.len > 1)
    rank = best_answered (s, &p);
  else
    rank = 0;
  *best_value = p.value[rank];
  return p.node[rank];
}

/* The beam from @root, every node met added to @seen; FALSE when
 * cancelled (checked between steps). */
static gboolean
search (Search *s, Node *root, GPtrArray *seen, HdPlayerProgress progress, gpointer progress_data)
{
  g_autoptr(GPtrArray) beam = g_ptr_array_new_with_free_func (node_free);

  g_ptr_array_add (beam, root);
  g_ptr_array_add (seen, node_copy (root));
  for (guint depth = 0; depth < MAX_DEPTH && beam->len > 0; depth++)
    {
      GPtrArray *next;

      if (g_cancellable_is_cancelled (s->cancellable))
        return FALSE;
      report (progress, progress_data, depth / (double) (MAX_DEPTH + 1), _("Trying marches…"));
      next = expand (s, beam, seen);
      g_ptr_array_unref (beam);
      beam = next;
      for (guint k = 0; k < beam->len; k++)
        g_ptr_array_add (seen, node_copy (g_ptr_array_index (beam, k)));
    }
  return !g_cancellable_is_cancelled (s->cancellable);
}

gboolean
hd_planner_plan (const HdState           *state,
                 const HdWeights         *weights,
                 const HdPlannerSettings *settings,
                 HdPlayerProgress         progress,
                 gpointer                 progress_data,
                 GCancellable            *cancellable,
                 HdPlan                  *out)
{
  Search s = { state, hd_state_get_player (state), weights, settings, NULL, cancellable,
               hd_map_get_n_boxes (hd_state_get_map (state)), NULL, NULL };
  g_autoptr(GPtrArray) seen = g_ptr_array_new_with_free_func (node_free);
  g_autofree HdReach *own_reach = hd_threat_reach (state, s.side);
  g_autoptr(GHashTable) reaches = g_hash_table_new_full (footprint_hash, footprint_equal, g_free, g_free);
  g_autoptr(HdThreatCache) seconds = hd_threat_cache_new ();
  Node *root;
  const Node *best;
  double best_value = -G_MAXDOUBLE;
  HdAction end = { .type = HD_ACTION_END_SEGMENT };

  memset (out, 0, sizeof *out);
  g_return_val_if_fail (s.n_boxes <= FOOTPRINT_WORDS * 64, FALSE);
  s.reaches = reaches;
  s.seconds = seconds;
  region_init (&s);
  s.root_reach = enemy_reach_of (&s, state);
  footprint_of (state, s.side, &s.root_footprint);
  root = g_new0 (Node, 1);
  s.own_reach = own_reach;
  root->state = hd_state_copy (state);
  root->actions = g_array_new (FALSE, FALSE, sizeof (HdAction));
  root->score = score (&s, state);
  root->hash = state_hash (state);
  if (!search (&s, root, seen, progress, progress_data))
    return FALSE;
  report (progress, progress_data, MAX_DEPTH / (double) (MAX_DEPTH + 1), _("Weighing the best plans…"));
  g_ptr_array_sort (seen, compare_nodes);
  best = choose (&s, seen, &best_value);
  if (g_cancellable_is_cancelled (cancellable))
    return FALSE;   /* while the enemy's answers were played out */
  out->actions = g_array_copy (best->actions);
  g_array_append_val (out->actions, end);
  out->value = best_value;
  plan_reasons (&s, best, out);
  report (progress, progress_data, 1.0, _("Plan made."));
  return TRUE;
}
