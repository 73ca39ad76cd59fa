/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-campaign-march.c: the Campaign Game's strategic movement, each rule
 * both ways (Campaign 7-7.8, 2.1, 6.23, 6.32, 14.5, 15.82): the march die,
 * allotments, marches by the Movement Chart, railroads, the Potomac,
 * contacts, garrisons, officers alone, siege guns and ironclads, jumps,
 * running the guns, sea moves, invasions, entrenchments; the views'
 * queries; the actions the engine builds for the window (the same as its
 * candidates, accepted, or refused with the rule); invariants 40-44
 * broken on purpose; random marches with the invariants asserted after
 * every action. */
#include "config.h"

#include "hd-calendar.h"
#include "hd-campaign-invariants.h"
#include "hd-campaign-invasion.h"
#include "hd-campaign-march.h"
#include "hd-campaign-oob.h"
#include "hd-campaign-play.h"
#include "hd-campaign-setup.h"
#include "hd-campaign-private.h"
#include "hd-campaign-view-private.h"
#include "hd-rules.h"
#include "hd-test-util.h"

/* --- building positions --- */

static guint
add_formation (HdCampaign     *c,
               HdSide          side,
               HdFormationKind kind,
               const char     *name,
               const char     *box,
               guint           parent)
{
  HdCampaignFormation f = { 0 };

  f.side = side;
  f.kind = kind;
  f.name = (char *) name;
  f.commander = (char *) (kind == HD_FORMATION_SIEGE_TRAIN ? "" : "Someone");
  f.parent = parent;
  f.box = box != NULL ? hd_test_box (c->map, box) : HD_CAMPAIGN_NO_BOX;
  return hd_campaign_add_formation (c, &f);
}

static guint
add_stand (HdCampaign *c,
           guint       formation,
           HdArm       arm,
           HdGun       gun)
{
  const HdCampaignFormation *f = hd_campaign_lookup_formation (c, formation);
  HdCampaignStand s = { 0 };

  s.side = f->side;
  s.formation = formation;
  s.box = HD_CAMPAIGN_NO_BOX;
  s.name = (char *) "Brigade";
  s.arm = arm;
  s.gun = gun;
  s.sp = arm == HD_ARM_INFANTRY ? 6 : 2;
  s.morale = 4;
  return hd_campaign_add_stand (c, &s);
}

static guint
add_division (HdCampaign *c,
              guint       corps,
              HdArm       arm)
{
  const HdCampaignFormation *p = hd_campaign_lookup_formation (c, corps);
  guint id = add_formation (c, p->side, HD_FORMATION_DIVISION, "1st Division",
                            hd_map_get_box (c->map, p->box)->id, corps);

  for (guint i = 0; i < 3; i++)
    add_stand (c, id, arm, HD_GUN_NONE);
  return id;
}

/* A corps of @kind with two divisions in @box, on its own. */
static guint
add_corps (HdCampaign     *c,
           HdSide          side,
           HdFormationKind kind,
           const char     *box)
{
  guint id = add_formation (c, side, kind, kind == HD_FORMATION_CAVALRY_CORPS ? "Cavalry Corps" : "V Corps", box,
                            HD_CAMPAIGN_NONE);
  HdArm arm = kind == HD_FORMATION_CAVALRY_CORPS ? HD_ARM_CAVALRY : HD_ARM_INFANTRY;

  add_division (c, id, arm);
  add_division (c, id, arm);
  return id;
}

static HdCampaign *
new_campaign (HdMap *map)
{
  return hd_campaign_new (map);
}

/* --- playing --- */

static void
play (HdCampaign *c,
      const char *line)
{
  g_autoptr(HdCampaignAction) a = hd_campaign_action_parse_line (line, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (a);
  if (!hd_campaign_play_apply (c, a, &error))
    g_error ("“%s” refused: %s", line, error->message);
  g_assert_null (hd_campaign_invariants_check (c));
}

/* @a is refused under @rule, with a sentence, and changes nothing. */
static void
refused_action (HdCampaign             *c,
                const HdCampaignAction *a,
                const char             *rule)
{
  g_autofree char *line = hd_campaign_action_to_line (a);
  g_autoptr(HdCampaign) before = hd_campaign_copy (c);
  g_autoptr(GError) error = NULL;

  if (hd_campaign_play_apply (c, a, &error))
    g_error ("“%s” was accepted, %s expected", line, rule);
  if (g_strcmp0 (hd_rules_error_get_rule (error), rule) != 0)
    g_error ("“%s” refused under %s (%s), %s expected", line, hd_rules_error_get_rule (error), error->message, rule);
  g_assert_true (g_str_has_prefix (error->message, rule));
  g_assert_true (hd_campaign_equal (before, c));
}

/* @line is refused under @rule, with a sentence, and changes nothing. */
static void
refused (HdCampaign *c,
         const char *line,
         const char *rule)
{
  g_autoptr(HdCampaignAction) a = hd_campaign_action_parse_line (line, NULL);

  g_assert_nonnull (a);
  refused_action (c, a, rule);
}

static void
playf (HdCampaign *c,
       const char *format,
       ...) G_GNUC_PRINTF (2, 3);

static void
playf (HdCampaign *c,
       const char *format,
       ...)
{
  g_autofree char *line = NULL;
  va_list args;

  va_start (args, format);
  line = g_strdup_vprintf (format, args);
  va_end (args);
  play (c, line);
}

static void
refusedf (HdCampaign *c,
          const char *rule,
          const char *format,
          ...) G_GNUC_PRINTF (3, 4);

static void
refusedf (HdCampaign *c,
          const char *rule,
          const char *format,
          ...)
{
  g_autofree char *line = NULL;
  va_list args;

  va_start (args, format);
  line = g_strdup_vprintf (format, args);
  va_end (args);
  refused (c, line, rule);
}

static guint
box_of (HdCampaign *c,
        guint       id)
{
  return hd_campaign_lookup_formation (c, id)->box;
}

static guint
box (HdCampaign *c,
     const char *name)
{
  return hd_test_box (c->map, name);
}

/* The die rolled and @n marches given to @commander. */
static void
ready (HdCampaign *c,
       guint       die,
       guint       commander,
       guint       n)
{
  playf (c, "march-die die=%u", die);
  playf (c, "allot formation=%u marches=%u", commander, n);
}

/* --- 7: the march die --- */

static void
test_die (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);

  refused (c, "march-die die=7", "Campaign 7");
  c->phase = HD_PHASE_BATTLE;
  refused (c, "march-die die=3", "Campaign 7");
  c->phase = HD_PHASE_MOVEMENT;
  play (c, "march-die die=1");
  g_assert_cmpuint (c->march_die, ==, 1);
  g_assert_cmpuint (c->marches, ==, 2);
  refused (c, "march-die die=4", "Campaign 7");
  hd_campaign_march_begin_turn (c);
  play (c, "march-die die=5");
  g_assert_cmpuint (c->marches, ==, 5);
}

/* --- 2.1, 7: allotments --- */

static void
test_allot (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint army = add_formation (c, HD_SIDE_UNION, HD_FORMATION_ARMY, "Army of the Potomac", "Washington",
                              HD_CAMPAIGN_NONE);
  guint in_army = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "I Corps", "Washington", army);
  guint alone = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Pittsburgh");
  guint enemy = add_corps (c, HD_SIDE_CONFEDERATE, HD_FORMATION_CORPS, "Richmond");

  add_division (c, in_army, HD_ARM_INFANTRY);
  refusedf (c, "Campaign 7", "allot formation=%u marches=1", army);
  play (c, "march-die die=4");
  playf (c, "allot formation=%u marches=3", army);
  refusedf (c, "Campaign 7", "allot formation=%u marches=2", alone);
  playf (c, "allot formation=%u marches=1", alone);
  refusedf (c, "Campaign 2.1", "allot formation=%u marches=1", in_army);
  refusedf (c, "Campaign 2.1", "allot formation=%u marches=1", enemy);
  g_assert_cmpuint (hd_campaign_march_marches_left (c, army), ==, 3);
  g_assert_cmpuint (hd_campaign_march_marches_unallotted (c), ==, 0);
  /* changeable until used */
  playf (c, "allot formation=%u marches=2", army);
  playf (c, "move formations=%u path=washington,baltimore", in_army);
  g_assert_cmpuint (hd_campaign_march_marches_left (c, army), ==, 1);
  g_assert_cmpuint (hd_campaign_march_get_commander (c, in_army), ==, army);
  refusedf (c, "Campaign 2.1", "allot formation=%u marches=0", army);
  playf (c, "allot formation=%u marches=1", army);
  refusedf (c, "Campaign 2.1", "move formations=%u path=baltimore,washington", in_army);
}

