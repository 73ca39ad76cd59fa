/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-fga-combat.c: The Civil War's combat sequence as the companion
 * keeps it (FGA 4.3.1-4.3.8): the defender accepts or refuses (a force with an
 * action left; a refused combat is one roll and no battle), the rounds
 * with their losses as percentages of strength from the owner's CRT,
 * rounded up and then doubled or tripled (FGA 4.3.5.C), the ending roll (a
 * 10, +1 a round after the first) or a withdrawal, seven rounds at
 * most (FGA 4.3.4), the battle's loser, each side's roll for a leader
 * casualty on the owner's Leader Casualty Table (6.3, with Forrest and
 * Custer of 11.0), and promotions after battle (FGA 6.2.2). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-fga-private.h"
#include "hd-rules.h"
#include "hd-sheet-table.h"

#define R_REFUSE    "FGA 4.3.2"
#define R_SEQUENCE  "FGA 4.3.3"
#define R_END       "FGA 4.3.4"
#define R_RESULTS   "FGA 4.3.5"
#define R_GARRISON  "FGA 4.3.7"
#define R_CASUALTY  "FGA 6.3"
#define R_PROMOTION "FGA 6.2.2"


gint
hd_fga_combat_loss (gint strength, gint percent, gint times)
{
  gint loss = (strength * percent + 99) / 100;

  return MIN (loss * times, strength);
}

gboolean
hd_fga_combat_ends (guint round, gint roll)
{
  return round >= FGA_MAX_ROUNDS || (roll > 0 && roll + (gint) round - 1 >= 10);
}

static int
attacker_of (const HdSheet *sheet)
{
  return hd_fga_get_actor (sheet);
}

/* ------------------------------------------------ accepting or refusing */

enum { P_ANSWER, P_ATT_SP, P_DEF_SP };

static const char * const answers[] = { "accept", "refuse", NULL };
static const char * const answer_words[] = {
  N_("Accept: each side divulges its strength"), N_("Refuse: the force moves away at once"), NULL,
};

static const HdSheetField respond_fields[] = {
  { "answer", N_("The defender"), HD_SHEET_FIELD_CHOICE, 0, 0, answers, answer_words, FALSE },
  { "attacker-sp", N_("The attacker's strength (SPs)"), HD_SHEET_FIELD_NUMBER, 1, FGA_MAX_SP, NULL, NULL, FALSE },
  { "defender-sp", N_("The defender's strength (SPs)"), HD_SHEET_FIELD_NUMBER, 1, FGA_MAX_SP, NULL, NULL, FALSE },
};

extern const HdSheetVerb hd_fga_verb_respond;
FGA_FIELDS_READER (respond_read, hd_fga_verb_respond, R_SEQUENCE)

static gboolean
respond_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  int defender = 1 - attacker_of (sheet);
  gint force = sheet->track[FGA_T_DEFENDER_FORCE];

  if (a->arg[P_ATT_SP] < 1 || a->arg[P_ATT_SP] > FGA_MAX_SP || a->arg[P_DEF_SP] < 1 || a->arg[P_DEF_SP] > FGA_MAX_SP)
    return hd_rules_refuse (error, R_SEQUENCE, _("each side has 1 to %d SPs in a combat"), FGA_MAX_SP);
  if (force == 0 && a->arg[P_DEF_SP] > (defender == FGA_CSA ? 16 : 20))
    return hd_rules_refuse (error, defender == FGA_CSA ? "FGA 3.1.1.A" : "FGA 3.1.1.B",
                            _("no garrison holds more than %d SPs"), defender == FGA_CSA ? 16 : 20);
  if (a->arg[P_ANSWER] != 1)
    return a->arg[P_ANSWER] == 0 || hd_rules_refuse (error, R_REFUSE, _("accept or refuse"));
  if (force == 0)
    return hd_rules_refuse (error, "FGA 2.1.5", _("a garrison cannot move away: it cannot refuse combat"));
  if (hd_fga_set_has (sheet->track[FGA_T_U_ACTED_TWICE + defender], force))
    return hd_rules_refuse (error, R_REFUSE ".B", _("force %d has performed both of its actions this turn: it "
                                                    "cannot refuse combat"), force);
  return TRUE;
}

static void
respond_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  int attacker = attacker_of (sheet), defender = 1 - attacker;
  gint force = sheet->track[FGA_T_DEFENDER_FORCE];

  sheet->track[FGA_T_ATTACKER_SP] = a->arg[P_ATT_SP];
  sheet->track[FGA_T_DEFENDER_SP] = a->arg[P_DEF_SP];
  sheet->track[FGA_T_BATTLE] = FGA_BATTLE_ROUNDS;
  /* a force attacked while razing leaves the city standing (FGA 4.6.1.C) */
  if (force != 0 && sheet->track[FGA_T_U_RAZING + defender] == force)
    sheet->track[FGA_T_U_RAZING + defender] = sheet->track[FGA_T_U_RAZE_CITY + defender] = 0;
  /* the defending force moves away or fights: no IP for it after (FGA 4.5.1.B) */
  if (force != 0)
    sheet->track[FGA_T_U_MOVED + defender] |= 1 << (force - 1);
  if (a->arg[P_ANSWER] == 1)
    {
      /* moving away is the defender's action; the attacker is not
       * charged with a combat (FGA 4.3.2.C): round 0 is the one roll */
      hd_fga_charge_action (sheet, defender, force);
      sheet->track[FGA_T_ROUND] = 0;
      return;
    }
  hd_fga_charge_action (sheet, attacker, sheet->track[FGA_T_ATTACKER_FORCE]);
  sheet->track[FGA_T_U_FOUGHT + attacker] |= 1 << (sheet->track[FGA_T_ATTACKER_FORCE] - 1);
  /* both forces' leaders have been in a battle this turn (FGA 6.2.2.A) */
  sheet->track[FGA_T_U_BATTLED + attacker] |= 1 << (sheet->track[FGA_T_ATTACKER_FORCE] - 1);
  if (force != 0)
    sheet->track[FGA_T_U_BATTLED + defender] |= 1 << (force - 1);
  sheet->track[FGA_T_ROUND] = 1;
}

