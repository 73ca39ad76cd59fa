/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-fga-actions.c: The Civil War's set-up and Action Phase: the
 * scenario with its options (FGA 11.1-11.2, 12.0, 13.1-13.3), the initiative
 * rolled each turn (FGA 4.0.A), the single actions taken in turn and
 * the pass that ends a side's phase (FGA 4.0.B), two actions a force,
 * one combat (FGA 4.0.F, 4.3.8.B), rail movement against the rail
 * capacity as two actions (FGA 4.2.1), improved positions (FGA 4.5.1),
 * absorbing an IF (FGA 4.1.4), razing (FGA 4.6), a leaderless force's
 * limits (FGA 6.4.3.B), and the reconnaissance whose report, within a
 * tenth of the truth, only the side that asked may see (FGA 4.4). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-fga-private.h"
#include "hd-rules.h"

#define R_SETUP      "FGA 13.0"
#define R_INITIATIVE "FGA 4.0.A"
#define R_PASS       "FGA 4.0.B"
#define R_TWO        "FGA 4.0.F"
#define R_COMBAT_ONE "FGA 4.3.8.B"
#define R_LEADERLESS "FGA 6.4.3.B"
#define R_RAIL       "FGA 4.2.1"
#define R_FORCED     "FGA 4.1.2"
#define R_FUSE       "FGA 4.1.4"
#define R_IMPROVE    "FGA 4.5.1"
#define R_RAZE       "FGA 4.6"
#define R_RECON      "FGA 4.4.2"
#define R_REPORT     "FGA 4.4.4"

const char * const hd_fga_side_words[] = { "union", "confederate", NULL };
const char * const hd_fga_side_choice_words[] = { N_("The Union"), N_("The Confederacy"), NULL };

gboolean
hd_fga_read_side (const char *word, int *out, const char *rule, GError **error)
{
  for (int side = FGA_UNION; side <= FGA_CSA; side++)
    if (word != NULL && g_str_equal (word, hd_fga_side_words[side]))
      {
        *out = side;
        return TRUE;
      }
  return hd_rules_refuse (error, rule, _("\"union\" or \"confederate\" was expected"));
}

const char *
hd_fga_side_name (int side)
{
  return side == FGA_UNION ? _("the Union") : _("the Confederacy");
}

void
hd_fga_action_done (HdSheet *sheet)
{
  int other = 1 - sheet->track[FGA_T_NEXT];

  if (!(sheet->track[FGA_T_PASSED] & (1 << other)))
    sheet->track[FGA_T_NEXT] = other;
}

void
hd_fga_write_fields (const HdSheetRules *rules, const HdSheetAction *a, GString *out)
{
  hd_sheet_write_fields (hd_sheet_get_verb (rules, a), a, out);
}

/* ---------------------------------------------------- the scenario chosen */

enum { S_PLAY, S_PRODUCTION, S_HEROES, S_FORTS, S_UNION_IFS, S_CSA_IFS, S_MARKER, S_BALANCE, S_WEST_RAIL };

static const char * const plays[] = { "campaign", "1862", "1863", NULL };
static const char * const play_words[] = {
  N_("The Campaign Game, from April II 1861"), N_("The 1862 Campaign Scenario, from March I 1862"),
  N_("The 1863 Campaign Scenario, from April I 1863"), NULL,
};
static const char * const productions[] = { "open", "secret", NULL };
static const char * const production_words[] = { N_("Open"), N_("Secret, behind each side's cover"), NULL };
static const char * const heroes[] = { "off", "on", "wounded", NULL };
static const char * const hero_words[] = {
  N_("Not used"), N_("Forrest and Custer cannot be wounded or killed"),
  N_("Forrest and Custer can be wounded, not killed"), NULL,
};
static const char * const forts[] = { "six", "above-six", NULL };
static const char * const fort_words[] = { N_("At most Level 6"), N_("Above Level 6, 5 RPs a level"), NULL };
static const char * const west_rails[] = { "off", "on", NULL };
static const char * const west_rail_words[] = {
  N_("As in the East"), N_("Each SP moved by rail there costs 3 of the rail capacity"), NULL,
};

/* What each scenario sets (FGA 13.1-13.3): its first week, the
 * Political Marker, the Resource Points, Kentucky and Missouri, and the
 * armies and IFs allowed together (0: the standard five and five). */
static const struct {
  gint year, month, week, marker, union_rp, csa_rp, kentucky, missouri, union_forces, csa_forces;
} starts[FGA_N_SCENARIOS] = {
  { 1861, 3, 1, 50, 0, 0, 0, 0, 0, 0 },
  { 1862, 2, 0, 60, 0, 122, 1 + FGA_UNION, 0, 12, 12 },
  { 1863, 3, 0, 45, 175, 25, 1 + FGA_UNION, 1 + FGA_UNION, 13, 14 },
};

static const HdSheetField scenario_fields[] = {
  { "play", N_("Scenario"), HD_SHEET_FIELD_CHOICE, 0, 0, plays, play_words, FALSE },
  { "production", N_("Production"), HD_SHEET_FIELD_CHOICE, 0, 0, productions, production_words, FALSE },
  { "heroes", N_("Forrest and Custer"), HD_SHEET_FIELD_CHOICE, 0, 0, heroes, hero_words, FALSE },
  { "forts", N_("Fortifications"), HD_SHEET_FIELD_CHOICE, 0, 0, forts, fort_words, FALSE },
  { "union-ifs", N_("Union IF markers, more or fewer than five"), HD_SHEET_FIELD_NUMBER, -4, 4, NULL, NULL, FALSE },
  { "confederate-ifs", N_("Confederate IF markers, more or fewer than five"), HD_SHEET_FIELD_NUMBER, -4, 4, NULL,
    NULL, FALSE },
  { "marker", N_("Political Marker, moved from the scenario's start"), HD_SHEET_FIELD_NUMBER, -10, 10, NULL, NULL,
    FALSE },
  { "balance", N_("Production: percent more RPs for the Confederacy (less than 0: for the Union)"),
    HD_SHEET_FIELD_NUMBER, -20, 20, NULL, NULL, TRUE },
  { "west-rail", N_("Railroads west of the Mississippi"), HD_SHEET_FIELD_CHOICE, 0, 0, west_rails, west_rail_words,
    TRUE },
};

extern const HdSheetVerb hd_fga_verb_scenario;
FGA_FIELDS_READER (scenario_read, hd_fga_verb_scenario, R_SETUP)

