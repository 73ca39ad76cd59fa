/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-panel-util.c: the side panel's shared pieces: wrapped labels, and
 * rows of action buttons kept in place as the game changes. */
#include "config.h"

#include <glib/gi18n.h>

#include "hd-describe.h"
#include "hd-panel-util.h"

GtkWidget *
hd_panel_label_new (const char *text,
                    const char *css_class)
{
  GtkWidget *l = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (l), 0);
  gtk_label_set_wrap (GTK_LABEL (l), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (l), 34);
  if (css_class != NULL)
    gtk_widget_add_css_class (l, css_class);
  return l;
}

/* ------------------------------------------------ rows of buttons kept */

static GtkWidget *
button_of (GtkWidget *child)
{
  return GTK_IS_FLOW_BOX_CHILD (child) ? gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child)) : child;
}

static guint
target_of (GtkWidget *child)
{
  GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button_of (child)));
  return target != NULL ? g_variant_get_uint32 (target) : G_MAXUINT;
}

static guint
n_children (GtkWidget *container)
{
  guint n = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (container); c != NULL; c = gtk_widget_get_next_sibling (c))
    n++;
  return n;
}

static GtkWidget *
nth_child (GtkWidget *container, guint i)
{
  GtkWidget *c = gtk_widget_get_first_child (container);
  while (c != NULL && i-- > 0)
    c = gtk_widget_get_next_sibling (c);
  return c;
}

static void
remove_child (GtkWidget *container, GtkWidget *child)
{
  if (GTK_IS_FLOW_BOX (container))
    gtk_flow_box_remove (GTK_FLOW_BOX (container), child);
  else
    gtk_box_remove (GTK_BOX (container), child);
}

static void
insert_button (GtkWidget *container, GtkWidget *button, guint position)
{
  if (GTK_IS_FLOW_BOX (container))
    gtk_flow_box_insert (GTK_FLOW_BOX (container), button, (int) position);
  else
    gtk_box_insert_child_after (GTK_BOX (container), button, position > 0 ? nth_child (container, position - 1) : NULL);
}

static gboolean
same_action (GtkWidget *child, const char *action)
{
  return g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (button_of (child))), action) == 0;
}

static gboolean
wanted (GtkWidget *child, const char *action, const guint *targets, guint n)
{
  guint target = target_of (child);

  for (guint i = 0; i < n && same_action (child, action); i++)
    if (targets[i] == target)
      return TRUE;
  return FALSE;
}

/**
 * hd_panel_sync_buttons:
 * @container: a GtkBox or a GtkFlowBox holding only such buttons
 *
 * Makes @container hold one button per target, in order, labelled
 * @labels[i] and activating @action with the target (a uint32).  A button
 * already there for a target is kept and relabelled, so keyboard focus on
 * it survives every change of the game; when the focused button goes,
 * focus moves to the one that takes its place (or the last).  Returns
 * FALSE when focus was inside and no button is left to take it.
 */
gboolean
hd_panel_sync_buttons (GtkWidget          *container,
                       const char         *action,
                       const guint        *targets,
                       const char * const *labels,
                       guint               n)
{
  GtkRoot *root = gtk_widget_get_root (container);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  int lost_at = -1;
  guint i = 0;

  /* the buttons of targets that went */
  for (GtkWidget *c = gtk_widget_get_first_child (container), *next; c != NULL; c = next, i++)
    {
      next = gtk_widget_get_next_sibling (c);
      if (wanted (c, action, targets, n))
        continue;
      if (focus != NULL && (focus == c || gtk_widget_is_ancestor (focus, c)))
        lost_at = (int) i;
      remove_child (container, c);
      i--;
    }
  /* the others in order, new ones where they belong */
  for (i = 0; i < n; i++)
    {
      GtkWidget *c = nth_child (container, i);
      GtkWidget *button;

      if (c != NULL && target_of (c) == targets[i] && same_action (c, action))
        {
          button = button_of (c);
          if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), labels[i]) != 0)
            gtk_button_set_label (GTK_BUTTON (button), labels[i]);
          continue;
        }
      button = gtk_button_new_with_label (labels[i]);
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", targets[i]);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
      insert_button (container, button, i);
    }
  while (n_children (container) > n)
    remove_child (container, nth_child (container, n));
  if (lost_at < 0)
    return TRUE;
  if (n == 0)
    return FALSE;
  gtk_widget_grab_focus (button_of (nth_child (container, MIN ((guint) lost_at, n - 1))));
  return TRUE;
}

/* ------------------------------------------------------- promotions */

/* "Promote Mi #12 to Veteran Infantry": a button for every unit the
 * promotion a battle won earns may go to (6.0), none if @declined; @at,
 * if not NULL, is set to their box when there are any. */
guint
hd_panel_sync_promotions (GtkWidget     *container,
                          const char    *action,
                          const HdState *state,
                          gboolean       declined,
                          guint         *at)
{
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < hd_state_get_n_units (state) && !declined; i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, i);
      HdAction promote = { .type = HD_ACTION_PROMOTE, .unit = bu->id };
      HdUnitKind up;
      char *unit;

      if (!bu->move.in_battle || !hd_action_check (state, &promote, NULL))
        continue;
      up = hd_unit_kind_from_parts (hd_unit_kind_get_type (bu->unit.kind), hd_unit_kind_get_quality (bu->unit.kind) + 1);
      g_array_append_val (ids, bu->id);
      if (at != NULL)
        *at = bu->box;
      unit = hd_describe_unit (state, bu->id);
      /* TRANSLATORS: a promotion, e.g. "Promote Mi to Veteran Infantry" ("Mi #12" only where two such units
       * stand together) */
      g_ptr_array_add (labels, g_strdup_printf (_("Promote %s to %s"), unit, hd_unit_kind_get_label (up)));
      g_clear_pointer (&unit, g_free);
    }
  hd_panel_sync_buttons (container, action, (guint *) ids->data, (const char * const *) labels->pdata, ids->len);
  return ids->len;
}