static char *
respond_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  const char *defender = hd_fga_side_name (1 - attacker_of (before));

  if (a->arg[P_ANSWER] == 1)
    /* TRANSLATORS: %s the defending side; a refused combat divulges no strength (FGA 4.3.2.C) */
    return g_strdup_printf (_("%s refuses combat and moves away: the attacker rolls once, and no battle is fought"),
                            defender);
  /* TRANSLATORS: %1$s the defending side, %2$d the attacker's SPs, %3$d the defender's */
  return g_strdup_printf (_("%1$s accepts combat: %2$d SPs attack %3$d"), defender, a->arg[P_ATT_SP],
                          a->arg[P_DEF_SP]);
}

const HdSheetVerb hd_fga_verb_respond = {
  "respond", respond_read, hd_fga_write_fields, respond_check, respond_make, respond_describe, NULL,
  respond_fields, G_N_ELEMENTS (respond_fields), NULL, N_("Record the Answer"),
};

#define RESPOND_STEP(id, side, title, what) \
  { id, R_REFUSE, side, title, what, NULL, FALSE, "respond", NULL }

const HdSheetStep hd_fga_step_respond[2] = {
  RESPOND_STEP ("union-respond", FGA_UNION, N_("The Union accepts or refuses combat"),
                N_("Combat is declared against the Union. A force with an action left may refuse and move away; a "
                   "garrison, or a force that has acted twice, must fight. Both sides give their strength.")),
  RESPOND_STEP ("confederate-respond", FGA_CSA, N_("The Confederacy accepts or refuses combat"),
                N_("Combat is declared against the Confederacy. A force with an action left may refuse and move away; "
                   "a garrison, or a force that has acted twice, must fight. Both sides give their strength.")),
};

/* ------------------------------------------------------------ a round */

enum { O_ATT_PCT, O_DEF_PCT, O_ATT_TIMES, O_DEF_TIMES, O_WITHDRAW, O_END, O_CORNERED, O_TERRAIN };
/* the sides as bits: W_ATTACKER | W_DEFENDER == W_BOTH */
enum { W_NONE, W_ATTACKER, W_DEFENDER, W_BOTH };

static const char * const withdraws[] = { "none", "attacker", "defender", "both", NULL };
static const char * const withdraw_words[] = {
  N_("Nobody"), N_("The attacker"), N_("The defender"), N_("Both sides"), NULL,
};

/* Why a withdrawing force cannot retreat: the enemy or anything else
 * (FGA 3.2.3.C), or the terrain (FGA 4.3.4.C). */
static const char * const blocks[] = { "no", "yes", NULL };
static const char * const block_words[] = {
  N_("Not the terrain: loses a tenth"), N_("The terrain: destroyed"), NULL,
};

static const HdSheetField round_fields[] = {
  { "attacker-loss", N_("The attacker's loss on the CRT (%)"), HD_SHEET_FIELD_NUMBER, 0, 100, NULL, NULL, FALSE },
  { "defender-loss", N_("The defender's loss on the CRT (%)"), HD_SHEET_FIELD_NUMBER, 0, 100, NULL, NULL, FALSE },
  { "attacker-times", N_("The attacker's loss multiplied (4 to 1 or more)"), HD_SHEET_FIELD_NUMBER, 1, 3, NULL,
    NULL, TRUE },
  { "defender-times", N_("The defender's loss multiplied (4 to 1 or more)"), HD_SHEET_FIELD_NUMBER, 1, 3, NULL,
    NULL, TRUE },
  { "withdraw", N_("Withdraw chit chosen by"), HD_SHEET_FIELD_CHOICE, 0, 0, withdraws, withdraw_words, TRUE },
  { "end", N_("The ending roll"), HD_SHEET_FIELD_DIE, 1, 10, NULL, NULL, TRUE },
  { "cornered", N_("Withdrawing, but unable to retreat"), HD_SHEET_FIELD_CHOICE, 0, 0, withdraws, withdraw_words,
    TRUE },
  { "terrain", N_("What stops the retreat"), HD_SHEET_FIELD_CHOICE, 0, 0, blocks, block_words, TRUE },
};

extern const HdSheetVerb hd_fga_verb_round;
FGA_FIELDS_READER (round_read, hd_fga_verb_round, R_SEQUENCE)

/* How the round leaves the combat: 0 goes on, else why it ended. */
enum { GOES_ON, ENDS_REFUSED, ENDS_DESTROYED, ENDS_WITHDRAWN, ENDS_ROLL, ENDS_SEVEN };

static gint
round_outcome (const HdSheet *sheet, const HdSheetAction *a)
{
  guint round = (guint) sheet->track[FGA_T_ROUND];

  if (round == 0)
    return ENDS_REFUSED;
  if (hd_fga_combat_loss (sheet->track[FGA_T_ATTACKER_SP], a->arg[O_ATT_PCT], a->arg[O_ATT_TIMES]) >=
        sheet->track[FGA_T_ATTACKER_SP] ||
      hd_fga_combat_loss (sheet->track[FGA_T_DEFENDER_SP], a->arg[O_DEF_PCT], a->arg[O_DEF_TIMES]) >=
        sheet->track[FGA_T_DEFENDER_SP])
    return ENDS_DESTROYED;
  if (a->arg[O_WITHDRAW] != W_NONE)
    return ENDS_WITHDRAWN;
  if (round >= FGA_MAX_ROUNDS)
    return ENDS_SEVEN;
  return hd_fga_combat_ends (round, a->arg[O_END]) ? ENDS_ROLL : GOES_ON;
}

