/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-turn.c: the sequence of play (rule 3.0): Movement, Combat,
 * Promotions, Recruitment, Union then Confederacy, Game Turn after Game
 * Turn (9.0); what happens as a Player Turn begins, as the Combat Segment
 * ends (8.0, 5.7) and as the Recruitment Segment begins; the game's
 * options set up; units lost to the board.  The rules layer: the state it
 * changes is a plain value (hd-state.c), and the Advanced Game acts at
 * each of these moments through the hooks (hd-hooks.h). */
#define G_LOG_DOMAIN "hd-turn"

#include "config.h"

#include <string.h>

#include "hd-calendar.h"
#include "hd-hooks.h"
#include "hd-state-private.h"
#include "hd-turn.h"

/* The start of a Player Turn: the movement bookkeeping starts afresh
 * (hd_state_clear_moves), then the hooks: supply is traced (Advanced
 * 2.0), border states and intervention are checked (Advanced 8.3, 8.4),
 * leaders arrive (Advanced 8.2), garrisons are raised (Advanced 5.0). */
void
hd_turn_begin_player_turn (HdState *self)
{
  g_return_if_fail (self != NULL);
  hd_state_clear_moves (self);
  hd_hooks_turn_begun (self);
}

static void
end_movement (HdState *self)
{
  /* the last march ends with the segment, and a breakout's promotion */
  self->promotion_side = HD_SIDE_NEUTRAL;
  self->garrison_won = FALSE;
  memset (&self->outcome, 0, sizeof self->outcome);
  self->active_box = HD_NO_BOX;
  for (guint i = 0; i < self->units->len; i++)
    g_array_index (self->units, HdBoardUnit, i).move.in_march = FALSE;
}

/* Control changes at the end of each Combat Segment (8.0), units
 * recover (5.7); then the hooks (containments end, Washington's fall
 * asks for a die, garrisons stand whole again). */
static void
end_combat (HdState *self)
{
  g_autofree HdSide *before = g_memdup2 (self->control, sizeof (HdSide) * hd_map_get_n_boxes (self->map));

  hd_state_capture_boxes (self, self->player);
  /* recovery after the Combat Segment (5.7), unless units must be
   * refitted with points instead (5.71) */
  if (!hd_state_has_option (self, "5.71"))
    for (guint i = 0; i < self->units->len; i++)
      g_array_index (self->units, HdBoardUnit, i).unit.reduced = FALSE;
  hd_hooks_combat_over (self, before);
  self->promotion_side = HD_SIDE_NEUTRAL;
  self->garrison_won = FALSE;
  memset (&self->outcome, 0, sizeof self->outcome);
}

/* Rule 3.0: Movement, Combat, Promotions, Recruitment, Union then
 * Confederacy; after the Confederate Player Turn the next Game Turn begins
 * (9.0), with its draft if one is due (7.2, 7.3).  Control changes at the
 * end of each Combat Segment (8.0).  Returns FALSE, changing nothing, once
 * the scenario's last Game Turn is over. */
gboolean
hd_turn_end_segment (HdState *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  if (self->turn > self->end_turn || self->winner != HD_SIDE_NEUTRAL)
    return FALSE;
  if (self->segment == HD_SEGMENT_MOVEMENT)
    end_movement (self);
  if (self->segment == HD_SEGMENT_COMBAT)
    end_combat (self);
  if (self->segment != HD_SEGMENT_RECRUITMENT)
    {
      self->segment++;
      if (self->segment == HD_SEGMENT_PROMOTION)
        {
          self->promotions_left = 1;      /* one unit (6.0) */
          self->promotion_die = 0;
        }
      if (self->segment == HD_SEGMENT_RECRUITMENT)
        {
          self->recruit_die = 0;
          self->recruit_points = 0;
          memset (self->recruited, 0, hd_map_get_n_boxes (self->map));
          hd_hooks_recruitment_begun (self);   /* captured leaders return (Advanced 8.2.2) */
        }
      return TRUE;
    }
  self->segment = HD_SEGMENT_MOVEMENT;
  if (self->player == HD_SIDE_UNION)
    {
      self->player = HD_SIDE_CONFEDERATE;
      hd_turn_begin_player_turn (self);
      return TRUE;
    }
  self->player = HD_SIDE_UNION;
  self->turn++;
  self->confederate_losses = 0;
  if (self->turn <= self->end_turn)
    hd_state_take_draft (self, self->draft_riots);
  hd_turn_begin_player_turn (self);
  return TRUE;
}

/* The optional rules in play: the drafts of 7.3, the hooks (the first
 * Player Turn's supply, Advanced 2.0; the leaders' pieces and the
 * set-up's leaders, Advanced 8.2), and the length of the game (9.0, 9.1,
 * 11.3). */
void
hd_turn_set_options (HdState            *self,
                     const char * const *options)
{
  guint end_turn;

  g_return_if_fail (self != NULL);
  hd_state_set_option_bits (self, options);
  hd_state_set_draft_riots (self, hd_state_has_option (self, "7.3"));
  hd_hooks_options_set (self, options);
  end_turn = hd_state_get_scenario_end_turn (self);
  if (hd_state_has_option (self, "9.1") && end_turn == HD_CAMPAIGN_TURNS)
    end_turn = HD_EXTENDED_TURNS;
  if (hd_state_has_option (self, "11.3-1862"))
    end_turn = 7;
  else if (hd_state_has_option (self, "11.3-1863"))
    end_turn = 17;
  else if (hd_state_has_option (self, "11.3-1864"))
    end_turn = 27;
  hd_state_set_end_turn (self, end_turn);
}

void
hd_turn_remove_unit (HdState *self,
                     guint    index)
{
  g_return_if_fail (self != NULL && index < self->units->len);
  hd_hooks_unit_removed (self, hd_state_unit_at (self, index));
  hd_state_remove_unit (self, index);
}

/* A unit lost (5.1): militia go back to the Recruitment Pool, veterans
 * and crack units to the stock (off the board).  A Confederate veteran or
 * crack unit lost @in_battle lowers 6.2's die; one lost through desertion
 * does not ("In the Advanced Game, Confederate Veteran or Crack Infantry
 * units lost through desertion ... do not count", 6.2). */
static void
lose_unit (HdState *self,
           guint    index,
           gboolean in_battle)
{
  HdUnit unit;

  g_return_if_fail (self != NULL && index < self->units->len);
  unit = g_array_index (self->units, HdBoardUnit, index).unit;
  if (unit.foreign)
    ;   /* replaced in Europe, or not (Advanced 8.4): the hooks, as it goes */
  else if (hd_unit_kind_get_quality (unit.kind) == HD_MILITIA)
    self->pool[unit.side][unit.kind]++;
  else if (unit.side == HD_SIDE_CONFEDERATE && in_battle)
    self->confederate_losses++;   /* for 6.2 */
  hd_turn_remove_unit (self, index);
}

/* A unit lost in battle (5.1), a routed one lost with its beaten army
 * among them (Advanced 8.1). */
void
hd_turn_eliminate_unit (HdState *self,
                        guint    index)
{
  lose_unit (self, index, TRUE);
}

/* A unit lost through desertion (Advanced 8.12): as in battle, but not
 * counted for 6.2. */
void
hd_turn_desert_unit (HdState *self,
                     guint    index)
{
  lose_unit (self, index, FALSE);
}
