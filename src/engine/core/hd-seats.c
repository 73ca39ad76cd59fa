/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-seats.c: who commands each side (hd-seats.h): the names of the
 * seats' players and dice, the seat of a side read from a file's words
 * or from its transcript line and refused in our words, and that line
 * written. */
#define G_LOG_DOMAIN "hd-seats"

#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "hd-excerpt.h"
#include "hd-seats.h"

static const char * const player_names[HD_N_SEAT_PLAYERS] = {
  "person", "random", "greedy", "easy", "normal", "hard",
};

static const char * const dice_names[] = { "rolled", "typed" };

void
hd_seats_init (HdSeats *seats)
{
  g_return_if_fail (seats != NULL);
  memset (seats, 0, sizeof *seats);
}

gboolean
hd_seats_equal (const HdSeats *a,
                const HdSeats *b)
{
  for (HdSide s = HD_SIDE_UNION; s <= HD_SIDE_CONFEDERATE; s++)
    if (a->side[s].player != b->side[s].player || a->side[s].seed != b->side[s].seed ||
        a->side[s].dice != b->side[s].dice || !a->side[s].hints != !b->side[s].hints)
      return FALSE;
  return TRUE;
}

gboolean
hd_seats_has_companion (const HdSeats *seats)
{
  return seats->side[HD_SIDE_UNION].player != HD_SEAT_PERSON ||
         seats->side[HD_SIDE_CONFEDERATE].player != HD_SEAT_PERSON;
}

const char *
hd_seat_player_to_string (HdSeatPlayer player)
{
  g_return_val_if_fail ((guint) player < HD_N_SEAT_PLAYERS, NULL);
  return player_names[player];
}

/* The index of @text among @names (in any case), if it is one. */
static gboolean
find_name (const char * const *names, guint n, const char *text, guint *out)
{
  for (guint i = 0; text != NULL && i < n; i++)
    if (g_ascii_strcasecmp (text, names[i]) == 0)
      return *out = i, TRUE;
  return FALSE;
}

gboolean
hd_seat_player_from_string (const char   *text,
                            HdSeatPlayer *out)
{
  guint i;

  if (!find_name (player_names, HD_N_SEAT_PLAYERS, text, &i))
    return FALSE;
  *out = (HdSeatPlayer) i;
  return TRUE;
}

const char *
hd_seat_dice_to_string (HdSeatDice dice)
{
  g_return_val_if_fail ((guint) dice < G_N_ELEMENTS (dice_names), NULL);
  return dice_names[dice];
}

static gboolean
dice_from_string (const char *text, HdSeatDice *out)
{
  guint i;

  if (!find_name (dice_names, G_N_ELEMENTS (dice_names), text, &i))
    return FALSE;
  *out = (HdSeatDice) i;
  return TRUE;
}

/* FALSE with @message's error, @value (NULL: missing) quoted in it;
 * @message is one of this file's literals, with one "%s". */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
static gboolean
refuse (GError **error, const char *message, const char *value)
{
  g_autofree char *quoted = hd_excerpt (value != NULL ? value : "", -1);

  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, message, quoted);
  return FALSE;
}
#pragma GCC diagnostic pop

gboolean
hd_seats_set_words (HdSeats     *seats,
                    const char  *side,
                    const char  *player,
                    const char  *seed,
                    const char  *dice,
                    const char  *hints,
                    GError     **error)
{
  HdSide s;
  HdSeat seat = { 0 };
  guint64 n;

  g_return_val_if_fail (seats != NULL, FALSE);
  if (side == NULL || !hd_side_from_string (side, &s) || s == HD_SIDE_NEUTRAL)
    /* TRANSLATORS: %s what a seat gave as its side; the words union and confederate are the file's */
    return refuse (error, _("a seat's side is “%s”, not union or confederate"), side);
  if (seats->side[s].player != HD_SEAT_PERSON)
    /* TRANSLATORS: %s a side, as the file names it */
    return refuse (error, _("the side “%s” is given a seat twice"), side);
  if (!hd_seat_player_from_string (player, &seat.player) || seat.player == HD_SEAT_PERSON)
    /* TRANSLATORS: %s what a seat gave as its level; the levels are the file's words */
    return refuse (error, _("a seat's level is “%s”, not easy, normal, hard, random or greedy"), player);
  if (seed == NULL || !g_ascii_string_to_unsigned (seed, 10, 0, G_MAXUINT32, &n, NULL))
    /* TRANSLATORS: %s what a seat gave as its seed */
    return refuse (error, _("a seat's seed is “%s”, not a whole number from 0 to 4294967295"), seed);
  seat.seed = (guint32) n;
  if (!dice_from_string (dice, &seat.dice))
    /* TRANSLATORS: %s what a seat gave as its dice; rolled and typed are the file's words */
    return refuse (error, _("a seat's dice are “%s”, not rolled or typed"), dice);
  if (hints != NULL && g_ascii_strcasecmp (hints, "yes") != 0)
    /* TRANSLATORS: %s what a seat gave as its hints; yes is the file's word */
    return refuse (error, _("a seat's hints are “%s”, not yes (a seat without hints says nothing of them)"), hints);
  seat.hints = hints != NULL;
  seats->side[s] = seat;
  return TRUE;
}

/* The words of @line, blanks between them dropped. */
static GPtrArray *
split_words (const char *line)
{
  g_auto(GStrv) raw = g_strsplit_set (line, " \t", -1);
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; raw[i] != NULL; i++)
    if (*raw[i] != '\0')
      g_ptr_array_add (words, g_strdup (raw[i]));
  return words;
}

/* Whether word @i of @words is @keyword (in any case). */
static gboolean
word_is (GPtrArray *words, guint i, const char *keyword)
{
  return i < words->len && g_ascii_strcasecmp (words->pdata[i], keyword) == 0;
}

gboolean
hd_seats_read_line (HdSeats     *seats,
                    const char  *line,
                    GError     **error)
{
  g_autoptr(GPtrArray) w = NULL;

  g_return_val_if_fail (seats != NULL && line != NULL, FALSE);
  w = split_words (line);
  if (!word_is (w, 0, "companion") || !word_is (w, 3, "seed") || !word_is (w, 5, "dice") ||
      (w->len != 7 && !(w->len == 8 && word_is (w, 7, "hints"))))
    /* TRANSLATORS: %s the line; the words in the first quotes are the transcript's, kept in English */
    return refuse (error, _("a companion line reads “companion SIDE LEVEL seed N dice rolled” (or “dice typed”), "
                            "with “hints” after it if the person may ask for them, not “%s”"), line);
  return hd_seats_set_words (seats, w->pdata[1], w->pdata[2], w->pdata[4], w->pdata[6], w->len == 8 ? "yes" : NULL,
                             error);
}

char *
hd_seats_to_line (const HdSeats *seats,
                  HdSide         side)
{
  const HdSeat *seat;

  g_return_val_if_fail (side == HD_SIDE_UNION || side == HD_SIDE_CONFEDERATE, NULL);
  seat = &seats->side[side];
  if (seat->player == HD_SEAT_PERSON)
    return NULL;
  return g_strdup_printf ("companion %s %s seed %u dice %s%s", hd_side_to_string (side),
                          player_names[seat->player], seat->seed, dice_names[seat->dice],
                          seat->hints ? " hints" : "");
}
