/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-leader.c: the leaders of the Advanced Game (Advanced 8.2-8.2.3):
 * their pieces as a game's options, where they stand, their arrival,
 * return, movement and reinforcement, and what they add to a battle.  It
 * acts through the hooks (hd-hooks.h): the pieces are set up with the
 * options, leaders arrive as their Player Turn begins and return in its
 * Recruitment Segment, one caught alone leaves after any action, their
 * actions are its own (place-leader, lead, lead-with, leader-reinforce),
 * and invariant 14 is checked here. */
#define G_LOG_DOMAIN "hd-leader"

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "hd-advanced.h"
#include "hd-battle.h"
#include "hd-excerpt.h"
#include "hd-calendar.h"
#include "hd-leader.h"
#include "hd-leader-private.h"
#include "hd-movement.h"
#include "hd-invariants.h"
#include "hd-rules.h"
#include "hd-state-private.h"

/* What the leader module adds to hd-leader-types.c: the key of a piece
 * in a game's options, and the values the set-ups print. */
typedef struct {
  const char *key;     /* in options: "leader-lee" */
  guint       value;   /* the set-ups' values (11.6, 11.7): before and after the change */
  guint       later;
} LeaderInfo;

static const LeaderInfo infos[HD_N_LEADERS] = {
  [HD_LEADER_LEE]     = { "leader-lee", 3, 2 },
  [HD_LEADER_GRANT]   = { "leader-grant", 1, 2 },
  [HD_LEADER_SHERMAN] = { "leader-sherman", 1, 2 },
};

void
hd_leader_get_known_spec (HdLeader      leader,
                          HdLeaderSpec *spec)
{
  g_return_if_fail ((guint) leader < HD_N_LEADERS && spec != NULL);
  *spec = (HdLeaderSpec) { 0, infos[leader].value, 0, infos[leader].later };
}

/* ------------------------------------------------ the pieces as options */

gboolean
hd_leader_is_option (const char *option)
{
  return option != NULL && g_str_has_prefix (option, "leader-") && strchr (option, '=') != NULL;
}

char *
hd_leader_describe_spec (HdLeader            leader,
                         const HdLeaderSpec *spec)
{
  g_autofree char *arrive = NULL;
  g_autofree char *change = NULL;

  g_return_val_if_fail ((guint) leader < HD_N_LEADERS && spec != NULL, NULL);
  arrive = hd_calendar_format (spec->arrive);
  change = hd_calendar_format (spec->change);
  /* TRANSLATORS: a leader's piece (Advanced 8.2), e.g. "Lee: 3 from 06/1862, 2 from 05/1863" */
  return g_strdup_printf (_("%s: %u from %s, %u from %s"), hd_leader_get_name (leader), spec->value, arrive, spec->later,
                          change);
}

/* A leader's piece as the option gives it, its dates as the players typed
 * them: "Grant: 1 from 02/1862, 2 from 03/1864" (not the Game Turn
 * "01/02/1862" that 02/1862 falls in); NULL for an option that is not a
 * leader's piece the rules accept. */
char *
hd_leader_describe_option (const char *option)
{
  HdLeader leader;
  HdLeaderSpec spec;
  g_auto(GStrv) parts = NULL;
  g_autofree char *arrive = NULL;
  g_autofree char *change = NULL;

  if (!hd_leader_is_option (option) || !hd_leader_spec_from_option (option, &leader, &spec, NULL))
    return NULL;
  /* value@date,value@date: checked just above */
  parts = g_strsplit_set (strchr (option, '=') + 1, "@,", -1);
  arrive = g_strstrip (g_strdup (parts[1]));
  change = g_strstrip (g_strdup (parts[3]));
  /* TRANSLATORS: a leader's piece (Advanced 8.2), e.g. "Lee: 3 from 06/1862, 2 from 05/1863" */
  return g_strdup_printf (_("%s: %u from %s, %u from %s"), hd_leader_get_name (leader), spec.value, arrive, spec.later,
                          change);
}

