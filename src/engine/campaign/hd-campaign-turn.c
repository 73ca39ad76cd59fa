/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-turn.c: the sequence of play (Campaign 4, 5, R3): what each
 * phase owes before it ends, `end-phase`, the Player Turns, the
 * Recruiting Phases, the Game Turns and the end of the war; what play
 * awaits. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-calendar.h"
#include "hd-campaign-battle.h"
#include "hd-campaign-books.h"
#include "hd-campaign-invasion.h"
#include "hd-campaign-march.h"
#include "hd-campaign-oob.h"
#include "hd-campaign-intel.h"
#include "hd-campaign-private.h"
#include "hd-campaign-recruit.h"
#include "hd-campaign-turn.h"
#include "hd-rules.h"

static gboolean
wants_forgo (const HdCampaignAction *action)
{
  return g_strcmp0 (hd_campaign_action_get (action, "forgo"), "yes") == 0;
}

static gboolean
check_movement_done (const HdCampaign *c,
                     GError          **error)
{
  if (c->march_die == 0)
    return hd_rules_refuse (error, "Campaign 7", _("the march die is rolled first: it gives the marches of "
                                                   "the Movement Phase"));
  return TRUE;
}

static gboolean
check_battles_done (const HdCampaign *c,
                    GError          **error)
{
  guint open = hd_campaign_battle_count_open (c);

  if (open > 0)
    return hd_rules_refuse (error, "Campaign 5",
                            ngettext ("all battles must be fought before the Promotion Phase, and %u is still "
                                      "open",
                                      "all battles must be fought before the Promotion Phase, and %u are still "
                                      "open", open), open);
  return TRUE;
}

static gboolean
check_recruiting_done (const HdCampaign       *c,
                       const HdCampaignAction *action,
                       GError                **error)
{
  if (hd_campaign_recruit_get_base (c, c->player) == 0)
    return hd_rules_refuse (error, "Campaign 12.1",
                            _("the umpire must first give the %s’s Base Recruiting Number, which our copy of "
                              "the rules leaves out"), hd_side_get_noun (c->player));
  if (c->recruit_die == 0)
    return hd_rules_refuse (error, "Campaign 12.1", _("the recruiting die is rolled first, even when no corps "
                                                      "can be raised"));
  if (hd_campaign_recruit_can_raise (c) && !wants_forgo (action))
    return hd_rules_refuse (error, "Campaign 12.1",
                            ngettext ("%u more corps may still be raised; raise it, or end the phase with "
                                      "“forgo=yes” to raise no more",
                                      "%u more corps may still be raised; raise them, or end the phase with "
                                      "“forgo=yes” to raise no more", hd_campaign_recruit_get_left (c)),
                            hd_campaign_recruit_get_left (c));
  return TRUE;
}

static gboolean
end_phase_check (const HdCampaign       *c,
                 const HdCampaignAction *action,
                 GError                **error)
{
  if (c->washington_die_owed)
    return hd_rules_refuse (error, "Campaign 4.3", _("Washington has fallen: roll the die for what the Union "
                                                     "loses first"));
  switch (c->phase)
    {
    case HD_PHASE_MOVEMENT:
      return check_movement_done (c, error);
    case HD_PHASE_BATTLE:
      return check_battles_done (c, error);
    case HD_PHASE_REORGANISATION:
      return hd_campaign_oob_check_reorganised (c, c->player, error);
    case HD_PHASE_RECRUITING:
      return check_recruiting_done (c, action, error);
    case HD_PHASE_PROMOTION:
    case HD_N_PHASES:
    default:
      return TRUE;
    }
}

/* What lasts a Player Turn: the marches (7, the march module's) and the
 * battles (9). */
/* What lasts a Player Turn: the marches and the boxes entered (the march
 * module's: "this turn" of 9 is the mover's Player Turn) and the battles
 * (7, 9).  Kentucky's entry (15.1) was read at the Movement Phase's end. */
static void
clear_player_turn (HdCampaign *c)
{
  hd_campaign_march_begin_turn (c);
  g_array_set_size (c->battles, 0);
}

/* The next Game Turn: what lasts a Game Turn is cleared (9.4's battles
 * fought, 12.1's cities named). */
