/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-rules-dialog.c: the rules reference window (hd-rules-dialog.h).
 * The entries, their search and their citations are the engine's
 * (hd-reference); this shows them: a list down the side, grouped by part
 * of the rules (the basic game, the Advanced Game, the Campaign Game), and the chosen rule's explanation, its table of figures
 * if it has one (in a fixed-width font, the engine pads the columns) and
 * example, whose own rule numbers are links to the rules they name. */
#define G_LOG_DOMAIN "hd-rules-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-options.h"
#include "hd-reference.h"
#include "hd-rule-links.h"
#include "hd-rules-dialog.h"

struct _HdRulesDialog
{
  AdwWindow   parent_instance;

  /* the template */
  GtkSearchEntry *search;
  GtkListBox *list;
  GtkStack   *stack;
  GtkLabel   *part_label;
  GtkLabel   *title_label;
  GtkLabel   *status_label;
  GtkLabel   *text_label;
  GtkLabel   *table_label;
  GtkLabel   *example_label;
  GtkLabel   *authority_label;

  GPtrArray  *rows;       /* GtkListBoxRow, one per rule, in reference order */
  gboolean   *shown;      /* per rule: matches the search */
  const HdRule *rule;     /* the rule shown */
};

G_DEFINE_FINAL_TYPE (HdRulesDialog, hd_rules_dialog, ADW_TYPE_WINDOW)

static HdRulesDialog *the_dialog;  /* one for the application */

/* "4.3  Entrenchment", the row of a rule. */
static GtkWidget *
row_new (const HdRule *rule)
{
  g_autofree char *number = hd_rule_get_number (rule);
  /* a rule whose number is its title is named once; the pawns game's
   * sections have no number but their title */
  GtkWidget *num = gtk_label_new (g_str_equal (number, hd_rule_get_title (rule)) || rule->part == HD_RULE_PAWNS
                                  ? "" : number);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *title = gtk_label_new (hd_rule_get_title (rule));
  GtkWidget *row = gtk_list_box_row_new ();
  g_autofree char *name = hd_rule_get_heading (rule);

  gtk_label_set_xalign (GTK_LABEL (num), 0);
  /* the widest number of its group: "4.11", "Advanced 8.2.1", "Campaign 15.31" */
  gtk_label_set_width_chars (GTK_LABEL (num), rule->part == HD_RULE_PAWNS      ? 0
                                              : rule->part == HD_RULE_ACW        ? 8
                                              : rule->part == HD_RULE_FGA        ? 9
                                              : rule->part == HD_RULE_CAMPAIGN   ? 14
                                              : rule->part >= HD_RULE_ADVANCED ? 12
                                                                               : 5);
  gtk_widget_add_css_class (num, "numeric");
  gtk_widget_add_css_class (num, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (box), num);
  gtk_box_append (GTK_BOX (box), title);
  if (rule->part == HD_RULE_OPTIONAL || rule->part == HD_RULE_ADVANCED_OPTIONAL)
    {
      /* TRANSLATORS: a tag beside an optional rule in the rules reference's list */
      GtkWidget *tag = gtk_label_new (_("optional"));
      gtk_widget_set_hexpand (tag, TRUE);
      gtk_label_set_xalign (GTK_LABEL (tag), 1);
      gtk_widget_add_css_class (tag, "caption");
      gtk_widget_add_css_class (tag, "dim-label");
      gtk_box_append (GTK_BOX (box), tag);
    }
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  return row;
}

/* The group of the list a rule is shown in, each numbered on its own. */
typedef enum {
  GROUP_BASIC,
  GROUP_ADVANCED,
  GROUP_CAMPAIGN,
  GROUP_PAWNS,
  GROUP_ACW,
  GROUP_FGA,
} Group;

