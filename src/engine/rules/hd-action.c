/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-action.c: validating and applying one action to a state.  A refused
 * action changes nothing and says why, with the rule that forbids it. */
#define G_LOG_DOMAIN "hd-action"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "hd-action.h"
#include "hd-state-private.h"
#include "hd-movement.h"
#include "hd-recruitment.h"
#include "hd-action-private.h"
#include "hd-battle-private.h"
#include "hd-border.h"
#include "hd-intervention.h"
#include "hd-leader-private.h"
#include "hd-morale.h"

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

  if (index < 0)
    hd_rules_refuse (error, "1.4", _("there is no %s%s %s unit in %s"), a->reduced ? _("reduced ") : "",
            hd_side_get_name (a->side), hd_unit_kind_get_label (a->kind), hd_map_get_box (map, a->box)->name);
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
      g_autoptr(GArray) battles = hd_state_get_battles (state);
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
  if (!hd_state_end_segment (state))
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
apply_roll_washington (const HdAction *a, HdState *state, GError **error)
{
  return hd_state_washington_roll (state, a->die, error);
}

static gboolean
apply_contain (const HdAction *a, HdState *state, GError **error)
{
  return hd_battle_contain (state, a->box, error);
}

static gboolean
apply_break_out (const HdAction *a, HdState *state, GError **error)
{
  return hd_battle_break_out (state, a->box, error);
}

static gboolean
check_contain (const HdAction *a, const HdState *state, GError **error)
{
  return hd_battle_contain_check (state, a->box, error);
}

static gboolean
check_break_out (const HdAction *a, const HdState *state, GError **error)
{
  return hd_battle_break_out_check (state, a->box, error);
}

static gboolean
apply_roll_leadership (const HdAction *a, HdState *state, GError **error)
{
  return hd_battle_leadership_roll (state, a->side, a->die, error);
}

static gboolean
apply_supply_loss (const HdAction *a, HdState *state, GError **error)
{
  return hd_state_supply_loss (state, a->unit, error);
}

/* Advanced 8.1 and 8.12: the dice of the checks awaited */
static gboolean
check_checks (const HdAction *a, const HdState *state, GError **error)
{
  HdCheckKind kind = a->type == HD_ACTION_MORALE ? HD_CHECK_MORALE : HD_CHECK_DESERTION;

  if (a->n_shots > HD_MAX_SHOTS)
    return hd_rules_refuse (error, "Advanced 8.1", _("too many dice"));
  return hd_morale_checks_check (state, kind, a->shots, a->n_shots, error);
}

static gboolean
apply_checks (const HdAction *a, HdState *state, GError **error)
{
  if (!check_checks (a, state, error))
    return FALSE;
  return hd_morale_resolve (state, a->type == HD_ACTION_MORALE ? HD_CHECK_MORALE : HD_CHECK_DESERTION, a->shots,
                            a->n_shots, error);
}

/* "rally #12" is the unit's side's rally; "no rally for Union" names it */
static HdSide
rally_side (const HdAction *a, const HdState *state)
{
  int index = a->unit != 0 ? hd_state_find_unit_by_id (state, a->unit) : -1;

  return index >= 0 ? hd_state_get_unit (state, (guint) index)->unit.side : a->side;
}

static gboolean
check_rally (const HdAction *a, const HdState *state, GError **error)
{
  return hd_morale_rally_check (state, rally_side (a, state), a->unit, error);
}

static gboolean
apply_rally (const HdAction *a, HdState *state, GError **error)
{
  return hd_morale_rally (state, rally_side (a, state), a->unit, error);
}

/* Advanced 8.3: the action names the state by one of its cities */
static gboolean
check_roll_border (const HdAction *a, const HdState *state, GError **error)
{
  int which = hd_border_of_box (hd_state_get_map (state), a->box);

  if (which < 0)
    return hd_rules_refuse (error, "Advanced 8.3", _("only Missouri, Kentucky and Maryland are border states"));
  return hd_border_roll_check (state, (guint) which, a->die, error);
}

static gboolean
apply_roll_border (const HdAction *a, HdState *state, GError **error)
{
  if (!check_roll_border (a, state, error))
    return FALSE;
  return hd_border_roll (state, (guint) hd_border_of_box (hd_state_get_map (state), a->box), a->die, error);
}

