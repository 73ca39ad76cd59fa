/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-sheet.c: what every game without a board shares (hd-sheet.h): the
 * position set up from its tracks, the walk from step to step with the
 * skipped steps passed, the verbs "done" and "correct", numbers and sets
 * read from a line's words, and the shared invariants. */
#include "config.h"

#include <string.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "hd-rules.h"
#include "hd-sheet.h"

void
hd_sheet_init (const HdSheetRules *rules,
               HdSheet            *sheet)
{
  memset (sheet, 0, sizeof *sheet);
  sheet->winner = -1;
  for (guint i = 0; i < rules->n_tracks; i++)
    sheet->track[i] = rules->tracks[i].start;
  g_assert (rules->n_steps <= HD_SHEET_MAX_STEPS && rules->n_tracks <= HD_SHEET_MAX_TRACKS);
  if (rules->step_begins != NULL)
    rules->step_begins (rules, sheet);
  if (hd_sheet_step_skipped (rules, sheet, 0) != NULL)
    {
      sheet->skipped |= 1;
      hd_sheet_advance (rules, sheet);
    }
}

gboolean
hd_sheet_was_skipped (const HdSheet *sheet,
                      guint          index)
{
  return index < HD_SHEET_MAX_STEPS && (sheet->skipped & (1u << index)) != 0;
}

gboolean
hd_sheet_is_over (const HdSheet *sheet)
{
  return sheet->winner >= 0;
}

const HdSheetStep *
hd_sheet_get_step (const HdSheetRules *rules,
                   const HdSheet      *sheet)
{
  g_return_val_if_fail (sheet->step < rules->n_steps, NULL);
  return &rules->steps[sheet->step];
}

const HdSheetStep *
hd_sheet_get_awaited (const HdSheetRules *rules,
                      const HdSheet      *sheet)
{
  const HdSheetStep *pending = rules->pending != NULL ? rules->pending (rules, sheet) : NULL;

  return pending != NULL ? pending : hd_sheet_get_step (rules, sheet);
}

const char *
hd_sheet_step_skipped (const HdSheetRules *rules,
                       const HdSheet      *sheet,
                       guint               index)
{
  const HdSheetStep *step = &rules->steps[index];

  return step->skip != NULL ? step->skip (rules, sheet) : NULL;
}

/* One step on; FALSE when the game ended. */
static gboolean
step_on (const HdSheetRules *rules,
         HdSheet            *sheet)
{
  if (++sheet->step < rules->n_steps)
    return TRUE;
  sheet->step = 0;
  sheet->skipped = 0;
  if (sheet->turn + 1 >= rules->n_turns)
    {
      rules->time_up (rules, sheet);
      g_assert (hd_sheet_is_over (sheet));
      return FALSE;
    }
  sheet->turn++;
  if (rules->turn_begins != NULL)
    rules->turn_begins (rules, sheet);
  return TRUE;
}

void
hd_sheet_advance (const HdSheetRules *rules,
                  HdSheet            *sheet)
{
  /* each turn's steps at most once: a game whose every step skipped
   * would play itself to its end, which time_up closes */
  for (guint guard = 0; guard <= rules->n_steps * rules->n_turns; guard++)
    {
      if (hd_sheet_is_over (sheet) || !step_on (rules, sheet))
        return;
      if (hd_sheet_step_skipped (rules, sheet, sheet->step) == NULL)
        break;
      sheet->skipped |= 1u << sheet->step;
    }
  if (rules->step_begins != NULL && !hd_sheet_is_over (sheet))
    rules->step_begins (rules, sheet);
}

int
hd_sheet_find_track (const HdSheetRules *rules,
                     const char         *id)
{
  for (guint i = 0; i < rules->n_tracks; i++)
    if (g_str_equal (rules->tracks[i].id, id))
      return (int) i;
  return -1;
}

int
hd_sheet_find_side (const HdSheetRules *rules,
                    const char         *id)
{
  for (int i = 0; i < 2; i++)
    if (g_str_equal (rules->side_ids[i], id))
      return i;
  return -1;
}

