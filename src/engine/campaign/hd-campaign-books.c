/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-books.c: army size and maximum with their words, control and
 * capture (Campaign 3.2-3.4), Kentucky (15.1), victory (4.1, 4.2) and the
 * fall of Washington (4.3). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-campaign-books.h"
#include "hd-campaign-oob.h"
#include "hd-campaign-private.h"
#include "hd-rules.h"

/* 4.1's seven cities, by the board's ids. */
static const char *const victory_cities[] = {
  "new-orleans", "mobile", "charleston", "wilmington", "richmond", "nashville", "atlanta",
};

/* R1's campaign profile: the Confederate values that differ from the
 * board's shields, so that the Confederacy starts at 28 (3.2) and 4.1's
 * cities are those of value 2. */
static const struct {
  const char *id;
  guint       value;
} confederate_profile[] = {
  { "richmond", 2 },
  { "nashville", 2 },
  { "memphis", 1 },
};

guint
hd_campaign_books_city_value (const HdCampaign *c,
                              guint             box,
                              HdSide            side)
{
  const HdBox *b = hd_map_get_box (c->map, box);
  guint value = hd_box_recruitment_value (b, side);

  if (side == HD_SIDE_CONFEDERATE)
    for (guint i = 0; i < G_N_ELEMENTS (confederate_profile); i++)
      if (g_str_equal (b->id, confederate_profile[i].id))
        return confederate_profile[i].value;
  if (side == HD_SIDE_UNION && box == c->settings.union_reduced_box && value > 0)
    return value - 1;
  return value;
}

guint
hd_campaign_books_army_size (const HdCampaign *c,
                             HdSide            side)
{
  guint size = 0;

  for (guint i = 0; i < c->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);

      if (f->side == side)
        size += hd_campaign_oob_army_weight (c, f->id);
    }
  return size;
}

/* "name value, name value": names are the board's and the umpire's,
 * numbers are numbers, so the list needs no translation of its own. */
static void
append_item (GString    *list,
             const char *name,
             guint       value)
{
  g_string_append_printf (list, "%s%s %u", list->len > 0 ? ", " : "", name, value);
}

char *
hd_campaign_books_explain_army_size (const HdCampaign *c,
                                     HdSide            side)
{
  g_autoptr(GString) list = g_string_new (NULL);
  guint size = hd_campaign_books_army_size (c, side);

  for (guint i = 0; i < c->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);
      guint weight = hd_campaign_oob_army_weight (c, f->id);

      if (f->side == side && weight > 0)
        append_item (list, f->name, weight);
    }
  if (size == 0)
    /* TRANSLATORS: %s is "Union" or "Confederacy" */
    return g_strdup_printf (_("No units: the %s has no corps in play (Campaign 3.2)."), hd_side_get_noun (side));
  /* TRANSLATORS: the army size; %2$s lists each corps with what it counts,
   * "I Corps 1, II Corps 1, Cavalry Corps 2" */
  return g_strdup_printf (ngettext ("%1$u unit: %2$s (Campaign 3.2: a corps counts 1, a field corps 2, "
                                    "a cavalry corps 1 until 1863 and 2 from 1864).",
                                    "%1$u units: %2$s (Campaign 3.2: a corps counts 1, a field corps 2, "
                                    "a cavalry corps 1 until 1863 and 2 from 1864).", size),
                          size, list->str);
}

static guint
cities_held_value (const HdCampaign *c,
                   HdSide            side,
                   GString          *list)
{
  guint sum = 0;

  for (guint i = 0; i < c->n_boxes; i++)
    {
      guint value = hd_campaign_books_city_value (c, i, side);

      if (value == 0 || c->control[i] != side)
        continue;
      sum += value;
      if (list != NULL)
        append_item (list, hd_map_get_box (c->map, i)->name, value);
    }
  return sum;
}

guint
hd_campaign_books_army_maximum (const HdCampaign *c,
                                HdSide            side)
{
  guint sum = cities_held_value (c, side, NULL);

  if (side == HD_SIDE_UNION)
    return sum > c->washington_loss ? sum - c->washington_loss : 0;
  return sum;
}

