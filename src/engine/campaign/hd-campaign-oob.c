/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-oob.c: the order of battle's figures and limits (Campaign 6,
 * 7.8, 10.21-10.25, 11, 11.1) and invariants 20-29.  The editor's and the
 * Reorganisation Phase's actions are in hd-campaign-oob-edit.c. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-calendar.h"
#include "hd-campaign-oob.h"
#include "hd-campaign-private.h"
#include "hd-rules.h"

/* Every HdStandFlags bit. */
#define ALL_FLAGS ((guint) (HD_STAND_HIGH_COHESION << 1) - 1)

static const char *const flag_words[] = {
  "pt", "ne", "shock", "ss", "militia", "regular", "high-cohesion",
};

G_STATIC_ASSERT ((1u << G_N_ELEMENTS (flag_words)) - 1 == ALL_FLAGS);

char *
hd_campaign_oob_flags_to_string (guint flags)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (flag_words); i++)
    if (flags & (1u << i))
      g_string_append_printf (out, "%s%s", out->len ? "," : "", flag_words[i]);
  return g_string_free (out, FALSE);
}

static int
flag_bit (const char *word)
{
  for (guint i = 0; i < G_N_ELEMENTS (flag_words); i++)
    if (g_str_equal (word, flag_words[i]))
      return (int) i;
  return -1;
}

gboolean
hd_campaign_oob_flags_from_string (const char *words,
                                   guint      *out)
{
  g_auto(GStrv) list = g_strsplit (words, ",", -1);
  guint flags = 0;

  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autofree char *word = g_strstrip (g_strdup (list[i]));
      int bit;

      if (word[0] == '\0' && list[1] == NULL)
        continue;
      bit = flag_bit (word);
      if (bit < 0)
        return FALSE;
      flags |= 1u << bit;
    }
  *out = flags;
  return TRUE;
}

static guint
game_year (const HdCampaign *c)
{
  HdGameTurn t = { 0 };

  hd_calendar_get_turn (c->turn, &t);
  return t.year;
}

/* A brigade or a battalion: what 6.11-6.13 count and 6.23 calls a combat
 * formation. */
static gboolean
is_combat_arm (HdArm arm)
{
  return arm == HD_ARM_INFANTRY || arm == HD_ARM_CAVALRY || arm == HD_ARM_ARTILLERY;
}

static gboolean
counts_as_unit (const HdCampaignStand *s)
{
  return is_combat_arm (s->arm) && s->sp > 1;
}

static gboolean
is_field_gun (HdGun gun)
{
  return gun == HD_GUN_SB_F || gun == HD_GUN_R_F;
}

static guint
count_matching (const HdCampaign *c,
                GArray           *ids,
                gboolean        (*match) (const HdCampaignStand *s))
{
  guint n = 0;

  for (guint i = 0; i < ids->len; i++)
    if (match (hd_campaign_lookup_stand (c, g_array_index (ids, guint, i))))
      n++;
  return n;
}

guint
hd_campaign_oob_count_units (const HdCampaign *c,
                             guint             formation)
{
  g_autoptr(GArray) ids = hd_campaign_list_all_stands (c, formation);

  return count_matching (c, ids, counts_as_unit);
}

guint
hd_campaign_oob_count_held (const HdCampaign *c,
                            guint             formation)
{
  g_autoptr(GArray) formations = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) stands = g_array_new (FALSE, FALSE, sizeof (guint));

  hd_campaign_list_held (c, formation, formations, stands);
  return formations->len + stands->len;
}

guint
hd_campaign_oob_max_units (HdFormationKind kind)
{
  switch (kind)
    {
    case HD_FORMATION_CORPS:
    case HD_FORMATION_CAVALRY_CORPS:
      return 12;
    case HD_FORMATION_FIELD_CORPS:
      return 24;
    case HD_FORMATION_ARMY:
    case HD_FORMATION_DIVISION:
    case HD_FORMATION_SIEGE_TRAIN:
    case HD_N_FORMATION_KINDS:
    default:
      return 0;
    }
}