/* --- 7: marches by the Movement Chart, railroads, two a turn --- */

static void
test_move_chart (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint v = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Pittsburgh");
  guint cav = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CAVALRY_CORPS, "Washington");
  guint w = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Washington");
  g_autoptr(GArray) children = hd_campaign_list_children (c, v);

  ready (c, 6, v, 2);
  playf (c, "allot formation=%u marches=2", cav);
  playf (c, "allot formation=%u marches=1", w);
  /* two boxes by friendly railroad */
  playf (c, "move formations=%u path=pittsburgh,wheeling,grafton", v);
  g_assert_cmpuint (box_of (c, v), ==, box (c, "Grafton"));
  for (guint i = 0; i < children->len; i++)
    g_assert_cmpuint (box_of (c, g_array_index (children, guint, i)), ==, box (c, "Grafton"));
  g_assert_true (hd_campaign_march_get_entered (c, box (c, "Wheeling"), HD_SIDE_UNION));
  g_assert_true (hd_campaign_march_get_entered (c, box (c, "Grafton"), HD_SIDE_UNION));
  g_assert_false (hd_campaign_march_get_entered (c, box (c, "Grafton"), HD_SIDE_CONFEDERATE));
  /* a corps goes one box by road, never two */
  refusedf (c, "Campaign 7", "move formations=%u path=grafton,franklin,staunton", v);
  /* one kind of line a march */
  refusedf (c, "Campaign 7", "move formations=%u path=grafton,harpers-ferry,front-royal", v);
  playf (c, "move formations=%u path=grafton,front-royal", v);
  /* no third march */
  playf (c, "allot formation=%u marches=3", v);
  refusedf (c, "Campaign 7", "move formations=%u path=front-royal,grafton", v);
  /* the railroad through boxes its side does not hold is a road: one box */
  refusedf (c, "Campaign 7", "move formations=%u path=washington,manassas-junction,front-royal", w);
  playf (c, "move formations=%u path=washington,manassas-junction", w);
  /* cavalry two boxes by road and railroad, friendly or not, mixed */
  playf (c, "move formations=%u path=washington,harpers-ferry,front-royal", cav);
  /* no line */
  refusedf (c, "Campaign 7", "move formations=%u path=front-royal,richmond", cav);
  /* divisions move only with their corps */
  refusedf (c, "Campaign 6.23", "move formations=%u path=front-royal,staunton", g_array_index (children, guint, 0));
}

/* 3.4: a box of the enemy's country held by cavalry alone goes back to
 * it as soon as the cavalry leaves, within the Player Turn: the railroad
 * through Manassas Junction is friendly while the cavalry stays (two
 * boxes by rail, 7) and a road once it has left (one box). */
static void
test_cavalry_leaves (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) stays = new_campaign (map);
  g_autoptr(HdCampaign) leaves = NULL;
  guint manassas = box (stays, "Manassas Junction");
  guint cav = add_corps (stays, HD_SIDE_UNION, HD_FORMATION_CAVALRY_CORPS, "Manassas Junction");
  guint w = add_corps (stays, HD_SIDE_UNION, HD_FORMATION_CORPS, "Washington");

  add_corps (stays, HD_SIDE_UNION, HD_FORMATION_CORPS, "Front Royal");
  stays->control[manassas] = HD_SIDE_UNION;
  stays->cavalry_held[manassas] = TRUE;
  stays->control[box (stays, "Front Royal")] = HD_SIDE_UNION;
  ready (stays, 6, w, 2);
  playf (stays, "allot formation=%u marches=2", cav);
  leaves = hd_campaign_copy (stays);
  playf (stays, "move formations=%u path=washington,manassas-junction,front-royal", w);
  g_assert_cmpint (stays->control[manassas], ==, HD_SIDE_UNION);
  g_assert_true (stays->cavalry_held[manassas]);
  playf (leaves, "move formations=%u path=manassas-junction,fredericksburg", cav);
  g_assert_cmpint (leaves->control[manassas], ==, HD_SIDE_CONFEDERATE);
  g_assert_false (leaves->cavalry_held[manassas]);
  refusedf (leaves, "Campaign 7", "move formations=%u path=washington,manassas-junction,front-royal", w);
  playf (leaves, "move formations=%u path=washington,manassas-junction", w);
}

/* 7.5's guaranteed invasion: declared in the Union turn of the month
 * before, from 1862, once a year; made in its month without a 6 by the
 * units assigned, from the port and to the port declared, which make no
 * other march; a 1 in a winter month puts it off a month; spent for the
 * year whether made or not. */
static void
test_guaranteed_invasion (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint inv = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Fort Monroe");
  guint other = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Fort Monroe");
  guint inland = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Harrisburg");
  guint winter = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Fort Monroe");
  guint third = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Fort Monroe");
  g_autoptr(GArray) inv_divisions = hd_campaign_list_children (c, inv);

  c->turn = hd_calendar_find_turn (10, 1861);
  refusedf (c, "Campaign 7.5", "plan-invasion formations=%u from=fort-monroe to=wilmington", inv);
  c->turn = hd_calendar_find_turn (3, 1862);
  refusedf (c, "Campaign 7.5", "plan-invasion formations=%u from=harrisburg to=wilmington", inland);
  refusedf (c, "Campaign 7.5", "plan-invasion formations=%u from=fort-monroe to=baltimore", inv);
  refusedf (c, "Campaign 7.5", "plan-invasion formations=%u from=fort-monroe to=wilmington", inland);
  refusedf (c, "Campaign 7.5", "plan-invasion formations=%u from=fort-monroe to=wilmington",
            g_array_index (inv_divisions, guint, 0));
  playf (c, "plan-invasion formations=%u from=fort-monroe to=wilmington", inv);
  refusedf (c, "Campaign 7.5", "plan-invasion formations=%u from=fort-monroe to=charleston", other);
  /* the assigned corps waits in its port from the declaration on */
  ready (c, 3, inv, 1);
  refusedf (c, "Campaign 7.5", "move formations=%u path=fort-monroe,yorktown", inv);
  /* its month: no 6, yet the assigned corps invades, and only as declared */
  c->turn = hd_calendar_find_turn (4, 1862);
  hd_campaign_march_begin_turn (c);
  ready (c, 3, inv, 2);
  playf (c, "allot formation=%u marches=1", other);
  refusedf (c, "Campaign 7.5", "move formations=%u path=fort-monroe,yorktown", inv);
  refusedf (c, "Campaign 7.5", "invade formations=%u to=wilmington", other);
  refusedf (c, "Campaign 7.5", "invade formations=%u to=charleston", inv);
  playf (c, "invade formations=%u to=wilmington", inv);
  g_assert_cmpuint (box_of (c, inv), ==, box (c, "Wilmington"));
  playf (c, "move formations=%u path=fort-monroe,yorktown", other);
  /* spent for 1862, made or not */
  c->turn = hd_calendar_find_turn (5, 1862);
  hd_campaign_invasion_begin_turn (c);
  hd_campaign_march_begin_turn (c);
  g_assert_null (hd_campaign_invariants_check (c));
  refusedf (c, "Campaign 7.5", "plan-invasion formations=%u from=fort-monroe to=charleston", other);
  /* a winter month's 1 puts it off to the next month */
  c->turn = hd_calendar_find_turn (11, 1862);
  hd_campaign_march_begin_turn (c);
  playf (c, "plan-invasion formations=%u from=fort-monroe to=charleston", winter);
  c->turn = hd_calendar_find_turn (1, 1863);
  hd_campaign_invasion_begin_turn (c);
  hd_campaign_march_begin_turn (c);
  ready (c, 1, winter, 1);
  refusedf (c, "Campaign 7.5", "invade formations=%u to=charleston", winter);
  c->turn = hd_calendar_find_turn (3, 1863);
  hd_campaign_invasion_begin_turn (c);
  hd_campaign_march_begin_turn (c);
  ready (c, 2, winter, 1);
  playf (c, "invade formations=%u to=charleston", winter);
  g_assert_cmpuint (box_of (c, winter), ==, box (c, "Charleston"));
  /* November-December's put off into the next year keeps its own year:
   * the next year's invasion is still to declare */
  c->turn = hd_calendar_find_turn (10, 1864);
  hd_campaign_invasion_begin_turn (c);
  hd_campaign_march_begin_turn (c);
  playf (c, "plan-invasion formations=%u from=fort-monroe to=wilmington", third);
  c->turn = hd_calendar_find_turn (11, 1864);
  hd_campaign_invasion_begin_turn (c);
  hd_campaign_march_begin_turn (c);
  ready (c, 1, third, 1);
  g_assert_null (hd_campaign_invariants_check (c));
  c->turn = hd_calendar_find_turn (1, 1865);
  hd_campaign_invasion_begin_turn (c);
  hd_campaign_march_begin_turn (c);
  g_assert_null (hd_campaign_invariants_check (c));
  g_assert_false (hd_campaign_invasion_is_spent (c, 1865));
  ready (c, 2, third, 1);
  playf (c, "invade formations=%u to=wilmington", third);
}

