/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-leader.h: the leaders of the Advanced Game (Advanced 8.2-8.2.3): Lee
 * for the Confederacy, Grant and Sherman for the Union.  Each arrives on
 * the date printed on its piece, in any box holding friendly units, and
 * its value changes on a second date.  A leader moves with the units of
 * its box or alone (two marches a Movement Segment, free, no jump moves),
 * reinforces a battle, gives its value in pluses to friendly shots every
 * round (on at most two pieces, Lee three), adds it to each day's
 * battlefield leadership (Advanced 7.0) and takes it off its side's
 * desertion dice (Advanced 8.2.3).  A leader caught alone with enemy units
 * leaves the board and returns in its owner's next Recruitment Segment.
 *
 * The dates and values printed on the players' pieces are part of a
 * game's options, one "leader-lee=3@06/1862,2@05/1863" each. */
#pragma once

#include "hd-leader-types.h"
#include "hd-state.h"

G_BEGIN_DECLS

/* The values the scenarios' set-ups print (11.5-11.7), the dates unknown
 * (0). */
void        hd_leader_get_known_spec  (HdLeader        leader,
                                       HdLeaderSpec   *spec);
/* The option of a game that records a piece, and back; the check names
 * what is wrong, with what the set-ups tell of the dates. */
char       *hd_leader_spec_to_option  (HdLeader        leader,
                                       const HdLeaderSpec *spec);
gboolean    hd_leader_spec_from_option (const char    *option,
                                        HdLeader      *leader,
                                        HdLeaderSpec  *spec,
                                        GError       **error);
gboolean    hd_leader_is_option       (const char     *option);

/* The parts of a leader's piece as a person types them. */
typedef enum {
  HD_LEADER_PART_NONE = 0,
  HD_LEADER_PART_ARRIVE,     /* the date the leader arrives, MM/YYYY */
  HD_LEADER_PART_VALUE,      /* his first value */
  HD_LEADER_PART_CHANGE,     /* the date his value changes */
  HD_LEADER_PART_LATER,      /* his later value */
} HdLeaderPart;

/* One leader's piece as typed (the dates as MM/YYYY, "01/02 1862" or
 * empty): FALSE with the refusal and the part at fault in @wrong. */
gboolean    hd_leader_check_piece     (HdLeader        leader,
                                       const char     *arrive,
                                       guint           value,
                                       const char     *change,
                                       guint           later,
                                       HdLeaderPart   *wrong,
                                       GError        **error);
/* "Lee: 3 from 06/1862, 2 from 05/1863" */
char       *hd_leader_describe_spec   (HdLeader        leader,
                                       const HdLeaderSpec *spec);
/* "Grant: 1 from 02/1862, 2 from 03/1864": an option's piece, its dates
 * as typed; NULL if @option is not a leader's piece the rules accept. */
char       *hd_leader_describe_option (const char     *option);
/* Whether a game's options give every leader's piece when Advanced 8.2 is
 * in play (and none without it). */
gboolean    hd_leader_check_options   (const char * const *options,
                                       GError        **error);

/* Where the leader stands (HD_NO_BOX: off the board) and its value now. */
guint       hd_leader_get_box         (const HdState  *state,
                                       HdLeader        leader);
guint       hd_leader_get_value       (const HdState  *state,
                                       HdLeader        leader);
guint       hd_leader_get_marches     (const HdState  *state,
                                       HdLeader        leader);
/* A leader whose arrival or return is awaited now, or -1; and one owed
 * now, before anything else (he can be placed now), or -1. */
int         hd_leader_next_due        (const HdState  *state);
int         hd_leader_owed            (const HdState  *state);
gboolean    hd_leader_is_due          (const HdState  *state,
                                       HdLeader        leader);
/* The values of @side's leaders in the battle being fought, and the
 * pieces their pluses may be spread over. */
guint       hd_leader_battle_value    (const HdState  *state,
                                       HdSide          side);
guint       hd_leader_battle_pieces   (const HdState  *state,
                                       HdSide          side);
/* The values of @side's leaders present at the last battle (Advanced 8.2.3). */
guint       hd_leader_desertion_value (const HdState  *state,
                                       HdSide          side);

/* The checks of the leaders' actions. */
gboolean    hd_leader_place_check     (const HdState  *state,
                                       HdLeader        leader,
                                       guint           box,
                                       GError        **error);
gboolean    hd_leader_march_check     (const HdState  *state,
                                       HdLeader        leader,
                                       guint           to,
                                       GError        **error);
gboolean    hd_leader_follow_check    (const HdState  *state,
                                       HdLeader        leader,
                                       guint           unit_id,
                                       GError        **error);
gboolean    hd_leader_reinforce_check (const HdState  *state,
                                       HdLeader        leader,
                                       GError        **error);
/* The boxes a leader may be placed in, or march to alone, now. */
GArray     *hd_leader_place_boxes     (const HdState  *state,
                                       HdLeader        leader);
GArray     *hd_leader_march_boxes     (const HdState  *state,
                                       HdLeader        leader);
/* The units a leader may go with now, as unit ids. */
GArray     *hd_leader_follow_units    (const HdState  *state,
                                       HdLeader        leader);

G_END_DECLS
