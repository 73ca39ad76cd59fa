/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-campaign-intel.c: the Campaign Game's intelligence reports, each
 * rule both ways (Campaign 8, 8.11-8.13, 8.21-8.25, 15.7): the levels
 * each source gives and the screens that lower them, next door and two
 * boxes away; the sympathisers of each side; the blockade list and its
 * Complete port, refused outside their months; the campaign document's
 * Complete and Detailed examples replayed; the ledger written at the
 * start of a Player Turn and on contact, older reports kept; nothing a
 * report's level forbids in it; a president's view (Campaign 2.1,
 * hd-campaign-fog.h): his own forces and reports, none of the enemy's
 * records, secrets or actions. */
#include "config.h"

#include "hd-calendar.h"
#include "hd-campaign-game.h"
#include "hd-campaign-intel.h"
#include "hd-campaign-invariants.h"
#include "hd-campaign-play.h"
#include "hd-campaign-private.h"
#include "hd-campaign-setup.h"
#include "hd-campaign-view-private.h"
#include "hd-rules.h"
#include "hd-test-util.h"

/* --- building positions --- */

static guint
add_formation (HdCampaign     *c,
               HdSide          side,
               HdFormationKind kind,
               const char     *name,
               const char     *commander,
               const char     *box,
               guint           parent)
{
  HdCampaignFormation f = { 0 };

  f.side = side;
  f.kind = kind;
  f.name = (char *) name;
  f.commander = (char *) commander;
  f.parent = parent;
  f.box = hd_test_box (c->map, box);
  return hd_campaign_add_formation (c, &f);
}

static void
add_stands (HdCampaign *c,
            guint       formation,
            guint       n,
            HdArm       arm,
            guint       sp,
            guint       morale,
            guint       flags)
{
  const HdCampaignFormation *f = hd_campaign_lookup_formation (c, formation);

  for (guint i = 0; i < n; i++)
    {
      HdCampaignStand s = { 0 };

      s.side = f->side;
      s.formation = formation;
      s.box = HD_CAMPAIGN_NO_BOX;
      s.name = (char *) "Brigade";
      s.arm = arm;
      s.gun = arm == HD_ARM_ARTILLERY ? HD_GUN_R_F : HD_GUN_NONE;
      s.sp = sp;
      s.sp_start = sp;
      s.morale = morale;
      s.flags = flags;
      hd_campaign_add_stand (c, &s);
    }
}

/* A corps in @box with one infantry division of three brigades. */
static guint
add_corps (HdCampaign *c,
           HdSide      side,
           const char *box)
{
  guint corps = add_formation (c, side, HD_FORMATION_CORPS, "V Corps", "Porter", box, HD_CAMPAIGN_NONE);
  guint division = add_formation (c, side, HD_FORMATION_DIVISION, "1st Division", "Morell", box, corps);

  add_stands (c, division, 3, HD_ARM_INFANTRY, 6, 4, 0);
  return corps;
}

/* A cavalry division of @brigades 2-4 brigades (8 scouting points each)
 * in @corps. */
static guint
add_cavalry_division (HdCampaign *c,
                      guint       corps,
                      guint       brigades)
{
  const HdCampaignFormation *p = hd_campaign_lookup_formation (c, corps);
  guint division = add_formation (c, p->side, HD_FORMATION_DIVISION, "Cavalry Division", "Stuart",
                                  hd_map_get_box (c->map, p->box)->id, corps);

  add_stands (c, division, brigades, HD_ARM_CAVALRY, 2, 4, 0);
  return division;
}

static HdCampaignIntelLevel
level_at (HdCampaign *c,
          HdSide      side,
          const char *box)
{
  g_autoptr(HdCampaignReport) r = hd_campaign_intel_make_report (c, side, hd_test_box (c->map, box));

  return r != NULL ? r->level : HD_INTEL_NONE;
}

static HdCampaign *
new_campaign (HdMap *map)
{
  return hd_campaign_new (map);
}

/* --- 8.21 --- */

static void
test_plain_corps (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint rebels;

  add_corps (c, HD_SIDE_UNION, "bowling-green");
  rebels = add_corps (c, HD_SIDE_CONFEDERATE, "nashville");
  /* a Complete report on the box next door */
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "nashville"), ==, HD_INTEL_COMPLETE);
  /* nothing two boxes away: no cavalry */
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "murfreesboro"), ==, HD_INTEL_NONE);
  /* an enemy cavalry brigade there makes it Fragmentary */
  add_stands (c, g_array_index (hd_campaign_list_children (c, rebels), guint, 0), 1, HD_ARM_CAVALRY, 2, 4, 0);
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "nashville"), ==, HD_INTEL_FRAGMENTARY);
  g_assert_null (hd_campaign_invariants_check (c));
}

/* --- 8.22, 15.7 --- */

static void
test_corps_with_cavalry (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint yanks = add_corps (c, HD_SIDE_UNION, "munfordville");
  guint rebels;

  /* without cavalry: nothing of Nashville, two boxes away */
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "nashville"), ==, HD_INTEL_NONE);
  add_stands (c, g_array_index (hd_campaign_list_children (c, yanks), guint, 0), 1, HD_ARM_CAVALRY, 2, 4, 0);
  /* with it: a Fragmentary report on an enemy box two away */
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "nashville"), ==, HD_INTEL_FRAGMENTARY);
  /* but none on a box two away that is not the enemy's: Nashville held
   * by the Union with no troops in it */
  c->control[hd_test_box (map, "nashville")] = HD_SIDE_UNION;
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "nashville"), ==, HD_INTEL_NONE);
  c->control[hd_test_box (map, "nashville")] = HD_SIDE_CONFEDERATE;
  /* Complete next door, even past an enemy cavalry brigade */
  rebels = add_corps (c, HD_SIDE_CONFEDERATE, "bowling-green");
  add_stands (c, g_array_index (hd_campaign_list_children (c, rebels), guint, 0), 1, HD_ARM_CAVALRY, 2, 4, 0);
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "bowling-green"), ==, HD_INTEL_COMPLETE);
  /* an enemy unit in the box between: no report two away */
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "nashville"), ==, HD_INTEL_NONE);
  /* an enemy cavalry division of 30 points next door: Fragmentary */
  add_cavalry_division (c, rebels, 4);
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "bowling-green"), ==, HD_INTEL_FRAGMENTARY);
  g_assert_null (hd_campaign_invariants_check (c));
}

static void
test_weak_cavalry_screens_nothing (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint yanks = add_corps (c, HD_SIDE_UNION, "bowling-green");
  guint rebels = add_corps (c, HD_SIDE_CONFEDERATE, "nashville");

  add_stands (c, g_array_index (hd_campaign_list_children (c, yanks), guint, 0), 1, HD_ARM_CAVALRY, 2, 4, 0);
  /* 8.23: under 30 points a cavalry division screens as a corps with
   * cavalry does, which 8.22's scouts see past */
  add_cavalry_division (c, rebels, 3);
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "nashville"), ==, HD_INTEL_COMPLETE);
  add_stands (c, g_array_index (hd_campaign_list_children (c, rebels), guint, 1), 1, HD_ARM_CAVALRY, 2, 4, 0);
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "nashville"), ==, HD_INTEL_FRAGMENTARY);
}

static void
test_one_box_scouts (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  g_autoptr(HdCampaign) d = new_campaign (map);
  guint yanks = add_corps (c, HD_SIDE_UNION, "munfordville");
  guint rebels = add_corps (c, HD_SIDE_CONFEDERATE, "bowling-green");
  guint division = g_array_index (hd_campaign_list_children (c, yanks), guint, 0);

  add_stands (c, g_array_index (hd_campaign_list_children (c, rebels), guint, 0), 1, HD_ARM_CAVALRY, 2, 4, 0);
  /* 8.21: the enemy's cavalry brigade screens Bowling Green */
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "bowling-green"), ==, HD_INTEL_FRAGMENTARY);
  /* 8.22's N.B.: 1 SP cavalry sees next door as 8.22 does */
  add_stands (c, division, 1, HD_ARM_CAVALRY, 1, 5, 0);
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "bowling-green"), ==, HD_INTEL_COMPLETE);
  /* ... but not two boxes away */
  yanks = add_corps (d, HD_SIDE_UNION, "munfordville");
  division = g_array_index (hd_campaign_list_children (d, yanks), guint, 0);
  add_stands (d, division, 1, HD_ARM_CAVALRY, 1, 5, 0);
  g_assert_cmpint (level_at (d, HD_SIDE_UNION, "nashville"), ==, HD_INTEL_NONE);
  /* 15.7: nor do sharpshooters, "restricted to one box" */
  add_stands (d, division, 2, HD_ARM_INFANTRY, 1, 5, HD_STAND_SHARPSHOOTER);
  g_assert_cmpint (level_at (d, HD_SIDE_UNION, "nashville"), ==, HD_INTEL_NONE);
  add_stands (d, division, 1, HD_ARM_CAVALRY, 2, 4, 0);
  g_assert_cmpint (level_at (d, HD_SIDE_UNION, "nashville"), ==, HD_INTEL_FRAGMENTARY);
}