static void
next_game_turn (HdCampaign *c)
{
  c->turn++;
  c->player = HD_SIDE_UNION;
  c->phase = HD_PHASE_MOVEMENT;
  memset (c->recruit_cities, 0, c->n_boxes * sizeof (guint8));
  hd_campaign_invasion_begin_turn (c);
  hd_campaign_intel_begin_turn (c);
  for (guint i = 0; i < c->formations->len; i++)
    g_array_index (c->formations, HdCampaignFormation, i).fought = FALSE;
  hd_campaign_intel_issue (c, HD_SIDE_UNION);
}

static void
open_recruiting (HdCampaign *c,
                 HdSide      side)
{
  c->player = side;
  c->phase = HD_PHASE_RECRUITING;
  hd_campaign_recruit_begin_phase (c);
}

/* The end of a Player Turn (5, 3.3): capture, then the other side's
 * turn, the Recruiting Phase, the next Game Turn or the end of the war. */
static void
end_player_turn (HdCampaign *c)
{
  hd_campaign_books_capture (c, c->player);
  clear_player_turn (c);
  if (c->player == HD_SIDE_UNION)
    {
      c->player = HD_SIDE_CONFEDERATE;
      c->phase = HD_PHASE_MOVEMENT;
      hd_campaign_intel_issue (c, HD_SIDE_CONFEDERATE);
    }
  else if (c->turn >= HD_CAMPAIGN_TURNS)
    hd_campaign_books_check_victory (c, TRUE);
  else if (hd_campaign_recruit_is_recruiting_turn (c->turn))
    open_recruiting (c, HD_SIDE_UNION);
  else
    next_game_turn (c);
}

static void
end_phase_apply (HdCampaign             *c,
                 const HdCampaignAction *action)
{
  switch (c->phase)
    {
    case HD_PHASE_MOVEMENT:
      hd_campaign_books_note_kentucky (c);
      c->phase = HD_PHASE_BATTLE;
      break;
    case HD_PHASE_BATTLE:
      c->phase = HD_PHASE_PROMOTION;
      break;
    case HD_PHASE_PROMOTION:
      c->phase = HD_PHASE_REORGANISATION;
      break;
    case HD_PHASE_REORGANISATION:
      end_player_turn (c);
      break;
    case HD_PHASE_RECRUITING:
    case HD_N_PHASES:
    default:
      hd_campaign_recruit_end_phase (c);
      if (c->player == HD_SIDE_UNION)
        open_recruiting (c, HD_SIDE_CONFEDERATE);
      else
        next_game_turn (c);
      break;
    }
}

static char *
end_phase_describe (const HdCampaign       *c,
                    const HdCampaignAction *action)
{
  const char *side = hd_side_get_noun (c->player);

  /* TRANSLATORS: in each, %s is "Union" or "Confederacy" */
  switch (c->phase)
    {
    case HD_PHASE_MOVEMENT:
      return g_strdup_printf (_("The %s’s Movement Phase ends."), side);
    case HD_PHASE_BATTLE:
      return g_strdup_printf (_("The %s’s Battle Phase ends."), side);
    case HD_PHASE_PROMOTION:
      return g_strdup_printf (_("The %s’s Promotion Phase ends."), side);
    case HD_PHASE_REORGANISATION:
      return g_strdup_printf (_("The %s’s Reorganisation Phase ends, and with it its Player Turn."), side);
    case HD_PHASE_RECRUITING:
    case HD_N_PHASES:
    default:
      return g_strdup_printf (_("The %s’s Recruiting Phase ends."), side);
    }
}

static GPtrArray *
end_phase_candidates (const HdCampaign *c)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);
  HdCampaignAction *forgo = hd_campaign_action_new ("end-phase");

  g_ptr_array_add (list, hd_campaign_action_new ("end-phase"));
  hd_campaign_action_set (forgo, "forgo", "yes");
  if (c->phase == HD_PHASE_RECRUITING)
    g_ptr_array_add (list, forgo);
  else
    hd_campaign_action_free (forgo);
  return list;
}

const HdCampaignActionType hd_campaign_turn_actions[] = {
  { "end-phase", "Campaign 5", FALSE, end_phase_check, end_phase_apply, end_phase_describe, end_phase_candidates },
};
const guint hd_campaign_turn_n_actions = G_N_ELEMENTS (hd_campaign_turn_actions);

/* --- what play awaits --- */

static HdCampaignAwaited
awaits (HdCampaignAwaits kind,
        HdSide           side,
        const char      *rule,
        const char      *action)
{
  HdCampaignAwaited a = { kind, side, rule, action, 0 };

  return a;
}

