/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-game.c: A House Divided as a kind of game log (hd-log.h): its
 * set-up from a scenario and options, its actions (HdAction, kept without
 * the shots they do not use) checked and made by the rules, described,
 * written as transcript lines and as save elements, and its save file
 * read back as a stream, every action made again as it is read. */
#define G_LOG_DOMAIN "hd-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/SAX2.h>

#include "hd-excerpt.h"
#include "hd-file.h"
#include "hd-action-line.h"
#include "hd-candidates.h"
#include "hd-describe.h"
#include "hd-game.h"
#include "hd-invariants.h"
#include "hd-log.h"
#include "hd-movement.h"
#include "hd-leader.h"
#include "hd-options.h"
#include "hd-scenario.h"
#include "hd-xml.h"
#include "hd-turn.h"

struct _HdGame
{
  HdLog     parent_instance;

  HdMap    *map;
  char     *scenario_id;
  GStrv     options;
};

G_DEFINE_FINAL_TYPE (HdGame, hd_game, HD_TYPE_LOG)
G_DEFINE_QUARK (hd-game-error-quark, hd_game_error)

static void
hd_game_finalize (GObject *object)
{
  HdGame *self = HD_GAME (object);

  g_clear_object (&self->map);
  g_clear_pointer (&self->scenario_id, g_free);
  g_clear_pointer (&self->options, g_strfreev);

  G_OBJECT_CLASS (hd_game_parent_class)->finalize (object);
}

/* ------------------------------------------------- the kind (hd-log.h) */

/* An action as the log keeps it: without the shots it does not use (an
 * HdAction is mostly room for shots). */
static gsize
action_size (const HdAction *a)
{
  guint n = (hd_action_info_get (a->type)->fields & HD_FIELD_SHOTS) ? MIN (a->n_shots, HD_MAX_SHOTS) : 0;
  return G_STRUCT_OFFSET (HdAction, shots) + n * sizeof (HdShot);
}

/* A kept action whole again, its unused shots zero. */
static void
action_unpack (gconstpointer kept, HdAction *out)
{
  memset (out, 0, sizeof *out);
  memcpy (out, kept, action_size (kept));
}

static gpointer
game_action_keep (HdLog *log, gconstpointer action, GError **error)
{
  return g_memdup2 (action, action_size (action));
}

static gboolean
game_check (HdLog *log, gconstpointer position, gconstpointer kept, GError **error)
{
  HdAction a;

  action_unpack (kept, &a);
  return hd_action_check (position, &a, error);
}

static gboolean
game_apply (HdLog *log, gpointer position, gconstpointer kept, GError **error)
{
  HdAction a;

  action_unpack (kept, &a);
  return hd_action_apply (&a, position, error);
}

/* A player action in words: its first action, and how many units more
 * the same Move took. */
static char *
game_describe (HdLog *log, gconstpointer before, gconstpointer const *actions, guint n, gconstpointer viewer)
{
  HdAction a;
  g_autofree char *what = NULL;

  action_unpack (actions[0], &a);
  what = hd_describe_action_at (&a, before);
  if (n <= 1)
    return g_steal_pointer (&what);
  /* TRANSLATORS: a Move of several units, as undo and redo name it: %1$s
   * describes the first unit's move, %2$u counts the others */
  return g_strdup_printf (ngettext ("%1$s, and the other unit of the same move",
                                    "%1$s, and the %2$u other units of the same move", n - 1),
                          what, n - 1);
}

static char *
game_action_to_line (HdLog *log, gconstpointer kept)
{
  HdAction a;

  action_unpack (kept, &a);
  return hd_action_line_write (&a, HD_GAME (log)->map);
}

static gpointer
game_action_from_line (HdLog *log, const char *line, GError **error)
{
  HdAction a;

  if (!hd_action_line_parse (HD_GAME (log)->map, line, &a))
    {
      g_autofree char *quoted = hd_excerpt (line, -1);
      g_set_error (error, HD_GAME_ERROR, HD_GAME_ERROR_BAD_ACTION,
                   _("this line is not understood: \"%s\" (see docs/transcript.md)"), quoted);
      return NULL;
    }
  return game_action_keep (log, &a, error);
}

static void
game_transcript_header (HdLog *log, const char *setup_name, GString *out)
{
  HdGame *self = HD_GAME (log);

  g_string_append (out, "# A House Divided transcript (docs/transcript.md)\n");
  g_string_append_printf (out, "scenario %s\n", self->scenario_id);
  for (guint i = 0; self->options[i] != NULL; i++)
    g_string_append_printf (out, "option %s\n", self->options[i]);
}

static void save_attributes (HdLog *log, GString *out);
static void save_header (HdLog *log, GString *out);
static void save_action (HdLog *log, gconstpointer kept, gboolean joined, GString *out);

/* The steps of what is awaited (HdAwaitedKind), by name. */
static const char * const awaited_steps[HD_N_AWAITED_KINDS] = {
  [HD_AWAITED_NONE] = "none",
  [HD_AWAITED_WASHINGTON] = "washington",
  [HD_AWAITED_SUPPLY] = "supply",
  [HD_AWAITED_BORDER] = "border",
  [HD_AWAITED_MORALE] = "morale",
  [HD_AWAITED_RALLY] = "rally",
  [HD_AWAITED_DESERTION] = "desertion",
  [HD_AWAITED_LEADER] = "leader",
  [HD_AWAITED_LEADERSHIP] = "leadership",
  [HD_AWAITED_BATTLE] = "battle",
  [HD_AWAITED_BATTLES] = "battles",
  [HD_AWAITED_MARCH_DIE] = "march-die",
  [HD_AWAITED_MARCHES] = "marches",
  [HD_AWAITED_COMBAT] = "combat",
  [HD_AWAITED_PROMOTION_DIE] = "promotion-die",
  [HD_AWAITED_PROMOTION] = "promotion",
  [HD_AWAITED_RECRUITMENT_DIE] = "recruitment-die",
  [HD_AWAITED_RECRUITMENT] = "recruitment",
  [HD_AWAITED_OVER] = "over",
};

