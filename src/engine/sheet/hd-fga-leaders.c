/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-fga-leaders.c: The Civil War's leaders (FGA 6.1-6.4), as far as the
 * players keep them in the companion: each leader drawn (FGA 6.1) is a line
 * of the ledger beside the cities, with his rank, seniority and
 * Leadership Value, the force he is with and whether he is wounded or
 * killed (HdSheetEntry.mark, packed as below); a force's commander is
 * the highest-ranking able leader with it, the more senior (the lower
 * number) among equal ranks (FGA 6.2.1); a casualty named takes him out of
 * command, a force left without an able leader may only move and
 * defend (FGA 6.4.3.B, 6.4.4); a promotion named raises his rank (FGA 6.2.2);
 * a cavalry leader commands only a force of cavalry, Sheridan any from
 * July 1864, and a naval leader no land force at all (FGA 6.4.6-7). */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "hd-fga-private.h"
#include "hd-rules.h"
#include "hd-sheet-table.h"

#define R_DRAW      "FGA 6.1"
#define R_COMMAND   "FGA 6.2.1"

/* A leader's mark: FGA_ENTRY_LEADER, then his rank (1..4 stars),
 * seniority (1..255), force (0..FGA_MAX_FORCE) and state. */
#define RANK_SHIFT      0
#define RANK_MASK       0x7
#define SENIORITY_SHIFT 3
#define SENIORITY_MASK  0xff
#define FORCE_SHIFT     11
#define FORCE_MASK      0x1f
#define ARM_SHIFT       19
#define ARM_MASK        0x3

gboolean
hd_fga_name_has (const char *name, const char *word)
{
  g_autofree char *folded = g_utf8_casefold (name, -1);

  return strstr (folded, word) != NULL;
}

gboolean
hd_fga_entry_is_leader (const HdSheetEntry *entry)
{
  return (entry->mark & FGA_ENTRY_LEADER) != 0;
}

gint
hd_fga_leader_rank (const HdSheetEntry *entry)
{
  return (entry->mark >> RANK_SHIFT) & RANK_MASK;
}

gint
hd_fga_leader_seniority (const HdSheetEntry *entry)
{
  return (entry->mark >> SENIORITY_SHIFT) & SENIORITY_MASK;
}

gint
hd_fga_leader_force (const HdSheetEntry *entry)
{
  return (entry->mark >> FORCE_SHIFT) & FORCE_MASK;
}

gint
hd_fga_leader_arm (const HdSheetEntry *entry)
{
  return (entry->mark >> ARM_SHIFT) & ARM_MASK;
}

static gboolean
is_able (const HdSheetEntry *entry)
{
  return hd_fga_entry_is_leader (entry) && !(entry->mark & (FGA_LEADER_WOUNDED | FGA_LEADER_KILLED));
}

static void
set_field (HdSheetEntry *entry, gint shift, gint mask, gint value)
{
  entry->mark = (entry->mark & ~(mask << shift)) | ((value & mask) << shift);
}

/* Sheridan, by the name typed: from July 1864 he may command infantry
 * as well as cavalry (FGA 6.4.6). */
static gboolean
is_sheridan (const HdSheetEntry *entry)
{
  return hd_fga_name_has (entry->name, "sheridan");
}

static gboolean
sheridan_commands_all (const HdSheet *sheet, const HdSheetEntry *entry)
{
  return is_sheridan (entry) && sheet->turn >= hd_fga_turn_of (1864, 6, 0);
}

/* Whether @entry, an able leader, may command @side's force @force: a
 * cavalry leader leads no infantry, a naval leader no land force
 * (FGA 6.4.6-7). */
static gboolean
may_command (const HdSheet *sheet, int side, gint force, const HdSheetEntry *entry)
{
  switch (hd_fga_leader_arm (entry))
    {
    case FGA_ARM_CAVALRY:
      return hd_fga_set_has (sheet->track[FGA_T_U_CAVALRY + side], force) || sheridan_commands_all (sheet, entry);
    case FGA_ARM_NAVAL:
      return FALSE;
    default:
      return TRUE;
    }
}

