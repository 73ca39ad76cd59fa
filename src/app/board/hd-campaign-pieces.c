/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-pieces.c: the Campaign Game on the board, from its view
 * only.  Beside each box (under it where there is room, else above, at
 * its right or at its left: chips never cover a box's name or another
 * box's chips), a chip per formation standing there, one under the
 * other, Union first: a corps (of any kind) as a filled chip of its
 * side's colour with its name and commander's surname ("V Corps ·
 * Porter"); a
 * division standing apart from its corps, a garrison (Campaign 6.23), or
 * a Siege Train on its own (Campaign 6.32) as an outlined chip; more than
 * MAX_CHIPS of a side end in a "+N" chip.  A president sees no enemy
 * formation, only his reports that found enemy troops (Campaign 8): a
 * dashed chip of the enemy's colour, "?" for a Fragmentary report, the
 * force and its divisions for a Complete or Detailed one, faded when
 * older than this Game Turn.  A box held by the side it did
 * not start with (Campaign 3.3, 3.4) gets the Control marker of the
 * A House Divided board (hd-board-pieces.c draws both kinds of chip).
 * The words (hd_campaign_pieces_describe()) say the same for the
 * tooltip, screen readers and the box's popover, a president's with his
 * latest report on the box. */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "hd-board-pieces.h"
#include "hd-campaign-pieces.h"

/* Chips a side shows in a box before the rest are counted in a "+N". */
#define MAX_CHIPS 3
/* A formation's chip, board units: smaller than a unit's (its words are
 * longer) and as small as a box's name (tools/gen-map.py). */
#define CHIP_H 21.0
#define CHIP_FONT 13.0
#define CHIP_PAD 10.0   /* the words' room inside a chip, both sides */
#define CHIP_GAP 2.0    /* between the chips of a stack */
#define STACK_GAP 4.0   /* between a box and its stack */

typedef struct {
  char     *text;
  gboolean  apart;    /* a garrison or a Siege Train on its own: outlined */
  gboolean  reported; /* what a report says of the enemy (Campaign 8): dashed */
  gboolean  faded;    /* a report older than this Game Turn */
} Chip;

/* A chip placed on the board: board units. */
typedef struct {
  HdCampaignChipPlace place;
  Chip                chip;
} Placed;

struct _HdCampaignPieces
{
  const HdCampaignView *view;   /* not owned */
  GArray               *placed; /* Placed: @view's chips laid out, made when first drawn */
};

static void
chip_clear (Chip *chip)
{
  g_free (chip->text);
}

static void
placed_clear (Placed *p)
{
  chip_clear (&p->chip);
}

HdCampaignPieces *
hd_campaign_pieces_new (void)
{
  return g_new0 (HdCampaignPieces, 1);
}

void
hd_campaign_pieces_free (HdCampaignPieces *self)
{
  g_clear_pointer (&self->placed, g_array_unref);
  g_free (self);
}

/* Whether formation @f stands with the corps it belongs to (and so is
 * drawn in the corps' chip, not its own). */
static gboolean
with_its_corps (const HdCampaignView      *view,
                const HdCampaignFormation *f)
{
  const HdCampaignFormation *parent;

  if (hd_formation_kind_is_corps (f->kind) || f->parent == HD_CAMPAIGN_NONE)
    return FALSE;
  parent = hd_campaign_view_lookup_formation (view, f->parent);
  return parent != NULL && parent->kind != HD_FORMATION_ARMY && parent->box == f->box;
}

/* The formations of @side drawn in @box: its corps, then the divisions
 * or Siege Trains apart from their corps, each in id order. */
static GPtrArray *
formations_shown (const HdCampaignView *view,
                  guint                 box,
                  HdSide                side)
{
  g_autoptr(GArray) ids = hd_campaign_view_list_formations_at (view, box, side);
  GPtrArray *shown = g_ptr_array_new ();

  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < ids->len; i++)
      {
        const HdCampaignFormation *f = hd_campaign_view_lookup_formation (view, g_array_index (ids, guint, i));
        if (f != NULL && !with_its_corps (view, f) && hd_formation_kind_is_corps (f->kind) == (pass == 0))
          g_ptr_array_add (shown, (gpointer) f);
      }
  return shown;
}

/* The chip's words: the formation's name and its commander's surname
 * (the last word of his name: the box's words give it whole), so that
 * the chip stays near the width of its box. */
static char *
chip_text (const HdCampaignFormation *f)
{
  const char *surname;

  if (f->commander == NULL || *f->commander == '\0')
    return g_strdup (f->name);
  surname = strrchr (f->commander, ' ');
  surname = surname != NULL && surname[1] != '\0' ? surname + 1 : f->commander;
  /* TRANSLATORS: a formation's chip on the board: its name and its commander's surname, e.g. "V Corps · Porter" */
  return g_strdup_printf (_("%1$s · %2$s"), f->name, surname);
}

/* The chip of what a president's report says of @box, if it found the
 * enemy there. */
static void
add_report_chip (const HdCampaignView *view,
                 guint                 box,
                 GArray               *chips)
{
  HdSide seat = hd_campaign_viewer_get_side (hd_campaign_view_get_viewer (view));
  const HdCampaignReport *r = hd_campaign_view_get_report (view, seat, box);
  Chip chip = { NULL, TRUE, TRUE, FALSE };
  guint divisions;

  if (r == NULL || !r->present)
    return;
  divisions = r->infantry_divisions + r->cavalry_divisions;
  if (r->level < HD_INTEL_COMPLETE)
    /* TRANSLATORS: a chip for enemy troops a report found, numbers unknown (Campaign 8.11) */
    chip.text = g_strdup (C_("chip", "?"));
  else
    /* TRANSLATORS: a chip for the enemy a report describes: its force and divisions, "Army of the Ohio · 4 div." */
    chip.text = g_strdup_printf (ngettext ("%1$s · %2$u div.", "%1$s · %2$u div.", divisions),
                                 r->force != NULL ? r->force : "?", divisions);
  chip.faded = r->turn < hd_campaign_view_get_turn (view);
  g_array_append_val (chips, chip);
}

/* The chips @side shows in @box. */
static GArray *
collect_chips (const HdCampaignView *view,
               guint                 box,
               HdSide                side)
{
  g_autoptr(GPtrArray) shown = formations_shown (view, box, side);
  GArray *chips = g_array_new (FALSE, TRUE, sizeof (Chip));
  guint n = shown->len > MAX_CHIPS ? MAX_CHIPS - 1 : shown->len;

  g_array_set_clear_func (chips, (GDestroyNotify) chip_clear);
  if (!hd_campaign_viewer_is_of_side (hd_campaign_view_get_viewer (view), side))
    {
      add_report_chip (view, box, chips);
      return chips;
    }
  for (guint i = 0; i < n; i++)
    {
      const HdCampaignFormation *f = g_ptr_array_index (shown, i);
      Chip chip = { chip_text (f), !hd_formation_kind_is_corps (f->kind), FALSE, FALSE };
      g_array_append_val (chips, chip);
    }
  if (shown->len > n)
    {
      /* TRANSLATORS: the last chip under a box holding more formations than it shows, e.g. "+3" */
      Chip more = { g_strdup_printf (_("+%u"), shown->len - n), FALSE, FALSE, FALSE };
      g_array_append_val (chips, more);
    }
  return chips;
}

guint
hd_campaign_pieces_count_chips (const HdCampaignView *view,
                                guint                 box,
                                HdSide                side)
{
  g_autoptr(GArray) chips = NULL;

  g_return_val_if_fail (view != NULL, 0);
  chips = collect_chips (view, box, side);
  return chips->len;
}

/* ------------------------------------------------------------ the layout */

/* A chip's size, board units: as wide as its words at the chip's font. */
static graphene_size_t
chip_size (GtkWidget *widget, const Chip *chip)
{
  g_autoptr(PangoLayout) layout = hd_board_pieces_text_layout (widget, chip->text, CHIP_FONT, 1.0);
  int pw, ph;

  pango_layout_get_pixel_size (layout, &pw, &ph);
  return GRAPHENE_SIZE_INIT (MAX (CHIP_H * 1.2, pw + CHIP_PAD), CHIP_H);
}

static double
overlap (const graphene_rect_t *a, const graphene_rect_t *b)
{
  graphene_rect_t i;

  return graphene_rect_intersection (a, b, &i) ? i.size.width * i.size.height : 0;
}

static graphene_rect_t
box_rect (const HdBox *b)
{
  return GRAPHENE_RECT_INIT (b->x - b->width / 2, b->y - b->height / 2, b->width, b->height);
}

/* How much @r covers of the boxes (their names) and the chips placed. */
static double
cover (HdMap *map, GArray *placed, const graphene_rect_t *r)
{
  double area = 0;

  for (guint i = 0; i < hd_map_get_n_boxes (map); i++)
    {
      graphene_rect_t b = box_rect (hd_map_get_box (map, i));
      area += overlap (r, &b);
    }
  for (guint i = 0; i < placed->len; i++)
    area += overlap (r, &g_array_index (placed, Placed, i).place.rect);
  return area;
}

/* Where a box's stack of chips (@w x @h) may go: under the box, above
 * it, at its right and at its left, each three ways; the first that
 * covers nothing, else the one that covers least. */
static graphene_point_t
place_stack (HdMap *map, GArray *placed, const HdBox *b, double w, double h)
{
  graphene_rect_t box = box_rect (b);
  double x0 = box.origin.x, y0 = box.origin.y, bw = box.size.width, bh = box.size.height;
  double cx = b->x - w / 2, cy = b->y - h / 2;
  const graphene_point_t at[] = {
    { x0 + 2, y0 + bh + STACK_GAP }, { cx, y0 + bh + STACK_GAP }, { x0 + bw - w - 2, y0 + bh + STACK_GAP },
    { x0 + 2, y0 - STACK_GAP - h }, { cx, y0 - STACK_GAP - h }, { x0 + bw - w - 2, y0 - STACK_GAP - h },
    { x0 + bw + STACK_GAP, cy }, { x0 + bw + STACK_GAP, y0 }, { x0 + bw + STACK_GAP, y0 + bh - h },
    { x0 - STACK_GAP - w, cy }, { x0 - STACK_GAP - w, y0 }, { x0 - STACK_GAP - w, y0 + bh - h },
  };
  guint best = 0;
  double least = G_MAXDOUBLE;

  for (guint k = 0; k < G_N_ELEMENTS (at) && least > 0; k++)
    {
      graphene_rect_t r = GRAPHENE_RECT_INIT (at[k].x, at[k].y, w, h);
      double c = cover (map, placed, &r);
      if (c < least)
        {
          least = c;
          best = k;
        }
    }
  return at[best];
}

typedef struct {
  guint   box;
  GArray *chips[HD_N_SIDES];   /* Chip, Union's first */
  double  w, h;
} Stack;

static void
stack_clear (Stack *st)
{
  for (guint i = 0; i < HD_N_SIDES; i++)
    g_clear_pointer (&st->chips[i], g_array_unref);
}

static int
by_size (gconstpointer a, gconstpointer b)
{
  const Stack *x = a, *y = b;
  double ax = x->w * x->h, ay = y->w * y->h;

  return ax < ay ? 1 : ax > ay ? -1 : (int) x->box - (int) y->box;
}

/* Every box's stack of chips, its size measured; the largest first. */
static GArray *
collect_stacks (const HdCampaignView *view, GtkWidget *widget)
{
  HdMap *map = hd_campaign_view_get_map (view);
  GArray *stacks = g_array_new (FALSE, TRUE, sizeof (Stack));

  g_array_set_clear_func (stacks, (GDestroyNotify) stack_clear);
  for (guint i = 0; i < hd_map_get_n_boxes (map); i++)
    {
      Stack st = { i, { NULL }, 0, 0 };
      for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
        {
          st.chips[side] = collect_chips (view, i, side);
          for (guint c = 0; c < st.chips[side]->len; c++)
            {
              graphene_size_t size = chip_size (widget, &g_array_index (st.chips[side], Chip, c));
              st.w = MAX (st.w, size.width);
              st.h += size.height + (st.h > 0 ? CHIP_GAP : 0);
            }
        }
      if (st.h > 0)
        g_array_append_val (stacks, st);
      else
        stack_clear (&st);
    }
  g_array_sort (stacks, by_size);
  return stacks;
}

/* @stack's chips one under the other from @at, Union's first. */
static void
add_stack (GArray *placed, GtkWidget *widget, Stack *stack, graphene_point_t at)
{
  double y = at.y;

  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    for (guint c = 0; c < stack->chips[side]->len; c++)
      {
        Chip *chip = &g_array_index (stack->chips[side], Chip, c);
        graphene_size_t size = chip_size (widget, chip);
        Placed p = { { stack->box, side, GRAPHENE_RECT_INIT (at.x, y, size.width, size.height) }, *chip };

        chip->text = NULL;   /* now the placed chip's */
        g_array_append_val (placed, p);
        y += size.height + CHIP_GAP;
      }
}

static GArray *
lay_out (const HdCampaignView *view, GtkWidget *widget)
{
  HdMap *map = hd_campaign_view_get_map (view);
  g_autoptr(GArray) stacks = collect_stacks (view, widget);
  GArray *placed = g_array_new (FALSE, TRUE, sizeof (Placed));

  g_array_set_clear_func (placed, (GDestroyNotify) placed_clear);
  for (guint i = 0; i < stacks->len; i++)
    {
      Stack *st = &g_array_index (stacks, Stack, i);
      add_stack (placed, widget, st, place_stack (map, placed, hd_map_get_box (map, st->box), st->w, st->h));
    }
  return placed;
}

GArray *
hd_campaign_pieces_lay_out (const HdCampaignView *view,
                            GtkWidget            *widget)
{
  g_autoptr(GArray) placed = NULL;
  GArray *out = g_array_new (FALSE, FALSE, sizeof (HdCampaignChipPlace));

  g_return_val_if_fail (view != NULL && GTK_IS_WIDGET (widget), out);
  placed = lay_out (view, widget);
  for (guint i = 0; i < placed->len; i++)
    g_array_append_val (out, g_array_index (placed, Placed, i).place);
  return out;
}

/* ------------------------------------------------------------ drawing */

/* A dashed outline round @r: a report's chip, not a formation seen. */
static void
draw_dashes (GtkSnapshot           *snapshot,
             const graphene_rect_t *r,
             double                 zoom,
             const GdkRGBA         *colour)
{
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, r);
  double width = MAX (1.0, 2.0 * zoom);
  const double dash[] = { 4.0 * zoom, 3.0 * zoom };

  gdk_cairo_set_source_rgba (cr, colour);
  cairo_set_line_width (cr, width);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_rectangle (cr, r->origin.x + width / 2, r->origin.y + width / 2, r->size.width - width,
                   r->size.height - width);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

/* One chip in @r (widget pixels). */
static void
draw_chip (GtkSnapshot           *snapshot,
           GtkWidget             *widget,
           const Chip            *chip,
           HdSide                 side,
           const graphene_rect_t *r,
           double                 zoom)
{
  static const GdkRGBA white = { 1, 1, 1, 1 }, paper = { 0.97, 0.96, 0.92, 1 };
  const GdkRGBA *fill = hd_board_pieces_side_fill (side);
  g_autoptr(PangoLayout) layout = hd_board_pieces_text_layout (widget, chip->text, CHIP_FONT, zoom);
  int pw, ph;

  pango_layout_get_pixel_size (layout, &pw, &ph);
  if (chip->faded)
    gtk_snapshot_push_opacity (snapshot, 0.55);
  hd_board_pieces_rounded (snapshot, r, 3 * zoom, chip->apart ? &paper : fill);
  if (chip->reported)
    draw_dashes (snapshot, r, zoom, fill);
  else
    hd_board_pieces_border (snapshot, r, 3 * zoom, MAX (1.0, (chip->apart ? 2.5 : 1.2) * zoom),
                            chip->apart ? fill : &white);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (round (r->origin.x + (r->size.width - pw) / 2),
                                                          round (r->origin.y + (r->size.height - ph) / 2)));
  gtk_snapshot_append_layout (snapshot, layout, chip->apart ? fill : &white);
  gtk_snapshot_restore (snapshot);
  if (chip->faded)
    gtk_snapshot_pop (snapshot);
}

