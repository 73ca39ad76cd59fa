/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-match.h: complete games between two players (the `match` command
 * of docs/cli.md shows what it gives).  A game is a scenario, its options, a level (and weights)
 * for each side and a seed; it is played through an HdGame, so its log
 * can be written as a transcript.  A game begun elsewhere (a save, a
 * transcript) can be played on to its end, its companions commanding
 * their sides as its seats say (hd_match_run_from).  The dice come from one stream seeded
 * by the game's seed alone: with the players exchanged, a game of the
 * same seed meets the same dice.  A match plays N seeds (each a second
 * time swapped, if asked), records every game, times every decision and
 * counts what must never happen: a refused action, a stalled game.  A
 * player from outside (HdMatchOutside) may take a side: an answer the
 * rules refuse, or none, forfeits its game. */
#pragma once

#include <gio/gio.h>

#include "hd-game.h"
#include "hd-player.h"

G_BEGIN_DECLS

/* An action cap: a game longer than this is stalled.  A complete game of
 * the Campaign is some tens of thousands of actions. */
#define HD_MATCH_MAX_ACTIONS 200000

/* The two players of a match: the one named for the Union (A) and the one
 * named for the Confederacy (B); in a swapped game A plays the
 * Confederacy. */
typedef enum {
  HD_MATCH_A,
  HD_MATCH_B,
} HdMatchPlayer;

#define HD_MATCH_N_PLAYERS 2

/* A player from outside the engine, in place of one of ours: the engine
 * protocol's harness (docs/engine-protocol.md), which the command line
 * gives; the match knows only these calls.  @begin: a game begins,
 * @game at its start (or where --from left it), @side the player's.
 * @decide: the decision @game's position awaits of @side, its dice left
 * open (0): the match rolls them from the game's stream, as for its own
 * players.  Either FALSE with @error (in our words): the player forfeits
 * the game. */
typedef struct {
  gboolean (*begin)  (gpointer    data,
                      HdGame     *game,
                      HdSide      side,
                      GError    **error);
  gboolean (*decide) (gpointer    data,
                      HdGame     *game,
                      HdSide      side,
                      HdDecision *out,
                      GError    **error);
  gpointer data;
} HdMatchOutside;

/* What a match plays. */
typedef struct {
  const char         *scenario_id;
  const char * const *options;                        /* NULL-terminated, or NULL */
  HdPlayerLevel       levels[HD_MATCH_N_PLAYERS];
  const HdWeights    *weights[HD_MATCH_N_PLAYERS];    /* NULL: the defaults */
  const HdPlannerSettings *planner[HD_MATCH_N_PLAYERS]; /* NULL: the level's */
  guint               n_games;                        /* seeds: seed, seed + 1, ... */
  guint32             seed;
  gboolean            swap;                           /* each seed again, players exchanged */
  guint               max_actions;                    /* 0: HD_MATCH_MAX_ACTIONS */
  /* hd_match_run_from only: the players (A the Union's, B the
   * Confederacy's) that are the game's own seat, its level and seed;
   * their levels and weights above are not used */
  gboolean            seated[HD_MATCH_N_PLAYERS];
  /* a player from outside in place of the level (NULL: ours); its side's
   * seat is a person's, its decisions timed apart from the levels' */
  const HdMatchOutside *outside[HD_MATCH_N_PLAYERS];
} HdMatchSetup;

/* One game played. */
typedef struct {
  guint32        seed;
  gboolean       swapped;          /* A played the Confederacy */
  HdPlayerLevel  union_level;
  HdPlayerLevel  confederate_level;
  HdSide         winner;           /* HD_SIDE_NEUTRAL: no winner (a draw, or stalled) */
  HdWin          win;              /* HD_WIN_NONE when stalled */
  gboolean       has_level;        /* the game ended on 11.3's table */
  HdVictoryLevel level;
  guint          turn;             /* the Game Turn it ended in */
  guint          actions;
  guint          refused;          /* actions hd_action_check refused (must be 0) */
  gboolean       stalled;
  char          *stall_reason;     /* translated; NULL unless stalled */
  gboolean       union_outside;    /* a player from outside played the side */
  gboolean       confederate_outside;
  HdSide         forfeited;        /* the side whose outside player forfeited, the
                                    * other the winner; HD_SIDE_NEUTRAL: none */
  char          *forfeit_reason;   /* translated; NULL unless forfeited */
  double         seconds;
  GByteArray    *dice;             /* the dice drawn, in order (hd_match_play_game's;
                                    * NULL in a match's records) */
} HdMatchRecord;

/* Who played the Union in @record, A or B. */
HdMatchPlayer  hd_match_record_union_player (const HdMatchRecord *record);
void           hd_match_record_clear        (HdMatchRecord       *record);

/* Decision times in seconds, median, 95th percentile (nearest rank) and
 * maximum of @n samples; zeros when there are none. */
typedef struct {
  guint  n;
  double median;
  double p95;
  double max;
} HdMatchTimes;

