/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-board-view.c: the board on screen.  It draws tiles from the renderer
 * (the whole board at fit zoom underneath, sharper tiles of the current
 * zoom on top as they arrive), so a zoom or pan step is shown at once and
 * refined a moment later.  Boxes are HdBoxSpot children for focus and
 * accessibility; this widget draws their focus ring and handles pointer,
 * touch and keyboard input. */
#define G_LOG_DOMAIN "hd-board-view"

#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "hd-battle.h"
#include "hd-board-pieces.h"
#include "hd-board-renderer.h"
#include "hd-board-view.h"
#include "hd-describe.h"
#include "hd-tooltip.h"
#include "hd-box-popover.h"
#include "hd-box-spot.h"

#define MAX_ZOOM 4.0
#define ZOOM_STEP 1.25
#define ANIMATION_USEC (180 * 1000)
#define SEA_R (0xcf / 255.f)
#define SEA_G (0xe2 / 255.f)
#define SEA_B (0xee / 255.f)
/* how far out of a box its focus ring reaches: beyond the marks' rings */
#define FOCUS_RING_OUTSIDE 8

struct _HdBoardView
{
  GtkWidget        parent_instance;

  HdMap           *map;
  HdBoardRenderer *renderer;
  GPtrArray       *spots;        /* HdBoxSpot, indexed like the boxes */
  GtkWidget       *popover;
  GtkWidget       *why_popover;  /* Shift+F1: why a box may or may not be chosen */
  GtkLabel        *why_label;
  gboolean         editing;
  guint8          *marks;         /* per box: HD_MARK_*, or NULL */
  int              marked_source; /* the box the marks are seen from, or -1 */
  GArray          *lit;           /* guint: boxes a lesson lights */
  GArray          *lit_lines;     /* guint: lines a lesson lights */
  GArray          *arrows;        /* guint pairs: the companion's moves, from and to */
  HdSupplyBox     *supply[2];     /* per box, Union and Confederate: the supply overlay, or NULL */
  GArray          *supply_lines;  /* guint: the lines of every supply line shown */
  HdReach         *threats;       /* per box: the enemy's reach into the player's boxes, or NULL */
  HdReach         *own;           /* per box: the player's reach into the enemy's */
  HdSide           threat_player;
  HdBoxChooser     chooser;
  HdBoxExplainer   explainer;
  gpointer         chooser_data;

  double           zoom;         /* logical pixels per board unit */
  double           cx, cy;       /* board point at the centre of the view */
  gboolean         fitted;       /* follow the window size until the player zooms */

  int              focus_box;    /* -1 when none */
  int              hover_box;

  double           drag_cx, drag_cy;
  double           pinch_zoom;
  double           pointer_x, pointer_y;

  guint            tick_id;
  gint64           anim_start;
  double           from_zoom, from_cx, from_cy;
  double           to_zoom, to_cx, to_cy;

  HdState         *state;        /* what stands on the board, or NULL */
  const HdBoardLayer *layer;     /* or what stands there of another game */
  gpointer         layer_data;

  gboolean         sharp_emitted;
  gboolean         first_frame_drawn;
  gulong           after_paint_id;
};

G_DEFINE_FINAL_TYPE (HdBoardView, hd_board_view, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_ZOOM, PROP_FITTED, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { BOARD_SHARP, VIEW_CHANGED, EDIT_ACTION, N_SIGNALS };
static guint signals[N_SIGNALS];

static void ensure_spots (HdBoardView *self);
static void show_text_at (HdBoardView *self, const HdBox *box, const char *text);

/* --------------------------------------------------------------- geometry */

static double
board_width (HdBoardView *self)
{
  return self->map ? hd_map_get_width (self->map) : 1;
}

static double
board_height (HdBoardView *self)
{
  return self->map ? hd_map_get_height (self->map) : 1;
}

static double
fit_zoom_for (HdBoardView *self, int w, int h)
{
  if (w <= 0 || h <= 0)
    return 0.1;
  return MIN (w / board_width (self), h / board_height (self));
}

double
hd_board_view_get_fit_zoom (HdBoardView *self)
{
  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), 0);
  return fit_zoom_for (self, gtk_widget_get_width (GTK_WIDGET (self)),
                       gtk_widget_get_height (GTK_WIDGET (self)));
}

static double
clamp_zoom (HdBoardView *self, double zoom)
{
  double fit = hd_board_view_get_fit_zoom (self);
  return CLAMP (zoom, fit, MAX (fit, MAX_ZOOM));
}

static double
clamp_center (double c, double zoom, double view, double size)
{
  double half = view / 2.0 / zoom;
  if (2 * half >= size)
    return size / 2.0;
  return CLAMP (c, half, size - half);
}

static void
to_widget (HdBoardView *self, double bx, double by, double *wx, double *wy)
{
  *wx = (bx - self->cx) * self->zoom + gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  *wy = (by - self->cy) * self->zoom + gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
}

static void
to_board (HdBoardView *self, double wx, double wy, double *bx, double *by)
{
  *bx = self->cx + (wx - gtk_widget_get_width (GTK_WIDGET (self)) / 2.0) / self->zoom;
  *by = self->cy + (wy - gtk_widget_get_height (GTK_WIDGET (self)) / 2.0) / self->zoom;
}

static int
box_at (HdBoardView *self, double wx, double wy)
{
  double bx, by;

  if (self->map == NULL)
    return -1;
  to_board (self, wx, wy, &bx, &by);
  for (guint i = 0; i < hd_map_get_n_boxes (self->map); i++)
    {
      const HdBox *b = hd_map_get_box (self->map, i);
      if (fabs (bx - b->x) <= b->width / 2 && fabs (by - b->y) <= b->height / 2)
        return (int) i;
    }
  return -1;
}

static void
box_rect (HdBoardView *self, const HdBox *b, graphene_rect_t *r)
{
  double x0, y0, x1, y1;

  to_widget (self, b->x - b->width / 2, b->y - b->height / 2, &x0, &y0);
  to_widget (self, b->x + b->width / 2, b->y + b->height / 2, &x1, &y1);
  graphene_rect_init (r, x0, y0, x1 - x0, y1 - y0);
}

/* ----------------------------------------------------------- view state */

static void
view_changed (HdBoardView *self)
{
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[VIEW_CHANGED], 0);
}

static void
apply_view (HdBoardView *self, double zoom, double cx, double cy)
{
  int w = gtk_widget_get_width (GTK_WIDGET (self));
  int h = gtk_widget_get_height (GTK_WIDGET (self));
  double old = self->zoom;

  self->zoom = w > 0 ? clamp_zoom (self, zoom) : zoom;
  self->cx = w > 0 ? clamp_center (cx, self->zoom, w, board_width (self)) : cx;
  self->cy = h > 0 ? clamp_center (cy, self->zoom, h, board_height (self)) : cy;
  if (old != self->zoom)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
  view_changed (self);
}

static void
set_fitted (HdBoardView *self, gboolean fitted)
{
  if (self->fitted == fitted)
    return;
  self->fitted = fitted;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FITTED]);
}

static void
stop_animation (HdBoardView *self)
{
  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
}

static gboolean
animation_tick (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  HdBoardView *self = HD_BOARD_VIEW (widget);
  double t = (gdk_frame_clock_get_frame_time (clock) - self->anim_start) / (double) ANIMATION_USEC;
  double e;

  t = CLAMP (t, 0.0, 1.0);
  e = 1.0 - pow (1.0 - t, 3.0); /* ease out */
  apply_view (self,
              exp (log (self->from_zoom) + (log (self->to_zoom) - log (self->from_zoom)) * e),
              self->from_cx + (self->to_cx - self->from_cx) * e,
              self->from_cy + (self->to_cy - self->from_cy) * e);
  if (t >= 1.0)
    {
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
animate_to (HdBoardView *self, double zoom, double cx, double cy)
{
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (self));
  gboolean animations = TRUE;
  int w = gtk_widget_get_width (GTK_WIDGET (self));
  int h = gtk_widget_get_height (GTK_WIDGET (self));

  zoom = clamp_zoom (self, zoom);
  cx = clamp_center (cx, zoom, w, board_width (self));
  cy = clamp_center (cy, zoom, h, board_height (self));

  g_object_get (settings, "gtk-enable-animations", &animations, NULL);
  stop_animation (self);
  if (!animations || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      apply_view (self, zoom, cx, cy);
      return;
    }
  self->from_zoom = self->zoom;
  self->from_cx = self->cx;
  self->from_cy = self->cy;
  self->to_zoom = zoom;
  self->to_cx = cx;
  self->to_cy = cy;
  self->anim_start = gdk_frame_clock_get_frame_time (gtk_widget_get_frame_clock (GTK_WIDGET (self)));
  self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), animation_tick, NULL, NULL);
}

/* Zooms so that the board point under (wx, wy) stays where it is. */
static void
zoom_at (HdBoardView *self, double zoom, double wx, double wy, gboolean animate)
{
  double bx, by, cx, cy;
  int w = gtk_widget_get_width (GTK_WIDGET (self));
  int h = gtk_widget_get_height (GTK_WIDGET (self));

  zoom = clamp_zoom (self, zoom);
  to_board (self, wx, wy, &bx, &by);
  cx = bx - (wx - w / 2.0) / zoom;
  cy = by - (wy - h / 2.0) / zoom;
  set_fitted (self, zoom <= hd_board_view_get_fit_zoom (self) + 1e-9);
  if (animate)
    animate_to (self, zoom, cx, cy);
  else
    {
      stop_animation (self);
      apply_view (self, zoom, cx, cy);
    }
}