/* A Game Turn as one word: its first month and year, "01/1862" */
static char *
turn_word (guint turn)
{
  HdGameTurn gt;

  if (!hd_calendar_get_turn (turn, &gt))
    return g_strdup ("00/0000");
  return g_strdup_printf ("%02u/%u", gt.first_month, gt.year);
}

char *
hd_leader_spec_to_option (HdLeader            leader,
                          const HdLeaderSpec *spec)
{
  g_autofree char *arrive = NULL;
  g_autofree char *change = NULL;

  g_return_val_if_fail ((guint) leader < HD_N_LEADERS && spec != NULL, NULL);
  arrive = turn_word (spec->arrive);
  change = turn_word (spec->change);
  return g_strdup_printf ("%s=%u@%s,%u@%s", infos[leader].key, spec->value, arrive, spec->later, change);
}

/* "06/1862" or "01/02 1862": a Game Turn */
static guint
parse_turn (const char *text)
{
  guint month = 0, year = 0;
  char tail;

  if (text == NULL)
    return 0;
  if (sscanf (text, "%2u/%4u%c", &month, &year, &tail) == 2)
    return hd_calendar_find_turn (month, year);
  return hd_calendar_parse (text);
}

/* What the set-ups tell of the dates: Grant stands on the board in
 * 04/1862 (11.5), Lee and Sherman do not yet but do in 04/1863 (11.6); all
 * three have their later values in 04/1864 (11.7) and not in 04/1863.
 * @wrong: the part at fault. */
static gboolean
check_dates (HdLeader leader, const HdLeaderSpec *spec, HdLeaderPart *wrong, GError **error)
{
  guint t62 = hd_calendar_find_turn (4, 1862), t63 = hd_calendar_find_turn (4, 1863);
  guint t64 = hd_calendar_find_turn (4, 1864);
  const char *name = hd_leader_get_name (leader);

  *wrong = spec->arrive == 0 ? HD_LEADER_PART_ARRIVE : HD_LEADER_PART_CHANGE;
  if (spec->arrive == 0 || spec->change == 0)
    return hd_rules_refuse (error, "Advanced 8.2", _("%s's piece needs both of its dates, as MM/YYYY"), name);
  *wrong = spec->value < 1 || spec->value > 6 ? HD_LEADER_PART_VALUE : HD_LEADER_PART_LATER;
  if (spec->value < 1 || spec->value > 6 || spec->later < 1 || spec->later > 6)
    return hd_rules_refuse (error, "Advanced 8.2", _("%s's values are from 1 to 6"), name);
  *wrong = HD_LEADER_PART_CHANGE;
  if (spec->change <= spec->arrive)
    return hd_rules_refuse (error, "Advanced 8.2", _("%s's value changes after the leader arrives"), name);
  *wrong = HD_LEADER_PART_ARRIVE;
  if (leader == HD_LEADER_GRANT && spec->arrive > t62)
    return hd_rules_refuse (error, "11.5", _("Grant stands at Pittsburg Landing in the 1862 Scenario's set-up: he "
                                             "arrives by 04/1862"));
  if (leader != HD_LEADER_GRANT && (spec->arrive <= t62 || spec->arrive > t63))
    return hd_rules_refuse (error, "11.6", _("%s is not in the 1862 Scenario's set-up but is in 1863's: he arrives "
                                             "after 04/1862 and by 04/1863"),
                            name);
  *wrong = HD_LEADER_PART_CHANGE;
  if (spec->change <= t63 || spec->change > t64)
    return hd_rules_refuse (error, "11.7", _("%s has his first value in the 1863 Scenario's set-up and his second in "
                                             "1864's: the change comes after 04/1863 and by 04/1864"),
                            name);
  *wrong = HD_LEADER_PART_NONE;
  return TRUE;
}

