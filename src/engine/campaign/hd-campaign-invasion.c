/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-invasion.c: the Union's guaranteed naval invasion of each
 * year (Campaign 7.5; hd-campaign-invasion.h): the `plan-invasion` action
 * and the questions the marches ask of it. */
#define G_LOG_DOMAIN "hd-campaign-invasion"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-calendar.h"
#include "hd-campaign-battle.h"
#include "hd-campaign-invasion.h"
#include "hd-campaign-private.h"
#include "hd-rules.h"

static const char *
box_name (const HdCampaign *c,
          guint             box)
{
  return hd_map_get_box (c->map, box)->name;
}

static guint
year_of (guint turn)
{
  HdGameTurn gt;

  return hd_calendar_get_turn (turn, &gt) ? gt.year : 0;
}

static gboolean
is_winter (guint turn)
{
  HdGameTurn gt;

  return hd_calendar_get_turn (turn, &gt) && gt.n_months == 2;
}

/* Whether this month's declared invasion is waiting (not put off). */
static gboolean
due_now (const HdCampaign *c)
{
  return c->invasion_turn != 0 && c->invasion_turn == c->turn;
}

/* Whether formation @id, or the corps it belongs to, is assigned. */
static gboolean
is_assigned (const HdCampaign *c,
             guint             id)
{
  guint corps = hd_campaign_get_corps_of (c, id);

  return hd_campaign_battle_array_has (c->invasion_units, id)
         || (corps != HD_CAMPAIGN_NONE && hd_campaign_battle_array_has (c->invasion_units, corps));
}

gboolean
hd_campaign_invasion_is_spent (const HdCampaign *c,
                               guint             year)
{
  if (year < HD_CAMPAIGN_INVASION_FIRST_YEAR || year >= HD_CAMPAIGN_INVASION_FIRST_YEAR + HD_CAMPAIGN_INVASION_YEARS)
    return FALSE;
  return (c->invasion_years & (1u << (year - HD_CAMPAIGN_INVASION_FIRST_YEAR))) != 0;
}

/* --- the marches' questions --- */

static guint
count_assigned (const HdCampaign *c,
                const GArray     *ids)
{
  guint n = 0;

  for (guint i = 0; i < ids->len; i++)
    n += is_assigned (c, g_array_index (ids, guint, i));
  return n;
}

gboolean
hd_campaign_invasion_allows (const HdCampaign *c,
                             const GArray     *ids,
                             guint             from,
                             guint             to,
                             GError          **error)
{
  guint assigned = count_assigned (c, ids);

  if (assigned > 0 && !due_now (c))
    return hd_rules_refuse (error, "Campaign 7.5",
                            _("units assigned to the declared invasion of %s wait for its month"),
                            box_name (c, c->invasion_to));
  if (assigned > 0 && (from != c->invasion_from || to != c->invasion_to))
    /* TRANSLATORS: the guaranteed invasion declared the month before */
    return hd_rules_refuse (error, "Campaign 7.5",
                            _("units assigned to this month’s declared invasion make only that one, from %1$s to "
                              "%2$s"), box_name (c, c->invasion_from), box_name (c, c->invasion_to));
  if (c->march_die == 6 || (assigned > 0 && assigned == ids->len))
    return TRUE;
  if (assigned > 0)
    return hd_rules_refuse (error, "Campaign 7.5",
                            _("without a march die of 6 only the units assigned the month before make the declared "
                              "invasion"));
  if (due_now (c))
    return hd_rules_refuse (error, "Campaign 7.5",
                            _("the Union invades from the sea only on a march die of 6 (it rolled %1$u), or with the "
                              "units it assigned the month before to invade %2$s"),
                            c->march_die, box_name (c, c->invasion_to));
  return hd_rules_refuse (error, "Campaign 7.5",
                          _("the Union invades from the sea only on a march die of 6, and it rolled %u"),
                          c->march_die);
}

gboolean
hd_campaign_invasion_check_free (const HdCampaign *c,
                                 const GArray     *ids,
                                 GError          **error)
{
  if (c->invasion_turn == 0)
    return TRUE;
  for (guint i = 0; i < ids->len; i++)
    {
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, g_array_index (ids, guint, i));

      if (f != NULL && is_assigned (c, f->id))
        return hd_rules_refuse (error, "Campaign 7.5",
                                _("%1$s is assigned to the declared invasion of %2$s: it makes no other march, even "
                                  "if the invasion is not made"), f->name, box_name (c, c->invasion_to));
    }
  return TRUE;
}

