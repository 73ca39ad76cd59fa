/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-europe-box.h: the Foreign Intervention units waiting in Europe and
 * their crossing by Confederate sea movement (Advanced 8.4), in the
 * movement panel. */
#pragma once

#include <gtk/gtk.h>

#include "hd-game.h"

G_BEGIN_DECLS

#define HD_TYPE_EUROPE_BOX (hd_europe_box_get_type ())
G_DECLARE_FINAL_TYPE (HdEuropeBox, hd_europe_box, HD, EUROPE_BOX, GtkWidget)

void     hd_europe_box_set_game (HdEuropeBox *self,
                                 HdGame      *game);
/* Shows the units waiting and the ports they may sail to, when a
 * crossing is possible now; FALSE (and hidden) otherwise. */
gboolean hd_europe_box_update   (HdEuropeBox *self);

G_END_DECLS