int
hd_fga_force_commander (const HdSheet *sheet, int side, gint force)
{
  int best = -1;

  for (guint i = 0; force > 0 && i < sheet->n_ledger; i++)
    {
      const HdSheetEntry *e = &sheet->ledger[i];

      if (e->side != side || !is_able (e) || hd_fga_leader_force (e) != force ||
          !may_command (sheet, side, force, e))
        continue;
      if (best < 0 || hd_fga_leader_rank (e) > hd_fga_leader_rank (&sheet->ledger[best]) ||
          (hd_fga_leader_rank (e) == hd_fga_leader_rank (&sheet->ledger[best]) &&
           hd_fga_leader_seniority (e) < hd_fga_leader_seniority (&sheet->ledger[best])))
        best = (int) i;
    }
  return best;
}

/* Whether any leader of the roster, able or not, is with @side's force
 * @force. */
static gboolean
force_has_roster_leader (const HdSheet *sheet, int side, gint force)
{
  for (guint i = 0; i < sheet->n_ledger; i++)
    if (sheet->ledger[i].side == side && hd_fga_entry_is_leader (&sheet->ledger[i]) &&
        hd_fga_leader_force (&sheet->ledger[i]) == force)
      return TRUE;
  return FALSE;
}

/* A force named in the roster is without a leader exactly when no able
 * leader of the roster is with it (FGA 6.4.3.B, 6.4.4). */
static void
update_command (HdSheet *sheet, int side, gint force)
{
  gint bit;

  if (force < 1)
    return;
  bit = 1 << (force - 1);
  if (hd_fga_force_commander (sheet, side, force) >= 0)
    sheet->track[FGA_T_U_LEADERLESS + side] &= ~bit;
  else
    sheet->track[FGA_T_U_LEADERLESS + side] |= bit;
}

int
hd_fga_find_leader (const HdSheet *sheet, int side, const char *name)
{
  int i = hd_sheet_ledger_find (sheet, FGA_KIND_LEADER, name);

  return i >= 0 && sheet->ledger[i].side == side ? i : -1;
}

void
hd_fga_leader_fall (HdSheet *sheet, int side, const char *name, gboolean killed)
{
  int i = hd_fga_find_leader (sheet, side, name);

  if (i < 0)
    return;
  sheet->ledger[i].mark |= killed ? FGA_LEADER_KILLED : FGA_LEADER_WOUNDED;
  update_command (sheet, side, hd_fga_leader_force (&sheet->ledger[i]));
}

void
hd_fga_leader_promote (HdSheet *sheet, int side, const char *name)
{
  int i = hd_fga_find_leader (sheet, side, name);

  if (i >= 0)
    set_field (&sheet->ledger[i], RANK_SHIFT, RANK_MASK, MIN (hd_fga_leader_rank (&sheet->ledger[i]) + 1, 4));
}

void
hd_fga_leaders_return (HdSheet *sheet, int side, gint force)
{
  for (guint i = 0; force > 0 && i < sheet->n_ledger; i++)
    if (sheet->ledger[i].side == side && is_able (&sheet->ledger[i]) &&
        hd_fga_leader_force (&sheet->ledger[i]) == force)
      {
        set_field (&sheet->ledger[i], FORCE_SHIFT, FORCE_MASK, 0);
        sheet->ledger[i].mark |= FGA_LEADER_RETURNS;
      }
  /* the number's next force is a new one, of infantry until told */
  if (force > 0)
    sheet->track[FGA_T_U_CAVALRY + side] &= ~(1 << (force - 1));
  update_command (sheet, side, force);
}

gboolean
hd_fga_leaders_returning (const HdSheet *sheet)
{
  for (guint i = 0; i < sheet->n_ledger; i++)
    if (is_able (&sheet->ledger[i]) && (sheet->ledger[i].mark & FGA_LEADER_RETURNS))
      return TRUE;
  return FALSE;
}

void
hd_fga_leaders_returned (HdSheet *sheet)
{
  for (guint i = 0; i < sheet->n_ledger; i++)
    sheet->ledger[i].mark &= ~FGA_LEADER_RETURNS;
}

