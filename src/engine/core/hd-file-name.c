/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-file-name.c: the names a file is first offered under: what it holds
 * and the Game Turn's date in words (the calendar's hd_calendar_get_turn),
 * made safe as a file name on Linux, macOS and Windows alike. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "hd-calendar.h"
#include "hd-file-name.h"

/* the longest name offered, in bytes, well under any system's limit */
#define MAX_NAME_BYTES 160

static const char *const month_names[12] = {
  NC_("month", "January"), NC_("month", "February"), NC_("month", "March"), NC_("month", "April"),
  NC_("month", "May"), NC_("month", "June"), NC_("month", "July"), NC_("month", "August"),
  NC_("month", "September"), NC_("month", "October"), NC_("month", "November"), NC_("month", "December"),
};

/* Month @m (1-12), translated. */
static const char *
month (guint m)
{
  return g_dpgettext2 (GETTEXT_PACKAGE, "month", month_names[m - 1]);
}

char *
hd_file_name_date (guint turn)
{
  HdGameTurn t;

  if (!hd_calendar_get_turn (turn, &t) || t.first_month < 1 || t.first_month + t.n_months - 1 > 12)
    return NULL;
  if (t.n_months == 2)
    /* TRANSLATORS: a winter Game Turn's date in a file name: "November-December 1861" */
    return g_strdup_printf (C_("file name", "%1$s-%2$s %3$u"), month (t.first_month), month (t.first_month + 1),
                            t.year);
  /* TRANSLATORS: a Game Turn's date in a file name: "April 1862" */
  return g_strdup_printf (C_("file name", "%1$s %2$u"), month (t.first_month), t.year);
}

/* Whether some system refuses @c in a file's name (Windows refuses the
 * most: < > : " / \ | ? * and control characters). */
static gboolean
refused_anywhere (gunichar c)
{
  return c < 0x20 || c == 0x7f || strchr ("<>:\"/\\|?*", (int) c) != NULL;
}

char *
hd_file_name_from_words (const char *words,
                         const char *extension)
{
  g_autoptr(GString) out = g_string_new (NULL);

  g_return_val_if_fail (extension != NULL, NULL);
  for (const char *p = words != NULL && g_utf8_validate (words, -1, NULL) ? words : ""; *p != '\0';
       p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      const char *next = g_utf8_next_char (p);

      if (out->len + (gsize) (next - p) > MAX_NAME_BYTES)
        break;
      if (refused_anywhere (c))
        g_string_append_c (out, '-');
      else
        g_string_append_len (out, p, next - p);
    }
  /* no hidden file, nothing Windows trims away */
  while (out->len > 0 && (out->str[out->len - 1] == ' ' || out->str[out->len - 1] == '.'))
    g_string_truncate (out, out->len - 1);
  while (out->len > 0 && (out->str[0] == ' ' || out->str[0] == '.'))
    g_string_erase (out, 0, 1);
  if (out->len == 0)
    g_string_assign (out, "game");
  g_string_append (out, extension);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

char *
hd_file_name_suggest (const char *what,
                      guint       turn,
                      const char *extension)
{
  g_autofree char *date = hd_file_name_date (turn);
  g_autofree char *words = NULL;

  g_return_val_if_fail (what != NULL && extension != NULL, NULL);
  if (date == NULL)
    return hd_file_name_from_words (what, extension);
  /* TRANSLATORS: the name a saved game is first offered under: the scenario (or "The Campaign Game") and the
   * date reached, e.g. "The 1862 Scenario, April 1862"; no "/" or ":" (the name must do on every system) */
  words = g_strdup_printf (C_("file name", "%1$s, %2$s"), what, date);
  return hd_file_name_from_words (words, extension);
}
