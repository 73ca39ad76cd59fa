/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-battle.c: battles, rules 5.0-5.7: the Comprehensive Combat Example
 * replayed with its dice and checked after every step it describes; every
 * modifier; impossible shots and the every-target rule; retreat,
 * reinforcement and cavalry withdrawal both ways; recovery and 5.71; the
 * default targets always legal.  The odds are tested in test-odds.c. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "hd-test-util.h"
#include "hd-guide.h"
#include "hd-action.h"
#include "hd-battle.h"
#include "hd-battle-log.h"
#include "hd-battle-private.h"
#include "hd-odds.h"
#include "hd-scenario.h"
#include "hd-state.h"
#include "hd-action-line.h"
#include "hd-transcript.h"
#include "hd-state-private.h"
#include "hd-inventory.h"

static HdMap *board;

#define box(name) hd_test_box (board, name)

#define bare_state(options, player) hd_test_bare_state (board, "1861-campaign", options, FALSE, player)
#define put hd_test_put
#define id_of hd_test_unit_id
#define unit(state, id) hd_test_unit (state, id)
#define confederates_attack_fredericksburg hd_test_confederates_attack_fredericksburg

#define ok hd_test_ok
#define no hd_test_no

/* Fires the shots "shooter target die ..." (ids), as one action. */
static gboolean
fire (HdState *state, GError **error, guint n, ...)
{
  HdAction a = { .type = HD_ACTION_FIRE };
  va_list args;

  va_start (args, n);
  for (guint k = 0; k < n; k++)
    {
      a.shots[k].shooter = va_arg (args, guint);
      a.shots[k].target = va_arg (args, guint);
      a.shots[k].die = va_arg (args, guint);
    }
  va_end (args);
  a.n_shots = n;
  return hd_action_apply (&a, state, error);
}

static int
need (const HdState *state, guint shooter, guint target)
{
  HdShotNeed n;
  g_assert_true (hd_battle_shot_need (state, shooter, target, &n));
  return n.value;
}

#define contains hd_test_contains

/* The rulebook's Comprehensive Combat Example, step by step.  (The example
 * names the Confederate cavalry from Paducah "Crack Cavalry" and later
 * "Veteran Infantry" in passing; it is the Veteran Cavalry throughout, and
 * the crack unit is the Crack Infantry from Humbolt.) */
static void
test_comprehensive_example (void)
{
  g_autoptr(HdState) s = bare_state (NULL, HD_SIDE_CONFEDERATE);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) retreats = NULL;
  g_autoptr(GArray) reinforcements = NULL;
  guint cvc, cmc, uvc, uvi, umi1, umi2, pvc, hci, hvi;
  guint pool_mc;
  g_autofree char *text = NULL;
  HdShotNeed n;
  double p;

  put (s, HD_SIDE_CONFEDERATE, "Vc", "Fts Henry & Donelson", 1, FALSE);
  put (s, HD_SIDE_CONFEDERATE, "Mc", "Fts Henry & Donelson", 1, FALSE);
  put (s, HD_SIDE_CONFEDERATE, "Vc", "Paducah", 1, FALSE);
  put (s, HD_SIDE_CONFEDERATE, "Ci", "Humbolt", 1, FALSE);
  put (s, HD_SIDE_CONFEDERATE, "Vi", "Humbolt", 1, FALSE);
  put (s, HD_SIDE_UNION, "Vc", "Cairo", 1, TRUE);
  put (s, HD_SIDE_UNION, "Vi", "Vandalia", 1, FALSE);
  put (s, HD_SIDE_UNION, "Mi", "St. Louis", 2, FALSE);

  /* one march: both cavalry two boxes down the river through Paducah */
  ok (s, "roll 3 for marches");
  ok (s, "march Confederate Vc from Fts Henry & Donelson by river to Paducah by river to Cairo");
  ok (s, "march Confederate Mc from Fts Henry & Donelson by river to Paducah by river to Cairo");
  g_assert_cmpuint (hd_state_get_marches_left (s), ==, 2);
  ok (s, "end segment");
  no (s, "end segment", "3.0");            /* the battle must be fought */
  ok (s, "battle at Cairo");
  no (s, "battle at Cairo", "5.0");        /* one battle at a time */
  cvc = id_of (s, HD_SIDE_CONFEDERATE, "Vc", "Cairo", 0);
  cmc = id_of (s, HD_SIDE_CONFEDERATE, "Mc", "Cairo", 0);
  uvc = id_of (s, HD_SIDE_UNION, "Vc", "Cairo", 0);
  g_assert_true (unit (s, cvc)->move.crossed);   /* along the river into Cairo's river side */
  g_assert_cmpint (hd_battle_get_firing_side (s), ==, HD_SIDE_UNION);
  /* an attack of cavalry alone pins the defending cavalry (5.6) */
  no (s, "withdraw to St. Louis", "5.6");

  /* Round 1: the Union cavalry hits on 1-3 (2, +1 river) and rolls a 3 */
  g_assert_true (hd_battle_shot_need (s, uvc, cvc, &n));
  g_assert_cmpint (n.value, ==, 3);
  g_assert_true (n.river);
  text = hd_battle_describe_need (&n);
  g_assert_cmpstr (text, ==, "hits on 1-3: 2, +1 river crossing (5.34)");
  no (s, "retreat to St. Louis", "5.4");        /* not in round 1 */
  g_assert_true (fire (s, &error, 1, uvc, cvc, 3));
  g_assert_true (unit (s, cvc)->unit.reduced);
  /* the Confederate reply: an impossible shot and a 1 needed; a 6 */
  g_assert_cmpint (hd_battle_get_firing_side (s), ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpint (need (s, cmc, uvc), ==, 0);
  g_assert_cmpint (need (s, cvc, uvc), ==, 1);
  g_assert_true (fire (s, &error, 2, cmc, uvc, 6, cvc, uvc, 6));
  g_assert_false (unit (s, uvc)->unit.reduced);
  g_assert_cmpuint (hd_battle_get_round (s), ==, 2);

  /* Round 2: the Union may retreat (to its own boxes, not to Paducah where
   * the attackers came from), but reinforces from Vandalia and St. Louis */
  retreats = hd_battle_retreat_boxes (s);
  g_assert_true (contains (retreats, box ("St. Louis")));
  g_assert_true (contains (retreats, box ("Vandalia")));
  g_assert_false (contains (retreats, box ("Paducah")));
  g_assert_false (contains (retreats, box ("Humbolt")));
  reinforcements = hd_battle_reinforcements (s);
  g_assert_cmpuint (reinforcements->len, ==, 3);
  uvi = id_of (s, HD_SIDE_UNION, "Vi", "Vandalia", 0);
  umi1 = id_of (s, HD_SIDE_UNION, "Mi", "St. Louis", 0);
  umi2 = id_of (s, HD_SIDE_UNION, "Mi", "St. Louis", 1);
  {
    g_autofree char *a = g_strdup_printf ("reinforce with #%u", uvi);
    g_autofree char *b = g_strdup_printf ("reinforce with #%u", umi1);
    g_autofree char *c = g_strdup_printf ("reinforce with #%u", umi2);
    ok (s, a);
    ok (s, b);
    no (s, c, "5.5");                                  /* one a box a round */
    no (s, "retreat to St. Louis", "5.5");             /* retreat comes before reinforcing */
  }
  /* all three enjoy the river bonus in this second round */
  g_assert_cmpint (need (s, uvi, cvc), ==, 4);
  g_assert_cmpint (need (s, uvc, cmc), ==, 3);
  g_assert_cmpint (need (s, umi1, cmc), ==, 3);         /* militia infantry: 2, +1 */
  g_assert_true (fire (s, &error, 3, uvi, cvc, 4, uvc, cmc, 1, umi1, cmc, 5));
  g_assert_null (unit (s, cvc));                       /* eliminated: to the stock */
  g_assert_true (unit (s, cmc)->unit.reduced);

  /* the Confederate reinforcements: the Veteran Cavalry from Paducah and
   * the Crack Infantry from Humbolt (not its Veteran Infantry too) */
  pvc = id_of (s, HD_SIDE_CONFEDERATE, "Vc", "Paducah", 0);
  hci = id_of (s, HD_SIDE_CONFEDERATE, "Ci", "Humbolt", 0);
  hvi = id_of (s, HD_SIDE_CONFEDERATE, "Vi", "Humbolt", 0);
  {
    g_autofree char *a = g_strdup_printf ("reinforce with #%u", pvc);
    g_autofree char *b = g_strdup_printf ("reinforce with #%u", hci);
    g_autofree char *c = g_strdup_printf ("reinforce with #%u", hvi);
    ok (s, a);
    ok (s, b);
    no (s, c, "5.5");
  }
  /* Paducah is left without a marker: a Kentucky box nobody took (8.0) */
  g_assert_false (hd_state_has_control_marker (s, box ("Paducah")));
  /* ganging up is refused while an enemy unit is left untargeted */
  g_assert_false (fire (s, &error, 3, cmc, uvi, 6, hci, uvi, 5, pvc, umi1, 2));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "5.1");
  g_clear_error (&error);
  /* the impossible shot at the entrenched cavalry frees the good shots */
  g_assert_cmpint (need (s, cmc, uvc), ==, 0);
  g_assert_true (fire (s, &error, 3, cmc, uvc, 6, hci, uvi, 5, pvc, umi1, 2));
  g_assert_true (unit (s, umi1)->unit.reduced);       /* the Confederacy scores a hit */
  g_assert_cmpuint (hd_battle_get_round (s), ==, 3);

  /* Round 3: no more river bonus; the last militia from St. Louis joins */
  {
    g_autofree char *a = g_strdup_printf ("reinforce with #%u", umi2);
    ok (s, a);
  }
  g_assert_cmpint (need (s, uvi, hci), ==, 2);        /* 3, -1 crack infantry */
  g_assert_cmpint (need (s, uvc, cmc), ==, 2);        /* no river bonus now */
  pool_mc = hd_state_get_pool (s, HD_SIDE_CONFEDERATE, HD_KIND_MC);
  g_assert_true (fire (s, &error, 4, uvi, hci, 3, uvc, cmc, 2, umi1, cmc, 1, umi2, pvc, 1));
  g_assert_false (unit (s, hci)->unit.reduced);        /* a 3 misses */
  g_assert_null (unit (s, cmc));                        /* eliminated; the second shot is wasted */
  g_assert_cmpuint (hd_state_get_pool (s, HD_SIDE_CONFEDERATE, HD_KIND_MC), ==, pool_mc + 1); /* militia: to the pool */
  g_assert_true (unit (s, pvc)->unit.reduced);
  /* the Confederacy begins its round 3 with the Veteran Infantry */
  {
    g_autofree char *a = g_strdup_printf ("reinforce with #%u", hvi);
    ok (s, a);
  }
  p = hd_odds_attacker_wins (s);
  g_test_message ("the Confederacy wins Cairo with probability %.4f", p);
  g_assert_true (p > 0 && p < 1);
}

