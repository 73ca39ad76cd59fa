/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-morale.c: battlefield morale, rallies and desertion (Advanced 8.1,
 * Advanced 8.11, Advanced 8.12).  The battle rules (hd-battle.c) mark the
 * units a fire flipped and tell the hooks when a battle is over
 * (hd-hooks.h: battle_over); this file owns the checks, their dice (the
 * morale, rally and desertion actions) and what follows from them, and
 * the morale part of invariant 12. */
#define G_LOG_DOMAIN "hd-morale"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-advanced.h"
#include "hd-battle-private.h"
#include "hd-invariants.h"
#include "hd-command.h"
#include "hd-leader.h"
#include "hd-morale.h"
#include "hd-rules.h"
#include "hd-state-private.h"
#include "hd-turn.h"

static gboolean
morale_in_play (const HdState *state)
{
  return hd_state_has_option (state, "advanced-8.1");
}

guint
hd_morale_value (HdUnitKind kind,
                 guint      year)
{
  switch (hd_unit_kind_get_quality (kind))
    {
    case HD_CRACK: return 5;
    case HD_VETERAN: return 4;
    case HD_MILITIA:
    default:
      return year <= 1861 ? 2 : 3;
    }
}

int
hd_morale_check_modifier (gboolean entrenched)
{
  /* in a fort or entrenched: the four forts' holders are always
   * entrenched (4.3), so the entrenchment says both */
  return entrenched ? -1 : 0;
}

int
hd_morale_check_limit (HdUnitKind kind,
                       guint      year,
                       int        modifier)
{
  /* fails when die + modifier > value, that is die > value - modifier */
  int limit = (int) hd_morale_value (kind, year) - modifier;

  return CLAMP (limit, 0, 6);
}

gboolean
hd_morale_check_fails (int   limit,
                       guint die)
{
  return (int) die > limit;
}

gboolean
hd_morale_unit_routs (HdUnitKind kind,
                      gboolean   entrenched,
                      guint      year,
                      guint      die)
{
  return hd_morale_check_fails (hd_morale_check_limit (kind, year, hd_morale_check_modifier (entrenched)), die);
}

gboolean
hd_morale_rally_time (guint    round,
                      gboolean defender_to_fire,
                      guint    rally_day)
{
  guint day = hd_battle_day_of_round (round);

  return day >= 2 && hd_battle_round_in_day (round) == 1 && defender_to_fire && rally_day != day;
}

static gboolean
owes (const HdBoardUnit *bu, HdCheckKind kind)
{
  return kind == HD_CHECK_MORALE ? bu->move.morale_due : bu->move.desertion_due;
}

HdCheckKind
hd_morale_get_checks (const HdState  *state,
                      GArray        **ids)
{
  HdCheckKind kind = HD_CHECK_NONE;

  g_return_val_if_fail (state != NULL, HD_CHECK_NONE);
  for (guint i = 0; i < state->units->len && kind == HD_CHECK_NONE; i++)
    if (hd_state_unit_at (state, i)->move.morale_due)
      kind = HD_CHECK_MORALE;
    else if (hd_state_unit_at (state, i)->move.desertion_due)
      kind = HD_CHECK_DESERTION;
  if (ids != NULL)
    {
      *ids = g_array_new (FALSE, FALSE, sizeof (guint));
      for (guint i = 0; i < state->units->len && kind != HD_CHECK_NONE; i++)
        if (owes (hd_state_unit_at (state, i), kind))
          g_array_append_val (*ids, hd_state_unit_at (state, i)->id);
    }
  return kind;
}

int
hd_morale_get_modifier (const HdState *state,
                        HdCheckKind    kind,
                        guint          unit_id)
{
  const HdBoardUnit *bu;
  int mod = 0;

  g_return_val_if_fail (state != NULL, 0);
  bu = hd_state_unit_by_id (state, unit_id);
  if (bu == NULL)
    return 0;
  if (kind == HD_CHECK_MORALE)
    return hd_morale_check_modifier (bu->unit.entrenched);
  if (bu->unit.side == state->battle_loser)
    mod++;   /* the army that lost, or retreated */
  if (!bu->move.routed)
    mod--;
  /* the friendly leaders present at the battle (Advanced 8.2.3) */
  mod -= (int) hd_leader_desertion_value (state, bu->unit.side);
  return mod;
}

