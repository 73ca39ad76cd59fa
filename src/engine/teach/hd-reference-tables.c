/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-reference-tables.c: the tables of figures in the rules reference,
 * made from the engine's own tables (hd-unit.c, hd-battle.c, hd-leader.c,
 * hd-intervention.c, hd-border.c) rather than typed again: the units'
 * combat values, Defensive Value and marches under 1.4, the Movement
 * Chart (with what a march may combine, and crack infantry under the
 * optional 4.8) under 4.0, the pieces of each side, Advanced ones too,
 * under the Game Piece Inventory, and the Campaign Game's organisations
 * (hd-campaign-templates.c) under its Appendices I and II.  Plain text, one line a row, columns padded with spaces, so
 * that any window or terminal shows them readably and search finds them. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-battle.h"
#include "hd-border.h"
#include "hd-campaign-templates.h"
#include "hd-intervention.h"
#include "hd-leader.h"
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

/* "-1", or "none" for a kind without a Defensive Value (5.32). */
static char *
defensive_value (HdUnitKind kind)
{
  int value = hd_battle_get_defensive_value (kind);

  return value != 0 ? g_strdup_printf ("%d", value) : g_strdup (_("none"));
}

/* 1.4: every kind of unit, its code (11.4), combat value, Defensive
 * Value (5.32), the dice that hit (5.1) and the boxes it goes in a march
 * (the Movement Chart, 4.0). */
static char *
pieces_table (void)
{
  g_autoptr(GPtrArray) table = table_new ();

  add_row (table, g_strdup (_("Unit")), g_strdup (_("Code")), g_strdup (_("Combat value")),
           g_strdup (_("Defensive value (5.32)")), g_strdup (_("Hits on")), g_strdup (_("Boxes a march (4.0)")), NULL);
  for (guint k = 0; k < HD_N_KINDS; k++)
    {
      HdUnitKind kind = (HdUnitKind) k;
      guint value = hd_unit_kind_get_combat_value (kind);

      add_row (table, g_strdup (hd_unit_kind_get_label (kind)), g_strdup (hd_unit_kind_get_code (kind)),
               g_strdup_printf ("%u", value), defensive_value (kind), range (1, value),
               march_range (hd_unit_kind_get_type (kind)), NULL);
    }
  return table_to_text (table);
}

static HdLineType
way_line (HdMarchWay way)
{
  return way == HD_MARCH_ROAD ? HD_LINE_ROAD : way == HD_MARCH_RIVER ? HD_LINE_RIVER : HD_LINE_RAIL;
}

/* What else a march of @type along @way may go by (4.0): "railroads",
 * or "no other line". */
static char *
combined_with (HdUnitType type, HdMarchWay way)
{
  const char *plural[HD_N_LINE_TYPES] = { _("roads"), _("railroads"), _("rivers") };
  HdLineMask mask = hd_unit_type_get_combined_lines (type);
  HdLineType line = way_line (way);
  GString *out = g_string_new (NULL);

  for (guint l = 0; (mask & (1u << line)) && l < HD_N_LINE_TYPES; l++)
    if (l != line && (mask & (1u << l)))
      g_string_append_printf (out, "%s%s", out->len > 0 ? ", " : "", plural[l]);
  if (out->len == 0)
    g_string_append (out, _("no other line"));
  return g_string_free (out, FALSE);
}

static void
movement_rows (GPtrArray *table, const char *label, HdUnitType type)
{
  for (guint w = 0; w < HD_N_MARCH_WAYS; w++)
    add_row (table, g_strdup (label), g_strdup (hd_march_way_get_label ((HdMarchWay) w)),
             g_strdup_printf ("%u", hd_unit_type_get_march_length (type, (HdMarchWay) w)),
             combined_with (type, (HdMarchWay) w), NULL);
}

/* 4.0: the Movement Chart, what a march may combine, and crack infantry
 * under the optional 4.8 (marching as its movement type says). */
static char *
movement_table (void)
{
  g_autoptr(GPtrArray) table = table_new ();

  add_row (table, g_strdup (_("Unit type")), g_strdup (_("Line")), g_strdup (_("Boxes a march")),
           g_strdup (_("Combined in a march with")), NULL);
  for (guint t = HD_INFANTRY; t <= HD_CAVALRY; t++)
    movement_rows (table, hd_unit_type_get_label ((HdUnitType) t), (HdUnitType) t);
  movement_rows (table, _("Crack infantry (optional 4.8)"), hd_unit_kind_get_movement_type (HD_KIND_CI, TRUE));
  return table_to_text (table);
}

/* A count, or "–" for none, as the rulebook's inventory writes it. */
static char *
count (guint n)
{
  return n > 0 ? g_strdup_printf ("%u", n) : g_strdup ("–");
}

/* The Advanced Game pieces: the leaders by side (hd-leader.c), the
 * Foreign Intervention units (Advanced 8.4) and a militia for each
 * border state (Advanced 8.3), both Confederate. */
