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

typedef enum {
  SETTING_BEAM,
  SETTING_FINALISTS,
  SETTING_PER_BOX,
  SETTING_WIN_CHANCE,
  SETTING_REPLIES,
  N_SETTINGS
} Setting;

static const char * const setting_names[N_SETTINGS] = {
  [SETTING_BEAM] = "beam",
  [SETTING_FINALISTS] = "finalists",
  [SETTING_PER_BOX] = "per_box",
  [SETTING_WIN_CHANCE] = "win_chance",
  [SETTING_REPLIES] = "replies",
};

/* The count @text names into @out (1 to SETTING_COUNT_MAX). */
static gboolean
read_count (const char *text, guint *out)
{
  guint64 n;

  if (!g_ascii_string_to_unsigned (text, 10, 1, SETTING_COUNT_MAX, &n, NULL))
    return FALSE;
  *out = (guint) n;
  return TRUE;
}

/* The count @text names into @out, 0 (none) allowed. */
static gboolean
read_count_or_none (const char *text, guint *out)
{
  if (g_strcmp0 (text, "0") == 0)
    {
      *out = 0;
      return TRUE;
    }
  return read_count (text, out);
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

/* The setting named by @word up to @eq, or N_SETTINGS. */
static Setting
setting_of (const char *word, const char *eq)
{
  Setting k;

  for (k = 0; k < N_SETTINGS; k++)
    if (strlen (setting_names[k]) == (gsize) (eq - word) && strncmp (word, setting_names[k], eq - word) == 0)
      break;
  return k;
}

/* One word "name=value" onto @s. */
static gboolean
read_word (const char *word, HdPlannerSettings *s)
{
  const char *eq = strchr (word, '=');

  if (eq == NULL)
    return FALSE;
  switch (setting_of (word, eq))
    {
    case SETTING_BEAM:
      return read_count (eq + 1, &s->beam);
    case SETTING_FINALISTS:
      return read_count (eq + 1, &s->finalists);
    case SETTING_PER_BOX:
      return read_count (eq + 1, &s->per_box);
    case SETTING_WIN_CHANCE:
      return read_chance (eq + 1, &s->win_chance);
    case SETTING_REPLIES:
      return read_count_or_none (eq + 1, &s->replies);
    case N_SETTINGS:
    default:
      return FALSE;
    }
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
                       "from 1 to 64, replies with one from 0 to 64, or win_chance with a chance between 0 and 1, "
                       "as in “beam=8”."),
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
  GString *text;

  g_return_val_if_fail (settings != NULL, NULL);
  text = g_string_new (NULL);
  g_string_printf (text, "%s=%u %s=%u %s=%u %s=%s", setting_names[SETTING_BEAM], settings->beam,
                   setting_names[SETTING_FINALISTS], settings->finalists, setting_names[SETTING_PER_BOX],
                   settings->per_box, setting_names[SETTING_WIN_CHANCE],
                   g_ascii_formatd (number, sizeof number, "%.4g", settings->win_chance));
  if (settings->replies > 0)
    g_string_append_printf (text, " %s=%u", setting_names[SETTING_REPLIES], settings->replies);
  return g_string_free (text, FALSE);
}
