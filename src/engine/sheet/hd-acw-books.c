/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-acw-books.c: American Civil War's Victory Points and the Game Turn
 * Phase: VPs won in the Campaign and Siege Phases (leaders, armies),
 * Kentucky's allegiance decided by the first VPs or by an invasion
 * (ACW 16.A), the blockade (ACW 4.D), the US's NRPs and riverines
 * (ACW 4.E.5-6, 4.G), the victory tests with the Turn Track's
 * differential and Foreign Intervention (ACW 4.L.1-3, 5.4), West
 * Virginia's roll (ACW 4.L.4), the Trans-Mississippi line of
 * communication (ACW 4.L.5) and the ledger of enemy cities, each awarded
 * once only (ACW 4.L.6). */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "hd-acw-private.h"
#include "hd-rules.h"
#include "hd-sheet-table.h"

#define R_VP        "ACW 5.2"
#define R_KENTUCKY  "ACW 16.A"
#define R_BLOCKADE  "ACW 4.D.4"
#define R_NRP       "ACW 4.E.5.C"
#define R_NAVAL     "ACW 4.G"
#define R_VICTORY   "ACW 4.L.1"
#define R_WV        "ACW 4.L.4"
#define R_LOC       "ACW 4.L.5"
#define R_CITY      "ACW 4.L.6"
#define MAX_AWARD   20


void
hd_acw_add_vp (HdSheet *sheet, int side, gint n)
{
  gint *vp = &sheet->track[ACW_T_US_VP + side];

  *vp = MIN (*vp + n, ACW_MAX_VP);
  if (sheet->track[ACW_T_KENTUCKY] != ACW_KENTUCKY_NEUTRAL)
    return;
  if (sheet->track[ACW_T_US_VP] >= 1)
    sheet->track[ACW_T_KENTUCKY] = 1 + ACW_US;
  else if (sheet->track[ACW_T_CSA_VP] >= 5)
    sheet->track[ACW_T_KENTUCKY] = 1 + ACW_CSA;
}

char *
hd_acw_tell_kentucky (char *told, const HdSheet *before, const HdSheet *after)
{
  const char *news;
  char *out;

  if (before->track[ACW_T_KENTUCKY] == after->track[ACW_T_KENTUCKY])
    return told;
  news = after->track[ACW_T_KENTUCKY] == 1 + ACW_US
           ? _("Kentucky now sides with the US: the CSA places one land SP in a friendly city in Tennessee.")
           : _("Kentucky now sides with the CSA: the US places one land SP in Cincinnati, if it holds it.");
  /* TRANSLATORS: an award told (%1$s), then what it did to Kentucky (%2$s) */
  out = g_strdup_printf (_("%1$s %2$s"), told, news);
  g_free (told);
  return out;
}

/* @told (taken), followed by what @n VPs to @side do to Kentucky. */
static char *
with_kentucky (char *told, const HdSheet *before, int side, gint n)
{
  HdSheet after = *before;

  hd_acw_add_vp (&after, side, n);
  return hd_acw_tell_kentucky (told, before, &after);
}

/* ------------------------------------------------- "vp SIDE N for WHY" */

enum { V_SIDE, V_N, V_FOR, V_ARMY };
enum { FOR_LEADERS, FOR_ARMY, N_FOR };
static const char * const for_words[] = { "leaders", "army", NULL };
static const char * const for_choice_words[] = { N_("Leaders eliminated (5 a star)"), N_("An army destroyed") };

static gboolean
vp_read (const HdSheetRules *rules, char **w, HdSheetAction *out, GError **error)
{
  guint n = g_strv_length (w);

  if ((n != 4 && n != 5) || !g_str_equal (w[2], "for") || (n == 5) != g_str_equal (w[3], "army"))
    return hd_rules_refuse (error, R_VP, _("write \"vp SIDE N for leaders\", or \"for army N\" with the enemy army's "
                                           "number"));
  if (!hd_acw_read_side (w[0], &out->arg[V_SIDE], R_VP, error) ||
      !hd_sheet_read_number (w[1], 1, 60, &out->arg[V_N], R_VP, error) ||
      (n == 5 && !hd_sheet_read_number (w[4], 1, ACW_MAX_ARMIES, &out->arg[V_ARMY], R_VP, error)))
    return FALSE;
  for (out->arg[V_FOR] = 0; for_words[out->arg[V_FOR]] != NULL; out->arg[V_FOR]++)
    if (g_str_equal (for_words[out->arg[V_FOR]], w[3]))
      return TRUE;
  return hd_rules_refuse (error, R_VP, _("VPs are won here for \"leaders\" or an \"army\""));
}

static void
vp_write (const HdSheetRules *rules, const HdSheetAction *a, GString *out)
{
  g_string_append_printf (out, " %s %d for %s", hd_acw_side_words[a->arg[V_SIDE]], a->arg[V_N],
                          for_words[a->arg[V_FOR]]);
  if (a->arg[V_FOR] == FOR_ARMY)
    g_string_append_printf (out, " %d", a->arg[V_ARMY]);
}

