/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-chronicle.c: the chronicle's sheet (hd-campaign-chronicle.h):
 * a section a Player Turn, a row a box where belief or truth had enemy
 * troops. */
#define G_LOG_DOMAIN "hd-campaign-chronicle"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-calendar.h"
#include "hd-campaign-chronicle.h"
#include "hd-campaign-intel.h"
#include "hd-campaign-oob.h"
#include "hd-campaign-private.h"

HdCampaignSheet *
hd_campaign_chronicle_new (void)
{
  return hd_campaign_sheet_new (_("Chronicle of the War"),
                                _("What each side believed at the start of its Player Turns, beside what was "
                                  "true (Campaign 8)"));
}

/* What the report says, shortly: "Complete, 07/1861: Army of the Ohio,
 * 4 divisions". */
static char *
belief (const HdCampaignReport *r)
{
  g_autofree char *when = NULL;
  guint divisions;

  if (r == NULL || !r->present)
    return g_strdup (_("nothing reported"));
  when = hd_calendar_format (r->turn);
  divisions = r->infantry_divisions + r->cavalry_divisions;
  if (r->level < HD_INTEL_COMPLETE)
    /* TRANSLATORS: a chronicle's belief: the report's level and date */
    return g_strdup_printf (_("troops, numbers unknown (%1$s, %2$s)"),
                            hd_campaign_intel_level_get_label (r->level), when);
  /* TRANSLATORS: a chronicle's belief: the force, its divisions, the report's level and date */
  return g_strdup_printf (ngettext ("%1$s, %2$u division (%3$s, %4$s)", "%1$s, %2$u divisions (%3$s, %4$s)",
                                    divisions), r->force != NULL ? r->force : "?", divisions,
                          hd_campaign_intel_level_get_label (r->level), when);
}

/* What stood there: "Beauregard's Corps, 3 divisions", or none. */
static char *
truth (const HdCampaign *c,
       guint             box,
       HdSide            enemy)
{
  guint senior = hd_campaign_oob_senior_in_box (c, box, enemy);
  const HdCampaignFormation *top = hd_campaign_lookup_formation (c, senior);
  guint divisions = 0;

  if (!hd_campaign_has_troops_at (c, box, enemy))
    return g_strdup (_("no enemy troops"));
  for (guint i = 0; i < c->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);

      divisions += f->side == enemy && f->box == box && f->kind == HD_FORMATION_DIVISION;
    }
  /* TRANSLATORS: a chronicle's truth: the senior formation and the divisions there */
  return g_strdup_printf (ngettext ("%1$s, %2$u division", "%1$s, %2$u divisions", divisions),
                          top != NULL ? top->name : _("troops in no formation"), divisions);
}

void
hd_campaign_chronicle_add_turn (HdCampaignSheet  *sheet,
                                const HdCampaign *c)
{
  g_autofree char *when = hd_calendar_format (c->turn);
  g_autofree char *heading = NULL;
  const char *columns[] = { _("Box"), _("Believed"), _("True"), NULL };
  HdCampaignSheetSection *section;
  HdSide side = c->player, enemy = hd_side_get_enemy (c->player);

  /* TRANSLATORS: a chronicle's section: the date, the Game Turn and whose Player Turn begins */
  heading = g_strdup_printf (side == HD_SIDE_UNION ? _("%1$s, Game Turn %2$u: the Union's Player Turn")
                                                   : _("%1$s, Game Turn %2$u: the Confederacy's Player Turn"),
                             when, c->turn);
  section = hd_campaign_sheet_add_section (sheet, heading, 3, columns);
  for (guint box = 0; box < c->n_boxes; box++)
    {
      const HdCampaignReport *r = hd_campaign_intel_get_report (c, side, box);
      g_autofree char *believed = NULL;
      g_autofree char *was = NULL;
      const char *cells[4] = { NULL };

      if ((r == NULL || !r->present) && !hd_campaign_has_troops_at (c, box, enemy))
        continue;
      believed = belief (r);
      was = truth (c, box, enemy);
      cells[0] = hd_map_get_box (c->map, box)->name;
      cells[1] = believed;
      cells[2] = was;
      hd_campaign_sheet_section_add_row (section, HD_SHEET_ROW_PLAIN, cells);
    }
}