char *
hd_sheet_format_track (const HdSheetRules *rules,
                       const HdSheet      *sheet,
                       guint               track)
{
  GString *out;
  gint value = sheet->track[track];

  if (value == HD_SHEET_HIDDEN)
    /* TRANSLATORS: a count the viewer may not see (the other side's bid) */
    return g_strdup (_("hidden"));
  out = g_string_new (NULL);
  if (rules->tracks[track].form == HD_SHEET_NUMBER)
    g_string_append_printf (out, "%d", value);
  else if (value == 0)
    /* TRANSLATORS: a set with no member: no replacement centre occupied */
    g_string_append (out, _("none"));
  else
    for (guint n = 1; n <= 31; n++)
      if (value & (1 << (n - 1)))
        g_string_append_printf (out, "%s%u", out->len > 0 ? ", " : "", n);
  return g_string_free (out, FALSE);
}

gboolean
hd_sheet_read_number (const char  *word,
                      gint         min,
                      gint         max,
                      gint        *out,
                      const char  *rule,
                      GError     **error)
{
  gint64 n;

  if (word == NULL || !g_ascii_string_to_signed (word, 10, min, max, &n, NULL))
    return hd_rules_refuse (error, rule, _("a number from %d to %d was expected, not \"%s\""), min, max,
                            word != NULL ? word : "");
  *out = (gint) n;
  return TRUE;
}

gboolean
hd_sheet_read_set (char       **words,
                   guint        n,
                   guint       *used,
                   gint        *out,
                   const char  *rule,
                   GError     **error)
{
  gint member;

  *out = 0;
  *used = 0;
  if (words[0] != NULL && g_str_equal (words[0], "none"))
    {
      *used = 1;
      return TRUE;
    }
  while (words[*used] != NULL && g_ascii_isdigit (words[*used][0]))
    {
      if (!hd_sheet_read_number (words[*used], 1, (gint) n, &member, rule, error))
        return FALSE;
      if (*out & (1 << (member - 1)))
        return hd_rules_refuse (error, rule, _("%d is named twice"), member);
      *out |= 1 << (member - 1);
      (*used)++;
    }
  if (*used == 0)
    return hd_rules_refuse (error, rule, _("numbers from 1 to %u, or \"none\", were expected"), n);
  return TRUE;
}

void
hd_sheet_write_set (gint     set,
                    GString *out)
{
  if (set == 0)
    g_string_append (out, " none");
  for (guint n = 1; n <= 31; n++)
    if (set & (1 << (n - 1)))
      g_string_append_printf (out, " %u", n);
}

/* Field @field of a line, left out at its first value when optional
 * unless @written (a name after it begins with its key). */
static void
compose_field (const HdSheetField *field, gint value, const char *name, gboolean written, GString *out)
{
  gboolean first = field->kind == HD_SHEET_FIELD_CHOICE ? value == 0
                 : field->kind == HD_SHEET_FIELD_DIE ? value == 0 : value == CLAMP (0, field->min, field->max);

  if (field->kind == HD_SHEET_FIELD_NAME)
    {
      if (field->optional && (name == NULL || name[0] == '\0'))
        return;
      if (field->key != NULL)
        g_string_append_printf (out, " %s", field->key);
      g_string_append_printf (out, " %s", name != NULL ? name : "");
      return;
    }

  if (field->optional && first && !written)
    return;
  if (field->key != NULL)
    g_string_append_printf (out, " %s", field->key);
  if (field->kind == HD_SHEET_FIELD_SET)
    hd_sheet_write_set (value, out);
  else if (field->kind == HD_SHEET_FIELD_CHOICE)
    g_string_append_printf (out, " %s", field->choices[value]);
  else
    g_string_append_printf (out, " %d", value);
}

