/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-recruitment.c: recruitment (7.0-7.5, and 5.71's recovery with a
 * point).  Promotions are in hd-promotion.c, victory in hd-victory.c. */
#define G_LOG_DOMAIN "hd-recruitment"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "hd-rules.h"
#include "hd-battle.h"
#include "hd-calendar.h"
#include "hd-inventory.h"
#include "hd-hooks.h"
#include "hd-recruitment.h"
#include "hd-state-private.h"

/* -------------------------------------------------------- recruitment */

gboolean
hd_recruitment_roll_check (const HdState *state,
                           guint          die,
                           GError       **error)
{
  g_return_val_if_fail (state != NULL, FALSE);
  if (state->segment != HD_SEGMENT_RECRUITMENT)
    return hd_rules_refuse (error, "3.0", _("the recruitment die is rolled in the Recruitment Segment"));
  if (!hd_rules_check_die (die, "7.0", error))
    return FALSE;
  if (state->recruit_die != 0)
    return hd_rules_refuse (error, "7.0", _("the recruitment die has been rolled this segment (%u)"),
                            state->recruit_die);
  return TRUE;
}

gboolean
hd_recruitment_roll (HdState  *state,
                     guint     die,
                     GError  **error)
{
  guint points;

  if (!hd_recruitment_roll_check (state, die, error))
    return FALSE;
  points = die == 1 ? 2 : die;                         /* a 1 counts as 2 (7.0) */
  if (hd_state_has_option (state, "7.5"))
    {
      if (state->player == HD_SIDE_UNION)
        points = MAX (points, 3);
      else
        points = MIN (points, 4);
    }
  state->recruit_die = die;
  state->recruit_points = points;
  /* a lost foreign unit may be replaced in Europe (Advanced 8.4): the
   * hook of intervention, once the action is applied (hd-hooks.h) */
  return TRUE;
}

static gboolean
check_points (const HdState *state, GError **error)
{
  if (state->segment != HD_SEGMENT_RECRUITMENT)
    return hd_rules_refuse (error, "3.0", _("units are recruited in the Recruitment Segment"));
  if (state->recruit_die == 0)
    return hd_rules_refuse (error, "7.0", _("roll the recruitment die first"));
  if (state->recruit_points == 0)
    return hd_rules_refuse (error, "7.0", _("every Recruitment Point of this segment has been spent"));
  return TRUE;
}

/* Whether a unit of @kind may be recruited at all, wherever (7.0). */
static gboolean
check_kind (const HdState *state, HdUnitKind kind, GError **error)
{
  HdSide side = state->player;

  if ((guint) kind >= HD_N_KINDS || hd_unit_kind_get_quality (kind) != HD_MILITIA)
    return hd_rules_refuse (error, "7.0", _("only militia are recruited"));
  if (state->pool[side][kind] == 0)
    return hd_rules_refuse (error, "7.0", _("there is no %s %s in the Recruitment Pool"), hd_side_get_name (side),
                            hd_unit_kind_get_label (kind));
  return TRUE;
}

/* What @box must be, and the side's units in play, for a unit of @kind
 * (one that may be recruited) to come there (7.0, 7.1, 7.4, 7.5). */
static gboolean
check_city (const HdState *state, guint box, HdUnitKind kind, GError **error)
{
  HdSide side = state->player;
  const HdBox *b = hd_map_get_box (state->map, box);
  guint per_city;

  if (hd_box_recruitment_value (b, side) == 0)
    return hd_rules_refuse (error, "7.0", _("%s has no %s shield: it is not a %s recruitment city"), b->name,
                            side == HD_SIDE_UNION ? _("blue") : _("red"), hd_side_get_name (side));
  if (state->control[box] != side)
    return hd_rules_refuse (error, "7.0", _("%s is not controlled by the %s"), b->name, hd_side_get_noun (side));
  per_city = hd_state_has_option (state, "7.5") && hd_box_recruitment_value (b, side) >= 3 ? 2 : 1;
  if (state->recruited[box] >= per_city)
    return per_city == 2 ? hd_rules_refuse (error, "7.5", _("two units a segment in %s, and two have come"), b->name)
                         : hd_rules_refuse (error, "7.0", _("one unit a segment in each city, and %s has had its "
                                                            "one"), b->name);
  {
    guint maximum = hd_state_get_army_maximum (state, side);
    guint allowed = hd_state_get_units_allowed (state, side, hd_state_has_option (state, "7.4"));

    if (hd_state_get_units_in_play (state, side) < allowed)
      ;
    else if (allowed > maximum)
      return hd_rules_refuse (error, "7.4", /* TRANSLATORS: %1$s a side, %2$u its units in play, %3$u its army
                               * maximum, %4$u the more its drafts allow (7.4) */
                              ngettext ("the %1$s already has %2$u unit in play: its army maximum of %3$u and the "
                                        "%4$u more its drafts allow",
                                        "the %1$s already has %2$u units in play: its army maximum of %3$u and the "
                                        "%4$u more its drafts allow", allowed),
                              hd_side_get_noun (side), allowed, maximum, allowed - maximum);
    else
      return hd_rules_refuse (error, "7.1", _("the %s already has as many units in play as its army maximum allows (%u)"),
                              hd_side_get_noun (side), maximum);
  }
  return hd_inventory_check_counter_mix (state, side, kind, error);
}

