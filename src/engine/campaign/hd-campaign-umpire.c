/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-umpire.c: the umpire's rulings on control and the notes of
 * the log; a ruling on control is followed by the victory check. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-campaign-books.h"
#include "hd-campaign-private.h"
#include "hd-campaign-umpire.h"
#include "hd-rules.h"

#define MAX_NOTE 2000

static gboolean
control_check (const HdCampaign       *campaign,
               const HdCampaignAction *action,
               GError                **error)
{
  const char *name = hd_campaign_action_get (action, "side");
  HdSide side;
  guint box;

  if (!hd_campaign_args_get_box (campaign, action, "box", &box, error))
    return FALSE;
  if (name == NULL || !hd_side_from_string (name, &side))
    {
      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                   _("“umpire-control” needs “union”, “confederate” or “neutral” for “side”"));
      return FALSE;
    }
  if (side == HD_SIDE_NEUTRAL && hd_campaign_get_home_side (campaign, box) != HD_SIDE_NEUTRAL)
    return hd_rules_refuse (error, "Campaign 3.3",
                            _("only Kentucky's boxes start neutral, and a box once taken never becomes "
                              "neutral again: %s belongs to a side"),
                            hd_map_get_box (campaign->map, box)->name);
  return TRUE;
}

static void
control_apply (HdCampaign             *campaign,
               const HdCampaignAction *action)
{
  HdSide side = HD_SIDE_NEUTRAL;
  guint box;

  hd_campaign_args_get_box (campaign, action, "box", &box, NULL);
  hd_side_from_string (hd_campaign_action_get (action, "side"), &side);
  campaign->control[box] = side;
  campaign->cavalry_held[box] = FALSE;
  /* a ruling may hand a side the last city it needed (Campaign 4.1, 4.2) */
  hd_campaign_books_check_victory (campaign, FALSE);
}

static char *
control_describe (const HdCampaign       *campaign,
                  const HdCampaignAction *action)
{
  HdSide side = HD_SIDE_NEUTRAL;
  guint box = 0;

  hd_campaign_args_get_box (campaign, action, "box", &box, NULL);
  hd_side_from_string (hd_campaign_action_get (action, "side"), &side);
  /* TRANSLATORS: "The umpire rules that the Confederacy holds Nashville." */
  return g_strdup_printf (_("The umpire rules that the %s holds %s."), hd_side_get_noun (side),
                          hd_map_get_box (campaign->map, box)->name);
}

static gboolean
note_check (const HdCampaign       *campaign,
            const HdCampaignAction *action,
            GError                **error)
{
  const char *text = hd_campaign_action_get (action, "text");

  if (text == NULL || text[0] == '\0' || g_utf8_strlen (text, -1) > MAX_NOTE)
    {
      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                   _("a note needs a text of 1 to %d characters"), MAX_NOTE);
      return FALSE;
    }
  return TRUE;
}

static void
note_apply (HdCampaign             *campaign,
            const HdCampaignAction *action)
{
  /* a note changes no figure: it is kept in the log, where the umpire and
   * the transcript read it */
}

static char *
note_describe (const HdCampaign       *campaign,
               const HdCampaignAction *action)
{
  /* TRANSLATORS: an umpire's note kept in the campaign's log */
  return g_strdup_printf (_("Umpire’s note: %s"), hd_campaign_action_get (action, "text"));
}

const HdCampaignActionType hd_campaign_umpire_actions[] = {
  { "umpire-control", "Campaign 3.3", TRUE, control_check, control_apply, control_describe, NULL },
  { "note", "Campaign 2", TRUE, note_check, note_apply, note_describe, NULL },
};
const guint hd_campaign_umpire_n_actions = G_N_ELEMENTS (hd_campaign_umpire_actions);
