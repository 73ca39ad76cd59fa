/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-threat.c: reach and threats (hd-threat) against the movement
 * engine itself: a few positions worked by hand, then random positions
 * where every sequence of legal moves the engine allows in one Movement
 * Segment is tried (brute force) and the strongest arrival in each box,
 * with one march and with two, must equal what hd_threat_reach says;
 * the reach with the other side's units off the board covers every
 * placement of them, and the search's cache of second marches changes
 * no reach. */
#include "config.h"

#include <string.h>

#include "hd-action-private.h"
#include "hd-state-private.h"
#include "hd-test-util.h"
#include "hd-threat.h"

static HdMap *board;

static guint
value_of (const char *code)
{
  HdUnit unit;
  g_assert_true (hd_unit_from_code (code, HD_SIDE_UNION, &unit));
  return hd_unit_kind_get_combat_value (unit.kind);
}

/* Rule 4.0: infantry goes one box a march by road, so a box two roads
 * away needs two marches; the units of two boxes add up only with two. */
static void
test_one_and_two_marches (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  guint manassas = hd_test_box (board, "Manassas Junction");
  guint washington = hd_test_box (board, "Washington");
  g_autofree HdReach *reach = NULL;

  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Manassas Junction", 2, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Fredericksburg", 1, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Mi", "Washington", 2, FALSE);
  /* the Confederates, whose Movement Segment comes after the Union's */
  g_assert_cmpint (hd_threat_side_to_move (s), ==, HD_SIDE_UNION);
  reach = hd_threat_reach (s, HD_SIDE_CONFEDERATE);
  g_assert_true (hd_threat_is_target (s, washington, HD_SIDE_CONFEDERATE));
  g_assert_false (hd_threat_is_target (s, manassas, HD_SIDE_CONFEDERATE));
  /* one march: the two veterans of Manassas Junction, or the militia */
  g_assert_cmpuint (reach[washington].one_march.units, ==, 2);
  g_assert_cmpuint (reach[washington].one_march.strength, ==, 2 * value_of ("Vi"));
  /* two marches: both boxes */
  g_assert_cmpuint (reach[washington].two_marches.units, ==, 3);
  g_assert_cmpuint (reach[washington].two_marches.strength, ==, 2 * value_of ("Vi") + value_of ("Mi"));
  /* boxes the side already holds show no arrival */
  g_assert_cmpuint (reach[manassas].one_march.units, ==, 0);
}

/* Rule 4.0: a unit takes part in at most two marches; a box two road
 * steps away is reached by marching twice, never in one march. */
static void
test_marching_twice (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_CONFEDERATE);
  guint washington = hd_test_box (board, "Washington");
  g_autofree HdReach *reach = NULL;
  g_autoptr(HdState) h = NULL;

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Washington", 1, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Richmond", 1, FALSE);
  /* the Union moves next: in the next Game Turn */
  g_assert_cmpint (hd_threat_side_to_move (s), ==, HD_SIDE_CONFEDERATE);
  h = hd_threat_movement_state (s, HD_SIDE_UNION);
  g_assert_cmpuint (hd_state_get_turn (h), ==, hd_state_get_turn (s) + 1);
  g_assert_cmpint (hd_state_get_player (h), ==, HD_SIDE_UNION);
  g_assert_cmpuint (hd_state_get_marches (h), ==, 2);
  reach = hd_threat_reach (s, HD_SIDE_CONFEDERATE);
  /* the Confederate militia of Richmond cannot reach Washington by road
   * in one march; whatever the engine says about two, it is never less */
  g_assert_true (hd_force_greater (&reach[washington].two_marches, &reach[washington].one_march) ||
                 reach[washington].two_marches.strength == reach[washington].one_march.strength);
}

/* ------------------------------------------------------------ brute force */

typedef struct {
  HdForce *one;
  HdForce *two;
  guint    n_boxes;
  HdSide   mover;
  GHashTable *seen;
} Brute;

static char *
state_key (const HdState *s, HdSide mover)
{
  GString *key = g_string_new (NULL);

  g_string_append_printf (key, "%u/%u:", s->marches_spent, s->active_box);
  for (guint i = 0; i < s->units->len; i++)
    {
      const HdBoardUnit *bu = &g_array_index (s->units, HdBoardUnit, i);
      if (bu->unit.side == mover)
        g_string_append_printf (key, "%u,%u%u%u%u;", bu->box, bu->move.marches, bu->move.jumped, bu->move.by_sea,
                                bu->move.in_march);
    }
  return g_string_free (key, FALSE);
}

static void
brute_score (Brute *b, const HdState *s)
{
  g_autofree HdForce *here = g_new0 (HdForce, b->n_boxes);

  for (guint i = 0; i < s->units->len; i++)
    {
      const HdBoardUnit *bu = &g_array_index (s->units, HdBoardUnit, i);
      if (bu->unit.side == b->mover && bu->box != bu->move.start_box)
        {
          here[bu->box].units++;
          here[bu->box].strength += hd_unit_kind_get_combat_value (bu->unit.kind);
        }
    }
  for (guint box = 0; box < b->n_boxes; box++)
    {
      if (s->marches_spent <= 1 && hd_force_greater (&here[box], &b->one[box]))
        b->one[box] = here[box];
      if (hd_force_greater (&here[box], &b->two[box]))
        b->two[box] = here[box];
    }
}

