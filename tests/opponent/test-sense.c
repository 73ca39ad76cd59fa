/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-sense.c: the opponent plays with sense (issue 34), each on a
 * position built for it, at Normal and Hard: a threatened recruitment
 * city is guarded before a small gain elsewhere; Richmond is assaulted
 * when the odds are there; a battle's odds count the defender's
 * reinforcements (5.5), so a lone unit does not attack a box its
 * neighbours can reinforce; the last Player Turn is played for the
 * victory test that follows it (11.1: no entrenching, shields taken;
 * 10.0: the last city assaulted at any odds, the war's last chance, and
 * the turn before it spent standing beside the cities still lacked);
 * the last of the seven cities is the war at any turn;
 * a lone cavalry's withdrawal (5.6) is foreseen;
 * and every reason says what its action does (no "hold the line" beside
 * marches, plurals right, no die that was not rolled, quoted odds the
 * engine's own). */
#include "config.h"

#include "hd-battle.h"
#include "hd-planner.h"
#include "hd-player.h"
#include "hd-state-private.h"
#include "hd-tactics.h"
#include "hd-transcript.h"
#include "hd-test-util.h"

static HdMap *board;

#define box(name) hd_test_box (board, name)

static guint
fixed_die (gpointer data)
{
  return GPOINTER_TO_UINT (data);
}


/* Every Union recruitment city within four boxes of Harrisburg but
 * @spare held by three entrenched veterans, so that the one left empty
 * is the only one at risk. */
static void
garrison_north (HdState *s, const char * const *spare)
{
  for (guint b = 0; b < hd_map_get_n_boxes (board); b++)
    {
      const HdBox *bx = hd_map_get_box (board, b);
      if (bx->side == HD_SIDE_UNION && bx->recruit_union + bx->recruit_confederate > 0 &&
          !g_strv_contains (spare, bx->name) && hd_evaluate_distance (s, box ("Harrisburg"), b) <= 4)
        hd_test_put (s, HD_SIDE_UNION, "Vi", bx->name, 3, TRUE);
    }
}

/* Philadelphia (three Union shields, 7.1) stands empty beside three
 * Confederate veterans at Harrisburg, and behind it New York City and
 * Atlantic City; the Union's two veterans at Baltimore could instead
 * fall on a lone militia at Gettysburg.  The city is guarded. */
static void
test_guards_threatened_city (gconstpointer data)
{
  HdPlayerLevel level = GPOINTER_TO_UINT (data);
  g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  g_autofree char *reasons = NULL;

  const char *spare[] = { "Philadelphia", "New York City", "Atlantic City", "Baltimore", NULL };

  garrison_north (s, spare);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Baltimore", 2, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Harrisburg", 3, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Gettysburg", 1, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Richmond", 6, TRUE);
  hd_test_ok (s, "roll 2 for marches");
  reasons = hd_test_play_segment (s, level, 11, NULL);
  g_test_message ("%s", reasons);
  g_assert_cmpuint (hd_state_count_units_at (s, box ("Philadelphia"), HD_SIDE_UNION), >=, 1);
  g_assert_nonnull (strstr (reasons, "Philadelphia"));
}

#define N_ASSAULT 5

/* The Union holds every city of 10.0 but Richmond, two entrenched
 * militia in each. */
static void
hold_six_cities (HdState *s)
{
  const char *cities[] = { "New Orleans", "Mobile", "Atlanta", "Memphis", "Charleston", "Wilmington" };

  for (guint k = 0; k < G_N_ELEMENTS (cities); k++)
    {
      hd_state_set_control (s, box (cities[k]), HD_SIDE_UNION, TRUE);
      hd_test_put (s, HD_SIDE_UNION, "Mi", cities[k], 2, TRUE);
    }
}

/* Game Turn 38 of 40 in the Campaign Game: five Union veterans at
 * Fredericksburg, Richmond held by three entrenched Confederate veterans
 * (a permanent entrenchment, 4.3).  The odds are there and the war is
 * nearly over: Richmond is assaulted. */
