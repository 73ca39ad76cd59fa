/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-victory.c: who has won, and how: the Union's seven cities and
 * Washington (10.0), the Confederacy's survival (9.0, 10.0), the
 * Confederate wins held to the end of a Union Player Turn (optional 10.1),
 * the 1861 Short Game (11.1), and the March
 * ending dates with their victory-level table and sudden death (11.3).
 * Checked after every action (hd_action_apply).  Also what each side still
 * needs to win, for the side panel and the CLI (hd_victory_get_needs). */
#define G_LOG_DOMAIN "hd-victory"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "hd-rules.h"
#include "hd-calendar.h"
#include "hd-state-private.h"
#include "hd-victory.h"

static const char * const seven_cities[HD_N_VICTORY_CITIES] = {
  "new-orleans", "mobile", "atlanta", "memphis", "charleston", "wilmington", "richmond",
};

/* 11.3's table: the army maximum difference (Union minus Confederate) that
 * starts each level, from Union Decisive down, for 03/1862, 1863, 1864. */
HdVictoryLevel
hd_victory_level (guint year,
                  int   difference)
{
  int decisive = year <= 1862 ? 11 : year == 1863 ? 15 : 19;

  if (difference >= decisive)
    return HD_LEVEL_UNION_DECISIVE;
  if (difference <= decisive - 6)
    return HD_LEVEL_CONFEDERATE_DECISIVE;
  return (HdVictoryLevel) (decisive - difference);
}

const char *
hd_victory_level_get_label (HdVictoryLevel level)
{
  switch (level)
    {
    case HD_LEVEL_UNION_DECISIVE: return _("Union Decisive Victory");
    case HD_LEVEL_UNION_MARGINAL: return _("Union Marginal Victory");
    case HD_LEVEL_UNION_PYRRHIC: return _("Union Pyrrhic Victory");
    case HD_LEVEL_DRAW: return _("Draw (as in history)");
    case HD_LEVEL_CONFEDERATE_PYRRHIC: return _("Confederate Pyrrhic Victory");
    case HD_LEVEL_CONFEDERATE_MARGINAL: return _("Confederate Marginal Victory");
    case HD_LEVEL_CONFEDERATE_DECISIVE: return _("Confederate Decisive Victory");
    default: g_return_val_if_reached (NULL);
    }
}

const char *
hd_victory_get_label (HdWin win)
{
  switch (win)
    {
    case HD_WIN_NONE: return _("No one has won yet");
    case HD_WIN_SEVEN_CITIES: return _("The Union holds all seven Confederate cities worth 2 or 3 (rule 10.0)");
    case HD_WIN_WASHINGTON: return _("The Confederacy holds Washington (rule 10.0)");
    case HD_WIN_ARMY_MAXIMUM: return _("The Confederate army maximum is greater than the Union's (rule 10.0)");
    case HD_WIN_SURVIVED: return _("The last Game Turn is over and the Union has not won: the South survives (rule 10.0)");
    case HD_WIN_SHORT_GAME: return _("The end of the 1861 Short Game: the Union needed an army maximum five greater "
                                     "(rule 11.1)");
    case HD_WIN_MARCH_LEVEL: return _("The March ending date: the victory-level table (rule 11.3)");
    case HD_WIN_SUDDEN_DEATH: return _("A decisive level at the end of a March (rule 11.3)");
    case HD_WIN_DRAW: return _("The March ending date: a draw, as in history (rule 11.3)");
    default: g_return_val_if_reached (NULL);
    }
}

static void
win (HdState *state, HdSide side, HdWin how)
{
  state->winner = side;
  state->win = how;
}

static gboolean
union_holds_seven (const HdState *state)
{
  for (guint i = 0; i < G_N_ELEMENTS (seven_cities); i++)
    {
      const HdBox *b = hd_map_lookup_id (state->map, seven_cities[i]);
      if (b == NULL || state->control[b->index] != HD_SIDE_UNION)
        return FALSE;
    }
  return TRUE;
}

