/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-candidates.c: the one question (hd_action_get_decision) and the
 * candidate actions for it (hd_candidates_list), checked both ways over
 * thousands of random positions: every candidate is accepted by
 * hd_action_check, and every action the engine accepts, found by brute
 * force over each type's action space, is a candidate (in the form
 * candidates name it: canonical()). */
#include <string.h>

#include "hd-battle.h"
#include "hd-border.h"
#include "hd-candidates.h"
#include "hd-guide.h"
#include "hd-hooks.h"
#include "hd-intervention.h"
#include "hd-leader.h"
#include "hd-morale.h"
#include "hd-movement.h"
#include "hd-scenario.h"
#include "hd-test-util.h"
#include "hd-turn.h"
#include "hd-state-private.h"
#include "hd-describe.h"
#include "hd-game.h"
#include "hd-action-line.h"
#include "hd-transcript.h"

static HdMap *board;

#define ALL_ADVANCED "advanced-2.0 advanced-3.0 advanced-4.0 advanced-5.0 advanced-6.0 advanced-7.0 advanced-8.1 " \
                     "advanced-8.2 advanced-8.3 advanced-8.4 4.8 7.3 leader-lee=3@06/1862,2@05/1863 " \
                     "leader-grant=1@02/1862,2@03/1864 leader-sherman=1@05/1862,2@03/1864"

/* the option sets the positions are played under */
static const char * const option_sets[] = {
  "",
  "4.9 5.2 5.41 5.71 6.2 4.11 4.12 4.71",
  ALL_ADVANCED,
};

typedef struct {
  const HdState *state;
  GArray        *candidates;
  GHashTable    *fires;       /* the candidates' fires (HdAction *), to look up fast */
  guint          checked;     /* brute-force actions tried */
  guint          accepted[HD_N_ACTION_TYPES];
  HdActionGate   gate;        /* the candidates' way of checking, compared with hd_action_check */
} Probe;

static guint positions, brute_positions, actions_tried;
static guint decisions_seen[HD_N_AWAITED_KINDS];
static guint accepted_seen[HD_N_ACTION_TYPES];

/* The canonical form of an accepted action, as candidates name it: a
 * border state by its first city, a march move by the unit's id. */
static HdAction
canonical (const HdState *s, const HdAction *a)
{
  HdAction c = *a;

  if (a->type == HD_ACTION_ROLL_BORDER)
    {
      int which = hd_border_of_box (board, a->box);
      g_assert_cmpint (which, >=, 0);
      c.box = hd_map_lookup_id (board, hd_border_get_cities ((guint) which)[0])->index;
    }
  if ((a->type == HD_ACTION_MORALE || a->type == HD_ACTION_DESERTION) && a->n_shots <= HD_MAX_SHOTS)
    {
      /* the checks in the order asked (any order is accepted) */
      g_autoptr(GArray) ids = NULL;
      guint n = 0;
      hd_morale_get_checks (s, &ids);
      for (guint i = 0; ids != NULL && i < ids->len; i++)
        for (guint k = 0; k < a->n_shots; k++)
          if (a->shots[k].shooter == g_array_index (ids, guint, i))
            c.shots[n++] = a->shots[k];
      g_assert_cmpuint (n, ==, a->n_shots);
    }
  if (a->type == HD_ACTION_RALLY && a->unit != 0)
    {
      /* "rally #12" is the unit's side's rally, whatever side it names */
      int index = hd_state_find_unit_by_id (s, a->unit);
      g_assert_cmpint (index, >=, 0);
      c.side = hd_state_get_unit (s, (guint) index)->unit.side;
    }
  if (a->type == HD_ACTION_MARCH_MOVE && !a->by_id)
    {
      int index = hd_movement_pick_unit (s, a->box, a->side, a->kind, a->reduced, FALSE);
      const HdBoardUnit *bu;
      g_assert_cmpint (index, >=, 0);
      bu = hd_state_get_unit (s, (guint) index);
      c.by_id = TRUE;
      c.unit = bu->id;
      c.kind = bu->unit.kind;
      c.reduced = bu->unit.reduced;
      c.side = bu->unit.side;
    }
  return c;
}

