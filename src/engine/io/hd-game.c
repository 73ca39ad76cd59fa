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
#include <libxml/tree.h>

#include "hd-excerpt.h"
#include "hd-file.h"
#include "hd-action-line.h"
#include "hd-candidates.h"
#include "hd-describe.h"
#include "hd-game.h"
#include "hd-invariants.h"
#include "hd-log.h"
#include "hd-log-load.h"
#include "hd-movement.h"
#include "hd-leader.h"
#include "hd-options.h"
#include "hd-scenario.h"
#include "hd-seats.h"
#include "hd-xml.h"
#include "hd-turn.h"

struct _HdGame
{
  HdLog     parent_instance;

  HdMap    *map;
  char     *scenario_id;
  GStrv     options;
  HdSeats   seats;         /* who commands each side (issue 33) */
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
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      g_autofree char *line = hd_seats_to_line (&self->seats, side);

      if (line != NULL)
        g_string_append_printf (out, "%s\n", line);
    }
}

static int save_format (HdLog *log);
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

static void load_root (HdLogLoad *load, xmlNode *root);
static void load_element (HdLogLoad *load, xmlNode *node);
static void load_end (HdLogLoad *load);

/* the kind's error codes are the reader's, one for one */
G_STATIC_ASSERT ((int) HD_GAME_ERROR_NOT_XML == (int) HD_LOG_LOAD_ERROR_NOT_XML);
G_STATIC_ASSERT ((int) HD_GAME_ERROR_FORBIDDEN == (int) HD_LOG_LOAD_ERROR_FORBIDDEN);
G_STATIC_ASSERT ((int) HD_GAME_ERROR_TOO_LARGE == (int) HD_LOG_LOAD_ERROR_TOO_LARGE);
G_STATIC_ASSERT ((int) HD_GAME_ERROR_FUTURE_VERSION == (int) HD_LOG_LOAD_ERROR_FUTURE_VERSION);
G_STATIC_ASSERT ((int) HD_GAME_ERROR_INVALID == (int) HD_LOG_LOAD_ERROR_INVALID);
G_STATIC_ASSERT ((int) HD_GAME_ERROR_BAD_ACTION == (int) HD_LOG_LOAD_ERROR_BAD_ACTION);
G_STATIC_ASSERT ((int) HD_GAME_ERROR_CHECKSUM == (int) HD_LOG_LOAD_ERROR_CHECKSUM);

/* A save of A House Divided, to the log's reader. */
static const char * const root_attributes[] = { "scenario", NULL };
static const HdLogLoadKind load_kind = {
  .error_quark = hd_game_error_quark,
  .root_attributes = root_attributes,
  .oldest_format = HD_GAME_FORMAT_NO_SEATS,
  .max_bytes = HD_GAME_MAX_BYTES,
  /* no element of a saved game has more attributes, or is longer: beyond
   * these the file is refused before libxml2 spends quadratic time on it */
  .max_attributes = 16,
  .max_markup = 64 * 1024,
  .max_depth = 2,                  /* an action, its shots */
  .max_children = HD_MAX_SHOTS,
  .words = {
    .not_this_kind = N_("this is not a saved game of House Divided Companion"),
    .newer = N_("the game was saved by a newer version of the program (format %s; this one reads %d)"),
    .root_attribute = N_("the file is damaged: the game has an attribute \"%s\", which saved games do not have"),
    .text = N_("the file is damaged: there is text between its elements, where a saved game has none"),
    .cdata = N_("the file is damaged: there is a CDATA section in it, which a saved game never has"),
    .instruction = N_("the file is damaged: there is a processing instruction (<?%s ...?>) in the game, which a "
                      "saved game never has"),
    .namespaced = N_("the file is damaged: <%s> has an XML namespace (xmlns or a prefix), which a saved game does "
                     "not have"),
    .scanned = N_("the file is damaged: %s"),
  },
};

