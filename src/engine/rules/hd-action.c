/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-action.c: validating and applying one action to a state.  A refused
 * action changes nothing and says why, with the rule that forbids it. */
#define G_LOG_DOMAIN "hd-action"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "hd-action.h"
#include "hd-promotion.h"
#include "hd-state-private.h"
#include "hd-movement.h"
#include "hd-recruitment.h"
#include "hd-action-private.h"
#include "hd-battle-private.h"
#include "hd-hooks.h"
#include "hd-invariants.h"
#include "hd-inventory.h"
#include "hd-turn.h"

static gboolean
check_box (HdMap *map, guint box, GError **error)
{
  if (box >= hd_map_get_n_boxes (map))
    return hd_rules_refuse (error, "1.3", _("there is no such box on the board"));
  return TRUE;
}

static int
find_unit (const HdAction *a, const HdState *state, GError **error)
{
  HdMap *map = hd_state_get_map (state);
  int index = hd_state_find_unit (state, a->box, a->side, a->kind, a->reduced);

  if (index < 0 && a->reduced)
    /* TRANSLATORS: a side, a kind of unit and a box, "there is no reduced Union Militia Infantry unit in Cairo" */
    hd_rules_refuse (error, "1.4", _("there is no reduced %s %s unit in %s"), hd_side_get_name (a->side),
                     hd_unit_kind_get_label (a->kind), hd_map_get_box (map, a->box)->name);
  else if (index < 0)
    /* TRANSLATORS: a side, a kind of unit and a box, "there is no Union Militia Infantry unit in Cairo" */
    hd_rules_refuse (error, "1.4", _("there is no %s %s unit in %s"), hd_side_get_name (a->side),
                     hd_unit_kind_get_label (a->kind), hd_map_get_box (map, a->box)->name);
  return index;
}

/* ---------------------------------------------- one function a type */

static gboolean
check_end_segment (const HdAction *a, const HdState *state, GError **error)
{
  HdMap *map = hd_state_get_map (state);

  if (hd_battle_in_progress (state))
    return hd_rules_refuse (error, "5.0", _("one battle must be finished before anything else: the battle in %s "
                                            "is not over"),
                            hd_map_get_box (map, hd_battle_get_box (state))->name);
  if (hd_state_get_segment (state) == HD_SEGMENT_COMBAT && !hd_state_is_over (state))
    {
      g_autoptr(GArray) battles = hd_battle_get_all (state);
      if (battles->len > 0)
        return hd_rules_refuse (error, "3.0", _("the Combat Segment ends only when every battle is over, and %s still "
                                                "holds units of both sides (rule 5.0)"),
                                hd_map_get_box (map, g_array_index (battles, guint, 0))->name);
    }
  if (hd_state_get_turn (state) > hd_state_get_end_turn (state))
    return hd_rules_refuse (error, "9.0", _("the game is over: its last Game Turn has been played"));
  return TRUE;
}

static gboolean
apply_end_segment (const HdAction *a, HdState *state, GError **error)
{
  if (!check_end_segment (a, state, error))
    return FALSE;
  if (!hd_turn_end_segment (state))
    return hd_rules_refuse (error, "9.0", _("the game is over: its last Game Turn has been played"));
  return TRUE;
}

static gboolean
apply_roll_marches (const HdAction *a, HdState *state, GError **error)
{
  return hd_movement_roll (state, a->die, error);
}

static gboolean
apply_march (const HdAction *a, HdState *state, GError **error)
{
  return hd_movement_march (state, a->box, error);
}

static gboolean
apply_dig_in (const HdAction *a, HdState *state, GError **error)
{
  return hd_movement_entrench (state, a->box, error);
}

/* The unit a march or a sail moves: "march #12" names it; otherwise the
 * one of that side, kind and strength best able to make the move. */
