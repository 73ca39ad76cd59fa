/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-campaign-books.c: the Campaign Game's books, each rule both ways
 * and the document's worked examples replayed: army size and maximum
 * with their words (3.2's 33 and 28, 2 and 7 to capture), capture and the
 * cavalry rule (3.3, 3.4, R4), Kentucky (15.1), victory (4.1, 4.2's "28
 * against 27", the end of June 1865), Washington (4.3), recruiting (12.1's
 * "22 in play, maximum 26: four" and "two battles: 2 + 2 = 4", six at
 * most, R12, R20), 12.2's PT and 15.61's upgrades; invariants 30-35
 * broken on purpose. */
#include "config.h"

#include "hd-calendar.h"
#include "hd-campaign-books.h"
#include "hd-campaign-invariants.h"
#include "hd-campaign-play.h"
#include "hd-campaign-private.h"
#include "hd-campaign-recruit.h"
#include "hd-campaign-setup.h"
#include "hd-campaign-turn.h"
#include "hd-campaign-view-private.h"
#include "hd-rules.h"
#include "hd-test-util.h"

static guint
add_formation (HdCampaign     *c,
               HdSide          side,
               HdFormationKind kind,
               guint           box,
               guint           parent)
{
  HdCampaignFormation f = { 0 };

  f.side = side;
  f.kind = kind;
  f.name = (char *) (kind == HD_FORMATION_DIVISION ? "1st Division" : "Test Corps");
  f.commander = (char *) "Someone";
  f.box = box;
  f.parent = parent;
  return hd_campaign_add_formation (c, &f);
}

static void
add_stand (HdCampaign *c,
           guint       formation,
           HdArm       arm,
           guint       sp)
{
  HdCampaignStand s = { 0 };

  s.side = hd_campaign_lookup_formation (c, formation)->side;
  s.formation = formation;
  s.box = HD_CAMPAIGN_NO_BOX;
  s.name = (char *) "Brigade";
  s.arm = arm;
  s.sp = sp;
  s.morale = 4;
  s.flags = HD_STAND_PT;
  hd_campaign_add_stand (c, &s);
}

/* A corps of one brigade of @arm (a cavalry corps for cavalry). */
static guint
add_corps (HdCampaign *c,
           HdSide      side,
           HdArm       arm,
           guint       box)
{
  guint id = add_formation (c, side, arm == HD_ARM_CAVALRY ? HD_FORMATION_CAVALRY_CORPS : HD_FORMATION_CORPS,
                            box, HD_CAMPAIGN_NONE);

  add_stand (c, id, arm, 4);
  return id;
}

/* The start of the campaign: R1's profile (Scranton worth one less), the
 * Confederacy's base 2 (12.1's example) and the Union's given as 2. */
static HdCampaign *
start_campaign (HdMap *map)
{
  HdCampaign *c = hd_campaign_new (map);

  c->settings.base_recruiting[HD_SIDE_UNION] = 2;
  c->settings.base_recruiting[HD_SIDE_CONFEDERATE] = 2;
  c->settings.union_reduced_box = hd_test_box (map, "Scranton");
  return c;
}

static void
apply_ok (HdCampaign *c,
          const char *line)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignAction) a = hd_campaign_action_parse_line (line, &error);

  g_assert_no_error (error);
  hd_campaign_play_apply (c, a, &error);
  g_assert_no_error (error);
  g_assert_null (hd_campaign_invariants_check (c));
}

static void
refused (HdCampaign *c,
         const char *line,
         const char *rule)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignAction) a = hd_campaign_action_parse_line (line, NULL);
  g_autofree char *before = hd_campaign_dump (c);
  g_autofree char *after = NULL;

  g_assert_false (hd_campaign_play_apply (c, a, &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, rule);
  after = hd_campaign_dump (c);
  g_assert_cmpstr (before, ==, after);
}

/* To the end of the player's turn: the march die (the march helper's)
 * set here, then the four phases. */
static void
finish_player_turn (HdCampaign *c)
{
  if (c->phase == HD_PHASE_MOVEMENT && c->march_die == 0)
    {
      c->march_die = 2;
      c->marches = 2;
    }
  while (c->phase != HD_PHASE_MOVEMENT || c->march_die != 0)
    {
      HdSide player = c->player;

      apply_ok (c, "end-phase");
      if (c->player != player || c->phase == HD_PHASE_RECRUITING)
        break;
    }
}

static gboolean
contains (const char *text,
          const char *part)
{
  if (strstr (text, part) == NULL)
    g_test_message ("“%s” not in “%s”", part, text);
  return strstr (text, part) != NULL;
}

/* 3.2: "The Union starts with 33 recruiting cities in its control, with 2
 * additional ones that can be captured and used.  The Confederacy starts
 * with 28 cities, with an additional 6" (7 on our board: section 0's
 * contradiction 2). */
static void
test_maximum_at_start (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = start_campaign (map);
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  g_autoptr(HdCampaignView) view = hd_campaign_view_new (c, umpire);
  g_autofree char *union_words = hd_campaign_view_explain_army_maximum (view, HD_SIDE_UNION);
  g_autofree char *rebel_words = hd_campaign_view_explain_army_maximum (view, HD_SIDE_CONFEDERATE);
  guint capturable[HD_N_SIDES] = { 0 };

  g_assert_cmpuint (hd_campaign_view_get_army_maximum (view, HD_SIDE_UNION), ==, 33);
  g_assert_cmpuint (hd_campaign_view_get_army_maximum (view, HD_SIDE_CONFEDERATE), ==, 28);
  g_assert_true (contains (union_words, "33: "));
  g_assert_true (contains (union_words, "Scranton 2"));
  g_assert_true (contains (union_words, "New York City 4"));
  g_assert_true (contains (rebel_words, "28: "));
  g_assert_true (contains (rebel_words, "Richmond 2"));
  g_assert_true (contains (rebel_words, "Nashville 2"));
  g_assert_true (contains (rebel_words, "Memphis 1"));
  for (guint i = 0; i < hd_map_get_n_boxes (map); i++)
    for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
      if (hd_campaign_books_city_value (c, i, side) > 0 && c->control[i] != side)
        capturable[side] += hd_campaign_books_city_value (c, i, side);
  g_assert_cmpuint (capturable[HD_SIDE_UNION], ==, 2);
  g_assert_cmpuint (capturable[HD_SIDE_CONFEDERATE], ==, 7);
  /* without R1's reduced city the Union has the board's 34 */
  c->settings.union_reduced_box = HD_CAMPAIGN_NO_BOX;
  g_assert_cmpuint (hd_campaign_books_army_maximum (c, HD_SIDE_UNION), ==, 34);
}

