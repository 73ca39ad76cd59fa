/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-match.c: complete games between two HdPlayers through an HdGame
 * (hd-match.h): the loop that asks the deciding side's player, checks and
 * applies (an outside player's answer too, its dice rolled here, a
 * refusal or no answer forfeiting the game); the dice stream of a game's
 * seed; the records, the decision times per player level, the scores and
 * their Wilson intervals. */
#define G_LOG_DOMAIN "hd-match"

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "hd-battle.h"
#include "hd-calendar.h"
#include "hd-describe.h"
#include "hd-match.h"
#include "hd-tactics.h"
#include "hd-victory.h"

struct _HdMatch {
  GArray  *records;                                       /* HdMatchRecord */
  GArray  *times[HD_N_PLAYER_LEVELS][HD_MATCH_N_TIME_KINDS];  /* gint64, microseconds */
  GArray  *outside_times;                                 /* gint64, microseconds */
  double   seconds;
};

/* ---- records ---- */

HdMatchPlayer
hd_match_record_union_player (const HdMatchRecord *record)
{
  return record->swapped ? HD_MATCH_B : HD_MATCH_A;
}

void
hd_match_record_clear (HdMatchRecord *record)
{
  g_clear_pointer (&record->stall_reason, g_free);
  g_clear_pointer (&record->forfeit_reason, g_free);
  g_clear_pointer (&record->dice, g_byte_array_unref);
}

/* ---- the dice and the seeds ---- */

typedef struct {
  GRand      *rand;
  GByteArray *drawn;
} Dice;

static guint
next_die (gpointer data)
{
  Dice *dice = data;
  guint8 die = (guint8) g_rand_int_range (dice->rand, 1, 7);

  g_byte_array_append (dice->drawn, &die, 1);
  return die;
}

/* A mix of the seed's bits (a 32-bit finaliser), so that each side's
 * player draws from a stream of its own, unlike the dice's and unlike
 * the next game's. */
guint32
hd_match_player_seed (guint32 seed,
                      HdSide  side)
{
  guint32 h = seed ^ (side == HD_SIDE_UNION ? 0x85ebca6bu : 0xc2b2ae35u);

  h ^= h >> 16;
  h *= 0x7feb352du;
  h ^= h >> 15;
  h *= 0x846ca68bu;
  h ^= h >> 16;
  return h;
}

/* ---- timing ---- */

static void
add_time (HdMatch *match, HdPlayerLevel level, HdMatchTimeKind kind, gint64 us)
{
  if (match != NULL)
    g_array_append_val (match->times[level][kind], us);
}

/* The Movement Segment being thought in: whose it is and what it took. */
typedef struct {
  gboolean      active;
  guint         turn;
  HdSide        player;
  HdPlayerLevel level;
  gint64        us;
} Segment;

static void
segment_flush (Segment *seg, HdMatch *match)
{
  if (seg->active)
    add_time (match, seg->level, HD_MATCH_TIME_SEGMENT, seg->us);
  seg->active = FALSE;
  seg->us = 0;
}

static gboolean
in_battle (const HdState *state, const HdAwaited *awaited)
{
  return hd_battle_in_progress (state) || awaited->kind == HD_AWAITED_BATTLE ||
         awaited->kind == HD_AWAITED_BATTLES;
}

/* A decision of @us by @side at @level in @state, timed where it belongs. */
static void
time_decision (HdMatch *match, Segment *seg, const HdState *state, const HdAwaited *awaited,
               HdSide side, HdPlayerLevel level, gint64 us)
{
  gboolean battle = in_battle (state, awaited);
  gboolean moving = !battle && hd_state_get_segment (state) == HD_SEGMENT_MOVEMENT &&
                    side == hd_state_get_player (state);

  add_time (match, level, HD_MATCH_TIME_DECISION, us);
  if (battle)
    add_time (match, level, HD_MATCH_TIME_BATTLE, us);
  if (seg->active && (!moving || seg->turn != hd_state_get_turn (state) || seg->player != side))
    segment_flush (seg, match);
  if (!moving)
    return;
  if (!seg->active)
    *seg = (Segment) { .active = TRUE, .turn = hd_state_get_turn (state), .player = side, .level = level };
  seg->us += us;
}

/* ---- one game ---- */

