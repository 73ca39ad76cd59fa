/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-view.h: the Campaign Game as one person may see it.  Every
 * question the application and the CLI ask of a campaign goes through an
 * HdCampaignView, made for an HdCampaignViewer from the game
 * (hd_campaign_game_get_view()); they never read the position itself
 * (tests/test-campaign-boundary.py fails if they include any campaign
 * header but this one, hd-campaign-game.h, hd-campaign-action.h and
 * hd-campaign-types.h).  A view holds its own position, derived from the
 * truth for its viewer: the umpire's (the only viewer of part 1) is the
 * whole truth; part 2's presidents and commanders get positions holding
 * only what they know, and every query below answers from it unchanged.
 *
 * The queries are grouped by the rules they answer for, each group added
 * by the module that owns those rules. */
#pragma once

#include "hd-campaign-action.h"
#include "hd-campaign-sheet.h"
#include "hd-campaign-types.h"
#include "hd-map.h"

G_BEGIN_DECLS

/* Who looks. */
typedef enum {
  HD_VIEWER_UMPIRE = 0,  /* sees everything */
  HD_VIEWER_PRESIDENT,   /* a side's president: its own forces whole, the
                          * enemy's only through its reports (Campaign 2.1,
                          * 8; hd-campaign-fog.h says what is taken out) */
  HD_VIEWER_COMMANDER,   /* an army's or a corps' commander (Campaign 2.2):
                          * his command only, the reports within two boxes
                          * of it (R11), its marches his only orders */
} HdViewerRole;

typedef struct _HdCampaignViewer HdCampaignViewer;
typedef struct _HdCampaignView   HdCampaignView;

HdCampaignViewer *hd_campaign_viewer_new_umpire (void);
HdCampaignViewer *hd_campaign_viewer_new_president (HdSide           side);
/* The commander of @side's army or corps @formation (Campaign 2.2); a
 * seat may hold up to HD_CAMPAIGN_MAX_COMMANDS commands of its side
 * (hd_campaign_viewer_add_command: FALSE when it is full or holds it). */
#define HD_CAMPAIGN_MAX_COMMANDS 4
HdCampaignViewer *hd_campaign_viewer_new_commander (HdSide           side,
                                                    guint            formation);
gboolean          hd_campaign_viewer_add_command   (HdCampaignViewer *self,
                                                    guint            formation);
/* The viewer of the seat @seat names: "umpire", "union" or
 * "confederate" (the words of `--seat`, the window's seat actions and
 * `seat-pin`), or a commander's, "union:ID" or "confederate:ID", or
 * "union:ID+ID" for a seat of several commands (his
 * army's or corps' id); NULL for any other word. */
HdCampaignViewer *hd_campaign_viewer_new_for_seat (const char      *seat);
/* The seat's word, as hd_campaign_viewer_new_for_seat() reads it. */
const char       *hd_campaign_viewer_get_seat   (const HdCampaignViewer *self);
HdCampaignViewer *hd_campaign_viewer_copy       (const HdCampaignViewer *self);
void              hd_campaign_viewer_free       (HdCampaignViewer       *self);
HdViewerRole      hd_campaign_viewer_get_role   (const HdCampaignViewer *self);
/* The side whose seat it is; HD_SIDE_NEUTRAL for the umpire. */
HdSide            hd_campaign_viewer_get_side   (const HdCampaignViewer *self);
/* A commander's (first) army or corps; HD_CAMPAIGN_NONE for the other
 * seats; all of them, *@n_formations of them. */
guint             hd_campaign_viewer_get_formation (const HdCampaignViewer *self);
const guint      *hd_campaign_viewer_get_formations (const HdCampaignViewer *self,
                                                     guint                  *n_formations);
/* Whether @side is the viewer's own (the umpire's: both): its forces he
 * sees are shown as forces, the other side's only through reports. */
gboolean          hd_campaign_viewer_is_of_side (const HdCampaignViewer *self,
                                                 HdSide                  side);
/* Whether the viewer sees @side's forces themselves, all of them, not
 * only through reports (a commander sees his command only: FALSE). */
gboolean          hd_campaign_viewer_knows_side (const HdCampaignViewer *self,
                                                 HdSide                  side);
/* "Umpire", "President Lincoln": translated, for titles. */
const char       *hd_campaign_viewer_get_label  (const HdCampaignViewer *self);