static void
test_sharpshooters_see_past_brigades (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint yanks = add_corps (c, HD_SIDE_UNION, "munfordville");
  guint rebels = add_corps (c, HD_SIDE_CONFEDERATE, "bowling-green");

  add_stands (c, g_array_index (hd_campaign_list_children (c, rebels), guint, 0), 1, HD_ARM_CAVALRY, 2, 4, 0);
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "bowling-green"), ==, HD_INTEL_FRAGMENTARY);
  /* 15.7: they scout "as light infantry", as cavalry does next door */
  add_stands (c, g_array_index (hd_campaign_list_children (c, yanks), guint, 0), 2, HD_ARM_INFANTRY, 1, 5,
              HD_STAND_SHARPSHOOTER);
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "bowling-green"), ==, HD_INTEL_COMPLETE);
}

/* --- 8.23 --- */

static void
test_cavalry_division (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint yanks = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CAVALRY_CORPS, "Cavalry Corps", "Stoneman",
                               "munfordville", HD_CAMPAIGN_NONE);
  guint rebels, cavalry;

  add_cavalry_division (c, yanks, 4);
  add_corps (c, HD_SIDE_CONFEDERATE, "nashville");
  /* two away, nothing between: Complete */
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "nashville"), ==, HD_INTEL_COMPLETE);
  /* next door: Detailed */
  rebels = add_corps (c, HD_SIDE_CONFEDERATE, "bowling-green");
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "bowling-green"), ==, HD_INTEL_DETAILED);
  /* an enemy unit between: Fragmentary two away */
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "nashville"), ==, HD_INTEL_FRAGMENTARY);
  /* an enemy cavalry division between: none */
  cavalry = add_cavalry_division (c, rebels, 4);
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "nashville"), ==, HD_INTEL_NONE);
  /* next door, an enemy cavalry division is no cavalry corps: still Detailed */
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "bowling-green"), ==, HD_INTEL_DETAILED);
  g_assert_null (hd_campaign_invariants_check (c));
  /* an enemy cavalry corps: Complete */
  cavalry = add_formation (c, HD_SIDE_CONFEDERATE, HD_FORMATION_CAVALRY_CORPS, "Cavalry Corps", "Stuart",
                           "bowling-green", HD_CAMPAIGN_NONE);
  add_cavalry_division (c, cavalry, 2);
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "bowling-green"), ==, HD_INTEL_COMPLETE);
}

static void
test_cavalry_division_under_thirty (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint yanks = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CAVALRY_CORPS, "Cavalry Corps", "Stoneman",
                               "munfordville", HD_CAMPAIGN_NONE);
  guint division;

  /* 3 brigades of 2-4: 24 points; it scouts as a corps with cavalry */
  division = add_cavalry_division (c, yanks, 3);
  add_corps (c, HD_SIDE_CONFEDERATE, "nashville");
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "nashville"), ==, HD_INTEL_FRAGMENTARY);
  add_corps (c, HD_SIDE_CONFEDERATE, "bowling-green");
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "bowling-green"), ==, HD_INTEL_COMPLETE);
  /* a 1-5 brigade makes 29: not enough; a second makes 34 */
  add_stands (c, division, 1, HD_ARM_CAVALRY, 1, 5, 0);
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "bowling-green"), ==, HD_INTEL_COMPLETE);
  add_stands (c, division, 1, HD_ARM_CAVALRY, 1, 5, 0);
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "bowling-green"), ==, HD_INTEL_DETAILED);
}

/* --- 8.24 --- */

static void
test_sympathisers (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  g_autoptr(HdCampaignReport) r = NULL;
  g_autofree char *text = NULL;

  add_corps (c, HD_SIDE_CONFEDERATE, "knoxville");
  add_corps (c, HD_SIDE_CONFEDERATE, "chattanooga");
  add_corps (c, HD_SIDE_UNION, "cairo");
  add_corps (c, HD_SIDE_UNION, "pittsburgh");
  /* the Union's: its own country, Kentucky, Knoxville */
  r = hd_campaign_intel_make_report (c, HD_SIDE_UNION, hd_test_box (map, "knoxville"));
  g_assert_cmpint (r->level, ==, HD_INTEL_FRAGMENTARY);
  g_assert_cmpint (r->source, ==, HD_INTEL_FROM_SYMPATHISERS);
  g_assert_true (r->present);
  g_assert_null (r->force);
  text = hd_campaign_intel_format (c, r);
  g_assert_cmpstr (text, ==, "Knoxville (Fragmentary, from sympathisers, 07/1861): Enemy troops present, numbers "
                             "unknown.");
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "chattanooga"), ==, HD_INTEL_NONE);
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "lexington"), ==, HD_INTEL_FRAGMENTARY);
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "scranton"), ==, HD_INTEL_FRAGMENTARY);
  /* the Confederacy's: its own, Kentucky, Cairo, Evansville, Cincinnati,
   * Chillicothe, Baltimore */
  g_assert_cmpint (level_at (c, HD_SIDE_CONFEDERATE, "cairo"), ==, HD_INTEL_FRAGMENTARY);
  g_assert_cmpint (level_at (c, HD_SIDE_CONFEDERATE, "baltimore"), ==, HD_INTEL_FRAGMENTARY);
  g_assert_cmpint (level_at (c, HD_SIDE_CONFEDERATE, "pittsburgh"), ==, HD_INTEL_NONE);
  g_assert_cmpint (level_at (c, HD_SIDE_CONFEDERATE, "philadelphia"), ==, HD_INTEL_NONE);
  g_assert_cmpint (level_at (c, HD_SIDE_CONFEDERATE, "paducah"), ==, HD_INTEL_FRAGMENTARY);
}

/* --- 8.25 --- */

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

static void
refused (HdCampaign *c,
         const char *line,
         const char *rule)
{
  g_autoptr(HdCampaignAction) a = hd_campaign_action_parse_line (line, NULL);
  g_autoptr(HdCampaign) before = hd_campaign_copy (c);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (a);
  if (hd_campaign_play_apply (c, a, &error))
    g_error ("“%s” was accepted, %s expected", line, rule);
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, rule);
  g_assert_true (g_str_has_prefix (error->message, rule));
  g_assert_true (hd_campaign_equal (before, c));
}

static void
test_blockade (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  const HdCampaignReport *r;

  add_corps (c, HD_SIDE_CONFEDERATE, "charleston");
  add_corps (c, HD_SIDE_CONFEDERATE, "wilmington");
  /* Charleston from the start */
  g_assert_true (hd_campaign_intel_is_blockaded (c, hd_test_box (map, "charleston")));
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "charleston"), ==, HD_INTEL_FRAGMENTARY);
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "wilmington"), ==, HD_INTEL_NONE);
  g_assert_cmpint (level_at (c, HD_SIDE_CONFEDERATE, "charleston"), ==, HD_INTEL_NONE);
  /* July 1861 is not a month of the list */
  refused (c, "blockade port=wilmington", "Campaign 8.25");
  c->turn = 2;   /* August 1861 */
  refused (c, "blockade port=baltimore", "Campaign 8.25");   /* the Union's own */
  refused (c, "blockade port=atlanta", "Campaign 8.25");     /* no port */
  refused (c, "blockade port=charleston", "Campaign 8.25");  /* on it already */
  play (c, "blockade port=wilmington");
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "wilmington"), ==, HD_INTEL_FRAGMENTARY);
  refused (c, "blockade port=savannah", "Campaign 8.25");    /* one a turn */
  /* the Complete port: from January 1862 */
  refused (c, "scout-port port=wilmington", "Campaign 8.25");
  c->turn = 6;   /* January-February 1862 */
  g_assert_true (hd_campaign_intel_is_blockade_month (c->turn));
  g_assert_false (hd_campaign_intel_is_blockade_month (3));
  refused (c, "scout-port port=savannah", "Campaign 8.25");  /* not under blockade */
  play (c, "scout-port port=wilmington");
  r = hd_campaign_intel_get_report (c, HD_SIDE_UNION, hd_test_box (map, "wilmington"));
  g_assert_cmpint (r->level, ==, HD_INTEL_COMPLETE);
  g_assert_cmpint (r->source, ==, HD_INTEL_FROM_BLOCKADE);
  g_assert_cmpstr (r->force, ==, "V Corps");
  g_assert_cmpint (level_at (c, HD_SIDE_UNION, "charleston"), ==, HD_INTEL_FRAGMENTARY);
  refused (c, "scout-port port=charleston", "Campaign 8.25");  /* one a turn */
  c->player = HD_SIDE_CONFEDERATE;
  refused (c, "blockade port=savannah", "Campaign 8.25");     /* the Union's */
}

