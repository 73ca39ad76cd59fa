/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-state-equal.c: hd_state_equal() misses no field of a state.  Each
 * field of HdState, of a board unit (HdBoardUnit, HdUnit, HdMoveRecord)
 * and each box of the per-box arrays is changed in turn in a copy, and
 * the copy must differ; a refused action is asserted to change nothing
 * with hd_state_equal, so a field it missed would weaken that.
 *
 * The lists below name every field.  The layout check fails when a field
 * is added (or one is moved) without being listed: the fields listed,
 * in order, must tile the struct, with no gap but the padding their
 * alignment asks.  IF IT FAILS: you added a field to one of these
 * structs.  Compare it in hd_state_equal() (hd-state.c), copy it in
 * hd_state_copy() if it points to memory, and list it here, in its
 * place.  A field put where there was padding moves nothing: so on 64-bit
 * machines the padding between the fields is counted too (18 bytes in
 * HdState, 2 in HdBoardUnit); if you moved fields and the padding
 * changed, write the new figure given in the message. */
#include <string.h>

#include "hd-test-util.h"
#include "hd-state-private.h"

typedef enum {
  INLINE,   /* bytes in the struct itself */
  PER_BOX,  /* a pointer to one element a box, of @element bytes */
  POINTER,  /* compared as a pointer (the map), or by its contents (the units) elsewhere */
} Kind;

typedef struct {
  const char *name;
  gsize       offset;
  gsize       size;
  gsize       align;
  Kind        kind;
  gsize       element;
} Field;

