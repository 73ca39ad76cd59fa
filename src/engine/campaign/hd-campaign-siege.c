/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-siege.c: siege guns from a fortified city attached to a
 * corps and left again (Campaign 14.5, 6.32, 7.7; hd-campaign-siege.h). */
#define G_LOG_DOMAIN "hd-campaign-siege"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-campaign-private.h"
#include "hd-campaign-siege.h"
#include "hd-campaign-works.h"
#include "hd-rules.h"

gboolean
hd_campaign_siege_is_attached (const HdCampaign      *c,
                               const HdCampaignStand *stand)
{
  const HdCampaignFormation *f = hd_campaign_lookup_formation (c, stand->formation);

  return stand->arm == HD_ARM_SIEGE && f != NULL && f->kind != HD_FORMATION_SIEGE_TRAIN;
}

static gboolean
check_phase (const HdCampaign *c,
             GError          **error)
{
  if (c->phase != HD_PHASE_MOVEMENT)
    return hd_rules_refuse (error, "Campaign 14.5",
                            _("siege guns are taken from a work or left in one in the Movement Phase, and it is the "
                              "%s"), hd_phase_get_label (c->phase));
  return TRUE;
}

/* --- attach-guns stand= corps= (14.5) --- */

static gboolean
attach_check (const HdCampaign       *c,
              const HdCampaignAction *action,
              GError                **error)
{
  const HdCampaignStand *s;
  const HdCampaignFormation *f;

  if (!check_phase (c, error) || (s = hd_campaign_args_get_stand (c, action, "stand", error)) == NULL
      || (f = hd_campaign_args_get_formation (c, action, "corps", error)) == NULL)
    return FALSE;
  if (s->arm != HD_ARM_SIEGE || s->formation != HD_CAMPAIGN_NONE || s->side != c->player)
    return hd_rules_refuse (error, "Campaign 14.5",
                            _("only the %1$s’s siege guns standing in a fortified city are taken from it, and %2$s "
                              "is not such a stand"), hd_side_get_noun (c->player), s->name);
  if (f->side != c->player || (f->kind != HD_FORMATION_CORPS && f->kind != HD_FORMATION_FIELD_CORPS))
    return hd_rules_refuse (error, "Campaign 14.5",
                            _("siege guns are attached to an infantry corps of their side, and %s is none"), f->name);
  if (f->box != s->box)
    return hd_rules_refuse (error, "Campaign 14.5", _("%1$s takes siege guns only where it stands, and %2$s is "
                                                       "not at %3$s"), f->name, s->name,
                            f->box < c->n_boxes ? hd_map_get_box (c->map, f->box)->name : "?");
  return TRUE;
}

static void
attach_apply (HdCampaign             *c,
              const HdCampaignAction *action)
{
  const HdCampaignStand *s = hd_campaign_args_get_stand (c, action, "stand", NULL);
  const HdCampaignFormation *f = hd_campaign_args_get_formation (c, action, "corps", NULL);
  guint id = s->id;

  hd_campaign_set_stand_formation (c, id, f->id);
  hd_campaign_find_stand (c, id)->box = HD_CAMPAIGN_NO_BOX;
}

static char *
attach_describe (const HdCampaign       *c,
                 const HdCampaignAction *action)
{
  const HdCampaignStand *s = hd_campaign_args_get_stand (c, action, "stand", NULL);
  const HdCampaignFormation *f = hd_campaign_args_get_formation (c, action, "corps", NULL);

  /* TRANSLATORS: "V Corps takes the siege guns 1st Connecticut Heavy from the works." */
  return g_strdup_printf (_("%1$s takes the siege guns %2$s from the works."), f != NULL ? f->name : "?",
                          s != NULL ? s->name : "?");
}

