/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-campaign-battle.c: battles of the Campaign Game (Campaign 9-10):
 * the cavalry test (R5), withdrawal before battle, the rearguard by dice
 * (R6), the battle to the table, each day's result and night recovery
 * (R7), the end of a battle (R23), reinforcements (9.4), training and
 * combat promotions (10.31, 10.32), the battle sheet, invariants 50-57
 * each broken on purpose, and random battles played to the end. */
#include "config.h"

#include "hd-campaign-battle.h"
#include "hd-campaign-invariants.h"
#include "hd-campaign-oob.h"
#include "hd-campaign-play.h"
#include "hd-campaign-private.h"
#include "hd-campaign-promotion.h"
#include "hd-campaign-result.h"
#include "hd-campaign-setup.h"
#include "hd-campaign-sheet-build.h"
#include "hd-campaign-turn.h"
#include "hd-campaign-view-private.h"
#include "hd-rules.h"
#include "hd-test-util.h"

typedef struct {
  HdMap      *map;
  HdCampaign *c;
  guint       manassas, washington, fredericksburg, gordonsville, front_royal, harpers_ferry;
  guint       ucorps, udiv1, udiv2, ucav;   /* the Union's corps, divisions and corps cavalry */
  guint       ccorps, cdiv1, cdiv2, ccav;
  guint       battle;
} Fixture;

static guint
add_corps (HdCampaign *c,
           HdSide      side,
           const char *name,
           guint       box)
{
  HdCampaignFormation f = { 0 };

  f.side = side;
  f.kind = HD_FORMATION_CORPS;
  f.name = (char *) name;
  f.commander = (char *) "Someone";
  f.box = box;
  return hd_campaign_add_formation (c, &f);
}

static guint
add_stand (HdCampaign *c,
           guint       formation,
           HdArm       arm,
           guint       sp,
           guint       morale,
           HdStatus    status)
{
  const HdCampaignFormation *f = hd_campaign_lookup_formation (c, formation);
  HdCampaignStand s = { 0 };

  s.side = f->side;
  s.formation = formation;
  s.box = HD_CAMPAIGN_NO_BOX;
  s.name = (char *) (arm == HD_ARM_CAVALRY ? "Cavalry Brigade" : arm == HD_ARM_ARTILLERY ? "Artillery"
                                                                                       : "Infantry Brigade");
  s.arm = arm;
  s.gun = arm == HD_ARM_ARTILLERY ? HD_GUN_SB_F : HD_GUN_NONE;
  s.sp = sp;
  s.sp_start = sp;
  s.morale = morale;
  s.status = status;
  s.flags = status == HD_STATUS_GREEN ? HD_STAND_PT | HD_STAND_NE : 0;
  return hd_campaign_add_stand (c, &s);
}

/* A division of three 6-4 Green brigades and a battery. */
static guint
add_division (HdCampaign *c,
              guint       corps,
              const char *name)
{
  const HdCampaignFormation *parent = hd_campaign_lookup_formation (c, corps);
  HdCampaignFormation f = { 0 };
  guint id;

  f.side = parent->side;
  f.kind = HD_FORMATION_DIVISION;
  f.name = (char *) name;
  f.commander = (char *) "A General";
  f.parent = corps;
  f.box = parent->box;
  id = hd_campaign_add_formation (c, &f);
  for (guint i = 0; i < 3; i++)
    add_stand (c, id, HD_ARM_INFANTRY, 6, 4, HD_STATUS_GREEN);
  add_stand (c, id, HD_ARM_ARTILLERY, 2, 5, HD_STATUS_GREEN);
  return id;
}

/* The Union's corps marches from Washington into Manassas Junction,
 * held by a Confederate corps: a contact in the Battle Phase.  Union
 * corps cavalry 2-4 x 3 (24), Confederate 3-4 (12): exactly 2:1. */
static void
fixture_set_up (Fixture      *fx,
                gconstpointer data)
{
  HdCampaignBattle *b;

  fx->map = hd_test_board ();
  fx->c = hd_campaign_new (fx->map);
  fx->manassas = hd_test_box (fx->map, "Manassas Junction");
  fx->washington = hd_test_box (fx->map, "Washington");
  fx->fredericksburg = hd_test_box (fx->map, "Fredericksburg");
  fx->gordonsville = hd_test_box (fx->map, "Gordonsville");
  fx->front_royal = hd_test_box (fx->map, "Front Royal");
  fx->harpers_ferry = hd_test_box (fx->map, "Harpers Ferry");
  fx->ucorps = add_corps (fx->c, HD_SIDE_UNION, "I Corps", fx->manassas);
  fx->udiv1 = add_division (fx->c, fx->ucorps, "1st Division");
  fx->udiv2 = add_division (fx->c, fx->ucorps, "2nd Division");
  fx->ucav = add_stand (fx->c, fx->ucorps, HD_ARM_CAVALRY, 2, 4, HD_STATUS_GREEN);
  add_stand (fx->c, fx->ucorps, HD_ARM_CAVALRY, 2, 4, HD_STATUS_GREEN);
  add_stand (fx->c, fx->ucorps, HD_ARM_CAVALRY, 2, 4, HD_STATUS_GREEN);
  fx->ccorps = add_corps (fx->c, HD_SIDE_CONFEDERATE, "Army of the Potomac", fx->manassas);
  fx->cdiv1 = add_division (fx->c, fx->ccorps, "1st Division");
  fx->cdiv2 = add_division (fx->c, fx->ccorps, "2nd Division");
  fx->ccav = add_stand (fx->c, fx->ccorps, HD_ARM_CAVALRY, 3, 4, HD_STATUS_GREEN);
  fx->c->entered[fx->manassas] |= 1u << HD_SIDE_UNION;
  fx->c->phase = HD_PHASE_BATTLE;
  b = hd_campaign_battle_open (fx->c, fx->manassas, HD_SIDE_UNION);
  g_array_append_val (b->attackers, fx->ucorps);
  g_array_append_val (b->entered_from, fx->washington);
  fx->battle = b->id;
  g_assert_null (hd_campaign_invariants_check (fx->c));
}

static void
fixture_tear_down (Fixture      *fx,
                   gconstpointer data)
{
  hd_campaign_free (fx->c);
  g_object_unref (fx->map);
}

static const HdCampaignBattle *
battle_of (Fixture *fx)
{
  return hd_campaign_battle_lookup (fx->c, fx->battle);
}

/* Applies @line; it must be accepted. */
static void
play (Fixture    *fx,
      const char *format,
      ...) G_GNUC_PRINTF (2, 3);

static void
play (Fixture    *fx,
      const char *format,
      ...)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignAction) a = NULL;
  g_autofree char *line = NULL;
  va_list args;

  va_start (args, format);
  line = g_strdup_vprintf (format, args);
  va_end (args);
  a = hd_campaign_action_parse_line (line, &error);
  g_assert_no_error (error);
  if (!hd_campaign_play_apply (fx->c, a, &error))
    g_error ("refused: %s: %s", line, error->message);
}

/* @line must be refused under @rule (NULL: as a bad argument), changing
 * nothing. */
static void
refused (Fixture    *fx,
         const char *rule,
         const char *format,
         ...) G_GNUC_PRINTF (3, 4);

static void
refused (Fixture    *fx,
         const char *rule,
         const char *format,
         ...)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignAction) a = NULL;
  g_autofree char *line = NULL, *before = hd_campaign_dump (fx->c), *after = NULL;
  va_list args;

  va_start (args, format);
  line = g_strdup_vprintf (format, args);
  va_end (args);
  a = hd_campaign_action_parse_line (line, &error);
  g_assert_no_error (error);
  if (hd_campaign_play_apply (fx->c, a, &error))
    g_error ("accepted: %s", line);
  if (rule != NULL)
    {
      if (g_strcmp0 (hd_rules_error_get_rule (error), rule) != 0)
        g_error ("%s: refused under %s, not %s: %s", line, hd_rules_error_get_rule (error), rule, error->message);
    }
  else
    g_assert_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT);
  after = hd_campaign_dump (fx->c);
  g_assert_cmpstr (before, ==, after);
}

static HdCampaignStand *
stand (Fixture *fx,
       guint    id)
{
  return hd_campaign_find_stand (fx->c, id);
}

static guint
nth_stand (Fixture *fx,
           guint    formation,
           guint    n)
{
  g_autoptr(GArray) ids = hd_campaign_list_stands_of (fx->c, formation);

  return g_array_index (ids, guint, n);
}