static Group
group_of (const HdRule *rule)
{
  switch (rule->part)
    {
    case HD_RULE_ADVANCED:
    case HD_RULE_ADVANCED_OPTIONAL:
      return GROUP_ADVANCED;
    case HD_RULE_CAMPAIGN:
      return GROUP_CAMPAIGN;
    case HD_RULE_PAWNS:
      return GROUP_PAWNS;
    case HD_RULE_ACW:
      return GROUP_ACW;
    case HD_RULE_FGA:
      return GROUP_FGA;
    case HD_RULE_BASIC:
    case HD_RULE_OPTIONAL:
    case HD_RULE_SCENARIO:
    default:
      return GROUP_BASIC;
    }
}

static const char *
group_label (Group group)
{
  switch (group)
    {
    case GROUP_ADVANCED: return _("The Advanced Game");
    case GROUP_CAMPAIGN: return _("The Campaign Game");
    case GROUP_PAWNS: return _("Civil War (the pawns game)");
    case GROUP_ACW: return _("American Civil War 1861-1865");
    case GROUP_FGA: return _("The Civil War (FGA)");
    case GROUP_BASIC:
    default: return _("The Basic Game");
    }
}

/* A heading above the first row of the basic game's rules, of the
 * Advanced Game's and of the Campaign Game's (each numbered on its own). */
static void
update_header (GtkListBoxRow *row,
               GtkListBoxRow *before,
               gpointer       data)
{
  const HdRule *rule = hd_reference_get_rule ((guint) gtk_list_box_row_get_index (row));
  const HdRule *prev = before != NULL ? hd_reference_get_rule ((guint) gtk_list_box_row_get_index (before)) : NULL;
  GtkWidget *label;

  if (prev != NULL && group_of (prev) == group_of (rule))
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  label = gtk_label_new (group_label (group_of (rule)));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_top (label, prev != NULL ? 12 : 6);
  gtk_widget_set_margin_bottom (label, 4);
  gtk_list_box_row_set_header (row, label);
}

static gboolean
filter_row (GtkListBoxRow *row,
            gpointer       data)
{
  HdRulesDialog *self = data;
  return self->shown[gtk_list_box_row_get_index (row)];
}

/* Whether the companion plays the rule, when it is one of the options. */
static char *
describe_status (const HdRule *rule)
{
  const HdOption *option = hd_options_lookup (rule->id);

  if (option == NULL)
    return NULL;
  if (option->implemented)
    return g_strdup (_("An option of the New Game dialog: the companion plays it when you choose it."));
  return g_strdup (_("The companion does not play this rule yet: it is explained here for players who use it at "
                     "the table."));
}

static void
show_rule (HdRulesDialog *self, const HdRule *rule)
{
  g_autofree char *title = hd_rule_get_heading (rule);
  g_autofree char *status = describe_status (rule);
  g_autofree char *table = hd_rule_get_table (rule);

  self->rule = rule;
  gtk_label_set_text (self->part_label, hd_rule_part_get_label (rule->part));
  gtk_label_set_text (self->title_label, title);
  gtk_label_set_text (self->status_label, status != NULL ? status : "");
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), status != NULL);
  hd_rule_links_set_text (self->text_label, hd_rule_get_text (rule));
  hd_rule_links_set_text (self->table_label, table != NULL ? table : "");
  gtk_widget_set_visible (GTK_WIDGET (self->table_label), table != NULL);
  hd_rule_links_set_text (self->example_label, hd_rule_get_example (rule));
  gtk_label_set_text (self->authority_label, group_of (rule) == GROUP_CAMPAIGN
                      ? _("In the companion's words; the campaign document of Greg Novak and Frank Chadwick is the "
                          "authority.")
                      : _("In the companion's words; the rulebook is the authority."));
  gtk_stack_set_visible_child_name (self->stack, "rule");
  gtk_window_set_title (GTK_WINDOW (self), title);
}

