/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-scenario.h: a scenario's set-up (rules 2.0, 11.1, 11.5-11.7) read
 * from the files in data/scenarios/ (docs/scenarios.md): units, entrenchments,
 * Control markers, dates, drafts already taken and first-turn marches. */
#pragma once

#include <gio/gio.h>

#include "hd-map.h"
#include "hd-unit.h"

G_BEGIN_DECLS

#define HD_SCENARIO_ERROR (hd_scenario_error_quark ())

typedef enum {
  HD_SCENARIO_ERROR_TOO_LARGE,
  HD_SCENARIO_ERROR_NOT_XML,
  HD_SCENARIO_ERROR_FORBIDDEN,
  HD_SCENARIO_ERROR_VERSION,
  HD_SCENARIO_ERROR_INVALID,
  HD_SCENARIO_ERROR_UNKNOWN_BOX,
  HD_SCENARIO_ERROR_COUNTER_MIX,
} HdScenarioError;

#define HD_SCENARIO_MAX_BYTES (1024 * 1024)
#define HD_SCENARIO_FORMAT 1

typedef struct {
  guint      box;
  HdSide     side;
  HdUnitKind kind;
  guint      count;
  gboolean   entrenched;
} HdPlacement;

typedef struct {
  const char *name;
  guint       value;     /* battlefield leadership (Advanced Game) */
  guint       box;
  HdSide      side;
} HdLeaderPlacement;

typedef struct {
  guint  box;
  HdSide side;
} HdControlMarker;

typedef enum {
  HD_SCENARIO_VICTORY_STANDARD,        /* rule 10.0 */
  HD_SCENARIO_VICTORY_ARMY_MAXIMUM_LEAD_5, /* rule 11.1 */
} HdScenarioVictory;

#define HD_TYPE_SCENARIO (hd_scenario_get_type ())
G_DECLARE_FINAL_TYPE (HdScenario, hd_scenario, HD, SCENARIO, GObject)

GQuark       hd_scenario_error_quark        (void);

HdScenario  *hd_scenario_new_from_bytes     (HdMap        *map,
                                             GBytes       *bytes,
                                             const char   *source_name,
                                             GError      **error);
HdScenario  *hd_scenario_new_builtin        (HdMap        *map,
                                             const char   *id,
                                             GError      **error);
const char * const *hd_scenario_builtin_ids (void);
const char  *hd_scenario_builtin_get_label  (const char   *id);
const char  *hd_scenario_builtin_get_summary (const char  *id);

const char  *hd_scenario_get_id             (HdScenario   *self);
const char  *hd_scenario_get_rule           (HdScenario   *self);
const char  *hd_scenario_get_title          (HdScenario   *self);
guint        hd_scenario_get_start_turn     (HdScenario   *self);
guint        hd_scenario_get_end_turn       (HdScenario   *self);
guint        hd_scenario_get_union_drafts_taken (HdScenario *self);
guint        hd_scenario_get_first_turn_marches (HdScenario *self);
HdScenarioVictory hd_scenario_get_victory   (HdScenario   *self);
void         hd_scenario_get_printed_army_maximums (HdScenario *self,
                                             guint        *union_max,
                                             guint        *confederate_max);

guint        hd_scenario_get_n_placements   (HdScenario   *self);
const HdPlacement *hd_scenario_get_placement (HdScenario  *self,
                                             guint         index);
guint        hd_scenario_get_n_leaders      (HdScenario   *self);
const HdLeaderPlacement *hd_scenario_get_leader (HdScenario *self,
                                             guint         index);
guint        hd_scenario_get_n_control_markers (HdScenario *self);
const HdControlMarker *hd_scenario_get_control_marker (HdScenario *self,
                                             guint         index);

guint        hd_scenario_count_units        (HdScenario   *self,
                                             HdSide        side,
                                             int           kind);
void         hd_scenario_compute_control    (HdScenario   *self,
                                             HdSide       *controllers);

G_END_DECLS
