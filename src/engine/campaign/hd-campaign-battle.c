/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-battle.c: a contact's life before the table (Campaign 9):
 * the cavalry test (R5), the defender's withdrawal, the rearguard by dice
 * (R6), the battle sent to the table; the reinforcements eligible (9.4);
 * the helpers the results and promotions share; invariants 50-59. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>

#include "hd-campaign-battle.h"
#include "hd-campaign-intel.h"
#include "hd-campaign-works.h"
#include "hd-campaign-oob.h"
#include "hd-excerpt.h"
#include "hd-rules.h"

#define MAX_REARGUARD_DICE 2

/* --- the battles of the turn --- */

HdCampaignBattle *
hd_campaign_battle_open (HdCampaign *self,
                         guint       box,
                         HdSide      attacker)
{
  HdCampaignBattle b = { 0 };

  b.id = self->next_battle_id++;
  b.box = box;
  b.attacker = attacker;
  b.state = HD_BATTLE_CONTACT;
  b.winner = HD_SIDE_NEUTRAL;
  g_array_append_val (self->battles, b);
  return hd_campaign_battle_find (self, b.id);
}

const HdCampaignBattle *
hd_campaign_battle_lookup (const HdCampaign *self,
                           guint             id)
{
  for (guint i = 0; i < self->battles->len; i++)
    if (g_array_index (self->battles, HdCampaignBattle, i).id == id)
      return &g_array_index (self->battles, HdCampaignBattle, i);
  return NULL;
}

static void
ensure_array (GArray **array,
              guint    size)
{
  if (*array == NULL)
    *array = g_array_new (FALSE, TRUE, size);
}

/* A contact appended by another module may leave the battle's own arrays
 * unmade: they are made here before any change. */
HdCampaignBattle *
hd_campaign_battle_find (HdCampaign *self,
                         guint       id)
{
  HdCampaignBattle *b = (HdCampaignBattle *) hd_campaign_battle_lookup (self, id);

  if (b == NULL)
    return NULL;
  ensure_array (&b->attackers, sizeof (guint));
  ensure_array (&b->entered_from, sizeof (guint));
  ensure_array (&b->present, sizeof (guint));
  ensure_array (&b->engaged, sizeof (guint));
  ensure_array (&b->exhausted_ok, sizeof (guint));
  ensure_array (&b->divisions, sizeof (HdCampaignBattleDivision));
  ensure_array (&b->day_losses, sizeof (HdCampaignBattleLoss));
  return b;
}

guint
hd_campaign_battle_count_open (const HdCampaign *self)
{
  guint n = 0;

  for (guint i = 0; i < self->battles->len; i++)
    {
      HdCampaignBattleState state = g_array_index (self->battles, HdCampaignBattle, i).state;

      n += state == HD_BATTLE_CONTACT || state == HD_BATTLE_TABLE;
    }
  return n;
}

void
hd_campaign_battle_get_info (const HdCampaignBattle *battle,
                             HdCampaignBattleInfo   *out)
{
  out->id = battle->id;
  out->box = battle->box;
  out->attacker = battle->attacker;
  out->state = battle->state;
  out->day = battle->day;
  out->closed = battle->closed;
  out->winner = battle->winner;
  for (guint s = 0; s < HD_N_SIDES; s++)
    out->picks[s] = battle->picks[s];
}

/* A battle fought on the table, as its end was entered (9.6). */
static char *
describe_fought (const char *box, HdSide winner)
{
  if (winner == HD_SIDE_UNION)
    /* TRANSLATORS: a campaign battle's result, %s its box */
    return g_strdup_printf (_("The Union won the battle of %s (Campaign 9.6)."), box);
  if (winner == HD_SIDE_CONFEDERATE)
    /* TRANSLATORS: a campaign battle's result, %s its box */
    return g_strdup_printf (_("The Confederacy won the battle of %s (Campaign 9.6)."), box);
  /* TRANSLATORS: a campaign battle's result, %s its box */
  return g_strdup_printf (_("The battle of %s ended with no victory for either side (Campaign 9.6)."), box);
}

char *
hd_campaign_battle_describe_result (const HdCampaign       *self,
                                    const HdCampaignBattle *battle)
{
  const char *box = hd_map_get_box (self->map, battle->box)->name;
  gboolean union_won = battle->winner == HD_SIDE_UNION;

  switch (battle->state)
    {
    case HD_BATTLE_OVER:
      return describe_fought (box, battle->winner);
    case HD_BATTLE_WITHDRAWN:
      /* TRANSLATORS: a campaign battle's result, %s its box */
      return g_strdup_printf (union_won ? _("The Union won at %s: the Confederate defender withdrew before battle, "
                                            "a victory for recruiting, not for promotion (Campaign 9).")
                                        : _("The Confederacy won at %s: the Union defender withdrew before battle, "
                                            "a victory for recruiting, not for promotion (Campaign 9)."), box);
    case HD_BATTLE_REARGUARD:
      /* TRANSLATORS: a campaign battle's result, %s its box */
      return g_strdup_printf (union_won ? _("The Union won at %s: the Confederate defender retired behind a "
                                            "rearguard by dice (Campaign 9).")
                                        : _("The Confederacy won at %s: the Union defender retired behind a "
                                            "rearguard by dice (Campaign 9)."), box);
    case HD_BATTLE_CONTACT:
    case HD_BATTLE_TABLE:
    case HD_N_BATTLE_STATES:
    default:
      return NULL;
    }
}

HdSide
hd_campaign_battle_defender (const HdCampaignBattle *battle)
{
  return hd_side_get_enemy (battle->attacker);
}

gboolean
hd_campaign_battle_array_has (const GArray *array,
                              guint         value)
{
  for (guint i = 0; array != NULL && i < array->len; i++)
    if (g_array_index (array, guint, i) == value)
      return TRUE;
  return FALSE;
}