void
hd_board_view_zoom_in (HdBoardView *self)
{
  double target;

  g_return_if_fail (HD_IS_BOARD_VIEW (self));
  target = (self->tick_id ? self->to_zoom : self->zoom) * ZOOM_STEP;
  if (self->focus_box >= 0 && self->spots != NULL &&
      gtk_widget_has_focus (g_ptr_array_index (self->spots, self->focus_box)))
    {
      const HdBox *b = hd_map_get_box (self->map, self->focus_box);
      double wx, wy;
      to_widget (self, b->x, b->y, &wx, &wy);
      zoom_at (self, target, wx, wy, TRUE);
    }
  else
    zoom_at (self, target, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
             gtk_widget_get_height (GTK_WIDGET (self)) / 2.0, TRUE);
}

void
hd_board_view_zoom_out (HdBoardView *self)
{
  g_return_if_fail (HD_IS_BOARD_VIEW (self));
  zoom_at (self, (self->tick_id ? self->to_zoom : self->zoom) / ZOOM_STEP,
           gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
           gtk_widget_get_height (GTK_WIDGET (self)) / 2.0, TRUE);
}

void
hd_board_view_zoom_fit (HdBoardView *self)
{
  g_return_if_fail (HD_IS_BOARD_VIEW (self));
  set_fitted (self, TRUE);
  animate_to (self, hd_board_view_get_fit_zoom (self), board_width (self) / 2, board_height (self) / 2);
}

void
hd_board_view_pan (HdBoardView *self,
                   double       dx,
                   double       dy)
{
  g_return_if_fail (HD_IS_BOARD_VIEW (self));
  animate_to (self, self->zoom, self->cx + dx / self->zoom, self->cy + dy / self->zoom);
}

double
hd_board_view_get_zoom (HdBoardView *self)
{
  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), 0);
  return self->zoom;
}

gboolean
hd_board_view_get_fitted (HdBoardView *self)
{
  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), FALSE);
  return self->fitted;
}

/* TRUE while a zoom or pan is still on its way to where it goes. */
gboolean
hd_board_view_get_animating (HdBoardView *self)
{
  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), FALSE);
  return self->tick_id != 0;
}

void
hd_board_view_get_center (HdBoardView *self,
                          double      *x,
                          double      *y)
{
  g_return_if_fail (HD_IS_BOARD_VIEW (self));
  *x = self->cx;
  *y = self->cy;
}

/* Restores a saved view; a zoom of 0 or less means "fit". */
void
hd_board_view_set_view (HdBoardView *self,
                        double       zoom,
                        double       center_x,
                        double       center_y)
{
  g_return_if_fail (HD_IS_BOARD_VIEW (self));

  stop_animation (self);
  if (zoom <= 0)
    {
      set_fitted (self, TRUE);
      self->zoom = 0;
      self->cx = board_width (self) / 2;
      self->cy = board_height (self) / 2;
      view_changed (self);
      return;
    }
  set_fitted (self, FALSE);
  self->zoom = zoom;
  self->cx = center_x;
  self->cy = center_y;
  if (gtk_widget_get_width (GTK_WIDGET (self)) > 0)
    apply_view (self, zoom, center_x, center_y);
  else
    view_changed (self);
}

/* The view a first run opens on: box names legible (at least
 * HD_BOARD_VIEW_MIN_NAME_PX high), on the heart of the war, between
 * Washington and Richmond; the whole board is a key away (0). */
void
hd_board_view_show_opening (HdBoardView *self)
{
  const HdBox *washington, *richmond;

  g_return_if_fail (HD_IS_BOARD_VIEW (self));
  washington = self->map != NULL ? hd_map_lookup_id (self->map, "washington") : NULL;
  richmond = self->map != NULL ? hd_map_lookup_id (self->map, "richmond") : NULL;
  if (washington == NULL || richmond == NULL)
    {
      hd_board_view_set_view (self, 0, 0, 0);
      return;
    }
  hd_board_view_set_view (self, HD_BOARD_VIEW_MIN_NAME_PX / HD_BOARD_VIEW_MAP_NAME_SIZE,
                          (washington->x + richmond->x) / 2, (washington->y + richmond->y) / 2);
}

/* ----------------------------------------------------------- box focus */

static void
ensure_visible (HdBoardView *self, const HdBox *b)
{
  int w = gtk_widget_get_width (GTK_WIDGET (self));
  int h = gtk_widget_get_height (GTK_WIDGET (self));
  double margin = 60 / self->zoom;
  double half_w = w / 2.0 / self->zoom, half_h = h / 2.0 / self->zoom;
  double cx = self->tick_id ? self->to_cx : self->cx;
  double cy = self->tick_id ? self->to_cy : self->cy;
  double zoom = self->tick_id ? self->to_zoom : self->zoom;

  if (w <= 0)
    return;
  if (b->x - b->width / 2 - margin < cx - half_w)
    cx = b->x - b->width / 2 - margin + half_w;
  else if (b->x + b->width / 2 + margin > cx + half_w)
    cx = b->x + b->width / 2 + margin - half_w;
  if (b->y - b->height / 2 - margin < cy - half_h)
    cy = b->y - b->height / 2 - margin + half_h;
  else if (b->y + b->height / 2 + margin > cy + half_h)
    cy = b->y + b->height / 2 + margin - half_h;
  if (cx != self->cx || cy != self->cy)
    animate_to (self, zoom, cx, cy);
}

static void
spot_focus_changed (GtkWidget   *spot,
                    GParamSpec  *pspec,
                    HdBoardView *self)
{
  if (gtk_widget_has_focus (spot))
    {
      self->focus_box = (int) hd_box_spot_get_index (HD_BOX_SPOT (spot));
      ensure_visible (self, hd_map_get_box (self->map, self->focus_box));
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const HdBox *
hd_board_view_get_focus_box (HdBoardView *self)
{
  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), NULL);
  if (self->map == NULL || self->focus_box < 0)
    return NULL;
  return hd_map_get_box (self->map, self->focus_box);
}

gboolean
hd_board_view_focus_box (HdBoardView *self,
                         const HdBox *box)
{
  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (box != NULL, FALSE);

  ensure_spots (self);
  if (self->spots == NULL || box->index >= self->spots->len)
    return FALSE;
  self->focus_box = (int) box->index;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return gtk_widget_grab_focus (g_ptr_array_index (self->spots, box->index));
}

/* Arrow keys: the nearest box whose centre lies in that direction,
 * favouring boxes straight ahead over boxes off to the side. */
/* The box an arrow key in @direction goes to from box @from: the nearest
 * centre that way, favouring boxes straight ahead; -1 when none. */
int
hd_board_view_box_toward (HdBoardView      *self,
                          guint             from_index,
                          GtkDirectionType  direction)
{
  const HdBox *from;
  double best = G_MAXDOUBLE;
  int best_i = -1;

  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), -1);
  if (self->map == NULL || from_index >= hd_map_get_n_boxes (self->map))
    return -1;
  from = hd_map_get_box (self->map, from_index);
  for (guint i = 0; i < hd_map_get_n_boxes (self->map); i++)
    {
      const HdBox *b = hd_map_get_box (self->map, i);
      double dx = b->x - from->x, dy = b->y - from->y;
      double along, across, score;

      switch (direction)
        {
        case GTK_DIR_LEFT:  along = -dx; across = fabs (dy); break;
        case GTK_DIR_RIGHT: along = dx;  across = fabs (dy); break;
        case GTK_DIR_UP:    along = -dy; across = fabs (dx); break;
        case GTK_DIR_DOWN:  along = dy;  across = fabs (dx); break;
        case GTK_DIR_TAB_FORWARD:
        case GTK_DIR_TAB_BACKWARD:
        default:
          return -1;
        }
      if (i == from->index || along <= 1 || across > along * 2.5)
        continue;
      score = along + 2.0 * across;
      if (score < best)
        {
          best = score;
          best_i = (int) i;
        }
    }
  return best_i;
}

gboolean
hd_board_view_move_focus (HdBoardView      *self,
                          GtkDirectionType  direction)
{
  double best = G_MAXDOUBLE;
  int best_i = -1;

  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), FALSE);

  if (self->map == NULL)
    return FALSE;
  if (self->focus_box < 0)
    {
      /* Nothing focused yet: start from the box nearest the view centre. */
      for (guint i = 0; i < hd_map_get_n_boxes (self->map); i++)
        {
          const HdBox *b = hd_map_get_box (self->map, i);
          double d = hypot (b->x - self->cx, b->y - self->cy);
          if (d < best)
            {
              best = d;
              best_i = (int) i;
            }
        }
      return hd_board_view_focus_box (self, hd_map_get_box (self->map, best_i));
    }

  best_i = hd_board_view_box_toward (self, (guint) self->focus_box, direction);
  if (best_i < 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }
  return hd_board_view_focus_box (self, hd_map_get_box (self->map, best_i));
}

