/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-play-panel.h: what a game's side panel does for the window, whatever
 * the game's kind: the one contract between the window and A House
 * Divided's status panel (HdStatusPanel) and the Campaign Game's page
 * (HdCampaignPage), and the next kind's panel.  The window holds one log
 * (HdLog) and one play panel; it hands the panel the log, the seat it is
 * shown to and the board, asks it which of the window's game actions it
 * offers now, and passes on the dice typed with the keys, the next step
 * (Ctrl+Enter) and the boxes chosen on the board. */
#pragma once

#include <gtk/gtk.h>

#include "hd-board-view.h"
#include "hd-log.h"

G_BEGIN_DECLS

#define HD_TYPE_PLAY_PANEL (hd_play_panel_get_type ())
G_DECLARE_INTERFACE (HdPlayPanel, hd_play_panel, HD, PLAY_PANEL, GtkWidget)

struct _HdPlayPanelInterface
{
  GTypeInterface parent_iface;

  /* the game to show (NULL: none), as @viewer may see it (NULL for a
   * kind with nothing hidden), and the board to light and choose on */
  void       (*set_log)     (HdPlayPanel   *self,
                             HdLog         *log,
                             gconstpointer  viewer,
                             HdBoardView   *board);
  /* whether the window's action @name ("win.end-segment",
   * "win.show-threats"...) is the game's and may be used now (default:
   * none is) */
  gboolean   (*offers)      (HdPlayPanel   *self,
                             const char    *name);
  /* a die typed with the keys 1-6: whether one is wanted now, taking it */
  gboolean   (*needs_die)   (HdPlayPanel   *self);
  gboolean   (*enter_die)   (HdPlayPanel   *self,
                             guint          die);
  /* Ctrl+Enter: a step under way carried out (FALSE: none) */
  gboolean   (*next_step)   (HdPlayPanel   *self);
  /* a box chosen on the board for the window (TRUE if taken), and why
   * it may or may not be chosen now (NULL: nothing to say) */
  gboolean   (*choose_box)  (HdPlayPanel   *self,
                             guint          box);
  char      *(*explain_box) (HdPlayPanel   *self,
                             guint          box);
};

void       hd_play_panel_set_log     (HdPlayPanel   *self,
                                      HdLog         *log,
                                      gconstpointer  viewer,
                                      HdBoardView   *board);
gboolean   hd_play_panel_offers      (HdPlayPanel   *self,
                                      const char    *name);
gboolean   hd_play_panel_needs_die   (HdPlayPanel   *self);
gboolean   hd_play_panel_enter_die   (HdPlayPanel   *self,
                                      guint          die);
gboolean   hd_play_panel_next_step   (HdPlayPanel   *self);
gboolean   hd_play_panel_choose_box  (HdPlayPanel   *self,
                                      guint          box);
char      *hd_play_panel_explain_box (HdPlayPanel   *self,
                                      guint          box);

G_END_DECLS
