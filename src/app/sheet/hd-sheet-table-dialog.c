/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-sheet-table-dialog.c: the editor of a game's table
 * (hd-sheet-table-dialog.h), built in code from the table's shape: a
 * header bar (Cancel, Save), what the copy gives and what the owner
 * types, the grid in a scrolled window, Import and Export, and a line
 * that says what went wrong. */
#define G_LOG_DOMAIN "hd-sheet-table-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "hd-sheet-table-dialog.h"

struct _HdSheetTableDialog
{
  AdwWindow     parent_instance;

  HdSheetGame  *game;
  guint         index;
  HdSheetTable *table;      /* as the grid holds it */
  GtkGrid      *grid;
  GPtrArray    *cells;      /* a GtkDropDown (or NULL for a built-in cell) a cell, row by row */
  GtkLabel     *message;
  GtkNativeDialog *chooser; /* Import or Export's file chooser while open, or NULL */
};

G_DEFINE_FINAL_TYPE (HdSheetTableDialog, hd_sheet_table_dialog, ADW_TYPE_WINDOW)

enum { SAVED, N_SIGNALS };
static guint signals[N_SIGNALS];

static const HdSheetTableDef *
def_of (HdSheetTableDialog *self)
{
  return hd_sheet_table_get_def (self->table);
}

static void
say (HdSheetTableDialog *self, const char *message)
{
  gtk_label_set_text (self->message, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message), message != NULL);
}

const char *
hd_sheet_table_dialog_get_message (HdSheetTableDialog *self)
{
  g_return_val_if_fail (HD_IS_SHEET_TABLE_DIALOG (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->message)) ? gtk_label_get_text (self->message) : NULL;
}

/* A cell chosen: the table as the grid holds it. */
static void
cell_chosen (GtkDropDown *drop, GParamSpec *pspec, HdSheetTableDialog *self)
{
  guint i, choice = gtk_drop_down_get_selected (drop);

  if (!g_ptr_array_find (self->cells, drop, &i))
    return;
  hd_sheet_table_set (self->table, i / def_of (self)->n_cols, i % def_of (self)->n_cols,
                      choice > 0 && choice != GTK_INVALID_LIST_POSITION ? def_of (self)->results[choice - 1] : NULL,
                      NULL);
  say (self, NULL);
}

static GtkWidget *
cell_widget (HdSheetTableDialog *self, guint row, guint col)
{
  const HdSheetTableDef *def = def_of (self);
  const char *cell = hd_sheet_table_get (self->table, row, col);
  g_autoptr(GtkStringList) words = gtk_string_list_new (NULL);
  /* TRANSLATORS: a cell of a table, for a screen reader: %1$s its row (a die or a month), %2$s its column */
  g_autofree char *name = g_strdup_printf (_("Row %1$s, column %2$s"), def->row_labels[row], def->col_labels[col]);
  GtkWidget *drop;

  if (hd_sheet_table_is_given (self->table, row, col))
    {
      GtkWidget *label = gtk_label_new (hd_sheet_table_abbreviate (def, cell));

      g_autofree char *told = g_strdup_printf ("%s: %s", name, hd_sheet_table_describe (def, cell));

      /* TRANSLATORS: the tooltip of a table's cell our copy gives */
      gtk_widget_set_tooltip_text (label, _("From our copy of the rules"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, told, -1);
      gtk_widget_add_css_class (label, "dim-label");
      g_ptr_array_add (self->cells, NULL);
      return label;
    }
  /* TRANSLATORS: a table's cell not filled in yet */
  gtk_string_list_append (words, _("—"));
  for (guint r = 0; def->results[r] != NULL; r++)
    gtk_string_list_append (words, _(def->result_short[r]));
  drop = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (words)), NULL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop), cell != NULL ? (guint) hd_sheet_table_find_result (def, cell) + 1 : 0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_signal_connect (drop, "notify::selected", G_CALLBACK (cell_chosen), self);
  g_ptr_array_add (self->cells, drop);
  return drop;
}

static void
build_grid (HdSheetTableDialog *self)
{
  const HdSheetTableDef *def = def_of (self);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))) != NULL)
    gtk_grid_remove (self->grid, child);
  g_ptr_array_set_size (self->cells, 0);
  for (guint c = 0; c < def->n_cols; c++)
    {
      GtkWidget *head = gtk_label_new (def->col_labels[c]);
      gtk_widget_add_css_class (head, "heading");
      gtk_grid_attach (self->grid, head, (int) c + 1, 0, 1, 1);
    }
  for (guint r = 0; r < def->n_rows; r++)
    {
      GtkWidget *head = gtk_label_new (def->row_labels[r]);

      gtk_widget_add_css_class (head, "heading");
      gtk_widget_set_halign (head, GTK_ALIGN_END);
      gtk_grid_attach (self->grid, head, 0, (int) r + 1, 1, 1);
      for (guint c = 0; c < def->n_cols; c++)
        gtk_grid_attach (self->grid, cell_widget (self, r, c), (int) c + 1, (int) r + 1, 1, 1);
    }
}

