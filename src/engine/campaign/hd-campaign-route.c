/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-route.c: whether a way of boxes is one march (Campaign 7,
 * 7.1-7.3, 7.7, 6.32, 14.5, 15.82) and the ways out of a box. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-calendar.h"
#include "hd-campaign-private.h"
#include "hd-campaign-route.h"
#include "hd-rules.h"

#define WAY(w) (1u << (w))
#define ROADLIKE (WAY (HD_MARCH_ROAD) | WAY (HD_MARCH_UNFRIENDLY_RAIL) | WAY (HD_MARCH_FRIENDLY_RAIL))
#define ALL_WAYS (ROADLIKE | WAY (HD_MARCH_RIVER))

static const char *
box_name (const HdCampaign *c,
          guint             box)
{
  return hd_map_get_box (c->map, box)->name;
}

gboolean
hd_campaign_route_is_enemy_box (const HdCampaign *campaign,
                                guint             box,
                                HdSide            side)
{
  HdSide enemy = hd_side_get_enemy (side);

  return campaign->control[box] == enemy || hd_campaign_has_troops_at (campaign, box, enemy);
}

gboolean
hd_campaign_route_enemy_cavalry_corps_at (const HdCampaign *campaign,
                                          guint             box,
                                          HdSide            side)
{
  for (guint i = 0; i < campaign->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (campaign->formations, HdCampaignFormation, i);

      if (f->box == box && f->side != side && f->kind == HD_FORMATION_CAVALRY_CORPS)
        return TRUE;
    }
  return FALSE;
}

/* The ways (bits of HdMarchWay) one step from @a to @b offers @mover, and
 * whether the Potomac was taken away (7.3).  A railroad is friendly only
 * between two boxes the mover holds (7); a jump counts every railroad as
 * a road and no river (7.1); running the guns takes rivers downstream
 * only (7.2). */
static guint
step_ways (const HdCampaign      *c,
           const HdCampaignMover *mover,
           guint                  a,
           guint                  b,
           gboolean              *potomac)
{
  const HdBox *from = hd_map_get_box (c->map, a), *to = hd_map_get_box (c->map, b);
  HdLineMask types = hd_map_line_types_between (c->map, from, to);
  gboolean friendly = c->control[a] == mover->side && c->control[b] == mover->side;
  guint ways = 0;

  if (types & HD_LINE_MASK_ROAD)
    ways |= WAY (HD_MARCH_ROAD);
  if (types & HD_LINE_MASK_RAIL)
    ways |= mover->mode == HD_MARCH_MODE_JUMP ? WAY (HD_MARCH_ROAD)
            : WAY (friendly ? HD_MARCH_FRIENDLY_RAIL : HD_MARCH_UNFRIENDLY_RAIL);
  if ((types & HD_LINE_MASK_RIVER) && mover->mode != HD_MARCH_MODE_JUMP)
    {
      const HdLine *line = hd_map_find_line (c->map, from, to, HD_LINE_RIVER);

      if (mover->side == HD_SIDE_CONFEDERATE && hd_map_is_potomac (c->map, line))
        *potomac = TRUE;
      else if (mover->mode != HD_MARCH_MODE_GUNS || hd_map_is_downstream (c->map, line, from, to))
        ways |= WAY (HD_MARCH_RIVER);
    }
  if (mover->mode == HD_MARCH_MODE_GUNS)
    ways &= WAY (HD_MARCH_RIVER);
  return ways;
}

/* The ways the mover's guns and ships allow (14.5, 15.82, R15): the
 * Siege Train by rail or river only, but by land into an enemy box (6.32);
 * other siege guns, taken from a fortified city, by rail or river, and
 * into an enemy box by river only (6.32: "only ... by water"; whether
 * their commander may take them there is the march's to ask); ironclads
 * by river only. */
