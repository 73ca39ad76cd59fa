/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-threat.c: a side's reach in its next Movement Segment (hd-threat.h).
 *
 * The position is turned into that segment as it would begin (its Player
 * Turn, the movement bookkeeping reset as 4.0 starts it, two marches).
 * Units that move alike (the same box, kind and strength) form a group;
 * the movement engine gives each group's boxes within one march
 * (hd_movement_unit_routes) and, for the chain of two marches, the boxes
 * within a second march once a unit of the group has made its first move
 * (the move really made, on a scratch copy, so 4.0's two-march limit and
 * 4.4's single jump are the engine's to judge).  Then, for every box:
 *
 *   one march:    the units of one box that can all get there (a march
 *                 moves the units of one box, 4.0), or one unit sailing or
 *                 landing by naval invasion (each unit at sea is a march,
 *                 4.6, 4.7);
 *   two marches:  the best of two such marches (two land marches from
 *                 different boxes, a land march and a unit at sea, two
 *                 units at sea), and
 *                 of a chain: the units of a box S that get there in one
 *                 march or in two by way of a box B, with the units that
 *                 began in B (the second march is B's).
 *
 * Nothing else moves in a Movement Segment and control changes only after
 * combat (8.0), so routes in the second march differ from the first only
 * by what the unit itself did; the one exception (a box held by cavalry
 * alone going back to its colour when emptied, 8.0) is written in
 * docs/rules-decisions.md.
 *
 * A search that asks for the reach of many positions differing only in
 * where the other side's units stand (the planner's) can keep the second
 * marches in an HdThreatCache: a second march depends on the unit, its
 * first march and the other side's units within a march of that march's
 * end (they stop it, 4.0, or screen a jump, 4.4), given the boxes'
 * control, Kentucky's neutrality (4.12) and the mover's units, which the
 * cache's user keeps the same. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "hd-movement.h"
#include "hd-action-private.h"
#include "hd-state-private.h"
#include "hd-turn.h"
#include "hd-threat.h"

typedef struct {
  guint    box;
  guint    index;   /* one of its units, in the movement state */
  guint    count;
  guint    value;   /* each unit's combat value */
  guint8  *one;     /* per box: within one land march */
  guint8  *sea;     /* per box: a unit can sail there (4.6) or invade it (4.7) */
  GArray  *routes;  /* HdRoute: the first march's */
} Group;

/* -- the cache of second marches ---------------------------------------- */

#define CACHE_WORDS 4       /* boxes as bits: the cache serves boards of up to 256 */
#define CACHE_RADIUS HD_MAX_STEPS   /* the farthest a march goes (4.0, 4.9) */
#define CACHE_MAX 200000    /* second marches kept before the cache starts afresh */

/* A second march: the key (hashed and compared as bytes, so every field
 * is set, the spare one 0) and where it gets to, as bits. */
typedef struct {
  guint   unit_id;
  guint   n_steps;
  guint   lines[HD_MAX_STEPS];
  guint   spare;
  guint64 blockers[CACHE_WORDS];   /* the other side's boxes near the first march's end */
  guint64 cavalry[CACHE_WORDS];    /* those with its cavalry (they screen, 4.4) */
} SecondKey;

typedef struct {
  SecondKey key;
  guint64   to[CACHE_WORDS];
} Second;

struct _HdThreatCache {
  HdMap      *map;                   /* a reference */
  guint64   (*ball)[CACHE_WORDS];   /* per box: the boxes within CACHE_RADIUS lines */
  GHashTable *seconds;               /* SecondKey -> Second (the key its first member) */
};

static guint
second_key_hash (gconstpointer key)
{
  const guint32 *w = key;
  guint32 h = 2166136261u;

  for (gsize i = 0; i < sizeof (SecondKey) / sizeof (guint32); i++)
    h = (h ^ w[i]) * 16777619u;
  return h;
}

static gboolean
second_key_equal (gconstpointer a, gconstpointer b)
{
  return memcmp (a, b, sizeof (SecondKey)) == 0;
}

HdThreatCache *
hd_threat_cache_new (void)
{
  HdThreatCache *cache = g_new0 (HdThreatCache, 1);

  cache->seconds = g_hash_table_new_full (second_key_hash, second_key_equal, NULL, g_free);
  return cache;
}

