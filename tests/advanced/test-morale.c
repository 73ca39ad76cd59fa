/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-morale.c: the Advanced Game's optional rules of battlefield morale
 * (Advanced 8.1), morale recovery (Advanced 8.11), desertion and
 * stragglers (Advanced 8.12) and more support from the Confederate border
 * states (Advanced 8.3), each both ways, replayed from the rulebook's
 * tables. */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "hd-battle.h"
#include "hd-border.h"
#include "hd-calendar.h"
#include "hd-command.h"
#include "hd-movement.h"
#include "hd-game.h"
#include "hd-morale.h"
#include "hd-battle-log.h"
#include "hd-odds.h"
#include "hd-state-private.h"
#include "hd-turn.h"
#include "hd-inventory.h"
#include "hd-test-util.h"
#include "hd-action-line.h"
#include "hd-transcript.h"
#include "hd-describe.h"

static HdMap *board;

/* Union veterans from Harper's Ferry attack the Confederates in Front
 * Royal, in 1862, with battlefield morale; the battle chosen. */
static HdState *
front_royal (guint n_union, guint n_confederate, const char *confederate_code, gboolean entrenched)
{
  return hd_test_front_royal_battle (board, "1862", "advanced-8.1", n_union, n_confederate, confederate_code,
                                     entrenched);
}

/* The firing side's default shots with the dice given, in order (the last
 * die repeated). */
static void
fire (HdState *s, const guint *dice, guint n_dice)
{
  HdAction a = { .type = HD_ACTION_FIRE };
  g_autoptr(GError) error = NULL;

  a.n_shots = hd_battle_default_targets (s, a.shots);
  for (guint k = 0; k < a.n_shots; k++)
    a.shots[k].die = dice[MIN (k, n_dice - 1)];
  if (!hd_action_apply (&a, s, &error))
    g_error ("fire: %s", error->message);
}

static void
miss (HdState *s)
{
  fire (s, (guint[]) { 6 }, 1);
}

static guint
union_vi (const HdState *s, guint nth)
{
  return hd_test_unit_id (s, HD_SIDE_UNION, "Vi", "Front Royal", nth);
}

/* @line is refused with exactly @message */
static void
refused_with (HdState *s, const char *line, const char *message)
{
  HdAction a;
  g_autoptr(GError) error = NULL;

  g_assert_true (hd_action_line_parse (board, line, &a));
  g_assert_false (hd_action_check (s, &a, &error));
  g_assert_cmpstr (error->message, ==, message);
}

static guint
n_ids (GArray *ids)
{
  guint n = ids->len;
  g_array_unref (ids);
  return n;
}

/* The Morale Table: Crack 5, Veteran 4, Militia 3, Militia 2 in 1861. */
static void
test_table (void)
{
  g_assert_cmpuint (hd_morale_value (HD_KIND_CI, 1862), ==, 5);
  g_assert_cmpuint (hd_morale_value (HD_KIND_CC, 1861), ==, 5);
  g_assert_cmpuint (hd_morale_value (HD_KIND_VI, 1861), ==, 4);
  g_assert_cmpuint (hd_morale_value (HD_KIND_VC, 1864), ==, 4);
  g_assert_cmpuint (hd_morale_value (HD_KIND_MI, 1862), ==, 3);
  g_assert_cmpuint (hd_morale_value (HD_KIND_MC, 1865), ==, 3);
  g_assert_cmpuint (hd_morale_value (HD_KIND_MI, 1861), ==, 2);
  g_assert_cmpuint (hd_morale_value (HD_KIND_MC, 1861), ==, 2);
}

/* A flipped unit checks before anything else; a die above its morale
 * routs it, at or under holds. */
static void
test_check_after_fire (void)
{
  g_autoptr(HdState) s = front_royal (2, 2, "Vi", FALSE);
  g_autoptr(GArray) ids = NULL;
  guint a, b;
  char *line;

  a = union_vi (s, 0);
  b = union_vi (s, 1);
  /* the defender hits with both shots: both Union veterans flipped */
  fire (s, (guint[]) { 1 }, 1);
  g_assert_cmpint (hd_morale_get_checks (s, &ids), ==, HD_CHECK_MORALE);
  g_assert_cmpuint (ids->len, ==, 2);
  g_assert_cmpuint (hd_morale_passes_up_to (s, HD_CHECK_MORALE, a), ==, 4);
  /* nothing else first */
  hd_test_no (s, "retreat to Harpers Ferry", "Advanced 8.1");
  {
    HdAction f = { .type = HD_ACTION_FIRE };
    g_autoptr(GError) error = NULL;
    f.n_shots = hd_battle_default_targets (s, f.shots);
    f.shots[0].die = f.shots[1].die = 6;
    g_assert_false (hd_action_check (s, &f, &error));
    g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Advanced 8.1");
  }
  /* one die each, for the units that owe one */
  line = g_strdup_printf ("morale #%u rolls 5", a);
  hd_test_no (s, line, "Advanced 8.1");
  refused_with (s, line, "Advanced 8.1: 2 units check now: one die each, 2 in all, not 1");
  g_free (line);
  line = g_strdup_printf ("morale #%u rolls 5, #%u rolls 5", a, a);
  hd_test_no (s, line, "Advanced 8.1");
  g_free (line);
  line = g_strdup_printf ("morale #%u rolls 5, #%u rolls 4", a, b);
  hd_test_ok (s, line);
  g_free (line);
  /* a routs on 5 (above 4); b holds on 4 */
  g_assert_true (hd_morale_is_routed (s, a));
  g_assert_false (hd_morale_is_routed (s, b));
  g_assert_cmpint (hd_morale_get_checks (s, NULL), ==, HD_CHECK_NONE);
  /* the routed unit neither fires nor is a target; it stays, reduced */
  g_assert_cmpuint (n_ids (hd_battle_get_units (s, HD_SIDE_UNION)), ==, 1);
  g_assert_true (hd_test_unit (s, a)->unit.reduced);
  g_assert_cmpuint (hd_test_unit (s, a)->box, ==, hd_test_box (board, "Front Royal"));
  {
    HdAction f = { .type = HD_ACTION_FIRE, .n_shots = 1 };
    g_autoptr(GError) error = NULL;
    f.shots[0] = (HdShot) { a, hd_test_unit_id (s, HD_SIDE_CONFEDERATE, "Vi", "Front Royal", 0), 6 };
    g_assert_false (hd_action_check (s, &f, &error));
    /* "It may not fight in the battle while routed", not a count of shots */
    g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Advanced 8.1");
    g_assert_nonnull (strstr (error->message, "routed"));
    g_assert_null (strstr (error->message, "shots, not"));
  }
  /* the Union fires with b alone: a miss */
  miss (s);
  {
    /* and no shot is fired at the routed unit either */
    HdAction f = { .type = HD_ACTION_FIRE };
    g_autoptr(GError) error = NULL;
    f.n_shots = hd_battle_default_targets (s, f.shots);
    for (guint k = 0; k < f.n_shots; k++)
      f.shots[k].die = 1;
    g_assert_cmpuint (f.shots[0].target, ==, b);
    g_assert_true (hd_action_check (s, &f, NULL));
    f.shots[0].target = a;
    g_assert_false (hd_action_check (s, &f, &error));
    g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Advanced 8.1");
  }
  /* then the defender kills b and the battle is lost: routed units count
   * as eliminated, and a is lost with its army */
  fire (s, (guint[]) { 1 }, 1);
  g_assert_false (hd_battle_in_progress (s));
  g_assert_cmpint (hd_state_find_unit_by_id (s, a), <, 0);
  g_assert_cmpuint (hd_state_count_units_at (s, hd_test_box (board, "Front Royal"), HD_SIDE_UNION), ==, 0);
}