/* 11.3's level, where the game ended on its table or its sudden death. */
static void
record_level (const HdState *state, guint turn, HdMatchRecord *out)
{
  HdGameTurn gt;
  int difference = (int) hd_state_get_army_maximum (state, HD_SIDE_UNION) -
                   (int) hd_state_get_army_maximum (state, HD_SIDE_CONFEDERATE);

  if (out->win != HD_WIN_MARCH_LEVEL && out->win != HD_WIN_DRAW && out->win != HD_WIN_SUDDEN_DEATH)
    return;
  if (!hd_calendar_get_turn (turn, &gt))
    return;
  out->has_level = TRUE;
  out->level = hd_victory_level (gt.year, difference);
}

static void
stall (HdMatchRecord *out, char *reason)
{
  out->stalled = TRUE;
  g_free (out->stall_reason);
  out->stall_reason = reason;
}

/* The outside player of @side gives up the game: @reason (taken). */
static void
forfeit (HdMatchRecord *out, HdSide side, char *reason)
{
  out->forfeited = side;
  g_free (out->forfeit_reason);
  out->forfeit_reason = reason;
}

static const HdSide table_sides[2] = { HD_SIDE_UNION, HD_SIDE_CONFEDERATE };

typedef struct {
  HdPlayer      *players[2];      /* [0] the Union's, [1] the Confederacy's; NULL for an outside one */
  const HdMatchOutside *outside[2];
  HdPlayerLevel  levels[2];
  guint32        seeds[2];        /* the players' */
  Dice           dice;
  Segment        segment;
  guint          turn;            /* the Game Turn of the last action */
} Table;

/* Whether @action gives a die of its own (not 0, open). */
static gboolean
dice_given (const HdAction *action)
{
  if (action->die != 0)
    return TRUE;
  for (guint k = 0; k < action->n_shots && k < HD_MAX_SHOTS; k++)
    if (action->shots[k].die != 0)
      return TRUE;
  return FALSE;
}

/* The outside player's decision, its dice rolled, checked and applied;
 * FALSE when it forfeits the game. */
static gboolean
play_outside (HdGame *game, Table *t, HdMatch *match, guint who, HdSide side, HdMatchRecord *out)
{
  const HdState *state = hd_game_get_state (game);
  const HdMatchOutside *o = t->outside[who];
  g_autoptr(GError) why = NULL;
  g_autofree char *what = NULL;
  HdDecision decision = { 0 };
  gboolean played = FALSE;
  gint64 start = g_get_monotonic_time ();
  gboolean decided = o->decide (o->data, game, side, &decision, &why);
  gint64 us = g_get_monotonic_time () - start;

  t->turn = hd_state_get_turn (state);
  if (match != NULL)
    g_array_append_val (match->outside_times, us);
  if (!decided)
    {
      forfeit (out, side, g_strdup (why->message));
      return FALSE;
    }
  what = hd_describe_action_at (&decision.action, state);
  if (hd_action_info_is_correction (decision.action.type))
    /* TRANSLATORS: an outside player forfeits: %s its action, one of the edit-board mode's */
    forfeit (out, side, g_strdup_printf (_("Its action “%s” corrects the board: a player may answer only an "
                                           "action of play."), what));
  else if (dice_given (&decision.action))
    /* TRANSLATORS: an outside player forfeits: %s its action */
    forfeit (out, side, g_strdup_printf (_("Its action “%s” gives its own dice: the match rolls every die, "
                                           "so each is written 0."), what));
  else
    {
      hd_candidates_roll_dice (&decision.action, next_die, &t->dice);
      played = hd_action_check (state, &decision.action, &why) && hd_log_apply (HD_LOG (game), &decision.action, &why);
      if (!played)
        /* TRANSLATORS: an outside player forfeits: %1$s its action, %2$s the rules' reason */
        forfeit (out, side, g_strdup_printf (_("The rules refused its action “%1$s”: %2$s"), what, why->message));
    }
  hd_decision_clear (&decision);
  out->actions += played ? 1 : 0;
  return played;
}

/* One action asked, checked and applied; FALSE when the game stops
 * (stalled or forfeited, or @error set when cancelled). */