void
hd_threat_cache_free (HdThreatCache *cache)
{
  if (cache == NULL)
    return;
  g_hash_table_unref (cache->seconds);
  g_free (cache->ball);
  g_clear_object (&cache->map);
  g_free (cache);
}

/* The boxes within CACHE_RADIUS lines of each box of @map, worked out
 * the first time; FALSE if the board is too big for the cache. */
static gboolean
cache_ready (HdThreatCache *cache, HdMap *map)
{
  guint n = hd_map_get_n_boxes (map);

  if (n > CACHE_WORDS * 64 || (cache->map != NULL && cache->map != map))
    return FALSE;
  if (cache->ball != NULL)
    return TRUE;
  cache->map = g_object_ref (map);
  cache->ball = g_malloc0_n (n, sizeof *cache->ball);
  for (guint from = 0; from < n; from++)
    for (guint b = 0; b < n; b++)
      if (hd_map_get_distance (map, from, b) <= CACHE_RADIUS)
        cache->ball[from][b / 64] |= G_GUINT64_CONSTANT (1) << (b % 64);
  return TRUE;
}

typedef struct {
  const HdState *start;
  HdState       *h;        /* the movement state */
  HdState       *scratch;  /* a copy for trying first moves */
  guint          n_boxes;
  GArray        *groups;   /* Group */
  guint          n_sources;
  guint         *source_box;  /* per source */
  guint         *source_of;   /* per box: its source, or G_MAXUINT */
  HdForce       *land;        /* [source][box]: one land march from it */
  HdReach       *reach;
  HdThreatCache *cache;       /* or NULL */
  guint64        blockers[CACHE_WORDS];  /* the other side's boxes, for the cache */
  guint64        cavalry[CACHE_WORDS];
} Work;

/* Forces are ordered by strength, then by units: a total order that
 * addition keeps, so the strongest pair is the two strongest. */
static inline gboolean
force_greater (const HdForce *a, const HdForce *b)
{
  if (a->strength != b->strength)
    return a->strength > b->strength;
  return a->units > b->units;
}

gboolean
hd_force_greater (const HdForce *a,
                  const HdForce *b)
{
  return force_greater (a, b);
}

static void
force_max (HdForce *best, HdForce candidate)
{
  if (force_greater (&candidate, best))
    *best = candidate;
}

static HdForce
force_sum (HdForce a, HdForce b)
{
  return (HdForce) { a.units + b.units, a.strength + b.strength };
}

HdSide
hd_threat_side_to_move (const HdState *state)
{
  g_return_val_if_fail (state != NULL, HD_SIDE_UNION);
  if (state->segment == HD_SEGMENT_MOVEMENT)
    return state->player;
  return hd_side_get_enemy (state->player);
}

HdState *
hd_threat_movement_state (const HdState *state,
                          HdSide         mover)
{
  HdState *h;
  gboolean same_turn;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (mover == HD_SIDE_UNION || mover == HD_SIDE_CONFEDERATE, NULL);

  h = hd_state_copy (state);
  /* the Union moves first in a Game Turn (3.0) */
  same_turn = (state->player == mover && state->segment == HD_SEGMENT_MOVEMENT) ||
              (mover == HD_SIDE_CONFEDERATE && state->player == HD_SIDE_UNION);
  if (!same_turn)
    h->turn = state->turn + 1;
  h->player = mover;
  h->segment = HD_SEGMENT_MOVEMENT;
  h->battle_box = HD_NO_BOX;
  h->battle_round = 0;
  hd_turn_begin_player_turn (h);
  h->marches = 2;
  h->march_die = h->turn == h->first_turn ? 0 : 6;
  return h;
}

gboolean
hd_threat_is_target (const HdState *state,
                     guint          box,
                     HdSide         mover)
{
  HdSide other = hd_side_get_enemy (mover);

  g_return_val_if_fail (state != NULL && box < hd_map_get_n_boxes (state->map), FALSE);
  return state->control[box] == other || hd_state_count_units_at (state, box, other) > 0;
}

/* ------------------------------------------------------------ groups */

