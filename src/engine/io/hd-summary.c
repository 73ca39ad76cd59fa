/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-summary.c: the game's history, rebuilt by replaying its log once. */
#define G_LOG_DOMAIN "hd-summary"

#include "config.h"

#include "hd-battle.h"
#include "hd-calendar.h"
#include "hd-summary.h"
#include "hd-victory.h"

static void
record_turn (HdSummary *summary, const HdState *s)
{
  HdTurnRecord r = { hd_state_get_turn (s), { 0 }, { 0 } };

  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      r.army_maximum[side] = hd_state_get_army_maximum (s, side);
      r.in_play[side] = hd_state_get_units_in_play (s, side);
    }
  g_array_append_val (summary->turns, r);
}

static gboolean
is_city (const HdBox *b)
{
  return b->recruit_union > 0 || b->recruit_confederate > 0;
}

HdSummary *
hd_summary_new (HdGame *game)
{
  HdSummary *summary = g_new0 (HdSummary, 1);
  g_autoptr(HdState) s = NULL;
  HdMap *map;
  g_autofree HdSide *control = NULL;
  guint n_boxes, n;
  HdBattleRecord current = { 0 };

  g_return_val_if_fail (HD_IS_GAME (game), summary);
  summary->turns = g_array_new (FALSE, FALSE, sizeof (HdTurnRecord));
  summary->battles = g_array_new (FALSE, FALSE, sizeof (HdBattleRecord));
  summary->cities = g_array_new (FALSE, FALSE, sizeof (HdCityChange));

  s = hd_game_replay (game, 0);
  map = hd_state_get_map (s);
  n_boxes = hd_map_get_n_boxes (map);
  control = g_new0 (HdSide, n_boxes);
  for (guint b = 0; b < n_boxes; b++)
    control[b] = hd_state_get_controller (s, b);
  record_turn (summary, s);

  n = hd_log_get_n_actions (HD_LOG (game));
  for (guint i = 0; i < n; i++)
    {
      HdAction action;
      const HdAction *a = &action;
      guint turn = hd_state_get_turn (s);
      gboolean in_battle = hd_battle_in_progress (s);

      hd_game_get_action (game, i, &action);
      if (a->type == HD_ACTION_BATTLE)
        {
          current = (HdBattleRecord) { turn, a->box, hd_state_get_player (s), HD_SIDE_NEUTRAL, FALSE, FALSE, 0 };
        }
      if (!hd_action_apply (a, s, NULL))
        break;   /* a log that applied once applies again */
      if (a->type == HD_ACTION_FIRE && hd_battle_in_progress (s))
        current.rounds = hd_battle_get_round (s);
      if ((in_battle || a->type == HD_ACTION_BATTLE) && !hd_battle_in_progress (s))
        {
          guint attackers = hd_state_count_units_at (s, current.box, current.attacker);
          HdSide defender = hd_side_get_enemy (current.attacker);
          guint defenders = hd_state_count_units_at (s, current.box, defender);

          current.withdrawn = a->type == HD_ACTION_WITHDRAW;
          current.retreat = a->type == HD_ACTION_RETREAT;
          if (current.rounds == 0)
            current.rounds = 1;
          if (!current.withdrawn && a->type != HD_ACTION_BATTLE)
            current.winner = attackers > 0 && defenders == 0 ? current.attacker
                           : defenders > 0 && attackers == 0 ? defender : HD_SIDE_NEUTRAL;
          g_array_append_val (summary->battles, current);
        }
      /* cities changing hands */
      for (guint b = 0; b < n_boxes; b++)
        {
          HdSide now = hd_state_get_controller (s, b);
          if (now != control[b])
            {
              if (is_city (hd_map_get_box (map, b)))
                {
                  HdCityChange c = { turn, b, control[b], now };
                  g_array_append_val (summary->cities, c);
                }
              control[b] = now;
            }
        }
      if (hd_state_get_turn (s) != turn || (hd_state_is_over (s) && i == n - 1))
        record_turn (summary, s);
    }
  summary->winner = hd_state_get_winner (s);
  summary->win = hd_state_get_win (s);
  if (summary->win == HD_WIN_MARCH_LEVEL || summary->win == HD_WIN_SUDDEN_DEATH || summary->win == HD_WIN_DRAW)
    {
      HdGameTurn gt;
      guint last = hd_state_get_turn (s) - 1;
      if (hd_calendar_get_turn (last, &gt))
        {
          summary->has_level = TRUE;
          summary->level = hd_victory_level (gt.year,
                                             (int) hd_state_get_army_maximum (s, HD_SIDE_UNION) -
                                             (int) hd_state_get_army_maximum (s, HD_SIDE_CONFEDERATE));
        }
    }
  return summary;
}

void
hd_summary_free (HdSummary *summary)
{
  if (summary == NULL)
    return;
  g_array_unref (summary->turns);
  g_array_unref (summary->battles);
  g_array_unref (summary->cities);
  g_free (summary);
}
