/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-sheet-build.c: what goes into a battle's sheet (Campaign 9,
 * 9.2, 9.4, 10.21-10.25), from the position: the battle, the cavalry
 * test and the attacker's deployment, the defender's two-corps limit and
 * the entrenchments, both sides' forces stand by stand, the
 * reinforcements eligible and the casualty return to fill in.  The sheet
 * itself is plain data (hd-campaign-sheet.h). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-calendar.h"
#include "hd-campaign-battle.h"
#include "hd-campaign-oob.h"
#include "hd-campaign-sheet-build.h"

#define N_FORCE_COLUMNS 9

static void
add_pair (HdCampaignSheetSection *section,
          const char             *label,
          const char             *value)
{
  const char *cells[] = { label, value };

  hd_campaign_sheet_section_add_row (section, HD_SHEET_ROW_PLAIN, cells);
}

/* Half inches as "7.5″". */
static char *
format_inches (guint half_inches)
{
  if (half_inches % 2)
    /* TRANSLATORS: inches of works with a half, "7.5″" */
    return g_strdup_printf (_("%u.5″"), half_inches / 2);
  /* TRANSLATORS: inches of works, "12″" */
  return g_strdup_printf (_("%u″"), half_inches / 2);
}

static guint
count_corps_at (const HdCampaign *c,
                guint             box,
                HdSide            side)
{
  g_autoptr(GArray) here = hd_campaign_list_formations_at (c, box, side);

  return hd_campaign_battle_count_corps (c, here);
}

static void
add_battle_section (HdCampaignSheet        *sheet,
                    const HdCampaign       *c,
                    const HdCampaignBattle *b)
{
  const char *columns[] = { C_("sheet", "Item"), C_("sheet", "Value") };
  HdCampaignSheetSection *s = hd_campaign_sheet_add_section (sheet, _("The battle"), 2, columns);
  HdSide defender = hd_campaign_battle_defender (b);
  g_autofree char *date = hd_calendar_format (c->turn);
  g_autofree char *works = format_inches (c->works[b->box]);
  g_autofree char *corps = NULL;
  guint n_corps = count_corps_at (c, b->box, defender);

  add_pair (s, _("Box"), hd_map_get_box (c->map, b->box)->name);
  add_pair (s, _("Date"), date);
  add_pair (s, _("Attacker"), hd_side_get_noun (b->attacker));
  add_pair (s, _("Defender"), hd_side_get_noun (defender));
  add_pair (s, _("Entrenchments"), works);
  corps = n_corps > 2
    ? g_strdup_printf (ngettext ("The defender has %u corps here: two begin on the table, the rest arrive by at most "
                                 "two roads once the battle begins (Campaign 9.2).",
                                 "The defender has %u corps here: two begin on the table, the rest arrive by at most "
                                 "two roads once the battle begins (Campaign 9.2).", n_corps), n_corps)
    : g_strdup_printf (ngettext ("The defender has %u corps here, all of it on the table (at most two, Campaign 9.2).",
                                 "The defender has %u corps here, all on the table (at most two, Campaign 9.2).",
                                 n_corps), n_corps);
  add_pair (s, _("Defender’s set-up"), corps);
}