static void
snapshot_layer (GtkSnapshot *snapshot,
                GtkWidget   *widget,
                double       origin_x,
                double       origin_y,
                double       zoom,
                gpointer     data)
{
  HdCampaignPieces *self = data;
  HdMap *map;

  if (self->view == NULL)
    return;
  map = hd_campaign_view_get_map (self->view);
  if (self->placed == NULL)
    self->placed = lay_out (self->view, widget);
  for (guint i = 0; i < self->placed->len; i++)
    {
      const Placed *p = &g_array_index (self->placed, Placed, i);
      graphene_rect_t r = GRAPHENE_RECT_INIT (origin_x + p->place.rect.origin.x * zoom,
                                              origin_y + p->place.rect.origin.y * zoom,
                                              p->place.rect.size.width * zoom, p->place.rect.size.height * zoom);
      draw_chip (snapshot, widget, &p->chip, p->place.side, &r, zoom);
    }
  for (guint i = 0; i < hd_map_get_n_boxes (map); i++)
    {
      const HdBox *b = hd_map_get_box (map, i);
      HdSide held = hd_campaign_view_get_control (self->view, i);

      if (held != HD_SIDE_NEUTRAL && held != hd_campaign_view_get_home_side (self->view, i))
        hd_board_pieces_control_marker (snapshot, held, origin_x + (b->x - b->width / 2) * zoom,
                                        origin_y + (b->y - b->height / 2) * zoom, zoom);
    }
}

