/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-pawns-combat.c: the pawns game's battles (hd-pawns-combat.h): the
 * odds helper, the Combat Results Table as built in, the losses of each
 * result, and the verbs "battle" and "retreat". */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-pawns-combat.h"
#include "hd-pawns-private.h"
#include "hd-rules.h"
#include "hd-sheet-table.h"

#define RULE_COMBAT   "Pawns, Combat"
#define RULE_ATTACK   "Pawns, Attack"
#define RULE_DEFENSE  "Pawns, Defense"
#define RULE_CRT      "Pawns, Combat Results Table"
#define RULE_OCEAN    "Pawns, Ocean, Bay and Gulf"

static const char * const columns[HD_PAWNS_N_COLUMNS] = { "1-3", "1-2", "1-1", "2-1", "3-1", "4-1" };

const char *
hd_pawns_combat_column_label (int column)
{
  return column >= 0 && column < HD_PAWNS_N_COLUMNS ? columns[column] : NULL;
}

gboolean
hd_pawns_combat_check (const HdPawnsBattle *battle,
                       gboolean             union_attacks,
                       GError             **error)
{
  if (battle->attackers < 1 || battle->defenders < 1)
    return hd_rules_refuse (error, RULE_COMBAT, _("a battle needs at least one pawn on each side"));
  if (battle->terrain > HD_PAWNS_PORT)
    return hd_rules_refuse (error, RULE_DEFENSE, _("no such terrain"));
  if (battle->unmatched > 0 && battle->terrain == HD_PAWNS_OPEN)
    return hd_rules_refuse (error, RULE_DEFENSE,
                            _("an attacker counts 2 only when the defender's terrain doubles it against the "
                              "other attackers"));
  if (battle->unmatched > 0 && battle->terrain == HD_PAWNS_MOUNTAIN)
    return hd_rules_refuse (error, RULE_DEFENSE,
                            _("a mountain doubles its defender against every attacker, from any square"));
  if (battle->unmatched > battle->attackers)
    return hd_rules_refuse (error, RULE_DEFENSE, _("%u attackers cannot count 2 when only %u attack"),
                            battle->unmatched, battle->attackers);
  if (battle->terrain == HD_PAWNS_PORT && !union_attacks)
    return hd_rules_refuse (error, RULE_OCEAN,
                            _("a port doubles only against attackers at sea, and Confederate pawns may not go "
                              "to sea"));
  return TRUE;
}

void
hd_pawns_combat_odds (const HdPawnsBattle *battle,
                      HdPawnsOdds         *out)
{
  gboolean doubled = battle->terrain != HD_PAWNS_OPEN;
  guint a, d;

  out->attack = a = battle->attackers + (doubled ? battle->unmatched : 0);
  out->defence = d = battle->defenders * (doubled ? 2 : 1);
  out->automatic = NULL;
  out->column = -1;
  if (a >= d && a / d > 4)
    out->automatic = HD_PAWNS_D_ELIM;
  else if (a >= d)
    out->column = 1 + (int) (a / d);      /* 1-1 is column 2 */
  else if (d / a > 3)
    out->automatic = HD_PAWNS_A_ELIM;
  else
    out->column = 3 - (int) (d / a);      /* 1-1, 1-2, 1-3: columns 2, 1, 0 */
}

char *
hd_pawns_combat_format_odds (const HdPawnsOdds *odds)
{
  g_autofree char *raw = g_strdup_printf ("%u-%u", odds->attack, odds->defence);

  if (odds->automatic != NULL && g_str_equal (odds->automatic, HD_PAWNS_D_ELIM))
    /* TRANSLATORS: odds above 4-1: %s the factors, "9-1" */
    return g_strdup_printf (_("%s (above 4-1)"), raw);
  if (odds->automatic != NULL)
    /* TRANSLATORS: odds below 1-3: %s the factors, "1-4" */
    return g_strdup_printf (_("%s (below 1-3)"), raw);
  if (g_str_equal (raw, columns[odds->column]))
    return g_steal_pointer (&raw);
  return g_strdup_printf ("%s (%s)", raw, columns[odds->column]);
}

/* How many of @n pawns of factors 2 (@twos of them) and 1 the side
 * removes at least to take off @need factors, the fewest it can. */
