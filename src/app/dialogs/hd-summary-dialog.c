/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-summary-dialog.c: the game-over summary (a template,
 * hd-summary-dialog.ui).  The history comes from the engine (HdSummary):
 * the rows of its battles and cities are made here, and the chart is
 * drawn here with cairo. */
#define G_LOG_DOMAIN "hd-summary-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-calendar.h"
#include "hd-summary.h"
#include "hd-rule-links.h"
#include "hd-summary-dialog.h"
#include "hd-victory.h"

struct _HdSummaryDialog
{
  AdwWindow  parent_instance;

  /* the template */
  GtkWidget *content;
  GtkLabel  *heading;
  GtkLabel  *how;
  GtkLabel  *level;
  GtkWidget *chart;
  GtkLabel  *battles_heading;
  GtkWidget *battles;
  GtkLabel  *cities_heading;
  GtkWidget *cities;

  HdSummary *summary;
};

G_DEFINE_FINAL_TYPE (HdSummaryDialog, hd_summary_dialog, ADW_TYPE_WINDOW)

static GtkWidget *
label_new (const char *text, const char *css)
{
  GtkWidget *l = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (l), 0);
  gtk_label_set_wrap (GTK_LABEL (l), TRUE);
  if (css != NULL)
    gtk_widget_add_css_class (l, css);
  return l;
}

static void
draw_chart (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  HdSummaryDialog *self = data;
  GArray *turns = self->summary->turns;
  double left = 44, right = 16, top = 12, bottom = 34;
  double w = width - left - right, h = height - top - bottom;
  guint first, last, top_value = 40;
  static const double union_rgb[3] = { 0.12, 0.30, 0.61 }, confederate_rgb[3] = { 0.42, 0.44, 0.48 };

  if (turns->len == 0)
    return;
  first = g_array_index (turns, HdTurnRecord, 0).turn;
  last = MAX (first + 1, g_array_index (turns, HdTurnRecord, turns->len - 1).turn);
  for (guint i = 0; i < turns->len; i++)
    for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
      top_value = MAX (top_value, MAX (g_array_index (turns, HdTurnRecord, i).army_maximum[side],
                                       g_array_index (turns, HdTurnRecord, i).in_play[side]));
  top_value = (top_value + 9) / 10 * 10;

  /* the grid and its labels */
  cairo_set_line_width (cr, 1);
  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, 11);
  for (guint v = 0; v <= top_value; v += 10)
    {
      double y = top + h - h * v / top_value;
      g_autofree char *text = g_strdup_printf ("%u", v);
      cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.35);
      cairo_move_to (cr, left, y);
      cairo_line_to (cr, left + w, y);
      cairo_stroke (cr);
      cairo_set_source_rgba (cr, 0.4, 0.4, 0.4, 1);
      cairo_move_to (cr, 8, y + 4);
      cairo_show_text (cr, text);
    }
  for (guint t = first; t <= last; t++)
    {
      HdGameTurn gt;
      double x = left + w * (t - first) / (last - first);
      if (!hd_calendar_get_turn (MIN (t, HD_EXTENDED_TURNS), &gt) || (gt.first_month != 7 && t != first))
        continue;
      {
        g_autofree char *date = hd_calendar_format (MIN (t, HD_EXTENDED_TURNS));
        cairo_text_extents_t ext;
        cairo_text_extents (cr, date, &ext);
        cairo_set_source_rgba (cr, 0.4, 0.4, 0.4, 1);
        cairo_move_to (cr, CLAMP (x - ext.width / 2, 0, width - ext.width - 2), top + h + 20);
        cairo_show_text (cr, date);
      }
    }
  /* four lines: army maximums solid, units in play dashed */
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    for (guint kind = 0; kind < 2; kind++)
      {
        const double *rgb = side == HD_SIDE_UNION ? union_rgb : confederate_rgb;
        double dash[] = { 6, 4 };
        cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
        cairo_set_line_width (cr, kind == 0 ? 3 : 2);
        cairo_set_dash (cr, dash, kind == 0 ? 0 : 2, 0);
        for (guint i = 0; i < turns->len; i++)
          {
            const HdTurnRecord *r = &g_array_index (turns, HdTurnRecord, i);
            double v = kind == 0 ? r->army_maximum[side] : r->in_play[side];
            double x = left + w * (r->turn - first) / (last - first);
            double y = top + h - h * v / top_value;
            if (i == 0)
              cairo_move_to (cr, x, y);
            else
              cairo_line_to (cr, x, y);
          }
        cairo_stroke (cr);
      }
  cairo_set_dash (cr, NULL, 0, 0);
}

