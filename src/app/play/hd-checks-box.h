/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-checks-box.h: the dice and choices the Advanced Game's battlefield
 * morale waits for in and after a battle (Advanced 8.1, 8.11, 8.12): the
 * morale checks after a fire, a rally at a day's end, desertion after the
 * battle.  The battle panel shows it above everything else while one is
 * awaited. */
#pragma once

#include <gtk/gtk.h>

#include "hd-game.h"

G_BEGIN_DECLS

#define HD_TYPE_CHECKS_BOX (hd_checks_box_get_type ())
G_DECLARE_FINAL_TYPE (HdChecksBox, hd_checks_box, HD, CHECKS_BOX, GtkWidget)

void     hd_checks_box_set_game  (HdChecksBox *self,
                                  HdGame      *game);
/* Shows what is awaited now; FALSE (and hidden) when nothing is. */
gboolean hd_checks_box_update    (HdChecksBox *self);
/* A die typed for the next unit's check; FALSE when none is awaited. */
gboolean hd_checks_box_enter_die (HdChecksBox *self,
                                  guint        die);

G_END_DECLS