static guint
fewest_to_remove (guint n, guint twos, guint need)
{
  guint removed = 0, ones = n - twos;

  while (need > 0 && removed < n)
    {
      if (twos > 0 && (need >= 2 || ones == 0))
        twos--, need = need >= 2 ? need - 2 : 0;
      else
        ones--, need--;
      removed++;
    }
  return removed;
}

void
hd_pawns_combat_losses (const HdPawnsBattle *battle,
                        const char          *result,
                        guint               *attackers_lost,
                        guint               *defenders_lost)
{
  gboolean doubled = battle->terrain != HD_PAWNS_OPEN;
  HdPawnsOdds odds;

  hd_pawns_combat_odds (battle, &odds);
  *attackers_lost = *defenders_lost = 0;
  if (g_str_equal (result, HD_PAWNS_A_ELIM))
    *attackers_lost = battle->attackers;
  else if (g_str_equal (result, HD_PAWNS_D_ELIM))
    *defenders_lost = battle->defenders;
  else if (g_str_equal (result, HD_PAWNS_EXCHANGE) && odds.attack <= odds.defence)
    {
      /* the side with the fewest factors removes all; the other at least as many factors */
      *attackers_lost = battle->attackers;
      *defenders_lost = fewest_to_remove (battle->defenders, doubled ? battle->defenders : 0, odds.attack);
    }
  else if (g_str_equal (result, HD_PAWNS_EXCHANGE))
    {
      *defenders_lost = battle->defenders;
      *attackers_lost = fewest_to_remove (battle->attackers, doubled ? battle->unmatched : 0, odds.defence);
    }
}

gboolean
hd_pawns_combat_chances (const HdSheetTable *crt,
                         int                 column,
                         guint              *faces)
{
  const HdSheetTableDef *def = hd_sheet_table_get_def (crt);
  guint n = 0;

  while (def->results[n] != NULL)
    faces[n++] = 0;
  for (guint row = 0; row < 6; row++)
    {
      const char *cell = hd_sheet_table_get (crt, row, (guint) column);

      if (cell == NULL)
        return FALSE;
      faces[hd_sheet_table_find_result (def, cell)]++;
    }
  return TRUE;
}

/* ------------------------------------------------------------ the table */

static const char * const die_rows[] = { "1", "2", "3", "4", "5", "6" };
static const char * const crt_results[] = {
  HD_PAWNS_A_ELIM, HD_PAWNS_A_BACK_2, HD_PAWNS_EXCHANGE, HD_PAWNS_D_BACK_2, HD_PAWNS_D_ELIM, NULL,
};
static const char * const crt_words[] = {
  N_("Attacker eliminated"), N_("Attacker back 2"), N_("Exchange"), N_("Defender back 2"),
  N_("Defender eliminated"),
};
/* TRANSLATORS: the results as the printed chart abbreviates them */
static const char * const crt_short[] = {
  N_("A elim"), N_("A back 2"), N_("Exchange"), N_("D back 2"), N_("D elim"),
};
#define AE HD_PAWNS_A_ELIM
#define AB HD_PAWNS_A_BACK_2
#define EX HD_PAWNS_EXCHANGE
#define DB HD_PAWNS_D_BACK_2
#define DE HD_PAWNS_D_ELIM
/* Rows 1-3 (and row 4 of 1-3) as the seed's note gives them; 2-1's 3, 5
 * and 6 as the rules' own example reads them (docs/rules-decisions.md). */
static const char * const crt_given[6 * HD_PAWNS_N_COLUMNS] = {
  AE,   DB,   DE,   DE,   DE,   DE,
  AB,   EX,   EX,   EX,   EX,   EX,
  AB,   AB,   DB,   DB,   DB,   DE,
  AB,   NULL, NULL, NULL, NULL, NULL,
  NULL, NULL, NULL, EX,   NULL, NULL,
  NULL, NULL, NULL, AE,   NULL, NULL,
};

const HdSheetTableDef hd_pawns_crt_def = {
  "crt", N_("Combat Results Table"), RULE_CRT,
  6, die_rows, HD_PAWNS_N_COLUMNS, columns, crt_results, crt_words, crt_short, crt_given,
  N_("Rows 1 to 3 are from the seed's note (a transcription of the chart); the 2-1 column's 3, 5 and 6 are "
     "from the rules' own example. Type the rest from your printed chart."),
};