int
hd_morale_passes_up_to (const HdState *state,
                        HdCheckKind    kind,
                        guint          unit_id)
{
  const HdBoardUnit *bu;

  g_return_val_if_fail (state != NULL, 0);
  bu = hd_state_unit_by_id (state, unit_id);
  if (bu == NULL)
    return 6;
  return hd_morale_check_limit (bu->unit.kind, hd_command_year (state->turn),
                                hd_morale_get_modifier (state, kind, unit_id));
}

char *
hd_morale_describe_check (const HdState *state,
                          HdCheckKind    kind,
                          guint          unit_id)
{
  const HdBoardUnit *bu = hd_state_unit_by_id (state, unit_id);
  g_autoptr(GPtrArray) terms = NULL;
  g_autofree char *changes = NULL;
  g_autofree char *outcome = NULL;
  int limit;

  if (bu == NULL)
    return g_strdup ("");
  limit = hd_morale_passes_up_to (state, kind, unit_id);
  terms = g_ptr_array_new_with_free_func (g_free);
  if (kind == HD_CHECK_MORALE && bu->unit.entrenched)
    g_ptr_array_add (terms, g_strdup (_("−1 on the die for its entrenchment")));
  if (kind == HD_CHECK_DESERTION && bu->unit.side == state->battle_loser)
    g_ptr_array_add (terms, g_strdup (_("+1 on the die: its army lost")));
  if (kind == HD_CHECK_DESERTION && !bu->move.routed)
    g_ptr_array_add (terms, g_strdup (_("−1 on the die: it did not rout")));
  if (kind == HD_CHECK_DESERTION && hd_leader_desertion_value (state, bu->unit.side) > 0)
    /* TRANSLATORS: Advanced 8.2.3, the values of the friendly leaders at the battle */
    g_ptr_array_add (terms, g_strdup_printf (_("−%u on the die: its leaders at the battle"),
                                             hd_leader_desertion_value (state, bu->unit.side)));
  g_ptr_array_add (terms, NULL);
  /* TRANSLATORS: between the changes to a check's die, "+1 on the die: its
   * army lost, −1 on the die: it did not rout" */
  changes = g_strjoinv (_(", "), (char **) terms->pdata);
  if (limit >= 6)
    outcome = g_strdup (kind == HD_CHECK_MORALE ? _("holds on any die") : _("stays on any die"));
  else if (limit == 5)
    outcome = g_strdup (kind == HD_CHECK_MORALE ? _("routs on a 6") : _("deserts on a 6"));
  else
    outcome = g_strdup_printf (kind == HD_CHECK_MORALE ? _("routs on %d to 6") : _("deserts on %d to 6"), limit + 1);
  if (*changes == '\0')
    /* TRANSLATORS: a unit's check (Advanced 8.1, 8.12): %1$s its code, %2$u
     * its number, %3$u its morale, %4$s what comes of the die, e.g.
     * "Vi #12: morale 4: routs on 5 to 6" */
    return g_strdup_printf (_("%1$s #%2$u: morale %3$u: %4$s"), hd_unit_kind_get_code (bu->unit.kind), bu->id,
                            hd_morale_value (bu->unit.kind, hd_command_year (state->turn)), outcome);
  /* TRANSLATORS: a unit's check: %1$s its code, %2$u its number, %3$u its
   * morale, %4$s the changes to the die, %5$s what comes of it, e.g. "Vi
   * #12: morale 4, −1 on the die for its entrenchment: routs on 6" */
  return g_strdup_printf (_("%1$s #%2$u: morale %3$u, %4$s: %5$s"), hd_unit_kind_get_code (bu->unit.kind), bu->id,
                          hd_morale_value (bu->unit.kind, hd_command_year (state->turn)), changes, outcome);
}

static const char *
rule_of (HdCheckKind kind)
{
  return kind == HD_CHECK_DESERTION ? "Advanced 8.12" : "Advanced 8.1";
}

