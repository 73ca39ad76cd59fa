/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-supply.c: supply (hd-supply.h, Advanced 2.0-2.2).
 *
 * The boxes a supply line may pass are those the side controls with no
 * enemy units in them; it goes along rivers and along railroads joining
 * two such boxes (friendly railroads, 4.0).  A friendly recruitment city
 * is "itself in supply" when another one can be reached from it.  From a
 * box of two or more pieces a breadth-first search finds the nearest box
 * that supplies it: another friendly recruitment city (from a city), a
 * city itself in supply (from elsewhere), or, for the Union, a port it
 * controls.
 *
 * What supply does to play is here too, acting through the hooks
 * (hd-hooks.h): at the start of each Player Turn the boxes out of supply
 * are found (hd_supply_check), and each gives up a piece, an action
 * of its own (supply-loss, Advanced 2.2); its invariant is part of 11. */
#define G_LOG_DOMAIN "hd-supply"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-advanced.h"
#include "hd-invariants.h"
#include "hd-rules.h"
#include "hd-state-private.h"
#include "hd-supply.h"
#include "hd-turn.h"

gboolean
hd_supply_is_city (const HdState *state,
                   guint          box,
                   HdSide         side)
{
  const HdBox *b = hd_map_get_box (state->map, box);
  guint shield = side == HD_SIDE_UNION ? b->recruit_union : b->recruit_confederate;

  return shield > 0 && state->control[box] == side;
}

/* A box a supply line may pass through. */
static gboolean
passable (const HdState *state, guint box, HdSide side)
{
  return state->control[box] == side && hd_state_count_units_at (state, box, hd_side_get_enemy (side)) == 0;
}

static gboolean
usable (const HdState *state, const HdLine *line, HdSide side)
{
  return line->type == HD_LINE_RIVER ||
         (line->type == HD_LINE_RAIL && state->control[line->a] == side && state->control[line->b] == side);
}

static gboolean
union_port (const HdState *state, guint box, HdSide side)
{
  return side == HD_SIDE_UNION && hd_map_get_box (state->map, box)->port && state->control[box] == HD_SIDE_UNION;
}

typedef gboolean (*Goal) (const HdState *state, guint box, HdSide side, guint start, const gboolean *city_supplied);

/* Breadth-first from @start to the nearest box meeting @goal; @prev and
 * @prev_line (per box) lead back.  The goal box, or HD_NO_BOX. */
static guint
search (const HdState *state, HdSide side, guint start, Goal goal, const gboolean *city_supplied, guint *prev,
        guint *prev_line)
{
  guint n_boxes = hd_map_get_n_boxes (state->map);
  g_autofree guint *queue = g_new (guint, n_boxes);
  g_autofree gboolean *seen = g_new0 (gboolean, n_boxes);
  guint head = 0, tail = 0;

  queue[tail++] = start;
  seen[start] = TRUE;
  prev[start] = HD_NO_BOX;
  while (head < tail)
    {
      guint at = queue[head++];
      const HdBox *b = hd_map_get_box (state->map, at);

      if (at != start && goal (state, at, side, start, city_supplied))
        return at;
      for (guint i = 0; i < b->n_lines; i++)
        {
          const HdLine *line = hd_map_get_line (state->map, b->lines[i]);
          guint next = line->a == at ? line->b : line->a;

          if (seen[next] || !usable (state, line, side) || !passable (state, next, side))
            continue;
          seen[next] = TRUE;
          prev[next] = at;
          prev_line[next] = line->index;
          queue[tail++] = next;
        }
    }
  return HD_NO_BOX;
}

static gboolean
any_city (const HdState *state, guint box, HdSide side, guint start, const gboolean *city_supplied)
{
  return hd_supply_is_city (state, box, side);
}

static gboolean
supplying (const HdState *state, guint box, HdSide side, guint start, const gboolean *city_supplied)
{
  if (union_port (state, box, side))
    return TRUE;
  if (!hd_supply_is_city (state, box, side))
    return FALSE;
  /* from a city, any other city; from elsewhere, a city in supply */
  return hd_supply_is_city (state, start, side) || city_supplied[box];
}

/* Which friendly recruitment cities are themselves in supply: another
 * one can be reached from them. */