/* The July 1861 set-up (the oob helper's): 33 and 28, 12 and 8 corps in
 * play; the Union's base is asked of the umpire first (R20). */
static void
test_default_setup (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaign) c = hd_campaign_setup_new_default (map, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (hd_campaign_books_army_maximum (c, HD_SIDE_UNION), ==, 33);
  g_assert_cmpuint (hd_campaign_books_army_maximum (c, HD_SIDE_CONFEDERATE), ==, 28);
  g_assert_cmpuint (hd_campaign_books_army_size (c, HD_SIDE_UNION), ==, 12);
  g_assert_cmpuint (hd_campaign_books_army_size (c, HD_SIDE_CONFEDERATE), ==, 8);
  g_assert_cmpint (hd_campaign_turn_get_awaited (c).kind, ==, HD_CAMPAIGN_AWAITS_SETUP);
  g_assert_cmpint (hd_campaign_turn_get_awaited (c).side, ==, HD_SIDE_UNION);
  g_assert_null (hd_campaign_invariants_check (c));
}

/* 3.2, 6.11-6.13: a corps counts 1, a field corps 2, a cavalry corps 1 in
 * 1862-63 and 2 from 1864; divisions count with their corps. */
static void
test_army_size (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = start_campaign (map);
  guint box = hd_test_box (map, "Washington");
  guint corps = add_corps (c, HD_SIDE_UNION, HD_ARM_INFANTRY, box);
  g_autofree char *words = NULL;
  g_autofree char *none = hd_campaign_books_explain_army_size (c, HD_SIDE_CONFEDERATE);

  add_stand (c, add_formation (c, HD_SIDE_UNION, HD_FORMATION_DIVISION, box, corps), HD_ARM_INFANTRY, 6);
  add_corps (c, HD_SIDE_UNION, HD_ARM_CAVALRY, box);
  add_stand (c, add_formation (c, HD_SIDE_UNION, HD_FORMATION_FIELD_CORPS, box, HD_CAMPAIGN_NONE),
             HD_ARM_INFANTRY, 6);
  c->turn = hd_calendar_find_turn (12, 1863);
  g_assert_cmpuint (hd_campaign_books_army_size (c, HD_SIDE_UNION), ==, 4);
  c->turn = hd_calendar_find_turn (1, 1864);
  g_assert_cmpuint (hd_campaign_books_army_size (c, HD_SIDE_UNION), ==, 5);
  words = hd_campaign_books_explain_army_size (c, HD_SIDE_UNION);
  g_assert_true (contains (words, "5 units: Test Corps 1, Test Corps 2, Test Corps 2"));
  g_assert_cmpuint (hd_campaign_books_army_size (c, HD_SIDE_CONFEDERATE), ==, 0);
  g_assert_true (contains (none, "Confederacy"));
}

/* 3.3: units that end the turn in a box take it; passing through does
 * nothing; an enemy there prevents it. */
