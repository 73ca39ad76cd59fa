/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-state.c: the game state itself: control as rule 8.0 and its
 * example have it, Kentucky's neutrality, the Union drafts (7.2, 7.3) and
 * 7.4's increase; and the state's invariants (hd-state-private.h): every
 * scenario's set-up and every position of random games keeps them, and each
 * one broken on purpose is found and named. */
#include <string.h>

#include "hd-test-util.h"
#include "hd-action.h"
#include "hd-calendar.h"
#include "hd-scenario.h"
#include "hd-state.h"
#include "hd-state-private.h"
#include "hd-turn.h"
#include "hd-invariants.h"
#include "hd-action-line.h"
#include "hd-transcript.h"

static HdMap *board;

static HdScenario *
load (const char *id)
{
  g_autoptr(GError) error = NULL;
  HdScenario *s = hd_scenario_new_builtin (board, id, &error);

  g_assert_no_error (error);
  g_assert_nonnull (s);
  return s;
}

#define box_index(name) hd_test_box (board, name)

static int
find_unit (const HdState *st, const char *box, HdSide side, HdUnitKind kind)
{
  guint b = box_index (box);
  for (guint i = 0; i < hd_state_get_n_units (st); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (st, i);
      if (bu->box == b && bu->unit.side == side && bu->unit.kind == kind)
        return (int) i;
    }
  g_error ("no such unit at %s", box);
  return -1;
}

/* Rule 8.0's example: the Confederates hold St. Louis with cavalry and
 * Cairo with infantry, and Ironton by a Control marker.  Cairo left empty
 * keeps a Confederate marker; St. Louis left empty reverts to the Union. */
