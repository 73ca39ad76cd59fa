/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-box-popover.c: shows what the board says about one box: its state,
 * colour, recruitment shields, port, permanent entrenchment, river sides,
 * and every transportation line out of it with its type and destination. */
#define G_LOG_DOMAIN "hd-box-popover"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "hd-battle.h"
#include "hd-box-popover.h"
#include "hd-rule-links.h"

struct _HdBoxPopover
{
  GtkPopover   parent_instance;

  GtkLabel    *title;
  GtkLabel    *subtitle;
  GtkGrid     *facts;
  GtkListBox  *lines;
  GtkWidget   *pieces;

  HdMap       *map;
  const HdBox *box;
  const HdState *state;  /* not owned: the board view's, replaced with it */
  gboolean     editing;
  GtkWidget   *add_side;
  GtkWidget   *add_kind;
  GtkWidget   *move_unit;   /* drop-down over move_units */
  GtkWidget   *move_to;     /* drop-down over move_boxes */
  GArray      *move_units;  /* HdUnit: the kinds of unit here */
  GArray      *move_boxes;  /* guint: box indices, sorted by name */
};

enum { EDIT_ACTION, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (HdBoxPopover, hd_box_popover, GTK_TYPE_POPOVER)

static void
hd_box_popover_finalize (GObject *object)
{
  HdBoxPopover *self = HD_BOX_POPOVER (object);

  g_array_unref (self->move_units);
  g_array_unref (self->move_boxes);
  G_OBJECT_CLASS (hd_box_popover_parent_class)->finalize (object);
}

static void action_edit (GtkWidget *widget, const char *name, GVariant *param);

static void
hd_box_popover_class_init (HdBoxPopoverClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = hd_box_popover_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-box-popover.ui");
  gtk_widget_class_bind_template_child (widget_class, HdBoxPopover, title);
  gtk_widget_class_bind_template_child (widget_class, HdBoxPopover, subtitle);
  gtk_widget_class_bind_template_child (widget_class, HdBoxPopover, facts);
  gtk_widget_class_bind_template_child (widget_class, HdBoxPopover, lines);
  gtk_widget_class_bind_template_child (widget_class, HdBoxPopover, pieces);
  gtk_widget_class_install_action (widget_class, "popover.edit", "(iiibb)", action_edit);

  /**
   * HdBoxPopover::edit-action:
   * @action: (type gpointer): the HdAction asked for, valid during emission
   *
   * In edit-board mode, a correction the players asked for: the window
   * applies it to the game (which may refuse it, with the rule).
   */
  signals[EDIT_ACTION] = g_signal_new ("edit-action", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
hd_box_popover_init (HdBoxPopover *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->move_units = g_array_new (FALSE, FALSE, sizeof (HdUnit));
  self->move_boxes = g_array_new (FALSE, FALSE, sizeof (guint));
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
  GtkWidget *v = gtk_label_new (NULL);

  hd_rule_links_set_text (GTK_LABEL (v), value);
  gtk_label_set_xalign (GTK_LABEL (l), 0);
  gtk_widget_add_css_class (l, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (v), 0);
  gtk_label_set_wrap (GTK_LABEL (v), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (v), 30);
  gtk_grid_attach (self->facts, l, 0, row, 1, 1);
  gtk_grid_attach (self->facts, v, 1, row, 1, 1);
}

/* ------------------------------------------------------ units and edits */

static void
emit_action (HdBoxPopover   *self,
             const HdAction *action)
{
  g_signal_emit (self, signals[EDIT_ACTION], 0, action);
}

/* popover.edit ((iiibb)): the correction a button stands for, in this
 * box: its action type, side, kind, reduced and flag. */
static void
action_edit (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  HdBoxPopover *self = HD_BOX_POPOVER (widget);
  HdAction action = { 0 };
  gint32 type, side, kind;

  g_variant_get (param, "(iiibb)", &type, &side, &kind, &action.reduced, &action.flag);
  action.type = (HdActionType) type;
  action.side = (HdSide) side;
  action.kind = (HdUnitKind) kind;
  action.box = self->box->index;
  emit_action (self, &action);
}

static GtkWidget *
edit_button_new (HdBoxPopover *self,
                 const char   *label,
                 const char   *tooltip,
                 HdActionType  type,
                 HdSide        side,
                 HdUnitKind    kind,
                 gboolean      reduced,
                 gboolean      flag)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "small-button");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "(iiibb)", (gint32) type, (gint32) side, (gint32) kind,
                                    reduced, flag);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "popover.edit");
  return button;
}