/* The line's form, for a refusal: "act force 1-20 kind move|combat". */
static char *
fields_usage (const HdSheetVerb *verb)
{
  GString *out = g_string_new (verb->word);

  for (guint i = 0; i < verb->n_fields; i++)
    {
      const HdSheetField *field = &verb->fields[i];

      g_string_append (out, field->optional ? " [" : " ");
      if (field->key != NULL)
        g_string_append_printf (out, "%s ", field->key);
      if (field->kind == HD_SHEET_FIELD_CHOICE)
        for (guint c = 0; field->choices[c] != NULL; c++)
          g_string_append_printf (out, "%s%s", c > 0 ? "|" : "", field->choices[c]);
      else if (field->kind == HD_SHEET_FIELD_NAME)
        /* TRANSLATORS: in a line's form, where a name is typed */
        g_string_append (out, _("NAME"));
      else
        g_string_append_printf (out, "%d..%d", field->min, field->max);
      if (field->optional)
        g_string_append_c (out, ']');
    }
  return g_string_free (out, FALSE);
}

static gboolean
read_field_value (const HdSheetField *field, char **words, guint *at, gint *value, const char *rule, GError **error)
{
  guint used = 0;

  switch (field->kind)
    {
    case HD_SHEET_FIELD_CHOICE:
      for (gint c = 0; words[*at] != NULL && field->choices[c] != NULL; c++)
        if (g_str_equal (words[*at], field->choices[c]))
          {
            *value = c;
            (*at)++;
            return TRUE;
          }
      return FALSE;
    case HD_SHEET_FIELD_SET:
      if (!hd_sheet_read_set (words + *at, (guint) field->max, &used, value, rule, error))
        return FALSE;
      *at += used;
      return TRUE;
    case HD_SHEET_FIELD_NUMBER:
    case HD_SHEET_FIELD_DIE:
    default:
      if (!hd_sheet_read_number (words[*at], field->min, field->max, value, rule, error))
        return FALSE;
      (*at)++;
      return TRUE;
    }
}

static gint
field_default (const HdSheetField *field)
{
  return field->kind == HD_SHEET_FIELD_NUMBER ? CLAMP (0, field->min, field->max) : 0;
}

/* Whether a name is typed after field @i of @verb. */
static gboolean
name_follows (const HdSheetVerb *verb, guint i)
{
  for (guint k = i + 1; k < verb->n_fields; k++)
    if (verb->fields[k].kind == HD_SHEET_FIELD_NAME)
      return TRUE;
  return FALSE;
}

/* Whether the first word of @name is @field's key: an optional field
 * left out would then read the name's word as its key. */
static gboolean
name_begins_with_key (const HdSheetField *field, const char *name)
{
  gsize n = field->key != NULL ? strlen (field->key) : 0;

  return n > 0 && (field->kind == HD_SHEET_FIELD_CHOICE || field->kind == HD_SHEET_FIELD_NUMBER) && name != NULL &&
         strncmp (name, field->key, n) == 0 && (name[n] == ' ' || name[n] == '\0');
}

gboolean
hd_sheet_read_fields (const HdSheetVerb  *verb,
                      char              **words,
                      HdSheetAction      *out,
                      const char         *rule,
                      GError            **error)
{
  g_autofree char *usage = NULL;
  guint at = 0;

  for (guint i = 0; i < verb->n_fields && i < HD_SHEET_MAX_ARGS; i++)
    {
      const HdSheetField *field = &verb->fields[i];
      gboolean present = field->key == NULL ? words[at] != NULL
                                            : words[at] != NULL && g_str_equal (words[at], field->key);

      if (field->kind == HD_SHEET_FIELD_NAME && !present && field->optional)
        {
          memset (out->name, 0, HD_SHEET_NAME_LEN);
          return TRUE;
        }
      if (field->kind == HD_SHEET_FIELD_NAME)
        return hd_sheet_read_name (words + at + (field->key != NULL && present), out->name, rule, error);
      if (!present && field->optional)
        {
          out->arg[i] = field_default (field);
          continue;
        }
      at += field->key != NULL && present;
      if (present && read_field_value (field, words, &at, &out->arg[i], rule, NULL))
        continue;
      if (present && field->key != NULL && field->optional && name_follows (verb, i))
        {
          /* the key was the first word of the name that follows */
          at--;
          out->arg[i] = field_default (field);
          continue;
        }
      usage = fields_usage (verb);
      /* TRANSLATORS: %s the form of a line ("act force 1..20 kind move|combat") */
      return hd_rules_refuse (error, rule, _("write \"%s\""), usage);
    }
  if (words[at] != NULL)
    {
      usage = fields_usage (verb);
      return hd_rules_refuse (error, rule, _("write \"%s\""), usage);
    }
  return TRUE;
}