/* A fire by its shots, dice aside (the candidates leave them open). */
static guint
fire_hash (gconstpointer v)
{
  const HdAction *a = v;
  guint h = a->n_shots;

  for (guint k = 0; k < a->n_shots && k < HD_MAX_SHOTS; k++)
    h = h * 31 + a->shots[k].shooter * 7 + a->shots[k].target * 3 + a->shots[k].plus;
  return h;
}

static gboolean
fire_equal (gconstpointer v, gconstpointer w)
{
  const HdAction *a = v, *b = w;

  if (a->n_shots != b->n_shots)
    return FALSE;
  for (guint k = 0; k < a->n_shots && k < HD_MAX_SHOTS; k++)
    if (a->shots[k].shooter != b->shots[k].shooter || a->shots[k].target != b->shots[k].target ||
        a->shots[k].plus != b->shots[k].plus)
      return FALSE;
  return TRUE;
}

/* The second direction: @a, if the engine accepts it, is a candidate. */
static void
try (Probe *p, const HdAction *a)
{
  HdAction c;
  gboolean ok;

  p->checked++;
  ok = hd_action_check (p->state, a, NULL);
  /* the gate the candidates check through says the same, refusals too */
  if (hd_action_gate_check (&p->gate, a) != ok)
    {
      g_autofree char *what = hd_describe_action (a, board);
      g_error ("the gate says %s, hd_action_check %s: %s", ok ? "no" : "yes", ok ? "yes" : "no", what);
    }
  if (!ok)
    return;
  p->accepted[a->type]++;
  c = canonical (p->state, a);
  if (c.type == HD_ACTION_FIRE && g_hash_table_contains (p->fires, &c))
    return;
  if (!hd_candidates_contains (p->candidates, &c))
    {
      g_autofree char *what = hd_describe_action (a, board);
      HdAwaited d = hd_action_get_decision (p->state);
      g_error ("accepted but not a candidate: %s (%s; turn %u, %s segment, decision %d, rule %s)", what,
               hd_action_type_to_string (a->type), hd_state_get_turn (p->state),
               hd_segment_to_string (hd_state_get_segment (p->state)), d.kind, d.rule);
    }
}

/* Each die 1-6 (and the impossible 0 and 7) for @a's die. */
static void
try_dice (Probe *p, HdAction a)
{
  for (guint die = 0; die <= 7; die++)
    {
      a.die = die;
      try (p, &a);
    }
}

static guint
n_units (const HdState *s)
{
  return hd_state_get_n_units (s);
}

static guint
unit_id (const HdState *s, guint i)
{
  /* one past the last: an id no unit has */
  return i < n_units (s) ? hd_state_get_unit (s, i)->id : 100000;
}

/* Every connected line path from @at up to HD_ACTION_MAX_STEPS, for @a. */
static void
try_paths (Probe *p, HdAction *a, guint at)
{
  if (a->n_steps > 0)
    try (p, a);
  if (a->n_steps == HD_ACTION_MAX_STEPS)
    return;
  for (guint l = 0; l < hd_map_get_n_lines (board); l++)
    {
      const HdLine *line = hd_map_get_line (board, l);
      if (line->a != at && line->b != at)
        continue;
      a->lines[a->n_steps++] = l;
      try_paths (p, a, line->a == at ? line->b : line->a);
      a->lines[--a->n_steps] = 0;
    }
}

static void
brute_units (Probe *p, HdActionType type)
{
  for (guint i = 0; i <= n_units (p->state); i++)
    try (p, &(HdAction) { .type = type, .unit = unit_id (p->state, i) });
}

static void
brute_boxes (Probe *p, HdActionType type, gboolean to)
{
  for (guint b = 0; b < hd_map_get_n_boxes (board); b++)
    try (p, &(HdAction) { .type = type, .box = to ? 0 : b, .to = to ? b : 0 });
}