/* --------------------------------------------------------- the "battle" verb */

enum { B_ATTACKERS, B_DEFENDERS, B_TERRAIN, B_UNMATCHED, B_DIE, B_RESULT };   /* B_RESULT: index + 1, 0 none */

static const char * const terrains[] = { "open", "mountain", "river", "port", NULL };

static void
battle_of (const HdSheetAction *action, HdPawnsBattle *out)
{
  out->attackers = (guint) action->arg[B_ATTACKERS];
  out->defenders = (guint) action->arg[B_DEFENDERS];
  out->terrain = (HdPawnsTerrain) action->arg[B_TERRAIN];
  out->unmatched = (guint) action->arg[B_UNMATCHED];
}

static gboolean
read_option (const HdSheetRules *rules, char **w, guint *i, HdSheetAction *out, GError **error)
{
  const char *key = w[*i], *value = w[*i + 1];

  *i += 2;
  if (value != NULL && g_str_equal (key, "on"))
    {
      for (out->arg[B_TERRAIN] = 0; terrains[out->arg[B_TERRAIN]] != NULL; out->arg[B_TERRAIN]++)
        if (g_str_equal (terrains[out->arg[B_TERRAIN]], value))
          return TRUE;
      return hd_rules_refuse (error, RULE_DEFENSE, _("the defenders stand \"on mountain\", \"on river\" or \"on port\""));
    }
  if (value != NULL && g_str_equal (key, "double"))
    return hd_sheet_read_number (value, 1, 15, &out->arg[B_UNMATCHED], RULE_DEFENSE, error);
  if (value != NULL && g_str_equal (key, "die"))
    return hd_sheet_read_number (value, 1, 6, &out->arg[B_DIE], RULE_CRT, error);
  if (value != NULL && g_str_equal (key, "result"))
    {
      int result = hd_sheet_table_find_result (&hd_pawns_crt_def, value);

      out->arg[B_RESULT] = result + 1;
      return result >= 0 || hd_rules_refuse (error, RULE_CRT,
                                             _("a result is a-elim, a-back-2, exchange, d-back-2 or d-elim"));
    }
  return hd_rules_refuse (error, RULE_COMBAT,
                          _("write \"battle A vs D\", then as needed \"on TERRAIN\", \"double N\", \"die N\", "
                            "\"result R\""));
}

static gboolean
battle_read (const HdSheetRules *rules, char **w, HdSheetAction *out, GError **error)
{
  guint i = 3;

  if (w[0] == NULL || w[1] == NULL || !g_str_equal (w[1], "vs") || w[2] == NULL)
    return hd_rules_refuse (error, RULE_COMBAT, _("write \"battle A vs D\": the pawns attacking and defending"));
  if (!hd_sheet_read_number (w[0], 1, 15, &out->arg[B_ATTACKERS], RULE_COMBAT, error) ||
      !hd_sheet_read_number (w[2], 1, 15, &out->arg[B_DEFENDERS], RULE_COMBAT, error))
    return FALSE;
  while (w[i] != NULL)
    if (!read_option (rules, w, &i, out, error))
      return FALSE;
  return TRUE;
}

static void
battle_write (const HdSheetRules *rules, const HdSheetAction *a, GString *out)
{
  g_string_append_printf (out, " %d vs %d", a->arg[B_ATTACKERS], a->arg[B_DEFENDERS]);
  if (a->arg[B_TERRAIN] != HD_PAWNS_OPEN)
    g_string_append_printf (out, " on %s", terrains[a->arg[B_TERRAIN]]);
  if (a->arg[B_UNMATCHED] > 0)
    g_string_append_printf (out, " double %d", a->arg[B_UNMATCHED]);
  if (a->arg[B_DIE] > 0)
    g_string_append_printf (out, " die %d", a->arg[B_DIE]);
  if (a->arg[B_RESULT] > 0)
    g_string_append_printf (out, " result %s", crt_results[a->arg[B_RESULT] - 1]);
}

/* The result the battle had: automatic, else as the table gives it,
 * else as the players said; NULL while none is known. */
