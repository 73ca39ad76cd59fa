/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-box-popover.c: shows what the board says about one box: its state,
 * colour, recruitment shields, port, permanent entrenchment, river sides,
 * and every transportation line out of it with its type and destination;
 * the units there and, in edit-board mode, the corrections.
 *
 * A template (hd-box-popover.ui) updated in place: a change to the game
 * (set_state) only relabels, shows and hides, so keyboard focus survives
 * it.  The rows of the unit kinds are made once (one per side, kind and
 * strength); the transportation lines when another box is shown.  Every
 * button is an action of the popover (popover.edit with its correction
 * as target, popover.add, popover.move), enabled in update_actions(). */
#define G_LOG_DOMAIN "hd-box-popover"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "hd-battle.h"
#include "hd-garrison.h"
#include "hd-box-popover.h"
#include "hd-describe.h"
#include "hd-tooltip.h"
#include "hd-rule-links.h"

#define N_STRENGTHS 2   /* full strength, reduced */

/* The row of one kind and strength of a side's units. */
typedef struct {
  GtkWidget *row;
  GtkLabel  *label;
  GtkWidget *flip;
  GtkWidget *remove;
} UnitRow;

struct _HdBoxPopover
{
  GtkPopover     parent_instance;

  /* the template */
  GtkLabel      *title;
  GtkLabel      *subtitle;
  GtkGrid       *facts;
  GtkLabel      *colour_value;
  GtkLabel      *recruit_value;
  GtkLabel      *port_value;
  GtkLabel      *entrenchment_value;
  GtkWidget     *garrison_label;
  GtkLabel      *garrison_value;
  GtkWidget     *rivers_label;
  GtkLabel      *rivers_value;
  GtkListBox    *lines;
  GtkWidget     *pieces;
  GtkLabel      *units_heading;
  GtkLabel      *control_label;
  GtkWidget     *no_units;
  GtkWidget     *union_box;
  GtkLabel      *union_heading;
  GtkWidget     *union_entrench;
  GtkWidget     *union_rows;
  GtkWidget     *confederate_box;
  GtkLabel      *confederate_heading;
  GtkWidget     *confederate_entrench;
  GtkWidget     *confederate_rows;
  GtkWidget     *edit_box;
  GtkDropDown   *add_side;
  GtkDropDown   *add_kind;
  GtkStringList *kinds;
  GtkWidget     *add_button;
  GtkWidget     *move_row;
  GtkDropDown   *move_unit;
  GtkStringList *move_unit_names;
  GtkDropDown   *move_to;
  GtkStringList *move_box_names;
  GtkWidget     *move_button;
  GtkWidget     *control_union;
  GtkWidget     *control_confederate;
  GtkWidget     *control_neutral;

  UnitRow        rows[2][HD_N_KINDS][N_STRENGTHS];   /* Union, Confederate */

  HdMap         *map;
  const HdBox   *box;
  const HdState *state;       /* not owned: the board view's, replaced with it */
  gboolean       editing;
  GArray        *move_units;  /* HdUnit: the kinds of unit here, as move_unit lists them */
  GArray        *move_boxes;  /* guint: box indices, sorted by name, as move_to lists them */
};

