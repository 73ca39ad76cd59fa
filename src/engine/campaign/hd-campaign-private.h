/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-private.h: the layout of HdCampaign, for the campaign
 * modules that change it (each changes only the part its rules own, as
 * marked) and their tests.  Never for the application or the CLI: they
 * ask an HdCampaignView.  When a module adds a field it also adds it to
 * hd_campaign_copy(), hd_campaign_free() and hd_campaign_dump() (which
 * hd_campaign_equal() compares), in hd-campaign.c. */
#pragma once

#include "hd-campaign.h"
#include "hd-campaign-index.h"

G_BEGIN_DECLS

/* A battle won, for recruiting (Campaign 12.1, 9, 9.6, 15.1) and
 * promotions (10.32). */
typedef enum {
  HD_WIN_TABLE = 0,      /* fought on the table: recruiting and promotions (9.6) */
  HD_WIN_WITHDRAWAL,     /* the defender withdrew before battle: recruiting only (9) */
  HD_WIN_REARGUARD,      /* a rearguard by dice (9): recruiting only */
  HD_WIN_KENTUCKY,       /* the enemy entered Kentucky first (15.1) */
  HD_N_WIN_KINDS
} HdCampaignWinKind;

typedef struct {
  HdSide             side;
  guint              turn;
  guint              box;    /* HD_CAMPAIGN_NO_BOX for Kentucky's gift */
  HdCampaignWinKind  kind;
  gboolean           counted; /* used by a Recruiting Phase already (12.1) */
} HdCampaignWin;

/* What a battle keeps of a division between days (Campaign 9.52-9.54):
 * its state at the start of the next day and the losses on its
 * exhaustion record. */
typedef struct {
  guint     division;
  HdCampaignDivisionState state;
  guint     record;           /* SP lost and counted towards exhaustion */
} HdCampaignBattleDivision;

/* One stand's losses of the day not yet recovered (9.51, 10.1). */
typedef struct {
  guint     stand;
  guint     lost;
} HdCampaignBattleLoss;

/* A division trained (Campaign 10.31): two a side a Promotion Phase. */
typedef struct {
  guint     turn;
  HdSide    side;
  guint     division;
} HdCampaignTraining;

/* A contact: a force entered a box holding the enemy (Campaign 9).  The
 * battle module (hd-campaign-battle.c) owns it and its life. */
typedef struct {
  guint     id;
  guint     box;
  HdSide    attacker;
  HdCampaignBattleState state;
  guint     day;              /* days fought and entered, 0 before */
  HdSide    winner;           /* HD_SIDE_NEUTRAL until decided */
  GArray   *attackers;        /* formation ids that entered (guint) */
  GArray   *entered_from;     /* boxes they came from (guint) */
  GArray   *present;          /* formation ids that took part, both sides (guint) */
  GArray   *engaged;          /* division ids engaged in action (10.32) */
  GArray   *exhausted_ok;     /* division ids gone into exhaustion without collapse (10.32) */
  guint     picks[HD_N_SIDES];/* combat promotions left to pick (10.32) */
  GArray   *divisions;        /* HdCampaignBattleDivision, both sides (9.52-9.54) */
  GArray   *day_losses;       /* HdCampaignBattleLoss of the last day, until recovered */
  gboolean  closed;           /* no further day: battle-end awaited (9.58, 9.6) */
  gboolean  holds_town;       /* the attacker holds the major town (9.6, R23) */
  guint     withdrawal[HD_N_SIDES]; /* 1 + the box each side withdrew to, 0 if it did not (9, 9.58) */
} HdCampaignBattle;

/* The set-up's choices (Campaign 3.2, 12.1; docs/rules-decisions.md). */
typedef struct {
  guint     base_recruiting[HD_N_SIDES]; /* 12.1's Base Recruiting Number, 0 = not yet given */
  guint     union_reduced_box;           /* R1: a Union city worth one less, HD_CAMPAIGN_NO_BOX for none */
  guint     western_fortress;            /* 14.4, HD_CAMPAIGN_NO_BOX until named */
} HdCampaignSettings;