static gboolean
check_sail_europe (const HdAction *a, const HdState *state, GError **error)
{
  return hd_intervention_sail_check (state, a->kind, a->to, error);
}

static gboolean
apply_sail_europe (const HdAction *a, HdState *state, GError **error)
{
  return hd_intervention_sail (state, a->kind, a->to, error);
}

/* Advanced 8.2: the leaders' actions */
static gboolean
check_place_leader (const HdAction *a, const HdState *state, GError **error)
{
  return hd_leader_place_check (state, a->leader, a->box, error);
}

static gboolean
apply_place_leader (const HdAction *a, HdState *state, GError **error)
{
  return hd_leader_place (state, a->leader, a->box, error);
}

static gboolean
check_lead (const HdAction *a, const HdState *state, GError **error)
{
  return hd_leader_march_check (state, a->leader, a->to, error);
}

static gboolean
apply_lead (const HdAction *a, HdState *state, GError **error)
{
  return hd_leader_march (state, a->leader, a->to, error);
}

static gboolean
check_lead_with (const HdAction *a, const HdState *state, GError **error)
{
  return hd_leader_follow_check (state, a->leader, a->unit, error);
}

static gboolean
apply_lead_with (const HdAction *a, HdState *state, GError **error)
{
  return hd_leader_follow (state, a->leader, a->unit, error);
}

static gboolean
check_leader_reinforce (const HdAction *a, const HdState *state, GError **error)
{
  return hd_leader_reinforce_check (state, a->leader, error);
}

static gboolean
apply_leader_reinforce (const HdAction *a, HdState *state, GError **error)
{
  return hd_leader_reinforce (state, a->leader, error);
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
  if (hd_state_find_spare_counter (state, a->side, a->kind) == HD_SPARE_NONE)
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
  hd_state_take_spare_counter (state, a->side, a->kind);
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
  hd_state_remove_unit (state, (guint) find_unit (a, state, NULL));
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
check_roll_washington (const HdAction *a, const HdState *state, GError **error)
{
  return hd_state_washington_roll_check (state, a->die, error);
}

static gboolean
check_roll_leadership (const HdAction *a, const HdState *state, GError **error)
{
  return hd_battle_leadership_check (state, a->side, a->die, error);
}

static gboolean
check_supply_loss (const HdAction *a, const HdState *state, GError **error)
{
  return hd_state_supply_loss_check (state, a->unit, error);
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
 * words and whether it is a correction) is in hd-action-info.c. */
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
  [HD_ACTION_ROLL_WASHINGTON]   = { check_roll_washington, apply_roll_washington },
  [HD_ACTION_SUPPLY_LOSS]       = { check_supply_loss, apply_supply_loss },
  [HD_ACTION_ROLL_LEADERSHIP]   = { check_roll_leadership, apply_roll_leadership },
  [HD_ACTION_CONTAIN]           = { check_contain, apply_contain },
  [HD_ACTION_BREAK_OUT]         = { check_break_out, apply_break_out },
  [HD_ACTION_MORALE]            = { check_checks, apply_checks },
  [HD_ACTION_RALLY]             = { check_rally, apply_rally },
  [HD_ACTION_DESERTION]         = { check_checks, apply_checks },
  [HD_ACTION_ROLL_BORDER]       = { check_roll_border, apply_roll_border },
  [HD_ACTION_SAIL_EUROPE]       = { check_sail_europe, apply_sail_europe },
  [HD_ACTION_PLACE_LEADER]      = { check_place_leader, apply_place_leader },
  [HD_ACTION_LEAD]              = { check_lead, apply_lead },
  [HD_ACTION_LEAD_WITH]         = { check_lead_with, apply_lead_with },
  [HD_ACTION_LEADER_REINFORCE]  = { check_leader_reinforce, apply_leader_reinforce },
};

/* A leader is owed once he is due and can be placed: a side with no unit
 * on the board places him as soon as it has one (Advanced 8.2), outside
 * the Combat Segment and any battle ("one battle must be finished before
 * anything else", 5.0). */