void
hd_fga_leaders_join (HdSheet *sheet, int side, gint from, gint to)
{
  for (guint i = 0; from > 0 && i < sheet->n_ledger; i++)
    if (sheet->ledger[i].side == side && hd_fga_entry_is_leader (&sheet->ledger[i]) &&
        hd_fga_leader_force (&sheet->ledger[i]) == from)
      set_field (&sheet->ledger[i], FORCE_SHIFT, FORCE_MASK, to);
  if (from > 0)
    sheet->track[FGA_T_U_LEADERLESS + side] &= ~(1 << (from - 1));
  /* the army is of cavalry only if the IF it absorbs was too */
  if (from > 0 && to > 0 && !hd_fga_set_has (sheet->track[FGA_T_U_CAVALRY + side], from))
    sheet->track[FGA_T_U_CAVALRY + side] &= ~(1 << (to - 1));
  if (from > 0)
    sheet->track[FGA_T_U_CAVALRY + side] &= ~(1 << (from - 1));
  update_command (sheet, side, to);
}

void
hd_fga_leaders_new_turn (HdSheet *sheet)
{
  for (guint i = 0; i < sheet->n_ledger; i++)
    if (hd_fga_entry_is_leader (&sheet->ledger[i]) && hd_fga_leader_arm (&sheet->ledger[i]) == FGA_ARM_CAVALRY &&
        is_sheridan (&sheet->ledger[i]))
      update_command (sheet, sheet->ledger[i].side, hd_fga_leader_force (&sheet->ledger[i]));
}

/* A leader's name, with his arm when he leads cavalry or naval units
 * only (FGA 6.4.6-7). */
static char *
leader_called (const char *name, gint arm)
{
  if (arm == FGA_ARM_CAVALRY)
    /* TRANSLATORS: %s a leader who leads cavalry only (FGA 6.4.6) */
    return g_strdup_printf (_("%s, cavalry leader"), name);
  if (arm == FGA_ARM_NAVAL)
    /* TRANSLATORS: %s a leader who leads naval units only (FGA 6.4.7) */
    return g_strdup_printf (_("%s, naval leader"), name);
  return g_strdup (name);
}

char *
hd_fga_format_leader (const HdSheetEntry *entry)
{
  gint force = hd_fga_leader_force (entry);
  g_autofree char *who = leader_called (entry->name, hd_fga_leader_arm (entry));
  const char *state = entry->mark & FGA_LEADER_KILLED ? _("killed")
                    : entry->mark & FGA_LEADER_WOUNDED ? _("wounded")
                                                       : NULL;

  if (state != NULL)
    /* TRANSLATORS: a leader of the roster out of the game: %1$s his name, %2$s "killed" or "wounded" */
    return g_strdup_printf (_("%1$s (%2$s)"), who, state);
  if ((entry->mark & FGA_LEADER_RETURNS) && force == 0)
    /* TRANSLATORS: a leader whose force was destroyed: %1$s his name, %2$d his stars, %3$d his seniority, %4$d his
     * Leadership Value */
    return g_strdup_printf (_("%1$s (%2$d*, seniority %3$d, LV %4$d, back as a new leader)"), who,
                            hd_fga_leader_rank (entry), hd_fga_leader_seniority (entry), entry->value);
  if (force > 0)
    /* TRANSLATORS: a leader of the roster: %1$s his name, %2$d his stars, %3$d his seniority, %4$d his Leadership
     * Value, %5$d the force he is with */
    return g_strdup_printf (_("%1$s (%2$d*, seniority %3$d, LV %4$d, force %5$d)"), who,
                            hd_fga_leader_rank (entry), hd_fga_leader_seniority (entry), entry->value, force);
  /* TRANSLATORS: a leader of the roster: %1$s his name, %2$d his stars, %3$d his seniority, %4$d his Leadership
   * Value */
  return g_strdup_printf (_("%1$s (%2$d*, seniority %3$d, LV %4$d)"), who, hd_fga_leader_rank (entry),
                          hd_fga_leader_seniority (entry), entry->value);
}

/* ------------------------------------------------------- a leader drawn */

enum { N_SIDE, N_RANK, N_SENIORITY, N_LV, N_ARM, N_NAME };

static const char * const arms[] = { "general", "cavalry", "naval", NULL };
static const char * const arm_words[] = {
  N_("A general: leads any troops"), N_("A cavalry leader: cavalry only"), N_("A naval leader: naval units only"),
  NULL,
};

