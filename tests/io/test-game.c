/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game.c: the event log: applying validates then appends, refusals
 * change nothing and name their rule, undo/redo/replay give identical
 * states over long random logs, save and load round-trip, autosave writes
 * atomically, and damaged, tampered or newer save files are refused. */
#include <string.h>
#include <glib/gstdio.h>

#include "hd-test-util.h"
#include "hd-game.h"
#include "hd-border.h"
#include "hd-intervention.h"
#include "hd-morale.h"
#include "hd-options.h"
#include "hd-movement.h"
#include "hd-action-line.h"
#include "hd-transcript.h"

static HdMap *board;

#define box(name) hd_test_box (board, name)

static HdGame *
new_game_with (const char *scenario, const char * const *options)
{
  g_autoptr(GError) error = NULL;
  HdGame *game = hd_game_new (board, scenario, options, &error);
  g_assert_no_error (error);
  return game;
}

static HdGame *
new_game (const char *scenario)
{
  return new_game_with (scenario, NULL);
}

/* Every Advanced Game rule the engine implements. */
static GStrv
advanced_options (void)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; i < hd_options_get_n (); i++)
    if (g_str_has_prefix (hd_options_get (i)->id, "advanced-") && hd_options_get (i)->implemented)
      g_strv_builder_add (builder, hd_options_get (i)->id);
  /* the leaders' pieces (Advanced 8.2) */
  g_strv_builder_add (builder, "leader-lee=3@06/1862,2@05/1863");
  g_strv_builder_add (builder, "leader-grant=1@02/1862,2@03/1864");
  g_strv_builder_add (builder, "leader-sherman=1@05/1862,2@03/1864");
  return g_strv_builder_end (builder);
}

static void
test_apply_undo_redo (void)
{
  g_autoptr(HdGame) game = new_game ("1861-campaign");
  g_autoptr(GError) error = NULL;
  HdAction move = { HD_ACTION_MOVE_UNIT, box ("Washington"), box ("Fredericksburg"), HD_SIDE_UNION, HD_KIND_MI, FALSE, FALSE };
  HdAction flip = { HD_ACTION_FLIP_UNIT, box ("Fredericksburg"), 0, HD_SIDE_UNION, HD_KIND_MI, FALSE, FALSE };

  g_assert_false (hd_log_can_undo (HD_LOG (game)));
  g_assert_true (hd_log_apply (HD_LOG (game), &move, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), box ("Washington"), HD_SIDE_UNION), ==, 1);
  g_assert_true (hd_log_apply (HD_LOG (game), &flip, &error));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 2);

  g_assert_true (hd_log_undo (HD_LOG (game)));
  g_assert_true (hd_log_can_redo (HD_LOG (game)));
  g_assert_true (hd_log_undo (HD_LOG (game)));
  g_assert_cmpuint (hd_state_count_units_at (hd_game_get_state (game), box ("Washington"), HD_SIDE_UNION), ==, 2);
  g_assert_false (hd_log_undo (HD_LOG (game)));
  g_assert_true (hd_log_redo (HD_LOG (game)));
  g_assert_true (hd_log_redo (HD_LOG (game)));
  g_assert_false (hd_log_redo (HD_LOG (game)));
  g_assert_cmpint (hd_state_find_unit (hd_game_get_state (game), box ("Fredericksburg"), HD_SIDE_UNION, HD_KIND_MI, TRUE), >=, 0);

  /* a new action after an undo drops what could have been redone */
  g_assert_true (hd_log_undo (HD_LOG (game)));
  move.box = box ("Philadelphia");
  move.to = box ("Baltimore");
  g_assert_true (hd_log_apply (HD_LOG (game), &move, &error));
  g_assert_false (hd_log_can_redo (HD_LOG (game)));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 2);
}

/* @line of a transcript, applied to @game (joined to the action before). */
static void
apply_line_joined (HdGame *game, const char *line, gboolean joined)
{
  g_autoptr(GError) error = NULL;
  HdAction a;

  g_assert_true (hd_action_line_parse (board, line, &a));
  if (joined)
    g_assert_true (hd_log_apply_joined (HD_LOG (game), &a, &error));
  else
    g_assert_true (hd_log_apply (HD_LOG (game), &a, &error));
  g_assert_no_error (error);
}

static guint
union_at (HdGame *game, const char *name)
{
  return hd_state_count_units_at (hd_game_get_state (game), box (name), HD_SIDE_UNION);
}

/* A Move of two units is one player action: one undo takes both units
 * back (never one left in each box), one redo moves both again, and the
 * grouping survives a save and a load; a file without it (written before
 * it existed) loads with every action a player action of its own. */
static void
test_undo_joined_move (void)
{
  g_autoptr(HdGame) game = new_game ("1861-campaign");
  g_autoptr(HdGame) loaded = NULL;
  g_autoptr(HdGame) old = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *unjoined = NULL;

  g_assert_cmpuint (union_at (game, "Washington"), ==, 2);
  apply_line_joined (game, "move Union Mi from Philadelphia to Harrisburg", FALSE);
  apply_line_joined (game, "march Union Mi from Washington by rail to Baltimore", FALSE);
  apply_line_joined (game, "march Union Mi from Washington by rail to Baltimore", TRUE);
  g_assert_cmpuint (union_at (game, "Washington"), ==, 0);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 3);
  g_assert_false (hd_log_is_joined (HD_LOG (game), 1));
  g_assert_true (hd_log_is_joined (HD_LOG (game), 2));

  g_assert_true (hd_log_undo (HD_LOG (game)));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 1);
  g_assert_cmpuint (union_at (game, "Washington"), ==, 2);
  g_assert_true (hd_log_redo (HD_LOG (game)));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 3);
  g_assert_cmpuint (union_at (game, "Washington"), ==, 0);
  g_assert_false (hd_log_can_redo (HD_LOG (game)));

  /* saved and loaded: still one undo */
  bytes = hd_log_to_bytes (HD_LOG (game));
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_assert_nonnull (strstr (text, " joined=\"true\""));
  g_assert_null (strstr (strstr (text, " joined=\"true\"") + 1, " joined=\"true\""));
  loaded = hd_game_new_from_bytes (board, bytes, "joined.hdgame", &error);
  g_assert_no_error (error);
  g_assert_true (hd_log_is_joined (HD_LOG (loaded), 2));
  g_assert_true (hd_log_undo (HD_LOG (loaded)));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (loaded)), ==, 1);
  g_assert_cmpuint (union_at (loaded, "Washington"), ==, 2);

  /* an old file: no joined attribute (and no checksum), one action per undo */
  {
    g_autoptr(GRegex) sum = g_regex_new (" checksum=\"[^\"]*\"", 0, 0, NULL);
    g_autofree char *plain = g_regex_replace_literal (sum, text, -1, 0, "", 0, NULL);
    g_autoptr(GBytes) old_bytes = NULL;
    GString *s = g_string_new (plain);

    g_string_replace (s, " joined=\"true\"", "", 0);
    unjoined = g_string_free (s, FALSE);
    old_bytes = g_bytes_new (unjoined, strlen (unjoined));
    old = hd_game_new_from_bytes (board, old_bytes, "old.hdgame", &error);
    g_assert_no_error (error);
  }
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (old)), ==, 3);
  g_assert_false (hd_log_is_joined (HD_LOG (old), 2));
  g_assert_true (hd_log_undo (HD_LOG (old)));
  g_assert_cmpuint (union_at (old, "Washington"), ==, 1);
}

/* The engine makes a Move of several units (issue 32, item 4): one call,
 * each unit's march found by the rules in the position it meets, one
 * player action; whole or nothing when the rules refuse one; the undo
 * names the Move as a whole. */