/* A correction that ends the battle while checks are owed ends them too:
 * no check outlives its battle, and a battle a correction ended asks for
 * no desertion (invariant 12, asserted after every action here). */
static void
test_correction_ends_checks (void)
{
  g_autoptr(HdState) s = front_royal (2, 1, "Vi", FALSE);

  fire (s, (guint[]) { 1 }, 1);
  g_assert_cmpint (hd_morale_get_checks (s, NULL), ==, HD_CHECK_MORALE);
  hd_test_ok (s, "remove Confederate Vi from Front Royal");
  g_assert_false (hd_battle_in_progress (s));
  g_assert_cmpint (hd_morale_get_checks (s, NULL), ==, HD_CHECK_NONE);
  hd_test_ok (s, "end segment");
}

/* Full-strength units, eliminated units and units reduced in an earlier
 * round do not check. */
static void
test_who_checks (void)
{
  g_autoptr(HdState) s = front_royal (1, 2, "Vi", FALSE);
  guint a = union_vi (s, 0);
  char *line;

  /* two hits on the one Union veteran: flipped, then eliminated */
  fire (s, (guint[]) { 1 }, 1);
  g_assert_false (hd_battle_in_progress (s));
  g_assert_cmpint (hd_morale_get_checks (s, NULL), ==, HD_CHECK_NONE);
  hd_state_free (g_steal_pointer (&s));

  s = front_royal (2, 1, "Vi", FALSE);
  a = union_vi (s, 0);
  fire (s, (guint[]) { 1 }, 1);
  line = g_strdup_printf ("morale #%u rolls 1, #%u rolls 2", a, a);
  refused_with (s, line, "Advanced 8.1: 1 unit checks now: one die for it, not 2");
  g_free (line);
  line = g_strdup_printf ("morale #%u rolls 1", a);
  hd_test_ok (s, line);
  g_free (line);
  miss (s);
  /* round 2: a reduced unit hit again is eliminated, no check; a full one
   * missed checks nothing */
  fire (s, (guint[]) { 6 }, 1);
  g_assert_cmpint (hd_morale_get_checks (s, NULL), ==, HD_CHECK_NONE);
  /* without the rule nothing is checked */
  hd_state_free (g_steal_pointer (&s));
  s = hd_test_front_royal_battle (board, "1862", NULL, 1, 1, "Vi", FALSE);
  fire (s, (guint[]) { 1 }, 1);
  g_assert_cmpint (hd_morale_get_checks (s, NULL), ==, HD_CHECK_NONE);
  line = g_strdup_printf ("morale #%u rolls 6", union_vi (s, 0));
  hd_test_no (s, line, "Advanced 8.1");
  g_free (line);
}

/* "Subtract one from the battlefield morale check die roll if the unit is
 * in a fort or is entrenched": an entrenched veteran holds on a 5 and
 * routs on a 6. */
static void
test_entrenched (void)
{
  for (guint die = 5; die <= 6; die++)
    {
      g_autoptr(HdState) s = front_royal (2, 1, "Vi", TRUE);
      guint c = hd_test_unit_id (s, HD_SIDE_CONFEDERATE, "Vi", "Front Royal", 0);
      g_autofree char *line = g_strdup_printf ("morale #%u rolls %u", c, die);
      g_autofree char *said = NULL;

      miss (s);
      /* against an entrenched veteran a veteran needs 2: a 1 hits */
      fire (s, (guint[]) { 1, 6 }, 2);
      g_assert_cmpint (hd_morale_get_checks (s, NULL), ==, HD_CHECK_MORALE);
      g_assert_cmpint (hd_morale_get_modifier (s, HD_CHECK_MORALE, c), ==, -1);
      g_assert_cmpint (hd_morale_passes_up_to (s, HD_CHECK_MORALE, c), ==, 5);
      said = hd_morale_describe_check (s, HD_CHECK_MORALE, c);
      g_assert_nonnull (strstr (said, "routs on a 6"));
      hd_test_ok (s, line);
      g_assert_cmpint (hd_morale_is_routed (s, c) || !hd_battle_in_progress (s), ==, die == 6);
      if (die == 6)
        {
          /* its only unit routed: the Confederacy lost the battle */
          g_assert_false (hd_battle_in_progress (s));
          g_assert_cmpint (hd_state_find_unit_by_id (s, c), <, 0);
        }
    }
}

/* Advanced 8.11: after the fourth round each side may rally one routed
 * unit before the next day's fire, the defender first. */