static const HdSheetField draw_fields[] = {
  { "side", N_("Side"), HD_SHEET_FIELD_CHOICE, 0, 0, hd_fga_side_words, hd_fga_side_choice_words, FALSE },
  { "rank", N_("Stars"), HD_SHEET_FIELD_NUMBER, 1, 4, NULL, NULL, FALSE },
  { "seniority", N_("Seniority (1 is the highest)"), HD_SHEET_FIELD_NUMBER, 1, 255, NULL, NULL, FALSE },
  { "lv", N_("Leadership Value"), HD_SHEET_FIELD_NUMBER, 0, 9, NULL, NULL, FALSE },
  { "arm", N_("He leads"), HD_SHEET_FIELD_CHOICE, 0, 0, arms, arm_words, TRUE },
  { NULL, N_("The leader, as his counter names him"), HD_SHEET_FIELD_NAME, 0, 0, NULL, NULL, FALSE },
};

extern const HdSheetVerb hd_fga_verb_draw;
FGA_FIELDS_READER (draw_read, hd_fga_verb_draw, R_DRAW)

static gboolean
draw_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  int i;

  if (a->arg[N_SIDE] < 0 || a->arg[N_SIDE] > 1 || a->arg[N_RANK] < 1 || a->arg[N_RANK] > 4 ||
      a->arg[N_SENIORITY] < 1 || a->arg[N_SENIORITY] > 255 || a->arg[N_LV] < 0 || a->arg[N_LV] > 9 ||
      a->arg[N_ARM] < FGA_ARM_GENERAL || a->arg[N_ARM] > FGA_ARM_NAVAL || a->name[0] == '\0')
    return hd_rules_refuse (error, R_DRAW, _("a leader has 1 to 4 stars, a seniority from 1 and a Leadership Value "
                                             "of 0 to 9"));
  i = hd_sheet_ledger_find (sheet, FGA_KIND_LEADER, a->name);
  /* a leader back from a destroyed force is taken again as new (FGA 6.4.5) */
  if (i >= 0 && !(sheet->ledger[i].side == a->arg[N_SIDE] && (sheet->ledger[i].mark & FGA_LEADER_RETURNS)))
    return hd_rules_refuse (error, R_DRAW, _("a leader %s is in the list already"), a->name);
  if (i < 0 && sheet->n_ledger >= HD_SHEET_MAX_LEDGER)
    return hd_rules_refuse (error, R_DRAW, _("the list holds at most %d cities and leaders"), HD_SHEET_MAX_LEDGER);
  return TRUE;
}

static void
draw_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  int i = hd_fga_find_leader (sheet, a->arg[N_SIDE], a->name);
  HdSheetEntry *entry;

  if (i < 0)
    {
      hd_sheet_ledger_add (sheet, a->arg[N_SIDE], a->arg[N_LV], a->name);
      i = (int) sheet->n_ledger - 1;
    }
  entry = &sheet->ledger[i];
  /* a returning leader keeps his mark until the turn ends: the leaders
   * step stands on it */
  entry->mark = FGA_ENTRY_LEADER | (entry->mark & FGA_LEADER_RETURNS);
  entry->value = a->arg[N_LV];
  set_field (entry, RANK_SHIFT, RANK_MASK, a->arg[N_RANK]);
  set_field (entry, SENIORITY_SHIFT, SENIORITY_MASK, a->arg[N_SENIORITY]);
  set_field (entry, ARM_SHIFT, ARM_MASK, a->arg[N_ARM]);
}

static char *
draw_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  g_autofree char *who = leader_called (a->name, a->arg[N_ARM]);

  /* TRANSLATORS: %1$s a side, %2$s the leader, %3$d his stars, %4$d his seniority, %5$d his Leadership Value */
  return g_strdup_printf (_("%1$s draws %2$s: %3$d stars, seniority %4$d, Leadership Value %5$d"),
                          hd_fga_side_name (a->arg[N_SIDE]), who, a->arg[N_RANK], a->arg[N_SENIORITY],
                          a->arg[N_LV]);
}

const HdSheetVerb hd_fga_verb_draw = {
  "draw", draw_read, hd_fga_write_fields, draw_check, draw_make, draw_describe, NULL,
  draw_fields, G_N_ELEMENTS (draw_fields), NULL, N_("Add the Leader"), NULL, NULL, TRUE,
};

/* ---------------------------------------------- a leader with a force */

enum { G_SIDE, G_FORCE, G_NAME };

