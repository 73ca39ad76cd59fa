/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-invariants.h: what every Campaign Game position keeps,
 * numbered, each with the module whose rules own it.  Debug builds (the
 * tests and the fuzz targets) assert them after every action
 * (hd_campaign_play_apply()).
 *
 * Kept here (hd-campaign-invariants.c):
 *   1. Formation and stand ids are unique, non-zero, in increasing order
 *      and below the next id; where ids are given by side, the Union's
 *      next id is even, the Confederacy's odd, and no record holds an id
 *      of either's parity at or above it.
 *   2. A formation's parent exists and is of its side: a division's is a
 *      corps of any kind; a corps' an army or none; an army has none; the
 *      Siege Train's none or a corps (Campaign 6.21, 6.23, 14.5).
 *   3. A stand belongs to an existing formation of its side, or stands
 *      alone in a box of the board.
 *   4. Every formation but an army stands in a box of the board.
 *   5. Every stand has 1-6 morale, at least one strength point and a
 *      valid arm, gun and status; only artillery and siege stands have
 *      guns, and siege guns only siege stands.
 *   6. Every box is held by the Union, the Confederacy or (Kentucky,
 *      Campaign 3.3) no one, and a box held by cavalry alone (3.4) is held
 *      by a side other than its home side.
 *   7. The Game Turn is 1-40; the player is the Union or the Confederacy;
 *      the Recruiting Phase comes only at the end of March, June,
 *      September and November-December (Campaign 5, 12).
 *   8. No formation has used more than two marches (Campaign 7); the
 *      marches allotted add up to no more than the side's (2.1, 7).
 *   9. The order of battle's index, once made, lists each formation's
 *      stands and children and each side's Siege Trains as the records
 *      have them (hd-campaign-index.c).
 * Kept by the order of battle (hd-campaign-oob.c; section 6's sizes and
 * artillery limits are not among them: they are refused by the editor
 * and shown as problems, docs/rules-decisions.md "Campaign 6"):
 *  20. A stand in a formation has no box of its own.
 *  21. A stand that belongs to no formation is siege artillery, an
 *      ironclad or home guard militia (Campaign 11).
 *  22. Siege artillery belongs to the Siege Train, to an infantry corps
 *      that took it from a fortified city (14.5) or to no formation, and
 *      the Siege Train holds siege artillery only (6.32, R15).
 *  23. A cavalry corps holds only cavalry and artillery with field guns
 *      (6.13, 6.22, 6.31).
 *  24. Every formation has a name.
 *  25. A stand has no quality (HdStandFlags) the program does not know.
 * Kept by the turn and the books (hd-campaign-books.c, -recruit.c, -turn.c):
 *  30. A winner is set exactly when the rule that made it is (4.1, 4.2).
 *  31. Washington's permanent loss is at least 1 and at most 6 a fall
 *      whose die is typed; a die is owed only after a fall (4.3).
 *  32. Every battle won is a side's, of a Game Turn played so far, in a
 *      box of the board (Kentucky's gift in none); Kentucky's gift is
 *      given once, to the side that did not enter first, exactly when
 *      someone entered first (12.1, 15.1).
 *  33. The recruiting die (0-6), the corps raised and the recurring
 *      upgrades given (at most two, 15.62) are kept only in the
 *      Recruiting Phase; no more are raised than six or the die's count
 *      (12.1).
 *  34. Cities are named or used only by a side they recruit for, only in
 *      a Game Turn that ends with a Recruiting Phase, at most six a side
 *      (12.1).
 *  35. A Base Recruiting Number is 0 (not given) to 6; the reduced Union
 *      city of the profile has a Union shield (12.1, R1).
 *  36. In the Recruiting Phase no march die, marches or battles remain
 *      from the Player Turns (5).
 *  37. The corps whose battalion was upgraded are kept only in the
 *      Recruiting Phase, each a corps of the player's, once (12.3).
 * Kept by the marches (hd-campaign-march.c, Campaign 7):
 *  40. No formation has spent more marches than the president allotted
 *      it (2.1, 7).
 *  41. A formation that moved by sea this turn has made exactly one
 *      march (7.4, 7.5, R22).
 *  42. Entrenchments stand only where troops stand, or in a permanent
 *      fortification (7.6, 14).
 *  43. The march die is 0 (not rolled) or 1-6, and the side's marches
 *      are the die, a 1 counting 2 (7), none before the roll.
 *  44. The boxes entered this turn carry only the two sides' bits.
 * The guaranteed invasion (hd-campaign-invasion.c, Campaign 7.5):
 *  45. A declared invasion is for this Game Turn or the next, its year
 *      marked spent and the year of its Game Turn or the one before (a
 *      winter 1 puts November-December's off to January-February), with
 *      its two ports and at least one formation of the war assigned;
 *      none declared, none assigned and no year.
 * Battles (hd-campaign-battle.c):
 *  50. Battle ids are in increasing order below the next battle id; each
 *      battle has a box of the board, an attacker (a side), a state, and
 *      any withdrawal box on the board.
 *  51. A battle still open (contact or table) has no winner.
 *  52. Only a battle fought or a rearguard gives promotion picks, at most
 *      three a side (Campaign 10.32, 9).
 *  53. A contact has no day entered and is not closed; only a battle on
 *      the table keeps a day's losses awaiting recovery (9.51, 10.1).
 *  54. A day's losses awaiting recovery name stands of the war (ids below
 *      the next id), each once, each of at least one SP (9.51).
 *  55. A battle's division records (9.52-9.54) name divisions that took
 *      part in it, each once, with a valid state.
 *  56. At most two divisions a side are trained a Game Turn, each once
 *      (10.31).
 *  57. No stand was promoted in a Game Turn still to come (10.3).
 * Intelligence (hd-campaign-intel.c, Campaign 8):
 *  60. The blockade list holds ports only, the turn's Complete port among
 *      them; each side's ledger files each report under its own side and
 *      box, at a level, made no later than now, and no report tells more
 *      than its level allows (8.11-8.13): no force, divisions or
 *      artillery below Complete or where no enemy is; no corps HQs,
 *      brigades, fieldworks or arrivals below Detailed.
 * The seats (hd-campaign-seats.c):
 *  61. A seat's PIN is a salt of 32 and an HMAC of 64 hexadecimal digits,
 *      or none; the dispatch key is 64 hexadecimal digits, or none; a
 *      game without an umpire has a salt of 32, and only it records the
 *      master view's openings, in Game Turns so far, in order.
 * A module adding invariants documents them here, in its range (oob
 * 20-29, turn and books 30-39, marches 40-49, battles 50-59,
 * intelligence 60-69), and
 * registers its checker in hd-campaign-invariants.c's table.
 */
#pragma once

#include "hd-campaign.h"

G_BEGIN_DECLS

/* The first invariant @self breaks, as "invariant N: what", or NULL. */
char *hd_campaign_invariants_check  (const HdCampaign *self);
/* Aborts, naming the invariant, when @self breaks one. */
void  hd_campaign_invariants_assert (const HdCampaign *self);

G_END_DECLS
