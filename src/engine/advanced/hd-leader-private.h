/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-leader-private.h: what the engine's modules change of the leaders
 * (Advanced 8.2): hd-state.c at set-up and at the start of a Player Turn
 * or a Recruitment Segment, hd-action.c after every action and for the
 * leaders' own actions, hd-battle.c and hd-odds.c in battles. */
#pragma once

#include "hd-battle-private.h"
#include "hd-leader.h"

G_BEGIN_DECLS

gboolean hd_leader_place           (HdState            *state,
                                    HdLeader            leader,
                                    guint               box,
                                    GError            **error);
gboolean hd_leader_march           (HdState            *state,
                                    HdLeader            leader,
                                    guint               to,
                                    GError            **error);
gboolean hd_leader_follow          (HdState            *state,
                                    HdLeader            leader,
                                    guint               unit_id,
                                    GError            **error);
gboolean hd_leader_reinforce       (HdState            *state,
                                    HdLeader            leader,
                                    GError            **error);
void     hd_leader_set_up          (HdState            *state,
                                    const char * const *options);
void     hd_leader_begin_turn      (HdState            *state);
void     hd_leader_begin_recruitment (HdState          *state);
void     hd_leader_after_action    (HdState            *state);
void     hd_leader_begin_battle    (HdState            *state,
                                    guint               box);
void     hd_leader_go_with         (HdState            *state,
                                    HdSide              side,
                                    guint               from,
                                    guint               to);

G_END_DECLS
