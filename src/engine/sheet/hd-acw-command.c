/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-acw-command.c: American Civil War's Command Points and armies: the
 * CP Marker drawn and the bid, each entered behind the cover and shown
 * together once both are in (ACW 4.A); CPs spent on activations,
 * fortifications, combined operations and sieges, never more than are
 * left (ACW 10, 4.F, 4.K); an army created for 2 CPs (ACW 4.E.2); the
 * armies' rosters, their strengths and losses secret to their side
 * (ACW 7.B.6); and the losses taken at the Reinforcement Phase, an army
 * with nothing left removed for 5 VPs to the other side (ACW 4.E.4). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-acw-private.h"
#include "hd-rules.h"

#define R_DRAW   "ACW 4.A.1-3"
#define R_BID    "ACW 4.A.4"
#define R_SHOWN  "ACW 4.A.5"
#define R_SPEND  "ACW 10.2-4"
#define R_ARMY   "ACW 4.E.2"
#define R_ROSTER "ACW 7.B.6"
#define R_LOSSES "ACW 4.E.4"

gboolean
hd_acw_read_side (const char *word, int *out, const char *rule, GError **error)
{
  if (g_strcmp0 (word, "us") == 0 || g_strcmp0 (word, "csa") == 0)
    {
      *out = g_str_equal (word, "us") ? ACW_US : ACW_CSA;
      return TRUE;
    }
  return hd_rules_refuse (error, rule, _("a side is \"us\" or \"csa\", not \"%s\""), word != NULL ? word : "");
}

const char *
hd_acw_side_name (int side)
{
  return side == ACW_US ? _("the US") : _("the CSA");
}

const char * const hd_acw_side_words[] = { "us", "csa", NULL };
const char * const hd_acw_side_choice_words[] = { N_("the US"), N_("the CSA") };

/* -------------------------------------------------- "command cp N [bid M]" */

enum { C_CP, C_BID };

static int
commanding_side (const HdSheet *sheet)
{
  return sheet->step == ACW_S_CSA_COMMAND ? ACW_CSA : ACW_US;
}

static gboolean
command_read (const HdSheetRules *rules, char **w, HdSheetAction *out, GError **error)
{
  if (w[0] == NULL || !g_str_equal (w[0], "cp"))
    return hd_rules_refuse (error, R_DRAW, _("write \"command cp N\" with the CP Marker's value, then \"bid M\" "
                                             "from Turn 2"));
  if (!hd_sheet_read_number (w[1], 0, ACW_MAX_CP, &out->arg[C_CP], R_DRAW, error))
    return FALSE;
  if (w[2] == NULL)
    return TRUE;
  if (!g_str_equal (w[2], "bid") || w[3] == NULL || w[4] != NULL)
    return hd_rules_refuse (error, R_BID, _("the bid comes last, as \"bid M\""));
  return hd_sheet_read_number (w[3], 0, ACW_MAX_CP, &out->arg[C_BID], R_BID, error);
}

static void
command_write (const HdSheetRules *rules, const HdSheetAction *a, GString *out)
{
  g_string_append_printf (out, " cp %d", a->arg[C_CP]);
  if (a->arg[C_BID] > 0)
    g_string_append_printf (out, " bid %d", a->arg[C_BID]);
}

static gboolean
command_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[C_CP] < 0 || a->arg[C_CP] > ACW_MAX_CP || a->arg[C_BID] < 0)
    return hd_rules_refuse (error, R_DRAW, _("a CP Marker is worth from 0 to %d here"), ACW_MAX_CP);
  if (sheet->turn == 0 && a->arg[C_BID] > 0)
    return hd_rules_refuse (error, "ACW 4.A.3.B", _("there is no bid on Turn 1: the US is the first player"));
  if (a->arg[C_BID] > a->arg[C_CP])
    return hd_rules_refuse (error, R_BID, _("a bid cannot be more than the CP Marker drawn (%d)"), a->arg[C_CP]);
  return TRUE;
}