char *
hd_campaign_books_explain_army_maximum (const HdCampaign *c,
                                        HdSide            side)
{
  g_autoptr(GString) list = g_string_new (NULL);
  guint sum = cities_held_value (c, side, list);
  guint maximum = hd_campaign_books_army_maximum (c, side);

  if (sum == 0)
    /* TRANSLATORS: %s is "Union" or "Confederacy" */
    return g_strdup_printf (_("0: the %s holds no recruiting city of its own (Campaign 3.2)."),
                            hd_side_get_noun (side));
  if (side == HD_SIDE_UNION && c->washington_loss > 0)
    /* TRANSLATORS: the army maximum; %3$s lists the cities held with their
     * values, "Washington 1, Chicago 2" */
    return g_strdup_printf (ngettext ("%1$u: the recruiting cities the %2$s holds, %3$s, add up to %4$u, "
                                      "less %5$u lost for good with the fall of Washington (Campaign 3.2, 4.3).",
                                      "%1$u: the recruiting cities the %2$s holds, %3$s, add up to %4$u, "
                                      "less %5$u lost for good with the falls of Washington (Campaign 3.2, 4.3).",
                                      c->washington_falls),
                            maximum, hd_side_get_noun (side), list->str, sum, c->washington_loss);
  /* TRANSLATORS: the army maximum; %3$s lists the cities held with their
   * values, "Richmond 2, New Orleans 2" */
  return g_strdup_printf (_("%1$u: the recruiting cities the %2$s holds, %3$s (Campaign 3.2)."),
                          maximum, hd_side_get_noun (side), list->str);
}

gboolean
hd_campaign_books_is_victory_city (const HdCampaign *c,
                                   guint             box)
{
  const char *id = hd_map_get_box (c->map, box)->id;

  for (guint i = 0; i < G_N_ELEMENTS (victory_cities); i++)
    if (g_str_equal (id, victory_cities[i]))
      return TRUE;
  return FALSE;
}

/* The boxes of the seven cities @side holds (@held TRUE) or not. */
static GString *
list_victory_cities (const HdCampaign *c,
                     HdSide            side,
                     gboolean          held,
                     guint            *n_out)
{
  GString *list = g_string_new (NULL);

  *n_out = 0;
  for (guint i = 0; i < G_N_ELEMENTS (victory_cities); i++)
    {
      const HdBox *b = hd_map_lookup_id (c->map, victory_cities[i]);

      if (b == NULL || (c->control[b->index] == side) != held)
        continue;
      g_string_append_printf (list, "%s%s", list->len > 0 ? ", " : "", b->name);
      (*n_out)++;
    }
  return list;
}

guint
hd_campaign_books_count_victory_cities (const HdCampaign *c,
                                        HdSide            side)
{
  guint n;
  g_autoptr(GString) list = list_victory_cities (c, side, TRUE, &n);

  return n;
}

static char *
explain_union_victory (const HdCampaign *c)
{
  guint n_missing;
  g_autoptr(GString) missing = list_victory_cities (c, HD_SIDE_UNION, FALSE, &n_missing);
  guint held = G_N_ELEMENTS (victory_cities) - n_missing;

  if (n_missing == 0)
    return g_strdup (_("The Union holds all seven cities of Campaign 4.1 and wins the war."));
  /* TRANSLATORS: %2$s lists the cities still needed, "Richmond, Atlanta" */
  return g_strdup_printf (ngettext ("The Union holds %1$u of the seven cities of Campaign 4.1 and still needs "
                                    "%3$u more: %2$s.",
                                    "The Union holds %1$u of the seven cities of Campaign 4.1 and still needs "
                                    "%3$u more: %2$s.", n_missing),
                          held, missing->str, n_missing);
}