static gboolean
scenario_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[S_PLAY] < 0 || a->arg[S_PLAY] >= FGA_N_SCENARIOS)
    return hd_rules_refuse (error, "FGA 13.0", _("the scenarios are the Campaign Game, 1862 and 1863"));
  if (a->arg[S_PRODUCTION] < 0 || a->arg[S_PRODUCTION] > 1)
    return hd_rules_refuse (error, "FGA 7.1.D", _("production is open or secret"));
  if (a->arg[S_HEROES] < 0 || a->arg[S_HEROES] > 2)
    return hd_rules_refuse (error, "FGA 11.1", _("Forrest and Custer are used or not"));
  if (a->arg[S_WEST_RAIL] < 0 || a->arg[S_WEST_RAIL] > 1)
    return hd_rules_refuse (error, "FGA 4.2.2", _("the optional rule for railroads west of the Mississippi is on "
                                                  "or off"));
  if (a->arg[S_FORTS] < 0 || a->arg[S_FORTS] > 1)
    return hd_rules_refuse (error, "FGA 7.6.2", _("fortifications stop at Level 6 or go above it"));
  if (ABS (a->arg[S_UNION_IFS]) > 4 || ABS (a->arg[S_CSA_IFS]) > 4 || ABS (a->arg[S_MARKER]) > 10 ||
      ABS (a->arg[S_BALANCE]) > 20)
    return hd_rules_refuse (error, "FGA 12.0", _("play balance moves the Political Marker at most 10 boxes, gives "
                                                 "from one to nine IF markers and changes production by at most "
                                                 "20 percent"));
  return TRUE;
}

static void
scenario_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  gint s = a->arg[S_PLAY];
  gint *t = sheet->track;

  sheet->turn = hd_fga_turn_of (starts[s].year, starts[s].month, starts[s].week);
  t[FGA_T_SCENARIO] = 1 + s;
  t[FGA_T_FIRST_TURN] = (gint) sheet->turn;
  t[FGA_T_OPTIONS] = (a->arg[S_PRODUCTION] ? FGA_OPTION_SECRET_PRODUCTION : 0) |
                     (a->arg[S_HEROES] ? FGA_OPTION_HEROES : 0) |
                     (a->arg[S_HEROES] == 2 ? FGA_OPTION_HEROES_WOUNDED : 0) |
                     (a->arg[S_FORTS] ? FGA_OPTION_HIGH_FORTS : 0) |
                     (a->arg[S_WEST_RAIL] ? FGA_OPTION_WEST_RAIL : 0);
  t[FGA_T_U_IF_LIMIT] = 5 + a->arg[S_UNION_IFS];
  t[FGA_T_C_IF_LIMIT] = 5 + a->arg[S_CSA_IFS];
  t[FGA_T_U_FORCE_LIMIT] = starts[s].union_forces;
  t[FGA_T_C_FORCE_LIMIT] = starts[s].csa_forces;
  t[FGA_T_POLITICAL] = CLAMP (starts[s].marker + a->arg[S_MARKER], 0, FGA_TRACK_MAX);
  t[FGA_T_U_RP] = starts[s].union_rp;
  t[FGA_T_C_RP] = starts[s].csa_rp;
  t[FGA_T_KENTUCKY] = starts[s].kentucky;
  t[FGA_T_MISSOURI] = starts[s].missouri;
  t[FGA_T_BALANCE] = a->arg[S_BALANCE];
  /* the Union is the Second Player of 1862 and 1863 (FGA 13.1): the first
   * turn's tie is the Confederacy's */
  t[FGA_T_INITIATIVE] = s == FGA_SCENARIO_CAMPAIGN ? 2 : FGA_CSA;
  hd_sheet_advance (rules, sheet);
}

static char *
scenario_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  gint marker = CLAMP (starts[a->arg[S_PLAY]].marker + a->arg[S_MARKER], 0, FGA_TRACK_MAX);

  /* TRANSLATORS: %1$s the scenario ("The Campaign Game, from April II 1861"), %2$d where the Political Marker starts,
   * %3$s whether production is open or secret */
  return g_strdup_printf (_("%1$s; the Political Marker at %2$d; production: %3$s"),
                          _(play_words[a->arg[S_PLAY]]), marker, _(production_words[a->arg[S_PRODUCTION]]));
}

const HdSheetVerb hd_fga_verb_scenario = {
  "scenario", scenario_read, hd_fga_write_fields, scenario_check, scenario_make, scenario_describe, NULL,
  scenario_fields, G_N_ELEMENTS (scenario_fields), NULL, N_("Begin the Scenario"),
};

/* ------------------------------------------------------------ initiative */

enum { I_UNION, I_CSA, I_FIRST };

static const char * const firsts[] = { "holder", "other", NULL };
static const char * const first_words[] = {
  N_("The side with the initiative acts first"), N_("It lets the other side act first"), NULL,
};

static const HdSheetField initiative_fields[] = {
  { "union", N_("The Union's roll"), HD_SHEET_FIELD_NUMBER, 1, 10, NULL, NULL, FALSE },
  { "confederate", N_("The Confederacy's roll"), HD_SHEET_FIELD_NUMBER, 1, 10, NULL, NULL, FALSE },
  { "first", N_("Who acts first"), HD_SHEET_FIELD_CHOICE, 0, 0, firsts, first_words, TRUE },
};

extern const HdSheetVerb hd_fga_verb_initiative;
FGA_FIELDS_READER (initiative_read, hd_fga_verb_initiative, R_INITIATIVE)

/* The side with the initiative after these rolls: the lower, the
 * holder on a tie (-1: a tie with no holder yet, rolled again). */
static int
initiative_holder (const HdSheet *sheet, const HdSheetAction *a)
{
  if (a->arg[I_UNION] != a->arg[I_CSA])
    return a->arg[I_UNION] < a->arg[I_CSA] ? FGA_UNION : FGA_CSA;
  return sheet->track[FGA_T_INITIATIVE] <= FGA_CSA ? sheet->track[FGA_T_INITIATIVE] : -1;
}

static gboolean
initiative_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[I_UNION] < 1 || a->arg[I_UNION] > 10 || a->arg[I_CSA] < 1 || a->arg[I_CSA] > 10 ||
      a->arg[I_FIRST] < 0 || a->arg[I_FIRST] > 1)
    return hd_rules_refuse (error, "FGA 2.5", _("a ten-sided die reads 1 to 10 (a 0 is read as 10)"));
  if (initiative_holder (sheet, a) < 0)
    return hd_rules_refuse (error, R_INITIATIVE, _("a tie on the first turn is rolled again until the rolls "
                                                   "differ"));
  return TRUE;
}

static void
initiative_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  int holder = initiative_holder (sheet, a);

  sheet->track[FGA_T_INITIATIVE] = holder;
  sheet->track[FGA_T_NEXT] = a->arg[I_FIRST] ? 1 - holder : holder;
  sheet->track[FGA_T_PASSED] = 0;
  hd_sheet_advance (rules, sheet);
}

static char *
initiative_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  int holder = initiative_holder (before, a);
  int first = a->arg[I_FIRST] ? 1 - holder : holder;

  /* TRANSLATORS: %1$d the Union's roll, %2$d the Confederacy's, %3$s the side with the initiative, %4$s the side
   * that acts first */
  return g_strdup_printf (_("Initiative: the Union rolled %1$d, the Confederacy %2$d; %3$s has it and %4$s acts "
                            "first"), a->arg[I_UNION], a->arg[I_CSA], hd_fga_side_name (holder),
                          hd_fga_side_name (first));
}

const HdSheetVerb hd_fga_verb_initiative = {
  "initiative", initiative_read, hd_fga_write_fields, initiative_check, initiative_make, initiative_describe, NULL,
  initiative_fields, G_N_ELEMENTS (initiative_fields), NULL, N_("Record the Initiative"),
};