guint
hd_campaign_oob_army_weight (const HdCampaign *c,
                             guint             formation)
{
  const HdCampaignFormation *f = hd_campaign_lookup_formation (c, formation);

  if (f == NULL)
    return 0;
  switch (f->kind)
    {
    case HD_FORMATION_CORPS:
      return 1;
    case HD_FORMATION_FIELD_CORPS:
      return 2;
    case HD_FORMATION_CAVALRY_CORPS:
      return game_year (c) >= 1864 ? 2 : 1;
    case HD_FORMATION_ARMY:
    case HD_FORMATION_DIVISION:
    case HD_FORMATION_SIEGE_TRAIN:
    case HD_N_FORMATION_KINDS:
    default:
      return 0;
    }
}

static gboolean
is_cavalry_stand (const HdCampaignStand *s)
{
  return s->arm == HD_ARM_CAVALRY;
}

static gboolean
is_artillery_stand (const HdCampaignStand *s)
{
  return s->arm == HD_ARM_ARTILLERY && s->sp > 1;
}

static gboolean
is_combat_stand (const HdCampaignStand *s)
{
  return is_combat_arm (s->arm);
}

static gboolean
is_horse_or_artillery (const HdCampaignStand *s)
{
  return s->arm == HD_ARM_CAVALRY || s->arm == HD_ARM_ARTILLERY;
}

gboolean
hd_campaign_oob_is_cavalry (const HdCampaign *c,
                            guint             formation)
{
  const HdCampaignFormation *f = hd_campaign_lookup_formation (c, formation);
  g_autoptr(GArray) ids = NULL;

  if (f == NULL)
    return FALSE;
  if (f->kind == HD_FORMATION_CAVALRY_CORPS)
    return TRUE;
  if (f->kind != HD_FORMATION_DIVISION)
    return FALSE;
  ids = hd_campaign_list_stands_of (c, formation);
  return count_matching (c, ids, is_cavalry_stand) > 0
         && count_matching (c, ids, is_horse_or_artillery) == ids->len;
}

guint
hd_campaign_oob_stand_adjusted_cavalry (const HdCampaignStand *stand)
{
  return stand->arm == HD_ARM_CAVALRY ? stand->sp * stand->morale : 0;
}

guint
hd_campaign_oob_adjusted_cavalry (const HdCampaign *c,
                                  guint             formation)
{
  g_autoptr(GArray) ids = hd_campaign_list_all_stands (c, formation);
  guint total = 0;

  for (guint i = 0; i < ids->len; i++)
    total += hd_campaign_oob_stand_adjusted_cavalry (hd_campaign_lookup_stand (c, g_array_index (ids, guint, i)));
  return total;
}

guint
hd_campaign_oob_senior_in_box (const HdCampaign *c,
                               guint             box,
                               HdSide            side)
{
  guint best = HD_CAMPAIGN_NONE;
  HdRank best_rank = HD_RANK_NONE;

  for (guint i = 0; i < c->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);
      HdRank rank = hd_formation_kind_get_rank (f->kind);

      /* formations are in id order: a later peer never wins the tie */
      if (f->side == side && f->box == box && rank > best_rank)
        {
          best = f->id;
          best_rank = rank;
        }
    }
  return best;
}

/* ------------------------------------------------------- exhaustion */

static guint
status_percent (HdStatus status)
{
  switch (status)
    {
    case HD_STATUS_GREEN:
      return 40;
    case HD_STATUS_TRAINED:
      return 50;
    case HD_STATUS_ELITE:
    case HD_STATUS_CRACK:
    case HD_N_STATUSES:
    default:
      return 60;
    }
}

/* The status group 10.25 uses: the largest by SP, ties to the lower
 * status; Crack stands take the number of the division's majority
 * (10.24), so they decide only a division of Crack stands alone. */
static HdStatus
largest_group (const guint sp[HD_N_STATUSES])
{
  HdStatus best = HD_STATUS_CRACK;
  guint most = 0;

  for (guint s = HD_STATUS_GREEN; s < HD_STATUS_CRACK; s++)
    if (sp[s] > most)
      {
        best = (HdStatus) s;
        most = sp[s];
      }
  return best;
}

