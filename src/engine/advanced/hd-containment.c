/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-containment.c: containment (Advanced 4.0), out of the battles and the
 * state: in its Combat Segment the Confederacy may contain the Union units
 * in a port the Union took by naval invasion (or Fort Monroe, Pensacola)
 * instead of fighting there (contain); the Union breaks out at the start
 * of its Movement Segment, a march and a battle fought at once
 * (break-out).  The ports taken by naval invasion are noted as the
 * Combat Segment ends, and a containment ends when one side is gone from
 * the box: after a battle and as the Combat Segment ends (the hooks); its
 * part of invariant 11 is checked here.  The advanced layer. */
#define G_LOG_DOMAIN "hd-containment"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-advanced.h"
#include "hd-battle-private.h"
#include "hd-containment.h"
#include "hd-invariants.h"
#include "hd-leader.h"
#include "hd-rules.h"
#include "hd-state-private.h"

/* Advanced 4.0: a port the Confederates may contain: one the Union took
 * by naval invasion, or Fort Monroe or Pensacola. */
gboolean
hd_containment_port (const HdState *self,
                     guint          box)
{
  const HdBox *b = hd_map_get_box (self->map, box);
  return b->port && (self->invasion_port[box] || g_str_equal (b->id, "fort-monroe") || g_str_equal (b->id, "pensacola"));
}

/* A containment ends when one side is gone from the box. */
void
hd_containment_end_all (HdState *self)
{
  for (guint b = 0; b < hd_map_get_n_boxes (self->map); b++)
    if (self->contained[b] && (hd_state_count_units_at (self, b, HD_SIDE_UNION) == 0 ||
                               hd_state_count_units_at (self, b, HD_SIDE_CONFEDERATE) == 0))
      self->contained[b] = 0;
}


gboolean
hd_containment_contain_check (const HdState *state,
                              guint          box,
                              GError       **error)
{
  g_return_val_if_fail (state != NULL, FALSE);
  if (box >= hd_map_get_n_boxes (state->map))
    return hd_rules_refuse (error, "1.3", _("there is no such box on the board"));
  if (!hd_state_has_option (state, "advanced-4.0"))
    return hd_rules_refuse (error, "Advanced 4.0", _("containment is a rule of the Advanced Game"));
  if (state->segment != HD_SEGMENT_COMBAT || state->player != HD_SIDE_CONFEDERATE || state->battle_box != HD_NO_BOX)
    return hd_rules_refuse (error, "Advanced 4.0", _("the Confederacy declares a containment in its Combat Segment, "
                                                     "instead of fighting the battle"));
  if (!hd_containment_port (state, box))
    return hd_rules_refuse (error, "Advanced 4.0", _("only a port the Union took by naval invasion, or Fort Monroe or "
                                                     "Pensacola, may be contained"));
  if (state->contained[box])
    return hd_rules_refuse (error, "Advanced 4.0", _("%s is already contained"), hd_map_get_box (state->map, box)->name);
  if (hd_state_count_units_at (state, box, HD_SIDE_UNION) == 0 ||
      hd_state_count_units_at (state, box, HD_SIDE_CONFEDERATE) == 0)
    return hd_rules_refuse (error, "Advanced 4.0", _("a containment needs Confederate units in the port with the "
                                                     "Union's"));
  return TRUE;
}

gboolean
hd_containment_contain (HdState  *state,
                        guint     box,
                        GError  **error)
{
  if (!hd_containment_contain_check (state, box, error))
    return FALSE;
  state->contained[box] = 1;
  return TRUE;
}

/* A Union leader has marched alone this Movement Segment (Advanced 8.2.1). */
static gboolean
union_leader_marched (const HdState *state)
{
  for (guint l = 0; l < HD_N_LEADERS; l++)
    if (hd_leader_get_side (l) == HD_SIDE_UNION && hd_leader_get_marches (state, l) > 0)
      return TRUE;
  return FALSE;
}

