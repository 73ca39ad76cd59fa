/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-planner.c: the opponent finds the obvious (docs/opponent.md):
 * positions built for it, each with the move a player at the table would
 * make — a lone militia next to four veterans is attacked, an undefended
 * victory city in reach is taken, a battle at hopeless odds is left, the
 * defending cavalry withdraws before infantry it cannot hold against
 * (5.4, 5.6), the best reinforcement is sent (5.5) — at both levels,
 * through the planner itself and through HdPlayer, with the reason
 * naming the place.  Cancelling a plan stops it. */
#include "config.h"

#include "hd-planner.h"
#include "hd-player.h"
#include "hd-reply.h"
#include "hd-battle.h"
#include "hd-test-util.h"

static HdMap *board;

#define box(name) hd_test_box (board, name)


/* Every Confederate recruitment city within three boxes of @near (but
 * @spare) held by three entrenched veterans, so that no weaker city
 * tempts the planner away from what is tested. */
static void
garrison_near (HdState *s, const char *near, const char *spare)
{
  for (guint b = 0; b < hd_map_get_n_boxes (board); b++)
    {
      const HdBox *box = hd_map_get_box (board, b);
      if (box->side == HD_SIDE_CONFEDERATE && box->recruit_confederate > 0 && strcmp (box->name, spare) != 0 &&
          hd_evaluate_distance (s, hd_test_box (board, near), b) <= 3)
        hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", box->name, 3, TRUE);
    }
}

/* Four Veteran Infantry at Harper's Ferry, a lone Confederate militia at
 * Front Royal down the road: the Union attacks it.  Charleston, W.V. is
 * held: left empty in the militia's two-march reach, the planners marched
 * the four to guard it, since a battle won does not yet take the dead
 * units' reach out of the exposure term (left to the opponent's issue). */
static void
test_lone_militia_attacked (gconstpointer data)
{
  HdPlayerLevel level = GPOINTER_TO_UINT (data);
  g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  g_autofree char *reasons = NULL;

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Harper's Ferry", 4, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Front Royal", 1, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Washington", 8, TRUE);   /* safe whatever the garrisons nearby do */
  hd_test_put (s, HD_SIDE_UNION, "Mi", "Charleston, W.V.", 1, TRUE);
  garrison_near (s, "Harper's Ferry", "");
  hd_test_ok (s, "roll 2 for marches");
  reasons = hd_test_play_segment (s, level, 7, NULL);
  g_assert_cmpint (hd_state_get_segment (s), ==, HD_SEGMENT_COMBAT);
  g_assert_cmpuint (hd_state_count_units_at (s, box ("Front Royal"), HD_SIDE_UNION), >=, 1);
  g_assert_nonnull (strstr (reasons, "Front Royal"));
}

/* Two Union militia at Grand Junction, Memphis (one of 10.0's seven
 * cities) empty beside it by rail: the Union takes it. */