static int
moving_unit (const HdAction *a, const HdState *state, GError **error)
{
  HdMap *map = hd_state_get_map (state);
  int index;

  if (!check_box (map, a->box, error))
    return -1;
  if (a->by_id)
    {
      index = hd_state_find_unit_by_id (state, a->unit);
      if (index < 0 || hd_state_get_unit (state, (guint) index)->box != a->box)
        return hd_rules_refuse (error, "1.4", _("there is no unit #%u in %s"), a->unit,
                                hd_map_get_box (map, a->box)->name), -1;
      if (hd_state_get_unit (state, (guint) index)->unit.side != hd_state_get_player (state))
        return hd_rules_refuse (error, "3.0", _("only the side whose Player Turn it is moves")), -1;
      return index;
    }
  if (a->side != hd_state_get_player (state))
    return hd_rules_refuse (error, "3.0", _("only the side whose Player Turn it is moves")), -1;
  if ((guint) a->kind >= HD_N_KINDS)
    return hd_rules_refuse (error, "1.4", _("there is no such kind of unit")), -1;
  index = hd_movement_pick_unit (state, a->box, a->side, a->kind, a->reduced, a->type == HD_ACTION_SEA_MOVE);
  if (index < 0)
    find_unit (a, state, error);
  return index;
}

static gboolean
apply_march_move (const HdAction *a, HdState *state, GError **error)
{
  int index = moving_unit (a, state, error);

  if (index < 0)
    return FALSE;
  if (a->n_steps > HD_ACTION_MAX_STEPS)
    return hd_rules_refuse (error, "4.0", _("a march moves a unit one or two boxes (three with rule 4.9)"));
  return hd_movement_move (state, (guint) index, a->lines, a->n_steps, error);
}

static gboolean
apply_sea_move (const HdAction *a, HdState *state, GError **error)
{
  int index = moving_unit (a, state, error);

  return index >= 0 && check_box (hd_state_get_map (state), a->to, error) &&
         hd_movement_sea (state, (guint) index, a->to, a->flag, error);
}

static gboolean
apply_battle (const HdAction *a, HdState *state, GError **error)
{
  return hd_battle_start (state, a->box, error);
}

static gboolean
apply_withdraw (const HdAction *a, HdState *state, GError **error)
{
  return hd_battle_withdraw (state, a->to, error);
}

static gboolean
apply_fire (const HdAction *a, HdState *state, GError **error)
{
  if (a->n_shots > HD_MAX_SHOTS)
    return hd_rules_refuse (error, "5.1", _("too many shots"));
  return hd_battle_fire (state, a->shots, a->n_shots, error);
}

static gboolean
apply_retreat (const HdAction *a, HdState *state, GError **error)
{
  return hd_battle_retreat (state, a->to, error);
}

static gboolean
apply_reinforce (const HdAction *a, HdState *state, GError **error)
{
  return hd_battle_reinforce (state, a->unit, error);
}

static gboolean
apply_promote (const HdAction *a, HdState *state, GError **error)
{
  return hd_promotion_promote (state, a->unit, error);
}

/* 5.71: a march in the Movement Segment, a point in the Recruitment one */
static gboolean
apply_recover (const HdAction *a, HdState *state, GError **error)
{
  if (hd_state_get_segment (state) == HD_SEGMENT_RECRUITMENT)
    return hd_recruitment_recover (state, a->unit, error);
  return hd_movement_recover (state, a->unit, error);
}

static gboolean
apply_roll_promotion (const HdAction *a, HdState *state, GError **error)
{
  return hd_promotion_roll (state, a->die, error);
}

static gboolean
apply_roll_recruitment (const HdAction *a, HdState *state, GError **error)
{
  return hd_recruitment_roll (state, a->die, error);
}

static gboolean
apply_recruit (const HdAction *a, HdState *state, GError **error)
{
  if ((guint) a->kind >= HD_N_KINDS)
    return hd_rules_refuse (error, "1.4", _("there is no such kind of unit"));
  if (a->side != hd_state_get_player (state))
    return hd_rules_refuse (error, "7.0", _("only the player whose turn it is recruits"));
  return hd_recruitment_recruit (state, a->box, a->kind, error);
}

/* What every correction about a unit needs: a box, a side, a kind. */
static gboolean
check_piece (const HdAction *a, const HdState *state, GError **error)
{
  if (!check_box (hd_state_get_map (state), a->box, error))
    return FALSE;
  if (a->side != HD_SIDE_UNION && a->side != HD_SIDE_CONFEDERATE)
    return hd_rules_refuse (error, "1.1", _("a unit belongs to the Union or the Confederacy"));
  if ((guint) a->kind >= HD_N_KINDS)
    return hd_rules_refuse (error, "1.4", _("there is no such kind of unit"));
  return TRUE;
}