/* Advanced 8.1, 8.12: the checks asked for, in their order, fewer, or reversed. */
static void
brute_checks (Probe *p, HdActionType type)
{
  g_autoptr(GArray) ids = NULL;
  HdAction a = { .type = type };

  hd_morale_get_checks (p->state, &ids);
  if (ids == NULL || ids->len == 0 || ids->len > HD_MAX_SHOTS)
    return;
  for (guint die = 1; die <= 6; die++)
    {
      a.n_shots = ids->len;
      for (guint k = 0; k < ids->len; k++)
        a.shots[k] = (HdShot) { g_array_index (ids, guint, k), 0, die, 0 };
      try (p, &a);
      for (guint k = 0; k < ids->len; k++)
        a.shots[k] = (HdShot) { g_array_index (ids, guint, ids->len - 1 - k), 0, die, 0 };
      try (p, &a);
      a.n_shots = ids->len - 1;
      try (p, &a);
    }
}

/* @a and @a with every spread of up to @left more of the leaders'
 * pluses over its shots from @from on, on at most @pieces more of them
 * (Advanced 8.2.2): 0 to the value on each. */
static void
try_pluses (Probe *p, HdAction *a, guint from, guint left, guint pieces)
{
  try (p, a);
  for (guint k = from; pieces > 0 && k < a->n_shots; k++)
    for (guint plus = 1; plus <= left; plus++)
      {
        a->shots[k].plus = plus;
        try_pluses (p, a, k + 1, left - plus, pieces - 1);
        a->shots[k].plus = 0;
      }
}

/* Fire: every choice of the units that fire (in board order) and every
 * target for each, with every spread of the leaders' pluses (and one
 * more than their value, on one more piece than allowed), when the
 * battle is small enough to try them all. */
static void
brute_fire_pick (Probe *p, GArray *s, GArray *t, guint mask)
{
  HdAction a = { .type = HD_ACTION_FIRE };
  guint pick[8], k = 0, digit[8] = { 0 };
  guint pieces = 0;
  guint value = hd_hooks_battle_pluses (p->state, hd_battle_get_firing_side (p->state), &pieces);

  for (guint i = 0; i < s->len; i++)
    if (mask & (1u << i))
      pick[k++] = g_array_index (s, guint, i);
  a.n_shots = k;
  for (;;)
    {
      guint d;
      for (guint i = 0; i < k; i++)
        a.shots[i] = (HdShot) { pick[i], g_array_index (t, guint, digit[i]), 1 + (i % 6), 0 };
      try_pluses (p, &a, 0, value + 1, pieces + 1);
      for (d = 0; d < k && ++digit[d] == t->len; d++)
        digit[d] = 0;
      if (d == k)
        return;
    }
}

static void
brute_fire (Probe *p)
{
  HdSide firing;
  g_autoptr(GArray) s = NULL;
  g_autoptr(GArray) t = NULL;
  HdAction def = { .type = HD_ACTION_FIRE };

  if (!hd_battle_in_progress (p->state))
    {
      try (p, &def);
      return;
    }
  firing = hd_battle_get_firing_side (p->state);
  s = hd_battle_get_units (p->state, firing);
  t = hd_battle_get_units (p->state, hd_side_get_enemy (firing));
  def.n_shots = hd_battle_default_targets (p->state, def.shots);
  for (guint die = 1; die <= 6; die++)
    {
      hd_candidates_fill_dice (&def, die);
      try (p, &def);
      for (guint k = 0; k < def.n_shots; k++)
        def.shots[k].die = 0;
    }
  if (s->len > 4 || t->len > 4 || t->len == 0)
    return;
  for (guint mask = 0; mask < (1u << s->len); mask++)
    brute_fire_pick (p, s, t, mask);
}

/* Whether unit @i is the first of its box, side, kind and strength
 * (the units a move named that way may mean), and of the player's side,
 * or the enemy's first unit (whose moves are all refused). */
static gboolean
first_of_its_kind (const HdState *s, guint i)
{
  const HdBoardUnit *bu = hd_state_get_unit (s, i);

  for (guint j = 0; j < i; j++)
    {
      const HdBoardUnit *o = hd_state_get_unit (s, j);
      if (bu->unit.side != hd_state_get_player (s) && o->unit.side == bu->unit.side)
        return FALSE;
      if (o->box == bu->box && o->unit.side == bu->unit.side && o->unit.kind == bu->unit.kind &&
          o->unit.reduced == bu->unit.reduced)
        return FALSE;
    }
  return TRUE;
}

