/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-unit.c: the unit table.  Everything here is data from the rulebook:
 * combat values (militia infantry 2, militia cavalry 1, veteran infantry
 * 3, veteran cavalry 2, crack infantry 3 with a defensive value of -1,
 * crack cavalry 3), the Movement Chart (4.0) and the Game Piece
 * Inventory.  The movement rules and the rules reference's tables read
 * them from here. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "hd-unit.h"

static const struct {
  const char *code;       /* rule 11.4 */
  HdUnitType  type;
  HdQuality   quality;
  guint       combat;
  guint       union_count;       /* Game Piece Inventory */
  guint       confederate_count;
} kinds[HD_N_KINDS] = {
  [HD_KIND_MI] = { "Mi", HD_INFANTRY, HD_MILITIA, 2, 24, 8 },
  [HD_KIND_VI] = { "Vi", HD_INFANTRY, HD_VETERAN, 3, 20, 20 },
  [HD_KIND_CI] = { "Ci", HD_INFANTRY, HD_CRACK,   3, 9,  9 },
  [HD_KIND_MC] = { "Mc", HD_CAVALRY,  HD_MILITIA, 1, 1,  1 },
  [HD_KIND_VC] = { "Vc", HD_CAVALRY,  HD_VETERAN, 2, 8,  8 },
  [HD_KIND_CC] = { "Cc", HD_CAVALRY,  HD_CRACK,   3, 4,  4 },
};

/* The Movement Chart (4.0): boxes a march, by unit type and way. */
static const guint march_lengths[2][HD_N_MARCH_WAYS] = {
  [HD_INFANTRY] = { [HD_MARCH_ROAD] = 1, [HD_MARCH_UNFRIENDLY_RAIL] = 1, [HD_MARCH_FRIENDLY_RAIL] = 2,
                    [HD_MARCH_RIVER] = 2 },
  [HD_CAVALRY]  = { [HD_MARCH_ROAD] = 2, [HD_MARCH_UNFRIENDLY_RAIL] = 2, [HD_MARCH_FRIENDLY_RAIL] = 2,
                    [HD_MARCH_RIVER] = 2 },
};

HdUnitType
hd_unit_kind_get_type (HdUnitKind kind)
{
  g_return_val_if_fail ((guint) kind < HD_N_KINDS, HD_INFANTRY);
  return kinds[kind].type;
}

HdQuality
hd_unit_kind_get_quality (HdUnitKind kind)
{
  g_return_val_if_fail ((guint) kind < HD_N_KINDS, HD_MILITIA);
  return kinds[kind].quality;
}

HdUnitKind
hd_unit_kind_from_parts (HdUnitType type,
                         HdQuality  quality)
{
  for (guint i = 0; i < HD_N_KINDS; i++)
    if (kinds[i].type == type && kinds[i].quality == quality)
      return (HdUnitKind) i;
  g_return_val_if_reached (HD_KIND_MI);
}

guint
hd_unit_kind_get_combat_value (HdUnitKind kind)
{
  g_return_val_if_fail ((guint) kind < HD_N_KINDS, 0);
  return kinds[kind].combat;
}

const char *
hd_unit_kind_get_code (HdUnitKind kind)
{
  g_return_val_if_fail ((guint) kind < HD_N_KINDS, NULL);
  return kinds[kind].code;
}

gboolean
hd_unit_kind_from_code (const char *code,
                        HdUnitKind *out_kind)
{
  g_return_val_if_fail (out_kind != NULL, FALSE);

  for (guint i = 0; code != NULL && i < HD_N_KINDS; i++)
    if (g_str_equal (code, kinds[i].code))
      {
        *out_kind = (HdUnitKind) i;
        return TRUE;
      }
  return FALSE;
}

const char *
hd_unit_kind_get_label (HdUnitKind kind)
{
  switch (kind)
    {
    case HD_KIND_MI: return _("Militia Infantry");
    case HD_KIND_VI: return _("Veteran Infantry");
    case HD_KIND_CI: return _("Crack Infantry");
    case HD_KIND_MC: return _("Militia Cavalry");
    case HD_KIND_VC: return _("Veteran Cavalry");
    case HD_KIND_CC: return _("Crack Cavalry");
    case HD_N_KINDS:
    default:
      g_return_val_if_reached (NULL);
    }
}