static void
append_unique (GArray *array,
               guint   value)
{
  if (!hd_campaign_battle_array_has (array, value))
    g_array_append_val (array, value);
}

/* --- forces --- */

GArray *
hd_campaign_battle_list_forces (const HdCampaign       *self,
                                const HdCampaignBattle *battle,
                                HdSide                  side)
{
  return hd_campaign_list_formations_at (self, battle->box, side);
}

GArray *
hd_campaign_battle_list_sides_forces (const HdCampaign       *self,
                                      const HdCampaignBattle *battle,
                                      HdSide                  side)
{
  GArray *ids;

  if (battle->state == HD_BATTLE_CONTACT || battle->present == NULL || battle->present->len == 0)
    return hd_campaign_battle_list_forces (self, battle, side);
  ids = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < battle->present->len; i++)
    {
      const HdCampaignFormation *f = hd_campaign_lookup_formation (self, g_array_index (battle->present, guint, i));

      if (f != NULL && f->side == side)
        g_array_append_val (ids, f->id);
    }
  return ids;
}

GArray *
hd_campaign_battle_list_stands (const HdCampaign       *self,
                                const HdCampaignBattle *battle,
                                HdSide                  side)
{
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < self->stands->len; i++)
    {
      const HdCampaignStand *s = &g_array_index (self->stands, HdCampaignStand, i);

      if (s->side == side && hd_campaign_stand_get_box (self, s) == battle->box)
        g_array_append_val (ids, s->id);
    }
  return ids;
}

static guint
sum_cavalry (const HdCampaign *self,
             const GArray     *stands)
{
  guint sum = 0;

  for (guint i = 0; i < stands->len; i++)
    sum += hd_campaign_oob_stand_adjusted_cavalry (hd_campaign_lookup_stand (self, g_array_index (stands, guint, i)));
  return sum;
}

/* The stands of the formations that entered the box (R5); all the
 * attacker's stands there when the move named none. */
static GArray *
attacking_stands (const HdCampaign       *self,
                  const HdCampaignBattle *battle)
{
  g_autoptr(GArray) here = hd_campaign_battle_list_stands (self, battle, battle->attacker);
  GArray *ids;

  if (battle->attackers == NULL || battle->attackers->len == 0)
    return g_steal_pointer (&here);
  ids = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < battle->attackers->len; i++)
    {
      g_autoptr(GArray) under = hd_campaign_list_all_stands (self, g_array_index (battle->attackers, guint, i));

      for (guint j = 0; j < under->len; j++)
        if (hd_campaign_battle_array_has (here, g_array_index (under, guint, j)))
          append_unique (ids, g_array_index (under, guint, j));
    }
  return ids;
}

void
hd_campaign_battle_cavalry_test (const HdCampaign       *self,
                                 const HdCampaignBattle *battle,
                                 HdCampaignCavalryTest  *out)
{
  g_autoptr(GArray) attack = attacking_stands (self, battle);
  g_autoptr(GArray) defence = hd_campaign_battle_list_stands (self, battle, hd_campaign_battle_defender (battle));

  out->attacker = battle->attacker;
  out->attacker_cavalry = sum_cavalry (self, attack);
  out->defender_cavalry = sum_cavalry (self, defence);
  out->superiority = out->attacker_cavalry > 0 && out->attacker_cavalry >= 2 * out->defender_cavalry;
  out->edge = out->attacker_cavalry >= out->defender_cavalry ? battle->attacker
                                                             : hd_campaign_battle_defender (battle);
}

/* --- withdrawal --- */

GArray *
hd_campaign_battle_list_withdrawal_boxes (const HdCampaign       *self,
                                          const HdCampaignBattle *battle,
                                          HdSide                  side)
{
  GArray *boxes = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) next = hd_map_neighbours (self->map, hd_map_get_box (self->map, battle->box),
                                                 HD_LINE_MASK_ANY);
  HdSide enemy = hd_side_get_enemy (side);

  for (guint i = 0; i < next->len; i++)
    {
      const HdBox *box = next->pdata[i];

      if (self->control[box->index] == side && !(self->entered[box->index] & (1u << enemy)))
        g_array_append_val (boxes, box->index);
    }
  return boxes;
}

gboolean
hd_campaign_battle_check_withdrawal (const HdCampaign       *self,
                                     const HdCampaignBattle *battle,
                                     HdSide                  side,
                                     guint                   to,
                                     const char             *rule,
                                     GError                **error)
{
  g_autoptr(GArray) legal = hd_campaign_battle_list_withdrawal_boxes (self, battle, side);
  const char *from = hd_map_get_box (self->map, battle->box)->name;
  const char *name = hd_map_get_box (self->map, to)->name;

  if (hd_campaign_battle_array_has (legal, to))
    return TRUE;
  if (hd_map_line_types_between (self->map, hd_map_get_box (self->map, battle->box),
                                 hd_map_get_box (self->map, to)) == 0)
    return hd_rules_refuse (error, rule, _("a force withdrawing from %s goes to an adjacent box, and %s is not "
                                           "adjacent"), from, name);
  if (self->control[to] != side)
    return hd_rules_refuse (error, rule, _("a force withdraws only to a box its own side holds, and the %s "
                                           "does not hold %s"), hd_side_get_noun (side), name);
  return hd_rules_refuse (error, rule, _("a force may not withdraw to %s: the enemy used it this turn"), name);
}

/* Stands that may never leave their box (siege guns of a work, home
 * guards: 14, 15.3) are lost with it. */
static void
remove_fixed_stands (HdCampaign *self,
                     guint       box,
                     HdSide      side)
{
  for (guint i = self->stands->len; i-- > 0;)
    {
      const HdCampaignStand *s = &g_array_index (self->stands, HdCampaignStand, i);

      if (s->side == side && s->formation == HD_CAMPAIGN_NONE && s->box == box)
        g_array_remove_index (self->stands, i);
    }
}