static Group *
find_group (GArray *groups, const HdBoardUnit *bu, const HdState *h)
{
  for (guint i = 0; i < groups->len; i++)
    {
      Group *g = &g_array_index (groups, Group, i);
      const HdBoardUnit *rep = hd_state_get_unit (h, g->index);
      if (rep->box == bu->box && rep->unit.kind == bu->unit.kind && rep->unit.reduced == bu->unit.reduced)
        return g;
    }
  return NULL;
}

static void
group_fill (Work *w, Group *g)
{
  g->one = g_new0 (guint8, w->n_boxes);
  g->sea = g_new0 (guint8, w->n_boxes);
  g->routes = hd_movement_unit_routes (w->h, g->index);
  for (guint i = 0; i < g->routes->len; i++)
    g->one[g_array_index (g->routes, HdRoute, i).to] = 1;
  for (guint invasion = 0; invasion < 2 && w->h->player == HD_SIDE_UNION; invasion++)
    {
      g_autoptr(GArray) ports = hd_movement_sea_destinations (w->h, g->index, invasion);
      for (guint i = 0; i < ports->len; i++)
        g->sea[g_array_index (ports, guint, i)] = 1;
    }
}

static void
make_groups (Work *w)
{
  w->groups = g_array_new (FALSE, TRUE, sizeof (Group));
  for (guint i = 0; i < w->h->units->len; i++)
    {
      const HdBoardUnit *bu = &g_array_index (w->h->units, HdBoardUnit, i);
      Group *g;

      if (bu->unit.side != w->h->player)
        continue;
      g = find_group (w->groups, bu, w->h);
      if (g == NULL)
        {
          Group fresh = { bu->box, i, 0, hd_unit_kind_get_combat_value (bu->unit.kind), NULL, NULL, NULL };
          g_array_append_val (w->groups, fresh);
          g = &g_array_index (w->groups, Group, w->groups->len - 1);
        }
      g->count++;
    }
  for (guint i = 0; i < w->groups->len; i++)
    group_fill (w, &g_array_index (w->groups, Group, i));
}

static HdForce
group_force (const Group *g, guint units)
{
  return (HdForce) { units, units * g->value };
}

/* One land march from each box holding units: w->land[source][box]. */
static void
make_land (Work *w)
{
  w->source_of = g_new (guint, w->n_boxes);
  memset (w->source_of, 0xff, sizeof (guint) * w->n_boxes);
  w->source_box = g_new0 (guint, w->groups->len + 1);
  for (guint i = 0; i < w->groups->len; i++)
    {
      const Group *g = &g_array_index (w->groups, Group, i);
      if (w->source_of[g->box] == G_MAXUINT)
        {
          w->source_of[g->box] = w->n_sources;
          w->source_box[w->n_sources++] = g->box;
        }
    }
  w->land = g_new0 (HdForce, (gsize) w->n_sources * w->n_boxes + 1);
  for (guint i = 0; i < w->groups->len; i++)
    {
      const Group *g = &g_array_index (w->groups, Group, i);
      HdForce *row = &w->land[(gsize) w->source_of[g->box] * w->n_boxes];
      for (guint b = 0; b < w->n_boxes; b++)
        if (g->one[b])
          row[b] = force_sum (row[b], group_force (g, g->count));
    }
}

/* ------------------------------------------------------------ marches */

/* The scratch copy back to the movement state (only movement changed it). */
static void
scratch_reset (Work *w)
{
  HdState *s = w->scratch;
  const HdState *h = w->h;

  memcpy (s->units->data, h->units->data, sizeof (HdBoardUnit) * h->units->len);
  memcpy (s->control, h->control, sizeof (HdSide) * w->n_boxes);
  memcpy (s->marker, h->marker, sizeof (gboolean) * w->n_boxes);
  memcpy (s->infantry_held, h->infantry_held, sizeof (gboolean) * w->n_boxes);
  s->marches_spent = h->marches_spent;
  s->active_box = h->active_box;
  s->active_dug = h->active_dug;
  s->confederates_in_kentucky = h->confederates_in_kentucky;
}

/* Where group @g's units can be after a first march to @route's end and a
 * second march from there: @out (per box) set to 1. */
