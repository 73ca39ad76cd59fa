/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-sheet-game.c: HdSheetGame, every game without a board as one kind
 * of the shared log (hd-sheet-game.h): its position an HdSheet, its
 * actions the rules' verbs, its lines and save elements, its transcript
 * reader, and its tables as the owner has filled them. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "hd-acw.h"
#include "hd-excerpt.h"
#include "hd-fga.h"
#include "hd-log-load.h"
#include "hd-pawns.h"
#include "hd-rules.h"
#include "hd-sheet-game.h"
#include "hd-xml.h"

#define ROOT_NAME "house-divided-sheet"
#define FIRST_WORD "sheet"

struct _HdSheetGame
{
  HdLog               parent_instance;
  const HdSheetRules *rules;
  HdSheetTable      **tables;     /* the rules' order */
};

G_DEFINE_FINAL_TYPE (HdSheetGame, hd_sheet_game, HD_TYPE_LOG)
G_DEFINE_QUARK (hd-sheet-game-error-quark, hd_sheet_game_error)

const HdSheetRules * const *
hd_sheet_game_list_rules (void)
{
  static const HdSheetRules *games[] = { &hd_pawns_rules, &hd_acw_rules, &hd_fga_rules, NULL };

  return games;
}

const HdSheetRules *
hd_sheet_game_find_rules (const char *id)
{
  const HdSheetRules * const *games = hd_sheet_game_list_rules ();

  for (guint i = 0; id != NULL && games[i] != NULL; i++)
    if (g_str_equal (games[i]->id, id))
      return games[i];
  return NULL;
}

/* ----------------------------------------------------- positions, actions */

static gpointer
sheet_copy (gconstpointer position)
{
  return g_memdup2 (position, sizeof (HdSheet));
}

static gboolean
sheet_equal (gconstpointer a, gconstpointer b)
{
  return memcmp (a, b, sizeof (HdSheet)) == 0;
}

static gpointer
action_keep (HdLog *log, gconstpointer action, GError **error)
{
  HdSheetGame *self = HD_SHEET_GAME (log);

  if (hd_sheet_get_verb (self->rules, action) == NULL)
    {
      hd_rules_refuse (error, self->rules->end_rule, _("this game has no such action"));
      return NULL;
    }
  return g_memdup2 (action, sizeof (HdSheetAction));
}

static gboolean
action_check (HdLog *log, gconstpointer position, gconstpointer action, GError **error)
{
  return hd_sheet_check (HD_SHEET_GAME (log)->rules, position, action, error);
}

static gboolean
action_apply (HdLog *log, gpointer position, gconstpointer action, GError **error)
{
  const HdSheetRules *rules = HD_SHEET_GAME (log)->rules;

  if (!hd_sheet_check (rules, position, action, error))
    return FALSE;
  hd_sheet_get_verb (rules, action)->make (rules, position, action);
  return TRUE;
}

static char *
action_describe (HdLog *log, gconstpointer before, gconstpointer const *actions, guint n, gconstpointer viewer)
{
  const HdSheetRules *rules = HD_SHEET_GAME (log)->rules;
  HdSheet at = *(const HdSheet *) before;

  /* actions made as one (both bids): the last tells them, in the
   * position it was made in */
  for (guint i = 0; i + 1 < n; i++)
    hd_sheet_get_verb (rules, actions[i])->make (rules, &at, actions[i]);
  return hd_sheet_describe (rules, &at, actions[n - 1], viewer);
}

static gboolean
log_joins_previous (HdLog *log, gconstpointer position, gconstpointer action)
{
  const HdSheetRules *rules = HD_SHEET_GAME (log)->rules;

  return rules->joins_previous != NULL && rules->joins_previous (rules, position, action);
}

gboolean
hd_sheet_game_apply (HdSheetGame          *self,
                     const HdSheetAction  *action,
                     GError              **error)
{
  HdLog *log = HD_LOG (self);

  g_return_val_if_fail (HD_IS_SHEET_GAME (self), FALSE);
  if (hd_log_can_undo (log) && log_joins_previous (log, hd_log_get_position (log), action))
    return hd_log_apply_joined (log, action, error);
  return hd_log_apply (log, action, error);
}

static gpointer
log_view (HdLog *log, gconstpointer position, gconstpointer viewer)
{
  HdSheet *view = g_new (HdSheet, 1);

  hd_sheet_view (HD_SHEET_GAME (log)->rules, position, viewer, view);
  return view;
}

