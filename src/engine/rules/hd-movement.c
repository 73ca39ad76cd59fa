/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-movement.c: the Movement Segment.  A route is checked step by step
 * against rules 4.0-4.9; the legal destinations are all routes of up to
 * two boxes (three with optional rule 4.9) that pass the check, so the
 * destinations and the refusals can never disagree. */
#define G_LOG_DOMAIN "hd-movement"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "hd-battle.h"
#include "hd-rules.h"
#include "hd-command.h"
#include "hd-movement.h"
#include "hd-hooks.h"
#include "hd-state-private.h"

/* Why no march is left (4.0, 4.6, 4.7), with the segment's marches. */
#define MARCHES_USED(n) ngettext ("the %u march of this Movement Segment has been used", \
                                  "all %u marches of this Movement Segment have been used", (n))
#define SEA_MARCHES_USED(n) ngettext ("each unit moved by sea costs one march, and the %u march has been used", \
                                      "each unit moved by sea costs one march, and all %u marches have been used", (n))

/* Game Turn 6 is 01/02 1862: until then optional rule 4.12 keeps the Union
 * out of Kentucky; turns 1-5 are the 1861 turns. */
#define FIRST_TURN_OF_1862 6

enum {
  ENEMY_UNITS = 1 << 0,
  ENEMY_CAVALRY = 1 << 1,   /* real cavalry: crack infantry neither jumps nor screens (4.8) */
};

/* Boards up to this many boxes keep a check's enemy bits on the stack
 * (every action's check makes a Ctx: no allocation for the real map). */
#define CTX_BOXES 256

typedef struct {
  const HdState *s;
  HdMap         *map;
  HdSide         side;
  guint8        *enemy;     /* per box: ENEMY_* bits; @small or allocated */
  guint8         small[CTX_BOXES];
} Ctx;


static gboolean
is_recruitment_city (const HdBox *box)
{
  return box->recruit_union > 0 || box->recruit_confederate > 0;
}

static gboolean
moves_like_cavalry (const HdState *s,
                    HdUnitKind     kind)
{
  return hd_unit_kind_get_movement_type (kind, hd_state_has_option (s, "4.8")) == HD_CAVALRY;
}

static void
ctx_init (Ctx *c, const HdState *s, HdSide side)
{
  guint n_boxes = hd_map_get_n_boxes (s->map);

  c->s = s;
  c->map = s->map;
  c->side = side;
  if (n_boxes <= CTX_BOXES)
    {
      memset (c->small, 0, n_boxes);
      c->enemy = c->small;
    }
  else
    c->enemy = g_new0 (guint8, n_boxes);
  for (guint i = 0; i < s->units->len; i++)
    {
      const HdBoardUnit *bu = &g_array_index (s->units, HdBoardUnit, i);
      if (bu->unit.side == side)
        continue;
      c->enemy[bu->box] |= ENEMY_UNITS;
      if (hd_unit_kind_get_type (bu->unit.kind) == HD_CAVALRY)
        c->enemy[bu->box] |= ENEMY_CAVALRY;
    }
}

static void
ctx_clear (Ctx *c)
{
  if (c->enemy != c->small)
    g_free (c->enemy);
  c->enemy = NULL;
}

static gboolean
friendly_rail (const Ctx *c, const HdLine *line)
{
  return line->type == HD_LINE_RAIL && c->s->control[line->a] == c->side && c->s->control[line->b] == c->side;
}

/* Is this unit free to take part in a march now?  (Not the route.) */
static gboolean
check_unit_can_march (const Ctx *c, const HdBoardUnit *bu, GError **error)
{
  const HdState *s = c->s;
  const char *where = hd_map_get_box (c->map, bu->box)->name;

  if (s->segment != HD_SEGMENT_MOVEMENT)
    return hd_rules_refuse (error, "3.0", _("units move only in their side's Movement Segment, and this is the %s Segment"),
                   hd_segment_get_label (s->segment));
  if (bu->unit.side != s->player)
    return hd_rules_refuse (error, "3.0", _("this is the %s Player Turn: only its units move"), hd_side_get_name (s->player));
  if (bu->move.by_sea)
    return bu->move.invaded
             ? hd_rules_refuse (error, "4.7", _("this unit made a naval invasion this segment and may not move again"))
             : hd_rules_refuse (error, "4.6", _("this unit moved by sea this segment and may not move again"));
  if (bu->move.marches >= 2)
    return hd_rules_refuse (error, "4.0", _("this unit has already taken part in two marches this turn, the most allowed"));
  if (s->contained[bu->box] && bu->unit.side == HD_SIDE_UNION)
    return hd_rules_refuse (error, "Advanced 4.0", _("the Union units in %s are contained: they move out only once "
                                                     "they have broken out, winning a battle that costs a march"), where);
  /* a march that ended among enemy units ended the unit's movement; a
   * unit that began the segment beside them (a containment) may leave */
  if (bu->move.march_from != HD_NO_BOX && (c->enemy[bu->box] & ENEMY_UNITS))
    return hd_rules_refuse (error, "4.0", _("this unit entered %s, which holds enemy units: it must stop there for the "
                                            "rest of the segment and fight"), where);
  if (s->active_box == bu->box)
    {
      if (!bu->move.in_march)
        return hd_rules_refuse (error, "4.0", _("this unit did not start the current march in %s (it arrived during it, or "
                                       "has already moved or entrenched in it); a new march from %s would let it move"),
                       where, where);
      return TRUE;
    }
  /* a new march from the unit's box */
  if (s->marches == 0 && s->march_die == 0)
    return hd_rules_refuse (error, "4.0", _("roll the die for marches first"));
  if (s->marches_spent >= s->marches)
    return hd_rules_refuse (error, "4.0", MARCHES_USED (s->marches), s->marches);
  return TRUE;
}

static gboolean
in_kentucky_forbidden (const HdState *s, HdSide side, const HdBox *box, GError **error)
{
  if (box->side != HD_SIDE_NEUTRAL)
    return FALSE;
  if (s->turn == 1 && hd_state_has_option (s, "4.11"))
    {
      hd_rules_refuse (error, "4.11", _("no unit may enter Kentucky (the tan boxes) on the first Game Turn"));
      return TRUE;
    }
  if (side == HD_SIDE_UNION && s->turn < FIRST_TURN_OF_1862 && !s->confederates_in_kentucky &&
      hd_state_has_option (s, "4.12"))
    {
      hd_rules_refuse (error, "4.12", _("Union units may not enter neutral Kentucky before the 01/02 1862 Union Player Turn, "
                               "unless a Confederate unit has entered it first"));
      return TRUE;
    }
  return FALSE;
}

