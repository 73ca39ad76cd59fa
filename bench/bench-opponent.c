/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-opponent.c: how long the computer's players take (issue 24, item
 * 6: Normal's Movement Segment p95 at most 2 s, Hard's at most 10 s, a
 * battle decision at most 0.3 s, a random playout of a Game Turn at most
 * 1 ms).
 *
 * Positions of the 1861 Short Game, reached by play of the random player
 * (even games) or the greedy one (odd games) on both sides, seeded: the
 * first position of each Movement Segment (its march die rolled) and each
 * position awaiting a battle decision (which battle next, or within one:
 * the fire's targets, retreat or stand, reinforcement, withdrawal).  For
 * each level it times
 *   - a whole Movement Segment: every decision of it, the player's own
 *     action applied each time, to the segment's end;
 *   - one battle decision;
 * and, whatever the level, the random player on both sides playing out a
 * Game Turn from its start to the next one's, and complete games from the
 * scenario's start (playouts a second).  Dice come from a seeded stream.
 *
 * Prints the figures; it never fails on them (tests do not time).
 *
 *   bench-opponent [--segments N] [--battles N] [--turns N] [--games N]
 *                  [--levels random,greedy,normal,hard] [--seed S]
 */
#include "config.h"

#include <stdio.h>

#include "bench-figures.h"
#include "hd-player.h"
#include "hd-scenario.h"
#include "hd-tactics.h"

#define SCENARIO "1861-short"

typedef struct {
  GPtrArray *segments;    /* HdState: a Movement Segment's first position */
  GPtrArray *battles;     /* HdState: a battle decision awaited */
  GPtrArray *turns;       /* HdState: a Game Turn's first position */
} Positions;

static guint
roll (gpointer data)
{
  return (guint) g_rand_int_range (data, 1, 7);
}

static double
mean (GArray *ms)
{
  double sum = 0;

  for (guint i = 0; i < ms->len; i++)
    sum += g_array_index (ms, double, i);
  return ms->len > 0 ? sum / ms->len : 0;
}

static HdState *
new_game (HdMap *map)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdScenario) scenario = hd_scenario_new_builtin (map, SCENARIO, &error);

  if (scenario == NULL)
    g_error ("%s", error->message);
  return hd_state_new_from_scenario (map, scenario);
}

/* Two players of one level at a table, and the dice they roll. */
typedef struct {
  HdPlayer *players[HD_N_SIDES];
  GRand    *dice;
} Table;

static void
table_init (Table *t, HdPlayerLevel level, guint32 union_seed, guint32 confederate_seed, guint32 dice_seed)
{
  t->players[HD_SIDE_NEUTRAL] = NULL;
  t->players[HD_SIDE_UNION] = hd_player_new (level, union_seed);
  t->players[HD_SIDE_CONFEDERATE] = hd_player_new (level, confederate_seed);
  t->dice = g_rand_new_with_seed (dice_seed);
}