static const char *
battle_result (const HdSheetAction *a, const HdPawnsOdds *odds)
{
  if (odds->automatic != NULL)
    return odds->automatic;
  if (a->arg[B_DIE] >= 1 && a->arg[B_DIE] <= 6 && crt_given[(a->arg[B_DIE] - 1) * HD_PAWNS_N_COLUMNS + odds->column])
    return crt_given[(a->arg[B_DIE] - 1) * HD_PAWNS_N_COLUMNS + odds->column];
  return a->arg[B_RESULT] > 0 ? crt_results[a->arg[B_RESULT] - 1] : NULL;
}

static gboolean
check_pawns_free (const HdSheet *sheet, const HdPawnsBattle *battle, GError **error)
{
  int att = hd_pawns_get_attacker (sheet);
  gint free_att = sheet->track[PAWNS_T_UNION + att] - sheet->track[PAWNS_T_FOUGHT_ATT];
  gint free_def = sheet->track[PAWNS_T_UNION + 1 - att] - sheet->track[PAWNS_T_FOUGHT_DEF];

  if ((gint) battle->attackers > free_att)
    return hd_rules_refuse (error, RULE_ATTACK,
                            _("only %d of the attacker's pawns on the board have not fought this turn, not %u"),
                            MAX (free_att, 0), battle->attackers);
  if ((gint) battle->defenders > free_def)
    return hd_rules_refuse (error, RULE_ATTACK,
                            _("only %d of the defender's pawns on the board have not fought this turn, not %u"),
                            MAX (free_def, 0), battle->defenders);
  return TRUE;
}

static gboolean
check_die (const HdSheetAction *a, const HdPawnsOdds *odds, GError **error)
{
  g_autofree char *told = hd_pawns_combat_format_odds (odds);
  const char *given = NULL;

  if (odds->automatic != NULL && a->arg[B_DIE] != 0)
    return hd_rules_refuse (error, RULE_CRT, _("no die is rolled at %s: the result is automatic"), told);
  if (odds->automatic != NULL)
    return a->arg[B_RESULT] == 0 || g_str_equal (crt_results[a->arg[B_RESULT] - 1], odds->automatic) ||
           hd_rules_refuse (error, RULE_CRT, _("at %s the result is %s"), told,
                            hd_sheet_table_describe (&hd_pawns_crt_def, odds->automatic));
  if (a->arg[B_DIE] < 1 || a->arg[B_DIE] > 6)
    return hd_rules_refuse (error, RULE_CRT, _("at %s the attacker rolls the die"), told);
  given = crt_given[(a->arg[B_DIE] - 1) * HD_PAWNS_N_COLUMNS + odds->column];
  if (given != NULL && a->arg[B_RESULT] > 0 && !g_str_equal (given, crt_results[a->arg[B_RESULT] - 1]))
    /* TRANSLATORS: %1$s the odds, %2$d the die, %3$s the table's result */
    return hd_rules_refuse (error, RULE_CRT, _("at %1$s a %2$d is %3$s"), told, a->arg[B_DIE],
                            hd_sheet_table_describe (&hd_pawns_crt_def, given));
  if (given == NULL && a->arg[B_RESULT] == 0)
    return hd_rules_refuse (error, RULE_CRT,
                            _("our copy of the table lacks a %1$d at %2$s: read the result from your printed chart "
                              "and give it, or fill the table in under Tables"),
                            a->arg[B_DIE], columns[odds->column]);
  return TRUE;
}

static gboolean
battle_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  HdPawnsBattle battle;
  HdPawnsOdds odds;

  battle_of (a, &battle);
  if (!hd_pawns_combat_check (&battle, hd_pawns_get_attacker (sheet) == PAWNS_UNION, error) ||
      !check_pawns_free (sheet, &battle, error))
    return FALSE;
  hd_pawns_combat_odds (&battle, &odds);
  return check_die (a, &odds, error);
}