static const HdSheetField assign_fields[] = {
  { "side", N_("Side"), HD_SHEET_FIELD_CHOICE, 0, 0, hd_fga_side_words, hd_fga_side_choice_words, FALSE },
  { "force", N_("The force he joins (0: none, held off the map)"), HD_SHEET_FIELD_NUMBER, 0, FGA_MAX_FORCE, NULL,
    NULL, FALSE },
  { NULL, N_("The leader"), HD_SHEET_FIELD_NAME, 0, 0, NULL, NULL, FALSE },
};

extern const HdSheetVerb hd_fga_verb_assign;
FGA_FIELDS_READER (assign_read, hd_fga_verb_assign, R_COMMAND)

static gboolean
assign_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  int i;

  if (a->arg[G_SIDE] < 0 || a->arg[G_SIDE] > 1 || a->arg[G_FORCE] < 0 || a->arg[G_FORCE] > FGA_MAX_FORCE)
    return hd_rules_refuse (error, R_COMMAND, _("forces are numbered 1 to %d"), FGA_MAX_FORCE);
  i = hd_fga_find_leader (sheet, a->arg[G_SIDE], a->name);
  if (i < 0)
    return hd_rules_refuse (error, R_DRAW, _("%1$s has no leader %2$s in the list: add him first"),
                            hd_fga_side_name (a->arg[G_SIDE]), a->name);
  if (sheet->ledger[i].mark & FGA_LEADER_KILLED)
    return hd_rules_refuse (error, "FGA 6.3.B", _("%s was killed: he has left the game"), a->name);
  if (sheet->step == FGA_S_ACTIONS)
    return hd_rules_refuse (error, "FGA 6.4.1.B", _("command changes in the Administrative Phase, not while the "
                                                    "forces act"));
  if (a->arg[G_FORCE] > 0 && hd_fga_leader_arm (&sheet->ledger[i]) == FGA_ARM_NAVAL)
    return hd_rules_refuse (error, "FGA 6.4.7", _("%s is a naval leader: he leads naval units only, never a land "
                                                  "force"), a->name);
  return TRUE;
}

static void
assign_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  int side = a->arg[G_SIDE], i = hd_fga_find_leader (sheet, side, a->name);
  gint from = hd_fga_leader_force (&sheet->ledger[i]);

  set_field (&sheet->ledger[i], FORCE_SHIFT, FORCE_MASK, a->arg[G_FORCE]);
  /* a wounded leader given a force again is back in command */
  sheet->ledger[i].mark &= ~FGA_LEADER_WOUNDED;
  update_command (sheet, side, from);
  update_command (sheet, side, a->arg[G_FORCE]);
}

static char *
assign_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  HdSheet after = *before;
  int commander;

  if (a->arg[G_FORCE] == 0 && hd_fga_leader_arm (&before->ledger[hd_fga_find_leader (before, a->arg[G_SIDE], a->name)]) ==
                                  FGA_ARM_NAVAL)
    /* TRANSLATORS: %1$s a naval leader, %2$s his side */
    return g_strdup_printf (_("%1$s of %2$s is with the fleets, not with a land force"), a->name,
                            hd_fga_side_name (a->arg[G_SIDE]));
  if (a->arg[G_FORCE] == 0)
    /* TRANSLATORS: %1$s a leader, %2$s his side */
    return g_strdup_printf (_("%1$s of %2$s is held off the map, with no force"), a->name,
                            hd_fga_side_name (a->arg[G_SIDE]));
  assign_make (rules, &after, a);
  commander = hd_fga_force_commander (&after, a->arg[G_SIDE], a->arg[G_FORCE]);
  if (commander < 0)
    /* TRANSLATORS: %1$s a cavalry leader, %2$d the force he joins, which has infantry */
    return g_strdup_printf (_("%1$s joins force %2$d, but as a cavalry leader he may not command its infantry, and "
                              "no other leader there can: the force is without a leader (FGA 6.4.6)"), a->name,
                            a->arg[G_FORCE]);
  /* TRANSLATORS: %1$s a leader, %2$d the force he joins, %3$s the force's commander by rank and seniority */
  return g_strdup_printf (_("%1$s joins force %2$d, which %3$s commands"), a->name, a->arg[G_FORCE],
                          after.ledger[commander].name);
}

const HdSheetVerb hd_fga_verb_assign = {
  "assign", assign_read, hd_fga_write_fields, assign_check, assign_make, assign_describe, NULL,
  assign_fields, G_N_ELEMENTS (assign_fields), NULL, N_("Give the Leader a Force"), NULL, NULL, TRUE,
};

