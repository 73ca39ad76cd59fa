/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-intervention.c: foreign intervention (Advanced 8.4): its three
 * conditions one by one, the moment it is won, the units in Europe and
 * their crossing, Confederate sea movement, what the foreign units are
 * (no army maximum, never promoted), their loss and the
 * replacement roll, and their transcript line and save element. */
#include "config.h"

#include <string.h>

#include "hd-battle.h"
#include "hd-game.h"
#include "hd-intervention.h"
#include "hd-recruitment.h"
#include "hd-state-private.h"
#include "hd-turn.h"
#include "hd-test-util.h"
#include "hd-action-line.h"
#include "hd-transcript.h"

static HdMap *board;

static void
control (HdState *s, const char *id, HdSide side)
{
  hd_state_set_control (s, hd_map_lookup_id (board, id)->index, side, TRUE);
}

static gboolean
holds (const HdState *s, HdInterventionCondition c)
{
  return hd_intervention_condition (s, c, NULL);
}

/* The Union's Movement Segment of 1862 on an empty board, every
 * recruitment city of 2 or more with its own side, Advanced 8.4 in play
 * with Advanced 6.0: without it the Confederacy holding Washington, as the
 * second condition asks, has won the war (10.0). */
static HdState *
empty_1862 (void)
{
  HdState *s = hd_test_bare_state (board, "1862", "advanced-8.4 advanced-6.0", FALSE, HD_SIDE_UNION);

  for (guint b = 0; b < hd_map_get_n_boxes (board); b++)
    {
      const HdBox *box = hd_map_get_box (board, b);
      if (box->recruit_union >= 2)
        hd_state_set_control (s, b, HD_SIDE_UNION, FALSE);
      if (box->recruit_confederate >= 2)
        hd_state_set_control (s, b, HD_SIDE_CONFEDERATE, FALSE);
    }
  return s;
}

/* Union cities of 2 or more handed to the Confederacy, the biggest
 * first, until the army maximums are within three: then all three
 * conditions hold. */
static HdState *
ripe_1862 (void)
{
  const char *cities[] = { "new-york-city", "philadelphia", "pittsburgh", "scranton", "chicago", "fort-wayne",
                           "st-louis", "atlantic-city", NULL };
  HdState *s = empty_1862 ();

  control (s, "washington", HD_SIDE_CONFEDERATE);
  for (guint i = 0; cities[i] != NULL && !holds (s, HD_INTERVENTION_ARMIES); i++)
    control (s, cities[i], HD_SIDE_CONFEDERATE);
  g_assert_true (holds (s, HD_INTERVENTION_ARMIES));
  g_assert_true (holds (s, HD_INTERVENTION_CITIES));
  g_assert_true (holds (s, HD_INTERVENTION_TRADE));
  return s;
}

/* 1: "The Confederate army maximum size is within three of the Union's." */
static void
test_condition_armies (void)
{
  g_autoptr(HdState) s = empty_1862 ();
  g_autofree char *why = NULL;
  guint u = hd_state_get_army_maximum (s, HD_SIDE_UNION), c = hd_state_get_army_maximum (s, HD_SIDE_CONFEDERATE);

  g_assert_cmpint (hd_intervention_condition (s, HD_INTERVENTION_ARMIES, &why), ==, u <= c + 3);
  g_assert_nonnull (strstr (why, "Army maximums"));
  g_assert_cmpuint (u, >, c + 3);   /* 1862's cities as printed: far apart */
  g_assert_false (holds (s, HD_INTERVENTION_ARMIES));
  g_clear_pointer (&s, hd_state_free);
  s = ripe_1862 ();
  u = hd_state_get_army_maximum (s, HD_SIDE_UNION);
  c = hd_state_get_army_maximum (s, HD_SIDE_CONFEDERATE);
  g_assert_cmpuint (u, <=, c + 3);
}

/* 2: "at least one Union recruitment city with a recruiting value of 2 or
 * more, plus Washington DC." */
static void
test_condition_cities (void)
{
  g_autoptr(HdState) s = empty_1862 ();

  g_assert_false (holds (s, HD_INTERVENTION_CITIES));
  control (s, "washington", HD_SIDE_CONFEDERATE);
  g_assert_false (holds (s, HD_INTERVENTION_CITIES));   /* Washington alone */
  control (s, "washington", HD_SIDE_UNION);
  control (s, "philadelphia", HD_SIDE_CONFEDERATE);
  g_assert_false (holds (s, HD_INTERVENTION_CITIES));   /* a city alone */
  control (s, "washington", HD_SIDE_CONFEDERATE);
  g_assert_true (holds (s, HD_INTERVENTION_CITIES));
  /* a Union city of 1 is not enough: Philadelphia back, Washington kept */
  control (s, "philadelphia", HD_SIDE_UNION);
  g_assert_false (holds (s, HD_INTERVENTION_CITIES));
}