struct _HdCampaign
{
  HdMap              *map;
  guint               n_boxes;

  /* the calendar and the sequence of play (Campaign 4, 5): hd-campaign-turn.c */
  guint               turn;          /* 1-40 */
  HdSide              player;        /* whose Player Turn (or Recruiting Phase) */
  HdPhase             phase;

  /* the order of battle (Campaign 6, 11): hd-campaign-oob.c */
  GArray             *formations;    /* HdCampaignFormation, in id order */
  GArray             *stands;        /* HdCampaignStand, in id order */
  guint               next_id;       /* above every id in use (formations and stands share ids) */
  /* a new record's id (issue 35): 0, a campaign saved before ids were
   * given by side, takes next_id; else each side has its own sequence,
   * the Union's even ids, the Confederacy's odd ones, so that a side's
   * new ids say nothing of how many records the enemy made (a
   * president's view holds his own side's only) */
  guint               side_next_id[HD_N_SIDES];
  gboolean            ids_shared;    /* its set-up said ids="shared": an older campaign's */
  /* what each formation holds (hd-campaign.c): made when first asked,
   * kept by the functions below, never copied; code that writes the
   * records or their formation and parent otherwise forgets it */
  HdCampaignIndex    *index;

  /* control (Campaign 3.3, 3.4): hd-campaign-books.c */
  HdSide             *control;       /* per box */
  gboolean           *cavalry_held;  /* per box: held only while cavalry stays (3.4) */

  /* the marches of this Player Turn (Campaign 7): hd-campaign-march.c */
  guint               march_die;     /* 0 until rolled */
  guint               marches;       /* the side's marches this turn */
  guint8             *entered;       /* per box: bit (1 << side) if that side's troops entered it this turn */
  guint              *works;         /* per box: entrenchments in half inches (7.6, 14) */

  /* battles (Campaign 9, 10): hd-campaign-battle.c */
  GArray             *battles;       /* HdCampaignBattle of this Player Turn */
  guint               next_battle_id;
  GArray             *trained;       /* HdCampaignTraining, every one of the war (10.31) */

  /* the books (Campaign 3.2, 4, 12, 15.1): hd-campaign-books.c */
  HdCampaignSettings  settings;
  guint               washington_loss;  /* army maximum lost for good (4.3) */
  guint               washington_falls; /* times taken (4.3) */
  gboolean            washington_die_owed; /* the die of its last fall not yet typed (4.3) */
  HdSide              kentucky_first;   /* who first entered Kentucky (15.1), neutral if none */
  GArray             *wins;             /* HdCampaignWin */
  guint               recruit_die;      /* this Recruiting Phase's die, 0 until rolled (12.1) */
  guint               recruited;        /* corps raised this Recruiting Phase */
  guint8             *recruit_cities;   /* per box: bit (1 << side) named by that side for this quarter's
                                         * Recruiting Phase, bit (8 << side) a corps raised there in it (12.1) */
  guint               corps_upgraded;   /* 15.62's recurring upgrades given this Recruiting Phase */
  GArray             *guns_upgraded;    /* guint: the corps whose battalion was upgraded this Recruiting Phase (12.3) */
  HdSide              winner;
  char               *win_rule;         /* "Campaign 4.1", NULL while nobody has won */

  /* the guaranteed invasion (Campaign 7.5): hd-campaign-invasion.c */
  guint               invasion_turn;    /* the Game Turn of the one declared, 0 if none */
  guint               invasion_year;    /* the year whose invasion it is (kept when put off) */
  guint               invasion_from;    /* its port of departure */
  guint               invasion_to;      /* the Confederate port it lands at */
  GArray             *invasion_units;   /* guint: the corps assigned to it */
  guint               invasion_years;   /* bit (year - 1862): that year's invasion declared */