void
hd_campaign_battle_withdraw (HdCampaign       *self,
                             HdCampaignBattle *battle,
                             HdSide            side,
                             guint             to)
{
  for (guint i = 0; i < self->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (self->formations, HdCampaignFormation, i);

      if (f->side == side && f->box == battle->box)
        hd_campaign_intel_move_formation (self, f->id, to);
    }
  remove_fixed_stands (self, battle->box, side);
  hd_campaign_works_leave_box (self, battle->box);
  battle->withdrawal[side] = to + 1;
}

/* The formation that takes @f along when it withdraws from @box: @f
 * itself for an army or a corps, else the corps (not an army) it belongs
 * to when that stands in @box too. */
static guint
withdrawing_top (const HdCampaign          *self,
                 const HdCampaignFormation *f,
                 guint                      box)
{
  for (guint depth = 0; depth < 4 && f->kind != HD_FORMATION_ARMY && !hd_formation_kind_is_corps (f->kind); depth++)
    {
      const HdCampaignFormation *p = hd_campaign_lookup_formation (self, f->parent);

      if (p == NULL || p->box != box || p->kind == HD_FORMATION_ARMY)
        break;
      f = p;
    }
  return f->id;
}

GArray *
hd_campaign_battle_list_withdrawing (const HdCampaign       *self,
                                     const HdCampaignBattle *battle,
                                     HdSide                  side)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < self->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (self->formations, HdCampaignFormation, i);

      if (f->side == side && f->box == battle->box && withdrawing_top (self, f, battle->box) == f->id)
        g_array_append_val (out, f->id);
    }
  return out;
}

void
hd_campaign_battle_withdraw_part (HdCampaign             *self,
                                  const HdCampaignBattle *battle,
                                  guint                   formation,
                                  guint                   to)
{
  g_autoptr(GArray) moving = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < self->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (self->formations, HdCampaignFormation, i);

      if (f->box == battle->box && withdrawing_top (self, f, battle->box) == formation)
        g_array_append_val (moving, i);
    }
  for (guint k = 0; k < moving->len; k++)
    hd_campaign_intel_move_formation (self, g_array_index (self->formations, HdCampaignFormation,
                                                           g_array_index (moving, guint, k)).id, to);
}

void
hd_campaign_battle_take_losses (HdCampaign *self,
                                guint       id,
                                guint       lost)
{
  HdCampaignStand *s = hd_campaign_find_stand (self, id);
  guint box;

  g_return_if_fail (s != NULL && lost <= s->sp);
  s->sp -= lost;
  if (s->sp > 0)
    return;
  box = hd_campaign_stand_get_box (self, s);
  hd_campaign_remove_stand (self, id);
  hd_campaign_works_leave_box (self, box);
}

void
hd_campaign_battle_settle (HdCampaign       *self,
                           HdCampaignBattle *battle)
{
  for (guint i = 0; i < battle->present->len; i++)
    {
      g_autoptr(GArray) stands = hd_campaign_list_stands_of (self, g_array_index (battle->present, guint, i));

      for (guint j = 0; j < stands->len; j++)
        {
          HdCampaignStand *s = hd_campaign_find_stand (self, g_array_index (stands, guint, j));

          s->sp_start = s->sp;
        }
    }
}

void
hd_campaign_battle_add_win (HdCampaign             *self,
                            const HdCampaignBattle *battle,
                            HdSide                  side,
                            HdCampaignWinKind       kind)
{
  HdCampaignWin win = { 0 };

  win.side = side;
  win.turn = self->turn;
  win.box = battle->box;
  win.kind = kind;
  g_array_append_val (self->wins, win);
}

/* --- reinforcements (9.4) --- */

guint
hd_campaign_battle_corps_weight (HdFormationKind kind)
{
  if (kind == HD_FORMATION_FIELD_CORPS)
    return 2;
  return hd_formation_kind_is_corps (kind) ? 1 : 0;
}

guint
hd_campaign_battle_count_corps (const HdCampaign *self,
                                const GArray     *formations)
{
  guint n = 0;

  for (guint i = 0; i < formations->len; i++)
    n += hd_campaign_battle_corps_weight (hd_campaign_lookup_formation (self, g_array_index (formations, guint, i))->kind);
  return n;
}

/* The corps the enemy moved into @box this turn: those that entered its
 * contacts, or, with none recorded, every enemy corps there if the enemy
 * entered it. */
guint
hd_campaign_battle_corps_moved_in (const HdCampaign *self,
                                   guint             box,
                                   HdSide            enemy)
{
  g_autoptr(GArray) there = hd_campaign_list_formations_at (self, box, enemy);
  g_autoptr(GArray) moved = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < self->battles->len; i++)
    {
      const HdCampaignBattle *b = &g_array_index (self->battles, HdCampaignBattle, i);

      if (b->box == box && b->attacker == enemy && b->attackers != NULL)
        for (guint j = 0; j < b->attackers->len; j++)
          append_unique (moved, g_array_index (b->attackers, guint, j));
    }
  if (moved->len > 0)
    return hd_campaign_battle_count_corps (self, moved);
  return (self->entered[box] & (1u << enemy)) ? hd_campaign_battle_count_corps (self, there) : 0;
}

