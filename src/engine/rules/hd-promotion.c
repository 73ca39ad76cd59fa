/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-promotion.c: the Promotion Segment and promotions after a battle won
 * (rules 6.0-6.2).  Recruitment is in hd-recruitment.c. */
#define G_LOG_DOMAIN "hd-promotion"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "hd-rules.h"
#include "hd-battle.h"
#include "hd-calendar.h"
#include "hd-inventory.h"
#include "hd-hooks.h"
#include "hd-promotion.h"
#include "hd-state-private.h"

gboolean
hd_promotion_check (const HdState *state,
                    guint          unit_id,
                    GError       **error)
{
  int index;
  const HdBoardUnit *bu;
  HdUnitKind to;
  gboolean after_battle = state != NULL && state->segment == HD_SEGMENT_COMBAT;

  g_return_val_if_fail (state != NULL, FALSE);
  if (state->segment == HD_SEGMENT_MOVEMENT && state->promotion_side != HD_SIDE_NEUTRAL)
    after_battle = TRUE;   /* a breakout won (Advanced 4.0) */
  if (state->segment == HD_SEGMENT_COMBAT && state->promotion_side == HD_SIDE_NEUTRAL && state->garrison_won)
    return hd_rules_refuse (error, "Advanced 5.0", _("beating a port's coastal garrison alone earns no promotion: "
                                                     "only a battle that also fought Confederate units does"));
  if (state->segment == HD_SEGMENT_COMBAT && state->promotion_side == HD_SIDE_NEUTRAL)
    return hd_rules_refuse (error, "6.0", _("a promotion follows a battle won, and no battle has just been won"));
  index = hd_state_find_unit_by_id (state, unit_id);
  if (index < 0)
    return hd_rules_refuse (error, "1.4", _("there is no such unit"));
  bu = &g_array_index (state->units, HdBoardUnit, index);
  if (bu->unit.foreign)
    return hd_rules_refuse (error, "Advanced 8.4", _("Foreign Intervention units are never promoted"));
  if (after_battle)
    {
      if (bu->unit.side != state->promotion_side || !bu->move.in_battle || bu->box != state->promotion_box)
        return hd_rules_refuse (error, "6.0", _("only a surviving unit of the winner that took part in the battle "
                                                "may be promoted"));
    }
  else if (state->segment == HD_SEGMENT_PROMOTION)
    {
      if (bu->unit.side != state->player)
        return hd_rules_refuse (error, "6.0", _("in the Promotion Segment the player whose turn it is promotes one of "
                                                "his own units"));
      if (state->promotions_left == 0)
        return hd_rules_refuse (error, "6.0", _("the promotion of this segment has been made"));
      if (hd_state_has_option (state, "6.1") && hd_unit_kind_get_quality (bu->unit.kind) == HD_VETERAN)
        return hd_rules_refuse (error, "6.1", _("only a battle won makes veterans crack: the Promotion Segment "
                                                "promotes militia only"));
    }
  else
    return hd_rules_refuse (error, "6.0", _("units are promoted after a battle won or in the Promotion Segment"));
  if (bu->move.promoted)
    return hd_rules_refuse (error, "6.0", _("no unit is promoted twice in a Player Turn"));
  if (hd_unit_kind_get_quality (bu->unit.kind) == HD_CRACK)
    return hd_rules_refuse (error, "6.0", _("crack units are already the best"));
  to = hd_unit_kind_from_parts (hd_unit_kind_get_type (bu->unit.kind), hd_unit_kind_get_quality (bu->unit.kind) + 1);
  return hd_inventory_check_counter_mix (state, bu->unit.side, to, error);
}

/* The unit is replaced by the same type one quality higher; the militia
 * counter goes back to the pool, a veteran's to the stock; entrenched and
 * reduced stay as they were (6.0). */
gboolean
hd_promotion_promote (HdState  *state,
                      guint     unit_id,
                      GError  **error)
{
  HdBoardUnit *bu;

  if (!hd_promotion_check (state, unit_id, error))
    return FALSE;
  bu = &g_array_index (state->units, HdBoardUnit, hd_state_find_unit_by_id (state, unit_id));
  if (hd_unit_kind_get_quality (bu->unit.kind) == HD_MILITIA)
    state->pool[bu->unit.side][bu->unit.kind]++;
  bu->unit.kind = hd_unit_kind_from_parts (hd_unit_kind_get_type (bu->unit.kind),
                                           hd_unit_kind_get_quality (bu->unit.kind) + 1);
  bu->move.promoted = TRUE;
  if (state->segment != HD_SEGMENT_PROMOTION)   /* after a battle won, in combat or a breakout */
    state->promotion_side = HD_SIDE_NEUTRAL;
  else
    state->promotions_left--;
  return TRUE;
}

/* Optional 6.2: the Confederate die; 1 or less (one off for each veteran
 * or crack unit lost in battle this Game Turn) gives two promotions. */
gboolean
hd_promotion_roll_check (const HdState *state,
                         guint          die,
                         GError       **error)
{
  g_return_val_if_fail (state != NULL, FALSE);
  if (!hd_state_has_option (state, "6.2"))
    return hd_rules_refuse (error, "6.2", _("the Confederate promotion die is optional rule 6.2"));
  if (state->segment != HD_SEGMENT_PROMOTION || state->player != HD_SIDE_CONFEDERATE)
    return hd_rules_refuse (error, "6.2", _("the die is rolled in the Confederate Promotion Segment"));
  if (!hd_rules_check_die (die, "6.2", error))
    return FALSE;
  if (state->promotion_die != 0)
    return hd_rules_refuse (error, "6.2", _("the die has been rolled this segment"));
  if (state->promotions_left == 0)
    return hd_rules_refuse (error, "6.2", _("roll before promoting"));
  return TRUE;
}

gboolean
hd_promotion_roll (HdState  *state,
                   guint     die,
                   GError  **error)
{
  if (!hd_promotion_roll_check (state, die, error))
    return FALSE;
  state->promotion_die = die;
  if ((int) die - (int) state->confederate_losses <= 1)
    state->promotions_left = 2;
  return TRUE;
}
