/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-segment-panel.c: the play panels' interface (both games'), its
 * "refused" signal (the GError the window shows when the rules refuse
 * what a panel asked) and its "step-done" signal (a step of the panel's own, such as
 * Done with This Box, ended without an action of the game: the keyboard
 * focus goes on, hd-focus). */
#define G_LOG_DOMAIN "hd-segment-panel"

#include "config.h"

#include "hd-segment-panel.h"

G_DEFINE_INTERFACE (HdSegmentPanel, hd_segment_panel, GTK_TYPE_WIDGET)

enum { REFUSED, STEP_DONE, N_SIGNALS };
static guint signals[N_SIGNALS];

static gboolean
no_die (HdSegmentPanel *self)
{
  return FALSE;
}

static gboolean
no_step (HdSegmentPanel *self)
{
  return FALSE;
}

static char *
no_explanation (HdSegmentPanel *self,
                guint           box)
{
  return NULL;
}

static GtkWidget *
no_target (HdSegmentPanel *self,
           gconstpointer   awaited)
{
  return NULL;
}

static gboolean
takes_nothing (HdSegmentPanel *self,
               guint           what)
{
  return FALSE;
}

static void
hd_segment_panel_default_init (HdSegmentPanelInterface *iface)
{
  iface->is_active = no_step;
  iface->choose_box = takes_nothing;
  iface->enter_die = takes_nothing;
  iface->needs_die = no_die;
  iface->next_step = no_step;
  iface->explain_box = no_explanation;
  iface->focus_target = no_target;
  /* The rules refused what the panel asked: the GError says why, with
   * its rule ("4.0: ...", "Campaign 7: ..."); nothing changed. */
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, G_TYPE_ERROR);
  /* A step of the panel's own ended: the focus goes on (hd-focus). */
  signals[STEP_DONE] = g_signal_new ("step-done", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                     NULL, G_TYPE_NONE, 0);
}

void
hd_segment_panel_set_log (HdSegmentPanel *self,
                          HdLog          *log,
                          gconstpointer   viewer,
                          HdBoardView    *board)
{
  g_return_if_fail (HD_IS_SEGMENT_PANEL (self));
  g_return_if_fail (log == NULL || HD_IS_LOG (log));
  HD_SEGMENT_PANEL_GET_IFACE (self)->set_log (self, log, viewer, board);
}

gboolean
hd_segment_panel_is_active (HdSegmentPanel *self)
{
  g_return_val_if_fail (HD_IS_SEGMENT_PANEL (self), FALSE);
  return HD_SEGMENT_PANEL_GET_IFACE (self)->is_active (self);
}

gboolean
hd_segment_panel_choose_box (HdSegmentPanel *self,
                             guint           box)
{
  g_return_val_if_fail (HD_IS_SEGMENT_PANEL (self), FALSE);
  return HD_SEGMENT_PANEL_GET_IFACE (self)->choose_box (self, box);
}

char *
hd_segment_panel_explain_box (HdSegmentPanel *self,
                              guint           box)
{
  g_return_val_if_fail (HD_IS_SEGMENT_PANEL (self), NULL);
  return HD_SEGMENT_PANEL_GET_IFACE (self)->explain_box (self, box);
}

gboolean
hd_segment_panel_needs_die (HdSegmentPanel *self)
{
  g_return_val_if_fail (HD_IS_SEGMENT_PANEL (self), FALSE);
  return HD_SEGMENT_PANEL_GET_IFACE (self)->needs_die (self);
}

gboolean
hd_segment_panel_enter_die (HdSegmentPanel *self,
                            guint           die)
{
  g_return_val_if_fail (HD_IS_SEGMENT_PANEL (self), FALSE);
  return HD_SEGMENT_PANEL_GET_IFACE (self)->enter_die != NULL &&
         HD_SEGMENT_PANEL_GET_IFACE (self)->enter_die (self, die);
}

gboolean
hd_segment_panel_next_step (HdSegmentPanel *self)
{
  g_return_val_if_fail (HD_IS_SEGMENT_PANEL (self), FALSE);
  return HD_SEGMENT_PANEL_GET_IFACE (self)->next_step (self);
}

GtkWidget *
hd_segment_panel_focus_target (HdSegmentPanel *self,
                               gconstpointer   awaited)
{
  g_return_val_if_fail (HD_IS_SEGMENT_PANEL (self), NULL);
  return HD_SEGMENT_PANEL_GET_IFACE (self)->focus_target (self, awaited);
}

/* For the panels: a step of their own ended (no action of the game). */
void
hd_segment_panel_step_done (HdSegmentPanel *self)
{
  g_return_if_fail (HD_IS_SEGMENT_PANEL (self));
  g_signal_emit (self, signals[STEP_DONE], 0);
}

/* For the panels: tells the window what the rules refused. */
void
hd_segment_panel_refused (HdSegmentPanel *self,
                          const GError   *error)
{
  g_return_if_fail (HD_IS_SEGMENT_PANEL (self));
  g_return_if_fail (error != NULL);
  g_signal_emit (self, signals[REFUSED], 0, error);
}

G_DEFINE_QUARK (hd-segment-panel-refusal-quark, hd_segment_panel_refusal)

void
hd_segment_panel_refuse_with (HdSegmentPanel *self,
                              const char     *message)
{
  g_autoptr(GError) error = g_error_new_literal (hd_segment_panel_refusal_quark (), 0, message);

  hd_segment_panel_refused (self, error);
}

gboolean
hd_segment_panel_game_in (HdGame    *game,
                          HdSegment  segment)
{
  const HdState *s = game != NULL ? hd_game_get_state (game) : NULL;

  return s != NULL && !hd_state_is_over (s) && hd_state_get_segment (s) == segment;
}