static void
test_rally (void)
{
  g_autoptr(HdState) s = front_royal (2, 2, "Vi", FALSE);
  guint a = union_vi (s, 0);
  g_autofree char *rout = g_strdup_printf ("morale #%u rolls 6", a);
  g_autofree char *rally = g_strdup_printf ("rally #%u", a);

  fire (s, (guint[]) { 1, 6 }, 2);
  hd_test_ok (s, rout);
  g_assert_true (hd_morale_is_routed (s, a));
  /* no rally during the day */
  hd_test_no (s, rally, "Advanced 8.11");
  miss (s);
  for (guint round = 2; round <= 4; round++)
    {
      miss (s);
      miss (s);
    }
  g_assert_cmpuint (hd_battle_get_round (s), ==, 5);
  g_assert_cmpint (hd_morale_rally_due (s), ==, HD_SIDE_UNION);
  /* the Confederacy has no routed unit: nothing to rally */
  hd_test_no (s, "no rally for Confederate", "Advanced 8.11");
  {
    HdAction f = { .type = HD_ACTION_FIRE };
    g_autoptr(GError) error = NULL;
    f.n_shots = hd_battle_default_targets (s, f.shots);
    for (guint k = 0; k < f.n_shots; k++)
      f.shots[k].die = 6;
    g_assert_false (hd_action_check (s, &f, &error));
    g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Advanced 8.11");
  }
  hd_test_ok (s, rally);
  g_assert_false (hd_morale_is_routed (s, a));
  g_assert_true (hd_test_unit (s, a)->unit.reduced);
  g_assert_cmpuint (n_ids (hd_battle_get_units (s, HD_SIDE_UNION)), ==, 2);
  g_assert_cmpint (hd_morale_rally_due (s), ==, HD_SIDE_NEUTRAL);
  hd_test_no (s, rally, "Advanced 8.11");
  miss (s);
}

/* A side may also choose not to rally; the defender's rally comes first. */
static void
test_rally_order (void)
{
  g_autoptr(HdState) s = front_royal (2, 2, "Vi", FALSE);
  guint a = union_vi (s, 0);
  guint c = hd_test_unit_id (s, HD_SIDE_CONFEDERATE, "Vi", "Front Royal", 0);
  g_autofree char *rout_a = g_strdup_printf ("morale #%u rolls 6", a);
  g_autofree char *rout_c = g_strdup_printf ("morale #%u rolls 6", c);
  g_autofree char *rally_a = g_strdup_printf ("rally #%u", a);
  g_autofree char *rally_c = g_strdup_printf ("rally #%u", c);

  fire (s, (guint[]) { 1, 6 }, 2);
  hd_test_ok (s, rout_a);
  fire (s, (guint[]) { 1, 6 }, 2);
  hd_test_ok (s, rout_c);
  for (guint round = 2; round <= 4; round++)
    {
      miss (s);
      miss (s);
    }
  g_assert_cmpint (hd_morale_rally_due (s), ==, HD_SIDE_CONFEDERATE);
  hd_test_no (s, rally_a, "Advanced 8.11");
  hd_test_ok (s, "no rally for Confederate");
  g_assert_true (hd_morale_is_routed (s, c));
  hd_test_ok (s, rally_a);
  g_assert_cmpint (hd_morale_rally_due (s), ==, HD_SIDE_NEUTRAL);
  hd_test_no (s, rally_c, "Advanced 8.11");
}

/* Appends @a to @log and makes it in @s. */
static void
take (HdState *s, GArray *log, const HdAction *a)
{
  g_autoptr(GError) error = NULL;

  g_array_append_val (log, *a);
  if (!hd_action_apply (a, s, &error))
    g_error ("refused: %s", error->message);
}

/* The battle told by the engine (hd_battle_log_tell): each action in its
 * own description (hd_describe_action), each shot judged a hit or a miss
 * by the battle's rules (5.2), each morale check holding or routing by
 * Advanced 8.1; the end of the log is the first action refused. */
static void
test_battle_log (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1862", "advanced-8.1", FALSE, HD_SIDE_UNION);
  g_autoptr(HdState) start = NULL;
  g_autoptr(GArray) log = g_array_new (FALSE, FALSE, sizeof (HdAction));
  g_autofree char *told = NULL, *fight = NULL, *expect = NULL;
  HdAction a = { .type = HD_ACTION_FIRE };
  guint u0;

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Harper's Ferry", 2, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Front Royal", 2, FALSE);
  hd_test_ok (s, "roll 3 for marches");
  hd_test_ok (s, "march Union Vi from Harpers Ferry by road to Front Royal");
  hd_test_ok (s, "march Union Vi from Harpers Ferry by road to Front Royal");
  hd_test_ok (s, "end segment");
  start = hd_state_copy (s);
  take (s, log, &(HdAction) { .type = HD_ACTION_BATTLE, .box = hd_test_box (board, "Front Royal") });
  /* the defender fires first: a 1 hits, a 6 misses */
  a.n_shots = hd_battle_default_targets (s, a.shots);
  g_assert_cmpuint (a.n_shots, ==, 2);
  a.shots[0].die = 1;
  a.shots[1].die = 6;
  take (s, log, &a);
  u0 = a.shots[0].target;
  /* the flipped unit checks its morale: a 6 routs it */
  a = (HdAction) { .type = HD_ACTION_MORALE, .n_shots = 1 };
  a.shots[0].shooter = u0;
  a.shots[0].die = 6;
  take (s, log, &a);
  told = hd_battle_log_tell (start, (const HdAction *) log->data, log->len);
  g_test_message ("the battle told:\n%s", told);
  fight = hd_describe_action (&g_array_index (log, HdAction, 0), board);
  g_assert_true (g_str_has_prefix (told, fight));
  g_assert_nonnull (strstr (told, "Round 1, Confederate fire: Fire 2 shots\n"));
  expect = g_strdup_printf ("→ Vi #%u: 1, a hit\n", u0);
  g_assert_nonnull (strstr (told, expect));
  g_assert_nonnull (strstr (told, ": 6, a miss\n"));
  g_clear_pointer (&expect, g_free);
  /* reduced, the unit has no twin left: it is told without its number */
  expect = g_strdup ("Roll 1 morale check (Advanced 8.1):\n  Vi, reduced: 6, routs\n");
  g_assert_nonnull (strstr (told, expect));
  g_assert_null (strstr (told, "The battle is over."));
  /* the same fire again is refused (a check is owed first): the log stops */
  g_clear_pointer (&told, g_free);
  g_array_insert_val (log, 2, g_array_index (log, HdAction, 1));
  told = hd_battle_log_tell (start, (const HdAction *) log->data, log->len);
  g_assert_null (strstr (told, "morale check"));
}

/* Item 11: a battle won because the enemy's last units routed says so
 * (rule 5.0, Advanced 8.1); one fought by days (Advanced 7.0) says how
 * many. */