static GPtrArray *
attach_candidates (const HdCampaign *c)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);

  for (guint i = 0; i < c->stands->len; i++)
    {
      const HdCampaignStand *s = &g_array_index (c->stands, HdCampaignStand, i);
      g_autoptr(GArray) there = NULL;

      if (s->arm != HD_ARM_SIEGE || s->formation != HD_CAMPAIGN_NONE || s->side != c->player)
        continue;
      there = hd_campaign_list_formations_at (c, s->box, c->player);
      for (guint k = 0; k < there->len; k++)
        {
          HdCampaignAction *a = hd_campaign_action_new ("attach-guns");

          hd_campaign_action_set_uint (a, "stand", s->id);
          hd_campaign_action_set_uint (a, "corps", g_array_index (there, guint, k));
          g_ptr_array_add (list, a);
        }
    }
  return list;
}

/* --- detach-guns stand= (7.7, 14.5) --- */

static gboolean
detach_check (const HdCampaign       *c,
              const HdCampaignAction *action,
              GError                **error)
{
  const HdCampaignStand *s;
  const HdCampaignFormation *f;

  if (!check_phase (c, error) || (s = hd_campaign_args_get_stand (c, action, "stand", error)) == NULL)
    return FALSE;
  if (!hd_campaign_siege_is_attached (c, s) || s->side != c->player)
    return hd_rules_refuse (error, "Campaign 14.5",
                            _("only siege guns attached to one of the %1$s’s corps are left in a work, and %2$s is "
                              "not"), hd_side_get_noun (c->player), s->name);
  f = hd_campaign_lookup_formation (c, s->formation);
  if (f->box >= c->n_boxes || !hd_campaign_works_is_permanent (c, f->box))
    return hd_rules_refuse (error, "Campaign 7.7",
                            _("no unit is left in a box without at least a divisional commander unless the box is a "
                              "permanent fortification: %s is not one"),
                            f->box < c->n_boxes ? hd_map_get_box (c->map, f->box)->name : "?");
  return TRUE;
}

static void
detach_apply (HdCampaign             *c,
              const HdCampaignAction *action)
{
  const HdCampaignStand *s = hd_campaign_args_get_stand (c, action, "stand", NULL);
  guint id = s->id, box = hd_campaign_lookup_formation (c, s->formation)->box;

  hd_campaign_set_stand_formation (c, id, HD_CAMPAIGN_NONE);
  hd_campaign_find_stand (c, id)->box = box;
}

static char *
detach_describe (const HdCampaign       *c,
                 const HdCampaignAction *action)
{
  const HdCampaignStand *s = hd_campaign_args_get_stand (c, action, "stand", NULL);
  const HdCampaignFormation *f = s != NULL ? hd_campaign_lookup_formation (c, s->formation) : NULL;

  /* TRANSLATORS: "The siege guns 1st Connecticut Heavy stay in the works of Washington." */
  return g_strdup_printf (_("The siege guns %1$s stay in the works of %2$s."), s != NULL ? s->name : "?",
                          f != NULL && f->box < c->n_boxes ? hd_map_get_box (c->map, f->box)->name : "?");
}

static GPtrArray *
detach_candidates (const HdCampaign *c)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);

  for (guint i = 0; i < c->stands->len; i++)
    {
      const HdCampaignStand *s = &g_array_index (c->stands, HdCampaignStand, i);

      if (s->side == c->player && hd_campaign_siege_is_attached (c, s))
        {
          HdCampaignAction *a = hd_campaign_action_new ("detach-guns");

          hd_campaign_action_set_uint (a, "stand", s->id);
          g_ptr_array_add (list, a);
        }
    }
  return list;
}

const HdCampaignActionType hd_campaign_siege_actions[] = {
  { "attach-guns", "Campaign 14.5", FALSE, attach_check, attach_apply, attach_describe, attach_candidates, TRUE },
  { "detach-guns", "Campaign 7.7", FALSE, detach_check, detach_apply, detach_describe, detach_candidates, TRUE },
};
const guint hd_campaign_siege_n_actions = G_N_ELEMENTS (hd_campaign_siege_actions);