static void
game_awaited (HdLog *log, gconstpointer position, HdLogAwaited *out)
{
  HdAwaited d = hd_action_get_decision (position);

  out->seat = d.side == HD_SIDE_NEUTRAL ? -1 : (int) d.side;
  out->step = awaited_steps[d.kind];
  out->rule = d.rule;
  out->over = d.kind == HD_AWAITED_OVER;
}

static GPtrArray *
game_candidates (HdLog *log, gconstpointer position)
{
  g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (HdAction));
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  hd_candidates_list (position, all);
  for (guint i = 0; i < all->len; i++)
    g_ptr_array_add (out, game_action_keep (log, &g_array_index (all, HdAction, i), NULL));
  return out;
}

static char *
game_check_invariants (HdLog *log, gconstpointer position)
{
  return hd_invariants_check (position);
}

static void
hd_game_class_init (HdGameClass *klass)
{
  HdLogClass *log_class = HD_LOG_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = hd_game_finalize;
  log_class->save_root = "house-divided-game";
  log_class->save_format = HD_GAME_FORMAT;
  log_class->position_copy = (gpointer (*) (gconstpointer)) hd_state_copy;
  log_class->position_equal = (gboolean (*) (gconstpointer, gconstpointer)) hd_state_equal;
  log_class->position_free = (void (*) (gpointer)) hd_state_free;
  log_class->action_keep = game_action_keep;
  log_class->action_free = g_free;
  log_class->check = game_check;
  log_class->apply = game_apply;
  log_class->describe = game_describe;
  log_class->action_to_line = game_action_to_line;
  log_class->action_from_line = game_action_from_line;
  log_class->transcript_header = game_transcript_header;
  log_class->save_attributes = save_attributes;
  log_class->save_header = save_header;
  log_class->save_action = save_action;
  log_class->awaited = game_awaited;
  log_class->candidates = game_candidates;
  log_class->check_invariants = game_check_invariants;
}

static void
hd_game_init (HdGame *self)
{
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
  {
    g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

    for (guint i = 0; options != NULL && options[i] != NULL; i++)
      if (g_hash_table_add (seen, (gpointer) options[i]))
        g_ptr_array_add (sorted, g_strdup (options[i]));
  }
  g_ptr_array_sort (sorted, compare_strings);
  g_ptr_array_add (sorted, NULL);
  self->options = (GStrv) g_ptr_array_steal (sorted, NULL);
  {
    HdState *initial = hd_state_new_from_scenario (map, scenario);

    hd_turn_set_options (initial, (const char * const *) self->options);
    hd_log_start (HD_LOG (self), initial);
  }
  return self;
}

/* Whether @options[0..n) fail to set up a game with the very complaint
 * @why. */
static gboolean
fails_alike (HdMap *map, const char *scenario_id, GPtrArray *options, guint n, const GError *why)
{
  g_autoptr(GPtrArray) prefix = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(HdGame) game = NULL;

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (prefix, g_ptr_array_index (options, i));
  g_ptr_array_add (prefix, NULL);
  game = hd_game_new (map, scenario_id, (const char * const *) prefix->pdata, &error);
  return game == NULL && g_str_equal (error->message, why->message);
}

/**
 * hd_game_new_blaming:
 * @culprit: (out): when the game cannot be set up, the index in @options
 *   of the option to blame, or -1 for the scenario
 *
 * hd_game_new(), for a file that names a scenario and options on lines of
 * their own: the error is about the first of them from which on the game
 * cannot be set up, so that the caller can give that one's line.
 */
HdGame *
hd_game_new_blaming (HdMap               *map,
                     const char          *scenario_id,
                     const char * const  *options,
                     int                 *culprit,
                     GError             **error)
{
  g_autoptr(GError) why = NULL;
  g_autoptr(GPtrArray) distinct = g_ptr_array_new ();
  g_autoptr(GArray) index = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  HdGame *game = hd_game_new (map, scenario_id, options, &why);

  *culprit = -1;
  if (game != NULL)
    return game;
  /* each option once (the game keeps each once): the search is then
   * bounded by the table of options, not by the file */
  for (int i = 0; options != NULL && options[i] != NULL; i++)
    if (g_hash_table_add (seen, (gpointer) options[i]))
      {
        g_ptr_array_add (distinct, (gpointer) options[i]);
        g_array_append_val (index, i);
      }
  for (guint n = 0; n <= distinct->len; n++)
    if (fails_alike (map, scenario_id, distinct, n, why))
      {
        *culprit = n == 0 ? -1 : g_array_index (index, int, n - 1);
        break;
      }
  g_propagate_error (error, g_steal_pointer (&why));
  return NULL;
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
  return hd_log_get_position (HD_LOG (self));
}

/* Copies action @index of the log (applied or undone) into @out. */
void
hd_game_get_action (HdGame   *self,
                    guint     index,
                    HdAction *out)
{
  g_return_if_fail (HD_IS_GAME (self));
  g_return_if_fail (out != NULL);
  action_unpack (hd_log_get_action (HD_LOG (self), index), out);
}

/* The state after the first @n_actions of the log, built from scratch. */
HdState *
hd_game_replay (HdGame *self,
                guint   n_actions)
{
  g_return_val_if_fail (HD_IS_GAME (self), NULL);
  return hd_log_replay (HD_LOG (self), n_actions);
}

/* The action that moves one unit like @u from @from to @to in @s, as
 * @mode says; FALSE with why. */