static void
test_outcome_routed_and_days (void)
{
  g_autoptr(HdState) s = front_royal (1, 1, "Vi", FALSE);
  g_autoptr(HdState) t = hd_test_front_royal_battle (board, "1862", "advanced-7.0", 1, 1, "Mi", FALSE);
  g_autofree char *line = NULL, *said = NULL;
  HdBattleOutcome o;

  fire (s, (guint[]) { 1 }, 1);   /* the Union veteran flipped ... */
  line = g_strdup_printf ("morale #%u rolls 6", union_vi (s, 0));
  hd_test_ok (s, line);           /* ... and routed: the Union has no unit fighting */
  g_assert_false (hd_battle_in_progress (s));
  g_assert_true (hd_battle_get_outcome (s, &o));
  g_assert_cmpint (o.how, ==, HD_BATTLE_ENDED_ROUTED);
  g_assert_cmpint (o.winner, ==, HD_SIDE_CONFEDERATE);
  said = hd_battle_log_outcome (s);
  g_assert_cmpstr (said, ==, "The Confederacy wins the battle of Front Royal: every Union unit there is eliminated "
                             "or routed (rule 5.0, Advanced 8.1). It lasted 1 battle round.");

  g_clear_pointer (&said, g_free);
  hd_test_ok (t, "roll 4 for Union leadership");
  hd_test_ok (t, "roll 3 for Confederate leadership");
  for (guint round = 0; round < 2; round++)
    {
      miss (t);                        /* the defender */
      fire (t, (guint[]) { 1 }, 1);    /* the Union hits the militia */
    }
  g_assert_false (hd_battle_in_progress (t));
  g_assert_true (hd_battle_get_outcome (t, &o));
  g_assert_cmpuint (o.days, ==, 1);
  said = hd_battle_log_outcome (t);
  g_assert_cmpstr (said, ==, "The Union wins the battle of Front Royal: every Confederate unit there is eliminated "
                             "(rule 5.0). It lasted 2 battle rounds. Days of battle: 1 (Advanced 7.0).");
}

/* Issue 31 (6): units are named as they are now.  A militia that wins
 * its battle and is promoted is a veteran in every line of the battle's
 * log, as it is in the lists beside it; a unit with no twin in its line
 * is told by its kind alone (no number of ours, "Mi #0"). */
static void
test_battle_log_names_now (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  g_autoptr(HdState) start = NULL;
  g_autoptr(GArray) log = g_array_new (FALSE, FALSE, sizeof (HdAction));
  g_autofree char *told = NULL;
  guint ours, theirs;
  HdAction a;

  hd_test_put (s, HD_SIDE_UNION, "Mi", "Harper's Ferry", 1, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Front Royal", 1, FALSE);
  hd_test_ok (s, "roll 3 for marches");
  hd_test_ok (s, "march Union Mi from Harpers Ferry by road to Front Royal");
  hd_test_ok (s, "end segment");
  ours = hd_test_unit_id (s, HD_SIDE_UNION, "Mi", "Front Royal", 0);
  theirs = hd_test_unit_id (s, HD_SIDE_CONFEDERATE, "Mi", "Front Royal", 0);
  start = hd_state_copy (s);
  take (s, log, &(HdAction) { .type = HD_ACTION_BATTLE, .box = hd_test_box (board, "Front Royal") });
  for (guint round = 0; round < 2; round++)
    {
      a = (HdAction) { .type = HD_ACTION_FIRE, .n_shots = 1 };
      a.shots[0] = (HdShot) { .shooter = theirs, .target = ours, .die = 6 };   /* the defender misses */
      take (s, log, &a);
      a.shots[0] = (HdShot) { .shooter = ours, .target = theirs, .die = 1 };   /* the attacker hits */
      take (s, log, &a);
    }
  g_assert_false (hd_battle_in_progress (s));
  take (s, log, &(HdAction) { .type = HD_ACTION_PROMOTE, .unit = ours });
  g_assert_cmpint (hd_test_unit (s, ours)->unit.kind, ==, HD_KIND_VI);
  told = hd_battle_log_tell (start, (const HdAction *) log->data, log->len);
  g_test_message ("the battle told:\n%s", told);
  g_assert_nonnull (strstr (told, "  Vi → Mi: 1, a hit\n"));
  g_assert_nonnull (strstr (told, "  Mi → Vi: 6, a miss\n"));
  g_assert_null (strstr (told, "Mi → Mi"));
  g_assert_null (strstr (told, "#"));
}

/* Advanced 8.12: after the battle every reduced unit of both sides checks,
 * +1 on the side that lost (or retreated), -1 if it did not rout. */
static void
test_desertion (void)
{
  g_autoptr(HdState) s = front_royal (2, 2, "Vi", FALSE);
  guint a = union_vi (s, 0), b = union_vi (s, 1);
  guint c = hd_test_unit_id (s, HD_SIDE_CONFEDERATE, "Vi", "Front Royal", 0);
  guint d = hd_test_unit_id (s, HD_SIDE_CONFEDERATE, "Vi", "Front Royal", 1);
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GArray) ways = NULL;
  char *line;
  guint before;

  fire (s, (guint[]) { 1 }, 1);   /* a and b flipped */
  line = g_strdup_printf ("morale #%u rolls 6, #%u rolls 1", a, b);
  hd_test_ok (s, line);           /* a routs, b holds */
  g_free (line);
  fire (s, (guint[]) { 1 }, 1);   /* b hits: one Confederate flipped */
  g_assert_cmpint (hd_morale_get_checks (s, &ids), ==, HD_CHECK_MORALE);
  g_assert_cmpuint (ids->len, ==, 1);
  c = g_array_index (ids, guint, 0);
  d = c == d ? hd_test_unit_id (s, HD_SIDE_CONFEDERATE, "Vi", "Front Royal", 0) : d;
  line = g_strdup_printf ("morale #%u rolls 6", c);
  hd_test_ok (s, line);           /* c routs too */
  g_free (line);
  /* round 2: the Confederacy retreats, its routed unit with it */
  ways = hd_battle_retreat_boxes (s);
  g_assert_cmpuint (ways->len, >, 0);
  line = g_strdup_printf ("retreat to %s", hd_map_get_box (board, g_array_index (ways, guint, 0))->name);
  hd_test_ok (s, line);
  g_free (line);
  g_assert_false (hd_battle_in_progress (s));
  g_clear_pointer (&ids, g_array_unref);
  g_assert_cmpint (hd_morale_get_checks (s, &ids), ==, HD_CHECK_DESERTION);
  g_assert_cmpuint (ids->len, ==, 3);   /* a, b and c; d is whole */
  g_assert_false (hd_test_contains (ids, d));
  /* a: won, routed: no modifier, deserts on 5-6 */
  g_assert_cmpint (hd_morale_get_modifier (s, HD_CHECK_DESERTION, a), ==, 0);
  g_assert_cmpint (hd_morale_passes_up_to (s, HD_CHECK_DESERTION, a), ==, 4);
  /* b: won, did not rout: -1, deserts on a 6 */
  g_assert_cmpint (hd_morale_get_modifier (s, HD_CHECK_DESERTION, b), ==, -1);
  g_assert_cmpint (hd_morale_passes_up_to (s, HD_CHECK_DESERTION, b), ==, 5);
  /* c: retreated and routed: +1, deserts on 4-6 */
  g_assert_cmpint (hd_morale_get_modifier (s, HD_CHECK_DESERTION, c), ==, 1);
  g_assert_cmpint (hd_morale_passes_up_to (s, HD_CHECK_DESERTION, c), ==, 3);
  /* the promotion and the next battle wait for the dice */
  hd_test_no (s, "end segment", "Advanced 8.12");
  line = g_strdup_printf ("desertion #%u rolls 5, #%u rolls 5", a, b);
  hd_test_no (s, line, "Advanced 8.12");
  g_free (line);
  before = hd_state_get_n_units (s);
  line = g_strdup_printf ("desertion #%u rolls 5, #%u rolls 5, #%u rolls 4", a, b, c);
  hd_test_ok (s, line);
  g_free (line);
  /* a (5 > 4) and c (4 > 3) desert; b (5, not above 5) stays */
  g_assert_cmpuint (hd_state_get_n_units (s), ==, before - 2);
  g_assert_cmpint (hd_state_find_unit_by_id (s, a), <, 0);
  g_assert_cmpint (hd_state_find_unit_by_id (s, c), <, 0);
  g_assert_cmpint (hd_state_find_unit_by_id (s, b), >=, 0);
  g_assert_cmpint (hd_morale_get_checks (s, NULL), ==, HD_CHECK_NONE);
  hd_test_ok (s, "end segment");
}