gboolean
hd_movement_step_check (const HdState *state,
                        HdSide         side,
                        guint          from,
                        guint          to,
                        GError       **error)
{
  HdMap *map;
  const HdBox *a, *b;
  HdLineMask types;

  g_return_val_if_fail (state != NULL, FALSE);
  map = state->map;
  g_return_val_if_fail (from < hd_map_get_n_boxes (map) && to < hd_map_get_n_boxes (map), FALSE);
  a = hd_map_get_box (map, from);
  b = hd_map_get_box (map, to);
  types = hd_map_line_types_between (map, a, b);
  /* the Potomac is the only line between its two boxes; any other line
   * between a pair of boxes stays open */
  if (side == HD_SIDE_CONFEDERATE && types == HD_LINE_MASK_RIVER &&
      hd_map_is_potomac (map, hd_map_find_line (map, a, b, HD_LINE_RIVER)))
    return hd_rules_refuse (error, "4.2", _("only the Union may use the Potomac River (Union gunboats)"));
  return !in_kentucky_forbidden (state, side, b, error);
}

/* The boxes a march may go along the ways it takes (counted): the
 * Movement Chart's shortest for them (hd-unit.c). */
static guint
march_length (gboolean cav, guint n_road, guint n_unfriendly_rail, guint n_friendly_rail, guint n_river)
{
  HdUnitType type = cav ? HD_CAVALRY : HD_INFANTRY;
  const guint counts[HD_N_MARCH_WAYS] = { [HD_MARCH_ROAD] = n_road, [HD_MARCH_UNFRIENDLY_RAIL] = n_unfriendly_rail,
                                          [HD_MARCH_FRIENDLY_RAIL] = n_friendly_rail, [HD_MARCH_RIVER] = n_river };
  guint max = G_MAXUINT;

  for (guint w = 0; w < HD_N_MARCH_WAYS; w++)
    if (counts[w] > 0)
      max = MIN (max, hd_unit_type_get_march_length (type, (HdMarchWay) w));
  return max;
}

/* The route itself: lines, distances, the Potomac, Kentucky, jumps. */
static gboolean
check_path (const Ctx *c, const HdBoardUnit *bu, const guint *lines, guint n, gboolean *out_jump, GError **error)
{
  const HdState *s = c->s;
  HdUnitKind kind = bu->unit.kind;
  gboolean cav = moves_like_cavalry (s, kind);
  gboolean real_cav = hd_unit_kind_get_type (kind) == HD_CAVALRY;
  guint boxes[HD_MAX_STEPS + 1];
  guint n_road = 0, n_rail = 0, n_river = 0, n_friendly_rail = 0, n_downstream = 0;
  int jumped_box = -1;
  guint max, used;
  const HdBox *to;

  if (n == 0 || n > HD_MAX_STEPS)
    return hd_rules_refuse (error, "4.0", _("a march moves a unit one or two boxes (three with rule 4.9)"));
  boxes[0] = bu->box;
  for (guint i = 0; i < n; i++)
    {
      const HdLine *line;
      guint next;

      if (lines[i] >= hd_map_get_n_lines (c->map))
        return hd_rules_refuse (error, "1.3", _("there is no such transportation line on the board"));
      line = hd_map_get_line (c->map, lines[i]);
      if (line->a == boxes[i])
        next = line->b;
      else if (line->b == boxes[i])
        next = line->a;
      else
        return hd_rules_refuse (error, "4.0", _("units move along transportation lines from box to box"));
      for (guint j = 0; j <= i; j++)
        if (boxes[j] == next)
          return hd_rules_refuse (error, "4.0", _("a march does not pass through the same box twice"));
      boxes[i + 1] = next;

      if (c->side == HD_SIDE_CONFEDERATE && hd_map_is_potomac (c->map, line))
        return hd_rules_refuse (error, "4.2", _("Confederate units may never move along the Potomac River (Union gunboats)"));
      if (in_kentucky_forbidden (s, c->side, hd_map_get_box (c->map, next), error))
        return FALSE;
      switch (line->type)
        {
        case HD_LINE_ROAD: n_road++; break;
        case HD_LINE_RAIL: n_rail++; n_friendly_rail += friendly_rail (c, line); break;
        case HD_LINE_RIVER:
          n_river++;
          n_downstream += line->downstream == (int) next;
          break;
        default: break;
        }
      if (i + 1 < n && (c->enemy[next] & ENEMY_UNITS))
        jumped_box = (int) next;
    }
  to = hd_map_get_box (c->map, boxes[n]);

  /* the kind of line (4.0) */
  used = (n_road > 0 ? HD_LINE_MASK_ROAD : 0) | (n_rail > 0 ? HD_LINE_MASK_RAIL : 0) |
         (n_river > 0 ? HD_LINE_MASK_RIVER : 0);
  if ((used & (used - 1)) != 0 && (used & ~hd_unit_type_get_combined_lines (cav ? HD_CAVALRY : HD_INFANTRY)) != 0)
    {
      if (n_river > 0 && jumped_box >= 0 && hd_unit_kind_get_type (kind) == HD_CAVALRY)
        return hd_rules_refuse (error, "4.4", _("a cavalry jump move may not go by river, not even part of the way"));
      if (n_river > 0)
        return hd_rules_refuse (error, "4.0", _("no unit may combine movement along a river with roads or railroads in "
                                                "one march"));
      return hd_rules_refuse (error, "4.0", _("an infantry unit may not move along two kinds of line in one march"));
    }

  /* how far (4.0, 4.11, 4.8, 4.9) */
  max = march_length (cav, n_road, n_rail - n_friendly_rail, n_friendly_rail, n_river);
  if (n_river == n && n > 1 && s->turn == 1 && hd_state_has_option (s, "4.11"))
    return hd_rules_refuse (error, "4.11", _("on the first Game Turn a unit moves only one box a march along a river"));
  if (c->side == HD_SIDE_UNION && n_rail == n && n_friendly_rail == n && hd_state_has_option (s, "4.9"))
    max = 3;
  if (n > max)
    {
      /* 4.9 is the rule that fails only when it is in play and could have
       * allowed the move: a Union march by railroad all the way */
      if (n == 3 && c->side == HD_SIDE_UNION && n_rail == n && hd_state_has_option (s, "4.9"))
        return hd_rules_refuse (error, "4.9", _("a Union unit moves three boxes a march only along friendly railroads "
                                                "the whole way"));
      if (n == 3 && cav)
        return hd_rules_refuse (error, "4.0", _("cavalry moves at most two boxes a march (the Movement Chart)"));
      if (n == 3 && n_road == 0)
        return hd_rules_refuse (error, "4.0", _("infantry moves at most two boxes a march, by friendly railroad or by "
                                                "river (the Movement Chart)"));
      if (n_rail > 0 && !cav)
        return hd_rules_refuse (error, "4.0", _("infantry moves one box along an unfriendly railroad; two only when every "
                                       "railroad of the march joins boxes your side controls"));
      return hd_rules_refuse (error, "4.0", _("infantry moves one box a march by road"));
    }

  /* through enemy units: only as a jump (4.4, 4.5) */
  *out_jump = jumped_box >= 0;
  if (jumped_box >= 0)
    {
      const char *through = hd_map_get_box (c->map, (guint) jumped_box)->name;

      if (n_river == n)
        {
          if (c->side != HD_SIDE_UNION)
            return hd_rules_refuse (error, "4.5", _("%s holds enemy units: a unit entering it must stop, and only the Union may "
                                           "jump along rivers"), through);
          if (n_downstream != n)
            return hd_rules_refuse (error, "4.5", _("a river jump move through %s would go upriver: the Union jumps only "
                                           "downriver"), through);
        }
      else
        {
          if (!real_cav)
            return hd_rules_refuse (error, kind == HD_KIND_CI && cav ? "4.8" : "4.0",
                           _("%s holds enemy units: a unit entering a box with enemy units must stop there"), through);
          if (c->enemy[jumped_box] & ENEMY_CAVALRY)
            return hd_rules_refuse (error, "4.4", _("enemy cavalry in %s screens it: no cavalry jump move through it"), through);
        }
      if (n != 2)
        return hd_rules_refuse (error, "4.4", _("a jump move is a two-box march through one box holding enemy units"));
      if (bu->move.jumped)
        return hd_rules_refuse (error, "4.4", _("this unit has already made its one jump move this segment"));
      if (c->enemy[to->index] & ENEMY_UNITS)
        return hd_rules_refuse (error, "4.4", _("a jump move may not end in a box holding enemy units (%s)"), to->name);
    }
  return TRUE;
}