static char *
explain_confederate_victory (const HdCampaign *c)
{
  guint ours = hd_campaign_books_army_maximum (c, HD_SIDE_CONFEDERATE);
  guint theirs = hd_campaign_books_army_maximum (c, HD_SIDE_UNION);
  guint n_held;
  g_autoptr(GString) held = list_victory_cities (c, HD_SIDE_CONFEDERATE, TRUE, &n_held);

  if (n_held == 0)
    /* TRANSLATORS: army maximums, the Confederacy's then the Union's */
    return g_strdup_printf (_("The Confederacy holds none of the seven cities of value 2: it can win only "
                              "by an army maximum above the Union’s, %1$u against %2$u now (Campaign 4.2)."),
                            ours, theirs);
  /* TRANSLATORS: %1$u and %2$u are army maximums; %3$s lists the cities
   * of value 2 the Confederacy holds */
  return g_strdup_printf (_("The Confederacy wins at once when its army maximum rises above the Union’s "
                            "(%1$u against %2$u now), or at the end of June 1865 if it still holds one of "
                            "%3$s (Campaign 4.2)."),
                          ours, theirs, held->str);
}

char *
hd_campaign_books_explain_victory (const HdCampaign *c,
                                   HdSide            side)
{
  if (c->winner != HD_SIDE_NEUTRAL)
    {
      g_autofree char *rule = hd_rules_get_number (c->win_rule);

      /* TRANSLATORS: %1$s is "Union" or "Confederacy", %2$s "Campaign 4.1" */
      return g_strdup_printf (_("The war is over: the %1$s has won (%2$s)."), hd_side_get_noun (c->winner), rule);
    }
  return side == HD_SIDE_UNION ? explain_union_victory (c) : explain_confederate_victory (c);
}

gboolean
hd_campaign_books_is_cavalry_held (const HdCampaign *c,
                                   guint             box)
{
  g_return_val_if_fail (box < c->n_boxes, FALSE);
  return c->cavalry_held[box];
}

char *
hd_campaign_books_explain_control (const HdCampaign *c,
                                   guint             box)
{
  const HdBox *b = hd_map_get_box (c->map, box);
  HdSide holder = c->control[box];

  if (holder == HD_SIDE_NEUTRAL)
    return g_strdup_printf (_("%s is neutral: Kentucky belongs to neither side until troops take it "
                              "(Campaign 3.3)."), b->name);
  if (c->cavalry_held[box])
    /* TRANSLATORS: %1$s a box, %2$s and %3$s "Union" or "Confederacy" */
    return g_strdup_printf (_("%1$s is held by the %2$s’s cavalry alone: it goes back to the %3$s as soon "
                              "as they leave (Campaign 3.4)."),
                            b->name, hd_side_get_noun (holder), hd_side_get_noun (b->side));
  if (holder == b->side)
    return g_strdup_printf (_("%1$s is held by the %2$s, its own side (Campaign 3.3)."), b->name,
                            hd_side_get_noun (holder));
  return g_strdup_printf (_("%1$s was taken by the %2$s and stays so until an enemy unit ends a turn there "
                            "(Campaign 3.3)."), b->name, hd_side_get_noun (holder));
}

/* Whether @side's units in @box are cavalry alone (3.4): every formation
 * there is cavalry, and no stand stands there on its own. */
static gboolean
cavalry_alone (const HdCampaign *c,
               guint             box,
               HdSide            side)
{
  g_autoptr(GArray) here = hd_campaign_list_formations_at (c, box, side);

  for (guint i = 0; i < c->stands->len; i++)
    {
      const HdCampaignStand *s = &g_array_index (c->stands, HdCampaignStand, i);

      if (s->side == side && s->formation == HD_CAMPAIGN_NONE && s->box == box)
        return FALSE;
    }
  for (guint i = 0; i < here->len; i++)
    if (!hd_campaign_oob_is_cavalry (c, g_array_index (here, guint, i)))
      return FALSE;
  return here->len > 0;
}

static gboolean
is_washington (const HdCampaign *c,
               guint             box)
{
  return g_str_equal (hd_map_get_box (c->map, box)->id, "washington");
}

