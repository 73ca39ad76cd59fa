/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-oob.h: the order of battle's rules (Campaign 6, 6.1-6.32,
 * 7.8's seniority, 10.21-10.25's exhaustion numbers, 11, 11.1): what a
 * formation counts (units against its maximum, weight toward army size),
 * what it breaks of section 6, who is senior in a box, cavalry and its
 * adjusted strength; the editor's and the Reorganisation Phase's actions
 * (hd_campaign_oob_actions) and invariants 20-29.  Engine only: the
 * application asks hd-campaign-view.h's "order of battle" queries. */
#pragma once

#include "hd-campaign-args.h"
#include "hd-campaign.h"

G_BEGIN_DECLS

/* The most formations and stands one corps holds with everything under it
 * (its divisions, its Siege Train, their stands), or a formation of no
 * corps: a field corps of 24 units in a dozen divisions holds some 40, and
 * each edit of a corps reads all of it.  Edits and set-up files past it
 * are refused. */
#define HD_CAMPAIGN_OOB_MAX_HELD 100

/* The units attached to @formation and its divisions that count against
 * 6.11-6.13's maxima: infantry and cavalry brigades and artillery
 * battalions, 1 SP units never (11.1). */
guint      hd_campaign_oob_count_units        (const HdCampaign *c,
                                               guint             formation);
/* The most units a formation of @kind may have: 12, 24 (field corps), 0
 * for no limit of its own (a division counts in its corps, 6.23). */
guint      hd_campaign_oob_max_units          (HdFormationKind   kind);
/* The formations and stands @formation holds with everything under it,
 * itself included. */
guint      hd_campaign_oob_count_held         (const HdCampaign *c,
                                               guint             formation);
/* What @formation counts toward its side's army size (3.2, 6.11-6.13): a
 * corps 1, a field corps 2, a cavalry corps 1 to 1863 and 2 from 1864 (by
 * the position's Game Turn); divisions, armies, the Siege Train 0. */
guint      hd_campaign_oob_army_weight        (const HdCampaign *c,
                                               guint             formation);
/* Everything @formation and the formations under it break of section 6
 * and 11's caps (HdCampaignProblem), in a fixed order; empty if none. */
GPtrArray *hd_campaign_oob_list_problems      (const HdCampaign *c,
                                               guint             formation);
/* Every problem of the position: each top formation's, and the caps of
 * the stands that stand alone (@formation 0). */
GPtrArray *hd_campaign_oob_list_all_problems  (const HdCampaign *c);
/* The problems that refuse an edit (not the advisory ones) of the
 * formations @roots, each a corps or a formation of no corps, with all
 * under them, then of those of the stands @stands (ids) that stand alone:
 * in the order hd_campaign_oob_list_all_problems() has them when @roots
 * and @stands are in its order.  Reads only what @roots hold. */
GPtrArray *hd_campaign_oob_list_refusable     (const HdCampaign *c,
                                               const GArray     *roots,
                                               const GArray     *stands);
/* Refuses, with the first problem's rule and sentence, a formation that
 * breaks section 6. */
gboolean   hd_campaign_oob_check_formation    (const HdCampaign *c,
                                               guint             formation,
                                               GError          **error);
/* The formation of @side in @box whose commander is senior (7.8: AC, then
 * CC, then DC; ties: the lowest id), HD_CAMPAIGN_NONE if none. */
guint      hd_campaign_oob_senior_in_box      (const HdCampaign *c,
                                               guint             box,
                                               HdSide            side);
/* A cavalry corps, or a cavalry division: only cavalry brigades and
 * (horse) artillery, at least one brigade (6.13, 6.31; for 3.4 and 7.1). */
gboolean   hd_campaign_oob_is_cavalry         (const HdCampaign *c,
                                               guint             formation);
/* SP x morale of a cavalry stand, 0 for any other (9's adjusted
 * cavalry strength: a 2-5 brigade is 10, a 3-4 is 12). */
guint      hd_campaign_oob_stand_adjusted_cavalry (const HdCampaignStand *stand);
/* The same, summed over the stands under @formation. */
guint      hd_campaign_oob_adjusted_cavalry   (const HdCampaign *c,
                                               guint             formation);
/* @formation's exhaustion threshold (10.21-10.25), FALSE if it has no
 * infantry or cavalry. */
gboolean   hd_campaign_oob_get_exhaustion     (const HdCampaign     *c,
                                               guint                 formation,
                                               HdCampaignExhaustion *out);
/* Whether @side may leave its Reorganisation Phase: refuses (Campaign 11)
 * while a stand under 3 SP (infantry) or 2 SP (artillery, cavalry) can be
 * merged with one in its box, or a manoeuvre unit belongs to no corps.
 * The turn module's end-phase calls it. */
gboolean   hd_campaign_oob_check_reorganised  (const HdCampaign *c,
                                               HdSide            side,
                                               GError          **error);

/* A stand's qualities as the words of files and actions ("pt,ne"), and
 * back; refuses an unknown word. */
char      *hd_campaign_oob_flags_to_string    (guint             flags);
gboolean   hd_campaign_oob_flags_from_string  (const char       *words,
                                               guint            *out);
/* The most SP a stand of @arm may have (11; 6.32 for siege guns). */
guint      hd_campaign_oob_stand_cap          (HdArm             arm);
/* A stand of @small's side in its box, of its arm (and guns), that it
 * could be merged with under 11's caps; NULL if none. */
const HdCampaignStand *hd_campaign_oob_find_merge_partner (const HdCampaign      *c,
                                                           const HdCampaignStand *small);

/* The stand @s must be consolidated with (11, 11.1: infantry under 3 SP,
 * cavalry and artillery under 2), NULL if none or none is needed. */
const HdCampaignStand *hd_campaign_oob_must_consolidate (const HdCampaign      *c,
                                                         const HdCampaignStand *s);

/* An edit's change to a position (the apply of hd_campaign_oob_actions). */
typedef void (*HdCampaignOobApply) (HdCampaign             *c,
                                    const HdCampaignAction *action);
/* Makes @action with @apply on the part of @c it changes, the corps of
 * @formations and of @stands (ids) with all under them, and refuses it
 * with the rule of the first problem of section 6 or 11's caps that this
 * part then has and @c had not (hd-campaign-oob-trial.c).  The check of
 * each edit names what it changes. */
gboolean   hd_campaign_oob_try                (const HdCampaign       *c,
                                               const HdCampaignAction *action,
                                               HdCampaignOobApply      apply,
                                               const GArray           *formations,
                                               const GArray           *stands,
                                               GError                **error);
/* For tests: with @whole, each edit is tried on a copy of the whole
 * position against all its problems, as before the trial on a part; the
 * answers must be the same. */
void       hd_campaign_oob_set_whole_trial    (gboolean          whole);

/* Invariants 20-29 (hd-campaign-invariants.h). */
char      *hd_campaign_oob_check_invariants   (const HdCampaign *c);

extern const HdCampaignActionType hd_campaign_oob_actions[];
extern const guint                hd_campaign_oob_n_actions;

G_END_DECLS
