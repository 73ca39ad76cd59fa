/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-preview.c: a battle seen before it is fought.  The moves are made on
 * a copy of the state, the Movement Segment ended and the battle chosen,
 * all by the rules' own actions, so the preview is the battle the Combat
 * Segment will start: the same units, entrenchment and river crossing
 * (5.31, 5.34), and the same odds. */
#define G_LOG_DOMAIN "hd-preview"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-excerpt.h"
#include "hd-preview.h"
#include "hd-scenario.h"
#include "hd-state-private.h"

HdState *
hd_preview_battle (const HdState  *state,
                   const HdAction *moves,
                   guint           n_moves,
                   guint           box,
                   GError        **error)
{
  g_autoptr(HdState) copy = NULL;
  HdAction end = { .type = HD_ACTION_END_SEGMENT };
  HdAction battle = { .type = HD_ACTION_BATTLE };

  g_return_val_if_fail (state != NULL && (moves != NULL || n_moves == 0), NULL);
  if (hd_state_get_segment (state) != HD_SEGMENT_MOVEMENT || hd_state_is_over (state))
    {
      hd_rules_refuse (error, "3.0", _("the battles a move would start are foreseen only in the Movement Segment"));
      return NULL;
    }
  copy = hd_state_copy (state);
  for (guint i = 0; i < n_moves; i++)
    if (!hd_action_apply (&moves[i], copy, error))
      return NULL;
  battle.box = box;
  if (!hd_action_apply (&end, copy, error) || !hd_action_apply (&battle, copy, error))
    return NULL;
  return g_steal_pointer (&copy);
}

GArray *
hd_preview_defender_help (const HdState *battle)
{
  g_autoptr(HdState) round2 = NULL;

  g_return_val_if_fail (battle != NULL, NULL);
  round2 = hd_state_copy (battle);
  if (round2->battle_box != HD_NO_BOX)
    {
      round2->battle_round = 2;
      round2->battle_firing = hd_side_get_enemy (round2->player);
    }
  return hd_battle_reinforcements (round2);
}

/* The box two written-out lines fight in: tan, no permanent entrenchment,
 * away from the sea. */
#define LINES_BOX "lexington"

/* Adds the units of @codes (e.g. "Vi", "Mi-r") for @side to @box. */
static gboolean
add_line (HdState *s, char **codes, guint n, HdSide side, guint box, gboolean entrenched, GError **error)
{
  for (guint i = 0; i < n; i++)
    {
      HdUnit u;
      HdAction add = { .type = HD_ACTION_ADD_UNIT, .box = box, .side = side, .flag = entrenched };

      if (!hd_unit_from_code (codes[i], side, &u))
        {
          g_autofree char *quoted = hd_excerpt (codes[i], -1);
          return hd_rules_refuse (error, "11.4", _("\"%s\" is not a unit: write Mi, Mc, Vi, Vc, Ci or Cc, with -r "
                                                   "for a reduced one"), quoted);
        }
      add.kind = u.kind;
      add.reduced = u.reduced;
      if (!hd_action_apply (&add, s, error))
        return FALSE;
    }
  return TRUE;
}

/* Splits "Vi Vi Mi vs Ci-r Mi entrenched river" into the two lines and
 * the words after them. */
static gboolean
split_lines (char **words, guint *n_attackers, guint *first_defender, guint *n_defenders,
             gboolean *entrenched, gboolean *river, GError **error)
{
  guint n = g_strv_length (words), vs = n;

  for (guint i = 0; i < n; i++)
    if (g_ascii_strcasecmp (words[i], "vs") == 0)
      vs = i;
  *entrenched = *river = FALSE;
  while (n > vs + 1 && (g_ascii_strcasecmp (words[n - 1], "entrenched") == 0 ||
                        g_ascii_strcasecmp (words[n - 1], "river") == 0))
    {
      if (g_ascii_strcasecmp (words[n - 1], "river") == 0)
        *river = TRUE;
      else
        *entrenched = TRUE;
      n--;
    }
  if (vs == 0 || vs + 1 >= n)
    return hd_rules_refuse (error, "5.0", _("write the attacking units, \"vs\", then the defending units, e.g. "
                                            "\"Vi Vi Mi vs Ci-r Mi entrenched river\""));
  *n_attackers = vs;
  *first_defender = vs + 1;
  *n_defenders = n - vs - 1;
  return TRUE;
}

HdState *
hd_preview_lines (HdMap       *map,
                  HdSide       attacker,
                  const char  *text,
                  GError     **error)
{
  g_autoptr(HdScenario) scenario = NULL;
  g_autoptr(HdState) s = NULL;
  g_auto(GStrv) words = NULL;
  HdAction end = { .type = HD_ACTION_END_SEGMENT };
  HdAction battle = { .type = HD_ACTION_BATTLE };
  guint n_attackers = 0, first_defender = 0, n_defenders = 0;
  gboolean entrenched = FALSE, river = FALSE;
  g_autofree char *copy = g_strstrip (g_strdup (text));
  const HdBox *box;

  g_return_val_if_fail (HD_IS_MAP (map) && text != NULL, NULL);
  words = g_strsplit_set (copy, " \t", -1);
  {
    /* drop the empty words of repeated spaces */
    guint k = 0;
    for (guint i = 0; words[i] != NULL; i++)
      if (words[i][0] != '\0')
        words[k++] = words[i];
      else
        g_free (words[i]);
    words[k] = NULL;
  }
  if (!split_lines (words, &n_attackers, &first_defender, &n_defenders, &entrenched, &river, error))
    return NULL;
  box = hd_map_lookup_id (map, LINES_BOX);
  scenario = hd_scenario_new_builtin (map, "1861-campaign", error);
  if (box == NULL || scenario == NULL)
    return NULL;
  s = hd_state_new_from_scenario (map, scenario);
  while (hd_state_get_n_units (s) > 0)
    hd_state_remove_unit (s, 0);
  while (hd_state_get_player (s) != attacker || hd_state_get_segment (s) != HD_SEGMENT_COMBAT)
    if (!hd_action_apply (&end, s, error))
      return NULL;
  battle.box = box->index;
  if (!add_line (s, words + first_defender, n_defenders, hd_side_get_enemy (attacker), box->index, entrenched,
                 error) ||
      !add_line (s, words, n_attackers, attacker, box->index, FALSE, error) ||
      !hd_action_apply (&battle, s, error))
    return NULL;
  for (guint i = 0; river && i < s->units->len; i++)
    {
      HdBoardUnit *bu = &g_array_index (s->units, HdBoardUnit, i);
      bu->move.crossed = bu->unit.side == attacker;
    }
  return g_steal_pointer (&s);
}
