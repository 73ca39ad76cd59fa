/* hd-preview.c: a battle seen before it is fought.  The moves are made on
 * a copy of the state, the Movement Segment ended and the battle chosen,
 * all by the rules' own actions, so the preview is the battle the Combat
 * Segment will start: the same units, entrenchment and river crossing
 * (5.31, 5.34), and the same odds. */
#define G_LOG_DOMAIN "hd-preview"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-preview.h"
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
      hd_rules_refuse (error, "3.0", _("a battle is foreseen in the Movement Segment"));
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
