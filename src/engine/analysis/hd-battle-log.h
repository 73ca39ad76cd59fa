/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-battle-log.h: a battle told action by action, for a person to read
 * (the battle panel's log): each action in the engine's own description
 * (hd_describe_action) with what it did in the position it met: the
 * round and the side firing, each shot's die and whether it hit (5.2),
 * each check held or failed (Advanced 8.1, 8.12), where a reinforcement
 * came from (5.5), and the battle's end: who won and how.  Analysis
 * layer: it only reads positions. */
#pragma once

#include <glib.h>

#include "hd-action.h"
#include "hd-state.h"

G_BEGIN_DECLS

/* "Vi, reduced, entrenched" (or "Vi #12, ..." where another unit of its
 * side, kind and strength stands with it, hd_describe_unit): unit @id (or
 * the coastal garrison, Advanced 5.0) as it stands in @state's battle. */
char  *hd_battle_log_unit   (const HdState  *state,
                             guint           id);
/* The battle that @actions (from the one that began it, HD_ACTION_BATTLE,
 * to the last taken) played from @start, the position that action met,
 * each unit named by the kind it has after the last action:
 * a line an action that belongs in a battle's story, an empty string for
 * none.  Stops at the first action @start no longer accepts. */
char  *hd_battle_log_tell   (const HdState  *start,
                             const HdAction *actions,
                             guint           n_actions);
/* Who won the battle that has just ended in @state and how, citing the
 * rule ("The Union wins the battle of Cairo: the Confederate army
 * retreated to Paducah (rule 5.4). It lasted 3 battle rounds."), as the
 * battle decided it (hd_battle_get_outcome); NULL while no battle has
 * ended in the segment. */
char  *hd_battle_log_outcome (const HdState *state);

G_END_DECLS