/* Every unit of the player by its id, every first of its kind by side,
 * kind and strength, along every line path. */
static void
brute_march_moves (Probe *p)
{
  for (guint i = 0; i < n_units (p->state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (p->state, i);
      HdAction by_id = { .type = HD_ACTION_MARCH_MOVE, .box = bu->box, .by_id = TRUE, .unit = bu->id,
                         .side = bu->unit.side, .kind = bu->unit.kind, .reduced = bu->unit.reduced };
      HdAction named = by_id;
      gboolean first = first_of_its_kind (p->state, i);

      named.by_id = FALSE;
      named.unit = 0;
      if (bu->unit.side == hd_state_get_player (p->state) || first)
        try_paths (p, &by_id, bu->box);
      if (first)
        try_paths (p, &named, bu->box);
    }
}

/* Every first of its kind to every box, by sea or by invasion. */
static void
brute_sea_moves (Probe *p)
{
  for (guint i = 0; i < n_units (p->state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (p->state, i);
      if (!first_of_its_kind (p->state, i))
        continue;
      for (guint to = 0; to < hd_map_get_n_boxes (board); to++)
        for (gboolean flag = FALSE; flag <= TRUE; flag++)
          try (p, &(HdAction) { .type = HD_ACTION_SEA_MOVE, .box = bu->box, .to = to, .side = bu->unit.side,
                                .kind = bu->unit.kind, .reduced = bu->unit.reduced, .flag = flag });
    }
}

/* The whole action space a type at a time, but the corrections (and,
 * unless @moves, the march and sea moves). */
static void
brute_force (Probe *p, gboolean moves)
{
  guint n_boxes = hd_map_get_n_boxes (board);

  try (p, &(HdAction) { .type = HD_ACTION_END_SEGMENT });
  try_dice (p, (HdAction) { .type = HD_ACTION_ROLL_MARCHES });
  try_dice (p, (HdAction) { .type = HD_ACTION_ROLL_PROMOTION });
  try_dice (p, (HdAction) { .type = HD_ACTION_ROLL_RECRUITMENT });
  try_dice (p, (HdAction) { .type = HD_ACTION_ROLL_WASHINGTON });
  for (HdSide side = 0; side < HD_N_SIDES; side++)
    try_dice (p, (HdAction) { .type = HD_ACTION_ROLL_LEADERSHIP, .side = side });
  /* a border state's die named by any box (a die of 3), all dice by its cities */
  for (guint b = 0; b < n_boxes; b++)
    if (hd_border_of_box (board, b) >= 0)
      try_dice (p, (HdAction) { .type = HD_ACTION_ROLL_BORDER, .box = b });
    else
      try (p, &(HdAction) { .type = HD_ACTION_ROLL_BORDER, .box = b, .die = 3 });
  brute_checks (p, HD_ACTION_MORALE);
  brute_checks (p, HD_ACTION_DESERTION);
  for (HdSide side = 0; side < HD_N_SIDES; side++)
    {
      try (p, &(HdAction) { .type = HD_ACTION_RALLY, .side = side });
      for (guint i = 0; i <= n_units (p->state); i++)
        try (p, &(HdAction) { .type = HD_ACTION_RALLY, .side = side, .unit = unit_id (p->state, i) });
    }
  brute_units (p, HD_ACTION_SUPPLY_LOSS);
  brute_units (p, HD_ACTION_REINFORCE);
  brute_units (p, HD_ACTION_RECOVER);
  brute_units (p, HD_ACTION_PROMOTE);
  for (HdLeader l = 0; l < HD_N_LEADERS; l++)
    {
      try (p, &(HdAction) { .type = HD_ACTION_LEADER_REINFORCE, .leader = l });
      for (guint b = 0; b < n_boxes; b++)
        {
          try (p, &(HdAction) { .type = HD_ACTION_PLACE_LEADER, .leader = l, .box = b });
          try (p, &(HdAction) { .type = HD_ACTION_LEAD, .leader = l, .to = b });
        }
      for (guint i = 0; i <= n_units (p->state); i++)
        try (p, &(HdAction) { .type = HD_ACTION_LEAD_WITH, .leader = l, .unit = unit_id (p->state, i) });
    }
  brute_boxes (p, HD_ACTION_MARCH, FALSE);
  brute_boxes (p, HD_ACTION_DIG_IN, FALSE);
  brute_boxes (p, HD_ACTION_BREAK_OUT, FALSE);
  brute_boxes (p, HD_ACTION_BATTLE, FALSE);
  brute_boxes (p, HD_ACTION_CONTAIN, FALSE);
  brute_boxes (p, HD_ACTION_WITHDRAW, TRUE);
  brute_boxes (p, HD_ACTION_RETREAT, TRUE);
  if (moves)
    {
      brute_march_moves (p);
      brute_sea_moves (p);
    }
  for (HdUnitKind kind = 0; kind < HD_N_KINDS; kind++)
    for (guint b = 0; b < n_boxes; b++)
      {
        try (p, &(HdAction) { .type = HD_ACTION_SAIL_EUROPE, .kind = kind, .to = b });
        for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
          try (p, &(HdAction) { .type = HD_ACTION_RECRUIT, .kind = kind, .box = b, .side = side });
      }
  brute_fire (p);
}

/* The first direction: every candidate, its dice given each value, is
 * accepted; and the count, the order and the decision agree. */
static void
check_candidates (const HdState *s, GArray *list)
{
  HdAwaited d = hd_action_get_decision (s);

  g_assert_cmpuint (hd_candidates_count (s), ==, list->len);
  decisions_seen[d.kind]++;
  if (d.kind != HD_AWAITED_OVER)
    g_assert_cmpuint (list->len, >, 0);   /* never stuck */
  for (guint i = 0; i < list->len; i++)
    {
      const HdAction *c = &g_array_index (list, HdAction, i);
      g_autoptr(GError) error = NULL;

      if (d.first)
        g_assert_cmpint (c->type, ==, d.action);
      if (!hd_candidates_is_template (c))
        {
          if (!hd_action_check (s, c, &error))
            g_error ("candidate refused: %s", error->message);
          continue;
        }
      for (guint die = 1; die <= 6; die++)
        {
          HdAction filled = *c;
          hd_candidates_fill_dice (&filled, die);
          g_assert_false (hd_candidates_is_template (&filled));
          if (!hd_action_check (s, &filled, &error))
            g_error ("candidate with die %u refused: %s", die, error->message);
        }
    }
}

/* Whether @a, as read from a transcript or a save, is a candidate of
 * @list (in the form candidates name it). */
static void
assert_listed (const HdState *s, GArray *list, GHashTable *fires, const HdAction *a, const char *where)
{
  HdAction c = canonical (s, a);

  if (c.type == HD_ACTION_FIRE && fires != NULL && g_hash_table_contains (fires, &c))
    return;
  if (!hd_candidates_contains (list, &c))
    {
      g_autofree char *what = hd_describe_action (a, board);
      g_error ("%s: \"%s\" (%s) is not a candidate", where, what, hd_action_type_to_string (a->type));
    }
}

/* Every candidate written as a transcript line and read back is still
 * a candidate: the fields a line does not carry do not count. */
static void
check_as_read (const HdState *s, GArray *list, GHashTable *fires)
{
  for (guint i = 0; i < list->len; i++)
    {
      HdAction c = g_array_index (list, HdAction, i), read = { 0 };
      g_autofree char *line = NULL;

      hd_candidates_fill_dice (&c, 4);
      line = hd_action_line_write (&c, board);
      if (!hd_action_line_parse (board, line, &read))
        g_error ("the candidate line \"%s\" does not read", line);
      assert_listed (s, list, fires, &read, line);
    }
}

static void
probe (const HdState *s, gboolean brute)
{
  g_autoptr(GArray) list = g_array_new (FALSE, FALSE, sizeof (HdAction));
  g_autoptr(GHashTable) fires = g_hash_table_new (fire_hash, fire_equal);
  Probe p = { s, list, fires, 0, { 0 }, { 0 } };

  HdAwaited d = hd_action_get_decision (s);

  hd_action_gate_init (&p.gate, s);
  hd_candidates_list (s, list);
  check_candidates (s, list);
  for (guint i = 0; i < list->len; i++)
    if (g_array_index (list, HdAction, i).type == HD_ACTION_FIRE)
      g_hash_table_add (fires, &g_array_index (list, HdAction, i));
  /* the rarer decisions and the battles every time, without the costly
   * march and sea moves (which their segments refuse) */
  if (brute || d.first || d.kind == HD_AWAITED_BATTLES || d.kind == HD_AWAITED_BATTLE ||
      d.kind == HD_AWAITED_LEADERSHIP)
    {
      brute_force (&p, brute);
      check_as_read (s, list, fires);
      brute_positions++;
      actions_tried += p.checked;
      for (guint t = 0; t < HD_N_ACTION_TYPES; t++)
        accepted_seen[t] += p.accepted[t];
    }
  positions++;
}

/* Random games under each option set from each scenario, every
 * position's candidates checked, every @every-th position's by brute
 * force too. */
static void
play_and_probe (guint n_seeds, guint max_steps, guint every)
{
  const char * const *ids = hd_scenario_builtin_ids ();

  for (guint o = 0; o < G_N_ELEMENTS (option_sets); o++)
    for (guint seed = 0; seed < n_seeds; seed++)
      for (guint i = 0; ids[i] != NULL; i++)
        {
          g_autoptr(GRand) rand = g_rand_new_with_seed (1863 + 31 * o + i + 7919 * seed);
          g_autoptr(HdScenario) scenario = hd_scenario_new_builtin (board, ids[i], NULL);
          g_autoptr(HdState) s = hd_state_new_from_scenario (board, scenario);
          g_auto(GStrv) opts = g_strsplit (option_sets[o], " ", -1);
          guint steps = 0;

          hd_turn_set_options (s, option_sets[o][0] ? (const char * const *) opts : NULL);
          while (!hd_state_is_over (s) && steps < max_steps)
            {
              probe (s, steps % every == 0);
              if (!hd_test_random_step (s, rand, NULL))
                g_error ("%s: no action found", ids[i]);
              steps++;
            }
          probe (s, TRUE);
        }
}

/* Every action of the transcripts of tests/data, replayed, is a
 * candidate of the position before it. */
static void
test_candidates_transcripts (void)
{
  g_autofree char *folder = g_test_build_filename (G_TEST_DIST, "data", "transcripts", NULL);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  guint n_actions = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autofree char *text = NULL;
      g_autoptr(HdGame) game = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (path, &text, &length, NULL));
      game = hd_transcript_read (board, text, (gssize) length, name, NULL, NULL, NULL);
      if (game == NULL)
        continue;   /* the transcripts made to be refused */
      for (guint i = 0; i < hd_log_get_n_actions (HD_LOG (game)); i++)
        {
          g_autoptr(HdState) before = hd_game_replay (game, i);
          g_autoptr(GArray) list = g_array_new (FALSE, FALSE, sizeof (HdAction));
          HdAction a;

          hd_game_get_action (game, i, &a);
          if (hd_action_info_is_correction (a.type))
            continue;
          hd_candidates_list (before, list);
          assert_listed (before, list, NULL, &a, name);
          n_actions++;
        }
    }
  g_assert_cmpuint (n_actions, >, 50);
}