/* --- 8.12, 8.13: the campaign document's examples --- */

/* The Army of the Ohio at Bowling Green: 3 infantry and 1 cavalry
 * divisions, 10 infantry brigades, 3 cavalry brigades, 5 artillery
 * battalions, Buell commanding, XIII Corps (Thomas); all but one
 * infantry division arrived in the Union's last turn from Munfordville;
 * 6" of works. */
static void
build_army_of_the_ohio (HdCampaign *c)
{
  guint army = add_formation (c, HD_SIDE_UNION, HD_FORMATION_ARMY, "Army of the Ohio", "Buell", "munfordville",
                              HD_CAMPAIGN_NONE);
  guint corps = add_formation (c, HD_SIDE_UNION, HD_FORMATION_FIELD_CORPS, "XIII Corps", "Thomas", "munfordville",
                               army);
  guint d1 = add_formation (c, HD_SIDE_UNION, HD_FORMATION_DIVISION, "1st Division", "Schoepf", "munfordville",
                            corps);
  guint d2 = add_formation (c, HD_SIDE_UNION, HD_FORMATION_DIVISION, "2nd Division", "McCook", "munfordville",
                            corps);
  guint d3 = add_formation (c, HD_SIDE_UNION, HD_FORMATION_DIVISION, "3rd Division", "Mitchel", "bowling-green",
                            corps);
  guint cav = add_formation (c, HD_SIDE_UNION, HD_FORMATION_DIVISION, "Cavalry Division", "Kennett",
                             "munfordville", corps);
  guint moving[] = { army, corps, d1, d2, cav };

  add_stands (c, d1, 4, HD_ARM_INFANTRY, 6, 4, 0);
  add_stands (c, d1, 2, HD_ARM_ARTILLERY, 2, 4, 0);
  add_stands (c, d2, 3, HD_ARM_INFANTRY, 6, 4, 0);
  add_stands (c, d2, 1, HD_ARM_ARTILLERY, 2, 4, 0);
  add_stands (c, d3, 3, HD_ARM_INFANTRY, 6, 4, 0);
  add_stands (c, d3, 1, HD_ARM_ARTILLERY, 2, 4, 0);
  add_stands (c, cav, 3, HD_ARM_CAVALRY, 2, 4, 0);
  add_stands (c, cav, 1, HD_ARM_ARTILLERY, 2, 4, 0);
  c->works[hd_test_box (c->map, "bowling-green")] = 12;
  /* the Union's Player Turn of July 1861: the march */
  for (guint i = 0; i < G_N_ELEMENTS (moving); i++)
    hd_campaign_intel_move_formation (c, moving[i], hd_test_box (c->map, "bowling-green"));
  /* the Confederacy's Player Turn: its reports */
  c->player = HD_SIDE_CONFEDERATE;
}

static void
test_complete_example (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  g_autoptr(HdCampaignReport) r = NULL;
  g_autofree char *text = NULL;
  guint corps;

  build_army_of_the_ohio (c);
  /* 8.22: a corps with cavalry; the Union's cavalry division has 24
   * points and does not screen */
  corps = add_corps (c, HD_SIDE_CONFEDERATE, "nashville");
  add_stands (c, g_array_index (hd_campaign_list_children (c, corps), guint, 0), 1, HD_ARM_CAVALRY, 2, 4, 0);
  r = hd_campaign_intel_make_report (c, HD_SIDE_CONFEDERATE, hd_test_box (map, "bowling-green"));
  g_assert_cmpint (r->level, ==, HD_INTEL_COMPLETE);
  g_assert_cmpstr (r->force, ==, "Army of the Ohio");
  g_assert_cmpstr (r->commander, ==, "Buell");
  g_assert_cmpuint (r->infantry_divisions, ==, 3);
  g_assert_cmpuint (r->cavalry_divisions, ==, 1);
  g_assert_true (r->artillery);
  g_assert_true (r->mostly_arrived);
  /* nothing of a Detailed report */
  g_assert_cmpuint (r->corps->len, ==, 0);
  g_assert_cmpuint (r->infantry_brigades + r->cavalry_brigades + r->artillery_battalions, ==, 0);
  g_assert_cmpuint (r->origins->len, ==, 0);
  g_assert_cmpint (r->works, ==, HD_WORKS_NONE);
  text = hd_campaign_intel_format (c, r);
  g_assert_cmpstr (text, ==, "Bowling Green (Complete, from V Corps, 07/1861): Army of the Ohio: 3 infantry "
                             "divisions and 1 cavalry division with artillery, Buell commanding. Mostly arrived "
                             "in their last turn.");
}

static void
test_detailed_example (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  g_autoptr(HdCampaignReport) r = NULL;
  g_autofree char *text = NULL;
  guint corps;

  build_army_of_the_ohio (c);
  corps = add_formation (c, HD_SIDE_CONFEDERATE, HD_FORMATION_CAVALRY_CORPS, "Cavalry Corps", "Forrest",
                         "nashville", HD_CAMPAIGN_NONE);
  add_cavalry_division (c, corps, 4);
  r = hd_campaign_intel_make_report (c, HD_SIDE_CONFEDERATE, hd_test_box (map, "bowling-green"));
  g_assert_cmpint (r->level, ==, HD_INTEL_DETAILED);
  g_assert_cmpuint (r->infantry_brigades, ==, 10);
  g_assert_cmpuint (r->cavalry_brigades, ==, 3);
  g_assert_cmpuint (r->artillery_battalions, ==, 5);
  g_assert_cmpuint (r->corps->len, ==, 1);
  g_assert_cmpint (r->works, ==, HD_WORKS_MODERATE);
  g_assert_cmpuint (r->origins->len, ==, 1);
  g_assert_cmpuint (g_array_index (r->origins, HdCampaignIntelOrigin, 0).divisions, ==, 3);
  text = hd_campaign_intel_format (c, r);
  g_assert_cmpstr (text, ==, "Bowling Green (Detailed, from Cavalry Division, 07/1861): Army of the Ohio: 3 "
                             "infantry divisions and 1 cavalry division with artillery, Buell commanding. Mostly "
                             "arrived in their last turn. In all 10 infantry brigades, 3 cavalry brigades, 5 "
                             "artillery battalions. Corps HQs in evidence: XIII Corps (Thomas). Moderate length "
                             "of fieldworks. 3 units arrived in their last turn from Munfordville.");
  /* the next Player Turn of the Confederacy: no longer "arrived" */
  c->turn = 2;
  g_clear_pointer (&r, hd_campaign_report_unref);
  r = hd_campaign_intel_make_report (c, HD_SIDE_CONFEDERATE, hd_test_box (map, "bowling-green"));
  g_assert_false (r->mostly_arrived);
  g_assert_cmpuint (r->origins->len, ==, 0);
}

static void
test_arrivals (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint corps = add_corps (c, HD_SIDE_UNION, "munfordville");
  const HdCampaignFormation *f = hd_campaign_lookup_formation (c, corps);

  g_assert_cmpuint (f->arrived, ==, 0);
  hd_campaign_intel_move_formation (c, corps, hd_test_box (map, "bowling-green"));
  hd_campaign_intel_move_formation (c, corps, hd_test_box (map, "nashville"));
  f = hd_campaign_lookup_formation (c, corps);
  g_assert_cmpuint (f->arrived, ==, hd_campaign_intel_stamp (c));
  g_assert_cmpuint (f->arrived_from, ==, hd_test_box (map, "munfordville"));
  /* back where it began the Player Turn: no arrival */
  hd_campaign_intel_move_formation (c, corps, hd_test_box (map, "munfordville"));
  g_assert_cmpuint (hd_campaign_lookup_formation (c, corps)->arrived, ==, 0);
}

/* --- the ledger --- */