/* ---------------------------------------------------------- an action */

enum { A_FORCE, A_DO, A_VS, A_FORCED, A_ATTRITION, A_SP, A_LIMIT };
enum { DO_MOVE, DO_COMBAT, DO_IMPROVE, DO_FUSE };

static const char * const forceds[] = { "no", "yes", NULL };
static const char * const forced_words[] = { N_("No"), N_("Yes: its MA one more, attrition rolled"), NULL };

static const char * const dos[] = { "move", "combat", "improve", "fuse", NULL };
static const char * const do_words[] = {
  N_("Move"), N_("Declare combat"), N_("Improve positions"), N_("Absorb an IF"), NULL,
};

static const HdSheetField act_fields[] = {
  { "force", N_("Force"), HD_SHEET_FIELD_NUMBER, 1, FGA_MAX_FORCE, NULL, NULL, FALSE },
  { "do", N_("Action"), HD_SHEET_FIELD_CHOICE, 0, 0, dos, do_words, FALSE },
  { "vs", N_("The enemy force, or the IF absorbed (0: a garrison)"), HD_SHEET_FIELD_NUMBER, 0,
    FGA_MAX_FORCE, NULL, NULL, TRUE },
  { "forced", N_("A forced march"), HD_SHEET_FIELD_CHOICE, 0, 0, forceds, forced_words, TRUE },
  { "attrition", N_("SPs lost on the Forced-March Table"), HD_SHEET_FIELD_NUMBER, 0, FGA_MAX_SP, NULL, NULL, TRUE },
  { "sp", N_("A fusion: the army's SPs with the IF's"), HD_SHEET_FIELD_NUMBER, 0, FGA_MAX_SP, NULL, NULL, TRUE },
  { "limit", N_("A fusion: the army's TO&E"), HD_SHEET_FIELD_NUMBER, 0, FGA_MAX_SP, NULL, NULL, TRUE },
};

extern const HdSheetVerb hd_fga_verb_act;
FGA_FIELDS_READER (act_read, hd_fga_verb_act, R_TWO)

static gint
force_bit (gint n)
{
  return 1 << (n - 1);
}

/* Whether force @n of @side may take one more action, or why not. */
static gboolean
force_may_act (const HdSheet *sheet, int side, gint n, GError **error)
{
  if (n < 1 || n > FGA_MAX_FORCE)
    return hd_rules_refuse (error, R_TWO, _("forces are numbered 1 to %d"), FGA_MAX_FORCE);
  if (hd_fga_set_has (sheet->track[FGA_T_U_ACTED_TWICE + side], n))
    return hd_rules_refuse (error, R_TWO, _("force %d has performed both of its actions this turn"), n);
  if (sheet->track[FGA_T_U_RAZING + side] == n)
    return hd_rules_refuse (error, "FGA 4.6.1.B", _("force %d is razing a city and may do nothing else this turn"),
                            n);
  return TRUE;
}

void
hd_fga_charge_action (HdSheet *sheet, int side, gint n)
{
  gint bit = force_bit (n);

  if (sheet->track[FGA_T_U_ACTED + side] & bit)
    sheet->track[FGA_T_U_ACTED_TWICE + side] |= bit;
  sheet->track[FGA_T_U_ACTED + side] |= bit;
}

/* Force @n of @side moves: @actions of its two charged (FGA 4.0.F, two
 * for a move that takes both) and the force marked as moved this turn. */
static void
charge_move (HdSheet *sheet, int side, gint n, guint actions)
{
  for (guint k = 0; k < actions; k++)
    hd_fga_charge_action (sheet, side, n);
  sheet->track[FGA_T_U_MOVED + side] |= force_bit (n);
}

static gboolean
combat_allowed (const HdSheet *sheet, int side, const HdSheetAction *a, GError **error)
{
  if (hd_fga_set_has (sheet->track[FGA_T_U_FOUGHT + side], a->arg[A_FORCE]))
    return hd_rules_refuse (error, R_COMBAT_ONE, _("force %d has declared and fought its combat this turn"),
                            a->arg[A_FORCE]);
  if (a->arg[A_VS] < 0 || a->arg[A_VS] > FGA_MAX_FORCE)
    return hd_rules_refuse (error, "FGA 4.3.1.C", _("combat is declared against one enemy force or garrison"));
  return TRUE;
}

static gboolean
fuse_allowed (const HdSheet *sheet, int side, const HdSheetAction *a, GError **error)
{
  gint acted = sheet->track[FGA_T_U_ACTED + side];

  if (a->arg[A_SP] > a->arg[A_LIMIT])
    return hd_rules_refuse (error, R_FUSE ".E", _("army %1$d has no room for the IF: %2$d SPs against its TO&E of "
                                                  "%3$d"), a->arg[A_FORCE], a->arg[A_SP], a->arg[A_LIMIT]);
  if (a->arg[A_VS] < 1 || a->arg[A_VS] == a->arg[A_FORCE])
    return hd_rules_refuse (error, R_FUSE, _("name the IF the army absorbs, another force"));
  if (hd_fga_set_has (acted, a->arg[A_FORCE]) || hd_fga_set_has (acted, a->arg[A_VS]))
    return hd_rules_refuse (error, R_FUSE ".B", _("an army and an IF join only if neither has acted this turn"));
  if (sheet->track[FGA_T_U_IFS + side] < 1)
    return hd_rules_refuse (error, R_FUSE, _("%s has no IF on the map"), hd_fga_side_name (side));
  return TRUE;
}

/* A forced march (FGA 4.1.2): a move, by a force with a leader in
 * command (FGA 6.4.3.B), its attrition from the Forced-March Table. */
static gboolean
forced_march_allowed (const HdSheet *sheet, int side, const HdSheetAction *a, GError **error)
{
  if (a->arg[A_FORCED] < 0 || a->arg[A_FORCED] > 1 || a->arg[A_ATTRITION] < 0 || a->arg[A_ATTRITION] > FGA_MAX_SP)
    return hd_rules_refuse (error, R_FORCED, _("a forced march loses 0 to %d SPs to attrition"), FGA_MAX_SP);
  if (!a->arg[A_FORCED])
    return a->arg[A_ATTRITION] == 0 ||
           hd_rules_refuse (error, R_FORCED ".C", _("attrition is rolled only for a forced march"));
  if (a->arg[A_DO] != DO_MOVE && a->arg[A_DO] != DO_FUSE)
    return hd_rules_refuse (error, R_FORCED ".A", _("a forced march is a move"));
  if (hd_fga_set_has (sheet->track[FGA_T_U_LEADERLESS + side], a->arg[A_FORCE]))
    return hd_rules_refuse (error, R_LEADERLESS, _("force %d has no leader to command it: it may not force-march"),
                            a->arg[A_FORCE]);
  return TRUE;
}

