/* hd-movement-panel.c: the Movement Segment's controls.  The engine
 * (hd-movement) answers every question: which boxes the ticked units can
 * reach, why not elsewhere, whether they may entrench; this panel only asks,
 * shows, and turns the players' choices into actions of the game. */
#define G_LOG_DOMAIN "hd-movement-panel"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "hd-movement.h"
#include "hd-movement-panel.h"
#include "hd-segment-panel.h"
#include "hd-panel-util.h"

struct _HdMovementPanel
{
  GtkWidget    parent_instance;

  GtkWidget   *content;
  GtkWidget   *marches_box;  /* die entry or marches left */
  GtkWidget   *units_box;    /* the chosen box's units */
  GtkWidget   *actions_box;  /* modes, entrench, the destination */
  GtkWidget   *move_button;

  HdGame      *game;
  gulong       changed_id;
  HdBoardView *board;
  int          selected;     /* the box marching, or -1 */
  int          target;       /* the destination chosen, or -1 */
  HdMoveMode   mode;
  GArray      *unticked;     /* guint unit indices left out of the march */
  gboolean     busy;         /* applying several actions: refresh once at the end */
};

static void segment_panel_init (HdSegmentPanelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (HdMovementPanel, hd_movement_panel, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (HD_TYPE_SEGMENT_PANEL, segment_panel_init))


static void refresh (HdMovementPanel *self);
static void refresh_actions (HdMovementPanel *self);

static const HdState *
state_of (HdMovementPanel *self)
{
  return self->game != NULL ? hd_game_get_state (self->game) : NULL;
}

static gboolean
active (HdMovementPanel *self)
{
  const HdState *s = state_of (self);

  return s != NULL && !hd_state_is_over (s) && hd_state_get_segment (s) == HD_SEGMENT_MOVEMENT;
}

static void
refuse (HdMovementPanel *self, const char *message)
{
  hd_segment_panel_refused (HD_SEGMENT_PANEL (self), message);
}


static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
}

static gboolean
is_unticked (HdMovementPanel *self, guint index)
{
  for (guint i = 0; i < self->unticked->len; i++)
    if (g_array_index (self->unticked, guint, i) == index)
      return TRUE;
  return FALSE;
}

/* Can this unit do anything in the current mode? */
static gboolean
unit_can_go (HdMovementPanel *self, guint index)
{
  const HdState *s = state_of (self);

  if (self->mode == HD_MOVE_BY_LAND)
    {
      g_autoptr(GArray) routes = hd_movement_unit_routes (s, index);
      return routes->len > 0;
    }
  else
    {
      g_autoptr(GArray) ports = hd_movement_sea_destinations (s, index, self->mode == HD_MOVE_INVASION);
      return ports->len > 0;
    }
}

/* The player's units in the chosen box that go with the march. */
static GArray *
chosen_units (HdMovementPanel *self)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));
  const HdState *s = state_of (self);

  if (s == NULL || self->selected < 0)
    return out;
  for (guint i = 0; i < hd_state_get_n_units (s); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (s, i);
      if (bu->box == (guint) self->selected && bu->unit.side == hd_state_get_player (s) && !is_unticked (self, i) &&
          unit_can_go (self, i))
        g_array_append_val (out, i);
    }
  return out;
}