static gboolean
check_add_unit (const HdAction *a, const HdState *state, GError **error)
{
  if (!check_piece (a, state, error))
    return FALSE;
  /* the counter comes from somewhere: the Game Piece Inventory is a
   * limit for corrections too */
  if (hd_inventory_find_spare_counter (state, a->side, a->kind) == HD_SPARE_NONE)
    return hd_rules_refuse (error, "Game Piece Inventory",
                            _("every %s %s counter of the game is already in use (on the board, in the "
                              "Recruitment Pool or held back for the drafts): take one off the board first"),
                            hd_side_get_name (a->side), hd_unit_kind_get_label (a->kind));
  if (a->flag && hd_state_count_units_at (state, a->box, hd_side_get_enemy (a->side)) > 0)
    return hd_rules_refuse (error, "4.3", _("units may not be entrenched in a box that holds enemy units"));
  return TRUE;
}

static gboolean
apply_add_unit (const HdAction *a, HdState *state, GError **error)
{
  HdUnit unit = { a->side, a->kind, a->reduced, a->flag };

  if (!check_add_unit (a, state, error))
    return FALSE;
  hd_inventory_take_spare_counter (state, a->side, a->kind);
  hd_state_add_unit (state, a->box, &unit);
  return TRUE;
}

/* remove and flip: the unit must be there */
static gboolean
check_unit_there (const HdAction *a, const HdState *state, GError **error)
{
  return check_piece (a, state, error) && find_unit (a, state, error) >= 0;
}

static gboolean
apply_remove_unit (const HdAction *a, HdState *state, GError **error)
{
  if (!check_unit_there (a, state, error))
    return FALSE;
  hd_turn_remove_unit (state, (guint) find_unit (a, state, NULL));
  return TRUE;
}

static gboolean
check_move_unit (const HdAction *a, const HdState *state, GError **error)
{
  if (!check_piece (a, state, error) || !check_box (hd_state_get_map (state), a->to, error))
    return FALSE;
  if (a->to == a->box)
    return hd_rules_refuse (error, "4.0", _("a unit moves to another box"));
  return find_unit (a, state, error) >= 0;
}

static gboolean
apply_move_unit (const HdAction *a, HdState *state, GError **error)
{
  if (!check_move_unit (a, state, error))
    return FALSE;
  hd_state_move_unit (state, (guint) find_unit (a, state, NULL), a->to);
  return TRUE;
}

static gboolean
apply_flip_unit (const HdAction *a, HdState *state, GError **error)
{
  if (!check_unit_there (a, state, error))
    return FALSE;
  hd_state_set_reduced (state, (guint) find_unit (a, state, NULL), !a->reduced);
  return TRUE;
}

static gboolean
check_set_entrenched (const HdAction *a, const HdState *state, GError **error)
{
  gboolean any = FALSE;

  if (!check_piece (a, state, error))
    return FALSE;
  if (a->flag && hd_state_count_units_at (state, a->box, hd_side_get_enemy (a->side)) > 0)
    return hd_rules_refuse (error, "4.3", _("units may not entrench in a box that holds enemy units"));
  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    any |= hd_state_get_unit (state, i)->box == a->box && hd_state_get_unit (state, i)->unit.side == a->side;
  if (!any)
    return hd_rules_refuse (error, "4.3", _("there are no %s units in %s to entrench"), hd_side_get_name (a->side),
                            hd_map_get_box (hd_state_get_map (state), a->box)->name);
  return TRUE;
}

static gboolean
apply_set_entrenched (const HdAction *a, HdState *state, GError **error)
{
  if (!check_set_entrenched (a, state, error))
    return FALSE;
  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    if (hd_state_get_unit (state, i)->box == a->box && hd_state_get_unit (state, i)->unit.side == a->side)
      hd_state_set_entrenched (state, i, a->flag);
  return TRUE;
}

static gboolean
check_set_control (const HdAction *a, const HdState *state, GError **error)
{
  HdMap *map = hd_state_get_map (state);

  if (!check_box (map, a->box, error))
    return FALSE;
  if ((guint) a->side >= HD_N_SIDES)
    return hd_rules_refuse (error, "8.0", _("a box is controlled by the Union, the Confederacy or, in Kentucky, no one"));
  if (a->side == HD_SIDE_NEUTRAL && hd_map_get_box (map, a->box)->side != HD_SIDE_NEUTRAL)
    return hd_rules_refuse (error, "8.0", _("only the tan boxes of Kentucky can be controlled by no one"));
  return TRUE;
}