static guint
exhaustion_percent (Fixture *fx,
                    guint    division)
{
  HdCampaignExhaustion e;

  g_assert_true (hd_campaign_oob_get_exhaustion (fx->c, division, &e));
  return e.percent;
}

static gboolean
has_win (Fixture          *fx,
         HdSide            side,
         HdCampaignWinKind kind)
{
  for (guint i = 0; i < fx->c->wins->len; i++)
    {
      const HdCampaignWin *w = &g_array_index (fx->c->wins, HdCampaignWin, i);

      if (w->side == side && w->kind == kind && w->box == fx->manassas)
        return TRUE;
    }
  return FALSE;
}

static void
expect_description (Fixture    *fx,
                    const char *line,
                    const char *sentence)
{
  g_autoptr(HdCampaignAction) a = hd_campaign_action_parse_line (line, NULL);
  g_autofree char *said = hd_campaign_play_describe (fx->c, a);

  g_assert_cmpstr (said, ==, sentence);
}

/* Each type says what it does in one sentence, in the position it is
 * made in (the log's undo and redo, hd-campaign-game.c). */
static void
test_describe (Fixture      *fx,
               gconstpointer data)
{
  g_autofree char *fight = g_strdup_printf ("fight battle=%u", fx->battle);
  g_autofree char *withdraw = g_strdup_printf ("withdraw battle=%u to=fredericksburg", fx->battle);
  g_autofree char *rearguard = g_strdup_printf ("rearguard battle=%u dice=2,3 to=fredericksburg", fx->battle);
  g_autofree char *day = g_strdup_printf ("battle-day battle=%u", fx->battle);
  g_autofree char *end = g_strdup_printf ("battle-end battle=%u winner=confederate", fx->battle);
  g_autofree char *draw = g_strdup_printf ("battle-end battle=%u winner=none", fx->battle);
  g_autofree char *train = g_strdup_printf ("train division=%u", fx->udiv1);
  g_autofree char *promote = g_strdup_printf ("promote-division battle=%u division=%u", fx->battle, fx->udiv1);

  expect_description (fx, fight, "The battle of Manassas Junction goes to the table.");
  expect_description (fx, withdraw, "The defender withdraws from Manassas Junction to Fredericksburg before battle.");
  expect_description (fx, rearguard, "A rearguard covers the defender’s retreat from Manassas Junction to "
                      "Fredericksburg (dice 2,3).");
  expect_description (fx, day, "Day 1 of the battle of Manassas Junction is entered.");
  expect_description (fx, end, "The battle of Manassas Junction ends: the Confederacy wins.");
  expect_description (fx, draw, "The battle of Manassas Junction ends with no winner.");
  expect_description (fx, train, "1st Division, I Corps is trained: its Green stands become Trained.");
  expect_description (fx, promote, "1st Division, I Corps is promoted for its conduct in battle.");
}

/* --- the cavalry test (9; R5) --- */

static void
test_cavalry (Fixture      *fx,
              gconstpointer data)
{
  HdCampaignCavalryTest t;
  guint extra;

  hd_campaign_battle_cavalry_test (fx->c, battle_of (fx), &t);
  g_assert_cmpuint (t.attacker_cavalry, ==, 24);
  g_assert_cmpuint (t.defender_cavalry, ==, 12);
  g_assert_true (t.superiority);                 /* exactly 2:1 included */
  g_assert_cmpint (t.edge, ==, HD_SIDE_UNION);

  stand (fx, fx->ccav)->morale = 5;              /* 15: 24 is less than twice */
  hd_campaign_battle_cavalry_test (fx->c, battle_of (fx), &t);
  g_assert_false (t.superiority);
  g_assert_cmpint (t.edge, ==, HD_SIDE_UNION);

  /* Union cavalry in the box that did not enter it does not count */
  extra = add_corps (fx->c, HD_SIDE_UNION, "Cavalry already there", fx->manassas);
  add_stand (fx->c, extra, HD_ARM_CAVALRY, 3, 6, HD_STATUS_ELITE);
  hd_campaign_battle_cavalry_test (fx->c, battle_of (fx), &t);
  g_assert_cmpuint (t.attacker_cavalry, ==, 24);

  /* equal strengths: the edge goes to the attacker (9.2) */
  stand (fx, fx->ccav)->sp = 2;
  stand (fx, fx->ccav)->morale = 4;
  stand (fx, fx->ccav)->sp_start = 2;
  add_stand (fx->c, fx->ccorps, HD_ARM_CAVALRY, 2, 4, HD_STATUS_GREEN);
  add_stand (fx->c, fx->ccorps, HD_ARM_CAVALRY, 2, 4, HD_STATUS_GREEN);
  hd_campaign_battle_cavalry_test (fx->c, battle_of (fx), &t);
  g_assert_cmpuint (t.defender_cavalry, ==, 24);
  g_assert_cmpint (t.edge, ==, HD_SIDE_UNION);
  g_assert_false (t.superiority);
}

/* The document's example (9): a 2-5 cavalry brigade is 10, a 3-4 is 12;
 * infantry counts nothing. */
static void
test_cavalry_example (Fixture      *fx,
                      gconstpointer data)
{
  HdCampaignStand s = { 0 };

  s.arm = HD_ARM_CAVALRY;
  s.sp = 2;
  s.morale = 5;
  g_assert_cmpuint (hd_campaign_oob_stand_adjusted_cavalry (&s), ==, 10);
  s.sp = 3;
  s.morale = 4;
  g_assert_cmpuint (hd_campaign_oob_stand_adjusted_cavalry (&s), ==, 12);
  s.arm = HD_ARM_INFANTRY;
  g_assert_cmpuint (hd_campaign_oob_stand_adjusted_cavalry (&s), ==, 0);
}

/* A contact another module appended with only its own arrays made is
 * played as well (the march module's move). */
static void
test_bare_contact (Fixture      *fx,
                   gconstpointer data)
{
  HdCampaignBattle bare = { 0 };
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  g_autoptr(HdCampaignView) view = NULL;
  g_autoptr(GArray) forces = NULL;

  g_array_set_size (fx->c->battles, 0);
  bare.id = fx->c->next_battle_id++;
  bare.box = fx->manassas;
  bare.attacker = HD_SIDE_UNION;
  bare.winner = HD_SIDE_NEUTRAL;
  bare.attackers = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_val (bare.attackers, fx->ucorps);
  g_array_append_val (fx->c->battles, bare);
  fx->battle = bare.id;
  g_assert_null (hd_campaign_invariants_check (fx->c));
  play (fx, "fight battle=%u", fx->battle);
  play (fx, "battle-day battle=%u losses=%u:2", fx->battle, nth_stand (fx, fx->udiv1, 0));
  view = hd_campaign_view_new (fx->c, umpire);
  forces = hd_campaign_view_battle_forces (view, fx->battle, HD_SIDE_CONFEDERATE);
  g_assert_cmpuint (forces->len, ==, 3);
  play (fx, "battle-end battle=%u winner=union to=front-royal", fx->battle);
  g_assert_cmpuint (hd_campaign_battle_count_open (fx->c), ==, 0);
}

/* any against none is superiority; none against none is not */
static void
test_cavalry_none (Fixture      *fx,
                   gconstpointer data)
{
  HdCampaignCavalryTest t;

  hd_campaign_remove_stand (fx->c, fx->ccav);
  hd_campaign_battle_cavalry_test (fx->c, battle_of (fx), &t);
  g_assert_true (t.superiority);
  for (guint i = 0; i < 3; i++)
    hd_campaign_remove_stand (fx->c, nth_stand (fx, fx->ucorps, 0));
  hd_campaign_battle_cavalry_test (fx->c, battle_of (fx), &t);
  g_assert_cmpuint (t.attacker_cavalry, ==, 0);
  g_assert_false (t.superiority);
  g_assert_cmpint (t.edge, ==, HD_SIDE_UNION);
}

/* --- withdrawal before battle (9) --- */

/* Item 11: the battle says who won and how once it is resolved (9,
 * 9.6), nothing while it is open. */
static void
assert_result (Fixture *fx, const char *expected)
{
  g_autofree char *said = hd_campaign_battle_describe_result (fx->c, battle_of (fx));

  g_assert_cmpstr (said, ==, expected);
}