void
hd_sheet_write_fields (const HdSheetVerb   *verb,
                       const HdSheetAction *action,
                       GString             *out)
{
  g_autofree char *line = hd_sheet_compose_line (verb, action->arg, action->name);

  g_string_append (out, line + strlen (verb->word));
}

char *
hd_sheet_compose_line (const HdSheetVerb *verb,
                       const gint        *values,
                       const char        *name)
{
  GString *out = g_string_new (verb->word);

  for (guint i = 0; i < verb->n_fields; i++)
    compose_field (&verb->fields[i], values[i], name, name_begins_with_key (&verb->fields[i], name), out);
  return g_string_free (out, FALSE);
}

const HdSheetVerb *
hd_sheet_get_verb (const HdSheetRules  *rules,
                   const HdSheetAction *action)
{
  return action->verb < rules->n_verbs ? rules->verbs[action->verb] : NULL;
}

gboolean
hd_sheet_step_takes (const HdSheetStep *step,
                     const char        *word)
{
  g_auto(GStrv) words = step->verb != NULL ? g_strsplit (step->verb, " ", -1) : NULL;

  return words != NULL && g_strv_contains ((const char * const *) words, word);
}

/* A verb is recorded only where it is awaited: "correct" always; a
 * decision owed takes its own verb alone; a step "done" (if it ends so)
 * and its own verb. */
static gboolean
verb_is_awaited (const HdSheetRules  *rules,
                 const HdSheet       *sheet,
                 const HdSheetAction *action,
                 GError             **error)
{
  const HdSheetStep *awaited = hd_sheet_get_awaited (rules, sheet);
  const char *word = rules->verbs[action->verb]->word;

  if ((action->verb == HD_SHEET_VERB_CORRECT || rules->verbs[action->verb]->anytime) &&
      awaited == hd_sheet_get_step (rules, sheet))
    return TRUE;
  if (awaited != hd_sheet_get_step (rules, sheet) && !hd_sheet_step_takes (awaited, word))
    /* TRANSLATORS: %s a decision owed now, as the guide titles it: "Retreat" */
    return hd_rules_refuse (error, awaited->rule, _("%s comes first"), _(awaited->title));
  if (action->verb == HD_SHEET_VERB_DONE || hd_sheet_step_takes (awaited, word))
    return TRUE;
  /* TRANSLATORS: %1$s what was asked ("battle"), %2$s the step the game is at */
  return hd_rules_refuse (error, awaited->rule, _("\"%1$s\" is not recorded during %2$s"), word, _(awaited->title));
}

gboolean
hd_sheet_check (const HdSheetRules  *rules,
                const HdSheet       *sheet,
                const HdSheetAction *action,
                GError             **error)
{
  const HdSheetVerb *verb = hd_sheet_get_verb (rules, action);

  if (verb == NULL)
    return hd_rules_refuse (error, hd_sheet_get_awaited (rules, sheet)->rule, _("this game has no such action"));
  if (hd_sheet_is_over (sheet))
    return hd_rules_refuse (error, rules->end_rule, _("the game is over"));
  if (!verb_is_awaited (rules, sheet, action, error))
    return FALSE;
  return verb->check (rules, sheet, action, error);
}