gboolean
hd_leader_check_piece (HdLeader       leader,
                       const char    *arrive,
                       guint          value,
                       const char    *change,
                       guint          later,
                       HdLeaderPart  *wrong,
                       GError       **error)
{
  HdLeaderSpec spec;
  HdLeaderPart part;
  gboolean ok;

  g_return_val_if_fail ((guint) leader < HD_N_LEADERS, FALSE);
  spec = (HdLeaderSpec) { parse_turn (arrive), value, parse_turn (change), later };
  ok = check_dates (leader, &spec, &part, error);
  if (wrong != NULL)
    *wrong = part;
  return ok;
}

gboolean
hd_leader_spec_from_option (const char    *option,
                            HdLeader      *leader,
                            HdLeaderSpec  *spec,
                            GError       **error)
{
  g_auto(GStrv) halves = NULL;
  g_auto(GStrv) first = NULL;
  g_auto(GStrv) second = NULL;
  guint64 v1 = 0, v2 = 0;
  int which = -1;
  HdLeaderPart part;

  g_return_val_if_fail (leader != NULL && spec != NULL, FALSE);
  for (guint l = 0; option != NULL && l < HD_N_LEADERS; l++)
    if (g_str_has_prefix (option, infos[l].key) && option[strlen (infos[l].key)] == '=')
      which = (int) l;
  if (which < 0)
    {
      g_autofree char *quoted = hd_excerpt (option, -1);
      return hd_rules_refuse (error, "Advanced 8.2", _("\"%s\" names no leader: Lee, Grant or Sherman"), quoted);
    }
  halves = g_strsplit (strchr (option, '=') + 1, ",", -1);
  if (g_strv_length (halves) != 2)
    return hd_rules_refuse (error, "Advanced 8.2", _("a leader's piece is written as value@MM/YYYY,value@MM/YYYY"));
  first = g_strsplit (halves[0], "@", -1);
  second = g_strsplit (halves[1], "@", -1);
  if (g_strv_length (first) != 2 || g_strv_length (second) != 2 ||
      !g_ascii_string_to_unsigned (first[0], 10, 0, 9, &v1, NULL) ||
      !g_ascii_string_to_unsigned (second[0], 10, 0, 9, &v2, NULL))
    return hd_rules_refuse (error, "Advanced 8.2", _("a leader's piece is written as value@MM/YYYY,value@MM/YYYY"));
  *leader = (HdLeader) which;
  *spec = (HdLeaderSpec) { parse_turn (first[1]), (guint) v1, parse_turn (second[1]), (guint) v2 };
  return check_dates (*leader, spec, &part, error);
}

gboolean
hd_leader_check_options (const char * const  *options,
                         GError             **error)
{
  gboolean advanced = FALSE, seen[HD_N_LEADERS] = { FALSE };

  for (guint i = 0; options != NULL && options[i] != NULL; i++)
    {
      HdLeader leader;
      HdLeaderSpec spec;

      advanced |= g_str_equal (options[i], "advanced-8.2");
      if (!hd_leader_is_option (options[i]))
        continue;
      if (!hd_leader_spec_from_option (options[i], &leader, &spec, error))
        return FALSE;
      if (seen[leader])
        return hd_rules_refuse (error, "Advanced 8.2", _("%s's piece is given twice"), hd_leader_get_name (leader));
      seen[leader] = TRUE;
    }
  for (guint l = 0; l < HD_N_LEADERS; l++)
    {
      if (advanced && !seen[l])
        return hd_rules_refuse (error, "Advanced 8.2", _("the leaders need the dates printed on their pieces: %s's "
                                                         "are missing"),
                                hd_leader_get_name (l));
      if (!advanced && seen[l])
        return hd_rules_refuse (error, "Advanced 8.2", _("a leader's piece is given, but the Advanced Game's leaders "
                                                         "are not in play"));
    }
  return TRUE;
}

/* ------------------------------------------------------ where they are */

static gboolean
in_play (const HdState *state)
{
  return hd_state_has_option (state, "advanced-8.2");
}

guint
hd_leader_get_box (const HdState *state,
                   HdLeader       leader)
{
  g_return_val_if_fail (state != NULL && (guint) leader < HD_N_LEADERS, HD_NO_BOX);
  return state->leader_status[leader] == HD_LEADER_ON_BOARD ? state->leader_box[leader] : HD_NO_BOX;
}