/* A deserting militia unit goes back to the Recruitment Pool (5.1). */
static void
test_desertion_to_pool (void)
{
  g_autoptr(HdState) s = front_royal (2, 1, "Mi", FALSE);
  guint m = hd_test_unit_id (s, HD_SIDE_CONFEDERATE, "Mi", "Front Royal", 0);
  guint pool;
  char *line;

  miss (s);
  fire (s, (guint[]) { 1, 6 }, 2);
  line = g_strdup_printf ("morale #%u rolls 1", m);   /* holds: 1 is not above 3 */
  hd_test_ok (s, line);
  g_free (line);
  g_assert_false (hd_morale_is_routed (s, m));
  /* round 2: the defender stays and fires; the attacker finishes it off?
   * No: it retreats, and the militia checks with +1 -1 */
  {
    g_autoptr(GArray) ways = hd_battle_retreat_boxes (s);
    line = g_strdup_printf ("retreat to %s", hd_map_get_box (board, g_array_index (ways, guint, 0))->name);
    hd_test_ok (s, line);
    g_free (line);
  }
  g_assert_cmpint (hd_morale_get_modifier (s, HD_CHECK_DESERTION, m), ==, 0);
  g_assert_cmpint (hd_morale_passes_up_to (s, HD_CHECK_DESERTION, m), ==, 3);
  pool = hd_state_get_pool (s, HD_SIDE_CONFEDERATE, HD_KIND_MI);
  line = g_strdup_printf ("desertion #%u rolls 4", m);
  hd_test_ok (s, line);
  g_free (line);
  g_assert_cmpint (hd_state_find_unit_by_id (s, m), <, 0);
  g_assert_cmpuint (hd_state_get_pool (s, HD_SIDE_CONFEDERATE, HD_KIND_MI), ==, pool + 1);
}

/* From the Union Combat Segment to the Confederate Promotion Segment of
 * the same Game Turn, where 6.2's die is a 2: the promotions it gives. */