int
hd_sheet_get_side (const HdSheetRules *rules,
                   const HdSheet      *sheet,
                   guint               index)
{
  int side = rules->steps[index].side;

  return side == HD_SHEET_SIDE_RULES ? rules->step_side (rules, sheet, index) : side;
}

int
hd_sheet_get_awaited_side (const HdSheetRules *rules,
                           const HdSheet      *sheet)
{
  const HdSheetStep *awaited = hd_sheet_get_awaited (rules, sheet);

  if (awaited == hd_sheet_get_step (rules, sheet))
    return hd_sheet_get_side (rules, sheet, sheet->step);
  return awaited->side;
}

gboolean
hd_sheet_awaited_is_covered (const HdSheetRules *rules,
                             const HdSheet      *sheet)
{
  const HdSheetStep *step = hd_sheet_get_awaited (rules, sheet);

  return step->covered || (rules->step_covered != NULL && rules->step_covered (rules, sheet, step));
}

/* ------------------------------------------------------ hidden information */

gboolean
hd_sheet_track_is_hidden (const HdSheetRules  *rules,
                          const HdSheet       *sheet,
                          guint                track,
                          const HdSheetViewer *viewer)
{
  const HdSheetTrack *t = &rules->tracks[track];

  if (viewer == NULL || t->shown != HD_SHEET_SECRET || (viewer->side >= 0 && t->side == viewer->side))
    return FALSE;
  return rules->shown == NULL || !rules->shown (rules, sheet, track);
}

void
hd_sheet_view (const HdSheetRules  *rules,
               const HdSheet       *sheet,
               const HdSheetViewer *viewer,
               HdSheet             *out)
{
  *out = *sheet;
  for (guint i = 0; i < rules->n_tracks; i++)
    if (hd_sheet_track_is_hidden (rules, sheet, i, viewer))
      out->track[i] = HD_SHEET_HIDDEN;
}

gboolean
hd_sheet_action_is_hidden (const HdSheetRules  *rules,
                           const HdSheet       *before,
                           const HdSheetAction *action,
                           const HdSheetViewer *viewer)
{
  const HdSheetVerb *verb = hd_sheet_get_verb (rules, action);
  int side;

  if (viewer == NULL || verb == NULL || verb->secret_of == NULL)
    return FALSE;
  side = verb->secret_of (rules, before, action);
  return side >= 0 && side != viewer->side;
}

char *
hd_sheet_describe (const HdSheetRules  *rules,
                   const HdSheet       *before,
                   const HdSheetAction *action,
                   const HdSheetViewer *viewer)
{
  const HdSheetVerb *verb = hd_sheet_get_verb (rules, action);

  if (hd_sheet_action_is_hidden (rules, before, action, viewer))
    return verb->describe_hidden (rules, before, action);
  return verb->describe (rules, before, action);
}

/* -------------------------------------------------------------- the ledger */

