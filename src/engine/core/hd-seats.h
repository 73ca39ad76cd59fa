/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-seats.h: who commands each side of a game, as plain data (issue
 * 33): a person, or the companion at a level, with the companion's seed
 * and where its dice come from.  The game log keeps it (hd-game), its
 * save and transcript carry it (docs/save-format.md, docs/transcript.md);
 * the opponent layer makes a player of a seat (hd-player).  The levels
 * are named here by the words the command line and the files use, so
 * that the layers below the opponent may hold them. */
#pragma once

#include <gio/gio.h>

#include "hd-types.h"

G_BEGIN_DECLS

/* Who commands a side: a person, or a computer player at a level (the
 * order of HdPlayerLevel, after the person). */
typedef enum {
  HD_SEAT_PERSON,
  HD_SEAT_RANDOM,
  HD_SEAT_GREEDY,
  HD_SEAT_EASY,
  HD_SEAT_NORMAL,
  HD_SEAT_HARD,
} HdSeatPlayer;

#define HD_N_SEAT_PLAYERS (HD_SEAT_HARD + 1)

/* The companion's dice: rolled by the program, or typed in from the real
 * dice the person rolls for it. */
typedef enum {
  HD_SEAT_DICE_ROLLED,
  HD_SEAT_DICE_TYPED,
} HdSeatDice;

typedef struct {
  HdSeatPlayer player;
  guint32      seed;      /* the companion's; 0 for a person */
  HdSeatDice   dice;
  gboolean     hints;     /* the person facing this companion may ask it
                           * what it would do (issue 33, item 6) */
} HdSeat;

/* The two sides' seats, by HdSide (the neutral one unused). */
typedef struct {
  HdSeat side[HD_N_SIDES];
} HdSeats;

/* Both sides commanded by people (every game before issue 33). */
void         hd_seats_init               (HdSeats       *seats);
gboolean     hd_seats_equal              (const HdSeats *a,
                                          const HdSeats *b);
/* Whether any side is commanded by the companion. */
gboolean     hd_seats_has_companion      (const HdSeats *seats);

/* "person", "random", "greedy", "easy", "normal", "hard". */
const char  *hd_seat_player_to_string    (HdSeatPlayer   player);
gboolean     hd_seat_player_from_string  (const char    *text,
                                          HdSeatPlayer  *out);
/* "rolled", "typed". */
const char  *hd_seat_dice_to_string      (HdSeatDice     dice);

/*
 * hd_seats_set_words:
 * The companion's seat of a side, from the words a save's <seat> gives
 * (any may be NULL: missing; @hints NULL is no hints, "yes" hints).
 * FALSE with @error (G_IO_ERROR_INVALID_DATA, in our words, translated)
 * and @seats unchanged for a side that is not one, a side given twice, a
 * level that is not one (a person has no seat to give), a seed that is
 * not a whole number from 0 to 4294967295, dice neither rolled nor
 * typed, or hints other than yes.
 */
gboolean     hd_seats_set_words          (HdSeats       *seats,
                                          const char    *side,
                                          const char    *player,
                                          const char    *seed,
                                          const char    *dice,
                                          const char    *hints,
                                          GError       **error);

/*
 * hd_seats_read_line:
 * The companion's seat of a side from one whole line in the form
 * hd_seats_to_line() writes, "companion SIDE LEVEL seed N dice
 * rolled|typed", with "hints" after it when the person may ask for them
 * (words in any case, spaces or tabs between).  FALSE with @error
 * (G_IO_ERROR_INVALID_DATA, in our words, translated) and @seats
 * unchanged for a line of another form, or words hd_seats_set_words()
 * refuses.
 */
gboolean     hd_seats_read_line          (HdSeats       *seats,
                                          const char    *line,
                                          GError       **error);

/* The transcript's line of a side's companion ("companion confederate
 * normal seed 12 dice rolled", then " hints" when it gives them), or
 * NULL for a person. */
char        *hd_seats_to_line            (const HdSeats *seats,
                                          HdSide         side);

G_END_DECLS