static gboolean
march_action (const HdState *s, guint from, guint to, const HdUnit *u, HdMoveMode mode, HdAction *a, GError **error)
{
  HdRoute route;
  int index;

  *a = (HdAction) { .box = from, .to = to, .side = hd_state_get_player (s), .kind = u->kind, .reduced = u->reduced };
  if (mode != HD_MOVE_BY_LAND)
    {
      a->type = HD_ACTION_SEA_MOVE;
      a->flag = mode == HD_MOVE_INVASION;
      return TRUE;
    }
  index = hd_movement_pick_unit (s, from, a->side, u->kind, u->reduced, FALSE);
  if (index < 0)
    {
      g_set_error_literal (error, HD_GAME_ERROR, HD_GAME_ERROR_BAD_ACTION, _("That unit is no longer there."));
      return FALSE;
    }
  if (!hd_movement_find_route (s, (guint) index, to, &route, error))
    return FALSE;
  a->type = HD_ACTION_MARCH_MOVE;
  a->n_steps = route.n_steps;
  memcpy (a->lines, route.lines, sizeof a->lines);
  return TRUE;
}

GArray *
hd_game_plan_march (const HdState *state,
                    guint          from,
                    guint          to,
                    const HdUnit  *units,
                    guint          n_units,
                    HdMoveMode     mode,
                    GError       **error)
{
  g_autoptr(HdState) trial = NULL;
  g_autoptr(GArray) moves = g_array_new (FALSE, TRUE, sizeof (HdAction));

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (units != NULL || n_units == 0, NULL);

  trial = hd_state_copy (state);
  for (guint i = 0; i < n_units; i++)
    {
      HdAction a;

      if (!march_action (trial, from, to, &units[i], mode, &a, error) || !hd_action_apply (&a, trial, error))
        return NULL;
      g_array_append_val (moves, a);
    }
  return g_steal_pointer (&moves);
}

gboolean
hd_game_apply_march (HdGame        *self,
                     guint          from,
                     guint          to,
                     const HdUnit  *units,
                     guint          n_units,
                     HdMoveMode     mode,
                     GError       **error)
{
  g_autoptr(GArray) moves = NULL;

  g_return_val_if_fail (HD_IS_GAME (self), FALSE);

  /* each unit's action found and made on a copy first: whole or nothing */
  moves = hd_game_plan_march (hd_game_get_state (self), from, to, units, n_units, mode, error);
  if (moves == NULL)
    return FALSE;
  for (guint i = 0; i < moves->len; i++)
    if (!(i == 0 ? hd_log_apply : hd_log_apply_joined) (HD_LOG (self), &g_array_index (moves, HdAction, i), error))
      return FALSE;
  return TRUE;
}

/* ------------------------------------------------------------- saving */

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

static const char *
bool_string (gboolean b)
{
  return b ? "true" : "false";
}

/* @field of @a as its attribute's value in a save file. */
static char *
field_value (HdMap *map, const HdAction *a, HdActionField field)
{
  switch (field)
    {
    case HD_FIELD_BOX:
      return g_strdup (hd_map_get_box (map, a->box)->id);
    case HD_FIELD_TO:
      return g_strdup (hd_map_get_box (map, a->to)->id);
    case HD_FIELD_ROUTE:
      return route_to_string (map, a);
    case HD_FIELD_UNIT:
      return g_strdup_printf ("%u", a->unit);
    case HD_FIELD_SIDE:
      return g_strdup (hd_side_to_string (a->side));
    case HD_FIELD_KIND:
      return g_strdup (hd_unit_kind_get_code (a->kind));
    case HD_FIELD_REDUCED:
      return g_strdup (bool_string (a->reduced));
    case HD_FIELD_FLAG:
      return g_strdup (bool_string (a->flag));
    case HD_FIELD_DIE:
      return g_strdup_printf ("%u", a->die);
    case HD_FIELD_LEADER:
      return g_ascii_strdown (hd_leader_get_name (a->leader), -1);
    case HD_FIELD_SHOTS:
    case HD_FIELD_BY_ID:
    default:
      g_return_val_if_reached (NULL);
    }
}

/* One action as an element: its type's fields (hd_action_info_get) as
 * attributes, in this order, its shots as child elements. */
static void
write_action (GString *out, HdMap *map, const HdAction *a, gboolean joined)
{
  static const HdActionField order[] = {
    HD_FIELD_BOX, HD_FIELD_TO, HD_FIELD_ROUTE, HD_FIELD_UNIT, HD_FIELD_SIDE, HD_FIELD_KIND, HD_FIELD_REDUCED,
    HD_FIELD_FLAG, HD_FIELD_DIE, HD_FIELD_LEADER,
  };
  guint fields = hd_action_info_get (a->type)->fields;

  if (a->by_id && (fields & HD_FIELD_BY_ID))
    fields = (fields & ~HD_FIELDS_PIECE) | HD_FIELD_UNIT;
  g_string_append_printf (out, "  <action type=\"%s\"", hd_action_type_to_string (a->type));
  if (joined)   /* made with the action before it: one undo (absent in older files) */
    g_string_append (out, " joined=\"true\"");
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    if (fields & order[i])
      {
        g_autofree char *value = field_value (map, a, order[i]);
        g_string_append_printf (out, " %s=\"%s\"", hd_action_field_get_attribute (order[i]), value);
      }
  if (!(fields & HD_FIELD_SHOTS))
    {
      g_string_append (out, "/>\n");
      return;
    }
  g_string_append_c (out, '>');
  for (guint k = 0; k < a->n_shots; k++)
    {
      g_string_append_printf (out, "<shot shooter=\"%u\" target=\"%u\" die=\"%u\"", a->shots[k].shooter,
                              a->shots[k].target, a->shots[k].die);
      if (a->shots[k].plus > 0)   /* a leader's pluses (Advanced 8.2.2); absent in older files */
        g_string_append_printf (out, " plus=\"%u\"", a->shots[k].plus);
      g_string_append (out, "/>");
    }
  g_string_append (out, "</action>\n");
}

/* The root's attributes after its format: the scenario. */
static void
save_attributes (HdLog *log, GString *out)
{
  g_string_append_printf (out, " scenario=\"%s\"", HD_GAME (log)->scenario_id);
}

/* The options, before the actions. */
static void
save_header (HdLog *log, GString *out)
{
  HdGame *self = HD_GAME (log);

  for (guint i = 0; self->options[i] != NULL; i++)
    {
      g_autofree char *name = g_markup_escape_text (self->options[i], -1);
      g_string_append_printf (out, "  <option name=\"%s\"/>\n", name);
    }
}

