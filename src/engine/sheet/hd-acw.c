/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-acw.c: American Civil War 1861-1865 as a game without a board
 * (hd-acw.h): its sixteen turns, the twelve phases' steps in order with
 * the conditions that skip them, its tracks (public, secret to a side,
 * or the companion's own), its Turn Track as the owner enters it, who
 * acts in a Campaign Phase, when the bids are shown, and its
 * invariants.  The verbs are hd-acw-command.c's (Command Points, bids,
 * armies), hd-acw-books.c's (Victory Points, the neutral states, the
 * Game Turn Phase) and hd-acw-combat.c's (battles). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-acw.h"
#include "hd-acw-private.h"
#include "hd-sheet-table.h"

#define R_COMMAND   "ACW 4.A"
#define R_RALLY     "ACW 4.B"
#define R_SUPPLY    "ACW 4.C"
#define R_BLOCKADE  "ACW 4.D"
#define R_REINF     "ACW 4.E"
#define R_FORT      "ACW 4.F"
#define R_NAVAL     "ACW 4.G"
#define R_CAMPAIGN  "ACW 4.H"
#define R_SIEGE     "ACW 4.K"
#define R_GAME_TURN "ACW 4.L"
#define R_WIN       "ACW 5.4"

static char *
turn_label (guint turn)
{
  /* TRANSLATORS: a game turn of American Civil War 1861-1865 (three months) */
  return g_strdup_printf (_("Turn %u"), turn + 1);
}

gboolean
hd_acw_is_campaign (guint step)
{
  return step >= ACW_S_CAMPAIGN_1_FIRST && step <= ACW_S_CAMPAIGN_3_SECOND;
}

/* Who acts in @step of @sheet's turn: a Campaign Phase's first or
 * second player, else the side the step names (-1: both). */
static int
actor_at (const HdSheet *sheet, guint step)
{
  if (hd_acw_is_campaign (step))
    return ((step - ACW_S_CAMPAIGN_1_FIRST) % 2 == 0) ? sheet->track[ACW_T_FIRST] : 1 - sheet->track[ACW_T_FIRST];
  return hd_acw_rules.steps[step].side;
}

int
hd_acw_get_actor (const HdSheet *sheet)
{
  return actor_at (sheet, sheet->step);
}

static int
step_side (const HdSheetRules *rules, const HdSheet *sheet, guint step)
{
  return actor_at (sheet, step);
}

/* ------------------------------------------------------------- the skips */

static const char *
skip_first_turn (const HdSheetRules *rules, const HdSheet *sheet)
{
  return sheet->turn == 0 ? N_("Turn 1 goes from the Command Phase straight to the First Campaign Phase.") : NULL;
}

static const char *
skip_blockade (const HdSheetRules *rules, const HdSheet *sheet)
{
  if (sheet->turn <= 2)
    return N_("There is no blockade on Turns 1 to 3.");
  if (sheet->track[ACW_T_INTERVENTION])
    return N_("Foreign Intervention has occurred: there are no more blockades.");
  return NULL;
}

static const char *
skip_army (const HdSheetRules *rules, const HdSheet *sheet)
{
  return sheet->turn <= 1 ? N_("No army is created on Turns 1 and 2.") : NULL;
}

static const char *
skip_naval (const HdSheetRules *rules, const HdSheet *sheet)
{
  return sheet->turn <= 2 ? N_("No riverines are built on Turns 1 to 3.") : NULL;
}

static const char *
skip_campaign (const HdSheetRules *rules, const HdSheet *sheet)
{
  return sheet->track[ACW_T_NO_CAMPAIGN] ? N_("Both sides bid 0 Command Points: there are no Campaign Phases "
                                              "this turn.")
                                         : NULL;
}

static const char *
skip_csa_siege (const HdSheetRules *rules, const HdSheet *sheet)
{
  return sheet->track[ACW_T_INTERVENTION] ? NULL
                                          : N_("The CSA conducts siege operations only after Foreign Intervention.");
}

