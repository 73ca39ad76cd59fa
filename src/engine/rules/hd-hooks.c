/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-hooks.c: calling the hooks of the Advanced Game and the optional
 * rules (hd-hooks.h says why they are a table, and who fills it), in the
 * order of hd_hooks[]. */
#define G_LOG_DOMAIN "hd-hooks"

#include "config.h"

#include <string.h>

#include "hd-hooks.h"

#define EACH_HOOK(h) for (const HdHooks *const *h = hd_hooks; *h != NULL; h++)

void
hd_hooks_options_set (HdState            *state,
                      const char * const *options)
{
  EACH_HOOK (h)
    if ((*h)->options_set != NULL)
      (*h)->options_set (state, options);
}

void
hd_hooks_turn_begun (HdState *state)
{
  EACH_HOOK (h)
    if ((*h)->turn_begun != NULL)
      (*h)->turn_begun (state);
}

void
hd_hooks_recruitment_begun (HdState *state)
{
  EACH_HOOK (h)
    if ((*h)->recruitment_begun != NULL)
      (*h)->recruitment_begun (state);
}

void
hd_hooks_combat_over (HdState      *state,
                      const HdSide *control_before)
{
  EACH_HOOK (h)
    if ((*h)->combat_over != NULL)
      (*h)->combat_over (state, control_before);
}

void
hd_hooks_battle_over (HdState *state,
                      HdSide   winner)
{
  EACH_HOOK (h)
    if ((*h)->battle_over != NULL)
      (*h)->battle_over (state, winner);
}

void
hd_hooks_battle_begun (HdState *state,
                       guint    box)
{
  EACH_HOOK (h)
    if ((*h)->battle_begun != NULL)
      (*h)->battle_begun (state, box);
}

void
hd_hooks_army_moved (HdState *state,
                     HdSide   side,
                     guint    from,
                     guint    to)
{
  EACH_HOOK (h)
    if ((*h)->army_moved != NULL)
      (*h)->army_moved (state, side, from, to);
}

/* The pluses of every module, and in *@pieces (when not NULL) the pieces
 * they may be spread over. */
guint
hd_hooks_battle_pluses (const HdState *state,
                        HdSide         side,
                        guint         *pieces)
{
  guint n = 0, p = 0;

  EACH_HOOK (h)
    if ((*h)->battle_pluses != NULL)
      n += (*h)->battle_pluses (state, side, &p);
  if (pieces != NULL)
    *pieces = p;
  return n;
}

void
hd_hooks_action_applied (HdState        *state,
                         const HdAction *action)
{
  EACH_HOOK (h)
    if ((*h)->action_applied != NULL)
      (*h)->action_applied (state, action);
}

void
hd_hooks_unit_removed (HdState           *state,
                       const HdBoardUnit *unit)
{
  EACH_HOOK (h)
    if ((*h)->unit_removed != NULL)
      (*h)->unit_removed (state, unit);
}

guint
hd_hooks_extra_counters (const HdState *state,
                         HdSide         side,
                         HdUnitKind     kind)
{
  guint n = 0;

  EACH_HOOK (h)
    if ((*h)->extra_counters != NULL)
      n += (*h)->extra_counters (state, side, kind);
  return n;
}

gboolean
hd_hooks_battle_without_enemy (const HdState *state,
                               guint          box)
{
  EACH_HOOK (h)
    if ((*h)->battle_without_enemy != NULL && (*h)->battle_without_enemy (state, box))
      return TRUE;
  return FALSE;
}

gboolean
hd_hooks_battle_held_off (const HdState *state,
                          guint          box)
{
  EACH_HOOK (h)
    if ((*h)->battle_held_off != NULL && (*h)->battle_held_off (state, box))
      return TRUE;
  return FALSE;
}

gboolean
hd_hooks_may_sail (const HdState *state,
                   HdSide         side)
{
  EACH_HOOK (h)
    if ((*h)->may_sail != NULL && (*h)->may_sail (state, side))
      return TRUE;
  return FALSE;
}

gboolean
hd_hooks_reads_recruitment_die (const HdState *state)
{
  EACH_HOOK (h)
    if ((*h)->reads_recruitment_die != NULL && (*h)->reads_recruitment_die (state))
      return TRUE;
  return FALSE;
}

/* The number N of an "invariant N: what" (hd_invariants_broken). */
static guint64
invariant_number (const char *why)
{
  return g_str_has_prefix (why, "invariant ") ? g_ascii_strtoull (why + strlen ("invariant "), NULL, 10)
                                               : G_MAXUINT64;
}

/* The lowest-numbered invariant any module finds broken, as the numbered
 * list in hd-invariants.h orders them, whatever the table's order. */
char *
hd_hooks_check_invariants (const HdState *state)
{
  char *first = NULL;

  EACH_HOOK (h)
    if ((*h)->check_invariants != NULL)
      {
        char *why = (*h)->check_invariants (state);

        if (why == NULL)
          continue;
        if (first == NULL || invariant_number (why) < invariant_number (first))
          {
            g_free (first);
            first = why;
          }
        else
          g_free (why);
      }
  return first;
}

gboolean
hd_hooks_get_awaited (const HdState *state,
                      HdAwaited     *owed,
                      GError       **refusal)
{
  EACH_HOOK (h)
    if ((*h)->awaited != NULL && (*h)->awaited (state, owed, refusal))
      return TRUE;
  return FALSE;
}

const HdHookedAction *
hd_hooks_find_action (guint type)
{
  EACH_HOOK (h)
    for (guint i = 0; i < (*h)->n_actions; i++)
      if ((*h)->actions[i].type == type)
        return &(*h)->actions[i];
  return NULL;
}