enum { EDIT_ACTION, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (HdBoxPopover, hd_box_popover, GTK_TYPE_POPOVER)

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

static int
compare_box_names (gconstpointer a,
                   gconstpointer b,
                   gpointer      map)
{
  return g_utf8_collate (hd_map_get_box (map, *(const guint *) a)->name,
                         hd_map_get_box (map, *(const guint *) b)->name);
}

/* ------------------------------------------------------------ actions */

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

/* popover.add: a unit of the side and kind chosen, put here. */
static void
action_add (GtkWidget  *widget,
            const char *name,
            GVariant   *param)
{
  HdBoxPopover *self = HD_BOX_POPOVER (widget);
  HdAction action = { .type = HD_ACTION_ADD_UNIT };

  action.box = self->box->index;
  action.side = gtk_drop_down_get_selected (self->add_side) == 0 ? HD_SIDE_UNION : HD_SIDE_CONFEDERATE;
  action.kind = (HdUnitKind) gtk_drop_down_get_selected (self->add_kind);
  emit_action (self, &action);
}

/* popover.move: one unit of the kind chosen moved to the box chosen. */
static void
action_move (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  HdBoxPopover *self = HD_BOX_POPOVER (widget);
  guint u = gtk_drop_down_get_selected (self->move_unit);
  guint b = gtk_drop_down_get_selected (self->move_to);
  HdAction action = { .type = HD_ACTION_MOVE_UNIT };
  const HdUnit *unit;

  if (u >= self->move_units->len || b >= self->move_boxes->len)
    return;
  unit = &g_array_index (self->move_units, HdUnit, u);
  action.box = self->box->index;
  action.to = g_array_index (self->move_boxes, guint, b);
  action.side = unit->side;
  action.kind = unit->kind;
  action.reduced = unit->reduced;
  emit_action (self, &action);
}

/* Which buttons may be used now: one place. */
static void
update_actions (HdBoxPopover *self)
{
  gboolean editing = self->editing && self->state != NULL && self->box != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "popover.edit", editing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "popover.add", editing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "popover.move", editing && self->move_units->len > 0);
}

static void
set_edit_target (GtkWidget    *button,
                 HdActionType  type,
                 HdSide        side,
                 HdUnitKind    kind,
                 gboolean      reduced,
                 gboolean      flag)
{
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "(iiibb)", (gint32) type, (gint32) side, (gint32) kind,
                                    reduced, flag);
}

/* ------------------------------------------------------------- the units */

static void
set_tooltip (GtkWidget *button, const char *tooltip)
{
  hd_tooltip_set_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
}

/* A button of popover.edit for the correction @type of @side's units
 * of @kind, @reduced. */
static GtkWidget *
edit_button_new (const char   *label,
                 const char   *tooltip,
                 HdActionType  type,
                 HdSide        side,
                 HdUnitKind    kind,
                 gboolean      reduced)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  set_tooltip (button, tooltip);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "small-button");
  set_edit_target (button, type, side, kind, reduced, FALSE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "popover.edit");
  return button;
}

/* The rows of @side's units, one per kind and strength, made once with
 * the corrections they offer (rule 5.1). */
static void
make_rows (HdBoxPopover *self, HdSide side, GtkWidget *into)
{
  for (HdUnitKind kind = 0; kind < HD_N_KINDS; kind++)
    for (int r = 0; r < N_STRENGTHS; r++)
      {
        UnitRow *row = &self->rows[side == HD_SIDE_UNION ? 0 : 1][kind][r];

        row->row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
        row->label = GTK_LABEL (gtk_label_new (NULL));
        gtk_label_set_xalign (row->label, 0);
        gtk_widget_set_hexpand (GTK_WIDGET (row->label), TRUE);
        row->flip = edit_button_new (r ? _("Restore") : _("Reduce"),
                                     r ? _("Flip one of these to its full-strength side (rule 5.1)")
                                       : _("Flip one of these to its reduced side (rule 5.1)"),
                                     HD_ACTION_FLIP_UNIT, side, kind, r);
        row->remove = edit_button_new (_("Remove"), _("Take one of these off the board"),
                                       HD_ACTION_REMOVE_UNIT, side, kind, r);
        gtk_box_append (GTK_BOX (row->row), GTK_WIDGET (row->label));
        gtk_box_append (GTK_BOX (row->row), row->flip);
        gtk_box_append (GTK_BOX (row->row), row->remove);
        gtk_box_append (GTK_BOX (into), row->row);
      }
}

/* @side's units here: the heading, its entrenchment's correction, a row a
 * kind and strength present. */
