/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-pawns.c: the pawns game's month and books (hd-pawns.h): its tracks,
 * its steps with their skips, the month's end (the centres occupied,
 * the Time Record Card's mark, the victory tests), the replacements, and
 * the time limit.  Its battles are hd-pawns-combat.c's. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-pawns.h"
#include "hd-pawns-private.h"
#include "hd-rules.h"
#include "hd-sheet-table.h"

#define RULE_SETUP    "Pawns, Prepare For Play"
#define RULE_ROUTINE  "Pawns, Routine of Play"
#define RULE_REPLACE  "Pawns, Replacements"
#define RULE_CARD     "Pawns, Time Record Card"
#define RULE_WIN      "Pawns, How to Win"

#define UNION_CENTRES        4
#define CONFEDERATE_CENTRES  3
#define HOLD_TO_WIN          3     /* the month of capture and the two that follow */

static const gint maximum[2] = { 15, 9 };
static const gint replacements[2] = { 3, 2 };
static const gint centres[2] = { UNION_CENTRES, CONFEDERATE_CENTRES };

guint
hd_pawns_count_members (gint set)
{
  return (guint) __builtin_popcount ((unsigned) set);
}

int
hd_pawns_get_attacker (const HdSheet *sheet)
{
  return sheet->step >= PAWNS_S_CONFEDERATE_MOVE ? PAWNS_CONFEDERATE : PAWNS_UNION;
}

static char *
month_label (guint turn)
{
  return g_strdup_printf ("%02u/%u", (3 + turn) % 12 + 1, 1861 + (3 + turn) / 12);
}

/* How many pawns @side may place this month: its maximum a month, its
 * centres not occupied by the enemy, and room under its army's maximum. */
static gint
replacements_allowed (const HdSheet *sheet, int side)
{
  gint occupied = (gint) hd_pawns_count_members (sheet->track[side == PAWNS_UNION ? PAWNS_T_CSA_IN_UNION
                                                                                   : PAWNS_T_UNION_IN_CSA]);
  gint room = maximum[side] - sheet->track[PAWNS_T_UNION + side];

  return MIN (replacements[side], MIN (centres[side] - occupied, room));
}

/* ------------------------------------------------------------- the steps */

static const char *
skip_after_setup (const HdSheetRules *rules, const HdSheet *sheet)
{
  return sheet->turn > 0 ? N_("The pawns are placed only before the first month.") : NULL;
}

static const char *
skip_replacements (const HdSheetRules *rules, const HdSheet *sheet, int side)
{
  if (sheet->track[PAWNS_T_MARK] != PAWNS_MARK_YES)
    return N_("This month has no asterisk on the Time Record Card: no replacements.");
  if (sheet->track[PAWNS_T_UNION + side] >= maximum[side])
    return side == PAWNS_UNION ? N_("The Union already has its 15 pawns on the board.")
                               : N_("The Confederacy already has its 9 pawns on the board.");
  if (replacements_allowed (sheet, side) <= 0)
    return side == PAWNS_UNION ? N_("The Confederacy occupies every Union replacement centre.")
                               : N_("The Union occupies every Confederate replacement centre.");
  return NULL;
}

static const char *
skip_union_replacements (const HdSheetRules *rules, const HdSheet *sheet)
{
  return skip_replacements (rules, sheet, PAWNS_UNION);
}

static const char *
skip_confederate_replacements (const HdSheetRules *rules, const HdSheet *sheet)
{
  return skip_replacements (rules, sheet, PAWNS_CONFEDERATE);
}

