/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-hooks.h: how the Advanced Game and the optional rules act on play
 * without the core and the rules naming them.
 *
 * The design.  The rules layer (the turn, the actions, the battles) calls
 * the hooks at fixed moments: a Player Turn begins, the Combat Segment is
 * over, a battle is over, an action was applied, the options are set; it
 * asks them for the counters the Game Piece Inventory gains, whether a
 * side may move by sea, their invariants, what they await, and it hands
 * them the action types it does not carry out itself.  Each advanced
 * module (hd-supply.c, hd-border.c, hd-intervention.c, hd-leader.c,
 * hd-morale.c, hd-washington.c, hd-battle-days.c, hd-containment.c,
 * hd-garrison.c) fills
 * one HdHooks with the slots it needs, the others NULL.
 *
 * The rules layer cannot include the advanced headers (includes point
 * down the layers), so it only DECLARES the list, hd_hooks[], below; ONE
 * file of the advanced layer, hd-advanced.c, defines it by naming each
 * module's hooks.  The link, not an include, joins them: nothing below the
 * advanced layer knows a module's name.  A new optional rule is one
 * HdHooks in its own file plus one line in hd-advanced.c, and where it
 * needs them: its action types' entries (hd-action-info.c), the fields
 * it keeps in the state (core), and an HdAwaitedKind if it owes a
 * decision before anything else (hd-action.h).
 *
 * The order of hd_hooks[] is the order every hook is called in, and it is
 * the rules' order: at the start of a Player Turn supply is traced first
 * (Advanced 2.0), then the border states (Advanced 8.3), intervention
 * (Advanced 8.4), the leaders (Advanced 8.2) and the coastal garrisons
 * (Advanced 5.0); what is owed first is asked in the order Washington,
 * supply, border states, morale (checks, rally, desertion), leaders.
 *
 * Every hook is called whether its rule is in play or not.  A hook whose
 * rule may be off checks hd_state_has_option() itself; a hook that acts
 * only on what exists under its rule (a coastal garrison, a contained
 * port, a foreign unit, a leader on the board) does not need to, as the
 * code it came from did not. */
#pragma once

#include <glib.h>

#include "hd-state.h"

G_BEGIN_DECLS

/* An action and what play awaits are the action module's (hd-action.h),
 * which calls the hooks: they know the two types by name only, so that
 * no include goes round in a circle. */
typedef struct _HdAction HdAction;
typedef struct _HdAwaited HdAwaited;

/* An action type an advanced module checks and carries out itself; the
 * action table (hd-action.c) leaves its check and apply NULL. */
typedef struct {
  guint        type;   /* an HdActionType */
  gboolean   (*check) (const HdAction *action, const HdState *state, GError **error);
  gboolean   (*apply) (const HdAction *action, HdState *state, GError **error);
} HdHookedAction;

