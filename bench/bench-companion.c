/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-companion.c: how long the companion at the table thinks (issue
 * 33, item 4: Normal answers a Movement Segment in about 1 s on this
 * machine, Hard in at most 10 s).
 *
 * Positions: every built-in scenario, the companion on each side in
 * turn, its first Movement Segments (--segments of each).  The game is
 * played on as at the table: the companion's side by its own steps
 * (hd_companion_think at Normal, dice rolled), the other side by the
 * greedy player with seeded dice.  Two positions of each of the
 * companion's Movement Segments are kept: the one awaiting its marches
 * (its march die rolled; on turn 1, where the marches are fixed, the
 * segment's first) and the segment's first (its march die awaited).
 *
 * For Easy, Normal and Hard it times hd_companion_think, as the card
 * calls it on its worker thread:
 *   - the Movement Segment: from the position awaiting the marches, the
 *     companion's dice typed in (so the think stops at its next die, the
 *     first of its first battle at the latest; what it decides after the
 *     segment's end before that die, such as which battle comes first,
 *     is in the figure: a decision of milliseconds, bench-opponent);
 *   - the whole think with the dice rolled by the companion: from the
 *     segment's first position until a person must decide (its marches,
 *     its battles and whatever else of its turn needs no person).
 * It prints the count, median, 95th percentile and largest of each,
 * the slowest position, and whether the targets are met.  It asserts
 * nothing (tests do not time).
 *
 *   bench-companion [--segments N] [--levels easy,normal,hard] [--seed S]
 */
#include "config.h"

#include <stdio.h>

#include "bench-figures.h"
#include "hd-companion.h"
#include "hd-player.h"
#include "hd-scenario.h"
#include "hd-tactics.h"

/* a game stops being played on after this many actions */
#define MAX_GAME_ACTIONS 20000

typedef struct {
  const char *scenario;
  HdSide      side;
  guint       turn;
  HdState    *marches;    /* the marches awaited */
  guint       n_marches;  /* the actions made before it */
  HdState    *first;      /* the segment's first position */
  guint       n_first;
} Position;

static void
position_free (gpointer data)
{
  Position *p = data;

  hd_state_free (p->marches);
  hd_state_free (p->first);
  g_free (p);
}

static guint
roll (gpointer data)
{
  return (guint) g_rand_int_range (data, 1, 7);
}

static HdSeats
seats_for (HdSide side, HdSeatPlayer player, HdSeatDice dice, guint32 seed)
{
  HdSeats seats;

  hd_seats_init (&seats);
  seats.side[side].player = player;
  seats.side[side].seed = seed;
  seats.side[side].dice = dice;
  return seats;
}

/* ------------------------------------------------ finding the positions */

/* A game played on, the companion on @side. */
typedef struct {
  const char *scenario;
  HdSide      side;
  HdSeats     seats;
  HdState    *s;
  guint       n_made;
  HdState    *first;      /* the companion's segment's first position, once seen */
  guint       n_first;
  HdAwaitedKind last;     /* the kind awaited before the last action */
  GPtrArray  *out;        /* Position */
  guint       wanted;     /* how many of this game to keep */
  guint       kept;
} Game;

/* Keeps the position of @g, if it is one of those timed. */
static void
notice (Game *g)
{
  HdAwaitedKind kind = hd_action_get_decision (g->s).kind;
  Position *p;

  if (!hd_companion_is_due (&g->seats, g->s) || (kind != HD_AWAITED_MARCH_DIE && kind != HD_AWAITED_MARCHES))
    return;
  if (kind == HD_AWAITED_MARCH_DIE || (g->last != HD_AWAITED_MARCH_DIE && g->last != HD_AWAITED_MARCHES))
    {
      g_clear_pointer (&g->first, hd_state_free);
      g->first = hd_state_copy (g->s);
      g->n_first = g->n_made;
    }
  if (kind != HD_AWAITED_MARCHES || g->last == HD_AWAITED_MARCHES)
    return;
  p = g_new0 (Position, 1);
  p->scenario = g->scenario;
  p->side = g->side;
  p->turn = hd_state_get_turn (g->s);
  p->marches = hd_state_copy (g->s);
  p->n_marches = g->n_made;
  p->first = hd_state_copy (g->first);
  p->n_first = g->n_first;
  g_ptr_array_add (g->out, p);
  g->kept++;
}

static void
apply (Game *g, const HdAction *action)
{
  g_autoptr(GError) error = NULL;

  notice (g);
  g->last = hd_action_get_decision (g->s).kind;
  if (!hd_action_apply (action, g->s, &error))
    g_error ("%s, turn %u: an action refused: %s", g->scenario, hd_state_get_turn (g->s), error->message);
  g->n_made++;
}