static void
take_box (HdCampaign *c,
          guint       box,
          HdSide      side,
          gboolean    by_cavalry)
{
  gboolean changed = c->control[box] != side;

  if (!changed && !c->cavalry_held[box])
    return;  /* already ours for good: cavalry alone keeps it so */
  c->control[box] = side;
  c->cavalry_held[box] = by_cavalry;
  if (changed && side == HD_SIDE_CONFEDERATE && is_washington (c, box))
    {
      c->washington_falls++;
      c->washington_die_owed = TRUE;
    }
}

/* Boxes held by cavalry that has gone revert to their country (3.4). */
void
hd_campaign_books_revert_left (HdCampaign *c)
{
  for (guint i = 0; i < c->n_boxes; i++)
    if (c->cavalry_held[i] && !hd_campaign_has_troops_at (c, i, c->control[i]))
      {
        c->control[i] = hd_campaign_get_home_side (c, i);
        c->cavalry_held[i] = FALSE;
      }
}

void
hd_campaign_books_capture (HdCampaign *c,
                           HdSide      side)
{
  g_autofree gboolean *mine = NULL;
  g_autofree gboolean *theirs = NULL;

  hd_campaign_books_revert_left (c);
  /* taking a box moves no troops: who stands where is listed once */
  mine = hd_campaign_list_troops_at (c, side);
  theirs = hd_campaign_list_troops_at (c, hd_side_get_enemy (side));
  for (guint i = 0; i < c->n_boxes; i++)
    {
      gboolean alone;

      if (!mine[i] || theirs[i])
        continue;
      alone = cavalry_alone (c, i, side) && hd_campaign_get_home_side (c, i) == hd_side_get_enemy (side);
      take_box (c, i, side, alone);
    }
  hd_campaign_books_check_victory (c, FALSE);
}

static void
declare_winner (HdCampaign *c,
                HdSide      side,
                const char *rule)
{
  c->winner = side;
  g_free (c->win_rule);
  c->win_rule = g_strdup (rule);
}

void
hd_campaign_books_check_victory (HdCampaign *c,
                                 gboolean    war_over)
{
  if (c->winner != HD_SIDE_NEUTRAL)
    return;
  if (hd_campaign_books_count_victory_cities (c, HD_SIDE_UNION) == G_N_ELEMENTS (victory_cities))
    declare_winner (c, HD_SIDE_UNION, "Campaign 4.1");
  else if (hd_campaign_books_army_maximum (c, HD_SIDE_CONFEDERATE) > hd_campaign_books_army_maximum (c, HD_SIDE_UNION))
    declare_winner (c, HD_SIDE_CONFEDERATE, "Campaign 4.2");
  else if (war_over)
    /* the Union does not hold all seven, so the Confederacy holds one
     * Confederate city of value 2 (the seven are the profile's cities of
     * value 2 or more) */
    declare_winner (c, HD_SIDE_CONFEDERATE, "Campaign 4.2");
}

void
hd_campaign_books_note_kentucky (HdCampaign *c)
{
  HdCampaignWin win = { 0 };

  if (c->kentucky_first != HD_SIDE_NEUTRAL)
    return;
  for (guint i = 0; i < c->n_boxes; i++)
    if (hd_campaign_get_home_side (c, i) == HD_SIDE_NEUTRAL && (c->entered[i] & (1u << c->player)))
      {
        c->kentucky_first = c->player;
        win.side = hd_side_get_enemy (c->player);
        win.turn = c->turn;
        win.box = HD_CAMPAIGN_NO_BOX;
        win.kind = HD_WIN_KENTUCKY;
        g_array_append_val (c->wins, win);
        return;
      }
}

/* --- washington-die die= (4.3) --- */

static gboolean
washington_die_check (const HdCampaign       *c,
                      const HdCampaignAction *action,
                      GError                **error)
{
  guint die;

  if (!c->washington_die_owed)
    return hd_rules_refuse (error, "Campaign 4.3",
                            _("a die is rolled for Washington only when the Confederacy has just taken it"));
  return hd_campaign_args_get_die (action, "die", "Campaign 4.3", &die, error);
}