static void
test_withdraw (Fixture      *fx,
               gconstpointer data)
{
  HdCampaignStand guns = { 0 };
  g_autoptr(GArray) legal = NULL;

  refused (fx, "Campaign 9", "withdraw battle=%u to=fredericksburg", fx->battle);   /* 2:1 */
  stand (fx, fx->ccav)->morale = 5;
  fx->c->entered[fx->gordonsville] |= 1u << HD_SIDE_UNION;
  legal = hd_campaign_battle_list_withdrawal_boxes (fx->c, battle_of (fx), HD_SIDE_CONFEDERATE);
  g_assert_cmpuint (legal->len, ==, 2);
  g_assert_true (hd_test_contains (legal, fx->fredericksburg));
  g_assert_true (hd_test_contains (legal, fx->front_royal));
  refused (fx, "Campaign 9", "withdraw battle=%u to=gordonsville", fx->battle);     /* used by the enemy */
  refused (fx, "Campaign 9", "withdraw battle=%u to=washington", fx->battle);       /* not his */
  refused (fx, "Campaign 9", "withdraw battle=%u to=richmond", fx->battle);         /* not adjacent */
  refused (fx, NULL, "withdraw battle=%u to=atlantis", fx->battle);
  refused (fx, NULL, "withdraw battle=99 to=fredericksburg");
  fx->c->phase = HD_PHASE_MOVEMENT;
  refused (fx, "Campaign 5", "withdraw battle=%u to=fredericksburg", fx->battle);
  fx->c->phase = HD_PHASE_BATTLE;

  /* siege guns of the place cannot go with them */
  guns.side = HD_SIDE_CONFEDERATE;
  guns.box = fx->manassas;
  guns.arm = HD_ARM_SIEGE;
  guns.gun = HD_GUN_SG_R;
  guns.sp = 2;
  guns.morale = 5;
  hd_campaign_add_stand (fx->c, &guns);
  fx->c->works[fx->manassas] = 6;
  g_assert_cmpuint (hd_campaign_battle_count_open (fx->c), ==, 1);
  assert_result (fx, NULL);
  play (fx, "withdraw battle=%u to=fredericksburg", fx->battle);
  g_assert_cmpint (battle_of (fx)->state, ==, HD_BATTLE_WITHDRAWN);
  assert_result (fx, "The Union won at Manassas Junction: the Confederate defender withdrew before battle, a victory "
                     "for recruiting, not for promotion (Campaign 9).");
  g_assert_cmpuint (hd_campaign_lookup_formation (fx->c, fx->ccorps)->box, ==, fx->fredericksburg);
  g_assert_cmpuint (hd_campaign_lookup_formation (fx->c, fx->cdiv2)->box, ==, fx->fredericksburg);
  g_assert_false (hd_campaign_has_troops_at (fx->c, fx->manassas, HD_SIDE_CONFEDERATE));
  g_assert_cmpuint (fx->c->works[fx->manassas], ==, 6);           /* the Union holds them (7.6) */
  g_assert_true (has_win (fx, HD_SIDE_UNION, HD_WIN_WITHDRAWAL));
  g_assert_cmpuint (hd_campaign_battle_count_open (fx->c), ==, 0);
  g_assert_false (hd_campaign_lookup_formation (fx->c, fx->ccorps)->fought);
  refused (fx, "Campaign 9", "fight battle=%u", fx->battle);
}

/* --- the rearguard by dice (9; R6) --- */

static void
test_rearguard (Fixture      *fx,
                gconstpointer data)
{
  guint a = nth_stand (fx, fx->cdiv1, 0), b = nth_stand (fx, fx->cdiv2, 0);

  refused (fx, "Campaign 9", "rearguard battle=%u dice=3 to=fredericksburg", fx->battle);     /* two divisions */
  refused (fx, "Campaign 9", "rearguard battle=%u dice=3,7 to=fredericksburg", fx->battle);
  refused (fx, "Campaign 9", "rearguard battle=%u dice=3,4 to=washington", fx->battle);
  refused (fx, "Campaign 9", "rearguard battle=%u dice=3,4 losses=%u:3,%u:3 to=fredericksburg", fx->battle, a, b);
  refused (fx, "Campaign 9", "rearguard battle=%u dice=3,4 losses=%u:7 to=fredericksburg", fx->battle, a);
  refused (fx, "Campaign 9", "rearguard battle=%u dice=1,1 losses=%u:2 to=fredericksburg", fx->battle, fx->ucav);
  play (fx, "rearguard battle=%u dice=3,4 losses=%u:4,%u:3 to=front-royal", fx->battle, a, b);
  g_assert_cmpuint (stand (fx, a)->sp, ==, 2);
  g_assert_cmpuint (stand (fx, b)->sp, ==, 3);
  g_assert_cmpuint (hd_campaign_lookup_formation (fx->c, fx->ccorps)->box, ==, fx->front_royal);
  g_assert_cmpint (battle_of (fx)->state, ==, HD_BATTLE_REARGUARD);
  assert_result (fx, "The Union won at Manassas Junction: the Confederate defender retired behind a rearguard by "
                     "dice (Campaign 9).");
  g_assert_cmpuint (battle_of (fx)->picks[HD_SIDE_UNION], ==, 3);
  g_assert_cmpuint (battle_of (fx)->picks[HD_SIDE_CONFEDERATE], ==, 1);
  g_assert_true (has_win (fx, HD_SIDE_UNION, HD_WIN_REARGUARD));
  g_assert_true (hd_campaign_battle_array_has (battle_of (fx)->engaged, fx->cdiv1));
  g_assert_true (hd_campaign_battle_array_has (battle_of (fx)->engaged, fx->udiv1));
}

/* Without losses placed, the strongest stand loses first. */
static void
test_rearguard_spread (Fixture      *fx,
                       gconstpointer data)
{
  guint total = 0;
  g_autoptr(GArray) all = hd_campaign_list_all_stands (fx->c, fx->ccorps);
  g_autoptr(GArray) after = NULL;

  play (fx, "rearguard battle=%u dice=6,5 to=gordonsville", fx->battle);
  after = hd_campaign_list_all_stands (fx->c, fx->ccorps);
  for (guint i = 0; i < after->len; i++)
    total += stand (fx, g_array_index (after, guint, i))->sp;
  g_assert_cmpuint (all->len, ==, after->len);
  g_assert_cmpuint (total, ==, 6 * 6 + 2 * 2 + 3 - 11);
  /* eleven SP off the six 6 SP brigades: none below 4 */
  for (guint i = 0; i < after->len; i++)
    if (stand (fx, g_array_index (after, guint, i))->arm == HD_ARM_INFANTRY)
      g_assert_cmpuint (stand (fx, g_array_index (after, guint, i))->sp, >=, 4);
}

/* --- to the table, each day, the night (9.5-9.58; R7) --- */