/* May unit @index take part in a march now (its side's turn and segment,
 * marches left, its own two-march limit, no sea move)?  The route aside. */
gboolean
hd_movement_check_unit (const HdState *state,
                        guint          index,
                        GError       **error)
{
  gboolean ok;
  Ctx c;

  g_return_val_if_fail (state != NULL, FALSE);
  if (index >= state->units->len)
    return hd_rules_refuse (error, "1.4", _("there is no such unit"));
  ctx_init (&c, state, g_array_index (state->units, HdBoardUnit, index).unit.side);
  ok = check_unit_can_march (&c, &g_array_index (state->units, HdBoardUnit, index), error);
  ctx_clear (&c);
  return ok;
}

/* ------------------------------------------------------------- routes */

typedef struct {
  const Ctx         *c;
  const HdBoardUnit *bu;
  guint              max_steps;
  guint              lines[HD_MAX_STEPS];
  guint              boxes[HD_MAX_STEPS + 1];
  HdRoute           *best;      /* per box */
  gboolean          *have;      /* per box */
  guint              target;    /* HD_NO_BOX: all boxes */
  GError           **first_error;
} Walk;

static gboolean
better (const HdRoute *a, const HdRoute *b)
{
  if (a->jump != b->jump)
    return !a->jump;
  return a->n_steps < b->n_steps;
}

static void
walk (Walk *w, guint depth)
{
  HdMap *map = w->c->map;
  const HdBox *box = hd_map_get_box (map, w->boxes[depth]);

  for (guint i = 0; i < box->n_lines; i++)
    {
      const HdLine *line = hd_map_get_line (map, box->lines[i]);
      guint next = line->a == box->index ? line->b : line->a;
      gboolean seen = FALSE, jump = FALSE;

      for (guint j = 0; j <= depth; j++)
        seen |= w->boxes[j] == next;
      if (seen)
        continue;
      w->lines[depth] = line->index;
      w->boxes[depth + 1] = next;
      if (w->target == HD_NO_BOX || w->target == next)
        {
          GError **err = w->first_error != NULL && *w->first_error == NULL ? w->first_error : NULL;
          if (check_path (w->c, w->bu, w->lines, depth + 1, &jump, err))
            {
              HdRoute r = { next, depth + 1, { HD_NO_LINE, HD_NO_LINE, HD_NO_LINE }, jump,
                            (w->c->enemy[next] & ENEMY_UNITS) != 0 };
              memcpy (r.lines, w->lines, sizeof (guint) * (depth + 1));
              if (!w->have[next] || better (&r, &w->best[next]))
                {
                  w->best[next] = r;
                  w->have[next] = TRUE;
                }
            }
        }
      /* a march stops in a box with enemy units unless it may jump on */
      if (depth + 1 < w->max_steps)
        walk (w, depth + 1);
    }
}

static guint
max_steps_for (const HdState *s, HdSide side)
{
  return side == HD_SIDE_UNION && hd_state_has_option (s, "4.9") ? 3 : 2;
}

static void
unit_routes (const Ctx *c, const HdBoardUnit *bu, guint target, HdRoute *best, gboolean *have, GError **first_error)
{
  Walk w = { 0 };

  w.c = c;
  w.bu = bu;
  w.max_steps = max_steps_for (c->s, bu->unit.side);
  w.boxes[0] = bu->box;
  w.best = best;
  w.have = have;
  w.target = target;
  w.first_error = first_error;
  walk (&w, 0);
}

GArray *
hd_movement_unit_routes (const HdState *state,
                         guint          index)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (HdRoute));
  const HdBoardUnit *bu;
  guint n_boxes;
  g_autofree HdRoute *best = NULL;
  g_autofree gboolean *have = NULL;
  Ctx c;

  g_return_val_if_fail (state != NULL, out);
  if (index >= state->units->len)
    return out;
  bu = &g_array_index (state->units, HdBoardUnit, index);
  ctx_init (&c, state, bu->unit.side);
  if (check_unit_can_march (&c, bu, NULL))
    {
      n_boxes = hd_map_get_n_boxes (state->map);
      best = g_new0 (HdRoute, n_boxes);
      have = g_new0 (gboolean, n_boxes);
      unit_routes (&c, bu, HD_NO_BOX, best, have, NULL);
      for (guint b = 0; b < n_boxes; b++)
        if (have[b])
          g_array_append_val (out, best[b]);
    }
  ctx_clear (&c);
  return out;
}