static void
test_capture (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = start_campaign (map);
  guint manassas = hd_test_box (map, "Manassas Junction");
  guint fredericksburg = hd_test_box (map, "Fredericksburg");
  guint corps = add_corps (c, HD_SIDE_UNION, HD_ARM_INFANTRY, manassas);

  add_corps (c, HD_SIDE_UNION, HD_ARM_INFANTRY, fredericksburg);
  add_corps (c, HD_SIDE_CONFEDERATE, HD_ARM_INFANTRY, fredericksburg);
  c->entered[hd_test_box (map, "Gordonsville")] = 1u << HD_SIDE_UNION;
  finish_player_turn (c);
  g_assert_cmpint (c->control[manassas], ==, HD_SIDE_UNION);
  g_assert_false (c->cavalry_held[manassas]);
  g_assert_cmpint (c->control[hd_test_box (map, "Gordonsville")], ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpint (c->control[fredericksburg], ==, HD_SIDE_CONFEDERATE);
  /* held until an enemy unit ends its turn there */
  hd_campaign_find_formation (c, corps)->box = hd_test_box (map, "Washington");
  finish_player_turn (c);
  g_assert_cmpint (c->control[manassas], ==, HD_SIDE_UNION);
  add_corps (c, HD_SIDE_CONFEDERATE, HD_ARM_INFANTRY, manassas);
  finish_player_turn (c);
  finish_player_turn (c);
  g_assert_cmpint (c->control[manassas], ==, HD_SIDE_CONFEDERATE);
}

/* 3.4: cavalry alone holds a box of the enemy's country only while it
 * stays; it retakes its own country's boxes for good; Kentucky's boxes
 * it takes for good (R4); a new unit raised where it holds a friendly
 * city keeps the city. */
static void
test_cavalry (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = start_campaign (map);
  guint manassas = hd_test_box (map, "Manassas Junction");
  guint louisville = hd_test_box (map, "Louisville");
  guint baltimore = hd_test_box (map, "Baltimore");
  guint raider = add_corps (c, HD_SIDE_UNION, HD_ARM_CAVALRY, manassas);
  guint scout = add_corps (c, HD_SIDE_UNION, HD_ARM_CAVALRY, louisville);
  g_autofree char *words = NULL;

  c->control[baltimore] = HD_SIDE_CONFEDERATE;
  add_corps (c, HD_SIDE_UNION, HD_ARM_CAVALRY, baltimore);
  finish_player_turn (c);
  g_assert_cmpint (c->control[manassas], ==, HD_SIDE_UNION);
  g_assert_true (c->cavalry_held[manassas]);
  words = hd_campaign_books_explain_control (c, manassas);
  g_assert_true (contains (words, "Campaign 3.4"));
  g_assert_cmpint (c->control[louisville], ==, HD_SIDE_UNION);
  g_assert_false (c->cavalry_held[louisville]);
  g_assert_cmpint (c->control[baltimore], ==, HD_SIDE_UNION);
  g_assert_false (c->cavalry_held[baltimore]);
  /* an infantry corps joins the cavalry: taken for good */
  add_corps (c, HD_SIDE_UNION, HD_ARM_INFANTRY, manassas);
  finish_player_turn (c);
  finish_player_turn (c);
  g_assert_false (c->cavalry_held[manassas]);
  /* elsewhere the cavalry leaves: the box reverts */
  hd_campaign_find_formation (c, raider)->box = hd_test_box (map, "Front Royal");
  hd_campaign_find_formation (c, scout)->box = hd_test_box (map, "Cincinnati");
  finish_player_turn (c);
  finish_player_turn (c);
  g_assert_true (c->cavalry_held[hd_test_box (map, "Front Royal")]);
  hd_campaign_find_formation (c, raider)->box = hd_test_box (map, "Harper's Ferry");
  finish_player_turn (c);
  g_assert_cmpint (c->control[hd_test_box (map, "Front Royal")], ==, HD_SIDE_CONFEDERATE);
  g_assert_false (c->cavalry_held[hd_test_box (map, "Front Royal")]);
  g_assert_cmpint (c->control[louisville], ==, HD_SIDE_UNION);
}

/* 3.4's exception: a friendly recruiting city in enemy country, held by
 * cavalry, where a new unit is raised, stays held when it leaves. */
static void
test_cavalry_raise (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = start_campaign (map);
  guint knoxville = hd_test_box (map, "Knoxville");
  guint cavalry = add_corps (c, HD_SIDE_UNION, HD_ARM_CAVALRY, knoxville);

  c->turn = hd_calendar_find_turn (10, 1861);
  finish_player_turn (c);
  g_assert_true (c->cavalry_held[knoxville]);
  finish_player_turn (c);
  g_assert_cmpint (c->phase, ==, HD_PHASE_MOVEMENT);
  /* named at the start of November-December's Union Player Turn */
  apply_ok (c, "name-city side=union box=knoxville");
  finish_player_turn (c);
  finish_player_turn (c);
  g_assert_cmpint (c->phase, ==, HD_PHASE_RECRUITING);
  apply_ok (c, "recruit-die die=2");
  apply_ok (c, "raise box=knoxville name=\"XIII Corps\" commander=Burnside dc1=Sturgis dc2=Parke");
  g_assert_false (c->cavalry_held[knoxville]);
  /* everyone leaves Knoxville */
  for (guint i = 0; i < c->formations->len; i++)
    if (g_array_index (c->formations, HdCampaignFormation, i).box == knoxville)
      g_array_index (c->formations, HdCampaignFormation, i).box = hd_test_box (map, "Cumberland Gap");
  g_assert_cmpuint (hd_campaign_lookup_formation (c, cavalry)->box, !=, knoxville);
  apply_ok (c, "end-phase forgo=yes");
  apply_ok (c, "recruit-die die=2");
  apply_ok (c, "end-phase forgo=yes");
  finish_player_turn (c);
  g_assert_cmpint (c->control[knoxville], ==, HD_SIDE_UNION);
}

/* 4.1: the Union wins when it holds the seven cities, Nashville among
 * them (Memphis is not). */
static void
test_union_victory (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = start_campaign (map);
  const char *seven[] = { "New Orleans", "Mobile", "Charleston", "Wilmington", "Richmond", "Atlanta" };
  g_autofree char *needs = NULL;
  g_autofree char *won = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (seven); i++)
    c->control[hd_test_box (map, seven[i])] = HD_SIDE_UNION;
  c->control[hd_test_box (map, "Memphis")] = HD_SIDE_UNION;
  hd_campaign_books_check_victory (c, FALSE);
  g_assert_cmpint (c->winner, ==, HD_SIDE_NEUTRAL);
  needs = hd_campaign_books_explain_victory (c, HD_SIDE_UNION);
  g_assert_true (contains (needs, "holds 6 of the seven"));
  g_assert_true (contains (needs, "Nashville"));
  g_assert_false (hd_campaign_books_is_victory_city (c, hd_test_box (map, "Memphis")));
  add_corps (c, HD_SIDE_UNION, HD_ARM_INFANTRY, hd_test_box (map, "Nashville"));
  finish_player_turn (c);
  g_assert_cmpint (c->winner, ==, HD_SIDE_UNION);
  g_assert_cmpstr (c->win_rule, ==, "Campaign 4.1");
  won = hd_campaign_books_explain_victory (c, HD_SIDE_CONFEDERATE);
  g_assert_true (contains (won, "Campaign 4.1"));
}

/* 4.2 and 4.3: "If the Confederate Army maximum is 28, and the Union Army
 * maximum drops to 27, play ends": Washington taken, its die a 5 (33 less
 * Washington's 1, less 5: 27); with a 4 the Union keeps 28 and play goes
 * on.  A Union recapture gives back only Washington's 1; a second fall
 * rolls again. */