  /* intelligence (Campaign 8, 8.1-8.25): hd-campaign-intel.c */
  GArray             *blockade;         /* guint: the ports on the blockade list, in the order added (8.25) */
  guint               blockade_added;   /* the Game Turn a port was last added, 0 if none */
  guint               blockade_scouted; /* 1 + the port with this Game Turn's Complete report, 0 if none */
  GPtrArray          *reports[HD_N_SIDES]; /* per box: the side's latest HdCampaignReport, NULL if none
                                            * (shared between copies: reports never change) */

  /* the seats (issue 35): hd-campaign-seats.c */
  char               *seat_pins[HD_N_SIDES]; /* "SALT:HMAC" per seat (neutral: the umpire's), NULL: none */
  char               *dispatch_key;          /* the secret of the dispatches and orders (hex), NULL: none yet */
  char               *no_umpire;             /* a game without an umpire: the salt of its key (hex), else NULL */
  GArray             *master_opened;         /* guint: the Game Turns the master view was opened in (public) */
  GArray             *file_altered;          /* guint: 1 + the first action found altered, at each opening (public) */
};

/* A formation or stand by id, to change (NULL if none). */
HdCampaignFormation *hd_campaign_find_formation (HdCampaign *self,
                                                 guint       id);
HdCampaignStand     *hd_campaign_find_stand     (HdCampaign *self,
                                                 guint       id);
/* Adds a copy of @formation (or @stand) under a new id from its side's
 * sequence, which it returns (the record's own id is ignored); the
 * arrays stay in id order. */
guint  hd_campaign_add_formation  (HdCampaign                *self,
                                   const HdCampaignFormation *formation);
guint  hd_campaign_add_stand      (HdCampaign                *self,
                                   const HdCampaignStand     *stand);
/* The id the next record of @side would be given. */
guint  hd_campaign_peek_id        (const HdCampaign          *self,
                                   HdSide                     side);
/* Gives new records their ids by side from now on (a new campaign's
 * start): the Union's the even ids from next_id, the Confederacy's the
 * odd ones. */
void   hd_campaign_set_ids_by_side (HdCampaign               *self);
gboolean hd_campaign_get_ids_by_side (const HdCampaign       *self);
/* Each side's next id (where kept) raised to the first of its parity at
 * or above next_id, past records added by hand to a set-up; the parity
 * of a side's ids: the Union's 0 (even), the Confederacy's 1 (odd). */
void   hd_campaign_raise_ids_by_side (HdCampaign             *self);
guint  hd_campaign_id_parity       (HdSide                    side);
/* Removes a formation (not its children or stands: move or remove them
 * first) or a stand. */
void   hd_campaign_remove_formation (HdCampaign *self,
                                     guint       id);
void   hd_campaign_remove_stand     (HdCampaign *self,
                                     guint       id);
/* Moves stand @id to @formation (HD_CAMPAIGN_NONE: its own box, set by
 * the caller), formation @id under @parent. */
void   hd_campaign_set_stand_formation  (HdCampaign *self,
                                         guint       id,
                                         guint       formation);
void   hd_campaign_set_formation_parent (HdCampaign *self,
                                         guint       id,
                                         guint       parent);
/* Drops the index, after the records were written directly (the set-up
 * reader); it is made again when next asked. */
void   hd_campaign_forget_index     (HdCampaign *self);
/* The ids of @side's Siege Trains, in id order. */
const GArray *hd_campaign_get_siege_trains (const HdCampaign *self,
                                            HdSide            side);
/* A position holding only the formations and stands whose ids are in
 * @formations and @stands (each in id order, no id twice), as @self has
 * them, with @self's Game Turn, phase, next id and boxes: where an edit
 * is tried (hd-campaign-oob-trial.c).  Not a whole position: its
 * invariants are not kept. */
HdCampaign *hd_campaign_copy_part   (const HdCampaign *self,
                                     const GArray     *formations,
                                     const GArray     *stands);
void   hd_campaign_battle_clear     (HdCampaignBattle *battle);
/* Appends copies of @src's battles to @dest's (a position made by
 * hd_campaign_copy_part(), which has none). */
void   hd_campaign_copy_battles     (HdCampaign       *dest,
                                     const HdCampaign *src);

G_END_DECLS