static guint
promotions_for_a_two (HdState *s)
{
  hd_test_end_segments (s, 5);
  g_assert_cmpint (hd_state_get_player (s), ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpint (hd_state_get_segment (s), ==, HD_SEGMENT_PROMOTION);
  hd_test_ok (s, "roll 2 for promotion");
  return hd_state_get_promotions_left (s);
}

/* 6.2 with Advanced 8.12: "In the Advanced Game, Confederate Veteran or
 * Crack Infantry units lost through desertion ... do not count" for the
 * replacement-training die; a veteran lost in battle still does (a 2 less
 * one is a 1: two promotions). */
static void
test_deserters_do_not_train (void)
{
  {
    g_autoptr(HdState) s = hd_test_front_royal_battle (board, "1862", "advanced-8.1 6.2", 2, 1, "Vi", FALSE);
    guint c = hd_test_unit_id (s, HD_SIDE_CONFEDERATE, "Vi", "Front Royal", 0);
    g_autofree char *holds = g_strdup_printf ("morale #%u rolls 1", c);
    g_autofree char *deserts = g_strdup_printf ("desertion #%u rolls 6", c);
    g_autoptr(GArray) ways = NULL;
    g_autofree char *retreat = NULL;

    miss (s);
    fire (s, (guint[]) { 1, 6 }, 2);   /* the veteran flipped */
    hd_test_ok (s, holds);
    ways = hd_battle_retreat_boxes (s);   /* round 2: it retreats, reduced */
    retreat = g_strdup_printf ("retreat to %s", hd_map_get_box (board, g_array_index (ways, guint, 0))->name);
    hd_test_ok (s, retreat);
    hd_test_ok (s, deserts);
    g_assert_cmpint (hd_state_find_unit_by_id (s, c), <, 0);
    g_assert_cmpuint (promotions_for_a_two (s), ==, 1);
  }
  {
    g_autoptr(HdState) s = hd_test_front_royal_battle (board, "1862", "advanced-8.1 6.2", 2, 1, "Vi", FALSE);
    guint c = hd_test_unit_id (s, HD_SIDE_CONFEDERATE, "Vi", "Front Royal", 0);

    miss (s);
    fire (s, (guint[]) { 1, 1 }, 2);   /* flipped, then eliminated: lost in battle */
    g_assert_cmpint (hd_state_find_unit_by_id (s, c), <, 0);
    g_assert_false (hd_battle_in_progress (s));
    g_assert_cmpuint (promotions_for_a_two (s), ==, 2);
  }
}

/* Every new action has a transcript line that gives it back. */
static void
test_transcript_and_save (void)
{
  HdAction lines[4];
  const char *written[] = { "morale #12 rolls 5, #15 rolls 2", "desertion #3 rolls 1", "rally #12",
                            "no rally for Confederate" };

  for (guint i = 0; i < G_N_ELEMENTS (written); i++)
    {
      g_autofree char *again = NULL;
      g_assert_true (hd_action_line_parse (board, written[i], &lines[i]));
      again = hd_action_line_write (&lines[i], board);
      g_assert_cmpstr (again, ==, written[i]);
    }
  g_assert_cmpint (lines[0].type, ==, HD_ACTION_MORALE);
  g_assert_cmpuint (lines[0].n_shots, ==, 2);
  g_assert_cmpuint (lines[0].shots[1].shooter, ==, 15);
  g_assert_cmpuint (lines[0].shots[1].die, ==, 2);
  g_assert_cmpint (lines[1].type, ==, HD_ACTION_DESERTION);
  g_assert_cmpint (lines[3].side, ==, HD_SIDE_CONFEDERATE);
}

/* A whole battle with checks, rally and desertion, saved and loaded. */
static void
test_save_round_trip (void)
{
  g_autoptr(HdGame) game = hd_game_new (board, "1862", (const char *[]) { "advanced-8.1", NULL }, NULL);
  g_autoptr(HdGame) again = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (8);
  guint checks = 0;

  g_assert_nonnull (game);
  /* random dice, default targets, until some checks have been made */
  for (guint step = 0; step < 3000 && checks < 6; step++)
    {
      const HdState *s = hd_game_get_state (game);
      g_autoptr(GArray) ids = NULL;
      HdCheckKind kind = hd_morale_get_checks (s, &ids);
      HdAction a = { .type = HD_ACTION_END_SEGMENT };

      if (kind != HD_CHECK_NONE)
        {
          a.type = kind == HD_CHECK_MORALE ? HD_ACTION_MORALE : HD_ACTION_DESERTION;
          a.n_shots = ids->len;
          for (guint k = 0; k < ids->len; k++)
            a.shots[k] = (HdShot) { g_array_index (ids, guint, k), 0, g_rand_int_range (rand, 1, 7) };
          checks++;
        }
      else if (hd_morale_rally_due (s) != HD_SIDE_NEUTRAL)
        a = (HdAction) { .type = HD_ACTION_RALLY, .side = hd_morale_rally_due (s) };
      else if (hd_battle_in_progress (s))
        {
          a.type = HD_ACTION_FIRE;
          a.n_shots = hd_battle_default_targets (s, a.shots);
          for (guint k = 0; k < a.n_shots; k++)
            a.shots[k].die = g_rand_int_range (rand, 1, 7);
        }
      else if (hd_state_get_segment (s) == HD_SEGMENT_COMBAT)
        {
          g_autoptr(GArray) battles = hd_battle_get_all (s);
          if (battles->len > 0)
            a = (HdAction) { .type = HD_ACTION_BATTLE, .box = g_array_index (battles, guint, 0) };
        }
      else if (hd_state_get_segment (s) == HD_SEGMENT_MOVEMENT && hd_state_get_marches (s) == 0)
        a = (HdAction) { .type = HD_ACTION_ROLL_MARCHES, .die = 6 };
      else if (hd_state_get_segment (s) == HD_SEGMENT_MOVEMENT && hd_state_get_marches_left (s) > 0)
        {
          /* the side's first unit able to attack does */
          for (guint i = 0; i < hd_state_get_n_units (s) && a.type == HD_ACTION_END_SEGMENT; i++)
            {
              g_autoptr(GArray) routes = hd_movement_unit_routes (s, i);
              for (guint r = 0; r < routes->len; r++)
                {
                  const HdRoute *route = &g_array_index (routes, HdRoute, r);
                  HdAction m = { .type = HD_ACTION_MARCH_MOVE, .by_id = TRUE, .unit = hd_state_get_unit (s, i)->id,
                                 .box = hd_state_get_unit (s, i)->box, .n_steps = route->n_steps };
                  memcpy (m.lines, route->lines, sizeof m.lines);
                  if (hd_state_count_units_at (s, hd_action_route_end (&m, board),
                                               hd_side_get_enemy (hd_state_get_player (s))) > 0 &&
                      hd_action_check (s, &m, NULL))
                    {
                      a = m;
                      break;
                    }
                }
            }
        }
      if (!hd_log_apply (HD_LOG (game), &a, NULL))
        {
          HdAction end = { .type = HD_ACTION_END_SEGMENT };
          hd_log_apply (HD_LOG (game), &end, NULL);
        }
    }
  g_assert_cmpuint (checks, >=, 6);
  bytes = hd_log_to_bytes (HD_LOG (game));
  again = hd_game_new_from_bytes (board, bytes, "test", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (again)), ==, hd_log_get_n_actions (HD_LOG (game)));
  g_assert_true (hd_state_equal (hd_game_get_state (again), hd_game_get_state (game)));
  {
    g_autofree char *text = hd_transcript_write (game);
    g_autoptr(HdGame) read = hd_transcript_read (board, text, -1, "test", NULL, NULL, &error);
    g_assert_no_error (error);
    g_assert_true (hd_state_equal (hd_game_get_state (read), hd_game_get_state (game)));
  }
}

/* One battle fought to its end through the engine's own actions with
 * random dice (default targets, no retreat, the strongest routed unit
 * rallied): whether the attacker won. */