/* Per box: where the ticked units can all go (HD_MARK_*). */
static guint8 *
compute_marks (HdMovementPanel *self)
{
  const HdState *s = state_of (self);
  HdMap *map = hd_state_get_map (s);
  guint n = hd_map_get_n_boxes (map);
  guint8 *marks = g_new0 (guint8, n);
  g_autoptr(GArray) units = chosen_units (self);

  if (units->len == 0)
    return marks;
  if (self->mode == HD_MOVE_BY_LAND)
    {
      g_autoptr(GArray) dests = hd_movement_destinations (s, (guint *) units->data, units->len);
      for (guint i = 0; i < dests->len; i++)
        {
          const HdDestination *d = &g_array_index (dests, HdDestination, i);
          marks[d->to] = d->battle ? HD_MARK_BATTLE : HD_MARK_DESTINATION;
        }
    }
  else
    {
      g_autofree guint *count = g_new0 (guint, n);
      HdSide enemy = hd_side_get_enemy (hd_state_get_player (s));

      for (guint u = 0; u < units->len; u++)
        {
          g_autoptr(GArray) ports = hd_movement_sea_destinations (s, g_array_index (units, guint, u),
                                                                  self->mode == HD_MOVE_INVASION);
          for (guint i = 0; i < ports->len; i++)
            count[g_array_index (ports, guint, i)]++;
        }
      for (guint b = 0; b < n; b++)
        if (count[b] == units->len)
          marks[b] = hd_state_count_units_at (s, b, enemy) > 0 ? HD_MARK_BATTLE : HD_MARK_DESTINATION;
    }
  if (self->target >= 0 && (guint) self->target < n)
    {
      if (marks[self->target] == HD_MARK_NONE)
        self->target = -1;
      else
        marks[self->target] = HD_MARK_TARGET;
    }
  return marks;
}

static void
update_marks (HdMovementPanel *self)
{
  g_autofree guint8 *marks = NULL;

  if (self->board == NULL)
    return;
  if (!active (self) || self->selected < 0)
    {
      hd_board_view_set_marks (self->board, -1, NULL);
      return;
    }
  marks = compute_marks (self);
  hd_board_view_set_marks (self->board, self->selected, marks);
}

/* ------------------------------------------------------------- actions */