gboolean
hd_movement_find_route (const HdState *state,
                        guint          index,
                        guint          to,
                        HdRoute       *route,
                        GError       **error)
{
  const HdBoardUnit *bu;
  g_autofree HdRoute *best = NULL;
  g_autofree gboolean *have = NULL;
  g_autoptr(GError) why = NULL;
  gboolean ok = FALSE;
  Ctx c;

  g_return_val_if_fail (state != NULL, FALSE);
  if (index >= state->units->len)
    return hd_rules_refuse (error, "1.4", _("there is no such unit"));
  if (to >= hd_map_get_n_boxes (state->map))
    return hd_rules_refuse (error, "1.3", _("there is no such box on the board"));
  bu = &g_array_index (state->units, HdBoardUnit, index);
  if (to == bu->box)
    return hd_rules_refuse (error, "4.0", _("a unit that moves goes to another box"));
  ctx_init (&c, state, bu->unit.side);
  if (check_unit_can_march (&c, bu, error))
    {
      best = g_new0 (HdRoute, hd_map_get_n_boxes (state->map));
      have = g_new0 (gboolean, hd_map_get_n_boxes (state->map));
      unit_routes (&c, bu, to, best, have, error != NULL ? &why : NULL);
      if (have[to])
        {
          if (route != NULL)
            *route = best[to];
          ok = TRUE;
        }
      else if (why != NULL)
        g_propagate_error (error, g_steal_pointer (&why));
      else
        hd_rules_refuse (error, "4.0", _("no march of this unit reaches %s"),
                hd_map_get_box (state->map, to)->name);
    }
  ctx_clear (&c);
  return ok;
}

/* Units that behave alike in movement share their routes. */
static gboolean
same_mover (const HdBoardUnit *a, const HdBoardUnit *b)
{
  return a->unit.kind == b->unit.kind && a->move.marches == b->move.marches && a->move.jumped == b->move.jumped &&
         a->move.by_sea == b->move.by_sea && a->move.in_march == b->move.in_march;
}

GArray *
hd_movement_destinations (const HdState *state,
                          const guint   *units,
                          guint          n_units)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (HdDestination));
  guint n_boxes, box;
  g_autofree guint *count = NULL;
  g_autofree gboolean *jump = NULL;
  g_autofree gboolean *have = NULL;
  g_autofree HdRoute *best = NULL;
  Ctx c;

  g_return_val_if_fail (state != NULL, out);
  if (n_units == 0 || units[0] >= state->units->len)
    return out;
  box = g_array_index (state->units, HdBoardUnit, units[0]).box;
  n_boxes = hd_map_get_n_boxes (state->map);
  count = g_new0 (guint, n_boxes);
  jump = g_new0 (gboolean, n_boxes);
  have = g_new0 (gboolean, n_boxes);
  best = g_new0 (HdRoute, n_boxes);
  ctx_init (&c, state, g_array_index (state->units, HdBoardUnit, units[0]).unit.side);

  for (guint i = 0; i < n_units; i++)
    {
      const HdBoardUnit *bu;
      gboolean repeat = FALSE;

      if (units[i] >= state->units->len)
        goto done;
      bu = &g_array_index (state->units, HdBoardUnit, units[i]);
      if (bu->box != box || bu->unit.side != c.side || !check_unit_can_march (&c, bu, NULL))
        goto done;
      for (guint j = 0; j < i && !repeat; j++)
        repeat = same_mover (bu, &g_array_index (state->units, HdBoardUnit, units[j]));
      if (!repeat)
        {
          memset (have, 0, sizeof (gboolean) * n_boxes);
          unit_routes (&c, bu, HD_NO_BOX, best, have, NULL);
        }
      for (guint b = 0; b < n_boxes; b++)
        if (have[b])
          {
            count[b]++;
            jump[b] |= best[b].jump;
          }
    }
  for (guint b = 0; b < n_boxes; b++)
    if (count[b] == n_units)
      {
        HdDestination d = { b, state->active_box == box ? 0 : 1, (c.enemy[b] & ENEMY_UNITS) != 0, jump[b], FALSE };
        g_array_append_val (out, d);
      }
done:
  ctx_clear (&c);
  return out;
}

/* ------------------------------------------------------------ actions */

gboolean
hd_movement_roll_check (const HdState *state,
                        guint          die,
                        GError       **error)
{
  g_return_val_if_fail (state != NULL, FALSE);

  if (state->segment != HD_SEGMENT_MOVEMENT)
    return hd_rules_refuse (error, "3.0", _("the die for marches is rolled in the Movement Segment"));
  if (!hd_rules_check_die (die, "4.0", error))
    return FALSE;
  if (state->turn == state->first_turn)
    return state->first_turn == 1
             ? hd_rules_refuse (error, "4.1", _("no die is rolled on the first Game Turn: each side has two marches"))
             : hd_rules_refuse (error, "11.2", _("no die is rolled on a scenario's first Game Turn: each side has two marches"));
  if (state->march_die != 0)
    return hd_rules_refuse (error, "4.0", _("the die for marches has already been rolled this segment (%u)"), state->march_die);
  return TRUE;
}

gboolean
hd_movement_roll (HdState  *state,
                  guint     die,
                  GError  **error)
{
  if (!hd_movement_roll_check (state, die, error))
    return FALSE;
  state->march_die = die;
  /* Advanced 3.0 reads the die on the Command Table instead of 4.0's "a 1
   * counts as 2"; the first Game Turn's two marches (4.1, 11.2) are given
   * without a die either way */
  if (hd_state_has_option (state, "advanced-3.0"))
    state->marches = hd_command_value (die, hd_command_year (state->turn), state->player);
  else
    state->marches = die == 1 ? 2 : die;
  return TRUE;
}

static void
end_march (HdState *state)
{
  state->active_box = HD_NO_BOX;
  state->active_dug = FALSE;
  for (guint i = 0; i < state->units->len; i++)
    g_array_index (state->units, HdBoardUnit, i).move.in_march = FALSE;
}

gboolean
hd_movement_march_check (const HdState *state,
                         guint          box,
                         GError       **error)
{
  gboolean any = FALSE, free_unit = FALSE;

  g_return_val_if_fail (state != NULL, FALSE);

  if (box >= hd_map_get_n_boxes (state->map))
    return hd_rules_refuse (error, "1.3", _("there is no such box on the board"));
  if (state->segment != HD_SEGMENT_MOVEMENT)
    return hd_rules_refuse (error, "3.0", _("marches are made in the Movement Segment"));
  for (guint i = 0; i < state->units->len; i++)
    {
      const HdBoardUnit *bu = &g_array_index (state->units, HdBoardUnit, i);
      if (bu->box == box && bu->unit.side == state->player)
        {
          any = TRUE;
          free_unit |= bu->move.marches < 2;
        }
    }
  if (!any)
    return hd_rules_refuse (error, "4.0", _("a march activates a box holding your units, and %s holds none"),
                   hd_map_get_box (state->map, box)->name);
  if (state->marches == 0 && state->march_die == 0)
    return hd_rules_refuse (error, "4.0", _("roll the die for marches first"));
  if (state->marches_spent >= state->marches)
    return hd_rules_refuse (error, "4.0", MARCHES_USED (state->marches), state->marches);
  if (!free_unit)
    return hd_rules_refuse (error, "4.0", _("every unit in %s has already taken part in two marches this turn"),
                   hd_map_get_box (state->map, box)->name);
  return TRUE;
}