static gboolean
vp_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[V_SIDE] < ACW_US || a->arg[V_SIDE] > ACW_CSA || a->arg[V_FOR] < 0 || a->arg[V_FOR] >= N_FOR ||
      a->arg[V_N] < 1 || a->arg[V_N] > 60)
    return hd_rules_refuse (error, R_VP, _("VPs are won by a side, for leaders or an army"));
  if (a->arg[V_FOR] == FOR_LEADERS && a->arg[V_N] % 5 != 0)
    return hd_rules_refuse (error, "ACW 14.D.2.D", _("an eliminated leader is worth 5 VPs a star: a multiple of 5"));
  if (a->arg[V_FOR] == FOR_ARMY && a->arg[V_N] != 5)
    return hd_rules_refuse (error, "ACW 14.D.2.D", _("a destroyed army is worth 5 VPs"));
  if (a->arg[V_FOR] == FOR_LEADERS && a->arg[V_ARMY] != 0)
    return hd_rules_refuse (error, R_VP, _("leaders' VPs name no army"));
  if (a->arg[V_FOR] == FOR_ARMY &&
      (a->arg[V_ARMY] < 1 || a->arg[V_ARMY] > ACW_MAX_ARMIES ||
       !(sheet->track[ACW_T_US_ARMIES + 1 - a->arg[V_SIDE]] & (1 << (a->arg[V_ARMY] - 1)))))
    /* TRANSLATORS: %1$s the enemy side, %2$d an army's number */
    return hd_rules_refuse (error, "ACW 14.D.2.D", _("%1$s has no army %2$d on the map"),
                            hd_acw_side_name (1 - a->arg[V_SIDE]), a->arg[V_ARMY]);
  return TRUE;
}

static void
vp_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  int enemy = 1 - a->arg[V_SIDE];

  hd_acw_add_vp (sheet, a->arg[V_SIDE], a->arg[V_N]);
  if (a->arg[V_FOR] != FOR_ARMY)
    return;
  /* the army leaves the map, its roster with it */
  sheet->track[ACW_T_US_ARMIES + enemy] &= ~(1 << (a->arg[V_ARMY] - 1));
  sheet->track[ACW_T_US_STR_1 + enemy * ACW_MAX_ARMIES + a->arg[V_ARMY] - 1] = 0;
  sheet->track[ACW_T_US_LOSS_1 + enemy * ACW_MAX_ARMIES + a->arg[V_ARMY] - 1] = 0;
}

static char *
vp_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  if (a->arg[V_FOR] == FOR_ARMY)
    /* TRANSLATORS: %1$s a side, %2$s the enemy, %3$d its army's number */
    return with_kentucky (g_strdup_printf (_("%1$s gains 5 VPs: army %3$d of %2$s is destroyed and leaves the map."),
                                           hd_acw_side_name (a->arg[V_SIDE]), hd_acw_side_name (1 - a->arg[V_SIDE]),
                                           a->arg[V_ARMY]),
                          before, a->arg[V_SIDE], a->arg[V_N]);
  /* TRANSLATORS: %1$s a side, %2$d VPs, %3$s why ("An army destroyed") */
  return with_kentucky (g_strdup_printf (_("%1$s gains %2$d VPs: %3$s."), hd_acw_side_name (a->arg[V_SIDE]),
                                         a->arg[V_N], _(for_choice_words[a->arg[V_FOR]])),
                        before, a->arg[V_SIDE], a->arg[V_N]);
}

static const HdSheetField vp_fields[] = {
  { NULL, N_("Side"), HD_SHEET_FIELD_CHOICE, 0, 0, hd_acw_side_words, hd_acw_side_choice_words, FALSE },
  { NULL, N_("Victory Points"), HD_SHEET_FIELD_NUMBER, 1, 60, NULL, NULL, FALSE },
  { "for", N_("For"), HD_SHEET_FIELD_CHOICE, 0, 0, for_words, for_choice_words, FALSE },
  { NULL, N_("The enemy army's number"), HD_SHEET_FIELD_NUMBER, 0, ACW_MAX_ARMIES, NULL, NULL, TRUE },
};

const HdSheetVerb hd_acw_verb_vp = {
  "vp", vp_read, vp_write, vp_check, vp_make, vp_describe, NULL, vp_fields, G_N_ELEMENTS (vp_fields), NULL,
  N_("Award Victory Points"), NULL, NULL, FALSE,
};

/* --------------------------------------------- "kentucky invaded-by SIDE" */

static gboolean
kentucky_read (const HdSheetRules *rules, char **w, HdSheetAction *out, GError **error)
{
  if (g_strv_length (w) != 2 || !g_str_equal (w[0], "invaded-by"))
    return hd_rules_refuse (error, R_KENTUCKY, _("write \"kentucky invaded-by SIDE\""));
  return hd_acw_read_side (w[1], &out->arg[0], R_KENTUCKY, error);
}

static void
kentucky_write (const HdSheetRules *rules, const HdSheetAction *a, GString *out)
{
  g_string_append_printf (out, " invaded-by %s", hd_acw_side_words[a->arg[0]]);
}

static gboolean
kentucky_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[0] < ACW_US || a->arg[0] > ACW_CSA)
    return hd_rules_refuse (error, R_KENTUCKY, _("Kentucky is invaded by the US or the CSA"));
  if (sheet->track[ACW_T_KENTUCKY] != ACW_KENTUCKY_NEUTRAL)
    return hd_rules_refuse (error, R_KENTUCKY ".4", _("Kentucky is no longer neutral"));
  if (a->arg[0] != hd_acw_get_actor (sheet))
    return hd_rules_refuse (error, R_KENTUCKY ".4", _("only the active player's land SPs invade Kentucky"));
  return TRUE;
}