static gboolean
play_action (HdGame *game, Table *t, HdMatch *match, GCancellable *cancellable,
             HdMatchRecord *out, GError **error)
{
  const HdState *state = hd_game_get_state (game);
  HdAwaited awaited = hd_action_get_decision (state);
  HdSide side = hd_tactics_deciding_side (state, &awaited);
  guint who = side == HD_SIDE_UNION ? 0 : 1;
  g_autoptr(GError) why = NULL;
  HdDecision decision;
  gint64 start = g_get_monotonic_time ();
  gboolean decided;

  if (t->outside[who] != NULL)
    return play_outside (game, t, match, who, side, out);
  decided = hd_player_decide (t->players[who], state, next_die, &t->dice, cancellable, &decision, &why);
  time_decision (match, &t->segment, state, &awaited, side, t->levels[who], g_get_monotonic_time () - start);
  if (!decided)
    {
      if (g_error_matches (why, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_propagate_error (error, g_steal_pointer (&why));
          return FALSE;
        }
      /* TRANSLATORS: a game of a match stopped: %s the reason */
      stall (out, side == HD_SIDE_UNION ? g_strdup_printf (_("The Union's player decided nothing: %s"), why->message)
                                        : g_strdup_printf (_("The Confederacy's player decided nothing: %s"),
                                                           why->message));
      return FALSE;
    }
  t->turn = hd_state_get_turn (state);
  if (!hd_action_check (state, &decision.action, &why) || !hd_log_apply (HD_LOG (game), &decision.action, &why))
    {
      g_autofree char *what = hd_describe_action_at (&decision.action, state);

      out->refused++;
      /* TRANSLATORS: a game of a match stopped: %1$s the action, %2$s the rules' reason */
      stall (out, side == HD_SIDE_UNION
                  ? g_strdup_printf (_("The rules refused the Union's player's action “%1$s”: %2$s"), what,
                                     why->message)
                  : g_strdup_printf (_("The rules refused the Confederacy's player's action “%1$s”: %2$s"), what,
                                     why->message));
      hd_decision_clear (&decision);
      return FALSE;
    }
  hd_decision_clear (&decision);
  out->actions++;
  return TRUE;
}

static void
table_clear (Table *t)
{
  for (guint i = 0; i < 2; i++)
    g_clear_pointer (&t->players[i], hd_player_free);
  g_clear_pointer (&t->dice.rand, g_rand_free);
  g_clear_pointer (&t->dice.drawn, g_byte_array_unref);
}

/* Side @i's player (0 the Union's): @level, thinking with @seed (and
 * @weights, @planner unless NULL), or @outside if not NULL. */
static void
table_seat (Table *t, guint i, HdPlayerLevel level, guint32 seed, const HdWeights *weights,
            const HdPlannerSettings *planner, const HdMatchOutside *outside)
{
  t->levels[i] = level;
  t->seeds[i] = seed;
  t->outside[i] = outside;
  if (outside != NULL)
    return;
  t->players[i] = weights != NULL ? hd_player_new_with_weights (level, seed, weights) : hd_player_new (level, seed);
  if (planner != NULL)
    hd_player_set_planner (t->players[i], planner);
}

/* The table with no player seated yet, its dice the stream of @seed. */
static void
table_init (Table *t, guint32 seed)
{
  memset (t, 0, sizeof *t);
  t->dice.rand = g_rand_new_with_seed (seed);
  t->dice.drawn = g_byte_array_new ();
}

/* The players @setup names, A on the Union's side unless @swapped. */
static void
table_seat_setup (Table *t, const HdMatchSetup *setup, guint32 seed, gboolean swapped)
{
  for (guint i = 0; i < 2; i++)
    {
      HdMatchPlayer who = (i == 0) != swapped ? HD_MATCH_A : HD_MATCH_B;

      table_seat (t, i, setup->levels[who], hd_match_player_seed (seed, table_sides[i]), setup->weights[who],
                  setup->planner[who], setup->outside[who]);
    }
}

/* The game's seats: the players at their levels and seeds, their dice
 * rolled (its transcript then names who played), an outside player's
 * a person's; a side @kept keeps the seat the game had. */
static void
set_seats (HdGame *game, const Table *t, const gboolean kept[2])
{
  HdSeats seats = *hd_game_get_seats (game);
  HdSeats people;

  hd_seats_init (&people);
  for (guint i = 0; i < 2; i++)
    if (t->outside[i] != NULL)
      seats.side[table_sides[i]] = people.side[table_sides[i]];
    else if (!kept[i])
      seats.side[table_sides[i]] = (HdSeat) { hd_player_level_to_seat (t->levels[i]), t->seeds[i],
                                              HD_SEAT_DICE_ROLLED, FALSE };
  hd_game_set_seats (game, &seats);
}

/* Each outside player told its game begins; FALSE when one forfeits. */
static gboolean
begin_outside (HdGame *game, const Table *t, HdMatchRecord *out)
{
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GError) why = NULL;
      const HdMatchOutside *o = t->outside[i];

      if (o != NULL && !o->begin (o->data, game, table_sides[i], &why))
        {
          forfeit (out, table_sides[i], g_strdup (why->message));
          return FALSE;
        }
    }
  return TRUE;
}

