/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-border.c: more support from the Confederate border states (Advanced
 * 8.3): which states may roll, the Support Table with its modifiers, and
 * the militia that joins the Confederate Recruitment Pool.  It acts
 * through the hooks (hd-hooks.h): the states that may roll are found as
 * the Confederate Player Turn begins, their dice are an action of their
 * own (roll-border), the militia that joined adds to the Game Piece
 * Inventory, and the border part of invariant 12 is checked here. */
#define G_LOG_DOMAIN "hd-border"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-advanced.h"
#include "hd-border.h"
#include "hd-invariants.h"
#include "hd-command.h"
#include "hd-rules.h"
#include "hd-state-private.h"

typedef struct {
  const char *keyword;
  const char *name;
  guint       support;
  const char *cities[4];
} BorderState;

/* The Southern Border States Support Table and 8.3's cities. */
static const BorderState states[HD_N_BORDER_STATES] = {
  { "Missouri", N_("Missouri"), 3, { "st-joseph", "springfield", "st-louis", NULL } },
  { "Kentucky", N_("Kentucky"), 1, { "bowling-green", "louisville", NULL } },
  { "Maryland", N_("Maryland"), 6, { "baltimore", NULL } },
};

const char *
hd_border_get_name (guint state_index)
{
  g_return_val_if_fail (state_index < HD_N_BORDER_STATES, NULL);
  return _(states[state_index].name);
}

const char *
hd_border_get_keyword (guint state_index)
{
  g_return_val_if_fail (state_index < HD_N_BORDER_STATES, NULL);
  return states[state_index].keyword;
}

int
hd_border_from_keyword (const char *word)
{
  for (guint i = 0; word != NULL && i < HD_N_BORDER_STATES; i++)
    if (g_ascii_strcasecmp (word, states[i].keyword) == 0)
      return (int) i;
  return -1;
}

guint
hd_border_get_support (guint state_index)
{
  g_return_val_if_fail (state_index < HD_N_BORDER_STATES, 0);
  return states[state_index].support;
}

const char * const *
hd_border_get_cities (guint state_index)
{
  g_return_val_if_fail (state_index < HD_N_BORDER_STATES, NULL);
  return states[state_index].cities;
}

int
hd_border_of_box (HdMap *map,
                  guint  box)
{
  g_return_val_if_fail (HD_IS_MAP (map), -1);
  if (box >= hd_map_get_n_boxes (map))
    return -1;
  for (guint i = 0; i < HD_N_BORDER_STATES; i++)
    for (guint c = 0; states[i].cities[c] != NULL; c++)
      if (g_str_equal (hd_map_get_box (map, box)->id, states[i].cities[c]))
        return (int) i;
  return -1;
}

gboolean
hd_border_holds_all (const HdState *state,
                     guint          state_index)
{
  g_return_val_if_fail (state != NULL && state_index < HD_N_BORDER_STATES, FALSE);
  for (guint c = 0; states[state_index].cities[c] != NULL; c++)
    {
      const HdBox *box = hd_map_lookup_id (state->map, states[state_index].cities[c]);
      if (box == NULL || state->control[box->index] != HD_SIDE_CONFEDERATE)
        return FALSE;
    }
  return TRUE;
}

gboolean
hd_border_has_joined (const HdState *state,
                      guint          state_index)
{
  g_return_val_if_fail (state != NULL && state_index < HD_N_BORDER_STATES, FALSE);
  return (state->border_joined >> state_index) & 1;
}

gboolean
hd_border_roll_due (const HdState *state,
                    guint          state_index)
{
  g_return_val_if_fail (state != NULL && state_index < HD_N_BORDER_STATES, FALSE);
  return (state->border_due >> state_index) & 1;
}

int
hd_border_next_due (const HdState *state)
{
  g_return_val_if_fail (state != NULL, -1);
  for (guint i = 0; i < HD_N_BORDER_STATES; i++)
    if (hd_border_roll_due (state, i))
      return (int) i;
  return -1;
}

guint
hd_border_get_n_joined (const HdState *state)
{
  guint n = 0;

  for (guint i = 0; i < HD_N_BORDER_STATES; i++)
    n += hd_border_has_joined (state, i);
  return n;
}

static gboolean
controls (const HdState *state, const char *id, HdSide side)
{
  const HdBox *box = hd_map_lookup_id (state->map, id);
  return box != NULL && state->control[box->index] == side;
}

static int
add (GPtrArray *lines, int value, const char *why)
{
  if (lines != NULL)
    g_ptr_array_add (lines, g_strdup_printf ("%+d: %s", value, why));
  return value;
}

/* The table's six modifiers, with the army maximums of rule 7.1 as the
 * victory checks use them. */
int
hd_border_get_modifier (const HdState *state,
                        GPtrArray     *lines)
{
  guint year, u, c;
  int sum = 0;

  g_return_val_if_fail (state != NULL, 0);
  year = hd_command_year (state->turn);
  u = hd_state_get_army_maximum (state, HD_SIDE_UNION);
  c = hd_state_get_army_maximum (state, HD_SIDE_CONFEDERATE);
  if (u <= c + 5)
    sum += add (lines, 1, _("the Union army maximum is at most five above the Confederate one"));
  if (year <= 1861)
    sum += add (lines, 1, _("the die is rolled in 1861"));
  if (controls (state, "washington", HD_SIDE_CONFEDERATE))
    sum += add (lines, 2, _("the Confederacy holds Washington"));
  if (year > 1862)
    {
      /* TRANSLATORS: a modifier of Advanced 8.3, e.g. "the die is rolled in 1864" */
      g_autofree char *why = g_strdup_printf (_("the die is rolled in %u"), year);
      sum += add (lines, -(int) (year - 1862), why);
    }
  if (u > c + 10)
    sum += add (lines, -1, _("the Union army maximum is more than ten above the Confederacy's"));
  if (controls (state, "richmond", HD_SIDE_UNION))
    sum += add (lines, -1, _("the Union holds Richmond"));
  return sum;
}

