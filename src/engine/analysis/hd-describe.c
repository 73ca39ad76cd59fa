/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-describe.c: an action told to a person in a sentence
 * (hd_describe_action): the sentence of its type's entry in
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

/* The unit an action names: as the players tell it in @state ("Vi", or
 * "Vi #12" beside a twin), or by its number alone with no position. */
static char *
describe_unit_arg (const HdAction *action, const HdState *state)
{
  char *named = state != NULL ? hd_describe_unit (state, action->unit) : NULL;

  /* TRANSLATORS: a unit named by its number, in a sentence about an action, e.g. "Promote unit #12" */
  return named != NULL ? named : g_strdup_printf (_("unit #%u"), action->unit);
}

/* One argument of a sentence about @action, as text. */
static char *
describe_arg (const HdAction *action, HdMap *map, const HdState *state, HdActionArg arg)
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
      return describe_unit_arg (action, state);
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

static char *
describe (const HdAction *action, HdMap *map, const HdState *state)
{
  const HdActionTelling *telling = NULL;
  char *args[HD_ACTION_MAX_ARGS] = { NULL };
  const char *format;
  char *text;

  if ((guint) action->type >= HD_N_ACTION_TYPES)
    return g_strdup (_("Unknown action"));
  for (guint i = 0; i < HD_ACTION_MAX_TELLINGS && telling == NULL; i++)
    if (hd_action_info_get (action->type)->tellings[i].format != NULL &&
        hd_action_fits (action, hd_action_info_get (action->type)->tellings[i].when))
      telling = &hd_action_info_get (action->type)->tellings[i];
  g_return_val_if_fail (telling != NULL, g_strdup (_("Unknown action")));
  for (guint i = 0; i < HD_ACTION_MAX_ARGS; i++)
    args[i] = describe_arg (action, map, state, telling->args[i]);
  format = telling->plural != NULL ? ngettext (telling->format, telling->plural, action->n_shots)
                                   : _(telling->format);
  text = fill (format, args);
  for (guint i = 0; i < HD_ACTION_MAX_ARGS; i++)
    g_free (args[i]);
  return text;
}

/* The action in the game's own words, e.g. "Move a Union Veteran Infantry
 * unit from Washington to Fredericksburg", for undo toasts and logs: its
 * type's first sentence that fits (hd-action-info.c); a unit it names by
 * its number ("unit #12"). */
char *
hd_describe_action (const HdAction *action,
                    HdMap          *map)
{
  g_return_val_if_fail (action != NULL && map != NULL, NULL);
  return describe (action, map, NULL);
}

char *
hd_describe_action_at (const HdAction *action,
                       const HdState  *state)
{
  g_return_val_if_fail (action != NULL && state != NULL, NULL);
  return describe (action, hd_state_get_map (state), state);
}

/* Whether another unit of @bu's side, kind and strength stands with it:
 * then the players need its number to tell the two apart. */
static gboolean
has_twin (const HdState *state, const HdBoardUnit *bu)
{
  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    {
      const HdBoardUnit *other = hd_state_get_unit (state, i);
      if (other->id != bu->id && other->box == bu->box && other->unit.side == bu->unit.side &&
          other->unit.kind == bu->unit.kind && other->unit.reduced == bu->unit.reduced)
        return TRUE;
    }
  return FALSE;
}

/* Unit @index of @state named with @code: its number too when it has a
 * twin in @state. */
static char *
name_unit (const HdState *state, guint index, const char *code)
{
  const HdBoardUnit *bu = hd_state_get_unit (state, index);

  if (has_twin (state, bu))
    return g_strdup_printf ("%s #%u", code, bu->id);
  return g_strdup (code);
}

char *
hd_describe_unit (const HdState *state,
                  guint          id)
{
  int index;

  g_return_val_if_fail (state != NULL, NULL);
  index = hd_state_find_unit_by_id (state, id);
  return index < 0 ? NULL : hd_describe_unit_as (state, id, hd_state_get_unit (state, (guint) index)->unit.kind);
}

char *
hd_describe_unit_as (const HdState *state,
                     guint          id,
                     HdUnitKind     kind)
{
  int index;

  g_return_val_if_fail (state != NULL, NULL);
  index = hd_state_find_unit_by_id (state, id);
  if (index < 0)
    return NULL;
  return name_unit (state, (guint) index, hd_unit_kind_get_code (kind));
}

/* A box's recruitment values (7.0), in words: "Union 2, Confederate 3". */
char *
hd_describe_box_recruitment (const HdBox *box)
{
  if (box->recruit_union && box->recruit_confederate)
    /* TRANSLATORS: recruitment values of a box with both shields (rule 7.0) */
    return g_strdup_printf (_("Union %u, Confederate %u"), box->recruit_union, box->recruit_confederate);
  if (box->recruit_union)
    return g_strdup_printf (_("Union %u"), box->recruit_union);
  if (box->recruit_confederate)
    return g_strdup_printf (_("Confederate %u"), box->recruit_confederate);
  return g_strdup (_("None"));
}

/* A sentence for screen readers and tooltips: the box and its main facts. */
char *
hd_describe_box (HdMap       *map,
                 const HdBox *box)
{
  const char *side = hd_side_get_label (box->side);
  g_autofree char *recruit = hd_describe_box_recruitment (box);
  GString *s = g_string_new (NULL);

  /* TRANSLATORS: e.g. "Virginia. Confederate (gray box). Recruitment: Confederate 3." */
  g_string_append_printf (s, _("%s. %s. Recruitment: %s."), box->state, side, recruit);
  if (box->port)
    g_string_append_printf (s, " %s", _("Port."));
  if (box->permanent_entrenchment)
    g_string_append_printf (s, " %s", _("Permanent entrenchment."));
  return g_string_free (s, FALSE);
}
