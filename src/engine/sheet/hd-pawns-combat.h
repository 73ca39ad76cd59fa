/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-pawns-combat.h: the pawns game's battles (Pawns, Combat): the odds
 * helper (every pawn's factor 1; a defender's doubled on a mountain, a
 * river, or a port attacked from the sea, never tripled; an attacker
 * against whom the defender's terrain does not count is given 2 instead;
 * the odds reduced by dividing the larger factor by the smaller and
 * dropping the fraction, as the chart's columns group them; below 1-3
 * the attacker and above 4-1 the defender eliminated without a die),
 * the Combat Results Table as our copy gives it (rows 1-3, and the 2-1
 * column's 3, 5 and 6 from the rules' own example; the rest the owner
 * types in), each result's chance once a column is whole, and who
 * removes what (the exchange worked out).  The verbs "battle" and
 * "retreat" record them in a game. */
#pragma once

#include "hd-sheet.h"
#include "hd-sheet-table.h"

G_BEGIN_DECLS

typedef enum {
  HD_PAWNS_OPEN,          /* plain, rail, star squares: no doubling */
  HD_PAWNS_MOUNTAIN,
  HD_PAWNS_RIVER,
  HD_PAWNS_PORT,          /* doubled against attackers on ocean squares only */
} HdPawnsTerrain;

typedef struct {
  guint          attackers;    /* pawns attacking */
  guint          defenders;    /* pawns defending */
  HdPawnsTerrain terrain;      /* where the defenders stand */
  guint          unmatched;    /* attackers against whom the terrain does not double: each counts 2 */
} HdPawnsBattle;

#define HD_PAWNS_N_COLUMNS 6

typedef struct {
  guint       attack;          /* the attackers' combat factors */
  guint       defence;         /* the defenders' */
  int         column;          /* the CRT's column 0..5 (1-3 .. 4-1); -1 when automatic */
  const char *automatic;       /* "a-elim", "d-elim", or NULL: a die is rolled */
} HdPawnsOdds;

/* The results, as the table's codes. */
#define HD_PAWNS_A_ELIM   "a-elim"
#define HD_PAWNS_A_BACK_2 "a-back-2"
#define HD_PAWNS_EXCHANGE "exchange"
#define HD_PAWNS_D_BACK_2 "d-back-2"
#define HD_PAWNS_D_ELIM   "d-elim"

gboolean    hd_pawns_combat_check  (const HdPawnsBattle *battle,
                                    gboolean             union_attacks,
                                    GError             **error);
void        hd_pawns_combat_odds   (const HdPawnsBattle *battle,
                                    HdPawnsOdds         *out);
/* "2-4 (1-2)": the factors, and the column when it differs. */
char       *hd_pawns_combat_format_odds (const HdPawnsOdds *odds);
const char *hd_pawns_combat_column_label (int column);
/* The pawns each side removes on @result ("back 2": none here; the
 * retreat says what could not get away). */
void        hd_pawns_combat_losses (const HdPawnsBattle *battle,
                                    const char          *result,
                                    guint               *attackers_lost,
                                    guint               *defenders_lost);
/* How many of the die's six faces give each result in @column of
 * @crt (the order of the table's results); FALSE while a face of the
 * column is still unknown. */
gboolean    hd_pawns_combat_chances (const HdSheetTable *crt,
                                     int                 column,
                                     guint              *faces);

G_END_DECLS
