/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-leaders.c: the Advanced Game's leaders (Advanced 8.2-8.2.3), each
 * rule both ways: the pieces as a game's options and what the set-ups
 * tell of them, the set-ups' leaders, arrival on the date, the change of
 * value, marches alone and with units, capture and return, reinforcement,
 * the pluses of 8.2.2 with Lee's example replayed, Grant and Sherman
 * together, the day's leadership of Advanced 7.0, desertion (8.2.3), and
 * the transcript lines and save elements. */
#include "config.h"

#include <string.h>

#include "hd-battle.h"
#include "hd-game.h"
#include "hd-leader.h"
#include "hd-leader-private.h"
#include "hd-morale.h"
#include "hd-movement.h"
#include "hd-options.h"
#include "hd-state-private.h"
#include "hd-battle-days.h"
#include "hd-turn.h"
#include "hd-test-util.h"
#include "hd-action-line.h"
#include "hd-transcript.h"

static HdMap *board;

#define PIECES "leader-lee=3@06/1862,2@05/1863 leader-grant=1@02/1862,2@03/1864 leader-sherman=1@05/1862,2@03/1864"

static HdState *
leaders_state (const char *scenario, const char *more, gboolean first, HdSide player)
{
  g_autofree char *options = g_strdup_printf ("advanced-8.2 %s%s%s", PIECES, more ? " " : "", more ? more : "");
  return hd_test_bare_state (board, scenario, options, first, player);
}

/* The pieces: written as options, read back, checked against what the
 * set-ups tell (11.5-11.7). */