/* ------------------------------------------------------------------ lines */

char *
hd_sheet_game_write_line (HdSheetGame         *self,
                          const HdSheetAction *action)
{
  const HdSheetVerb *verb = hd_sheet_get_verb (self->rules, action);
  GString *out = g_string_new (verb->word);

  verb->write (self->rules, action, out);
  return g_string_free (out, FALSE);
}

HdSheetAction *
hd_sheet_game_read_line (HdSheetGame  *self,
                         const char   *line,
                         GError      **error)
{
  g_auto(GStrv) words = g_strsplit_set (line, " \t", -1);
  g_autoptr(GPtrArray) kept = g_ptr_array_new ();
  HdSheetAction action = { 0 };

  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      g_ptr_array_add (kept, words[i]);
  g_ptr_array_add (kept, NULL);
  for (action.verb = 0; kept->len > 1 && action.verb < self->rules->n_verbs; action.verb++)
    if (g_str_equal (self->rules->verbs[action.verb]->word, kept->pdata[0]))
      break;
  if (kept->len <= 1 || action.verb >= self->rules->n_verbs)
    {
      g_autofree char *quoted = hd_excerpt (line, -1);
      /* TRANSLATORS: %1$s the game's name, %2$s the line */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%1$s has no action \"%2$s\""),
                   _(self->rules->name), quoted);
      return NULL;
    }
  if (!self->rules->verbs[action.verb]->read (self->rules, (char **) kept->pdata + 1, &action, error))
    return NULL;
  if (self->rules->verbs[action.verb]->complete != NULL)
    self->rules->verbs[action.verb]->complete (self->rules, hd_log_get_position (HD_LOG (self)),
                                              (HdSheetTable * const *) self->tables, &action);
  return g_memdup2 (&action, sizeof action);
}

char *
hd_sheet_game_preview (HdSheetGame *self,
                       const char  *line)
{
  g_autofree HdSheetAction *action = NULL;
  const HdSheetVerb *verb;

  g_return_val_if_fail (HD_IS_SHEET_GAME (self), NULL);
  action = hd_sheet_game_read_line (self, line, NULL);
  verb = action != NULL ? hd_sheet_get_verb (self->rules, action) : NULL;
  if (verb == NULL || verb->preview == NULL)
    return NULL;
  return verb->preview (self->rules, hd_log_get_position (HD_LOG (self)), (HdSheetTable * const *) self->tables,
                        action);
}

char *
hd_sheet_game_describe (HdSheetGame         *self,
                        const HdSheetAction *action)
{
  const HdSheetVerb *verb = hd_sheet_get_verb (self->rules, action);

  g_return_val_if_fail (verb != NULL, NULL);
  return verb->describe (self->rules, hd_log_get_position (HD_LOG (self)), action);
}

static char *
log_to_line (HdLog *log, gconstpointer action)
{
  return hd_sheet_game_write_line (HD_SHEET_GAME (log), action);
}

static gpointer
log_from_line (HdLog *log, const char *line, GError **error)
{
  return hd_sheet_game_read_line (HD_SHEET_GAME (log), line, error);
}

static void
log_header (HdLog *log, const char *setup_name, GString *out)
{
  g_string_append_printf (out, FIRST_WORD " %s\n", HD_SHEET_GAME (log)->rules->id);
}

/* ------------------------------------------------------------------ saves */

static void
log_save_attributes (HdLog *log, GString *out)
{
  g_string_append_printf (out, " game=\"%s\"", HD_SHEET_GAME (log)->rules->id);
}

static void
log_save_action (HdLog *log, gconstpointer action, gboolean joined, GString *out)
{
  g_autofree char *line = log_to_line (log, action);
  g_autofree char *escaped = g_markup_escape_text (line, -1);

  g_string_append_printf (out, "  <do line=\"%s\"%s/>\n", escaped, joined ? " joined=\"true\"" : "");
}

static const char * const root_attributes[] = { "game", NULL };