static gboolean *
cities_in_supply (const HdState *state, HdSide side)
{
  guint n_boxes = hd_map_get_n_boxes (state->map);
  gboolean *supplied = g_new0 (gboolean, n_boxes);
  g_autofree guint *prev = g_new (guint, n_boxes);
  g_autofree guint *prev_line = g_new (guint, n_boxes);

  for (guint b = 0; b < n_boxes; b++)
    if (hd_supply_is_city (state, b, side))
      supplied[b] = search (state, side, b, any_city, NULL, prev, prev_line) != HD_NO_BOX;
  return supplied;
}

static guint
pieces_at (const HdState *state, guint box, HdSide side)
{
  return hd_state_count_units_at (state, box, side);
}

/* The nearest box that supplies @box, with the way back in @prev. */
static guint
find_source (const HdState *state, HdSide side, guint box, const gboolean *city_supplied, guint *prev,
             guint *prev_line)
{
  return search (state, side, box, supplying, city_supplied, prev, prev_line);
}

HdSupplyBox *
hd_supply_compute (const HdState *state,
                   HdSide         side)
{
  guint n_boxes = hd_map_get_n_boxes (state->map);
  HdSupplyBox *out = g_new0 (HdSupplyBox, n_boxes);
  g_autofree gboolean *city_supplied = cities_in_supply (state, side);
  g_autofree guint *prev = g_new (guint, n_boxes);
  g_autofree guint *prev_line = g_new (guint, n_boxes);

  for (guint b = 0; b < n_boxes; b++)
    {
      HdSupplyBox *s = &out[b];
      guint source;

      s->pieces = pieces_at (state, b, side);
      s->source = HD_NO_BOX;
      if (s->pieces < 2)
        continue;
      if (union_port (state, b, side) || (side == HD_SIDE_UNION && hd_map_get_box (state->map, b)->port))
        {
          s->state = HD_SUPPLY_PORT;
          continue;
        }
      source = find_source (state, side, b, city_supplied, prev, prev_line);
      if (source == HD_NO_BOX)
        {
          s->state = HD_SUPPLY_OUT;
          continue;
        }
      s->state = HD_SUPPLY_TRACED;
      s->source = source;
      for (guint at = source; at != b; at = prev[at])
        s->length++;
    }
  return out;
}

GArray *
hd_supply_line (const HdState *state,
                HdSide         side,
                guint          box)
{
  guint n_boxes = hd_map_get_n_boxes (state->map);
  GArray *lines = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree gboolean *city_supplied = NULL;
  g_autofree guint *prev = g_new (guint, n_boxes);
  g_autofree guint *prev_line = g_new (guint, n_boxes);
  guint source;

  g_return_val_if_fail (state != NULL && box < n_boxes, lines);
  if (pieces_at (state, box, side) < 2 || (side == HD_SIDE_UNION && hd_map_get_box (state->map, box)->port))
    return lines;
  city_supplied = cities_in_supply (state, side);
  source = find_source (state, side, box, city_supplied, prev, prev_line);
  for (guint at = source; source != HD_NO_BOX && at != box; at = prev[at])
    g_array_prepend_val (lines, prev_line[at]);
  return lines;
}

char *
hd_supply_describe (const HdState     *state,
                    const HdSupplyBox *supply,
                    guint              box)
{
  HdMap *map = state->map;

  switch (supply->state)
    {
    case HD_SUPPLY_TRACED:
      if (union_port (state, supply->source, HD_SIDE_UNION) && !hd_supply_is_city (state, supply->source, HD_SIDE_UNION))
        /* TRANSLATORS: e.g. "In supply: a line of 3 boxes to the port of Fort Monroe (Advanced 2.1)." */
        return g_strdup_printf (ngettext ("In supply: a line of %u box to the port of %s (Advanced 2.1).",
                                          "In supply: a line of %u boxes to the port of %s (Advanced 2.1).",
                                          supply->length),
                                supply->length, hd_map_get_box (map, supply->source)->name);
      /* TRANSLATORS: e.g. "In supply: a line of 2 boxes to Richmond (Advanced 2.1)." */
      return g_strdup_printf (ngettext ("In supply: a line of %u box to %s (Advanced 2.1).",
                                        "In supply: a line of %u boxes to %s (Advanced 2.1).", supply->length),
                              supply->length, hd_map_get_box (map, supply->source)->name);
    case HD_SUPPLY_PORT:
      return g_strdup (_("In supply: Union pieces in a port always are (Advanced 2.1)."));
    case HD_SUPPLY_OUT:
      return g_strdup (_("Out of supply: no line to a friendly recruitment city in supply, nor for the Union to a "
                         "port; the box loses a piece at the start of its side's Player Turn (Advanced 2.2)."));
    case HD_SUPPLY_NONE:
    default:
      return NULL;
    }
}

