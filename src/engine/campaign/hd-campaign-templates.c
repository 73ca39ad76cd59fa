/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-templates.c: Appendices I and II as tables, and a corps
 * built from one. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-calendar.h"
#include "hd-campaign-private.h"
#include "hd-campaign-templates.h"

#define PT HD_STAND_PT
#define NE HD_STAND_NE
#define INF(d, n, sp, m, f) { d, n, HD_ARM_INFANTRY, HD_GUN_NONE, sp, m, f }
#define CAV(d, n, sp, m, f) { d, n, HD_ARM_CAVALRY, HD_GUN_NONE, sp, m, f }
#define ART(d, n, g, sp, m, f) { d, n, HD_ARM_ARTILLERY, HD_GUN_##g, sp, m, f }

#define THREE_PT_BRIGADES(d) \
  INF (d, "1st Infantry Brigade", 6, 4, PT | NE), \
  INF (d, "2nd Infantry Brigade", 6, 4, PT | NE), \
  INF (d, "3rd Infantry Brigade", 6, 4, PT | NE)

static const HdCampaignTemplateStand union_1861[] = {
  THREE_PT_BRIGADES (1), ART (1, "Divisional Artillery", SB_H, 2, 5, PT),
  THREE_PT_BRIGADES (2), ART (2, "Divisional Artillery", SB_F, 2, 5, PT),
};

static const HdCampaignTemplateStand union_v_corps_1861[] = {
  ART (0, "Corps Artillery", R_F, 2, 5, 0),
  CAV (0, "Corps Cavalry", 2, 5, 0),
  INF (1, "1st Regular Infantry Brigade", 4, 5, HD_STAND_REGULAR),
  INF (1, "2nd Regular Infantry Brigade", 4, 5, HD_STAND_REGULAR),
  INF (1, "3rd Infantry Brigade", 6, 4, PT | NE),
  ART (1, "Divisional Artillery", SB_H, 2, 5, 0),
  THREE_PT_BRIGADES (2), ART (2, "Divisional Artillery", SB_F, 2, 5, PT),
};

static const HdCampaignTemplateStand union_xii_corps_1861[] = {
  CAV (0, "Corps Cavalry", 2, 5, 0),
  INF (1, "1st Regular Infantry Brigade", 4, 5, HD_STAND_REGULAR),
  INF (1, "2nd Infantry Brigade", 6, 4, PT | NE),
  INF (1, "3rd Infantry Brigade", 6, 4, PT | NE),
  ART (1, "Divisional Artillery", SB_H, 2, 5, 0),
  THREE_PT_BRIGADES (2), ART (2, "Divisional Artillery", SB_F, 2, 5, PT),
};

static const HdCampaignTemplateStand union_1862[] = {
  ART (0, "Corps Artillery", R_F, 3, 5, PT),
  CAV (0, "Corps Cavalry", 2, 4, PT),
  THREE_PT_BRIGADES (1), ART (1, "Divisional Artillery", SB_H, 3, 5, PT),
  THREE_PT_BRIGADES (2), ART (2, "Divisional Artillery", SB_H, 3, 5, PT),
};

static const HdCampaignTemplateStand confederate_1861[] = {
  CAV (0, "Corps Cavalry", 3, 4, PT),
  THREE_PT_BRIGADES (1), ART (1, "Divisional Artillery", SB_F, 2, 5, PT),
  THREE_PT_BRIGADES (2), ART (2, "Divisional Artillery", SB_F, 2, 5, PT),
};

static const HdCampaignTemplateStand confederate_valley_1861[] = {
  CAV (0, "Corps Cavalry", 3, 5, 0),
  INF (1, "1st Infantry Brigade", 6, 5, 0),
  INF (1, "2nd Infantry Brigade", 6, 4, PT | NE),
  INF (1, "3rd Infantry Brigade", 6, 4, PT | NE),
  ART (1, "Divisional Artillery", SB_H, 2, 5, PT),
  THREE_PT_BRIGADES (2), ART (2, "Divisional Artillery", SB_F, 2, 5, PT),
};