static void
show_side (HdBoxPopover *self,
           HdSide        side,
           GtkWidget    *box,
           GtkLabel     *heading,
           GtkWidget    *entrench)
{
  guint count[HD_N_KINDS][N_STRENGTHS] = { { 0 } };
  gboolean entrenched = FALSE, any = FALSE;

  for (guint i = 0; i < hd_state_get_n_units (self->state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (self->state, i);
      if (bu->box != self->box->index || bu->unit.side != side)
        continue;
      count[bu->unit.kind][bu->unit.reduced ? 1 : 0]++;
      entrenched |= bu->unit.entrenched;
      any = TRUE;
    }
  gtk_widget_set_visible (box, any);
  /* every row and button hidden that stands for nothing here */
  gtk_widget_set_visible (entrench, self->editing && any);
  for (HdUnitKind kind = 0; kind < HD_N_KINDS; kind++)
    for (int r = 0; r < N_STRENGTHS; r++)
      {
        UnitRow *row = &self->rows[side == HD_SIDE_UNION ? 0 : 1][kind][r];
        gtk_widget_set_visible (row->row, count[kind][r] > 0);
        gtk_widget_set_visible (row->flip, self->editing && count[kind][r] > 0);
        gtk_widget_set_visible (row->remove, self->editing && count[kind][r] > 0);
      }
  if (!any)
    return;
  gtk_label_set_label (heading, entrenched ? (side == HD_SIDE_UNION ? _("Union units, entrenched")
                                                                    : _("Confederate units, entrenched"))
                                           : (side == HD_SIDE_UNION ? _("Union units") : _("Confederate units")));
  gtk_button_set_label (GTK_BUTTON (entrench), entrenched ? _("Leave Entrenchment") : _("Entrench"));
  set_tooltip (entrench, entrenched ? _("Take away this side's Entrenchment marker here (rule 4.3)")
                                    : _("Put this side's units here under an Entrenchment marker (rule 4.3)"));
  set_edit_target (entrench, HD_ACTION_SET_ENTRENCHED, side, HD_KIND_MI, FALSE, !entrenched);

  for (HdUnitKind kind = 0; kind < HD_N_KINDS; kind++)
    for (int r = 0; r < N_STRENGTHS; r++)
      {
        UnitRow *row = &self->rows[side == HD_SIDE_UNION ? 0 : 1][kind][r];
        g_autofree char *text = NULL;

        if (count[kind][r] == 0)
          continue;
        /* TRANSLATORS: units in a box, e.g. "2 × Veteran Infantry (Vi)" or "1 × Militia Infantry (Mi), reduced" */
        text = r ? g_strdup_printf (_("%u × %s (%s), reduced"), count[kind][r], hd_unit_kind_get_label (kind),
                                    hd_unit_kind_get_code (kind))
                 : g_strdup_printf (_("%u × %s (%s)"), count[kind][r], hd_unit_kind_get_label (kind),
                                    hd_unit_kind_get_code (kind));
        gtk_label_set_label (row->label, text);
      }
}

/* The kinds of unit here, for moving one anywhere: a correction, so no
 * movement rule applies beyond the box being another one (4.0).  The
 * drop-down's list changes only when the kinds do. */
static void
show_move_units (HdBoxPopover *self)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) units = g_array_new (FALSE, FALSE, sizeof (HdUnit));
  gboolean same;

  for (guint i = 0; i < hd_state_get_n_units (self->state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (self->state, i);
      gboolean seen = FALSE;

      if (bu->box != self->box->index)
        continue;
      for (guint j = 0; j < units->len && !seen; j++)
        {
          const HdUnit *u = &g_array_index (units, HdUnit, j);
          seen = u->side == bu->unit.side && u->kind == bu->unit.kind && u->reduced == bu->unit.reduced;
        }
      if (seen)
        continue;
      g_array_append_val (units, bu->unit);
      g_ptr_array_add (names, bu->unit.reduced
                                /* TRANSLATORS: a unit to move, e.g. "Union Veteran Infantry (reduced)" */
                                ? g_strdup_printf (_("%s %s (reduced)"), hd_side_get_name (bu->unit.side),
                                                   hd_unit_kind_get_label (bu->unit.kind))
                                /* TRANSLATORS: a unit to move: side (%1$s), kind (%2$s), "Union Veteran Infantry" */
                                : g_strdup_printf (C_("unit to move", "%1$s %2$s"), hd_side_get_name (bu->unit.side),
                                                   hd_unit_kind_get_label (bu->unit.kind)));
    }
  g_ptr_array_add (names, NULL);
  same = units->len == self->move_units->len;
  for (guint j = 0; j < units->len && same; j++)
    {
      const HdUnit *a = &g_array_index (units, HdUnit, j), *b = &g_array_index (self->move_units, HdUnit, j);
      same = a->side == b->side && a->kind == b->kind && a->reduced == b->reduced;
    }
  if (!same)
    {
      guint chosen = gtk_drop_down_get_selected (self->move_unit), keep = 0;

      /* the kind chosen stays chosen while it is here */
      for (guint j = 0; j < units->len && chosen < self->move_units->len; j++)
        {
          const HdUnit *a = &g_array_index (units, HdUnit, j);
          const HdUnit *b = &g_array_index (self->move_units, HdUnit, chosen);
          if (a->side == b->side && a->kind == b->kind && a->reduced == b->reduced)
            keep = j;
        }
      g_array_set_size (self->move_units, 0);
      g_array_append_vals (self->move_units, units->data, units->len);
      gtk_string_list_splice (self->move_unit_names, 0,
                              g_list_model_get_n_items (G_LIST_MODEL (self->move_unit_names)),
                              (const char * const *) names->pdata);
      if (units->len > 0)
        gtk_drop_down_set_selected (self->move_unit, keep);
    }
  gtk_widget_set_visible (self->move_row, units->len > 0);
}

