/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign.h: HdCampaign, a position of the Campaign Game
 * (ahd-campaign-variant.txt, cited "Campaign 7.1") as a value: the order of
 * battle (formations and stands), box control, the calendar and phase, the
 * marches and the books.  The engine's campaign modules read it here and
 * change it through hd-campaign-private.h; the application and the CLI
 * never see it: they ask an HdCampaignView (hd-campaign-view.h), so that
 * part 2's hidden information needs no change in them.  Its invariants are
 * listed in hd-campaign-invariants.h. */
#pragma once

#include "hd-campaign-types.h"
#include "hd-map.h"

G_BEGIN_DECLS

typedef struct _HdCampaign HdCampaign;

/* A campaign on @map with no formations, at the start of July 1861 (Game
 * Turn 1, the Union's Movement Phase), every box held by its side of
 * 1861 (Campaign 3.3). */
HdCampaign *hd_campaign_new                  (HdMap            *map);
HdCampaign *hd_campaign_copy                 (const HdCampaign *self);
void        hd_campaign_free                 (HdCampaign       *self);
/* How many positions hd_campaign_copy() made since the program started:
 * a copy is work in proportion to the whole position, so tests count them
 * to see that reading a log does none per action. */
guint       hd_campaign_count_copies         (void);
/* How many formations and stands the order of battle's lookups and copies
 * read since the program started: tests count them to see that an edit
 * reads the part of the order of battle it changes, never all of it. */
guint64     hd_campaign_count_visits         (void);
/* Everything the position holds, one fact a line, in a fixed order: for
 * tests, debugging and hd_campaign_equal(). */
char       *hd_campaign_dump                 (const HdCampaign *self);
gboolean    hd_campaign_equal                (const HdCampaign *a,
                                              const HdCampaign *b);

HdMap      *hd_campaign_get_map              (const HdCampaign *self);
guint       hd_campaign_get_turn             (const HdCampaign *self);
HdSide      hd_campaign_get_player           (const HdCampaign *self);
HdPhase     hd_campaign_get_phase            (const HdCampaign *self);
/* Who holds @box (Campaign 3.3, 3.4). */
HdSide      hd_campaign_get_control          (const HdCampaign *self,
                                              guint             box);
/* The side whose country @box was in at the start (Kentucky: neutral). */
HdSide      hd_campaign_get_home_side        (const HdCampaign *self,
                                              guint             box);
HdSide      hd_campaign_get_winner           (const HdCampaign *self);

guint       hd_campaign_get_n_formations     (const HdCampaign *self);
const HdCampaignFormation *hd_campaign_get_formation (const HdCampaign *self,
                                                      guint             index);
const HdCampaignFormation *hd_campaign_lookup_formation (const HdCampaign *self,
                                                         guint             id);
guint       hd_campaign_get_n_stands         (const HdCampaign *self);
const HdCampaignStand *hd_campaign_get_stand (const HdCampaign *self,
                                              guint             index);
const HdCampaignStand *hd_campaign_lookup_stand (const HdCampaign *self,
                                                 guint             id);

/* Where @stand is: its formation's box, or its own. */
guint       hd_campaign_stand_get_box        (const HdCampaign      *self,
                                              const HdCampaignStand *stand);
/* The ids (guint) of the formations whose parent is @id, in id order. */
GArray     *hd_campaign_list_children        (const HdCampaign *self,
                                              guint             id);
/* The ids of the stands belonging directly to formation @id. */
GArray     *hd_campaign_list_stands_of       (const HdCampaign *self,
                                              guint             id);
/* The ids of every stand under formation @id, its divisions' included. */
GArray     *hd_campaign_list_all_stands      (const HdCampaign *self,
                                              guint             id);
/* Appends to @formations (or NULL) @id and every formation under it, and
 * to @stands every stand under them, each formation followed by what it
 * holds: what hd_campaign_list_all_stands() and the order of battle's
 * limits read. */
void        hd_campaign_list_held            (const HdCampaign *self,
                                              guint             id,
                                              GArray           *formations,
                                              GArray           *stands);
/* The ids of @side's formations standing in @box (HD_SIDE_NEUTRAL: both),
 * armies excepted. */
GArray     *hd_campaign_list_formations_at   (const HdCampaign *self,
                                              guint             box,
                                              HdSide            side);
/* Whether @side has any stand in @box. */
gboolean    hd_campaign_has_troops_at        (const HdCampaign *self,
                                              guint             box,
                                              HdSide            side);
/* For every box, whether @side has troops there (as has_troops_at asks
 * it), in one pass over the stands: a new array of n_boxes. */
gboolean   *hd_campaign_list_troops_at       (const HdCampaign *self,
                                              HdSide            side);
/* The corps a formation belongs to: itself for a corps, the parent of a
 * division or an attached Siege Train; HD_CAMPAIGN_NONE otherwise. */
guint       hd_campaign_get_corps_of         (const HdCampaign *self,
                                              guint             id);

/* "invariant N: what", newly allocated: what every module's invariant
 * checker returns (hd-campaign-invariants.h lists them; here so that the
 * modules need not include the list, which includes them). */
char       *hd_campaign_invariant_broken     (int               number,
                                              const char       *format,
                                              ...) G_GNUC_PRINTF (2, 3);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdCampaign, hd_campaign_free)

G_END_DECLS
