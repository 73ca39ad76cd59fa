/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-recruit.c: the Recruiting Phase (Campaign 12, 12.1, 12.2,
 * 15.61): the base number, the named cities, the die, the cap with its
 * words, the raising of corps, PT's end, September 1861's upgrades. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-calendar.h"
#include "hd-campaign-books.h"
#include "hd-campaign-oob.h"
#include "hd-campaign-private.h"
#include "hd-campaign-recruit.h"
#include "hd-campaign-templates.h"
#include "hd-rules.h"

#define NAMED(side)  ((guint8) (1u << (side)))
#define RAISED(side) ((guint8) (8u << (side)))
#define MAX_NAME 60
#define MAX_RECURRING 2   /* 15.62: "up to two upgrades a recruiting phase" */

gboolean
hd_campaign_recruit_is_recruiting_turn (guint turn)
{
  HdGameTurn t;
  guint last;

  if (!hd_calendar_get_turn (turn, &t))
    return FALSE;
  last = t.first_month + t.n_months - 1;
  return last == 3 || last == 6 || last == 9 || last == 12;
}

guint
hd_campaign_recruit_get_base (const HdCampaign *c,
                              HdSide            side)
{
  return side < HD_N_SIDES ? c->settings.base_recruiting[side] : 0;
}

static guint
count_wins (const HdCampaign *c,
            HdSide            side)
{
  guint n = 0;

  for (guint i = 0; i < c->wins->len; i++)
    {
      const HdCampaignWin *w = &g_array_index (c->wins, HdCampaignWin, i);

      n += w->side == side && !w->counted;
    }
  return n;
}

guint
hd_campaign_recruit_get_adjusted (const HdCampaign *c,
                                  HdSide            side)
{
  guint base = hd_campaign_recruit_get_base (c, side);

  return base == 0 ? 0 : base + count_wins (c, side);
}

char *
hd_campaign_recruit_explain_adjusted (const HdCampaign *c,
                                      HdSide            side)
{
  guint base = hd_campaign_recruit_get_base (c, side);
  guint wins = count_wins (c, side);

  if (base == 0)
    /* TRANSLATORS: %s is "Union" or "Confederacy" */
    return g_strdup_printf (_("Not known yet: the umpire has not given the %s’s Base Recruiting Number, which "
                              "our copy of the rules leaves out (Campaign 12.1)."), hd_side_get_noun (side));
  /* TRANSLATORS: the Adjusted Recruiting Number: the base plus the battles
   * won since the last Recruiting Phase */
  return g_strdup_printf (ngettext ("%1$u: the Base Recruiting Number %2$u and %3$u battle won since the last "
                                    "Recruiting Phase (Campaign 12.1).",
                                    "%1$u: the Base Recruiting Number %2$u and %3$u battles won since the last "
                                    "Recruiting Phase (Campaign 12.1).", wins),
                          base + wins, base, wins);
}

static char *
describe_win (const HdCampaign    *c,
              const HdCampaignWin *w)
{
  g_autofree char *date = hd_calendar_format (w->turn);
  const char *box = w->box < c->n_boxes ? hd_map_get_box (c->map, w->box)->name : "";

  switch (w->kind)
    {
    case HD_WIN_KENTUCKY:
      /* TRANSLATORS: %s is a Game Turn, "07/1861" */
      return g_strdup_printf (_("The enemy entered Kentucky first, in %s: a battle won (Campaign 15.1)."), date);
    case HD_WIN_WITHDRAWAL:
      /* TRANSLATORS: %1$s a box, %2$s a Game Turn */
      return g_strdup_printf (_("The enemy withdrew from %1$s in %2$s without a battle (Campaign 9)."), box, date);
    case HD_WIN_REARGUARD:
      return g_strdup_printf (_("The enemy left a rearguard at %1$s in %2$s (Campaign 9)."), box, date);
    case HD_WIN_TABLE:
    case HD_N_WIN_KINDS:
    default:
      return g_strdup_printf (_("A battle won on the table at %1$s in %2$s (Campaign 9.6)."), box, date);
    }
}

GPtrArray *
hd_campaign_recruit_list_wins (const HdCampaign *c,
                               HdSide            side)
{
  GPtrArray *list = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < c->wins->len; i++)
    {
      const HdCampaignWin *w = &g_array_index (c->wins, HdCampaignWin, i);

      if (w->side == side && !w->counted)
        g_ptr_array_add (list, describe_win (c, w));
    }
  return list;
}

guint
hd_campaign_recruit_get_room (const HdCampaign *c,
                              HdSide            side)
{
  guint maximum = hd_campaign_books_army_maximum (c, side);
  guint size = hd_campaign_books_army_size (c, side);

  return maximum > size ? maximum - size : 0;
}

/* 12.1: "If a die score is a one this counts as a two." */
static guint
die_counts (guint die)
{
  return die == 1 ? 2 : die;
}

/* The corps @side has raised in this Recruiting Phase (0 outside its own). */
static guint
raised_now (const HdCampaign *c,
            HdSide            side)
{
  return c->phase == HD_PHASE_RECRUITING && c->player == side ? c->recruited : 0;
}

/* 12.1: the room under the army maximum bounds the phase's corps with the
 * army as it stood before the first was raised ("If the number of units
 * in play was 22, and the Army Maximum number was 26, ... four"): the
 * corps raised already count once, in the army that grew by them, and
 * are not taken off the room a second time. */
guint
hd_campaign_recruit_get_cap (const HdCampaign *c,
                             HdSide            side)
{
  guint cap = MIN (hd_campaign_recruit_get_room (c, side) + raised_now (c, side),
                   hd_campaign_recruit_get_adjusted (c, side));

  cap = MIN (cap, HD_CAMPAIGN_MAX_RECRUITS);
  if (c->phase == HD_PHASE_RECRUITING && c->player == side && c->recruit_die != 0)
    cap = MIN (cap, die_counts (c->recruit_die));
  return cap;
}