static gboolean
apply_set_control (const HdAction *a, HdState *state, GError **error)
{
  if (!check_set_control (a, state, error))
    return FALSE;
  hd_state_set_control (state, a->box, a->side, a->flag);
  return TRUE;
}

/* --------------------------------- the same questions, nothing changed */

static gboolean
check_roll_marches (const HdAction *a, const HdState *state, GError **error)
{
  return hd_movement_roll_check (state, a->die, error);
}

static gboolean
check_march (const HdAction *a, const HdState *state, GError **error)
{
  return hd_movement_march_check (state, a->box, error);
}

static gboolean
check_dig_in (const HdAction *a, const HdState *state, GError **error)
{
  return hd_movement_entrench_check (state, a->box, error);
}

static gboolean
check_march_move (const HdAction *a, const HdState *state, GError **error)
{
  int index = moving_unit (a, state, error);

  if (index < 0)
    return FALSE;
  if (a->n_steps > HD_ACTION_MAX_STEPS)
    return hd_rules_refuse (error, "4.0", _("a march moves a unit one or two boxes (three with rule 4.9)"));
  return hd_movement_move_check (state, (guint) index, a->lines, a->n_steps, error);
}

static gboolean
check_sea_move (const HdAction *a, const HdState *state, GError **error)
{
  int index = moving_unit (a, state, error);

  return index >= 0 && check_box (hd_state_get_map (state), a->to, error) &&
         hd_movement_check_sea (state, (guint) index, a->to, a->flag, error);
}

static gboolean
check_battle (const HdAction *a, const HdState *state, GError **error)
{
  return hd_battle_start_check (state, a->box, error);
}

static gboolean
check_withdraw (const HdAction *a, const HdState *state, GError **error)
{
  return hd_battle_withdraw_check (state, a->to, error);
}

static gboolean
check_fire (const HdAction *a, const HdState *state, GError **error)
{
  if (a->n_shots > HD_MAX_SHOTS)
    return hd_rules_refuse (error, "5.1", _("too many shots"));
  return hd_battle_fire_check (state, a->shots, a->n_shots, error);
}

static gboolean
check_retreat (const HdAction *a, const HdState *state, GError **error)
{
  return hd_battle_retreat_check (state, a->to, error);
}

static gboolean
check_reinforce (const HdAction *a, const HdState *state, GError **error)
{
  return hd_battle_reinforce_check (state, a->unit, error);
}

static gboolean
check_promote (const HdAction *a, const HdState *state, GError **error)
{
  return hd_promotion_check (state, a->unit, error);
}

static gboolean
check_recover (const HdAction *a, const HdState *state, GError **error)
{
  if (hd_state_get_segment (state) == HD_SEGMENT_RECRUITMENT)
    return hd_recruitment_recover_check (state, a->unit, error);
  return hd_movement_recover_check (state, a->unit, error);
}

static gboolean
check_roll_promotion (const HdAction *a, const HdState *state, GError **error)
{
  return hd_promotion_roll_check (state, a->die, error);
}

static gboolean
check_roll_recruitment (const HdAction *a, const HdState *state, GError **error)
{
  return hd_recruitment_roll_check (state, a->die, error);
}

static gboolean
check_recruit (const HdAction *a, const HdState *state, GError **error)
{
  if ((guint) a->kind >= HD_N_KINDS)
    return hd_rules_refuse (error, "1.4", _("there is no such kind of unit"));
  if (a->side != hd_state_get_player (state))
    return hd_rules_refuse (error, "7.0", _("only the player whose turn it is recruits"));
  return hd_recruitment_check (state, a->box, a->kind, error);
}

/* ------------------------------------------------- the table of types */

/* What each type does: what asks whether it would be accepted (changing
 * nothing) and what carries it out.  What each type is (its name, fields,
 * words and whether it is a correction) is in hd-action-info.c.  The
 * Advanced Game's types are HOOKED: the module of their rule checks and
 * carries them out (hd-hooks.h), found by type_check() and type_apply(). */
#define HOOKED NULL, NULL

