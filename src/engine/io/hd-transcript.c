/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-transcript.c: reads and writes transcripts.  A transcript is
 * replayed line by line through HdGame, so every line is checked by the
 * same rules as a click in the application; the first line refused stops
 * the reading and is reported with its number and rule. */
#define G_LOG_DOMAIN "hd-transcript"

#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "hd-excerpt.h"
#include "hd-battle.h"
#include "hd-transcript.h"
#include "hd-border.h"
#include "hd-leader.h"

G_DEFINE_QUARK (hd-transcript-error-quark, hd_transcript_error)

typedef struct {
  char **words;
  guint  n;
  guint  pos;
} Words;

static const char *
peek (Words *w)
{
  return w->pos < w->n ? w->words[w->pos] : NULL;
}

static gboolean
take (Words *w, const char *word)
{
  if (peek (w) != NULL && g_ascii_strcasecmp (peek (w), word) == 0)
    {
      w->pos++;
      return TRUE;
    }
  return FALSE;
}

static gboolean
take_side (Words *w, gboolean allow_neutral, HdSide *side)
{
  const char *s = peek (w);

  if (s == NULL)
    return FALSE;
  if (g_ascii_strcasecmp (s, "union") == 0)
    *side = HD_SIDE_UNION;
  else if (g_ascii_strcasecmp (s, "confederate") == 0)
    *side = HD_SIDE_CONFEDERATE;
  else if (allow_neutral && g_ascii_strcasecmp (s, "neutral") == 0)
    *side = HD_SIDE_NEUTRAL;
  else
    return FALSE;
  w->pos++;
  return TRUE;
}

static gboolean
take_kind (Words *w, HdUnitKind *kind)
{
  const char *s = peek (w);
  char code[3];

  if (s == NULL || strlen (s) != 2)
    return FALSE;
  code[0] = g_ascii_toupper (s[0]);
  code[1] = g_ascii_tolower (s[1]);
  code[2] = '\0';
  if (!hd_unit_kind_from_code (code, kind))
    return FALSE;
  w->pos++;
  return TRUE;
}

/* The words up to @stop (or the end) name a box. */
static gboolean
take_box (Words *w, HdMap *map, const char *stop, guint *box)
{
  g_autoptr(GString) name = g_string_new (NULL);
  const HdBox *b;

  while (peek (w) != NULL && (stop == NULL || g_ascii_strcasecmp (peek (w), stop) != 0))
    {
      if (name->len > 0)
        g_string_append_c (name, ' ');
      g_string_append (name, w->words[w->pos++]);
    }
  if (name->len == 0 || (b = hd_map_lookup (map, name->str)) == NULL)
    return FALSE;
  *box = b->index;
  return TRUE;
}

/* "#12" (a unit's number, as the application shows it), or "garrison"
 * for a port's coastal garrison (Advanced 5.0): what take_unit_id reads. */
static char *
unit_word (guint id)
{
  return id == HD_GARRISON_ID ? g_strdup ("garrison") : g_strdup_printf ("#%u", id);
}

static gboolean
take_unit_id (Words *w, guint *id)
{
  const char *s = peek (w);
  guint64 v;

  if (s != NULL && g_ascii_strcasecmp (s, "garrison") == 0)
    {
      /* the coastal garrison of the battle's port (Advanced 5.0) */
      *id = HD_GARRISON_ID;
      w->pos++;
      return TRUE;
    }
  if (s == NULL || s[0] != '#' || !g_ascii_string_to_unsigned (s + 1, 10, 0, G_MAXUINT32, &v, NULL))
    return FALSE;
  *id = (guint) v;
  w->pos++;
  return TRUE;
}

static gboolean
take_line_type (Words *w, HdLineType *type)
{
  if (take (w, "road"))
    *type = HD_LINE_ROAD;
  else if (take (w, "rail") || take (w, "railroad"))
    *type = HD_LINE_RAIL;
  else if (take (w, "river"))
    *type = HD_LINE_RIVER;
  else
    return FALSE;
  return TRUE;
}