/* On a 6 in the declared month one invasion is made, the declared one or
 * another by other units; the assigned units make only the declared one. */
static void
test_guaranteed_invasion_six (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint inv = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Fort Monroe");
  guint other = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Fort Monroe");

  c->turn = hd_calendar_find_turn (5, 1862);
  playf (c, "plan-invasion formations=%u from=fort-monroe to=wilmington", inv);
  c->turn = hd_calendar_find_turn (6, 1862);
  hd_campaign_march_begin_turn (c);
  ready (c, 6, inv, 1);
  playf (c, "allot formation=%u marches=1", other);
  refusedf (c, "Campaign 7.5", "invade formations=%u,%u to=charleston", other, inv);
  playf (c, "invade formations=%u to=charleston", other);
  /* one invasion a turn: the declared one can no longer land elsewhere */
  refusedf (c, "Campaign 7.5", "invade formations=%u to=wilmington", inv);
}

/* 7.7: a march leaves a battalion of its corps' own artillery behind only
 * with a division of its corps (never without a DC): one it drops there
 * first, or one standing there already; one battalion a division (6.22);
 * not alone, not a division's battalion (7.8), not an infantry brigade. */
static void
test_drop_battalion (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint v = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Pittsburgh");
  g_autoptr(GArray) divisions = hd_campaign_list_children (c, v);
  guint first = g_array_index (divisions, guint, 0), second = g_array_index (divisions, guint, 1);
  guint guns = add_stand (c, v, HD_ARM_ARTILLERY, HD_GUN_R_F);
  guint more = add_stand (c, v, HD_ARM_ARTILLERY, HD_GUN_R_F);
  guint own = add_stand (c, second, HD_ARM_ARTILLERY, HD_GUN_R_F);
  g_autoptr(GArray) brigades = hd_campaign_list_stands_of (c, second);

  ready (c, 6, v, 2);
  refusedf (c, "Campaign 7.7", "move formations=%u path=pittsburgh,wheeling,grafton drop=%u@wheeling", v, guns);
  refusedf (c, "Campaign 7.7", "move formations=%u path=pittsburgh,wheeling,grafton drop=%u@wheeling,%u@wheeling",
            v, guns, first);
  refusedf (c, "Campaign 7.7", "move formations=%u path=pittsburgh,wheeling,grafton drop=%u@wheeling,%u@wheeling",
            v, first, g_array_index (brigades, guint, 0));
  refusedf (c, "Campaign 7.7", "move formations=%u path=pittsburgh,wheeling,grafton drop=%u@wheeling,%u@wheeling",
            v, first, own);
  refusedf (c, "Campaign 6.22", "move formations=%u path=pittsburgh,wheeling,grafton "
            "drop=%u@wheeling,%u@wheeling,%u@wheeling", v, first, guns, more);
  playf (c, "move formations=%u path=pittsburgh,wheeling,grafton drop=%u@wheeling,%u@wheeling", v, first, guns);
  g_assert_cmpuint (hd_campaign_lookup_stand (c, guns)->formation, ==, first);
  g_assert_cmpuint (box_of (c, first), ==, box (c, "Wheeling"));
  g_assert_cmpuint (box_of (c, v), ==, box (c, "Grafton"));
  g_assert_cmpuint (hd_campaign_lookup_stand (c, more)->formation, ==, v);
  /* back through Wheeling, where its division stands with a battalion already */
  refusedf (c, "Campaign 6.22", "move formations=%u path=grafton,wheeling,pittsburgh drop=%u@wheeling", v, more);
}

/* --- 7.3: the Potomac --- */

static void
test_potomac (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint u = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Washington");
  guint r = add_corps (c, HD_SIDE_CONFEDERATE, HD_FORMATION_CORPS, "Fredericksburg");

  ready (c, 3, u, 2);
  playf (c, "move formations=%u path=washington,fredericksburg", u);
  g_assert_cmpuint (c->battles->len, ==, 1);
  hd_campaign_march_begin_turn (c);
  g_array_set_size (c->battles, 0);
  c->player = HD_SIDE_CONFEDERATE;
  hd_campaign_find_formation (c, u)->box = box (c, "Harrisburg");
  ready (c, 3, r, 2);
  refusedf (c, "Campaign 7.3", "move formations=%u path=fredericksburg,washington", r);
  playf (c, "move formations=%u path=fredericksburg,richmond", r);
}

/* --- 7, 9: contact --- */

static void
test_contact (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint u = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Washington");
  guint u2 = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Harpers Ferry");
  guint r = add_corps (c, HD_SIDE_CONFEDERATE, HD_FORMATION_CORPS, "Manassas Junction");
  const HdCampaignBattle *b;

  ready (c, 6, u, 2);
  playf (c, "allot formation=%u marches=2", u2);
  /* a march stops where the enemy stands */
  refusedf (c, "Campaign 7", "move formations=%u path=washington,manassas-junction,gordonsville", u);
  playf (c, "move formations=%u path=washington,manassas-junction", u);
  g_assert_cmpuint (c->battles->len, ==, 1);
  b = &g_array_index (c->battles, HdCampaignBattle, 0);
  g_assert_cmpint (b->state, ==, HD_BATTLE_CONTACT);
  g_assert_cmpint (b->attacker, ==, HD_SIDE_UNION);
  g_assert_cmpuint (b->box, ==, box (c, "Manassas Junction"));
  g_assert_true (hd_test_contains (b->attackers, u));
  g_assert_true (hd_test_contains (b->entered_from, box (c, "Washington")));
  g_assert_true (hd_campaign_march_get_entered (c, box (c, "Manassas Junction"), HD_SIDE_UNION));
  /* the rest of its movement is lost */
  refusedf (c, "Campaign 7", "move formations=%u path=manassas-junction,washington", u);
  /* a second force joins the same contact */
  playf (c, "move formations=%u path=harpers-ferry,manassas-junction", u2);
  g_assert_cmpuint (c->battles->len, ==, 1);
  b = &g_array_index (c->battles, HdCampaignBattle, 0);
  g_assert_true (hd_test_contains (b->attackers, u2));
  g_assert_true (hd_test_contains (b->entered_from, box (c, "Harpers Ferry")));
  g_assert_cmpuint (box_of (c, r), ==, box (c, "Manassas Junction"));
  /* free passage through an empty enemy box */
  hd_campaign_find_formation (c, r)->box = box (c, "Richmond");
}

/* --- 6.23, 7.7: garrisons and officers alone --- */

