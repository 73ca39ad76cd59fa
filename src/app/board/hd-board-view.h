/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-board-view.h: the board, drawn from map.svg, with zoom, pan, box
 * focus and the box popover. */
#pragma once

#include <gtk/gtk.h>

#include "hd-map.h"
#include "hd-state.h"
#include "hd-supply.h"
#include "hd-threat.h"

G_BEGIN_DECLS

#define HD_TYPE_BOARD_VIEW (hd_board_view_get_type ())
G_DECLARE_FINAL_TYPE (HdBoardView, hd_board_view, HD, BOARD_VIEW, GtkWidget)

/* A lit box: its colour and what a screen reader hears of it (each
 * light says what it means where it is used). */
enum {
  HD_MARK_NONE = 0,
  HD_MARK_DESTINATION,   /* a legal destination of a march (green) */
  HD_MARK_BATTLE,        /* a legal destination holding enemy units (red) */
  HD_MARK_TARGET,        /* the destination chosen (yellow) */
  HD_MARK_FIGHT,         /* a battle to be fought (red) */
  HD_MARK_CHOICE,        /* a box to choose now: a retreat, a recruit... (green) */
  HD_MARK_NO_SUPPLY,     /* out of supply (red, Advanced 2.2) */
};

typedef gboolean (*HdBoxChooser)   (guint box, gpointer data);
typedef char    *(*HdBoxExplainer) (guint box, gpointer data);

/* What stands on the board when it is no game of A House Divided (the
 * Campaign Game's corps, hd-campaign-pieces.c), drawn over the map in
 * place of an HdState's pieces: @snapshot draws them (board point (bx, by)
 * at (origin_x + bx * zoom, origin_y + by * zoom)); @describe says in
 * whole sentences what stands in @box and who holds it, for the box's
 * tooltip, screen readers and the popover a click or Enter opens. */
typedef struct {
  void  (*snapshot) (GtkSnapshot *snapshot,
                     GtkWidget   *widget,
                     double       origin_x,
                     double       origin_y,
                     double       zoom,
                     gpointer     data);
  char *(*describe) (guint        box,
                     gpointer     data);
} HdBoardLayer;

GtkWidget   *hd_board_view_new            (void);
void         hd_board_view_set_map        (HdBoardView *self,
                                           HdMap       *map);
HdMap       *hd_board_view_get_map        (HdBoardView *self);
void         hd_board_view_set_state      (HdBoardView   *self,
                                           const HdState *state);
const HdState *hd_board_view_get_state    (HdBoardView *self);
/* Shows @layer's pieces (with no HdState set), or none with NULL; the
 * layer's owner calls hd_board_view_layer_changed() when they change. */
void         hd_board_view_set_layer      (HdBoardView        *self,
                                           const HdBoardLayer *layer,
                                           gpointer            data);
void         hd_board_view_layer_changed  (HdBoardView        *self);
/* What the layer says of @box now, or NULL with no layer. */
char        *hd_board_view_describe_layer_box (HdBoardView *self,
                                               guint        box);
void         hd_board_view_set_editing    (HdBoardView *self,
                                           gboolean     editing);
gboolean     hd_board_view_get_editing    (HdBoardView *self);
void         hd_board_view_set_marks      (HdBoardView  *self,
                                           int           source,
                                           const guint8 *marks);
const guint8 *hd_board_view_get_marks     (HdBoardView  *self);
/* Boxes and lines lit for a lesson (a glow around each box, a band
 * along each line); none with @n_boxes and @n_lines 0. */
void         hd_board_view_set_lit        (HdBoardView   *self,
                                           const guint   *boxes,
                                           guint          n_boxes,
                                           const guint   *lines,
                                           guint          n_lines);
/* The companion's moves (issue 33): an arrow from each @from_to[2i] to
 * @from_to[2i + 1] (box indices), drawn over the pieces; none with 0. */
void         hd_board_view_set_arrows     (HdBoardView   *self,
                                           const guint   *from_to,
                                           guint          n_arrows);
