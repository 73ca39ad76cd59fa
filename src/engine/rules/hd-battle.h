/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-battle.h: battles (rules 5.0-5.7, with the optional 5.2, 5.41 and
 * 5.71): choosing the battle, cavalry withdrawal, the battle rounds with
 * their announced targets and dice, the modifiers of each shot, retreat,
 * reinforcement, the end of a battle and the promotion it earns (6.0).
 * Units are named by their id (HdBoardUnit.id), which never changes. */
#pragma once

#include <gio/gio.h>

#include "hd-state.h"

G_BEGIN_DECLS

/* A battle in @box: units of both sides there (5.0), or a battle the
 * hooks find without an enemy unit (a coastal garrison meeting an
 * invasion, Advanced 5.0). */
gboolean     hd_battle_box_has_battle     (const HdState *self,
                                           guint          box);
/* The battles to fight, in box order (guint): every box with a battle
 * but those the hooks hold off (a contained port, Advanced 4.0). */
GArray      *hd_battle_get_all            (const HdState *self);

#define HD_MAX_SHOTS 48

/* One shot of a battle round: who fires at whom, and the die rolled. */
typedef struct {
  guint  shooter;  /* unit id */
  guint  target;   /* unit id */
  guint  die;      /* 1-6; 0 while not rolled */
  guint  plus;     /* pluses from the side's leaders, announced before firing (Advanced 8.2.2) */
} HdShot;

/* What a shot needs: it hits on a die at or under @value (5.1). */
typedef struct {
  int      value;       /* the modified combat value; below 1 is an impossible shot (5.33) */
  int      base;        /* the shooter's combat value */
  gboolean entrenched;  /* -1, 5.31 */
  gboolean crack;       /* -1, 5.32 */
  gboolean river;       /* +1, 5.34 */
  int      plus;        /* + the leaders' pluses on it, Advanced 8.2.2 */
} HdShotNeed;

/* The modifiers of a shot's combat value (5.31, 5.32, 5.34). */
typedef enum {
  HD_MODIFIER_ENTRENCHED,  /* at an entrenched target, 5.31 */
  HD_MODIFIER_CRACK,       /* at Crack Infantry, 5.32 */
  HD_MODIFIER_RIVER,       /* the defender at attackers across a river side, 5.34 */
  HD_N_SHOT_MODIFIERS
} HdShotModifier;

/* What @modifier adds to a shot's combat value (-1 or +1), as the battle
 * rules apply it. */
int       hd_battle_get_modifier       (HdShotModifier modifier);
/* What shots at a unit of @kind add for its Defensive Value (5.32): -1
 * for crack infantry, 0 for the others. */
int       hd_battle_get_defensive_value (HdUnitKind    kind);
/* The battle rounds in which a river side counts (5.34). */
guint     hd_battle_get_river_rounds   (void);

/* Questions */
gboolean  hd_battle_in_progress        (const HdState *state);
/* How the last battle of the segment ended: FALSE (@out cleared) while
 * none has ended in it, or while one is being fought. */
gboolean  hd_battle_get_outcome        (const HdState   *state,
                                        HdBattleOutcome *out);
guint     hd_battle_get_box            (const HdState *state);
guint     hd_battle_get_round          (const HdState *state);
HdSide    hd_battle_get_firing_side    (const HdState *state);
HdSide    hd_battle_get_attacker       (const HdState *state);
/* Unit ids of @side in the current battle, in board order. */
GArray   *hd_battle_get_units          (const HdState *state,
                                        HdSide         side);
gboolean  hd_battle_shot_need          (const HdState *state,
                                        guint          shooter,
                                        guint          target,
                                        HdShotNeed    *need);
/* The same for a shot with its leaders' pluses (Advanced 8.2.2). */
gboolean  hd_battle_shot_need_for      (const HdState *state,
                                        const HdShot  *shot,
                                        HdShotNeed    *need);
char     *hd_battle_describe_need      (const HdShotNeed *need);
/* Checks the targets of the firing side's units (5.1, 5.2, 5.33). */
gboolean  hd_battle_check_targets      (const HdState *state,
                                        const HdShot  *shots,
                                        guint          n_shots,
                                        GError       **error);
/* A sensible assignment for the firing side, every enemy unit covered. */
guint     hd_battle_default_targets    (const HdState *state,
                                        HdShot        *shots);
/* Where the side may retreat (5.4, 5.41) or withdraw (5.6), as box indices. */
GArray   *hd_battle_retreat_boxes      (const HdState *state);
GArray   *hd_battle_withdraw_boxes     (const HdState *state);
/* Units that may reinforce the firing side now (5.5), as unit ids. */
GArray   *hd_battle_reinforcements     (const HdState *state);
/* Coastal defences (Advanced 5.0): the garrison of a Confederate port
 * that is also a Confederate recruitment city fights a naval invasion
 * like a unit, named in shots by this number (no unit has it); its
 * strength there (2 whole, 1 reduced, 0 none or destroyed). */
#define HD_GARRISON_ID 99999
gboolean  hd_battle_garrison_fights    (const HdState *state);
guint     hd_battle_get_garrison       (const HdState *state,
                                        guint          box);

/* Battles and the Command Table (Advanced 7.0): days of four rounds, the
 * battlefield leadership of each side for the day (0 while not rolled),
 * whether a side's die for it is awaited, and how many of its units may
 * fire each round of the day (every one without the rule). */
#define HD_BATTLE_ROUNDS_A_DAY 4
#define HD_BATTLE_MAX_FIRING   8
guint     hd_battle_get_day            (const HdState *state);
guint     hd_battle_get_round_of_day   (const HdState *state);
guint     hd_battle_get_leadership     (const HdState *state,
                                        HdSide         side);
gboolean  hd_battle_needs_leadership   (const HdState *state,
                                        HdSide         side);
guint     hd_battle_get_firing_limit   (const HdState *state,
                                        HdSide         side);

/* Whether an action would be accepted (hd_action_check asks these; the
 * changes themselves are in hd-action-private.h). */
gboolean  hd_battle_unit_crossing_counts (const HdState *state,
                                          guint          unit_id);
gboolean  hd_battle_crossing_counts    (const HdState *state);
gboolean  hd_battle_start_check        (const HdState *state,
                                        guint          box,
                                        GError       **error);
gboolean  hd_battle_withdraw_check     (const HdState *state,
                                        guint          to,
                                        GError       **error);
gboolean  hd_battle_fire_check         (const HdState *state,
                                        const HdShot  *shots,
                                        guint          n_shots,
                                        GError       **error);
gboolean  hd_battle_retreat_check      (const HdState *state,
                                        guint          to,
                                        GError       **error);
gboolean  hd_battle_reinforce_check    (const HdState *state,
                                        guint          unit_id,
                                        GError       **error);
void      hd_battle_after_edit         (HdState       *state);

G_END_DECLS