static void
test_apply_march (void)
{
  g_autoptr(HdGame) game = new_game ("1861-campaign");
  g_autoptr(GError) error = NULL;
  g_autofree char *undo = NULL;
  const HdUnit two[] = { { HD_SIDE_UNION, HD_KIND_MI }, { HD_SIDE_UNION, HD_KIND_MI } };
  const HdUnit three[] = { { HD_SIDE_UNION, HD_KIND_MI }, { HD_SIDE_UNION, HD_KIND_MI }, { HD_SIDE_UNION, HD_KIND_MI } };

  apply_line_joined (game, "move Union Mi from Philadelphia to Harrisburg", FALSE);
  /* three units where there are two: nothing moves */
  g_assert_false (hd_game_apply_march (game, box ("Washington"), box ("Baltimore"), three, 3, HD_MOVE_BY_LAND, &error));
  g_assert_error (error, HD_GAME_ERROR, HD_GAME_ERROR_BAD_ACTION);
  g_clear_error (&error);
  g_assert_cmpuint (union_at (game, "Washington"), ==, 2);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 1);
  /* too far: the rules' refusal, with its number, and nothing moves */
  g_assert_false (hd_game_apply_march (game, box ("Washington"), box ("New Orleans"), two, 2, HD_MOVE_BY_LAND, &error));
  g_assert_nonnull (hd_rules_error_get_rule (error));
  g_clear_error (&error);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 1);

  g_assert_true (hd_game_apply_march (game, box ("Washington"), box ("Baltimore"), two, 2, HD_MOVE_BY_LAND, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (union_at (game, "Washington"), ==, 0);
  g_assert_cmpuint (union_at (game, "Baltimore"), >=, 2);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 3);
  g_assert_true (hd_log_is_joined (HD_LOG (game), 2));
  g_assert_cmpuint (hd_log_count_undo (HD_LOG (game)), ==, 2);
  undo = hd_log_describe_undo (HD_LOG (game), NULL);
  g_assert_nonnull (strstr (undo, ", and the other unit of the same move"));
  g_assert_true (hd_log_undo (HD_LOG (game)));
  g_assert_cmpuint (union_at (game, "Washington"), ==, 2);
}

/* joined= is "true" or "false"; anything else is a damaged action. */
static void
test_joined_damaged (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = g_bytes_new_static (
    "<house-divided-game format=\"1\" scenario=\"1861-campaign\">"
    "<action type=\"end-segment\" joined=\"yes\"/></house-divided-game>", strlen (
    "<house-divided-game format=\"1\" scenario=\"1861-campaign\">"
    "<action type=\"end-segment\" joined=\"yes\"/></house-divided-game>"));
  g_autoptr(HdGame) game = hd_game_new_from_bytes (board, bytes, "bad.hdgame", &error);

  g_assert_null (game);
  g_assert_error (error, HD_GAME_ERROR, HD_GAME_ERROR_BAD_ACTION);
  g_assert_nonnull (strstr (error->message, "joined \"yes\""));
}

/* A correction takes its counter from the Recruitment Pool, or from the
 * Union militia still to come with the drafts, when no counter of the kind
 * is free; when all are in use it is refused (Game Piece Inventory). */
static void
test_correction_counters (HdGame *game)
{
  const HdState *s = hd_game_get_state (game);
  HdAction mc = { HD_ACTION_ADD_UNIT, box ("Richmond"), 0, HD_SIDE_CONFEDERATE, HD_KIND_MC, FALSE, FALSE };
  HdAction mi = { HD_ACTION_ADD_UNIT, box ("Washington"), 0, HD_SIDE_UNION, HD_KIND_MI, FALSE, FALSE };
  g_autoptr(GError) error = NULL;
  guint n = 0, pool, held;

  /* the only Confederate Militia Cavalry: on the board or in the pool */
  g_assert_cmpuint (hd_state_count_kind (s, HD_SIDE_CONFEDERATE, HD_KIND_MC) +
                    hd_state_get_pool (s, HD_SIDE_CONFEDERATE, HD_KIND_MC), ==, 1);
  if (hd_state_get_pool (s, HD_SIDE_CONFEDERATE, HD_KIND_MC) == 1)
    {
      g_assert_true (hd_log_apply (HD_LOG (game), &mc, NULL));
      s = hd_game_get_state (game);
      g_assert_cmpuint (hd_state_get_pool (s, HD_SIDE_CONFEDERATE, HD_KIND_MC), ==, 0);
      n++;
    }
  g_assert_false (hd_log_apply (HD_LOG (game), &mc, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Game Piece Inventory");
  g_clear_error (&error);

  /* Union militia: the free counters, then the pool, then the drafts to
   * come, never a 25th */
  for (;;)
    {
      s = hd_game_get_state (game);
      pool = hd_state_get_pool (s, HD_SIDE_UNION, HD_KIND_MI);
      held = hd_state_get_union_militia_held_back (s);
      if (!hd_log_apply (HD_LOG (game), &mi, &error))
        break;
      n++;
      s = hd_game_get_state (game);
      g_assert_cmpuint (hd_state_count_kind (s, HD_SIDE_UNION, HD_KIND_MI) + hd_state_get_pool (s, HD_SIDE_UNION, HD_KIND_MI) +
                        hd_state_get_union_militia_held_back (s), <=, 24);
    }
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Game Piece Inventory");
  g_assert_cmpuint (pool, ==, 0);
  g_assert_cmpuint (held, ==, 0);
  g_assert_cmpuint (hd_state_count_kind (s, HD_SIDE_UNION, HD_KIND_MI), ==, 24);
  g_clear_error (&error);
  while (n-- > 0)
    g_assert_true (hd_log_undo (HD_LOG (game)));
}

static void
test_refusals (void)
{
  g_autoptr(HdGame) game = new_game ("1861-campaign");
  g_autoptr(HdState) before = hd_state_copy (hd_game_get_state (game));
  HdAction a = { HD_ACTION_REMOVE_UNIT, box ("Richmond"), 0, HD_SIDE_CONFEDERATE, HD_KIND_VI, FALSE, FALSE };
  GError *error = NULL;

  /* no such unit */
  g_assert_false (hd_log_apply (HD_LOG (game), &a, &error));
  g_assert_true (error->domain == HD_RULES_ERROR);
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "1.4");
  g_clear_error (&error);

  /* 4.3: no entrenching where enemy units are */
  {
    HdAction add = { HD_ACTION_ADD_UNIT, box ("Manassas Junction"), 0, HD_SIDE_UNION, HD_KIND_VI, FALSE, FALSE };
    HdAction dig = { HD_ACTION_SET_ENTRENCHED, box ("Manassas Junction"), 0, HD_SIDE_CONFEDERATE, 0, FALSE, TRUE };
    g_assert_true (hd_log_apply (HD_LOG (game), &add, NULL));
    g_assert_false (hd_log_apply (HD_LOG (game), &dig, &error));
    g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "4.3");
    g_test_message ("%s", error->message);
    g_clear_error (&error);
    g_assert_true (hd_log_undo (HD_LOG (game)));
    /* and allowed once the enemy is gone */
    g_assert_true (hd_log_apply (HD_LOG (game), &dig, NULL));
    g_assert_true (hd_log_undo (HD_LOG (game)));
  }

  /* the counter mix: 9 crack infantry at most (Game Piece Inventory, 11.6) */
  {
    HdAction add = { HD_ACTION_ADD_UNIT, box ("Richmond"), 0, HD_SIDE_CONFEDERATE, HD_KIND_CI, FALSE, FALSE };
    for (guint i = 0; i < 9; i++)
      g_assert_true (hd_log_apply (HD_LOG (game), &add, NULL));
    g_assert_false (hd_log_apply (HD_LOG (game), &add, &error));
    g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "Game Piece Inventory");
    g_assert_true (g_str_has_prefix (error->message, "Game Piece Inventory: "));
    g_clear_error (&error);
    for (guint i = 0; i < 9; i++)
      g_assert_true (hd_log_undo (HD_LOG (game)));
  }
  g_assert_true (hd_state_equal (before, hd_game_get_state (game)));
  test_correction_counters (game);

  /* 8.0: only Kentucky's tan boxes can be neutral */
  {
    HdAction neutral = { HD_ACTION_SET_CONTROL, box ("Richmond"), 0, HD_SIDE_NEUTRAL, 0, FALSE, FALSE };
    g_assert_false (hd_log_apply (HD_LOG (game), &neutral, &error));
    g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "8.0");
    g_clear_error (&error);
  }
  g_assert_true (hd_state_equal (before, hd_game_get_state (game)));
}

/* What the Advanced optional rules wait for (morale, rally, desertion,
 * a border state's die): mostly that, with random dice. */