static gboolean
engine_battle (const HdState *start, GRand *rand)
{
  g_autoptr(HdState) s = hd_state_copy (start);
  HdSide attacker = hd_battle_get_attacker (s);
  guint box = hd_battle_get_box (s);

  while (hd_battle_in_progress (s))
    {
      g_autoptr(GArray) ids = NULL;
      HdSide rally;
      HdAction a = { 0 };

      if (hd_morale_get_checks (s, &ids) == HD_CHECK_MORALE)
        {
          a.type = HD_ACTION_MORALE;
          a.n_shots = ids->len;
          for (guint k = 0; k < ids->len; k++)
            a.shots[k] = (HdShot) { g_array_index (ids, guint, k), 0, g_rand_int_range (rand, 1, 7) };
        }
      else if ((rally = hd_morale_rally_due (s)) != HD_SIDE_NEUTRAL)
        {
          g_autoptr(GArray) routed = hd_morale_get_routed (s, rally);
          guint best = 0;
          for (guint i = 0; i < routed->len; i++)
            if (hd_unit_kind_get_combat_value (hd_test_unit (s, g_array_index (routed, guint, i))->unit.kind) >
                hd_unit_kind_get_combat_value (hd_test_unit (s, g_array_index (routed, guint, best))->unit.kind))
              best = i;
          a = (HdAction) { .type = HD_ACTION_RALLY, .side = rally, .unit = g_array_index (routed, guint, best) };
        }
      else
        {
          a.type = HD_ACTION_FIRE;
          a.n_shots = hd_battle_default_targets (s, a.shots);
          for (guint k = 0; k < a.n_shots; k++)
            a.shots[k].die = g_rand_int_range (rand, 1, 7);
        }
      g_assert_true (hd_action_apply (&a, s, NULL));
    }
  return hd_state_count_units_at (s, box, attacker) > 0;
}

/* The sampled odds under battlefield morale play the same rules as the
 * engine: its estimate and battles fought action by action agree. */
static void
test_odds_agree (void)
{
  g_autoptr(HdState) s = front_royal (4, 2, "Vi", TRUE);
  g_autoptr(GRand) rand = g_rand_new_with_seed (81);
  guint n = 3000, wins = 0;
  double mc, p, sigma;

  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Front Royal", 1, TRUE);
  /* exact odds are not worked out with morale: sampled */
  g_assert_cmpfloat (hd_odds_attacker_wins (s), <, 0);
  mc = hd_odds_monte_carlo (s, 40000, 1861);
  for (guint i = 0; i < n; i++)
    wins += engine_battle (s, rand);
  p = (double) wins / n;
  sigma = sqrt (mc * (1 - mc) / n + mc * (1 - mc) / 40000);
  g_test_message ("attacker wins: sampled %.4f, engine %.4f over %u battles", mc, p, n);
  g_assert_cmpfloat (fabs (p - mc), <, 4 * sigma);
  /* and morale matters: without it the same battle is another one */
  {
    g_autoptr(HdState) plain = hd_state_copy (s);
    hd_turn_set_options (plain, NULL);
    g_assert_cmpfloat (fabs (hd_odds_attacker_wins (plain) - mc), >, 4 * sigma);
  }
}

/* ------------------------------------------------ Advanced 8.3 */

static void
set_control (HdState *s, const char *box, HdSide side)
{
  hd_state_set_control (s, hd_test_box (board, box), side, FALSE);
}

/* A state in the Union's Movement Segment of 1862, the Confederacy
 * holding every city of @state_index. */
static HdState *
holding (guint state_index, const char *options)
{
  HdState *s = hd_test_bare_state (board, "1862", options, FALSE, HD_SIDE_UNION);

  for (const char * const *c = hd_border_get_cities (state_index); *c != NULL; c++)
    hd_state_set_control (s, hd_map_lookup_id (board, *c)->index, HD_SIDE_CONFEDERATE, TRUE);
  return s;
}

/* The roll is owed only at the start of a Confederate Player Turn, only
 * for a state whose cities the Confederacy all holds, once a turn, and
 * before anything else. */
static void
test_border_when (void)
{
  for (guint i = 0; i < HD_N_BORDER_STATES; i++)
    {
      g_autoptr(HdState) s = holding (i, "advanced-8.3");
      g_autofree char *roll = g_strdup_printf ("roll 1 for %s", hd_border_get_keyword (i));

      g_assert_true (hd_border_holds_all (s, i));
      g_assert_false (hd_border_roll_due (s, i));   /* the Union's turn */
      hd_test_no (s, roll, "Advanced 8.3");
      hd_test_to_confederate_turn (s);
      g_assert_true (hd_border_roll_due (s, i));
      g_assert_cmpint (hd_border_next_due (s), ==, (int) i);
      hd_test_no (s, "roll 3 for marches", "Advanced 8.3");
      hd_test_ok (s, roll);   /* success or not, the die is spent for this turn */
      g_assert_false (hd_border_roll_due (s, i));
      hd_test_no (s, roll, "Advanced 8.3");
      hd_test_ok (s, "roll 3 for marches");
    }
  /* one city missing: no roll */
  {
    g_autoptr(HdState) s = holding (0, "advanced-8.3");
    set_control (s, "St. Louis", HD_SIDE_UNION);
    hd_test_to_confederate_turn (s);
    g_assert_false (hd_border_roll_due (s, 0));
    hd_test_no (s, "roll 6 for Missouri", "Advanced 8.3");
  }
  /* without the rule: no roll */
  {
    g_autoptr(HdState) s = holding (1, NULL);
    hd_test_to_confederate_turn (s);
    g_assert_false (hd_border_roll_due (s, 1));
    hd_test_no (s, "roll 6 for Kentucky", "Advanced 8.3");
    hd_test_ok (s, "roll 3 for marches");
  }
}

static gboolean
has_line (GPtrArray *lines, const char *start)
{
  for (guint i = 0; i < lines->len; i++)
    if (g_str_has_prefix (g_ptr_array_index (lines, i), start))
      return TRUE;
  return FALSE;
}

static guint
first_turn_of (guint year)
{
  HdGameTurn gt;

  for (guint t = 1; hd_calendar_get_turn (t, &gt); t++)
    if (gt.year == year)
      return t;
  return 0;
}

