/* hd-state-private.h: the layout of HdState, shared by the engine's
 * modules that change it (hd-state.c, hd-movement.c).  Not for the
 * application: it asks through hd-state.h. */
#pragma once

#include "hd-state.h"

G_BEGIN_DECLS

struct _HdState
{
  HdMap     *map;
  guint      turn;
  HdSide     player;
  HdSegment  segment;
  GArray    *units;          /* HdBoardUnit */
  HdSide    *control;        /* per box */
  gboolean  *marker;         /* per box: a Control marker lies there (8.0) */
  gboolean  *infantry_held;  /* per box: the controller has had infantry there since taking it */
  guint      pool[HD_N_SIDES][HD_N_KINDS];
  guint      drafts_taken;
  guint      militia_held_back; /* Union militia infantry not yet drafted */
  guint      end_turn;       /* the scenario's last Game Turn */
  gboolean   draft_riots;    /* optional rule 7.3 */
  guint64    options;        /* optional rules in play: bit i = hd_options_get (i) */
  guint      first_turn;     /* the scenario's first Game Turn (4.1, 11.2) */
  guint      first_turn_marches;

  /* The current Movement Segment (4.0-4.7). */
  guint      march_die;      /* the die rolled for marches, 0 if not (yet) */
  guint      marches;        /* marches available this segment */
  guint      marches_spent;
  guint      active_box;     /* box of the current march, HD_NO_BOX if none */
  gboolean   active_dug;     /* the current march has been used to entrench (4.3) */
  gboolean   confederates_in_kentucky; /* a Confederate unit entered Kentucky in 1861 (4.12) */
};

void hd_state_begin_player_turn (HdState *self);

G_END_DECLS