/* The guide after the last battle of the turn says it was fought, not
 * that there were none; with no battle at all, that none is left. */
static void
test_guide_after_battle (void)
{
  g_autoptr(HdState) s = bare_state (NULL, HD_SIDE_UNION);
  g_autoptr(HdState) calm = bare_state (NULL, HD_SIDE_UNION);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGuide) guide = NULL;
  g_autoptr(HdGuide) none = NULL;
  guint ci, mi;

  put (s, HD_SIDE_UNION, "Ci", "Washington", 1, FALSE);
  put (s, HD_SIDE_CONFEDERATE, "Mi", "Manassas Junction", 1, FALSE);
  ok (s, "roll 3 for marches");
  ok (s, "march Union Ci from Washington by rail to Manassas Junction");
  ok (s, "end segment");
  ok (s, "battle at Manassas Junction");
  ci = id_of (s, HD_SIDE_UNION, "Ci", "Manassas Junction", 0);
  mi = id_of (s, HD_SIDE_CONFEDERATE, "Mi", "Manassas Junction", 0);
  /* the defender misses, the crack infantry hits twice: the battle is won */
  g_assert_true (fire (s, &error, 1, mi, ci, 6));
  g_assert_true (fire (s, &error, 1, ci, mi, 1));
  g_assert_no_error (error);
  if (hd_battle_in_progress (s))
    {
      g_assert_true (fire (s, &error, 1, mi, ci, 6));
      g_assert_true (fire (s, &error, 1, ci, mi, 1));
    }
  g_assert_false (hd_battle_in_progress (s));
  g_assert_cmpint (hd_state_get_segment (s), ==, HD_SEGMENT_COMBAT);
  guide = hd_guide_new (s);
  g_assert_null (strstr (guide->advice, "No battle"));
  g_assert_true (g_str_has_prefix (guide->advice, "Every battle of this Player Turn has been fought."));

  ok (calm, "roll 3 for marches");
  ok (calm, "end segment");
  g_assert_cmpint (hd_state_get_segment (calm), ==, HD_SEGMENT_COMBAT);
  none = hd_guide_new (calm);
  g_assert_true (g_str_has_prefix (none->advice, "No battle is left to fight this Player Turn."));
}

/* The need of a shot with a leader's pluses: one pair of brackets, the
 * changes a list ("(3, +3 from a leader (Advanced 8.2.2))" no more). */