static void
test_pieces (void)
{
  HdLeader l;
  HdLeaderSpec spec, known;
  g_autoptr(GError) error = NULL;
  g_autofree char *option = NULL;
  const char *good[] = { "advanced-8.2", "leader-lee=3@06/1862,2@05/1863", "leader-grant=1@02/1862,2@03/1864",
                         "leader-sherman=1@05/1862,2@03/1864", NULL };

  hd_leader_get_known_spec (HD_LEADER_LEE, &known);
  g_assert_cmpuint (known.value, ==, 3);   /* Lee's example, and 11.6 */
  g_assert_cmpuint (known.later, ==, 2);   /* 11.7 */
  hd_leader_get_known_spec (HD_LEADER_SHERMAN, &known);
  g_assert_cmpuint (known.value, ==, 1);
  g_assert_cmpuint (known.later, ==, 2);
  g_assert_true (hd_leader_spec_from_option ("leader-lee=3@06/1862,2@05/1863", &l, &spec, &error));
  g_assert_no_error (error);
  g_assert_cmpint (l, ==, HD_LEADER_LEE);
  option = hd_leader_spec_to_option (l, &spec);
  {
    HdLeader l2;
    HdLeaderSpec spec2;
    g_assert_true (hd_leader_spec_from_option (option, &l2, &spec2, NULL));
    g_assert_cmpmem (&spec, sizeof spec, &spec2, sizeof spec2);
  }
  g_assert_true (hd_options_validate (good, NULL) || !hd_options_lookup ("advanced-8.2")->implemented);
  g_assert_true (hd_leader_check_options (good, NULL));
  /* Grant stands at Pittsburg Landing in 04/1862 (11.5) */
  g_assert_false (hd_leader_spec_from_option ("leader-grant=1@05/1862,2@03/1864", &l, &spec, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "11.5");
  g_clear_error (&error);
  /* Lee is not in 1862's set-up but is in 1863's (11.6) */
  g_assert_false (hd_leader_spec_from_option ("leader-lee=3@03/1862,2@05/1863", &l, &spec, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "11.6");
  g_clear_error (&error);
  /* the values change between 1863's set-up and 1864's (11.7) */
  g_assert_false (hd_leader_spec_from_option ("leader-sherman=1@05/1862,2@03/1863", &l, &spec, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "11.7");
  g_clear_error (&error);
  g_assert_false (hd_leader_spec_from_option ("leader-lee=3@06/1862", &l, &spec, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Advanced 8.2");
  g_clear_error (&error);
  /* every piece with the rule, none without it */
  g_assert_false (hd_leader_check_options ((const char *[]) { "advanced-8.2", good[1], good[2], NULL }, &error));
  g_assert_nonnull (strstr (error->message, "Sherman"));
  g_clear_error (&error);
  g_assert_false (hd_leader_check_options ((const char *[]) { good[1], NULL }, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Advanced 8.2");
  g_clear_error (&error);
}

/* The set-ups place their leaders (11.5-11.7), with the values of the
 * pieces at that date; without the rule nobody is on the board. */
static void
test_set_ups (void)
{
  g_autoptr(HdState) s62 = leaders_state ("1862", NULL, TRUE, HD_SIDE_UNION);
  g_autoptr(HdState) s63 = leaders_state ("1863", NULL, TRUE, HD_SIDE_UNION);
  g_autoptr(HdState) s64 = leaders_state ("1864", NULL, TRUE, HD_SIDE_UNION);
  g_autoptr(HdState) plain = hd_test_bare_state (board, "1864", NULL, TRUE, HD_SIDE_UNION);

  g_assert_cmpuint (hd_leader_get_box (s62, HD_LEADER_GRANT), ==, hd_test_box (board, "Pittsburg Landing"));
  g_assert_cmpuint (hd_leader_get_box (s62, HD_LEADER_LEE), ==, HD_NO_BOX);
  g_assert_cmpuint (hd_leader_get_box (s63, HD_LEADER_LEE), ==, hd_test_box (board, "Fredericksburg"));
  g_assert_cmpuint (hd_leader_get_value (s63, HD_LEADER_LEE), ==, 3);
  g_assert_cmpuint (hd_leader_get_box (s63, HD_LEADER_SHERMAN), ==, hd_test_box (board, "Arkansas Post"));
  g_assert_cmpuint (hd_leader_get_value (s63, HD_LEADER_GRANT), ==, 1);
  g_assert_cmpuint (hd_leader_get_value (s64, HD_LEADER_LEE), ==, 2);
  g_assert_cmpuint (hd_leader_get_value (s64, HD_LEADER_GRANT), ==, 2);
  g_assert_cmpuint (hd_leader_get_box (s64, HD_LEADER_GRANT), ==, hd_test_box (board, "Washington"));
  for (guint l = 0; l < HD_N_LEADERS; l++)
    g_assert_cmpuint (hd_leader_get_box (plain, l), ==, HD_NO_BOX);
}

/* Arrival on the date printed, at the start of the side's Player Turn,
 * in a box holding friendly units, before anything else. */
static void
test_arrival (void)
{
  g_autoptr(HdState) s = leaders_state ("1862", NULL, TRUE, HD_SIDE_UNION);

  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Richmond", 1, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Pittsburg Landing", 1, FALSE);
  /* 04/1862, then 05/1862: Sherman arrives in the Union Player Turn of 05/1862 */
  hd_test_end_segments (s, 8);
  g_assert_cmpint (hd_leader_next_due (s), ==, HD_LEADER_SHERMAN);
  hd_test_no (s, "roll 3 for marches", "Advanced 8.2");
  hd_test_no (s, "place Sherman in Richmond", "Advanced 8.2");   /* no Union unit there */
  hd_test_no (s, "place Lee in Richmond", "Advanced 8.2");       /* not his turn */
  hd_test_ok (s, "place Sherman in Pittsburg Landing");
  g_assert_cmpuint (hd_leader_get_box (s, HD_LEADER_SHERMAN), ==, hd_test_box (board, "Pittsburg Landing"));
  hd_test_no (s, "place Sherman in Pittsburg Landing", "Advanced 8.2");
  /* Lee waits for 06/1862's Confederate Player Turn */
  hd_test_end_segments (s, 4);
  g_assert_cmpint (hd_leader_next_due (s), <, 0);
  hd_test_end_segments (s, 8);
  g_assert_cmpint (hd_state_get_player (s), ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpint (hd_leader_next_due (s), ==, HD_LEADER_LEE);
  hd_test_ok (s, "place Lee in Richmond");
  g_assert_cmpuint (hd_leader_get_value (s, HD_LEADER_LEE), ==, 3);
}

/* Alone: up to two marches a Movement Segment, one box along a line each,
 * free, never into a box held by enemy units only; with units: where a
 * piece that left his box went. */
static void
test_movement (void)
{
  g_autoptr(HdState) s = leaders_state ("1863", NULL, TRUE, HD_SIDE_CONFEDERATE);
  guint marches;

  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Fredericksburg", 2, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Washington", 1, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Yorktown", 1, FALSE);
  marches = hd_state_get_marches_left (s);   /* the scenario's first turn: two (11.2) */
  hd_test_no (s, "lead Lee to Yorktown", "Advanced 8.2");            /* enemy units only */
  hd_test_no (s, "lead Lee to Washington", "4.2");                   /* the Potomac */
  hd_test_no (s, "lead Lee to Gordonsville", "Advanced 8.2.1");      /* not next to it */
  hd_test_ok (s, "lead Lee to Richmond");
  hd_test_ok (s, "lead Lee to Fredericksburg");
  g_assert_cmpuint (hd_state_get_marches_left (s), ==, marches);     /* at no cost */
  hd_test_no (s, "lead Lee to Manassas Junction", "Advanced 8.2.1"); /* a third */
  /* with a unit that leaves his box */
  {
    guint id = hd_test_unit_id (s, HD_SIDE_CONFEDERATE, "Vi", "Fredericksburg", 0);
    g_autofree char *with = g_strdup_printf ("lead Lee with #%u", id);
    hd_test_no (s, with, "Advanced 8.2.1");   /* it has not moved */
    hd_test_ok (s, "march Confederate Vi from Fredericksburg by road to Manassas Junction");
    id = hd_test_unit_id (s, HD_SIDE_CONFEDERATE, "Vi", "Manassas Junction", 0);
    g_free (with);
    with = g_strdup_printf ("lead Lee with #%u", id);
    hd_test_ok (s, with);
    g_assert_cmpuint (hd_leader_get_box (s, HD_LEADER_LEE), ==, hd_test_box (board, "Manassas Junction"));
  }
  /* the Union's leaders do not move in the Confederate Player Turn */
  hd_test_no (s, "lead Grant to Vicksburg", "Advanced 8.2.1");
}

/* Grant on the board in @box of a bare 1861 Union Movement Segment (as if
 * he had come early), with the march die rolled. */
static HdState *
grant_in (const char *box)
{
  HdState *s = hd_test_bare_state (board, "1861-campaign", "advanced-8.2 " PIECES, FALSE, HD_SIDE_UNION);

  s->leader_box[HD_LEADER_GRANT] = hd_test_box (board, box);
  s->leader_status[HD_LEADER_GRANT] = HD_LEADER_ON_BOARD;
  return s;
}

static void
lead_grant_with (HdState *s, guint id, const char *rule)
{
  g_autofree char *line = g_strdup_printf ("lead Grant with #%u", id);

  if (rule == NULL)
    hd_test_ok (s, line);
  else
    hd_test_no (s, line, rule);
}

/* "Leaders may move normally with the pieces in their box" (Advanced
 * 8.2.1): with a march of any length, by any line, two boxes by river or
 * by railroad as one; not with a piece that only passed through his box,
 * nor with a cavalry jump move ("may not undertake cavalry jump moves");
 * a Union river jump (4.5) is no cavalry jump, and he goes with it. */
static void
test_movement_two_boxes (void)
{
  {
    g_autoptr(HdState) s = grant_in ("Vicksburg");
    hd_test_put (s, HD_SIDE_UNION, "Vi", "Vicksburg", 1, FALSE);
    hd_test_ok (s, "roll 3 for marches");
    hd_test_ok (s, "march Union Vi from Vicksburg by river to Natchez by river to Alexandria");
    lead_grant_with (s, hd_test_unit_id (s, HD_SIDE_UNION, "Vi", "Alexandria", 0), NULL);
    g_assert_cmpuint (hd_leader_get_box (s, HD_LEADER_GRANT), ==, hd_test_box (board, "Alexandria"));
    g_assert_cmpuint (hd_leader_get_marches (s, HD_LEADER_GRANT), ==, 0);   /* at no cost */
  }
  {
    /* two boxes by friendly railroad, wherever the engine finds one */
    g_autoptr(HdState) s = grant_in ("Cincinnati");
    g_autoptr(GArray) routes = NULL;
    HdAction move = { .type = HD_ACTION_MARCH_MOVE, .side = HD_SIDE_UNION, .kind = HD_KIND_VI };
    guint id;

    hd_test_put (s, HD_SIDE_UNION, "Vi", "Cincinnati", 1, FALSE);
    hd_test_ok (s, "roll 3 for marches");
    id = hd_test_unit_id (s, HD_SIDE_UNION, "Vi", "Cincinnati", 0);
    routes = hd_movement_unit_routes (s, (guint) hd_state_find_unit_by_id (s, id));
    for (guint i = 0; i < routes->len && move.n_steps == 0; i++)
      {
        const HdRoute *r = &g_array_index (routes, HdRoute, i);
        gboolean rail = r->n_steps == 2;
        for (guint k = 0; k < r->n_steps; k++)
          rail &= hd_map_get_line (board, r->lines[k])->type == HD_LINE_RAIL;
        if (rail)
          {
            move.n_steps = r->n_steps;
            memcpy (move.lines, r->lines, sizeof move.lines);
          }
      }
    g_assert_cmpuint (move.n_steps, ==, 2);
    move.box = hd_test_box (board, "Cincinnati");
    g_assert_true (hd_action_apply (&move, s, NULL));
    lead_grant_with (s, id, NULL);
    g_assert_cmpuint (hd_leader_get_box (s, HD_LEADER_GRANT), ==, hd_action_route_end (&move, board));
  }
  {
    /* not with a piece that came through his box from elsewhere */
    g_autoptr(HdState) s = grant_in ("Natchez");
    hd_test_put (s, HD_SIDE_UNION, "Vi", "Natchez", 1, FALSE);
    hd_test_put (s, HD_SIDE_UNION, "Vi", "Vicksburg", 1, FALSE);
    hd_test_ok (s, "roll 3 for marches");
    hd_test_ok (s, "march Union Vi from Vicksburg by river to Natchez by river to Alexandria");
    lead_grant_with (s, hd_test_unit_id (s, HD_SIDE_UNION, "Vi", "Alexandria", 0), "Advanced 8.2.1");
    g_assert_cmpuint (hd_leader_get_box (s, HD_LEADER_GRANT), ==, hd_test_box (board, "Natchez"));
  }
  {
    /* not with a cavalry jump (4.4's example: through Nashville) */
    g_autoptr(HdState) s = grant_in ("Fts Henry & Donelson");
    g_autoptr(GError) error = NULL;
    HdAction a;
    g_autofree char *line = NULL;
    guint mc;

    hd_test_put (s, HD_SIDE_UNION, "Mc", "Fts Henry & Donelson", 1, FALSE);
    hd_test_put (s, HD_SIDE_UNION, "Mi", "Fts Henry & Donelson", 1, FALSE);
    hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Nashville", 2, FALSE);
    hd_test_ok (s, "roll 5 for marches");
    hd_test_ok (s, "march Union Mc from Fts Henry & Donelson by rail to Nashville by rail to Decatur");
    mc = hd_test_unit_id (s, HD_SIDE_UNION, "Mc", "Decatur", 0);
    lead_grant_with (s, mc, "Advanced 8.2.1");
    line = g_strdup_printf ("lead Grant with #%u", mc);
    g_assert_true (hd_action_line_parse (board, line, &a));
    g_assert_false (hd_action_check (s, &a, &error));
    g_assert_nonnull (strstr (error->message, "cavalry jump"));
    g_assert_cmpuint (hd_leader_get_box (s, HD_LEADER_GRANT), ==, hd_test_box (board, "Fts Henry & Donelson"));
  }
  {
    /* a Union river jump downriver past enemy cavalry (4.5) */
    g_autoptr(HdState) s = grant_in ("Decatur");
    hd_test_put (s, HD_SIDE_UNION, "Mi", "Decatur", 1, FALSE);
    hd_test_put (s, HD_SIDE_CONFEDERATE, "Mc", "Pittsburg Landing", 1, FALSE);
    hd_test_ok (s, "roll 4 for marches");
    hd_test_ok (s, "march Union Mi from Decatur by river to Pittsburg Landing by river to Fts Henry & Donelson");
    lead_grant_with (s, hd_test_unit_id (s, HD_SIDE_UNION, "Mi", "Fts Henry & Donelson", 0), NULL);
    g_assert_cmpuint (hd_leader_get_box (s, HD_LEADER_GRANT), ==, hd_test_box (board, "Fts Henry & Donelson"));
  }
}

/* A cavalry jump is forgotten with the Player Turn (its record is cleared
 * as every turn begins, hd_turn_begin_player_turn): the cavalry that
 * jumped past Nashville into Decatur, where Grant stands, marches on by
 * river in the next Union Player Turn, and Grant goes with it. */
static void
test_jump_forgotten_next_turn (void)
{
  g_autoptr(HdState) s = grant_in ("Decatur");
  guint mc;
  g_autofree char *with = NULL;

  hd_test_put (s, HD_SIDE_UNION, "Mc", "Fts Henry & Donelson", 1, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Mi", "Decatur", 1, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Nashville", 2, FALSE);
  hd_test_ok (s, "roll 5 for marches");
  hd_test_ok (s, "march Union Mc from Fts Henry & Donelson by rail to Nashville by rail to Decatur");
  mc = hd_test_unit_id (s, HD_SIDE_UNION, "Mc", "Decatur", 0);
  g_assert_true (hd_test_unit (s, mc)->move.cavalry_jump);
  with = g_strdup_printf ("lead Grant with #%u", mc);
  hd_test_no (s, with, "Advanced 8.2.1");          /* he was not in its box */
  hd_test_end_segments (s, 8);
  g_assert_cmpint (hd_state_get_player (s), ==, HD_SIDE_UNION);
  g_assert_false (hd_test_unit (s, mc)->move.cavalry_jump);
  hd_test_no (s, with, "Advanced 8.2.1");          /* it has not marched this turn */
  hd_test_ok (s, "roll 3 for marches");
  hd_test_ok (s, "march Union Mc from Decatur by river to Pittsburg Landing");
  hd_test_ok (s, with);
  g_assert_cmpuint (hd_leader_get_box (s, HD_LEADER_GRANT), ==, hd_test_box (board, "Pittsburg Landing"));
}

/* Alone, a leader keeps to the lines and boxes open to his side: the
 * Potomac is the Union's (4.2), neutral Kentucky is closed to the Union
 * in 1861 (4.12) and to everyone on the first Game Turn (4.11), as for
 * their units. */
static void
test_movement_closed (void)
{
  g_autoptr(HdState) s = leaders_state ("1863", NULL, TRUE, HD_SIDE_UNION);
  g_autoptr(HdState) k = NULL;

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Fredericksburg", 1, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Richmond", 1, FALSE);
  s->leader_box[HD_LEADER_GRANT] = hd_test_box (board, "Fredericksburg");
  s->leader_status[HD_LEADER_GRANT] = HD_LEADER_ON_BOARD;
  hd_test_ok (s, "lead Grant to Washington");       /* the Union's river */
  hd_test_ok (s, "lead Grant to Fredericksburg");

  k = hd_test_bare_state (board, "1861-campaign", "4.12 advanced-8.2 " PIECES, TRUE, HD_SIDE_UNION);
  hd_test_put (k, HD_SIDE_UNION, "Vi", "Nashville", 1, FALSE);
  k->leader_box[HD_LEADER_GRANT] = hd_test_box (board, "Nashville");   /* as if he had come early */
  k->leader_status[HD_LEADER_GRANT] = HD_LEADER_ON_BOARD;
  hd_test_no (k, "lead Grant to Bowling Green", "4.12");
  k->confederates_in_kentucky = TRUE;
  hd_test_ok (k, "lead Grant to Bowling Green");

  /* on the first Game Turn no one enters Kentucky (4.11) */
  g_clear_pointer (&k, hd_state_free);
  k = hd_test_bare_state (board, "1861-campaign", "4.11 advanced-8.2 " PIECES, TRUE, HD_SIDE_UNION);
  hd_test_put (k, HD_SIDE_UNION, "Vi", "Nashville", 1, FALSE);
  k->leader_box[HD_LEADER_GRANT] = hd_test_box (board, "Nashville");
  k->leader_status[HD_LEADER_GRANT] = HD_LEADER_ON_BOARD;
  hd_test_no (k, "lead Grant to Bowling Green", "4.11");
  hd_test_ok (k, "lead Grant to Murfreesboro");
}

/* Caught alone with enemy units: off the board, back in the owner's next
 * Recruitment Segment. */
static void
test_capture (void)
{
  g_autoptr(HdState) s = leaders_state ("1863", NULL, TRUE, HD_SIDE_UNION);

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Washington", 1, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Richmond", 1, FALSE);
  /* Lee stands alone in Fredericksburg: a Union unit walks in */
  hd_test_ok (s, "march Union Vi from Washington by river to Fredericksburg");
  g_assert_cmpuint (hd_leader_get_box (s, HD_LEADER_LEE), ==, HD_NO_BOX);
  g_assert_cmpint (hd_leader_next_due (s), <, 0);
  /* the Confederate Recruitment Segment: he returns, before anything else */
  hd_test_end_segments (s, 4);
  hd_test_end_segments (s, 3);
  g_assert_cmpint (hd_state_get_segment (s), ==, HD_SEGMENT_RECRUITMENT);
  g_assert_cmpint (hd_leader_next_due (s), ==, HD_LEADER_LEE);
  hd_test_no (s, "roll 3 for recruitment", "Advanced 8.2");
  hd_test_ok (s, "place Lee in Richmond");
  hd_test_ok (s, "roll 3 for recruitment");
}

static HdState *
lee_at_fredericksburg (guint n_confederate, guint n_union, const char *more)
{
  HdState *s = leaders_state ("1863", more, TRUE, HD_SIDE_UNION);

  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Fredericksburg", n_confederate, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Washington", n_union, FALSE);
  for (guint i = 0; i < n_union; i++)
    hd_test_ok (s, "march Union Vi from Washington by river to Fredericksburg");
  hd_test_ok (s, "end segment");
  hd_test_ok (s, "battle at Fredericksburg");
  return s;
}

static gboolean
fire_with (HdState *s, const guint *plus, guint die, const char *rule)
{
  HdAction a = { .type = HD_ACTION_FIRE };
  g_autoptr(GError) error = NULL;
  gboolean ok;

  a.n_shots = hd_battle_default_targets (s, a.shots);
  for (guint k = 0; k < a.n_shots; k++)
    {
      a.shots[k].die = die;
      a.shots[k].plus = plus ? plus[k] : 0;
    }
  ok = hd_action_apply (&a, s, &error);
  if (rule != NULL)
    g_assert_cmpstr (hd_rules_error_get_rule (error), ==, rule);
  return ok;
}

/* "Lee is currently rated at 3. Three Confederate pieces begin a battle
 * round where Lee is currently present ... Each of the three Confederate
 * pieces could have its rating raised by one; one piece could have its
 * rating raised by three; or one piece could have its rating raised by
 * two and another have its rating raised by one." */
static void
test_lee_example (void)
{
  g_autoptr(HdState) s = lee_at_fredericksburg (3, 3, NULL);
  const guint one_each[] = { 1, 1, 1 }, three[] = { 3, 0, 0 }, two_one[] = { 2, 1, 0 };
  const guint four[] = { 2, 2, 0 };
  g_autoptr(HdState) copy = NULL;

  g_assert_cmpuint (hd_leader_battle_value (s, HD_SIDE_CONFEDERATE), ==, 3);
  g_assert_cmpuint (hd_leader_battle_pieces (s, HD_SIDE_CONFEDERATE), ==, 3);
  /* the defender fires first: the Confederacy, with Lee */
  copy = hd_state_copy (s);
  g_assert_true (fire_with (copy, one_each, 6, NULL));
  hd_state_free (g_steal_pointer (&copy));
  copy = hd_state_copy (s);
  g_assert_true (fire_with (copy, three, 6, NULL));
  hd_state_free (g_steal_pointer (&copy));
  copy = hd_state_copy (s);
  g_assert_true (fire_with (copy, two_one, 6, NULL));
  hd_state_free (g_steal_pointer (&copy));
  g_assert_false (fire_with (s, four, 6, "Advanced 8.2.2"));
  /* the default spreads them one a piece */
  {
    HdShot shots[HD_MAX_SHOTS];
    guint n = hd_battle_default_targets (s, shots);
    g_assert_cmpuint (n, ==, 3);
    for (guint k = 0; k < n; k++)
      g_assert_cmpuint (shots[k].plus, ==, 1);
  }
  /* +3 on a veteran raises its rating by three: with the river's +1
   * (5.34) it hits on any die, a 6 too */
  {
    HdShotNeed need, bare;
    HdShot shots[HD_MAX_SHOTS], shot;
    hd_battle_default_targets (s, shots);
    shot = shots[0];
    shot.plus = 3;
    g_assert_true (hd_battle_shot_need_for (s, &shot, &need));
    g_assert_true (hd_battle_shot_need (s, shot.shooter, shot.target, &bare));
    g_assert_cmpint (need.value, ==, bare.value + 3);
    g_assert_cmpint (need.value, >=, 6);
  }
  g_assert_true (fire_with (s, three, 6, NULL));
  /* one piece hit: the first Union veteran flipped */
  g_assert_true (hd_test_unit (s, hd_test_unit_id (s, HD_SIDE_UNION, "Vi", "Fredericksburg", 0))->unit.reduced ||
                 hd_test_unit (s, hd_test_unit_id (s, HD_SIDE_UNION, "Vi", "Fredericksburg", 1))->unit.reduced ||
                 hd_test_unit (s, hd_test_unit_id (s, HD_SIDE_UNION, "Vi", "Fredericksburg", 2))->unit.reduced);
  /* the Union has no leader here: no pluses */
  g_assert_false (fire_with (s, one_each, 6, "Advanced 8.2.2"));
  /* and every round: Lee's pluses again in round 2 */
  g_assert_true (fire_with (s, NULL, 6, NULL));
  g_assert_true (fire_with (s, one_each, 6, NULL));
}

/* Lee spreads over three pieces, Grant and Sherman over two each, and
 * together they add up. */
static void
test_grant_and_sherman (void)
{
  g_autoptr(HdState) s = leaders_state ("1863", NULL, TRUE, HD_SIDE_UNION);
  const guint spread3[] = { 1, 1, 0 }, stack[] = { 2, 0, 0 };

  /* both at Arkansas Post (11.6) attack Little Rock? A battle at Arkansas
   * Post itself: Confederates there, the Union attacking from it is not
   * possible; put the Confederates in with them */
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Arkansas Post", 3, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Arkansas Post", 3, FALSE);
  hd_test_end_segments (s, 1);
  hd_test_ok (s, "battle at Arkansas Post");
  g_assert_cmpuint (hd_leader_battle_value (s, HD_SIDE_UNION), ==, 2);
  g_assert_cmpuint (hd_leader_battle_pieces (s, HD_SIDE_UNION), ==, 4);
  g_assert_true (fire_with (s, NULL, 6, NULL));   /* the Confederacy, no leader here */
  {
    g_autoptr(HdState) copy = hd_state_copy (s);
    g_assert_true (fire_with (copy, spread3, 6, NULL));
  }
  g_assert_true (fire_with (s, stack, 6, NULL));
}

/* Advanced 7.0: the leaders' values are added to each day's battlefield
 * leadership, the eight-unit cap kept. */
static void
test_day_leadership (void)
{
  g_autoptr(HdState) s = lee_at_fredericksburg (9, 3, "advanced-7.0");

  /* 1863: the Confederacy's die of 1 gives 3; Lee adds 3 */
  hd_test_ok (s, "roll 1 for Confederate leadership");
  hd_test_ok (s, "roll 1 for Union leadership");
  g_assert_cmpuint (hd_battle_get_leadership (s, HD_SIDE_CONFEDERATE),
                    ==, hd_battle_days_leadership_for_die (s, HD_SIDE_CONFEDERATE, 1) + 3);
  g_assert_cmpuint (hd_battle_get_firing_limit (s, HD_SIDE_CONFEDERATE), <=, HD_BATTLE_MAX_FIRING);
  g_assert_cmpuint (hd_battle_get_firing_limit (s, HD_SIDE_CONFEDERATE),
                    ==, MIN (hd_battle_get_leadership (s, HD_SIDE_CONFEDERATE), HD_BATTLE_MAX_FIRING));
  /* a die of 6 as well: capped at eight */
  {
    g_autoptr(HdState) big = lee_at_fredericksburg (9, 3, "advanced-7.0");
    hd_test_ok (big, "roll 6 for Confederate leadership");
    g_assert_cmpuint (hd_battle_get_leadership (big, HD_SIDE_CONFEDERATE), >, HD_BATTLE_MAX_FIRING);
    g_assert_cmpuint (hd_battle_get_firing_limit (big, HD_SIDE_CONFEDERATE), ==, HD_BATTLE_MAX_FIRING);
  }
}

/* Every morale check owed holds (a die of 1). */
static void
hold_all (HdState *s)
{
  g_autoptr(GArray) ids = NULL;
  HdAction a = { .type = HD_ACTION_MORALE };

  g_assert_cmpint (hd_morale_get_checks (s, &ids), ==, HD_CHECK_MORALE);
  a.n_shots = ids->len;
  for (guint k = 0; k < ids->len; k++)
    a.shots[k] = (HdShot) { g_array_index (ids, guint, k), 0, 1, 0 };
  g_assert_true (hd_action_apply (&a, s, NULL));
}

/* 8.2.3: the values of the friendly leaders at the battle come off the
 * desertion dice; an army that retreats takes its leaders with it. */
static void
test_desertion_and_retreat (void)
{
  g_autoptr(HdState) s = lee_at_fredericksburg (2, 2, "advanced-8.1");
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GArray) ways = NULL;
  guint c;
  char *line;

  /* the Confederacy hits the Union veterans, the Union the Confederates;
   * every check holds */
  g_assert_true (fire_with (s, NULL, 1, NULL));
  hold_all (s);
  g_assert_true (fire_with (s, NULL, 1, NULL));
  g_assert_cmpint (hd_morale_get_checks (s, &ids), ==, HD_CHECK_MORALE);
  c = g_array_index (ids, guint, 0);
  hold_all (s);
  /* round 2: the Confederacy retreats, Lee with it */
  ways = hd_battle_retreat_boxes (s);
  line = g_strdup_printf ("retreat to %s", hd_map_get_box (board, g_array_index (ways, guint, 0))->name);
  hd_test_ok (s, line);
  g_free (line);
  g_assert_cmpuint (hd_leader_get_box (s, HD_LEADER_LEE), ==, g_array_index (ways, guint, 0));
  /* c: lost (+1), did not rout (-1), Lee (-3): -3, deserts on no die */
  g_assert_cmpint (hd_morale_get_modifier (s, HD_CHECK_DESERTION, c), ==, -3);
  g_assert_cmpint (hd_morale_passes_up_to (s, HD_CHECK_DESERTION, c), ==, 6);
}

/* A leader reinforces a battle alone from a box next to it, from the
 * second round, and his pluses count at once. */
static void
test_reinforce (void)
{
  g_autoptr(HdState) s = leaders_state ("1863", NULL, TRUE, HD_SIDE_UNION);

  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Fredericksburg", 1, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Manassas Junction", 2, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Washington", 3, FALSE);
  for (guint i = 0; i < 3; i++)
    hd_test_ok (s, "march Union Vi from Washington by rail to Manassas Junction");
  hd_test_ok (s, "end segment");
  hd_test_ok (s, "battle at Manassas Junction");
  hd_test_no (s, "reinforce with Lee", "5.5");   /* round 1 */
  g_assert_true (fire_with (s, NULL, 6, NULL));
  g_assert_true (fire_with (s, NULL, 6, NULL));
  /* round 2, the Confederacy about to fire: Lee joins alone */
  hd_test_ok (s, "reinforce with Lee");
  g_assert_cmpuint (hd_leader_battle_value (s, HD_SIDE_CONFEDERATE), ==, 3);
  {
    const guint two[] = { 2, 1 };
    g_assert_true (fire_with (s, two, 6, NULL));
  }
}

/* Transcript lines and save elements of the leaders' actions. */
static void
test_transcript (void)
{
  const char *lines[] = { "place Lee in Richmond", "lead Lee to Fredericksburg", "lead Grant with #12",
                          "reinforce with Sherman", "fire #3 at #40 plus 2 rolls 3, #4 at #40 rolls 6" };

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      HdAction a;
      g_autofree char *again = NULL;
      g_assert_true (hd_action_line_parse (board, lines[i], &a));
      again = hd_action_line_write (&a, board);
      g_assert_cmpstr (again, ==, lines[i]);
    }
}

/* A piece is described with its dates as typed: 02/1862 stays 02/1862,
 * not the Game Turn 01/02/1862 it falls in. */
static void
test_describe_as_typed (void)
{
  g_autofree char *grant = hd_leader_describe_option ("leader-grant=1@02/1862,2@03/1864");
  g_autofree char *lee = hd_leader_describe_option ("leader-lee=3@06/1862,2@05/1863");

  g_assert_cmpstr (grant, ==, "Grant: 1 from 02/1862, 2 from 03/1864");
  g_assert_cmpstr (lee, ==, "Lee: 3 from 06/1862, 2 from 05/1863");
  g_assert_null (hd_leader_describe_option ("leader-grant=1@02/1862"));
  g_assert_null (hd_leader_describe_option ("advanced-8.2"));
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();
  g_test_add_func ("/leaders/pieces", test_pieces);
  g_test_add_func ("/leaders/describe-as-typed", test_describe_as_typed);
  g_test_add_func ("/leaders/set-ups", test_set_ups);
  g_test_add_func ("/leaders/arrival", test_arrival);
  g_test_add_func ("/leaders/movement", test_movement);
  g_test_add_func ("/leaders/movement-two-boxes", test_movement_two_boxes);
  g_test_add_func ("/leaders/jump-forgotten-next-turn", test_jump_forgotten_next_turn);
  g_test_add_func ("/leaders/movement-closed", test_movement_closed);
  g_test_add_func ("/leaders/capture", test_capture);
  g_test_add_func ("/leaders/lee-example", test_lee_example);
  g_test_add_func ("/leaders/grant-and-sherman", test_grant_and_sherman);
  g_test_add_func ("/leaders/day-leadership", test_day_leadership);
  g_test_add_func ("/leaders/desertion-and-retreat", test_desertion_and_retreat);
  g_test_add_func ("/leaders/reinforce", test_reinforce);
  g_test_add_func ("/leaders/transcript", test_transcript);
  status = g_test_run ();
  g_object_unref (board);
  return status;
}
