/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-advanced.h: the hooks of each module of the Advanced Game (the
 * advanced layer), which hd-advanced.c lists in hd_hooks[] (hd-hooks.h
 * says why), and the kinds of options it lists in hd_option_kinds[]. */
#pragma once

#include "hd-action.h"
#include "hd-hooks.h"
#include "hd-options.h"

G_BEGIN_DECLS

extern const HdHooks hd_washington_hooks;    /* hd-washington.c: Advanced 6.0 */
extern const HdHooks hd_supply_hooks;        /* hd-supply.c: Advanced 2.0-2.2 */
extern const HdHooks hd_border_hooks;        /* hd-border.c: Advanced 8.3 */
extern const HdHooks hd_intervention_hooks;  /* hd-intervention.c: Advanced 8.4 */
extern const HdHooks hd_morale_hooks;        /* hd-morale.c: Advanced 8.1, 8.11, 8.12 */
extern const HdHooks hd_leader_hooks;        /* hd-leader.c: Advanced 8.2 */
extern const HdHooks hd_battle_days_hooks;   /* hd-battle-days.c: Advanced 7.0 */
extern const HdHooks hd_containment_hooks;   /* hd-containment.c: Advanced 4.0 */
extern const HdHooks hd_garrison_hooks;      /* hd-garrison.c: Advanced 5.0 */

/* The options with a value of their own (hd-options.h) */
extern const HdOptionKind hd_leader_option_kind; /* hd-leader.c: a leader's piece, Advanced 8.2 */

G_END_DECLS