gboolean
hd_morale_checks_check (const HdState *state,
                        HdCheckKind    kind,
                        const HdShot  *dice,
                        guint          n_dice,
                        GError       **error)
{
  g_autoptr(GArray) ids = NULL;
  HdCheckKind due;

  g_return_val_if_fail (state != NULL, FALSE);
  if (!morale_in_play (state))
    return hd_rules_refuse (error, rule_of (kind), _("morale and desertion checks are made only with the Advanced "
                                                     "Game's battlefield morale"));
  due = hd_morale_get_checks (state, &ids);
  if (due != kind)
    return hd_rules_refuse (error, rule_of (kind),
                            kind == HD_CHECK_MORALE
                              ? _("no morale check is owed now: units check their morale just after the enemy's fire "
                                  "has flipped them")
                              : _("no desertion check is owed now: the reduced units of both sides check once a "
                                  "battle is over"));
  if (n_dice != ids->len)
    return hd_rules_refuse (error, rule_of (kind), /* TRANSLATORS: %1$u the units that check, %2$u the dice given,
                             * %3$u the dice owed (the units again) */
                            ngettext ("%1$u unit checks now: one die for it, not %2$u",
                                      "%1$u units check now: one die each, %3$u in all, not %2$u", ids->len),
                            ids->len, n_dice, ids->len);
  for (guint k = 0; k < n_dice; k++)
    {
      const HdBoardUnit *bu = hd_state_unit_by_id (state, dice[k].shooter);

      if (bu == NULL || !owes (bu, kind))
        return hd_rules_refuse (error, rule_of (kind), _("unit #%u owes no check now"), dice[k].shooter);
      for (guint j = 0; j < k; j++)
        if (dice[j].shooter == dice[k].shooter)
          return hd_rules_refuse (error, rule_of (kind), _("each unit checks once: #%u has two dice"), dice[k].shooter);
      if (!hd_rules_check_die (dice[k].die, rule_of (kind), error))
        return FALSE;
    }
  return TRUE;
}

/* Advanced 8.1: a failed check routs the unit; Advanced 8.12: it deserts, going where a
 * unit lost in battle goes (5.1), but not counted for 6.2's die. */
gboolean
hd_morale_resolve (HdState       *state,
                   HdCheckKind    kind,
                   const HdShot  *dice,
                   guint          n_dice,
                   GError       **error)
{
  if (!hd_morale_checks_check (state, kind, dice, n_dice, error))
    return FALSE;
  for (guint k = 0; k < n_dice; k++)
    {
      int index = hd_state_find_unit_by_id (state, dice[k].shooter);
      gboolean fails = hd_morale_check_fails (hd_morale_passes_up_to (state, kind, dice[k].shooter), dice[k].die);
      HdBoardUnit *bu = hd_state_unit_at (state, (guint) index);

      bu->move.morale_due = FALSE;
      bu->move.desertion_due = FALSE;
      if (fails && kind == HD_CHECK_MORALE)
        bu->move.routed = TRUE;
      else if (fails)
        hd_turn_desert_unit (state, (guint) index);
    }
  if (kind == HD_CHECK_MORALE)
    hd_battle_check_end (state);
  else
    for (guint i = 0; i < state->units->len; i++)
      hd_state_unit_at (state, i)->move.routed = FALSE;   /* the battle is behind them */
  return TRUE;
}

/* Called as a battle ends with a winner: the loser's routed units left in
 * the box are lost with it (they count as eliminated, Advanced 8.1), and every
 * reduced unit that fought owes a desertion check (Advanced 8.12). */
static void
hd_morale_battle_over (HdState *state,
                       HdSide   loser)
{
  guint box = state->battle_box;

  if (!morale_in_play (state))
    return;
  state->battle_loser = loser;
  for (guint i = state->units->len; i-- > 0;)
    {
      const HdBoardUnit *bu = hd_state_unit_at (state, i);

      if (bu->box == box && bu->unit.side == loser && bu->move.routed)
        hd_turn_eliminate_unit (state, i);
    }
  for (guint i = 0; i < state->units->len; i++)
    {
      HdBoardUnit *bu = hd_state_unit_at (state, i);
      bu->move.desertion_due = bu->move.in_battle && bu->unit.reduced;
    }
}

gboolean
hd_morale_is_routed (const HdState *state,
                     guint          unit_id)
{
  const HdBoardUnit *bu;

  g_return_val_if_fail (state != NULL, FALSE);
  bu = hd_state_unit_by_id (state, unit_id);
  return bu != NULL && bu->move.routed && state->battle_box != HD_NO_BOX && bu->box == state->battle_box;
}