/* "by rail to Petersburg by rail to Weldon": the route of a march move. */
static gboolean
take_route (Words *w, HdMap *map, HdAction *a)
{
  guint at = a->box;

  a->n_steps = 0;
  while (take (w, "by"))
    {
      HdLineType type;
      guint next;
      const HdLine *line;

      if (a->n_steps >= HD_ACTION_MAX_STEPS || !take_line_type (w, &type) || !take (w, "to") ||
          !take_box (w, map, "by", &next))
        return FALSE;
      line = hd_map_find_line (map, hd_map_get_box (map, at), hd_map_get_box (map, next), type);
      if (line == NULL)
        return FALSE;
      a->lines[a->n_steps++] = line->index;
      at = next;
    }
  a->to = at;
  return a->n_steps > 0 && peek (w) == NULL;
}

/* A leader's name (Advanced 8.2). */
static gboolean
take_leader (Words *w, guint *leader)
{
  int l = hd_leader_from_name (peek (w));

  if (l < 0)
    return FALSE;
  w->pos++;
  *leader = (guint) l;
  return TRUE;
}

/* "#3 at #40 rolls 3, #4 at #40 rolls 6" (@targets) or "#12 rolls 5,
 * #15 rolls 2": the shots, or the units checked and their dice. */
static gboolean
take_dice (Words *w, HdAction *a, gboolean targets)
{
  while (peek (w) != NULL)
    {
      HdShot *shot;
      guint64 die;
      g_autofree char *word = NULL;
      gsize len;

      if (a->n_shots >= HD_MAX_SHOTS)
        return FALSE;
      shot = &a->shots[a->n_shots];
      if (!take_unit_id (w, &shot->shooter) || (targets && (!take (w, "at") || !take_unit_id (w, &shot->target))))
        return FALSE;
      if (targets && take (w, "plus"))
        {
          /* a leader's pluses on the shot (Advanced 8.2.2) */
          guint64 plus;
          if (peek (w) == NULL || !g_ascii_string_to_unsigned (peek (w), 10, 1, 9, &plus, NULL))
            return FALSE;
          w->pos++;
          shot->plus = (guint) plus;
        }
      if (!take (w, "rolls") || peek (w) == NULL)
        return FALSE;
      word = g_strdup (peek (w));
      len = strlen (word);
      if (len > 0 && word[len - 1] == ',')
        word[len - 1] = '\0';
      if (!g_ascii_string_to_unsigned (word, 10, 0, 99, &die, NULL))
        return FALSE;
      w->pos++;
      shot->die = (guint) die;
      a->n_shots++;
    }
  return a->n_shots > 0;
}

/* ------------------------------------------- the forms of the lines */

/* Each type's forms (hd-action-info.h) split into their words, once. */
static char **
form_words (HdActionType type, guint form)
{
  static char **split[HD_N_ACTION_TYPES][HD_ACTION_MAX_FORMS];
  static gsize done;

  if (g_once_init_enter (&done))
    {
      for (guint t = 0; t < HD_N_ACTION_TYPES; t++)
        for (guint f = 0; f < HD_ACTION_MAX_FORMS; f++)
          {
            const char *words = hd_action_get_info ((HdActionType) t)->forms[f].words;
            split[t][f] = words != NULL ? g_strsplit (words, " ", -1) : NULL;
          }
      g_once_init_leave (&done, 1);
    }
  return split[type][form];
}

/* A word of a form without its brackets: "[with]" -> "with". */
static char *
bare_word (const char *token)
{
  if (token[0] == '[' || token[0] == '(')
    return g_strndup (token + 1, strlen (token) - 2);
  return g_strdup (token);
}

/* The word that ends a box's name read before @next (NULL: the line's end). */
static char *
stop_word (const char *next)
{
  g_auto(GStrv) alternatives = NULL;

  if (next == NULL)
    return NULL;
  if (g_str_equal (next, "{route}"))
    return g_strdup ("by");
  if (g_str_has_prefix (next, "{flag?"))
    return g_strndup (next + 6, strcspn (next + 6, "_}"));
  if (next[0] == '{')
    return NULL;
  alternatives = g_strsplit (next, "|", 2);
  return bare_word (alternatives[0]);
}

/* "{flag?with_marker}": the words, all of them, set flag. */
static gboolean
take_flag_words (Words *w, const char *words, HdAction *a)
{
  g_autofree char *inner = g_strndup (words, strlen (words) - 1);
  g_auto(GStrv) each = g_strsplit (inner, "_", -1);
  guint start = w->pos;

  for (guint i = 0; each[i] != NULL; i++)
    if (!take (w, each[i]))
      {
        w->pos = start;
        return TRUE;
      }
  a->flag = TRUE;
  return TRUE;
}