static void
kentucky_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  sheet->track[ACW_T_KENTUCKY] = 1 + (1 - a->arg[0]);
  hd_acw_add_vp (sheet, 1 - a->arg[0], 5);
}

static char *
kentucky_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s the invader, %2$s the other side */
  return g_strdup_printf (_("%1$s invades neutral Kentucky: Kentucky sides with %2$s, which gains 5 VPs and places "
                            "one land SP in any Kentucky city."),
                          hd_acw_side_name (a->arg[0]), hd_acw_side_name (1 - a->arg[0]));
}

static const HdSheetField kentucky_fields[] = {
  { "invaded-by", N_("Invaded by"), HD_SHEET_FIELD_CHOICE, 0, 0, hd_acw_side_words, hd_acw_side_choice_words, FALSE },
};

const HdSheetVerb hd_acw_verb_kentucky = {
  "kentucky", kentucky_read, kentucky_write, kentucky_check, kentucky_make, kentucky_describe, NULL,
  kentucky_fields, G_N_ELEMENTS (kentucky_fields), NULL, N_("Kentucky Invaded"), NULL, NULL, FALSE,
};

/* ------------------------------ "blockade nrp N chance C vp V die D" */

enum { B_NRP, B_CHANCE, B_VP, B_DIE };

static gboolean
blockade_read (const HdSheetRules *rules, char **w, HdSheetAction *out, GError **error)
{
  static const char * const keys[] = { "nrp", "chance", "vp", "die" };
  static const gint max[] = { ACW_MAX_NRP, 6, MAX_AWARD, 6 };

  if (g_strv_length (w) != 8)
    return hd_rules_refuse (error, R_BLOCKADE, _("write \"blockade nrp N chance C vp V die D\": the NRPs spent, the "
                                                 "Blockade Table's two numbers and the die"));
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      if (!g_str_equal (w[2 * i], keys[i]))
        return hd_rules_refuse (error, R_BLOCKADE, _("write \"blockade nrp N chance C vp V die D\""));
      if (!hd_sheet_read_number (w[2 * i + 1], i == B_NRP || i == B_DIE, max[i], &out->arg[i], R_BLOCKADE, error))
        return FALSE;
    }
  return TRUE;
}

static void
blockade_write (const HdSheetRules *rules, const HdSheetAction *a, GString *out)
{
  g_string_append_printf (out, " nrp %d chance %d vp %d die %d", a->arg[B_NRP], a->arg[B_CHANCE], a->arg[B_VP],
                          a->arg[B_DIE]);
}

static gboolean
blockade_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[B_NRP] < 1 || a->arg[B_CHANCE] < 0 || a->arg[B_CHANCE] > 6 || a->arg[B_VP] < 0 ||
      a->arg[B_VP] > MAX_AWARD || a->arg[B_DIE] < 1 || a->arg[B_DIE] > 6)
    return hd_rules_refuse (error, R_BLOCKADE, _("the Blockade Table's first number is 0 to 6, the die 1 to 6"));
  if (a->arg[B_NRP] > sheet->track[ACW_T_NRP])
    return hd_rules_refuse (error, "ACW 4.D.3", _("the US has only %d NRPs"), sheet->track[ACW_T_NRP]);
  return TRUE;
}

static void
blockade_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  sheet->track[ACW_T_NRP] -= a->arg[B_NRP];
  /* a success may be followed by another blockade; a failure ends them (4.D.4.A) */
  if (a->arg[B_DIE] <= a->arg[B_CHANCE])
    hd_acw_add_vp (sheet, ACW_US, a->arg[B_VP]);
  else
    hd_sheet_advance (rules, sheet);
}

static char *
blockade_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  if (a->arg[B_DIE] > a->arg[B_CHANCE])
    /* TRANSLATORS: %1$d NRPs, %2$d the die, %3$d the number it needed at most */
    return g_strdup_printf (_("The US spends %1$d NRPs on a blockade and rolls %2$d (it needed %3$d or less): the "
                              "blockade fails, and no other is tried this turn."),
                            a->arg[B_NRP], a->arg[B_DIE], a->arg[B_CHANCE]);
  /* TRANSLATORS: %1$d NRPs, %2$d the die, %3$d the number it needed at most, %4$d VPs */
  return with_kentucky (g_strdup_printf (_("The US spends %1$d NRPs on a blockade and rolls %2$d (%3$d or less): it "
                                           "succeeds. The US gains %4$d VPs and the CSA loses 1 to 4 land SPs of its "
                                           "Free Reinforcements this turn."),
                                         a->arg[B_NRP], a->arg[B_DIE], a->arg[B_CHANCE], a->arg[B_VP]),
                        before, ACW_US, a->arg[B_VP]);
}

static const HdSheetField blockade_fields[] = {
  { "nrp", N_("NRPs spent"), HD_SHEET_FIELD_NUMBER, 1, ACW_MAX_NRP, NULL, NULL, FALSE },
  { "chance", N_("Blockade Table: the number before the slash"), HD_SHEET_FIELD_NUMBER, 0, 6, NULL, NULL, FALSE },
  { "vp", N_("Blockade Table: the number after the slash"), HD_SHEET_FIELD_NUMBER, 0, MAX_AWARD, NULL, NULL, FALSE },
  { "die", N_("Die"), HD_SHEET_FIELD_DIE, 1, 6, NULL, NULL, FALSE },
};