static gboolean
round_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  int defender = 1 - attacker_of (sheet);
  gint force = sheet->track[FGA_T_DEFENDER_FORCE];
  gboolean def_withdraws = a->arg[O_WITHDRAW] == W_DEFENDER || a->arg[O_WITHDRAW] == W_BOTH;

  if (a->arg[O_ATT_PCT] < 0 || a->arg[O_ATT_PCT] > 100 || a->arg[O_DEF_PCT] < 0 || a->arg[O_DEF_PCT] > 100 ||
      a->arg[O_ATT_TIMES] < 1 || a->arg[O_ATT_TIMES] > 3 || a->arg[O_DEF_TIMES] < 1 || a->arg[O_DEF_TIMES] > 3)
    return hd_rules_refuse (error, R_RESULTS, _("a loss is 0 to 100 %% of a side's strength, at most tripled"));
  if ((a->arg[O_ATT_TIMES] > 1 && sheet->track[FGA_T_DEFENDER_SP] < 4 * sheet->track[FGA_T_ATTACKER_SP]) ||
      (a->arg[O_DEF_TIMES] > 1 && sheet->track[FGA_T_ATTACKER_SP] < 4 * sheet->track[FGA_T_DEFENDER_SP]))
    return hd_rules_refuse (error, R_RESULTS ".B", _("a loss is doubled or tripled only for a side the other "
                                                     "outnumbers 4 to 1 or more"));
  if (a->arg[O_WITHDRAW] < W_NONE || a->arg[O_WITHDRAW] > W_BOTH || a->arg[O_END] < 0 || a->arg[O_END] > 10)
    return hd_rules_refuse (error, R_END, _("the ending roll is a ten-sided die, 1 to 10"));
  if (sheet->track[FGA_T_ROUND] == 0 && a->arg[O_WITHDRAW] != W_NONE)
    return hd_rules_refuse (error, R_REFUSE ".C", _("a refused combat is one roll: nobody withdraws"));
  if (def_withdraws && force == 0)
    return hd_rules_refuse (error, R_GARRISON ".B", _("a garrison may not choose the Withdraw chit"));
  if (def_withdraws && hd_fga_set_has (sheet->track[FGA_T_U_LEADERLESS + defender], force))
    return hd_rules_refuse (error, "FGA 6.4.3.B", _("a force without a leader may only choose the Defend chit"));
  if (a->arg[O_CORNERED] < W_NONE || a->arg[O_CORNERED] > W_BOTH || (a->arg[O_CORNERED] & ~a->arg[O_WITHDRAW]))
    return hd_rules_refuse (error, "FGA 3.2.3.C", _("only a side that chose the Withdraw chit retreats, so only it "
                                                    "can be unable to"));
  if (a->arg[O_TERRAIN] != 0 && (a->arg[O_TERRAIN] != 1 || a->arg[O_CORNERED] == W_NONE))
    return hd_rules_refuse (error, R_END ".C", _("terrain that stops a retreat destroys a withdrawing force: name "
                                                 "the side that cannot retreat"));
  if (round_outcome (sheet, a) == GOES_ON && a->arg[O_END] == 0)
    return hd_rules_refuse (error, R_END ".A", _("roll the die to see whether the combat ends: a 10 ends it, +1 a "
                                                 "round after the first"));
  return TRUE;
}

/* The loser for the Political Track (4.3.4.F-G): the side destroyed or
 * withdrawn; -1 for a draw. */
static int
round_loser (const HdSheet *after, const HdSheetAction *a, int attacker)
{
  gboolean att_out = after->track[FGA_T_ATTACKER_SP] == 0 || a->arg[O_WITHDRAW] == W_ATTACKER;
  gboolean def_out = after->track[FGA_T_DEFENDER_SP] == 0 || a->arg[O_WITHDRAW] == W_DEFENDER;

  if (a->arg[O_WITHDRAW] == W_BOTH || att_out == def_out)
    return -1;
  return att_out ? attacker : 1 - attacker;
}

/* The SPs a withdrawing side that cannot retreat loses after the
 * round's: all of them when the terrain stops it (FGA 4.3.4.C), else 10 %
 * rounded up, the force staying in place (FGA 3.2.3.C). */
static gint
cornered_loss (gint strength, const HdSheetAction *a)
{
  return a->arg[O_TERRAIN] ? strength : hd_fga_combat_loss (strength, 10, 1);
}

/* The round's losses, then those of a side that cannot retreat. */
static void
round_take_losses (HdSheet *sheet, const HdSheetAction *a)
{
  int attacker = attacker_of (sheet);

  sheet->track[FGA_T_ATTACKER_SP] -= hd_fga_combat_loss (sheet->track[FGA_T_ATTACKER_SP], a->arg[O_ATT_PCT],
                                                         a->arg[O_ATT_TIMES]);
  sheet->track[FGA_T_DEFENDER_SP] -= hd_fga_combat_loss (sheet->track[FGA_T_DEFENDER_SP], a->arg[O_DEF_PCT],
                                                         a->arg[O_DEF_TIMES]);
  sheet->track[FGA_T_STAYED] = 0;
  /* a force left in place still holds its hex; one its losses destroy
   * does not (FGA 4.3.6.A) */
  if (a->arg[O_CORNERED] & W_ATTACKER)
    {
      sheet->track[FGA_T_ATTACKER_SP] -= cornered_loss (sheet->track[FGA_T_ATTACKER_SP], a);
      sheet->track[FGA_T_STAYED] |= sheet->track[FGA_T_ATTACKER_SP] > 0 ? 1 << attacker : 0;
    }
  if (a->arg[O_CORNERED] & W_DEFENDER)
    {
      sheet->track[FGA_T_DEFENDER_SP] -= cornered_loss (sheet->track[FGA_T_DEFENDER_SP], a);
      sheet->track[FGA_T_STAYED] |= sheet->track[FGA_T_DEFENDER_SP] > 0 ? 1 << (1 - attacker) : 0;
    }
}

