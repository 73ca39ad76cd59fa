/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-supply.c: supply in the Advanced Game (hd-supply, Advanced
 * 2.0-2.2) on constructed positions of the 1862 scenario's map: a lone
 * piece, a chain of cities, a cut railroad, a city alone, Union ports; then
 * the boxes out of supply at the start of a Player Turn, each giving up a
 * piece before anything else. */
#include "config.h"

#include <string.h>

#include "hd-game.h"
#include "hd-state-private.h"
#include "hd-supply.h"
#include "hd-test-util.h"
#include "hd-action-line.h"
#include "hd-transcript.h"

static HdMap *board;

static HdState *
position (HdSide player)
{
  return hd_test_bare_state (board, "1862", "advanced-2.0", FALSE, player);
}

static HdSupplyBox
supply_of (const HdState *s, HdSide side, const char *box)
{
  g_autofree HdSupplyBox *all = hd_supply_compute (s, side);
  return all[hd_test_box (board, box)];
}

/* Union units in every box next to Gordonsville: its railroads are cut. */
static void
surround_gordonsville (HdState *s)
{
  static const char *around[] = { "Lynchburg", "Manassas Junction", "Richmond", "Staunton" };
  for (guint i = 0; i < G_N_ELEMENTS (around); i++)
    hd_test_put (s, HD_SIDE_UNION, "Mi", around[i], 1, FALSE);
}