static const char *
skip_west_virginia (const HdSheetRules *rules, const HdSheet *sheet)
{
  if (sheet->track[ACW_T_WEST_VIRGINIA])
    return N_("West Virginia has joined the Union.");
  return sheet->turn >= 11 ? N_("West Virginia joins the Union on Turn 12: there is no roll from then on.") : NULL;
}

/* The first Campaign Phase cannot end before the side acting has spent
 * at least its bid (ACW 4.A.5.B); its second player's step is the last. */
static const char *
unfinished_bid (const HdSheetRules *rules, const HdSheet *sheet)
{
  int side = hd_acw_get_actor (sheet);

  if (sheet->track[ACW_T_US_SPENT + side] >= sheet->track[ACW_T_US_BID + side])
    return NULL;
  return side == ACW_US ? N_("The US must spend at least its bid in Command Points by the end of the First Campaign "
                             "Phase.")
                        : N_("The CSA must spend at least its bid in Command Points by the end of the First Campaign "
                             "Phase.");
}

#define CAMPAIGN_WHAT \
  N_("The player activates leaders and land SPs with Command Points (a leader costs his Inertia, an SP without " \
     "one 1 CP), moves them, moves by rail and by water, announces attacks and fights them. Record the CPs spent " \
     "and any Victory Points won (the US: the NRPs its sea moves cost).")
#define CAMPAIGN_VERBS "spend battle vp kentucky spend-nrp"

