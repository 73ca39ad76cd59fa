/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-advanced.c: the one place that names the modules of the Advanced
 * Game: the list of hooks the rules layer calls (hd-hooks.h declares it
 * and says why it is defined up here).  Their order is the order they are
 * called in, the rules' order: see hd-hooks.h.  And the kinds of options
 * with a value of their own (hd-options.h). */
#include "config.h"

#include "hd-advanced.h"

const HdHooks *const hd_hooks[] = {
  &hd_washington_hooks,
  &hd_supply_hooks,
  &hd_border_hooks,
  &hd_intervention_hooks,
  &hd_morale_hooks,
  &hd_leader_hooks,
  &hd_battle_days_hooks,
  &hd_containment_hooks,
  &hd_garrison_hooks,
  NULL,
};

const HdOptionKind *const hd_option_kinds[] = {
  &hd_leader_option_kind,
  NULL,
};