static void
test_need_words (void)
{
  HdShotNeed n = { .value = 6, .base = 3, .plus = 3 };
  g_autofree char *leader = hd_battle_describe_need (&n);
  g_autofree char *two = NULL;
  g_autofree char *plain = NULL;

  g_assert_cmpstr (leader, ==, "hits on 1-6: 3, +3 from a leader (Advanced 8.2.2)");
  n = (HdShotNeed) { .value = 2, .base = 2, .river = TRUE, .entrenched = TRUE };
  two = hd_battle_describe_need (&n);
  g_assert_cmpstr (two, ==, "hits on 1-2: 2, +1 river crossing (5.34), -1 entrenched (5.31)");
  n = (HdShotNeed) { .value = 3, .base = 3 };
  plain = hd_battle_describe_need (&n);
  g_assert_cmpstr (plain, ==, "hits on 1-3");
}

/* 5.31, 5.32, 5.33, 5.34 together */
static void
test_modifiers (void)
{
  g_autoptr(HdState) s = bare_state (NULL, HD_SIDE_UNION);
  guint vi, mi, ci_e, ci, defender_ci;

  /* an attack on Fredericksburg by road from Manassas Junction crosses its
   * river side (the board's blue edge) */
  put (s, HD_SIDE_UNION, "Vi", "Manassas Junction", 1, FALSE);
  put (s, HD_SIDE_UNION, "Mi", "Manassas Junction", 1, FALSE);
  put (s, HD_SIDE_UNION, "Ci", "Manassas Junction", 1, FALSE);
  put (s, HD_SIDE_CONFEDERATE, "Ci", "Fredericksburg", 1, TRUE);
  put (s, HD_SIDE_CONFEDERATE, "Ci", "Fredericksburg", 1, FALSE);
  ok (s, "roll 3 for marches");
  ok (s, "march Union Vi from Manassas Junction by road to Fredericksburg");
  ok (s, "march Union Mi from Manassas Junction by road to Fredericksburg");
  ok (s, "march Union Ci from Manassas Junction by road to Fredericksburg");
  ok (s, "end segment");
  ok (s, "battle at Fredericksburg");
  vi = id_of (s, HD_SIDE_UNION, "Vi", "Fredericksburg", 0);
  mi = id_of (s, HD_SIDE_UNION, "Mi", "Fredericksburg", 0);
  ci = id_of (s, HD_SIDE_UNION, "Ci", "Fredericksburg", 0);
  ci_e = id_of (s, HD_SIDE_CONFEDERATE, "Ci", "Fredericksburg", 0);
  defender_ci = id_of (s, HD_SIDE_CONFEDERATE, "Ci", "Fredericksburg", 1);
  g_assert_true (unit (s, ci_e)->unit.entrenched);
  g_assert_true (unit (s, ci)->move.crossed);
  /* the defender, rounds 1-2: +1 at units that crossed; at crack infantry
   * that crossed, +1 and -1 cancel (5.34's example) */
  g_assert_cmpint (need (s, defender_ci, vi), ==, 4);
  g_assert_cmpint (need (s, defender_ci, ci), ==, 3);
  g_assert_cmpint (need (s, ci_e, mi), ==, 4);         /* 3 +1 */
  /* the attacker: entrenched crack infantry is -2, crack at crack -1 too */
  g_assert_cmpint (need (s, vi, ci_e), ==, 1);
  g_assert_cmpint (need (s, mi, ci_e), ==, 0);          /* 2 -2: impossible (5.33) */
  g_assert_cmpint (need (s, ci, ci_e), ==, 1);
  g_assert_cmpint (need (s, ci, defender_ci), ==, 2);
  {
    HdShotNeed n;
    g_autofree char *text = NULL;
    g_assert_true (hd_battle_shot_need (s, mi, ci_e, &n));
    text = hd_battle_describe_need (&n);
    g_assert_true (g_str_has_prefix (text, "cannot hit"));
  }
}

/* Retreat (5.4) both ways; 5.41. */
static void
test_retreat (void)
{
  g_autoptr(HdState) s = bare_state (NULL, HD_SIDE_UNION);
  g_autoptr(GArray) boxes = NULL;
  g_autoptr(GError) error = NULL;
  guint u, c;

  /* a Union attack on Manassas Junction from Washington */
  put (s, HD_SIDE_UNION, "Vi", "Washington", 1, FALSE);
  put (s, HD_SIDE_CONFEDERATE, "Vi", "Manassas Junction", 1, FALSE);
  put (s, HD_SIDE_CONFEDERATE, "Mi", "Gordonsville", 1, FALSE);
  ok (s, "roll 2 for marches");
  ok (s, "march Union Vi from Washington by rail to Manassas Junction");
  ok (s, "end segment");
  ok (s, "battle at Manassas Junction");
  u = id_of (s, HD_SIDE_UNION, "Vi", "Manassas Junction", 0);
  c = id_of (s, HD_SIDE_CONFEDERATE, "Vi", "Manassas Junction", 0);
  g_assert_true (fire (s, &error, 1, c, u, 6));
  g_assert_true (fire (s, &error, 1, u, c, 6));
  /* round 2, the defender: not to Washington (the attackers came from
   * there), not to the Union's Harper's Ferry... the Confederate boxes
   * around are friendly, so one of them it must be */
  boxes = hd_battle_retreat_boxes (s);
  g_assert_false (contains (boxes, box ("Washington")));
  g_assert_true (contains (boxes, box ("Gordonsville")));
  g_assert_true (contains (boxes, box ("Front Royal")));
  g_assert_true (contains (boxes, box ("Fredericksburg")));
  g_assert_false (contains (boxes, box ("Harper's Ferry")));   /* friendly boxes exist */
  no (s, "retreat to Washington", "5.4");
  no (s, "retreat to Harper's Ferry", "5.4");
  ok (s, "retreat to Gordonsville");
  g_assert_false (hd_battle_in_progress (s));
  g_assert_cmpuint (hd_state_count_units_at (s, box ("Gordonsville"), HD_SIDE_CONFEDERATE), ==, 2);
  /* the attacker won and may promote the veteran at once (6.0) */
  {
    g_autofree char *line = g_strdup_printf ("promote #%u", u);
    ok (s, line);
    g_assert_cmpint (unit (s, u)->unit.kind, ==, HD_KIND_CI);
    no (s, line, "6.0");
  }

  /* an army hemmed in may not retreat: it fights to the end */
  {
    g_autoptr(HdState) t = bare_state (NULL, HD_SIDE_UNION);
    g_autoptr(GArray) none = NULL;
    guint a, d;

    put (t, HD_SIDE_UNION, "Vi", "Petersburg", 1, FALSE);
    put (t, HD_SIDE_CONFEDERATE, "Mi", "Yorktown", 1, FALSE);
    for (guint i = 0; i < hd_map_get_box (board, box ("Yorktown"))->n_lines; i++)
      {
        const HdLine *l = hd_map_get_line (board, hd_map_get_box (board, box ("Yorktown"))->lines[i]);
        guint other = l->a == box ("Yorktown") ? l->b : l->a;
        if (other != box ("Fort Monroe"))
          put (t, HD_SIDE_UNION, "Mi", hd_map_get_box (board, other)->name, 1, FALSE);
      }
    /* Fort Monroe is a Union box: hold it with a Union unit too */
    put (t, HD_SIDE_UNION, "Mi", "Fort Monroe", 1, FALSE);
    ok (t, "roll 2 for marches");
    ok (t, "march Union Mi from Fort Monroe by river to Yorktown");
    ok (t, "end segment");
    ok (t, "battle at Yorktown");
    a = id_of (t, HD_SIDE_UNION, "Mi", "Yorktown", 0);
    d = id_of (t, HD_SIDE_CONFEDERATE, "Mi", "Yorktown", 0);
    g_assert_true (fire (t, &error, 1, d, a, 6));
    g_assert_true (fire (t, &error, 1, a, d, 6));
    none = hd_battle_retreat_boxes (t);
    g_assert_cmpuint (none->len, ==, 0);
    no (t, "retreat to Richmond", "5.4");
  }
}