static guint
allowed_ways (const HdCampaign      *c,
              const HdCampaignMover *mover,
              guint                  last)
{
  guint allowed = ALL_WAYS;

  if (mover->cargo & HD_CARGO_SIEGE_TRAIN)
    {
      allowed = WAY (HD_MARCH_FRIENDLY_RAIL) | WAY (HD_MARCH_RIVER);
      if (hd_campaign_route_is_enemy_box (c, last, mover->side))
        allowed |= WAY (HD_MARCH_ROAD) | WAY (HD_MARCH_UNFRIENDLY_RAIL);
    }
  if (mover->cargo & HD_CARGO_SIEGE_GUNS)
    allowed &= hd_campaign_route_is_enemy_box (c, last, mover->side) ? WAY (HD_MARCH_RIVER)
                                                                      : WAY (HD_MARCH_FRIENDLY_RAIL) | WAY (HD_MARCH_RIVER);
  if (mover->cargo & HD_CARGO_IRONCLAD)
    allowed &= WAY (HD_MARCH_RIVER);
  return allowed;
}

static const HdMarchWay preference[] = {
  HD_MARCH_FRIENDLY_RAIL, HD_MARCH_RIVER, HD_MARCH_ROAD, HD_MARCH_UNFRIENDLY_RAIL,
};

/* The Movement Chart (AHD 4.0, R2): one kind of line a march, as long as
 * the chart gives the mover's type; a type that combines roads and
 * railroads (cavalry) may mix them.  G_MAXUINT if no way fits. */
static guint
chart_way (HdUnitType   type,
           const guint *ways,
           guint        n_steps,
           guint        allowed)
{
  guint mixed = allowed & ROADLIKE;

  for (guint p = 0; p < G_N_ELEMENTS (preference); p++)
    {
      HdMarchWay way = preference[p];
      gboolean all = (allowed & WAY (way)) != 0;

      for (guint i = 0; all && i < n_steps; i++)
        all = (ways[i] & WAY (way)) != 0;
      if (all && n_steps <= hd_unit_type_get_march_length (type, way))
        return way;
    }
  if ((hd_unit_type_get_combined_lines (type) & (HD_LINE_MASK_ROAD | HD_LINE_MASK_RAIL))
      != (HD_LINE_MASK_ROAD | HD_LINE_MASK_RAIL) || mixed == 0)
    return G_MAXUINT;
  for (guint i = 0; i < n_steps; i++)
    if ((ways[i] & mixed) == 0)
      return G_MAXUINT;
  return n_steps <= hd_unit_type_get_march_length (type, HD_MARCH_ROAD) ? HD_MARCH_ROAD : G_MAXUINT;
}

static HdLineType
way_line (HdMarchWay way,
          guint      step_ways)
{
  switch (way)
    {
    case HD_MARCH_RIVER:
      return HD_LINE_RIVER;
    case HD_MARCH_FRIENDLY_RAIL:
    case HD_MARCH_UNFRIENDLY_RAIL:
      return HD_LINE_RAIL;
    case HD_MARCH_ROAD:
    case HD_N_MARCH_WAYS:
    default:
      /* a mixed cavalry march: the road where there is one, else the rail */
      return (step_ways & WAY (HD_MARCH_ROAD)) ? HD_LINE_ROAD : HD_LINE_RAIL;
    }
}

/* Why no way fits, in the rule that forbids it. */
static gboolean
refuse_chart (const HdCampaign      *c,
              const HdCampaignMover *mover,
              const guint           *ways,
              const guint           *path,
              guint                  n_steps,
              GError               **error)
{
  if (chart_way (mover->type, ways, n_steps, ALL_WAYS) != G_MAXUINT)
    {
      if (mover->cargo & HD_CARGO_IRONCLAD)
        return hd_rules_refuse (error, "Campaign 15.82",
                                _("ironclads move only along the rivers of the map, or by sea for the Union"));
      if ((mover->cargo & HD_CARGO_SIEGE_GUNS) && hd_campaign_route_is_enemy_box (c, path[n_steps], mover->side))
        return hd_rules_refuse (error, "Campaign 6.32",
                                _("siege guns taken from a work enter an enemy box only by water, by river or by "
                                  "sea, and %s is the enemy’s"), box_name (c, path[n_steps]));
      return hd_rules_refuse (error, "Campaign 14.5",
                              _("a corps with siege guns moves only by friendly railroad, river or sea, "
                                "never by road"));
    }
  if (mover->mode == HD_MARCH_MODE_GUNS)
    return hd_rules_refuse (error, "Campaign 7.2",
                            _("running the guns goes only down rivers, at most two boxes, no step of it "
                              "upstream"));
  if (mover->type == HD_CAVALRY)
    return hd_rules_refuse (error, "Campaign 7",
                            _("cavalry and officers march two boxes by road and railroad, or two by river, "
                              "never mixing a river with another line: %s to %s is not one march"),
                            box_name (c, path[0]), box_name (c, path[n_steps]));
  return hd_rules_refuse (error, "Campaign 7",
                          _("a corps marches one box by road, or two by friendly railroad (through boxes "
                            "its side holds) or by river, one kind of line a march: %s to %s is not one "
                            "march"),
                          box_name (c, path[0]), box_name (c, path[n_steps]));
}

