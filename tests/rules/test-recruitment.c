/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-recruitment.c: promotions (6.0-6.2), recruitment (7.0-7.5 and
 * 5.71's point) and victory (9.1, 10.0, 10.1, 11.1, 11.3), each rule both
 * ways, with the rule number on every refusal. */
#include "config.h"

#include <string.h>

#include "hd-test-util.h"
#include "hd-action.h"
#include "hd-battle.h"
#include "hd-game.h"
#include "hd-guide.h"
#include "hd-recruitment.h"
#include "hd-action-line.h"
#include "hd-transcript.h"
#include "hd-state-private.h"
#include "hd-turn.h"

static HdMap *board;

#define ok hd_test_ok
#define no hd_test_no

#define box(name) hd_test_box (board, name)

static guint
id_at (const HdState *s, const char *where, guint nth)
{
  for (guint i = 0; i < hd_state_get_n_units (s); i++)
    if (hd_state_get_unit (s, i)->box == box (where) && nth-- == 0)
      return hd_state_get_unit (s, i)->id;
  g_error ("no unit in %s", where);
  return 0;
}

static const HdBoardUnit *
unit (const HdState *s, guint id)
{
  int i = hd_state_find_unit_by_id (s, id);
  return i < 0 ? NULL : hd_state_get_unit (s, (guint) i);
}

static void
to_segment (HdState *s, HdSide player, HdSegment segment)
{
  while (hd_state_get_player (s) != player || hd_state_get_segment (s) != segment)
    g_assert_true (hd_turn_end_segment (s));
}

static void
test_promotion (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", NULL, FALSE, HD_SIDE_UNION);
  guint mi, vi, mc;
  g_autofree char *p_mi = NULL, *p_vi = NULL, *p_mc = NULL;
  guint pool;

  hd_test_put (s, HD_SIDE_UNION, "Mi", "Washington", 1, TRUE);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Baltimore", 1, FALSE);
  hd_test_put (s, HD_SIDE_UNION, "Mc", "Baltimore", 1, FALSE);
  mi = id_at (s, "Washington", 0);
  vi = id_at (s, "Baltimore", 0);
  mc = id_at (s, "Baltimore", 1);
  p_mi = g_strdup_printf ("promote #%u", mi);
  p_vi = g_strdup_printf ("promote #%u", vi);
  p_mc = g_strdup_printf ("promote #%u", mc);
  no (s, p_mi, "6.0");                           /* not in the Movement Segment */
  to_segment (s, HD_SIDE_UNION, HD_SEGMENT_PROMOTION);
  pool = hd_state_get_pool (s, HD_SIDE_UNION, HD_KIND_MI);
  {
    HdGuide *g = hd_guide_new (s);
    g_assert_nonnull (strstr (g->advice, "You may promote one unit"));
    hd_guide_free (g);
  }
  ok (s, p_mi);
  /* the guide no longer offers what was just done (issue 31, 8) */
  {
    HdGuide *g = hd_guide_new (s);
    g_assert_null (strstr (g->advice, "You may promote"));
    g_assert_nonnull (strstr (g->advice, "has been made"));
    hd_guide_free (g);
  }
  /* a veteran, still entrenched; the militia counter back in the pool */
  g_assert_cmpint (unit (s, mi)->unit.kind, ==, HD_KIND_VI);
  g_assert_true (unit (s, mi)->unit.entrenched);
  g_assert_cmpuint (hd_state_get_pool (s, HD_SIDE_UNION, HD_KIND_MI), ==, pool + 1);
  no (s, p_vi, "6.0");                           /* one a segment */
  /* the Confederacy promotes in its own segment; the same unit not twice */
  to_segment (s, HD_SIDE_CONFEDERATE, HD_SEGMENT_PROMOTION);
  no (s, p_vi, "6.0");
  to_segment (s, HD_SIDE_UNION, HD_SEGMENT_PROMOTION);
  ok (s, p_vi);
  g_assert_cmpint (unit (s, vi)->unit.kind, ==, HD_KIND_CI);
  to_segment (s, HD_SIDE_UNION, HD_SEGMENT_RECRUITMENT);
  to_segment (s, HD_SIDE_UNION, HD_SEGMENT_PROMOTION);
  no (s, p_vi, "6.0");                           /* crack is the best */
  /* the only way to more cavalry: the militia cavalry promoted */
  ok (s, p_mc);
  g_assert_cmpint (unit (s, mc)->unit.kind, ==, HD_KIND_VC);
  g_assert_cmpuint (hd_state_get_pool (s, HD_SIDE_UNION, HD_KIND_MC), >=, 1);

  /* 6.1: no veteran to crack in the Promotion Segment */
  {
    g_autoptr(HdState) t = hd_test_bare_state (board, "1861-campaign", "6.1", FALSE, HD_SIDE_UNION);
    g_autofree char *line = NULL;
    hd_test_put (t, HD_SIDE_UNION, "Vi", "Baltimore", 1, FALSE);
    line = g_strdup_printf ("promote #%u", id_at (t, "Baltimore", 0));
    to_segment (t, HD_SIDE_UNION, HD_SEGMENT_PROMOTION);
    no (t, line, "6.1");
  }
}

/* 6.2: a 1 or less, one off for each veteran or crack unit lost in
 * battle this Game Turn, gives the Confederacy two promotions. */
static void
test_replacement_training (void)
{
  for (guint die = 1; die <= 3; die++)
    {
      g_autoptr(HdState) s = hd_test_bare_state (board, "1861-campaign", "6.2", FALSE, HD_SIDE_CONFEDERATE);
      g_autofree char *roll = g_strdup_printf ("roll %u for promotion", die);
      g_autoptr(GError) error = NULL;
      guint lost = die == 3 ? 2 : 0;

      hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Richmond", 3, FALSE);
      hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Manassas Junction", lost, FALSE);
      hd_test_put (s, HD_SIDE_UNION, "Vi", "Washington", 4, FALSE);
      if (lost > 0)
        {
          /* two Confederate veterans lost attacking Washington this turn */
          ok (s, "roll 2 for marches");
          ok (s, "march Confederate Vi from Manassas Junction by rail to Washington");
          ok (s, "march Confederate Vi from Manassas Junction by rail to Washington");
          ok (s, "end segment");
          ok (s, "battle at Washington");
          while (hd_battle_in_progress (s))
            {
              HdAction a = { .type = HD_ACTION_FIRE };
              a.n_shots = hd_battle_default_targets (s, a.shots);
              for (guint k = 0; k < a.n_shots; k++)
                a.shots[k].die = hd_battle_get_firing_side (s) == HD_SIDE_UNION ? 1 : 6;
              g_assert_true (hd_action_apply (&a, s, &error));
            }
          g_assert_cmpuint (hd_state_count_units_at (s, box ("Washington"), HD_SIDE_CONFEDERATE), ==, 0);
        }
      to_segment (s, HD_SIDE_CONFEDERATE, HD_SEGMENT_PROMOTION);
      ok (s, roll);
      g_assert_cmpuint (hd_state_get_promotions_left (s), ==, die == 2 ? 1 : 2);
      no (s, roll, "6.2");
    }
  {
    g_autoptr(HdState) u = hd_test_bare_state (board, "1861-campaign", "6.2", FALSE, HD_SIDE_UNION);
    to_segment (u, HD_SIDE_UNION, HD_SEGMENT_PROMOTION);
    no (u, "roll 1 for promotion", "6.2");       /* the Confederacy's */
  }
}

static void
test_recruitment (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1862", NULL, TRUE, HD_SIDE_UNION);
  g_autoptr(GArray) cities = NULL;

  to_segment (s, HD_SIDE_UNION, HD_SEGMENT_RECRUITMENT);
  g_assert_cmpuint (hd_state_get_pool (s, HD_SIDE_UNION, HD_KIND_MI), ==, 4);   /* the 1862 draft */
  no (s, "recruit Union Mi in Pittsburgh", "7.0");   /* the die first */
  ok (s, "roll 1 for recruitment");                  /* a 1 counts as 2 */
  g_assert_cmpuint (hd_state_get_recruit_points (s), ==, 2);
  no (s, "roll 4 for recruitment", "7.0");
  no (s, "recruit Union Mi in Richmond", "7.0");     /* a red shield, and not the Union's */
  no (s, "recruit Union Mi in Chillicothe", "7.0");  /* a Union box with a red shield only */
  no (s, "recruit Union Mi in Harrisburg", "7.0");   /* no shield at all */
  no (s, "recruit Union Vi in Pittsburgh", "7.0");   /* militia only */
  no (s, "recruit Confederate Mi in Richmond", "7.0"); /* not the Confederate turn */
  cities = hd_recruitment_cities (s, HD_KIND_MI);
  g_assert_cmpuint (cities->len, >, 10);
  ok (s, "recruit Union Mi in Pittsburgh");
  g_assert_cmpuint (hd_state_count_units_at (s, box ("Pittsburgh"), HD_SIDE_UNION), ==, 1);
  g_assert_false (hd_state_get_unit (s, hd_state_get_n_units (s) - 1)->unit.reduced);
  no (s, "recruit Union Mi in Pittsburgh", "7.0");   /* one a city a segment */
  ok (s, "recruit Union Mi in New York City");
  no (s, "recruit Union Mi in Chicago", "7.0");      /* no points left */
  g_assert_cmpuint (hd_state_get_pool (s, HD_SIDE_UNION, HD_KIND_MI), ==, 2);

  /* a captured city with the captor's shield recruits for it (Knoxville) */
  {
    g_autoptr(HdState) k = hd_test_bare_state (board, "1862", NULL, TRUE, HD_SIDE_UNION);
    hd_state_set_control (k, box ("Knoxville"), HD_SIDE_UNION, TRUE);
    to_segment (k, HD_SIDE_UNION, HD_SEGMENT_RECRUITMENT);
    ok (k, "roll 3 for recruitment");
    ok (k, "recruit Union Mi in Knoxville");
  }
  /* a city the enemy holds: the refusal names the side by its noun */
  {
    g_autoptr(HdState) r = hd_test_bare_state (board, "1862", NULL, TRUE, HD_SIDE_CONFEDERATE);
    HdAction a;
    g_autoptr(GError) e = NULL;

    hd_state_set_control (r, box ("Richmond"), HD_SIDE_UNION, TRUE);
    r->pool[HD_SIDE_CONFEDERATE][HD_KIND_MI] = 1;
    to_segment (r, HD_SIDE_CONFEDERATE, HD_SEGMENT_RECRUITMENT);
    ok (r, "roll 3 for recruitment");
    g_assert_true (hd_action_line_parse (board, "recruit Confederate Mi in Richmond", &a));
    g_assert_false (hd_action_apply (&a, r, &e));
    g_assert_cmpstr (e->message, ==, "Rule 7.0: Richmond is not controlled by the Confederacy");
  }
}

/* Issue 31 (8): the recruitment die is awaited only where it could
 * change something (7.0): with militia in the pool and room for them; or
 * under 5.71 with a reduced unit to recover.  An empty pool ends the
 * segment without a die; rolling one anyway is still accepted. */
static void
test_die_only_when_it_matters (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1862", NULL, TRUE, HD_SIDE_UNION);
  g_autoptr(HdState) recover = hd_test_bare_state (board, "1862", "5.71", TRUE, HD_SIDE_UNION);

  to_segment (s, HD_SIDE_UNION, HD_SEGMENT_RECRUITMENT);
  g_assert_cmpint (hd_action_get_decision (s).kind, ==, HD_AWAITED_RECRUITMENT_DIE);
  g_assert_true (hd_recruitment_die_matters (s));
  s->pool[HD_SIDE_UNION][HD_KIND_MI] = 0;
  s->pool[HD_SIDE_UNION][HD_KIND_MC] = 0;
  g_assert_false (hd_recruitment_die_matters (s));
  g_assert_cmpint (hd_action_get_decision (s).kind, ==, HD_AWAITED_RECRUITMENT);
  {
    HdGuide *g = hd_guide_new (s);
    g_assert_null (strstr (g->advice, "Roll one die"));
    g_assert_nonnull (strstr (g->advice, "no militia"));
    hd_guide_free (g);
  }
  ok (s, "roll 4 for recruitment");
  /* 5.71: a reduced unit of the player's makes the die worth rolling */
  to_segment (recover, HD_SIDE_UNION, HD_SEGMENT_RECRUITMENT);
  recover->pool[HD_SIDE_UNION][HD_KIND_MI] = 0;
  recover->pool[HD_SIDE_UNION][HD_KIND_MC] = 0;
  g_assert_false (hd_recruitment_die_matters (recover));
  hd_test_put (recover, HD_SIDE_UNION, "Vi", "Pittsburgh", 1, FALSE);
  g_array_index (recover->units, HdBoardUnit, recover->units->len - 1).unit.reduced = TRUE;
  g_assert_true (hd_recruitment_die_matters (recover));
  g_assert_cmpint (hd_action_get_decision (recover).kind, ==, HD_AWAITED_RECRUITMENT_DIE);
}

/* 7.1 and 7.4: never above the army maximum (plus four a draft with 7.4) */
static void
test_army_maximum (void)
{
  for (guint increasing = 0; increasing < 2; increasing++)
    {
      g_autoptr(HdState) s = hd_test_bare_state (board, "1862", increasing ? "7.4" : NULL, TRUE, HD_SIDE_UNION);
      guint max = hd_state_get_army_maximum (s, HD_SIDE_UNION);
      guint allowed = hd_state_get_units_allowed (s, HD_SIDE_UNION, increasing);
      HdUnitKind kinds[] = { HD_KIND_VI, HD_KIND_CI, HD_KIND_VC, HD_KIND_CC, HD_KIND_MI };

      g_assert_cmpuint (allowed, ==, max + (increasing ? 4 : 0));
      /* fill the board up to one below what is allowed */
      for (guint k = 0; k < G_N_ELEMENTS (kinds) && hd_state_get_units_in_play (s, HD_SIDE_UNION) < allowed - 1; k++)
        while (hd_state_get_units_in_play (s, HD_SIDE_UNION) < allowed - 1)
          {
            guint n = 0;
            HdUnit u = { HD_SIDE_UNION, kinds[k], FALSE, FALSE };
            for (guint i = 0; i < hd_state_get_n_units (s); i++)
              n += hd_state_get_unit (s, i)->unit.kind == kinds[k];
            if (n >= hd_unit_kind_get_counter_limit (HD_SIDE_UNION, kinds[k]) - (kinds[k] == HD_KIND_MI ? 4 : 0))
              break;
            hd_state_add_unit (s, box ("Chicago"), &u);
          }
      g_assert_cmpuint (hd_state_get_units_in_play (s, HD_SIDE_UNION), ==, allowed - 1);
      to_segment (s, HD_SIDE_UNION, HD_SEGMENT_RECRUITMENT);
      ok (s, "roll 6 for recruitment");
      ok (s, "recruit Union Mi in Pittsburgh");
      no (s, "recruit Union Mi in New York City", increasing ? "7.4" : "7.1");
      /* the refusal gives the army maximum, and 7.4's extra apart */
      {
        HdAction a;
        g_autoptr(GError) e = NULL;
        g_autofree char *want = g_strdup_printf (increasing ? "army maximum of %u and the 4 more" : "army maximum allows (%u)",
                                                 max);
        g_assert_true (hd_action_line_parse (board, "recruit Union Mi in New York City", &a));
        g_assert_false (hd_action_apply (&a, s, &e));
        g_assert_nonnull (strstr (e->message, want));
      }
    }
}

/* 7.5: the Union at least 3 points, the Confederacy at most 4; two units
 * in cities of value 3 or more */
static void
test_historical_limits (void)
{
  g_autoptr(HdState) s = hd_test_bare_state (board, "1862", "7.5", TRUE, HD_SIDE_UNION);

  to_segment (s, HD_SIDE_UNION, HD_SEGMENT_RECRUITMENT);
  ok (s, "roll 2 for recruitment");
  g_assert_cmpuint (hd_state_get_recruit_points (s), ==, 3);
  ok (s, "recruit Union Mi in Pittsburgh");
  ok (s, "recruit Union Mi in Pittsburgh");
  no (s, "recruit Union Mi in Pittsburgh", "7.5");
  ok (s, "recruit Union Mi in Chicago");
  to_segment (s, HD_SIDE_CONFEDERATE, HD_SEGMENT_RECRUITMENT);
  ok (s, "roll 6 for recruitment");
  g_assert_cmpuint (hd_state_get_recruit_points (s), ==, 4);
  {
    g_autoptr(HdState) plain = hd_test_bare_state (board, "1862", NULL, TRUE, HD_SIDE_CONFEDERATE);
    to_segment (plain, HD_SIDE_CONFEDERATE, HD_SEGMENT_RECRUITMENT);
    ok (plain, "roll 6 for recruitment");
    g_assert_cmpuint (hd_state_get_recruit_points (plain), ==, 6);
  }
}

/* 5.71: a point may recover a reduced unit instead */
static void
test_refit_with_points (void)
{
  for (guint refit = 0; refit < 2; refit++)
    {
      g_autoptr(HdState) s = hd_test_bare_state (board, "1862", refit ? "5.71" : NULL, TRUE, HD_SIDE_UNION);
      HdUnit u = { HD_SIDE_UNION, HD_KIND_VI, TRUE, FALSE };
      g_autofree char *line = NULL;

      hd_state_add_unit (s, box ("Chicago"), &u);
      line = g_strdup_printf ("recover #%u", hd_state_get_unit (s, hd_state_get_n_units (s) - 1)->id);
      to_segment (s, HD_SIDE_UNION, HD_SEGMENT_RECRUITMENT);
      ok (s, "roll 3 for recruitment");
      if (refit)
        {
          ok (s, line);
          g_assert_cmpuint (hd_state_get_recruit_points (s), ==, 2);
          g_assert_false (hd_state_get_unit (s, hd_state_get_n_units (s) - 1)->unit.reduced);
        }
      else
        no (s, line, "5.7");
    }
}

/* 11.3's table at its three March dates, every level's edges */
static void
test_victory_levels (void)
{
  const struct { guint year; int decisive; } years[] = { { 1862, 11 }, { 1863, 15 }, { 1864, 19 } };

  for (guint y = 0; y < G_N_ELEMENTS (years); y++)
    {
      int d = years[y].decisive;
      g_assert_cmpint (hd_victory_level (years[y].year, d + 5), ==, HD_LEVEL_UNION_DECISIVE);
      g_assert_cmpint (hd_victory_level (years[y].year, d), ==, HD_LEVEL_UNION_DECISIVE);
      g_assert_cmpint (hd_victory_level (years[y].year, d - 1), ==, HD_LEVEL_UNION_MARGINAL);
      g_assert_cmpint (hd_victory_level (years[y].year, d - 2), ==, HD_LEVEL_UNION_PYRRHIC);
      g_assert_cmpint (hd_victory_level (years[y].year, d - 3), ==, HD_LEVEL_DRAW);
      g_assert_cmpint (hd_victory_level (years[y].year, d - 4), ==, HD_LEVEL_CONFEDERATE_PYRRHIC);
      g_assert_cmpint (hd_victory_level (years[y].year, d - 5), ==, HD_LEVEL_CONFEDERATE_MARGINAL);
      g_assert_cmpint (hd_victory_level (years[y].year, d - 6), ==, HD_LEVEL_CONFEDERATE_DECISIVE);
      g_assert_cmpint (hd_victory_level (years[y].year, -10), ==, HD_LEVEL_CONFEDERATE_DECISIVE);
    }
}

static HdGame *
game_of (const char *scenario, const char * const *options)
{
  g_autoptr(GError) error = NULL;
  HdGame *g = hd_game_new (board, scenario, options, &error);
  g_assert_no_error (error);
  return g;
}

static void
end_turns (HdGame *g)
{
  HdAction end = { .type = HD_ACTION_END_SEGMENT };
  while (hd_log_apply (HD_LOG (g), &end, NULL))
    ;
}

static void
test_victory (void)
{
  HdAction control = { .type = HD_ACTION_SET_CONTROL, .flag = TRUE };
  g_autoptr(GError) error = NULL;

  /* the seven cities: the last one taken ends the game at once */
  {
    g_autoptr(HdGame) g = game_of ("1864", NULL);
    const char *cities[] = { "New Orleans", "Mobile", "Atlanta", "Memphis", "Charleston", "Wilmington", "Richmond" };
    for (guint i = 0; i < G_N_ELEMENTS (cities); i++)
      {
        g_assert_cmpint (hd_state_get_winner (hd_game_get_state (g)), ==, HD_SIDE_NEUTRAL);
        control.box = box (cities[i]);
        control.side = HD_SIDE_UNION;
        g_assert_true (hd_log_apply (HD_LOG (g), &control, &error));
      }
    g_assert_cmpint (hd_state_get_winner (hd_game_get_state (g)), ==, HD_SIDE_UNION);
    g_assert_cmpint (hd_state_get_win (hd_game_get_state (g)), ==, HD_WIN_SEVEN_CITIES);
    g_assert_true (hd_state_is_over (hd_game_get_state (g)));
  }
  /* Washington: at once; with 10.1 only at the end of the Union Player Turn */
  for (guint novice = 0; novice < 2; novice++)
    {
      const char *opts[] = { "10.1", NULL };
      g_autoptr(HdGame) g = game_of ("1862", novice ? opts : NULL);
      HdAction end = { .type = HD_ACTION_END_SEGMENT };

      /* (after the Union's Combat Segment, whose end would take it back) */
      if (novice)
        for (guint i = 0; i < 2; i++)
          g_assert_true (hd_log_apply (HD_LOG (g), &end, &error));
      control.box = box ("Washington");
      control.side = HD_SIDE_CONFEDERATE;
      g_assert_true (hd_log_apply (HD_LOG (g), &control, &error));
      if (!novice)
        {
          g_assert_cmpint (hd_state_get_win (hd_game_get_state (g)), ==, HD_WIN_WASHINGTON);
          continue;
        }
      g_assert_cmpint (hd_state_get_winner (hd_game_get_state (g)), ==, HD_SIDE_NEUTRAL);
      g_assert_true (hd_log_apply (HD_LOG (g), &end, &error));
      g_assert_cmpint (hd_state_get_winner (hd_game_get_state (g)), ==, HD_SIDE_NEUTRAL);
      g_assert_true (hd_log_apply (HD_LOG (g), &end, &error));   /* the Union Player Turn ends */
      g_assert_cmpint (hd_state_get_win (hd_game_get_state (g)), ==, HD_WIN_WASHINGTON);
    }
  /* the Confederate army maximum greater than the Union's */
  {
    g_autoptr(HdGame) g = game_of ("1861-campaign", NULL);
    const char *cities[] = { "Pittsburgh", "Philadelphia" };   /* 34 - 6 = 28 < 29 */
    for (guint i = 0; i < G_N_ELEMENTS (cities); i++)
      {
        control.box = box (cities[i]);
        control.side = HD_SIDE_CONFEDERATE;
        g_assert_true (hd_log_apply (HD_LOG (g), &control, &error));
      }
    g_assert_cmpuint (hd_state_get_army_maximum (hd_game_get_state (g), HD_SIDE_UNION), ==, 28);
    g_assert_cmpint (hd_state_get_win (hd_game_get_state (g)), ==, HD_WIN_ARMY_MAXIMUM);
    /* and nothing more happens */
    g_assert_false (hd_log_apply (HD_LOG (g), &(HdAction) { .type = HD_ACTION_END_SEGMENT }, &error));
    g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "10.0");
    g_clear_error (&error);
  }
  /* the end of turn 40 (45 with 9.1): the South survives */
  for (guint extended = 0; extended < 2; extended++)
    {
      const char *opts[] = { "9.1", NULL };
      g_autoptr(HdGame) g = game_of ("1864", extended ? opts : NULL);
      end_turns (g);
      g_assert_cmpint (hd_state_get_win (hd_game_get_state (g)), ==, HD_WIN_SURVIVED);
      g_assert_cmpuint (hd_state_get_turn (hd_game_get_state (g)), ==, extended ? 46 : 41);
    }
  /* the Short Game: the Confederacy wins when the Union's lead is under 5 */
  {
    g_autoptr(HdGame) g = game_of ("1861-short", NULL);
    control.box = box ("Louisville");
    control.side = HD_SIDE_CONFEDERATE;
    g_assert_true (hd_log_apply (HD_LOG (g), &control, &error));      /* 34 against 30 */
    end_turns (g);
    g_assert_cmpint (hd_state_get_winner (hd_game_get_state (g)), ==, HD_SIDE_CONFEDERATE);
    g_assert_cmpint (hd_state_get_win (hd_game_get_state (g)), ==, HD_WIN_SHORT_GAME);
  }
  /* March ending dates (11.3): 1862 from 1861 (34 - 29 = 5: Confederate
   * decisive), 1863 from 1862 (35 - 27 = 8: Confederate decisive), and a
   * draw */
  {
    const char *o1862[] = { "11.3-1862", NULL }, *o1863[] = { "11.3-1863", NULL };
    g_autoptr(HdGame) a = game_of ("1861-campaign", o1862);
    g_autoptr(HdGame) b = game_of ("1862", o1863);
    g_autoptr(HdGame) c = game_of ("1861-campaign", o1862);

    end_turns (a);
    g_assert_cmpuint (hd_state_get_turn (hd_game_get_state (a)), ==, 8);
    g_assert_cmpint (hd_state_get_winner (hd_game_get_state (a)), ==, HD_SIDE_CONFEDERATE);
    g_assert_cmpint (hd_state_get_win (hd_game_get_state (a)), ==, HD_WIN_MARCH_LEVEL);
    end_turns (b);
    g_assert_cmpuint (hd_state_get_turn (hd_game_get_state (b)), ==, 18);
    g_assert_cmpint (hd_state_get_winner (hd_game_get_state (b)), ==, HD_SIDE_CONFEDERATE);
    /* a draw needs 8: the Union takes Louisville (+1 for it) and Atlanta
     * (-2 for the Confederacy; no Confederate unit there to take it back) */
    control.side = HD_SIDE_UNION;
    control.box = box ("Louisville");
    g_assert_true (hd_log_apply (HD_LOG (c), &control, &error));
    control.box = box ("Atlanta");
    g_assert_true (hd_log_apply (HD_LOG (c), &control, &error));
    g_assert_cmpint ((int) hd_state_get_army_maximum (hd_game_get_state (c), HD_SIDE_UNION) -
                     (int) hd_state_get_army_maximum (hd_game_get_state (c), HD_SIDE_CONFEDERATE), ==, 8);
    end_turns (c);
    g_assert_cmpint (hd_state_get_winner (hd_game_get_state (c)), ==, HD_SIDE_NEUTRAL);
    g_assert_cmpint (hd_state_get_win (hd_game_get_state (c)), ==, HD_WIN_DRAW);
    g_assert_true (hd_state_is_over (hd_game_get_state (c)));
  }
  /* sudden death at the end of a March: the 1862 scenario's 8 is a
   * Confederate decisive level in 03/1863 */
  {
    const char *opts[] = { "11.3-sudden-death", NULL };
    g_autoptr(HdGame) g = game_of ("1862", opts);
    end_turns (g);
    g_assert_cmpint (hd_state_get_win (hd_game_get_state (g)), ==, HD_WIN_SUDDEN_DEATH);
    g_assert_cmpuint (hd_state_get_turn (hd_game_get_state (g)), ==, 18);
  }
  /* ending dates that cannot be */
  {
    const char *both[] = { "11.3-1862", "11.3-1863", NULL }, *early[] = { "11.3-1862", NULL };
    g_assert_null (hd_game_new (board, "1861-campaign", both, &error));
    g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "11.3");
    g_clear_error (&error);
    g_assert_null (hd_game_new (board, "1863", early, &error));
    g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "11.3");
    g_clear_error (&error);
  }
}

int
main (int argc, char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();

  g_test_add_func ("/recruitment/promotion", test_promotion);
  g_test_add_func ("/recruitment/replacement-training", test_replacement_training);
  g_test_add_func ("/recruitment/recruitment", test_recruitment);
  g_test_add_func ("/recruitment/die-only-when-it-matters", test_die_only_when_it_matters);
  g_test_add_func ("/recruitment/army-maximum", test_army_maximum);
  g_test_add_func ("/recruitment/historical-limits", test_historical_limits);
  g_test_add_func ("/recruitment/refit-with-points", test_refit_with_points);
  g_test_add_func ("/recruitment/victory-levels", test_victory_levels);
  g_test_add_func ("/recruitment/victory", test_victory);

  ret = g_test_run ();
  g_object_unref (board);
  return ret;
}
