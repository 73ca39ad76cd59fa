/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-evaluate.h: how good a position is for one side, as the computer
 * opponent judges it (docs/opponent.md): a weighted sum of terms, each
 * asked of what the engine already knows (hd_victory_get_needs, the army
 * maximums, hd-threat's reach, the exact odds of hd_odds_attacker_wins).
 * The weights are data: the defaults here, or a line of "term=value"
 * pairs (tuned from self-play by build-aux/tune-opponent). */
#pragma once

#include <glib.h>

#include "hd-action.h"
#include "hd-state.h"
#include "hd-threat.h"

G_BEGIN_DECLS

/* The terms, each from the side's point of view (more is better). */
typedef enum {
  HD_TERM_CITIES,     /* 10.0's seven cities: the Union's share, for the Union; the rest, for the Confederacy */
  HD_TERM_MAXIMUM,    /* the army-maximum margin against what victory needs (7.1, 10.0, 11.1), more urgent as turns run out */
  HD_TERM_CAPITALS,   /* Washington and Richmond: the enemy's chance to take one's own minus one's chance to take the enemy's */
  HD_TERM_MATERIAL,   /* combat values on the board (5.1), one's own minus the enemy's */
  HD_TERM_ROOM,       /* room under the army maximum that the pool can fill (7.0, 7.1) */
  HD_TERM_EXPOSURE,   /* what the enemy's next march can take: one's cities and stacks weighed by the exact odds against them */
  HD_TERM_DISTANCE,   /* each unit's distance to its nearest objective, in boxes (less is better, so negated) */
  HD_TERM_BATTLES,    /* battles waiting to be fought: each one's exact odds times what it wins or loses */
  HD_N_TERMS
} HdTerm;

typedef struct {
  double w[HD_N_TERMS];
} HdWeights;

/* How much the evaluation looks at: QUICK leaves out the enemy's reach
 * (EXPOSURE and CAPITALS, which ask hd_threat_reach), for the greedy
 * player and for the planner's beam; FULL is everything. */
typedef enum {
  HD_EVALUATE_QUICK,
  HD_EVALUATE_FULL,
} HdEvaluateDepth;

/* What the evaluation found: each term's value before its weight, and the
 * weighted total. */
typedef struct {
  double term[HD_N_TERMS];
  double total;
} HdEvaluation;

/* A game won counts this much (lost: minus this), more than any sum of terms. */
#define HD_EVALUATE_WON 100000.0

const char      *hd_term_to_string     (HdTerm          term);
/* The term's meaning in a sentence (translated), for docs and the CLI. */
const char      *hd_term_describe      (HdTerm          term);
const HdWeights *hd_weights_default    (void);
/* "material=1 exposure=0.5 ...": any terms, the rest as in @base (or the
 * defaults); FALSE with @error naming the word not understood. */
gboolean         hd_weights_parse      (const char     *text,
                                        const HdWeights *base,
                                        HdWeights      *out,
                                        GError        **error);
/* Every term as "name=value", space-separated (parses back the same). */
char            *hd_weights_to_string  (const HdWeights *weights);

/* The position's worth to @side (UNION or CONFEDERATE); @out (or NULL)
 * gets each term.  A game over is +-HD_EVALUATE_WON. */
double           hd_evaluate           (const HdState  *state,
                                        HdSide          side,
                                        const HdWeights *weights,
                                        HdEvaluateDepth depth,
                                        HdEvaluation   *out);

/* hd_evaluate of the position after @action, applied to a copy of
 * @state; -G_MAXDOUBLE when the rules refuse it. */
double           hd_evaluate_after     (const HdState  *state,
                                        const HdAction *action,
                                        HdSide          side,
                                        const HdWeights *weights,
                                        HdEvaluateDepth depth);

/* The FULL evaluation with the two sides' reaches given (hd_threat_reach
 * of the enemy and of @side), not worked out: for a search scoring many
 * positions of one Movement Segment against the reaches of its start. */
double           hd_evaluate_with_reach (const HdState  *state,
                                         HdSide          side,
                                         const HdWeights *weights,
                                         const HdReach  *enemy_reach,
                                         const HdReach  *own_reach,
                                         HdEvaluation   *out);

/* The exact chance that @attacker's units at @box would win a battle
 * there as things stand (both sides' units in the box, the defender's
 * entrenchment, rivers crossed not counted), from a cache of battles by
 * their lines; 1 when no defender is there, 0 when no attacker is. */
double           hd_evaluate_battle_odds (const HdState *state,
                                          guint          box,
                                          HdSide         attacker);

/* Whether @who has a Movement Segment (still to come or under way)
 * before the game's last victory test (11.1, 11.3, 10.0): in every Game
 * Turn but the last; in the last, the Union (who moves first, 3.0) until
 * its Movement Segment is over and the Confederacy until its own is. */
gboolean         hd_evaluate_moves_again (const HdState *state,
                                          HdSide         who);

/* Whether the evaluation of @state is the Union's chance to win the war
 * alone (HD_EVALUATE_WON times that chance less one, for the Union): a
 * game 10.0 ends, the Union lacking a city of 10.0, in the Game Turn
 * before the last or in the last (docs/opponent.md, "The end of the
 * game").  Its battles waiting are counted in it with their odds. */
gboolean         hd_evaluate_is_war_chance (const HdState *state);

/* The chance that @attacker wins the battle at @box as the defender
 * would fight it: hd_evaluate_battle_odds with the defender's possible
 * reinforcements (5.5) in its line, the strongest of its units in each
 * neighbouring box that may send one (where it outnumbers the attacker's
 * units, the screen 5.5 leaves), counted from the first round: a little
 * less than the true chance, never more.  The planner's odds. */
double           hd_evaluate_attack_odds (const HdState *state,
                                          guint          box,
                                          HdSide         attacker);

/* How many of @attacker's units at @box a battle lost there costs when
 * they retreat (5.4) rather than fight to the end.  The attacker may
 * retreat from round 2 in lieu of firing, after the defender's second
 * fire (5.0, 5.4), to which the defender's reinforcements have come
 * (5.5, as hd_evaluate_attack_odds counts them); it takes two hits to
 * eliminate a unit (5.1) and the units only reduced recover (5.7).  So:
 * half the hits of those two fires (each unit's combat value, less one
 * against a crack line, 5.32, over six), rounded, at most the
 * attackers there. */
guint            hd_evaluate_repulse_losses (const HdState *state,
                                             guint          box,
                                             HdSide         attacker);

/* Below this chance of holding its box, the defender's cavalry withdraws
 * before the battle when 5.6 lets it (the companion's tactics and the
 * planner's judgement of a plan play it alike). */
#define HD_EVALUATE_WITHDRAW_BELOW 0.5

/* Where @attacker's enemy at @box would withdraw its cavalry before the
 * battle (5.6) as the companion plays it: the first box the rules offer
 * (hd_battle_withdraw_boxes, the battle chosen on a copy of @state),
 * when the cavalry's chance to hold the box as things stand is below
 * HD_EVALUATE_WITHDRAW_BELOW; HD_NO_BOX when it stays and fights (the
 * rule does not allow it, or it would hold).  @state: the Movement
 * Segment about to end or the Combat Segment before that battle. */
guint            hd_evaluate_withdrawal (const HdState *state,
                                         guint          box,
                                         HdSide         attacker);

/* The exact chance that @attacking_units units of @attacking_strength in
 * all beat @defender's units at @box (entrenched as they are), the
 * attackers of average strength: the exposure term's odds. */
double           hd_evaluate_reach_odds (const HdState *state,
                                         guint          box,
                                         HdSide         defender,
                                         guint          attacking_units,
                                         guint          attacking_strength);

/* What holding @box is worth to @side: its recruitment value for the
 * side (7.1), more for 10.0's cities and the capitals (10.0). */
double           hd_evaluate_box_value (const HdState *state,
                                        guint          box,
                                        HdSide         side);

/* Boxes from @from to @to along any lines (0: the same box), on the
 * board of @state; G_MAXUINT when there is no way. */
guint            hd_evaluate_distance  (const HdState *state,
                                        guint          from,
                                        guint          to);

G_END_DECLS