/* ------------------------------------------------------ out of supply */

/* Advanced 2.0: before anything else in a Player Turn, the player's boxes
 * out of supply are found; each owes a piece (Advanced 2.2). */
void
hd_supply_check (HdState *self)
{
  g_autofree HdSupplyBox *supply = NULL;
  guint n_boxes = hd_map_get_n_boxes (self->map);

  memset (self->supply_due, 0, n_boxes);
  if (!hd_state_has_option (self, "advanced-2.0"))
    return;
  supply = hd_supply_compute (self, self->player);
  for (guint b = 0; b < n_boxes; b++)
    self->supply_due[b] = supply[b].state == HD_SUPPLY_OUT;
}

gboolean
hd_supply_loss_check (const HdState *self,
                      guint          unit_id,
                      GError       **error)
{
  int index;
  const HdBoardUnit *bu;

  g_return_val_if_fail (self != NULL, FALSE);
  index = hd_state_find_unit_by_id (self, unit_id);
  if (index < 0)
    return hd_rules_refuse (error, "1.4", _("there is no such unit"));
  bu = &g_array_index (self->units, HdBoardUnit, index);
  if (bu->unit.side != self->player)
    return hd_rules_refuse (error, "Advanced 2.2", _("a box out of supply gives up one of its owner's pieces, at the "
                                                     "start of its owner's Player Turn"));
  if (!hd_state_get_supply_due (self, bu->box))
    return hd_rules_refuse (error, "Advanced 2.2", _("%s owes no piece: it is in supply, or has already given one up"),
                            hd_map_get_box (self->map, bu->box)->name);
  return TRUE;
}

/* The piece given up: militia to the pool, others to the stock (5.1). */
gboolean
hd_supply_loss (HdState  *self,
                guint     unit_id,
                GError  **error)
{
  guint index, box;
  HdUnit unit;

  if (!hd_supply_loss_check (self, unit_id, error))
    return FALSE;
  index = (guint) hd_state_find_unit_by_id (self, unit_id);
  unit = g_array_index (self->units, HdBoardUnit, index).unit;
  box = g_array_index (self->units, HdBoardUnit, index).box;
  if (hd_unit_kind_get_quality (unit.kind) == HD_MILITIA && !unit.foreign)
    self->pool[unit.side][unit.kind]++;
  hd_turn_remove_unit (self, index);
  self->supply_due[box] = 0;
  return TRUE;
}

/* ------------------------------------------------------------ the hooks */

static void
options_set (HdState *state, const char * const *options)
{
  hd_supply_check (state);   /* the first Player Turn's supply (Advanced 2.0) */
}

static gboolean
check_supply_loss (const HdAction *a, const HdState *state, GError **error)
{
  return hd_supply_loss_check (state, a->unit, error);
}

static gboolean
apply_supply_loss (const HdAction *a, HdState *state, GError **error)
{
  return hd_supply_loss (state, a->unit, error);
}

static char *
check_invariants (const HdState *self)
{
  for (guint b = 0; b < hd_map_get_n_boxes (self->map) && !hd_state_has_option (self, "advanced-2.0"); b++)
    if (self->supply_due[b])
      return hd_invariants_broken (11, "a box owes a piece for supply without Advanced 2.0");
  return NULL;
}

/* Owed first: a piece from each box out of supply, the player's choice
 * (Advanced 2.2). */
static gboolean
awaited (const HdState *state, HdAwaited *owed, GError **refusal)
{
  if (!hd_state_get_any_supply_due (state))
    return FALSE;
  *owed = (HdAwaited) { .kind = HD_AWAITED_SUPPLY, .which = -1, .action = HD_ACTION_SUPPLY_LOSS,
                        .rule = "Advanced 2.2", .side = hd_state_get_player (state), .sort = HD_AWAITS_CHOICE,
                        .first = TRUE };
  hd_rules_refuse (refusal, owed->rule, _("before anything else this Player Turn, each box out of supply gives up "
                                          "one piece of its owner's choice"));
  return TRUE;
}

static const HdHookedAction actions[] = {
  { HD_ACTION_SUPPLY_LOSS, check_supply_loss, apply_supply_loss },
};

const HdHooks hd_supply_hooks = {
  .name = "supply (Advanced 2.0)",
  .options_set = options_set,
  .turn_begun = hd_supply_check,
  .check_invariants = check_invariants,
  .awaited = awaited,
  .actions = actions,
  .n_actions = G_N_ELEMENTS (actions),
};