static void
row_selected (GtkListBox    *list,
              GtkListBoxRow *row,
              HdRulesDialog *self)
{
  if (row != NULL)
    show_rule (self, hd_reference_get_rule ((guint) gtk_list_box_row_get_index (row)));
}

/* Scrolls the list to the selected row, once the rows are laid out: a
 * rule far down the list (the Campaign Game's) opened from a link or a
 * toast is shown in the list too.  Selecting does not move the focus. */
static gboolean
scroll_to_selected (GtkWidget     *widget,
                    GdkFrameClock *clock,
                    gpointer       data)
{
  HdRulesDialog *self = HD_RULES_DIALOG (widget);
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->list);
  GtkAdjustment *adj = gtk_list_box_get_adjustment (self->list);
  graphene_rect_t b;
  double value, page;

  if (row == NULL || adj == NULL || !gtk_widget_get_child_visible (GTK_WIDGET (row)))
    return G_SOURCE_REMOVE;
  if (!gtk_widget_compute_bounds (GTK_WIDGET (row), GTK_WIDGET (self->list), &b) || b.size.height <= 0)
    return G_SOURCE_CONTINUE;   /* not laid out yet */
  value = gtk_adjustment_get_value (adj);
  page = gtk_adjustment_get_page_size (adj);
  if (b.origin.y < value)
    gtk_adjustment_set_value (adj, b.origin.y);
  else if (b.origin.y + b.size.height > value + page)
    gtk_adjustment_set_value (adj, b.origin.y + b.size.height - page);
  return G_SOURCE_REMOVE;
}

static void
select_rule (HdRulesDialog *self, const HdRule *rule)
{
  GtkListBoxRow *row = g_ptr_array_index (self->rows, hd_reference_index_of (rule));

  if (!self->shown[hd_reference_index_of (rule)])
    hd_rules_dialog_search (self, "");
  gtk_list_box_select_row (self->list, row);
  show_rule (self, rule);
  gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_to_selected, NULL, NULL);
}

void
hd_rules_dialog_search (HdRulesDialog *self,
                        const char    *query)
{
  g_autoptr(GArray) hits = NULL;

  g_return_if_fail (HD_IS_RULES_DIALOG (self));
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->search)), query) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->search), query);
  hits = hd_reference_search (query);
  memset (self->shown, 0, sizeof (gboolean) * hd_reference_get_n_rules ());
  for (guint i = 0; i < hits->len; i++)
    self->shown[g_array_index (hits, guint, i)] = TRUE;
  gtk_list_box_invalidate_filter (self->list);
  gtk_list_box_invalidate_headers (self->list);
  if (hits->len == 0)
    {
      gtk_stack_set_visible_child_name (self->stack, "nothing");
      return;
    }
  /* words typed: the best match (the engine ranks a rule whose title is
   * the query first); no words: the rule shown stays */
  if (self->rule == NULL || !self->shown[hd_reference_index_of (self->rule)] || query[strspn (query, " ")] != '\0')
    {
      const HdRule *first = hd_reference_get_rule (g_array_index (hits, guint, 0));
      gtk_list_box_select_row (self->list, g_ptr_array_index (self->rows, hd_reference_index_of (first)));
      show_rule (self, first);
    }
  else
    gtk_stack_set_visible_child_name (self->stack, "rule");
}

static void
search_changed (GtkSearchEntry *entry,
                HdRulesDialog  *self)
{
  g_autofree char *query = g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry)));
  hd_rules_dialog_search (self, query);
}

/* Enter in the search: to the list, at the rule shown. */
static void
search_activated (GtkSearchEntry *entry,
                  HdRulesDialog  *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->list);
  if (row != NULL && gtk_widget_get_child_visible (GTK_WIDGET (row)))
    gtk_widget_grab_focus (GTK_WIDGET (row));
}

static void
stop_search (GtkSearchEntry *entry,
             HdRulesDialog  *self)
{
  gtk_window_close (GTK_WINDOW (self));
}

