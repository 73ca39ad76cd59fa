/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-preview.c: a battle foreseen in the Movement Segment
 * (hd_preview_battle) is the battle the Combat Segment then starts: the
 * same units, river crossing and entrenchment, the same odds; the
 * reinforcements the defender could bring (5.5); refusals with the rule. */
#include "config.h"

#include "hd-odds.h"
#include "hd-preview.h"
#include "hd-test-util.h"
#include "hd-action-line.h"
#include "hd-transcript.h"

static HdMap *board;

#define box(name) hd_test_box (board, name)

static HdAction
action (const char *line)
{
  HdAction a;

  if (!hd_action_line_parse (board, line, &a))
    g_error ("not understood: %s", line);
  return a;
}

#define contains hd_test_contains

/* The rulebook's comprehensive battle example (5.0-5.5): the Confederate
 * cavalry comes down the river into Cairo, where the Union cavalry is
 * entrenched.  Foreseen before the moves, it is the same battle. */
static void
test_cairo_foreseen (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_CONFEDERATE);
  g_autoptr(HdState) before = NULL;
  g_autoptr(HdState) preview = NULL;
  g_autoptr(GArray) help = NULL;
  g_autoptr(GError) error = NULL;
  HdAction moves[2];
  guint cvc, uvc;
  HdShotNeed n;

  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vc", "Fts Henry & Donelson", 1, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mc", "Fts Henry & Donelson", 1, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vc", "Paducah", 1, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Vc", "Cairo", 1, TRUE);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Vandalia", 1, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Mi", "St. Louis", 2, FALSE);
  hd_test_ok (s, "roll 3 for marches");
  moves[0] = action ("march Confederate Vc from Fts Henry & Donelson by river to Paducah by river to Cairo");
  moves[1] = action ("march Confederate Mc from Fts Henry & Donelson by river to Paducah by river to Cairo");
  before = hd_state_copy (s);

  preview = hd_preview_battle (s, moves, 2, box ("Cairo"), &error);
  g_assert_no_error (error);
  g_assert_true (hd_state_equal (s, before));   /* the game itself is untouched */
  g_assert_cmpuint (hd_battle_get_box (preview), ==, box ("Cairo"));
  g_assert_cmpint (hd_battle_get_attacker (preview), ==, HD_SIDE_CONFEDERATE);
  cvc = hd_test_unit_id (preview, HD_SIDE_CONFEDERATE, "Vc", "Cairo", 0);
  uvc = hd_test_unit_id (preview, HD_SIDE_UNION, "Vc", "Cairo", 0);
  g_assert_true (hd_test_unit (preview, cvc)->move.crossed);     /* river (5.34) */
  g_assert_true (hd_test_unit (preview, uvc)->unit.entrenched);  /* 5.31 */
  g_assert_true (hd_battle_shot_need (preview, uvc, cvc, &n));
  g_assert_cmpint (n.value, ==, 3);

  /* the Union could bring the Veteran Infantry from Vandalia and either
   * militia from St. Louis in round 2, one from each box (5.5) */
  help = hd_preview_defender_help (preview);
  g_assert_cmpuint (help->len, ==, 3);
  g_assert_true (contains (help, hd_test_unit_id (preview, HD_SIDE_UNION, "Vi", "Vandalia", 0)));
  g_assert_true (contains (help, hd_test_unit_id (preview, HD_SIDE_UNION, "Mi", "St. Louis", 1)));

  /* the same battle, fought: the same state, the same odds */
  hd_test_ok (s, "march Confederate Vc from Fts Henry & Donelson by river to Paducah by river to Cairo");
  hd_test_ok (s, "march Confederate Mc from Fts Henry & Donelson by river to Paducah by river to Cairo");
  hd_test_ok (s, "end segment");
  hd_test_ok (s, "battle at Cairo");
  g_assert_true (hd_state_equal (s, preview));
  g_assert_cmpfloat (hd_odds_attacker_wins (preview), ==, hd_odds_attacker_wins (s));
  g_assert_cmpfloat (hd_odds_attacker_wins (preview), >, 0.0);
  g_assert_cmpfloat (hd_odds_attacker_wins (preview), <, 1.0);

  /* the same two lines written out: the same odds */
  {
    g_autoptr(HdState) lines = hd_preview_lines (board, HD_SIDE_CONFEDERATE, "Vc Mc vs Vc entrenched river", &error);
    g_assert_no_error (error);
    g_assert_cmpfloat_with_epsilon (hd_odds_attacker_wins (lines), hd_odds_attacker_wins (s), 1e-12);
  }
}