static void
test_assaults_richmond (gconstpointer data)
{
  HdPlayerLevel level = GPOINTER_TO_UINT (data);
  g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  g_autofree char *reasons = NULL;

  hold_six_cities (s);
  hd_state_set_turn (s, 38);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Fredericksburg", N_ASSAULT, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Mi", "Washington", 4, TRUE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Richmond", 3, TRUE);
  hd_test_ok (s, "roll 2 for marches");
  reasons = hd_test_play_segment (s, level, 11, NULL);
  g_test_message ("%s", reasons);
  g_assert_cmpuint (hd_state_count_units_at (s, box ("Richmond"), HD_SIDE_UNION), >=, N_ASSAULT - 1);
  g_test_message ("the odds: %.3f", hd_evaluate_attack_odds (s, box ("Richmond"), HD_SIDE_UNION));
  g_assert_nonnull (strstr (reasons, "ttack Richmond"));
}

/* The planner's odds count the defender's reinforcements (5.5): one
 * Union militia at Cairo, three veterans each at Paducah and St. Louis
 * beside it.  A lone Confederate veteran from Memphis would win the
 * battle as it stands more often than not, and not against the help. */
static void
test_odds_count_reinforcements (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_CONFEDERATE);
  g_autoptr(HdState) alone = NULL;
  double as_is, counted;

  hd_test_put (s, HD_SIDE_UNION, "Mi", "Cairo", 1, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Cairo", 1, FALSE);
  alone = hd_state_copy (s);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Paducah", 3, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "St. Louis", 3, FALSE);
  as_is = hd_evaluate_battle_odds (s, box ("Cairo"), HD_SIDE_CONFEDERATE);
  counted = hd_evaluate_attack_odds (s, box ("Cairo"), HD_SIDE_CONFEDERATE);
  g_assert_cmpfloat (counted, <, as_is - 0.2);
  /* without neighbours to send help, the odds are the battle's */
  g_assert_cmpfloat (hd_evaluate_attack_odds (alone, box ("Cairo"), HD_SIDE_CONFEDERATE), ==,
                     hd_evaluate_battle_odds (alone, box ("Cairo"), HD_SIDE_CONFEDERATE));
  /* a neighbour whose units are screened by as many enemies sends none */
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Paducah", 3, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "St. Louis", 3, FALSE);
  g_assert_cmpfloat (hd_evaluate_attack_odds (s, box ("Cairo"), HD_SIDE_CONFEDERATE), ==, as_is);
}

/* 5.6 as the planner reads it: a lone Confederate veteran cavalry at
 * Nashville attacked by three Union veterans withdraws (to a box the
 * rules offer); not when the attackers are cavalry too (5.6's
 * exception), nor beside infantry (only cavalry may withdraw), nor when
 * it would hold its box (an entrenched pair against one militia). */
static void
test_withdrawal_read (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  g_autoptr(HdState) pinned = NULL, mixed = NULL, holds = NULL;
  guint to;

  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vc", "Nashville", 1, FALSE);
  pinned = hd_state_copy (s);
  mixed = hd_state_copy (s);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Nashville", 3, FALSE);
  hd_test_ok (s, "roll 2 for marches");
  to = hd_evaluate_withdrawal (s, box ("Nashville"), HD_SIDE_UNION);
  g_assert_cmpuint (to, !=, HD_NO_BOX);
  g_assert_cmpuint (hd_state_count_units_at (s, to, HD_SIDE_UNION), ==, 0);

  hd_test_put (pinned, HD_SIDE_UNION, "Vc", "Nashville", 3, FALSE);
  hd_test_ok (pinned, "roll 2 for marches");
  g_assert_cmpuint (hd_evaluate_withdrawal (pinned, box ("Nashville"), HD_SIDE_UNION), ==, HD_NO_BOX);

  hd_test_put (mixed, HD_SIDE_CONFEDERATE, "Mi", "Nashville", 1, FALSE);
  hd_test_put (mixed, HD_SIDE_UNION, "Vi", "Nashville", 3, FALSE);
  hd_test_ok (mixed, "roll 2 for marches");
  g_assert_cmpuint (hd_evaluate_withdrawal (mixed, box ("Nashville"), HD_SIDE_UNION), ==, HD_NO_BOX);

  holds = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  hd_test_put (holds, HD_SIDE_CONFEDERATE, "Vc", "Nashville", 2, TRUE);
  hd_test_put (holds, HD_SIDE_UNION, "Mi", "Nashville", 1, FALSE);
  hd_test_ok (holds, "roll 2 for marches");
  g_assert_cmpfloat (hd_evaluate_battle_odds (holds, box ("Nashville"), HD_SIDE_UNION), <, 0.5);
  g_assert_cmpuint (hd_evaluate_withdrawal (holds, box ("Nashville"), HD_SIDE_UNION), ==, HD_NO_BOX);
}