const HdSheetVerb hd_acw_verb_blockade = {
  "blockade", blockade_read, blockade_write, blockade_check, blockade_make, blockade_describe, NULL,
  blockade_fields, G_N_ELEMENTS (blockade_fields), NULL, N_("Roll for the Blockade"), NULL, NULL, FALSE,
};

/* ------------------------------------------------------------ "nrp N" */

static gboolean
nrp_read (const HdSheetRules *rules, char **w, HdSheetAction *out, GError **error)
{
  if (g_strv_length (w) != 1)
    return hd_rules_refuse (error, R_NRP, _("write \"nrp N\" with the NRPs the Turn Track gives this turn"));
  return hd_sheet_read_number (w[0], 0, ACW_MAX_NRP, &out->arg[0], R_NRP, error);
}

static void
nrp_write (const HdSheetRules *rules, const HdSheetAction *a, GString *out)
{
  g_string_append_printf (out, " %d", a->arg[0]);
}

static gboolean
nrp_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[0] < 0 || a->arg[0] > ACW_MAX_NRP)
    return hd_rules_refuse (error, R_NRP, _("the Turn Track gives from 0 to %d NRPs"), ACW_MAX_NRP);
  return TRUE;
}

/* The NRPs the US keeps: half the printed number after Foreign
 * Intervention (rounded down), and never more than 30 in all. */
static gint
nrp_received (const HdSheet *sheet, gint printed)
{
  return sheet->track[ACW_T_INTERVENTION] ? printed / 2 : printed;
}

static void
nrp_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  sheet->track[ACW_T_NRP] = MIN (ACW_MAX_NRP, sheet->track[ACW_T_NRP] + nrp_received (sheet, a->arg[0]));
  hd_sheet_advance (rules, sheet);
}

static char *
nrp_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  gint got = nrp_received (before, a->arg[0]);
  gint lost = before->track[ACW_T_NRP] + got - ACW_MAX_NRP;

  if (lost > 0)
    /* TRANSLATORS: %1$d NRPs received, %2$d those above 30, lost */
    return g_strdup_printf (_("The US receives %1$d NRPs; %2$d above the track's 30 are lost."), got, lost);
  if (got != a->arg[0])
    /* TRANSLATORS: %1$d NRPs received, %2$d those printed on the Turn Track */
    return g_strdup_printf (_("The US receives %1$d NRPs, half of the %2$d printed, after Foreign Intervention."), got,
                            a->arg[0]);
  return g_strdup_printf (_("The US receives %d NRPs."), got);
}

static const HdSheetField nrp_fields[] = {
  { NULL, N_("NRPs on the Turn Track"), HD_SHEET_FIELD_NUMBER, 0, ACW_MAX_NRP, NULL, NULL, FALSE },
};

const HdSheetVerb hd_acw_verb_nrp = {
  "nrp", nrp_read, nrp_write, nrp_check, nrp_make, nrp_describe, NULL, nrp_fields, G_N_ELEMENTS (nrp_fields), NULL,
  N_("Receive the NRPs"), NULL, NULL, FALSE,
};

/* --------------------------------------------------------- "riverine" */

static gboolean
riverine_read (const HdSheetRules *rules, char **w, HdSheetAction *out, GError **error)
{
  if (w[0] == NULL)
    return TRUE;
  return hd_rules_refuse (error, R_NAVAL, _("\"riverine\" takes nothing after it"));
}

static void
riverine_write (const HdSheetRules *rules, const HdSheetAction *a, GString *out)
{
}

static gboolean
riverine_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  gint allowed = sheet->turn >= 10 ? 2 : 1;

  if (sheet->track[ACW_T_RIVERINES] >= allowed)
    return hd_rules_refuse (error, R_NAVAL ".3", allowed == 1 ? _("one riverine a turn is built before Turn 11")
                                                              : _("two riverines a turn are built from Turn 11"));
  if (sheet->track[ACW_T_NRP] < 5)
    return hd_rules_refuse (error, R_NAVAL ".2", _("a riverine costs 5 NRPs; the US has %d"), sheet->track[ACW_T_NRP]);
  return TRUE;
}

static void
riverine_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  sheet->track[ACW_T_NRP] -= 5;
  sheet->track[ACW_T_RIVERINES]++;
}

static char *
riverine_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  return g_strdup (_("The US spends 5 NRPs on a riverine at St. Louis, Cincinnati or Pittsburgh."));
}

const HdSheetVerb hd_acw_verb_riverine = {
  "riverine", riverine_read, riverine_write, riverine_check, riverine_make, riverine_describe, NULL, NULL, 0, NULL,
  N_("Build a Riverine"), NULL, NULL, FALSE,
};

/* ------------------------------------------- "victory differential N" */

enum { VI_DIFF, VI_GIVEN };

static gboolean
victory_read (const HdSheetRules *rules, char **w, HdSheetAction *out, GError **error)
{
  if (w[0] == NULL)
    return TRUE;
  if (g_strv_length (w) != 2 || !g_str_equal (w[0], "differential"))
    return hd_rules_refuse (error, R_VICTORY, _("write \"victory differential N\" with the Turn Track's Automatic "
                                                "Victory VP Differential"));
  out->arg[VI_GIVEN] = 1;
  return hd_sheet_read_number (w[1], 0, 60, &out->arg[VI_DIFF], R_VICTORY, error);
}

static void
victory_write (const HdSheetRules *rules, const HdSheetAction *a, GString *out)
{
  if (a->arg[VI_GIVEN])
    g_string_append_printf (out, " differential %d", a->arg[VI_DIFF]);
}

