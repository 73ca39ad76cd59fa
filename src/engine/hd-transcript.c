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

/* "#12" (a unit's number, as the application shows it) */
/* "#12", or "garrison" for a port's coastal garrison (Advanced 5.0). */
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

/* Parses one action line; FALSE if it is not one. */
static gboolean
parse_line (HdMap *map, Words *w, HdAction *a)
{
  memset (a, 0, sizeof *a);

  if (take (w, "roll"))
    {
      guint64 v;
      if (peek (w) == NULL || !g_ascii_string_to_unsigned (peek (w), 10, 0, 99, &v, NULL))
        return FALSE;
      w->pos++;
      a->die = (guint) v;
      if (!take (w, "for"))
        return FALSE;
      if (take (w, "marches"))
        a->type = HD_ACTION_ROLL_MARCHES;
      else if (take (w, "promotion") || take (w, "promotions"))
        a->type = HD_ACTION_ROLL_PROMOTION;
      else if (take (w, "recruitment"))
        a->type = HD_ACTION_ROLL_RECRUITMENT;
      else if (take (w, "washington"))
        a->type = HD_ACTION_ROLL_WASHINGTON;
      else if (take_side (w, FALSE, &a->side) && take (w, "leadership"))
        a->type = HD_ACTION_ROLL_LEADERSHIP;   /* roll 4 for Union leadership (Advanced 7.0) */
      else if (peek (w) != NULL && hd_border_from_keyword (peek (w)) >= 0)
        {
          /* roll 4 for Missouri (Advanced 8.3): named by its first city */
          const HdBox *city = hd_map_lookup_id (map, hd_border_get_cities ((guint) hd_border_from_keyword (peek (w)))[0]);
          w->pos++;
          if (city == NULL)
            return FALSE;
          a->type = HD_ACTION_ROLL_BORDER;
          a->box = city->index;
        }
      else
        return FALSE;
      return peek (w) == NULL;
    }
  if (take (w, "march"))
    {
      if (take (w, "from"))
        {
          a->type = HD_ACTION_MARCH;
          return take_box (w, map, NULL, &a->box);
        }
      a->type = HD_ACTION_MARCH_MOVE;
      if (take_unit_id (w, &a->unit))
        {
          a->by_id = TRUE;
          return take (w, "from") && take_box (w, map, "by", &a->box) && take_route (w, map, a);
        }
      if (!take_side (w, FALSE, &a->side) || !take_kind (w, &a->kind))
        return FALSE;
      a->reduced = take (w, "reduced");
      return take (w, "from") && take_box (w, map, "by", &a->box) && take_route (w, map, a);
    }
  if (take (w, "battle"))
    {
      a->type = HD_ACTION_BATTLE;
      return take (w, "at") && take_box (w, map, NULL, &a->box);
    }
  if (take (w, "withdraw") || (peek (w) && g_ascii_strcasecmp (peek (w), "retreat") == 0))
    {
      a->type = take (w, "retreat") ? HD_ACTION_RETREAT : HD_ACTION_WITHDRAW;
      return take (w, "to") && take_box (w, map, NULL, &a->to);
    }
  if (take (w, "reinforce") || (peek (w) && g_ascii_strcasecmp (peek (w), "promote") == 0))
    {
      a->type = take (w, "promote") ? HD_ACTION_PROMOTE : HD_ACTION_REINFORCE;
      take (w, "with");
      if (a->type == HD_ACTION_REINFORCE && take_leader (w, &a->leader))
        {
          /* reinforce with Lee (Advanced 8.2.1) */
          a->type = HD_ACTION_LEADER_REINFORCE;
          return peek (w) == NULL;
        }
      return take_unit_id (w, &a->unit) && peek (w) == NULL;
    }
  if (take (w, "place"))
    {
      /* place Lee in Richmond (Advanced 8.2) */
      a->type = HD_ACTION_PLACE_LEADER;
      return take_leader (w, &a->leader) && take (w, "in") && take_box (w, map, NULL, &a->box);
    }
  if (take (w, "lead"))
    {
      /* lead Lee to Fredericksburg; lead Lee with #12 (Advanced 8.2.1) */
      if (!take_leader (w, &a->leader))
        return FALSE;
      if (take (w, "with"))
        {
          a->type = HD_ACTION_LEAD_WITH;
          return take_unit_id (w, &a->unit) && peek (w) == NULL;
        }
      a->type = HD_ACTION_LEAD;
      return take (w, "to") && take_box (w, map, NULL, &a->to);
    }
  if (take (w, "recruit"))
    {
      /* recruit Union Mi in Pittsburgh (the side is the player's) */
      a->type = HD_ACTION_RECRUIT;
      return take_side (w, FALSE, &a->side) && take_kind (w, &a->kind) && take (w, "in") &&
             take_box (w, map, NULL, &a->box);
    }
  if (take (w, "recover"))
    {
      a->type = HD_ACTION_RECOVER;
      return take_unit_id (w, &a->unit) && peek (w) == NULL;
    }
  if (take (w, "contain"))
    {
      /* contain at Wilmington (Advanced 4.0) */
      a->type = HD_ACTION_CONTAIN;
      return take (w, "at") && take_box (w, map, NULL, &a->box);
    }
  if (take (w, "break"))
    {
      /* break out at Wilmington (Advanced 4.0) */
      a->type = HD_ACTION_BREAK_OUT;
      return take (w, "out") && take (w, "at") && take_box (w, map, NULL, &a->box);
    }
  if (take (w, "unsupplied"))
    {
      /* unsupplied #12: the piece a box out of supply gives up (Advanced 2.2) */
      a->type = HD_ACTION_SUPPLY_LOSS;
      return take_unit_id (w, &a->unit) && peek (w) == NULL;
    }
  if (take (w, "fire"))
    {
      /* fire #3 at #40 rolls 3, #4 at #40 rolls 6 */
      a->type = HD_ACTION_FIRE;
      return take_dice (w, a, TRUE);
    }
  if (peek (w) != NULL && (g_ascii_strcasecmp (peek (w), "morale") == 0 ||
                           g_ascii_strcasecmp (peek (w), "desertion") == 0))
    {
      /* morale #12 rolls 5, #15 rolls 2 (Advanced 8.1); desertion likewise (Advanced 8.12) */
      a->type = take (w, "morale") ? HD_ACTION_MORALE : HD_ACTION_DESERTION;
      if (a->type == HD_ACTION_DESERTION)
        take (w, "desertion");
      return take_dice (w, a, FALSE);
    }
  if (take (w, "rally"))
    {
      /* rally #12 (Advanced 8.11): the side is the unit's, found on replay */
      a->type = HD_ACTION_RALLY;
      return take_unit_id (w, &a->unit) && peek (w) == NULL;
    }
  if (take (w, "no"))
    {
      /* no rally for Union */
      a->type = HD_ACTION_RALLY;
      return take (w, "rally") && take (w, "for") && take_side (w, FALSE, &a->side) && peek (w) == NULL;
    }
  if (take (w, "dig"))
    {
      a->type = HD_ACTION_DIG_IN;
      return take (w, "in") && take (w, "at") && take_box (w, map, NULL, &a->box);
    }
  if (peek (w) != NULL && (g_ascii_strcasecmp (peek (w), "sail") == 0 || g_ascii_strcasecmp (peek (w), "invade") == 0))
    {
      a->type = HD_ACTION_SEA_MOVE;
      a->flag = take (w, "invade");
      if (!a->flag)
        take (w, "sail");
      if (!take_side (w, FALSE, &a->side) || !take_kind (w, &a->kind))
        return FALSE;
      if (!a->flag && take (w, "from") && take (w, "Europe"))
        {
          /* sail Confederate Vi from Europe to Wilmington (Advanced 8.4) */
          a->type = HD_ACTION_SAIL_EUROPE;
          return a->side == HD_SIDE_CONFEDERATE && take (w, "to") && take_box (w, map, NULL, &a->to);
        }
      if (a->type == HD_ACTION_SEA_MOVE && w->pos > 0 && g_ascii_strcasecmp (w->words[w->pos - 1], "from") == 0)
        w->pos--;   /* "from" taken above, not followed by Europe */
      a->reduced = take (w, "reduced");
      return take (w, "from") && take_box (w, map, "to", &a->box) && take (w, "to") &&
             take_box (w, map, NULL, &a->to);
    }

  if (take (w, "add"))
    {
      a->type = HD_ACTION_ADD_UNIT;
      if (!take_side (w, FALSE, &a->side) || !take_kind (w, &a->kind))
        return FALSE;
      a->reduced = take (w, "reduced");
      a->flag = take (w, "entrenched");
      return take (w, "in") && take_box (w, map, NULL, &a->box);
    }
  if (take (w, "remove"))
    {
      a->type = HD_ACTION_REMOVE_UNIT;
      if (!take_side (w, FALSE, &a->side) || !take_kind (w, &a->kind))
        return FALSE;
      a->reduced = take (w, "reduced");
      return take (w, "from") && take_box (w, map, NULL, &a->box);
    }
  if (take (w, "move"))
    {
      a->type = HD_ACTION_MOVE_UNIT;
      if (!take_side (w, FALSE, &a->side) || !take_kind (w, &a->kind))
        return FALSE;
      a->reduced = take (w, "reduced");
      return take (w, "from") && take_box (w, map, "to", &a->box) && take (w, "to") &&
             take_box (w, map, NULL, &a->to);
    }
  if (take (w, "flip"))
    {
      a->type = HD_ACTION_FLIP_UNIT;
      if (!take_side (w, FALSE, &a->side) || !take_kind (w, &a->kind))
        return FALSE;
      a->reduced = take (w, "reduced");
      return take (w, "in") && take_box (w, map, NULL, &a->box);
    }
  if (take (w, "entrench") || (peek (w) && g_ascii_strcasecmp (peek (w), "unentrench") == 0))
    {
      a->flag = !take (w, "unentrench");
      a->type = HD_ACTION_SET_ENTRENCHED;
      return take_side (w, FALSE, &a->side) && take (w, "in") && take_box (w, map, NULL, &a->box);
    }
  if (take (w, "end"))
    {
      a->type = HD_ACTION_END_SEGMENT;
      return take (w, "segment");
    }
  if (take (w, "control"))
    {
      a->type = HD_ACTION_SET_CONTROL;
      if (!take_side (w, TRUE, &a->side))
        return FALSE;
      if (!take_box (w, map, "with", &a->box))
        return FALSE;
      if (take (w, "with"))
        {
          if (!take (w, "marker"))
            return FALSE;
          a->flag = TRUE;
        }
      return peek (w) == NULL;
    }
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
  /* the whole line, as hd_transcript_read() takes it */
  return parse_line (map, &w, action) && peek (&w) == NULL;
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
 * alone (which would make the whole file one line). */
static gboolean
check_text (const char *text, gsize length, const char *source, guint *error_line, GError **error)
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
  if (!check_text (text, (gsize) length, source, error_line, error))
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
      if (!parse_line (map, &w, &action) || peek (&w) != NULL)
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

/* One action as a transcript line (stable English keywords; box names as
 * printed on the board). */
char *
hd_transcript_action_line (const HdAction *a,
                           HdMap          *map)
{
  const char *box;

  if (a->type == HD_ACTION_END_SEGMENT)
    return g_strdup ("end segment");
  if (a->type == HD_ACTION_ROLL_MARCHES)
    return g_strdup_printf ("roll %u for marches", a->die);
  if (a->type == HD_ACTION_ROLL_PROMOTION)
    return g_strdup_printf ("roll %u for promotion", a->die);
  if (a->type == HD_ACTION_ROLL_RECRUITMENT)
    return g_strdup_printf ("roll %u for recruitment", a->die);
  if (a->type == HD_ACTION_ROLL_WASHINGTON)
    return g_strdup_printf ("roll %u for Washington", a->die);
  if (a->type == HD_ACTION_ROLL_LEADERSHIP)
    return g_strdup_printf ("roll %u for %s leadership", a->die, a->side == HD_SIDE_UNION ? "Union" : "Confederate");
  if (a->type == HD_ACTION_WITHDRAW || a->type == HD_ACTION_RETREAT)
    return g_strdup_printf ("%s to %s", a->type == HD_ACTION_RETREAT ? "retreat" : "withdraw",
                            hd_map_get_box (map, a->to)->name);
  if (a->type == HD_ACTION_REINFORCE)
    return g_strdup_printf ("reinforce with #%u", a->unit);
  if (a->type == HD_ACTION_PROMOTE)
    return g_strdup_printf ("promote #%u", a->unit);
  if (a->type == HD_ACTION_RECOVER)
    return g_strdup_printf ("recover #%u", a->unit);
  if (a->type == HD_ACTION_CONTAIN)
    return g_strdup_printf ("contain at %s", hd_map_get_box (map, a->box)->name);
  if (a->type == HD_ACTION_BREAK_OUT)
    return g_strdup_printf ("break out at %s", hd_map_get_box (map, a->box)->name);
  if (a->type == HD_ACTION_SUPPLY_LOSS)
    return g_strdup_printf ("unsupplied #%u", a->unit);
  if (a->type == HD_ACTION_FIRE || a->type == HD_ACTION_MORALE || a->type == HD_ACTION_DESERTION)
    {
      GString *out = g_string_new (a->type == HD_ACTION_FIRE ? "fire" : a->type == HD_ACTION_MORALE ? "morale"
                                                                                                      : "desertion");
      for (guint k = 0; k < a->n_shots; k++)
        {
          g_autofree char *shooter = unit_word (a->shots[k].shooter);
          g_autofree char *target = unit_word (a->shots[k].target);
          if (a->type == HD_ACTION_FIRE && a->shots[k].plus > 0)
            g_string_append_printf (out, "%s %s at %s plus %u rolls %u", k > 0 ? "," : "", shooter, target,
                                    a->shots[k].plus, a->shots[k].die);
          else if (a->type == HD_ACTION_FIRE)
            g_string_append_printf (out, "%s %s at %s rolls %u", k > 0 ? "," : "", shooter, target, a->shots[k].die);
          else
            g_string_append_printf (out, "%s %s rolls %u", k > 0 ? "," : "", shooter, a->shots[k].die);
        }
      return g_string_free (out, FALSE);
    }
  if (a->type == HD_ACTION_RALLY && a->unit == 0)
    return g_strdup_printf ("no rally for %s", side_word (a->side));
  if (a->type == HD_ACTION_RALLY)
    return g_strdup_printf ("rally #%u", a->unit);
  if (a->type == HD_ACTION_PLACE_LEADER)
    return g_strdup_printf ("place %s in %s", hd_leader_get_name (a->leader), hd_map_get_box (map, a->box)->name);
  if (a->type == HD_ACTION_LEAD)
    return g_strdup_printf ("lead %s to %s", hd_leader_get_name (a->leader), hd_map_get_box (map, a->to)->name);
  if (a->type == HD_ACTION_LEAD_WITH)
    return g_strdup_printf ("lead %s with #%u", hd_leader_get_name (a->leader), a->unit);
  if (a->type == HD_ACTION_LEADER_REINFORCE)
    return g_strdup_printf ("reinforce with %s", hd_leader_get_name (a->leader));
  if (a->type == HD_ACTION_SAIL_EUROPE)
    return g_strdup_printf ("sail Confederate %s from Europe to %s", hd_unit_kind_get_code (a->kind),
                            hd_map_get_box (map, a->to)->name);
  if (a->type == HD_ACTION_ROLL_BORDER)
    {
      int which = hd_border_of_box (map, a->box);
      return g_strdup_printf ("roll %u for %s", a->die, which >= 0 ? hd_border_get_keyword ((guint) which) : "?");
    }
  box = hd_map_get_box (map, a->box)->name;
  if (a->type == HD_ACTION_MARCH)
    return g_strdup_printf ("march from %s", box);
  if (a->type == HD_ACTION_DIG_IN)
    return g_strdup_printf ("dig in at %s", box);
  if (a->type == HD_ACTION_BATTLE)
    return g_strdup_printf ("battle at %s", box);
  {
  const char *kind = hd_unit_kind_get_code (a->kind);
  const char *reduced = a->reduced ? " reduced" : "";

  switch (a->type)
    {
    case HD_ACTION_ADD_UNIT:
      return g_strdup_printf ("add %s %s%s%s in %s", side_word (a->side), kind, reduced,
                              a->flag ? " entrenched" : "", box);
    case HD_ACTION_REMOVE_UNIT:
      return g_strdup_printf ("remove %s %s%s from %s", side_word (a->side), kind, reduced, box);
    case HD_ACTION_MOVE_UNIT:
      return g_strdup_printf ("move %s %s%s from %s to %s", side_word (a->side), kind, reduced, box,
                              hd_map_get_box (map, a->to)->name);
    case HD_ACTION_FLIP_UNIT:
      return g_strdup_printf ("flip %s %s%s in %s", side_word (a->side), kind, reduced, box);
    case HD_ACTION_SET_ENTRENCHED:
      return g_strdup_printf ("%s %s in %s", a->flag ? "entrench" : "unentrench", side_word (a->side), box);
    case HD_ACTION_SET_CONTROL:
      return g_strdup_printf ("control %s %s%s", side_word (a->side), box, a->flag ? " with marker" : "");
    case HD_ACTION_RECRUIT:
      return g_strdup_printf ("recruit %s %s in %s", side_word (a->side), kind, box);
    case HD_ACTION_SEA_MOVE:
      return g_strdup_printf ("%s %s %s%s from %s to %s", a->flag ? "invade" : "sail", side_word (a->side), kind,
                              reduced, box, hd_map_get_box (map, a->to)->name);
    case HD_ACTION_MARCH_MOVE:
      {
        GString *out = g_string_new (NULL);
        guint at = a->box;

        if (a->by_id)
          g_string_append_printf (out, "march #%u from %s", a->unit, box);
        else
          g_string_append_printf (out, "march %s %s%s from %s", side_word (a->side), kind, reduced, box);
        for (guint i = 0; i < a->n_steps; i++)
          {
            const HdLine *line = hd_map_get_line (map, a->lines[i]);
            at = line->a == at ? line->b : line->a;
            g_string_append_printf (out, " by %s to %s", hd_line_type_to_string (line->type),
                                    hd_map_get_box (map, at)->name);
          }
        return g_string_free (out, FALSE);
      }
    default:
      g_return_val_if_reached (NULL);
    }
  }
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