/* Three Union veterans at Bowling Green beside Nashville, a Confederate
 * shield (7.1) held by one veteran cavalry: the planner counts on the
 * cavalry withdrawing (5.6), takes the box, and says so. */
static void
test_attacks_cavalry_that_withdraws (gconstpointer data)
{
  HdPlayerLevel level = GPOINTER_TO_UINT (data);
  g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  g_autofree char *reasons = NULL;

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Bowling Green", 3, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vc", "Nashville", 1, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Richmond", 6, TRUE);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Washington", 6, TRUE);
  hd_test_ok (s, "roll 2 for marches");
  reasons = hd_test_play_segment (s, level, 11, NULL);
  g_test_message ("%s", reasons);
  g_assert_cmpuint (hd_state_count_units_at (s, box ("Nashville"), HD_SIDE_UNION), >=, 1);
  g_assert_nonnull (strstr (reasons, "withdraw to "));
  g_assert_nonnull (strstr (reasons, "(5.6)"));
}

/* Memphis's only veteran beside Cairo, where one Union militia stands
 * with six veterans in reach to reinforce it (5.5): no attack on Cairo. */
static void
test_no_attack_into_reinforcements (gconstpointer data)
{
  HdPlayerLevel level = GPOINTER_TO_UINT (data);
  g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_CONFEDERATE);
  g_autofree char *reasons = NULL;

  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Humboldt", 1, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Mi", "Cairo", 1, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Paducah", 3, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "St. Louis", 3, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Richmond", 6, TRUE);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Washington", 6, TRUE);
  hd_test_ok (s, "roll 2 for marches");
  reasons = hd_test_play_segment (s, level, 11, NULL);
  g_test_message ("%s", reasons);
  g_assert_cmpuint (hd_state_count_units_at (s, box ("Cairo"), HD_SIDE_CONFEDERATE), ==, 0);
}

/* The Short Game's last Game Turn (11.1), the Confederate Player Turn:
 * no Union march follows before the victory test.  A Confederate veteran
 * holds Nashville against two Union veterans at Forts Henry and Donelson;
 * Bowling Green (a Confederate shield, 7.1) stands empty beside it.
 * Staying or entrenching would guard against a march that will never
 * come: the veteran takes Bowling Green, a point on the maximum the test
 * reads, and Nashville stays Confederate (8.0). */
static void
last_turn_plays_for_the_test (HdPlayerLevel level, HdState *s)
{
  g_autoptr(GArray) made = g_array_new (FALSE, FALSE, sizeof (HdAction));
  g_autofree char *reasons = NULL;

  hd_state_set_turn (s, hd_state_get_end_turn (s));
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Nashville", 1, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Forts Henry and Donelson", 2, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Washington", 8, TRUE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Richmond", 6, TRUE);
  hd_test_ok (s, "roll 2 for marches");
  reasons = hd_test_play_segment (s, level, 11, made);
  g_test_message ("%s", reasons);
  for (guint k = 0; k < made->len; k++)
    g_assert_cmpint (g_array_index (made, HdAction, k).type, !=, HD_ACTION_DIG_IN);
  g_assert_cmpuint (hd_state_count_units_at (s, box ("Bowling Green"), HD_SIDE_CONFEDERATE), ==, 1);
  g_assert_null (strstr (reasons, "at risk"));
}

static void
test_last_turn_plays_for_the_test (gconstpointer data)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1861-short", NULL, FALSE, HD_SIDE_CONFEDERATE);

  last_turn_plays_for_the_test (GPOINTER_TO_UINT (data), s);
}

/* The same in the last Game Turn of the 1863 Scenario ended in March
 * 1864 (11.3), a game judged on the army maximums alone too: Nashville
 * given back to the Confederacy and Bowling Green to the Union (in
 * 1863's setup the Union holds both). */
static void
test_last_turn_of_a_march_ending (gconstpointer data)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1863", "11.3-1864", FALSE, HD_SIDE_CONFEDERATE);

  hd_state_set_control (s, box ("Nashville"), HD_SIDE_CONFEDERATE, FALSE);
  hd_state_set_control (s, box ("Bowling Green"), HD_SIDE_UNION, TRUE);
  last_turn_plays_for_the_test (GPOINTER_TO_UINT (data), s);
}

