/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-board-pieces.c: the counters.  Each side's units in a box are shown
 * as a row of chips under the box, one chip per kind (the rulebook's
 * abbreviation, with a count when there are several): blue for the Union,
 * gray for the Confederacy, orange for Foreign Intervention units (Advanced
 * 8.4), a pale chip edged in the side's colour with dark red lettering for
 * a reduced unit (like the red side of the counter, rule 1.4), faded for a routed one (Advanced 8.1), and a brown tray under
 * entrenched units (rule 4.3).  A leader (Advanced 8.2) is a round chip
 * with a gold rim, his name and value, under his side's units.  Units waiting in Europe (Advanced 8.4) are
 * drawn in a box of their own in the Atlantic, below Atlantic City.  A Control marker (rule 8.0) is a flag at the box's top-left
 * corner.  Text is laid out at the size it is shown, so it stays crisp. */
#include "config.h"

#include <glib/gi18n.h>

#include "hd-board-pieces.h"
#include "hd-intervention.h"
#include "hd-leader.h"
#include "hd-morale.h"

#define CHIP_H HD_BOARD_CHIP_H
#define CHIP_GAP HD_BOARD_CHIP_GAP
#define FONT_SIZE 16.0

typedef struct {
  HdUnitKind kind;
  gboolean   reduced;
  guint      marches;  /* marches used this Movement Segment (4.0's play tip) */
  guint      count;
  gboolean   foreign;  /* Advanced 8.4 */
  gboolean   routed;   /* Advanced 8.1 */
} Group;

/* Every chip's words meet WCAG's 4.5:1 on its fill: white on the sides'
 * colours; a reduced unit, like the red side of its counter (1.4), in
 * dark red on a pale chip of its side's colour, edged in that colour. */
static const GdkRGBA union_fill = { 0.12, 0.30, 0.61, 1 };
static const GdkRGBA confederate_fill = { 0.42, 0.44, 0.48, 1 };
static const GdkRGBA foreign_fill = { 0.72, 0.33, 0.04, 1 };
static const GdkRGBA union_pale = { 0.86, 0.90, 0.97, 1 };
static const GdkRGBA confederate_pale = { 0.90, 0.90, 0.91, 1 };
static const GdkRGBA foreign_pale = { 1.0, 0.91, 0.82, 1 };
static const GdkRGBA chip_text = { 1, 1, 1, 1 };
static const GdkRGBA reduced_text = { 0.63, 0.0, 0.0, 1 };
static const GdkRGBA tray = { 0.45, 0.29, 0.15, 1 };
static const GdkRGBA outline = { 1, 1, 1, 0.9 };
static const GdkRGBA march_mark = { 0.98, 0.80, 0.10, 1 };

void
hd_board_pieces_rounded (GtkSnapshot *snapshot, const graphene_rect_t *r, float radius, const GdkRGBA *fill)
{
  GskRoundedRect rr;

  gsk_rounded_rect_init_from_rect (&rr, r, radius);
  gtk_snapshot_push_rounded_clip (snapshot, &rr);
  gtk_snapshot_append_color (snapshot, fill, r);
  gtk_snapshot_pop (snapshot);
}

void
hd_board_pieces_border (GtkSnapshot *snapshot, const graphene_rect_t *r, float radius, float width, const GdkRGBA *color)
{
  GskRoundedRect rr;
  float widths[4] = { width, width, width, width };
  GdkRGBA colors[4] = { *color, *color, *color, *color };

  gsk_rounded_rect_init_from_rect (&rr, r, radius);
  gtk_snapshot_append_border (snapshot, &rr, widths, colors);
}

PangoLayout *
hd_board_pieces_chip_layout (GtkWidget *widget, const char *text, double zoom)
{
  return hd_board_pieces_text_layout (widget, text, FONT_SIZE, zoom);
}

PangoLayout *
hd_board_pieces_text_layout (GtkWidget *widget, const char *text, double size, double zoom)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *font = pango_font_description_from_string ("Cantarell Bold");

  pango_font_description_set_absolute_size (font, size * zoom * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  return layout;
}

/* Draws one side's row of chips starting at (x, y) (widget pixels) and
 * returns its width. */
