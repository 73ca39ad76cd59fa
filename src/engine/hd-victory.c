/* hd-victory.c: who has won, and how: the Union's seven cities and
 * Washington (10.0), the Confederacy's survival (9.0, 10.0), the army
 * maximum lead (optional 10.1), the 1861 Short Game (11.1), and the March
 * ending dates with their victory-level table and sudden death (11.3).
 * Checked after every action (hd_action_apply). */
#define G_LOG_DOMAIN "hd-victory"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-action.h"
#include "hd-calendar.h"
#include "hd-state-private.h"
#include "hd-victory.h"

static const char * const seven_cities[] = {
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
hd_win_get_label (HdWin win)
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
      if (washington != NULL && state->control[washington->index] == HD_SIDE_CONFEDERATE)
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

/* At the end of a Game Turn (@turn, just finished). */
void
hd_victory_end_of_turn (HdState *state,
                        guint    turn)
{
  int difference;
  HdGameTurn gt;

  g_return_if_fail (state != NULL);
  if (state->winner != HD_SIDE_NEUTRAL || !hd_calendar_get_turn (turn, &gt))
    return;
  difference = (int) hd_state_get_army_maximum (state, HD_SIDE_UNION) -
               (int) hd_state_get_army_maximum (state, HD_SIDE_CONFEDERATE);
  if (turn >= state->end_turn)
    {
      if (state->short_game)
        win (state, difference >= 5 ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE, HD_WIN_SHORT_GAME);
      else if (gt.first_month == 3 && gt.year >= 1862 && gt.year <= 1864 && turn < HD_CAMPAIGN_TURNS)
        {
          HdVictoryLevel level = hd_victory_level (gt.year, difference);
          if (level == HD_LEVEL_DRAW)
            win (state, HD_SIDE_NEUTRAL, HD_WIN_DRAW);
          else
            win (state, level < HD_LEVEL_DRAW ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE, HD_WIN_MARCH_LEVEL);
        }
      else
        win (state, HD_SIDE_CONFEDERATE, HD_WIN_SURVIVED);
      return;
    }
  if (hd_state_has_option (state, "11.3-sudden-death") && gt.first_month == 3 && gt.year >= 1862 &&
      gt.year <= 1864)
    {
      HdVictoryLevel level = hd_victory_level (gt.year, difference);
      if (level == HD_LEVEL_UNION_DECISIVE)
        win (state, HD_SIDE_UNION, HD_WIN_SUDDEN_DEATH);
      else if (level == HD_LEVEL_CONFEDERATE_DECISIVE)
        win (state, HD_SIDE_CONFEDERATE, HD_WIN_SUDDEN_DEATH);
    }
}