static void
popover_closed (GtkPopover  *popover,
                HdBoardView *self)
{
  const HdBox *box = hd_box_popover_get_box (HD_BOX_POPOVER (popover));

  if (box != NULL && self->spots != NULL)
    gtk_widget_grab_focus (g_ptr_array_index (self->spots, box->index));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
popover_edit_action (HdBoxPopover *popover,
                     gpointer      action,
                     HdBoardView  *self)
{
  g_signal_emit (self, signals[EDIT_ACTION], 0, action);
}

/* The box popover, made the first time a box is opened (or it is asked
 * for), not at start-up: it is a large tree of widgets. */
static HdBoxPopover *
ensure_popover (HdBoardView *self)
{
  if (self->popover == NULL)
    {
      self->popover = hd_box_popover_new ();
      gtk_widget_set_parent (self->popover, GTK_WIDGET (self));
      g_signal_connect (self->popover, "closed", G_CALLBACK (popover_closed), self);
      g_signal_connect (self->popover, "edit-action", G_CALLBACK (popover_edit_action), self);
      hd_box_popover_set_state (HD_BOX_POPOVER (self->popover), self->state, self->editing);
    }
  return HD_BOX_POPOVER (self->popover);
}

static gboolean
popover_shown (HdBoardView *self)
{
  return (self->popover != NULL && gtk_widget_get_visible (self->popover)) ||
         gtk_widget_get_visible (self->why_popover);
}

void
hd_board_view_open_box (HdBoardView *self,
                        const HdBox *box)
{
  graphene_rect_t r;
  GdkRectangle rect;

  g_return_if_fail (HD_IS_BOARD_VIEW (self));
  g_return_if_fail (box != NULL);

  self->focus_box = (int) box->index;
  ensure_visible (self, box);
  if (self->tick_id)
    {
      /* Point at where the box will be once the pan ends. */
      double z = self->zoom, cx = self->cx, cy = self->cy;
      self->zoom = self->to_zoom;
      self->cx = self->to_cx;
      self->cy = self->to_cy;
      box_rect (self, box, &r);
      self->zoom = z;
      self->cx = cx;
      self->cy = cy;
    }
  else
    box_rect (self, box, &r);
  rect.x = (int) floor (r.origin.x);
  rect.y = (int) floor (r.origin.y);
  rect.width = MAX (1, (int) ceil (r.size.width));
  rect.height = MAX (1, (int) ceil (r.size.height));

  hd_box_popover_set_box (ensure_popover (self), self->map, box);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->popover), &rect);
  gtk_popover_popup (GTK_POPOVER (self->popover));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Whether the box's popover or the why popover is open (without making
 * the box popover). */
gboolean
hd_board_view_popover_shown (HdBoardView *self)
{
  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), FALSE);
  return popover_shown (self);
}

GtkPopover *
hd_board_view_get_popover (HdBoardView *self)
{
  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), NULL);
  return GTK_POPOVER (ensure_popover (self));
}

/* A box chosen with a click or Enter: the chooser (the movement controls)
 * may take it; otherwise its popover opens. */
static void
box_chosen (HdBoardView *self,
            guint        box)
{
  const HdBox *b = hd_map_get_box (self->map, box);

  if (self->chooser != NULL && !self->editing && self->chooser (box, self->chooser_data))
    return;
  if (self->layer != NULL && self->state == NULL)
    {
      /* another game's pieces: what stands there, in words, with the box's name */
      g_autofree char *pieces = self->layer->describe (box, self->layer_data);
      /* TRANSLATORS: a box's name, then what stands in it (the Campaign Game's corps) */
      g_autofree char *text = g_strdup_printf (_("%s\n%s"), b->name, pieces != NULL ? pieces : "");
      self->focus_box = (int) box;
      show_text_at (self, b, text);
      return;
    }
  hd_board_view_open_box (self, hd_map_get_box (self->map, box));
}

static void
spot_activated (HdBoxSpot   *spot,
                HdBoardView *self)
{
  box_chosen (self, hd_box_spot_get_index (spot));
}

/* ------------------------------------------------------------- the map */

static void
clear_spots (HdBoardView *self)
{
  if (self->spots == NULL)
    return;
  for (guint i = 0; i < self->spots->len; i++)
    gtk_widget_unparent (g_ptr_array_index (self->spots, i));
  g_clear_pointer (&self->spots, g_ptr_array_unref);
}

/* The units of @side in box @b in words, "2 Union units: Veteran
 * Infantry, Militia Cavalry (reduced).", or NULL for none. */
static char *
describe_units (const HdState *state, guint b, HdSide side)
{
  g_autoptr(GString) kinds = g_string_new (NULL);
  guint n = hd_state_count_units_at (state, b, side);

  if (n == 0)
    return NULL;
  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, i);
      if (bu->box != b || bu->unit.side != side)
        continue;
      if (kinds->len > 0)
        g_string_append (kinds, ", ");
      if (bu->unit.reduced)
        /* TRANSLATORS: a reduced unit in a box's description for screen readers, e.g. "Veteran Infantry (reduced)" */
        g_string_append_printf (kinds, _("%s (reduced)"), hd_unit_kind_get_label (bu->unit.kind));
      else
        g_string_append (kinds, hd_unit_kind_get_label (bu->unit.kind));
    }
  if (side == HD_SIDE_UNION)
    /* TRANSLATORS: a box's units for screen readers, e.g. "2 Union units: Veteran Infantry, Militia Cavalry." */
    return g_strdup_printf (ngettext ("%1$u Union unit: %2$s.", "%1$u Union units: %2$s.", n), n, kinds->str);
  return g_strdup_printf (ngettext ("%1$u Confederate unit: %2$s.", "%1$u Confederate units: %2$s.", n), n, kinds->str);
}

/* What the light on box @b means, for screen readers (NULL: none): the
 * lights say what they are for (a march's destinations, a battle to
 * fight, a box to choose), and the box lit as the source, the units
 * marching from it, unless a battle is fought there (which is said). */
static const char *
mark_words (HdBoardView *self, guint b)
{
  if ((int) b == self->marked_source)
    return self->state != NULL && hd_battle_in_progress (self->state) && hd_battle_get_box (self->state) == b
             ? NULL : _("Lit: the units chosen march from here.");
  switch (self->marks[b])
    {
    case HD_MARK_DESTINATION:
      return _("Lit green: a legal destination.");
    case HD_MARK_BATTLE:
      return _("Lit red: a legal destination, where a battle would be fought.");
    case HD_MARK_TARGET:
      return _("Lit yellow: the destination chosen.");
    case HD_MARK_FIGHT:
      return _("Lit red: a battle to be fought here.");
    case HD_MARK_CHOICE:
      return _("Lit green: a box you may choose now.");
    case HD_MARK_NO_SUPPLY:
      return _("Lit red: out of supply (Advanced 2.2).");
    default:
      return NULL;
    }
}

/* What the board shows of box @b now, for screen readers: the box's
 * fixed facts (the engine's), its units, who controls it, a battle there
 * and how it is lit (a legal destination, a battle, the box chosen). */
static char *
describe_spot (HdBoardView *self, guint b)
{
  const HdBox *box = hd_map_get_box (self->map, b);
  g_autofree char *facts = hd_describe_box (self->map, box);
  g_autoptr(GStrvBuilder) parts = g_strv_builder_new ();
  g_auto(GStrv) all = NULL;

  if (self->state != NULL)
    {
      HdSide controller = hd_state_get_controller (self->state, b);
      g_autofree char *u = describe_units (self->state, b, HD_SIDE_UNION);
      g_autofree char *c = describe_units (self->state, b, HD_SIDE_CONFEDERATE);

      if (u != NULL)
        g_strv_builder_add (parts, u);
      if (c != NULL)
        g_strv_builder_add (parts, c);
      if (u == NULL && c == NULL)
        g_strv_builder_add (parts, _("No units."));
      g_strv_builder_add (parts, controller == HD_SIDE_UNION ? _("Controlled by the Union.")
                               : controller == HD_SIDE_CONFEDERATE ? _("Controlled by the Confederacy.")
                               : _("Controlled by no one (neutral)."));
      if (hd_battle_in_progress (self->state) && hd_battle_get_box (self->state) == b)
        g_strv_builder_add (parts, _("A battle is being fought here."));
    }
  else if (self->layer != NULL)
    {
      g_autofree char *pieces = self->layer->describe (b, self->layer_data);
      if (pieces != NULL)
        g_strv_builder_add (parts, pieces);
    }
  if (self->marks != NULL && !self->editing)
    {
      const char *lit = mark_words (self, b);
      if (lit != NULL)
        g_strv_builder_add (parts, lit);
    }
  for (guint i = 0; i < self->lit->len; i++)
    if (g_array_index (self->lit, guint, i) == b)
      g_strv_builder_add (parts, _("Lit by the lesson."));
  g_strv_builder_add (parts, facts);
  all = g_strv_builder_end (parts);
  /* the sentences of the description, one after the other */
  return g_strjoinv (" ", all);
}

/* Every box's description, after the state or the lights changed. */
static void
describe_spots (HdBoardView *self)
{
  if (self->spots == NULL)
    return;
  for (guint i = 0; i < self->spots->len; i++)
    {
      g_autofree char *text = describe_spot (self, i);
      hd_box_spot_set_description (g_ptr_array_index (self->spots, i), text);
    }
}

/* The box widgets are made once the board is on screen (or as soon as the
 * keyboard needs them): making 129 accessible widgets costs more than the
 * first frame can afford. */