static void
hd_game_class_init (HdGameClass *klass)
{
  HdLogClass *log_class = HD_LOG_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = hd_game_finalize;
  log_class->save_root = "house-divided-game";
  log_class->save_format = HD_GAME_FORMAT;
  log_class->get_save_format = save_format;
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
  log_class->load_kind = &load_kind;
  log_class->load_root = load_root;
  log_class->load_element = load_element;
  log_class->load_end = load_end;
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

const HdSeats *
hd_game_get_seats (HdGame *self)
{
  g_return_val_if_fail (HD_IS_GAME (self), NULL);
  return &self->seats;
}

void
hd_game_set_seats (HdGame        *self,
                   const HdSeats *seats)
{
  g_return_if_fail (HD_IS_GAME (self));
  g_return_if_fail (seats != NULL);
  self->seats = *seats;
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

/* Format 2 when a side has the companion (its <seat>), else format 1, as
 * every save was before seats: older programs still read those. */
static int
save_format (HdLog *log)
{
  return hd_seats_has_companion (&HD_GAME (log)->seats) ? HD_GAME_FORMAT : HD_GAME_FORMAT_NO_SEATS;
}

/* The root's attributes after its format: the scenario. */
static void
save_attributes (HdLog *log, GString *out)
{
  g_string_append_printf (out, " scenario=\"%s\"", HD_GAME (log)->scenario_id);
}

/* The seats of the companion's sides, then the options, before the
 * actions. */
static void
save_header (HdLog *log, GString *out)
{
  HdGame *self = HD_GAME (log);

  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      const HdSeat *seat = &self->seats.side[side];

      if (seat->player != HD_SEAT_PERSON)
        g_string_append_printf (out, "  <seat side=\"%s\" player=\"%s\" seed=\"%u\" dice=\"%s\"%s/>\n",
                                hd_side_to_string (side), hd_seat_player_to_string (seat->player), seat->seed,
                                hd_seat_dice_to_string (seat->dice), seat->hints ? " hints=\"yes\"" : "");
    }

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

/* The save is read by the log's reader (hd-log-load.c), which hands this
 * kind the root's scenario= and then each element of the root: the
 * options, then the actions (a fire action holds its shots), each made
 * again as soon as it is read. */

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
parse_field (HdMap *map, xmlNode *node, HdActionField field, HdAction *a)
{
  g_autofree char *value = hd_xml_get_attr (node, hd_action_field_get_attribute (field));
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
parse_action (HdMap *map, xmlNode *node, HdAction *a, const char **what)
{
  static const HdActionField order[] = {
    HD_FIELD_BOX, HD_FIELD_ROUTE, HD_FIELD_TO, HD_FIELD_UNIT, HD_FIELD_SIDE, HD_FIELD_KIND, HD_FIELD_REDUCED,
    HD_FIELD_FLAG, HD_FIELD_DIE, HD_FIELD_LEADER,
  };
  g_autofree char *type = hd_xml_get_attr (node, "type");
  g_autofree char *unit = hd_xml_get_attr (node, "unit");
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
action_unknown_attribute (xmlNode *node, const HdAction *a)
{
  const char *allowed[HD_N_ACTION_FIELDS + 3] = { "type", "joined" };
  guint fields = hd_action_info_get (a->type)->fields, n = 2;

  if (a->by_id)
    fields = (fields & ~HD_FIELDS_PIECE) | HD_FIELD_UNIT;
  for (guint bit = 0; bit < HD_N_ACTION_FIELDS; bit++)
    if ((fields & (1u << bit)) && (1u << bit) != HD_FIELD_SHOTS && (1u << bit) != HD_FIELD_BY_ID)
      allowed[n++] = hd_action_field_get_attribute ((HdActionField) (1u << bit));
  allowed[n] = NULL;
  return hd_log_load_unknown_attribute (node, allowed);
}

/* What the reader has read of the game before its first action. */
typedef struct {
  HdMap      *map;
  char       *scenario;
  int         root_line;
  GPtrArray  *options;
  GArray     *option_lines;  /* int, one per option */
  GHashTable *option_names;  /* the options read, to refuse one given twice */
  HdSeats     seats;
} GameLoad;

static void
load_root (HdLogLoad *load, xmlNode *root)
{
  GameLoad *gl = hd_log_load_get_data (load);

  gl->scenario = hd_xml_get_attr (root, "scenario");
  gl->root_line = hd_log_load_line (root);
}

static void
load_option (HdLogLoad *load, xmlNode *node)
{
  static const char * const allowed[] = { "name", NULL };
  GameLoad *gl = hd_log_load_get_data (load);
  char *name = hd_xml_get_attr (node, "name");
  g_autofree char *unknown = hd_log_load_unknown_attribute (node, allowed);
  int line = hd_log_load_line (node);

  if (name == NULL)
    return hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, line, _("an option has no name"));
  if (unknown != NULL)
    {
      g_free (name);
      return hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, line,
                               _("the file is damaged: an option has an attribute \"%s\", which options do not "
                                 "have"), unknown);
    }
  if (!g_hash_table_add (gl->option_names, name))
    {
      g_autofree char *quoted = hd_excerpt (name, -1);
      return hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, line,
                               _("the file is damaged: the option \"%s\" is given twice"), quoted);
    }
  g_ptr_array_add (gl->options, g_strdup (name));
  g_array_append_val (gl->option_lines, line);
}

/* A <seat> (format 2): the companion's side, level, seed and dice, and
 * whether it gives hints. */
static void
load_seat (HdLogLoad *load, xmlNode *node)
{
  static const char * const allowed[] = { "side", "player", "seed", "dice", "hints", NULL };
  GameLoad *gl = hd_log_load_get_data (load);
  g_autofree char *side = hd_xml_get_attr (node, "side");
  g_autofree char *player = hd_xml_get_attr (node, "player");
  g_autofree char *seed = hd_xml_get_attr (node, "seed");
  g_autofree char *dice = hd_xml_get_attr (node, "dice");
  g_autofree char *hints = hd_xml_get_attr (node, "hints");
  g_autofree char *unknown = hd_log_load_unknown_attribute (node, allowed);
  g_autoptr(GError) why = NULL;
  int line = hd_log_load_line (node);

  if (hd_log_load_get_format (load) < HD_GAME_FORMAT)
    return hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, line,
                             _("the file is damaged: it has a seat, which a save of format %u never has"),
                             hd_log_load_get_format (load));
  if (unknown != NULL)
    return hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, line,
                             _("the file is damaged: a seat has an attribute \"%s\", which seats do not have"),
                             unknown);
  if (!hd_seats_set_words (&gl->seats, side, player, seed, dice, hints, &why))
    return hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, line, _("the file is damaged: %s"), why->message);
}

