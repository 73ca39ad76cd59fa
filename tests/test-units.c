/* test-units.c: the unit table (rules 1.4, 5.1, 5.32, 11.4, Game Piece
 * Inventory) and the calendar (rules 3.0, 7.2, 9.0, 9.1, 11.2). */
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

static void
test_calendar (void)
{
  HdGameTurn t;
  g_autofree char *first = hd_calendar_format (1);
  g_autofree char *last = hd_calendar_format (HD_CAMPAIGN_TURNS);
  g_autofree char *extended = hd_calendar_format (HD_EXTENDED_TURNS);

  g_assert_cmpstr (first, ==, "07/1861");
  g_assert_cmpstr (last, ==, "06/1865");
  g_assert_cmpstr (extended, ==, "11/12/1865");
  g_assert_true (hd_calendar_get_turn (5, &t));
  g_assert_cmpuint (t.first_month, ==, 11);
  g_assert_cmpuint (t.n_months, ==, 2);
  g_assert_true (hd_calendar_get_turn (6, &t));
  g_assert_cmpuint (t.year, ==, 1862);
  g_assert_cmpuint (t.n_months, ==, 2);
  g_assert_false (hd_calendar_get_turn (0, &t));
  g_assert_false (hd_calendar_get_turn (46, &t));

  /* 7.2 and 11.2: the drafts and the scenario starts are the 04 turns */
  g_assert_cmpuint (hd_calendar_find_turn (4, 1862), ==, 8);
  g_assert_cmpuint (hd_calendar_find_turn (4, 1863), ==, 18);
  g_assert_cmpuint (hd_calendar_find_turn (4, 1864), ==, 28);
  /* 11.1: the Short Game's tenth turn is 06/1862 */
  g_assert_cmpuint (hd_calendar_find_turn (6, 1862), ==, 10);
  g_assert_cmpuint (hd_calendar_find_turn (12, 1861), ==, 5);
  g_assert_cmpuint (hd_calendar_find_turn (6, 1861), ==, 0);

  for (guint turn = 1; turn <= HD_EXTENDED_TURNS; turn++)
    {
      g_autofree char *s = hd_calendar_format (turn);
      g_assert_cmpuint (hd_calendar_parse (s), ==, turn);
    }
  g_assert_cmpuint (hd_calendar_parse ("11/1861"), ==, 5);
  g_assert_cmpuint (hd_calendar_parse ("12/1861"), ==, 0);
  g_assert_cmpuint (hd_calendar_parse ("12/11/1861"), ==, 0);
  g_assert_cmpuint (hd_calendar_parse ("13/1861"), ==, 0);
  g_assert_cmpuint (hd_calendar_parse ("7/1861x"), ==, 0);
  g_assert_cmpuint (hd_calendar_parse ("July 1861"), ==, 0);
}

static void
test_calendar_matches_board (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMap) map = hd_map_new_default (&error);

  g_assert_no_error (error);
  for (guint turn = 1; turn <= HD_EXTENDED_TURNS; turn++)
    {
      g_autofree char *s = hd_calendar_format (turn);
      g_assert_cmpstr (hd_map_get_track_space (map, HD_TRACK_GAME_TURN, turn)->date, ==, s);
    }
}

static void
test_options (void)
{
  static const struct { const char *id; HdBalance balance; } rule_1_2[] = {
    { "4.9", HD_BALANCE_PRO_UNION }, { "5.41", HD_BALANCE_PRO_UNION }, { "7.4", HD_BALANCE_PRO_UNION },
    { "7.5", HD_BALANCE_PRO_UNION }, { "9.1", HD_BALANCE_PRO_UNION }, { "10.1", HD_BALANCE_PRO_UNION },
    { "4.11", HD_BALANCE_PRO_CONFEDERATE }, { "4.12", HD_BALANCE_PRO_CONFEDERATE },
    { "4.71", HD_BALANCE_PRO_CONFEDERATE }, { "6.2", HD_BALANCE_PRO_CONFEDERATE },
    { "7.3", HD_BALANCE_PRO_CONFEDERATE },
    { "4.8", HD_BALANCE_NEUTRAL }, { "5.2", HD_BALANCE_NEUTRAL }, { "5.71", HD_BALANCE_NEUTRAL },
    { "6.1", HD_BALANCE_NEUTRAL },
  };
  guint optional = 0;
  GError *error = NULL;

  /* every optional rule of 1.2, with the balance effect 1.2 gives it */
  for (guint i = 0; i < G_N_ELEMENTS (rule_1_2); i++)
    {
      const HdOption *o = hd_options_lookup (rule_1_2[i].id);
      g_assert_nonnull (o);
      g_assert_cmpint (o->balance, ==, rule_1_2[i].balance);
      g_assert_nonnull (o->explanation);
    }
  for (guint i = 0; i < hd_options_get_n (); i++)
    optional += hd_options_get (i)->balance != HD_BALANCE_ADVANCED && hd_options_get (i)->balance != HD_BALANCE_LENGTH;
  g_assert_cmpuint (optional, ==, G_N_ELEMENTS (rule_1_2));

  /* only implemented ones may be chosen */
  g_assert_true (hd_options_validate ((const char *[]) { "7.3", NULL }, NULL));
  g_assert_true (hd_options_validate (NULL, NULL));
  g_assert_true (hd_options_validate ((const char *[]) { "4.9", "5.2", NULL }, NULL));
  g_assert_false (hd_options_validate ((const char *[]) { "advanced-2.0", NULL }, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "advanced-2.0");
  g_clear_error (&error);
  g_assert_false (hd_options_validate ((const char *[]) { "99.9", NULL }, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "1.2");
  g_clear_error (&error);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/units/kinds", test_kinds);
  g_test_add_func ("/units/codes", test_codes);
  g_test_add_func ("/units/counter-mix", test_counter_mix);
  g_test_add_func ("/options/table", test_options);
  g_test_add_func ("/calendar/turns", test_calendar);
  g_test_add_func ("/calendar/matches-board", test_calendar_matches_board);
  return g_test_run ();
}
