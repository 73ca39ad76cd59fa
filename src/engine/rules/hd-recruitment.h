/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-recruitment.h: the Recruitment Segment (rules 7.0-7.5, and 5.71's
 * recovery with a point).  Promotions are in hd-promotion.h. */
#pragma once

#include <glib.h>

#include "hd-state.h"
#include "hd-victory.h"

G_BEGIN_DECLS

/* Recruitment (7.0) */
gboolean  hd_recruitment_check      (const HdState *state,
                                     guint          box,
                                     HdUnitKind     kind,
                                     GError       **error);
/* Boxes where the player may recruit @kind now, as box indices. */
GArray   *hd_recruitment_cities     (const HdState *state,
                                     HdUnitKind     kind);

gboolean  hd_recruitment_roll_check (const HdState *state,
                                     guint          die,
                                     GError       **error);
gboolean  hd_recruitment_recover_check (const HdState *state,
                                        guint          unit_id,
                                        GError       **error);

/* Whether the recruitment die could change anything now (7.0): a
 * militia of the pool could come to a city, a reduced unit recover
 * (optional 5.71), or a rule in play reads the die (hd-hooks.h).  When
 * not, the segment awaits no die: it may simply end. */
gboolean  hd_recruitment_die_matters (const HdState *state);

G_END_DECLS
