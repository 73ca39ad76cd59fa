/* hd-state.c: the game state as a plain value (copied, compared, thrown
 * away), built from a scenario's set-up.  Derived facts (army maximums,
 * units in play) are computed from it, never stored, so they cannot drift. */
#define G_LOG_DOMAIN "hd-state"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-state.h"

/* Union militia infantry: 12 start in play, 12 are held back and come four
 * at a time with the drafts of 1862, 1863 and 1864 (rules 2.0 step 5, 7.2). */
#define UNION_MILITIA_HELD_BACK 12
#define UNION_MILITIA_PER_DRAFT 4

struct _HdState
{
  HdMap     *map;
  guint      turn;
  HdSide     player;
  HdSegment  segment;
  GArray    *units;          /* HdBoardUnit */
  HdSide    *control;        /* per box */
  gboolean  *marker;         /* per box: a Control marker lies there (8.0) */
  guint      pool[HD_N_SIDES][HD_N_KINDS];
  guint      drafts_taken;
};

HdState *
hd_state_new_from_scenario (HdMap      *map,
                            HdScenario *scenario)
{
  HdState *self;
  guint n_boxes;

  g_return_val_if_fail (HD_IS_MAP (map), NULL);
  g_return_val_if_fail (HD_IS_SCENARIO (scenario), NULL);

  n_boxes = hd_map_get_n_boxes (map);
  self = g_new0 (HdState, 1);
  self->map = g_object_ref (map);
  self->turn = hd_scenario_get_start_turn (scenario);
  self->player = HD_SIDE_UNION;          /* the Union moves first (3.0, 11.2) */
  self->segment = HD_SEGMENT_MOVEMENT;
  self->units = g_array_new (FALSE, TRUE, sizeof (HdBoardUnit));
  self->control = g_new0 (HdSide, n_boxes);
  self->marker = g_new0 (gboolean, n_boxes);
  self->drafts_taken = hd_scenario_get_union_drafts_taken (scenario);

  for (guint i = 0; i < hd_scenario_get_n_placements (scenario); i++)
    {
      const HdPlacement *p = hd_scenario_get_placement (scenario, i);

      for (guint k = 0; k < p->count; k++)
        {
          HdBoardUnit bu = { p->box, { p->side, p->kind, FALSE, p->entrenched } };
          g_array_append_val (self->units, bu);
        }
    }

  hd_scenario_compute_control (scenario, self->control);
  /* A marker is only needed where control differs from the box's colour
   * and no unit shows it (8.0, "Noting Control"). */
  for (guint i = 0; i < hd_scenario_get_n_control_markers (scenario); i++)
    {
      const HdControlMarker *m = hd_scenario_get_control_marker (scenario, i);
      if (hd_state_count_units_at (self, m->box, HD_SIDE_UNION) == 0 &&
          hd_state_count_units_at (self, m->box, HD_SIDE_CONFEDERATE) == 0 &&
          hd_map_get_box (map, m->box)->side != m->side)
        self->marker[m->box] = TRUE;
    }

  /* Militia not on the board wait in the Recruitment Pool (2.0 step 6,
   * 5.1), except the Union militia still held back for drafts. */
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    for (HdUnitKind kind = 0; kind < HD_N_KINDS; kind++)
      {
        guint available, in_play;

        if (hd_unit_kind_get_quality (kind) != HD_MILITIA)
          continue;
        available = hd_unit_kind_get_counter_limit (side, kind);
        if (side == HD_SIDE_UNION && kind == HD_KIND_MI)
          available -= hd_state_get_union_militia_held_back (self);
        in_play = hd_scenario_count_units (scenario, side, (int) kind);
        self->pool[side][kind] = available > in_play ? available - in_play : 0;
      }
  return self;
}

HdState *
hd_state_copy (const HdState *self)
{
  HdState *copy;
  guint n_boxes;

  g_return_val_if_fail (self != NULL, NULL);

  n_boxes = hd_map_get_n_boxes (self->map);
  copy = g_memdup2 (self, sizeof (HdState));
  copy->map = g_object_ref (self->map);
  copy->units = g_array_copy (self->units);
  copy->control = g_memdup2 (self->control, sizeof (HdSide) * n_boxes);
  copy->marker = g_memdup2 (self->marker, sizeof (gboolean) * n_boxes);
  return copy;
}

