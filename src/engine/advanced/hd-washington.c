/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-washington.c: the capture of Washington (Advanced 6.0), out of the
 * state and the turn: as the Combat Segment ends, the fall of Washington
 * asks for a die (the combat_over hook); the die is an action of its own
 * (roll-washington); its invariant is part of 11 (hd-invariants.h). */
#define G_LOG_DOMAIN "hd-washington"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-advanced.h"
#include "hd-invariants.h"
#include "hd-rules.h"
#include "hd-state-private.h"
#include "hd-washington.h"

static gboolean
washington_is_confederate (const HdState *self)
{
  const HdBox *washington = hd_map_lookup_id (self->map, "washington");
  return washington != NULL && self->control[washington->index] == HD_SIDE_CONFEDERATE;
}

/* Advanced 6.0: the die for the fall of Washington, taken off the Union
 * army maximum for good (a 1 takes 2). */
gboolean
hd_washington_roll_check (const HdState *self,
                          guint          die,
                          GError       **error)
{
  g_return_val_if_fail (self != NULL, FALSE);
  if (!self->washington_roll)
    return hd_rules_refuse (error, "Advanced 6.0", _("a die is rolled only when the Confederacy has just captured "
                                                     "Washington"));
  return hd_rules_check_die (die, "Advanced 6.0", error);
}

gboolean
hd_washington_roll (HdState  *self,
                    guint     die,
                    GError  **error)
{
  if (!hd_washington_roll_check (self, die, error))
    return FALSE;
  self->union_max_loss += die == 1 ? 2 : die;
  self->washington_roll = FALSE;
  return TRUE;
}

/* Advanced 6.0: the fall of Washington asks for a die. */
static void
combat_over (HdState *state, const HdSide *control_before)
{
  const HdBox *washington = hd_map_lookup_id (state->map, "washington");
  gboolean held = washington != NULL && control_before[washington->index] == HD_SIDE_CONFEDERATE;

  if (!held && washington_is_confederate (state) && hd_state_has_option (state, "advanced-6.0"))
    state->washington_roll = TRUE;
}

static gboolean
check_roll_washington (const HdAction *a, const HdState *state, GError **error)
{
  return hd_washington_roll_check (state, a->die, error);
}

static gboolean
apply_roll_washington (const HdAction *a, HdState *state, GError **error)
{
  return hd_washington_roll (state, a->die, error);
}

static char *
check_invariants (const HdState *self)
{
  if (!hd_state_has_option (self, "advanced-6.0") && (self->washington_roll || self->union_max_loss > 0))
    return hd_invariants_broken (11, "a roll for Washington or a loss of army maximum without Advanced 6.0");
  return NULL;
}

/* Owed first: the die for Washington's fall, the Union's (Advanced 6.0). */
static gboolean
awaited (const HdState *state, HdAwaited *owed, GError **refusal)
{
  if (!state->washington_roll)
    return FALSE;
  *owed = (HdAwaited) { .kind = HD_AWAITED_WASHINGTON, .which = -1, .action = HD_ACTION_ROLL_WASHINGTON,
                        .rule = "Advanced 6.0", .side = HD_SIDE_UNION, .sort = HD_AWAITS_DIE, .first = TRUE };
  hd_rules_refuse (refusal, owed->rule, _("Washington has fallen: roll the die that is taken off the Union army "
                                          "maximum before anything else"));
  return TRUE;
}

static const HdHookedAction actions[] = {
  { HD_ACTION_ROLL_WASHINGTON, check_roll_washington, apply_roll_washington },
};

const HdHooks hd_washington_hooks = {
  .name = "Washington (Advanced 6.0)",
  .combat_over = combat_over,
  .check_invariants = check_invariants,
  .awaited = awaited,
  .actions = actions,
  .n_actions = G_N_ELEMENTS (actions),
};
