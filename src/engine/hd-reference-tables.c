/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-reference-tables.c: the tables of figures in the rules reference,
 * made from the engine's own unit table (hd-unit.c) rather than typed
 * again: the units' combat values and marches under 1.4, the Movement
 * Chart under 4.0, the counters of each side under the Game Piece
 * Inventory.  Plain text, one line a row, columns padded with spaces, so
 * that any window or terminal shows them readably and search finds them. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-reference-private.h"
#include "hd-unit.h"

/* A table is a GPtrArray of rows (GStrv), the first a heading; a row's
 * cells, NULL-terminated, are taken. */
static void
add_row (GPtrArray *table, ...)
{
  GPtrArray *row = g_ptr_array_new ();
  va_list args;
  char *cell;

  va_start (args, table);
  while ((cell = va_arg (args, char *)) != NULL)
    g_ptr_array_add (row, cell);
  va_end (args);
  g_ptr_array_add (row, NULL);
  g_ptr_array_add (table, g_ptr_array_free (row, FALSE));
}

/* The table as lines, every column as wide as its widest cell. */
static char *
table_to_text (GPtrArray *table)
{
  GString *out = g_string_new (NULL);
  glong widths[8] = { 0 };

  for (guint r = 0; r < table->len; r++)
    {
      char **row = g_ptr_array_index (table, r);
      for (guint c = 0; row[c] != NULL && c < G_N_ELEMENTS (widths); c++)
        widths[c] = MAX (widths[c], g_utf8_strlen (row[c], -1));
    }
  for (guint r = 0; r < table->len; r++)
    {
      char **row = g_ptr_array_index (table, r);
      GString *line = g_string_new (NULL);

      for (guint c = 0; row[c] != NULL && c < G_N_ELEMENTS (widths); c++)
        {
          g_string_append (line, row[c]);
          if (row[c + 1] != NULL)
            for (glong pad = g_utf8_strlen (row[c], -1); pad < widths[c] + 2; pad++)
              g_string_append_c (line, ' ');
        }
      g_string_append_printf (out, "%s%s", r > 0 ? "\n" : "", line->str);
      g_string_free (line, TRUE);
    }
  return g_string_free (out, FALSE);
}

static GPtrArray *
table_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
}

/* "1-3": the numbers from @low to @high, or one number. */
static char *
range (guint low, guint high)
{
  return low == high ? g_strdup_printf ("%u", low) : g_strdup_printf ("%u-%u", low, high);
}

/* The fewest and most boxes a unit of @type goes in a march (4.0). */
static char *
march_range (HdUnitType type)
{
  guint low = G_MAXUINT, high = 0;

  for (guint w = 0; w < HD_N_MARCH_WAYS; w++)
    {
      low = MIN (low, hd_unit_type_get_march_length (type, (HdMarchWay) w));
      high = MAX (high, hd_unit_type_get_march_length (type, (HdMarchWay) w));
    }
  return range (low, high);
}

/* 1.4: every kind of unit, its code (11.4), combat value, the dice that
 * hit (5.1) and the boxes it goes in a march (the Movement Chart, 4.0). */
static char *
pieces_table (void)
{
  g_autoptr(GPtrArray) table = table_new ();

  add_row (table, g_strdup (_("Unit")), g_strdup (_("Code")), g_strdup (_("Combat value")), g_strdup (_("Hits on")),
           g_strdup (_("Boxes a march (4.0)")), NULL);
  for (guint k = 0; k < HD_N_KINDS; k++)
    {
      HdUnitKind kind = (HdUnitKind) k;
      guint value = hd_unit_kind_get_combat_value (kind);

      add_row (table, g_strdup (hd_unit_kind_get_label (kind)), g_strdup (hd_unit_kind_get_code (kind)),
               g_strdup_printf ("%u", value), range (1, value), march_range (hd_unit_kind_get_type (kind)), NULL);
    }
  return table_to_text (table);
}

/* 4.0: the Movement Chart. */
static char *
movement_table (void)
{
  g_autoptr(GPtrArray) table = table_new ();

  add_row (table, g_strdup (_("Unit type")), g_strdup (_("Line")), g_strdup (_("Boxes a march")), NULL);
  for (guint t = HD_INFANTRY; t <= HD_CAVALRY; t++)
    for (guint w = 0; w < HD_N_MARCH_WAYS; w++)
      add_row (table, g_strdup (hd_unit_type_get_label ((HdUnitType) t)),
               g_strdup (hd_march_way_get_label ((HdMarchWay) w)),
               g_strdup_printf ("%u", hd_unit_type_get_march_length ((HdUnitType) t, (HdMarchWay) w)), NULL);
  return table_to_text (table);
}

/* The Game Piece Inventory: each side's counters of each kind. */
static char *
inventory_table (void)
{
  g_autoptr(GPtrArray) table = table_new ();

  add_row (table, g_strdup (_("Unit")), g_strdup (_("Union")), g_strdup (_("Confederate")), NULL);
  for (guint k = 0; k < HD_N_KINDS; k++)
    add_row (table, g_strdup (hd_unit_kind_get_label ((HdUnitKind) k)),
             g_strdup_printf ("%u", hd_unit_kind_get_counter_limit (HD_SIDE_UNION, (HdUnitKind) k)),
             g_strdup_printf ("%u", hd_unit_kind_get_counter_limit (HD_SIDE_CONFEDERATE, (HdUnitKind) k)), NULL);
  return table_to_text (table);
}

char *
hd_reference_make_table (const char *id)
{
  if (g_str_equal (id, "1.4"))
    return pieces_table ();
  if (g_str_equal (id, "4.0"))
    return movement_table ();
  if (g_str_equal (id, "inventory"))
    return inventory_table ();
  return NULL;
}