/* Two lines written out: entrenchment (5.31) and a river crossing (5.34)
 * each make the attack harder; refusals name the rule. */
static void
test_lines (void)
{
  const char *texts[] = { "Vi Vi Mi vs Ci-r Mi", "Vi Vi Mi vs Ci-r Mi entrenched", "Vi Vi Mi vs Ci-r Mi river",
                          "  Vi  Vi Mi vs Ci-r Mi   river entrenched " };
  double p[G_N_ELEMENTS (texts)];
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(HdState) s = hd_preview_lines (board, HD_SIDE_UNION, texts[i], &error);
      g_autoptr(GArray) a = NULL;
      g_autoptr(GArray) d = NULL;

      g_assert_no_error (error);
      a = hd_battle_get_units (s, HD_SIDE_UNION);
      d = hd_battle_get_units (s, HD_SIDE_CONFEDERATE);
      g_assert_cmpuint (a->len, ==, 3);
      g_assert_cmpuint (d->len, ==, 2);
      p[i] = hd_odds_attacker_wins (s);
    }
  g_assert_cmpfloat (p[1], <, p[0]);
  g_assert_cmpfloat (p[2], <, p[0]);
  g_assert_cmpfloat (p[3], <, MIN (p[1], p[2]));

  g_assert_null (hd_preview_lines (board, HD_SIDE_UNION, "Vi Xx vs Mi", &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "11.4");
  g_clear_error (&error);
  g_assert_null (hd_preview_lines (board, HD_SIDE_UNION, "Vi Mi", &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "5.0");
  g_clear_error (&error);
  g_assert_null (hd_preview_lines (board, HD_SIDE_UNION, "vs Mi", &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "5.0");
  g_clear_error (&error);
  /* more counters than the game has (the Union has few crack cavalry) */
  g_assert_null (hd_preview_lines (board, HD_SIDE_UNION, "Cc Cc Cc Cc Cc Cc Cc Cc Cc Cc Cc Cc vs Mi", &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Game Piece Inventory");
}

/* Refused: a move the rules forbid (with its rule), a box without both
 * sides, outside the Movement Segment; the state never changes. */
static void
test_refusals (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_CONFEDERATE);
  g_autoptr(HdState) before = NULL;
  g_autoptr(GError) error = NULL;
  HdAction far;
  HdState *p;

  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Fts Henry & Donelson", 1, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Vc", "Cairo", 1, FALSE);
  hd_test_ok (s, "roll 3 for marches");
  before = hd_state_copy (s);
  /* no such unit there to move */
  far = action ("march Confederate Vc from Fts Henry & Donelson by river to Paducah by river to Cairo");
  p = hd_preview_battle (s, &far, 1, box ("Cairo"), &error);
  g_assert_null (p);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (hd_rules_error_get_rule (error));
  g_clear_error (&error);
  /* no enemy at the destination: no battle (5.0) */
  far = action ("march Confederate Vi from Fts Henry & Donelson by river to Paducah");
  g_assert_null (hd_preview_battle (s, &far, 1, box ("Paducah"), &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "5.0");
  g_clear_error (&error);
  g_assert_true (hd_state_equal (s, before));
  /* only in the Movement Segment (3.0) */
  hd_test_ok (s, "end segment");
  g_assert_null (hd_preview_battle (s, NULL, 0, box ("Cairo"), &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "3.0");
  g_assert_cmpstr (error->message, ==, "Rule 3.0: the battles a move would start are foreseen only in the Movement "
                   "Segment");
}

int
main (int argc, char **argv)
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();
  g_test_add_func ("/preview/cairo-foreseen", test_cairo_foreseen);
  g_test_add_func ("/preview/refusals", test_refusals);
  g_test_add_func ("/preview/lines", test_lines);
  ret = g_test_run ();
  g_object_unref (board);
  return ret;
}