static void
test_garrison_officer (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint army = add_formation (c, HD_SIDE_UNION, HD_FORMATION_ARMY, "Army of the Potomac", "Washington",
                              HD_CAMPAIGN_NONE);
  guint v = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Pittsburgh");
  guint cav = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CAVALRY_CORPS, "Cavalry Corps", "Washington",
                             HD_CAMPAIGN_NONE);
  guint cav_div = add_division (c, cav, HD_ARM_CAVALRY);
  g_autoptr(GArray) children = hd_campaign_list_children (c, v);
  guint first = g_array_index (children, guint, 0), second = g_array_index (children, guint, 1);

  play (c, "march-die die=6");
  playf (c, "allot formation=%u marches=2", army);
  playf (c, "allot formation=%u marches=2", v);
  playf (c, "allot formation=%u marches=2", cav);
  /* a division left where the corps passes */
  playf (c, "move formations=%u path=pittsburgh,wheeling,grafton drop=%u@wheeling", v, first);
  g_assert_cmpuint (box_of (c, first), ==, box (c, "Wheeling"));
  g_assert_cmpuint (box_of (c, second), ==, box (c, "Grafton"));
  g_assert_cmpuint (box_of (c, v), ==, box (c, "Grafton"));
  /* only where the march passes or leaves, never where it ends */
  refusedf (c, "Campaign 6.23", "move formations=%u path=grafton,wheeling drop=%u@wheeling", v, second);
  /* the garrison does not march on its own */
  refusedf (c, "Campaign 6.23", "move formations=%u path=wheeling,pittsburgh", first);
  /* an officer alone goes only through friendly boxes */
  refusedf (c, "Campaign 7.7", "move formations=%u path=washington,manassas-junction", army);
  playf (c, "move formations=%u path=washington,baltimore,philadelphia", army);
  g_assert_cmpuint (box_of (c, army), ==, box (c, "Philadelphia"));
  g_assert_false (hd_campaign_march_get_entered (c, box (c, "Philadelphia"), HD_SIDE_UNION));
  /* he who drops all his units keeps to friendly boxes from there on */
  refusedf (c, "Campaign 7.7", "move formations=%u path=washington,harpers-ferry,front-royal drop=%u@harpers-ferry",
            cav, cav_div);
  playf (c, "move formations=%u path=washington,harpers-ferry,grafton drop=%u@harpers-ferry", cav, cav_div);
  g_assert_cmpuint (box_of (c, cav_div), ==, box (c, "Harpers Ferry"));
  g_assert_cmpuint (box_of (c, cav), ==, box (c, "Grafton"));
}

/* --- 6.32, 14.5, 15.82: siege guns and ironclads --- */

static void
test_siege_ironclads (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint train_corps = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Washington");
  guint ships = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Washington");
  guint train = add_formation (c, HD_SIDE_UNION, HD_FORMATION_SIEGE_TRAIN, "Siege Train", "Washington", train_corps);

  add_stand (c, train, HD_ARM_SIEGE, HD_GUN_SG_SB);
  add_stand (c, train, HD_ARM_SIEGE, HD_GUN_SG_R);
  add_stand (c, ships, HD_ARM_IRONCLAD, HD_GUN_NONE);
  play (c, "march-die die=6");
  playf (c, "allot formation=%u marches=2", train_corps);
  playf (c, "allot formation=%u marches=2", ships);
  /* the Siege Train moves only with its corps, never by road */
  refusedf (c, "Campaign 14.5", "move formations=%u path=washington,baltimore", train);
  refusedf (c, "Campaign 14.5", "move formations=%u path=washington,harpers-ferry", train_corps);
  /* but enters an enemy box by land (R15) */
  playf (c, "move formations=%u path=washington,manassas-junction", train_corps);
  g_assert_cmpuint (box_of (c, train), ==, box (c, "Manassas Junction"));
  /* ironclads by river only */
  refusedf (c, "Campaign 15.82", "move formations=%u path=washington,baltimore", ships);
  playf (c, "move formations=%u path=washington,fredericksburg", ships);
}

/* 14.5, 6.32: siege guns taken from a fortified city go with an infantry
 * corps, by friendly railroad or river, into an enemy box by water only
 * and only under an army commander; they are left again only in a
 * permanent fortification (7.7). */
static void
test_siege_guns (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint army = add_formation (c, HD_SIDE_UNION, HD_FORMATION_ARMY, "Army of the Potomac", "Washington",
                              HD_CAMPAIGN_NONE);
  guint under = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "II Corps", "Washington", army);
  guint lone = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Washington");
  guint cav = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CAVALRY_CORPS, "Washington");
  HdCampaignStand s = { 0 };
  guint guns;

  add_division (c, under, HD_ARM_INFANTRY);
  s.side = HD_SIDE_UNION;
  s.formation = HD_CAMPAIGN_NONE;
  s.box = box (c, "Washington");
  s.name = (char *) "1st Connecticut Heavy";
  s.arm = HD_ARM_SIEGE;
  s.gun = HD_GUN_SG_R;
  s.sp = 2;
  s.morale = 4;
  guns = hd_campaign_add_stand (c, &s);
  g_assert_null (hd_campaign_invariants_check (c));
  refusedf (c, "Campaign 14.5", "detach-guns stand=%u", guns);
  refusedf (c, "Campaign 14.5", "attach-guns stand=%u corps=%u", guns, cav);
  c->phase = HD_PHASE_BATTLE;
  refusedf (c, "Campaign 14.5", "attach-guns stand=%u corps=%u", guns, lone);
  c->phase = HD_PHASE_MOVEMENT;
  playf (c, "attach-guns stand=%u corps=%u", guns, lone);
  g_assert_cmpuint (hd_campaign_lookup_stand (c, guns)->formation, ==, lone);
  ready (c, 6, lone, 2);
  playf (c, "allot formation=%u marches=2", army);
  refusedf (c, "Campaign 14.5", "move formations=%u path=washington,harpers-ferry", lone);
  refusedf (c, "Campaign 6.32", "move formations=%u path=washington,manassas-junction", lone);
  refusedf (c, "Campaign 6.32", "move formations=%u path=washington,fredericksburg", lone);
  playf (c, "detach-guns stand=%u", guns);
  g_assert_cmpuint (hd_campaign_lookup_stand (c, guns)->box, ==, box (c, "Washington"));
  playf (c, "attach-guns stand=%u corps=%u", guns, under);
  refusedf (c, "Campaign 6.32", "move formations=%u path=washington,fredericksburg", under);
  playf (c, "move formations=%u,%u path=washington,fredericksburg", army, under);
  g_assert_cmpuint (hd_campaign_stand_get_box (c, hd_campaign_lookup_stand (c, guns)), ==, box (c, "Fredericksburg"));
  refusedf (c, "Campaign 7.7", "detach-guns stand=%u", guns);
}

/* --- 7.1: jumps --- */

static void
test_jump (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint cav = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CAVALRY_CORPS, "Washington");
  guint inf = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Washington");
  guint r = add_corps (c, HD_SIDE_CONFEDERATE, HD_FORMATION_CORPS, "Manassas Junction");
  guint screen;

  play (c, "march-die die=6");
  playf (c, "allot formation=%u marches=3", cav);
  playf (c, "allot formation=%u marches=2", inf);
  refusedf (c, "Campaign 7", "move formations=%u path=washington,manassas-junction,gordonsville", cav);
  refusedf (c, "Campaign 7.1", "move formations=%u path=washington,manassas-junction,gordonsville mode=jump", inf);
  /* not by river */
  refusedf (c, "Campaign 7", "move formations=%u path=washington,fredericksburg mode=jump", cav);
  /* may not end in an occupied box after passing one */
  add_corps (c, HD_SIDE_CONFEDERATE, HD_FORMATION_CORPS, "Gordonsville");
  refusedf (c, "Campaign 7.1", "move formations=%u path=washington,manassas-junction,gordonsville mode=jump", cav);
  playf (c, "move formations=%u path=washington,manassas-junction,front-royal mode=jump", cav);
  g_assert_cmpuint (box_of (c, cav), ==, box (c, "Front Royal"));
  g_assert_cmpuint (c->battles->len, ==, 0);
  /* an enemy cavalry corps screens its box */
  screen = add_corps (c, HD_SIDE_CONFEDERATE, HD_FORMATION_CAVALRY_CORPS, "Manassas Junction");
  refusedf (c, "Campaign 7.1", "move formations=%u path=front-royal,manassas-junction,washington mode=jump", cav);
  g_assert_cmpuint (box_of (c, screen), ==, box_of (c, r));
}

/* --- 7.2: running the guns --- */

static void
test_guns (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint u = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Cairo");
  guint cav = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CAVALRY_CORPS, "Cairo");

  add_corps (c, HD_SIDE_CONFEDERATE, HD_FORMATION_CORPS, "Island No. 10");
  c->turn = hd_calendar_find_turn (3, 1862);
  ready (c, 6, u, 2);
  playf (c, "allot formation=%u marches=2", cav);
  refusedf (c, "Campaign 7.2", "move formations=%u path=cairo,island-no-10,memphis mode=guns", u);
  c->turn++;
  refusedf (c, "Campaign 7", "move formations=%u path=cairo,island-no-10,memphis", u);
  refusedf (c, "Campaign 7.2", "move formations=%u path=cairo,island-no-10,memphis mode=guns", cav);
  playf (c, "move formations=%u path=cairo,island-no-10,memphis mode=guns", u);
  g_assert_cmpuint (box_of (c, u), ==, box (c, "Memphis"));
  /* never upstream */
  refusedf (c, "Campaign 7.2", "move formations=%u path=memphis,island-no-10,cairo mode=guns", u);
}

