/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-sheet.c: the battle sheet as plain data (made, freed,
 * written as text); what goes into a battle's sheet is built from the
 * position in hd-campaign-sheet-build.c. */
#include "config.h"

#include "hd-campaign-sheet.h"

static void
section_free (gpointer data)
{
  HdCampaignSheetSection *section = data;

  g_free (section->heading);
  g_strfreev (section->columns);
  g_ptr_array_unref (section->rows);
  g_array_unref (section->kinds);
  g_free (section);
}

HdCampaignSheet *
hd_campaign_sheet_new (const char *title,
                       const char *subtitle)
{
  HdCampaignSheet *self = g_new0 (HdCampaignSheet, 1);

  self->title = g_strdup (title != NULL ? title : "");
  self->subtitle = g_strdup (subtitle != NULL ? subtitle : "");
  self->sections = g_ptr_array_new_with_free_func (section_free);
  return self;
}

void
hd_campaign_sheet_free (HdCampaignSheet *self)
{
  if (self == NULL)
    return;
  g_free (self->title);
  g_free (self->subtitle);
  g_ptr_array_unref (self->sections);
  g_free (self);
}

static GStrv
copy_cells (guint              n,
            const char *const *cells)
{
  GStrv copy = g_new0 (char *, n + 1);

  for (guint i = 0; i < n; i++)
    copy[i] = g_strdup (cells != NULL && cells[i] != NULL ? cells[i] : "");
  return copy;
}

HdCampaignSheetSection *
hd_campaign_sheet_add_section (HdCampaignSheet   *self,
                               const char        *heading,
                               guint              n_columns,
                               const char *const *columns)
{
  HdCampaignSheetSection *section = g_new0 (HdCampaignSheetSection, 1);

  g_return_val_if_fail (n_columns > 0, NULL);
  section->heading = g_strdup (heading);
  section->n_columns = n_columns;
  section->columns = columns != NULL ? copy_cells (n_columns, columns) : NULL;
  section->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  section->kinds = g_array_new (FALSE, FALSE, sizeof (guint));
  g_ptr_array_add (self->sections, section);
  return section;
}

void
hd_campaign_sheet_section_add_row (HdCampaignSheetSection *section,
                                   HdCampaignSheetRowKind  kind,
                                   const char *const      *cells)
{
  guint k = kind;

  g_ptr_array_add (section->rows, copy_cells (section->n_columns, cells));
  g_array_append_val (section->kinds, k);
}

const HdCampaignSheetSection *
hd_campaign_sheet_find_section (const HdCampaignSheet *self,
                                const char            *heading)
{
  for (guint i = 0; i < self->sections->len; i++)
    {
      const HdCampaignSheetSection *section = self->sections->pdata[i];

      if (g_strcmp0 (section->heading, heading) == 0)
        return section;
    }
  return NULL;
}

/* The widest cell of each column, in characters. */
static guint *
column_widths (const HdCampaignSheetSection *section)
{
  guint *widths = g_new0 (guint, section->n_columns);

  for (guint c = 0; section->columns != NULL && c < section->n_columns; c++)
    widths[c] = g_utf8_strlen (section->columns[c], -1);
  for (guint r = 0; r < section->rows->len; r++)
    {
      GStrv row = section->rows->pdata[r];

      for (guint c = 0; c < section->n_columns; c++)
        widths[c] = MAX (widths[c], (guint) g_utf8_strlen (row[c], -1));
    }
  return widths;
}

static void
append_row (GString           *out,
            const char *const *cells,
            const guint       *widths,
            guint              n,
            gboolean           fill_in)
{
  GString *line = g_string_new ("  ");

  for (guint c = 0; c < n; c++)
    {
      const char *cell = cells[c];
      guint len = g_utf8_strlen (cell, -1);
      gboolean blank = fill_in && cell[0] == '\0';

      g_string_append (line, c == 0 ? "" : "  ");
      if (blank)
        len = 0;
      for (guint i = 0; blank && i < widths[c]; i++)
        g_string_append_c (line, '_');
      if (!blank)
        g_string_append (line, cell);
      for (guint i = blank ? widths[c] : len; i < widths[c]; i++)
        g_string_append_c (line, ' ');
    }
  while (line->len > 0 && line->str[line->len - 1] == ' ')
    g_string_truncate (line, line->len - 1);
  g_string_append_printf (out, "%s\n", line->str);
  g_string_free (line, TRUE);
}

static void
append_section (GString                      *out,
                const HdCampaignSheetSection *section)
{
  g_autofree guint *widths = column_widths (section);

  for (guint c = 0; c < section->n_columns; c++)
    widths[c] = MAX (widths[c], 3u);
  g_string_append_printf (out, "\n%s\n", section->heading);
  if (section->columns != NULL)
    append_row (out, (const char *const *) section->columns, widths, section->n_columns, FALSE);
  for (guint r = 0; r < section->rows->len; r++)
    append_row (out, section->rows->pdata[r], widths, section->n_columns,
                g_array_index (section->kinds, guint, r) == HD_SHEET_ROW_FILL_IN);
}

char *
hd_campaign_sheet_to_text (const HdCampaignSheet *self)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "%s\n", self->title);
  if (self->subtitle[0] != '\0')
    g_string_append_printf (out, "%s\n", self->subtitle);
  for (guint i = 0; i < self->sections->len; i++)
    append_section (out, self->sections->pdata[i]);
  return g_string_free (out, FALSE);
}