char *
hd_campaign_recruit_explain_cap (const HdCampaign *c,
                                 HdSide            side)
{
  guint maximum = hd_campaign_books_army_maximum (c, side);
  guint size = hd_campaign_books_army_size (c, side);
  guint room = hd_campaign_recruit_get_room (c, side);
  guint adjusted = hd_campaign_recruit_get_adjusted (c, side);
  guint cap = hd_campaign_recruit_get_cap (c, side);

  if (hd_campaign_recruit_get_base (c, side) == 0)
    return hd_campaign_recruit_explain_adjusted (c, side);
  if (raised_now (c, side) > 0)
    /* TRANSLATORS: how many corps may be raised in this phase: those raised
     * already and the room left under the army maximum, at most the
     * Adjusted Recruiting Number, the die and six */
    return g_strdup_printf (ngettext ("At most %1$u corps: %2$u raised already and room for %3$u more (army "
                                      "maximum %4$u, army size %5$u now), the Adjusted Recruiting Number %6$u, "
                                      "the die %7$u counting %8$u, and never more than six (Campaign 12.1).",
                                      "At most %1$u corps: %2$u raised already and room for %3$u more (army "
                                      "maximum %4$u, army size %5$u now), the Adjusted Recruiting Number %6$u, "
                                      "the die %7$u counting %8$u, and never more than six (Campaign 12.1).", cap),
                            cap, raised_now (c, side), room, maximum, size, adjusted, c->recruit_die,
                            die_counts (c->recruit_die));
  if (c->phase == HD_PHASE_RECRUITING && c->player == side && c->recruit_die != 0)
    /* TRANSLATORS: how many corps may be raised: the least of the room
     * under the army maximum, the Adjusted Recruiting Number, the die and six */
    return g_strdup_printf (ngettext ("At most %1$u corps: %2$u of room (army maximum %3$u, army size %4$u), "
                                      "the Adjusted Recruiting Number %5$u, the die %6$u counting %7$u, and never "
                                      "more than six (Campaign 12.1).",
                                      "At most %1$u corps: %2$u of room (army maximum %3$u, army size %4$u), "
                                      "the Adjusted Recruiting Number %5$u, the die %6$u counting %7$u, and never "
                                      "more than six (Campaign 12.1).", cap),
                            cap, room, maximum, size, adjusted, c->recruit_die, die_counts (c->recruit_die));
  return g_strdup_printf (ngettext ("At most %1$u corps before the die: %2$u of room (army maximum %3$u, army "
                                    "size %4$u), the Adjusted Recruiting Number %5$u, and never more than six; "
                                    "the die may lower it (Campaign 12.1).",
                                    "At most %1$u corps before the die: %2$u of room (army maximum %3$u, army "
                                    "size %4$u), the Adjusted Recruiting Number %5$u, and never more than six; "
                                    "the die may lower it (Campaign 12.1).", cap),
                          cap, room, maximum, size, adjusted);
}

guint
hd_campaign_recruit_get_left (const HdCampaign *c)
{
  guint cap;

  if (c->phase != HD_PHASE_RECRUITING || c->recruit_die == 0)
    return 0;
  cap = hd_campaign_recruit_get_cap (c, c->player);
  return cap > c->recruited ? cap - c->recruited : 0;
}

gboolean
hd_campaign_recruit_is_named (const HdCampaign *c,
                              guint             box,
                              HdSide            side)
{
  return box < c->n_boxes && (c->recruit_cities[box] & NAMED (side));
}

static guint
count_named (const HdCampaign *c,
             HdSide            side)
{
  guint n = 0;

  for (guint i = 0; i < c->n_boxes; i++)
    n += (c->recruit_cities[i] & NAMED (side)) != 0;
  return n;
}

/* R12: a free recruiting city: @side's, held, no corps raised there this
 * phase and not named for a corps of its own. */
static gboolean
is_free_city (const HdCampaign *c,
              guint             box,
              HdSide            side)
{
  return hd_campaign_books_city_value (c, box, side) > 0 && c->control[box] == side
         && !(c->recruit_cities[box] & (NAMED (side) | RAISED (side)));
}

/* The free cities nearest @lost by fewest lines (R12), as a mask over
 * the boxes; all FALSE if none. */
static gboolean *
nearest_free (const HdCampaign *c,
              guint             lost,
              HdSide            side)
{
  g_autofree guint *distance = g_new (guint, c->n_boxes);
  gboolean *found = g_new0 (gboolean, c->n_boxes);
  g_autoptr(GArray) queue = g_array_new (FALSE, FALSE, sizeof (guint));
  guint best = G_MAXUINT;

  for (guint i = 0; i < c->n_boxes; i++)
    distance[i] = G_MAXUINT;
  distance[lost] = 0;
  g_array_append_val (queue, lost);
  for (guint q = 0; q < queue->len; q++)
    {
      guint here = g_array_index (queue, guint, q);
      const HdBox *box = hd_map_get_box (c->map, here);

      if (distance[here] > best)
        break;
      if (here != lost && is_free_city (c, here, side))
        {
          best = distance[here];
          found[here] = TRUE;
        }
      for (guint l = 0; l < box->n_lines; l++)
        {
          const HdBox *next = hd_map_line_other_end (c->map, hd_map_get_line (c->map, box->lines[l]), box);

          if (distance[next->index] == G_MAXUINT)
            {
              distance[next->index] = distance[here] + 1;
              g_array_append_val (queue, next->index);
            }
        }
    }
  return found;
}

/* The named city a corps raised in @box stands for: @box itself if named
 * and held, else the first named city lost whose nearest free cities
 * include @box; HD_CAMPAIGN_NO_BOX if none. */
