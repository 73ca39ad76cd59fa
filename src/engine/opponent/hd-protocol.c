/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-protocol.c: the engine protocol (hd-protocol.h,
 * docs/engine-protocol.md): the engine's side, a command a line (a
 * position gathered up to its end marker and replayed as a transcript, a
 * decision asked of an HdPlayer and written as a transcript line), and
 * the harness's side, the request for a decision and an answer line
 * read.  Every refusal is one `error` line in our words; nothing is kept
 * of a command refused. */
#define G_LOG_DOMAIN "hd-protocol"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "hd-action-line.h"
#include "hd-candidates.h"
#include "hd-excerpt.h"
#include "hd-odds.h"
#include "hd-protocol.h"
#include "hd-tactics.h"

struct _HdProtocol {
  HdMap        *map;
  HdPlayerLevel level;
  guint32       seed;
  HdWeights     weights;
  HdPlayer     *player;
  HdGame       *game;        /* the last position taken, or NULL */
  GString      *position;    /* a position being sent, or NULL */
  gboolean      overflow;    /* the position being sent passed its cap */
};

HdProtocol *
hd_protocol_new (HdMap           *map,
                 HdPlayerLevel    level,
                 guint32          seed,
                 const HdWeights *weights)
{
  HdProtocol *p;

  g_return_val_if_fail (HD_IS_MAP (map) && (guint) level < HD_N_PLAYER_LEVELS, NULL);
  p = g_new0 (HdProtocol, 1);
  p->map = g_object_ref (map);
  p->level = level;
  p->seed = seed;
  p->weights = weights != NULL ? *weights : *hd_weights_default ();
  p->player = hd_player_new_with_weights (level, seed, &p->weights);
  return p;
}

void
hd_protocol_free (HdProtocol *protocol)
{
  if (protocol == NULL)
    return;
  g_clear_pointer (&protocol->player, hd_player_free);
  g_clear_object (&protocol->game);
  if (protocol->position != NULL)
    g_string_free (protocol->position, TRUE);
  g_object_unref (protocol->map);
  g_free (protocol);
}

/* ---- the engine's answers ---- */

/* `error MESSAGE`: @message (taken) on one line. */
static void
say_error (GString *out, char *message)
{
  g_strdelimit (message, "\r\n", ' ');
  g_string_append_printf (out, "error %s\n", message);
  g_free (message);
}

/* @word quoted in part, for a message (taken by the caller). */
static char *
quoted (const char *word)
{
  return hd_excerpt (word, -1);
}

static void
say_hello (HdProtocol *p, GString *out)
{
  g_string_append_printf (out, "id name House Divided Companion %s (%s)\n", PACKAGE_VERSION,
                          hd_player_level_to_string (p->level));
  g_string_append (out, "id author The House Divided Companion authors\n");
  g_string_append_printf (out, "id protocol %u\n", HD_PROTOCOL_VERSION);
  g_string_append (out, "hdpok\n");
}

/* A new game: the player thinks afresh, no position is held. */
static void
new_game (HdProtocol *p)
{
  hd_player_free (p->player);
  p->player = hd_player_new_with_weights (p->level, p->seed, &p->weights);
  g_clear_object (&p->game);
}

/* Whether @line is the position's end marker, blank space around it. */
static gboolean
is_end_marker (const char *line)
{
  g_autofree char *bare = g_strstrip (g_strdup (line));

  return g_str_equal (bare, "endposition");
}