static void
command_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  int side = commanding_side (sheet);

  sheet->track[ACW_T_US_CP + side] = a->arg[C_CP];
  sheet->track[ACW_T_US_BID + side] = a->arg[C_BID];
  sheet->track[ACW_T_US_SPENT + side] = 0;
  if (side == ACW_CSA)
    {
      gint us = sheet->track[ACW_T_US_BID], csa = sheet->track[ACW_T_CSA_BID];

      sheet->track[ACW_T_FIRST] = csa > us ? ACW_CSA : ACW_US;
      sheet->track[ACW_T_NO_CAMPAIGN] = sheet->turn > 0 && us == 0 && csa == 0;
    }
  hd_sheet_advance (rules, sheet);
}

/* The bids shown together, as the second one comes in (both public
 * from then on). */
static char *
bids_shown (const HdSheet *before, const HdSheetAction *a)
{
  gint us = before->track[ACW_T_US_BID], csa = a->arg[C_BID];

  if (before->turn == 0)
    return g_strdup (_("On Turn 1 the US is the first player."));
  if (us == 0 && csa == 0)
    return g_strdup (_("Both bid 0: there are no Campaign Phases this turn."));
  /* TRANSLATORS: %1$d the US's bid, %2$d the CSA's, %3$s the first player ("the US") */
  return g_strdup_printf (_("The bids are shown: the US %1$d, the CSA %2$d; %3$s moves first."), us, csa,
                          hd_acw_side_name (csa > us ? ACW_CSA : ACW_US));
}

static char *
command_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  int side = commanding_side (before);
  g_autofree char *shown = side == ACW_CSA ? bids_shown (before, a) : g_strdup ("");
  g_autofree char *drawn = NULL;

  if (before->turn == 0)
    /* TRANSLATORS: %1$s a side, %2$d the CP Marker's value */
    drawn = g_strdup_printf (_("%1$s draws a CP Marker worth %2$d."), hd_acw_side_name (side), a->arg[C_CP]);
  else
    /* TRANSLATORS: %1$s a side, %2$d the CP Marker's value, %3$d its bid */
    drawn = g_strdup_printf (_("%1$s draws a CP Marker worth %2$d and bids %3$d."), hd_acw_side_name (side),
                             a->arg[C_CP], a->arg[C_BID]);
  return g_strstrip (g_strdup_printf ("%s %s", drawn, shown));
}

static char *
command_describe_hidden (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  int side = commanding_side (before);
  g_autofree char *shown = side == ACW_CSA ? bids_shown (before, a) : g_strdup ("");
  const char *entered = before->turn == 0 ? (side == ACW_US ? _("The US has drawn its CP Marker, in secret.")
                                                              : _("The CSA has drawn its CP Marker, in secret."))
                      : side == ACW_US ? _("The US has drawn its CP Marker and made its bid, in secret.")
                                       : _("The CSA has drawn its CP Marker and made its bid, in secret.");

  return g_strstrip (g_strdup_printf ("%s %s", entered, shown));
}

static int
command_secret_of (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  return commanding_side (before);
}

static const HdSheetField command_fields[] = {
  { "cp", N_("The CP Marker drawn"), HD_SHEET_FIELD_NUMBER, 0, ACW_MAX_CP, NULL, NULL, FALSE },
  { "bid", N_("Bid to move first"), HD_SHEET_FIELD_NUMBER, 0, ACW_MAX_CP, NULL, NULL, TRUE },
};

const HdSheetVerb hd_acw_verb_command = {
  "command", command_read, command_write, command_check, command_make, command_describe, NULL,
  command_fields, G_N_ELEMENTS (command_fields), NULL, N_("Enter in Secret"),
  command_secret_of, command_describe_hidden, FALSE,
};

/* ------------------------------------------------- "spend SIDE N on WHAT" */

enum { SP_SIDE, SP_CP, SP_ON };
enum { ON_ACTIVATE, ON_COMBINED, ON_FORTRESS, ON_FORT, ON_SIEGE, N_ON };
static const char * const on_words[] = { "activate", "combined", "fortress", "fort", "siege", NULL };
static const char * const on_choice_words[] = {
  N_("Activations"), N_("A combined operation"), N_("Fortresses"), N_("Forts"), N_("Siege operations"),
};

