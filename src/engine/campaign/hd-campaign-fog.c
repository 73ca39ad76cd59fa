/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-fog.c: a side's knowledge of the war as a position
 * (hd-campaign-fog.h): the truth with the enemy's records and secrets
 * taken out. */
#define G_LOG_DOMAIN "hd-campaign-fog"

#include "config.h"

#include "hd-campaign-fog.h"
#include "hd-campaign-private.h"

static GArray *
formations_of (const HdCampaign *c,
               HdSide            side)
{
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < c->formations->len; i++)
    if (g_array_index (c->formations, HdCampaignFormation, i).side == side)
      g_array_append_val (ids, g_array_index (c->formations, HdCampaignFormation, i).id);
  return ids;
}

static GArray *
stands_of (const HdCampaign *c,
           HdSide            side)
{
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < c->stands->len; i++)
    if (g_array_index (c->stands, HdCampaignStand, i).side == side)
      g_array_append_val (ids, g_array_index (c->stands, HdCampaignStand, i).id);
  return ids;
}

static gboolean
is_own (const HdCampaign *c,
        guint             id)
{
  return hd_campaign_lookup_formation (c, id) != NULL || hd_campaign_lookup_stand (c, id) != NULL;
}

/* Keeps in @ids (guint, or records beginning with a guint id) only those
 * of @c's own formations and stands. */
static void
keep_own (const HdCampaign *c,
          GArray           *ids)
{
  guint size = g_array_get_element_size (ids);

  for (guint i = ids->len; i-- > 0;)
    if (!is_own (c, *(const guint *) (ids->data + (gsize) i * size)))
      g_array_remove_index (ids, i);
}

/* A battle's place, sides and outcome are public; the enemy's division
 * records, losses and promotion picks are not. */
static void
fog_battles (HdCampaign *c,
             HdSide      enemy)
{
  for (guint i = 0; i < c->battles->len; i++)
    {
      HdCampaignBattle *b = &g_array_index (c->battles, HdCampaignBattle, i);

      keep_own (c, b->attackers);
      keep_own (c, b->present);
      keep_own (c, b->divisions);
      keep_own (c, b->day_losses);
      keep_own (c, b->engaged);
      keep_own (c, b->exhausted_ok);
      if (b->attacker == enemy)
        g_array_set_size (b->entered_from, 0);   /* where they came from: a Detailed report's */
      b->picks[enemy] = 0;
      b->withdrawal[enemy] = 0;
    }
}

static void
fog_turn (HdCampaign *c,
          HdSide      side,
          HdSide      enemy)
{
  if (c->player == enemy)
    {
      /* the enemy's march die, recruiting die and what it raised */
      c->march_die = 0;
      c->marches = 0;
      c->recruit_die = 0;
      c->recruited = 0;
      c->corps_upgraded = 0;
      g_array_set_size (c->guns_upgraded, 0);
    }
  if (side == HD_SIDE_CONFEDERATE)
    {
      c->blockade_scouted = 0;   /* 8.25: the port the Union watches closely */
      /* 7.5: the Union's planned invasion */
      c->invasion_turn = c->invasion_year = c->invasion_from = c->invasion_to = 0;
      c->invasion_years = 0;
      g_array_set_size (c->invasion_units, 0);
    }
  for (guint i = c->trained->len; i-- > 0;)
    if (g_array_index (c->trained, HdCampaignTraining, i).side == enemy)
      g_array_remove_index (c->trained, i);
}

static void
fog_boxes (HdCampaign       *c,
           const HdCampaign *truth,
           HdSide            side,
           HdSide            enemy)
{
  g_autofree gboolean *mine = hd_campaign_list_troops_at (c, side);
  g_autofree gboolean *theirs = hd_campaign_list_troops_at (truth, enemy);

  for (guint box = 0; box < c->n_boxes; box++)
    {
      c->entered[box] &= (guint8) ~(1u << enemy);
      c->recruit_cities[box] &= (guint8) ~((1u << enemy) | (8u << enemy));
      if (c->control[box] != side)
        c->cavalry_held[box] = FALSE;
      /* entrenchments: his own where his troops stand or in his empty
       * works; the enemy's only in Detailed reports */
      if (!mine[box] && (c->control[box] != side || theirs[box]))
        c->works[box] = 0;
    }
  g_ptr_array_set_size (c->reports[enemy], 0);
  g_ptr_array_set_size (c->reports[enemy], c->n_boxes);
  /* the other seats' PINs, even salted, are not his */
  g_clear_pointer (&c->seat_pins[enemy], g_free);
  g_clear_pointer (&c->seat_pins[HD_SIDE_NEUTRAL], g_free);
  /* nor the secret his orders are signed with (hd-campaign-dispatch.h) */
  g_clear_pointer (&c->dispatch_key, g_free);
}