static void
battle_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  int att = hd_pawns_get_attacker (sheet);
  HdPawnsBattle battle;
  HdPawnsOdds odds;
  const char *result;
  guint lost_att, lost_def;

  battle_of (a, &battle);
  hd_pawns_combat_odds (&battle, &odds);
  result = battle_result (a, &odds);
  hd_pawns_combat_losses (&battle, result, &lost_att, &lost_def);
  sheet->track[PAWNS_T_UNION + att] -= (gint) lost_att;
  sheet->track[PAWNS_T_UNION + 1 - att] -= (gint) lost_def;
  sheet->track[PAWNS_T_FOUGHT_ATT] += (gint) (battle.attackers - lost_att);
  sheet->track[PAWNS_T_FOUGHT_DEF] += (gint) (battle.defenders - lost_def);
  sheet->track[PAWNS_T_BATTLES]++;
  if (g_str_equal (result, HD_PAWNS_A_BACK_2) || g_str_equal (result, HD_PAWNS_D_BACK_2))
    {
      gboolean attacker_goes = g_str_equal (result, HD_PAWNS_A_BACK_2);

      sheet->track[PAWNS_T_RETREAT] = 1 + (attacker_goes ? att : 1 - att);
      sheet->track[PAWNS_T_RETREATERS] = (gint) (attacker_goes ? battle.attackers : battle.defenders);
    }
}

static char *
battle_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  HdPawnsBattle battle;
  HdPawnsOdds odds;
  g_autofree char *told = NULL;
  const char *side = _(rules->side_names[hd_pawns_get_attacker (before)]);
  const char *result;

  battle_of (a, &battle);
  hd_pawns_combat_odds (&battle, &odds);
  told = hd_pawns_combat_format_odds (&odds);
  result = hd_sheet_table_describe (&hd_pawns_crt_def, battle_result (a, &odds));
  if (odds.automatic != NULL)
    /* TRANSLATORS: %1$s a side, %2$s the odds ("1-4 (below 1-3)"), %3$s the result */
    return g_strdup_printf (_("%1$s attacks at %2$s: %3$s"), side, told, result);
  /* TRANSLATORS: %1$s a side, %2$s the odds ("3-2 (1-1)"), %3$d the die, %4$s the result */
  return g_strdup_printf (_("%1$s attacks at %2$s, die %3$d: %4$s"), side, told, a->arg[B_DIE], result);
}

static void
battle_complete (const HdSheetRules *rules, const HdSheet *sheet, HdSheetTable * const *tables, HdSheetAction *a)
{
  HdPawnsBattle battle;
  HdPawnsOdds odds;
  const char *cell;

  battle_of (a, &battle);
  if (a->arg[B_RESULT] > 0 || a->arg[B_DIE] < 1 || a->arg[B_DIE] > 6 || battle.attackers == 0 ||
      battle.defenders == 0 || battle.terrain > HD_PAWNS_PORT || battle.unmatched > battle.attackers)
    return;
  hd_pawns_combat_odds (&battle, &odds);
  if (odds.automatic != NULL)
    return;
  cell = hd_sheet_table_get (tables[PAWNS_TABLE_CRT], (guint) a->arg[B_DIE] - 1, (guint) odds.column);
  if (cell != NULL && crt_given[(a->arg[B_DIE] - 1) * HD_PAWNS_N_COLUMNS + odds.column] == NULL)
    a->arg[B_RESULT] = hd_sheet_table_find_result (&hd_pawns_crt_def, cell) + 1;
}

/* What one face of the die gives at @odds, a line: the table's result,
 * with the pawns an exchange takes; "not in our copy" while unknown. */
static char *
face_line (const HdPawnsBattle *battle, const HdSheetTable *crt, int column, guint face)
{
  const char *cell = hd_sheet_table_get (crt, face - 1, (guint) column);
  guint lost_att, lost_def;

  if (cell == NULL)
    /* TRANSLATORS: a die face whose result the players must read from their chart */
    return g_strdup_printf (_("%u: not in our copy"), face);
  if (!g_str_equal (cell, HD_PAWNS_EXCHANGE))
    /* TRANSLATORS: a die face and its result ("3: Defender back 2") */
    return g_strdup_printf (_("%1$u: %2$s"), face, hd_sheet_table_describe (&hd_pawns_crt_def, cell));
  hd_pawns_combat_losses (battle, cell, &lost_att, &lost_def);
  /* TRANSLATORS: a die face giving an exchange, worked out: the pawns each side removes */
  return g_strdup_printf (_("%1$u: Exchange (attacker loses %2$u, defender %3$u)"), face, lost_att, lost_def);
}