typedef struct {
  const char *name;   /* for messages: "supply (Advanced 2.0)" */

  /* The game's options have just been set (hd_turn_set_options). */
  void     (*options_set)     (HdState            *state,
                               const char * const *options);
  /* A Player Turn begins, its movement bookkeeping already afresh. */
  void     (*turn_begun)      (HdState            *state);
  /* The player's Recruitment Segment begins. */
  void     (*recruitment_begun) (HdState          *state);
  /* The Combat Segment is over: boxes captured (8.0), units recovered
   * (5.7); @control_before is who held each box before the captures. */
  void     (*combat_over)     (HdState            *state,
                               const HdSide       *control_before);
  /* A battle is over, its box still set; @winner is HD_SIDE_NEUTRAL for
   * a battle without one (both gone, the defending cavalry withdrawn,
   * a correction). */
  void     (*battle_over)     (HdState            *state,
                               HdSide              winner);
  /* A battle begins in @box. */
  void     (*battle_begun)    (HdState            *state,
                               guint               box);
  /* @side's units in @from went to @to (a retreat, a withdrawal). */
  void     (*army_moved)      (HdState            *state,
                               HdSide              side,
                               guint               from,
                               guint               to);
  /* The pluses @side's shots get each round of the battle being fought,
   * and (added to *@pieces) how many of its pieces they may be spread
   * over (Advanced 8.2.2). */
  guint    (*battle_pluses)   (const HdState      *state,
                               HdSide              side,
                               guint              *pieces);
  /* @action was applied to @state (before victory and the invariants). */
  void     (*action_applied)  (HdState            *state,
                               const HdAction     *action);
  /* A unit leaves the board, however (battle, desertion, supply, a
   * correction), just before it is taken off. */
  void     (*unit_removed)    (HdState            *state,
                               const HdBoardUnit  *unit);
  /* Counters of @side and @kind the Game Piece Inventory gains. */
  guint    (*extra_counters)  (const HdState      *state,
                               HdSide              side,
                               HdUnitKind          kind);
  /* A battle in @box though no enemy unit is there (a coastal garrison
   * meeting an invasion, Advanced 5.0). */
  gboolean (*battle_without_enemy) (const HdState *state,
                                    guint          box);
  /* Units of both sides in @box but no battle to fight there now (a
   * contained port, Advanced 4.0). */
  gboolean (*battle_held_off) (const HdState      *state,
                               guint               box);
  /* Whether @side, not the Union, may move by sea now (never invade). */
  gboolean (*may_sail)        (const HdState      *state,
                               HdSide              side);
  /* Whether the recruitment die about to be rolled decides something of
   * the module's (a lost foreign unit replaced, Advanced 8.4). */
  gboolean (*reads_recruitment_die) (const HdState *state);
  /* The first of the module's invariants @state breaks, as "invariant N:
   * what" (hd-invariants.c), or NULL. */
  char    *(*check_invariants) (const HdState     *state);
  /* What the module awaits before anything else now, if anything: fills
   * @owed whole (kind, which, the action that gives it, rule, side, sort,
   * @first TRUE) and returns TRUE, setting @refusal (when not NULL) to
   * the refusal of any other action while it is owed.  Asked by
   * hd_action_get_awaited() in the table's order. */
  gboolean (*awaited)         (const HdState      *state,
                               HdAwaited          *owed,
                               GError            **refusal);

  const HdHookedAction *actions;   /* the action types it owns, n_actions of them */
  guint                 n_actions;
} HdHooks;

/* Defined in hd-advanced.c (the advanced layer), NULL-terminated, in the
 * order the hooks are called. */
extern const HdHooks *const hd_hooks[];

/* Calling every module's hook in turn. */
void          hd_hooks_options_set      (HdState            *state,
                                         const char * const *options);
void          hd_hooks_turn_begun       (HdState            *state);
void          hd_hooks_recruitment_begun (HdState           *state);
void          hd_hooks_combat_over      (HdState            *state,
                                         const HdSide       *control_before);
void          hd_hooks_battle_over      (HdState            *state,
                                         HdSide              winner);
void          hd_hooks_battle_begun     (HdState            *state,
                                         guint               box);
void          hd_hooks_army_moved       (HdState            *state,
                                         HdSide              side,
                                         guint               from,
                                         guint               to);
guint         hd_hooks_battle_pluses    (const HdState      *state,
                                         HdSide              side,
                                         guint              *pieces);
void          hd_hooks_action_applied   (HdState            *state,
                                         const HdAction     *action);
void          hd_hooks_unit_removed     (HdState            *state,
                                         const HdBoardUnit  *unit);
guint         hd_hooks_extra_counters   (const HdState      *state,
                                         HdSide              side,
                                         HdUnitKind          kind);
gboolean      hd_hooks_battle_without_enemy (const HdState  *state,
                                             guint           box);
gboolean      hd_hooks_battle_held_off  (const HdState      *state,
                                         guint               box);
gboolean      hd_hooks_reads_recruitment_die (const HdState *state);
gboolean      hd_hooks_may_sail         (const HdState      *state,
                                         HdSide              side);
char         *hd_hooks_check_invariants (const HdState      *state);
/* The first module, in the table's order, that awaits something: fills
 * @owed (and @refusal, if not NULL) and returns TRUE, or leaves them and
 * returns FALSE. */
gboolean      hd_hooks_get_awaited      (const HdState      *state,
                                         HdAwaited          *owed,
                                         GError            **refusal);
/* The module that owns action type @type (an HdActionType), or NULL. */
const HdHookedAction *hd_hooks_find_action (guint            type);

G_END_DECLS