/* @name folded for comparison: case, and runs of spaces as one. */
static char *
fold_name (const char *name)
{
  g_autofree char *lower = g_utf8_casefold (name, -1);
  g_auto(GStrv) words = g_strsplit_set (lower, " \t", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      g_string_append_printf (out, "%s%s", out->len > 0 ? " " : "", words[i]);
  return g_string_free (out, FALSE);
}

/* The first line of @kind named @name of @side (-1: any side's), among
 * the first @n, or -1. */
static int
ledger_find (const HdSheet *sheet, guint n, int side, guint kind, const char *name)
{
  g_autofree char *folded = fold_name (name);

  for (guint i = 0; i < n && i < HD_SHEET_MAX_LEDGER; i++)
    {
      g_autofree char *entry = NULL;

      if ((side >= 0 && sheet->ledger[i].side != side) || HD_SHEET_ENTRY_KIND (sheet->ledger[i].mark) != kind)
        continue;
      entry = fold_name (sheet->ledger[i].name);
      if (g_str_equal (entry, folded))
        return (int) i;
    }
  return -1;
}

gboolean
hd_sheet_ledger_has (const HdSheet *sheet,
                     int            side,
                     const char    *name)
{
  return ledger_find (sheet, sheet->n_ledger, side, 0, name) >= 0;
}

int
hd_sheet_ledger_find (const HdSheet *sheet,
                      guint          kind,
                      const char    *name)
{
  return ledger_find (sheet, sheet->n_ledger, -1, kind, name);
}

void
hd_sheet_ledger_add (HdSheet    *sheet,
                     int         side,
                     gint        value,
                     const char *name)
{
  HdSheetEntry *entry;

  g_return_if_fail (sheet->n_ledger < HD_SHEET_MAX_LEDGER);
  entry = &sheet->ledger[sheet->n_ledger++];
  memset (entry, 0, sizeof *entry);
  entry->side = side;
  entry->value = value;
  g_strlcpy (entry->name, name, sizeof entry->name);
}

char *
hd_sheet_format_ledger (const HdSheetRules *rules,
                        const HdSheet      *sheet)
{
  g_autoptr(GPtrArray) sides = g_ptr_array_new_with_free_func (g_free);
  /* TRANSLATORS: joins the sides' lists of a ledger ("the US: Nashville (3); the CSA: Harpers Ferry (4)") */
  const char *between = _("; ");

  for (int side = 0; side < 2; side++)
    {
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *list = NULL;

      for (guint i = 0; i < sheet->n_ledger && i < HD_SHEET_MAX_LEDGER; i++)
        if (sheet->ledger[i].side == side && rules->format_entry != NULL)
          g_ptr_array_add (names, rules->format_entry (rules, &sheet->ledger[i]));
        else if (sheet->ledger[i].side == side)
          /* TRANSLATORS: an award of a ledger: %1$s what ("Nashville"), %2$d its value */
          g_ptr_array_add (names, g_strdup_printf (_("%1$s (%2$d)"), sheet->ledger[i].name, sheet->ledger[i].value));
      if (names->len == 0)
        continue;
      g_ptr_array_add (names, NULL);
      /* TRANSLATORS: joins the awards of one side's ledger ("Nashville (3), Atlanta (5)") */
      list = g_strjoinv (_(", "), (char **) names->pdata);
      /* TRANSLATORS: one side's awards in a ledger: %1$s the side ("the US"), %2$s its awards */
      g_ptr_array_add (sides, g_strdup_printf (_("%1$s: %2$s"), _(rules->side_names[side]), list));
    }
  if (sides->len == 0)
    return g_strdup (_("none"));
  g_ptr_array_add (sides, NULL);
  return g_strjoinv (between, (char **) sides->pdata);
}

gboolean
hd_sheet_read_name (char       **words,
                    char        *out,
                    const char  *rule,
                    GError     **error)
{
  g_autofree char *joined = g_strjoinv (" ", words);

  memset (out, 0, HD_SHEET_NAME_LEN);
  if (joined[0] == '\0')
    return hd_rules_refuse (error, rule, _("a name comes last: the city's, as the map prints it"));
  if (!g_utf8_validate (joined, -1, NULL) || strlen (joined) >= HD_SHEET_NAME_LEN)
    return hd_rules_refuse (error, rule, _("a name is at most %d letters of text"), HD_SHEET_NAME_LEN - 1);
  for (const char *p = joined; *p != '\0'; p = g_utf8_next_char (p))
    if (!g_unichar_isprint (g_utf8_get_char (p)) || strchr ("\"<&#", *p) != NULL)
      return hd_rules_refuse (error, rule, _("a name is printed text without quotes, \"<\", \"&\" or \"#\""));
  g_strlcpy (out, joined, HD_SHEET_NAME_LEN);
  return TRUE;
}

void
hd_sheet_add_candidate (const HdSheetRules  *rules,
                        const HdSheet       *sheet,
                        const HdSheetAction *action,
                        GPtrArray           *out)
{
  if (hd_sheet_check (rules, sheet, action, NULL))
    g_ptr_array_add (out, g_memdup2 (action, sizeof *action));
}

/* --- done: the step the players are at is over --- */

static gboolean
done_read (const HdSheetRules *rules, char **words, HdSheetAction *out, GError **error)
{
  if (words[0] == NULL)
    return TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("\"done\" takes nothing after it"));
  return FALSE;
}

