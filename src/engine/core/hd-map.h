/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-map.h: the board of A House Divided as a graph of boxes and
 * transportation lines, read from data/map.svg (docs/map-format.md). */
#pragma once

#include <gio/gio.h>

#include "hd-types.h"

G_BEGIN_DECLS

#define HD_MAP_ERROR (hd_map_error_quark ())

typedef enum {
  HD_MAP_ERROR_TOO_LARGE,
  HD_MAP_ERROR_EMPTY,
  HD_MAP_ERROR_NOT_XML,
  HD_MAP_ERROR_FORBIDDEN,       /* a DOCTYPE or entity declaration */
  HD_MAP_ERROR_NOT_A_MAP,       /* root is not our SVG, or wrong version */
  HD_MAP_ERROR_MISSING_ATTRIBUTE,
  HD_MAP_ERROR_BAD_ATTRIBUTE,
  HD_MAP_ERROR_DUPLICATE_ID,
  HD_MAP_ERROR_UNKNOWN_BOX,
  HD_MAP_ERROR_INCONSISTENT,
} HdMapError;

/* The largest map file we accept; the real board is about 0.3 MiB. */
#define HD_MAP_MAX_BYTES (8 * 1024 * 1024)
#define HD_MAP_VERSION 1

typedef struct {
  guint        index;
  const char  *id;                 /* kebab-case, e.g. "richmond" */
  const char  *name;               /* e.g. "Richmond" */
  const char * const *aliases;     /* other spellings, NULL-terminated */
  const char  *state;
  HdSide       side;               /* default colour (rule 8.0) */
  guint        recruit_union;      /* blue shield value, 0 if none (rule 7.0) */
  guint        recruit_confederate;/* red shield value, 0 if none */
  gboolean     port;               /* anchor symbol (rule 4.6) */
  gboolean     permanent_entrenchment; /* rule 4.3 */
  double       x, y;               /* centre on the board, in SVG units */
  double       width, height;
  const guint *lines;              /* indices of the lines out of this box */
  guint        n_lines;
  const guint *river_sides_from;   /* boxes whose side of this box is blue (1.3) */
  guint        n_river_sides_from;
} HdBox;

typedef struct {
  guint       index;
  const char *id;                  /* e.g. "line-cairo--paducah--river" */
  HdLineType  type;
  guint       a, b;                /* box indices */
  int         downstream;          /* box index of the downstream end, -1 unless a river */
  gboolean    river_side_at_a;     /* entering a along this line crosses a river side (5.34) */
  gboolean    river_side_at_b;
} HdLine;

/* A space of the Game Turn Track (number = the turn, 1-45, date as printed,
 * e.g. "07/1861" or "11/12/1861") or of the Army Maximum Track (number = the
 * value, date NULL): where markers go on the board. */
typedef struct {
  guint       number;
  const char *date;
  double      x, y;                /* centre */
  double      width, height;
} HdTrackSpace;

typedef enum {
  HD_TRACK_GAME_TURN,
  HD_TRACK_ARMY_MAXIMUM,
} HdTrack;

#define HD_TYPE_MAP (hd_map_get_type ())
G_DECLARE_FINAL_TYPE (HdMap, hd_map, HD, MAP, GObject)

GQuark        hd_map_error_quark           (void);

HdMap        *hd_map_new_from_bytes        (GBytes       *bytes,
                                            const char   *source_name,
                                            GError      **error);
HdMap        *hd_map_new_from_file         (const char   *path,
                                            GError      **error);
HdMap        *hd_map_new_default           (GError      **error);

GBytes       *hd_map_get_svg               (HdMap        *self);
double        hd_map_get_width             (HdMap        *self);
double        hd_map_get_height            (HdMap        *self);

guint         hd_map_get_n_boxes           (HdMap        *self);
const HdBox  *hd_map_get_box               (HdMap        *self,
                                            guint         index);
guint         hd_map_get_n_lines           (HdMap        *self);
const HdLine *hd_map_get_line              (HdMap        *self,
                                            guint         index);
guint         hd_map_count_lines           (HdMap        *self,
                                            HdLineType    type);

const HdBox  *hd_map_lookup_id             (HdMap        *self,
                                            const char   *id);
const HdBox  *hd_map_lookup_name           (HdMap        *self,
                                            const char   *name);
const HdBox  *hd_map_lookup                (HdMap        *self,
                                            const char   *id_or_name);

const HdBox  *hd_map_line_other_end        (HdMap        *self,
                                            const HdLine *line,
                                            const HdBox  *from);
GPtrArray    *hd_map_neighbours            (HdMap        *self,
                                            const HdBox  *box,
                                            HdLineMask    types);
guint         hd_map_get_distance          (HdMap        *self,
                                            guint         from,
                                            guint         to);
HdLineMask    hd_map_line_types_between    (HdMap        *self,
                                            const HdBox  *a,
                                            const HdBox  *b);
const HdLine *hd_map_find_line             (HdMap        *self,
                                            const HdBox  *a,
                                            const HdBox  *b,
                                            HdLineType    type);
/* Whether @line is the Potomac River between Washington and
 * Fredericksburg, which only the Union may use (4.2; Campaign 7.3). */
gboolean      hd_map_is_potomac            (HdMap        *self,
                                            const HdLine *line);
gboolean      hd_map_is_downstream         (HdMap        *self,
                                            const HdLine *line,
                                            const HdBox  *from,
                                            const HdBox  *to);
gboolean      hd_map_crosses_river_side    (HdMap        *self,
                                            const HdLine *line,
                                            const HdBox  *entering);

guint         hd_map_get_n_track_spaces    (HdMap        *self,
                                            HdTrack       track);
const HdTrackSpace *hd_map_get_track_space (HdMap        *self,
                                            HdTrack       track,
                                            guint         number);

guint         hd_box_recruitment_value     (const HdBox  *box,
                                            HdSide        side);
GPtrArray    *hd_map_recruitment_cities    (HdMap        *self,
                                            HdSide        side);
GPtrArray    *hd_map_ports                 (HdMap        *self);
guint         hd_map_army_maximum          (HdMap        *self,
                                            HdSide        side,
                                            const HdSide *controllers);

G_END_DECLS