static int
leader_owed (const HdState *state)
{
  int leader = hd_leader_next_due (state);

  if (leader < 0 || hd_state_get_segment (state) == HD_SEGMENT_COMBAT || hd_battle_in_progress (state))
    return -1;
  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    if (hd_state_get_unit (state, i)->unit.side == hd_leader_get_side ((HdLeader) leader))
      return leader;
  return -1;
}

static HdAwaited
awaited (HdAwaitedKind kind, int which, HdActionType action, const char *rule, HdSide side, HdAwaitedSort sort)
{
  return (HdAwaited) { kind, which, action, rule, side, sort, kind != HD_AWAITED_NONE && kind < HD_N_AWAITED };
}

/**
 * hd_action_get_awaited:
 *
 * What play owes now before anything else, the first due in this one
 * order: the die for the fall of Washington (Advanced 6.0), a piece from
 * each box out of supply (Advanced 2.2), the border states' support dice
 * (Advanced 8.3), in a battle the morale checks of the last fire
 * (Advanced 8.1), a rally at a day's end (Advanced 8.11), the desertion
 * checks once it is over (Advanced 8.12), and the leaders arriving or
 * returning (Advanced 8.2), outside the Combat Segment and battles.
 * hd_action_get_decision() asks it after the game's end; the action gate
 * refuses everything else but corrections, and the guide tells the
 * player the same.
 */