guint
hd_leader_get_value (const HdState *state,
                     HdLeader       leader)
{
  const HdLeaderSpec *spec;

  g_return_val_if_fail (state != NULL && (guint) leader < HD_N_LEADERS, 0);
  spec = &state->leader_spec[leader];
  return spec->change != 0 && state->turn >= spec->change ? spec->later : spec->value;
}

guint
hd_leader_get_marches (const HdState *state,
                       HdLeader       leader)
{
  g_return_val_if_fail (state != NULL && (guint) leader < HD_N_LEADERS, 0);
  return state->leader_marches[leader];
}

gboolean
hd_leader_is_due (const HdState *state,
                  HdLeader       leader)
{
  g_return_val_if_fail (state != NULL && (guint) leader < HD_N_LEADERS, FALSE);
  return state->leader_status[leader] == HD_LEADER_ARRIVING && hd_leader_get_side (leader) == state->player;
}

int
hd_leader_next_due (const HdState *state)
{
  g_return_val_if_fail (state != NULL, -1);
  for (guint l = 0; l < HD_N_LEADERS; l++)
    if (hd_leader_is_due (state, l))
      return (int) l;
  return -1;
}

guint
hd_leader_battle_value (const HdState *state,
                        HdSide         side)
{
  guint v = 0;

  g_return_val_if_fail (state != NULL, 0);
  for (guint l = 0; l < HD_N_LEADERS && state->battle_box != HD_NO_BOX; l++)
    if (hd_leader_get_side (l) == side && hd_leader_get_box (state, l) == state->battle_box)
      v += hd_leader_get_value (state, l);
  return v;
}

guint
hd_leader_battle_pieces (const HdState *state,
                         HdSide         side)
{
  guint n = 0;

  g_return_val_if_fail (state != NULL, 0);
  for (guint l = 0; l < HD_N_LEADERS && state->battle_box != HD_NO_BOX; l++)
    if (hd_leader_get_side (l) == side && hd_leader_get_box (state, l) == state->battle_box)
      n += hd_leader_get_max_pieces (l);
  return n;
}

guint
hd_leader_desertion_value (const HdState *state,
                           HdSide         side)
{
  guint v = 0;

  g_return_val_if_fail (state != NULL, 0);
  for (guint l = 0; l < HD_N_LEADERS; l++)
    if (hd_leader_get_side (l) == side && state->leader_in_battle[l] && hd_leader_get_box (state, l) != HD_NO_BOX)
      v += hd_leader_get_value (state, l);
  return v;
}

/* ------------------------------------------------------------ checks */

static gboolean
check_leader (const HdState *state, HdLeader leader, GError **error)
{
  if (!in_play (state))
    return hd_rules_refuse (error, "Advanced 8.2", _("leaders are played only with the Advanced Game's rule for them"));
  if ((guint) leader >= HD_N_LEADERS)
    return hd_rules_refuse (error, "Advanced 8.2", _("the leaders are Lee, Grant and Sherman"));
  return TRUE;
}

static gboolean
friendly_units (const HdState *state, guint box, HdSide side)
{
  return hd_state_count_units_at (state, box, side) > 0;
}

gboolean
hd_leader_place_check (const HdState *state,
                       HdLeader       leader,
                       guint          box,
                       GError       **error)
{
  g_return_val_if_fail (state != NULL, FALSE);
  if (!check_leader (state, leader, error))
    return FALSE;
  if (box >= hd_map_get_n_boxes (state->map))
    return hd_rules_refuse (error, "1.3", _("there is no such box on the board"));
  if (!hd_leader_is_due (state, leader))
    return hd_rules_refuse (error, "Advanced 8.2", _("%s is placed on the board when he arrives, at the start of his "
                                                     "side's Player Turn on his date, or when he returns, in its next "
                                                     "Recruitment Segment after his capture; neither is due now"),
                            hd_leader_get_name (leader));
  if (!friendly_units (state, box, hd_leader_get_side (leader)))
    return hd_rules_refuse (error, "Advanced 8.2", _("a leader is placed in a box holding %s units, and %s holds none"),
                            hd_side_get_name (hd_leader_get_side (leader)), hd_map_get_box (state->map, box)->name);
  return TRUE;
}

