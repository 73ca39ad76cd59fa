/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-test-util.c: small helpers the test programs share, among them real
 * full and read-only disks (a tmpfs in a mount namespace of the test's own). */
#define _GNU_SOURCE 1
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <string.h>
#include <sys/mount.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "hd-battle.h"
#include "hd-border.h"
#include "hd-guide.h"
#include "hd-intervention.h"
#include "hd-leader.h"
#include "hd-morale.h"
#include "hd-movement.h"
#include "hd-recruitment.h"
#include "hd-scenario.h"
#include "hd-test-util.h"
#include "hd-action-line.h"
#include "hd-transcript.h"
#include "hd-state-private.h"
#include "hd-turn.h"
#include "hd-invariants.h"
#include "hd-inventory.h"

/* @text with the first @from replaced by @to; a fixture that does not
 * contain @from is a broken test, and fails it. */
char *
hd_test_replace_once (const char *text,
                      const char *from,
                      const char *to)
{
  const char *at = strstr (text, from);

  if (at == NULL)
    g_error ("fixture text \"%s\" not found", from);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}

guint
hd_test_line_of (const char *text,
                 const char *what)
{
  const char *at = strstr (text, what);
  guint line = 1;

  if (at == NULL)
    g_error ("fixture text \"%s\" not found", what);
  for (const char *p = text; p < at; p++)
    line += *p == '\n';
  return line;
}

HdMap *
hd_test_board (void)
{
  g_autoptr(GError) error = NULL;
  HdMap *map = hd_map_new_default (&error);

  g_assert_no_error (error);
  g_assert_nonnull (map);
  return map;
}

guint
hd_test_box (HdMap      *map,
             const char *name)
{
  const HdBox *b = hd_map_lookup (map, name);

  if (b == NULL)
    g_error ("no box called \"%s\"", name);
  return b->index;
}

gboolean
hd_test_contains (GArray *array,
                  guint   value)
{
  for (guint i = 0; i < array->len; i++)
    if (g_array_index (array, guint, i) == value)
      return TRUE;
  return FALSE;
}

HdState *
hd_test_bare_state (HdMap      *map,
                    const char *scenario_id,
                    const char *options,
                    gboolean    first,
                    HdSide      player)
{
  g_autoptr(HdScenario) scenario = hd_scenario_new_builtin (map, scenario_id, NULL);
  g_auto(GStrv) ids = g_strsplit (options ? options : "", " ", -1);
  HdState *state = hd_state_new_from_scenario (map, scenario);

  hd_turn_set_options (state, (const char * const *) (options ? ids : NULL));
  while (hd_state_get_n_units (state) > 0)
    hd_state_remove_unit (state, 0);
  if (!first)
    for (guint i = 0; i < 8; i++)
      g_assert_true (hd_turn_end_segment (state));
  if (player == HD_SIDE_CONFEDERATE)
    for (guint i = 0; i < 4; i++)
      g_assert_true (hd_turn_end_segment (state));
  g_assert_cmpint (hd_state_get_player (state), ==, player);
  return state;
}

void
hd_test_put (HdState    *state,
             HdSide      side,
             const char *code,
             const char *where,
             guint       count,
             gboolean    entrenched)
{
  HdMap *map = hd_state_get_map (state);
  HdUnit unit = { side, HD_KIND_MI, FALSE, entrenched };
  const HdBox *box = hd_map_lookup (map, where);

  g_assert_nonnull (box);
  g_assert_true (hd_unit_kind_from_code (code, &unit.kind));
  for (guint i = 0; i < count; i++)
    {
      /* the counter comes from somewhere, as in a real game (invariant 5) */
      if (hd_inventory_find_spare_counter (state, side, unit.kind) == HD_SPARE_NONE)
        g_error ("the test puts more %s than the Game Piece Inventory has", code);
      hd_inventory_take_spare_counter (state, side, unit.kind);
      hd_state_add_unit (state, box->index, &unit);
    }
}

guint
hd_test_unit_id (const HdState *state,
                 HdSide         side,
                 const char    *code,
                 const char    *where,
                 guint          nth)
{
  const HdBox *b = hd_map_lookup (hd_state_get_map (state), where);
  HdUnitKind kind;

  g_assert_nonnull (b);
  g_assert_true (hd_unit_kind_from_code (code, &kind));
  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, i);
      if (bu->box == b->index && bu->unit.side == side && bu->unit.kind == kind && nth-- == 0)
        return bu->id;
    }
  g_error ("no %s %s number %u in %s", side == HD_SIDE_UNION ? "Union" : "Confederate", code, nth, where);
  return 0;
}