gboolean
hd_movement_march (HdState  *state,
                   guint     box,
                   GError  **error)
{
  if (!hd_movement_march_check (state, box, error))
    return FALSE;
  end_march (state);
  state->active_box = box;
  state->marches_spent++;
  for (guint i = 0; i < state->units->len; i++)
    {
      HdBoardUnit *bu = &g_array_index (state->units, HdBoardUnit, i);
      bu->move.in_march = bu->box == box && bu->unit.side == state->player && bu->move.marches < 2;
    }
  return TRUE;
}

/* Whether unit @index may march along @lines now (4.0-4.12), starting a
 * new march from its box when it is not the current one; @jump tells
 * whether the route is a jump move (4.4, 4.5). */
static gboolean
check_move (const HdState *state, guint index, const guint *lines, guint n_steps, gboolean *jump, GError **error)
{
  const HdBoardUnit *bu;
  gboolean ok;
  Ctx c;

  g_return_val_if_fail (state != NULL, FALSE);
  if (index >= state->units->len)
    return hd_rules_refuse (error, "1.4", _("there is no such unit"));
  bu = &g_array_index (state->units, HdBoardUnit, index);
  ctx_init (&c, state, bu->unit.side);
  ok = check_unit_can_march (&c, bu, error) && check_path (&c, bu, lines, n_steps, jump, error);
  ctx_clear (&c);
  return ok && (state->active_box == bu->box || hd_movement_march_check (state, bu->box, error));
}

gboolean
hd_movement_move_check (const HdState *state,
                        guint          index,
                        const guint   *lines,
                        guint          n_steps,
                        GError       **error)
{
  gboolean jump = FALSE;
  return check_move (state, index, lines, n_steps, &jump, error);
}

gboolean
hd_movement_move (HdState      *state,
                  guint         index,
                  const guint  *lines,
                  guint         n_steps,
                  GError      **error)
{
  HdBoardUnit *bu;
  guint from, to, before_last;
  gboolean jump = FALSE, kentucky = FALSE, by_river = TRUE;
  HdMap *map;

  if (!check_move (state, index, lines, n_steps, &jump, error))
    return FALSE;
  map = state->map;
  bu = &g_array_index (state->units, HdBoardUnit, index);
  from = bu->box;
  if (state->active_box != from && !hd_movement_march (state, from, error))
    return FALSE;
  /* the boxes passed */
  to = from;
  before_last = from;
  for (guint i = 0; i < n_steps; i++)
    {
      const HdLine *line = hd_map_get_line (map, lines[i]);
      before_last = to;
      to = line->a == to ? line->b : line->a;
      kentucky |= hd_map_get_box (map, to)->side == HD_SIDE_NEUTRAL;
      by_river &= line->type == HD_LINE_RIVER;
    }
  if (kentucky && bu->unit.side == HD_SIDE_CONFEDERATE && state->turn < FIRST_TURN_OF_1862)
    state->confederates_in_kentucky = TRUE; /* frees the Union at once (4.12) */

  hd_state_move_unit (state, index, to);
  bu = &g_array_index (state->units, HdBoardUnit, index);
  bu->move.marches++;
  bu->move.jumped |= jump;
  bu->move.from_box = before_last;
  bu->move.from_line = lines[n_steps - 1];
  bu->move.march_from = from;
  bu->move.cavalry_jump = jump && !by_river;   /* a river jump is 4.5's */
  return TRUE;
}

/* Who entrenches in @box with a march now (4.3): the units in @diggers,
 * with a new march if @new_march; FALSE and why when none may. */
static gboolean
plan_entrenchment (const HdState *state, guint box, GArray *diggers, gboolean *new_march, GError **error)
{
  const HdBox *b;
  gboolean city, any_unentrenched = FALSE, any = FALSE;

  g_return_val_if_fail (state != NULL, FALSE);
  if (box >= hd_map_get_n_boxes (state->map))
    return hd_rules_refuse (error, "1.3", _("there is no such box on the board"));
  b = hd_map_get_box (state->map, box);
  if (state->segment != HD_SEGMENT_MOVEMENT)
    return hd_rules_refuse (error, "3.0", _("units entrench with a march, in the Movement Segment"));
  /* Advanced 4.0: the containing Confederates may dig in beside the enemy */
  if (hd_state_count_units_at (state, box, hd_side_get_enemy (state->player)) > 0 &&
      !(state->contained[box] && state->player == HD_SIDE_CONFEDERATE))
    return hd_rules_refuse (error, "4.3", _("units may not entrench in a box holding enemy units"));
  city = hd_movement_entrench_marches (state, box) == 1;
  /* entrenching again where the current march already did takes a new one */
  *new_march = state->active_box != box || state->active_dug;

  for (guint i = 0; i < state->units->len; i++)
    {
      const HdBoardUnit *bu = &g_array_index (state->units, HdBoardUnit, i);
      gboolean can;

      if (bu->box != box || bu->unit.side != state->player)
        continue;
      any = TRUE;
      if (bu->unit.entrenched)
        continue;
      any_unentrenched = TRUE;
      can = bu->move.marches < 2 && (*new_march || bu->move.in_march);
      /* outside a city the second march must come in this same segment */
      if (can && !city)
        can = bu->move.dug == 1 || (bu->move.dug == 0 && bu->move.marches == 0);
      if (can)
        g_array_append_val (diggers, i);
    }
  if (!any)
    return hd_rules_refuse (error, "4.3", _("there are no %s units in %s to entrench"), hd_side_get_name (state->player), b->name);
  if (!any_unentrenched)
    return hd_rules_refuse (error, "4.3", _("the %s units in %s are already entrenched"), hd_side_get_name (state->player), b->name);
  if (diggers->len == 0)
    return city ? hd_rules_refuse (error, "4.0", _("no unit in %s may take part in another march: each has marched twice, "
                                          "or moved in this march"), b->name)
                : hd_rules_refuse (error, "4.3", _("%s is not a recruitment city: entrenching there takes two marches in one "
                                          "Movement Segment, and no unit there has two marches left for it"), b->name);
  return !*new_march || hd_movement_march_check (state, box, error);
}