static void
add_clicked (GtkButton    *button,
             HdBoxPopover *self)
{
  HdAction action = { 0 };

  action.type = HD_ACTION_ADD_UNIT;
  action.box = self->box->index;
  action.side = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->add_side)) == 0 ? HD_SIDE_UNION
                                                                                 : HD_SIDE_CONFEDERATE;
  action.kind = (HdUnitKind) gtk_drop_down_get_selected (GTK_DROP_DOWN (self->add_kind));
  emit_action (self, &action);
}

static const char *
side_name (HdSide side)
{
  switch (side)
    {
    case HD_SIDE_UNION: return _("Union");
    case HD_SIDE_CONFEDERATE: return _("Confederacy");
    default: return _("No one (neutral)");
    }
}

static void
fill_side (HdBoxPopover *self,
           HdSide        side)
{
  guint count[HD_N_KINDS][2] = { { 0 } };
  gboolean entrenched = FALSE, any = FALSE;
  GtkWidget *heading_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *heading;

  for (guint i = 0; i < hd_state_get_n_units (self->state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (self->state, i);
      if (bu->box != self->box->index || bu->unit.side != side)
        continue;
      count[bu->unit.kind][bu->unit.reduced ? 1 : 0]++;
      entrenched |= bu->unit.entrenched;
      any = TRUE;
    }
  if (!any)
    return;

  heading = gtk_label_new (entrenched ? (side == HD_SIDE_UNION ? _("Union units, entrenched")
                                                               : _("Confederate units, entrenched"))
                                      : (side == HD_SIDE_UNION ? _("Union units") : _("Confederate units")));
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_set_hexpand (heading, TRUE);
  gtk_widget_add_css_class (heading, "dim-label");
  gtk_box_append (GTK_BOX (heading_row), heading);
  if (self->editing)
    gtk_box_append (GTK_BOX (heading_row),
                    edit_button_new (self, entrenched ? _("Leave Entrenchment") : _("Entrench"),
                                     entrenched ? _("Take away this side's Entrenchment marker here (rule 4.3)")
                                                : _("Put this side's units here under an Entrenchment marker (rule 4.3)"),
                                     HD_ACTION_SET_ENTRENCHED, side, HD_KIND_MI, FALSE, !entrenched));
  gtk_box_append (GTK_BOX (self->pieces), heading_row);

  for (HdUnitKind kind = 0; kind < HD_N_KINDS; kind++)
    for (int r = 0; r < 2; r++)
      {
        GtkWidget *row;
        GtkWidget *label;
        g_autofree char *text = NULL;

        if (count[kind][r] == 0)
          continue;
        /* TRANSLATORS: units in a box, e.g. "2 × Veteran Infantry (Vi)" or "1 × Militia Infantry (Mi), reduced" */
        text = r ? g_strdup_printf (_("%u × %s (%s), reduced"), count[kind][r], hd_unit_kind_get_label (kind),
                                    hd_unit_kind_get_code (kind))
                 : g_strdup_printf (_("%u × %s (%s)"), count[kind][r], hd_unit_kind_get_label (kind),
                                    hd_unit_kind_get_code (kind));
        row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
        label = gtk_label_new (text);
        gtk_label_set_xalign (GTK_LABEL (label), 0);
        gtk_widget_set_hexpand (label, TRUE);
        gtk_box_append (GTK_BOX (row), label);
        if (self->editing)
          {
            gtk_box_append (GTK_BOX (row),
                            edit_button_new (self, r ? _("Restore") : _("Reduce"),
                                             r ? _("Flip one of these to its full-strength side (rule 5.1)")
                                               : _("Flip one of these to its reduced side (rule 5.1)"),
                                             HD_ACTION_FLIP_UNIT, side, kind, r, FALSE));
            gtk_box_append (GTK_BOX (row),
                            edit_button_new (self, _("Remove"), _("Take one of these off the board"),
                                             HD_ACTION_REMOVE_UNIT, side, kind, r, FALSE));
          }
        gtk_box_append (GTK_BOX (self->pieces), row);
      }
}

static void
move_clicked (GtkButton    *button,
              HdBoxPopover *self)
{
  guint u = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->move_unit));
  guint b = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->move_to));
  HdAction action = { 0 };
  const HdUnit *unit;

  if (u >= self->move_units->len || b >= self->move_boxes->len)
    return;
  unit = &g_array_index (self->move_units, HdUnit, u);
  action.type = HD_ACTION_MOVE_UNIT;
  action.box = self->box->index;
  action.to = g_array_index (self->move_boxes, guint, b);
  action.side = unit->side;
  action.kind = unit->kind;
  action.reduced = unit->reduced;
  emit_action (self, &action);
}