/* The game set up from the scenario and the options, at the first action
 * (or the end). */
static gboolean
load_start_game (HdLogLoad *load)
{
  GameLoad *gl = hd_log_load_get_data (load);
  g_autoptr(GError) why = NULL;
  HdGame *game;
  int culprit;

  if (hd_log_load_get_log (load) != NULL)
    return TRUE;
  g_ptr_array_add (gl->options, NULL);
  game = hd_game_new_blaming (gl->map, gl->scenario ? gl->scenario : "", (const char * const *) gl->options->pdata,
                              &culprit, &why);
  if (game == NULL)
    {
      hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID,
                        culprit < 0 ? gl->root_line : g_array_index (gl->option_lines, int, culprit),
                        _("the game cannot be set up: %s"), why->message);
      return FALSE;
    }
  game->seats = gl->seats;
  hd_log_load_start (load, HD_LOG (game));
  return TRUE;
}

/* One <shot> of a fire action @a (NULL: the element holds no shots), or
 * the reason it is wrong; nothing lies inside a shot. */
static gboolean
load_shot (HdLogLoad *load, xmlNode *node, HdAction *a, guint n)
{
  static const char * const allowed[] = { "shooter", "target", "die", "plus", NULL };
  g_autofree char *shooter = hd_xml_get_attr (node, "shooter");
  g_autofree char *target = hd_xml_get_attr (node, "target");
  g_autofree char *die = hd_xml_get_attr (node, "die");
  g_autofree char *plus = hd_xml_get_attr (node, "plus");
  g_autofree char *unknown = hd_log_load_unknown_attribute (node, allowed);
  gboolean shot = a != NULL && xmlStrEqual (node->name, (const xmlChar *) "shot");
  guint64 sv, tv, dv, pv = 0;

  if (shot && unknown != NULL)
    hd_log_load_fail (load, HD_LOG_LOAD_ERROR_BAD_ACTION, hd_log_load_line (node),
                      _("action %u is damaged: a shot has an attribute \"%s\", which shots do not have"), n, unknown);
  else if (!shot || a->n_shots >= HD_MAX_SHOTS || shooter == NULL || target == NULL || die == NULL ||
           !g_ascii_string_to_unsigned (shooter, 10, 0, G_MAXUINT32, &sv, NULL) ||
           !g_ascii_string_to_unsigned (target, 10, 0, G_MAXUINT32, &tv, NULL) ||
           !g_ascii_string_to_unsigned (die, 10, 1, 6, &dv, NULL) ||
           (plus != NULL && !g_ascii_string_to_unsigned (plus, 10, 0, 9, &pv, NULL)))
    hd_log_load_fail (load, HD_LOG_LOAD_ERROR_BAD_ACTION, hd_log_load_line (node),
                      _("action %u is damaged: its shot is wrong"), n);
  else
    {
      a->shots[a->n_shots++] = (HdShot) { (guint) sv, (guint) tv, (guint) dv, (guint) pv };
      if (node->children == NULL)
        return TRUE;
      hd_log_load_fail (load, HD_LOG_LOAD_ERROR_BAD_ACTION, hd_log_load_line (node->children),
                        _("action %u is damaged: unexpected elements in it"), n);
    }
  return FALSE;
}

static gboolean
load_shots (HdLogLoad *load, xmlNode *node, HdAction *a, guint n)
{
  for (xmlNode *c = node->children; c != NULL; c = c->next)
    if (!load_shot (load, c, a, n))
      return FALSE;
  return TRUE;
}