/* The steps' ways, refusing a step no line joins or only the Potomac. */
static gboolean
collect_ways (const HdCampaign      *c,
              const HdCampaignMover *mover,
              const guint           *path,
              guint                  n_steps,
              guint                 *ways,
              GError               **error)
{
  for (guint i = 0; i < n_steps; i++)
    {
      gboolean potomac = FALSE;

      if (path[i + 1] >= c->n_boxes || path[i + 1] == path[i])
        return hd_rules_refuse (error, "Campaign 7", _("a march goes from box to box along the lines"));
      ways[i] = step_ways (c, mover, path[i], path[i + 1], &potomac);
      if (ways[i] == 0 && potomac)
        return hd_rules_refuse (error, "Campaign 7.3",
                                _("Confederate troops may not move along the Potomac between Fredericksburg "
                                  "and Washington: the Union Navy holds it"));
      if (hd_map_line_types_between (c->map, hd_map_get_box (c->map, path[i]),
                                     hd_map_get_box (c->map, path[i + 1])) == 0)
        return hd_rules_refuse (error, "Campaign 7", _("no road, railroad or river joins %s and %s"),
                                box_name (c, path[i]), box_name (c, path[i + 1]));
    }
  return TRUE;
}

/* 7, 7.1, 7.2: enemy troops on the way. */
static gboolean
check_enemies (const HdCampaign      *c,
               const HdCampaignMover *mover,
               const guint           *path,
               guint                  n_path,
               gboolean              *contact,
               GError               **error)
{
  HdSide enemy = hd_side_get_enemy (mover->side);
  gboolean passed = FALSE;

  for (guint i = 1; i + 1 < n_path; i++)
    {
      if (!hd_campaign_has_troops_at (c, path[i], enemy))
        continue;
      if (mover->mode == HD_MARCH_MODE_PLAIN)
        return hd_rules_refuse (error, "Campaign 7",
                                _("a march that enters a box held by enemy troops stops there, and %s holds "
                                  "them"), box_name (c, path[i]));
      if (mover->mode == HD_MARCH_MODE_JUMP && hd_campaign_route_enemy_cavalry_corps_at (c, path[i], mover->side))
        return hd_rules_refuse (error, "Campaign 7.1",
                                _("a jump march may not pass through a box holding an enemy cavalry corps, and "
                                  "%s holds one"), box_name (c, path[i]));
      passed = TRUE;
    }
  *contact = hd_campaign_has_troops_at (c, path[n_path - 1], enemy);
  if (*contact && passed)
    return hd_rules_refuse (error, mover->mode == HD_MARCH_MODE_GUNS ? "Campaign 7.2" : "Campaign 7.1",
                            _("a jump march may not end in a box holding enemy troops after passing through "
                              "another: attack %s with a march of its own"),
                            box_name (c, path[n_path - 1]));
  return TRUE;
}

