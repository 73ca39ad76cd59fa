/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-movement.c: the Movement Segment, rules 4.0-4.9: the rulebook's
 * worked examples (4.0's three marches, 4.3's Cincinnati and Manassas
 * Junction, 4.5's Forts Henry & Donelson), every restriction both ways
 * (allowed, and refused with its rule number), and random movement
 * segments from every scenario checked against the invariants. */
#include "config.h"

#include <string.h>

#include "hd-test-util.h"
#include "hd-action.h"
#include "hd-candidates.h"
#include "hd-guide.h"
#include "hd-movement.h"
#include "hd-rules.h"
#include "hd-scenario.h"
#include "hd-state.h"
#include "hd-transcript.h"
#include "hd-state-private.h"
#include "hd-turn.h"
#include "hd-action-private.h"

static HdMap *board;

#define box(name) hd_test_box (board, name)

#define bare_state(scenario, options, first, player) hd_test_bare_state (board, scenario, options, first, player)
#define put(state, side, code, where, count) hd_test_put (state, side, code, where, count, FALSE)
#define ok hd_test_ok
#define no hd_test_no

static int
unit_at (const HdState *state, HdSide side, const char *code, const char *where)
{
  HdUnitKind kind;

  g_assert_true (hd_unit_kind_from_code (code, &kind));
  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, i);
      if (bu->box == box (where) && bu->unit.side == side && bu->unit.kind == kind)
        return (int) i;
    }
  return -1;
}

static guint
count_at (const HdState *state, HdSide side, const char *where, gboolean entrenched)
{
  guint n = 0;

  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, i);
      n += bu->box == box (where) && bu->unit.side == side && bu->unit.entrenched == entrenched;
    }
  return n;
}