static void
save_action (HdLog *log, gconstpointer kept, gboolean joined, GString *out)
{
  HdAction a;

  action_unpack (kept, &a);
  write_action (out, HD_GAME (log)->map, &a, joined);
}

/* ------------------------------------------------------------- loading */

/* A save file is read as a stream (SAX): each action is parsed and
 * replayed as soon as its element ends, so loading takes time and memory in
 * proportion to the file, with no document tree. */

/* The attributes of an element as SAX2 gives them: (localname, prefix,
 * URI, value, end) five at a time. */
typedef struct {
  const xmlChar **values;
  int             n;
} Attrs;

static char *
attrs_get (const Attrs *attrs, const char *name)
{
  for (int i = 0; i < attrs->n; i++)
    {
      const xmlChar **at = attrs->values + 5 * i;
      if (at[1] == NULL && xmlStrEqual (at[0], (const xmlChar *) name))
        return g_strndup ((const char *) at[3], at[4] - at[3]);
    }
  return NULL;
}

/* The first attribute of @attrs that is not in @allowed (NULL-ended),
 * as a short excerpt of its name to quote (g_free it), or NULL: a save
 * has no attribute the format does not name. */
static char *
attrs_unknown (const Attrs *attrs, const char * const *allowed)
{
  for (int i = 0; i < attrs->n; i++)
    {
      const xmlChar **at = attrs->values + 5 * i;

      if (at[1] != NULL || !g_strv_contains (allowed, (const char *) at[0]))
        {
          g_autofree char *name = at[1] != NULL ? g_strconcat ((const char *) at[1], ":", (const char *) at[0], NULL)
                                                : g_strdup ((const char *) at[0]);
          return hd_excerpt (name, -1);
        }
    }
  return NULL;
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

/* Reads one attribute into @a: FALSE when it is missing or wrong. */
static gboolean
parse_field (HdMap *map, const Attrs *node, HdActionField field, HdAction *a)
{
  g_autofree char *value = attrs_get (node, hd_action_field_get_attribute (field));
  const HdBox *b;
  guint64 v;

  switch (field)
    {
    case HD_FIELD_BOX:
    case HD_FIELD_TO:
      if (value == NULL || (b = hd_map_lookup_id (map, value)) == NULL)
        return FALSE;
      *(field == HD_FIELD_BOX ? &a->box : &a->to) = b->index;
      return TRUE;
    case HD_FIELD_SIDE:
      return hd_side_from_string (value, &a->side);
    case HD_FIELD_KIND:
      return hd_unit_kind_from_code (value, &a->kind);
    case HD_FIELD_REDUCED:
      return parse_bool (value, &a->reduced);
    case HD_FIELD_FLAG:
      return parse_bool (value, &a->flag);
    case HD_FIELD_DIE:
    case HD_FIELD_UNIT:
      if (value == NULL || !g_ascii_string_to_unsigned (value, 10, field == HD_FIELD_DIE ? 1 : 0,
                                                        field == HD_FIELD_DIE ? 6 : G_MAXUINT32, &v, NULL))
        return FALSE;
      *(field == HD_FIELD_DIE ? &a->die : &a->unit) = (guint) v;
      return TRUE;
    case HD_FIELD_ROUTE:
      if (!route_from_string (map, value, a))
        return FALSE;
      a->to = hd_action_route_end (a, map);
      return TRUE;
    case HD_FIELD_LEADER:
      {
        int l = hd_leader_from_name (value);
        if (l < 0)
          return FALSE;
        a->leader = (guint) l;
        return TRUE;
      }
    default:
      return TRUE;
    }
}

/* An action element's attributes, as its type's fields say (its shots
 * come as elements of their own); @what names the one missing or wrong. */
static gboolean
parse_action (HdMap *map, const Attrs *node, HdAction *a, const char **what)
{
  static const HdActionField order[] = {
    HD_FIELD_BOX, HD_FIELD_ROUTE, HD_FIELD_TO, HD_FIELD_UNIT, HD_FIELD_SIDE, HD_FIELD_KIND, HD_FIELD_REDUCED,
    HD_FIELD_FLAG, HD_FIELD_DIE, HD_FIELD_LEADER,
  };
  g_autofree char *type = attrs_get (node, "type");
  g_autofree char *unit = attrs_get (node, "unit");
  guint fields;

  memset (a, 0, sizeof *a);
  *what = "type";
  if (!hd_action_type_from_string (type, &a->type))
    return FALSE;
  fields = hd_action_info_get (a->type)->fields;
  /* "march #12 ...": the unit's number instead of side, kind, strength */
  if ((fields & HD_FIELD_BY_ID) && unit != NULL)
    {
      a->by_id = TRUE;
      fields = (fields & ~HD_FIELDS_PIECE) | HD_FIELD_UNIT;
    }
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      *what = hd_action_field_get_attribute (order[i]);
      if ((fields & order[i]) && !parse_field (map, node, order[i], a))
        return FALSE;
    }
  *what = NULL;
  return TRUE;
}

/* The attributes an action of @a's kind may have. */
static char *
action_unknown_attribute (const Attrs *node, const HdAction *a)
{
  const char *allowed[HD_N_ACTION_FIELDS + 3] = { "type", "joined" };
  guint fields = hd_action_info_get (a->type)->fields, n = 2;

  if (a->by_id)
    fields = (fields & ~HD_FIELDS_PIECE) | HD_FIELD_UNIT;
  for (guint bit = 0; bit < HD_N_ACTION_FIELDS; bit++)
    if ((fields & (1u << bit)) && (1u << bit) != HD_FIELD_SHOTS && (1u << bit) != HD_FIELD_BY_ID)
      allowed[n++] = hd_action_field_get_attribute ((HdActionField) (1u << bit));
  allowed[n] = NULL;
  return attrs_unknown (node, allowed);
}

