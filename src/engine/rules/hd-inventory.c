/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-inventory.c: the Game Piece Inventory of a game (the counter mix is
 * a limit, 11.6): how many counters of a kind there are, the basic ones
 * and those the Advanced Game adds through the hooks; where a counter put
 * on the board by a correction comes from; whether one more may come into
 * play.  The rules layer. */
#define G_LOG_DOMAIN "hd-inventory"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-hooks.h"
#include "hd-inventory.h"
#include "hd-rules.h"
#include "hd-state-private.h"

/* The Game Piece Inventory of this game: the basic counters and those the
 * hooks add (the border states' militia that has joined the Confederacy,
 * Advanced 8.3). */
guint
hd_inventory_get_counter_limit (const HdState *self,
                                HdSide         side,
                                HdUnitKind     kind)
{
  guint limit = hd_unit_kind_get_counter_limit (side, kind);

  g_return_val_if_fail (self != NULL, limit);
  return limit + hd_hooks_extra_counters (self, side, kind);
}

/* Where a counter added to the board by a correction comes from: a
 * counter of the kind that is nowhere in the game (HD_SPARE_FREE), the
 * Recruitment Pool, the Union militia still to come with the drafts, or
 * none: every counter of the kind is in use (the Game Piece Inventory). */
HdSpareCounter
hd_inventory_find_spare_counter (const HdState *self,
                                 HdSide         side,
                                 HdUnitKind     kind)
{
  guint limit, held;

  g_return_val_if_fail (self != NULL, HD_SPARE_NONE);
  limit = hd_inventory_get_counter_limit (self, side, kind);
  held = side == HD_SIDE_UNION && kind == HD_KIND_MI ? self->militia_held_back : 0;
  if (hd_state_count_kind (self, side, kind) + self->pool[side][kind] + held < limit)
    return HD_SPARE_FREE;
  if (self->pool[side][kind] > 0)
    return HD_SPARE_POOL;
  if (held > 0)
    return HD_SPARE_DRAFTS;
  return HD_SPARE_NONE;
}

/* Takes the counter hd_inventory_find_spare_counter() names out of where it is. */
void
hd_inventory_take_spare_counter (HdState    *self,
                                 HdSide      side,
                                 HdUnitKind  kind)
{
  switch (hd_inventory_find_spare_counter (self, side, kind))
    {
    case HD_SPARE_POOL:
      self->pool[side][kind]--;
      break;
    case HD_SPARE_DRAFTS:
      self->militia_held_back--;
      break;
    case HD_SPARE_FREE:
    case HD_SPARE_NONE:
      break;
    }
}

/* The counter mix is a limit (Game Piece Inventory, 11.6's Important
 * note): may one more unit of @kind come into play for @side? */
gboolean
hd_inventory_check_counter_mix (const HdState  *state,
                                HdSide          side,
                                HdUnitKind      kind,
                                GError        **error)
{
  guint limit = hd_inventory_get_counter_limit (state, side, kind);

  if (hd_state_count_kind (state, side, kind) >= limit)
    /* TRANSLATORS: the Important note of rule 11.6 */
    return hd_rules_refuse (error, "11.6", _("all %u %s %s counters are already on the board, and the counter mix "
                                             "is a limit: no more can be brought into play"),
                            limit, hd_side_get_name (side), hd_unit_kind_get_label (kind));
  return TRUE;
}