/* After an action: @before is the state it met.  Immediate wins (10.0;
 * the Confederate ones at the end of the Union Player Turn with 10.1),
 * sudden death at the end of a March (11.3), and the end of the game. */
void
hd_victory_check (HdState       *state,
                  gboolean       end_of_union_turn)
{
  const HdBox *washington;
  guint union_max, confederate_max;
  gboolean novice;

  g_return_if_fail (state != NULL);
  if (state->winner != HD_SIDE_NEUTRAL)
    return;
  union_max = hd_state_get_army_maximum (state, HD_SIDE_UNION);
  confederate_max = hd_state_get_army_maximum (state, HD_SIDE_CONFEDERATE);
  if (union_holds_seven (state))
    {
      win (state, HD_SIDE_UNION, HD_WIN_SEVEN_CITIES);
      return;
    }
  novice = hd_state_has_option (state, "10.1");
  if (!novice || end_of_union_turn)
    {
      washington = hd_map_lookup_id (state->map, "washington");
      /* with Advanced 6.0 its fall costs a die instead (hd-state) */
      if (washington != NULL && state->control[washington->index] == HD_SIDE_CONFEDERATE &&
          !hd_state_has_option (state, "advanced-6.0"))
        {
          win (state, HD_SIDE_CONFEDERATE, HD_WIN_WASHINGTON);
          return;
        }
      if (confederate_max > union_max)   /* 7.4's increase does not count */
        {
          win (state, HD_SIDE_CONFEDERATE, HD_WIN_ARMY_MAXIMUM);
          return;
        }
    }
}

/* Whether @turn is a March of 1862-1864, the ends of rule 11.3's table;
 * sets @year. */
static gboolean
is_table_march (guint turn, guint *year)
{
  HdGameTurn gt;

  if (!hd_calendar_get_turn (turn, &gt) || gt.first_month != 3 || gt.year < 1862 || gt.year > 1864)
    return FALSE;
  *year = gt.year;
  return TRUE;
}

/* How the game is decided when it ends with Game Turn @last (11.1, 11.3,
 * else 10.0). */
static HdEnding
ending_of (const HdState *state, guint last, guint *year)
{
  if (state->short_game)
    return HD_ENDING_SHORT_GAME;
  if (last < HD_CAMPAIGN_TURNS && is_table_march (last, year))
    return HD_ENDING_MARCH;
  return HD_ENDING_SURVIVAL;
}

static int
maximum_difference (const HdState *state)
{
  return (int) hd_state_get_army_maximum (state, HD_SIDE_UNION) -
         (int) hd_state_get_army_maximum (state, HD_SIDE_CONFEDERATE);
}

/* At the end of a Game Turn (@turn, just finished). */
void
hd_victory_end_of_turn (HdState *state,
                        guint    turn)
{
  int difference;
  guint year = 0;

  g_return_if_fail (state != NULL);
  if (state->winner != HD_SIDE_NEUTRAL || turn < 1 || turn > HD_EXTENDED_TURNS)
    return;
  difference = maximum_difference (state);
  if (turn >= state->end_turn)
    {
      switch (ending_of (state, turn, &year))
        {
        case HD_ENDING_SHORT_GAME:
          win (state, difference >= 5 ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE, HD_WIN_SHORT_GAME);
          break;
        case HD_ENDING_MARCH:
          {
            HdVictoryLevel level = hd_victory_level (year, difference);
            if (level == HD_LEVEL_DRAW)
              win (state, HD_SIDE_NEUTRAL, HD_WIN_DRAW);
            else
              win (state, level < HD_LEVEL_DRAW ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE, HD_WIN_MARCH_LEVEL);
          }
          break;
        case HD_ENDING_SURVIVAL:
        default:
          win (state, HD_SIDE_CONFEDERATE, HD_WIN_SURVIVED);
        }
      return;
    }
  if (hd_state_has_option (state, "11.3-sudden-death") && is_table_march (turn, &year))
    {
      HdVictoryLevel level = hd_victory_level (year, difference);
      if (level == HD_LEVEL_UNION_DECISIVE)
        win (state, HD_SIDE_UNION, HD_WIN_SUDDEN_DEATH);
      else if (level == HD_LEVEL_CONFEDERATE_DECISIVE)
        win (state, HD_SIDE_CONFEDERATE, HD_WIN_SUDDEN_DEATH);
    }
}