typedef struct {
  HdXmlGuard     guard;      /* first: the parser's _private */
  xmlParserCtxt *parser;
  HdMap         *map;
  const char    *source;
  const char    *data;       /* the file's bytes */
  gsize          root_start; /* where the root's start tag is in them */
  gsize          root_end;
  guint          depth;
  GPtrArray     *options;
  char          *scenario;
  HdGame        *game;       /* made at the first action (or the end) */
  HdAction       action;     /* a fire action waiting for its shots */
  gboolean       joined;     /* it was made with the action before it */
  gboolean       in_fire;
  int            action_line;
  guint          n;          /* actions read */
  int            root_line;
  GArray        *option_lines;  /* int, one per option */
  GHashTable    *option_names;  /* the options read, to refuse one given twice */
  char          *checksum;   /* the root's, if any */
  guint          n_elements;
  gsize          chunk_start; /* where the chunk being parsed starts */
  gsize          len;
  HdGameProgress progress;
  gpointer       progress_data;
  GCancellable  *cancellable;
  GError        *error;
} Loader;

static void G_GNUC_PRINTF (4, 5)
loader_fail (Loader *ld, HdGameError code, int line, const char *format, ...)
{
  g_autofree char *msg = NULL;
  va_list args;

  if (ld->error != NULL)
    return;
  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  if (line > 0)
    /* TRANSLATORS: a saved game's file, the line, then what is wrong there, "game.hdgame:3: action 1 is damaged: ..." */
    g_set_error (&ld->error, HD_GAME_ERROR, code, _("%s:%d: %s"), ld->source, line, msg);
  else
    g_set_error (&ld->error, HD_GAME_ERROR, code, "%s: %s", ld->source, msg);
  /* the parser goes on to the end (the file is bounded), so that a file
   * that is not well-formed further on is reported as damaged */
}

static int
loader_line (Loader *ld)
{
  return xmlSAX2GetLineNumber (ld->parser);
}

/* The root: what it is and which format (a newer one is named as such). */
static void
loader_root (Loader *ld, const xmlChar *name, const Attrs *attrs)
{
  static const char * const allowed[] = { "format", "scenario", "checksum", NULL };
  g_autofree char *format = NULL;
  g_autofree char *unknown = NULL;

  if (!xmlStrEqual (name, (const xmlChar *) "house-divided-game"))
    return loader_fail (ld, HD_GAME_ERROR_INVALID, loader_line (ld),
                        _("this is not a saved game of House Divided Companion"));

  format = attrs_get (attrs, "format");
  ld->scenario = attrs_get (attrs, "scenario");
  ld->checksum = attrs_get (attrs, "checksum");
  ld->root_line = loader_line (ld);
  if (format != NULL && g_str_equal (format, G_STRINGIFY (HD_GAME_FORMAT)))
    {
      if ((unknown = attrs_unknown (attrs, allowed)) != NULL)
        loader_fail (ld, HD_GAME_ERROR_INVALID, ld->root_line,
                     _("the file is damaged: the game has an attribute \"%s\", which saved games do not have"),
                     unknown);
      else if (ld->checksum != NULL && !hd_xml_checksum_is_valid (ld->checksum))
        {
          g_autofree char *why = hd_xml_checksum_describe_invalid (ld->checksum);
          loader_fail (ld, HD_GAME_ERROR_CHECKSUM, ld->root_line, "%s", why);
        }
      return;
    }
  if (hd_xml_format_is_newer (format, HD_GAME_FORMAT))
    loader_fail (ld, HD_GAME_ERROR_FUTURE_VERSION, loader_line (ld),
                 _("the game was saved by a newer version of the program (format %s; this one reads %d)"), format,
                 HD_GAME_FORMAT);
  else
    {
      g_autofree char *quoted = hd_excerpt (format, -1);
      loader_fail (ld, HD_GAME_ERROR_INVALID, loader_line (ld), _("the save format \"%s\" is not known"), quoted);
    }
}

static gboolean
loader_start_game (Loader *ld)
{
  g_autoptr(GError) why = NULL;
  int culprit;

  if (ld->game != NULL)
    return TRUE;

  g_ptr_array_add (ld->options, NULL);
  ld->game = hd_game_new_blaming (ld->map, ld->scenario ? ld->scenario : "",
                                  (const char * const *) ld->options->pdata, &culprit, &why);
  if (ld->game == NULL)
    loader_fail (ld, HD_GAME_ERROR_INVALID,
                 culprit < 0 ? ld->root_line : g_array_index (ld->option_lines, int, culprit),
                 _("the game cannot be set up: %s"), why->message);
  return ld->game != NULL;
}

static void
loader_apply (Loader *ld, const HdAction *action)
{
  g_autoptr(GError) refusal = NULL;

  if (!hd_log_append (HD_LOG (ld->game), game_action_keep (NULL, action, NULL), ld->joined, &refusal))
    return loader_fail (ld, HD_GAME_ERROR_BAD_ACTION, ld->action_line, _("action %u cannot have happened: %s"), ld->n,
                        refusal->message);
}

/* An action's joined="true": made with the one before it, as one player
 * action (one undo); absent, or "false", it is a player action of its own. */
static gboolean
loader_joined (Loader *ld, const Attrs *attrs)
{
  g_autofree char *joined = attrs_get (attrs, "joined");
  g_autofree char *value = NULL;

  ld->joined = joined != NULL && g_str_equal (joined, "true");
  if (joined == NULL || ld->joined || g_str_equal (joined, "false"))
    return TRUE;
  value = hd_excerpt (joined, -1);
  loader_fail (ld, HD_GAME_ERROR_BAD_ACTION, ld->action_line, _("action %u is damaged: its %s \"%s\" is wrong"),
               ld->n, "joined", value);
  return FALSE;
}

