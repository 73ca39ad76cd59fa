/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-invariants.c: invariants 1-9 of a campaign position (listed
 * in hd-campaign-invariants.h) and the table of every module's checker. */
#include "config.h"

#include "hd-calendar.h"
#include "hd-campaign-battle.h"
#include "hd-campaign-books.h"
#include "hd-campaign-invariants.h"
#include "hd-campaign-intel.h"
#include "hd-campaign-seats.h"
#include "hd-campaign-invasion.h"
#include "hd-campaign-oob.h"
#include "hd-campaign-march.h"
#include "hd-campaign-private.h"
#include "hd-campaign-recruit.h"
#include "hd-campaign-turn.h"

/* Each side's sequence (0 where it is not kept: an older campaign, or
 * the enemy's in a president's view): the Union's even, the
 * Confederacy's odd, and no record holds an id of its parity at or above
 * it, so that no id is given twice. */
static char *
check_side_ids (const HdCampaign *self)
{
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      guint next = self->side_next_id[side];
      guint parity = hd_campaign_id_parity (side);

      if (next == 0)
        continue;
      if (next % 2 != parity)
        return hd_campaign_invariant_broken (1, "side %d's next id %u of the wrong parity", side, next);
      /* (records are in id order: those at or above it are last) */
      for (guint i = self->formations->len;
           i-- > 0 && g_array_index (self->formations, HdCampaignFormation, i).id >= next;)
        if (g_array_index (self->formations, HdCampaignFormation, i).id % 2 == parity)
          return hd_campaign_invariant_broken (1, "side %d's next id %u taken already", side, next);
      for (guint i = self->stands->len; i-- > 0 && g_array_index (self->stands, HdCampaignStand, i).id >= next;)
        if (g_array_index (self->stands, HdCampaignStand, i).id % 2 == parity)
          return hd_campaign_invariant_broken (1, "side %d's next id %u taken already", side, next);
    }
  return NULL;
}

static char *
check_ids (const HdCampaign *self)
{
  guint last = 0;

  for (guint i = 0; i < self->formations->len; i++)
    {
      guint id = g_array_index (self->formations, HdCampaignFormation, i).id;

      if (id <= last || id >= self->next_id)
        return hd_campaign_invariant_broken (1, "formation id %u out of order", id);
      last = id;
    }
  last = 0;
  for (guint i = 0; i < self->stands->len; i++)
    {
      guint id = g_array_index (self->stands, HdCampaignStand, i).id;

      if (id <= last || id >= self->next_id || hd_campaign_lookup_formation (self, id) != NULL)
        return hd_campaign_invariant_broken (1, "stand id %u out of order or shared", id);
      last = id;
    }
  return check_side_ids (self);
}

static gboolean
parent_fits (HdFormationKind kind,
             const HdCampaignFormation *parent)
{
  if (parent == NULL)
    return kind != HD_FORMATION_DIVISION;
  switch (kind)
    {
    case HD_FORMATION_DIVISION:
    case HD_FORMATION_SIEGE_TRAIN:
      return hd_formation_kind_is_corps (parent->kind);
    case HD_FORMATION_CORPS:
    case HD_FORMATION_FIELD_CORPS:
    case HD_FORMATION_CAVALRY_CORPS:
      return parent->kind == HD_FORMATION_ARMY;
    case HD_FORMATION_ARMY:
    case HD_N_FORMATION_KINDS:
    default:
      return FALSE;
    }
}

static char *
check_parents (const HdCampaign *self)
{
  for (guint i = 0; i < self->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (self->formations, HdCampaignFormation, i);
      const HdCampaignFormation *p = NULL;

      if (f->parent != HD_CAMPAIGN_NONE)
        {
          p = hd_campaign_lookup_formation (self, f->parent);
          if (p == NULL || p->side != f->side)
            return hd_campaign_invariant_broken (2, "formation %u has no parent %u of its side", f->id, f->parent);
        }
      if (!parent_fits (f->kind, p))
        return hd_campaign_invariant_broken (2, "formation %u (%s) may not belong to %u", f->id,
                                             hd_formation_kind_to_string (f->kind), f->parent);
      if (f->side != HD_SIDE_UNION && f->side != HD_SIDE_CONFEDERATE)
        return hd_campaign_invariant_broken (2, "formation %u has no side", f->id);
      if (f->kind != HD_FORMATION_ARMY && f->box >= self->n_boxes)
        return hd_campaign_invariant_broken (4, "formation %u stands in no box", f->id);
    }
  return NULL;
}