static void
add_cavalry_section (HdCampaignSheet        *sheet,
                     const HdCampaign       *c,
                     const HdCampaignBattle *b)
{
  const char *columns[] = { C_("sheet", "Item"), C_("sheet", "Value") };
  HdCampaignSheetSection *s = hd_campaign_sheet_add_section (sheet, _("Cavalry"), 2, columns);
  HdCampaignCavalryTest test;
  g_autofree char *att = NULL, *def = NULL;

  hd_campaign_battle_cavalry_test (c, b, &test);
  att = g_strdup_printf ("%u", test.attacker_cavalry);
  def = g_strdup_printf ("%u", test.defender_cavalry);
  add_pair (s, _("Attacker’s adjusted cavalry (SP × morale)"), att);
  add_pair (s, _("Defender’s adjusted cavalry (SP × morale)"), def);
  add_pair (s, _("Battle"), test.superiority
            ? _("The attacker has 2:1 cavalry superiority: the battle must be fought (Campaign 9).")
            : _("The attacker lacks 2:1 cavalry superiority: the defender could withdraw (Campaign 9)."));
  if (test.superiority)
    add_pair (s, _("Retiring at once"),
              _("A defender who would retire at once keeps every unit of at least one corps on the table until "
                "the 12 noon turn, or asks the umpire for a rearguard by dice (Campaign 9)."));
  add_pair (s, _("Attacker’s deployment"), test.edge == b->attacker
            ? _("The attacker has the cavalry edge: one corps starts deployed within 6″ of its edge and 9″ either "
                "side of each entry point, the rest in road column behind (Campaign 9.2).")
            : _("The defender has the cavalry edge: one attacking division starts deployed within 3″ of its edge "
                "and 4.5″ either side of each entry point, the rest in road column behind (Campaign 9.2)."));
}

static char *
stand_special (const HdCampaign      *c,
               const HdCampaignStand *st)
{
  GPtrArray *parts = g_ptr_array_new ();
  char *joined;
  const HdCampaignFormation *f = hd_campaign_lookup_formation (c, st->formation);

  if (st->gun != HD_GUN_NONE)
    g_ptr_array_add (parts, (gpointer) hd_gun_get_code (st->gun));
  if (st->flags & HD_STAND_SHOCK)
    g_ptr_array_add (parts, (gpointer) _("shock"));
  if (st->flags & HD_STAND_SHARPSHOOTER)
    g_ptr_array_add (parts, (gpointer) _("sharpshooters"));
  if (st->flags & HD_STAND_MILITIA)
    g_ptr_array_add (parts, (gpointer) _("militia"));
  if (st->flags & HD_STAND_REGULAR)
    g_ptr_array_add (parts, (gpointer) _("regulars"));
  if (st->flags & HD_STAND_HIGH_COHESION)
    g_ptr_array_add (parts, (gpointer) _("high cohesion"));
  if (f != NULL && hd_formation_kind_is_corps (f->kind))
    g_ptr_array_add (parts, (gpointer) _("corps troops"));
  g_ptr_array_add (parts, NULL);
  /* a list of the stand's specials, each a word of its own */
  joined = g_strjoinv (", ", (char **) parts->pdata);
  g_ptr_array_free (parts, TRUE);
  return joined;
}

static void
add_stand_row (HdCampaignSheetSection *s,
               const HdCampaign       *c,
               guint                   id)
{
  const HdCampaignStand *st = hd_campaign_lookup_stand (c, id);
  g_autofree char *sp = g_strdup_printf ("%u", st->sp);
  g_autofree char *morale = g_strdup_printf ("%u", st->morale);
  g_autofree char *special = stand_special (c, st);
  const char *cells[N_FORCE_COLUMNS] = {
    "", "", st->name, sp, morale, hd_status_get_label (st->status),
    (st->flags & HD_STAND_PT) ? C_("stand", "PT") : "", (st->flags & HD_STAND_NE) ? C_("stand", "NE") : "",
    special,
  };

  hd_campaign_sheet_section_add_row (s, HD_SHEET_ROW_PLAIN, cells);
}

static char *
division_note (const HdCampaign       *c,
               const HdCampaignBattle *b,
               guint                   division)
{
  const HdCampaignBattleDivision *d = hd_campaign_battle_get_division (b, division);
  HdCampaignExhaustion e;

  if (!hd_campaign_oob_get_exhaustion (c, division, &e))
    return g_strdup (_("no infantry or cavalry: no exhaustion number"));
  if (d != NULL && (d->record > 0 || d->state != HD_DIVISION_FRESH))
    /* TRANSLATORS: "Exhausted; exhausts at 8 SP lost (40% of 20 SP), 3 SP on its record" */
    return g_strdup_printf (_("%s; exhausts at %u SP lost (%u%% of %u SP), %u SP on its record"),
                            hd_campaign_division_state_get_label (d->state), e.loss, e.percent, e.sp, d->record);
  /* TRANSLATORS: "exhausts at 8 SP lost (40% of 20 SP)" */
  return g_strdup_printf (_("exhausts at %u SP lost (%u%% of %u SP)"), e.loss, e.percent, e.sp);
}