static double
draw_row (GtkSnapshot *snapshot, GtkWidget *widget, GArray *groups, HdSide side,
          gboolean entrenched, double x, double y, double zoom)
{
  double h = CHIP_H * zoom, gap = CHIP_GAP * zoom, cursor = x;
  const GdkRGBA *fill = side == HD_SIDE_UNION ? &union_fill : &confederate_fill;
  g_autoptr(GPtrArray) layouts = g_ptr_array_new_with_free_func (g_object_unref);
  double total = 0;

  for (guint i = 0; i < groups->len; i++)
    {
      Group *g = &g_array_index (groups, Group, i);
      g_autofree char *text = g->count > 1
        ? g_strdup_printf ("%u %s", g->count, hd_unit_kind_get_code (g->kind))
        : g_strdup (hd_unit_kind_get_code (g->kind));
      PangoLayout *layout = hd_board_pieces_chip_layout (widget, text, zoom);
      int pw, ph;

      pango_layout_get_pixel_size (layout, &pw, &ph);
      total += MAX (h * 1.2, pw + 8 * zoom) + (i > 0 ? gap : 0);
      g_ptr_array_add (layouts, layout);
    }

  if (entrenched)
    {
      graphene_rect_t t = GRAPHENE_RECT_INIT (x - 3 * zoom, y - 2 * zoom, total + 6 * zoom, h + 7 * zoom);
      hd_board_pieces_rounded (snapshot, &t, 5 * zoom, &tray);
    }

  for (guint i = 0; i < groups->len; i++)
    {
      Group *g = &g_array_index (groups, Group, i);
      PangoLayout *layout = g_ptr_array_index (layouts, i);
      int pw, ph;
      double w;
      graphene_rect_t r;
      GdkRGBA paint, ink;

      pango_layout_get_pixel_size (layout, &pw, &ph);
      w = MAX (h * 1.2, pw + 8 * zoom);
      r = GRAPHENE_RECT_INIT (cursor, y, w, h);
      hd_board_pieces_chip_colors (side, g->foreign, g->reduced, &paint, &ink);
      if (g->routed)
        gtk_snapshot_push_opacity (snapshot, 0.45);
      hd_board_pieces_rounded (snapshot, &r, 3 * zoom, &paint);
      if (g->reduced)
        hd_board_pieces_border (snapshot, &r, 3 * zoom, MAX (1.5, 2.5 * zoom), g->foreign ? &foreign_fill : fill);
      else
        hd_board_pieces_border (snapshot, &r, 3 * zoom, MAX (1.0, 1.2 * zoom), &outline);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (round (cursor + (w - pw) / 2),
                                                              round (y + (h - ph) / 2)));
      gtk_snapshot_append_layout (snapshot, layout, &ink);
      gtk_snapshot_restore (snapshot);
      /* a yellow bar along the chip's foot per march the units took part
       * in, instead of turning the counters (4.0's play tip) */
      for (guint m = 0; m < g->marches; m++)
        {
          graphene_rect_t bar = GRAPHENE_RECT_INIT (cursor + 2 * zoom + m * (w - 4 * zoom) / 2 + (m ? 1 : 0) * zoom,
                                                    y + h - 5 * zoom, (w - 4 * zoom) / 2 - 1 * zoom, 3.5 * zoom);
          gtk_snapshot_append_color (snapshot, &march_mark, &bar);
        }
      if (g->routed)
        gtk_snapshot_pop (snapshot);
      cursor += w + gap;
    }
  return total;
}

void
hd_board_pieces_chip_colors (HdSide    side,
                             gboolean  foreign,
                             gboolean  reduced,
                             GdkRGBA  *fill,
                             GdkRGBA  *ink)
{
  if (reduced)
    *fill = foreign ? foreign_pale : side == HD_SIDE_UNION ? union_pale : confederate_pale;
  else
    *fill = foreign ? foreign_fill : side == HD_SIDE_UNION ? union_fill : confederate_fill;
  *ink = reduced ? reduced_text : chip_text;
}

const GdkRGBA *
hd_board_pieces_side_fill (HdSide side)
{
  return side == HD_SIDE_UNION ? &union_fill : &confederate_fill;
}

/* A Control marker (rule 8.0): a disc of @side's colour centred on the
 * box's top-left corner (@left, @top, widget pixels). */
void
hd_board_pieces_control_marker (GtkSnapshot *snapshot,
                                HdSide       side,
                                double       left,
                                double       top,
                                double       zoom)
{
  double r = 11 * zoom;
  graphene_rect_t c = GRAPHENE_RECT_INIT (left - r, top - r, 2 * r, 2 * r);

  hd_board_pieces_rounded (snapshot, &c, r, hd_board_pieces_side_fill (side));
  hd_board_pieces_border (snapshot, &c, r, MAX (1.0, 2 * zoom), &outline);
}

