/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-movement-panel.h: the controls of the Movement Segment (rules 4.0-4.9):
 * the march die, the marches left, the chosen box and its units (with the
 * marches each has used), moving by land or sea, naval invasions and
 * entrenching.  The legal destinations are lit on the board; everything
 * it does is an action of the game, checked by the engine. */
#pragma once

#include <gtk/gtk.h>

#include "hd-board-view.h"
#include "hd-game.h"
#include "hd-movement.h"

G_BEGIN_DECLS


#define HD_TYPE_MOVEMENT_PANEL (hd_movement_panel_get_type ())
G_DECLARE_FINAL_TYPE (HdMovementPanel, hd_movement_panel, HD, MOVEMENT_PANEL, GtkWidget)

GtkWidget  *hd_movement_panel_new          (void);
/* A box chosen on the board: TRUE if the panel took it. */
void        hd_movement_panel_set_mode     (HdMovementPanel *self,
                                            HdMoveMode       mode);
/* Carries out the move to the chosen destination (the Move button). */
gboolean    hd_movement_panel_confirm      (HdMovementPanel *self);
gboolean    hd_movement_panel_entrench     (HdMovementPanel *self);
void        hd_movement_panel_clear        (HdMovementPanel *self);
int         hd_movement_panel_get_selected_box (HdMovementPanel *self);
int         hd_movement_panel_get_target   (HdMovementPanel *self);
double      hd_movement_panel_get_foreseen_odds (HdMovementPanel *self);
/* Ticks unit @index of the chosen box in or out of the march. */
void        hd_movement_panel_set_unit_chosen (HdMovementPanel *self,
                                               guint            index,
                                               gboolean         chosen);

G_END_DECLS