static void
ensure_spots (HdBoardView *self)
{
  if (self->spots != NULL || self->map == NULL)
    return;

  self->spots = g_ptr_array_new ();
  for (guint i = 0; i < hd_map_get_n_boxes (self->map); i++)
    {
      const HdBox *b = hd_map_get_box (self->map, i);
      GtkWidget *spot = hd_box_spot_new (i, b->name, NULL);

      gtk_widget_set_parent (spot, GTK_WIDGET (self));
      g_signal_connect (spot, "notify::has-focus", G_CALLBACK (spot_focus_changed), self);
      g_signal_connect (spot, "activate", G_CALLBACK (spot_activated), self);
      g_ptr_array_add (self->spots, spot);
    }
  describe_spots (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
tile_ready (HdBoardRenderer *renderer,
            int              level,
            HdBoardView     *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
hd_board_view_set_map (HdBoardView *self,
                       HdMap       *map)
{
  g_return_if_fail (HD_IS_BOARD_VIEW (self));
  g_return_if_fail (map == NULL || HD_IS_MAP (map));

  if (self->map == map)
    return;

  clear_spots (self);
  if (self->renderer)
    g_signal_handlers_disconnect_by_func (self->renderer, tile_ready, self);
  g_clear_object (&self->renderer);
  g_set_object (&self->map, map);
  self->focus_box = -1;
  self->marked_source = -1;
  self->hover_box = -1;
  self->sharp_emitted = FALSE;

  if (map != NULL)
    {
      self->renderer = hd_board_renderer_new (hd_map_get_svg (map), hd_map_get_width (map),
                                              hd_map_get_height (map));
      g_signal_connect (self->renderer, "tile-ready", G_CALLBACK (tile_ready), self);
      hd_board_renderer_warm_up (self->renderer);

      self->cx = hd_map_get_width (map) / 2;
      self->cy = hd_map_get_height (map) / 2;
      self->fitted = TRUE;
    }
  view_changed (self);
}

/* Shows the units and markers of @state (copied), or none with NULL. */
void
hd_board_view_set_state (HdBoardView   *self,
                         const HdState *state)
{
  g_return_if_fail (HD_IS_BOARD_VIEW (self));

  g_clear_pointer (&self->state, hd_state_free);
  if (state != NULL)
    self->state = hd_state_copy (state);
  /* the popover reads the view's copy: hand it the new one at once */
  if (self->popover != NULL)
    hd_box_popover_set_state (HD_BOX_POPOVER (self->popover), self->state, self->editing);
  describe_spots (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
hd_board_view_set_layer (HdBoardView        *self,
                         const HdBoardLayer *layer,
                         gpointer            data)
{
  g_return_if_fail (HD_IS_BOARD_VIEW (self));

  self->layer = layer;
  self->layer_data = layer != NULL ? data : NULL;
  hd_board_view_layer_changed (self);
}

/* The layer's pieces changed: drawn and described again. */
void
hd_board_view_layer_changed (HdBoardView *self)
{
  g_return_if_fail (HD_IS_BOARD_VIEW (self));

  describe_spots (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

char *
hd_board_view_describe_layer_box (HdBoardView *self,
                                  guint        box)
{
  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), NULL);

  if (self->layer == NULL || self->map == NULL || box >= hd_map_get_n_boxes (self->map))
    return NULL;
  return self->layer->describe (box, self->layer_data);
}

/* In edit-board mode the box popover offers corrections (add, remove,
 * flip, entrench, control) as actions; see HdBoxPopover::edit-action. */
void
hd_board_view_set_editing (HdBoardView *self,
                           gboolean     editing)
{
  g_return_if_fail (HD_IS_BOARD_VIEW (self));
  self->editing = !!editing;
  if (self->popover != NULL)
    hd_box_popover_set_state (HD_BOX_POPOVER (self->popover), self->state, self->editing);
  describe_spots (self);
}

/* Lights boxes (HD_MARK_* per box, copied; NULL clears) as seen from
 * @source (-1 for none), e.g. the legal destinations of a march. */
void
hd_board_view_set_marks (HdBoardView  *self,
                         int           source,
                         const guint8 *marks)
{
  g_return_if_fail (HD_IS_BOARD_VIEW (self));
  g_clear_pointer (&self->marks, g_free);
  if (marks != NULL && self->map != NULL)
    self->marks = g_memdup2 (marks, hd_map_get_n_boxes (self->map));
  self->marked_source = marks != NULL ? source : -1;
  describe_spots (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
hd_board_view_set_lit (HdBoardView *self,
                       const guint *boxes,
                       guint        n_boxes,
                       const guint *lines,
                       guint        n_lines)
{
  g_return_if_fail (HD_IS_BOARD_VIEW (self));
  g_array_set_size (self->lit, 0);
  g_array_set_size (self->lit_lines, 0);
  if (n_boxes > 0)
    g_array_append_vals (self->lit, boxes, n_boxes);
  if (n_lines > 0)
    g_array_append_vals (self->lit_lines, lines, n_lines);
  describe_spots (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
hd_board_view_set_arrows (HdBoardView *self,
                          const guint *from_to,
                          guint        n_arrows)
{
  guint n = self->map != NULL ? hd_map_get_n_boxes (self->map) : 0;

  g_return_if_fail (HD_IS_BOARD_VIEW (self));
  g_array_set_size (self->arrows, 0);
  for (guint i = 0; i < n_arrows; i++)
    if (from_to[2 * i] < n && from_to[2 * i + 1] < n && from_to[2 * i] != from_to[2 * i + 1])
      g_array_append_vals (self->arrows, from_to + 2 * i, 2);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
hd_board_view_get_n_arrows (HdBoardView *self)
{
  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), 0);
  return self->arrows->len / 2;
}

void
hd_board_view_set_supply (HdBoardView       *self,
                          const HdSupplyBox *union_supply,
                          const HdSupplyBox *confederate_supply,
                          const guint       *lines,
                          guint              n_lines)
{
  g_return_if_fail (HD_IS_BOARD_VIEW (self));
  g_clear_pointer (&self->supply[0], g_free);
  g_clear_pointer (&self->supply[1], g_free);
  g_array_set_size (self->supply_lines, 0);
  if (union_supply != NULL && confederate_supply != NULL && self->map != NULL)
    {
      gsize size = sizeof (HdSupplyBox) * hd_map_get_n_boxes (self->map);
      self->supply[0] = g_memdup2 (union_supply, size);
      self->supply[1] = g_memdup2 (confederate_supply, size);
      if (n_lines > 0)
        g_array_append_vals (self->supply_lines, lines, n_lines);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
hd_board_view_get_supply_shown (HdBoardView *self)
{
  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), FALSE);
  return self->supply[0] != NULL;
}

void
hd_board_view_set_threats (HdBoardView   *self,
                           HdSide         player,
                           const HdReach *threats,
                           const HdReach *own)
{
  g_return_if_fail (HD_IS_BOARD_VIEW (self));
  g_clear_pointer (&self->threats, g_free);
  g_clear_pointer (&self->own, g_free);
  if (threats != NULL && own != NULL && self->map != NULL)
    {
      self->threats = g_memdup2 (threats, sizeof (HdReach) * hd_map_get_n_boxes (self->map));
      self->own = g_memdup2 (own, sizeof (HdReach) * hd_map_get_n_boxes (self->map));
    }
  self->threat_player = player;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
hd_board_view_get_threats_shown (HdBoardView *self)
{
  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), FALSE);
  return self->threats != NULL;
}

const HdReach *
hd_board_view_get_threats (HdBoardView *self,
                           gboolean     own)
{
  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), NULL);
  return own ? self->own : self->threats;
}

const guint8 *
hd_board_view_get_marks (HdBoardView *self)
{
  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), NULL);
  return self->marks;
}

/* While set (and not editing), boxes chosen on the board go to @chooser
 * first; @explainer adds a line to a box's tooltip (why a move there is
 * or is not allowed). */
void
hd_board_view_set_chooser (HdBoardView    *self,
                           HdBoxChooser    chooser,
                           HdBoxExplainer  explainer,
                           gpointer        data)
{
  g_return_if_fail (HD_IS_BOARD_VIEW (self));
  self->chooser = chooser;
  self->explainer = explainer;
  self->chooser_data = data;
}

/* Chooses @box as a click or Enter on it would. */
void
hd_board_view_choose_box (HdBoardView *self,
                          guint        box)
{
  g_return_if_fail (HD_IS_BOARD_VIEW (self));
  g_return_if_fail (self->map != NULL && box < hd_map_get_n_boxes (self->map));
  box_chosen (self, box);
}

gboolean
hd_board_view_get_editing (HdBoardView *self)
{
  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), FALSE);
  return self->editing;
}

const HdState *
hd_board_view_get_state (HdBoardView *self)
{
  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), NULL);
  return self->state;
}

HdMap *
hd_board_view_get_map (HdBoardView *self)
{
  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), NULL);
  return self->map;
}

/* ----------------------------------------------------------- GtkWidget */

static void
hd_board_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  HdBoardView *self = HD_BOARD_VIEW (widget);
  double fit = fit_zoom_for (self, width, height);

  if (self->renderer != NULL && self->first_frame_drawn)
    hd_board_renderer_set_base_level (self->renderer,
                                      hd_board_renderer_level_for (fit * gtk_widget_get_scale_factor (widget)));

  if (self->fitted || self->zoom <= 0)
    {
      self->zoom = fit;
      self->cx = board_width (self) / 2;
      self->cy = board_height (self) / 2;
    }
  else
    {
      self->zoom = CLAMP (self->zoom, fit, MAX (fit, MAX_ZOOM));
      self->cx = clamp_center (self->cx, self->zoom, width, board_width (self));
      self->cy = clamp_center (self->cy, self->zoom, height, board_height (self));
    }

  if (self->spots != NULL)
    for (guint i = 0; i < self->spots->len; i++)
      {
        GtkWidget *spot = g_ptr_array_index (self->spots, i);
        graphene_rect_t r;
        GtkAllocation a;

        box_rect (self, hd_map_get_box (self->map, i), &r);
        a.x = (int) floor (r.origin.x);
        a.y = (int) floor (r.origin.y);
        a.width = MAX (1, (int) ceil (r.size.width));
        a.height = MAX (1, (int) ceil (r.size.height));
        gtk_widget_measure (spot, GTK_ORIENTATION_HORIZONTAL, -1, NULL, NULL, NULL, NULL);
        gtk_widget_size_allocate (spot, &a, -1);
      }

  if (self->popover != NULL && gtk_widget_get_visible (self->popover))
    {
      const HdBox *box = hd_box_popover_get_box (HD_BOX_POPOVER (self->popover));
      if (box != NULL)
        {
          graphene_rect_t r;
          GdkRectangle rect;
          box_rect (self, box, &r);
          rect.x = (int) floor (r.origin.x);
          rect.y = (int) floor (r.origin.y);
          rect.width = MAX (1, (int) ceil (r.size.width));
          rect.height = MAX (1, (int) ceil (r.size.height));
          gtk_popover_set_pointing_to (GTK_POPOVER (self->popover), &rect);
        }
    }
  if (self->popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->popover));
  if (self->why_popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->why_popover));
}