static void
collect_groups (const HdState *state, guint box, HdSide side, GArray *groups, gboolean *entrenched)
{
  gboolean moving = hd_state_get_segment (state) == HD_SEGMENT_MOVEMENT && hd_state_get_player (state) == side;

  g_array_set_size (groups, 0);
  *entrenched = FALSE;
  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, i);
      guint marches = moving ? bu->move.marches : 0;
      gboolean found = FALSE;

      if (bu->box != box || bu->unit.side != side)
        continue;
      *entrenched |= bu->unit.entrenched;
      for (guint g = 0; g < groups->len && !found; g++)
        {
          Group *gr = &g_array_index (groups, Group, g);
          if (gr->kind == bu->unit.kind && gr->reduced == bu->unit.reduced && gr->marches == marches &&
              gr->foreign == bu->unit.foreign && gr->routed == bu->move.routed)
            {
              gr->count++;
              found = TRUE;
            }
        }
      if (!found)
        {
          Group gr = { bu->unit.kind, bu->unit.reduced, marches, 1, bu->unit.foreign, hd_morale_is_routed (state, bu->id) };
          g_array_append_val (groups, gr);
        }
    }
}

/* The wooden Game Turn marker (2.0 step 3) and the two Control markers on
 * the Army Maximum Track (2.0 step 4, 7.1). */
static void
draw_track_markers (GtkSnapshot   *snapshot,
                    const HdState *state,
                    double         origin_x,
                    double         origin_y,
                    double         zoom)
{
  HdMap *map = hd_state_get_map (state);
  const HdTrackSpace *turn = hd_map_get_track_space (map, HD_TRACK_GAME_TURN, hd_state_get_turn (state));
  static const GdkRGBA wood = { 0.62, 0.40, 0.18, 1 };

  if (turn != NULL)
    {
      graphene_rect_t r = GRAPHENE_RECT_INIT (origin_x + (turn->x - turn->width / 2) * zoom,
                                              origin_y + (turn->y - turn->height / 2) * zoom,
                                              turn->width * zoom, turn->height * zoom);
      hd_board_pieces_border (snapshot, &r, 4 * zoom, MAX (2.0, 5 * zoom), &wood);
    }
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      const HdTrackSpace *space = hd_map_get_track_space (map, HD_TRACK_ARMY_MAXIMUM,
                                                          hd_state_get_army_maximum (state, side));
      double r = 11 * zoom;
      double cx, cy;
      graphene_rect_t c;

      if (space == NULL)
        continue;
      /* Union at the space's left, Confederacy at its right, so both show
       * when the maximums are equal */
      cx = origin_x + (space->x + (side == HD_SIDE_UNION ? -1 : 1) * space->width / 4) * zoom;
      cy = origin_y + space->y * zoom;
      c = GRAPHENE_RECT_INIT (cx - r, cy - r, 2 * r, 2 * r);
      hd_board_pieces_rounded (snapshot, &c, r, side == HD_SIDE_UNION ? &union_fill : &confederate_fill);
      hd_board_pieces_border (snapshot, &c, r, MAX (1.0, 2 * zoom), &outline);
    }
}

/* Advanced 8.2: the leaders in box @box of @side, as round chips with a
 * gold rim, "★ Lee 3", in a row from (x, y); whether there were any. */
static gboolean
draw_leaders (GtkSnapshot *snapshot, GtkWidget *widget, const HdState *state, guint box, HdSide side, double x,
              double y, double zoom)
{
  static const GdkRGBA gold = { 0.90, 0.71, 0.13, 1 };
  const GdkRGBA *fill = side == HD_SIDE_UNION ? &union_fill : &confederate_fill;
  double h = CHIP_H * zoom, cursor = x;
  gboolean any = FALSE;

  for (HdLeader l = 0; l < HD_N_LEADERS; l++)
    {
      g_autofree char *text = NULL;
      g_autoptr(PangoLayout) layout = NULL;
      graphene_rect_t r;
      int pw, ph;
      double w;

      if (hd_leader_get_side (l) != side || hd_leader_get_box (state, l) != box)
        continue;
      /* TRANSLATORS: a leader's chip on the board: his name and value, e.g. "★ Lee 3" */
      text = g_strdup_printf (_("★ %s %u"), hd_leader_get_name (l), hd_leader_get_value (state, l));
      layout = hd_board_pieces_chip_layout (widget, text, zoom);
      pango_layout_get_pixel_size (layout, &pw, &ph);
      w = pw + 16 * zoom;
      r = GRAPHENE_RECT_INIT (cursor, y, w, h);
      hd_board_pieces_rounded (snapshot, &r, h / 2, fill);
      hd_board_pieces_border (snapshot, &r, h / 2, MAX (1.5, 2.5 * zoom), &gold);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (round (cursor + (w - pw) / 2), round (y + (h - ph) / 2)));
      gtk_snapshot_append_layout (snapshot, layout, &chip_text);
      gtk_snapshot_restore (snapshot);
      cursor += w + CHIP_GAP * zoom;
      any = TRUE;
    }
  return any;
}