static void brute_visit (Brute *b, HdState *s);

static void
brute_try (Brute *b, HdState *next)
{
  char *key = state_key (next, b->mover);

  if (g_hash_table_contains (b->seen, key))
    {
      g_free (key);
      hd_state_free (next);
      return;
    }
  g_hash_table_add (b->seen, key);
  brute_visit (b, next);
  hd_state_free (next);
}

/* Every legal move of every unit of the mover, from @s. */
static void
brute_visit (Brute *b, HdState *s)
{
  brute_score (b, s);
  for (guint i = 0; i < s->units->len; i++)
    {
      g_autoptr(GArray) routes = NULL;

      if (g_array_index (s->units, HdBoardUnit, i).unit.side != b->mover)
        continue;
      routes = hd_movement_unit_routes (s, i);
      for (guint r = 0; r < routes->len; r++)
        {
          const HdRoute *route = &g_array_index (routes, HdRoute, r);
          HdState *next = hd_state_copy (s);
          g_assert_true (hd_movement_move (next, i, route->lines, route->n_steps, NULL));
          brute_try (b, next);
        }
      for (guint invasion = 0; invasion < 2; invasion++)
        {
          g_autoptr(GArray) ports = hd_movement_sea_destinations (s, i, invasion);
          for (guint p = 0; p < ports->len; p++)
            {
              HdState *next = hd_state_copy (s);
              g_assert_true (hd_movement_sea (next, i, g_array_index (ports, guint, p), invasion, NULL));
              brute_try (b, next);
            }
        }
    }
}

static guint
random_near (GRand *rand, guint box, guint steps)
{
  for (guint i = 0; i < steps; i++)
    {
      const HdBox *b = hd_map_get_box (board, box);
      const HdLine *line;
      if (b->n_lines == 0)
        break;
      line = hd_map_get_line (board, b->lines[g_rand_int_range (rand, 0, b->n_lines)]);
      box = line->a == box ? line->b : line->a;
    }
  return box;
}

static void
random_put (GRand *rand, HdState *s, HdSide side, guint box)
{
  static const char *codes[] = { "Mi", "Vi", "Ci", "Mc", "Vc", "Cc" };
  HdUnit unit;

  g_assert_true (hd_unit_from_code (codes[g_rand_int_range (rand, 0, G_N_ELEMENTS (codes))], side, &unit));
  hd_state_add_unit (s, box, &unit);
}

/* A random position: a few units of the mover in two or three boxes near
 * each other, the other side's units around them, control as the Combat
 * Segments would leave it (8.0). */
static HdState *
random_position (GRand *rand, HdSide mover)
{
  static const char *options[] = { NULL, "4.8", "4.9", "4.8 4.9 4.71" };
  HdState *s = hd_test_bare_state (board, g_rand_boolean (rand) ? "1862" : "1864",
                                   options[g_rand_int_range (rand, 0, G_N_ELEMENTS (options))], FALSE,
                                   hd_side_get_enemy (mover));
  guint home = g_rand_int_range (rand, 0, hd_map_get_n_boxes (board));
  guint n_mover = g_rand_int_range (rand, 2, 4);
  HdSide other = hd_side_get_enemy (mover);

  if (mover == HD_SIDE_UNION && g_rand_int_range (rand, 0, 3) == 0)
    home = hd_test_box (board, "Washington");
  for (guint i = 0; i < n_mover; i++)
    random_put (rand, s, mover, random_near (rand, home, g_rand_int_range (rand, 0, 3)));
  for (guint i = 0; i < 5; i++)
    {
      guint box = random_near (rand, home, g_rand_int_range (rand, 1, 4));
      if (hd_state_count_units_at (s, box, mover) == 0)
        random_put (rand, s, other, box);
    }
  hd_state_capture_boxes (s, mover);
  hd_state_capture_boxes (s, other);
  return s;
}

static void
check_against_brute_force (const HdState *s, HdSide mover, guint seed)
{
  g_autofree HdReach *reach = hd_threat_reach (s, mover);
  g_autoptr(HdState) h = hd_threat_movement_state (s, mover);
  guint n_boxes = hd_map_get_n_boxes (board);
  g_autofree HdForce *one = g_new0 (HdForce, n_boxes);
  g_autofree HdForce *two = g_new0 (HdForce, n_boxes);
  Brute b = { one, two, n_boxes, mover, g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL) };

  g_hash_table_add (b.seen, state_key (h, mover));
  brute_visit (&b, h);
  for (guint box = 0; box < n_boxes; box++)
    {
      if (hd_state_count_units_at (s, box, mover) > 0)
        continue;
      if (reach[box].one_march.strength != one[box].strength || reach[box].one_march.units != one[box].units ||
          reach[box].two_marches.strength != two[box].strength || reach[box].two_marches.units != two[box].units)
        g_error ("seed %u, %s into %s: reach %u/%u and %u/%u, brute force %u/%u and %u/%u", seed,
                 hd_side_get_name (mover), hd_map_get_box (board, box)->name, reach[box].one_march.units,
                 reach[box].one_march.strength, reach[box].two_marches.units, reach[box].two_marches.strength,
                 one[box].units, one[box].strength, two[box].units, two[box].strength);
    }
  g_hash_table_unref (b.seen);
}

