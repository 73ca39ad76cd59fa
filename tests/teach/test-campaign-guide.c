/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-campaign-guide.c: the guide through the Campaign Game
 * (hd-campaign-guide): a step for every kind of decision play can wait
 * for, each with a headline naming the side and the date, advice that
 * cites campaign rules the reference has, and a rule to read that is an
 * entry of it; the sequence of play walked whole (Campaign 5); and the
 * guide at every step of campaigns played at random from the July 1861
 * set-up. */
#include "config.h"

#include <string.h>

#include "hd-campaign-battle.h"
#include "hd-campaign-guide.h"
#include "hd-campaign-play.h"
#include "hd-campaign-private.h"
#include "hd-campaign-setup.h"
#include "hd-campaign-view-private.h"
#include "hd-reference.h"
#include "hd-test-util.h"

/* The umpire's view of an empty campaign at @turn, @player's @phase. */
static HdCampaignView *
view_at (HdMap *map, guint turn, HdSide player, HdPhase phase)
{
  g_autoptr(HdCampaign) c = hd_campaign_new (map);
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();

  c->turn = turn;
  c->player = player;
  c->phase = phase;
  return hd_campaign_view_new (c, umpire);
}

/* How many of @text's citations are of campaign rules; every citation of
 * it must be an entry (find_citations finds only entries, so compare
 * with the "Campaign N" written). */
static guint
campaign_citations (const char *text)
{
  g_autoptr(GArray) cited = hd_reference_find_citations (text);
  g_autoptr(GRegex) written = g_regex_new ("Campaign \\d+(\\.\\d+)*", 0, 0, NULL);
  g_autoptr(GMatchInfo) m = NULL;
  guint n = 0, named = 0;

  for (guint i = 0; i < cited->len; i++)
    n += g_str_has_prefix (g_array_index (cited, HdCitation, i).rule->id, "campaign-");
  for (g_regex_match (written, text, 0, &m); g_match_info_matches (m); g_match_info_next (m, NULL))
    named++;
  g_assert_cmpuint (n, >=, named);
  return n;
}

static guint
sentences (const char *text)
{
  guint n = 0;

  for (const char *p = text; *p != '\0'; p++)
    n += (*p == '.' || *p == '!') && (p[1] == ' ' || p[1] == '\0');
  return n;
}

static const struct {
  HdCampaignAwaits kind;
  HdSide side;
  HdPhase phase;
  HdCampaignStep step;
  const char *rule;       /* as hd_campaign_view_get_awaited () gives it */
  const char *headline;   /* a word the headline must have */
} awaited_cases[] = {
  { HD_CAMPAIGN_AWAITS_SETUP, HD_SIDE_UNION, HD_PHASE_MOVEMENT, HD_CAMPAIGN_STEP_MOVEMENT, "Campaign 12.1", "umpire" },
  { HD_CAMPAIGN_AWAITS_WASHINGTON_DIE, HD_SIDE_UNION, HD_PHASE_MOVEMENT, HD_CAMPAIGN_STEP_MOVEMENT, "Campaign 4.3",
    "Washington" },
  { HD_CAMPAIGN_AWAITS_MARCH_DIE, HD_SIDE_UNION, HD_PHASE_MOVEMENT, HD_CAMPAIGN_STEP_MOVEMENT, "Campaign 7",
    "Union Movement Phase" },
  { HD_CAMPAIGN_AWAITS_ALLOTMENT, HD_SIDE_CONFEDERATE, HD_PHASE_MOVEMENT, HD_CAMPAIGN_STEP_MOVEMENT, "Campaign 2.1",
    "Confederate Movement Phase" },
  { HD_CAMPAIGN_AWAITS_MARCHES, HD_SIDE_UNION, HD_PHASE_MOVEMENT, HD_CAMPAIGN_STEP_MOVEMENT, "Campaign 7", "march" },
  { HD_CAMPAIGN_AWAITS_CONTACT, HD_SIDE_CONFEDERATE, HD_PHASE_BATTLE, HD_CAMPAIGN_STEP_BATTLE, "Campaign 9",
    "Battle Phase" },
  { HD_CAMPAIGN_AWAITS_BATTLE, HD_SIDE_UNION, HD_PHASE_BATTLE, HD_CAMPAIGN_STEP_BATTLE, "Campaign 9.6",
    "Union Battle Phase" },
  { HD_CAMPAIGN_AWAITS_PROMOTIONS, HD_SIDE_UNION, HD_PHASE_PROMOTION, HD_CAMPAIGN_STEP_PROMOTION, "Campaign 10",
    "Promotion Phase" },
  { HD_CAMPAIGN_AWAITS_REORGANISATION, HD_SIDE_CONFEDERATE, HD_PHASE_REORGANISATION,
    HD_CAMPAIGN_STEP_REORGANISATION, "Campaign 11", "Reorganisation Phase" },
  { HD_CAMPAIGN_AWAITS_RECRUIT_DIE, HD_SIDE_UNION, HD_PHASE_RECRUITING, HD_CAMPAIGN_STEP_RECRUITING, "Campaign 12.1",
    "recruiting die" },
  { HD_CAMPAIGN_AWAITS_RAISE, HD_SIDE_CONFEDERATE, HD_PHASE_RECRUITING, HD_CAMPAIGN_STEP_RECRUITING, "Campaign 12.1",
    "new corps" },
};

