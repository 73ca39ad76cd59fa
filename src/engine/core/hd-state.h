/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-state.h: the state of a game at one moment: the calendar, whose
 * Player Turn and which segment, every unit on the board, control of every
 * box and its Control markers, the recruitment pools, the Union militia
 * held back for drafts, and the army maximums derived from them. */
#pragma once

#include <glib.h>

#include "hd-map.h"
#include "hd-scenario.h"
#include "hd-unit.h"

G_BEGIN_DECLS

/* The four segments of a Player Turn, in order (rule 3.0). */
typedef enum {
  HD_SEGMENT_MOVEMENT = 0,
  HD_SEGMENT_COMBAT,
  HD_SEGMENT_PROMOTION,
  HD_SEGMENT_RECRUITMENT,
} HdSegment;

/* How a game was won (10.0, 11.1, 11.3). */
typedef enum {
  HD_WIN_NONE,
  HD_WIN_SEVEN_CITIES,         /* the Union holds all seven cities (10.0) */
  HD_WIN_WASHINGTON,           /* the Confederacy holds Washington (10.0) */
  HD_WIN_ARMY_MAXIMUM,         /* the Confederate army maximum is greater (10.0) */
  HD_WIN_SURVIVED,             /* the last Game Turn is over without a Union victory (10.0) */
  HD_WIN_SHORT_GAME,           /* the 1861 Short Game's condition (11.1) */
  HD_WIN_MARCH_LEVEL,          /* the victory-level table at a March ending date (11.3) */
  HD_WIN_SUDDEN_DEATH,         /* a decisive level at the end of a March (11.3) */
  HD_WIN_DRAW,                 /* the March table's historical draw (11.3) */
} HdWin;

/* The levels of 11.3's table, from the Union's best to the Confederacy's. */
typedef enum {
  HD_LEVEL_UNION_DECISIVE,
  HD_LEVEL_UNION_MARGINAL,
  HD_LEVEL_UNION_PYRRHIC,
  HD_LEVEL_DRAW,
  HD_LEVEL_CONFEDERATE_PYRRHIC,
  HD_LEVEL_CONFEDERATE_MARGINAL,
  HD_LEVEL_CONFEDERATE_DECISIVE,
} HdVictoryLevel;

#define HD_NO_BOX G_MAXUINT
#define HD_NO_LINE G_MAXUINT

/* What a unit did in its side's current Player Turn (rules 4.0-4.7), for
 * the limits of movement and, later, for combat (5.34, 5.4, 5.5). */
typedef struct {
  guint8   marches;    /* marches it took part in this Movement Segment (at most 2, 4.0) */
  guint8   dug;        /* marches spent entrenching where it stands (4.3) */
  gboolean jumped;     /* made its one jump move (4.4, 4.5) */
  gboolean by_sea;     /* moved by sea or invaded: no other movement (4.6, 4.7) */
  gboolean in_march;   /* may still move in the current march (started it in the box) */
  gboolean invaded;    /* arrived by naval invasion (4.7; a river crossing for 5.34) */
  guint    start_box;  /* where it began the Movement Segment (4.6, 4.7) */
  guint    from_box;   /* the box it last came from this Player Turn, or HD_NO_BOX */
  guint    from_line;  /* the line it came along, or HD_NO_LINE (also by sea) */
  guint    march_from; /* where its last march this segment began, or HD_NO_BOX */
  gboolean cavalry_jump; /* its last march was a cavalry jump move (4.4) */
  /* combat (5.0-5.6) and promotion (6.0) this Player Turn */
  gboolean in_battle;  /* takes (or took) part in the current (or last) battle */
  gboolean fought;     /* has fought a battle: may not reinforce another (5.5) */
  gboolean crossed;    /* attacked across a river side or by invasion (5.34) */
  gboolean reinforced; /* joined the battle as a reinforcement (5.5) */
  gboolean promoted;   /* promoted this Player Turn (6.0) */
  /* battlefield morale (Advanced 8.1, 8.12) */
  gboolean routed;        /* routed in the current (or last) battle */
  gboolean morale_due;    /* flipped by the last fire: a morale check is owed */
  gboolean desertion_due; /* reduced after the battle: a desertion check is owed */
} HdMoveRecord;

typedef struct {
  guint        id;     /* stable for the whole game: battles name units by it */
  guint        box;
  HdUnit       unit;
  HdMoveRecord move;
} HdBoardUnit;

/* How a battle ended (5.0, 5.4, 5.41, 5.6, Advanced 5.0, 8.1), as the
 * battle itself decided it (hd-battle.h: hd_battle_get_outcome). */
