/* hd-action.c: validating and applying one action to a state.  A refused
 * action changes nothing and says why, with the rule that forbids it. */
#define G_LOG_DOMAIN "hd-action"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "hd-action.h"
#include "hd-movement.h"
#include "hd-recruitment.h"

G_DEFINE_QUARK (hd-rules-error-quark, hd_rules_error)

static const char * const type_names[HD_N_ACTION_TYPES] = {
  "add-unit", "remove-unit", "move-unit", "flip-unit", "set-entrenched", "set-control", "end-segment",
  "roll-marches", "march", "march-move", "dig-in", "sea-move",
  "battle", "withdraw", "fire", "retreat", "reinforce", "promote", "recover",
  "roll-promotion", "roll-recruitment", "recruit",
};

const char *
hd_action_type_to_string (HdActionType type)
{
  g_return_val_if_fail ((guint) type < HD_N_ACTION_TYPES, NULL);
  return type_names[type];
}

gboolean
hd_action_type_from_string (const char   *str,
                            HdActionType *out)
{
  for (guint i = 0; str != NULL && i < HD_N_ACTION_TYPES; i++)
    if (g_str_equal (str, type_names[i]))
      {
        *out = (HdActionType) i;
        return TRUE;
      }
  return FALSE;
}

/* Every refusal of the rules goes through here: "Rule 4.3: <why>", or
 * "Game Piece Inventory: <why>" for what has no number.  The rule itself
 * is kept as the error's code (a quark), so hd_rules_error_get_rule()
 * never depends on how the message is worded or translated.  With no
 * @error (the caller asks only whether), nothing is formatted. */
gboolean
hd_rules_refuse (GError    **error,
                 const char *rule,
                 const char *format,
                 ...)
{
  g_autofree char *msg = NULL;
  va_list args;
  int code;

  if (error == NULL)
    return FALSE;
  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  code = (int) g_quark_from_string (rule);
  if (g_ascii_isdigit (rule[0]))
    /* TRANSLATORS: "Rule 4.3: <why the action is refused>" */
    g_set_error (error, HD_RULES_ERROR, code, _("Rule %s: %s"), rule, msg);
  else
    /* TRANSLATORS: "Game Piece Inventory: <why the action is refused>" */
    g_set_error (error, HD_RULES_ERROR, code, _("%s: %s"), rule, msg);
  return FALSE;
}

/* A die typed by the players or recorded in a save: 1 to 6 (@rule is the
 * rule the die is rolled under). */
gboolean
hd_rules_check_die (guint        die,
                    const char  *rule,
                    GError     **error)
{
  if (die < 1 || die > 6)
    return hd_rules_refuse (error, rule, _("a die shows 1 to 6, not %u"), die);
  return TRUE;
}

/* The counter mix is a limit (Game Piece Inventory, 11.6's Important
 * note): may one more unit of @kind come into play for @side? */
gboolean
hd_rules_check_counter_mix (const HdState  *state,
                            HdSide          side,
                            HdUnitKind      kind,
                            GError        **error)
{
  guint limit = hd_unit_kind_get_counter_limit (side, kind);

  if (hd_state_count_kind (state, side, kind) >= limit)
    /* TRANSLATORS: the Important note of rule 11.6 */
    return hd_rules_refuse (error, "11.6", _("all %u %s %s counters are already on the board, and the counter mix "
                                             "is a limit: no more can be brought into play"),
                            limit, hd_side_get_name (side), hd_unit_kind_get_label (kind));
  return TRUE;
}

/* The rule number of a refusal ("4.3"), or NULL. */
const char *
hd_rules_error_get_rule (const GError *error)
{
  if (error == NULL || error->domain != HD_RULES_ERROR || error->code <= 0)
    return NULL;
  return g_quark_to_string ((GQuark) error->code);
}

static gboolean
check_box (HdMap *map, guint box, GError **error)
{
  if (box >= hd_map_get_n_boxes (map))
    return hd_rules_refuse (error, "1.3", _("there is no such box on the board"));
  return TRUE;
}

static int
find_unit (const HdAction *a, HdState *state, GError **error)
{
  HdMap *map = hd_state_get_map (state);
  int index = hd_state_find_unit (state, a->box, a->side, a->kind, a->reduced);

  if (index < 0)
    hd_rules_refuse (error, "1.4", _("there is no %s%s %s unit in %s"), a->reduced ? _("reduced ") : "",
            hd_side_get_name (a->side), hd_unit_kind_get_label (a->kind), hd_map_get_box (map, a->box)->name);
  return index;
}

/**
 * hd_action_apply:
 *
 * Checks @action against @state and, only if it is allowed, carries it
 * out.  On refusal @state is unchanged and @error says why.
 */
static gboolean apply_one (const HdAction *action, HdState *state, GError **error);