static gboolean
apply (HdMovementPanel *self, const HdAction *action)
{
  g_autoptr(GError) error = NULL;

  if (!hd_game_apply (self->game, action, &error))
    {
      refuse (self, error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
hd_movement_panel_enter_die (HdMovementPanel *self,
                             guint            die)
{
  HdAction a = { .type = HD_ACTION_ROLL_MARCHES, .die = die };

  g_return_val_if_fail (HD_IS_MOVEMENT_PANEL (self), FALSE);
  if (self->game == NULL)
    return FALSE;
  return apply (self, &a);
}

gboolean
hd_movement_panel_needs_die (HdMovementPanel *self)
{
  const HdState *s = state_of (self);

  g_return_val_if_fail (HD_IS_MOVEMENT_PANEL (self), FALSE);
  return active (self) && hd_state_get_marches (s) == 0 && hd_state_get_march_die (s) == 0;
}

gboolean
hd_movement_panel_confirm (HdMovementPanel *self)
{
  const HdState *s;
  g_autoptr(GArray) units = NULL;
  g_autoptr(GArray) kinds = g_array_new (FALSE, FALSE, sizeof (HdUnit));
  guint from, to;
  HdSide side;
  gboolean ok = TRUE;

  g_return_val_if_fail (HD_IS_MOVEMENT_PANEL (self), FALSE);
  if (!active (self) || self->selected < 0 || self->target < 0)
    return FALSE;
  s = state_of (self);
  units = chosen_units (self);
  for (guint i = 0; i < units->len; i++)
    g_array_append_val (kinds, hd_state_get_unit (s, g_array_index (units, guint, i))->unit);
  from = (guint) self->selected;
  to = (guint) self->target;
  side = hd_state_get_player (s);

  /* one action per unit, each checked against the state it meets */
  self->busy = TRUE;
  for (guint i = 0; i < kinds->len && ok; i++)
    {
      const HdUnit *u = &g_array_index (kinds, HdUnit, i);
      HdAction a = { 0 };
      g_autoptr(GError) error = NULL;
      int index;

      s = state_of (self);
      a.box = from;
      a.to = to;
      a.side = side;
      a.kind = u->kind;
      a.reduced = u->reduced;
      if (self->mode == HD_MOVE_BY_LAND)
        {
          HdRoute route;

          index = hd_movement_pick_unit (s, from, side, u->kind, u->reduced, FALSE);
          if (index < 0 || !hd_movement_find_route (s, (guint) index, to, &route, &error))
            {
              refuse (self, error != NULL ? error->message : _("That unit is no longer there."));
              ok = FALSE;
              break;
            }
          a.type = HD_ACTION_MARCH_MOVE;
          a.n_steps = route.n_steps;
          memcpy (a.lines, route.lines, sizeof a.lines);
        }
      else
        {
          a.type = HD_ACTION_SEA_MOVE;
          a.flag = self->mode == HD_MOVE_INVASION;
        }
      ok = apply (self, &a);
    }
  self->busy = FALSE;
  self->target = -1;
  g_array_set_size (self->unticked, 0);
  if (ok)
    self->mode = HD_MOVE_BY_LAND;
  refresh (self);
  return ok;
}

gboolean
hd_movement_panel_entrench (HdMovementPanel *self)
{
  HdAction a = { .type = HD_ACTION_DIG_IN };

  g_return_val_if_fail (HD_IS_MOVEMENT_PANEL (self), FALSE);
  if (!active (self) || self->selected < 0)
    return FALSE;
  a.box = (guint) self->selected;
  return apply (self, &a);
}

void
hd_movement_panel_clear (HdMovementPanel *self)
{
  g_return_if_fail (HD_IS_MOVEMENT_PANEL (self));
  self->selected = -1;
  self->target = -1;
  self->mode = HD_MOVE_BY_LAND;
  g_array_set_size (self->unticked, 0);
  refresh (self);
}

void
hd_movement_panel_set_mode (HdMovementPanel *self,
                            HdMoveMode       mode)
{
  g_return_if_fail (HD_IS_MOVEMENT_PANEL (self));
  if (self->mode == mode)
    return;
  self->mode = mode;
  self->target = -1;
  g_array_set_size (self->unticked, 0);
  refresh (self);
}

void
hd_movement_panel_set_unit_chosen (HdMovementPanel *self,
                                   guint            index,
                                   gboolean         chosen)
{
  g_return_if_fail (HD_IS_MOVEMENT_PANEL (self));
  if (chosen)
    {
      for (guint i = 0; i < self->unticked->len; i++)
        if (g_array_index (self->unticked, guint, i) == index)
          g_array_remove_index (self->unticked, i--);
    }
  else if (!is_unticked (self, index))
    g_array_append_val (self->unticked, index);
  refresh_actions (self);
}

int
hd_movement_panel_get_selected_box (HdMovementPanel *self)
{
  g_return_val_if_fail (HD_IS_MOVEMENT_PANEL (self), -1);
  return self->selected;
}

int
hd_movement_panel_get_target (HdMovementPanel *self)
{
  g_return_val_if_fail (HD_IS_MOVEMENT_PANEL (self), -1);
  return self->target;
}

/* ------------------------------------------------------ from the board */

gboolean
hd_movement_panel_choose_box (HdMovementPanel *self,
                              guint            box)
{
  const HdState *s;
  const guint8 *marks;

  g_return_val_if_fail (HD_IS_MOVEMENT_PANEL (self), FALSE);
  if (!active (self))
    return FALSE;
  s = state_of (self);
  marks = self->board != NULL ? hd_board_view_get_marks (self->board) : NULL;
  if (self->selected >= 0 && (int) box != self->selected && marks != NULL && marks[box] != HD_MARK_NONE)
    {
      self->target = (int) box;
      refresh_actions (self);
      if (self->move_button != NULL)
        gtk_widget_grab_focus (self->move_button);
      return TRUE;
    }
  if (hd_state_count_units_at (s, box, hd_state_get_player (s)) > 0)
    {
      if ((int) box != self->selected)
        {
          self->selected = (int) box;
          self->target = -1;
          self->mode = HD_MOVE_BY_LAND;
          g_array_set_size (self->unticked, 0);
        }
      refresh (self);
      return TRUE;
    }
  if (self->selected >= 0)
    {
      g_autofree char *why = hd_movement_panel_explain (self, box);
      refuse (self, why != NULL ? why : _("The chosen units cannot go there."));
      return TRUE;
    }
  return FALSE;
}

char *
hd_movement_panel_explain (HdMovementPanel *self,
                           guint            box)
{
  const HdState *s;
  g_autoptr(GArray) units = NULL;
  const guint8 *marks;

  g_return_val_if_fail (HD_IS_MOVEMENT_PANEL (self), NULL);
  if (!active (self) || self->selected < 0 || (int) box == self->selected)
    return NULL;
  s = state_of (self);
  marks = self->board != NULL ? hd_board_view_get_marks (self->board) : NULL;
  if (marks != NULL && marks[box] != HD_MARK_NONE)
    return g_strdup (marks[box] == HD_MARK_BATTLE ? _("The chosen units can go here: enemy units, so a battle.")
                                                  : _("The chosen units can go here."));
  units = chosen_units (self);
  if (units->len == 0)
    return g_strdup (_("No unit chosen can march now."));
  for (guint i = 0; i < units->len; i++)
    {
      g_autoptr(GError) error = NULL;
      guint index = g_array_index (units, guint, i);
      gboolean ok = self->mode == HD_MOVE_BY_LAND
                      ? hd_movement_find_route (s, index, box, NULL, &error)
                      : hd_movement_check_sea (s, index, box, self->mode == HD_MOVE_INVASION, &error);
      if (!ok)
        {
          /* TRANSLATORS: a unit, then why it may not go to a box */
          return g_strdup_printf (_("Not for the %s: %s"), hd_unit_kind_get_label (hd_state_get_unit (s, index)->unit.kind),
                                  error->message);
        }
    }
  return g_strdup (_("Each chosen unit could go here, but not all of them in one march along one route."));
}

/* ---------------------------------------------------------------- view */

static char *
pips (guint used)
{
  /* like the play tip's counters turned 90 degrees a march (4.0) */
  return g_strdup_printf ("%s%s", used >= 1 ? "●" : "○", used >= 2 ? "●" : "○");
}

static void
die_given (gpointer panel, guint die)
{
  hd_movement_panel_enter_die (HD_MOVEMENT_PANEL (panel), die);
}

static void
fill_marches (HdMovementPanel *self)
{
  const HdState *s = state_of (self);
  guint left = hd_state_get_marches_left (s), total = hd_state_get_marches (s);

  clear_box (self->marches_box);
  if (hd_movement_panel_needs_die (self))
    {
      hd_panel_add_die_row (self->marches_box, _("Type the die you rolled for marches (keys 1 to 6):"), die_given,
                            self);
      return;
    }
  {
    GString *dots = g_string_new (NULL);
    g_autofree char *text = NULL;

    for (guint i = 0; i < total; i++)
      g_string_append (dots, i < total - left ? "●" : "○");
    /* TRANSLATORS: marches left this segment (4.0), then dots for used and left */
    text = g_strdup_printf (ngettext ("%u of %u march left  %s", "%u of %u marches left  %s", total), left, total,
                            dots->str);
    gtk_box_append (GTK_BOX (self->marches_box), hd_panel_label_new (text, "heading"));
    g_string_free (dots, TRUE);
  }
  if (hd_state_get_march_die (s) == 6 && hd_state_get_player (s) == HD_SIDE_UNION)
    gtk_box_append (GTK_BOX (self->marches_box),
                    hd_panel_label_new (_("A 6: units that began the segment in Washington may make naval invasions (rule 4.7)."),
                               "dim-label"));
  else if (hd_state_get_march_die (s) == 1)
    gtk_box_append (GTK_BOX (self->marches_box), hd_panel_label_new (_("A 1 counts as two marches (rule 4.0)."), "dim-label"));
}

static void
recover_clicked (GtkButton *button, HdMovementPanel *self)
{
  HdAction a = { .type = HD_ACTION_RECOVER };

  a.unit = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "unit-id"));
  apply (self, &a);
}

static void
unit_toggled (GtkCheckButton *check, HdMovementPanel *self)
{
  hd_movement_panel_set_unit_chosen (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (check), "unit")),
                                     gtk_check_button_get_active (check));
}