static void
judge_reinforcement (const HdCampaign          *self,
                     const HdCampaignBattle    *battle,
                     const HdCampaignFormation *f,
                     HdCampaignReinforcement   *r)
{
  HdSide enemy = hd_side_get_enemy (f->side);
  const char *from = hd_map_get_box (self->map, f->box)->name;

  r->eligible = FALSE;
  if (f->fought)
    r->reason = g_strdup_printf (_("%s has already fought a battle this turn."), f->name);
  else if (hd_campaign_has_troops_at (self, f->box, enemy) && f->side == battle->attacker)
    r->reason = g_strdup_printf (_("The attacker may not reinforce from %s: enemy troops are there."), from);
  else if (hd_campaign_has_troops_at (self, f->box, enemy))
    {
      g_autoptr(GArray) own = hd_campaign_list_formations_at (self, f->box, f->side);
      guint left = hd_campaign_battle_count_corps (self, own) - hd_campaign_battle_corps_weight (f->kind);
      guint moved = hd_campaign_battle_corps_moved_in (self, f->box, enemy);

      r->eligible = left >= moved;
      r->reason = r->eligible
        ? g_strdup_printf (_("%s may march from %s: %u corps stay there against the %u the enemy moved in."),
                           f->name, from, left, moved)
        : g_strdup_printf (_("%s may not leave %s: only %u corps would stay against the %u the enemy moved in."),
                           f->name, from, left, moved);
    }
  else
    {
      r->eligible = TRUE;
      r->reason = g_strdup_printf (_("%s may march from %s to the sound of the guns."), f->name, from);
    }
}

GArray *
hd_campaign_battle_list_reinforcements (const HdCampaign       *self,
                                        const HdCampaignBattle *battle,
                                        HdSide                  side)
{
  GArray *out = g_array_new (FALSE, TRUE, sizeof (HdCampaignReinforcement));
  g_autoptr(GPtrArray) next = hd_map_neighbours (self->map, hd_map_get_box (self->map, battle->box),
                                                 HD_LINE_MASK_ANY);

  g_array_set_clear_func (out, (GDestroyNotify) hd_campaign_reinforcement_clear);
  for (guint i = 0; i < next->len; i++)
    {
      g_autoptr(GArray) here = hd_campaign_list_formations_at (self, ((const HdBox *) next->pdata[i])->index, side);

      for (guint j = 0; j < here->len; j++)
        {
          const HdCampaignFormation *f = hd_campaign_lookup_formation (self, g_array_index (here, guint, j));
          HdCampaignReinforcement r = { 0 };

          r.formation = f->id;
          r.side = side;
          r.box = f->box;
          r.rule = "Campaign 9.4";
          judge_reinforcement (self, battle, f, &r);
          g_array_append_val (out, r);
        }
    }
  return out;
}

/* --- divisions --- */

HdStatus
hd_campaign_battle_division_status (const HdCampaign *self,
                                    guint             division)
{
  g_autoptr(GArray) stands = hd_campaign_list_stands_of (self, division);
  HdCampaignExhaustion e;
  HdStatus lowest = HD_STATUS_CRACK;

  if (hd_campaign_oob_get_exhaustion (self, division, &e))
    return e.status;
  for (guint i = 0; i < stands->len; i++)
    lowest = MIN (lowest, hd_campaign_lookup_stand (self, g_array_index (stands, guint, i))->status);
  return stands->len > 0 ? lowest : HD_STATUS_GREEN;
}

const HdCampaignBattleDivision *
hd_campaign_battle_get_division (const HdCampaignBattle *battle,
                                 guint                   division)
{
  for (guint i = 0; battle->divisions != NULL && i < battle->divisions->len; i++)
    if (g_array_index (battle->divisions, HdCampaignBattleDivision, i).division == division)
      return &g_array_index (battle->divisions, HdCampaignBattleDivision, i);
  return NULL;
}

/* --- the actions' shared gate --- */

/* The battle named by "battle=", in the Battle Phase of its Player Turn
 * and in @state. */
static const HdCampaignBattle *
battle_in_state (const HdCampaign       *c,
                 const HdCampaignAction *action,
                 HdCampaignBattleState   state,
                 GError                **error)
{
  const HdCampaignBattle *b;
  guint id;

  if (!hd_campaign_action_get_uint (action, "battle", &id, error))
    return NULL;
  b = hd_campaign_battle_lookup (c, id);
  if (b == NULL)
    {
      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT, _("there is no battle number %u"), id);
      return NULL;
    }
  if (c->phase != HD_PHASE_BATTLE)
    {
      hd_rules_refuse (error, "Campaign 5", _("battles are resolved in the Battle Phase, and this is the %s"),
                       hd_phase_get_label (c->phase));
      return NULL;
    }
  if (b->state != state)
    {
      hd_rules_refuse (error, "Campaign 9", state == HD_BATTLE_CONTACT
                       ? _("the defender chooses to fight or withdraw only when the forces have just met, and "
                           "battle %u is past that")
                       : _("battle %u is not being fought on the table"), id);
      return NULL;
    }
  return b;
}

static char *
battle_place (const HdCampaign       *c,
              const HdCampaignAction *action)
{
  guint id = 0;
  const HdCampaignBattle *b;

  hd_campaign_action_get_uint (action, "battle", &id, NULL);
  b = hd_campaign_battle_lookup (c, id);
  return g_strdup (b != NULL ? hd_map_get_box (c->map, b->box)->name : "?");
}

static GPtrArray *
new_candidates (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);
}

static HdCampaignAction *
battle_action (const char             *type,
               const HdCampaignBattle *b)
{
  HdCampaignAction *a = hd_campaign_action_new (type);

  hd_campaign_action_set_uint (a, "battle", b->id);
  return a;
}

/* --- withdraw battle= to= (9) --- */