/* The corrections of edit-board mode: add, move, and who controls the
 * box (the side that does not, rule 8.0; no one again, only on a neutral
 * box someone controls). */
static void
show_edit_controls (HdBoxPopover *self)
{
  HdSide controller = hd_state_get_controller (self->state, self->box->index);

  gtk_widget_set_visible (self->edit_box, self->editing);
  if (!self->editing)
    return;
  show_move_units (self);
  gtk_widget_set_visible (self->control_union, controller != HD_SIDE_UNION);
  set_edit_target (self->control_union, HD_ACTION_SET_CONTROL, HD_SIDE_UNION, HD_KIND_MI, FALSE,
                   self->box->side != HD_SIDE_UNION);
  gtk_widget_set_visible (self->control_confederate, controller != HD_SIDE_CONFEDERATE);
  set_edit_target (self->control_confederate, HD_ACTION_SET_CONTROL, HD_SIDE_CONFEDERATE, HD_KIND_MI, FALSE,
                   self->box->side != HD_SIDE_CONFEDERATE);
  gtk_widget_set_visible (self->control_neutral,
                          self->box->side == HD_SIDE_NEUTRAL && controller != HD_SIDE_NEUTRAL);
}

/* The box's coastal garrison (Advanced 5.0), as the engine says it
 * stands; nothing shown where there is none. */
static void
show_garrison (HdBoxPopover *self)
{
  HdGarrisonStanding g = self->state != NULL ? hd_garrison_get_standing (self->state, self->box->index)
                                             : HD_GARRISON_NONE;
  const char *text = NULL;

  switch (g)
    {
    case HD_GARRISON_NOT_HELD:
      /* TRANSLATORS: the state of a port's coastal garrison (Advanced 5.0) */
      text = _("None while the city is not Confederate (Advanced 5.0)");
      break;
    case HD_GARRISON_WHOLE:
      text = _("Whole: it meets naval invasions with the city's value, entrenched (Advanced 5.0)");
      break;
    case HD_GARRISON_HIT:
      text = _("Hit once (Advanced 5.0)");
      break;
    case HD_GARRISON_DESTROYED:
      text = _("Destroyed: raised again when a Confederate Player Turn begins with the city "
               "Confederate (Advanced 5.0)");
      break;
    case HD_GARRISON_NONE:
    default:
      break;
    }
  gtk_widget_set_visible (self->garrison_label, text != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->garrison_value), text != NULL);
  if (text != NULL)
    hd_rule_links_set_text (self->garrison_value, text);
}

static GtkWidget *
focus_of (HdBoxPopover *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self)) ? focus : NULL;
}

/* The first widget of the popover, in the order Tab visits them, that
 * can take keyboard focus now. */
