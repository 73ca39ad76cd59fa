/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-battle-log.c: a battle told action by action.  Every line starts
 * with the action's own description (hd_describe_action); what the
 * position decided is asked of the rules the battle itself applies,
 * never judged here: a shot's hit of hd_battle_shot_need_for and
 * hd_battle_shot_hits (rule 5.1), a check's rout or desertion of
 * hd_morale_passes_up_to and hd_morale_check_fails (Advanced 8.1,
 * 8.12), a unit's box of the position. */
#define G_LOG_DOMAIN "hd-battle-log"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-battle.h"
#include "hd-battle-private.h"
#include "hd-battle-log.h"
#include "hd-morale.h"
#include "hd-describe.h"

/* *@unit replaced by @told, the unit told with one more state. */
static void
add_state (char **unit, char *told)
{
  g_free (*unit);
  *unit = told;
}

/* Unit @id as it stood in @then's battle (reduced, entrenched, across a
 * river; its number where a twin stood with it), of the kind it is @now:
 * a unit promoted since is told by its new kind in every line, as the
 * lists beside the log show it. */
static char *
unit_words (const HdState *then, const HdState *now, guint id)
{
  int i;
  const HdBoardUnit *bu;
  char *out, *named;

  if (id == HD_GARRISON_ID)
    /* TRANSLATORS: a port's coastal garrison in battle (Advanced 5.0), its combat value, e.g. "Coastal garrison (2)" */
    return g_strdup_printf (hd_battle_get_garrison (then, hd_battle_get_box (then)) == 1
                              ? _("Coastal garrison (%u), reduced, entrenched")
                              : _("Coastal garrison (%u), entrenched"),
                            hd_map_get_box (hd_state_get_map (then), hd_battle_get_box (then))->recruit_confederate);
  i = hd_state_find_unit_by_id (then, id);
  if (i < 0)
    return g_strdup_printf (_("#%u (gone)"), id);
  bu = hd_state_get_unit (then, (guint) i);
  /* told apart from its twins as it stood then, by the kind it is now */
  named = hd_describe_unit_as (then, id, hd_state_find_unit_by_id (now, id) >= 0
                                           ? hd_state_get_unit (now, (guint) hd_state_find_unit_by_id (now, id))->unit.kind
                                           : bu->unit.kind);
  out = named;
  /* TRANSLATORS: a unit in battle and one more of its states, e.g. "Vi #3, reduced" */
  if (bu->unit.reduced)
    add_state (&out, g_strdup_printf (_("%s, reduced"), out));
  /* TRANSLATORS: e.g. "Vi #3, reduced, entrenched" */
  if (bu->unit.entrenched)
    add_state (&out, g_strdup_printf (_("%s, entrenched"), out));
  /* TRANSLATORS: e.g. "Vi #3, crossed the river" (rule 5.34) */
  if (hd_battle_unit_crossing_counts (then, id))
    add_state (&out, g_strdup_printf (_("%s, crossed the river"), out));
  /* TRANSLATORS: e.g. "Vi #3, landed from the sea" */
  if (bu->move.invaded)
    add_state (&out, g_strdup_printf (_("%s, landed from the sea"), out));
  return out;
}