/* 4.0's example: three marches from Shreveport and Vicksburg. */
static void
test_example_4_0 (void)
{
  g_autoptr(HdState) s = bare_state ("1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  g_autoptr(GArray) routes = NULL;

  put (s, HD_SIDE_UNION, "Cc", "Shreveport", 1);
  put (s, HD_SIDE_UNION, "Mi", "Shreveport", 1);
  put (s, HD_SIDE_UNION, "Vi", "Vicksburg", 1);
  no (s, "march Union Cc from Shreveport by road to Monroe", "4.0"); /* the die first */
  ok (s, "roll 3 for marches");
  g_assert_cmpuint (hd_state_get_marches_left (s), ==, 3);

  /* 1st march: Shreveport; the cavalry goes two boxes by road and rail,
   * the infantry one box by road (its most) */
  no (s, "march Union Mi from Shreveport by road to Monroe by rail to Vicksburg", "4.0");
  ok (s, "march Union Cc from Shreveport by road to Monroe by rail to Vicksburg");
  ok (s, "march Union Mi from Shreveport by road to Monroe");
  g_assert_cmpuint (hd_state_get_marches_left (s), ==, 2);

  /* 2nd march: Monroe; one box by rail, not two: the railroad on from
   * Vicksburg is not friendly (Monroe and Jackson are Confederate) */
  no (s, "march Union Mi from Monroe by rail to Vicksburg by rail to Jackson", "4.0");
  ok (s, "march Union Mi from Monroe by rail to Vicksburg");
  g_assert_cmpuint (hd_state_get_marches_left (s), ==, 1);

  /* 3rd march: Vicksburg; the veteran two boxes by river, the cavalry by
   * rail; the militia has marched twice and may not */
  ok (s, "march Union Vi from Vicksburg by river to Natchez by river to Alexandria");
  ok (s, "march Union Cc from Vicksburg by rail to Jackson by rail to McComb");
  routes = hd_movement_unit_routes (s, (guint) unit_at (s, HD_SIDE_UNION, "Mi", "Vicksburg"));
  g_assert_cmpuint (routes->len, ==, 0);
  no (s, "march Union Mi from Vicksburg by rail to Jackson", "4.0");
  g_assert_cmpuint (hd_state_get_marches_left (s), ==, 0);
  g_assert_cmpint (unit_at (s, HD_SIDE_UNION, "Vi", "Alexandria"), >=, 0);
  g_assert_cmpint (unit_at (s, HD_SIDE_UNION, "Cc", "McComb"), >=, 0);
  /* no march is left for anyone */
  no (s, "march Union Vi from Alexandria by river to Shreveport", "4.0");
}

/* 4.0: a unit that entered a box holding enemy units stops there for the
 * rest of the segment: no second march out of it, and no route offered;
 * a unit that entered an empty box marches on. */
static void
test_enemy_box_stops (void)
{
  g_autoptr(HdState) s = bare_state ("1861-campaign", NULL, FALSE, HD_SIDE_CONFEDERATE);
  g_autoptr(GArray) routes = NULL;
  g_autoptr(GArray) candidates = NULL;

  put (s, HD_SIDE_CONFEDERATE, "Vi", "Baltimore", 1);
  put (s, HD_SIDE_CONFEDERATE, "Mi", "Harrisburg", 1);
  put (s, HD_SIDE_UNION, "Mi", "Philadelphia", 1);
  ok (s, "roll 4 for marches");
  ok (s, "march Confederate Vi from Baltimore by rail to Philadelphia");
  no (s, "march Confederate Vi from Philadelphia by rail to New York City", "4.0");
  no (s, "march Confederate Vi from Philadelphia by rail to Harrisburg", "4.0");
  routes = hd_movement_unit_routes (s, (guint) unit_at (s, HD_SIDE_CONFEDERATE, "Vi", "Philadelphia"));
  g_assert_cmpuint (routes->len, ==, 0);
  g_assert_false (hd_movement_check_unit (s, (guint) unit_at (s, HD_SIDE_CONFEDERATE, "Vi", "Philadelphia"), NULL));
  /* nor is the computer offered it */
  candidates = g_array_new (FALSE, FALSE, sizeof (HdAction));
  hd_candidates_list (s, candidates);
  g_assert_cmpuint (candidates->len, >, 0);
  for (guint i = 0; i < candidates->len; i++)
    g_assert_false (g_array_index (candidates, HdAction, i).type == HD_ACTION_MARCH_MOVE &&
                    g_array_index (candidates, HdAction, i).box == box ("Philadelphia"));
  /* the same unit marching twice through empty boxes is allowed */
  ok (s, "march Confederate Mi from Harrisburg by rail to Baltimore");
  ok (s, "march Confederate Mi from Baltimore by rail to Washington");
}

/* 4.3's examples: Cincinnati (a recruitment city: one march moves some
 * units out and entrenches the rest) and Manassas Junction (two marches in
 * one segment; no moving in and entrenching the same turn). */
static void
test_example_4_3 (void)
{
  g_autoptr(HdState) s = bare_state ("1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  g_autoptr(HdState) m = NULL;

  put (s, HD_SIDE_UNION, "Vi", "Cincinnati", 3);
  put (s, HD_SIDE_UNION, "Mi", "Cincinnati", 2);
  /* the cost the movement panel shows: one march in a recruitment city */
  g_assert_cmpuint (hd_movement_entrench_marches (s, box ("Cincinnati")), ==, 1);
  g_assert_cmpuint (hd_movement_entrench_marches (s, box ("Richmond")), ==, 1);
  g_assert_cmpuint (hd_movement_entrench_marches (s, box ("Manassas Junction")), ==, 2);
  ok (s, "roll 4 for marches");
  ok (s, "march from Cincinnati");
  ok (s, "march Union Vi from Cincinnati by rail to Dayton");
  ok (s, "march Union Vi from Cincinnati by rail to Dayton");
  ok (s, "march Union Vi from Cincinnati by rail to Chillicothe");
  ok (s, "dig in at Cincinnati");
  g_assert_cmpuint (hd_state_get_marches_left (s), ==, 3);         /* all in one march */
  {
    /* having entrenched with this march, they may not also move in it */
    g_autoptr(GError) error = NULL;
    g_assert_false (hd_movement_find_route (s, (guint) unit_at (s, HD_SIDE_UNION, "Mi", "Cincinnati"), box ("Dayton"),
                                            NULL, &error));
    g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "4.0");
  }
  g_assert_cmpuint (count_at (s, HD_SIDE_UNION, "Cincinnati", TRUE), ==, 2);
  g_assert_cmpuint (count_at (s, HD_SIDE_UNION, "Dayton", TRUE), ==, 0);
  no (s, "dig in at Cincinnati", "4.3");                             /* already entrenched */
  /* newcomers to an entrenched box are not entrenched */
  ok (s, "march Union Vi from Dayton by rail to Cincinnati");
  g_assert_cmpuint (count_at (s, HD_SIDE_UNION, "Cincinnati", TRUE), ==, 2);
  g_assert_cmpuint (count_at (s, HD_SIDE_UNION, "Cincinnati", FALSE), ==, 1);
  /* a unit that moves loses its entrenchment */
  ok (s, "march Union Mi from Cincinnati by rail to Dayton");
  g_assert_cmpuint (count_at (s, HD_SIDE_UNION, "Dayton", TRUE), ==, 0);
  g_assert_cmpuint (count_at (s, HD_SIDE_UNION, "Cincinnati", TRUE), ==, 1);

  /* Manassas Junction: not a recruitment city */
  m = bare_state ("1861-campaign", NULL, FALSE, HD_SIDE_CONFEDERATE);
  put (m, HD_SIDE_CONFEDERATE, "Vi", "Manassas Junction", 1);
  put (m, HD_SIDE_CONFEDERATE, "Mi", "Gordonsville", 1);
  ok (m, "roll 4 for marches");
  ok (m, "dig in at Manassas Junction");
  g_assert_cmpuint (count_at (m, HD_SIDE_CONFEDERATE, "Manassas Junction", TRUE), ==, 0); /* one of two */
  ok (m, "march Confederate Mi from Gordonsville by rail to Manassas Junction");
  ok (m, "dig in at Manassas Junction");
  /* the veteran has spent two marches digging in: entrenched; the militia
   * marched in and has one march left, not the two it would need */
  g_assert_cmpint (hd_state_get_unit (m, (guint) unit_at (m, HD_SIDE_CONFEDERATE, "Vi", "Manassas Junction"))->unit.entrenched,
                   ==, TRUE);
  g_assert_cmpint (hd_state_get_unit (m, (guint) unit_at (m, HD_SIDE_CONFEDERATE, "Mi", "Manassas Junction"))->unit.entrenched,
                   ==, FALSE);
  no (m, "dig in at Manassas Junction", "4.3");
  g_assert_cmpuint (hd_state_get_marches_left (m), ==, 1);

  /* two marches in a row in the same box: the second is a new march */
  {
    g_autoptr(HdState) twice = bare_state ("1861-campaign", NULL, FALSE, HD_SIDE_CONFEDERATE);
    put (twice, HD_SIDE_CONFEDERATE, "Vi", "Manassas Junction", 2);
    ok (twice, "roll 3 for marches");
    ok (twice, "dig in at Manassas Junction");
    ok (twice, "dig in at Manassas Junction");
    g_assert_cmpuint (count_at (twice, HD_SIDE_CONFEDERATE, "Manassas Junction", TRUE), ==, 2);
    g_assert_cmpuint (hd_state_get_marches_left (twice), ==, 1);
  }

  /* never with enemy units present */
  put (m, HD_SIDE_UNION, "Mi", "Staunton", 1);
  put (m, HD_SIDE_CONFEDERATE, "Vi", "Staunton", 1);
  no (m, "dig in at Staunton", "4.3");
}

/* Permanent entrenchments (4.3): units that begin a Player Turn there are
 * entrenched; units that arrive during the turn are not, until the next. */
static void
test_permanent_entrenchment (void)
{
  g_autoptr(HdState) s = bare_state ("1861-campaign", NULL, FALSE, HD_SIDE_UNION);

  put (s, HD_SIDE_CONFEDERATE, "Vi", "Petersburg", 1);
  put (s, HD_SIDE_CONFEDERATE, "Vi", "Richmond", 1);
  for (guint i = 0; i < 4; i++)
    g_assert_true (hd_turn_end_segment (s));
  /* the Confederate Player Turn begins: Richmond's unit is entrenched */
  g_assert_cmpuint (count_at (s, HD_SIDE_CONFEDERATE, "Richmond", TRUE), ==, 1);
  ok (s, "roll 2 for marches");
  ok (s, "march Confederate Vi from Petersburg by rail to Richmond");
  g_assert_cmpuint (count_at (s, HD_SIDE_CONFEDERATE, "Richmond", FALSE), ==, 1);
  for (guint i = 0; i < 4; i++)
    g_assert_true (hd_turn_end_segment (s));
  g_assert_cmpuint (count_at (s, HD_SIDE_CONFEDERATE, "Richmond", TRUE), ==, 2);
  /* the scenario start counts as the beginning of a Player Turn */
  {
    g_autoptr(HdScenario) sc = hd_scenario_new_builtin (board, "1861-campaign", NULL);
    g_autoptr(HdState) start = hd_state_new_from_scenario (board, sc);
    for (guint i = 0; i < hd_state_get_n_units (start); i++)
      if (hd_map_get_box (board, hd_state_get_unit (start, i)->box)->permanent_entrenchment)
        g_assert_true (hd_state_get_unit (start, i)->unit.entrenched);
  }
}

/* 4.5's example, and the jump rules of 4.4 and 4.5 both ways. */
static void
test_example_4_5 (void)
{
  g_autoptr(HdState) s = bare_state ("1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  HdRoute route;
  g_autoptr(GError) error = NULL;

  put (s, HD_SIDE_UNION, "Mc", "Fts Henry & Donelson", 1);
  put (s, HD_SIDE_UNION, "Mi", "Fts Henry & Donelson", 1);
  put (s, HD_SIDE_CONFEDERATE, "Mc", "Humbolt", 1);
  put (s, HD_SIDE_CONFEDERATE, "Mi", "Humbolt", 1);
  put (s, HD_SIDE_CONFEDERATE, "Mi", "Pittsburg Landing", 1);
  put (s, HD_SIDE_CONFEDERATE, "Mi", "Nashville", 2);
  ok (s, "roll 5 for marches");

  /* not through Humboldt: Confederate cavalry screens it */
  no (s, "march Union Mc from Fts Henry & Donelson by rail to Humbolt by rail to Corinth", "4.4");
  /* not through Pittsburg Landing: part of it by river */
  no (s, "march Union Mc from Fts Henry & Donelson by river to Pittsburg Landing by road to Corinth", "4.4");
  /* the militia infantry may not follow by river: that is upriver */
  no (s, "march Union Mi from Fts Henry & Donelson by river to Pittsburg Landing by river to Decatur", "4.5");
  /* Corinth is out of the cavalry's reach; the engine says why */
  g_assert_false (hd_movement_find_route (s, (guint) unit_at (s, HD_SIDE_UNION, "Mc", "Fts Henry & Donelson"),
                                          box ("Corinth"), &route, &error));
  g_assert_nonnull (hd_rules_error_get_rule (error));
  g_clear_error (&error);
  /* but to Decatur through Nashville, held only by infantry, by railroad */
  g_assert_true (hd_movement_find_route (s, (guint) unit_at (s, HD_SIDE_UNION, "Mc", "Fts Henry & Donelson"),
                                         box ("Decatur"), &route, NULL));
  g_assert_true (route.jump);
  g_assert_false (route.battle);
  ok (s, "march Union Mc from Fts Henry & Donelson by rail to Nashville by rail to Decatur");
  g_assert_cmpint (unit_at (s, HD_SIDE_UNION, "Mc", "Decatur"), >=, 0);
  /* the infantry entering Nashville must stop there: a battle */
  no (s, "march Union Mi from Fts Henry & Donelson by rail to Nashville by rail to Decatur", "4.0");
  ok (s, "march Union Mi from Fts Henry & Donelson by rail to Nashville");
  g_assert_true (hd_battle_box_has_battle (s, box ("Nashville")));
  {
    const HdBoardUnit *bu = hd_state_get_unit (s, (guint) unit_at (s, HD_SIDE_UNION, "Mi", "Nashville"));
    g_assert_cmpuint (bu->move.from_box, ==, box ("Fts Henry & Donelson"));
    g_assert_true (bu->move.from_line == hd_map_find_line (board, hd_map_get_box (board, box ("Fts Henry & Donelson")),
                                                           hd_map_get_box (board, box ("Nashville")), HD_LINE_RAIL)->index);
  }
  /* one jump move a segment (4.4): the cavalry may not jump again */
  put (s, HD_SIDE_CONFEDERATE, "Mi", "Murfreesboro", 1);
  no (s, "march Union Mc from Decatur by rail to Murfreesboro by rail to Nashville", "4.4");
  no (s, "march Union Mc from Decatur by rail to Nashville by rail to Bowling Green", "4.4");
}

static void
test_river_jumps (void)
{
  g_autoptr(HdState) s = bare_state ("1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  g_autoptr(HdState) c = NULL;

  /* downriver through enemy cavalry: allowed for the Union (4.5) */
  put (s, HD_SIDE_UNION, "Mi", "Decatur", 2);
  put (s, HD_SIDE_CONFEDERATE, "Mc", "Pittsburg Landing", 1);
  ok (s, "roll 4 for marches");
  ok (s, "march Union Mi from Decatur by river to Pittsburg Landing by river to Fts Henry & Donelson");
  /* but not to end among enemy units */
  put (s, HD_SIDE_CONFEDERATE, "Mi", "Paducah", 1);
  ok (s, "march Union Mi from Fts Henry & Donelson by river to Paducah");               /* an attack */
  g_assert_true (hd_battle_box_has_battle (s, box ("Paducah")));
  put (s, HD_SIDE_CONFEDERATE, "Mi", "Fts Henry & Donelson", 1);
  no (s, "march Union Mi from Decatur by river to Pittsburg Landing by river to Fts Henry & Donelson", "4.4");
  ok (s, "march Union Mi from Decatur by river to Pittsburg Landing");                  /* stops: a battle */
  g_assert_true (hd_battle_box_has_battle (s, box ("Pittsburg Landing")));

  /* the Confederacy makes no river jumps */
  c = bare_state ("1861-campaign", NULL, FALSE, HD_SIDE_CONFEDERATE);
  put (c, HD_SIDE_CONFEDERATE, "Mi", "Decatur", 1);
  put (c, HD_SIDE_UNION, "Mi", "Pittsburg Landing", 1);
  ok (c, "roll 4 for marches");
  no (c, "march Confederate Mi from Decatur by river to Pittsburg Landing by river to Fts Henry & Donelson", "4.5");
  /* and cavalry jumps are not made by river */
  put (c, HD_SIDE_CONFEDERATE, "Mc", "Decatur", 1);
  no (c, "march Confederate Mc from Decatur by river to Pittsburg Landing by river to Fts Henry & Donelson", "4.5");
  /* cavalry may jump by land; a jump may not end among enemy units */
  put (c, HD_SIDE_UNION, "Mi", "Nashville", 1);
  put (c, HD_SIDE_UNION, "Mi", "Fts Henry & Donelson", 1);
  no (c, "march Confederate Mc from Decatur by rail to Nashville by rail to Fts Henry & Donelson", "4.4");
  ok (c, "march Confederate Mc from Decatur by rail to Nashville by rail to Murfreesboro");
}

static void
test_march_die_and_limits (void)
{
  g_autoptr(HdState) first = bare_state ("1861-campaign", NULL, TRUE, HD_SIDE_UNION);
  g_autoptr(HdState) y62 = bare_state ("1862", NULL, TRUE, HD_SIDE_CONFEDERATE);
  g_autoptr(HdState) s = bare_state ("1861-campaign", NULL, FALSE, HD_SIDE_UNION);

  /* 4.1: two marches, no die, on the first Game Turn; 11.2 for scenarios */
  g_assert_cmpuint (hd_state_get_marches_left (first), ==, 2);
  no (first, "roll 5 for marches", "4.1");
  g_assert_cmpuint (hd_state_get_marches_left (y62), ==, 2);
  no (y62, "roll 5 for marches", "11.2");

  /* a roll of 1 gives two marches; a die shows 1 to 6; once a segment */
  no (s, "roll 0 for marches", "4.0");
  no (s, "roll 7 for marches", "4.0");
  ok (s, "roll 1 for marches");
  g_assert_cmpuint (hd_state_get_marches (s), ==, 2);
  no (s, "roll 4 for marches", "4.0");

  put (s, HD_SIDE_UNION, "Vi", "Washington", 1);
  put (s, HD_SIDE_UNION, "Vi", "Baltimore", 1);
  ok (s, "march Union Vi from Washington by rail to Baltimore");
  /* a new march from Baltimore moves both units there, the one that came
   * in included: that is its second march */
  ok (s, "march Union Vi from Baltimore by rail to Philadelphia");
  ok (s, "march Union Vi from Baltimore by rail to Harrisburg");
  g_assert_cmpuint (hd_state_get_marches_left (s), ==, 0);
  g_assert_cmpuint (hd_state_get_unit (s, (guint) unit_at (s, HD_SIDE_UNION, "Vi", "Harrisburg"))->move.marches, ==, 2);
  no (s, "march from Harrisburg", "4.0");
  no (s, "march Union Vi from Philadelphia by rail to Baltimore", "4.0");

  /* units move only in their side's Movement Segment (3.0) */
  g_assert_true (hd_turn_end_segment (s));
  no (s, "march Union Vi from Philadelphia by rail to Baltimore", "3.0");
  no (s, "roll 3 for marches", "3.0");
}

static void
test_lines_and_distances (void)
{
  g_autoptr(HdState) s = bare_state ("1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  g_autoptr(HdState) c = bare_state ("1861-campaign", NULL, FALSE, HD_SIDE_CONFEDERATE);

  ok (s, "roll 6 for marches");
  put (s, HD_SIDE_UNION, "Vi", "Harper's Ferry", 1);
  put (s, HD_SIDE_UNION, "Vc", "Harper's Ferry", 1);
  put (s, HD_SIDE_UNION, "Vi", "Cincinnati", 1);
  put (s, HD_SIDE_UNION, "Vc", "Cincinnati", 1);
  /* infantry: one box by road; never two kinds of line */
  no (s, "march Union Vi from Harper's Ferry by road to Washington by rail to Baltimore", "4.0");
  no (s, "march Union Vi from Harper's Ferry by road to Manassas Junction by road to Fredericksburg", "4.0");
  /* cavalry: two boxes, road and rail together */
  ok (s, "march Union Vc from Harper's Ferry by road to Washington by rail to Baltimore");
  ok (s, "march Union Vi from Harper's Ferry by road to Washington");
  /* friendly railroad: two boxes for infantry */
  ok (s, "march Union Vi from Washington by rail to Baltimore by rail to Philadelphia");
  /* river: two boxes; but never river with another kind, cavalry included */
  no (s, "march Union Vc from Cincinnati by river to Louisville by rail to Lexington", "4.0");
  ok (s, "march Union Vc from Cincinnati by river to Louisville by river to Evansville");
  ok (s, "march Union Vi from Cincinnati by river to Louisville by river to Evansville");

  /* the Potomac is the Union's (4.2) */
  put (c, HD_SIDE_CONFEDERATE, "Vi", "Fredericksburg", 1);
  ok (c, "roll 4 for marches");
  no (c, "march Confederate Vi from Fredericksburg by river to Washington", "4.2");
  ok (c, "march Confederate Vi from Fredericksburg by road to Manassas Junction");
  {
    g_autoptr(HdState) u = bare_state ("1861-campaign", NULL, FALSE, HD_SIDE_UNION);
    put (u, HD_SIDE_UNION, "Vi", "Washington", 1);
    ok (u, "roll 4 for marches");
    ok (u, "march Union Vi from Washington by river to Fredericksburg");
  }
}

/* Optional rules 4.11, 4.12, 4.8, 4.9. */
static void
test_optional_rules (void)
{
  /* 4.11: first turn, one box by river, no Kentucky, no sea movement */
  {
    g_autoptr(HdState) s = bare_state ("1861-campaign", "4.11", TRUE, HD_SIDE_UNION);
    g_autoptr(HdState) plain = bare_state ("1861-campaign", NULL, TRUE, HD_SIDE_UNION);

    put (s, HD_SIDE_UNION, "Vi", "Cincinnati", 2);
    put (s, HD_SIDE_UNION, "Vi", "Washington", 1);
    put (plain, HD_SIDE_UNION, "Vi", "Cincinnati", 2);
    no (s, "march Union Vi from Cincinnati by river to Louisville by river to Evansville", "4.11");
    no (s, "march Union Vi from Cincinnati by river to Louisville", "4.11");     /* Kentucky */
    no (s, "sail Union Vi from Washington to Baltimore", "4.11");
    ok (s, "march Union Vi from Cincinnati by rail to Dayton");
    ok (plain, "march Union Vi from Cincinnati by river to Louisville by river to Evansville");
  }
  /* 4.12: the Union stays out of Kentucky until 01/02 1862 unless the
   * Confederates go in first */
  {
    g_autoptr(HdState) s = bare_state ("1861-campaign", "4.12", FALSE, HD_SIDE_UNION);

    put (s, HD_SIDE_UNION, "Vi", "Cincinnati", 1);
    put (s, HD_SIDE_CONFEDERATE, "Vi", "Nashville", 1);
    ok (s, "roll 3 for marches");
    no (s, "march Union Vi from Cincinnati by river to Louisville", "4.12");
    for (guint i = 0; i < 4; i++)
      g_assert_true (hd_turn_end_segment (s));
    ok (s, "roll 3 for marches");
    ok (s, "march Confederate Vi from Nashville by rail to Bowling Green");
    for (guint i = 0; i < 4; i++)
      g_assert_true (hd_turn_end_segment (s));
    ok (s, "roll 3 for marches");
    ok (s, "march Union Vi from Cincinnati by river to Louisville");
  }
  {
    g_autoptr(HdState) s = bare_state ("1861-campaign", "4.12", FALSE, HD_SIDE_UNION);
    put (s, HD_SIDE_UNION, "Vi", "Cincinnati", 1);
    while (hd_state_get_turn (s) < 6)
      g_assert_true (hd_turn_end_segment (s));
    ok (s, "roll 3 for marches");
    ok (s, "march Union Vi from Cincinnati by river to Louisville");
  }
  /* 4.8: crack infantry moves like cavalry by road and rail, but no jumps */
  {
    g_autoptr(HdState) s = bare_state ("1861-campaign", "4.8", FALSE, HD_SIDE_UNION);
    g_autoptr(HdState) plain = bare_state ("1861-campaign", NULL, FALSE, HD_SIDE_UNION);

    put (s, HD_SIDE_UNION, "Ci", "Harper's Ferry", 2);
    put (plain, HD_SIDE_UNION, "Ci", "Harper's Ferry", 1);
    ok (s, "roll 3 for marches");
    ok (plain, "roll 3 for marches");
    no (plain, "march Union Ci from Harper's Ferry by road to Washington by rail to Baltimore", "4.0");
    ok (s, "march Union Ci from Harper's Ferry by road to Washington by rail to Baltimore");
    put (s, HD_SIDE_CONFEDERATE, "Mi", "Manassas Junction", 1);
    no (s, "march Union Ci from Harper's Ferry by road to Manassas Junction by road to Fredericksburg", "4.8");
  }
  /* 4.9: three boxes along friendly railroads, for the Union only */
  {
    g_autoptr(HdState) s = bare_state ("1861-campaign", "4.9", FALSE, HD_SIDE_UNION);
    g_autoptr(HdState) plain = bare_state ("1861-campaign", NULL, FALSE, HD_SIDE_UNION);
    g_autoptr(HdState) c = bare_state ("1861-campaign", "4.9", FALSE, HD_SIDE_CONFEDERATE);

    put (s, HD_SIDE_UNION, "Vi", "Washington", 1);
    put (plain, HD_SIDE_UNION, "Vi", "Washington", 1);
    put (c, HD_SIDE_CONFEDERATE, "Vi", "Petersburg", 1);
    ok (s, "roll 3 for marches");
    ok (plain, "roll 3 for marches");
    ok (c, "roll 3 for marches");
    /* without 4.9, or for the Confederacy, the Movement Chart is the rule */
    no (plain, "march Union Vi from Washington by rail to Baltimore by rail to Philadelphia by rail to New York City", "4.0");
    ok (s, "march Union Vi from Washington by rail to Baltimore by rail to Philadelphia by rail to New York City");
    no (c, "march Confederate Vi from Petersburg by rail to Richmond by rail to Gordonsville by rail to Lynchburg", "4.0");
    /* with 4.9, a Union rail march through a box the Union does not
     * control: 4.9 is what fails */
    put (s, HD_SIDE_UNION, "Vi", "Harrisburg", 1);
    no (s, "march Union Vi from Harrisburg by rail to Baltimore by rail to Washington by rail to Manassas Junction", "4.9");
    /* cavalry using a road never moves three boxes: the Movement Chart */
    put (s, HD_SIDE_UNION, "Vc", "Harper's Ferry", 1);
    no (s, "march Union Vc from Harper's Ferry by road to Washington by rail to Baltimore by rail to Harrisburg", "4.0");
  }
}

/* Issue 31 (2): a refusal names the rule that decides it.  On the first
 * Game Turn under 4.11 Washington to Fort Monroe is closed by 4.11 (no
 * Union sea movement), not by 4.0's "no march reaches it"; the choices
 * not offered (By Sea, Invasion) say why; a march's own rule (4.12)
 * still decides a land move; an enemy port is an invasion's (4.7). */
static void
test_decisive_rule (void)
{
  g_autoptr(HdState) s = bare_state ("1861-campaign", "4.11 4.12", TRUE, HD_SIDE_UNION);
  g_autoptr(HdState) plain = bare_state ("1861-campaign", NULL, TRUE, HD_SIDE_UNION);
  g_autoptr(HdState) later = bare_state ("1861-campaign", "4.12", FALSE, HD_SIDE_UNION);
  g_autoptr(GError) error = NULL;
  int vi;

  put (s, HD_SIDE_UNION, "Vi", "Washington", 1);
  put (s, HD_SIDE_UNION, "Vi", "Cincinnati", 1);
  put (plain, HD_SIDE_UNION, "Vi", "Washington", 1);
  put (later, HD_SIDE_UNION, "Vi", "Washington", 1);
  put (later, HD_SIDE_UNION, "Vi", "Cincinnati", 1);
  vi = unit_at (s, HD_SIDE_UNION, "Vi", "Washington");
  g_assert_false (hd_movement_check_any_way (s, (guint) vi, box ("Fort Monroe"), &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "4.11");
  g_clear_error (&error);
  /* the march alone still says 4.0: no march reaches it */
  g_assert_false (hd_movement_find_route (s, (guint) vi, box ("Fort Monroe"), NULL, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "4.0");
  g_clear_error (&error);
  /* By Sea and Invasion, not offered, each with its reason */
  g_assert_false (hd_movement_sea_box_check (s, box ("Washington"), FALSE, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "4.11");
  g_clear_error (&error);
  g_assert_false (hd_movement_sea_box_check (s, box ("Washington"), TRUE, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "4.7");
  g_clear_error (&error);
  /* without 4.11 the sea is open: a way there */
  g_assert_true (hd_movement_check_any_way (plain, (guint) unit_at (plain, HD_SIDE_UNION, "Vi", "Washington"),
                                            box ("Fort Monroe"), NULL));
  g_assert_true (hd_movement_sea_box_check (plain, box ("Washington"), FALSE, NULL));
  /* a march's own rule decides a land move: Kentucky closed (4.11 on the
   * first turn, 4.12 after) */
  g_assert_false (hd_movement_check_any_way (s, (guint) unit_at (s, HD_SIDE_UNION, "Vi", "Cincinnati"),
                                             box ("Louisville"), &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "4.11");
  g_clear_error (&error);
  ok (later, "roll 3 for marches");
  g_assert_false (hd_movement_check_any_way (later, (guint) unit_at (later, HD_SIDE_UNION, "Vi", "Cincinnati"),
                                             box ("Louisville"), &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "4.12");
  g_clear_error (&error);
  /* an enemy port: an invasion's rule, a 6 (4.7) */
  g_assert_false (hd_movement_check_any_way (later, (guint) unit_at (later, HD_SIDE_UNION, "Vi", "Washington"),
                                             box ("Norfolk"), &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "4.7");
}

/* 4.6 and 4.7 with 4.71. */
static void
test_sea (void)
{
  g_autoptr(HdState) s = bare_state ("1861-campaign", "4.71", FALSE, HD_SIDE_UNION);
  g_autoptr(HdState) six = NULL;
  g_autoptr(GArray) ports = NULL;

  put (s, HD_SIDE_UNION, "Vi", "Baltimore", 3);
  put (s, HD_SIDE_UNION, "Vi", "Harrisburg", 1);
  put (s, HD_SIDE_UNION, "Vi", "Washington", 2);
  ok (s, "roll 6 for marches");
  /* each unit at sea is one march */
  ok (s, "sail Union Vi from Baltimore to New York City");
  ok (s, "sail Union Vi from Baltimore to Fort Monroe");
  g_assert_cmpuint (hd_state_get_marches_left (s), ==, 4);
  /* ...to a Union-controlled port, from a port it began the segment in */
  no (s, "sail Union Vi from Baltimore to Norfolk", "4.6");
  no (s, "sail Union Vi from Harrisburg to Baltimore", "4.6");
  /* no other movement for a unit that sailed */
  no (s, "march Union Vi from Fort Monroe by river to Yorktown", "4.6");
  /* a unit that marched may not sail */
  ok (s, "march Union Vi from Baltimore by rail to Washington");
  ok (s, "march Union Vi from Harrisburg by rail to Baltimore");
  no (s, "sail Union Vi from Baltimore to New York City", "4.6");
  ports = hd_movement_sea_destinations (s, (guint) hd_movement_pick_unit (s, box ("Washington"), HD_SIDE_UNION, HD_KIND_VI, FALSE, TRUE), FALSE);
  g_assert_cmpuint (ports->len, >, 0);
  /* entrench after sailing, in a recruitment city, with a second march */
  ok (s, "sail Union Vi from Washington to New York City");
  ok (s, "dig in at New York City");
  g_assert_cmpuint (count_at (s, HD_SIDE_UNION, "New York City", TRUE), ==, 2);

  /* the Confederacy has no fleet */
  {
    g_autoptr(HdState) c = bare_state ("1861-campaign", NULL, FALSE, HD_SIDE_CONFEDERATE);
    put (c, HD_SIDE_CONFEDERATE, "Vi", "Norfolk", 1);
    ok (c, "roll 3 for marches");
    no (c, "sail Confederate Vi from Norfolk to Wilmington", "4.6");
  }

  /* no invasion without a 6 */
  {
    g_autoptr(HdState) five = bare_state ("1861-campaign", NULL, FALSE, HD_SIDE_UNION);
    put (five, HD_SIDE_UNION, "Vi", "Washington", 1);
    ok (five, "roll 5 for marches");
    no (five, "invade Union Vi from Washington to Norfolk", "4.7");
  }

  /* naval invasion on a 6: from Washington to Confederate ports, several */
  six = bare_state ("1861-campaign", "4.71", FALSE, HD_SIDE_UNION);
  put (six, HD_SIDE_UNION, "Vi", "Washington", 4);
  put (six, HD_SIDE_UNION, "Vi", "Baltimore", 1);
  put (six, HD_SIDE_CONFEDERATE, "Mi", "Wilmington", 1);
  ok (six, "roll 6 for marches");
  no (six, "invade Union Vi from Baltimore to Norfolk", "4.7");
  no (six, "invade Union Vi from Washington to New York City", "4.7");
  ok (six, "invade Union Vi from Washington to Charleston");
  ok (six, "invade Union Vi from Washington to Wilmington");
  g_assert_true (hd_battle_box_has_battle (six, box ("Wilmington")));
  g_assert_true (hd_state_get_unit (six, (guint) unit_at (six, HD_SIDE_UNION, "Vi", "Wilmington"))->move.invaded);
  /* an empty invaded recruitment city may be entrenched with a second
   * march; a box held by the enemy may not */
  ok (six, "dig in at Charleston");
  g_assert_cmpuint (count_at (six, HD_SIDE_UNION, "Charleston", TRUE), ==, 1);
  no (six, "dig in at Wilmington", "4.3");
  /* 4.71: while the Confederates hold Fort Monroe, not Yorktown or Norfolk */
  hd_state_set_control (six, box ("Fort Monroe"), HD_SIDE_CONFEDERATE, TRUE);
  no (six, "invade Union Vi from Washington to Yorktown", "4.71");
  ok (six, "invade Union Vi from Washington to Fort Monroe");
  g_assert_cmpuint (hd_state_get_marches_left (six), ==, 2);
}

/* The destinations of a stack are those every unit of it can reach, and
 * they agree with the check of each route. */
static void
test_destinations (void)
{
  g_autoptr(HdState) s = bare_state ("1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  g_autoptr(GArray) both = NULL;
  g_autoptr(GArray) cav = NULL;
  guint units[2];

  put (s, HD_SIDE_UNION, "Vi", "Harper's Ferry", 1);
  put (s, HD_SIDE_UNION, "Vc", "Harper's Ferry", 1);
  ok (s, "roll 2 for marches");
  units[0] = (guint) unit_at (s, HD_SIDE_UNION, "Vi", "Harper's Ferry");
  units[1] = (guint) unit_at (s, HD_SIDE_UNION, "Vc", "Harper's Ferry");
  both = hd_movement_destinations (s, units, 2);
  cav = hd_movement_destinations (s, units + 1, 1);
  g_assert_cmpuint (both->len, >, 0);
  g_assert_cmpuint (cav->len, >, both->len);
  for (guint i = 0; i < both->len; i++)
    {
      const HdDestination *d = &g_array_index (both, HdDestination, i);
      g_assert_cmpuint (d->marches, ==, 1);
      for (guint u = 0; u < 2; u++)
        g_assert_true (hd_movement_find_route (s, units[u], d->to, NULL, NULL));
    }
  /* every other box is refused, with a rule */
  for (guint b = 0; b < hd_map_get_n_boxes (board); b++)
    {
      gboolean listed = FALSE;
      g_autoptr(GError) error = NULL;

      for (guint i = 0; i < both->len; i++)
        listed |= g_array_index (both, HdDestination, i).to == b;
      if (listed)
        continue;
      if (hd_movement_find_route (s, units[0], b, NULL, &error) &&
          hd_movement_find_route (s, units[1], b, NULL, &error))
        g_error ("%s is reachable by both but not listed", hd_map_get_box (board, b)->name);
      g_assert_nonnull (error);
      g_assert_nonnull (hd_rules_error_get_rule (error));
    }
}

/* Rule 3.0: segments in order; the Combat Segment cannot end while a battle
 * remains.  And the guide says what to do at each step. */
static void
test_turn_flow_and_guide (void)
{
  g_autoptr(HdState) s = bare_state ("1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  HdGuide *g;

  put (s, HD_SIDE_UNION, "Vi", "Washington", 1);
  put (s, HD_SIDE_CONFEDERATE, "Mi", "Manassas Junction", 1);

  g = hd_guide_new (s);
  g_assert_cmpint (g->next, ==, HD_GUIDE_NEXT_ROLL_MARCHES);
  g_assert_true (strstr (g->headline, "roll for marches") != NULL);
  hd_guide_free (g);

  ok (s, "roll 3 for marches");
  g = hd_guide_new (s);
  g_assert_cmpint (g->next, ==, HD_GUIDE_NEXT_END_SEGMENT);
  g_assert_cmpstr (g->headline, ==, "Union Movement: 3 of 3 marches left");
  hd_guide_free (g);

  ok (s, "march Union Vi from Washington by rail to Manassas Junction");
  g = hd_guide_new (s);
  g_assert_true (strstr (((const char *) g_ptr_array_index (g->remaining, g->remaining->len - 1)), "Manassas Junction")
                 != NULL);
  hd_guide_free (g);
  ok (s, "end segment");
  /* nothing of the Movement Segment in the Combat Segment (3.0) */
  no (s, "march Union Vi from Manassas Junction by rail to Washington", "3.0");
  g = hd_guide_new (s);
  g_assert_true (g->must_finish);
  hd_guide_free (g);
  no (s, "end segment", "3.0");
  /* the battle fought at the table and mirrored: now the segment may end */
  ok (s, "remove Confederate Mi from Manassas Junction");
  ok (s, "end segment");
  g_assert_cmpint (hd_state_get_segment (s), ==, HD_SEGMENT_PROMOTION);
  /* captured at the end of the Combat Segment (8.0) */
  g_assert_cmpint (hd_state_get_controller (s, box ("Manassas Junction")), ==, HD_SIDE_UNION);
}

/* ---------------------------------------------------- random segments */

static gboolean
is_enemy_at (const HdState *s, guint b, HdSide side, gboolean cavalry_only)
{
  for (guint i = 0; i < hd_state_get_n_units (s); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (s, i);
      if (bu->box == b && bu->unit.side != side &&
          (!cavalry_only || hd_unit_kind_get_type (bu->unit.kind) == HD_CAVALRY))
        return TRUE;
    }
  return FALSE;
}

/* An oracle independent of the engine's checks: the boxes a route passes
 * may hold enemy units only as a legal jump. */
static void
check_passage (const HdState *before, guint index, const HdRoute *r)
{
  const HdBoardUnit *bu = hd_state_get_unit (before, index);
  guint at = bu->box;
  gboolean river = hd_map_get_line (board, r->lines[0])->type == HD_LINE_RIVER;

  for (guint i = 0; i < r->n_steps; i++)
    {
      const HdLine *line = hd_map_get_line (board, r->lines[i]);
      guint next = line->a == at ? line->b : line->a;

      if (i + 1 < r->n_steps && is_enemy_at (before, next, bu->unit.side, FALSE))
        {
          g_assert_cmpuint (r->n_steps, ==, 2);
          g_assert_false (is_enemy_at (before, r->to, bu->unit.side, FALSE));
          if (river)
            {
              g_assert_cmpint (bu->unit.side, ==, HD_SIDE_UNION);
              g_assert_cmpint (line->downstream, ==, (int) next);
            }
          else
            {
              g_assert_cmpint (hd_unit_kind_get_type (bu->unit.kind), ==, HD_CAVALRY);
              g_assert_false (is_enemy_at (before, next, bu->unit.side, TRUE));
            }
        }
      if (line->type == HD_LINE_RIVER && bu->unit.side == HD_SIDE_CONFEDERATE)
        {
          const HdLine *potomac = hd_map_find_line (board, hd_map_lookup_id (board, "washington"),
                                                    hd_map_lookup_id (board, "fredericksburg"), HD_LINE_RIVER);
          g_assert_true (line != potomac);
        }
      at = next;
    }
  g_assert_cmpuint (at, ==, r->to);
}

static void
random_segment (HdState *s, GRand *rand, guint *n_moves)
{
  HdSide side = hd_state_get_player (s);

  if (hd_state_get_marches_left (s) == 0)
    {
      g_autoptr(GError) error = NULL;
      g_assert_true (hd_movement_roll (s, g_rand_int_range (rand, 1, 7), &error));
    }
  for (guint step = 0; step < 40 && hd_state_get_marches_left (s) + (hd_state_get_active_box (s) != HD_NO_BOX) > 0;
       step++)
    {
      guint n = hd_state_get_n_units (s);
      guint index = g_rand_int_range (rand, 0, n);
      const HdBoardUnit *bu = hd_state_get_unit (s, index);
      g_autoptr(HdState) before = hd_state_copy (s);
      g_autoptr(GArray) routes = NULL;
      guint choice = g_rand_int_range (rand, 0, 10);

      if (bu->unit.side != side)
        continue;
      if (choice == 0)
        {
          /* entrench where it stands (may be refused; then nothing changes) */
          guint b = bu->box;
          gboolean enemy = is_enemy_at (s, b, side, FALSE);
          if (hd_movement_entrench (s, b, NULL))
            g_assert_false (enemy);
          else
            g_assert_true (hd_state_equal (before, s));
          continue;
        }
      if (choice == 1 && side == HD_SIDE_UNION)
        {
          g_autoptr(GArray) ports = hd_movement_sea_destinations (s, index, hd_state_get_march_die (s) == 6);
          if (ports->len > 0)
            {
              guint to = g_array_index (ports, guint, g_rand_int_range (rand, 0, ports->len));
              g_assert_true (hd_movement_sea (s, index, to, hd_state_get_march_die (s) == 6, NULL));
              (*n_moves)++;
            }
          continue;
        }
      routes = hd_movement_unit_routes (s, index);
      if (routes->len == 0)
        continue;
      {
        const HdRoute *r = &g_array_index (routes, HdRoute, g_rand_int_range (rand, 0, routes->len));
        g_autoptr(GError) error = NULL;

        check_passage (before, index, r);
        if (!hd_movement_move (s, index, r->lines, r->n_steps, &error))
          g_error ("a listed route was refused: %s", error->message);
        (*n_moves)++;
        if (r->jump)
          g_assert_false (hd_state_get_unit (before, index)->move.jumped);
      }
    }
  /* the invariants */
  g_assert_cmpuint (hd_state_get_marches_left (s), <=, hd_state_get_marches (s));
  for (guint i = 0; i < hd_state_get_n_units (s); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (s, i);
      g_assert_cmpuint (bu->move.marches, <=, 2);
      if (bu->unit.side == side && bu->move.dug > 0 && bu->unit.entrenched)
        g_assert_false (is_enemy_at (s, bu->box, side, FALSE));
      if (bu->move.by_sea)
        g_assert_cmpuint (bu->move.marches, <=, 2);
    }
}

static void
test_random_segments (void)
{
  const char * const *ids = hd_scenario_builtin_ids ();
  const char *option_sets[] = { NULL, "4.8 4.9 4.11 4.12 4.71" };
  guint total = 0, segments = 0;

  for (guint o = 0; o < G_N_ELEMENTS (option_sets); o++)
    for (guint k = 0; ids[k] != NULL; k++)
      {
        g_autoptr(HdScenario) scenario = hd_scenario_new_builtin (board, ids[k], NULL);
        g_autoptr(GRand) rand = g_rand_new_with_seed (4000 + k + 10 * o);

        for (guint game = 0; game < 40; game++)
          {
            g_autoptr(HdState) s = hd_state_new_from_scenario (board, scenario);
            g_auto(GStrv) opts = g_strsplit (option_sets[o] ? option_sets[o] : "", " ", -1);

            hd_turn_set_options (s, (const char * const *) (option_sets[o] ? opts : NULL));
            /* several Player Turns: movement, then straight on */
            for (guint turn = 0; turn < 6; turn++)
              {
                g_autoptr(GArray) battles = NULL;
                random_segment (s, rand, &total);
                segments++;
                for (guint seg = 0; seg < 4; seg++)
                  g_assert_true (hd_turn_end_segment (s));
                /* battles are for issue 5: clear them so play can go on */
                battles = hd_battle_get_all (s);
                for (guint b = 0; b < battles->len; b++)
                  for (guint i = hd_state_get_n_units (s); i-- > 0;)
                    if (hd_state_get_unit (s, i)->box == g_array_index (battles, guint, b) &&
                        hd_state_get_unit (s, i)->unit.side != hd_state_get_player (s))
                      hd_state_remove_unit (s, i);
              }
          }
      }
  g_test_message ("%u random movement segments, %u moves checked", segments, total);
  g_assert_cmpuint (segments, >=, 2000);
  g_assert_cmpuint (total, >, 5000);
}

/* A box beyond every march of the unit: one plain clause after the rule,
 * naming the box ("Chicago is out of reach: no march ..." glued two). */
static void
test_out_of_reach_words (void)
{
  g_autoptr(HdState) s = bare_state ("1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  g_autoptr(GError) error = NULL;

  put (s, HD_SIDE_UNION, "Mi", "Washington", 1);
  ok (s, "roll 3 for marches");
  g_assert_false (hd_movement_find_route (s, (guint) unit_at (s, HD_SIDE_UNION, "Mi", "Washington"), box ("Chicago"),
                                          NULL, &error));
  g_assert_cmpstr (error->message, ==, "Rule 4.0: no march of this unit reaches Chicago");
}

int
main (int argc, char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();

  g_test_add_func ("/movement/example-4.0", test_example_4_0);
  g_test_add_func ("/movement/example-4.3", test_example_4_3);
  g_test_add_func ("/movement/enemy-box-stops", test_enemy_box_stops);
  g_test_add_func ("/movement/permanent-entrenchment", test_permanent_entrenchment);
  g_test_add_func ("/movement/example-4.5", test_example_4_5);
  g_test_add_func ("/movement/river-jumps", test_river_jumps);
  g_test_add_func ("/movement/march-die-and-limits", test_march_die_and_limits);
  g_test_add_func ("/movement/lines-and-distances", test_lines_and_distances);
  g_test_add_func ("/movement/optional-rules", test_optional_rules);
  g_test_add_func ("/movement/sea", test_sea);
  g_test_add_func ("/movement/decisive-rule", test_decisive_rule);
  g_test_add_func ("/movement/destinations", test_destinations);
  g_test_add_func ("/movement/turn-flow-and-guide", test_turn_flow_and_guide);
  g_test_add_func ("/movement/random-segments", test_random_segments);
  g_test_add_func ("/movement/out-of-reach-words", test_out_of_reach_words);

  ret = g_test_run ();
  g_object_unref (board);
  return ret;
}