/* A leader moves in its side's Movement Segment, no battle being fought. */
static gboolean
check_moving (const HdState *state, HdLeader leader, GError **error)
{
  if (!check_leader (state, leader, error))
    return FALSE;
  if (state->segment != HD_SEGMENT_MOVEMENT || state->player != hd_leader_get_side (leader))
    return hd_rules_refuse (error, "Advanced 8.2.1", _("%s moves in his side's Movement Segment"), hd_leader_get_name (leader));
  if (state->battle_box != HD_NO_BOX)
    return hd_rules_refuse (error, "5.0", _("the battle in %s must be finished first"),
                            hd_map_get_box (state->map, state->battle_box)->name);
  if (hd_leader_get_box (state, leader) == HD_NO_BOX)
    return hd_rules_refuse (error, "Advanced 8.2", _("%s is not on the board"), hd_leader_get_name (leader));
  return TRUE;
}

gboolean
hd_leader_march_check (const HdState *state,
                       HdLeader       leader,
                       guint          to,
                       GError       **error)
{
  HdMap *map;
  guint from;

  g_return_val_if_fail (state != NULL, FALSE);
  if (!check_moving (state, leader, error))
    return FALSE;
  map = state->map;
  if (to >= hd_map_get_n_boxes (map))
    return hd_rules_refuse (error, "1.3", _("there is no such box on the board"));
  from = state->leader_box[leader];
  if (state->leader_marches[leader] >= 2)
    return hd_rules_refuse (error, "Advanced 8.2.1", _("a leader moving alone makes up to two marches a Movement "
                                                       "Segment, and %s has made both"),
                            hd_leader_get_name (leader));
  if (to == from || hd_map_line_types_between (map, hd_map_get_box (map, from), hd_map_get_box (map, to)) == 0)
    return hd_rules_refuse (error, "Advanced 8.2.1", _("a leader alone marches one box along a road, railroad or "
                                                       "river, never by a jump move; %s is not next to %s"),
                            hd_map_get_box (map, to)->name, hd_map_get_box (map, from)->name);
  if (!hd_movement_step_check (state, hd_leader_get_side (leader), from, to, error))
    return FALSE;
  if (hd_state_count_units_at (state, to, hd_side_get_enemy (hd_leader_get_side (leader))) > 0 &&
      !friendly_units (state, to, hd_leader_get_side (leader)))
    return hd_rules_refuse (error, "Advanced 8.2", _("a leader alone would be caught in %s, held by enemy units only"),
                            hd_map_get_box (map, to)->name);
  return TRUE;
}

/* The unit left the leader's box this segment: by a march that began
 * there, one box or more, by any line (Advanced 8.2.1, "Leaders may move
 * normally with the pieces in their box"), or by sea or invasion (it
 * began the segment there). */
static gboolean
left_from (const HdBoardUnit *bu, guint box)
{
  if (bu->move.by_sea)
    return bu->move.start_box == box && bu->box != box;
  return bu->move.marches > 0 && bu->move.march_from == box && bu->box != box;
}

gboolean
hd_leader_follow_check (const HdState *state,
                        HdLeader       leader,
                        guint          unit_id,
                        GError       **error)
{
  int index;
  const HdBoardUnit *bu;

  g_return_val_if_fail (state != NULL, FALSE);
  if (!check_moving (state, leader, error))
    return FALSE;
  index = hd_state_find_unit_by_id (state, unit_id);
  if (index < 0)
    return hd_rules_refuse (error, "1.4", _("there is no such unit"));
  bu = hd_state_get_unit (state, (guint) index);
  if (bu->unit.side != hd_leader_get_side (leader) || !left_from (bu, state->leader_box[leader]))
    return hd_rules_refuse (error, "Advanced 8.2.1", _("a leader goes with a piece of its side that has just left its "
                                                       "box, by march, by sea or by invasion"));
  if (!bu->move.by_sea && bu->move.cavalry_jump)
    return hd_rules_refuse (error, "Advanced 8.2.1", _("leaders \"may not undertake cavalry jump moves\": %s does not "
                                                       "go with a cavalry unit's jump past enemy units (rule 4.4)"),
                            hd_leader_get_name (leader));
  return TRUE;
}