/* ----------------------- positions prepared for the rarer decisions */

/* every Advanced rule but the leaders (who would be owed first) */
#define PREPARED "advanced-2.0 advanced-3.0 advanced-4.0 advanced-5.0 advanced-6.0 advanced-7.0 advanced-8.1 " \
                 "advanced-8.3 advanced-8.4"

/* A Confederate veteran alone in Washington as the Confederate Combat
 * Segment ends: the die of Advanced 6.0. */
static HdState *
washington_owed (void)
{
  HdState *s = hd_test_bare_state (board, "1862", PREPARED, FALSE, HD_SIDE_CONFEDERATE);

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Philadelphia", 2, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Washington", 1, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Richmond", 2, FALSE);
  hd_test_end_segments (s, 2);
  g_assert_cmpint (hd_action_get_decision (s).kind, ==, HD_AWAITED_WASHINGTON);
  return s;
}

/* The Confederacy holds Baltimore as its Player Turn begins: Maryland's
 * support die (Advanced 8.3). */
static HdState *
maryland_owed (void)
{
  HdState *s = hd_test_bare_state (board, "1862", PREPARED, FALSE, HD_SIDE_UNION);

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Washington", 2, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Richmond", 2, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Baltimore", 1, FALSE);
  hd_test_ok (s, "control Confederate Baltimore");
  hd_test_to_confederate_turn (s);
  g_assert_cmpint (hd_action_get_decision (s).kind, ==, HD_AWAITED_BORDER);
  return s;
}