static void
table_clear (Table *t)
{
  g_clear_pointer (&t->players[HD_SIDE_UNION], hd_player_free);
  g_clear_pointer (&t->players[HD_SIDE_CONFEDERATE], hd_player_free);
  g_clear_pointer (&t->dice, g_rand_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Table, table_clear)

/* The decision of the side owing it, applied; the milliseconds it took. */
static double
step (HdState *s, Table *t)
{
  HdAwaited awaited = hd_action_get_decision (s);
  HdSide side = hd_tactics_deciding_side (s, &awaited);
  g_autoptr(GError) error = NULL;
  HdDecision d = { 0 };
  gint64 t0 = g_get_monotonic_time ();
  double ms;

  if (!hd_player_decide (t->players[side], s, roll, t->dice, NULL, &d, &error))
    g_error ("no decision: %s", error->message);
  ms = (g_get_monotonic_time () - t0) / 1000.0;
  if (!hd_action_apply (&d.action, s, &error))
    g_error ("a decision refused: %s", error->message);
  hd_decision_clear (&d);
  return ms;
}

static gboolean
enough (const Positions *p, guint segments, guint battles, guint turns)
{
  return p->segments->len >= segments && p->battles->len >= battles && p->turns->len >= turns;
}

/* Plays games (random or greedy on both sides by turns) until enough
 * positions of each sort are kept. */
static void
collect (HdMap *map, guint32 seed, Positions *p, guint segments, guint battles, guint turns)
{
  for (guint g = 0; !enough (p, segments, battles, turns); g++)
    {
      HdPlayerLevel level = g % 2 ? HD_PLAYER_GREEDY : HD_PLAYER_RANDOM;
      g_auto(Table) t = { 0 };
      g_autoptr(HdState) s = new_game (map);
      HdAwaitedKind last = HD_AWAITED_NONE;
      guint turn = 0;

      table_init (&t, level, seed + 3 * g, seed + 3 * g + 1, seed + 3 * g + 2);
      while (!hd_state_is_over (s) && !enough (p, segments, battles, turns))
        {
          HdAwaitedKind kind = hd_action_get_decision (s).kind;

          if (kind == HD_AWAITED_MARCHES && last == HD_AWAITED_MARCH_DIE && p->segments->len < segments)
            g_ptr_array_add (p->segments, hd_state_copy (s));
          if ((kind == HD_AWAITED_BATTLE || kind == HD_AWAITED_BATTLES) && p->battles->len < battles)
            g_ptr_array_add (p->battles, hd_state_copy (s));
          if (hd_state_get_turn (s) != turn && p->turns->len < turns)
            g_ptr_array_add (p->turns, hd_state_copy (s));
          turn = hd_state_get_turn (s);
          last = kind;
          step (s, &t);
        }
    }
}

/* The milliseconds of a whole Movement Segment's decisions from @start,
 * @level on both sides. */
static double
time_segment (const HdState *start, HdPlayerLevel level, guint32 seed)
{
  g_autoptr(HdState) s = hd_state_copy (start);
  g_auto(Table) t = { 0 };
  HdSegment segment = hd_state_get_segment (s);
  HdSide player = hd_state_get_player (s);
  double ms = 0;

  table_init (&t, level, seed, seed + 1, seed);
  while (!hd_state_is_over (s) && hd_state_get_segment (s) == segment && hd_state_get_player (s) == player)
    ms += step (s, &t);
  return ms;
}

static double
time_battle (const HdState *s, HdPlayerLevel level, guint32 seed)
{
  g_autoptr(HdPlayer) player = hd_player_new (level, seed);
  g_autoptr(GRand) dice = g_rand_new_with_seed (seed);
  g_autoptr(GError) error = NULL;
  HdDecision d = { 0 };
  gint64 t0 = g_get_monotonic_time ();
  double ms;

  if (!hd_player_decide (player, s, roll, dice, NULL, &d, &error))
    g_error ("no battle decision: %s", error->message);
  ms = (g_get_monotonic_time () - t0) / 1000.0;
  hd_decision_clear (&d);
  return ms;
}

/* The random player on both sides from @start to the next Game Turn (or
 * the end); its milliseconds, or from the scenario's start to the end
 * (@whole). */
static double
playout (const HdState *start, gboolean whole, guint32 seed)
{
  g_autoptr(HdState) s = hd_state_copy (start);
  g_auto(Table) t = { 0 };
  guint turn = hd_state_get_turn (s);
  gint64 t0;

  table_init (&t, HD_PLAYER_RANDOM, seed, seed + 1, seed);
  t0 = g_get_monotonic_time ();
  while (!hd_state_is_over (s) && (whole || hd_state_get_turn (s) == turn))
    step (s, &t);
  return (g_get_monotonic_time () - t0) / 1000.0;
}

static void
print_row (const char *label, GArray *segment_ms, GArray *battle_ms)
{
  double m1, p1, x1, m2, p2, x2;

  bench_figures (segment_ms, &m1, &p1, &x1);
  bench_figures (battle_ms, &m2, &p2, &x2);
  printf ("%-8s %5u %9.2f %9.2f %9.2f   %5u %8.3f %8.3f %8.3f\n", label, segment_ms->len, m1, p1, x1, battle_ms->len,
          m2, p2, x2);
}

static gboolean
parse_levels (const char *text, gboolean *wanted)
{
  g_auto(GStrv) names = g_strsplit (text, ",", -1);

  for (guint i = 0; names[i] != NULL; i++)
    {
      HdPlayerLevel level;
      if (!hd_player_level_from_string (g_strstrip (names[i]), &level))
        return FALSE;
      wanted[level] = TRUE;
    }
  return TRUE;
}

int
main (int argc, char *argv[])
{
  gint segments = 40, battles = 200, turns = 400, games = 40;
  gint64 seed = 1861;
  g_autofree char *levels = NULL;   /* GOption replaces a default without freeing it */
  GOptionEntry entries[] = {
    { "segments", 0, 0, G_OPTION_ARG_INT, &segments, "Movement Segments timed for each level (default 40)", "N" },
    { "battles", 0, 0, G_OPTION_ARG_INT, &battles, "Battle decisions timed for each level (default 200)", "N" },
    { "turns", 0, 0, G_OPTION_ARG_INT, &turns, "Game Turns played out at random (default 400)", "N" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Complete games played out at random (default 40)", "N" },
    { "levels", 0, 0, G_OPTION_ARG_STRING, &levels, "The levels timed, comma-separated", "LIST" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "The first game's seed (default 1861)", "S" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("- how long the computer's players take");
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMap) map = NULL;
  gboolean wanted[HD_N_PLAYER_LEVELS] = { FALSE };
  Positions p;
  g_autoptr(GArray) turn_ms = g_array_new (FALSE, FALSE, sizeof (double));
  double game_ms = 0, median, p95, max;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || segments < 0 || battles < 0 || turns < 1 ||
      games < 1 || !parse_levels (levels != NULL ? levels : "random,greedy,normal,hard", wanted))
    {
      g_printerr ("bench-opponent: %s\n", error != NULL ? error->message : "bad arguments (see --help)");
      return 2;
    }
  if ((map = hd_map_new_default (&error)) == NULL)
    g_error ("%s", error->message);
  p.segments = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_state_free);
  p.battles = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_state_free);
  p.turns = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_state_free);
  collect (map, (guint32) seed, &p, (guint) segments, (guint) battles, (guint) turns);

  printf ("The %s scenario: %u Movement Segments, %u battle decisions, by random and greedy play (seed %" G_GINT64_FORMAT
          ")\n"
          "targets: Normal's segment p95 <= 2000 ms, Hard's <= 10000 ms; a battle decision <= 300 ms\n\n",
          SCENARIO, p.segments->len, p.battles->len, seed);
  printf ("%-8s %-35s   %-32s\n", "", "whole Movement Segment (ms)", "battle decision (ms)");
  printf ("%-8s %5s %9s %9s %9s   %5s %8s %8s %8s\n", "level", "n", "median", "p95", "max", "n", "median", "p95",
          "max");
  for (HdPlayerLevel level = 0; level < HD_N_PLAYER_LEVELS; level++)
    {
      g_autoptr(GArray) segment_ms = g_array_new (FALSE, FALSE, sizeof (double));
      g_autoptr(GArray) battle_ms = g_array_new (FALSE, FALSE, sizeof (double));

      if (!wanted[level])
        continue;
      for (guint i = 0; i < p.segments->len; i++)
        {
          double ms = time_segment (g_ptr_array_index (p.segments, i), level, (guint32) seed + i);
          g_array_append_val (segment_ms, ms);
        }
      for (guint i = 0; i < p.battles->len; i++)
        {
          double ms = time_battle (g_ptr_array_index (p.battles, i), level, (guint32) seed + i);
          g_array_append_val (battle_ms, ms);
        }
      print_row (hd_player_level_to_string (level), segment_ms, battle_ms);
      fflush (stdout);
    }

  for (guint i = 0; i < p.turns->len; i++)
    {
      double ms = playout (g_ptr_array_index (p.turns, i), FALSE, (guint32) seed + i);
      g_array_append_val (turn_ms, ms);
    }
  {
    double m = mean (turn_ms);
    bench_figures (turn_ms, &median, &p95, &max);
    printf ("\nrandom playout of a Game Turn (random player both sides): %u turns, median %.2f ms, mean %.2f ms "
            "(target: 1 ms)\n", turn_ms->len, median, m);
  }
  {
    g_autoptr(HdState) start = new_game (map);
    for (guint g = 0; g < (guint) games; g++)
      game_ms += playout (start, TRUE, (guint32) seed + 7919 * g);
    printf ("random playouts (complete games of the %s scenario): %.1f a second (%d games in %.2f s)\n", SCENARIO,
            games / (game_ms / 1000.0), games, game_ms / 1000.0);
  }
  g_ptr_array_unref (p.segments);
  g_ptr_array_unref (p.battles);
  g_ptr_array_unref (p.turns);
  return 0;
}
