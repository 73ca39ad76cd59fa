/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-fga-books.c: The Civil War's books (FGA 5.0-5.3, 7.0-7.7, 8.0,
 * 10.7, 3.1): the production and strategic cities the players list
 * once, captured and retaken (FGA 7.4, 5.0.D) or razed; the Resource Points
 * each side receives at its production, less the blockades' (FGA 10.7), and
 * the Human Points of its calls; what is spent, never into deficit
 * (FGA 7.1.B), line infantry not before 1863 (FGA 7.7), fortifications (FGA 7.6);
 * armies, IFs and fleets against their limits (3.1.4-3.1.5) and
 * garrisons against theirs (FGA 3.1.1); the Political Track with the events
 * typed in, Kentucky and Missouri (FGA 5.1.1-5.1.2), intervention and neutrality
 * (FGA 5.2) and automatic victory (FGA 5.3) from the owner's Political Track;
 * Winter and Spring from the owner's onset tables (8.2-8.3). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-fga-private.h"
#include "hd-rules.h"
#include "hd-sheet-table.h"

#define R_CITIES     "FGA 7.4"
#define R_STRATEGIC  "FGA 5.0.D"
#define R_POLITICAL  "FGA 5.0"
#define R_KENTUCKY   "FGA 5.1.1"
#define R_MISSOURI   "FGA 5.1.2"
#define R_FOREIGN    "FGA 5.2"
#define R_VICTORY    "FGA 5.3"
#define R_BLOCKADE   "FGA 10.7"
#define R_HUMAN      "FGA 7.2"
#define R_DEFICIT    "FGA 7.1.B"
#define R_FORTS      "FGA 7.6"
#define R_FORCES     "FGA 3.1.4"
#define R_GARRISON   "FGA 3.1.1"
#define R_SEASONS    "FGA 8.0"
#define MAX_CHANGE   20


static const char * const no_yes[] = { "no", "yes", NULL };
static const char * const no_yes_words[] = { N_("No"), N_("Yes"), NULL };
/* A result the owner's table gives, or the players type: ASK_TABLE is
 * left to the table (a line read back keeps what the table gave). */
enum { ASK_TABLE, ASK_NO, ASK_YES };
static const char * const asked[] = { "table", "no", "yes", NULL };
static const char * const asked_words[] = { N_("As the table says"), N_("No"), N_("Yes"), NULL };

/* A result left to the owner's table (ASK_TABLE) answered by it: yes
 * for a roll at most the number it prints (@at_most; -1: not filled in,
 * left as it is). */
static void
answer_from_table (gint *answer, gint roll, gint at_most)
{
  if (at_most >= 0 && *answer == ASK_TABLE)
    *answer = roll <= at_most ? ASK_YES : ASK_NO;
}

/* The side whose production step @sheet is at. */
static int
producer (const HdSheet *sheet)
{
  return sheet->step == FGA_S_C_PRODUCTION ? FGA_CSA : FGA_UNION;
}

/* -------------------------------------------------------------- income */

gint
hd_fga_city_income (const HdSheet *sheet, int side)
{
  gint sum = 0;

  for (guint i = 0; i < sheet->n_ledger; i++)
    if (sheet->ledger[i].side == side && !hd_fga_entry_is_leader (&sheet->ledger[i]) &&
        !(sheet->ledger[i].mark & (FGA_CITY_HELD_BY_ENEMY | FGA_CITY_RAZED)))
      sum += sheet->ledger[i].value;
  /* play balance (FGA 12.0.B): the favoured side's RPs, fractions rounded up (FGA 2.2.B) */
  if (sheet->track[FGA_T_BALANCE] != 0 && (sheet->track[FGA_T_BALANCE] > 0) == (side == FGA_CSA))
    sum = (sum * (100 + ABS (sheet->track[FGA_T_BALANCE])) + 99) / 100;
  return sum;
}

void
hd_fga_step_begins (const HdSheetRules *rules, HdSheet *sheet)
{
  int side;
  gint income;

  if (sheet->step != FGA_S_U_PRODUCTION && sheet->step != FGA_S_C_PRODUCTION)
    return;
  side = producer (sheet);
  income = hd_fga_city_income (sheet, side);
  sheet->track[FGA_T_U_INCOME + side] = MIN (income, FGA_MAX_POINTS);
  if (side == FGA_CSA)
    income = MAX (income - sheet->track[FGA_T_BLOCKADE_LOSS], 0);
  sheet->track[FGA_T_U_RP + side] = MIN (sheet->track[FGA_T_U_RP + side] + income, FGA_MAX_POINTS);
}

/* ------------------------------------------------------------- the cities */

enum { Y_SIDE, Y_RP, Y_STRATEGIC, Y_HELD, Y_NAME };

static const HdSheetField city_fields[] = {
  { "side", N_("Whose city"), HD_SHEET_FIELD_CHOICE, 0, 0, hd_fga_side_words, hd_fga_side_choice_words, FALSE },
  { "rp", N_("Resource Points it produces a turn"), HD_SHEET_FIELD_NUMBER, 0, 99, NULL, NULL, FALSE },
  { "strategic", N_("A Strategic City"), HD_SHEET_FIELD_CHOICE, 0, 0, no_yes, no_yes_words, TRUE },
  { "held", N_("Held by the enemy when the scenario begins"), HD_SHEET_FIELD_CHOICE, 0, 0, no_yes, no_yes_words,
    TRUE },
  { NULL, N_("The city, as the map prints it"), HD_SHEET_FIELD_NAME, 0, 0, NULL, NULL, FALSE },
};

extern const HdSheetVerb hd_fga_verb_city;
FGA_FIELDS_READER (city_read, hd_fga_verb_city, R_CITIES)

static gboolean
city_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[Y_SIDE] < 0 || a->arg[Y_SIDE] > 1 || a->arg[Y_RP] < 0 || a->arg[Y_RP] > 99 || a->arg[Y_STRATEGIC] < 0 ||
      a->arg[Y_STRATEGIC] > 1 || a->arg[Y_HELD] < 0 || a->arg[Y_HELD] > 1 || a->name[0] == '\0')
    return hd_rules_refuse (error, R_CITIES, _("a city is a side's, with 0 to 99 RPs a turn and its name"));
  if (hd_sheet_ledger_find (sheet, FGA_KIND_CITY, a->name) >= 0)
    return hd_rules_refuse (error, R_CITIES, _("%s is in the list already"), a->name);
  if (sheet->n_ledger >= HD_SHEET_MAX_LEDGER)
    return hd_rules_refuse (error, R_CITIES, _("the list holds at most %d cities and leaders"), HD_SHEET_MAX_LEDGER);
  if (a->arg[Y_RP] == 0 && !a->arg[Y_STRATEGIC])
    return hd_rules_refuse (error, R_CITIES, _("list a city that produces Resource Points or is strategic"));
  return TRUE;
}

static void
city_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  hd_sheet_ledger_add (sheet, a->arg[Y_SIDE], a->arg[Y_RP], a->name);
  if (a->arg[Y_STRATEGIC])
    sheet->ledger[sheet->n_ledger - 1].mark |= FGA_CITY_STRATEGIC;
  /* held when the scenario begins (13.2's Memphis): the marker's start
   * counts it already */
  if (a->arg[Y_HELD])
    sheet->ledger[sheet->n_ledger - 1].mark |= FGA_CITY_HELD_BY_ENEMY;
}