guint
hd_movement_entrench_marches (const HdState *state,
                              guint          box)
{
  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (box < hd_map_get_n_boxes (state->map), 0);

  return is_recruitment_city (hd_map_get_box (state->map, box)) ? 1 : 2;
}

gboolean
hd_movement_entrench_check (const HdState *state,
                            guint          box,
                            GError       **error)
{
  g_autoptr(GArray) diggers = g_array_new (FALSE, FALSE, sizeof (guint));
  gboolean new_march;

  return plan_entrenchment (state, box, diggers, &new_march, error);
}

gboolean
hd_movement_entrench (HdState  *state,
                      guint     box,
                      GError  **error)
{
  g_autoptr(GArray) diggers = g_array_new (FALSE, FALSE, sizeof (guint));
  gboolean new_march, city;

  if (!plan_entrenchment (state, box, diggers, &new_march, error))
    return FALSE;
  city = hd_movement_entrench_marches (state, box) == 1;
  if (new_march && !hd_movement_march (state, box, error))
    return FALSE;
  for (guint i = 0; i < diggers->len; i++)
    {
      HdBoardUnit *bu = &g_array_index (state->units, HdBoardUnit, g_array_index (diggers, guint, i));
      bu->move.marches++;
      bu->move.in_march = FALSE;
      bu->move.dug++;
      if (city || bu->move.dug >= 2)
        bu->unit.entrenched = TRUE;
    }
  state->active_dug = TRUE;
  return TRUE;
}

/* What a unit must be to move by sea at all, wherever it goes (4.6,
 * 4.7, Advanced 8.4). */
static gboolean
check_sea_unit (const HdState *state, const HdBoardUnit *bu, gboolean invasion, GError **error)
{
  if (state->segment != HD_SEGMENT_MOVEMENT)
    return hd_rules_refuse (error, "3.0", _("units move only in the Movement Segment"));
  if (bu->unit.side != state->player)
    return hd_rules_refuse (error, "3.0", _("this is the %s Player Turn: only its units move"), hd_side_get_name (state->player));
  if (bu->unit.side != HD_SIDE_UNION && !(hd_hooks_may_sail (state, bu->unit.side) && !invasion))
    {
      if (hd_hooks_may_sail (state, bu->unit.side))
        return hd_rules_refuse (error, "Advanced 8.4", _("foreign intervention lets the Confederacy move by sea, but "
                                                         "never invade"));
      return hd_rules_refuse (error, invasion ? "4.7" : "4.6", _("only the Union moves by sea"));
    }
  if (!invasion && state->turn == 1 && hd_state_has_option (state, "4.11"))
    return hd_rules_refuse (error, "4.11", _("the Union may not move by sea on the first Game Turn"));
  if (invasion && state->march_die != 6)
    return hd_rules_refuse (error, "4.7", _("a naval invasion needs a march roll of 6 this Movement Segment"));
  if (state->marches == 0 && state->march_die == 0)
    return hd_rules_refuse (error, "4.0", _("roll the die for marches first"));
  if (state->marches_spent >= state->marches)
    return hd_rules_refuse (error, invasion ? "4.7" : "4.6",
                   SEA_MARCHES_USED (state->marches), state->marches);
  if (state->contained[bu->box] && bu->unit.side == HD_SIDE_UNION)
    return hd_rules_refuse (error, "Advanced 4.0", _("the Union units in %s are contained: they leave only once they "
                                                     "have broken out"), hd_map_get_box (state->map, bu->box)->name);
  if (bu->move.marches > 0 || bu->box != bu->move.start_box)
    return hd_rules_refuse (error, invasion ? "4.7" : "4.6",
                   _("a unit moving by sea must not have moved or marched earlier in the segment"));
  return TRUE;
}

/* What @to must be for @bu, a unit that may sail, to land there by sea
 * or by invasion (4.6, 4.7, 4.71, Advanced 8.4). */
static gboolean
check_sea_to (const HdState *state, const HdBoardUnit *bu, guint to, gboolean invasion, GError **error)
{
  HdMap *map = state->map;
  const HdBox *dest = hd_map_get_box (map, to), *fort_monroe;

  if (to == bu->box)
    return hd_rules_refuse (error, "4.6", _("a unit moving by sea goes to another port"));
  if (!dest->port)
    return hd_rules_refuse (error, invasion ? "4.7" : "4.6", _("%s is not a port"), dest->name);
  if (invasion)
    {
      if (!g_str_equal (hd_map_get_box (map, bu->box)->id, "washington"))
        return hd_rules_refuse (error, "4.7", _("naval invasions sail from Washington, D.C.: the unit must have begun the "
                                       "segment there"));
      if (state->control[to] != HD_SIDE_CONFEDERATE)
        return hd_rules_refuse (error, "4.7", _("a naval invasion lands in a Confederate-controlled port, and %s is not one"),
                       dest->name);
      fort_monroe = hd_map_lookup_id (map, "fort-monroe");
      if (hd_state_has_option (state, "4.71") && fort_monroe != NULL &&
          state->control[fort_monroe->index] == HD_SIDE_CONFEDERATE &&
          (g_str_equal (dest->id, "yorktown") || g_str_equal (dest->id, "norfolk")))
        return hd_rules_refuse (error, "4.71", _("while the Confederates hold Fort Monroe, no naval invasion of Yorktown or "
                                        "Norfolk"));
      return TRUE;
    }
  if (!hd_map_get_box (map, bu->box)->port)
    return hd_rules_refuse (error, "4.6", _("sea movement starts from a port, and %s is not one"),
                   hd_map_get_box (map, bu->box)->name);
  if (bu->unit.side == HD_SIDE_CONFEDERATE && state->control[to] != HD_SIDE_CONFEDERATE)
    return hd_rules_refuse (error, "Advanced 8.4", _("Confederate sea movement ends in a Confederate-controlled port, and "
                                                     "%s is not one"), dest->name);
  if (bu->unit.side == HD_SIDE_UNION && state->control[to] != HD_SIDE_UNION)
    return hd_rules_refuse (error, "4.6", _("sea movement ends in a Union-controlled port, and %s is not one; a landing in an "
                                   "enemy port is a naval invasion (4.7)"), dest->name);
  return TRUE;
}

gboolean
hd_movement_check_sea (const HdState *state,
                       guint          index,
                       guint          to,
                       gboolean       invasion,
                       GError       **error)
{
  const HdBoardUnit *bu;

  g_return_val_if_fail (state != NULL, FALSE);
  if (index >= state->units->len)
    return hd_rules_refuse (error, "1.4", _("there is no such unit"));
  if (to >= hd_map_get_n_boxes (state->map))
    return hd_rules_refuse (error, "1.3", _("there is no such box on the board"));
  bu = &g_array_index (state->units, HdBoardUnit, index);
  return check_sea_unit (state, bu, invasion, error) && check_sea_to (state, bu, to, invasion, error);
}

