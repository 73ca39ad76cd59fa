/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-types.h: the small value types every part of the engine shares
 * (sides and transportation line types) and their stable names. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A box's default colour (rule 1.3) and, later, who controls it (rule 8.0). */
typedef enum {
  HD_SIDE_NEUTRAL = 0,
  HD_SIDE_UNION,
  HD_SIDE_CONFEDERATE,
} HdSide;

#define HD_N_SIDES 3

/* Transportation lines (rule 1.3). */
typedef enum {
  HD_LINE_ROAD = 0,
  HD_LINE_RAIL,
  HD_LINE_RIVER,
} HdLineType;

#define HD_N_LINE_TYPES 3

/* Bit masks for asking about several line types at once. */
typedef enum {
  HD_LINE_MASK_ROAD  = 1 << HD_LINE_ROAD,
  HD_LINE_MASK_RAIL  = 1 << HD_LINE_RAIL,
  HD_LINE_MASK_RIVER = 1 << HD_LINE_RIVER,
  HD_LINE_MASK_ANY   = 0x7,
} HdLineMask;

const char *hd_side_to_string      (HdSide       side);
gboolean    hd_side_from_string    (const char  *str,
                                    HdSide      *out_side);
const char *hd_line_type_to_string (HdLineType   type);
gboolean    hd_line_type_from_string (const char *str,
                                      HdLineType *out_type);

/* Translated names for people, e.g. "Union (blue box)", "Railroad". */
const char *hd_side_get_label      (HdSide       side);
/* "Union" or "Confederate", as in "the Union Player Turn", "a Confederate unit". */
const char *hd_side_get_name       (HdSide       side);
/* "Union" or "Confederacy" (for the neutral side "No one"), the side itself. */
const char *hd_side_get_noun       (HdSide       side);
/* The other side: the Union's enemy is the Confederacy and back. */
HdSide      hd_side_get_enemy      (HdSide       side);
const char *hd_line_type_get_label (HdLineType   type);

G_END_DECLS