static gboolean
act_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  int side = hd_fga_get_actor (sheet);
  gint n = a->arg[A_FORCE];

  if (!force_may_act (sheet, side, n, error) || !forced_march_allowed (sheet, side, a, error))
    return FALSE;
  if (a->arg[A_SP] < 0 || a->arg[A_LIMIT] < 0 || (a->arg[A_SP] > 0) != (a->arg[A_LIMIT] > 0) ||
      (a->arg[A_SP] > 0 && a->arg[A_DO] != DO_FUSE))
    return hd_rules_refuse (error, R_FUSE ".E", _("a fusion's room is checked with both the army's SPs, the IF's "
                                                  "with them, and its TO&E"));
  /* a leaderless force moves, and may absorb an IF by moving (FGA 4.1.4) */
  if (a->arg[A_DO] != DO_MOVE && a->arg[A_DO] != DO_FUSE &&
      hd_fga_set_has (sheet->track[FGA_T_U_LEADERLESS + side], n))
    return hd_rules_refuse (error, R_LEADERLESS, _("force %d has no leader to command it: it may only move and "
                                                   "defend"), n);
  if (hd_fga_set_has (sheet->track[FGA_T_U_IMPROVED + side], n))
    return hd_rules_refuse (error, "FGA 4.5.1.B", _("force %d improved its positions this turn: only a "
                                                    "reconnaissance may follow"), n);
  switch (a->arg[A_DO])
    {
    case DO_COMBAT:
      return combat_allowed (sheet, side, a, error);
    case DO_IMPROVE:
      if (hd_fga_set_has (sheet->track[FGA_T_U_MOVED + side], n))
        return hd_rules_refuse (error, "FGA 4.5.1.B", _("an IP is placed by a force that neither moves nor fights "
                                                        "this turn"));
      return TRUE;
    case DO_FUSE:
      return fuse_allowed (sheet, side, a, error);
    case DO_MOVE:
      return TRUE;
    default:
      return hd_rules_refuse (error, R_TWO, _("no such action"));
    }
}

static void
act_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  int side = hd_fga_get_actor (sheet);
  gint n = a->arg[A_FORCE];

  switch (a->arg[A_DO])
    {
    case DO_COMBAT:
      /* the declaration is not the action: the combat is (FGA 4.3.1.B) */
      sheet->track[FGA_T_U_MOVED + side] |= force_bit (n);
      sheet->track[FGA_T_BATTLE] = FGA_BATTLE_DECLARED;
      sheet->track[FGA_T_ATTACKER_FORCE] = n;
      sheet->track[FGA_T_DEFENDER_FORCE] = a->arg[A_VS];
      return;
    case DO_IMPROVE:
      hd_fga_charge_action (sheet, side, n);
      sheet->track[FGA_T_U_IMPROVED + side] |= force_bit (n);
      break;
    case DO_FUSE:
      /* both charged; the IF's number is spent for the turn, its
       * leaders join the army (FGA 4.1.4.B-C) */
      charge_move (sheet, side, n, 1);
      charge_move (sheet, side, a->arg[A_VS], 2);
      hd_fga_leaders_join (sheet, side, a->arg[A_VS], n);
      sheet->track[FGA_T_U_IFS + side]--;
      break;
    default:
      charge_move (sheet, side, n, 1);
      break;
    }
  hd_fga_action_done (sheet);
}

static char *
act_told (const HdSheet *before, const HdSheetAction *a)
{
  const char *who = hd_fga_side_name (hd_fga_get_actor (before));

  switch (a->arg[A_DO])
    {
    case DO_COMBAT:
      if (a->arg[A_VS] == 0)
        /* TRANSLATORS: %1$s a side, %2$d its force's number */
        return g_strdup_printf (_("%1$s's force %2$d declares combat against a garrison"), who, a->arg[A_FORCE]);
      /* TRANSLATORS: %1$s a side, %2$d its force's number, %3$d the enemy force's */
      return g_strdup_printf (_("%1$s's force %2$d declares combat against force %3$d"), who, a->arg[A_FORCE],
                              a->arg[A_VS]);
    case DO_IMPROVE:
      /* TRANSLATORS: %1$s a side, %2$d its force's number */
      return g_strdup_printf (_("%1$s's force %2$d improves its positions"), who, a->arg[A_FORCE]);
    case DO_FUSE:
      /* TRANSLATORS: %1$s a side, %2$d its army's number, %3$d the IF's */
      return g_strdup_printf (_("%1$s's force %2$d absorbs IF %3$d"), who, a->arg[A_FORCE], a->arg[A_VS]);
    default:
      /* TRANSLATORS: %1$s a side, %2$d its force's number */
      return g_strdup_printf (_("%1$s's force %2$d moves"), who, a->arg[A_FORCE]);
    }
}

static char *
act_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  g_autofree char *told = act_told (before, a);

  if (a->arg[A_SP] > 0)
    {
      char *fused = g_steal_pointer (&told);

      /* TRANSLATORS: %1$s the fusion told above, %2$d the army's SPs with the IF's, %3$d its TO&E */
      told = g_strdup_printf (_("%1$s: %2$d SPs, within its TO&E of %3$d"), fused, a->arg[A_SP], a->arg[A_LIMIT]);
      g_free (fused);
    }
  if (!a->arg[A_FORCED])
    return g_steal_pointer (&told);
  /* TRANSLATORS: %1$s the move told above, %2$d the SPs the Forced-March Table takes */
  return g_strdup_printf (ngettext ("%1$s by a forced march, its MA one more; attrition takes %2$d SP",
                                    "%1$s by a forced march, its MA one more; attrition takes %2$d SPs",
                                    a->arg[A_ATTRITION]), told, a->arg[A_ATTRITION]);
}

/* A forced march's attrition, and an army's SPs in a fusion, are the
 * mover's secret (FGA 4.4.1): the other side learns of the march and
 * the fusion, not the SPs. */
static int
act_secret_of (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  return (a->arg[A_FORCED] && a->arg[A_ATTRITION] > 0) || a->arg[A_SP] > 0 ? hd_fga_get_actor (before) : -1;
}

static char *
act_describe_hidden (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  g_autofree char *told = act_told (before, a);

  if (!a->arg[A_FORCED])
    return g_steal_pointer (&told);
  /* TRANSLATORS: %s the move told above; the SPs lost are not told */
  return g_strdup_printf (_("%s by a forced march, its MA one more"), told);
}

const HdSheetVerb hd_fga_verb_act = {
  "act", act_read, hd_fga_write_fields, act_check, act_make, act_describe, NULL,
  act_fields, G_N_ELEMENTS (act_fields), NULL, N_("Record the Action"), act_secret_of, act_describe_hidden,
};

/* ------------------------------------------------------------- a pass */

static gboolean
pass_read (const HdSheetRules *rules, char **w, HdSheetAction *out, GError **error)
{
  if (w[0] == NULL)
    return TRUE;
  return hd_rules_refuse (error, R_PASS, _("\"pass\" takes nothing after it"));
}

static gboolean
pass_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  return TRUE;
}

/* Razing is finished when the Action Phase is, unless the razing force
 * was attacked (FGA 4.6.1.C): the city is razed for good. */
static void
finish_razing (HdSheet *sheet)
{
  for (int side = FGA_UNION; side <= FGA_CSA; side++)
    {
      gint city = sheet->track[FGA_T_U_RAZE_CITY + side];

      if (sheet->track[FGA_T_U_RAZING + side] != 0 && city > 0)
        sheet->ledger[city - 1].mark |= FGA_CITY_RAZED;
      sheet->track[FGA_T_U_RAZING + side] = sheet->track[FGA_T_U_RAZE_CITY + side] = 0;
    }
}

