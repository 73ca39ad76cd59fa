/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-types.c: stable (untranslated) names for sides and line types, as
 * used in map.svg, save files and the CLI's JSON. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-types.h"

static const char * const side_names[HD_N_SIDES] = { "neutral", "union", "confederate" };
static const char * const line_names[HD_N_LINE_TYPES] = { "road", "rail", "river" };

const char *
hd_side_to_string (HdSide side)
{
  g_return_val_if_fail ((guint) side < HD_N_SIDES, NULL);
  return side_names[side];
}

gboolean
hd_side_from_string (const char *str,
                     HdSide     *out_side)
{
  g_return_val_if_fail (out_side != NULL, FALSE);

  for (guint i = 0; str != NULL && i < HD_N_SIDES; i++)
    if (g_str_equal (str, side_names[i]))
      {
        *out_side = (HdSide) i;
        return TRUE;
      }
  return FALSE;
}

const char *
hd_line_type_to_string (HdLineType type)
{
  g_return_val_if_fail ((guint) type < HD_N_LINE_TYPES, NULL);
  return line_names[type];
}

gboolean
hd_line_type_from_string (const char *str,
                          HdLineType *out_type)
{
  g_return_val_if_fail (out_type != NULL, FALSE);

  for (guint i = 0; str != NULL && i < HD_N_LINE_TYPES; i++)
    if (g_str_equal (str, line_names[i]))
      {
        *out_type = (HdLineType) i;
        return TRUE;
      }
  return FALSE;
}

const char *
hd_side_get_label (HdSide side)
{
  switch (side)
    {
    case HD_SIDE_UNION:
      return _("Union (blue box)");
    case HD_SIDE_CONFEDERATE:
      return _("Confederate (gray box)");
    case HD_SIDE_NEUTRAL:
      return _("Neutral Kentucky (tan box)");
    default:
      g_return_val_if_reached (NULL);
    }
}

const char *
hd_line_type_get_label (HdLineType type)
{
  switch (type)
    {
    case HD_LINE_ROAD:
      return _("Road");
    case HD_LINE_RAIL:
      return _("Railroad");
    case HD_LINE_RIVER:
      return _("River");
    default:
      g_return_val_if_reached (NULL);
    }
}

const char *
hd_side_get_name (HdSide side)
{
  return side == HD_SIDE_UNION ? _("Union") : _("Confederate");
}

const char *
hd_side_get_noun (HdSide side)
{
  return side == HD_SIDE_UNION ? _("Union") : side == HD_SIDE_CONFEDERATE ? _("Confederacy") : _("No one");
}

HdSide
hd_side_get_enemy (HdSide side)
{
  return side == HD_SIDE_UNION ? HD_SIDE_CONFEDERATE : HD_SIDE_UNION;
}