gboolean
hd_campaign_oob_get_exhaustion (const HdCampaign     *c,
                                guint                 formation,
                                HdCampaignExhaustion *out)
{
  g_autoptr(GArray) ids = hd_campaign_list_all_stands (c, formation);
  guint sp[HD_N_STATUSES] = { 0 };
  guint total = 0;

  for (guint i = 0; i < ids->len; i++)
    {
      const HdCampaignStand *s = hd_campaign_lookup_stand (c, g_array_index (ids, guint, i));
      guint strength = MAX (s->sp_start, s->sp);

      if (s->arm != HD_ARM_INFANTRY && s->arm != HD_ARM_CAVALRY)
        continue;
      sp[s->status] += strength;
      total += strength;
    }
  if (total == 0)
    return FALSE;
  out->status = largest_group (sp);
  out->percent = status_percent (out->status);
  out->sp = total;
  out->loss = (total * out->percent + 99) / 100;
  out->exhausted_at = total - out->loss;
  return TRUE;
}

/* --------------------------------------------------------- problems */

static HdCampaignProblem * G_GNUC_PRINTF (4, 5)
add_problem (GPtrArray  *problems,
             guint       formation,
             const char *rule,
             const char *format,
             ...)
{
  HdCampaignProblem *p = g_new0 (HdCampaignProblem, 1);
  va_list args;

  va_start (args, format);
  p->text = g_strdup_vprintf (format, args);
  va_end (args);
  p->rule = g_strdup (rule);
  p->formation = formation;
  g_ptr_array_add (problems, p);
  return p;
}

/* 11's caps on a stand's strength, 6.32's on a siege stand's. */
static void
stand_problems (const HdCampaign      *c,
                const HdCampaignStand *s,
                GPtrArray             *problems)
{
  guint cap = hd_campaign_oob_stand_cap (s->arm);

  if (s->arm == HD_ARM_IRONCLAD || s->sp <= cap)
    return;
  if (s->arm == HD_ARM_SIEGE)
    add_problem (problems, s->formation, "Campaign 6.32",
                 _("%s has %u SP; a siege artillery stand has at most 2"), s->name, s->sp);
  else if (s->arm == HD_ARM_INFANTRY)
    add_problem (problems, s->formation, "Campaign 11",
                 _("%s has %u SP; an infantry stand has at most 6"), s->name, s->sp);
  else
    add_problem (problems, s->formation, "Campaign 11",
                 _("%s has %u SP; a cavalry or artillery stand has at most 3"), s->name, s->sp);
}

/* The Siege Train holds siege artillery; an infantry corps may carry
 * siege guns taken from a fortified city (14.5: "Siege guns can be
 * removed from the fortified cities and attached to corps"). */
static gboolean
siege_may_hold (const HdCampaignFormation *f)
{
  return f->kind == HD_FORMATION_SIEGE_TRAIN || f->kind == HD_FORMATION_CORPS || f->kind == HD_FORMATION_FIELD_CORPS;
}

static void
own_stands_problems (const HdCampaign          *c,
                     const HdCampaignFormation *f,
                     gboolean                   advisory,
                     GPtrArray                 *problems)
{
  g_autoptr(GArray) ids = hd_campaign_list_stands_of (c, f->id);

  for (guint i = 0; i < ids->len; i++)
    {
      const HdCampaignStand *s = hd_campaign_lookup_stand (c, g_array_index (ids, guint, i));
      /* a partner is looked for among every stand: only when shown */
      const HdCampaignStand *partner = advisory ? hd_campaign_oob_must_consolidate (c, s) : NULL;

      stand_problems (c, s, problems);
      if (partner != NULL)
        add_problem (problems, f->id, "Campaign 11",
                     _("%s has only %u SP and must be consolidated, for example with %s in the same box"),
                     s->name, s->sp, partner->name)->advisory = TRUE;
      if (s->arm == HD_ARM_SIEGE && !siege_may_hold (f))
        add_problem (problems, f->id, "Campaign 6.32",
                     _("%s holds the siege artillery %s; siege artillery is never part of a corps, "
                       "only the Siege Train may go with one"), f->name, s->name);
      if (s->arm != HD_ARM_SIEGE && f->kind == HD_FORMATION_SIEGE_TRAIN)
        add_problem (problems, f->id, "Campaign 6.32",
                     _("the Siege Train holds %s; it holds siege artillery stands only"), s->name);
    }
}

