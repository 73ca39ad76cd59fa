/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-calendar.h: the Game Turn calendar (rules 3.0, 9.0, 9.1): 40 turns
 * from 07/1861 to 06/1865, one month each except the two-month winter
 * turns 11/12 and 01/02; 45 with the Extended Game. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define HD_CAMPAIGN_TURNS 40
#define HD_EXTENDED_TURNS 45

typedef struct {
  guint turn;         /* 1-45 */
  guint year;
  guint first_month;  /* 1-12 */
  guint n_months;     /* 1, or 2 for the winter turns */
} HdGameTurn;

gboolean hd_calendar_get_turn   (guint       turn,
                                 HdGameTurn *out);
guint    hd_calendar_find_turn  (guint       month,
                                 guint       year);
char    *hd_calendar_format     (guint       turn);
guint    hd_calendar_parse      (const char *date);

G_END_DECLS