/* --- 7.4: sea moves --- */

static void
test_sea (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint army = add_formation (c, HD_SIDE_UNION, HD_FORMATION_ARMY, "Army of the Potomac", "Washington",
                              HD_CAMPAIGN_NONE);
  guint a = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "I Corps", "Washington", army);
  guint b = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "II Corps", "Washington", army);
  guint d = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Baltimore");
  guint r = add_corps (c, HD_SIDE_CONFEDERATE, HD_FORMATION_CORPS, "Norfolk");

  add_division (c, a, HD_ARM_INFANTRY);
  add_division (c, b, HD_ARM_INFANTRY);
  ready (c, 4, army, 1);
  playf (c, "allot formation=%u marches=2", d);
  /* each unit moved costs a march */
  refusedf (c, "Campaign 2.1", "sea formations=%u,%u from=washington to=new-york-city", a, b);
  playf (c, "allot formation=%u marches=2", army);
  refusedf (c, "Campaign 7.4", "sea formations=%u,%u from=washington to=norfolk", a, b);
  refusedf (c, "Campaign 7.4", "sea formations=%u,%u from=washington to=washington", a, b);
  {
    g_autoptr(GArray) pair = g_array_new (FALSE, FALSE, sizeof (guint));
    g_autoptr(GArray) ports = NULL;

    g_array_append_val (pair, a);
    g_array_append_val (pair, b);
    ports = hd_campaign_march_list_ports (c, pair, FALSE);
    g_assert_true (hd_test_contains (ports, box (c, "New York City")));
    g_assert_true (hd_test_contains (ports, box (c, "Fort Monroe")));
    g_assert_false (hd_test_contains (ports, box (c, "Norfolk")));
    g_assert_false (hd_test_contains (ports, box (c, "Washington")));
  }
  playf (c, "sea formations=%u,%u from=washington to=new-york-city", a, b);
  g_assert_cmpuint (box_of (c, a), ==, box (c, "New York City"));
  g_assert_true (hd_campaign_lookup_formation (c, a)->moved_by_sea);
  g_assert_cmpuint (hd_campaign_march_marches_left (c, army), ==, 0);
  /* no second march after ... */
  playf (c, "allot formation=%u marches=1", d);
  playf (c, "move formations=%u path=baltimore,washington", d);
  /* ... or before (R22) */
  refusedf (c, "Campaign 7.4", "sea formations=%u from=washington to=new-york-city", d);
  /* a field corps is two units: two marches */
  {
    guint field = add_corps (c, HD_SIDE_UNION, HD_FORMATION_FIELD_CORPS, "New York City");

    playf (c, "allot formation=%u marches=1", field);
    refusedf (c, "Campaign 2.1", "sea formations=%u from=new-york-city to=fort-monroe", field);
  }
  c->player = HD_SIDE_CONFEDERATE;
  refusedf (c, "Campaign 7.4", "sea formations=%u from=norfolk to=wilmington", r);
}

/* --- 7.5: naval invasions --- */

static void
test_invade (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint a = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Fort Monroe");
  guint b = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Fort Monroe");
  guint far = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Harrisburg");
  guint r = add_corps (c, HD_SIDE_CONFEDERATE, HD_FORMATION_CORPS, "Wilmington");

  ready (c, 5, a, 2);
  refusedf (c, "Campaign 7.5", "invade formations=%u to=norfolk", a);
  hd_campaign_march_begin_turn (c);
  ready (c, 6, a, 1);
  playf (c, "allot formation=%u marches=1", b);
  playf (c, "allot formation=%u marches=1", far);
  refusedf (c, "Campaign 7.5", "invade formations=%u to=norfolk", far);
  refusedf (c, "Campaign 7.5", "invade formations=%u to=baltimore", a);
  {
    g_autoptr(GArray) one = g_array_new (FALSE, FALSE, sizeof (guint));
    g_autoptr(GArray) ports = NULL;

    g_array_append_val (one, a);
    ports = hd_campaign_march_list_ports (c, one, TRUE);
    g_assert_true (hd_test_contains (ports, box (c, "Wilmington")));
    g_assert_true (hd_test_contains (ports, box (c, "Norfolk")));
    g_assert_false (hd_test_contains (ports, box (c, "Baltimore")));
    /* the port they stand in is no landing, even held by the enemy */
    c->control[box (c, "Fort Monroe")] = HD_SIDE_CONFEDERATE;
    g_clear_pointer (&ports, g_array_unref);
    ports = hd_campaign_march_list_ports (c, one, TRUE);
    g_assert_false (hd_test_contains (ports, box (c, "Fort Monroe")));
    refusedf (c, "Campaign 7.5", "invade formations=%u to=fort-monroe", a);
    c->control[box (c, "Fort Monroe")] = HD_SIDE_UNION;
  }
  playf (c, "invade formations=%u to=wilmington", a);
  g_assert_cmpuint (box_of (c, a), ==, box (c, "Wilmington"));
  g_assert_cmpuint (c->battles->len, ==, 1);
  g_assert_cmpuint (g_array_index (c->battles, HdCampaignBattle, 0).box, ==, box_of (c, r));
  /* all to the same port */
  refusedf (c, "Campaign 7.5", "invade formations=%u to=norfolk", b);
  playf (c, "invade formations=%u to=wilmington", b);
}

/* --- 7.6: entrenchments --- */

static void
test_entrench (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint city = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Pittsburgh");
  guint field = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Harrisburg");
  guint capital = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Washington");
  guint fort = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Fort Monroe");

  play (c, "march-die die=6");
  playf (c, "allot formation=%u marches=2", city);
  playf (c, "allot formation=%u marches=2", field);
  playf (c, "allot formation=%u marches=2", fort);
  /* one march in a recruiting city: 6 units, 9 inches */
  playf (c, "entrench formation=%u box=pittsburgh", city);
  g_assert_cmpuint (hd_campaign_march_get_works (c, box (c, "Pittsburgh")), ==, 18);
  g_assert_cmpuint (hd_campaign_march_marches_left (c, city), ==, 1);
  /* two elsewhere, and then no march is left to the unit */
  playf (c, "entrench formation=%u box=harrisburg", field);
  g_assert_cmpuint (hd_campaign_march_get_works (c, box (c, "Harrisburg")), ==, 18);
  refusedf (c, "Campaign 7", "move formations=%u path=harrisburg,baltimore", field);
  refusedf (c, "Campaign 7.6", "entrench formation=%u box=washington", capital);
  refusedf (c, "Campaign 7.6", "entrench formation=%u box=baltimore", capital);
  playf (c, "entrench formation=%u box=fort-monroe", fort);
  /* works last while troops stay */
  playf (c, "move formations=%u path=pittsburgh,ebensburg", city);
  g_assert_cmpuint (hd_campaign_march_get_works (c, box (c, "Pittsburgh")), ==, 0);
  c->works[box (c, "Washington")] = 24;
  hd_campaign_march_begin_turn (c);
  playf (c, "march-die die=2");
  playf (c, "allot formation=%u marches=1", capital);
  playf (c, "move formations=%u path=washington,baltimore", capital);
  g_assert_cmpuint (hd_campaign_march_get_works (c, box (c, "Washington")), ==, 24);
  /* one march left: enough in a recruiting city, not elsewhere (7.6) */
  playf (c, "allot formation=%u marches=1", field);
  refusedf (c, "Campaign 7.6", "entrench formation=%u box=harrisburg", field);
  playf (c, "move formations=%u path=harrisburg,philadelphia", field);
  hd_campaign_march_begin_turn (c);
  playf (c, "march-die die=2");
  playf (c, "allot formation=%u marches=1", field);
  playf (c, "entrench formation=%u box=philadelphia", field);
  g_assert_cmpuint (hd_campaign_march_get_works (c, box (c, "Philadelphia")), ==, 18);
}

/* --- 7: one march, several ways; 7.6: the entrenching march moves others --- */

