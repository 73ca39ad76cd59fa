/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-play-panel.c: the play panels' interface (hd-play-panel.h) and what
 * a panel that leaves a method out answers: no action offered, no die
 * wanted, no step under way, no box taken. */
#define G_LOG_DOMAIN "hd-play-panel"

#include "config.h"

#include "hd-play-panel.h"

G_DEFINE_INTERFACE (HdPlayPanel, hd_play_panel, GTK_TYPE_WIDGET)

static gboolean
offers_none (HdPlayPanel *self, const char *name)
{
  return FALSE;
}

static gboolean
no (HdPlayPanel *self)
{
  return FALSE;
}

static gboolean
takes_no_die (HdPlayPanel *self, guint die)
{
  return FALSE;
}

static gboolean
takes_no_box (HdPlayPanel *self, guint box)
{
  return FALSE;
}

static char *
says_nothing (HdPlayPanel *self, guint box)
{
  return NULL;
}

static void
hd_play_panel_default_init (HdPlayPanelInterface *iface)
{
  iface->offers = offers_none;
  iface->needs_die = no;
  iface->enter_die = takes_no_die;
  iface->next_step = no;
  iface->choose_box = takes_no_box;
  iface->explain_box = says_nothing;
}

void
hd_play_panel_set_log (HdPlayPanel   *self,
                       HdLog         *log,
                       gconstpointer  viewer,
                       HdBoardView   *board)
{
  g_return_if_fail (HD_IS_PLAY_PANEL (self));
  g_return_if_fail (log == NULL || HD_IS_LOG (log));
  HD_PLAY_PANEL_GET_IFACE (self)->set_log (self, log, viewer, board);
}

gboolean
hd_play_panel_offers (HdPlayPanel *self,
                      const char  *name)
{
  g_return_val_if_fail (HD_IS_PLAY_PANEL (self), FALSE);
  return HD_PLAY_PANEL_GET_IFACE (self)->offers (self, name);
}

gboolean
hd_play_panel_needs_die (HdPlayPanel *self)
{
  g_return_val_if_fail (HD_IS_PLAY_PANEL (self), FALSE);
  return HD_PLAY_PANEL_GET_IFACE (self)->needs_die (self);
}

gboolean
hd_play_panel_enter_die (HdPlayPanel *self,
                         guint        die)
{
  g_return_val_if_fail (HD_IS_PLAY_PANEL (self), FALSE);
  return HD_PLAY_PANEL_GET_IFACE (self)->enter_die (self, die);
}

gboolean
hd_play_panel_next_step (HdPlayPanel *self)
{
  g_return_val_if_fail (HD_IS_PLAY_PANEL (self), FALSE);
  return HD_PLAY_PANEL_GET_IFACE (self)->next_step (self);
}

gboolean
hd_play_panel_choose_box (HdPlayPanel *self,
                          guint        box)
{
  g_return_val_if_fail (HD_IS_PLAY_PANEL (self), FALSE);
  return HD_PLAY_PANEL_GET_IFACE (self)->choose_box (self, box);
}

char *
hd_play_panel_explain_box (HdPlayPanel *self,
                           guint        box)
{
  g_return_val_if_fail (HD_IS_PLAY_PANEL (self), NULL);
  return HD_PLAY_PANEL_GET_IFACE (self)->explain_box (self, box);
}