static guint
strength_of (const HdCampaignView *view,
             guint                 id)
{
  g_autoptr(GArray) stands = hd_campaign_view_list_all_stands (view, id);
  guint sp = 0;

  for (guint i = 0; i < stands->len; i++)
    {
      const HdCampaignStand *s = hd_campaign_view_lookup_stand (view, g_array_index (stands, guint, i));
      if (s != NULL)
        sp += s->sp;
    }
  return sp;
}

/* One formation in words: "V Corps (Patterson, 24 SP)", or for a
 * division apart from its corps "1st Division of V Corps (Smith, 8 SP),
 * a garrison". */
static char *
describe_formation (const HdCampaignView      *view,
                    const HdCampaignFormation *f)
{
  const HdCampaignFormation *parent = f->parent != HD_CAMPAIGN_NONE
                                      ? hd_campaign_view_lookup_formation (view, f->parent) : NULL;
  const char *who = f->commander != NULL && *f->commander != '\0' ? f->commander : _("no commander");
  guint sp = strength_of (view, f->id);

  if (hd_formation_kind_is_corps (f->kind))
    /* TRANSLATORS: a corps in a box's description: its name, commander and strength points */
    return g_strdup_printf (_("%1$s (%2$s, %3$u SP)"), f->name, who, sp);
  if (parent != NULL && parent->kind != HD_FORMATION_ARMY)
    /* TRANSLATORS: a division standing apart from its corps (Campaign 6.23): its name, corps, commander and strength points */
    return g_strdup_printf (_("%1$s of %2$s (%3$s, %4$u SP), a garrison"), f->name, parent->name, who, sp);
  /* TRANSLATORS: a division or Siege Train on its own: its name, commander and strength points */
  return g_strdup_printf (_("%1$s (%2$s, %3$u SP)"), f->name, who, sp);
}