/* The Union's Movement Segment of Game Turn @turn of the Campaign Game:
 * six of 10.0's seven cities held, Richmond by six entrenched veterans,
 * six Union veterans at Fredericksburg beside it, and four Confederate
 * veterans at Manassas Junction beside Washington, held by two militia;
 * the segment played by @level, its reasons returned. */
static char *
richmond_at_poor_odds (HdPlayerLevel level, guint turn, HdState **out)
{
  HdState *s = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  char *reasons;

  hold_six_cities (s);
  hd_state_set_turn (s, turn);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Fredericksburg", 6, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Mi", "Washington", 2, TRUE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Manassas Junction", 4, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Richmond", 6, TRUE);
  hd_test_ok (s, "roll 3 for marches");
  reasons = hd_test_play_segment (s, level, 11, NULL);
  g_test_message ("%s", reasons);
  *out = s;
  return reasons;
}

/* That position in the last Game Turn (40): the odds are poor, but the
 * war ends with this turn (10.0: the South survives unless the Union
 * takes Richmond now), so the veterans attack rather than stand or go
 * home. */
static void
test_last_chance_taken (gconstpointer data)
{
  g_autoptr(HdState) s = NULL;
  g_autofree char *reasons = richmond_at_poor_odds (GPOINTER_TO_UINT (data), 40, &s);

  g_assert_cmpuint (hd_state_get_end_turn (s), ==, 40);
  g_assert_cmpuint (hd_state_count_units_at (s, box ("Richmond"), HD_SIDE_UNION), >=, 6);
  g_assert_nonnull (strstr (reasons, "ttack Richmond"));
}

/* The same position in Game Turn 20 of 40: a third of a chance against
 * Richmond's entrenched six is no assault while the war goes on (10.0
 * is asked only at its end) and four Confederate veterans stand beside
 * Washington.  The veterans do not attack Richmond. */
static void
test_waits_while_the_war_goes_on (gconstpointer data)
{
  g_autoptr(HdState) s = NULL;
  g_autofree char *reasons = richmond_at_poor_odds (GPOINTER_TO_UINT (data), 20, &s);

  g_assert_cmpuint (hd_state_count_units_at (s, box ("Richmond"), HD_SIDE_UNION), ==, 0);
  g_assert_null (strstr (reasons, "ttack Richmond"));
}

/* The Confederacy's side of a capital: Game Turn 10 of the Campaign
 * Game, five Confederate veterans at Manassas Junction beside
 * Washington, which two Union militia hold unentrenched; Washington's
 * fall ends the war (10.0).  The veterans assault it. */
static void
test_assaults_washington (gconstpointer data)
{
  HdPlayerLevel level = GPOINTER_TO_UINT (data);
  g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_CONFEDERATE);
  g_autofree char *reasons = NULL;

  hd_state_set_turn (s, 10);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Manassas Junction", 5, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Richmond", 2, TRUE);
  hd_test_put (s, HD_SIDE_UNION, "Mi", "Washington", 2, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Harrisburg", 3, FALSE);
  hd_test_ok (s, "roll 2 for marches");
  reasons = hd_test_play_segment (s, level, 11, NULL);
  g_test_message ("%s", reasons);
  g_assert_cmpuint (hd_state_count_units_at (s, box ("Washington"), HD_SIDE_CONFEDERATE), >=, 3);
  g_assert_nonnull (strstr (reasons, "ttack Washington"));
}

/* The Union's Movement Segment before its last (Game Turn 39 of 40 of
 * the Campaign Game): six of 10.0's seven cities held, Richmond by one
 * entrenched crack infantry, every road from Washington to it barred
 * (Fredericksburg, Manassas Junction, Gordonsville held), one militia at
 * Petersburg beside it and three Union veterans at Raleigh beside that.
 * Nothing can reach Richmond this turn; the war turns on the next one,
 * so the veterans fall on Petersburg to stand beside Richmond for the
 * last (10.0).  (Before, the plan weighed Petersburg's shield alone and
 * left the veterans where they were.) */