HdCampaignView   *hd_campaign_view_copy         (const HdCampaignView   *self);
void              hd_campaign_view_free         (HdCampaignView         *self);
const HdCampaignViewer *hd_campaign_view_get_viewer (const HdCampaignView *self);
/* @seat's title as this view can name it, translated: "President
 * Lincoln", or a commander's "Commander of I Corps" when his command is
 * in the view (else "A Union Commander"). */
char             *hd_campaign_view_name_seat    (const HdCampaignView   *self,
                                                 const HdCampaignViewer *seat);

/* --- the position (hd-campaign.c) --- */
HdMap            *hd_campaign_view_get_map      (const HdCampaignView   *self);
guint             hd_campaign_view_get_turn     (const HdCampaignView   *self);
HdSide            hd_campaign_view_get_player   (const HdCampaignView   *self);
HdPhase           hd_campaign_view_get_phase    (const HdCampaignView   *self);
HdSide            hd_campaign_view_get_control  (const HdCampaignView   *self,
                                                 guint                   box);
HdSide            hd_campaign_view_get_home_side (const HdCampaignView  *self,
                                                  guint                  box);
HdSide            hd_campaign_view_get_winner   (const HdCampaignView   *self);
guint             hd_campaign_view_get_n_formations (const HdCampaignView *self);
const HdCampaignFormation *hd_campaign_view_get_formation (const HdCampaignView *self,
                                                           guint                 index);
const HdCampaignFormation *hd_campaign_view_lookup_formation (const HdCampaignView *self,
                                                              guint                 id);
guint             hd_campaign_view_get_n_stands (const HdCampaignView   *self);
const HdCampaignStand *hd_campaign_view_get_stand (const HdCampaignView *self,
                                                   guint                 index);
const HdCampaignStand *hd_campaign_view_lookup_stand (const HdCampaignView *self,
                                                      guint                 id);
guint             hd_campaign_view_stand_get_box (const HdCampaignView  *self,
                                                  const HdCampaignStand *stand);
GArray           *hd_campaign_view_list_children (const HdCampaignView  *self,
                                                  guint                  id);
GArray           *hd_campaign_view_list_stands_of (const HdCampaignView *self,
                                                   guint                 id);
GArray           *hd_campaign_view_list_all_stands (const HdCampaignView *self,
                                                    guint                 id);
GArray           *hd_campaign_view_list_formations_at (const HdCampaignView *self,
                                                       guint                 box,
                                                       HdSide                side);
/* Everything this viewer may know, one fact a line (hd_campaign_dump()). */
char             *hd_campaign_view_dump         (const HdCampaignView   *self);

/* --- intelligence (hd-campaign-intel.c) --- */
/* @side's latest report on each box that has one (new references), the
 * best level first, then by box name; none of a side whose reports the
 * viewer may not read. */
GPtrArray        *hd_campaign_view_list_reports (const HdCampaignView   *self,
                                                 HdSide                  side);
/* @side's latest report on @box, NULL if none (not a new reference). */
const HdCampaignReport *hd_campaign_view_get_report (const HdCampaignView *self,
                                                     HdSide                side,
                                                     guint                 box);
/* The report as a sentence (hd_campaign_intel_format()). */
char             *hd_campaign_view_format_report (const HdCampaignView  *self,
                                                  const HdCampaignReport *report);
/* Without an umpire (issue 35, item 11; public to every seat): whether
 * the campaign has one; the Game Turns the master view was opened in
 * (guint); 1 + the first action found changed by hand, at each opening
 * of the game that found its chain broken (guint). */
gboolean          hd_campaign_view_has_umpire   (const HdCampaignView   *self);
const GArray     *hd_campaign_view_get_master_openings  (const HdCampaignView *self);
const GArray     *hd_campaign_view_get_file_alterations (const HdCampaignView *self);
/* Whether @box is on the Union's blockade list (8.25, public). */
gboolean          hd_campaign_view_is_blockaded (const HdCampaignView   *self,
                                                 guint                   box);

/* --- actions (hd-campaign-play.c) --- */
/* Whether @action would be accepted, as far as this viewer can know. */
gboolean          hd_campaign_view_check        (const HdCampaignView   *self,
                                                 const HdCampaignAction *action,
                                                 GError                **error);
