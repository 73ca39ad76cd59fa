/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-command.c: the Command Table (hd-command.h), as printed with the
 * Advanced Rules: rows are the die, columns the years 1861-1865, each
 * entry Union/Confederate. */
#define G_LOG_DOMAIN "hd-command"

#include "config.h"

#include "hd-calendar.h"
#include "hd-command.h"

/* [die - 1][year - 1861] = { Union, Confederate } */
static const guint8 table[6][5][2] = {
  { { 2, 2 }, { 2, 3 }, { 2, 3 }, { 3, 3 }, { 3, 2 } },
  { { 2, 3 }, { 2, 3 }, { 3, 4 }, { 3, 3 }, { 4, 3 } },
  { { 2, 3 }, { 3, 4 }, { 3, 4 }, { 4, 4 }, { 4, 3 } },
  { { 3, 4 }, { 3, 4 }, { 4, 5 }, { 4, 4 }, { 5, 4 } },
  { { 3, 4 }, { 4, 5 }, { 4, 5 }, { 5, 5 }, { 5, 4 } },
  { { 4, 5 }, { 4, 5 }, { 5, 6 }, { 5, 5 }, { 6, 5 } },
};

guint
hd_command_value (guint  die,
                  guint  year,
                  HdSide side)
{
  guint column;

  if (die < 1 || die > 6 || (side != HD_SIDE_UNION && side != HD_SIDE_CONFEDERATE))
    return 0;
  column = CLAMP (year, HD_COMMAND_FIRST_YEAR, HD_COMMAND_LAST_YEAR) - HD_COMMAND_FIRST_YEAR;
  return table[die - 1][column][side == HD_SIDE_UNION ? 0 : 1];
}

guint
hd_command_year (guint turn)
{
  HdGameTurn gt;

  return hd_calendar_get_turn (turn, &gt) ? gt.year : HD_COMMAND_LAST_YEAR;
}

char *
hd_command_describe_row (guint  year,
                         HdSide side)
{
  GString *row = g_string_new (NULL);

  for (guint die = 1; die <= 6; die++)
    g_string_append_printf (row, "%s%u", die > 1 ? ", " : "", hd_command_value (die, year, side));
  return g_string_free (row, FALSE);
}