static const HdSheetStep steps[PAWNS_N_STEPS] = {
  { "setup-union", RULE_SETUP, PAWNS_UNION, N_("Union set-up"),
    N_("The Union places its 6 pawns on squares north of the border line, none adjacent to it."),
    skip_after_setup, TRUE, NULL },
  { "setup-confederate", RULE_SETUP, PAWNS_CONFEDERATE, N_("Confederate set-up"),
    N_("The Confederacy places its 6 pawns on squares south of the border line; they may stand next to it."),
    skip_after_setup, TRUE, NULL },
  { "union-move", RULE_ROUTINE " 1", PAWNS_UNION, N_("Union movement"),
    N_("The Union moves the pawns it chooses: 2 squares, 8 more along a railroad or at sea; a mountain stops "
       "it. A pawn that moves next to an enemy pawn stops and will attack."),
    NULL, TRUE, NULL },
  { "union-combat", RULE_ROUTINE " 2", PAWNS_UNION, N_("Union battles"),
    N_("The Union fights every battle its moves made, one at a time in the order it chooses, one die each. "
       "Record each battle; say done when all are fought."),
    NULL, TRUE, "battle" },
  { "confederate-move", RULE_ROUTINE " 3", PAWNS_CONFEDERATE, N_("Confederate movement"),
    N_("The Confederacy moves the pawns it chooses: 2 squares, 8 more along a railroad (never at sea); a "
       "mountain stops it. A pawn that moves next to an enemy pawn stops and will attack."),
    NULL, TRUE, NULL },
  { "confederate-combat", RULE_ROUTINE " 4", PAWNS_CONFEDERATE, N_("Confederate battles"),
    N_("The Confederacy fights every battle its moves made, one die each. Record each battle; say done when all "
       "are fought."),
    NULL, TRUE, "battle" },
  { "month-end", RULE_ROUTINE " 5", -1, N_("End of the month"),
    N_("Say which replacement centres enemy pawns occupy (a pawn on the star or any of its six squares), and "
       "whether this month has an asterisk on the Time Record Card."),
    NULL, FALSE, "end-month" },
  { "union-replacements", RULE_REPLACE, PAWNS_UNION, N_("Union replacements"),
    N_("The Union places its new pawns, one a star, on the stars of its centres the enemy does not occupy."),
    skip_union_replacements, FALSE, "replace" },
  { "confederate-replacements", RULE_REPLACE, PAWNS_CONFEDERATE, N_("Confederate replacements"),
    N_("The Confederacy places its new pawns, one a star, on the stars of its centres the enemy does not occupy."),
    skip_confederate_replacements, FALSE, "replace" },
};

/* ------------------------------------------------------------ the tracks */