static void
done_write (const HdSheetRules *rules, const HdSheetAction *action, GString *out)
{
}

static gboolean
done_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *action, GError **error)
{
  const HdSheetStep *step = hd_sheet_get_step (rules, sheet);

  const char *unfinished = step->unfinished != NULL ? step->unfinished (rules, sheet) : NULL;

  if (!step->by_done)
    /* TRANSLATORS: %s is the step's title, as the guide shows it */
    return hd_rules_refuse (error, step->rule, _("%s ends only when its result is recorded"), _(step->title));
  if (unfinished != NULL)
    return hd_rules_refuse (error, step->rule, "%s", _(unfinished));
  return TRUE;
}

static void
done_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *action)
{
  hd_sheet_advance (rules, sheet);
}

static char *
done_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *action)
{
  /* TRANSLATORS: %s is a step's title: "Union movement" */
  return g_strdup_printf (_("%s done"), _(hd_sheet_get_step (rules, before)->title));
}

const HdSheetVerb hd_sheet_verb_done = {
  "done", done_read, done_write, done_check, done_make, done_describe, NULL, NULL, 0, NULL, N_("Done"),
};

/* --- correct: the players put a public track right --- */

enum { CORRECT_TRACK, CORRECT_VALUE };

static gboolean
correct_read (const HdSheetRules *rules, char **words, HdSheetAction *out, GError **error)
{
  int track = words[0] != NULL ? hd_sheet_find_track (rules, words[0]) : -1;

  gint64 value;

  if (track < 0 || rules->tracks[track].form != HD_SHEET_NUMBER || words[1] == NULL || words[2] != NULL ||
      !g_ascii_string_to_signed (words[1], 10, G_MININT, G_MAXINT, &value, NULL))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("write \"correct TRACK NUMBER\" with one of the game's counts"));
      return FALSE;
    }
  out->arg[CORRECT_TRACK] = track;
  out->arg[CORRECT_VALUE] = (gint) value;
  return TRUE;
}

static void
correct_write (const HdSheetRules *rules, const HdSheetAction *action, GString *out)
{
  g_string_append_printf (out, " %s %d", rules->tracks[action->arg[CORRECT_TRACK]].id, action->arg[CORRECT_VALUE]);
}

static gboolean
correct_check (const HdSheetRules *rules, const HdSheet *sheet, const HdSheetAction *action, GError **error)
{
  int i = action->arg[CORRECT_TRACK];
  const HdSheetTrack *track;

  HdSheet after;
  g_autofree char *broken = NULL;

  if (i < 0 || (guint) i >= rules->n_tracks)
    return hd_rules_refuse (error, hd_sheet_get_step (rules, sheet)->rule, _("this game has no such count"));
  track = &rules->tracks[i];
  if (track->shown != HD_SHEET_PUBLIC || track->form != HD_SHEET_NUMBER)
    /* TRANSLATORS: %s a count the companion keeps for itself ("Pawns retreating") */
    return hd_rules_refuse (error, track->rule, _("%s is the companion's own count: it follows the game"),
                            _(track->name));
  if (track->fixed)
    /* TRANSLATORS: %s a count kept from the game's records ("Command Points the US has spent") */
    return hd_rules_refuse (error, track->rule, _("%s follows what was recorded: undo the record to change it"),
                            _(track->name));
  if (action->arg[CORRECT_VALUE] < track->min || action->arg[CORRECT_VALUE] > track->max)
    /* TRANSLATORS: %1$s a track's name, %2$d and %3$d its bounds */
    return hd_rules_refuse (error, track->rule, _("%1$s runs from %2$d to %3$d"), _(track->name), track->min,
                            track->max);
  /* the other counts of the turn must still agree with it */
  after = *sheet;
  after.track[i] = action->arg[CORRECT_VALUE];
  if (rules->corrected != NULL)
    rules->corrected (rules, &after, (guint) i);
  broken = hd_sheet_check_invariants (rules, &after);
  if (broken != NULL)
    /* TRANSLATORS: %1$s a track's name, %2$d the value asked */
    return hd_rules_refuse (error, track->rule, _("%1$s cannot be %2$d now: the turn's other counts would no longer "
                                                  "agree with it"), _(track->name), action->arg[CORRECT_VALUE]);
  return TRUE;
}