static gboolean
spend_read (const HdSheetRules *rules, char **w, HdSheetAction *out, GError **error)
{
  if (w[0] == NULL || w[1] == NULL || w[2] == NULL || w[3] == NULL || w[4] != NULL || !g_str_equal (w[2], "on"))
    return hd_rules_refuse (error, R_SPEND, _("write \"spend SIDE N on WHAT\": activate, combined, fortress, fort "
                                              "or siege"));
  if (!hd_acw_read_side (w[0], &out->arg[SP_SIDE], R_SPEND, error) ||
      !hd_sheet_read_number (w[1], 1, ACW_MAX_CP, &out->arg[SP_CP], R_SPEND, error))
    return FALSE;
  for (out->arg[SP_ON] = 0; on_words[out->arg[SP_ON]] != NULL; out->arg[SP_ON]++)
    if (g_str_equal (on_words[out->arg[SP_ON]], w[3]))
      return TRUE;
  return hd_rules_refuse (error, R_SPEND, _("CPs are spent on activate, combined, fortress, fort or siege"));
}

static void
spend_write (const HdSheetRules *rules, const HdSheetAction *a, GString *out)
{
  g_string_append_printf (out, " %s %d on %s", hd_acw_side_words[a->arg[SP_SIDE]], a->arg[SP_CP],
                          on_words[a->arg[SP_ON]]);
}

/* Where each spending belongs: activations and combined operations in
 * the side's own Campaign Phase, works in the Fortification Phase,
 * sieges in the side's Siege Phase step. */
static gboolean
spend_in_place (const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  int actor = hd_acw_get_actor (sheet);
  gboolean works = a->arg[SP_ON] == ON_FORTRESS || a->arg[SP_ON] == ON_FORT;
  gboolean siege = a->arg[SP_ON] == ON_SIEGE;

  if (works != (sheet->step == ACW_S_US_FORTIFICATION || sheet->step == ACW_S_CSA_FORTIFICATION))
    return hd_rules_refuse (error, "ACW 4.F", _("fortresses and forts are paid for in the Fortification Phase, and "
                                               "only they are"));
  if (siege != (sheet->step == ACW_S_US_SIEGE || sheet->step == ACW_S_CSA_SIEGE))
    return hd_rules_refuse (error, "ACW 4.K.1", _("siege operations are paid for in the Siege Phase, and only they "
                                                 "are"));
  if (actor != a->arg[SP_SIDE])
    /* TRANSLATORS: %s the side acting now ("the US") */
    return hd_rules_refuse (error, siege ? "ACW 4.K.1" : works ? "ACW 4.F" : "ACW 4.H.1",
                            _("only %s spends Command Points now"), hd_acw_side_name (actor));
  return TRUE;
}

static gboolean
spend_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  int side = a->arg[SP_SIDE];
  gint fort = sheet->turn >= 10 ? 1 : 2;

  if (side < ACW_US || side > ACW_CSA || a->arg[SP_ON] < 0 || a->arg[SP_ON] >= N_ON || a->arg[SP_CP] < 1)
    return hd_rules_refuse (error, R_SPEND, _("CPs are spent by a side, at least 1, on activate, combined, "
                                              "fortress, fort or siege"));
  if (!spend_in_place (sheet, a, error))
    return FALSE;
  if (a->arg[SP_ON] == ON_FORTRESS && a->arg[SP_CP] % 2 != 0)
    return hd_rules_refuse (error, "ACW 4.F.3-4", _("a Fortress costs 2 CPs: spend 2 for each"));
  if (a->arg[SP_ON] == ON_FORT && a->arg[SP_CP] % fort != 0)
    return hd_rules_refuse (error, "ACW 4.F.5-6", _("a Fort costs 2 CPs up to Turn 10: spend 2 for each"));
  if (a->arg[SP_ON] == ON_COMBINED && a->arg[SP_CP] != 1)
    return hd_rules_refuse (error, "ACW 14.B.1.C", _("a combined operation costs 1 CP"));
  if (a->arg[SP_CP] > sheet->track[ACW_T_US_CP + side])
    /* TRANSLATORS: %1$s a side, %2$d the CPs it has left */
    return hd_rules_refuse (error, R_SPEND, _("%1$s has only %2$d Command Points left this turn"),
                            hd_acw_side_name (side), sheet->track[ACW_T_US_CP + side]);
  return TRUE;
}

