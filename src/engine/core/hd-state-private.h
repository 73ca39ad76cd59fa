/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-state-private.h: the layout of HdState, shared by the engine's
 * modules that change it (hd-state.c, hd-movement.c, hd-battle.c...).  Not
 * for the application: it asks through hd-state.h.
 *
 * The invariants a state must keep, and which rule owns each, are listed
 * in hd-invariants.h.
 */
#pragma once

#include "hd-leader-types.h"
#include "hd-state.h"

G_BEGIN_DECLS

#define HD_MAX_REINFORCE_BOXES 16
#define HD_MAX_ENTRIES 16

struct _HdState
{
  HdMap     *map;
  guint      turn;
  HdSide     player;
  HdSegment  segment;
  GArray    *units;          /* HdBoardUnit */
  HdSide    *control;        /* per box */
  gboolean  *marker;         /* per box: a Control marker lies there (8.0) */
  gboolean  *infantry_held;  /* per box: the controller has had infantry there since taking it */
  guint      pool[HD_N_SIDES][HD_N_KINDS];
  guint      drafts_taken;
  guint      militia_held_back; /* Union militia infantry not yet drafted */
  guint      end_turn;       /* the scenario's last Game Turn */
  gboolean   draft_riots;    /* optional rule 7.3 */
  guint64    options;        /* optional rules in play: bit i = hd_options_get (i) */
  guint      first_turn;     /* the scenario's first Game Turn (4.1, 11.2) */
  guint      first_turn_marches;

  /* The current Movement Segment (4.0-4.7). */
  guint      march_die;      /* the die rolled for marches, 0 if not (yet) */
  guint      marches;        /* marches available this segment */
  guint      marches_spent;
  guint      breakouts;      /* of those, breakouts from containment (Advanced 4.0) */
  guint      active_box;     /* box of the current march, HD_NO_BOX if none */
  gboolean   active_dug;     /* the current march has been used to entrench (4.3) */
  gboolean   confederates_in_kentucky; /* a Confederate unit entered Kentucky in 1861 (4.12) */
  guint      next_unit_id;

  /* The Combat Segment (5.0-5.7). */
  guint      battle_box;     /* the battle being fought, HD_NO_BOX if none */
  guint      battle_round;   /* 1, 2, ... */
  HdSide     battle_firing;  /* whose part of the round it is: the defender's, then the attacker's */
  guint      reinforced_from[HD_MAX_REINFORCE_BOXES]; /* boxes used for reinforcement this part (5.5) */
  guint      n_reinforced_from;
  guint      entered_from[HD_MAX_ENTRIES];  /* boxes the attackers entered the battle from (5.4, 5.6) */
  guint      n_entered_from;
  guint      lead_value[HD_N_SIDES]; /* battlefield leadership (Advanced 7.0) of the day @lead_day */
  guint      lead_day[HD_N_SIDES];   /* the battle's day it was rolled for, 0 if none */
  HdSide     promotion_side; /* the last battle's winner may promote one unit (6.0), HD_SIDE_NEUTRAL if none */
  guint      promotion_box;
  HdBattleOutcome outcome;   /* how the segment's last battle ended (hd_battle_get_outcome) */
  guint      confederate_losses; /* Confederate veterans and crack units lost in battle this Game Turn, not
                                  * through desertion (6.2) */

  /* The Promotion and Recruitment Segments (6.0-7.5). */
  guint      promotions_left;
  guint      promotion_die;  /* 6.2, 0 if not rolled */
  guint      recruit_die;    /* 0 if not rolled */
  guint      recruit_points; /* left */
  guint8    *recruited;      /* per box: units recruited there this segment */

  /* Victory (10.0, 10.1, 11.1, 11.3). */
  HdSide     winner;         /* HD_SIDE_NEUTRAL while nobody has won */
  HdWin      win;
  guint      scenario_end_turn;
  gboolean   short_game;     /* 11.1's condition at the end */

  /* Coastal defences (Advanced 5.0). */
  guint8    *garrison;          /* per box: the coastal garrison, 2 whole, 1 reduced, 0 none or destroyed */
  gboolean   garrison_fights;   /* the battle being fought includes its box's garrison */
  gboolean   defenders_fought;  /* units (not only the garrison) defended in it: a win earns a promotion */
  gboolean   garrison_won;      /* the battle just won was against a garrison alone: no promotion */

