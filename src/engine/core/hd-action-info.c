/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-action-info.c: the table of action types, one entry a type: its
 * name in save files, its fields, whether it is a correction, its
 * transcript words, its sentences for a person and how a lesson matches
 * it (hd-action-info.h says how each part is written).  Data only: what
 * an action does is its check and apply, in hd-action.c. */
#define G_LOG_DOMAIN "hd-action-info"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-action-info.h"

/* A sentence with a plural, for the table (xgettext: NP_:1,2). */
#define NP_(singular, plural) singular, plural

#define PIECE HD_FIELDS_PIECE
/* What a lesson compares of the types it has no rule of its own for
 * (the Advanced dice compare their die too). */
#define MATCH_PIECE (HD_MATCH_BOX | HD_MATCH_SIDE | HD_MATCH_KIND)

#define FORM(w) { { HD_WHEN_ALWAYS, w } }
#define TELL(f, ...) { { HD_WHEN_ALWAYS, f, NULL, { __VA_ARGS__ } } }

static const HdActionInfo infos[HD_N_ACTION_TYPES] = {
  [HD_ACTION_ADD_UNIT] = {
    "add-unit", HD_FIELD_BOX | PIECE | HD_FIELD_FLAG, TRUE,
    FORM ("add {side} {kind} {reduced?} {flag?entrenched} in {box}"),
    TELL (N_("Put a %s %s unit in %s"), HD_ARG_SIDE, HD_ARG_KIND, HD_ARG_BOX),
    MATCH_PIECE, FALSE },
  [HD_ACTION_REMOVE_UNIT] = {
    "remove-unit", HD_FIELD_BOX | PIECE, TRUE,
    FORM ("remove {side} {kind} {reduced?} from {box}"),
    TELL (N_("Take a %s %s unit out of %s"), HD_ARG_SIDE, HD_ARG_KIND, HD_ARG_BOX),
    MATCH_PIECE, FALSE },
  [HD_ACTION_MOVE_UNIT] = {
    "move-unit", HD_FIELD_BOX | HD_FIELD_TO | PIECE, TRUE,
    FORM ("move {side} {kind} {reduced?} from {box} to {to}"),
    TELL (N_("Move a %s %s unit from %s to %s"), HD_ARG_SIDE, HD_ARG_KIND, HD_ARG_BOX, HD_ARG_TO),
    MATCH_PIECE, FALSE },
  [HD_ACTION_FLIP_UNIT] = {
    "flip-unit", HD_FIELD_BOX | PIECE, TRUE,
    FORM ("flip {side} {kind} {reduced?} in {box}"),
    { { HD_WHEN_REDUCED, N_("Flip a %s %s unit in %s to full strength"), NULL,
        { HD_ARG_SIDE, HD_ARG_KIND, HD_ARG_BOX } },
      { HD_WHEN_ALWAYS, N_("Flip a %s %s unit in %s to its reduced side"), NULL,
        { HD_ARG_SIDE, HD_ARG_KIND, HD_ARG_BOX } } },
    MATCH_PIECE, FALSE },
  [HD_ACTION_SET_ENTRENCHED] = {
    "set-entrenched", HD_FIELD_BOX | PIECE | HD_FIELD_FLAG, TRUE,
    FORM ("{flag=entrench/unentrench} {side} in {box}"),
    { { HD_WHEN_FLAG, N_("Entrench the %s units in %s"), NULL, { HD_ARG_SIDE, HD_ARG_BOX } },
      { HD_WHEN_ALWAYS, N_("Remove the %s entrenchment in %s"), NULL, { HD_ARG_SIDE, HD_ARG_BOX } } },
    MATCH_PIECE, FALSE },
  [HD_ACTION_SET_CONTROL] = {
    "set-control", HD_FIELD_BOX | HD_FIELD_SIDE | HD_FIELD_FLAG, TRUE,
    FORM ("control {side+neutral} {box} {flag?with_marker}"),
    { { HD_WHEN_NEUTRAL, N_("Make %s neutral"), NULL, { HD_ARG_BOX } },
      { HD_WHEN_ALWAYS, N_("Give control of %s to the %s"), NULL, { HD_ARG_BOX, HD_ARG_SIDE_NOUN } } },
    MATCH_PIECE, FALSE },
  [HD_ACTION_END_SEGMENT] = {
    "end-segment", 0, FALSE,
    FORM ("end segment"),
    TELL (N_("End the segment"), HD_ARG_NONE),
    0, FALSE },
  [HD_ACTION_ROLL_MARCHES] = {
    "roll-marches", HD_FIELD_DIE, FALSE,
    FORM ("roll {die} for marches"),
    /* TRANSLATORS: the march die of rule 4.0 */
    TELL (N_("Roll %u for marches"), HD_ARG_DIE),
    HD_MATCH_DIE, FALSE },
  [HD_ACTION_MARCH] = {
    "march", HD_FIELD_BOX, FALSE,
    FORM ("march from {box}"),
    TELL (N_("March from %s"), HD_ARG_BOX),
    HD_MATCH_BOX, FALSE },
  [HD_ACTION_MARCH_MOVE] = {
    "march-move", HD_FIELD_BOX | HD_FIELD_ROUTE | PIECE | HD_FIELD_BY_ID, FALSE,
    { { HD_WHEN_BY_ID, "march {unit} from {box} {route}" },
      { HD_WHEN_ALWAYS, "march {side} {kind} {reduced?} from {box} {route}" } },
    { { HD_WHEN_BY_ID, N_("Move %s from %s to %s"), NULL, { HD_ARG_UNIT, HD_ARG_BOX, HD_ARG_ROUTE_END } },
      { HD_WHEN_ALWAYS, N_("Move a %s %s unit from %s to %s"), NULL,
        { HD_ARG_SIDE, HD_ARG_KIND, HD_ARG_BOX, HD_ARG_ROUTE_END } } },
    HD_MATCH_MOVER | HD_MATCH_ROUTE_END, FALSE },
  [HD_ACTION_DIG_IN] = {
    "dig-in", HD_FIELD_BOX, FALSE,
    FORM ("dig in at {box}"),
    TELL (N_("Entrench in %s"), HD_ARG_BOX),
    HD_MATCH_BOX, FALSE },
  [HD_ACTION_SEA_MOVE] = {
    "sea-move", HD_FIELD_BOX | HD_FIELD_TO | PIECE | HD_FIELD_FLAG, FALSE,
    FORM ("{flag=invade/sail} {side} {kind} {reduced?} from {box} to {to}"),
    { { HD_WHEN_FLAG, N_("Invade %s from the sea with a %s %s unit from %s"), NULL,
        { HD_ARG_TO, HD_ARG_SIDE, HD_ARG_KIND, HD_ARG_BOX } },
      { HD_WHEN_ALWAYS, N_("Sail a %s %s unit from %s to %s"), NULL,
        { HD_ARG_SIDE, HD_ARG_KIND, HD_ARG_BOX, HD_ARG_TO } } },
    HD_MATCH_BOX | HD_MATCH_TO | HD_MATCH_KIND | HD_MATCH_FLAG, FALSE },
  [HD_ACTION_BATTLE] = {
    "battle", HD_FIELD_BOX, FALSE,
    FORM ("battle at {box}"),
    TELL (N_("Fight the battle in %s"), HD_ARG_BOX),
    HD_MATCH_BOX, FALSE },
  [HD_ACTION_WITHDRAW] = {
    "withdraw", HD_FIELD_TO, FALSE,
    FORM ("withdraw to {to}"),
    TELL (N_("Withdraw the defending cavalry to %s"), HD_ARG_TO),
    HD_MATCH_TO, FALSE },
  [HD_ACTION_FIRE] = {
    "fire", HD_FIELD_SHOTS, FALSE,
    FORM ("fire {shots}"),
    { { HD_WHEN_ALWAYS, NP_("Fire %u shot", "Fire %u shots"), { HD_ARG_N_SHOTS } } },
    HD_MATCH_SHOTS, TRUE },
  [HD_ACTION_RETREAT] = {
    "retreat", HD_FIELD_TO, FALSE,
    FORM ("retreat to {to}"),
    TELL (N_("Retreat to %s"), HD_ARG_TO),
    HD_MATCH_TO, FALSE },
  [HD_ACTION_REINFORCE] = {
    "reinforce", HD_FIELD_UNIT, FALSE,
    FORM ("reinforce [with] {unit}"),
    TELL (N_("Reinforce the battle with %s"), HD_ARG_UNIT),
    HD_MATCH_UNIT, TRUE },
  [HD_ACTION_PROMOTE] = {
    "promote", HD_FIELD_UNIT, FALSE,
    FORM ("promote (with) {unit}"),
    TELL (N_("Promote %s"), HD_ARG_UNIT),
    HD_MATCH_UNIT, TRUE },
  [HD_ACTION_RECOVER] = {
    "recover", HD_FIELD_UNIT, FALSE,
    FORM ("recover {unit}"),
    TELL (N_("Recover %s"), HD_ARG_UNIT),
    HD_MATCH_UNIT, FALSE },
  [HD_ACTION_ROLL_PROMOTION] = {
    "roll-promotion", HD_FIELD_DIE, FALSE,
    FORM ("roll {die} for promotion|promotions"),
    TELL (N_("Roll %u for promotions"), HD_ARG_DIE),
    HD_MATCH_DIE, FALSE },
  [HD_ACTION_ROLL_RECRUITMENT] = {
    "roll-recruitment", HD_FIELD_DIE, FALSE,
    FORM ("roll {die} for recruitment"),
    TELL (N_("Roll %u for recruitment"), HD_ARG_DIE),
    HD_MATCH_DIE, FALSE },
  [HD_ACTION_RECRUIT] = {
    "recruit", HD_FIELD_BOX | HD_FIELD_SIDE | HD_FIELD_KIND, FALSE,
    FORM ("recruit {side} {kind} in {box}"),
    TELL (N_("Recruit a %s unit in %s"), HD_ARG_KIND, HD_ARG_BOX),
    HD_MATCH_BOX | HD_MATCH_KIND, FALSE },
  [HD_ACTION_ROLL_WASHINGTON] = {
    "roll-washington", HD_FIELD_DIE, FALSE,
    FORM ("roll {die} for Washington"),
    TELL (N_("Roll %u for the fall of Washington"), HD_ARG_DIE),
    MATCH_PIECE | HD_MATCH_DIE, FALSE },
  [HD_ACTION_SUPPLY_LOSS] = {
    "supply-loss", HD_FIELD_UNIT, FALSE,
    FORM ("unsupplied {unit}"),
    TELL (N_("Give up %s, out of supply"), HD_ARG_UNIT),
    MATCH_PIECE, FALSE },
  [HD_ACTION_ROLL_LEADERSHIP] = {
    "roll-leadership", HD_FIELD_SIDE | HD_FIELD_DIE, FALSE,
    FORM ("roll {die} for {side} leadership"),
    TELL (N_("Roll %u for the %s battlefield leadership"), HD_ARG_DIE, HD_ARG_SIDE),
    MATCH_PIECE | HD_MATCH_DIE, FALSE },
  [HD_ACTION_CONTAIN] = {
    "contain", HD_FIELD_BOX, FALSE,
    FORM ("contain at {box}"),
    TELL (N_("Contain the Union units in %s"), HD_ARG_BOX),
    MATCH_PIECE, FALSE },
  [HD_ACTION_BREAK_OUT] = {
    "break-out", HD_FIELD_BOX, FALSE,
    FORM ("break out at {box}"),
    TELL (N_("Break out of %s"), HD_ARG_BOX),
    MATCH_PIECE, FALSE },
  [HD_ACTION_MORALE] = {
    "morale", HD_FIELD_SHOTS, FALSE,
    FORM ("morale {checks}"),
    { { HD_WHEN_ALWAYS, NP_("Roll %u morale check", "Roll %u morale checks"), { HD_ARG_N_SHOTS } } },
    MATCH_PIECE, FALSE },
  [HD_ACTION_RALLY] = {
    "rally", HD_FIELD_SIDE | HD_FIELD_UNIT, FALSE,
    { { HD_WHEN_NO_UNIT, "no rally for {side}" }, { HD_WHEN_ALWAYS, "rally {unit}" } },
    { { HD_WHEN_NO_UNIT, N_("No rally for the %s"), NULL, { HD_ARG_SIDE_NOUN } },
      { HD_WHEN_ALWAYS, N_("Rally %s"), NULL, { HD_ARG_UNIT } } },
    MATCH_PIECE, FALSE },
  [HD_ACTION_DESERTION] = {
    "desertion", HD_FIELD_SHOTS, FALSE,
    FORM ("desertion {checks}"),
    { { HD_WHEN_ALWAYS, NP_("Roll %u desertion check", "Roll %u desertion checks"), { HD_ARG_N_SHOTS } } },
    MATCH_PIECE, FALSE },
  [HD_ACTION_ROLL_BORDER] = {
    "roll-border", HD_FIELD_BOX | HD_FIELD_DIE, FALSE,
    FORM ("roll {die} for {border}"),
    TELL (N_("Roll %u for the support of %s"), HD_ARG_DIE, HD_ARG_BORDER),
    MATCH_PIECE | HD_MATCH_DIE, FALSE },
  [HD_ACTION_SAIL_EUROPE] = {
    "sail-from-europe", HD_FIELD_KIND | HD_FIELD_TO, FALSE,
    FORM ("sail {side=confederate} {kind} from Europe to {to}"),
    TELL (N_("Bring a %s unit from Europe to %s"), HD_ARG_KIND, HD_ARG_TO),
    MATCH_PIECE, FALSE },
  [HD_ACTION_PLACE_LEADER] = {
    "place-leader", HD_FIELD_LEADER | HD_FIELD_BOX, FALSE,
    FORM ("place {leader} in {box}"),
    TELL (N_("Place %s in %s"), HD_ARG_LEADER, HD_ARG_BOX),
    MATCH_PIECE, FALSE },
  [HD_ACTION_LEAD] = {
    "lead", HD_FIELD_LEADER | HD_FIELD_TO, FALSE,
    FORM ("lead {leader} to {to}"),
    TELL (N_("%s marches to %s"), HD_ARG_LEADER, HD_ARG_TO),
    MATCH_PIECE, FALSE },
  [HD_ACTION_LEAD_WITH] = {
    "lead-with", HD_FIELD_LEADER | HD_FIELD_UNIT, FALSE,
    FORM ("lead {leader} with {unit}"),
    TELL (N_("%s goes with %s"), HD_ARG_LEADER, HD_ARG_UNIT),
    MATCH_PIECE, FALSE },
  [HD_ACTION_LEADER_REINFORCE] = {
    "leader-reinforce", HD_FIELD_LEADER, FALSE,
    FORM ("reinforce [with] {leader}"),
    TELL (N_("%s joins the battle"), HD_ARG_LEADER),
    MATCH_PIECE, FALSE },
};

/* Each HdActionField's attribute in a save file, by the field's bit. */
static const char * const attributes[HD_N_ACTION_FIELDS] = {
  "box", "to", "side", "kind", "reduced", "flag", "die", "route", "unit", "shots", "by-id", "leader",
};

const HdActionInfo *
hd_action_info_get (HdActionType type)
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
hd_action_info_is_correction (HdActionType type)
{
  return (guint) type < HD_N_ACTION_TYPES && infos[type].correction;
}

/* The attribute that records @field (one bit) in a save file. */
const char *
hd_action_field_get_attribute (HdActionField field)
{
  int bit = g_bit_nth_lsf ((gulong) field, -1);

  g_return_val_if_fail (bit >= 0 && bit < HD_N_ACTION_FIELDS, NULL);
  return attributes[bit];
}
