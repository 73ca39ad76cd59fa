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
/* What play awaits now (hd-campaign-turn.h lists the order). */
HdCampaignAwaited hd_campaign_view_get_awaited  (const HdCampaignView   *self);
/* Army size and maximum (Campaign 3.2, 4.3), each with its words:
 * "28: the recruiting cities the Confederacy holds, Richmond 2, ...". */
guint             hd_campaign_view_get_army_size (const HdCampaignView  *self,
                                                  HdSide                 side);
char             *hd_campaign_view_explain_army_size (const HdCampaignView *self,
                                                      HdSide                side);
guint             hd_campaign_view_get_army_maximum (const HdCampaignView *self,
                                                     HdSide                side);
char             *hd_campaign_view_explain_army_maximum (const HdCampaignView *self,
                                                         HdSide                side);
/* What @box is worth to @side as a recruiting city (R1's profile). */
guint             hd_campaign_view_get_city_value (const HdCampaignView *self,
                                                   guint                 box,
                                                   HdSide                side);
/* Victory (4.1, 4.2): one of the seven cities; how many @side holds;
 * what @side still needs, in words. */
gboolean          hd_campaign_view_is_victory_city (const HdCampaignView *self,
                                                    guint                 box);
guint             hd_campaign_view_count_victory_cities (const HdCampaignView *self,
                                                         HdSide                side);
char             *hd_campaign_view_explain_victory (const HdCampaignView *self,
                                                    HdSide                side);
/* Control (3.3, 3.4): held by cavalry alone; who holds it and why. */
gboolean          hd_campaign_view_is_cavalry_held (const HdCampaignView *self,
                                                    guint                 box);
char             *hd_campaign_view_explain_control (const HdCampaignView *self,
                                                    guint                 box);
/* Recruiting (12.1): the base (0 = not given yet), the Adjusted
 * Recruiting Number and its words, each battle counted in it (char *
 * sentences with date and box), the cap and its words, the corps the
 * player may still raise, the cities named. */
guint             hd_campaign_view_get_base_recruiting (const HdCampaignView *self,
                                                        HdSide                side);
guint             hd_campaign_view_get_adjusted_recruiting (const HdCampaignView *self,
                                                            HdSide                side);
char             *hd_campaign_view_explain_adjusted_recruiting (const HdCampaignView *self,
                                                                HdSide                side);
GPtrArray        *hd_campaign_view_list_recruiting_wins (const HdCampaignView *self,
                                                         HdSide                side);
guint             hd_campaign_view_get_recruiting_cap (const HdCampaignView *self,
                                                       HdSide                side);
char             *hd_campaign_view_explain_recruiting_cap (const HdCampaignView *self,
                                                           HdSide                side);
guint             hd_campaign_view_get_recruits_left (const HdCampaignView *self);
gboolean          hd_campaign_view_is_city_named (const HdCampaignView *self,
                                                  guint                 box,
                                                  HdSide                side);


/* --- marches (hd-campaign-march.c) --- */



/* --- battles, promotions, reorganisation (hd-campaign-battle.c) --- */



G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdCampaignViewer, hd_campaign_viewer_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdCampaignView, hd_campaign_view_free)

G_END_DECLS