static guint
named_city_for (const HdCampaign *c,
                guint             box,
                HdSide            side)
{
  if ((c->recruit_cities[box] & NAMED (side)) && c->control[box] == side)
    return box;
  for (guint i = 0; i < c->n_boxes; i++)
    {
      g_autofree gboolean *nearest = NULL;

      if (!(c->recruit_cities[i] & NAMED (side)) || c->control[i] == side)
        continue;
      nearest = nearest_free (c, i, side);
      if (nearest[box])
        return i;
    }
  return HD_CAMPAIGN_NO_BOX;
}

GArray *
hd_campaign_recruit_list_raise_boxes (const HdCampaign *c)
{
  GArray *boxes = g_array_new (FALSE, FALSE, sizeof (guint));

  if (hd_campaign_recruit_get_left (c) == 0)
    return boxes;
  for (guint i = 0; i < c->n_boxes; i++)
    if (!(c->recruit_cities[i] & RAISED (c->player)) && named_city_for (c, i, c->player) != HD_CAMPAIGN_NO_BOX)
      g_array_append_val (boxes, i);
  return boxes;
}

gboolean
hd_campaign_recruit_can_raise (const HdCampaign *c)
{
  g_autoptr(GArray) boxes = hd_campaign_recruit_list_raise_boxes (c);

  return boxes->len > 0;
}

/* Months since the war's start, of a Game Turn's last month. */
static guint
last_month (guint turn)
{
  HdGameTurn t = { 0 };

  hd_calendar_get_turn (turn, &t);
  return t.year * 12 + t.first_month + t.n_months - 1;
}

/* 12.2: six months after raising; the starting units at the end of
 * November-December 1861. */
static gboolean
pt_expires (guint raised,
            guint now)
{
  if (raised == 0)
    return now >= hd_calendar_find_turn (11, 1861);
  return last_month (now) >= last_month (raised) + 6;
}

void
hd_campaign_recruit_begin_phase (HdCampaign *c)
{
  for (guint i = 0; i < c->stands->len; i++)
    {
      HdCampaignStand *s = &g_array_index (c->stands, HdCampaignStand, i);

      if (s->side == c->player && (s->flags & HD_STAND_PT) && pt_expires (s->raised_turn, c->turn))
        s->flags &= ~HD_STAND_PT;
    }
}

void
hd_campaign_recruit_end_phase (HdCampaign *c)
{
  for (guint i = 0; i < c->wins->len; i++)
    {
      HdCampaignWin *w = &g_array_index (c->wins, HdCampaignWin, i);

      if (w->side == c->player)
        w->counted = TRUE;
    }
  for (guint i = 0; i < c->n_boxes; i++)
    c->recruit_cities[i] &= ~(NAMED (c->player) | RAISED (c->player));
  c->recruit_die = 0;
  c->recruited = 0;
  g_array_set_size (c->guns_upgraded, 0);
  c->corps_upgraded = 0;
}

/* --- set-base side= number= (12.1, R20) --- */

static gboolean
set_base_check (const HdCampaign       *c,
                const HdCampaignAction *action,
                GError                **error)
{
  HdSide side;
  guint number;

  if (!hd_campaign_args_get_side (action, "side", &side, error)
      || !hd_campaign_action_get_uint (action, "number", &number, error))
    return FALSE;
  if (number < 1 || number > HD_CAMPAIGN_MAX_RECRUITS)
    return hd_rules_refuse (error, "Campaign 12.1",
                            _("a Base Recruiting Number is 1 to 6, since no more than six corps are raised in "
                              "one Recruiting Phase; %u is not"), number);
  return TRUE;
}

static void
set_base_apply (HdCampaign             *c,
                const HdCampaignAction *action)
{
  HdSide side = HD_SIDE_UNION;
  guint number = 0;

  hd_campaign_args_get_side (action, "side", &side, NULL);
  hd_campaign_action_get_uint (action, "number", &number, NULL);
  c->settings.base_recruiting[side] = number;
}

static char *
set_base_describe (const HdCampaign       *c,
                   const HdCampaignAction *action)
{
  HdSide side = HD_SIDE_UNION;
  guint number = 0;

  hd_campaign_args_get_side (action, "side", &side, NULL);
  hd_campaign_action_get_uint (action, "number", &number, NULL);
  /* TRANSLATORS: %1$s is "Union" or "Confederacy" */
  return g_strdup_printf (_("The umpire sets the %1$s’s Base Recruiting Number to %2$u."), hd_side_get_noun (side),
                          number);
}

static GPtrArray *
set_base_candidates (const HdCampaign *c)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);

  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    if (c->settings.base_recruiting[side] == 0)
      {
        HdCampaignAction *a = hd_campaign_action_new ("set-base");

        hd_campaign_action_set (a, "side", hd_side_to_string (side));
        hd_campaign_action_set_uint (a, "number", g_random_int_range (1, 5));
        g_ptr_array_add (list, a);
      }
  return list;
}

/* --- name-city side= box= (12.1) --- */

static gboolean
check_player (const HdCampaign       *c,
              const HdCampaignAction *action,
              HdSide                 *side,
              GError                **error)
{
  if (!hd_campaign_args_get_side (action, "side", side, error))
    return FALSE;
  if (*side != c->player)
    return hd_rules_refuse (error, "Campaign 5", _("it is the %s’s turn"), hd_side_get_noun (c->player));
  return TRUE;
}

static gboolean
name_city_when (const HdCampaign *c,
                GError          **error)
{
  if (!hd_campaign_recruit_is_recruiting_turn (c->turn))
    return hd_rules_refuse (error, "Campaign 12.1",
                            _("cities are named only in March, June, September and November-December, the "
                              "Game Turns that end with a Recruiting Phase"));
  if (c->phase != HD_PHASE_MOVEMENT || c->march_die != 0)
    return hd_rules_refuse (error, "Campaign 12.1",
                            _("the cities where corps will be raised are named at the beginning of the Player "
                              "Turn, before the march die"));
  return TRUE;
}

