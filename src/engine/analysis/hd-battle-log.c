/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-battle-log.c: a battle told action by action.  Every line starts
 * with the action's own description (hd_action_describe); what the
 * position decided (a hit, a rout, a unit's box) is asked of the battle
 * and morale rules, never judged here. */
#define G_LOG_DOMAIN "hd-battle-log"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-battle.h"
#include "hd-battle-log.h"
#include "hd-morale.h"
#include "hd-describe.h"

char *
hd_battle_log_unit (const HdState *state,
                    guint          id)
{
  int i;
  const HdBoardUnit *bu;
  GString *out;

  g_return_val_if_fail (state != NULL, NULL);
  if (id == HD_GARRISON_ID)
    /* TRANSLATORS: a port's coastal garrison in battle (Advanced 5.0), its combat value, e.g. "Coastal garrison (2)" */
    return g_strdup_printf (hd_battle_get_garrison (state, hd_battle_get_box (state)) == 1
                              ? _("Coastal garrison (%u), reduced, entrenched")
                              : _("Coastal garrison (%u), entrenched"),
                            hd_map_get_box (hd_state_get_map (state), hd_battle_get_box (state))->recruit_confederate);
  i = hd_state_find_unit_by_id (state, id);
  if (i < 0)
    return g_strdup_printf (_("#%u (gone)"), id);
  bu = hd_state_get_unit (state, (guint) i);
  out = g_string_new (NULL);
  g_string_append_printf (out, "%s #%u", hd_unit_kind_get_code (bu->unit.kind), id);
  if (bu->unit.reduced)
    g_string_append (out, _(", reduced"));
  if (bu->unit.entrenched)
    g_string_append (out, _(", entrenched"));
  if (hd_battle_unit_crossing_counts (state, id))
    g_string_append (out, _(", crossed the river"));
  if (bu->move.invaded)
    g_string_append (out, _(", landed from the sea"));
  return g_string_free (out, FALSE);
}

/* The actions a battle's story tells; the others (a segment ended, a
 * correction) pass in silence. */
static gboolean
belongs (const HdAction *a)
{
  switch (a->type)
    {
    case HD_ACTION_BATTLE:
    case HD_ACTION_FIRE:
    case HD_ACTION_REINFORCE:
    case HD_ACTION_LEADER_REINFORCE:
    case HD_ACTION_RETREAT:
    case HD_ACTION_WITHDRAW:
    case HD_ACTION_MORALE:
    case HD_ACTION_DESERTION:
    case HD_ACTION_PROMOTE:
      return TRUE;
    case HD_ACTION_RALLY:
      return a->unit != 0;
    default:
      return FALSE;
    }
}

/* "  Vi #3 → Mi #5: 6, a hit", a line a shot (5.2). */
static void
tell_shots (GString *out, const HdState *s, const HdAction *a)
{
  for (guint k = 0; k < a->n_shots; k++)
    {
      HdShotNeed need;
      g_autofree char *shooter = hd_battle_log_unit (s, a->shots[k].shooter);
      g_autofree char *target = hd_battle_log_unit (s, a->shots[k].target);
      gboolean known = hd_battle_shot_need_for (s, &a->shots[k], &need);

      g_string_append_printf (out, "\n  %s → %s: ", shooter, target);
      /* TRANSLATORS: a shot's die and its result */
      g_string_append_printf (out, known && (int) a->shots[k].die <= need.value ? _("%u, a hit") : _("%u, a miss"),
                              a->shots[k].die);
    }
}

/* "  Vi #12: 6, routs", a line a check (Advanced 8.1, 8.12). */
static void
tell_checks (GString *out, const HdState *s, const HdAction *a)
{
  HdCheckKind kind = a->type == HD_ACTION_MORALE ? HD_CHECK_MORALE : HD_CHECK_DESERTION;

  for (guint k = 0; k < a->n_shots; k++)
    {
      g_autofree char *unit = hd_battle_log_unit (s, a->shots[k].shooter);
      gboolean fails = (int) a->shots[k].die > hd_morale_passes_up_to (s, kind, a->shots[k].shooter);

      /* TRANSLATORS: a check's die and its result, e.g. "Vi #12: 6, routs" */
      g_string_append_printf (out, "\n  %s: %u, %s", unit, a->shots[k].die,
                              !fails ? _("holds") : kind == HD_CHECK_MORALE ? _("routs") : _("deserts"));
    }
}

/* What the action's description leaves to the position: the round and
 * the side firing before, the rule or the unit and its box after. */
static void
tell (GString *out, const HdState *s, const HdAction *a)
{
  g_autofree char *said = hd_action_describe (a, hd_state_get_map (s));

  if (a->type == HD_ACTION_FIRE)
    /* TRANSLATORS: e.g. "Round 2, Union fire: Fire 3 shots" */
    g_string_append_printf (out, _("Round %u, %s fire: %s"), hd_battle_get_round (s),
                            hd_side_get_name (hd_battle_get_firing_side (s)), said);
  else
    g_string_append (out, said);
  switch (a->type)
    {
    case HD_ACTION_FIRE:
      tell_shots (out, s, a);
      break;
    case HD_ACTION_MORALE:
    case HD_ACTION_DESERTION:
      g_string_append (out, a->type == HD_ACTION_MORALE ? _(" (Advanced 8.1):") : _(" (Advanced 8.12):"));
      tell_checks (out, s, a);
      break;
    case HD_ACTION_REINFORCE:
    case HD_ACTION_RALLY:
    case HD_ACTION_PROMOTE:
      {
        g_autofree char *unit = hd_battle_log_unit (s, a->unit);
        int index = hd_state_find_unit_by_id (s, a->unit);
        /* TRANSLATORS: the unit an action names and where it is: ": Vi #6 from Vandalia." (5.5) or
         * ": Vi #6 in Manassas Junction." */
        g_string_append_printf (out, a->type == HD_ACTION_REINFORCE ? _(": %s from %s.") : _(": %s in %s."), unit,
                                index >= 0 ? hd_map_get_box (hd_state_get_map (s),
                                                             hd_state_get_unit (s, (guint) index)->box)->name
                                           : "?");
        break;
      }
    case HD_ACTION_LEADER_REINFORCE:
      g_string_append (out, _(", with his pluses from this round (Advanced 8.2.1)."));
      break;
    case HD_ACTION_RETREAT:
      /* TRANSLATORS: who retreats, after "Retreat to Richmond" (5.4) */
      g_string_append_printf (out, _(": the %s army (rule 5.4)."), hd_side_get_name (hd_battle_get_firing_side (s)));
      break;
    case HD_ACTION_WITHDRAW:
      g_string_append (out, _(" (rule 5.6)."));
      break;
    default:
      g_string_append_c (out, '.');
      break;
    }
  g_string_append_c (out, '\n');
}

char *
hd_battle_log_tell (const HdState  *start,
                    const HdAction *actions,
                    guint           n_actions)
{
  GString *out = g_string_new (NULL);
  g_autoptr(HdState) s = NULL;

  g_return_val_if_fail (start != NULL && (actions != NULL || n_actions == 0), g_string_free (out, FALSE));
  s = hd_state_copy (start);
  for (guint i = 0; i < n_actions; i++)
    {
      const HdAction *a = &actions[i];

      if (!hd_action_check (s, a, NULL))
        break;
      if (belongs (a))
        tell (out, s, a);
      hd_action_apply (a, s, NULL);
      if (!hd_battle_in_progress (s) && (a->type == HD_ACTION_FIRE || a->type == HD_ACTION_MORALE))
        {
          g_string_append (out, _("The battle is over."));
          g_string_append_c (out, '\n');
        }
    }
  return g_string_free (out, FALSE);
}