static const struct {
  gboolean  (*check) (const HdAction *action, const HdState *state, GError **error);
  gboolean  (*apply) (const HdAction *action, HdState *state, GError **error);
} infos[HD_N_ACTION_TYPES] = {
  [HD_ACTION_ADD_UNIT]          = { check_add_unit, apply_add_unit },
  [HD_ACTION_REMOVE_UNIT]       = { check_unit_there, apply_remove_unit },
  [HD_ACTION_MOVE_UNIT]         = { check_move_unit, apply_move_unit },
  [HD_ACTION_FLIP_UNIT]         = { check_unit_there, apply_flip_unit },
  [HD_ACTION_SET_ENTRENCHED]    = { check_set_entrenched, apply_set_entrenched },
  [HD_ACTION_SET_CONTROL]       = { check_set_control, apply_set_control },
  [HD_ACTION_END_SEGMENT]       = { check_end_segment, apply_end_segment },
  [HD_ACTION_ROLL_MARCHES]      = { check_roll_marches, apply_roll_marches },
  [HD_ACTION_MARCH]             = { check_march, apply_march },
  [HD_ACTION_MARCH_MOVE]        = { check_march_move, apply_march_move },
  [HD_ACTION_DIG_IN]            = { check_dig_in, apply_dig_in },
  [HD_ACTION_SEA_MOVE]          = { check_sea_move, apply_sea_move },
  [HD_ACTION_BATTLE]            = { check_battle, apply_battle },
  [HD_ACTION_WITHDRAW]          = { check_withdraw, apply_withdraw },
  [HD_ACTION_FIRE]              = { check_fire, apply_fire },
  [HD_ACTION_RETREAT]           = { check_retreat, apply_retreat },
  [HD_ACTION_REINFORCE]         = { check_reinforce, apply_reinforce },
  [HD_ACTION_PROMOTE]           = { check_promote, apply_promote },
  [HD_ACTION_RECOVER]           = { check_recover, apply_recover },
  [HD_ACTION_ROLL_PROMOTION]    = { check_roll_promotion, apply_roll_promotion },
  [HD_ACTION_ROLL_RECRUITMENT]  = { check_roll_recruitment, apply_roll_recruitment },
  [HD_ACTION_RECRUIT]           = { check_recruit, apply_recruit },
  [HD_ACTION_ROLL_WASHINGTON]   = { HOOKED },
  [HD_ACTION_SUPPLY_LOSS]       = { HOOKED },
  [HD_ACTION_ROLL_LEADERSHIP]   = { HOOKED },
  [HD_ACTION_CONTAIN]           = { HOOKED },
  [HD_ACTION_BREAK_OUT]         = { HOOKED },
  [HD_ACTION_MORALE]            = { HOOKED },
  [HD_ACTION_RALLY]             = { HOOKED },
  [HD_ACTION_DESERTION]         = { HOOKED },
  [HD_ACTION_ROLL_BORDER]       = { HOOKED },
  [HD_ACTION_SAIL_EUROPE]       = { HOOKED },
  [HD_ACTION_PLACE_LEADER]      = { HOOKED },
  [HD_ACTION_LEAD]              = { HOOKED },
  [HD_ACTION_LEAD_WITH]         = { HOOKED },
  [HD_ACTION_LEADER_REINFORCE]  = { HOOKED },
};

/* The check and the change of an action's type: the table's, or the hooked
 * module's for the Advanced Game's types. */
static gboolean
type_check (const HdAction *action, const HdState *state, GError **error)
{
  const HdHookedAction *hooked;

  if (infos[action->type].check != NULL)
    return infos[action->type].check (action, state, error);
  hooked = hd_hooks_find_action (action->type);
  if (hooked == NULL)
    return hd_rules_refuse (error, "3.0", _("this is not an action of the game"));
  return hooked->check (action, state, error);
}

static gboolean
type_apply (const HdAction *action, HdState *state, GError **error)
{
  const HdHookedAction *hooked;

  if (infos[action->type].apply != NULL)
    return infos[action->type].apply (action, state, error);
  hooked = hd_hooks_find_action (action->type);
  if (hooked == NULL)
    return hd_rules_refuse (error, "3.0", _("this is not an action of the game"));
  return hooked->apply (action, state, error);
}

static HdAwaited
awaited (HdAwaitedKind kind, int which, HdActionType action, const char *rule, HdSide side, HdAwaitedSort sort)
{
  return (HdAwaited) { kind, which, action, rule, side, sort, kind != HD_AWAITED_NONE && kind < HD_N_AWAITED };
}

