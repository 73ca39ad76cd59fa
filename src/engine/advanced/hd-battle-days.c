/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-battle-days.c: the battlefield leadership die of a battle fought by
 * days (Advanced 7.0), out of hd-battle.c: at the start of each day both
 * sides roll it on the Command Table, adding half (rounded up) of the
 * previous day's value; it is an action of its own (roll-leadership),
 * which this module checks and carries out through the hooks
 * (hd-hooks.h).  What the day's leadership lets fire is still asked of the
 * battle (hd_battle_get_leadership, hd_battle_get_firing_limit), whose
 * queries the application reads.  The advanced layer. */
#define G_LOG_DOMAIN "hd-battle-days"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-advanced.h"
#include "hd-battle-days.h"
#include "hd-battle.h"
#include "hd-battle-private.h"
#include "hd-command.h"
#include "hd-rules.h"
#include "hd-state-private.h"

/* The day's leadership a die gives (Advanced 7.0), worked out by the
 * battle's own hd_battle_leadership_of_die, which the sampled odds use
 * too. */
guint
hd_battle_days_leadership_for_die (const HdState *state,
                                   HdSide         side,
                                   guint          die)
{
  return hd_battle_leadership_of_die (die, hd_command_year (state->turn), side, hd_battle_get_day (state),
                                      state->lead_day[side], state->lead_value[side]);
}

gboolean
hd_battle_days_leadership_check (const HdState *state,
                                 HdSide         side,
                                 guint          die,
                                 GError       **error)
{
  g_return_val_if_fail (state != NULL, FALSE);
  if (!hd_state_has_option (state, "advanced-7.0"))
    return hd_rules_refuse (error, "Advanced 7.0", _("battlefield leadership is rolled only with the Advanced Game's "
                                                     "battles by days"));
  if (state->battle_box == HD_NO_BOX)
    return hd_rules_refuse (error, "Advanced 7.0", _("battlefield leadership is rolled at the start of each day of "
                                                     "a battle, and no battle is being fought"));
  if ((side != HD_SIDE_UNION && side != HD_SIDE_CONFEDERATE))
    return hd_rules_refuse (error, "1.1", _("the Union or the Confederacy"));
  if (!hd_battle_needs_leadership (state, side))
    return hd_rules_refuse (error, "Advanced 7.0", _("the %s has already rolled its battlefield leadership for day "
                                                     "%u of this battle"),
                            hd_side_get_noun (side), hd_battle_get_day (state));
  return hd_rules_check_die (die, "Advanced 7.0", error);
}

gboolean
hd_battle_days_leadership_roll (HdState  *state,
                                HdSide    side,
                                guint     die,
                                GError  **error)
{
  if (!hd_battle_days_leadership_check (state, side, die, error))
    return FALSE;
  state->lead_value[side] = hd_battle_days_leadership_for_die (state, side, die);
  state->lead_day[side] = hd_battle_get_day (state);
  return TRUE;
}

/* ------------------------------------------------------------ the hooks */

static gboolean
check_roll_leadership (const HdAction *a, const HdState *state, GError **error)
{
  return hd_battle_days_leadership_check (state, a->side, a->die, error);
}

static gboolean
apply_roll_leadership (const HdAction *a, HdState *state, GError **error)
{
  return hd_battle_days_leadership_roll (state, a->side, a->die, error);
}

static const HdHookedAction actions[] = {
  { HD_ACTION_ROLL_LEADERSHIP, check_roll_leadership, apply_roll_leadership },
};

const HdHooks hd_battle_days_hooks = {
  .name = "battles by days (Advanced 7.0)",
  .actions = actions,
  .n_actions = G_N_ELEMENTS (actions),
};
