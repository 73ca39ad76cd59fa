/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-intervention.c: foreign intervention (Advanced 8.4): the three
 * conditions, the units in Europe, their crossing, losses and
 * replacement.  It acts through the hooks (hd-hooks.h): intervention is
 * won as a Confederate Player Turn begins, a foreign unit leaving the
 * board waits to be replaced, the recruitment die replaces one, the
 * Confederacy may then move by sea, the crossing from Europe is an action
 * of its own (sail-from-europe), and invariant 13 is checked here. */
#define G_LOG_DOMAIN "hd-intervention"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "hd-calendar.h"
#include "hd-advanced.h"
#include "hd-intervention.h"
#include "hd-action-private.h"
#include "hd-invariants.h"
#include "hd-rules.h"
#include "hd-state-private.h"

/* Four orange units; the rulebook lists three types (veteran and crack
 * infantry, crack cavalry) for four counters: two veteran infantry. */
static const HdUnitKind foreign_kinds[HD_N_FOREIGN_UNITS] = { HD_KIND_VI, HD_KIND_VI, HD_KIND_CI, HD_KIND_CC };

HdUnitKind
hd_intervention_get_kind (guint i)
{
  g_return_val_if_fail (i < HD_N_FOREIGN_UNITS, HD_KIND_VI);
  return foreign_kinds[i];
}

static gboolean
in_play (const HdState *state)
{
  return hd_state_has_option (state, "advanced-8.4");
}

/* Recruitment cities of @shield's colour with a value of 2 or more held
 * by @holder. */
static guint
big_cities (const HdState *state, HdSide shield, HdSide holder)
{
  guint n = 0;

  for (guint b = 0; b < hd_map_get_n_boxes (state->map); b++)
    {
      const HdBox *box = hd_map_get_box (state->map, b);
      guint value = shield == HD_SIDE_UNION ? box->recruit_union : box->recruit_confederate;
      n += value >= 2 && state->control[b] == holder;
    }
  return n;
}

static gboolean
washington_confederate (const HdState *state)
{
  const HdBox *w = hd_map_lookup_id (state->map, "washington");
  return w != NULL && state->control[w->index] == HD_SIDE_CONFEDERATE;
}

gboolean
hd_intervention_condition (const HdState           *state,
                           HdInterventionCondition  condition,
                           char                   **why)
{
  guint u, c, taken, lost;
  gboolean holds;

  g_return_val_if_fail (state != NULL, FALSE);
  u = hd_state_get_army_maximum (state, HD_SIDE_UNION);
  c = hd_state_get_army_maximum (state, HD_SIDE_CONFEDERATE);
  taken = big_cities (state, HD_SIDE_UNION, HD_SIDE_CONFEDERATE);
  lost = big_cities (state, HD_SIDE_CONFEDERATE, HD_SIDE_UNION);
  switch (condition)
    {
    case HD_INTERVENTION_ARMIES:
      holds = u <= c + 3;
      if (why)
        /* TRANSLATORS: Advanced 8.4's first condition, e.g. "Army maximums: Union 30, Confederacy 25" */
        *why = g_strdup_printf (holds ? _("Army maximums: Union %u, Confederacy %u, within three")
                                      : _("Army maximums: Union %u, Confederacy %u, more than three apart"),
                                u, c);
      return holds;
    case HD_INTERVENTION_CITIES:
      holds = taken >= 1 && washington_confederate (state);
      if (why)
        *why = g_strdup_printf (_("Union recruitment cities of 2 or more held by the Confederacy: %u; Washington: "
                                  "%s"),
                                taken, washington_confederate (state) ? _("Confederate") : _("not Confederate"));
      return holds;
    case HD_INTERVENTION_TRADE:
    case HD_N_INTERVENTION_CONDITIONS:
    default:
      /* each Confederate city lost matched by another Union city taken,
       * besides the one the second condition asks for */
      holds = lost == 0 || taken >= lost + 1;
      if (why)
        *why = g_strdup_printf (_("Confederate recruitment cities of 2 or more held by the Union: %u; Union ones held "
                                  "by the Confederacy: %u"),
                                lost, taken);
      return holds;
    }
}