static gboolean
name_city_check (const HdCampaign       *c,
                 const HdCampaignAction *action,
                 GError                **error)
{
  HdSide side;
  guint box;
  const char *name;

  if (!check_player (c, action, &side, error) || !name_city_when (c, error)
      || !hd_campaign_args_get_box (c, action, "box", &box, error))
    return FALSE;
  name = hd_map_get_box (c->map, box)->name;
  if (hd_campaign_books_city_value (c, box, side) == 0)
    return hd_rules_refuse (error, "Campaign 12.1", _("%1$s is no recruiting city of the %2$s"), name,
                            hd_side_get_noun (side));
  if (c->control[box] != side)
    return hd_rules_refuse (error, "Campaign 12.1", _("corps are raised only in cities the side holds, and "
                                                      "the %1$s does not hold %2$s"), hd_side_get_noun (side), name);
  if (c->recruit_cities[box] & NAMED (side))
    return hd_rules_refuse (error, "Campaign 12.1", _("%s is named already: one corps is raised per city"), name);
  if (count_named (c, side) >= HD_CAMPAIGN_MAX_RECRUITS)
    return hd_rules_refuse (error, "Campaign 12.1", _("no more than six corps are raised in one Recruiting "
                                                      "Phase, so six cities are enough"));
  return TRUE;
}

static void
name_city_apply (HdCampaign             *c,
                 const HdCampaignAction *action)
{
  guint box = 0;

  hd_campaign_args_get_box (c, action, "box", &box, NULL);
  c->recruit_cities[box] |= NAMED (c->player);
}

static char *
name_city_describe (const HdCampaign       *c,
                    const HdCampaignAction *action)
{
  HdSide side = HD_SIDE_UNION;
  guint box = 0;

  hd_campaign_args_get_side (action, "side", &side, NULL);
  hd_campaign_args_get_box (c, action, "box", &box, NULL);
  /* TRANSLATORS: %1$s is "Union" or "Confederacy", %2$s a city */
  return g_strdup_printf (_("The %1$s names %2$s to raise a corps in the coming Recruiting Phase."),
                          hd_side_get_noun (side), hd_map_get_box (c->map, box)->name);
}

GArray *
hd_campaign_recruit_list_nameable (const HdCampaign *c)
{
  GArray *boxes = g_array_new (FALSE, FALSE, sizeof (guint));

  if (!name_city_when (c, NULL) || count_named (c, c->player) >= HD_CAMPAIGN_MAX_RECRUITS)
    return boxes;
  for (guint i = 0; i < c->n_boxes; i++)
    if (is_free_city (c, i, c->player))
      g_array_append_val (boxes, i);
  return boxes;
}

static GPtrArray *
name_city_candidates (const HdCampaign *c)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);
  g_autoptr(GArray) boxes = hd_campaign_recruit_list_nameable (c);

  for (guint i = 0; i < boxes->len; i++)
    {
      HdCampaignAction *a = hd_campaign_action_new ("name-city");

      hd_campaign_action_set (a, "side", hd_side_to_string (c->player));
      hd_campaign_action_set (a, "box", hd_map_get_box (c->map, g_array_index (boxes, guint, i))->id);
      g_ptr_array_add (list, a);
    }
  return list;
}

/* --- recruit-die die= (12.1) --- */

static gboolean
check_recruiting (const HdCampaign *c,
                  GError          **error)
{
  if (c->phase != HD_PHASE_RECRUITING)
    return hd_rules_refuse (error, "Campaign 12", _("corps are raised only in the Recruiting Phase, after both "
                                                    "Player Turns of March, June, September and "
                                                    "November-December"));
  if (hd_campaign_recruit_get_base (c, c->player) == 0)
    return hd_rules_refuse (error, "Campaign 12.1",
                            _("the umpire must first give the %s’s Base Recruiting Number, which our copy of "
                              "the rules leaves out"), hd_side_get_noun (c->player));
  return TRUE;
}

static gboolean
recruit_die_check (const HdCampaign       *c,
                   const HdCampaignAction *action,
                   GError                **error)
{
  guint die;

  if (!check_recruiting (c, error))
    return FALSE;
  if (c->recruit_die != 0)
    return hd_rules_refuse (error, "Campaign 12.1", _("the die for this Recruiting Phase is rolled already: "
                                                      "it showed %u"), c->recruit_die);
  return hd_campaign_args_get_die (action, "die", "Campaign 12.1", &die, error);
}

static void
recruit_die_apply (HdCampaign             *c,
                   const HdCampaignAction *action)
{
  hd_campaign_action_get_uint (action, "die", &c->recruit_die, NULL);
}

static char *
recruit_die_describe (const HdCampaign       *c,
                      const HdCampaignAction *action)
{
  guint die = 0;

  hd_campaign_action_get_uint (action, "die", &die, NULL);
  /* TRANSLATORS: %1$s is "Union" or "Confederacy", %2$u the die */
  return g_strdup_printf (_("The %1$s’s recruiting die shows %2$u (a 1 counts as 2)."),
                          hd_side_get_noun (c->player), die);
}

static GPtrArray *
recruit_die_candidates (const HdCampaign *c)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);
  HdCampaignAction *a = hd_campaign_action_new ("recruit-die");

  hd_campaign_action_set_uint (a, "die", g_random_int_range (1, 7));
  g_ptr_array_add (list, a);
  return list;
}

/* --- raise box= name= commander= [dc1= dc2=] (12.1, 15.61) --- */

static gboolean
check_text (const HdCampaignAction *action,
            const char             *key,
            gboolean                needed,
            GError                **error)
{
  const char *text = hd_campaign_action_get (action, key);

  if ((text == NULL && !needed) || (text != NULL && text[0] != '\0' && g_utf8_strlen (text, -1) <= MAX_NAME))
    return TRUE;
  g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
               _("“raise” needs a text of 1 to %1$d characters for “%2$s”"), MAX_NAME, key);
  return FALSE;
}