static void
test_split (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint army = add_formation (c, HD_SIDE_UNION, HD_FORMATION_ARMY, "Army of the Ohio", "Pittsburgh",
                              HD_CAMPAIGN_NONE);
  guint a = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "I Corps", "Pittsburgh", army);
  guint b = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "II Corps", "Pittsburgh", army);
  guint d = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "III Corps", "Pittsburgh", army);
  guint e = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "IV Corps", "Ebensburg", army);
  guint f = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "VI Corps", "Pittsburgh", army);
  guint alone = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Pittsburgh");
  g_autofree char *said = NULL;
  g_autoptr(HdCampaignAction) act = NULL;

  add_division (c, a, HD_ARM_INFANTRY);
  add_division (c, b, HD_ARM_INFANTRY);
  add_division (c, d, HD_ARM_INFANTRY);
  add_division (c, e, HD_ARM_INFANTRY);
  add_division (c, f, HD_ARM_INFANTRY);
  ready (c, 6, army, 3);
  playf (c, "allot formation=%u marches=1", alone);
  refusedf (c, "Campaign 7", "move formations=%u path=pittsburgh,wheeling split=%u:pittsburgh,ebensburg", a, alone);
  refusedf (c, "Campaign 7", "move formations=%u path=pittsburgh,wheeling split=%u:pittsburgh,ebensburg", a, a);
  act = hd_campaign_action_parse_line ("move formations=2 path=pittsburgh,wheeling split=3:pittsburgh,ebensburg",
                                       NULL);
  said = hd_campaign_play_describe (c, act);
  g_assert_nonnull (strstr (said, "I Corps"));
  g_assert_nonnull (strstr (said, "Ebensburg"));
  playf (c, "move formations=%u path=pittsburgh,wheeling split=%u:pittsburgh,ebensburg", a, b);
  g_assert_cmpuint (box_of (c, a), ==, box (c, "Wheeling"));
  g_assert_cmpuint (box_of (c, b), ==, box (c, "Ebensburg"));
  g_assert_cmpuint (hd_campaign_march_marches_left (c, army), ==, 2);
  /* the entrenching march also moves units that started the turn there */
  refusedf (c, "Campaign 7", "entrench formation=%u box=pittsburgh formations=%u path=pittsburgh,wheeling", d, a);
  playf (c, "move formations=%u path=ebensburg,pittsburgh", e);
  refusedf (c, "Campaign 7.6", "entrench formation=%u box=pittsburgh formations=%u path=pittsburgh,wheeling", d, e);
  playf (c, "entrench formation=%u box=pittsburgh formations=%u path=pittsburgh,wheeling", d, f);
  g_assert_cmpuint (box_of (c, f), ==, box (c, "Wheeling"));
  g_assert_cmpuint (box_of (c, d), ==, box (c, "Pittsburgh"));
  g_assert_cmpuint (hd_campaign_march_get_works (c, box (c, "Pittsburgh")), ==, 9);
  g_assert_cmpuint (hd_campaign_march_marches_left (c, army), ==, 0);
}

/* --- worked examples --- */

/* AHD 4.0's example of the Movement Chart, with a cavalry corps for the
 * crack cavalry and corps for the infantry (R2): three marches of one
 * army commander. */
static void
test_example_chart (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint army = add_formation (c, HD_SIDE_UNION, HD_FORMATION_ARMY, "Army of the Gulf", "Shreveport",
                              HD_CAMPAIGN_NONE);
  guint cav = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CAVALRY_CORPS, "Cavalry Corps", "Shreveport", army);
  guint militia = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "XIX Corps", "Shreveport", army);
  guint veteran = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "XIII Corps", "Vicksburg", army);

  add_division (c, cav, HD_ARM_CAVALRY);
  add_division (c, militia, HD_ARM_INFANTRY);
  add_division (c, veteran, HD_ARM_INFANTRY);
  ready (c, 3, army, 3);
  /* 1st march: the cavalry two boxes by road and railroad, the infantry one by road */
  playf (c, "move formations=%u path=shreveport,monroe,vicksburg split=%u:shreveport,monroe", cav, militia);
  g_assert_cmpuint (box_of (c, cav), ==, box (c, "Vicksburg"));
  g_assert_cmpuint (box_of (c, militia), ==, box (c, "Monroe"));
  /* 2nd march: one box by rail, not a second: the railroad is not friendly */
  refusedf (c, "Campaign 7", "move formations=%u path=monroe,vicksburg,jackson", militia);
  playf (c, "move formations=%u path=monroe,vicksburg", militia);
  /* 3rd march: two boxes by river; the cavalry by rail; the militia has made two marches */
  refusedf (c, "Campaign 7", "move formations=%u path=vicksburg,jackson split=%u:vicksburg,natchez", militia,
            veteran);
  playf (c, "move formations=%u path=vicksburg,natchez,alexandria split=%u:vicksburg,jackson,mccomb", veteran, cav);
  g_assert_cmpuint (box_of (c, veteran), ==, box (c, "Alexandria"));
  g_assert_cmpuint (box_of (c, cav), ==, box (c, "McComb"));
  g_assert_cmpuint (hd_campaign_march_marches_left (c, army), ==, 0);
}

/* Campaign 7.6: "A corps with 12 units could built 18" of entrenchments";
 * AHD 4.3's example: no corps marches into a box that is no recruiting
 * city and entrenches there in one turn. */
static void
test_example_entrench (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint corps = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Cincinnati");
  guint other = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Washington");

  for (guint i = 0; i < 6; i++)
    add_stand (c, corps, i < 3 ? HD_ARM_ARTILLERY : HD_ARM_CAVALRY, i < 3 ? HD_GUN_R_F : HD_GUN_NONE);
  g_assert_cmpuint (hd_campaign_oob_count_units (c, corps), ==, 12);
  ready (c, 6, corps, 1);
  playf (c, "allot formation=%u marches=3", other);
  playf (c, "entrench formation=%u box=cincinnati", corps);
  g_assert_cmpuint (hd_campaign_march_get_works (c, box (c, "Cincinnati")), ==, 2 * 18);
  playf (c, "move formations=%u path=washington,harpers-ferry", other);
  refusedf (c, "Campaign 7", "entrench formation=%u box=harpers-ferry", other);
}

/* --- the views' queries --- */