static int
compare_box_names (gconstpointer a,
                   gconstpointer b,
                   gpointer      map)
{
  return g_utf8_collate (hd_map_get_box (map, *(const guint *) a)->name,
                         hd_map_get_box (map, *(const guint *) b)->name);
}

/* Moving one unit anywhere: a correction, so no movement rule applies
 * beyond the box being another one (4.0). */
static void
fill_move_controls (HdBoxPopover *self)
{
  g_autoptr(GPtrArray) unit_names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) box_names = g_ptr_array_new ();
  GtkWidget *row, *label, *button;
  GtkExpression *expression;

  g_array_set_size (self->move_units, 0);
  for (guint i = 0; i < hd_state_get_n_units (self->state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (self->state, i);
      gboolean seen = FALSE;

      if (bu->box != self->box->index)
        continue;
      for (guint j = 0; j < self->move_units->len && !seen; j++)
        {
          const HdUnit *u = &g_array_index (self->move_units, HdUnit, j);
          seen = u->side == bu->unit.side && u->kind == bu->unit.kind && u->reduced == bu->unit.reduced;
        }
      if (seen)
        continue;
      g_array_append_val (self->move_units, bu->unit);
      /* TRANSLATORS: a unit to move, e.g. "Union Veteran Infantry (reduced)" */
      g_ptr_array_add (unit_names, bu->unit.reduced
                                     ? g_strdup_printf (_("%s %s (reduced)"), hd_side_get_name (bu->unit.side),
                                                        hd_unit_kind_get_label (bu->unit.kind))
                                     : g_strdup_printf (_("%s %s"), hd_side_get_name (bu->unit.side),
                                                        hd_unit_kind_get_label (bu->unit.kind)));
    }
  self->move_unit = self->move_to = NULL;
  if (self->move_units->len == 0)
    return;
  g_ptr_array_add (unit_names, NULL);

  g_array_set_size (self->move_boxes, 0);
  for (guint i = 0; i < hd_map_get_n_boxes (self->map); i++)
    if (i != self->box->index)
      g_array_append_val (self->move_boxes, i);
  g_array_sort_with_data (self->move_boxes, compare_box_names, self->map);
  for (guint i = 0; i < self->move_boxes->len; i++)
    g_ptr_array_add (box_names, (gpointer) hd_map_get_box (self->map, g_array_index (self->move_boxes, guint, i))->name);
  g_ptr_array_add (box_names, NULL);

  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  label = gtk_label_new (_("Move"));
  self->move_unit = gtk_drop_down_new_from_strings ((const char * const *) unit_names->pdata);
  self->move_to = gtk_drop_down_new_from_strings ((const char * const *) box_names->pdata);
  expression = gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string");
  gtk_drop_down_set_expression (GTK_DROP_DOWN (self->move_to), expression);
  gtk_expression_unref (expression);
  gtk_drop_down_set_enable_search (GTK_DROP_DOWN (self->move_to), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->move_unit), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Unit to move"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->move_to), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Box to move it to"), -1);
  button = gtk_button_new_with_mnemonic (_("_Move"));
  gtk_widget_set_tooltip_text (button, _("Move one such unit to the chosen box"));
  g_signal_connect (button, "clicked", G_CALLBACK (move_clicked), self);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), self->move_unit);
  gtk_box_append (GTK_BOX (row), self->move_to);
  gtk_box_append (GTK_BOX (row), button);
  gtk_box_append (GTK_BOX (self->pieces), row);
}

static void
fill_edit_controls (HdBoxPopover *self)
{
  static const char *sides[] = { N_("Union"), N_("Confederate"), NULL };
  const char *kinds[HD_N_KINDS + 1];
  const char *side_labels[3];
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *add = gtk_button_new_with_mnemonic (_("_Add"));
  GtkWidget *control = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *control_label = gtk_label_new (_("Give control to"));

  for (HdUnitKind k = 0; k < HD_N_KINDS; k++)
    kinds[k] = hd_unit_kind_get_label (k);
  kinds[HD_N_KINDS] = NULL;
  side_labels[0] = _(sides[0]);
  side_labels[1] = _(sides[1]);
  side_labels[2] = NULL;

  self->add_side = gtk_drop_down_new_from_strings (side_labels);
  self->add_kind = gtk_drop_down_new_from_strings (kinds);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->add_side), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Side of the unit to add"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->add_kind), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Kind of unit to add"), -1);
  gtk_widget_set_tooltip_text (add, _("Put a unit of this side and kind here (the counter mix is the limit)"));
  g_signal_connect (add, "clicked", G_CALLBACK (add_clicked), self);
  gtk_box_append (GTK_BOX (row), self->add_side);
  gtk_box_append (GTK_BOX (row), self->add_kind);
  gtk_box_append (GTK_BOX (row), add);
  gtk_box_append (GTK_BOX (self->pieces), row);

  fill_move_controls (self);

  gtk_label_set_xalign (GTK_LABEL (control_label), 0);
  gtk_widget_set_hexpand (control_label, TRUE);
  gtk_box_append (GTK_BOX (control), control_label);
  for (HdSide side = HD_SIDE_UNION; side < HD_N_SIDES; side++)
    {
      GtkWidget *b;
      if (side == HD_SIDE_NEUTRAL && self->box->side != HD_SIDE_NEUTRAL)
        continue;
      if (side == hd_state_get_controller (self->state, self->box->index))
        continue;
      b = edit_button_new (self, side == HD_SIDE_UNION ? _("Union") : side == HD_SIDE_CONFEDERATE ? _("Confederacy")
                                                                                                  : _("Neutral"),
                           _("Change who controls this box; a Control marker shows it when that is not "
                             "the box's own colour (rule 8.0)"),
                           HD_ACTION_SET_CONTROL, side, HD_KIND_MI, FALSE, side != self->box->side);
      gtk_box_append (GTK_BOX (control), b);
    }
  gtk_box_append (GTK_BOX (self->pieces), control);
}