gboolean
hd_leader_reinforce_check (const HdState *state,
                           HdLeader       leader,
                           GError       **error)
{
  guint from;
  HdMap *map;

  g_return_val_if_fail (state != NULL, FALSE);
  if (!check_leader (state, leader, error))
    return FALSE;
  if (state->battle_box == HD_NO_BOX)
    return hd_rules_refuse (error, "5.5", _("no battle is being fought"));
  if (state->battle_round < 2)
    return hd_rules_refuse (error, "5.5", _("reinforcements join from the second battle round on"));
  if (hd_leader_get_side (leader) != state->battle_firing)
    return hd_rules_refuse (error, "5.5", _("only the side about to fire may reinforce now"));
  from = hd_leader_get_box (state, leader);
  map = state->map;
  if (from == HD_NO_BOX || from == state->battle_box ||
      hd_map_line_types_between (map, hd_map_get_box (map, from), hd_map_get_box (map, state->battle_box)) == 0)
    return hd_rules_refuse (error, "Advanced 8.2.1", _("a leader reinforces a battle from a box next to it, along a "
                                                       "line, alone or with the units"));
  return TRUE;
}

static GArray *
boxes_where (const HdState *state, HdLeader leader,
             gboolean (*check) (const HdState *, HdLeader, guint, GError **))
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));
  guint n_boxes = hd_map_get_n_boxes (state->map);

  if (!in_play (state))             /* every box refused by check_leader */
    return out;
  for (guint b = 0; b < n_boxes; b++)
    if (check (state, leader, b, NULL))
      g_array_append_val (out, b);
  return out;
}

GArray *
hd_leader_place_boxes (const HdState *state,
                       HdLeader       leader)
{
  g_return_val_if_fail (state != NULL, NULL);
  return boxes_where (state, leader, hd_leader_place_check);
}

GArray *
hd_leader_march_boxes (const HdState *state,
                       HdLeader       leader)
{
  g_return_val_if_fail (state != NULL, NULL);
  return boxes_where (state, leader, hd_leader_march_check);
}

GArray *
hd_leader_follow_units (const HdState *state,
                        HdLeader       leader)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));

  g_return_val_if_fail (state != NULL, out);
  if (!in_play (state))             /* every unit refused by check_leader */
    return out;
  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    if (hd_leader_follow_check (state, leader, hd_state_get_unit (state, i)->id, NULL))
      g_array_append_val (out, hd_state_get_unit (state, i)->id);
  return out;
}

/* ----------------------------------------------- the engine's changes */

gboolean
hd_leader_place (HdState  *state,
                 HdLeader  leader,
                 guint     box,
                 GError  **error)
{
  if (!hd_leader_place_check (state, leader, box, error))
    return FALSE;
  state->leader_box[leader] = box;
  state->leader_status[leader] = HD_LEADER_ON_BOARD;
  return TRUE;
}

gboolean
hd_leader_march (HdState  *state,
                 HdLeader  leader,
                 guint     to,
                 GError  **error)
{
  if (!hd_leader_march_check (state, leader, to, error))
    return FALSE;
  state->leader_box[leader] = to;
  state->leader_marches[leader]++;
  return TRUE;
}

gboolean
hd_leader_follow (HdState  *state,
                  HdLeader  leader,
                  guint     unit_id,
                  GError  **error)
{
  if (!hd_leader_follow_check (state, leader, unit_id, error))
    return FALSE;
  state->leader_box[leader] = hd_state_get_unit (state, (guint) hd_state_find_unit_by_id (state, unit_id))->box;
  return TRUE;
}

