/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-inventory.h: the Game Piece Inventory of a game (11.6): the counters
 * of each kind (with those the Advanced Game adds), where a spare counter
 * comes from, and the counter mix as a limit.  The rules layer; the
 * functions keep the names the tests have always called them by. */
#pragma once

#include "hd-state.h"

G_BEGIN_DECLS

guint        hd_inventory_get_counter_limit (const HdState *self,
                                             HdSide         side,
                                             HdUnitKind     kind);

typedef enum {
  HD_SPARE_NONE,
  HD_SPARE_FREE,
  HD_SPARE_POOL,
  HD_SPARE_DRAFTS,
} HdSpareCounter;

HdSpareCounter hd_inventory_find_spare_counter (const HdState *self,
                                                HdSide         side,
                                                HdUnitKind     kind);
/* Takes the counter hd_inventory_find_spare_counter() names out of where it is. */
void         hd_inventory_take_spare_counter (HdState       *self,
                                              HdSide         side,
                                              HdUnitKind     kind);
/* The counter mix is a limit (Game Piece Inventory, 11.6's Important
 * note): may one more unit of @kind come into play for @side? */
gboolean     hd_inventory_check_counter_mix (const HdState *state,
                                             HdSide         side,
                                             HdUnitKind     kind,
                                             GError       **error);

G_END_DECLS