static void
pass_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  int side = hd_fga_get_actor (sheet);

  sheet->track[FGA_T_PASSED] |= 1 << side;
  if (sheet->track[FGA_T_PASSED] == 3)
    {
      finish_razing (sheet);
      hd_sheet_advance (rules, sheet);
      return;
    }
  sheet->track[FGA_T_NEXT] = 1 - side;
}

static char *
pass_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %s a side: it takes no more actions this Action Phase */
  return g_strdup_printf (_("%s passes"), hd_fga_side_name (hd_fga_get_actor (before)));
}

const HdSheetVerb hd_fga_verb_pass = {
  "pass", pass_read, hd_fga_write_fields, pass_check, pass_make, pass_describe, NULL, NULL, 0, NULL, N_("Pass"),
};

/* ---------------------------------------------------------- rail movement */

enum { L_SP, L_FORCE, L_WEST };

static const char * const wests[] = { "no", "yes", NULL };
static const char * const west_words[] = { N_("No"), N_("Yes"), NULL };

static const HdSheetField rail_fields[] = {
  { "sp", N_("SPs moved by rail"), HD_SHEET_FIELD_NUMBER, 1, FGA_MAX_SP, NULL, NULL, FALSE },
  { "force", N_("The force that moves with them (0: SPs alone)"), HD_SHEET_FIELD_NUMBER, 0, FGA_MAX_FORCE, NULL,
    NULL, TRUE },
  { "west", N_("West of the Mississippi"), HD_SHEET_FIELD_CHOICE, 0, 0, wests, west_words, TRUE },
};

/* The rail capacity a movement uses: an SP each, three west of the
 * Mississippi with the optional rule (FGA 4.2.1.D, 4.2.2). */
static gint
rail_cost (const HdSheet *sheet, const HdSheetAction *a)
{
  gboolean dear = a->arg[L_WEST] == 1 && (sheet->track[FGA_T_OPTIONS] & FGA_OPTION_WEST_RAIL);

  return a->arg[L_SP] * (dear ? 3 : 1);
}

extern const HdSheetVerb hd_fga_verb_rail;
FGA_FIELDS_READER (rail_read, hd_fga_verb_rail, R_RAIL)

static gboolean
rail_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  int side = hd_fga_get_actor (sheet);
  gint left = hd_fga_rail_capacity (sheet, side) - sheet->track[FGA_T_U_RAIL + side];
  gint n = a->arg[L_FORCE];

  /* the SPs moved are the side's own (FGA 4.4.1): the refusal tells no number */
  if (a->arg[L_SP] < 1 || a->arg[L_WEST] < 0 || a->arg[L_WEST] > 1)
    return hd_rules_refuse (error, R_RAIL, _("rail movement moves 1 SP or more"));
  if (a->arg[L_WEST] == 1 && !(sheet->track[FGA_T_OPTIONS] & FGA_OPTION_WEST_RAIL))
    return hd_rules_refuse (error, "FGA 4.2.2", _("the optional rule for railroads west of the Mississippi was not "
                                                  "chosen for this game: rail there costs what it costs in the "
                                                  "East"));
  if (rail_cost (sheet, a) > left && a->arg[L_SP] <= left)
    return hd_rules_refuse (error, "FGA 4.2.2", _("west of the Mississippi each SP costs 3 of the rail capacity, and "
                                                  "what is left is not enough"));
  if (rail_cost (sheet, a) > left)
    return hd_rules_refuse (error, R_RAIL ".A", _("the rail capacity, 15 %% of the RPs received, is not enough"));
  if (n == 0)
    return TRUE;
  if (!force_may_act (sheet, side, n, error))
    return FALSE;
  if (hd_fga_set_has (sheet->track[FGA_T_U_ACTED + side], n))
    return hd_rules_refuse (error, R_RAIL ".G", _("rail movement is two actions: force %d has already acted this "
                                                  "turn"), n);
  return TRUE;
}

static void
rail_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  int side = hd_fga_get_actor (sheet);
  gint n = a->arg[L_FORCE];

  sheet->track[FGA_T_U_RAIL + side] += rail_cost (sheet, a);
  if (n > 0)
    {
      charge_move (sheet, side, n, 2);
    }
  hd_fga_action_done (sheet);
}

static char *
rail_movement_told (const HdSheet *before, const HdSheetAction *a)
{
  const char *who = hd_fga_side_name (hd_fga_get_actor (before));

  if (a->arg[L_FORCE] == 0)
    /* TRANSLATORS: %1$s a side, %2$d SPs */
    return g_strdup_printf (ngettext ("%1$s moves %2$d SP by rail", "%1$s moves %2$d SPs by rail", a->arg[L_SP]),
                            who, a->arg[L_SP]);
  /* TRANSLATORS: %1$s a side, %2$d its force, %3$d SPs */
  return g_strdup_printf (ngettext ("%1$s's force %2$d moves by rail with %3$d SP (two actions)",
                                    "%1$s's force %2$d moves by rail with %3$d SPs (two actions)", a->arg[L_SP]),
                          who, a->arg[L_FORCE], a->arg[L_SP]);
}

static char *
rail_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  g_autofree char *told = rail_movement_told (before, a);

  if (rail_cost (before, a) == a->arg[L_SP])
    return g_steal_pointer (&told);
  /* TRANSLATORS: %1$s the rail movement told above, %2$d the rail capacity it uses */
  return g_strdup_printf (_("%1$s west of the Mississippi, using %2$d of the rail capacity (FGA 4.2.2)"), told,
                          rail_cost (before, a));
}

/* The SPs moved are the mover's (FGA 4.4.1): the other side sees the
 * movement, not the strength. */
static int
rail_secret_of (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  return hd_fga_get_actor (before);
}

static char *
rail_describe_hidden (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  const char *who = hd_fga_side_name (hd_fga_get_actor (before));

  if (a->arg[L_FORCE] == 0)
    /* TRANSLATORS: %s a side; how many SPs is not told */
    return g_strdup_printf (_("%s moves SPs by rail"), who);
  /* TRANSLATORS: %1$s a side, %2$d its force; how many SPs is not told */
  return g_strdup_printf (_("%1$s's force %2$d moves by rail (two actions)"), who, a->arg[L_FORCE]);
}

const HdSheetVerb hd_fga_verb_rail = {
  "rail", rail_read, hd_fga_write_fields, rail_check, rail_make, rail_describe, NULL,
  rail_fields, G_N_ELEMENTS (rail_fields), NULL, N_("Record the Rail Movement"), rail_secret_of,
  rail_describe_hidden,
};

/* ----------------------------------------------------------------- razing */

enum { Z_FORCE, Z_CITY };

static const HdSheetField raze_fields[] = {
  { "force", N_("The force in the city"), HD_SHEET_FIELD_NUMBER, 1, FGA_MAX_FORCE, NULL, NULL, FALSE },
  { NULL, N_("The city"), HD_SHEET_FIELD_NAME, 0, 0, NULL, NULL, FALSE },
};

