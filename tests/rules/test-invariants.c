/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-invariants.c: the invariants of the Advanced Game (11-14,
 * hd-invariants.h) are checked by the modules owning them, through the
 * hooks (hd-hooks.h): each broken on purpose is found and named, in a
 * game without its rule and in one with it, where the same state is
 * sound; and, in debug builds, hd_action_apply() still asserts them all
 * after every action it carries out. */
#include <string.h>

#include "hd-test-util.h"
#include "hd-action.h"
#include "hd-hooks.h"
#include "hd-invariants.h"
#include "hd-state-private.h"
#include "hd-turn.h"

static HdMap *board;

static HdState *
fresh (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdScenario) s = hd_scenario_new_builtin (board, "1862", &error);

  g_assert_no_error (error);
  return hd_state_new_from_scenario (board, s);
}

static void
expect_broken (HdState *st, int number)
{
  g_autofree char *why = hd_invariants_check (st);
  g_autofree char *prefix = g_strdup_printf ("invariant %d:", number);

  g_assert_nonnull (why);
  g_test_message ("%s", why);
  g_assert_true (g_str_has_prefix (why, prefix));
}

static void
expect_sound (HdState *st)
{
  g_autofree char *why = hd_invariants_check (st);

  g_assert_null (why);
}

/* A field of the Advanced Game set in a game without its rule breaks its
 * invariant; with the rule in play the same field is sound. */
static void
test_advanced_invariants (void)
{
  guint richmond = hd_test_box (board, "Richmond");
  const char *with_6_0[] = { "advanced-6.0", NULL };
  const char *with_2_0[] = { "advanced-2.0", NULL };
  const char *with_8_3[] = { "advanced-8.3", NULL };

  {
    g_autoptr(HdState) st = fresh ();
    expect_sound (st);
    st->union_max_loss = 2;                     /* Advanced 6.0 */
    expect_broken (st, 11);
    hd_turn_set_options (st, with_6_0);
    expect_sound (st);
  }
  {
    g_autoptr(HdState) st = fresh ();
    st->supply_due[richmond] = 1;               /* Advanced 2.0 */
    expect_broken (st, 11);
    hd_turn_set_options (st, with_2_0);        /* traces supply again: Richmond owes nothing */
    expect_sound (st);
  }
  {
    g_autoptr(HdState) st = fresh ();
    st->contained[richmond] = 1;                /* Advanced 4.0 */
    expect_broken (st, 11);
  }
  {
    g_autoptr(HdState) st = fresh ();
    g_array_index (st->units, HdBoardUnit, 0).move.routed = TRUE;   /* Advanced 8.1 */
    expect_broken (st, 12);
  }
  {
    g_autoptr(HdState) st = fresh ();
    st->border_joined = 1;                      /* Advanced 8.3 */
    expect_broken (st, 12);
    hd_turn_set_options (st, with_8_3);
    expect_sound (st);
    st->border_joined = 1u << 7;                /* no such state */
    expect_broken (st, 12);
  }
  {
    g_autoptr(HdState) st = fresh ();
    st->europe[HD_KIND_VI] = 1;                 /* Advanced 8.4 */
    expect_broken (st, 13);
  }
  {
    g_autoptr(HdState) st = fresh ();
    st->leader_status[HD_LEADER_LEE] = HD_LEADER_ON_BOARD;   /* Advanced 8.2 */
    st->leader_box[HD_LEADER_LEE] = richmond;
    expect_broken (st, 14);
  }
}

/* Every module's invariants are reached through the hooks: none of them
 * is checked by name below the advanced layer. */
static void
test_hooks_listed (void)
{
  guint n = 0, with_invariants = 0;

  for (const HdHooks *const *h = hd_hooks; *h != NULL; h++, n++)
    {
      g_assert_nonnull ((*h)->name);
      with_invariants += (*h)->check_invariants != NULL;
    }
  g_assert_cmpuint (n, >=, 8);
  g_assert_cmpuint (with_invariants, ==, 7);   /* Washington, supply, border, intervention, morale, leaders, containment */
}

/* In debug builds hd_action_apply() asserts the invariants after every
 * action: one broken by hand before a legal action aborts, naming it. */