static void
round_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  gint outcome = round_outcome (sheet, a);

  round_take_losses (sheet, a);
  if (outcome == GOES_ON)
    {
      sheet->track[FGA_T_ROUND]++;
      return;
    }
  if (outcome == ENDS_REFUSED)
    {
      sheet->track[FGA_T_BATTLE] = FGA_BATTLE_NONE;
      sheet->track[FGA_T_ATTACKER_SP] = sheet->track[FGA_T_DEFENDER_SP] = 0;
      sheet->track[FGA_T_ATTACKER_FORCE] = sheet->track[FGA_T_DEFENDER_FORCE] = 0;
      hd_fga_action_done (sheet);
      return;
    }
  sheet->track[FGA_T_BATTLE] = FGA_BATTLE_CASUALTIES;
  sheet->track[FGA_T_CASUALTY_ROLLED] = 0;
  sheet->track[FGA_T_LOSER] = 1 + round_loser (sheet, a, attacker_of (sheet));
  /* the leaders of a force destroyed come back as new leaders (FGA 6.4.5) */
  if (sheet->track[FGA_T_ATTACKER_SP] == 0)
    hd_fga_leaders_return (sheet, attacker_of (sheet), sheet->track[FGA_T_ATTACKER_FORCE]);
  if (sheet->track[FGA_T_DEFENDER_SP] == 0)
    hd_fga_leaders_return (sheet, 1 - attacker_of (sheet), sheet->track[FGA_T_DEFENDER_FORCE]);
}

static char *
round_losses (const HdSheet *before, const HdSheetAction *a)
{
  gint att = hd_fga_combat_loss (before->track[FGA_T_ATTACKER_SP], a->arg[O_ATT_PCT], a->arg[O_ATT_TIMES]);
  gint def = hd_fga_combat_loss (before->track[FGA_T_DEFENDER_SP], a->arg[O_DEF_PCT], a->arg[O_DEF_TIMES]);

  /* TRANSLATORS: %1$d SPs the attacker loses (%2$d its percentage on the CRT, %3$d the multiplier), %4$d, %5$d, %6$d
   * the defender's */
  return g_strdup_printf (_("the attacker loses %1$d SPs (%2$d %%, times %3$d), the defender %4$d SPs (%5$d %%, "
                            "times %6$d)"), att, a->arg[O_ATT_PCT], a->arg[O_ATT_TIMES], def, a->arg[O_DEF_PCT],
                          a->arg[O_DEF_TIMES]);
}

/* What a withdrawing side unable to retreat suffers, told as a
 * sentence from the strengths @before and @after the round; NULL when
 * every withdrawing side retreats. */
static char *
round_cornered (const HdSheet *before, const HdSheet *after, const HdSheetAction *a)
{
  gint lost[2], left[2];

  if (a->arg[O_CORNERED] == W_NONE)
    return NULL;
  for (int i = 0; i < 2; i++)
    {
      guint sp = i == 0 ? FGA_T_ATTACKER_SP : FGA_T_DEFENDER_SP;
      gint was = before->track[sp];

      left[i] = after->track[sp];
      lost[i] = was - hd_fga_combat_loss (was, a->arg[i == 0 ? O_ATT_PCT : O_DEF_PCT],
                                          a->arg[i == 0 ? O_ATT_TIMES : O_DEF_TIMES]) - left[i];
    }
  if (a->arg[O_CORNERED] == W_BOTH)
    return a->arg[O_TERRAIN] ? g_strdup (_("Neither side can retreat for the terrain: both forces are destroyed (FGA "
                                           "4.3.4.C)."))
                             /* TRANSLATORS: %1$d, %2$d the SPs (10 %, rounded up) the attacker loses and keeps;
                              * %3$d, %4$d the defender's */
                             : g_strdup_printf (_("Neither side can retreat: the attacker loses %1$d SPs more and "
                                                  "stays with %2$d, the defender loses %3$d more and stays with %4$d "
                                                  "(FGA 3.2.3.C)."), lost[0], left[0], lost[1], left[1]);
  {
    int i = a->arg[O_CORNERED] == W_ATTACKER ? 0 : 1;
    int side = i == 0 ? attacker_of (before) : 1 - attacker_of (before);

    if (!a->arg[O_TERRAIN] && left[i] == 0)
      /* TRANSLATORS: %1$s a side whose withdrawing force cannot retreat, %2$d its last SPs, lost (10 %, rounded
       * up) */
      return g_strdup_printf (_("%1$s cannot retreat: it loses its last %2$d SPs, 10 %% rounded up, and the force is "
                                "destroyed (FGA 3.2.3.C)."), hd_fga_side_name (side), lost[i]);
    if (a->arg[O_TERRAIN])
      /* TRANSLATORS: %s a side whose withdrawing force the terrain keeps from retreating */
      return g_strdup_printf (_("%s cannot retreat for the terrain: its force is destroyed (FGA 4.3.4.C)."),
                              hd_fga_side_name (side));
    /* TRANSLATORS: %1$s a side whose withdrawing force cannot retreat, %2$d the SPs (10 %, rounded up) it loses,
     * %3$d those left */
    return g_strdup_printf (_("%1$s cannot retreat: it loses %2$d SPs more, 10 %% rounded up, and stays in place with "
                              "%3$d (FGA 3.2.3.C)."), hd_fga_side_name (side), lost[i], left[i]);
  }
}

static const char *
outcome_words (gint outcome)
{
  switch (outcome)
    {
    case ENDS_REFUSED:
      return _("the refused combat ends; no battle was fought");
    case ENDS_DESTROYED:
      return _("a side is destroyed: the combat ends");
    case ENDS_WITHDRAWN:
      return _("a Withdraw chit ends the combat; the side that withdrew retreats one hex if it can");
    case ENDS_ROLL:
      return _("the ending roll ends the combat");
    case ENDS_SEVEN:
      return _("the seventh round ends the combat");
    default:
      return _("the combat goes on");
    }
}