/**
 * hd_action_get_awaited:
 *
 * What play owes now before anything else, the first due in the order
 * of the hooks' table (hd-advanced.c): the die for the fall of Washington
 * (Advanced 6.0), a piece from each box out of supply (Advanced 2.2), the
 * border states' support dice (Advanced 8.3), in a battle the morale
 * checks of the last fire (Advanced 8.1), a rally at a day's end
 * (Advanced 8.11), the desertion checks once it is over (Advanced 8.12),
 * and the leaders arriving or returning (Advanced 8.2), outside the
 * Combat Segment and battles.  Each is asked of the module of its rule
 * (the hooks' awaited slot).  hd_action_get_decision() asks it after the
 * game's end; the action gate refuses everything else but corrections,
 * and the guide tells the player the same.
 */
HdAwaited
hd_action_get_awaited (const HdState *state)
{
  HdAwaited owed = awaited (HD_AWAITED_NONE, -1, HD_ACTION_END_SEGMENT, NULL, HD_SIDE_NEUTRAL, HD_AWAITS_PLAY);

  g_return_val_if_fail (state != NULL, owed);
  hd_hooks_get_awaited (state, &owed, NULL);
  return owed;
}

/* A battle being fought: the day's leadership dice first, the
 * defender's before the attacker's (Advanced 7.0), then its rounds. */
static HdAwaited
battle_awaited (const HdState *state)
{
  HdSide attacker = hd_battle_get_attacker (state);
  HdSide defender = hd_side_get_enemy (attacker);
  const char *rule = hd_state_get_segment (state) == HD_SEGMENT_MOVEMENT ? "Advanced 4.0" : "5.0";

  if (hd_battle_needs_leadership (state, defender))
    return awaited (HD_AWAITED_LEADERSHIP, -1, HD_ACTION_ROLL_LEADERSHIP, "Advanced 7.0", defender, HD_AWAITS_DIE);
  if (hd_battle_needs_leadership (state, attacker))
    return awaited (HD_AWAITED_LEADERSHIP, -1, HD_ACTION_ROLL_LEADERSHIP, "Advanced 7.0", attacker, HD_AWAITS_DIE);
  return awaited (HD_AWAITED_BATTLE, -1, HD_ACTION_FIRE, rule, hd_battle_get_firing_side (state), HD_AWAITS_CHOICE);
}

/* The flow of the segment once nothing is owed first: the segment's die
 * while its own check would take one, then its free play (3.0). */
static HdAwaited
flow_awaited (const HdState *state)
{
  HdSide player = hd_state_get_player (state);
  g_autoptr(GArray) battles = NULL;

  if (hd_battle_in_progress (state))
    return battle_awaited (state);
  switch (hd_state_get_segment (state))
    {
    case HD_SEGMENT_MOVEMENT:
      if (hd_movement_roll_check (state, 1, NULL))
        return awaited (HD_AWAITED_MARCH_DIE, -1, HD_ACTION_ROLL_MARCHES, "4.0", player, HD_AWAITS_DIE);
      return awaited (HD_AWAITED_MARCHES, -1, HD_ACTION_END_SEGMENT, "4.0", player, HD_AWAITS_PLAY);
    case HD_SEGMENT_COMBAT:
      battles = hd_battle_get_all (state);
      if (battles->len > 0)
        return awaited (HD_AWAITED_BATTLES, -1, HD_ACTION_BATTLE, "5.0", player, HD_AWAITS_CHOICE);
      return awaited (HD_AWAITED_COMBAT, -1, HD_ACTION_END_SEGMENT, "3.0", player, HD_AWAITS_PLAY);
    case HD_SEGMENT_PROMOTION:
      if (hd_promotion_roll_check (state, 1, NULL))
        return awaited (HD_AWAITED_PROMOTION_DIE, -1, HD_ACTION_ROLL_PROMOTION, "6.2", player, HD_AWAITS_DIE);
      return awaited (HD_AWAITED_PROMOTION, -1, HD_ACTION_END_SEGMENT, "6.0", player, HD_AWAITS_PLAY);
    case HD_SEGMENT_RECRUITMENT:
    default:
      if (hd_recruitment_roll_check (state, 1, NULL) && hd_recruitment_die_matters (state))
        return awaited (HD_AWAITED_RECRUITMENT_DIE, -1, HD_ACTION_ROLL_RECRUITMENT, "7.0", player, HD_AWAITS_DIE);
      return awaited (HD_AWAITED_RECRUITMENT, -1, HD_ACTION_END_SEGMENT, "7.0", player, HD_AWAITS_PLAY);
    }
}