/* The position sent, whole: replayed and held, or refused. */
static void
take_position (HdProtocol *p, GString *out)
{
  g_autoptr(GString) text = g_steal_pointer (&p->position);
  g_autoptr(GError) error = NULL;
  g_autofree char *rule = NULL;
  HdGame *game;
  guint at = 0;

  if (p->overflow)
    {
      /* TRANSLATORS: %u the most bytes a position may have */
      say_error (out, g_strdup_printf (_("The position is longer than %u bytes: it was not taken."),
                                       (guint) HD_PROTOCOL_MAX_POSITION));
      return;
    }
  game = hd_transcript_read (p->map, text->str, (gssize) text->len, "position", &at, &rule, &error);
  if (game == NULL)
    {
      /* TRANSLATORS: %s why it was refused, after "position:LINE:" (its line) */
      say_error (out, g_strdup_printf (_("The position was not taken: %s"), error->message));
      return;
    }
  g_clear_object (&p->game);
  p->game = game;
}

/* A line of the position being sent, or its end. */
static void
take_position_line (HdProtocol *p, const char *line, GString *out)
{
  if (is_end_marker (line))
    {
      take_position (p, out);
      return;
    }
  if (p->position->len + strlen (line) + 1 > HD_PROTOCOL_MAX_POSITION)
    p->overflow = TRUE;
  else
    g_string_append_printf (p->position, "%s\n", line);
}

/* `go`'s words after it: `side SIDE`, `movetime MS`; FALSE (said) for
 * any other, or a side that does not owe the decision. */
static gboolean
check_go (HdProtocol *p, char **words, HdSide deciding, GString *out)
{
  for (guint i = 1; words[i] != NULL; i += 2)
    {
      guint64 ms;
      HdSide side;

      if (words[i + 1] == NULL || (!g_str_equal (words[i], "side") && !g_str_equal (words[i], "movetime")))
        {
          g_autofree char *word = quoted (words[i]);
          /* TRANSLATORS: %s a word after go; side and movetime are words of the protocol, not translated */
          say_error (out, g_strdup_printf (_("“%s” is not understood after go: it takes side SIDE and "
                                             "movetime MS."), word));
          return FALSE;
        }
      if (g_str_equal (words[i], "movetime") &&
          !g_ascii_string_to_unsigned (words[i + 1], 10, 0, G_MAXUINT32, &ms, NULL))
        {
          g_autofree char *word = quoted (words[i + 1]);
          /* TRANSLATORS: %s what was given after movetime */
          say_error (out, g_strdup_printf (_("“%s” is not a time in milliseconds."), word));
          return FALSE;
        }
      if (!g_str_equal (words[i], "side"))
        continue;
      side = g_ascii_strcasecmp (words[i + 1], "union") == 0 ? HD_SIDE_UNION
             : g_ascii_strcasecmp (words[i + 1], "confederate") == 0 ? HD_SIDE_CONFEDERATE : HD_SIDE_NEUTRAL;
      if (side != deciding)
        {
          say_error (out, g_strdup (deciding == HD_SIDE_UNION
                                    ? _("The position awaits the Union's decision: the side given is not it.")
                                    : _("The position awaits the Confederacy's decision: the side given is not it.")));
          return FALSE;
        }
    }
  return TRUE;
}

/* `go`: the player's decision in the position held, as `info reason`
 * and `action` lines, its dice left open. */
static void
go (HdProtocol *p, char **words, GString *out)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  const HdState *state;
  HdAwaited awaited;
  HdDecision decision;

  if (p->game == NULL)
    {
      say_error (out, g_strdup (_("No position has been given: send position first.")));
      return;
    }
  state = hd_game_get_state (p->game);
  awaited = hd_action_get_decision (state);
  if (awaited.sort == HD_AWAITS_NOTHING)
    {
      say_error (out, g_strdup (_("The game of this position is over: nothing is awaited.")));
      return;
    }
  if (!check_go (p, words, hd_tactics_deciding_side (state, &awaited), out))
    return;
  if (!hd_player_decide (p->player, state, NULL, NULL, NULL, &decision, &error))
    {
      say_error (out, g_strdup (error->message));
      return;
    }
  line = hd_action_line_write (&decision.action, p->map);
  if (decision.reason != NULL)
    {
      g_strdelimit (decision.reason, "\r\n", ' ');
      g_string_append_printf (out, "info reason %s\n", decision.reason);
    }
  g_string_append_printf (out, "action %s\n", line);
  hd_decision_clear (&decision);
}