const HdBoardUnit *
hd_test_unit (const HdState *state,
              guint          id)
{
  int i = hd_state_find_unit_by_id (state, id);
  return i < 0 ? NULL : hd_state_get_unit (state, (guint) i);
}

/* From the Union's Movement Segment of a bare state to the Confederate
 * Combat Segment, and the battle at Fredericksburg begun: the units put
 * there for the Confederacy attack. */
void
hd_test_confederates_attack_fredericksburg (HdState *s)
{
  for (guint i = 0; i < 4; i++)
    hd_turn_end_segment (s);
  g_assert_cmpint (hd_state_get_player (s), ==, HD_SIDE_UNION);
  for (guint i = 0; i < 5; i++)
    hd_turn_end_segment (s);
  g_assert_cmpint (hd_state_get_player (s), ==, HD_SIDE_CONFEDERATE);
  g_assert_cmpint (hd_state_get_segment (s), ==, HD_SEGMENT_COMBAT);
  hd_test_ok (s, "battle at Fredericksburg");
}

HdState *
hd_test_front_royal_battle (HdMap      *map,
                            const char *scenario,
                            const char *options,
                            guint       n_union,
                            guint       n_confederate,
                            const char *code,
                            gboolean    entrenched)
{
  HdState *s = hd_test_bare_state (map, scenario, options, FALSE, HD_SIDE_UNION);

  hd_test_put (s, HD_SIDE_UNION, "Vi", "Harper's Ferry", n_union, FALSE);
  hd_test_put (s, HD_SIDE_CONFEDERATE, code, "Front Royal", n_confederate, entrenched);
  hd_test_ok (s, "roll 3 for marches");
  for (guint i = 0; i < n_union; i++)
    hd_test_ok (s, "march Union Vi from Harpers Ferry by road to Front Royal");
  hd_test_ok (s, "end segment");
  hd_test_ok (s, "battle at Front Royal");
  return s;
}

void
hd_test_ok (HdState    *state,
            const char *line)
{
  HdAction a;
  g_autoptr(GError) error = NULL;

  if (!hd_action_line_parse (hd_state_get_map (state), line, &a))
    g_error ("not understood: %s", line);
  if (!hd_action_apply (&a, state, &error))
    g_error ("refused: %s: %s", line, error->message);
}

void
hd_test_end_segments (HdState *state,
                      guint    n)
{
  for (guint i = 0; i < n; i++)
    hd_test_ok (state, "end segment");
}

void
hd_test_to_confederate_turn (HdState *state)
{
  hd_test_end_segments (state, 4);
  g_assert_cmpint (hd_state_get_player (state), ==, HD_SIDE_CONFEDERATE);
}

void
hd_test_clear_game (HdGame *game)
{
  while (hd_state_get_n_units (hd_game_get_state (game)) > 0)
    {
      const HdBoardUnit *bu = hd_state_get_unit (hd_game_get_state (game), 0);
      HdAction remove = { .type = HD_ACTION_REMOVE_UNIT, .box = bu->box, .side = bu->unit.side,
                          .kind = bu->unit.kind, .reduced = bu->unit.reduced };
      g_assert_true (hd_log_apply (HD_LOG (game), &remove, NULL));
    }
}

