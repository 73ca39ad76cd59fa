/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-view.c: viewers, views made from the truth, and the queries
 * of the position and of actions; the rule modules' groups of queries
 * follow, each answering from the view's own position with the module's
 * functions. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-campaign-march.h"
#include "hd-campaign-play.h"
#include "hd-campaign-view-private.h"

HdCampaignViewer *
hd_campaign_viewer_new_umpire (void)
{
  HdCampaignViewer *self = g_new0 (HdCampaignViewer, 1);

  self->role = HD_VIEWER_UMPIRE;
  return self;
}

HdCampaignViewer *
hd_campaign_viewer_copy (const HdCampaignViewer *self)
{
  return g_memdup2 (self, sizeof *self);
}

void
hd_campaign_viewer_free (HdCampaignViewer *self)
{
  g_free (self);
}

HdViewerRole
hd_campaign_viewer_get_role (const HdCampaignViewer *self)
{
  return self->role;
}

const char *
hd_campaign_viewer_get_label (const HdCampaignViewer *self)
{
  switch (self->role)
    {
    case HD_VIEWER_UMPIRE:
    default:
      return _("Umpire");
    }
}

/* What @viewer knows of @truth, as a position.  The umpire knows all of
 * it; part 2's roles will take out here what their reports do not show. */
static HdCampaign *
derive_position (const HdCampaign       *truth,
                 const HdCampaignViewer *viewer)
{
  switch (viewer->role)
    {
    case HD_VIEWER_UMPIRE:
    default:
      return hd_campaign_copy (truth);
    }
}

HdCampaignView *
hd_campaign_view_new (const HdCampaign       *truth,
                      const HdCampaignViewer *viewer)
{
  HdCampaignView *self = g_new0 (HdCampaignView, 1);

  self->viewer = *viewer;
  self->position = derive_position (truth, viewer);
  return self;
}

HdCampaignView *
hd_campaign_view_copy (const HdCampaignView *self)
{
  HdCampaignView *copy = g_new0 (HdCampaignView, 1);

  copy->viewer = self->viewer;
  copy->position = hd_campaign_copy (self->position);
  return copy;
}

void
hd_campaign_view_free (HdCampaignView *self)
{
  if (self == NULL)
    return;
  hd_campaign_free (self->position);
  g_free (self);
}

const HdCampaignViewer *
hd_campaign_view_get_viewer (const HdCampaignView *self)
{
  return &self->viewer;
}

const HdCampaign *
hd_campaign_view_get_position (const HdCampaignView *self)
{
  return self->position;
}

/* --- the position --- */

HdMap *
hd_campaign_view_get_map (const HdCampaignView *self)
{
  return hd_campaign_get_map (self->position);
}

guint
hd_campaign_view_get_turn (const HdCampaignView *self)
{
  return hd_campaign_get_turn (self->position);
}

HdSide
hd_campaign_view_get_player (const HdCampaignView *self)
{
  return hd_campaign_get_player (self->position);
}

HdPhase
hd_campaign_view_get_phase (const HdCampaignView *self)
{
  return hd_campaign_get_phase (self->position);
}

HdSide
hd_campaign_view_get_control (const HdCampaignView *self,
                              guint                 box)
{
  return hd_campaign_get_control (self->position, box);
}

HdSide
hd_campaign_view_get_home_side (const HdCampaignView *self,
                                guint                 box)
{
  return hd_campaign_get_home_side (self->position, box);
}

HdSide
hd_campaign_view_get_winner (const HdCampaignView *self)
{
  return hd_campaign_get_winner (self->position);
}

guint
hd_campaign_view_get_n_formations (const HdCampaignView *self)
{
  return hd_campaign_get_n_formations (self->position);
}

const HdCampaignFormation *
hd_campaign_view_get_formation (const HdCampaignView *self,
                                guint                 index)
{
  return hd_campaign_get_formation (self->position, index);
}

const HdCampaignFormation *
hd_campaign_view_lookup_formation (const HdCampaignView *self,
                                   guint                 id)
{
  return hd_campaign_lookup_formation (self->position, id);
}