/* Reinforcement (5.5) both ways. */
static void
test_reinforcement (void)
{
  g_autoptr(HdState) s = bare_state (NULL, HD_SIDE_CONFEDERATE);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) ids = NULL;
  guint a, d;

  /* a Confederate attack on Washington from Manassas Junction */
  put (s, HD_SIDE_CONFEDERATE, "Vi", "Manassas Junction", 2, FALSE);
  put (s, HD_SIDE_CONFEDERATE, "Mi", "Fredericksburg", 1, FALSE);
  put (s, HD_SIDE_CONFEDERATE, "Mi", "Harper's Ferry", 1, FALSE);
  put (s, HD_SIDE_UNION, "Mi", "Washington", 1, TRUE);
  put (s, HD_SIDE_UNION, "Mi", "Harper's Ferry", 1, FALSE);  /* a battle there too, later */
  put (s, HD_SIDE_UNION, "Vi", "Baltimore", 2, FALSE);
  ok (s, "roll 3 for marches");
  ok (s, "march Confederate Vi from Manassas Junction by rail to Washington");
  ok (s, "end segment");
  ok (s, "battle at Washington");
  a = id_of (s, HD_SIDE_CONFEDERATE, "Vi", "Washington", 0);
  d = id_of (s, HD_SIDE_UNION, "Mi", "Washington", 0);
  /* not in round 1 */
  {
    g_autofree char *line = g_strdup_printf ("reinforce with #%u", id_of (s, HD_SIDE_UNION, "Vi", "Baltimore", 0));
    no (s, line, "5.5");
  }
  g_assert_true (fire (s, &error, 1, d, a, 6));
  g_assert_true (fire (s, &error, 1, a, d, 6));
  /* round 2, the Union: one from Baltimore (not two); from Harper's
   * Ferry none: its one unit must stay to screen the Confederate one */
  {
    g_autofree char *b1 = g_strdup_printf ("reinforce with #%u", id_of (s, HD_SIDE_UNION, "Vi", "Baltimore", 0));
    g_autofree char *b2 = g_strdup_printf ("reinforce with #%u", id_of (s, HD_SIDE_UNION, "Vi", "Baltimore", 1));
    g_autofree char *hf = g_strdup_printf ("reinforce with #%u", id_of (s, HD_SIDE_UNION, "Mi", "Harper's Ferry", 0));
    no (s, hf, "5.5");
    ok (s, b1);
    no (s, b2, "5.5");
  }
  /* at a permanent entrenchment, reinforcements are not entrenched */
  g_assert_false (unit (s, id_of (s, HD_SIDE_UNION, "Vi", "Washington", 0))->unit.entrenched);
  g_assert_true (unit (s, d)->unit.entrenched);
  ids = hd_battle_reinforcements (s);
  g_assert_cmpuint (ids->len, ==, 0);
  {
    HdShot shots[HD_MAX_SHOTS];
    guint n = hd_battle_default_targets (s, shots);
    HdAction act = { .type = HD_ACTION_FIRE };
    g_assert_cmpuint (n, ==, 2);
    memcpy (act.shots, shots, sizeof shots);
    act.n_shots = n;
    for (guint k = 0; k < n; k++)
      act.shots[k].die = 6;
    g_assert_true (hd_action_apply (&act, s, NULL));
  }
  /* round 2, the Confederacy: never from a box holding enemy units;
   * Fredericksburg is fine (and the Potomac does not matter here) */
  {
    g_autofree char *hf = g_strdup_printf ("reinforce with #%u",
                                           id_of (s, HD_SIDE_CONFEDERATE, "Mi", "Harper's Ferry", 0));
    g_autofree char *fr = g_strdup_printf ("reinforce with #%u",
                                           id_of (s, HD_SIDE_CONFEDERATE, "Mi", "Fredericksburg", 0));
    g_autofree char *mj = g_strdup_printf ("reinforce with #%u",
                                           id_of (s, HD_SIDE_CONFEDERATE, "Vi", "Manassas Junction", 0));
    no (s, hf, "5.5");
    ok (s, fr);
    ok (s, mj);
  }
  /* units that fought may not reinforce another battle this Player Turn */
  {
    g_autoptr(HdState) t = hd_state_copy (s);
    guint fought = id_of (t, HD_SIDE_CONFEDERATE, "Vi", "Washington", 0);
    g_assert_true (unit (t, fought)->move.fought);
  }
}

/* The firing side fires at its default targets and every shot misses. */
static void
all_miss (HdState *s)
{
  HdShot shots[HD_MAX_SHOTS];
  guint n = hd_battle_default_targets (s, shots);
  HdAction act = { .type = HD_ACTION_FIRE };
  g_autoptr(GError) error = NULL;

  memcpy (act.shots, shots, sizeof shots);
  act.n_shots = n;
  for (guint k = 0; k < n; k++)
    act.shots[k].die = 6;
  g_assert_true (hd_action_apply (&act, s, &error));
  g_assert_no_error (error);
}

/* A withdrawal before combat is no battle fought (no round takes place),
 * for the attackers either: they may still reinforce another battle that
 * Player Turn (5.5, 5.6). */