static void
correct_make (const HdSheetRules *rules, HdSheet *sheet, const HdSheetAction *action)
{
  sheet->track[action->arg[CORRECT_TRACK]] = action->arg[CORRECT_VALUE];
  if (rules->corrected != NULL)
    rules->corrected (rules, sheet, (guint) action->arg[CORRECT_TRACK]);
}

static char *
correct_describe (const HdSheetRules *rules, const HdSheet *before, const HdSheetAction *action)
{
  HdSheet after = *before;
  /* TRANSLATORS: the players correct the books: %1$s a track's name, %2$d its new value */
  char *told = g_strdup_printf (_("Correct %1$s to %2$d"), _(rules->tracks[action->arg[CORRECT_TRACK]].name),
                                action->arg[CORRECT_VALUE]);

  if (rules->tell_correction == NULL)
    return told;
  correct_make (rules, &after, action);
  return rules->tell_correction (rules, before, &after, told);
}

const HdSheetVerb hd_sheet_verb_correct = {
  "correct", correct_read, correct_write, correct_check, correct_make, correct_describe, NULL, NULL, 0, NULL,
  N_("Correct"),
};

/* The shared invariants (docs/sheet-games.md, "Invariants"):
 * 1. the turn is one of the game's, the step one of its steps;
 * 2. the winner is none, a side, or a draw;
 * 3. every track is within its bounds;
 * 4. a game not over stands at a step that applies this turn;
 * 5. the ledger holds at most its room, each entry a side's, its name
 *    once for its side and kind. */
char *
hd_sheet_check_invariants (const HdSheetRules *rules,
                           const HdSheet      *sheet)
{
  if (sheet->turn >= rules->n_turns || sheet->step >= rules->n_steps)
    return g_strdup_printf ("1. turn %u step %u is outside the game", sheet->turn, sheet->step);
  if (sheet->winner < -1 || sheet->winner > HD_SHEET_DRAW)
    return g_strdup_printf ("2. the winner is %d", sheet->winner);
  for (guint i = 0; i < rules->n_tracks; i++)
    if (sheet->track[i] < rules->tracks[i].min || sheet->track[i] > rules->tracks[i].max)
      return g_strdup_printf ("3. %s is %d, outside %d..%d", rules->tracks[i].id, sheet->track[i],
                              rules->tracks[i].min, rules->tracks[i].max);
  if (!hd_sheet_is_over (sheet) && hd_sheet_step_skipped (rules, sheet, sheet->step) != NULL)
    return g_strdup_printf ("4. the game stands at %s, which does not apply", rules->steps[sheet->step].id);
  if (sheet->n_ledger > HD_SHEET_MAX_LEDGER)
    return g_strdup_printf ("5. the ledger holds %u entries", sheet->n_ledger);
  for (guint i = 0; i < sheet->n_ledger; i++)
    if (sheet->ledger[i].side < 0 || sheet->ledger[i].side > 1 ||
        ledger_find (sheet, i, sheet->ledger[i].side, HD_SHEET_ENTRY_KIND (sheet->ledger[i].mark),
                     sheet->ledger[i].name) >= 0)
      return g_strdup_printf ("5. ledger entry %u is not a side's, or named twice", i + 1);
  return rules->invariants != NULL ? rules->invariants (rules, sheet) : NULL;
}
