/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-fga.c: The Civil War (Fresno Gaming Association) as a game without
 * a board (hd-fga.h): its weekly turns from April II 1861 to June IV
 * 1865 (FGA 13.3) told as the Turn-Record Track tells them, the
 * Sequence of Play's phases as steps with the conditions that skip them
 * (FGA 3.0), its tracks (public, secret to a side, or the companion's
 * own), who acts in the Action Phase and in the decisions owed inside
 * it, the ledger of production and strategic cities, and its
 * invariants.  The verbs are hd-fga-actions.c's (scenario, initiative,
 * actions, reconnaissance), hd-fga-combat.c's (the combat sequence,
 * leader casualties, promotions) and hd-fga-books.c's (points, cities,
 * forces, the Political Track, the seasons). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-fga.h"
#include "hd-fga-private.h"
#include "hd-sheet-table.h"

#define R_SETUP      "FGA 13.0"
#define R_INITIATIVE "FGA 4.0.A"
#define R_ACTIONS    "FGA 4.0"
#define R_POLITICAL  "FGA 5.0"
#define R_KENTUCKY   "FGA 5.1.1.D"
#define R_VICTORY    "FGA 5.3"
#define R_PROMOTION  "FGA 6.2.2"
#define R_BLOCKADE   "FGA 10.7.C"
#define R_PRODUCTION "FGA 7.0"
#define R_LEADERS    "FGA 6.1"
#define R_SEASONS    "FGA 8.0"
#define R_END        "FGA 5.3.C"

static const char * const months[] = {
  N_("January"), N_("February"), N_("March"), N_("April"), N_("May"), N_("June"), N_("July"), N_("August"),
  N_("September"), N_("October"), N_("November"), N_("December"),
};
static const char * const weeks[] = { "I", "II", "III", "IV" };

guint
hd_fga_turn_of (gint year, gint month, gint week)
{
  /* the track's first box is April II 1861 */
  return (guint) ((year - 1861) * 48 + (month - 3) * 4 + week - 1);
}

void
hd_fga_date_of (guint turn, gint *year, gint *month, gint *week)
{
  gint from_april = (gint) turn + 1;   /* weeks after April I 1861 */
  gint m = 3 + from_april / 4;

  *year = 1861 + m / 12;
  *month = m % 12;
  *week = from_april % 4;
}

static char *
turn_label (guint turn)
{
  gint year, month, week;

  hd_fga_date_of (turn, &year, &month, &week);
  /* TRANSLATORS: a week of The Civil War: %1$s the month, %2$s the week in Roman numerals, %3$d the year
   * ("April II 1861") */
  return g_strdup_printf (_("%1$s %2$s %3$d"), _(months[month]), weeks[week], year);
}

guint
hd_fga_turn_number (const HdSheet *sheet)
{
  return sheet->turn - (guint) sheet->track[FGA_T_FIRST_TURN] + 1;
}

int
hd_fga_get_actor (const HdSheet *sheet)
{
  return sheet->track[FGA_T_NEXT];
}

gboolean
hd_fga_set_has (gint set, gint n)
{
  return n >= 1 && n <= FGA_MAX_FORCE && (set & (1 << (n - 1))) != 0;
}

void
hd_fga_move_marker (HdSheet *sheet, gint change)
{
  sheet->track[FGA_T_POLITICAL] = CLAMP (sheet->track[FGA_T_POLITICAL] + change, 0, FGA_TRACK_MAX);
}

gint
hd_fga_rail_capacity (const HdSheet *sheet, int side)
{
  gboolean first = sheet->turn == (guint) sheet->track[FGA_T_FIRST_TURN] && sheet->step < FGA_S_U_PRODUCTION;

  return (first ? hd_fga_city_income (sheet, side) : sheet->track[FGA_T_U_INCOME + side]) * 15 / 100;
}

static int
step_side (const HdSheetRules *rules, const HdSheet *sheet, guint step)
{
  return hd_fga_get_actor (sheet);
}

/* ------------------------------------------------------------- the skips */

static const char *
skip_scenario (const HdSheetRules *rules, const HdSheet *sheet)
{
  return sheet->track[FGA_T_SCENARIO] != 0 ? N_("The scenario and its options were chosen at the start.") : NULL;
}