char *
hd_battle_log_unit (const HdState *state,
                    guint          id)
{
  g_return_val_if_fail (state != NULL, NULL);
  return unit_words (state, state, id);
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
tell_shots (GString *out, const HdState *s, const HdState *now, const HdAction *a)
{
  for (guint k = 0; k < a->n_shots; k++)
    {
      HdShotNeed need;
      g_autofree char *shooter = unit_words (s, now, a->shots[k].shooter);
      g_autofree char *target = unit_words (s, now, a->shots[k].target);
      gboolean hits = hd_battle_shot_need_for (s, &a->shots[k], &need) &&
                      hd_battle_shot_hits (need.value, a->shots[k].die);

      g_string_append (out, "\n  ");
      /* TRANSLATORS: a shot, its die and its result, e.g. "Vi #3 → Mi #5: 6, a hit" (rule 5.2) */
      g_string_append_printf (out, hits ? _("%s → %s: %u, a hit") : _("%s → %s: %u, a miss"), shooter, target,
                              a->shots[k].die);
    }
}

/* "  Vi #12: 6, routs", a line a check (Advanced 8.1, 8.12). */
static void
tell_checks (GString *out, const HdState *s, const HdState *now, const HdAction *a)
{
  HdCheckKind kind = a->type == HD_ACTION_MORALE ? HD_CHECK_MORALE : HD_CHECK_DESERTION;

  for (guint k = 0; k < a->n_shots; k++)
    {
      g_autofree char *unit = unit_words (s, now, a->shots[k].shooter);
      gboolean fails = hd_morale_check_fails (hd_morale_passes_up_to (s, kind, a->shots[k].shooter),
                                              a->shots[k].die);

      g_string_append (out, "\n  ");
      /* TRANSLATORS: a unit's morale or desertion check, its die and its result, e.g. "Vi #12: 6, routs"
       * (Advanced 8.1, 8.12) */
      g_string_append_printf (out, !fails ? _("%s: %u, holds") : kind == HD_CHECK_MORALE ? _("%s: %u, routs")
                                                                                           : _("%s: %u, deserts"),
                              unit, a->shots[k].die);
    }
}

/* Where the unit an action names is: its box's name. */
static const char *
unit_box_name (const HdState *s, guint id)
{
  int index = hd_state_find_unit_by_id (s, id);

  /* TRANSLATORS: in the battle log, the box of a unit no longer on the board */
  return index >= 0 ? hd_map_get_box (hd_state_get_map (s), hd_state_get_unit (s, (guint) index)->box)->name
                    : _("?");
}

/* The action's line: its description (@said), then what it leaves to
 * the position, the rule or the unit and its box, a whole sentence. */
static void
tell_line (GString *out, const HdState *s, const HdState *now, const HdAction *a, const char *said)
{
  switch (a->type)
    {
    case HD_ACTION_FIRE:
      /* TRANSLATORS: e.g. "Round 2, Union fire: Fire 3 shots" */
      g_string_append_printf (out, _("Round %u, %s fire: %s"), hd_battle_get_round (s),
                              hd_side_get_name (hd_battle_get_firing_side (s)), said);
      break;
    case HD_ACTION_MORALE:
      /* TRANSLATORS: an action, then its rule, before the checks' lines, e.g. "Morale checks (Advanced 8.1):" */
      g_string_append_printf (out, _("%s (Advanced 8.1):"), said);
      break;
    case HD_ACTION_DESERTION:
      /* TRANSLATORS: an action, then its rule, before the checks' lines */
      g_string_append_printf (out, _("%s (Advanced 8.12):"), said);
      break;
    case HD_ACTION_REINFORCE:
    case HD_ACTION_RALLY:
    case HD_ACTION_PROMOTE:
      {
        g_autofree char *unit = unit_words (s, now, a->unit);
        /* TRANSLATORS: an action, the unit it names and where it is: "Reinforce: Vi #6 from Vandalia." (5.5) or
         * "Rally: Vi #6 in Manassas Junction." */
        g_string_append_printf (out, a->type == HD_ACTION_REINFORCE ? _("%s: %s from %s.") : _("%s: %s in %s."), said,
                                unit, unit_box_name (s, a->unit));
        break;
      }
    case HD_ACTION_LEADER_REINFORCE:
      /* TRANSLATORS: an action of a leader's reinforcement, then its rule */
      g_string_append_printf (out, _("%s, with his pluses from this round (Advanced 8.2.1)."), said);
      break;
    case HD_ACTION_RETREAT:
      /* TRANSLATORS: an action, then who retreats: "Retreat to Richmond: the Union army (rule 5.4)." */
      g_string_append_printf (out, _("%s: the %s army (rule 5.4)."), said,
                              hd_side_get_name (hd_battle_get_firing_side (s)));
      break;
    case HD_ACTION_WITHDRAW:
      /* TRANSLATORS: an action, then its rule */
      g_string_append_printf (out, _("%s (rule 5.6)."), said);
      break;
    default:
      /* TRANSLATORS: an action told as a sentence */
      g_string_append_printf (out, _("%s."), said);
      break;
    }
}

/* An action told: its line, then a line a shot or a check. */
static void
tell (GString *out, const HdState *s, const HdState *now, const HdAction *a)
{
  g_autofree char *said = hd_describe_action_at (a, s);

  tell_line (out, s, now, a, said);
  if (a->type == HD_ACTION_FIRE)
    tell_shots (out, s, now, a);
  else if (a->type == HD_ACTION_MORALE || a->type == HD_ACTION_DESERTION)
    tell_checks (out, s, now, a);
  g_string_append_c (out, '\n');
}

/* Who won the battle and how, a sentence with its rule (@o of
 * hd_battle_get_outcome). */
static char *
outcome_sentence (const HdState *s, const HdBattleOutcome *o)
{
  HdMap *map = hd_state_get_map (s);
  const char *box = hd_map_get_box (map, o->box)->name;
  const char *to = o->to != HD_NO_BOX ? hd_map_get_box (map, o->to)->name : "";
  gboolean union_won = o->winner == HD_SIDE_UNION;

  switch (o->how)
    {
    case HD_BATTLE_ENDED_ELIMINATED:
      if (o->garrison_only)
        /* TRANSLATORS: a battle's end, %s its box */
        return g_strdup_printf (_("The Union wins the battle of %s against the coastal garrison alone, which earns "
                                  "no promotion (Advanced 5.0)."), box);
      /* TRANSLATORS: a battle's end, %s its box */
      return g_strdup_printf (union_won ? _("The Union wins the battle of %s: every Confederate unit there is "
                                            "eliminated (rule 5.0).")
                                        : _("The Confederacy wins the battle of %s: every Union unit there is "
                                            "eliminated (rule 5.0)."), box);
    case HD_BATTLE_ENDED_ROUTED:
      /* TRANSLATORS: a battle's end, %s its box */
      return g_strdup_printf (union_won ? _("The Union wins the battle of %s: every Confederate unit there is "
                                            "eliminated or routed (rule 5.0, Advanced 8.1).")
                                        : _("The Confederacy wins the battle of %s: every Union unit there is "
                                            "eliminated or routed (rule 5.0, Advanced 8.1)."), box);
    case HD_BATTLE_ENDED_RETREAT:
      /* TRANSLATORS: a battle's end, %1$s its box, %2$s where the loser went */
      return g_strdup_printf (union_won ? _("The Union wins the battle of %1$s: the Confederate army retreated to "
                                            "%2$s (rule 5.4).")
                                        : _("The Confederacy wins the battle of %1$s: the Union army retreated to "
                                            "%2$s (rule 5.4)."), box, to);
    case HD_BATTLE_ENDED_EVACUATION:
      /* TRANSLATORS: a battle's end, %1$s its box, %2$s where the Union army sailed to */
      return g_strdup_printf (_("The Confederacy wins the battle of %1$s: the Union army evacuated by sea to %2$s "
                                "(rule 5.41)."), box, to);
    case HD_BATTLE_ENDED_WITHDRAWAL:
      /* TRANSLATORS: a battle avoided, %1$s its box, %2$s where the defender's cavalry went */
      return g_strdup_printf (o->attacker == HD_SIDE_UNION
                                ? _("No battle at %1$s: the Confederate cavalry withdrew to %2$s before combat, "
                                    "and nobody won or lost (rule 5.6).")
                                : _("No battle at %1$s: the Union cavalry withdrew to %2$s before combat, and "
                                    "nobody won or lost (rule 5.6)."), box, to);
    case HD_BATTLE_ENDED_CORRECTION:
    case HD_BATTLE_ENDED_NONE:
    default:
      /* TRANSLATORS: a battle's end, %s its box */
      return g_strdup_printf (_("The battle of %s ended with a correction on the board: nobody won it."), box);
    }
}

char *
hd_battle_log_outcome (const HdState *state)
{
  HdBattleOutcome o;
  GString *out;
  char *said;

  g_return_val_if_fail (state != NULL, NULL);
  if (!hd_battle_get_outcome (state, &o))
    return NULL;
  said = outcome_sentence (state, &o);
  out = g_string_new (said);
  g_free (said);
  if (o.rounds > 0 && o.how != HD_BATTLE_ENDED_CORRECTION)
    {
      g_string_append_c (out, ' ');
      /* TRANSLATORS: how long a battle lasted, after who won it */
      g_string_append_printf (out, ngettext ("It lasted %u battle round.", "It lasted %u battle rounds.", o.rounds),
                              o.rounds);
    }
  if (o.days > 0)
    {
      g_string_append_c (out, ' ');
      /* TRANSLATORS: a battle fought by days (Advanced 7.0), after how many rounds it lasted */
      g_string_append_printf (out, _("Days of battle: %u (Advanced 7.0)."), o.days);
    }
  return g_string_free (out, FALSE);
}

/* The position after the actions @start accepts, in order. */
static HdState *
play_out (const HdState *start, const HdAction *actions, guint n_actions)
{
  HdState *s = hd_state_copy (start);

  for (guint i = 0; i < n_actions && hd_action_check (s, &actions[i], NULL); i++)
    hd_action_apply (&actions[i], s, NULL);
  return s;
}

char *
hd_battle_log_tell (const HdState  *start,
                    const HdAction *actions,
                    guint           n_actions)
{
  GString *out = g_string_new (NULL);
  g_autoptr(HdState) s = NULL;
  g_autoptr(HdState) now = NULL;

  g_return_val_if_fail (start != NULL && (actions != NULL || n_actions == 0), g_string_free (out, FALSE));
  now = play_out (start, actions, n_actions);
  s = hd_state_copy (start);
  for (guint i = 0; i < n_actions; i++)
    {
      const HdAction *a = &actions[i];

      gboolean fighting;

      if (!hd_action_check (s, a, NULL))
        break;
      if (belongs (a))
        tell (out, s, now, a);
      fighting = hd_battle_in_progress (s);
      hd_action_apply (a, s, NULL);
      if (fighting && !hd_battle_in_progress (s))
        {
          /* who won, and how (the battle decided it) */
          g_autofree char *ended = hd_battle_log_outcome (s);
          g_string_append (out, ended != NULL ? ended : _("The battle is over."));
          g_string_append_c (out, '\n');
        }
    }
  return g_string_free (out, FALSE);
}