static char *
city_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  if (a->arg[Y_HELD])
    /* TRANSLATORS: %1$s a city, %2$s its side, %3$d its RPs a turn, %4$s the side holding it */
    return g_strdup_printf (_("%1$s, a city of %2$s producing %3$d RPs a turn, held by %4$s"), a->name,
                            hd_fga_side_name (a->arg[Y_SIDE]), a->arg[Y_RP], hd_fga_side_name (1 - a->arg[Y_SIDE]));
  if (a->arg[Y_STRATEGIC])
    /* TRANSLATORS: %1$s a city, %2$s its side, %3$d its RPs a turn */
    return g_strdup_printf (_("%1$s, a strategic city of %2$s, producing %3$d RPs a turn"), a->name,
                            hd_fga_side_name (a->arg[Y_SIDE]), a->arg[Y_RP]);
  /* TRANSLATORS: %1$s a city, %2$s its side, %3$d its RPs a turn */
  return g_strdup_printf (_("%1$s, a city of %2$s, producing %3$d RPs a turn"), a->name,
                          hd_fga_side_name (a->arg[Y_SIDE]), a->arg[Y_RP]);
}

const HdSheetVerb hd_fga_verb_city = {
  "city", city_read, hd_fga_write_fields, city_check, city_make, city_describe, NULL,
  city_fields, G_N_ELEMENTS (city_fields), NULL, N_("Add the City"), NULL, NULL, TRUE,
};

/* A capture or a recapture: a strategic city moves the marker three
 * boxes in the South, four in the North, towards the side that now
 * holds it (5.0.D, its Atlanta example). */

static const HdSheetField capture_fields[] = {
  { NULL, N_("The city taken or retaken"), HD_SHEET_FIELD_NAME, 0, 0, NULL, NULL, FALSE },
};

extern const HdSheetVerb hd_fga_verb_capture;
FGA_FIELDS_READER (capture_read, hd_fga_verb_capture, R_CITIES)

static gint
capture_change (const HdSheetEntry *city)
{
  gint boxes = city->side == FGA_CSA ? 3 : 4;
  gboolean taken = !(city->mark & FGA_CITY_HELD_BY_ENEMY);

  if (!(city->mark & FGA_CITY_STRATEGIC))
    return 0;
  /* the Union's gains move the marker down, the Confederacy's up */
  return (city->side == FGA_CSA) == taken ? -boxes : boxes;
}

static gboolean
capture_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  gint city = hd_sheet_ledger_find (sheet, FGA_KIND_CITY, a->name);

  if (city < 0 || hd_fga_entry_is_leader (&sheet->ledger[city]))
    return hd_rules_refuse (error, R_CITIES, _("%s is not in the list of cities: add it first"), a->name);
  if (sheet->ledger[city].mark & FGA_CITY_RAZED)
    return hd_rules_refuse (error, "FGA 4.6.2.A", _("%s was razed: it no longer exists"), a->name);
  return TRUE;
}

static void
capture_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  HdSheetEntry *city = &sheet->ledger[hd_sheet_ledger_find (sheet, FGA_KIND_CITY, a->name)];

  hd_fga_move_marker (sheet, capture_change (city));
  city->mark ^= FGA_CITY_HELD_BY_ENEMY;
}

static char *
capture_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  const HdSheetEntry *city = &before->ledger[hd_sheet_ledger_find (before, FGA_KIND_CITY, a->name)];
  gboolean taken = !(city->mark & FGA_CITY_HELD_BY_ENEMY);
  int by = taken ? 1 - city->side : city->side;
  gint change = capture_change (city);

  if (change != 0)
    /* TRANSLATORS: %1$s the side, %2$s the city, %3$+d the Political Marker's move */
    return g_strdup_printf (taken ? _("%1$s takes %2$s: the Political Marker moves %3$+d")
                                  : _("%1$s retakes %2$s: the Political Marker moves %3$+d"),
                            hd_fga_side_name (by), a->name, change);
  /* TRANSLATORS: %1$s the side, %2$s the city */
  return g_strdup_printf (taken ? _("%1$s takes %2$s: its owner loses its RPs while it is held")
                                : _("%1$s retakes %2$s"), hd_fga_side_name (by), a->name);
}

const HdSheetVerb hd_fga_verb_capture = {
  "capture", capture_read, hd_fga_write_fields, capture_check, capture_make, capture_describe, NULL,
  capture_fields, G_N_ELEMENTS (capture_fields), NULL, N_("Record the Capture"),
};

/* --------------------------------------------------- the Political Track */

static const HdSheetField political_fields[] = {
  { NULL, N_("Boxes the marker moves (down: the Union's way)"), HD_SHEET_FIELD_NUMBER, -MAX_CHANGE, MAX_CHANGE,
    NULL, NULL, FALSE },
  { NULL, N_("The event, as the Political Events Table names it"), HD_SHEET_FIELD_NAME, 0, 0, NULL, NULL, FALSE },
};

extern const HdSheetVerb hd_fga_verb_political;
FGA_FIELDS_READER (political_read, hd_fga_verb_political, R_POLITICAL)

static gboolean
political_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[0] == 0 || ABS (a->arg[0]) > MAX_CHANGE)
    return hd_rules_refuse (error, R_POLITICAL, _("an adjustment moves the marker 1 to %d boxes"), MAX_CHANGE);
  return TRUE;
}

static void
political_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  hd_fga_move_marker (sheet, a->arg[0]);
}

static char *
political_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s the event, %2$+d the marker's move, %3$d where it stands now */
  return g_strdup_printf (_("%1$s: the Political Marker moves %2$+d to %3$d"), a->name, a->arg[0],
                          CLAMP (before->track[FGA_T_POLITICAL] + a->arg[0], 0, FGA_TRACK_MAX));
}

const HdSheetVerb hd_fga_verb_political = {
  "political", political_read, hd_fga_write_fields, political_check, political_make, political_describe, NULL,
  political_fields, G_N_ELEMENTS (political_fields), NULL, N_("Move the Political Marker"),
};

/* -------------------------------------------------- Kentucky and Missouri */

enum { K_BY, K_CITIES, K_CHANGE };

static const char * const invaders[] = { "union", "confederate", "nobody", NULL };
static const char * const invader_words[] = {
  N_("The Union invades"), N_("The Confederacy invades"), N_("Nobody: January 1864"), NULL,
};

static const HdSheetField kentucky_fields[] = {
  { "by", N_("Kentucky"), HD_SHEET_FIELD_CHOICE, 0, 0, invaders, invader_words, FALSE },
  { "cities", N_("Kentucky's cities"), HD_SHEET_FIELD_NUMBER, 0, 30, NULL, NULL, TRUE },
  { "change", N_("The Political Track's adjustment"), HD_SHEET_FIELD_NUMBER, -MAX_CHANGE, MAX_CHANGE, NULL, NULL,
    FALSE },
};

extern const HdSheetVerb hd_fga_verb_kentucky;
FGA_FIELDS_READER (kentucky_read, hd_fga_verb_kentucky, R_KENTUCKY)

static gboolean
kentucky_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[K_BY] < 0 || a->arg[K_BY] > 2 || a->arg[K_CITIES] < 0 || a->arg[K_CITIES] > 30 ||
      ABS (a->arg[K_CHANGE]) > MAX_CHANGE)
    return hd_rules_refuse (error, R_KENTUCKY, _("name who invades Kentucky, its cities and the adjustment"));
  if (sheet->track[FGA_T_KENTUCKY] != 0)
    return hd_rules_refuse (error, R_KENTUCKY ".B", _("Kentucky has joined a side already"));
  if ((a->arg[K_BY] == 2) != (sheet->step == FGA_S_KENTUCKY))
    return hd_rules_refuse (error, R_KENTUCKY ".D", _("Kentucky joins without an invasion only if still neutral in "
                                                      "January 1864"));
  return TRUE;
}