static const char *
skip_kentucky (const HdSheetRules *rules, const HdSheet *sheet)
{
  if (sheet->track[FGA_T_KENTUCKY] != 0)
    return N_("Kentucky has joined a side.");
  return sheet->turn < hd_fga_turn_of (1864, 0, 0) ? N_("Kentucky stays neutral until January 1864 unless invaded.")
                                                  : NULL;
}

static const char *
skip_victory (const HdSheetRules *rules, const HdSheet *sheet)
{
  return hd_fga_victory_zone (sheet->track[FGA_T_POLITICAL]) >= 0
           ? NULL
           : N_("The Political Marker is outside the shaded zones of automatic victory.");
}

static const char *
skip_leaders (const HdSheetRules *rules, const HdSheet *sheet)
{
  if (hd_fga_turn_number (sheet) % 2 == 1 || hd_fga_leaders_returning (sheet))
    return NULL;
  return N_("New leaders are drawn on odd-numbered turns only, and no destroyed force's leader comes back.");
}

/* Winter is rolled for from November IV until it comes (or February
 * II ends), Spring from February III while Winter lasts, to May IV
 * (FGA 8.2-8.3; docs/rules-decisions.md). */
static const char *
skip_season (const HdSheetRules *rules, const HdSheet *sheet)
{
  gint year, month, week;

  hd_fga_date_of (sheet->turn, &year, &month, &week);
  if (!sheet->track[FGA_T_WINTER])
    {
      gboolean window = (month == 10 && week == 3) || month == 11 || month == 0 || (month == 1 && week <= 1);
      return window ? NULL : N_("Winter is rolled for from the November IV turn until it comes.");
    }
  return (month == 1 && week >= 2) || (month >= 2 && month <= 4)
           ? NULL
           : N_("Spring is rolled for from the February III turn while Winter lasts.");
}

#define ACTION_WHAT \
  N_("The sides take single actions in turn, each with one force: move, combat, reconnaissance, improve positions, " \
     "raze a city (from 1864), a fleet's action. A force performs two actions a turn and fights one combat; rail " \
     "movement and razing are two actions. A side that passes takes no more actions this phase.")

static const HdSheetStep steps[FGA_N_STEPS] = {
  { "scenario", R_SETUP, -1, N_("Scenario and options"),
    N_("Choose the scenario (the Campaign Game, 1862 or 1863), whether production is open or secret, Forrest and "
       "Custer, and any play-balance changes: IF markers and where the Political Marker starts."),
    skip_scenario, FALSE, "scenario", NULL },
  { "initiative", R_INITIATIVE, -1, N_("Initiative"),
    N_("Each side rolls a die. The lower roll may act first; on a tie the side that had the initiative keeps it "
       "(on the first turn, roll again)."),
    NULL, FALSE, "initiative", NULL },
  { "actions", R_ACTIONS, HD_SHEET_SIDE_RULES, N_("Action Phase"), ACTION_WHAT, NULL, FALSE,
    "act rail raze recon fleet overrun pass", NULL },
  { "political", R_POLITICAL, -1, N_("Political Track"),
    N_("Record each adjustment of this turn from the Political Events Table: battles lost, strategic cities taken "
       "and retaken, drafts, Kentucky and Missouri. The Confederacy may roll for intervention at 81 to 90, the Union "
       "for neutrality at 11 to 20, one country a turn."),
    NULL, TRUE, "political capture kentucky missouri foreign", NULL },
  { "kentucky", R_KENTUCKY, -1, N_("Kentucky joins the Union"),
    N_("Kentucky is still neutral in January 1864: it joins the Union. Record the adjustment a Confederate invasion "
       "would have given."),
    skip_kentucky, FALSE, "kentucky", NULL },
  { "automatic-victory", R_VICTORY, -1, N_("Automatic victory"),
    N_("The Political Marker is in a shaded zone: roll a die. Within the range the track prints, that side wins."),
    skip_victory, FALSE, "victory", NULL },
  { "promotion", R_PROMOTION, -1, N_("Leader promotion"),
    N_("A leader who was in a battle this turn may be promoted: roll a die less his Leadership Value, 4 or less "
       "promotes him. One attempt a theater a side each turn."),
    NULL, TRUE, "promote", NULL },
  { "blockade", R_BLOCKADE, FGA_UNION, N_("Blockades"),
    N_("The Union resolves its blockades: its naval SPs less the Confederate fortification points, a die on the "
       "Blockade Table. Record the Resource Points the Confederacy loses, or say done for none."),
    NULL, TRUE, "blockade", NULL },
  { "union-production", R_PRODUCTION, FGA_UNION, N_("Union production"),
    N_("The Union receives its Resource Points, issues calls for volunteers or drafts, buys and places units and "
       "fortifications, and designates armies and IFs. No deficit is allowed."),
    NULL, TRUE, "call spend place fortify forces assign troops toe garrison city", NULL },
  { "confederate-production", R_PRODUCTION, FGA_CSA, N_("Confederate production"),
    N_("The Confederacy receives its Resource Points, less a blockade's, issues calls, buys and places units and "
       "fortifications, and designates armies and IFs. No deficit is allowed."),
    NULL, TRUE, "call spend place fortify forces assign troops toe garrison city", NULL },
  { "leaders", R_LEADERS, -1, N_("New leaders"),
    N_("On an odd-numbered turn each side draws a leader from its pool at random and places him, weaker side up, in a "
       "city of its home country, and records him here. A leader whose force was destroyed comes back now as a new "
       "leader, whatever the turn."),
    skip_leaders, TRUE, "draw assign troops leader", NULL },
  { "season", R_SEASONS, -1, N_("Winter and Spring"),
    N_("Roll a die on the onset table: Winter shortens non-leader ground units' moves by one and gives the attacker "
       "+1 in combat and reconnaissance until Spring comes."),
    skip_season, FALSE, "season", NULL },
};