static GtkWidget *
first_focusable (GtkWidget *widget)
{
  if (!gtk_widget_get_mapped (widget) || !gtk_widget_is_sensitive (widget) || !gtk_widget_get_can_focus (widget))
    return NULL;
  if (gtk_widget_get_focusable (widget) && !GTK_IS_POPOVER (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = first_focusable (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The button that takes keyboard focus from @had, a unit's or a control
 * button the change hid: its row's other strength, the other control
 * buttons; NULL for any other. */
static GtkWidget *
sibling_of (HdBoxPopover *self, GtkWidget *had)
{
  GtkWidget *controls[] = { self->control_union, self->control_confederate, self->control_neutral };

  for (int s = 0; s < 2; s++)
    for (HdUnitKind kind = 0; kind < HD_N_KINDS; kind++)
      for (int r = 0; r < N_STRENGTHS; r++)
        {
          UnitRow *row = &self->rows[s][kind][r], *other = &self->rows[s][kind][!r];
          if ((had == row->flip || had == row->remove) && gtk_widget_is_visible (other->flip))
            return had == row->flip ? other->flip : other->remove;
        }
  for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
    if (had == controls[i])
      for (guint j = 0; j < G_N_ELEMENTS (controls); j++)
        if (j != i && gtk_widget_is_visible (controls[j]))
          return controls[j];
  return NULL;
}

/* Keyboard focus on a widget the change hid (the last unit of its kind
 * and strength flipped or gone, a side given control, edit-board mode
 * left) goes to its sibling, or to Add, or to the popover's first
 * focusable widget: never out of the popover. */
static void
keep_focus (HdBoxPopover *self, GtkWidget *had)
{
  GtkWidget *to;

  if (had == NULL || gtk_widget_is_visible (had) || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  to = sibling_of (self, had);
  if (to == NULL && gtk_widget_is_visible (self->add_button))
    to = self->add_button;
  if (to == NULL)
    to = first_focusable (GTK_WIDGET (self));
  if (to != NULL)
    gtk_widget_grab_focus (to);
}

static void update_now (HdBoxPopover *self);

/* Shows the game as it is now, changing only what changed; focus stays. */
static void
update (HdBoxPopover *self)
{
  GtkWidget *had = focus_of (self);

  update_now (self);
  keep_focus (self, had);
}

static void
update_now (HdBoxPopover *self)
{
  HdSide controller;
  g_autofree char *control = NULL;

  gtk_widget_set_visible (self->pieces, self->state != NULL && self->box != NULL);
  if (self->box == NULL)
    {
      update_actions (self);
      return;
    }
  show_garrison (self);
  if (self->state == NULL)
    {
      update_actions (self);
      return;
    }
  gtk_label_set_label (self->units_heading, self->editing ? _("Units — editing the board") : _("Units"));
  controller = hd_state_get_controller (self->state, self->box->index);
  /* TRANSLATORS: who controls a box (rule 8.0), e.g. "Controlled by: Union (Control marker)" */
  control = hd_state_has_control_marker (self->state, self->box->index)
              ? g_strdup_printf (_("Controlled by: %s (Control marker)"), side_name (controller))
              : g_strdup_printf (_("Controlled by: %s"), side_name (controller));
  gtk_label_set_label (self->control_label, control);
  gtk_widget_set_visible (self->no_units,
                          hd_state_count_units_at (self->state, self->box->index, HD_SIDE_UNION) +
                          hd_state_count_units_at (self->state, self->box->index, HD_SIDE_CONFEDERATE) == 0);
  show_side (self, HD_SIDE_UNION, self->union_box, self->union_heading, self->union_entrench);
  show_side (self, HD_SIDE_CONFEDERATE, self->confederate_box, self->confederate_heading, self->confederate_entrench);
  show_edit_controls (self);
  update_actions (self);
}

/* ------------------------------------------------------------- the box */

static GtkWidget *
line_row_new (HdMap *map, const HdBox *box, const HdLine *line)
{
  const HdBox *to = hd_map_line_other_end (map, line, box);
  /* TRANSLATORS: a transportation line and where it goes, e.g. "Railroad → Petersburg" */
  g_autofree char *title = g_strdup_printf (_("%s → %s"), hd_line_type_get_label (line->type), to->name);
  GtkWidget *label = gtk_label_new (title);
  g_autoptr(GString) detail = g_string_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  /* whole sentences, one after the other */
  if (line->type == HD_LINE_RIVER)
    g_string_append (detail, line->downstream == (int) to->index ? _("Downstream from here.") : _("Upstream from here."));
  if (hd_map_crosses_river_side (map, line, box))
    {
      if (detail->len)
        g_string_append_c (detail, ' ');
      /* TRANSLATORS: %s is a box name; rule 5.34 */
      g_string_append_printf (detail, _("Attacking %s along this line crosses its river side (rule 5.34)."), box->name);
    }
  if (hd_map_crosses_river_side (map, line, to))
    {
      if (detail->len)
        g_string_append_c (detail, ' ');
      g_string_append_printf (detail, _("Attacking %s along this line crosses its river side (rule 5.34)."), to->name);
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
  gtk_widget_set_margin_start (label, 10);
  gtk_widget_set_margin_end (label, 10);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  return label;
}

/* What never changes for a box: its facts, its lines, the boxes a unit
 * could be moved to; set once a box. */
static void
show_box (HdBoxPopover *self)
{
  const HdBox *box = self->box;
  g_autofree char *recruit = hd_describe_box_recruitment (box);
  g_autoptr(GPtrArray) box_names = g_ptr_array_new ();
  GtkWidget *child;

  gtk_label_set_label (self->title, box->name);
  gtk_label_set_label (self->subtitle, box->state);
  hd_rule_links_set_text (self->colour_value, hd_side_get_label (box->side));
  hd_rule_links_set_text (self->recruit_value, recruit);
  hd_rule_links_set_text (self->port_value, box->port ? _("Yes: Union sea movement may use it (rule 4.6)") : _("No"));
  hd_rule_links_set_text (self->entrenchment_value,
                          box->permanent_entrenchment
                            ? _("Yes: units that begin a Player Turn here are entrenched (rule 4.3)") : _("No"));
  gtk_widget_set_visible (self->rivers_label, box->n_river_sides_from > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->rivers_value), box->n_river_sides_from > 0);
  if (box->n_river_sides_from > 0)
    {
      g_autoptr(GString) from = g_string_new (NULL);
      for (guint i = 0; i < box->n_river_sides_from; i++)
        g_string_append_printf (from, "%s%s", i > 0 ? ", " : "", hd_map_get_box (self->map, box->river_sides_from[i])->name);
      hd_rule_links_set_text (self->rivers_value, from->str);
    }

  /* gtk_list_box_remove_all() is GTK 4.12; Debian 12 has 4.8 */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->lines))) != NULL)
    gtk_list_box_remove (self->lines, child);
  for (guint i = 0; i < box->n_lines; i++)
    gtk_list_box_append (self->lines, line_row_new (self->map, box, hd_map_get_line (self->map, box->lines[i])));

  g_array_set_size (self->move_boxes, 0);
  for (guint i = 0; i < hd_map_get_n_boxes (self->map); i++)
    if (i != box->index)
      g_array_append_val (self->move_boxes, i);
  g_array_sort_with_data (self->move_boxes, compare_box_names, self->map);
  for (guint i = 0; i < self->move_boxes->len; i++)
    g_ptr_array_add (box_names, (gpointer) hd_map_get_box (self->map, g_array_index (self->move_boxes, guint, i))->name);
  g_ptr_array_add (box_names, NULL);
  gtk_string_list_splice (self->move_box_names, 0, g_list_model_get_n_items (G_LIST_MODEL (self->move_box_names)),
                          (const char * const *) box_names->pdata);
  g_array_set_size (self->move_units, 0);   /* the kinds here, anew */
  gtk_string_list_splice (self->move_unit_names, 0, g_list_model_get_n_items (G_LIST_MODEL (self->move_unit_names)),
                          NULL);
}

void
hd_box_popover_set_state (HdBoxPopover  *self,
                          const HdState *state,
                          gboolean       editing)
{
  g_return_if_fail (HD_IS_BOX_POPOVER (self));

  self->state = state;
  self->editing = editing && state != NULL;
  update (self);
}

void
hd_box_popover_set_box (HdBoxPopover *self,
                        HdMap        *map,
                        const HdBox  *box)
{
  g_return_if_fail (HD_IS_BOX_POPOVER (self));
  g_return_if_fail (HD_IS_MAP (map));
  g_return_if_fail (box != NULL);

  if (self->map != map || self->box != box)
    {
      self->map = map;
      self->box = box;
      show_box (self);
    }
  update (self);
}

const HdBox *
hd_box_popover_get_box (HdBoxPopover *self)
{
  g_return_val_if_fail (HD_IS_BOX_POPOVER (self), NULL);
  return self->box;
}

/* ------------------------------------------------------------ the class */

static void
hd_box_popover_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), HD_TYPE_BOX_POPOVER);
  G_OBJECT_CLASS (hd_box_popover_parent_class)->dispose (object);
}