/* "A piece which is alone in a box is automatically in supply." */
static void
test_lone_piece (void)
{
  g_autoptr(HdState) s = position (HD_SIDE_CONFEDERATE);

  surround_gordonsville (s);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Gordonsville", 1, FALSE);
  g_assert_cmpint (supply_of (s, HD_SIDE_CONFEDERATE, "Gordonsville").state, ==, HD_SUPPLY_NONE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Gordonsville", 1, FALSE);
  g_assert_cmpint (supply_of (s, HD_SIDE_CONFEDERATE, "Gordonsville").state, ==, HD_SUPPLY_OUT);
}

/* Outside a city, a line to a city that is itself in supply: Gordonsville
 * by rail to Richmond, which reaches Petersburg. */
static void
test_chain_of_cities (void)
{
  g_autoptr(HdState) s = position (HD_SIDE_CONFEDERATE);
  HdSupplyBox g;
  g_autoptr(GArray) line = NULL;
  g_autofree char *said = NULL;

  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Gordonsville", 2, FALSE);
  g = supply_of (s, HD_SIDE_CONFEDERATE, "Gordonsville");
  g_assert_cmpint (g.state, ==, HD_SUPPLY_TRACED);
  g_assert_cmpuint (g.source, ==, hd_test_box (board, "Richmond"));
  g_assert_cmpuint (g.pieces, ==, 2);
  line = hd_supply_line (s, HD_SIDE_CONFEDERATE, hd_test_box (board, "Gordonsville"));
  g_assert_cmpuint (line->len, ==, 1);
  g_assert_cmpint (hd_map_get_line (board, g_array_index (line, guint, 0))->type, ==, HD_LINE_RAIL);
  said = hd_supply_describe (s, &g, hd_test_box (board, "Gordonsville"));
  g_assert_nonnull (strstr (said, "Richmond"));
  g_assert_nonnull (strstr (said, "Advanced 2.1"));
}

/* Enemy units cut every railroad out of Gordonsville. */
static void
test_cut_railroad (void)
{
  g_autoptr(HdState) s = position (HD_SIDE_CONFEDERATE);

  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Gordonsville", 2, FALSE);
  surround_gordonsville (s);
  g_assert_cmpint (supply_of (s, HD_SIDE_CONFEDERATE, "Gordonsville").state, ==, HD_SUPPLY_OUT);
}

/* A recruitment city needs another one: Richmond cut off from every other
 * city is out of supply; and a box whose only city is such a one too. */
static void
test_city_alone (void)
{
  g_autoptr(HdState) s = position (HD_SIDE_CONFEDERATE);
  static const char *around[] = { "Fredericksburg", "Petersburg", "Yorktown" };

  for (guint i = 0; i < G_N_ELEMENTS (around); i++)
    hd_test_put (s, HD_SIDE_UNION, "Mi", around[i], 1, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Mi", "Lynchburg", 1, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Mi", "Staunton", 1, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Mi", "Manassas Junction", 1, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Richmond", 2, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Gordonsville", 2, FALSE);
  g_assert_cmpint (supply_of (s, HD_SIDE_CONFEDERATE, "Richmond").state, ==, HD_SUPPLY_OUT);
  g_assert_cmpint (supply_of (s, HD_SIDE_CONFEDERATE, "Gordonsville").state, ==, HD_SUPPLY_OUT);
}

/* "Union pieces in ports or able to trace a supply line to a port are
 * automatically in supply." */
static void
test_union_ports (void)
{
  g_autoptr(HdState) s = position (HD_SIDE_UNION);
  HdSupplyBox r;

  hd_test_put (s, HD_SIDE_UNION, "Mi", "Yorktown", 2, FALSE);
  g_assert_cmpint (supply_of (s, HD_SIDE_UNION, "Yorktown").state, ==, HD_SUPPLY_PORT);
  /* Richmond and Yorktown taken: the railroad between them is friendly */
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Richmond", 2, FALSE);
  hd_state_capture_boxes (s, HD_SIDE_UNION);
  r = supply_of (s, HD_SIDE_UNION, "Richmond");
  g_assert_cmpint (r.state, ==, HD_SUPPLY_TRACED);
  /* Richmond is a Confederate city, not a Union one: the port supplies */
  g_assert_cmpuint (r.source, ==, hd_test_box (board, "Yorktown"));
  /* the Confederacy has no port supply */
  g_assert_cmpint (supply_of (s, HD_SIDE_CONFEDERATE, "Yorktown").state, ==, HD_SUPPLY_NONE);
}

/* The start of a Player Turn: the boxes out of supply each give up one
 * piece, of the owner's choice, before anything else (Advanced 2.2). */
static void
test_pieces_given_up (void)
{
  g_autoptr(HdState) s = position (HD_SIDE_CONFEDERATE);
  guint gordonsville = hd_test_box (board, "Gordonsville");
  g_autofree char *give_up = NULL;
  g_autofree char *supplied = NULL;
  guint pool;

  surround_gordonsville (s);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Gordonsville", 1, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Gordonsville", 1, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Petersburg", 2, FALSE);
  hd_supply_check (s);
  g_assert_true (hd_state_get_supply_due (s, gordonsville));
  g_assert_false (hd_state_get_supply_due (s, hd_test_box (board, "Petersburg")));
  hd_test_no (s, "roll 3 for marches", "Advanced 2.2");
  hd_test_no (s, "end segment", "Advanced 2.2");
  supplied = g_strdup_printf ("unsupplied #%u", hd_test_unit_id (s, HD_SIDE_CONFEDERATE, "Vi", "Petersburg", 0));
  hd_test_no (s, supplied, "Advanced 2.2");
  /* the owner's choice: the militia, back to the pool */
  pool = hd_state_get_pool (s, HD_SIDE_CONFEDERATE, HD_KIND_MI);
  give_up = g_strdup_printf ("unsupplied #%u", hd_test_unit_id (s, HD_SIDE_CONFEDERATE, "Mi", "Gordonsville", 0));
  hd_test_ok (s, give_up);
  g_assert_cmpuint (hd_state_get_pool (s, HD_SIDE_CONFEDERATE, HD_KIND_MI), ==, pool + 1);
  g_assert_cmpuint (hd_state_count_units_at (s, gordonsville, HD_SIDE_CONFEDERATE), ==, 1);
  g_assert_false (hd_state_get_any_supply_due (s));
  /* one piece a box: the veteran stays */
  hd_test_no (s, give_up, "1.4");
  hd_test_ok (s, "roll 3 for marches");
}

/* Without Advanced 2.0 nothing is traced and nothing is owed. */
static void
test_without_the_rule (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1862", NULL, FALSE, HD_SIDE_CONFEDERATE);

  surround_gordonsville (s);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Gordonsville", 2, FALSE);
  hd_supply_check (s);
  g_assert_false (hd_state_get_any_supply_due (s));
  hd_test_ok (s, "roll 3 for marches");
}

static void
apply_line (HdGame *game, const char *line)
{
  g_autoptr(GError) error = NULL;
  HdAction a;

  g_assert_true (hd_action_line_parse (board, line, &a));
  if (!hd_log_apply (HD_LOG (game), &a, &error))
    g_error ("%s: %s", line, error->message);
}

/* A whole Player Turn through the game: the board emptied and set by
 * corrections, the Confederate turn begins with Gordonsville cut off; the
 * transcript line and the save element carry the piece given up. */
static void
test_transcript_and_save (void)
{
  static const char *lines[] = {
    "add Confederate Vi in Gordonsville", "add Confederate Vi in Gordonsville",
    "add Union Mi in Lynchburg", "add Union Mi in Manassas Junction", "add Union Mi in Staunton",
    "add Union Mi in Richmond",
    "end segment", "end segment", "end segment", "end segment",
  };
  const char *options[] = { "advanced-2.0", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = hd_game_new (board, "1862", options, &error);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(HdGame) again = NULL;
  g_autofree char *give_up = NULL;
  g_autofree char *written = NULL;
  const HdState *s;

  g_assert_no_error (error);
  hd_test_clear_game (game);
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    apply_line (game, lines[i]);
  s = hd_game_get_state (game);
  g_assert_cmpint (hd_state_get_player (s), ==, HD_SIDE_CONFEDERATE);
  g_assert_true (hd_state_get_supply_due (s, hd_test_box (board, "Gordonsville")));
  give_up = g_strdup_printf ("unsupplied #%u", hd_test_unit_id (s, HD_SIDE_CONFEDERATE, "Vi", "Gordonsville", 1));
  apply_line (game, give_up);
  written = hd_transcript_write (game);
  g_assert_nonnull (strstr (written, give_up));
  bytes = hd_log_to_bytes (HD_LOG (game));
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), "supply-loss"));
  again = hd_game_new_from_bytes (board, bytes, "test", &error);
  g_assert_no_error (error);
  g_assert_true (hd_state_equal (hd_game_get_state (game), hd_game_get_state (again)));
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();
  g_test_add_func ("/supply/lone-piece", test_lone_piece);
  g_test_add_func ("/supply/chain-of-cities", test_chain_of_cities);
  g_test_add_func ("/supply/cut-railroad", test_cut_railroad);
  g_test_add_func ("/supply/city-alone", test_city_alone);
  g_test_add_func ("/supply/union-ports", test_union_ports);
  g_test_add_func ("/supply/pieces-given-up", test_pieces_given_up);
  g_test_add_func ("/supply/without-the-rule", test_without_the_rule);
  g_test_add_func ("/supply/transcript-and-save", test_transcript_and_save);
  status = g_test_run ();
  g_object_unref (board);
  return status;
}
