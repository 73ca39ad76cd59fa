/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-command.c: the Command Table (hd-command) and Advanced 3.0,
 * Movement and Command: the table as printed with the Advanced Rules,
 * marches read on it instead of 4.0's die, the first Game Turn's two
 * marches kept, naval invasions still on a die of 6. */
#include "config.h"

#include <string.h>

#include "hd-command.h"
#include "hd-guide.h"
#include "hd-state-private.h"
#include "hd-test-util.h"

static HdMap *board;

/* The Command Table of the Advanced Rules, row by row (die 1-6), each
 * year 1861-1865 as Union/Confederate. */
static const char *printed[6] = {
  "2/2 2/3 2/3 3/3 3/2",
  "2/3 2/3 3/4 3/3 4/3",
  "2/3 3/4 3/4 4/4 4/3",
  "3/4 3/4 4/5 4/4 5/4",
  "3/4 4/5 4/5 5/5 5/4",
  "4/5 4/5 5/6 5/5 6/5",
};

static void
test_table (void)
{
  for (guint die = 1; die <= 6; die++)
    {
      g_auto(GStrv) cells = g_strsplit (printed[die - 1], " ", -1);
      for (guint year = 1861; year <= 1865; year++)
        {
          g_autofree char *cell = g_strdup_printf ("%u/%u", hd_command_value (die, year, HD_SIDE_UNION),
                                                   hd_command_value (die, year, HD_SIDE_CONFEDERATE));
          g_assert_cmpstr (cell, ==, cells[year - 1861]);
        }
    }
  g_assert_cmpuint (hd_command_value (0, 1862, HD_SIDE_UNION), ==, 0);
  g_assert_cmpuint (hd_command_value (7, 1862, HD_SIDE_UNION), ==, 0);
  /* the Extended Game's last turns are still 1865 */
  g_assert_cmpuint (hd_command_year (45), ==, 1865);
  g_assert_cmpuint (hd_command_year (1), ==, 1861);
}

static guint
marches_after (const char *scenario, const char *options, HdSide side, guint die)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, scenario, options, FALSE, side);
  g_autofree char *line = g_strdup_printf ("roll %u for marches", die);

  hd_test_ok (s, line);
  return hd_state_get_marches (s);
}

/* Advanced 3.0: "the number rolled is cross-indexed with the current game
 * year, and the number of marches is found for that player". */
static void
test_marches (void)
{
  /* 1862 (the 1862 scenario's second turn): a 4 is 3 for the Union, 4
   * for the Confederacy; a 1 is read on the table, not counted as 2 */
  g_assert_cmpuint (marches_after ("1862", "advanced-3.0", HD_SIDE_UNION, 4), ==, 3);
  g_assert_cmpuint (marches_after ("1862", "advanced-3.0", HD_SIDE_CONFEDERATE, 4), ==, 4);
  g_assert_cmpuint (marches_after ("1862", "advanced-3.0", HD_SIDE_CONFEDERATE, 1), ==, 3);
  g_assert_cmpuint (marches_after ("1864", "advanced-3.0", HD_SIDE_UNION, 6), ==, 5);
  g_assert_cmpuint (marches_after ("1861-campaign", "advanced-3.0", HD_SIDE_UNION, 2), ==, 2);
  /* without it, 4.0 */
  g_assert_cmpuint (marches_after ("1862", NULL, HD_SIDE_UNION, 4), ==, 4);
  g_assert_cmpuint (marches_after ("1862", NULL, HD_SIDE_UNION, 1), ==, 2);
  /* with other options too */
  g_assert_cmpuint (marches_after ("1862", "4.8 4.9 advanced-3.0 7.3", HD_SIDE_UNION, 5), ==, 4);
}

/* The first Game Turn keeps its two marches without a die (4.1, 11.2):
 * Advanced 3.0 changes only the first paragraph of 4.0. */
static void
test_first_turn (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1863", "advanced-3.0", TRUE, HD_SIDE_UNION);

  g_assert_cmpuint (hd_state_get_marches (s), ==, 2);
  hd_test_no (s, "roll 3 for marches", "11.2");
}

/* A die of 6 still opens naval invasions (4.7), whatever the table gives. */
static void
test_invasion_on_six (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", "advanced-3.0", FALSE, HD_SIDE_UNION);

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Washington", 1, FALSE);
  hd_test_ok (s, "roll 6 for marches");
  g_assert_cmpuint (hd_state_get_marches (s), ==, 4);
  hd_test_ok (s, "invade Union Vi from Washington to Norfolk");
}

/* The guide reads the year's row of the table to the player. */
static void
test_guide (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1862", "advanced-3.0", FALSE, HD_SIDE_UNION);
  g_autoptr(HdGuide) guide = hd_guide_new (s);

  g_assert_nonnull (strstr (guide->advice, "Advanced 3.0"));
  g_assert_nonnull (strstr (guide->advice, "2, 2, 3, 3, 4, 4"));
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();
  g_test_add_func ("/command/table", test_table);
  g_test_add_func ("/command/marches", test_marches);
  g_test_add_func ("/command/first-turn", test_first_turn);
  g_test_add_func ("/command/invasion-on-six", test_invasion_on_six);
  g_test_add_func ("/command/guide", test_guide);
  status = g_test_run ();
  g_object_unref (board);
  return status;
}