static const HdLogLoadKind load_kind = {
  .error_quark = hd_sheet_game_error_quark,
  .root_attributes = root_attributes,
  .max_bytes = HD_SHEET_GAME_MAX_BYTES,
  .max_attributes = 4,
  .max_markup = 1024,
  .words = {
    .not_this_kind = N_("this is not a saved game without a board"),
    .newer = N_("the game was saved by a newer version (format %s; this one reads %d)"),
    .root_attribute = N_("the saved game has an attribute \"%s\", which such games do not have"),
    .text = N_("there is text in the saved game"),
    .cdata = N_("there is CDATA in the saved game"),
    .instruction = N_("there is <?%s?> in the saved game"),
    .namespaced = N_("<%s> has a namespace"),
    .scanned = N_("the saved game is damaged: %s"),
  },
};

static void
log_load_root (HdLogLoad *load, xmlNode *root)
{
  g_autofree char *id = hd_xml_get_attr (root, "game");
  const HdSheetRules *rules = hd_sheet_game_find_rules (id);

  if (rules == NULL)
    return hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, hd_log_load_line (root),
                             _("the saved game is of a game this version does not know (\"%s\")"),
                             id != NULL ? id : "");
  hd_log_load_start (load, HD_LOG (hd_sheet_game_new (rules)));
}

static void
log_load_element (HdLogLoad *load, xmlNode *node)
{
  static const char * const allowed[] = { "line", "joined", NULL };
  guint n = hd_log_load_next_action (load);
  HdLog *log = hd_log_load_get_log (load);
  g_autofree char *line = hd_xml_get_attr (node, "line");
  g_autofree char *unknown = hd_log_load_unknown_attribute (node, allowed);
  g_autoptr(GError) why = NULL;
  gboolean joined;
  gpointer action;

  if (log == NULL)
    return;
  if (!xmlStrEqual (node->name, (const xmlChar *) "do") || line == NULL || unknown != NULL || node->children != NULL)
    return hd_log_load_fail (load, HD_LOG_LOAD_ERROR_BAD_ACTION, hd_log_load_line (node),
                             _("action %u is damaged"), n);
  if (!hd_log_load_joined (load, node, &joined))
    return;
  if ((action = log_from_line (log, line, &why)) == NULL)
    return hd_log_load_fail (load, HD_LOG_LOAD_ERROR_BAD_ACTION, hd_log_load_line (node), _("action %u: %s"), n,
                             why->message);
  hd_log_load_append (load, hd_log_load_line (node), action, joined);
}

static void
log_load_end (HdLogLoad *load)
{
  if (hd_log_load_get_log (load) == NULL && !hd_log_load_failed (load))
    hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, 1, _("the saved game does not say which game it is"));
}

gboolean
hd_sheet_game_is_sheet_file (GBytes *bytes)
{
  return hd_xml_root_is (bytes, ROOT_NAME);
}

HdSheetGame *
hd_sheet_game_load (GBytes      *bytes,
                    const char  *source_name,
                    GError     **error)
{
  HdLog *log = hd_log_load (HD_TYPE_SHEET_GAME, bytes, source_name, NULL, NULL, NULL, NULL, error);

  return log != NULL ? HD_SHEET_GAME (log) : NULL;
}

/* ------------------------------------------------------------------- play */

static void
log_awaited (HdLog *log, gconstpointer position, HdLogAwaited *out)
{
  const HdSheetRules *rules = HD_SHEET_GAME (log)->rules;
  const HdSheet *sheet = position;
  const HdSheetStep *step = hd_sheet_get_awaited (rules, sheet);

  out->over = hd_sheet_is_over (sheet);
  out->seat = out->over ? -1 : hd_sheet_get_awaited_side (rules, sheet);
  out->step = out->over ? "over" : step->id;
  out->rule = out->over ? rules->end_rule : step->rule;
}

static GPtrArray *
log_candidates (HdLog *log, gconstpointer position)
{
  const HdSheetRules *rules = HD_SHEET_GAME (log)->rules;

  return rules->candidates != NULL ? rules->candidates (rules, position) : g_ptr_array_new_with_free_func (g_free);
}

static char *
log_invariants (HdLog *log, gconstpointer position)
{
  return hd_sheet_check_invariants (HD_SHEET_GAME (log)->rules, position);
}

/* ------------------------------------------------------------------ tables */

HdSheetTable * const *
hd_sheet_game_get_tables (HdSheetGame *self)
{
  g_return_val_if_fail (HD_IS_SHEET_GAME (self), NULL);
  return (HdSheetTable * const *) self->tables;
}

