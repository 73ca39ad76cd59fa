/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-evaluate.c: the computer opponent's evaluation of a position
 * (docs/opponent.md, "The evaluation"): its terms, their weights, the
 * battle odds it asks (cached by the battle's lines, exact from
 * hd_battle_attacker_wins), the boxes' worth and the board's distances.
 * Every figure comes from the engine's own questions; nothing here
 * decides a rule. */
#define G_LOG_DOMAIN "hd-evaluate"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "hd-battle.h"
#include "hd-evaluate.h"
#include "hd-preview.h"
#include "hd-threat.h"
#include "hd-unit.h"
#include "hd-victory.h"

static const char * const term_names[HD_N_TERMS] = {
  [HD_TERM_CITIES] = "cities",
  [HD_TERM_MAXIMUM] = "maximum",
  [HD_TERM_CAPITALS] = "capitals",
  [HD_TERM_MATERIAL] = "material",
  [HD_TERM_ROOM] = "room",
  [HD_TERM_EXPOSURE] = "exposure",
  [HD_TERM_DISTANCE] = "distance",
  [HD_TERM_BATTLES] = "battles",
};

/* The defaults, in army-maximum points: a city of 10.0 is worth more
 * than a recruitment point, a combat value point a third of one. */
static const HdWeights default_weights = { {
  [HD_TERM_CITIES] = 4.0,
  [HD_TERM_MAXIMUM] = 2.0,
  [HD_TERM_CAPITALS] = 40.0,
  [HD_TERM_MATERIAL] = 0.35,
  [HD_TERM_ROOM] = 0.2,
  [HD_TERM_EXPOSURE] = 1.0,
  [HD_TERM_DISTANCE] = 0.6,
  [HD_TERM_BATTLES] = 1.0,
} };

const char *
hd_term_to_string (HdTerm term)
{
  g_return_val_if_fail ((guint) term < HD_N_TERMS, NULL);
  return term_names[term];
}

const char *
hd_term_describe (HdTerm term)
{
  switch (term)
    {
    case HD_TERM_CITIES:
      return _("The seven cities of rule 10.0: how many the Union holds, counted for the Union and against the Confederacy.");
    case HD_TERM_MAXIMUM:
      return _("The army maximums (7.1): the Union's lead over what victory needs, more urgent as the last Game Turn comes.");
    case HD_TERM_CAPITALS:
      return _("Washington and Richmond: the chance the enemy takes one's capital next turn, against one's chance to take the enemy's.");
    case HD_TERM_MATERIAL:
      return _("The combat values on the board (5.1), one's own minus the enemy's; a reduced unit counts half.");
    case HD_TERM_ROOM:
      return _("Room under the army maximum that units in the Recruitment Pool could fill (7.0, 7.1).");
    case HD_TERM_EXPOSURE:
      return _("What the enemy's next march could take: each of one's boxes within its reach, its worth times the exact odds against its defenders.");
    case HD_TERM_DISTANCE:
      return _("How far each unit is from its nearest objective, in boxes: nearer is better.");
    case HD_TERM_BATTLES:
      return _("Battles waiting to be fought: each one's exact odds times what it would win or lose.");
    case HD_N_TERMS:
    default:
      break;
    }
  g_return_val_if_reached (NULL);
}

const HdWeights *
hd_weights_default (void)
{
  return &default_weights;
}

gboolean
hd_weights_parse (const char      *text,
                  const HdWeights *base,
                  HdWeights       *out,
                  GError         **error)
{
  g_auto(GStrv) words = NULL;
  HdWeights w = base != NULL ? *base : default_weights;

  g_return_val_if_fail (text != NULL && out != NULL, FALSE);
  words = g_strsplit_set (text, " \t\n,", -1);
  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *eq = strchr (words[i], '=');
      char *end = NULL;
      double value;
      guint t;

      if (words[i][0] == '\0')
        continue;
      for (t = 0; eq != NULL && t < HD_N_TERMS; t++)
        if (strlen (term_names[t]) == (gsize) (eq - words[i]) && strncmp (words[i], term_names[t], eq - words[i]) == 0)
          break;
      if (eq != NULL && t < HD_N_TERMS)
        value = g_ascii_strtod (eq + 1, &end);
      if (eq == NULL || t == HD_N_TERMS || end == eq + 1 || *end != '\0' || !isfinite (value))
        {
          /* TRANSLATORS: %s is a word of the weights given, e.g. "material=x" */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("“%s” is not a weight: write a term, “=” and a number, as in “material=0.35”."), words[i]);
          return FALSE;
        }
      w.w[t] = value;
    }
  *out = w;
  return TRUE;
}