static void
kentucky_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  /* an invasion gives Kentucky to the other side; January 1864 to the Union */
  sheet->track[FGA_T_KENTUCKY] = 1 + (a->arg[K_BY] == 2 ? FGA_UNION : 1 - a->arg[K_BY]);
  hd_fga_move_marker (sheet, a->arg[K_CHANGE]);
  if (sheet->step == FGA_S_KENTUCKY)
    hd_sheet_advance (rules, sheet);
}

static char *
kentucky_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  int joins = a->arg[K_BY] == 2 ? FGA_UNION : 1 - a->arg[K_BY];

  if (a->arg[K_BY] == 2)
    /* TRANSLATORS: %+d the Political Marker's move */
    return g_strdup_printf (_("Kentucky, still neutral in January 1864, joins the Union: the Political Marker "
                              "moves %+d"), a->arg[K_CHANGE]);
  /* TRANSLATORS: %1$s the invader, %2$s the side Kentucky joins, %3$d SPs of militia it places (four a city),
   * %4$+d the Political Marker's move */
  return g_strdup_printf (_("%1$s invades Kentucky, which joins %2$s: %2$s places %3$d militia SPs in its cities, "
                            "four in each; the Political Marker moves %4$+d"),
                          hd_fga_side_name (a->arg[K_BY]), hd_fga_side_name (joins), 4 * a->arg[K_CITIES],
                          a->arg[K_CHANGE]);
}

const HdSheetVerb hd_fga_verb_kentucky = {
  "kentucky", kentucky_read, hd_fga_write_fields, kentucky_check, kentucky_make, kentucky_describe, NULL,
  kentucky_fields, G_N_ELEMENTS (kentucky_fields), NULL, N_("Record Kentucky"),
};

static const HdSheetField missouri_fields[] = {
  { "by", N_("The side that holds all of Missouri's cities"), HD_SHEET_FIELD_CHOICE, 0, 0, hd_fga_side_words,
    hd_fga_side_choice_words, FALSE },
  { "change", N_("The Political Track's adjustment"), HD_SHEET_FIELD_NUMBER, -MAX_CHANGE, MAX_CHANGE, NULL, NULL,
    FALSE },
};

extern const HdSheetVerb hd_fga_verb_missouri;
FGA_FIELDS_READER (missouri_read, hd_fga_verb_missouri, R_MISSOURI)

static gboolean
missouri_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[0] < 0 || a->arg[0] > 1 || ABS (a->arg[1]) > MAX_CHANGE)
    return hd_rules_refuse (error, R_MISSOURI, _("name the side that conquered Missouri and the adjustment"));
  if (sheet->track[FGA_T_MISSOURI] != 0)
    return hd_rules_refuse (error, R_MISSOURI ".D", _("Missouri was conquered already"));
  return TRUE;
}

static void
missouri_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  sheet->track[FGA_T_MISSOURI] = 1 + a->arg[0];
  hd_fga_move_marker (sheet, a->arg[1]);
}

static char *
missouri_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s the side, %2$+d the Political Marker's move */
  return g_strdup_printf (_("%1$s conquers Missouri, the first to hold all its cities: the Political Marker moves "
                            "%2$+d"), hd_fga_side_name (a->arg[0]), a->arg[1]);
}

const HdSheetVerb hd_fga_verb_missouri = {
  "missouri", missouri_read, hd_fga_write_fields, missouri_check, missouri_make, missouri_describe, NULL,
  missouri_fields, G_N_ELEMENTS (missouri_fields), NULL, N_("Record Missouri"),
};

/* ---------------------------------------- intervention and neutrality */

/* What the owner's Political Track prints in the box of @marker (0:
 * nothing; -1: the table is not filled in). */
static gint
track_number (HdSheetTable * const *tables, gint marker)
{
  guint row = marker <= 20 ? (guint) marker : marker >= 80 ? (guint) (marker - 59) : G_MAXUINT;
  const char *cell = row != G_MAXUINT ? hd_sheet_table_get (tables[FGA_TABLE_POLITICAL], row, 0) : NULL;

  if (row == G_MAXUINT)
    return 0;
  return cell != NULL ? (gint) g_ascii_strtoll (cell, NULL, 10) : -1;
}

enum { F_COUNTRY, F_ROLL, F_SUCCESS, F_CHANGE };

static const char * const countries[] = { "france", "britain", NULL };
static const char * const country_words[] = { N_("France"), N_("Great Britain"), NULL };

static const HdSheetField foreign_fields[] = {
  { "country", N_("Country"), HD_SHEET_FIELD_CHOICE, 0, 0, countries, country_words, FALSE },
  { "roll", N_("The die"), HD_SHEET_FIELD_NUMBER, 1, 10, NULL, NULL, FALSE },
  { "success", N_("Within the number the box prints"), HD_SHEET_FIELD_CHOICE, 0, 0, asked, asked_words, TRUE },
  { "change", N_("The Political Track's adjustment if it succeeds"), HD_SHEET_FIELD_NUMBER, -MAX_CHANGE, MAX_CHANGE,
    NULL, NULL, FALSE },
};

extern const HdSheetVerb hd_fga_verb_foreign;
FGA_FIELDS_READER (foreign_read, hd_fga_verb_foreign, R_FOREIGN)

/* Who may roll at the marker: the Confederacy for intervention at 81 to
 * 90, the Union for neutrality at 11 to 20; -1 nobody. */
static int
foreign_roller (const HdSheet *sheet)
{
  gint marker = sheet->track[FGA_T_POLITICAL];

  if (marker >= 81 && marker <= 90)
    return FGA_CSA;
  return marker >= 11 && marker <= 20 ? FGA_UNION : -1;
}

/* The owner's Political Track says whether the roll succeeds: at most
 * the number its box prints. */
static void
foreign_complete (const HdSheetRules *rules, const HdSheet *sheet, HdSheetTable * const *tables, HdSheetAction *a)
{
  answer_from_table (&a->arg[F_SUCCESS], a->arg[F_ROLL], track_number (tables, sheet->track[FGA_T_POLITICAL]));
}

static gboolean
foreign_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  int roller = foreign_roller (sheet);
  gint decided = sheet->track[FGA_T_FOREIGN];

  if (a->arg[F_COUNTRY] < 0 || a->arg[F_COUNTRY] > 1 || a->arg[F_ROLL] < 1 || a->arg[F_ROLL] > 10 ||
      a->arg[F_SUCCESS] < ASK_TABLE || a->arg[F_SUCCESS] > ASK_YES || ABS (a->arg[F_CHANGE]) > MAX_CHANGE)
    return hd_rules_refuse (error, "FGA 2.5", _("a ten-sided die reads 1 to 10 (a 0 is read as 10)"));
  if (a->arg[F_SUCCESS] == ASK_TABLE)
    return hd_rules_refuse (error, R_FOREIGN, _("say whether the roll is within the number the box prints (or fill "
                                                "the Political Track in under Tables)"));
  if (roller < 0)
    return hd_rules_refuse (error, R_FOREIGN ".1.A", _("the Confederacy rolls for intervention with the marker at 81 "
                                                       "to 90, the Union for neutrality at 11 to 20"));
  if (sheet->track[FGA_T_FOREIGN_ROLLED] & (1 << roller))
    return hd_rules_refuse (error, roller == FGA_CSA ? R_FOREIGN ".1.B" : R_FOREIGN ".2.B",
                            _("%s has rolled for one country this turn"), hd_fga_side_name (roller));
  if (decided & ((FGA_FOREIGN_FRANCE_INTERVENED | FGA_FOREIGN_FRANCE_NEUTRAL) << a->arg[F_COUNTRY]))
    return hd_rules_refuse (error, R_FOREIGN, _("%s has made its choice already"),
                            _(country_words[a->arg[F_COUNTRY]]));
  return TRUE;
}