gboolean
hd_recruitment_die_matters (const HdState *state)
{
  const HdUnitKind militia[] = { HD_KIND_MI, HD_KIND_MC };

  g_return_val_if_fail (state != NULL, FALSE);
  for (guint k = 0; k < G_N_ELEMENTS (militia); k++)
    if (check_kind (state, militia[k], NULL))
      for (guint b = 0; b < hd_map_get_n_boxes (state->map); b++)
        if (check_city (state, b, militia[k], NULL))
          return TRUE;
  if (hd_state_has_option (state, "5.71"))
    for (guint i = 0; i < state->units->len; i++)
      {
        const HdBoardUnit *bu = &g_array_index (state->units, HdBoardUnit, i);
        if (bu->unit.side == state->player && bu->unit.reduced)
          return TRUE;
      }
  return hd_hooks_reads_recruitment_die (state);
}

gboolean
hd_recruitment_check (const HdState *state,
                      guint          box,
                      HdUnitKind     kind,
                      GError       **error)
{
  g_return_val_if_fail (state != NULL, FALSE);
  if (!check_points (state, error))
    return FALSE;
  if (box >= hd_map_get_n_boxes (state->map))
    return hd_rules_refuse (error, "1.3", _("there is no such box on the board"));
  return check_kind (state, kind, error) && check_city (state, box, kind, error);
}

gboolean
hd_recruitment_recruit (HdState    *state,
                        guint       box,
                        HdUnitKind  kind,
                        GError    **error)
{
  HdUnit unit;

  if (!hd_recruitment_check (state, box, kind, error))
    return FALSE;
  unit = (HdUnit) { state->player, kind, FALSE, FALSE };   /* at full strength (5.71) */
  state->pool[state->player][kind]--;
  state->recruit_points--;
  state->recruited[box]++;
  hd_state_add_unit (state, box, &unit);
  return TRUE;
}

GArray *
hd_recruitment_cities (const HdState *state,
                       HdUnitKind     kind)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));
  guint n_boxes;

  g_return_val_if_fail (state != NULL, out);
  /* hd_recruitment_check's parts: what is not the city's asked once */
  if (!check_points (state, NULL) || !check_kind (state, kind, NULL))
    return out;
  n_boxes = hd_map_get_n_boxes (state->map);
  for (guint b = 0; b < n_boxes; b++)
    if (check_city (state, b, kind, NULL))
      g_array_append_val (out, b);
  return out;
}

/* Optional 5.71: a Recruitment Point may recover a reduced unit instead. */
gboolean
hd_recruitment_recover_check (const HdState *state,
                              guint          unit_id,
                              GError       **error)
{
  int index;
  const HdBoardUnit *bu;

  g_return_val_if_fail (state != NULL, FALSE);
  if (!hd_state_has_option (state, "5.71"))
    return hd_rules_refuse (error, "5.7", _("reduced units recover by themselves after the Combat Segment; spending "
                                            "a point on one is optional rule 5.71"));
  if (!check_points (state, error))
    return FALSE;
  index = hd_state_find_unit_by_id (state, unit_id);
  if (index < 0)
    return hd_rules_refuse (error, "1.4", _("there is no such unit"));
  bu = &g_array_index (state->units, HdBoardUnit, index);
  if (bu->unit.side != state->player)
    return hd_rules_refuse (error, "5.71", _("a player recovers his own units"));
  if (!bu->unit.reduced)
    return hd_rules_refuse (error, "5.71", _("only a reduced unit can be recovered"));
  return TRUE;
}

gboolean
hd_recruitment_recover (HdState  *state,
                        guint     unit_id,
                        GError  **error)
{
  HdBoardUnit *bu;

  if (!hd_recruitment_recover_check (state, unit_id, error))
    return FALSE;
  bu = &g_array_index (state->units, HdBoardUnit, hd_state_find_unit_by_id (state, unit_id));
  bu->unit.reduced = FALSE;
  state->recruit_points--;
  return TRUE;
}
