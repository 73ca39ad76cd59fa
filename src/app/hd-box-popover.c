/* hd-box-popover.c: shows what the board says about one box: its state,
 * colour, recruitment shields, port, permanent entrenchment, river sides,
 * and every transportation line out of it with its type and destination. */
#define G_LOG_DOMAIN "hd-box-popover"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "hd-box-popover.h"

struct _HdBoxPopover
{
  GtkPopover   parent_instance;

  GtkLabel    *title;
  GtkLabel    *subtitle;
  GtkGrid     *facts;
  GtkListBox  *lines;

  const HdBox *box;
};

G_DEFINE_FINAL_TYPE (HdBoxPopover, hd_box_popover, GTK_TYPE_POPOVER)

static void
hd_box_popover_class_init (HdBoxPopoverClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-box-popover.ui");
  gtk_widget_class_bind_template_child (widget_class, HdBoxPopover, title);
  gtk_widget_class_bind_template_child (widget_class, HdBoxPopover, subtitle);
  gtk_widget_class_bind_template_child (widget_class, HdBoxPopover, facts);
  gtk_widget_class_bind_template_child (widget_class, HdBoxPopover, lines);
}

static void
hd_box_popover_init (HdBoxPopover *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
hd_box_popover_new (void)
{
  return g_object_new (HD_TYPE_BOX_POPOVER, NULL);
}

static char *
describe_recruitment (const HdBox *box)
{
  if (box->recruit_union && box->recruit_confederate)
    /* TRANSLATORS: recruitment values of a box with both shields (rule 7.0) */
    return g_strdup_printf (_("Union %u, Confederate %u"), box->recruit_union, box->recruit_confederate);
  if (box->recruit_union)
    return g_strdup_printf (_("Union %u"), box->recruit_union);
  if (box->recruit_confederate)
    return g_strdup_printf (_("Confederate %u"), box->recruit_confederate);
  return g_strdup (_("None"));
}

/* A sentence for screen readers and tooltips: the box and its main facts. */
char *
hd_box_describe (HdMap       *map,
                 const HdBox *box)
{
  const char *side = hd_side_get_label (box->side);
  g_autofree char *recruit = describe_recruitment (box);
  GString *s = g_string_new (NULL);

  /* TRANSLATORS: e.g. "Virginia. Confederate (gray box). Recruitment: Confederate 3." */
  g_string_append_printf (s, _("%s. %s. Recruitment: %s."), box->state, side, recruit);
  if (box->port)
    g_string_append_printf (s, " %s", _("Port."));
  if (box->permanent_entrenchment)
    g_string_append_printf (s, " %s", _("Permanent entrenchment."));
  return g_string_free (s, FALSE);
}

static void
add_fact (HdBoxPopover *self,
          int           row,
          const char   *label,
          const char   *value)
{
  GtkWidget *l = gtk_label_new (label);
  GtkWidget *v = gtk_label_new (value);

  gtk_label_set_xalign (GTK_LABEL (l), 0);
  gtk_widget_add_css_class (l, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (v), 0);
  gtk_label_set_wrap (GTK_LABEL (v), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (v), 30);
  gtk_grid_attach (self->facts, l, 0, row, 1, 1);
  gtk_grid_attach (self->facts, v, 1, row, 1, 1);
}

void
hd_box_popover_set_box (HdBoxPopover *self,
                        HdMap        *map,
                        const HdBox  *box)
{
  GtkWidget *child;
  g_autofree char *recruit = NULL;
  int row = 0;

  g_return_if_fail (HD_IS_BOX_POPOVER (self));
  g_return_if_fail (HD_IS_MAP (map));
  g_return_if_fail (box != NULL);

  self->box = box;
  gtk_label_set_label (self->title, box->name);
  gtk_label_set_label (self->subtitle, box->state);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->facts))) != NULL)
    gtk_grid_remove (self->facts, child);
  /* gtk_list_box_remove_all() is GTK 4.12; Debian 12 has 4.8 */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->lines))) != NULL)
    gtk_list_box_remove (self->lines, child);

  recruit = describe_recruitment (box);
  add_fact (self, row++, _("Colour"), hd_side_get_label (box->side));
  add_fact (self, row++, _("Recruitment"), recruit);
  add_fact (self, row++, _("Port"), box->port ? _("Yes: Union sea movement may use it (rule 4.6)") : _("No"));
  add_fact (self, row++, _("Permanent entrenchment"),
            box->permanent_entrenchment ? _("Yes: units that begin a Player Turn here are entrenched (rule 4.3)")
                                        : _("No"));
  if (box->n_river_sides_from > 0)
    {
      g_autoptr(GString) from = g_string_new (NULL);
      for (guint i = 0; i < box->n_river_sides_from; i++)
        {
          if (i > 0)
            g_string_append (from, ", ");
          g_string_append (from, hd_map_get_box (map, box->river_sides_from[i])->name);
        }
      add_fact (self, row++, _("River sides"), from->str);
    }

  for (guint i = 0; i < box->n_lines; i++)
    {
      const HdLine *line = hd_map_get_line (map, box->lines[i]);
      const HdBox *to = hd_map_line_other_end (map, line, box);
      /* TRANSLATORS: a transportation line and where it goes, e.g. "Railroad → Petersburg" */
      g_autofree char *title = g_strdup_printf (_("%s → %s"), hd_line_type_get_label (line->type), to->name);
      GtkWidget *label = gtk_label_new (title);
      GString *detail = g_string_new (NULL);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      if (line->type == HD_LINE_RIVER)
        g_string_append (detail, line->downstream == (int) to->index ? _("Downstream from here") : _("Upstream from here"));
      if (hd_map_crosses_river_side (map, line, box))
        {
          if (detail->len)
            g_string_append (detail, ". ");
          /* TRANSLATORS: %s is a box name; rule 5.34 */
          g_string_append_printf (detail, _("Attacking %s along this line crosses its river side (rule 5.34)"), box->name);
        }
      if (hd_map_crosses_river_side (map, line, to))
        {
          if (detail->len)
            g_string_append (detail, ". ");
          g_string_append_printf (detail, _("Attacking %s along this line crosses its river side (rule 5.34)"), to->name);
        }
      if (detail->len)
        {
          GtkWidget *vbox = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
          GtkWidget *sub = gtk_label_new (detail->str);
          gtk_label_set_xalign (GTK_LABEL (sub), 0);
          gtk_label_set_wrap (GTK_LABEL (sub), TRUE);
          gtk_label_set_max_width_chars (GTK_LABEL (sub), 36);
          gtk_widget_add_css_class (sub, "dim-label");
          gtk_widget_add_css_class (sub, "caption");
          gtk_box_append (GTK_BOX (vbox), label);
          gtk_box_append (GTK_BOX (vbox), sub);
          label = vbox;
        }
      g_string_free (detail, TRUE);
      gtk_widget_set_margin_start (label, 10);
      gtk_widget_set_margin_end (label, 10);
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_set_margin_bottom (label, 6);
      gtk_list_box_append (self->lines, label);
    }
}

const HdBox *
hd_box_popover_get_box (HdBoxPopover *self)
{
  g_return_val_if_fail (HD_IS_BOX_POPOVER (self), NULL);
  return self->box;
}