/* The companion's steps from the position, made. */
static void
companion_plays (Game *g)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCompanionTurn) turn = hd_companion_think (g->s, &g->seats, g->n_made, NULL, NULL, NULL, &error);

  if (turn == NULL || hd_companion_turn_get_n_steps (turn) == 0)
    g_error ("%s: the companion made no step: %s", g->scenario, error != NULL ? error->message : "none");
  for (guint i = 0; i < hd_companion_turn_get_n_steps (turn) && g->kept < g->wanted; i++)
    {
      g_autoptr(GArray) actions = hd_companion_step_get_actions (hd_companion_turn_get_step (turn, i), NULL, NULL);

      for (guint k = 0; k < actions->len; k++)
        apply (g, &g_array_index (actions, HdAction, k));
    }
}

static void
greedy_plays (Game *g, HdPlayer *greedy, GRand *dice)
{
  g_autoptr(GError) error = NULL;
  HdDecision d = { 0 };

  if (!hd_player_decide (greedy, g->s, roll, dice, NULL, &d, &error))
    g_error ("%s: the greedy player decided nothing: %s", g->scenario, error->message);
  apply (g, &d.action);
  hd_decision_clear (&d);
}

static void
collect_game (HdMap *map, const char *scenario, HdSide side, guint wanted, guint32 seed, GPtrArray *out)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdScenario) sc = hd_scenario_new_builtin (map, scenario, &error);
  g_autoptr(HdPlayer) greedy = hd_player_new (HD_PLAYER_GREEDY, seed + 1);
  g_autoptr(GRand) dice = g_rand_new_with_seed (seed + 2);
  Game g = { scenario, side, seats_for (side, HD_SEAT_NORMAL, HD_SEAT_DICE_ROLLED, seed), NULL, 0, NULL, 0,
             HD_AWAITED_NONE, out, wanted, 0 };

  if (sc == NULL)
    g_error ("%s", error->message);
  g.s = hd_state_new_from_scenario (map, sc);
  while (!hd_state_is_over (g.s) && g.kept < wanted && g.n_made < MAX_GAME_ACTIONS)
    {
      if (hd_companion_is_due (&g.seats, g.s))
        companion_plays (&g);
      else
        greedy_plays (&g, greedy, dice);
    }
  hd_state_free (g.s);
  g_clear_pointer (&g.first, hd_state_free);
}

/* ------------------------------------------------------------- timing */

/* Whether @turn reaches the end of the Movement Segment it began in. */
static gboolean
ends_segment (const HdCompanionTurn *turn)
{
  for (guint i = 0; i < hd_companion_turn_get_n_steps (turn); i++)
    {
      const HdCompanionStep *step = hd_companion_turn_get_step (turn, i);
      const HdState *at = hd_companion_turn_get_position (turn, i);

      for (guint k = 0; k < step->actions->len; k++)
        if (g_array_index (step->actions, HdAction, k).type == HD_ACTION_END_SEGMENT
            && hd_action_get_decision (at).kind == HD_AWAITED_MARCHES)
          return TRUE;
    }
  return FALSE;
}

/* The milliseconds of one think from @s, the companion of @side at
 * @player with @dice; @whole set to whether it ended the segment. */
static double
time_think (const HdState *s, guint n_made, HdSide side, HdSeatPlayer player, HdSeatDice dice, guint32 seed,
            gboolean *whole)
{
  HdSeats seats = seats_for (side, player, dice, seed);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdCompanionTurn) turn = NULL;
  gint64 t0 = g_get_monotonic_time ();
  double ms;

  turn = hd_companion_think (s, &seats, n_made, NULL, NULL, NULL, &error);
  ms = (g_get_monotonic_time () - t0) / 1000.0;
  if (turn == NULL)
    g_error ("the companion did not think: %s", error->message);
  *whole = ends_segment (turn);
  return ms;
}

typedef struct {
  GArray         *ms;
  double          slowest;
  const Position *where;
  guint           unended;   /* thinks that stopped inside the segment */
} Series;

static void
series_add (Series *series, double ms, const Position *p, gboolean ended)
{
  g_array_append_val (series->ms, ms);
  if (ms > series->slowest)
    {
      series->slowest = ms;
      series->where = p;
    }
  if (!ended)
    series->unended++;
}

static void
print_series (const char *level, const char *think, Series *series)
{
  double median, p95, max;

  bench_figures (series->ms, &median, &p95, &max);
  printf ("%-6s %-8s %5u %9.1f %9.1f %9.1f   %s, %s, turn %u\n", level, think, series->ms->len, median, p95, max,
          series->where->scenario, hd_side_to_string (series->where->side), series->where->turn);
}

static const char *
verdict (gboolean met)
{
  return met ? "met" : "NOT met";
}

