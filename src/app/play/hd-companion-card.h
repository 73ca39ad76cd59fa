/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-companion-card.h: the companion's card above the side panel (issue
 * 33; a template, hd-companion-card.ui), shown in a game where the
 * companion commands a side.  While the companion decides it thinks on
 * a worker thread (progress, Cancel), then tells each step of its turn
 * (hd-companion.h: words, reason, rule, the counters to move, the boxes
 * lit and arrows drawn on the board); the person moves the real counters
 * and presses Done (Enter) for the next, Back shows the previous one
 * again, "Show the whole turn" lists it all; dice typed for it are asked
 * with a die row.  On the person's turn it offers the hint when the game
 * allows it.  It makes the companion's actions through the game's log,
 * so undo, redo, saves and the books work as for a person's. */
#pragma once

#include <gtk/gtk.h>

#include "hd-board-view.h"
#include "hd-game.h"

G_BEGIN_DECLS

#define HD_TYPE_COMPANION_CARD (hd_companion_card_get_type ())
G_DECLARE_FINAL_TYPE (HdCompanionCard, hd_companion_card, HD, COMPANION_CARD, GtkWidget)

/* Signal "changed": what it shows changed (its step, the dice it waits
 * for, its state). */

/* Follows @game (NULL: none), drawing on @board.  Shown only while the
 * game has the companion on a side. */
void         hd_companion_card_set_game      (HdCompanionCard *self,
                                              HdGame          *game,
                                              HdBoardView     *board);
/* Whether the companion decides now (its step shown or being thought):
 * the side panel's controls for the person wait (property "due"). */
gboolean     hd_companion_card_is_due        (HdCompanionCard *self);
/* Whether its step (or hint) is drawn on the board now: its lit boxes
 * and arrows win over a lesson's while it is (property "drawing"). */
gboolean     hd_companion_card_is_drawing    (HdCompanionCard *self);
/* Whether it is thinking now: its own step, or a hint for the person. */
gboolean     hd_companion_card_is_thinking   (HdCompanionCard *self);
/* The widget the keyboard wants next on it: Done, or the die row. */
GtkWidget   *hd_companion_card_get_main_button (HdCompanionCard *self);
/* Whether the step shown waits for the dice typed for the companion,
 * and one of them typed (keys 1 to 6): FALSE when none is awaited. */
gboolean     hd_companion_card_needs_die     (HdCompanionCard *self);
gboolean     hd_companion_card_enter_die     (HdCompanionCard *self,
                                              guint            die);
/* The card's buttons from the window's keys: "done", "back", "whole"
 * (the whole turn shown or hidden) or "hint"; FALSE when that is not
 * offered now. */
gboolean     hd_companion_card_activate      (HdCompanionCard *self,
                                              const char      *what);
/* The card's text, for tests and screen readers' summaries. */
char        *hd_companion_card_get_text      (HdCompanionCard *self);

G_END_DECLS