static gboolean
raise_place_check (const HdCampaign *c,
                   guint             box,
                   GError          **error)
{
  const char *name = hd_map_get_box (c->map, box)->name;

  if (c->recruit_cities[box] & RAISED (c->player))
    return hd_rules_refuse (error, "Campaign 12.1", _("a corps was raised in %s already: one a city"), name);
  if (named_city_for (c, box, c->player) == HD_CAMPAIGN_NO_BOX)
    return hd_rules_refuse (error, "Campaign 12.1",
                            _("corps are raised in the cities named at the beginning of the Player Turn, or, "
                              "where one was lost, in the nearest free recruiting city; %s is neither"), name);
  return TRUE;
}

static gboolean
refuse_cap (const HdCampaign *c,
            GError          **error)
{
  g_autofree char *why = hd_campaign_recruit_explain_cap (c, c->player);

  /* TRANSLATORS: %1$u corps raised already; %2$s says how the cap was reached */
  return hd_rules_refuse (error, "Campaign 12.1",
                          ngettext ("no more corps may be raised: %1$u raised already. %2$s",
                                    "no more corps may be raised: %1$u raised already. %2$s", c->recruited),
                          c->recruited, why);
}

static gboolean
raise_check (const HdCampaign       *c,
             const HdCampaignAction *action,
             GError                **error)
{
  guint box;

  if (!check_recruiting (c, error))
    return FALSE;
  if (c->recruit_die == 0)
    return hd_rules_refuse (error, "Campaign 12.1", _("roll the recruiting die first: it says how many corps "
                                                      "may be raised"));
  if (hd_campaign_recruit_get_left (c) == 0)
    return refuse_cap (c, error);
  return hd_campaign_args_get_box (c, action, "box", &box, error) && raise_place_check (c, box, error)
         && check_text (action, "name", TRUE, error) && check_text (action, "commander", TRUE, error)
         && check_text (action, "dc1", FALSE, error) && check_text (action, "dc2", FALSE, error);
}

static gboolean
is_east (const HdCampaign *c,
         guint             box)
{
  static const char *const eastern[] = {
    "Virginia", "West Virginia", "Maryland", "District of Columbia", "Delaware", "Pennsylvania", "New Jersey",
    "New York", "North Carolina", "South Carolina",
  };
  const char *state = hd_map_get_box (c->map, box)->state;

  for (guint i = 0; state != NULL && i < G_N_ELEMENTS (eastern); i++)
    if (g_str_equal (state, eastern[i]))
      return TRUE;
  return FALSE;
}

static gboolean
raised_in_east (const HdCampaign *c,
                HdSide            side)
{
  for (guint i = 0; i < c->n_boxes; i++)
    if ((c->recruit_cities[i] & RAISED (side)) && is_east (c, i))
      return TRUE;
  return FALSE;
}

static void
add_upgrade_stand (HdCampaign *c,
                   guint       corps,
                   const char *name,
                   guint       sp,
                   guint       morale,
                   guint       flags)
{
  HdCampaignStand s = { 0 };

  s.side = hd_campaign_lookup_formation (c, corps)->side;
  s.formation = corps;
  s.box = HD_CAMPAIGN_NO_BOX;
  s.name = (char *) name;
  s.arm = HD_ARM_INFANTRY;
  s.sp = s.sp_start = sp;
  s.morale = morale;
  /* the Appendices' rule of status: PT is Green, else Trained */
  s.status = (flags & HD_STAND_PT) ? HD_STATUS_GREEN : HD_STATUS_TRAINED;
  s.flags = flags;
  s.raised_turn = c->turn;
  hd_campaign_add_stand (c, &s);
}

/* 15.61: in the September 1861 Recruiting Phase, the first Union corps
 * raised in Washington gets the 1st and 2nd US Sharpshooters (two 1-5 ss
 * stands each), the first Confederate corps raised in the east Hood's
 * Texans (6-5 PT shock).  Called before the corps' city is marked. */
static void
one_time_upgrades (HdCampaign *c,
                   guint       corps,
                   guint       box)
{
  if (c->turn != hd_calendar_find_turn (9, 1861))
    return;
  if (c->player == HD_SIDE_UNION && g_str_equal (hd_map_get_box (c->map, box)->id, "washington"))
    for (guint i = 0; i < 4; i++)
      add_upgrade_stand (c, corps, i < 2 ? "1st US Sharpshooters" : "2nd US Sharpshooters", 1, 5,
                         HD_STAND_SHARPSHOOTER);
  if (c->player == HD_SIDE_CONFEDERATE && is_east (c, box) && !raised_in_east (c, HD_SIDE_CONFEDERATE))
    add_upgrade_stand (c, corps, "Hood’s Texans", 6, 5, HD_STAND_PT | HD_STAND_SHOCK);
}

static void
raise_apply (HdCampaign             *c,
             const HdCampaignAction *action)
{
  const char *dcs[] = { hd_campaign_action_get (action, "dc1"), hd_campaign_action_get (action, "dc2") };
  guint box = 0, named, corps;

  hd_campaign_args_get_box (c, action, "box", &box, NULL);
  named = named_city_for (c, box, c->player);
  corps = hd_campaign_templates_build (c, hd_campaign_templates_for_turn (c->player, c->turn), box, c->turn,
                                       hd_campaign_action_get (action, "name"),
                                       hd_campaign_action_get (action, "commander"), dcs);
  one_time_upgrades (c, corps, box);
  c->recruit_cities[named] &= ~NAMED (c->player);
  c->recruit_cities[box] |= RAISED (c->player);
  /* 3.4: a friendly city in enemy country held by cavalry, where a new
   * unit is raised, no longer reverts when the cavalry leaves */
  c->cavalry_held[box] = FALSE;
  c->recruited++;
}