static void
test_fight_and_day (Fixture      *fx,
                    gconstpointer data)
{
  guint u1 = nth_stand (fx, fx->udiv1, 0), u2 = nth_stand (fx, fx->udiv1, 1), u3 = nth_stand (fx, fx->udiv2, 0);
  guint c1 = nth_stand (fx, fx->cdiv1, 0), c2 = nth_stand (fx, fx->cdiv1, 3);   /* c2: the 2 SP battery */
  const HdCampaignBattleDivision *d;

  refused (fx, "Campaign 9", "battle-day battle=%u losses=%u:1", fx->battle, u1);
  play (fx, "fight battle=%u", fx->battle);
  g_assert_cmpint (battle_of (fx)->state, ==, HD_BATTLE_TABLE);
  g_assert_true (hd_campaign_lookup_formation (fx->c, fx->udiv1)->fought);
  g_assert_true (hd_campaign_battle_array_has (battle_of (fx)->present, fx->cdiv2));
  refused (fx, "Campaign 9.6", "battle-end battle=%u winner=union", fx->battle);    /* no day yet */
  refused (fx, "Campaign 9.5", "battle-day battle=%u losses=%u:7", fx->battle, u1);  /* a stand never grows */
  refused (fx, "Campaign 9.5", "battle-day battle=%u losses=%u:1,%u:1", fx->battle, u1, u1);
  refused (fx, NULL, "battle-day battle=%u losses=%u-1", fx->battle, u1);
  refused (fx, NULL, "battle-day battle=%u states=%u:routed", fx->battle, fx->udiv1);
  refused (fx, "Campaign 9.5", "battle-day battle=%u states=%u:broken", fx->battle, fx->ucorps);
  refused (fx, "Campaign 9.58", "battle-day battle=%u union-night=stay", fx->battle);
  refused (fx, "Campaign 9.58", "battle-day battle=%u night=withdraw union-to=richmond confederate-to=fredericksburg",
           fx->battle);

  /* day 1: Union losses 3, 2 and 1 (6: 3 back, shares 1, 1 and 0, the
   * one left to the largest loss); the Confederate battery destroyed */
  play (fx, "battle-day battle=%u losses=%u:3,%u:2,%u:1,%u:2,%u:2 states=%u:broken,%u:exhausted engaged=%u "
        "night=stay", fx->battle, u1, u2, u3, c1, c2, fx->udiv1, fx->udiv2, fx->cdiv2);
  g_assert_cmpuint (battle_of (fx)->day, ==, 1);
  /* the figures the set-up asks for given, play awaits the next day */
  fx->c->settings.base_recruiting[HD_SIDE_UNION] = 2;
  fx->c->settings.base_recruiting[HD_SIDE_CONFEDERATE] = 2;
  g_assert_cmpstr (hd_campaign_turn_get_awaited (fx->c).action, ==, "battle-day");
  g_assert_cmpuint (stand (fx, u1)->sp, ==, 5);
  g_assert_cmpuint (stand (fx, u2)->sp, ==, 5);
  g_assert_cmpuint (stand (fx, u3)->sp, ==, 5);
  g_assert_null (hd_campaign_lookup_stand (fx->c, c2));                 /* 0 SP: gone */
  g_assert_cmpuint (stand (fx, c1)->sp, ==, 5);                         /* 2 lost, 1 back */
  /* broken: starts exhausted, the recovered losses stay on its record (9.54) */
  d = hd_campaign_battle_get_division (battle_of (fx), fx->udiv1);
  g_assert_cmpint (d->state, ==, HD_DIVISION_EXHAUSTED);
  g_assert_cmpuint (d->record, ==, 5);
  /* exhausted, not broken: fresh, recovered losses off its record (9.53) */
  d = hd_campaign_battle_get_division (battle_of (fx), fx->udiv2);
  g_assert_cmpint (d->state, ==, HD_DIVISION_FRESH);
  g_assert_cmpuint (d->record, ==, 1);
  g_assert_true (hd_campaign_battle_array_has (battle_of (fx)->engaged, fx->udiv1));
  g_assert_true (hd_campaign_battle_array_has (battle_of (fx)->engaged, fx->cdiv2));
  g_assert_true (hd_campaign_battle_array_has (battle_of (fx)->exhausted_ok, fx->udiv2));
  g_assert_false (hd_campaign_battle_array_has (battle_of (fx)->exhausted_ok, fx->udiv1));
  g_assert_cmpuint (battle_of (fx)->day_losses->len, ==, 0);

  /* day 2 ends the battle: the Confederacy withdraws at nightfall */
  refused (fx, "Campaign 9.58", "battle-day battle=%u union-night=stay confederate-night=withdraw "
           "confederate-to=washington", fx->battle);
  play (fx, "battle-day battle=%u losses=%u:1 union-night=stay confederate-night=withdraw "
        "confederate-to=gordonsville", fx->battle, c1);
  g_assert_true (battle_of (fx)->closed);
  g_assert_cmpstr (hd_campaign_turn_get_awaited (fx->c).action, ==, "battle-end");
  g_assert_cmpuint (hd_campaign_lookup_formation (fx->c, fx->cdiv1)->box, ==, fx->gordonsville);
  g_assert_cmpuint (stand (fx, c1)->sp, ==, 4);                         /* recovery awaits the end */
  refused (fx, "Campaign 9.6", "battle-day battle=%u", fx->battle);
  g_assert_cmpint (hd_campaign_result_propose_winner (fx->c, battle_of (fx), FALSE), ==, HD_SIDE_UNION);

  /* the end: the last day's recovery (10.1), the win and the picks */
  refused (fx, NULL, "battle-end battle=%u winner=nobody", fx->battle);
  assert_result (fx, NULL);
  play (fx, "battle-end battle=%u winner=union holds-town=yes", fx->battle);
  assert_result (fx, "The Union won the battle of Manassas Junction (Campaign 9.6).");
  g_assert_cmpuint (stand (fx, c1)->sp, ==, 5);
  g_assert_cmpint (battle_of (fx)->state, ==, HD_BATTLE_OVER);
  g_assert_cmpint (battle_of (fx)->winner, ==, HD_SIDE_UNION);
  g_assert_true (battle_of (fx)->holds_town);
  g_assert_cmpuint (battle_of (fx)->picks[HD_SIDE_UNION], ==, 3);
  g_assert_cmpuint (battle_of (fx)->picks[HD_SIDE_CONFEDERATE], ==, 1);
  g_assert_true (has_win (fx, HD_SIDE_UNION, HD_WIN_TABLE));
  g_assert_cmpuint (hd_campaign_battle_count_open (fx->c), ==, 0);
}