static gboolean
withdraw_check (const HdCampaign       *c,
                const HdCampaignAction *action,
                GError                **error)
{
  const HdCampaignBattle *b = battle_in_state (c, action, HD_BATTLE_CONTACT, error);
  HdCampaignCavalryTest test;
  guint to;

  if (b == NULL || !hd_campaign_args_get_box (c, action, "to", &to, error))
    return FALSE;
  hd_campaign_battle_cavalry_test (c, b, &test);
  if (test.superiority)
    return hd_rules_refuse (error, "Campaign 9",
                            _("the attacker’s cavalry (%u) is at least twice the defender’s (%u): the battle must "
                              "be fought, or the defender retires by a rearguard"),
                            test.attacker_cavalry, test.defender_cavalry);
  return hd_campaign_battle_check_withdrawal (c, b, hd_campaign_battle_defender (b), to, "Campaign 9", error);
}

static void
withdraw_apply (HdCampaign             *c,
                const HdCampaignAction *action)
{
  guint id = 0, to = 0;
  HdCampaignBattle *b;

  hd_campaign_action_get_uint (action, "battle", &id, NULL);
  hd_campaign_args_get_box (c, action, "to", &to, NULL);
  b = hd_campaign_battle_find (c, id);
  hd_campaign_battle_withdraw (c, b, hd_campaign_battle_defender (b), to);
  b->state = HD_BATTLE_WITHDRAWN;
  b->winner = b->attacker;
  hd_campaign_battle_add_win (c, b, b->attacker, HD_WIN_WITHDRAWAL);
}

static char *
withdraw_describe (const HdCampaign       *c,
                   const HdCampaignAction *action)
{
  g_autofree char *place = battle_place (c, action);
  guint to = 0;

  hd_campaign_args_get_box (c, action, "to", &to, NULL);
  /* TRANSLATORS: "The defender withdraws from Manassas to Culpeper before battle." */
  return g_strdup_printf (_("The defender withdraws from %s to %s before battle."), place,
                          hd_map_get_box (c->map, to)->name);
}

static GPtrArray *
withdraw_candidates (const HdCampaign *c)
{
  GPtrArray *out = new_candidates ();

  for (guint i = 0; i < c->battles->len; i++)
    {
      const HdCampaignBattle *b = &g_array_index (c->battles, HdCampaignBattle, i);
      g_autoptr(GArray) boxes = hd_campaign_battle_list_withdrawal_boxes (c, b, hd_campaign_battle_defender (b));

      for (guint j = 0; b->state == HD_BATTLE_CONTACT && j < boxes->len; j++)
        {
          HdCampaignAction *a = battle_action ("withdraw", b);

          hd_campaign_action_set (a, "to", hd_map_get_box (c->map, g_array_index (boxes, guint, j))->id);
          g_ptr_array_add (out, a);
        }
    }
  return out;
}

/* --- fight battle= (9: to the table) --- */

static gboolean
fight_check (const HdCampaign       *c,
             const HdCampaignAction *action,
             GError                **error)
{
  return battle_in_state (c, action, HD_BATTLE_CONTACT, error) != NULL;
}

static void
add_division_record (HdCampaignBattle *b,
                     guint             division)
{
  HdCampaignBattleDivision d = { division, HD_DIVISION_FRESH, 0 };

  if (hd_campaign_battle_get_division (b, division) == NULL)
    g_array_append_val (b->divisions, d);
}

/* @formation joins the battle: it is present, has fought this turn
 * (9.4), and its stands' SP now are their SP at the battle's start. */
static void
join_battle (HdCampaign       *c,
             HdCampaignBattle *b,
             guint             formation)
{
  HdCampaignFormation *f = hd_campaign_find_formation (c, formation);
  g_autoptr(GArray) stands = hd_campaign_list_stands_of (c, formation);

  append_unique (b->present, formation);
  f->fought = TRUE;
  if (f->kind == HD_FORMATION_DIVISION)
    add_division_record (b, formation);
  for (guint i = 0; i < stands->len; i++)
    {
      HdCampaignStand *s = hd_campaign_find_stand (c, g_array_index (stands, guint, i));

      /* SP lost before the battle (attrition, 13.4) still count towards
       * exhaustion: a larger start is kept */
      s->sp_start = MAX (s->sp_start, s->sp);
    }
}

void
hd_campaign_battle_join (HdCampaign       *c,
                         HdCampaignBattle *b,
                         guint             formation)
{
  join_battle (c, b, formation);
}

static void
join_all (HdCampaign       *c,
          HdCampaignBattle *b)
{
  for (HdSide s = HD_SIDE_UNION; s <= HD_SIDE_CONFEDERATE; s++)
    {
      g_autoptr(GArray) forces = hd_campaign_battle_list_forces (c, b, s);

      for (guint i = 0; i < forces->len; i++)
        join_battle (c, b, g_array_index (forces, guint, i));
    }
  for (guint i = 0; i < c->stands->len; i++)
    {
      HdCampaignStand *s = &g_array_index (c->stands, HdCampaignStand, i);

      if (s->formation == HD_CAMPAIGN_NONE && s->box == b->box)
        s->sp_start = MAX (s->sp_start, s->sp);
    }
}

static void
fight_apply (HdCampaign             *c,
             const HdCampaignAction *action)
{
  guint id = 0;
  HdCampaignBattle *b;

  hd_campaign_action_get_uint (action, "battle", &id, NULL);
  b = hd_campaign_battle_find (c, id);
  join_all (c, b);
  b->state = HD_BATTLE_TABLE;
}

static char *
fight_describe (const HdCampaign       *c,
                const HdCampaignAction *action)
{
  g_autofree char *place = battle_place (c, action);

  return g_strdup_printf (_("The battle of %s goes to the table."), place);
}

static GPtrArray *
fight_candidates (const HdCampaign *c)
{
  GPtrArray *out = new_candidates ();

  for (guint i = 0; i < c->battles->len; i++)
    if (g_array_index (c->battles, HdCampaignBattle, i).state == HD_BATTLE_CONTACT)
      g_ptr_array_add (out, battle_action ("fight", &g_array_index (c->battles, HdCampaignBattle, i)));
  return out;
}