static void
test_asserted_after_action (void)
{
#ifdef HD_CHECK_INVARIANTS
  if (g_test_subprocess ())
    {
      g_autoptr(HdState) st = fresh ();
      HdAction end = { .type = HD_ACTION_END_SEGMENT };

      st->contained[hd_test_box (board, "Richmond")] = 1;   /* invariant 11, without Advanced 4.0 */
      hd_action_apply (&end, st, NULL);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*invariant 11: a contained box without Advanced 4.0*");
  {
    /* the same action on a sound state is carried out */
    g_autoptr(HdState) st = fresh ();
    HdAction end = { .type = HD_ACTION_END_SEGMENT };
    g_assert_true (hd_action_apply (&end, st, NULL));
  }
#else
  g_test_skip ("the invariants are asserted in debug builds only");
#endif
}

/* The hooks are called in the rules' order (docs/design.md, "The
 * hooks"): this is the order a Player Turn's beginning and what is owed
 * first follow. */
static void
test_hooks_order (void)
{
  static const char *const order[] = {
    "Washington (Advanced 6.0)", "supply (Advanced 2.0)", "border states (Advanced 8.3)",
    "foreign intervention (Advanced 8.4)", "morale (Advanced 8.1)", "leaders (Advanced 8.2)",
    "battles by days (Advanced 7.0)", "containment (Advanced 4.0)", "coastal defenses (Advanced 5.0)",
  };
  guint n = 0;

  for (const HdHooks *const *h = hd_hooks; *h != NULL; h++, n++)
    {
      g_assert_cmpuint (n, <, G_N_ELEMENTS (order));
      g_assert_cmpstr ((*h)->name, ==, order[n]);
    }
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (order));
}

/* Two things owed at once: the die for Washington's fall comes before a
 * box's supply loss, and the gate refuses the loss with Advanced 6.0
 * until it is rolled; then the supply loss is owed (Advanced 2.2). */
static void
test_owed_in_order (void)
{
  g_autoptr(HdState) st = fresh ();
  const char *options[] = { "advanced-2.0", "advanced-6.0", NULL };
  guint richmond = hd_test_box (board, "Richmond");
  HdAwaited owed;
  HdAction loss = { .type = HD_ACTION_SUPPLY_LOSS };
  g_autoptr(GError) error = NULL;

  hd_turn_set_options (st, options);
  st->player = HD_SIDE_CONFEDERATE;
  st->washington_roll = TRUE;
  st->supply_due[richmond] = 1;
  g_assert_true (hd_state_get_any_supply_due (st));
  owed = hd_action_get_awaited (st);
  g_assert_cmpint (owed.kind, ==, HD_AWAITED_WASHINGTON);
  g_assert_true (owed.first);
  for (guint i = 0; i < hd_state_get_n_units (st); i++)
    if (hd_state_get_unit (st, i)->box == richmond)
      loss.unit = hd_state_get_unit (st, i)->id;
  g_assert_cmpuint (loss.unit, !=, 0);
  g_assert_false (hd_action_check (st, &loss, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Advanced 6.0");
  st->washington_roll = FALSE;
  owed = hd_action_get_awaited (st);
  g_assert_cmpint (owed.kind, ==, HD_AWAITED_SUPPLY);
  g_assert_cmpint (owed.side, ==, HD_SIDE_CONFEDERATE);
}

/* Broken invariants of several modules: the lowest number is reported,
 * whatever the hooks' order (containment's 11 comes after the leaders'
 * 14 in the table). */
static void
test_lowest_reported (void)
{
  g_autoptr(HdState) st = fresh ();

  st->leader_status[0] = HD_LEADER_ON_BOARD;   /* 14: a leader without Advanced 8.2 */
  expect_broken (st, 14);
  st->contained[hd_test_box (board, "Wilmington")] = 1;   /* 11: containment without Advanced 4.0 */
  expect_broken (st, 11);
}

int
main (int argc, char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();

  g_test_add_func ("/invariants/advanced", test_advanced_invariants);
  g_test_add_func ("/invariants/hooks-listed", test_hooks_listed);
  g_test_add_func ("/invariants/hooks-order", test_hooks_order);
  g_test_add_func ("/invariants/owed-in-order", test_owed_in_order);
  g_test_add_func ("/invariants/lowest-reported", test_lowest_reported);
  g_test_add_func ("/invariants/asserted-after-action", test_asserted_after_action);

  ret = g_test_run ();
  g_object_unref (board);
  return ret;
}
