/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-templates.h: the organisations of Appendices I and II, as
 * data: the corps each side starts with in July 1861 (the standard corps,
 * V Corps, XII Corps, the Army of the Valley) and the standard corps each
 * side raises as the war goes on (Campaign 6, 12.1), and the building of
 * a corps from one of them.  Which organisation a Game Turn's recruits
 * take is hd_campaign_templates_for_turn() (docs/rules-decisions.md,
 * "Campaign Appendices"). */
#pragma once

#include "hd-campaign.h"

G_BEGIN_DECLS

typedef enum {
  HD_TEMPLATE_UNION_1861 = 0,        /* Appendix I, the first corps (its corps troops lost) */
  HD_TEMPLATE_UNION_V_CORPS_1861,    /* Appendix I, V Corps (Pittsburgh) */
  HD_TEMPLATE_UNION_XII_CORPS_1861,  /* Appendix I, XII Corps (Saint Louis) */
  HD_TEMPLATE_UNION_1862,            /* Appendix I, after January-February 1862 */
  HD_TEMPLATE_CONFEDERATE_1861,      /* Appendix II, at the start */
  HD_TEMPLATE_CONFEDERATE_VALLEY_1861, /* Appendix II, the Army of the Valley */
  HD_TEMPLATE_CONFEDERATE_1862,      /* Appendix II, after January-February 1862 */
  HD_TEMPLATE_CONFEDERATE_1864,      /* Appendix II, after June 1864 */
  HD_N_TEMPLATES
} HdCampaignTemplate;

/* One stand of an organisation: @division 0 for corps troops, else 1 or 2. */
typedef struct {
  guint       division;
  const char *name;       /* untranslated: names are kept as written in saves */
  HdArm       arm;
  HdGun       gun;
  guint       sp;
  guint       morale;
  guint       flags;      /* HdStandFlags */
} HdCampaignTemplateStand;

HdSide      hd_campaign_templates_get_side   (HdCampaignTemplate template_id);
const char *hd_campaign_templates_to_string  (HdCampaignTemplate template_id);
gboolean    hd_campaign_templates_from_string (const char        *str,
                                               HdCampaignTemplate *out);
/* "Appendix I, after January-February 1862": translated. */
const char *hd_campaign_templates_get_label  (HdCampaignTemplate template_id);
/* The stands of @template_id, @n_out set to their number. */
const HdCampaignTemplateStand *hd_campaign_templates_get_stands (HdCampaignTemplate template_id,
                                                                 guint             *n_out);
/* The organisation @side's new corps take when raised in Game Turn @turn's
 * Recruiting Phase (12.1). */
HdCampaignTemplate hd_campaign_templates_for_turn (HdSide side,
                                                   guint  turn);
/* Adds a corps of @template_id to @campaign in @box, with its two
 * divisions and their stands, raised in Game Turn @turn (0: at the start;
 * the clock of 12.2), and returns the corps' id.  Names: @name for the
 * corps, @commander for its CC, the divisions "1st Division" and "2nd
 * Division" commanded by @dc_names (two, or NULL for none yet). */
guint       hd_campaign_templates_build      (HdCampaign        *campaign,
                                              HdCampaignTemplate template_id,
                                              guint              box,
                                              guint              turn,
                                              const char        *name,
                                              const char        *commander,
                                              const char *const *dc_names);

G_END_DECLS