/* --- rearguard battle= dice= losses= to= (9; R6) --- */

GArray *
hd_campaign_battle_parse_losses (const HdCampaignAction *action,
                                 const char             *key,
                                 GError                **error)
{
  const char *text = hd_campaign_action_get (action, key);
  g_auto(GStrv) items = NULL;
  g_autoptr(GArray) out = g_array_new (FALSE, TRUE, sizeof (HdCampaignBattleLoss));

  if (text == NULL || text[0] == '\0')
    return g_steal_pointer (&out);
  items = g_strsplit (text, ",", -1);
  for (guint i = 0; items[i] != NULL; i++)
    {
      HdCampaignBattleLoss loss = { 0 };
      char tail;

      if (sscanf (items[i], "%u:%u%c", &loss.stand, &loss.lost, &tail) != 2)
        {
          g_autofree char *shown = hd_excerpt (items[i], -1);

          g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                       _("“%s” takes stand and strength points as STAND:SP, and “%s” is not"), key, shown);
          return NULL;
        }
      g_array_append_val (out, loss);
    }
  return g_steal_pointer (&out);
}

/* Refuses losses of stands not @side's in the battle, or more than a
 * stand has, or a stand named twice; sums them into @total. */
gboolean
hd_campaign_battle_check_losses (const HdCampaign       *c,
                                 const HdCampaignBattle *b,
                                 const GArray           *losses,
                                 const GArray           *arriving,
                                 const char             *rule,
                                 guint                  *total,
                                 GError                **error)
{
  g_autoptr(GArray) seen = g_array_new (FALSE, FALSE, sizeof (guint));

  *total = 0;
  for (guint i = 0; i < losses->len; i++)
    {
      const HdCampaignBattleLoss *l = &g_array_index (losses, HdCampaignBattleLoss, i);
      const HdCampaignStand *s = hd_campaign_lookup_stand (c, l->stand);

      if (s == NULL || (hd_campaign_stand_get_box (c, s) != b->box
                        && !hd_campaign_battle_array_has (arriving, l->stand)))
        return hd_rules_refuse (error, rule, _("stand %u is not in the battle of %s"), l->stand,
                                hd_map_get_box (c->map, b->box)->name);
      if (hd_campaign_battle_array_has (seen, l->stand))
        return hd_rules_refuse (error, rule, _("stand %u is named twice in the losses"), l->stand);
      if (l->lost > s->sp)
        return hd_rules_refuse (error, rule,
                                _("%s has %u strength points and cannot lose %u: no stand grows, and one at 0 is "
                                  "gone"), s->name, s->sp, l->lost);
      g_array_append_val (seen, l->stand);
      *total += l->lost;
    }
  return TRUE;
}

static guint
count_divisions (const HdCampaign *c,
                 const GArray     *forces)
{
  guint n = 0;

  for (guint i = 0; i < forces->len; i++)
    n += hd_campaign_lookup_formation (c, g_array_index (forces, guint, i))->kind == HD_FORMATION_DIVISION;
  return n;
}

/* One die a division, two at most; a force of no division rolls one. */
static guint
rearguard_n_dice (const HdCampaign       *c,
                  const HdCampaignBattle *b)
{
  g_autoptr(GArray) forces = hd_campaign_battle_list_forces (c, b, hd_campaign_battle_defender (b));

  return CLAMP (count_divisions (c, forces), 1, MAX_REARGUARD_DICE);
}

static guint
side_sp (const HdCampaign *c,
         const GArray     *stands)
{
  guint sum = 0;

  for (guint i = 0; i < stands->len; i++)
    sum += hd_campaign_lookup_stand (c, g_array_index (stands, guint, i))->sp;
  return sum;
}

/* The SP the dice take, never more than the defender has. */
static gboolean
rearguard_total (const HdCampaign       *c,
                 const HdCampaignBattle *b,
                 const HdCampaignAction *action,
                 guint                  *total,
                 GError                **error)
{
  g_autoptr(GArray) dice = hd_campaign_action_get_uints (action, "dice", error);
  g_autoptr(GArray) stands = hd_campaign_battle_list_stands (c, b, hd_campaign_battle_defender (b));
  guint n = rearguard_n_dice (c, b);

  if (dice == NULL)
    return FALSE;
  if (dice->len != n)
    return hd_rules_refuse (error, "Campaign 9",
                            ngettext ("a rearguard by dice rolls one die a division, two at most: %u die here",
                                      "a rearguard by dice rolls one die a division, two at most: %u dice here", n),
                            n);
  *total = 0;
  for (guint i = 0; i < dice->len; i++)
    {
      if (!hd_rules_check_die (g_array_index (dice, guint, i), "Campaign 9", error))
        return FALSE;
      *total += g_array_index (dice, guint, i);
    }
  *total = MIN (*total, side_sp (c, stands));
  return TRUE;
}

static gboolean
rearguard_check (const HdCampaign       *c,
                 const HdCampaignAction *action,
                 GError                **error)
{
  const HdCampaignBattle *b = battle_in_state (c, action, HD_BATTLE_CONTACT, error);
  g_autoptr(GArray) losses = NULL;
  HdCampaignCavalryTest test;
  guint to, total, placed;

  if (b == NULL)
    return FALSE;
  hd_campaign_battle_cavalry_test (c, b, &test);
  if (!test.superiority)
    return hd_rules_refuse (error, "Campaign 9",
                            _("without the attacker’s cavalry superiority the defender may simply withdraw: a "
                              "rearguard is for a defender who must fight"));
  if (!rearguard_total (c, b, action, &total, error)
      || !hd_campaign_args_get_box (c, action, "to", &to, error)
      || !hd_campaign_battle_check_withdrawal (c, b, hd_campaign_battle_defender (b), to, "Campaign 9", error))
    return FALSE;
  losses = hd_campaign_battle_parse_losses (action, "losses", error);
  if (losses == NULL || !hd_campaign_battle_check_losses (c, b, losses, NULL, "Campaign 9", &placed, error))
    return FALSE;
  for (guint i = 0; i < losses->len; i++)
    if (hd_campaign_lookup_stand (c, g_array_index (losses, HdCampaignBattleLoss, i).stand)->side == b->attacker)
      return hd_rules_refuse (error, "Campaign 9", _("a rearguard’s losses are the defender’s"));
  if (losses->len > 0 && placed != total)
    return hd_rules_refuse (error, "Campaign 9", _("the dice take %u strength points and the losses placed add up "
                                                   "to %u"), total, placed);
  return TRUE;
}