HdAwaited
hd_action_get_awaited (const HdState *state)
{
  HdSide player;
  HdCheckKind checks;
  HdSide rally;
  int which;

  g_return_val_if_fail (state != NULL, awaited (HD_AWAITED_NONE, -1, HD_ACTION_END_SEGMENT, NULL, HD_SIDE_NEUTRAL,
                                                HD_AWAITS_NOTHING));
  player = hd_state_get_player (state);
  if (hd_state_get_washington_roll (state))
    return awaited (HD_AWAITED_WASHINGTON, -1, HD_ACTION_ROLL_WASHINGTON, "Advanced 6.0", HD_SIDE_UNION,
                    HD_AWAITS_DIE);
  if (hd_state_get_any_supply_due (state))
    return awaited (HD_AWAITED_SUPPLY, -1, HD_ACTION_SUPPLY_LOSS, "Advanced 2.2", player, HD_AWAITS_CHOICE);
  if ((which = hd_border_next_due (state)) >= 0)
    return awaited (HD_AWAITED_BORDER, which, HD_ACTION_ROLL_BORDER, "Advanced 8.3", HD_SIDE_CONFEDERATE,
                    HD_AWAITS_DIE);
  checks = hd_morale_get_checks (state, NULL);
  if (checks == HD_CHECK_MORALE)
    return awaited (HD_AWAITED_MORALE, -1, HD_ACTION_MORALE, "Advanced 8.1", HD_SIDE_NEUTRAL, HD_AWAITS_DIE);
  if ((rally = hd_morale_rally_due (state)) != HD_SIDE_NEUTRAL)
    return awaited (HD_AWAITED_RALLY, (int) rally, HD_ACTION_RALLY, "Advanced 8.11", rally, HD_AWAITS_CHOICE);
  if (checks == HD_CHECK_DESERTION)
    return awaited (HD_AWAITED_DESERTION, -1, HD_ACTION_DESERTION, "Advanced 8.12", HD_SIDE_NEUTRAL, HD_AWAITS_DIE);
  if ((which = leader_owed (state)) >= 0)
    return awaited (HD_AWAITED_LEADER, which, HD_ACTION_PLACE_LEADER, "Advanced 8.2",
                    hd_leader_get_side ((HdLeader) which), HD_AWAITS_CHOICE);
  return awaited (HD_AWAITED_NONE, -1, HD_ACTION_END_SEGMENT, NULL, HD_SIDE_NEUTRAL, HD_AWAITS_PLAY);
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
      battles = hd_state_get_battles (state);
      if (battles->len > 0)
        return awaited (HD_AWAITED_BATTLES, -1, HD_ACTION_BATTLE, "5.0", player, HD_AWAITS_CHOICE);
      return awaited (HD_AWAITED_COMBAT, -1, HD_ACTION_END_SEGMENT, "3.0", player, HD_AWAITS_PLAY);
    case HD_SEGMENT_PROMOTION:
      if (hd_promotion_roll_check (state, 1, NULL))
        return awaited (HD_AWAITED_PROMOTION_DIE, -1, HD_ACTION_ROLL_PROMOTION, "6.2", player, HD_AWAITS_DIE);
      return awaited (HD_AWAITED_PROMOTION, -1, HD_ACTION_END_SEGMENT, "6.0", player, HD_AWAITS_PLAY);
    case HD_SEGMENT_RECRUITMENT:
    default:
      if (hd_recruitment_roll_check (state, 1, NULL))
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

/* The refusal of anything but what is owed. */
static gboolean
refuse_for (const HdAwaited *owed, GError **error)
{
  switch (owed->kind)
    {
    case HD_AWAITED_WASHINGTON:
      return hd_rules_refuse (error, owed->rule, _("Washington has fallen: roll the die that is taken off the Union "
                                                   "army maximum before anything else"));
    case HD_AWAITED_SUPPLY:
      return hd_rules_refuse (error, owed->rule, _("before anything else this Player Turn, each box out of supply "
                                                   "gives up one piece of its owner's choice"));
    case HD_AWAITED_BORDER:
      return hd_rules_refuse (error, owed->rule, _("the Confederacy holds every recruitment city of %s: its support "
                                                   "die is rolled before anything else this Player Turn"),
                              hd_border_get_name ((guint) owed->which));
    case HD_AWAITED_LEADER:
      return hd_rules_refuse (error, owed->rule, _("%s comes onto the board first: place him in a box holding "
                                                   "friendly units"),
                              hd_leader_get_name ((HdLeader) owed->which));
    case HD_AWAITED_MORALE:
      return hd_rules_refuse (error, owed->rule, _("the units the last fire flipped check their morale first: a die "
                                                   "for each"));
    case HD_AWAITED_RALLY:
      return hd_rules_refuse (error, owed->rule, _("a new day of the battle begins: the %s first rallies one routed "
                                                   "unit, or chooses not to"),
                              hd_side_get_noun ((HdSide) owed->which));
    case HD_AWAITED_DESERTION:
      return hd_rules_refuse (error, owed->rule, _("the battle is over: every reduced unit of both sides checks for "
                                                   "desertion first, a die for each"));
    case HD_AWAITED_NONE:
    default:
      return TRUE;
    }
}

/* What every action meets first: a real action, a game not won, and
 * what play owes before anything else (hd_action_get_decision); the
 * edit-board corrections mirror the table and are never held back. */
static gboolean
check_common (const HdAction *action, const HdState *state, GError **error)
{
  HdAwaited owed;

  if ((guint) action->type >= HD_N_ACTION_TYPES)
    return hd_rules_refuse (error, "3.0", _("this is not an action of the game"));
  if (hd_action_is_correction (action->type))
    return TRUE;
  owed = hd_action_get_decision (state);
  if (owed.kind == HD_AWAITED_OVER && hd_state_get_winner (state) != HD_SIDE_NEUTRAL)
    return hd_rules_refuse (error, "10.0", _("the game is over: %s"), hd_win_get_label (hd_state_get_win (state)));
  if (owed.first && action->type != owed.action)
    return refuse_for (&owed, error);
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

  if (!check_common (action, state, error))
    return FALSE;
  return infos[action->type].check (action, state, error);
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

  if (!check_common (action, state, error))
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
    gboolean would = infos[action->type].check (action, state, &checked);

    if (!infos[action->type].apply (action, state, &refused))
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
  if (!infos[action->type].apply (action, state, error))
    return FALSE;
#endif
  if (hd_action_is_correction (action->type))
    hd_battle_after_edit (state);   /* a correction may have ended a battle */
  hd_leader_after_action (state);   /* a leader caught alone (Advanced 8.2.2) */
  /* victory (10.0, 10.1, 11.1, 11.3) */
  {
    gboolean turn_ended = action->type == HD_ACTION_END_SEGMENT && segment == HD_SEGMENT_RECRUITMENT;
    hd_victory_check (state, turn_ended && player == HD_SIDE_UNION);
    if (turn_ended && player == HD_SIDE_CONFEDERATE)
      hd_victory_end_of_turn (state, turn);
  }
#ifdef HD_CHECK_INVARIANTS
  hd_state_assert_invariants (state);
#endif
  return TRUE;
}

static const char *
box_name (HdMap *map, guint box)
{
  return box < hd_map_get_n_boxes (map) ? hd_map_get_box (map, box)->name : "?";
}

/* One argument of a sentence about @action, as text. */
static char *
describe_arg (const HdAction *action, HdMap *map, HdActionArg arg)
{
  int which;

  switch (arg)
    {
    case HD_ARG_BOX:
      return g_strdup (box_name (map, action->box));
    case HD_ARG_TO:
      return g_strdup (box_name (map, action->to));
    case HD_ARG_ROUTE_END:
      return g_strdup (box_name (map, hd_action_route_end (action, map)));
    case HD_ARG_SIDE:
      return g_strdup (hd_side_get_name (action->side));
    case HD_ARG_SIDE_NOUN:
      return g_strdup (hd_side_get_noun (action->side));
    case HD_ARG_KIND:
      return g_strdup ((guint) action->kind < HD_N_KINDS ? hd_unit_kind_get_label (action->kind) : "?");
    case HD_ARG_DIE:
      return g_strdup_printf ("%u", action->die);
    case HD_ARG_UNIT:
      return g_strdup_printf ("%u", action->unit);
    case HD_ARG_LEADER:
      return g_strdup (action->leader < HD_N_LEADERS ? hd_leader_get_name (action->leader) : "?");
    case HD_ARG_N_SHOTS:
      return g_strdup_printf ("%u", action->n_shots);
    case HD_ARG_BORDER:
      which = hd_border_of_box (map, action->box);
      return g_strdup (which >= 0 ? hd_border_get_name ((guint) which) : "?");
    case HD_ARG_NONE:
    default:
      return g_strdup ("");
    }
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

/* @format (translated) with each %s or %u (or %2$s, as a translation may
 * order them) replaced by the next argument (or that one). */
static char *
fill (const char *format, char **args)
{
  GString *out = g_string_new (NULL);
  guint next = 0;

  for (const char *p = format; *p != '\0'; p++)
    {
      guint index = next;

      if (*p != '%')
        {
          g_string_append_c (out, *p);
          continue;
        }
      if (p[1] == '%')
        {
          g_string_append_c (out, *++p);
          continue;
        }
      if (g_ascii_isdigit (p[1]) && p[2] == '$')
        {
          index = (guint) (p[1] - '1');
          p += 2;
        }
      else
        next++;
      if (p[1] != 's' && p[1] != 'u')
        continue;   /* not a conversion the table uses: left out */
      p++;
      if (index < HD_ACTION_MAX_ARGS)
        g_string_append (out, args[index]);
    }
  return g_string_free (out, FALSE);
}

/* The action in the game's own words, e.g. "Move a Union Veteran Infantry
 * unit from Washington to Fredericksburg", for undo toasts and logs: its
 * type's first sentence that fits (hd-action-info.c). */
char *
hd_action_describe (const HdAction *action,
                    HdMap          *map)
{
  const HdActionTelling *telling = NULL;
  char *args[HD_ACTION_MAX_ARGS] = { NULL };
  const char *format;
  char *text;

  if ((guint) action->type >= HD_N_ACTION_TYPES)
    return g_strdup (_("Unknown action"));
  for (guint i = 0; i < HD_ACTION_MAX_TELLINGS && telling == NULL; i++)
    if (hd_action_get_info (action->type)->tellings[i].format != NULL &&
        hd_action_fits (action, hd_action_get_info (action->type)->tellings[i].when))
      telling = &hd_action_get_info (action->type)->tellings[i];
  g_return_val_if_fail (telling != NULL, g_strdup (_("Unknown action")));
  for (guint i = 0; i < HD_ACTION_MAX_ARGS; i++)
    args[i] = describe_arg (action, map, telling->args[i]);
  format = telling->plural != NULL ? ngettext (telling->format, telling->plural, action->n_shots)
                                   : _(telling->format);
  text = fill (format, args);
  for (guint i = 0; i < HD_ACTION_MAX_ARGS; i++)
    g_free (args[i]);
  return text;
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