typedef enum {
  HD_BATTLE_ENDED_NONE = 0,     /* no battle has ended in this segment */
  HD_BATTLE_ENDED_ELIMINATED,   /* the loser has no unit left in the fight (5.0) */
  HD_BATTLE_ENDED_ROUTED,       /* ... some of its last units routed (Advanced 8.1) */
  HD_BATTLE_ENDED_RETREAT,      /* the loser retreated (5.4) */
  HD_BATTLE_ENDED_EVACUATION,   /* the Union evacuated by sea to Washington (5.41) */
  HD_BATTLE_ENDED_WITHDRAWAL,   /* cavalry withdrew before combat: nobody won or lost (5.6) */
  HD_BATTLE_ENDED_CORRECTION,   /* a correction on the board ended it: nobody won */
} HdBattleEnd;

typedef struct {
  HdBattleEnd how;
  HdSide      winner;         /* HD_SIDE_NEUTRAL for a withdrawal or a correction */
  HdSide      attacker;
  guint       box;            /* where it was fought */
  guint       to;             /* where the loser retreated or the cavalry withdrew, else HD_NO_BOX */
  guint       rounds;         /* the battle rounds begun (0 after a withdrawal) */
  guint       days;           /* the days it lasted (Advanced 7.0), 0 without the rule */
  gboolean    garrison_only;  /* won against a coastal garrison alone: no promotion (Advanced 5.0) */
} HdBattleOutcome;

typedef struct _HdState HdState;

HdState     *hd_state_new_from_scenario   (HdMap        *map,
                                           HdScenario   *scenario);
HdState     *hd_state_copy                (const HdState *self);
void         hd_state_free                (HdState      *self);

HdMap       *hd_state_get_map             (const HdState *self);
guint        hd_state_get_turn            (const HdState *self);
HdSide       hd_state_get_player          (const HdState *self);
HdSegment    hd_state_get_segment         (const HdState *self);

guint        hd_state_get_n_units         (const HdState *self);
const HdBoardUnit *hd_state_get_unit      (const HdState *self,
                                           guint          index);
guint        hd_state_count_units_at      (const HdState *self,
                                           guint          box,
                                           HdSide         side);
guint        hd_state_count_kind          (const HdState *self,
                                           HdSide         side,
                                           HdUnitKind     kind);
guint        hd_state_get_units_in_play   (const HdState *self,
                                           HdSide         side);

HdSide       hd_state_get_controller      (const HdState *self,
                                           guint          box);
gboolean     hd_state_has_control_marker  (const HdState *self,
                                           guint          box);
guint        hd_state_get_army_maximum    (const HdState *self,
                                           HdSide         side);
guint        hd_state_get_units_allowed   (const HdState *self,
                                           HdSide         side,
                                           gboolean       increasing_union_forces);
guint        hd_state_get_pool            (const HdState *self,
                                           HdSide         side,
                                           HdUnitKind     kind);
guint        hd_state_get_union_militia_held_back (const HdState *self);
guint        hd_state_get_drafts_taken    (const HdState *self);

int          hd_state_find_unit_by_id     (const HdState *self,
                                           guint          id);
int          hd_state_find_unit           (const HdState *self,
                                           guint          box,
                                           HdSide         side,
                                           HdUnitKind     kind,
                                           gboolean       reduced);
gboolean     hd_state_equal               (const HdState *a,
                                           const HdState *b);
guint        hd_state_get_end_turn        (const HdState *self);
gboolean     hd_state_is_over             (const HdState *self);
HdSide       hd_state_get_winner          (const HdState *self);
HdWin        hd_state_get_win             (const HdState *self);
guint        hd_state_get_promotions_left (const HdState *self);
guint        hd_state_get_recruit_points  (const HdState *self);
guint        hd_state_get_recruit_die     (const HdState *self);
gboolean     hd_state_has_option          (const HdState *self,
                                           const char   *id);
guint        hd_state_get_first_turn      (const HdState *self);

/* Containment (Advanced 4.0): Confederates contain the Union units in @box. */
gboolean     hd_state_is_contained        (const HdState *self,
                                           guint          box);

/* Supply (Advanced 2.0-2.2): whether @box, out of supply at the start of
 * this Player Turn, still owes one of the player's pieces; whether any
 * does (whether a unit may be the piece given up: hd-supply.h). */
gboolean     hd_state_get_supply_due      (const HdState *self,
                                           guint          box);
gboolean     hd_state_get_any_supply_due  (const HdState *self);
/* The capture of Washington (Advanced 6.0): a die awaited, and what the
 * Union army maximum has lost for good (included in the army maximum). */
gboolean     hd_state_get_washington_roll (const HdState *self);
guint        hd_state_get_union_max_loss  (const HdState *self);
/* The Movement Segment (4.0) */
guint        hd_state_get_march_die    (const HdState *self);
guint        hd_state_get_marches      (const HdState *self);
guint        hd_state_get_marches_left (const HdState *self);
guint        hd_state_get_active_box   (const HdState *self);
gboolean     hd_state_is_first_turn    (const HdState *self);
guint        hd_state_draft_size       (guint         turn,
                                        gboolean      draft_riots);

const char  *hd_segment_to_string         (HdSegment     segment);
const char  *hd_segment_get_label         (HdSegment     segment);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdState, hd_state_free)

G_END_DECLS