static char *
round_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  g_autofree char *losses = round_losses (before, a);
  g_autofree char *cornered = NULL;
  gint outcome = round_outcome (before, a);
  HdSheet after = *before;
  int loser;

  round_make (rules, &after, a);
  cornered = round_cornered (before, &after, a);
  loser = round_loser (&after, a, attacker_of (before));
  if (outcome == GOES_ON || outcome == ENDS_REFUSED)
    /* TRANSLATORS: %1$d the round, %2$s the losses, %3$s whether the combat goes on */
    return g_strdup_printf (_("Round %1$d: %2$s; %3$s"), before->track[FGA_T_ROUND], losses, outcome_words (outcome));
  if (loser < 0 && cornered != NULL)
    /* TRANSLATORS: %1$d the round, %2$s the losses, %3$s why the combat ended, %4$s the sentence on a side unable to
     * retreat */
    return g_strdup_printf (_("Round %1$d: %2$s; %3$s. %4$s The battle is a draw."), before->track[FGA_T_ROUND],
                            losses, outcome_words (outcome), cornered);
  if (loser < 0)
    /* TRANSLATORS: %1$d the round, %2$s the losses, %3$s why the combat ended */
    return g_strdup_printf (_("Round %1$d: %2$s; %3$s. The battle is a draw."), before->track[FGA_T_ROUND], losses,
                            outcome_words (outcome));
  if (cornered != NULL)
    /* TRANSLATORS: %1$d the round, %2$s the losses, %3$s why the combat ended, %4$s the sentence on a side unable to
     * retreat, %5$s the side that lost the battle */
    return g_strdup_printf (_("Round %1$d: %2$s; %3$s. %4$s %5$s loses the battle (for the Political Track)."),
                            before->track[FGA_T_ROUND], losses, outcome_words (outcome), cornered,
                            hd_fga_side_name (loser));
  /* TRANSLATORS: %1$d the round, %2$s the losses, %3$s why the combat ended, %4$s the side that lost the battle */
  return g_strdup_printf (_("Round %1$d: %2$s; %3$s. %4$s loses the battle (for the Political Track)."),
                          before->track[FGA_T_ROUND], losses, outcome_words (outcome), hd_fga_side_name (loser));
}

/* The end roll's chance told before it is made. */
static char *
round_preview (const HdSheetRules *rules, const HdSheet *sheet, HdSheetTable * const *tables,
               const HdSheetAction *a)
{
  guint round = (guint) sheet->track[FGA_T_ROUND];

  if (round == 0)
    return g_strdup (_("The refused combat is this one roll on the CRT."));
  if (round >= FGA_MAX_ROUNDS)
    return g_strdup (_("The seventh round: the combat ends after it."));
  /* TRANSLATORS: %1$d the round, %2$d the lowest roll that ends the combat, %3$d the chance in percent */
  return g_strdup_printf (_("Round %1$d: the combat ends on an ending roll of %2$d or more (%3$d %%)."), round,
                          11 - (gint) round, (gint) round * 10);
}

const HdSheetVerb hd_fga_verb_round = {
  "round", round_read, hd_fga_write_fields, round_check, round_make, round_describe, NULL,
  round_fields, G_N_ELEMENTS (round_fields), round_preview, N_("Record the Round"),
};

#define ROUND_STEP(id, side, title) \
  { id, R_SEQUENCE, side, title, \
    N_("Choose and compare the tactical chits, work out the DRMs and roll on the CRT; record each side's loss as " \
       "the CRT's percentage, any Withdraw chit, and the ending roll."), NULL, FALSE, "round", NULL }

const HdSheetStep hd_fga_step_round[2] = {
  ROUND_STEP ("union-round", FGA_UNION, N_("A round of the Union's combat")),
  ROUND_STEP ("confederate-round", FGA_CSA, N_("A round of the Confederacy's combat")),
};

/* ------------------------------------------------------ leader casualties */

enum { C_SIDE, C_ROLL, C_TABLE, C_RESULT, C_FORCE };
/* CAS_TABLE: left to the owner's table (a line read back keeps what the
 * table gave, so a replay needs no table) */
enum { CAS_TABLE, CAS_NONE, CAS_WOUNDED, CAS_KILLED };
enum { HERO_OTHER, HERO_FORREST, HERO_CUSTER };

static const char * const results[] = { "none", "wounded", "killed", NULL };
static const char * const result_words[] = { N_("No casualty"), N_("Wounded"), N_("Killed"), NULL };
static const char * const typed_results[] = { "table", "none", "wounded", "killed", NULL };
static const char * const typed_result_words[] = {
  N_("As the Leader Casualty Table says"), N_("No casualty"), N_("Wounded"), N_("Killed"), NULL,
};

static const HdSheetField casualty_fields[] = {
  { "side", N_("Side"), HD_SHEET_FIELD_CHOICE, 0, 0, hd_fga_side_words, hd_fga_side_choice_words, FALSE },
  { "roll", N_("The roll for a casualty"), HD_SHEET_FIELD_NUMBER, 1, 10, NULL, NULL, FALSE },
  { "table", N_("After a 10: the roll on the Leader Casualty Table"), HD_SHEET_FIELD_NUMBER, 0, 10, NULL, NULL,
    TRUE },
  { "result", N_("The table's result"), HD_SHEET_FIELD_CHOICE, 0, 0, typed_results, typed_result_words, TRUE },
  { "force", N_("The force the leader commanded (0: none)"), HD_SHEET_FIELD_NUMBER, 0, FGA_MAX_FORCE, NULL, NULL,
    TRUE },
  { NULL, N_("The leader"), HD_SHEET_FIELD_NAME, 0, 0, NULL, NULL, TRUE },
};

extern const HdSheetVerb hd_fga_verb_casualty;
FGA_FIELDS_READER (casualty_read, hd_fga_verb_casualty, R_CASUALTY)

/* The owner's Leader Casualty Table gives the result of the second roll. */
static void
casualty_complete (const HdSheetRules *rules, const HdSheet *sheet, HdSheetTable * const *tables,
                   HdSheetAction *a)
{
  const char *cell;

  if (a->arg[C_ROLL] != 10 || a->arg[C_TABLE] < 1 || a->arg[C_TABLE] > 10 || a->arg[C_RESULT] != CAS_TABLE)
    return;
  cell = hd_sheet_table_get (tables[FGA_TABLE_CASUALTY], (guint) a->arg[C_TABLE] - 1, 0);
  if (cell != NULL)
    a->arg[C_RESULT] = CAS_NONE + MAX (hd_sheet_table_find_result (&hd_fga_casualty_def, cell), 0);
}