static void
spend_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  sheet->track[ACW_T_US_CP + a->arg[SP_SIDE]] -= a->arg[SP_CP];
  sheet->track[ACW_T_US_SPENT + a->arg[SP_SIDE]] += a->arg[SP_CP];
}

static char *
spend_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s a side, %2$d the CPs, %3$s on what ("Activations") */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s spends %2$d Command Point: %3$s",
                                       "%1$s spends %2$d Command Points: %3$s", (gulong) a->arg[SP_CP]),
                          hd_acw_side_name (a->arg[SP_SIDE]), a->arg[SP_CP], _(on_choice_words[a->arg[SP_ON]]));
}

static const HdSheetField spend_fields[] = {
  { NULL, N_("Side"), HD_SHEET_FIELD_CHOICE, 0, 0, hd_acw_side_words, hd_acw_side_choice_words, FALSE, TRUE },
  { NULL, N_("Command Points"), HD_SHEET_FIELD_NUMBER, 1, ACW_MAX_CP, NULL, NULL, FALSE },
  { "on", N_("Spent on"), HD_SHEET_FIELD_CHOICE, 0, 0, on_words, on_choice_words, FALSE },
};

const HdSheetVerb hd_acw_verb_spend = {
  "spend", spend_read, spend_write, spend_check, spend_make, spend_describe, NULL,
  spend_fields, G_N_ELEMENTS (spend_fields), NULL, N_("Spend Command Points"), NULL, NULL, FALSE,
};

/* ----------------------------------------------- "army N strength S" */

enum { A_ARMY, A_STRENGTH };

static gint *
strength_of (HdSheet *sheet, int side, gint army)
{
  return &sheet->track[ACW_T_US_STR_1 + side * ACW_MAX_ARMIES + army - 1];
}

static gint *
loss_of (HdSheet *sheet, int side, gint army)
{
  return &sheet->track[ACW_T_US_LOSS_1 + side * ACW_MAX_ARMIES + army - 1];
}

static gboolean
army_read (const HdSheetRules *rules, char **w, HdSheetAction *out, GError **error)
{
  if (w[0] == NULL || w[1] == NULL || !g_str_equal (w[1], "strength") || w[2] == NULL || w[3] != NULL)
    return hd_rules_refuse (error, R_ARMY, _("write \"army N strength S\": the army's number and its SPs"));
  return hd_sheet_read_number (w[0], 1, ACW_MAX_ARMIES, &out->arg[A_ARMY], R_ARMY, error) &&
         hd_sheet_read_number (w[2], 1, ACW_ARMY_MAX_SP, &out->arg[A_STRENGTH], "ACW 7.B.4", error);
}

static void
army_write (const HdSheetRules *rules, const HdSheetAction *a, GString *out)
{
  g_string_append_printf (out, " %d strength %d", a->arg[A_ARMY], a->arg[A_STRENGTH]);
}

static gboolean
army_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  int side = hd_acw_get_actor (sheet);

  if (a->arg[A_ARMY] < 1 || a->arg[A_ARMY] > ACW_MAX_ARMIES || a->arg[A_STRENGTH] < 1 ||
      a->arg[A_STRENGTH] > ACW_ARMY_MAX_SP)
    return hd_rules_refuse (error, "ACW 7.B.4", _("an army is numbered 1 to %d and holds 1 to %d SPs"),
                            ACW_MAX_ARMIES, ACW_ARMY_MAX_SP);
  if (sheet->track[ACW_T_US_ARMIES + side] & (1 << (a->arg[A_ARMY] - 1)))
    /* TRANSLATORS: %1$s a side, %2$d an army's number */
    return hd_rules_refuse (error, "ACW 7.B.3", _("%1$s army %2$d is already on the map"), hd_acw_side_name (side),
                            a->arg[A_ARMY]);
  if (sheet->track[ACW_T_US_CP + side] < 2)
    return hd_rules_refuse (error, "ACW 4.E.2.D", _("creating an army costs 2 Command Points; %s has fewer left"),
                            hd_acw_side_name (side));
  return TRUE;
}