/* Every kind of decision has its step, and no two give the same advice. */
static void
test_every_awaited (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gboolean covered[HD_N_CAMPAIGN_AWAITS] = { FALSE };

  for (guint i = 0; i < G_N_ELEMENTS (awaited_cases); i++)
    {
      g_autoptr(HdCampaignView) view = view_at (map, 3, awaited_cases[i].side, awaited_cases[i].phase);
      HdCampaignAwaited awaited = { awaited_cases[i].kind, awaited_cases[i].side, awaited_cases[i].rule, NULL, 0 };
      g_autoptr(HdCampaignGuide) g = hd_campaign_guide_new_for (view, &awaited);

      g_assert_nonnull (g);
      if (strstr (g->headline, awaited_cases[i].headline) == NULL)
        g_error ("kind %d: headline \"%s\" lacks \"%s\"", awaited_cases[i].kind, g->headline,
                 awaited_cases[i].headline);
      g_assert_nonnull (strstr (g->headline, "09/1861"));   /* turn 3 */
      g_assert_cmpint (g->awaits, ==, awaited_cases[i].kind);
      g_assert_cmpint (g->step, ==, awaited_cases[i].step);
      g_assert_cmpstr (g->rule, ==, awaited_cases[i].rule);
      g_assert_nonnull (hd_reference_lookup (g->rule));
      g_assert_cmpuint (sentences (g->advice), >=, 2);
      g_assert_cmpuint (sentences (g->advice), <=, 3);
      g_assert_cmpuint (campaign_citations (g->advice), >=, 1);
      g_assert_false (g_hash_table_contains (seen, g->advice));
      g_hash_table_add (seen, g_strdup (g->advice));
      covered[awaited_cases[i].kind] = TRUE;
    }
  for (guint k = HD_CAMPAIGN_AWAITS_SETUP; k < HD_N_CAMPAIGN_AWAITS; k++)
    g_assert_true (covered[k]);
}

/* The march die: the Union hears of naval invasions on a 6 (Campaign
 * 7.5), the Confederacy, which has none, does not. */