static const HdSheetStep steps[ACW_N_STEPS] = {
  { "us-command", R_COMMAND ".1-5", ACW_US, N_("US Command Points and bid"),
    N_("Behind the cover: the US draws a CP Marker from the cup, records its value and, from Turn 2, its bid for "
       "moving first (at most the marker's value)."),
    NULL, FALSE, "command", NULL, TRUE },
  { "csa-command", R_COMMAND ".1-5", ACW_CSA, N_("CSA Command Points and bid"),
    N_("Behind the cover: the CSA draws a CP Marker, records its value and, from Turn 2, its bid. Then both bids "
       "are shown: the higher moves first, the US on a tie."),
    NULL, FALSE, "command", NULL, TRUE },
  { "rally", R_RALLY, -1, N_("Rally Phase"),
    N_("Each stack that is demoralized and unsupplied with two or more SPs loses one. Then each side rolls a die for "
       "each of its other demoralized stacks, adding the ranking leader's skill: 3 or less loses one SP; the stack "
       "rallies either way."),
    skip_first_turn, TRUE, NULL, NULL },
  { "supply", R_SUPPLY, -1, N_("Supply Phase"),
    N_("Each side traces supply for every stack. Mark the unsupplied; a stack of two or more SPs already marked "
       "loses half its SPs, rounded up. The US pays 1 NRP for each SP it supplies from the coast."),
    skip_first_turn, TRUE, "spend-nrp", NULL },
  { "blockade", R_BLOCKADE, ACW_US, N_("Blockade Phase"),
    N_("The US may spend NRPs on a blockade and roll on the Blockade Table; after a success it may try another, "
       "after a failure no more. Record each, and say done when the US tries no more."),
    skip_blockade, TRUE, "blockade", NULL },
  { "us-army", R_REINF ".1-2", ACW_US, N_("US army creation"),
    N_("The US may create one army for its ranking independent two-star leader in an unbesieged friendly US major "
       "city, for 2 CPs. Record it, or say done for none."),
    skip_army, TRUE, "army", NULL, TRUE },
  { "csa-army", R_REINF ".3", ACW_CSA, N_("CSA army creation"),
    N_("The CSA may create one army the same way, for 2 CPs; its leader must be tried. Record it, or say done for "
       "none."),
    skip_army, TRUE, "army", NULL, TRUE },
  { "rosters", R_REINF ".4", -1, N_("Army rosters"),
    N_("Each army's losses are taken from its strength. An army left with no SPs is removed and the other side "
       "gains 5 VPs; its owner rolls two dice on the Leader Loss Table's Disaster column for each of its leaders."),
    skip_first_turn, FALSE, "losses", NULL },
  { "us-reinforcements", R_REINF ".5-6", ACW_US, N_("US reinforcements"),
    N_("The US places its Free and Department Reinforcements from the Turn Track in unbesieged friendly major "
       "cities or supplied armies within reach, and records the NRPs it receives."),
    skip_first_turn, FALSE, "nrp", NULL },
  { "csa-reinforcements", "ACW 6.A", ACW_CSA, N_("CSA reinforcements"),
    N_("The CSA places its reinforcements, one SP fewer in a department for every three of its major cities the US "
       "holds there, fewer free ones for a successful blockade and for every three of its ports the US holds."),
    skip_first_turn, TRUE, NULL, NULL },
  { "us-fortification", R_FORT, ACW_US, N_("US fortifications"),
    N_("The US removes the fortifications it wants, builds Fortresses (2 CPs: a friendly city with a Fort and six "
       "supplied SPs) and Forts (2 CPs, 1 from Turn 11: two supplied SPs). Record the CPs spent."),
    skip_first_turn, TRUE, "spend", NULL, TRUE },
  { "csa-fortification", R_FORT, ACW_CSA, N_("CSA fortifications"),
    N_("The CSA removes the fortifications it wants and builds Fortresses and Forts the same way. Record the CPs "
       "spent."),
    skip_first_turn, TRUE, "spend", NULL, TRUE },
  { "naval", R_NAVAL, ACW_US, N_("Naval Phase"),
    N_("The US may spend 5 NRPs to build a riverine at St. Louis, Cincinnati or Pittsburgh (twice from Turn 11), "
       "unless the CSA holds all three. Record each, or say done."),
    skip_naval, TRUE, "riverine", NULL },
  { "campaign-1-first", R_CAMPAIGN, HD_SHEET_SIDE_RULES, N_("First Campaign Phase: first player"), CAMPAIGN_WHAT,
    skip_campaign, TRUE, CAMPAIGN_VERBS, unfinished_bid, TRUE },
  { "campaign-1-second", R_CAMPAIGN ".7", HD_SHEET_SIDE_RULES, N_("First Campaign Phase: second player"),
    CAMPAIGN_WHAT, skip_campaign, TRUE, CAMPAIGN_VERBS, unfinished_bid, TRUE },
  { "campaign-2-first", "ACW 4.I", HD_SHEET_SIDE_RULES, N_("Second Campaign Phase: first player"), CAMPAIGN_WHAT,
    skip_campaign, TRUE, CAMPAIGN_VERBS, NULL, TRUE },
  { "campaign-2-second", "ACW 4.I", HD_SHEET_SIDE_RULES, N_("Second Campaign Phase: second player"), CAMPAIGN_WHAT,
    skip_campaign, TRUE, CAMPAIGN_VERBS, NULL, TRUE },
  { "campaign-3-first", "ACW 4.J", HD_SHEET_SIDE_RULES, N_("Third Campaign Phase: first player"), CAMPAIGN_WHAT,
    skip_campaign, TRUE, CAMPAIGN_VERBS, NULL, TRUE },
  { "campaign-3-second", "ACW 4.J", HD_SHEET_SIDE_RULES, N_("Third Campaign Phase: second player"), CAMPAIGN_WHAT,
    skip_campaign, TRUE, CAMPAIGN_VERBS, NULL, TRUE },
  { "us-siege", R_SIEGE ".1-2", ACW_US, N_("US siege operations"),
    N_("The US may attack besieged CSA stacks in the hex with it, spending at least 1 CP a siege: a column right for "
       "each. Record the CPs and any Victory Points (5 a star for each leader, 5 for an army), or say done."),
    NULL, TRUE, "spend battle vp", NULL, TRUE },
  { "csa-siege", R_SIEGE ".3", ACW_CSA, N_("CSA siege operations"),
    N_("The CSA may attack besieged US stacks the same way. Record the CPs and any Victory Points, or say done."),
    skip_csa_siege, TRUE, "spend battle vp", NULL, TRUE },
  { "victory", R_GAME_TURN ".1-3", -1, N_("Victory and Foreign Intervention"),
    N_("The companion checks the victory tests with the Automatic Victory VP Differential of this turn on the Turn "
       "Track, then whether the CSA's lead brings Foreign Intervention."),
    NULL, FALSE, "victory", NULL },
  { "west-virginia", R_GAME_TURN ".4", ACW_US, N_("West Virginia"),
    N_("The US rolls two dice; the turn's number and the US land SPs in West Virginia are taken off. 2 or less: "
       "West Virginia joins the Union."),
    skip_west_virginia, FALSE, "west-virginia", NULL },
  { "loc", R_GAME_TURN ".5", ACW_CSA, N_("Trans-Mississippi line of communication"),
    N_("The CSA traces a line of communication from a friendly city west of the Mississippi to New Orleans, Memphis "
       "or Vicksburg. Say whether it holds."),
    NULL, FALSE, "loc", NULL },
  { "cities", R_GAME_TURN ".6", -1, N_("Enemy cities occupied"),
    N_("Each side records each enemy city its land SPs occupy for the first time at this phase, with the Victory "
       "Points printed in its symbol. A city is never awarded twice. Say done when all are recorded."),
    NULL, TRUE, "city", NULL },
};