static void
test_withdrawal_is_no_battle (void)
{
  g_autoptr(HdState) s = bare_state (NULL, HD_SIDE_CONFEDERATE);
  g_autofree char *reinforce = NULL;
  guint vi;

  put (s, HD_SIDE_CONFEDERATE, "Vi", "Fts Henry & Donelson", 1, FALSE);
  put (s, HD_SIDE_CONFEDERATE, "Mi", "Humbolt", 1, FALSE);
  put (s, HD_SIDE_UNION, "Vc", "Paducah", 1, FALSE);
  put (s, HD_SIDE_UNION, "Mi", "Cairo", 1, FALSE);
  ok (s, "roll 2 for marches");
  ok (s, "march Confederate Vi from Fts Henry & Donelson by river to Paducah");
  ok (s, "march Confederate Mi from Humbolt by rail to Cairo");
  ok (s, "end segment");
  ok (s, "battle at Paducah");
  ok (s, "withdraw to Evansville");
  vi = id_of (s, HD_SIDE_CONFEDERATE, "Vi", "Paducah", 0);
  g_assert_false (unit (s, vi)->move.fought);
  ok (s, "battle at Cairo");
  /* the defender fires first (5.0): the attacker may not */
  {
    g_autofree char *early = g_strdup_printf ("fire #%u at #%u rolls 1", id_of (s, HD_SIDE_CONFEDERATE, "Mi", "Cairo", 0),
                                              id_of (s, HD_SIDE_UNION, "Mi", "Cairo", 0));
    no (s, early, "5.0");
  }
  all_miss (s);   /* round 1: the Union */
  all_miss (s);   /* the Confederacy */
  all_miss (s);   /* round 2: the Union */
  reinforce = g_strdup_printf ("reinforce with #%u", vi);
  ok (s, reinforce);
  g_assert_true (unit (s, vi)->move.fought);
}

/* 5.6 and its exception. */
static void
test_withdrawal (void)
{
  g_autoptr(HdState) s = bare_state (NULL, HD_SIDE_CONFEDERATE);
  g_autoptr(HdState) pinned = NULL;
  g_autoptr(GArray) boxes = NULL;

  put (s, HD_SIDE_CONFEDERATE, "Vi", "Fts Henry & Donelson", 1, FALSE);
  put (s, HD_SIDE_UNION, "Vc", "Paducah", 1, FALSE);
  put (s, HD_SIDE_CONFEDERATE, "Mi", "Humbolt", 1, FALSE);
  ok (s, "roll 2 for marches");
  ok (s, "march Confederate Vi from Fts Henry & Donelson by river to Paducah");
  ok (s, "end segment");
  ok (s, "battle at Paducah");
  boxes = hd_battle_withdraw_boxes (s);
  g_assert_false (contains (boxes, box ("Fts Henry & Donelson")));  /* where the attack came from */
  g_assert_false (contains (boxes, box ("Humbolt")));               /* enemy units */
  g_assert_true (contains (boxes, box ("Cairo")));
  no (s, "withdraw to Fts Henry & Donelson", "5.6");
  ok (s, "withdraw to Cairo");
  g_assert_false (hd_battle_in_progress (s));
  g_assert_cmpuint (hd_state_count_units_at (s, box ("Cairo"), HD_SIDE_UNION), ==, 1);
  no (s, "promote #0", "6.0");   /* no battle won */

  /* cavalry attacking cavalry pins it */
  pinned = bare_state (NULL, HD_SIDE_CONFEDERATE);
  put (pinned, HD_SIDE_CONFEDERATE, "Vc", "Fts Henry & Donelson", 1, FALSE);
  put (pinned, HD_SIDE_UNION, "Vc", "Paducah", 1, FALSE);
  ok (pinned, "roll 2 for marches");
  ok (pinned, "march Confederate Vc from Fts Henry & Donelson by river to Paducah");
  ok (pinned, "end segment");
  ok (pinned, "battle at Paducah");
  no (pinned, "withdraw to Cairo", "5.6");
}

/* @line taken in @s, and kept in @log. */
static void
take (HdState *s, GArray *log, const char *line)
{
  HdAction a;

  g_assert_true (hd_action_line_parse (board, line, &a));
  g_array_append_val (log, a);
  ok (s, line);
}

/* @s's last battle ended as @how, won by @winner (its loser gone to
 * @to), after @rounds rounds; hd_battle_log_outcome says so in @words. */
static void
assert_outcome (const HdState *s, HdBattleEnd how, HdSide winner, const char *to, guint rounds, const char *words)
{
  HdBattleOutcome o;
  g_autofree char *said = hd_battle_log_outcome (s);

  g_assert_true (hd_battle_get_outcome (s, &o));
  g_assert_cmpint (o.how, ==, how);
  g_assert_cmpint (o.winner, ==, winner);
  g_assert_cmpuint (o.to, ==, to != NULL ? box (to) : HD_NO_BOX);
  g_assert_cmpuint (o.rounds, ==, rounds);
  g_assert_cmpuint (o.days, ==, 0);
  g_assert_cmpstr (said, ==, words);
}

/* Item 11: when a battle ends, the battle says who won and how, citing
 * the rule: the defender eliminated (5.0), either side retreating (5.4),
 * the cavalry withdrawing before combat (5.6, no winner); the battle's
 * log ends with that line; a new battle or the segment's end forgets it. */
