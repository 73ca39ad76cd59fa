/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-status-panel.h: the books of the game beside the board: the
 * calendar, whose Player Turn and which segment, each side's army maximum
 * against its units in play, the recruitment pools and the Union drafts. */
#pragma once

#include <gtk/gtk.h>

#include "hd-action.h"
#include "hd-game.h"
#include "hd-battle-panel.h"
#include "hd-games-list.h"
#include "hd-companion-card.h"
#include "hd-lesson-card.h"
#include "hd-movement-panel.h"
#include "hd-muster-panel.h"

G_BEGIN_DECLS

#define HD_TYPE_STATUS_PANEL (hd_status_panel_get_type ())
G_DECLARE_FINAL_TYPE (HdStatusPanel, hd_status_panel, HD, STATUS_PANEL, GtkWidget)

GtkWidget  *hd_status_panel_new       (void);
void        hd_status_panel_set_game  (HdStatusPanel *self,
                                       HdGame        *game,
                                       HdBoardView   *board);
gboolean    hd_status_panel_choose_box  (HdStatusPanel *self,
                                         guint          box);
char       *hd_status_panel_explain_box (HdStatusPanel *self,
                                         guint          box);
gboolean    hd_status_panel_needs_die   (HdStatusPanel *self);
gboolean    hd_status_panel_enter_die   (HdStatusPanel *self,
                                         guint          die);
gboolean    hd_status_panel_next_step   (HdStatusPanel *self);
GtkWidget  *hd_status_panel_get_next_step (HdStatusPanel *self);
GtkWidget  *hd_status_panel_focus_target (HdStatusPanel *self,
                                          const HdAwaited *decision);
/* The panels themselves, for the window test (the window talks to the
 * status panel only) */
HdMovementPanel *hd_status_panel_get_movement_panel (HdStatusPanel *self);
HdBattlePanel   *hd_status_panel_get_battle_panel   (HdStatusPanel *self);
HdMusterPanel   *hd_status_panel_get_muster_panel   (HdStatusPanel *self);
HdGamesList     *hd_status_panel_get_games_list     (HdStatusPanel *self);
HdLessonCard    *hd_status_panel_get_lesson_card    (HdStatusPanel *self);
HdCompanionCard *hd_status_panel_get_companion_card (HdStatusPanel *self);
/* The panel's text, line by line, as a person would read it (tests). */
char       *hd_status_panel_get_text  (HdStatusPanel *self);

G_END_DECLS