static GtkWidget *
row_new (const char *text)
{
  GtkWidget *row = label_new (text, NULL);

  gtk_widget_set_margin_start (row, 10);
  gtk_widget_set_margin_top (row, 6);
  gtk_widget_set_margin_bottom (row, 6);
  return row;
}

static void
fill_battles (HdSummaryDialog *self, HdMap *map)
{
  HdSummary *sm = self->summary;
  /* TRANSLATORS: heading with a count */
  g_autofree char *h = g_strdup_printf (_("Battles fought: %u"), sm->battles->len);

  gtk_label_set_text (self->battles_heading, h);
  for (guint i = 0; i < sm->battles->len; i++)
    {
      const HdBattleRecord *r = &g_array_index (sm->battles, HdBattleRecord, i);
      g_autofree char *date = hd_calendar_format (r->turn);
      const char *outcome = r->withdrawn ? _("the defending cavalry withdrew")
                          : r->winner == HD_SIDE_NEUTRAL ? _("no winner")
                          : r->retreat ? (r->winner == r->attacker ? _("the attacker won: the defender retreated")
                                                                   : _("the defender won: the attacker retreated"))
                          : r->winner == r->attacker ? _("the attacker won") : _("the defender won");
      /* TRANSLATORS: e.g. "07/1861, Manassas Junction: Union attack, 3 rounds; the attacker won" */
      g_autofree char *text = g_strdup_printf (ngettext ("%s, %s: %s attack, %u round; %s",
                                                         "%s, %s: %s attack, %u rounds; %s", r->rounds),
                                               date, hd_map_get_box (map, r->box)->name,
                                               hd_side_get_name (r->attacker), r->rounds, outcome);
      gtk_list_box_append (GTK_LIST_BOX (self->battles), row_new (text));
    }
  gtk_widget_set_visible (self->battles, sm->battles->len > 0);
}

static void
fill_cities (HdSummaryDialog *self, HdMap *map)
{
  HdSummary *sm = self->summary;
  g_autofree char *h = g_strdup_printf (_("Recruitment cities that changed hands: %u"), sm->cities->len);

  gtk_label_set_text (self->cities_heading, h);
  for (guint i = 0; i < sm->cities->len; i++)
    {
      const HdCityChange *c = &g_array_index (sm->cities, HdCityChange, i);
      g_autofree char *date = hd_calendar_format (c->turn);
      /* TRANSLATORS: e.g. "04/1862, Nashville: from the Confederacy to the Union" */
      g_autofree char *text = c->from == HD_SIDE_NEUTRAL
        ? g_strdup_printf (_("%s, %s: taken by the %s from neutral Kentucky"), date,
                           hd_map_get_box (map, c->box)->name, hd_side_get_noun (c->to))
        : g_strdup_printf (_("%s, %s: from the %s to the %s"), date, hd_map_get_box (map, c->box)->name,
                           hd_side_get_noun (c->from), hd_side_get_noun (c->to));
      gtk_list_box_append (GTK_LIST_BOX (self->cities), row_new (text));
    }
  gtk_widget_set_visible (self->cities, sm->cities->len > 0);
}

