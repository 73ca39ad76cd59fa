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

typedef struct {
  guint  box;
  HdUnit unit;
} HdBoardUnit;

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

void         hd_state_add_unit            (HdState      *self,
                                           guint         box,
                                           const HdUnit *unit);
void         hd_state_remove_unit         (HdState      *self,
                                           guint         index);
void         hd_state_move_unit           (HdState      *self,
                                           guint         index,
                                           guint         to);
void         hd_state_set_reduced         (HdState      *self,
                                           guint         index,
                                           gboolean      reduced);
void         hd_state_set_entrenched      (HdState      *self,
                                           guint         index,
                                           gboolean      entrenched);
void         hd_state_set_control         (HdState      *self,
                                           guint         box,
                                           HdSide        side,
                                           gboolean      marker);
int          hd_state_find_unit           (const HdState *self,
                                           guint          box,
                                           HdSide         side,
                                           HdUnitKind     kind,
                                           gboolean       reduced);
gboolean     hd_state_equal               (const HdState *a,
                                           const HdState *b);
void         hd_state_capture_boxes       (HdState      *self,
                                           HdSide        side);
void         hd_state_set_turn            (HdState      *self,
                                           guint         turn);
guint        hd_state_take_draft          (HdState      *self,
                                           gboolean      draft_riots);
void         hd_state_set_draft_riots     (HdState      *self,
                                           gboolean      draft_riots);
guint        hd_state_get_end_turn        (const HdState *self);
gboolean     hd_state_end_segment         (HdState      *self);
gboolean     hd_state_is_over             (const HdState *self);
guint        hd_draft_size                (guint         turn,
                                           gboolean      draft_riots);

const char  *hd_segment_to_string         (HdSegment     segment);
const char  *hd_segment_get_label         (HdSegment     segment);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdState, hd_state_free)

G_END_DECLS