static void
test_queries (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint v = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Washington");
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  g_autoptr(HdCampaignView) view = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) found = NULL;
  g_autoptr(GError) error = NULL;
  gboolean manassas = FALSE, baltimore = FALSE;

  add_corps (c, HD_SIDE_CONFEDERATE, HD_FORMATION_CORPS, "Manassas Junction");
  ready (c, 4, v, 2);
  view = hd_campaign_view_new (c, umpire);
  g_array_append_val (ids, v);
  g_assert_cmpuint (hd_campaign_view_get_march_die (view), ==, 4);
  g_assert_cmpuint (hd_campaign_view_get_marches (view), ==, 4);
  g_assert_cmpuint (hd_campaign_view_get_marches_left (view, v), ==, 2);
  g_assert_cmpuint (hd_campaign_view_get_marches_unallotted (view), ==, 2);
  found = hd_campaign_view_list_destinations (view, ids, HD_MARCH_MODE_PLAIN);
  for (guint i = 0; i < found->len; i++)
    {
      const HdCampaignDestination *d = found->pdata[i];

      g_assert_cmpuint (d->path->len, ==, d->lines->len + 1);
      if (d->box == box (c, "Manassas Junction"))
        manassas = d->contact && d->way == HD_MARCH_UNFRIENDLY_RAIL;
      if (d->box == box (c, "Philadelphia"))
        baltimore = d->path->len == 3 && d->way == HD_MARCH_FRIENDLY_RAIL
                    && g_array_index (d->path, guint, 1) == box (c, "Baltimore");
      g_assert_cmpuint (d->box, !=, box (c, "Gordonsville"));
    }
  g_assert_true (manassas);
  g_assert_true (baltimore);
  /* every destination, made an action, is accepted */
  for (guint i = 0; i < found->len; i++)
    {
      g_autoptr(HdCampaignAction) a = hd_campaign_view_new_move (view, ids, found->pdata[i], HD_CAMPAIGN_NONE);

      g_assert_true (hd_campaign_view_check (view, a, NULL));
    }
  g_assert_true (hd_campaign_view_explain_destination (view, ids, box (c, "Harpers Ferry"), HD_MARCH_MODE_PLAIN,
                                                       NULL));
  g_assert_false (hd_campaign_view_explain_destination (view, ids, box (c, "Gordonsville"), HD_MARCH_MODE_PLAIN,
                                                        &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 7");
  g_clear_error (&error);
  g_assert_false (hd_campaign_view_explain_destination (view, ids, box (c, "New Orleans"), HD_MARCH_MODE_PLAIN,
                                                        &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 7");
}

/* --- the builders: the actions the views offer, as the engine makes them --- */

/* Whether the candidates of @c hold an action equal to @a. */
static gboolean
is_candidate (const HdCampaign       *c,
              const HdCampaignAction *a)
{
  g_autoptr(GPtrArray) all = hd_campaign_play_list_candidates (c);

  for (guint i = 0; i < all->len; i++)
    if (hd_campaign_action_equal (all->pdata[i], a))
      return TRUE;
  return FALSE;
}

/* The boxes of @a's @key ("path=pittsburgh,wheeling") as indices. */
static GArray *
path_of (HdCampaign             *c,
         const HdCampaignAction *a,
         const char             *key)
{
  g_auto(GStrv) names = g_strsplit (hd_campaign_action_get (a, key), ",", -1);
  GArray *path = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; names[i] != NULL; i++)
    {
      guint b = hd_map_lookup (c->map, names[i])->index;

      g_array_append_val (path, b);
    }
  return path;
}

/* 6.23: a march built with a garrison leaves it in the start box, and is
 * the move the candidates offer; the view builds the same. */
static void
test_build_garrison (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint v = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Pittsburgh");
  g_autoptr(GArray) children = hd_campaign_list_children (c, v);
  guint first = g_array_index (children, guint, 0), second = g_array_index (children, guint, 1);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(HdCampaignAction) built = NULL;
  guint offered = 0;

  ready (c, 4, v, 2);
  g_array_append_val (ids, v);
  all = hd_campaign_play_list_candidates (c);
  for (guint i = 0; i < all->len; i++)
    {
      const HdCampaignAction *a = all->pdata[i];
      g_autoptr(GArray) path = NULL;
      g_autoptr(HdCampaignAction) same = NULL;

      if (!g_str_equal (hd_campaign_action_get_type_name (a), "move") || hd_campaign_action_get (a, "drop") == NULL)
        continue;
      path = path_of (c, a, "path");
      same = hd_campaign_march_new_move (c, ids, path, HD_MARCH_MODE_PLAIN, first);
      g_assert_true (hd_campaign_action_equal (same, a));
      offered++;
    }
  g_assert_cmpuint (offered, ==, 1);
  /* to Wheeling, the first division left in Pittsburgh */
  {
    g_autoptr(GPtrArray) found = hd_campaign_march_list_destinations (c, ids, HD_MARCH_MODE_PLAIN);
    g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
    g_autoptr(HdCampaignView) view = hd_campaign_view_new (c, umpire);

    for (guint i = 0; i < found->len && built == NULL; i++)
      {
        const HdCampaignDestination *d = found->pdata[i];
        g_autoptr(HdCampaignAction) seen = NULL;

        if (d->box != box (c, "Wheeling"))
          continue;
        built = hd_campaign_march_new_move (c, ids, d->path, HD_MARCH_MODE_PLAIN, first);
        seen = hd_campaign_view_new_move (view, ids, d, first);
        g_assert_true (hd_campaign_action_equal (built, seen));
      }
  }
  g_assert_nonnull (built);
  {
    g_autofree char *line = hd_campaign_action_to_line (built);
    g_autofree char *expected = g_strdup_printf ("move formations=%u path=pittsburgh,wheeling drop=%u@pittsburgh", v,
                                                 first);

    g_assert_cmpstr (line, ==, expected);
  }
  g_assert_true (hd_campaign_play_check (c, built, NULL));
  g_assert_true (hd_campaign_play_apply (c, built, NULL));
  g_assert_null (hd_campaign_invariants_check (c));
  g_assert_cmpuint (box_of (c, first), ==, box (c, "Pittsburgh"));
  g_assert_cmpuint (box_of (c, second), ==, box (c, "Wheeling"));
  g_assert_cmpuint (box_of (c, v), ==, box (c, "Wheeling"));
}

/* 7.4, 7.5: sea moves and invasions built are those the candidates
 * offer and the engine accepts; the view builds the same. */
static void
test_build_sea (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint a = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Fort Monroe");
  guint b = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Fort Monroe");
  g_autoptr(GArray) one = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) other = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  g_autoptr(HdCampaignView) view = NULL;

  ready (c, 6, a, 1);
  playf (c, "allot formation=%u marches=1", b);
  g_array_append_val (one, a);
  g_array_append_val (other, b);
  view = hd_campaign_view_new (c, umpire);
  for (guint k = 0; k < 2; k++)
    {
      gboolean invasion = k == 1;
      g_autoptr(GArray) ports = hd_campaign_march_list_ports (c, one, invasion);

      g_assert_cmpuint (ports->len, >, 0);
      for (guint i = 0; i < ports->len; i++)
        {
          guint to = g_array_index (ports, guint, i);
          g_autoptr(HdCampaignAction) built = hd_campaign_march_new_sea (c, one, to, invasion);
          g_autoptr(HdCampaignAction) seen = hd_campaign_view_new_sea (view, one, to, invasion);

          g_assert_cmpstr (hd_campaign_action_get_type_name (built), ==, invasion ? "invade" : "sea");
          g_assert_true (hd_campaign_action_equal (built, seen));
          g_assert_true (hd_campaign_play_check (c, built, NULL));
          g_assert_true (is_candidate (c, built));
        }
    }
  {
    g_autoptr(HdCampaignAction) sea = hd_campaign_march_new_sea (c, one, box (c, "New York City"), FALSE);
    g_autoptr(HdCampaignAction) invade = hd_campaign_march_new_sea (c, other, box (c, "Wilmington"), TRUE);
    g_autofree char *line = hd_campaign_action_to_line (sea);
    g_autofree char *expected = g_strdup_printf ("sea formations=%u from=fort-monroe to=new-york-city", a);

    g_assert_cmpstr (line, ==, expected);
    g_assert_true (hd_campaign_play_apply (c, sea, NULL));
    g_assert_cmpuint (box_of (c, a), ==, box (c, "New York City"));
    g_assert_true (hd_campaign_play_apply (c, invade, NULL));
    g_assert_cmpuint (box_of (c, b), ==, box (c, "Wilmington"));
    g_assert_null (hd_campaign_invariants_check (c));
  }
}

/* A built action to a destination the engine refuses is refused, with
 * the rule. */
static void
test_build_refused (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint v = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Washington");
  guint sailor = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Baltimore");
  g_autoptr(GArray) children = hd_campaign_list_children (c, v);
  g_autoptr(GArray) strangers = hd_campaign_list_children (c, sailor);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) sailors = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (guint));
  const char *way[] = { "Washington", "Manassas Junction", "Gordonsville" };
  HdCampaignAction *a;

  add_corps (c, HD_SIDE_CONFEDERATE, HD_FORMATION_CORPS, "Manassas Junction");
  ready (c, 6, v, 2);
  playf (c, "allot formation=%u marches=2", sailor);
  g_array_append_val (ids, v);
  g_array_append_val (sailors, sailor);
  for (guint i = 0; i < G_N_ELEMENTS (way); i++)
    {
      guint b = box (c, way[i]);

      g_array_append_val (path, b);
    }
  /* a march stops where the enemy stands, garrison or none */
  a = hd_campaign_march_new_move (c, ids, path, HD_MARCH_MODE_PLAIN, g_array_index (children, guint, 0));
  refused_action (c, a, "Campaign 7");
  hd_campaign_action_free (a);
  /* the garrison is one of the march's own divisions */
  g_array_set_size (path, 2);
  g_array_index (path, guint, 1) = box (c, "Baltimore");
  a = hd_campaign_march_new_move (c, ids, path, HD_MARCH_MODE_PLAIN, g_array_index (strangers, guint, 0));
  refused_action (c, a, "Campaign 6.23");
  hd_campaign_action_free (a);
  /* a sea move goes to a port the Union holds, an invasion to one the
   * Confederacy holds */
  a = hd_campaign_march_new_sea (c, sailors, box (c, "Norfolk"), FALSE);
  refused_action (c, a, "Campaign 7.4");
  hd_campaign_action_free (a);
  a = hd_campaign_march_new_sea (c, sailors, box (c, "New York City"), TRUE);
  refused_action (c, a, "Campaign 7.5");
  hd_campaign_action_free (a);
}

/* --- invariants 40-44 --- */