/**
 * hd_action_get_decision:
 *
 * The one question every part of the program asks: what is awaited now,
 * by whom, of what sort, with its rule, the first that applies in this
 * fixed order:
 *  1. the game won (10.0): nothing more;
 *  2. what is owed before anything else, hd_action_get_awaited(): the
 *     fall of Washington, supply losses, border states' support, morale
 *     checks, a rally, desertion checks, a leader placed (@first set);
 *  3. the last Game Turn played (9.0): nothing more;
 *  4. a battle being fought: the day's leadership dice (Advanced 7.0),
 *     then its rounds (5.0; a breakout, Advanced 4.0);
 *  5. the segment: its die while one is to be rolled (4.0, 6.2, 7.0),
 *     the battles left to fight (5.0), or its free play (3.0).
 * hd_candidates_list() lists the actions that give it.
 */
HdAwaited
hd_action_get_decision (const HdState *state)
{
  HdAwaited owed;

  g_return_val_if_fail (state != NULL, awaited (HD_AWAITED_OVER, -1, HD_ACTION_END_SEGMENT, NULL, HD_SIDE_NEUTRAL,
                                                HD_AWAITS_NOTHING));
  if (hd_state_get_winner (state) != HD_SIDE_NEUTRAL)
    return awaited (HD_AWAITED_OVER, -1, HD_ACTION_END_SEGMENT, "10.0", HD_SIDE_NEUTRAL, HD_AWAITS_NOTHING);
  owed = hd_action_get_awaited (state);
  if (owed.kind != HD_AWAITED_NONE)
    return owed;
  if (hd_state_is_over (state))
    return awaited (HD_AWAITED_OVER, -1, HD_ACTION_END_SEGMENT, "9.0", HD_SIDE_NEUTRAL, HD_AWAITS_NOTHING);
  return flow_awaited (state);
}

/* What every action meets first: a real action, a game not won, and
 * what play owes before anything else (hd_action_get_awaited), from
 * @gate's answers for @state or, when it is NULL, asked now; the
 * edit-board corrections mirror the table and are never held back. */
static gboolean
check_common (const HdAction *action, const HdState *state, const HdActionGate *gate, GError **error)
{
  HdActionGate now;
  HdAwaited owed;

  if ((guint) action->type >= HD_N_ACTION_TYPES)
    return hd_rules_refuse (error, "3.0", _("this is not an action of the game"));
  if (hd_action_info_is_correction (action->type))
    return TRUE;
  if (gate == NULL)
    {
      hd_action_gate_init (&now, state);
      gate = &now;
    }
  if (gate->over)
    return hd_rules_refuse (error, "10.0", _("the game is over: %s"), hd_victory_get_label (hd_state_get_win (state)));
  /* what is owed first; the module that owes it is asked again only
   * for its refusal's words */
  if (gate->owes && action->type != gate->owed)
    {
      if (error != NULL)
        hd_hooks_get_awaited (state, &owed, error);
      return FALSE;
    }
  return TRUE;
}

/**
 * hd_action_check:
 *
 * Whether @action would be accepted in @state, and if not why (the same
 * refusal hd_action_apply() would give), without changing or copying
 * the state.
 */
gboolean
hd_action_check (const HdState  *state,
                 const HdAction *action,
                 GError        **error)
{
  g_return_val_if_fail (action != NULL && state != NULL, FALSE);

  if (!check_common (action, state, NULL, error))
    return FALSE;
  return type_check (action, state, error);
}

/**
 * hd_action_gate_init:
 *
 * Asks once, for @state, what check_common() asks of every action: the
 * game over, and what is owed first.
 */
void
hd_action_gate_init (HdActionGate  *gate,
                     const HdState *state)
{
  HdAwaited owed;

  g_return_if_fail (gate != NULL && state != NULL);
  gate->state = state;
  gate->over = hd_state_get_winner (state) != HD_SIDE_NEUTRAL;
  gate->owes = hd_hooks_get_awaited (state, &owed, NULL);
  gate->owed = gate->owes ? owed.action : HD_N_ACTION_TYPES;
}

/**
 * hd_action_gate_check:
 *
 * Whether @action would be accepted in the gate's state: check_common()
 * from the answers kept in @gate, then the action's own check.  Debug
 * builds assert that hd_action_check() says the same.
 */