  /* Containment (Advanced 4.0). */
  guint8    *invasion_port;     /* per box: a port the Union took by naval invasion */
  guint8    *contained;         /* per box: Confederates contain the Union units there */
  gboolean   breakout;          /* the battle being fought is a breakout, in the Union Movement Segment */

  /* Supply (Advanced 2.0-2.2). */
  guint8    *supply_due;        /* per box: out of supply, a piece still to give up */

  /* The capture of Washington (Advanced 6.0). */
  gboolean   washington_roll;   /* Washington has just fallen: its die is awaited */
  guint      union_max_loss;    /* taken off the Union army maximum for good */

  /* Battlefield morale (Advanced 8.1, 8.11, 8.12). */
  guint      rally_day[HD_N_SIDES]; /* the day of the battle each side last rallied (or chose not to) */
  HdSide     battle_loser;      /* the last battle's loser (or the side that retreated), for Advanced 8.12 */

  /* Support from the Confederate border states (Advanced 8.3). */
  guint8     border_joined;     /* bit i: border state i's militia has joined the pool */
  guint8     border_due;        /* bit i: its support die is awaited this Player Turn */

  /* Foreign intervention (Advanced 8.4). */
  guint      intervention_turn; /* the Game Turn it was won in, 0 if not */
  guint8     europe[HD_N_KINDS];/* Foreign Intervention units waiting in Europe */
  guint8     foreign_lost[HD_N_FOREIGN_UNITS]; /* the kinds of those lost, the first lost first */
  guint      n_foreign_lost;

  /* Leaders (Advanced 8.2). */
  HdLeaderSpec leader_spec[HD_N_LEADERS];   /* as printed on the pieces (the game's options) */
  guint      leader_start_box[HD_N_LEADERS]; /* the scenario's set-up, HD_NO_BOX if none */
  guint      leader_box[HD_N_LEADERS];       /* where it stands while on the board */
  guint8     leader_status[HD_N_LEADERS];    /* HdLeaderStatus */
  guint8     leader_marches[HD_N_LEADERS];   /* marches made alone this Movement Segment */
  gboolean   leader_in_battle[HD_N_LEADERS]; /* present at the current (or last) battle */
};

/* A unit of the board, to change: by its index, or by its id (NULL if
 * there is none).  For the engine's modules, like the changes below. */
static inline HdBoardUnit *
hd_state_unit_at (const HdState *self,
                  guint          index)
{
  return &g_array_index (self->units, HdBoardUnit, index);
}

static inline HdBoardUnit *
hd_state_unit_by_id (const HdState *self,
                     guint          id)
{
  int i = hd_state_find_unit_by_id (self, id);
  return i < 0 ? NULL : hd_state_unit_at (self, (guint) i);
}

/* Changes to a state that check nothing: the engine's modules call them
 * once the rules have allowed a change (hd_action_apply), and the tests
 * use them to set up positions.  Nothing else may. */
void         hd_state_add_unit            (HdState      *self,
                                           guint         box,
                                           const HdUnit *unit);
void         hd_state_remove_unit         (HdState      *self,
                                           guint         index);
void         hd_state_move_unit           (HdState      *self,
                                           guint         index,
                                           guint         to);
void         hd_state_set_reduced         (HdState      *self,
                                           guint         index,
                                           gboolean      reduced);
void         hd_state_set_entrenched      (HdState      *self,
                                           guint         index,
                                           gboolean      entrenched);
void         hd_state_set_control         (HdState      *self,
                                           guint         box,
                                           HdSide        side,
                                           gboolean      marker);
void         hd_state_capture_boxes       (HdState      *self,
                                           HdSide        side);
void         hd_state_set_turn            (HdState      *self,
                                           guint         turn);
guint        hd_state_take_draft          (HdState      *self,
                                           gboolean      draft_riots);
void         hd_state_set_draft_riots     (HdState      *self,
                                           gboolean      draft_riots);
void         hd_state_set_option_bits     (HdState      *self,
                                           const char * const *options);
void         hd_state_set_end_turn        (HdState      *self,
                                           guint         end_turn);
guint        hd_state_get_scenario_end_turn (const HdState *self);
void         hd_state_clear_moves         (HdState      *self);
/* Union units in @box arrived by naval invasion this Player Turn (4.7). */
gboolean     hd_state_union_landed        (const HdState *self,
                                           guint          box);

G_END_DECLS