/* An action's type, fields and attributes, or the reason it is damaged. */
static gboolean
load_action_fields (HdLogLoad *load, xmlNode *node, guint n, HdAction *a)
{
  GameLoad *gl = hd_log_load_get_data (load);
  int line = hd_log_load_line (node);
  const char *what = NULL;
  g_autofree char *unknown = NULL;

  if (!parse_action (gl->map, node, a, &what))
    {
      g_autofree char *whole = what != NULL ? hd_xml_get_attr (node, what) : NULL;
      g_autofree char *value = whole != NULL ? hd_excerpt (whole, -1) : NULL;

      if (value != NULL && (g_str_equal (what, "box") || g_str_equal (what, "to")))
        hd_log_load_fail (load, HD_LOG_LOAD_ERROR_BAD_ACTION, line,
                          _("action %u is damaged: its %s \"%s\" is not a box of the board"), n, what, value);
      else if (value != NULL)
        hd_log_load_fail (load, HD_LOG_LOAD_ERROR_BAD_ACTION, line, _("action %u is damaged: its %s \"%s\" is wrong"),
                          n, what, value);
      else
        hd_log_load_fail (load, HD_LOG_LOAD_ERROR_BAD_ACTION, line, _("action %u is damaged: its %s is missing"), n,
                          what);
      return FALSE;
    }
  if ((unknown = action_unknown_attribute (node, a)) != NULL)
    {
      hd_log_load_fail (load, HD_LOG_LOAD_ERROR_BAD_ACTION, line,
                        _("action %u is damaged: it has an attribute \"%s\", which a %s action does not have"), n,
                        unknown, hd_action_type_to_string (a->type));
      return FALSE;
    }
  return TRUE;
}

/* An <action>: read, with its shots, and made again (one without shots
 * is made before anything inside it is looked at). */
static void
load_action (HdLogLoad *load, xmlNode *node)
{
  guint n = hd_log_load_next_action (load);
  int line = hd_log_load_line (node);
  gboolean joined, fire;
  HdAction a;

  if (xmlStrEqual (node->name, (const xmlChar *) "option"))
    return hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, line,
                             _("the file is damaged: an option comes after the first action (options come first)"));
  if (xmlStrEqual (node->name, (const xmlChar *) "seat"))
    return hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, line,
                             _("the file is damaged: a seat comes after the first action (seats come first)"));
  if (!xmlStrEqual (node->name, (const xmlChar *) "action"))
    {
      g_autofree char *quoted = hd_excerpt ((const char *) node->name, -1);
      return hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, line,
                               _("the file is damaged: <%s> is not part of a saved game (a game holds <option> and "
                                 "<action> elements)"), quoted);
    }
  if (!load_action_fields (load, node, n, &a) || !hd_log_load_joined (load, node, &joined))
    return;
  fire = (hd_action_info_get (a.type)->fields & HD_FIELD_SHOTS) != 0;
  if (!fire && !hd_log_load_append (load, line, game_action_keep (NULL, &a, NULL), joined))
    return;
  if (load_shots (load, node, fire ? &a : NULL, n) && fire)
    hd_log_load_append (load, line, game_action_keep (NULL, &a, NULL), joined);
}

static void
load_element (HdLogLoad *load, xmlNode *node)
{
  if (hd_log_load_get_log (load) == NULL && xmlStrEqual (node->name, (const xmlChar *) "option"))
    {
      load_option (load, node);
      /* anything inside an option is as wrong as a shot outside a fire action */
      load_shots (load, node, NULL, 0);
    }
  else if (hd_log_load_get_log (load) == NULL && xmlStrEqual (node->name, (const xmlChar *) "seat"))
    {
      load_seat (load, node);
      if (!hd_log_load_failed (load))
        load_shots (load, node, NULL, 0);
    }
  else if (load_start_game (load))
    load_action (load, node);
}

static void
load_end (HdLogLoad *load)
{
  load_start_game (load);
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
  GameLoad gl = { map };
  HdLog *log;

  g_return_val_if_fail (HD_IS_MAP (map), NULL);
  g_return_val_if_fail (bytes != NULL, NULL);

  gl.options = g_ptr_array_new_with_free_func (g_free);
  gl.option_lines = g_array_new (FALSE, FALSE, sizeof (int));
  gl.option_names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  log = hd_log_load (HD_TYPE_GAME, bytes, source_name ? source_name : "game", &gl, progress, user_data, cancellable,
                     error);
  g_ptr_array_unref (gl.options);
  g_array_unref (gl.option_lines);
  g_hash_table_unref (gl.option_names);
  g_free (gl.scenario);
  return log != NULL ? HD_GAME (log) : NULL;
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