void
hd_test_no (HdState    *state,
            const char *line,
            const char *rule)
{
  HdAction a;
  g_autoptr(GError) error = NULL;
  g_autoptr(HdState) before = hd_state_copy (state);

  if (!hd_action_line_parse (hd_state_get_map (state), line, &a))
    g_error ("not understood: %s", line);
  if (hd_action_apply (&a, state, &error))
    g_error ("allowed, but rule %s forbids it: %s", rule, line);
  g_test_message ("refused as it should be: %s: %s", line, error->message);
  g_assert_cmpstr (hd_rules_error_get_rule (error), ==, rule);
  if (g_ascii_isdigit (rule[0]))
    g_assert_true (g_str_has_prefix (error->message, "Rule "));
  g_assert_true (hd_state_equal (before, state));
}

/* ------------------------------------------------ real full and read-only disks */


gboolean
hd_test_private_mounts (char **why_not)
{
  static int done = 0; /* 1: ours, -1: no namespace, -2: "/" not a mount point */
  static int saved_errno;

  if (done == 0)
    {
      if (unshare (CLONE_NEWNS) != 0)
        done = -1;
      else if (mount ("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
        done = errno == EINVAL ? -2 : -1;
      else
        done = 1;
      saved_errno = errno;
    }
  /* Without MS_PRIVATE on "/" a tmpfs could show in the namespace we came
   * from, so no fallback: in a chroot whose root is a plain folder (not a
   * mount point) mount(2) says EINVAL, and the fix is outside the test
   * (.ci/new-root.sh bind-mounts the root onto itself). */
  if (done == -2)
    *why_not = g_strdup_printf ("the root \"/\" is not a mount point here (a chroot into a plain folder?), so "
                                "mounts cannot be kept private to the test (%s)", g_strerror (saved_errno));
  else if (done < 0)
    *why_not = g_strdup_printf ("a mount namespace of its own is not allowed here (%s)", g_strerror (saved_errno));
  return done > 0;
}

void
hd_test_mounts_refused (const char *why_not)
{
  if (g_strcmp0 (g_getenv ("HD_TEST_MOUNTS"), "required") == 0)
    g_test_fail_printf ("HD_TEST_MOUNTS=required, but %s", why_not);
  else
    g_test_skip (why_not);
}

char *
hd_test_mount_tmpfs (gsize   size,
                     char  **why_not)
{
  g_autofree char *dir = NULL;

  dir = g_dir_make_tmp ("hd-tmpfs-XXXXXX", NULL);
  g_assert_nonnull (dir);
  if (!hd_test_mount_tmpfs_at (dir, size, why_not))
    {
      g_rmdir (dir);
      return NULL;
    }
  return g_steal_pointer (&dir);
}

gboolean
hd_test_mount_tmpfs_at (const char  *dir,
                        gsize        size,
                        char       **why_not)
{
  g_autofree char *opts = g_strdup_printf ("size=%" G_GSIZE_FORMAT ",mode=0700", size);

  if (!hd_test_private_mounts (why_not))
    return FALSE;
  if (mount ("tmpfs", dir, "tmpfs", 0, opts) != 0)
    {
      *why_not = g_strdup_printf ("mounting a tmpfs is not allowed here (%s)", g_strerror (errno));
      return FALSE;
    }
  return TRUE;
}

void
hd_test_remount (const char *dir,
                 gboolean    read_only)
{
  g_assert_cmpint (mount ("tmpfs", dir, "tmpfs", MS_REMOUNT | (read_only ? MS_RDONLY : 0), NULL), ==, 0);
}

char *
hd_test_fill_disk (const char *dir)
{
  char *path = g_build_filename (dir, "filler", NULL);
  int fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  char block[4096];
  gsize step = sizeof block;

  g_assert_cmpint (fd, >=, 0);
  memset (block, 'x', sizeof block);
  /* whole pages first, then single bytes into the last page */
  while (step > 0)
    {
      gssize n = write (fd, block, step);
      if (n < 0)
        {
          g_assert_cmpint (errno, ==, ENOSPC);
          step /= 2;
        }
    }
  close (fd);
  return path;
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char **) a, *(const char **) b);
}