/* 6.32: the Siege Train, a division with no DC, one a side (a second
 * names the first). */
static void
siege_train_problems (const HdCampaign          *c,
                      const HdCampaignFormation *f,
                      GPtrArray                 *problems)
{
  const GArray *trains = hd_campaign_get_siege_trains (c, f->side);
  guint first = trains->len > 0 ? g_array_index (trains, guint, 0) : HD_CAMPAIGN_NONE;

  if (f->commander != NULL && f->commander[0] != '\0')
    add_problem (problems, f->id, "Campaign 6.32",
                 _("%s has a commander; the Siege Train is a division with no divisional commander"), f->name);
  if (first != HD_CAMPAIGN_NONE && first < f->id)
    add_problem (problems, f->id, "Campaign 6.32", _("the %s has a Siege Train already: %s"),
                 hd_side_get_noun (f->side), hd_campaign_lookup_formation (c, first)->name);
}

static void
division_problems (const HdCampaign          *c,
                   const HdCampaignFormation *f,
                   gboolean                   advisory,
                   GPtrArray                 *problems)
{
  g_autoptr(GArray) ids = hd_campaign_list_stands_of (c, f->id);
  guint guns = count_matching (c, ids, is_artillery_stand);

  if (advisory && (f->commander == NULL || f->commander[0] == '\0'))
    add_problem (problems, f->id, "Campaign 6.23",
                 _("%s has no divisional commander; a division is a divisional commander and at least two "
                   "combat stands"), f->name)->advisory = TRUE;
  if (advisory && count_matching (c, ids, is_combat_stand) < 2)
    add_problem (problems, f->id, "Campaign 6.23",
                 _("%s has fewer than two combat stands; a division is a divisional commander and at least "
                   "two combat stands"), f->name)->advisory = TRUE;
  if (guns > 1)
    add_problem (problems, f->id, "Campaign 6.22",
                 _("%s has %u artillery battalions; a division may have only one"), f->name, guns);
}

/* 6.22: corps artillery fewer than the divisions' (a cavalry corps may
 * always keep one). */
static void
artillery_ratio_problems (const HdCampaign          *c,
                          const HdCampaignFormation *f,
                          GPtrArray                 *problems)
{
  g_autoptr(GArray) own = hd_campaign_list_stands_of (c, f->id);
  g_autoptr(GArray) all = hd_campaign_list_all_stands (c, f->id);
  guint corps_guns = count_matching (c, own, is_artillery_stand);
  guint divisional = count_matching (c, all, is_artillery_stand) - corps_guns;

  if (corps_guns == 0 || corps_guns < divisional)
    return;
  if (f->kind == HD_FORMATION_CAVALRY_CORPS && corps_guns == 1)
    return;
  add_problem (problems, f->id, "Campaign 6.22",
               _("%s has %u artillery battalions as corps artillery and %u with its divisions; the corps "
                 "artillery must be fewer"), f->name, corps_guns, divisional);
}

/* 6.13, 6.31: a cavalry corps' date and contents, field guns only in
 * cavalry formations; a corps of cavalry alone is a cavalry corps. */
