/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-preview.c: how fast a battle is foreseen before a move (issue 13,
 * target: within a frame, 16 ms).
 *
 * In the 1864 scenario, after the first Game Turn's die, for each side:
 * every box of the side moving, its whole stack sent to every destination
 * holding enemy units.  For each such move it times hd_preview_battle (the
 * moves made on a copy, the segment ended, the battle chosen) and the
 * exact odds of the battle it gives (hd_odds_attacker_wins).
 *
 * Prints the figures; it never fails on them (tests do not time). */
#include "config.h"

#include <string.h>

#include "hd-action.h"
#include "hd-movement.h"
#include "hd-odds.h"
#include "hd-preview.h"
#include "hd-scenario.h"
#include "hd-state-private.h"
#include "hd-turn.h"

static int
by_value (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* The stack in @from moved to @to, one unit after another, as the panel
 * builds the moves; FALSE when one has no route. */
static gboolean
stack_moves (const HdState *s, GArray *stack, guint to, GArray *moves)
{
  g_autoptr(HdState) work = hd_state_copy (s);

  for (guint k = 0; k < stack->len; k++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (work, g_array_index (stack, guint, k));
      HdAction a = { .type = HD_ACTION_MARCH_MOVE, .by_id = TRUE, .unit = bu->id, .box = bu->box, .to = to,
                     .side = bu->unit.side, .kind = bu->unit.kind, .reduced = bu->unit.reduced };
      HdRoute r;

      if (!hd_movement_find_route (work, g_array_index (stack, guint, k), to, &r, NULL))
        return FALSE;
      a.n_steps = r.n_steps;
      memcpy (a.lines, r.lines, sizeof a.lines);
      if (!hd_action_apply (&a, work, NULL))
        return FALSE;
      g_array_append_val (moves, a);
    }
  return TRUE;
}

static void
bench_side (HdState *s, GArray *preview_ms, GArray *odds_ms)
{
  HdMap *map = hd_state_get_map (s);
  HdSide side = hd_state_get_player (s);

  for (guint from = 0; from < hd_map_get_n_boxes (map); from++)
    {
      g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autoptr(GArray) dests = NULL;

      for (guint i = 0; i < hd_state_get_n_units (s); i++)
        if (hd_state_get_unit (s, i)->box == from && hd_state_get_unit (s, i)->unit.side == side)
          g_array_append_val (stack, i);
      if (stack->len == 0)
        continue;
      dests = hd_movement_destinations (s, (guint *) stack->data, stack->len);
      for (guint d = 0; d < dests->len; d++)
        {
          const HdDestination *dest = &g_array_index (dests, HdDestination, d);
          g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (HdAction));
          g_autoptr(HdState) battle = NULL;
          gint64 t0;
          double ms, p;

          if (!dest->battle || !stack_moves (s, stack, dest->to, moves))
            continue;
          t0 = g_get_monotonic_time ();
          battle = hd_preview_battle (s, (HdAction *) moves->data, moves->len, dest->to, NULL);
          ms = (g_get_monotonic_time () - t0) / 1000.0;
          if (battle == NULL)
            continue;
          g_array_append_val (preview_ms, ms);
          t0 = g_get_monotonic_time ();
          p = hd_odds_attacker_wins (battle);
          ms = (g_get_monotonic_time () - t0) / 1000.0;
          g_array_append_val (odds_ms, ms);
          (void) p;
        }
    }
}

static void
print_figures (const char *what, GArray *ms)
{
  g_array_sort (ms, by_value);
  if (ms->len == 0)
    {
      g_print ("%-34s no battle foreseen\n", what);
      return;
    }
  g_print ("%-34s %4u moves  median %.2f ms  max %.2f ms  (target: within 16 ms)\n", what, ms->len,
           g_array_index (ms, double, ms->len / 2), g_array_index (ms, double, ms->len - 1));
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMap) map = hd_map_new_default (&error);
  g_autoptr(HdScenario) scenario = NULL;
  g_autoptr(GArray) preview_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) odds_ms = g_array_new (FALSE, FALSE, sizeof (double));

  if (map == NULL || (scenario = hd_scenario_new_builtin (map, "1864", &error)) == NULL)
    g_error ("%s", error->message);
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    for (guint die = 1; die <= 6; die += 5)
      {
        g_autoptr(HdState) s = hd_state_new_from_scenario (map, scenario);

        for (guint i = 0; i < (side == HD_SIDE_UNION ? 8u : 12u); i++)
          hd_turn_end_segment (s);
        if (hd_state_get_marches (s) == 0)
          {
            HdAction roll = { .type = HD_ACTION_ROLL_MARCHES, .die = die };
            hd_action_apply (&roll, s, NULL);
          }
        bench_side (s, preview_ms, odds_ms);
      }
  print_figures ("the battle foreseen (preview):", preview_ms);
  print_figures ("its exact odds:", odds_ms);
  return 0;
}