static void
test_march_die_by_side (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaignView) view = view_at (map, 1, HD_SIDE_UNION, HD_PHASE_MOVEMENT);
  g_autoptr(HdCampaignView) theirs = view_at (map, 1, HD_SIDE_CONFEDERATE, HD_PHASE_MOVEMENT);
  HdCampaignAwaited u = { HD_CAMPAIGN_AWAITS_MARCH_DIE, HD_SIDE_UNION, "Campaign 7", "march-die", 0 };
  HdCampaignAwaited c = { HD_CAMPAIGN_AWAITS_MARCH_DIE, HD_SIDE_CONFEDERATE, "Campaign 7", "march-die", 0 };
  g_autoptr(HdCampaignGuide) ug = hd_campaign_guide_new_for (view, &u);
  g_autoptr(HdCampaignGuide) cg = hd_campaign_guide_new_for (theirs, &c);

  g_assert_nonnull (strstr (ug->advice, "Campaign 7.5"));
  g_assert_null (strstr (cg->advice, "Campaign 7.5"));
  g_assert_cmpstr (ug->headline, ==, "Union Movement Phase, 07/1861: roll the march die");
  g_assert_cmpstr (cg->headline, ==, "Confederate Movement Phase, 07/1861: roll the march die");
}

/* A rule the awaited decision names that the reference lacks ("Campaign
 * 99") gives way to the guide's own; the war's end names the winner. */
static void
test_rule_fallback_and_end (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = hd_campaign_new (map);
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  HdCampaignAwaited odd = { HD_CAMPAIGN_AWAITS_MARCHES, HD_SIDE_UNION, "Campaign 99", NULL, 0 };
  HdCampaignAwaited over = { HD_CAMPAIGN_AWAITS_NOTHING, HD_SIDE_NEUTRAL, NULL, NULL, 0 };
  g_autoptr(HdCampaignView) view = NULL;
  g_autoptr(HdCampaignGuide) g = NULL;
  g_autoptr(HdCampaignGuide) end = NULL;

  c->winner = HD_SIDE_CONFEDERATE;
  view = hd_campaign_view_new (c, umpire);
  g = hd_campaign_guide_new_for (view, &odd);
  g_assert_cmpstr (g->rule, ==, "Campaign 7");
  end = hd_campaign_guide_new_for (view, &over);
  g_assert_cmpstr (end->headline, ==, "The Confederacy has won the war");
  g_assert_cmpstr (end->rule, ==, "Campaign 4.2");
  g_assert_cmpint (end->step, ==, HD_CAMPAIGN_STEP_END);
  g_assert_cmpuint (campaign_citations (end->advice), >=, 1);
}

/* Campaign 5 walked whole: every step named, explained in two or three
 * sentences, with its reference entry; a phase of each. */
static void
test_sequence_walked (void)
{
  g_autoptr(GHashTable) rules = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint s = 0; s < HD_N_CAMPAIGN_STEPS; s++)
    {
      const char *rule = hd_campaign_step_get_rule (s);

      g_assert_cmpuint (strlen (hd_campaign_step_get_title (s)), >, 5);
      g_assert_cmpuint (sentences (hd_campaign_step_get_text (s)), >=, 2);
      g_assert_cmpuint (sentences (hd_campaign_step_get_text (s)), <=, 3);
      g_assert_nonnull (hd_reference_lookup (rule));
      g_assert_false (g_hash_table_contains (rules, rule));
      g_hash_table_add (rules, (gpointer) rule);
    }
  g_assert_cmpstr (hd_campaign_step_get_title (HD_CAMPAIGN_STEP_MOVEMENT), ==, "Movement Phase");
  g_assert_cmpstr (hd_campaign_step_get_title (HD_CAMPAIGN_STEP_RECRUITING), ==, "Recruiting Phase");
  g_assert_nonnull (strstr (hd_campaign_step_get_text (HD_CAMPAIGN_STEP_RECRUITING), "November-December"));
}

/* The guide @c's umpire would read now, checked as every guide must be:
 * it says what hd_campaign_view_get_awaited() awaits, its rule is an
 * entry, its advice cites campaign rules.  Returns its step. */