void
hd_campaign_invasion_note_die (HdCampaign *c)
{
  /* 7.5: "For winter months (Nov-Dec and Jan-Feb), if a 1 is thrown ...
   * the invasion may be made in the next turn instead." */
  if (c->player == HD_SIDE_UNION && due_now (c) && c->march_die == 1 && is_winter (c->turn)
      && c->turn < HD_CAMPAIGN_TURNS)
    c->invasion_turn = c->turn + 1;
}

static void
forget (HdCampaign *c)
{
  c->invasion_turn = 0;
  c->invasion_year = 0;
  c->invasion_from = c->invasion_to = 0;
  g_array_set_size (c->invasion_units, 0);
}

void
hd_campaign_invasion_begin_turn (HdCampaign *c)
{
  if (c->invasion_turn != 0 && c->invasion_turn < c->turn)
    forget (c);   /* made, or not: the year's invasion is spent */
}

/* --- plan-invasion formations= from= to= (7.5) --- */

static gboolean
check_when (const HdCampaign *c,
            GError          **error)
{
  guint year = year_of (c->turn + 1);

  if (c->phase != HD_PHASE_MOVEMENT || c->player != HD_SIDE_UNION)
    return hd_rules_refuse (error, "Campaign 7.5",
                            _("the guaranteed invasion is declared to the umpire in the Union’s Movement Phase"));
  if (c->turn >= HD_CAMPAIGN_TURNS || year < HD_CAMPAIGN_INVASION_FIRST_YEAR)
    return hd_rules_refuse (error, "Campaign 7.5",
                            _("the guaranteed invasions begin with 1862: one is declared in the month before it, "
                              "from December 1861 on"));
  if (c->invasion_turn != 0)
    return hd_rules_refuse (error, "Campaign 7.5", _("an invasion is declared already, for %s"),
                            box_name (c, c->invasion_to));
  if (hd_campaign_invasion_is_spent (c, year))
    return hd_rules_refuse (error, "Campaign 7.5", _("the guaranteed invasion of %u is declared already: one a "
                                                     "year"), year);
  return TRUE;
}

static gboolean
check_ports (const HdCampaign *c,
             guint             from,
             guint             to,
             GError          **error)
{
  if (!hd_map_get_box (c->map, from)->port || hd_campaign_get_home_side (c, from) != HD_SIDE_UNION
      || c->control[from] != HD_SIDE_UNION)
    return hd_rules_refuse (error, "Campaign 7.5",
                            _("an invasion sails from a port of the Union’s own that it holds (Fort Monroe counts), "
                              "and %s is not one"), box_name (c, from));
  if (!hd_map_get_box (c->map, to)->port || c->control[to] != HD_SIDE_CONFEDERATE)
    return hd_rules_refuse (error, "Campaign 7.5", _("an invasion lands at a port the Confederacy holds, and %s is not "
                                                      "one"), box_name (c, to));
  return TRUE;
}

static gboolean
check_units (const HdCampaign *c,
             const GArray     *ids,
             guint             from,
             GError          **error)
{
  if (ids->len == 0)
    return hd_rules_refuse (error, "Campaign 7.5", _("an invasion moves at least one formation"));
  for (guint i = 0; i < ids->len; i++)
    {
      guint id = g_array_index (ids, guint, i);
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, id);

      if (f == NULL)
        {
          g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT, _("there is no formation number %u"), id);
          return FALSE;
        }
      if (f->side != HD_SIDE_UNION || !hd_formation_kind_is_corps (f->kind) || f->box != from || hd_campaign_args_listed_before (ids, i))
        return hd_rules_refuse (error, "Campaign 7.5",
                                _("the units assigned are the Union’s corps standing at %1$s, each once (a corps "
                                  "takes its divisions along); %2$s is not one"), box_name (c, from), f->name);
    }
  return TRUE;
}

static gboolean
plan_check (const HdCampaign       *c,
            const HdCampaignAction *action,
            GError                **error)
{
  g_autoptr(GArray) ids = NULL;
  guint from, to;

  if (!check_when (c, error) || !hd_campaign_args_get_box (c, action, "from", &from, error)
      || !hd_campaign_args_get_box (c, action, "to", &to, error) || !check_ports (c, from, to, error))
    return FALSE;
  ids = hd_campaign_action_get_uints (action, "formations", error);
  return ids != NULL && check_units (c, ids, from, error);
}

