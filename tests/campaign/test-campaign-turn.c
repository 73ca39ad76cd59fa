/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-campaign-turn.c: the Campaign Game's sequence of play (Campaign 5,
 * R3): end-phase and what each phase owes before it ends, the Player
 * Turns, the quarterly Recruiting Phase, the Game Turns and the end of
 * the war after June 1865 (Campaign 4, 4.2); what play awaits, in its order;
 * invariant 36 broken on purpose; random campaigns of many turns with
 * the invariants checked after every action. */
#include "config.h"

#include "hd-calendar.h"
#include "hd-campaign-invariants.h"
#include "hd-campaign-play.h"
#include "hd-campaign-private.h"
#include "hd-campaign-setup.h"
#include "hd-campaign-turn.h"
#include "hd-campaign-view-private.h"
#include "hd-rules.h"
#include "hd-test-util.h"

static guint
add_corps (HdCampaign *c,
           HdSide      side,
           guint       box)
{
  HdCampaignFormation f = { 0 };
  HdCampaignStand s = { 0 };
  guint id;

  f.side = side;
  f.kind = HD_FORMATION_CORPS;
  f.name = (char *) "Test Corps";
  f.commander = (char *) "Someone";
  f.box = box;
  id = hd_campaign_add_formation (c, &f);
  s.side = side;
  s.formation = id;
  s.box = HD_CAMPAIGN_NO_BOX;
  s.name = (char *) "1st Brigade";
  s.arm = HD_ARM_INFANTRY;
  s.sp = 6;
  s.morale = 4;
  hd_campaign_add_stand (c, &s);
  return id;
}

/* A campaign with both Base Recruiting Numbers given. */
static HdCampaign *
ready_campaign (HdMap *map)
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

/* Refused under @rule, and nothing changed. */
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

/* The march helper's `march-die` is not ours: the tests roll it here. */
static void
roll_marches (HdCampaign *c,
              guint       die)
{
  c->march_die = die;
  c->marches = die == 1 ? 2 : die;
}

/* One Player Turn, Movement to Reorganisation. */
static void
play_player_turn (HdCampaign *c)
{
  g_assert_cmpint (c->phase, ==, HD_PHASE_MOVEMENT);
  roll_marches (c, 3);
  for (guint i = 0; i < 4; i++)
    apply_ok (c, "end-phase");
}

/* Movement -> Battle -> Promotion -> Reorganisation for the Union, then
 * the Confederacy, then the next Game Turn (July 1861 has no Recruiting
 * Phase); the per-turn fields are cleared as they end. */
static void
test_sequence (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = ready_campaign (map);
  guint corps = add_corps (c, HD_SIDE_UNION, hd_test_box (map, "Pittsburgh"));
  const HdPhase order[] = { HD_PHASE_BATTLE, HD_PHASE_PROMOTION, HD_PHASE_REORGANISATION };

  refused (c, "end-phase", "Campaign 7");
  roll_marches (c, 4);
  {
    g_autoptr(HdCampaignAction) end = hd_campaign_action_new ("end-phase");
    g_autofree char *said = hd_campaign_play_describe (c, end);

    g_assert_cmpstr (said, ==, "The Union’s Movement Phase ends.");
  }
  hd_campaign_find_formation (c, corps)->marches_allotted = 2;
  hd_campaign_find_formation (c, corps)->marches_used = 1;
  c->entered[hd_test_box (map, "Harper's Ferry")] = 1u << HD_SIDE_UNION;
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      apply_ok (c, "end-phase");
      g_assert_cmpint (c->phase, ==, order[i]);
      g_assert_cmpint (c->player, ==, HD_SIDE_UNION);
    }
  apply_ok (c, "end-phase");
  g_assert_cmpint (c->player, ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpint (c->phase, ==, HD_PHASE_MOVEMENT);
  g_assert_cmpuint (c->turn, ==, 1);
  g_assert_cmpuint (c->march_die, ==, 0);
  g_assert_cmpuint (hd_campaign_lookup_formation (c, corps)->marches_used, ==, 0);
  /* the boxes entered last the Player Turn (the march module's) */
  g_assert_cmpuint (c->entered[hd_test_box (map, "Harper's Ferry")], ==, 0);
  hd_campaign_find_formation (c, corps)->fought = TRUE;
  play_player_turn (c);
  g_assert_cmpuint (c->turn, ==, 2);
  g_assert_cmpint (c->player, ==, HD_SIDE_UNION);
  g_assert_cmpint (c->phase, ==, HD_PHASE_MOVEMENT);
  /* a battle fought lasts the Game Turn (9.4) */
  g_assert_false (hd_campaign_lookup_formation (c, corps)->fought);
}