/* Each result's chance in @column, once the column is whole (else NULL). */
static char *
chances_line (const HdSheetTable *crt, int column)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;
  guint faces[5];

  if (!hd_pawns_combat_chances (crt, column, faces))
    return NULL;
  for (guint r = 0; r < G_N_ELEMENTS (faces); r++)
    if (faces[r] > 0)
      /* TRANSLATORS: a result's chance: %1$s the result, %2$u how many faces of six give it */
      g_ptr_array_add (items, g_strdup_printf (_("%1$s: %2$u in 6"),
                                               hd_sheet_table_describe (&hd_pawns_crt_def, crt_results[r]), faces[r]));
  g_ptr_array_add (items, NULL);
  /* TRANSLATORS: the separator between two results' chances in a list */
  list = g_strjoinv (_("; "), (char **) items->pdata);
  /* TRANSLATORS: %s the list of each result's chance */
  return g_strdup_printf (_("Chances: %s."), list);
}

static char *
battle_preview (const HdSheetRules *rules, const HdSheet *sheet, HdSheetTable * const *tables,
                const HdSheetAction *a)
{
  g_autofree char *told = NULL, *chances = NULL;
  g_autoptr(GPtrArray) lines = NULL;
  HdPawnsBattle battle;
  HdPawnsOdds odds;

  battle_of (a, &battle);
  if (!hd_pawns_combat_check (&battle, hd_pawns_get_attacker (sheet) == PAWNS_UNION, NULL))
    return NULL;
  hd_pawns_combat_odds (&battle, &odds);
  told = hd_pawns_combat_format_odds (&odds);
  if (odds.automatic != NULL)
    /* TRANSLATORS: %1$s the odds, %2$s the result: no die is rolled */
    return g_strdup_printf (_("Odds %1$s: %2$s, without a die."), told,
                            hd_sheet_table_describe (&hd_pawns_crt_def, odds.automatic));
  lines = g_ptr_array_new_with_free_func (g_free);
  /* TRANSLATORS: %s the odds ("3-2 (1-1)"); each face of the die's result follows, a line each */
  g_ptr_array_add (lines, g_strdup_printf (_("Odds %s. The die:"), told));
  for (guint face = 1; face <= 6; face++)
    g_ptr_array_add (lines, face_line (&battle, tables[PAWNS_TABLE_CRT], odds.column, face));
  chances = chances_line (tables[PAWNS_TABLE_CRT], odds.column);
  if (chances != NULL)
    g_ptr_array_add (lines, g_steal_pointer (&chances));
  g_ptr_array_add (lines, NULL);
  return g_strjoinv ("\n", (char **) lines->pdata);
}

static const char * const terrain_words[] = {
  N_("Open ground"), N_("A mountain"), N_("A river"), N_("A port, attacked from the sea"),
};
static const char * const result_choices[] = {
  "", HD_PAWNS_A_ELIM, HD_PAWNS_A_BACK_2, HD_PAWNS_EXCHANGE, HD_PAWNS_D_BACK_2, HD_PAWNS_D_ELIM, NULL,
};
static const char * const result_words[] = {
  N_("As the table says"), N_("Attacker eliminated"), N_("Attacker back 2"), N_("Exchange"), N_("Defender back 2"),
  N_("Defender eliminated"),
};

static const HdSheetField battle_fields[] = {
  { NULL, N_("Attacking pawns"), HD_SHEET_FIELD_NUMBER, 1, 15, NULL, NULL, FALSE },
  { "vs", N_("Defending pawns"), HD_SHEET_FIELD_NUMBER, 1, 15, NULL, NULL, FALSE },
  { "on", N_("The defenders stand on"), HD_SHEET_FIELD_CHOICE, 0, 0, terrains, terrain_words, TRUE },
  { "double", N_("Attackers it does not double against"), HD_SHEET_FIELD_NUMBER, 0, 15, NULL, NULL, TRUE },
  { "result", N_("Result, where our copy lacks it"), HD_SHEET_FIELD_CHOICE, 0, 0, result_choices, result_words, TRUE },
  { "die", N_("The attacker's die"), HD_SHEET_FIELD_DIE, 1, 6, NULL, NULL, TRUE },
};