static void
foreign_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  int roller = foreign_roller (sheet);

  sheet->track[FGA_T_FOREIGN_ROLLED] |= 1 << roller;
  if (a->arg[F_SUCCESS] != ASK_YES)
    return;
  sheet->track[FGA_T_FOREIGN] |= (roller == FGA_CSA ? FGA_FOREIGN_FRANCE_INTERVENED : FGA_FOREIGN_FRANCE_NEUTRAL)
                                 << a->arg[F_COUNTRY];
  hd_fga_move_marker (sheet, a->arg[F_CHANGE]);
}

static char *
foreign_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  const char *country = _(country_words[a->arg[F_COUNTRY]]);
  gboolean yes = a->arg[F_SUCCESS] == ASK_YES;

  if (foreign_roller (before) == FGA_CSA && yes)
    /* TRANSLATORS: %1$s a country, %2$d the roll, %3$+d the Political Marker's move */
    return g_strdup_printf (_("%1$s intervenes for the Confederacy (roll %2$d): the Political Marker moves %3$+d"),
                            country, a->arg[F_ROLL], a->arg[F_CHANGE]);
  if (foreign_roller (before) == FGA_CSA)
    /* TRANSLATORS: %1$s a country, %2$d the roll */
    return g_strdup_printf (_("%1$s does not intervene (roll %2$d)"), country, a->arg[F_ROLL]);
  if (yes)
    /* TRANSLATORS: %1$s a country, %2$d the roll, %3$+d the Political Marker's move */
    return g_strdup_printf (_("%1$s declares permanent neutrality (roll %2$d): the Political Marker moves %3$+d"),
                            country, a->arg[F_ROLL], a->arg[F_CHANGE]);
  /* TRANSLATORS: %1$s a country, %2$d the roll */
  return g_strdup_printf (_("%1$s does not declare neutrality (roll %2$d)"), country, a->arg[F_ROLL]);
}

const HdSheetVerb hd_fga_verb_foreign = {
  "foreign", foreign_read, hd_fga_write_fields, foreign_check, foreign_make, foreign_describe, foreign_complete,
  foreign_fields, G_N_ELEMENTS (foreign_fields), NULL, N_("Record the Roll"),
};

/* ------------------------------------------------------ automatic victory */

int
hd_fga_victory_zone (gint marker)
{
  if (marker <= 10)
    return FGA_UNION;
  return marker >= 91 ? FGA_CSA : -1;
}

enum { V_WINS, V_ROLL };

static const HdSheetField victory_fields[] = {
  { "wins", N_("Within the range the track prints"), HD_SHEET_FIELD_CHOICE, 0, 0, asked, asked_words, TRUE },
  { "roll", N_("The die"), HD_SHEET_FIELD_DIE, 1, 10, NULL, NULL, FALSE },
};

extern const HdSheetVerb hd_fga_verb_victory;
FGA_FIELDS_READER (victory_read, hd_fga_verb_victory, R_VICTORY)

static void
victory_complete (const HdSheetRules *rules, const HdSheet *sheet, HdSheetTable * const *tables, HdSheetAction *a)
{
  answer_from_table (&a->arg[V_WINS], a->arg[V_ROLL], track_number (tables, sheet->track[FGA_T_POLITICAL]));
}

static gboolean
victory_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[V_WINS] < ASK_TABLE || a->arg[V_WINS] > ASK_YES || a->arg[V_ROLL] < 1 || a->arg[V_ROLL] > 10)
    return hd_rules_refuse (error, "FGA 2.5", _("a ten-sided die reads 1 to 10 (a 0 is read as 10)"));
  if (a->arg[V_WINS] == ASK_TABLE)
    return hd_rules_refuse (error, R_VICTORY ".B", _("say whether the roll is within the range the track prints (or "
                                                     "fill the Political Track in under Tables)"));
  return TRUE;
}

static void
victory_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  if (a->arg[V_WINS] == ASK_YES)
    sheet->winner = hd_fga_victory_zone (sheet->track[FGA_T_POLITICAL]);
  else
    hd_sheet_advance (rules, sheet);
}

static char *
victory_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  int side = hd_fga_victory_zone (before->track[FGA_T_POLITICAL]);

  /* TRANSLATORS: %1$d the roll, %2$s the side whose zone the marker is in */
  return g_strdup_printf (a->arg[V_WINS] == ASK_YES ? _("Automatic victory roll %1$d: %2$s wins the war")
                                         : _("Automatic victory roll %1$d: %2$s does not win yet; the war goes on"),
                          a->arg[V_ROLL], hd_fga_side_name (side));
}

const HdSheetVerb hd_fga_verb_victory = {
  "victory", victory_read, hd_fga_write_fields, victory_check, victory_make, victory_describe, victory_complete,
  victory_fields, G_N_ELEMENTS (victory_fields), NULL, N_("Record the Victory Roll"),
};

/* --------------------------------------------------------------- blockades */

enum { B_NAVAL, B_FORTS, B_ROLL, B_RP };

static const HdSheetField blockade_fields[] = {
  { "naval", N_("Union naval SPs blockading"), HD_SHEET_FIELD_NUMBER, 1, FGA_MAX_SP, NULL, NULL, FALSE },
  { "forts", N_("Confederate fortification points"), HD_SHEET_FIELD_NUMBER, 0, FGA_MAX_SP, NULL, NULL, FALSE },
  { "roll", N_("The die"), HD_SHEET_FIELD_NUMBER, 1, 10, NULL, NULL, FALSE },
  { "rp", N_("Confederate RPs lost, from the Blockade Table"), HD_SHEET_FIELD_NUMBER, 0, FGA_MAX_POINTS, NULL,
    NULL, FALSE },
};

extern const HdSheetVerb hd_fga_verb_blockade;
FGA_FIELDS_READER (blockade_read, hd_fga_verb_blockade, R_BLOCKADE)

static gboolean
blockade_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[B_NAVAL] < 1 || a->arg[B_NAVAL] > FGA_MAX_SP || a->arg[B_FORTS] < 0 || a->arg[B_FORTS] > FGA_MAX_SP ||
      a->arg[B_ROLL] < 1 || a->arg[B_ROLL] > 10 || a->arg[B_RP] < 0 ||
      a->arg[B_RP] + sheet->track[FGA_T_BLOCKADE_LOSS] > FGA_MAX_POINTS)
    return hd_rules_refuse (error, R_BLOCKADE ".D", _("a blockade has naval SPs, fortification points, a die and the "
                                                      "RPs the table takes"));
  return TRUE;
}

static void
blockade_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  sheet->track[FGA_T_BLOCKADE_LOSS] += a->arg[B_RP];
}

static char *
blockade_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$d naval SPs, %2$d fortification points, %3$d the difference, %4$d the roll, %5$d RPs lost */
  return g_strdup_printf (_("Blockade: %1$d naval SPs less %2$d fortification points is %3$d; roll %4$d: the "
                            "Confederacy loses %5$d RPs this turn"), a->arg[B_NAVAL], a->arg[B_FORTS],
                          a->arg[B_NAVAL] - a->arg[B_FORTS], a->arg[B_ROLL], a->arg[B_RP]);
}