/* Two Union veterans attack two Confederate ones in Front Royal, the
 * battle steered so that one routs on the first day: the rally of
 * Advanced 8.11 at the day's end (a leadership of 4, morale dice of 6,
 * the defender's first shot a hit, every other shot a miss). */
static HdState *
rally_owed (void)
{
  HdState *s = hd_test_bare_state (board, "1862", PREPARED, FALSE, HD_SIDE_UNION);
  gboolean hit = FALSE;

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Harpers Ferry", 2, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Front Royal", 2, FALSE);
  hd_test_ok (s, "roll 3 for marches");
  hd_test_ok (s, "march Union Vi from Harpers Ferry by road to Front Royal");
  hd_test_ok (s, "march Union Vi from Harpers Ferry by road to Front Royal");
  hd_test_ok (s, "end segment");
  hd_test_ok (s, "battle at Front Royal");
  for (guint n = 0; hd_action_get_decision (s).kind != HD_AWAITED_RALLY; n++)
    {
      HdAwaited d = hd_action_get_decision (s);
      HdAction a = { .type = d.action };
      g_autoptr(GArray) checks = NULL;

      g_assert_cmpuint (n, <, 64);
      if (d.kind == HD_AWAITED_MORALE)
        {
          hd_morale_get_checks (s, &checks);
          a.n_shots = checks->len;
          for (guint k = 0; k < checks->len; k++)
            a.shots[k] = (HdShot) { g_array_index (checks, guint, k), 0, 6, 0 };
        }
      else if (d.kind == HD_AWAITED_LEADERSHIP)
        a = (HdAction) { .type = d.action, .side = d.side, .die = 4 };
      else
        {
          g_assert_cmpint (d.kind, ==, HD_AWAITED_BATTLE);
          a.n_shots = hd_battle_default_targets (s, a.shots);
          for (guint k = 0; k < a.n_shots; k++)
            a.shots[k].die = hit || k > 0 ? 6 : 1;
          hit = TRUE;
        }
      g_assert_true (hd_action_apply (&a, s, NULL));
    }
  return s;
}