/* "roll 4 for Missouri" (Advanced 8.3): the state named, its first city. */
static gboolean
take_border (Words *w, HdMap *map, guint *box)
{
  int which = peek (w) != NULL ? hd_border_from_keyword (peek (w)) : -1;
  const HdBox *city;

  if (which < 0)
    return FALSE;
  city = hd_map_lookup_id (map, hd_border_get_cities ((guint) which)[0]);
  w->pos++;
  if (city == NULL)
    return FALSE;
  *box = city->index;
  return TRUE;
}

static gboolean
take_die (Words *w, guint *die)
{
  guint64 v;

  if (peek (w) == NULL || !g_ascii_string_to_unsigned (peek (w), 10, 0, 99, &v, NULL))
    return FALSE;
  w->pos++;
  *die = (guint) v;
  return TRUE;
}

/* One field of a form ("{box}", "{side+neutral}", ...) read into @a. */
static gboolean
take_field (Words *w, HdMap *map, const char *token, const char *stop, HdAction *a)
{
  if (g_str_equal (token, "{box}"))
    return take_box (w, map, stop, &a->box);
  if (g_str_equal (token, "{to}"))
    return take_box (w, map, stop, &a->to);
  if (g_str_equal (token, "{side}") || g_str_equal (token, "{side+neutral}"))
    return take_side (w, g_str_equal (token, "{side+neutral}"), &a->side);
  if (g_str_equal (token, "{side=confederate}"))
    return take_side (w, FALSE, &a->side) && a->side == HD_SIDE_CONFEDERATE;
  if (g_str_equal (token, "{kind}"))
    return take_kind (w, &a->kind);
  if (g_str_equal (token, "{reduced?}"))
    return (a->reduced = take (w, "reduced")), TRUE;
  if (g_str_has_prefix (token, "{flag?"))
    return take_flag_words (w, token + 6, a);
  if (g_str_has_prefix (token, "{flag="))
    {
      g_autofree char *inner = g_strndup (token + 6, strlen (token + 6) - 1);
      g_auto(GStrv) words = g_strsplit (inner, "/", 2);
      a->flag = take (w, words[0]);
      return a->flag || take (w, words[1]);
    }
  if (g_str_equal (token, "{die}"))
    return take_die (w, &a->die);
  if (g_str_equal (token, "{unit}"))
    return take_unit_id (w, &a->unit);
  if (g_str_equal (token, "{leader}"))
    return take_leader (w, &a->leader);
  if (g_str_equal (token, "{border}"))
    return take_border (w, map, &a->box);
  if (g_str_equal (token, "{route}"))
    return take_route (w, map, a);
  if (g_str_equal (token, "{shots}") || g_str_equal (token, "{checks}"))
    return take_dice (w, a, g_str_equal (token, "{shots}"));
  g_return_val_if_reached (FALSE);
}

/* Whether @word (NULL: none) is one of the alternatives "a|b" of the
 * @length bytes of @token, in any case; allocates nothing (every line
 * tries many forms). */
static gboolean
fits_literal (const char *token, gsize length, const char *word)
{
  const char *end = token + length;

  if (word == NULL)
    return FALSE;
  while (token < end)
    {
      const char *bar = memchr (token, '|', (gsize) (end - token));
      gsize n = (gsize) ((bar != NULL ? bar : end) - token);

      if (strlen (word) == n && g_ascii_strncasecmp (word, token, n) == 0)
        return TRUE;
      token += n + 1;
    }
  return FALSE;
}

/* Whether the words of @w, whole, are a line of this form. */
static gboolean
read_form (HdMap *map, Words *w, char **tokens, HdAction *a)
{
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      const char *token = tokens[i];

      if (token[0] == '{')
        {
          g_autofree char *stop = stop_word (tokens[i + 1]);
          if (!take_field (w, map, token, stop, a))
            return FALSE;
        }
      else if (token[0] == '[' || token[0] == '(')
        {
          if (fits_literal (token + 1, strlen (token) - 2, peek (w)))
            w->pos++;
        }
      else if (fits_literal (token, strlen (token), peek (w)))
        w->pos++;
      else
        return FALSE;
    }
  return peek (w) == NULL;
}

/* Parses one action line, whole, with the first form of the first type
 * it fits (hd-action-info.c); FALSE if it is none. */