/* The end of a game played: its winner and how, or the other side's win
 * by forfeit; nothing for a stalled game. */
static void
record_end (HdGame *game, const Table *t, HdMatchRecord *out)
{
  if (out->forfeited != HD_SIDE_NEUTRAL)
    {
      out->winner = hd_side_get_enemy (out->forfeited);
      out->win = HD_WIN_NONE;
      return;
    }
  if (out->stalled)
    return;
  out->winner = hd_state_get_winner (hd_game_get_state (game));
  out->win = hd_state_get_win (hd_game_get_state (game));
  record_level (hd_game_get_state (game), t->turn, out);
}

/* @game played on to its end (or the cap) by @t's players; the table
 * cleared.  FALSE with @error when cancelled (@out then cleared). */
static gboolean
play_to_end (HdGame *game, Table *t, const HdMatchSetup *setup, HdMatch *match, GCancellable *cancellable,
             HdMatchRecord *out, GError **error)
{
  guint cap = setup->max_actions > 0 ? setup->max_actions : HD_MATCH_MAX_ACTIONS;
  gint64 start = g_get_monotonic_time ();
  gboolean cancelled = FALSE;
  gboolean begun;

  t->turn = hd_state_get_turn (hd_game_get_state (game));
  out->union_level = t->levels[0];
  out->confederate_level = t->levels[1];
  out->union_outside = t->outside[0] != NULL;
  out->confederate_outside = t->outside[1] != NULL;
  out->winner = HD_SIDE_NEUTRAL;
  out->forfeited = HD_SIDE_NEUTRAL;
  begun = begin_outside (game, t, out);
  while (begun && hd_action_get_decision (hd_game_get_state (game)).sort != HD_AWAITS_NOTHING)
    {
      GError *why = NULL;

      if (out->actions >= cap)
        {
          /* TRANSLATORS: a game of a match stopped: %u the cap on its actions */
          stall (out, g_strdup_printf (_("The game was not over after %u actions."), cap));
          break;
        }
      if (!play_action (game, t, match, cancellable, out, &why))
        {
          cancelled = why != NULL;
          if (cancelled)
            g_propagate_error (error, why);
          break;
        }
    }
  segment_flush (&t->segment, match);
  out->dice = g_steal_pointer (&t->dice.drawn);
  table_clear (t);
  if (cancelled)
    {
      hd_match_record_clear (out);
      return FALSE;
    }
  out->turn = t->turn;
  record_end (game, t, out);
  out->seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  return TRUE;
}

HdGame *
hd_match_play_game (HdMap              *map,
                    const HdMatchSetup *setup,
                    guint32             seed,
                    gboolean            swapped,
                    HdMatch            *match,
                    GCancellable       *cancellable,
                    HdMatchRecord      *out,
                    GError            **error)
{
  static const gboolean none_kept[2] = { FALSE, FALSE };
  g_autoptr(HdGame) game = NULL;
  Table t;

  g_return_val_if_fail (map != NULL && setup != NULL && out != NULL, NULL);
  memset (out, 0, sizeof *out);
  game = hd_game_new (map, setup->scenario_id, setup->options, error);
  if (game == NULL)
    return NULL;
  table_init (&t, seed);
  table_seat_setup (&t, setup, seed, swapped);
  set_seats (game, &t, none_kept);
  *out = (HdMatchRecord) { .seed = seed, .swapped = swapped };
  if (!play_to_end (game, &t, setup, match, cancellable, out, error))
    return NULL;
  return g_steal_pointer (&game);
}

/* ---- the match ---- */

static HdMatch *
match_new (void)
{
  HdMatch *m = g_new0 (HdMatch, 1);

  m->records = g_array_new (FALSE, TRUE, sizeof (HdMatchRecord));
  g_array_set_clear_func (m->records, (GDestroyNotify) hd_match_record_clear);
  for (guint l = 0; l < HD_N_PLAYER_LEVELS; l++)
    for (guint k = 0; k < HD_MATCH_N_TIME_KINDS; k++)
      m->times[l][k] = g_array_new (FALSE, FALSE, sizeof (gint64));
  m->outside_times = g_array_new (FALSE, FALSE, sizeof (gint64));
  return m;
}