/* 3: "Either no Confederate recruitment cities with a recruiting value of
 * 2 or more are Union controlled or, for each one that is, another Union
 * recruitment city with a value of 2 or more is Confederate-controlled." */
static void
test_condition_trade (void)
{
  g_autoptr(HdState) s = empty_1862 ();
  g_autofree char *why = NULL;

  g_assert_true (holds (s, HD_INTERVENTION_TRADE));
  control (s, "new-orleans", HD_SIDE_UNION);
  g_assert_false (holds (s, HD_INTERVENTION_TRADE));
  control (s, "philadelphia", HD_SIDE_CONFEDERATE);   /* the city of condition 2: not another */
  g_assert_false (holds (s, HD_INTERVENTION_TRADE));
  control (s, "pittsburgh", HD_SIDE_CONFEDERATE);
  g_assert_true (holds (s, HD_INTERVENTION_TRADE));
  control (s, "memphis", HD_SIDE_UNION);
  g_assert_false (holds (s, HD_INTERVENTION_TRADE));
  g_assert_true (hd_intervention_condition (s, HD_INTERVENTION_CITIES, NULL) == FALSE);
  hd_intervention_condition (s, HD_INTERVENTION_TRADE, &why);
  g_assert_nonnull (strstr (why, "held by the Union: 2"));
}

/* Checked at the start of each Confederate Player Turn: won only when all
 * three hold, and for good. */
static void
test_trigger (void)
{
  g_autoptr(HdState) s = ripe_1862 ();

  g_assert_false (hd_intervention_is_triggered (s));
  /* one condition short: nothing */
  {
    g_autoptr(HdState) short_one = hd_state_copy (s);
    control (short_one, "washington", HD_SIDE_UNION);
    hd_test_to_confederate_turn (short_one);
    g_assert_false (hd_intervention_is_triggered (short_one));
    g_assert_cmpuint (hd_intervention_n_in_europe (short_one), ==, 0);
  }
  /* without the option: nothing */
  {
    g_autoptr(HdState) plain = hd_state_copy (s);
    hd_turn_set_options (plain, (const char *[]) { "advanced-6.0", NULL });
    hd_test_to_confederate_turn (plain);
    g_assert_false (hd_intervention_is_triggered (plain));
  }
  hd_test_to_confederate_turn (s);
  g_assert_true (hd_intervention_is_triggered (s));
  g_assert_cmpuint (hd_intervention_get_turn (s), ==, hd_state_get_turn (s));
  g_assert_cmpuint (hd_intervention_n_in_europe (s), ==, 4);
  g_assert_cmpuint (hd_intervention_in_europe (s, HD_KIND_VI), ==, 2);
  g_assert_cmpuint (hd_intervention_in_europe (s, HD_KIND_CI), ==, 1);
  g_assert_cmpuint (hd_intervention_in_europe (s, HD_KIND_CC), ==, 1);
  /* for good: the conditions lost, it stays */
  control (s, "washington", HD_SIDE_UNION);
  hd_test_end_segments (s, 8);
  g_assert_true (hd_intervention_is_triggered (s));
  g_assert_cmpuint (hd_intervention_n_in_europe (s), ==, 4);
}

/* The units cross by Confederate sea movement, a march each, to a port
 * the Confederacy holds; they count against no army maximum; they are
 * never promoted. */