/* ------------------------------------------------- a force's troops */

/* Whether a force is of cavalry only, which a cavalry leader may
 * command (FGA 6.4.6); a force is taken to have infantry until the
 * players say otherwise. */

enum { T_SIDE, T_FORCE, T_CAVALRY };

static const char * const troops[] = { "mixed", "cavalry", NULL };
static const char * const troop_words[] = {
  N_("Infantry, or infantry and cavalry"), N_("Cavalry only"), NULL,
};

static const HdSheetField troops_fields[] = {
  { "side", N_("Side"), HD_SHEET_FIELD_CHOICE, 0, 0, hd_fga_side_words, hd_fga_side_choice_words, FALSE },
  { "force", N_("Force"), HD_SHEET_FIELD_NUMBER, 1, FGA_MAX_FORCE, NULL, NULL, FALSE },
  { NULL, N_("Its SPs"), HD_SHEET_FIELD_CHOICE, 0, 0, troops, troop_words, FALSE },
};

extern const HdSheetVerb hd_fga_verb_troops;
FGA_FIELDS_READER (troops_read, hd_fga_verb_troops, "FGA 6.4.6")

static gboolean
troops_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  if (a->arg[T_SIDE] < 0 || a->arg[T_SIDE] > 1 || a->arg[T_FORCE] < 1 || a->arg[T_FORCE] > FGA_MAX_FORCE ||
      a->arg[T_CAVALRY] < 0 || a->arg[T_CAVALRY] > 1)
    return hd_rules_refuse (error, "FGA 6.4.6", _("forces are numbered 1 to %d"), FGA_MAX_FORCE);
  if (hd_fga_set_has (sheet->track[FGA_T_U_CAVALRY + a->arg[T_SIDE]], a->arg[T_FORCE]) == a->arg[T_CAVALRY])
    return hd_rules_refuse (error, "FGA 6.4.6", a->arg[T_CAVALRY] ? _("force %d is of cavalry only already")
                                                                 : _("force %d has infantry already"),
                            a->arg[T_FORCE]);
  return TRUE;
}

static void
troops_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
  sheet->track[FGA_T_U_CAVALRY + a->arg[T_SIDE]] ^= 1 << (a->arg[T_FORCE] - 1);
  if (force_has_roster_leader (sheet, a->arg[T_SIDE], a->arg[T_FORCE]))
    update_command (sheet, a->arg[T_SIDE], a->arg[T_FORCE]);
}

static char *
troops_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  HdSheet after = *before;

  troops_make (rules, &after, a);
  if (a->arg[T_CAVALRY])
    /* TRANSLATORS: %1$s a side, %2$d its force */
    return g_strdup_printf (_("%1$s's force %2$d is of cavalry only: a cavalry leader may command it"),
                            hd_fga_side_name (a->arg[T_SIDE]), a->arg[T_FORCE]);
  if (!hd_fga_set_has (before->track[FGA_T_U_LEADERLESS + a->arg[T_SIDE]], a->arg[T_FORCE]) &&
      hd_fga_set_has (after.track[FGA_T_U_LEADERLESS + a->arg[T_SIDE]], a->arg[T_FORCE]))
    /* TRANSLATORS: %1$s a side, %2$d its force */
    return g_strdup_printf (_("%1$s's force %2$d has infantry: its cavalry leader may not command it, and it is "
                              "without a leader (FGA 6.4.6)"), hd_fga_side_name (a->arg[T_SIDE]), a->arg[T_FORCE]);
  /* TRANSLATORS: %1$s a side, %2$d its force */
  return g_strdup_printf (_("%1$s's force %2$d has infantry: a cavalry leader may not command it"),
                          hd_fga_side_name (a->arg[T_SIDE]), a->arg[T_FORCE]);
}

const HdSheetVerb hd_fga_verb_troops = {
  "troops", troops_read, hd_fga_write_fields, troops_check, troops_make, troops_describe, NULL,
  troops_fields, G_N_ELEMENTS (troops_fields), NULL, N_("Record the Troops"), NULL, NULL, TRUE,
};

/* ------------------------------------------- a force against its TO&E */

/* A force's SPs checked against what it may hold: an army's TO&E chart
 * (FGA 3.1.4.A), an IF's leader's rank (FGA 3.1.4.C) from the owner's
 * table of IF limits, or a limit typed from the chart. */

