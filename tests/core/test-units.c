/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-units.c: the unit table (rules 1.4, 5.1, 5.32, 11.4, Game Piece
 * Inventory). */
#include "hd-action.h"
#include "hd-calendar.h"
#include "hd-options.h"
#include "hd-map.h"
#include "hd-unit.h"

static void
test_kinds (void)
{
  /* combat values: 5.1's example (veteran cavalry 2), 5.31's (veteran
   * infantry 3), 5.32 (crack infantry 3), 2.0 ("1-value Militia Cavalry") */
  g_assert_cmpuint (hd_unit_kind_get_combat_value (HD_KIND_VC), ==, 2);
  g_assert_cmpuint (hd_unit_kind_get_combat_value (HD_KIND_VI), ==, 3);
  g_assert_cmpuint (hd_unit_kind_get_combat_value (HD_KIND_CI), ==, 3);
  g_assert_cmpuint (hd_unit_kind_get_combat_value (HD_KIND_MC), ==, 1);
  g_assert_cmpuint (hd_unit_kind_get_combat_value (HD_KIND_MI), ==, 2);
  g_assert_cmpuint (hd_unit_kind_get_combat_value (HD_KIND_CC), ==, 3);

  for (guint k = 0; k < HD_N_KINDS; k++)
    {
      HdUnitKind back;
      g_assert_true (hd_unit_kind_from_code (hd_unit_kind_get_code (k), &back));
      g_assert_cmpint (back, ==, k);
      g_assert_cmpint (hd_unit_kind_from_parts (hd_unit_kind_get_type (k), hd_unit_kind_get_quality (k)), ==, k);
      g_assert_nonnull (hd_unit_kind_get_label (k));
    }
  g_assert_cmpint (hd_unit_kind_get_type (HD_KIND_CC), ==, HD_CAVALRY);
  g_assert_cmpint (hd_unit_kind_get_quality (HD_KIND_CI), ==, HD_CRACK);
}

static void
test_codes (void)
{
  HdUnit u = { 0 };
  g_autofree char *code = NULL;

  g_assert_true (hd_unit_from_code ("Vi-r", HD_SIDE_UNION, &u));
  g_assert_cmpint (u.kind, ==, HD_KIND_VI);
  g_assert_true (u.reduced);
  code = hd_unit_to_code (&u);
  g_assert_cmpstr (code, ==, "Vi-r");
  g_assert_true (hd_unit_from_code ("Mc", HD_SIDE_CONFEDERATE, &u));
  g_assert_false (u.reduced);
  g_assert_false (hd_unit_from_code ("Xx", HD_SIDE_UNION, &u));
  g_assert_false (hd_unit_from_code ("vi", HD_SIDE_UNION, &u));
  g_assert_false (hd_unit_from_code ("Vi-", HD_SIDE_UNION, &u));
  g_assert_false (hd_unit_from_code ("", HD_SIDE_UNION, &u));
}

static void
test_counter_mix (void)
{
  guint u = 0, c = 0;

  /* Game Piece Inventory: Union 24 Mi, 20 Vi, 9 Ci, 1 Mc, 8 Vc, 4 Cc;
   * Confederate 8 Mi, 20 Vi, 9 Ci, 1 Mc, 8 Vc, 4 Cc. */
  g_assert_cmpuint (hd_unit_kind_get_counter_limit (HD_SIDE_UNION, HD_KIND_MI), ==, 24);
  g_assert_cmpuint (hd_unit_kind_get_counter_limit (HD_SIDE_CONFEDERATE, HD_KIND_MI), ==, 8);
  g_assert_cmpuint (hd_unit_kind_get_counter_limit (HD_SIDE_UNION, HD_KIND_MC), ==, 1);
  g_assert_cmpuint (hd_unit_kind_get_counter_limit (HD_SIDE_CONFEDERATE, HD_KIND_CC), ==, 4);
  g_assert_cmpuint (hd_unit_kind_get_counter_limit (HD_SIDE_NEUTRAL, HD_KIND_MI), ==, 0);
  for (guint k = 0; k < HD_N_KINDS; k++)
    {
      u += hd_unit_kind_get_counter_limit (HD_SIDE_UNION, k);
      c += hd_unit_kind_get_counter_limit (HD_SIDE_CONFEDERATE, k);
    }
  /* the inventory's totals (68 and 58) less the Advanced Game pieces
   * (Union: 2 leaders; Confederate: 1 leader, 4 Foreign Intervention units,
   * 3 Border Militia) */
  g_assert_cmpuint (u, ==, 68 - 2);
  g_assert_cmpuint (c, ==, 58 - 1 - 4 - 3);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/units/kinds", test_kinds);
  g_test_add_func ("/units/codes", test_codes);
  g_test_add_func ("/units/counter-mix", test_counter_mix);
  return g_test_run ();
}