static void
fill_pieces (HdBoxPopover *self)
{
  GtkWidget *child;
  GtkWidget *heading;
  g_autofree char *control = NULL;
  HdSide controller;

  while ((child = gtk_widget_get_first_child (self->pieces)) != NULL)
    gtk_box_remove (GTK_BOX (self->pieces), child);
  self->add_side = self->add_kind = NULL;
  gtk_widget_set_visible (self->pieces, self->state != NULL && self->box != NULL);
  if (self->state == NULL || self->box == NULL)
    return;

  heading = gtk_label_new (self->editing ? _("Units — editing the board") : _("Units"));
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (self->pieces), heading);

  controller = hd_state_get_controller (self->state, self->box->index);
  /* TRANSLATORS: who controls a box (rule 8.0), e.g. "Controlled by: Union (Control marker)" */
  control = hd_state_has_control_marker (self->state, self->box->index)
              ? g_strdup_printf (_("Controlled by: %s (Control marker)"), side_name (controller))
              : g_strdup_printf (_("Controlled by: %s"), side_name (controller));
  child = gtk_label_new (control);
  gtk_label_set_xalign (GTK_LABEL (child), 0);
  gtk_box_append (GTK_BOX (self->pieces), child);

  if (hd_state_count_units_at (self->state, self->box->index, HD_SIDE_UNION) +
      hd_state_count_units_at (self->state, self->box->index, HD_SIDE_CONFEDERATE) == 0)
    {
      child = gtk_label_new (_("No units here."));
      gtk_label_set_xalign (GTK_LABEL (child), 0);
      gtk_widget_add_css_class (child, "dim-label");
      gtk_box_append (GTK_BOX (self->pieces), child);
    }
  fill_side (self, HD_SIDE_UNION);
  fill_side (self, HD_SIDE_CONFEDERATE);
  if (self->editing)
    fill_edit_controls (self);
}

void
hd_box_popover_set_state (HdBoxPopover  *self,
                          const HdState *state,
                          gboolean       editing)
{
  g_return_if_fail (HD_IS_BOX_POPOVER (self));

  self->state = state;
  self->editing = editing && state != NULL;
  if (self->box != NULL)
    fill_pieces (self);
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

  self->map = map;
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
  if (self->state != NULL && hd_state_has_option (self->state, "advanced-5.0") && box->port &&
      box->recruit_confederate > 0)
    {
      guint g = hd_battle_get_garrison (self->state, box->index);
      /* TRANSLATORS: the state of a port's coastal garrison (Advanced 5.0) */
      add_fact (self, row++, _("Coastal garrison"),
                hd_state_get_controller (self->state, box->index) != HD_SIDE_CONFEDERATE
                  ? _("None while the city is not Confederate (Advanced 5.0)")
                : g == 2 ? _("Whole: it meets naval invasions with the city's value, entrenched (Advanced 5.0)")
                : g == 1 ? _("Hit once (Advanced 5.0)")
                : _("Destroyed: raised again when a Confederate Player Turn begins with the city Confederate "
                    "(Advanced 5.0)"));
    }
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
          GtkWidget *sub = gtk_label_new (NULL);
          hd_rule_links_set_text (GTK_LABEL (sub), detail->str);
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
  fill_pieces (self);
}

const HdBox *
hd_box_popover_get_box (HdBoxPopover *self)
{
  g_return_val_if_fail (HD_IS_BOX_POPOVER (self), NULL);
  return self->box;
}