static void
test_stages_for_the_last_turn (gconstpointer data)
{
  HdPlayerLevel level = GPOINTER_TO_UINT (data);
  g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  g_autofree char *reasons = NULL;

  hold_six_cities (s);
  hd_state_set_turn (s, hd_state_get_end_turn (s) - 1);
  hd_test_put (s, HD_SIDE_UNION, "Ci", "Washington", 5, TRUE);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Raleigh", 3, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Ci", "Richmond", 1, TRUE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Ci", "Fredericksburg", 2, TRUE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Ci", "Manassas Junction", 1, TRUE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Ci", "Gordonsville", 1, TRUE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Petersburg", 1, FALSE);
  hd_test_ok (s, "roll 2 for marches");
  reasons = hd_test_play_segment (s, level, 11, NULL);
  g_test_message ("%s", reasons);
  g_assert_cmpuint (hd_state_count_units_at (s, box ("Petersburg"), HD_SIDE_UNION), >=, 3);
  g_assert_nonnull (strstr (reasons, "Petersburg"));
}

/* A game of the 1864 Scenario at Game Turn 36 of 40
 * (tests/data/transcripts/last-city-1864.txt): the Union holds six of
 * 10.0's seven cities, Mobile stands with one crack infantry, a Union
 * cavalry at Montgomery beside it and veterans in Washington that can
 * invade (4.7).  Taking Mobile ends the war (10.0), four turns before
 * its end: the Union goes for it.  (Before, the plan never looked at
 * Mobile: an attack there was worth only its shield to the beam.) */
static void
test_last_city_is_the_war (gconstpointer data)
{
  HdPlayerLevel level = GPOINTER_TO_UINT (data);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "transcripts", "last-city-1864.txt", NULL);
  g_autofree char *text = NULL, *reasons = NULL;
  g_autoptr(HdGame) game = NULL;
  g_autoptr(HdState) s = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  game = hd_transcript_read (board, text, (gssize) length, "last-city-1864.txt", NULL, NULL, NULL);
  g_assert_nonnull (game);
  s = hd_state_copy (hd_game_get_state (game));
  g_assert_cmpuint (hd_state_get_turn (s), ==, 36);
  reasons = hd_test_play_segment (s, level, 11, NULL);
  g_test_message ("%s", reasons);
  g_assert_cmpuint (hd_state_count_units_at (s, box ("Mobile"), HD_SIDE_UNION), >=, 1);
  g_assert_nonnull (strstr (reasons, "Mobile"));
}

/* Mobile, a port and one of 10.0's seven cities, held by one
 * Confederate veteran, every other Confederate port and Richmond
 * garrisoned; Montgomery (a Confederate shield, 7.1) beside Mobile in
 * Union hands and empty.  With Union units in Washington a naval
 * invasion (4.7) can reach Mobile: the veteran stays.  With none there,
 * nothing can reach Mobile and it retakes Montgomery. */
static void
test_keeps_port_garrison (gconstpointer data)
{
  HdPlayerLevel level = GPOINTER_TO_UINT (data);

  for (gboolean invasion = FALSE; invasion <= TRUE; invasion++)
    {
      g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_CONFEDERATE);
      g_autofree char *reasons = NULL;

      hd_state_set_control (s, box ("Montgomery"), HD_SIDE_UNION, TRUE);
      hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Mobile", 1, FALSE);
      for (guint b = 0; b < hd_map_get_n_boxes (board); b++)
        {
          const HdBox *port = hd_map_get_box (board, b);
          if (port->port && port->side == HD_SIDE_CONFEDERATE && strcmp (port->name, "Mobile") != 0)
            hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", port->name, 1, TRUE);
        }
      hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Richmond", 2, TRUE);
      hd_test_put (s, HD_SIDE_UNION, "Vi", invasion ? "Washington" : "Harrisburg", 3, FALSE);
      hd_test_ok (s, "roll 2 for marches");
      reasons = hd_test_play_segment (s, level, 11, NULL);
      g_test_message ("%s", reasons);
      g_assert_cmpuint (hd_state_count_units_at (s, box ("Mobile"), HD_SIDE_CONFEDERATE), ==, invasion ? 1 : 0);
      if (!invasion)
        g_assert_cmpuint (hd_state_count_units_at (s, box ("Montgomery"), HD_SIDE_CONFEDERATE), ==, 1);
    }
}

/* The Advanced Game's supply (Advanced 2.0-2.2) enters the evaluation:
 * two Confederate veterans at Harrisburg, deep in Union-held boxes, can
 * trace no line and will lose a piece at the start of their next Player
 * Turn; their material counts that piece lost, for both sides' views.
 * One veteran alone is always in supply (Advanced 2.0). */
