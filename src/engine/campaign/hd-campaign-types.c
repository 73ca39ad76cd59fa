/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-types.c: the names of the Campaign Game's value types, for
 * files (stable, untranslated) and for people (translated), and the plain
 * records' copy, clear and free. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-campaign-types.h"

static const char *const rank_names[] = { "none", "dc", "cc", "ac" };
static const char *const kind_names[] = {
  "army", "corps", "field-corps", "cavalry-corps", "division", "siege-train",
};
static const char *const arm_names[] = { "infantry", "cavalry", "artillery", "siege", "ironclad" };
static const char *const gun_names[] = { "none", "sb-f", "sb-h", "r-f", "sg-sb", "sg-r" };
static const char *const gun_codes[] = { "", "SB-F", "SB-H", "R-F", "SG-SB", "SG-R" };
static const char *const status_names[] = { "green", "trained", "elite", "crack" };
static const char *const phase_names[] = {
  "movement", "battle", "promotion", "reorganisation", "recruiting",
};

static gboolean
from_names (const char *const *names,
            guint              n,
            const char        *str,
            guint             *out)
{
  for (guint i = 0; str != NULL && i < n; i++)
    if (g_str_equal (names[i], str))
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

const char *
hd_rank_to_string (HdRank rank)
{
  g_return_val_if_fail (rank < G_N_ELEMENTS (rank_names), NULL);
  return rank_names[rank];
}

const char *
hd_formation_kind_to_string (HdFormationKind kind)
{
  g_return_val_if_fail (kind < G_N_ELEMENTS (kind_names), NULL);
  return kind_names[kind];
}

char *
hd_campaign_formation_get_label (const HdCampaignFormation *formation)
{
  if (formation->commander == NULL || *formation->commander == '\0')
    return g_strdup (formation->name);
  /* TRANSLATORS: a formation and its commander, "I Corps (McDowell)" */
  return g_strdup_printf (_("%1$s (%2$s)"), formation->name, formation->commander);
}

gboolean
hd_formation_kind_from_string (const char      *str,
                               HdFormationKind *out)
{
  guint value;

  if (!from_names (kind_names, G_N_ELEMENTS (kind_names), str, &value))
    return FALSE;
  *out = value;
  return TRUE;
}

const char *
hd_arm_to_string (HdArm arm)
{
  g_return_val_if_fail (arm < G_N_ELEMENTS (arm_names), NULL);
  return arm_names[arm];
}

gboolean
hd_arm_from_string (const char *str,
                    HdArm      *out)
{
  guint value;

  if (!from_names (arm_names, G_N_ELEMENTS (arm_names), str, &value))
    return FALSE;
  *out = value;
  return TRUE;
}

const char *
hd_gun_to_string (HdGun gun)
{
  g_return_val_if_fail (gun < G_N_ELEMENTS (gun_names), NULL);
  return gun_names[gun];
}

gboolean
hd_gun_from_string (const char *str,
                    HdGun      *out)
{
  guint value;

  if (!from_names (gun_names, G_N_ELEMENTS (gun_names), str, &value))
    return FALSE;
  *out = value;
  return TRUE;
}

const char *
hd_gun_get_code (HdGun gun)
{
  g_return_val_if_fail (gun < G_N_ELEMENTS (gun_codes), NULL);
  return gun_codes[gun];
}

const char *
hd_status_to_string (HdStatus status)
{
  g_return_val_if_fail (status < G_N_ELEMENTS (status_names), NULL);
  return status_names[status];
}

gboolean
hd_status_from_string (const char *str,
                       HdStatus   *out)
{
  guint value;

  if (!from_names (status_names, G_N_ELEMENTS (status_names), str, &value))
    return FALSE;
  *out = value;
  return TRUE;
}

const char *
hd_phase_to_string (HdPhase phase)
{
  g_return_val_if_fail (phase < G_N_ELEMENTS (phase_names), NULL);
  return phase_names[phase];
}

gboolean
hd_phase_from_string (const char *str,
                      HdPhase    *out)
{
  guint value;

  if (!from_names (phase_names, G_N_ELEMENTS (phase_names), str, &value))
    return FALSE;
  *out = value;
  return TRUE;
}

const char *
hd_rank_get_label (HdRank rank)
{
  switch (rank)
    {
    case HD_RANK_DC: return _("Divisional commander");
    case HD_RANK_CC: return _("Corps commander");
    case HD_RANK_AC: return _("Army commander");
    case HD_RANK_NONE:
    default: return _("No commander");
    }
}

const char *
hd_formation_kind_get_label (HdFormationKind kind)
{
  switch (kind)
    {
    case HD_FORMATION_ARMY: return _("Army");
    case HD_FORMATION_CORPS: return _("Corps");
    case HD_FORMATION_FIELD_CORPS: return _("Field corps");
    case HD_FORMATION_CAVALRY_CORPS: return _("Cavalry corps");
    case HD_FORMATION_DIVISION: return _("Division");
    case HD_FORMATION_SIEGE_TRAIN: return _("Siege Train");
    case HD_N_FORMATION_KINDS:
    default: g_return_val_if_reached (NULL);
    }
}

const char *
hd_arm_get_label (HdArm arm)
{
  switch (arm)
    {
    case HD_ARM_INFANTRY: return _("Infantry");
    case HD_ARM_CAVALRY: return _("Cavalry");
    case HD_ARM_ARTILLERY: return _("Artillery");
    case HD_ARM_SIEGE: return _("Siege artillery");
    case HD_ARM_IRONCLAD: return _("Ironclads");
    case HD_N_ARMS:
    default: g_return_val_if_reached (NULL);
    }
}

const char *
hd_status_get_label (HdStatus status)
{
  switch (status)
    {
    case HD_STATUS_GREEN: return C_("stand status", "Green");
    case HD_STATUS_TRAINED: return C_("stand status", "Trained");
    case HD_STATUS_ELITE: return C_("stand status", "Elite");
    case HD_STATUS_CRACK: return C_("stand status", "Crack");
    case HD_N_STATUSES:
    default: g_return_val_if_reached (NULL);
    }
}

const char *
hd_phase_get_label (HdPhase phase)
{
  switch (phase)
    {
    case HD_PHASE_MOVEMENT: return _("Movement Phase");
    case HD_PHASE_BATTLE: return _("Battle Phase");
    case HD_PHASE_PROMOTION: return _("Promotion Phase");
    case HD_PHASE_REORGANISATION: return _("Reorganisation Phase");
    case HD_PHASE_RECRUITING: return _("Recruiting Phase");
    case HD_N_PHASES:
    default: g_return_val_if_reached (NULL);
    }
}

HdRank
hd_formation_kind_get_rank (HdFormationKind kind)
{
  switch (kind)
    {
    case HD_FORMATION_ARMY: return HD_RANK_AC;
    case HD_FORMATION_CORPS:
    case HD_FORMATION_FIELD_CORPS:
    case HD_FORMATION_CAVALRY_CORPS: return HD_RANK_CC;
    case HD_FORMATION_DIVISION: return HD_RANK_DC;
    case HD_FORMATION_SIEGE_TRAIN:
    case HD_N_FORMATION_KINDS:
    default: return HD_RANK_NONE;
    }
}

gboolean
hd_formation_kind_is_corps (HdFormationKind kind)
{
  return hd_formation_kind_get_rank (kind) == HD_RANK_CC;
}

/* "6-4 PT, NE", "2-5 SB-H", "1-5 ss": strength-morale, the guns, then the
 * qualities the Appendices print after them. */
char *
hd_campaign_stand_get_code (const HdCampaignStand *stand)
{
  GString *code = g_string_new (NULL);
  gboolean first = TRUE;

  g_string_append_printf (code, "%u-%u", stand->sp, stand->morale);
  if (stand->gun != HD_GUN_NONE)
    g_string_append_printf (code, " %s", hd_gun_get_code (stand->gun));
  if (stand->flags & HD_STAND_SHARPSHOOTER)
    g_string_append (code, " ss");
  if (stand->flags & (HD_STAND_PT | HD_STAND_NE))
    {
      g_string_append_c (code, ' ');
      if (stand->flags & HD_STAND_PT)
        {
          g_string_append (code, "PT");
          first = FALSE;
        }
      if (stand->flags & HD_STAND_NE)
        g_string_append (code, first ? "NE" : ", NE");
    }
  return g_string_free (code, FALSE);
}

void
hd_campaign_formation_clear (HdCampaignFormation *formation)
{
  g_clear_pointer (&formation->name, g_free);
  g_clear_pointer (&formation->commander, g_free);
}

void
hd_campaign_stand_clear (HdCampaignStand *stand)
{
  g_clear_pointer (&stand->name, g_free);
}

void
hd_campaign_formation_copy (HdCampaignFormation       *dest,
                            const HdCampaignFormation *src)
{
  *dest = *src;
  dest->name = g_strdup (src->name);
  dest->commander = g_strdup (src->commander);
}

void
hd_campaign_stand_copy (HdCampaignStand       *dest,
                        const HdCampaignStand *src)
{
  *dest = *src;
  dest->name = g_strdup (src->name);
}

/* --- battles (hd-campaign-battle.c) --- */

static const char *const division_state_names[] = { "fresh", "exhausted", "broken" };

const char *
hd_campaign_division_state_to_string (HdCampaignDivisionState state)
{
  g_return_val_if_fail (state < G_N_ELEMENTS (division_state_names), NULL);
  return division_state_names[state];
}

gboolean
hd_campaign_division_state_from_string (const char              *str,
                                        HdCampaignDivisionState *out)
{
  guint value;

  if (!from_names (division_state_names, G_N_ELEMENTS (division_state_names), str, &value))
    return FALSE;
  *out = value;
  return TRUE;
}

const char *
hd_campaign_division_state_get_label (HdCampaignDivisionState state)
{
  switch (state)
    {
    case HD_DIVISION_FRESH: return C_("division", "Fresh");
    case HD_DIVISION_EXHAUSTED: return C_("division", "Exhausted");
    case HD_DIVISION_BROKEN: return C_("division", "Exhausted and broken");
    case HD_N_DIVISION_STATES:
    default: g_return_val_if_reached (NULL);
    }
}

void
hd_campaign_reinforcement_clear (HdCampaignReinforcement *r)
{
  g_clear_pointer (&r->reason, g_free);
}

void
hd_campaign_promotion_pick_clear (HdCampaignPromotionPick *p)
{
  g_clear_pointer (&p->reason, g_free);
}

static const char *const mode_names[HD_N_MARCH_MODES] = { "plain", "jump", "guns" };

const char *
hd_campaign_march_mode_to_string (HdCampaignMarchMode mode)
{
  g_return_val_if_fail ((guint) mode < HD_N_MARCH_MODES, NULL);
  return mode_names[mode];
}

gboolean
hd_campaign_march_mode_from_string (const char          *str,
                                    HdCampaignMarchMode *out)
{
  for (guint i = 0; str != NULL && i < HD_N_MARCH_MODES; i++)
    if (g_str_equal (str, mode_names[i]))
      {
        *out = (HdCampaignMarchMode) i;
        return TRUE;
      }
  return FALSE;
}

void
hd_campaign_destination_free (HdCampaignDestination *destination)
{
  if (destination == NULL)
    return;
  g_clear_pointer (&destination->path, g_array_unref);
  g_clear_pointer (&destination->lines, g_array_unref);
  g_free (destination);
}

void
hd_campaign_problem_free (HdCampaignProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->rule);
  g_free (problem->text);
  g_free (problem);
}

