/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-battle-log.c: the words of a battle's log for each action of it
 * (the battle panel shows them): the shots and their results, the
 * checks and theirs, retreats, reinforcements, rallies, promotions.
 * Every result is the engine's (hd_battle_shot_need_for,
 * hd_morale_passes_up_to), never judged again by the one who shows it. */
#define G_LOG_DOMAIN "hd-battle"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-battle-log.h"
#include "hd-leader.h"
#include "hd-morale.h"

/**
 * hd_battle_log_unit:
 *
 * A unit of the battle in @state as the log names it: "Vi #12, reduced,
 * entrenched", the coastal garrison with its value, or "#12 (gone)".
 */
char *
hd_battle_log_unit (const HdState *state,
                    guint          id)
{
  int i = hd_state_find_unit_by_id (state, id);
  const HdBoardUnit *bu;
  GString *out;

  if (id == HD_GARRISON_ID)
    /* TRANSLATORS: a port's coastal garrison in battle (Advanced 5.0), its combat value, e.g. "Coastal garrison (2)" */
    return g_strdup_printf (hd_battle_get_garrison (state, hd_battle_get_box (state)) == 1
                              ? _("Coastal garrison (%u), reduced, entrenched")
                              : _("Coastal garrison (%u), entrenched"),
                            hd_map_get_box (hd_state_get_map (state), hd_battle_get_box (state))->recruit_confederate);
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

/* "Round 2, Union fire:" and a line a shot: "Vi #3 → Mi #40: 4, a hit". */
static void
tell_fire (GString *out, const HdAction *a, const HdState *st)
{
  /* TRANSLATORS: e.g. "Round 2, Union fire:" */
  g_string_append_printf (out, _("Round %u, %s fire:"), hd_battle_get_round (st),
                          hd_side_get_name (hd_battle_get_firing_side (st)));
  for (guint k = 0; k < a->n_shots && k < HD_MAX_SHOTS; k++)
    {
      HdShotNeed need;
      g_autofree char *sh = hd_battle_log_unit (st, a->shots[k].shooter);
      g_autofree char *tg = hd_battle_log_unit (st, a->shots[k].target);
      gboolean known = hd_battle_shot_need_for (st, &a->shots[k], &need);

      g_string_append_printf (out, "\n  %s → %s: ", sh, tg);
      /* TRANSLATORS: a shot's die and its result */
      g_string_append_printf (out, known && (int) a->shots[k].die <= need.value ? _("%u, a hit") : _("%u, a miss"),
                              a->shots[k].die);
    }
}

/* "Morale checks (Advanced 8.1):" and a line a unit: "Vi #12: 6, routs". */
static void
tell_checks (GString *out, const HdAction *a, const HdState *st)
{
  HdCheckKind kind = a->type == HD_ACTION_MORALE ? HD_CHECK_MORALE : HD_CHECK_DESERTION;

  g_string_append (out, kind == HD_CHECK_MORALE ? _("Morale checks (Advanced 8.1):")
                                                : _("Desertion checks (Advanced 8.12):"));
  for (guint k = 0; k < a->n_shots && k < HD_MAX_SHOTS; k++)
    {
      g_autofree char *u = hd_battle_log_unit (st, a->shots[k].shooter);
      gboolean fails = (int) a->shots[k].die > hd_morale_passes_up_to (st, kind, a->shots[k].shooter);

      /* TRANSLATORS: a check's die and its result, e.g. "Vi #12: 6, routs" */
      g_string_append_printf (out, "\n  %s: %u, %s", u, a->shots[k].die,
                              !fails ? _("holds") : kind == HD_CHECK_MORALE ? _("routs") : _("deserts"));
    }
}

static const char *
box_name (HdMap *map, guint box)
{
  return box < hd_map_get_n_boxes (map) ? hd_map_get_box (map, box)->name : "?";
}

/* The action's lines, without the end of the battle. */
static gboolean
tell (GString *out, const HdAction *a, const HdState *st)
{
  HdMap *map = hd_state_get_map (st);
  g_autofree char *u = NULL;
  int index;

  switch (a->type)
    {
    case HD_ACTION_BATTLE:
      g_string_append_printf (out, _("The battle of %s begins."), box_name (map, a->box));
      return TRUE;
    case HD_ACTION_FIRE:
      tell_fire (out, a, st);
      return TRUE;
    case HD_ACTION_REINFORCE:
      u = hd_battle_log_unit (st, a->unit);
      index = hd_state_find_unit_by_id (st, a->unit);
      g_string_append_printf (out, _("Reinforcement: %s from %s."), u,
                              index >= 0 ? box_name (map, hd_state_get_unit (st, (guint) index)->box) : "?");
      return TRUE;
    case HD_ACTION_LEADER_REINFORCE:
      g_string_append_printf (out, _("Reinforcement: %s, with his pluses from this round (Advanced 8.2.1)."),
                              a->leader < HD_N_LEADERS ? hd_leader_get_name (a->leader) : "?");
      return TRUE;
    case HD_ACTION_RETREAT:
      g_string_append_printf (out, _("The %s army retreats to %s."), hd_side_get_name (hd_battle_get_firing_side (st)),
                              box_name (map, a->to));
      return TRUE;
    case HD_ACTION_WITHDRAW:
      g_string_append_printf (out, _("The defending cavalry withdraws to %s."), box_name (map, a->to));
      return TRUE;
    case HD_ACTION_MORALE:
    case HD_ACTION_DESERTION:
      tell_checks (out, a, st);
      return TRUE;
    case HD_ACTION_RALLY:
      if (a->unit == 0)
        return FALSE;
      u = hd_battle_log_unit (st, a->unit);
      g_string_append_printf (out, _("Rallied at the end of the day: %s."), u);
      return TRUE;
    case HD_ACTION_PROMOTE:
      u = hd_battle_log_unit (st, a->unit);
      g_string_append_printf (out, _("Promoted after the victory: %s."), u);
      return TRUE;
    default:
      return FALSE;
    }
}

/**
 * hd_battle_log_tell:
 * @before: the position @action was made in
 * @after: (nullable): the position after it, to tell the end of the battle
 *
 * @action in a battle's log, judged in @before: "Round 2, Union fire:"
 * with a line a shot ("Vi #3 → Mi #40: 4, a hit"), "Morale checks
 * (Advanced 8.1):" with a line a unit ("Vi #12: 6, routs"), "The Union
 * army retreats to Winchester.", the reinforcements, the rally, the
 * promotion; then "The battle is over." when a fire or a morale check
 * ended it.  Each line but the last ends with a line feed.  NULL for an
 * action a battle's log does not tell (no rally, a march...).
 */
char *
hd_battle_log_tell (const HdAction *action,
                    const HdState  *before,
                    const HdState  *after)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (action != NULL && before != NULL, NULL);
  if (!tell (out, action, before))
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  if (after != NULL && !hd_battle_in_progress (after) &&
      (action->type == HD_ACTION_FIRE || action->type == HD_ACTION_MORALE))
    g_string_append_printf (out, "\n%s", _("The battle is over."));
  return g_string_free (out, FALSE);
}