char *
hd_weights_to_string (const HdWeights *weights)
{
  GString *s = g_string_new (NULL);

  for (guint t = 0; t < HD_N_TERMS; t++)
    {
      char number[G_ASCII_DTOSTR_BUF_SIZE];
      g_string_append_printf (s, "%s%s=%s", t ? " " : "", term_names[t],
                              g_ascii_formatd (number, sizeof number, "%.4g", weights->w[t]));
    }
  return g_string_free (s, FALSE);
}

/* -- the board's distances, worked out once per board ------------------ */

typedef struct {
  HdMap *map;
  guint  n;
  guint8 *d;   /* n * n, 255 for no way */
} Distances;

static GMutex distances_lock;
static Distances *distances_cache;

static Distances *
distances_for (HdMap *map)
{
  Distances *ds;

  g_mutex_lock (&distances_lock);
  if (distances_cache == NULL || distances_cache->map != map)
    {
      guint n = hd_map_get_n_boxes (map);
      guint *queue = g_new (guint, n);

      if (distances_cache != NULL)
        {
          g_free (distances_cache->d);
          g_free (distances_cache);
        }
      ds = g_new0 (Distances, 1);
      ds->map = map;
      ds->n = n;
      ds->d = g_malloc (n * n);
      memset (ds->d, 255, n * n);
      for (guint s = 0; s < n; s++)
        {
          guint head = 0, tail = 0;
          guint8 *row = ds->d + s * n;

          row[s] = 0;
          queue[tail++] = s;
          while (head < tail)
            {
              guint b = queue[head++];
              const HdBox *box = hd_map_get_box (map, b);
              for (guint k = 0; k < box->n_lines; k++)
                {
                  guint o = hd_map_line_other_end (map, hd_map_get_line (map, box->lines[k]), box)->index;
                  if (row[o] == 255)
                    {
                      row[o] = (guint8) MIN (row[b] + 1, 254);
                      queue[tail++] = o;
                    }
                }
            }
        }
      g_free (queue);
      distances_cache = ds;
    }
  ds = distances_cache;
  g_mutex_unlock (&distances_lock);
  return ds;
}

guint
hd_evaluate_distance (const HdState *state,
                      guint          from,
                      guint          to)
{
  HdMap *map = hd_state_get_map (state);
  Distances *ds = distances_for (map);

  g_return_val_if_fail (from < ds->n && to < ds->n, G_MAXUINT);
  return ds->d[from * ds->n + to] == 255 ? G_MAXUINT : ds->d[from * ds->n + to];
}

/* -- battle odds, cached by the battle's lines ------------------------- */

#define ODDS_CACHE_MAX 200000
#define ODDS_SAMPLES 4000

static GMutex odds_lock;
static GHashTable *odds_cache;

static int
compare_codes (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The odds of the battle written "codes vs codes [entrenched]". */
static double
odds_of_lines (HdMap *map, HdSide attacker, const char *lines)
{
  g_autofree char *key = g_strdup_printf ("%d %s", attacker, lines);
  gpointer found;
  double p = -1;

  g_mutex_lock (&odds_lock);
  if (odds_cache == NULL)
    odds_cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  found = g_hash_table_lookup (odds_cache, key);
  if (found != NULL)
    p = *(double *) found;
  g_mutex_unlock (&odds_lock);
  if (found != NULL)
    return p;
  {
    g_autoptr(HdState) battle = hd_preview_lines (map, attacker, lines, NULL);
    if (battle == NULL)
      return 0.5;
    p = hd_battle_attacker_wins (battle);
    if (p < 0)
      p = hd_battle_monte_carlo (battle, ODDS_SAMPLES, g_str_hash (key));
  }
  g_mutex_lock (&odds_lock);
  if (g_hash_table_size (odds_cache) >= ODDS_CACHE_MAX)
    g_hash_table_remove_all (odds_cache);
  g_hash_table_insert (odds_cache, g_steal_pointer (&key), g_memdup2 (&p, sizeof p));
  g_mutex_unlock (&odds_lock);
  return p;
}

/* The codes of @side's units at @box, sorted, into @codes; whether any
 * stands entrenched (4.3, or a permanent entrenchment). */
static gboolean
line_codes (const HdState *state, guint box, HdSide side, GPtrArray *codes)
{
  gboolean entrenched = hd_map_get_box (hd_state_get_map (state), box)->permanent_entrenchment;

  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, i);
      if (bu->box != box || bu->unit.side != side)
        continue;
      g_ptr_array_add (codes, hd_unit_to_code (&bu->unit));
      entrenched |= bu->unit.entrenched;
    }
  g_ptr_array_sort (codes, compare_codes);
  return entrenched;
}