static void
second_march_worked (Work *w, const Group *g, const HdRoute *route, guint8 *out)
{
  g_autoptr(GArray) routes = NULL;

  memset (out, 0, w->n_boxes);
  scratch_reset (w);
  if (!hd_movement_move (w->scratch, g->index, route->lines, route->n_steps, NULL))
    return;
  routes = hd_movement_unit_routes (w->scratch, g->index);
  for (guint i = 0; i < routes->len; i++)
    out[g_array_index (routes, HdRoute, i).to] = 1;
}

/* The same, looked up in the cache first (hd_threat_cache_new). */
static void
second_march (Work *w, const Group *g, const HdRoute *route, guint8 *out)
{
  Second *known, *fresh;
  SecondKey key;

  if (w->cache == NULL)
    {
      second_march_worked (w, g, route, out);
      return;
    }
  memset (&key, 0, sizeof key);
  key.unit_id = hd_state_get_unit (w->h, g->index)->id;
  key.n_steps = route->n_steps;
  memcpy (key.lines, route->lines, sizeof (guint) * MIN (route->n_steps, HD_MAX_STEPS));
  for (guint k = 0; k < CACHE_WORDS; k++)
    {
      key.blockers[k] = w->blockers[k] & w->cache->ball[route->to][k];
      key.cavalry[k] = w->cavalry[k] & w->cache->ball[route->to][k];
    }
  known = g_hash_table_lookup (w->cache->seconds, &key);
  if (known != NULL)
    {
      for (guint b = 0; b < w->n_boxes; b++)
        out[b] = (known->to[b / 64] >> (b % 64)) & 1;
      return;
    }
  second_march_worked (w, g, route, out);
  if (g_hash_table_size (w->cache->seconds) >= CACHE_MAX)
    g_hash_table_remove_all (w->cache->seconds);
  fresh = g_new0 (Second, 1);
  fresh->key = key;
  for (guint b = 0; b < w->n_boxes; b++)
    fresh->to[b / 64] |= (guint64) (out[b] != 0) << (b % 64);
  g_hash_table_insert (w->cache->seconds, &fresh->key, fresh);
}

/* The chain S -> B -> box for every box, S being @source and B @via. */
static void
chain (Work *w, guint source, guint via, guint8 *second)
{
  guint s_box = w->source_box[source];
  g_autofree HdForce *sum = g_new0 (HdForce, w->n_boxes);

  for (guint i = 0; i < w->groups->len; i++)
    {
      const Group *g = &g_array_index (w->groups, Group, i);
      const HdRoute *to_via = NULL;

      if (g->box != s_box)
        continue;
      for (guint r = 0; r < g->routes->len && to_via == NULL; r++)
        if (g_array_index (g->routes, HdRoute, r).to == via)
          to_via = &g_array_index (g->routes, HdRoute, r);
      if (to_via != NULL)
        second_march (w, g, to_via, second);
      else
        memset (second, 0, w->n_boxes);
      for (guint b = 0; b < w->n_boxes; b++)
        if (g->one[b] || second[b])
          sum[b] = force_sum (sum[b], group_force (g, g->count));
    }
  for (guint b = 0; b < w->n_boxes; b++)
    {
      HdForce total = sum[b];
      if (b == via || b == s_box)
        continue;
      if (w->source_of[via] != G_MAXUINT)
        total = force_sum (total, w->land[(gsize) w->source_of[via] * w->n_boxes + b]);
      force_max (&w->reach[b].two_marches, total);
    }
}

static void
chains (Work *w)
{
  g_autofree guint8 *second = g_new0 (guint8, w->n_boxes);
  g_autofree guint8 *via = g_new0 (guint8, w->n_boxes);

  for (guint s = 0; s < w->n_sources; s++)
    {
      memset (via, 0, w->n_boxes);
      for (guint i = 0; i < w->groups->len; i++)
        {
          const Group *g = &g_array_index (w->groups, Group, i);
          if (g->box == w->source_box[s])
            for (guint b = 0; b < w->n_boxes; b++)
              via[b] |= g->one[b];
        }
      for (guint b = 0; b < w->n_boxes; b++)
        if (via[b])
          chain (w, s, b, second);
    }
}

/* The best single units going to @box by sea or by naval invasion (each
 * unit at sea is a march of its own, 4.6, 4.7): @first and @second the two
 * strongest anywhere; per source, @from the strongest sailing from it and
 * @alone the strongest of those that cannot get there by land (so it adds
 * to its own box's land march). */