static gboolean
parse_line (HdMap *map, Words *w, HdAction *a)
{
  guint start = w->pos;

  for (guint t = 0; t < HD_N_ACTION_TYPES; t++)
    for (guint f = 0; f < HD_ACTION_MAX_FORMS; f++)
      {
        char **tokens = form_words ((HdActionType) t, f);

        if (tokens == NULL)
          continue;
        /* a form whose first word is a word of its own fits only a line
         * that begins with it: most are passed over at once */
        if (tokens[0] != NULL && strchr ("{[(", tokens[0][0]) == NULL &&
            !fits_literal (tokens[0], strlen (tokens[0]), start < w->n ? w->words[start] : NULL))
          continue;
        memset (a, 0, sizeof *a);
        w->pos = start;
        a->type = (HdActionType) t;
        if (read_form (map, w, tokens, a))
          {
            a->by_id = hd_action_get_info (a->type)->forms[f].when == HD_WHEN_BY_ID;
            return TRUE;
          }
      }
  memset (a, 0, sizeof *a);
  return FALSE;
}

/* Cuts a comment off @line (in place): a "#" at the start of a word that
 * is not a unit's number ("#12") begins one, up to the end of the line. */
static void
strip_comment (char *line)
{
  for (char *p = line; *p != '\0'; p++)
    if (*p == '#' && (p == line || g_ascii_isspace (p[-1])) && !g_ascii_isdigit (p[1]))
      {
        *p = '\0';
        break;
      }
  g_strchomp (line);
}

/* Splits @line into @w's words; @raw and @parts hold them (freed by the
 * caller, after @w is done with). */
static void
words_init (Words *w, const char *line, GStrv *raw, GPtrArray *parts)
{
  *raw = g_strsplit_set (line, " \t\n", -1);
  for (guint j = 0; (*raw)[j] != NULL; j++)
    if (*(*raw)[j] != '\0')
      g_ptr_array_add (parts, (*raw)[j]);
  g_ptr_array_add (parts, NULL);
  w->words = (char **) parts->pdata;
  w->n = parts->len - 1;
  w->pos = 0;
}

/* One action line (no comment, no scenario or option line) as an action;
 * FALSE if the line is not understood. */
gboolean
hd_transcript_parse_action (HdMap      *map,
                            const char *line,
                            HdAction   *action)
{
  g_auto(GStrv) raw = NULL;
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  g_autofree char *copy = NULL;
  Words w;

  g_return_val_if_fail (HD_IS_MAP (map), FALSE);
  g_return_val_if_fail (line != NULL && action != NULL, FALSE);
  copy = g_strdup (line);
  strip_comment (copy);
  words_init (&w, copy, &raw, parts);
  return parse_line (map, &w, action);
}

/* The line of @text that byte @at is on. */
static guint
line_of (const char *text, gsize at)
{
  guint line = 1;

  for (gsize i = 0; i < at; i++)
    line += text[i] == '\n';
  return line;
}

static gboolean G_GNUC_PRINTF (5, 6)
text_refused (const char *source, guint line, guint *error_line, GError **error, const char *format, ...)
{
  g_autofree char *msg = NULL;
  va_list args;

  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  if (error_line)
    *error_line = line;
  g_set_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SYNTAX, "%s:%u: %s", source, line, msg);
  return FALSE;
}

/* What makes a file no transcript at all, said with its line: too large,
 * a NUL byte, bytes that are not UTF-8, lines ended by a carriage return
 * alone (which would make the whole file one line).  The Campaign Game's
 * transcripts are held to the same (hd-campaign-transcript.c). */
gboolean
hd_transcript_check_text (const char  *text,
                          gsize        length,
                          const char  *source,
                          guint       *error_line,
                          GError     **error)
{
  const char *nul, *bad = NULL;

  if (length > HD_TRANSCRIPT_MAX_BYTES)
    {
      g_set_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SYNTAX,
                   _("%s: the file is larger than %d bytes, the most a transcript may be"), source,
                   HD_TRANSCRIPT_MAX_BYTES);
      return FALSE;
    }
  nul = memchr (text, '\0', length);
  if (nul != NULL)
    return text_refused (source, line_of (text, (gsize) (nul - text)), error_line, error,
                         _("the line has a NUL byte: a transcript is plain UTF-8 text"));
  if (!g_utf8_validate (text, (gssize) length, &bad))
    {
      const char *start = bad;

      while (start > text && start[-1] != '\n')
        start--;
      return text_refused (source, line_of (text, (gsize) (bad - text)), error_line, error,
                           _("the line is not valid UTF-8 text (at its byte %u): a transcript is plain UTF-8 text"),
                           (guint) (bad - start) + 1);
    }
  /* the file's last byte too: nothing follows it, so no line feed */
  for (gsize i = 0; i < length; i++)
    if (text[i] == '\r' && (i + 1 == length || text[i + 1] != '\n'))
      return text_refused (source, line_of (text, i), error_line, error,
                           _("the line ends with a carriage return alone (old Mac line endings); the lines of a "
                             "transcript end with a line feed, or a carriage return and a line feed"));
  return TRUE;
}