void
hd_sheet_game_set_table (HdSheetGame        *self,
                         const HdSheetTable *table)
{
  g_return_if_fail (HD_IS_SHEET_GAME (self));
  for (guint i = 0; i < self->rules->n_tables; i++)
    if (self->rules->tables[i] == hd_sheet_table_get_def (table))
      {
        hd_sheet_table_free (self->tables[i]);
        self->tables[i] = hd_sheet_table_copy (table);
        return;
      }
  g_return_if_reached ();
}

char *
hd_sheet_game_load_tables (HdSheetGame *self)
{
  GString *failed = NULL;

  g_return_val_if_fail (HD_IS_SHEET_GAME (self), NULL);
  for (guint i = 0; i < self->rules->n_tables; i++)
    {
      g_autoptr(GError) why = NULL;

      hd_sheet_table_free (self->tables[i]);
      self->tables[i] = hd_sheet_table_load (self->rules, self->rules->tables[i], &why);
      if (why == NULL)
        continue;
      failed = failed != NULL ? failed : g_string_new (NULL);
      g_string_append_printf (failed, "%s%s", failed->len > 0 ? "\n" : "", why->message);
    }
  return failed != NULL ? g_string_free (failed, FALSE) : NULL;
}

/* ------------------------------------------------------------- the object */

static void
hd_sheet_game_finalize (GObject *object)
{
  HdSheetGame *self = HD_SHEET_GAME (object);

  for (guint i = 0; self->rules != NULL && i < self->rules->n_tables; i++)
    hd_sheet_table_free (self->tables[i]);
  g_free (self->tables);
  G_OBJECT_CLASS (hd_sheet_game_parent_class)->finalize (object);
}

static void
hd_sheet_game_class_init (HdSheetGameClass *klass)
{
  HdLogClass *log = HD_LOG_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = hd_sheet_game_finalize;
  log->save_root = ROOT_NAME;
  log->save_format = HD_SHEET_GAME_FORMAT;
  log->position_copy = sheet_copy;
  log->position_equal = sheet_equal;
  log->position_free = g_free;
  log->action_keep = action_keep;
  log->action_free = g_free;
  log->check = action_check;
  log->apply = action_apply;
  log->describe = action_describe;
  log->action_to_line = log_to_line;
  log->action_from_line = log_from_line;
  log->transcript_header = log_header;
  log->save_attributes = log_save_attributes;
  log->save_action = log_save_action;
  log->load_kind = &load_kind;
  log->load_root = log_load_root;
  log->load_element = log_load_element;
  log->load_end = log_load_end;
  log->awaited = log_awaited;
  log->candidates = log_candidates;
  log->check_invariants = log_invariants;
  log->view = log_view;
  log->joins_previous = log_joins_previous;
}

static void
hd_sheet_game_init (HdSheetGame *self)
{
}

/* Whether a game's tracks, steps and each verb's fields fit a sheet
 * and an action. */
static gboolean
rules_fit (const HdSheetRules *rules)
{
  if (rules == NULL || rules->n_tracks > HD_SHEET_MAX_TRACKS || rules->n_steps > HD_SHEET_MAX_STEPS)
    return FALSE;
  for (guint i = 0; i < rules->n_verbs; i++)
    if (rules->verbs[i] != NULL && rules->verbs[i]->n_fields > HD_SHEET_MAX_ARGS)
      return FALSE;
  return TRUE;
}

HdSheetGame *
hd_sheet_game_new (const HdSheetRules *rules)
{
  HdSheetGame *self;
  HdSheet start;

  g_return_val_if_fail (rules_fit (rules), NULL);
  self = g_object_new (HD_TYPE_SHEET_GAME, NULL);
  self->rules = rules;
  self->tables = g_new0 (HdSheetTable *, rules->n_tables + 1);
  for (guint i = 0; i < rules->n_tables; i++)
    self->tables[i] = hd_sheet_table_new_given (rules, rules->tables[i]);
  hd_sheet_init (rules, &start);
  hd_log_start (HD_LOG (self), sheet_copy (&start));
  return self;
}

const HdSheetRules *
hd_sheet_game_get_rules (HdSheetGame *self)
{
  g_return_val_if_fail (HD_IS_SHEET_GAME (self), NULL);
  return self->rules;
}