const HdSheetVerb hd_fga_verb_blockade = {
  "blockade", blockade_read, hd_fga_write_fields, blockade_check, blockade_make, blockade_describe, NULL,
  blockade_fields, G_N_ELEMENTS (blockade_fields), NULL, N_("Record the Blockade"),
};

/* -------------------------------------------------------- calls, spending */

enum { A_KIND, A_HP, A_RP, A_CHANGE };
enum { CALL_VOLUNTEER, CALL_DRAFT, CALL_OTHER };

static const char * const calls[] = { "volunteer", "draft", "other", NULL };
static const char * const call_words[] = {
  N_("A call for volunteers"), N_("A draft call"), N_("Points from another source"), NULL,
};

static const HdSheetField call_fields[] = {
  { "kind", N_("Points from"), HD_SHEET_FIELD_CHOICE, 0, 0, calls, call_words, FALSE },
  { "hp", N_("Human Points"), HD_SHEET_FIELD_NUMBER, 0, FGA_MAX_POINTS, NULL, NULL, FALSE },
  { "rp", N_("Resource Points"), HD_SHEET_FIELD_NUMBER, 0, FGA_MAX_POINTS, NULL, NULL, TRUE },
  { "change", N_("A draft's Political Track adjustment"), HD_SHEET_FIELD_NUMBER, -MAX_CHANGE, MAX_CHANGE, NULL,
    NULL, FALSE },
};

extern const HdSheetVerb hd_fga_verb_call;
FGA_FIELDS_READER (call_read, hd_fga_verb_call, R_HUMAN)

static gboolean
call_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  int side = producer (sheet);

  if (a->arg[A_KIND] < 0 || a->arg[A_KIND] > CALL_OTHER || a->arg[A_HP] < 0 || a->arg[A_RP] < 0 ||
      ABS (a->arg[A_CHANGE]) > MAX_CHANGE ||
      sheet->track[FGA_T_U_HP + side] + a->arg[A_HP] > FGA_MAX_POINTS ||
      sheet->track[FGA_T_U_RP + side] + a->arg[A_RP] > FGA_MAX_POINTS)
    return hd_rules_refuse (error, R_HUMAN, _("a side keeps at most %d points of each kind"), FGA_MAX_POINTS);
  if (a->arg[A_KIND] != CALL_DRAFT && a->arg[A_CHANGE] != 0)
    return hd_rules_refuse (error, R_HUMAN ".B", _("only a draft moves the Political Track"));
  /* a draft's results are negative for the side drafting: the marker
   * moves up (the Confederacy's way) for a Union draft */
  if (a->arg[A_KIND] == CALL_DRAFT && (side == FGA_UNION ? a->arg[A_CHANGE] < 0 : a->arg[A_CHANGE] > 0))
    return hd_rules_refuse (error, R_HUMAN ".B", _("a draft moves the marker against the side that drafts"));
  return TRUE;
}

static void
call_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  int side = producer (sheet);

  sheet->track[FGA_T_U_HP + side] += a->arg[A_HP];
  sheet->track[FGA_T_U_RP + side] += a->arg[A_RP];
  hd_fga_move_marker (sheet, a->arg[A_CHANGE]);
}

static char *
call_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s a side, %2$s what ("A draft call"), %3$d Human Points, %4$d Resource Points, %5$+d the
   * Political Marker's move */
  return g_strdup_printf (_("%1$s: %2$s gives %3$d HPs and %4$d RPs; the Political Marker moves %5$+d"),
                          hd_fga_side_name (producer (before)), _(call_words[a->arg[A_KIND]]), a->arg[A_HP],
                          a->arg[A_RP], a->arg[A_CHANGE]);
}

static int
producer_secret (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  return (before->track[FGA_T_OPTIONS] & FGA_OPTION_SECRET_PRODUCTION) ? producer (before) : -1;
}

static char *
call_describe_hidden (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  if (a->arg[A_KIND] == CALL_DRAFT)
    /* TRANSLATORS: %1$s a side, %2$+d the Political Marker's move (public) */
    return g_strdup_printf (_("%1$s issues a draft call: the Political Marker moves %2$+d"),
                            hd_fga_side_name (producer (before)), a->arg[A_CHANGE]);
  /* TRANSLATORS: %s a side; its secret production is not told */
  return g_strdup_printf (_("%s receives points behind its cover"), hd_fga_side_name (producer (before)));
}

const HdSheetVerb hd_fga_verb_call = {
  "call", call_read, hd_fga_write_fields, call_check, call_make, call_describe, NULL,
  call_fields, G_N_ELEMENTS (call_fields), NULL, N_("Record the Points"), producer_secret, call_describe_hidden,
};

enum { P_HP, P_RP, P_ON };
enum { ON_UNITS, ON_LINE, ON_IP, ON_REPAIR, ON_OTHER };

static const char * const ons[] = { "units", "line-infantry", "ip", "repair", "other", NULL };
static const char * const on_words[] = {
  N_("New units"), N_("Line-infantry upgrades"), N_("Improved positions"), N_("Railroad repair"), N_("Other"), NULL,
};

static const HdSheetField spend_fields[] = {
  { "hp", N_("Human Points"), HD_SHEET_FIELD_NUMBER, 0, FGA_MAX_POINTS, NULL, NULL, FALSE },
  { "rp", N_("Resource Points"), HD_SHEET_FIELD_NUMBER, 0, FGA_MAX_POINTS, NULL, NULL, FALSE },
  { "on", N_("Spent on"), HD_SHEET_FIELD_CHOICE, 0, 0, ons, on_words, FALSE },
};

extern const HdSheetVerb hd_fga_verb_spend;
FGA_FIELDS_READER (spend_read, hd_fga_verb_spend, R_DEFICIT)

static gboolean
spend_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  int side = producer (sheet);

  if (a->arg[P_HP] < 0 || a->arg[P_RP] < 0 || a->arg[P_HP] + a->arg[P_RP] == 0 || a->arg[P_ON] < 0 ||
      a->arg[P_ON] > ON_OTHER)
    return hd_rules_refuse (error, R_DEFICIT, _("spend some Human or Resource Points on something"));
  if (a->arg[P_HP] > sheet->track[FGA_T_U_HP + side] || a->arg[P_RP] > sheet->track[FGA_T_U_RP + side])
    return hd_rules_refuse (error, R_DEFICIT, _("no deficit spending: %1$s has %2$d HPs and %3$d RPs"),
                            hd_fga_side_name (side), sheet->track[FGA_T_U_HP + side],
                            sheet->track[FGA_T_U_RP + side]);
  if (a->arg[P_ON] == ON_LINE && sheet->turn < hd_fga_turn_of (1863, 0, 0))
    return hd_rules_refuse (error, "FGA 7.7", _("line-infantry upgrades may not be bought before January 1863"));
  return TRUE;
}

static void
spend_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  int side = producer (sheet);

  sheet->track[FGA_T_U_HP + side] -= a->arg[P_HP];
  sheet->track[FGA_T_U_RP + side] -= a->arg[P_RP];
}

static char *
spend_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s a side, %2$d Human Points, %3$d Resource Points, %4$s on what */
  return g_strdup_printf (_("%1$s spends %2$d HPs and %3$d RPs: %4$s"), hd_fga_side_name (producer (before)),
                          a->arg[P_HP], a->arg[P_RP], _(on_words[a->arg[P_ON]]));
}