static char *
raise_describe (const HdCampaign       *c,
                const HdCampaignAction *action)
{
  guint box = 0;

  hd_campaign_args_get_box (c, action, "box", &box, NULL);
  /* TRANSLATORS: %1$s a corps' name, %2$s its commander, %3$s a city */
  return g_strdup_printf (_("%1$s is raised at %3$s under %2$s."), hd_campaign_action_get (action, "name"),
                          hd_campaign_action_get (action, "commander"), hd_map_get_box (c->map, box)->name);
}

static GPtrArray *
raise_candidates (const HdCampaign *c)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);
  g_autoptr(GArray) boxes = hd_campaign_recruit_list_raise_boxes (c);
  g_autofree char *name = g_strdup_printf ("Corps %u", hd_campaign_peek_id (c, c->player));

  for (guint i = 0; i < boxes->len; i++)
    {
      HdCampaignAction *a = hd_campaign_action_new ("raise");

      hd_campaign_action_set (a, "box", hd_map_get_box (c->map, g_array_index (boxes, guint, i))->id);
      hd_campaign_action_set (a, "name", name);
      hd_campaign_action_set (a, "commander", "Someone");
      g_ptr_array_add (list, a);
    }
  return list;
}

/* --- upgrade-guns stand= gun=sb-h|r-f (12.3) --- */

/* The first Recruiting Phase in which @side may upgrade: March 1862 for
 * the Union, June 1862 for the Confederacy. */
static guint
guns_from (HdSide side)
{
  return hd_calendar_find_turn (side == HD_SIDE_UNION ? 3 : 6, 1862);
}

gboolean
hd_campaign_recruit_is_guns_upgraded (const HdCampaign *c,
                                      guint             corps)
{
  for (guint i = 0; i < c->guns_upgraded->len; i++)
    if (g_array_index (c->guns_upgraded, guint, i) == corps)
      return TRUE;
  return FALSE;
}

static gboolean
upgrade_when (const HdCampaign *c,
              GError          **error)
{
  if (c->phase != HD_PHASE_RECRUITING)
    return hd_rules_refuse (error, "Campaign 12.3", _("artillery is upgraded only in the Recruiting Phase"));
  if (c->turn < guns_from (c->player))
    return hd_rules_refuse (error, "Campaign 12.3", "%s",
                            c->player == HD_SIDE_UNION
                            ? _("the Union upgrades its artillery from the Recruiting Phase of March 1862")
                            : _("the Confederacy upgrades its artillery from the Recruiting Phase of June 1862"));
  return TRUE;
}

static gboolean
upgrade_stand_check (const HdCampaign      *c,
                     const HdCampaignStand *s,
                     HdGun                  gun,
                     GError               **error)
{
  guint corps = hd_campaign_get_corps_of (c, s->formation);

  if (s->side != c->player)
    return hd_rules_refuse (error, "Campaign 12.3", _("%1$s is not the %2$s’s"), s->name,
                            hd_side_get_noun (c->player));
  if (s->arm != HD_ARM_ARTILLERY || corps == HD_CAMPAIGN_NONE)
    return hd_rules_refuse (error, "Campaign 12.3", _("%s is no artillery battalion of a corps"), s->name);
  if (hd_campaign_recruit_is_guns_upgraded (c, corps))
    return hd_rules_refuse (error, "Campaign 12.3", _("one battalion a corps is upgraded each Recruiting Phase, "
                                                      "and %s has had its upgrade"),
                            hd_campaign_lookup_formation (c, corps)->name);
  if (gun != HD_GUN_SB_H && gun != HD_GUN_R_F)
    return hd_rules_refuse (error, "Campaign 12.3", _("an upgrade is to SB-H or R-F guns"));
  if (s->gun == gun)
    return hd_rules_refuse (error, "Campaign 12.3", _("%1$s has %2$s guns already"), s->name, hd_gun_get_code (gun));
  if (gun == HD_GUN_SB_H && (hd_campaign_oob_is_cavalry (c, s->formation) || hd_campaign_oob_is_cavalry (c, corps)))
    return hd_rules_refuse (error, "Campaign 6.31", _("horse artillery has field guns only, SB-F or R-F"));
  return TRUE;
}

static gboolean
upgrade_guns_check (const HdCampaign       *c,
                    const HdCampaignAction *action,
                    GError                **error)
{
  const HdCampaignStand *s;
  HdGun gun;

  if (!upgrade_when (c, error) || (s = hd_campaign_args_get_stand (c, action, "stand", error)) == NULL)
    return FALSE;
  if (!hd_gun_from_string (hd_campaign_action_get (action, "gun"), &gun))
    {
      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                   _("“upgrade-guns” needs “sb-h” or “r-f” for “gun”"));
      return FALSE;
    }
  return upgrade_stand_check (c, s, gun, error);
}

static void
upgrade_guns_apply (HdCampaign             *c,
                    const HdCampaignAction *action)
{
  guint id = 0, corps;
  HdGun gun = HD_GUN_R_F;
  HdCampaignStand *s;

  hd_campaign_action_get_uint (action, "stand", &id, NULL);
  hd_gun_from_string (hd_campaign_action_get (action, "gun"), &gun);
  s = hd_campaign_find_stand (c, id);
  s->gun = gun;
  corps = hd_campaign_get_corps_of (c, s->formation);
  g_array_append_val (c->guns_upgraded, corps);
}

static char *
upgrade_guns_describe (const HdCampaign       *c,
                       const HdCampaignAction *action)
{
  guint id = 0;
  HdGun gun = HD_GUN_R_F;
  const HdCampaignStand *s;

  hd_campaign_action_get_uint (action, "stand", &id, NULL);
  hd_gun_from_string (hd_campaign_action_get (action, "gun"), &gun);
  s = hd_campaign_lookup_stand (c, id);
  /* TRANSLATORS: %1$s a battalion, %2$s its new guns, "R-F" */
  return g_strdup_printf (_("%1$s is upgraded to %2$s guns."), s != NULL ? s->name : "?", hd_gun_get_code (gun));
}