static void
sea_units (Work *w, guint box, HdForce *first, HdForce *second, HdForce *from, HdForce *alone)
{
  *first = *second = (HdForce) { 0, 0 };
  memset (from, 0, sizeof (HdForce) * w->n_sources);
  memset (alone, 0, sizeof (HdForce) * w->n_sources);
  for (guint i = 0; i < w->groups->len; i++)
    {
      const Group *g = &g_array_index (w->groups, Group, i);
      HdForce one = group_force (g, 1);
      guint s = w->source_of[g->box];

      if (!g->sea[box])
        continue;
      for (guint n = 0; n < MIN (g->count, 2); n++)
        if (force_greater (&one, first))
          {
            *second = *first;
            *first = one;
          }
        else
          force_max (second, one);
      force_max (&from[s], one);
      if (!g->one[box])
        force_max (&alone[s], one);
    }
}

/* The two strongest forces of a set and where they come from. */
typedef struct {
  HdForce force[2];
  guint   source[2];
} Top;

#define TOP_INIT { { { 0, 0 }, { 0, 0 } }, { G_MAXUINT, G_MAXUINT } }

static void
top_add (Top *t, HdForce f, guint source)
{
  if (force_greater (&f, &t->force[0]) || t->source[0] == G_MAXUINT)
    {
      t->force[1] = t->force[0];
      t->source[1] = t->source[0];
      t->force[0] = f;
      t->source[0] = source;
    }
  else if (force_greater (&f, &t->force[1]) || t->source[1] == G_MAXUINT)
    {
      t->force[1] = f;
      t->source[1] = source;
    }
}

/* The strongest force of @t from another source than @source. */
static HdForce
top_other (const Top *t, guint source)
{
  if (t->source[0] != source)
    return t->force[0];
  return t->source[1] != G_MAXUINT ? t->force[1] : (HdForce) { 0, 0 };
}

/* One march anywhere, and two marches that are not a chain: two land
 * marches from different boxes, two units at sea, or one of each. */
static void
single_marches (Work *w, guint box)
{
  HdReach *r = &w->reach[box];
  g_autofree HdForce *from = g_new0 (HdForce, w->n_sources + 1);
  g_autofree HdForce *alone = g_new0 (HdForce, w->n_sources + 1);
  HdForce sea1, sea2;

  Top land = TOP_INIT, sea = TOP_INIT;

  sea_units (w, box, &sea1, &sea2, from, alone);
  force_max (&r->one_march, sea1);
  force_max (&r->two_marches, force_sum (sea1, sea2));
  for (guint s = 0; s < w->n_sources; s++)
    {
      top_add (&land, w->land[(gsize) s * w->n_boxes + box], s);
      top_add (&sea, from[s], s);
    }
  /* the other source's march is the strongest not from this one: the
   * strongest pair is the two strongest (force_greater's order) */
  for (guint s = 0; s < w->n_sources; s++)
    {
      HdForce f = w->land[(gsize) s * w->n_boxes + box];

      force_max (&r->one_march, f);
      force_max (&r->two_marches, force_sum (f, alone[s]));
      if (w->n_sources > 1)
        {
          force_max (&r->two_marches, force_sum (f, top_other (&land, s)));
          force_max (&r->two_marches, force_sum (f, top_other (&sea, s)));
        }
    }
  force_max (&r->two_marches, r->one_march);
}

static void
work_clear (Work *w)
{
  for (guint i = 0; w->groups != NULL && i < w->groups->len; i++)
    {
      Group *g = &g_array_index (w->groups, Group, i);
      g_free (g->one);
      g_free (g->sea);
      g_array_unref (g->routes);
    }
  g_clear_pointer (&w->groups, g_array_unref);
  g_clear_pointer (&w->h, hd_state_free);
  g_clear_pointer (&w->scratch, hd_state_free);
  g_clear_pointer (&w->source_box, g_free);
  g_clear_pointer (&w->source_of, g_free);
  g_clear_pointer (&w->land, g_free);
}

