/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-view.h: the Campaign Game as one person may see it.  Every
 * question the application and the CLI ask of a campaign goes through an
 * HdCampaignView, made for an HdCampaignViewer from the game
 * (hd_campaign_game_get_view()); they never read the position itself
 * (tests/test-campaign-boundary.py fails if they include any campaign
 * header but this one, hd-campaign-game.h, hd-campaign-action.h and
 * hd-campaign-types.h).  A view holds its own position, derived from the
 * truth for its viewer: the umpire's (the only viewer of part 1) is the
 * whole truth; part 2's presidents and commanders get positions holding
 * only what they know, and every query below answers from it unchanged.
 *
 * The queries are grouped by the rules they answer for, each group added
 * by the module that owns those rules. */
#pragma once

#include "hd-campaign-action.h"
#include "hd-campaign-types.h"
#include "hd-map.h"

G_BEGIN_DECLS

/* Who looks. */
typedef enum {
  HD_VIEWER_UMPIRE = 0,  /* sees everything (part 1's only viewer) */
} HdViewerRole;

typedef struct _HdCampaignViewer HdCampaignViewer;
typedef struct _HdCampaignView   HdCampaignView;

HdCampaignViewer *hd_campaign_viewer_new_umpire (void);
HdCampaignViewer *hd_campaign_viewer_copy       (const HdCampaignViewer *self);
void              hd_campaign_viewer_free       (HdCampaignViewer       *self);
HdViewerRole      hd_campaign_viewer_get_role   (const HdCampaignViewer *self);
/* "Umpire": translated, for titles. */
const char       *hd_campaign_viewer_get_label  (const HdCampaignViewer *self);

HdCampaignView   *hd_campaign_view_copy         (const HdCampaignView   *self);
void              hd_campaign_view_free         (HdCampaignView         *self);
const HdCampaignViewer *hd_campaign_view_get_viewer (const HdCampaignView *self);

/* --- the position (hd-campaign.c) --- */
HdMap            *hd_campaign_view_get_map      (const HdCampaignView   *self);
guint             hd_campaign_view_get_turn     (const HdCampaignView   *self);
HdSide            hd_campaign_view_get_player   (const HdCampaignView   *self);
HdPhase           hd_campaign_view_get_phase    (const HdCampaignView   *self);
HdSide            hd_campaign_view_get_control  (const HdCampaignView   *self,
                                                 guint                   box);
HdSide            hd_campaign_view_get_home_side (const HdCampaignView  *self,
                                                  guint                  box);
HdSide            hd_campaign_view_get_winner   (const HdCampaignView   *self);
guint             hd_campaign_view_get_n_formations (const HdCampaignView *self);
const HdCampaignFormation *hd_campaign_view_get_formation (const HdCampaignView *self,
                                                           guint                 index);
const HdCampaignFormation *hd_campaign_view_lookup_formation (const HdCampaignView *self,
                                                              guint                 id);
guint             hd_campaign_view_get_n_stands (const HdCampaignView   *self);
const HdCampaignStand *hd_campaign_view_get_stand (const HdCampaignView *self,
                                                   guint                 index);
const HdCampaignStand *hd_campaign_view_lookup_stand (const HdCampaignView *self,
                                                      guint                 id);
guint             hd_campaign_view_stand_get_box (const HdCampaignView  *self,
                                                  const HdCampaignStand *stand);
GArray           *hd_campaign_view_list_children (const HdCampaignView  *self,
                                                  guint                  id);
GArray           *hd_campaign_view_list_stands_of (const HdCampaignView *self,
                                                   guint                 id);
GArray           *hd_campaign_view_list_all_stands (const HdCampaignView *self,
                                                    guint                 id);
GArray           *hd_campaign_view_list_formations_at (const HdCampaignView *self,
                                                       guint                 box,
                                                       HdSide                side);
/* Everything this viewer may know, one fact a line (hd_campaign_dump()). */
char             *hd_campaign_view_dump         (const HdCampaignView   *self);

/* --- actions (hd-campaign-play.c) --- */
/* Whether @action would be accepted, as far as this viewer can know. */
gboolean          hd_campaign_view_check        (const HdCampaignView   *self,
                                                 const HdCampaignAction *action,
                                                 GError                **error);
char             *hd_campaign_view_describe     (const HdCampaignView   *self,
                                                 const HdCampaignAction *action);


/* --- the order of battle (hd-campaign-oob.c) --- */



/* --- the sequence of play and the books (hd-campaign-turn.c, hd-campaign-books.c) --- */



/* --- marches (hd-campaign-march.c) --- */
/* The player's march die this turn (0 until rolled) and the marches it
 * gives (7: a 1 counts 2). */
guint             hd_campaign_view_get_march_die (const HdCampaignView *self);
guint             hd_campaign_view_get_marches   (const HdCampaignView *self);
/* The marches not yet given to a commander (2.1). */
guint             hd_campaign_view_get_marches_unallotted (const HdCampaignView *self);
/* @side's commanders the president gives marches to: army commanders
 * and corps commanders on their own (ids, 2.1). */
GArray           *hd_campaign_view_list_march_commanders (const HdCampaignView *self,
                                                          HdSide                side);
/* The commander whose marches a march of formation @id spends. */
guint             hd_campaign_view_get_march_commander (const HdCampaignView *self,
                                                        guint                 id);
/* Marches commander @id has left: allotted less spent. */
guint             hd_campaign_view_get_marches_left (const HdCampaignView *self,
                                                     guint                 id);
/* Where one march of @formations (ids in one box) may go in @mode:
 * HdCampaignDestination (hd-campaign-types.h), one per box. */
GPtrArray        *hd_campaign_view_list_destinations (const HdCampaignView *self,
                                                      const GArray         *formations,
                                                      HdCampaignMarchMode   mode);
/* Whether one march of @formations reaches @box; the rule that refuses
 * it otherwise. */
gboolean          hd_campaign_view_explain_destination (const HdCampaignView *self,
                                                        const GArray         *formations,
                                                        guint                 box,
                                                        HdCampaignMarchMode   mode,
                                                        GError              **error);
/* Entrenchments in @box, in half inches (7.6, 14). */
guint             hd_campaign_view_get_works     (const HdCampaignView *self,
                                                  guint                 box);
/* Whether @side's troops entered @box this turn (15.1 reads it). */
gboolean          hd_campaign_view_get_entered   (const HdCampaignView *self,
                                                  guint                 box,
                                                  HdSide                side);



/* --- battles, promotions, reorganisation (hd-campaign-battle.c) --- */



G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdCampaignViewer, hd_campaign_viewer_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdCampaignView, hd_campaign_view_free)

G_END_DECLS