static void
test_crossing (void)
{
  g_autoptr(HdState) s = ripe_1862 ();
  guint in_play;
  const HdBoardUnit *bu;

  hd_test_no (s, "sail Confederate Vi from Europe to Wilmington", "Advanced 8.4");
  hd_test_to_confederate_turn (s);
  in_play = hd_state_get_units_in_play (s, HD_SIDE_CONFEDERATE);
  hd_test_no (s, "sail Confederate Vi from Europe to Wilmington", "4.0");   /* the marches first */
  hd_test_ok (s, "roll 2 for marches");
  hd_test_no (s, "sail Confederate Vi from Europe to Atlanta", "4.6");     /* no port */
  hd_test_no (s, "sail Confederate Vi from Europe to Fort Monroe", "Advanced 8.4");   /* a Union port */
  hd_test_no (s, "sail Confederate Vc from Europe to Wilmington", "Advanced 8.4");   /* none waits */
  hd_test_ok (s, "sail Confederate Ci from Europe to Wilmington");
  g_assert_cmpuint (hd_state_get_marches_left (s), ==, hd_state_get_marches (s) - 1);
  g_assert_cmpuint (hd_intervention_in_europe (s, HD_KIND_CI), ==, 0);
  bu = hd_state_get_unit (s, hd_state_get_n_units (s) - 1);
  g_assert_true (bu->unit.foreign);
  g_assert_cmpint (bu->unit.kind, ==, HD_KIND_CI);
  g_assert_cmpuint (bu->box, ==, hd_test_box (board, "Wilmington"));
  g_assert_cmpuint (hd_state_get_units_in_play (s, HD_SIDE_CONFEDERATE), ==, in_play);
  /* "Crack Infantry (Foreign Intervention) - combat value 3 with -1
   * defensive value": a crack infantry unit like the others */
  g_assert_cmpuint (hd_unit_kind_get_combat_value (bu->unit.kind), ==, 3);
  /* it moved by sea: nothing more this segment */
  hd_test_no (s, "march Confederate Ci from Wilmington by rail to Goldsboro", "4.6");
  /* never promoted */
  hd_test_end_segments (s, 2);
  {
    g_autofree char *line = g_strdup_printf ("promote #%u", bu->id);
    hd_test_no (s, line, "Advanced 8.4");
  }
}

/* The Confederacy moves by sea between its ports once Europe has
 * intervened, never by invasion, and not before. */
static void
test_confederate_sea_movement (void)
{
  g_autoptr(HdState) s = ripe_1862 ();
  g_autoptr(HdState) before = NULL;

  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Wilmington", 2, FALSE);
  before = hd_state_copy (s);
  hd_test_to_confederate_turn (before);
  /* the same turn without intervention: the conditions short */
  hd_state_free (g_steal_pointer (&before));
  before = hd_state_copy (s);
  control (before, "washington", HD_SIDE_UNION);
  hd_test_to_confederate_turn (before);
  hd_test_ok (before, "roll 3 for marches");
  hd_test_no (before, "sail Confederate Vi from Wilmington to Charleston", "4.6");
  hd_test_to_confederate_turn (s);
  hd_test_ok (s, "roll 3 for marches");
  hd_test_no (s, "sail Confederate Vi from Wilmington to Fort Monroe", "Advanced 8.4");
  hd_test_no (s, "invade Confederate Vi from Wilmington to Fort Monroe", "Advanced 8.4");
  hd_test_ok (s, "sail Confederate Vi from Wilmington to Charleston");
  g_assert_cmpuint (hd_state_count_units_at (s, hd_test_box (board, "Charleston"), HD_SIDE_CONFEDERATE), ==, 1);
}

/* A foreign unit lost is replaced in Europe on a Confederate recruitment
 * die of 5 or 6, one a segment, the first lost first. */
static void
test_replacement (void)
{
  g_autoptr(HdState) s = ripe_1862 ();
  guint pool;

  hd_test_to_confederate_turn (s);
  hd_test_ok (s, "roll 2 for marches");
  hd_test_ok (s, "sail Confederate Vi from Europe to Wilmington");
  hd_test_ok (s, "sail Confederate Cc from Europe to Charleston");
  pool = hd_state_get_pool (s, HD_SIDE_CONFEDERATE, HD_KIND_CC);
  /* both lost (corrections stand for any loss: battle, desertion, supply) */
  hd_test_ok (s, "remove Confederate Vi from Wilmington");
  hd_test_ok (s, "remove Confederate Cc from Charleston");
  g_assert_cmpuint (hd_intervention_n_lost (s), ==, 2);
  g_assert_cmpuint (hd_state_get_pool (s, HD_SIDE_CONFEDERATE, HD_KIND_CC), ==, pool);
  hd_test_end_segments (s, 3);
  hd_test_ok (s, "roll 4 for recruitment");
  g_assert_cmpuint (hd_intervention_n_lost (s), ==, 2);
  /* the next Confederate Recruitment Segment: a 5 brings the first back */
  hd_test_end_segments (s, 8);
  g_assert_cmpint (hd_state_get_segment (s), ==, HD_SEGMENT_RECRUITMENT);
  g_assert_cmpint (hd_state_get_player (s), ==, HD_SIDE_CONFEDERATE);
  hd_test_ok (s, "roll 5 for recruitment");
  g_assert_cmpuint (hd_intervention_n_lost (s), ==, 1);
  g_assert_cmpuint (hd_intervention_in_europe (s, HD_KIND_VI), ==, 2);
  g_assert_cmpuint (hd_intervention_in_europe (s, HD_KIND_CC), ==, 0);
  /* the Union's 6 replaces nothing */
  hd_test_ok (s, "end segment");
  g_assert_cmpint (hd_state_get_player (s), ==, HD_SIDE_UNION);
  hd_test_end_segments (s, 3);
  hd_test_ok (s, "roll 6 for recruitment");
  g_assert_cmpuint (hd_intervention_n_lost (s), ==, 1);
}