enum { E_SIDE, E_FORCE, E_KIND, E_SP, E_LIMIT };
enum { KIND_IF, KIND_ARMY };

static const char * const force_kinds[] = { "if", "army", NULL };
static const char * const force_kind_words[] = { N_("An IF"), N_("An army"), NULL };

static const HdSheetField toe_fields[] = {
  { "side", N_("Side"), HD_SHEET_FIELD_CHOICE, 0, 0, hd_fga_side_words, hd_fga_side_choice_words, FALSE },
  { "force", N_("Force"), HD_SHEET_FIELD_NUMBER, 1, FGA_MAX_FORCE, NULL, NULL, FALSE },
  { "kind", N_("The force is"), HD_SHEET_FIELD_CHOICE, 0, 0, force_kinds, force_kind_words, FALSE },
  { "sp", N_("Its SPs"), HD_SHEET_FIELD_NUMBER, 1, FGA_MAX_SP, NULL, NULL, FALSE },
  { "limit", N_("The most it may hold, from the TO&E chart (0: an IF's, from the owner's table)"),
    HD_SHEET_FIELD_NUMBER, 0, FGA_MAX_SP, NULL, NULL, TRUE },
};

extern const HdSheetVerb hd_fga_verb_toe;
FGA_FIELDS_READER (toe_read, hd_fga_verb_toe, "FGA 3.1.4")

/* The stars of the commander of @side's force @force, or 0. */
static gint
commander_stars (const HdSheet *sheet, int side, gint force)
{
  int i = hd_fga_force_commander (sheet, side, force);

  return i >= 0 ? hd_fga_leader_rank (&sheet->ledger[i]) : 0;
}

/* An IF's limit left to the owner's table: the one for its commander's
 * stars. */
static void
toe_complete (const HdSheetRules *rules, const HdSheet *sheet, HdSheetTable * const *tables, HdSheetAction *a)
{
  gint stars;
  const char *cell;

  if (a->arg[E_KIND] != KIND_IF || a->arg[E_LIMIT] != 0 || a->arg[E_SIDE] < 0 || a->arg[E_SIDE] > 1)
    return;
  stars = commander_stars (sheet, a->arg[E_SIDE], a->arg[E_FORCE]);
  cell = stars > 0 ? hd_sheet_table_get (tables[FGA_TABLE_IF_LIMIT], (guint) stars - 1, 0) : NULL;
  if (cell != NULL)
    a->arg[E_LIMIT] = (gint) g_ascii_strtoll (cell, NULL, 10);
}

static gboolean
toe_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *a, GError **error)
{
  const char *rule = a->arg[E_KIND] == KIND_IF ? "FGA 3.1.4.C" : "FGA 3.1.4.A";

  if (a->arg[E_SIDE] < 0 || a->arg[E_SIDE] > 1 || a->arg[E_FORCE] < 1 || a->arg[E_FORCE] > FGA_MAX_FORCE ||
      a->arg[E_KIND] < KIND_IF || a->arg[E_KIND] > KIND_ARMY || a->arg[E_SP] < 1 || a->arg[E_LIMIT] < 0)
    return hd_rules_refuse (error, "FGA 3.1.4", _("a force is numbered 1 to %d and holds 1 SP or more"),
                            FGA_MAX_FORCE);
  if (a->arg[E_LIMIT] == 0 && a->arg[E_KIND] == KIND_ARMY)
    return hd_rules_refuse (error, rule, _("an army's limit is on its own TO&E chart: type it"));
  if (a->arg[E_LIMIT] == 0 && commander_stars (sheet, a->arg[E_SIDE], a->arg[E_FORCE]) == 0)
    return hd_rules_refuse (error, rule, _("an IF's limit is its leader's, by his rank, and force %d has no leader "
                                           "in the list who may command it: type the limit"), a->arg[E_FORCE]);
  if (a->arg[E_LIMIT] == 0)
    return hd_rules_refuse (error, rule, _("the owner's table of IF limits does not give a %d-star leader's yet: "
                                           "type the limit from the chart"),
                            commander_stars (sheet, a->arg[E_SIDE], a->arg[E_FORCE]));
  if (a->arg[E_SP] > a->arg[E_LIMIT])
    return hd_rules_refuse (error, rule, _("force %1$d may hold at most %2$d SPs: leave the others as a garrison or "
                                           "in another force"), a->arg[E_FORCE], a->arg[E_LIMIT]);
  return TRUE;
}