/* Whether the roll cost the side a leader. */
static gboolean
fallen (const HdSheetAction *a)
{
  return a->arg[C_RESULT] == CAS_WOUNDED || a->arg[C_RESULT] == CAS_KILLED;
}

/* Forrest or Custer by the name typed (FGA 11.1-11.2), else HERO_OTHER. */
static gint
hero_of (const char *name)
{
  if (hd_fga_name_has (name, "forrest"))
    return HERO_FORREST;
  return hd_fga_name_has (name, "custer") ? HERO_CUSTER : HERO_OTHER;
}

static gboolean
hero_check (const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  gint options = sheet->track[FGA_T_OPTIONS], hero = hero_of (a->name);

  if (hero == HERO_OTHER || !(options & FGA_OPTION_HEROES) || !fallen (a))
    return TRUE;
  if (a->arg[C_RESULT] == CAS_KILLED)
    return hd_rules_refuse (error, hero == HERO_FORREST ? "FGA 11.1" : "FGA 11.2.A", _("%s cannot be killed"),
                            hero == HERO_FORREST ? "Forrest" : "Custer");
  if (!(options & FGA_OPTION_HEROES_WOUNDED))
    return hd_rules_refuse (error, hero == HERO_FORREST ? "FGA 11.1.B" : "FGA 11.2.B", _("%s cannot be wounded"),
                            hero == HERO_FORREST ? "Forrest" : "Custer");
  return TRUE;
}

static gboolean
casualty_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[C_SIDE] < 0 || a->arg[C_SIDE] > 1 || a->arg[C_ROLL] < 1 || a->arg[C_ROLL] > 10 ||
      a->arg[C_TABLE] < 0 || a->arg[C_TABLE] > 10 || a->arg[C_RESULT] < 0 || a->arg[C_RESULT] > CAS_KILLED ||
      a->arg[C_FORCE] < 0 || a->arg[C_FORCE] > FGA_MAX_FORCE)
    return hd_rules_refuse (error, R_CASUALTY, _("each side rolls a ten-sided die (1 to 10) for a casualty"));
  if (sheet->track[FGA_T_CASUALTY_ROLLED] & (1 << a->arg[C_SIDE]))
    return hd_rules_refuse (error, R_CASUALTY ".A", _("%s has rolled for this battle's leader casualty"),
                            hd_fga_side_name (a->arg[C_SIDE]));
  if (a->arg[C_ROLL] != 10 && (a->arg[C_TABLE] != 0 || fallen (a) || a->name[0] != '\0'))
    return hd_rules_refuse (error, R_CASUALTY ".A", _("only a 10 brings a leader casualty"));
  if (a->arg[C_ROLL] == 10 && a->arg[C_TABLE] == 0)
    return hd_rules_refuse (error, R_CASUALTY ".B", _("after a 10, roll again on the Leader Casualty Table"));
  if (a->arg[C_ROLL] == 10 && a->arg[C_RESULT] == CAS_TABLE)
    return hd_rules_refuse (error, R_CASUALTY ".B", _("type the result your Leader Casualty Table gives (or fill the "
                                                      "table in under Tables)"));
  if (a->name[0] != '\0' && !fallen (a))
    return hd_rules_refuse (error, R_CASUALTY ".B", _("a leader is named only when he is wounded or killed"));
  return hero_check (sheet, a, error);
}

static void
casualty_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  int side = a->arg[C_SIDE];

  sheet->track[FGA_T_CASUALTY_ROLLED] |= 1 << side;
  if (fallen (a) && hd_fga_find_leader (sheet, side, a->name) >= 0)
    hd_fga_leader_fall (sheet, side, a->name, a->arg[C_RESULT] == CAS_KILLED);
  else if (fallen (a) && a->arg[C_FORCE] > 0)
    sheet->track[FGA_T_U_LEADERLESS + side] |= 1 << (a->arg[C_FORCE] - 1);
  if (sheet->track[FGA_T_CASUALTY_ROLLED] != 3)
    return;
  /* the victor decides at once whether to advance (FGA 4.3.6); a
   * garrison never moves (FGA 2.1.5) */
  if (sheet->track[FGA_T_LOSER] != 0 &&
      !(sheet->track[FGA_T_LOSER] - 1 == attacker_of (sheet) && sheet->track[FGA_T_DEFENDER_FORCE] == 0) &&
      !(sheet->track[FGA_T_STAYED] & (1 << (sheet->track[FGA_T_LOSER] - 1))))
    sheet->track[FGA_T_ADVANCE] = 1 + (1 - (sheet->track[FGA_T_LOSER] - 1));
  sheet->track[FGA_T_STAYED] = 0;
  sheet->track[FGA_T_BATTLE] = FGA_BATTLE_NONE;
  sheet->track[FGA_T_ROUND] = sheet->track[FGA_T_CASUALTY_ROLLED] = 0;
  sheet->track[FGA_T_ATTACKER_SP] = sheet->track[FGA_T_DEFENDER_SP] = 0;
  sheet->track[FGA_T_ATTACKER_FORCE] = sheet->track[FGA_T_DEFENDER_FORCE] = 0;
  sheet->track[FGA_T_LOSER] = 0;
  if (sheet->track[FGA_T_ADVANCE] == 0)
    hd_fga_action_done (sheet);
}

/* ---------------------------------------------------- advance after combat */

static const char * const advances[] = { "no", "yes", NULL };
static const char * const advance_words[] = { N_("It stays"), N_("It advances into the hex"), NULL };

static const HdSheetField advance_fields[] = {
  { NULL, N_("The victor"), HD_SHEET_FIELD_CHOICE, 0, 0, advances, advance_words, FALSE },
};

extern const HdSheetVerb hd_fga_verb_advance;
FGA_FIELDS_READER (advance_read, hd_fga_verb_advance, "FGA 4.3.6")

static gboolean
advance_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[0] < 0 || a->arg[0] > 1)
    return hd_rules_refuse (error, "FGA 4.3.6", _("the victor advances or stays"));
  return TRUE;
}

