/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-command.h: the Command Table of the Advanced Game (Advanced 3.0 and
 * Advanced 7.0): a die and the year give each side a number, its marches
 * (Advanced 3.0) or its battlefield leadership for a day (Advanced 7.0). */
#pragma once

#include <glib.h>

#include "hd-types.h"

G_BEGIN_DECLS

#define HD_COMMAND_FIRST_YEAR 1861
#define HD_COMMAND_LAST_YEAR  1865

/* The table's value for @die (1-6) in @year (1861-1865; other years are
 * read as the nearest) for @side; 0 for a die out of range. */
guint hd_command_value (guint  die,
                        guint  year,
                        HdSide side);
/* The table's six values for @side in @year, for a die of 1 to 6:
 * "2, 2, 3, 3, 4, 4". */
char *hd_command_describe_row (guint  year,
                               HdSide side);
/* The year of Game Turn @turn, as the table reads it. */
guint hd_command_year  (guint  turn);

G_END_DECLS
