/* hd-game.c: the event log.  The state is never edited directly: it is
 * the scenario's set-up with the first n_applied actions replayed onto it,
 * so undo, redo, save and load all come down to the same replay, and the
 * same log always yields the same state. */
#define G_LOG_DOMAIN "hd-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include "hd-file.h"
#include "hd-game.h"
#include "hd-options.h"
#include "hd-scenario.h"
#include "hd-xml.h"

struct _HdGame
{
  GObject   parent_instance;

  HdMap    *map;
  char     *scenario_id;
  GStrv     options;
  HdState  *initial;
  HdState  *state;
  GArray   *actions;     /* HdAction; those past n_applied can be redone */
  guint     n_applied;
  GFile    *autosave;
  GError   *autosave_error; /* why the last automatic save failed; NULL if it worked */
};

G_DEFINE_FINAL_TYPE (HdGame, hd_game, G_TYPE_OBJECT)
G_DEFINE_QUARK (hd-game-error-quark, hd_game_error)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
hd_game_finalize (GObject *object)
{
  HdGame *self = HD_GAME (object);

  g_clear_object (&self->map);
  g_clear_pointer (&self->scenario_id, g_free);
  g_clear_pointer (&self->options, g_strfreev);
  g_clear_pointer (&self->initial, hd_state_free);
  g_clear_pointer (&self->state, hd_state_free);
  g_clear_pointer (&self->actions, g_array_unref);
  g_clear_object (&self->autosave);
  g_clear_error (&self->autosave_error);

  G_OBJECT_CLASS (hd_game_parent_class)->finalize (object);
}

static void
hd_game_class_init (HdGameClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hd_game_finalize;

  /* Emitted after every apply, undo and redo. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
hd_game_init (HdGame *self)
{
  self->actions = g_array_new (FALSE, TRUE, sizeof (HdAction));
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char **) a, *(const char **) b);
}

HdGame *
hd_game_new (HdMap               *map,
             const char          *scenario_id,
             const char * const  *options,
             GError             **error)
{
  g_autoptr(HdScenario) scenario = NULL;
  g_autoptr(GPtrArray) sorted = g_ptr_array_new ();
  HdGame *self;

  g_return_val_if_fail (HD_IS_MAP (map), NULL);
  g_return_val_if_fail (scenario_id != NULL, NULL);

  if (!hd_options_validate (options, error))
    return NULL;
  scenario = hd_scenario_new_builtin (map, scenario_id, error);
  if (scenario == NULL)
    return NULL;
  /* the game's length: one ending date, after the start (9.1, 11.1, 11.3) */
  {
    static const struct { const char *id; guint turn; } endings[] = {
      { "11.3-1862", 7 }, { "11.3-1863", 17 }, { "11.3-1864", 27 },
    };
    guint n = 0;
    for (guint i = 0; i < G_N_ELEMENTS (endings); i++)
      if (options != NULL && g_strv_contains (options, endings[i].id))
        {
          n++;
          if (endings[i].turn < hd_scenario_get_start_turn (scenario))
            return hd_rules_refuse (error, "11.3", _("this scenario begins after that March")), NULL;
        }
    if (n > 1)
      return hd_rules_refuse (error, "11.3", _("choose one March ending date")), NULL;
    if (n > 0 && options != NULL && g_strv_contains (options, "9.1"))
      return hd_rules_refuse (error, "9.1", _("the Extended Game and a March ending date exclude each other")), NULL;
    if ((n > 0 || (options != NULL && g_strv_contains (options, "9.1"))) &&
        hd_scenario_get_victory (scenario) == HD_SCENARIO_VICTORY_ARMY_MAXIMUM_LEAD_5)
      return hd_rules_refuse (error, "11.1", _("the 1861 Short Game has its own end")), NULL;
  }

  self = g_object_new (HD_TYPE_GAME, NULL);
  self->map = g_object_ref (map);
  self->scenario_id = g_strdup (scenario_id);
  for (guint i = 0; options != NULL && options[i] != NULL; i++)
    if (!g_ptr_array_find_with_equal_func (sorted, options[i], g_str_equal, NULL))
      g_ptr_array_add (sorted, g_strdup (options[i]));
  g_ptr_array_sort (sorted, compare_strings);
  g_ptr_array_add (sorted, NULL);
  self->options = (GStrv) g_ptr_array_steal (sorted, NULL);
  self->initial = hd_state_new_from_scenario (map, scenario);
  hd_state_set_options (self->initial, (const char * const *) self->options);
  self->state = hd_state_copy (self->initial);
  return self;
}