static void
setup_item (GtkSignalListItemFactory *factory,
            GtkListItem              *item,
            gpointer                  wrap)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (GPOINTER_TO_INT (wrap))
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 34);
    }
  else
    gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_item_set_child (item, label);
}

static void
bind_item (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           gpointer                  wrap)
{
  GObject *text = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      GTK_IS_STRING_OBJECT (text) ? gtk_string_object_get_string (GTK_STRING_OBJECT (text)) : "");
}

static GtkListItemFactory *
text_factory (gboolean wrap)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_item), GINT_TO_POINTER (wrap));
  g_signal_connect (factory, "bind", G_CALLBACK (bind_item), GINT_TO_POINTER (wrap));
  return factory;
}

/* A drop-down of words (a GtkStringList) shows the chosen one shortened
 * with an ellipsis, and its list wraps long ones: its width is never
 * its longest item's. */
static void
fit_drop_down (GtkDropDown *dropdown)
{
  g_autoptr(GtkListItemFactory) button = NULL;
  g_autoptr(GtkListItemFactory) list = NULL;

  /* fitted once: no drop-down of ours has a list factory of its own */
  if (gtk_drop_down_get_list_factory (dropdown) != NULL || !GTK_IS_STRING_LIST (gtk_drop_down_get_model (dropdown)))
    return;
  button = text_factory (FALSE);
  list = text_factory (TRUE);
  gtk_drop_down_set_factory (dropdown, button);
  gtk_drop_down_set_list_factory (dropdown, list);
}

/* Every labelled button under @widget wraps its label (centred), and
 * every drop-down of words shortens the one it shows, instead of
 * widening the side panel: the panel keeps one width in every segment
 * and language (HD_WINDOW_PANEL_WIDTH).  Buttons made as the game goes
 * are wrapped the next time the panel is updated. */
void
hd_panel_wrap_buttons (GtkWidget *widget)
{
  if (GTK_IS_DROP_DOWN (widget))
    {
      fit_drop_down (GTK_DROP_DOWN (widget));
      return;
    }
  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL &&
      GTK_IS_LABEL (gtk_button_get_child (GTK_BUTTON (widget))))
    {
      GtkLabel *label = GTK_LABEL (gtk_button_get_child (GTK_BUTTON (widget)));

      if (!gtk_label_get_wrap (label))
        {
          gtk_label_set_wrap (label, TRUE);
          gtk_label_set_wrap_mode (label, PANGO_WRAP_WORD_CHAR);
          gtk_label_set_justify (label, GTK_JUSTIFY_CENTER);
        }
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    hd_panel_wrap_buttons (c);
}

/* ------------------------------------------------------------ in sight */

typedef struct {
  GtkWidget *last;    /* weak */
  guint      ticks;
} Scroll;

static void
scroll_free (gpointer data)
{
  Scroll *scroll = data;

  g_clear_weak_pointer (&scroll->last);
  g_free (scroll);
}

/* The least scroll that shows @top to @bottom (content coordinates) in
 * @adj's page; their top when they are taller than it. */
static void
scroll_adjustment (GtkAdjustment *adj, double top, double bottom)
{
  double value = gtk_adjustment_get_value (adj), page = gtk_adjustment_get_page_size (adj);
  const double margin = 12;

  if (bottom + margin > value + page)
    value = bottom + margin - page;
  if (top - margin < value)
    value = top - margin;
  gtk_adjustment_set_value (adj, value);
}

static gboolean
scroll_now (GtkWidget     *first,
            GdkFrameClock *clock,
            gpointer       data)
{
  Scroll *scroll = data;
  GtkWidget *scroller = gtk_widget_get_ancestor (first, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *content;
  graphene_rect_t a, b;

  /* a tick comes before the frame's layout: the second one sees the
   * first frame's sizes */
  if (++scroll->ticks < 2)
    return G_SOURCE_CONTINUE;
  if (scroller == NULL || scroll->last == NULL)
    return G_SOURCE_REMOVE;
  content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
  if (GTK_IS_VIEWPORT (content) && gtk_viewport_get_child (GTK_VIEWPORT (content)) != NULL)
    content = gtk_viewport_get_child (GTK_VIEWPORT (content));
  if (gtk_widget_compute_bounds (first, content, &a) && gtk_widget_compute_bounds (scroll->last, content, &b))
    scroll_adjustment (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)), a.origin.y,
                       b.origin.y + b.size.height);
  return G_SOURCE_REMOVE;
}

/* Scrolls the column holding @first, once it is laid out, the least that
 * brings @first down to @last (below it in the same column) into sight:
 * what answers an action (a lesson's "why not", its next step) is never
 * left above or below the part of the panel shown.  The keyboard focus
 * stays where it is. */
void
hd_panel_scroll_into_view (GtkWidget *first,
                           GtkWidget *last)
{
  Scroll *scroll;

  g_return_if_fail (GTK_IS_WIDGET (first) && GTK_IS_WIDGET (last));
  scroll = g_new0 (Scroll, 1);
  g_set_weak_pointer (&scroll->last, last);
  gtk_widget_add_tick_callback (first, scroll_now, scroll, scroll_free);
}
