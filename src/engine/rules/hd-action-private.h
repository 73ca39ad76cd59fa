/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-action-private.h: the engine's functions that carry out one action
 * each, after checking it (their checks are public: hd_action_check).
 * Only hd-action.c calls them; tests and benchmarks that set up positions
 * may.  The application never does: it applies HdActions to an HdGame. */
#pragma once

#include "hd-battle.h"
#include "hd-movement.h"
#include "hd-recruitment.h"

G_BEGIN_DECLS

gboolean  hd_movement_roll          (HdState       *state,
                                     guint          die,
                                     GError       **error);
gboolean  hd_movement_march         (HdState       *state,
                                     guint          box,
                                     GError       **error);
gboolean  hd_movement_move          (HdState       *state,
                                     guint          index,
                                     const guint   *lines,
                                     guint          n_steps,
                                     GError       **error);
gboolean  hd_movement_entrench      (HdState       *state,
                                     guint          box,
                                     GError       **error);
gboolean  hd_movement_sea           (HdState       *state,
                                     guint          index,
                                     guint          to,
                                     gboolean       invasion,
                                     GError       **error);
/* A unit brought over from Europe lands in @to, a march (Advanced 8.4). */
void      hd_movement_land_crossing (HdState       *state,
                                     const HdUnit  *unit,
                                     guint          to);
gboolean  hd_movement_recover       (HdState       *state,
                                     guint          unit_id,
                                     GError       **error);
gboolean  hd_battle_start              (HdState       *state,
                                        guint          box,
                                        GError       **error);
gboolean  hd_battle_withdraw           (HdState       *state,
                                        guint          to,
                                        GError       **error);
gboolean  hd_battle_fire               (HdState       *state,
                                        const HdShot  *shots,
                                        guint          n_shots,
                                        GError       **error);
gboolean  hd_battle_retreat            (HdState       *state,
                                        guint          to,
                                        GError       **error);
gboolean  hd_battle_reinforce          (HdState       *state,
                                        guint          unit_id,
                                        GError       **error);
gboolean  hd_promotion_promote      (HdState       *state,
                                     guint          unit_id,
                                     GError       **error);
gboolean  hd_promotion_roll         (HdState       *state,
                                     guint          die,
                                     GError       **error);
gboolean  hd_recruitment_roll       (HdState       *state,
                                     guint          die,
                                     GError       **error);
gboolean  hd_recruitment_recruit    (HdState       *state,
                                     guint          box,
                                     HdUnitKind     kind,
                                     GError       **error);
gboolean  hd_recruitment_recover    (HdState       *state,
                                     guint          unit_id,
                                     GError       **error);

G_END_DECLS