static HdCampaignAwaited
awaited_movement (const HdCampaign *c)
{
  guint allotted = 0, used = 0;

  if (c->march_die == 0)
    return awaits (HD_CAMPAIGN_AWAITS_MARCH_DIE, c->player, "Campaign 7", "march-die");
  for (guint i = 0; i < c->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);

      if (f->side == c->player)
        {
          allotted += f->marches_allotted;
          used += f->marches_used;
        }
    }
  if (allotted == 0 && used == 0 && c->marches > 0)
    return awaits (HD_CAMPAIGN_AWAITS_ALLOTMENT, c->player, "Campaign 2.1", "allot");
  return awaits (HD_CAMPAIGN_AWAITS_MARCHES, c->player, "Campaign 7", "move");
}

static HdCampaignAwaited
awaited_battle (const HdCampaign *c)
{
  for (HdCampaignBattleState state = HD_BATTLE_CONTACT; state <= HD_BATTLE_TABLE; state++)
    for (guint i = 0; i < c->battles->len; i++)
      {
        const HdCampaignBattle *b = &g_array_index (c->battles, HdCampaignBattle, i);
        HdCampaignAwaited a;

        if (b->state != state)
          continue;
        if (state == HD_BATTLE_CONTACT)
          a = awaits (HD_CAMPAIGN_AWAITS_CONTACT, hd_side_get_enemy (b->attacker), "Campaign 9", NULL);
        else
          /* a battle whose last day is in awaits the umpire's ruling (9.6) */
          a = b->closed ? awaits (HD_CAMPAIGN_AWAITS_BATTLE, c->player, "Campaign 9.6", "battle-end")
                        : awaits (HD_CAMPAIGN_AWAITS_BATTLE, c->player, "Campaign 9.5", "battle-day");
        a.battle = b->id;
        return a;
      }
  return awaits (HD_CAMPAIGN_AWAITS_BATTLE, c->player, "Campaign 5", "end-phase");
}

static HdCampaignAwaited
awaited_recruiting (const HdCampaign *c)
{
  if (c->recruit_die == 0)
    return awaits (HD_CAMPAIGN_AWAITS_RECRUIT_DIE, c->player, "Campaign 12.1", "recruit-die");
  return awaits (HD_CAMPAIGN_AWAITS_RAISE, c->player, "Campaign 12.1",
                 hd_campaign_recruit_can_raise (c) ? "raise" : "end-phase");
}

HdCampaignAwaited
hd_campaign_turn_get_awaited (const HdCampaign *c)
{
  if (c->winner != HD_SIDE_NEUTRAL)
    return awaits (HD_CAMPAIGN_AWAITS_NOTHING, c->winner, c->win_rule, NULL);
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    if (hd_campaign_recruit_get_base (c, side) == 0)
      return awaits (HD_CAMPAIGN_AWAITS_SETUP, side, "Campaign 12.1", "set-base");
  if (c->washington_die_owed)
    return awaits (HD_CAMPAIGN_AWAITS_WASHINGTON_DIE, HD_SIDE_UNION, "Campaign 4.3", "washington-die");
  switch (c->phase)
    {
    case HD_PHASE_MOVEMENT:
      return awaited_movement (c);
    case HD_PHASE_BATTLE:
      return awaited_battle (c);
    case HD_PHASE_PROMOTION:
      return awaits (HD_CAMPAIGN_AWAITS_PROMOTIONS, c->player, "Campaign 10", NULL);
    case HD_PHASE_REORGANISATION:
      return awaits (HD_CAMPAIGN_AWAITS_REORGANISATION, c->player, "Campaign 11", NULL);
    case HD_PHASE_RECRUITING:
    case HD_N_PHASES:
    default:
      return awaited_recruiting (c);
    }
}

/* --- invariant 36 --- */

char *
hd_campaign_turn_check_invariants (const HdCampaign *c)
{
  if (c->phase != HD_PHASE_RECRUITING)
    return NULL;
  if (c->march_die != 0 || c->marches != 0 || c->battles->len != 0)
    return hd_campaign_invariant_broken (36, "the Recruiting Phase keeps a march die %u, %u marches, %u battles",
                                         c->march_die, c->marches, c->battles->len);
  for (guint i = 0; i < c->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);

      if (f->marches_allotted != 0 || f->marches_used != 0 || f->moved_by_sea)
        return hd_campaign_invariant_broken (36, "formation %u keeps marches in the Recruiting Phase", f->id);
    }
  return NULL;
}