/* Fills in what the owner's Turn Track gives: @col of this turn's row. */
static gboolean
from_turn_track (const HdSheet *sheet, HdSheetTable * const *tables, guint col, gint *out)
{
  const char *cell = sheet->turn < ACW_TURNS ? hd_sheet_table_get (tables[ACW_TABLE_TURN_TRACK], sheet->turn, col)
                                             : NULL;

  if (cell == NULL)
    return FALSE;
  *out = (gint) g_ascii_strtoll (cell, NULL, 10);
  return TRUE;
}

static void
victory_complete (const HdSheetRules *rules, const HdSheet *sheet, HdSheetTable * const *tables, HdSheetAction *a)
{
  if (!a->arg[VI_GIVEN] && from_turn_track (sheet, tables, ACW_TT_DIFFERENTIAL, &a->arg[VI_DIFF]))
    a->arg[VI_GIVEN] = 1;
}

static gboolean
victory_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (!a->arg[VI_GIVEN])
    return hd_rules_refuse (error, R_VICTORY, _("our copy lacks the Turn Track: type this turn's Automatic Victory "
                                                "VP Differential, or fill the Turn Track in under Tables"));
  if (a->arg[VI_DIFF] < 0 || a->arg[VI_DIFF] > 60 || a->arg[VI_GIVEN] != 1)
    return hd_rules_refuse (error, R_VICTORY, _("the differential runs from 0 to 60 here"));
  return TRUE;
}

/* Who has won at this Game Turn Phase (-1: nobody yet): the CSA by the
 * differential, the US at 50 VPs, the CSA when Turn 16 ends without them. */
static int
victory_winner (const HdSheet *sheet, gint differential)
{
  gint us = sheet->track[ACW_T_US_VP], csa = sheet->track[ACW_T_CSA_VP];

  if (csa - us >= differential)
    return ACW_CSA;
  if (us >= ACW_US_WINS_AT)
    return ACW_US;
  return sheet->turn + 1 >= ACW_TURNS ? ACW_CSA : -1;
}

static gboolean
brings_intervention (const HdSheet *sheet)
{
  return !sheet->track[ACW_T_INTERVENTION] &&
         sheet->track[ACW_T_CSA_VP] - sheet->track[ACW_T_US_VP] >= ACW_INTERVENTION_AT;
}

static void
victory_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  int winner = victory_winner (sheet, a->arg[VI_DIFF]);

  if (winner >= 0)
    {
      sheet->winner = winner;
      return;
    }
  if (brings_intervention (sheet))
    sheet->track[ACW_T_INTERVENTION] = 1;
  hd_sheet_advance (rules, sheet);
}

static char *
victory_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  gint us = before->track[ACW_T_US_VP], csa = before->track[ACW_T_CSA_VP];
  int winner = victory_winner (before, a->arg[VI_DIFF]);
  /* TRANSLATORS: %1$d the differential, %2$d the US's VPs, %3$d the CSA's */
  g_autofree char *score = g_strdup_printf (_("Differential %1$d; the US has %2$d VPs, the CSA %3$d."),
                                            a->arg[VI_DIFF], us, csa);
  const char *news;

  if (winner == ACW_CSA && csa - us >= a->arg[VI_DIFF])
    news = _("The CSA's lead reaches the differential: the CSA wins.");
  else if (winner == ACW_US)
    news = _("The US has 50 VPs: the US wins.");
  else if (winner == ACW_CSA)
    news = _("Turn 16 ends without the US's 50 VPs: the CSA wins.");
  else if (brings_intervention (before))
    news = _("The CSA leads by 30 VPs or more: Foreign Intervention. From now on the US receives half its NRPs, the "
             "CSA one more SP a department and one more Free Reinforcement a turn, US sea assaults and sea transport "
             "cost double, and there are no more blockades.");
  else
    news = _("Nobody has won yet.");
  return g_strdup_printf ("%s %s", score, news);
}

static const HdSheetField victory_fields[] = {
  { "differential", N_("Automatic Victory VP Differential"), HD_SHEET_FIELD_NUMBER, 0, 60, NULL, NULL, TRUE },
};

const HdSheetVerb hd_acw_verb_victory = {
  "victory", victory_read, victory_write, victory_check, victory_make, victory_describe, victory_complete,
  victory_fields, G_N_ELEMENTS (victory_fields), NULL, N_("Check Victory"), NULL, NULL, FALSE,
};

/* ----------------------------------- "west-virginia roll R us-sp N" */

enum { W_ROLL, W_SP };

static gboolean
wv_read (const HdSheetRules *rules, char **w, HdSheetAction *out, GError **error)
{
  if (g_strv_length (w) != 4 || !g_str_equal (w[0], "roll") || !g_str_equal (w[2], "us-sp"))
    return hd_rules_refuse (error, R_WV, _("write \"west-virginia roll R us-sp N\": the two dice's total and the US "
                                           "land SPs in West Virginia"));
  return hd_sheet_read_number (w[1], 2, 12, &out->arg[W_ROLL], R_WV, error) &&
         hd_sheet_read_number (w[3], 0, 99, &out->arg[W_SP], R_WV, error);
}

static void
wv_write (const HdSheetRules *rules, const HdSheetAction *a, GString *out)
{
  g_string_append_printf (out, " roll %d us-sp %d", a->arg[W_ROLL], a->arg[W_SP]);
}

