/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-segment-panel.h: what every play panel inside a game's side panel
 * does, whatever the game: A House Divided's segment panels (movement,
 * battle, promotion and recruitment, held by the status panel) and the
 * Campaign Game's phase panels (marches, battles, recruiting, held by the
 * campaign page, through their base HdCampaignPanel).  The side panel
 * routes to the one of what the game awaits; the window talks to the side
 * panel only (hd-play-panel.h). */
#pragma once

#include <gtk/gtk.h>

#include "hd-action.h"
#include "hd-board-view.h"
#include "hd-game.h"
#include "hd-log.h"

G_BEGIN_DECLS

#define HD_TYPE_SEGMENT_PANEL (hd_segment_panel_get_type ())
G_DECLARE_INTERFACE (HdSegmentPanel, hd_segment_panel, HD, SEGMENT_PANEL, GtkWidget)

struct _HdSegmentPanelInterface
{
  GTypeInterface parent_iface;

  /* the game to show (NULL: none), as @viewer may see it (NULL for a
   * kind with nothing hidden), and the board to light and choose on */
  void     (*set_log)     (HdSegmentPanel *self,
                           HdLog          *log,
                           gconstpointer   viewer,
                           HdBoardView    *board);
  /* whether the game is in a segment (a phase) of this panel's */
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
  /* the widget the player will want next for @awaited (what the engine
   * awaits, in the kind's own terms: an HdAwaited for A House Divided,
   * NULL where the panel asks its view), or NULL: the guide's next step
   * (hd-focus); a container gets the focus of its first control */
  GtkWidget *(*focus_target) (HdSegmentPanel *self,
                              gconstpointer   awaited);
};

void     hd_segment_panel_set_log     (HdSegmentPanel *self,
                                       HdLog          *log,
                                       gconstpointer   viewer,
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
                                          gconstpointer   awaited);
/* Emits "refused": @error says why (with the rule, from the rules). */
void     hd_segment_panel_refused     (HdSegmentPanel *self,
                                       const GError   *error);
/* The same with a message of the panel's own. */
void     hd_segment_panel_refuse_with (HdSegmentPanel *self,
                                       const char     *message);
void     hd_segment_panel_step_done   (HdSegmentPanel *self);

/* For the panels: whether @game is shown, not over and in @segment. */
gboolean hd_segment_panel_game_in     (HdGame         *game,
                                       HdSegment       segment);

G_END_DECLS
