/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-calendar.c: turn numbers and dates.  A year has ten Game Turns:
 * 01/02, 03, 04, 05, 06, 07, 08, 09, 10 and 11/12; the war starts with
 * 07/1861 (rule 2.0 step 3). */
#include "config.h"

#include <stdio.h>

#include "hd-calendar.h"

/* first month of each turn of a year, in order */
static const guint turn_months[10] = { 1, 3, 4, 5, 6, 7, 8, 9, 10, 11 };
#define FIRST_INDEX 5 /* 07 */
#define FIRST_YEAR 1861

gboolean
hd_calendar_get_turn (guint       turn,
                      HdGameTurn *out)
{
  guint index;

  g_return_val_if_fail (out != NULL, FALSE);

  if (turn < 1 || turn > HD_EXTENDED_TURNS)
    return FALSE;
  index = FIRST_INDEX + turn - 1;
  out->turn = turn;
  out->year = FIRST_YEAR + index / 10;
  out->first_month = turn_months[index % 10];
  out->n_months = (out->first_month == 1 || out->first_month == 11) ? 2 : 1;
  return TRUE;
}

/* The turn that includes @month of @year, or 0 if none does. */
guint
hd_calendar_find_turn (guint month,
                       guint year)
{
  for (guint turn = 1; turn <= HD_EXTENDED_TURNS; turn++)
    {
      HdGameTurn t;
      hd_calendar_get_turn (turn, &t);
      if (t.year == year && month >= t.first_month && month < t.first_month + t.n_months)
        return turn;
    }
  return 0;
}

/* "07/1861", or "11/12/1861" for a winter turn, as on the Turn Track. */
char *
hd_calendar_format (guint turn)
{
  HdGameTurn t;

  if (!hd_calendar_get_turn (turn, &t))
    return NULL;
  if (t.n_months == 2)
    return g_strdup_printf ("%02u/%02u/%u", t.first_month, t.first_month + 1, t.year);
  return g_strdup_printf ("%02u/%u", t.first_month, t.year);
}

/* The turn for a date written as hd_calendar_format() writes it (or with
 * just the first month of a winter turn, "11/1861"); 0 if it is not one. */
guint
hd_calendar_parse (const char *date)
{
  guint m1 = 0, m2 = 0, year = 0;
  char tail;
  guint turn;

  if (date == NULL)
    return 0;
  if (sscanf (date, "%2u/%2u/%4u%c", &m1, &m2, &year, &tail) == 3)
    {
      turn = hd_calendar_find_turn (m1, year);
      if (turn != 0 && m2 == m1 + 1 && hd_calendar_find_turn (m2, year) == turn)
        {
          g_autofree char *back = hd_calendar_format (turn);
          return g_str_equal (back, date) ? turn : 0;
        }
      return 0;
    }
  if (sscanf (date, "%2u/%4u%c", &m1, &year, &tail) == 2)
    {
      HdGameTurn t;
      turn = hd_calendar_find_turn (m1, year);
      if (turn == 0 || !hd_calendar_get_turn (turn, &t) || t.first_month != m1)
        return 0;
      return turn;
    }
  return 0;
}
