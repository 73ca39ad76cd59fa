/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-transcript.c: a Campaign Game as text (docs/transcript.md,
 * "The Campaign Game"): a first line "campaign" (or "campaign setup FILE"
 * for a set-up file of the umpire's), then one action a line in the
 * one-line form of hd-campaign-action.h, with "#" comments and blank
 * lines.  Read through HdCampaignGame, so every line is checked by the
 * rules as the application's actions are; written from a game's log.  The
 * declarations are in hd-campaign-game.h, the only campaign header the
 * CLI may use for it. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "hd-campaign-game.h"
#include "hd-excerpt.h"
#include "hd-file.h"
#include "hd-rules.h"
#include "hd-transcript.h"

#define FIRST_WORD "campaign"

/* The part of @line before its comment: a "#" at the start or after a
 * blank, outside a quoted value, begins one. */
static void
strip_comment (char *line)
{
  gboolean quoted = FALSE;

  for (char *p = line; *p != '\0'; p++)
    {
      if (quoted && *p == '\\' && p[1] != '\0')
        p++;
      else if (*p == '"')
        quoted = !quoted;
      else if (!quoted && *p == '#' && (p == line || g_ascii_isspace (p[-1])))
        {
          *p = '\0';
          break;
        }
    }
  g_strstrip (line);
}

/* The line at *@text (without its line feed), the text moved past it. */
static char *
take_line (const char **text,
           gsize       *len)
{
  const char *nl = memchr (*text, '\n', *len);
  gsize n = nl != NULL ? (gsize) (nl - *text) : *len;
  char *line = g_strndup (*text, n);

  *text += nl != NULL ? n + 1 : n;
  *len -= nl != NULL ? n + 1 : n;
  return line;
}

/* Whether @text's first line that is not blank or a comment is the
 * campaign's first line ("campaign", "campaign setup FILE"). */
gboolean
hd_campaign_game_is_campaign_transcript (const char *text,
                                         gssize      length)
{
  gsize len;

  g_return_val_if_fail (text != NULL || length == 0, FALSE);
  len = length < 0 ? strlen (text) : (gsize) length;
  if (len >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    {
      text += 3;
      len -= 3;
    }
  while (len > 0)
    {
      g_autofree char *line = take_line (&text, &len);
      g_auto(GStrv) words = NULL;

      strip_comment (line);
      if (*line != '\0')
        {
          words = g_strsplit_set (line, " \t", 2);
          return g_str_equal (words[0], FIRST_WORD);
        }
    }
  return FALSE;
}

static void G_GNUC_PRINTF (6, 7)
refuse_line (GError     **error,
             gint         code,
             const char  *source,
             guint        line,
             guint       *error_line,
             const char  *format,
             ...)
{
  g_autofree char *msg = NULL;
  va_list args;

  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  if (error_line)
    *error_line = line;
  g_set_error (error, HD_TRANSCRIPT_ERROR, code, "%s:%u: %s", source, line, msg);
}

/* A game from the set-up file @path (taken), relative to @folder. */
static HdCampaignGame *
game_from_setup_file (HdMap       *map,
                      char        *path,
                      GFile       *folder,
                      GError     **error)
{
  g_autofree char *owned = path;
  g_autoptr(GFile) file = folder != NULL ? g_file_resolve_relative_path (folder, path)
                                         : g_file_new_for_commandline_arg (path);
  g_autofree char *name = g_file_get_parse_name (file);
  g_autoptr(GBytes) bytes = hd_file_load (file, HD_CAMPAIGN_GAME_MAX_BYTES, error);

  return bytes != NULL ? hd_campaign_game_new_from_setup (map, bytes, name, error) : NULL;
}

/* The game the first line sets up: the built-in set-up, or the set-up
 * file it names (relative to @folder, the transcript's). */
static HdCampaignGame *
start_game (HdMap       *map,
            const char  *line,
            GFile       *folder,
            const char  *source,
            guint        at,
            guint       *error_line,
            GError     **error)
{
  gsize n = strlen (FIRST_WORD);
  gboolean first = g_str_has_prefix (line, FIRST_WORD) && (line[n] == '\0' || g_ascii_isspace (line[n]));
  const char *rest = first ? line + n : line;
  g_autoptr(GError) why = NULL;
  HdCampaignGame *game = NULL;

  while (g_ascii_isspace (*rest))
    rest++;
  if (first && *rest == '\0')
    game = hd_campaign_game_new (map, &why);
  else if (first && g_str_has_prefix (rest, "setup") && g_ascii_isspace (rest[5]))
    game = game_from_setup_file (map, g_strstrip (g_strdup (rest + 6)), folder, &why);
  else
    {
      g_autofree char *quoted = hd_excerpt (line, -1);
      refuse_line (error, HD_TRANSCRIPT_ERROR_SETUP, source, at, error_line,
                   _("a campaign transcript starts with \"campaign\" or \"campaign setup FILE\", not \"%s\""),
                   quoted);
      return NULL;
    }
  if (game == NULL)
    refuse_line (error, HD_TRANSCRIPT_ERROR_SETUP, source, at, error_line,
                 _("the campaign cannot be set up: %s"), why->message);
  return game;
}

/* One action line, made in @game; FALSE with the error (and the rule
 * that refused it, if one did).  The work is the line's own: the game
 * keeps no position per line (hd_campaign_game_append_line). */
static gboolean
play_line (HdCampaignGame *game,
           const char     *line,
           const char     *source,
           guint           at,
           guint          *error_line,
           char          **error_rule,
           GError        **error)
{
  g_autoptr(GError) why = NULL;

  if (hd_campaign_game_append_line (game, line, &why))
    return TRUE;
  if (error_rule && why->domain == HD_RULES_ERROR)
    *error_rule = g_strdup (hd_rules_error_get_rule (why));
  refuse_line (error, why->domain == HD_RULES_ERROR ? HD_TRANSCRIPT_ERROR_REFUSED : HD_TRANSCRIPT_ERROR_SYNTAX,
               source, at, error_line, "%s", why->message);
  return FALSE;
}

/**
 * hd_campaign_game_read_transcript:
 * @folder: (nullable): where a "campaign setup FILE" line's FILE is, if
 *   relative (the transcript's folder); NULL: the current folder
 * @error_line: (out) (optional): the line the error is about
 * @error_rule: (out) (optional): the rule that refused it, if any
 *
 * Replays a campaign transcript: the result has every line made; at the
 * first line that is not understood or is refused, NULL and the error.
 */
HdCampaignGame *
hd_campaign_game_read_transcript (HdMap       *map,
                                  const char  *text,
                                  gssize       length,
                                  const char  *source_name,
                                  GFile       *folder,
                                  guint       *error_line,
                                  char       **error_rule,
                                  GError     **error)
{
  const char *source = source_name ? source_name : "transcript";
  g_autoptr(HdCampaignGame) game = NULL;
  gsize len;
  guint at = 0;

  g_return_val_if_fail (HD_IS_MAP (map), NULL);
  g_return_val_if_fail (text != NULL || length == 0, NULL);

  if (error_line)
    *error_line = 0;
  if (error_rule)
    *error_rule = NULL;
  len = length < 0 ? strlen (text) : (gsize) length;
  if (!hd_transcript_check_text (text, len, source, error_line, error))
    return NULL;
  if (len >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    {
      text += 3;
      len -= 3;
    }
  while (len > 0)
    {
      g_autofree char *line = take_line (&text, &len);

      at++;
      strip_comment (line);
      if (*line == '\0')
        continue;
      if (game == NULL)
        {
          game = start_game (map, line, folder, source, at, error_line, error);
          if (game == NULL)
            return NULL;
        }
      else if (!play_line (game, line, source, at, error_line, error_rule, error))
        return NULL;
    }
  if (game == NULL)
    refuse_line (error, HD_TRANSCRIPT_ERROR_SETUP, source, MAX (at, 1), error_line,
                 _("the transcript holds no \"campaign\" line: a campaign transcript starts with one"));
  return g_steal_pointer (&game);
}