static void
advance_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  sheet->track[FGA_T_ADVANCE] = 0;
  hd_fga_action_done (sheet);
}

static char *
advance_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  const char *victor = hd_fga_side_name (before->track[FGA_T_ADVANCE] - 1);

  /* TRANSLATORS: %s the side that won the battle */
  return g_strdup_printf (a->arg[0] ? _("%s advances into the hex after the battle")
                                    : _("%s stays where it is after the battle"), victor);
}

const HdSheetVerb hd_fga_verb_advance = {
  "advance", advance_read, hd_fga_write_fields, advance_check, advance_make, advance_describe, NULL,
  advance_fields, G_N_ELEMENTS (advance_fields), NULL, N_("Record the Decision"),
};

#define ADVANCE_STEP(id, side, title) \
  { id, "FGA 4.3.6", side, title, \
    N_("The other side withdrew or was destroyed: the victor's surviving units may advance into its hex, decided at " \
       "once."), NULL, FALSE, "advance", NULL }

const HdSheetStep hd_fga_step_advance[2] = {
  ADVANCE_STEP ("union-advance", FGA_UNION, N_("The Union's advance after combat")),
  ADVANCE_STEP ("confederate-advance", FGA_CSA, N_("The Confederacy's advance after combat")),
};

/* A leader of the roster named as the casualty: his force's command
 * after him, and the TO&E it must keep (FGA 6.4.2-6.4.4). */
static char *
casualty_named_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  const char *fate = a->arg[C_RESULT] == CAS_KILLED ? _("killed") : _("wounded");
  int i = hd_fga_find_leader (before, a->arg[C_SIDE], a->name);
  gint force = i >= 0 ? hd_fga_leader_force (&before->ledger[i]) : 0;
  HdSheet after = *before;
  int commander;
  /* TRANSLATORS: %1$s a side, %2$d the table's roll, %3$s the leader, %4$s "wounded" or "killed" */
  g_autofree char *told = g_strdup_printf (_("%1$s rolls 10, then %2$d on the Leader Casualty Table: %3$s is %4$s"),
                                           hd_fga_side_name (a->arg[C_SIDE]), a->arg[C_TABLE], a->name, fate);

  if (force == 0)
    return g_steal_pointer (&told);
  casualty_make (rules, &after, a);
  commander = hd_fga_force_commander (&after, a->arg[C_SIDE], force);
  if (commander < 0)
    /* TRANSLATORS: %1$s the casualty told above, %2$d the force left without a leader */
    return g_strdup_printf (_("%1$s; force %2$d is without a leader: it may only move and defend (FGA 6.4.3.B)"),
                            told, force);
  /* TRANSLATORS: %1$s the casualty told above, %2$s the force's commander now, %3$d the force */
  return g_strdup_printf (_("%1$s; %2$s commands force %3$d: check it against its TO&E, and leave the SPs beyond it "
                            "as a garrison at its next action (FGA 6.4.2, 6.4.3)"), told,
                          after.ledger[commander].name, force);
}

static char *
casualty_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  const char *who = hd_fga_side_name (a->arg[C_SIDE]);

  if (a->arg[C_ROLL] != 10)
    /* TRANSLATORS: %1$s a side, %2$d its roll */
    return g_strdup_printf (_("%1$s rolls %2$d: no leader casualty"), who, a->arg[C_ROLL]);
  if (!fallen (a))
    /* TRANSLATORS: %1$s a side, %2$d the roll on the Leader Casualty Table */
    return g_strdup_printf (_("%1$s rolls 10, then %2$d on the Leader Casualty Table: no casualty"), who,
                            a->arg[C_TABLE]);
  if (a->name[0] != '\0')
    return casualty_named_describe (rules, before, a);
  if (a->arg[C_FORCE] > 0)
    /* TRANSLATORS: %1$s a side, %2$d the table's roll, %3$s "wounded" or "killed", %4$d the force left leaderless */
    return g_strdup_printf (_("%1$s rolls 10, then %2$d on the Leader Casualty Table: a leader is %3$s; force %4$d "
                              "is without a leader until another takes command"), who, a->arg[C_TABLE],
                            a->arg[C_RESULT] == CAS_KILLED ? _("killed") : _("wounded"), a->arg[C_FORCE]);
  /* TRANSLATORS: %1$s a side, %2$d the table's roll, %3$s "wounded" or "killed" */
  return g_strdup_printf (_("%1$s rolls 10, then %2$d on the Leader Casualty Table: a leader is %3$s"), who,
                          a->arg[C_TABLE], a->arg[C_RESULT] == CAS_KILLED ? _("killed") : _("wounded"));
}

const HdSheetVerb hd_fga_verb_casualty = {
  "casualty", casualty_read, hd_fga_write_fields, casualty_check, casualty_make, casualty_describe, casualty_complete,
  casualty_fields, G_N_ELEMENTS (casualty_fields), NULL, N_("Record the Roll"),
};

const HdSheetStep hd_fga_step_casualty = {
  "leader-casualties", R_CASUALTY, -1, N_("Leader casualties"),
  N_("After the battle each side rolls a die: on a 10 it rolls again on the Leader Casualty Table. A killed leader "
     "leaves the game; a force that lost its only leader may only move and defend."),
  NULL, FALSE, "casualty", NULL,
};

static const char * const casualty_rows[] = { "1", "2", "3", "4", "5", "6", "7", "8", "9", "10" };
static const char * const casualty_columns[] = { "result" };
static const char * const casualty_short[] = { N_("—"), N_("W"), N_("K"), NULL };

const HdSheetTableDef hd_fga_casualty_def = {
  "leader-casualty", N_("Leader Casualty Table"), R_CASUALTY ".B",
  G_N_ELEMENTS (casualty_rows), casualty_rows, G_N_ELEMENTS (casualty_columns), casualty_columns, results,
  result_words, casualty_short, NULL,
  N_("Our copy of the rules does not print the table: type, for each roll of the second die, whether the leader is "
     "unharmed, wounded or killed."),
};