static void
fill (HdSummaryDialog *self, HdMap *map)
{
  HdSummary *sm = self->summary;
  const char *heading = sm->winner == HD_SIDE_UNION ? _("The Union won")
                      : sm->winner == HD_SIDE_CONFEDERATE ? _("The Confederacy won")
                      : sm->win != HD_WIN_NONE ? _("A draw") : _("The game so far");

  gtk_label_set_text (self->heading, heading);
  gtk_widget_set_visible (GTK_WIDGET (self->how), sm->win != HD_WIN_NONE);
  if (sm->win != HD_WIN_NONE)
    gtk_label_set_text (self->how, hd_victory_get_label (sm->win));
  gtk_widget_set_visible (GTK_WIDGET (self->level), sm->has_level);
  if (sm->has_level)
    {
      /* TRANSLATORS: the level of 11.3's table, e.g. "Victory level: Union Marginal Victory" */
      g_autofree char *level = g_strdup_printf (_("Victory level: %s"), hd_victory_level_get_label (sm->level));
      gtk_label_set_text (self->level, level);
    }
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->chart), draw_chart, self, NULL);
  if (sm->turns->len > 0)
    {
      const HdTurnRecord *a = &g_array_index (sm->turns, HdTurnRecord, 0);
      const HdTurnRecord *b = &g_array_index (sm->turns, HdTurnRecord, sm->turns->len - 1);
      g_autofree char *a11y = g_strdup_printf (_("Army maximums went from %u to %u for the Union and from %u to %u "
                                                 "for the Confederacy; units in play from %u to %u and from %u to %u."),
                                               a->army_maximum[HD_SIDE_UNION], b->army_maximum[HD_SIDE_UNION],
                                               a->army_maximum[HD_SIDE_CONFEDERATE], b->army_maximum[HD_SIDE_CONFEDERATE],
                                               a->in_play[HD_SIDE_UNION], b->in_play[HD_SIDE_UNION],
                                               a->in_play[HD_SIDE_CONFEDERATE], b->in_play[HD_SIDE_CONFEDERATE]);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->chart), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, a11y, -1);
    }
  fill_battles (self, map);
  fill_cities (self, map);
}

static void
collect (GtkWidget *w, GString *out)
{
  if (!gtk_widget_get_visible (w))
    return;
  if (GTK_IS_LABEL (w))
    {
      g_string_append (out, gtk_label_get_text (GTK_LABEL (w)));
      g_string_append_c (out, '\n');
    }
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect (c, out);
}

char *
hd_summary_dialog_get_text (HdSummaryDialog *self)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (HD_IS_SUMMARY_DIALOG (self), NULL);
  collect (self->content, out);
  return g_string_free (out, FALSE);
}

static void
hd_summary_dialog_finalize (GObject *object)
{
  HdSummaryDialog *self = HD_SUMMARY_DIALOG (object);

  g_clear_pointer (&self->summary, hd_summary_free);
  G_OBJECT_CLASS (hd_summary_dialog_parent_class)->finalize (object);
}

static void
hd_summary_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), HD_TYPE_SUMMARY_DIALOG);
  G_OBJECT_CLASS (hd_summary_dialog_parent_class)->dispose (object);
}

static void
hd_summary_dialog_class_init (HdSummaryDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_summary_dialog_dispose;
  object_class->finalize = hd_summary_dialog_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-summary-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HdSummaryDialog, content);
  gtk_widget_class_bind_template_child (widget_class, HdSummaryDialog, heading);
  gtk_widget_class_bind_template_child (widget_class, HdSummaryDialog, how);
  gtk_widget_class_bind_template_child (widget_class, HdSummaryDialog, level);
  gtk_widget_class_bind_template_child (widget_class, HdSummaryDialog, chart);
  gtk_widget_class_bind_template_child (widget_class, HdSummaryDialog, battles_heading);
  gtk_widget_class_bind_template_child (widget_class, HdSummaryDialog, battles);
  gtk_widget_class_bind_template_child (widget_class, HdSummaryDialog, cities_heading);
  gtk_widget_class_bind_template_child (widget_class, HdSummaryDialog, cities);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hd_summary_dialog_init (HdSummaryDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
hd_summary_dialog_new (GtkWindow *parent,
                       HdGame    *game)
{
  HdSummaryDialog *self = g_object_new (HD_TYPE_SUMMARY_DIALOG, "transient-for", parent, NULL);

  self->summary = hd_summary_new (game);
  fill (self, hd_state_get_map (hd_game_get_state (game)));
  hd_rule_links_apply (GTK_WIDGET (self));
  return GTK_WIDGET (self);
}
