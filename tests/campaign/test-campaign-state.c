/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-campaign-state.c: the Campaign Game's position as a value (copy,
 * equal, dump, lookups), its invariants 1-8 each broken on purpose, the
 * action record and its one-line form, the gate and the umpire's rulings,
 * and the umpire's view. */
#include "config.h"

#include "hd-campaign-invariants.h"
#include "hd-campaign-play.h"
#include "hd-campaign-private.h"
#include "hd-campaign-view-private.h"
#include "hd-test-util.h"

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
add_division (HdCampaign *c,
              guint       corps,
              guint       n_brigades)
{
  const HdCampaignFormation *parent = hd_campaign_lookup_formation (c, corps);
  HdCampaignFormation f = { 0 };
  HdCampaignStand s = { 0 };
  guint side = parent->side, box = parent->box;
  guint id;

  f.side = side;
  f.kind = HD_FORMATION_DIVISION;
  f.name = (char *) "1st Division";
  f.parent = corps;
  f.box = box;
  id = hd_campaign_add_formation (c, &f);
  s.side = side;
  s.formation = id;
  s.box = HD_CAMPAIGN_NO_BOX;
  s.arm = HD_ARM_INFANTRY;
  s.sp = 6;
  s.morale = 4;
  s.flags = HD_STAND_PT | HD_STAND_NE;
  for (guint i = 0; i < n_brigades; i++)
    hd_campaign_add_stand (c, &s);
  return id;
}

static HdCampaign *
small_campaign (HdMap *map)
{
  HdCampaign *c = hd_campaign_new (map);
  guint corps = add_corps (c, HD_SIDE_UNION, "V Corps", hd_test_box (map, "Pittsburgh"));

  add_division (c, corps, 3);
  return c;
}

