/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-leader-types.c: the three leaders of the Advanced Game (Advanced
 * 8.2) by name, side and pieces; a core file, so that the state and the
 * scenarios may name them (the rules of the leaders are in hd-leader.c). */
#define G_LOG_DOMAIN "hd-leader-types"

#include "config.h"

#include "hd-leader-types.h"

typedef struct {
  const char *name;    /* as printed, and the transcripts' keyword */
  HdSide      side;
  guint       pieces;  /* pluses spread over at most this many pieces (Advanced 8.2.2) */
} LeaderType;

static const LeaderType types[HD_N_LEADERS] = {
  [HD_LEADER_LEE]     = { "Lee", HD_SIDE_CONFEDERATE, 3 },
  [HD_LEADER_GRANT]   = { "Grant", HD_SIDE_UNION, 2 },
  [HD_LEADER_SHERMAN] = { "Sherman", HD_SIDE_UNION, 2 },
};

const char *
hd_leader_get_name (HdLeader leader)
{
  g_return_val_if_fail ((guint) leader < HD_N_LEADERS, NULL);
  return types[leader].name;
}

int
hd_leader_from_name (const char *name)
{
  for (guint l = 0; name != NULL && l < HD_N_LEADERS; l++)
    if (g_ascii_strcasecmp (name, types[l].name) == 0)
      return (int) l;
  return -1;
}

HdSide
hd_leader_get_side (HdLeader leader)
{
  g_return_val_if_fail ((guint) leader < HD_N_LEADERS, HD_SIDE_NEUTRAL);
  return types[leader].side;
}

guint
hd_leader_get_max_pieces (HdLeader leader)
{
  g_return_val_if_fail ((guint) leader < HD_N_LEADERS, 0);
  return types[leader].pieces;
}