static HdCampaignStep
check_guide_of (const HdCampaign *c)
{
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  g_autoptr(HdCampaignView) view = hd_campaign_view_new (c, umpire);
  g_autoptr(HdCampaignGuide) g = hd_campaign_guide_new (view);
  HdCampaignAwaited awaited = hd_campaign_view_get_awaited (view);

  g_assert_nonnull (g);
  g_assert_cmpint (g->awaits, ==, awaited.kind);
  g_assert_cmpint (g->step, ==, hd_campaign_step_of (awaited.kind));
  if (hd_reference_lookup (g->rule) == NULL)
    g_error ("the guide sends the reader to %s, which the reference lacks", g->rule);
  g_assert_cmpuint (strlen (g->headline), >, 10);
  g_assert_cmpuint (sentences (g->advice), >=, 2);
  if (campaign_citations (g->advice) == 0)
    g_error ("\"%s\" cites no campaign rule", g->advice);
  return g->step;
}

/* A corps of @side at @box with one stand of @arm, @sp strength and
 * @morale as corps troops; its id. */
static guint
add_corps_with (HdCampaign *c, HdSide side, guint box, HdArm arm, guint sp, guint morale)
{
  HdCampaignFormation f = { 0 };
  HdCampaignStand s = { 0 };

  f.side = side;
  f.kind = HD_FORMATION_CORPS;
  f.name = (char *) "I Corps";
  f.commander = (char *) "Someone";
  f.box = box;
  s.side = side;
  s.formation = hd_campaign_add_formation (c, &f);
  s.box = HD_CAMPAIGN_NO_BOX;
  s.arm = arm;
  s.sp = sp;
  s.morale = morale;
  hd_campaign_add_stand (c, &s);
  return s.formation;
}

/* A contact's guide names its box and gives the cavalry test as the
 * engine counts it (Campaign 9): the defender must fight against twice
 * his cavalry, and may withdraw otherwise. */
static void
test_contact (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  g_autoptr(HdCampaign) c = hd_campaign_new (map);
  g_autoptr(HdCampaignViewer) umpire = hd_campaign_viewer_new_umpire ();
  guint manassas = hd_test_box (map, "Manassas Junction");
  guint attacker = add_corps_with (c, HD_SIDE_UNION, manassas, HD_ARM_CAVALRY, 3, 4);
  HdCampaignBattle *b;
  HdCampaignAwaited awaited = { HD_CAMPAIGN_AWAITS_CONTACT, HD_SIDE_CONFEDERATE, "Campaign 9", NULL, 0 };

  add_corps_with (c, HD_SIDE_CONFEDERATE, manassas, HD_ARM_INFANTRY, 6, 4);
  c->phase = HD_PHASE_BATTLE;
  b = hd_campaign_battle_open (c, manassas, HD_SIDE_UNION);
  g_array_append_val (b->attackers, attacker);
  awaited.battle = b->id;
  {
    g_autoptr(HdCampaignView) view = hd_campaign_view_new (c, umpire);
    g_autoptr(HdCampaignGuide) g = hd_campaign_guide_new_for (view, &awaited);

    /* the Union's Battle Phase, though the Confederate defender decides
     * (issue 31: it said "Confederate Battle Phase") */
    g_assert_cmpstr (g->headline, ==, "Union Battle Phase, 07/1861: forces have met at Manassas Junction");
    g_assert_nonnull (strstr (g->advice, "12, is at least twice the defenders' 0"));
    g_assert_nonnull (strstr (g->advice, "must fight"));
  }
  /* the defender's cavalry: 2 x 5 = 10, more than half of 12 */
  add_corps_with (c, HD_SIDE_CONFEDERATE, manassas, HD_ARM_CAVALRY, 2, 5);
  {
    g_autoptr(HdCampaignView) view = hd_campaign_view_new (c, umpire);
    g_autoptr(HdCampaignGuide) g = hd_campaign_guide_new_for (view, &awaited);

    g_assert_nonnull (strstr (g->advice, "12, is less than twice the defenders' 10"));
    g_assert_nonnull (strstr (g->advice, "may withdraw"));
    g_assert_cmpuint (campaign_citations (g->advice), >=, 1);
  }
  /* sent to the table: the guide names the battle */
  b->state = HD_BATTLE_TABLE;
  {
    g_autoptr(HdCampaignView) view = hd_campaign_view_new (c, umpire);
    HdCampaignAwaited table = { HD_CAMPAIGN_AWAITS_BATTLE, HD_SIDE_UNION, "Campaign 9.5", "battle-day", b->id };
    g_autoptr(HdCampaignGuide) g = hd_campaign_guide_new_for (view, &table);

    g_assert_cmpstr (g->headline, ==, "Union Battle Phase, 07/1861: the battle of Manassas Junction on the table");
    g_assert_nonnull (strstr (g->advice, "battle sheet"));
  }
  /* fought and won: the Promotion Phase counts the winner's picks */
  b->state = HD_BATTLE_OVER;
  b->picks[HD_SIDE_UNION] = 3;
  b->picks[HD_SIDE_CONFEDERATE] = 1;
  c->phase = HD_PHASE_PROMOTION;
  {
    g_autoptr(HdCampaignView) view = hd_campaign_view_new (c, umpire);
    HdCampaignAwaited union_picks = { HD_CAMPAIGN_AWAITS_PROMOTIONS, HD_SIDE_UNION, "Campaign 10", NULL, 0 };
    HdCampaignAwaited confederate_picks = { HD_CAMPAIGN_AWAITS_PROMOTIONS, HD_SIDE_CONFEDERATE, "Campaign 10", NULL,
                                            0 };
    g_autoptr(HdCampaignGuide) u = hd_campaign_guide_new_for (view, &union_picks);
    g_autoptr(HdCampaignGuide) cg = hd_campaign_guide_new_for (view, &confederate_picks);

    g_assert_nonnull (strstr (u->advice, "leave this side 3 divisions to promote"));
    g_assert_nonnull (strstr (cg->advice, "leave this side 1 division to promote"));
  }
}

