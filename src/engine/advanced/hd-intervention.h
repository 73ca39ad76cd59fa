/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-intervention.h: foreign intervention (Advanced 8.4).  At the start
 * of each Confederate Player Turn three conditions are checked; once they
 * all hold, Europe intervenes for the rest of the game: the Confederacy
 * may move by sea (not by river jumps, across the Potomac or by
 * invasion), and four Foreign Intervention units wait "in Europe" to be
 * brought over by Confederate sea movement.  They count against no army
 * maximum, are never promoted, and one lost is replaced in Europe on a
 * Confederate recruitment die of 5 or 6. */
#pragma once

#include "hd-state.h"

G_BEGIN_DECLS

typedef enum {
  HD_INTERVENTION_ARMIES = 0,  /* the Confederate army maximum within three of the Union's */
  HD_INTERVENTION_CITIES,      /* a Union city of 2 or more and Washington in Confederate hands */
  HD_INTERVENTION_TRADE,       /* each Confederate city of 2 or more the Union holds matched */
  HD_N_INTERVENTION_CONDITIONS
} HdInterventionCondition;

/* Whether @condition holds now; @why (if not NULL) says so in words, with
 * the numbers. */
gboolean    hd_intervention_condition    (const HdState           *state,
                                          HdInterventionCondition  condition,
                                          char                   **why);
gboolean    hd_intervention_is_triggered (const HdState           *state);
/* The Game Turn it was triggered in, 0 if it has not been. */
guint       hd_intervention_get_turn     (const HdState           *state);
/* The Foreign Intervention units: their kinds, and how many of a kind
 * wait in Europe or have been lost. */
HdUnitKind  hd_intervention_get_kind     (guint                    i);
guint       hd_intervention_in_europe    (const HdState           *state,
                                          HdUnitKind               kind);
guint       hd_intervention_n_in_europe  (const HdState           *state);
guint       hd_intervention_n_lost       (const HdState           *state);
/* Bringing one over from Europe by Confederate sea movement: a march. */
gboolean    hd_intervention_sail_check   (const HdState           *state,
                                          HdUnitKind               kind,
                                          guint                    to,
                                          GError                 **error);
/* The ports a unit from Europe may sail to now, as box indices. */
GArray     *hd_intervention_sail_destinations (const HdState      *state);

/* Where foreign intervention stands, in words: won or not, each
 * condition with whether it holds, the units in Europe and those lost. */
char       *hd_intervention_describe     (const HdState           *state);

/* The engine's own: the start of a Confederate Player Turn, a foreign
 * unit taken off the board, a Confederate recruitment die rolled. */
void        hd_intervention_begin_turn   (HdState                 *state);
void        hd_intervention_unit_lost    (HdState                 *state,
                                          HdUnitKind               kind);
void        hd_intervention_recruitment  (HdState                 *state,
                                          guint                    die);
gboolean    hd_intervention_sail         (HdState                 *state,
                                          HdUnitKind               kind,
                                          guint                    to,
                                          GError                 **error);

G_END_DECLS