static void
append_tile (GtkSnapshot *snapshot,
             HdBoardView *self,
             GdkTexture  *texture,
             int          level,
             int          col,
             int          row,
             int          scale_factor)
{
  double s = hd_board_renderer_level_scale (level);
  double bx0 = col * HD_TILE_SIZE / s, by0 = row * HD_TILE_SIZE / s;
  double bx1 = (col * HD_TILE_SIZE + gdk_texture_get_width (texture)) / s;
  double by1 = (row * HD_TILE_SIZE + gdk_texture_get_height (texture)) / s;
  double x0, y0, x1, y1;

  to_widget (self, bx0, by0, &x0, &y0);
  to_widget (self, bx1, by1, &x1, &y1);
  /* Snap to device pixels so neighbouring tiles meet without a seam. */
  x0 = round (x0 * scale_factor) / scale_factor;
  y0 = round (y0 * scale_factor) / scale_factor;
  x1 = round (x1 * scale_factor) / scale_factor;
  y1 = round (y1 * scale_factor) / scale_factor;
  gtk_snapshot_append_texture (snapshot, texture, &GRAPHENE_RECT_INIT (x0, y0, x1 - x0, y1 - y0));
}

/* The tiles of @level that cover the visible part of the board. */
static void
visible_tiles (HdBoardView *self,
               int          level,
               int         *c0,
               int         *r0,
               int         *c1,
               int         *r1)
{
  double s = hd_board_renderer_level_scale (level);
  double bx0, by0, bx1, by1;
  int n_cols, n_rows;

  to_board (self, 0, 0, &bx0, &by0);
  to_board (self, gtk_widget_get_width (GTK_WIDGET (self)), gtk_widget_get_height (GTK_WIDGET (self)),
            &bx1, &by1);
  hd_board_renderer_level_grid (self->renderer, level, &n_cols, &n_rows);
  *c0 = CLAMP ((int) floor (bx0 * s / HD_TILE_SIZE), 0, n_cols - 1);
  *r0 = CLAMP ((int) floor (by0 * s / HD_TILE_SIZE), 0, n_rows - 1);
  *c1 = CLAMP ((int) floor (bx1 * s / HD_TILE_SIZE), 0, n_cols - 1);
  *r1 = CLAMP ((int) floor (by1 * s / HD_TILE_SIZE), 0, n_rows - 1);
}

/* Draws the tiles of @level over the visible part; returns whether all of
 * them were there.  When @request, missing ones are asked for. */
static gboolean
draw_level (GtkSnapshot *snapshot,
            HdBoardView *self,
            int          level,
            gboolean     request)
{
  int sf = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  int c0, r0, c1, r1;
  gboolean complete = TRUE;

  visible_tiles (self, level, &c0, &r0, &c1, &r1);
  for (int row = r0; row <= r1; row++)
    for (int col = c0; col <= c1; col++)
      {
        GdkTexture *t = hd_board_renderer_lookup (self->renderer, level, col, row);
        if (t != NULL)
          append_tile (snapshot, self, t, level, col, row, sf);
        else
          complete = FALSE;
      }
  if (!complete && request)
    hd_board_renderer_request (self->renderer, level, c0, r0, c1, r1);
  return complete;
}

static void
append_ring (GtkSnapshot   *snapshot,
             graphene_rect_t *r,
             double         grow,
             double         width,
             const GdkRGBA *color)
{
  GskRoundedRect rr;
  float widths[4] = { width, width, width, width };
  GdkRGBA colors[4] = { *color, *color, *color, *color };

  gsk_rounded_rect_init_from_rect (&rr, &GRAPHENE_RECT_INIT (r->origin.x - grow, r->origin.y - grow,
                                                             r->size.width + 2 * grow,
                                                             r->size.height + 2 * grow),
                                   8 * 1.0f + grow);
  gtk_snapshot_append_border (snapshot, &rr, widths, colors);
}

/* The tracks' names are drawn here rather than in map.svg, so that they
 * are translated. */
static void
draw_track_titles (GtkSnapshot *snapshot,
                   HdBoardView *self)
{
  static const struct { HdTrack track; guint first; const char *title; } tracks[] = {
    { HD_TRACK_GAME_TURN, 1, N_("Game Turn") },
    { HD_TRACK_ARMY_MAXIMUM, 0, N_("Army Maximum") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (tracks); i++)
    {
      const HdTrackSpace *space = hd_map_get_track_space (self->map, tracks[i].track, tracks[i].first);
      g_autoptr(PangoLayout) layout = NULL;
      PangoFontDescription *font;
      double wx, wy;

      if (space == NULL)
        continue;
      layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), _(tracks[i].title));
      font = pango_font_description_from_string ("Cantarell Bold");
      /* laid out at the size it is shown, so it stays crisp at every zoom */
      pango_font_description_set_absolute_size (font, 17 * self->zoom * PANGO_SCALE);
      pango_layout_set_font_description (layout, font);
      pango_font_description_free (font);
      to_widget (self, space->x - space->width / 2, space->y - space->height / 2 - 26, &wx, &wy);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (round (wx), round (wy)));
      gtk_snapshot_append_layout (snapshot, layout, &(GdkRGBA) { 0.23, 0.2, 0.15, 1 });
      gtk_snapshot_restore (snapshot);
    }
}

/* A box's threat badge: "one march / two marches" strengths, on a pill of
 * @color above the box. */
static void
draw_reach_badge (GtkSnapshot *snapshot, HdBoardView *self, const graphene_rect_t *r, const HdReach *reach,
                  const GdkRGBA *color)
{
  g_autoptr(PangoLayout) layout = NULL;
  g_autofree char *text = NULL;
  PangoFontDescription *font;
  int tw, th;
  GskRoundedRect pill;
  double x, y;

  if (reach->one_march.units > 0)
    /* TRANSLATORS: a threat badge: strength with one march / with two */
    text = g_strdup_printf (_("%u / %u"), reach->one_march.strength, reach->two_marches.strength);
  else
    /* TRANSLATORS: a threat badge when only two marches reach the box */
    text = g_strdup_printf (_("– / %u"), reach->two_marches.strength);
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  font = pango_font_description_from_string ("Cantarell Bold");
  /* grows with the board, but stays readable on the whole board */
  pango_font_description_set_absolute_size (font, MAX (10, 7.5 * self->zoom) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_get_pixel_size (layout, &tw, &th);
  x = round (r->origin.x + r->size.width / 2 - tw / 2.0);
  y = round (r->origin.y - th - 6);
  gsk_rounded_rect_init_from_rect (&pill, &GRAPHENE_RECT_INIT (x - 6, y - 1, tw + 12, th + 2), (th + 2) / 2.0f);
  gtk_snapshot_push_rounded_clip (snapshot, &pill);
  gtk_snapshot_append_color (snapshot, color, &pill.bounds);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  gtk_snapshot_append_layout (snapshot, layout, &(GdkRGBA) { 1, 1, 1, 1 });
  gtk_snapshot_restore (snapshot);
}

/* The threat overlay: the enemy's reach into the player's boxes (red: one
 * march is enough, orange: two), the player's own reach (purple, a colour
 * neither side's boxes use). */
static void
draw_threats (GtkSnapshot *snapshot, HdBoardView *self)
{
  static const GdkRGBA one = { 0.80, 0.13, 0.10, 0.95 }, two = { 0.90, 0.45, 0.05, 0.95 },
                       reach = { 0.48, 0.20, 0.68, 0.95 };

  if (self->threats == NULL || self->own == NULL)
    return;
  for (guint b = 0; b < hd_map_get_n_boxes (self->map); b++)
    {
      const HdReach *t = &self->threats[b], *o = &self->own[b];
      graphene_rect_t r;

      if (t->two_marches.units == 0 && o->two_marches.units == 0)
        continue;
      box_rect (self, hd_map_get_box (self->map, b), &r);
      if (t->two_marches.units > 0)
        {
          const GdkRGBA *color = t->one_march.units > 0 ? &one : &two;
          append_ring (snapshot, &r, 3, t->one_march.units > 0 ? 4 : 3, color);
          draw_reach_badge (snapshot, self, &r, t, color);
        }
      else
        {
          append_ring (snapshot, &r, 3, 3, &reach);
          draw_reach_badge (snapshot, self, &r, o, &reach);
        }
    }
}

/* How far along the line from @from's centre towards @to's it leaves
 * @from's box (0 to 1). */
static double
leave_box (const HdBox *from, const HdBox *to)
{
  double dx = fabs (to->x - from->x), dy = fabs (to->y - from->y);
  double tx = dx > 0 ? from->width / 2 / dx : G_MAXDOUBLE;
  double ty = dy > 0 ? from->height / 2 / dy : G_MAXDOUBLE;
  return MIN (tx, ty);
}

/* A band along @line between the two boxes' edges, @width wide. */
/* From box @a's edge to box @b's: the snapshot saved and turned so that
 * the x axis runs along it from 0; its length, or -1 (nothing saved)
 * when the boxes meet. */
static double
begin_between (GtkSnapshot *snapshot, HdBoardView *self, const HdBox *a, const HdBox *b)
{
  double t0 = leave_box (a, b), t1 = 1 - leave_box (b, a);
  double x0, y0, x1, y1;

  if (t0 >= t1)
    return -1;
  to_widget (self, a->x + (b->x - a->x) * t0, a->y + (b->y - a->y) * t0, &x0, &y0);
  to_widget (self, a->x + (b->x - a->x) * t1, a->y + (b->y - a->y) * t1, &x1, &y1);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x0, y0));
  gtk_snapshot_rotate (snapshot, atan2 (y1 - y0, x1 - x0) * 180 / G_PI);
  return hypot (x1 - x0, y1 - y0);
}