/* @line's words, blank space between them. */
static char **
split_words (const char *line)
{
  g_auto(GStrv) raw = g_strsplit_set (line, " \t\r", -1);
  GPtrArray *words = g_ptr_array_new ();

  for (guint i = 0; raw[i] != NULL; i++)
    if (raw[i][0] != '\0')
      g_ptr_array_add (words, g_strdup (raw[i]));
  g_ptr_array_add (words, NULL);
  return (char **) g_ptr_array_free (words, FALSE);
}

/* A command that takes no words after it: FALSE (said) when some follow. */
static gboolean
alone (char **words, GString *out)
{
  g_autofree char *word = NULL;

  if (words[1] == NULL)
    return TRUE;
  word = quoted (words[0]);
  /* TRANSLATORS: %s a command of the protocol given with words after it */
  say_error (out, g_strdup_printf (_("“%s” takes nothing after it."), word));
  return FALSE;
}

/* The commands that take nothing after them. */
static const char * const simple_commands[] = { "hdp", "isready", "newgame", "position", "endposition", NULL };

static void
command (HdProtocol *p, char **words, GString *out)
{
  const char *name = words[0];

  if (g_str_equal (name, "go"))
    go (p, words, out);
  else if (g_str_equal (name, "legal"))
    ;   /* offered to a player without rules of its own: ours has them */
  else if (!g_strv_contains (simple_commands, name))
    {
      g_autofree char *word = quoted (name);
      /* TRANSLATORS: %s a word sent to the engine where a command was expected */
      say_error (out, g_strdup_printf (_("“%s” is not a command of the engine protocol."), word));
    }
  else if (!alone (words, out))
    ;
  else if (g_str_equal (name, "hdp"))
    say_hello (p, out);
  else if (g_str_equal (name, "isready"))
    g_string_append (out, "readyok\n");
  else if (g_str_equal (name, "newgame"))
    new_game (p);
  else if (g_str_equal (name, "endposition"))
    say_error (out, g_strdup (_("endposition ends a position: none was begun.")));
  else
    {
      p->position = g_string_new (NULL);
      p->overflow = FALSE;
    }
}

gboolean
hd_protocol_handle (HdProtocol *protocol,
                    const char *line,
                    GString    *out)
{
  g_auto(GStrv) words = NULL;

  g_return_val_if_fail (protocol != NULL && line != NULL && out != NULL, FALSE);
  if (strlen (line) > HD_PROTOCOL_MAX_LINE || !g_utf8_validate (line, -1, NULL))
    {
      /* TRANSLATORS: %u the most bytes a line may have */
      say_error (out, g_strdup_printf (_("A line is UTF-8 text of at most %u bytes: this one was passed over."),
                                       (guint) HD_PROTOCOL_MAX_LINE));
      return TRUE;
    }
  words = split_words (line);
  /* `quit` ends even a position being sent: no transcript line is it */
  if (words[0] != NULL && words[1] == NULL && g_str_equal (words[0], "quit"))
    return FALSE;
  if (protocol->position != NULL)
    take_position_line (protocol, line, out);
  else if (words[0] != NULL)
    command (protocol, words, out);
  return TRUE;
}

/* ---- the harness's side ---- */

/* "# odds 0.625": the chance that the side choosing @battle (the
 * attacker) wins it, or "" when it cannot be worked out. */
static char *
battle_odds (const HdState *state, const HdAction *battle)
{
  g_autoptr(HdState) after = hd_state_copy (state);
  HdOdds odds;
  char number[G_ASCII_DTOSTR_BUF_SIZE];

  if (!hd_action_apply (battle, after, NULL) || !hd_odds_work_out (after, NULL, &odds))
    return g_strdup ("");
  return g_strdup_printf (" # odds %s", g_ascii_formatd (number, sizeof number, "%.3f", odds.p));
}