static const HdSheetTrack tracks[PAWNS_N_TRACKS] = {
  { "union-pawns", N_("Union pawns on the board"), PAWNS_UNION, HD_SHEET_PUBLIC, HD_SHEET_NUMBER, 0, 15, 6,
    RULE_REPLACE },
  { "confederate-pawns", N_("Confederate pawns on the board"), PAWNS_CONFEDERATE, HD_SHEET_PUBLIC, HD_SHEET_NUMBER,
    0, 9, 6, RULE_REPLACE },
  { "union-centres-occupied", N_("Union centres the Confederacy occupies"), PAWNS_UNION, HD_SHEET_PUBLIC,
    HD_SHEET_SET, 0, 15, 0, RULE_WIN },
  { "confederate-centres-occupied", N_("Confederate centres the Union occupies"), PAWNS_CONFEDERATE,
    HD_SHEET_PUBLIC, HD_SHEET_SET, 0, 7, 0, RULE_WIN },
  { "hold-1", N_("Month ends Union centre 1 has been occupied"), PAWNS_CONFEDERATE, HD_SHEET_INTERNAL,
    HD_SHEET_NUMBER, 0, HOLD_TO_WIN, 0, RULE_WIN },
  { "hold-2", N_("Month ends Union centre 2 has been occupied"), PAWNS_CONFEDERATE, HD_SHEET_INTERNAL,
    HD_SHEET_NUMBER, 0, HOLD_TO_WIN, 0, RULE_WIN },
  { "hold-3", N_("Month ends Union centre 3 has been occupied"), PAWNS_CONFEDERATE, HD_SHEET_INTERNAL,
    HD_SHEET_NUMBER, 0, HOLD_TO_WIN, 0, RULE_WIN },
  { "hold-4", N_("Month ends Union centre 4 has been occupied"), PAWNS_CONFEDERATE, HD_SHEET_INTERNAL,
    HD_SHEET_NUMBER, 0, HOLD_TO_WIN, 0, RULE_WIN },
  { "fought-attackers", N_("Attacking pawns that have fought"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 15, 0,
    "Pawns, Attack" },
  { "fought-defenders", N_("Defending pawns that have fought"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 15, 0,
    "Pawns, Attack" },
  { "battles", N_("Battles fought this turn"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, G_MAXINT, 0,
    RULE_ROUTINE },
  { "retreat", N_("Side retreating"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 2, 0, "Pawns, Combat Results Table" },
  { "retreaters", N_("Pawns retreating"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 15, 0,
    "Pawns, Combat Results Table" },
  { "mark", N_("Time Record Card"), -1, HD_SHEET_INTERNAL, HD_SHEET_NUMBER, 0, 2, 0, RULE_CARD },
};

/* ------------------------------------------------------ the "end-month" verb */

enum { M_CSA_IN, M_UNION_IN, M_MARK };

static gboolean
end_month_read (const HdSheetRules *rules, char **w, HdSheetAction *out, GError **error)
{
  guint i = 0, used;

  if (w[i] == NULL || !g_str_equal (w[i], "confederate-in"))
    return hd_rules_refuse (error, RULE_WIN,
                            _("write \"end-month confederate-in SET union-in SET\" and, unless the Time Record Card "
                              "is filled in, \"replacements yes\" or \"no\""));
  if (!hd_sheet_read_set (w + 1, UNION_CENTRES, &used, &out->arg[M_CSA_IN], RULE_WIN, error))
    return FALSE;
  i = 1 + used;
  if (w[i] == NULL || !g_str_equal (w[i], "union-in"))
    return hd_rules_refuse (error, RULE_WIN, _("\"union-in\" and the Confederate centres Union pawns occupy come next"));
  if (!hd_sheet_read_set (w + i + 1, CONFEDERATE_CENTRES, &used, &out->arg[M_UNION_IN], RULE_WIN, error))
    return FALSE;
  i += 1 + used;
  if (w[i] == NULL)
    return TRUE;
  if (g_str_equal (w[i], "replacements") && w[i + 1] != NULL && w[i + 2] == NULL &&
      (g_str_equal (w[i + 1], "yes") || g_str_equal (w[i + 1], "no")))
    {
      out->arg[M_MARK] = g_str_equal (w[i + 1], "yes") ? PAWNS_MARK_YES : PAWNS_MARK_NO;
      return TRUE;
    }
  return hd_rules_refuse (error, RULE_CARD, _("the month's mark is \"replacements yes\" or \"replacements no\""));
}

static void
end_month_write (const HdSheetRules *rules, const HdSheetAction *a, GString *out)
{
  g_string_append (out, " confederate-in");
  hd_sheet_write_set (a->arg[M_CSA_IN], out);
  g_string_append (out, " union-in");
  hd_sheet_write_set (a->arg[M_UNION_IN], out);
  if (a->arg[M_MARK] != 0)
    g_string_append_printf (out, " replacements %s", a->arg[M_MARK] == PAWNS_MARK_YES ? "yes" : "no");
}

static gboolean
end_month_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[M_CSA_IN] < 0 || a->arg[M_CSA_IN] > 15 || a->arg[M_UNION_IN] < 0 || a->arg[M_UNION_IN] > 7 ||
      a->arg[M_MARK] < 0 || a->arg[M_MARK] > PAWNS_MARK_NO)
    return hd_rules_refuse (error, RULE_REPLACE, _("the Union has 4 replacement centres and the Confederacy 3"));
  if ((gint) hd_pawns_count_members (a->arg[M_CSA_IN]) > sheet->track[PAWNS_T_CONFEDERATE])
    return hd_rules_refuse (error, RULE_WIN, _("the Confederacy has %d pawns on the board: it cannot occupy %u centres"),
                            sheet->track[PAWNS_T_CONFEDERATE], hd_pawns_count_members (a->arg[M_CSA_IN]));
  if ((gint) hd_pawns_count_members (a->arg[M_UNION_IN]) > sheet->track[PAWNS_T_UNION])
    return hd_rules_refuse (error, RULE_WIN, _("the Union has %d pawns on the board: it cannot occupy %u centres"),
                            sheet->track[PAWNS_T_UNION], hd_pawns_count_members (a->arg[M_UNION_IN]));
  if (a->arg[M_MARK] == 0)
    {
      g_autofree char *month = month_label (sheet->turn);
      return hd_rules_refuse (error, RULE_CARD,
                              _("our copy lacks the Time Record Card: say whether %s has an asterisk (\"replacements "
                                "yes\" or \"no\"), or fill the card in under Tables"),
                              month);
    }
  return TRUE;
}

/* The Confederacy's hold on the Union centres: for each, the month ends
 * running its pawns have occupied it (counted to 3); it has won when two
 * centres have been held the last three month ends together. */
static gboolean
update_hold (HdSheet *sheet, gint held)
{
  guint held_long = 0;

  for (guint c = 0; c < UNION_CENTRES; c++)
    {
      gint *streak = &sheet->track[PAWNS_T_HOLD_1 + c];

      *streak = (held & (1 << c)) ? MIN (*streak + 1, HOLD_TO_WIN) : 0;
      held_long += *streak >= HOLD_TO_WIN;
    }
  return held_long >= 2;
}

static void
end_month_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  gboolean held;

  sheet->track[PAWNS_T_CSA_IN_UNION] = a->arg[M_CSA_IN];
  sheet->track[PAWNS_T_UNION_IN_CSA] = a->arg[M_UNION_IN];
  sheet->track[PAWNS_T_MARK] = a->arg[M_MARK];
  held = update_hold (sheet, a->arg[M_CSA_IN]);
  if (sheet->track[PAWNS_T_CONFEDERATE] == 0 && a->arg[M_UNION_IN] == (1 << CONFEDERATE_CENTRES) - 1)
    sheet->winner = PAWNS_UNION;
  else if (held)
    sheet->winner = PAWNS_CONFEDERATE;
  else
    hd_sheet_advance (rules, sheet);
}

static char *
end_month_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  g_autofree char *month = month_label (before->turn);
  HdSheet after = *before;
  g_autofree char *csa = NULL, *us = NULL;

  after.track[PAWNS_T_CSA_IN_UNION] = a->arg[M_CSA_IN];
  after.track[PAWNS_T_UNION_IN_CSA] = a->arg[M_UNION_IN];
  csa = hd_sheet_format_track (rules, &after, PAWNS_T_CSA_IN_UNION);
  us = hd_sheet_format_track (rules, &after, PAWNS_T_UNION_IN_CSA);
  if (a->arg[M_MARK] == PAWNS_MARK_YES)
    /* TRANSLATORS: %1$s the month ("04/1861"), %2$s and %3$s the centres occupied ("1, 3"; "none") */
    return g_strdup_printf (_("End of %1$s: the Confederacy occupies Union centres %2$s, the Union Confederate "
                              "centres %3$s; a replacement month"), month, csa, us);
  return g_strdup_printf (_("End of %1$s: the Confederacy occupies Union centres %2$s, the Union Confederate "
                            "centres %3$s"), month, csa, us);
}

static void
end_month_complete (const HdSheetRules *rules, const HdSheet *sheet, HdSheetTable * const *tables, HdSheetAction *a)
{
  const char *cell;

  if (a->arg[M_MARK] != 0 || sheet->turn >= rules->n_turns)
    return;
  cell = hd_sheet_table_get (tables[PAWNS_TABLE_CARD], sheet->turn, 0);
  if (cell != NULL)
    a->arg[M_MARK] = g_str_equal (cell, "yes") ? PAWNS_MARK_YES : PAWNS_MARK_NO;
}

static const char * const mark_choices[] = { "", "yes", "no", NULL };
static const char * const mark_words[] = { N_("As the card says"), N_("Yes: replacements"), N_("No") };

static const HdSheetField end_month_fields[] = {
  { "confederate-in", N_("Union centres Confederate pawns occupy"), HD_SHEET_FIELD_SET, 1, UNION_CENTRES, NULL, NULL,
    FALSE },
  { "union-in", N_("Confederate centres Union pawns occupy"), HD_SHEET_FIELD_SET, 1, CONFEDERATE_CENTRES, NULL, NULL,
    FALSE },
  { "replacements", N_("An asterisk on the Time Record Card"), HD_SHEET_FIELD_CHOICE, 0, 0, mark_choices, mark_words,
    TRUE },
};

static const HdSheetVerb verb_end_month = {
  "end-month", end_month_read, end_month_write, end_month_check, end_month_make, end_month_describe,
  end_month_complete, end_month_fields, G_N_ELEMENTS (end_month_fields), NULL, N_("End the Month"),
};

/* -------------------------------------------------------- the "replace" verb */

static int
replacing_side (const HdSheet *sheet)
{
  return sheet->step == PAWNS_S_UNION_REPLACEMENTS ? PAWNS_UNION : PAWNS_CONFEDERATE;
}

static gboolean
replace_read (const HdSheetRules *rules, char **w, HdSheetAction *out, GError **error)
{
  if (w[0] == NULL || w[1] != NULL)
    return hd_rules_refuse (error, RULE_REPLACE, _("write \"replace N\": the pawns placed on the stars"));
  return hd_sheet_read_number (w[0], 0, 15, &out->arg[0], RULE_REPLACE, error);
}

static void
replace_write (const HdSheetRules *rules, const HdSheetAction *a, GString *out)
{
  g_string_append_printf (out, " %d", a->arg[0]);
}

static gboolean
replace_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  int side = replacing_side (sheet);
  gint allowed = replacements_allowed (sheet, side);

  if (a->arg[0] < 0 || a->arg[0] > allowed)
    /* TRANSLATORS: %1$s a side, %2$d how many it may place this month */
    return hd_rules_refuse (error, RULE_REPLACE,
                            _("%1$s may place at most %2$d this month: its monthly number, one on each star of a "
                              "centre the enemy does not occupy, and no more than its army's maximum"),
                            _(rules->side_names[side]), MAX (allowed, 0));
  return TRUE;
}