static void
test_brute_force (void)
{
  guint positions = g_test_slow () ? 1000 : 150;

  for (guint seed = 1; seed <= positions; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      HdSide mover = seed % 2 ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE;
      g_autoptr(HdState) s = random_position (rand, mover);
      check_against_brute_force (s, mover, seed);
    }
}

/* The other side's units only stop the mover's marches (4.0): with them
 * off the board (hd_threat_reach_unblocked) the mover reaches every box
 * it reaches with them, wherever they stand, and more of them changes
 * nothing there.  The planner keys its cache of the enemy's reach on
 * this (hd-planner.c, region_init). */
static void
test_unblocked (void)
{
  guint n_boxes = hd_map_get_n_boxes (board);

  for (guint seed = 1; seed <= 60; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      HdSide mover = seed % 2 ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE;
      g_autoptr(HdState) s = random_position (rand, mover);
      g_autofree HdReach *open = hd_threat_reach_unblocked (s, mover);

      for (guint variant = 0; variant < 4; variant++)
        {
          g_autoptr(HdState) v = hd_state_copy (s);
          g_autofree HdReach *reach = NULL;
          g_autofree HdReach *open_v = NULL;

          /* more of the other side's units, anywhere the mover is not;
           * control stays as it was (units change it only after combat, 8.0) */
          for (guint k = 0; k < 3 * variant; k++)
            {
              guint box = g_rand_int_range (rand, 0, n_boxes);
              if (hd_state_count_units_at (v, box, mover) == 0)
                random_put (rand, v, hd_side_get_enemy (mover), box);
            }
          reach = hd_threat_reach (v, mover);
          open_v = hd_threat_reach_unblocked (v, mover);
          for (guint box = 0; box < n_boxes; box++)
            {
              if (reach[box].two_marches.units > 0 && open[box].two_marches.units == 0)
                g_error ("seed %u, variant %u: %s reaches %s, which it cannot reach unblocked", seed, variant,
                         hd_side_get_name (mover), hd_map_get_box (board, box)->name);
              g_assert_cmpmem (&open_v[box], sizeof (HdReach), &open[box], sizeof (HdReach));
            }
        }
    }
}

/* The cache of second marches (hd_threat_reach_cached), kept across
 * positions that differ only in where the other side's units stand, as
 * the planner's search keeps it, changes no reach. */
static void
test_cached (void)
{
  guint n_boxes = hd_map_get_n_boxes (board);

  for (guint seed = 1; seed <= 40; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (1000 + seed);
      HdSide mover = seed % 2 ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE;
      g_autoptr(HdState) s = random_position (rand, mover);
      g_autoptr(HdThreatCache) cache = hd_threat_cache_new ();

      for (guint variant = 0; variant < 8; variant++)
        {
          g_autoptr(HdState) v = hd_state_copy (s);
          g_autofree HdReach *reach = NULL;
          g_autofree HdReach *cached = NULL;

          /* some of the other side's units gone, others come */
          for (guint i = hd_state_get_n_units (v); i-- > 0;)
            if (hd_state_get_unit (v, i)->unit.side != mover && g_rand_int_range (rand, 0, 3) == 0)
              hd_state_remove_unit (v, i);
          for (guint k = 0; k < variant; k++)
            {
              guint box = g_rand_int_range (rand, 0, n_boxes);
              if (hd_state_count_units_at (v, box, mover) == 0)
                random_put (rand, v, hd_side_get_enemy (mover), box);
            }
          reach = hd_threat_reach (v, mover);
          cached = hd_threat_reach_cached (v, mover, cache);
          for (guint box = 0; box < n_boxes; box++)
            if (memcmp (&reach[box], &cached[box], sizeof (HdReach)) != 0)
              g_error ("seed %u, variant %u, %s into %s: reach (units/strength) %u/%u and %u/%u, cached %u/%u and %u/%u",
                       seed, variant, hd_side_get_name (mover), hd_map_get_box (board, box)->name,
                       reach[box].one_march.units, reach[box].one_march.strength, reach[box].two_marches.units,
                       reach[box].two_marches.strength, cached[box].one_march.units, cached[box].one_march.strength,
                       cached[box].two_marches.units, cached[box].two_marches.strength);
        }
    }
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();
  g_test_add_func ("/threat/one-and-two-marches", test_one_and_two_marches);
  g_test_add_func ("/threat/marching-twice", test_marching_twice);
  g_test_add_func ("/threat/brute-force", test_brute_force);
  g_test_add_func ("/threat/unblocked", test_unblocked);
  g_test_add_func ("/threat/cached", test_cached);
  status = g_test_run ();
  g_object_unref (board);
  return status;
}