char             *hd_campaign_view_describe     (const HdCampaignView   *self,
                                                 const HdCampaignAction *action);
/* Whether what play awaits is this viewer's to give: anything for the
 * umpire; for a president what his side owes, not the umpire's nor a
 * battle's results (Campaign 2.1, 9.5). */
gboolean          hd_campaign_view_awaits_viewer (const HdCampaignView  *self);


/* --- the order of battle (hd-campaign-oob.c) --- */
/* The units counted against @formation's maximum (6.11-6.13, 11.1) and
 * that maximum (0: none of its own). */
guint             hd_campaign_view_count_units  (const HdCampaignView   *self,
                                                 guint                   formation);
guint             hd_campaign_view_max_units    (const HdCampaignView   *self,
                                                 guint                   formation);
/* What @formation counts toward army size (3.2, 6.11-6.13). */
guint             hd_campaign_view_army_weight  (const HdCampaignView   *self,
                                                 guint                   formation);
/* What @formation and those under it break of section 6 and 11's caps
 * (HdCampaignProblem, free func included), for badges; empty if none. */
GPtrArray        *hd_campaign_view_list_problems (const HdCampaignView  *self,
                                                  guint                  formation);
/* Every problem of the order of battle, both sides' (the stands alone:
 * @formation 0). */
GPtrArray        *hd_campaign_view_list_all_problems (const HdCampaignView *self);
/* The formation whose commander commands in @box (7.8), HD_CAMPAIGN_NONE. */
guint             hd_campaign_view_senior_in_box (const HdCampaignView  *self,
                                                  guint                  box,
                                                  HdSide                 side);
gboolean          hd_campaign_view_is_cavalry   (const HdCampaignView   *self,
                                                 guint                   formation);
/* SP x morale of its cavalry (9). */
guint             hd_campaign_view_adjusted_cavalry (const HdCampaignView *self,
                                                     guint                 formation);
/* A division's exhaustion threshold (10.21-10.25); FALSE if it has no
 * infantry or cavalry. */
gboolean          hd_campaign_view_get_exhaustion (const HdCampaignView *self,
                                                   guint                 formation,
                                                   HdCampaignExhaustion *out);
/* Whether @side may end its Reorganisation Phase (11), and why not. */
gboolean          hd_campaign_view_check_reorganised (const HdCampaignView *self,
                                                      HdSide                side,
                                                      GError              **error);
/* A stand's qualities as words ("pt,ne"), as the editor's actions take them. */
char             *hd_campaign_view_stand_flags_to_string (guint flags);



/* --- the sequence of play and the books (hd-campaign-turn.c, hd-campaign-books.c) --- */
/* What play awaits now (hd-campaign-turn.h lists the order). */
HdCampaignAwaited hd_campaign_view_get_awaited  (const HdCampaignView   *self);
/* Army size and maximum (Campaign 3.2, 4.3), each with its words:
 * "28: the recruiting cities the Confederacy holds, Richmond 2, ...". */
guint             hd_campaign_view_get_army_size (const HdCampaignView  *self,
                                                  HdSide                 side);
char             *hd_campaign_view_explain_army_size (const HdCampaignView *self,
                                                      HdSide                side);
guint             hd_campaign_view_get_army_maximum (const HdCampaignView *self,
                                                     HdSide                side);
char             *hd_campaign_view_explain_army_maximum (const HdCampaignView *self,
                                                         HdSide                side);
/* What @box is worth to @side as a recruiting city (R1's profile). */
guint             hd_campaign_view_get_city_value (const HdCampaignView *self,
                                                   guint                 box,
                                                   HdSide                side);
/* Victory (4.1, 4.2): one of the seven cities; how many @side holds;
 * what @side still needs, in words. */
gboolean          hd_campaign_view_is_victory_city (const HdCampaignView *self,
                                                    guint                 box);
guint             hd_campaign_view_count_victory_cities (const HdCampaignView *self,
                                                         HdSide                side);
char             *hd_campaign_view_explain_victory (const HdCampaignView *self,
                                                    HdSide                side);
/* Control (3.3, 3.4): held by cavalry alone; who holds it and why. */
gboolean          hd_campaign_view_is_cavalry_held (const HdCampaignView *self,
                                                    guint                 box);
char             *hd_campaign_view_explain_control (const HdCampaignView *self,
                                                    guint                 box);