const char *
hd_game_get_scenario_id (HdGame *self)
{
  g_return_val_if_fail (HD_IS_GAME (self), NULL);
  return self->scenario_id;
}

const char * const *
hd_game_get_options (HdGame *self)
{
  g_return_val_if_fail (HD_IS_GAME (self), NULL);
  return (const char * const *) self->options;
}

const HdState *
hd_game_get_state (HdGame *self)
{
  g_return_val_if_fail (HD_IS_GAME (self), NULL);
  return self->state;
}

/* Actions applied (not counting those undone). */
guint
hd_game_get_n_actions (HdGame *self)
{
  g_return_val_if_fail (HD_IS_GAME (self), 0);
  return self->n_applied;
}

const HdAction *
hd_game_get_action (HdGame *self,
                    guint   index)
{
  g_return_val_if_fail (HD_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->actions->len, NULL);
  return &g_array_index (self->actions, HdAction, index);
}

/* Every failure is kept (not only the first), so whoever shows the game
 * can say at every moment whether the automatic save is up to date. */
static void
autosave (HdGame *self)
{
  g_clear_error (&self->autosave_error);
  if (self->autosave != NULL && !hd_game_save (self, self->autosave, &self->autosave_error))
    g_debug ("The game could not be saved automatically: %s", self->autosave_error->message);
}