static void
army_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  int side = hd_acw_get_actor (sheet);

  sheet->track[ACW_T_US_ARMIES + side] |= 1 << (a->arg[A_ARMY] - 1);
  *strength_of (sheet, side, a->arg[A_ARMY]) = a->arg[A_STRENGTH];
  *loss_of (sheet, side, a->arg[A_ARMY]) = 0;
  sheet->track[ACW_T_US_CP + side] -= 2;
  sheet->track[ACW_T_US_SPENT + side] += 2;
  hd_sheet_advance (rules, sheet);
}

static char *
army_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s a side, %2$d an army's number, %3$d its SPs */
  return g_strdup_printf (_("%1$s creates army %2$d with %3$d SPs, for 2 Command Points"),
                          hd_acw_side_name (hd_acw_get_actor (before)), a->arg[A_ARMY], a->arg[A_STRENGTH]);
}

static char *
army_describe_hidden (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s a side, %2$d an army's number; its strength is secret */
  return g_strdup_printf (_("%1$s creates army %2$d, for 2 Command Points"),
                          hd_acw_side_name (hd_acw_get_actor (before)), a->arg[A_ARMY]);
}

static int
actor_secret (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  return hd_acw_get_actor (before);
}

static const HdSheetField army_fields[] = {
  { NULL, N_("Army"), HD_SHEET_FIELD_NUMBER, 1, ACW_MAX_ARMIES, NULL, NULL, FALSE },
  { "strength", N_("Its SPs (secret)"), HD_SHEET_FIELD_NUMBER, 1, ACW_ARMY_MAX_SP, NULL, NULL, FALSE },
};

const HdSheetVerb hd_acw_verb_army = {
  "army", army_read, army_write, army_check, army_make, army_describe, NULL,
  army_fields, G_N_ELEMENTS (army_fields), NULL, N_("Create the Army"), actor_secret, army_describe_hidden, FALSE,
};

/* ---------------------------------- "roster SIDE N strength S loss L" */

enum { RO_SIDE, RO_ARMY, RO_STRENGTH, RO_LOSS };

static gboolean
roster_read (const HdSheetRules *rules, char **w, HdSheetAction *out, GError **error)
{
  if (g_strv_length (w) != 6 || !g_str_equal (w[2], "strength") || !g_str_equal (w[4], "loss"))
    return hd_rules_refuse (error, R_ROSTER, _("write \"roster SIDE N strength S loss L\""));
  return hd_acw_read_side (w[0], &out->arg[RO_SIDE], R_ROSTER, error) &&
         hd_sheet_read_number (w[1], 1, ACW_MAX_ARMIES, &out->arg[RO_ARMY], R_ROSTER, error) &&
         hd_sheet_read_number (w[3], 0, ACW_ARMY_MAX_SP, &out->arg[RO_STRENGTH], "ACW 7.B.4", error) &&
         hd_sheet_read_number (w[5], 0, ACW_ARMY_MAX_SP, &out->arg[RO_LOSS], R_ROSTER, error);
}

static void
roster_write (const HdSheetRules *rules, const HdSheetAction *a, GString *out)
{
  g_string_append_printf (out, " %s %d strength %d loss %d", hd_acw_side_words[a->arg[RO_SIDE]], a->arg[RO_ARMY],
                          a->arg[RO_STRENGTH], a->arg[RO_LOSS]);
}