static void
print_targets (Series *normal, Series *hard)
{
  if (normal != NULL && normal->ms->len > 0)
    {
      double median, p95, max;

      bench_figures (normal->ms, &median, &p95, &max);
      printf ("Normal, a Movement Segment in about 1 s: median %.0f ms, p95 %.0f ms, slowest %.0f ms -> %s%s\n",
              median, p95, max, verdict (p95 <= 1000),
              p95 <= 250 ? " (as a ceiling: it answers far sooner than 1 s)" : "");
    }
  if (hard != NULL && hard->ms->len > 0)
    {
      double median, p95, max;

      bench_figures (hard->ms, &median, &p95, &max);
      printf ("Hard, a Movement Segment in at most 10 s: median %.0f ms, p95 %.0f ms, slowest %.0f ms -> %s\n",
              median, p95, max, verdict (max <= 10000));
    }
}

static gboolean
parse_levels (const char *text, gboolean *wanted)
{
  g_auto(GStrv) names = g_strsplit (text, ",", -1);

  for (guint i = 0; names[i] != NULL; i++)
    {
      HdSeatPlayer player;

      if (!hd_seat_player_from_string (g_strstrip (names[i]), &player) || player < HD_SEAT_EASY)
        return FALSE;
      wanted[player] = TRUE;
    }
  return TRUE;
}

static void
time_level (GPtrArray *positions, HdSeatPlayer player, guint32 seed, Series **normal, Series **hard)
{
  Series segment = { g_array_new (FALSE, FALSE, sizeof (double)), 0, NULL, 0 };
  Series rolled = { g_array_new (FALSE, FALSE, sizeof (double)), 0, NULL, 0 };
  const char *name = hd_seat_player_to_string (player);

  for (guint i = 0; i < positions->len; i++)
    {
      const Position *p = g_ptr_array_index (positions, i);
      gboolean ended;
      double ms;

      ms = time_think (p->marches, p->n_marches, p->side, player, HD_SEAT_DICE_TYPED, seed + i, &ended);
      series_add (&segment, ms, p, ended);
      ms = time_think (p->first, p->n_first, p->side, player, HD_SEAT_DICE_ROLLED, seed + i, &ended);
      series_add (&rolled, ms, p, ended);
    }
  print_series (name, "segment", &segment);
  print_series ("", "rolled", &rolled);
  if (segment.unended > 0)
    printf ("       (%u of the segment's thinks stopped at a die inside the segment)\n", segment.unended);
  fflush (stdout);
  g_array_unref (rolled.ms);
  if (player == HD_SEAT_NORMAL || player == HD_SEAT_HARD)
    {
      Series *kept = g_memdup2 (&segment, sizeof segment);
      *(player == HD_SEAT_NORMAL ? normal : hard) = kept;
    }
  else
    g_array_unref (segment.ms);
}

int
main (int argc, char *argv[])
{
  gint segments = 6;
  gint64 seed = 1861;
  g_autofree char *levels = NULL;
  GOptionEntry entries[] = {
    { "segments", 0, 0, G_OPTION_ARG_INT, &segments,
      "The companion's Movement Segments kept of each scenario and side (default 6)", "N" },
    { "levels", 0, 0, G_OPTION_ARG_STRING, &levels, "The levels timed, comma-separated (default easy,normal,hard)",
      "LIST" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "The seed of the games and the companion (default 1861)", "S" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("- how long the companion at the table thinks");
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMap) map = NULL;
  g_autoptr(GPtrArray) positions = g_ptr_array_new_with_free_func (position_free);
  gboolean wanted[HD_N_SEAT_PLAYERS] = { FALSE };
  const char * const *ids = hd_scenario_builtin_ids ();
  Series *normal = NULL, *hard = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || segments < 1
      || !parse_levels (levels != NULL ? levels : "easy,normal,hard", wanted))
    {
      g_printerr ("bench-companion: %s\n", error != NULL ? error->message : "bad arguments (see --help)");
      return 2;
    }
  if ((map = hd_map_new_default (&error)) == NULL)
    g_error ("%s", error->message);
  for (guint i = 0; ids[i] != NULL; i++)
    for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
      collect_game (map, ids[i], side, (guint) segments, (guint32) seed + 10 * i + side, positions);

  printf ("The companion's Movement Segments: %u positions (every built-in scenario, each side, up to %d "
          "segments each; the other side greedy; seed %" G_GINT64_FORMAT ")\n"
          "segment: from its marches awaited, dice typed (to its next die); rolled: from the segment's first "
          "position, dice rolled (until a person decides)\n\n",
          positions->len, segments, seed);
  printf ("%-6s %-8s %5s %9s %9s %9s   %s\n", "level", "think", "n", "median", "p95", "max", "slowest position");
  printf ("%-6s %-8s %5s %9s %9s %9s\n", "", "", "", "(ms)", "(ms)", "(ms)");
  for (HdSeatPlayer player = HD_SEAT_EASY; player <= HD_SEAT_HARD; player++)
    if (wanted[player])
      time_level (positions, player, (guint32) seed, &normal, &hard);
  printf ("\n");
  print_targets (normal, hard);
  if (normal != NULL)
    g_array_unref (normal->ms);
  if (hard != NULL)
    g_array_unref (hard->ms);
  g_free (normal);
  g_free (hard);
  return 0;
}
