/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-battle-days.h: the battlefield leadership die of a battle fought by
 * days (Advanced 7.0).  The advanced layer. */
#pragma once

#include "hd-state.h"

G_BEGIN_DECLS

/* The day's leadership a die of @die gives @side now. */
guint     hd_battle_days_leadership_for_die (const HdState *state,
                                             HdSide         side,
                                             guint          die);
gboolean  hd_battle_days_leadership_check   (const HdState *state,
                                             HdSide         side,
                                             guint          die,
                                             GError       **error);
gboolean  hd_battle_days_leadership_roll    (HdState       *state,
                                             HdSide         side,
                                             guint          die,
                                             GError       **error);

G_END_DECLS