static void
cavalry_problems (const HdCampaign          *c,
                  const HdCampaignFormation *f,
                  GPtrArray                 *problems)
{
  g_autoptr(GArray) all = hd_campaign_list_all_stands (c, f->id);
  guint first_year = f->side == HD_SIDE_CONFEDERATE ? 1862 : 1863;
  gboolean cavalry_only = all->len > 0 && count_matching (c, all, is_cavalry_stand) > 0
                          && count_matching (c, all, is_horse_or_artillery) == all->len;
  gboolean cavalry_corps = f->kind == HD_FORMATION_CAVALRY_CORPS
                           || (f->kind == HD_FORMATION_CORPS && cavalry_only);

  if (f->kind == HD_FORMATION_FIELD_CORPS && cavalry_only)
    add_problem (problems, f->id, "Campaign 6.13",
                 _("%s is a field corps of cavalry alone; a double cavalry corps may not be built"), f->name);
  if (cavalry_corps && game_year (c) < first_year)
    add_problem (problems, f->id, "Campaign 6.13",
                 _("%s is a cavalry corps; the %s may use cavalry corps only from January %u"), f->name,
                 hd_side_get_noun (f->side), first_year);
  if (f->kind == HD_FORMATION_CAVALRY_CORPS && !cavalry_only && all->len > 0)
    add_problem (problems, f->id, "Campaign 6.13",
                 _("%s is a cavalry corps; it may hold only cavalry brigades and horse artillery"), f->name);
}

static void
horse_artillery_problems (const HdCampaign          *c,
                          const HdCampaignFormation *f,
                          GPtrArray                 *problems)
{
  g_autoptr(GArray) ids = hd_campaign_list_stands_of (c, f->id);

  if (!hd_campaign_oob_is_cavalry (c, f->id))
    return;
  for (guint i = 0; i < ids->len; i++)
    {
      const HdCampaignStand *s = hd_campaign_lookup_stand (c, g_array_index (ids, guint, i));

      if (s->arm == HD_ARM_ARTILLERY && !is_field_gun (s->gun))
        add_problem (problems, f->id, "Campaign 6.31",
                     _("%s has %s guns in %s; horse artillery has field guns only (SB-F or R-F)"), s->name,
                     hd_gun_get_code (s->gun), f->name);
    }
}

static void
units_problems (const HdCampaign          *c,
                const HdCampaignFormation *f,
                GPtrArray                 *problems)
{
  guint max = hd_campaign_oob_max_units (f->kind);
  guint units = hd_campaign_oob_count_units (c, f->id);

  if (max == 0 || units <= max)
    return;
  if (f->kind == HD_FORMATION_FIELD_CORPS)
    add_problem (problems, f->id, "Campaign 6.12",
                 _("%s has %u units; a field corps may have at most 24"), f->name, units);
  else if (f->kind == HD_FORMATION_CAVALRY_CORPS)
    add_problem (problems, f->id, "Campaign 6.13",
                 _("%s has %u units; a cavalry corps may have at most 12"), f->name, units);
  else
    add_problem (problems, f->id, "Campaign 6.11",
                 _("%s has %u units; a corps may have at most 12"), f->name, units);
}

/* @f's problems and its children's, @depth below a top formation; the
 * advisory ones too if @advisory. */
static void
collect_problems (const HdCampaign          *c,
                  const HdCampaignFormation *f,
                  gboolean                   advisory,
                  GPtrArray                 *problems,
                  guint                      depth)
{
  g_autoptr(GArray) children = hd_campaign_list_children (c, f->id);

  if (hd_formation_kind_is_corps (f->kind))
    {
      units_problems (c, f, problems);
      cavalry_problems (c, f, problems);
      artillery_ratio_problems (c, f, problems);
    }
  if (f->kind == HD_FORMATION_DIVISION)
    division_problems (c, f, advisory, problems);
  if (f->kind == HD_FORMATION_SIEGE_TRAIN)
    siege_train_problems (c, f, problems);
  horse_artillery_problems (c, f, problems);
  own_stands_problems (c, f, advisory, problems);
  for (guint i = 0; depth < 3 && i < children->len; i++)
    collect_problems (c, hd_campaign_lookup_formation (c, g_array_index (children, guint, i)), advisory,
                      problems, depth + 1);
}

static GPtrArray *
new_problems (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_problem_free);
}

GPtrArray *
hd_campaign_oob_list_problems (const HdCampaign *c,
                               guint             formation)
{
  GPtrArray *problems = new_problems ();
  const HdCampaignFormation *f = hd_campaign_lookup_formation (c, formation);

  if (f != NULL)
    collect_problems (c, f, TRUE, problems, 0);
  return problems;
}