static void
washington_die_apply (HdCampaign             *c,
                      const HdCampaignAction *action)
{
  guint die = 0;

  hd_campaign_action_get_uint (action, "die", &die, NULL);
  c->washington_loss += die;
  c->washington_die_owed = FALSE;
  hd_campaign_books_check_victory (c, FALSE);
}

static char *
washington_die_describe (const HdCampaign       *c,
                         const HdCampaignAction *action)
{
  guint die = 0;

  hd_campaign_action_get_uint (action, "die", &die, NULL);
  /* TRANSLATORS: %u is the die, 1-6 */
  return g_strdup_printf (_("Washington has fallen: the die shows %u, and the Union loses that many from its "
                            "army maximum for good (Campaign 4.3)."), die);
}

static GPtrArray *
washington_die_candidates (const HdCampaign *c)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);
  HdCampaignAction *a = hd_campaign_action_new ("washington-die");

  hd_campaign_action_set_uint (a, "die", g_random_int_range (1, 7));
  g_ptr_array_add (list, a);
  return list;
}

const HdCampaignActionType hd_campaign_books_actions[] = {
  { "washington-die", "Campaign 4.3", FALSE, washington_die_check, washington_die_apply,
    washington_die_describe, washington_die_candidates },
};
const guint hd_campaign_books_n_actions = G_N_ELEMENTS (hd_campaign_books_actions);

/* --- invariants 30-32 --- */

static char *
check_winner (const HdCampaign *c)
{
  if ((c->winner != HD_SIDE_NEUTRAL) != (c->win_rule != NULL) || c->winner > HD_SIDE_CONFEDERATE)
    return hd_campaign_invariant_broken (30, "winner %d with rule %s", c->winner,
                                         c->win_rule ? c->win_rule : "(none)");
  return NULL;
}

static char *
check_washington (const HdCampaign *c)
{
  guint settled = c->washington_falls - (c->washington_die_owed ? 1 : 0);

  if ((c->washington_die_owed && c->washington_falls == 0) || c->washington_loss > 6 * settled
      || (c->washington_loss < settled))
    return hd_campaign_invariant_broken (31, "Washington lost %u in %u falls (die owed %d)", c->washington_loss,
                                         c->washington_falls, c->washington_die_owed);
  return NULL;
}

static char *
check_wins (const HdCampaign *c)
{
  guint kentucky = 0;

  for (guint i = 0; i < c->wins->len; i++)
    {
      const HdCampaignWin *w = &g_array_index (c->wins, HdCampaignWin, i);
      gboolean gift = w->kind == HD_WIN_KENTUCKY;

      if ((w->side != HD_SIDE_UNION && w->side != HD_SIDE_CONFEDERATE) || w->turn < 1 || w->turn > c->turn
          || w->kind >= HD_N_WIN_KINDS || (gift != (w->box == HD_CAMPAIGN_NO_BOX))
          || (!gift && w->box >= c->n_boxes))
        return hd_campaign_invariant_broken (32, "win %u of side %d in turn %u at box %u", i, w->side, w->turn,
                                             w->box);
      if (gift && (++kentucky > 1 || w->side == c->kentucky_first))
        return hd_campaign_invariant_broken (32, "Kentucky's gift to side %d", w->side);
    }
  if ((kentucky == 1) != (c->kentucky_first != HD_SIDE_NEUTRAL) || c->kentucky_first > HD_SIDE_CONFEDERATE)
    return hd_campaign_invariant_broken (32, "Kentucky first entered by %d, %u gifts", c->kentucky_first,
                                         kentucky);
  return NULL;
}

char *
hd_campaign_books_check_invariants (const HdCampaign *c)
{
  char *broken = check_winner (c);

  if (broken == NULL)
    broken = check_washington (c);
  if (broken == NULL)
    broken = check_wins (c);
  return broken;
}