static char *
spend_describe_hidden (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %s a side; its secret production is not told */
  return g_strdup_printf (_("%s spends points behind its cover"), hd_fga_side_name (producer (before)));
}

const HdSheetVerb hd_fga_verb_spend = {
  "spend", spend_read, hd_fga_write_fields, spend_check, spend_make, spend_describe, NULL,
  spend_fields, G_N_ELEMENTS (spend_fields), NULL, N_("Record the Spending"), producer_secret,
  spend_describe_hidden,
};

/* A fortification: levels above 6 only with 7.6.2, at 5 RPs a level
 * more; its DRM is the level less one (the map's Level 2 +1 and Level 3
 * +2, and 7.6.2's Level 9 +8). */

enum { T_LEVEL, T_RP };

static const HdSheetField fortify_fields[] = {
  { "level", N_("The fortification's level"), HD_SHEET_FIELD_NUMBER, 1, 12, NULL, NULL, FALSE },
  { "rp", N_("Resource Points it costs"), HD_SHEET_FIELD_NUMBER, 0, FGA_MAX_POINTS, NULL, NULL, FALSE },
};

extern const HdSheetVerb hd_fga_verb_fortify;
FGA_FIELDS_READER (fortify_read, hd_fga_verb_fortify, R_FORTS)

static gboolean
fortify_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  int side = producer (sheet);

  if (a->arg[T_LEVEL] < 1 || a->arg[T_LEVEL] > 12 || a->arg[T_RP] < 0)
    return hd_rules_refuse (error, R_FORTS, _("a fortification has a level from 1"));
  if (a->arg[T_LEVEL] > 6 && !(sheet->track[FGA_T_OPTIONS] & FGA_OPTION_HIGH_FORTS))
    return hd_rules_refuse (error, R_FORTS ".2", _("a fortification above Level 6 is an optional rule this game "
                                                   "does not use"));
  if (a->arg[T_LEVEL] > 6 && a->arg[T_RP] < 5 * (a->arg[T_LEVEL] - 6))
    return hd_rules_refuse (error, R_FORTS ".2.B", _("each level beyond 6 costs 5 RPs: at least %d RPs"),
                            5 * (a->arg[T_LEVEL] - 6));
  if (a->arg[T_RP] > sheet->track[FGA_T_U_RP + side])
    return hd_rules_refuse (error, R_DEFICIT, _("no deficit spending: %1$s has %2$d RPs"), hd_fga_side_name (side),
                            sheet->track[FGA_T_U_RP + side]);
  return TRUE;
}

static void
fortify_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  sheet->track[FGA_T_U_RP + producer (sheet)] -= a->arg[T_RP];
}

static char *
fortify_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s a side, %2$d the level, %3$d its RPs, %4$+d its DRM */
  return g_strdup_printf (_("%1$s builds a Level %2$d fortification for %3$d RPs (DRM %4$+d)"),
                          hd_fga_side_name (producer (before)), a->arg[T_LEVEL], a->arg[T_RP], a->arg[T_LEVEL] - 1);
}

const HdSheetVerb hd_fga_verb_fortify = {
  "fortify", fortify_read, hd_fga_write_fields, fortify_check, fortify_make, fortify_describe, NULL,
  fortify_fields, G_N_ELEMENTS (fortify_fields), NULL, N_("Record the Fortification"), producer_secret,
  spend_describe_hidden,
};

/* ------------------------------------------------- forces and garrisons */

enum { G_ARMIES, G_IFS, G_FLEETS, G_DESTROYED };

static const HdSheetField forces_fields[] = {
  { "armies", N_("Armies on the map"), HD_SHEET_FIELD_NUMBER, 0, 20, NULL, NULL, FALSE },
  { "ifs", N_("IFs on the map"), HD_SHEET_FIELD_NUMBER, 0, 20, NULL, NULL, FALSE },
  { "fleets", N_("Union fleets on the map"), HD_SHEET_FIELD_NUMBER, 0, 20, NULL, NULL, TRUE },
  { "destroyed", N_("Armies destroyed in combat since"), HD_SHEET_FIELD_NUMBER, 0, 20, NULL, NULL, TRUE },
};

extern const HdSheetVerb hd_fga_verb_forces;
FGA_FIELDS_READER (forces_read, hd_fga_verb_forces, R_FORCES)

static gboolean
forces_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  int side = producer (sheet);
  gint limit = sheet->track[FGA_T_U_FORCE_LIMIT + side];

  if (a->arg[G_ARMIES] < 0 || a->arg[G_IFS] < 0 || a->arg[G_FLEETS] < 0 || a->arg[G_FLEETS] > 20 ||
      a->arg[G_DESTROYED] < 0)
    return hd_rules_refuse (error, R_FORCES, _("count the armies, IFs and fleets on the map"));
  if (a->arg[G_ARMIES] < sheet->track[FGA_T_U_ARMIES + side] - a->arg[G_DESTROYED])
    return hd_rules_refuse (error, "FGA 3.3.1.B", _("an army once placed leaves the map only when destroyed in "
                                                    "combat"));
  if (limit > 0 && a->arg[G_ARMIES] + a->arg[G_IFS] > limit)
    return hd_rules_refuse (error, "FGA 13.1", _("the scenario allows %1$s %2$d armies and IFs"),
                            hd_fga_side_name (side), limit);
  if (limit == 0 && a->arg[G_ARMIES] > 5)
    return hd_rules_refuse (error, R_FORCES ".F", _("a side may have five armies on the map"));
  if (limit == 0 && a->arg[G_IFS] > sheet->track[FGA_T_U_IF_LIMIT + side])
    return hd_rules_refuse (error, R_FORCES ".F", _("%1$s has %2$d IF markers"), hd_fga_side_name (side),
                            sheet->track[FGA_T_U_IF_LIMIT + side]);
  if (side == FGA_CSA && a->arg[G_FLEETS] > 0)
    return hd_rules_refuse (error, "FGA 10.1.B", _("Confederate naval SPs are not organized in fleets"));
  return TRUE;
}

static void
forces_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  int side = producer (sheet);

  sheet->track[FGA_T_U_ARMIES + side] = a->arg[G_ARMIES];
  sheet->track[FGA_T_U_IFS + side] = a->arg[G_IFS];
  if (side == FGA_UNION)
    sheet->track[FGA_T_U_FLEETS] = a->arg[G_FLEETS];
}

static char *
forces_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s a side, %2$d armies, %3$d IFs, %4$d fleets */
  return g_strdup_printf (_("%1$s has %2$d armies, %3$d IFs and %4$d fleets on the map"),
                          hd_fga_side_name (producer (before)), a->arg[G_ARMIES], a->arg[G_IFS], a->arg[G_FLEETS]);
}

const HdSheetVerb hd_fga_verb_forces = {
  "forces", forces_read, hd_fga_write_fields, forces_check, forces_make, forces_describe, NULL,
  forces_fields, G_N_ELEMENTS (forces_fields), NULL, N_("Record the Forces"),
};

static const HdSheetField garrison_fields[] = {
  { "side", N_("Side"), HD_SHEET_FIELD_CHOICE, 0, 0, hd_fga_side_words, hd_fga_side_choice_words, FALSE },
  { "sp", N_("SPs in the garrison"), HD_SHEET_FIELD_NUMBER, 1, FGA_MAX_SP, NULL, NULL, FALSE },
};

extern const HdSheetVerb hd_fga_verb_garrison;
FGA_FIELDS_READER (garrison_read, hd_fga_verb_garrison, R_GARRISON)