static void
replace_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  sheet->track[PAWNS_T_UNION + replacing_side (sheet)] += a->arg[0];
  hd_sheet_advance (rules, sheet);
}

static char *
replace_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s a side, %2$d the new pawns */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s places %2$d new pawn", "%1$s places %2$d new pawns",
                                       (gulong) a->arg[0]),
                          _(rules->side_names[replacing_side (before)]), a->arg[0]);
}

static const HdSheetField replace_fields[] = {
  { NULL, N_("New pawns placed"), HD_SHEET_FIELD_NUMBER, 0, 3, NULL, NULL, FALSE },
};

static const HdSheetVerb verb_replace = {
  "replace", replace_read, replace_write, replace_check, replace_make, replace_describe, NULL,
  replace_fields, G_N_ELEMENTS (replace_fields), NULL, N_("Place Them"),
};

/* ------------------------------------------------------- the Time Record Card */

static const char * const months[] = {
  "1861-04", "1861-05", "1861-06", "1861-07", "1861-08", "1861-09", "1861-10", "1861-11", "1861-12",
  "1862-01", "1862-02", "1862-03", "1862-04", "1862-05", "1862-06", "1862-07", "1862-08", "1862-09",
  "1862-10", "1862-11", "1862-12", "1863-01", "1863-02", "1863-03", "1863-04", "1863-05", "1863-06",
  "1863-07", "1863-08", "1863-09", "1863-10", "1863-11", "1863-12", "1864-01", "1864-02", "1864-03",
  "1864-04", "1864-05", "1864-06", "1864-07", "1864-08", "1864-09", "1864-10", "1864-11", "1864-12",
  "1865-01", "1865-02", "1865-03",
};
static const char * const card_columns[] = { "replacements" };
static const char * const card_results[] = { "yes", "no", NULL };
static const char * const card_words[] = { N_("Asterisk: replacements"), N_("No asterisk") };
static const char * const card_short[] = { N_("Yes"), N_("No") };