GArray *
hd_morale_get_routed (const HdState *state,
                      HdSide         side)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));

  g_return_val_if_fail (state != NULL, out);
  for (guint i = 0; i < state->units->len; i++)
    {
      const HdBoardUnit *bu = hd_state_unit_at (state, i);
      if (bu->unit.side == side && hd_morale_is_routed (state, bu->id))
        g_array_append_val (out, bu->id);
    }
  return out;
}

/* A new day has begun (its first round, nobody has fired in it yet), the
 * morale checks of the last fire are made, and @side has routed units it
 * has not yet rallied from today. */
static gboolean
side_may_rally (const HdState *state, HdSide side)
{
  g_autoptr(GArray) routed = NULL;

  if (!morale_in_play (state) || state->battle_box == HD_NO_BOX ||
      !hd_morale_rally_time (state->battle_round, state->battle_firing != state->player, state->rally_day[side]) ||
      hd_morale_get_checks (state, NULL) != HD_CHECK_NONE)
    return FALSE;
  routed = hd_morale_get_routed (state, side);
  return routed->len > 0;
}

HdSide
hd_morale_rally_due (const HdState *state)
{
  HdSide defender;

  g_return_val_if_fail (state != NULL, HD_SIDE_NEUTRAL);
  defender = hd_side_get_enemy (state->player);
  if (side_may_rally (state, defender))
    return defender;
  if (side_may_rally (state, state->player))
    return state->player;
  return HD_SIDE_NEUTRAL;
}

gboolean
hd_morale_rally_check (const HdState *state,
                       HdSide         side,
                       guint          unit_id,
                       GError       **error)
{
  const HdBoardUnit *bu;

  g_return_val_if_fail (state != NULL, FALSE);
  if (!morale_in_play (state))
    return hd_rules_refuse (error, "Advanced 8.11", _("routed units rally only with the Advanced Game's battlefield "
                                                      "morale"));
  if (side != HD_SIDE_UNION && side != HD_SIDE_CONFEDERATE)
    return hd_rules_refuse (error, "1.1", _("the Union or the Confederacy"));
  if (!side_may_rally (state, side))
    return hd_rules_refuse (error, "Advanced 8.11", _("each side may rally one routed unit at the end of each day of "
                                                      "a battle (every fourth round), before the next day's first "
                                                      "fire, and the %s has no rally to make now"),
                            hd_side_get_noun (side));
  if (hd_morale_rally_due (state) != side)
    return hd_rules_refuse (error, "Advanced 8.11", _("the defender rallies first"));
  if (unit_id == 0)
    return TRUE;
  bu = hd_state_unit_by_id (state, unit_id);
  if (bu == NULL || bu->unit.side != side || !hd_morale_is_routed (state, unit_id))
    return hd_rules_refuse (error, "Advanced 8.11", _("only a routed %s unit in the battle can rally"),
                            hd_side_get_name (side));
  return TRUE;
}

gboolean
hd_morale_rally (HdState  *state,
                 HdSide    side,
                 guint     unit_id,
                 GError  **error)
{
  if (!hd_morale_rally_check (state, side, unit_id, error))
    return FALSE;
  state->rally_day[side] = hd_battle_get_day (state);
  if (unit_id != 0)
    hd_state_unit_by_id (state, unit_id)->move.routed = FALSE;
  return TRUE;
}

/* ------------------------------------------------------------ the hooks */

/* Advanced 8.1, 8.12, as a battle ends with a winner */
static void
battle_over (HdState *state, HdSide winner)
{
  if (winner != HD_SIDE_NEUTRAL)
    hd_morale_battle_over (state, hd_side_get_enemy (winner));
}

/* Advanced 8.1 and 8.12: the dice of the checks awaited */
static gboolean
check_checks (const HdAction *a, const HdState *state, GError **error)
{
  HdCheckKind kind = a->type == HD_ACTION_MORALE ? HD_CHECK_MORALE : HD_CHECK_DESERTION;

  if (a->n_shots > HD_MAX_SHOTS)
    return hd_rules_refuse (error, "Advanced 8.1", _("too many dice"));
  return hd_morale_checks_check (state, kind, a->shots, a->n_shots, error);
}