static void
plan_apply (HdCampaign             *c,
            const HdCampaignAction *action)
{
  g_autoptr(GArray) ids = hd_campaign_action_get_uints (action, "formations", NULL);

  c->invasion_turn = c->turn + 1;
  c->invasion_year = year_of (c->invasion_turn);
  hd_campaign_args_get_box (c, action, "from", &c->invasion_from, NULL);
  hd_campaign_args_get_box (c, action, "to", &c->invasion_to, NULL);
  g_array_set_size (c->invasion_units, 0);
  g_array_append_vals (c->invasion_units, ids->data, ids->len);
  c->invasion_years |= 1u << (c->invasion_year - HD_CAMPAIGN_INVASION_FIRST_YEAR);
}

static char *
plan_describe (const HdCampaign       *c,
               const HdCampaignAction *action)
{
  g_autoptr(GArray) ids = hd_campaign_action_get_uints (action, "formations", NULL);
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *when = hd_calendar_format (c->turn + 1);
  guint from = 0, to = 0;

  hd_campaign_args_get_box (c, action, "from", &from, NULL);
  hd_campaign_args_get_box (c, action, "to", &to, NULL);
  for (guint i = 0; ids != NULL && i < ids->len; i++)
    {
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, g_array_index (ids, guint, i));
      g_string_append_printf (names, "%s%s", i > 0 ? ", " : "", f != NULL ? f->name : "?");
    }
  /* TRANSLATORS: "The Union declares its invasion of 02/1862: IV Corps
   * from Fort Monroe to Wilmington." */
  return g_strdup_printf (_("The Union declares its invasion of %1$s: %2$s from %3$s to %4$s."), when, names->str,
                          box_name (c, from), box_name (c, to));
}

/* Each Union corps in a port of its own, alone, to each Confederate port
 * (at most MAX_CANDIDATES). */
#define MAX_CANDIDATES 3

static GPtrArray *
plan_candidates (const HdCampaign *c)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);

  if (!check_when (c, NULL))
    return list;
  for (guint i = 0; i < c->formations->len && list->len < MAX_CANDIDATES; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);

      if (f->side != HD_SIDE_UNION || !hd_formation_kind_is_corps (f->kind) || f->box >= c->n_boxes)
        continue;
      for (guint to = 0; to < c->n_boxes && list->len < MAX_CANDIDATES; to++)
        if (check_ports (c, f->box, to, NULL))
          {
            HdCampaignAction *a = hd_campaign_action_new ("plan-invasion");

            hd_campaign_action_set_uint (a, "formations", f->id);
            hd_campaign_action_set (a, "from", hd_map_get_box (c->map, f->box)->id);
            hd_campaign_action_set (a, "to", hd_map_get_box (c->map, to)->id);
            g_ptr_array_add (list, a);
          }
    }
  return list;
}

const HdCampaignActionType hd_campaign_invasion_actions[] = {
  { "plan-invasion", "Campaign 7.5", FALSE, plan_check, plan_apply, plan_describe, plan_candidates },
};
const guint hd_campaign_invasion_n_actions = G_N_ELEMENTS (hd_campaign_invasion_actions);

/* --- invariant 45 --- */

char *
hd_campaign_invasion_check_invariants (const HdCampaign *c)
{
  if (c->invasion_turn == 0)
    return c->invasion_units->len == 0 && c->invasion_year == 0
             ? NULL
             : hd_campaign_invariant_broken (45, "units or a year assigned to no declared invasion");
  if (c->invasion_turn < c->turn || c->invasion_turn > c->turn + 1 || c->invasion_turn > HD_CAMPAIGN_TURNS)
    return hd_campaign_invariant_broken (45, "an invasion declared for Game Turn %u in Game Turn %u",
                                         c->invasion_turn, c->turn);
  /* a winter 1 may put November-December's off to January-February */
  if (!hd_campaign_invasion_is_spent (c, c->invasion_year) || year_of (c->invasion_turn) < c->invasion_year
      || year_of (c->invasion_turn) > c->invasion_year + 1)
    return hd_campaign_invariant_broken (45, "an invasion of %u declared for Game Turn %u without that year spent",
                                         c->invasion_year, c->invasion_turn);
  if (c->invasion_from >= c->n_boxes || c->invasion_to >= c->n_boxes || c->invasion_units->len == 0)
    return hd_campaign_invariant_broken (45, "an invasion declared without its ports or its units");
  for (guint i = 0; i < c->invasion_units->len; i++)
    if (g_array_index (c->invasion_units, guint, i) >= c->next_id)
      return hd_campaign_invariant_broken (45, "an invasion assigned formation %u, which never was",
                                           g_array_index (c->invasion_units, guint, i));
  return NULL;
}