GPtrArray *
hd_campaign_oob_list_all_problems (const HdCampaign *c)
{
  GPtrArray *problems = new_problems ();

  for (guint i = 0; i < c->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);

      if (f->parent == HD_CAMPAIGN_NONE)
        collect_problems (c, f, TRUE, problems, 0);
    }
  for (guint i = 0; i < c->stands->len; i++)
    {
      const HdCampaignStand *s = &g_array_index (c->stands, HdCampaignStand, i);

      if (s->formation == HD_CAMPAIGN_NONE)
        stand_problems (c, s, problems);
    }
  return problems;
}

/* How many formations are above @f (0 for a top one). */
static guint
depth_of (const HdCampaign          *c,
          const HdCampaignFormation *f)
{
  guint depth = 0;

  /* invariant 2: an army, a corps, a division at most */
  for (guint up = f->parent; up != HD_CAMPAIGN_NONE && depth < 4; depth++)
    {
      const HdCampaignFormation *p = hd_campaign_lookup_formation (c, up);

      up = p != NULL ? p->parent : HD_CAMPAIGN_NONE;
    }
  return depth;
}

GPtrArray *
hd_campaign_oob_list_refusable (const HdCampaign *c,
                                const GArray     *roots,
                                const GArray     *stands)
{
  GPtrArray *problems = new_problems ();

  for (guint i = 0; i < roots->len; i++)
    {
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, g_array_index (roots, guint, i));

      if (f != NULL)
        collect_problems (c, f, FALSE, problems, depth_of (c, f));
    }
  for (guint i = 0; i < stands->len; i++)
    {
      const HdCampaignStand *s = hd_campaign_lookup_stand (c, g_array_index (stands, guint, i));

      if (s != NULL && s->formation == HD_CAMPAIGN_NONE)
        stand_problems (c, s, problems);
    }
  return problems;
}

gboolean
hd_campaign_oob_check_formation (const HdCampaign *c,
                                 guint             formation,
                                 GError          **error)
{
  g_autoptr(GPtrArray) problems = hd_campaign_oob_list_problems (c, formation);
  const HdCampaignProblem *p;

  if (problems->len == 0)
    return TRUE;
  p = problems->pdata[0];
  return hd_rules_refuse (error, p->rule, "%s", p->text);
}

/* ---------------------------------------------------- reorganisation */

/* The smallest strength 11 lets a stand keep, 0 for none. */
static guint
least_sp (const HdCampaignStand *s)
{
  switch (s->arm)
    {
    case HD_ARM_INFANTRY:
      return 3;
    case HD_ARM_ARTILLERY:
    case HD_ARM_CAVALRY:
      return 2;
    case HD_ARM_SIEGE:
    case HD_ARM_IRONCLAD:
    case HD_N_ARMS:
    default:
      return 0;
    }
}

guint
hd_campaign_oob_stand_cap (HdArm arm)
{
  return arm == HD_ARM_INFANTRY ? 6 : arm == HD_ARM_SIEGE ? 2 : 3;
}

/* A stand of @side's in the same box that @small could be merged with
 * under 11's caps (same arm; guns of the same kind), or NULL. */
const HdCampaignStand *
hd_campaign_oob_find_merge_partner (const HdCampaign      *c,
                                    const HdCampaignStand *small)
{
  guint box = hd_campaign_stand_get_box (c, small);

  for (guint i = 0; i < c->stands->len; i++)
    {
      const HdCampaignStand *s = &g_array_index (c->stands, HdCampaignStand, i);

      if (s->id != small->id && s->side == small->side && s->arm == small->arm && s->gun == small->gun
          && hd_campaign_stand_get_box (c, s) == box
          && s->sp + small->sp <= hd_campaign_oob_stand_cap (s->arm))
        return s;
    }
  return NULL;
}

const HdCampaignStand *
hd_campaign_oob_must_consolidate (const HdCampaign      *c,
                                  const HdCampaignStand *s)
{
  return s->sp < least_sp (s) ? hd_campaign_oob_find_merge_partner (c, s) : NULL;
}