/* The ids the enemy gives: his sequence taken out, and the view's next
 * id its side's, so that no id tells how many records he made.  (A
 * campaign from before ids were given by side keeps its one sequence,
 * whose next id does tell.) */
static void
fog_ids (HdCampaign *c,
         HdSide      side,
         HdSide      enemy)
{
  if (c->side_next_id[side] == 0)
    return;
  c->side_next_id[enemy] = 0;
  c->next_id = c->side_next_id[side];
}

HdCampaign *
hd_campaign_fog_derive (const HdCampaign *truth,
                        HdSide            side)
{
  g_autoptr(GArray) formations = formations_of (truth, side);
  g_autoptr(GArray) stands = stands_of (truth, side);
  HdCampaign *c;
  HdSide enemy = hd_side_get_enemy (side);

  g_return_val_if_fail (side == HD_SIDE_UNION || side == HD_SIDE_CONFEDERATE, NULL);
  c = hd_campaign_copy_part (truth, formations, stands);
  hd_campaign_copy_battles (c, truth);
  fog_battles (c, enemy);
  fog_turn (c, side, enemy);
  fog_boxes (c, truth, side, enemy);
  fog_ids (c, side, enemy);
  return c;
}

/* --- a commander's share (Campaign 2.2, R11) --- */

/* Whether formation @id is in the command of @top: @top itself, what it
 * holds at any depth, or the army above it. */
static gboolean
in_command (const HdCampaign *c,
            guint             top,
            guint             id)
{
  const HdCampaignFormation *head = hd_campaign_lookup_formation (c, top);

  if (head != NULL && head->parent == id)
    return TRUE;
  for (guint depth = 0; id != HD_CAMPAIGN_NONE && depth < 8; depth++)
    {
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, id);

      if (id == top)
        return TRUE;
      id = f != NULL ? f->parent : HD_CAMPAIGN_NONE;
    }
  return FALSE;
}

/* Whether formation @id is in any of the @n commands of @tops. */
static gboolean
in_commands (const HdCampaign *c,
             const guint      *tops,
             guint             n,
             guint             id)
{
  for (guint i = 0; i < n; i++)
    if (in_command (c, tops[i], id))
      return TRUE;
  return FALSE;
}

/* The boxes within two lines of a box @c's formations stand in. */
static gboolean *
near_command (const HdCampaign *c)
{
  gboolean *near = g_new0 (gboolean, c->n_boxes);

  for (guint i = 0; i < c->formations->len; i++)
    {
      guint box = g_array_index (c->formations, HdCampaignFormation, i).box;
      g_autoptr(GPtrArray) next = NULL;

      if (box >= c->n_boxes)
        continue;
      near[box] = TRUE;
      next = hd_map_neighbours (c->map, hd_map_get_box (c->map, box), HD_LINE_MASK_ANY);
      for (guint j = 0; j < next->len; j++)
        {
          const HdBox *between = g_ptr_array_index (next, j);
          g_autoptr(GPtrArray) far = hd_map_neighbours (c->map, between, HD_LINE_MASK_ANY);

          near[between->index] = TRUE;
          for (guint k = 0; k < far->len; k++)
            near[((const HdBox *) g_ptr_array_index (far, k))->index] = TRUE;
        }
    }
  return near;
}

HdCampaign *
hd_campaign_fog_derive_command (const HdCampaign *truth,
                                HdSide            side,
                                const guint      *commands,
                                guint             n_commands)
{
  g_autoptr(HdCampaign) side_share = hd_campaign_fog_derive (truth, side);
  g_autoptr(GArray) formations = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) stands = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree gboolean *near = NULL;
  HdCampaign *c;

  g_return_val_if_fail (side_share != NULL, NULL);
  for (guint i = 0; i < side_share->formations->len; i++)
    {
      guint id = g_array_index (side_share->formations, HdCampaignFormation, i).id;

      if (in_commands (side_share, commands, n_commands, id))
        g_array_append_val (formations, id);
    }
  for (guint i = 0; i < side_share->stands->len; i++)
    {
      const HdCampaignStand *s = &g_array_index (side_share->stands, HdCampaignStand, i);

      if (s->formation != HD_CAMPAIGN_NONE && in_commands (side_share, commands, n_commands, s->formation))
        g_array_append_val (stands, s->id);
    }
  c = hd_campaign_copy_part (side_share, formations, stands);
  hd_campaign_copy_battles (c, side_share);
  fog_battles (c, hd_side_get_enemy (side));
  /* the side's reports near his command; none of its PIN */
  near = near_command (c);
  for (guint box = 0; box < c->n_boxes; box++)
    if (!near[box])
      g_clear_pointer (&g_ptr_array_index (c->reports[side], box), hd_campaign_report_unref);
  g_clear_pointer (&c->seat_pins[side], g_free);
  return c;
}