static void
test_control_example (void)
{
  g_autoptr(HdScenario) s = load ("1861-campaign");
  g_autoptr(HdState) st = hd_state_new_from_scenario (board, s);
  HdUnit cav = { HD_SIDE_CONFEDERATE, HD_KIND_VC, FALSE, FALSE };
  HdUnit inf = { HD_SIDE_CONFEDERATE, HD_KIND_VI, FALSE, FALSE };
  guint stl = box_index ("St. Louis"), cairo = box_index ("Cairo"), ironton = box_index ("Ironton");
  guint rolla = box_index ("Rolla");

  /* clear the Union units out of the two cities (an edit, not a move) */
  hd_state_remove_unit (st, (guint) find_unit (st, "St. Louis", HD_SIDE_UNION, HD_KIND_MI));
  hd_state_remove_unit (st, (guint) find_unit (st, "Cairo", HD_SIDE_UNION, HD_KIND_MI));
  g_assert_cmpint (hd_state_get_controller (st, stl), ==, HD_SIDE_UNION);

  hd_state_add_unit (st, stl, &cav);
  hd_state_add_unit (st, cairo, &inf);
  hd_state_add_unit (st, ironton, &inf);
  /* moving in does not capture: only the end of the Combat Segment does */
  g_assert_cmpint (hd_state_get_controller (st, stl), ==, HD_SIDE_UNION);
  hd_state_capture_boxes (st, HD_SIDE_CONFEDERATE);
  g_assert_cmpint (hd_state_get_controller (st, stl), ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpint (hd_state_get_controller (st, cairo), ==, HD_SIDE_CONFEDERATE);
  g_assert_false (hd_state_has_control_marker (st, cairo));
  /* Cairo recruits for either side (7.0): its shield now counts for the South */
  g_assert_cmpuint (hd_state_get_army_maximum (st, HD_SIDE_UNION), ==, 34 - 2 - 1);
  g_assert_cmpuint (hd_state_get_army_maximum (st, HD_SIDE_CONFEDERATE), ==, 29 + 1);

  /* Ironton's infantry leaves: a Control marker keeps it Confederate */
  hd_state_move_unit (st, (guint) find_unit (st, "Ironton", HD_SIDE_CONFEDERATE, HD_KIND_VI), rolla);
  g_assert_true (hd_state_has_control_marker (st, ironton));
  g_assert_cmpint (hd_state_get_controller (st, ironton), ==, HD_SIDE_CONFEDERATE);

  /* "if the Infantry unit moved out of Cairo ... a Confederate Control
   * marker would be placed there" */
  hd_state_move_unit (st, (guint) find_unit (st, "Cairo", HD_SIDE_CONFEDERATE, HD_KIND_VI), rolla);
  g_assert_true (hd_state_has_control_marker (st, cairo));
  g_assert_cmpint (hd_state_get_controller (st, cairo), ==, HD_SIDE_CONFEDERATE);

  /* "if the Cavalry unit was moved out of St. Louis ... That box would
   * immediately revert back to its original color" */
  hd_state_move_unit (st, (guint) find_unit (st, "St. Louis", HD_SIDE_CONFEDERATE, HD_KIND_VC), rolla);
  g_assert_false (hd_state_has_control_marker (st, stl));
  g_assert_cmpint (hd_state_get_controller (st, stl), ==, HD_SIDE_UNION);
  g_assert_cmpuint (hd_state_get_army_maximum (st, HD_SIDE_UNION), ==, 34 - 1);

  /* Rolla is Union-coloured: the Confederates there do not take it until
   * their Combat Segment ends */
  g_assert_cmpint (hd_state_get_controller (st, rolla), ==, HD_SIDE_UNION);
  hd_state_capture_boxes (st, HD_SIDE_CONFEDERATE);
  g_assert_cmpint (hd_state_get_controller (st, rolla), ==, HD_SIDE_CONFEDERATE);
}

/* 7.1's note and 8.0's tan boxes: whoever takes neutral Louisville raises
 * only its own maximum; a Kentucky box left by infantry stays its taker's */
static void
test_control_kentucky (void)
{
  g_autoptr(HdScenario) s = load ("1861-campaign");
  g_autoptr(HdState) st = hd_state_new_from_scenario (board, s);
  guint louisville = box_index ("Louisville");

  hd_state_move_unit (st, (guint) find_unit (st, "Nashville", HD_SIDE_CONFEDERATE, HD_KIND_MI), louisville);
  hd_state_capture_boxes (st, HD_SIDE_CONFEDERATE);
  g_assert_cmpint (hd_state_get_controller (st, louisville), ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpuint (hd_state_get_army_maximum (st, HD_SIDE_UNION), ==, 34);
  g_assert_cmpuint (hd_state_get_army_maximum (st, HD_SIDE_CONFEDERATE), ==, 29 + 1);
  /* Nashville, left empty, is the South's own colour: no marker needed */
  g_assert_false (hd_state_has_control_marker (st, box_index ("Nashville")));
  g_assert_cmpint (hd_state_get_controller (st, box_index ("Nashville")), ==, HD_SIDE_CONFEDERATE);

  hd_state_move_unit (st, (guint) find_unit (st, "Louisville", HD_SIDE_CONFEDERATE, HD_KIND_MI), box_index ("Lexington"));
  g_assert_true (hd_state_has_control_marker (st, louisville));
  g_assert_cmpint (hd_state_get_controller (st, louisville), ==, HD_SIDE_CONFEDERATE);
}

/* Rule 7.4: "If the Union army maximum in 05 (May) 1864 is 35, up to 12
 * additional (47 total) Union units may be in play" (after three drafts). */
static void
test_increasing_union_forces (void)
{
  g_autoptr(HdScenario) s64 = load ("1864");
  g_autoptr(HdScenario) s61 = load ("1861-campaign");
  g_autoptr(HdState) st = hd_state_new_from_scenario (board, s64);
  g_autoptr(HdState) st61 = hd_state_new_from_scenario (board, s61);

  /* 1864 starts with its draft taken: three drafts, 36 + 12 */
  g_assert_cmpuint (hd_state_get_army_maximum (st, HD_SIDE_UNION), ==, 36);
  g_assert_cmpuint (hd_state_get_units_allowed (st, HD_SIDE_UNION, TRUE), ==, 36 + 12);
  g_assert_cmpuint (hd_state_get_units_allowed (st, HD_SIDE_UNION, FALSE), ==, 36);
  /* the example's own figures: with the maximum at 35, 47 */
  hd_state_set_control (st, box_index ("Knoxville"), HD_SIDE_CONFEDERATE, FALSE);
  g_assert_cmpuint (hd_state_get_army_maximum (st, HD_SIDE_UNION), ==, 35);
  g_assert_cmpuint (hd_state_get_units_allowed (st, HD_SIDE_UNION, TRUE), ==, 47);
  /* only the Union, and nothing before the first draft */
  g_assert_cmpuint (hd_state_get_units_allowed (st, HD_SIDE_CONFEDERATE, TRUE), ==,
                    hd_state_get_army_maximum (st, HD_SIDE_CONFEDERATE));
  g_assert_cmpuint (hd_state_get_units_allowed (st61, HD_SIDE_UNION, TRUE), ==, 34);
}

/* Rules 7.2 and 7.3: the drafts' militia arrive in the Union pool */
static void
test_drafts (void)
{
  g_autoptr(HdScenario) s = load ("1861-campaign");
  g_autoptr(HdState) st = hd_state_new_from_scenario (board, s);
  g_autoptr(HdState) riots = NULL;
  guint total = 0;

  g_assert_cmpuint (hd_state_draft_size (8, FALSE), ==, 4);
  g_assert_cmpuint (hd_state_draft_size (18, FALSE), ==, 4);
  g_assert_cmpuint (hd_state_draft_size (19, FALSE), ==, 0);
  g_assert_cmpuint (hd_state_draft_size (28, FALSE), ==, 4);
  g_assert_cmpuint (hd_state_draft_size (7, FALSE), ==, 0);
  for (guint t = 18; t <= 21; t++)
    g_assert_cmpuint (hd_state_draft_size (t, TRUE), ==, 1);   /* 04, 05, 06, 07/1863 */
  g_assert_cmpuint (hd_state_draft_size (22, TRUE), ==, 0);
  g_assert_cmpuint (hd_state_draft_size (8, TRUE), ==, 4);       /* 7.3 touches only 1863 */

  riots = hd_state_copy (st);
  for (guint t = 1; t <= HD_CAMPAIGN_TURNS; t++)
    {
      hd_state_set_turn (st, t);
      total += hd_state_take_draft (st, FALSE);
      hd_state_set_turn (riots, t);
      hd_state_take_draft (riots, TRUE);
      if (t == 8)
        g_assert_cmpuint (hd_state_get_pool (st, HD_SIDE_UNION, HD_KIND_MI), ==, 4); /* 16 in all */
      if (t == 19)
        {
          g_assert_cmpuint (hd_state_get_pool (st, HD_SIDE_UNION, HD_KIND_MI), ==, 8);
          g_assert_cmpuint (hd_state_get_pool (riots, HD_SIDE_UNION, HD_KIND_MI), ==, 4 + 2);
        }
    }
  /* after the third draft the Union has all 24 (7.2) */
  g_assert_cmpuint (total, ==, 12);
  g_assert_cmpuint (hd_state_get_union_militia_held_back (st), ==, 0);
  g_assert_cmpuint (hd_state_get_union_militia_held_back (riots), ==, 0);
  g_assert_cmpuint (hd_state_get_drafts_taken (st), ==, 3);
  g_assert_cmpuint (hd_state_get_drafts_taken (riots), ==, 3);
  g_assert_cmpuint (hd_state_get_pool (st, HD_SIDE_UNION, HD_KIND_MI) +
                    hd_state_get_units_in_play (st, HD_SIDE_UNION), ==, 12 + 12);
}

/* @st breaks invariant @number (and the check says which). */
static void
expect_broken (HdState *st, int number)
{
  g_autofree char *why = hd_invariants_check (st);
  g_autofree char *prefix = g_strdup_printf ("invariant %d:", number);

  g_assert_nonnull (why);
  g_test_message ("%s", why);
  g_assert_true (g_str_has_prefix (why, prefix));
}

static HdState *
fresh (const char *scenario)
{
  g_autoptr(HdScenario) s = load (scenario);
  return hd_state_new_from_scenario (board, s);
}

/* Every scenario starts sound; each invariant broken on purpose is found. */
static void
test_invariants (void)
{
  const char *ids[] = { "1861-campaign", "1861-short", "1862", "1863", "1864" };
  HdUnit mc = { HD_SIDE_CONFEDERATE, HD_KIND_MC, FALSE, FALSE };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(HdState) st = fresh (ids[i]);
      g_autofree char *why = hd_invariants_check (st);
      g_assert_null (why);
    }
  {
    g_autoptr(HdState) st = fresh ("1862");
    st->turn = 0;
    expect_broken (st, 1);
  }
  {
    g_autoptr(HdState) st = fresh ("1862");
    g_array_index (st->units, HdBoardUnit, 0).box = hd_map_get_n_boxes (board);
    expect_broken (st, 2);
  }
  {
    g_autoptr(HdState) st = fresh ("1862");
    g_array_index (st->units, HdBoardUnit, 1).id = g_array_index (st->units, HdBoardUnit, 0).id;
    expect_broken (st, 3);
  }
  {
    g_autoptr(HdState) st = fresh ("1862");
    g_array_index (st->units, HdBoardUnit, 0).move.marches = 3;
    expect_broken (st, 4);
  }
  {
    g_autoptr(HdState) st = fresh ("1862");
    st->marches_spent = st->marches + 1;
    expect_broken (st, 4);
  }
  {
    /* a second Militia Cavalry: there is one in the game */
    g_autoptr(HdState) st = fresh ("1862");
    hd_state_add_unit (st, 0, &mc);
    hd_state_add_unit (st, 0, &mc);
    expect_broken (st, 5);
  }
  {
    g_autoptr(HdState) st = fresh ("1862");
    st->battle_box = 0;
    expect_broken (st, 6);
    st->battle_round = 1;
    expect_broken (st, 6);   /* not the Combat Segment, nobody there */
  }
  {
    g_autoptr(HdState) st = fresh ("1862");
    st->control[hd_map_lookup (board, "Richmond")->index] = HD_SIDE_NEUTRAL;
    expect_broken (st, 7);
  }
  {
    g_autoptr(HdState) st = fresh ("1862");
    st->march_die = 7;
    expect_broken (st, 8);
  }
  {
    g_autoptr(HdState) st = fresh ("1862");
    st->winner = HD_SIDE_UNION;
    expect_broken (st, 9);
  }
  {
    g_autoptr(HdState) st = fresh ("1862");
    st->n_entered_from = HD_MAX_ENTRIES + 1;
    expect_broken (st, 10);
  }
}

/* A refused action leaves the state exactly as it was, and
 * hd_action_check() says so first, changing nothing: many actions of every
 * kind, on states in every segment.  (Debug builds also assert both after
 * every action of every test.) */
static void
test_refusals_change_nothing (void)
{
  g_autoptr(HdState) st = fresh ("1862");
  const char *lines[] = {
    "roll 9 for marches", "march from Chicago", "march Union Vi from Richmond by rail to Petersburg",
    "battle at Washington", "fire #1 at #2 rolls 3", "recruit Union Mi in Richmond", "promote #999",
    "remove Union Ci from Chicago", "flip Confederate Vi in Philadelphia", "move Union Vi from Philadelphia to Philadelphia",
    "roll 3 for recruitment", "reinforce with #3", "retreat to Baltimore", "withdraw to Baltimore",
  };

  for (guint turn = 0; turn < 8; turn++)
    {
      for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
        {
          HdAction a;
          g_autoptr(HdState) before = hd_state_copy (st);
          g_autoptr(GError) error = NULL;

          gboolean would;

          g_assert_true (hd_action_line_parse (board, lines[i], &a));
          /* hd_action_check answers without changing anything, and as
           * applying does */
          would = hd_action_check (st, &a, NULL);
          g_assert_true (hd_state_equal (before, st));
          g_assert_cmpint (would, ==, hd_action_apply (&a, st, &error));
          if (!would)
            g_assert_true (hd_state_equal (before, st));
        }
      g_assert_true (hd_turn_end_segment (st));
    }
}

int
main (int argc, char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();

  g_test_add_func ("/state/control-example", test_control_example);
  g_test_add_func ("/state/control-kentucky", test_control_kentucky);
  g_test_add_func ("/state/drafts", test_drafts);
  g_test_add_func ("/state/increasing-union-forces", test_increasing_union_forces);
  g_test_add_func ("/state/invariants", test_invariants);
  g_test_add_func ("/state/refusals-change-nothing", test_refusals_change_nothing);

  ret = g_test_run ();
  g_clear_object (&board);
  return ret;
}
