/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-segment-panel.h: what every segment panel of the side panel does
 * (movement, battle, promotion and recruitment).  The status panel holds
 * them and routes to the one of the current segment; the window talks to
 * the status panel only. */
#pragma once

#include <gtk/gtk.h>

#include "hd-action.h"
#include "hd-board-view.h"
#include "hd-game.h"

G_BEGIN_DECLS

#define HD_TYPE_SEGMENT_PANEL (hd_segment_panel_get_type ())
G_DECLARE_INTERFACE (HdSegmentPanel, hd_segment_panel, HD, SEGMENT_PANEL, GtkWidget)

struct _HdSegmentPanelInterface
{
  GTypeInterface parent_iface;

  /* the game to show (NULL: none) and the board to light and choose on */
  void     (*set_game)    (HdSegmentPanel *self,
                           HdGame         *game,
                           HdBoardView    *board);
  /* whether the game is in a segment of this panel's */
  gboolean (*is_active)   (HdSegmentPanel *self);
  /* a box chosen on the board: TRUE if the panel took it */
  gboolean (*choose_box)  (HdSegmentPanel *self,
                           guint           box);
  /* why a box may or may not be chosen now, or NULL */
  char    *(*explain_box) (HdSegmentPanel *self,
                           guint           box);
  /* whether a die typed with the keys 1-6 is wanted now, and taking it */
  gboolean (*needs_die)   (HdSegmentPanel *self);
  gboolean (*enter_die)   (HdSegmentPanel *self,
                           guint           die);
  /* Ctrl+Enter: a step under way (a chosen move) carried out; FALSE when
   * there is none, and the segment may end */
  gboolean (*next_step)   (HdSegmentPanel *self);
  /* the widget the player will want next for @decision (what the engine
   * awaits, hd_action_get_decision), or NULL: the guide's next step
   * (hd-focus); a container gets the focus of its first control */
  GtkWidget *(*focus_target) (HdSegmentPanel *self,
                              const HdAwaited *decision);
};

void     hd_segment_panel_set_game    (HdSegmentPanel *self,
                                       HdGame         *game,
                                       HdBoardView    *board);
gboolean hd_segment_panel_is_active   (HdSegmentPanel *self);
gboolean hd_segment_panel_choose_box  (HdSegmentPanel *self,
                                       guint           box);
char    *hd_segment_panel_explain_box (HdSegmentPanel *self,
                                       guint           box);
gboolean hd_segment_panel_needs_die   (HdSegmentPanel *self);
gboolean hd_segment_panel_enter_die   (HdSegmentPanel *self,
                                       guint           die);
gboolean hd_segment_panel_next_step   (HdSegmentPanel *self);
GtkWidget *hd_segment_panel_focus_target (HdSegmentPanel *self,
                                          const HdAwaited *decision);
void     hd_segment_panel_refused     (HdSegmentPanel *self,
                                       const char     *message);
void     hd_segment_panel_step_done   (HdSegmentPanel *self);

/* For the panels: whether @game is shown, not over and in @segment. */
gboolean hd_segment_panel_game_in     (HdGame         *game,
                                       HdSegment       segment);

G_END_DECLS
