/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-washington.h: the capture of Washington (Advanced 6.0): when the
 * Confederacy takes it, a die is rolled and taken off the Union army
 * maximum for good (a 1 takes 2).  The advanced layer; the state keeps
 * the die awaited and the loss (hd_state_get_washington_roll,
 * hd_state_get_union_max_loss). */
#pragma once

#include "hd-state.h"

G_BEGIN_DECLS

gboolean hd_washington_roll_check (const HdState *self,
                                   guint          die,
                                   GError       **error);
gboolean hd_washington_roll       (HdState       *self,
                                   guint          die,
                                   GError       **error);

G_END_DECLS
