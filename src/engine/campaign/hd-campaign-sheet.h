/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-sheet.h: a battle sheet (Campaign 9, 9.2, 9.4) as plain
 * data the application prints (GtkPrintOperation) and the CLI writes as
 * text: a title, a subtitle and sections of rows of cells, every cell
 * already translated.  It holds no position: it is safe for the
 * application (tests/test-campaign-boundary.py's ALLOWED).  The sheet of
 * a battle is made by hd_campaign_view_battle_sheet() (hd-campaign-view.h).
 *
 * The sections of a battle's sheet, in order (each a table):
 *   the battle (box, date, attacker and defender, state, day),
 *   the cavalry test and what it means (9, 9.2: the attacker's deployment),
 *   the defender's two-corps limit (9.2) and the entrenchments (7.6, 14),
 *   each side's forces as they go to the table (a row per stand, grouped
 *   by corps and division: formation, commander, stand, SP, morale,
 *   status, PT, NE, specials; a row per division with its exhaustion
 *   threshold, 10.21-10.25),
 *   the reinforcements eligible (9.4) with their box,
 *   the casualty return to fill in (a row per stand: SP at the start, SP
 *   at the end left empty). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The kind of a row, so that a printer may set it apart (a division's
 * heading row in bold, a blank to fill in boxed). */
typedef enum {
  HD_SHEET_ROW_PLAIN = 0,
  HD_SHEET_ROW_GROUP,      /* a corps' or division's line above its stands */
  HD_SHEET_ROW_FILL_IN,    /* a row with empty cells to be written in by hand */
} HdCampaignSheetRowKind;

typedef struct {
  char      *heading;      /* "Union forces", translated */
  guint      n_columns;
  GStrv      columns;      /* n_columns column headings (translated), or NULL */
  GPtrArray *rows;         /* each a GStrv of n_columns cells ("" for empty) */
  GArray    *kinds;        /* HdCampaignSheetRowKind (guint) per row */
} HdCampaignSheetSection;

typedef struct {
  char      *title;        /* "Battle of Harpers Ferry" */
  char      *subtitle;     /* "August 1861, day 1: the Union attacks" */
  GPtrArray *sections;     /* HdCampaignSheetSection, owned */
} HdCampaignSheet;

HdCampaignSheet        *hd_campaign_sheet_new          (const char      *title,
                                                        const char      *subtitle);
void                    hd_campaign_sheet_free         (HdCampaignSheet *self);
/* Adds a section of @n_columns columns; @columns (NULL, or n_columns
 * headings) is copied.  The section belongs to @self. */
HdCampaignSheetSection *hd_campaign_sheet_add_section  (HdCampaignSheet *self,
                                                        const char      *heading,
                                                        guint            n_columns,
                                                        const char *const *columns);
/* Adds a row of the section's n_columns cells (copied; NULL cells are
 * empty). */
void                    hd_campaign_sheet_section_add_row (HdCampaignSheetSection *section,
                                                           HdCampaignSheetRowKind  kind,
                                                           const char *const      *cells);
/* The section with @heading, or NULL. */
const HdCampaignSheetSection *hd_campaign_sheet_find_section (const HdCampaignSheet *self,
                                                              const char            *heading);
/* The sheet as plain text for the CLI and the tests: the title, the
 * subtitle, then each section's heading and its rows in aligned
 * columns. */
char                   *hd_campaign_sheet_to_text      (const HdCampaignSheet *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdCampaignSheet, hd_campaign_sheet_free)

G_END_DECLS