static void
advanced_rows (GPtrArray *table)
{
  guint leaders[2] = { 0, 0 };

  for (guint l = 0; l < HD_N_LEADERS; l++)
    leaders[hd_leader_get_side ((HdLeader) l) == HD_SIDE_UNION ? 0 : 1]++;
  add_row (table, g_strdup (_("Advanced Game pieces")), NULL);
  add_row (table, g_strdup (_("Leaders (Advanced 8.2)")), count (leaders[0]), count (leaders[1]), NULL);
  add_row (table, g_strdup (_("Foreign Intervention units (Advanced 8.4)")), count (0), count (HD_N_FOREIGN_UNITS),
           NULL);
  add_row (table, g_strdup (_("Border militia (Advanced 8.3)")), count (0), count (HD_N_BORDER_STATES), NULL);
}

/* The Game Piece Inventory: each side's counters of each kind, then the
 * Advanced Game pieces. */
static char *
inventory_table (void)
{
  g_autoptr(GPtrArray) table = table_new ();

  add_row (table, g_strdup (_("Unit")), g_strdup (_("Union")), g_strdup (_("Confederate")), NULL);
  for (guint k = 0; k < HD_N_KINDS; k++)
    add_row (table, g_strdup (hd_unit_kind_get_label ((HdUnitKind) k)),
             count (hd_unit_kind_get_counter_limit (HD_SIDE_UNION, (HdUnitKind) k)),
             count (hd_unit_kind_get_counter_limit (HD_SIDE_CONFEDERATE, (HdUnitKind) k)), NULL);
  advanced_rows (table);
  return table_to_text (table);
}

/* ------------------------------------------------ campaign appendices */

/* A stand's figures as the appendices write them: "6-4 PT, NE",
 * "2-5 SB-H PT", "4-5". */
static char *
stand_figures (const HdCampaignTemplateStand *stand)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "%u-%u", stand->sp, stand->morale);
  if (stand->gun != HD_GUN_NONE)
    g_string_append_printf (out, " %s", hd_gun_get_code (stand->gun));
  if (stand->flags & HD_STAND_PT)
    g_string_append (out, " PT");
  if (stand->flags & HD_STAND_NE)
    g_string_append (out, (stand->flags & HD_STAND_PT) ? ", NE" : " NE");
  return g_string_free (out, FALSE);
}

/* "Corps troops", "1st Division", "2nd Division": where a stand of an
 * organisation serves. */
static char *
stand_place (guint division)
{
  if (division == 0)
    /* TRANSLATORS: the stands of a corps not in a division, in the tables of Appendices I and II */
    return g_strdup (C_("appendix", "Corps troops"));
  /* TRANSLATORS: a division of a corps in the tables of Appendices I and II, %u its number (1 or 2) */
  return g_strdup_printf (C_("appendix", "Division %u"), division);
}

/* One organisation: its name, then its stands indented, where each
 * serves, its name and its figures; a corps with no corps troops says
 * so. */
static void
append_template (GString *out, HdCampaignTemplate t)
{
  g_autoptr(GPtrArray) table = table_new ();
  g_autofree char *rows = NULL;
  g_auto(GStrv) lines = NULL;
  guint n = 0;
  const HdCampaignTemplateStand *stands = hd_campaign_templates_get_stands (t, &n);

  add_row (table, g_strdup (C_("appendix", "Part")), g_strdup (C_("appendix", "Stand")),
           g_strdup (C_("appendix", "Strength-morale")), NULL);
  if (n > 0 && stands[0].division != 0)
    add_row (table, stand_place (0), g_strdup (C_("appendix", "none")), g_strdup (""), NULL);
  for (guint i = 0; i < n; i++)
    add_row (table, stand_place (stands[i].division), g_strdup (stands[i].name), stand_figures (&stands[i]), NULL);
  rows = table_to_text (table);
  lines = g_strsplit (rows, "\n", -1);
  g_string_append_printf (out, "%s%s", out->len > 0 ? "\n\n" : "", hd_campaign_templates_get_label (t));
  for (guint i = 0; lines[i] != NULL; i++)
    g_string_append_printf (out, "\n  %s", g_strchomp (lines[i]));
}

/* Every organisation of @side's appendix, in the appendix's order. */
static char *
appendix_table (HdSide side)
{
  GString *out = g_string_new (NULL);

  for (guint t = 0; t < HD_N_TEMPLATES; t++)
    if (hd_campaign_templates_get_side ((HdCampaignTemplate) t) == side)
      append_template (out, (HdCampaignTemplate) t);
  return g_string_free (out, FALSE);
}

char *
hd_reference_make_table (const char *id)
{
  if (g_str_equal (id, "campaign-appendix-i"))
    return appendix_table (HD_SIDE_UNION);
  if (g_str_equal (id, "campaign-appendix-ii"))
    return appendix_table (HD_SIDE_CONFEDERATE);
  if (g_str_equal (id, "1.4"))
    return pieces_table ();
  if (g_str_equal (id, "4.0"))
    return movement_table ();
  if (g_str_equal (id, "inventory"))
    return inventory_table ();
  return NULL;
}