static gboolean
roster_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  int side = a->arg[RO_SIDE];

  if (side < ACW_US || side > ACW_CSA || a->arg[RO_ARMY] < 1 || a->arg[RO_ARMY] > ACW_MAX_ARMIES ||
      a->arg[RO_STRENGTH] < 0 || a->arg[RO_STRENGTH] > ACW_ARMY_MAX_SP || a->arg[RO_LOSS] < 0)
    return hd_rules_refuse (error, "ACW 7.B.4", _("an army is numbered 1 to %d and holds at most %d SPs"),
                            ACW_MAX_ARMIES, ACW_ARMY_MAX_SP);
  if (!(sheet->track[ACW_T_US_ARMIES + side] & (1 << (a->arg[RO_ARMY] - 1))))
    return hd_rules_refuse (error, R_ROSTER, _("%1$s has no army %2$d on the map"), hd_acw_side_name (side),
                            a->arg[RO_ARMY]);
  if (a->arg[RO_LOSS] > a->arg[RO_STRENGTH])
    return hd_rules_refuse (error, R_ROSTER, _("an army cannot lose more SPs than its strength (%d)"),
                            a->arg[RO_STRENGTH]);
  return TRUE;
}

static void
roster_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  *strength_of (sheet, a->arg[RO_SIDE], a->arg[RO_ARMY]) = a->arg[RO_STRENGTH];
  *loss_of (sheet, a->arg[RO_SIDE], a->arg[RO_ARMY]) = a->arg[RO_LOSS];
}

static char *
roster_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s a side, %2$d an army's number, %3$d its SPs, %4$d its losses since the last Reinforcement
   * Phase */
  return g_strdup_printf (_("%1$s army %2$d: strength %3$d, losses %4$d"), hd_acw_side_name (a->arg[RO_SIDE]),
                          a->arg[RO_ARMY], a->arg[RO_STRENGTH], a->arg[RO_LOSS]);
}

static char *
roster_describe_hidden (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s a side, %2$d an army's number; the roster itself is secret */
  return g_strdup_printf (_("%1$s updates army %2$d's roster, in secret"), hd_acw_side_name (a->arg[RO_SIDE]),
                          a->arg[RO_ARMY]);
}

static int
roster_secret_of (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  return a->arg[RO_SIDE];
}

static const HdSheetField roster_fields[] = {
  { NULL, N_("Side"), HD_SHEET_FIELD_CHOICE, 0, 0, hd_acw_side_words, hd_acw_side_choice_words, FALSE, TRUE },
  { NULL, N_("Army"), HD_SHEET_FIELD_NUMBER, 1, ACW_MAX_ARMIES, NULL, NULL, FALSE },
  { "strength", N_("Strength (SPs)"), HD_SHEET_FIELD_NUMBER, 0, ACW_ARMY_MAX_SP, NULL, NULL, FALSE },
  { "loss", N_("Losses since the last Reinforcement Phase"), HD_SHEET_FIELD_NUMBER, 0, ACW_ARMY_MAX_SP, NULL, NULL,
    FALSE },
};

const HdSheetVerb hd_acw_verb_roster = {
  "roster", roster_read, roster_write, roster_check, roster_make, roster_describe, NULL,
  roster_fields, G_N_ELEMENTS (roster_fields), NULL, N_("Keep an Army Roster"), roster_secret_of,
  roster_describe_hidden, TRUE,
};

/* ------------------------------------------------------------- "losses" */

static gboolean
losses_read (const HdSheetRules *rules, char **w, HdSheetAction *out, GError **error)
{
  if (w[0] == NULL)
    return TRUE;
  return hd_rules_refuse (error, R_LOSSES, _("\"losses\" takes nothing after it"));
}

static void
losses_write (const HdSheetRules *rules, const HdSheetAction *a, GString *out)
{
}

static gboolean
losses_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  return TRUE;
}

/* The armies @side loses when the losses are taken (a set). */
static gint
armies_destroyed (const HdSheet *sheet, int side)
{
  gint out = 0;

  for (gint army = 1; army <= ACW_MAX_ARMIES; army++)
    if ((sheet->track[ACW_T_US_ARMIES + side] & (1 << (army - 1))) &&
        *strength_of ((HdSheet *) sheet, side, army) <= *loss_of ((HdSheet *) sheet, side, army))
      out |= 1 << (army - 1);
  return out;
}