gboolean
hd_movement_check_crossing (const HdState *state,
                            guint          to,
                            GError       **error)
{
  const HdBox *dest;

  g_return_val_if_fail (state != NULL, FALSE);
  if (to >= hd_map_get_n_boxes (state->map))
    return hd_rules_refuse (error, "1.3", _("there is no such box on the board"));
  dest = hd_map_get_box (state->map, to);
  if (state->segment != HD_SEGMENT_MOVEMENT || state->player != HD_SIDE_CONFEDERATE)
    return hd_rules_refuse (error, "Advanced 8.4", _("units cross from Europe by Confederate sea movement, in the "
                                                     "Confederate Movement Segment"));
  if (state->marches == 0 && state->march_die == 0)
    return hd_rules_refuse (error, "4.0", _("roll the die for marches first"));
  if (state->marches_spent >= state->marches)
    return hd_rules_refuse (error, "4.6", SEA_MARCHES_USED (state->marches),
                            state->marches);
  if (!dest->port)
    return hd_rules_refuse (error, "4.6", _("%s is not a port"), dest->name);
  if (state->control[to] != HD_SIDE_CONFEDERATE)
    return hd_rules_refuse (error, "Advanced 8.4", _("units from Europe land in a Confederate-controlled port, never by "
                                                     "invasion, and %s is not one"),
                            dest->name);
  return TRUE;
}

void
hd_movement_land_crossing (HdState      *state,
                           const HdUnit *unit,
                           guint         to)
{
  HdBoardUnit *bu;

  end_march (state);                /* each unit at sea is a march of its own (4.6) */
  state->marches_spent++;
  hd_state_add_unit (state, to, unit);
  bu = &g_array_index (state->units, HdBoardUnit, state->units->len - 1);
  bu->move.marches = 1;
  bu->move.by_sea = TRUE;
  bu->move.from_box = HD_NO_BOX;
  bu->move.from_line = HD_NO_LINE;
}

gboolean
hd_movement_sea (HdState  *state,
                 guint     index,
                 guint     to,
                 gboolean  invasion,
                 GError  **error)
{
  HdBoardUnit *bu;
  guint from;

  if (!hd_movement_check_sea (state, index, to, invasion, error))
    return FALSE;
  end_march (state);                /* each unit at sea is a march of its own (4.6) */
  state->marches_spent++;
  from = g_array_index (state->units, HdBoardUnit, index).box;
  hd_state_move_unit (state, index, to);
  bu = &g_array_index (state->units, HdBoardUnit, index);
  bu->move.marches = 1;
  bu->move.by_sea = TRUE;
  bu->move.invaded = invasion;
  bu->move.from_box = from;
  bu->move.from_line = HD_NO_LINE;
  return TRUE;
}

GArray *
hd_movement_sea_destinations (const HdState *state,
                              guint          index,
                              gboolean       invasion)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));
  const HdBoardUnit *bu;
  guint n_boxes;

  g_return_val_if_fail (state != NULL, out);
  /* hd_movement_check_sea's two parts: the unit's asked once */
  if (index >= state->units->len)
    return out;
  bu = &g_array_index (state->units, HdBoardUnit, index);
  if (!check_sea_unit (state, bu, invasion, NULL))
    return out;
  n_boxes = hd_map_get_n_boxes (state->map);
  for (guint b = 0; b < n_boxes; b++)
    if (hd_map_get_box (state->map, b)->port && check_sea_to (state, bu, b, invasion, NULL))
      g_array_append_val (out, b);
  return out;
}

gboolean
hd_movement_sea_box_check (const HdState *state,
                           guint          box,
                           gboolean       invasion,
                           GError       **error)
{
  g_autoptr(GError) first = NULL;
  const HdBox *from;
  guint n = 0;

  g_return_val_if_fail (state != NULL, FALSE);
  if (box >= hd_map_get_n_boxes (state->map))
    return hd_rules_refuse (error, "1.3", _("there is no such box on the board"));
  from = hd_map_get_box (state->map, box);
  for (guint i = 0; i < state->units->len; i++)
    {
      const HdBoardUnit *bu = &g_array_index (state->units, HdBoardUnit, i);
      g_autoptr(GArray) ports = NULL;

      if (bu->box != box || bu->unit.side != state->player)
        continue;
      n++;
      if (!check_sea_unit (state, bu, invasion, first == NULL ? &first : NULL))
        continue;
      ports = hd_movement_sea_destinations (state, i, invasion);
      if (ports->len > 0)
        return TRUE;
    }
  if (first != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&first));
      return FALSE;
    }
  if (n == 0)
    return hd_rules_refuse (error, "4.0", _("there are no %s units in %s"), hd_side_get_name (state->player), from->name);
  if (invasion && !g_str_equal (from->id, "washington"))
    return hd_rules_refuse (error, "4.7", _("naval invasions sail from Washington, D.C.: the unit must have begun the "
                                            "segment there"));
  if (!from->port)
    return hd_rules_refuse (error, invasion ? "4.7" : "4.6", _("sea movement starts from a port, and %s is not one"),
                            from->name);
  return invasion ? hd_rules_refuse (error, "4.7", _("no Confederate-controlled port may be invaded now"))
                  : hd_rules_refuse (error, "4.6", _("no other port your side controls can be reached by sea now"));
}

/* Whether @side may ever move by sea in @state (the Union; the
 * Confederacy once Europe has intervened, Advanced 8.4). */
static gboolean
side_may_sail (const HdState *state, HdSide side)
{
  return side == HD_SIDE_UNION || hd_hooks_may_sail (state, side);
}