/* Recruiting (12.1): the base (0 = not given yet), the Adjusted
 * Recruiting Number and its words, each battle counted in it (char *
 * sentences with date and box), the cap and its words, the corps the
 * player may still raise, the cities named. */
guint             hd_campaign_view_get_base_recruiting (const HdCampaignView *self,
                                                        HdSide                side);
guint             hd_campaign_view_get_adjusted_recruiting (const HdCampaignView *self,
                                                            HdSide                side);
char             *hd_campaign_view_explain_adjusted_recruiting (const HdCampaignView *self,
                                                                HdSide                side);
GPtrArray        *hd_campaign_view_list_recruiting_wins (const HdCampaignView *self,
                                                         HdSide                side);
guint             hd_campaign_view_get_recruiting_cap (const HdCampaignView *self,
                                                       HdSide                side);
char             *hd_campaign_view_explain_recruiting_cap (const HdCampaignView *self,
                                                           HdSide                side);
guint             hd_campaign_view_get_recruits_left (const HdCampaignView *self);
gboolean          hd_campaign_view_is_city_named (const HdCampaignView *self,
                                                  guint                 box,
                                                  HdSide                side);
/* The boxes (guint) where the player may raise a corps now, and the
 * cities it may name now (12.1, R12). */
GArray           *hd_campaign_view_list_raise_boxes (const HdCampaignView *self);
GArray           *hd_campaign_view_list_nameable_cities (const HdCampaignView *self);
/* Whether @corps had its battalion upgraded this Recruiting Phase (12.3). */
gboolean          hd_campaign_view_is_guns_upgraded (const HdCampaignView *self,
                                                     guint                 corps);


/* --- marches (hd-campaign-march.c) --- */
/* The player's march die this turn (0 until rolled) and the marches it
 * gives (7: a 1 counts 2). */
guint             hd_campaign_view_get_march_die (const HdCampaignView *self);
guint             hd_campaign_view_get_marches   (const HdCampaignView *self);
/* The marches not yet given to a commander (2.1). */
guint             hd_campaign_view_get_marches_unallotted (const HdCampaignView *self);
/* @side's commanders the president gives marches to: army commanders
 * and corps commanders on their own (ids, 2.1). */
GArray           *hd_campaign_view_list_march_commanders (const HdCampaignView *self,
                                                          HdSide                side);
/* The commander whose marches a march of formation @id spends. */
guint             hd_campaign_view_get_march_commander (const HdCampaignView *self,
                                                        guint                 id);
/* Marches commander @id has left: allotted less spent. */
guint             hd_campaign_view_get_marches_left (const HdCampaignView *self,
                                                     guint                 id);
/* Where one march of @formations (ids in one box) may go in @mode:
 * HdCampaignDestination (hd-campaign-types.h), one per box. */
GPtrArray        *hd_campaign_view_list_destinations (const HdCampaignView *self,
                                                      const GArray         *formations,
                                                      HdCampaignMarchMode   mode);
/* The move of @formations to @destination (one of
 * hd_campaign_view_list_destinations()'s) as an action to play, leaving
 * division @garrison in the start box (6.23) unless it is
 * HD_CAMPAIGN_NONE; not checked (hd_campaign_view_check). */
HdCampaignAction *hd_campaign_view_new_move      (const HdCampaignView        *self,
                                                  const GArray                *formations,
                                                  const HdCampaignDestination *destination,
                                                  guint                        garrison);
/* Whether one march of @formations reaches @box; the rule that refuses
 * it otherwise. */
gboolean          hd_campaign_view_explain_destination (const HdCampaignView *self,
                                                        const GArray         *formations,
                                                        guint                 box,
                                                        HdCampaignMarchMode   mode,
                                                        GError              **error);
/* The ports one sea move (or, @invasion, a naval invasion) of
 * @formations may reach (box indices, 7.4, 7.5). */
GArray           *hd_campaign_view_list_ports    (const HdCampaignView *self,
                                                  const GArray         *formations,
                                                  gboolean              invasion);
/* The sea move of @formations from their port to port @to (7.4) or,
 * @invasion, their naval invasion of @to (7.5), as an action to play;
 * not checked (hd_campaign_view_check). */
