/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-leader-types.h: who the leaders of the Advanced Game are (Advanced
 * 8.2): Lee for the Confederacy, Grant and Sherman for the Union, their
 * names, sides and how many pieces their pluses may be spread over, what
 * a leader's piece says, and where a leader is.  A core header: the state
 * (hd-state-private.h) holds the leaders' fields and the scenarios name
 * the leaders they set up, without knowing the rules of the leaders
 * (hd-leader.c, in the advanced layer). */
#pragma once

#include <glib.h>

#include "hd-types.h"

G_BEGIN_DECLS

typedef enum {
  HD_LEADER_LEE = 0,
  HD_LEADER_GRANT,
  HD_LEADER_SHERMAN,
  HD_N_LEADERS
} HdLeader;

/* What the piece says: its turn of arrival and first value, the turn of
 * its change and its value from then on. */
typedef struct {
  guint arrive;
  guint value;
  guint change;
  guint later;
} HdLeaderSpec;

/* Where a leader is, in the state. */
typedef enum {
  HD_LEADER_AWAY = 0,   /* not arrived yet (or not in play) */
  HD_LEADER_ON_BOARD,
  HD_LEADER_ARRIVING,   /* to be placed now: arriving, or returning */
  HD_LEADER_CAPTURED,   /* caught alone: returns at the owner's next Recruitment Segment */
} HdLeaderStatus;

const char *hd_leader_get_name        (HdLeader        leader);
int         hd_leader_from_name       (const char     *name);
HdSide      hd_leader_get_side        (HdLeader        leader);
/* The pieces a leader's pluses may be spread over: two, Lee three. */
guint       hd_leader_get_max_pieces  (HdLeader        leader);

G_END_DECLS