gboolean
hd_action_gate_check (const HdActionGate *gate,
                      const HdAction     *action)
{
  gboolean ok;

  g_return_val_if_fail (gate != NULL && action != NULL, FALSE);
  ok = check_common (action, gate->state, gate, NULL) && type_check (action, gate->state, NULL);
#ifdef HD_CHECK_INVARIANTS
  g_assert (ok == hd_action_check (gate->state, action, NULL));
#endif
  return ok;
}

/**
 * hd_action_apply:
 *
 * Checks @action against @state and, only if it is allowed, carries it
 * out.  On refusal @state is unchanged and @error says why.
 */
gboolean
hd_action_apply (const HdAction  *action,
                 HdState         *state,
                 GError         **error)
{
  HdSide player;
  HdSegment segment;
  guint turn;

  g_return_val_if_fail (action != NULL && state != NULL, FALSE);

  if (!check_common (action, state, NULL, error))
    return FALSE;
  player = hd_state_get_player (state);
  segment = hd_state_get_segment (state);
  turn = hd_state_get_turn (state);
#ifdef HD_CHECK_INVARIANTS
  {
    /* a refused action changes nothing, and hd_action_check() says the
     * same as applying, with the same rule (asserted in debug builds) */
    g_autoptr(HdState) before = hd_state_copy (state);
    g_autoptr(GError) checked = NULL;
    g_autoptr(GError) refused = NULL;
    gboolean would = type_check (action, state, &checked);

    if (!type_apply (action, state, &refused))
      {
        if (!hd_state_equal (before, state))
          g_error ("a refused %s action changed the game state", hd_action_type_to_string (action->type));
        if (would || g_strcmp0 (hd_rules_error_get_rule (checked), hd_rules_error_get_rule (refused)) != 0)
          g_error ("hd_action_check and hd_action_apply disagree on a %s action: %s", hd_action_type_to_string (action->type),
                   refused->message);
        g_propagate_error (error, g_steal_pointer (&refused));
        return FALSE;
      }
    if (!would)
      g_error ("hd_action_check refused a %s action that applies: %s", hd_action_type_to_string (action->type), checked->message);
  }
#else
  if (!type_apply (action, state, error))
    return FALSE;
#endif
  if (hd_action_info_is_correction (action->type))
    hd_battle_after_edit (state);   /* a correction may have ended a battle */
  /* a leader caught alone (Advanced 8.2.2), a lost foreign unit replaced
   * on the recruitment die (Advanced 8.4) */
  hd_hooks_action_applied (state, action);
  /* victory (10.0, 10.1, 11.1, 11.3) */
  {
    gboolean turn_ended = action->type == HD_ACTION_END_SEGMENT && segment == HD_SEGMENT_RECRUITMENT;
    hd_victory_check (state, turn_ended && player == HD_SIDE_UNION);
    if (turn_ended && player == HD_SIDE_CONFEDERATE)
      hd_victory_end_of_turn (state, turn);
  }
#ifdef HD_CHECK_INVARIANTS
  hd_invariants_assert (state);
#endif
  return TRUE;
}

/* Whether a form of words (@when) fits @action. */
gboolean
hd_action_fits (const HdAction *action,
                HdActionWhen    when)
{
  switch (when)
    {
    case HD_WHEN_FLAG:
      return action->flag;
    case HD_WHEN_REDUCED:
      return action->reduced;
    case HD_WHEN_BY_ID:
      return action->by_id;
    case HD_WHEN_NEUTRAL:
      return action->side == HD_SIDE_NEUTRAL;
    case HD_WHEN_NO_UNIT:
      return action->unit == 0;
    case HD_WHEN_ALWAYS:
    default:
      return TRUE;
    }
}

/* Where a march move's route ends (HD_NO_BOX if the route is broken). */
guint
hd_action_route_end (const HdAction *action,
                     HdMap          *map)
{
  guint at = action->box;

  if (at >= hd_map_get_n_boxes (map))
    return HD_NO_BOX;
  for (guint i = 0; i < action->n_steps && i < HD_ACTION_MAX_STEPS; i++)
    {
      const HdLine *line;
      if (action->lines[i] >= hd_map_get_n_lines (map))
        return HD_NO_BOX;
      line = hd_map_get_line (map, action->lines[i]);
      if (line->a == at)
        at = line->b;
      else if (line->b == at)
        at = line->a;
      else
        return HD_NO_BOX;
    }
  return at;
}