const HdSheetVerb hd_pawns_verb_battle = {
  "battle", battle_read, battle_write, battle_check, battle_make, battle_describe, battle_complete,
  battle_fields, G_N_ELEMENTS (battle_fields), battle_preview, N_("Record Without a Die"),
};

/* --------------------------------------------------------- the "retreat" verb */

static gboolean
retreat_read (const HdSheetRules *rules, char **w, HdSheetAction *out, GError **error)
{
  if (w[0] == NULL)
    return TRUE;
  if (!g_str_equal (w[0], "lost") || w[1] == NULL || w[2] != NULL)
    return hd_rules_refuse (error, RULE_CRT, _("write \"retreat\", or \"retreat lost N\" for pawns that could not"));
  return hd_sheet_read_number (w[1], 0, 15, &out->arg[0], RULE_CRT, error);
}

static void
retreat_write (const HdSheetRules *rules, const HdSheetAction *a, GString *out)
{
  if (a->arg[0] > 0)
    g_string_append_printf (out, " lost %d", a->arg[0]);
}

static gboolean
retreat_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (sheet->track[PAWNS_T_RETREAT] == 0)
    return hd_rules_refuse (error, RULE_CRT, _("no pawns are retreating"));
  if (a->arg[0] < 0 || a->arg[0] > sheet->track[PAWNS_T_RETREATERS])
    return hd_rules_refuse (error, RULE_CRT, _("only %d pawns retreat, so no more can be lost"),
                            sheet->track[PAWNS_T_RETREATERS]);
  return TRUE;
}

static void
retreat_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  int side = sheet->track[PAWNS_T_RETREAT] - 1;

  sheet->track[PAWNS_T_UNION + side] -= a->arg[0];
  sheet->track[side == hd_pawns_get_attacker (sheet) ? PAWNS_T_FOUGHT_ATT : PAWNS_T_FOUGHT_DEF] -= a->arg[0];
  sheet->track[PAWNS_T_RETREAT] = sheet->track[PAWNS_T_RETREATERS] = 0;
}

static char *
retreat_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  const char *side = _(rules->side_names[before->track[PAWNS_T_RETREAT] - 1]);

  if (a->arg[0] == 0)
    /* TRANSLATORS: %s a side */
    return g_strdup_printf (_("%s retreats 2 squares"), side);
  /* TRANSLATORS: %1$s a side, %2$d the pawns that could not retreat */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s retreats; %2$d pawn could not and is eliminated",
                                       "%1$s retreats; %2$d pawns could not and are eliminated", (gulong) a->arg[0]),
                          side, a->arg[0]);
}

static const HdSheetField retreat_fields[] = {
  { "lost", N_("Pawns that could not retreat"), HD_SHEET_FIELD_NUMBER, 0, 15, NULL, NULL, TRUE },
};

const HdSheetVerb hd_pawns_verb_retreat = {
  "retreat", retreat_read, retreat_write, retreat_check, retreat_make, retreat_describe, NULL,
  retreat_fields, G_N_ELEMENTS (retreat_fields), NULL, N_("Record the Retreat"),
};

const HdSheetStep hd_pawns_step_retreat = {
  "retreat", RULE_CRT, -1, N_("Retreat"),
  N_("The loser's pawns retreat 2 squares, as the winner chooses; a surrounded pawn cannot and is eliminated. "
     "Say how many could not."),
  NULL, FALSE, "retreat",
};

/* --------------------------------------------------------- candidates */

void
hd_pawns_combat_add_candidates (const HdSheetRules *rules,
                                const HdSheet      *sheet,
                                GPtrArray          *out)
{
  for (gint att = 1; att <= 3; att++)
    for (gint def = 1; def <= 2; def++)
      for (gint terrain = 0; terrain <= HD_PAWNS_RIVER; terrain += HD_PAWNS_RIVER)
        for (gint die = 0; die <= 3; die++)
          {
            HdSheetAction a = { .verb = PAWNS_V_BATTLE, .arg = { att, def, terrain, 0, die, 0 } };

            hd_sheet_add_candidate (rules, sheet, &a, out);
          }
}