/* The transcript line and the save element give the crossing back. */
static void
test_transcript_and_save (void)
{
  g_autoptr(HdState) s = ripe_1862 ();
  HdAction a;
  g_autofree char *line = NULL;

  g_assert_true (hd_action_line_parse (board, "sail Confederate Cc from Europe to Mobile", &a));
  g_assert_cmpint (a.type, ==, HD_ACTION_SAIL_EUROPE);
  g_assert_cmpint (a.kind, ==, HD_KIND_CC);
  line = hd_action_line_write (&a, board);
  g_assert_cmpstr (line, ==, "sail Confederate Cc from Europe to Mobile");
  /* a Union unit never comes from Europe; other sail lines as before */
  g_assert_false (hd_action_line_parse (board, "sail Union Vi from Europe to Fort Monroe", &a));
  g_assert_true (hd_action_line_parse (board, "sail Union Vi from Washington to Fort Monroe", &a));
  g_assert_cmpint (a.type, ==, HD_ACTION_SEA_MOVE);
  g_assert_cmpuint (a.box, ==, hd_test_box (board, "Washington"));
}

/* A whole game to the crossing, saved and loaded, replayed from its
 * transcript. */
static void
test_game_round_trip (void)
{
  const char *options[] = { "advanced-8.4", "advanced-6.0", NULL };
  g_autoptr(HdGame) game = hd_game_new (board, "1862", options, NULL);
  g_autoptr(GError) error = NULL;
  const char *cities[] = { "washington", "new-york-city", "philadelphia", "pittsburgh", "scranton", "chicago",
                           "fort-wayne", "st-louis", "atlantic-city", NULL };

  g_assert_nonnull (game);
  /* an empty board, so that no unit takes a city back at the end of the
   * Union Combat Segment */
  hd_test_clear_game (game);
  for (guint i = 0; cities[i] != NULL && !holds (hd_game_get_state (game), HD_INTERVENTION_ARMIES); i++)
    {
      g_autofree char *l = g_strdup_printf ("control Confederate %s with marker",
                                            hd_map_lookup_id (board, cities[i])->name);
      HdAction a;
      g_assert_true (hd_action_line_parse (board, l, &a));
      g_assert_true (hd_log_apply (HD_LOG (game), &a, &error));
    }
  for (guint i = 0; i < 4; i++)
    {
      HdAction end = { .type = HD_ACTION_END_SEGMENT };
      if (!hd_log_apply (HD_LOG (game), &end, &error))
        g_error ("end segment: %s", error->message);
    }
  g_assert_true (hd_intervention_is_triggered (hd_game_get_state (game)));
  {
    HdAction a;
    g_assert_true (hd_action_line_parse (board, "sail Confederate Vi from Europe to Wilmington", &a));
    g_assert_true (hd_log_apply (HD_LOG (game), &a, &error));
  }
  {
    g_autoptr(GBytes) bytes = hd_log_to_bytes (HD_LOG (game));
    g_autoptr(HdGame) again = hd_game_new_from_bytes (board, bytes, "test", &error);
    g_autofree char *text = hd_transcript_write (game);
    g_autoptr(HdGame) read = NULL;

    g_assert_no_error (error);
    g_assert_nonnull (strstr (g_bytes_get_data (bytes, NULL), "type=\"sail-from-europe\""));
    g_assert_true (hd_state_equal (hd_game_get_state (again), hd_game_get_state (game)));
    read = hd_transcript_read (board, text, -1, "test", NULL, NULL, &error);
    g_assert_no_error (error);
    g_assert_true (hd_state_equal (hd_game_get_state (read), hd_game_get_state (game)));
  }
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();
  g_test_add_func ("/intervention/condition/armies", test_condition_armies);
  g_test_add_func ("/intervention/condition/cities", test_condition_cities);
  g_test_add_func ("/intervention/condition/trade", test_condition_trade);
  g_test_add_func ("/intervention/trigger", test_trigger);
  g_test_add_func ("/intervention/crossing", test_crossing);
  g_test_add_func ("/intervention/sea-movement", test_confederate_sea_movement);
  g_test_add_func ("/intervention/replacement", test_replacement);
  g_test_add_func ("/intervention/transcript", test_transcript_and_save);
  g_test_add_func ("/intervention/game-round-trip", test_game_round_trip);
  status = g_test_run ();
  g_object_unref (board);
  return status;
}