static void
test_supply_counts (void)
{
  HdEvaluation with, without, alone;

  for (guint k = 0; k < 3; k++)
    {
      g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", k < 2 ? "advanced-2.0" : NULL, FALSE,
                                                 HD_SIDE_UNION);
      hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Harrisburg", k == 1 ? 1 : 2, FALSE);
      hd_evaluate (s, HD_SIDE_CONFEDERATE, NULL, HD_EVALUATE_QUICK, k == 0 ? &with : k == 1 ? &alone : &without);
      if (k == 0)
        g_assert_cmpfloat (hd_evaluate (s, HD_SIDE_UNION, NULL, HD_EVALUATE_QUICK, NULL), >, -G_MAXDOUBLE);
    }
  g_assert_cmpfloat (without.term[HD_TERM_MATERIAL], ==, 6);
  g_assert_cmpfloat (with.term[HD_TERM_MATERIAL], ==, 3);
  g_assert_cmpfloat (alone.term[HD_TERM_MATERIAL], ==, 3);
}

/* -- reasons ------------------------------------------------------------ */

static guint battle_reasons;   /* counted by check_reason */

/* A box's name followed by a percentage in @reason ("attack Cairo: 2
 * units against 1, 71 % to win"): the box and the figure, or FALSE. */
static gboolean
quoted_attack (const char *reason, const char *from, char **name, int *percent)
{
  for (const char *at = strstr (from, "ttack "); at != NULL; at = strstr (at, "ttack "))
    {
      const char *colon, *pc, *next;

      at += strlen ("ttack ");
      colon = strchr (at, ':');
      pc = colon != NULL ? strstr (colon, " % to win") : NULL;
      next = strstr (at, "ttack ");
      if (pc == NULL)
        return FALSE;
      if (next != NULL && next < pc)
        continue;   /* an attack quoted without odds: the cavalry withdraws (5.6) */
      while (pc > colon && g_ascii_isdigit (pc[-1]))
        pc--;
      *name = g_strndup (at, colon - at);
      *percent = atoi (pc);
      return TRUE;
    }
  (void) reason;
  return FALSE;
}

/* Whether @reason holds "@before@box@after" (box a box's name). */
static gboolean
names (const char *reason, const char *before, const HdState *state, guint box, const char *after)
{
  g_autofree char *want = g_strdup_printf ("%s%s%s", before, hd_map_get_box (hd_state_get_map (state), box)->name,
                                           after);
  return strstr (reason, want) != NULL;
}

/* Whether @reason quotes @percent as "N %@after". */
static gboolean
quotes (const char *reason, double chance, const char *after)
{
  g_autofree char *want = g_strdup_printf (" %d %%%s", (int) (chance * 100 + 0.5), after);
  return strstr (reason, want) != NULL;
}

/* A battle's reason (5.0-5.6, Advanced 4.0) against its action: the
 * boxes named are the action's and the battle's, the chance quoted the
 * tactics' own (hd_tactics_battle_chance, hd_evaluate_battle_odds).
 * Returns whether it was one. */
static gboolean
check_battle_reason (const HdState *before, const HdAction *a, const char *reason)
{
  HdAwaited awaited = hd_action_get_decision (before);
  HdSide side = hd_tactics_deciding_side (before, &awaited);
  gboolean under_way = hd_battle_in_progress (before);
  guint at = under_way ? hd_battle_get_box (before) : a->box;
  double now = under_way ? hd_tactics_battle_chance (before, side) : 0;

  switch (a->type)
    {
    case HD_ACTION_BATTLE:
      g_assert_true (names (reason, "Fight at ", before, a->box, " first: "));
      g_assert_true (quotes (reason, hd_evaluate_battle_odds (before, a->box, side), " to win."));
      return TRUE;
    case HD_ACTION_CONTAIN:
      g_assert_true (names (reason, "Contain the landing at ", before, a->box, " rather than"));
      return TRUE;
    case HD_ACTION_FIRE:
      if (!under_way)
        return FALSE;
      if (strstr (reason, "Fire at ") == NULL)
        {
          /* a fire with nothing to choose: its dice */
          g_assert_cmpstr (reason, ==, hd_tactics_roll_reason (a));
          return TRUE;
        }
      g_assert_true (names (reason, "Fire at ", before, at, ": "));
      g_assert_true (quotes (reason, now, " to win the battle."));
      return TRUE;
    case HD_ACTION_RETREAT:
      g_assert_true (names (reason, "Retreat to ", before, a->to, ": only"));
      g_assert_true (quotes (reason, now, " to win at "));
      g_assert_true (names (reason, "to win at ", before, at, " by staying."));
      return TRUE;
    case HD_ACTION_WITHDRAW:
      g_assert_true (names (reason, "Withdraw the cavalry to ", before, a->to, ": only"));
      g_assert_true (quotes (reason, now, " to hold "));
      return TRUE;
    case HD_ACTION_REINFORCE:
    case HD_ACTION_LEADER_REINFORCE:
      g_assert_true (quotes (reason, now, " to "));
      g_assert_nonnull (strstr (reason, "the chance to win rises from"));
      return TRUE;
    default:
      return FALSE;
    }
}