static void
test_new (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = hd_campaign_new (map);

  g_assert_cmpuint (hd_campaign_get_turn (c), ==, 1);
  g_assert_cmpint (hd_campaign_get_player (c), ==, HD_SIDE_UNION);
  g_assert_cmpint (hd_campaign_get_phase (c), ==, HD_PHASE_MOVEMENT);
  g_assert_cmpint (hd_campaign_get_control (c, hd_test_box (map, "Richmond")), ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpint (hd_campaign_get_control (c, hd_test_box (map, "Louisville")), ==, HD_SIDE_NEUTRAL);
  g_assert_null (hd_campaign_invariants_check (c));
}

static void
test_copy_equal (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = small_campaign (map);
  g_autoptr(HdCampaign) copy = hd_campaign_copy (c);
  HdCampaignStand *s;

  g_assert_true (hd_campaign_equal (c, copy));
  s = hd_campaign_find_stand (copy, hd_campaign_get_stand (copy, 0)->id);
  s->sp = 5;
  g_assert_false (hd_campaign_equal (c, copy));
  g_assert_cmpuint (hd_campaign_get_stand (c, 0)->sp, ==, 6);
}

static void
test_lookups (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = small_campaign (map);
  guint pittsburgh = hd_test_box (map, "Pittsburgh");
  const HdCampaignFormation *corps = hd_campaign_get_formation (c, 0);
  g_autoptr(GArray) children = hd_campaign_list_children (c, corps->id);
  g_autoptr(GArray) all = hd_campaign_list_all_stands (c, corps->id);
  g_autoptr(GArray) own = hd_campaign_list_stands_of (c, corps->id);
  g_autoptr(GArray) here = hd_campaign_list_formations_at (c, pittsburgh, HD_SIDE_UNION);

  g_assert_cmpuint (children->len, ==, 1);
  g_assert_cmpuint (all->len, ==, 3);
  g_assert_cmpuint (own->len, ==, 0);
  g_assert_cmpuint (here->len, ==, 2);
  g_assert_true (hd_campaign_has_troops_at (c, pittsburgh, HD_SIDE_UNION));
  g_assert_false (hd_campaign_has_troops_at (c, pittsburgh, HD_SIDE_CONFEDERATE));
  g_assert_cmpuint (hd_campaign_get_corps_of (c, g_array_index (children, guint, 0)), ==, corps->id);
  g_assert_cmpuint (hd_campaign_stand_get_box (c, hd_campaign_get_stand (c, 0)), ==, pittsburgh);
  g_assert_null (hd_campaign_lookup_formation (c, 999));
}

/* Each invariant broken on purpose is named. */
static void
test_invariants (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = small_campaign (map);
  HdCampaign *b;
  char *broken;

  g_assert_null (hd_campaign_invariants_check (c));

#define EXPECT_BROKEN(n, change) \
  b = hd_campaign_copy (c); \
  change; \
  broken = hd_campaign_invariants_check (b); \
  g_assert_nonnull (broken); \
  g_assert_true (g_str_has_prefix (broken, "invariant " #n ":")); \
  g_free (broken); \
  hd_campaign_free (b);

  EXPECT_BROKEN (1, b->next_id = 2);
  EXPECT_BROKEN (2, g_array_index (b->formations, HdCampaignFormation, 1).parent = 0);
  EXPECT_BROKEN (2, g_array_index (b->formations, HdCampaignFormation, 0).parent =
                 g_array_index (b->formations, HdCampaignFormation, 1).id);
  EXPECT_BROKEN (3, g_array_index (b->stands, HdCampaignStand, 0).formation = 999);
  EXPECT_BROKEN (4, g_array_index (b->formations, HdCampaignFormation, 0).box = HD_CAMPAIGN_NO_BOX);
  EXPECT_BROKEN (5, g_array_index (b->stands, HdCampaignStand, 0).morale = 7);
  EXPECT_BROKEN (5, g_array_index (b->stands, HdCampaignStand, 0).sp = 0);
  EXPECT_BROKEN (5, g_array_index (b->stands, HdCampaignStand, 0).gun = HD_GUN_SB_F);
  EXPECT_BROKEN (6, b->cavalry_held[hd_test_box (map, "Pittsburgh")] = TRUE);
  EXPECT_BROKEN (7, b->turn = 41);
  EXPECT_BROKEN (7, b->phase = HD_PHASE_RECRUITING);
  EXPECT_BROKEN (8, g_array_index (b->formations, HdCampaignFormation, 0).marches_used = 3);
  EXPECT_BROKEN (8, b->marches = 1; g_array_index (b->formations, HdCampaignFormation, 0).marches_allotted = 2);
#undef EXPECT_BROKEN
}

static void
test_action_line (void)
{
  g_autoptr(HdCampaignAction) a = hd_campaign_action_new ("rename");
  g_autoptr(HdCampaignAction) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  guint value;

  hd_campaign_action_set_uint (a, "formation", 12);
  hd_campaign_action_set (a, "name", "Army of the \"Potomac\" \\ East");
  hd_campaign_action_set (a, "empty", "");
  line = hd_campaign_action_to_line (a);
  g_assert_cmpstr (line, ==, "rename formation=12 name=\"Army of the \\\"Potomac\\\" \\\\ East\" empty=\"\"");
  back = hd_campaign_action_parse_line (line, &error);
  g_assert_no_error (error);
  g_assert_true (hd_campaign_action_equal (a, back));
  g_assert_true (hd_campaign_action_get_uint (back, "formation", &value, NULL));
  g_assert_cmpuint (value, ==, 12);
  g_assert_false (hd_campaign_action_get_uint (back, "name", &value, &error));
  g_assert_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT);
  g_clear_error (&error);

  {
    const char *bad[] = { "", "Move x=1", "move x", "move x=1 x=2", "move x=\"open", "move =3", "move x=1=2" };

    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_autoptr(HdCampaignAction) none = hd_campaign_action_parse_line (bad[i], &error);

        g_assert_null (none);
        g_assert_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_SYNTAX);
        g_clear_error (&error);
      }
  }
}

static void
test_uints (void)
{
  g_autoptr(HdCampaignAction) a = hd_campaign_action_parse_line ("x list=3,14,15 bad=3,,4", NULL);
  g_autoptr(GArray) list = hd_campaign_action_get_uints (a, "list", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) none = hd_campaign_action_get_uints (a, "bad", &error);

  g_assert_cmpuint (list->len, ==, 3);
  g_assert_cmpuint (g_array_index (list, guint, 2), ==, 15);
  g_assert_null (none);
  g_assert_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT);
}

