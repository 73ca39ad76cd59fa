/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-planner-settings.c: the planner's settings (hd-planner.h) as words,
 * "beam=6 finalists=6 per_box=6 win_chance=0.75", read and written, so
 * that a match (`--union-planner`) and build-aux/tune-opponent can vary
 * them (docs/opponent.md, "Tuning the weights"). */
#define G_LOG_DOMAIN "hd-planner"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "hd-planner.h"

/* The most a count may be: a Hard search at this width would take
 * minutes a segment. */
#define SETTING_COUNT_MAX 64

static const char * const setting_names[] = { "beam", "finalists", "per_box", "win_chance" };
G_STATIC_ASSERT (G_N_ELEMENTS (setting_names) == 4);

/* The count @text names into @out (1 to SETTING_COUNT_MAX). */
static gboolean
read_count (const char *text, guint *out)
{
  char *end = NULL;
  guint64 n;

  if (!g_ascii_isdigit (*text))
    return FALSE;
  n = g_ascii_strtoull (text, &end, 10);
  if (*end != '\0' || n < 1 || n > SETTING_COUNT_MAX)
    return FALSE;
  *out = (guint) n;
  return TRUE;
}

/* The chance @text names into @out (above 0, below 1). */
static gboolean
read_chance (const char *text, double *out)
{
  char *end = NULL;
  double v = g_ascii_strtod (text, &end);

  if (end == text || *end != '\0' || !isfinite (v) || v <= 0 || v >= 1)
    return FALSE;
  *out = v;
  return TRUE;
}

/* One word "name=value" onto @s. */
static gboolean
read_word (const char *word, HdPlannerSettings *s)
{
  const char *eq = strchr (word, '=');
  gsize len = eq != NULL ? (gsize) (eq - word) : 0;

  if (eq == NULL)
    return FALSE;
  if (len == strlen ("beam") && strncmp (word, "beam", len) == 0)
    return read_count (eq + 1, &s->beam);
  if (len == strlen ("finalists") && strncmp (word, "finalists", len) == 0)
    return read_count (eq + 1, &s->finalists);
  if (len == strlen ("per_box") && strncmp (word, "per_box", len) == 0)
    return read_count (eq + 1, &s->per_box);
  if (len == strlen ("win_chance") && strncmp (word, "win_chance", len) == 0)
    return read_chance (eq + 1, &s->win_chance);
  return FALSE;
}

gboolean
hd_planner_settings_parse (const char              *text,
                           const HdPlannerSettings *base,
                           HdPlannerSettings       *out,
                           GError                 **error)
{
  g_auto(GStrv) words = NULL;
  HdPlannerSettings s;

  g_return_val_if_fail (text != NULL && base != NULL && out != NULL, FALSE);
  s = *base;
  words = g_strsplit_set (text, " \t\n,", -1);
  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0' && !read_word (words[i], &s))
      {
        /* TRANSLATORS: %s is a word of the planner settings given, e.g.
         * "beam=x"; the names and numbers after it are not translated */
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     _("“%s” is not a planner setting: write beam, finalists or per_box with a whole number "
                       "from 1 to 64, or win_chance with a chance between 0 and 1, as in “beam=8”."),
                     words[i]);
        return FALSE;
      }
  *out = s;
  return TRUE;
}

char *
hd_planner_settings_to_string (const HdPlannerSettings *settings)
{
  char number[G_ASCII_DTOSTR_BUF_SIZE];

  g_return_val_if_fail (settings != NULL, NULL);
  return g_strdup_printf ("%s=%u %s=%u %s=%u %s=%s", setting_names[0], settings->beam, setting_names[1],
                          settings->finalists, setting_names[2], settings->per_box, setting_names[3],
                          g_ascii_formatd (number, sizeof number, "%.4g", settings->win_chance));
}