/* Campaigns played at random from the July 1861 set-up, the umpire's
 * figures entered: at every step the guide says what play awaits, and
 * over the walk it reaches every phase of the sequence (Campaign 5). */
static void
test_random_campaigns (void)
{
  g_autoptr(HdMap) map = hd_test_board ();
  gboolean seen[HD_N_CAMPAIGN_STEPS] = { FALSE };
  guint n_actions = 0;

  for (guint game = 0; game < 3; game++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(HdCampaign) c = hd_campaign_setup_new_default (map, &error);
      GRand *rand = g_rand_new_with_seed (1861 + game);

      /* the candidates' dice come from GLib's random numbers: seeded too */
      g_random_set_seed (1861 + game);

      g_assert_no_error (error);
      for (guint i = 0; i < 800; i++)
        {
          g_autoptr(GPtrArray) candidates = NULL;
          HdCampaignAction *pick;

          seen[check_guide_of (c)] = TRUE;
          candidates = hd_campaign_play_list_candidates (c);
          if (candidates->len == 0)
            break;
          pick = g_ptr_array_index (candidates, g_rand_int_range (rand, 0, (gint32) candidates->len));
          if (!hd_campaign_play_apply (c, pick, &error))
            g_error ("a candidate was refused: %s", error->message);
          n_actions++;
        }
      g_rand_free (rand);
    }
  g_test_message ("%u actions; steps seen: movement %d battle %d promotion %d reorganisation %d recruiting %d end %d",
                  n_actions, seen[0], seen[1], seen[2], seen[3], seen[4], seen[5]);
  g_assert_cmpuint (n_actions, >=, 1000);
  for (HdCampaignStep step = HD_CAMPAIGN_STEP_MOVEMENT; step <= HD_CAMPAIGN_STEP_RECRUITING; step++)
    if (!seen[step])
      g_error ("no random campaign reached the %s", hd_campaign_step_get_title (step));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/campaign-guide/every-awaited", test_every_awaited);
  g_test_add_func ("/campaign-guide/march-die-by-side", test_march_die_by_side);
  g_test_add_func ("/campaign-guide/rule-fallback-and-end", test_rule_fallback_and_end);
  g_test_add_func ("/campaign-guide/sequence", test_sequence_walked);
  g_test_add_func ("/campaign-guide/contact", test_contact);
  g_test_add_func ("/campaign-guide/random-campaigns", test_random_campaigns);
  return g_test_run ();
}