static void
awaited_action (GRand *rand, const HdState *state, HdAction *a)
{
  g_autoptr(GArray) ids = NULL;
  HdCheckKind checks = hd_morale_get_checks (state, &ids);
  HdSide rally = hd_morale_rally_due (state);
  int border = hd_border_next_due (state);

  if (g_rand_int_range (rand, 0, 4) == 0)
    return;
  if (hd_intervention_n_in_europe (state) > 0 && g_rand_int_range (rand, 0, 3) == 0)
    {
      /* Advanced 8.4: now and then a unit from Europe */
      g_autoptr(GArray) ports = hd_intervention_sail_destinations (state);
      a->type = HD_ACTION_SAIL_EUROPE;
      a->kind = hd_intervention_get_kind (g_rand_int_range (rand, 0, HD_N_FOREIGN_UNITS));
      a->to = ports->len > 0 ? g_array_index (ports, guint, 0) : a->to;
      return;
    }
  if (checks != HD_CHECK_NONE)
    {
      a->type = checks == HD_CHECK_MORALE ? HD_ACTION_MORALE : HD_ACTION_DESERTION;
      a->n_shots = ids->len;
      for (guint k = 0; k < ids->len; k++)
        a->shots[k] = (HdShot) { g_array_index (ids, guint, k), 0, g_rand_int_range (rand, 1, 7) };
    }
  else if (rally != HD_SIDE_NEUTRAL)
    {
      g_autoptr(GArray) routed = hd_morale_get_routed (state, rally);
      a->type = HD_ACTION_RALLY;
      a->side = rally;
      a->unit = g_rand_boolean (rand) ? g_array_index (routed, guint, 0) : 0;
    }
  else if (border >= 0)
    {
      a->type = HD_ACTION_ROLL_BORDER;
      a->box = hd_map_lookup_id (board, hd_border_get_cities ((guint) border)[0])->index;
      a->die = g_rand_int_range (rand, 1, 7);
    }
}

static void
random_action (GRand *rand, const HdState *state, HdAction *a)
{
  guint n_boxes = hd_map_get_n_boxes (board);

  memset (a, 0, sizeof *a);
  /* the dice of Advanced 8.1 and 8.3 come when awaited (awaited_action) */
  a->type = g_rand_int_range (rand, 0, HD_ACTION_MORALE);
  a->side = g_rand_boolean (rand) ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE;
  a->kind = g_rand_int_range (rand, 0, HD_N_KINDS);
  a->box = g_rand_int_range (rand, 0, n_boxes);
  a->to = g_rand_int_range (rand, 0, n_boxes);
  a->reduced = g_rand_int_range (rand, 0, 4) == 0;
  a->flag = g_rand_boolean (rand);
  /* aim most actions at units that exist, so they are allowed */
  if (a->type != HD_ACTION_ADD_UNIT && a->type != HD_ACTION_SET_CONTROL && hd_state_get_n_units (state) > 0 &&
      g_rand_int_range (rand, 0, 5) > 0)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, g_rand_int_range (rand, 0, hd_state_get_n_units (state)));
      a->box = bu->box;
      a->side = bu->unit.side;
      a->kind = bu->unit.kind;
      a->reduced = bu->unit.reduced;
    }
  if (a->type == HD_ACTION_SET_CONTROL && g_rand_int_range (rand, 0, 4) == 0)
    a->side = HD_SIDE_NEUTRAL;
  /* the actions of the Movement Segment: mostly legal ones */
  a->die = g_rand_int_range (rand, 0, 8);
  if (a->type == HD_ACTION_MARCH_MOVE && hd_state_get_n_units (state) > 0)
    {
      guint index = g_rand_int_range (rand, 0, hd_state_get_n_units (state));
      const HdBoardUnit *bu = hd_state_get_unit (state, index);
      g_autoptr(GArray) routes = hd_movement_unit_routes (state, index);

      a->box = bu->box;
      a->side = bu->unit.side;
      a->kind = bu->unit.kind;
      a->reduced = bu->unit.reduced;
      if (routes->len > 0)
        {
          const HdRoute *r = &g_array_index (routes, HdRoute, g_rand_int_range (rand, 0, routes->len));
          a->n_steps = r->n_steps;
          memcpy (a->lines, r->lines, sizeof a->lines);
        }
      else
        {
          a->n_steps = 1;
          a->lines[0] = g_rand_int_range (rand, 0, hd_map_get_n_lines (board));
        }
      a->to = hd_action_route_end (a, board);
    }
  /* the actions of battles: mostly legal ones */
  if (a->type == HD_ACTION_BATTLE)
    {
      g_autoptr(GArray) battles = hd_battle_get_all (state);
      if (battles->len > 0)
        a->box = g_array_index (battles, guint, g_rand_int_range (rand, 0, battles->len));
    }
  if (a->type == HD_ACTION_FIRE)
    {
      a->n_shots = hd_battle_default_targets (state, a->shots);
      for (guint k = 0; k < a->n_shots; k++)
        a->shots[k].die = g_rand_int_range (rand, 1, 7);
    }
  if ((a->type == HD_ACTION_REINFORCE || a->type == HD_ACTION_PROMOTE || a->type == HD_ACTION_SUPPLY_LOSS) &&
      hd_state_get_n_units (state) > 0)
    a->unit = hd_state_get_unit (state, g_rand_int_range (rand, 0, hd_state_get_n_units (state)))->id;
  awaited_action (rand, state, a);
  /* a box out of supply gives up a piece first (Advanced 2.2): mostly one of those */
  if (hd_state_get_any_supply_due (state) && g_rand_int_range (rand, 0, 3) > 0)
    for (guint i = 0; i < hd_state_get_n_units (state); i++)
      if (hd_state_get_supply_due (state, hd_state_get_unit (state, i)->box))
        {
          a->type = HD_ACTION_SUPPLY_LOSS;
          a->unit = hd_state_get_unit (state, i)->id;
          break;
        }
}

/* Long random logs from every scenario listed, with @options (at least
 * @min_applied actions allowed in each): replayed,
 * undone, redone, written and read back the same (and, in these debug
 * builds, the state's invariants asserted after every action). */
static void
random_logs (const char * const *ids, const char * const *options, guint min_applied)
{
  for (guint s = 0; ids[s] != NULL; s++)
    {
      g_autoptr(HdGame) game = new_game_with (ids[s], options);
      g_autoptr(GRand) rand = g_rand_new_with_seed (1861 + s);
      g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_state_free);
      guint applied = 0, refused = 0;

      g_ptr_array_add (states, hd_state_copy (hd_game_get_state (game)));
      for (guint i = 0; i < 1400; i++)
        {
          HdAction a;
          random_action (rand, hd_game_get_state (game), &a);
          if (hd_log_apply (HD_LOG (game), &a, NULL))
            {
              applied++;
              g_ptr_array_add (states, hd_state_copy (hd_game_get_state (game)));
            }
          else
            refused++;
        }
      g_test_message ("%s: %u actions applied, %u refused", ids[s], applied, refused);
      g_assert_cmpuint (applied, >, min_applied);
      g_assert_cmpuint (refused, >, 10);

      /* replay from scratch gives the same state at every step */
      for (guint n = 0; n <= applied; n += 37)
        {
          g_autoptr(HdState) replayed = hd_game_replay (game, n);
          g_assert_true (hd_state_equal (replayed, g_ptr_array_index (states, n)));
        }
      /* undo all the way, checking each step, then redo all the way */
      for (guint n = applied; n > 0; n--)
        {
          g_assert_true (hd_state_equal (hd_game_get_state (game), g_ptr_array_index (states, n)));
          g_assert_true (hd_log_undo (HD_LOG (game)));
        }
      g_assert_true (hd_state_equal (hd_game_get_state (game), g_ptr_array_index (states, 0)));
      while (hd_log_redo (HD_LOG (game)))
        ;
      g_assert_true (hd_state_equal (hd_game_get_state (game), g_ptr_array_index (states, applied)));

      /* and a transcript brings back exactly this game */
      {
        g_autofree char *text = hd_transcript_write (game);
        g_autoptr(GError) error = NULL;
        g_autoptr(HdGame) read = hd_transcript_read (board, text, -1, "game.txt", NULL, NULL, &error);
        g_autofree char *again = NULL;

        g_assert_no_error (error);
        g_assert_true (hd_state_equal (hd_game_get_state (read), hd_game_get_state (game)));
        again = hd_transcript_write (read);
        g_assert_cmpstr (text, ==, again);
      }
      /* and a save file brings back exactly this game */
      {
        g_autoptr(GBytes) bytes = hd_log_to_bytes (HD_LOG (game));
        g_autoptr(GError) error = NULL;
        g_autoptr(HdGame) loaded = hd_game_new_from_bytes (board, bytes, "saved.xml", &error);
        g_autoptr(GBytes) again = NULL;

        g_assert_no_error (error);
        g_assert_true (hd_state_equal (hd_game_get_state (loaded), hd_game_get_state (game)));
        again = hd_log_to_bytes (HD_LOG (loaded));
        g_assert_true (g_bytes_equal (bytes, again));
      }
    }
}