/* ------------------------------------------------------------ the tracks */

#define SIDE_TRACKS(id, name_u, name_c, shown, form, max, start, rule) \
  { "union-" id, name_u, FGA_UNION, shown, form, 0, max, start, rule }, \
  { "confederate-" id, name_c, FGA_CSA, shown, form, 0, max, start, rule }
#define FORCE_SET ((1 << FGA_MAX_FORCE) - 1)

static const HdSheetTrack tracks[FGA_N_TRACKS] = {
  { "scenario", N_("Scenario"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, FGA_N_SCENARIOS, 0, R_SETUP },
  { "first-turn", N_("The scenario's first turn"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, FGA_TURNS - 1, 0,
    R_SETUP },
  { "options", N_("Options"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 31, 0, "FGA 12.0" },
  { "political", N_("Political Marker"), -1, HD_SHEET_PUBLIC, HD_SHEET_NUMBER, 0, FGA_TRACK_MAX, 50, R_POLITICAL },
  SIDE_TRACKS ("hp", N_("Union Human Points"), N_("Confederate Human Points"), HD_SHEET_SECRET, HD_SHEET_NUMBER,
               FGA_MAX_POINTS, 0, "FGA 7.2"),
  SIDE_TRACKS ("rp", N_("Union Resource Points"), N_("Confederate Resource Points"), HD_SHEET_SECRET,
               HD_SHEET_NUMBER, FGA_MAX_POINTS, 0, "FGA 7.3"),
  SIDE_TRACKS ("income", N_("Union Resource Points received"), N_("Confederate Resource Points received"),
               HD_SHEET_SECRET, HD_SHEET_NUMBER, FGA_MAX_POINTS, 0, "FGA 7.3.B"),
  SIDE_TRACKS ("if-limit", N_("Union IF markers"), N_("Confederate IF markers"), HD_SHEET_PUBLIC, HD_SHEET_NUMBER, 9,
               5, "FGA 3.1.4.F"),
  SIDE_TRACKS ("force-limit", N_("Union armies and IFs allowed"), N_("Confederate armies and IFs allowed"),
               HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 20, 0, "FGA 13.1"),
  SIDE_TRACKS ("armies", N_("Union armies on the map"), N_("Confederate armies on the map"), HD_SHEET_PUBLIC,
               HD_SHEET_NUMBER, 20, 0, "FGA 3.1.4.F"),
  SIDE_TRACKS ("ifs", N_("Union IFs on the map"), N_("Confederate IFs on the map"), HD_SHEET_PUBLIC, HD_SHEET_NUMBER,
               20, 0, "FGA 3.1.4.F"),
  { "union-fleets", N_("Union fleets on the map"), FGA_UNION, HD_SHEET_PUBLIC, HD_SHEET_NUMBER, 0, 20, 0,
    "FGA 3.1.5.B" },
  { "initiative", N_("Initiative"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 2, 2, R_INITIATIVE },
  { "next", N_("Next to act"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 1, FGA_UNION, R_ACTIONS },
  { "passed", N_("Sides that passed"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 3, 0, "FGA 4.0.B" },
  SIDE_TRACKS ("acted", N_("Union forces that have acted"), N_("Confederate forces that have acted"),
               HD_SHEET_PUBLIC, HD_SHEET_SET, FORCE_SET, 0, "FGA 4.0.F"),
  SIDE_TRACKS ("acted-twice", N_("Union forces that have acted twice"),
               N_("Confederate forces that have acted twice"), HD_SHEET_PUBLIC, HD_SHEET_SET, FORCE_SET, 0,
               "FGA 4.0.F"),
  SIDE_TRACKS ("fought", N_("Union forces that have fought"), N_("Confederate forces that have fought"),
               HD_SHEET_PUBLIC, HD_SHEET_SET, FORCE_SET, 0, "FGA 4.3.8.B"),
  SIDE_TRACKS ("leaderless", N_("Union forces without a leader"), N_("Confederate forces without a leader"),
               HD_SHEET_PUBLIC, HD_SHEET_SET, FORCE_SET, 0, "FGA 6.4.3.B"),
  SIDE_TRACKS ("rail", N_("Union rail capacity used"), N_("Confederate rail capacity used"), HD_SHEET_SECRET,
               HD_SHEET_NUMBER, FGA_MAX_POINTS, 0, "FGA 4.2.1"),
  { "kentucky", N_("Kentucky"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 2, 0, "FGA 5.1.1" },
  { "missouri", N_("Missouri"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 2, 0, "FGA 5.1.2" },
  { "foreign", N_("France and Great Britain"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 15, 0, "FGA 5.2" },
  { "foreign-rolled", N_("Rolled for a country this turn"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 3, 0,
    "FGA 5.2.1.B" },
  { "promotions", N_("Promotions tried this turn"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 63, 0,
    "FGA 6.2.2.C" },
  { "winter", N_("Winter"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 1, 0, "FGA 8.1" },
  { "battle", N_("Combat"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, FGA_BATTLE_CASUALTIES, 0, "FGA 4.3.3" },
  { "round", N_("Combat round"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, FGA_MAX_ROUNDS, 0, "FGA 4.3.4" },
  { "attacker-force", N_("Attacking force"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, FGA_MAX_FORCE, 0,
    "FGA 4.3.1" },
  { "defender-force", N_("Defending force"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, FGA_MAX_FORCE, 0,
    "FGA 4.3.1" },
  { "attacker-sp", N_("Attacking SPs"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, FGA_MAX_SP, 0, "FGA 4.3.3" },
  { "defender-sp", N_("Defending SPs"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, FGA_MAX_SP, 0, "FGA 4.3.3" },
  { "casualty-rolled", N_("Leader casualty rolled"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 3, 0, "FGA 6.3" },
  { "recon", N_("Reconnaissance"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, FGA_RECON_REPORT, 0, "FGA 4.4" },
  SIDE_TRACKS ("recon-true", N_("Union strength reconnoitred"), N_("Confederate strength reconnoitred"),
               HD_SHEET_SECRET, HD_SHEET_NUMBER, FGA_MAX_SP, 0, "FGA 4.4.4"),
  SIDE_TRACKS ("recon-report", N_("Union reconnaissance report"), N_("Confederate reconnaissance report"),
               HD_SHEET_SECRET, HD_SHEET_NUMBER, FGA_MAX_SP * 2, 0, "FGA 4.4.4"),
  SIDE_TRACKS ("improved", N_("Union forces that improved positions"),
               N_("Confederate forces that improved positions"), HD_SHEET_PUBLIC, HD_SHEET_SET, FORCE_SET, 0,
               "FGA 4.5.1.B"),
  SIDE_TRACKS ("razing", N_("Union force razing a city"), N_("Confederate force razing a city"), HD_SHEET_INTERNAL,
               HD_SHEET_NUMBER, FGA_MAX_FORCE, 0, "FGA 4.6.1"),
  SIDE_TRACKS ("raze-city", N_("City the Union razes"), N_("City the Confederacy razes"), HD_SHEET_INTERNAL,
               HD_SHEET_NUMBER, HD_SHEET_MAX_LEDGER, 0, "FGA 4.6.1"),
  { "blockade-loss", N_("Confederate RPs lost to blockades"), FGA_CSA, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0,
    FGA_MAX_POINTS, 0, "FGA 10.7" },
  { "balance", N_("Production's play balance"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, -20, 20, 0, "FGA 12.0" },
  { "fleets-moved", N_("Union fleets that have moved"), FGA_UNION, HD_SHEET_PUBLIC, HD_SHEET_SET, 0, FORCE_SET, 0,
    "FGA 10.1" },
  { "fleets-transported", N_("Union fleets that have transported"), FGA_UNION, HD_SHEET_PUBLIC, HD_SHEET_SET, 0,
    FORCE_SET, 0, "FGA 10.1" },
  { "fleets-fought", N_("Union fleets that have fought"), FGA_UNION, HD_SHEET_PUBLIC, HD_SHEET_SET, 0, FORCE_SET, 0,
    "FGA 10.1" },
  { "fleets-blockaded", N_("Union fleets that have blockaded"), FGA_UNION, HD_SHEET_PUBLIC, HD_SHEET_SET, 0,
    FORCE_SET, 0, "FGA 10.1" },
  { "fleets-bombarded", N_("Union fleets that have bombarded"), FGA_UNION, HD_SHEET_PUBLIC, HD_SHEET_SET, 0,
    FORCE_SET, 0, "FGA 10.1" },
  SIDE_TRACKS ("moved", N_("Union forces that have moved or fought"),
               N_("Confederate forces that have moved or fought"), HD_SHEET_INTERNAL, HD_SHEET_SET, FORCE_SET, 0,
               "FGA 4.5.1.B"),
  SIDE_TRACKS ("battled", N_("Union forces in a battle this turn"), N_("Confederate forces in a battle this turn"),
               HD_SHEET_PUBLIC, HD_SHEET_SET, FORCE_SET, 0, "FGA 6.2.2.A"),
  { "loser", N_("The battle's loser"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 2, 0, "FGA 4.3.4" },
  { "advance", N_("Advance owed"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 2, 0, "FGA 4.3.6" },
  { "stayed", N_("Sides unable to retreat"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 3, 0, "FGA 3.2.3.C" },
  SIDE_TRACKS ("cavalry", N_("Union forces of cavalry only"), N_("Confederate forces of cavalry only"),
               HD_SHEET_PUBLIC, HD_SHEET_SET, FORCE_SET, 0, "FGA 6.4.6"),
};

/* Points are the owner's secret when production is (FGA 7.1.D); the true
 * strength given for a reconnaissance, and the report, stay secret. */
static gboolean
shown (const HdSheetRules *rules, const HdSheet *sheet, guint track)
{
  if (track >= FGA_T_U_HP && track <= FGA_T_C_INCOME)
    return !(sheet->track[FGA_T_OPTIONS] & FGA_OPTION_SECRET_PRODUCTION);
  return FALSE;
}

/* A side's production is behind its cover when production is secret. */
static gboolean
step_covered (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetStep *step)
{
  return (step == &steps[FGA_S_U_PRODUCTION] || step == &steps[FGA_S_C_PRODUCTION]) &&
         (sheet->track[FGA_T_OPTIONS] & FGA_OPTION_SECRET_PRODUCTION);
}

/* What is owed inside the Action Phase before the next single action. */
static const HdSheetStep *
pending (const HdSheetRules *rules, const HdSheet *sheet)
{
  int att = hd_fga_get_actor (sheet);

  switch (sheet->track[FGA_T_BATTLE])
    {
    case FGA_BATTLE_DECLARED:
      return &hd_fga_step_respond[1 - att];
    case FGA_BATTLE_ROUNDS:
      return &hd_fga_step_round[att];
    case FGA_BATTLE_CASUALTIES:
      return &hd_fga_step_casualty;
    default:
      break;
    }
  if (sheet->track[FGA_T_ADVANCE] != 0)
    return &hd_fga_step_advance[sheet->track[FGA_T_ADVANCE] - 1];
  if (sheet->track[FGA_T_RECON] == FGA_RECON_STRENGTH)
    return &hd_fga_step_strength[1 - att];
  if (sheet->track[FGA_T_RECON] == FGA_RECON_REPORT)
    return &hd_fga_step_report[1 - att];
  return NULL;
}

/* ------------------------------------------------------ the turn, the end */

static void
turn_begins (const HdSheetRules *rules, HdSheet *sheet)
{
  static const guint cleared[] = {
    FGA_T_PASSED, FGA_T_U_ACTED, FGA_T_C_ACTED, FGA_T_U_ACTED_TWICE, FGA_T_C_ACTED_TWICE, FGA_T_U_FOUGHT,
    FGA_T_C_FOUGHT, FGA_T_U_RAIL, FGA_T_C_RAIL, FGA_T_FOREIGN_ROLLED, FGA_T_PROMOTIONS, FGA_T_U_IMPROVED,
    FGA_T_C_IMPROVED, FGA_T_BLOCKADE_LOSS, FGA_T_FLEET_MOVED, FGA_T_FLEET_TRANSPORTED, FGA_T_FLEET_FOUGHT,
    FGA_T_FLEET_BLOCKADED, FGA_T_FLEET_BOMBARDED, FGA_T_U_MOVED, FGA_T_C_MOVED, FGA_T_U_BATTLED, FGA_T_C_BATTLED,
  };

  gint year, month, week;

  for (guint i = 0; i < G_N_ELEMENTS (cleared); i++)
    sheet->track[cleared[i]] = 0;
  hd_fga_leaders_returned (sheet);
  hd_fga_leaders_new_turn (sheet);
  /* a Winter that no Spring roll ended is over by June */
  hd_fga_date_of (sheet->turn, &year, &month, &week);
  if (month == 5 && week == 0)
    sheet->track[FGA_T_WINTER] = 0;
}

/* The Union has not won automatically by June IV 1865: a marginal
 * Confederate victory (FGA 5.3.C). */
static void
time_up (const HdSheetRules *rules, HdSheet *sheet)
{
  sheet->winner = FGA_CSA;
}

/* The Civil War's invariants (docs/sheet-games.md):
 * F1. a combat (or the advance after it) or a reconnaissance is under
 *     way only in the Action Phase, and not both at once;
 * F2. a force that acted twice has acted, and a force that fought has
 *     acted;
 * F3. in the Action Phase, no side has used more rail capacity than it
 *     has (FGA 4.2.1, FGA 4.2.2);
 * F4. a side has no more IFs than its markers, nor armies and IFs
 *     beyond a scenario's allowance;
 * F5. a scenario chosen has its first turn at or before the turn;
 * F6. a leader has 1 to 4 stars and is with a force of his side's
 *     numbers, or none; a naval leader with none;
 * F7. a side stays in place unable to retreat only while the battle's
 *     casualties are rolled. */
static char *
invariants (const HdSheetRules *rules, const HdSheet *sheet)
{
  gboolean busy = sheet->track[FGA_T_BATTLE] != FGA_BATTLE_NONE || sheet->track[FGA_T_RECON] != FGA_RECON_NONE ||
                  sheet->track[FGA_T_ADVANCE] != 0;

  if (busy && (sheet->step != FGA_S_ACTIONS ||
               (sheet->track[FGA_T_BATTLE] != FGA_BATTLE_NONE && sheet->track[FGA_T_RECON] != FGA_RECON_NONE)))
    return g_strdup ("F1. a combat or reconnaissance is under way outside the Action Phase, or both");
  for (int side = FGA_UNION; side <= FGA_CSA; side++)
    {
      gint acted = sheet->track[FGA_T_U_ACTED + side];
      gint limit = sheet->track[FGA_T_U_FORCE_LIMIT + side];
      gint forces = sheet->track[FGA_T_U_ARMIES + side] + sheet->track[FGA_T_U_IFS + side];

      if ((sheet->track[FGA_T_U_ACTED_TWICE + side] & ~acted) || (sheet->track[FGA_T_U_FOUGHT + side] & ~acted))
        return g_strdup_printf ("F2. a %s force acted twice or fought without acting", rules->side_ids[side]);
      if (sheet->step == FGA_S_ACTIONS && sheet->track[FGA_T_U_RAIL + side] > hd_fga_rail_capacity (sheet, side))
        return g_strdup_printf ("F3. %s moved more SPs by rail than its capacity", rules->side_ids[side]);
      if ((limit == 0 && (sheet->track[FGA_T_U_IFS + side] > sheet->track[FGA_T_U_IF_LIMIT + side] ||
                          sheet->track[FGA_T_U_ARMIES + side] > 5)) ||
          (limit > 0 && forces > limit))
        return g_strdup_printf ("F4. %s has more forces than it may", rules->side_ids[side]);
    }
  if (sheet->track[FGA_T_SCENARIO] != 0 && (guint) sheet->track[FGA_T_FIRST_TURN] > sheet->turn)
    return g_strdup ("F5. the scenario begins after the turn the game is at");
  for (guint i = 0; i < sheet->n_ledger; i++)
    if (hd_fga_entry_is_leader (&sheet->ledger[i]) &&
        (hd_fga_leader_rank (&sheet->ledger[i]) < 1 || hd_fga_leader_rank (&sheet->ledger[i]) > 4 ||
         hd_fga_leader_force (&sheet->ledger[i]) > FGA_MAX_FORCE ||
         (hd_fga_leader_arm (&sheet->ledger[i]) == FGA_ARM_NAVAL && hd_fga_leader_force (&sheet->ledger[i]) != 0)))
      return g_strdup_printf ("F6. leader %s has no rank or no such force", sheet->ledger[i].name);
  if (sheet->track[FGA_T_STAYED] != 0 && sheet->track[FGA_T_BATTLE] != FGA_BATTLE_CASUALTIES)
    return g_strdup ("F7. a side stays unable to retreat outside a battle's end");
  return NULL;
}

/* A line of the ledger in words: a leader (hd-fga-leaders.c), or a city,
 * "Atlanta (12 RPs, strategic, held by the Union)". */
static char *
format_entry (const HdSheetRules *rules, const HdSheetEntry *entry)
{
  gboolean strategic = (entry->mark & FGA_CITY_STRATEGIC) != 0;
  const char *holder = hd_fga_side_name (1 - entry->side);

  if (hd_fga_entry_is_leader (entry))
    return hd_fga_format_leader (entry);
  /* TRANSLATORS: a city of the ledger: %1$s its name, %2$d its Resource Points a turn */
  if (entry->mark & FGA_CITY_RAZED)
    return g_strdup_printf (strategic ? _("%1$s (%2$d RPs, strategic, razed)") : _("%1$s (%2$d RPs, razed)"),
                            entry->name, entry->value);
  if (entry->mark & FGA_CITY_HELD_BY_ENEMY)
    /* TRANSLATORS: a city of the ledger: %1$s its name, %2$d its RPs a turn, %3$s the side occupying it */
    return g_strdup_printf (strategic ? _("%1$s (%2$d RPs, strategic, held by %3$s)")
                                      : _("%1$s (%2$d RPs, held by %3$s)"), entry->name, entry->value, holder);
  /* TRANSLATORS: a city of the ledger: %1$s its name, %2$d its Resource Points a turn */
  return g_strdup_printf (strategic ? _("%1$s (%2$d RPs, strategic)") : _("%1$s (%2$d RPs)"), entry->name,
                          entry->value);
}

static GPtrArray *
candidates (const HdSheetRules *rules, const HdSheet *sheet)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  HdSheetAction a = { HD_SHEET_VERB_DONE, { 0 }, "" };

  hd_sheet_add_candidate (rules, sheet, &a, out);
  hd_fga_actions_add_candidates (rules, sheet, out);
  hd_fga_combat_add_candidates (rules, sheet, out);
  hd_fga_books_add_candidates (rules, sheet, out);
  hd_fga_leaders_add_candidates (rules, sheet, out);
  return out;
}

static const HdSheetTableDef * const tables[FGA_N_TABLES] = {
  &hd_fga_casualty_def, &hd_fga_political_def, &hd_fga_winter_def, &hd_fga_spring_def, &hd_fga_if_limit_def,
};

static const HdSheetVerb * const verbs[FGA_N_VERBS] = {
  [HD_SHEET_VERB_DONE] = &hd_sheet_verb_done,
  [HD_SHEET_VERB_CORRECT] = &hd_sheet_verb_correct,
  [FGA_V_SCENARIO] = &hd_fga_verb_scenario,
  [FGA_V_INITIATIVE] = &hd_fga_verb_initiative,
  [FGA_V_ACT] = &hd_fga_verb_act,
  [FGA_V_PASS] = &hd_fga_verb_pass,
  [FGA_V_RAIL] = &hd_fga_verb_rail,
  [FGA_V_RAZE] = &hd_fga_verb_raze,
  [FGA_V_RECON] = &hd_fga_verb_recon,
  [FGA_V_STRENGTH] = &hd_fga_verb_strength,
  [FGA_V_REPORT] = &hd_fga_verb_report,
  [FGA_V_RESPOND] = &hd_fga_verb_respond,
  [FGA_V_ROUND] = &hd_fga_verb_round,
  [FGA_V_CASUALTY] = &hd_fga_verb_casualty,
  [FGA_V_PROMOTE] = &hd_fga_verb_promote,
  [FGA_V_POLITICAL] = &hd_fga_verb_political,
  [FGA_V_CITY] = &hd_fga_verb_city,
  [FGA_V_CAPTURE] = &hd_fga_verb_capture,
  [FGA_V_KENTUCKY] = &hd_fga_verb_kentucky,
  [FGA_V_MISSOURI] = &hd_fga_verb_missouri,
  [FGA_V_FOREIGN] = &hd_fga_verb_foreign,
  [FGA_V_VICTORY] = &hd_fga_verb_victory,
  [FGA_V_BLOCKADE] = &hd_fga_verb_blockade,
  [FGA_V_CALL] = &hd_fga_verb_call,
  [FGA_V_SPEND] = &hd_fga_verb_spend,
  [FGA_V_FORTIFY] = &hd_fga_verb_fortify,
  [FGA_V_FORCES] = &hd_fga_verb_forces,
  [FGA_V_GARRISON] = &hd_fga_verb_garrison,
  [FGA_V_LEADER] = &hd_fga_verb_leader,
  [FGA_V_SEASON] = &hd_fga_verb_season,
  [FGA_V_DRAW] = &hd_fga_verb_draw,
  [FGA_V_ASSIGN] = &hd_fga_verb_assign,
  [FGA_V_FLEET] = &hd_fga_verb_fleet,
  [FGA_V_PLACE] = &hd_fga_verb_place,
  [FGA_V_ADVANCE] = &hd_fga_verb_advance,
  [FGA_V_OVERRUN] = &hd_fga_verb_overrun,
  [FGA_V_TROOPS] = &hd_fga_verb_troops,
  [FGA_V_TOE] = &hd_fga_verb_toe,
};

const HdSheetRules hd_fga_rules = {
  .id = "fga",
  .name = N_("The Civil War (FGA)"),
  .side_names = { N_("the Union"), N_("the Confederacy") },
  .side_ids = { "union", "confederate" },
  .n_turns = FGA_TURNS,
  .turn_label = turn_label,
  .steps = steps,
  .n_steps = FGA_N_STEPS,
  .tracks = tracks,
  .n_tracks = FGA_N_TRACKS,
  .verbs = verbs,
  .n_verbs = FGA_N_VERBS,
  .tables = tables,
  .n_tables = FGA_N_TABLES,
  .ledger_name = N_("Cities and leaders"),
  .turn_begins = turn_begins,
  .step_begins = hd_fga_step_begins,
  .time_up = time_up,
  .end_rule = R_END,
  .invariants = invariants,
  .pending = pending,
  .candidates = candidates,
  .step_side = step_side,
  .shown = shown,
  .format_entry = format_entry,
  .step_covered = step_covered,
};