static const HdCampaignTemplateStand confederate_1862[] = {
  ART (0, "Corps Artillery", R_F, 2, 5, PT),
  CAV (0, "Corps Cavalry", 3, 4, PT),
  THREE_PT_BRIGADES (1), ART (1, "Divisional Artillery", SB_H, 2, 5, PT),
  THREE_PT_BRIGADES (2), ART (2, "Divisional Artillery", SB_H, 2, 5, PT),
};

static const HdCampaignTemplateStand confederate_1864[] = {
  ART (0, "Corps Artillery", R_F, 2, 5, 0),
  INF (1, "1st Infantry Brigade", 5, 4, 0),
  INF (1, "2nd Infantry Brigade", 5, 4, 0),
  INF (1, "3rd Infantry Brigade", 5, 4, 0),
  ART (1, "Divisional Artillery", SB_H, 2, 5, 0),
  INF (2, "1st Infantry Brigade", 5, 4, 0),
  INF (2, "2nd Infantry Brigade", 5, 4, 0),
  INF (2, "3rd Infantry Brigade", 5, 4, 0),
  ART (2, "Divisional Artillery", SB_H, 2, 5, 0),
};

static const struct {
  const char                    *id;
  HdSide                         side;
  const char                    *label;
  const HdCampaignTemplateStand *stands;
  guint                          n_stands;
} templates[] = {
#define T(id, side, label, table) { id, HD_SIDE_##side, label, table, G_N_ELEMENTS (table) }
  T ("union-1861", UNION, N_("Appendix I, a Union corps at the start"), union_1861),
  T ("union-v-corps-1861", UNION, N_("Appendix I, V Corps at the start"), union_v_corps_1861),
  T ("union-xii-corps-1861", UNION, N_("Appendix I, XII Corps at the start"), union_xii_corps_1861),
  T ("union-1862", UNION, N_("Appendix I, a Union corps raised from January-February 1862"), union_1862),
  T ("confederate-1861", CONFEDERATE, N_("Appendix II, a Confederate corps at the start"), confederate_1861),
  T ("confederate-valley-1861", CONFEDERATE, N_("Appendix II, the Army of the Valley at the start"),
     confederate_valley_1861),
  T ("confederate-1862", CONFEDERATE, N_("Appendix II, a Confederate corps raised from January-February 1862"),
     confederate_1862),
  T ("confederate-1864", CONFEDERATE, N_("Appendix II, a Confederate corps raised after June 1864"),
     confederate_1864),
#undef T
};

G_STATIC_ASSERT (G_N_ELEMENTS (templates) == HD_N_TEMPLATES);

HdSide
hd_campaign_templates_get_side (HdCampaignTemplate template_id)
{
  g_return_val_if_fail (template_id < HD_N_TEMPLATES, HD_SIDE_NEUTRAL);
  return templates[template_id].side;
}

const char *
hd_campaign_templates_to_string (HdCampaignTemplate template_id)
{
  g_return_val_if_fail (template_id < HD_N_TEMPLATES, NULL);
  return templates[template_id].id;
}

gboolean
hd_campaign_templates_from_string (const char         *str,
                                   HdCampaignTemplate *out)
{
  for (guint i = 0; str != NULL && i < HD_N_TEMPLATES; i++)
    if (g_str_equal (templates[i].id, str))
      {
        *out = (HdCampaignTemplate) i;
        return TRUE;
      }
  return FALSE;
}

const char *
hd_campaign_templates_get_label (HdCampaignTemplate template_id)
{
  g_return_val_if_fail (template_id < HD_N_TEMPLATES, NULL);
  return _(templates[template_id].label);
}

const HdCampaignTemplateStand *
hd_campaign_templates_get_stands (HdCampaignTemplate  template_id,
                                  guint              *n_out)
{
  g_return_val_if_fail (template_id < HD_N_TEMPLATES, NULL);
  *n_out = templates[template_id].n_stands;
  return templates[template_id].stands;
}

