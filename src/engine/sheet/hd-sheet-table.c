/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-sheet-table.c: a game's tables, built in where our copy gives
 * them and typed by the owner where it does not (hd-sheet-table.h); the
 * owner's file (a key file: its game, its table, its format, then one
 * line a row of result codes) written whole and read back only whole
 * and of the right shape. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "hd-file.h"
#include "hd-sheet-table.h"

#define GROUP "table"
#define FORMAT 1

struct _HdSheetTable {
  const HdSheetRules    *rules;
  const HdSheetTableDef *def;
  const char           **cells;      /* n_rows * n_cols, static codes (the def's), NULL unknown */
};

HdSheetTable *
hd_sheet_table_new_given (const HdSheetRules    *rules,
                          const HdSheetTableDef *def)
{
  HdSheetTable *table = g_new0 (HdSheetTable, 1);

  table->rules = rules;
  table->def = def;
  table->cells = g_new0 (const char *, def->n_rows * def->n_cols);
  if (def->given != NULL)
    memcpy (table->cells, def->given, sizeof (char *) * def->n_rows * def->n_cols);
  return table;
}

HdSheetTable *
hd_sheet_table_copy (const HdSheetTable *table)
{
  HdSheetTable *copy = hd_sheet_table_new_given (table->rules, table->def);

  memcpy (copy->cells, table->cells, sizeof (char *) * table->def->n_rows * table->def->n_cols);
  return copy;
}

void
hd_sheet_table_free (HdSheetTable *table)
{
  if (table == NULL)
    return;
  g_free (table->cells);
  g_free (table);
}

const HdSheetTableDef *
hd_sheet_table_get_def (const HdSheetTable *table)
{
  return table->def;
}

const char *
hd_sheet_table_get (const HdSheetTable *table,
                    guint               row,
                    guint               col)
{
  g_return_val_if_fail (row < table->def->n_rows && col < table->def->n_cols, NULL);
  return table->cells[row * table->def->n_cols + col];
}

gboolean
hd_sheet_table_is_given (const HdSheetTable *table,
                         guint               row,
                         guint               col)
{
  return table->def->given != NULL && table->def->given[row * table->def->n_cols + col] != NULL;
}

gboolean
hd_sheet_table_is_whole (const HdSheetTable *table)
{
  for (guint i = 0; i < table->def->n_rows * table->def->n_cols; i++)
    if (table->cells[i] == NULL)
      return FALSE;
  return TRUE;
}

int
hd_sheet_table_find_result (const HdSheetTableDef *def,
                            const char            *code)
{
  for (int i = 0; code != NULL && def->results[i] != NULL; i++)
    if (g_str_equal (def->results[i], code))
      return i;
  return -1;
}

const char *
hd_sheet_table_describe (const HdSheetTableDef *def,
                         const char            *code)
{
  int i = hd_sheet_table_find_result (def, code);

  return i >= 0 ? _(def->result_words[i]) : code;
}

const char *
hd_sheet_table_abbreviate (const HdSheetTableDef *def,
                           const char            *code)
{
  int i = hd_sheet_table_find_result (def, code);

  return i >= 0 ? _(def->result_short[i]) : code;
}

const HdSheetTableDef *
hd_sheet_table_find_def (const HdSheetRules *rules,
                         const char         *id)
{
  for (guint i = 0; i < rules->n_tables; i++)
    if (g_str_equal (rules->tables[i]->id, id))
      return rules->tables[i];
  return NULL;
}

/* The cell's label for a person: "row 4, column 1-1". */
static char *
cell_name (const HdSheetTableDef *def, guint row, guint col)
{
  /* TRANSLATORS: a table's cell: %1$s its row (a die result or a month), %2$s its column (odds) */
  return g_strdup_printf (_("row %1$s, column %2$s"), def->row_labels[row], def->col_labels[col]);
}

gboolean
hd_sheet_table_set (HdSheetTable  *table,
                    guint          row,
                    guint          col,
                    const char    *code,
                    GError       **error)
{
  const HdSheetTableDef *def = table->def;
  int result = code != NULL ? hd_sheet_table_find_result (def, code) : -1;
  g_autofree char *where = NULL;

  g_return_val_if_fail (row < def->n_rows && col < def->n_cols, FALSE);
  where = cell_name (def, row, col);
  if (code != NULL && result < 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* TRANSLATORS: %1$s a cell ("row 4, column 1-1"), %2$s what was written there */
                   _("%1$s: \"%2$s\" is not a result of this table"), where, code);
      return FALSE;
    }
  if (hd_sheet_table_is_given (table, row, col) &&
      (code == NULL || !g_str_equal (code, def->given[row * def->n_cols + col])))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* TRANSLATORS: %1$s a cell, %2$s its result as our copy of the rules gives it */
                   _("%1$s is given by the rules as %2$s and cannot be changed"), where,
                   hd_sheet_table_describe (def, def->given[row * def->n_cols + col]));
      return FALSE;
    }
  table->cells[row * def->n_cols + col] = code != NULL ? def->results[result] : NULL;
  return TRUE;
}