static void
append_codes (GString *s, GPtrArray *codes)
{
  for (guint i = 0; i < codes->len; i++)
    g_string_append_printf (s, "%s%s", i ? " " : "", (const char *) g_ptr_array_index (codes, i));
}

double
hd_evaluate_battle_odds (const HdState *state,
                         guint          box,
                         HdSide         attacker)
{
  g_autoptr(GPtrArray) ours = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) theirs = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) lines = g_string_new (NULL);
  gboolean entrenched;

  line_codes (state, box, attacker, ours);
  entrenched = line_codes (state, box, hd_side_get_enemy (attacker), theirs);
  if (ours->len == 0)
    return 0;
  if (theirs->len == 0)
    return 1;
  append_codes (lines, ours);
  g_string_append (lines, " vs ");
  append_codes (lines, theirs);
  if (entrenched)
    g_string_append (lines, " entrenched");
  return odds_of_lines (hd_state_get_map (state), attacker, lines->str);
}

/* The kind of an attacker of combat value @value: infantry where it can be. */
static const char *
code_for_value (guint value)
{
  return value <= 1 ? "Mc" : value == 2 ? "Mi" : "Vi";
}

double
hd_evaluate_reach_odds (const HdState *state,
                        guint          box,
                        HdSide         defender,
                        guint          attacking_units,
                        guint          attacking_strength)
{
  g_autoptr(GPtrArray) theirs = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) lines = g_string_new (NULL);
  gboolean entrenched;

  if (attacking_units == 0)
    return 0;
  entrenched = line_codes (state, box, defender, theirs);
  if (theirs->len == 0)
    return 1;
  /* the strength spread as evenly as whole combat values allow */
  attacking_units = MIN (attacking_units, 12);
  for (guint k = 0; k < attacking_units; k++)
    {
      guint share = (attacking_strength + k) / attacking_units;
      g_string_append_printf (lines, "%s%s", k ? " " : "", code_for_value (MAX (share, 1)));
    }
  g_string_append (lines, " vs ");
  append_codes (lines, theirs);
  if (entrenched)
    g_string_append (lines, " entrenched");
  return odds_of_lines (hd_state_get_map (state), hd_side_get_enemy (defender), lines->str);
}

/* -- the terms ---------------------------------------------------------- */

static guint
capital_of (HdMap *map, HdSide side)
{
  return hd_map_lookup_id (map, side == HD_SIDE_UNION ? "washington" : "richmond")->index;
}

static gboolean
is_victory_city (const HdVictoryNeeds *needs, guint box)
{
  for (guint k = 0; k < HD_N_VICTORY_CITIES; k++)
    if (needs->cities[k] == box)
      return TRUE;
  return FALSE;
}

/* What holding @box is worth to @side, with the needs already asked. */
static double
box_value (const HdState *state, const HdVictoryNeeds *needs, guint box, HdSide side)
{
  HdMap *map = hd_state_get_map (state);
  const HdBox *b = hd_map_get_box (map, box);
  double v = side == HD_SIDE_UNION ? b->recruit_union : b->recruit_confederate;

  /* holding it also keeps it from the enemy's maximum */
  v += side == HD_SIDE_UNION ? b->recruit_confederate : b->recruit_union;
  if (is_victory_city (needs, box))
    v += 3;
  if (box == capital_of (map, HD_SIDE_UNION) || box == capital_of (map, HD_SIDE_CONFEDERATE))
    v += 4;
  return v;
}

double
hd_evaluate_box_value (const HdState *state,
                       guint          box,
                       HdSide         side)
{
  HdVictoryNeeds needs;

  hd_victory_get_needs (state, &needs);
  return box_value (state, &needs, box, side);
}

static double
unit_value (const HdUnit *unit)
{
  double v = hd_unit_kind_get_combat_value (unit->kind);
  return unit->reduced ? v / 2 : v;
}

static double
term_cities (const HdVictoryNeeds *needs, HdSide side)
{
  double n = needs->n_union_holds;
  return side == HD_SIDE_UNION ? n : -n;
}

static double
term_maximum (const HdVictoryNeeds *needs, HdSide side)
{
  double need = needs->ending == HD_ENDING_SHORT_GAME ? 5 : 0;
  double urgency = needs->ending == HD_ENDING_SHORT_GAME ? 1.0 + 4.0 / (1.0 + needs->turns_left) : 1.0;
  double margin = (needs->difference - need) * urgency;

  return side == HD_SIDE_UNION ? margin : -margin;
}

