/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-odds.h: the odds of a battle as the companion tells them (rule 5.0,
 * the default targets, neither side retreating or reinforcing): one
 * policy for the application's panels and the command line, so that the
 * same battle gets the same figure in both.  Exact when the engine can
 * work it out (hd_odds_attacker_wins); otherwise HD_ODDS_SAMPLES
 * battles played out at random, seeded from the position itself
 * (hd_odds_seed), with the margin of the estimate. */
#pragma once

#include <gio/gio.h>

#include "hd-battle.h"
#include "hd-state.h"

G_BEGIN_DECLS

/* Enough for 0.5 points either way at 95 % whatever the chance:
 * 1.96 * sqrt (0.25 / 40000) = 0.0049. */
#define HD_ODDS_SAMPLES 40000

typedef struct {
  double   p;        /* the chance the attacker wins */
  guint    samples;  /* 0: exact; else the random battles it comes from */
  double   margin;   /* the estimate's margin at 95 % (0 when exact) */
  gboolean days;     /* sampled because of battles by days (Advanced 7.0) */
  gboolean morale;   /* sampled because of battlefield morale (Advanced 8.1) */
  gboolean leaders;  /* sampled because of leaders' pluses (Advanced 8.2.2) */
} HdOdds;

/* The odds of the battle under way in @state (or 0, exact, when none
 * is); FALSE when @cancellable was cancelled first. */
gboolean  hd_odds_work_out  (const HdState  *state,
                             GCancellable   *cancellable,
                             HdOdds         *out);
/* The seed the sampled odds of @state's battle use: a hash of what the
 * sampled battles start from. */
guint32   hd_odds_seed      (const HdState  *state);
/* A 64-bit hash of everything @state's battle starts from, the seed's
 * own: two positions with the same fingerprint have the same odds, exact
 * or sampled from the same seed (the opponent keeps its battle chances
 * by it). */
guint64   hd_odds_fingerprint (const HdState  *state);
/* The margin at 95 % of a share @p estimated from @samples battles. */
double    hd_odds_margin    (double          p,
                             guint           samples);

/* The exact probability that the attacker wins if both sides fight on with
 * the default targets, without retreat or reinforcement (5.0); -1 when the
 * battle is too big to work out (more than eight million states of health
 * of the two lines together: then hd_odds_monte_carlo() estimates it). */
double    hd_odds_attacker_wins             (const HdState *state);
double    hd_odds_attacker_wins_cancellable (const HdState *state,
                                             GCancellable  *cancellable);
/* How many positions (states of health of the two lines together) the
 * exact odds of @state's battle go through, 0 without a battle: their
 * cost grows with it (about 40 ms a million here). */
guint64   hd_odds_positions                 (const HdState *state);
double    hd_odds_monte_carlo               (const HdState *state,
                                             guint          n_battles,
                                             guint32        seed);
/* The distribution of hits the firing side scores this round with @shots:
 * @out[k] is the chance of k hits, k = 0..n_shots. */
void      hd_odds_hit_distribution      (const HdState *state,
                                             const HdShot  *shots,
                                             guint          n_shots,
                                             double        *out);

/* The odds of hd_odds_attacker_wins() by a chosen method: the tests
 * check the methods agree.  HD_ODDS_BLOCKS is the one used (see
 * hd-odds.c); the recursion is only the tests' reference. */
typedef enum {
  HD_ODDS_BLOCKS,
  HD_ODDS_BLOCKS_ONE_THREAD,
  HD_ODDS_BLOCKS_UNSHARED,    /* one thread, each block's skeleton made when
                               * used, as for lines too varied to keep them */
  HD_ODDS_RECURSION,
} HdOddsMethod;

double    hd_odds_by_method             (const HdState *state,
                                             HdOddsMethod   method,
                                             GCancellable  *cancellable);

G_END_DECLS