static char *
check_stand (const HdCampaign      *self,
             const HdCampaignStand *s)
{
  gboolean guns = s->arm == HD_ARM_ARTILLERY || s->arm == HD_ARM_SIEGE;
  gboolean siege_gun = s->gun == HD_GUN_SG_SB || s->gun == HD_GUN_SG_R;

  if (s->formation != HD_CAMPAIGN_NONE)
    {
      const HdCampaignFormation *f = hd_campaign_lookup_formation (self, s->formation);

      if (f == NULL || f->side != s->side || f->kind == HD_FORMATION_ARMY)
        return hd_campaign_invariant_broken (3, "stand %u belongs to no formation of its side", s->id);
    }
  else if (s->box >= self->n_boxes)
    return hd_campaign_invariant_broken (3, "stand %u stands nowhere", s->id);
  if (s->morale < 1 || s->morale > 6 || s->sp < 1 || s->arm >= HD_N_ARMS || s->status >= HD_N_STATUSES
      || s->gun >= HD_N_GUNS)
    return hd_campaign_invariant_broken (5, "stand %u has %u-%u, arm %d, status %d", s->id, s->sp, s->morale,
                                         s->arm, s->status);
  if ((s->gun != HD_GUN_NONE && !guns) || (siege_gun != (s->arm == HD_ARM_SIEGE && s->gun != HD_GUN_NONE)))
    return hd_campaign_invariant_broken (5, "stand %u has guns %s that its arm cannot have", s->id,
                                         hd_gun_to_string (s->gun));
  return NULL;
}

static char *
check_stands (const HdCampaign *self)
{
  for (guint i = 0; i < self->stands->len; i++)
    {
      char *broken = check_stand (self, &g_array_index (self->stands, HdCampaignStand, i));

      if (broken != NULL)
        return broken;
    }
  return NULL;
}

static char *
check_control (const HdCampaign *self)
{
  for (guint i = 0; i < self->n_boxes; i++)
    {
      if (self->control[i] > HD_SIDE_CONFEDERATE)
        return hd_campaign_invariant_broken (6, "box %u held by side %d", i, self->control[i]);
      if (self->cavalry_held[i] && self->control[i] == hd_campaign_get_home_side (self, i))
        return hd_campaign_invariant_broken (6, "box %s held by cavalry in its own country",
                                             hd_map_get_box (self->map, i)->id);
    }
  return NULL;
}

/* Whether the Game Turn @turn ends in March, June, September or December. */
static gboolean
ends_a_quarter (guint turn)
{
  HdGameTurn t;
  guint last;

  if (!hd_calendar_get_turn (turn, &t))
    return FALSE;
  last = t.first_month + t.n_months - 1;
  return last == 3 || last == 6 || last == 9 || last == 12;
}

static char *
check_calendar (const HdCampaign *self)
{
  if (self->turn < 1 || self->turn > HD_CAMPAIGN_TURNS)
    return hd_campaign_invariant_broken (7, "Game Turn %u", self->turn);
  if (self->player != HD_SIDE_UNION && self->player != HD_SIDE_CONFEDERATE)
    return hd_campaign_invariant_broken (7, "no player");
  if (self->phase >= HD_N_PHASES || (self->phase == HD_PHASE_RECRUITING && !ends_a_quarter (self->turn)))
    return hd_campaign_invariant_broken (7, "phase %d in Game Turn %u", self->phase, self->turn);
  return NULL;
}

static char *
check_marches (const HdCampaign *self)
{
  guint allotted = 0;

  for (guint i = 0; i < self->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (self->formations, HdCampaignFormation, i);

      if (f->marches_used > 2)
        return hd_campaign_invariant_broken (8, "formation %u used %u marches", f->id, f->marches_used);
      if (f->side == self->player)
        allotted += f->marches_allotted;
    }
  if (allotted > self->marches)
    return hd_campaign_invariant_broken (8, "%u marches allotted of %u", allotted, self->marches);
  return NULL;
}

static char *
check_index (const HdCampaign *self)
{
  g_autofree char *wrong = NULL;

  if (self->index == NULL)
    return NULL;
  wrong = hd_campaign_index_check (self->index, self->formations, self->stands);
  return wrong != NULL ? hd_campaign_invariant_broken (9, "%s", wrong) : NULL;
}

typedef char *(*HdCampaignChecker) (const HdCampaign *self);

/* Every checker, in the order of the invariants' numbers; the modules add
 * theirs here. */
static const HdCampaignChecker checkers[] = {
  check_ids,
  check_parents,
  check_stands,
  check_control,
  check_calendar,
  check_marches,
  check_index,
  hd_campaign_oob_check_invariants,     /* 20-25 */
  hd_campaign_books_check_invariants,   /* 30-32 */
  hd_campaign_recruit_check_invariants, /* 33-35, 37 */
  hd_campaign_turn_check_invariants,    /* 36 */
  hd_campaign_march_check_invariants,   /* 40-44 */
  hd_campaign_invasion_check_invariants, /* 45 */
  hd_campaign_battle_check_all,            /* 50-57 */
  hd_campaign_intel_check_invariants,      /* 60 */
  hd_campaign_seats_check_invariants,      /* 61 */
};

char *
hd_campaign_invariants_check (const HdCampaign *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (checkers); i++)
    {
      char *broken = checkers[i] (self);

      if (broken != NULL)
        return broken;
    }
  return NULL;
}

void
hd_campaign_invariants_assert (const HdCampaign *self)
{
  g_autofree char *broken = hd_campaign_invariants_check (self);

  if (broken != NULL)
    g_error ("the campaign position breaks %s", broken);
}