char *
hd_test_list_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

void
hd_test_unmount (const char *dir)
{
  g_assert_cmpint (umount2 (dir, MNT_DETACH), ==, 0);
  g_rmdir (dir);
}

void
hd_test_unmount_at (const char *dir)
{
  g_assert_cmpint (umount2 (dir, MNT_DETACH), ==, 0);
}

static gboolean
try_apply (HdState *s, const HdAction *a, guint *counts)
{
  if (!hd_action_apply (a, s, NULL))
    return FALSE;
  if (counts != NULL)
    counts[a->type]++;
  return TRUE;
}

/* ------------------------------------------------ complete random games */

/* One legal action of a random player, tried from a shuffled list of
 * what the rules of the moment ask for: rolls, a box's piece given up, a
 * battle begun or fought with the default targets, a containment or a
 * breakout, a retreat, a march of a random unit, a recruit, or the end of
 * the segment.  FALSE when none applies. */
gboolean
hd_test_random_step (HdState *s,
                     GRand   *rand,
                     guint   *counts)
{
  HdMap *board = hd_state_get_map (s);
  HdAction candidates[40];
  guint n = 0;
  HdSide player = hd_state_get_player (s);
  g_autoptr(GArray) battles = hd_battle_get_all (s);
  g_autoptr(GArray) checks = NULL;
  HdCheckKind check = hd_morale_get_checks (s, &checks);
  HdSide rally = hd_morale_rally_due (s);

  memset (candidates, 0, sizeof candidates);
  candidates[n++] = (HdAction) { .type = HD_ACTION_ROLL_WASHINGTON, .die = g_rand_int_range (rand, 1, 7) };
  /* Advanced 8.1, 8.11, 8.12 and 8.3: the dice and choices awaited */
  if (check != HD_CHECK_NONE)
    {
      HdAction dice = { .type = check == HD_CHECK_MORALE ? HD_ACTION_MORALE : HD_ACTION_DESERTION,
                        .n_shots = checks->len };
      for (guint k = 0; k < checks->len; k++)
        dice.shots[k] = (HdShot) { g_array_index (checks, guint, k), 0, g_rand_int_range (rand, 1, 7) };
      candidates[n++] = dice;
    }
  if (rally != HD_SIDE_NEUTRAL)
    {
      g_autoptr(GArray) routed = hd_morale_get_routed (s, rally);
      candidates[n++] = (HdAction) { .type = HD_ACTION_RALLY, .side = rally,
                                     .unit = g_rand_boolean (rand) ? g_array_index (routed, guint, 0) : 0 };
    }
  for (guint i = 0; i < HD_N_BORDER_STATES; i++)
    candidates[n++] = (HdAction) { .type = HD_ACTION_ROLL_BORDER, .die = g_rand_int_range (rand, 1, 7),
                                   .box = hd_map_lookup_id (board, hd_border_get_cities (i)[0])->index };
  /* Advanced 8.2: a leader placed, marching, going with units, reinforcing */
  for (HdLeader l = 0; l < HD_N_LEADERS; l++)
    {
      g_autoptr(GArray) place = hd_leader_place_boxes (s, l);
      g_autoptr(GArray) march = hd_leader_march_boxes (s, l);
      g_autoptr(GArray) follow = hd_leader_follow_units (s, l);
      if (place->len > 0)
        candidates[n++] = (HdAction) { .type = HD_ACTION_PLACE_LEADER, .leader = l,
                                       .box = g_array_index (place, guint, g_rand_int_range (rand, 0, place->len)) };
      if (march->len > 0 && g_rand_int_range (rand, 0, 3) == 0)
        candidates[n++] = (HdAction) { .type = HD_ACTION_LEAD, .leader = l,
                                       .to = g_array_index (march, guint, g_rand_int_range (rand, 0, march->len)) };
      if (follow->len > 0)
        candidates[n++] = (HdAction) { .type = HD_ACTION_LEAD_WITH, .leader = l,
                                       .unit = g_array_index (follow, guint, g_rand_int_range (rand, 0, follow->len)) };
      candidates[n++] = (HdAction) { .type = HD_ACTION_LEADER_REINFORCE, .leader = l };
    }
  /* Advanced 8.4: a unit from Europe */
  if (hd_intervention_n_in_europe (s) > 0)
    {
      g_autoptr(GArray) ports = hd_intervention_sail_destinations (s);
      if (ports->len > 0)
        candidates[n++] = (HdAction) { .type = HD_ACTION_SAIL_EUROPE,
                                       .kind = hd_intervention_get_kind (g_rand_int_range (rand, 0, HD_N_FOREIGN_UNITS)),
                                       .to = g_array_index (ports, guint, g_rand_int_range (rand, 0, ports->len)) };
    }
  for (guint i = 0; i < hd_state_get_n_units (s); i++)
    if (hd_state_get_supply_due (s, hd_state_get_unit (s, i)->box) && hd_state_get_unit (s, i)->unit.side == player)
      {
        candidates[n++] = (HdAction) { .type = HD_ACTION_SUPPLY_LOSS, .unit = hd_state_get_unit (s, i)->id };
        break;
      }
  if (hd_battle_in_progress (s))
    {
      HdAction fire = { .type = HD_ACTION_FIRE };
      g_autoptr(GArray) ways = hd_battle_retreat_boxes (s);
      candidates[n++] = (HdAction) { .type = HD_ACTION_ROLL_LEADERSHIP, .side = HD_SIDE_UNION,
                                     .die = g_rand_int_range (rand, 1, 7) };
      candidates[n++] = (HdAction) { .type = HD_ACTION_ROLL_LEADERSHIP, .side = HD_SIDE_CONFEDERATE,
                                     .die = g_rand_int_range (rand, 1, 7) };
      fire.n_shots = hd_battle_default_targets (s, fire.shots);
      for (guint k = 0; k < fire.n_shots; k++)
        fire.shots[k].die = g_rand_int_range (rand, 1, 7);
      candidates[n++] = fire;
      if (ways->len > 0 && g_rand_int_range (rand, 0, 8) == 0)
        candidates[n++] = (HdAction) { .type = HD_ACTION_RETREAT, .to = g_array_index (ways, guint, 0) };
    }
  if (battles->len > 0)
    {
      guint box = g_array_index (battles, guint, g_rand_int_range (rand, 0, battles->len));
      candidates[n++] = (HdAction) { .type = HD_ACTION_CONTAIN, .box = box };
      candidates[n++] = (HdAction) { .type = HD_ACTION_BATTLE, .box = box };
    }
  candidates[n++] = (HdAction) { .type = HD_ACTION_ROLL_MARCHES, .die = g_rand_int_range (rand, 1, 7) };
  candidates[n++] = (HdAction) { .type = HD_ACTION_ROLL_RECRUITMENT, .die = g_rand_int_range (rand, 1, 7) };
  for (guint tries = 0; tries < 12 && hd_state_get_n_units (s) > 0 && n + 2 < G_N_ELEMENTS (candidates); tries++)
    {
      guint index = g_rand_int_range (rand, 0, hd_state_get_n_units (s));
      const HdBoardUnit *bu = hd_state_get_unit (s, index);
      g_autoptr(GArray) routes = NULL;

      if (bu->unit.side != player)
        continue;
      routes = hd_movement_unit_routes (s, index);
      candidates[n++] = (HdAction) { .type = HD_ACTION_BREAK_OUT, .box = bu->box };
      if (routes->len > 0)
        {
          const HdRoute *r = &g_array_index (routes, HdRoute, g_rand_int_range (rand, 0, routes->len));
          HdAction move = { .type = HD_ACTION_MARCH_MOVE, .box = bu->box, .side = bu->unit.side,
                            .kind = bu->unit.kind, .reduced = bu->unit.reduced, .n_steps = r->n_steps };
          memcpy (move.lines, r->lines, sizeof move.lines);
          candidates[n++] = move;
        }
    }
  {
    g_autoptr(GArray) cities = hd_recruitment_cities (s, HD_KIND_MI);
    if (cities->len > 0 && n < G_N_ELEMENTS (candidates))
      candidates[n++] = (HdAction) { .type = HD_ACTION_RECRUIT, .side = player, .kind = HD_KIND_MI,
                                     .box = g_array_index (cities, guint, g_rand_int_range (rand, 0, cities->len)) };
  }
  for (guint i = n; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);
      HdAction t = candidates[i - 1];
      candidates[i - 1] = candidates[j];
      candidates[j] = t;
    }
  /* the end of the segment last, most of the time, so that games are played
   * and still end */
  if (g_rand_int_range (rand, 0, 12) == 0)
    {
      HdAction end = { .type = HD_ACTION_END_SEGMENT };
      if (try_apply (s, &end, counts))
        return TRUE;
    }
  for (guint i = 0; i < n; i++)
    if (try_apply (s, &candidates[i], counts))
      return TRUE;
  {
    HdAction end = { .type = HD_ACTION_END_SEGMENT };
    return try_apply (s, &end, counts);
  }
}