#define FIELD(type, f, k, e) \
  { #f, G_STRUCT_OFFSET (type, f), sizeof (((type *) 0)->f), __alignof__ (((type *) 0)->f), k, e }
#define S(f) FIELD (HdState, f, INLINE, 0)
#define BOX(f, e) FIELD (HdState, f, PER_BOX, e)

static const Field state_fields[] = {
  FIELD (HdState, map, POINTER, 0), S (turn), S (player), S (segment), FIELD (HdState, units, POINTER, 0),
  BOX (control, sizeof (HdSide)), BOX (marker, sizeof (gboolean)), BOX (infantry_held, sizeof (gboolean)),
  S (pool), S (drafts_taken), S (militia_held_back), S (end_turn), S (draft_riots), S (options), S (first_turn),
  S (first_turn_marches), S (march_die), S (marches), S (marches_spent), S (breakouts), S (active_box),
  S (active_dug), S (confederates_in_kentucky), S (next_unit_id), S (battle_box), S (battle_round),
  S (battle_firing), S (reinforced_from), S (n_reinforced_from), S (entered_from), S (n_entered_from),
  S (lead_value), S (lead_day), S (promotion_side), S (promotion_box), S (outcome), S (confederate_losses),
  S (promotions_left), S (promotion_die), S (recruit_die), S (recruit_points), BOX (recruited, 1), S (winner),
  S (win), S (scenario_end_turn), S (short_game), BOX (garrison, 1), S (garrison_fights), S (defenders_fought),
  S (garrison_won), BOX (invasion_port, 1), BOX (contained, 1), S (breakout), BOX (supply_due, 1),
  S (washington_roll), S (union_max_loss), S (rally_day), S (battle_loser), S (border_joined), S (border_due),
  S (intervention_turn), S (europe), S (foreign_lost), S (n_foreign_lost), S (leader_spec),
  S (leader_start_box), S (leader_box), S (leader_status), S (leader_marches), S (leader_in_battle),
};

#define U(f) FIELD (HdBoardUnit, f, INLINE, 0)

static const Field unit_fields[] = {
  U (id), U (box), U (unit.side), U (unit.kind), U (unit.reduced), U (unit.entrenched), U (unit.foreign),
  U (move.marches), U (move.dug), U (move.jumped), U (move.by_sea), U (move.in_march), U (move.invaded),
  U (move.start_box), U (move.from_box), U (move.from_line), U (move.march_from), U (move.cavalry_jump),
  U (move.in_battle), U (move.fought), U (move.crossed), U (move.reinforced), U (move.promoted), U (move.routed),
  U (move.morale_due), U (move.desertion_due),
};

static HdMap *board;

/* The fields, in order, tile @size bytes: each begins where the one
 * before ends, or at the next multiple of its alignment (padding). */
static void
check_layout (const char *what, const Field *fields, guint n, gsize size, gsize align, gsize lp64_padding)
{
  gsize end = 0, padding = 0;

  for (guint i = 0; i < n; i++)
    {
      gsize expected = (end + fields[i].align - 1) / fields[i].align * fields[i].align;

      padding += expected - end;

      if (fields[i].offset != expected)
        g_error ("%s: %s is at byte %" G_GSIZE_FORMAT ", not %" G_GSIZE_FORMAT ": a field was added or moved "
                 "before it (see the comment at the top of tests/core/test-state-equal.c)", what, fields[i].name,
                 fields[i].offset, expected);
      end = fields[i].offset + fields[i].size;
    }
  if ((end + align - 1) / align * align != size)
    g_error ("%s: the fields end at byte %" G_GSIZE_FORMAT " of %" G_GSIZE_FORMAT ": a field was added at the end "
             "(see the comment at the top of tests/core/test-state-equal.c)", what, end, size);
  g_test_message ("%s: %u fields, %" G_GSIZE_FORMAT " bytes of padding between them", what, n, padding);
#if GLIB_SIZEOF_VOID_P == 8 && GLIB_SIZEOF_LONG == 8
  /* a field added where there was padding leaves less of it */
  if (padding != lp64_padding)
    g_error ("%s: %" G_GSIZE_FORMAT " bytes of padding between the fields, not %" G_GSIZE_FORMAT ": a field was "
             "added in a gap (see the comment at the top of tests/core/test-state-equal.c)", what, padding, lp64_padding);
#endif
}

static void
test_layout (void)
{
  check_layout ("HdState", state_fields, G_N_ELEMENTS (state_fields), sizeof (HdState), __alignof__ (HdState), 18);
  /* HdUnit and HdMoveRecord lie whole in HdBoardUnit: their fields, listed
   * as its members, tile it with theirs */
  check_layout ("HdBoardUnit", unit_fields, G_N_ELEMENTS (unit_fields), sizeof (HdBoardUnit),
                __alignof__ (HdBoardUnit), 2);
}

/* A state worth comparing: a scenario's set-up, with a few units. */
static HdState *
some_state (void)
{
  HdState *state = hd_test_bare_state (board, "1861-campaign", NULL, TRUE, HD_SIDE_UNION);

  hd_test_put (state, HD_SIDE_UNION, "Vi", "Washington", 2, FALSE);
  hd_test_put (state, HD_SIDE_CONFEDERATE, "Mi", "Richmond", 1, TRUE);
  return state;
}

/* Flips @byte of @copy (equal to @base), sees hd_state_equal tell them
 * apart both ways, and flips it back. */
static void
expect_noticed (const HdState *base, HdState *copy, guint8 *byte, const char *what)
{
  *byte ^= 0xFF;
  if (hd_state_equal (base, copy) || hd_state_equal (copy, base))
    g_error ("hd_state_equal does not compare %s (hd-state.c)", what);
  *byte ^= 0xFF;
  g_assert_true (hd_state_equal (base, copy));
}

static void
test_each_field (void)
{
  g_autoptr(HdState) base = some_state ();
  g_autoptr(HdState) copy = hd_state_copy (base);
  guint n_boxes = hd_map_get_n_boxes (board);
  guint n = 0;

  g_assert_true (hd_state_equal (base, copy));
  for (guint i = 0; i < G_N_ELEMENTS (state_fields); i++)
    {
      const Field *f = &state_fields[i];
      guint8 *at = (guint8 *) copy + f->offset;

      if (f->kind == INLINE)
        {
          /* the first and the last byte: the first and the last element */
          expect_noticed (base, copy, at, f->name);
          expect_noticed (base, copy, at + f->size - 1, f->name);
        }
      else if (f->kind == PER_BOX)
        for (guint b = 0; b < n_boxes; b++)
          expect_noticed (base, copy, *(guint8 **) at + b * f->element, f->name);
      n++;
    }
  /* the map, by identity */
  {
    HdMap *map = copy->map;
    copy->map = (HdMap *) &map;
    g_assert_false (hd_state_equal (base, copy));
    copy->map = map;
  }
  /* the units: each field of each one, and how many there are */
  g_assert_cmpuint (copy->units->len, >, 2);
  for (guint u = 0; u < copy->units->len; u++)
    for (guint i = 0; i < G_N_ELEMENTS (unit_fields); i++)
      {
        guint8 *at = (guint8 *) hd_state_unit_at (copy, u) + unit_fields[i].offset;
        g_autofree char *what = g_strdup_printf ("a unit's %s", unit_fields[i].name);

        expect_noticed (base, copy, at, what);
        expect_noticed (base, copy, at + unit_fields[i].size - 1, what);
      }
  g_array_set_size (copy->units, copy->units->len - 1);
  g_assert_false (hd_state_equal (base, copy));
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (state_fields));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  board = hd_test_board ();
  g_test_add_func ("/state-equal/layout", test_layout);
  g_test_add_func ("/state-equal/each-field", test_each_field);
  return g_test_run ();
}