static void
test_ledger_keeps_old_reports (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint yanks = add_corps (c, HD_SIDE_UNION, "bowling-green");
  const HdCampaignReport *r;
  g_autofree char *text = NULL;

  add_corps (c, HD_SIDE_CONFEDERATE, "nashville");
  hd_campaign_intel_issue (c, HD_SIDE_UNION);
  r = hd_campaign_intel_get_report (c, HD_SIDE_UNION, hd_test_box (map, "nashville"));
  g_assert_cmpint (r->level, ==, HD_INTEL_COMPLETE);
  g_assert_cmpuint (r->turn, ==, 1);
  g_assert_false (r->pre_battle);
  /* the boxes its own troops hold alone get none */
  g_assert_null (hd_campaign_intel_get_report (c, HD_SIDE_UNION, hd_test_box (map, "bowling-green")));
  /* the scouts leave; two turns on, the old report stays, dated */
  hd_campaign_intel_move_formation (c, yanks, hd_test_box (map, "louisville"));
  hd_campaign_intel_move_formation (c, yanks + 1, hd_test_box (map, "louisville"));
  c->turn = 3;
  hd_campaign_intel_issue (c, HD_SIDE_UNION);
  r = hd_campaign_intel_get_report (c, HD_SIDE_UNION, hd_test_box (map, "nashville"));
  g_assert_cmpuint (r->turn, ==, 1);
  text = hd_campaign_intel_format (c, r);
  g_assert_true (strstr (text, "07/1861") != NULL);
  /* a new report replaces it */
  r = hd_campaign_intel_get_report (c, HD_SIDE_UNION, hd_test_box (map, "munfordville"));
  g_assert_cmpuint (r->turn, ==, 3);
  /* his own troops alone in a box: an old report there is gone */
  hd_campaign_intel_move_formation (c, yanks, hd_test_box (map, "munfordville"));
  hd_campaign_intel_move_formation (c, yanks + 1, hd_test_box (map, "munfordville"));
  hd_campaign_intel_issue (c, HD_SIDE_UNION);
  g_assert_null (hd_campaign_intel_get_report (c, HD_SIDE_UNION, hd_test_box (map, "munfordville")));
  g_assert_null (hd_campaign_invariants_check (c));
}

static void
test_issued_each_player_turn (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);

  add_corps (c, HD_SIDE_UNION, "bowling-green");
  add_corps (c, HD_SIDE_CONFEDERATE, "nashville");
  c->settings.base_recruiting[HD_SIDE_UNION] = 3;
  c->settings.base_recruiting[HD_SIDE_CONFEDERATE] = 3;
  g_assert_null (hd_campaign_intel_get_report (c, HD_SIDE_CONFEDERATE, hd_test_box (map, "bowling-green")));
  play (c, "march-die die=2");
  for (guint i = 0; i < 4; i++)
    play (c, "end-phase");
  /* the Confederacy's Player Turn begins with its reports */
  g_assert_cmpint (c->player, ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpint (hd_campaign_intel_get_report (c, HD_SIDE_CONFEDERATE, hd_test_box (map, "bowling-green"))->level,
                   ==, HD_INTEL_COMPLETE);
  g_assert_null (hd_campaign_intel_get_report (c, HD_SIDE_UNION, hd_test_box (map, "nashville")));
  play (c, "march-die die=2");
  for (guint i = 0; i < 4; i++)
    play (c, "end-phase");
  /* then the Union's, in the next Game Turn */
  g_assert_cmpuint (c->turn, ==, 2);
  g_assert_cmpuint (hd_campaign_intel_get_report (c, HD_SIDE_UNION, hd_test_box (map, "nashville"))->turn, ==, 2);
}

static void
test_contact (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  guint yanks = add_corps (c, HD_SIDE_UNION, "bowling-green");
  const HdCampaignReport *r;

  add_corps (c, HD_SIDE_CONFEDERATE, "nashville");
  add_corps (c, HD_SIDE_CONFEDERATE, "murfreesboro");
  c->settings.base_recruiting[HD_SIDE_UNION] = 3;
  c->settings.base_recruiting[HD_SIDE_CONFEDERATE] = 3;
  play (c, "march-die die=3");
  {
    g_autofree char *line = g_strdup_printf ("allot formation=%u marches=2", yanks);
    g_autofree char *move = g_strdup_printf ("move formations=%u path=bowling-green,nashville", yanks);

    play (c, line);
    play (c, move);
  }
  /* both sides learn of the battle's box, on contact */
  r = hd_campaign_intel_get_report (c, HD_SIDE_UNION, hd_test_box (map, "nashville"));
  g_assert_true (r->pre_battle);
  g_assert_cmpint (r->level, ==, HD_INTEL_COMPLETE);
  g_assert_cmpint (r->source, ==, HD_INTEL_FROM_CONTACT);
  r = hd_campaign_intel_get_report (c, HD_SIDE_CONFEDERATE, hd_test_box (map, "nashville"));
  g_assert_true (r->pre_battle);
  g_assert_true (r->present);
  g_assert_cmpstr (r->force, ==, "V Corps");
  /* and of the boxes next to it that could feed it */
  r = hd_campaign_intel_get_report (c, HD_SIDE_UNION, hd_test_box (map, "murfreesboro"));
  g_assert_nonnull (r);
  g_assert_true (r->pre_battle);
  g_assert_true (r->present);
}

/* --- a president's view --- */

static HdCampaignView *
president_view (const HdCampaign *c,
                HdSide            side)
{
  g_autoptr(HdCampaignViewer) viewer = hd_campaign_viewer_new_president (side);

  return hd_campaign_view_new (c, viewer);
}

static void
test_president_sees_his_own (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  g_autoptr(HdCampaignView) lincoln = NULL;
  g_autoptr(HdCampaignView) davis = NULL;
  g_autoptr(GPtrArray) reports = NULL;
  guint yanks = add_corps (c, HD_SIDE_UNION, "bowling-green");
  guint rebels = add_corps (c, HD_SIDE_CONFEDERATE, "nashville");

  c->works[hd_test_box (map, "nashville")] = 6;
  hd_campaign_intel_issue (c, HD_SIDE_UNION);
  hd_campaign_intel_issue (c, HD_SIDE_CONFEDERATE);
  lincoln = president_view (c, HD_SIDE_UNION);
  davis = president_view (c, HD_SIDE_CONFEDERATE);
  g_assert_cmpstr (hd_campaign_viewer_get_label (hd_campaign_view_get_viewer (lincoln)), ==, "President Lincoln");
  /* the seats' words, read and written by one pair of functions */
  for (guint i = 0; i < 3; i++)
    {
      static const char *const words[] = { "umpire", "union", "confederate" };
      g_autoptr(HdCampaignViewer) seat = hd_campaign_viewer_new_for_seat (words[i]);

      g_assert_cmpstr (hd_campaign_viewer_get_seat (seat), ==, words[i]);
    }
  g_assert_null (hd_campaign_viewer_new_for_seat ("lincoln"));
  g_assert_null (hd_campaign_viewer_new_for_seat (NULL));
  /* his own forces, none of the enemy's */
  g_assert_nonnull (hd_campaign_view_lookup_formation (lincoln, yanks));
  g_assert_null (hd_campaign_view_lookup_formation (lincoln, rebels));
  g_assert_cmpuint (hd_campaign_view_get_n_stands (lincoln), ==, 3);
  g_assert_null (hd_campaign_view_lookup_formation (davis, yanks));
  /* his reports, not the enemy's */
  reports = hd_campaign_view_list_reports (lincoln, HD_SIDE_CONFEDERATE);
  g_assert_cmpuint (reports->len, ==, 0);
  g_clear_pointer (&reports, g_ptr_array_unref);
  reports = hd_campaign_view_list_reports (lincoln, HD_SIDE_UNION);
  g_assert_cmpuint (reports->len, >, 0);
  g_assert_cmpint (((HdCampaignReport *) g_ptr_array_index (reports, 0))->level, ==, HD_INTEL_COMPLETE);
  g_assert_null (hd_campaign_view_get_report (davis, HD_SIDE_UNION, hd_test_box (map, "nashville")));
  /* the enemy's works are unseen; public control is kept */
  g_assert_cmpuint (hd_campaign_view_get_position (lincoln)->works[hd_test_box (map, "nashville")], ==, 0);
  g_assert_cmpuint (hd_campaign_view_get_position (davis)->works[hd_test_box (map, "nashville")], ==, 6);
  g_assert_cmpint (hd_campaign_view_get_control (lincoln, hd_test_box (map, "nashville")), ==,
                   HD_SIDE_CONFEDERATE);
  g_assert_true (hd_campaign_view_is_blockaded (davis, hd_test_box (map, "charleston")));
}

static void
test_president_secrets (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  g_autoptr(HdCampaignView) lincoln = NULL;
  g_autoptr(HdCampaignView) davis = NULL;
  g_autoptr(HdCampaignAction) die = hd_campaign_action_parse_line ("march-die die=4", NULL);
  g_autofree char *seen = NULL;
  g_autofree char *unseen = NULL;
  guint yanks = add_corps (c, HD_SIDE_UNION, "fort-monroe");

  c->settings.base_recruiting[HD_SIDE_UNION] = 3;
  c->settings.base_recruiting[HD_SIDE_CONFEDERATE] = 3;
  c->turn = 5;   /* November-December 1861: next year's invasion is declared */
  play (c, "march-die die=4");
  {
    g_autofree char *line = g_strdup_printf ("plan-invasion formations=%u from=fort-monroe to=wilmington", yanks);
    play (c, line);
  }
  lincoln = president_view (c, HD_SIDE_UNION);
  davis = president_view (c, HD_SIDE_CONFEDERATE);
  /* the Union's march die and planned invasion are its own */
  g_assert_cmpuint (hd_campaign_view_get_position (lincoln)->march_die, ==, 4);
  g_assert_cmpuint (hd_campaign_view_get_position (davis)->march_die, ==, 0);
  g_assert_cmpuint (hd_campaign_view_get_position (lincoln)->invasion_turn, ==, 6);
  g_assert_cmpuint (hd_campaign_view_get_position (davis)->invasion_turn, ==, 0);
  g_assert_cmpuint (hd_campaign_view_get_position (davis)->invasion_units->len, ==, 0);
  /* what the Union did, in words, for Lincoln only */
  seen = hd_campaign_view_describe (lincoln, die);
  unseen = hd_campaign_view_describe (davis, die);
  g_assert_true (strstr (seen, "4") != NULL);
  g_assert_cmpstr (unseen, ==, "A move of the Union (hidden from this seat).");
}

