/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-dispatch-sheet.c: a dispatch on paper
 * (hd-campaign-dispatch-sheet.h): the title and date, his forces, his
 * reports, the lines for his orders. */
#define G_LOG_DOMAIN "hd-campaign-dispatch"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-calendar.h"
#include "hd-campaign-dispatch-sheet.h"
#include "hd-campaign-intel.h"
#include "hd-campaign-private.h"

static char *
subtitle (const HdCampaign *c,
          HdSide            seat)
{
  g_autofree char *when = hd_calendar_format (c->turn);

  if (c->player == seat && c->march_die != 0)
    /* TRANSLATORS: a dispatch's date, its Game Turn and the marches the president has to give out */
    return g_strdup_printf (ngettext ("%1$s, Game Turn %2$u: your Player Turn, %3$u march",
                                      "%1$s, Game Turn %2$u: your Player Turn, %3$u marches", c->marches),
                            when, c->turn, c->marches);
  if (c->player == seat)
    /* TRANSLATORS: a dispatch's date and its Game Turn */
    return g_strdup_printf (_("%1$s, Game Turn %2$u: your Player Turn"), when, c->turn);
  /* TRANSLATORS: a dispatch's date and its Game Turn, in the enemy's Player Turn */
  return g_strdup_printf (_("%1$s, Game Turn %2$u: the enemy's Player Turn"), when, c->turn);
}

/* His armies and corps: where each stands, its commander, the marches
 * given it this turn. */
static void
add_forces (HdCampaignSheet  *sheet,
            const HdCampaign *c,
            HdSide            seat)
{
  const char *columns[] = { _("Formation"), _("Commander"), _("Box"), _("Marches given"), NULL };
  HdCampaignSheetSection *section = hd_campaign_sheet_add_section (sheet, _("Your Forces"), 4, columns);

  for (guint i = 0; i < c->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);
      g_autofree char *marches = NULL;
      const char *cells[5] = { NULL };

      if (f->side != seat || (f->kind != HD_FORMATION_ARMY && !hd_formation_kind_is_corps (f->kind)))
        continue;
      marches = g_strdup_printf ("%u", f->marches_allotted);
      cells[0] = f->name;
      cells[1] = f->commander != NULL ? f->commander : "";
      cells[2] = f->box < c->n_boxes ? hd_map_get_box (c->map, f->box)->name : "";
      cells[3] = marches;
      hd_campaign_sheet_section_add_row (section, f->kind == HD_FORMATION_ARMY ? HD_SHEET_ROW_GROUP
                                                                               : HD_SHEET_ROW_PLAIN, cells);
    }
}

/* His side's reports that found the enemy, and how many boxes were
 * reported empty. */
static void
add_reports (HdCampaignSheet  *sheet,
             const HdCampaign *c,
             HdSide            seat)
{
  const char *columns[] = { _("Box"), _("Report"), NULL };
  HdCampaignSheetSection *section = hd_campaign_sheet_add_section (sheet, _("Intelligence"), 2, columns);
  guint empty = 0;

  for (guint box = 0; box < c->n_boxes; box++)
    {
      const HdCampaignReport *r = hd_campaign_intel_get_report (c, seat, box);
      g_autofree char *text = NULL;
      const char *cells[3] = { NULL };

      if (r == NULL || !r->present)
        {
          empty += r != NULL;
          continue;
        }
      text = hd_campaign_intel_format (c, r);
      cells[0] = hd_map_get_box (c->map, box)->name;
      cells[1] = text;
      hd_campaign_sheet_section_add_row (section, HD_SHEET_ROW_PLAIN, cells);
    }
  {
    /* TRANSLATORS: under a dispatch's reports (Campaign 8) */
    g_autofree char *none = g_strdup_printf (ngettext ("No enemy troops reported in %u box.",
                                                       "No enemy troops reported in %u boxes.", empty), empty);
    const char *cells[3] = { "", none, NULL };

    hd_campaign_sheet_section_add_row (section, HD_SHEET_ROW_PLAIN, cells);
  }
}

static void
add_order_lines (HdCampaignSheet *sheet)
{
  const char *columns[] = { _("Formation"), _("March: from, by way of, to"), _("Marches"), NULL };
  const char *blank[] = { "", "", "", NULL };
  HdCampaignSheetSection *section = hd_campaign_sheet_add_section (sheet, _("Orders"), 3, columns);

  for (guint i = 0; i < HD_CAMPAIGN_DISPATCH_SHEET_ORDER_LINES; i++)
    hd_campaign_sheet_section_add_row (section, HD_SHEET_ROW_FILL_IN, blank);
}

HdCampaignSheet *
hd_campaign_dispatch_sheet_new (const HdCampaign *fogged,
                                HdSide            seat)
{
  g_autofree char *below = NULL;
  HdCampaignSheet *sheet;

  g_return_val_if_fail (fogged != NULL && (seat == HD_SIDE_UNION || seat == HD_SIDE_CONFEDERATE), NULL);
  below = subtitle (fogged, seat);
  sheet = hd_campaign_sheet_new (seat == HD_SIDE_UNION ? _("Dispatch for President Lincoln")
                                                       : _("Dispatch for President Davis"), below);
  add_forces (sheet, fogged, seat);
  add_reports (sheet, fogged, seat);
  add_order_lines (sheet);
  return sheet;
}
