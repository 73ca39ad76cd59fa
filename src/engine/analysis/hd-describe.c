/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-describe.c: an action told to a person in a sentence
 * (hd_action_describe): the sentence of its type's entry in
 * hd-action-info.c, chosen by hd_action_fits(), its arguments filled in
 * (boxes, sides, kinds, dice, leaders and border states by name).  In the
 * analysis layer because naming a border state or a leader asks the
 * Advanced Game's modules, which the rules below may not include. */
#define G_LOG_DOMAIN "hd-describe"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "hd-action.h"
#include "hd-border.h"
#include "hd-describe.h"
#include "hd-leader.h"

static const char *
box_name (HdMap *map, guint box)
{
  return box < hd_map_get_n_boxes (map) ? hd_map_get_box (map, box)->name : "?";
}

/* One argument of a sentence about @action, as text. */
static char *
describe_arg (const HdAction *action, HdMap *map, HdActionArg arg)
{
  int which;

  switch (arg)
    {
    case HD_ARG_BOX:
      return g_strdup (box_name (map, action->box));
    case HD_ARG_TO:
      return g_strdup (box_name (map, action->to));
    case HD_ARG_ROUTE_END:
      return g_strdup (box_name (map, hd_action_route_end (action, map)));
    case HD_ARG_SIDE:
      return g_strdup (hd_side_get_name (action->side));
    case HD_ARG_SIDE_NOUN:
      return g_strdup (hd_side_get_noun (action->side));
    case HD_ARG_KIND:
      return g_strdup ((guint) action->kind < HD_N_KINDS ? hd_unit_kind_get_label (action->kind) : "?");
    case HD_ARG_DIE:
      return g_strdup_printf ("%u", action->die);
    case HD_ARG_UNIT:
      return g_strdup_printf ("%u", action->unit);
    case HD_ARG_LEADER:
      return g_strdup (action->leader < HD_N_LEADERS ? hd_leader_get_name (action->leader) : "?");
    case HD_ARG_N_SHOTS:
      return g_strdup_printf ("%u", action->n_shots);
    case HD_ARG_BORDER:
      which = hd_border_of_box (map, action->box);
      return g_strdup (which >= 0 ? hd_border_get_name ((guint) which) : "?");
    case HD_ARG_NONE:
    default:
      return g_strdup ("");
    }
}

/* @format (translated) with each %s or %u (or %2$s, as a translation may
 * order them) replaced by the next argument (or that one). */
static char *
fill (const char *format, char **args)
{
  GString *out = g_string_new (NULL);
  guint next = 0;

  for (const char *p = format; *p != '\0'; p++)
    {
      guint index = next;

      if (*p != '%')
        {
          g_string_append_c (out, *p);
          continue;
        }
      if (p[1] == '%')
        {
          g_string_append_c (out, *++p);
          continue;
        }
      if (g_ascii_isdigit (p[1]) && p[2] == '$')
        {
          index = (guint) (p[1] - '1');
          p += 2;
        }
      else
        next++;
      if (p[1] != 's' && p[1] != 'u')
        continue;   /* not a conversion the table uses: left out */
      p++;
      if (index < HD_ACTION_MAX_ARGS)
        g_string_append (out, args[index]);
    }
  return g_string_free (out, FALSE);
}

/* The action in the game's own words, e.g. "Move a Union Veteran Infantry
 * unit from Washington to Fredericksburg", for undo toasts and logs: its
 * type's first sentence that fits (hd-action-info.c). */
char *
hd_action_describe (const HdAction *action,
                    HdMap          *map)
{
  const HdActionTelling *telling = NULL;
  char *args[HD_ACTION_MAX_ARGS] = { NULL };
  const char *format;
  char *text;

  if ((guint) action->type >= HD_N_ACTION_TYPES)
    return g_strdup (_("Unknown action"));
  for (guint i = 0; i < HD_ACTION_MAX_TELLINGS && telling == NULL; i++)
    if (hd_action_get_info (action->type)->tellings[i].format != NULL &&
        hd_action_fits (action, hd_action_get_info (action->type)->tellings[i].when))
      telling = &hd_action_get_info (action->type)->tellings[i];
  g_return_val_if_fail (telling != NULL, g_strdup (_("Unknown action")));
  for (guint i = 0; i < HD_ACTION_MAX_ARGS; i++)
    args[i] = describe_arg (action, map, telling->args[i]);
  format = telling->plural != NULL ? ngettext (telling->format, telling->plural, action->n_shots)
                                   : _(telling->format);
  text = fill (format, args);
  for (guint i = 0; i < HD_ACTION_MAX_ARGS; i++)
    g_free (args[i]);
  return text;
}