static const HdSheetTableDef card_def = {
  "time-record-card", N_("Time Record Card"), RULE_CARD,
  G_N_ELEMENTS (months), months, 1, card_columns, card_results, card_words, card_short, NULL,
  N_("Our copy of the rules does not have the card: type which months carry an asterisk."),
};

static const HdSheetTableDef * const tables[PAWNS_N_TABLES] = { &hd_pawns_crt_def, &card_def };

/* ------------------------------------------------------------ the month */

/* The pawns that fought count only in their side's combat step. */
static void
step_begins (const HdSheetRules *rules, HdSheet *sheet)
{
  sheet->track[PAWNS_T_FOUGHT_ATT] = sheet->track[PAWNS_T_FOUGHT_DEF] = sheet->track[PAWNS_T_BATTLES] = 0;
}

static void
turn_begins (const HdSheetRules *rules, HdSheet *sheet)
{
  sheet->track[PAWNS_T_MARK] = 0;
}

/* After the 03/1865 month: the Confederacy has avoided the Union's
 * victory (the card's C, way 1). */
static void
time_up (const HdSheetRules *rules, HdSheet *sheet)
{
  sheet->winner = PAWNS_CONFEDERATE;
}

static const HdSheetStep *
pending (const HdSheetRules *rules, const HdSheet *sheet)
{
  return sheet->track[PAWNS_T_RETREAT] != 0 ? &hd_pawns_step_retreat : NULL;
}