void
hd_match_free (HdMatch *match)
{
  if (match == NULL)
    return;
  g_array_unref (match->records);
  for (guint l = 0; l < HD_N_PLAYER_LEVELS; l++)
    for (guint k = 0; k < HD_MATCH_N_TIME_KINDS; k++)
      g_array_unref (match->times[l][k]);
  g_array_unref (match->outside_times);
  g_free (match);
}

HdMatch *
hd_match_run (HdMap              *map,
              const HdMatchSetup *setup,
              HdMatchProgress     progress,
              gpointer            progress_data,
              GCancellable       *cancellable,
              GError            **error)
{
  g_autoptr(HdMatch) match = match_new ();
  guint per_seed = setup->swap ? 2 : 1;
  guint total = setup->n_games * per_seed;
  gint64 start = g_get_monotonic_time ();

  g_return_val_if_fail (map != NULL && setup != NULL, NULL);
  for (guint i = 0; i < total; i++)
    {
      HdMatchRecord record;
      g_autoptr(HdGame) game = NULL;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;
      game = hd_match_play_game (map, setup, setup->seed + i / per_seed, i % per_seed == 1, match,
                                 cancellable, &record, error);
      if (game == NULL)
        return NULL;
      if (progress != NULL)
        progress (&record, game, i + 1, total, progress_data);
      /* the dice are for the one game's callers; a long match keeps none */
      g_clear_pointer (&record.dice, g_byte_array_unref);
      g_array_append_val (match->records, record);
    }
  match->seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  return g_steal_pointer (&match);
}

/* Side @i's player of @setup played on in @game: the seat @game gives
 * it, where @setup->seated says so, else @setup's player; FALSE with
 * @error for a seat of a person. */
static gboolean
table_seat_from (Table *t, guint i, const HdMatchSetup *setup, HdGame *game, GError **error)
{
  const HdSeat *seat = &hd_game_get_seats (game)->side[table_sides[i]];
  HdPlayerLevel level;

  if (!setup->seated[i])
    {
      table_seat (t, i, setup->levels[i], hd_match_player_seed (setup->seed, table_sides[i]), setup->weights[i],
                  setup->planner[i], setup->outside[i]);
      return TRUE;
    }
  if (hd_player_level_from_seat (seat->player, &level))
    {
      table_seat (t, i, level, seat->seed, NULL, NULL, NULL);
      return TRUE;
    }
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       i == 0 ? _("A person commands the Union in this game: a player must be named for it.")
                              : _("A person commands the Confederacy in this game: a player must be named for it."));
  return FALSE;
}

HdMatch *
hd_match_run_from (const HdMatchSetup *setup,
                   HdGame             *game,
                   HdMatchProgress     progress,
                   gpointer            progress_data,
                   GCancellable       *cancellable,
                   GError            **error)
{
  g_autoptr(HdMatch) match = NULL;
  gint64 start = g_get_monotonic_time ();
  HdMatchRecord record = { .seed = setup->seed };
  Table t;

  g_return_val_if_fail (setup != NULL && HD_IS_GAME (game), NULL);
  table_init (&t, setup->seed);
  for (guint i = 0; i < 2; i++)
    if (!table_seat_from (&t, i, setup, game, error))
      {
        table_clear (&t);
        return NULL;
      }
  set_seats (game, &t, setup->seated);
  match = match_new ();
  if (!play_to_end (game, &t, setup, match, cancellable, &record, error))
    return NULL;
  if (progress != NULL)
    progress (&record, game, 1, 1, progress_data);
  g_clear_pointer (&record.dice, g_byte_array_unref);
  g_array_append_val (match->records, record);
  match->seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  return g_steal_pointer (&match);
}

guint
hd_match_get_n_records (const HdMatch *match)
{
  return match->records->len;
}

const HdMatchRecord *
hd_match_get_record (const HdMatch *match,
                     guint          index)
{
  g_return_val_if_fail (index < match->records->len, NULL);
  return &g_array_index (match->records, HdMatchRecord, index);
}

/* The side @player took in @r. */
static HdSide
side_of (const HdMatchRecord *r, HdMatchPlayer player)
{
  return hd_match_record_union_player (r) == player ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE;
}