/* The other side's units taken off @h (they only block, 4.0). */
static void
remove_blockers (HdState *h)
{
  for (guint i = h->units->len; i-- > 0;)
    if (g_array_index (h->units, HdBoardUnit, i).unit.side != h->player)
      g_array_remove_index (h->units, i);
}

/* The other side's boxes, and those with its cavalry, for the cache. */
static void
work_blockers (Work *w)
{
  for (guint i = 0; i < w->h->units->len; i++)
    {
      const HdBoardUnit *bu = &g_array_index (w->h->units, HdBoardUnit, i);
      if (bu->unit.side == w->h->player || bu->box >= CACHE_WORDS * 64)
        continue;
      w->blockers[bu->box / 64] |= G_GUINT64_CONSTANT (1) << (bu->box % 64);
      if (hd_unit_kind_get_type (bu->unit.kind) == HD_CAVALRY)
        w->cavalry[bu->box / 64] |= G_GUINT64_CONSTANT (1) << (bu->box % 64);
    }
}

static HdReach *
reach (const HdState *state,
       HdSide         mover,
       gboolean       unblocked,
       HdThreatCache *cache)
{
  Work w = { 0 };

  w.start = state;
  w.n_boxes = hd_map_get_n_boxes (state->map);
  w.h = hd_threat_movement_state (state, mover);
  if (unblocked)
    remove_blockers (w.h);
  if (cache != NULL && cache_ready (cache, state->map))
    {
      w.cache = cache;
      work_blockers (&w);
    }
  w.scratch = hd_state_copy (w.h);
  w.reach = g_new0 (HdReach, w.n_boxes);
  make_groups (&w);
  make_land (&w);
  for (guint b = 0; b < w.n_boxes; b++)
    single_marches (&w, b);
  chains (&w);
  /* units already there do not arrive */
  for (guint s = 0; s < w.n_sources; s++)
    w.reach[w.source_box[s]] = (HdReach) { { 0, 0 }, { 0, 0 } };
  work_clear (&w);
  return w.reach;
}

HdReach *
hd_threat_reach (const HdState *state,
                 HdSide         mover)
{
  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (mover == HD_SIDE_UNION || mover == HD_SIDE_CONFEDERATE, NULL);
  return reach (state, mover, FALSE, NULL);
}

HdReach *
hd_threat_reach_unblocked (const HdState *state,
                           HdSide         mover)
{
  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (mover == HD_SIDE_UNION || mover == HD_SIDE_CONFEDERATE, NULL);
  return reach (state, mover, TRUE, NULL);
}

HdReach *
hd_threat_reach_cached (const HdState *state,
                        HdSide         mover,
                        HdThreatCache *cache)
{
  g_return_val_if_fail (state != NULL && cache != NULL, NULL);
  g_return_val_if_fail (mover == HD_SIDE_UNION || mover == HD_SIDE_CONFEDERATE, NULL);
  return reach (state, mover, FALSE, cache);
}

/* "With one march" and "with two" in a sentence, for a box's tooltip. */
char *
hd_threat_describe (const HdState *state,
                    HdSide         mover,
                    const HdReach *reach)
{
  const char *side = hd_side_get_noun (mover);

  g_return_val_if_fail (state != NULL && reach != NULL, NULL);
  if (reach->two_marches.units == 0)
    return NULL;
  if (reach->one_march.units == 0)
    /* TRANSLATORS: e.g. "The Confederacy can bring 3 units (strength 9) here with two marches (4.0)." */
    return g_strdup_printf (ngettext ("The %s can bring %u unit (strength %u) here with two marches (4.0).",
                                      "The %s can bring %u units (strength %u) here with two marches (4.0).",
                                         reach->two_marches.units),
                            side, reach->two_marches.units, reach->two_marches.strength);
  /* TRANSLATORS: e.g. "The Union can bring 2 units (strength 6) here with one march, 3 (strength 9) with two (4.0)." */
  return g_strdup_printf (ngettext ("The %s can bring %u unit (strength %u) here with one march, %u (strength %u) with two (4.0).",
                                       "The %s can bring %u units (strength %u) here with one march, %u (strength %u) with two (4.0).",
                                       reach->one_march.units),
                          side, reach->one_march.units, reach->one_march.strength, reach->two_marches.units,
                          reach->two_marches.strength);
}