static void
test_invariants (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint v = add_corps (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "Pittsburgh");
  HdCampaign *b;
  char *broken;

  ready (c, 3, v, 2);
  g_assert_null (hd_campaign_invariants_check (c));

#define EXPECT_BROKEN(n, change) \
  b = hd_campaign_copy (c); \
  change; \
  broken = hd_campaign_invariants_check (b); \
  g_assert_nonnull (broken); \
  g_assert_true (g_str_has_prefix (broken, "invariant " #n ":")); \
  g_free (broken); \
  hd_campaign_free (b);

  EXPECT_BROKEN (40, hd_campaign_find_formation (b, v)->marches_spent = 3);
  EXPECT_BROKEN (41, hd_campaign_find_formation (b, v)->moved_by_sea = TRUE);
  EXPECT_BROKEN (42, b->works[box (b, "Harrisburg")] = 6);
  EXPECT_BROKEN (43, b->marches = 2);
  EXPECT_BROKEN (43, b->march_die = 0);
  EXPECT_BROKEN (44, b->entered[0] = 1);
#undef EXPECT_BROKEN
  /* permanent works stand alone */
  c->works[box (c, "Richmond")] = 24;
  g_assert_null (hd_campaign_invariants_check (c));
}

/* --- random marches: every candidate accepted, the invariants kept --- */

/* The candidates of the players' types (the umpire's editor is tested by
 * the order of battle's tests). */
static GPtrArray *
players_candidates (const HdCampaign *c)
{
  GPtrArray *all = hd_campaign_play_list_candidates (c);

  for (guint i = all->len; i-- > 0;)
    if (hd_campaign_play_lookup_type (hd_campaign_action_get_type_name (all->pdata[i]))->umpire)
      g_ptr_array_remove_index (all, i);
  return all;
}

static void
test_random (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  g_autoptr(GRand) rand = g_rand_new_with_seed (23);
  const char *union_boxes[] = { "Washington", "Pittsburgh", "Cairo", "Fort Monroe", "Baltimore" };
  const char *rebel_boxes[] = { "Richmond", "Manassas Junction", "Memphis", "Nashville", "Norfolk" };
  guint moves = 0, splits = 0, others = 0, armies[2];

  /* the campaign's candidates fill their dice from GLib's random numbers:
   * seeded, so that this test is the same campaign every run */
  g_random_set_seed (1863);

  for (guint i = 0; i < G_N_ELEMENTS (union_boxes); i++)
    {
      add_corps (c, HD_SIDE_UNION, i == 4 ? HD_FORMATION_CAVALRY_CORPS : HD_FORMATION_CORPS, union_boxes[i]);
      add_corps (c, HD_SIDE_CONFEDERATE, i == 4 ? HD_FORMATION_CAVALRY_CORPS : HD_FORMATION_CORPS, rebel_boxes[i]);
    }
  for (guint i = 0; i < 2; i++)
    {
      HdSide side = i == 0 ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE;
      const char *home = i == 0 ? "Washington" : "Richmond";
      guint army = add_formation (c, side, HD_FORMATION_ARMY, "Army", home, HD_CAMPAIGN_NONE);

      armies[i] = army;
      for (guint j = 0; j < 3; j++)
        add_division (c, add_formation (c, side, HD_FORMATION_CORPS, "Corps", home, army), HD_ARM_INFANTRY);
    }
  /* the candidates offer one march to several boxes */
  {
    g_autoptr(GPtrArray) all = NULL;
    guint offered = 0;

    play (c, "march-die die=6");
    playf (c, "allot formation=%u marches=2", armies[0]);
    all = hd_campaign_play_list_candidates (c);
    for (guint i = 0; i < all->len; i++)
      offered += hd_campaign_action_get (all->pdata[i], "split") != NULL;
    g_assert_cmpuint (offered, >, 0);
  }
  hd_campaign_march_begin_turn (c);
  play (c, "set-base side=union number=3");
  play (c, "set-base side=confederate number=2");
  /* the whole campaign from its candidates: every module's, the turn's
   * end-phase included */
  for (guint step = 0; step < 1500; step++)
    {
      g_autoptr(GPtrArray) all = players_candidates (c);
      const HdCampaignAction *a;
      g_autoptr(GError) error = NULL;

      if (all->len == 0)
        {
          /* only the end of the war should leave nothing to do; a
           * Reorganisation Phase that refuses its end for a stand to
           * consolidate that no candidate consolidates is the order of
           * battle's candidates to fill, not a rule of marches */
          {
            g_autoptr(HdCampaignAction) end = hd_campaign_action_new ("end-phase");
            g_autoptr(GError) why = NULL;

            if (!hd_campaign_play_check (c, end, &why))
              g_test_message ("no action left: %s", why->message);
          }
          break;
        }
      a = all->pdata[g_rand_int_range (rand, 0, (gint32) all->len)];
      if (!hd_campaign_play_apply (c, a, &error))
        g_error ("a candidate was refused: %s", error->message);
      g_assert_null (hd_campaign_invariants_check (c));
      if (g_str_equal (hd_campaign_action_get_type_name (a), "move"))
        {
          moves++;
          splits += hd_campaign_action_get (a, "split") != NULL;
        }
      else if (!g_str_equal (hd_campaign_action_get_type_name (a), "allot"))
        others++;
    }
  g_test_message ("%u moves, %u of them split, %u other actions, Game Turn %u", moves, splits, others, c->turn);
  g_assert_cmpuint (moves, >, 30);
}

/* From the July 1861 set-up: the real order of battle marches, seeds of
 * their own, the invariants asserted after every action. */
static void
test_random_setup (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  guint moves = 0, contacts = 0;

  for (guint seed = 1; seed <= 4; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(HdCampaign) c = hd_campaign_setup_new_default (map, &error);
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

      g_assert_no_error (error);
      g_random_set_seed (seed);      /* the candidates' dice, as in test_random */
      play (c, "set-base side=union number=3");
      play (c, "set-base side=confederate number=2");
      for (guint step = 0; step < 400; step++)
        {
          g_autoptr(GPtrArray) all = players_candidates (c);
          const HdCampaignAction *a;
          guint before = c->battles->len;

          if (all->len == 0)
            break;
          a = all->pdata[g_rand_int_range (rand, 0, (gint32) all->len)];
          if (!hd_campaign_play_apply (c, a, &error))
            g_error ("a candidate was refused: %s", error->message);
          g_assert_null (hd_campaign_invariants_check (c));
          if (g_str_equal (hd_campaign_action_get_type_name (a), "move"))
            {
              moves++;
              contacts += c->battles->len > before;
            }
        }
    }
  g_test_message ("%u moves, %u contacts", moves, contacts);
  g_assert_cmpuint (moves, >, 20);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/campaign/march/die", test_die);
  g_test_add_func ("/campaign/march/allot", test_allot);
  g_test_add_func ("/campaign/march/move-chart", test_move_chart);
  g_test_add_func ("/campaign/march/cavalry-leaves", test_cavalry_leaves);
  g_test_add_func ("/campaign/march/potomac", test_potomac);
  g_test_add_func ("/campaign/march/contact", test_contact);
  g_test_add_func ("/campaign/march/garrison-officer", test_garrison_officer);
  g_test_add_func ("/campaign/march/siege-ironclads", test_siege_ironclads);
  g_test_add_func ("/campaign/march/siege-guns", test_siege_guns);
  g_test_add_func ("/campaign/march/jump", test_jump);
  g_test_add_func ("/campaign/march/guns", test_guns);
  g_test_add_func ("/campaign/march/sea", test_sea);
  g_test_add_func ("/campaign/march/invade", test_invade);
  g_test_add_func ("/campaign/march/drop-battalion", test_drop_battalion);
  g_test_add_func ("/campaign/march/guaranteed-invasion", test_guaranteed_invasion);
  g_test_add_func ("/campaign/march/guaranteed-invasion-six", test_guaranteed_invasion_six);
  g_test_add_func ("/campaign/march/entrench", test_entrench);
  g_test_add_func ("/campaign/march/split", test_split);
  g_test_add_func ("/campaign/march/example-chart", test_example_chart);
  g_test_add_func ("/campaign/march/example-entrench", test_example_entrench);
  g_test_add_func ("/campaign/march/queries", test_queries);
  g_test_add_func ("/campaign/march/build-garrison", test_build_garrison);
  g_test_add_func ("/campaign/march/build-sea", test_build_sea);
  g_test_add_func ("/campaign/march/build-refused", test_build_refused);
  g_test_add_func ("/campaign/march/invariants", test_invariants);
  g_test_add_func ("/campaign/march/random", test_random);
  g_test_add_func ("/campaign/march/random-setup", test_random_setup);
  return g_test_run ();
}