guint
hd_campaign_view_get_n_stands (const HdCampaignView *self)
{
  return hd_campaign_get_n_stands (self->position);
}

const HdCampaignStand *
hd_campaign_view_get_stand (const HdCampaignView *self,
                            guint                 index)
{
  return hd_campaign_get_stand (self->position, index);
}

const HdCampaignStand *
hd_campaign_view_lookup_stand (const HdCampaignView *self,
                               guint                 id)
{
  return hd_campaign_lookup_stand (self->position, id);
}

guint
hd_campaign_view_stand_get_box (const HdCampaignView  *self,
                                const HdCampaignStand *stand)
{
  return hd_campaign_stand_get_box (self->position, stand);
}

GArray *
hd_campaign_view_list_children (const HdCampaignView *self,
                                guint                 id)
{
  return hd_campaign_list_children (self->position, id);
}

GArray *
hd_campaign_view_list_stands_of (const HdCampaignView *self,
                                 guint                 id)
{
  return hd_campaign_list_stands_of (self->position, id);
}

GArray *
hd_campaign_view_list_all_stands (const HdCampaignView *self,
                                  guint                 id)
{
  return hd_campaign_list_all_stands (self->position, id);
}

GArray *
hd_campaign_view_list_formations_at (const HdCampaignView *self,
                                     guint                 box,
                                     HdSide                side)
{
  return hd_campaign_list_formations_at (self->position, box, side);
}

char *
hd_campaign_view_dump (const HdCampaignView *self)
{
  return hd_campaign_dump (self->position);
}

/* --- actions --- */

gboolean
hd_campaign_view_check (const HdCampaignView   *self,
                        const HdCampaignAction *action,
                        GError                **error)
{
  return hd_campaign_play_check (self->position, action, error);
}

char *
hd_campaign_view_describe (const HdCampaignView   *self,
                           const HdCampaignAction *action)
{
  return hd_campaign_play_describe (self->position, action);
}


/* --- the order of battle (hd-campaign-oob.c) --- */



/* --- the sequence of play and the books (hd-campaign-turn.c, hd-campaign-books.c) --- */



/* --- marches (hd-campaign-march.c) --- */

guint
hd_campaign_view_get_march_die (const HdCampaignView *self)
{
  return hd_campaign_march_get_die (self->position);
}

guint
hd_campaign_view_get_marches (const HdCampaignView *self)
{
  return hd_campaign_march_get_marches (self->position);
}

guint
hd_campaign_view_get_marches_unallotted (const HdCampaignView *self)
{
  return hd_campaign_march_marches_unallotted (self->position);
}

GArray *
hd_campaign_view_list_march_commanders (const HdCampaignView *self,
                                        HdSide                side)
{
  return hd_campaign_march_list_commanders (self->position, side);
}

guint
hd_campaign_view_get_march_commander (const HdCampaignView *self,
                                      guint                 id)
{
  return hd_campaign_march_get_commander (self->position, id);
}

guint
hd_campaign_view_get_marches_left (const HdCampaignView *self,
                                   guint                 id)
{
  return hd_campaign_march_marches_left (self->position, id);
}

GPtrArray *
hd_campaign_view_list_destinations (const HdCampaignView *self,
                                    const GArray         *formations,
                                    HdCampaignMarchMode   mode)
{
  return hd_campaign_march_list_destinations (self->position, formations, mode);
}

gboolean
hd_campaign_view_explain_destination (const HdCampaignView *self,
                                      const GArray         *formations,
                                      guint                 box,
                                      HdCampaignMarchMode   mode,
                                      GError              **error)
{
  return hd_campaign_march_explain (self->position, formations, box, mode, error);
}

guint
hd_campaign_view_get_works (const HdCampaignView *self,
                            guint                 box)
{
  return hd_campaign_march_get_works (self->position, box);
}

gboolean
hd_campaign_view_get_entered (const HdCampaignView *self,
                              guint                 box,
                              HdSide                side)
{
  return hd_campaign_march_get_entered (self->position, box, side);
}



/* --- battles, promotions, reorganisation (hd-campaign-battle.c) --- */