/* After the Confederate Player Turn of September 1861 comes the
 * Recruiting Phase, the Union's then the Confederacy's, then October;
 * October has none (Campaign 5, 12). */
static void
test_recruiting_phase (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = ready_campaign (map);

  c->turn = hd_calendar_find_turn (9, 1861);
  play_player_turn (c);
  play_player_turn (c);
  g_assert_cmpint (c->phase, ==, HD_PHASE_RECRUITING);
  g_assert_cmpint (c->player, ==, HD_SIDE_UNION);
  refused (c, "end-phase", "Campaign 12.1");
  apply_ok (c, "recruit-die die=3");
  /* no city named: nothing can be raised, so the phase may end */
  apply_ok (c, "end-phase");
  g_assert_cmpint (c->phase, ==, HD_PHASE_RECRUITING);
  g_assert_cmpint (c->player, ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpuint (c->recruit_die, ==, 0);
  apply_ok (c, "recruit-die die=1");
  apply_ok (c, "end-phase");
  g_assert_cmpuint (c->turn, ==, hd_calendar_find_turn (10, 1861));
  g_assert_cmpint (c->player, ==, HD_SIDE_UNION);
  g_assert_cmpint (c->phase, ==, HD_PHASE_MOVEMENT);
  play_player_turn (c);
  play_player_turn (c);
  g_assert_cmpint (c->phase, ==, HD_PHASE_MOVEMENT);
  g_assert_cmpuint (c->turn, ==, hd_calendar_find_turn (11, 1861));
}

/* Campaign 5: "All battles must be fought before the promotion phase
 * commences"; 4.3's die comes before anything else; 11's consolidation
 * before the Reorganisation Phase ends. */
static void
test_owed (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = ready_campaign (map);
  HdCampaignBattle battle = { 0 };
  guint corps = add_corps (c, HD_SIDE_UNION, hd_test_box (map, "Pittsburgh"));
  HdCampaignStand small = *hd_campaign_get_stand (c, 0);

  roll_marches (c, 2);
  apply_ok (c, "end-phase");
  battle.id = c->next_battle_id++;
  battle.box = hd_test_box (map, "Pittsburgh");
  battle.attacker = HD_SIDE_CONFEDERATE;
  battle.state = HD_BATTLE_TABLE;
  g_array_append_val (c->battles, battle);
  refused (c, "end-phase", "Campaign 5");
  g_array_index (c->battles, HdCampaignBattle, 0).state = HD_BATTLE_OVER;
  c->washington_falls = 1;
  c->washington_die_owed = TRUE;
  refused (c, "end-phase", "Campaign 4.3");
  c->washington_falls = 0;
  c->washington_die_owed = FALSE;
  apply_ok (c, "end-phase");
  apply_ok (c, "end-phase");
  g_assert_cmpint (c->phase, ==, HD_PHASE_REORGANISATION);
  /* two brigades of 2 SP in one corps must be consolidated (11) */
  small.name = (char *) "Worn Brigade";
  small.sp = 2;
  small.formation = corps;
  hd_campaign_add_stand (c, &small);
  hd_campaign_find_stand (c, hd_campaign_get_stand (c, 0)->id)->sp = 2;
  refused (c, "end-phase", "Campaign 11");
  hd_campaign_find_stand (c, hd_campaign_get_stand (c, 0)->id)->sp = 5;
  apply_ok (c, "end-phase");
  g_assert_cmpint (c->player, ==, HD_SIDE_CONFEDERATE);
}

/* The war ends after the Player Turns of June 1865, the fortieth Game
 * Turn (Campaign 4); the Confederacy still holds a city of value 2 (4.2). */
static void
test_war_ends (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = ready_campaign (map);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCampaignAction) end = hd_campaign_action_new ("end-phase");

  c->turn = HD_CAMPAIGN_TURNS;
  play_player_turn (c);
  g_assert_cmpint (c->winner, ==, HD_SIDE_NEUTRAL);
  play_player_turn (c);
  g_assert_cmpint (c->winner, ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpstr (c->win_rule, ==, "Campaign 4.2");
  g_assert_cmpuint (c->turn, ==, HD_CAMPAIGN_TURNS);
  g_assert_false (hd_campaign_play_check (c, end, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Campaign 4.2");
  g_assert_cmpint (hd_campaign_turn_get_awaited (c).kind, ==, HD_CAMPAIGN_AWAITS_NOTHING);
}

static void
assert_awaits (HdCampaign      *c,
               HdCampaignAwaits kind,
               HdSide           side,
               const char      *action)
{
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  g_autoptr(HdCampaignView) view = hd_campaign_view_new (c, umpire);
  HdCampaignAwaited a = hd_campaign_turn_get_awaited (c);
  HdCampaignAwaited seen = hd_campaign_view_get_awaited (view);

  g_assert_cmpint (a.kind, ==, kind);
  g_assert_cmpint (a.side, ==, side);
  g_assert_cmpstr (a.action, ==, action);
  g_assert_nonnull (a.rule);
  g_assert_true (g_str_has_prefix (a.rule, "Campaign "));
  g_assert_cmpint (seen.kind, ==, a.kind);
  g_assert_cmpuint (seen.battle, ==, a.battle);
}

/* What play awaits, in the documented order (hd-campaign-turn.h). */
static void
test_awaited (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = hd_campaign_new (map);
  guint corps = add_corps (c, HD_SIDE_UNION, hd_test_box (map, "Pittsburgh"));
  HdCampaignBattle battle = { 0 };

  /* R20: the Union's base is asked of the umpire before play */
  c->settings.base_recruiting[HD_SIDE_CONFEDERATE] = 2;
  assert_awaits (c, HD_CAMPAIGN_AWAITS_SETUP, HD_SIDE_UNION, "set-base");
  apply_ok (c, "set-base side=union number=3");
  assert_awaits (c, HD_CAMPAIGN_AWAITS_MARCH_DIE, HD_SIDE_UNION, "march-die");
  c->washington_falls = 1;
  c->washington_die_owed = TRUE;
  assert_awaits (c, HD_CAMPAIGN_AWAITS_WASHINGTON_DIE, HD_SIDE_UNION, "washington-die");
  apply_ok (c, "washington-die die=1");
  roll_marches (c, 3);
  assert_awaits (c, HD_CAMPAIGN_AWAITS_ALLOTMENT, HD_SIDE_UNION, "allot");
  hd_campaign_find_formation (c, corps)->marches_allotted = 3;
  assert_awaits (c, HD_CAMPAIGN_AWAITS_MARCHES, HD_SIDE_UNION, "move");
  apply_ok (c, "end-phase");
  assert_awaits (c, HD_CAMPAIGN_AWAITS_BATTLE, HD_SIDE_UNION, "end-phase");
  battle.id = c->next_battle_id++;
  battle.box = hd_test_box (map, "Harper's Ferry");
  battle.attacker = HD_SIDE_UNION;
  battle.state = HD_BATTLE_TABLE;
  g_array_append_val (c->battles, battle);
  battle.id = c->next_battle_id++;
  battle.state = HD_BATTLE_CONTACT;
  g_array_append_val (c->battles, battle);
  /* the defender's choice at a contact comes before the table */
  assert_awaits (c, HD_CAMPAIGN_AWAITS_CONTACT, HD_SIDE_CONFEDERATE, NULL);
  g_assert_cmpuint (hd_campaign_turn_get_awaited (c).battle, ==, battle.id);
  g_array_index (c->battles, HdCampaignBattle, 1).state = HD_BATTLE_WITHDRAWN;
  assert_awaits (c, HD_CAMPAIGN_AWAITS_BATTLE, HD_SIDE_UNION, "battle-day");
  g_assert_cmpuint (hd_campaign_turn_get_awaited (c).battle, ==, battle.id - 1);
  g_array_index (c->battles, HdCampaignBattle, 0).state = HD_BATTLE_OVER;
  apply_ok (c, "end-phase");
  assert_awaits (c, HD_CAMPAIGN_AWAITS_PROMOTIONS, HD_SIDE_UNION, NULL);
  apply_ok (c, "end-phase");
  assert_awaits (c, HD_CAMPAIGN_AWAITS_REORGANISATION, HD_SIDE_UNION, NULL);
  c->turn = hd_calendar_find_turn (9, 1861);
  apply_ok (c, "end-phase");
  play_player_turn (c);
  assert_awaits (c, HD_CAMPAIGN_AWAITS_RECRUIT_DIE, HD_SIDE_UNION, "recruit-die");
  apply_ok (c, "recruit-die die=5");
  assert_awaits (c, HD_CAMPAIGN_AWAITS_RAISE, HD_SIDE_UNION, "end-phase");
  c->recruit_cities[hd_test_box (map, "Chicago")] = 1u << HD_SIDE_UNION;
  assert_awaits (c, HD_CAMPAIGN_AWAITS_RAISE, HD_SIDE_UNION, "raise");
  c->winner = HD_SIDE_UNION;
  c->win_rule = g_strdup ("Campaign 4.1");
  assert_awaits (c, HD_CAMPAIGN_AWAITS_NOTHING, HD_SIDE_UNION, NULL);
}

/* Invariant 36 broken on purpose. */
static void
test_invariants (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = ready_campaign (map);
  g_autofree char *broken = NULL;

  c->turn = hd_calendar_find_turn (9, 1861);
  c->phase = HD_PHASE_RECRUITING;
  g_assert_null (hd_campaign_invariants_check (c));
  c->march_die = 3;
  broken = hd_campaign_invariants_check (c);
  g_assert_nonnull (broken);
  g_assert_true (g_str_has_prefix (broken, "invariant 36:"));
}

/* Random campaigns: every action the position offers, taken at random,
 * the invariants checked after each, from a bare position and from the
 * July 1861 set-up, the march helper's actions among them.  Each campaign
 * reaches the end of the war or runs its number of actions. */
static void
test_random (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  guint turns_seen = 0;

  /* the campaign's candidates fill their dice from GLib's random numbers:
   * seeded, so that this test is the same campaign every run */
  g_random_set_seed (1862);
  for (guint game = 0; game < 6; game++)
    {
      g_autoptr(HdCampaign) c = game % 2 ? hd_campaign_setup_new_default (map, NULL) : hd_campaign_new (map);

      g_assert_nonnull (c);
      if (game % 2 == 0)
        {
          add_corps (c, HD_SIDE_UNION, hd_test_box (map, "Washington"));
          add_corps (c, HD_SIDE_CONFEDERATE, hd_test_box (map, "Richmond"));
        }
      for (guint step = 0; step < 4000 && c->winner == HD_SIDE_NEUTRAL; step++)
        {
          g_autoptr(GPtrArray) some = NULL;
          g_autoptr(GError) error = NULL;

          some = hd_campaign_play_list_candidates (c);
          g_assert_cmpuint (some->len, >, 0);
          hd_campaign_play_apply (c, some->pdata[g_random_int_range (0, some->len)], &error);
          g_assert_no_error (error);
          g_assert_null (hd_campaign_invariants_check (c));
        }
      g_test_message ("campaign %u: Game Turn %u, %u formations, winner %d (%s)", game, c->turn,
                      c->formations->len, c->winner, c->win_rule ? c->win_rule : "none");
      turns_seen = MAX (turns_seen, c->turn);
    }
  g_assert_cmpuint (turns_seen, >, 12);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/campaign/turn/sequence", test_sequence);
  g_test_add_func ("/campaign/turn/recruiting-phase", test_recruiting_phase);
  g_test_add_func ("/campaign/turn/owed", test_owed);
  g_test_add_func ("/campaign/turn/war-ends", test_war_ends);
  g_test_add_func ("/campaign/turn/awaited", test_awaited);
  g_test_add_func ("/campaign/turn/invariants", test_invariants);
  g_test_add_func ("/campaign/turn/random", test_random);
  return g_test_run ();
}