/* The next March at whose end 11.3's sudden death is checked, or 0. */
static guint
next_sudden_death (const HdState *state)
{
  guint year;

  if (!hd_state_has_option (state, "11.3-sudden-death"))
    return 0;
  for (guint t = MAX (state->turn, 1); t < state->end_turn; t++)
    if (is_table_march (t, &year))
      return t;
  return 0;
}

void
hd_victory_get_needs (const HdState  *state,
                      HdVictoryNeeds *needs)
{
  const HdBox *washington;
  guint year = 0;

  g_return_if_fail (state != NULL && needs != NULL);
  memset (needs, 0, sizeof *needs);
  for (guint i = 0; i < HD_N_VICTORY_CITIES; i++)
    {
      const HdBox *b = hd_map_lookup_id (state->map, seven_cities[i]);
      needs->cities[i] = b != NULL ? b->index : G_MAXUINT;
      needs->union_holds[i] = b != NULL && state->control[b->index] == HD_SIDE_UNION;
      needs->n_union_holds += needs->union_holds[i];
    }
  washington = hd_map_lookup_id (state->map, "washington");
  needs->washington = washington != NULL ? state->control[washington->index] : HD_SIDE_UNION;
  needs->washington_costs_die = hd_state_has_option (state, "advanced-6.0");
  needs->union_max_loss = hd_state_get_union_max_loss (state);
  needs->union_maximum = hd_state_get_army_maximum (state, HD_SIDE_UNION);
  needs->confederate_maximum = hd_state_get_army_maximum (state, HD_SIDE_CONFEDERATE);
  needs->difference = maximum_difference (state);
  needs->confederate_short = needs->difference >= 0 ? (guint) needs->difference + 1 : 0;
  needs->at_union_turn_end = hd_state_has_option (state, "10.1");
  needs->end_turn = state->end_turn;
  needs->turns_left = state->end_turn > state->turn ? state->end_turn - state->turn : 0;
  needs->ending = ending_of (state, state->end_turn, &year);
  if (needs->ending == HD_ENDING_MARCH)
    needs->level_now = hd_victory_level (year, needs->difference);
  needs->sudden_death_turn = next_sudden_death (state);
}

static void
describe_union (const HdState *state, const HdVictoryNeeds *n, GString *out)
{
  GString *missing = g_string_new (NULL);

  for (guint i = 0; i < HD_N_VICTORY_CITIES; i++)
    if (!n->union_holds[i] && n->cities[i] != G_MAXUINT)
      g_string_append_printf (missing, "%s%s", missing->len > 0 ? ", " : "",
                              hd_map_get_box (state->map, n->cities[i])->name);
  if (n->n_union_holds == HD_N_VICTORY_CITIES)
    g_string_append (out, _("The Union holds all seven cities of rule 10.0."));
  else if (n->n_union_holds == 0)
    /* TRANSLATORS: rule 10.0; %s the names of the seven cities */
    g_string_append_printf (out, _("The Union holds none of the seven cities of rule 10.0; holding them all at "
                                   "once wins: %s."), missing->str);
  else
    /* TRANSLATORS: rule 10.0; %u is how many of the seven cities the Union
     * holds, %s the names of the others */
    g_string_append_printf (out, _("The Union holds %u of the seven cities of rule 10.0; taking the rest wins at "
                                   "once: %s."), n->n_union_holds, missing->str);
  g_string_free (missing, TRUE);
}