/* The loser still in the box withdraws at the end (9.6). */
static void
test_end_loser_withdraws (Fixture      *fx,
                          gconstpointer data)
{
  play (fx, "fight battle=%u", fx->battle);
  play (fx, "battle-day battle=%u losses=%u:2", fx->battle, nth_stand (fx, fx->cdiv1, 0));
  g_assert_cmpint (hd_campaign_result_propose_winner (fx->c, battle_of (fx), FALSE), ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpint (hd_campaign_result_propose_winner (fx->c, battle_of (fx), TRUE), ==, HD_SIDE_UNION);
  g_assert_true (hd_campaign_result_loser_must_leave (fx->c, battle_of (fx), HD_SIDE_CONFEDERATE));
  g_assert_false (hd_campaign_result_loser_must_leave (fx->c, battle_of (fx), HD_SIDE_NEUTRAL));
  refused (fx, "Campaign 9.6", "battle-end battle=%u winner=confederate", fx->battle);
  refused (fx, "Campaign 9.6", "battle-end battle=%u winner=confederate to=fredericksburg", fx->battle);
  play (fx, "battle-end battle=%u winner=confederate to=harpers-ferry", fx->battle);
  assert_result (fx, "The Confederacy won the battle of Manassas Junction (Campaign 9.6).");
  g_assert_cmpuint (hd_campaign_lookup_formation (fx->c, fx->ucorps)->box, ==, fx->harpers_ferry);
  g_assert_cmpuint (stand (fx, nth_stand (fx, fx->cdiv1, 0))->sp, ==, 5);
  g_assert_cmpuint (battle_of (fx)->picks[HD_SIDE_CONFEDERATE], ==, 3);
}

/* Both sides withdraw at nightfall: the box is empty, its works gone
 * (7.6), and the proposed winner is no one. */
static void
test_both_withdraw (Fixture      *fx,
                    gconstpointer data)
{
  fx->c->works[fx->manassas] = 4;
  play (fx, "fight battle=%u", fx->battle);
  play (fx, "battle-day battle=%u night=withdraw union-to=washington confederate-to=gordonsville", fx->battle);
  g_assert_cmpuint (hd_campaign_lookup_formation (fx->c, fx->ucorps)->box, ==, fx->washington);
  g_assert_cmpuint (hd_campaign_lookup_formation (fx->c, fx->ccorps)->box, ==, fx->gordonsville);
  g_assert_cmpuint (fx->c->works[fx->manassas], ==, 0);
  g_assert_cmpint (hd_campaign_result_propose_winner (fx->c, battle_of (fx), FALSE), ==, HD_SIDE_NEUTRAL);
  play (fx, "battle-end battle=%u winner=none", fx->battle);
  assert_result (fx, "The battle of Manassas Junction ended with no victory for either side (Campaign 9.6).");
  g_assert_cmpuint (battle_of (fx)->picks[HD_SIDE_UNION], ==, 1);
  g_assert_cmpuint (battle_of (fx)->picks[HD_SIDE_CONFEDERATE], ==, 1);
  g_assert_false (has_win (fx, HD_SIDE_UNION, HD_WIN_TABLE) || has_win (fx, HD_SIDE_CONFEDERATE, HD_WIN_TABLE));
}

/* R7's rounding: largest first, never above the battle's start. */
static void
test_recovery_rounding (Fixture      *fx,
                        gconstpointer data)
{
  guint s[4];

  for (guint i = 0; i < 3; i++)
    s[i] = nth_stand (fx, fx->udiv1, i);
  s[3] = nth_stand (fx, fx->udiv2, 0);
  play (fx, "fight battle=%u", fx->battle);
  /* 1 + 1 + 1 + 4 = 7 lost: 4 back; shares 0, 0, 0, 2 and 2 more to the
   * largest first: the 4-loss stand, then the lowest of the others */
  play (fx, "battle-day battle=%u losses=%u:1,%u:1,%u:1,%u:4 night=stay", fx->battle, s[0], s[1], s[2], s[3]);
  g_assert_cmpuint (stand (fx, s[3])->sp, ==, 5);
  g_assert_cmpuint (stand (fx, s[0])->sp, ==, 6);
  g_assert_cmpuint (stand (fx, s[1])->sp, ==, 5);
  g_assert_cmpuint (stand (fx, s[2])->sp, ==, 5);
  g_assert_cmpuint (stand (fx, s[0])->sp, <=, stand (fx, s[0])->sp_start);
}

/* The umpire's edits between a day and the end (a stand removed, one
 * given more SP than at the start) recover what can be recovered. */
static void
test_recovery_after_edits (Fixture      *fx,
                           gconstpointer data)
{
  guint gone = nth_stand (fx, fx->udiv1, 0), grown = nth_stand (fx, fx->udiv1, 1), kept = nth_stand (fx, fx->udiv1, 2);

  play (fx, "fight battle=%u", fx->battle);
  play (fx, "battle-day battle=%u losses=%u:2,%u:2,%u:2", fx->battle, gone, grown, kept);
  hd_campaign_remove_stand (fx->c, gone);
  stand (fx, grown)->sp = 7;
  play (fx, "battle-end battle=%u winner=confederate to=washington", fx->battle);
  /* the side gets back 2 of the 4 SP its stands still there lost: the
   * grown stand can take none, so both go to the other */
  g_assert_cmpuint (stand (fx, grown)->sp, ==, 7);
  g_assert_cmpuint (stand (fx, kept)->sp, ==, 6);
}

/* --- reinforcements (9.4) --- */

static void
test_reinforcements (Fixture      *fx,
                     gconstpointer data)
{
  guint near = add_corps (fx->c, HD_SIDE_UNION, "II Corps", fx->washington);
  guint tired = add_corps (fx->c, HD_SIDE_UNION, "III Corps", fx->washington);
  guint c_at_hf = add_corps (fx->c, HD_SIDE_CONFEDERATE, "Valley Corps", fx->harpers_ferry);
  guint u_at_hf = add_corps (fx->c, HD_SIDE_UNION, "IV Corps", fx->harpers_ferry);
  guint cdefend = add_corps (fx->c, HD_SIDE_CONFEDERATE, "Reserve", fx->fredericksburg);
  guint cdiv, ucontest, near_div;
  g_autoptr(GArray) u = NULL, cs = NULL;
  HdCampaignBattle *b2;

  near_div = add_division (fx->c, near, "1st Division");
  add_division (fx->c, tired, "1st Division");
  add_division (fx->c, c_at_hf, "1st Division");
  add_division (fx->c, u_at_hf, "1st Division");
  add_division (fx->c, cdefend, "1st Division");
  hd_campaign_find_formation (fx->c, tired)->fought = TRUE;
  u = hd_campaign_battle_list_reinforcements (fx->c, battle_of (fx), HD_SIDE_UNION);
  for (guint i = 0; i < u->len; i++)
    {
      const HdCampaignReinforcement *r = &g_array_index (u, HdCampaignReinforcement, i);

      if (r->formation == near)
        g_assert_true (r->eligible);
      if (r->formation == tired)
        g_assert_false (r->eligible);
      if (r->formation == u_at_hf)
        g_assert_false (r->eligible);          /* the attacker, from a box holding the enemy */
      g_assert_cmpstr (r->rule, ==, "Campaign 9.4");
      g_assert_nonnull (r->reason);
    }
  g_assert_cmpuint (u->len, ==, 6);            /* two corps and their divisions at Washington, IV at HF */

  /* the defender from a contested box: as many corps stay as the enemy moved in */
  b2 = hd_campaign_battle_open (fx->c, fx->harpers_ferry, HD_SIDE_UNION);
  g_array_append_val (b2->attackers, u_at_hf);
  cs = hd_campaign_battle_list_reinforcements (fx->c, battle_of (fx), HD_SIDE_CONFEDERATE);
  cdiv = ucontest = 0;
  for (guint i = 0; i < cs->len; i++)
    {
      const HdCampaignReinforcement *r = &g_array_index (cs, HdCampaignReinforcement, i);

      if (r->formation == c_at_hf)
        g_assert_false (r->eligible);          /* 0 corps would stay against 1 */
      else if (r->box == fx->harpers_ferry)
        {
          g_assert_true (r->eligible);         /* its division: the corps stays */
          cdiv++;
        }
      if (r->formation == cdefend)
        {
          g_assert_true (r->eligible);
          ucontest++;
        }
    }
  g_assert_cmpuint (cdiv, ==, 1);
  g_assert_cmpuint (ucontest, ==, 1);

  /* an eligible corps arrives during the day and joins the battle */
  play (fx, "fight battle=%u", fx->battle);
  refused (fx, "Campaign 9.4", "battle-day battle=%u arrived=%u", fx->battle, tired);
  play (fx, "battle-day battle=%u arrived=%u losses=%u:2", fx->battle, near, nth_stand (fx, near_div, 0));
  g_assert_cmpuint (hd_campaign_lookup_formation (fx->c, near)->box, ==, fx->manassas);
  g_assert_cmpuint (hd_campaign_lookup_formation (fx->c, near_div)->box, ==, fx->manassas);
  g_assert_true (hd_campaign_battle_array_has (battle_of (fx)->present, near_div));
  g_assert_true (hd_campaign_battle_array_has (battle_of (fx)->engaged, near_div));
  g_assert_cmpuint (stand (fx, nth_stand (fx, near_div, 0))->sp_start, ==, 6);
  g_assert_true (hd_campaign_lookup_formation (fx->c, near)->fought);
}

/* A field corps is two corps (9.2's "or equivalent"): against a field
 * corps moved in, a defender with two corps there may send none. */
static void
test_reinforcements_field_corps (Fixture      *fx,
                                 gconstpointer data)
{
  guint field = add_corps (fx->c, HD_SIDE_UNION, "Field Corps", fx->harpers_ferry);
  guint a = add_corps (fx->c, HD_SIDE_CONFEDERATE, "A Corps", fx->harpers_ferry);
  guint b = add_corps (fx->c, HD_SIDE_CONFEDERATE, "B Corps", fx->harpers_ferry);
  g_autoptr(GArray) cs = NULL;
  HdCampaignBattle *contest;
  guint judged = 0;

  hd_campaign_find_formation (fx->c, field)->kind = HD_FORMATION_FIELD_CORPS;
  add_division (fx->c, field, "1st Division");
  add_division (fx->c, a, "1st Division");
  add_division (fx->c, b, "1st Division");
  contest = hd_campaign_battle_open (fx->c, fx->harpers_ferry, HD_SIDE_UNION);
  g_array_append_val (contest->attackers, field);
  cs = hd_campaign_battle_list_reinforcements (fx->c, battle_of (fx), HD_SIDE_CONFEDERATE);
  for (guint i = 0; i < cs->len; i++)
    {
      const HdCampaignReinforcement *r = &g_array_index (cs, HdCampaignReinforcement, i);

      if (r->formation == a || r->formation == b)
        {
          g_assert_false (r->eligible);
          judged++;
        }
    }
  g_assert_cmpuint (judged, ==, 2);
}

/* 9.4 on the first day as on later ones: the Union moved one corps into
 * Harper's Ferry, where the Confederacy has two; one of them may march to
 * the battle at Manassas Junction, not both on the same day (none would
 * stay), nor the second on the next day once the first has gone. */
static void
test_reinforcements_together (Fixture      *fx,
                              gconstpointer data)
{
  guint u = add_corps (fx->c, HD_SIDE_UNION, "IV Corps", fx->harpers_ferry);
  guint a = add_corps (fx->c, HD_SIDE_CONFEDERATE, "A Corps", fx->harpers_ferry);
  guint b = add_corps (fx->c, HD_SIDE_CONFEDERATE, "B Corps", fx->harpers_ferry);
  HdCampaignBattle *contest;

  add_division (fx->c, u, "1st Division");
  add_division (fx->c, a, "1st Division");
  add_division (fx->c, b, "1st Division");
  contest = hd_campaign_battle_open (fx->c, fx->harpers_ferry, HD_SIDE_UNION);
  g_array_append_val (contest->attackers, u);
  play (fx, "fight battle=%u", fx->battle);
  refused (fx, "Campaign 9.4", "battle-day battle=%u arrived=%u,%u night=stay", fx->battle, a, b);
  play (fx, "battle-day battle=%u arrived=%u night=stay", fx->battle, a);
  g_assert_cmpuint (hd_campaign_lookup_formation (fx->c, a)->box, ==, fx->manassas);
  refused (fx, "Campaign 9.4", "battle-day battle=%u arrived=%u night=stay", fx->battle, b);
  play (fx, "battle-day battle=%u night=stay", fx->battle);
}

/* 9.58: at nightfall the attacker's corps may part, each to a box of its
 * own side that the enemy did not use, every one named; the defender's go
 * together to one box. */
static void
test_night_split (Fixture      *fx,
                  gconstpointer data)
{
  guint second = add_corps (fx->c, HD_SIDE_UNION, "II Corps", fx->manassas);
  guint reserve = add_corps (fx->c, HD_SIDE_CONFEDERATE, "Reserve", fx->manassas);
  g_autoptr(HdCampaign) defender = NULL;

  guint third = add_corps (fx->c, HD_SIDE_UNION, "III Corps", fx->washington);

  add_division (fx->c, second, "1st Division");
  add_division (fx->c, reserve, "1st Division");
  add_division (fx->c, third, "1st Division");
  fx->c->control[fx->harpers_ferry] = HD_SIDE_UNION;
  play (fx, "fight battle=%u", fx->battle);
  defender = hd_campaign_copy (fx->c);
  refused (fx, "Campaign 9.58", "battle-day battle=%u union-night=withdraw confederate-night=stay "
           "union-to=%u@washington", fx->battle, fx->ucorps);
  refused (fx, "Campaign 9.58", "battle-day battle=%u union-night=withdraw confederate-night=stay "
           "union-to=%u@washington,%u@washington,%u@harpers-ferry", fx->battle, fx->ucorps, fx->ucorps, second);
  refused (fx, "Campaign 9.58", "battle-day battle=%u union-night=withdraw confederate-night=stay "
           "union-to=%u@washington,%u@fredericksburg", fx->battle, fx->ucorps, second);
  /* a corps that arrived that day withdraws with the rest, named too */
  refused (fx, "Campaign 9.58", "battle-day battle=%u arrived=%u union-night=withdraw confederate-night=stay "
           "union-to=%u@washington,%u@harpers-ferry", fx->battle, third, fx->ucorps, second);
  play (fx, "battle-day battle=%u arrived=%u union-night=withdraw confederate-night=stay "
        "union-to=%u@washington,%u@harpers-ferry,%u@washington", fx->battle, third, fx->ucorps, second, third);
  g_assert_cmpuint (hd_campaign_lookup_formation (fx->c, third)->box, ==, fx->washington);
  g_assert_cmpuint (hd_campaign_lookup_formation (fx->c, fx->ucorps)->box, ==, fx->washington);
  g_assert_cmpuint (hd_campaign_lookup_formation (fx->c, fx->udiv1)->box, ==, fx->washington);
  g_assert_cmpuint (hd_campaign_lookup_formation (fx->c, second)->box, ==, fx->harpers_ferry);
  g_assert_false (hd_campaign_has_troops_at (fx->c, fx->manassas, HD_SIDE_UNION));

  /* the defender: one box, by its name or by a list of one box */
  hd_campaign_free (fx->c);
  fx->c = g_steal_pointer (&defender);
  refused (fx, "Campaign 9.58", "battle-day battle=%u union-night=stay confederate-night=withdraw "
           "confederate-to=%u@gordonsville,%u@fredericksburg", fx->battle, fx->ccorps, reserve);
  play (fx, "battle-day battle=%u union-night=stay confederate-night=withdraw "
        "confederate-to=%u@gordonsville,%u@gordonsville", fx->battle, fx->ccorps, reserve);
  g_assert_cmpuint (hd_campaign_lookup_formation (fx->c, reserve)->box, ==, fx->gordonsville);
  g_assert_cmpuint (hd_campaign_lookup_formation (fx->c, fx->cdiv1)->box, ==, fx->gordonsville);
}

/* --- promotions (10.3-10.32) --- */

static void
test_training (Fixture      *fx,
               gconstpointer data)
{
  guint extra;

  refused (fx, "Campaign 10.31", "train division=%u", fx->udiv1);          /* not the Promotion Phase */
  fx->c->phase = HD_PHASE_PROMOTION;
  refused (fx, "Campaign 10.31", "train division=%u", fx->cdiv1);          /* its own phase (R24) */
  refused (fx, "Campaign 10.31", "train division=%u", fx->ucorps);
  play (fx, "train division=%u", fx->udiv1);
  g_assert_cmpint (stand (fx, nth_stand (fx, fx->udiv1, 0))->status, ==, HD_STATUS_TRAINED);
  g_assert_cmpuint (stand (fx, nth_stand (fx, fx->udiv1, 0))->morale, ==, 5);
  g_assert_cmpuint (stand (fx, nth_stand (fx, fx->udiv1, 3))->morale, ==, 5);   /* artillery 5 stays 5 */
  g_assert_cmpuint (stand (fx, nth_stand (fx, fx->udiv1, 0))->promoted_turn, ==, 1);
  g_assert_cmpuint (exhaustion_percent (fx, fx->udiv1), ==, 50);
  refused (fx, "Campaign 10.31", "train division=%u", fx->udiv1);
  /* not yet half the corps: the corps cavalry stays Green */
  g_assert_cmpint (stand (fx, fx->ucav)->status, ==, HD_STATUS_GREEN);
  play (fx, "train division=%u", fx->udiv2);
  /* all 8 division stands Trained: the corps troops follow (10.32) */
  g_assert_cmpint (stand (fx, fx->ucav)->status, ==, HD_STATUS_TRAINED);
  extra = add_division (fx->c, fx->ucorps, "3rd Division");
  refused (fx, "Campaign 10.31", "train division=%u", extra);               /* two a phase */
}

static void
test_combat_promotion (Fixture      *fx,
                       gconstpointer data)
{
  g_autoptr(GArray) picks = NULL;
  guint n_ok = 0;

  play (fx, "fight battle=%u", fx->battle);
  play (fx, "battle-day battle=%u losses=%u:1,%u:1 states=%u:exhausted", fx->battle,
        nth_stand (fx, fx->udiv1, 0), nth_stand (fx, fx->cdiv1, 0), fx->udiv1);
  refused (fx, "Campaign 10.32", "promote-division battle=%u division=%u", fx->battle, fx->udiv1);  /* not yet */
  play (fx, "battle-end battle=%u winner=union to=fredericksburg", fx->battle);
  g_assert_true (fx->c->phase == HD_PHASE_BATTLE);
  fx->c->phase = HD_PHASE_PROMOTION;
  /* 2nd Division neither caused nor took casualties */
  refused (fx, "Campaign 10.32", "promote-division battle=%u division=%u", fx->battle, fx->udiv2);
  picks = hd_campaign_promotion_list_picks (fx->c, HD_SIDE_UNION);
  for (guint i = 0; i < picks->len; i++)
    {
      const HdCampaignPromotionPick *p = &g_array_index (picks, HdCampaignPromotionPick, i);

      if (p->battle == fx->battle)
        {
          g_assert_true (p->eligible == (p->division == fx->udiv1));
          n_ok += p->eligible;
        }
      g_assert_nonnull (p->reason);
    }
  g_assert_cmpuint (n_ok, ==, 1);
  play (fx, "promote-division battle=%u division=%u", fx->battle, fx->udiv1);
  g_assert_cmpint (hd_campaign_battle_division_status (fx->c, fx->udiv1), ==, HD_STATUS_TRAINED);
  g_assert_cmpuint (battle_of (fx)->picks[HD_SIDE_UNION], ==, 2);
  /* once a Game Turn (10.3) */
  refused (fx, "Campaign 10.3", "promote-division battle=%u division=%u", fx->battle, fx->udiv1);
  refused (fx, "Campaign 10.31", "train division=%u", fx->udiv1);

  /* next turn: Trained to Elite needs exhaustion without collapse, as
   * the 2nd Division is still Green (10.32's second condition) */
  fx->c->turn = 2;
  play (fx, "promote-division battle=%u division=%u", fx->battle, fx->udiv1);
  g_assert_cmpint (hd_campaign_battle_division_status (fx->c, fx->udiv1), ==, HD_STATUS_ELITE);
  g_assert_cmpuint (stand (fx, nth_stand (fx, fx->udiv1, 3))->morale, ==, 6);          /* Elite artillery */
  g_assert_cmpuint (stand (fx, nth_stand (fx, fx->udiv1, 0))->morale, ==, 5);
  g_assert_cmpuint (exhaustion_percent (fx, fx->udiv1), ==, 60);
  refused (fx, "Campaign 10.32", "promote-division battle=%u division=%u", fx->battle, fx->udiv1);  /* no further */
  /* the loser's one pick */
  play (fx, "promote-division battle=%u division=%u", fx->battle, fx->cdiv1);
  refused (fx, "Campaign 10.32", "promote-division battle=%u division=%u", fx->battle, fx->cdiv1);
}

/* Trained to Elite without exhaustion: only if all the side's divisions
 * present are Trained (10.32's first condition). */
static void
test_elite_all_trained (Fixture      *fx,
                        gconstpointer data)
{
  play (fx, "fight battle=%u", fx->battle);
  play (fx, "battle-day battle=%u losses=%u:1 engaged=%u", fx->battle, nth_stand (fx, fx->udiv1, 0), fx->udiv2);
  play (fx, "battle-end battle=%u winner=union to=fredericksburg", fx->battle);
  fx->c->phase = HD_PHASE_PROMOTION;
  fx->c->turn = 3;
  play (fx, "train division=%u", fx->udiv1);
  fx->c->turn = 4;
  refused (fx, "Campaign 10.32", "promote-division battle=%u division=%u", fx->battle, fx->udiv1);
  play (fx, "promote-division battle=%u division=%u", fx->battle, fx->udiv2);     /* Green to Trained */
  fx->c->turn = 5;
  play (fx, "promote-division battle=%u division=%u", fx->battle, fx->udiv1);     /* all Trained now */
  g_assert_cmpint (hd_campaign_battle_division_status (fx->c, fx->udiv1), ==, HD_STATUS_ELITE);
}

/* --- the battle sheet (9, 9.2, 9.4) --- */

static void
test_sheet (Fixture      *fx,
            gconstpointer data)
{
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  g_autoptr(HdCampaignView) view = NULL;
  g_autoptr(HdCampaignSheet) sheet = NULL;
  g_autofree char *text = NULL;
  const HdCampaignSheetSection *casualties, *forces;
  g_autoptr(GArray) battles = NULL;
  HdCampaignCavalryTest t;
  guint fill_in = 0;

  add_corps (fx->c, HD_SIDE_UNION, "II Corps", fx->washington);
  fx->c->works[fx->manassas] = 15;
  play (fx, "fight battle=%u", fx->battle);
  view = hd_campaign_view_new (fx->c, umpire);
  g_assert_null (hd_campaign_view_battle_sheet (view, 99));
  sheet = hd_campaign_view_battle_sheet (view, fx->battle);
  text = hd_campaign_sheet_to_text (sheet);
  if (g_getenv ("HD_SHOW_SHEET") != NULL)
    g_printerr ("%s", text);
  g_assert_cmpstr (sheet->title, ==, "Battle of Manassas Junction");
  g_assert_true (strstr (sheet->subtitle, "07/1861, day 1") != NULL);
  g_assert_true (strstr (text, "Cavalry") != NULL);
  g_assert_true (strstr (text, "24") != NULL && strstr (text, "12") != NULL);
  g_assert_true (strstr (text, "must be fought") != NULL);
  g_assert_true (strstr (text, "one corps starts deployed") != NULL);
  g_assert_true (strstr (text, "until the 12 noon turn") != NULL);
  g_assert_true (strstr (text, "7.5″") != NULL);
  g_assert_true (strstr (text, "exhausts at 8 SP lost (40% of 18 SP)") != NULL);
  g_assert_true (strstr (text, "II Corps") != NULL);                         /* a reinforcement */
  g_assert_true (strstr (text, "Army of the Potomac") != NULL);
  forces = hd_campaign_sheet_find_section (sheet, "Union forces");
  g_assert_nonnull (forces);
  g_assert_cmpuint (forces->rows->len, ==, 3 + 8 + 3);                        /* 3 groups, 8 + 3 stands */
  g_assert_cmpstr (((GStrv) forces->rows->pdata[1])[2], ==, "Cavalry Brigade");
  g_assert_cmpstr (((GStrv) forces->rows->pdata[1])[6], ==, "PT");
  casualties = hd_campaign_sheet_find_section (sheet, "Casualty return, day 1");
  g_assert_nonnull (casualties);
  g_assert_cmpuint (casualties->rows->len, ==, 20);
  for (guint i = 0; i < casualties->rows->len; i++)
    {
      const char *stand = ((GStrv) casualties->rows->pdata[i])[1];

      fill_in += g_array_index (casualties->kinds, guint, i) == HD_SHEET_ROW_FILL_IN;
      g_assert_cmpstr (((GStrv) casualties->rows->pdata[i])[4], ==, "");
      /* the stand by its name, no number of ours ("4 1st Infantry Brigade", issue 31) */
      g_assert_false (g_ascii_isdigit (stand[0]) && strchr (stand, ' ') != NULL &&
                      g_ascii_isdigit (strchr (stand, ' ')[-1]));
    }
  g_assert_cmpuint (fill_in, ==, 20);
  g_assert_true (strstr (text, "____") != NULL);

  battles = hd_campaign_view_list_battles (view);
  g_assert_cmpuint (battles->len, ==, 1);
  g_assert_cmpint (g_array_index (battles, HdCampaignBattleInfo, 0).state, ==, HD_BATTLE_TABLE);
  g_assert_true (hd_campaign_view_battle_cavalry_test (view, fx->battle, &t));
  g_assert_true (t.superiority);
  g_assert_cmpuint (hd_campaign_view_count_open_battles (view), ==, 1);
}

/* --- invariants 50-57 --- */

static void
test_invariants (Fixture      *fx,
                 gconstpointer data)
{
  HdCampaign *b;
  HdCampaignTraining t = { 1, HD_SIDE_UNION, 0 };
  HdCampaignBattleLoss zero_loss = { 5, 0 }, far_loss = { 999, 1 }, one_loss = { 5, 1 };
  HdCampaignBattleDivision stray = { 0 };
  char *broken;

  play (fx, "fight battle=%u", fx->battle);
  g_assert_null (hd_campaign_invariants_check (fx->c));
  stray.division = 999;

#define BATTLE(c) g_array_index ((c)->battles, HdCampaignBattle, 0)
#define EXPECT_BROKEN(n, change) \
  b = hd_campaign_copy (fx->c); \
  change; \
  broken = hd_campaign_invariants_check (b); \
  g_assert_nonnull (broken); \
  if (!g_str_has_prefix (broken, "invariant " #n ":")) g_error ("expected %d, got %s", n, broken); \
  g_free (broken); \
  hd_campaign_free (b);

  EXPECT_BROKEN (50, b->next_battle_id = 1);
  EXPECT_BROKEN (50, BATTLE (b).box = b->n_boxes);
  EXPECT_BROKEN (50, BATTLE (b).attacker = HD_SIDE_NEUTRAL);
  EXPECT_BROKEN (50, BATTLE (b).withdrawal[0] = b->n_boxes + 1);
  EXPECT_BROKEN (51, BATTLE (b).winner = HD_SIDE_UNION);
  EXPECT_BROKEN (52, BATTLE (b).picks[HD_SIDE_UNION] = 1);
  EXPECT_BROKEN (52, BATTLE (b).state = HD_BATTLE_OVER; BATTLE (b).picks[HD_SIDE_UNION] = 4);
  EXPECT_BROKEN (53, BATTLE (b).state = HD_BATTLE_CONTACT; BATTLE (b).day = 1);
  EXPECT_BROKEN (54, g_array_append_val (BATTLE (b).day_losses, zero_loss));
  EXPECT_BROKEN (54, g_array_append_val (BATTLE (b).day_losses, far_loss));
  EXPECT_BROKEN (54, g_array_append_val (BATTLE (b).day_losses, one_loss);
                 g_array_append_val (BATTLE (b).day_losses, one_loss));
  EXPECT_BROKEN (55, g_array_append_val (BATTLE (b).divisions, stray));
  EXPECT_BROKEN (55, g_array_append_val (BATTLE (b).divisions, g_array_index (BATTLE (b).divisions,
                                                                              HdCampaignBattleDivision, 0)));
  EXPECT_BROKEN (56, t.division = fx->udiv1; g_array_append_val (b->trained, t); g_array_append_val (b->trained, t));
  EXPECT_BROKEN (56, for (guint i = 0; i < 3; i++) { t.division = i + 1; g_array_append_val (b->trained, t); });
  EXPECT_BROKEN (57, g_array_index (b->stands, HdCampaignStand, 0).promoted_turn = 2);
#undef EXPECT_BROKEN
#undef BATTLE
}

/* --- the July 1861 set-up: I Corps marches on Beauregard at Manassas --- */

static void
move_corps (HdCampaign *c,
            guint       corps,
            guint       box)
{
  g_autoptr(GArray) children = hd_campaign_list_children (c, corps);

  hd_campaign_find_formation (c, corps)->box = box;
  for (guint i = 0; i < children->len; i++)
    hd_campaign_find_formation (c, g_array_index (children, guint, i))->box = box;
}

static guint
corps_named (HdCampaign *c,
             const char *prefix)
{
  for (guint i = 0; i < c->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);

      if (hd_formation_kind_is_corps (f->kind) && g_str_has_prefix (f->name, prefix))
        return f->id;
    }
  g_assert_not_reached ();
}

static void
test_setup_battle (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaign) c = hd_campaign_setup_new_default (map, &error);
  g_autoptr(HdCampaignSheet) sheet = NULL;
  g_autoptr(GArray) union_stands = NULL, rebel_stands = NULL;
  const HdCampaignSheetSection *casualties, *forces;
  guint manassas = hd_test_box (map, "Manassas Junction");
  guint first = corps_named (c, "I Corps"), beauregard = corps_named (c, "Beauregard");
  HdCampaignBattle *b;
  HdCampaignCavalryTest t;
  guint expect_u = 0, expect_c = 0;

  g_assert_no_error (error);
  move_corps (c, first, manassas);
  c->entered[manassas] |= 1u << HD_SIDE_UNION;
  c->phase = HD_PHASE_BATTLE;
  b = hd_campaign_battle_open (c, manassas, HD_SIDE_UNION);
  g_array_append_val (b->attackers, first);
  union_stands = hd_campaign_list_all_stands (c, first);
  rebel_stands = hd_campaign_list_all_stands (c, beauregard);
  for (guint i = 0; i < union_stands->len; i++)
    expect_u += hd_campaign_oob_stand_adjusted_cavalry (hd_campaign_lookup_stand (c, g_array_index (union_stands, guint, i)));
  for (guint i = 0; i < rebel_stands->len; i++)
    expect_c += hd_campaign_oob_stand_adjusted_cavalry (hd_campaign_lookup_stand (c, g_array_index (rebel_stands, guint, i)));
  hd_campaign_battle_cavalry_test (c, b, &t);
  g_assert_cmpuint (t.attacker_cavalry, ==, expect_u);
  g_assert_cmpuint (t.defender_cavalry, ==, expect_c);
  /* Appendix II's corps cavalry 3-4 PT: 12 (Campaign 9's own example) */
  g_assert_cmpuint (expect_c, ==, 12);
  g_assert_true (t.superiority == (expect_u >= 24));

  sheet = hd_campaign_sheet_build_battle (c, b->id);
  casualties = hd_campaign_sheet_find_section (sheet, "Casualty return, day 1");
  g_assert_cmpuint (casualties->rows->len, ==, union_stands->len + rebel_stands->len);
  forces = hd_campaign_sheet_find_section (sheet, "Confederate forces");
  g_assert_cmpstr (((GStrv) forces->rows->pdata[0])[0], ==, hd_campaign_lookup_formation (c, beauregard)->name);
  g_assert_null (hd_campaign_invariants_check (c));

  /* fought: a day, the Union beaten back to Washington, the picks */
  {
    g_autoptr(GArray) divisions = hd_campaign_list_children (c, beauregard);
    g_autoptr(GArray) in_div = hd_campaign_list_stands_of (c, g_array_index (divisions, guint, 0));
    g_autofree char *day = g_strdup_printf ("battle-day battle=%u losses=%u:2,%u:3", b->id,
                                            g_array_index (in_div, guint, 0), g_array_index (union_stands, guint, 0));
    g_autofree char *end = g_strdup_printf ("battle-end battle=%u winner=confederate holds-town=no to=washington",
                                            b->id);
    g_autofree char *pick = g_strdup_printf ("promote-division battle=%u division=%u", b->id,
                                             g_array_index (divisions, guint, 0));
    const char *lines[] = { NULL, day, end, pick };
    g_autofree char *fight = g_strdup_printf ("fight battle=%u", b->id);

    lines[0] = fight;
    for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
      {
        g_autoptr(HdCampaignAction) a = hd_campaign_action_parse_line (lines[i], NULL);

        if (i == 3)
          c->phase = HD_PHASE_PROMOTION;
        if (!hd_campaign_play_apply (c, a, &error))
          g_error ("%s: %s", lines[i], error->message);
      }
    g_assert_cmpuint (hd_campaign_lookup_formation (c, first)->box, ==, hd_test_box (map, "Washington"));
    g_assert_cmpint (hd_campaign_lookup_stand (c, g_array_index (in_div, guint, 0))->status, ==, HD_STATUS_TRAINED);
    g_assert_cmpuint (hd_campaign_lookup_stand (c, g_array_index (in_div, guint, 0))->sp, ==, 5);
  }
}

/* --- random battles --- */

static gboolean
apply_random (HdCampaign *c)
{
  g_autoptr(GPtrArray) candidates = hd_campaign_play_list_candidates (c);
  g_autoptr(GError) error = NULL;
  const HdCampaignAction *pick;

  if (candidates->len == 0)
    return FALSE;
  pick = candidates->pdata[g_random_int_range (0, (gint) candidates->len)];
  if (!hd_campaign_play_apply (c, pick, &error))
    {
      g_autofree char *line = hd_campaign_action_to_line (pick);

      g_error ("candidate refused: %s: %s", line, error->message);
    }
  return TRUE;
}

/* Many contacts played by random candidates to their end and through
 * the Promotion Phase, the invariants asserted after every action. */
static void
test_random (void)
{
  /* the campaign's candidates fill their dice from GLib's random numbers:
   * seeded, so that this test is the same campaign every run */
  g_random_set_seed (1863);
  for (guint round = 0; round < 60; round++)
    {
      Fixture fx = { 0 };
      guint steps = 0;

      fixture_set_up (&fx, NULL);
      if (round % 3 == 1)
        stand (&fx, fx.ccav)->morale = 5;            /* no superiority: withdrawal possible */
      while (hd_campaign_battle_count_open (fx.c) > 0 && steps++ < 200)
        {
          g_assert_true (apply_random (fx.c));
          g_assert_null (hd_campaign_invariants_check (fx.c));
        }
      g_assert_cmpuint (hd_campaign_battle_count_open (fx.c), ==, 0);
      fx.c->phase = HD_PHASE_PROMOTION;
      for (guint i = 0; i < 10 && apply_random (fx.c); i++)
        g_assert_null (hd_campaign_invariants_check (fx.c));
      fixture_tear_down (&fx, NULL);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) g_test_add ("/campaign/battle/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("describe", test_describe);
  ADD ("cavalry", test_cavalry);
  ADD ("cavalry-none", test_cavalry_none);
  ADD ("cavalry-example", test_cavalry_example);
  ADD ("bare-contact", test_bare_contact);
  ADD ("withdraw", test_withdraw);
  ADD ("rearguard", test_rearguard);
  ADD ("rearguard-spread", test_rearguard_spread);
  ADD ("fight-and-day", test_fight_and_day);
  ADD ("end-loser-withdraws", test_end_loser_withdraws);
  ADD ("both-withdraw", test_both_withdraw);
  ADD ("recovery-rounding", test_recovery_rounding);
  ADD ("recovery-after-edits", test_recovery_after_edits);
  ADD ("reinforcements", test_reinforcements);
  ADD ("reinforcements-field-corps", test_reinforcements_field_corps);
  ADD ("reinforcements-together", test_reinforcements_together);
  ADD ("night-split", test_night_split);
  ADD ("training", test_training);
  ADD ("combat-promotion", test_combat_promotion);
  ADD ("elite-all-trained", test_elite_all_trained);
  ADD ("sheet", test_sheet);
  ADD ("invariants", test_invariants);
#undef ADD
  g_test_add_func ("/campaign/battle/setup-battle", test_setup_battle);
  g_test_add_func ("/campaign/battle/random", test_random);
  return g_test_run ();
}