gboolean
hd_border_roll_check (const HdState *state,
                      guint          state_index,
                      guint          die,
                      GError       **error)
{
  g_return_val_if_fail (state != NULL, FALSE);
  if (!hd_state_has_option (state, "advanced-8.3"))
    return hd_rules_refuse (error, "Advanced 8.3", _("the border states' support is rolled only with the Advanced "
                                                     "Game's rule for it"));
  if (state_index >= HD_N_BORDER_STATES)
    return hd_rules_refuse (error, "Advanced 8.3", _("only Missouri, Kentucky and Maryland are border states"));
  if (hd_border_has_joined (state, state_index))
    return hd_rules_refuse (error, "Advanced 8.3", _("%s's militia has already joined the Confederacy: its support "
                                                     "is rolled for once a game"),
                            hd_border_get_name (state_index));
  if (!hd_border_roll_due (state, state_index))
    return hd_rules_refuse (error, "Advanced 8.3", _("%s's support is rolled at the start of a Confederate Player Turn "
                                                     "that finds every recruitment city of the state in Confederate "
                                                     "hands, once that turn"),
                            hd_border_get_name (state_index));
  return hd_rules_check_die (die, "Advanced 8.3", error);
}

/* Above the support number, the state's militia joins the pool. */
gboolean
hd_border_roll (HdState  *state,
                guint     state_index,
                guint     die,
                GError  **error)
{
  if (!hd_border_roll_check (state, state_index, die, error))
    return FALSE;
  state->border_due &= (guint8) ~(1u << state_index);
  if ((int) die + hd_border_get_modifier (state, NULL) > (int) states[state_index].support)
    {
      state->border_joined |= (guint8) (1u << state_index);
      state->pool[HD_SIDE_CONFEDERATE][HD_KIND_MI]++;
    }
  return TRUE;
}

void
hd_border_begin_turn (HdState *state)
{
  state->border_due = 0;
  if (state->player != HD_SIDE_CONFEDERATE || !hd_state_has_option (state, "advanced-8.3"))
    return;
  for (guint i = 0; i < HD_N_BORDER_STATES; i++)
    if (!hd_border_has_joined (state, i) && hd_border_holds_all (state, i))
      state->border_due |= (guint8) (1u << i);
}

/* ------------------------------------------------------------ the hooks */

/* the border states' militia that has joined the Confederacy adds to
 * the Game Piece Inventory */
static guint
extra_counters (const HdState *state, HdSide side, HdUnitKind kind)
{
  return side == HD_SIDE_CONFEDERATE && kind == HD_KIND_MI ? hd_border_get_n_joined (state) : 0;
}

/* Advanced 8.3: the action names the state by one of its cities */
static gboolean
check_roll_border (const HdAction *a, const HdState *state, GError **error)
{
  int which = hd_border_of_box (hd_state_get_map (state), a->box);

  if (which < 0)
    return hd_rules_refuse (error, "Advanced 8.3", _("only Missouri, Kentucky and Maryland are border states"));
  return hd_border_roll_check (state, (guint) which, a->die, error);
}

static gboolean
apply_roll_border (const HdAction *a, HdState *state, GError **error)
{
  if (!check_roll_border (a, state, error))
    return FALSE;
  return hd_border_roll (state, (guint) hd_border_of_box (hd_state_get_map (state), a->box), a->die, error);
}

static char *
check_invariants (const HdState *self)
{
  if (!hd_state_has_option (self, "advanced-8.3") && (self->border_joined || self->border_due))
    return hd_invariants_broken (12, "a border state's support without Advanced 8.3");
  if ((self->border_joined & self->border_due) != 0 || self->border_joined >= 1u << HD_N_BORDER_STATES)
    return hd_invariants_broken (12, "a border state's militia joined twice, or no such state");
  return NULL;
}

/* Owed first: the support die of a border state whose recruitment
 * cities the Confederacy all holds (Advanced 8.3). */
static gboolean
awaited (const HdState *state, HdAwaited *owed, GError **refusal)
{
  int which = hd_border_next_due (state);

  if (which < 0)
    return FALSE;
  *owed = (HdAwaited) { .kind = HD_AWAITED_BORDER, .which = which, .action = HD_ACTION_ROLL_BORDER,
                        .rule = "Advanced 8.3", .side = HD_SIDE_CONFEDERATE, .sort = HD_AWAITS_DIE, .first = TRUE };
  hd_rules_refuse (refusal, owed->rule, _("the Confederacy holds every recruitment city of %s: its support die is "
                                          "rolled before anything else this Player Turn"),
                   hd_border_get_name ((guint) which));
  return TRUE;
}

static const HdHookedAction actions[] = {
  { HD_ACTION_ROLL_BORDER, check_roll_border, apply_roll_border },
};

const HdHooks hd_border_hooks = {
  .name = "border states (Advanced 8.3)",
  .turn_begun = hd_border_begin_turn,
  .extra_counters = extra_counters,
  .check_invariants = check_invariants,
  .awaited = awaited,
  .actions = actions,
  .n_actions = G_N_ELEMENTS (actions),
};