static gboolean
apply_checks (const HdAction *a, HdState *state, GError **error)
{
  if (!check_checks (a, state, error))
    return FALSE;
  return hd_morale_resolve (state, a->type == HD_ACTION_MORALE ? HD_CHECK_MORALE : HD_CHECK_DESERTION, a->shots,
                            a->n_shots, error);
}

/* "rally #12" is the unit's side's rally; "no rally for Union" names it */
static HdSide
rally_side (const HdAction *a, const HdState *state)
{
  int index = a->unit != 0 ? hd_state_find_unit_by_id (state, a->unit) : -1;

  return index >= 0 ? hd_state_get_unit (state, (guint) index)->unit.side : a->side;
}


static gboolean
check_rally (const HdAction *a, const HdState *state, GError **error)
{
  return hd_morale_rally_check (state, rally_side (a, state), a->unit, error);
}

static gboolean
apply_rally (const HdAction *a, HdState *state, GError **error)
{
  return hd_morale_rally (state, rally_side (a, state), a->unit, error);
}

static char *
check_invariants (const HdState *self)
{
  gboolean morale = hd_state_has_option (self, "advanced-8.1");

  for (guint i = 0; i < self->units->len; i++)
    {
      const HdBoardUnit *bu = &g_array_index (self->units, HdBoardUnit, i);
      if (!morale && (bu->move.routed || bu->move.morale_due || bu->move.desertion_due))
        return hd_invariants_broken (12, "a routed unit or a check owed without Advanced 8.1");
      if (bu->move.morale_due && (self->battle_box == HD_NO_BOX || bu->box != self->battle_box))
        return hd_invariants_broken (12, "a morale check owed outside the battle being fought");
      if (bu->move.desertion_due && self->battle_box != HD_NO_BOX)
        return hd_invariants_broken (12, "a desertion check owed while a battle is fought");
    }
  return NULL;
}

/* Owed first, in this order: the morale checks of the last fire
 * (Advanced 8.1), a rally at a day's end (Advanced 8.11), the desertion
 * checks once the battle is over (Advanced 8.12). */
static gboolean
awaited (const HdState *state, HdAwaited *owed, GError **refusal)
{
  HdCheckKind checks = hd_morale_get_checks (state, NULL);
  HdSide rally;

  if (checks == HD_CHECK_MORALE)
    {
      *owed = (HdAwaited) { .kind = HD_AWAITED_MORALE, .which = -1, .action = HD_ACTION_MORALE,
                            .rule = "Advanced 8.1", .side = HD_SIDE_NEUTRAL, .sort = HD_AWAITS_DIE, .first = TRUE };
      hd_rules_refuse (refusal, owed->rule, _("the units the last fire flipped check their morale first: a die "
                                              "for each"));
    }
  else if ((rally = hd_morale_rally_due (state)) != HD_SIDE_NEUTRAL)
    {
      *owed = (HdAwaited) { .kind = HD_AWAITED_RALLY, .which = (int) rally, .action = HD_ACTION_RALLY,
                            .rule = "Advanced 8.11", .side = rally, .sort = HD_AWAITS_CHOICE, .first = TRUE };
      hd_rules_refuse (refusal, owed->rule, _("a new day of the battle begins: the %s first rallies one routed "
                                              "unit, or chooses not to"),
                       hd_side_get_noun (rally));
    }
  else if (checks == HD_CHECK_DESERTION)
    {
      *owed = (HdAwaited) { .kind = HD_AWAITED_DESERTION, .which = -1, .action = HD_ACTION_DESERTION,
                            .rule = "Advanced 8.12", .side = HD_SIDE_NEUTRAL, .sort = HD_AWAITS_DIE,
                            .first = TRUE };
      hd_rules_refuse (refusal, owed->rule, _("the battle is over: every reduced unit of both sides checks for "
                                              "desertion first, a die for each"));
    }
  else
    return FALSE;
  return TRUE;
}

static const HdHookedAction actions[] = {
  { HD_ACTION_MORALE, check_checks, apply_checks },
  { HD_ACTION_RALLY, check_rally, apply_rally },
  { HD_ACTION_DESERTION, check_checks, apply_checks },
};

const HdHooks hd_morale_hooks = {
  .name = "morale (Advanced 8.1)",
  .battle_over = battle_over,
  .check_invariants = check_invariants,
  .awaited = awaited,
  .actions = actions,
  .n_actions = G_N_ELEMENTS (actions),
};
