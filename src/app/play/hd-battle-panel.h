/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-battle-panel.h: the Combat Segment's controls (rules 5.0-5.7, 6.0):
 * the battles to fight, and in a battle the two lines facing each other,
 * the round, the badges, the targets and dice of each shot, retreat,
 * reinforcement, cavalry withdrawal, the exact odds, the battle's log and
 * the promotion after a win.  Every choice is an action of the game. */
#pragma once

#include <gtk/gtk.h>

#include "hd-board-view.h"
#include "hd-game.h"

G_BEGIN_DECLS

#define HD_TYPE_BATTLE_PANEL (hd_battle_panel_get_type ())
G_DECLARE_FINAL_TYPE (HdBattlePanel, hd_battle_panel, HD, BATTLE_PANEL, GtkWidget)

GtkWidget *hd_battle_panel_new           (void);
/* The dice typed so far for this round's shots, in shot order. */
gboolean   hd_battle_panel_fire          (HdBattlePanel *self,
                                          gboolean       roll_for_me);
guint      hd_battle_panel_get_n_shots   (HdBattlePanel *self);
double     hd_battle_panel_get_odds      (HdBattlePanel *self);
char      *hd_battle_panel_get_log       (HdBattlePanel *self);

G_END_DECLS