/* One reason checked against its action and the position it was made
 * in: the words fit the action, the numbers are the engine's (a
 * battle's too where @tactics: the planner's and the tactics' own
 * reasons, not greedy's). */
static void
check_reason (const HdState *before, const HdAction *a, const char *reason, gboolean tactics,
              const HdState *segment_end)
{
  static const char *const plurals[] = { " 1 units", " 1 marches", " 1 moves", " 1 battles", " 1 boxes",
                                          " 1 points", " 1 Game Turns", " 1 defenders", " 1 attackers" };
  HdMap *map = hd_state_get_map (before);
  const char *p = reason;
  char *name;
  int percent;

  if (tactics)
    battle_reasons += check_battle_reason (before, a, reason);
  for (guint k = 0; k < G_N_ELEMENTS (plurals); k++)
    g_assert_null (strstr (reason, plurals[k]));
  g_assert_null (strstr (reason, "Roll 0 "));
  if (a->type != HD_ACTION_END_SEGMENT)
    g_assert_null (strstr (reason, "old the line"));
  if (a->type == HD_ACTION_MARCH_MOVE || a->type == HD_ACTION_SEA_MOVE)
    {
      guint to = a->type == HD_ACTION_SEA_MOVE ? a->to : hd_action_route_end (a, map);
      g_assert_nonnull (strstr (reason, hd_map_get_box (map, to)->name));
    }
  while (segment_end != NULL && quoted_attack (reason, p, &name, &percent))
    {
      const HdBox *b = hd_map_lookup_name (map, name);
      g_assert_nonnull (b);
      g_assert_cmpint (percent, ==, (int) (hd_evaluate_attack_odds (segment_end, b->index,
                                                                    hd_state_get_player (before)) * 100 + 0.5));
      g_free (name);
      p = strstr (p, " % to win") + 1;
    }
}

typedef struct {
  HdState *before;
  HdAction action;
  char    *reason;
  gboolean tactics;   /* Normal's: the planner's and the tactics' reasons */
} Made;

static void
made_clear (gpointer data)
{
  Made *m = data;
  hd_state_free (m->before);
  g_free (m->reason);
}

/* Every reason of the first 160 decisions of a game of Normal (the
 * Union in the 1861 Short Game, the Confederacy in 1863) against Greedy,
 * each checked against its action; the Movement Segment's quoted odds
 * against the position its plan leaves. */