static void
add_formation_rows (HdCampaignSheetSection *s,
                    const HdCampaign       *c,
                    const HdCampaignBattle *b,
                    const HdCampaignFormation *f)
{
  g_autoptr(GArray) stands = hd_campaign_list_stands_of (c, f->id);
  g_autofree char *note = f->kind == HD_FORMATION_DIVISION ? division_note (c, b, f->id) : NULL;
  const char *cells[N_FORCE_COLUMNS] = {
    f->name, f->commander, "", "", "",
    f->kind == HD_FORMATION_DIVISION ? hd_status_get_label (hd_campaign_battle_division_status (c, f->id)) : "",
    "", "", note != NULL ? note : hd_formation_kind_get_label (f->kind),
  };

  hd_campaign_sheet_section_add_row (s, HD_SHEET_ROW_GROUP, cells);
  for (guint i = 0; i < stands->len; i++)
    add_stand_row (s, c, g_array_index (stands, guint, i));
}

static void
add_forces_section (HdCampaignSheet        *sheet,
                    const HdCampaign       *c,
                    const HdCampaignBattle *b,
                    HdSide                  side)
{
  const char *columns[N_FORCE_COLUMNS] = {
    C_("sheet", "Formation"), C_("sheet", "Commander"), C_("sheet", "Stand"), C_("sheet", "SP"),
    C_("sheet", "Morale"), C_("sheet", "Status"), C_("sheet", "PT"), C_("sheet", "NE"), C_("sheet", "Special"),
  };
  g_autofree char *heading = g_strdup (side == HD_SIDE_UNION ? _("Union forces") : _("Confederate forces"));
  HdCampaignSheetSection *s = hd_campaign_sheet_add_section (sheet, heading, N_FORCE_COLUMNS, columns);
  g_autoptr(GArray) forces = hd_campaign_battle_list_forces (c, b, side);
  g_autoptr(GArray) all = hd_campaign_battle_list_stands (c, b, side);

  /* corps first, each followed by its divisions in the box; then the rest */
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < forces->len; i++)
      {
        const HdCampaignFormation *f = hd_campaign_lookup_formation (c, g_array_index (forces, guint, i));
        gboolean corps = hd_formation_kind_is_corps (f->kind);
        const HdCampaignFormation *p = hd_campaign_lookup_formation (c, f->parent);
        gboolean under_corps_here = !corps && p != NULL && p->box == b->box;

        if (pass == 0 && corps)
          {
            add_formation_rows (s, c, b, f);
            for (guint j = 0; j < forces->len; j++)
              {
                const HdCampaignFormation *d = hd_campaign_lookup_formation (c, g_array_index (forces, guint, j));

                if (d->parent == f->id)
                  add_formation_rows (s, c, b, d);
              }
          }
        else if (pass == 1 && !corps && !under_corps_here)
          add_formation_rows (s, c, b, f);
      }
  for (guint i = 0; i < all->len; i++)
    if (hd_campaign_lookup_stand (c, g_array_index (all, guint, i))->formation == HD_CAMPAIGN_NONE)
      add_stand_row (s, c, g_array_index (all, guint, i));
}