static gint
garrison_limit (int side)
{
  return side == FGA_CSA ? 16 : 20;
}

static gboolean
garrison_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[0] < 0 || a->arg[0] > 1 || a->arg[1] < 1)
    return hd_rules_refuse (error, R_GARRISON, _("a garrison is a side's, of 1 SP or more"));
  if (a->arg[1] > garrison_limit (a->arg[0]))
    return hd_rules_refuse (error, a->arg[0] == FGA_CSA ? R_GARRISON ".A" : R_GARRISON ".B",
                            _("no %1$s garrison may exceed %2$d SPs"),
                            a->arg[0] == FGA_CSA ? _("Confederate") : _("Union"), garrison_limit (a->arg[0]));
  return TRUE;
}

static void
garrison_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
}

static char *
garrison_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s a side, %2$d SPs, %3$d the most a garrison of the side may hold */
  return g_strdup_printf (_("%1$s places a garrison of %2$d SPs (at most %3$d)"), hd_fga_side_name (a->arg[0]),
                          a->arg[1], garrison_limit (a->arg[0]));
}

/* A stack's strength is its side's (FGA 4.4.1.A-B). */
static int
garrison_secret_of (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  return a->arg[0];
}

static char *
garrison_describe_hidden (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %s a side; the garrison's strength is not told */
  return g_strdup_printf (_("%s checks a garrison's strength against its limit"), hd_fga_side_name (a->arg[0]));
}

const HdSheetVerb hd_fga_verb_garrison = {
  "garrison", garrison_read, hd_fga_write_fields, garrison_check, garrison_make, garrison_describe, NULL,
  garrison_fields, G_N_ELEMENTS (garrison_fields), NULL, N_("Check the Garrison"), garrison_secret_of,
  garrison_describe_hidden, TRUE,
};

/* New units placed (FGA 7.5): land units in a city of the side's own
 * country that it still holds, naval units in a port (the players know
 * which cities are ports; the companion checks the city). */

enum { L_SIDE, L_KIND, L_SP, L_NAME };

static const char * const unit_kinds[] = { "land", "naval", NULL };
static const char * const unit_kind_words[] = { N_("Land units"), N_("Naval units, in a port"), NULL };

static const HdSheetField place_fields[] = {
  { "side", N_("Side"), HD_SHEET_FIELD_CHOICE, 0, 0, hd_fga_side_words, hd_fga_side_choice_words, FALSE },
  { "kind", N_("Units"), HD_SHEET_FIELD_CHOICE, 0, 0, unit_kinds, unit_kind_words, FALSE },
  { "sp", N_("SPs placed"), HD_SHEET_FIELD_NUMBER, 1, FGA_MAX_SP, NULL, NULL, FALSE },
  { NULL, N_("The city"), HD_SHEET_FIELD_NAME, 0, 0, NULL, NULL, FALSE },
};

extern const HdSheetVerb hd_fga_verb_place;
FGA_FIELDS_READER (place_read, hd_fga_verb_place, "FGA 7.5")

static gboolean
place_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  gint city = hd_sheet_ledger_find (sheet, FGA_KIND_CITY, a->name);
  int side = a->arg[L_SIDE];

  if (side < 0 || side > 1 || a->arg[L_KIND] < 0 || a->arg[L_KIND] > 1 || a->arg[L_SP] < 1)
    return hd_rules_refuse (error, "FGA 7.5", _("units are placed by a side, 1 SP or more"));
  if (side != producer (sheet))
    return hd_rules_refuse (error, "FGA 7.5", _("a side places its units in its own production step"));
  if (city < 0 || hd_fga_entry_is_leader (&sheet->ledger[city]))
    return hd_rules_refuse (error, "FGA 7.5.A", _("%s is not in the list of cities: add it first"), a->name);
  if (sheet->ledger[city].side != side)
    return hd_rules_refuse (error, "FGA 7.5.A", _("new units are placed in the owner's own country: %s is not "
                                                  "%s's"), a->name, hd_fga_side_name (side));
  if (sheet->ledger[city].mark & (FGA_CITY_HELD_BY_ENEMY | FGA_CITY_RAZED))
    return hd_rules_refuse (error, "FGA 7.5.A", _("%s is held by the enemy or razed"), a->name);
  return TRUE;
}

static void
place_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
}

static char *
place_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s a side, %2$d SPs, %3$s "Land units" or "Naval units, in a port", %4$s the city */
  return g_strdup_printf (_("%1$s places %2$d SPs (%3$s) in %4$s"), hd_fga_side_name (a->arg[L_SIDE]), a->arg[L_SP],
                          _(unit_kind_words[a->arg[L_KIND]]), a->name);
}

static char *
place_describe_hidden (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %s a side; what it places, and where, is not told */
  return g_strdup_printf (_("%s places new units behind its cover"), hd_fga_side_name (a->arg[L_SIDE]));
}

const HdSheetVerb hd_fga_verb_place = {
  "place", place_read, hd_fga_write_fields, place_check, place_make, place_describe, NULL,
  place_fields, G_N_ELEMENTS (place_fields), NULL, N_("Place the Units"), producer_secret, place_describe_hidden,
};

/* A force's command: without a leader (FGA 6.4.3.B, 6.4.4), or given one. */

enum { D_SIDE, D_FORCE, D_LED };

static const char * const commands[] = { "none", "placed", NULL };
static const char * const command_words[] = { N_("It has lost its leader"), N_("A leader takes command"), NULL };

static const HdSheetField leader_fields[] = {
  { "side", N_("Side"), HD_SHEET_FIELD_CHOICE, 0, 0, hd_fga_side_words, hd_fga_side_choice_words, FALSE },
  { "force", N_("Force"), HD_SHEET_FIELD_NUMBER, 1, FGA_MAX_FORCE, NULL, NULL, FALSE },
  { "leader", N_("Command"), HD_SHEET_FIELD_CHOICE, 0, 0, commands, command_words, FALSE },
};

extern const HdSheetVerb hd_fga_verb_leader;
FGA_FIELDS_READER (leader_read, hd_fga_verb_leader, "FGA 6.4")

static gboolean
leader_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[D_SIDE] < 0 || a->arg[D_SIDE] > 1 || a->arg[D_FORCE] < 1 || a->arg[D_FORCE] > FGA_MAX_FORCE ||
      a->arg[D_LED] < 0 || a->arg[D_LED] > 1)
    return hd_rules_refuse (error, "FGA 6.4", _("forces are numbered 1 to %d"), FGA_MAX_FORCE);
  if (hd_fga_set_has (sheet->track[FGA_T_U_LEADERLESS + a->arg[D_SIDE]], a->arg[D_FORCE]) == !a->arg[D_LED])
    return hd_rules_refuse (error, "FGA 6.4", a->arg[D_LED] ? _("force %d has a leader already")
                                                           : _("force %d is without a leader already"),
                            a->arg[D_FORCE]);
  return TRUE;
}

static void
leader_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  sheet->track[FGA_T_U_LEADERLESS + a->arg[D_SIDE]] ^= 1 << (a->arg[D_FORCE] - 1);
}

static char *
leader_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s a side, %2$d its force */
  return g_strdup_printf (a->arg[D_LED] ? _("%1$s's force %2$d has a leader in command again")
                                        : _("%1$s's force %2$d is without a leader: it may only move and defend"),
                          hd_fga_side_name (a->arg[D_SIDE]), a->arg[D_FORCE]);
}