static void
test_outcome (void)
{
  g_autoptr(HdState) s = bare_state (NULL, HD_SIDE_UNION);
  g_autoptr(HdState) start = NULL;
  g_autoptr(GArray) log = g_array_new (FALSE, FALSE, sizeof (HdAction));
  g_autoptr(GError) error = NULL;
  g_autofree char *told = NULL;
  HdBattleOutcome o;
  guint u, c, m;

  put (s, HD_SIDE_UNION, "Vi", "Washington", 2, FALSE);
  put (s, HD_SIDE_CONFEDERATE, "Vi", "Manassas Junction", 1, FALSE);
  put (s, HD_SIDE_UNION, "Vi", "Harper's Ferry", 1, FALSE);
  put (s, HD_SIDE_CONFEDERATE, "Mi", "Front Royal", 1, FALSE);
  ok (s, "roll 3 for marches");
  ok (s, "march Union Vi from Washington by rail to Manassas Junction");
  ok (s, "march Union Vi from Harpers Ferry by road to Front Royal");
  ok (s, "end segment");
  g_assert_false (hd_battle_get_outcome (s, &o));
  g_assert_null (hd_battle_log_outcome (s));

  /* the Confederates retreat from Manassas Junction in round 2; the
   * battle's log ends with who won */
  start = hd_state_copy (s);
  take (s, log, "battle at Manassas Junction");
  g_assert_false (hd_battle_get_outcome (s, &o));
  u = id_of (s, HD_SIDE_UNION, "Vi", "Manassas Junction", 0);
  c = id_of (s, HD_SIDE_CONFEDERATE, "Vi", "Manassas Junction", 0);
  {
    g_autofree char *first = g_strdup_printf ("fire #%u at #%u rolls 6", c, u);
    g_autofree char *second = g_strdup_printf ("fire #%u at #%u rolls 6", u, c);
    take (s, log, first);
    take (s, log, second);
  }
  take (s, log, "retreat to Gordonsville");
  assert_outcome (s, HD_BATTLE_ENDED_RETREAT, HD_SIDE_UNION, "Gordonsville", 2,
                  "The Union wins the battle of Manassas Junction: the Confederate army retreated to Gordonsville "
                  "(rule 5.4). It lasted 2 battle rounds.");
  told = hd_battle_log_tell (start, (const HdAction *) log->data, log->len);
  g_test_message ("the battle told:\n%s", told);
  g_assert_true (g_str_has_suffix (told, "Retreat to Gordonsville: the Confederate army (rule 5.4).\n"
                                         "The Union wins the battle of Manassas Junction: the Confederate army "
                                         "retreated to Gordonsville (rule 5.4). It lasted 2 battle rounds.\n"));

  /* at Front Royal the militia is eliminated in the first round; the
   * outcome of Manassas is gone as soon as the battle begins */
  ok (s, "battle at Front Royal");
  g_assert_false (hd_battle_get_outcome (s, &o));
  u = id_of (s, HD_SIDE_UNION, "Vi", "Front Royal", 0);
  m = id_of (s, HD_SIDE_CONFEDERATE, "Mi", "Front Royal", 0);
  g_assert_true (fire (s, &error, 1, m, u, 6));
  g_assert_true (fire (s, &error, 1, u, m, 1));
  g_assert_true (hd_battle_in_progress (s));
  g_assert_true (fire (s, &error, 1, m, u, 6));
  g_assert_true (fire (s, &error, 1, u, m, 1));
  assert_outcome (s, HD_BATTLE_ENDED_ELIMINATED, HD_SIDE_UNION, NULL, 2,
                  "The Union wins the battle of Front Royal: every Confederate unit there is eliminated (rule 5.0). "
                  "It lasted 2 battle rounds.");
  /* the segment's end forgets it */
  ok (s, "end segment");
  g_assert_false (hd_battle_get_outcome (s, &o));
  g_assert_null (hd_battle_log_outcome (s));

  /* the attacker retreats: the defender wins */
  {
    g_autoptr(HdState) t = bare_state (NULL, HD_SIDE_UNION);

    put (t, HD_SIDE_UNION, "Vi", "Washington", 1, FALSE);
    put (t, HD_SIDE_CONFEDERATE, "Vi", "Manassas Junction", 1, FALSE);
    ok (t, "roll 2 for marches");
    ok (t, "march Union Vi from Washington by rail to Manassas Junction");
    ok (t, "end segment");
    ok (t, "battle at Manassas Junction");
    u = id_of (t, HD_SIDE_UNION, "Vi", "Manassas Junction", 0);
    c = id_of (t, HD_SIDE_CONFEDERATE, "Vi", "Manassas Junction", 0);
    g_assert_true (fire (t, &error, 1, c, u, 6));
    g_assert_true (fire (t, &error, 1, u, c, 6));
    g_assert_true (fire (t, &error, 1, c, u, 6));
    ok (t, "retreat to Washington");
    assert_outcome (t, HD_BATTLE_ENDED_RETREAT, HD_SIDE_CONFEDERATE, "Washington", 2,
                    "The Confederacy wins the battle of Manassas Junction: the Union army retreated to Washington "
                    "(rule 5.4). It lasted 2 battle rounds.");
  }

  /* cavalry withdrawing before combat: no battle, nobody won */
  {
    g_autoptr(HdState) t = bare_state (NULL, HD_SIDE_CONFEDERATE);

    put (t, HD_SIDE_CONFEDERATE, "Vi", "Fts Henry & Donelson", 1, FALSE);
    put (t, HD_SIDE_UNION, "Vc", "Paducah", 1, FALSE);
    ok (t, "roll 2 for marches");
    ok (t, "march Confederate Vi from Fts Henry & Donelson by river to Paducah");
    ok (t, "end segment");
    ok (t, "battle at Paducah");
    ok (t, "withdraw to Cairo");
    assert_outcome (t, HD_BATTLE_ENDED_WITHDRAWAL, HD_SIDE_NEUTRAL, "Cairo", 0,
                    "No battle at Paducah: the Union cavalry withdrew to Cairo before combat, and nobody won or lost "
                    "(rule 5.6).");
  }
}

/* 5.7 recovery, and 5.71 instead. */
static void
test_recovery (void)
{
  for (guint refit = 0; refit < 2; refit++)
    {
      g_autoptr(HdState) s = bare_state (refit ? "5.71" : NULL, HD_SIDE_UNION);
      g_autoptr(GError) error = NULL;
      guint u, c;

      put (s, HD_SIDE_UNION, "Vi", "Washington", 2, FALSE);
      put (s, HD_SIDE_CONFEDERATE, "Mi", "Manassas Junction", 1, FALSE);
      ok (s, "roll 2 for marches");
      ok (s, "march Union Vi from Washington by rail to Manassas Junction");
      ok (s, "end segment");
      ok (s, "battle at Manassas Junction");
      u = id_of (s, HD_SIDE_UNION, "Vi", "Manassas Junction", 0);
      c = id_of (s, HD_SIDE_CONFEDERATE, "Mi", "Manassas Junction", 0);
      g_assert_true (fire (s, &error, 1, c, u, 1));      /* hit: reduced */
      g_assert_true (fire (s, &error, 1, u, c, 1));      /* hit */
      g_assert_true (fire (s, &error, 1, c, u, 6));
      g_assert_true (fire (s, &error, 1, u, c, 1));      /* eliminated */
      g_assert_false (hd_battle_in_progress (s));
      g_assert_true (unit (s, u)->unit.reduced);
      ok (s, "end segment");
      g_assert_cmpint (unit (s, u)->unit.reduced, ==, refit ? TRUE : FALSE);
      g_assert_cmpint (hd_state_get_controller (s, box ("Manassas Junction")), ==, HD_SIDE_UNION);
      /* 5.71: the next Union Movement Segment, a march recovers it */
      {
        g_autofree char *line = g_strdup_printf ("recover #%u", u);
        while (hd_state_get_player (s) != HD_SIDE_UNION || hd_state_get_segment (s) != HD_SEGMENT_MOVEMENT)
          ok (s, "end segment");
        ok (s, "roll 2 for marches");
        if (refit)
          {
            ok (s, line);
            g_assert_false (unit (s, u)->unit.reduced);
            g_assert_cmpuint (hd_state_get_marches_left (s), ==, 1);
            no (s, line, "5.71");                        /* not reduced now */
          }
        else
          no (s, line, "5.7");
      }
    }
}