/* A game whose set-up is @c (the Union's first Player Turn). */
static HdCampaignGame *
game_of (HdCampaign *c)
{
  g_autoptr(GBytes) setup = NULL;
  g_autoptr(GError) error = NULL;
  HdCampaignGame *game;

  c->settings.base_recruiting[HD_SIDE_UNION] = 3;
  c->settings.base_recruiting[HD_SIDE_CONFEDERATE] = 3;
  setup = hd_campaign_setup_save (c);
  game = hd_campaign_game_new_from_setup (c->map, setup, "intel.xml", &error);
  g_assert_no_error (error);
  return game;
}

static void
apply_line (HdCampaignGame         *game,
            const HdCampaignViewer *viewer,
            const char             *line,
            guint                  *stopped_at,
            GError                **error)
{
  g_autoptr(HdCampaignAction) a = hd_campaign_action_parse_line (line, NULL);

  g_assert_nonnull (a);
  hd_campaign_game_apply_for (game, viewer, a, stopped_at, error);
}

/* Orders written blind (issue 35, R8): Lincoln sends a corps by rail
 * from Harrisburg through Baltimore, where Confederates he cannot see
 * stand: the march stops there with a battle, and nothing is refused for
 * what he could not know. */
static void
test_orders_stop_at_contact (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  g_autoptr(HdCampaignGame) game = NULL;
  g_autoptr(HdCampaignViewer) lincoln = hd_campaign_viewer_new_president (HD_SIDE_UNION);
  g_autoptr(HdCampaignViewer) davis = hd_campaign_viewer_new_president (HD_SIDE_CONFEDERATE);
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  g_autoptr(HdCampaignView) view = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  guint yanks = add_corps (c, HD_SIDE_UNION, "harrisburg");
  guint stopped = 0;
  const HdCampaign *truth;

  add_corps (c, HD_SIDE_CONFEDERATE, "baltimore");
  game = game_of (c);
  /* the march die is Lincoln's to give, not Davis's */
  {
    g_autoptr(HdCampaignView) mine = hd_campaign_game_get_view (game, lincoln);
    g_autoptr(HdCampaignView) theirs = hd_campaign_game_get_view (game, davis);
    g_autoptr(HdCampaignView) all = hd_campaign_game_get_view (game, umpire);

    g_assert_true (hd_campaign_view_awaits_viewer (mine));
    g_assert_false (hd_campaign_view_awaits_viewer (theirs));
    g_assert_true (hd_campaign_view_awaits_viewer (all));
  }
  /* not his to make: the umpire's, and the enemy's turn */
  apply_line (game, lincoln, "umpire-control box=louisville side=union", NULL, &error);
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 2.1");
  g_clear_error (&error);
  apply_line (game, davis, "march-die die=3", NULL, &error);
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 2.1");
  g_clear_error (&error);
  apply_line (game, lincoln, "march-die die=3", NULL, &error);
  g_assert_no_error (error);
  line = g_strdup_printf ("allot formation=%u marches=3", yanks);
  apply_line (game, lincoln, line, NULL, &error);
  g_assert_no_error (error);
  /* refused for what he knows: no line joins Harrisburg and Nashville */
  g_free (line);
  line = g_strdup_printf ("move formations=%u path=harrisburg,nashville", yanks);
  apply_line (game, lincoln, line, NULL, &error);
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 7");
  g_clear_error (&error);
  /* the umpire's own order through Baltimore is refused, with why */
  g_free (line);
  line = g_strdup_printf ("move formations=%u path=harrisburg,baltimore,washington", yanks);
  apply_line (game, umpire, line, NULL, &error);
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 7");
  g_assert_nonnull (strstr (error->message, "Baltimore"));
  g_clear_error (&error);
  /* Lincoln's is carried out until it meets them */
  apply_line (game, lincoln, line, &stopped, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stopped, ==, hd_test_box (map, "baltimore"));
  truth = hd_log_get_position (HD_LOG (game));
  g_assert_cmpuint (hd_campaign_lookup_formation (truth, yanks)->box, ==, hd_test_box (map, "baltimore"));
  view = hd_campaign_game_get_view (game, lincoln);
  g_assert_cmpint (hd_campaign_view_get_awaited (view).kind, ==, HD_CAMPAIGN_AWAITS_MARCHES);
  g_assert_cmpuint (truth->battles->len, ==, 1);
  g_assert_true (hd_campaign_intel_get_report (truth, HD_SIDE_UNION, hd_test_box (map, "baltimore"))->pre_battle);
  /* the contact's choice is the defender's, though in the Union's turn */
  apply_line (game, lincoln, "end-phase", NULL, &error);
  g_assert_no_error (error);
  apply_line (game, lincoln, "fight battle=1", NULL, &error);
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 2.1");
  g_clear_error (&error);
  {
    g_autoptr(HdCampaignView) theirs = hd_campaign_game_get_view (game, davis);
    g_autoptr(HdCampaignView) mine = hd_campaign_game_get_view (game, lincoln);

    g_assert_true (hd_campaign_view_awaits_viewer (theirs));
    g_assert_false (hd_campaign_view_awaits_viewer (mine));
  }
  apply_line (game, davis, "fight battle=1", NULL, &error);
  g_assert_no_error (error);
}

/* R8: a jump march of Lincoln's that meets a Confederate cavalry corps
 * he could not see stops in its box, with a battle; one that only passes
 * enemy infantry goes on (7.1). */
static void
test_jump_stops_at_cavalry (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  g_autoptr(HdCampaignGame) game = NULL;
  g_autoptr(HdCampaignViewer) lincoln = hd_campaign_viewer_new_president (HD_SIDE_UNION);
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  guint cav = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CAVALRY_CORPS, "Cavalry Corps", "Stoneman", "washington",
                             HD_CAMPAIGN_NONE);
  guint screen = add_formation (c, HD_SIDE_CONFEDERATE, HD_FORMATION_CAVALRY_CORPS, "Cavalry Corps", "Stuart",
                                "manassas-junction", HD_CAMPAIGN_NONE);
  guint stopped = 0;

  add_cavalry_division (c, cav, 4);
  add_cavalry_division (c, screen, 4);
  game = game_of (c);
  apply_line (game, lincoln, "march-die die=6", NULL, &error);
  g_free (line);
  line = g_strdup_printf ("allot formation=%u marches=3", cav);
  apply_line (game, lincoln, line, NULL, &error);
  g_assert_no_error (error);
  g_free (line);
  line = g_strdup_printf ("move formations=%u path=washington,manassas-junction,front-royal mode=jump", cav);
  apply_line (game, lincoln, line, &stopped, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stopped, ==, hd_test_box (map, "manassas-junction"));
  g_assert_cmpuint (hd_campaign_lookup_formation (hd_log_get_position (HD_LOG (game)), cav)->box, ==,
                    hd_test_box (map, "manassas-junction"));
}

/* R8, Campaign 7.4, 7.5: a sea move to a port the Union holds, and an
 * invasion of one the Confederacy holds, each meeting Confederates
 * Lincoln could not see, are carried out: the troops land and a battle
 * is fought there (7.5: "a battle will be fought"), nothing refused. */