static void
fill_units (HdMovementPanel *self)
{
  const HdState *s = state_of (self);
  HdMap *map = hd_state_get_map (s);
  g_autofree char *title = NULL;

  clear_box (self->units_box);
  if (hd_movement_panel_needs_die (self))
    return;
  if (self->selected < 0)
    {
      gtk_box_append (GTK_BOX (self->units_box),
                      hd_panel_label_new (_("Choose a box holding your units on the board: click it, or reach it with the "
                                   "arrow keys and press Enter."), "dim-label"));
      return;
    }
  /* TRANSLATORS: the box a march starts from */
  title = g_strdup_printf (_("March from %s"), hd_map_get_box (map, (guint) self->selected)->name);
  gtk_box_append (GTK_BOX (self->units_box), hd_panel_label_new (title, "heading"));
  for (guint i = 0; i < hd_state_get_n_units (s); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (s, i);
      g_autofree char *marks = NULL;
      g_autofree char *text = NULL;
      GtkWidget *check;
      gboolean can;
      g_autoptr(GError) why = NULL;

      if (bu->box != (guint) self->selected || bu->unit.side != hd_state_get_player (s))
        continue;
      marks = pips (bu->move.marches);
      /* TRANSLATORS: a unit, its code, the marches it used as dots, and notes */
      text = g_strdup_printf (_("%s (%s%s)  %s%s%s"), hd_unit_kind_get_label (bu->unit.kind),
                              hd_unit_kind_get_code (bu->unit.kind), bu->unit.reduced ? _(", reduced") : "", marks,
                              bu->unit.entrenched ? _("  entrenched") : "",
                              bu->move.by_sea ? (bu->move.invaded ? _("  invaded") : _("  sailed")) : "");
      check = gtk_check_button_new_with_label (text);
      can = unit_can_go (self, i);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), can && !is_unticked (self, i));
      gtk_widget_set_sensitive (check, can);
      if (!can)
        {
          /* why not: the engine says (4.0, 4.6...) */
          if (self->mode == HD_MOVE_BY_LAND)
            hd_movement_check_unit (s, i, &why);
          gtk_widget_set_tooltip_text (check, why != NULL ? why->message
                                              : _("This unit has nowhere to go this way now: every route out is "
                                                  "closed to it."));
          if (why != NULL)
            gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                            why->message, -1);
        }
      g_object_set_data (G_OBJECT (check), "unit", GUINT_TO_POINTER (i));
      g_signal_connect (check, "toggled", G_CALLBACK (unit_toggled), self);
      gtk_box_append (GTK_BOX (self->units_box), check);
      /* optional rule 5.71: a march may recover a reduced unit */
      if (bu->unit.reduced && hd_state_has_option (s, "5.71"))
        {
          GtkWidget *recover = gtk_button_new_with_label (_("Recover It (1 march, rule 5.71)"));
          HdAction a = { .type = HD_ACTION_RECOVER, .unit = bu->id };
          g_autoptr(GError) no = NULL;

          if (!hd_action_check (s, &a, &no))
            {
              gtk_widget_set_sensitive (recover, FALSE);
              gtk_widget_set_tooltip_text (recover, no->message);
            }
          g_object_set_data (G_OBJECT (recover), "unit-id", GUINT_TO_POINTER (bu->id));
          g_signal_connect (recover, "clicked", G_CALLBACK (recover_clicked), self);
          gtk_widget_set_margin_start (recover, 28);
          gtk_box_append (GTK_BOX (self->units_box), recover);
        }
    }
}

