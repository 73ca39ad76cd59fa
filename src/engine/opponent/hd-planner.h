/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-planner.h: the Movement Segment planned whole (docs/opponent.md,
 * "The planner").  Once the march die is rolled the segment has no dice
 * until the battles, so the planner searches it: for each box the marches
 * worth trying (all to one place, the smallest force that reaches a
 * chosen chance of winning, a garrison left behind, cavalry raids and
 * jumps, entrenching, sea moves and invasions), a beam over sequences of
 * marches (positions reached by the same marches in another order merged),
 * and the best complete plans judged again by the exact odds of their
 * battles and by the enemy's reach in reply (the full evaluation). */
#pragma once

#include <gio/gio.h>

#include "hd-action.h"
#include "hd-evaluate.h"

G_BEGIN_DECLS

/* How far a decision has got: @fraction 0-1 and what it is doing now
 * (translated), called from the thread that decides. */
typedef void (*HdPlayerProgress) (double      fraction,
                                  const char *doing,
                                  gpointer    data);

/* How hard the planner looks: Easy's, Normal's and Hard's settings
 * differ only here (hd-player.c). */
typedef struct _HdPlannerSettings HdPlannerSettings;
struct _HdPlannerSettings {
  guint  beam;            /* positions kept after each march */
  guint  finalists;       /* complete plans judged by the full evaluation */
  guint  per_box;         /* marches tried from each box at each step */
  double win_chance;      /* the chance a "smallest force" march aims for */
  gboolean second_best;   /* take the second-best plan judged, when there
                           * is one (Easy's slip, drawn by the player) */
  gboolean own_reach;     /* score the best marches against the enemy's
                           * reach from their own position (the marches
                           * they block), not only from the segment's start */
  guint  replies;         /* the enemy's answer to each of the best
                           * HD_PLANNER_REPLY_PLANS plans played out on this
                           * many dice streams, the best answered taken
                           * (hd-reply.h); 0: the best judged is taken */
  const HdPlannerSettings *reply_planner; /* how the enemy's marches are
                           * planned in those answers; NULL: greedily */
};

/* The plans whose enemy's answer is played out, when `replies` asks. */
#define HD_PLANNER_REPLY_PLANS 4

/* @base with the words of @text over it: "beam=8 finalists=8 per_box=6
 * win_chance=0.8 replies=6" (counts 1-64, replies 0-64, a chance between
 * 0 and 1; words left out keep @base's); FALSE with a message in @error for anything else. */
gboolean  hd_planner_settings_parse     (const char              *text,
                                         const HdPlannerSettings *base,
                                         HdPlannerSettings       *out,
                                         GError                 **error);
/* The settings the parser reads, as words (second_best and own_reach are
 * the level's and not written; replies only when there are some). */
char     *hd_planner_settings_to_string (const HdPlannerSettings *settings);

/* A plan: the actions from @state to the end of the Movement Segment
 * (END_SEGMENT last), each accepted in turn; its expected worth to the
 * side moving, a line saying why of the whole plan and one for each
 * action (what it goes to do; END_SEGMENT's is the plan's), translated. */
typedef struct {
  GArray    *actions;     /* HdAction */
  double     value;
  char      *reason;
  GPtrArray *reasons;     /* char *, one per action */
} HdPlan;

void      hd_plan_clear    (HdPlan                  *plan);

/* Plans the rest of the Movement Segment of @state (a position awaiting
 * HD_AWAITED_MARCHES); FALSE when @cancellable was cancelled. */
gboolean  hd_planner_plan  (const HdState           *state,
                            const HdWeights         *weights,
                            const HdPlannerSettings *settings,
                            HdPlayerProgress         progress,
                            gpointer                 progress_data,
                            GCancellable            *cancellable,
                            HdPlan                  *out);

G_END_DECLS