guint        hd_board_view_get_n_arrows   (HdBoardView   *self);
/* The supply overlay (Advanced 2.0-2.2): @supply per box, both sides'
 * (arrays of HdSupplyBox indexed by box, copied), and @lines, the lines
 * of every supply line; NULL: none. */
void         hd_board_view_set_supply     (HdBoardView       *self,
                                           const HdSupplyBox *union_supply,
                                           const HdSupplyBox *confederate_supply,
                                           const guint       *lines,
                                           guint              n_lines);
gboolean     hd_board_view_get_supply_shown (HdBoardView *self);
/* The threat overlay: @threats, the enemy's reach into @player's boxes,
 * and @own, @player's reach into the enemy's (arrays of HdReach indexed
 * by box, copied; zero where a box is no target); both NULL: none. */
void         hd_board_view_set_threats    (HdBoardView   *self,
                                           HdSide         player,
                                           const HdReach *threats,
                                           const HdReach *own);
gboolean     hd_board_view_get_threats_shown (HdBoardView *self);
/* The overlay's reach per box (@own: the player's), or NULL when hidden. */
const HdReach *hd_board_view_get_threats  (HdBoardView *self,
                                           gboolean     own);
void         hd_board_view_set_chooser    (HdBoardView    *self,
                                           HdBoxChooser    chooser,
                                           HdBoxExplainer  explainer,
                                           gpointer        data);
void         hd_board_view_choose_box     (HdBoardView  *self,
                                           guint         box);

double       hd_board_view_get_zoom       (HdBoardView *self);
double       hd_board_view_get_fit_zoom   (HdBoardView *self);
gboolean     hd_board_view_get_fitted     (HdBoardView *self);
gboolean     hd_board_view_get_animating  (HdBoardView *self);
void         hd_board_view_get_center     (HdBoardView *self,
                                           double      *x,
                                           double      *y);
void         hd_board_view_set_view       (HdBoardView *self,
                                           double       zoom,
                                           double       center_x,
                                           double       center_y);
/* Legible at the opening view (docs/design.md): every box name at least
 * HD_BOARD_VIEW_MIN_NAME_PX pixels on the screen (its font size).  The
 * smallest name on the map is HD_BOARD_VIEW_MAP_NAME_SIZE board units (a
 * name on two lines, tools/gen-map.py), so the opening zoom is their
 * quotient, whatever the window's size. */
#define HD_BOARD_VIEW_MIN_NAME_PX   11.0
#define HD_BOARD_VIEW_MAP_NAME_SIZE 13.0
void         hd_board_view_show_opening   (HdBoardView *self);
void         hd_board_view_zoom_in        (HdBoardView *self);
void         hd_board_view_zoom_out       (HdBoardView *self);
void         hd_board_view_zoom_fit       (HdBoardView *self);
void         hd_board_view_pan            (HdBoardView *self,
                                           double       dx,
                                           double       dy);

const HdBox *hd_board_view_get_focus_box  (HdBoardView *self);
gboolean     hd_board_view_focus_box      (HdBoardView *self,
                                           const HdBox *box);
gboolean     hd_board_view_move_focus     (HdBoardView *self,
                                           GtkDirectionType direction);
int          hd_board_view_box_toward     (HdBoardView *self,
                                           guint        from_index,
                                           GtkDirectionType direction);
void         hd_board_view_open_box       (HdBoardView *self,
                                           const HdBox *box);
GtkPopover  *hd_board_view_get_popover    (HdBoardView *self);
gboolean     hd_board_view_popover_shown  (HdBoardView *self);
const HdBox *hd_board_view_get_lit_box    (HdBoardView *self);
GtkWidget   *hd_board_view_get_box_spot   (HdBoardView *self,
                                           guint        box);
char        *hd_board_view_explain_box    (HdBoardView *self,
                                           const HdBox *box);
gboolean     hd_board_view_say_why        (HdBoardView *self);
GtkPopover  *hd_board_view_get_why_popover (HdBoardView *self);
gboolean     hd_board_view_is_sharp       (HdBoardView *self);

G_END_DECLS