static void
test_undefended_city_taken (gconstpointer data)
{
  HdPlayerLevel level = GPOINTER_TO_UINT (data);
  g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  g_autofree char *reasons = NULL;

  hd_test_put (s, HD_SIDE_UNION, "Mi", "Grand Junction", 2, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Mi", "Washington", 3, FALSE);
  garrison_near (s, "Grand Junction", "Memphis");
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Richmond", 3, TRUE);   /* no easier city elsewhere */
  hd_test_ok (s, "roll 2 for marches");
  reasons = hd_test_play_segment (s, level, 7, NULL);
  g_assert_cmpuint (hd_state_count_units_at (s, box ("Memphis"), HD_SIDE_UNION), >=, 1);
  g_assert_nonnull (strstr (reasons, "Memphis"));
  /* held at the end of the Combat Segment (8.0) */
  hd_test_ok (s, "end segment");
  g_assert_cmpint (hd_state_get_controller (s, box ("Memphis")), ==, HD_SIDE_UNION);
}

/* The planner itself: a plan of accepted actions ending the segment,
 * with its reason; a cancelled plan stops. */
static void
test_planner_direct (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  g_autoptr(HdState) play = NULL;
  g_autoptr(GCancellable) cancel = g_cancellable_new ();
  HdPlannerSettings settings = { .beam = 6, .finalists = 6, .per_box = 6, .win_chance = 0.75 };
  HdPlan plan;

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Cairo", 4, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Paducah", 1, FALSE);
  hd_test_ok (s, "roll 2 for marches");
  g_assert_true (hd_planner_plan (s, hd_weights_default (), &settings, NULL, NULL, NULL, &plan));
  g_assert_cmpint (g_array_index (plan.actions, HdAction, plan.actions->len - 1).type, ==, HD_ACTION_END_SEGMENT);
  play = hd_state_copy (s);
  for (guint k = 0; k < plan.actions->len; k++)
    {
      g_autoptr(GError) error = NULL;
      g_assert_true (hd_action_apply (&g_array_index (plan.actions, HdAction, k), play, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (hd_state_get_segment (play), ==, HD_SEGMENT_COMBAT);
  g_assert_cmpuint (strlen (plan.reason), >, 0);
  hd_plan_clear (&plan);

  g_cancellable_cancel (cancel);
  g_assert_false (hd_planner_plan (s, hd_weights_default (), &settings, NULL, NULL, cancel, &plan));
}

/* Easy's slip (issue 33): with second_best the planner carries out a
 * plan worth less than the best it judged, and still a legal one. */
static void
test_planner_second_best (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  g_autoptr(HdState) play = hd_state_copy (s);
  HdPlannerSettings settings = { .beam = 6, .finalists = 6, .per_box = 6, .win_chance = 0.75 };
  HdPlan best, second;

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Cairo", 4, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Paducah", 1, FALSE);
  hd_test_ok (s, "roll 2 for marches");
  g_assert_true (hd_planner_plan (s, hd_weights_default (), &settings, NULL, NULL, NULL, &best));
  settings.second_best = TRUE;
  g_assert_true (hd_planner_plan (s, hd_weights_default (), &settings, NULL, NULL, NULL, &second));
  g_assert_cmpfloat (second.value, <=, best.value);
  g_assert_false (second.actions->len == best.actions->len &&
                  memcmp (second.actions->data, best.actions->data, best.actions->len * sizeof (HdAction)) == 0);
  g_clear_pointer (&play, hd_state_free);
  play = hd_state_copy (s);
  for (guint k = 0; k < second.actions->len; k++)
    g_assert_true (hd_action_apply (&g_array_index (second.actions, HdAction, k), play, NULL));
  g_assert_cmpint (hd_state_get_segment (play), ==, HD_SEGMENT_COMBAT);
  hd_plan_clear (&best);
  hd_plan_clear (&second);
}

/* The enemy's segment as Normal plans it (HdReplyMarches). */
static gboolean
normal_answer (HdState *state, const HdWeights *w, gpointer data)
{
  HdPlan plan;
  gboolean ok = TRUE;

  g_assert_true (hd_planner_plan (state, w, hd_player_level_planner (HD_PLAYER_NORMAL), NULL, NULL, NULL, &plan));
  for (guint k = 0; k < plan.actions->len && ok; k++)
    ok = hd_action_apply (&g_array_index (plan.actions, HdAction, k), state, NULL);
  hd_plan_clear (&plan);
  return ok;
}

/* Hard's look at the enemy's answer (hd-reply.h): from the Union's
 * Movement Segment, the rest of its turn and the Confederacy's next
 * Movement Segment are played out, the Confederacy marching greedily
 * or as Normal plans.  The same streams give the same worth. */
static void
test_reply_played_out (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  g_autoptr(HdState) end = NULL, planned = NULL;
  double v;

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Washington", 6, TRUE);
  hd_test_put (s, HD_SIDE_UNION, "Mi", "Harper's Ferry", 1, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Manassas Junction", 3, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Richmond", 3, TRUE);
  hd_test_ok (s, "roll 2 for marches");
  end = hd_reply_play (s, HD_SIDE_UNION, hd_weights_default (), NULL, NULL, 0);
  g_assert_nonnull (end);
  g_assert_cmpint (hd_state_get_player (end), ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpint (hd_state_get_segment (end), ==, HD_SEGMENT_COMBAT);
  g_assert_cmpuint (hd_state_get_turn (end), ==, hd_state_get_turn (s));
  /* the Union marched nothing; the Confederacy did: the three fall back
   * on Richmond, which the seven now in Washington (a recruit) threaten */
  g_assert_cmpuint (hd_state_count_units_at (end, box ("Washington"), HD_SIDE_UNION), ==, 7);
  g_assert_cmpuint (hd_state_count_units_at (end, box ("Manassas Junction"), HD_SIDE_CONFEDERATE), ==, 0);
  g_assert_cmpuint (hd_state_count_units_at (end, box ("Richmond"), HD_SIDE_CONFEDERATE), ==, 6);
  v = hd_reply_value (s, HD_SIDE_UNION, hd_weights_default (), NULL, NULL, 3);
  g_assert_cmpfloat (v, >, -HD_EVALUATE_WON);
  g_assert_cmpfloat (v, ==, hd_reply_value (s, HD_SIDE_UNION, hd_weights_default (), NULL, NULL, 3));
  /* Hard's answers: the Confederacy's marches planned as Normal plans */
  planned = hd_reply_play (s, HD_SIDE_UNION, hd_weights_default (), normal_answer, NULL, 0);
  g_assert_nonnull (planned);
  g_assert_cmpint (hd_state_get_player (planned), ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpint (hd_state_get_segment (planned), ==, HD_SEGMENT_COMBAT);
  g_assert_false (hd_state_equal (planned, end));   /* Normal keeps the three forward */
}

/* A plan weighed by the enemy's answer (Hard's `replies`) is a legal
 * plan that ends the segment, the same each time; the setting reads and
 * writes as a word, 0 (none) to 64. */
static void
test_planner_replies (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  g_autoptr(HdState) play = NULL;
  HdPlannerSettings settings = *hd_player_level_planner (HD_PLAYER_HARD), read;
  g_autofree char *words = NULL;
  HdPlan plan, again;

  g_assert_cmpuint (settings.replies, >, 0);
  g_assert_true (settings.reply_planner == hd_player_level_planner (HD_PLAYER_NORMAL));
  g_assert_cmpuint (hd_player_level_planner (HD_PLAYER_NORMAL)->replies, ==, 0);
  settings.replies = 2;
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Cairo", 4, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Paducah", 1, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Humboldt", 2, FALSE);
  hd_test_ok (s, "roll 3 for marches");
  g_assert_true (hd_planner_plan (s, hd_weights_default (), &settings, NULL, NULL, NULL, &plan));
  g_assert_true (hd_planner_plan (s, hd_weights_default (), &settings, NULL, NULL, NULL, &again));
  g_assert_cmpuint (plan.actions->len, ==, again.actions->len);
  g_assert_cmpint (memcmp (plan.actions->data, again.actions->data, plan.actions->len * sizeof (HdAction)), ==, 0);
  play = hd_state_copy (s);
  for (guint k = 0; k < plan.actions->len; k++)
    g_assert_true (hd_action_apply (&g_array_index (plan.actions, HdAction, k), play, NULL));
  g_assert_cmpint (hd_state_get_segment (play), ==, HD_SEGMENT_COMBAT);
  hd_plan_clear (&plan);
  hd_plan_clear (&again);

  words = hd_planner_settings_to_string (&settings);
  g_assert_nonnull (strstr (words, " replies=2"));
  g_assert_true (hd_planner_settings_parse (words, hd_player_level_planner (HD_PLAYER_NORMAL), &read, NULL));
  g_assert_cmpuint (read.replies, ==, 2);
  g_assert_true (hd_planner_settings_parse ("replies=0", &settings, &read, NULL));
  g_assert_cmpuint (read.replies, ==, 0);
  g_clear_pointer (&words, g_free);
  words = hd_planner_settings_to_string (&read);
  g_assert_null (strstr (words, "replies"));
  g_assert_false (hd_planner_settings_parse ("replies=65", &settings, &read, NULL));
  g_assert_false (hd_planner_settings_parse ("replies=-1", &settings, &read, NULL));
}

/* The next decision of a player of @level in @s. */
static HdAction
decide (HdPlayerLevel level, HdState *s, char **reason)
{
  g_autoptr(HdPlayer) player = hd_player_new (level, 3);
  g_autoptr(GError) error = NULL;
  HdDecision d;
  HdAction a;

  g_assert_true (hd_player_decide (player, s, NULL, NULL, NULL, &d, &error));
  g_assert_no_error (error);
  a = d.action;
  *reason = g_steal_pointer (&d.reason);
  return a;
}

/* Two Union Vi against six entrenched Confederate Ci at Front Royal: in
 * round 2 the Union retreats (5.4) rather than be destroyed. */
static void
test_hopeless_battle_left (gconstpointer data)
{
  HdPlayerLevel level = GPOINTER_TO_UINT (data);
  g_autoptr(HdState) s = hd_test_front_royal_battle (board, "1861-campaign", NULL, 2, 6, "Ci", TRUE);
  g_autofree char *reason = NULL;
  g_autofree char *first = NULL;
  HdAction a;

  /* round 1: nothing but fire is allowed; both fire */
  a = decide (level, s, &first);
  g_assert_cmpint (a.type, ==, HD_ACTION_FIRE);
  g_clear_pointer (&first, g_free);
  while (hd_battle_in_progress (s) && hd_battle_get_round (s) < 2)
    {
      HdAction f = decide (level, s, &first);
      g_clear_pointer (&first, g_free);
      hd_candidates_fill_dice (&f, 6);   /* every shot misses */
      g_assert_true (hd_action_apply (&f, s, NULL));
    }
  g_assert_true (hd_battle_in_progress (s));
  if (hd_action_get_decision (s).side != HD_SIDE_UNION)
    {
      HdAction f = decide (level, s, &first);
      g_clear_pointer (&first, g_free);
      hd_candidates_fill_dice (&f, 6);
      g_assert_true (hd_action_apply (&f, s, NULL));
    }
  a = decide (level, s, &reason);
  g_assert_cmpint (a.type, ==, HD_ACTION_RETREAT);
  g_assert_nonnull (strstr (reason, "%") ? reason : NULL);
}

/* Four Union Vi against three entrenched Confederate Vi at Front Royal,
 * a Union militia at Harper's Ferry and a veteran at Manassas Junction
 * and at Grafton beside it: in round 2 the Union sends a veteran first
 * (5.5), naming the chance before and after.  Asked again (its chances
 * now kept by the battle's fingerprint), it decides the same. */
static void
test_reinforcement_sent (gconstpointer data)
{
  HdPlayerLevel level = GPOINTER_TO_UINT (data);
  g_autoptr(HdState) s = hd_test_front_royal_battle (board, "1861-campaign", NULL, 4, 3, "Vi", TRUE);
  g_autofree char *reason = NULL;
  g_autofree char *again = NULL;
  HdAction a, b;
  int unit;

  hd_test_put (s, HD_SIDE_UNION, "Mi", "Harper's Ferry", 1, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Manassas Junction", 1, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Grafton", 1, FALSE);
  while (hd_battle_in_progress (s) &&
         (hd_battle_get_round (s) < 2 || hd_action_get_decision (s).side != HD_SIDE_UNION))
    {
      HdAction f = decide (level, s, &reason);
      g_clear_pointer (&reason, g_free);
      g_assert_cmpint (f.type, !=, HD_ACTION_RETREAT);
      hd_candidates_fill_dice (&f, 6);   /* every shot misses */
      g_assert_true (hd_action_apply (&f, s, NULL));
    }
  g_assert_true (hd_battle_in_progress (s));
  a = decide (level, s, &reason);
  g_test_message ("%s", reason);
  g_assert_cmpint (a.type, ==, HD_ACTION_REINFORCE);
  unit = hd_state_find_unit_by_id (s, a.unit);
  g_assert_cmpint (unit, >=, 0);
  g_assert_cmpint (hd_state_get_unit (s, (guint) unit)->unit.kind, ==, HD_KIND_VI);
  g_assert_nonnull (strstr (reason, "rises from"));
  b = decide (level, s, &again);
  g_assert_cmpint (b.type, ==, a.type);
  g_assert_cmpuint (b.unit, ==, a.unit);
  g_assert_cmpstr (again, ==, reason);
}

/* The defending Confederate cavalry alone at Front Royal before four
 * Union Vi withdraws (5.6) rather than fight. */
static void
test_cavalry_withdraws (gconstpointer data)
{
  HdPlayerLevel level = GPOINTER_TO_UINT (data);
  g_autoptr(HdState) s = hd_test_front_royal_battle (board, "1861-campaign", NULL, 4, 1, "Mc", FALSE);
  g_autofree char *reason = NULL;
  HdAction a;

  g_assert_cmpint (hd_action_get_decision (s).side, ==, HD_SIDE_CONFEDERATE);
  a = decide (level, s, &reason);
  g_assert_cmpint (a.type, ==, HD_ACTION_WITHDRAW);
  g_assert_nonnull (strstr (reason, "Front Royal"));
}

/* Cavalry that can hold (a crack cavalry, entrenched, against one militia
 * cavalry) stays and fires. */
static void
test_cavalry_stays (gconstpointer data)
{
  HdPlayerLevel level = GPOINTER_TO_UINT (data);
  g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  g_autofree char *reason = NULL;
  HdAction a;

  hd_test_put (s, HD_SIDE_UNION, "Mi", "Harper's Ferry", 1, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Cc", "Front Royal", 1, TRUE);
  hd_test_ok (s, "roll 2 for marches");
  hd_test_ok (s, "march Union Mi from Harper's Ferry by road to Front Royal");
  hd_test_ok (s, "end segment");
  hd_test_ok (s, "battle at Front Royal");
  a = decide (level, s, &reason);
  g_assert_cmpint (a.type, ==, HD_ACTION_FIRE);
}

/* Advanced 4.0: two Union Vi land at Wilmington by naval invasion (4.7)
 * and @n Confederate @code march in from Goldsboro; the Confederate
 * Combat Segment begins with the landing met. */
static HdState *
landing_met (guint n, const char *code)
{
  HdState *s = hd_test_bare_state (board, "1862", "advanced-4.0", FALSE, HD_SIDE_UNION);
  g_autofree char *march = g_strdup_printf ("march Confederate %s from Goldsboro by rail to Wilmington", code);

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Washington", 2, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, code, "Goldsboro", n, FALSE);
  hd_test_ok (s, "roll 6 for marches");
  hd_test_ok (s, "invade Union Vi from Washington to Wilmington");
  hd_test_ok (s, "invade Union Vi from Washington to Wilmington");
  hd_test_end_segments (s, 4);
  hd_test_ok (s, "roll 3 for marches");
  for (guint k = 0; k < n; k++)
    hd_test_ok (s, march);
  hd_test_ok (s, "end segment");
  return s;
}

/* Containment (Advanced 4.0) weighed against the battle: two militia
 * against the two landed veterans would lose, so they contain the
 * landing; five veterans fight it. */
static void
test_landing_contained (gconstpointer data)
{
  HdPlayerLevel level = GPOINTER_TO_UINT (data);
  g_autoptr(HdState) weak = landing_met (2, "Mi");
  g_autoptr(HdState) strong = landing_met (5, "Vi");
  g_autofree char *reason = NULL;
  g_autofree char *second = NULL;
  HdAction a;

  a = decide (level, weak, &reason);
  g_assert_cmpint (a.type, ==, HD_ACTION_CONTAIN);
  g_assert_cmpuint (a.box, ==, hd_test_box (board, "Wilmington"));
  g_assert_nonnull (strstr (reason, "Wilmington"));
  a = decide (level, strong, &second);
  g_assert_cmpint (a.type, ==, HD_ACTION_BATTLE);
  g_assert_cmpuint (a.box, ==, hd_test_box (board, "Wilmington"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();
  for (HdPlayerLevel l = HD_PLAYER_NORMAL; l <= HD_PLAYER_HARD; l++)
    {
      g_autofree char *a = g_strdup_printf ("/planner/%s/lone-militia-attacked", hd_player_level_to_string (l));
      g_autofree char *b = g_strdup_printf ("/planner/%s/undefended-city-taken", hd_player_level_to_string (l));
      g_autofree char *c = g_strdup_printf ("/tactics/%s/hopeless-battle-left", hd_player_level_to_string (l));
      g_autofree char *d = g_strdup_printf ("/tactics/%s/cavalry-withdraws", hd_player_level_to_string (l));
      g_autofree char *e = g_strdup_printf ("/tactics/%s/cavalry-stays", hd_player_level_to_string (l));
      g_autofree char *f = g_strdup_printf ("/tactics/%s/landing-contained", hd_player_level_to_string (l));
      g_autofree char *g = g_strdup_printf ("/tactics/%s/reinforcement-sent", hd_player_level_to_string (l));
      g_test_add_data_func (a, GUINT_TO_POINTER (l), test_lone_militia_attacked);
      g_test_add_data_func (b, GUINT_TO_POINTER (l), test_undefended_city_taken);
      g_test_add_data_func (c, GUINT_TO_POINTER (l), test_hopeless_battle_left);
      g_test_add_data_func (g, GUINT_TO_POINTER (l), test_reinforcement_sent);
      g_test_add_data_func (d, GUINT_TO_POINTER (l), test_cavalry_withdraws);
      g_test_add_data_func (e, GUINT_TO_POINTER (l), test_cavalry_stays);
      g_test_add_data_func (f, GUINT_TO_POINTER (l), test_landing_contained);
    }
  g_test_add_func ("/planner/direct", test_planner_direct);
  g_test_add_func ("/planner/second-best", test_planner_second_best);
  g_test_add_func ("/planner/replies", test_planner_replies);
  g_test_add_func ("/reply/played-out", test_reply_played_out);
  return g_test_run ();
}
