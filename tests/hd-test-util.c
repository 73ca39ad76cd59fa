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

#include "hd-scenario.h"
#include "hd-test-util.h"
#include "hd-transcript.h"
#include "hd-state-private.h"

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

  hd_state_set_options (state, (const char * const *) (options ? ids : NULL));
  while (hd_state_get_n_units (state) > 0)
    hd_state_remove_unit (state, 0);
  if (!first)
    for (guint i = 0; i < 8; i++)
      g_assert_true (hd_state_end_segment (state));
  if (player == HD_SIDE_CONFEDERATE)
    for (guint i = 0; i < 4; i++)
      g_assert_true (hd_state_end_segment (state));
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
      if (hd_state_find_spare_counter (state, side, unit.kind) == HD_SPARE_NONE)
        g_error ("the test puts more %s than the Game Piece Inventory has", code);
      hd_state_take_spare_counter (state, side, unit.kind);
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
    hd_state_end_segment (s);
  g_assert_cmpint (hd_state_get_player (s), ==, HD_SIDE_UNION);
  for (guint i = 0; i < 5; i++)
    hd_state_end_segment (s);
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

  if (!hd_transcript_parse_action (hd_state_get_map (state), line, &a))
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
      g_assert_true (hd_game_apply (game, &remove, NULL));
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

  if (!hd_transcript_parse_action (hd_state_get_map (state), line, &a))
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
  static int done = 0; /* 1: ours, -1: refused */
  static int saved_errno;

  if (done == 0)
    {
      done = unshare (CLONE_NEWNS) == 0 && mount ("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) == 0 ? 1 : -1;
      saved_errno = errno;
    }
  if (done < 0)
    *why_not = g_strdup_printf ("a mount namespace of its own is not allowed here (%s)", g_strerror (saved_errno));
  return done > 0;
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