static void
mode_clicked (GtkToggleButton *button, HdMovementPanel *self)
{
  if (gtk_toggle_button_get_active (button))
    hd_movement_panel_set_mode (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "mode")));
}

static gboolean
any_can (HdMovementPanel *self, HdMoveMode mode)
{
  const HdState *s = state_of (self);

  for (guint i = 0; i < hd_state_get_n_units (s); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (s, i);
      if (bu->box == (guint) self->selected && bu->unit.side == hd_state_get_player (s))
        {
          g_autoptr(GArray) ports = hd_movement_sea_destinations (s, i, mode == HD_MOVE_INVASION);
          if (ports->len > 0)
            return TRUE;
        }
    }
  return FALSE;
}

static char *
describe_target (HdMovementPanel *self, guint n_units)
{
  const HdState *s = state_of (self);
  HdMap *map = hd_state_get_map (s);
  const char *to = hd_map_get_box (map, (guint) self->target)->name;
  gboolean battle = hd_board_view_get_marks (self->board) != NULL &&
                    hd_board_view_get_marks (self->board)[self->target] == HD_MARK_BATTLE;
  guint cost = self->mode == HD_MOVE_BY_LAND ? (hd_state_get_active_box (s) == (guint) self->selected ? 0 : 1)
                                             : n_units;
  g_autofree char *what = NULL;

  /* TRANSLATORS: "3 units to Petersburg" */
  what = g_strdup_printf (ngettext ("%u unit to %s", "%u units to %s", n_units), n_units, to);
  if (self->mode == HD_MOVE_BY_LAND)
    return g_strdup_printf ("%s. %s%s", what,
                            cost == 0 ? _("Part of the current march.") : _("Starts a new march (1 march)."),
                            battle ? _(" Enemy units are there: they stop and fight.") : "");
  return g_strdup_printf ("%s. %s%s", what,
                          self->mode == HD_MOVE_INVASION ? _("Naval invasion: one march a unit (rule 4.7).")
                                                         : _("By sea: one march a unit (rule 4.6)."),
                          battle ? _(" Enemy units are there: a battle.") : "");
}