void
hd_sheet_table_dialog_set_cell (HdSheetTableDialog *self,
                                guint               row,
                                guint               col,
                                guint               choice)
{
  GtkDropDown *drop;

  g_return_if_fail (HD_IS_SHEET_TABLE_DIALOG (self));
  drop = g_ptr_array_index (self->cells, row * def_of (self)->n_cols + col);
  g_return_if_fail (drop != NULL);
  gtk_drop_down_set_selected (drop, choice);
}

/* ------------------------------------------------------------------ files */

gboolean
hd_sheet_table_dialog_save (HdSheetTableDialog *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  const HdSheetRules *rules;

  g_return_val_if_fail (HD_IS_SHEET_TABLE_DIALOG (self), FALSE);
  rules = hd_sheet_game_get_rules (self->game);
  file = hd_sheet_table_get_file (rules, def_of (self));
  if (!hd_sheet_table_save (self->table, file, &error))
    {
      /* TRANSLATORS: %s why the table was not kept */
      g_autofree char *told = g_strdup_printf (_("The table was not saved: %s"), error->message);
      say (self, told);
      return FALSE;
    }
  hd_sheet_game_set_table (self->game, self->table);
  g_signal_emit (self, signals[SAVED], 0);
  return TRUE;
}

gboolean
hd_sheet_table_dialog_import (HdSheetTableDialog *self,
                              GFile              *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdSheetTable) table = NULL;

  g_return_val_if_fail (HD_IS_SHEET_TABLE_DIALOG (self), FALSE);
  table = hd_sheet_table_import (hd_sheet_game_get_rules (self->game), def_of (self), file, &error);
  if (table == NULL)
    {
      /* TRANSLATORS: %s why the file was not taken; nothing was changed */
      g_autofree char *told = g_strdup_printf (_("The file was not imported: %s"), error->message);
      say (self, told);
      return FALSE;
    }
  hd_sheet_table_free (self->table);
  self->table = g_steal_pointer (&table);
  hd_sheet_game_set_table (self->game, self->table);
  build_grid (self);
  say (self, _("Imported and kept: the game uses it now."));
  g_signal_emit (self, signals[SAVED], 0);
  return TRUE;
}

gboolean
hd_sheet_table_dialog_export (HdSheetTableDialog *self,
                              GFile              *file)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (HD_IS_SHEET_TABLE_DIALOG (self), FALSE);
  if (!hd_sheet_table_save (self->table, file, &error))
    {
      g_autofree char *told = g_strdup_printf (_("The table was not exported: %s"), error->message);
      say (self, told);
      return FALSE;
    }
  say (self, _("Exported."));
  return TRUE;
}

static void
chooser_response (GtkNativeDialog *chooser, int response, HdSheetTableDialog *self)
{
  g_autoptr(GFile) file = response == GTK_RESPONSE_ACCEPT ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser))
                                                          : NULL;
  gboolean importing = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser)) == GTK_FILE_CHOOSER_ACTION_OPEN;

  if (file != NULL && importing)
    hd_sheet_table_dialog_import (self, file);
  else if (file != NULL)
    hd_sheet_table_dialog_export (self, file);
  g_clear_object (&self->chooser);
}

static void
choose (HdSheetTableDialog *self, gboolean importing)
{
  GtkFileChooserNative *chooser;

  if (self->chooser != NULL)
    return;
  chooser = gtk_file_chooser_native_new (importing ? _("Import a Table") : _("Export the Table"), GTK_WINDOW (self),
                                         importing ? GTK_FILE_CHOOSER_ACTION_OPEN : GTK_FILE_CHOOSER_ACTION_SAVE,
                                         importing ? _("_Import") : _("_Export"), _("_Cancel"));
  self->chooser = GTK_NATIVE_DIALOG (chooser);

  if (!importing)
    {
      GFile *file = hd_sheet_table_get_file (hd_sheet_game_get_rules (self->game), def_of (self));
      g_autofree char *name = g_file_get_basename (file);

      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
      g_object_unref (file);
    }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  /* the chooser's answer is the dialog's only while the dialog lives */
  g_signal_connect_object (chooser, "response", G_CALLBACK (chooser_response), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* ---------------------------------------------------------------- actions */

static void
action_save (GtkWidget *widget, const char *name, GVariant *param)
{
  if (hd_sheet_table_dialog_save (HD_SHEET_TABLE_DIALOG (widget)))
    gtk_window_destroy (GTK_WINDOW (widget));
}

static void
action_import (GtkWidget *widget, const char *name, GVariant *param)
{
  choose (HD_SHEET_TABLE_DIALOG (widget), TRUE);
}

static void
action_export (GtkWidget *widget, const char *name, GVariant *param)
{
  HdSheetTableDialog *self = HD_SHEET_TABLE_DIALOG (widget);

  if (!hd_sheet_table_is_whole (self->table))
    say (self, _("Fill in every cell before exporting the table."));
  else
    choose (self, FALSE);
}

static GtkWidget *
header (void)
{
  GtkWidget *bar = adw_header_bar_new ();
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GtkWidget *save = gtk_button_new_with_mnemonic (_("_Save"));

  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (bar), FALSE);
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (bar), FALSE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (cancel), "window.close");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (save), "table.save");
  gtk_widget_add_css_class (save, "suggested-action");
  adw_header_bar_pack_start (ADW_HEADER_BAR (bar), cancel);
  adw_header_bar_pack_end (ADW_HEADER_BAR (bar), save);
  return bar;
}