static gboolean
wv_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[W_ROLL] < 2 || a->arg[W_ROLL] > 12 || a->arg[W_SP] < 0 || a->arg[W_SP] > 99)
    return hd_rules_refuse (error, R_WV, _("two dice make 2 to 12"));
  return TRUE;
}

static gint
wv_modified (const HdSheet *sheet, const HdSheetAction *a)
{
  return a->arg[W_ROLL] - (gint) (sheet->turn + 1) - a->arg[W_SP];
}

static void
wv_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  if (wv_modified (sheet, a) <= 2)
    sheet->track[ACW_T_WEST_VIRGINIA] = 1;
  hd_sheet_advance (rules, sheet);
}

static char *
wv_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  gint m = wv_modified (before, a);

  /* TRANSLATORS: %1$d the dice, %2$u the turn, %3$d US SPs in West Virginia, %4$d the result */
  return g_strdup_printf (m <= 2 ? _("West Virginia: %1$d, less %2$u for the turn and %3$d for the US SPs there, is "
                                     "%4$d: West Virginia joins the Union.")
                                 : _("West Virginia: %1$d, less %2$u for the turn and %3$d for the US SPs there, is "
                                     "%4$d: nothing happens."),
                          a->arg[W_ROLL], before->turn + 1, a->arg[W_SP], m);
}

static const HdSheetField wv_fields[] = {
  { "roll", N_("Two dice"), HD_SHEET_FIELD_NUMBER, 2, 12, NULL, NULL, FALSE },
  { "us-sp", N_("US land SPs in West Virginia"), HD_SHEET_FIELD_NUMBER, 0, 99, NULL, NULL, FALSE },
};

const HdSheetVerb hd_acw_verb_west_virginia = {
  "west-virginia", wv_read, wv_write, wv_check, wv_make, wv_describe, NULL, wv_fields, G_N_ELEMENTS (wv_fields),
  NULL, N_("Record the Roll"), NULL, NULL, FALSE,
};

/* ------------------------------------ "loc holds [vp N]", "loc broken" */

enum { L_HOLDS, L_VP, L_GIVEN };
static const char * const loc_words[] = { "broken", "holds", NULL };
static const char * const loc_choice_words[] = { N_("Broken"), N_("It holds") };

static gboolean
loc_read (const HdSheetRules *rules, char **w, HdSheetAction *out, GError **error)
{
  guint n = g_strv_length (w);

  if ((n != 1 && n != 3) || (!g_str_equal (w[0], "holds") && !g_str_equal (w[0], "broken")) ||
      (n == 3 && (!g_str_equal (w[0], "holds") || !g_str_equal (w[1], "vp"))))
    return hd_rules_refuse (error, R_LOC, _("write \"loc holds vp N\" or \"loc broken\""));
  out->arg[L_HOLDS] = g_str_equal (w[0], "holds");
  out->arg[L_GIVEN] = n == 3;
  return n == 1 || hd_sheet_read_number (w[2], 0, MAX_AWARD, &out->arg[L_VP], R_LOC, error);
}

static void
loc_write (const HdSheetRules *rules, const HdSheetAction *a, GString *out)
{
  g_string_append_printf (out, " %s", a->arg[L_HOLDS] ? "holds" : "broken");
  if (a->arg[L_HOLDS] && a->arg[L_GIVEN])
    g_string_append_printf (out, " vp %d", a->arg[L_VP]);
}

static void
loc_complete (const HdSheetRules *rules, const HdSheet *sheet, HdSheetTable * const *tables, HdSheetAction *a)
{
  if (a->arg[L_HOLDS] && !a->arg[L_GIVEN] && from_turn_track (sheet, tables, ACW_TT_LOC, &a->arg[L_VP]))
    a->arg[L_GIVEN] = 1;
}

static gboolean
loc_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[L_HOLDS] < 0 || a->arg[L_HOLDS] > 1 || a->arg[L_VP] < 0 || a->arg[L_VP] > MAX_AWARD ||
      a->arg[L_GIVEN] < 0 || a->arg[L_GIVEN] > 1 || (!a->arg[L_HOLDS] && a->arg[L_VP] != 0))
    return hd_rules_refuse (error, R_LOC, _("the line holds or is broken; only a line that holds wins VPs"));
  if (a->arg[L_HOLDS] && !a->arg[L_GIVEN])
    return hd_rules_refuse (error, R_LOC ".D",
                            _("our copy lacks the Turn Track: type this turn's CSA Trans-Mississippi VP Bonus, or fill "
                              "the Turn Track in under Tables"));
  return TRUE;
}

static void
loc_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  if (a->arg[L_HOLDS])
    hd_acw_add_vp (sheet, ACW_CSA, a->arg[L_VP]);
  hd_sheet_advance (rules, sheet);
}

static char *
loc_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  if (!a->arg[L_HOLDS])
    return g_strdup (_("The CSA's Trans-Mississippi line of communication is broken: no bonus."));
  return with_kentucky (g_strdup_printf (_("The CSA's Trans-Mississippi line of communication holds: the CSA gains "
                                           "%d VPs."), a->arg[L_VP]),
                        before, ACW_CSA, a->arg[L_VP]);
}

static const HdSheetField loc_fields[] = {
  { NULL, N_("The line"), HD_SHEET_FIELD_CHOICE, 0, 0, loc_words, loc_choice_words, FALSE },
  { "vp", N_("Trans-Mississippi VP Bonus"), HD_SHEET_FIELD_NUMBER, 0, MAX_AWARD, NULL, NULL, TRUE },
};

