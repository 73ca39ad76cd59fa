/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-args.h: what a rule module of the Campaign Game says about
 * each of its types of action (HdCampaignActionType: its word, rule,
 * check and apply), and the readers of an action's arguments its checks
 * share, which refuse a missing or unknown formation, stand, box, side or
 * die in words.  hd-campaign-play.c lists the modules' tables. */
#pragma once

#include "hd-campaign-action.h"
#include "hd-campaign.h"

G_BEGIN_DECLS

typedef struct {
  const char *name;      /* the type's word, as in a transcript */
  const char *rule;      /* the rule it applies: "Campaign 7" */
  /* an umpire's ruling or edit (the order-of-battle editor, a correction):
   * allowed in any phase, and after the war ends */
  gboolean    umpire;
  gboolean  (*check)    (const HdCampaign       *campaign,
                         const HdCampaignAction *action,
                         GError                **error);
  void      (*apply)    (HdCampaign             *campaign,
                         const HdCampaignAction *action);
  /* the action in one sentence for people, translated */
  char     *(*describe) (const HdCampaign       *campaign,
                         const HdCampaignAction *action);
  /* actions of this type the position would accept now (every one, or a
   * fair sample where the choices are too many: each with its dice
   * filled), for the random campaigns of the tests and a computer player;
   * NULL for an umpire's type no player needs */
  GPtrArray *(*candidates) (const HdCampaign    *campaign);
  /* a march of a command's: an army's or a corps' commander orders it
   * for his command (Campaign 2.2); the rest are his president's */
  gboolean    command;
} HdCampaignActionType;

gboolean hd_campaign_args_get_box       (const HdCampaign       *campaign,
                                         const HdCampaignAction *action,
                                         const char             *key,
                                         guint                  *out,
                                         GError                **error);
gboolean hd_campaign_args_get_side      (const HdCampaignAction *action,
                                         const char             *key,
                                         HdSide                 *out,
                                         GError                **error);
const HdCampaignFormation *hd_campaign_args_get_formation (const HdCampaign       *campaign,
                                                           const HdCampaignAction *action,
                                                           const char             *key,
                                                           GError                **error);
const HdCampaignStand     *hd_campaign_args_get_stand     (const HdCampaign       *campaign,
                                                           const HdCampaignAction *action,
                                                           const char             *key,
                                                           GError                **error);
/* A die typed in (1-6), refused under @rule otherwise. */
gboolean hd_campaign_args_get_die       (const HdCampaignAction *action,
                                         const char             *key,
                                         const char             *rule,
                                         guint                  *out,
                                         GError                **error);

/* @text, a list of ID@BOX,.. (a formation's or a stand's id, a box of
 * the board: "14@harpers-ferry,20@washington"), onto @ids and @boxes
 * (guint); FALSE, with what was read so far appended, at the first item
 * that is not one (the caller says so in its own words). */
gboolean hd_campaign_args_split_placements (const HdCampaign *campaign,
                                            const char       *text,
                                            GArray           *ids,
                                            GArray           *boxes);
/* Whether the id at @i of @ids was listed before it (an argument naming
 * a formation twice). */
gboolean hd_campaign_args_listed_before    (const GArray     *ids,
                                            guint             i);

G_END_DECLS
