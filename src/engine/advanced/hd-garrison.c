/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-garrison.c: the coastal garrisons' life between battles (Advanced
 * 5.0), out of the turn: a garrison hit once stands whole again as the
 * Combat Segment ends, and a destroyed one is raised again when a
 * Confederate Player Turn begins with its city in Confederate hands; and
 * a garrison meeting an invasion is a battle though no Confederate unit
 * is there.  How a garrison fights is part of the battle (hd-battle.c).  The advanced
 * layer, acting through the hooks (hd-hooks.h). */
#define G_LOG_DOMAIN "hd-garrison"

#include "config.h"

#include "hd-advanced.h"
#include "hd-state-private.h"

/* Advanced 5.0: a destroyed garrison is raised again when a Confederate
 * Player Turn begins with its city in Confederate hands */
static void
turn_begun (HdState *self)
{
  if (self->player == HD_SIDE_CONFEDERATE)
    for (guint b = 0; b < hd_map_get_n_boxes (self->map); b++)
      if (self->garrison[b] == 0 && self->control[b] == HD_SIDE_CONFEDERATE &&
          hd_map_get_box (self->map, b)->port && hd_map_get_box (self->map, b)->recruit_confederate > 0)
        self->garrison[b] = 2;
}

/* a coastal garrison hit once stands whole again (Advanced 5.0) */
static void
combat_over (HdState *self, const HdSide *control_before)
{
  for (guint b = 0; b < hd_map_get_n_boxes (self->map); b++)
    if (self->garrison[b] == 1)
      self->garrison[b] = 2;
}

/* Union units landed by naval invasion this turn in a Confederate port
 * whose coastal garrison stands: a battle, even with no Confederate unit
 * there (Advanced 5.0). */
static gboolean
battle_without_enemy (const HdState *self, guint box)
{
  return hd_state_has_option (self, "advanced-5.0") && self->garrison[box] != 0 &&
         self->control[box] == HD_SIDE_CONFEDERATE && hd_state_union_landed (self, box);
}

const HdHooks hd_garrison_hooks = {
  .name = "coastal defences (Advanced 5.0)",
  .battle_without_enemy = battle_without_enemy,
  .turn_begun = turn_begun,
  .combat_over = combat_over,
};