/* The umpire rules on control; Campaign 3.3 refuses making a box of a
 * country neutral; an unknown type and box are refused in words. */
static void
test_umpire_control (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = small_campaign (map);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignAction) a = hd_campaign_action_parse_line ("umpire-control box=nashville side=union", NULL);
  g_autoptr(HdCampaignAction) neutral = hd_campaign_action_parse_line ("umpire-control box=richmond side=neutral",
                                                                      NULL);
  g_autoptr(HdCampaignAction) kentucky = hd_campaign_action_parse_line ("umpire-control box=louisville side=neutral",
                                                                       NULL);
  g_autoptr(HdCampaignAction) nowhere = hd_campaign_action_parse_line ("umpire-control box=atlantis side=union", NULL);
  g_autoptr(HdCampaignAction) unknown = hd_campaign_action_parse_line ("fly box=richmond", NULL);
  g_autofree char *before = hd_campaign_dump (c);
  g_autofree char *after = NULL;

  g_assert_true (hd_campaign_play_apply (c, a, &error));
  g_assert_no_error (error);
  g_assert_cmpint (hd_campaign_get_control (c, hd_test_box (map, "Nashville")), ==, HD_SIDE_UNION);

  g_assert_false (hd_campaign_play_apply (c, neutral, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 3.3");
  g_clear_error (&error);
  g_assert_true (hd_campaign_play_check (c, kentucky, NULL));
  g_assert_false (hd_campaign_play_check (c, nowhere, &error));
  g_assert_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (hd_campaign_play_check (c, unknown, &error));
  g_assert_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_UNKNOWN_TYPE);
  g_clear_error (&error);
  after = hd_campaign_dump (c);
  g_assert_cmpstr (before, !=, after);
}

/* An umpire's ruling that gives the Union the last of 4.1's seven cities
 * ends the war (Campaign 4.1); six of them do not. */
static void
test_umpire_control_victory (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = small_campaign (map);
  const char *cities[] = { "new-orleans", "mobile", "charleston", "wilmington", "richmond", "nashville", "atlanta" };

  for (guint i = 0; i < G_N_ELEMENTS (cities); i++)
    {
      g_autofree char *line = g_strdup_printf ("umpire-control box=%s side=union", cities[i]);
      g_autoptr(HdCampaignAction) a = hd_campaign_action_parse_line (line, NULL);

      g_assert_cmpint (hd_campaign_get_winner (c), ==, HD_SIDE_NEUTRAL);
      g_assert_true (hd_campaign_play_apply (c, a, NULL));
    }
  g_assert_cmpint (hd_campaign_get_winner (c), ==, HD_SIDE_UNION);
  g_assert_cmpstr (c->win_rule, ==, "Campaign 4.1");
}

/* The umpire's view holds the whole truth, as a copy of its own. */
static void
test_umpire_view (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = small_campaign (map);
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  g_autoptr(HdCampaignView) view = hd_campaign_view_new (c, umpire);
  g_autofree char *truth = hd_campaign_dump (c);
  g_autofree char *seen = hd_campaign_view_dump (view);

  g_assert_cmpstr (truth, ==, seen);
  g_assert_cmpuint (hd_campaign_view_get_n_formations (view), ==, 2);
  g_assert_cmpint (hd_campaign_viewer_get_role (hd_campaign_view_get_viewer (view)), ==, HD_VIEWER_UMPIRE);
  g_assert_true (hd_campaign_view_get_position (view) != c);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/campaign/state/new", test_new);
  g_test_add_func ("/campaign/state/copy-equal", test_copy_equal);
  g_test_add_func ("/campaign/state/lookups", test_lookups);
  g_test_add_func ("/campaign/state/invariants", test_invariants);
  g_test_add_func ("/campaign/action/line", test_action_line);
  g_test_add_func ("/campaign/action/uints", test_uints);
  g_test_add_func ("/campaign/umpire/control", test_umpire_control);
  g_test_add_func ("/campaign/umpire/control-victory", test_umpire_control_victory);
  g_test_add_func ("/campaign/view/umpire", test_umpire_view);
  return g_test_run ();
}