/* ----------------------------------------------------------- promotions */

enum { M_SIDE, M_THEATER, M_LV, M_ROLL, M_NAME };

static const char * const theaters[] = { "east", "west", "trans-mississippi", NULL };
static const char * const theater_words[] = { N_("The East"), N_("The West"), N_("The Trans-Mississippi"), NULL };

static const HdSheetField promote_fields[] = {
  { "side", N_("Side"), HD_SHEET_FIELD_CHOICE, 0, 0, hd_fga_side_words, hd_fga_side_choice_words, FALSE },
  { "theater", N_("Theater"), HD_SHEET_FIELD_CHOICE, 0, 0, theaters, theater_words, FALSE },
  { "lv", N_("The leader's Leadership Value"), HD_SHEET_FIELD_NUMBER, 0, 9, NULL, NULL, FALSE },
  { "roll", N_("The die"), HD_SHEET_FIELD_NUMBER, 1, 10, NULL, NULL, FALSE },
  { NULL, N_("The leader"), HD_SHEET_FIELD_NAME, 0, 0, NULL, NULL, TRUE },
};

extern const HdSheetVerb hd_fga_verb_promote;
FGA_FIELDS_READER (promote_read, hd_fga_verb_promote, R_PROMOTION)

static gboolean
promote_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  int leader;

  if (a->arg[M_SIDE] < 0 || a->arg[M_SIDE] > 1 || a->arg[M_THEATER] < 0 || a->arg[M_THEATER] >= FGA_N_THEATERS ||
      a->arg[M_LV] < 0 || a->arg[M_LV] > 9 || a->arg[M_ROLL] < 1 || a->arg[M_ROLL] > 10)
    return hd_rules_refuse (error, R_PROMOTION ".B", _("a leader's Leadership Value is 0 to 9, the die 1 to 10"));
  if (sheet->track[FGA_T_PROMOTIONS] & (1 << (a->arg[M_SIDE] * FGA_N_THEATERS + a->arg[M_THEATER])))
    return hd_rules_refuse (error, R_PROMOTION ".C", _("%1$s has tried a promotion in %2$s this turn"),
                            hd_fga_side_name (a->arg[M_SIDE]), _(theater_words[a->arg[M_THEATER]]));
  leader = a->name[0] != '\0' ? hd_fga_find_leader (sheet, a->arg[M_SIDE], a->name) : -1;
  if (leader >= 0 && (sheet->ledger[leader].mark & FGA_LEADER_KILLED))
    return hd_rules_refuse (error, "FGA 6.3.B", _("%s was killed: he has left the game"), a->name);
  if (leader >= 0 && !(sheet->ledger[leader].mark & FGA_LEADER_RETURNS) &&
      !hd_fga_set_has (sheet->track[FGA_T_U_BATTLED + a->arg[M_SIDE]], hd_fga_leader_force (&sheet->ledger[leader])))
    return hd_rules_refuse (error, R_PROMOTION ".A", _("%s was in no battle this turn"), a->name);
  if (leader >= 0 && sheet->ledger[leader].value != a->arg[M_LV])
    return hd_rules_refuse (error, R_PROMOTION ".B", _("%1$s's Leadership Value is %2$d"), a->name,
                            sheet->ledger[leader].value);
  return TRUE;
}

static void
promote_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  sheet->track[FGA_T_PROMOTIONS] |= 1 << (a->arg[M_SIDE] * FGA_N_THEATERS + a->arg[M_THEATER]);
  if (a->arg[M_ROLL] - a->arg[M_LV] <= 4)
    hd_fga_leader_promote (sheet, a->arg[M_SIDE], a->name);
}

static char *
promote_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  gint modified = a->arg[M_ROLL] - a->arg[M_LV];

  if (modified <= 4)
    /* TRANSLATORS: %1$s a side, %2$d the die, %3$d the Leadership Value, %4$d the roll less it */
    return g_strdup_printf (_("%1$s's leader is promoted: %2$d less his Leadership Value %3$d is %4$d, 4 or less"),
                            hd_fga_side_name (a->arg[M_SIDE]), a->arg[M_ROLL], a->arg[M_LV], modified);
  /* TRANSLATORS: %1$s a side, %2$d the die, %3$d the Leadership Value, %4$d the roll less it */
  return g_strdup_printf (_("%1$s's leader is not promoted: %2$d less his Leadership Value %3$d is %4$d, above 4"),
                          hd_fga_side_name (a->arg[M_SIDE]), a->arg[M_ROLL], a->arg[M_LV], modified);
}

const HdSheetVerb hd_fga_verb_promote = {
  "promote", promote_read, hd_fga_write_fields, promote_check, promote_make, promote_describe, NULL,
  promote_fields, G_N_ELEMENTS (promote_fields), NULL, N_("Record the Promotion Roll"),
};

void
hd_fga_combat_add_candidates (const HdSheetRules *rules, const HdSheet *sheet, GPtrArray *out)
{
  gint r = (gint) sheet->turn + sheet->track[FGA_T_ROUND];
  HdSheetAction tries[] = {
    { FGA_V_RESPOND, { r % 2, 30 + r % 20, 20 + r % 15 }, "" },
    { FGA_V_ROUND, { 10, 10 + r % 20, 1, 1, 0, 1 + (r * 3) % 10 }, "" },
    { FGA_V_ROUND, { 5, 5, 1, 1, 0, 10 }, "" },
    { FGA_V_CASUALTY, { FGA_UNION, 1 + r % 9, 0, 0, 0 }, "" },
    { FGA_V_CASUALTY, { FGA_CSA, 10, 1 + r % 10, CAS_WOUNDED, 0 }, "" },
    { FGA_V_CASUALTY, { FGA_UNION, 10, 1 + r % 10, CAS_NONE, 0 }, "" },
    { FGA_V_PROMOTE, { r % 2, r % 3, 1, 1 + r % 10 }, "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (tries); i++)
    hd_sheet_add_candidate (rules, sheet, &tries[i], out);
}