extern const HdSheetVerb hd_fga_verb_raze;
FGA_FIELDS_READER (raze_read, hd_fga_verb_raze, R_RAZE)

static gboolean
raze_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  int side = hd_fga_get_actor (sheet);
  gint city = hd_sheet_ledger_find (sheet, FGA_KIND_CITY, a->name);

  if (sheet->turn < hd_fga_turn_of (1864, 0, 0))
    return hd_rules_refuse (error, R_RAZE ".3", _("no city may be razed before January 1864"));
  if (city < 0 || sheet->ledger[city].side == side || sheet->ledger[city].value == 0)
    return hd_rules_refuse (error, R_RAZE ".1.A", _("a city razed is one of the enemy's production cities in the "
                                                    "ledger"));
  if (!(sheet->ledger[city].mark & FGA_CITY_HELD_BY_ENEMY))
    return hd_rules_refuse (error, R_RAZE ".1.B", _("the razing force must hold %s from the turn's start: record "
                                                    "its capture first"), sheet->ledger[city].name);
  if (sheet->ledger[city].mark & FGA_CITY_RAZED)
    return hd_rules_refuse (error, R_RAZE ".2.A", _("%s is razed already"), sheet->ledger[city].name);
  if (!force_may_act (sheet, side, a->arg[Z_FORCE], error))
    return FALSE;
  if (hd_fga_set_has (sheet->track[FGA_T_U_ACTED + side], a->arg[Z_FORCE]) || sheet->track[FGA_T_U_RAZING + side])
    return hd_rules_refuse (error, R_RAZE ".1.B", _("razing is two actions by a force that does nothing else all "
                                                    "turn, one city a side"));
  return TRUE;
}

static void
raze_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  int side = hd_fga_get_actor (sheet);

  hd_fga_charge_action (sheet, side, a->arg[Z_FORCE]);
  hd_fga_charge_action (sheet, side, a->arg[Z_FORCE]);
  sheet->track[FGA_T_U_RAZING + side] = a->arg[Z_FORCE];
  sheet->track[FGA_T_U_RAZE_CITY + side] = hd_sheet_ledger_find (sheet, FGA_KIND_CITY, a->name) + 1;
  hd_fga_action_done (sheet);
}

static char *
raze_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s a side, %2$d its force, %3$s a city */
  return g_strdup_printf (_("%1$s's force %2$d begins to raze %3$s: it is razed at the end of the Action Phase "
                            "unless the force is attacked"),
                          hd_fga_side_name (hd_fga_get_actor (before)), a->arg[Z_FORCE], a->name);
}

const HdSheetVerb hd_fga_verb_raze = {
  "raze", raze_read, hd_fga_write_fields, raze_check, raze_make, raze_describe, NULL,
  raze_fields, G_N_ELEMENTS (raze_fields), NULL, N_("Raze the City"),
};

/* ------------------------------------------------------------ an overrun */

/* A force ten times or more the enemy stack moves through it for one MP
 * more, the stack eliminated as if in combat; it is movement, not a
 * combat action (FGA 4.1.5, 4.3.1.D).  Where the stack was an enemy
 * force (its number given), its leaders come back as new leaders, as a
 * force destroyed in combat's do (FGA 6.4.5). */

enum { U_FORCE, U_SP, U_ENEMY, U_ENEMY_FORCE };

static const HdSheetField overrun_fields[] = {
  { "force", N_("Force"), HD_SHEET_FIELD_NUMBER, 1, FGA_MAX_FORCE, NULL, NULL, FALSE },
  { "sp", N_("Its SPs"), HD_SHEET_FIELD_NUMBER, 1, FGA_MAX_SP, NULL, NULL, FALSE },
  { "enemy-sp", N_("The enemy stack's SPs"), HD_SHEET_FIELD_NUMBER, 1, FGA_MAX_SP, NULL, NULL, FALSE },
  { "enemy-force", N_("The enemy force overrun (0: a stack without a leader)"), HD_SHEET_FIELD_NUMBER, 0,
    FGA_MAX_FORCE, NULL, NULL, TRUE },
};

extern const HdSheetVerb hd_fga_verb_overrun;
FGA_FIELDS_READER (overrun_read, hd_fga_verb_overrun, "FGA 4.1.5")

static gboolean
overrun_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  int side = hd_fga_get_actor (sheet);

  if (!force_may_act (sheet, side, a->arg[U_FORCE], error))
    return FALSE;
  if (hd_fga_set_has (sheet->track[FGA_T_U_IMPROVED + side], a->arg[U_FORCE]))
    return hd_rules_refuse (error, "FGA 4.5.1.B", _("force %d improved its positions this turn: only a "
                                                    "reconnaissance may follow"), a->arg[U_FORCE]);
  if (a->arg[U_SP] < 1 || a->arg[U_ENEMY] < 1 || a->arg[U_SP] < 10 * a->arg[U_ENEMY])
    return hd_rules_refuse (error, "FGA 4.1.5", _("an overrun needs ten times the enemy stack's SPs or more"));
  return TRUE;
}

static void
overrun_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  int side = hd_fga_get_actor (sheet);

  charge_move (sheet, side, a->arg[U_FORCE], 1);
  hd_fga_leaders_return (sheet, 1 - side, a->arg[U_ENEMY_FORCE]);
  hd_fga_action_done (sheet);
}

static char *
overrun_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s a side, %2$d its force, %3$d its SPs, %4$d the enemy stack's */
  g_autofree char *told = g_strdup_printf (_("%1$s's force %2$d, %3$d SPs, overruns an enemy stack of %4$d: the stack "
                                             "is eliminated as in combat, for one MP more"),
                                           hd_fga_side_name (hd_fga_get_actor (before)), a->arg[U_FORCE],
                                           a->arg[U_SP], a->arg[U_ENEMY]);

  if (a->arg[U_ENEMY_FORCE] == 0)
    return g_steal_pointer (&told);
  /* TRANSLATORS: %1$s the overrun told above; %2$d the enemy force destroyed */
  return g_strdup_printf (_("%1$s; the leaders of force %2$d come back as new leaders at the Production Phase "
                            "(FGA 6.4.5)"), told, a->arg[U_ENEMY_FORCE]);
}

static char *
overrun_describe_hidden (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s a side, %2$d its force; the strengths are not told */
  return g_strdup_printf (_("%1$s's force %2$d overruns an enemy stack"),
                          hd_fga_side_name (hd_fga_get_actor (before)), a->arg[U_FORCE]);
}

const HdSheetVerb hd_fga_verb_overrun = {
  "overrun", overrun_read, hd_fga_write_fields, overrun_check, overrun_make, overrun_describe, NULL,
  overrun_fields, G_N_ELEMENTS (overrun_fields), NULL, N_("Record the Overrun"), rail_secret_of,
  overrun_describe_hidden,
};

/* ------------------------------------------------------ a fleet's action */

/* A Union fleet takes two actions a turn, never the same one twice, and
 * does not both move and transport (FGA 10.1.F-G, 10.2.4.B); the
 * Confederacy's naval SPs are in no fleet (10.1.B): its naval action is
 * a single action of its own, fleet 0. */