static gboolean
exempt_from_corps (const HdCampaignStand *s)
{
  return s->arm == HD_ARM_SIEGE || s->arm == HD_ARM_IRONCLAD || (s->flags & HD_STAND_MILITIA);
}

gboolean
hd_campaign_oob_check_reorganised (const HdCampaign *c,
                                   HdSide            side,
                                   GError          **error)
{
  for (guint i = 0; i < c->stands->len; i++)
    {
      const HdCampaignStand *s = &g_array_index (c->stands, HdCampaignStand, i);
      const HdCampaignStand *partner;

      if (s->side != side)
        continue;
      if (s->formation == HD_CAMPAIGN_NONE && !exempt_from_corps (s))
        return hd_rules_refuse (error, "Campaign 11",
                                _("%s belongs to no corps; every manoeuvre unit must be assigned to one"), s->name);
      partner = hd_campaign_oob_must_consolidate (c, s);
      if (partner != NULL)
        return hd_rules_refuse (error, "Campaign 11",
                                _("%s has only %u SP and must be consolidated, for example with %s in the same "
                                  "box"), s->name, s->sp, partner->name);
    }
  return TRUE;
}

/* ------------------------------------------------------ invariants */

static char *
check_stand_places (const HdCampaign *c)
{
  for (guint i = 0; i < c->stands->len; i++)
    {
      const HdCampaignStand *s = &g_array_index (c->stands, HdCampaignStand, i);
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, s->formation);

      if (f != NULL && s->box != HD_CAMPAIGN_NO_BOX)
        return hd_campaign_invariant_broken (20, "stand %u has a box of its own and a formation", s->id);
      if (f == NULL && !exempt_from_corps (s))
        return hd_campaign_invariant_broken (21, "stand %u (%s) stands alone", s->id, hd_arm_to_string (s->arm));
      if (s->arm == HD_ARM_SIEGE && f != NULL && !siege_may_hold (f))
        return hd_campaign_invariant_broken (22, "siege stand %u in formation %u", s->id, f->id);
      if (f != NULL && f->kind == HD_FORMATION_SIEGE_TRAIN && s->arm != HD_ARM_SIEGE)
        return hd_campaign_invariant_broken (22, "stand %u (%s) in the Siege Train", s->id,
                                             hd_arm_to_string (s->arm));
      if (s->flags & ~(guint) ALL_FLAGS)
        return hd_campaign_invariant_broken (25, "stand %u has unknown flags %u", s->id, s->flags);
    }
  return NULL;
}

static char *
check_names (const HdCampaign *c)
{
  for (guint i = 0; i < c->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);

      if (f->name == NULL || f->name[0] == '\0')
        return hd_campaign_invariant_broken (24, "formation %u has no name", f->id);
    }
  return NULL;
}

static char *
check_cavalry_corps (const HdCampaign *c)
{
  for (guint i = 0; i < c->stands->len; i++)
    {
      const HdCampaignStand *s = &g_array_index (c->stands, HdCampaignStand, i);
      guint corps = hd_campaign_get_corps_of (c, s->formation);
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, corps);

      if (f == NULL || f->kind != HD_FORMATION_CAVALRY_CORPS)
        continue;
      if (!is_horse_or_artillery (s))
        return hd_campaign_invariant_broken (23, "stand %u (%s) in cavalry corps %u", s->id,
                                             hd_arm_to_string (s->arm), f->id);
      if (s->arm == HD_ARM_ARTILLERY && !is_field_gun (s->gun))
        return hd_campaign_invariant_broken (23, "stand %u has %s guns in cavalry corps %u", s->id,
                                             hd_gun_to_string (s->gun), f->id);
    }
  return NULL;
}

char *
hd_campaign_oob_check_invariants (const HdCampaign *c)
{
  char *broken = check_stand_places (c);

  if (broken == NULL)
    broken = check_names (c);
  if (broken == NULL)
    broken = check_cavalry_corps (c);
  return broken;
}
