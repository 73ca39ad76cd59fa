/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-new-game-dialog.h: choosing the players, a scenario and the
 * optional rules for a new game.  Only the optional rules the engine implements are listed,
 * each with a one-line explanation, grouped by their effect on play
 * balance (1.2); the last choices are remembered. */
#pragma once

#include <adwaita.h>

#include "hd-leader.h"
#include "hd-seats.h"

G_BEGIN_DECLS

#define HD_TYPE_NEW_GAME_DIALOG (hd_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (HdNewGameDialog, hd_new_game_dialog, HD, NEW_GAME_DIALOG, AdwWindow)

GtkWidget  *hd_new_game_dialog_new          (GtkWindow       *parent);
const char *hd_new_game_dialog_get_scenario (HdNewGameDialog *self);
void        hd_new_game_dialog_set_scenario (HdNewGameDialog *self,
                                             const char      *id);
char      **hd_new_game_dialog_get_options  (HdNewGameDialog *self);
void        hd_new_game_dialog_set_option   (HdNewGameDialog *self,
                                             const char      *id,
                                             gboolean         on);
/* The switch for the whole Advanced Game. */
void        hd_new_game_dialog_set_advanced (HdNewGameDialog *self,
                                             gboolean         on);
/* The dates typed for a leader's piece (Advanced 8.2), "06/1862". */
void        hd_new_game_dialog_set_leader    (HdNewGameDialog *self,
                                              HdLeader         leader,
                                              const char      *arrive,
                                              const char      *change);
/* Who commands a side (a person, or the companion at easy, normal or
 * hard), the companion's dice and the person's hints, as a person
 * would choose them. */
void        hd_new_game_dialog_set_player    (HdNewGameDialog *self,
                                              HdSide           side,
                                              HdSeatPlayer     player);
void        hd_new_game_dialog_set_dice      (HdNewGameDialog *self,
                                              HdSeatDice       dice);
void        hd_new_game_dialog_set_hints     (HdNewGameDialog *self,
                                              gboolean         hints);
/* The companion's seats chosen, as transcript lines (hd_seats_to_line,
 * seed 0): empty for two people. */
char      **hd_new_game_dialog_get_seat_lines (HdNewGameDialog *self);
/* Number of optional rules offered (tests). */
guint       hd_new_game_dialog_get_n_offered (HdNewGameDialog *self);

G_END_DECLS
