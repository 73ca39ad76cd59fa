/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-focus.c: where the main window's keyboard focus goes.  One place
 * decides it after every action of the game (and after a step of a
 * segment panel's own, such as Done with This Box): once the panels have
 * shown the new position (or a lesson is left for the start page), it
 * asks the engine what play awaits
 * (hd_action_get_decision), asks the current segment's panel for the
 * widget that answers it (hd_segment_panel_focus_target: the die, the
 * next box with units to move, the next shot, the next battle, the first
 * unit to promote or city to recruit in) and falls back to the guide's
 * next step.  The focus is never left on a scrolled window or nowhere.
 *
 * F6 and Shift+F6 (win.next-region, win.previous-region) go round the
 * window's regions: the board (its focused or lit box), the side panel (the
 * widget the player wants next there, else the guide's next step) and,
 * during a lesson, the lesson card (its main button). */
#define G_LOG_DOMAIN "hd-focus"

#include "config.h"

#include "hd-focus.h"
#include "hd-window-private.h"

typedef enum {
  REGION_NONE = -1,
  REGION_BOARD,
  REGION_PANEL,
  REGION_LESSON,
  N_REGIONS
} Region;

static GtkWidget *
region_widget (HdWindow *self,
               Region    region)
{
  switch (region)
    {
    case REGION_BOARD:
      return GTK_WIDGET (self->board_view);
    case REGION_PANEL:
      /* the status panel, or the Campaign Game's page; a game without a
       * board's page, which takes the board's place */
      return self->sheet != NULL ? GTK_WIDGET (self->sheet_page) : GTK_WIDGET (self->panel_stack);
    case REGION_LESSON:
      /* the lesson card, or in a game against the companion its card */
      if (!gtk_widget_get_visible (GTK_WIDGET (self->lesson_card)))
        return GTK_WIDGET (hd_status_panel_get_companion_card (self->status_panel));
      return GTK_WIDGET (self->lesson_card);
    default:
      return NULL;
    }
}

static gboolean
region_shown (HdWindow *self,
              Region    region)
{
  GtkWidget *w = region_widget (self, region);

  /* mapped: a side panel folded away (a narrow window) is not shown */
  return w != NULL && gtk_widget_is_visible (w) && gtk_widget_get_mapped (w);
}

static Region
region_of (HdWindow  *self,
           GtkWidget *widget)
{
  /* the innermost first: the lesson card is inside the side panel */
  for (Region r = N_REGIONS - 1; r >= REGION_BOARD; r--)
    {
      GtkWidget *w = region_widget (self, r);
      if (widget != NULL && (widget == w || gtk_widget_is_ancestor (widget, w)))
        return r;
    }
  return REGION_NONE;
}

/* Whether @widget can hold the keyboard focus for the player: shown,
 * usable, and a control, not a container of them. */
static gboolean
holds_focus (GtkWidget *widget)
{
  return widget != NULL && gtk_widget_get_mapped (widget) && gtk_widget_is_sensitive (widget) &&
         gtk_widget_get_focusable (widget) && !GTK_IS_SCROLLED_WINDOW (widget) && !GTK_IS_VIEWPORT (widget) &&
         !GTK_IS_WINDOW (widget);
}

/* The first control under @widget, in the order Tab goes (a flow box's
 * child is passed over for the button it holds); with @links, a label's
 * links too. */
static GtkWidget *
first_control_of (GtkWidget *widget, gboolean links)
{
  if (holds_focus (widget) && !GTK_IS_FLOW_BOX_CHILD (widget) && (links || !GTK_IS_LABEL (widget)))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = gtk_widget_get_mapped (c) ? first_control_of (c, links) : NULL;
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The first control under @widget: a label's rule links only where
 * nothing else takes the focus (a link is read, not the next thing to
 * do). */
static GtkWidget *
first_control (GtkWidget *widget)
{
  GtkWidget *control = first_control_of (widget, FALSE);

  return control != NULL ? control : first_control_of (widget, TRUE);
}

/* Focus to @widget, or to its first control when it is a container; a
 * focus already on a control inside it stays (the panel kept it there). */
static gboolean
focus_into (GtkWidget *widget)
{
  GtkWidget *focus, *control;

  if (widget == NULL || !gtk_widget_get_mapped (widget))
    return FALSE;
  focus = gtk_root_get_focus (gtk_widget_get_root (widget));
  if (holds_focus (focus) && (focus == widget || gtk_widget_is_ancestor (focus, widget)))
    return TRUE;
  control = first_control (widget);
  return control != NULL && gtk_widget_grab_focus (control);
}

/* The widget the player will want next, for what the engine awaits: the
 * current segment panel's answer, else the guide's next step; NULL once
 * the game is over; with no game, the start page. */
GtkWidget *
hd_focus_get_target (HdWindow *self)
{
  HdAwaited decision;
  GtkWidget *target;

  g_return_val_if_fail (HD_IS_WINDOW (self), NULL);
  if (self->next_viewer != NULL && gtk_widget_get_visible (GTK_WIDGET (self->curtain_pin)))
    return GTK_WIDGET (self->curtain_pin);    /* the curtain between two seats: the next seat's PIN */
  if (self->next_viewer != NULL)
    return self->curtain_button;              /* or its button */
  if (self->campaign != NULL)
    return GTK_WIDGET (self->campaign_page);  /* the campaign's page, its first control */
  if (self->sheet != NULL)
    return hd_sheet_page_get_focus_target (self->sheet_page);   /* the step's form, die or Done */
  if (self->game == NULL)
    return GTK_WIDGET (self->status_panel);   /* the start page: New Game first */
  decision = hd_action_get_decision (hd_game_get_state (self->game));
  if (decision.kind == HD_AWAITED_OVER)
    return NULL;
  /* the companion decides: its card's Done (or its dice) */
  if (hd_companion_card_is_due (hd_status_panel_get_companion_card (self->status_panel)))
    return hd_companion_card_get_main_button (hd_status_panel_get_companion_card (self->status_panel));
  target = hd_status_panel_focus_target (self->status_panel, &decision);
  if (target == NULL || !gtk_widget_get_mapped (target))
    target = hd_status_panel_get_next_step (self->status_panel);
  return target;
}

/* Where the focus is left alone: a popover or dialog of the board open,
 * edit mode (its popover has the focus), or the lesson card (its own
 * buttons say where it goes: Show Me, then Next Step). */
static gboolean
leave_focus (HdWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  GtkWidget *companion = GTK_WIDGET (hd_status_panel_get_companion_card (self->status_panel));

  return self->editing || hd_board_view_popover_shown (self->board_view) ||
         (region_of (self, focus) == REGION_LESSON && region_shown (self, REGION_LESSON) && holds_focus (focus)) ||
         (focus != NULL && gtk_widget_is_ancestor (focus, companion) && holds_focus (focus));
}

static gboolean
place_focus (gpointer data)
{
  HdWindow *self = data;
  GtkWidget *target;

  self->focus_idle = 0;
  if (leave_focus (self))
    return G_SOURCE_REMOVE;
  target = hd_focus_get_target (self);
  if (target != NULL && target != gtk_root_get_focus (GTK_ROOT (self)))
    focus_into (target);
  return G_SOURCE_REMOVE;
}

/* After an action: the focus is placed once every panel has shown the
 * new position (an idle, after the game's "changed" handlers). */
void
hd_focus_after_action (HdWindow *self)
{
  g_return_if_fail (HD_IS_WINDOW (self));
  if (self->focus_idle == 0)
    self->focus_idle = g_idle_add_full (G_PRIORITY_DEFAULT, place_focus, self, NULL);
}

void
hd_focus_dispose (HdWindow *self)
{
  g_clear_handle_id (&self->focus_idle, g_source_remove);
}

/* Focus into @region, on the widget that matters there. */
static gboolean
focus_region (HdWindow *self,
              Region    region)
{
  GtkWidget *target = hd_focus_get_target (self);
  const HdBox *box;

  switch (region)
    {
    case REGION_BOARD:
      /* the box focused last, else the one the player wants next, else
       * the first a lesson lights, else the box nearest the middle of the
       * view */
      box = hd_board_view_get_focus_box (self->board_view);
      if (box != NULL)
        return hd_board_view_focus_box (self->board_view, box);
      if (region_of (self, target) == REGION_BOARD && focus_into (target))
        return TRUE;
      box = hd_board_view_get_lit_box (self->board_view);
      if (box != NULL)
        return hd_board_view_focus_box (self->board_view, box);
      return hd_board_view_move_focus (self->board_view, GTK_DIR_TAB_FORWARD);
    case REGION_PANEL:
      if (region_of (self, target) == REGION_PANEL && focus_into (target))
        return TRUE;
      if (self->campaign == NULL && self->sheet == NULL &&
          focus_into (hd_status_panel_get_next_step (self->status_panel)))
        return TRUE;
      return focus_into (self->sheet != NULL ? GTK_WIDGET (self->sheet_page)
                                             : gtk_stack_get_visible_child (self->panel_stack));
    case REGION_LESSON:
      if (!gtk_widget_get_visible (GTK_WIDGET (self->lesson_card)))
        return focus_into (hd_companion_card_get_main_button (hd_status_panel_get_companion_card (self->status_panel)));
      return focus_into (hd_lesson_card_get_main_button (self->lesson_card));
    default:
      return FALSE;
    }
}

/* F6 (Shift+F6 @backward): the next region shown, round and round. */
gboolean
hd_focus_cycle (HdWindow *self,
                gboolean  backward)
{
  Region at;

  g_return_val_if_fail (HD_IS_WINDOW (self), FALSE);
  at = region_of (self, gtk_root_get_focus (GTK_ROOT (self)));
  for (int k = 1; k <= N_REGIONS; k++)
    {
      Region r;

      if (at == REGION_NONE)
        r = backward ? (Region) (N_REGIONS - k) : (Region) (k - 1);
      else
        r = (Region) ((at + (backward ? N_REGIONS - k : k)) % N_REGIONS);
      if (r != at && region_shown (self, r) && focus_region (self, r))
        {
          gtk_window_set_focus_visible (GTK_WINDOW (self), TRUE);
          return TRUE;
        }
    }
  return FALSE;
}

static void
action_region (GtkWidget  *widget,
               const char *name,
               GVariant   *param)
{
  hd_focus_cycle (HD_WINDOW (widget), g_str_equal (name, "win.previous-region"));
}

void
hd_focus_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.next-region", NULL, action_region);
  gtk_widget_class_install_action (widget_class, "win.previous-region", NULL, action_region);
}