/* The default targets obey the rules, with and without 5.2; and 5.2's
 * own restrictions both ways. */
static void
test_targets (void)
{
  g_autoptr(HdState) s = bare_state ("5.2", HD_SIDE_UNION);
  g_autoptr(GError) error = NULL;
  HdShot shots[HD_MAX_SHOTS];
  guint n, ui, uc, ci, cc;

  put (s, HD_SIDE_UNION, "Vi", "Washington", 1, FALSE);
  put (s, HD_SIDE_UNION, "Vc", "Washington", 1, FALSE);
  put (s, HD_SIDE_CONFEDERATE, "Vi", "Manassas Junction", 1, FALSE);
  put (s, HD_SIDE_CONFEDERATE, "Vc", "Manassas Junction", 1, FALSE);
  ok (s, "roll 2 for marches");
  ok (s, "march Union Vi from Washington by rail to Manassas Junction");
  ok (s, "march Union Vc from Washington by rail to Manassas Junction");
  ok (s, "end segment");
  ok (s, "battle at Manassas Junction");
  ui = id_of (s, HD_SIDE_UNION, "Vi", "Manassas Junction", 0);
  uc = id_of (s, HD_SIDE_UNION, "Vc", "Manassas Junction", 0);
  ci = id_of (s, HD_SIDE_CONFEDERATE, "Vi", "Manassas Junction", 0);
  cc = id_of (s, HD_SIDE_CONFEDERATE, "Vc", "Manassas Junction", 0);
  /* the defender: infantry at cavalry and cavalry at infantry is refused */
  shots[0] = (HdShot) { ci, uc, 0 };
  shots[1] = (HdShot) { cc, ui, 0 };
  g_assert_false (hd_battle_check_targets (s, shots, 2, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "5.2");
  g_clear_error (&error);
  shots[0] = (HdShot) { ci, ui, 0 };
  shots[1] = (HdShot) { cc, uc, 0 };
  g_assert_true (hd_battle_check_targets (s, shots, 2, NULL));
  n = hd_battle_default_targets (s, shots);
  g_assert_cmpuint (n, ==, 2);
  g_assert_true (hd_battle_check_targets (s, shots, n, &error));
  g_assert_no_error (error);
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* The default targets obey 5.1 and 5.2 in random battles, and give each
 * kind of shooter the same classes of targets whatever the health of the
 * units and the order they are in (what the odds rely on). */
static void
test_default_targets (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1863);

  for (guint trial = 0; trial < 300; trial++)
    {
      gboolean like = trial % 2 == 1;
      guint na = (guint) g_rand_int_range (rand, 1, 9), nd = (guint) g_rand_int_range (rand, 1, 9);
      HdUnit units[16];
      GString *pairs[2];

      for (guint i = 0; i < na + nd; i++)
        {
          units[i] = (HdUnit) { i < na ? HD_SIDE_CONFEDERATE : HD_SIDE_UNION,
                                (HdUnitKind) g_rand_int_range (rand, 0, HD_KIND_CC + 1), FALSE,
                                i >= na && g_rand_boolean (rand) };
          /* the one Militia Cavalry counter a side has (Game Piece Inventory) */
          for (guint j = 0; j < i; j++)
            if (units[i].kind == HD_KIND_MC && units[j].kind == HD_KIND_MC && units[j].side == units[i].side)
              units[i].kind = HD_KIND_VC;
        }
      for (guint variant = 0; variant < 2; variant++)
        {
          g_autoptr(HdState) s = bare_state (like ? "5.2" : NULL, HD_SIDE_CONFEDERATE);
          g_autoptr(GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);
          guint order[16];

          for (guint i = 0; i < na + nd; i++)
            order[i] = i;
          if (variant == 1)   /* another order, and some units reduced */
            for (guint i = na + nd; i > 1; i--)
              {
                guint j = (guint) g_rand_int_range (rand, 0, (gint32) i), t = order[i - 1];
                order[i - 1] = order[j];
                order[j] = t;
              }
          for (guint i = 0; i < na + nd; i++)
            {
              HdUnit u = units[order[i]];
              u.reduced = variant == 1 && g_rand_boolean (rand);
              hd_inventory_take_spare_counter (s, u.side, u.kind);
              hd_state_add_unit (s, box ("Fredericksburg"), &u);
            }
          confederates_attack_fredericksburg (s);
          pairs[variant] = g_string_new (NULL);
          for (guint side = 0; side < 2; side++)
            {
              HdShot shots[HD_MAX_SHOTS];
              guint n = hd_battle_default_targets (s, shots);
              g_autoptr(GError) error = NULL;

              g_assert_true (hd_battle_check_targets (s, shots, n, &error));
              g_assert_no_error (error);
              for (guint k = 0; k < n; k++)
                {
                  const HdBoardUnit *a = unit (s, shots[k].shooter), *t = unit (s, shots[k].target);
                  g_ptr_array_add (seen, g_strdup_printf ("%d>%d%c", a->unit.kind, t->unit.kind,
                                                          t->unit.entrenched ? 'e' : '-'));
                }
              /* on to the other side's fire: every shot misses */
              {
                HdAction act = { .type = HD_ACTION_FIRE };
                memcpy (act.shots, shots, sizeof shots);
                act.n_shots = n;
                for (guint k = 0; k < n; k++)
                  act.shots[k].die = 6;
                g_assert_true (hd_action_apply (&act, s, NULL));
              }
            }
          g_ptr_array_sort (seen, compare_strings);
          for (guint k = 0; k < seen->len; k++)
            g_string_append_printf (pairs[variant], "%s ", (const char *) g_ptr_array_index (seen, k));
        }
      g_assert_cmpstr (pairs[0]->str, ==, pairs[1]->str);
      g_string_free (pairs[0], TRUE);
      g_string_free (pairs[1], TRUE);
    }
}

static HdBattleUnit
random_bunit (GRand *rand, guint id)
{
  HdBattleUnit u = { 0 };

  u.id = id;
  u.kind = (HdUnitKind) g_rand_int_range (rand, 0, HD_KIND_CC + 1);
  u.entrenched = g_rand_int_range (rand, 0, 3) == 0;
  u.crossed = g_rand_int_range (rand, 0, 3) == 0;
  u.health = g_rand_int_range (rand, 1, 3);
  u.value = (int) hd_unit_kind_get_combat_value (u.kind);
  u.cavalry = hd_unit_kind_get_type (u.kind) == HD_CAVALRY;
  return u;
}

/* The default targets are always legal (5.1, and 5.2 when in play): 40,000
 * random pairs of lines of 1 to 12 units of any kinds, entrenched or not,
 * crossed or not, full or reduced, either side firing, rounds 1 to 4. */
static void
test_default_targets_always_legal (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1865);

  for (guint trial = 0; trial < 40000; trial++)
    {
      HdBattleUnit s[HD_MAX_SHOTS], t[HD_MAX_SHOTS];
      guint target[HD_MAX_SHOTS];
      guint ns = (guint) g_rand_int_range (rand, 1, 13), nt = (guint) g_rand_int_range (rand, 1, 13);
      gboolean like = trial % 2 == 1, defender = g_rand_boolean (rand);
      guint round = (guint) g_rand_int_range (rand, 1, 5);
      g_autoptr(GError) error = NULL;

      for (guint i = 0; i < ns; i++)
        s[i] = random_bunit (rand, i);
      for (guint j = 0; j < nt; j++)
        t[j] = random_bunit (rand, 100 + j);
      hd_battle_line_assign (s, ns, t, nt, defender, round, like, target);
      if (!hd_battle_line_check (s, ns, t, nt, target, like, &error))
        g_error ("trial %u (%s): %s", trial, like ? "5.2" : "5.1", error->message);
    }
}