gboolean
hd_leader_reinforce (HdState  *state,
                     HdLeader  leader,
                     GError  **error)
{
  if (!hd_leader_reinforce_check (state, leader, error))
    return FALSE;
  state->leader_box[leader] = state->battle_box;
  state->leader_in_battle[leader] = TRUE;
  return TRUE;
}

/* Set-up: the pieces from the options, the scenario's leaders on the
 * board when the rule is in play. */
void
hd_leader_set_up (HdState            *state,
                  const char * const *options)
{
  for (guint l = 0; l < HD_N_LEADERS; l++)
    {
      hd_leader_get_known_spec (l, &state->leader_spec[l]);
      state->leader_box[l] = HD_NO_BOX;
      state->leader_status[l] = HD_LEADER_AWAY;
      state->leader_marches[l] = 0;
      state->leader_in_battle[l] = FALSE;
    }
  for (guint i = 0; options != NULL && options[i] != NULL; i++)
    {
      HdLeader leader;
      HdLeaderSpec spec;
      if (hd_leader_is_option (options[i]) && hd_leader_spec_from_option (options[i], &leader, &spec, NULL))
        state->leader_spec[leader] = spec;
    }
  if (!in_play (state))
    return;
  for (guint l = 0; l < HD_N_LEADERS; l++)
    if (state->leader_start_box[l] != HD_NO_BOX)
      {
        state->leader_box[l] = state->leader_start_box[l];
        state->leader_status[l] = HD_LEADER_ON_BOARD;
      }
  hd_leader_begin_turn (state);
}

/* The start of a Player Turn: the player's leaders whose date has come
 * arrive (Advanced 8.2); every leader's marches start afresh. */
void
hd_leader_begin_turn (HdState *state)
{
  memset (state->leader_marches, 0, sizeof state->leader_marches);
  for (guint l = 0; l < HD_N_LEADERS && in_play (state); l++)
    if (hd_leader_get_side (l) == state->player && state->leader_status[l] == HD_LEADER_AWAY &&
        state->leader_spec[l].arrive != 0 && state->turn >= state->leader_spec[l].arrive)
      state->leader_status[l] = HD_LEADER_ARRIVING;
}

/* The player's Recruitment Segment: captured leaders return. */
void
hd_leader_begin_recruitment (HdState *state)
{
  for (guint l = 0; l < HD_N_LEADERS; l++)
    if (hd_leader_get_side (l) == state->player && state->leader_status[l] == HD_LEADER_CAPTURED)
      state->leader_status[l] = HD_LEADER_ARRIVING;
}

/* After every action: a leader alone with enemy units is caught; it
 * returns in its owner's next Recruitment Segment (Advanced 8.2.2). */
void
hd_leader_after_action (HdState *state)
{
  for (guint l = 0; l < HD_N_LEADERS; l++)
    {
      guint box = hd_leader_get_box (state, l);
      if (box == HD_NO_BOX || friendly_units (state, box, hd_leader_get_side (l)) ||
          hd_state_count_units_at (state, box, hd_side_get_enemy (hd_leader_get_side (l))) == 0)
        continue;
      state->leader_box[l] = HD_NO_BOX;
      state->leader_status[l] = HD_LEADER_CAPTURED;
    }
}

/* A battle begins in @box: its leaders are present. */
void
hd_leader_begin_battle (HdState *state,
                        guint    box)
{
  for (guint l = 0; l < HD_N_LEADERS; l++)
    state->leader_in_battle[l] = hd_leader_get_box (state, l) == box;
}

/* @side's units in @from went to @to (a retreat, a withdrawal): its
 * leaders there go with them. */
void
hd_leader_go_with (HdState *state,
                   HdSide   side,
                   guint    from,
                   guint    to)
{
  for (guint l = 0; l < HD_N_LEADERS; l++)
    if (hd_leader_get_side (l) == side && hd_leader_get_box (state, l) == from)
      state->leader_box[l] = to;
}