static void
test_sea_meets_hidden (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  g_autoptr(HdCampaignGame) game = NULL;
  g_autoptr(HdCampaignViewer) lincoln = hd_campaign_viewer_new_president (HD_SIDE_UNION);
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  guint sailing = add_corps (c, HD_SIDE_UNION, "fort-monroe");
  guint landing = add_corps (c, HD_SIDE_UNION, "fort-monroe");
  const HdCampaign *truth;

  add_corps (c, HD_SIDE_CONFEDERATE, "baltimore");
  add_corps (c, HD_SIDE_CONFEDERATE, "wilmington");
  game = game_of (c);
  apply_line (game, lincoln, "march-die die=6", NULL, &error);
  g_assert_no_error (error);
  line = g_strdup_printf ("allot formation=%u marches=1", sailing);
  apply_line (game, lincoln, line, NULL, &error);
  g_assert_no_error (error);
  g_free (line);
  line = g_strdup_printf ("allot formation=%u marches=1", landing);
  apply_line (game, lincoln, line, NULL, &error);
  g_assert_no_error (error);
  g_free (line);
  line = g_strdup_printf ("sea formations=%u from=fort-monroe to=baltimore", sailing);
  apply_line (game, lincoln, line, NULL, &error);
  g_assert_no_error (error);
  g_free (line);
  line = g_strdup_printf ("invade formations=%u to=wilmington", landing);
  apply_line (game, lincoln, line, NULL, &error);
  g_assert_no_error (error);
  truth = hd_log_get_position (HD_LOG (game));
  g_assert_cmpuint (hd_campaign_lookup_formation (truth, sailing)->box, ==, hd_test_box (map, "baltimore"));
  g_assert_cmpuint (hd_campaign_lookup_formation (truth, landing)->box, ==, hd_test_box (map, "wilmington"));
  g_assert_cmpuint (truth->battles->len, ==, 2);
  g_assert_true (hd_campaign_intel_get_report (truth, HD_SIDE_UNION, hd_test_box (map, "wilmington"))->pre_battle);
}

/* R8: a split march (Campaign 7), one of whose ways runs through
 * Baltimore, where Confederates Lincoln cannot see stand, is carried
 * out with that way cut at Baltimore (a battle there) and the other way
 * whole; with no enemy on either way it is carried out as written. */
static void
test_split_stops_at_contact (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  g_autoptr(HdCampaignGame) game = NULL;
  g_autoptr(HdCampaignViewer) lincoln = hd_campaign_viewer_new_president (HD_SIDE_UNION);
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  guint army = add_formation (c, HD_SIDE_UNION, HD_FORMATION_ARMY, "Army of the Potomac", "McClellan", "harrisburg",
                              HD_CAMPAIGN_NONE);
  guint first = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "I Corps", "McDowell", "harrisburg", army);
  guint second = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "II Corps", "Sumner", "harrisburg", army);
  guint rebels = add_formation (c, HD_SIDE_CONFEDERATE, HD_FORMATION_CORPS, "Longstreet's Corps", "Longstreet",
                                "baltimore", HD_CAMPAIGN_NONE);
  guint stopped = 0;
  const HdCampaign *truth;

  add_stands (c, add_formation (c, HD_SIDE_UNION, HD_FORMATION_DIVISION, "1st Division", "King", "harrisburg",
                                first), 3, HD_ARM_INFANTRY, 6, 4, 0);
  add_stands (c, add_formation (c, HD_SIDE_UNION, HD_FORMATION_DIVISION, "1st Division", "Richardson",
                                "harrisburg", second), 3, HD_ARM_INFANTRY, 6, 4, 0);
  add_stands (c, add_formation (c, HD_SIDE_CONFEDERATE, HD_FORMATION_DIVISION, "1st Division", "Hood", "baltimore",
                                rebels), 3, HD_ARM_INFANTRY, 6, 4, 0);
  game = game_of (c);
  apply_line (game, lincoln, "march-die die=6", NULL, &error);
  line = g_strdup_printf ("allot formation=%u marches=3", army);
  apply_line (game, lincoln, line, NULL, &error);
  g_assert_no_error (error);
  g_free (line);
  line = g_strdup_printf ("move formations=%u path=harrisburg,scranton split=%u:harrisburg,baltimore,washington",
                          first, second);
  apply_line (game, lincoln, line, &stopped, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stopped, ==, hd_test_box (map, "baltimore"));
  truth = hd_log_get_position (HD_LOG (game));
  g_assert_cmpuint (hd_campaign_lookup_formation (truth, first)->box, ==, hd_test_box (map, "scranton"));
  g_assert_cmpuint (hd_campaign_lookup_formation (truth, second)->box, ==, hd_test_box (map, "baltimore"));
  g_assert_cmpuint (truth->battles->len, ==, 1);
  /* the way clear: as written */
  g_free (line);
  line = g_strdup_printf ("move formations=%u path=scranton,harrisburg", first);
  apply_line (game, lincoln, line, &stopped, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stopped, ==, HD_CAMPAIGN_NO_BOX);
}

/* Plays @game on, making every phase's first offer and ending phases
 * as soon as they may end, until Game Turn @turn begins. */
static void
play_to_turn (HdCampaignGame *game,
              guint           turn)
{
  const HdCampaign *truth;

  while ((truth = hd_log_get_position (HD_LOG (game)))->turn < turn)
    {
      g_autoptr(GPtrArray) offers = hd_campaign_play_list_candidates (truth);
      HdCampaignAction *pick = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (offers->len, >, 0);
      for (guint i = 0; i < offers->len && pick == NULL; i++)
        if (g_str_equal (hd_campaign_action_get_type_name (offers->pdata[i]), "end-phase"))
          pick = offers->pdata[i];
      for (guint i = 0; i < offers->len && pick == NULL; i++)
        {
          const char *name = hd_campaign_action_get_type_name (offers->pdata[i]);
          const HdCampaignActionType *type = hd_campaign_play_lookup_type (name);

          if (!type->umpire && !g_str_equal (name, "move") && !g_str_equal (name, "sea")
              && !g_str_equal (name, "allot") && !g_str_equal (name, "invade"))
            pick = offers->pdata[i];
        }
      g_assert_nonnull (pick);
      g_assert_true (hd_log_apply (HD_LOG (game), pick, &error));
    }
}

/* R8, Campaign 7.6: the corps an entrenching commander marches with the
 * same march, meeting Confederates Lincoln cannot see at Wheeling, stop
 * there with a battle; the works are dug all the same. */
static void
test_entrench_march_stops_at_contact (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  g_autoptr(HdCampaignGame) game = NULL;
  g_autoptr(HdCampaignViewer) lincoln = hd_campaign_viewer_new_president (HD_SIDE_UNION);
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  guint army = add_formation (c, HD_SIDE_UNION, HD_FORMATION_ARMY, "Army of the Ohio", "Buell", "pittsburgh",
                              HD_CAMPAIGN_NONE);
  guint digs = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "I Corps", "McCook", "pittsburgh", army);
  guint goes = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "II Corps", "Crittenden", "pittsburgh", army);
  guint stopped = 0;
  const HdCampaign *truth;

  add_stands (c, add_formation (c, HD_SIDE_UNION, HD_FORMATION_DIVISION, "1st Division", "Rousseau", "pittsburgh",
                                digs), 3, HD_ARM_INFANTRY, 6, 4, 0);
  add_stands (c, add_formation (c, HD_SIDE_UNION, HD_FORMATION_DIVISION, "1st Division", "Wood", "pittsburgh",
                                goes), 3, HD_ARM_INFANTRY, 6, 4, 0);
  add_corps (c, HD_SIDE_CONFEDERATE, "wheeling");
  game = game_of (c);
  apply_line (game, lincoln, "march-die die=6", NULL, &error);
  line = g_strdup_printf ("allot formation=%u marches=2", army);
  apply_line (game, lincoln, line, NULL, &error);
  g_assert_no_error (error);
  g_free (line);
  line = g_strdup_printf ("entrench formation=%u box=pittsburgh formations=%u path=pittsburgh,wheeling,columbus",
                          digs, goes);
  apply_line (game, lincoln, line, &stopped, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stopped, ==, hd_test_box (map, "wheeling"));
  truth = hd_log_get_position (HD_LOG (game));
  g_assert_cmpuint (hd_campaign_lookup_formation (truth, goes)->box, ==, hd_test_box (map, "wheeling"));
  g_assert_cmpuint (truth->works[hd_test_box (map, "pittsburgh")], >, 0);
  g_assert_cmpuint (truth->battles->len, ==, 1);
}

/* A game in April 1862 (running the guns allowed, 7.2) with a Union
 * corps at Cairo given two marches by Lincoln, Confederates at Island
 * No. 10 and, if @memphis, at Memphis; *@yanks the corps. */
static HdCampaignGame *
game_on_the_river (HdMap                  *map,
                   const HdCampaignViewer *lincoln,
                   gboolean                memphis,
                   guint                  *yanks)
{
  g_autoptr(HdCampaign) c = new_campaign (map);
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  HdCampaignGame *game;

  *yanks = add_corps (c, HD_SIDE_UNION, "cairo");
  add_corps (c, HD_SIDE_CONFEDERATE, "island-no-10");
  if (memphis)
    add_corps (c, HD_SIDE_CONFEDERATE, "memphis");
  game = game_of (c);
  play_to_turn (game, hd_calendar_find_turn (4, 1862));
  apply_line (game, lincoln, "march-die die=6", NULL, &error);
  g_assert_no_error (error);
  line = g_strdup_printf ("allot formation=%u marches=2", *yanks);
  apply_line (game, lincoln, line, NULL, &error);
  g_assert_no_error (error);
  return game;
}