static void
new_march_clicked (HdMovementPanel *self)
{
  HdAction a = { .type = HD_ACTION_MARCH };

  a.box = (guint) self->selected;
  apply (self, &a);
}

static void
confirm_clicked (HdMovementPanel *self)
{
  hd_movement_panel_confirm (self);
}

static void
cancel_target (HdMovementPanel *self)
{
  self->target = -1;
  refresh_actions (self);
}

static void
refresh_actions (HdMovementPanel *self)
{
  const HdState *s = state_of (self);
  g_autoptr(GArray) units = NULL;

  clear_box (self->actions_box);
  self->move_button = NULL;
  update_marks (self);
  if (!active (self) || self->selected < 0 || hd_movement_panel_needs_die (self))
    return;
  units = chosen_units (self);

  /* by land, by sea, naval invasion (4.0, 4.6, 4.7) */
  if (hd_state_get_player (s) == HD_SIDE_UNION &&
      (any_can (self, HD_MOVE_BY_SEA) || any_can (self, HD_MOVE_INVASION) || self->mode != HD_MOVE_BY_LAND))
    {
      static const char *labels[] = { N_("By Land"), N_("By Sea"), N_("Invasion") };
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      GtkWidget *first = NULL;

      gtk_widget_add_css_class (row, "linked");
      for (HdMoveMode m = HD_MOVE_BY_LAND; m <= HD_MOVE_INVASION; m++)
        {
          GtkWidget *b = gtk_toggle_button_new_with_label (_(labels[m]));
          if (m != HD_MOVE_BY_LAND && !any_can (self, m))
            gtk_widget_set_sensitive (b, FALSE);
          if (first == NULL)
            first = b;
          else
            gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (b), GTK_TOGGLE_BUTTON (first));
          gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (b), m == self->mode);
          g_object_set_data (G_OBJECT (b), "mode", GINT_TO_POINTER (m));
          g_signal_connect (b, "toggled", G_CALLBACK (mode_clicked), self);
          gtk_widget_set_hexpand (b, TRUE);
          gtk_box_append (GTK_BOX (row), b);
        }
      gtk_box_append (GTK_BOX (self->actions_box), row);
    }

  if (self->target >= 0)
    {
      g_autofree char *text = describe_target (self, units->len);
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));

      gtk_box_append (GTK_BOX (self->actions_box), hd_panel_label_new (text, NULL));
      self->move_button = gtk_button_new_with_mnemonic (self->mode == HD_MOVE_BY_LAND ? _("_Move")
                                                        : self->mode == HD_MOVE_BY_SEA ? _("_Sail") : _("_Invade"));
      gtk_widget_add_css_class (self->move_button, "suggested-action");
      gtk_widget_set_hexpand (self->move_button, TRUE);
      g_signal_connect_swapped (self->move_button, "clicked", G_CALLBACK (confirm_clicked), self);
      g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (cancel_target), self);
      gtk_box_append (GTK_BOX (row), self->move_button);
      gtk_box_append (GTK_BOX (row), cancel);
      gtk_box_append (GTK_BOX (self->actions_box), row);
    }
  else if (units->len > 0)
    gtk_box_append (GTK_BOX (self->actions_box),
                    hd_panel_label_new (self->mode == HD_MOVE_BY_LAND
                                 ? _("The lit boxes are where the ticked units can go together: green to move, red to "
                                     "attack. Choose one. Point at any other box to see why not.")
                                 : _("The lit ports are where the ticked units can sail. Choose one."),
                               "dim-label"));
  else
    gtk_box_append (GTK_BOX (self->actions_box), hd_panel_label_new (_("No ticked unit can go anywhere this way."), "dim-label"));

  /* entrench (4.3): the button says whether the units here may */
  {
    const HdBox *b = hd_map_get_box (hd_state_get_map (s), (guint) self->selected);
    HdAction a = { .type = HD_ACTION_DIG_IN, .box = (guint) self->selected };
    g_autoptr(GError) why = NULL;
    gboolean city = b->recruit_union > 0 || b->recruit_confederate > 0;
    GtkWidget *dig = gtk_button_new_with_mnemonic (city ? _("_Entrench Here (1 march)")
                                                        : _("_Entrench Here (2 marches this segment)"));

    if (!hd_action_check (s, &a, &why))
      {
        gtk_widget_set_sensitive (dig, FALSE);
        gtk_widget_set_tooltip_text (dig, why->message);
      }
    else
      gtk_widget_set_tooltip_text (dig, _("The units here that have not moved entrench with this march (rule 4.3)."));
    g_signal_connect_swapped (dig, "clicked", G_CALLBACK (hd_movement_panel_entrench), self);
    gtk_box_append (GTK_BOX (self->actions_box), dig);
  }
  /* units left behind by the current march here may go with a new one */
  if (hd_movement_new_march_helps (s, (guint) self->selected))
    {
      GtkWidget *again = gtk_button_new_with_mnemonic (_("Start a _New March Here"));
      gtk_widget_set_tooltip_text (again, _("The units that entrenched with the current march may move with a "
                                            "new one (1 march)"));
      g_signal_connect_swapped (again, "clicked", G_CALLBACK (new_march_clicked), self);
      gtk_box_append (GTK_BOX (self->actions_box), again);
    }
  {
    GtkWidget *done = gtk_button_new_with_mnemonic (_("_Done with This Box"));
    g_signal_connect_swapped (done, "clicked", G_CALLBACK (hd_movement_panel_clear), self);
    gtk_box_append (GTK_BOX (self->actions_box), done);
  }
}

