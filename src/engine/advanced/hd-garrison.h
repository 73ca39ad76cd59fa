/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-garrison.h: how a box's coastal garrison stands (Advanced 5.0), for
 * whoever shows it: only a port that is a Confederate recruitment city
 * has one, and only while the city is Confederate. */
#pragma once

#include "hd-state.h"

G_BEGIN_DECLS

typedef enum {
  HD_GARRISON_NONE,        /* no garrison here: not such a port, or the rule not in play */
  HD_GARRISON_NOT_HELD,    /* such a port, but not Confederate now: no garrison while so */
  HD_GARRISON_WHOLE,       /* it meets naval invasions with the city's value, entrenched */
  HD_GARRISON_HIT,         /* hit once this Combat Segment */
  HD_GARRISON_DESTROYED,   /* raised again when a Confederate Player Turn begins with the city Confederate */
} HdGarrisonStanding;

HdGarrisonStanding hd_garrison_get_standing (const HdState *state,
                                             guint          box);

G_END_DECLS