/* How many counters of this kind the game has for @side: no more may be in
 * play (Game Piece Inventory; the Important note in 11.6). */
guint
hd_unit_kind_get_counter_limit (HdSide     side,
                                HdUnitKind kind)
{
  g_return_val_if_fail ((guint) kind < HD_N_KINDS, 0);

  switch (side)
    {
    case HD_SIDE_UNION:
      return kinds[kind].union_count;
    case HD_SIDE_CONFEDERATE:
      return kinds[kind].confederate_count;
    case HD_SIDE_NEUTRAL:
    default:
      return 0;
    }
}

guint
hd_unit_type_get_march_length (HdUnitType type,
                               HdMarchWay way)
{
  g_return_val_if_fail ((guint) type <= HD_CAVALRY && (guint) way < HD_N_MARCH_WAYS, 0);
  return march_lengths[type][way];
}

/* 4.0: which lines a march of each type may combine. */
static const HdLineMask combined_lines[2] = {
  [HD_INFANTRY] = 0,
  [HD_CAVALRY] = HD_LINE_MASK_ROAD | HD_LINE_MASK_RAIL,
};

HdUnitType
hd_unit_kind_get_movement_type (HdUnitKind kind,
                                gboolean   rule_4_8)
{
  g_return_val_if_fail ((guint) kind < HD_N_KINDS, HD_INFANTRY);
  return kind == HD_KIND_CI && rule_4_8 ? HD_CAVALRY : hd_unit_kind_get_type (kind);
}

HdLineMask
hd_unit_type_get_combined_lines (HdUnitType type)
{
  g_return_val_if_fail ((guint) type <= HD_CAVALRY, 0);
  return combined_lines[type];
}

gboolean
hd_unit_kind_has_defensive_value (HdUnitKind kind)
{
  g_return_val_if_fail ((guint) kind < HD_N_KINDS, FALSE);
  return kind == HD_KIND_CI;
}

const char *
hd_unit_type_get_label (HdUnitType type)
{
  switch (type)
    {
    case HD_INFANTRY: return _("Infantry");
    case HD_CAVALRY: return _("Cavalry");
    default:
      g_return_val_if_reached (NULL);
    }
}

const char *
hd_march_way_get_label (HdMarchWay way)
{
  switch (way)
    {
    case HD_MARCH_ROAD: return _("by road");
    case HD_MARCH_UNFRIENDLY_RAIL: return _("by unfriendly railroad");
    case HD_MARCH_FRIENDLY_RAIL: return _("by friendly railroad");
    case HD_MARCH_RIVER: return _("by river");
    case HD_N_MARCH_WAYS:
    default:
      g_return_val_if_reached (NULL);
    }
}

/* "Vi", or "Vi-r" when reduced (the transcript and JSON unit codes). */
char *
hd_unit_to_code (const HdUnit *unit)
{
  g_return_val_if_fail (unit != NULL, NULL);
  return g_strconcat (hd_unit_kind_get_code (unit->kind), unit->reduced ? "-r" : "", NULL);
}

gboolean
hd_unit_from_code (const char *code,
                   HdSide      side,
                   HdUnit     *out_unit)
{
  g_autofree char *base = NULL;
  gboolean reduced;
  HdUnitKind kind;

  g_return_val_if_fail (out_unit != NULL, FALSE);

  if (code == NULL)
    return FALSE;
  reduced = g_str_has_suffix (code, "-r");
  base = g_strndup (code, strlen (code) - (reduced ? 2 : 0));
  if (!hd_unit_kind_from_code (base, &kind))
    return FALSE;
  out_unit->side = side;
  out_unit->kind = kind;
  out_unit->reduced = reduced;
  out_unit->entrenched = FALSE;
  return TRUE;
}