/* Wilmington invaded by the Union, and Confederate militia marched in:
 * the Confederate Combat Segment, where the port may be contained
 * instead of fought (Advanced 4.0). */
static HdState *
contain_allowed (void)
{
  HdState *s = hd_test_bare_state (board, "1862", "advanced-4.0", FALSE, HD_SIDE_UNION);

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Washington", 2, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Mi", "Goldsboro", 2, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Richmond", 2, FALSE);
  hd_test_ok (s, "roll 6 for marches");
  hd_test_ok (s, "invade Union Vi from Washington to Wilmington");
  hd_test_ok (s, "invade Union Vi from Washington to Wilmington");
  hd_test_end_segments (s, 4);
  hd_test_ok (s, "roll 3 for marches");
  hd_test_ok (s, "march Confederate Mi from Goldsboro by rail to Wilmington");
  hd_test_ok (s, "march Confederate Mi from Goldsboro by rail to Wilmington");
  hd_test_ok (s, "end segment");
  return s;
}

/* The same port contained; the Union's march die rolled: a breakout may
 * be fought (Advanced 4.0). */
static HdState *
breakout_allowed (void)
{
  HdState *s = contain_allowed ();

  hd_test_ok (s, "contain at Wilmington");
  hd_test_end_segments (s, 3);
  hd_test_ok (s, "roll 2 for marches");
  return s;
}