static void
draw_band (GtkSnapshot *snapshot, HdBoardView *self, const HdLine *line, double width, const GdkRGBA *color)
{
  double length = begin_between (snapshot, self, hd_map_get_box (self->map, line->a),
                                 hd_map_get_box (self->map, line->b));

  if (length < 0)
    return;
  gtk_snapshot_append_color (snapshot, color, &GRAPHENE_RECT_INIT (0, -width / 2, length, width));
  gtk_snapshot_restore (snapshot);
}

/* The supply overlay: every supply line a green band; boxes of two or
 * more pieces ringed, green in supply, red out of it. */
static void
draw_supply (GtkSnapshot *snapshot, HdBoardView *self)
{
  static const GdkRGBA line = { 0.10, 0.55, 0.25, 0.60 }, in = { 0.10, 0.55, 0.25, 0.95 },
                       out = { 0.80, 0.13, 0.10, 0.95 };

  if (self->supply[0] == NULL)
    return;
  for (guint i = 0; i < self->supply_lines->len; i++)
    draw_band (snapshot, self, hd_map_get_line (self->map, g_array_index (self->supply_lines, guint, i)), 6, &line);
  for (guint b = 0; b < hd_map_get_n_boxes (self->map); b++)
    for (guint side = 0; side < 2; side++)
      {
        HdSupplyState st = self->supply[side][b].state;
        graphene_rect_t r;

        if (st == HD_SUPPLY_NONE)
          continue;
        box_rect (self, hd_map_get_box (self->map, b), &r);
        append_ring (snapshot, &r, 3, st == HD_SUPPLY_OUT ? 4 : 3, st == HD_SUPPLY_OUT ? &out : &in);
      }
}

/* A lesson's boxes and lines: a wide golden glow, drawn under every
 * other mark. */
static void
draw_lit (GtkSnapshot *snapshot, HdBoardView *self)
{
  for (guint i = 0; i < self->lit_lines->len; i++)
    draw_band (snapshot, self, hd_map_get_line (self->map, g_array_index (self->lit_lines, guint, i)), 10,
               &(GdkRGBA) { 0.95, 0.65, 0.0, 0.55 });
  for (guint i = 0; i < self->lit->len; i++)
    {
      graphene_rect_t r;
      box_rect (self, hd_map_get_box (self->map, g_array_index (self->lit, guint, i)), &r);
      append_ring (snapshot, &r, 10, 6, &(GdkRGBA) { 1.0, 0.80, 0.10, 0.45 });
      append_ring (snapshot, &r, 5, 3, &(GdkRGBA) { 0.95, 0.65, 0.0, 0.95 });
    }
}

/* An arrow from box @a's edge to box @b's, with its head at @b: dark
 * under a bright line, so that it reads on every colour of the map. */
static void
draw_arrow (GtkSnapshot *snapshot, HdBoardView *self, const HdBox *a, const HdBox *b)
{
  static const GdkRGBA under = { 0.10, 0.08, 0.05, 0.85 }, over = { 1.0, 0.80, 0.10, 1.0 };
  const GdkRGBA *colors[2] = { &under, &over };
  double length = begin_between (snapshot, self, a, b);

  if (length < 0)
    return;
  for (guint k = 0; k < 2; k++)
    {
      double w = k == 0 ? 8 : 4, head = k == 0 ? 18 : 16;

      gtk_snapshot_append_color (snapshot, colors[k], &GRAPHENE_RECT_INIT (0, -w / 2, length - w / 2, w));
      /* the head: two bars back from the tip, a chevron (no paths in GTK 4.8) */
      for (int sign = -1; sign <= 1; sign += 2)
        {
          gtk_snapshot_save (snapshot);
          gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (length, 0));
          gtk_snapshot_rotate (snapshot, 180 + sign * 35);
          gtk_snapshot_append_color (snapshot, colors[k], &GRAPHENE_RECT_INIT (-w / 2, -w / 2, head, w));
          gtk_snapshot_restore (snapshot);
        }
    }
  gtk_snapshot_restore (snapshot);
}

static void
draw_arrows (GtkSnapshot *snapshot, HdBoardView *self)
{
  for (guint i = 0; i + 1 < self->arrows->len; i += 2)
    draw_arrow (snapshot, self, hd_map_get_box (self->map, g_array_index (self->arrows, guint, i)),
                hd_map_get_box (self->map, g_array_index (self->arrows, guint, i + 1)));
}

static gboolean
emit_sharp (gpointer data)
{
  HdBoardView *self = data;
  ensure_spots (self);
  g_signal_emit (self, signals[BOARD_SHARP], 0);
  /* the first frames' scratch memory (tiles copied to draw them) goes back */
  hd_board_renderer_trim ();
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

/* The boxes' rings: a lit box's mark (green, red, yellow), the box under
 * the pointer and the keyboard's focus, outside the box. */
static void
draw_rings (GtkSnapshot *snapshot, HdBoardView *self)
{
  if (self->marks != NULL)
    {
      static const GdkRGBA go = { 0.15, 0.65, 0.25, 1 }, fight = { 0.85, 0.20, 0.15, 1 },
                           target = { 0.98, 0.80, 0.10, 1 }, source = { 0.98, 0.80, 0.10, 1 };
      for (guint b = 0; b < hd_map_get_n_boxes (self->map); b++)
        {
          graphene_rect_t r;
          const GdkRGBA *color;

          if (self->marks[b] == HD_MARK_NONE && (int) b != self->marked_source)
            continue;
          color = (int) b == self->marked_source ? &source
                : self->marks[b] == HD_MARK_TARGET ? &target
                : self->marks[b] == HD_MARK_BATTLE || self->marks[b] == HD_MARK_FIGHT ||
                  self->marks[b] == HD_MARK_NO_SUPPLY ? &fight : &go;
          box_rect (self, hd_map_get_box (self->map, b), &r);
          append_ring (snapshot, &r, 4, 2, &(GdkRGBA) { 1, 1, 1, 0.9 });
          append_ring (snapshot, &r, 2, (int) b == self->marked_source || self->marks[b] == HD_MARK_TARGET ? 4 : 3,
                       color);
        }
    }

  if (self->hover_box >= 0 && self->hover_box != self->focus_box)
    {
      graphene_rect_t r;
      box_rect (self, hd_map_get_box (self->map, self->hover_box), &r);
      append_ring (snapshot, &r, 2, 2, &(GdkRGBA) { 0.21, 0.52, 0.89, 0.6 });
    }
  if (self->focus_box >= 0 && self->spots != NULL &&
      (gtk_widget_has_focus (g_ptr_array_index (self->spots, self->focus_box)) ||
       popover_shown (self)))
    {
      graphene_rect_t r;
      box_rect (self, hd_map_get_box (self->map, self->focus_box), &r);
      /* outside the marks' rings (2 to 4 px out), so that a lit box's
       * green or red ring stays visible under the keyboard's focus */
      append_ring (snapshot, &r, FOCUS_RING_OUTSIDE, 2, &(GdkRGBA) { 1, 1, 1, 1 });
      append_ring (snapshot, &r, FOCUS_RING_OUTSIDE - 2, 3, &(GdkRGBA) { 0.11, 0.44, 0.85, 1 });
    }

}

static void
hd_board_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  HdBoardView *self = HD_BOARD_VIEW (widget);
  int sf = gtk_widget_get_scale_factor (widget);
  int base, level;
  gboolean sharp;
  double x0, y0, x1, y1;

  if (self->map == NULL || self->renderer == NULL || self->zoom <= 0)
    return;

  to_widget (self, 0, 0, &x0, &y0);
  to_widget (self, board_width (self), board_height (self), &x1, &y1);
  gtk_snapshot_append_color (snapshot, &(GdkRGBA) { SEA_R, SEA_G, SEA_B, 1 },
                             &GRAPHENE_RECT_INIT (x0, y0, x1 - x0, y1 - y0));

  base = hd_board_renderer_get_base_level (self->renderer);
  level = hd_board_renderer_level_for (self->zoom * sf);
  sharp = FALSE;
  if (self->first_frame_drawn && base != G_MININT)
    {
      sharp = draw_level (snapshot, self, base, FALSE);
      if (level > base)
        sharp = draw_level (snapshot, self, level, TRUE);
    }

  draw_track_titles (snapshot, self);
  /* the rings of marks, the pointer and the keyboard's focus under the
   * pieces: no ring hides a chip */
  draw_rings (snapshot, self);
  if (self->state != NULL)
    hd_board_pieces_snapshot (snapshot, widget, self->state,
                              gtk_widget_get_width (widget) / 2.0 - self->cx * self->zoom,
                              gtk_widget_get_height (widget) / 2.0 - self->cy * self->zoom,
                              self->zoom);
  else if (self->layer != NULL)
    self->layer->snapshot (snapshot, widget,
                           gtk_widget_get_width (widget) / 2.0 - self->cx * self->zoom,
                           gtk_widget_get_height (widget) / 2.0 - self->cy * self->zoom,
                           self->zoom, self->layer_data);
  draw_lit (snapshot, self);
  draw_supply (snapshot, self);
  draw_threats (snapshot, self);
  draw_arrows (snapshot, self);

  hd_board_renderer_end_frame (self->renderer);

  if (sharp && !self->sharp_emitted)
    {
      self->sharp_emitted = TRUE;
      g_idle_add_full (G_PRIORITY_HIGH, emit_sharp, g_object_ref (self), NULL);
    }
}