static char *
describe_side (const HdCampaignView *view,
               guint                 box,
               HdSide                side)
{
  g_autoptr(GPtrArray) shown = formations_shown (view, box, side);
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_auto(GStrv) all = NULL;
  g_autofree char *list = NULL;

  if (shown->len == 0)
    return NULL;
  for (guint i = 0; i < shown->len; i++)
    {
      g_autofree char *one = describe_formation (view, g_ptr_array_index (shown, i));
      g_strv_builder_add (names, one);
    }
  all = g_strv_builder_end (names);
  /* the formations, one after the other */
  list = g_strjoinv ("; ", all);
  if (side == HD_SIDE_UNION)
    /* TRANSLATORS: the Union's formations in a box, e.g. "2 Union formations: I Corps (McDowell, 24 SP); II Corps (Heintzelman, 22 SP)." */
    return g_strdup_printf (ngettext ("%1$u Union formation: %2$s.", "%1$u Union formations: %2$s.", shown->len),
                            shown->len, list);
  /* TRANSLATORS: the Confederacy's formations in a box */
  return g_strdup_printf (ngettext ("%1$u Confederate formation: %2$s.", "%1$u Confederate formations: %2$s.",
                                    shown->len), shown->len, list);
}

char *
hd_campaign_pieces_describe (const HdCampaignView *view,
                             guint                 box)
{
  g_autoptr(GStrvBuilder) parts = g_strv_builder_new ();
  g_auto(GStrv) all = NULL;
  HdSide held;
  gboolean any = FALSE;

  g_return_val_if_fail (view != NULL, NULL);
  held = hd_campaign_view_get_control (view, box);
  g_strv_builder_add (parts, held == HD_SIDE_UNION ? _("Held by the Union.")
                           : held == HD_SIDE_CONFEDERATE ? _("Held by the Confederacy.")
                           : _("Held by no one (neutral)."));
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      g_autofree char *text = describe_side (view, box, side);
      if (text != NULL)
        {
          g_strv_builder_add (parts, text);
          any = TRUE;
        }
    }
  if (!any)
    g_strv_builder_add (parts, _("No formations."));
  if (hd_campaign_viewer_get_role (hd_campaign_view_get_viewer (view)) != HD_VIEWER_UMPIRE)
    {
      HdSide seat = hd_campaign_viewer_get_side (hd_campaign_view_get_viewer (view));
      const HdCampaignReport *r = hd_campaign_view_get_report (view, seat, box);

      g_autofree char *report = r != NULL ? hd_campaign_view_format_report (view, r) : NULL;

      if (report != NULL)
        g_strv_builder_add (parts, report);
    }
  all = g_strv_builder_end (parts);
  /* the sentences of the description, one after the other */
  return g_strjoinv (" ", all);
}

static char *
describe_layer (guint    box,
                gpointer data)
{
  HdCampaignPieces *self = data;

  return self->view != NULL ? hd_campaign_pieces_describe (self->view, box) : NULL;
}

static const HdBoardLayer layer = { snapshot_layer, describe_layer };

void
hd_campaign_pieces_show (HdCampaignPieces     *self,
                         HdBoardView          *board,
                         const HdCampaignView *view)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (HD_IS_BOARD_VIEW (board));

  self->view = view;
  g_clear_pointer (&self->placed, g_array_unref);   /* laid out again when next drawn */
  hd_board_view_set_layer (board, view != NULL ? &layer : NULL, self);
}