/* The times of one player level: every decision, each Movement Segment's
 * thinking (the level's decisions from the segment's start to its end),
 * and the decisions taken in battle (a battle under way or chosen). */
typedef enum {
  HD_MATCH_TIME_DECISION,
  HD_MATCH_TIME_SEGMENT,
  HD_MATCH_TIME_BATTLE,
} HdMatchTimeKind;

#define HD_MATCH_N_TIME_KINDS (HD_MATCH_TIME_BATTLE + 1)

/* The score of a player: games, wins, draws (no winner), losses, overall
 * and on each side; with 11.3's levels counted where games ended on it. */
typedef struct {
  guint games;
  guint wins;
  guint draws;
  guint losses;
  guint levels[HD_LEVEL_CONFEDERATE_DECISIVE + 1];
} HdMatchScore;

typedef struct _HdMatch HdMatch;

/* After each finished game: its record and its game (for its transcript),
 * how many are done of how many. */
typedef void (*HdMatchProgress) (const HdMatchRecord *record,
                                 HdGame              *game,
                                 guint                done,
                                 guint                total,
                                 gpointer             data);

/*
 * hd_match_run:
 * Plays the games of @setup in order (seed, its swapped game, seed + 1,
 * ...).  NULL with @error for a scenario or option that is not one, or when
 * @cancellable was cancelled (G_IO_ERROR_CANCELLED).  Refused actions
 * and stalled games are counted, not errors.
 */
HdMatch       *hd_match_run              (HdMap              *map,
                                          const HdMatchSetup *setup,
                                          HdMatchProgress     progress,
                                          gpointer            progress_data,
                                          GCancellable       *cancellable,
                                          GError            **error);
/*
 * hd_match_run_from:
 * Plays @game on from its position to its end, as a match of one game
 * of @setup's seed (the dice's stream; its games, swap, scenario and
 * options are not used).  A commands the Union and B the Confederacy: a
 * player of @setup->seated as @game's seat of its side says (its level,
 * made with the seat's seed), any other at its level and weights with
 * the seed a match gives it, its seat in @game then replaced by that.
 * @game keeps the actions played.  NULL with @error for a side seated
 * that a person commands in @game (G_IO_ERROR_INVALID_ARGUMENT), or
 * when @cancellable was cancelled (G_IO_ERROR_CANCELLED).
 */
HdMatch       *hd_match_run_from         (const HdMatchSetup *setup,
                                          HdGame             *game,
                                          HdMatchProgress     progress,
                                          gpointer            progress_data,
                                          GCancellable       *cancellable,
                                          GError            **error);
void           hd_match_free             (HdMatch            *match);

guint          hd_match_get_n_records    (const HdMatch      *match);
const HdMatchRecord *hd_match_get_record (const HdMatch      *match,
                                          guint               index);
/* @side: HD_SIDE_NEUTRAL for both sides together. */
void           hd_match_get_score        (const HdMatch      *match,
                                          HdMatchPlayer       player,
                                          HdSide              side,
                                          HdMatchScore       *out);
/* Union wins, Confederate wins and draws over every game. */
void           hd_match_get_side_wins    (const HdMatch      *match,
                                          guint              *union_wins,
                                          guint              *confederate_wins,
                                          guint              *draws);
guint          hd_match_get_refused      (const HdMatch      *match);
guint          hd_match_get_stalled      (const HdMatch      *match);
/* Games an outside player forfeited. */
guint          hd_match_get_forfeits     (const HdMatch      *match);
/* FALSE when @level played no decision. */
gboolean       hd_match_get_times        (const HdMatch      *match,
                                          HdPlayerLevel       level,
                                          HdMatchTimeKind     kind,
                                          HdMatchTimes       *out);
/* The times of the outside players' decisions (each from the request to
 * the answer read, HdMatchOutside's decide), all sides together; FALSE
 * when none decided. */
gboolean       hd_match_get_outside_times (const HdMatch     *match,
                                           HdMatchTimes      *out);
double         hd_match_get_seconds      (const HdMatch      *match);
/* Complete games a second over the whole run. */
double         hd_match_get_playouts_per_second (const HdMatch *match);

/* Plays one game: @swapped gives A the Confederacy.  Its decisions' times
 * go to @match (NULL: not kept).  NULL with @error for a bad scenario or
 * option, or when cancelled. */
HdGame        *hd_match_play_game        (HdMap              *map,
                                          const HdMatchSetup *setup,
                                          guint32             seed,
                                          gboolean            swapped,
                                          HdMatch            *match,
                                          GCancellable       *cancellable,
                                          HdMatchRecord      *out,
                                          GError            **error);

/* The seed of a side's player in the game of @seed. */
guint32        hd_match_player_seed      (guint32             seed,
                                          HdSide              side);

/* The Wilson score interval at 95 % of @successes in @n trials; 0-1 for
 * none. */
void           hd_match_wilson           (guint               successes,
                                          guint               n,
                                          double             *low,
                                          double             *high);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdMatch, hd_match_free)

G_END_DECLS