const HdSheetVerb hd_acw_verb_loc = {
  "loc", loc_read, loc_write, loc_check, loc_make, loc_describe, loc_complete, loc_fields, G_N_ELEMENTS (loc_fields),
  NULL, N_("Record the Line"), NULL, NULL, FALSE,
};

/* ------------------------------------------- "city SIDE VP NAME..." */

enum { CI_SIDE, CI_VP };

static gboolean
city_read (const HdSheetRules *rules, char **w, HdSheetAction *out, GError **error)
{
  if (g_strv_length (w) < 3)
    return hd_rules_refuse (error, R_CITY, _("write \"city SIDE VP NAME\": who occupies it, the VPs in its symbol, "
                                             "and its name"));
  return hd_acw_read_side (w[0], &out->arg[CI_SIDE], R_CITY, error) &&
         hd_sheet_read_number (w[1], 1, MAX_AWARD, &out->arg[CI_VP], R_CITY, error) &&
         hd_sheet_read_name (w + 2, out->name, R_CITY, error);
}

static void
city_write (const HdSheetRules *rules, const HdSheetAction *a, GString *out)
{
  g_string_append_printf (out, " %s %d %s", hd_acw_side_words[a->arg[CI_SIDE]], a->arg[CI_VP], a->name);
}

static gboolean
city_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  int side = a->arg[CI_SIDE];

  if (side < ACW_US || side > ACW_CSA || a->arg[CI_VP] < 1 || a->arg[CI_VP] > MAX_AWARD || a->name[0] == '\0' ||
      memchr (a->name, '\0', HD_SHEET_NAME_LEN) == NULL)
    return hd_rules_refuse (error, R_CITY, _("a city is occupied by a side, worth 1 to %d VPs, and named"), MAX_AWARD);
  if (hd_sheet_ledger_has (sheet, side, a->name))
    /* TRANSLATORS: %1$s a side, %2$s a city's name */
    return hd_rules_refuse (error, R_CITY ".B-C", _("%1$s was already awarded %2$s's VPs: a city counts once"),
                            hd_acw_side_name (side), a->name);
  if (hd_sheet_ledger_has (sheet, 1 - side, a->name))
    return hd_rules_refuse (error, R_CITY, _("%2$s's VPs went to %1$s: it was that side's enemy city, so it is not "
                                             "%3$s's"),
                            hd_acw_side_name (1 - side), a->name, hd_acw_side_name (side));
  if (sheet->n_ledger >= HD_SHEET_MAX_LEDGER)
    return hd_rules_refuse (error, R_CITY, _("the ledger is full (%d cities)"), HD_SHEET_MAX_LEDGER);
  return TRUE;
}

static void
city_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  hd_sheet_ledger_add (sheet, a->arg[CI_SIDE], a->arg[CI_VP], a->name);
  hd_acw_add_vp (sheet, a->arg[CI_SIDE], a->arg[CI_VP]);
}

static char *
city_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s a side, %2$s a city, %3$d its VPs */
  return with_kentucky (g_strdup_printf (_("%1$s occupies %2$s for the first time: %3$d VPs."),
                                         hd_acw_side_name (a->arg[CI_SIDE]), a->name, a->arg[CI_VP]),
                        before, a->arg[CI_SIDE], a->arg[CI_VP]);
}

static const HdSheetField city_fields[] = {
  { NULL, N_("Occupied by"), HD_SHEET_FIELD_CHOICE, 0, 0, hd_acw_side_words, hd_acw_side_choice_words, FALSE },
  { NULL, N_("VPs in its symbol"), HD_SHEET_FIELD_NUMBER, 1, MAX_AWARD, NULL, NULL, FALSE },
  { NULL, N_("The city's name"), HD_SHEET_FIELD_NAME, 0, 0, NULL, NULL, FALSE },
};

const HdSheetVerb hd_acw_verb_city = {
  "city", city_read, city_write, city_check, city_make, city_describe, NULL, city_fields, G_N_ELEMENTS (city_fields),
  NULL, N_("Award the City"), NULL, NULL, FALSE,
};

/* ------------------------------------------ "spend-nrp N on supply|..." */

enum { N_NRP, N_ON };
enum { NRP_SUPPLY, NRP_TRANSPORT, NRP_ASSAULT, N_NRP_ON };
static const char * const nrp_on_words[] = { "supply", "transport", "assault", NULL };
static const char * const nrp_on_choice_words[] = {
  N_("Supply from the coast (1 an SP)"), N_("Sea transport (1 an SP)"), N_("A sea assault"),
};

static gboolean
spend_nrp_read (const HdSheetRules *rules, char **w, HdSheetAction *out, GError **error)
{
  if (g_strv_length (w) != 3 || !g_str_equal (w[1], "on"))
    return hd_rules_refuse (error, "ACW 12.B.1", _("write \"spend-nrp N on supply\", \"on transport\" or \"on "
                                                   "assault\""));
  if (!hd_sheet_read_number (w[0], 1, ACW_MAX_NRP, &out->arg[N_NRP], "ACW 12.B.1", error))
    return FALSE;
  for (out->arg[N_ON] = 0; nrp_on_words[out->arg[N_ON]] != NULL; out->arg[N_ON]++)
    if (g_str_equal (nrp_on_words[out->arg[N_ON]], w[2]))
      return TRUE;
  return hd_rules_refuse (error, "ACW 12.B.1", _("NRPs are spent on supply, transport or assault"));
}