static void
test_random_logs (void)
{
  random_logs ((const char * const[]) { "1861-campaign", "1862", "1864", NULL }, NULL, 250);
}

/* The same with every Advanced Game rule the engine plays, from every
 * scenario. */
static void
test_random_logs_advanced (void)
{
  g_auto(GStrv) options = advanced_options ();

  g_assert_cmpuint (g_strv_length (options), >=, 2);
  /* more is refused: what the Advanced rules ask for comes first */
  random_logs (hd_scenario_builtin_ids (), (const char * const *) options, 200);
}

static char *
save_text (HdGame *game)
{
  g_autoptr(GBytes) bytes = hd_log_to_bytes (HD_LOG (game));
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static void
expect_refused_file (const char *text, HdGameError code, const char *mention)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = hd_game_new_from_bytes (board, bytes, "damaged.xml", &error);

  g_assert_null (game);
  g_assert_error (error, HD_GAME_ERROR, (int) code);
  g_test_message ("%s", error->message);
  if (strstr (error->message, mention) == NULL)
    g_error ("\"%s\" does not mention \"%s\"", error->message, mention);
}

/* Issue 33: the seats saved and read back; a game of people alone still
 * written as format 1, a game with a seat as format 2 (which an older
 * program, reading format 1 alone, refuses as newer, as this one refuses
 * format 3: test_damaged_saves); both read; bad seats refused in our
 * words. */
static void
test_seats_saved (void)
{
  g_autoptr(HdGame) game = new_game ("1862");
  g_autoptr(HdGame) back = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *people = save_text (game);
  g_autofree char *text = NULL;
  g_autofree char *unsummed = NULL;
  HdAction move = { HD_ACTION_MOVE_UNIT, box ("Washington"), box ("Harper's Ferry"), HD_SIDE_UNION, HD_KIND_VI, FALSE, FALSE };
  HdSeats seats;

  /* nobody's seat: format 1, as before */
  g_assert_nonnull (strstr (people, "<house-divided-game format=\"1\" scenario=\"1862\""));
  g_assert_null (strstr (people, "<seat"));
  g_assert_false (hd_seats_has_companion (hd_game_get_seats (game)));

  hd_seats_init (&seats);
  g_assert_true (hd_seats_set_words (&seats, "confederate", "easy", "12", "typed", NULL, NULL));
  hd_game_set_seats (game, &seats);
  g_assert_true (hd_log_apply (HD_LOG (game), &move, NULL));
  text = save_text (game);
  g_assert_nonnull (strstr (text, "<house-divided-game format=\"2\" scenario=\"1862\""));
  g_assert_nonnull (strstr (text, "  <seat side=\"confederate\" player=\"easy\" seed=\"12\" dice=\"typed\"/>\n"));
  bytes = g_bytes_new (text, strlen (text));
  back = hd_game_new_from_bytes (board, bytes, "seats.xml", &error);
  g_assert_no_error (error);
  g_assert_true (hd_seats_equal (hd_game_get_seats (back), &seats));
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (back)), ==, 1);
  g_assert_cmpint (hd_game_get_seats (back)->side[HD_SIDE_UNION].player, ==, HD_SEAT_PERSON);
  g_assert_false (hd_game_get_seats (back)->side[HD_SIDE_CONFEDERATE].hints);
  /* with hints for the person: said on the seat, and read back */
  {
    g_autoptr(HdGame) hinted = NULL;
    g_autoptr(GBytes) hinted_bytes = NULL;
    g_autofree char *hinted_text = NULL;
    HdSeats with_hints = seats;

    with_hints.side[HD_SIDE_CONFEDERATE].hints = TRUE;
    g_assert_false (hd_seats_equal (&with_hints, &seats));
    hd_game_set_seats (back, &with_hints);
    hinted_text = save_text (back);
    g_assert_nonnull (strstr (hinted_text, "  <seat side=\"confederate\" player=\"easy\" seed=\"12\" dice=\"typed\" "
                                           "hints=\"yes\"/>\n"));
    hinted_bytes = g_bytes_new (hinted_text, strlen (hinted_text));
    hinted = hd_game_new_from_bytes (board, hinted_bytes, "hints.xml", &error);
    g_assert_no_error (error);
    g_assert_true (hd_seats_equal (hd_game_get_seats (hinted), &with_hints));
    hd_game_set_seats (back, &seats);
  }

  /* without its checksum, so that each change below is read as written */
  {
    const char *at = strstr (text, " checksum=\"");
    const char *end = strchr (at + 11, '"') + 1;
    g_autofree char *head = g_strndup (text, at - text);
    unsummed = g_strconcat (head, end, NULL);
  }
  {
    g_autofree char *v = hd_test_replace_once (unsummed, "format=\"2\"", "format=\"1\"");
    expect_refused_file (v, HD_GAME_ERROR_INVALID, "damaged.xml:3: the file is damaged: it has a seat, which a save of "
                         "format 1 never has");
  }
  {
    g_autofree char *v = hd_test_replace_once (unsummed, "format=\"2\"", "format=\"0\"");
    expect_refused_file (v, HD_GAME_ERROR_INVALID, "the save format \"0\" is not known");
  }
  {
    g_autofree char *v = hd_test_replace_once (unsummed, "player=\"easy\"", "player=\"expert\"");
    expect_refused_file (v, HD_GAME_ERROR_INVALID, "a seat's level is “expert”, not easy, normal, hard, random or "
                         "greedy");
  }
  {
    g_autofree char *v = hd_test_replace_once (unsummed, "player=\"easy\"", "player=\"person\"");
    expect_refused_file (v, HD_GAME_ERROR_INVALID, "a seat's level is “person”");
  }
  {
    g_autofree char *v = hd_test_replace_once (unsummed, "seed=\"12\"", "seed=\"-1\"");
    expect_refused_file (v, HD_GAME_ERROR_INVALID, "a seat's seed is “-1”, not a whole number from 0 to 4294967295");
  }
  {
    g_autofree char *v = hd_test_replace_once (unsummed, "seed=\"12\"", "seed=\"4294967296\"");
    expect_refused_file (v, HD_GAME_ERROR_INVALID, "a seat's seed is “4294967296”");
  }
  {
    g_autofree char *v = hd_test_replace_once (unsummed, "dice=\"typed\"", "dice=\"loaded\"");
    expect_refused_file (v, HD_GAME_ERROR_INVALID, "a seat's dice are “loaded”, not rolled or typed");
  }
  {
    g_autofree char *v = hd_test_replace_once (unsummed, "side=\"confederate\"", "side=\"neutral\"");
    expect_refused_file (v, HD_GAME_ERROR_INVALID, "a seat's side is “neutral”, not union or confederate");
  }
  {
    g_autofree char *v = hd_test_replace_once (unsummed, " dice=\"typed\"", " dice=\"typed\" hint=\"on\"");
    expect_refused_file (v, HD_GAME_ERROR_INVALID, "a seat has an attribute \"hint\", which seats do not have");
  }
  /* hints (item 6): yes, or nothing said; anything else refused */
  {
    g_autofree char *v = hd_test_replace_once (unsummed, " dice=\"typed\"", " dice=\"typed\" hints=\"no\"");
    expect_refused_file (v, HD_GAME_ERROR_INVALID, "damaged.xml:3: the file is damaged: a seat's hints are “no”, not yes");
  }
  {
    g_autofree char *v = hd_test_replace_once (unsummed, " dice=\"typed\"", " dice=\"typed\" hints=\"\"");
    expect_refused_file (v, HD_GAME_ERROR_INVALID, "a seat's hints are “”, not yes");
  }
  {
    g_autofree char *seat = g_strdup ("  <seat side=\"confederate\" player=\"easy\" seed=\"12\" dice=\"typed\"/>\n");
    g_autofree char *twice = g_strconcat (seat, seat, NULL);
    g_autofree char *v = hd_test_replace_once (unsummed, seat, twice);
    expect_refused_file (v, HD_GAME_ERROR_INVALID, "damaged.xml:4: the file is damaged: the side “confederate” is given a "
                         "seat twice");
  }
  {
    g_autofree char *seat = g_strdup ("  <seat side=\"confederate\" player=\"easy\" seed=\"12\" dice=\"typed\"/>\n");
    g_autofree char *gone = hd_test_replace_once (unsummed, seat, "");
    g_autofree char *last = g_strconcat (seat, "</house-divided-game>", NULL);
    g_autofree char *v = hd_test_replace_once (gone, "</house-divided-game>", last);
    expect_refused_file (v, HD_GAME_ERROR_INVALID, "a seat comes after the first action (seats come first)");
  }
}