gboolean
hd_board_view_is_sharp (HdBoardView *self)
{
  int base, level, c0, r0, c1, r1;

  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), FALSE);
  if (self->renderer == NULL || self->zoom <= 0 ||
      gtk_widget_get_width (GTK_WIDGET (self)) <= 0 || gtk_widget_get_height (GTK_WIDGET (self)) <= 0)
    return FALSE;
  base = hd_board_renderer_get_base_level (self->renderer);
  level = MAX (base, hd_board_renderer_level_for (self->zoom * gtk_widget_get_scale_factor (GTK_WIDGET (self))));
  visible_tiles (self, level, &c0, &r0, &c1, &r1);
  return hd_board_renderer_is_complete (self->renderer, level, c0, r0, c1, r1);
}

/* The board is rendered only once the window's first frame is on screen:
 * on a two-core machine the render threads would otherwise slow that frame
 * down.  The first frame shows the table and the sea; the board follows. */
static void
after_first_paint (GdkFrameClock *clock,
                   HdBoardView   *self)
{
  g_clear_signal_handler (&self->after_paint_id, clock);
  self->first_frame_drawn = TRUE;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
hd_board_view_realize (GtkWidget *widget)
{
  HdBoardView *self = HD_BOARD_VIEW (widget);

  GTK_WIDGET_CLASS (hd_board_view_parent_class)->realize (widget);
  if (!self->first_frame_drawn)
    self->after_paint_id = g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint",
                                             G_CALLBACK (after_first_paint), self);
}

static void
hd_board_view_unrealize (GtkWidget *widget)
{
  HdBoardView *self = HD_BOARD_VIEW (widget);

  if (self->after_paint_id != 0)
    g_clear_signal_handler (&self->after_paint_id, gtk_widget_get_frame_clock (widget));
  GTK_WIDGET_CLASS (hd_board_view_parent_class)->unrealize (widget);
}

static gboolean
hd_board_view_focus (GtkWidget        *widget,
                     GtkDirectionType  direction)
{
  ensure_spots (HD_BOARD_VIEW (widget));
  return GTK_WIDGET_CLASS (hd_board_view_parent_class)->focus (widget, direction);
}

static void
hd_board_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  *minimum = 200;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 1100 : 880;
}

/* ------------------------------------------------------------ input */

static void
drag_begin (GtkGestureDrag *gesture,
            double          x,
            double          y,
            HdBoardView    *self)
{
  stop_animation (self);
  self->drag_cx = self->cx;
  self->drag_cy = self->cy;
}

static void
drag_update (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             HdBoardView    *self)
{
  if (fabs (dx) < 3 && fabs (dy) < 3)
    return;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
  apply_view (self, self->zoom, self->drag_cx - dx / self->zoom, self->drag_cy - dy / self->zoom);
}

static void
drag_end (GtkGestureDrag *gesture,
          double          dx,
          double          dy,
          HdBoardView    *self)
{
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
}

static void
click_released (GtkGestureClick *gesture,
                int              n_press,
                double           x,
                double           y,
                HdBoardView     *self)
{
  int i = box_at (self, x, y);

  if (i < 0)
    return;
  hd_board_view_focus_box (self, hd_map_get_box (self->map, i));
  box_chosen (self, (guint) i);
}

static gboolean
scrolled (GtkEventControllerScroll *controller,
          double                    dx,
          double                    dy,
          HdBoardView              *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  gboolean wheel = gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL;

  if (state & GDK_CONTROL_MASK)
    {
      double factor = wheel ? pow (1.15, -dy) : pow (1.01, -dy);
      zoom_at (self, self->zoom * factor, self->pointer_x, self->pointer_y, FALSE);
      return TRUE;
    }
  if (wheel)
    {
      dx *= 60;
      dy *= 60;
    }
  if (state & GDK_SHIFT_MASK && dx == 0)
    {
      dx = dy;
      dy = 0;
    }
  stop_animation (self);
  apply_view (self, self->zoom, self->cx + dx / self->zoom, self->cy + dy / self->zoom);
  return TRUE;
}

static void
motion (GtkEventControllerMotion *controller,
        double                    x,
        double                    y,
        HdBoardView              *self)
{
  int i = box_at (self, x, y);

  self->pointer_x = x;
  self->pointer_y = y;
  if (i != self->hover_box)
    {
      self->hover_box = i;
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), i >= 0 ? "pointer" : NULL);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
leave (GtkEventControllerMotion *controller,
       HdBoardView              *self)
{
  if (self->hover_box >= 0)
    {
      self->hover_box = -1;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
pinch_begin (GtkGesture       *gesture,
             GdkEventSequence *sequence,
             HdBoardView      *self)
{
  stop_animation (self);
  self->pinch_zoom = self->zoom;
}

static void
pinch_scale_changed (GtkGestureZoom *gesture,
                     double          scale,
                     HdBoardView    *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  zoom_at (self, self->pinch_zoom * scale, x, y, FALSE);
}

/* What the board says of box @i: its name, then what the overlay shown
 * says of it (supply, threats), or why the chosen units may or may not go
 * there (the explainer, the segment panels asking the engine).  The
 * pointer's tooltip and the keyboard's Shift+F1 say the same. */
static char *
describe_box (HdBoardView *self,
              int          i)
{
  const char *name = hd_map_get_box (self->map, i)->name;
  g_autofree char *overlay = NULL;

  if (self->supply[0] != NULL && self->state != NULL)
    for (guint side = 0; side < 2 && overlay == NULL; side++)
      overlay = hd_supply_describe (self->state, &self->supply[side][i], (guint) i);
  if (overlay == NULL && self->threats != NULL && self->state != NULL)
    {
      overlay = hd_threat_describe (self->state, hd_side_get_enemy (self->threat_player), &self->threats[i]);
      if (overlay == NULL)
        overlay = hd_threat_describe (self->state, self->threat_player, &self->own[i]);
    }
  if (overlay != NULL)
    /* TRANSLATORS: a box's name, then what the overlay shown says of it (supply, threats) */
    return g_strdup_printf (_("%s\n%s"), name, overlay);
  if (self->explainer != NULL && !self->editing)
    {
      g_autofree char *why = self->explainer ((guint) i, self->chooser_data);
      if (why != NULL)
        /* TRANSLATORS: a box's name, then why a move there is or is not allowed */
        return g_strdup_printf (_("%s\n%s"), name, why);
    }
  if (self->layer != NULL && self->state == NULL)
    {
      g_autofree char *pieces = self->layer->describe ((guint) i, self->layer_data);
      if (pieces != NULL)
        return g_strdup_printf (_("%s\n%s"), name, pieces);
    }
  return NULL;
}

static gboolean
query_tooltip (GtkWidget  *widget,
               int         x,
               int         y,
               gboolean    keyboard,
               GtkTooltip *tooltip,
               gpointer    user_data)
{
  HdBoardView *self = HD_BOARD_VIEW (widget);
  int i = keyboard ? self->focus_box : box_at (self, x, y);
  graphene_rect_t r;
  g_autofree char *text = NULL;

  if (i < 0 || popover_shown (self))
    return FALSE;
  text = describe_box (self, i);
  hd_tooltip_show (tooltip, widget, text != NULL ? text : hd_map_get_box (self->map, i)->name);
  box_rect (self, hd_map_get_box (self->map, i), &r);
  gtk_tooltip_set_tip_area (tooltip, &(GdkRectangle) { (int) r.origin.x, (int) r.origin.y,
                                                      (int) r.size.width, (int) r.size.height });
  return TRUE;
}

/* ---------------------------------------------------------- why not */

/* The text Shift+F1 shows for @box: what the tooltip says, or, when it
 * says only the name, that nothing stands against or for the box now. */
char *
hd_board_view_explain_box (HdBoardView *self,
                           const HdBox *box)
{
  char *text;

  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (box != NULL, NULL);
  text = describe_box (self, (int) box->index);
  if (text != NULL)
    return text;
  /* TRANSLATORS: Shift+F1 on a box the game asks nothing of now, e.g. "Richmond: nothing to choose here now." */
  return g_strdup_printf (_("%s: nothing to choose here now. Open the box with Enter for its facts."), box->name);
}

static void
why_closed (GtkPopover  *popover,
            HdBoardView *self)
{
  if (self->focus_box >= 0 && self->spots != NULL)
    gtk_widget_grab_focus (g_ptr_array_index (self->spots, self->focus_box));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Shift+F1 (or the Menu key): why the focused box may or may not be
 * chosen, in a popover at the box that takes the focus, so that a screen
 * reader reads it (GTK 4.8 has no announcements); Escape closes it and
 * the focus goes back to the box.  FALSE when no box is focused. */
gboolean
hd_board_view_say_why (HdBoardView *self)
{
  const HdBox *box;
  g_autofree char *text = NULL;

  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), FALSE);
  box = hd_board_view_get_focus_box (self);
  if (box == NULL)
    return FALSE;
  text = hd_board_view_explain_box (self, box);
  show_text_at (self, box, text);
  return TRUE;
}

/* @text in the why popover at @box, which takes the focus so that a
 * screen reader reads it. */
static void
show_text_at (HdBoardView *self,
              const HdBox *box,
              const char  *text)
{
  graphene_rect_t r;

  gtk_label_set_text (self->why_label, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->why_popover), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  box_rect (self, box, &r);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->why_popover),
                               &(GdkRectangle) { (int) floor (r.origin.x), (int) floor (r.origin.y),
                                                 MAX (1, (int) ceil (r.size.width)),
                                                 MAX (1, (int) ceil (r.size.height)) });
  gtk_popover_popup (GTK_POPOVER (self->why_popover));
  gtk_widget_grab_focus (GTK_WIDGET (self->why_label));
  gtk_label_select_region (self->why_label, 0, 0);   /* read, not selected */
}