static void
add_reinforcements_section (HdCampaignSheet        *sheet,
                            const HdCampaign       *c,
                            const HdCampaignBattle *b)
{
  const char *columns[] = {
    C_("sheet", "Side"), C_("sheet", "Formation"), C_("sheet", "From"), C_("sheet", "Eligible"), C_("sheet", "Why"),
  };
  HdCampaignSheetSection *s = hd_campaign_sheet_add_section (sheet, _("Reinforcements (Campaign 9.4)"), 5, columns);

  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      g_autoptr(GArray) list = hd_campaign_battle_list_reinforcements (c, b, side);

      for (guint i = 0; i < list->len; i++)
        {
          const HdCampaignReinforcement *r = &g_array_index (list, HdCampaignReinforcement, i);
          const char *cells[] = {
            hd_side_get_noun (side), hd_campaign_lookup_formation (c, r->formation)->name,
            hd_map_get_box (c->map, r->box)->name, r->eligible ? _("yes") : _("no"), r->reason,
          };

          hd_campaign_sheet_section_add_row (s, HD_SHEET_ROW_PLAIN, cells);
        }
    }
}

/* A stand's formation as the players tell it, no number of ours: a
 * division with its corps ("1st Division, I Corps"), for the many
 * divisions of one name. */
static char *
formation_words (const HdCampaign *c, const HdCampaignFormation *f)
{
  const HdCampaignFormation *parent = f != NULL ? hd_campaign_lookup_formation (c, f->parent) : NULL;

  if (f == NULL)
    return g_strdup ("");
  if (parent == NULL || hd_formation_kind_is_corps (f->kind))
    return g_strdup (f->name);
  /* TRANSLATORS: a division and its corps on the casualty return, e.g. "1st Division, I Corps" */
  return g_strdup_printf (_("%1$s, %2$s"), f->name, parent->name);
}

static void
add_casualty_section (HdCampaignSheet        *sheet,
                      const HdCampaign       *c,
                      const HdCampaignBattle *b)
{
  const char *columns[] = {
    C_("sheet", "Side"), C_("sheet", "Stand"), C_("sheet", "Formation"), C_("sheet", "SP at the start"),
    C_("sheet", "SP at the end"),
  };
  g_autofree char *heading = g_strdup_printf (_("Casualty return, day %u"), b->day + 1);
  HdCampaignSheetSection *s = hd_campaign_sheet_add_section (sheet, heading, 5, columns);

  for (guint k = 0; k < 2; k++)
    {
      HdSide side = k == 0 ? b->attacker : hd_campaign_battle_defender (b);
      g_autoptr(GArray) all = hd_campaign_battle_list_stands (c, b, side);

      for (guint i = 0; i < all->len; i++)
        {
          const HdCampaignStand *st = hd_campaign_lookup_stand (c, g_array_index (all, guint, i));
          const HdCampaignFormation *f = hd_campaign_lookup_formation (c, st->formation);
          g_autofree char *sp = g_strdup_printf ("%u", st->sp);
          g_autofree char *where = formation_words (c, f);
          const char *cells[] = { hd_side_get_noun (side), st->name, where, sp, "" };

          hd_campaign_sheet_section_add_row (s, HD_SHEET_ROW_FILL_IN, cells);
        }
    }
}

HdCampaignSheet *
hd_campaign_sheet_build_battle (const HdCampaign *c,
                                guint             battle_id)
{
  const HdCampaignBattle *b = hd_campaign_battle_lookup (c, battle_id);
  g_autofree char *title = NULL, *subtitle = NULL, *date = NULL;
  HdCampaignSheet *sheet;

  if (b == NULL)
    return NULL;
  date = hd_calendar_format (c->turn);
  /* TRANSLATORS: a battle sheet's title, "Battle of Manassas" */
  title = g_strdup_printf (_("Battle of %s"), hd_map_get_box (c->map, b->box)->name);
  /* TRANSLATORS: "08/1861, day 1: the Union attacks" */
  subtitle = g_strdup_printf (_("%s, day %u: the %s attacks"), date, b->day + 1, hd_side_get_noun (b->attacker));
  sheet = hd_campaign_sheet_new (title, subtitle);
  add_battle_section (sheet, c, b);
  add_cavalry_section (sheet, c, b);
  add_forces_section (sheet, c, b, b->attacker);
  add_forces_section (sheet, c, b, hd_campaign_battle_defender (b));
  add_reinforcements_section (sheet, c, b);
  add_casualty_section (sheet, c, b);
  return sheet;
}
