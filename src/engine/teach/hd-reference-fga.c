/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-reference-fga.c: The Civil War (Fresno Gaming Association)'s
 * entries of the rules reference (hd-reference.h): one for each
 * numbered section of its rulebook that has text of its own (and an
 * overview where a section's text is all in its subsections), in our
 * own words with a small example.  Ids "fga-4.3.4", cited "FGA 4.3.4"
 * as the game's steps and refusals cite them (hd-fga.c,
 * hd-fga-actions.c, hd-fga-combat.c, hd-fga-books.c); a paragraph's
 * letter after the number ("FGA 4.3.4.A") names the same entry.  Where
 * our copy is damaged or silent the entry says what the program decided
 * (docs/rules-decisions.md, "The Civil War (FGA)"). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-reference-private.h"

#define F HD_RULE_FGA

const HdRule hd_reference_fga_rules[] = {
  { "fga-2.1", F, N_("Terms"),
    N_("The rulebook uses the usual wargame shorthand. The CRT is the Combat Results Table, a DRM a die roll "
       "modifier added to or taken from a roll, the TEC the Terrain Effects Chart, a ZOC a zone of control (the six "
       "hexes around a force), and the MA a unit's Movement Allowance counted in Movement Points (MPs). An SP is a "
       "Strength Point of 500 men, an HP a Human Point of manpower and an RP a Resource Point of money and "
       "materials; an IF is an Independent Force, an IP an Improved Position (field works), an LV a leader's "
       "Leadership Value, which is always subtracted from the die, and a TO&E the chart of the SPs a force is "
       "allowed. A force is an army or an IF, never a loose stack of SPs, and a naval unit's Bombardment Rating is "
       "the firepower it lends an attack."),
    N_("A force of 40 SPs stands for about 20,000 men; its leader's LV of 2 turns a combat roll of 6 into a 4.") },
  { "fga-2.1.5", F, N_("Garrison"),
    N_("A garrison is a stack of SPs that belongs to no force and stays where it stands: it cannot march, and it "
       "counts against the garrison stacking limits (FGA 3.1.1). Most garrisons sit in cities, but SPs a force "
       "leaves behind in any other hex are a garrison too. Only rail movement (FGA 4.2.1.F) can carry SPs without a "
       "force. In the companion a garrison has no force number: combat against it is declared against force 0, and "
       "it can never refuse the combat."),
    N_("A Union force of 30 SPs drops 6 SPs at a crossroads and marches on: the 6 SPs are a garrison, may play only "
       "the Defend chit if attacked, and cannot refuse.") },
  { "fga-2.2", F, N_("The Rules"),
    N_("The rulebook runs in the order of play, and many of its sections are only outlines: the Examples of Play, "
       "the player aid cards and the maps fill in the details, and the maps explain the unit symbols. One rule of "
       "arithmetic holds everywhere: a fraction, however small, is rounded up to the next whole number. Where a rule "
       "says otherwise, as the rail capacity does (FGA 4.2.1), that rule wins, and the companion rounds each number "
       "the way its own rule asks."),
    N_("10 percent of 41 SPs is 4.1, which becomes 5; 15 percent of 22 SPs is 3.3, which becomes 4.") },
  { "fga-2.3.1", F, N_("The Map: In General"),
    N_("The three map sections show the ground of the war at about 13 miles a hex. Each hex has one main terrain, "
       "apart from the roads drawn over it, and the TEC tells what that terrain costs to enter and what it does in "
       "combat; a feature drawn over only part of a hex or of a hexside counts as filling all of it. The map is "
       "split into three theaters, the East, the West and the Trans-Mississippi, and the companion asks for the "
       "theater where it matters, as for promotions (one attempt a side in each theater a turn)."),
    N_("A wood that covers half a hex makes it a wood hex: a force entering pays the full wood cost from the TEC, "
       "and a defender there gets the wood's DRM.") },
  { "fga-2.3.2", F, N_("The Map: Errata"),
    N_("Correct the map sections before play. Section A: the Confederate Level-2 (3/+1) fort goes in A3723, not "
       "A3722; the Head of Navigation mark on hexspine 4614/4715 belongs on 4615/4715; Kentucky lacks its label. "
       "Section B: the Union Level-3 (5/+2) fort goes in B4121, not B4020; besides the marks printed on 2225/2325, "
       "2325/2425 and 2425/2526, add Head of Navigation marks on 2121/2221 and 2322/2422, since no boat may go up "
       "those rivers; ignore the mark between 0807 and 0808; and Proctersville, Louisiana, is spelt Proctorsville. "
       "Section C: the Union Level-3 (5/+2) fort goes in C3017, not C3118. (The rulebook numbers these three parts "
       "2.3.1.1 to 2.3.1.3, though they belong to 2.3.2.)"),
    N_("A Confederate force going for the Union fort on Section B attacks B4121, where the Level-3 fort stands with "
       "its +2 DRM, and a gunboat moving upriver halts at hexspine 2121/2221.") },
  { "fga-2.4", F, N_("The Playing Pieces"),
    N_("The pieces are units, the land and naval troops that fight, and markers, which show a unit's state on the "
       "map. A leader or organization piece tells who commands; an SP piece gives a size and a strength. On the TO&E "
       "charts of the land forces and of the Union fleets any SP piece will do to count SPs of the right kind, since "
       "the pictures are only decoration; but Confederate naval SPs, and land SPs standing on the map as garrisons, "
       "must be shown with pieces of their own type. The 15 SP Union piece on sheet 9103-3B whose infantry symbol is "
       "green instead of yellow plays as it is."),
    N_("A Confederate army's chart may show its 12 cavalry SPs with an 8 and a 4 infantry piece; but 12 cavalry SPs "
       "left on the map as a garrison must be shown with cavalry pieces.") },
  { "fga-2.5", F, N_("The Die"),
    N_("Every roll uses the one ten-sided die, read from 1 to 10: the face 0 counts as 10, never as nothing. The "
       "companion takes every die as 1 to 10 too, so type 10 when the die shows 0."),
    N_("In the second round the ending die shows 0: that is 10, plus 1 for the round, 11, and the combat ends.") },
  { "fga-2.6", F, N_("Player Aid Cards Errata"),
    N_("Three corrections to the cards. On Card 9 the Naval CRT's results 1 and 2 take one or two naval SPs from "
       "whichever side suffers them, not only from the Federals. On Cards 11 and 12 add one combat DRM: -1 for an IF "
       "or army at least half of whose SPs are line infantry rather than militia. The Tactical Combat Matrix is "
       "replaced by the new charts and tables. The companion prints none of these cards: read them from your own."),
    N_("An army of 30 SPs with 15 line infantry and 15 militia is exactly half line infantry and takes the -1 DRM; "
       "with 14 line infantry it would not.") },
  { "fga-3.0", F, N_("Sequence of Play"),
    N_("Each turn is one week in four parts. In the Action Phase the sides roll for the initiative, then take single "
       "actions in turn, the first side and then the second, until both have passed. The Administrative Phase moves "
       "the Political Track and checks leaders for promotion; in the Production Phase each side builds and places "
       "new units, draws new leaders on odd-numbered turns and designates its armies and IFs; then the Turn-Record "
       "marker moves on a week. In the companion the Turn-Record Track's first box is April II 1861, and a "
       "scenario's first week is its Turn 1, whatever its date."),
    N_("The 1862 scenario starts in March I 1862, its Turn 1: new leaders arrive in its Production Phases of Turns "
       "1, 3 and 5, that is March I, III and April I 1862.") },
  { "fga-3.1.1", F, N_("Garrison Stacking Limits"),
    N_("A garrison may hold at most 16 SPs if it is Confederate and 20 if it is Union. SPs beyond the limit must "
       "stay with a force or go elsewhere. The companion's garrison check refuses a garrison above its side's "
       "limit."),
    N_("The Confederacy wants to leave 18 SPs in Vicksburg: 16 stay as the garrison and the other 2 must march on "
       "with a force.") },
  { "fga-3.1.2", F, N_("Garrison Stacking with Armies or IFs"),
    N_("In a friendly city a garrison may share its hex with a friendly army or IF: the garrison holds the city "
       "itself and the force camps outside it. An enemy cannot attack the garrison until the force has been "
       "destroyed or has left the hex. Both can still fall in one Combat Sequence, since the rounds may go on "
       "against the garrison once the force is gone."),
    N_("A Union army of 40 SPs attacks Nashville, held by 12 garrison SPs and a Confederate IF of 10 SPs: it must "
       "fight the IF first, and if the IF is destroyed in round 2, round 3 can go on against the 12 SPs inside.") },
  { "fga-3.1.3", F, N_("Cities Without Garrisons"),
    N_("When a friendly city hex holds a force but no garrison, the force may declare itself inside the city for "
       "combat. It then defends as the city's holder rather than camping in the open around it. With a garrison "
       "present the force stays outside (FGA 3.1.2)."),
    N_("A Confederate IF of 14 SPs holds Chattanooga, which has no garrison: when 30 Union SPs attack, it declares "
       "itself inside the city and the Union fights the 14 SPs there.") },
  { "fga-3.1.4", F, N_("Army/IF Stacking Limits"),
    N_("Forces have no hex stacking limit; instead an army holds only as many SPs as its TO&E chart allows, and an "
       "IF only as many as its leader's rank permits, a limit that stands for supply and administration alike. When "
       "a move ends, no hex may hold more than one force, so an army and an IF never stack together, though an army "
       "may absorb an IF (FGA 4.1.4). Each side may have up to five armies plus five IFs in play at one time; the "
       "companion checks these numbers when the players record their forces, and uses a scenario's own limit where "
       "it sets one. It also checks a force's SPs when the players ask: an army's against the limit they type from "
       "its chart, an IF's against its commander's rank in the owner's table of IF limits."),
    N_("The Union has five armies and three IFs on the map: it may designate two more IFs, but no sixth army, and "
       "since an army leaves the map only when destroyed in combat, it cannot make room by removing one.") },
  { "fga-3.1.5", F, N_("Naval Stacking Limits"),
    N_("Naval units have no stacking limit: any number may share a hex. The Union may have at most twenty fleets on "
       "the map at a time, and the companion counts them when the forces are recorded; the Confederacy forms no "
       "fleets at all (FGA 10.1.B)."),
    N_("The Union has 20 fleets on the map: it may pile 30 gunboat SPs into one of them in a single river hex, but "
       "it can place a twenty-first fleet only after one of the 20 is destroyed.") },
  { "fga-3.2.1", F, N_("ZOCs: In General"),
    N_("Every force projects a ZOC into each land or coastal hex next to it. Naval units and markers project none, "
       "and the rule gives ZOCs to forces only, not to stacks of SPs without a leader."),
    N_("A Union IF on a coastal hex with four land neighbours and two all-sea neighbours has a ZOC in the four land "
       "hexes only.") },
  { "fga-3.2.2", F, N_("ZOCs: Effects on Movement"),
    N_("An enemy ZOC costs nothing extra: units may move into it and through it at the normal terrain cost. What a "
       "ZOC does stop is rail movement: SPs moving by rail may not enter or pass through a hex in an enemy ZOC (FGA "
       "4.2.1.C)."),
    N_("A Confederate force with 4 MPs marches through two clear hexes in a Union ZOC for 2 MPs, just as it would "
       "elsewhere; 10 SPs on the rail line behind it must stop short of the first of those hexes.") },
  { "fga-3.2.3", F, N_("ZOCs: Effects on Retreats"),
    N_("A retreating unit avoids enemy ZOCs and may enter one only when there is no other way out; then it must keep "
       "retreating until it stops in a hex outside every enemy ZOC. A force that cannot retreat at all stays where "
       "it is and loses a tenth of its strength, rounded up. A force at least ten times as strong as an enemy stack "
       "may, when no other path exists, retreat into that stack's hex and overrun it (FGA 4.1.5): the enemy's SPs "
       "are removed just as a combat result would remove them. In the companion, a round whose Withdraw chit leaves a "
       "force with nowhere to go records that side as cornered: it loses its tenth and stays, and the victor has "
       "no hex to advance into."),
    N_("A force of 23 SPs, hemmed in by a river and enemy ZOCs, cannot retreat: it loses 2.3 SPs, rounded up to 3, "
       "and stays in place with 20.") },
  { "fga-3.3.1", F, N_("Leader Required"),
    N_("An army or IF needs at least one leader on its TO&E chart to work, and any stack of SPs that has a leader "
       "with it may be named a force. Once placed, an army's marker stays on the map until the army is destroyed in "
       "combat. In the companion a force that has lost its leader is marked so, and until a leader takes command "
       "again it may only move and defend (FGA 6.4)."),
    N_("Union army 3 loses its only leader in battle: the companion marks force 3 without a leader, and it may move "
       "but neither attack, reconnoitre nor dig in until a new leader is recorded in command.") },
  { "fga-3.3.2", F, N_("Designating and Undesignating IFs"),
    N_("A side may form an IF, or break one up, as it wishes in its Production Phase: an IF marker goes on a stack "
       "of SPs that has a leader, and the new IF acts from the next Action Phase, in any theater. An IF may also be "
       "made by splitting a corps, with its leader, off an army and moving it into a next hex free of enemy units. "
       "The companion keeps the count of each side's armies and IFs that the players record."),
    N_("In Turn 8's Production Phase the Confederacy breaks up an IF in Virginia and names 12 SPs with a leader in "
       "Tennessee as an IF; in Turn 9's Action Phase the new IF takes its two actions.") },
  { "fga-3.3.3", F, N_("Fleet Placement"),
    N_("A fleet is placed and handled like an army marker, only on water instead of land, and it is never an IF. "
       "Only the Union forms fleets: Confederate naval SPs are never grouped into one (FGA 10.1.B)."),
    N_("The Union places a fleet with 8 naval SPs at the mouth of the Mississippi: like an army it stays on the map "
       "until destroyed, and it is one of the Union's twenty.") },
  { "fga-4.0", F, N_("Initiative Determination and Player Actions"),
    N_("At the start of each turn both sides roll the die: the lower roll wins the initiative and may act first or "
       "let the other side begin; a tie leaves it with last turn's holder, and on a scenario's Turn 1 a tie is "
       "rolled again. The sides then take single actions in turn (move, combat, reconnaissance, improving positions, "
       "and from 1864 razing a city), and a side that passes takes no more actions that Action Phase, which ends "
       "when both have passed. Each force may take two actions a turn, both moves if it likes, but it may declare "
       "and fight only one combat a turn, of up to seven rounds, while it may defend any number of times. The "
       "rulebook lets a force without a leader do nothing; the companion follows FGA 6.4 and lets it only move and "
       "defend. The companion takes both rolls and who goes first, then records each action by the force's number, 1 "
       "to 20 a side."),
    N_("The Union rolls 3 and the Confederacy 7: the Union has the initiative and moves force 2; the Confederacy "
       "answers with force 5; once the Union passes, the Confederacy may keep acting alone until it passes too.") },
  { "fga-4.1.1", F, N_("Movement: In General"),
    N_("A force moves up to its MA, from the Movement Capabilities Chart, one hex at a time and never skipping one, "
       "paying the TEC's cost for each hex entered and each hexside crossed. It may not enter a hex that costs more "
       "than the MPs it has left, yet any unit with an MA may always move one hex, unless the TEC forbids that "
       "terrain. Infantry and cavalry stay together only by moving at the infantry's rate. The companion does not "
       "count MPs: a move is recorded as one action of the force."),
    N_("Say clear costs 1 MP and forest 2: a force with 4 MPs enters a clear hex and then a forest, and with 1 MP "
       "left it may not enter a second forest. A force whose whole MA is 1 could still enter a forest as its one hex "
       "of the action.") },
  { "fga-4.1.2", F, N_("Forced March"),
    N_("Infantry and cavalry may force march to gain one MP for a move. A leader alone may not. A force that force "
       "marches rolls on the Forced-March Table, with all its DRMs, for the men it loses on the road, and removes "
       "the SPs the table takes; that table is on the players' cards, not in the companion: say the move is forced "
       "and type the SPs lost. A force without a leader in command may not force march (FGA 6.4.3.B)."),
    N_("An infantry force with an MA of 3 force marches to spend 4 MPs and reach a threatened city, then rolls on "
       "the Forced-March Table and removes the SPs it shows.") },
  { "fga-4.1.3", F, N_("Movement Restrictions"),
    N_("Land units go into all-water hexes only when naval transports carry them. SPs move only as part of a force; "
       "the one exception is rail movement (FGA 4.2), which may carry SPs on their own."),
    N_("Eight SPs left as a garrison in Memphis cannot march into the next hex: they can only ride the railroad, "
       "within the side's rail capacity, or wait for a force to take them along.") },
  { "fga-4.1.4", F, N_("Absorbing IFs into an Army"),
    N_("An army takes in an IF when one of the two moves into the other's hex. Both are charged an action, so "
       "neither may have acted yet that turn, and the army's TO&E chart must have room for the IF's SPs and its "
       "leader. The IF marker comes off the map and may be used again in the same turn's Production Phase, the one "
       "time an IF marker leaves the map outside that phase. In the companion choose Absorb an IF for the army and "
       "name the IF: both forces are charged one action and the side's count of IFs drops by one."),
    N_("Army 1 with 40 SPs and room for 60 absorbs IF 6 with 15 SPs: both have used one action, the army now has 55 "
       "SPs, and the IF marker can go back on the map at this turn's Production Phase.") },
  { "fga-4.1.5", F, N_("Overrun Movement"),
    N_("A force at least ten times as strong as an enemy stack may move through that stack's hex for one MP more "
       "than usual, and the enemy stack is eliminated as if by combat. An overrun is part of a move, not a combat "
       "action (FGA 4.3.1.D), so the force keeps its one combat of the turn."),
    N_("A Union army of 50 SPs meets a Confederate stack of 5 SPs in a clear hex: 50 to 5 is 10 to 1, so it moves "
       "through for 1 + 1 = 2 MPs, the 5 SPs are removed, and the army may still attack later that turn.") },
  { "fga-4.2.1", F, N_("Rail Movement"),
    N_("Each side's rail capacity is 15 percent of its Resource Points, rounded down, leaving aside what the "
       "blockade takes; the companion uses the RPs the side received at its last Production Phase, before blockade "
       "losses. A force may join rail to ordinary movement: it reaches a rail line, then carries up to the capacity "
       "in SPs as far as 60 hexes along the line, never leaving it nor passing an enemy ZOC; several groups may ride "
       "so long as their total stays within the capacity, and leaders ride free. SPs without a leader may ride too, "
       "but only along the rail, with no ordinary movement before or after. Riding counts as both of a force's "
       "actions, so a force that rides can neither fight nor absorb an IF that turn, nor ride once it has acted; the "
       "companion charges it two actions and takes the SPs from the side's capacity for the turn."),
    N_("The Union received 243 RPs at its last Production Phase: 15 percent is 36.45, rounded down to 36, so force 4 "
       "may ride with 20 SPs and 16 more SPs may still go by rail this turn.") },
  { "fga-4.2.2", F, N_("Railroads West of the Mississippi (Optional)"),
    N_("With this optional rule the thin rail net of the Trans-Mississippi costs more: each ground SP moved by rail "
       "there uses 3 of the side's rail capacity instead of 1. The rulebook calls these 3 RPs, but the capacity is "
       "counted in SPs, so read it as 3 SPs of capacity, taken from the side's one capacity. Choose the rule when "
       "the scenario begins; then say of each rail movement whether it runs west of the river, and the companion "
       "counts it three times."),
    N_("With 36 SPs of capacity the Confederacy moves 12 SPs by rail in Arkansas: 12 x 3 = 36, which uses up the "
       "whole capacity for the turn.") },
  { "fga-4.2.3", F, N_("Railroads and River Crossings"),
    N_("Where a railroad crosses a river and the map shows no bridge, there is a bridge all the same: the line runs "
       "on across the river as if the symbol were printed. The companion keeps no map, so nothing needs recording "
       "for it."),
    N_("A rail line crosses the Tennessee River between two hexes with no bridge drawn: 10 SPs moving by rail cross "
       "it without a stop, as they would over a printed bridge.") },
  { "fga-4.2.4", F, N_("Breaking and Repair of Railroads"),
    N_("A force breaks a railroad by spending one MP more in the hex. A broken line in friendly territory is "
       "repaired by paying its cost in RPs. The companion does not keep the rail lines: mark the breaks on the map "
       "and record the repair RPs with the side's spending."),
    N_("A Confederate force with 4 MPs enters a clear rail hex for 1 MP and breaks the line for 1 more, keeping 2 "
       "MPs; the Union later pays the repair cost in RPs to use the line again.") },
  { "fga-4.3.1", F, N_("Combat: In General"),
    N_("Attacking is a choice until a combat is declared; from then on it must be fought as the attacker's next "
       "action. The declaration itself costs nothing: the combat is the attacking force's action and its one combat "
       "of the turn. A force may declare combat on enemy units in its ZOC, in one hex only, and an overrun (FGA "
       "4.1.5) is no combat. Combat is fought in rounds with tactical maneuver chits, and once it is declared and "
       "accepted nothing else happens until it is over. In the companion choose Declare combat for the force and "
       "name the enemy force, or 0 for a garrison; the defender then accepts or refuses."),
    N_("Confederate force 3, which has moved once, declares combat on Union force 7 next to it; the Union accepts, "
       "and the combat is force 3's second action and its one combat this turn.") },
  { "fga-4.3.2", F, N_("Refusing Combat"),
    N_("The defender may refuse a declared combat before any of it is fought, by announcing at once that its force "
       "moves away. A force that has used both its actions cannot refuse, nor can a garrison, which cannot move. A "
       "refused combat is a single roll: the attacker works out the DRMs, leaders' included, rolls once on the CRT "
       "and the losses are taken, and with that the attacking side's turn to act is over. The refusal costs the "
       "defending force one action and the attacker nothing, so the attacking force still has its combat for the "
       "turn; no battle was fought, so the Political Track does not move."),
    N_("Union force 2 declares combat on Confederate force 4, which has acted once; the Confederacy refuses and "
       "moves away. The Union rolls once and the CRT takes 10 percent of force 4's 20 SPs, 2 SPs; force 4 has now "
       "used both actions, and force 2 may still attack this turn.") },
  { "fga-4.3.3", F, N_("The Combat Sequence"),
    N_("Both sides first reveal the strength of the force or garrison in the fight. Each round, each side picks a "
       "tactical chit and the chits are compared on the Tactical Combat Matrix, the DRMs are totalled, the attacker "
       "rolls on the CRT, both sides take their losses, and the attacker rolls to see whether the combat ends (FGA "
       "4.3.4); if not, another round follows from the chits on. After the last round each side rolls once for a "
       "leader casualty. The companion takes both strengths when the defender accepts, then, for each round, each "
       "side's loss as the CRT's percentage and any doubling or tripling, any Withdraw chit and the ending roll, and "
       "works out the SPs lost."),
    N_("120 Union SPs attack 80 Confederate SPs. In round 1 the CRT gives the Union 10 percent and the Confederacy "
       "15 percent: each loses 12 SPs, leaving 108 against 68, and an ending roll of 4 means round 2 begins with new "
       "chits.") },
  { "fga-4.3.4", F, N_("Ending Combat"),
    N_("After each round's losses the attacker rolls the die, adding one for each round after the first: a total of "
       "10 or more ends the combat. A side that plays the Withdraw chit also ends it and must retreat one hex, and a "
       "force that terrain keeps from retreating is destroyed; a destroyed side ends it too, and the seventh round "
       "is always the last. A side destroyed or withdrawn loses the battle for the Political Track, while a combat "
       "that ends with both sides withdrawing, or with neither withdrawn nor destroyed, is a draw, and a refused "
       "combat is no battle at all. The same two forces may fight again later in the Action Phase if the old "
       "defender attacks in its own turn."),
    N_("In round 4 the attacker rolls 7: 7 + 3 = 10, and the combat ends. Had it rolled 8 in round 2, 8 + 1 = 9 "
       "would not be enough, and round 3 would follow.") },
  { "fga-4.3.5", F, N_("Combat Results"),
    N_("The CRT gives the results and lists every DRM. When one side is 4 to 1 or more stronger the CRT also "
       "prescribes extra losses, and these multiply the SPs lost, not the percentage. Take the CRT's percentage of "
       "the side's strength, round it up to whole SPs, then double or triple that number as the CRT says. In the "
       "companion type each side's percentage and multiplier, and it works out the SPs, never more than the side "
       "has."),
    N_("A force of 22 SPs suffers 15 percent, tripled: 15 percent of 22 is 3.3, rounded up to 4, times 3 is 12 SPs, "
       "not the 10 SPs that 45 percent of 22 would give.") },
  { "fga-4.3.6", F, N_("Advance After Combat"),
    N_("When the enemy's units retreat from the hex or are eliminated, the winner's surviving units may move into "
       "it. The choice must be made at once, before play goes on. The advance is made on the map, and the companion "
       "charges no action for it."),
    N_("A Union force of 30 SPs makes a Confederate force withdraw from Corinth: it decides on the spot to advance "
       "into Corinth; once the next action has begun it is too late.") },
  { "fga-4.3.7", F, N_("Defending Garrisons"),
    N_("A garrison may only play the Defend chit, whether or not a leader is with it; the Withdraw chit belongs to "
       "forces alone. The companion refuses a Withdraw chit for a garrison, that is a defender declared as force 0."),
    N_("A Union army attacks the 16-SP garrison of Vicksburg: the garrison plays Defend every round and can neither "
       "refuse nor withdraw, so the fight ends only by destruction, the ending roll or the seventh round.") },
  { "fga-4.3.8", F, N_("Combat Restrictions"),
    N_("No unit may attack into a hex, or across a hexside, that it is not allowed to enter. A force may declare and "
       "fight only one combat a turn, though it may defend any number of times. The companion refuses a second "
       "combat by a force that has already fought one that turn; a combat its target refused does not count."),
    N_("Force 5 attacks with its first action and the combat ends after three rounds; with its second action it may "
       "move or reconnoitre, but it may not attack again until next turn.") },
  { "fga-4.4", F, N_("Reconnaissance"),
    N_("Neither side may look into the other's stacks, so the only way to learn what an enemy hex holds before a "
       "fight is to send cavalry to look. A force with at least one cavalry SP spends an action to scout a hex "
       "within two hexes (FGA 4.4.2); failure costs it cavalry (FGA 4.4.3), and success makes the enemy announce the "
       "strength there, within a tenth of the truth (FGA 4.4.4). FGA 4.4.1 says what stays hidden. In the companion "
       "the reconnaissance is one action of the force: type the table's DRMs and the die, and a modified 1 or less "
       "succeeds."),
    N_("Before attacking, Union force 1 with 6 cavalry SPs scouts a hex two away and rolls 1 with no DRMs: it "
       "succeeds, and the Confederacy, with 45 SPs there, may announce any number from 40 to 50.") },
  { "fga-4.4.1", F, N_("Fog of War"),
    N_("Nobody may look at what the enemy has in a hex. Keep each stack under its army or IF marker, or keep its SPs "
       "on the player aid cards out of the enemy's sight; SPs without a leader or outside a force may not be "
       "examined either. The companion keeps the secret too: the true strength typed for a reconnaissance stays "
       "behind the reconnoitred side's cover, and the report is shown only to the side that asked."),
    N_("The Confederate army in Richmond shows only its army marker; its 85 SPs are counted in the army's box on the "
       "card, which the Union may not read.") },
  { "fga-4.4.2", F, N_("Conducting Reconnaissance"),
    N_("Any force with at least one cavalry SP may try to learn the strength of an enemy-held hex within two hexes, "
       "whatever the MPs between. Roll the die and apply the Reconnaissance DRMs Table, including the good DRMs of "
       "cavalry leaders such as Stuart: a modified 1 or less succeeds, and in Winter the roll gets 1 more. Either "
       "side may keep a leader in its stack secret, but then takes no DRM for him. In the companion record the "
       "reconnaissance for the force with the table's DRMs and the die; it is one of the force's actions."),
    N_("Stuart's IF scouts a Union hex two away with -2 from the table: a roll of 3 becomes 1 and succeeds; in "
       "Winter it would be 3 - 2 + 1 = 2 and fail.") },
  { "fga-4.4.3", F, N_("Penalty for Recon Failure"),
    N_("When the attempt fails, roll the die again on the Cavalry Loss Table and remove the cavalry losses it gives, "
       "any fraction rounded up. The table is on the players' cards; the companion reminds them to roll it."),
    N_("A force with 7 cavalry SPs fails; if the Cavalry Loss Table took 10 percent, 0.7 SP would round up to 1 "
       "cavalry SP lost.") },
  { "fga-4.4.4", F, N_("Successful Recon Results"),
    N_("When a reconnaissance succeeds, the side whose hex was scouted must announce the SPs in it, and may shade "
       "the number by up to a tenth of the truth either way, the tenth rounded up. In the companion the reconnoitred "
       "side first types the true strength behind its cover, then the number it announces; a number outside the "
       "range is refused, and the report is seen only by the side that asked."),
    N_("A hex with 400 SPs may be announced as anything from 360 to 440; one with 45 SPs, whose tenth is 4.5 rounded "
       "up to 5, as anything from 40 to 50.") },
  { "fga-4.5.1", F, N_("Improving Positions: Placement"),
    N_("An Improved Position is field works that help a force defend its hex. A force places one by neither moving "
       "nor fighting that turn; only one IP may stand in a hex, and a hex with a fort may have one too. A force that "
       "digs in may still reconnoitre that turn if it has cavalry. In the companion choose Improve positions for a "
       "force that has not acted yet this turn: it is one of its actions, and after it only a reconnaissance may "
       "follow."),
    N_("Union force 8, with 30 SPs of which 4 are cavalry, has not acted: it places an IP, then with its second "
       "action scouts a Confederate hex two away; it may not move or attack this turn.") },
  { "fga-4.5.2", F, N_("Improving Positions: Restrictions"),
    N_("An IP's DRM helps only the side defending in its hex, never an attack out of it. The IP is removed the "
       "moment the force quits the hex, whatever the cause, even when some of its SPs stay behind. A force against "
       "which combat has just been declared may not place one, and a garrison standing alone may not place one at "
       "all."),
    N_("Confederate force 2 holds an IP with 25 SPs and marches off, leaving 5 SPs as a garrison: the IP is removed "
       "at once, and the 5 SPs cannot place a new one.") },
  { "fga-4.5.3", F, N_("RP Cost for IPs (Optional Rule)"),
    N_("With this optional play-balance rule each IP costs RPs, at the price the Production Points Cost chart gives "
       "for entrenchments. The companion does not charge it by itself: record the RPs with the side's spending."),
    N_("If the chart priced entrenchments at 2 RPs, three IPs placed in one turn would cost the side 6 RPs.") },
  { "fga-4.6", F, N_("Razing Cities"),
    N_("From January 1864 a side may destroy an enemy production city its force holds, taking that city's production "
       "out of the war for good. Razing takes both of the force's actions for the turn and fails if the force is "
       "attacked (FGA 4.6.1), its effects are permanent (FGA 4.6.2), and it is forbidden before 1864 (FGA 4.6.3). In "
       "the companion each side may raze one city a turn."),
    N_("In March 1864 a Union army has stood in Atlanta since the turn began: it spends the whole turn razing, and "
       "if no Confederate force attacks it, Atlanta's production is gone when the Action Phase ends.") },
  { "fga-4.6.1", F, N_("Razing: Procedure"),
    N_("A side may raze an enemy city that has a production capacity (the rulebook's sentence is cut short here). "
       "Razing uses both of the force's actions: the force must be in the city when the turn begins and may do "
       "nothing else all turn. If the force is attacked, the razing is unfinished and the city stands. In the "
       "companion choose Raze the City, naming the force and the city from the ledger; the city is razed when the "
       "Action Phase ends unless a combat was fought against the force, which, having used both its actions, cannot "
       "refuse it."),
    N_("Union force 3 begins the turn in Selma and razes it; the Confederacy attacks force 3 in the same Action "
       "Phase, so Selma still stands, and next turn force 3, still in the city, may try again.") },
  { "fga-4.6.2", F, N_("Razing: Effects"),
    N_("A razed city no longer exists for the game. Its production is gone for the remainder of the war, even if its "
       "old owner takes the hex back, and the rail lines through the hex are gone for good. An optional rule lets "
       "razing move the Political Track as well. The companion marks the city razed in its ledger, so its RPs are "
       "never counted again."),
    N_("Selma, worth 4 RPs to the Confederacy, is razed in May 1864; the Confederates retake the hex in June, but "
       "their income stays 4 RPs lower and trains can no longer run through it.") },
  { "fga-4.6.3", F, N_("Razing: Restrictions"),
    N_("No city may be razed before January 1864. The companion refuses a razing on any earlier turn."),
    N_("A Union force in Jackson in December IV 1863 may not raze it; from January I 1864 it may, if it held the "
       "city from the start of that turn.") },
  { "fga-5.0", F, N_("Political Events and Track Adjustments"),
    N_("The Political Track runs from the Union's end, low, to the Confederacy's, high, and the events of the "
       "Political Events Table move its marker. A battle counts as fought on the ground of the defender's hex. Every "
       "adjustment adds to the ones before, so a strategic city that changes hands again and again moves the marker "
       "each time: 3 boxes for a Confederate city (down when the Union takes it, up when the Confederacy gets it "
       "back) and 4 for a Northern one (up when taken, down when retaken). The companion makes the city moves itself "
       "once the strategic cities are in its list; for every other event the players type the boxes from their "
       "Political Events Table."),
    N_("The marker is at 50. The Union takes Atlanta: 47. The Confederacy retakes it: 50. The Union takes it once "
       "more: 47, and a Confederate capture of a Northern strategic city then brings it to 51.") },
  { "fga-5.1.1", F, N_("Kentucky"),
    N_("Kentucky starts neutral, and the first side to move units into it has invaded it. Kentucky then joins the "
       "other side: all its hexes become friendly to that side except those the invader has taken, and the invader's "
       "action stops while the new ally places 4 free militia SPs in each Kentucky city. If nobody has invaded by "
       "January 1864, Kentucky joins the Union and the marker moves as if the Confederacy had invaded. Record an "
       "invasion with the companion's kentucky line and the number of Kentucky cities, and it says how many militia "
       "SPs to place; if Kentucky is still neutral in January 1864, it asks for the adjustment."),
    N_("Say the map shows 3 Kentucky cities. A Confederate force steps into Kentucky: the Union places 4 militia SPs "
       "in each, 12 in all, before the Confederate move goes on, and Kentucky now counts as the Union's.") },
  { "fga-5.1.2", F, N_("Missouri"),
    N_("Entering Missouri does not push it to the other side. Every Missouri hex, rail hexes too, starts neutral and "
       "is of no use to either side until that side has taken it. The first side to hold all of Missouri's cities at "
       "once has conquered the state, and only then does the marker move for it."),
    N_("Say Missouri has 5 cities and the Union holds 4: nothing happens yet. When it takes the fifth, Missouri is "
       "the Union's and the players type the Political Events Table's boxes for it, say 3 down.") },
  { "fga-5.1.3", F, N_("Status When Conquered"),
    N_("Kentucky and Missouri stay conquered ground for whichever side controls them; they never become either "
       "side's home country, for production or anything else. The one exception is St. Louis: while the Union holds "
       "it, it produces like a Union city under the production rules (FGA 7.0). List it once as a Union production "
       "city and the companion counts its RPs while the Confederacy does not occupy it."),
    N_("The Union holds St. Louis and Louisville: at its Production Phase it receives St. Louis's RPs, while "
       "Louisville, in Kentucky, adds nothing and can take no new units.") },
  { "fga-5.2", F, N_("Foreign Intervention and Neutrality"),
    N_("France and Great Britain may still take the South's side or stay out of the war for good, and the Political "
       "Track decides which. The Confederacy may roll for intervention while the marker stands at 81 to 90, the "
       "Union for permanent neutrality while it stands at 11 to 20; each roll names one country, and each side rolls "
       "for one country a turn. A roll succeeds at most the number printed in the marker's box: the owner types "
       "those numbers once into the companion's Political Track table, or the players say whether the roll "
       "succeeded. A success moves the marker at once by the boxes the players type from the Political Events Table, "
       "and that country's choice is then made for the rest of the game."),
    N_("The marker is at 84, whose box prints 3. The Confederacy rolls for Great Britain and gets 2: Britain "
       "intervenes and the marker moves as typed. France is still open, to be rolled for on a later turn.") },
  { "fga-5.2.1", F, N_("Intervention"),
    N_("While the marker stands at 81 to 90, the Confederacy may roll a die for a French or a British intervention, "
       "naming one of the two each turn. The roll succeeds at most the number printed in the marker's box; a success "
       "moves the marker at once by the event's boxes, typed from the Political Events Table. The companion refuses "
       "a second roll by the Confederacy in the same turn, and any roll for a country that has already intervened or "
       "declared itself neutral."),
    N_("The marker is at 86 and its box prints 4. The Confederacy rolls 5 for France: no intervention. Next turn, "
       "with the marker still in the zone, it may try France again or Great Britain instead.") },
  { "fga-5.2.2", F, N_("Permanent Neutrality"),
    N_("While the marker stands at 11 to 20, the Union may roll a die to have France or Great Britain declare itself "
       "neutral for good, one country a turn. It works as intervention does: a roll at most the number in the "
       "marker's box succeeds, and the marker moves at once by the boxes typed from the Political Events Table. A "
       "country that has declared its neutrality can never be rolled for intervention afterwards."),
    N_("The marker is at 15 and its box prints 5. The Union rolls 3 for France: France stays neutral for the rest of "
       "the war, and even if the marker later climbs to 85 the Confederacy can roll only for Great Britain.") },
  { "fga-5.3", F, N_("Automatic Victory"),
    N_("Once all of a turn's adjustments are made, a marker in a shaded zone brings a roll of the die: 10 or below "
       "is the Union's zone, 91 or above the Confederacy's. A roll at most the number printed in the marker's box "
       "wins the war for that side at once; otherwise play goes on. Our copy says play goes on until April 1865, but "
       "the scenarios run to June IV 1865, so the companion ends the game after June IV 1865. If the Union has not "
       "won automatically by then, the Confederacy has a marginal victory."),
    N_("The marker ends the turn at 8, whose box prints 2, and the Union rolls 3: the war goes on. A turn later the "
       "marker is at 7, printing 3, and a roll of 1 wins the war for the Union.") },
  { "fga-6.1", F, N_("Placement"),
    N_("On every odd-numbered turn, in the Production Phase, each side draws one leader at random from its pool and "
       "places him in a city of its home country, weaker side up; a later promotion turns him over. A leader with "
       "several counters always enters at his lowest rank, so a higher counter drawn is swapped for the lowest one "
       "from the pool. A new leader need not join an army or IF and may wait off the map until wanted. The companion "
       "counts odd turns from the scenario's first week, its Turn 1, and skips the step on even turns."),
    N_("The 1863 scenario starts with April I 1863 as Turn 1, so leaders arrive on April I and April III, not April "
       "II. The Union draws Grant's three-star counter: it is swapped, and Grant enters as a one-star brigadier "
       "general.") },
  { "fga-6.2.1", F, N_("Seniority Ratings and Command"),
    N_("Each leader's seniority is a place in line: 1 is the most senior, and a lower number outranks a higher one. "
       "Between leaders of the same number of stars, the more senior commands the other, and if two such leaders are "
       "in one army the more senior must lead it. The companion does not keep the leader pool or seniority; the "
       "players apply this at the table."),
    N_("Say Buell has seniority 4 and Grant 9, both with three stars, and both join the same army: Buell must "
       "command it, and Grant serves under him.") },
  { "fga-6.2.2", F, N_("Promotions"),
    N_("Leaders rise by fighting: a leader who was in a battle this turn may be rolled for in the Administrative "
       "Phase. Roll a die and subtract his Leadership Value; 4 or less promotes him, and he turns to his stronger "
       "side or next counter. Each side may make only one attempt in each theater (East, West, Trans-Mississippi) a "
       "turn. The companion works out the result and refuses a second attempt by the same side in the same theater."),
    N_("A Union leader with LV 2 fought in the West: the die shows 6, and 6 - 2 = 4, so he is promoted. No other "
       "Union leader in the West may try this turn, though one in the East still may.") },
  { "fga-6.3", F, N_("Leader Casualties"),
    N_("After the last round of each battle, each side rolls one die for the whole battle. Only a 10 can hurt a "
       "leader: that side then rolls a second die on the Leader Casualty Table, whose results are no casualty, "
       "wounded or killed, and a killed leader leaves the game for good. The owner types the table once into the "
       "companion, which then reads the result from the second die. A force whose only leader falls is marked as "
       "without a leader and may only move and defend (FGA 6.4.3) until another takes command."),
    N_("The Union rolls 4: nothing. The Confederacy rolls 10, then 7 on the table, which reads killed: the leader of "
       "its force 3 is gone for good, and force 3 may only move and defend until a new leader takes over.") },
  { "fga-6.4", F, N_("Special Considerations for Leaders"),
    N_("A few cases bend the ordinary leader rules: a leader cannot simply walk away from his troops (FGA 6.4.1), "
       "losing a corps or army commander forces a reorganization (FGA 6.4.2, 6.4.3), an IF without its leader is as "
       "crippled as a leaderless army (FGA 6.4.4), the leader of a force wiped out comes back (FGA 6.4.5), and cavalry "
       "and naval leaders lead only their own kind (FGA 6.4.6, 6.4.7). The companion marks a force whose leader fell, "
       "lets it only move and defend, and clears the mark when the players say a leader has taken command; the rest "
       "is kept at the table."),
    N_("A Union army loses its only leader, killed: the companion lets it move but refuses it a combat, a "
       "reconnaissance or the Withdraw chit, until a new leader reaches it and takes command.") },
  { "fga-6.4.1", F, N_("Leader Separating from a Force"),
    N_("A leader may not ride off alone and leave his force behind; only a garrison can be left that way. To free "
       "him, first move an unattached leader into the force's hex during the Action Phase, then swap the two on the "
       "force's TO&E during the Administrative Phase. The old leader is free to move on his own from the next turn's "
       "Action Phase."),
    N_("On Turn 10 a new leader reaches an army's hex in the Action Phase and replaces its commander on the TO&E in "
       "the Administrative Phase. The old commander may move alone from Turn 11's Action Phase, not before.") },
  { "fga-6.4.2", F, N_("Loss of Corps Commander"),
    N_("When a leader who commanded part of an army falls and leaves some of its SPs with no leader over them, the "
       "army is reorganized at once to fit what its TO&E now allows. SPs it can no longer hold stay in the hex and "
       "are dropped off as a garrison when the army takes its next action."),
    N_("Say an army's TO&E gives 10 SPs to each of its 3 leaders and it holds 30 SPs. A corps commander is killed: "
       "the army may keep 20 SPs, and the other 10 are left as a garrison with its next action.") },
  { "fga-6.4.3", F, N_("Loss of Army Commander"),
    N_("If an army's commander falls, the next leader on its TO&E takes over at once, and if he may command fewer "
       "SPs than the fallen one, the army shrinks to his limit straight away. With no leader left, which is common "
       "early in the war, the army may only move and defend: no declared combat, no improved positions, no forced "
       "march, no reconnaissance, and the Defend chit whenever it is attacked. Record that with the companion's "
       "leader line; it then refuses such a force every action but a move, and any chit but Defend."),
    N_("Say an army of 30 SPs loses its three-star commander, able to lead 30, and its next leader may lead 20: the "
       "army keeps 20 SPs and leaves 10 behind. If it had no other leader, it could still march away, but never "
       "attack.") },
  { "fga-6.4.4", F, N_("IF Commander Killed or Wounded"),
    N_("An IF whose leader is killed or wounded is handled like an army without a leader (FGA 6.4.3): it may only "
       "move and defend, and takes the Defend chit when attacked. The companion marks it when the casualty roll "
       "names its force, and clears the mark when the players record that a new leader has taken command."),
    N_("A Confederate IF's one-star leader is wounded in a battle: the IF may fall back two hexes next turn, but it "
       "may not declare combat or reconnoitre until a new leader joins it.") },
  { "fga-6.4.5", F, N_("Leader of Completely Eliminated Force"),
    N_("A leader whose whole force is destroyed in combat, and who was not himself a casualty (FGA 6.3), is taken "
       "again in the next Production Phase as if newly drawn, whatever the turn. On an odd-numbered turn the side "
       "still draws its usual new leader from the pool as well. The companion skips its new-leaders step on even "
       "turns, so the players place a returning leader themselves then."),
    N_("On Turn 8 a Confederate IF is wiped out and its side's casualty roll is a 3: its leader returns in Turn 8's "
       "Production Phase in a home city. On Turn 9 he would return and the Confederacy would draw one more leader "
       "too.") },
  { "fga-6.4.6", F, N_("Cavalry Leaders; Leading Cavalry"),
    N_("A cavalry leader may lead only cavalry SPs, never infantry, while any other leader may lead cavalry. The one "
       "exception is Sheridan: from July 1864 he may command armies and IFs of infantry as well as cavalry. In the "
       "companion a leader is drawn as a general, a cavalry leader or a naval leader, and a force is taken to have "
       "infantry until its troops are recorded as cavalry only: a cavalry leader with it may join it but not "
       "command it, and if no other leader there can, the force is without a leader (FGA 6.4.3.B)."),
    N_("Stuart may lead an IF of 8 cavalry SPs, but not one with 2 infantry SPs in it; a non-cavalry leader may lead "
       "both. In August 1864 Sheridan may command an army of 40 infantry and 10 cavalry SPs.") },
  { "fga-6.4.7", F, N_("Naval Leaders"),
    N_("Naval leaders command only naval units, never land troops. Their Leadership Value is subtracted from the "
       "naval combat roll (and from blockade and commerce raiding rolls, FGA 10.8). The companion refuses to give a "
       "naval leader a land force; which fleet he is with, and his LV in the naval rolls, the players keep."),
    N_("A Union naval leader with LV 2 commands a fleet in a river fight: a roll of 7 on the Naval CRT becomes 5. He "
       "could not take over an army that lost its commander.") },
  { "fga-7.0", F, N_("Production"),
    N_("In every turn's Production Phase each side buys new units with two currencies: Human Points, raised by calls "
       "for volunteers and drafts, and Resource Points, earned by the cities it holds. The companion runs the "
       "Union's production first and the Confederacy's second, after the blockades are resolved; each side receives "
       "its RPs without being asked, records its calls, purchases and fortifications with their lines, and can never "
       "spend what it does not have."),
    N_("The Union has 175 RPs saved and its listed cities produce 60: its production opens with 235 RPs, and after "
       "buying units for 100 it keeps 135 for later turns.") },
  { "fga-7.1", F, N_("In General"),
    N_("Production takes place every turn: units come out of the counter mix by paying Human and Resource Points "
       "like money, at the prices of the Unit Production Chart. No side may ever spend more than it holds. Before "
       "play the players agree whether production is open or secret; with secret production the companion keeps each "
       "side's points and purchases behind its cover, and tells the other side only that points came in or went out, "
       "and how far a draft moved the Political Marker."),
    N_("The Confederacy holds 30 HPs and 40 RPs. It buys units for 20 HPs and 40 RPs; a further purchase of 5 RPs is "
       "refused, since it would put the Confederacy 5 RPs in debt.") },
  { "fga-7.2", F, N_("Human Points"),
    N_("Human Points are raised by calls for volunteers and by draft calls, recorded, and may be saved from turn to "
       "turn. Every draft costs its side politically: the marker moves against the drafting side, up for a Union "
       "draft and down for a Confederate one, by the boxes the players type from the Political Events Table. The "
       "companion refuses a marker move on a call that is not a draft, and a draft's move in the drafting side's "
       "favour."),
    N_("The Confederacy issues a draft call for 50 HPs, and the table gives 2 boxes: the marker goes from 47 to 45, "
       "toward the Union's end. A call for volunteers the same turn would not move it.") },
  { "fga-7.3", F, N_("Resource Points"),
    N_("Resource Points arrive every week and, like Human Points, may be saved from turn to turn. Each side adds up "
       "what the sources it controls produce and records the total. The companion does the sum: the players list "
       "their production cities once with their RPs, and at its Production Phase each side receives the RPs of its "
       "own cities that the enemy does not occupy and that have not been razed, the Confederacy less what the turn's "
       "blockades took."),
    N_("The Confederacy lists Atlanta at 20 RPs and Selma at 9; the Union holds Atlanta, and a blockade took 6 RPs "
       "this turn. The Confederacy receives 9 - 6 = 3 RPs.") },
  { "fga-7.4", F, N_("Capturing and Recapturing Production Cities"),
    N_("Holding an enemy city that produces RPs denies them to its owner. For each turn an enemy army, IF or "
       "garrison occupies it at the Production Phase, its owner loses that turn's RPs from it; a city freed before "
       "the Production Phase produces as usual. In the companion, record a capture line when the city is taken and "
       "another when it is retaken: while it is marked as held, its RPs are left out of its owner's income, and a "
       "strategic city moves the Political Marker as well (FGA 5.0)."),
    N_("A Union IF takes Selma, worth 9 RPs, on Turn 20 and holds it through that turn's Production Phase: the "
       "Confederacy gets nothing from it. The Confederacy retakes it in Turn 21's Action Phase and collects its 9 "
       "RPs that same turn.") },
  { "fga-7.5", F, N_("Unit Placement"),
    N_("New land units appear in cities of the owner's own country, new naval units in its ports, and a river city "
       "counts as a port for river vessels. Within those limits the owner chooses where each unit goes. An infantry "
       "upgrade is the exception: it happens where the militia SP already stands, which is taken off and replaced by "
       "a line-infantry SP in exactly the same place."),
    N_("The Union buys 4 cavalry SPs and 2 river gunboat SPs: the cavalry may go to any Union city, the gunboats to "
       "a Union river city such as Cincinnati. A militia SP upgraded in an army in Tennessee stays in that army.") },
  { "fga-7.6", F, N_("Fortifications"),
    N_("Fortifications are bought with RPs in the Production Phase and come in levels; a fortification's DRM is its "
       "level less one, so Level 2 gives +1 and Level 3 gives +2. They may stand in any friendly-controlled hex "
       "(FGA 7.6.1), and with the optional rule they may go past Level 6 (FGA 7.6.2). The companion records each with "
       "its level and cost, takes the cost from the side's RPs without deficit, and refuses a level above 6 unless "
       "that option was chosen."),
    N_("The Confederacy pays 30 RPs for a Level 4 fortification: its DRM is 4 - 1 = +3, and 30 RPs leave its "
       "stock.") },
  { "fga-7.6.1", F, N_("Placement"),
    N_("A fortification may be built in any hex its side controls, not only in cities; an enemy-held hex cannot take "
       "one. The companion does not check the hex; the players do."),
    N_("The Confederacy controls an empty river hex below one of its cities and builds a Level 3 there, DRM +2; it "
       "could not build one in a hex the Union holds.") },
  { "fga-7.6.2", F, N_("Above Level 6 (Optional)"),
    N_("With this optional rule, fortifications may rise past Level 6. Each level beyond 6 costs 5 RPs and adds +1 "
       "to the DRM; the rulebook's own case joins a Level 6 and a Level 3 into a Level 9 costing 35 RPs with a DRM "
       "of +8. The companion allows levels up to 12 when the option was chosen at the start, and refuses less than 5 "
       "RPs for each level beyond 6."),
    N_("A Level 8 has 2 levels beyond 6, so it costs at least 2 x 5 = 10 RPs for them, and its DRM is 8 - 1 = +7.") },
  { "fga-7.7", F, N_("Restrictions"),
    N_("Militia SPs cannot be upgraded to line infantry before January 1863, and the companion refuses such spending "
       "earlier. The 1862 scenario's optional conversion of militia at the start is a scenario exception (FGA 13.1): "
       "record it as other spending."),
    N_("In December 1862 the Union's 20 RPs for upgrades are refused; on the January I 1863 turn the same purchase "
       "goes through.") },
  { "fga-8.0", F, N_("Seasonal Effects"),
    N_("Winter has no fixed dates: each year a roll decides when it sets in (FGA 8.2) and another when Spring ends "
       "it (FGA 8.3), and in between the Winter effects apply (FGA 8.1). The companion keeps whether it is Winter "
       "and asks for the roll at the end of each turn in the weeks concerned; a Winter that no Spring roll has ended "
       "is over by June."),
    N_("Winter comes with the roll of the December II 1862 turn and Spring with that of March III 1863: the Winter "
       "effects hold for the turns in between.") },
  { "fga-8.1", F, N_("Winter Effects"),
    N_("Mud and snow slow the armies: every ground unit other than a leader has its MA cut by 1. An attacker takes a "
       "+1 DRM against him on every combat roll and on every reconnaissance roll; the companion adds that 1 to a "
       "reconnaissance itself, so the roll must still come to 1 or less. Ships are not hampered by Winter."),
    N_("In Winter a force whose MA is 4 has only 3 MPs, while the fleet beside it keeps its 40 MPs. A cavalry "
       "reconnaissance rolling 1 becomes 2 and fails.") },
  { "fga-8.2", F, N_("Winter Onset Determination"),
    N_("From the November IV turn on, a die is rolled on the Winter Onset Determination Table at each Production "
       "Phase until Winter comes. The companion asks for this roll from November IV to February II; the owner types "
       "the table once, for each of those weeks the highest roll that brings Winter, and the companion then says "
       "whether it came (or the players say so themselves)."),
    N_("The owner typed 2 for December I. On the November IV turn nothing came; on December I the roll is 2, so "
       "Winter begins and no more Winter rolls are made that year.") },
  { "fga-8.3", F, N_("Spring Onset Determination"),
    N_("From the February III turn on, a die is rolled on the Spring Onset Determination Table at each Production "
       "Phase until Spring comes and Winter's effects end. The companion asks for this roll from February III to May "
       "IV while Winter lasts, reading the highest roll that brings Spring each week from the owner's table; a "
       "Winter still on after May IV ends in June."),
    N_("The table reads 4 for March II and 5 for March III. A roll of 6 on March II keeps Winter; a roll of 3 on "
       "March III brings Spring, and the armies move at full MA from the next turn.") },
  { "fga-9.0", F, N_("Supply"),
    N_("The game has no supply rules of its own: the stacking limits and the size each army's TO&E allows stand in "
       "for supply. The rulebook leaves optional supply rules to later issues of the FGA's magazine, and the "
       "companion keeps no supply either; it does check a garrison against its limit."),
    N_("Say an army's TO&E allows 60 SPs: it cannot hold 70, however good its rail line. A Union garrison of 22 SPs "
       "is refused, as no Union garrison may pass 20 (16 for the Confederacy).") },
  { "fga-10.0", F, N_("Navies"),
    N_("Naval units come in five types: ocean-going men-of-war, ocean-going transports, ironclads, river gunboats "
       "and river transports. They carry troops, fight ships and forts, blockade the South's ports and support land "
       "battles. The players keep the fleets' moves and actions; the companion records only the blockades' results "
       "and how many fleets the Union has on the map."),
    N_("The Union's 1863 set-up puts 15 river gunboat and 20 river transport SPs in A1319: the gunboats can fight on "
       "the rivers, and the transports can carry 20 land SPs.") },
  { "fga-10.1", F, N_("Fleets"),
    N_("Union naval SPs are grouped into fleets; Confederate naval SPs never are and stand on the map as they are. "
       "Naval SPs use river and tidal-river hexsides, coastal hexes and all-ocean hexes, and only ocean-going "
       "men-of-war and transports may enter the Commerce Raiding displays. Fleets act within the Action Phase like "
       "IFs, mixed in with land actions, but need no leader; a fleet may move, carry troops, fight, blockade or "
       "bombard, and takes two different actions a turn, never the same one twice. The companion refuses Confederate "
       "fleets; fleets' own actions are kept by the players."),
    N_("A Union fleet may blockade a port and then bombard the fort beside it in one turn, but it may not move "
       "twice, although an army may.") },
  { "fga-10.2", F, N_("Fleet Movement"),
    N_("Every naval SP has 40 MPs, spent along navigable river hexsides or through coastal and ocean hexes, so river "
       "travel is slower than the open sea. Going around Florida takes two actions from C1154 or B6129, and may be "
       "started with a turn's second action and finished with the next turn's first. Ironclads, river gunboats and "
       "river transports may enter coastal hexes, but river vessels never enter all-ocean hexes, no ship enters an "
       "all-land hex, and a fleet may not both move and carry troops in one turn."),
    N_("A Union fleet at C1154 starts around Florida with its second action of Turn 30 and ends the turn at sea; its "
       "first action of Turn 31 brings it to B6129, and its second may be a blockade but not another move.") },
  { "fga-10.3", F, N_("Naval Combat"),
    N_("Ships fight in four places: the Commerce Raiding and Anti-Commerce Raiding Displays, the Blockade Boxes, "
       "river and tidal-river hexsides, and against fortifications. There is never a naval battle in an all-ocean "
       "hex. With the optional rule for opposed amphibious assaults, a force landing against resistance applies a +1 "
       "DRM to its combat rolls in every round of the turn it lands."),
    N_("Union and Confederate gunboats meet on a river hexside: they fight. A Union fleet in an all-ocean hex off "
       "the coast cannot be attacked there at all.") },
  { "fga-10.4", F, N_("Naval Combat (Rivers and Fortifications)"),
    N_("Fleets fight fleets and fortifications on the Naval CRT: count the SPs engaged on each side, then roll. A "
       "naval battle cannot be refused; the chance of slipping away is already in the table. Naval SPs that destroy "
       "a fortification have won a naval victory for the Political Track, and the players type its boxes from the "
       "Political Events Table."),
    N_("A Union fleet of 12 SPs under a naval leader of LV 1 attacks a Confederate fort: a roll of 6 becomes 5 on "
       "the Naval CRT. If that destroys the fort, the players record the naval victory and the marker moves.") },
  { "fga-10.5", F, N_("Naval Transport"),
    N_("Transport fleets carry armies, IFs or leaders from one friendly port to another; each transport SP carries "
       "one land SP, and leaders ride free. The troops may first move to the ships, but not on land after the "
       "voyage, and once landed they wait for the next turn; rail movement may be joined to the voyage if it starts "
       "in the same theater. Boarding at a river hexside or coastal hex costs one more MP, boarding in a port "
       "nothing, and a force that starts the turn in a port spends no action boarding there; river cities count as "
       "ports. The rules describe an army or IF disbanded at the end of the voyage, its SPs left as garrisons, and "
       "formed again in the port it left to carry the next load."),
    N_("An IF of 8 SPs and its leader board 8 transport SPs in the port where the IF began the turn: no extra MP and "
       "no action for boarding. It lands in another friendly port and may not move again until next turn.") },
  { "fga-10.6", F, N_("Shore Bombardment"),
    N_("Fleets of every type may turn their SPs into Bombardment Points against coastal fortifications, resolved on "
       "the Naval CRT, or may support a land battle, which gains the DRMs the CRT gives for it. Either way the fleet "
       "must be next to the fortification or the troops it fires on. Bombarding is one of the fleet's two actions of "
       "the turn."),
    N_("A Union fleet of 6 SPs beside a Confederate coastal fort fires 6 Bombardment Points at it on the Naval CRT; "
       "a fleet two hexes away could not fire.") },
  { "fga-10.7", F, N_("Blockading Confederate Ports"),
    N_("The Union announces a blockade and moves a fleet with naval SPs into the port's hex, an action like any "
       "other. Blockades are resolved at the start of the Production Phase, so the Confederacy knows its RPs only "
       "afterwards: take the Union naval SPs less the Confederate fortification points, roll a die and read the "
       "Blockade Table. One roll may cover all ports, each port, a theater or a state, as the players prefer. In the "
       "companion's blockade step the Union records the SPs, points, die and the RPs the table takes, and the "
       "Confederacy receives that much less this turn."),
    N_("14 Union naval SPs blockade ports guarded by 4 fortification points: 14 - 4 = 10. The die shows 3 and the "
       "table takes 6 RPs, so the Confederacy's 9 RPs of income shrink to 3.") },
  { "fga-10.8", F, N_("Naval Leaders"),
    N_("A naval leader's LV is subtracted from blockade, commerce raiding and naval combat rolls, and opposing "
       "leaders offset each other. If several friendly naval leaders are present only one counts, unless the players "
       "use the optional rule that adds their values together. The players apply these DRMs before typing a result."),
    N_("A Union blockade roll of 6 with a Union leader of LV 2, facing a Confederate leader of LV 1, becomes 6 - 2 + "
       "1 = 5. Under the optional rule a second Union leader of LV 1 would make it 4.") },
  { "fga-10.9", F, N_("Special River Situations"),
    N_("Both sides may share control of a river hexside when each has a unit next to it, and land SPs block river "
       "traffic: river vessels may not pass next to enemy SPs. When land units move next to enemy river vessels, "
       "these are pushed at once five hexsides in a direction their owner picks, at no cost in actions; enemy "
       "vessels in the way force a river battle, and a push that ends next to enemy land units goes on again, though "
       "troops beside the hexsides passed on the way do nothing. With the optional rule for running forts, ships may "
       "pass enemy forts, which fire once on the Naval CRT for each hexside passed, less the LV of a leader in the "
       "fort, while the ships may not fire back."),
    N_("Confederate infantry march next to Union gunboats on a river: the Union pushes them 5 hexsides downstream. "
       "The fifth hexside lies next to Confederate troops, so they go 5 more.") },
  { "fga-10.10", F, N_("Ironclads (Optional)"),
    N_("Two options make ironclads count for more. In the first, a fleet or stack gets a DRM on its naval combat "
       "roll by its share of ironclads: 25 to 49 percent -1, 50 to 74 percent -2, 75 percent or more -3, figures the "
       "players may change for balance. In the second, each ironclad SP counts as two ordinary naval SPs."),
    N_("A fleet of 10 SPs with 5 ironclads is 50 percent ironclad: -2 on its naval combat roll. Under the second "
       "option the same fleet counts as 15 SPs.") },
  { "fga-11.1", F, N_("Forrest"),
    N_("With this optional rule Forrest leads a charmed life and is never killed. If an IF he leads is wiped out, he "
       "comes back at the next Production Phase as if newly drawn, on any turn, and on an odd-numbered turn the "
       "Confederacy still draws its usual new leader. The rulebook says he cannot be wounded either, but a reviser's "
       "note lets him be wounded, since he was out for two months after Shiloh. The companion offers both readings "
       "at the start and refuses a casualty result the chosen one forbids, so the players record no casualty "
       "instead."),
    N_("Forrest's side rolls 10 after a battle, then a result that reads killed: the companion refuses it and "
       "Forrest rides on. Under the reviser's reading a wounded result would stand.") },
  { "fga-11.2", F, N_("Custer"),
    N_("Custer is the Union's answer to Forrest under the same option: he can never be killed, and he cannot be "
       "wounded when Forrest cannot. With the reviser's reading, where Forrest may be wounded, Custer may be wounded "
       "like any other leader. The companion applies whichever reading was chosen at the start to both men."),
    N_("Under the reviser's reading the Union rolls 10 and then wounded for Custer: he is wounded. A killed result "
       "for him would be refused in either reading.") },
  { "fga-11.3", F, N_("Historical Smart-Aleckism Department"),
    N_("Grierson's counter carries John Wayne on its back, for the actor who played the Union cavalry officer in The "
       "Horse Soldiers, and that side's LV is higher than the real Grierson's on purpose. Grierson enters as "
       "himself, and a promotion turns him into the Duke."),
    N_("Grierson, LV 1, fights a battle and his promotion roll is 5: 5 - 1 = 4, so he is promoted and his counter is "
       "turned over to John Wayne.") },
  { "fga-12.0", F, N_("Play Balance (Optional)"),
    N_("Players who find one side too strong may even things out: change how many IF markers each side has (nine are "
       "provided), change each side's production points a little (with care, since it costs historical accuracy), "
       "start the Political Marker a few boxes away from its usual place, or change the number and quality of a "
       "side's leaders. These are suggestions, not a complete list. The companion accepts at the start from one to "
       "nine IF markers a side and a move of the marker's start of up to 10 boxes either way; production and leaders "
       "are left to the players."),
    N_("The Confederate player is the stronger, so the Union gets 6 IF markers and the Confederacy 4, and the "
       "campaign's marker starts at 48 instead of 50, 2 boxes toward the Union's end.") },
  { "fga-13.0", F, N_("Setting Up"),
    N_("The 1862 and 1863 scenarios list every unit by map and hex: M is militia, C cavalry, N naval and F fort, L "
       "with a number a fortification's level and IP an improved position; naval SPs are GB river gunboat, IC "
       "ironclad, ON ocean naval, OT ocean transport and RT river transport. Leaders appear by name with their stars "
       "as a small number, and each hex's total of SPs is made up with whatever SP markers fit. At deployment the "
       "owner may form armies, IFs and fleets within the limits of command and SPs, give command to leaders in the "
       "same hex, and choose whether units in a fort's hex are inside or outside it; the scenarios' Proctersville is "
       "Proctorsville. The companion's first step chooses the scenario and its options."),
    N_("The 1862 line A2828 A. Johnson3 4 4 2 RT L3 means A. Johnson, three stars, with 4 militia and 4 cavalry SPs, "
       "2 river transport SPs and a Level 3 fort, whose DRM is 3 - 1 = +2.") },
  { "fga-13.1", F, N_("1862 Campaign Scenario"),
    N_("It runs from March I 1862 to June IV 1865 with the marker at 60, 122 RPs for the Confederacy and none for "
       "the Union, both First Volunteer Calls used, Missouri nobody's, Kentucky invaded by the Confederacy and so "
       "the Union's, and the Confederacy holding its strategic cities and ports. The Union sets up first and is the "
       "Second Player; the Confederacy has 10 Ocean Naval SPs of commerce raiders, each side any 12 armies and IFs "
       "and the Union all its fleets, one Confederate and two Union naval leaders come at random from the pool, and "
       "Lyon leaves the Union's. As an option each side may convert up to 25 percent of its starting militia to line "
       "infantry by paying its RPs, with no more than 25 percent of either side's troops line infantry before 1863; "
       "SPs beyond an army's or IF's limit are garrisons. The companion sets the week, marker, RPs, Kentucky and the "
       "limit of 12 a side."),
    N_("The Confederacy starts with 14 militia SPs: 25 percent is 3.5, rounded up to 4 SPs it may convert. Its 13th "
       "army or IF is refused.") },
  { "fga-13.2", F, N_("1863 Campaign Scenario"),
    N_("It runs from April I 1863 to June IV 1865 with the marker at 45, 25 RPs for the Confederacy and 175 for the "
       "Union, both sides' First and Second Volunteer Calls and First Draft Call used, Missouri the Union's and "
       "Kentucky invaded by the Confederacy. The Union holds the strategic cities Memphis, Nashville and New Orleans "
       "and the ports Brashear, New Orleans, Proctorsville, Norfolk, Morehead City and Newbern. Our copy prints no "
       "notes under this heading, and the companion reads the second block, printed beside the 1862 Union set-up, as "
       "this scenario's: 14 Confederate and 13 Union armies and IFs and all Union fleets, 12 Ocean Naval commerce "
       "raiders, one Confederate and two Union naval leaders, Lyon, A.S. Johnson and Jackson out of the pools, and "
       "up to 50 percent of the starting militia converted with no further limit. The Union sets up first and is the "
       "Second Player, and the companion sets the week, marker, RPs, Kentucky, Missouri and the limits."),
    N_("With 30 militia SPs at the start, a side may convert up to 15 to line infantry. The Confederacy's 15th army "
       "or IF is refused, and so is the Union's 14th.") },
  { "fga-13.3", F, N_("Campaign Game (Entire War)"),
    N_("The whole war, from April II 1861 to June IV 1865, with Kentucky and Missouri neutral and the marker at 50. "
       "The Confederacy controls all its hexes and Fort Sumter and has 6 SPs, one each in C1640, Richmond, Memphis, "
       "New Orleans and Pensacola and one in any Confederate hex, with Beauregard at his lowest LV in C1640 and "
       "fortifications of Level 2 in A3722 and C1640A and Level 5 in B2724. The Union controls all its hexes and has "
       "5 SPs, one each in Washington, C3118 and B4020 and two in any Union hexes, no leaders, Level 3 "
       "fortifications in C3118 and B4020, and 2 ocean transport and 2 ocean naval SPs in any Union port of map C; "
       "the map errata move the Level 2 at A3722 to A3723 and the Level 3s to C3017 and B4121. No army or IF may be "
       "formed before play begins; the companion starts at Turn 1 with no RPs and five armies and five IF markers a "
       "side."),
    N_("The Confederacy places 1 SP each in C1640, Richmond, Memphis, New Orleans and Pensacola and its sixth in "
       "Norfolk: 6 SPs. The Union puts its two free SPs in Washington, which then holds 3.") },
};

const guint hd_reference_n_fga_rules = G_N_ELEMENTS (hd_reference_fga_rules);