static void
test_damaged_saves (void)
{
  g_autoptr(HdGame) game = new_game ("1862");
  HdAction move = { HD_ACTION_MOVE_UNIT, box ("Washington"), box ("Harper's Ferry"), HD_SIDE_UNION, HD_KIND_VI, FALSE, FALSE };
  HdAction move2 = { HD_ACTION_MOVE_UNIT, box ("Harper's Ferry"), box ("Front Royal"), HD_SIDE_UNION, HD_KIND_VI, FALSE, FALSE };
  g_autofree char *text = NULL;

  g_assert_true (hd_log_apply (HD_LOG (game), &move, NULL));
  g_assert_true (hd_log_apply (HD_LOG (game), &move2, NULL));
  text = save_text (game);

  expect_refused_file ("", HD_GAME_ERROR_NOT_XML, "empty");
  {
    g_autofree char *half = g_strndup (text, strlen (text) / 2);
    expect_refused_file (half, HD_GAME_ERROR_NOT_XML, "damaged");
  }
  {
    g_autofree char *v = hd_test_replace_once (text, "format=\"1\"", "format=\"3\"");
    expect_refused_file (v, HD_GAME_ERROR_FUTURE_VERSION, "newer version");
  }
  {
    /* tampered: the first move now leaves a box the unit was never in */
    g_autofree char *v = hd_test_replace_once (text, "box=\"washington\"", "box=\"richmond\"");
    expect_refused_file (v, HD_GAME_ERROR_BAD_ACTION, "action 1 cannot have happened");
  }
  {
    g_autofree char *v = hd_test_replace_once (text, "kind=\"Vi\"", "kind=\"Zz\"");
    expect_refused_file (v, HD_GAME_ERROR_BAD_ACTION, "its kind");
  }
  {
    g_autofree char *v = hd_test_replace_once (text, "scenario=\"1862\"", "scenario=\"1999\"");
    expect_refused_file (v, HD_GAME_ERROR_INVALID, "1999");
  }
  expect_refused_file ("<?xml version=\"1.0\"?><!DOCTYPE x [<!ENTITY e \"e\">]><house-divided-game/>",
                       HD_GAME_ERROR_FORBIDDEN, "DOCTYPE");
  expect_refused_file ("<svg/>", HD_GAME_ERROR_INVALID, "not a saved game");
}

/* A refusal of @len bytes, with @code and a message that names
 * "damaged.xml:@line:" and says @mention. */
static void
expect_refused_bytes (const char *text, gsize len, HdGameError code, int line, const char *mention)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, len);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = hd_game_new_from_bytes (board, bytes, "damaged.xml", &error);
  g_autofree char *where = g_strdup_printf ("damaged.xml:%d: ", line);

  g_assert_null (game);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  if (!g_error_matches (error, HD_GAME_ERROR, (int) code) || !g_str_has_prefix (error->message, where) ||
      strstr (error->message, mention) == NULL)
    g_error ("\"%s\" (code %d) is not code %d at \"%s\" mentioning \"%s\"", error->message, error->code, code, where,
             mention);
}

#define expect_refused_at(text, code, line, mention) expect_refused_bytes (text, strlen (text), code, line, mention)

/* A save of two moves (a correction's, which any box allows), as written. */
static char *
two_moves_text (void)
{
  g_autoptr(HdGame) game = new_game ("1862");
  HdAction move = { HD_ACTION_MOVE_UNIT, box ("Washington"), box ("Harper's Ferry"), HD_SIDE_UNION, HD_KIND_VI, FALSE, FALSE };
  HdAction back = { HD_ACTION_MOVE_UNIT, box ("Harper's Ferry"), box ("Washington"), HD_SIDE_UNION, HD_KIND_VI, FALSE, FALSE };

  g_assert_true (hd_log_apply (HD_LOG (game), &move, NULL));
  g_assert_true (hd_log_apply (HD_LOG (game), &back, NULL));
  g_assert_true (hd_log_apply (HD_LOG (game), &move, NULL));
  return save_text (game);
}

/* The same text without its checksum: a save of an older version. */
static char *
without_checksum (const char *text)
{
  const char *at = strstr (text, " checksum=\"");
  const char *end = at ? strchr (at + 11, '"') : NULL;
  g_autofree char *head = NULL;

  g_assert_nonnull (end);
  head = g_strndup (text, (gsize) (at - text));
  return g_strconcat (head, end + 1, NULL);
}

static HdGame *
load_text (const char *text, GError **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  return hd_game_new_from_bytes (board, bytes, "damaged.xml", error);
}

/* Item: one flipped bit does not load a different game.  Text or CDATA
 * between the elements is refused with the file and line; a checksum
 * written on save catches a changed value that still makes a legal game;
 * a save without a checksum (an older version's) still loads. */
static void
test_damage_detected (void)
{
  g_autofree char *text = two_moves_text ();
  g_autofree char *old = without_checksum (text);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = NULL;

  g_assert_true (g_str_has_prefix (strstr (text, "checksum=\""), "checksum=\"sha256:"));
  game = load_text (text, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 3);
  g_clear_object (&game);
  game = load_text (old, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 3);
  g_clear_object (&game);

  /* "<action" on line 4 turned into ">action": the action is text now */
  {
    const char *second = strstr (strstr (text, "<action") + 1, "<action");
    g_autofree char *flipped = g_strdup (text);
    g_autofree char *flipped_old = NULL;

    flipped[second - text] = '>';
    expect_refused_at (flipped, HD_GAME_ERROR_INVALID, 4, "there is text between its elements");
    flipped_old = without_checksum (flipped);
    expect_refused_at (flipped_old, HD_GAME_ERROR_INVALID, 4, "there is text between its elements");
  }
  {
    g_autofree char *v = hd_test_replace_once (old, "\n  <action", "\n  <![CDATA[x]]><action");
    expect_refused_at (v, HD_GAME_ERROR_INVALID, 3, "CDATA");
  }
  /* the last move now goes elsewhere: still a legal game, but not the one
   * saved; without the checksum it would load as that other game */
  {
    /* the third action's "harpers-ferry", the last in the file */
    char *at = g_strrstr (text, "harpers-ferry");
    g_autofree char *before = g_strndup (text, (gsize) (at - text));
    g_autofree char *changed = g_strconcat (before, "baltimore", at + strlen ("harpers-ferry"), NULL);
    g_autoptr(GBytes) bytes = NULL;
    g_autofree char *changed_old = NULL;

    bytes = g_bytes_new (changed, strlen (changed));
    game = hd_game_new_from_bytes (board, bytes, "damaged.xml", &error);
    g_assert_null (game);
    g_assert_error (error, HD_GAME_ERROR, HD_GAME_ERROR_CHECKSUM);
    g_assert_true (g_str_has_prefix (error->message, "damaged.xml: the file was changed after it was saved"));
    g_assert_nonnull (strstr (error->message, "checksum does not match"));
    g_clear_error (&error);
    changed_old = without_checksum (changed);
    game = load_text (changed_old, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, 3);
    g_clear_object (&game);
  }
  {
    g_autofree char *v = hd_test_replace_once (text, "checksum=\"sha256:", "checksum=\"md5:");
    expect_refused_at (v, HD_GAME_ERROR_CHECKSUM, 2, "is not one this program writes");
  }
}

/* Item: an attribute the format does not name is refused, on every kind
 * of element; an element with 200,000 attributes (2.3 MB) is refused
 * without the quadratic work libxml2 would spend on it. */
static void
test_unknown_attributes (void)
{
  g_autofree char *text = two_moves_text ();
  g_autoptr(GString) junk = g_string_new ("<house-divided-game format=\"1\" scenario=\"1862\">\n<action type=\"end-segment\"");

  {
    g_autofree char *v = hd_test_replace_once (text, "kind=\"Vi\"", "kind=\"Vi\" colour=\"red\"");
    expect_refused_at (v, HD_GAME_ERROR_BAD_ACTION, 3, "action 1 is damaged: it has an attribute \"colour\"");
  }
  {
    g_autofree char *v = hd_test_replace_once (text, "format=\"1\"", "format=\"1\" owner=\"me\"");
    expect_refused_at (v, HD_GAME_ERROR_INVALID, 2, "attribute \"owner\"");
  }
  expect_refused_at ("<house-divided-game format=\"1\" scenario=\"1862\">\n"
                     "  <option name=\"4.11\" on=\"yes\"/>\n</house-divided-game>\n",
                     HD_GAME_ERROR_INVALID, 2, "an option has an attribute \"on\"");
  expect_refused_at ("<house-divided-game format=\"1\" scenario=\"1861-campaign\">\n"
                     "  <action type=\"end-segment\" die=\"3\"/>\n</house-divided-game>\n",
                     HD_GAME_ERROR_BAD_ACTION, 2, "\"die\", which a end-segment action does not have");
  for (guint i = 0; i < 200000; i++)
    g_string_append_printf (junk, " a%u=\"\"", i);
  g_string_append (junk, "/>\n</house-divided-game>\n");
  g_assert_cmpuint (junk->len, >, 2000000);
  expect_refused_bytes (junk->str, junk->len, HD_GAME_ERROR_NOT_XML, 2, "more than 16 attributes");
}

