/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-route.h: the Campaign Game's own route finder over the
 * board (Campaign 7, 7.1-7.3, 7.7, 6.32, 14.5, 15.82): whether a way of
 * boxes is one march for a moving force, by the Movement Chart of AHD 4.0
 * that the campaign keeps (docs/rules-decisions.md, "Campaign 7, march
 * distances": corps as infantry, cavalry corps as cavalry, hd-unit.h),
 * railroads only through boxes the mover holds, the Potomac, jumps,
 * running the guns, what siege guns and ironclads allow, and officers
 * alone; and every way of one march out of a box.  It reads a position and
 * changes nothing; hd-campaign-march.c applies the march. */
#pragma once

#include "hd-campaign.h"

G_BEGIN_DECLS

/* What moves in one march, as the route cares. */
typedef enum {
  HD_CARGO_SIEGE_TRAIN   = 1 << 0, /* the Siege Train (6.32, 14.5) */
  HD_CARGO_IRONCLAD      = 1 << 1, /* ironclads (15.82) */
  HD_CARGO_CAVALRY_CORPS = 1 << 2, /* a cavalry corps is among the movers (7.2) */
  HD_CARGO_SIEGE_GUNS    = 1 << 3, /* siege guns taken from a fortified city (14.5, 6.32) */
} HdCampaignCargo;

typedef struct {
  HdSide              side;
  HdUnitType          type;       /* moves as (R2: corps infantry, cavalry corps cavalry) */
  guint               cargo;      /* HdCampaignCargo */
  HdCampaignMarchMode mode;
  /* from this step of the way on the officer goes without units (7.7):
   * 0 for an officer alone, the number of boxes for a force with units */
  guint               alone_from;
} HdCampaignMover;

/* Whether @path (@n_path box indices, the start first) is one march for
 * @mover; refuses with the rule otherwise.  @way_out (may be NULL) gets
 * the Movement Chart's way, @lines_out (may be NULL) a new array of the
 * HdLineType of each step, @contact_out (may be NULL) whether enemy
 * troops hold the last box. */
gboolean hd_campaign_route_check (const HdCampaign      *campaign,
                                  const HdCampaignMover *mover,
                                  const guint           *path,
                                  guint                  n_path,
                                  HdMarchWay            *way_out,
                                  GArray               **lines_out,
                                  gboolean              *contact_out,
                                  GError               **error);

/* Every way out of @start of one to @max_steps steps through distinct
 * boxes, legal or not (GArray of guint box indices, the start first):
 * the ways a march could try. */
GPtrArray *hd_campaign_route_list_paths (const HdCampaign *campaign,
                                         guint             start,
                                         guint             max_steps);

/* Whether an enemy of @side has a cavalry corps in @box (7.1). */
gboolean hd_campaign_route_enemy_cavalry_corps_at (const HdCampaign *campaign,
                                                   guint             box,
                                                   HdSide            side);
/* A box of @side's enemy: held by it, or holding its troops. */
gboolean hd_campaign_route_is_enemy_box (const HdCampaign *campaign,
                                         guint             box,
                                         HdSide            side);

G_END_DECLS
