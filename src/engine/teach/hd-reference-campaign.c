/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-reference-campaign.c: the Campaign Game's entries of the rules
 * reference (hd-reference.h): Greg Novak and Frank Chadwick's campaign
 * rules on the A House Divided board, sections 1 to 16, every numbered
 * subsection our copy of the document has, and its two appendices, each
 * in our own words with a small example; where our copy is damaged or
 * contradicts itself, the entry says so and what the program decided
 * (docs/rules-decisions.md, "The Campaign Game").  Ids "campaign-7.1",
 * cited "Campaign 7.1"; a section's id is its number alone
 * ("campaign-7").  Strings are marked for translation and translated when
 * shown. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-reference-private.h"

#define C HD_RULE_CAMPAIGN

const HdRule hd_reference_campaign_rules[] = {
  /* ------------------------------------------------------- 1 to 2 */
  { "campaign-1", C, N_("The Campaign Game"),
    N_("A campaign for miniatures clubs on the A House Divided board: the board decides where armies march, a Volley "
       "& Bayonet table decides the battles, and an umpire keeps the books. Corps of divisions and brigades replace "
       "the counters, presidents give out the marches, and recruiting comes four times a year. This program is the "
       "umpire's book: it keeps every figure, applies the rules it can and cites each one."),
    N_("A club plays one campaign month an evening: the umpire enters the marches here, prints the battle sheet for "
       "the table, and types the table's result back in.") },
  { "campaign-2", C, N_("Player Roles"),
    N_("Some players are the two presidents, the others are generals. The presidents run the war; the generals "
       "command corps and armies and fight the battles on the table."),
    N_("Six friends: one plays Lincoln, one Davis, and the other four each command a corps, two on each side.") },
  { "campaign-2.1", C, N_("Presidents"),
    N_("Lincoln and Davis appoint and dismiss army commanders, share out the turn's marches among them and choose "
       "where new corps are raised. They may send their commanders whatever messages they like."),
    N_("Davis rolls four marches and gives two to the commander in Virginia and two to the one at Nashville.") },
  { "campaign-2.2", C, N_("Army and Corps Commanders"),
    N_("Each general starts the war at the head of a corps under a historical name, but plays his own character. A "
       "president may raise him to command an army, which breaks up his corps among the others, or remove him, "
       "which gives him the next free corps."),
    N_("The player called McDowell is made army commander: his corps's divisions go to two other corps, and he "
       "commands the army they form.") },
  /* ------------------------------------------------------------- 3 */
  { "campaign-3", C, N_("The Strategic Map"),
    N_("The campaign is played on the A House Divided board, whose boxes and lines this program draws. What the "
       "campaign changes is how boxes are counted, captured and held."),
    N_("A march from Pittsburgh to Harper's Ferry follows the same lines as in A House Divided.") },
  { "campaign-3.1", C, N_("The Map"),
    N_("Boxes are joined by rivers, roads and railroads, and every move follows those lines. A box with a number in "
       "its shield is a recruiting city: a Union shield counts for the Union, a Confederate one for the "
       "Confederacy, and a few boxes can recruit for either side."),
    N_("Washington's blue shield makes it a Union recruiting city, Wilmington's red shield a Confederate one; "
       "Louisville has both.") },
  { "campaign-3.2", C, N_("Army Size"),
    N_("A side's army maximum is the total of the recruiting cities it holds. Corps count one unit, field corps two, "
       "cavalry corps one until 1863 and two from 1864. An army over its maximum loses nothing, but raises nothing "
       "until it is back below. The document starts the sides at 33 and 28 where the board gives 34 and 29: the "
       "program follows the document, counting Richmond 2, Nashville 2, Memphis 1 and one Union city one lower, "
       "chosen at set-up (docs/rules-decisions.md)."),
    N_("The Confederacy holds cities worth 28 and has ten corps and two field corps in play: 14 units, so it may "
       "raise more at the next Recruiting Phase.") },
  { "campaign-3.3", C, N_("Capturing Boxes"),
    N_("Each side starts with its own boxes; Kentucky belongs to neither. A side captures a box by having troops in "
       "it at the end of its Player Turn, once all battles are over; passing through is not enough. A box stays "
       "captured until the enemy ends a turn there."),
    N_("A Union corps uses its two marches to go through Manassas Junction to Gordonsville and ends its turn "
       "there: Gordonsville is captured, Manassas Junction is not.") },
  { "campaign-3.4", C, N_("Cavalry Corps and Capture"),
    N_("A cavalry corps alone holds an enemy box only while it stays there: when it leaves, the box goes back to its "
       "owner, unless a new corps was raised in it meanwhile. It may retake its own side's boxes for good. Our copy "
       "says both that cavalry cannot capture and that the box counts as captured while it stays; the program "
       "reads it as the second, and Kentucky's boxes, which are nobody's at the start, are captured for good "
       "(docs/rules-decisions.md)."),
    N_("A Confederate cavalry corps ends its turn in Cincinnati: the box is Confederate while it stays, and Union "
       "again the turn it rides away.") },
  /* ------------------------------------------------------------- 4 */
  { "campaign-4", C, N_("Game Length and Victory"),
    N_("The war lasts at most forty Game Turns, from July 1861 to June 1865, and ends sooner if a side meets its "
       "victory condition."),
    N_("If nobody has won by the end of June 1865, the Confederacy's condition is checked (Campaign 4.2).") },
  { "campaign-4.1", C, N_("Union Victory"),
    N_("The Union wins the moment it holds every Confederate recruiting city of value 2: New Orleans, Mobile, "
       "Charleston, Wilmington, Richmond, Nashville and Atlanta. The board gives Richmond 3 and Nashville 1; the "
       "program plays the document's list of seven (docs/rules-decisions.md)."),
    N_("The Union takes Atlanta while already holding the other six: the war ends at once with a Union victory.") },
  { "campaign-4.2", C, N_("Confederate Victory"),
    N_("The Confederacy wins if it still holds one of its cities of value 2 or more at the end of June 1865, or the "
       "moment its army maximum is larger than the Union's."),
    N_("After losses in the west and the fall of Washington the Union's maximum is 27 and the Confederacy's 28: "
       "the Confederacy has won at once.") },
  { "campaign-4.3", C, N_("The Fall of Washington"),
    N_("Each time the Confederacy captures Washington, a die is rolled and the Union loses that many points of its "
       "army maximum for good. Retaking the city gives back only Washington's own 1. The program asks for the die "
       "when the capture happens and shows the loss in the Union's figures."),
    N_("Washington falls and the die shows 4: besides the city, the Union's maximum loses 4 for good; retaking "
       "Washington later gives back its own 1, never the 4.") },
  /* ------------------------------------------------------------- 5 */
  { "campaign-5", C, N_("Sequence of Play"),
    N_("A Game Turn is a month from March to October, two months in November-December and January-February. The "
       "Union plays its Player Turn, then the Confederacy. Each Player Turn runs Movement, Battle, Promotion and "
       "Reorganisation, each phase finished before the next. After March, June, September and November-December, "
       "once both sides have played, comes a Recruiting Phase, the Union's then the Confederacy's. The document "
       "counts \"four phases\" and lists five; the program plays recruiting only in those four months "
       "(docs/rules-decisions.md)."),
    N_("September 1861: the Union moves, fights, promotes and reorganises; the Confederacy does the same; then both "
       "recruit, and the turn becomes October.") },
  /* ------------------------------------------------------------- 6 */
  { "campaign-6", C, N_("Manoeuvre Units"),
    N_("The corps is the unit that marches. The war starts with the corps of the appendices; new corps follow the "
       "organisation of the year they are raised in. Commands may be rearranged, within the limits of this section, "
       "only in the Reorganisation Phase. Our copy does not say where the first corps stand: the program starts "
       "them where A House Divided's 1861 set-up puts its militia, one corps a counter, for the umpire to confirm "
       "or edit (docs/rules-decisions.md)."),
    N_("A corps raised in June 1862 takes Appendix I's or II's organisation for 1862, with corps artillery.") },
  { "campaign-6.1", C, N_("Types of Corps"),
    N_("Three kinds of corps can be formed: the corps, the field corps and the cavalry corps. Each holds a limited "
       "number of units, brigades and artillery battalions, in divisions or as corps troops."),
    N_("A corps of two divisions of three brigades and a battalion each has eight units: four more may join it.") },
  { "campaign-6.11", C, N_("Corps"),
    N_("A corps holds up to 12 units (infantry and cavalry brigades and artillery battalions), in its divisions or "
       "directly under the corps. It counts one unit of army size. Only a corps commander moves a corps or its "
       "divisions."),
    N_("Adding a thirteenth brigade to a corps is refused: make it a field corps, or put the brigade in another "
       "corps.") },
  { "campaign-6.12", C, N_("Field Corps"),
    N_("A field corps, a double corps, holds up to 24 units and counts two units of army size."),
    N_("Two corps of 10 units each joined as one field corps still count two units toward the army maximum.") },
  { "campaign-6.13", C, N_("Cavalry Corps"),
    N_("Cavalry corps exist for the Confederacy from January 1862 and for the Union from January 1863, however they "
       "are built. Before that, cavalry divisions serve inside other corps. A cavalry corps holds up to 12 cavalry "
       "brigades and horse artillery battalions; there is no double cavalry corps. It counts one unit in 1862 and "
       "1863 and two from 1864."),
    N_("In October 1862 the Union may form a cavalry division in an infantry corps, but not a cavalry corps.") },
  { "campaign-6.2", C, N_("Special Notations"),
    N_("Rules on how corps are built: commanders (Campaign 6.21), artillery (Campaign 6.22) and garrisons "
       "(Campaign 6.23)."),
    N_("Read these before you reorganise a corps: the program refuses a change that breaks one of them.") },
  { "campaign-6.21", C, N_("Commanders"),
    N_("Officers are few and shape the armies. Every corps starts with a corps commander and two divisional "
       "commanders. An army commander is a corps commander promoted, his corps shared out among others. A corps on "
       "its own uses its corps commander as its army commander."),
    N_("A corps alone at Cairo marches and fights with its corps commander as the army commander there.") },
  { "campaign-6.22", C, N_("Artillery Battalions"),
    N_("A corps must have fewer battalions as corps artillery than with its divisions, and a division has at most "
       "one battalion. A cavalry corps may always keep one battalion at corps level, and takes field guns only "
       "(SB-F or R-F)."),
    N_("A corps with two divisional batteries may keep one corps battery, not two.") },
  { "campaign-6.23", C, N_("Garrison Units"),
    N_("As a corps passes through or leaves a box it may drop a division there as a garrison. A division is a "
       "divisional commander with at least two brigades or battalions. A division never marches alone, only with "
       "its corps or army commander, and it still counts as part of its corps."),
    N_("II Corps leaves its 2nd Division at Harper's Ferry and marches on; the division stays until the corps or an "
       "army commander comes back for it.") },
  { "campaign-6.3", C, N_("Special Artillery Rules"),
    N_("Horse artillery (Campaign 6.31) and siege artillery (Campaign 6.32)."),
    N_("A battalion in a cavalry division is horse artillery; a siege stand hardly moves at all.") },
  { "campaign-6.31", C, N_("Horse Artillery"),
    N_("Artillery in a cavalry division or corps is horse artillery, and only that (unless the umpire rules "
       "otherwise). It has field guns only: a howitzer battalion moved into cavalry becomes SB-F. The umpire may "
       "limit how much horse artillery is created."),
    N_("A 2-5 SB-H battalion assigned to a cavalry division becomes a 2-5 SB-F horse battalion.") },
  { "campaign-6.32", C, N_("Siege Artillery"),
    N_("Siege guns never belong to a corps; only an army or corps commander moves them. They enter an enemy box only "
       "by water, except the Siege Train, which may go by land (then it does not fight in that battle). The Siege "
       "Train is a division without a commander: two siege stands, refilled only to replace losses, never rebuilt "
       "if destroyed; a siege stand has at most 2 SP. Our copy contradicts Campaign 14.5, which forbids road moves "
       "with siege guns: the program lets only the Siege Train enter an enemy box by land "
       "(docs/rules-decisions.md)."),
    N_("A corps commander may ship the Siege Train by sea with no extra march; other siege guns need an army "
       "commander for that.") },
  /* ------------------------------------------------------------- 7 */
  { "campaign-7", C, N_("Strategic Movement"),
    N_("In its Movement Phase a side rolls a die for its marches (a 1 counts as 2) and its president shares them "
       "out. A march lets the corps in one box move, each to its own destination; no unit uses more than two "
       "marches a turn. Railroads need every box passed to be friendly. Moving into an enemy-held box stops the "
       "move and brings a battle, unless it is a jump. Our copy lost the distances for each kind of line: the "
       "program uses A House Divided's Movement Chart, corps as infantry and cavalry corps as cavalry "
       "(docs/rules-decisions.md)."),
    N_("The Union rolls 1 and gets 2 marches: one moves two corps out of Washington to different boxes, the other "
       "moves a corps from Cincinnati.") },
  { "campaign-7.1", C, N_("Cavalry Corps Jump March"),
    N_("A cavalry corps may ride through a box the enemy holds: by road only (a railroad counts as a road, a river "
       "never does), never through a box with an enemy cavalry corps, and it may not end that march in an enemy "
       "box after jumping one. A second march may then carry it into battle. If the box jumped holds a cavalry "
       "corps nobody knew of, the program stops the jump there with a battle (docs/rules-decisions.md)."),
    N_("A Confederate cavalry corps rides from Staunton through Union-held Front Royal to an empty Harper's Ferry "
       "in one march.") },
  { "campaign-7.2", C, N_("Running the Guns"),
    N_("After March 1862 a Union corps, but not a cavalry corps, may jump past enemy boxes along a river, "
       "downstream only; a march with any upstream part is no jump."),
    N_("In May 1862 a Union corps sails down the Mississippi past Confederate-held Vicksburg to Natchez.") },
  { "campaign-7.3", C, N_("The Potomac"),
    N_("Confederate units may never use the Potomac between Fredericksburg and Washington; Union units may."),
    N_("A Confederate corps at Fredericksburg cannot sail up the Potomac to Washington; it must march by land.") },
  { "campaign-7.4", C, N_("Union Naval Movement"),
    N_("The Union may ship units from one friendly port to another. Each unit shipped costs a march of its own, and "
       "a unit that moves by sea makes no other march that turn, before or after (docs/rules-decisions.md)."),
    N_("Three corps ship from Fort Monroe to Washington: three marches, and none of them moves again this "
       "turn.") },
  { "campaign-7.5", C, N_("Naval Invasions"),
    N_("When the Union's march die shows 6, it may land at any Confederate port, with units that start the turn in a "
       "port it held at the start of the war (Fort Monroe counts); one march a unit, all at the same port, and "
       "no second march. The chance is lost if unused. From 1862 one invasion a year is guaranteed if planned a "
       "month ahead; winter's roll of 1 postpones it. Our copy says \"start the game\": the program reads \"start "
       "the turn\" (docs/rules-decisions.md)."),
    N_("The Union rolls 6 in April 1862 and lands two corps from Fort Monroe at Wilmington: if Confederates are "
       "there, a battle follows.") },
  { "campaign-7.6", C, N_("Entrenchments"),
    N_("Apart from the permanent works (Campaign 14), a corps entrenches with marches: one march in a recruiting "
       "city, two elsewhere; those marches may also move units that started in the box. It builds 1.5 inches of "
       "works per unit in the corps, kept only while some troops, at least a division, stay in them."),
    N_("A corps of 10 units spends one march at Nashville and builds 15 inches of works; when its last division "
       "leaves, the works are gone.") },
  { "campaign-7.61", C, N_("Battlefield Entrenchments"),
    N_("Works dug during a table battle are possible only after January 1863 and vanish when the battle ends; they "
       "never appear on the board. The table rules for building them are in Campaign 14.6."),
    N_("Works dug on the second day of a battle at Corinth are gone the moment the battle is over.") },
  { "campaign-7.7", C, N_("Officer Movement"),
    N_("An officer needs marches even with no troops; alone he moves as the fastest kind of unit for the route (a "
       "cavalry corps by road, an infantry corps by rail or river) and only through boxes friendly at the start of "
       "the turn. An officer with troops may drop them on the way, but only in friendly boxes, and keeps at least "
       "one unit when he enters an enemy box. No unit is ever left without at least a divisional commander, "
       "except in a permanent fortification."),
    N_("A corps commander rides alone from Washington through Baltimore to Harrisburg by rail, spending one "
       "march.") },
  { "campaign-7.8", C, N_("Command in a Box"),
    N_("The highest-ranking officer in a box commands everything there, but command changes only in the "
       "Reorganisation Phase. Until then officers of the same rank in one box are equals and cannot take each "
       "other's units, and no division is broken up during the Movement Phase, even by an army commander."),
    N_("Two corps commanders meet at Nashville: each keeps his own corps until the Reorganisation Phase.") },
  /* ------------------------------------------------------------- 8 */
  { "campaign-8", C, N_("Intelligence"),
    N_("Our copy lost this section's heading; its text is about intelligence. The umpire records where everything is "
       "and, at the start of each Player Turn, gives the president and the army commanders reports of what they "
       "could know; before a battle both sides get a further report on the box and on who could reinforce it. "
       "The program makes these reports itself, from where everything truly is, and keeps each side's latest "
       "report on every box; a president's view shows his own forces and, of the enemy, only his reports."),
    N_("Before the Union's turn the umpire tells Lincoln that enemy troops are at Manassas Junction, numbers "
       "unknown.") },
  { "campaign-8.1", C, N_("Types of Reports"),
    N_("A report is fragmentary, complete or detailed, depending on who is watching the box (Campaign 8.2)."),
    N_("A box watched by a cavalry division gets a detailed report; a box seen only by sympathisers a fragmentary "
       "one.") },
  { "campaign-8.11", C, N_("Fragmentary Reports"),
    N_("Only whether enemy troops are there: not how many, nor of what kind, nor who commands."),
    N_("\"Enemy troops at Corinth, strength unknown.\"") },
  { "campaign-8.12", C, N_("Complete Reports"),
    N_("How many divisions of each kind are there, who commands the whole force, and whether they arrived this turn "
       "or were there before."),
    N_("\"At Nashville: four infantry divisions and a cavalry division with guns under Buell, most arrived last "
       "month.\"") },
  { "campaign-8.13", C, N_("Detailed Reports"),
    N_("As a complete report, and also the corps commanders' names, the number of brigades and battalions, any "
       "entrenchments, and where the units that arrived last turn came from."),
    N_("\"At Nashville under Buell: 10 infantry and 3 cavalry brigades, 5 battalions, one corps under Thomas, "
       "some works; most came from Munfordville last month.\"") },
  { "campaign-8.2", C, N_("Sources of Scouting"),
    N_("Five sources give reports; when several report on one box, the best report is given. The program reads "
       "\"adjacent\" and \"two boxes away\" along any kind of line, and every path counts "
       "(docs/rules-decisions.md)."),
    N_("An infantry corps and a cavalry division both watch Corinth: the cavalry's detailed report is given.") },
  { "campaign-8.21", C, N_("Infantry Without Cavalry"),
    N_("An infantry corps without cavalry, and anything smaller, gets complete reports on the boxes next to it; a "
       "box holding an enemy cavalry brigade gives only a fragmentary one."),
    N_("A corps at Louisville sees the two Union-held boxes next to it fully, but the box with a Confederate cavalry "
       "brigade only dimly.") },
  { "campaign-8.22", C, N_("Infantry With Cavalry"),
    N_("An infantry corps with cavalry gets complete reports on the boxes next to it unless an enemy cavalry "
       "division is there, and fragmentary reports on enemy boxes two away unless the box between holds enemy "
       "troops. A 1-SP cavalry stand sees only one box. The program counts any corps with a cavalry brigade, in "
       "its divisions or as corps troops (docs/rules-decisions.md)."),
    N_("A corps with its corps cavalry at Munfordville also hears whether there are troops at Nashville, two "
       "boxes away beyond Bowling Green.") },
  { "campaign-8.23", C, N_("Cavalry Divisions"),
    N_("A cavalry division with at least 30 scouting points (strength times morale) gets detailed reports next to it "
       "(complete if an enemy cavalry corps is there) and complete reports two boxes away (fragmentary if enemy "
       "troops are between, none if an enemy cavalry division is). A weaker cavalry division scouts as an "
       "infantry corps with cavalry."),
    N_("Three 3-4 cavalry brigades make 36 scouting points: enough. Two 2-5 brigades make 20: they scout as "
       "infantry with cavalry.") },
  { "campaign-8.24", C, N_("Civilian Sympathisers"),
    N_("A side always gets a fragmentary report on a box where it has sympathisers: its own boxes at the start, all "
       "of Kentucky and every potential recruiting city for it. The Union also hears from Knoxville, the "
       "Confederacy from Cairo, Evansville, Cincinnati, Chillicothe and Baltimore."),
    N_("The Confederacy learns whether there are Union troops in Baltimore even with no army near it.") },
  { "campaign-8.25", C, N_("The Naval Blockade"),
    N_("The Union gets a fragmentary report on every blockaded port. Charleston is blockaded from the start and one "
       "more port joins the list every other turn (August, October, November-December, January-February, April, "
       "June). From January 1862 one blockaded port a turn gets a complete report instead. The Union names "
       "them in its Movement Phase (actions blockade and scout-port)."),
    N_("In August 1861 the Union adds Wilmington to the blockade and hears from then on whether troops are "
       "there.") },
  /* ------------------------------------------------------------- 9 */
  { "campaign-9", C, N_("Battles"),
    N_("When a move enters a box with enemy troops, forces are in contact. If the mover has twice the defender's "
       "adjusted cavalry (strength times morale) or more, a battle must be fought. Otherwise the defender may "
       "withdraw, all together, to one adjacent box he holds that the enemy did not use this turn; that counts as "
       "a win for the mover's recruiting, not for promotions. A defender forced to fight may instead fight a "
       "rearguard on the table, or let the umpire roll one die per division (at most two) for his losses, giving "
       "him one and the attacker three promotion picks. The program counts exactly 2 to 1 as superiority, and any "
       "cavalry against none (docs/rules-decisions.md)."),
    N_("The attacker brings two 3-4 cavalry brigades (24) against one 2-5 (10): more than 2 to 1, so the defender "
       "must fight or roll for a rearguard.") },
  { "campaign-9.1", C, N_("The Battlefield"),
    N_("The umpire draws the battlefield from his map of the box; the defender picks the part of it he defends, the "
       "attacker the orientation when the table is smaller, and the umpire decides the edge the attacker enters "
       "from, by the lines he marched along."),
    N_("A battle at Corinth: the defender takes the town and the ridge east of it; the attacker came by rail from "
       "the north, so he enters on the north edge.") },
  { "campaign-9.2", C, N_("Setting Up for Battle"),
    N_("The defender starts with at most two corps on the table; the rest arrive along at most two roads. He sets "
       "up half his troops, at least a foot from the attacker's edges, then the rest after the attacker has named "
       "his roads. The side with more adjusted cavalry (the attacker on a tie) starts deployed further forward: a "
       "corps instead of a division."),
    N_("The attacker has the edge in cavalry: one of his corps starts deployed within 6 inches of his edge, the "
       "rest in column behind it.") },
  { "campaign-9.3", C, N_("Starting Time"),
    N_("The attacker rolls a die per route he comes by and adds it to sunrise for the hour his troops arrive; the "
       "battle goes on until a side withdraws and may last several days. Our copy lost the table of sunrise and "
       "sunset. Part 1 of this program does not apply this rule: the table plays it; part 3 will ask the umpire "
       "for each month's hours (docs/rules-decisions.md)."),
    N_("Sunrise at 6 and a die of 3: the attacker's first troops reach the table at 9 AM.") },
  { "campaign-9.4", C, N_("Reinforcements"),
    N_("Troops in an adjacent box joined by a line may march to the guns from the 1 PM turn, one road at a time, if "
       "they have not fought this turn. The attacker may not bring them from a box with enemy troops; the defender "
       "may, if he leaves at least as many corps there as the enemy moved in. A corps may come by friendly rail, one "
       "stand an hour from 9 AM. The document says \"equal to\": the program reads \"at least equal to\" "
       "(docs/rules-decisions.md)."),
    N_("A Confederate division at Grand Junction, next to Corinth, may join the battle there at 1 PM.") },
  { "campaign-9.5", C, N_("Battles of Several Days"),
    N_("When both sides fight on into the next day, the night turn between them recovers losses and sets each "
       "division's state for the new day (Campaign 9.51 to 9.58)."),
    N_("Night after the first day at Corinth: each side recovers half the day's losses, then the divisions "
       "rest.") },
  { "campaign-9.51", C, N_("Recovery at Night"),
    N_("Each side gets back half of the strength points it lost that day, rounded up; earlier days' losses are not "
       "counted again. The program gives the points back stand by stand in proportion to each stand's losses, "
       "never above its strength at the start of the battle (docs/rules-decisions.md)."),
    N_("A side lost 7 SP on the first day: 4 come back overnight. It loses 5 more on the second day: 3 come "
       "back.") },
  { "campaign-9.52", C, N_("Divisions Not Exhausted"),
    N_("A division that ended the day fresh starts the next one fresh: recovered losses come off its exhaustion "
       "count, all its disorder is removed, it may entrench and make two night moves."),
    N_("A division that lost 2 SP and recovered 1 starts the day 1 SP down on its exhaustion count.") },
  { "campaign-9.53", C, N_("Exhausted but Not Broken"),
    N_("It starts the new day fresh, recovered losses off its count; yellow disorder goes, red becomes yellow; it "
       "may not entrench and makes one night move."),
    N_("An exhausted division with two stands in red disorder starts the morning with both in yellow.") },
  { "campaign-9.54", C, N_("Exhausted and Broken"),
    N_("It starts the new day exhausted but no longer broken; its recovered losses stay on its exhaustion count, so "
       "more losses send it rolling for collapse. Disorder as for Campaign 9.53; no entrenching, one night move."),
    N_("A broken division gets 2 SP back overnight, but its exhaustion count does not go down.") },
  { "campaign-9.55", C, N_("Night Movement"),
    N_("At night a stand may move toward the enemy only if it also moves toward friends: troops close up behind the "
       "line but never go beyond it."),
    N_("A reserve brigade moves up at night to the front line; it may not march past it.") },
  { "campaign-9.56", C, N_("Withdrawing From a Battle"),
    N_("Once a table battle has begun, a side leaves it by day (Campaign 9.57) or at nightfall (Campaign 9.58)."),
    N_("The Union decides to leave Corinth on the second day at 3 PM: it withdraws by daylight.") },
  { "campaign-9.57", C, N_("Withdrawing by Day"),
    N_("Normal movement rules apply; routed stands that have not rallied stay. The army commander may pull out "
       "everything or leave a rearguard."),
    N_("Two divisions hold the ridge while the rest of the army marches off the table behind them.") },
  { "campaign-9.58", C, N_("Withdrawing at Nightfall"),
    N_("At nightfall both sides write down whether they stay or go. A side that goes removes every stand that can "
       "leave the table and moves them, all together, to one adjacent box it holds that the enemy did not use this "
       "turn."),
    N_("The Confederacy writes \"withdraw\": its army at Corinth moves to Grand Junction, which it holds.") },
  { "campaign-9.6", C, N_("Victory in Battle"),
    N_("Any battle fought on the table has a winner, who counts it for recruiting and for promotions. When it is not "
       "clear the umpire rules; usually the attacker must take and hold the main town. The program proposes the "
       "side holding the box when the battle ends and asks the umpire to confirm (docs/rules-decisions.md)."),
    N_("The attacker takes Corinth and holds it at nightfall: he wins, and gets three promotion picks to the "
       "loser's one.") },
  /* ------------------------------------------------------------ 10 */
  { "campaign-10", C, N_("Recovery and Promotions"),
    N_("Once every battle of the Player Turn is fought, each side recovers losses and promotes stands."),
    N_("After the battle of Corinth both sides recover half the last day's losses, then choose divisions to "
       "promote.") },
  { "campaign-10.1", C, N_("Recovery"),
    N_("As at night in a long battle (Campaign 9.51): half of the last day's losses come back, rounded up."),
    N_("A side lost 9 SP on the last day of a battle: 5 return to its stands.") },
  { "campaign-10.11", C, N_("New Artillery From Infantry"),
    N_("In the Recruiting Phase, 3 infantry SP may be turned into one 2-SP M5 SB-F artillery battalion, Poorly "
       "Trained, if the formations are in supply and there is not already a battalion per division in the box."),
    N_("A corps of two divisions with one battalion converts 3 SP of a weak brigade into a second battalion.") },
  { "campaign-10.2", C, N_("Promotion"),
    N_("Promotion raises a stand's status: Green, Trained, Elite and rarely Crack. Status sets its morale, its "
       "exhaustion number and sometimes shock troops. Poorly Trained (PT) is separate and only time takes it away "
       "(Campaign 12.2)."),
    N_("A Green 6-4 PT brigade trained to Trained status becomes a 6-5 PT brigade, still Poorly Trained.") },
  { "campaign-10.21", C, N_("Green Stands"),
    N_("New troops are Green: exhaustion at 40 percent, no elites. Our copy gives Green infantry morale 5, yet every "
       "new brigade of the appendices is a 6-4 and training adds 1: the program makes Green infantry and cavalry "
       "morale 4 (docs/rules-decisions.md). Green is promoted to Trained (the document's \"Veteran\")."),
    N_("A new 6-4 PT brigade is Green, morale 4; trained, it becomes morale 5.") },
  { "campaign-10.22", C, N_("Trained Stands"),
    N_("Stands that have fought or drilled: morale at most 5, exhaustion at 50 percent, no elites. Trained stands can "
       "become Elite."),
    N_("A 4-5 regular brigade of the appendices is Trained from the start.") },
  { "campaign-10.23", C, N_("Elite Stands"),
    N_("Only battle makes stands Elite. Elite infantry has morale 5 and counts as having elites in melee ties; an "
       "elite cavalry division may have a single stand of morale 6; elite artillery has morale 6. A division of "
       "elite stands only is exhausted at 60 percent."),
    N_("A division of three elite brigades uses 60 percent as its exhaustion number.") },
  { "campaign-10.24", C, N_("Crack Stands"),
    N_("Rarely, a stand is made Crack, one at a time, for what it did in battle: morale 6 for all arms, always with "
       "elites; it uses the exhaustion number of most of its division."),
    N_("One crack brigade in a division of trained ones uses that division's 50 percent.") },
  { "campaign-10.25", C, N_("Mixed Formations"),
    N_("A division of stands of different status uses the exhaustion number of the status holding the most "
       "strength points."),
    N_("A Green 7-4 brigade and two crack 3-5 brigades: 7 SP Green against 6 crack, so the division uses 40 "
       "percent.") },
  { "campaign-10.3", C, N_("How Promotion Happens"),
    N_("By training (Campaign 10.31), in battle (Campaign 10.32) or by the umpire's ruling (Campaign 10.33); a stand "
       "is promoted at most once a Game Turn."),
    N_("A division promoted by training in July may not also be promoted for a battle in July.") },
  { "campaign-10.31", C, N_("Promotion by Training"),
    N_("In its promotion phase each side may raise two Green divisions to Trained, in battle or not: morale up by 1, "
       "exhaustion 50 percent. Training never makes a stand Elite."),
    N_("The Union trains the two divisions of V Corps at Pittsburgh: their 6-4 brigades become 6-5.") },
  { "campaign-10.32", C, N_("Combat Promotion"),
    N_("For each battle fought on the table, the winner picks three divisions and the loser one. Green to Trained "
       "needs the division to have been engaged (it caused or took losses). Trained to Elite needs it engaged when "
       "all the side's divisions there are Trained; otherwise it must also have been exhausted without "
       "collapsing. Corps troops follow the majority of their stands."),
    N_("The Confederacy won at Corinth with one Green division left: its Trained pick becomes Elite only if it went "
       "into exhaustion and held.") },
  { "campaign-10.33", C, N_("The Umpire's Promotions and Demotions"),
    N_("The umpire may promote or demote stands for what they did on the table, and may give shock status."),
    N_("A brigade that held a bridge alone all day is promoted by the umpire, outside the picks.") },
  /* ------------------------------------------------------------ 11 */
  { "campaign-11", C, N_("Reorganisation"),
    N_("After promotions the side whose turn it is may move stands and divisions between formations, normally only "
       "within one box (the umpire may allow parts of a corps in different boxes; a division always stays in one "
       "box). The limits of Campaign 6 hold, every unit belongs to a corps except siege guns, gunboats and home "
       "guards, and army commanders are appointed and removed now. Infantry below 3 SP and artillery below 2 SP "
       "must join another stand in the box, to at most 6 SP of infantry or 3 of cavalry or artillery; the joined "
       "stand takes the status of most of its strength points."),
    N_("A 2-4 infantry stand left after a battle joins a 3-5 brigade in its box: a 5 SP brigade, Trained, as 3 of "
       "its 5 SP were.") },
  { "campaign-11.1", C, N_("Units of 1 SP"),
    N_("Stands of 1 SP (the Union's sharpshooters, the umpire's, or battle leftovers) never count against a corps's "
       "maximum. Cavalry ones are skirmishers only and see one box; infantry ones are skirmishers; artillery ones "
       "never go to the table. A leftover from battle must be merged as soon as it shares a box with a stand it can "
       "join."),
    N_("A 1 SP infantry stand left from a brigade's losses joins the next brigade of its arm that reaches its "
       "box.") },
  /* ------------------------------------------------------------ 12 */
  { "campaign-12", C, N_("Recruiting"),
    N_("After both sides' turns in March, June, September and November-December, each side in turn recruits: it "
       "raises new corps, loses Poorly Trained ratings that are six months old and upgrades artillery."),
    N_("At the end of June 1862 the Union recruits first, then the Confederacy; then July's turn begins.") },
  { "campaign-12.1", C, N_("Recruiting New Units"),
    N_("A side may raise units only up to its army maximum, and only as many as its adjusted recruiting number: the "
       "base number plus the battles it won since the last Recruiting Phase. The umpire rolls a die (a 1 counts as "
       "2) for the corps it may raise, never more than that number and never more than six. New corps take the "
       "appendices' organisation of the date, one per recruiting city it holds, chosen at the start of the turn; "
       "if that city is lost, the nearest free one takes it. The document counts battles of \"the last three "
       "months\" and its example two: the program counts those since the last Recruiting Phase. Our copy gives the Confederacy a base of 2 and lost "
       "the Union's: the program asks the umpire for it at set-up and refuses to recruit until it is given "
       "(docs/rules-decisions.md)."),
    N_("The Confederacy has 22 units under a maximum of 26, a base of 2 and two battles won: at most 4 new corps; "
       "the die shows 3, so it raises 3.") },
  { "campaign-12.2", C, N_("Losing the Poorly Trained Rating"),
    N_("Six months after they were raised, units lose their PT rating at a Recruiting Phase, whatever their status. "
       "The units of July 1861 lose it at the end of November-December 1861."),
    N_("A corps raised in September 1862 loses PT at the Recruiting Phase of March 1863.") },
  { "campaign-12.3", C, N_("Artillery Upgrade"),
    N_("From March 1862 the Union, and from June 1862 the Confederacy, may upgrade one battalion per corps at each "
       "Recruiting Phase, to SB-H or R-F; horse artillery takes R-F only, field guns being all it may have "
       "(Campaign 6.31)."),
    N_("In June 1862 a Union corps turns its 2-5 SB-F divisional battery into a 2-5 R-F one.") },
  /* ------------------------------------------------------------ 13 */
  { "campaign-13", C, N_("Supply"),
    N_("Corps must be supplied by a line to a source or by foraging, or suffer attrition. Supply is checked at the "
       "start of a side's turn and again after its movement; a corps still out of supply then rolls for attrition, "
       "each corps on its own. Part 1 of this program does not apply supply: the umpire rules on it and enters "
       "losses by hand; part 2 or 3 will trace it (docs/rules-decisions.md)."),
    N_("A Union corps deep in Georgia has no line back at the end of its movement: it rolls for attrition.") },
  { "campaign-13.1", C, N_("Supply Sources"),
    N_("A source is a friendly recruiting city or unblockaded port linked by rail or river to another such place, "
       "through no enemy box. Every Union port counts as linked. Our copy's \"another two\" is read as \"another\" "
       "(docs/rules-decisions.md)."),
    N_("Nashville, joined by rail through Murfreesboro to Chattanooga, both Confederate recruiting cities, is a "
       "source for the Confederacy.") },
  { "campaign-13.2", C, N_("Supply Lines"),
    N_("A line runs from the corps to a source, any length by friendly rail or water, with at most one road link, "
       "the first one from the corps, and never through an enemy box."),
    N_("A corps one road link from a friendly railroad to a source is in supply; two road links are too many.") },
  { "campaign-13.3", C, N_("Foraging"),
    N_("Instead of a line, corps may forage in a recruiting city at the end of their movement: as many corps as the "
       "city's value, a field corps counting two, never in November-December or January-February. Foraging corps "
       "roll no attrition."),
    N_("Two corps end their move in a city of value 2 in August: both forage and are in supply.") },
  { "campaign-13.4", C, N_("Attrition"),
    N_("A corps out of supply rolls dice, the number depending on the month, and loses their total in SP, placed by "
       "the umpire before any battle; these losses are never recovered but count toward exhaustion. Our copy lost "
       "the table of dice by month: the umpire will fill it in when the program applies supply "
       "(docs/rules-decisions.md)."),
    N_("In a month of two dice a corps out of supply rolls 3 and 5 and loses 8 SP.") },
  /* ------------------------------------------------------------ 14 */
  { "campaign-14", C, N_("Fortifications"),
    N_("Fort Monroe, Washington, Richmond and the Confederacy's Mississippi fortress have permanent works that last "
       "even when empty or held by the enemy. Captured, they must be occupied by the captor or they lose half their "
       "inches each turn; retaken by their owner, they stop decaying. Part 1 of this program keeps the works the "
       "umpire enters but does not deliver or decay them on its own (docs/rules-decisions.md)."),
    N_("The Union takes Richmond and leaves it: its 30 inches of works become 15, then 7.5, turn by turn.") },
  { "campaign-14.1", C, N_("Fort Monroe"),
    N_("Fort Monroe starts with 12 inches of fort and two 2-5 SG-SB siege battalions; more works come only by "
       "entrenching (Campaign 7.6)."),
    N_("A Union corps spends one march at Fort Monroe and adds its works to the fort's 12 inches.") },
  { "campaign-14.2", C, N_("Washington's Works"),
    N_("Washington receives field works and siege guns on a schedule from August 1861, at the start of the turn: 12 "
       "inches a turn until the end of 1861 with a siege battalion from September, then more each turn and two "
       "siege battalions each new year. The document says \"each month\" here and \"each turn\" for Richmond: the "
       "program reads each turn (docs/rules-decisions.md)."),
    N_("By November-December 1861 Washington has 48 inches of works and three siege battalions.") },
  { "campaign-14.3", C, N_("Richmond's Works"),
    N_("Richmond follows the same schedule as Washington in 1861, then adds 1.5 inches a turn and one siege "
       "battalion each new year."),
    N_("In January-February 1862 Richmond's works grow by 1.5 inches and a 2-5 SG-R arrives.") },
  { "campaign-14.4", C, N_("The Western Fortress"),
    N_("In July 1861 the Confederacy names a box it holds on the Mississippi (Vicksburg or another) as its fortress; "
       "it receives 6 inches of works a turn and siege guns until the end of 1861, then 1.5 inches a turn and a "
       "siege battalion each new year."),
    N_("The Confederacy names Island No. 10 in July 1861: its first 6 inches of works arrive in August.") },
  { "campaign-14.5", C, N_("The Siege Train"),
    N_("Each side gets a Siege Train in its capital at the start of January-February 1862: a 2-5 SG-R and a 2-5 "
       "SG-SB. Siege guns move only attached to a corps, and that corps then moves by rail, river or sea only, "
       "never by road; guns taken from a fortified city follow the same limits. See Campaign 6.32 for the one "
       "exception the program keeps."),
    N_("A corps with the Siege Train at Washington may go to Fort Monroe by sea, but not to Harper's Ferry by "
       "road.") },
  { "campaign-14.51", C, N_("Siege Guns on the Table"),
    N_("A table rule: siege guns stand on small square bases and fire across 90 degrees in field works, 180 at the "
       "corner of a fort. Part 1 of this program does not apply it: it is the table's."),
    N_("A siege gun at the salient of a fort covers both faces of the salient.") },
  { "campaign-14.6", C, N_("Battlefield Works"),
    N_("A table rule: after January 1863 infantry may dig hasty works in four turns, which protect from small arms "
       "and add 1 to morale, and improve them in four more to field works, which protect from all fire and add 1 to "
       "morale and melee. The program leaves it to the table."),
    N_("A brigade digs in at 9 AM; by 1 PM it has hasty works, by 5 PM field works.") },
  /* ------------------------------------------------------------ 15 */
  { "campaign-15", C, N_("Special Rules"),
    N_("Rules that apply at particular times or to particular troops: Kentucky, cavalry, home guards, the Valley "
       "Pike, upgrades, sharpshooters and ironclads."),
    N_("Campaign 15.1 applies the first time either side enters Kentucky.") },
  { "campaign-15.1", C, N_("Kentucky's Neutrality"),
    N_("Kentucky starts neutral. The first side to send troops into it gives the other side one battle won toward "
       "its next Recruiting Phase, besides any battles really won."),
    N_("A Confederate corps enters Bowling Green in September 1861: the Union counts one more battle won at the "
       "September Recruiting Phase.") },
  { "campaign-15.2", C, N_("Cavalry Stands"),
    N_("A table rule: until the end of 1862 dismounted cavalry fights as one skirmisher per SP; Confederate cavalry "
       "in the west may dismount as regimental stands from January 1863, everyone from January 1864."),
    N_("In 1862 a dismounted 3-4 cavalry brigade becomes three skirmishers.") },
  { "campaign-15.3", C, N_("Home Guards"),
    N_("Workers of the war industries could be called out in an emergency: the capitals' home guards (Campaign "
       "15.31) and the Southern cities' (Campaign 15.32). Part 1 of this program does not raise home guards; the "
       "umpire adds their stands by hand (docs/rules-decisions.md)."),
    N_("Enemy troops enter Richmond in 1863: its home guard stands are called out to defend it.") },
  { "campaign-15.31", C, N_("Washington and Richmond"),
    N_("From 1862 each capital has a home guard of a divisional commander and one 6-4 militia stand, one stand more "
       "each later year; it is called out only when the enemy enters the capital, never leaves it, and serves only "
       "under the senior officer there. When the capital falls its home guard is lost for good. Our copy says "
       "\"Washington\" where it means either capital: the program reads both (docs/rules-decisions.md)."),
    N_("In 1863 Washington's home guard is a divisional commander and two 6-4 militia stands.") },
  { "campaign-15.32", C, N_("Home Guard Cities"),
    N_("From January-February 1863 every Southern city of value 2 or more calls out a divisional commander and two "
       "5-4 militia stands when Union troops enter it; from January-February 1864 such cities the Union took "
       "before 1863 get a Union home guard against the Confederates. They never leave the city, and are lost when "
       "it changes hands."),
    N_("Union troops reach Atlanta in May 1863: its home guard of two 5-4 militia stands joins the defense.") },
  { "campaign-15.4", C, N_("The Valley Pike"),
    N_("The road down the Shenandoah Valley from Harper's Ferry to Staunton counts as a railroad for supply, for "
       "both sides, never for movement. The program reads it as the Harper's Ferry to Front Royal and Front Royal "
       "to Staunton roads, for when supply is applied (docs/rules-decisions.md)."),
    N_("A corps at Staunton traces supply up the Pike as if by rail, but marches along it as on a road.") },
  { "campaign-15.5", C, N_("Lost From Our Copy"),
    N_("Our copy of the document skips from 15.4 to 15.6: whatever rule 15.5 was is lost, and the program applies "
       "none under this number. The umpire may rule on it with a note."),
    N_("A group with the complete document can agree what 15.5 says and the umpire applies it by hand.") },
  { "campaign-15.6", C, N_("Additional Upgrades"),
    N_("The umpire may improve some formations as they are raised, once (Campaign 15.61) or at each Recruiting Phase "
       "of 1861 (Campaign 15.62)."),
    N_("The first Confederate corps raised in the east in September 1861 gets Hood's Texans.") },
  { "campaign-15.61", C, N_("One-Time Upgrades"),
    N_("At the September 1861 Recruiting Phase only: the first Union corps raised at Washington gets the 1st and 2nd "
       "US Sharpshooters, two 1-5 skirmish stands each; the first Confederate corps raised in the east gets Hood's "
       "Texans, a 6-5 PT shock brigade, the only shock troops raised rather than earned, morale 6 once veteran."),
    N_("The Union raises its first corps of September 1861 at Washington: four 1-5 sharpshooter stands join "
       "it.") },
  { "campaign-15.62", C, N_("Recurring Upgrades"),
    N_("At each Recruiting Phase of 1861 each side may add up to two upgrades to new corps: for the Union a 3-4 "
       "cavalry brigade as corps troops, for the Confederacy a 2-5 R-F or SB-H corps battery, each only where the "
       "corps has none, and neither Poorly Trained (the rule says so, though it lists the brigade as PT). Some brigades are highly cohesive: morale 5, always with elites, and their morale rises to "
       "6 after their first battle. The program offers the two upgrades to the corps raised in those phases; "
       "the rise to morale 6 and the cohesive brigades are the umpire's (docs/rules-decisions.md)."),
    N_("In November-December 1861 the Confederacy gives two new corps a 2-5 R-F corps battery each.") },
  { "campaign-15.7", C, N_("Sharpshooters"),
    N_("The two US Sharpshooter regiments, two 1-5 stands each, hit at 3 inches on 5 or 6 and in melee on 6. A "
       "regiment's two stands always stay in the same division. They scout at half value, 2.5 points a stand, one "
       "box away."),
    N_("The 1st US Sharpshooters move to another division: both its stands go together.") },
  { "campaign-15.8", C, N_("Naval Vessels"),
    N_("Most warships stay off the table, but ironclads sometimes joined land battles; a stand of ironclads stands "
       "for a flotilla (Campaign 15.81 to 15.83)."),
    N_("A flotilla of Union ironclads supports an attack on Island No. 10 from the river.") },
  { "campaign-15.81", C, N_("Ironclads: Recruitment"),
    N_("Ironclads appear only when the umpire makes them available, as one-time upgrades."),
    N_("The umpire gives the Union a flotilla of ironclads at Cairo in January-February 1862.") },
  { "campaign-15.82", C, N_("Ironclads: Movement"),
    N_("A flotilla moves only with a corps or army commander, like a siege train, along the board's rivers; Union "
       "ironclads may also go by sea, Confederate ones never."),
    N_("Union ironclads at Cairo move down the Mississippi with a corps commander's corps.") },
  { "campaign-15.83", C, N_("Ironclads on the Table"),
    N_("A table rule: ironclads move 12 inches, drift with the current when facing downstream, fire as siege guns at "
       "6 inches and test morale under fire from land guns. Our copy lost their saving throw; the program does not "
       "need it."),
    N_("An ironclad facing downstream on the Mississippi must move 2 inches with the current each turn.") },
  /* ------------------------------------------------------------ 16 */
  { "campaign-16", C, N_("Additional Table Rules"),
    N_("Rules for the table rather than the board; the program leaves them to the table."),
    N_("Campaign 16.1 decides how a battle near the Tennessee River is laid out.") },
  { "campaign-16.1", C, N_("Major Rivers"),
    N_("The board's major rivers are crossed on the table by bridges and ferries, not fords. A ferry takes a whole "
       "turn and leaves the stand disordered; some great rivers have no bridge at all."),
    N_("A brigade crossing the Cumberland by ferry spends a turn and lands in disorder.") },
  /* ----------------------------------------------------- appendices */
  { "campaign-appendix-i", C, N_("Union Corps"),
    N_("The organisation of Union corps: those of July 1861, each of two divisions of three 6-4 PT brigades and a "
       "battery, some with regular brigades, corps artillery or cavalry (V Corps at Pittsburgh, XII Corps at St. "
       "Louis); and new corps from 1862, with corps artillery and cavalry. Our copy lost this appendix's heading "
       "and the first corps' name, home and corps troops: the program gives that corps none, and the umpire may "
       "add them (docs/rules-decisions.md)."),
    N_("V Corps starts at Pittsburgh with a 2-5 R-F corps battery, 2-5 corps cavalry and two divisions, the first "
       "with two regular brigades.") },
  { "campaign-appendix-ii", C, N_("Confederate Corps"),
    N_("The organisation of Confederate corps: those of July 1861 (the Army of the Valley a little stronger), new "
       "corps from 1862 with corps artillery and cavalry, and from the September 1864 Recruiting Phase smaller "
       "corps of 5-4 brigades (docs/rules-decisions.md). Campaign 12.1 calls the appendices A and B; they are these "
       "two."),
    N_("A Confederate corps raised in March 1862 has a 2-5 R-F PT corps battery, 3-4 PT corps cavalry and two "
       "divisions of three 6-4 PT brigades.") },
};

const guint hd_reference_n_campaign_rules = G_N_ELEMENTS (hd_reference_campaign_rules);