/* 5.2 both ways: infantry may leave enemy cavalry alone to gang up on
 * enemy infantry ("may always choose to ignore any enemy Cavalry units"),
 * but without 5.2 every enemy unit must be a target (5.1); cavalry must
 * cover enemy cavalry first; infantry may not fire at cavalry while an
 * enemy infantry unit is no one's target. */
/* @target obeys the targeting rules (with 5.2 if @like), or is refused by
 * @rule. */
static void
expect_targets (const HdBattleUnit *s, guint ns, const HdBattleUnit *t, guint nt, const guint *target, gboolean like,
                const char *rule)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = hd_battle_line_check (s, ns, t, nt, target, like, &error);

  if (rule == NULL)
    g_assert_no_error (error);
  else
    {
      g_assert_false (ok);
      g_assert_cmpstr (hd_rules_error_get_rule (error), ==, rule);
    }
}

static void
test_like_targets_ignore_cavalry (void)
{
  HdBattleUnit s[3] = { { .id = 0, .kind = HD_KIND_VI, .health = 2 }, { .id = 1, .kind = HD_KIND_VI, .health = 2 },
                 { .id = 2, .kind = HD_KIND_VC, .health = 2, .cavalry = TRUE } };
  HdBattleUnit t[3] = { { .id = 10, .kind = HD_KIND_MI, .health = 2 }, { .id = 11, .kind = HD_KIND_MI, .health = 2 },
                 { .id = 12, .kind = HD_KIND_MC, .health = 2, .cavalry = TRUE } };
  HdBattleUnit mi_mc[2] = { t[0], t[2] };

  /* Vi Vi against Mi Mc: both at the Mi, leaving the cavalry alone, only
   * with 5.2 ("may always choose to ignore any enemy Cavalry units") */
  expect_targets (s, 2, mi_mc, 2, (const guint[]) { 0, 0 }, TRUE, NULL);
  expect_targets (s, 2, mi_mc, 2, (const guint[]) { 0, 0 }, FALSE, "5.1");
  expect_targets (s, 2, mi_mc, 2, (const guint[]) { 0, 1 }, TRUE, NULL);
  /* Vi Vi against Mi Mi: the cover of infantry still holds under 5.2 */
  expect_targets (s, 2, t, 2, (const guint[]) { 0, 0 }, TRUE, "5.1");
  expect_targets (s, 2, t, 2, (const guint[]) { 0, 1 }, TRUE, NULL);
  /* Vi Vi Vc against Mi Mi Mc: every infantry covered, the cavalry by
   * cavalry; cavalry may not fire at infantry while enemy cavalry is
   * uncovered (5.2); without 5.2 the Mc must be someone's target (5.1) */
  expect_targets (s, 3, t, 3, (const guint[]) { 0, 0, 2 }, TRUE, "5.1");
  expect_targets (s, 3, t, 3, (const guint[]) { 0, 1, 2 }, TRUE, NULL);
  expect_targets (s, 3, t, 3, (const guint[]) { 0, 1, 0 }, TRUE, "5.2");
  expect_targets (s, 3, t, 3, (const guint[]) { 0, 1, 0 }, FALSE, "5.1");
  /* infantry at cavalry only once every enemy infantry is a target */
  expect_targets (s, 3, mi_mc, 2, (const guint[]) { 0, 1, 1 }, TRUE, NULL);
  expect_targets (s, 3, t, 3, (const guint[]) { 0, 2, 2 }, TRUE, "5.2");
}

/* A hit (rule 5.1, Advanced 5.0, 8.1), the one rule the battle and the
 * sampled odds share: a full unit flips (and owes a morale check), a
 * reduced one is eliminated, a shot at a unit gone is wasted; the
 * garrison takes two hits and is no unit. */
static void
test_unit_take_hit (void)
{
  static const struct { int health; gboolean garrison; HdHit hit; int after; } cases[] = {
    { 2, FALSE, HD_HIT_FLIPPED, 1 },
    { 1, FALSE, HD_HIT_ELIMINATED, 0 },
    { 0, FALSE, HD_HIT_WASTED, 0 },
    { 2, TRUE, HD_HIT_GARRISON, 1 },
    { 1, TRUE, HD_HIT_ELIMINATED, 0 },
    { 0, TRUE, HD_HIT_WASTED, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      int health = cases[i].health;
      g_assert_cmpint (hd_battle_unit_take_hit (&health, cases[i].garrison), ==, cases[i].hit);
      g_assert_cmpint (health, ==, cases[i].after);
    }
}

int
main (int argc, char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();

  g_test_add_func ("/battle/comprehensive-example", test_comprehensive_example);
  g_test_add_func ("/battle/modifiers", test_modifiers);
  g_test_add_func ("/battle/retreat", test_retreat);
  g_test_add_func ("/battle/reinforcement", test_reinforcement);
  g_test_add_func ("/battle/withdrawal", test_withdrawal);
  g_test_add_func ("/battle/withdrawal-is-no-battle", test_withdrawal_is_no_battle);
  g_test_add_func ("/battle/outcome", test_outcome);
  g_test_add_func ("/battle/recovery", test_recovery);
  g_test_add_func ("/battle/targets", test_targets);
  g_test_add_func ("/battle/default-targets-always-legal", test_default_targets_always_legal);
  g_test_add_func ("/battle/like-targets-ignore-cavalry", test_like_targets_ignore_cavalry);
  g_test_add_func ("/battle/default-targets", test_default_targets);
  g_test_add_func ("/battle/unit-take-hit", test_unit_take_hit);
  g_test_add_func ("/battle/guide-after-battle", test_guide_after_battle);
  g_test_add_func ("/battle/need-words", test_need_words);

  ret = g_test_run ();
  g_object_unref (board);
  return ret;
}