/* Without losses placed, the dice's SP are taken one at a time from the
 * defender's strongest stand (the lowest number first among equals). */
static void
spread_losses (HdCampaign       *c,
               HdCampaignBattle *b,
               guint             total)
{
  for (guint n = 0; n < total; n++)
    {
      g_autoptr(GArray) stands = hd_campaign_battle_list_stands (c, b, hd_campaign_battle_defender (b));
      const HdCampaignStand *best = NULL;

      for (guint i = 0; i < stands->len; i++)
        {
          const HdCampaignStand *s = hd_campaign_lookup_stand (c, g_array_index (stands, guint, i));

          if (best == NULL || s->sp > best->sp)
            best = s;
        }
      if (best == NULL)
        return;
      hd_campaign_battle_take_losses (c, best->id, 1);
    }
}

void
hd_campaign_battle_mark_engaged (HdCampaign       *c,
              HdCampaignBattle *b,
              guint             stand)
{
  const HdCampaignStand *s = hd_campaign_lookup_stand (c, stand);
  const HdCampaignFormation *f = s != NULL ? hd_campaign_lookup_formation (c, s->formation) : NULL;

  if (f != NULL && f->kind == HD_FORMATION_DIVISION)
    append_unique (b->engaged, f->id);
}

/* The attacker's divisions caused the rearguard's losses (R6). */
static void
engage_attackers (HdCampaign       *c,
                  HdCampaignBattle *b)
{
  g_autoptr(GArray) forces = hd_campaign_battle_list_forces (c, b, b->attacker);

  for (guint i = 0; i < forces->len; i++)
    if (hd_campaign_lookup_formation (c, g_array_index (forces, guint, i))->kind == HD_FORMATION_DIVISION)
      append_unique (b->engaged, g_array_index (forces, guint, i));
}

static void
rearguard_apply (HdCampaign             *c,
                 const HdCampaignAction *action)
{
  g_autoptr(GArray) losses = hd_campaign_battle_parse_losses (action, "losses", NULL);
  guint id = 0, to = 0, total = 0;
  HdCampaignBattle *b;

  hd_campaign_action_get_uint (action, "battle", &id, NULL);
  hd_campaign_args_get_box (c, action, "to", &to, NULL);
  b = hd_campaign_battle_find (c, id);
  rearguard_total (c, b, action, &total, NULL);
  join_all (c, b);
  engage_attackers (c, b);
  for (guint i = 0; i < losses->len; i++)
    {
      const HdCampaignBattleLoss *l = &g_array_index (losses, HdCampaignBattleLoss, i);

      if (l->lost > 0)
        hd_campaign_battle_mark_engaged (c, b, l->stand);
      hd_campaign_battle_take_losses (c, l->stand, l->lost);
    }
  if (losses->len == 0)
    spread_losses (c, b, total);
  hd_campaign_battle_withdraw (c, b, hd_campaign_battle_defender (b), to);
  hd_campaign_battle_settle (c, b);
  b->state = HD_BATTLE_REARGUARD;
  b->winner = b->attacker;
  b->picks[b->attacker] = 3;
  b->picks[hd_campaign_battle_defender (b)] = 1;
  hd_campaign_battle_add_win (c, b, b->attacker, HD_WIN_REARGUARD);
}

static char *
rearguard_describe (const HdCampaign       *c,
                    const HdCampaignAction *action)
{
  g_autofree char *place = battle_place (c, action);
  guint to = 0;

  hd_campaign_args_get_box (c, action, "to", &to, NULL);
  /* TRANSLATORS: "A rearguard covers the defender's retreat from Manassas to Culpeper (dice 3,5)." */
  return g_strdup_printf (_("A rearguard covers the defender’s retreat from %s to %s (dice %s)."), place,
                          hd_map_get_box (c->map, to)->name, hd_campaign_action_get (action, "dice"));
}

static char *
random_dice (guint n)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%d", i ? "," : "", g_random_int_range (1, 7));
  return g_string_free (out, FALSE);
}

static GPtrArray *
rearguard_candidates (const HdCampaign *c)
{
  GPtrArray *out = new_candidates ();

  for (guint i = 0; i < c->battles->len; i++)
    {
      const HdCampaignBattle *b = &g_array_index (c->battles, HdCampaignBattle, i);
      g_autoptr(GArray) boxes = hd_campaign_battle_list_withdrawal_boxes (c, b, hd_campaign_battle_defender (b));
      g_autofree char *dice = random_dice (rearguard_n_dice (c, b));

      for (guint j = 0; b->state == HD_BATTLE_CONTACT && j < boxes->len && j < 2; j++)
        {
          HdCampaignAction *a = battle_action ("rearguard", b);

          hd_campaign_action_set (a, "dice", dice);
          hd_campaign_action_set (a, "to", hd_map_get_box (c->map, g_array_index (boxes, guint, j))->id);
          g_ptr_array_add (out, a);
        }
    }
  return out;
}