static void
spend_nrp_write (const HdSheetRules *rules, const HdSheetAction *a, GString *out)
{
  g_string_append_printf (out, " %d on %s", a->arg[N_NRP], nrp_on_words[a->arg[N_ON]]);
}

static gboolean
spend_nrp_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  gboolean supply = sheet->step == ACW_S_SUPPLY;

  if (a->arg[N_ON] < 0 || a->arg[N_ON] >= N_NRP_ON || a->arg[N_NRP] < 1)
    return hd_rules_refuse (error, "ACW 12.B.1", _("NRPs are spent on supply, transport or assault"));
  if (supply != (a->arg[N_ON] == NRP_SUPPLY))
    return hd_rules_refuse (error, supply ? "ACW 15.A.2.C" : "ACW 12.B.1",
                            supply ? _("in the Supply Phase NRPs pay only for supply from the coast")
                                   : _("supply from the coast is paid for in the Supply Phase"));
  if (!supply && hd_acw_get_actor (sheet) != ACW_US)
    return hd_rules_refuse (error, "ACW 12.B.1", _("only the US moves by sea, in its own Campaign Phase"));
  if (a->arg[N_NRP] > sheet->track[ACW_T_NRP])
    return hd_rules_refuse (error, "ACW 12.B.4", _("the US has only %d NRPs"), sheet->track[ACW_T_NRP]);
  return TRUE;
}

static void
spend_nrp_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  sheet->track[ACW_T_NRP] -= a->arg[N_NRP];
}

static char *
spend_nrp_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$d NRPs, %2$s on what ("Sea transport (1 an SP)") */
  return g_strdup_printf (_("The US spends %1$d NRPs: %2$s"), a->arg[N_NRP], _(nrp_on_choice_words[a->arg[N_ON]]));
}

static const HdSheetField spend_nrp_fields[] = {
  { NULL, N_("NRPs"), HD_SHEET_FIELD_NUMBER, 1, ACW_MAX_NRP, NULL, NULL, FALSE },
  { "on", N_("Spent on"), HD_SHEET_FIELD_CHOICE, 0, 0, nrp_on_words, nrp_on_choice_words, FALSE },
};

const HdSheetVerb hd_acw_verb_spend_nrp = {
  "spend-nrp", spend_nrp_read, spend_nrp_write, spend_nrp_check, spend_nrp_make, spend_nrp_describe, NULL,
  spend_nrp_fields, G_N_ELEMENTS (spend_nrp_fields), NULL, N_("Spend NRPs"), NULL, NULL, FALSE,
};

/* ---------------------------------------------------------- candidates */

void
hd_acw_books_add_candidates (const HdSheetRules *rules, const HdSheet *sheet, GPtrArray *out)
{
  static const char * const cities[] = { "Richmond", "Nashville", "Washington", "New Orleans", "Baltimore" };
  HdSheetAction a = { ACW_V_VP, { ACW_CSA, 10, FOR_LEADERS }, "" };

  hd_sheet_add_candidate (rules, sheet, &a, out);
  for (int side = ACW_US; side <= ACW_CSA; side++)
    {
      a = (HdSheetAction) { ACW_V_KENTUCKY, { side }, "" };
      hd_sheet_add_candidate (rules, sheet, &a, out);
      a = (HdSheetAction) { ACW_V_CITY, { side, 3 + 2 * side }, "" };
      g_strlcpy (a.name, cities[(sheet->turn + side) % G_N_ELEMENTS (cities)], sizeof a.name);
      hd_sheet_add_candidate (rules, sheet, &a, out);
    }
  a = (HdSheetAction) { ACW_V_BLOCKADE, { 3, 3, 2, 1 + (gint) sheet->turn % 6 }, "" };
  hd_sheet_add_candidate (rules, sheet, &a, out);
  a = (HdSheetAction) { ACW_V_NRP, { 6 }, "" };
  hd_sheet_add_candidate (rules, sheet, &a, out);
  for (gint on = 0; on < N_NRP_ON; on++)
    {
      a = (HdSheetAction) { ACW_V_SPEND_NRP, { 2, on }, "" };
      hd_sheet_add_candidate (rules, sheet, &a, out);
    }
  for (gint army = 1; army <= ACW_MAX_ARMIES; army++)
    for (int side = ACW_US; side <= ACW_CSA; side++)
      {
        a = (HdSheetAction) { ACW_V_VP, { side, 5, FOR_ARMY, army }, "" };
        hd_sheet_add_candidate (rules, sheet, &a, out);
      }
  a = (HdSheetAction) { ACW_V_RIVERINE, { 0 }, "" };
  hd_sheet_add_candidate (rules, sheet, &a, out);
  a = (HdSheetAction) { ACW_V_VICTORY, { 25, 1 }, "" };
  hd_sheet_add_candidate (rules, sheet, &a, out);
  a = (HdSheetAction) { ACW_V_WEST_VIRGINIA, { 4 + (gint) sheet->turn % 8, 1 }, "" };
  hd_sheet_add_candidate (rules, sheet, &a, out);
  a = (HdSheetAction) { ACW_V_LOC, { 1, 2, 1 }, "" };
  hd_sheet_add_candidate (rules, sheet, &a, out);
  a = (HdSheetAction) { ACW_V_LOC, { 0, 0, 0 }, "" };
  hd_sheet_add_candidate (rules, sheet, &a, out);
}