/* Each of the table's modifiers, alone and summed. */
static void
test_border_modifiers (void)
{
  g_autoptr(HdState) s = holding (2, "advanced-8.3");
  g_autoptr(GRand) rand = g_rand_new_with_seed (83);
  const int year_mod[] = { 1, 0, -1, -2, -3 };

  for (guint y = 0; y < G_N_ELEMENTS (year_mod); y++)
    {
      g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
      guint turn = first_turn_of (1861 + y);
      int sum = 0;

      g_assert_cmpuint (turn, >, 0);
      hd_state_set_turn (s, turn);
      hd_border_get_modifier (s, lines);
      for (guint i = 0; i < lines->len; i++)
        if (strstr (g_ptr_array_index (lines, i), "rolled in") != NULL)
          sum += atoi (g_ptr_array_index (lines, i));
      g_assert_cmpint (sum, ==, year_mod[y]);
    }
  hd_state_set_turn (s, first_turn_of (1862));
  /* Washington and Richmond */
  for (guint w = 0; w < 2; w++)
    for (guint r = 0; r < 2; r++)
      {
        g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
        set_control (s, "Washington", w ? HD_SIDE_CONFEDERATE : HD_SIDE_UNION);
        set_control (s, "Richmond", r ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE);
        hd_border_get_modifier (s, lines);
        g_assert_cmpint (has_line (lines, "+2: the Confederacy holds Washington"), ==, w);
        g_assert_cmpint (has_line (lines, "-1: the Union holds Richmond"), ==, r);
      }
  /* the army maximums, over many controls of the recruitment cities */
  for (guint trial = 0; trial < 200; trial++)
    {
      g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
      guint u, c;
      int sum = 0, total;

      for (guint b = 0; b < hd_map_get_n_boxes (board); b++)
        {
          const HdBox *box = hd_map_get_box (board, b);
          if ((box->recruit_union > 0 || box->recruit_confederate > 0) && g_rand_int_range (rand, 0, 3) == 0)
            hd_state_set_control (s, b, g_rand_boolean (rand) ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE, TRUE);
        }
      u = hd_state_get_army_maximum (s, HD_SIDE_UNION);
      c = hd_state_get_army_maximum (s, HD_SIDE_CONFEDERATE);
      total = hd_border_get_modifier (s, lines);
      g_assert_cmpint (has_line (lines, "+1: the Union army maximum is at most five above"), ==, u <= c + 5);
      g_assert_cmpint (has_line (lines, "-1: the Union army maximum is more than ten"), ==, u > c + 10);
      for (guint i = 0; i < lines->len; i++)
        sum += atoi (g_ptr_array_index (lines, i));
      g_assert_cmpint (sum, ==, total);
    }
}

/* Above the support number the militia joins the pool, once a game; at or
 * under it nothing, and the state may roll again next turn. */
static void
test_border_roll (void)
{
  for (guint i = 0; i < HD_N_BORDER_STATES; i++)
    for (int over = 0; over <= 1; over++)
      {
        g_autoptr(HdState) s = holding (i, "advanced-8.3");
        int mod, die;
        guint pool, limit;
        g_autofree char *roll = NULL;

        hd_test_to_confederate_turn (s);
        mod = hd_border_get_modifier (s, NULL);
        die = (int) hd_border_get_support (i) - mod + over;
        if (die < 1 || die > 6)
          continue;
        pool = hd_state_get_pool (s, HD_SIDE_CONFEDERATE, HD_KIND_MI);
        limit = hd_inventory_get_counter_limit (s, HD_SIDE_CONFEDERATE, HD_KIND_MI);
        roll = g_strdup_printf ("roll %d for %s", die, hd_border_get_keyword (i));
        hd_test_ok (s, roll);
        g_assert_cmpint (hd_border_has_joined (s, i), ==, over);
        g_assert_cmpuint (hd_state_get_pool (s, HD_SIDE_CONFEDERATE, HD_KIND_MI), ==, pool + over);
        g_assert_cmpuint (hd_inventory_get_counter_limit (s, HD_SIDE_CONFEDERATE, HD_KIND_MI), ==, limit + over);
        /* the next Confederate Player Turn: again only if it failed */
        for (guint k = 0; k < 8; k++)
          hd_test_ok (s, "end segment");
        g_assert_cmpint (hd_border_roll_due (s, i), ==, !over);
      }
}

static void
test_border_names (void)
{
  g_assert_cmpuint (hd_border_get_support (0), ==, 3);
  g_assert_cmpuint (hd_border_get_support (1), ==, 1);
  g_assert_cmpuint (hd_border_get_support (2), ==, 6);
  g_assert_cmpint (hd_border_from_keyword ("kentucky"), ==, 1);
  g_assert_cmpint (hd_border_of_box (board, hd_test_box (board, "Springfield")), ==, 0);
  g_assert_cmpint (hd_border_of_box (board, hd_test_box (board, "Louisville")), ==, 1);
  g_assert_cmpint (hd_border_of_box (board, hd_test_box (board, "Baltimore")), ==, 2);
  g_assert_cmpint (hd_border_of_box (board, hd_test_box (board, "Richmond")), ==, -1);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();
  g_test_add_func ("/morale/8.1/table", test_table);
  g_test_add_func ("/morale/8.1/check-after-fire", test_check_after_fire);
  g_test_add_func ("/morale/8.1/who-checks", test_who_checks);
  g_test_add_func ("/morale/8.1/entrenched", test_entrenched);
  g_test_add_func ("/morale/8.1/correction-ends-checks", test_correction_ends_checks);
  g_test_add_func ("/morale/8.11/rally", test_rally);
  g_test_add_func ("/morale/8.11/rally-order", test_rally_order);
  g_test_add_func ("/morale/8.12/desertion", test_desertion);
  g_test_add_func ("/morale/8.12/desertion-to-pool", test_desertion_to_pool);
  g_test_add_func ("/morale/8.12/deserters-do-not-train", test_deserters_do_not_train);
  g_test_add_func ("/morale/transcript", test_transcript_and_save);
  g_test_add_func ("/morale/odds-agree", test_odds_agree);
  g_test_add_func ("/morale/save-round-trip", test_save_round_trip);
  g_test_add_func ("/morale/battle-log", test_battle_log);
  g_test_add_func ("/morale/battle-log-names-now", test_battle_log_names_now);
  g_test_add_func ("/morale/outcome-routed-and-days", test_outcome_routed_and_days);
  g_test_add_func ("/border/8.3/names", test_border_names);
  g_test_add_func ("/border/8.3/when", test_border_when);
  g_test_add_func ("/border/8.3/modifiers", test_border_modifiers);
  g_test_add_func ("/border/8.3/roll", test_border_roll);
  status = g_test_run ();
  g_object_unref (board);
  return status;
}