HdCampaignAction *hd_campaign_view_new_sea       (const HdCampaignView *self,
                                                  const GArray         *formations,
                                                  guint                 to,
                                                  gboolean              invasion);
/* Entrenchments in @box, in half inches (7.6, 14). */
guint             hd_campaign_view_get_works     (const HdCampaignView *self,
                                                  guint                 box);
/* Whether @side's troops entered @box this turn (15.1 reads it). */
gboolean          hd_campaign_view_get_entered   (const HdCampaignView *self,
                                                  guint                 box,
                                                  HdSide                side);



/* --- battles, promotions, reorganisation (hd-campaign-battle.c) --- */
/* The sheet of battle @battle_id as it goes to the table (Campaign 9,
 * 9.2, 9.4; hd-campaign-sheet.h), or NULL if there is no such battle. */
HdCampaignSheet  *hd_campaign_view_battle_sheet (const HdCampaignView   *self,
                                                 guint                   battle_id);
/* The battles of this Player Turn (HdCampaignBattleInfo), in order. */
GArray           *hd_campaign_view_list_battles (const HdCampaignView   *self);
gboolean          hd_campaign_view_get_battle   (const HdCampaignView   *self,
                                                 guint                   battle_id,
                                                 HdCampaignBattleInfo   *out);
/* Who won the battle and how, citing the rule, once it is resolved
 * ("The Union won the battle of Manassas (Campaign 9.6)."), as the battle
 * module decided it; NULL while it is open or for no such battle. */
char             *hd_campaign_view_battle_result (const HdCampaignView  *self,
                                                  guint                  battle_id);
/* Battles still to be resolved (contact or table): the Battle Phase may
 * not end while there is one. */
guint             hd_campaign_view_count_open_battles (const HdCampaignView *self);
/* @side's formations in the battle (ids, guint): those in its box at
 * contact, those that took part once it went to the table. */
GArray           *hd_campaign_view_battle_forces (const HdCampaignView  *self,
                                                  guint                  battle_id,
                                                  HdSide                 side);
/* The cavalry test with its figures (Campaign 9; R5). */
gboolean          hd_campaign_view_battle_cavalry_test (const HdCampaignView  *self,
                                                        guint                  battle_id,
                                                        HdCampaignCavalryTest *out);
/* The boxes @side may withdraw to from the battle (ids, guint): adjacent,
 * held by it, not entered by the enemy this turn (9, 9.58). */
GArray           *hd_campaign_view_battle_withdrawal_boxes (const HdCampaignView *self,
                                                            guint                 battle_id,
                                                            HdSide                side);
/* Formations of @side that could reinforce the battle, each with the
 * reason it may or may not (HdCampaignReinforcement, 9.4). */
GArray           *hd_campaign_view_battle_reinforcements (const HdCampaignView *self,
                                                          guint                 battle_id,
                                                          HdSide                side);
/* The winner the app proposes (R23): the side holding the box; with both
 * there, the attacker if it holds the major town. */
HdSide            hd_campaign_view_battle_proposed_winner (const HdCampaignView *self,
                                                           guint                 battle_id,
                                                           gboolean              holds_town);
/* Whether, if @winner wins, the loser must withdraw at the battle's end
 * ("battle-end ... to=", 9.6): it shares the box and has one to go to. */
gboolean          hd_campaign_view_battle_loser_must_leave (const HdCampaignView *self,
                                                            guint                 battle_id,
                                                            HdSide                winner);
/* @division's record in a battle of this Player Turn (9.52-9.54): the
 * battle, its state at the start of the next day and the SP on its
 * exhaustion record; FALSE if it has none. */
gboolean          hd_campaign_view_get_division_record (const HdCampaignView    *self,
                                                        guint                    division,
                                                        guint                   *battle,
                                                        HdCampaignDivisionState *state,
                                                        guint                   *record);
/* The status a division is rated by for promotion (10.25, 10.32). */
HdStatus          hd_campaign_view_division_status (const HdCampaignView *self,
                                                    guint                 division);
/* Every division @side could pick now for promotion, each with whether
 * it may and why (HdCampaignPromotionPick; 10.31, 10.32). */
GArray           *hd_campaign_view_promotion_picks (const HdCampaignView *self,
                                                    HdSide                side);



G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdCampaignViewer, hd_campaign_viewer_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdCampaignView, hd_campaign_view_free)

G_END_DECLS