/* The pawns game's invariants (docs/sheet-games.md):
 * P1. a retreat is owed only in a combat step, by pawns that fought;
 * P2. the pawns that fought are on the board;
 * P3. a Union centre held at past month ends is occupied now. */
static char *
invariants (const HdSheetRules *rules, const HdSheet *sheet)
{
  int att = hd_pawns_get_attacker (sheet);
  gboolean combat = sheet->step == PAWNS_S_UNION_COMBAT || sheet->step == PAWNS_S_CONFEDERATE_COMBAT;

  if (sheet->track[PAWNS_T_RETREAT] != 0 && (!combat || sheet->track[PAWNS_T_RETREATERS] == 0))
    return g_strdup ("P1. a retreat is owed outside a battle");
  if (sheet->track[PAWNS_T_FOUGHT_ATT] > sheet->track[PAWNS_T_UNION + att] ||
      sheet->track[PAWNS_T_FOUGHT_DEF] > sheet->track[PAWNS_T_UNION + 1 - att])
    return g_strdup ("P2. more pawns fought than are on the board");
  for (guint c = 0; c < UNION_CENTRES; c++)
    if (sheet->track[PAWNS_T_HOLD_1 + c] > 0 && !(sheet->track[PAWNS_T_CSA_IN_UNION] & (1 << c)))
      return g_strdup_printf ("P3. Union centre %u is counted held but not occupied", c + 1);
  return NULL;
}

static GPtrArray *
candidates (const HdSheetRules *rules, const HdSheet *sheet)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  HdSheetAction a = { HD_SHEET_VERB_DONE, { 0 } };

  hd_sheet_add_candidate (rules, sheet, &a, out);
  hd_pawns_combat_add_candidates (rules, sheet, out);
  for (a.arg[0] = 0, a.verb = PAWNS_V_RETREAT; a.arg[0] <= 2; a.arg[0]++)
    hd_sheet_add_candidate (rules, sheet, &a, out);
  for (a.arg[0] = 0, a.verb = PAWNS_V_REPLACE; a.arg[0] <= 3; a.arg[0]++)
    hd_sheet_add_candidate (rules, sheet, &a, out);
  a.verb = PAWNS_V_END_MONTH;
  for (a.arg[M_CSA_IN] = 0; a.arg[M_CSA_IN] < 16; a.arg[M_CSA_IN] += 3)
    for (a.arg[M_UNION_IN] = 0; a.arg[M_UNION_IN] < 8; a.arg[M_UNION_IN] += 7)
      for (a.arg[M_MARK] = PAWNS_MARK_YES; a.arg[M_MARK] <= PAWNS_MARK_NO; a.arg[M_MARK]++)
        hd_sheet_add_candidate (rules, sheet, &a, out);
  return out;
}

static const HdSheetVerb * const verbs[] = {
  [HD_SHEET_VERB_DONE] = &hd_sheet_verb_done,
  [HD_SHEET_VERB_CORRECT] = &hd_sheet_verb_correct,
  [PAWNS_V_BATTLE] = &hd_pawns_verb_battle,
  [PAWNS_V_RETREAT] = &hd_pawns_verb_retreat,
  [PAWNS_V_END_MONTH] = &verb_end_month,
  [PAWNS_V_REPLACE] = &verb_replace,
};

const HdSheetRules hd_pawns_rules = {
  .id = "pawns",
  .name = N_("Civil War (the pawns game)"),
  .side_names = { N_("the Union"), N_("the Confederacy") },
  .side_ids = { "union", "confederate" },
  .n_turns = 48,
  .turn_label = month_label,
  .steps = steps,
  .n_steps = PAWNS_N_STEPS,
  .tracks = tracks,
  .n_tracks = PAWNS_N_TRACKS,
  .verbs = verbs,
  .n_verbs = G_N_ELEMENTS (verbs),
  .tables = tables,
  .n_tables = PAWNS_N_TABLES,
  .turn_begins = turn_begins,
  .step_begins = step_begins,
  .time_up = time_up,
  .end_rule = RULE_WIN,
  .invariants = invariants,
  .pending = pending,
  .candidates = candidates,
};