GBytes *
hd_sheet_table_to_bytes (const HdSheetTable *table)
{
  const HdSheetTableDef *def = table->def;
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "# %s: %s, typed from the printed chart\n", table->rules->id, def->id);
  g_string_append_printf (out, "[" GROUP "]\ngame=%s\ntable=%s\nformat=%d\n", table->rules->id, def->id, FORMAT);
  for (guint r = 0; r < def->n_rows; r++)
    {
      g_string_append_printf (out, "%s=", def->row_labels[r]);
      for (guint c = 0; c < def->n_cols; c++)
        {
          const char *cell = hd_sheet_table_get (table, r, c);
          g_string_append_printf (out, "%s%s", c > 0 ? " " : "", cell != NULL ? cell : "?");
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free_to_bytes (out);
}

static gboolean
fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (GError **error, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, message);
  return FALSE;
}

/* The file's head: this game, a table it has, a format we read, and no
 * key but those and the rows. */
static const HdSheetTableDef *
read_head (const HdSheetRules *rules, GKeyFile *file, GError **error)
{
  g_autofree char *game = g_key_file_get_string (file, GROUP, "game", NULL);
  g_autofree char *id = g_key_file_get_string (file, GROUP, "table", NULL);
  g_autofree char *format = g_key_file_get_string (file, GROUP, "format", NULL);
  gsize n_groups = 0;
  g_auto(GStrv) groups = g_key_file_get_groups (file, &n_groups);
  const HdSheetTableDef *def;

  if (n_groups != 1 || game == NULL || id == NULL || format == NULL)
    {
      fail (error, _("this is not a table file"));
      return NULL;
    }
  if (!g_str_equal (game, rules->id))
    {
      fail (error, _("this table is for another game (%s)"), game);
      return NULL;
    }
  if ((def = hd_sheet_table_find_def (rules, id)) == NULL)
    {
      fail (error, _("this game has no table called \"%s\""), id);
      return NULL;
    }
  if (!g_str_equal (format, "1"))
    {
      fail (error, _("the table was written by a newer version (format %s)"), format);
      return NULL;
    }
  return def;
}

static gboolean
read_row (HdSheetTable *table, GKeyFile *file, guint row, GError **error)
{
  const HdSheetTableDef *def = table->def;
  g_autofree char *line = g_key_file_get_string (file, GROUP, def->row_labels[row], NULL);
  g_auto(GStrv) cells = NULL;

  if (line == NULL)
    return fail (error, _("row %s is missing"), def->row_labels[row]);
  cells = g_strsplit_set (g_strstrip (line), " \t", -1);
  if (g_strv_length (cells) != def->n_cols)
    return fail (error, _("row %s has %u results, not %u"), def->row_labels[row], g_strv_length (cells), def->n_cols);
  for (guint c = 0; c < def->n_cols; c++)
    {
      if (g_str_equal (cells[c], "?"))
        {
          g_autofree char *where = cell_name (def, row, c);
          return fail (error, _("%s is not filled in"), where);
        }
      if (!hd_sheet_table_set (table, row, c, cells[c], error))
        return FALSE;
    }
  return TRUE;
}

/* No key with a language ("1[de]="): the key file would keep it aside
 * as a translation, unread and unrefused. */
static gboolean
check_no_locale (const char *data, gsize len, GError **error)
{
  g_autofree char *text = g_strndup (data, len);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i] + strspn (lines[i], " \t");
      const char *equals = strchr (line, '=');
      const char *bracket = strchr (line, '[');

      if (equals != NULL && bracket != NULL && bracket < equals && line[0] != '#')
        {
          g_autofree char *key = g_strstrip (g_strndup (line, (gsize) (equals - line)));
          return fail (error, _("the table has a line \"%s\", which it does not have"), key);
        }
    }
  return TRUE;
}