/* A `legal` line for each candidate of @state. */
static void
append_legal (GString *out, const HdState *state)
{
  g_autoptr(GArray) candidates = g_array_new (FALSE, FALSE, sizeof (HdAction));
  HdMap *map = hd_state_get_map (state);

  hd_candidates_list (state, candidates);
  for (guint i = 0; i < candidates->len; i++)
    {
      const HdAction *a = &g_array_index (candidates, HdAction, i);
      g_autofree char *line = hd_action_line_write (a, map);
      g_autofree char *odds = a->type == HD_ACTION_BATTLE ? battle_odds (state, a) : g_strdup ("");

      g_string_append_printf (out, "legal %s%s\n", line, odds);
    }
}

char *
hd_protocol_write_request (HdGame *game,
                           guint   move_time_ms)
{
  const HdState *state;
  HdAwaited awaited;
  g_autofree char *transcript = NULL;
  GString *out;

  g_return_val_if_fail (HD_IS_GAME (game), NULL);
  state = hd_game_get_state (game);
  awaited = hd_action_get_decision (state);
  transcript = hd_transcript_write (game);
  out = g_string_new ("position\n");
  g_string_append (out, transcript);
  if (out->len > 0 && out->str[out->len - 1] != '\n')
    g_string_append_c (out, '\n');
  g_string_append (out, "endposition\n");
  append_legal (out, state);
  g_string_append_printf (out, "go side %s movetime %u\n",
                          hd_side_to_string (hd_tactics_deciding_side (state, &awaited)), move_time_ms);
  return g_string_free (out, FALSE);
}

void
hd_protocol_answer_clear (HdProtocolAnswer *answer)
{
  g_clear_pointer (&answer->reason, g_free);
}

/* @line's first word is @word: then *@rest is what follows it, blank
 * space cut off. */
static gboolean
starts_with_word (const char *line, const char *word, const char **rest)
{
  gsize n = strlen (word);

  if (strncmp (line, word, n) != 0 || (line[n] != '\0' && !g_ascii_isspace (line[n])))
    return FALSE;
  for (*rest = line + n; g_ascii_isspace (**rest); (*rest)++)
    ;
  return TRUE;
}

gboolean
hd_protocol_read_answer (HdMap            *map,
                         const char       *line,
                         HdProtocolAnswer *answer,
                         GError          **error)
{
  g_autofree char *bare = NULL;
  g_autofree char *word = NULL;
  const char *rest;

  g_return_val_if_fail (HD_IS_MAP (map) && line != NULL && answer != NULL, FALSE);
  memset (answer, 0, sizeof *answer);
  bare = g_strstrip (g_strdup (line));
  if (bare[0] == '\0')
    return TRUE;
  if (strlen (bare) <= HD_PROTOCOL_MAX_LINE && g_utf8_validate (bare, -1, NULL))
    {
      if (starts_with_word (bare, "info", &rest))
        {
          if (starts_with_word (rest, "reason", &rest))
            *answer = (HdProtocolAnswer) { .kind = HD_PROTOCOL_ANSWER_REASON, .reason = g_strdup (rest) };
          return TRUE;
        }
      if (starts_with_word (bare, "action", &rest) && hd_action_line_parse (map, rest, &answer->action))
        {
          answer->kind = HD_PROTOCOL_ANSWER_ACTION;
          return TRUE;
        }
    }
  word = hd_excerpt (bare, -1);
  if (starts_with_word (bare, "action", &rest))
    /* TRANSLATORS: %s an answer of an outside player; docs/transcript.md names the action lines */
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                 _("“%s” is not an action line of a transcript (docs/transcript.md)."), word);
  else
    /* TRANSLATORS: %s an answer of an outside player; info and action are words of the protocol */
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                 _("“%s” is not an answer of the engine protocol (info or action)."), word);
  return FALSE;
}