/* Recruits take the organisation of the date they are raised: the
 * Recruiting Phases of 1861 the one at the start; from 1862 the one
 * "after January-February 1862" (no Recruiting Phase falls in
 * January-February); the Confederacy's after June 1864 from the
 * Recruiting Phase that follows the June 1864 Game Turn's own, that is
 * from September 1864 (docs/rules-decisions.md). */
HdCampaignTemplate
hd_campaign_templates_for_turn (HdSide side,
                                guint  turn)
{
  HdGameTurn t = { 0 };

  hd_calendar_get_turn (turn, &t);
  if (side == HD_SIDE_UNION)
    return t.year <= 1861 ? HD_TEMPLATE_UNION_1861 : HD_TEMPLATE_UNION_1862;
  if (t.year <= 1861)
    return HD_TEMPLATE_CONFEDERATE_1861;
  if (t.year > 1864 || (t.year == 1864 && t.first_month > 6))
    return HD_TEMPLATE_CONFEDERATE_1864;
  return HD_TEMPLATE_CONFEDERATE_1862;
}

static guint
add_formation (HdCampaign     *campaign,
               HdSide          side,
               HdFormationKind kind,
               const char     *name,
               const char     *commander,
               guint           parent,
               guint           box,
               guint           turn)
{
  HdCampaignFormation f = { 0 };

  f.side = side;
  f.kind = kind;
  f.name = (char *) name;
  f.commander = (char *) (commander != NULL ? commander : "");
  f.parent = parent;
  f.box = box;
  f.raised_turn = turn;
  return hd_campaign_add_formation (campaign, &f);
}

/* A stand of an organisation is Green if poorly trained, or if it is
 * infantry or cavalry of morale 4 (Green's, docs/rules-decisions.md,
 * "Campaign 10.21"); else Trained (the regulars, the 6-5 brigade of the
 * Army of the Valley, the corps troops that are not PT). */
static HdStatus
template_status (const HdCampaignTemplateStand *stand)
{
  gboolean foot_or_horse = stand->arm == HD_ARM_INFANTRY || stand->arm == HD_ARM_CAVALRY;

  if ((stand->flags & HD_STAND_PT) || (foot_or_horse && stand->morale <= 4))
    return HD_STATUS_GREEN;
  return HD_STATUS_TRAINED;
}

guint
hd_campaign_templates_build (HdCampaign         *campaign,
                             HdCampaignTemplate  template_id,
                             guint               box,
                             guint               turn,
                             const char         *name,
                             const char         *commander,
                             const char *const  *dc_names)
{
  HdSide side = hd_campaign_templates_get_side (template_id);
  const char *division_names[] = { "1st Division", "2nd Division" };
  guint owners[3];
  guint n;
  const HdCampaignTemplateStand *stands = hd_campaign_templates_get_stands (template_id, &n);

  owners[0] = add_formation (campaign, side, HD_FORMATION_CORPS, name, commander, HD_CAMPAIGN_NONE, box, turn);
  for (guint d = 0; d < 2; d++)
    owners[d + 1] = add_formation (campaign, side, HD_FORMATION_DIVISION, division_names[d],
                                   dc_names != NULL ? dc_names[d] : NULL, owners[0], box, turn);
  for (guint i = 0; i < n; i++)
    {
      HdCampaignStand s = { 0 };

      s.side = side;
      s.formation = owners[stands[i].division];
      s.box = HD_CAMPAIGN_NO_BOX;
      s.name = (char *) stands[i].name;
      s.arm = stands[i].arm;
      s.gun = stands[i].gun;
      s.sp = s.sp_start = stands[i].sp;
      s.morale = stands[i].morale;
      s.status = template_status (&stands[i]);
      s.flags = stands[i].flags;
      s.raised_turn = turn;
      hd_campaign_add_stand (campaign, &s);
    }
  return owners[0];
}
