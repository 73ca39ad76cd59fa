/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-acw.h: American Civil War 1861-1865 (issue 37, item 3) as a game
 * without a board (hd-sheet.h): sixteen turns of three months, each the
 * twelve phases of ACW 4.A-4.L as steps, with the conditions that skip
 * them (Turn 1, Turns 1-3, bids of 0, Foreign Intervention, West
 * Virginia); the Command Points drawn and bid in secret behind the
 * cover screen and the bids shown together; the armies' rosters secret
 * to their side; the Victory Points with the ledger of cities awarded
 * once only; Kentucky, West Virginia and Foreign Intervention; and the
 * victory tests with the Turn Track the owner enters.  The rules are
 * cited "ACW 4.A.5" (docs/rules-decisions.md says how). */
#pragma once

#include "hd-sheet.h"

G_BEGIN_DECLS

extern const HdSheetRules hd_acw_rules;

G_END_DECLS