gboolean
hd_test_play_game (HdState  *s,
                   GRand    *rand,
                   guint     max_steps,
                   guint    *counts,
                   guint    *out_steps,
                   char    **why)
{
  guint steps = 0;

  while (!hd_state_is_over (s) && steps < max_steps)
    {
      g_autofree char *broken = NULL;

      if (!hd_test_random_step (s, rand, counts))
        {
          g_autoptr(HdGuide) guide = hd_guide_new (s);
          HdAction end = { .type = HD_ACTION_END_SEGMENT };
          g_autoptr(GError) error = NULL;
          hd_action_check (s, &end, &error);
          *why = g_strdup_printf ("no legal action found after %u steps: %s (%s)", steps, guide->headline,
                                  error ? error->message : "");
          *out_steps = steps;
          return FALSE;
        }
      steps++;
      broken = hd_invariants_check (s);
      if (broken != NULL)
        {
          *why = g_strdup_printf ("after %u steps the state breaks an invariant: %s", steps, broken);
          *out_steps = steps;
          return FALSE;
        }
    }
  *out_steps = steps;
  if (!hd_state_is_over (s))
    {
      *why = g_strdup_printf ("not over after %u steps", steps);
      return FALSE;
    }
  return TRUE;
}

const char * const hd_test_leader_pieces[] = {
  "leader-lee=3@06/1862,2@05/1863", "leader-grant=1@02/1862,2@03/1864", "leader-sherman=1@05/1862,2@03/1864", NULL
};