gboolean
hd_containment_break_out_check (const HdState *state,
                                guint          box,
                                GError       **error)
{
  gboolean free_unit = FALSE;

  g_return_val_if_fail (state != NULL, FALSE);
  if (box >= hd_map_get_n_boxes (state->map))
    return hd_rules_refuse (error, "1.3", _("there is no such box on the board"));
  if (!state->contained[box])
    return hd_rules_refuse (error, "Advanced 4.0", _("%s is not contained: there is nothing to break out of"),
                            hd_map_get_box (state->map, box)->name);
  if (state->segment != HD_SEGMENT_MOVEMENT || state->player != HD_SIDE_UNION || state->battle_box != HD_NO_BOX)
    return hd_rules_refuse (error, "Advanced 4.0", _("a breakout is fought in the Union Movement Segment"));
  if (state->marches == 0 && state->march_die == 0)
    return hd_rules_refuse (error, "4.0", _("roll the die for marches first"));
  if (state->marches_spent >= state->marches)
    return hd_rules_refuse (error, "Advanced 4.0", ngettext ("a breakout costs a march, and the %u march has been used",
                                                      "a breakout costs a march, and all %u marches have been used",
                                                      state->marches),
                            state->marches);
  /* "This battle occurs ... at the beginning of the movement segment":
   * before any other march, a leader's alone too (breakouts from other
   * ports aside) */
  if (state->marches_spent > state->breakouts || union_leader_marched (state))
    return hd_rules_refuse (error, "Advanced 4.0", _("a breakout is fought at the beginning of the Movement Segment, "
                                                     "before any other march, and a march has already been made "
                                                     "this segment"));
  for (guint i = 0; i < state->units->len; i++)
    {
      const HdBoardUnit *bu = hd_state_unit_at (state, i);
      free_unit |= bu->box == box && bu->unit.side == HD_SIDE_UNION && bu->move.marches < 2 && !bu->move.fought;
    }
  if (!free_unit)
    return hd_rules_refuse (error, "Advanced 4.0", _("the Union units in %s have already broken out or marched twice "
                                                     "this turn"), hd_map_get_box (state->map, box)->name);
  return TRUE;
}

/* The breakout: a march spent, one of the units' two, and the battle
 * fought at once, in the Movement Segment (Advanced 4.0). */
gboolean
hd_containment_break_out (HdState  *state,
                          guint     box,
                          GError  **error)
{
  if (!hd_containment_break_out_check (state, box, error))
    return FALSE;
  state->active_box = HD_NO_BOX;
  state->marches_spent++;
  state->breakouts++;
  for (guint i = 0; i < state->units->len; i++)
    {
      HdBoardUnit *bu = hd_state_unit_at (state, i);
      bu->move.in_march = FALSE;
      if (bu->box == box && bu->unit.side == HD_SIDE_UNION)
        bu->move.marches++;
    }
  state->breakout = TRUE;
  hd_battle_begin (state, box);
  return TRUE;
}

/* ------------------------------------------------------------ the hooks */

static void
battle_over (HdState *state, HdSide winner)
{
  hd_containment_end_all (state);
}

/* As the Combat Segment ends: a port the Union has just taken by naval
 * invasion may be contained (and one the Confederacy took back no
 * longer); then the containments one side has left end. */
static void
combat_over (HdState *state, const HdSide *control_before)
{
  for (guint box = 0; box < hd_map_get_n_boxes (state->map); box++)
    if (control_before[box] != state->player && state->control[box] == state->player)
      state->invasion_port[box] = state->player == HD_SIDE_UNION && hd_state_union_landed (state, box);
  hd_containment_end_all (state);
}

static gboolean
check_contain (const HdAction *a, const HdState *state, GError **error)
{
  return hd_containment_contain_check (state, a->box, error);
}

static gboolean
apply_contain (const HdAction *a, HdState *state, GError **error)
{
  return hd_containment_contain (state, a->box, error);
}

static gboolean
check_break_out (const HdAction *a, const HdState *state, GError **error)
{
  return hd_containment_break_out_check (state, a->box, error);
}

static gboolean
apply_break_out (const HdAction *a, HdState *state, GError **error)
{
  return hd_containment_break_out (state, a->box, error);
}

static char *
check_invariants (const HdState *self)
{
  for (guint b = 0; b < hd_map_get_n_boxes (self->map) && !hd_state_has_option (self, "advanced-4.0"); b++)
    if (self->contained[b])
      return hd_invariants_broken (11, "a contained box without Advanced 4.0");
  return NULL;
}

static const HdHookedAction actions[] = {
  { HD_ACTION_CONTAIN, check_contain, apply_contain },
  { HD_ACTION_BREAK_OUT, check_break_out, apply_break_out },
};

/* A contained port holds both sides' units but no battle to fight until
 * the Union breaks out or either side attacks it (Advanced 4.0). */
static gboolean
battle_held_off (const HdState *self, guint box)
{
  return self->contained[box] != 0;
}

const HdHooks hd_containment_hooks = {
  .battle_held_off = battle_held_off,
  .name = "containment (Advanced 4.0)",
  .combat_over = combat_over,
  .battle_over = battle_over,
  .check_invariants = check_invariants,
  .actions = actions,
  .n_actions = G_N_ELEMENTS (actions),
};