typedef struct {
  GCancellable *cancellable;
  guint         calls;
  double        first;
} CancelAt;

static void
cancel_at_first (double fraction, gpointer data)
{
  CancelAt *at = data;

  if (at->calls++ == 0)
    at->first = fraction;
  g_cancellable_cancel (at->cancellable);
}

/* Item: Cancel is honoured inside a chunk of the streamed loader, not only
 * between chunks: a file of one chunk stops well before its end. */
static void
test_cancel_mid_chunk (void)
{
  g_autoptr(HdGame) game = new_game ("1862");
  HdAction move = { HD_ACTION_MOVE_UNIT, box ("Washington"), box ("Harper's Ferry"), HD_SIDE_UNION, HD_KIND_VI, FALSE, FALSE };
  HdAction back = { HD_ACTION_MOVE_UNIT, box ("Harper's Ferry"), box ("Washington"), HD_SIDE_UNION, HD_KIND_VI, FALSE, FALSE };
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  CancelAt at = { cancellable, 0, -1 };
  HdGame *loaded;

  for (guint i = 0; i < 1000; i++)
    {
      g_assert_true (hd_log_apply (HD_LOG (game), &move, NULL));
      g_assert_true (hd_log_apply (HD_LOG (game), &back, NULL));
    }
  bytes = hd_log_to_bytes (HD_LOG (game));
  g_assert_cmpuint (g_bytes_get_size (bytes), <, 256 * 1024);   /* one chunk */
  loaded = hd_game_load (board, bytes, "long.xml", cancel_at_first, &at, cancellable, &error);
  g_assert_null (loaded);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (at.calls, ==, 1);
  g_assert_cmpfloat (at.first, >, 0);
  g_assert_cmpfloat (at.first, <, 0.5);
}

/* Item: each of these gets our own words, with the file and the line,
 * not libxml2's ("Document is empty", "Extra content at the end of the
 * document", "Huge input lookup") nor a misleading one. */
static void
test_load_messages (void)
{
  static const char utf32[] = "\xFF\xFE\0\0<\0\0\0h\0\0\0";
  static const char utf32_plain[] = "<\0\0\0h\0\0\0/\0\0\0>\0\0\0";
  g_autoptr(GString) huge = g_string_new ("<house-divided-game format=\"1\" scenario=\"1862\">\n<option name=\"");

  expect_refused_at ("  \n\t\n  \n", HD_GAME_ERROR_NOT_XML, 4, "holds no element, only blank space or comments");
  expect_refused_at ("<!-- my game -->\n", HD_GAME_ERROR_NOT_XML, 2, "holds no element");
  expect_refused_at ("move Union Vi from Washington to Baltimore\n", HD_GAME_ERROR_NOT_XML, 1,
                     "begins with text, not with an element");
  expect_refused_bytes (utf32, sizeof utf32 - 1, HD_GAME_ERROR_NOT_XML, 1, "UTF-16 or UTF-32");
  expect_refused_bytes (utf32_plain, sizeof utf32_plain - 1, HD_GAME_ERROR_NOT_XML, 1, "NUL byte");
  expect_refused_at ("<house-divided-game format=\"1\" scenario=\"1862\"/>\njunk\n", HD_GAME_ERROR_NOT_XML, 2,
                     "text follows the end");
  for (guint i = 0; i < 10 * 1024 * 1024 / 16; i++)
    g_string_append (huge, "aaaaaaaaaaaaaaaa");
  g_string_append (huge, "\"/>\n</house-divided-game>\n");
  expect_refused_bytes (huge->str, huge->len, HD_GAME_ERROR_NOT_XML, 2, "longer than 65536 bytes");
  expect_refused_at ("<house-divided-game format=\"1\" scenario=\"1862\">\n"
                     "  <actoin type=\"end-segment\"/>\n</house-divided-game>\n",
                     HD_GAME_ERROR_INVALID, 2, "<actoin> is not part of a saved game");
  expect_refused_at ("<house-divided-game format=\"1\" scenario=\"1862\">\n  <action type=\"end-segment\"/>\n"
                     "  <option name=\"4.11\"/>\n</house-divided-game>\n",
                     HD_GAME_ERROR_INVALID, 3, "an option comes after the first action");
  expect_refused_at ("<house-divided-game format=\"1\" scenario=\"1862\">\n  <option name=\"4.11\"/>\n"
                     "  <option name=\"4.11\"/>\n</house-divided-game>\n",
                     HD_GAME_ERROR_INVALID, 3, "\"4.11\" is given twice");
  /* the option or scenario to blame, on its own line (not line 1) */
  expect_refused_at ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<house-divided-game format=\"1\" scenario=\"1862\">\n"
                     "  <option name=\"4.11\"/>\n  <option name=\"no-such-rule\"/>\n</house-divided-game>\n",
                     HD_GAME_ERROR_INVALID, 4, "no-such-rule");
  expect_refused_at ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<house-divided-game format=\"1\" scenario=\"1861-campaign\">\n"
                     "  <option name=\"11.3-1862\"/>\n  <option name=\"9.1\"/>\n</house-divided-game>\n",
                     HD_GAME_ERROR_INVALID, 4, "exclude each other");
  expect_refused_at ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\n<house-divided-game format=\"1\" scenario=\"1999\">\n"
                     "  <option name=\"4.11\"/>\n</house-divided-game>\n",
                     HD_GAME_ERROR_INVALID, 3, "1999");
}

/* @text's checksum as docs/save-format.md says anyone can compute it: the
 * SHA-256 of the file without ` checksum="..."` (@text has none). */
static char *
checksum_of (const char *text)
{
  g_autofree char *sum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
  return g_strconcat ("sha256:", sum, NULL);
}

/* @text (without a checksum) with the checksum of its bytes put in after
 * the root's scenario attribute, where the writer puts it. */
static char *
with_checksum (const char *text)
{
  g_autofree char *sum = checksum_of (text);
  const char *at = strstr (strstr (text, "<house-divided-game"), " scenario=\"");
  const char *end = strchr (at + strlen (" scenario=\""), '"') + 1;
  g_autofree char *head = g_strndup (text, (gsize) (end - text));

  return g_strdup_printf ("%s checksum=\"%s\"%s", head, sum, end);
}

/* The refusal of a file changed since it was saved: the file named, and
 * what to do to load it as it is. */
static void
expect_changed (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = load_text (text, &error);

  g_assert_null (game);
  g_assert_error (error, HD_GAME_ERROR, HD_GAME_ERROR_CHECKSUM);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "damaged.xml: the file was changed after it was saved"));
  g_assert_nonnull (strstr (error->message, "delete its checksum attribute (checksum=\"...\" on line 2)"));
}

static void
expect_loads (const char *text, guint n_actions)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = load_text (text, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (hd_log_get_n_actions (HD_LOG (game)), ==, n_actions);
}

/* Item: the checksum is over the file's bytes, as the format says: the
 * writer's own checksum is the one sha256sum gives without the attribute;
 * a save loads and saves again to the same bytes; a hand edit that leaves
 * the game the same (a space inside an element, a comment added or
 * changed) is refused, naming the file; without the checksum attribute
 * the edited file loads as it is. */