gboolean
hd_movement_check_any_way (const HdState *state,
                           guint          index,
                           guint          to,
                           GError       **error)
{
  g_autoptr(GError) by_land = NULL;
  g_autoptr(GError) by_sea = NULL;
  const HdBoardUnit *bu;
  gboolean enemy_port;

  g_return_val_if_fail (state != NULL, FALSE);
  if (hd_movement_find_route (state, index, to, NULL, &by_land))
    return TRUE;
  if (index >= state->units->len || to >= hd_map_get_n_boxes (state->map))
    {
      g_propagate_error (error, g_steal_pointer (&by_land));
      return FALSE;
    }
  bu = &g_array_index (state->units, HdBoardUnit, index);
  enemy_port = state->control[to] == hd_side_get_enemy (bu->unit.side);
  if (hd_movement_check_sea (state, index, to, FALSE, NULL) ||
      (bu->unit.side == HD_SIDE_UNION && hd_movement_check_sea (state, index, to, TRUE, NULL)))
    return TRUE;
  /* a march's refusal decides when it names a rule of its own (the
   * Potomac, Kentucky, a jump...); between two ports the sea's does */
  if (g_strcmp0 (hd_rules_error_get_rule (by_land), "4.0") != 0 || !side_may_sail (state, bu->unit.side) ||
      !hd_map_get_box (state->map, bu->box)->port || !hd_map_get_box (state->map, to)->port)
    {
      g_propagate_error (error, g_steal_pointer (&by_land));
      return FALSE;
    }
  hd_movement_check_sea (state, index, to, enemy_port && bu->unit.side == HD_SIDE_UNION, &by_sea);
  g_propagate_error (error, g_steal_pointer (&by_sea));
  return FALSE;
}

/* Whether units landing in @to by naval invasion meet its coastal
 * garrison there: a battle even with no Confederate unit (Advanced 5.0,
 * as hd_state_garrison_battle() finds it once they have landed). */
static gboolean
garrison_meets (const HdState *state,
                guint          to)
{
  return hd_battle_get_garrison (state, to) > 0 && state->control[to] == HD_SIDE_CONFEDERATE;
}

GArray *
hd_movement_sea_moves (const HdState *state,
                       const guint   *units,
                       guint          n_units,
                       gboolean       invasion)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (HdDestination));
  g_autofree guint *count = NULL;
  guint n_boxes;

  g_return_val_if_fail (state != NULL, out);
  if (n_units == 0)
    return out;
  n_boxes = hd_map_get_n_boxes (state->map);
  count = g_new0 (guint, n_boxes);
  for (guint i = 0; i < n_units; i++)
    {
      g_autoptr(GArray) ports = hd_movement_sea_destinations (state, units[i], invasion);
      for (guint k = 0; k < ports->len; k++)
        count[g_array_index (ports, guint, k)]++;
    }
  for (guint b = 0; b < n_boxes; b++)
    if (count[b] == n_units)
      {
        HdSide enemy = hd_side_get_enemy (g_array_index (state->units, HdBoardUnit, units[0]).unit.side);
        HdDestination d = { b, n_units, FALSE, FALSE, invasion && garrison_meets (state, b) };

        d.battle = d.garrison || hd_state_count_units_at (state, b, enemy) > 0;
        g_array_append_val (out, d);
      }
  return out;
}

int
hd_movement_pick_unit (const HdState *state,
                       guint          box,
                       HdSide         side,
                       HdUnitKind     kind,
                       gboolean       reduced,
                       gboolean       for_sea)
{
  int best = -1;
  int best_score = G_MAXINT;

  g_return_val_if_fail (state != NULL, -1);
  for (guint i = 0; i < state->units->len; i++)
    {
      const HdBoardUnit *bu = &g_array_index (state->units, HdBoardUnit, i);
      int score;

      if (bu->box != box || bu->unit.side != side || bu->unit.kind != kind || bu->unit.reduced != reduced)
        continue;
      /* prefer a unit that can do it: free in this march, fewest marches */
      if (for_sea)
        score = (bu->move.marches > 0 || bu->box != bu->move.start_box) ? 100 : 0;
      else
        score = (bu->move.by_sea ? 100 : 0) + (bu->move.marches >= 2 ? 50 : 0) +
                (state->active_box == box && !bu->move.in_march ? 20 : 0) + bu->move.marches;
      if (score < best_score)
        {
          best = (int) i;
          best_score = score;
        }
    }
  return best;
}

/* Optional rule 5.71: a march may instead flip one reduced unit back to
 * full strength; it counts as one of that unit's two marches. */
gboolean
hd_movement_recover_check (const HdState *state,
                           guint          unit_id,
                           GError       **error)
{
  int index;
  const HdBoardUnit *bu;

  g_return_val_if_fail (state != NULL, FALSE);
  if (!hd_state_has_option (state, "5.71"))
    return hd_rules_refuse (error, "5.7", _("reduced units recover by themselves after the Combat Segment; spending "
                                            "a march on one is optional rule 5.71"));
  if (state->segment != HD_SEGMENT_MOVEMENT)
    return hd_rules_refuse (error, "3.0", _("a march is spent in the Movement Segment"));
  index = hd_state_find_unit_by_id (state, unit_id);
  if (index < 0)
    return hd_rules_refuse (error, "1.4", _("there is no such unit"));
  bu = &g_array_index (state->units, HdBoardUnit, index);
  if (bu->unit.side != state->player)
    return hd_rules_refuse (error, "3.0", _("this is the %s Player Turn: only its units may recover"),
                            hd_side_get_name (state->player));
  if (!bu->unit.reduced)
    return hd_rules_refuse (error, "5.71", _("only a reduced unit can be recovered"));
  if (bu->move.marches >= 2)
    return hd_rules_refuse (error, "5.71", _("this unit has already taken part in two marches this turn"));
  if (state->marches == 0 && state->march_die == 0)
    return hd_rules_refuse (error, "4.0", _("roll the die for marches first"));
  if (state->marches_spent >= state->marches)
    return hd_rules_refuse (error, "4.0", MARCHES_USED (state->marches), state->marches);
  return TRUE;
}

gboolean
hd_movement_recover (HdState  *state,
                     guint     unit_id,
                     GError  **error)
{
  HdBoardUnit *bu;

  if (!hd_movement_recover_check (state, unit_id, error))
    return FALSE;
  bu = &g_array_index (state->units, HdBoardUnit, hd_state_find_unit_by_id (state, unit_id));
  end_march (state);
  state->marches_spent++;
  bu->move.marches++;
  bu->unit.reduced = FALSE;
  return TRUE;
}

/* Whether starting a new march in @box would let units move that the
 * current march cannot: @box is the current march's, and some unit of
 * the player there is not in it (it entrenched with it, 4.3), has a march
 * left and did not come by sea, and a march may start (4.0). */
gboolean
hd_movement_new_march_helps (const HdState *state,
                             guint          box)
{
  gboolean waiting = FALSE;

  g_return_val_if_fail (state != NULL, FALSE);
  if (state->active_box != box)
    return FALSE;
  for (guint i = 0; i < state->units->len; i++)
    {
      const HdBoardUnit *bu = &g_array_index (state->units, HdBoardUnit, i);
      waiting |= bu->box == box && bu->unit.side == state->player && !bu->move.in_march && bu->move.marches < 2 &&
                 !bu->move.by_sea;
    }
  return waiting && hd_movement_march_check (state, box, NULL);
}