static void
test_reasons_true (gconstpointer data)
{
  const char *scenario = data;
  HdSide normal_side = g_str_equal (scenario, "1861-short") ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE;
  g_autoptr(HdScenario) sc = hd_scenario_new_builtin (board, scenario, NULL);
  g_autoptr(HdState) s = hd_state_new_from_scenario (board, sc);
  g_autoptr(HdPlayer) normal = hd_player_new (HD_PLAYER_NORMAL, 5);
  g_autoptr(HdPlayer) greedy = hd_player_new (HD_PLAYER_GREEDY, 6);
  g_autoptr(GArray) segment = g_array_new (FALSE, FALSE, sizeof (Made));
  guint checked = 0;

  battle_reasons = 0;
  g_array_set_clear_func (segment, made_clear);
  for (guint n = 0; n < 160 && !hd_state_is_over (s); n++)
    {
      HdAwaited awaited = hd_action_get_decision (s);
      HdSide side = hd_tactics_deciding_side (s, &awaited);
      HdPlayer *p = side == normal_side ? normal : greedy;
      HdDecision d;
      Made m;
      g_autoptr(GError) error = NULL;

      g_assert_true (hd_player_decide (p, s, fixed_die, GUINT_TO_POINTER (1 + n % 6), NULL, &d, &error));
      m.before = hd_state_copy (s);
      m.action = d.action;
      m.reason = g_steal_pointer (&d.reason);
      m.tactics = p == normal;
      g_array_append_val (segment, m);
      g_assert_true (hd_action_apply (&d.action, s, &error));
      if (d.action.type == HD_ACTION_END_SEGMENT || hd_state_get_segment (s) != hd_state_get_segment (m.before))
        {
          const HdState *end = hd_state_get_segment (m.before) == HD_SEGMENT_MOVEMENT ? m.before : NULL;
          for (guint k = 0; k < segment->len; k++)
            {
              Made *x = &g_array_index (segment, Made, k);
              check_reason (x->before, &x->action, x->reason, x->tactics, end);
              checked++;
            }
          g_array_set_size (segment, 0);
        }
    }
  g_test_message ("%u reasons checked, %u of them a battle's", checked, battle_reasons);
  g_assert_cmpuint (checked, >=, 120);
  g_assert_cmpuint (battle_reasons, >=, 5);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();
  for (HdPlayerLevel l = HD_PLAYER_NORMAL; l <= HD_PLAYER_HARD; l++)
    {
      const char *name = l == HD_PLAYER_NORMAL ? "normal" : "hard";
      g_autofree char *a = g_strdup_printf ("/sense/%s/guards-threatened-city", name);
      g_autofree char *b = g_strdup_printf ("/sense/%s/assaults-richmond", name);
      g_autofree char *c = g_strdup_printf ("/sense/%s/no-attack-into-reinforcements", name);
      g_autofree char *d = g_strdup_printf ("/sense/%s/last-turn", name);
      g_autofree char *e = g_strdup_printf ("/sense/%s/keeps-port-garrison", name);
      g_autofree char *f = g_strdup_printf ("/sense/%s/cavalry-withdraws", name);
      g_autofree char *g = g_strdup_printf ("/sense/%s/last-chance", name);
      g_autofree char *h = g_strdup_printf ("/sense/%s/last-city-is-the-war", name);
      g_autofree char *i = g_strdup_printf ("/sense/%s/stages-for-the-last-turn", name);
      g_autofree char *j = g_strdup_printf ("/sense/%s/last-turn-of-a-march-ending", name);
      g_autofree char *k = g_strdup_printf ("/sense/%s/waits-while-the-war-goes-on", name);
      g_autofree char *m = g_strdup_printf ("/sense/%s/assaults-washington", name);
      g_test_add_data_func (a, GUINT_TO_POINTER (l), test_guards_threatened_city);
      g_test_add_data_func (b, GUINT_TO_POINTER (l), test_assaults_richmond);
      g_test_add_data_func (c, GUINT_TO_POINTER (l), test_no_attack_into_reinforcements);
      g_test_add_data_func (d, GUINT_TO_POINTER (l), test_last_turn_plays_for_the_test);
      g_test_add_data_func (e, GUINT_TO_POINTER (l), test_keeps_port_garrison);
      g_test_add_data_func (f, GUINT_TO_POINTER (l), test_attacks_cavalry_that_withdraws);
      g_test_add_data_func (g, GUINT_TO_POINTER (l), test_last_chance_taken);
      g_test_add_data_func (h, GUINT_TO_POINTER (l), test_last_city_is_the_war);
      g_test_add_data_func (i, GUINT_TO_POINTER (l), test_stages_for_the_last_turn);
      g_test_add_data_func (j, GUINT_TO_POINTER (l), test_last_turn_of_a_march_ending);
      g_test_add_data_func (k, GUINT_TO_POINTER (l), test_waits_while_the_war_goes_on);
      g_test_add_data_func (m, GUINT_TO_POINTER (l), test_assaults_washington);
    }
  g_test_add_func ("/sense/odds-count-reinforcements", test_odds_count_reinforcements);
  g_test_add_func ("/sense/withdrawal-read", test_withdrawal_read);
  g_test_add_func ("/sense/advanced/supply-counts", test_supply_counts);
  g_test_add_data_func ("/reasons/1861-short", "1861-short", test_reasons_true);
  g_test_add_data_func ("/reasons/1863", "1863", test_reasons_true);
  return g_test_run ();
}