static void
hd_box_popover_finalize (GObject *object)
{
  HdBoxPopover *self = HD_BOX_POPOVER (object);

  g_array_unref (self->move_units);
  g_array_unref (self->move_boxes);
  G_OBJECT_CLASS (hd_box_popover_parent_class)->finalize (object);
}

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, HdBoxPopover, name)

static void
hd_box_popover_class_init (HdBoxPopoverClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = hd_box_popover_dispose;
  G_OBJECT_CLASS (klass)->finalize = hd_box_popover_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-box-popover.ui");
  BIND (title);
  BIND (subtitle);
  BIND (facts);
  BIND (colour_value);
  BIND (recruit_value);
  BIND (port_value);
  BIND (entrenchment_value);
  BIND (garrison_label);
  BIND (garrison_value);
  BIND (rivers_label);
  BIND (rivers_value);
  BIND (lines);
  BIND (pieces);
  BIND (units_heading);
  BIND (control_label);
  BIND (no_units);
  BIND (union_box);
  BIND (union_heading);
  BIND (union_entrench);
  BIND (union_rows);
  BIND (confederate_box);
  BIND (confederate_heading);
  BIND (confederate_entrench);
  BIND (confederate_rows);
  BIND (edit_box);
  BIND (add_side);
  BIND (add_kind);
  BIND (kinds);
  BIND (add_button);
  BIND (move_row);
  BIND (move_unit);
  BIND (move_unit_names);
  BIND (move_to);
  BIND (move_box_names);
  BIND (move_button);
  BIND (control_union);
  BIND (control_confederate);
  BIND (control_neutral);
  gtk_widget_class_install_action (widget_class, "popover.edit", "(iiibb)", action_edit);
  gtk_widget_class_install_action (widget_class, "popover.add", NULL, action_add);
  gtk_widget_class_install_action (widget_class, "popover.move", NULL, action_move);

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
  for (HdUnitKind k = 0; k < HD_N_KINDS; k++)
    gtk_string_list_append (self->kinds, hd_unit_kind_get_label (k));
  make_rows (self, HD_SIDE_UNION, self->union_rows);
  make_rows (self, HD_SIDE_CONFEDERATE, self->confederate_rows);
  /* their corrections, set with the box and the state (a target first:
   * popover.edit takes one) */
  set_edit_target (self->union_entrench, HD_ACTION_SET_ENTRENCHED, HD_SIDE_UNION, HD_KIND_MI, FALSE, TRUE);
  set_edit_target (self->confederate_entrench, HD_ACTION_SET_ENTRENCHED, HD_SIDE_CONFEDERATE, HD_KIND_MI, FALSE, TRUE);
  set_edit_target (self->control_union, HD_ACTION_SET_CONTROL, HD_SIDE_UNION, HD_KIND_MI, FALSE, FALSE);
  set_edit_target (self->control_confederate, HD_ACTION_SET_CONTROL, HD_SIDE_CONFEDERATE, HD_KIND_MI, FALSE, FALSE);
  set_edit_target (self->control_neutral, HD_ACTION_SET_CONTROL, HD_SIDE_NEUTRAL, HD_KIND_MI, FALSE, FALSE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->union_entrench), "popover.edit");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->confederate_entrench), "popover.edit");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->control_union), "popover.edit");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->control_confederate), "popover.edit");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->control_neutral), "popover.edit");
  update (self);
}

GtkWidget *
hd_box_popover_new (void)
{
  return g_object_new (HD_TYPE_BOX_POPOVER, NULL);
}