/* The game a transcript's scenario and option lines set up; when it
 * cannot be, the error names the line of the scenario or option to blame. */
static HdGame *
start_game (HdMap *map, const char *scenario, guint scenario_line, GPtrArray *options, GArray *option_lines,
            const char *source, guint *error_line, char **error_rule, GError **error)
{
  g_autoptr(GError) why = NULL;
  HdGame *game;
  guint line;
  int culprit;

  g_ptr_array_add (options, NULL);
  game = hd_game_new_blaming (map, scenario, (const char * const *) options->pdata, &culprit, &why);
  g_ptr_array_remove_index (options, options->len - 1);
  if (game != NULL)
    return game;
  line = culprit < 0 ? scenario_line : g_array_index (option_lines, guint, culprit);
  if (error_line)
    *error_line = line;
  if (error_rule)
    *error_rule = g_strdup (hd_rules_error_get_rule (why));
  g_set_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SETUP, "%s:%u: %s", source, line, why->message);
  return NULL;
}

/**
 * hd_transcript_read:
 * @error_line: (out) (optional): the line the error is about
 * @error_rule: (out) (optional): the rule that refused it, if any
 *
 * Replays a transcript.  The result has every line applied; at the first
 * line that is not understood or is refused, NULL and the error.
 */
HdGame *
hd_transcript_read (HdMap       *map,
                    const char  *text,
                    gssize       length,
                    const char  *source_name,
                    guint       *error_line,
                    char       **error_rule,
                    GError     **error)
{
  return hd_transcript_load (map, text, length, source_name, NULL, NULL, NULL, error_line, error_rule, error);
}

/**
 * hd_transcript_load:
 * @progress: (nullable): told now and then the share of the text read
 *
 * hd_transcript_read(), for a reader on another thread: with progress,
 * and stopped by @cancellable (G_IO_ERROR_CANCELLED).
 */
