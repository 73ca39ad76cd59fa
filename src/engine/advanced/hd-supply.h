/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-supply.h: supply in the Advanced Game (Advanced 2.0-2.2).  Which of
 * a side's boxes are in supply, and the line that supplies each: a piece
 * alone is always supplied; two or more trace a line of any length through
 * boxes their side controls, along friendly railroads and rivers, to
 * another friendly recruitment city (from a recruitment city) or to a
 * friendly recruitment city that is itself in supply (from anywhere
 * else); Union pieces in a port, or with a line to one, are supplied. */
#pragma once

#include <glib.h>

#include "hd-state.h"

G_BEGIN_DECLS

typedef enum {
  HD_SUPPLY_NONE,      /* no pieces of the side, or one alone: nothing to trace */
  HD_SUPPLY_TRACED,    /* in supply along a line (@via leads to @source) */
  HD_SUPPLY_PORT,      /* Union pieces in a port (Advanced 2.1) */
  HD_SUPPLY_OUT,       /* out of supply: loses a piece (Advanced 2.2) */
} HdSupplyState;

typedef struct {
  HdSupplyState state;
  guint         pieces;  /* the side's pieces in the box */
  guint         source;  /* HD_SUPPLY_TRACED: the city or port the line reaches */
  guint         length;  /* HD_SUPPLY_TRACED: boxes along the line */
} HdSupplyBox;

/* Every box's supply for @side (an array of hd_map_get_n_boxes()
 * HdSupplyBox, indexed by box; free with g_free()). */
HdSupplyBox *hd_supply_compute     (const HdState *state,
                                    HdSide         side);
/* The lines of the supply line of @box for @side, from the box to its
 * source, as line indices (empty when it traces none). */
GArray      *hd_supply_line        (const HdState *state,
                                    HdSide         side,
                                    guint          box);
/* A friendly recruitment city of @side: a box with a shield of its colour
 * that it controls. */
gboolean     hd_supply_is_city     (const HdState *state,
                                    guint          box,
                                    HdSide         side);
/* The box's supply in a sentence, with the rule ("In supply from Richmond
 * by way of Petersburg (Advanced 2.1)."), or NULL when nothing is traced. */
char        *hd_supply_describe    (const HdState     *state,
                                    const HdSupplyBox *supply,
                                    guint              box);

/* Advanced 2.0: before anything else in a Player Turn, the player's boxes
 * out of supply are found; each owes a piece (Advanced 2.2): whether unit
 * @unit_id may be the piece, and giving it up. */
void         hd_supply_check      (HdState           *self);
gboolean     hd_supply_loss_check (const HdState     *self,
                                   guint              unit_id,
                                   GError           **error);
gboolean     hd_supply_loss       (HdState           *self,
                                   guint              unit_id,
                                   GError           **error);

G_END_DECLS
