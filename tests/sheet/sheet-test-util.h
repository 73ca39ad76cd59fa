/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sheet-test-util.h: what the tests of the games without a board share
 * (test-pawns.c, test-acw.c): a line recorded as the page records it
 * and the invariants checked after it; a line refused, nothing changed,
 * by the rule named; the step awaited; random games through the log,
 * and the log's round trips (a save, a transcript, undo and redo) giving
 * back the same game. */
#pragma once

#include "hd-sheet-game.h"

G_BEGIN_DECLS

/* @line read and made (hd_sheet_game_apply), the invariants holding. */
void         sheet_test_ok          (HdSheetGame *game,
                                     const char  *line);
/* @line refused by @rule, the game unchanged. */
void         sheet_test_no          (HdSheetGame *game,
                                     const char  *line,
                                     const char  *rule);
/* The step awaited now ("over" once the game is). */
const char  *sheet_test_step        (HdSheetGame *game);
/* Up to @max_actions candidates chosen at random, each taken and the
 * invariants holding; stops at the game's end. */
void         sheet_test_play_random (HdSheetGame *game,
                                     GRand       *rand,
                                     guint        max_actions);
/* The save and the transcript read back to @game's position; undo takes
 * it back to the set-up and redo makes every action again. */
void         sheet_test_round_trips (HdSheetGame *game);

G_END_DECLS
