/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-promotion.h: the Promotion Segment and promotions after a battle won
 * (rules 6.0-6.2).  Their appliers are in hd-action-private.h. */
#pragma once

#include <glib.h>

#include "hd-state.h"

G_BEGIN_DECLS

/* Promotion (6.0): may unit @unit_id be promoted now, in the Promotion
 * Segment or after a battle won? */
gboolean  hd_promotion_check      (const HdState *state,
                                   guint          unit_id,
                                   GError       **error);
/* Optional 6.2: may the Confederate promotion die be @die now? */
gboolean  hd_promotion_roll_check (const HdState *state,
                                   guint          die,
                                   GError       **error);

G_END_DECLS