/* "march #12 from ...": that very unit, which must be in the box named. */
static gboolean
march_unit_by_id (const HdAction *action, HdState *state, GError **error)
{
  HdMap *map = hd_state_get_map (state);
  int index = hd_state_find_unit_by_id (state, action->unit);

  if (!check_box (map, action->box, error))
    return FALSE;
  if (index < 0 || hd_state_get_unit (state, (guint) index)->box != action->box)
    return hd_rules_refuse (error, "1.4", _("there is no unit #%u in %s"), action->unit,
                            hd_map_get_box (map, action->box)->name);
  if (hd_state_get_unit (state, (guint) index)->unit.side != hd_state_get_player (state))
    return hd_rules_refuse (error, "3.0", _("only the side whose Player Turn it is moves"));
  if (action->n_steps > HD_ACTION_MAX_STEPS)
    return hd_rules_refuse (error, "4.0", _("a march moves a unit one or two boxes (three with rule 4.9)"));
  return hd_movement_move (state, (guint) index, action->lines, action->n_steps, error);
}

gboolean
hd_action_apply (const HdAction  *action,
                 HdState         *state,
                 GError         **error)
{
  HdSide player;
  HdSegment segment;
  guint turn;

  g_return_val_if_fail (action != NULL && state != NULL, FALSE);

  if (hd_state_get_winner (state) != HD_SIDE_NEUTRAL && action->type > HD_ACTION_SET_CONTROL)
    return hd_rules_refuse (error, "10.0", _("the game is over: %s"), hd_win_get_label (hd_state_get_win (state)));
  player = hd_state_get_player (state);
  segment = hd_state_get_segment (state);
  turn = hd_state_get_turn (state);
  if (!apply_one (action, state, error))
    return FALSE;
  if (action->type <= HD_ACTION_SET_CONTROL)
    hd_battle_after_edit (state);   /* a correction may have ended a battle */
  /* victory (10.0, 10.1, 11.1, 11.3) */
  {
    gboolean turn_ended = action->type == HD_ACTION_END_SEGMENT && segment == HD_SEGMENT_RECRUITMENT;
    hd_victory_check (state, turn_ended && player == HD_SIDE_UNION);
    if (turn_ended && player == HD_SIDE_CONFEDERATE)
      hd_victory_end_of_turn (state, turn);
  }
  return TRUE;
}