GtkPopover *
hd_board_view_get_why_popover (HdBoardView *self)
{
  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), NULL);
  return GTK_POPOVER (self->why_popover);
}

static void
action_why (GtkWidget  *widget,
            const char *name,
            GVariant   *param)
{
  hd_board_view_say_why (HD_BOARD_VIEW (widget));
}

static GtkWidget *
why_popover_new (HdBoardView *self)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  /* selectable, so that it takes the focus and a screen reader reads it */
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_end (label, 6);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_popover_set_child (GTK_POPOVER (popover), label);
  gtk_widget_add_css_class (popover, "why-popover");
  self->why_label = GTK_LABEL (label);
  g_signal_connect (popover, "closed", G_CALLBACK (why_closed), self);
  return popover;
}

/* The first box a lesson lights, or NULL. */
const HdBox *
hd_board_view_get_lit_box (HdBoardView *self)
{
  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), NULL);
  if (self->map == NULL || self->lit->len == 0)
    return NULL;
  return hd_map_get_box (self->map, g_array_index (self->lit, guint, 0));
}

GtkWidget *
hd_board_view_get_box_spot (HdBoardView *self,
                            guint        box)
{
  g_return_val_if_fail (HD_IS_BOARD_VIEW (self), NULL);
  ensure_spots (self);
  if (self->spots == NULL || box >= self->spots->len)
    return NULL;
  return g_ptr_array_index (self->spots, box);
}

/* --------------------------------------------------------------- actions */

static void
action_zoom (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  HdBoardView *self = HD_BOARD_VIEW (widget);

  if (g_str_equal (name, "board.zoom-in"))
    hd_board_view_zoom_in (self);
  else if (g_str_equal (name, "board.zoom-out"))
    hd_board_view_zoom_out (self);
  else
    hd_board_view_zoom_fit (self);
}

static gboolean
direction_from_string (const char *s, GtkDirectionType *dir)
{
  if (g_str_equal (s, "up"))
    *dir = GTK_DIR_UP;
  else if (g_str_equal (s, "down"))
    *dir = GTK_DIR_DOWN;
  else if (g_str_equal (s, "left"))
    *dir = GTK_DIR_LEFT;
  else if (g_str_equal (s, "right"))
    *dir = GTK_DIR_RIGHT;
  else
    return FALSE;
  return TRUE;
}

static void
action_move_focus (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  GtkDirectionType dir;

  if (direction_from_string (g_variant_get_string (param, NULL), &dir))
    hd_board_view_move_focus (HD_BOARD_VIEW (widget), dir);
}

static void
action_pan (GtkWidget  *widget,
            const char *name,
            GVariant   *param)
{
  HdBoardView *self = HD_BOARD_VIEW (widget);
  GtkDirectionType dir;
  double step_x = gtk_widget_get_width (widget) * 0.2;
  double step_y = gtk_widget_get_height (widget) * 0.2;

  if (!direction_from_string (g_variant_get_string (param, NULL), &dir))
    return;
  switch (dir)
    {
    case GTK_DIR_UP:    hd_board_view_pan (self, 0, -step_y); break;
    case GTK_DIR_DOWN:  hd_board_view_pan (self, 0, step_y); break;
    case GTK_DIR_LEFT:  hd_board_view_pan (self, -step_x, 0); break;
    case GTK_DIR_RIGHT: hd_board_view_pan (self, step_x, 0); break;
    case GTK_DIR_TAB_FORWARD:
    case GTK_DIR_TAB_BACKWARD:
    default:
      break;
    }
}

static void
action_open (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  HdBoardView *self = HD_BOARD_VIEW (widget);
  const HdBox *box = hd_board_view_get_focus_box (self);

  if (box != NULL)
    hd_board_view_open_box (self, box);
}

/* ------------------------------------------------------------- lifecycle */

static void
hd_board_view_dispose (GObject *object)
{
  HdBoardView *self = HD_BOARD_VIEW (object);

  stop_animation (self);
  clear_spots (self);
  g_clear_pointer (&self->popover, gtk_widget_unparent);
  g_clear_pointer (&self->why_popover, gtk_widget_unparent);
  if (self->renderer)
    g_signal_handlers_disconnect_by_func (self->renderer, tile_ready, self);
  g_clear_object (&self->renderer);
  g_clear_pointer (&self->state, hd_state_free);
  g_clear_pointer (&self->marks, g_free);
  g_clear_pointer (&self->threats, g_free);
  g_clear_pointer (&self->own, g_free);
  g_clear_pointer (&self->lit, g_array_unref);
  g_clear_pointer (&self->lit_lines, g_array_unref);
  g_clear_pointer (&self->arrows, g_array_unref);
  g_clear_pointer (&self->supply[0], g_free);
  g_clear_pointer (&self->supply[1], g_free);
  g_clear_pointer (&self->supply_lines, g_array_unref);
  self->chooser = NULL;
  self->explainer = NULL;
  self->layer = NULL;
  self->layer_data = NULL;
  g_clear_object (&self->map);

  G_OBJECT_CLASS (hd_board_view_parent_class)->dispose (object);
}

static void
hd_board_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  HdBoardView *self = HD_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;
    case PROP_FITTED:
      g_value_set_boolean (value, self->fitted);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
add_direction_bindings (GtkWidgetClass  *widget_class,
                        GdkModifierType  mods,
                        const char      *action)
{
  static const struct { guint key, kp; const char *dir; } keys[] = {
    { GDK_KEY_Up, GDK_KEY_KP_Up, "up" },
    { GDK_KEY_Down, GDK_KEY_KP_Down, "down" },
    { GDK_KEY_Left, GDK_KEY_KP_Left, "left" },
    { GDK_KEY_Right, GDK_KEY_KP_Right, "right" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      gtk_widget_class_add_binding_action (widget_class, keys[i].key, mods, action, "s", keys[i].dir);
      gtk_widget_class_add_binding_action (widget_class, keys[i].kp, mods, action, "s", keys[i].dir);
    }
}

static void
hd_board_view_class_init (HdBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_board_view_dispose;
  object_class->get_property = hd_board_view_get_property;

  widget_class->snapshot = hd_board_view_snapshot;
  widget_class->size_allocate = hd_board_view_size_allocate;
  widget_class->measure = hd_board_view_measure;
  widget_class->focus = hd_board_view_focus;
  widget_class->realize = hd_board_view_realize;
  widget_class->unrealize = hd_board_view_unrealize;

  properties[PROP_ZOOM] = g_param_spec_double ("zoom", NULL, NULL, 0, G_MAXDOUBLE, 0,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_FITTED] = g_param_spec_boolean ("fitted", NULL, NULL, TRUE,
                                                  G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Emitted once, after the first frame in which the visible board is
   * drawn at full sharpness. */
  signals[BOARD_SHARP] = g_signal_new ("board-sharp", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[VIEW_CHANGED] = g_signal_new ("view-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The box popover's HdBoxPopover::edit-action, passed on: the popover
   * is made only when first needed, so the window listens here. */
  signals[EDIT_ACTION] = g_signal_new ("edit-action", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_install_action (widget_class, "board.zoom-in", NULL, action_zoom);
  gtk_widget_class_install_action (widget_class, "board.zoom-out", NULL, action_zoom);
  gtk_widget_class_install_action (widget_class, "board.zoom-fit", NULL, action_zoom);
  gtk_widget_class_install_action (widget_class, "board.move-focus", "s", action_move_focus);
  gtk_widget_class_install_action (widget_class, "board.pan", "s", action_pan);
  gtk_widget_class_install_action (widget_class, "board.open", NULL, action_open);
  gtk_widget_class_install_action (widget_class, "board.why-not", NULL, action_why);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "board.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_SHIFT_MASK, "board.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, 0, "board.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "board.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "board.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "board.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, 0, "board.zoom-fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, 0, "board.zoom-fit", NULL);
  add_direction_bindings (widget_class, 0, "board.move-focus");
  add_direction_bindings (widget_class, GDK_SHIFT_MASK, "board.pan");
  /* "why not" for the focused box: Shift+F1 as GTK's "what's this", and
   * the context-menu keys */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, GDK_SHIFT_MASK, "board.why-not", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Menu, 0, "board.why-not", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F10, GDK_SHIFT_MASK, "board.why-not", NULL);

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
hd_board_view_init (HdBoardView *self)
{
  GtkGesture *drag, *click, *pinch;
  GtkEventController *scroll, *motion_controller;

  self->focus_box = -1;
  self->hover_box = -1;
  self->lit = g_array_new (FALSE, FALSE, sizeof (guint));
  self->lit_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  self->arrows = g_array_new (FALSE, FALSE, sizeof (guint));
  self->supply_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  self->fitted = TRUE;

  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"), -1);

  drag = gtk_gesture_drag_new ();
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (click_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  pinch = gtk_gesture_zoom_new ();
  g_signal_connect (pinch, "begin", G_CALLBACK (pinch_begin), self);
  g_signal_connect (pinch, "scale-changed", G_CALLBACK (pinch_scale_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (pinch));

  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect (scroll, "scroll", G_CALLBACK (scrolled), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);

  motion_controller = gtk_event_controller_motion_new ();
  g_signal_connect (motion_controller, "motion", G_CALLBACK (motion), self);
  g_signal_connect (motion_controller, "leave", G_CALLBACK (leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion_controller);

  self->why_popover = why_popover_new (self);
  gtk_widget_set_parent (self->why_popover, GTK_WIDGET (self));
}

GtkWidget *
hd_board_view_new (void)
{
  return g_object_new (HD_TYPE_BOARD_VIEW, NULL);
}