/* An order the truth forbids for a cause hidden from the president is
 * refused citing Campaign 8 and nothing of the cause: running the guns
 * (7.2) past Island No. 10 ends at Memphis, where Confederates Lincoln
 * cannot see stand, and a run of the guns may not end on enemy troops
 * after passing some; no cut of it is the order he wrote.  The umpire,
 * who sees them, is told why; with Memphis empty it is carried out. */
static void
test_hidden_cause_refused (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaignViewer) lincoln = hd_campaign_viewer_new_president (HD_SIDE_UNION);
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignGame) game = NULL;
  g_autoptr(HdCampaignGame) clear = NULL;
  g_autofree char *line = NULL;
  guint yanks;

  game = game_on_the_river (map, lincoln, TRUE, &yanks);
  line = g_strdup_printf ("move formations=%u path=cairo,island-no-10,memphis mode=guns", yanks);
  apply_line (game, lincoln, line, NULL, &error);
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 8");
  g_assert_null (strstr (error->message, "Memphis"));
  g_assert_null (strstr (error->message, "enemy"));
  g_clear_error (&error);
  apply_line (game, umpire, line, NULL, &error);
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 7.2");
  g_clear_error (&error);
  g_assert_cmpuint (hd_campaign_lookup_formation (hd_log_get_position (HD_LOG (game)), yanks)->box, ==,
                    hd_test_box (map, "cairo"));
  /* the same order with Memphis empty is carried out */
  clear = game_on_the_river (map, lincoln, FALSE, &yanks);
  g_free (line);
  line = g_strdup_printf ("move formations=%u path=cairo,island-no-10,memphis mode=guns", yanks);
  apply_line (clear, lincoln, line, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hd_campaign_lookup_formation (hd_log_get_position (HD_LOG (clear)), yanks)->box, ==,
                    hd_test_box (map, "memphis"));
}

/* An army's or a corps' commander (Campaign 2.2; R11): his command and
 * the army above it, none of his side's other corps, none of the enemy's
 * records; his side's reports near his command only; his orders his
 * command's marches, not the president's allotment. */