static void
loader_action (Loader *ld, const xmlChar *name, const Attrs *attrs)
{
  const char *what = NULL;
  g_autofree char *unknown = NULL;

  if (!loader_start_game (ld))
    return;
  ld->n++;
  ld->action_line = loader_line (ld);
  if (xmlStrEqual (name, (const xmlChar *) "option"))
    return loader_fail (ld, HD_GAME_ERROR_INVALID, ld->action_line,
                        _("the file is damaged: an option comes after the first action (options come first)"));
  if (!xmlStrEqual (name, (const xmlChar *) "action"))
    {
      g_autofree char *quoted = hd_excerpt ((const char *) name, -1);
      return loader_fail (ld, HD_GAME_ERROR_INVALID, ld->action_line,
                          _("the file is damaged: <%s> is not part of a saved game (a game holds <option> and "
                            "<action> elements)"), quoted);
    }
  if (!parse_action (ld->map, attrs, &ld->action, &what))
    {
      g_autofree char *whole = what != NULL ? attrs_get (attrs, what) : NULL;
      g_autofree char *value = whole != NULL ? hd_excerpt (whole, -1) : NULL;

      if (value != NULL && (g_str_equal (what, "box") || g_str_equal (what, "to")))
        loader_fail (ld, HD_GAME_ERROR_BAD_ACTION, ld->action_line,
                     _("action %u is damaged: its %s \"%s\" is not a box of the board"), ld->n, what, value);
      else if (value != NULL)
        loader_fail (ld, HD_GAME_ERROR_BAD_ACTION, ld->action_line, _("action %u is damaged: its %s \"%s\" is wrong"),
                     ld->n, what, value);
      else
        loader_fail (ld, HD_GAME_ERROR_BAD_ACTION, ld->action_line, _("action %u is damaged: its %s is missing"), ld->n,
                     what);
      return;
    }
  if ((unknown = action_unknown_attribute (attrs, &ld->action)) != NULL)
    return loader_fail (ld, HD_GAME_ERROR_BAD_ACTION, ld->action_line,
                        _("action %u is damaged: it has an attribute \"%s\", which a %s action does not have"),
                        ld->n, unknown, hd_action_type_to_string (ld->action.type));
  if (!loader_joined (ld, attrs))
    return;
  ld->in_fire = (hd_action_info_get (ld->action.type)->fields & HD_FIELD_SHOTS) != 0;
  if (!ld->in_fire)
    loader_apply (ld, &ld->action);
}

static void
loader_shot (Loader *ld, const xmlChar *name, const Attrs *attrs)
{
  g_autofree char *shooter = attrs_get (attrs, "shooter");
  g_autofree char *target = attrs_get (attrs, "target");
  g_autofree char *die = attrs_get (attrs, "die");
  g_autofree char *plus = attrs_get (attrs, "plus");
  static const char * const allowed[] = { "shooter", "target", "die", "plus", NULL };
  HdAction *a = &ld->action;
  guint64 sv, tv, dv, pv = 0;
  g_autofree char *unknown = attrs_unknown (attrs, allowed);

  if (ld->in_fire && xmlStrEqual (name, (const xmlChar *) "shot") && unknown != NULL)
    return loader_fail (ld, HD_GAME_ERROR_BAD_ACTION, loader_line (ld),
                        _("action %u is damaged: a shot has an attribute \"%s\", which shots do not have"), ld->n,
                        unknown);

  if (!ld->in_fire || !xmlStrEqual (name, (const xmlChar *) "shot") || a->n_shots >= HD_MAX_SHOTS ||
      shooter == NULL || target == NULL || die == NULL ||
      !g_ascii_string_to_unsigned (shooter, 10, 0, G_MAXUINT32, &sv, NULL) ||
      !g_ascii_string_to_unsigned (target, 10, 0, G_MAXUINT32, &tv, NULL) ||
      !g_ascii_string_to_unsigned (die, 10, 1, 6, &dv, NULL) ||
      (plus != NULL && !g_ascii_string_to_unsigned (plus, 10, 0, 9, &pv, NULL)))
    return loader_fail (ld, HD_GAME_ERROR_BAD_ACTION, loader_line (ld), _("action %u is damaged: its shot is wrong"),
                        ld->n);
  a->shots[a->n_shots].shooter = (guint) sv;
  a->shots[a->n_shots].target = (guint) tv;
  a->shots[a->n_shots].die = (guint) dv;
  a->shots[a->n_shots].plus = (guint) pv;
  a->n_shots++;
}

static void
loader_option (Loader *ld, const Attrs *attrs)
{
  static const char * const allowed[] = { "name", NULL };
  char *name = attrs_get (attrs, "name");
  g_autofree char *unknown = attrs_unknown (attrs, allowed);
  int line = loader_line (ld);

  if (name == NULL)
    return loader_fail (ld, HD_GAME_ERROR_INVALID, line, _("an option has no name"));
  if (unknown != NULL)
    {
      g_free (name);
      return loader_fail (ld, HD_GAME_ERROR_INVALID, line,
                          _("the file is damaged: an option has an attribute \"%s\", which options do not have"),
                          unknown);
    }
  if (!g_hash_table_add (ld->option_names, name))
    {
      g_autofree char *quoted = hd_excerpt (name, -1);
      return loader_fail (ld, HD_GAME_ERROR_INVALID, line,
                          _("the file is damaged: the option \"%s\" is given twice"), quoted);
    }
  g_ptr_array_add (ld->options, g_strdup (name));
  g_array_append_val (ld->option_lines, line);
}

/* Every so many elements, even inside one chunk: the share read so far,
 * and whether the reading was cancelled (it then stops at once). */
#define CHECK_EVERY 256

static gboolean
loader_keep_going (Loader *ld)
{
  long consumed;

  if (++ld->n_elements % CHECK_EVERY != 0)
    return TRUE;
  if (g_cancellable_set_error_if_cancelled (ld->cancellable, &ld->error))
    {
      xmlStopParser (ld->parser);
      return FALSE;
    }
  consumed = xmlByteConsumed (ld->parser);
  if (ld->progress != NULL && consumed > 0)
    ld->progress (MIN (1.0, (double) consumed / (double) ld->len), ld->progress_data);
  return TRUE;
}

/* The line feeds in @text (libxml2 has made every line end one). */
static int
count_lines (const xmlChar *text, int len)
{
  int n = 0;

  for (int i = 0; i < len; i++)
    n += text[i] == '\n';
  return n;
}

