/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-invariants.h: what every Campaign Game position keeps,
 * numbered, each with the module whose rules own it.  Debug builds (the
 * tests and the fuzz targets) assert them after every action
 * (hd_campaign_play_apply()).
 *
 * Kept here (hd-campaign-invariants.c):
 *   1. Formation and stand ids are unique, non-zero, in increasing order
 *      and below the next id.
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
 *  40-44 (hd-campaign-march.c, Campaign 7):
 *  40. No formation has spent more marches than the president allotted
 *      it (2.1, 7).
 *  41. A formation that moved by sea this turn has made exactly one
 *      march (7.4, 7.5, R22).
 *  42. Entrenchments stand only where troops stand, or in a permanent
 *      fortification (7.6, 14).
 *  43. The march die is 0 (not rolled) or 1-6, and the side's marches
 *      are the die, a 1 counting 2 (7), none before the roll.
 *  44. The boxes entered this turn carry only the two sides' bits.
 * Each module adds its own below (numbers by module: oob 20-29, books and
 * turn 30-39, marches 40-49, battles 50-59) and registers its checker in
 * hd-campaign-invariants.c's table.
 */
#pragma once

#include "hd-campaign.h"

G_BEGIN_DECLS

/* The first invariant @self breaks, as "invariant N: what", or NULL. */
char *hd_campaign_check_invariants  (const HdCampaign *self);
/* Aborts, naming the invariant, when @self breaks one. */
void  hd_campaign_assert_invariants (const HdCampaign *self);
/* "invariant N: what", newly allocated. */
char *hd_campaign_invariant_broken  (int               number,
                                     const char       *format,
                                     ...) G_GNUC_PRINTF (2, 3);

G_END_DECLS