static guint
three (gpointer data)
{
  (void) data;
  return 3;
}

char *
hd_test_play_segment (HdState       *state,
                      HdPlayerLevel  level,
                      guint32        seed,
                      GArray        *made)
{
  g_autoptr(HdPlayer) player = hd_player_new (level, seed);
  g_autoptr(GString) reasons = g_string_new (NULL);
  HdSegment segment = hd_state_get_segment (state);

  for (guint n = 0; n < 200 && hd_state_get_segment (state) == segment && !hd_state_is_over (state); n++)
    {
      HdDecision d;
      g_autoptr(GError) error = NULL;

      g_assert_true (hd_player_decide (player, state, three, NULL, NULL, &d, &error));
      g_assert_no_error (error);
      g_assert_nonnull (d.reason);
      g_assert_null (strchr (d.reason, '\n'));
      g_string_append_printf (reasons, "%s\n", d.reason);
      if (made != NULL)
        g_array_append_val (made, d.action);
      g_assert_true (hd_action_check (state, &d.action, &error));
      g_assert_true (hd_action_apply (&d.action, state, &error));
      hd_decision_clear (&d);
    }
  g_assert_cmpint (hd_state_get_segment (state), !=, segment);
  return g_string_free (g_steal_pointer (&reasons), FALSE);
}