gboolean
hd_intervention_is_triggered (const HdState *state)
{
  g_return_val_if_fail (state != NULL, FALSE);
  return state->intervention_turn != 0;
}

guint
hd_intervention_get_turn (const HdState *state)
{
  g_return_val_if_fail (state != NULL, 0);
  return state->intervention_turn;
}

guint
hd_intervention_in_europe (const HdState *state,
                           HdUnitKind     kind)
{
  g_return_val_if_fail (state != NULL && (guint) kind < HD_N_KINDS, 0);
  return state->europe[kind];
}

guint
hd_intervention_n_in_europe (const HdState *state)
{
  guint n = 0;

  g_return_val_if_fail (state != NULL, 0);
  for (guint k = 0; k < HD_N_KINDS; k++)
    n += state->europe[k];
  return n;
}

guint
hd_intervention_n_lost (const HdState *state)
{
  g_return_val_if_fail (state != NULL, 0);
  return state->n_foreign_lost;
}

void
hd_intervention_begin_turn (HdState *state)
{
  if (!in_play (state) || state->player != HD_SIDE_CONFEDERATE || state->intervention_turn != 0)
    return;
  for (guint c = 0; c < HD_N_INTERVENTION_CONDITIONS; c++)
    if (!hd_intervention_condition (state, c, NULL))
      return;
  state->intervention_turn = state->turn;
  for (guint i = 0; i < HD_N_FOREIGN_UNITS; i++)
    state->europe[foreign_kinds[i]]++;
}

/* A foreign unit off the board, however (battle, desertion, supply, a
 * correction): it waits to be replaced (Advanced 8.4). */
void
hd_intervention_unit_lost (HdState    *state,
                           HdUnitKind  kind)
{
  if (state->n_foreign_lost < HD_N_FOREIGN_UNITS)
    state->foreign_lost[state->n_foreign_lost++] = (guint8) kind;
}

/* "one foreign intervention unit may be replaced during each Confederate
 * recruitment segment in which the Confederate player rolls a 5-6": the
 * one lost first. */
void
hd_intervention_recruitment (HdState *state,
                             guint    die)
{
  if (!in_play (state) || state->player != HD_SIDE_CONFEDERATE || die < 5 || state->n_foreign_lost == 0)
    return;
  state->europe[state->foreign_lost[0]]++;
  state->n_foreign_lost--;
  memmove (state->foreign_lost, state->foreign_lost + 1, state->n_foreign_lost);
}

gboolean
hd_intervention_sail_check (const HdState *state,
                            HdUnitKind     kind,
                            guint          to,
                            GError       **error)
{
  g_return_val_if_fail (state != NULL, FALSE);
  if (!in_play (state) || state->intervention_turn == 0)
    return hd_rules_refuse (error, "Advanced 8.4", _("units come from Europe only once foreign intervention has been "
                                                     "won"));
  if ((guint) kind >= HD_N_KINDS || state->europe[kind] == 0)
    return hd_rules_refuse (error, "Advanced 8.4", _("no such Foreign Intervention unit waits in Europe"));
  if (to >= hd_map_get_n_boxes (state->map))
    return hd_rules_refuse (error, "1.3", _("there is no such box on the board"));
  return hd_movement_check_crossing (state, to, error);
}

gboolean
hd_intervention_sail (HdState     *state,
                      HdUnitKind   kind,
                      guint        to,
                      GError     **error)
{
  HdUnit unit = { HD_SIDE_CONFEDERATE, kind, FALSE, FALSE, TRUE };

  if (!hd_intervention_sail_check (state, kind, to, error))
    return FALSE;
  state->europe[kind]--;
  hd_movement_land_crossing (state, &unit, to);
  return TRUE;
}

GArray *
hd_intervention_sail_destinations (const HdState *state)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));

  g_return_val_if_fail (state != NULL, out);
  for (guint b = 0; b < hd_map_get_n_boxes (state->map); b++)
    if (hd_map_get_box (state->map, b)->port && hd_movement_check_crossing (state, b, NULL))
      g_array_append_val (out, b);
  return out;
}