static void
test_checksum_of_bytes (void)
{
  g_autofree char *text = two_moves_text ();
  g_autofree char *old = without_checksum (text);
  g_autofree char *expected = checksum_of (old);
  g_autofree char *commented = NULL;
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = hd_game_new_from_bytes (board, bytes, "saved.xml", &error);
  g_autoptr(GBytes) again = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, expected));
  again = hd_log_to_bytes (HD_LOG (game));
  g_assert_true (g_bytes_equal (bytes, again));

  /* a space more inside an element: the same game, but not the same file */
  {
    g_autofree char *v = hd_test_replace_once (text, "<action type=", "<action  type=");
    g_autofree char *v_old = without_checksum (v);
    expect_changed (v);
    expect_loads (v_old, 3);
  }
  {
    g_autofree char *v = hd_test_replace_once (text, "\n</house-divided-game>", "\n\t</house-divided-game>");
    expect_changed (v);
  }
  /* a comment added; and in a file summed with its comment, the comment
   * changed (the file with the comment as summed loads) */
  {
    g_autofree char *v = hd_test_replace_once (text, "\n  <action", "\n  <!-- my move --><action");
    g_autofree char *summed = NULL;
    g_autofree char *changed = NULL;
    g_autofree char *spaced = NULL;

    expect_changed (v);
    commented = hd_test_replace_once (old, "\n  <action", "\n  <!-- my move --><action");
    summed = with_checksum (commented);
    expect_loads (summed, 3);
    changed = hd_test_replace_once (summed, "my move", "my moves");
    expect_changed (changed);
    spaced = hd_test_replace_once (summed, "<!-- my move -->", "<!--my move-->");
    expect_changed (spaced);
  }
  /* the attribute not written as the writer writes it is not found */
  {
    g_autofree char *v = hd_test_replace_once (text, " checksum=\"", " checksum = \"");
    expect_changed (v);
  }
  {
    g_autofree char *quote = g_strdup (text);
    char *at = strstr (quote, "checksum=\"") + strlen ("checksum=");

    at[0] = '\'';
    strchr (at + 1, '"')[0] = '\'';
    expect_changed (quote);
  }
}

/* Item: a namespace declaration (on the root or an action), a prefixed
 * element and a processing instruction inside the game are refused with
 * the file and line; an instruction before the root changes nothing. */
static void
test_namespaces_and_instructions (void)
{
  g_autofree char *text = two_moves_text ();
  g_autofree char *old = without_checksum (text);

  {
    g_autofree char *v = hd_test_replace_once (old, "<house-divided-game ", "<house-divided-game xmlns=\"x\" ");
    expect_refused_at (v, HD_GAME_ERROR_INVALID, 2, "<house-divided-game> has an XML namespace");
  }
  {
    g_autofree char *v = hd_test_replace_once (text, "<house-divided-game ", "<house-divided-game xmlns:h=\"x\" ");
    expect_refused_at (v, HD_GAME_ERROR_INVALID, 2, "has an XML namespace");
  }
  {
    g_autofree char *v = hd_test_replace_once (old, "<action type=", "<action xmlns=\"urn:x\" type=");
    expect_refused_at (v, HD_GAME_ERROR_INVALID, 3, "<action> has an XML namespace");
  }
  {
    g_autofree char *v = hd_test_replace_once (old, "\n  <action", "\n  <h:action xmlns:h=\"urn:x\" type=\"end-segment\"/><action");
    expect_refused_at (v, HD_GAME_ERROR_INVALID, 3, "<action> has an XML namespace");
  }
  {
    g_autofree char *v = hd_test_replace_once (old, "\n  <action", "\n  <?my-tool keep\nthis?>\n  <action");
    expect_refused_at (v, HD_GAME_ERROR_INVALID, 3, "a processing instruction (<?my-tool ...?>) in the game");
  }
  {
    g_autofree char *v = hd_test_replace_once (old, "\n<house-divided-game", "\n<?my-tool keep?>\n<house-divided-game");
    expect_loads (v, 3);
  }
}

/* Item: what a message quotes of the file is a short excerpt, whatever
 * the length of the name or value (up to the 64 KiB an element may be). */
static void
expect_short_refusal (const char *text, int line, const char *mention)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = load_text (text, &error);
  g_autofree char *where = g_strdup_printf ("damaged.xml:%d: ", line);

  g_assert_null (game);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, where));
  g_assert_nonnull (strstr (error->message, mention));
  g_assert_nonnull (strstr (error->message, "…"));
  g_assert_cmpuint (strlen (error->message), <, 400);
}

static void
test_long_values_excerpted (void)
{
  g_autofree char *text = two_moves_text ();
  g_autofree char *old = without_checksum (text);
  g_autoptr(GString) long_name = g_string_new ("a");
  g_autoptr(GString) fire = g_string_new (NULL);

  for (guint i = 0; i < 30000; i++)
    g_string_append_c (long_name, 'b');
  {
    g_autofree char *attr = g_strdup_printf ("<house-divided-game %s=\"1\" ", long_name->str);
    g_autofree char *v = hd_test_replace_once (old, "<house-divided-game ", attr);
    expect_short_refusal (v, 2, "the game has an attribute \"abbb");
  }
  {
    const char *at = strstr (text, "checksum=\"");
    const char *end = strchr (at + strlen ("checksum=\""), '"') + 1;
    g_autofree char *head = g_strndup (text, (gsize) (at - text));
    g_autofree char *v = g_strdup_printf ("%schecksum=\"%s\"%s", head, long_name->str, end);
    expect_short_refusal (v, 2, "its checksum \"abbb");
  }
  {
    g_autofree char *element = g_strdup_printf ("\n  <%s/>\n  <action", long_name->str);
    g_autofree char *v = hd_test_replace_once (old, "\n  <action", element);
    expect_short_refusal (v, 3, "<abbb");
  }
  {
    g_autofree char *attr = g_strdup_printf ("<action %s=\"1\" type=", long_name->str);
    g_autofree char *v = hd_test_replace_once (old, "<action type=", attr);
    expect_short_refusal (v, 3, "it has an attribute \"abbb");
  }
  {
    g_autofree char *v = g_strdup_printf ("<house-divided-game format=\"1\" scenario=\"1862\">\n"
                                          "  <option name=\"4.11\" %s=\"\"/>\n</house-divided-game>\n",
                                          long_name->str);
    expect_short_refusal (v, 2, "an option has an attribute \"abbb");
  }
  {
    g_autofree char *v = g_strdup_printf ("<house-divided-game format=\"1\" scenario=\"1862\">\n"
                                          "  <option name=\"%s\"/>\n  <option name=\"%s\"/>\n</house-divided-game>\n",
                                          long_name->str, long_name->str);
    expect_short_refusal (v, 3, "the option \"abbb");
  }
  g_string_append_printf (fire, "<house-divided-game format=\"1\" scenario=\"1862\">\n"
                          "  <action type=\"fire\"><shot shooter=\"1\" target=\"2\" die=\"3\" %s=\"\"/></action>\n"
                          "</house-divided-game>\n", long_name->str);
  expect_short_refusal (fire->str, 2, "a shot has an attribute \"abbb");
}

/* Item: a file whose lines end in a carriage return alone is counted as
 * libxml2 counts it (and a carriage return and a line feed as one line
 * end), by the scan and by the loader alike. */
static void
test_carriage_return_lines (void)
{
  static const char game[] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                             "<house-divided-game format=\"1\" scenario=\"1862\">\n"
                             "  <option name=\"4.11\"/>\n"
                             "  <actoin type=\"end-segment\"/>\n"
                             "</house-divided-game>\n";
  g_autofree char *cr = g_strdup (game);
  g_autofree char *crlf = NULL;

  g_strdelimit (cr, "\n", '\r');
  expect_refused_at (cr, HD_GAME_ERROR_INVALID, 4, "<actoin> is not part of a saved game");
  {
    g_autofree char *text = hd_test_replace_once (cr, "  <actoin type=\"end-segment\"/>\r", "");
    g_autofree char *junk = g_strconcat (text, "\r\rjunk\r", NULL);
    expect_refused_at (junk, HD_GAME_ERROR_NOT_XML, 7, "text follows the end");
  }
  {
    g_autofree char *text = hd_test_replace_once (cr, "<actoin", "<action");
    g_autofree char *flipped = hd_test_replace_once (text, "<action", ">action");
    expect_refused_at (flipped, HD_GAME_ERROR_INVALID, 4, "there is text between its elements");
  }
  {
    g_auto(GStrv) lines = g_strsplit (game, "\n", -1);
    crlf = g_strjoinv ("\r\n", lines);
  }
  expect_refused_at (crlf, HD_GAME_ERROR_INVALID, 4, "<actoin> is not part of a saved game");
  {
    g_autofree char *text = hd_test_replace_once (crlf, "  <actoin type=\"end-segment\"/>\r\n", "");
    g_autofree char *junk = g_strconcat (text, "\r\n\r\njunk\r\n", NULL);
    expect_refused_at (junk, HD_GAME_ERROR_NOT_XML, 7, "text follows the end");
  }
}