const char *
hd_rules_dialog_get_rule (HdRulesDialog *self)
{
  g_return_val_if_fail (HD_IS_RULES_DIALOG (self), NULL);
  return self->rule != NULL ? self->rule->id : NULL;
}

guint
hd_rules_dialog_get_n_shown (HdRulesDialog *self)
{
  guint n = 0;

  g_return_val_if_fail (HD_IS_RULES_DIALOG (self), 0);
  for (guint i = 0; i < hd_reference_get_n_rules (); i++)
    n += self->shown[i] != FALSE;
  return n;
}

HdRulesDialog *
hd_rules_dialog_show (GtkWidget  *from,
                      const char *rule)
{
  GtkRoot *root = from != NULL ? gtk_widget_get_root (from) : NULL;
  const HdRule *entry = rule != NULL ? hd_reference_lookup (rule) : NULL;

  if (the_dialog == NULL)
    {
      the_dialog = g_object_new (HD_TYPE_RULES_DIALOG, NULL);
      g_object_add_weak_pointer (G_OBJECT (the_dialog), (gpointer *) &the_dialog);
    }
  if (GTK_IS_WINDOW (root) && root != GTK_ROOT (the_dialog))
    gtk_window_set_transient_for (GTK_WINDOW (the_dialog), GTK_WINDOW (root));
  if (entry != NULL)
    select_rule (the_dialog, entry);
  gtk_window_present (GTK_WINDOW (the_dialog));
  if (entry == NULL)
    gtk_widget_grab_focus (GTK_WIDGET (the_dialog->search));
  return the_dialog;
}

static void
hd_rules_dialog_finalize (GObject *object)
{
  HdRulesDialog *self = HD_RULES_DIALOG (object);

  g_ptr_array_unref (self->rows);
  g_free (self->shown);
  G_OBJECT_CLASS (hd_rules_dialog_parent_class)->finalize (object);
}

static void
hd_rules_dialog_class_init (HdRulesDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = hd_rules_dialog_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/hd-rules-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HdRulesDialog, search);
  gtk_widget_class_bind_template_child (widget_class, HdRulesDialog, list);
  gtk_widget_class_bind_template_child (widget_class, HdRulesDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, HdRulesDialog, part_label);
  gtk_widget_class_bind_template_child (widget_class, HdRulesDialog, title_label);
  gtk_widget_class_bind_template_child (widget_class, HdRulesDialog, status_label);
  gtk_widget_class_bind_template_child (widget_class, HdRulesDialog, text_label);
  gtk_widget_class_bind_template_child (widget_class, HdRulesDialog, table_label);
  gtk_widget_class_bind_template_child (widget_class, HdRulesDialog, example_label);
  gtk_widget_class_bind_template_child (widget_class, HdRulesDialog, authority_label);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hd_rules_dialog_init (HdRulesDialog *self)
{
  guint n = hd_reference_get_n_rules ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new ();
  self->shown = g_new (gboolean, n);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *row = row_new (hd_reference_get_rule (i));
      self->shown[i] = TRUE;
      g_ptr_array_add (self->rows, row);
      gtk_list_box_append (self->list, row);
    }
  gtk_list_box_set_header_func (self->list, update_header, NULL, NULL);
  gtk_list_box_set_filter_func (self->list, filter_row, self, NULL);
  g_signal_connect (self->list, "row-selected", G_CALLBACK (row_selected), self);
  g_signal_connect (self->search, "search-changed", G_CALLBACK (search_changed), self);
  g_signal_connect (self->search, "activate", G_CALLBACK (search_activated), self);
  g_signal_connect (self->search, "stop-search", G_CALLBACK (stop_search), self);
  gtk_search_entry_set_key_capture_widget (self->search, GTK_WIDGET (self));
  gtk_window_set_hide_on_close (GTK_WINDOW (self), FALSE);
  select_rule (self, hd_reference_get_rule (0));
}