static void
test_commander_seat (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  g_autoptr(HdCampaignGame) game = NULL;
  g_autoptr(HdCampaignViewer) lincoln = hd_campaign_viewer_new_president (HD_SIDE_UNION);
  g_autoptr(HdCampaignViewer) mcdowell = NULL;
  g_autoptr(HdCampaignViewer) read = NULL;
  g_autoptr(HdCampaignView) seen = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  guint army = add_formation (c, HD_SIDE_UNION, HD_FORMATION_ARMY, "Army of the Potomac", "McClellan", "harrisburg",
                              HD_CAMPAIGN_NONE);
  guint first = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "I Corps", "McDowell", "harrisburg", army);
  guint second = add_formation (c, HD_SIDE_UNION, HD_FORMATION_CORPS, "II Corps", "Sumner", "harrisburg", army);
  guint far = add_corps (c, HD_SIDE_UNION, "memphis");
  guint division = add_formation (c, HD_SIDE_UNION, HD_FORMATION_DIVISION, "1st Division", "King", "harrisburg",
                                  first);

  add_stands (c, division, 3, HD_ARM_INFANTRY, 6, 4, 0);
  add_stands (c, add_formation (c, HD_SIDE_UNION, HD_FORMATION_DIVISION, "1st Division", "Richardson",
                                "harrisburg", second), 3, HD_ARM_INFANTRY, 6, 4, 0);
  add_corps (c, HD_SIDE_CONFEDERATE, "baltimore");
  add_corps (c, HD_SIDE_CONFEDERATE, "grand-junction");
  game = game_of (c);
  mcdowell = hd_campaign_viewer_new_commander (HD_SIDE_UNION, first);
  g_assert_cmpstr (hd_campaign_viewer_get_label (mcdowell), ==, "A Union Commander");
  read = hd_campaign_viewer_new_for_seat (hd_campaign_viewer_get_seat (mcdowell));
  g_assert_nonnull (read);
  g_assert_cmpint (hd_campaign_viewer_get_role (read), ==, HD_VIEWER_COMMANDER);
  g_assert_cmpuint (hd_campaign_viewer_get_formation (read), ==, first);
  g_assert_null (hd_campaign_viewer_new_for_seat ("umpire:3"));
  g_assert_null (hd_campaign_viewer_new_for_seat ("union:"));
  g_assert_null (hd_campaign_viewer_new_for_seat ("union:3:4"));
  /* a seat of several commands: "union:A+B", none twice, four at most */
  g_assert_null (hd_campaign_viewer_new_for_seat ("union:3+3"));
  g_assert_null (hd_campaign_viewer_new_for_seat ("union:3+"));
  g_assert_null (hd_campaign_viewer_new_for_seat ("union:1+2+3+4+5"));
  {
    g_autofree char *word = g_strdup_printf ("union:%u+%u", first, second);
    g_autoptr(HdCampaignViewer) both = hd_campaign_viewer_new_for_seat (word);
    g_autoptr(HdCampaignView) sees = NULL;
    guint n = 0;

    g_assert_nonnull (both);
    g_assert_cmpstr (hd_campaign_viewer_get_seat (both), ==, word);
    hd_campaign_viewer_get_formations (both, &n);
    g_assert_cmpuint (n, ==, 2);
    sees = hd_campaign_game_get_view (game, both);
    g_assert_nonnull (hd_campaign_view_lookup_formation (sees, first));
    g_assert_nonnull (hd_campaign_view_lookup_formation (sees, second));
    g_assert_null (hd_campaign_view_lookup_formation (sees, far));
  }
  apply_line (game, lincoln, "march-die die=6", NULL, &error);
  g_assert_no_error (error);
  seen = hd_campaign_game_get_view (game, mcdowell);
  g_assert_nonnull (hd_campaign_view_lookup_formation (seen, first));
  g_assert_nonnull (hd_campaign_view_lookup_formation (seen, division));
  g_assert_nonnull (hd_campaign_view_lookup_formation (seen, army));
  g_assert_null (hd_campaign_view_lookup_formation (seen, second));
  g_assert_null (hd_campaign_view_lookup_formation (seen, far));
  for (guint i = 0; i < hd_campaign_view_get_n_formations (seen); i++)
    g_assert_cmpint (hd_campaign_view_get_formation (seen, i)->side, ==, HD_SIDE_UNION);
  /* Baltimore, next to Harrisburg, reported; Grand Junction, by Memphis, not to him */
  g_assert_nonnull (hd_campaign_view_get_report (seen, HD_SIDE_UNION, hd_test_box (map, "baltimore")));
  g_assert_null (hd_campaign_view_get_report (seen, HD_SIDE_UNION, hd_test_box (map, "grand-junction")));
  {
    g_autoptr(HdCampaignView) his = hd_campaign_game_get_view (game, lincoln);

    g_assert_nonnull (hd_campaign_view_get_report (his, HD_SIDE_UNION, hd_test_box (map, "grand-junction")));
  }
  /* the allotment is the president's; the marches of his command his */
  line = g_strdup_printf ("allot formation=%u marches=3", army);
  apply_line (game, mcdowell, line, NULL, &error);
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 2.2");
  g_clear_error (&error);
  apply_line (game, lincoln, line, NULL, &error);
  g_assert_no_error (error);
  g_free (line);
  line = g_strdup_printf ("move formations=%u path=harrisburg,scranton", second);
  apply_line (game, mcdowell, line, NULL, &error);
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_free (line);
  line = g_strdup_printf ("move formations=%u path=harrisburg,scranton", first);
  apply_line (game, mcdowell, line, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hd_campaign_lookup_formation (hd_log_get_position (HD_LOG (game)), first)->box, ==,
                    hd_test_box (map, "scranton"));
  /* no PIN of his own: his president's opens his seat; no dispatch */
  g_assert_null (hd_campaign_game_new_seat_pin (mcdowell, "1861"));
  {
    g_autoptr(HdCampaignAction) pin = hd_campaign_game_new_seat_pin (lincoln, "1861");

    g_assert_true (hd_campaign_game_apply_for (game, lincoln, pin, NULL, &error));
    g_assert_true (hd_campaign_game_seat_has_pin (game, mcdowell));
    g_assert_false (hd_campaign_game_check_seat_pin (game, mcdowell, "1862"));
    g_assert_true (hd_campaign_game_check_seat_pin (game, mcdowell, "1861"));
  }
  g_assert_null (hd_campaign_game_write_dispatch (game, mcdowell, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 2.1");
}

/* A battle's results come back from the table through the umpire
 * (Campaign 9.5): refused to either president, taken from the umpire. */
static void
test_results_are_the_umpires (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  g_autoptr(HdCampaignGame) game = NULL;
  g_autoptr(HdCampaignViewer) lincoln = hd_campaign_viewer_new_president (HD_SIDE_UNION);
  g_autoptr(HdCampaignViewer) davis = hd_campaign_viewer_new_president (HD_SIDE_CONFEDERATE);
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  guint yanks = add_corps (c, HD_SIDE_UNION, "harrisburg");

  add_corps (c, HD_SIDE_CONFEDERATE, "baltimore");
  game = game_of (c);
  apply_line (game, lincoln, "march-die die=3", NULL, &error);
  line = g_strdup_printf ("allot formation=%u marches=1", yanks);
  apply_line (game, lincoln, line, NULL, &error);
  g_free (line);
  line = g_strdup_printf ("move formations=%u path=harrisburg,baltimore", yanks);
  apply_line (game, lincoln, line, NULL, &error);
  apply_line (game, lincoln, "end-phase", NULL, &error);
  apply_line (game, davis, "fight battle=1", NULL, &error);
  g_assert_no_error (error);
  apply_line (game, lincoln, "battle-day battle=1", NULL, &error);
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 9.5");
  g_clear_error (&error);
  apply_line (game, davis, "battle-day battle=1", NULL, &error);
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 9.5");
  g_clear_error (&error);
  apply_line (game, umpire, "battle-day battle=1", NULL, &error);
  g_assert_no_error (error);
}

/* The chronicle (issue 35, item 12): each Player Turn's start, what the
 * side believed beside what was true; a president's only after the war. */
static void
test_chronicle (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  g_autoptr(HdCampaignGame) game = NULL;
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  g_autoptr(HdCampaignViewer) lincoln = hd_campaign_viewer_new_president (HD_SIDE_UNION);
  g_autoptr(HdCampaignSheet) sheet = NULL;
  g_autoptr(GError) error = NULL;
  const HdCampaignSheetSection *first, *second;

  add_corps (c, HD_SIDE_UNION, "bowling-green");
  add_corps (c, HD_SIDE_CONFEDERATE, "nashville");
  add_corps (c, HD_SIDE_CONFEDERATE, "richmond");
  game = game_of (c);
  apply_line (game, umpire, "march-die die=2", NULL, &error);
  for (guint i = 0; i < 4 && error == NULL; i++)
    apply_line (game, umpire, "end-phase", NULL, &error);
  g_assert_no_error (error);
  sheet = hd_campaign_game_write_chronicle (game, umpire, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sheet->sections->len, ==, 2);
  first = g_ptr_array_index (sheet->sections, 0);
  second = g_ptr_array_index (sheet->sections, 1);
  g_assert_cmpstr (first->heading, ==, "07/1861, Game Turn 1: the Union's Player Turn");
  g_assert_cmpstr (second->heading, ==, "07/1861, Game Turn 1: the Confederacy's Player Turn");
  /* Nashville seen, Richmond not: belief beside truth */
  g_assert_cmpuint (first->rows->len, ==, 2);
  {
    const char *const *nashville = g_ptr_array_index (first->rows, 0);
    const char *const *richmond = g_ptr_array_index (first->rows, 1);

    g_assert_cmpstr (nashville[0], ==, "Nashville");
    g_assert_cmpstr (nashville[1], ==, "V Corps, 1 division (Complete, 07/1861)");
    g_assert_cmpstr (nashville[2], ==, "V Corps, 1 division");
    g_assert_cmpstr (richmond[0], ==, "Richmond");
    g_assert_cmpstr (richmond[1], ==, "nothing reported");
    g_assert_cmpstr (richmond[2], ==, "V Corps, 1 division");
  }
  /* a president's waits for the war's end */
  g_clear_pointer (&sheet, hd_campaign_sheet_free);
  sheet = hd_campaign_game_write_chronicle (game, lincoln, &error);
  g_assert_null (sheet);
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 4");
}

/* A seat's PIN (issue 35, item 9): set by the seat itself, checked, kept
 * from the other seats' views, taken off. */
static void
test_seat_pins (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = new_campaign (map);
  g_autoptr(HdCampaignGame) game = NULL;
  g_autoptr(HdCampaignViewer) lincoln = hd_campaign_viewer_new_president (HD_SIDE_UNION);
  g_autoptr(HdCampaignViewer) davis = hd_campaign_viewer_new_president (HD_SIDE_CONFEDERATE);
  g_autoptr(HdCampaignAction) mine = hd_campaign_game_new_seat_pin (lincoln, "1861");
  g_autoptr(HdCampaignAction) his = hd_campaign_game_new_seat_pin (davis, "1865");
  g_autoptr(HdCampaignAction) off = hd_campaign_game_new_seat_pin (lincoln, NULL);
  g_autoptr(HdCampaignAction) bad = hd_campaign_action_parse_line ("seat-pin seat=union salt=12 hash=34", NULL);
  g_autoptr(HdCampaignView) seen = NULL;
  g_autoptr(GError) error = NULL;

  add_corps (c, HD_SIDE_UNION, "washington");
  game = game_of (c);
  g_assert_false (hd_campaign_game_seat_has_pin (game, lincoln));
  g_assert_true (hd_campaign_game_check_seat_pin (game, lincoln, "anything"));
  g_assert_true (hd_campaign_game_apply_for (game, lincoln, mine, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (hd_campaign_game_seat_has_pin (game, lincoln));
  g_assert_true (hd_campaign_game_check_seat_pin (game, lincoln, "1861"));
  g_assert_false (hd_campaign_game_check_seat_pin (game, lincoln, "1862"));
  g_assert_false (hd_campaign_game_check_seat_pin (game, lincoln, NULL));
  /* not another's seat; not a PIN that is no salt and hash */
  g_assert_false (hd_campaign_game_apply_for (game, lincoln, his, NULL, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 2.1");
  g_clear_error (&error);
  g_assert_false (hd_campaign_game_apply_for (game, lincoln, bad, NULL, &error));
  g_assert_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT);
  g_clear_error (&error);
  /* Davis's view holds nothing of Lincoln's PIN; Davis sets his own out of turn */
  seen = hd_campaign_game_get_view (game, davis);
  g_assert_null (hd_campaign_view_get_position (seen)->seat_pins[HD_SIDE_UNION]);
  g_assert_true (hd_campaign_game_apply_for (game, davis, his, NULL, &error));
  g_assert_true (hd_campaign_game_check_seat_pin (game, davis, "1865"));
  /* taken off */
  g_assert_true (hd_campaign_game_apply_for (game, lincoln, off, NULL, &error));
  g_assert_false (hd_campaign_game_seat_has_pin (game, lincoln));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/campaign/intel/plain-corps", test_plain_corps);
  g_test_add_func ("/campaign/intel/corps-with-cavalry", test_corps_with_cavalry);
  g_test_add_func ("/campaign/intel/weak-cavalry-screens-nothing", test_weak_cavalry_screens_nothing);
  g_test_add_func ("/campaign/intel/one-box-scouts", test_one_box_scouts);
  g_test_add_func ("/campaign/intel/sharpshooters", test_sharpshooters_see_past_brigades);
  g_test_add_func ("/campaign/intel/cavalry-division", test_cavalry_division);
  g_test_add_func ("/campaign/intel/cavalry-division-under-thirty", test_cavalry_division_under_thirty);
  g_test_add_func ("/campaign/intel/sympathisers", test_sympathisers);
  g_test_add_func ("/campaign/intel/blockade", test_blockade);
  g_test_add_func ("/campaign/intel/complete-example", test_complete_example);
  g_test_add_func ("/campaign/intel/detailed-example", test_detailed_example);
  g_test_add_func ("/campaign/intel/arrivals", test_arrivals);
  g_test_add_func ("/campaign/intel/ledger", test_ledger_keeps_old_reports);
  g_test_add_func ("/campaign/intel/each-player-turn", test_issued_each_player_turn);
  g_test_add_func ("/campaign/intel/contact", test_contact);
  g_test_add_func ("/campaign/fog/own-forces-and-reports", test_president_sees_his_own);
  g_test_add_func ("/campaign/fog/secrets", test_president_secrets);
  g_test_add_func ("/campaign/fog/orders-stop-at-contact", test_orders_stop_at_contact);
  g_test_add_func ("/campaign/fog/jump-stops-at-cavalry", test_jump_stops_at_cavalry);
  g_test_add_func ("/campaign/fog/sea-meets-hidden", test_sea_meets_hidden);
  g_test_add_func ("/campaign/fog/split-stops-at-contact", test_split_stops_at_contact);
  g_test_add_func ("/campaign/fog/entrench-march-stops-at-contact", test_entrench_march_stops_at_contact);
  g_test_add_func ("/campaign/fog/hidden-cause-refused", test_hidden_cause_refused);
  g_test_add_func ("/campaign/fog/results-are-the-umpires", test_results_are_the_umpires);
  g_test_add_func ("/campaign/fog/commander-seat", test_commander_seat);
  g_test_add_func ("/campaign/fog/chronicle", test_chronicle);
  g_test_add_func ("/campaign/fog/seat-pins", test_seat_pins);
  return g_test_run ();
}
