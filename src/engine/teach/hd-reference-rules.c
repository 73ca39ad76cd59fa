/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-reference-rules.c: the entries of the rules reference (hd-reference.h),
 * written for this program in our own words: what each rule asks of the
 * players and a small example.  The rulebook's numbering is kept; the
 * Advanced Game's numbers are its own (ids "advanced-N.N").  Strings are
 * marked for translation and translated when shown. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-reference-private.h"

const HdRule hd_reference_rules[] = {
  /* ------------------------------------------------------------ basic */
  { "1.0", HD_RULE_BASIC, N_("Introduction"),
    N_("A House Divided is the American Civil War from Bull Run to Appomattox for two players: one leads the Union, "
       "the other the Confederacy, and each makes the war's strategic choices: where armies march, where they fight, "
       "which units gain experience and where new regiments are raised."),
    N_("A full game runs from July 1861 to June 1865, but most games end earlier when one side meets its victory "
       "condition (10.0).") },
  { "1.1", HD_RULE_BASIC, N_("The Sides"),
    N_("One player is the Union (the North, blue pieces), the other the Confederacy (the South, gray pieces). The "
       "rules use North and Union, South and Confederacy, as the same thing."),
    N_("If one of you is new to the game, give them the Union: it forgives mistakes more easily (10.1).") },
  { "1.2", HD_RULE_BASIC, N_("The Rules"),
    N_("The rules are the basic game, optional rules that may be added one by one and in any mix, five scenarios, "
       "and the Advanced Game, whose rules are numbered on their own. Newcomers should leave the optional rules out "
       "for their first games. Some optional rules favour the Union, some the Confederacy, some neither."),
    N_("4.9 (faster Union railroads) helps the Union; 7.3 (the draft riots) helps the Confederacy; 5.2 (like "
       "targets) changes little. The New Game dialog says which way each one leans.") },
  { "1.3", HD_RULE_BASIC, N_("The Mapboard"),
    N_("The board is a network of boxes (cities and places) joined by transportation lines: rivers in blue, roads in "
       "tan, railroads in brown. A box's color says who owns it at the start: blue Union, gray Confederate, tan "
       "neutral Kentucky. Anchors mark ports, shields with numbers mark recruitment cities (blue for the Union, red "
       "for the Confederacy), and a blue edge on a box is a river side that attackers must cross."),
    N_("Richmond is a gray box with a red shield of 3 and a permanent entrenchment; Washington is blue with a blue "
       "shield and a permanent entrenchment too.") },
  { "1.4", HD_RULE_BASIC, N_("The Playing Pieces"),
    N_("Units are infantry or cavalry, each of three qualities: militia, veteran and crack. The number on a unit is "
       "its combat value: in battle it hits on a die roll of that number or less. Every unit has a full side and a "
       "reduced side (red number): a hit flips a full unit, and a reduced unit that is hit is eliminated."),
    N_("A veteran infantry unit (combat value 3) hits on 1, 2 or 3. After one hit it shows its red side; a second "
       "hit removes it.") },
  { "2.0", HD_RULE_BASIC, N_("Setting up the 1861 Campaign Game"),
    N_("The campaign starts in July 1861 with only militia infantry on the board: twelve Union units (two in "
       "Washington, one in each of ten Northern cities) and eight Confederate ones. Each side's militia cavalry "
       "waits in the recruitment pool; veterans and crack units come only by promotion; twelve Union militia wait "
       "for the drafts (7.2). The army maximum track starts at 34 for the Union and 29 for the Confederacy."),
    N_("Use the main menu's Show a Set-up to see every starting counter on the board before you lay out your own.") },
  { "3.0", HD_RULE_BASIC, N_("Sequence of Play"),
    N_("Each Game Turn has two Player Turns, the Union's first. A Player Turn has four segments in this order: "
       "Movement, Combat, Promotions, Recruitment. A segment is finished before the next begins: no unit moves once "
       "a battle has started."),
    N_("In July 1861 the Union moves, fights, promotes and recruits; then the Confederacy does the same; then the "
       "turn marker moves to August 1861.") },
  { "4.0", HD_RULE_BASIC, N_("Movement"),
    N_("Roll a die for the number of marches (a 1 counts as 2). A march activates one box: any of your units there "
       "may move, each to its own destination, or stay and entrench (4.3). Infantry moves one box by road or by an "
       "unfriendly railroad, two by river or by a friendly railroad (one joining two boxes you control), and never "
       "mixes kinds of line in one march. Cavalry moves two boxes by road and railroad mixed, or by river, but never "
       "river with anything else. No unit takes part in more than two marches a turn. A unit entering a box with "
       "enemy units stops there, and a battle follows. Any number of units may share a box."),
    N_("With three marches: Shreveport is activated, its cavalry rides two boxes to Vicksburg and its militia walks "
       "one box to Monroe; then Monroe is activated and the militia takes the railroad to Vicksburg; then Vicksburg "
       "is activated and the others move on, but the militia has used its two marches.") },
  { "4.1", HD_RULE_BASIC, N_("First Game Turn Restriction"),
    N_("On the first Game Turn nobody rolls for marches: each side simply has two."),
    N_("In July 1861 (and in the first turn of every scenario, 11.2) the companion gives each side two marches "
       "without asking for a die.") },
  { "4.11", HD_RULE_OPTIONAL, N_("Additional First Turn Restrictions"),
    N_("With this rule, on the first Game Turn only: units move just one box a march along rivers, no unit may "
       "enter Kentucky, and the Union may not move by sea. It favours the Confederacy."),
    N_("In July 1861 a unit going by river moves one box a march instead of two, and nobody may enter Louisville or "
       "any other tan box.") },
  { "4.12", HD_RULE_OPTIONAL, N_("Kentucky Neutrality"),
    N_("With this rule, Union units may not enter Kentucky (the tan boxes) before the Union Player Turn of "
       "January/February 1862, unless a Confederate unit enters or passes through Kentucky in 1861: then the Union "
       "is free at once. It favours the Confederacy."),
    N_("In October 1861 the Confederacy marches into Bowling Green; from that moment the Union may send its units "
       "into Louisville.") },
  { "4.2", HD_RULE_BASIC, N_("The Potomac River Restriction"),
    N_("The river between Washington and Fredericksburg (the Potomac) belongs to the Union navy: Confederate units "
       "may never move along it. The Union may."),
    N_("A Confederate army in Fredericksburg may not take the river line to Washington; a Union army in Washington "
       "may take it to Fredericksburg.") },
  { "4.3", HD_RULE_BASIC, N_("Entrenchment"),
    N_("Instead of moving, units may spend a march digging in where they stand: one march in a recruitment city "
       "(any box with a shield), two marches anywhere else. One march may move some units out of a box and entrench "
       "the rest. No entrenching in a box with enemy units. A unit that moves loses its entrenchment, and units "
       "arriving in a box do not share the entrenchment already there. Units beginning a Player Turn in Washington, "
       "Richmond, Fort Monroe or Vicksburg are always entrenched."),
    N_("Cincinnati is activated: three of its five units march away and the other two entrench with the same march. "
       "At Manassas Junction (no shield) entrenching takes two marches, so a unit cannot arrive and entrench there "
       "in one turn.") },
  { "4.4", HD_RULE_BASIC, N_("Cavalry Jump Moves"),
    N_("Cavalry making a two-box march may pass through a box holding enemy units: a jump move. Once per unit per "
       "Movement Segment; it may not end among enemy units; it may not pass a box with enemy cavalry (cavalry "
       "screens); and it is never made by river."),
    N_("Union cavalry at Forts Henry and Donelson may jump through Nashville (held by infantry only) to Decatur by "
       "railroad, but not through Humboldt, where Confederate cavalry stands.") },
  { "4.5", HD_RULE_BASIC, N_("Union River Jump Moves"),
    N_("Any Union unit may jump through a box with enemy units when it moves down a river (the pale arrows show "
       "the downstream direction), even past enemy cavalry. The Confederacy never makes river jumps, and the Union "
       "never makes them upriver. Otherwise the limits of 4.4 apply."),
    N_("Union infantry may sail down the Mississippi through a Confederate-held box to the empty box beyond it, but "
       "may not do the same going upstream.") },
  { "4.6", HD_RULE_BASIC, N_("Union Sea Movement"),
    N_("A Union unit that began the Movement Segment in a port (an anchor) may sail to any other port the Union "
       "controls. Each unit at sea costs a march of its own, and a unit that sails makes no other move that segment, "
       "though it may spend a second march to entrench in a recruitment city."),
    N_("Three units sailing together from New York City to Fort Monroe cost three marches, not one.") },
  { "4.7", HD_RULE_BASIC, N_("Union Naval Invasions"),
    N_("When the Union rolls a 6 for marches it may land units that began the segment in Washington in any "
       "Confederate-controlled port, one march per unit, in one port or several. An empty port is simply taken; "
       "Confederate units there mean a battle, fought as if the landing units crossed a river (5.34). Landed units "
       "move no further. The chance is lost if not used that turn."),
    N_("The Union rolls a 6 and sends two veterans from Washington to Charleston, held by one militia: two marches, "
       "and a battle in the Combat Segment.") },
  { "4.71", HD_RULE_OPTIONAL, N_("Fort Monroe"),
    N_("With this rule, while the Confederacy controls Fort Monroe the Union may not invade Yorktown or Norfolk "
       "from the sea. Fort Monroe itself may still be invaded. It favours the Confederacy."),
    N_("The Confederates have taken Fort Monroe: a Union 6 may land troops at Fort Monroe or Wilmington, but not at "
       "Norfolk.") },
  { "4.8", HD_RULE_OPTIONAL, N_("Crack Infantry"),
    N_("With this rule crack infantry marches like cavalry: two boxes by road and railroad, mixed as it likes. It "
       "still cannot make or block cavalry jump moves."),
    N_("A crack infantry unit may go one box by road and a second by an unfriendly railroad in one march, which "
       "other infantry cannot.") },
  { "4.9", HD_RULE_OPTIONAL, N_("Union Rail Movement Bonus"),
    N_("With this rule a Union unit moving only along friendly railroads may go three boxes in a march. It favours "
       "the Union."),
    N_("A Union militia unit goes three boxes in one march when every railroad it uses joins two Union-controlled "
       "boxes.") },
  { "5.0", HD_RULE_BASIC, N_("Combat"),
    N_("After movement, every box holding units of both sides is a battle; the side that moved in attacks. The "
       "attacker chooses the order and fights each battle to its end before the next. The armies fire in battle "
       "rounds, the defender first each round, until one side is destroyed or retreats."),
    N_("The Union moved into Manassas Junction and Fredericksburg: it chooses Fredericksburg first, fights it out, "
       "then fights Manassas Junction.") },
  { "5.1", HD_RULE_BASIC, N_("Resolving Battle Rounds"),
    N_("In its part of a round each side announces every unit's target before rolling, and cannot change it. Each "
       "enemy unit must be a target of at least one unit if possible; extra units may double up. A shot hits on a "
       "die of the firer's combat value or less. A hit flips a full unit; a reduced unit hit is eliminated (militia "
       "to the recruitment pool, veterans and crack units to the stock)."),
    N_("Three militia aim at one veteran; if the first two shots eliminate it, the third shot is wasted on it "
       "anyway.") },
  { "5.2", HD_RULE_OPTIONAL, N_("Like Battlefield Targets"),
    N_("With this rule infantry may not fire at cavalry until every enemy infantry unit is someone's target that "
       "round, and may always choose to ignore cavalry. Cavalry must fire at enemy cavalry first, and may double up "
       "only once every enemy cavalry unit is a target."),
    N_("Two Union infantry against one Confederate infantry and one cavalry: the first shot must go to the infantry; "
       "the second may go to the cavalry or again to the infantry.") },
  { "5.3", HD_RULE_BASIC, N_("Battle Die Roll Modifiers"),
    N_("Some conditions change the number a shot needs: entrenchment (5.31) and crack infantry (5.32) make targets "
       "harder to hit; attacking across a river (5.34) makes the attackers easier to hit. A shot that cannot hit may "
       "still be aimed (5.33)."),
    N_("A veteran (3) firing at an entrenched crack infantry unit needs a 1.") },
  { "5.31", HD_RULE_BASIC, N_("Entrenchment (-1)"),
    N_("A shot at an entrenched unit hits on one less than the firer's combat value."),
    N_("A veteran infantry unit hits an entrenched enemy on 1 or 2 instead of 1 to 3.") },
  { "5.32", HD_RULE_BASIC, N_("Crack Infantry Units (-1)"),
    N_("Crack infantry is hard to hit: any shot at it, even from other crack infantry, is one less. Entrenched crack "
       "infantry is two less, so militia and veteran cavalry cannot hit it at all."),
    N_("Crack infantry (3) firing at enemy crack infantry hits on 1 or 2.") },
  { "5.33", HD_RULE_BASIC, N_("Impossible Shots"),
    N_("A unit may aim at a target it cannot hit. That still counts for the rule that every enemy unit must be "
       "fired at (5.1), which frees the better shots for easier targets."),
    N_("A militia cavalry aims at an entrenched crack infantry it cannot hurt, so three veterans can all fire at the "
       "entrenched veteran beside it.") },
  { "5.34", HD_RULE_BASIC, N_("Attacking Across Rivers (+1)"),
    N_("Attackers who entered through a box's blue river side, and Union naval invaders, are crossing a river: in "
       "the first two rounds only, the defender's shots at them hit on one more. The defender's round-2 "
       "reinforcements share the bonus; the attacker's reinforcements never cross."),
    N_("A defending veteran fires at river-crossers on 1 to 4 in rounds 1 and 2; at a crack infantry crossing the "
       "river the +1 and the -1 cancel.") },
  { "5.4", HD_RULE_BASIC, N_("Retreating from Battle"),
    N_("From round 2 on, instead of firing, a side may retreat its whole army to one adjacent connected box that "
       "holds no enemy units and is not an enemy recruitment city, a friendly box if there is one. The defender may "
       "not retreat into a box the attackers came from. Retreating loses the battle; with nowhere to go, the army "
       "fights on."),
    N_("Defenders attacked from Manassas Junction may not retreat there; any other adjacent box with no enemy units "
       "that is not an enemy recruitment city will do.") },
  { "5.41", HD_RULE_OPTIONAL, N_("Union Naval Evacuations"),
    N_("With this rule Union units fighting in a Southern port, after a naval invasion or when a Union garrison there "
       "is attacked, may retreat by sea to Washington if the Union controls it. It favours the Union."),
    N_("Union invaders losing at Mobile sail back to Washington instead of fighting to the last.") },
  { "5.5", HD_RULE_BASIC, N_("Reinforcing a Battle"),
    N_("From round 2 on, before firing, each side may bring one unit from each adjacent connected box into the "
       "battle, after deciding whether to retreat. No march is spent. A unit that has already fought this Player "
       "Turn may not join another battle. The attacker may not reinforce from a box with enemy units; the defender "
       "may, if it leaves as many units there as the enemy has. Reinforcements in a permanent entrenchment are not "
       "entrenched in the battle."),
    N_("In round 2 at Cairo the Union brings one unit from Vandalia and one from St. Louis; in round 3 another from "
       "St. Louis.") },
  { "5.6", HD_RULE_BASIC, N_("Cavalry Withdrawal before Combat"),
    N_("If the defenders are cavalry only, they may slip away before the first round to an adjacent box that holds "
       "no enemy units, is not an enemy recruitment city and is not where the attackers came from. It is no defeat. "
       "If every attacker is cavalry too, they are pinned and must fight."),
    N_("Confederate infantry attacks a lone Union cavalry unit at Cairo: the cavalry may withdraw; had only cavalry "
       "attacked, it could not.") },
  { "5.7", HD_RULE_BASIC, N_("Recovery from Battle Damage"),
    N_("When a side's Combat Segment ends, all reduced units on the board turn back to their full side."),
    N_("A veteran flipped in a battle is back on its full side when the Promotion Segment begins.") },
  { "5.71", HD_RULE_OPTIONAL, N_("Refitting the Army"),
    N_("With this rule reduced units stay reduced until refitted: a recruitment point, or a march (one of the "
       "unit's two), restores one unit. Units in the stock and the pool, and new recruits, are always full."),
    N_("With two recruitment points a player may recruit two militia, refit two units, or one of each.") },
  { "6.0", HD_RULE_BASIC, N_("Promotions"),
    N_("Whoever wins a battle, attacking or defending, may at once promote one surviving unit that fought there. In "
       "the Promotion Segment the player whose turn it is may promote one more unit, but not one promoted this turn. "
       "Militia becomes veteran, veteran becomes crack, of the same type; the old counter goes to the pool (militia) "
       "or the stock. Entrenchment and reduction stay as they were."),
    N_("To get more cavalry, promote your militia cavalry to veteran and recruit the militia cavalry again.") },
  { "6.1", HD_RULE_OPTIONAL, N_("Combat Experience"),
    N_("With this rule a veteran becomes crack only by surviving a battle it won; the Promotion Segment's free "
       "promotion cannot make crack units."),
    N_("After winning at Corinth the Union may promote its veteran there to crack; in the Promotion Segment it may "
       "only promote a militia.") },
  { "6.2", HD_RULE_OPTIONAL, N_("Confederate Replacement Training"),
    N_("With this rule the Confederacy rolls a die in its Promotion Segment, minus one for each Confederate veteran "
       "or crack unit lost in battle this Game Turn; on 1 or less it promotes two units instead of one. It favours "
       "the Confederacy."),
    N_("Two Confederate veterans fell this turn and the die shows 3: 3 - 2 = 1, so two promotions.") },
  { "7.0", HD_RULE_BASIC, N_("Recruitment"),
    N_("Roll a die (a 1 counts as 2) for recruitment points; each point brings one militia unit from your pool onto "
       "the board in a recruitment city you control that has a shield of your color, one unit per city per "
       "segment. Some cities recruit for whichever side holds them."),
    N_("The Confederacy rolls 4: four militia from its pool go to four different red-shield cities it controls.") },
  { "7.1", HD_RULE_BASIC, N_("Maximum Army Size"),
    N_("A side's army maximum is the sum of the shields of its color in the recruitment cities it controls; it may "
       "not recruit past it, but need not remove units if a lost city drops it below the units in play. Taking a "
       "neutral Kentucky city raises your maximum without lowering the enemy's."),
    N_("The campaign begins at 34 for the Union and 29 for the Confederacy. Taking an enemy recruitment city lowers "
       "the enemy's maximum by its shield, and raises yours if the city also has a shield of your color.") },
  { "7.2", HD_RULE_BASIC, N_("Union Army Drafts"),
    N_("Twelve Union militia infantry start outside the game. At the start of April 1862, 1863 and 1864 four of them "
       "join the Union recruitment pool, ready to be recruited."),
    N_("After the 1863 draft the Union has twenty militia infantry in play or in its pool.") },
  { "7.3", HD_RULE_OPTIONAL, N_("The Draft Riots of 1863"),
    N_("With this rule the 1863 draft arrives one unit at a time: in April, May, June and July 1863. It favours the "
       "Confederacy."),
    N_("In May 1863 only two of the four 1863 draftees have reached the Union pool.") },
  { "7.4", HD_RULE_OPTIONAL, N_("Increasing Union Forces"),
    N_("With this rule each draft also lets the Union keep four more units in play than its army maximum (up to "
       "twelve more after the third). The army maximum itself, which victory compares, does not change. It favours "
       "the Union."),
    N_("In May 1864 with a maximum of 35 the Union may have 47 units in play.") },
  { "7.5", HD_RULE_OPTIONAL, N_("Historical Recruitment Limitations"),
    N_("With this rule the Union always gets at least 3 recruitment points and the Confederacy at most 4, and both "
       "may recruit two units in a city whose shield is 3 or more. It favours the Union."),
    N_("The Confederacy rolls a 6 and recruits 4; two of them may go to Richmond.") },
  { "8.0", HD_RULE_BASIC, N_("Capturing and Controlling Boxes"),
    N_("Blue boxes are the Union's and gray boxes the Confederacy's unless the enemy controls them; tan boxes belong "
       "to nobody until taken. A side takes a box by having a unit there at the end of its Combat Segment: passing "
       "through changes nothing. A captured box stays yours after you leave (put a Control marker there), except "
       "that cavalry alone holds a box only while it stays: when it leaves, the box goes back to its color."),
    N_("Confederate infantry leaves Cairo: a Confederate Control marker keeps it theirs. Confederate cavalry leaves "
       "St. Louis: it turns Union again at once.") },
  { "9.0", HD_RULE_BASIC, N_("Game Length"),
    N_("The campaign lasts at most 40 Game Turns, July 1861 to June 1865; the turn marker advances after each "
       "Confederate Player Turn. Most games end sooner with a victory."),
    N_("Winter turns cover two months, so the track has fewer turns than months.") },
  { "9.1", HD_RULE_OPTIONAL, N_("Extended Game"),
    N_("With this rule the campaign may go on to November/December 1865, Game Turn 45. It favours the Union."),
    N_("The Union is one city short in June 1865: five more turns give it a last chance.") },
  { "10.0", HD_RULE_BASIC, N_("Victory Conditions"),
    N_("The Union wins at once when it controls all seven Confederate cities with a shield of 2 or 3: New Orleans, "
       "Mobile, Atlanta, Memphis, Charleston, Wilmington and Richmond. The Confederacy wins at once by taking "
       "Washington or by having a greater army maximum than the Union, and wins at the end if the Union has not won "
       "by the last Game Turn."),
    N_("Army maximums of 31 for the Confederacy and 30 for the Union end the game in a Confederate victory.") },
  { "10.1", HD_RULE_OPTIONAL, N_("Helping a Novice Union Player"),
    N_("With this rule the Confederacy's sudden wins (Washington, the greater army maximum) count only if they still "
       "hold at the end of the next Union Player Turn, giving the Union a turn to undo them. It favours the Union."),
    N_("The Confederacy takes Washington; if the Union retakes it in its next Player Turn, the game goes on.") },
  { "11.0", HD_RULE_SCENARIO, N_("Scenarios"),
    N_("Besides the campaign there are shorter games: the 1861 Short Game, and scenarios starting in 1862, 1863 and "
       "1864, each with its own set-up."),
    N_("An evening's game: the 1864 scenario to the March 1865 ending date (11.3).") },
  { "11.1", HD_RULE_SCENARIO, N_("The 1861 Short Game Scenario"),
    N_("The campaign set-up played for ten Game Turns, July 1861 to June 1862, with every rule and victory "
       "condition. If nobody has won by then, the Union wins if its army maximum is at least five more than the "
       "Confederacy's; otherwise the Confederacy wins."),
    N_("June 1862 ends with 36 to 30: the Union wins; 35 to 31 would give the Confederacy the game.") },
  { "11.2", HD_RULE_SCENARIO, N_("The 1862 – 64 Scenario Special Rules"),
    N_("These scenarios begin in April of their year with the Union's Player Turn and its draft for that year. Both "
       "sides get two marches on the first turn. Any optional rules may be used, and the game may run to June 1865 "
       "or stop at a March ending date (11.3)."),
    N_("The 1863 scenario opens in April 1863 with four drafted militia in the Union pool.") },
  { "11.3", HD_RULE_SCENARIO, N_("The 03 (March) Ending Date Victory Conditions"),
    N_("Players may agree to stop at the end of a March turn of 1862, 1863 or 1864 and read the winner from the "
       "difference of the army maximums (Union minus Confederate) on a table of levels, from Union Decisive down to "
       "Confederate Decisive, with a historical draw in the middle. Playing on to 1865, either side may also win "
       "at the end of any March by reaching a decisive level (sudden death)."),
    N_("March 1863 with a difference of 12 is the historical draw; 15 or more is a decisive Union victory.") },
  { "11.4", HD_RULE_SCENARIO, N_("The 1862 – 64 Scenario Setup Abbreviations"),
    N_("The set-ups name units by two letters: M, V or C for militia, veteran or crack, then i or c for infantry or "
       "cavalry. A box marked with an asterisk starts with all its units entrenched."),
    N_("\"2 Vi, Cc\" in a box means two veteran infantry and one crack cavalry. The companion's transcripts and its "
       "odds command use the same letters.") },
  { "11.5", HD_RULE_SCENARIO, N_("The 1862 Scenario Setup"),
    N_("Where every unit, control marker and entrenchment stands in April 1862, and what each side holds in its "
       "pool and stock."),
    N_("Choose the main menu's Show a Set-up, then The 1862 Scenario, to see it on the board.") },
  { "11.6", HD_RULE_SCENARIO, N_("The 1863 Scenario Setup"),
    N_("The position of April 1863. The set-up also reminds players that the counters in the box are a hard limit: "
       "no side may have more units of a kind than the game has counters."),
    N_("If every Union veteran cavalry counter is on the board, no further promotion to veteran cavalry is "
       "possible.") },
  { "11.7", HD_RULE_SCENARIO, N_("The 1864 Scenario Setup"),
    N_("The position of April 1864, late in the war: large armies, much of the South in Union hands."),
    N_("Choose the main menu's Show a Set-up, then The 1864 Scenario, to lay out the real board from the "
       "picture.") },
  { "inventory", HD_RULE_BASIC, N_("Game Piece Inventory"),
    N_("The list of every counter in the game for each side. The counters are a limit: a promotion, recruitment or "
       "correction that needs a counter none of which is free cannot be made."),
    N_("Each side has one militia cavalry counter: once it is on the board the pool has none to recruit.") },

  /* --------------------------------------------------------- advanced */
  { "advanced-1.0", HD_RULE_ADVANCED, N_("Introduction (Advanced Rules)"),
    N_("The Advanced Game adds supply, command, containment, coastal defenses, a different fall of Washington and "
       "battles fought by days. Each of its rules stands alone: use any of them, with or without the others and the "
       "optional rules. It adds leaders, foreign units and border militia to the pieces."),
    N_("Two experienced players might add only Advanced 2.0 (supply) to their usual game.") },
  { "advanced-2.0", HD_RULE_ADVANCED, N_("Supply"),
    N_("At the very start of each Player Turn the player checks which of its boxes are in supply. A single piece "
       "alone in a box is always supplied; two or more must trace a supply line (Advanced 2.1)."),
    N_("A lone cavalry raider deep in enemy country is never out of supply; three units in the same box must find "
       "a line.") },
  { "advanced-2.1", HD_RULE_ADVANCED, N_("Tracing a Supply Line"),
    N_("Pieces in a recruitment city need a line to another friendly recruitment city; pieces elsewhere need a line "
       "to a friendly recruitment city that is itself in supply. A line may be any length through friendly boxes "
       "along friendly railroads and rivers. Union pieces in a port, or with a line to one, are always supplied."),
    N_("Union units in a port are always supplied. A Confederate army outside any recruitment city traces along "
       "friendly railroads to Atlanta, which must itself trace to another Confederate recruitment city.") },
  { "advanced-2.2", HD_RULE_ADVANCED, N_("Effects of Being Out of Supply"),
    N_("Each box out of supply at the start of its owner's Player Turn loses one piece, chosen by its owner."),
    N_("Four Confederate units cut off in Nashville: the Confederate player removes one of them, usually the "
       "weakest.") },
  { "advanced-3.0", HD_RULE_ADVANCED, N_("Movement and Command"),
    N_("The march die is read on the Command Table: the die and the year give each side its number of marches, the "
       "South stronger early in the war and the North later."),
    N_("In 1862 a die of 3 gives the Union 3 marches and the Confederacy 4.") },
  { "advanced-4.0", HD_RULE_ADVANCED, N_("Containment"),
    N_("Confederate units may move into a port the Union took by naval invasion (or into Fort Monroe or Pensacola) "
       "and contain it instead of fighting; they may entrench there despite the enemy. A side attacking in such a "
       "box leaves its trenches and fights without the entrenchment modifier. Contained Union units must first beat "
       "the containing force, in a battle at the start of the Union Movement Segment that costs a march, before "
       "they may move out."),
    N_("Union invaders hold Wilmington; two Confederate units move in and contain them. To break out, the Union "
       "spends a march and must win the battle first.") },
  { "advanced-5.0", HD_RULE_ADVANCED, N_("Coastal Defenses"),
    N_("Every Confederate port that is also a Confederate recruitment city has a garrison against naval invasions "
       "only: it fires with the city's recruitment value, needs two hits to destroy, is always entrenched and never "
       "moves or retreats. Beating the garrison alone earns no promotion. In this companion a garrison hit once is "
       "whole again when the Combat Segment ends, and one destroyed is raised again at the start of the first "
       "Confederate Player Turn that finds the city in Confederate hands."),
    N_("A Union landing at Charleston must fight, besides any Confederate units there, an entrenched garrison that "
       "fires with Charleston's recruitment value.") },
  { "advanced-6.0", HD_RULE_ADVANCED, N_("The Capture of Washington"),
    N_("Taking Washington does not win the game. A die is rolled and taken off the Union army maximum for good (two "
       "on a roll of 1). If the Union takes it back, only Washington's shield of 1 returns."),
    N_("The Confederacy takes Washington and rolls 4: the Union maximum drops from 36 to 32; retaking the city brings "
       "it to 33.") },
  { "advanced-7.0", HD_RULE_ADVANCED, N_("Battles and the Command Table"),
    N_("Battles last days of four rounds. At the start of each day each side rolls on the Command Table for its "
       "battlefield leadership: how many of its units may fire each round that day (never more than eight). From the "
       "second day the new roll is added to half the previous day's value, rounded up."),
    N_("In 1862 the Union rolls 4: leadership 3, so three units fire in each of rounds 1 to 4. On day two it rolls a "
       "1 (value 2) and adds 2, half of 3 rounded up: four units fire.") },
  { "advanced-8.0", HD_RULE_ADVANCED_OPTIONAL, N_("Advanced Game Optional Rules"),
    N_("Optional rules for the Advanced Game: battlefield morale, desertion, leaders, more support from the border "
       "states and foreign intervention. Each may be used on its own."),
    N_("Players who like rich battles might add morale and leaders and leave foreign intervention out.") },
  { "advanced-8.1", HD_RULE_ADVANCED_OPTIONAL, N_("Battlefield Morale"),
    N_("Units flipped by the enemy's fire in a round check morale: a die above the unit's morale value (the Morale "
       "Table) routs it. A routed unit stays reduced in the box, neither fires nor is fired at and counts as "
       "eliminated for who wins. Entrenched units, or units in a fort, take one off the die. In this program a side "
       "whose units have all routed or gone has lost, and its routed units still in the box are lost with it; "
       "routed units of an army that retreats go with it."),
    N_("A veteran (morale 4) entrenched is flipped and rolls 5: 5 - 1 = 4, not above 4, so it holds.") },
  { "advanced-8.11", HD_RULE_ADVANCED_OPTIONAL, N_("Morale Recovery"),
    N_("At the end of each battle day (every fourth round) each side may rally one of its routed units before the "
       "next day begins, the defender first; a side may also choose not to."),
    N_("After round 4 the Confederacy rallies its routed crack infantry, which fires again from round 5.") },
  { "advanced-8.12", HD_RULE_ADVANCED_OPTIONAL, N_("Desertion and Stragglers"),
    N_("After a battle every reduced unit of both sides checks on the Morale Table: a die above its morale value "
       "eliminates it. Add one if its side lost the battle, take one off if it did not rout, and take off the "
       "values of friendly leaders present."),
    N_("A reduced militia (morale 3) on the losing side that did not rout: the die needs to be above 3 after +1 - 1, "
       "so a 4 or more loses it.") },
  { "advanced-8.2", HD_RULE_ADVANCED_OPTIONAL, N_("Leaders"),
    N_("Lee, Grant and Sherman arrive on the date printed on their piece in any box with friendly units; their value "
       "changes on a second date (Lee loses Jackson, Grant and Sherman gain bigger commands). The scenarios' set-ups "
       "print the values (Lee 3 then 2, Grant and Sherman 1 then 2); this program asks the dates once, in New Game."),
    N_("Lee appears with any Confederate army on his date and later drops a point of leadership.") },
  { "advanced-8.2.1", HD_RULE_ADVANCED_OPTIONAL, N_("Leaders and Movement"),
    N_("A leader goes along with any march the units of its box make, one box or two, by road, railroad or river, "
       "but never with a cavalry jump move past enemy units (rule 4.4); a Union river jump (rule 4.5) is no cavalry "
       "jump, and it may go with that. It sails, invades or reinforces with them at no extra march, or moves alone "
       "for up to two marches at no cost, one box each, never by jump moves and never where its side's units may "
       "not go (rules 4.2, 4.11 and 4.12). It may reinforce a battle alone. It does not change how units move."),
    N_("Grant leaves his army in Memphis and travels alone two marches to join the army at Corinth.") },
  { "advanced-8.2.2", HD_RULE_ADVANCED_OPTIONAL, N_("Leaders and Battles"),
    N_("A leader's value gives that many pluses to friendly shots each round, announced before firing, all on one "
       "unit or spread over two (Lee: three). With Advanced 7.0 it also adds to each day's battlefield leadership, "
       "the eight-unit cap still holding. Grant and Sherman together add up. A leader alone with enemy units "
       "returns in its owner's next Recruitment Segment."),
    N_("Lee at 3 with three units: +1 to each, +3 to one, or +2 and +1.") },
  { "advanced-8.2.3", HD_RULE_ADVANCED_OPTIONAL, N_("Leaders and Desertion"),
    N_("Units checking for desertion take the values of all friendly leaders at the battle off their die."),
    N_("With a leader of value 2 at the battle, a reduced unit's desertion die is two less.") },
  { "advanced-8.3", HD_RULE_ADVANCED_OPTIONAL, N_("More Support from the Confederate Border States"),
    N_("At the start of each Confederate Player Turn, for Missouri (St. Joseph, Springfield, St. Louis), Kentucky "
       "(Bowling Green, Louisville) and Maryland (Baltimore), if the Confederacy holds every recruitment city of the "
       "state it rolls on the Southern Border States Support Table; above the number needed, that state's militia "
       "joins the Confederate pool for the rest of the game. Once per state per game."),
    N_("Holding Bowling Green and Louisville, the Confederacy rolls for Kentucky and, on a success, adds the Kentucky "
       "militia to its pool.") },
  { "advanced-8.4", HD_RULE_ADVANCED_OPTIONAL, N_("Foreign Intervention"),
    N_("At the start of a Confederate Player Turn Europe intervenes if the Confederate army maximum is within three "
       "of the Union's, the Confederacy holds Washington and a Union recruitment city of 2 or more, and every "
       "Confederate city of 2 or more the Union holds is matched by a Union city of 2 or more the Confederacy "
       "holds. Then the Confederacy may move by sea, and four foreign units wait in Europe to be shipped over, "
       "outside its army maximum and never promoted; one lost foreign unit returns to Europe on a Confederate "
       "recruitment die of 5 or 6. In this program the four are two veteran infantry, one crack infantry and one "
       "crack cavalry; intervention lasts for the rest of the game; the unit lost first returns first; and the "
       "Confederacy must hold one more big Union city than the big Confederate cities the Union holds."),
    N_("All three conditions hold in June 1863: the Confederacy ships two foreign units from Europe to "
       "Wilmington.") },
};

const guint hd_reference_n_rules = G_N_ELEMENTS (hd_reference_rules);