/* The losses taken on @sheet's rosters, without the step moving on. */
static void
losses_make_books (HdSheet *sheet)
{
  for (int side = ACW_US; side <= ACW_CSA; side++)
    {
      gint destroyed = armies_destroyed (sheet, side);

      for (gint army = 1; army <= ACW_MAX_ARMIES; army++)
        {
          gint *strength = strength_of (sheet, side, army), *loss = loss_of (sheet, side, army);

          *strength = (destroyed & (1 << (army - 1))) ? 0 : *strength - *loss;
          *loss = 0;
          if (destroyed & (1 << (army - 1)))
            hd_acw_add_vp (sheet, 1 - side, 5);
        }
      sheet->track[ACW_T_US_ARMIES + side] &= ~destroyed;
    }
}

static void
losses_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  losses_make_books (sheet);
  hd_sheet_advance (rules, sheet);
}

static char *
losses_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  GString *out = g_string_new (_("Each army's losses are taken from its strength."));
  HdSheet after = *before;

  for (int side = ACW_US; side <= ACW_CSA; side++)
    for (gint army = 1; army <= ACW_MAX_ARMIES; army++)
      if (armies_destroyed (before, side) & (1 << (army - 1)))
        {
          g_string_append_c (out, ' ');
          /* TRANSLATORS: %1$s a side, %2$d an army's number, %3$s the other side */
          g_string_append_printf (out, _("%1$s army %2$d has no SPs left and is removed: %3$s gains 5 VPs."),
                                  hd_acw_side_name (side), army, hd_acw_side_name (1 - side));
        }
  losses_make_books (&after);
  return hd_acw_tell_kentucky (g_string_free (out, FALSE), before, &after);
}

const HdSheetVerb hd_acw_verb_losses = {
  "losses", losses_read, losses_write, losses_check, losses_make, losses_describe, NULL, NULL, 0, NULL,
  N_("Take the Losses"), NULL, NULL, FALSE,
};

/* ---------------------------------------------------------- candidates */

void
hd_acw_command_add_candidates (const HdSheetRules *rules, const HdSheet *sheet, GPtrArray *out)
{
  HdSheetAction a = { ACW_V_COMMAND, { 0 }, "" };

  for (a.arg[C_CP] = 2; a.arg[C_CP] <= 8; a.arg[C_CP] += 3)
    for (a.arg[C_BID] = 0; a.arg[C_BID] <= 3; a.arg[C_BID] += 3)
      hd_sheet_add_candidate (rules, sheet, &a, out);
  a = (HdSheetAction) { ACW_V_SPEND, { 0 }, "" };
  for (a.arg[SP_SIDE] = ACW_US; a.arg[SP_SIDE] <= ACW_CSA; a.arg[SP_SIDE]++)
    for (a.arg[SP_ON] = 0; a.arg[SP_ON] < N_ON; a.arg[SP_ON]++)
      for (a.arg[SP_CP] = 1; a.arg[SP_CP] <= 2; a.arg[SP_CP]++)
        hd_sheet_add_candidate (rules, sheet, &a, out);
  a = (HdSheetAction) { ACW_V_ARMY, { 1, 6 }, "" };
  for (a.arg[A_ARMY] = 1; a.arg[A_ARMY] <= ACW_MAX_ARMIES; a.arg[A_ARMY]++)
    hd_sheet_add_candidate (rules, sheet, &a, out);
  a = (HdSheetAction) { ACW_V_ROSTER, { 0 }, "" };
  for (a.arg[RO_SIDE] = ACW_US; a.arg[RO_SIDE] <= ACW_CSA; a.arg[RO_SIDE]++)
    for (a.arg[RO_ARMY] = 1; a.arg[RO_ARMY] <= ACW_MAX_ARMIES; a.arg[RO_ARMY]++)
      {
        a.arg[RO_STRENGTH] = 4, a.arg[RO_LOSS] = 4;
        hd_sheet_add_candidate (rules, sheet, &a, out);
        a.arg[RO_STRENGTH] = 9, a.arg[RO_LOSS] = 2;
        hd_sheet_add_candidate (rules, sheet, &a, out);
      }
  a = (HdSheetAction) { ACW_V_LOSSES, { 0 }, "" };
  hd_sheet_add_candidate (rules, sheet, &a, out);
}
