/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-reference-pawns.c: the pawns game's entries of the rules reference
 * (hd-reference.h): Civil War, the game of blue and red pawns on a board
 * of squares, whose rulebook numbers nothing, so each entry is one of its
 * sections, in our own words with a small example.  Ids "pawns-combat",
 * cited "Pawns, Combat" (the section's title after the game's name), as
 * the game's refusals cite them (hd-pawns.c, hd-pawns-combat.c); where the
 * rulebook is silent the entry says what the program decided
 * (docs/rules-decisions.md, "The pawns game"). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-reference-private.h"

#define P HD_RULE_PAWNS

const HdRule hd_reference_pawns_rules[] = {
  { "pawns-important-rule-changes", P, N_("Important Rule Changes"),
    N_("A card with the game changes three printed rules, and the program plays them: each side begins with 6 "
       "pawns, and only the Confederacy may set up next to the border; no pawn gets extra movement along a river; "
       "and the Confederacy has a second way to win, by holding two Union replacement centres."),
    N_("The printed rules let the Union move along rivers like a railroad; with the card a river square is crossed "
       "like any plain square.") },
  { "pawns-playing-board-and-terrain", P, N_("Playing Board and Terrain"),
    N_("The board is of six-sided squares. Blue squares are sea, brown ones mountains; squares with a blue line are "
       "rivers, with a railroad rails, with a black outline ports. A jagged line is the border, and a star with its "
       "six neighbours is a replacement centre. The companion does not see your board: it keeps the books."),
    N_("The Union has four replacement centres north of the border, the Confederacy three south of it.") },
  { "pawns-movement", P, N_("Movement"),
    N_("Every pawn may move up to 2 squares a turn, in any direction; more along a railroad or, for the Union, at "
       "sea. A pawn need not move, nor move all the way, and what it does not use is lost."),
    N_("A pawn moves one square north and one east and stops; the next turn it has its 2 squares again.") },
  { "pawns-movement-over-terrain", P, N_("Movement Over Terrain"),
    N_("Plain squares cost one each, and rail, river, port and star squares may be crossed as plain ones. A pawn "
       "may reach a railroad with its 2 squares and then ride up to 8 squares along that one line; it cannot leave "
       "the rails until its next turn. A pawn stops on entering a mountain, and the turn after moves only one "
       "mountain square, unless it rides a railroad through the mountains."),
    N_("A pawn two squares from a railroad reaches it and rides 8 squares further in the same turn.") },
  { "pawns-ocean-bay-and-gulf", P, N_("Ocean, Bay and Gulf"),
    N_("Only the Union goes to sea: from a port it may sail up to 8 sea squares, and it lands by stopping next to "
       "a port and going ashore the turn after. A Union pawn at sea may attack a Confederate pawn in an adjacent "
       "port, where the port doubles the defender; it may not attack one on a coast that is not a port."),
    N_("A Union pawn sails to the square off New Orleans this turn and attacks the port next turn, against a "
       "doubled defender.") },
  { "pawns-turns", P, N_("Turns"),
    N_("A month is two turns: the Union moves and fights, then the Confederacy moves and fights. The game runs "
       "from April 1861 to March 1865, 48 months."),
    N_("After the Confederate battles of 04/1861, May 1861 begins with the Union's movement.") },
  { "pawns-routine-of-play", P, N_("Routine of Play"),
    N_("Each month: (1) the Union moves, (2) the Union fights every battle its moves made, one die each, (3) the "
       "Confederacy moves, (4) the Confederacy fights, (5) the month is marked off, and in a replacement month both "
       "sides place their new pawns. The companion walks these steps and says which applies now."),
    N_("In a month without an asterisk the companion passes the replacements by and goes on to the next month.") },
  { "pawns-prepare-for-play", P, N_("Prepare For Play"),
    N_("The Union places its 6 pawns first, anywhere north of the border but not next to it; then the Confederacy "
       "places its 6 anywhere south of the border, next to it if it likes. Play begins in April 1861."),
    N_("A Union pawn may not start on a square that touches the border line; a Confederate pawn may.") },
  { "pawns-combat", P, N_("Combat"),
    N_("Every pawn fights with a factor of 1 and controls the six squares around it. Moving next to an enemy pawn "
       "is an attack; the attacker fights every battle after moving, in the order it likes, comparing the factors "
       "as odds, attacker first, and rolling one die on the Combat Results Table. No pawn fights twice in a turn: "
       "the companion counts the pawns that have fought."),
    N_("Two Union pawns next to one Confederate pawn attack at 2-1.") },
  { "pawns-attack", P, N_("Attack"),
    N_("A pawn must stop on the first square an enemy controls, and fight from there. Several pawns may close in "
       "before any battle is fought. A pawn that has fought may not attack again that turn, even if an enemy is "
       "still next to it; in its own turn the enemy may attack or withdraw."),
    N_("Six Union pawns: five fight one battle; only the sixth may fight another this turn.") },
  { "pawns-defense", P, N_("Defense"),
    N_("A defending pawn's factor doubles on a mountain or a river, and on a port against attackers at sea; it "
       "never triples. An attacker against whom the defender's terrain does not count is given 2 instead, so the "
       "defender's doubling holds only against the others."),
    N_("Two pawns attack one on a river, one of them from where the river does not protect it: 2 + 1 against 2, "
       "3-2, read on the 1-1 column.") },
  { "pawns-multiple-pawn-battles", P, N_("Multiple Pawn Battles"),
    N_("Where several pawns face several, the attacker may split them into battles, as long as every defender whose "
       "square his pawns entered is fought, and each attacking pawn is next to the defenders of its battle. He may "
       "throw one pawn away at poor odds to get better odds elsewhere."),
    N_("Red must fight all three Blue pawns it touches, in the two battles the board allows.") },
  { "pawns-combat-results-table", P, N_("Combat Results Table"),
    N_("The odds are reduced by dividing the larger factor by the smaller and dropping the fraction, as the chart's "
       "columns group them (2-3 and 4-3 read 1-1, 2-5 reads 1-2, 5-2 reads 2-1). Past 4-1 the defender and past 1-3 "
       "the attacker is eliminated without a die. Results: attacker or defender eliminated; attacker or defender "
       "back 2 squares, as the winner chooses (a pawn that cannot retreat is eliminated); exchange, where the side "
       "with fewer factors removes all its pawns in the battle and the other removes pawns worth at least as many. "
       "Our copy gives rows 1 to 3 and part of the 2-1 column; type the rest from your chart under Tables."),
    N_("One pawn attacks one on a mountain and rolls an exchange: 1 against 2, so the attacker's pawn goes, and so "
       "does the defender's, which must remove at least 1.") },
  { "pawns-replacements", P, N_("Replacements"),
    N_("In a month marked on the Time Record Card, after the Confederacy's battles, the Union places up to 3 new "
       "pawns and then the Confederacy up to 2, one on the star of each of its centres no enemy pawn occupies (the "
       "star or any of its six squares). No army may exceed its maximum: 15 Union, 9 Confederate pawns. Replacements "
       "not placed are lost."),
    N_("The Confederacy occupies one Union centre: the Union may place 3 pawns on the other three stars.") },
  { "pawns-time-record-card", P, N_("Time Record Card"),
    N_("The card marks the months, and an asterisk marks those with replacements. Our copy does not have it: say "
       "each month whether it has an asterisk, or type the card once under Tables and the companion reads it."),
    N_("If 06/1861 has an asterisk on your card, the month's end says so and both sides get replacements.") },
  { "pawns-how-to-win", P, N_("How to Win"),
    N_("The Union wins by eliminating every Confederate pawn while its pawns occupy all three Confederate centres, "
       "by the end of March 1865. The Confederacy wins if it avoids that, or, by the card, if it occupies the same "
       "two Union centres at three month ends running: the month it takes them and the two that follow. The "
       "companion checks both at each month's end."),
    N_("Red pawns stand in two Union centres at the end of 03/1862 and are still there at the end of 04 and 05: "
       "the Confederacy has won.") },
};

const guint hd_reference_n_pawns_rules = G_N_ELEMENTS (hd_reference_pawns_rules);