const HdCampaignActionType hd_campaign_battle_actions[] = {
  { "withdraw", "Campaign 9", FALSE, withdraw_check, withdraw_apply, withdraw_describe, withdraw_candidates },
  { "fight", "Campaign 9", FALSE, fight_check, fight_apply, fight_describe, fight_candidates },
  { "rearguard", "Campaign 9", FALSE, rearguard_check, rearguard_apply, rearguard_describe, rearguard_candidates },
};
const guint hd_campaign_battle_n_actions = G_N_ELEMENTS (hd_campaign_battle_actions);

/* --- invariants 50-59 --- */

static char *
check_battle_records (const HdCampaign *self)
{
  guint last = 0;

  for (guint i = 0; i < self->battles->len; i++)
    {
      const HdCampaignBattle *b = &g_array_index (self->battles, HdCampaignBattle, i);

      if (b->id <= last || b->id >= self->next_battle_id)
        return hd_campaign_invariant_broken (50, "battle id %u out of order", b->id);
      if (b->box >= self->n_boxes || b->attacker == HD_SIDE_NEUTRAL || b->attacker >= HD_N_SIDES
          || b->state >= HD_N_BATTLE_STATES)
        return hd_campaign_invariant_broken (50, "battle %u has no box, attacker or state", b->id);
      for (guint s = 0; s < HD_N_SIDES; s++)
        if (b->withdrawal[s] > self->n_boxes)
          return hd_campaign_invariant_broken (50, "battle %u withdrew off the board", b->id);
      last = b->id;
    }
  return NULL;
}

static char *
check_battle_life (const HdCampaign       *self,
                   const HdCampaignBattle *b)
{
  gboolean open = b->state == HD_BATTLE_CONTACT || b->state == HD_BATTLE_TABLE;
  gboolean picks = b->state == HD_BATTLE_OVER || b->state == HD_BATTLE_REARGUARD;

  if (open && b->winner != HD_SIDE_NEUTRAL)
    return hd_campaign_invariant_broken (51, "battle %u has a winner while still open", b->id);
  for (guint s = 0; s < HD_N_SIDES; s++)
    if (b->picks[s] > 3 || (!picks && b->picks[s] > 0))
      return hd_campaign_invariant_broken (52, "battle %u gives %u picks to a side", b->id, b->picks[s]);
  if ((b->state == HD_BATTLE_CONTACT && (b->day > 0 || b->closed))
      || (b->state != HD_BATTLE_TABLE && b->day_losses != NULL && b->day_losses->len > 0))
    return hd_campaign_invariant_broken (53, "battle %u keeps days or losses out of the table", b->id);
  return NULL;
}

/* A day's losses name stands of the war, each once, each of at least one
 * SP; the division records name divisions that took part, each once. */
static char *
check_battle_records_kept (const HdCampaign       *self,
                           const HdCampaignBattle *b)
{
  for (guint i = 0; b->day_losses != NULL && i < b->day_losses->len; i++)
    {
      const HdCampaignBattleLoss *l = &g_array_index (b->day_losses, HdCampaignBattleLoss, i);

      if (l->lost == 0 || l->stand == 0 || l->stand >= self->next_id)
        return hd_campaign_invariant_broken (54, "battle %u records a loss of %u SP by stand %u", b->id, l->lost,
                                             l->stand);
      for (guint j = 0; j < i; j++)
        if (g_array_index (b->day_losses, HdCampaignBattleLoss, j).stand == l->stand)
          return hd_campaign_invariant_broken (54, "battle %u records stand %u twice", b->id, l->stand);
    }
  for (guint i = 0; b->divisions != NULL && i < b->divisions->len; i++)
    {
      const HdCampaignBattleDivision *d = &g_array_index (b->divisions, HdCampaignBattleDivision, i);

      if (!hd_campaign_battle_array_has (b->present, d->division) || d->state >= HD_N_DIVISION_STATES)
        return hd_campaign_invariant_broken (55, "battle %u keeps division %u that is not in it", b->id,
                                             d->division);
      for (guint j = 0; j < i; j++)
        if (g_array_index (b->divisions, HdCampaignBattleDivision, j).division == d->division)
          return hd_campaign_invariant_broken (55, "battle %u keeps division %u twice", b->id, d->division);
    }
  return NULL;
}

/* Two divisions trained a side a Player Turn, each once (10.31); no
 * stand promoted in a turn still to come (10.3). */
static char *
check_promotions (const HdCampaign *self)
{
  for (guint i = 0; i < self->trained->len; i++)
    {
      const HdCampaignTraining *t = &g_array_index (self->trained, HdCampaignTraining, i);
      guint same = 0;

      for (guint j = 0; j < self->trained->len; j++)
        {
          const HdCampaignTraining *u = &g_array_index (self->trained, HdCampaignTraining, j);

          same += u->turn == t->turn && u->side == t->side;
          if (j != i && u->turn == t->turn && u->division == t->division)
            return hd_campaign_invariant_broken (56, "division %u trained twice in turn %u", t->division, t->turn);
        }
      if (same > 2)
        return hd_campaign_invariant_broken (56, "%u divisions trained in turn %u", same, t->turn);
    }
  for (guint i = 0; i < self->stands->len; i++)
    if (g_array_index (self->stands, HdCampaignStand, i).promoted_turn > self->turn)
      return hd_campaign_invariant_broken (57, "stand %u promoted in a later turn",
                                           g_array_index (self->stands, HdCampaignStand, i).id);
  return NULL;
}

char *
hd_campaign_battle_check_all (const HdCampaign *self)
{
  char *broken = check_battle_records (self);

  for (guint i = 0; broken == NULL && i < self->battles->len; i++)
    {
      const HdCampaignBattle *b = &g_array_index (self->battles, HdCampaignBattle, i);

      broken = check_battle_life (self, b);
      if (broken == NULL)
        broken = check_battle_records_kept (self, b);
    }
  return broken != NULL ? broken : check_promotions (self);
}