static double
term_material (const HdState *state, HdSide side)
{
  double v = 0;

  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, i);
      v += bu->unit.side == side ? unit_value (&bu->unit) : -unit_value (&bu->unit);
    }
  return v;
}

static double
room_of (const HdState *state, HdSide side)
{
  guint allowed = hd_state_get_units_allowed (state, side, hd_state_has_option (state, "7.4"));
  guint in_play = hd_state_get_units_in_play (state, side);
  guint pool = hd_state_get_pool (state, side, HD_KIND_MI) + hd_state_get_pool (state, side, HD_KIND_MC);

  return allowed > in_play ? MIN (allowed - in_play, pool) : 0;
}

static double
term_room (const HdState *state, HdSide side)
{
  return room_of (state, side) - room_of (state, hd_side_get_enemy (side));
}

/* Whether @box is an objective of @side: a box it does not hold that
 * counts for a maximum or for 10.0. */
static gboolean
is_objective (const HdState *state, const HdVictoryNeeds *needs, guint box, HdSide side)
{
  const HdBox *b = hd_map_get_box (hd_state_get_map (state), box);

  if (hd_state_get_controller (state, box) == side)
    return FALSE;
  return b->recruit_union + b->recruit_confederate > 0 || is_victory_city (needs, box);
}

static double
term_distance (const HdState *state, const HdVictoryNeeds *needs, HdSide side)
{
  HdMap *map = hd_state_get_map (state);
  guint n_boxes = hd_map_get_n_boxes (map);
  g_autofree guint *objectives = g_new (guint, n_boxes);
  guint n_obj = 0, n_units = 0;
  double sum = 0;

  for (guint b = 0; b < n_boxes; b++)
    if (is_objective (state, needs, b, side))
      objectives[n_obj++] = b;
  if (n_obj == 0)
    return 0;
  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, i);
      guint best = 8;
      if (bu->unit.side != side)
        continue;
      for (guint k = 0; k < n_obj; k++)
        best = MIN (best, hd_evaluate_distance (state, bu->box, objectives[k]));
      sum += best;
      n_units++;
    }
  return n_units ? -sum / n_units : 0;
}

/* The material of @side's units at @box. */
static double
material_at (const HdState *state, guint box, HdSide side)
{
  double v = 0;

  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, i);
      if (bu->box == box && bu->unit.side == side)
        v += unit_value (&bu->unit);
    }
  return v;
}

/* Pending battles (both sides in a box): the player's as attacker. */
static double
term_battles (const HdState *state, const HdVictoryNeeds *needs, HdSide side, const HdWeights *w)
{
  HdMap *map = hd_state_get_map (state);
  HdSide attacker = hd_state_get_player (state);
  HdSide defender = hd_side_get_enemy (attacker);
  double v = 0;

  for (guint b = 0; b < hd_map_get_n_boxes (map); b++)
    {
      double att, def, p, worth;
      if (hd_state_count_units_at (state, b, attacker) == 0 || hd_state_count_units_at (state, b, defender) == 0)
        continue;
      att = material_at (state, b, attacker);
      def = material_at (state, b, defender);
      p = hd_evaluate_battle_odds (state, b, attacker);
      /* the winner keeps the box and most of its force; the loser's
       * line is destroyed or driven off, half of it lost */
      worth = p * (box_value (state, needs, b, attacker) + w->w[HD_TERM_MATERIAL] * def * 0.75)
              - (1 - p) * (box_value (state, needs, b, attacker) * 0.25 + w->w[HD_TERM_MATERIAL] * att * 0.75);
      v += side == attacker ? worth : -worth;
    }
  return v;
}

/* The enemy's reach against what @side holds. */
static double
term_exposure (const HdState *state, const HdVictoryNeeds *needs, HdSide side, const HdReach *enemy,
               const HdWeights *w)
{
  HdMap *map = hd_state_get_map (state);
  double v = 0;

  for (guint b = 0; b < hd_map_get_n_boxes (map); b++)
    {
      const HdForce *f = &enemy[b].one_march;
      double worth, p;
      gboolean ours = hd_state_get_controller (state, b) == side;
      guint here = hd_state_count_units_at (state, b, side);

      if (f->units == 0 || (!ours && here == 0))
        continue;
      if (hd_state_count_units_at (state, b, hd_side_get_enemy (side)) > 0)
        continue;   /* a battle already waits there: the battles term has it */
      worth = (ours ? box_value (state, needs, b, side) : 0) + w->w[HD_TERM_MATERIAL] * material_at (state, b, side) * 0.5;
      if (worth <= 0)
        continue;
      p = hd_evaluate_reach_odds (state, b, side, f->units, f->strength);
      v -= p * worth;
    }
  return v;
}