enum { V_FLEET, V_DO };
enum { FLEET_MOVE, FLEET_TRANSPORT, FLEET_COMBAT, FLEET_BLOCKADE, FLEET_BOMBARD, FLEET_N_KINDS };

static const char * const fleet_dos[] = { "move", "transport", "combat", "blockade", "bombard", NULL };
static const char * const fleet_do_words[] = {
  N_("Fleet movement"), N_("Transport land units"), N_("Fleet combat"), N_("Blockade a port"),
  N_("Shore bombardment"), NULL,
};

static const HdSheetField fleet_fields[] = {
  { "fleet", N_("Fleet (0: Confederate naval SPs)"), HD_SHEET_FIELD_NUMBER, 0, FGA_MAX_FORCE, NULL, NULL, FALSE },
  { "do", N_("Action"), HD_SHEET_FIELD_CHOICE, 0, 0, fleet_dos, fleet_do_words, FALSE },
};

extern const HdSheetVerb hd_fga_verb_fleet;
FGA_FIELDS_READER (fleet_read, hd_fga_verb_fleet, "FGA 10.1")

/* How many of their two actions fleet @n has taken this turn. */
static gint
fleet_actions (const HdSheet *sheet, gint n)
{
  gint count = 0;

  for (gint kind = 0; kind < FLEET_N_KINDS; kind++)
    count += hd_fga_set_has (sheet->track[FGA_T_FLEET_MOVED + kind], n);
  return count;
}

static gboolean
fleet_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  int side = hd_fga_get_actor (sheet);
  gint n = a->arg[V_FLEET], kind = a->arg[V_DO];

  if (n < 0 || n > FGA_MAX_FORCE || kind < 0 || kind >= FLEET_N_KINDS)
    return hd_rules_refuse (error, "FGA 3.1.5.B", _("fleets are numbered 1 to %d"), FGA_MAX_FORCE);
  if (kind == FLEET_BLOCKADE && side != FGA_UNION)
    return hd_rules_refuse (error, "FGA 10.7.B", _("only the Union blockades"));
  if ((side == FGA_CSA) != (n == 0))
    return hd_rules_refuse (error, "FGA 10.1.B", _("the Union's naval SPs act in fleets, the Confederacy's in none "
                                                   "(fleet 0)"));
  if (n == 0)
    return TRUE;
  if (hd_fga_set_has (sheet->track[FGA_T_FLEET_MOVED + kind], n))
    return hd_rules_refuse (error, "FGA 10.1.G", _("fleet %d has taken that action this turn: a fleet never takes "
                                                   "the same action twice"), n);
  if (fleet_actions (sheet, n) >= 2)
    return hd_rules_refuse (error, "FGA 10.1.G", _("fleet %d has taken both of its actions this turn"), n);
  if ((kind == FLEET_MOVE && hd_fga_set_has (sheet->track[FGA_T_FLEET_TRANSPORTED], n)) ||
      (kind == FLEET_TRANSPORT && hd_fga_set_has (sheet->track[FGA_T_FLEET_MOVED], n)))
    return hd_rules_refuse (error, "FGA 10.2.4.B", _("a fleet does not both move and transport land units in a "
                                                     "turn"));
  return TRUE;
}

static void
fleet_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  if (a->arg[V_FLEET] > 0)
    sheet->track[FGA_T_FLEET_MOVED + a->arg[V_DO]] |= 1 << (a->arg[V_FLEET] - 1);
  hd_fga_action_done (sheet);
}

static char *
fleet_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  if (a->arg[V_FLEET] == 0)
    /* TRANSLATORS: the Confederacy's naval action: %s what ("Fleet combat") */
    return g_strdup_printf (_("The Confederacy's naval SPs: %s"), _(fleet_do_words[a->arg[V_DO]]));
  /* TRANSLATORS: %1$d the Union fleet's number, %2$s its action ("Blockade a port") */
  return g_strdup_printf (_("Union fleet %1$d: %2$s"), a->arg[V_FLEET], _(fleet_do_words[a->arg[V_DO]]));
}

const HdSheetVerb hd_fga_verb_fleet = {
  "fleet", fleet_read, hd_fga_write_fields, fleet_check, fleet_make, fleet_describe, NULL,
  fleet_fields, G_N_ELEMENTS (fleet_fields), NULL, N_("Record the Fleet's Action"),
};

/* ---------------------------------------------------------- reconnaissance */

enum { R_FORCE, R_DRM, R_ROLL };

static const HdSheetField recon_fields[] = {
  { "force", N_("The force with cavalry"), HD_SHEET_FIELD_NUMBER, 1, FGA_MAX_FORCE, NULL, NULL, FALSE },
  { "drm", N_("Modifiers from the Reconnaissance DRMs Table"), HD_SHEET_FIELD_NUMBER, -9, 9, NULL, NULL, FALSE },
  { "roll", N_("The die"), HD_SHEET_FIELD_DIE, 1, 10, NULL, NULL, FALSE },
};

extern const HdSheetVerb hd_fga_verb_recon;
FGA_FIELDS_READER (recon_read, hd_fga_verb_recon, R_RECON)

/* The roll as modified: the table's DRMs, and Winter's +1 (FGA 8.1.C). */
static gint
recon_modified (const HdSheet *sheet, const HdSheetAction *a)
{
  return a->arg[R_ROLL] + a->arg[R_DRM] + (sheet->track[FGA_T_WINTER] ? 1 : 0);
}

static gboolean
recon_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  int side = hd_fga_get_actor (sheet);
  gint n = a->arg[R_FORCE];

  if (a->arg[R_ROLL] < 1 || a->arg[R_ROLL] > 10)
    return hd_rules_refuse (error, "FGA 2.5", _("a ten-sided die reads 1 to 10 (a 0 is read as 10)"));
  if (!force_may_act (sheet, side, n, error))
    return FALSE;
  if (hd_fga_set_has (sheet->track[FGA_T_U_LEADERLESS + side], n))
    return hd_rules_refuse (error, R_LEADERLESS, _("force %d has no leader to command it: it may not reconnoitre"),
                            n);
  return TRUE;
}

static void
recon_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  hd_fga_charge_action (sheet, hd_fga_get_actor (sheet), a->arg[R_FORCE]);
  if (recon_modified (sheet, a) <= 1)
    sheet->track[FGA_T_RECON] = FGA_RECON_STRENGTH;
  else
    hd_fga_action_done (sheet);
}

static char *
recon_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  const char *who = hd_fga_side_name (hd_fga_get_actor (before));
  gint modified = recon_modified (before, a);

  if (modified <= 1)
    /* TRANSLATORS: %1$s a side, %2$d its force, %3$d the roll as modified */
    return g_strdup_printf (_("%1$s's force %2$d reconnoitres: %3$d succeeds; the other side reports the hex's "
                              "strength within a tenth"), who, a->arg[R_FORCE], modified);
  /* TRANSLATORS: %1$s a side, %2$d its force, %3$d the roll as modified */
  return g_strdup_printf (_("%1$s's force %2$d reconnoitres: %3$d fails; roll again on the Cavalry Loss Table and "
                            "remove its losses, fractions rounded up"), who, a->arg[R_FORCE], modified);
}

