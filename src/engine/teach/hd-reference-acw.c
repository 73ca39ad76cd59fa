/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-reference-acw.c: American Civil War 1861-1865's entries of the rules
 * reference (hd-reference.h): one for each lettered section of its
 * rulebook's parts (a part without letters, or the paragraphs of a part
 * before its A, is one entry), in our own words with a small example.
 * Ids "acw-4.a", cited "ACW 4.A" as the game's steps and refusals cite
 * them (hd-acw.c, hd-acw-command.c, hd-acw-books.c), a step's number
 * after the letter ("ACW 4.A.5", "ACW 4.A.1-5") naming the same entry.
 * The Game Turn Phase, which the rulebook letters J a second time, is
 * 4.L, and of the two sections of Part 14 lettered D, Demoralization is
 * 14.C and Sieges 14.D.  Where our copy is damaged or silent the entry
 * says what the program decided (docs/rules-decisions.md, "American
 * Civil War 1861-1865"). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-reference-private.h"

#define A HD_RULE_ACW

const HdRule hd_reference_acw_rules[] = {
  { "acw-2.c", A, N_("The Map"),
    N_("The map is a grid of hexes of about 35 miles each, with rivers, mountains and borders bent to fit it. Around "
       "it are the charts of play: the course of play, the Blockade Table, the CP Cost Chart, the Leader Loss Table, "
       "the Terrain Key, each side's Army and CP Tracks, the US NRP Track, the VP Track and the Turn Track. The Turn "
       "Track gives, turn by turn, the reinforcements, cavalry probes and US NRPs, the Movement Allowance of each "
       "Campaign Phase, the CSA's Trans-Mississippi VP bonus and the Automatic Victory VP Differential. Our copy "
       "prints neither the Turn Track nor the Blockade Table: fill in the Turn Track's two VP columns once in its "
       "table under Tables, or type the numbers at the step that needs them."),
    N_("With Turn 6's row filled in as differential 30 and bonus 2, the companion uses both at Turn 6's Game Turn "
       "Phase without asking.") },
  { "acw-2.d", A, N_("The Playing Pieces"),
    N_("Units (leaders, armies, land SPs, riverines) move on the map; markers keep counts on the tracks or show the "
       "state of a hex or stack. A leader has a seniority number (the lower, the more senior), a rank in stars, an "
       "Inertia, which is what it costs in CPs to activate him and his troops, and a Skill, which helps his troops in "
       "battle when positive and hurts them when negative. Two stars always outrank one, and among equal ranks the "
       "more senior leads: the ranking leader commands the first six land SPs in a hex, the next one the next six, and "
       "only an army's commander, or the ranking leader where there is no army, attacks from the hex. Only two- and "
       "three-star leaders command armies; a leader with an outlined star starts with one and may be promoted to two, "
       "and Grant may be promoted again, to three."),
    N_("A one-star leader of seniority 3 and a two-star leader of seniority 9 share a hex: the two-star leader ranks "
       "and commands the first six SPs.") },
  { "acw-2.e", A, N_("Glossary"),
    N_("The active player is the one moving and fighting in a Campaign Phase; the other is inactive. A stack is all of "
       "one side's pieces in a hex, and a force is a stack with a leader. An SP stands for 3,500 to 5,000 men, and SP "
       "pieces make change like money. A US or CSA major city, rail hex or territory (tinted blue or gray) is one that "
       "side held at the start, whoever holds it now, while neutral territory belongs to neither; the US has three "
       "Departments and the CSA two, which say where Department Reinforcements may appear."),
    N_("Richmond taken by the US becomes friendly to it but stays a CSA major city, so it is no US supply source and "
       "takes no US reinforcements.") },
  { "acw-3", A, N_("How to Set Up"),
    N_("The US sits on the north side of the map, the CSA on the south. Each side sets its promoted leader pieces "
       "aside and puts the rest in its leader pool, from which the US draws five and the CSA four, untried side up, "
       "one in each hex the set-up lists. Both sides place the listed land SPs, then the US adds 3 more anywhere in US "
       "territory, its Missouri cities or West Virginia's cities, and the CSA 5 more in CSA territory or Springfield "
       "(0409). The Game Turn marker goes on 1, the VP, NRP and Bid markers on 0, and the six CP Markers in a cup; the "
       "companion starts at Turn 1 with every count at 0."),
    N_("The US puts 8 SPs in 3705 with a leader drawn blind; the CSA puts 4 SPs in 3506 with one of its own.") },
  { "acw-4.a", A, N_("Command Phase"),
    N_("Each side draws a CP Marker from the cup in secret; our copy does not print the markers' values, so each "
       "player types the value drawn, 0 to 20. From Turn 2 each side then bids in secret, at most its marker's value, "
       "to move first; once both bids are in the companion shows them together, the higher bid moves first and a tie "
       "goes to the US. If both bid 0 the turn has no Campaign Phases; otherwise each side must have spent at least "
       "its bid by the end of its own step of the First Campaign Phase. The CP Marker's value and the CPs left stay "
       "secret to their side all turn, while the CPs spent are public. On Turn 1 there is no bid: the US moves first, "
       "and play goes from here straight to the First Campaign Phase."),
    N_("The US draws 7 and bids 3, the CSA draws 9 and bids 3: a tie, so the US moves first, and each side must spend "
       "at least 3 CPs in its First Campaign Phase step.") },
  { "acw-4.b", A, N_("Rally Phase"),
    N_("First every stack of two or more land SPs that is both demoralized and unsupplied loses one SP. Then each "
       "side, the US first, rolls a die for each of its demoralized stacks that is supplied, adding the ranking "
       "leader's Skill: above 3 the stack rallies; 3 or less it loses one SP and then rallies. If that loss takes a "
       "stack's only SP, its leaders go to the nearest friendly major city of their side. A demoralized leader alone "
       "in a hex rallies without a roll; the phase is skipped on Turn 1."),
    N_("A demoralized US stack of 4 SPs under a leader of Skill -1 rolls 4: 4 - 1 = 3, so it loses one SP and rallies "
       "with 3.") },
  { "acw-4.c", A, N_("Supply Phase"),
    N_("Each side traces supply from every one of its stacks to a friendly supply source (ACW 15.A) and puts an "
       "Unsupplied marker on those that cannot. A stack of two or more SPs that still carries a marker from the last "
       "turn loses half its land SPs, rounded up. What is found now holds until the next Supply Phase; the phase is "
       "skipped on Turn 1."),
    N_("A stack of 5 SPs found unsupplied for the second turn running loses 3 SPs and keeps 2.") },
  { "acw-4.d", A, N_("Blockade Phase"),
    N_("From Turn 4, unless Foreign Intervention has occurred, the US may blockade the CSA's ports by spending NRPs, "
       "which are gone whatever the result. The Blockade Table's row is the highest one not above the NRPs spent, its "
       "column the year, and the cell gives two numbers: the US rolls a die, and at or under the first number the "
       "blockade succeeds and the US gains the second number in VPs. A success also costs the CSA 1 to 4 land SPs of "
       "this turn's Free Reinforcements: our copy leaves the amount blank here, and ACW 6.A gives 1 to 4. The Blockade "
       "Table is missing too, so type its two numbers with the die; the companion records one blockade a turn."),
    N_("In 1863 the US spends 6 NRPs, the table reads 3/2 and the die shows 3: the blockade succeeds, the US gains 2 "
       "VPs and the CSA has 1 to 4 fewer Free Reinforcements.") },
  { "acw-4.e", A, N_("Reinforcement Phase"),
    N_("From Turn 3 each side, the US first, may create one army a turn for 2 CPs, for its ranking independent "
       "two-star leader, who must be tried and stand in an unbesieged friendly major city of his own side. Then each "
       "army's recorded losses come off its strength on its roster; an army left with no SPs is removed, the other "
       "side gains 5 VPs, and its owner rolls two dice for each of its leaders on the Leader Loss Table's Disaster "
       "column. The US then takes the Turn Track's Free Reinforcements (for any of its Departments), Department "
       "Reinforcements (for each of its three) and NRPs, and places the SPs in unbesieged friendly US major cities of "
       "the right Department or adds them to supplied armies within one MA of such a city. NRPs above 30 are lost, and "
       "after Foreign Intervention the US receives half those printed, rounded down; the CSA places its reinforcements "
       "as ACW 6.A reduces them. The phase is skipped on Turn 1."),
    N_("US army 2 has 10 SPs on its roster and lost 4 since: the roster now reads 6, and this turn's reinforcements "
       "may raise it again.") },
  { "acw-4.f", A, N_("Fortification Phase"),
    N_("Each side, the US first, may remove its fortification markers from the map to use them again later. Then each "
       "may build Fortresses, 2 CPs each, by flipping the Fort in a friendly city where six or more supplied land SPs "
       "stand. Last each may build Forts where two or more supplied land SPs stand: 2 CPs each up to Turn 10, 1 CP "
       "from Turn 11. New works count at once; record the CPs spent."),
    N_("On Turn 12 the CSA pays 1 CP for a Fort where 3 supplied SPs stand, and 2 CPs to turn the Fort of a city held "
       "by 7 supplied SPs into a Fortress.") },
  { "acw-4.g", A, N_("Naval Phase"),
    N_("From Turn 4 the US may build riverines for 5 NRPs each, unless the CSA holds St. Louis, Cincinnati and "
       "Pittsburgh all three. A new riverine is placed with its one-riverine side up on one of those cities the US "
       "holds, or a piece already on one of their river hexsides is flipped from 1 to 2. Up to Turn 10 the US may "
       "build one a turn, from Turn 11 two."),
    N_("On Turn 11 the US has 12 NRPs: it places a riverine at Pittsburgh and then flips it to 2, leaving 2 NRPs.") },
  { "acw-4.h", A, N_("First Campaign Phase"),
    N_("The first player activates leaders and land SPs by paying the CP Cost Chart's price (ACW 10); only activated "
       "units, and riverines, act this phase. In order it moves them by land within the Movement Allowance, then by "
       "rail with units that did not move by land, then by water with units that did neither, then names the leaders "
       "next to or with enemy land SPs or armies that will attack, and fights each of those attacks (ACW 14.B). Then "
       "the second player does the same. Each side must have spent at least its bid by the end of its own step of this "
       "phase, and the companion does not end the step before; if both sides bid 0 the phase is skipped."),
    N_("The CSA bid 4: it pays 3 CPs for a leader of Inertia 3 with 5 SPs and 1 CP for a lone SP; the leader marches, "
       "the lone SP rails to his hex, and he attacks with all 6.") },
  { "acw-4.i", A, N_("Second Campaign Phase"),
    N_("The First Campaign Phase again, first player then second, with the Movement Allowance the Turn Track gives the "
       "second phase. Whatever moves must be activated again with new CPs, and there is no bid left to meet. If both "
       "sides bid 0 this turn, the phase is skipped."),
    N_("A leader of Inertia 2 who moved in the First Campaign Phase costs 2 CPs again to move now.") },
  { "acw-4.j", A, N_("Third Campaign Phase"),
    N_("The First Campaign Phase a third time, with the Movement Allowance the Turn Track gives the third phase. Units "
       "are activated again with whatever CPs are left; CPs not spent by the end of the turn are lost. If both sides "
       "bid 0 this turn, the phase is skipped."),
    N_("With 1 CP left the US can only activate one SP without a leader in the Third Campaign Phase.") },
  { "acw-4.k", A, N_("Siege Phase"),
    N_("The US may attack each besieged CSA stack that shares its hex with a US force, paying at least 1 CP for each "
       "siege, and each CP shifts the column one to the right. The attack is fought as in ACW 14.B, but the die is not "
       "modified, the attacker ignores every loss, terrain's included, and a demoralized defender that cannot rally is "
       "destroyed. If the defender is destroyed the fortress passes intact to the US, which gains 5 VPs a star for "
       "each leader and 5 for an army. The CSA may besiege US stacks the same way only after Foreign Intervention."),
    N_("The US pays 3 CPs at Vicksburg: its 2 to 1 is read three columns right, and the fall of the garrison's army "
       "and two-star leader earns 5 + 10 VPs.") },
  { "acw-4.l", A, N_("Game Turn Phase"),
    N_("First the victory test, with this turn's Automatic Victory VP Differential (from the Turn Track table, or "
       "typed at the step): the CSA wins if it leads the US by at least that many VPs, tested first; otherwise the US "
       "wins with at least 50 VPs; and on Turn 16 the game ends there, the CSA winning if neither did. Then, once "
       "only, a CSA lead of 30 VPs or more brings Foreign Intervention for the rest of the game: half the US NRPs, one "
       "more CSA SP a Department and one more Free Reinforcement a turn, double cost for US sea assault and sea "
       "transport, and no more blockades. Next, up to Turn 11, the US rolls for West Virginia (ACW 16.C); then the CSA "
       "gains the Turn Track's Trans-Mississippi bonus if it traces a line from a friendly city west of the "
       "Mississippi to an unbesieged New Orleans, Memphis or Vicksburg that supplies or is railed to a supply source, "
       "through friendly CSA or neutral hexes free of US land units and across no blocked, ridge or tidal river "
       "hexside or US riverine ZOC. Last each side gains the VPs printed in each enemy city its land SPs occupy at "
       "this phase for the first time: once only and for good, and never for a city whose VPs already went to the "
       "other side."),
    N_("Turn 9, differential 35: the CSA has 40 VPs and the US 12. A lead of 28 neither wins nor brings Foreign "
       "Intervention; two VPs more would bring it.") },
  { "acw-5", A, N_("How to Win"),
    N_("VPs come from enemy cities taken, enemy armies destroyed and enemy leaders eliminated, successful blockades, "
       "the other side's invasion of Kentucky and, for the CSA, its Trans-Mississippi line. The game is decided only "
       "at the Game Turn Phase: the CSA wins as soon as it leads by the Turn Track's Automatic Victory VP "
       "Differential, tested first, and the US wins as soon as it has 50 VPs. If Turn 16 ends without either, the CSA "
       "wins; having more VPs than the other side does not win by itself."),
    N_("At the end of Turn 16 the US has 47 VPs and the CSA 30: the US is short of 50, so the CSA wins.") },
  { "acw-6.a", A, N_("CSA Reinforcements"),
    N_("The CSA's reinforcements shrink as it loses ground. A Department gets one SP fewer a turn for every three of "
       "its CSA major cities the US holds; the Free Reinforcements lose 1 to 4 SPs for a successful blockade and one "
       "for every three CSA ports the US holds, and a major city that is also a port counts both ways. A cut larger "
       "than its kind of reinforcement is simply ignored, never taken from the other kind. After Foreign Intervention "
       "each Department and the Free Reinforcements get one SP more a turn."),
    N_("The US holds three CSA major cities of a Department, one of them a port, and two other CSA ports: that "
       "Department gets one SP fewer, and so do the Free Reinforcements.") },
  { "acw-6.b", A, N_("Militia"),
    N_("The first time enemy units enter or attack into a state other than Missouri, Kentucky, Virginia and West "
       "Virginia, its militia turns out: its owner places 1 SP in any one of its cities, at once. The active player "
       "must say so before moving or attacking across a state border, so the other can place it. A side whose units "
       "retreat across the border into an enemy state raises that state's militia too."),
    N_("US units are about to cross into Tennessee for the first time: the CSA places 1 SP in Nashville before they "
       "move.") },
  { "acw-7.a", A, N_("Independent Leaders"),
    N_("Every leader enters untried and shows his tried side when he first fights or is examined in the Reinforcement "
       "Phase. A leader not in an army is independent: he commands six SPs at most and never other leaders, and in a "
       "shared hex the ranking one takes the first six, the next the next six; even with no SPs he counts when his hex "
       "is attacked. The ranking leader may leave with six SPs, while a junior must leave him six and take only his "
       "own share. Independent leaders may drop SPs as they go, pick up activated SPs they find, or be joined by them, "
       "and use them in an attack at once; activating a leader activates his SPs, and SPs that stay under one leader "
       "all phase need no activation of their own."),
    N_("Two independent leaders share a hex with 9 SPs: the ranking one marches off with 6, and the junior keeps the "
       "other 3.") },
  { "acw-7.b", A, N_("Armies"),
    N_("Armies are created in the Reinforcement Phase (ACW 4.E), and destroyed ones may be raised again the same way, "
       "never more than there are army pieces. An army piece stands for up to 24 SPs, a commander and four subordinate "
       "leaders. Its strength is secret and kept on its side's roster, with its losses. The companion keeps four "
       "rosters a side, each holding an army's strength and this turn's losses, at most 24 SPs, seen only by its own "
       "side."),
    N_("The US records army 1 at 18 SPs; after a battle it notes 3 lost, and at the next Reinforcement Phase the "
       "roster reads 15.") },
  { "acw-7.c", A, N_("Army Command"),
    N_("An army's commander keeps it until he is sacked, outranked, or wounded or killed on the Leader Loss Table, and "
       "paying his Inertia activates the whole army with its subordinates and SPs. A two-star leader takes over in the "
       "Reinforcement Phase when he is the ranking tried leader on the army's track or in the hex of an army without a "
       "commander or under a junior two-star leader (our copy cites a step 16 that phase does not have), and at the "
       "start of a Campaign Phase when he ranks in the hex of a leaderless army or sits on its track. A leaderless "
       "army defends but cannot attack, and costs 2 CPs to activate. Grant at three stars may take over any army "
       "already activated by moving onto it, the old commander staying under him; a Grant already commanding an army "
       "when promoted may leave it once another two-star leader joins him in a Command Phase."),
    N_("A leaderless army of 12 SPs is activated for 2 CPs and moves, but it may not attack until a two-star leader "
       "takes it over.") },
  { "acw-7.d", A, N_("Subordinate Leaders"),
    N_("In the Command Phase a leader in an army's hex may be put in a free Subordinate box of its track; an untried "
       "leader may be placed in an army as he is drawn, but ranks below the tried ones. A moving army may drop "
       "subordinates and SPs, which then move no further that phase. A subordinate goes somewhere other than his army "
       "only if he is detached onto the map and activated for his own Inertia, and he may rejoin no sooner than the "
       "next Command Phase, in the army's hex."),
    N_("An army drops a subordinate with 2 SPs at a crossing; to march him elsewhere the next phase, the player pays "
       "his Inertia.") },
  { "acw-8", A, N_("Fortifications"),
    N_("Forts are hasty works, Fortresses strong ones. Any number may be built in a Fortification Phase (ACW 4.F), but "
       "a hex holds one marker at most, and its owner may remove it in that phase. A Fort is destroyed when the "
       "defenders are forced to retreat from its hex; a Fortress lets them retreat inside it instead, and stand a "
       "siege (ACW 14.D). A fortification belongs to the side whose land SPs were last alone in its hex."),
    N_("CSA SPs forced out of a hex with a Fort lose the Fort; from a Fortress they could have stayed inside, under "
       "siege.") },
  { "acw-9", A, N_("Zones of Control"),
    N_("Land SPs control the six hexes around them and a riverine the hexside it points to; leaders and fortifications "
       "control nothing. A land SP that enters an enemy ZOC stops for the phase; one that starts in it may leave for a "
       "free hex, or step straight into another ZOC hex and stop. Land ZOCs do not reach across tidal rivers, ridges "
       "or gaps, are cancelled by riverines' ZOCs, reach out of a city but not into one, and no ZOC crosses a blocked "
       "hexside. On rivers and coasts only riverines and land SPs in fortifications control anything: river transport "
       "never enters their ZOCs, riverines may, at a risk (ACW 12.D). A stack of two or more SPs that retreats into an "
       "empty hex in an enemy ZOC, or across a hexside in one, loses one SP."),
    N_("A US stack begins next to CSA SPs; it moves one hex into another hex they control, and there it must stop.") },
  { "acw-10", A, N_("Land Movement"),
    N_("Nothing moves unless it is activated with CPs. A leader's Inertia in CPs activates him and every SP he "
       "commands, to move and attack together; an SP without a leader costs 1 CP. Each CP spent is marked off on its "
       "side's CP Track, and the companion records every side's spending in public and refuses to spend more than the "
       "side has left."),
    N_("The CSA pays 2 CPs for a leader of Inertia 2 with 6 SPs and 1 CP for a lone SP elsewhere: 3 CPs in all.") },
  { "acw-10.a", A, N_("How to Move"),
    N_("Each activated stack moves on its own, hex by hex, as far as the Movement Allowance the Turn Track gives for "
       "this turn and phase, and finishes before the next one starts; to move in another Campaign Phase it is "
       "activated again. Land units may enter any hex of the grid (the mountains have none) but never cross a tidal "
       "river, ridge or blocked hexside, save a blocked one by sea, river transport or sea assault. They enter enemy "
       "land SPs' hexes only by sea assault, overrun or advance after combat, and enemy cities only by attacking them "
       "(ACW 14.B), though they may walk back into their own city the enemy holds but does not occupy. Any number of "
       "pieces may share a hex."),
    N_("With an MA of 3 a stack moves two hexes into an enemy ZOC and stops there, its third hex lost.") },
  { "acw-10.b", A, N_("Leaders and Movement"),
    N_("A leader who activates SPs moves with them: he cannot send them one way and go another. Leaders and armies may "
       "drop SPs as they move, but never the last one. Instead of moving, a leader may be relocated for his Inertia to "
       "a friendly-occupied, supplied hex reached by a path of friendly hexes clear of enemy units and ZOCs and of "
       "blocked, ridge and tidal river hexsides; for the rest of the phase he can only defend. Grant at three stars is "
       "the exception and commands as usual after relocating."),
    N_("A leader of Inertia 1 is relocated to a supplied friendly hex far away for 1 CP; he may not attack from there "
       "this phase.") },
  { "acw-10.c", A, N_("Overruns"),
    N_("A moving force five times as strong as an enemy stack outside a city or fortification may ignore its ZOC, "
       "enter its hex and destroy it, with no combat and no die. The enemy's strength must be known, with a cavalry "
       "probe if need be, and its terrain counts first; riverines cannot help, Skill does not count, and untried "
       "leaders stay unknown and go back to the pool if destroyed. Each overrun costs one hex of movement more than "
       "entering the hex, and the attacker then loses what the Terrain Key charges for attacking across the hexside it "
       "came in by. Afterwards the force may go on moving; in an enemy ZOC it must overrun again or stop."),
    N_("10 SPs meet 2 SPs in clear terrain: 5 to 1, so they overrun them for two hexes of their MA and may keep "
       "moving.") },
  { "acw-11", A, N_("Rail Movement"),
    N_("Each side's rail net is its friendly rail hexes, which carry its supply and, in step 3 of each Campaign Phase, "
       "activated land SPs and leaders that did not move by land, to any hex along a continuous line of friendly rail "
       "hexsides, enemy ZOCs ignored and a ferry counting as track. At most 6 US and 3 CSA land SPs ride a turn, with "
       "any number of leaders; they may not overrun, but may attack afterwards. At the start the US net is US "
       "territory, West Virginia, Missouri, hex 3605 and the line from 3404 to 2805 and 2903, Kentucky's rails are "
       "neutral until it takes a side, and the rest are the CSA's. After that a rail hex belongs to the last side to "
       "occupy it with land SPs, whatever else applies, and railhead markers show where the two nets meet."),
    N_("The CSA rails 3 SPs from Richmond to Chattanooga in the First Campaign Phase: it can rail no more SPs that "
       "turn.") },
  { "acw-12.a", A, N_("River Transport"),
    N_("Either side may move activated units along any number of connected major and tidal river hexsides, if they "
       "start and end next to one: up to 4 land SPs a turn for the US and 2 for the CSA, with any number of leaders. "
       "They may not also move another way that phase, but may attack as usual. They may never pass a hexside in the "
       "ZOC of an enemy riverine or of enemy land SPs in a fortification."),
    N_("The US ships 4 SPs and a leader down the Mississippi from St. Louis to a hex next to Memphis, and attacks it "
       "the same phase.") },
  { "acw-12.b", A, N_("Sea Transport"),
    N_("The US may ship activated land SPs by sea for 1 NRP each, leaders free, as many as its NRPs allow. They must "
       "start the phase in a port or coastal fortification and go to another friendly one, ZOCs ignored. They may not "
       "move otherwise that phase, nor attack, though they defend as usual. After Foreign Intervention sea transport "
       "costs double."),
    N_("4 SPs and a leader sail from a friendly port in Virginia to one in North Carolina for 4 NRPs, or 8 after "
       "Foreign Intervention.") },
  { "acw-12.c", A, N_("Sea Assault"),
    N_("Once a turn the US may land up to six activated land SPs under a leader on one enemy coastal hex of any "
       "terrain, on top of any enemy SPs there. A hex with an enemy city or SPs must then be attacked in step 6 of the "
       "phase, terrain and fortifications counting as usual, and the assault may attack only its own hex. If the "
       "attackers end demoralized and cannot rally, they go back to the hex they sailed from. After Foreign "
       "Intervention sea assaults cost double."),
    N_("The US lands 6 SPs and a leader on a defended CSA port and must attack it that phase; beaten, demoralized and "
       "unable to rally, they return to their port.") },
  { "acw-12.d", A, N_("Riverines"),
    N_("Riverines are US gunboat flotillas, one or two to a piece, set in a hex but holding the hexside their arrow "
       "points to. Each Campaign Phase one may move up to five coastal hexes and any number of major and tidal river "
       "hexsides, never across a blocked one, and one that ends a phase on the coast sinks in a storm on a die roll of "
       "1. To enter a hexside of a hex where enemy SPs hold a fortification it must stop next to it and run it: a die "
       "for each riverine and each fortification, and 5 or 6 sinks it. It may stay beside an enemy fortification as "
       "long as it likes, and it helps in combat (ACW 14.B)."),
    N_("A riverine going down the Tombigbee stops before a hexside under a CSA fortress, rolls 2 and runs it, then "
       "goes on.") },
  { "acw-13", A, N_("Cavalry"),
    N_("The active side always sees the top piece of an enemy stack; to see the rest it spends a cavalry probe at that "
       "moment, in a Campaign Phase or the Siege Phase. The Turn Track gives each side's probes for the turn, and "
       "unused ones are lost. A probe comes from a hex with a friendly leader and at least one land SP and reaches as "
       "many hexes as the ranking leader's Skill, counting the enemy's hex; at 0 or less only his own hex. It shows "
       "the number of land SPs, untried leaders and riverines, who the tried leaders are and any fortification, but "
       "never who an untried leader is."),
    N_("A leader of Skill 2 probes a stack two hexes away: 5 SPs, an untried leader and a Fort.") },
  { "acw-14", A, N_("Combat"),
    N_("In step 5 of a Campaign Phase the active player names the attacks: active leaders commanding land SPs or "
       "armies may attack enemy land units or an empty enemy city in their own or an adjacent hex, unless a blocked, "
       "ridge or tidal river hexside lies between. Every attack named must be fought in step 6. The active player is "
       "the attacker, the other the defender."),
    N_("The US names attacks from two hexes in step 5; in step 6 it fights both, even if the first goes badly.") },
  { "acw-14.a", A, N_("Who Can Attack"),
    N_("Only an activated ranking leader with land SPs attacks, once from a hex in each Campaign Phase, in any or all "
       "of the turn's three. One attack may strike several hexes together, but attacks from different hexes never "
       "combine. A unit may be attacked several times a phase, and every SP in an attacked hex defends. No attack "
       "crosses a hexside that movement may not cross."),
    N_("A force attacks two adjacent enemy hexes in one attack; a second force in the next hex must attack on its "
       "own.") },
  { "acw-14.b", A, N_("Resolving Combat"),
    N_("An empty enemy city is simply taken: the attackers move in and it becomes friendly. Otherwise the attacker "
       "counts the land SPs its leader commands, and may pay 1 CP for a combined operation with its riverines on a "
       "ferry or major river hexside of the hex; the defender counts its land SPs and its riverines on the hex's "
       "hexsides, adjusted by the Terrain Key's combat column, plus one for each further kind of terrain in the hex "
       "and of hexside attacked across. The attacker's total chooses which Combat Table to use, and the ratio of the "
       "totals, rounded in the defender's favor, its column: beyond the table's ends use the end column, and a ratio "
       "the table does not print is read on the highest differential column not above the difference between the "
       "strengths (our copy takes the attacker's from the defender's). The Combat Adjustments Table's shifts then move "
       "the column right for a net plus and left for a net minus, three columns at most and never past the table's "
       "ends. Our copy stops there: the die and the results are on your Combat Tables, which the companion does not "
       "keep."),
    N_("Five SPs attack two in a clear hex: 5 to 2, rounded in the defender's favor, is 2 to 1, and a net shift of +1 "
       "reads it one column right.") },
  { "acw-14.c", A, N_("Demoralization"),
    N_("Our copy letters this section D, like the next one; the companion calls it ACW 14.C. A demoralization result "
       "hits every leader and land SP in the hex, fought or not: they get a Demoralized marker, an army is flipped, "
       "and units that end a move in their hex, or that a demoralized leader joins, become demoralized too. "
       "Demoralized units may not enter enemy territory; those that begin a phase there cannot attack, and move only "
       "when supplied and toward their supply source. They fight with a column shift against them and lose one more SP "
       "on every D result; a demoralized leader alone in a hex rallies in the Rally Phase without a roll."),
    N_("A demoralized CSA stack in US territory, supplied, may fall back toward its source but may not attack.") },
  { "acw-14.d", A, N_("Sieges"),
    N_("Defenders forced to retreat from a Fortress hex may leave it or withdraw inside; if they withdraw and the "
       "attacker advances into the hex, they are besieged. Besieged units lose their ZOC, rally if demoralized, become "
       "unsupplied, cannot move, attack only enemies in their hex and are attacked only from it; forced to retreat, "
       "they are destroyed, for 5 VPs a star for each leader and 5 for an army. Friends outside may attack the "
       "besiegers from next door, never together with the besieged. The siege ends when the besieger has no land SPs "
       "in the hex or has some without a leader; if it ends for lack of a leader, the besieger's units step out to an "
       "adjacent hex, or are destroyed if none can take them. The besieger moves in and out freely and traces supply "
       "as usual; siege operations are fought in the Siege Phase (ACW 4.K)."),
    N_("Beaten at Vicksburg, 4 CSA SPs and a one-star leader withdraw into the Fortress and the US advances: if they "
       "are later forced to retreat, they are destroyed and the US gains 5 VPs.") },
  { "acw-14.e", A, N_("Leader Losses"),
    N_("When a rule calls for it, such as a disaster, a leader trying to rally demoralized SPs in a Campaign Phase or "
       "an army destroyed, roll on the Leader Loss Table and read the result on its explanation chart; the companion "
       "does not keep these tables. A leader whose whole force is destroyed outside a siege, and who is neither killed "
       "nor wounded, goes to the nearest friendly city. Record the VPs for enemy leaders eliminated, which the "
       "companion takes as 5 a star."),
    N_("A force of 3 SPs is wiped out; its leader rolls and survives unhurt, so he is placed in the nearest friendly "
       "city.") },
  { "acw-15.a", A, N_("Supply Sources"),
    N_("Supply is judged in the Supply Phase and holds until the next one: a unit is supplied in, next to, or on a "
       "supply path to a friendly source. The US's sources are the rail hexes on the north edge of the map, unbesieged "
       "US major cities railed to another such city or to the north edge, its Missouri major cities while a hex next "
       "to them is free of enemy units and ZOCs, and any coastal hex for 1 NRP per SP it supplies. The CSA's are its "
       "unbesieged major cities east of the Mississippi railed to another such city, and its major cities west of the "
       "river while a hex next to them is free of enemy units and ZOCs."),
    N_("A US stack of 3 SPs on the Carolina coast with no rail or river path is supplied if the US pays 3 NRPs; with "
       "only 2 to pay, the whole stack is unsupplied.") },
  { "acw-15.b", A, N_("How Units Are Supplied"),
    N_("A unit in or next to a source is supplied, and so is one on a rail hex or next to a major or tidal river "
       "hexside whose path leads back to a source. The path may be of any length, mixing rail hexes and river "
       "hexsides, which join where they cross or end in the same hex. West of the Mississippi the path may instead "
       "cross any hexes the unit could move through, no longer than the current MA, but not along rivers. Enemy land "
       "SPs or Rail Net markers standing on a rail hex block a rail path; the ZOCs of riverines and of enemy land SPs "
       "in fortifications block a river path."),
    N_("With an MA of 3 a CSA stack west of the Mississippi four hexes from Little Rock is unsupplied; three hexes "
       "away it would be supplied.") },
  { "acw-15.c", A, N_("Supply Effects"),
    N_("Unsupplied units move and fight as usual. A force still unsupplied at the next Supply Phase loses half its "
       "SPs, rounded up, and again each turn it stays so, down to one SP; a force of one SP always counts as supplied. "
       "Only leaders may join an unsupplied stack as reinforcements."),
    N_("An army of 9 SPs cut off turn after turn drops to 4, then 2, then 1, where it stays.") },
  { "acw-16.a", A, N_("Kentucky"),
    N_("Kentucky, Missouri and West Virginia begin neutral. Kentucky joins the US at the US's first VP, and the CSA "
       "then places one land SP in a friendly city of Tennessee; if the CSA reaches 5 VPs first, it joins the CSA and "
       "the US places one in Cincinnati, if it holds it. A side whose land SPs invade Kentucky while it is neutral "
       "hands it to the other side, which gains 5 VPs and places one SP in any Kentucky city; the companion decides "
       "the state from every VP recorded, and takes the invasion when you record it. Kentucky's rail hexes go to the "
       "side it joins; while it is neutral no unit may retreat into it, and its river hexsides still serve for supply, "
       "river transport and riverines. Demoralized units of both sides may still attack in Kentucky."),
    N_("The US's first VP comes from a blockade: Kentucky joins the US, and the CSA places one SP in Nashville.") },
  { "acw-16.b", A, N_("Missouri"),
    N_("Missouri is open to both sides for every purpose, and demoralized units move and attack there freely. At the "
       "start the US holds St. Louis, Jefferson City and St. Joseph, and the CSA Springfield. The US's Missouri major "
       "cities supply without a rail path, while a hex next to them is free of enemy units and ZOCs."),
    N_("A demoralized CSA stack in Missouri may still attack toward Jefferson City.") },
  { "acw-16.c", A, N_("West Virginia"),
    N_("West Virginia joins the Union by a roll at the Game Turn Phase, and counts as US territory from then on, as if "
       "tinted blue. On Turns 1 to 11, until it joins, the US rolls two dice and takes off the turn's number and its "
       "land SPs in West Virginia: 2 or less, and it joins. On Turn 12 it joins whatever the rolls, and there is no "
       "roll from then on."),
    N_("On Turn 5 with 2 US SPs there, the US rolls 8: 8 - 5 - 2 = 1, so West Virginia joins the Union.") },
};

const guint hd_reference_n_acw_rules = G_N_ELEMENTS (hd_reference_acw_rules);