/* Text and CDATA: a saved game has none (only blank space between its
 * elements), so any is a sign of damage, e.g. a "<" turned into ">". */
static void
loader_characters (void *ctx, const xmlChar *text, int len)
{
  Loader *ld = ((xmlParserCtxt *) ctx)->_private;

  if (ld->error != NULL)
    return;
  for (int i = 0; i < len; i++)
    if (!g_ascii_isspace (text[i]))
      /* the parser is at the end of the text: its line is where it starts */
      return loader_fail (ld, HD_GAME_ERROR_INVALID, loader_line (ld) - count_lines (text + i, len - i),
                          _("the file is damaged: there is text between its elements, where a saved game has "
                            "none"));
}

static void
loader_cdata (void *ctx, const xmlChar *text, int len)
{
  Loader *ld = ((xmlParserCtxt *) ctx)->_private;

  loader_fail (ld, HD_GAME_ERROR_INVALID, loader_line (ld),
               _("the file is damaged: there is a CDATA section in it, which a saved game never has"));
}

/* A processing instruction ("<?name ...?>") inside the game: a saved game
 * has none there, and it would otherwise be passed over without a word. */
static void
loader_instruction (void *ctx, const xmlChar *target, const xmlChar *data)
{
  Loader *ld = ((xmlParserCtxt *) ctx)->_private;
  g_autofree char *quoted = hd_excerpt ((const char *) target, -1);

  if (ld->depth == 0)
    return;
  /* the parser is at its end: its line is where it starts */
  loader_fail (ld, HD_GAME_ERROR_INVALID,
               loader_line (ld) - (data != NULL ? count_lines (data, xmlStrlen (data)) : 0),
               _("the file is damaged: there is a processing instruction (<?%s ...?>) in the game, which a saved "
                 "game never has"), quoted);
}

/* An element that declares an XML namespace (xmlns="..." or
 * xmlns:x="...") or has a prefix ("x:action"): a saved game has none, and
 * the loader would otherwise read it as if it were not there. */
static gboolean
loader_namespaced (Loader *ld, const xmlChar *localname, const xmlChar *prefix, int nb_namespaces)
{
  g_autofree char *name = NULL;

  if (nb_namespaces == 0 && prefix == NULL)
    return FALSE;
  name = hd_excerpt ((const char *) localname, -1);
  loader_fail (ld, HD_GAME_ERROR_INVALID, loader_line (ld),
               _("the file is damaged: <%s> has an XML namespace (xmlns or a prefix), which a saved game does not "
                 "have"), name);
  return TRUE;
}

static void
loader_start_element (void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri,
                      int nb_namespaces, const xmlChar **namespaces, int nb_attributes, int nb_defaulted,
                      const xmlChar **attributes)
{
  Loader *ld = ((xmlParserCtxt *) ctx)->_private;
  Attrs attrs = { attributes, nb_attributes };
  guint depth = ld->depth++;

  if (ld->error != NULL || !loader_keep_going (ld) || loader_namespaced (ld, localname, prefix, nb_namespaces))
    return;
  if (depth == 0)
    loader_root (ld, localname, &attrs);
  else if (depth == 1 && xmlStrEqual (localname, (const xmlChar *) "option") && ld->game == NULL)
    loader_option (ld, &attrs);
  else if (depth == 1)
    loader_action (ld, localname, &attrs);
  else if (depth == 2)
    loader_shot (ld, localname, &attrs);
  else
    loader_fail (ld, HD_GAME_ERROR_BAD_ACTION, loader_line (ld), _("action %u is damaged: unexpected elements in it"),
                 ld->n);
}

static void
loader_end_element (void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri)
{
  Loader *ld = ((xmlParserCtxt *) ctx)->_private;

  ld->depth--;
  if (ld->error != NULL)
    return;
  if (ld->depth == 1 && ld->in_fire)
    {
      ld->in_fire = FALSE;
      loader_apply (ld, &ld->action);
    }
  else if (ld->depth == 0)
    loader_start_game (ld);
}

/* libxml2's own errors (not well-formed...), as the loader's. */
static void
loader_xml_error (Loader *ld, GError **error)
{
  const xmlError *e = xmlCtxtGetLastError (ld->parser);
  g_autofree char *msg = hd_xml_error_message (e);

  if (ld->guard.forbidden)
    g_set_error (error, HD_GAME_ERROR, HD_GAME_ERROR_FORBIDDEN,
                 _("%s: the file declares a DOCTYPE or entities, which are refused"), ld->source);
  else if (e != NULL && e->line > 0)
    g_set_error (error, HD_GAME_ERROR, HD_GAME_ERROR_NOT_XML, _("%s:%d: the file is damaged (%s)"), ld->source,
                 e->line, msg);
  else
    g_set_error (error, HD_GAME_ERROR, HD_GAME_ERROR_NOT_XML, _("%s: the file is damaged (%s)"), ld->source, msg);
}

#define LOAD_CHUNK (256 * 1024)

/* No element of a saved game has more attributes, or is longer: beyond
 * these the file is refused before libxml2 spends quadratic time on it. */
#define SAVE_MAX_ATTRIBUTES 16
#define SAVE_MAX_MARKUP (64 * 1024)

static gboolean
progress_and_cancel (Loader *ld, double fraction)
{
  if (ld->error != NULL)
    return TRUE;
  if (ld->progress != NULL)
    ld->progress (fraction, ld->progress_data);
  return g_cancellable_set_error_if_cancelled (ld->cancellable, &ld->error);
}