/* No key the table does not have. */
static gboolean
check_keys (const HdSheetTableDef *def, GKeyFile *file, GError **error)
{
  g_auto(GStrv) keys = g_key_file_get_keys (file, GROUP, NULL, NULL);

  for (guint k = 0; keys != NULL && keys[k] != NULL; k++)
    {
      gboolean known = g_str_equal (keys[k], "game") || g_str_equal (keys[k], "table") ||
                       g_str_equal (keys[k], "format");

      for (guint r = 0; !known && r < def->n_rows; r++)
        known = g_str_equal (keys[k], def->row_labels[r]);
      if (!known)
        return fail (error, _("the table has a line \"%s\", which it does not have"), keys[k]);
    }
  return TRUE;
}

HdSheetTable *
hd_sheet_table_from_bytes (const HdSheetRules *rules,
                           GBytes             *bytes,
                           GError            **error)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(HdSheetTable) table = NULL;
  const HdSheetTableDef *def;
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);

  if (len > HD_SHEET_TABLE_MAX_BYTES)
    {
      fail (error, _("the table file is too large (%zu bytes; a table takes at most %d)"), len,
            HD_SHEET_TABLE_MAX_BYTES);
      return NULL;
    }
  if (data == NULL || memchr (data, '\0', len) != NULL || !g_utf8_validate (data, (gssize) len, NULL) ||
      !g_key_file_load_from_data (file, data, len, G_KEY_FILE_NONE, NULL))
    {
      fail (error, _("this is not a table file"));
      return NULL;
    }
  if ((def = read_head (rules, file, error)) == NULL || !check_keys (def, file, error) ||
      !check_no_locale (data, len, error))
    return NULL;
  table = hd_sheet_table_new_given (rules, def);
  for (guint r = 0; r < def->n_rows; r++)
    if (!read_row (table, file, r, error))
      return NULL;
  return g_steal_pointer (&table);
}

GFile *
hd_sheet_table_get_file (const HdSheetRules    *rules,
                         const HdSheetTableDef *def)
{
  g_autofree char *name = g_strdup_printf ("%s-%s.hdtable", rules->id, def->id);
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "house-divided-companion", "tables", name,
                                            NULL);

  return g_file_new_for_path (path);
}

gboolean
hd_sheet_table_save (const HdSheetTable *table,
                     GFile              *file,
                     GError            **error)
{
  g_autoptr(GBytes) bytes = hd_sheet_table_to_bytes (table);
  g_autoptr(GFile) folder = g_file_get_parent (file);
  g_autoptr(GError) made = NULL;

  if (!hd_sheet_table_is_whole (table))
    return fail (error, _("the table is not filled in yet: every cell needs its result"));
  if (folder != NULL && !g_file_make_directory_with_parents (folder, NULL, &made) &&
      !g_error_matches (made, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_propagate_error (error, g_steal_pointer (&made));
      return FALSE;
    }
  return hd_file_replace_bytes (file, bytes, error);
}

HdSheetTable *
hd_sheet_table_load (const HdSheetRules    *rules,
                     const HdSheetTableDef *def,
                     GError               **error)
{
  g_autoptr(GFile) file = hd_sheet_table_get_file (rules, def);
  g_autoptr(GError) why = NULL;
  g_autoptr(GBytes) bytes = hd_file_load (file, HD_SHEET_TABLE_MAX_BYTES, &why);
  HdSheetTable *table = bytes != NULL ? hd_sheet_table_from_bytes (rules, bytes, &why) : NULL;

  if (table != NULL && hd_sheet_table_get_def (table) == def)
    return table;
  if (table != NULL)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%s holds another table"), g_file_peek_path (file));
  else if (why != NULL && !g_error_matches (why, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    g_propagate_prefixed_error (error, g_steal_pointer (&why), "%s: ", g_file_peek_path (file));
  hd_sheet_table_free (table);
  return hd_sheet_table_new_given (rules, def);
}

HdSheetTable *
hd_sheet_table_import (const HdSheetRules    *rules,
                       const HdSheetTableDef *def,
                       GFile                 *from,
                       GError               **error)
{
  g_autoptr(GBytes) bytes = hd_file_load (from, HD_SHEET_TABLE_MAX_BYTES, error);
  g_autoptr(HdSheetTable) table = bytes != NULL ? hd_sheet_table_from_bytes (rules, bytes, error) : NULL;
  g_autoptr(GFile) file = NULL;

  if (table == NULL)
    return NULL;
  if (def != NULL && table->def != def)
    {
      /* TRANSLATORS: %1$s the table the file holds, %2$s the one asked for */
      fail (error, _("the file holds the %1$s, not the %2$s"), _(table->def->title), _(def->title));
      return NULL;
    }
  file = hd_sheet_table_get_file (rules, table->def);
  if (!hd_sheet_table_save (table, file, error))
    return NULL;
  return g_steal_pointer (&table);
}