/* Rule 3.0's sequence of play, 9.0's calendar, 7.2's drafts, 8.0's
 * capture at the end of the Combat Segment, and the end of the game. */
static void
test_turn_flow (void)
{
  g_autoptr(HdGame) game = new_game ("1861-short");
  g_autoptr(HdGame) riots = NULL;
  HdAction end = { HD_ACTION_END_SEGMENT, 0, 0, 0, 0, FALSE, FALSE };
  const HdState *st;
  GError *error = NULL;

  st = hd_game_get_state (game);
  g_assert_cmpint (hd_state_get_segment (st), ==, HD_SEGMENT_MOVEMENT);
  g_assert_true (hd_log_apply (HD_LOG (game), &end, NULL));
  st = hd_game_get_state (game);
  g_assert_cmpint (hd_state_get_segment (st), ==, HD_SEGMENT_COMBAT);
  g_assert_cmpint (hd_state_get_player (st), ==, HD_SIDE_UNION);

  /* a Union unit moved into gray Manassas Junction takes it only when the
   * Union Combat Segment ends (8.0); the Confederate unit there is removed
   * first, as if it had lost the battle */
  {
    HdAction rm = { HD_ACTION_REMOVE_UNIT, box ("Manassas Junction"), 0, HD_SIDE_CONFEDERATE, HD_KIND_MI, FALSE, FALSE };
    HdAction mv = { HD_ACTION_MOVE_UNIT, box ("Washington"), box ("Manassas Junction"), HD_SIDE_UNION, HD_KIND_MI, FALSE, FALSE };
    g_assert_true (hd_log_apply (HD_LOG (game), &rm, NULL));
    g_assert_true (hd_log_apply (HD_LOG (game), &mv, NULL));
    g_assert_cmpint (hd_state_get_controller (hd_game_get_state (game), box ("Manassas Junction")), ==, HD_SIDE_CONFEDERATE);
    g_assert_true (hd_log_apply (HD_LOG (game), &end, NULL)); /* combat over */
    g_assert_cmpint (hd_state_get_controller (hd_game_get_state (game), box ("Manassas Junction")), ==, HD_SIDE_UNION);
  }

  g_assert_true (hd_log_apply (HD_LOG (game), &end, NULL)); /* promotions over */
  g_assert_true (hd_log_apply (HD_LOG (game), &end, NULL)); /* recruitment over: the Confederacy's turn */
  st = hd_game_get_state (game);
  g_assert_cmpint (hd_state_get_player (st), ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpint (hd_state_get_segment (st), ==, HD_SEGMENT_MOVEMENT);
  g_assert_cmpuint (hd_state_get_turn (st), ==, 1);
  for (guint i = 0; i < 4; i++)
    g_assert_true (hd_log_apply (HD_LOG (game), &end, NULL));
  st = hd_game_get_state (game);
  g_assert_cmpuint (hd_state_get_turn (st), ==, 2);  /* 08/1861 */
  g_assert_cmpint (hd_state_get_player (st), ==, HD_SIDE_UNION);

  /* on to 04/1862: the first draft reaches the pool (7.2) */
  while (hd_state_get_turn (hd_game_get_state (game)) < 8)
    g_assert_true (hd_log_apply (HD_LOG (game), &end, NULL));
  g_assert_cmpuint (hd_state_get_pool (hd_game_get_state (game), HD_SIDE_UNION, HD_KIND_MI), ==, 4);
  g_assert_cmpuint (hd_state_get_union_militia_held_back (hd_game_get_state (game)), ==, 8);

  /* the Short Game ends with 06/1862, turn 10 (11.1): 34 against 29 is
   * the five the Union needs */
  while (hd_state_get_turn (hd_game_get_state (game)) <= 10)
    g_assert_true (hd_log_apply (HD_LOG (game), &end, NULL));
  g_assert_cmpint (hd_state_get_winner (hd_game_get_state (game)), ==, HD_SIDE_UNION);
  g_assert_cmpint (hd_state_get_win (hd_game_get_state (game)), ==, HD_WIN_SHORT_GAME);
  g_assert_false (hd_log_apply (HD_LOG (game), &end, &error));
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, "10.0");
  g_clear_error (&error);

  /* 7.3: with the Draft Riots, 1863's draft comes one a month, so the 1863
   * scenario starts with one of its four (11.2) and gets the next in 05 */
  riots = hd_game_new (board, "1863", (const char *[]) { "7.3", NULL }, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hd_state_get_union_militia_held_back (hd_game_get_state (riots)), ==, 7);
  g_assert_cmpuint (hd_state_get_pool (hd_game_get_state (riots), HD_SIDE_UNION, HD_KIND_MI), ==, 1);
  for (guint i = 0; i < 8; i++)
    g_assert_true (hd_log_apply (HD_LOG (riots), &end, NULL));
  g_assert_cmpuint (hd_state_get_turn (hd_game_get_state (riots)), ==, 19);
  g_assert_cmpuint (hd_state_get_union_militia_held_back (hd_game_get_state (riots)), ==, 6);
  g_assert_cmpuint (hd_state_get_pool (hd_game_get_state (riots), HD_SIDE_UNION, HD_KIND_MI), ==, 2);
}

static void
test_files (void)
{
  g_autoptr(HdGame) game = new_game ("1861-campaign");
  g_autofree char *dir = g_dir_make_tmp ("hd-game-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "autosave.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  HdAction move = { HD_ACTION_MOVE_UNIT, box ("Washington"), box ("Baltimore"), HD_SIDE_UNION, HD_KIND_MI, FALSE, FALSE };
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *damaged = NULL;
  g_autoptr(HdGame) loaded = NULL;
  g_autoptr(GFile) bad = NULL;

  hd_log_set_autosave (HD_LOG (game), file);
  g_assert_true (hd_log_apply (HD_LOG (game), &move, NULL));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "to=\"baltimore\""));
  g_clear_pointer (&contents, g_free);

  /* undo is saved too */
  g_assert_true (hd_log_undo (HD_LOG (game)));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_null (strstr (contents, "<action"));
  g_assert_true (hd_log_redo (HD_LOG (game)));

  loaded = hd_game_new_from_file (board, file, &error);
  g_assert_no_error (error);
  g_assert_true (hd_state_equal (hd_game_get_state (loaded), hd_game_get_state (game)));

  /* a damaged file is refused and left exactly as it was */
  damaged = g_build_filename (dir, "damaged.xml", NULL);
  g_assert_true (g_file_set_contents (damaged, "<house-divided-game format=\"1\" scenario=\"1861-campaign\"><action", -1, NULL));
  bad = g_file_new_for_path (damaged);
  g_assert_null (hd_game_new_from_file (board, bad, &error));
  g_assert_error (error, HD_GAME_ERROR, HD_GAME_ERROR_NOT_XML);
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (damaged, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "<house-divided-game format=\"1\" scenario=\"1861-campaign\"><action");

  g_unlink (path);
  g_unlink (damaged);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();

  g_test_add_func ("/game/apply-undo-redo", test_apply_undo_redo);
  g_test_add_func ("/game/refusals", test_refusals);
  g_test_add_func ("/game/apply-march", test_apply_march);
  g_test_add_func ("/game/random-logs", test_random_logs);
  g_test_add_func ("/game/random-logs-advanced", test_random_logs_advanced);
  g_test_add_func ("/game/damaged-saves", test_damaged_saves);
  g_test_add_func ("/game/seats-saved", test_seats_saved);
  g_test_add_func ("/game/damage-detected", test_damage_detected);
  g_test_add_func ("/game/unknown-attributes", test_unknown_attributes);
  g_test_add_func ("/game/cancel-mid-chunk", test_cancel_mid_chunk);
  g_test_add_func ("/game/load-messages", test_load_messages);
  g_test_add_func ("/game/checksum-of-bytes", test_checksum_of_bytes);
  g_test_add_func ("/game/namespaces-and-instructions", test_namespaces_and_instructions);
  g_test_add_func ("/game/long-values-excerpted", test_long_values_excerpted);
  g_test_add_func ("/game/carriage-return-lines", test_carriage_return_lines);
  g_test_add_func ("/game/turn-flow", test_turn_flow);
  g_test_add_func ("/game/files", test_files);
  g_test_add_func ("/game/undo-joined-move", test_undo_joined_move);
  g_test_add_func ("/game/joined-damaged", test_joined_damaged);

  ret = g_test_run ();
  g_clear_object (&board);
  return ret;
}
