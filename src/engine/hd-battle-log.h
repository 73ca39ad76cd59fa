/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-battle-log.h: a battle told action by action, as its log shows it:
 * each shot with its die and whether it hit, each morale or desertion
 * check and whether it held, judged by the engine's own rules in the
 * position the action was made in. */
#pragma once

#include "hd-action.h"

G_BEGIN_DECLS

char *hd_battle_log_unit (const HdState  *state,
                          guint           id);
char *hd_battle_log_tell (const HdAction *action,
                          const HdState  *before,
                          const HdState  *after);

G_END_DECLS
