/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-acw-combat.c: American Civil War's battles, as the companion can
 * work them out without the printed Combat Tables (ACW 14.B): the
 * combat ratio simplified and rounded in the defender's favour, the
 * Combat Differential (the defender's modified strength less the
 * attacker's, as printed), the net column shift counted at most three
 * either way, and the Combat Table the Determination Chart gives for
 * the attacker's strength once the owner has entered the chart; the
 * result is read by the players from their printed table and recorded
 * with the battle ("battle att 5 def 2 shift 1 roll 4 result D2"). */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "hd-acw-private.h"
#include "hd-rules.h"
#include "hd-sheet-table.h"

#define R_COMBAT "ACW 14.B"
#define R_SHIFT  "ACW 14.B.6"
#define R_TABLE  "ACW 14.B.4"
#define MAX_SP   99
#define MAX_SHIFT 9

enum { B_ATT, B_DEF, B_SHIFT, B_ROLL, B_TABLE };

void
hd_acw_combat_ratio (gint attacker, gint defender, gint *left, gint *right)
{
  g_return_if_fail (attacker > 0 && defender > 0);
  /* rounded for the defender: 5 against 2 is 2 to 1, 2 against 5 is 1 to 3 */
  if (attacker >= defender)
    *left = attacker / defender, *right = 1;
  else
    *left = 1, *right = (defender + attacker - 1) / attacker;
}

gint
hd_acw_combat_shift (gint shifts)
{
  return CLAMP (shifts, -3, 3);
}

/* The Combat Table (1-3) the owner's Determination Chart gives for
 * @attacker SPs, or 0 while the chart is not filled in. */
static gint
table_for (HdSheetTable * const *tables, gint attacker)
{
  gint found = 0;

  for (guint row = 0; row < 3; row++)
    {
      const char *from = hd_sheet_table_get (tables[ACW_TABLE_DETERMINATION], row, 0);

      if (from == NULL)
        return 0;
      if (attacker >= (gint) g_ascii_strtoll (from, NULL, 10))
        found = (gint) row + 1;
    }
  return found;
}

static gboolean
battle_read (const HdSheetRules *rules, char **w, HdSheetAction *out, GError **error)
{
  static const char * const keys[] = { "att", "def", "shift", "roll" };
  static const gint min[] = { 1, 1, -MAX_SHIFT, 1 }, max[] = { MAX_SP, MAX_SP, MAX_SHIFT, 12 };

  if (g_strv_length (w) < 10 || !g_str_equal (w[8], "result"))
    return hd_rules_refuse (error, R_COMBAT, _("write \"battle att A def D shift S roll R result WHAT\": the SPs on "
                                               "each side, the net column shift, the roll and the result read from "
                                               "your Combat Table"));
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      if (!g_str_equal (w[2 * i], keys[i]))
        return hd_rules_refuse (error, R_COMBAT, _("write \"battle att A def D shift S roll R result WHAT\""));
      if (!hd_sheet_read_number (w[2 * i + 1], min[i], max[i], &out->arg[i], R_COMBAT, error))
        return FALSE;
    }
  return hd_sheet_read_name (w + 9, out->name, R_COMBAT, error);
}

static void
battle_write (const HdSheetRules *rules, const HdSheetAction *a, GString *out)
{
  g_string_append_printf (out, " att %d def %d shift %d roll %d result %s", a->arg[B_ATT], a->arg[B_DEF],
                          a->arg[B_SHIFT], a->arg[B_ROLL], a->name);
}

static gboolean
battle_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[B_ATT] < 1 || a->arg[B_ATT] > MAX_SP || a->arg[B_DEF] < 1 || a->arg[B_DEF] > MAX_SP)
    return hd_rules_refuse (error, "ACW 14.A.2", _("a battle has land SPs on both sides (1 to %d)"), MAX_SP);
  if (a->arg[B_SHIFT] < -MAX_SHIFT || a->arg[B_SHIFT] > MAX_SHIFT || a->arg[B_ROLL] < 1 || a->arg[B_ROLL] > 12 ||
      a->arg[B_TABLE] != 0)
    return hd_rules_refuse (error, R_SHIFT, _("the shifts add up to at most %d either way, the roll is 1 to 12"),
                            MAX_SHIFT);
  if (a->name[0] == '\0' || memchr (a->name, '\0', HD_SHEET_NAME_LEN) == NULL)
    return hd_rules_refuse (error, R_COMBAT, _("the result read from your Combat Table comes last"));
  return TRUE;
}

static void
battle_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
}