const HdSheet *
hd_sheet_game_get_sheet (HdSheetGame *self)
{
  g_return_val_if_fail (HD_IS_SHEET_GAME (self), NULL);
  return hd_log_get_position (HD_LOG (self));
}

/* ------------------------------------------------------------ transcripts */

char *
hd_sheet_game_write_transcript_for (HdSheetGame         *self,
                                    const HdSheetViewer *viewer)
{
  HdLog *log = HD_LOG (self);
  GString *out = g_string_new (NULL);
  g_autofree HdSheet *position = NULL;

  gboolean hidden = FALSE;

  g_return_val_if_fail (HD_IS_SHEET_GAME (self), NULL);
  log_header (log, NULL, out);
  position = sheet_copy (hd_log_get_initial (log));
  for (guint i = 0; i < hd_log_get_n_actions (log); i++)
    {
      const HdSheetAction *action = hd_log_get_action (log, i);
      g_autofree char *line = NULL;

      if (hd_sheet_action_is_hidden (self->rules, position, action, viewer))
        {
          g_autofree char *told = hd_sheet_describe (self->rules, position, action, viewer);

          line = g_strdup_printf ("# %s", told);
          hidden = TRUE;
        }
      else
        line = hd_sheet_game_write_line (self, action);
      g_string_append_printf (out, "%s\n", line);
      hd_sheet_get_verb (self->rules, action)->make (self->rules, position, action);
    }
  if (hidden)
    {
      g_autofree char *said = g_strdup_printf ("# %s\n",
                                               _("The other side's secrets are comments here: this transcript shows "
                                                 "the game but does not replay it; the saved game does."));
      g_string_insert (out, strchr (out->str, '\n') - out->str + 1, said);
    }
  return g_string_free (out, FALSE);
}

static void
strip_comment (char *line)
{
  char *hash = strchr (line, '#');

  if (hash != NULL)
    *hash = '\0';
  g_strstrip (line);
}

typedef struct {
  const char         *source;
  const HdSheetRules *rules;
} Setup;

static HdLogLine
setup_line (gpointer data, const char *line, guint number, GError **error)
{
  Setup *setup = data;
  g_auto(GStrv) words = g_strsplit_set (line, " \t", -1);
  g_autofree char *quoted = hd_excerpt (line, -1);

  if (g_strv_length (words) == 2 && g_str_equal (words[0], FIRST_WORD) &&
      (setup->rules = hd_sheet_game_find_rules (words[1])) != NULL)
    return HD_LOG_LINE_STARTS;
  g_set_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SETUP,
               /* TRANSLATORS: "sheet GAME" stays in English; %3$s the line */
               _("%1$s:%2$u: a transcript of a game without a board starts with \"sheet GAME\" (a game this "
                 "version knows), not \"%3$s\""),
               setup->source, number, quoted);
  return HD_LOG_LINE_FAILED;
}

static HdLog *
start_game (gpointer data, guint number, gboolean at_end, guint *error_line, char **error_rule, GError **error)
{
  Setup *setup = data;

  if (setup->rules == NULL)
    {
      if (error_line != NULL)
        *error_line = number;
      g_set_error (error, HD_TRANSCRIPT_ERROR, HD_TRANSCRIPT_ERROR_SETUP,
                   _("%s:%u: the transcript holds no \"sheet GAME\" line"), setup->source, number);
      return NULL;
    }
  return HD_LOG (hd_sheet_game_new (setup->rules));
}

static const HdLogReader reader = { strip_comment, setup_line, start_game };

gboolean
hd_sheet_game_is_sheet_transcript (const char *text,
                                   gssize      length)
{
  g_autofree char *line = hd_log_transcript_first_line (&reader, text, length);
  g_auto(GStrv) words = line != NULL ? g_strsplit_set (line, " \t", 2) : NULL;

  return words != NULL && g_str_equal (words[0], FIRST_WORD);
}

HdSheetGame *
hd_sheet_game_read_transcript (const char  *text,
                               gssize       length,
                               const char  *source,
                               guint       *error_line,
                               char       **error_rule,
                               GError     **error)
{
  Setup setup = { source != NULL ? source : "transcript", NULL };
  HdLog *log = hd_log_transcript_read (&reader, &setup, text, length, setup.source, NULL, NULL, NULL, error_line,
                                       error_rule, error);

  return log != NULL ? HD_SHEET_GAME (log) : NULL;
}