/* 7.2: who may run the guns, and when. */
static gboolean
check_guns (const HdCampaign      *c,
            const HdCampaignMover *mover,
            GError               **error)
{
  if (mover->side != HD_SIDE_UNION)
    return hd_rules_refuse (error, "Campaign 7.2", _("only the Union runs the guns"));
  if (c->turn <= hd_calendar_find_turn (3, 1862))
    return hd_rules_refuse (error, "Campaign 7.2", _("the Union may run the guns only after the March 1862 turn"));
  if (mover->cargo & HD_CARGO_CAVALRY_CORPS)
    return hd_rules_refuse (error, "Campaign 7.2", _("a cavalry corps may not run the guns"));
  return TRUE;
}

/* 7.7: an officer without units goes only through friendly boxes. */
static gboolean
check_alone (const HdCampaign      *c,
             const HdCampaignMover *mover,
             const guint           *path,
             guint                  n_path,
             GError               **error)
{
  for (guint i = mover->alone_from; i < n_path; i++)
    if (c->control[path[i]] != mover->side || hd_campaign_has_troops_at (c, path[i], hd_side_get_enemy (mover->side)))
      return hd_rules_refuse (error, "Campaign 7.7",
                              _("an officer without units goes only through boxes his side held at the start "
                                "of the turn, and drops his units only there; %s is not one: keep a unit with "
                                "him"), box_name (c, path[i]));
  return TRUE;
}

static GArray *
step_lines (HdMarchWay   way,
            const guint *ways,
            guint        n_steps)
{
  GArray *lines = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < n_steps; i++)
    {
      guint line = way_line (way, ways[i]);

      g_array_append_val (lines, line);
    }
  return lines;
}

gboolean
hd_campaign_route_check (const HdCampaign      *campaign,
                         const HdCampaignMover *mover,
                         const guint           *path,
                         guint                  n_path,
                         HdMarchWay            *way_out,
                         GArray               **lines_out,
                         gboolean              *contact_out,
                         GError               **error)
{
  g_autofree guint *ways = NULL;
  gboolean contact = FALSE;
  guint n_steps, way;

  if (n_path < 2 || path[0] >= campaign->n_boxes)
    return hd_rules_refuse (error, "Campaign 7", _("a march needs its start and at least one more box"));
  n_steps = n_path - 1;
  ways = g_new0 (guint, n_steps);
  if (mover->mode == HD_MARCH_MODE_GUNS && !check_guns (campaign, mover, error))
    return FALSE;
  if (!collect_ways (campaign, mover, path, n_steps, ways, error))
    return FALSE;
  way = chart_way (mover->type, ways, n_steps, allowed_ways (campaign, mover, path[n_steps]));
  if (way == G_MAXUINT)
    return refuse_chart (campaign, mover, ways, path, n_steps, error);
  if (!check_enemies (campaign, mover, path, n_path, &contact, error)
      || !check_alone (campaign, mover, path, n_path, error))
    return FALSE;
  if (way_out != NULL)
    *way_out = way;
  if (lines_out != NULL)
    *lines_out = step_lines (way, ways, n_steps);
  if (contact_out != NULL)
    *contact_out = contact;
  return TRUE;
}

static void
extend_paths (const HdCampaign *c,
              GArray           *path,
              guint             max_steps,
              GPtrArray        *out)
{
  const HdBox *last = hd_map_get_box (c->map, g_array_index (path, guint, path->len - 1));
  g_autoptr(GPtrArray) next = NULL;

  if (path->len > max_steps)
    return;
  next = hd_map_neighbours (c->map, last, HD_LINE_MASK_ANY);
  for (guint i = 0; i < next->len; i++)
    {
      const HdBox *box = next->pdata[i];
      gboolean seen = FALSE;
      GArray *longer;

      for (guint j = 0; j < path->len; j++)
        seen |= g_array_index (path, guint, j) == box->index;
      if (seen)
        continue;
      longer = g_array_copy (path);
      g_array_append_val (longer, box->index);
      g_ptr_array_add (out, longer);
      extend_paths (c, longer, max_steps, out);
    }
}

GPtrArray *
hd_campaign_route_list_paths (const HdCampaign *campaign,
                              guint             start,
                              guint             max_steps)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr(GArray) first = g_array_new (FALSE, FALSE, sizeof (guint));

  g_array_append_val (first, start);
  extend_paths (campaign, first, max_steps, out);
  return out;
}
