/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-unit.h: military units (rule 1.4): type, quality, the rulebook's
 * abbreviations (11.4), combat values (5.1, 5.32), how far each type
 * marches (the Movement Chart, 4.0) and the counter mix (Game Piece
 * Inventory). */
#pragma once

#include <glib.h>

#include "hd-types.h"

G_BEGIN_DECLS

/* The Foreign Intervention units of the Advanced Game (Advanced 8.4):
 * four counters of their own. */
#define HD_N_FOREIGN_UNITS 4

typedef enum {
  HD_INFANTRY = 0,
  HD_CAVALRY,
} HdUnitType;

typedef enum {
  HD_MILITIA = 0,
  HD_VETERAN,
  HD_CRACK,
} HdQuality;

/* The six kinds of unit, in the order of the Game Piece Inventory. */
typedef enum {
  HD_KIND_MI = 0, /* militia infantry */
  HD_KIND_VI,     /* veteran infantry */
  HD_KIND_CI,     /* crack infantry */
  HD_KIND_MC,     /* militia cavalry */
  HD_KIND_VC,     /* veteran cavalry */
  HD_KIND_CC,     /* crack cavalry */
  HD_N_KINDS
} HdUnitKind;

/* The ways of the Movement Chart (4.0): a railroad is friendly when it
 * joins two boxes of the moving side. */
typedef enum {
  HD_MARCH_ROAD = 0,
  HD_MARCH_UNFRIENDLY_RAIL,
  HD_MARCH_FRIENDLY_RAIL,
  HD_MARCH_RIVER,
  HD_N_MARCH_WAYS
} HdMarchWay;

/* A unit as it stands on the board: plain data, copied freely. */
typedef struct {
  HdSide     side;
  HdUnitKind kind;
  gboolean   reduced;    /* flipped to its red side (5.1) */
  gboolean   entrenched; /* under an Entrenchment marker (4.3) */
  gboolean   foreign;    /* a Foreign Intervention unit (Advanced 8.4) */
} HdUnit;

HdUnitType  hd_unit_kind_get_type          (HdUnitKind  kind);
HdQuality   hd_unit_kind_get_quality       (HdUnitKind  kind);
HdUnitKind  hd_unit_kind_from_parts        (HdUnitType  type,
                                            HdQuality   quality);
guint       hd_unit_kind_get_combat_value  (HdUnitKind  kind);
const char *hd_unit_kind_get_code          (HdUnitKind  kind);
gboolean    hd_unit_kind_from_code         (const char *code,
                                            HdUnitKind *out_kind);
const char *hd_unit_kind_get_label         (HdUnitKind  kind);
guint       hd_unit_kind_get_counter_limit (HdSide      side,
                                            HdUnitKind  kind);
/* How many boxes a unit of @type moves in one march along @way (the
 * Movement Chart of 4.0, before 4.9 and 4.11; crack infantry under 4.8
 * moves as cavalry). */
guint       hd_unit_type_get_march_length  (HdUnitType  type,
                                            HdMarchWay  way);
/* The type a unit of @kind marches as: its own, but cavalry for crack
 * infantry when optional rule 4.8 is in play. */
HdUnitType  hd_unit_kind_get_movement_type (HdUnitKind  kind,
                                            gboolean    rule_4_8);
/* The lines a march of @type may combine (4.0): roads and railroads for
 * cavalry, none for infantry (one kind of line a march); no unit
 * combines a river with another line.  A march along one kind of line
 * needs no combining. */
HdLineMask  hd_unit_type_get_combined_lines (HdUnitType type);
/* Whether @kind has a Defensive Value (5.32: crack infantry): shots at
 * it are modified (hd_battle_get_defensive_value()). */
gboolean    hd_unit_kind_has_defensive_value (HdUnitKind kind);
/* "Infantry", "Cavalry"; "by road", "by friendly railroad" ...: translated. */
const char *hd_unit_type_get_label         (HdUnitType  type);
const char *hd_march_way_get_label         (HdMarchWay  way);

char       *hd_unit_to_code                (const HdUnit *unit);
gboolean    hd_unit_from_code              (const char   *code,
                                            HdSide        side,
                                            HdUnit       *out_unit);

G_END_DECLS