static GPtrArray *
upgrade_guns_candidates (const HdCampaign *c)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);

  if (!upgrade_when (c, NULL))
    return list;
  for (guint i = 0; i < c->stands->len; i++)
    {
      const HdCampaignStand *s = &g_array_index (c->stands, HdCampaignStand, i);
      HdGun gun = s->gun == HD_GUN_R_F ? HD_GUN_SB_H : HD_GUN_R_F;
      HdCampaignAction *a;

      if (!upgrade_stand_check (c, s, gun, NULL))
        continue;
      a = hd_campaign_action_new ("upgrade-guns");
      hd_campaign_action_set_uint (a, "stand", s->id);
      hd_campaign_action_set (a, "gun", hd_gun_to_string (gun));
      g_ptr_array_add (list, a);
    }
  return list;
}

/* --- upgrade-corps corps= [gun=r-f|sb-h] (15.62) --- */

static gboolean
has_corps_troops (const HdCampaign *c,
                  guint             corps,
                  HdArm             arm)
{
  g_autoptr(GArray) own = hd_campaign_list_stands_of (c, corps);

  for (guint i = 0; i < own->len; i++)
    if (hd_campaign_lookup_stand (c, g_array_index (own, guint, i))->arm == arm)
      return TRUE;
  return FALSE;
}

static gboolean
upgrade_corps_when (const HdCampaign *c,
                    GError          **error)
{
  HdGameTurn t = { 0 };

  hd_calendar_get_turn (c->turn, &t);
  if (c->phase != HD_PHASE_RECRUITING || t.year != 1861)
    return hd_rules_refuse (error, "Campaign 15.62", _("the recurring upgrades are given in the Recruiting "
                                                       "Phases of 1861 only"));
  if (c->corps_upgraded >= MAX_RECURRING)
    return hd_rules_refuse (error, "Campaign 15.62", _("a side gains up to two recurring upgrades a Recruiting "
                                                       "Phase, and both are given"));
  return TRUE;
}

static gboolean
upgrade_corps_fits (const HdCampaign          *c,
                    const HdCampaignFormation *corps,
                    HdGun                      gun,
                    GError                   **error)
{
  HdArm arm = corps->side == HD_SIDE_UNION ? HD_ARM_CAVALRY : HD_ARM_ARTILLERY;

  if (corps->side != c->player || !hd_formation_kind_is_corps (corps->kind) || corps->raised_turn != c->turn)
    return hd_rules_refuse (error, "Campaign 15.62", _("the upgrades go to the %s’s corps as they are raised, "
                                                       "this Recruiting Phase"), hd_side_get_noun (c->player));
  if (has_corps_troops (c, corps->id, arm))
    return hd_rules_refuse (error, "Campaign 15.62",
                            arm == HD_ARM_CAVALRY
                            ? _("%s has a cavalry brigade among its corps troops already")
                            : _("%s has corps artillery already"), corps->name);
  if (arm == HD_ARM_ARTILLERY && gun != HD_GUN_R_F && gun != HD_GUN_SB_H)
    return hd_rules_refuse (error, "Campaign 15.62", _("the Confederate upgrade is a 2-5 battalion of R-F or "
                                                       "SB-H guns: give “gun=r-f” or “gun=sb-h”"));
  return TRUE;
}

static gboolean
upgrade_corps_check (const HdCampaign       *c,
                     const HdCampaignAction *action,
                     GError                **error)
{
  const HdCampaignFormation *corps;
  HdGun gun = HD_GUN_NONE;
  const char *word = hd_campaign_action_get (action, "gun");

  if (!upgrade_corps_when (c, error) || (corps = hd_campaign_args_get_formation (c, action, "corps", error)) == NULL)
    return FALSE;
  if (word != NULL && !hd_gun_from_string (word, &gun))
    {
      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                   _("“upgrade-corps” needs “sb-h” or “r-f” for “gun”"));
      return FALSE;
    }
  return upgrade_corps_fits (c, corps, gun, error);
}

static void
upgrade_corps_apply (HdCampaign             *c,
                     const HdCampaignAction *action)
{
  HdCampaignStand s = { 0 };
  guint id = 0;
  HdGun gun = HD_GUN_R_F;

  hd_campaign_action_get_uint (action, "corps", &id, NULL);
  hd_gun_from_string (hd_campaign_action_get (action, "gun"), &gun);
  s.side = c->player;
  s.formation = id;
  s.box = HD_CAMPAIGN_NO_BOX;
  /* "These units are not considered PT": a 3-4 brigade is Green by the
   * Appendices' rule of status, a 2-5 battalion Trained */
  if (c->player == HD_SIDE_UNION)
    {
      s.name = (char *) "Corps Cavalry";
      s.arm = HD_ARM_CAVALRY;
      s.sp = s.sp_start = 3;
      s.morale = 4;
      s.status = HD_STATUS_GREEN;
    }
  else
    {
      s.name = (char *) "Corps Artillery";
      s.arm = HD_ARM_ARTILLERY;
      s.gun = gun;
      s.sp = s.sp_start = 2;
      s.morale = 5;
      s.status = HD_STATUS_TRAINED;
    }
  s.raised_turn = c->turn;
  hd_campaign_add_stand (c, &s);
  c->corps_upgraded++;
}

static char *
upgrade_corps_describe (const HdCampaign       *c,
                        const HdCampaignAction *action)
{
  guint id = 0;
  const HdCampaignFormation *corps;

  hd_campaign_action_get_uint (action, "corps", &id, NULL);
  corps = hd_campaign_lookup_formation (c, id);
  if (corps != NULL && corps->side == HD_SIDE_UNION)
    return g_strdup_printf (_("%s gains a 3-4 cavalry brigade among its corps troops."), corps->name);
  return g_strdup_printf (_("%s gains a 2-5 battalion as corps artillery."), corps != NULL ? corps->name : "?");
}

