/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-pawns.h: Civil War, the pawns game (issue 37, item 4), as a game
 * without a board (hd-sheet.h): 48 months from 04/1861 to 03/1865, each
 * the Union's turn and then the Confederacy's (move, then fight), then
 * the month's end (the replacement centres occupied, the Time Record
 * Card's mark, the victory tests) and the replacements.  The Important
 * Rule Changes card is applied as our copy gives it (six pawns a side,
 * no movement along rivers, the Confederacy's second way to win).  Its
 * battles are in hd-pawns-combat.h; the rules cited "Pawns, Combat". */
#pragma once

#include "hd-sheet.h"

G_BEGIN_DECLS

extern const HdSheetRules hd_pawns_rules;

G_END_DECLS