HdGame *
hd_transcript_load (HdMap          *map,
                    const char     *text,
                    gssize          length,
                    const char     *source_name,
                    HdGameProgress  progress,
                    gpointer        user_data,
                    GCancellable   *cancellable,
                    guint          *error_line,
                    char          **error_rule,
                    GError        **error)
{
  const char *source = source_name ? source_name : "transcript";
  gsize total;
  g_autofree char *copy = NULL;
  g_autofree char *scenario = NULL;
  g_autoptr(GPtrArray) options = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) option_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(HdGame) game = NULL;
  guint scenario_line = 0, lines_read = 0;

  g_return_val_if_fail (HD_IS_MAP (map), NULL);
  g_return_val_if_fail (text != NULL || length == 0, NULL);

  if (error_line)
    *error_line = 0;
  if (error_rule)
    *error_rule = NULL;
  if (length < 0)
    length = (gssize) strlen (text);
  if (!hd_transcript_check_text (text, (gsize) length, source, error_line, error))
    return NULL;
  /* a byte-order mark is how some editors begin UTF-8 text */
  if (length >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    {
      text += 3;
      length -= 3;
    }
  total = (gsize) MAX (length, 1);
  /* line by line, one line copied at a time: memory in proportion to the
   * game, not to the text */
  for (guint i = 0; text != NULL && length >= 0 && (i == 0 || length > 0); i++)
    {
      const char *nl = memchr (text, '\n', (gsize) length);
      gsize n = nl != NULL ? (gsize) (nl - text) : (gsize) length;
      char *line;
      g_auto(GStrv) raw = NULL;
      g_autoptr(GPtrArray) parts = g_ptr_array_new ();
      Words w;
      HdAction action;
      g_autoptr(GError) refusal = NULL;
      guint line_number = i + 1;

      lines_read = line_number;
      if (i % 4096 == 0 && i > 0)
        {
          if (progress != NULL)
            progress (1.0 - (double) length / (double) total, user_data);
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            return NULL;
        }
      g_free (copy);
      copy = g_strndup (text, n);
      text += nl != NULL ? n + 1 : n;
      length -= nl != NULL ? (gssize) n + 1 : (gssize) n;
      line = g_strstrip (copy);
      strip_comment (line);
      if (*line == '\0')
        continue;
      words_init (&w, line, &raw, parts);

      if (game == NULL && take (&w, "scenario"))
        {
          if (scenario != NULL || peek (&w) == NULL || w.pos + 1 != w.n)
            goto syntax;
          scenario = g_strdup (w.words[w.pos]);
          scenario_line = i + 1;
          continue;
        }
      if (game == NULL && take (&w, "option"))
        {
          if (peek (&w) == NULL || w.pos + 1 != w.n)
            goto syntax;
          g_ptr_array_add (options, g_strdup (w.words[w.pos]));
          g_array_append_val (option_lines, line_number);
          continue;
        }
      if (game == NULL)
        {
          if (scenario == NULL)
            {
              if (error_line)
                *error_line = i + 1;
              g_set_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SETUP,
                           _("%s:%u: a transcript starts by naming its scenario (\"scenario 1861-campaign\")"),
                           source, i + 1);
              return NULL;
            }
          game = start_game (map, scenario, scenario_line, options, option_lines, source, error_line, error_rule,
                             error);
          if (game == NULL)
            return NULL;
        }
      if (!parse_line (map, &w, &action))
        goto syntax;
      if (!hd_game_apply (game, &action, &refusal))
        {
          if (error_line)
            *error_line = i + 1;
          if (error_rule)
            *error_rule = g_strdup (hd_rules_error_get_rule (refusal));
          g_set_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_REFUSED, "%s:%u: %s", source, i + 1,
                       refusal->message);
          return NULL;
        }
      continue;

    syntax:
      if (error_line)
        *error_line = i + 1;
      {
        g_autofree char *quoted = hd_excerpt (line, -1);
        g_set_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SYNTAX,
                     _("%s:%u: this line is not understood: \"%s\" (see docs/transcript.md)"), source, i + 1, quoted);
      }
      return NULL;
    }

  if (game == NULL)
    {
      if (scenario == NULL)
        {
          guint last = MAX (lines_read, 1);

          if (error_line)
            *error_line = last;
          g_set_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SETUP,
                       _("%s:%u: the transcript ends without naming its scenario: it holds only blank lines, "
                         "comments or options, and must start with a line like \"scenario 1861-campaign\""),
                       source, last);
          return NULL;
        }
      game = start_game (map, scenario, scenario_line, options, option_lines, source, error_line, error_rule, error);
    }
  return g_steal_pointer (&game);
}

static const char *
side_word (HdSide side)
{
  return side == HD_SIDE_UNION ? "Union" : side == HD_SIDE_CONFEDERATE ? "Confederate" : "neutral";
}

/* "#3 at #40 rolls 3, #4 at #40 plus 1 rolls 6" (@targets), or "#12
 * rolls 5, #15 rolls 2". */
static char *
dice_words (const HdAction *a, gboolean targets)
{
  GString *out = g_string_new (NULL);

  for (guint k = 0; k < a->n_shots; k++)
    {
      g_autofree char *shooter = unit_word (a->shots[k].shooter);
      g_autofree char *target = unit_word (a->shots[k].target);

      g_string_append (out, k > 0 ? ", " : "");
      if (targets && a->shots[k].plus > 0)
        g_string_append_printf (out, "%s at %s plus %u rolls %u", shooter, target, a->shots[k].plus,
                                a->shots[k].die);
      else if (targets)
        g_string_append_printf (out, "%s at %s rolls %u", shooter, target, a->shots[k].die);
      else
        g_string_append_printf (out, "%s rolls %u", shooter, a->shots[k].die);
    }
  return g_string_free (out, FALSE);
}

/* "by rail to Petersburg by rail to Weldon" */
static char *
route_words (const HdAction *a, HdMap *map)
{
  GString *out = g_string_new (NULL);
  guint at = a->box;

  for (guint i = 0; i < a->n_steps; i++)
    {
      const HdLine *line = hd_map_get_line (map, a->lines[i]);
      at = line->a == at ? line->b : line->a;
      g_string_append_printf (out, "%sby %s to %s", i > 0 ? " " : "", hd_line_type_to_string (line->type),
                              hd_map_get_box (map, at)->name);
    }
  return g_string_free (out, FALSE);
}