static gboolean
apply_one (const HdAction  *action,
           HdState         *state,
           GError         **error)
{
  HdMap *map;
  int index;

  g_return_val_if_fail (action != NULL && state != NULL, FALSE);

  map = hd_state_get_map (state);
  switch (action->type)
    {
    case HD_ACTION_ROLL_MARCHES:
      return hd_movement_roll (state, action->die, error);
    case HD_ACTION_MARCH:
      return hd_movement_march (state, action->box, error);
    case HD_ACTION_DIG_IN:
      return hd_movement_entrench (state, action->box, error);
    case HD_ACTION_BATTLE:
      return hd_battle_start (state, action->box, error);
    case HD_ACTION_WITHDRAW:
      return hd_battle_withdraw (state, action->to, error);
    case HD_ACTION_FIRE:
      if (action->n_shots > HD_MAX_SHOTS)
        return hd_rules_refuse (error, "5.1", _("too many shots"));
      return hd_battle_fire (state, action->shots, action->n_shots, error);
    case HD_ACTION_RETREAT:
      return hd_battle_retreat (state, action->to, error);
    case HD_ACTION_REINFORCE:
      return hd_battle_reinforce (state, action->unit, error);
    case HD_ACTION_PROMOTE:
      return hd_promotion_promote (state, action->unit, error);
    case HD_ACTION_RECOVER:
      if (hd_state_get_segment (state) == HD_SEGMENT_RECRUITMENT)
        return hd_recruitment_recover (state, action->unit, error);
      return hd_movement_recover (state, action->unit, error);
    case HD_ACTION_ROLL_PROMOTION:
      return hd_promotion_roll (state, action->die, error);
    case HD_ACTION_ROLL_RECRUITMENT:
      return hd_recruitment_roll (state, action->die, error);
    case HD_ACTION_RECRUIT:
      if ((guint) action->kind >= HD_N_KINDS)
        return hd_rules_refuse (error, "1.4", _("there is no such kind of unit"));
      if (action->side != hd_state_get_player (state))
        return hd_rules_refuse (error, "7.0", _("only the player whose turn it is recruits"));
      return hd_recruitment_recruit (state, action->box, action->kind, error);
    case HD_ACTION_MARCH_MOVE:
      if (action->by_id)
        return march_unit_by_id (action, state, error);
      G_GNUC_FALLTHROUGH;
    case HD_ACTION_SEA_MOVE:
      if (!check_box (map, action->box, error))
        return FALSE;
      if (action->side != hd_state_get_player (state))
        return hd_rules_refuse (error, "3.0", _("only the side whose Player Turn it is moves"));
      if ((guint) action->kind >= HD_N_KINDS)
        return hd_rules_refuse (error, "1.4", _("there is no such kind of unit"));
      index = hd_movement_pick_unit (state, action->box, action->side, action->kind, action->reduced,
                                     action->type == HD_ACTION_SEA_MOVE);
      if (index < 0)
        return find_unit (action, state, error) >= 0;
      if (action->type == HD_ACTION_SEA_MOVE)
        return check_box (map, action->to, error) &&
               hd_movement_sea (state, (guint) index, action->to, action->flag, error);
      if (action->n_steps > HD_ACTION_MAX_STEPS)
        return hd_rules_refuse (error, "4.0", _("a march moves a unit one or two boxes (three with rule 4.9)"));
      return hd_movement_move (state, (guint) index, action->lines, action->n_steps, error);
    default:
      break;
    }
  if (action->type == HD_ACTION_END_SEGMENT)
    {
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
      if (!hd_state_end_segment (state))
        return hd_rules_refuse (error, "9.0", _("the game is over: its last Game Turn has been played"));
      return TRUE;
    }
  if (!check_box (map, action->box, error))
    return FALSE;
  if (action->type != HD_ACTION_SET_CONTROL &&
      (action->side != HD_SIDE_UNION && action->side != HD_SIDE_CONFEDERATE))
    return hd_rules_refuse (error, "1.1", _("a unit belongs to the Union or the Confederacy"));
  if ((guint) action->kind >= HD_N_KINDS)
    return hd_rules_refuse (error, "1.4", _("there is no such kind of unit"));

  switch (action->type)
    {
    case HD_ACTION_ADD_UNIT:
      {
        HdUnit unit = { action->side, action->kind, action->reduced, action->flag };

        /* the counter comes from somewhere: the Game Piece Inventory is a
         * limit for corrections too */
        if (hd_state_find_spare_counter (state, action->side, action->kind) == HD_SPARE_NONE)
          return hd_rules_refuse (error, "Game Piece Inventory",
                                  _("every %s %s counter of the game is already in use (on the board, in the "
                                    "Recruitment Pool or held back for the drafts): take one off the board first"),
                                  hd_side_get_name (action->side), hd_unit_kind_get_label (action->kind));
        if (action->flag && hd_state_count_units_at (state, action->box, hd_side_get_enemy (action->side)) > 0)
          return hd_rules_refuse (error, "4.3", _("units may not be entrenched in a box that holds enemy units"));
        hd_state_take_spare_counter (state, action->side, action->kind);
        hd_state_add_unit (state, action->box, &unit);
        return TRUE;
      }

    case HD_ACTION_REMOVE_UNIT:
      if ((index = find_unit (action, state, error)) < 0)
        return FALSE;
      hd_state_remove_unit (state, (guint) index);
      return TRUE;

    case HD_ACTION_MOVE_UNIT:
      if (!check_box (map, action->to, error))
        return FALSE;
      if (action->to == action->box)
        return hd_rules_refuse (error, "4.0", _("a unit moves to another box"));
      if ((index = find_unit (action, state, error)) < 0)
        return FALSE;
      hd_state_move_unit (state, (guint) index, action->to);
      return TRUE;

    case HD_ACTION_FLIP_UNIT:
      if ((index = find_unit (action, state, error)) < 0)
        return FALSE;
      hd_state_set_reduced (state, (guint) index, !action->reduced);
      return TRUE;

    case HD_ACTION_SET_ENTRENCHED:
      {
        HdSide enemy = hd_side_get_enemy (action->side);
        gboolean any = FALSE;

        if (action->flag && hd_state_count_units_at (state, action->box, enemy) > 0)
          return hd_rules_refuse (error, "4.3", _("units may not entrench in a box that holds enemy units"));
        for (guint i = 0; i < hd_state_get_n_units (state); i++)
          {
            const HdBoardUnit *bu = hd_state_get_unit (state, i);
            if (bu->box == action->box && bu->unit.side == action->side)
              {
                hd_state_set_entrenched (state, i, action->flag);
                any = TRUE;
              }
          }
        if (!any)
          return hd_rules_refuse (error, "4.3", _("there are no %s units in %s to entrench"), hd_side_get_name (action->side),
                         hd_map_get_box (map, action->box)->name);
        return TRUE;
      }

    case HD_ACTION_SET_CONTROL:
      if ((guint) action->side >= HD_N_SIDES)
        return hd_rules_refuse (error, "8.0", _("a box is controlled by the Union, the Confederacy or, in Kentucky, no one"));
      if (action->side == HD_SIDE_NEUTRAL && hd_map_get_box (map, action->box)->side != HD_SIDE_NEUTRAL)
        return hd_rules_refuse (error, "8.0", _("only the tan boxes of Kentucky can be controlled by no one"));
      hd_state_set_control (state, action->box, action->side, action->flag);
      return TRUE;

    default:
      return hd_rules_refuse (error, "3.0", _("this is not an action of the game"));
    }
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
    case HD_ACTION_RECRUIT:
      return g_strdup_printf (_("Recruit a %s unit in %s"), unit, box);
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