static void
changed (HdGame *self)
{
  autosave (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

gboolean
hd_game_apply (HdGame          *self,
               const HdAction  *action,
               GError         **error)
{
  g_return_val_if_fail (HD_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (!hd_action_apply (action, self->state, error))
    return FALSE;
  g_array_set_size (self->actions, self->n_applied);
  g_array_append_val (self->actions, *action);
  self->n_applied++;
  changed (self);
  return TRUE;
}

/* The state after the first @n_actions of the log, built from scratch. */
HdState *
hd_game_replay (HdGame *self,
                guint   n_actions)
{
  HdState *state;

  g_return_val_if_fail (HD_IS_GAME (self), NULL);
  g_return_val_if_fail (n_actions <= self->actions->len, NULL);

  state = hd_state_copy (self->initial);
  for (guint i = 0; i < n_actions; i++)
    if (!hd_action_apply (&g_array_index (self->actions, HdAction, i), state, NULL))
      g_critical ("action %u of the log no longer applies", i + 1);
  return state;
}

gboolean
hd_game_can_undo (HdGame *self)
{
  g_return_val_if_fail (HD_IS_GAME (self), FALSE);
  return self->n_applied > 0;
}

gboolean
hd_game_can_redo (HdGame *self)
{
  g_return_val_if_fail (HD_IS_GAME (self), FALSE);
  return self->n_applied < self->actions->len;
}

gboolean
hd_game_undo (HdGame *self)
{
  g_return_val_if_fail (HD_IS_GAME (self), FALSE);

  if (self->n_applied == 0)
    return FALSE;
  self->n_applied--;
  hd_state_free (self->state);
  self->state = hd_game_replay (self, self->n_applied);
  changed (self);
  return TRUE;
}

gboolean
hd_game_redo (HdGame *self)
{
  g_return_val_if_fail (HD_IS_GAME (self), FALSE);

  if (self->n_applied >= self->actions->len)
    return FALSE;
  if (!hd_action_apply (&g_array_index (self->actions, HdAction, self->n_applied), self->state, NULL))
    return FALSE;
  self->n_applied++;
  changed (self);
  return TRUE;
}

/* ------------------------------------------------------------- saving */

/* The log as a save file (format 1): only applied actions are kept. */
/* A march move's route as "rail:petersburg rail:weldon": the kind of each
 * line and the box it leads to (docs/save-format.md). */
static char *
route_to_string (HdMap *map, const HdAction *a)
{
  GString *out = g_string_new (NULL);
  guint at = a->box;

  for (guint i = 0; i < a->n_steps; i++)
    {
      const HdLine *line = hd_map_get_line (map, a->lines[i]);
      at = line->a == at ? line->b : line->a;
      if (i > 0)
        g_string_append_c (out, ' ');
      g_string_append_printf (out, "%s:%s", hd_line_type_to_string (line->type), hd_map_get_box (map, at)->id);
    }
  return g_string_free (out, FALSE);
}

static gboolean
route_from_string (HdMap *map, const char *text, HdAction *a)
{
  g_auto(GStrv) steps = NULL;
  const HdBox *at = hd_map_get_box (map, a->box);

  if (text == NULL)
    return FALSE;
  steps = g_strsplit (text, " ", -1);
  a->n_steps = 0;
  for (guint i = 0; steps[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (steps[i], ":", 2);
      HdLineType type;
      const HdBox *next;
      const HdLine *line;

      if (a->n_steps >= HD_ACTION_MAX_STEPS || g_strv_length (parts) != 2 ||
          !hd_line_type_from_string (parts[0], &type) || (next = hd_map_lookup_id (map, parts[1])) == NULL ||
          (line = hd_map_find_line (map, at, next, type)) == NULL)
        return FALSE;
      a->lines[a->n_steps++] = line->index;
      at = next;
    }
  return a->n_steps > 0;
}

GBytes *
hd_game_to_bytes (HdGame *self)
{
  GString *out;

  g_return_val_if_fail (HD_IS_GAME (self), NULL);

  out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_string_append_printf (out, "<house-divided-game format=\"%d\" scenario=\"%s\">\n", HD_GAME_FORMAT,
                          self->scenario_id);
  for (guint i = 0; self->options[i] != NULL; i++)
    {
      g_autofree char *name = g_markup_escape_text (self->options[i], -1);
      g_string_append_printf (out, "  <option name=\"%s\"/>\n", name);
    }
  for (guint i = 0; i < self->n_applied; i++)
    {
      const HdAction *a = &g_array_index (self->actions, HdAction, i);

      if (a->type == HD_ACTION_END_SEGMENT)
        {
          g_string_append (out, "  <action type=\"end-segment\"/>\n");
          continue;
        }
      if (a->type == HD_ACTION_ROLL_MARCHES || a->type == HD_ACTION_ROLL_PROMOTION ||
          a->type == HD_ACTION_ROLL_RECRUITMENT)
        {
          g_string_append_printf (out, "  <action type=\"%s\" die=\"%u\"/>\n", hd_action_type_to_string (a->type),
                                  a->die);
          continue;
        }
      if (a->type == HD_ACTION_RECRUIT)
        {
          g_string_append_printf (out, "  <action type=\"recruit\" box=\"%s\" side=\"%s\" kind=\"%s\"/>\n",
                                  hd_map_get_box (self->map, a->box)->id, hd_side_to_string (a->side),
                                  hd_unit_kind_get_code (a->kind));
          continue;
        }
      if (a->type == HD_ACTION_WITHDRAW || a->type == HD_ACTION_RETREAT)
        {
          g_string_append_printf (out, "  <action type=\"%s\" to=\"%s\"/>\n", hd_action_type_to_string (a->type),
                                  hd_map_get_box (self->map, a->to)->id);
          continue;
        }
      if (a->type == HD_ACTION_REINFORCE || a->type == HD_ACTION_PROMOTE || a->type == HD_ACTION_RECOVER)
        {
          g_string_append_printf (out, "  <action type=\"%s\" unit=\"%u\"/>\n", hd_action_type_to_string (a->type),
                                  a->unit);
          continue;
        }
      if (a->type == HD_ACTION_FIRE)
        {
          g_string_append (out, "  <action type=\"fire\">");
          for (guint k = 0; k < a->n_shots; k++)
            g_string_append_printf (out, "<shot shooter=\"%u\" target=\"%u\" die=\"%u\"/>", a->shots[k].shooter,
                                    a->shots[k].target, a->shots[k].die);
          g_string_append (out, "</action>\n");
          continue;
        }
      g_string_append_printf (out, "  <action type=\"%s\" box=\"%s\"", hd_action_type_to_string (a->type),
                              hd_map_get_box (self->map, a->box)->id);
      if (a->type == HD_ACTION_MARCH || a->type == HD_ACTION_DIG_IN || a->type == HD_ACTION_BATTLE)
        {
          g_string_append (out, "/>\n");
          continue;
        }
      if (a->type == HD_ACTION_MOVE_UNIT || a->type == HD_ACTION_SEA_MOVE)
        g_string_append_printf (out, " to=\"%s\"", hd_map_get_box (self->map, a->to)->id);
      if (a->type == HD_ACTION_MARCH_MOVE)
        {
          g_autofree char *route = route_to_string (self->map, a);
          g_string_append_printf (out, " route=\"%s\"", route);
          if (a->by_id)
            {
              g_string_append_printf (out, " unit=\"%u\"/>\n", a->unit);
              continue;
            }
        }
      g_string_append_printf (out, " side=\"%s\"", hd_side_to_string (a->side));
      if (a->type != HD_ACTION_SET_CONTROL)
        g_string_append_printf (out, " kind=\"%s\" reduced=\"%s\"", hd_unit_kind_get_code (a->kind),
                                a->reduced ? "true" : "false");
      if (a->type == HD_ACTION_ADD_UNIT || a->type == HD_ACTION_SET_ENTRENCHED || a->type == HD_ACTION_SET_CONTROL ||
          a->type == HD_ACTION_SEA_MOVE)
        g_string_append_printf (out, " flag=\"%s\"", a->flag ? "true" : "false");
      g_string_append (out, "/>\n");
    }
  g_string_append (out, "</house-divided-game>\n");
  return g_string_free_to_bytes (out);
}

/* Writes the save file whole or not at all: on any failure (a full disk,
 * a read-only folder) the previous file is left exactly as it was. */
gboolean
hd_game_save (HdGame  *self,
              GFile   *file,
              GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  gsize len;
  const char *data;

  g_return_val_if_fail (HD_IS_GAME (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  bytes = hd_game_to_bytes (self);
  data = g_bytes_get_data (bytes, &len);
  return hd_file_replace (file, data, len, error);
}

/* Saves now, and after every action, undo and redo (NULL stops it);
 * hd_game_get_autosave_error() tells whether the last save worked. */
void
hd_game_set_autosave (HdGame *self,
                      GFile  *file)
{
  g_return_if_fail (HD_IS_GAME (self));
  g_set_object (&self->autosave, file);
  autosave (self);
}

GFile *
hd_game_get_autosave (HdGame *self)
{
  g_return_val_if_fail (HD_IS_GAME (self), NULL);
  return self->autosave;
}

/* Why the last automatic save failed, or NULL when it worked (or there
 * is no automatic save). */
const GError *
hd_game_get_autosave_error (HdGame *self)
{
  g_return_val_if_fail (HD_IS_GAME (self), NULL);
  return self->autosave_error;
}

/* ------------------------------------------------------------- loading */

static gboolean
bad (GError **error, HdGameError code, const char *source, xmlNode *node, const char *format, ...) G_GNUC_PRINTF (5, 6);

static gboolean
bad (GError     **error,
     HdGameError  code,
     const char  *source,
     xmlNode     *node,
     const char  *format,
     ...)
{
  g_autofree char *msg = NULL;
  va_list args;

  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  if (node != NULL)
    g_set_error (error, HD_GAME_ERROR, code, _("%s:%ld: %s"), source, xmlGetLineNo (node), msg);
  else
    g_set_error (error, HD_GAME_ERROR, code, "%s: %s", source, msg);
  return FALSE;
}

static gboolean
parse_bool (const char *value, gboolean *out)
{
  if (g_strcmp0 (value, "true") == 0)
    *out = TRUE;
  else if (g_strcmp0 (value, "false") == 0)
    *out = FALSE;
  else
    return FALSE;
  return TRUE;
}

static gboolean
parse_action (HdMap *map, xmlNode *node, HdAction *a, const char **what)
{
  g_autofree char *type = hd_xml_get_attr (node, "type");
  g_autofree char *box = hd_xml_get_attr (node, "box");
  g_autofree char *to = hd_xml_get_attr (node, "to");
  g_autofree char *side = hd_xml_get_attr (node, "side");
  g_autofree char *kind = hd_xml_get_attr (node, "kind");
  g_autofree char *reduced = hd_xml_get_attr (node, "reduced");
  g_autofree char *flag = hd_xml_get_attr (node, "flag");
  g_autofree char *die = hd_xml_get_attr (node, "die");
  g_autofree char *route = hd_xml_get_attr (node, "route");
  const HdBox *b;
  guint64 v;

  memset (a, 0, sizeof *a);
  *what = "type";
  if (!hd_action_type_from_string (type, &a->type))
    return FALSE;
  if (a->type == HD_ACTION_END_SEGMENT)
    return TRUE;
  if (a->type == HD_ACTION_ROLL_MARCHES || a->type == HD_ACTION_ROLL_PROMOTION ||
      a->type == HD_ACTION_ROLL_RECRUITMENT)
    {
      *what = "die";
      if (die == NULL || !g_ascii_string_to_unsigned (die, 10, 1, 6, &v, NULL))
        return FALSE;
      a->die = (guint) v;
      return TRUE;
    }
  if (a->type == HD_ACTION_WITHDRAW || a->type == HD_ACTION_RETREAT)
    {
      *what = "to";
      if (to == NULL || (b = hd_map_lookup_id (map, to)) == NULL)
        return FALSE;
      a->to = b->index;
      return TRUE;
    }
  if (a->type == HD_ACTION_REINFORCE || a->type == HD_ACTION_PROMOTE || a->type == HD_ACTION_RECOVER)
    {
      g_autofree char *unit = hd_xml_get_attr (node, "unit");
      *what = "unit";
      if (unit == NULL || !g_ascii_string_to_unsigned (unit, 10, 0, G_MAXUINT32, &v, NULL))
        return FALSE;
      a->unit = (guint) v;
      return TRUE;
    }
  if (a->type == HD_ACTION_FIRE)
    {
      *what = "shot";
      for (xmlNode *c = node->children; c != NULL; c = c->next)
        {
          g_autofree char *shooter = NULL, *target = NULL, *shot_die = NULL;
          guint64 sv, tv, dv;

          if (c->type != XML_ELEMENT_NODE)
            continue;
          if (!g_str_equal ((const char *) c->name, "shot") || a->n_shots >= HD_MAX_SHOTS)
            return FALSE;
          shooter = hd_xml_get_attr (c, "shooter");
          target = hd_xml_get_attr (c, "target");
          shot_die = hd_xml_get_attr (c, "die");
          if (shooter == NULL || target == NULL || shot_die == NULL ||
              !g_ascii_string_to_unsigned (shooter, 10, 0, G_MAXUINT32, &sv, NULL) ||
              !g_ascii_string_to_unsigned (target, 10, 0, G_MAXUINT32, &tv, NULL) ||
              !g_ascii_string_to_unsigned (shot_die, 10, 1, 6, &dv, NULL))
            return FALSE;
          a->shots[a->n_shots].shooter = (guint) sv;
          a->shots[a->n_shots].target = (guint) tv;
          a->shots[a->n_shots].die = (guint) dv;
          a->n_shots++;
        }
      return TRUE;
    }
  *what = "box";
  if (box == NULL || (b = hd_map_lookup_id (map, box)) == NULL)
    return FALSE;
  a->box = b->index;
  if (a->type == HD_ACTION_MARCH || a->type == HD_ACTION_DIG_IN || a->type == HD_ACTION_BATTLE)
    return TRUE;
  if (a->type == HD_ACTION_RECRUIT)
    {
      *what = "side";
      if (!hd_side_from_string (side, &a->side))
        return FALSE;
      *what = "kind";
      return hd_unit_kind_from_code (kind, &a->kind);
    }
  *what = "route";
  if (a->type == HD_ACTION_MARCH_MOVE)
    {
      g_autofree char *unit = hd_xml_get_attr (node, "unit");

      if (!route_from_string (map, route, a))
        return FALSE;
      a->to = hd_action_route_end (a, map);
      if (unit != NULL)
        {
          *what = "unit";
          a->by_id = TRUE;
          if (!g_ascii_string_to_unsigned (unit, 10, 0, G_MAXUINT32, &v, NULL))
            return FALSE;
          a->unit = (guint) v;
          return TRUE;
        }
    }
  *what = "to";
  if (a->type == HD_ACTION_MOVE_UNIT || a->type == HD_ACTION_SEA_MOVE)
    {
      if (to == NULL || (b = hd_map_lookup_id (map, to)) == NULL)
        return FALSE;
      a->to = b->index;
    }
  *what = "side";
  if (!hd_side_from_string (side, &a->side))
    return FALSE;
  if (a->type != HD_ACTION_SET_CONTROL)
    {
      *what = "kind";
      if (!hd_unit_kind_from_code (kind, &a->kind))
        return FALSE;
      *what = "reduced";
      if (!parse_bool (reduced, &a->reduced))
        return FALSE;
    }
  if (a->type == HD_ACTION_ADD_UNIT || a->type == HD_ACTION_SET_ENTRENCHED || a->type == HD_ACTION_SET_CONTROL ||
      a->type == HD_ACTION_SEA_MOVE)
    {
      *what = "flag";
      if (!parse_bool (flag, &a->flag))
        return FALSE;
    }
  return TRUE;
}

/**
 * hd_game_new_from_bytes:
 *
 * Reads a save file.  Every action is replayed and checked; a damaged,
 * tampered or newer file gives an error naming what is wrong, and nothing
 * is returned (nothing of the file is changed).
 */
HdGame *
hd_game_new_from_bytes (HdMap       *map,
                        GBytes      *bytes,
                        const char  *source_name,
                        GError     **error)
{
  const char *source = source_name ? source_name : "game";
  g_autoptr(GPtrArray) options = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(HdGame) game = NULL;
  g_autofree char *format = NULL;
  g_autofree char *scenario = NULL;
  g_autofree char *detail = NULL;
  HdXmlProblem problem;
  xmlDoc *doc;
  xmlNode *root;
  int line;
  guint n = 0;

  g_return_val_if_fail (HD_IS_MAP (map), NULL);
  g_return_val_if_fail (bytes != NULL, NULL);

  doc = hd_xml_read_document (bytes, source, HD_GAME_MAX_BYTES, &problem, &line, &detail);
  if (doc == NULL)
    {
      static const HdGameError codes[] = {
        [HD_XML_TOO_LARGE] = HD_GAME_ERROR_TOO_LARGE,
        [HD_XML_EMPTY] = HD_GAME_ERROR_NOT_XML,
        [HD_XML_FORBIDDEN] = HD_GAME_ERROR_FORBIDDEN,
        [HD_XML_NOT_WELL_FORMED] = HD_GAME_ERROR_NOT_XML,
      };
      if (line > 0)
        g_set_error (error, HD_GAME_ERROR, codes[problem], _("%s:%d: the file is damaged (%s)"), source, line, detail);
      else if (problem == HD_XML_NOT_WELL_FORMED)
        g_set_error (error, HD_GAME_ERROR, codes[problem], _("%s: the file is damaged (%s)"), source, detail);
      else
        g_set_error (error, HD_GAME_ERROR, codes[problem], "%s: %s", source, detail);
      return NULL;
    }

  root = xmlDocGetRootElement (doc);
  if (root == NULL || !xmlStrEqual (root->name, (const xmlChar *) "house-divided-game"))
    {
      bad (error, HD_GAME_ERROR_INVALID, source, root, _("this is not a saved game of House Divided Companion"));
      xmlFreeDoc (doc);
      return NULL;
    }
  format = hd_xml_get_attr (root, "format");
  scenario = hd_xml_get_attr (root, "scenario");
  if (format == NULL || !g_str_equal (format, G_STRINGIFY (HD_GAME_FORMAT)))
    {
      guint64 v = 0;
      if (format != NULL && format[0] != '\0' && strspn (format, "0123456789") == strlen (format) &&
          (strlen (format) > 9 || (g_ascii_string_to_unsigned (format, 10, 0, G_MAXUINT, &v, NULL) && v > HD_GAME_FORMAT)))
        bad (error, HD_GAME_ERROR_FUTURE_VERSION, source, root,
             _("the game was saved by a newer version of the program (format %s; this one reads %d)"), format,
             HD_GAME_FORMAT);
      else
        bad (error, HD_GAME_ERROR_INVALID, source, root, _("the save format \"%s\" is not known"),
             format ? format : "");
      xmlFreeDoc (doc);
      return NULL;
    }

  for (xmlNode *node = root->children; node != NULL; node = node->next)
    if (node->type == XML_ELEMENT_NODE && xmlStrEqual (node->name, (const xmlChar *) "option"))
      {
        char *name = hd_xml_get_attr (node, "name");
        if (name == NULL)
          {
            bad (error, HD_GAME_ERROR_INVALID, source, node, _("an option has no name"));
            xmlFreeDoc (doc);
            return NULL;
          }
        g_ptr_array_add (options, name);
      }
  g_ptr_array_add (options, NULL);

  {
    g_autoptr(GError) why = NULL;
    game = hd_game_new (map, scenario ? scenario : "", (const char * const *) options->pdata, &why);
    if (game == NULL)
      {
        bad (error, HD_GAME_ERROR_INVALID, source, root, _("the game cannot be set up: %s"), why->message);
        xmlFreeDoc (doc);
        return NULL;
      }
  }

  for (xmlNode *node = root->children; node != NULL; node = node->next)
    {
      HdAction action;
      const char *what = NULL;
      g_autoptr(GError) refusal = NULL;

      if (node->type != XML_ELEMENT_NODE || xmlStrEqual (node->name, (const xmlChar *) "option"))
        continue;
      n++;
      if (!xmlStrEqual (node->name, (const xmlChar *) "action") || !parse_action (map, node, &action, &what))
        {
          g_autofree char *value = what != NULL ? hd_xml_get_attr (node, what) : NULL;

          if (value != NULL && (g_str_equal (what, "box") || g_str_equal (what, "to")))
            bad (error, HD_GAME_ERROR_BAD_ACTION, source, node,
                 _("action %u is damaged: its %s \"%s\" is not a box of the board"), n, what, value);
          else if (value != NULL)
            bad (error, HD_GAME_ERROR_BAD_ACTION, source, node, _("action %u is damaged: its %s \"%s\" is wrong"), n,
                 what, value);
          else
            bad (error, HD_GAME_ERROR_BAD_ACTION, source, node, _("action %u is damaged: its %s is missing"), n,
                 what ? what : "name");
          xmlFreeDoc (doc);
          return NULL;
        }
      if (!hd_action_apply (&action, game->state, &refusal))
        {
          bad (error, HD_GAME_ERROR_BAD_ACTION, source, node, _("action %u cannot have happened: %s"), n,
               refusal->message);
          xmlFreeDoc (doc);
          return NULL;
        }
      g_array_append_val (game->actions, action);
      game->n_applied++;
    }
  xmlFreeDoc (doc);
  return g_steal_pointer (&game);
}

HdGame *
hd_game_new_from_file (HdMap   *map,
                       GFile   *file,
                       GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  bytes = hd_file_load (file, HD_GAME_MAX_BYTES, error);
  if (bytes == NULL)
    return NULL;
  name = g_file_get_parse_name (file);
  return hd_game_new_from_bytes (map, bytes, name, error);
}
