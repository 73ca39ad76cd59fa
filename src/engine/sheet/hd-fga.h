/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-fga.h: The Civil War, the Fresno Gaming Association's monster game
 * (issue 38), as a game without a board (hd-sheet.h): about two hundred
 * weekly turns from April II 1861, each the Sequence of Play of FGA 3.0
 * (initiative and alternate single actions, the Administrative and
 * Production Phases, the seasons); the forces' actions and the combat
 * sequence's rounds; the reconnaissance report seen only by the side
 * that asked; Human and Resource Points, production cities and rail
 * capacity; the Political Track with Kentucky, Missouri, intervention,
 * neutrality and automatic victory.  The rules are cited "FGA 4.3.4". */
#pragma once

#include "hd-sheet.h"

G_BEGIN_DECLS

extern const HdSheetRules hd_fga_rules;

G_END_DECLS
