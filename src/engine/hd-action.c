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
#include "hd-hooks.h"
#include "hd-invariants.h"
#include "hd-inventory.h"
#include "hd-turn.h"
/* for hd_action_get_awaited() and hd_action_describe() only, whose bodies
 * stay as they are until they become a hook and a table (issue 21) */
#include "hd-border.h"
#include "hd-leader.h"
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

#define PIECE (HD_FIELD_SIDE | HD_FIELD_KIND | HD_FIELD_REDUCED)

/* Every action type, in one place: its name in save files, the fields it
 * uses (and that a save file records), whether it is an edit-board
 * correction, what asks whether it would be accepted (changing nothing)
 * and what carries it out.  The transcript grammar is in
 * hd-transcript.c; the words for people in hd_action_describe().  The
 * Advanced Game's types are HOOKED: the module of their rule checks and
 * carries them out (hd-hooks.h), found by type_check() and type_apply(). */
#define HOOKED NULL, NULL

static const HdActionInfo infos[HD_N_ACTION_TYPES] = {
  [HD_ACTION_ADD_UNIT]       = { "add-unit", HD_FIELD_BOX | PIECE | HD_FIELD_FLAG, TRUE,
                                 check_add_unit, apply_add_unit },
  [HD_ACTION_REMOVE_UNIT]    = { "remove-unit", HD_FIELD_BOX | PIECE, TRUE, check_unit_there, apply_remove_unit },
  [HD_ACTION_MOVE_UNIT]      = { "move-unit", HD_FIELD_BOX | HD_FIELD_TO | PIECE, TRUE,
                                 check_move_unit, apply_move_unit },
  [HD_ACTION_FLIP_UNIT]      = { "flip-unit", HD_FIELD_BOX | PIECE, TRUE, check_unit_there, apply_flip_unit },
  [HD_ACTION_SET_ENTRENCHED] = { "set-entrenched", HD_FIELD_BOX | PIECE | HD_FIELD_FLAG, TRUE,
                                 check_set_entrenched, apply_set_entrenched },
  [HD_ACTION_SET_CONTROL]    = { "set-control", HD_FIELD_BOX | HD_FIELD_SIDE | HD_FIELD_FLAG, TRUE,
                                 check_set_control, apply_set_control },
  [HD_ACTION_END_SEGMENT]    = { "end-segment", 0, FALSE, check_end_segment, apply_end_segment },
  [HD_ACTION_ROLL_MARCHES]   = { "roll-marches", HD_FIELD_DIE, FALSE, check_roll_marches, apply_roll_marches },
  [HD_ACTION_MARCH]          = { "march", HD_FIELD_BOX, FALSE, check_march, apply_march },
  [HD_ACTION_MARCH_MOVE]     = { "march-move", HD_FIELD_BOX | HD_FIELD_ROUTE | PIECE | HD_FIELD_BY_ID, FALSE,
                                 check_march_move, apply_march_move },
  [HD_ACTION_DIG_IN]         = { "dig-in", HD_FIELD_BOX, FALSE, check_dig_in, apply_dig_in },
  [HD_ACTION_SEA_MOVE]       = { "sea-move", HD_FIELD_BOX | HD_FIELD_TO | PIECE | HD_FIELD_FLAG, FALSE,
                                 check_sea_move, apply_sea_move },
  [HD_ACTION_BATTLE]         = { "battle", HD_FIELD_BOX, FALSE, check_battle, apply_battle },
  [HD_ACTION_WITHDRAW]       = { "withdraw", HD_FIELD_TO, FALSE, check_withdraw, apply_withdraw },
  [HD_ACTION_FIRE]           = { "fire", HD_FIELD_SHOTS, FALSE, check_fire, apply_fire },
  [HD_ACTION_RETREAT]        = { "retreat", HD_FIELD_TO, FALSE, check_retreat, apply_retreat },
  [HD_ACTION_REINFORCE]      = { "reinforce", HD_FIELD_UNIT, FALSE, check_reinforce, apply_reinforce },
  [HD_ACTION_PROMOTE]        = { "promote", HD_FIELD_UNIT, FALSE, check_promote, apply_promote },
  [HD_ACTION_RECOVER]        = { "recover", HD_FIELD_UNIT, FALSE, check_recover, apply_recover },
  [HD_ACTION_ROLL_PROMOTION] = { "roll-promotion", HD_FIELD_DIE, FALSE, check_roll_promotion, apply_roll_promotion },
  [HD_ACTION_ROLL_RECRUITMENT] = { "roll-recruitment", HD_FIELD_DIE, FALSE,
                                   check_roll_recruitment, apply_roll_recruitment },
  [HD_ACTION_RECRUIT]        = { "recruit", HD_FIELD_BOX | HD_FIELD_SIDE | HD_FIELD_KIND, FALSE,
                                 check_recruit, apply_recruit },
  [HD_ACTION_ROLL_WASHINGTON] = { "roll-washington", HD_FIELD_DIE, FALSE, HOOKED },
  [HD_ACTION_SUPPLY_LOSS]    = { "supply-loss", HD_FIELD_UNIT, FALSE, HOOKED },
  [HD_ACTION_ROLL_LEADERSHIP] = { "roll-leadership", HD_FIELD_SIDE | HD_FIELD_DIE, FALSE, HOOKED },
  [HD_ACTION_CONTAIN]        = { "contain", HD_FIELD_BOX, FALSE, HOOKED },
  [HD_ACTION_BREAK_OUT]      = { "break-out", HD_FIELD_BOX, FALSE, HOOKED },
  [HD_ACTION_MORALE]         = { "morale", HD_FIELD_SHOTS, FALSE, HOOKED },
  [HD_ACTION_RALLY]          = { "rally", HD_FIELD_SIDE | HD_FIELD_UNIT, FALSE, HOOKED },
  [HD_ACTION_DESERTION]      = { "desertion", HD_FIELD_SHOTS, FALSE, HOOKED },
  [HD_ACTION_ROLL_BORDER]    = { "roll-border", HD_FIELD_BOX | HD_FIELD_DIE, FALSE, HOOKED },
  [HD_ACTION_SAIL_EUROPE]    = { "sail-from-europe", HD_FIELD_KIND | HD_FIELD_TO, FALSE, HOOKED },
  [HD_ACTION_PLACE_LEADER]   = { "place-leader", HD_FIELD_LEADER | HD_FIELD_BOX, FALSE, HOOKED },
  [HD_ACTION_LEAD]           = { "lead", HD_FIELD_LEADER | HD_FIELD_TO, FALSE, HOOKED },
  [HD_ACTION_LEAD_WITH]      = { "lead-with", HD_FIELD_LEADER | HD_FIELD_UNIT, FALSE, HOOKED },
  [HD_ACTION_LEADER_REINFORCE] = { "leader-reinforce", HD_FIELD_LEADER, FALSE, HOOKED },
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

const HdActionInfo *
hd_action_get_info (HdActionType type)
{
  g_return_val_if_fail ((guint) type < HD_N_ACTION_TYPES, NULL);
  return &infos[type];
}

const char *
hd_action_type_to_string (HdActionType type)
{
  g_return_val_if_fail ((guint) type < HD_N_ACTION_TYPES, NULL);
  return infos[type].name;
}

gboolean
hd_action_type_from_string (const char   *str,
                            HdActionType *out)
{
  for (guint i = 0; str != NULL && i < HD_N_ACTION_TYPES; i++)
    if (g_str_equal (str, infos[i].name))
      {
        *out = (HdActionType) i;
        return TRUE;
      }
  return FALSE;
}

/* Whether @type is an edit-board correction (ignores the sequence of play). */
gboolean
hd_action_is_correction (HdActionType type)
{
  return (guint) type < HD_N_ACTION_TYPES && infos[type].correction;
}

/* A leader is owed once he is due and can be placed (hd_leader_owed). */
static int
leader_owed (const HdState *state)
{
  return hd_leader_owed (state);
}

static HdAwaited
awaited (HdAwaitedKind kind, int which, HdActionType action, const char *rule)
{
  return (HdAwaited) { kind, which, action, rule };
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
 * returning (Advanced 8.2), outside the Combat Segment and battles.  hd_action_check() refuses everything else but
 * corrections, and the guide tells the player the same.
 */
HdAwaited
hd_action_get_awaited (const HdState *state)
{
  HdCheckKind checks;
  HdSide rally;
  int which;

  g_return_val_if_fail (state != NULL, awaited (HD_AWAITED_NONE, -1, HD_ACTION_END_SEGMENT, NULL));
  if (hd_state_get_washington_roll (state))
    return awaited (HD_AWAITED_WASHINGTON, -1, HD_ACTION_ROLL_WASHINGTON, "Advanced 6.0");
  if (hd_state_get_any_supply_due (state))
    return awaited (HD_AWAITED_SUPPLY, -1, HD_ACTION_SUPPLY_LOSS, "Advanced 2.2");
  if ((which = hd_border_next_due (state)) >= 0)
    return awaited (HD_AWAITED_BORDER, which, HD_ACTION_ROLL_BORDER, "Advanced 8.3");
  checks = hd_morale_get_checks (state, NULL);
  if (checks == HD_CHECK_MORALE)
    return awaited (HD_AWAITED_MORALE, -1, HD_ACTION_MORALE, "Advanced 8.1");
  if ((rally = hd_morale_rally_due (state)) != HD_SIDE_NEUTRAL)
    return awaited (HD_AWAITED_RALLY, (int) rally, HD_ACTION_RALLY, "Advanced 8.11");
  if (checks == HD_CHECK_DESERTION)
    return awaited (HD_AWAITED_DESERTION, -1, HD_ACTION_DESERTION, "Advanced 8.12");
  if ((which = leader_owed (state)) >= 0)
    return awaited (HD_AWAITED_LEADER, which, HD_ACTION_PLACE_LEADER, "Advanced 8.2");
  return awaited (HD_AWAITED_NONE, -1, HD_ACTION_END_SEGMENT, NULL);
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

/* What every action meets first: a real action, a game not over, and
 * what play owes before anything else (hd_action_get_awaited); the
 * edit-board corrections mirror the table and are never held back. */
static gboolean
check_common (const HdAction *action, const HdState *state, GError **error)
{
  HdAwaited owed;

  if ((guint) action->type >= HD_N_ACTION_TYPES)
    return hd_rules_refuse (error, "3.0", _("this is not an action of the game"));
  if (infos[action->type].correction)
    return TRUE;
  if (hd_state_get_winner (state) != HD_SIDE_NEUTRAL)
    return hd_rules_refuse (error, "10.0", _("the game is over: %s"), hd_win_get_label (hd_state_get_win (state)));
  owed = hd_action_get_awaited (state);
  if (owed.kind != HD_AWAITED_NONE && action->type != owed.action)
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
  return type_check (action, state, error);
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
    gboolean would = type_check (action, state, &checked);

    if (!type_apply (action, state, &refused))
      {
        if (!hd_state_equal (before, state))
          g_error ("a refused %s action changed the game state", infos[action->type].name);
        if (would || g_strcmp0 (hd_rules_error_get_rule (checked), hd_rules_error_get_rule (refused)) != 0)
          g_error ("hd_action_check and hd_action_apply disagree on a %s action: %s", infos[action->type].name,
                   refused->message);
        g_propagate_error (error, g_steal_pointer (&refused));
        return FALSE;
      }
    if (!would)
      g_error ("hd_action_check refused a %s action that applies: %s", infos[action->type].name, checked->message);
  }
#else
  if (!type_apply (action, state, error))
    return FALSE;
#endif
  if (infos[action->type].correction)
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
  hd_state_assert_invariants (state);
  {
    /* the hooks' awaited slots agree with hd_action_get_awaited() */
    HdAwaited a = hd_action_get_awaited (state), h = awaited (HD_AWAITED_NONE, -1, HD_ACTION_END_SEGMENT, NULL);

    hd_hooks_get_awaited (state, &h);
    if (a.kind != h.kind || a.which != h.which || a.action != h.action || g_strcmp0 (a.rule, h.rule) != 0)
      g_error ("the hooks await %d, hd_action_get_awaited %d", h.kind, a.kind);
  }
#endif
  return TRUE;
}

static const char *
leader_name (const HdAction *action)
{
  return action->leader < HD_N_LEADERS ? hd_leader_get_name (action->leader) : "?";
}

/* The action in the game's own words, e.g. "Move a Union Veteran Infantry
 * unit from Washington to Fredericksburg", for undo toasts and logs. */
char *
hd_action_describe (const HdAction *action,
                    HdMap          *map)
{
  const char *box = action->box < hd_map_get_n_boxes (map) ? hd_map_get_box (map, action->box)->name : "?";
  const char *unit = (guint) action->kind < HD_N_KINDS ? hd_unit_kind_get_label (action->kind) : "?";

  switch (action->type)
    {
    case HD_ACTION_ADD_UNIT:
      return g_strdup_printf (_("Put a %s %s unit in %s"), hd_side_get_name (action->side), unit, box);
    case HD_ACTION_REMOVE_UNIT:
      return g_strdup_printf (_("Take a %s %s unit out of %s"), hd_side_get_name (action->side), unit, box);
    case HD_ACTION_MOVE_UNIT:
      return g_strdup_printf (_("Move a %s %s unit from %s to %s"), hd_side_get_name (action->side), unit, box,
                              action->to < hd_map_get_n_boxes (map) ? hd_map_get_box (map, action->to)->name : "?");
    case HD_ACTION_FLIP_UNIT:
      return g_strdup_printf (action->reduced ? _("Flip a %s %s unit in %s to full strength")
                                              : _("Flip a %s %s unit in %s to its reduced side"),
                              hd_side_get_name (action->side), unit, box);
    case HD_ACTION_SET_ENTRENCHED:
      return g_strdup_printf (action->flag ? _("Entrench the %s units in %s") : _("Remove the %s entrenchment in %s"),
                              hd_side_get_name (action->side), box);
    case HD_ACTION_SET_CONTROL:
      if (action->side == HD_SIDE_NEUTRAL)
        return g_strdup_printf (_("Make %s neutral"), box);
      return g_strdup_printf (_("Give control of %s to the %s"), box, hd_side_get_name (action->side));
    case HD_ACTION_END_SEGMENT:
      return g_strdup (_("End the segment"));
    case HD_ACTION_ROLL_MARCHES:
      /* TRANSLATORS: the march die of rule 4.0 */
      return g_strdup_printf (_("Roll %u for marches"), action->die);
    case HD_ACTION_MARCH:
      return g_strdup_printf (_("March from %s"), box);
    case HD_ACTION_MARCH_MOVE:
      {
        guint to = hd_action_route_end (action, map);
        if (action->by_id)
          return g_strdup_printf (_("Move unit #%u from %s to %s"), action->unit, box,
                                  to < hd_map_get_n_boxes (map) ? hd_map_get_box (map, to)->name : "?");
        return g_strdup_printf (_("Move a %s %s unit from %s to %s"), hd_side_get_name (action->side), unit, box,
                                to < hd_map_get_n_boxes (map) ? hd_map_get_box (map, to)->name : "?");
      }
    case HD_ACTION_DIG_IN:
      return g_strdup_printf (_("Entrench in %s"), box);
    case HD_ACTION_SEA_MOVE:
      {
        const char *to = action->to < hd_map_get_n_boxes (map) ? hd_map_get_box (map, action->to)->name : "?";
        if (action->flag)
          return g_strdup_printf (_("Invade %s from the sea with a %s %s unit from %s"), to,
                                  hd_side_get_name (action->side), unit, box);
        return g_strdup_printf (_("Sail a %s %s unit from %s to %s"), hd_side_get_name (action->side), unit, box, to);
      }
    case HD_ACTION_BATTLE:
      return g_strdup_printf (_("Fight the battle in %s"), box);
    case HD_ACTION_WITHDRAW:
      return g_strdup_printf (_("Withdraw the defending cavalry to %s"),
                              action->to < hd_map_get_n_boxes (map) ? hd_map_get_box (map, action->to)->name : "?");
    case HD_ACTION_FIRE:
      return g_strdup_printf (ngettext ("Fire %u shot", "Fire %u shots", action->n_shots), action->n_shots);
    case HD_ACTION_RETREAT:
      return g_strdup_printf (_("Retreat to %s"),
                              action->to < hd_map_get_n_boxes (map) ? hd_map_get_box (map, action->to)->name : "?");
    case HD_ACTION_REINFORCE:
      return g_strdup_printf (_("Reinforce the battle with unit #%u"), action->unit);
    case HD_ACTION_PROMOTE:
      return g_strdup_printf (_("Promote unit #%u after the battle"), action->unit);
    case HD_ACTION_RECOVER:
      return g_strdup_printf (_("Recover unit #%u"), action->unit);
    case HD_ACTION_ROLL_PROMOTION:
      return g_strdup_printf (_("Roll %u for promotions"), action->die);
    case HD_ACTION_ROLL_RECRUITMENT:
      return g_strdup_printf (_("Roll %u for recruitment"), action->die);
    case HD_ACTION_ROLL_WASHINGTON:
      return g_strdup_printf (_("Roll %u for the fall of Washington"), action->die);
    case HD_ACTION_SUPPLY_LOSS:
      return g_strdup_printf (_("Give up unit #%u, out of supply"), action->unit);
    case HD_ACTION_CONTAIN:
      return g_strdup_printf (_("Contain the Union units in %s"), box);
    case HD_ACTION_BREAK_OUT:
      return g_strdup_printf (_("Break out of %s"), box);
    case HD_ACTION_ROLL_LEADERSHIP:
      return g_strdup_printf (_("Roll %u for the %s battlefield leadership"), action->die,
                              hd_side_get_name (action->side));
    case HD_ACTION_RECRUIT:
      return g_strdup_printf (_("Recruit a %s unit in %s"), unit, box);
    case HD_ACTION_MORALE:
      return g_strdup_printf (ngettext ("Roll %u morale check", "Roll %u morale checks", action->n_shots),
                              action->n_shots);
    case HD_ACTION_DESERTION:
      return g_strdup_printf (ngettext ("Roll %u desertion check", "Roll %u desertion checks", action->n_shots),
                              action->n_shots);
    case HD_ACTION_RALLY:
      if (action->unit == 0)
        return g_strdup_printf (_("No rally for the %s"), hd_side_get_noun (action->side));
      return g_strdup_printf (_("Rally unit #%u"), action->unit);
    case HD_ACTION_PLACE_LEADER:
      return g_strdup_printf (_("Place %s in %s"), leader_name (action), box);
    case HD_ACTION_LEAD:
      return g_strdup_printf (_("%s marches to %s"), leader_name (action),
                              action->to < hd_map_get_n_boxes (map) ? hd_map_get_box (map, action->to)->name : "?");
    case HD_ACTION_LEAD_WITH:
      return g_strdup_printf (_("%s goes with unit #%u"), leader_name (action), action->unit);
    case HD_ACTION_LEADER_REINFORCE:
      return g_strdup_printf (_("%s joins the battle"), leader_name (action));
    case HD_ACTION_SAIL_EUROPE:
      return g_strdup_printf (_("Bring a %s unit from Europe to %s"), unit,
                              action->to < hd_map_get_n_boxes (map) ? hd_map_get_box (map, action->to)->name : "?");
    case HD_ACTION_ROLL_BORDER:
      {
        int which = hd_border_of_box (map, action->box);
        return g_strdup_printf (_("Roll %u for the support of %s"), action->die,
                                which >= 0 ? hd_border_get_name ((guint) which) : "?");
      }
    case HD_N_ACTION_TYPES:
    default:
      return g_strdup (_("Unknown action"));
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