/* The chance that @attacker's reach takes @box next turn. */
static double
capital_danger (const HdState *state, guint box, HdSide attacker, const HdReach *reach)
{
  const HdForce *f = hd_force_greater (&reach[box].two_marches, &reach[box].one_march) ? &reach[box].two_marches
                                                                                          : &reach[box].one_march;
  HdSide defender = hd_side_get_enemy (attacker);

  if (f->units == 0)
    return 0;
  if (hd_state_get_controller (state, box) == attacker && hd_state_count_units_at (state, box, defender) == 0)
    return 0;
  return hd_evaluate_reach_odds (state, box, defender, f->units, f->strength);
}

/* Everything but the reach's terms; FALSE (and @e the game's end) when
 * the game is over. */
static gboolean
evaluate_base (const HdState *state, HdSide side, const HdWeights *weights, HdVictoryNeeds *needs, HdEvaluation *e)
{
  HdSide enemy = hd_side_get_enemy (side);

  memset (e, 0, sizeof *e);
  if (hd_state_is_over (state))
    {
      HdSide winner = hd_state_get_winner (state);
      e->total = winner == side ? HD_EVALUATE_WON : winner == enemy ? -HD_EVALUATE_WON : 0;
      return FALSE;
    }
  hd_victory_get_needs (state, needs);
  e->term[HD_TERM_CITIES] = term_cities (needs, side);
  e->term[HD_TERM_MAXIMUM] = term_maximum (needs, side);
  e->term[HD_TERM_MATERIAL] = term_material (state, side);
  e->term[HD_TERM_ROOM] = term_room (state, side);
  e->term[HD_TERM_DISTANCE] = term_distance (state, needs, side);
  e->term[HD_TERM_BATTLES] = term_battles (state, needs, side, weights);
  return TRUE;
}

static double
total (const HdWeights *weights, HdEvaluation *e, HdEvaluation *out)
{
  e->total = 0;
  for (guint t = 0; t < HD_N_TERMS; t++)
    e->total += weights->w[t] * e->term[t];
  if (out != NULL)
    *out = *e;
  return e->total;
}

double
hd_evaluate_with_reach (const HdState   *state,
                        HdSide           side,
                        const HdWeights *weights,
                        const HdReach   *enemy_reach,
                        const HdReach   *own_reach,
                        HdEvaluation    *out)
{
  HdEvaluation e;
  HdVictoryNeeds needs;
  HdMap *map;
  HdSide enemy = hd_side_get_enemy (side);

  g_return_val_if_fail (state != NULL && (side == HD_SIDE_UNION || side == HD_SIDE_CONFEDERATE), 0);
  if (weights == NULL)
    weights = &default_weights;
  if (!evaluate_base (state, side, weights, &needs, &e))
    {
      if (out != NULL)
        *out = e;
      return e.total;
    }
  map = hd_state_get_map (state);
  e.term[HD_TERM_EXPOSURE] = term_exposure (state, &needs, side, enemy_reach, weights);
  e.term[HD_TERM_CAPITALS] = capital_danger (state, capital_of (map, enemy), side, own_reach) * 0.25
                             - capital_danger (state, capital_of (map, side), enemy, enemy_reach);
  return total (weights, &e, out);
}

double
hd_evaluate (const HdState   *state,
             HdSide           side,
             const HdWeights *weights,
             HdEvaluateDepth  depth,
             HdEvaluation    *out)
{
  HdEvaluation e;
  HdVictoryNeeds needs;

  g_return_val_if_fail (state != NULL && (side == HD_SIDE_UNION || side == HD_SIDE_CONFEDERATE), 0);
  if (weights == NULL)
    weights = &default_weights;
  if (depth == HD_EVALUATE_FULL && !hd_state_is_over (state))
    {
      g_autofree HdReach *theirs = hd_threat_reach (state, hd_side_get_enemy (side));
      g_autofree HdReach *mine = hd_threat_reach (state, side);
      return hd_evaluate_with_reach (state, side, weights, theirs, mine, out);
    }
  if (!evaluate_base (state, side, weights, &needs, &e))
    {
      if (out != NULL)
        *out = e;
      return e.total;
    }
  return total (weights, &e, out);
}