/* --- intelligence reports (hd-campaign-intel.c makes them) --- */

HdCampaignReport *
hd_campaign_report_ref (HdCampaignReport *report)
{
  return g_atomic_rc_box_acquire (report);
}

static void
report_clear (gpointer data)
{
  HdCampaignReport *r = data;

  g_free (r->source_name);
  g_free (r->force);
  g_free (r->commander);
  g_clear_pointer (&r->corps, g_ptr_array_unref);
  g_clear_pointer (&r->origins, g_array_unref);
}

void
hd_campaign_report_unref (HdCampaignReport *report)
{
  if (report != NULL)
    g_atomic_rc_box_release_full (report, report_clear);
}

const char *
hd_campaign_intel_level_to_string (HdCampaignIntelLevel level)
{
  static const char *const words[] = { "none", "fragmentary", "complete", "detailed" };

  return level < HD_N_INTEL_LEVELS ? words[level] : "none";
}

const char *
hd_campaign_intel_level_get_label (HdCampaignIntelLevel level)
{
  switch (level)
    {
    case HD_INTEL_FRAGMENTARY:
      /* TRANSLATORS: an intelligence report's level (Campaign 8.11) */
      return C_("report", "Fragmentary");
    case HD_INTEL_COMPLETE:
      return C_("report", "Complete");
    case HD_INTEL_DETAILED:
      return C_("report", "Detailed");
    case HD_INTEL_NONE:
    case HD_N_INTEL_LEVELS:
    default:
      return C_("report", "None");
    }
}

const char *
hd_campaign_works_band_to_string (HdCampaignWorksBand band)
{
  static const char *const words[] = { "none", "light", "moderate", "extensive" };

  return band < HD_N_WORKS_BANDS ? words[band] : "none";
}
