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
#include "hd-garrison.h"
#include "hd-state-private.h"

/* Only a port that is a Confederate recruitment city has a coastal
 * garrison (Advanced 5.0). */
static gboolean
has_garrison (const HdState *self, guint box)
{
  const HdBox *b = hd_map_get_box (self->map, box);

  return b->port && b->recruit_confederate > 0;
}

HdGarrisonStanding
hd_garrison_get_standing (const HdState *state,
                          guint          box)
{
  g_return_val_if_fail (state != NULL && box < hd_map_get_n_boxes (state->map), HD_GARRISON_NONE);
  if (!hd_state_has_option (state, "advanced-5.0") || !has_garrison (state, box))
    return HD_GARRISON_NONE;
  if (state->control[box] != HD_SIDE_CONFEDERATE)
    return HD_GARRISON_NOT_HELD;
  return state->garrison[box] == 2 ? HD_GARRISON_WHOLE
       : state->garrison[box] == 1 ? HD_GARRISON_HIT
       : HD_GARRISON_DESTROYED;
}

/* Advanced 5.0: a destroyed garrison is raised again when a Confederate
 * Player Turn begins with its city in Confederate hands */
static void
turn_begun (HdState *self)
{
  if (self->player == HD_SIDE_CONFEDERATE)
    for (guint b = 0; b < hd_map_get_n_boxes (self->map); b++)
      if (self->garrison[b] == 0 && self->control[b] == HD_SIDE_CONFEDERATE && has_garrison (self, b))
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
  .name = "coastal defenses (Advanced 5.0)",
  .battle_without_enemy = battle_without_enemy,
  .turn_begun = turn_begun,
  .combat_over = combat_over,
};