char *
hd_intervention_describe (const HdState *state)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (state != NULL, g_string_free (out, FALSE));
  if (!in_play (state))
    g_string_append (out, _("Foreign intervention is not in play in this game (Advanced 8.4)."));
  else if (state->intervention_turn != 0)
    {
      g_autofree char *when = hd_calendar_format (state->intervention_turn);
      /* TRANSLATORS: Advanced 8.4; the Game Turn it was won in, e.g. "06/1863" */
      g_string_append_printf (out, _("Europe intervened in %s, for the rest of the game (Advanced 8.4). Units in "
                                     "Europe: %u; units lost, waiting for a Confederate recruitment die of 5 or 6: "
                                     "%u."),
                              when, hd_intervention_n_in_europe (state), state->n_foreign_lost);
    }
  else
    g_string_append (out, _("Europe has not intervened. It does at the start of a Confederate Player Turn that finds "
                            "all three conditions holding (Advanced 8.4):"));
  for (guint c = 0; c < HD_N_INTERVENTION_CONDITIONS && in_play (state); c++)
    {
      g_autofree char *why = NULL;
      gboolean holds = hd_intervention_condition (state, c, &why);
      /* TRANSLATORS: a condition of Advanced 8.4 and whether it holds now, e.g. "✔ Army maximums: ..." */
      g_string_append_printf (out, "\n%s %s", holds ? "✔" : "✘", why);
    }
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------ the hooks */

static void
unit_removed (HdState *state, const HdBoardUnit *unit)
{
  if (unit->unit.foreign)
    hd_intervention_unit_lost (state, unit->unit.kind);
}

/* a lost foreign unit replaced in Europe on the recruitment die */
static void
action_applied (HdState *state, const HdAction *action)
{
  if (action->type == HD_ACTION_ROLL_RECRUITMENT)
    hd_intervention_recruitment (state, action->die);
}

/* a Confederate recruitment die of 5-6 replaces the foreign unit lost first */
static gboolean
reads_recruitment_die (const HdState *state)
{
  return in_play (state) && state->player == HD_SIDE_CONFEDERATE && state->n_foreign_lost > 0;
}

/* foreign intervention lets the Confederacy move by sea (never invade) */
static gboolean
may_sail (const HdState *state, HdSide side)
{
  return side == HD_SIDE_CONFEDERATE && hd_intervention_is_triggered (state);
}

static gboolean
check_sail_europe (const HdAction *a, const HdState *state, GError **error)
{
  return hd_intervention_sail_check (state, a->kind, a->to, error);
}

static gboolean
apply_sail_europe (const HdAction *a, HdState *state, GError **error)
{
  return hd_intervention_sail (state, a->kind, a->to, error);
}

static char *
check_invariants (const HdState *self)
{
  guint n = self->n_foreign_lost;

  for (guint i = 0; i < self->units->len; i++)
    {
      const HdBoardUnit *bu = &g_array_index (self->units, HdBoardUnit, i);
      if (bu->unit.foreign && bu->unit.side != HD_SIDE_CONFEDERATE)
        return hd_invariants_broken (13, "a Union Foreign Intervention unit");
      n += bu->unit.foreign;
    }
  for (guint k = 0; k < HD_N_KINDS; k++)
    n += self->europe[k];
  if (self->n_foreign_lost > HD_N_FOREIGN_UNITS ||
      n != (self->intervention_turn != 0 ? HD_N_FOREIGN_UNITS : 0) ||
      (self->intervention_turn != 0 && !hd_state_has_option (self, "advanced-8.4")))
    return hd_invariants_broken (13, "Foreign Intervention units other than the four, or without Advanced 8.4");
  return NULL;
}

static const HdHookedAction actions[] = {
  { HD_ACTION_SAIL_EUROPE, check_sail_europe, apply_sail_europe },
};

const HdHooks hd_intervention_hooks = {
  .name = "foreign intervention (Advanced 8.4)",
  .turn_begun = hd_intervention_begin_turn,
  .action_applied = action_applied,
  .unit_removed = unit_removed,
  .may_sail = may_sail,
  .reads_recruitment_die = reads_recruitment_die,
  .check_invariants = check_invariants,
  .actions = actions,
  .n_actions = G_N_ELEMENTS (actions),
};