/* ------------------------------------------------------------ the tracks */

#define ARMY_TRACKS(kind, side, name1, name2, name3, name4, max, rule) \
  { kind "-1", name1, side, HD_SHEET_SECRET, HD_SHEET_NUMBER, 0, max, 0, rule }, \
  { kind "-2", name2, side, HD_SHEET_SECRET, HD_SHEET_NUMBER, 0, max, 0, rule }, \
  { kind "-3", name3, side, HD_SHEET_SECRET, HD_SHEET_NUMBER, 0, max, 0, rule }, \
  { kind "-4", name4, side, HD_SHEET_SECRET, HD_SHEET_NUMBER, 0, max, 0, rule }

static const HdSheetTrack tracks[ACW_N_TRACKS] = {
  { "us-cp", N_("US Command Points left"), ACW_US, HD_SHEET_SECRET, HD_SHEET_NUMBER, 0, ACW_MAX_CP, 0, R_COMMAND },
  { "csa-cp", N_("CSA Command Points left"), ACW_CSA, HD_SHEET_SECRET, HD_SHEET_NUMBER, 0, ACW_MAX_CP, 0, R_COMMAND },
  { "us-bid", N_("US bid"), ACW_US, HD_SHEET_SECRET, HD_SHEET_NUMBER, 0, ACW_MAX_CP, 0, R_COMMAND ".4" },
  { "csa-bid", N_("CSA bid"), ACW_CSA, HD_SHEET_SECRET, HD_SHEET_NUMBER, 0, ACW_MAX_CP, 0, R_COMMAND ".4" },
  { "us-spent", N_("Command Points the US has spent"), ACW_US, HD_SHEET_PUBLIC, HD_SHEET_NUMBER, 0, ACW_MAX_CP, 0,
    "ACW 10.4", TRUE },
  { "csa-spent", N_("Command Points the CSA has spent"), ACW_CSA, HD_SHEET_PUBLIC, HD_SHEET_NUMBER, 0, ACW_MAX_CP, 0,
    "ACW 10.4", TRUE },
  { "first-player", N_("First player"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 1, ACW_US, R_COMMAND ".5" },
  { "us-vp", N_("US Victory Points"), ACW_US, HD_SHEET_PUBLIC, HD_SHEET_NUMBER, 0, ACW_MAX_VP, 0, "ACW 5.2" },
  { "csa-vp", N_("CSA Victory Points"), ACW_CSA, HD_SHEET_PUBLIC, HD_SHEET_NUMBER, 0, ACW_MAX_VP, 0, "ACW 5.2" },
  { "us-nrp", N_("US Naval Resource Points"), ACW_US, HD_SHEET_PUBLIC, HD_SHEET_NUMBER, 0, ACW_MAX_NRP, 0,
    R_REINF ".6.C" },
  { "intervention", N_("Foreign Intervention"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 1, 0, R_GAME_TURN ".3" },
  { "west-virginia", N_("West Virginia in the Union"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 1, 0,
    R_GAME_TURN ".4" },
  { "kentucky", N_("Kentucky"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 2, 0, "ACW 16.A" },
  { "no-campaign", N_("No Campaign Phase this turn"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 1, 0,
    R_COMMAND ".5.A" },
  { "riverines-built", N_("Riverines built this turn"), ACW_US, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 2, 0,
    R_NAVAL },
  { "us-armies", N_("US armies on the map"), ACW_US, HD_SHEET_PUBLIC, HD_SHEET_SET, 0, (1 << ACW_MAX_ARMIES) - 1, 0,
    "ACW 7.B" },
  { "csa-armies", N_("CSA armies on the map"), ACW_CSA, HD_SHEET_PUBLIC, HD_SHEET_SET, 0, (1 << ACW_MAX_ARMIES) - 1,
    0, "ACW 7.B" },
  ARMY_TRACKS ("us-strength", ACW_US, N_("US army 1: strength"), N_("US army 2: strength"), N_("US army 3: strength"),
               N_("US army 4: strength"), ACW_ARMY_MAX_SP, "ACW 7.B.6"),
  ARMY_TRACKS ("csa-strength", ACW_CSA, N_("CSA army 1: strength"), N_("CSA army 2: strength"),
               N_("CSA army 3: strength"), N_("CSA army 4: strength"), ACW_ARMY_MAX_SP, "ACW 7.B.6"),
  ARMY_TRACKS ("us-loss", ACW_US, N_("US army 1: losses"), N_("US army 2: losses"),
               N_("US army 3: losses"), N_("US army 4: losses"), ACW_ARMY_MAX_SP, "ACW 7.B.6"),
  ARMY_TRACKS ("csa-loss", ACW_CSA, N_("CSA army 1: losses"), N_("CSA army 2: losses"),
               N_("CSA army 3: losses"), N_("CSA army 4: losses"), ACW_ARMY_MAX_SP, "ACW 7.B.6"),
};

/* The bids are shown together once the second is in (ACW 4.A.5); the
 * CPs drawn and the armies' strengths stay their side's. */
static gboolean
shown (const HdSheetRules *rules, const HdSheet *sheet, guint track)
{
  if (track != ACW_T_US_BID && track != ACW_T_CSA_BID)
    return FALSE;
  return sheet->step > ACW_S_CSA_COMMAND || hd_sheet_is_over (sheet);
}

/* --------------------------------------------------------- the Turn Track */

static const char * const turn_rows[] = {
  "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16",
};
static const char * const turn_columns[] = { "differential", "loc-vp" };
static const char * const numbers[] = {
  "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19",
  "20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "32", "33", "34", "35", "36", "37", "38",
  "39", "40", "41", "42", "43", "44", "45", "46", "47", "48", "49", "50", "51", "52", "53", "54", "55", "56", "57",
  "58", "59", "60", NULL,
};

const HdSheetTableDef hd_acw_turn_track_def = {
  "turn-track", N_("Turn Track"), "ACW 2.C.8",
  G_N_ELEMENTS (turn_rows), turn_rows, G_N_ELEMENTS (turn_columns), turn_columns, numbers, numbers, numbers, NULL,
  N_("Our copy of the rules does not print the Turn Track: type, for each turn, the Automatic Victory VP "
     "Differential and the CSA Trans-Mississippi VP Bonus."),
};

static const HdSheetTableDef * const tables[ACW_N_TABLES] = { &hd_acw_turn_track_def, &hd_acw_determination_def };

/* -------------------------------------------------------------- the turn */

static void
turn_begins (const HdSheetRules *rules, HdSheet *sheet)
{
  sheet->track[ACW_T_US_BID] = sheet->track[ACW_T_CSA_BID] = 0;
  sheet->track[ACW_T_US_SPENT] = sheet->track[ACW_T_CSA_SPENT] = 0;
  sheet->track[ACW_T_US_CP] = sheet->track[ACW_T_CSA_CP] = 0;
  sheet->track[ACW_T_NO_CAMPAIGN] = sheet->track[ACW_T_RIVERINES] = 0;
  /* West Virginia joins the Union on Turn 12 whatever the rolls (4.L.4.B) */
  if (sheet->turn == 11)
    sheet->track[ACW_T_WEST_VIRGINIA] = 1;
}

/* The victory step of Turn 16 always ends the game; this closes a game
 * whose last steps were passed some other way: the US needs 50 VPs. */
static void
time_up (const HdSheetRules *rules, HdSheet *sheet)
{
  sheet->winner = sheet->track[ACW_T_US_VP] >= ACW_US_WINS_AT ? ACW_US : ACW_CSA;
}

/* American Civil War's invariants (docs/sheet-games.md):
 * A1. no side has spent more CPs than it drew, nor bid more;
 * A2. an army not on the map has no strength and no losses;
 * A3. Kentucky sides with nobody only while the US has no VP and the CSA
 *     fewer than 5 (or its side was chosen by an invasion). */
static char *
invariants (const HdSheetRules *rules, const HdSheet *sheet)
{
  for (int side = ACW_US; side <= ACW_CSA; side++)
    {
      gint armies = sheet->track[ACW_T_US_ARMIES + side];

      if (sheet->track[ACW_T_US_BID + side] > sheet->track[ACW_T_US_CP + side] + sheet->track[ACW_T_US_SPENT + side])
        return g_strdup_printf ("A1. %s bid more than it drew", rules->side_ids[side]);
      for (guint a = 0; a < ACW_MAX_ARMIES; a++)
        if (!(armies & (1 << a)) && (sheet->track[ACW_T_US_STR_1 + side * ACW_MAX_ARMIES + a] != 0 ||
                                     sheet->track[ACW_T_US_LOSS_1 + side * ACW_MAX_ARMIES + a] != 0))
          return g_strdup_printf ("A2. %s army %u is not on the map but has a roster", rules->side_ids[side], a + 1);
    }
  if (sheet->track[ACW_T_KENTUCKY] == ACW_KENTUCKY_NEUTRAL &&
      (sheet->track[ACW_T_US_VP] >= 1 || sheet->track[ACW_T_CSA_VP] >= 5))
    return g_strdup ("A3. Kentucky is neutral though the VPs have decided it");
  return NULL;
}

/* An army's roster counts while the army is on the map. */
static gboolean
track_in_use (const HdSheetRules *rules, const HdSheet *sheet, guint track)
{
  guint army;
  int side;

  if (track < ACW_T_US_STR_1 || track >= ACW_N_TRACKS)
    return TRUE;
  army = (track - ACW_T_US_STR_1) % ACW_MAX_ARMIES;
  side = (int) ((track - ACW_T_US_STR_1) / ACW_MAX_ARMIES) % 2;
  return (sheet->track[ACW_T_US_ARMIES + side] & (1 << army)) != 0;
}

/* A side's VPs corrected: Kentucky sides as the VPs now say (16.A.2-3). */
static void
corrected (const HdSheetRules *rules, HdSheet *sheet, guint track)
{
  if (track == ACW_T_US_VP || track == ACW_T_CSA_VP)
    hd_acw_add_vp (sheet, track == ACW_T_US_VP ? ACW_US : ACW_CSA, 0);
}

/* A correction's words, with what it did to Kentucky. */
static char *
tell_correction (const HdSheetRules *rules, const HdSheet *before, const HdSheet *after, char *told)
{
  char *sentence;

  if (before->track[ACW_T_KENTUCKY] == after->track[ACW_T_KENTUCKY])
    return told;
  /* TRANSLATORS: a correction's words ("Correct US Victory Points to 1") made a sentence, before what it did */
  sentence = g_strdup_printf (_("%s."), told);
  g_free (told);
  return hd_acw_tell_kentucky (sentence, before, after);
}

/* The CSA's CP Marker and bid are one with the US's, and so is what is
 * recorded between them (a roster, a correction): once the second bid is
 * in both are shown, so one undo takes all back to the US's and both
 * sides enter theirs again (4.A.5). */
static gboolean
joins_previous (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *action)
{
  return before->step == ACW_S_CSA_COMMAND;
}

static GPtrArray *
candidates (const HdSheetRules *rules, const HdSheet *sheet)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  HdSheetAction a = { HD_SHEET_VERB_DONE, { 0 }, "" };

  hd_sheet_add_candidate (rules, sheet, &a, out);
  hd_acw_command_add_candidates (rules, sheet, out);
  hd_acw_books_add_candidates (rules, sheet, out);
  hd_acw_combat_add_candidates (rules, sheet, out);
  return out;
}

static const HdSheetVerb * const verbs[ACW_N_VERBS] = {
  [HD_SHEET_VERB_DONE] = &hd_sheet_verb_done,
  [HD_SHEET_VERB_CORRECT] = &hd_sheet_verb_correct,
  [ACW_V_COMMAND] = &hd_acw_verb_command,
  [ACW_V_SPEND] = &hd_acw_verb_spend,
  [ACW_V_ARMY] = &hd_acw_verb_army,
  [ACW_V_ROSTER] = &hd_acw_verb_roster,
  [ACW_V_LOSSES] = &hd_acw_verb_losses,
  [ACW_V_BLOCKADE] = &hd_acw_verb_blockade,
  [ACW_V_NRP] = &hd_acw_verb_nrp,
  [ACW_V_RIVERINE] = &hd_acw_verb_riverine,
  [ACW_V_VP] = &hd_acw_verb_vp,
  [ACW_V_KENTUCKY] = &hd_acw_verb_kentucky,
  [ACW_V_VICTORY] = &hd_acw_verb_victory,
  [ACW_V_WEST_VIRGINIA] = &hd_acw_verb_west_virginia,
  [ACW_V_LOC] = &hd_acw_verb_loc,
  [ACW_V_CITY] = &hd_acw_verb_city,
  [ACW_V_BATTLE] = &hd_acw_verb_battle,
  [ACW_V_SPEND_NRP] = &hd_acw_verb_spend_nrp,
};

const HdSheetRules hd_acw_rules = {
  .id = "acw",
  .name = N_("American Civil War 1861-1865"),
  .side_names = { N_("the US"), N_("the CSA") },
  .side_ids = { "us", "csa" },
  .n_turns = ACW_TURNS,
  .turn_label = turn_label,
  .numbered_turns = TRUE,
  .steps = steps,
  .n_steps = ACW_N_STEPS,
  .tracks = tracks,
  .n_tracks = ACW_N_TRACKS,
  .verbs = verbs,
  .n_verbs = ACW_N_VERBS,
  .tables = tables,
  .n_tables = ACW_N_TABLES,
  .ledger_name = N_("Enemy cities awarded"),
  .turn_begins = turn_begins,
  .time_up = time_up,
  .end_rule = R_WIN,
  .invariants = invariants,
  .candidates = candidates,
  .step_side = step_side,
  .shown = shown,
  .corrected = corrected,
  .tell_correction = tell_correction,
  .track_in_use = track_in_use,
  .joins_previous = joins_previous,
};