static void
describe_confederacy (const HdVictoryNeeds *n, GString *out)
{
  if (n->washington_costs_die)
    /* TRANSLATORS: Advanced 6.0; %u is what the Union army maximum has lost for good */
    g_string_append_printf (out, _("Taking Washington wins nothing at once: a die is taken off the Union army maximum "
                                   "for good (Advanced 6.0); lost so far: %u."), n->union_max_loss);
  else if (n->washington == HD_SIDE_CONFEDERATE)
    g_string_append (out, _("The Confederacy holds Washington (rule 10.0)."));
  else
    g_string_append (out, _("Taking Washington wins for the Confederacy (rule 10.0)."));
  g_string_append_c (out, '\n');
  if (n->confederate_short == 0)
    /* TRANSLATORS: rule 10.0; the two army maximums */
    g_string_append_printf (out, _("Its army maximum, %u, is greater than the Union's, %u (rule 10.0)."),
                            n->confederate_maximum, n->union_maximum);
  else
    /* TRANSLATORS: rule 10.0; the two army maximums, then how much the
     * Confederate one must gain on the Union's */
    g_string_append_printf (out, _("Its army maximum is %u against the Union's %u: gaining %u on it wins "
                                   "(rule 10.0)."), n->confederate_maximum, n->union_maximum, n->confederate_short);
  if (n->at_union_turn_end)
    {
      g_string_append_c (out, '\n');
      g_string_append (out, _("With rule 10.1 these count only at the end of a Union Player Turn."));
    }
}

/* The last Game Turn and what it decides, then 11.3's sudden death. */
static void
describe_ending (const HdVictoryNeeds *n, GString *out)
{
  g_autofree char *last = hd_calendar_format (n->end_turn);

  switch (n->ending)
    {
    case HD_ENDING_SHORT_GAME:
      /* TRANSLATORS: rule 11.1; %s is the last Game Turn, %+d the Union's
       * army maximum minus the Confederacy's */
      g_string_append_printf (out, _("At the end of %s the Union wins with an army maximum at least 5 greater than "
                                     "the Confederacy's, else the Confederacy wins (rule 11.1); now %+d."),
                              last, n->difference);
      break;
    case HD_ENDING_MARCH:
      /* TRANSLATORS: rule 11.3; %s the last Game Turn, %+d the Union's
       * army maximum minus the Confederacy's, then a victory level */
      g_string_append_printf (out, _("The game ends with %s and the table of rule 11.3 (Union lead now %+d: %s)."),
                              last, n->difference, hd_victory_level_get_label (n->level_now));
      break;
    case HD_ENDING_SURVIVAL:
    default:
      /* TRANSLATORS: rule 10.0; %s is the last Game Turn */
      g_string_append_printf (out, _("If the Union has not won by the end of %s, the Confederacy wins (rule 10.0)."),
                              last);
    }
  g_string_append_c (out, '\n');
  /* TRANSLATORS: Game Turns after the current one */
  g_string_append_printf (out, ngettext ("%u Game Turn left after this one.", "%u Game Turns left after this one.",
                                         n->turns_left), n->turns_left);
  if (n->sudden_death_turn > 0)
    {
      g_autofree char *march = hd_calendar_format (n->sudden_death_turn);
      g_string_append_c (out, '\n');
      /* TRANSLATORS: rule 11.3's sudden death; %s a March Game Turn */
      g_string_append_printf (out, _("A decisive level at the end of %s wins outright (rule 11.3)."), march);
    }
}

/* What stands between @side and victory now (10.0, 10.1), in a line or
 * three. */
char *
hd_victory_describe_needs (const HdState *state,
                           HdSide         side)
{
  HdVictoryNeeds n;
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (state != NULL, NULL);
  hd_victory_get_needs (state, &n);
  if (side == HD_SIDE_UNION)
    describe_union (state, &n, out);
  else
    describe_confederacy (&n, out);
  return g_string_free (out, FALSE);
}

/* How and when the game ends if no one wins before (10.0, 11.1, 11.3). */
char *
hd_victory_describe_ending (const HdState *state)
{
  HdVictoryNeeds n;
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (state != NULL, NULL);
  hd_victory_get_needs (state, &n);
  describe_ending (&n, out);
  return g_string_free (out, FALSE);
}