void
hd_match_get_score (const HdMatch *match,
                    HdMatchPlayer  player,
                    HdSide         side,
                    HdMatchScore  *out)
{
  memset (out, 0, sizeof *out);
  for (guint i = 0; i < match->records->len; i++)
    {
      const HdMatchRecord *r = hd_match_get_record (match, i);
      HdSide played = side_of (r, player);

      if (side != HD_SIDE_NEUTRAL && side != played)
        continue;
      out->games++;
      if (r->winner == played)
        out->wins++;
      else if (r->winner == HD_SIDE_NEUTRAL)
        out->draws++;
      else
        out->losses++;
      if (r->has_level)
        out->levels[r->level]++;
    }
}

void
hd_match_get_side_wins (const HdMatch *match,
                        guint         *union_wins,
                        guint         *confederate_wins,
                        guint         *draws)
{
  *union_wins = *confederate_wins = *draws = 0;
  for (guint i = 0; i < match->records->len; i++)
    {
      const HdMatchRecord *r = hd_match_get_record (match, i);

      if (r->winner == HD_SIDE_UNION)
        (*union_wins)++;
      else if (r->winner == HD_SIDE_CONFEDERATE)
        (*confederate_wins)++;
      else
        (*draws)++;
    }
}

guint
hd_match_get_refused (const HdMatch *match)
{
  guint n = 0;

  for (guint i = 0; i < match->records->len; i++)
    n += hd_match_get_record (match, i)->refused;
  return n;
}

guint
hd_match_get_forfeits (const HdMatch *match)
{
  guint n = 0;

  for (guint i = 0; i < match->records->len; i++)
    n += hd_match_get_record (match, i)->forfeited != HD_SIDE_NEUTRAL ? 1 : 0;
  return n;
}

guint
hd_match_get_stalled (const HdMatch *match)
{
  guint n = 0;

  for (guint i = 0; i < match->records->len; i++)
    n += hd_match_get_record (match, i)->stalled ? 1 : 0;
  return n;
}

static int
compare_times (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

/* The nearest-rank percentile @p (0-1] of @sorted, in seconds. */
static double
percentile (GArray *sorted, double p)
{
  guint rank = (guint) ceil (p * sorted->len);

  rank = CLAMP (rank, 1, sorted->len);
  return (double) g_array_index (sorted, gint64, rank - 1) / G_USEC_PER_SEC;
}

/* The median, 95th percentile and maximum of @samples (some). */
static void
times_of (GArray *samples, HdMatchTimes *out)
{
  g_autoptr(GArray) sorted = g_array_copy (samples);

  g_array_sort (sorted, compare_times);
  out->n = sorted->len;
  out->median = percentile (sorted, 0.5);
  out->p95 = percentile (sorted, 0.95);
  out->max = percentile (sorted, 1.0);
}

gboolean
hd_match_get_times (const HdMatch  *match,
                    HdPlayerLevel   level,
                    HdMatchTimeKind kind,
                    HdMatchTimes   *out)
{
  GArray *samples;

  g_return_val_if_fail ((guint) level < HD_N_PLAYER_LEVELS && (guint) kind < HD_MATCH_N_TIME_KINDS, FALSE);
  memset (out, 0, sizeof *out);
  samples = match->times[level][kind];
  if (samples->len == 0)
    return match->times[level][HD_MATCH_TIME_DECISION]->len > 0;
  times_of (samples, out);
  return TRUE;
}

gboolean
hd_match_get_outside_times (const HdMatch *match,
                            HdMatchTimes  *out)
{
  memset (out, 0, sizeof *out);
  if (match->outside_times->len == 0)
    return FALSE;
  times_of (match->outside_times, out);
  return TRUE;
}

double
hd_match_get_seconds (const HdMatch *match)
{
  return match->seconds;
}

double
hd_match_get_playouts_per_second (const HdMatch *match)
{
  return match->seconds > 0 ? match->records->len / match->seconds : 0;
}

/* Wilson's score interval: the centre (p + z²/2n) / (1 + z²/n), the
 * half-width z / (1 + z²/n) · sqrt (p(1 - p)/n + z²/4n²), z = 1.96. */
void
hd_match_wilson (guint   successes,
                 guint   n,
                 double *low,
                 double *high)
{
  const double z = 1.959963984540054;
  double p, z2n, centre, half;

  if (n == 0)
    {
      *low = 0;
      *high = 1;
      return;
    }
  p = (double) successes / n;
  z2n = z * z / n;
  centre = (p + z2n / 2) / (1 + z2n);
  half = z / (1 + z2n) * sqrt (p * (1 - p) / n + z2n / (4.0 * n));
  *low = MAX (0.0, centre - half);
  *high = MIN (1.0, centre + half);
}