void
hd_state_free (HdState *self)
{
  if (self == NULL)
    return;
  g_clear_object (&self->map);
  g_clear_pointer (&self->units, g_array_unref);
  g_free (self->control);
  g_free (self->marker);
  g_free (self);
}

HdMap *
hd_state_get_map (const HdState *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->map;
}

guint
hd_state_get_turn (const HdState *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->turn;
}

HdSide
hd_state_get_player (const HdState *self)
{
  g_return_val_if_fail (self != NULL, HD_SIDE_NEUTRAL);
  return self->player;
}

HdSegment
hd_state_get_segment (const HdState *self)
{
  g_return_val_if_fail (self != NULL, HD_SEGMENT_MOVEMENT);
  return self->segment;
}

guint
hd_state_get_n_units (const HdState *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->units->len;
}

const HdBoardUnit *
hd_state_get_unit (const HdState *self,
                   guint          index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->units->len, NULL);
  return &g_array_index (self->units, HdBoardUnit, index);
}

guint
hd_state_count_units_at (const HdState *self,
                         guint          box,
                         HdSide         side)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);
  for (guint i = 0; i < self->units->len; i++)
    {
      const HdBoardUnit *u = &g_array_index (self->units, HdBoardUnit, i);
      if (u->box == box && u->unit.side == side)
        n++;
    }
  return n;
}

guint
hd_state_get_units_in_play (const HdState *self,
                            HdSide         side)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);
  for (guint i = 0; i < self->units->len; i++)
    if (g_array_index (self->units, HdBoardUnit, i).unit.side == side)
      n++;
  return n;
}

HdSide
hd_state_get_controller (const HdState *self,
                         guint          box)
{
  g_return_val_if_fail (self != NULL, HD_SIDE_NEUTRAL);
  g_return_val_if_fail (box < hd_map_get_n_boxes (self->map), HD_SIDE_NEUTRAL);
  return self->control[box];
}

gboolean
hd_state_has_control_marker (const HdState *self,
                             guint          box)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (box < hd_map_get_n_boxes (self->map), FALSE);
  return self->marker[box];
}

/* Rule 7.1 (without optional 7.4's economic increase). */
guint
hd_state_get_army_maximum (const HdState *self,
                           HdSide         side)
{
  g_return_val_if_fail (self != NULL, 0);
  return hd_map_army_maximum (self->map, side, self->control);
}

guint
hd_state_get_pool (const HdState *self,
                   HdSide         side,
                   HdUnitKind     kind)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail ((guint) side < HD_N_SIDES && (guint) kind < HD_N_KINDS, 0);
  return self->pool[side][kind];
}

guint
hd_state_get_union_militia_held_back (const HdState *self)
{
  guint released;

  g_return_val_if_fail (self != NULL, 0);
  released = UNION_MILITIA_PER_DRAFT * self->drafts_taken;
  return released < UNION_MILITIA_HELD_BACK ? UNION_MILITIA_HELD_BACK - released : 0;
}

guint
hd_state_get_drafts_taken (const HdState *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->drafts_taken;
}

const char *
hd_segment_to_string (HdSegment segment)
{
  static const char * const names[] = { "movement", "combat", "promotion", "recruitment" };

  g_return_val_if_fail ((guint) segment < G_N_ELEMENTS (names), NULL);
  return names[segment];
}

const char *
hd_segment_get_label (HdSegment segment)
{
  switch (segment)
    {
    case HD_SEGMENT_MOVEMENT: return _("Movement");
    case HD_SEGMENT_COMBAT: return _("Combat");
    case HD_SEGMENT_PROMOTION: return _("Promotions");
    case HD_SEGMENT_RECRUITMENT: return _("Recruitment");
    default:
      g_return_val_if_reached (NULL);
    }
}
