/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-containment.h: containment (Advanced 4.0): which ports may be
 * contained, declaring a containment, breaking out, and the end of
 * containments.  The advanced layer; whether a box is contained is the
 * state's (hd_state_is_contained). */
#pragma once

#include "hd-state.h"

G_BEGIN_DECLS

/* A port the Confederates may contain: one the Union took by naval
 * invasion, or Fort Monroe or Pensacola. */
gboolean  hd_containment_port          (const HdState      *self,
                                        guint               box);
/* A containment ends when one side is gone from the box. */
void      hd_containment_end_all         (HdState            *self);
gboolean  hd_containment_contain_check   (const HdState      *state,
                                          guint               box,
                                          GError            **error);
gboolean  hd_containment_contain         (HdState            *state,
                                          guint               box,
                                          GError            **error);
gboolean  hd_containment_break_out_check (const HdState      *state,
                                          guint               box,
                                          GError            **error);
gboolean  hd_containment_break_out       (HdState            *state,
                                          guint               box,
                                          GError            **error);

G_END_DECLS