static void
refresh (HdMovementPanel *self)
{
  const HdState *s = state_of (self);

  if (self->busy)
    return;
  gtk_widget_set_visible (GTK_WIDGET (self), active (self));
  if (!active (self))
    {
      self->selected = -1;
      self->target = -1;
      update_marks (self);
      return;
    }
  /* a box left empty of the player's units is no longer chosen */
  if (self->selected >= 0 && hd_state_count_units_at (s, (guint) self->selected, hd_state_get_player (s)) == 0)
    {
      self->selected = -1;
      self->target = -1;
    }
  fill_marches (self);
  fill_units (self);
  refresh_actions (self);
}

static void
game_changed (HdMovementPanel *self)
{
  g_array_set_size (self->unticked, 0);
  refresh (self);
}

void
hd_movement_panel_set_game (HdMovementPanel *self,
                            HdGame          *game,
                            HdBoardView     *board)
{
  g_return_if_fail (HD_IS_MOVEMENT_PANEL (self));

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  g_set_object (&self->board, board);
  self->selected = -1;
  self->target = -1;
  self->mode = HD_MOVE_BY_LAND;
  g_array_set_size (self->unticked, 0);
  if (game != NULL)
    self->changed_id = g_signal_connect_swapped (game, "changed", G_CALLBACK (game_changed), self);
  refresh (self);
}