static GtkWidget *
footer (HdSheetTableDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *import = gtk_button_new_with_mnemonic (_("_Import…"));
  GtkWidget *export = gtk_button_new_with_mnemonic (_("E_xport…"));

  gtk_actionable_set_action_name (GTK_ACTIONABLE (import), "table.import");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (export), "table.export");
  gtk_box_append (GTK_BOX (box), import);
  gtk_box_append (GTK_BOX (box), export);
  return box;
}

static GtkWidget *
body (HdSheetTableDialog *self, const HdSheetTableDef *def)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *note = gtk_label_new (_(def->given_note));
  GtkWidget *scroller = gtk_scrolled_window_new ();

  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
  gtk_label_set_xalign (GTK_LABEL (note), 0);
  self->grid = GTK_GRID (gtk_grid_new ());
  gtk_grid_set_row_spacing (self->grid, 6);
  gtk_grid_set_column_spacing (self->grid, 6);
  gtk_grid_set_column_homogeneous (self->grid, TRUE);
  gtk_widget_set_halign (GTK_WIDGET (self->grid), GTK_ALIGN_START);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->grid));
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_widget_set_vexpand (scroller, TRUE);
  self->message = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->message, TRUE);
  gtk_label_set_xalign (self->message, 0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->message), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Message"), -1);
  gtk_widget_set_visible (GTK_WIDGET (self->message), FALSE);
  gtk_box_append (GTK_BOX (box), note);
  gtk_box_append (GTK_BOX (box), scroller);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->message));
  gtk_box_append (GTK_BOX (box), footer (self));
  return box;
}

GtkWidget *
hd_sheet_table_dialog_new (GtkWindow   *parent,
                           HdSheetGame *game,
                           guint        index)
{
  HdSheetTableDialog *self = g_object_new (HD_TYPE_SHEET_TABLE_DIALOG, "modal", TRUE, "transient-for", parent,
                                           "default-width", 760, "default-height", 560, NULL);
  const HdSheetTableDef *def = hd_sheet_game_get_rules (game)->tables[index];
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  self->game = g_object_ref (game);
  self->index = index;
  self->table = hd_sheet_table_copy (hd_sheet_game_get_tables (game)[index]);
  gtk_window_set_title (GTK_WINDOW (self), _(def->title));
  gtk_box_append (GTK_BOX (content), header ());
  gtk_box_append (GTK_BOX (content), body (self, def));
  adw_window_set_content (ADW_WINDOW (self), content);
  build_grid (self);
  return GTK_WIDGET (self);
}

static void
hd_sheet_table_dialog_dispose (GObject *object)
{
  HdSheetTableDialog *self = HD_SHEET_TABLE_DIALOG (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (self->chooser);
  g_clear_object (&self->chooser);
  g_clear_object (&self->game);
  g_clear_pointer (&self->table, hd_sheet_table_free);
  g_clear_pointer (&self->cells, g_ptr_array_unref);
  G_OBJECT_CLASS (hd_sheet_table_dialog_parent_class)->dispose (object);
}

static void
hd_sheet_table_dialog_class_init (HdSheetTableDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = hd_sheet_table_dialog_dispose;
  /* The table was kept in the user's folder and given to the game. */
  signals[SAVED] = g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 0);
  gtk_widget_class_install_action (widget_class, "table.save", NULL, action_save);
  gtk_widget_class_install_action (widget_class, "table.import", NULL, action_import);
  gtk_widget_class_install_action (widget_class, "table.export", NULL, action_export);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hd_sheet_table_dialog_init (HdSheetTableDialog *self)
{
  self->cells = g_ptr_array_new ();
}