/* Scans and parses the file a chunk at a time. */
static void
loader_parse (Loader *ld, const char *data, gsize len)
{
  HdXmlScan scan;
  int rc = 0;

  hd_xml_scan_init (&scan, SAVE_MAX_ATTRIBUTES, SAVE_MAX_MARKUP);
  for (gsize at = 0; rc == 0 && ld->error == NULL && at < len; at += LOAD_CHUNK)
    {
      gsize n = MIN (LOAD_CHUNK, len - at);

      if (!hd_xml_scan (&scan, data + at, n, at + n == len))
        {
          loader_fail (ld, HD_GAME_ERROR_NOT_XML, scan.error_line, _("the file is damaged: %s"), scan.error);
          hd_xml_scan_clear (&scan);
          return;
        }
      ld->chunk_start = at;
      {
        g_autofree char *lf = hd_xml_lone_cr_to_lf (data, len, at, n);
        rc = xmlParseChunk (ld->parser, lf != NULL ? lf : data + at, (int) n, at + n == len);
      }
      if (progress_and_cancel (ld, (double) (at + n) / (double) len))
        break;
    }
  ld->root_start = scan.root_start;
  ld->root_end = scan.root_end;
  {
    /* a file that is not well-formed is reported as such, even when an
     * element cut short by the error was already seen as an action */
    const xmlError *e = xmlCtxtGetLastError (ld->parser);
    gboolean xml_error = e != NULL && e->code != XML_ERR_OK && e->code != XML_ERR_USER_STOP &&
                         e->level > XML_ERR_WARNING;   /* not a warning, as "xmlns: URI x is not absolute" */

    if (ld->guard.forbidden || (xml_error && !g_error_matches (ld->error, G_IO_ERROR, G_IO_ERROR_CANCELLED)) ||
        (ld->error == NULL && (rc != 0 || !ld->parser->wellFormed)))
      {
        g_clear_error (&ld->error);
        loader_xml_error (ld, &ld->error);
      }
  }
}

/* A file saved with a checksum must still be, byte for byte, the file
 * that was saved: the checksum of its bytes without the root's attribute
 * ` checksum="sha256:..."` (written exactly so) is the one it holds.  A
 * file changed by hand on purpose loads as it is once the attribute is
 * deleted, as an older version's save does (docs/save-format.md). */
static void
loader_check_sum (Loader *ld)
{
  g_autofree char *why = NULL;

  if (hd_xml_checksum_matches (ld->data, ld->len, ld->root_start, ld->root_end, ld->checksum))
    return;
  why = hd_xml_checksum_describe_mismatch (ld->source, ld->root_line);
  g_set_error_literal (&ld->error, HD_GAME_ERROR, HD_GAME_ERROR_CHECKSUM, why);
}

/**
 * hd_game_load:
 * @progress: (nullable): called with the share of the file read, 0 to 1
 *
 * Reads a save file, replaying and checking every action as it is read.
 * A damaged, tampered or newer file gives an error naming what is wrong
 * (and where), and nothing is returned; the file is never changed.
 */
HdGame *
hd_game_load (HdMap            *map,
              GBytes           *bytes,
              const char       *source_name,
              HdGameProgress    progress,
              gpointer          user_data,
              GCancellable     *cancellable,
              GError          **error)
{
  Loader ld = { { FALSE } };
  xmlSAXHandler sax = { 0 };
  HdXmlQuiet quiet;
  const char *data;
  gsize len;

  g_return_val_if_fail (HD_IS_MAP (map), NULL);
  g_return_val_if_fail (bytes != NULL, NULL);

  ld.source = source_name ? source_name : "game";
  data = g_bytes_get_data (bytes, &len);
  if (len > HD_GAME_MAX_BYTES)
    {
      g_set_error (error, HD_GAME_ERROR, HD_GAME_ERROR_TOO_LARGE,
                   _("%s: the file is %lu bytes; at most %d are accepted"), ld.source, (unsigned long) len,
                   HD_GAME_MAX_BYTES);
      return NULL;
    }
  if (len == 0 || data == NULL)
    {
      g_set_error (error, HD_GAME_ERROR, HD_GAME_ERROR_NOT_XML, _("%s: the file is empty"), ld.source);
      return NULL;
    }

  sax.initialized = XML_SAX2_MAGIC;
  sax.startElementNs = loader_start_element;
  sax.endElementNs = loader_end_element;
  sax.characters = loader_characters;
  sax.ignorableWhitespace = loader_characters;
  sax.cdataBlock = loader_cdata;
  sax.processingInstruction = loader_instruction;
  sax.serror = hd_xml_quiet_structured;
  hd_xml_guard (&sax);
  ld.map = map;
  ld.options = g_ptr_array_new_with_free_func (g_free);
  ld.option_lines = g_array_new (FALSE, FALSE, sizeof (int));
  ld.option_names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  ld.data = data;
  ld.len = len;
  ld.progress = progress;
  ld.progress_data = user_data;
  ld.cancellable = cancellable;

  hd_xml_quiet_begin (&quiet);
  ld.parser = xmlCreatePushParserCtxt (&sax, NULL, NULL, 0, ld.source);
  if (ld.parser == NULL)
    g_set_error (&ld.error, HD_GAME_ERROR, HD_GAME_ERROR_NOT_XML, _("%s: out of memory"), ld.source);
  else
    {
      ld.parser->_private = &ld;
      xmlCtxtUseOptions (ld.parser, XML_PARSE_NONET | XML_PARSE_NOENT | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
      loader_parse (&ld, data, len);
      g_clear_pointer (&ld.parser->myDoc, xmlFreeDoc);
      xmlFreeParserCtxt (ld.parser);
    }
  hd_xml_quiet_end (&quiet);
  if (ld.error == NULL && ld.checksum != NULL)
    loader_check_sum (&ld);

  g_ptr_array_unref (ld.options);
  g_array_unref (ld.option_lines);
  g_hash_table_unref (ld.option_names);
  g_free (ld.scenario);
  g_free (ld.checksum);
  if (ld.error != NULL)
    {
      g_clear_object (&ld.game);
      g_propagate_error (error, ld.error);
      return NULL;
    }
  return ld.game;
}

HdGame *
hd_game_new_from_bytes (HdMap       *map,
                        GBytes      *bytes,
                        const char  *source_name,
                        GError     **error)
{
  return hd_game_load (map, bytes, source_name, NULL, NULL, NULL, error);
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
