/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-action-line.c: A House Divided's actions as transcript lines, both
 * ways (docs/transcript.md): one action a line in stable English
 * keywords, written in its type's first form that fits and read in any of
 * its forms (hd-action-info.c), box names as printed on the board.  The
 * log (hd-game.c) and the transcript reader (hd-transcript.c) use it. */
#define G_LOG_DOMAIN "hd-action-line"

#include "config.h"

#include <string.h>

#include "hd-action-line.h"
#include "hd-battle.h"
#include "hd-border.h"
#include "hd-leader.h"

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
            const char *words = hd_action_info_get ((HdActionType) t)->forms[f].words;
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
            a->by_id = hd_action_info_get (a->type)->forms[f].when == HD_WHEN_BY_ID;
            return TRUE;
          }
      }
  memset (a, 0, sizeof *a);
  return FALSE;
}

/* Cuts a comment off @line (in place): a "#" at the start of a word that
 * is not a unit's number ("#12") begins one, up to the end of the line. */
void
hd_action_line_strip_comment (char *line)
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
hd_action_line_parse (HdMap      *map,
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
  hd_action_line_strip_comment (copy);
  words_init (&w, copy, &raw, parts);
  return parse_line (map, &w, action);
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
hd_action_line_write (const HdAction *a,
                      HdMap          *map)
{
  GString *out = g_string_new (NULL);
  char **tokens = NULL;

  g_return_val_if_fail ((guint) a->type < HD_N_ACTION_TYPES, NULL);
  for (guint f = 0; f < HD_ACTION_MAX_FORMS && tokens == NULL; f++)
    if (form_words (a->type, f) != NULL && hd_action_fits (a, hd_action_info_get (a->type)->forms[f].when))
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