const HdSheetVerb hd_fga_verb_leader = {
  "leader", leader_read, hd_fga_write_fields, leader_check, leader_make, leader_describe, NULL,
  leader_fields, G_N_ELEMENTS (leader_fields), NULL, N_("Record the Command"), NULL, NULL, TRUE,
};

/* ------------------------------------------------------------ the seasons */

enum { N_ONSET, N_ROLL };

static const HdSheetField season_fields[] = {
  { "onset", N_("The table says the season changes"), HD_SHEET_FIELD_CHOICE, 0, 0, asked, asked_words, TRUE },
  { "roll", N_("The die"), HD_SHEET_FIELD_DIE, 1, 10, NULL, NULL, FALSE },
};

extern const HdSheetVerb hd_fga_verb_season;
FGA_FIELDS_READER (season_read, hd_fga_verb_season, R_SEASONS)

/* The row of the onset table for this week: Winter's from November IV,
 * Spring's from February III; -1 outside them. */
static gint
season_row (const HdSheet *sheet)
{
  gint year, month, week, from;

  hd_fga_date_of (sheet->turn, &year, &month, &week);
  if (!sheet->track[FGA_T_WINTER])
    from = month >= 10 ? (month - 10) * 4 + week - 3 : (month + 2) * 4 + week - 3;
  else
    from = (month - 1) * 4 + week - 2;
  return from;
}

static void
season_complete (const HdSheetRules *rules, const HdSheet *sheet, HdSheetTable * const *tables, HdSheetAction *a)
{
  const HdSheetTable *table = tables[sheet->track[FGA_T_WINTER] ? FGA_TABLE_SPRING : FGA_TABLE_WINTER];
  gint row = season_row (sheet);
  const char *cell;

  if (row < 0 || (guint) row >= hd_sheet_table_get_def (table)->n_rows)
    return;
  cell = hd_sheet_table_get (table, (guint) row, 0);
  answer_from_table (&a->arg[N_ONSET], a->arg[N_ROLL], cell != NULL ? (gint) g_ascii_strtoll (cell, NULL, 10) : -1);
}

static gboolean
season_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[N_ONSET] < ASK_TABLE || a->arg[N_ONSET] > ASK_YES || a->arg[N_ROLL] < 1 || a->arg[N_ROLL] > 10)
    return hd_rules_refuse (error, "FGA 2.5", _("a ten-sided die reads 1 to 10 (a 0 is read as 10)"));
  if (a->arg[N_ONSET] == ASK_TABLE)
    return hd_rules_refuse (error, R_SEASONS, _("say whether the onset table brings the season this week (or fill "
                                                "it in under Tables)"));
  return TRUE;
}

static void
season_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  if (a->arg[N_ONSET] == ASK_YES)
    sheet->track[FGA_T_WINTER] = !sheet->track[FGA_T_WINTER];
  hd_sheet_advance (rules, sheet);
}

static char *
season_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  gboolean yes = a->arg[N_ONSET] == ASK_YES;

  /* TRANSLATORS: %d the roll on the Winter Onset Determination Table */
  if (!before->track[FGA_T_WINTER])
    return g_strdup_printf (yes ? _("Winter onset roll %d: Winter comes") : _("Winter onset roll %d: not yet"),
                            a->arg[N_ROLL]);
  /* TRANSLATORS: %d the roll on the Spring Onset Determination Table */
  return g_strdup_printf (yes ? _("Spring onset roll %d: Spring comes") : _("Spring onset roll %d: not yet"),
                          a->arg[N_ROLL]);
}

const HdSheetVerb hd_fga_verb_season = {
  "season", season_read, hd_fga_write_fields, season_check, season_make, season_describe, season_complete,
  season_fields, G_N_ELEMENTS (season_fields), NULL, N_("Record the Onset Roll"),
};

/* ----------------------------------------------------- the owner's tables */

static const char * const track_rows[] = {
  "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20",
  "80", "81", "82", "83", "84", "85", "86", "87", "88", "89", "90", "91", "92", "93", "94", "95", "96", "97", "98",
  "99", "100",
};
static const char * const number_column[] = { "number" };
static const char * const tens[] = { "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", NULL };

const HdSheetTableDef hd_fga_political_def = {
  "political-track", N_("Political Track"), "FGA 5.2",
  G_N_ELEMENTS (track_rows), track_rows, G_N_ELEMENTS (number_column), number_column, tens, tens, tens, NULL,
  N_("Our copy of the rules does not print the track: type, for each box at its ends, the number printed in it (0 "
     "where none is): a roll of at most that number brings intervention, neutrality or automatic victory."),
};

static const char * const winter_rows[] = {
  "11/IV", "12/I", "12/II", "12/III", "12/IV", "1/I", "1/II", "1/III", "1/IV", "2/I", "2/II",
};
static const char * const spring_rows[] = {
  "2/III", "2/IV", "3/I", "3/II", "3/III", "3/IV", "4/I", "4/II", "4/III", "4/IV", "5/I", "5/II", "5/III", "5/IV",
};
static const char * const onset_column[] = { "at-most" };

const HdSheetTableDef hd_fga_winter_def = {
  "winter-onset", N_("Winter Onset Determination Table"), "FGA 8.2",
  G_N_ELEMENTS (winter_rows), winter_rows, G_N_ELEMENTS (onset_column), onset_column, tens, tens, tens, NULL,
  N_("Our copy of the rules does not print the table: type, for each week from November IV, the highest roll that "
     "brings Winter (0: none)."),
};

const HdSheetTableDef hd_fga_spring_def = {
  "spring-onset", N_("Spring Onset Determination Table"), "FGA 8.3",
  G_N_ELEMENTS (spring_rows), spring_rows, G_N_ELEMENTS (onset_column), onset_column, tens, tens, tens, NULL,
  N_("Our copy of the rules does not print the table: type, for each week from February III, the highest roll that "
     "brings Spring (0: none)."),
};

void
hd_fga_books_add_candidates (const HdSheetRules *rules, const HdSheet *sheet, GPtrArray *out)
{
  gint r = (gint) sheet->turn;
  HdSheetAction tries[] = {
    { FGA_V_CITY, { r % 2, 5 + r % 10, r % 2 }, "" },
    { FGA_V_CAPTURE, { 0 }, "Richmond" },
    { FGA_V_POLITICAL, { (r % 2) ? 2 : -2 }, "Battle" },
    { FGA_V_FOREIGN, { r % 2, 1 + r % 10, 1 + r % 2, 3 }, "" },
    { FGA_V_KENTUCKY, { r % 3, 5, -2 }, "" },
    { FGA_V_MISSOURI, { r % 2, -1 }, "" },
    { FGA_V_VICTORY, { 1 + r % 2, 1 + r % 10 }, "" },
    { FGA_V_BLOCKADE, { 10, 4, 1 + r % 10, r % 5 }, "" },
    { FGA_V_CALL, { r % 2 ? CALL_VOLUNTEER : CALL_OTHER, 20, 30, 0 }, "" },
    { FGA_V_SPEND, { 5, 5, r % 3 }, "" },
    { FGA_V_FORTIFY, { 2, 3 }, "" },
    { FGA_V_FORCES, { 1 + r % 3, r % 4, 0, 0 }, "" },
    { FGA_V_GARRISON, { r % 2, 10 }, "" },
    { FGA_V_SEASON, { 1 + r % 2, 1 + r % 10 }, "" },
  };

  g_snprintf (tries[0].name, HD_SHEET_NAME_LEN, "City %d", r % 7);
  for (guint i = 0; i < G_N_ELEMENTS (tries); i++)
    hd_sheet_add_candidate (rules, sheet, &tries[i], out);
}
