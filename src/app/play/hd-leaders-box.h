/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-leaders-box.h: the leaders of the player whose turn it is (Advanced
 * 8.2): placing one that arrives or returns, and in the Movement Segment
 * the leaders' marches alone and with units.  The movement panel and the
 * muster panel (for a return in the Recruitment Segment) each hold one. */
#pragma once

#include <gtk/gtk.h>

#include "hd-game.h"

G_BEGIN_DECLS

#define HD_TYPE_LEADERS_BOX (hd_leaders_box_get_type ())
G_DECLARE_FINAL_TYPE (HdLeadersBox, hd_leaders_box, HD, LEADERS_BOX, GtkWidget)

void     hd_leaders_box_set_game (HdLeadersBox *self,
                                  HdGame       *game);
/* Shows what the leaders may do now; FALSE (and hidden) when nothing. */
gboolean hd_leaders_box_update   (HdLeadersBox *self);
/* Whether a leader's placement is awaited (it comes before anything
 * else). */
gboolean hd_leaders_box_is_due   (HdLeadersBox *self);

G_END_DECLS