/* "2:1, differential -3, shift +3 (of +4)". */
static char *
battle_column (const HdSheetAction *a)
{
  gint left, right, shift = hd_acw_combat_shift (a->arg[B_SHIFT]);

  hd_acw_combat_ratio (a->arg[B_ATT], a->arg[B_DEF], &left, &right);
  if (shift != a->arg[B_SHIFT])
    /* TRANSLATORS: %1$d:%2$d the combat ratio, %3$+d the differential, %4$+d the shift that counts, %5$+d the shifts
     * in all */
    return g_strdup_printf (_("ratio %1$d:%2$d, differential %3$+d, %4$+d columns (of %5$+d: at most 3 count)"), left,
                            right, a->arg[B_DEF] - a->arg[B_ATT], shift, a->arg[B_SHIFT]);
  /* TRANSLATORS: %1$d:%2$d the combat ratio, %3$+d the differential, %4$+d the column shift */
  return g_strdup_printf (_("ratio %1$d:%2$d, differential %3$+d, %4$+d columns"), left, right,
                          a->arg[B_DEF] - a->arg[B_ATT], shift);
}

static char *
battle_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  g_autofree char *column = battle_column (a);

  /* TRANSLATORS: %1$s the attacker ("the US"), %2$d its SPs, %3$d the defender's, %4$s the column, %5$d the roll,
   * %6$s the result as the players read it */
  return g_strdup_printf (_("%1$s attacks with %2$d SPs against %3$d: %4$s; roll %5$d: %6$s"),
                          hd_acw_side_name (hd_acw_get_actor (before)), a->arg[B_ATT], a->arg[B_DEF], column,
                          a->arg[B_ROLL], a->name);
}

/* The column worked out before the roll, and the table to roll on. */
static char *
battle_preview (const HdSheetRules *rules, const HdSheet *sheet, HdSheetTable * const *tables,
                const HdSheetAction *a)
{
  g_autofree char *column = battle_column (a);
  gint table = table_for (tables, a->arg[B_ATT]);

  if (table == 0)
    /* TRANSLATORS: %1$s the column worked out ("ratio 2:1, differential -3, +1 columns"), %2$d the attacker's SPs */
    return g_strdup_printf (_("%1$s. Use the Combat Table your Determination Chart gives for %2$d SPs (fill the chart "
                              "in under Tables and the companion names it). A ratio your table lacks, between its "
                              "first and last columns, is read by the differential."), column, a->arg[B_ATT]);
  /* TRANSLATORS: %1$s the column worked out, %2$d the Combat Table (1 to 3), %3$d the attacker's SPs */
  return g_strdup_printf (_("%1$s. Roll on Combat Table %2$d (the Determination Chart for %3$d SPs). A ratio your "
                            "table lacks, between its first and last columns, is read by the differential."),
                          column, table, a->arg[B_ATT]);
}

static const HdSheetField battle_fields[] = {
  { "att", N_("Attacking land SPs"), HD_SHEET_FIELD_NUMBER, 1, MAX_SP, NULL, NULL, FALSE },
  { "def", N_("Defending strength, terrain added"), HD_SHEET_FIELD_NUMBER, 1, MAX_SP, NULL, NULL, FALSE },
  { "shift", N_("Column shifts in all (Combat Adjustments Table)"), HD_SHEET_FIELD_NUMBER, -MAX_SHIFT, MAX_SHIFT,
    NULL, NULL, FALSE },
  { "roll", N_("The roll"), HD_SHEET_FIELD_NUMBER, 1, 12, NULL, NULL, FALSE },
  { "result", N_("The result on your Combat Table"), HD_SHEET_FIELD_NAME, 0, 0, NULL, NULL, FALSE },
};

const HdSheetVerb hd_acw_verb_battle = {
  "battle", battle_read, battle_write, battle_check, battle_make, battle_describe, NULL,
  battle_fields, G_N_ELEMENTS (battle_fields), battle_preview, N_("Record the Battle"), NULL, NULL, FALSE,
};

/* ------------------------------------------------- the Determination Chart */

static const char * const table_rows[] = { "1", "2", "3" };
static const char * const table_columns[] = { "from" };
static const char * const strengths[] = {
  "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20",
  "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "32", "33", "34", "35", "36", "37", "38", "39",
  "40", "41", "42", "43", "44", "45", "46", "47", "48", NULL,
};

const HdSheetTableDef hd_acw_determination_def = {
  "determination", N_("Combat Table Determination Chart"), R_TABLE,
  G_N_ELEMENTS (table_rows), table_rows, G_N_ELEMENTS (table_columns), table_columns, strengths, strengths, strengths,
  NULL,
  N_("Our copy of the rules does not print the chart: type, for each of the three Combat Tables, the smallest "
     "attacking strength its span begins with."),
};

void
hd_acw_combat_add_candidates (const HdSheetRules *rules, const HdSheet *sheet, GPtrArray *out)
{
  HdSheetAction a = { ACW_V_BATTLE, { 5, 2, 4, 1 + (gint) sheet->turn % 6 }, "D1" };

  hd_sheet_add_candidate (rules, sheet, &a, out);
}