const HdSheetVerb hd_fga_verb_recon = {
  "recon", recon_read, hd_fga_write_fields, recon_check, recon_make, recon_describe, NULL,
  recon_fields, G_N_ELEMENTS (recon_fields), NULL, N_("Record the Reconnaissance"),
};

/* The true strength, given behind the reconnoitred side's cover. */

static const HdSheetField strength_fields[] = {
  { "sp", N_("The true strength in the hex (SPs)"), HD_SHEET_FIELD_NUMBER, 0, FGA_MAX_SP, NULL, NULL, FALSE },
};

extern const HdSheetVerb hd_fga_verb_strength;
FGA_FIELDS_READER (strength_read, hd_fga_verb_strength, R_REPORT)

static gboolean
strength_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[0] < 0 || a->arg[0] > FGA_MAX_SP)
    return hd_rules_refuse (error, R_REPORT, _("a hex holds 0 to %d SPs"), FGA_MAX_SP);
  return TRUE;
}

static void
strength_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  sheet->track[FGA_T_U_RECON_TRUE + 1 - hd_fga_get_actor (sheet)] = a->arg[0];
  sheet->track[FGA_T_RECON] = FGA_RECON_REPORT;
}

static char *
strength_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s the reconnoitred side, %2$d the true strength (seen by it alone) */
  return g_strdup_printf (_("%1$s gives the reconnoitred hex's true strength: %2$d SPs"),
                          hd_fga_side_name (1 - hd_fga_get_actor (before)), a->arg[0]);
}

static int
strength_secret_of (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  return 1 - hd_fga_get_actor (before);
}

static char *
strength_describe_hidden (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %s the reconnoitred side; the strength is not told */
  return g_strdup_printf (_("%s gives the reconnoitred hex's true strength behind its cover"),
                          hd_fga_side_name (1 - hd_fga_get_actor (before)));
}

const HdSheetVerb hd_fga_verb_strength = {
  "strength", strength_read, hd_fga_write_fields, strength_check, strength_make, strength_describe, NULL,
  strength_fields, G_N_ELEMENTS (strength_fields), NULL, N_("Record the True Strength"),
  strength_secret_of, strength_describe_hidden,
};

/* The report: within a tenth of the truth, the tenth rounded up (400 SPs:
 * 360 to 440, 4.4.4; 2.2.B); seen by the side that asked alone. */

static const HdSheetField report_fields[] = {
  { "sp", N_("The strength announced (SPs)"), HD_SHEET_FIELD_NUMBER, 0, FGA_MAX_SP * 2, NULL, NULL, FALSE },
};

extern const HdSheetVerb hd_fga_verb_report;
FGA_FIELDS_READER (report_read, hd_fga_verb_report, R_REPORT)

static gboolean
report_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  gint truth = sheet->track[FGA_T_U_RECON_TRUE + 1 - hd_fga_get_actor (sheet)];
  gint tenth = (truth + 9) / 10;

  if (a->arg[0] < truth - tenth || a->arg[0] > truth + tenth)
    /* the bounds tell the truth: they are shown to the side that
     * entered it, behind its cover */
    return hd_rules_refuse (error, R_REPORT, _("the strength announced is within a tenth of the true strength: %d "
                                               "to %d"), truth - tenth, truth + tenth);
  return TRUE;
}

static void
report_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  int asker = hd_fga_get_actor (sheet);

  sheet->track[FGA_T_U_RECON_REPORT + asker] = a->arg[0];
  sheet->track[FGA_T_U_RECON_TRUE + 1 - asker] = 0;
  sheet->track[FGA_T_RECON] = FGA_RECON_NONE;
  hd_fga_action_done (sheet);
}

static char *
report_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s the reconnoitred side, %2$d the strength announced, %3$s the side that asked */
  return g_strdup_printf (_("%1$s reports %2$d SPs, within a tenth of the truth, to %3$s"),
                          hd_fga_side_name (1 - hd_fga_get_actor (before)), a->arg[0],
                          hd_fga_side_name (hd_fga_get_actor (before)));
}

static int
report_secret_of (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  return hd_fga_get_actor (before);
}

static char *
report_describe_hidden (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s the reconnoitred side, %2$s the side that asked (who alone sees the number) */
  return g_strdup_printf (_("%1$s reports the strength to %2$s alone"),
                          hd_fga_side_name (1 - hd_fga_get_actor (before)),
                          hd_fga_side_name (hd_fga_get_actor (before)));
}

const HdSheetVerb hd_fga_verb_report = {
  "report", report_read, hd_fga_write_fields, report_check, report_make, report_describe, NULL,
  report_fields, G_N_ELEMENTS (report_fields), NULL, N_("Report to the Other Side"),
  report_secret_of, report_describe_hidden,
};

#define OWED_STEP(id, side, title, what, verb) \
  { id, R_REPORT, side, title, what, NULL, FALSE, verb, NULL, TRUE }

const HdSheetStep hd_fga_step_strength[2] = {
  OWED_STEP ("union-recon-strength", FGA_UNION, N_("The Union's true strength"),
             N_("The Confederacy's reconnaissance succeeded. Behind the cover, the Union enters the true strength "
                "in the hex."), "strength"),
  OWED_STEP ("confederate-recon-strength", FGA_CSA, N_("The Confederacy's true strength"),
             N_("The Union's reconnaissance succeeded. Behind the cover, the Confederacy enters the true strength "
                "in the hex."), "strength"),
};

const HdSheetStep hd_fga_step_report[2] = {
  OWED_STEP ("union-recon-report", FGA_UNION, N_("The Union's report"),
             N_("The Union announces a strength within a tenth of the truth; only the Confederacy will see it."),
             "report"),
  OWED_STEP ("confederate-recon-report", FGA_CSA, N_("The Confederacy's report"),
             N_("The Confederacy announces a strength within a tenth of the truth; only the Union will see it."),
             "report"),
};

void
hd_fga_actions_add_candidates (const HdSheetRules *rules, const HdSheet *sheet, GPtrArray *out)
{
  gint r = (gint) sheet->turn;
  HdSheetAction tries[] = {
    { FGA_V_SCENARIO, { r % 3, 0, 0, 0, 0, 0, 0 }, "" },
    { FGA_V_INITIATIVE, { 1 + r % 10, 1 + (r * 7) % 10, 0 }, "" },
    { FGA_V_ACT, { 1 + r % 6, DO_MOVE, 0 }, "" },
    { FGA_V_ACT, { 1 + r % 5, DO_COMBAT, 1 + r % 3 }, "" },
    { FGA_V_ACT, { 1 + r % 4, DO_IMPROVE, 0 }, "" },
    { FGA_V_RAIL, { 1 + r % 3, 0 }, "" },
    { FGA_V_RECON, { 1 + r % 6, 0, 1 + r % 3 }, "" },
    { FGA_V_PASS, { 0 }, "" },
    { FGA_V_FLEET, { r % 4, r % 5 }, "" },
    { FGA_V_STRENGTH, { 40 + r % 9 }, "" },
    { FGA_V_REPORT, { 40 }, "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (tries); i++)
    hd_sheet_add_candidate (rules, sheet, &tries[i], out);
}