/* Europe intervenes (Advanced 8.4): the Confederacy holds Washington and
 * enough Union cities for all three conditions, and its march die is
 * rolled: units may cross from Europe. */
static HdState *
europe_waits (void)
{
  const char *cities[] = { "washington", "new-york-city", "philadelphia", "pittsburgh", "scranton", "chicago",
                           "fort-wayne", "st-louis", "atlantic-city", NULL };
  HdState *s = hd_test_bare_state (board, "1862", "advanced-8.4 advanced-6.0", FALSE, HD_SIDE_UNION);

  for (guint b = 0; b < hd_map_get_n_boxes (board); b++)
    {
      const HdBox *box = hd_map_get_box (board, b);
      if (box->recruit_union >= 2)
        hd_state_set_control (s, b, HD_SIDE_UNION, FALSE);
      if (box->recruit_confederate >= 2)
        hd_state_set_control (s, b, HD_SIDE_CONFEDERATE, FALSE);
    }
  for (guint i = 0; cities[i] != NULL && !hd_intervention_condition (s, HD_INTERVENTION_ARMIES, NULL); i++)
    hd_state_set_control (s, hd_map_lookup_id (board, cities[i])->index, HD_SIDE_CONFEDERATE, TRUE);
  hd_test_put (s, HD_SIDE_UNION, "Vi", "Albany", 2, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, "Vi", "Richmond", 2, FALSE);
  hd_test_to_confederate_turn (s);
  hd_test_ok (s, "roll 2 for marches");
  g_assert_cmpuint (hd_intervention_n_in_europe (s), >, 0);
  return s;
}

/* Random play from a prepared position to the game's end, probed. */
static void
play_from (HdState *(*prepare) (void), guint n_seeds, guint every)
{
  for (guint seed = 0; seed < n_seeds; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (1864 + 7919 * seed);
      g_autoptr(HdState) s = prepare ();
      guint steps = 0;

      while (!hd_state_is_over (s) && steps < 300)
        {
          probe (s, steps < 2 || steps % every == 0);
          if (!hd_test_random_step (s, rand, NULL))
            g_error ("no action found");
          steps++;
        }
    }
}

/* Thousands of positions (seeded: the same every run), every kind of
 * decision among them. */
static void
test_candidates_both_ways (void)
{
  gboolean thorough = g_test_thorough ();
  guint every = thorough ? 1 : 24;

  positions = 0;
  play_and_probe (thorough ? 6 : 1, thorough ? 40000 : 400, every);
  play_from (washington_owed, thorough ? 8 : 2, every);
  play_from (maryland_owed, thorough ? 8 : 2, every);
  play_from (rally_owed, thorough ? 8 : 2, every);
  play_from (contain_allowed, thorough ? 8 : 1, every);
  play_from (breakout_allowed, thorough ? 8 : 1, every);
  play_from (europe_waits, thorough ? 8 : 2, every);
  /* every type a player plays accepted somewhere, the second direction
   * not only vacuously true */
  for (guint t = HD_ACTION_END_SEGMENT; t < HD_N_ACTION_TYPES; t++)
    if (accepted_seen[t] == 0)
      g_error ("no %s action was accepted in the positions tried by brute force", hd_action_type_to_string (t));
  g_test_message ("%u positions probed, %u by brute force (%u actions tried)", positions, brute_positions,
                  actions_tried);
  for (HdAwaitedKind k = HD_AWAITED_NONE + 1; k < HD_N_AWAITED_KINDS; k++)
    {
      g_test_message ("decision %d: %u positions", k, decisions_seen[k]);
      /* every kind put to the test (the leaders' need the leader pieces) */
      if (decisions_seen[k] == 0)
        g_error ("no position awaiting decision %d was reached", k);
    }
  for (guint t = HD_ACTION_END_SEGMENT; t < HD_N_ACTION_TYPES; t++)
    g_test_message ("%s: accepted %u times", hd_action_type_to_string (t), accepted_seen[t]);
  g_assert_cmpuint (positions, >, 1000);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();
  g_test_add_func ("/candidates/both-ways", test_candidates_both_ways);
  g_test_add_func ("/candidates/transcripts", test_candidates_transcripts);
  return g_test_run ();
}