/* A leader is owed once he is due and can be placed: a side with no unit
 * on the board places him as soon as it has one (Advanced 8.2), outside
 * the Combat Segment and any battle ("one battle must be finished before
 * anything else", 5.0). */
int
hd_leader_owed (const HdState *state)
{
  int leader = hd_leader_next_due (state);

  if (leader < 0 || hd_state_get_segment (state) == HD_SEGMENT_COMBAT || hd_battle_in_progress (state))
    return -1;
  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    if (hd_state_get_unit (state, i)->unit.side == hd_leader_get_side ((HdLeader) leader))
      return leader;
  return -1;
}

/* ------------------------------------------------ the hooks of battles */

static guint
battle_pluses (const HdState *state, HdSide side, guint *pieces)
{
  *pieces += hd_leader_battle_pieces (state, side);
  return hd_leader_battle_value (state, side);
}

/* ------------------------------------------------------------ the hooks */

static void
action_applied (HdState *state, const HdAction *action)
{
  hd_leader_after_action (state);   /* a leader caught alone (Advanced 8.2.2) */
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

static char *
check_invariants (const HdState *self)
{
  for (guint l = 0; l < HD_N_LEADERS; l++)
    {
      HdSide side = hd_leader_get_side (l);
      guint box = self->leader_box[l];

      if (!hd_state_has_option (self, "advanced-8.2") && self->leader_status[l] != HD_LEADER_AWAY)
        return hd_invariants_broken (14, "a leader in play without Advanced 8.2");
      if (self->leader_status[l] > HD_LEADER_CAPTURED || self->leader_marches[l] > 2)
        return hd_invariants_broken (14, "a leader of no status, or more than two marches alone");
      if (self->leader_status[l] != HD_LEADER_ON_BOARD)
        continue;
      if (box >= hd_map_get_n_boxes (self->map))
        return hd_invariants_broken (14, "a leader off the map");
      if (hd_state_count_units_at (self, box, side) == 0 &&
          hd_state_count_units_at (self, box, hd_side_get_enemy (side)) > 0)
        return hd_invariants_broken (14, "a leader alone with enemy units");
    }
  return NULL;
}

/* Owed first: a leader placed as he arrives or returns (Advanced 8.2). */
static gboolean
awaited (const HdState *state, HdAwaited *owed, GError **refusal)
{
  int which = hd_leader_owed (state);

  if (which < 0)
    return FALSE;
  *owed = (HdAwaited) { .kind = HD_AWAITED_LEADER, .which = which, .action = HD_ACTION_PLACE_LEADER,
                        .rule = "Advanced 8.2", .side = hd_leader_get_side ((HdLeader) which),
                        .sort = HD_AWAITS_CHOICE, .first = TRUE };
  hd_rules_refuse (refusal, owed->rule, _("%s comes onto the board first: place him in a box holding friendly "
                                          "units"),
                   hd_leader_get_name ((HdLeader) which));
  return TRUE;
}

static const HdHookedAction actions[] = {
  { HD_ACTION_PLACE_LEADER, check_place_leader, apply_place_leader },
  { HD_ACTION_LEAD, check_lead, apply_lead },
  { HD_ACTION_LEAD_WITH, check_lead_with, apply_lead_with },
  { HD_ACTION_LEADER_REINFORCE, check_leader_reinforce, apply_leader_reinforce },
};

const HdHooks hd_leader_hooks = {
  .name = "leaders (Advanced 8.2)",
  .battle_begun = hd_leader_begin_battle,
  .army_moved = hd_leader_go_with,
  .battle_pluses = battle_pluses,
  .options_set = hd_leader_set_up,
  .turn_begun = hd_leader_begin_turn,
  .recruitment_begun = hd_leader_begin_recruitment,
  .action_applied = action_applied,
  .check_invariants = check_invariants,
  .awaited = awaited,
  .actions = actions,
  .n_actions = G_N_ELEMENTS (actions),
};

const HdOptionKind hd_leader_option_kind = {
  .is_option = hd_leader_is_option,
  .check_options = hd_leader_check_options,
};