static void
hd_movement_panel_dispose (GObject *object)
{
  HdMovementPanel *self = HD_MOVEMENT_PANEL (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  g_clear_object (&self->board);
  g_clear_pointer (&self->content, gtk_widget_unparent);
  G_OBJECT_CLASS (hd_movement_panel_parent_class)->dispose (object);
}

static void
hd_movement_panel_finalize (GObject *object)
{
  HdMovementPanel *self = HD_MOVEMENT_PANEL (object);

  g_array_unref (self->unticked);
  G_OBJECT_CLASS (hd_movement_panel_parent_class)->finalize (object);
}

static gboolean
segment_is_active (HdSegmentPanel *panel)
{
  return active (HD_MOVEMENT_PANEL (panel));
}

/* Ctrl+Enter: a destination chosen but not confirmed is that move */
static gboolean
segment_next_step (HdSegmentPanel *panel)
{
  HdMovementPanel *self = HD_MOVEMENT_PANEL (panel);

  if (self->target < 0)
    return FALSE;
  hd_movement_panel_confirm (self);
  return TRUE;
}

static void
segment_set_game (HdSegmentPanel *panel, HdGame *game, HdBoardView *board)
{
  hd_movement_panel_set_game (HD_MOVEMENT_PANEL (panel), game, board);
}

static gboolean
segment_choose_box (HdSegmentPanel *panel, guint value)
{
  return hd_movement_panel_choose_box (HD_MOVEMENT_PANEL (panel), value);
}

static char *
segment_explain_box (HdSegmentPanel *panel, guint box)
{
  return hd_movement_panel_explain (HD_MOVEMENT_PANEL (panel), box);
}

static gboolean
segment_needs_die (HdSegmentPanel *panel)
{
  return hd_movement_panel_needs_die (HD_MOVEMENT_PANEL (panel));
}

static gboolean
segment_enter_die (HdSegmentPanel *panel, guint value)
{
  return hd_movement_panel_enter_die (HD_MOVEMENT_PANEL (panel), value);
}

static void
segment_panel_init (HdSegmentPanelInterface *iface)
{
  iface->set_game = segment_set_game;
  iface->is_active = segment_is_active;
  iface->choose_box = segment_choose_box;
  iface->explain_box = segment_explain_box;
  iface->needs_die = segment_needs_die;
  iface->enter_die = segment_enter_die;
  iface->next_step = segment_next_step;
}

static void
hd_movement_panel_class_init (HdMovementPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hd_movement_panel_dispose;
  object_class->finalize = hd_movement_panel_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "movementpanel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  /**
   * HdMovementPanel::refused:
   * @message: why, with the rule
   *
   * Something the players asked for was not allowed; nothing changed.
   */
}

static void
hd_movement_panel_init (HdMovementPanel *self)
{
  self->selected = -1;
  self->target = -1;
  self->unticked = g_array_new (FALSE, FALSE, sizeof (guint));
  self->content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 10);
  self->marches_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->units_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  self->actions_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (self->content), self->marches_box);
  gtk_box_append (GTK_BOX (self->content), self->units_box);
  gtk_box_append (GTK_BOX (self->content), self->actions_box);
  gtk_widget_set_parent (self->content, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Movement"), -1);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
hd_movement_panel_new (void)
{
  return g_object_new (HD_TYPE_MOVEMENT_PANEL, NULL);
}