static void
toe_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *a)
{
}

static char *
toe_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s a side, %2$d its force, %3$d its SPs, %4$d the most it may hold */
  return g_strdup_printf (a->arg[E_KIND] == KIND_IF ? _("%1$s's IF %2$d holds %3$d SPs, within its leader's limit "
                                                        "of %4$d")
                                                    : _("%1$s's army %2$d holds %3$d SPs, within its TO&E of %4$d"),
                          hd_fga_side_name (a->arg[E_SIDE]), a->arg[E_FORCE], a->arg[E_SP], a->arg[E_LIMIT]);
}

/* A force's strength is its side's (FGA 4.4.1). */
static int
toe_secret_of (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  return a->arg[E_SIDE];
}

static char *
toe_describe_hidden (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *a)
{
  /* TRANSLATORS: %1$s a side, %2$d its force; the strength is not told */
  return g_strdup_printf (_("%1$s checks force %2$d's strength against its TO&E"), hd_fga_side_name (a->arg[E_SIDE]),
                          a->arg[E_FORCE]);
}

const HdSheetVerb hd_fga_verb_toe = {
  "toe", toe_read, hd_fga_write_fields, toe_check, toe_make, toe_describe, toe_complete,
  toe_fields, G_N_ELEMENTS (toe_fields), NULL, N_("Check the Force"), toe_secret_of, toe_describe_hidden, TRUE,
};

/* The owner's table of IF limits: the SPs a leader of each rank may
 * lead in an IF (FGA 3.1.4.C), 0 to 250. */
#define SP_TEN(p) p "0", p "1", p "2", p "3", p "4", p "5", p "6", p "7", p "8", p "9"
static const char * const sp_codes[] = {
  "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", SP_TEN ("1"), SP_TEN ("2"), SP_TEN ("3"), SP_TEN ("4"),
  SP_TEN ("5"), SP_TEN ("6"), SP_TEN ("7"), SP_TEN ("8"), SP_TEN ("9"), SP_TEN ("10"), SP_TEN ("11"),
  SP_TEN ("12"), SP_TEN ("13"), SP_TEN ("14"), SP_TEN ("15"), SP_TEN ("16"), SP_TEN ("17"), SP_TEN ("18"),
  SP_TEN ("19"), SP_TEN ("20"), SP_TEN ("21"), SP_TEN ("22"), SP_TEN ("23"), SP_TEN ("24"), "250", NULL,
};
static const char * const star_rows[] = { "1*", "2*", "3*", "4*" };
static const char * const if_limit_column[] = { "SPs" };

const HdSheetTableDef hd_fga_if_limit_def = {
  "if-limits", N_("IF Limits by Leader's Rank"), "FGA 3.1.4.C",
  G_N_ELEMENTS (star_rows), star_rows, G_N_ELEMENTS (if_limit_column), if_limit_column, sp_codes, sp_codes,
  sp_codes, NULL,
  N_("Our copy of the rules does not print the TO&E charts: type, for a leader of one to four stars, the most SPs "
     "an IF he leads may hold."),
};

void
hd_fga_leaders_add_candidates (const HdSheetRules *rules, const HdSheet *sheet, GPtrArray *out)
{
  gint r = (gint) sheet->turn;
  HdSheetAction tries[] = {
    { FGA_V_DRAW, { r % 2, 1 + r % 4, 1 + r % 50, r % 4, r % 3 }, "" },
    { FGA_V_ASSIGN, { r % 2, r % 6 }, "" },
    { FGA_V_TROOPS, { r % 2, 1 + r % 6, r % 2 }, "" },
    { FGA_V_TOE, { r % 2, 1 + r % 6, r % 2, 5 + r % 30, (r % 3) * 10 }, "" },
  };

  g_snprintf (tries[0].name, HD_SHEET_NAME_LEN, "Leader %d", r % 11);
  g_snprintf (tries[1].name, HD_SHEET_NAME_LEN, "Leader %d", r % 11);
  for (guint i = 0; i < G_N_ELEMENTS (tries); i++)
    hd_sheet_add_candidate (rules, sheet, &tries[i], out);
}