/* Advanced 8.4: once Europe has intervened, the units waiting there, in a
 * box in the Atlantic below Atlantic City, as wide as its chips. */
static void
draw_europe (GtkSnapshot *snapshot, GtkWidget *widget, const HdState *state, double origin_x, double origin_y,
             double zoom)
{
  const HdBox *ac = hd_map_lookup_id (hd_state_get_map (state), "atlantic-city");
  static const GdkRGBA sea_box = { 0.93, 0.90, 0.84, 0.95 };
  static const GdkRGBA ink = { 0.2, 0.2, 0.2, 1 };
  g_autoptr(GArray) groups = g_array_new (FALSE, TRUE, sizeof (Group));
  g_autoptr(PangoLayout) title = NULL;
  double x, y, w, h = 80 * zoom, chips = 0;
  int tw, th;
  graphene_rect_t r;

  if (ac == NULL || !hd_intervention_is_triggered (state))
    return;
  for (HdUnitKind k = 0; k < HD_N_KINDS; k++)
    if (hd_intervention_in_europe (state, k) > 0)
      {
        Group gr = { k, FALSE, 0, hd_intervention_in_europe (state, k), TRUE, FALSE };
        g_array_append_val (groups, gr);
        chips += (CHIP_H * 1.2 + CHIP_GAP + (gr.count > 1 ? 14 : 0)) * zoom;
      }
  /* TRANSLATORS: the box beside the board where Foreign Intervention units wait (Advanced 8.4) */
  title = hd_board_pieces_chip_layout (widget, _("Europe"), zoom);
  pango_layout_get_pixel_size (title, &tw, &th);
  w = MAX (tw, chips) + 16 * zoom;
  x = origin_x + (ac->x - ac->width / 2) * zoom;
  y = origin_y + (ac->y + ac->height / 2 + 70) * zoom;
  r = GRAPHENE_RECT_INIT (x, y, w, h);
  hd_board_pieces_rounded (snapshot, &r, 6 * zoom, &sea_box);
  hd_board_pieces_border (snapshot, &r, 6 * zoom, MAX (1.0, 2 * zoom), &foreign_fill);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (round (x + 8 * zoom), round (y + 6 * zoom)));
  gtk_snapshot_append_layout (snapshot, title, &ink);
  gtk_snapshot_restore (snapshot);
  if (groups->len > 0)
    draw_row (snapshot, widget, groups, HD_SIDE_CONFEDERATE, FALSE, x + 8 * zoom, y + 40 * zoom, zoom);
}

void
hd_board_pieces_snapshot (GtkSnapshot   *snapshot,
                          GtkWidget     *widget,
                          const HdState *state,
                          double         origin_x,
                          double         origin_y,
                          double         zoom)
{
  HdMap *map;
  g_autoptr(GArray) groups = g_array_new (FALSE, TRUE, sizeof (Group));

  g_return_if_fail (state != NULL);

  map = hd_state_get_map (state);
  draw_track_markers (snapshot, state, origin_x, origin_y, zoom);
  draw_europe (snapshot, widget, state, origin_x, origin_y, zoom);
  for (guint i = 0; i < hd_map_get_n_boxes (map); i++)
    {
      const HdBox *b = hd_map_get_box (map, i);
      double left = origin_x + (b->x - b->width / 2) * zoom;
      double top = origin_y + (b->y - b->height / 2) * zoom;
      double bottom = origin_y + (b->y + b->height / 2 + 4) * zoom;
      double row = bottom;

      for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
        {
          gboolean entrenched;
          double width = 0;

          /* a side's leaders end its row of units, so they read as in
           * this box and not the one below */
          collect_groups (state, i, side, groups, &entrenched);
          if (groups->len > 0)
            width = draw_row (snapshot, widget, groups, side, entrenched, left + 2 * zoom, row, zoom)
                    + 2 * CHIP_GAP * zoom;
          if (draw_leaders (snapshot, widget, state, i, side, left + 2 * zoom + width, row, zoom)
              || groups->len > 0)
            row += (CHIP_H + CHIP_GAP + 4) * zoom;
        }

      if (hd_state_has_control_marker (state, i))
        hd_board_pieces_control_marker (snapshot, hd_state_get_controller (state, i), left, top, zoom);
    }
}