static void
test_washington (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = start_campaign (map);
  g_autoptr(HdCampaign) lucky = NULL;
  guint washington = hd_test_box (map, "Washington");
  guint raiders;
  g_autofree char *words = NULL;

  finish_player_turn (c);
  raiders = add_corps (c, HD_SIDE_CONFEDERATE, HD_ARM_INFANTRY, washington);
  refused (c, "washington-die die=3", "Campaign 4.3");
  finish_player_turn (c);
  g_assert_cmpint (c->control[washington], ==, HD_SIDE_CONFEDERATE);
  g_assert_true (c->washington_die_owed);
  g_assert_cmpint (hd_campaign_turn_get_awaited (c).kind, ==, HD_CAMPAIGN_AWAITS_WASHINGTON_DIE);
  refused (c, "end-phase", "Campaign 4.3");
  refused (c, "washington-die die=7", "Campaign 4.3");
  lucky = hd_campaign_copy (c);
  apply_ok (c, "washington-die die=5");
  g_assert_cmpuint (hd_campaign_books_army_maximum (c, HD_SIDE_UNION), ==, 27);
  g_assert_cmpuint (hd_campaign_books_army_maximum (c, HD_SIDE_CONFEDERATE), ==, 28);
  g_assert_cmpint (c->winner, ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpstr (c->win_rule, ==, "Campaign 4.2");

  apply_ok (lucky, "washington-die die=4");
  g_assert_cmpuint (hd_campaign_books_army_maximum (lucky, HD_SIDE_UNION), ==, 28);
  g_assert_cmpint (lucky->winner, ==, HD_SIDE_NEUTRAL);
  words = hd_campaign_books_explain_army_maximum (lucky, HD_SIDE_UNION);
  g_assert_true (contains (words, "less 4 lost for good"));
  /* the Union retakes it: only Washington's 1 comes back */
  hd_campaign_find_formation (lucky, raiders)->box = hd_test_box (map, "Manassas Junction");
  add_corps (lucky, HD_SIDE_UNION, HD_ARM_INFANTRY, washington);
  finish_player_turn (lucky);
  g_assert_cmpint (lucky->control[washington], ==, HD_SIDE_UNION);
  g_assert_cmpuint (hd_campaign_books_army_maximum (lucky, HD_SIDE_UNION), ==, 29);
  /* a second fall: the die again, a 1 is 1 */
  hd_campaign_remove_stand (lucky, hd_campaign_get_stand (lucky, lucky->stands->len - 1)->id);
  hd_campaign_remove_formation (lucky, hd_campaign_get_formation (lucky, lucky->formations->len - 1)->id);
  hd_campaign_find_formation (lucky, raiders)->box = washington;
  finish_player_turn (lucky);
  g_assert_cmpuint (lucky->washington_falls, ==, 2);
  apply_ok (lucky, "washington-die die=1");
  g_assert_cmpuint (lucky->washington_loss, ==, 5);
  g_assert_cmpuint (hd_campaign_books_army_maximum (lucky, HD_SIDE_UNION), ==, 27);
  g_assert_cmpint (lucky->winner, ==, HD_SIDE_CONFEDERATE);
}

/* 15.1: the side that first sends troops into Kentucky gives the other a
 * battle won for its next Recruiting Phase, once. */
static void
test_kentucky (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = start_campaign (map);

  c->march_die = 3;
  c->marches = 3;
  apply_ok (c, "end-phase");
  g_assert_cmpuint (c->wins->len, ==, 0);
  finish_player_turn (c);
  c->march_die = 3;
  c->marches = 3;
  c->entered[hd_test_box (map, "Bowling Green")] = 1u << HD_SIDE_CONFEDERATE;
  apply_ok (c, "end-phase");
  g_assert_cmpint (c->kentucky_first, ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpuint (c->wins->len, ==, 1);
  g_assert_cmpint (g_array_index (c->wins, HdCampaignWin, 0).side, ==, HD_SIDE_UNION);
  g_assert_cmpuint (hd_campaign_recruit_get_adjusted (c, HD_SIDE_UNION), ==, 3);
  finish_player_turn (c);
  c->march_die = 3;
  c->marches = 3;
  c->entered[hd_test_box (map, "Louisville")] = 1u << HD_SIDE_UNION;
  apply_ok (c, "end-phase");
  g_assert_cmpuint (c->wins->len, ==, 1);
}

static void
add_win (HdCampaign *c,
         HdSide      side,
         guint       box)
{
  HdCampaignWin w = { side, c->turn, box, HD_WIN_TABLE, FALSE };

  g_array_append_val (c->wins, w);
}

/* 12.1: "If the number of units in play was 22, and the Army Maximum
 * number was 26, then the largest number of reinforcements that could be
 * raised this turn would be four"; "If the Confederacy had won two
 * battles ..., they would add two to their Recruiting Number of 2 for a
 * total of four"; the die caps it (a 1 counts 2); never more than six. */
static void
test_cap (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = start_campaign (map);
  guint richmond = hd_test_box (map, "Richmond");
  g_autoptr(GPtrArray) wins = NULL;
  g_autofree char *words = NULL;
  g_autofree char *arn = NULL;

  for (guint i = 0; i < 22; i++)
    add_corps (c, HD_SIDE_UNION, HD_ARM_INFANTRY, hd_test_box (map, "Washington"));
  c->washington_falls = 2;
  c->washington_loss = 7;
  g_assert_cmpuint (hd_campaign_books_army_maximum (c, HD_SIDE_UNION), ==, 26);
  c->settings.base_recruiting[HD_SIDE_UNION] = 6;
  g_assert_cmpuint (hd_campaign_recruit_get_room (c, HD_SIDE_UNION), ==, 4);
  g_assert_cmpuint (hd_campaign_recruit_get_cap (c, HD_SIDE_UNION), ==, 4);

  add_win (c, HD_SIDE_CONFEDERATE, hd_test_box (map, "Manassas Junction"));
  add_win (c, HD_SIDE_CONFEDERATE, hd_test_box (map, "Harper's Ferry"));
  g_assert_cmpuint (hd_campaign_recruit_get_adjusted (c, HD_SIDE_CONFEDERATE), ==, 4);
  arn = hd_campaign_recruit_explain_adjusted (c, HD_SIDE_CONFEDERATE);
  g_assert_true (contains (arn, "4: the Base Recruiting Number 2 and 2 battles won"));
  wins = hd_campaign_recruit_list_wins (c, HD_SIDE_CONFEDERATE);
  g_assert_cmpuint (wins->len, ==, 2);
  g_assert_true (contains (wins->pdata[0], "Manassas Junction in 07/1861"));
  c->turn = hd_calendar_find_turn (9, 1861);
  c->phase = HD_PHASE_RECRUITING;
  c->player = HD_SIDE_CONFEDERATE;
  g_assert_cmpuint (hd_campaign_recruit_get_cap (c, HD_SIDE_CONFEDERATE), ==, 4);
  c->recruit_die = 6;
  g_assert_cmpuint (hd_campaign_recruit_get_cap (c, HD_SIDE_CONFEDERATE), ==, 4);
  c->recruit_die = 1;
  g_assert_cmpuint (hd_campaign_recruit_get_cap (c, HD_SIDE_CONFEDERATE), ==, 2);
  words = hd_campaign_recruit_explain_cap (c, HD_SIDE_CONFEDERATE);
  g_assert_true (contains (words, "At most 2 corps"));
  g_assert_true (contains (words, "the die 1 counting 2"));
  /* never more than six */
  c->recruit_die = 6;
  c->settings.base_recruiting[HD_SIDE_CONFEDERATE] = 6;
  add_win (c, HD_SIDE_CONFEDERATE, richmond);
  g_assert_cmpuint (hd_campaign_recruit_get_adjusted (c, HD_SIDE_CONFEDERATE), ==, 9);
  g_assert_cmpuint (hd_campaign_recruit_get_cap (c, HD_SIDE_CONFEDERATE), ==, 6);
  /* counted by the Recruiting Phase, the battles are used up (R13) */
  hd_campaign_recruit_end_phase (c);
  g_assert_cmpuint (hd_campaign_recruit_get_adjusted (c, HD_SIDE_CONFEDERATE), ==, 6);
}

/* Into the Union's Recruiting Phase of @month 1861 or later, @cities
 * named at the start of its Player Turn. */
static void
to_recruiting (HdCampaign        *c,
               guint              turn,
               const char *const *cities)
{
  while (c->phase == HD_PHASE_RECRUITING)
    {
      if (c->recruit_die == 0)
        apply_ok (c, "recruit-die die=2");
      apply_ok (c, "end-phase forgo=yes");
    }
  c->turn = turn;
  for (guint i = 0; cities != NULL && cities[i] != NULL; i++)
    {
      g_autofree char *line = g_strdup_printf ("name-city side=union box=%s", cities[i]);

      apply_ok (c, line);
    }
  finish_player_turn (c);
  finish_player_turn (c);
  g_assert_cmpint (c->phase, ==, HD_PHASE_RECRUITING);
}

/* 12.1's cities: named at the beginning of the Player Turn of a recruiting
 * month, the side's own and held, once each, six at most. */
static void
test_name_city (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = start_campaign (map);
  const char *six[] = { "chicago", "st-louis", "new-york-city", "philadelphia", "pittsburgh", "cleveland" };

  refused (c, "name-city side=union box=chicago", "Campaign 12.1");
  c->turn = hd_calendar_find_turn (9, 1861);
  {
    g_autoptr(GArray) open = hd_campaign_recruit_list_nameable (c);

    g_assert_true (hd_test_contains (open, hd_test_box (map, "Chicago")));
    g_assert_false (hd_test_contains (open, hd_test_box (map, "Richmond")));
  }
  refused (c, "name-city side=confederate box=richmond", "Campaign 5");
  refused (c, "name-city side=union box=richmond", "Campaign 12.1");
  refused (c, "name-city side=union box=harpers-ferry", "Campaign 12.1");
  c->control[hd_test_box (map, "Baltimore")] = HD_SIDE_CONFEDERATE;
  refused (c, "name-city side=union box=baltimore", "Campaign 12.1");
  for (guint i = 0; i < G_N_ELEMENTS (six); i++)
    {
      g_autofree char *line = g_strdup_printf ("name-city side=union box=%s", six[i]);

      apply_ok (c, line);
    }
  refused (c, "name-city side=union box=chicago", "Campaign 12.1");
  refused (c, "name-city side=union box=washington", "Campaign 12.1");
  {
    g_autoptr(GArray) none = hd_campaign_recruit_list_nameable (c);

    g_assert_cmpuint (none->len, ==, 0);
  }
  c->march_die = 2;
  c->marches = 2;
  c->recruit_cities[hd_test_box (map, "cleveland")] = 0;
  refused (c, "name-city side=union box=cleveland", "Campaign 12.1");
}

/* 12.1: corps raised at the cities named, one each, up to the cap, of the
 * year's organisation; R20: not before the base is given; a lost city
 * moves its corps to the nearest free recruiting city (R12). */
static void
test_raise (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = start_campaign (map);
  const char *cities[] = { "chicago", "cincinnati", NULL };
  guint before;

  c->settings.base_recruiting[HD_SIDE_UNION] = 0;
  to_recruiting (c, hd_calendar_find_turn (3, 1862), cities);
  refused (c, "recruit-die die=3", "Campaign 12.1");
  refused (c, "end-phase", "Campaign 12.1");
  g_assert_cmpint (hd_campaign_turn_get_awaited (c).kind, ==, HD_CAMPAIGN_AWAITS_SETUP);
  apply_ok (c, "set-base side=union number=2");
  refused (c, "set-base side=union number=7", "Campaign 12.1");
  refused (c, "raise box=chicago name=\"X Corps\" commander=Grant", "Campaign 12.1");
  apply_ok (c, "recruit-die die=6");
  refused (c, "recruit-die die=6", "Campaign 12.1");
  refused (c, "raise box=new-york-city name=\"X Corps\" commander=Grant", "Campaign 12.1");
  before = c->formations->len;
  apply_ok (c, "raise box=chicago name=\"X Corps\" commander=Grant");
  g_assert_cmpuint (c->formations->len, ==, before + 3);
  /* Appendix I after January-February 1862: corps artillery 3-5 R-F */
  g_assert_cmpuint (hd_campaign_get_stand (c, c->stands->len - 1)->raised_turn, ==, c->turn);
  refused (c, "raise box=chicago name=\"XI Corps\" commander=Sigel", "Campaign 12.1");
  /* Cincinnati lost: the nearest free recruiting city instead (R12) */
  c->control[hd_test_box (map, "Cincinnati")] = HD_SIDE_CONFEDERATE;
  {
    g_autoptr(GArray) places = hd_campaign_recruit_list_raise_boxes (c);

    /* Indianapolis, Columbus, Charleston (W.Va.) and Fort Wayne, two lines away */
    g_assert_cmpuint (places->len, ==, 4);
    g_assert_true (hd_test_contains (places, hd_test_box (map, "Columbus")));
    g_assert_true (hd_test_contains (places, hd_test_box (map, "Fort Wayne")));
  }
  refused (c, "raise box=cincinnati name=\"XI Corps\" commander=Sigel", "Campaign 12.1");
  refused (c, "raise box=new-york-city name=\"XI Corps\" commander=Sigel", "Campaign 12.1");
  apply_ok (c, "raise box=columbus name=\"XI Corps\" commander=Sigel");
  /* the cap: base 2, no battles won */
  g_assert_cmpuint (hd_campaign_recruit_get_left (c), ==, 0);
  refused (c, "raise box=indianapolis name=\"XII Corps\" commander=Banks", "Campaign 12.1");
  apply_ok (c, "end-phase");
  g_assert_cmpint (c->player, ==, HD_SIDE_CONFEDERATE);
}

/* 12.1's example raised one corps after another: four of room (the
 * example's 22 in play under 26; here 29 under the Union's 33, since 26
 * would lose the war to the Confederacy's 28, 4.2), so four corps, each
 * counted once in the grown army (not taken off the room a second time);
 * the fifth is refused. */
static void
test_raise_four (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = start_campaign (map);
  const char *cities[] = { "chicago", "cincinnati", "new-york-city", "philadelphia", "pittsburgh", NULL };
  const char *raise[] = {
    "raise box=chicago name=\"X Corps\" commander=Grant",
    "raise box=cincinnati name=\"XI Corps\" commander=Sigel",
    "raise box=new-york-city name=\"XII Corps\" commander=Banks",
    "raise box=philadelphia name=\"XIII Corps\" commander=Burnside",
  };
  g_autofree char *words = NULL;

  for (guint i = 0; i < 29; i++)
    add_corps (c, HD_SIDE_UNION, HD_ARM_INFANTRY, hd_test_box (map, "Washington"));
  c->settings.base_recruiting[HD_SIDE_UNION] = 6;
  to_recruiting (c, hd_calendar_find_turn (3, 1862), cities);
  g_assert_cmpuint (hd_campaign_books_army_maximum (c, HD_SIDE_UNION), ==, 33);
  g_assert_cmpuint (hd_campaign_books_army_size (c, HD_SIDE_UNION), ==, 29);
  apply_ok (c, "recruit-die die=6");
  for (guint i = 0; i < G_N_ELEMENTS (raise); i++)
    {
      g_assert_cmpuint (hd_campaign_recruit_get_left (c), ==, 4 - i);
      g_assert_cmpuint (hd_campaign_recruit_get_cap (c, HD_SIDE_UNION), ==, 4);
      apply_ok (c, raise[i]);
    }
  g_assert_cmpuint (hd_campaign_books_army_size (c, HD_SIDE_UNION), ==, 33);
  g_assert_cmpuint (hd_campaign_recruit_get_left (c), ==, 0);
  words = hd_campaign_recruit_explain_cap (c, HD_SIDE_UNION);
  g_assert_true (contains (words, "At most 4 corps: 4 raised already and room for 0 more"));
  refused (c, "raise box=pittsburgh name=\"XIV Corps\" commander=Thomas", "Campaign 12.1");
}

static gboolean
has_stand_named (const HdCampaign *c,
                 guint             corps,
                 const char       *name,
                 guint             sp,
                 guint             morale)
{
  g_autoptr(GArray) ids = hd_campaign_list_stands_of (c, corps);

  for (guint i = 0; i < ids->len; i++)
    {
      const HdCampaignStand *s = hd_campaign_lookup_stand (c, g_array_index (ids, guint, i));

      if (g_str_equal (s->name, name) && s->sp == sp && s->morale == morale)
        return TRUE;
    }
  return FALSE;
}

/* 15.61: in September 1861 the first Union corps raised in Washington gets
 * the 1st and 2nd US Sharpshooters, the first Confederate corps raised in
 * the east Hood's Texans; a second eastern corps gets nothing. */
static void
test_one_time_upgrades (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = start_campaign (map);
  const char *cities[] = { "washington", NULL };
  guint corps;
  g_autoptr(GArray) ss = NULL;

  to_recruiting (c, hd_calendar_find_turn (9, 1861), cities);
  apply_ok (c, "recruit-die die=3");
  apply_ok (c, "raise box=washington name=\"II Corps\" commander=Heintzelman");
  corps = hd_campaign_get_formation (c, c->formations->len - 3)->id;
  ss = hd_campaign_list_stands_of (c, corps);
  g_assert_true (has_stand_named (c, corps, "1st US Sharpshooters", 1, 5));
  g_assert_true (has_stand_named (c, corps, "2nd US Sharpshooters", 1, 5));
  g_assert_cmpuint (ss->len, ==, 4);
  apply_ok (c, "end-phase");
  /* the Confederacy named Richmond and Petersburg in its turn */
  c->recruit_cities[hd_test_box (map, "Richmond")] = 1u << HD_SIDE_CONFEDERATE;
  c->recruit_cities[hd_test_box (map, "Petersburg")] = 1u << HD_SIDE_CONFEDERATE;
  apply_ok (c, "recruit-die die=4");
  apply_ok (c, "raise box=richmond name=\"Longstreet's Corps\" commander=Longstreet");
  corps = hd_campaign_get_formation (c, c->formations->len - 3)->id;
  g_assert_true (has_stand_named (c, corps, "Hood’s Texans", 6, 5));
  g_assert_true (hd_campaign_lookup_stand (c, hd_campaign_get_stand (c, c->stands->len - 1)->id)->flags
                 & HD_STAND_SHOCK);
  apply_ok (c, "raise box=petersburg name=\"Hill's Corps\" commander=Hill");
  corps = hd_campaign_get_formation (c, c->formations->len - 3)->id;
  g_assert_false (has_stand_named (c, corps, "Hood’s Texans", 6, 5));
}

/* 12.2: the starting units lose PT at the end of November-December 1861;
 * units raised in September lose it at the end of March, not before. */
static void
test_pt (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = start_campaign (map);
  guint old = add_corps (c, HD_SIDE_UNION, HD_ARM_INFANTRY, hd_test_box (map, "Washington"));
  guint young = add_corps (c, HD_SIDE_UNION, HD_ARM_INFANTRY, hd_test_box (map, "Chicago"));
  HdCampaignStand *recruit = hd_campaign_find_stand (c, hd_campaign_get_stand (c, 1)->id);

  recruit->raised_turn = hd_calendar_find_turn (9, 1861);
  to_recruiting (c, hd_calendar_find_turn (9, 1861), NULL);
  g_assert_true (hd_campaign_get_stand (c, 0)->flags & HD_STAND_PT);
  to_recruiting (c, hd_calendar_find_turn (11, 1861), NULL);
  g_assert_false (hd_campaign_get_stand (c, 0)->flags & HD_STAND_PT);
  g_assert_true (hd_campaign_get_stand (c, 1)->flags & HD_STAND_PT);
  to_recruiting (c, hd_calendar_find_turn (3, 1862), NULL);
  g_assert_false (hd_campaign_get_stand (c, 1)->flags & HD_STAND_PT);
  g_assert_cmpuint (old, !=, young);
}

static guint
add_battalion (HdCampaign *c,
               guint       formation,
               HdGun       gun)
{
  HdCampaignStand s = { 0 };

  s.side = hd_campaign_lookup_formation (c, formation)->side;
  s.formation = formation;
  s.box = HD_CAMPAIGN_NO_BOX;
  s.name = (char *) "Battalion";
  s.arm = HD_ARM_ARTILLERY;
  s.gun = gun;
  s.sp = 2;
  s.morale = 5;
  return hd_campaign_add_stand (c, &s);
}

/* 12.3: from March 1862 the Union, from June 1862 the Confederacy,
 * upgrade one battalion a corps each Recruiting Phase to SB-H or R-F;
 * horse artillery keeps field guns (6.31). */
static void
test_upgrade_guns (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = start_campaign (map);
  guint box = hd_test_box (map, "Washington");
  guint first = add_corps (c, HD_SIDE_UNION, HD_ARM_INFANTRY, box);
  guint second = add_corps (c, HD_SIDE_UNION, HD_ARM_INFANTRY, box);
  guint horse = add_corps (c, HD_SIDE_UNION, HD_ARM_CAVALRY, box);
  guint a = add_battalion (c, first, HD_GUN_SB_F);
  guint b = add_battalion (c, add_formation (c, HD_SIDE_UNION, HD_FORMATION_DIVISION, box, first), HD_GUN_SB_F);
  guint d = add_battalion (c, second, HD_GUN_R_F);
  guint h = add_battalion (c, horse, HD_GUN_SB_F);
  guint rebel = add_battalion (c, add_corps (c, HD_SIDE_CONFEDERATE, HD_ARM_INFANTRY, hd_test_box (map, "Richmond")),
                               HD_GUN_SB_F);
  g_autofree char *line = NULL;
  HdCampaign *b2;
  char *broken;

  to_recruiting (c, hd_calendar_find_turn (12, 1861), NULL);
  line = g_strdup_printf ("upgrade-guns stand=%u gun=r-f", a);
  refused (c, line, "Campaign 12.3");
  to_recruiting (c, hd_calendar_find_turn (3, 1862), NULL);
  apply_ok (c, line);
  g_assert_cmpint (hd_campaign_lookup_stand (c, a)->gun, ==, HD_GUN_R_F);
  g_assert_true (hd_campaign_recruit_is_guns_upgraded (c, first));
  g_free (line);
  line = g_strdup_printf ("upgrade-guns stand=%u gun=sb-h", b);
  refused (c, line, "Campaign 12.3");
  g_free (line);
  line = g_strdup_printf ("upgrade-guns stand=%u gun=r-f", d);
  refused (c, line, "Campaign 12.3");
  g_free (line);
  line = g_strdup_printf ("upgrade-guns stand=%u gun=sg-r", d);
  refused (c, line, "Campaign 12.3");
  g_free (line);
  line = g_strdup_printf ("upgrade-guns stand=%u gun=sb-h", h);
  refused (c, line, "Campaign 6.31");
  g_free (line);
  line = g_strdup_printf ("upgrade-guns stand=%u gun=sb-h", d);
  apply_ok (c, line);
  b2 = hd_campaign_copy (c);
  b2->phase = HD_PHASE_MOVEMENT;
  b2->recruit_die = 0;
  broken = hd_campaign_invariants_check (b2);
  g_assert_nonnull (broken);
  g_assert_true (g_str_has_prefix (broken, "invariant 37:"));
  g_free (broken);
  hd_campaign_free (b2);
  apply_ok (c, "recruit-die die=2");
  apply_ok (c, "end-phase forgo=yes");
  g_assert_cmpint (c->player, ==, HD_SIDE_CONFEDERATE);
  g_assert_false (hd_campaign_recruit_is_guns_upgraded (c, first));
  g_free (line);
  line = g_strdup_printf ("upgrade-guns stand=%u gun=r-f", rebel);
  refused (c, line, "Campaign 12.3");
  to_recruiting (c, hd_calendar_find_turn (6, 1862), NULL);
  apply_ok (c, "recruit-die die=2");
  apply_ok (c, "end-phase forgo=yes");
  apply_ok (c, line);
}

static guint
last_corps (const HdCampaign *c)
{
  return hd_campaign_get_formation (c, c->formations->len - 3)->id;
}

static void apply_for (HdCampaign *c,
                       const char *rule,
                       const char *format,
                       ...) G_GNUC_PRINTF (3, 4);

/* The action @format words, taken (@rule NULL) or refused under @rule. */
static void
apply_for (HdCampaign *c,
           const char *rule,
           const char *format,
           ...)
{
  g_autofree char *line = NULL;
  va_list args;

  va_start (args, format);
  line = g_strdup_vprintf (format, args);
  va_end (args);
  if (rule == NULL)
    apply_ok (c, line);
  else
    refused (c, line, rule);
}

/* 15.62: up to two recurring upgrades a Recruiting Phase in 1861, to
 * corps as they are raised: a Union corps' cavalry brigade, a Confederate
 * corps' battalion, each only where none is present. */
static void
test_upgrade_corps (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = start_campaign (map);
  const char *cities[] = { "chicago", "st-louis", "new-york-city", NULL };
  guint old = add_corps (c, HD_SIDE_UNION, HD_ARM_INFANTRY, hd_test_box (map, "Washington"));
  guint first, second;

  c->settings.base_recruiting[HD_SIDE_UNION] = 6;
  to_recruiting (c, hd_calendar_find_turn (9, 1861), cities);
  apply_ok (c, "recruit-die die=6");
  apply_ok (c, "raise box=chicago name=\"X Corps\" commander=Grant");
  first = last_corps (c);
  apply_ok (c, "raise box=st-louis name=\"XI Corps\" commander=Sigel");
  second = last_corps (c);
  apply_ok (c, "raise box=new-york-city name=\"XIII Corps\" commander=Dix");
  apply_for (c, "Campaign 15.62", "upgrade-corps corps=%u", old);
  apply_for (c, NULL, "upgrade-corps corps=%u", first);
  g_assert_true (has_stand_named (c, first, "Corps Cavalry", 3, 4));
  g_assert_false (hd_campaign_lookup_stand (c, hd_campaign_get_stand (c, c->stands->len - 1)->id)->flags
                  & HD_STAND_PT);
  apply_for (c, "Campaign 15.62", "upgrade-corps corps=%u", first);
  apply_for (c, NULL, "upgrade-corps corps=%u", second);
  apply_for (c, "Campaign 15.62", "upgrade-corps corps=%u", last_corps (c));
  apply_ok (c, "end-phase forgo=yes");
  c->recruit_cities[hd_test_box (map, "Richmond")] = 1u << HD_SIDE_CONFEDERATE;
  apply_ok (c, "recruit-die die=3");
  apply_ok (c, "raise box=richmond name=\"Longstreet's Corps\" commander=Longstreet");
  apply_for (c, "Campaign 15.62", "upgrade-corps corps=%u", last_corps (c));
  apply_for (c, NULL, "upgrade-corps corps=%u gun=sb-h", last_corps (c));
  g_assert_cmpint (hd_campaign_get_stand (c, c->stands->len - 1)->gun, ==, HD_GUN_SB_H);
  apply_for (c, "Campaign 15.62", "upgrade-corps corps=%u gun=r-f", last_corps (c));
  /* 1862: no more */
  to_recruiting (c, hd_calendar_find_turn (3, 1862), NULL);
  apply_for (c, "Campaign 15.62", "upgrade-corps corps=%u", first);
}

/* The umpire's view answers every question of the books from its own
 * position, with the same figures and words as the books. */
static void
test_view (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = start_campaign (map);
  g_autoptr(HdCampaignViewer) umpire = NULL;
  g_autoptr(HdCampaignView) view = NULL;
  g_autoptr(GPtrArray) wins = NULL;
  guint richmond = hd_test_box (map, "Richmond");
  guint manassas = hd_test_box (map, "Manassas Junction");
  const char *cities[] = { "chicago", NULL };
  g_autofree char *size = NULL;
  g_autofree char *victory = NULL;
  g_autofree char *control = NULL;
  g_autofree char *adjusted = NULL;
  g_autofree char *cap = NULL;

  add_corps (c, HD_SIDE_UNION, HD_ARM_CAVALRY, manassas);
  add_win (c, HD_SIDE_UNION, richmond);
  to_recruiting (c, hd_calendar_find_turn (9, 1861), cities);
  apply_ok (c, "recruit-die die=4");
  umpire = hd_campaign_viewer_new_umpire ();
  view = hd_campaign_view_new (c, umpire);
  g_assert_cmpuint (hd_campaign_view_get_army_size (view, HD_SIDE_UNION), ==, 1);
  size = hd_campaign_view_explain_army_size (view, HD_SIDE_UNION);
  g_assert_true (contains (size, "1 unit: Test Corps 1"));
  g_assert_cmpuint (hd_campaign_view_get_city_value (view, richmond, HD_SIDE_CONFEDERATE), ==, 2);
  g_assert_true (hd_campaign_view_is_victory_city (view, richmond));
  g_assert_cmpuint (hd_campaign_view_count_victory_cities (view, HD_SIDE_CONFEDERATE), ==, 7);
  victory = hd_campaign_view_explain_victory (view, HD_SIDE_CONFEDERATE);
  g_assert_true (contains (victory, "28 against 33"));
  g_assert_true (hd_campaign_view_is_cavalry_held (view, manassas));
  control = hd_campaign_view_explain_control (view, manassas);
  g_assert_true (contains (control, "cavalry alone"));
  g_assert_cmpuint (hd_campaign_view_get_base_recruiting (view, HD_SIDE_UNION), ==, 2);
  g_assert_cmpuint (hd_campaign_view_get_adjusted_recruiting (view, HD_SIDE_UNION), ==, 3);
  adjusted = hd_campaign_view_explain_adjusted_recruiting (view, HD_SIDE_UNION);
  g_assert_true (contains (adjusted, "3: the Base Recruiting Number 2 and 1 battle won"));
  wins = hd_campaign_view_list_recruiting_wins (view, HD_SIDE_UNION);
  g_assert_cmpuint (wins->len, ==, 1);
  g_assert_true (contains (wins->pdata[0], "Richmond"));
  g_assert_cmpuint (hd_campaign_view_get_recruiting_cap (view, HD_SIDE_UNION), ==, 3);
  cap = hd_campaign_view_explain_recruiting_cap (view, HD_SIDE_UNION);
  g_assert_true (contains (cap, "At most 3 corps: 32 of room (army maximum 33, army size 1)"));
  g_assert_cmpuint (hd_campaign_view_get_recruits_left (view), ==, 3);
  g_assert_true (hd_campaign_view_is_city_named (view, hd_test_box (map, "Chicago"), HD_SIDE_UNION));
  g_assert_false (hd_campaign_view_is_city_named (view, richmond, HD_SIDE_UNION));
}

/* Invariants 30-35, each broken on purpose. */
static void
test_invariants (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = start_campaign (map);
  HdCampaign *b;
  char *broken;

  add_win (c, HD_SIDE_UNION, hd_test_box (map, "Richmond"));
  g_assert_null (hd_campaign_invariants_check (c));

#define EXPECT_BROKEN(n, change) \
  b = hd_campaign_copy (c); \
  change; \
  broken = hd_campaign_invariants_check (b); \
  g_assert_nonnull (broken); \
  g_assert_true (g_str_has_prefix (broken, "invariant " #n ":")); \
  g_free (broken); \
  hd_campaign_free (b);

  EXPECT_BROKEN (30, b->winner = HD_SIDE_UNION);
  EXPECT_BROKEN (30, b->win_rule = g_strdup ("Campaign 4.1"));
  EXPECT_BROKEN (31, b->washington_loss = 3);
  EXPECT_BROKEN (31, b->washington_falls = 1; b->washington_loss = 7);
  EXPECT_BROKEN (31, b->washington_die_owed = TRUE);
  EXPECT_BROKEN (32, g_array_index (b->wins, HdCampaignWin, 0).turn = 2);
  EXPECT_BROKEN (32, g_array_index (b->wins, HdCampaignWin, 0).side = HD_SIDE_NEUTRAL);
  EXPECT_BROKEN (32, g_array_index (b->wins, HdCampaignWin, 0).box = HD_CAMPAIGN_NO_BOX);
  EXPECT_BROKEN (32, b->kentucky_first = HD_SIDE_UNION);
  EXPECT_BROKEN (32, g_array_index (b->wins, HdCampaignWin, 0).kind = HD_WIN_KENTUCKY;
                 g_array_index (b->wins, HdCampaignWin, 0).box = HD_CAMPAIGN_NO_BOX;
                 b->kentucky_first = HD_SIDE_UNION);
  EXPECT_BROKEN (33, b->recruit_die = 3);
  EXPECT_BROKEN (33, b->corps_upgraded = 1);
  EXPECT_BROKEN (33, b->turn = 3; b->phase = HD_PHASE_RECRUITING; b->recruit_die = 2; b->recruited = 3);
  EXPECT_BROKEN (34, b->turn = 3; b->recruit_cities[hd_test_box (map, "Richmond")] = 1u << HD_SIDE_UNION);
  EXPECT_BROKEN (34, b->recruit_cities[hd_test_box (map, "Chicago")] = 1u << HD_SIDE_UNION);
  EXPECT_BROKEN (35, b->settings.base_recruiting[HD_SIDE_UNION] = 7);
  EXPECT_BROKEN (35, b->settings.union_reduced_box = hd_test_box (map, "Richmond"));
#undef EXPECT_BROKEN
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/campaign/books/maximum-at-start", test_maximum_at_start);
  g_test_add_func ("/campaign/books/default-setup", test_default_setup);
  g_test_add_func ("/campaign/books/army-size", test_army_size);
  g_test_add_func ("/campaign/books/capture", test_capture);
  g_test_add_func ("/campaign/books/cavalry", test_cavalry);
  g_test_add_func ("/campaign/books/cavalry-raise", test_cavalry_raise);
  g_test_add_func ("/campaign/books/union-victory", test_union_victory);
  g_test_add_func ("/campaign/books/washington", test_washington);
  g_test_add_func ("/campaign/books/kentucky", test_kentucky);
  g_test_add_func ("/campaign/recruit/cap", test_cap);
  g_test_add_func ("/campaign/recruit/name-city", test_name_city);
  g_test_add_func ("/campaign/recruit/raise", test_raise);
  g_test_add_func ("/campaign/recruit/raise-four", test_raise_four);
  g_test_add_func ("/campaign/recruit/one-time-upgrades", test_one_time_upgrades);
  g_test_add_func ("/campaign/recruit/pt", test_pt);
  g_test_add_func ("/campaign/recruit/upgrade-guns", test_upgrade_guns);
  g_test_add_func ("/campaign/recruit/upgrade-corps", test_upgrade_corps);
  g_test_add_func ("/campaign/books/view", test_view);
  g_test_add_func ("/campaign/books/invariants", test_invariants);
  return g_test_run ();
}