static GPtrArray *
upgrade_corps_candidates (const HdCampaign *c)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);

  if (!upgrade_corps_when (c, NULL))
    return list;
  for (guint i = 0; i < c->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);
      HdCampaignAction *a;

      if (!upgrade_corps_fits (c, f, HD_GUN_R_F, NULL))
        continue;
      a = hd_campaign_action_new ("upgrade-corps");
      hd_campaign_action_set_uint (a, "corps", f->id);
      if (f->side == HD_SIDE_CONFEDERATE)
        hd_campaign_action_set (a, "gun", g_random_boolean () ? "r-f" : "sb-h");
      g_ptr_array_add (list, a);
    }
  return list;
}

const HdCampaignActionType hd_campaign_recruit_actions[] = {
  { "set-base", "Campaign 12.1", TRUE, set_base_check, set_base_apply, set_base_describe, set_base_candidates },
  { "name-city", "Campaign 12.1", FALSE, name_city_check, name_city_apply, name_city_describe,
    name_city_candidates },
  { "recruit-die", "Campaign 12.1", FALSE, recruit_die_check, recruit_die_apply, recruit_die_describe,
    recruit_die_candidates },
  { "raise", "Campaign 12.1", FALSE, raise_check, raise_apply, raise_describe, raise_candidates },
  { "upgrade-guns", "Campaign 12.3", FALSE, upgrade_guns_check, upgrade_guns_apply, upgrade_guns_describe,
    upgrade_guns_candidates },
  { "upgrade-corps", "Campaign 15.62", FALSE, upgrade_corps_check, upgrade_corps_apply, upgrade_corps_describe,
    upgrade_corps_candidates },
};
const guint hd_campaign_recruit_n_actions = G_N_ELEMENTS (hd_campaign_recruit_actions);

/* --- invariants 33-35 --- */

static char *
check_phase_fields (const HdCampaign *c)
{
  gboolean recruiting = c->phase == HD_PHASE_RECRUITING;

  if (c->corps_upgraded > MAX_RECURRING || (!recruiting && c->corps_upgraded != 0))
    return hd_campaign_invariant_broken (33, "%u recurring upgrades in phase %s", c->corps_upgraded,
                                         hd_phase_to_string (c->phase));
  if (c->recruit_die > 6 || (!recruiting && (c->recruit_die != 0 || c->recruited != 0))
      || c->recruited > HD_CAMPAIGN_MAX_RECRUITS || (c->recruited > 0 && c->recruited > die_counts (c->recruit_die)))
    return hd_campaign_invariant_broken (33, "recruiting die %u, %u raised, phase %s", c->recruit_die,
                                         c->recruited, hd_phase_to_string (c->phase));
  return NULL;
}

static char *
check_cities (const HdCampaign *c)
{
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      if (count_named (c, side) > HD_CAMPAIGN_MAX_RECRUITS)
        return hd_campaign_invariant_broken (34, "side %d named %u cities", side, count_named (c, side));
      for (guint i = 0; i < c->n_boxes; i++)
        if ((c->recruit_cities[i] & (NAMED (side) | RAISED (side)))
            && (hd_campaign_books_city_value (c, i, side) == 0 || !hd_campaign_recruit_is_recruiting_turn (c->turn)))
          return hd_campaign_invariant_broken (34, "box %s named or used by side %d in Game Turn %u",
                                               hd_map_get_box (c->map, i)->id, side, c->turn);
    }
  for (guint i = 0; i < c->n_boxes; i++)
    if (c->recruit_cities[i] & ~(NAMED (1) | NAMED (2) | RAISED (1) | RAISED (2)))
      return hd_campaign_invariant_broken (34, "box %u has recruiting bits %u", i, c->recruit_cities[i]);
  return NULL;
}

static char *
check_settings (const HdCampaign *c)
{
  guint reduced = c->settings.union_reduced_box;

  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    if (c->settings.base_recruiting[side] > HD_CAMPAIGN_MAX_RECRUITS)
      return hd_campaign_invariant_broken (35, "base recruiting number %u", c->settings.base_recruiting[side]);
  if (c->settings.base_recruiting[HD_SIDE_NEUTRAL] != 0
      || (reduced != HD_CAMPAIGN_NO_BOX
          && (reduced >= c->n_boxes || hd_box_recruitment_value (hd_map_get_box (c->map, reduced), HD_SIDE_UNION) < 1)))
    return hd_campaign_invariant_broken (35, "the settings name box %u as the reduced Union city", reduced);
  return NULL;
}

static char *
check_guns_upgraded (const HdCampaign *c)
{
  for (guint i = 0; i < c->guns_upgraded->len; i++)
    {
      guint id = g_array_index (c->guns_upgraded, guint, i);
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, id);

      /* a corps the umpire removed since is no longer there */
      if (c->phase != HD_PHASE_RECRUITING || (f != NULL && (f->side != c->player || !hd_formation_kind_is_corps (f->kind))))
        return hd_campaign_invariant_broken (37, "corps %u upgraded in phase %s", id, hd_phase_to_string (c->phase));
      for (guint j = 0; j < i; j++)
        if (g_array_index (c->guns_upgraded, guint, j) == id)
          return hd_campaign_invariant_broken (37, "corps %u upgraded twice", id);
    }
  return NULL;
}

char *
hd_campaign_recruit_check_invariants (const HdCampaign *c)
{
  char *broken = check_phase_fields (c);

  if (broken == NULL)
    broken = check_cities (c);
  if (broken == NULL)
    broken = check_settings (c);
  if (broken == NULL)
    broken = check_guns_upgraded (c);
  return broken;
}