/* One field of a form as words ("" for none). */
static char *
field_words (const HdAction *a, HdMap *map, const char *token)
{
  int which;

  if (g_str_equal (token, "{box}"))
    return g_strdup (hd_map_get_box (map, a->box)->name);
  if (g_str_equal (token, "{to}"))
    return g_strdup (hd_map_get_box (map, a->to)->name);
  if (g_str_equal (token, "{side}") || g_str_equal (token, "{side+neutral}"))
    return g_strdup (side_word (a->side));
  if (g_str_equal (token, "{side=confederate}"))
    return g_strdup (side_word (HD_SIDE_CONFEDERATE));
  if (g_str_equal (token, "{kind}"))
    return g_strdup (hd_unit_kind_get_code (a->kind));
  if (g_str_equal (token, "{reduced?}"))
    return g_strdup (a->reduced ? "reduced" : "");
  if (g_str_has_prefix (token, "{flag?"))
    return a->flag ? g_strdelimit (g_strndup (token + 6, strlen (token + 6) - 1), "_", ' ') : g_strdup ("");
  if (g_str_has_prefix (token, "{flag="))
    {
      g_autofree char *inner = g_strndup (token + 6, strlen (token + 6) - 1);
      g_auto(GStrv) words = g_strsplit (inner, "/", 2);
      return g_strdup (words[a->flag ? 0 : 1]);
    }
  if (g_str_equal (token, "{die}"))
    return g_strdup_printf ("%u", a->die);
  if (g_str_equal (token, "{unit}"))
    return unit_word (a->unit);
  if (g_str_equal (token, "{leader}"))
    return g_strdup (hd_leader_get_name (a->leader));
  if (g_str_equal (token, "{border}"))
    {
      which = hd_border_of_box (map, a->box);
      return g_strdup (which >= 0 ? hd_border_get_keyword ((guint) which) : "?");
    }
  if (g_str_equal (token, "{route}"))
    return route_words (a, map);
  if (g_str_equal (token, "{shots}") || g_str_equal (token, "{checks}"))
    return dice_words (a, g_str_equal (token, "{shots}"));
  g_return_val_if_reached (g_strdup (""));
}

/* One action as a transcript line: its type's first form that fits
 * (hd-action-info.c), in stable English keywords, box names as printed
 * on the board. */
char *
hd_transcript_action_line (const HdAction *a,
                           HdMap          *map)
{
  GString *out = g_string_new (NULL);
  char **tokens = NULL;

  g_return_val_if_fail ((guint) a->type < HD_N_ACTION_TYPES, NULL);
  for (guint f = 0; f < HD_ACTION_MAX_FORMS && tokens == NULL; f++)
    if (form_words (a->type, f) != NULL && hd_action_fits (a, hd_action_get_info (a->type)->forms[f].when))
      tokens = form_words (a->type, f);
  g_return_val_if_fail (tokens != NULL, NULL);
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      g_autofree char *word = NULL;

      if (tokens[i][0] == '(')
        continue;   /* may be read, never written */
      if (tokens[i][0] == '{')
        word = field_words (a, map, tokens[i]);
      else
        {
          g_auto(GStrv) alternatives = g_strsplit (tokens[i], "|", 2);
          word = bare_word (alternatives[0]);
        }
      if (*word != '\0')
        g_string_append_printf (out, "%s%s", out->len > 0 ? " " : "", word);
    }
  return g_string_free (out, FALSE);
}

char *
hd_transcript_write (HdGame *game)
{
  HdMap *map;
  GString *out;

  g_return_val_if_fail (HD_IS_GAME (game), NULL);

  map = hd_state_get_map (hd_game_get_state (game));
  out = g_string_new ("# A House Divided transcript (docs/transcript.md)\n");
  g_string_append_printf (out, "scenario %s\n", hd_game_get_scenario_id (game));
  for (const char * const *o = hd_game_get_options (game); *o != NULL; o++)
    g_string_append_printf (out, "option %s\n", *o);
  for (guint i = 0; i < hd_game_get_n_actions (game); i++)
    {
      HdAction a;
      g_autofree char *line = NULL;

      hd_game_get_action (game, i, &a);
      line = hd_transcript_action_line (&a, map);
      g_string_append_printf (out, "%s\n", line);
    }
  return g_string_free (out, FALSE);
}
