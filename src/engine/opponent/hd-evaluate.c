/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-evaluate.c: the computer opponent's evaluation of a position
 * (docs/opponent.md, "The evaluation"): its terms, their weights, the
 * battle odds it asks (cached by the battle's lines, exact from
 * hd_odds_attacker_wins), the boxes' worth and the board's distances.
 * Every figure comes from the engine's own questions; nothing here
 * decides a rule. */
#define G_LOG_DOMAIN "hd-evaluate"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "hd-battle.h"
#include "hd-calendar.h"
#include "hd-evaluate.h"
#include "hd-odds.h"
#include "hd-preview.h"
#include "hd-supply.h"
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
      return _("The army maximums (7.1): the Union's lead against what the end of the game needs (rules 11.1, 11.3), more urgent as the last Game Turn comes; the last points before a Confederate win (10.0) count most.");
    case HD_TERM_CAPITALS:
      return _("Washington and Richmond: one's chance to take the enemy's capital next turn against the enemy's chance to take one's own, each weighed by what its fall costs (the game, or less with rule 10.1 or Advanced 6.0).");
    case HD_TERM_MATERIAL:
      return _("The combat values on the board (5.1), one's own minus the enemy's; a reduced unit, one hit from elimination, counts half.");
    case HD_TERM_ROOM:
      return _("Room under the army maximum that units in the Recruitment Pool could fill (7.0, 7.1).");
    case HD_TERM_EXPOSURE:
      return _("What the enemy's next marches could take: the largest few risks among one's boxes and stacks within its reach, each its worth times the exact odds against it.");
    case HD_TERM_DISTANCE:
      return _("How far each unit is from its nearest objective, in boxes: nearer is better; as the end of a game "
               "that rule 10.0 decides comes, the Union's units also from the seven cities it still lacks.");
    case HD_TERM_BATTLES:
      return _("Battles waiting to be fought, each one's exact odds times what it would win or lose, and boxes entered unopposed, which will be captured (8.0).");
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
      double value = 0;
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

guint
hd_evaluate_distance (const HdState *state,
                      guint          from,
                      guint          to)
{
  g_return_val_if_fail (state != NULL, G_MAXUINT);
  return hd_map_get_distance (hd_state_get_map (state), from, to);
}

/* -- battle odds, cached by the battle's lines ------------------------- */

#define ODDS_CACHE_MAX 200000
#define ODDS_SAMPLES 4000
/* The biggest battle the evaluation works out exactly (about 0.1 s);
 * bigger ones are sampled.  Up to the odds' own eight million, one
 * Movement Segment of the Advanced Game in 1864, meeting many big
 * stacks, took 21 s (docs/benchmarks.md, "Battle decisions kept and
 * bounded"). */
#define ODDS_EXACT_MAX (1000u * 1000)

/* The most reinforcements (5.5) hd_evaluate_attack_odds adds to a line. */
#define HELP_MAX 4

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
  /* "<side> <lines>", made without printf: this runs for every odds asked */
  char head[3] = { (char) ('0' + (int) attacker), ' ', '\0' };
  g_autofree char *key = g_strconcat (head, lines, NULL);
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
    p = hd_odds_positions (battle) <= ODDS_EXACT_MAX ? hd_odds_attacker_wins (battle) : -1;
    if (p < 0)
      p = hd_odds_monte_carlo (battle, ODDS_SAMPLES, g_str_hash (key));
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
    {
      if (i > 0)
        g_string_append_c (s, ' ');
      g_string_append (s, (const char *) g_ptr_array_index (codes, i));
    }
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

static double unit_value (const HdUnit *unit);

/* The strongest of @side's units at @box (NULL if none). */
static const HdUnit *
strongest_unit (const HdState *state, guint box, HdSide side)
{
  const HdUnit *best = NULL;

  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, i);
      if (bu->box == box && bu->unit.side == side && (best == NULL || unit_value (&bu->unit) > unit_value (best)))
        best = &bu->unit;
    }
  return best;
}

/* The units the defender of @box could send in from its neighbours (5.5),
 * into @units (const HdUnit *): the strongest of each neighbouring box
 * where it outnumbers the attacker, at most HELP_MAX. */
static void
help_units (const HdState *state, guint box, HdSide defender, GPtrArray *units)
{
  HdMap *map = hd_state_get_map (state);
  g_autoptr(GPtrArray) next = hd_map_neighbours (map, hd_map_get_box (map, box), HD_LINE_MASK_ANY);

  for (guint k = 0; k < next->len && units->len < HELP_MAX; k++)
    {
      guint from = ((const HdBox *) g_ptr_array_index (next, k))->index;
      const HdUnit *unit;

      if (hd_state_count_units_at (state, from, defender) <=
          hd_state_count_units_at (state, from, hd_side_get_enemy (defender)))
        continue;
      unit = strongest_unit (state, from, defender);
      if (unit != NULL)
        g_ptr_array_add (units, (gpointer) unit);
    }
}

/* help_units's units, as codes, onto @codes. */
static void
help_codes (const HdState *state, guint box, HdSide defender, GPtrArray *codes)
{
  g_autoptr(GPtrArray) units = g_ptr_array_new ();

  help_units (state, box, defender, units);
  for (guint k = 0; k < units->len; k++)
    g_ptr_array_add (codes, hd_unit_to_code (g_ptr_array_index (units, k)));
}

double
hd_evaluate_attack_odds (const HdState *state,
                         guint          box,
                         HdSide         attacker)
{
  g_autoptr(GPtrArray) ours = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) theirs = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) lines = g_string_new (NULL);
  HdSide defender = hd_side_get_enemy (attacker);
  gboolean entrenched;
  guint own;

  g_return_val_if_fail (state != NULL, 0);
  line_codes (state, box, attacker, ours);
  entrenched = line_codes (state, box, defender, theirs);
  own = theirs->len;
  if (ours->len == 0)
    return 0;
  if (own == 0)
    return 1;
  help_codes (state, box, defender, theirs);
  if (theirs->len == own)
    return hd_evaluate_battle_odds (state, box, attacker);
  g_ptr_array_sort (theirs, compare_codes);
  append_codes (lines, ours);
  g_string_append (lines, " vs ");
  append_codes (lines, theirs);
  if (entrenched)
    g_string_append (lines, " entrenched");
  return MIN (odds_of_lines (hd_state_get_map (state), attacker, lines->str),
              hd_evaluate_battle_odds (state, box, attacker));
}

/* The hits @units (const HdUnit *) are expected to score in one fire at
 * a line of which @crack is the share of crack units (5.1, 5.32). */
static double
expected_hits (GPtrArray *units, double crack)
{
  double hits = 0;

  for (guint k = 0; k < units->len; k++)
    {
      const HdUnit *u = g_ptr_array_index (units, k);
      hits += MAX (0.0, hd_unit_kind_get_combat_value (u->kind) - crack) / 6.0;
    }
  return hits;
}

guint
hd_evaluate_repulse_losses (const HdState *state,
                            guint          box,
                            HdSide         attacker)
{
  g_autoptr(GPtrArray) line = g_ptr_array_new ();
  guint n_attackers = 0, n_crack = 0;
  double crack, hits;

  g_return_val_if_fail (state != NULL, 0);
  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, i);
      if (bu->box == box && bu->unit.side == attacker)
        {
          n_attackers++;
          n_crack += hd_unit_kind_has_defensive_value (bu->unit.kind);
        }
      else if (bu->box == box)
        g_ptr_array_add (line, (gpointer) &bu->unit);
    }
  if (n_attackers == 0)
    return 0;
  crack = (double) n_crack / n_attackers;
  hits = expected_hits (line, crack);          /* round 1 */
  help_units (state, box, hd_side_get_enemy (attacker), line);
  hits += expected_hits (line, crack);         /* round 2, the reinforcements in (5.5) */
  return MIN (n_attackers, (guint) (hits / 2 + 0.5));
}

guint
hd_evaluate_withdrawal (const HdState *state,
                        guint          box,
                        HdSide         attacker)
{
  g_autoptr(HdState) copy = NULL;
  g_autoptr(GArray) boxes = NULL;
  HdAction end = { .type = HD_ACTION_END_SEGMENT };
  HdAction battle = { .type = HD_ACTION_BATTLE, .box = box };

  g_return_val_if_fail (state != NULL, HD_NO_BOX);
  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, i);
      /* only a line of cavalry may withdraw (5.6): anything else fights,
       * and the copy below, the rules' own answer, is not needed */
      if (bu->box == box && bu->unit.side != attacker && hd_unit_kind_get_type (bu->unit.kind) != HD_CAVALRY)
        return HD_NO_BOX;
    }
  if (hd_state_count_units_at (state, box, attacker) == 0 ||
      hd_state_count_units_at (state, box, hd_side_get_enemy (attacker)) == 0 ||
      1 - hd_evaluate_battle_odds (state, box, attacker) >= HD_EVALUATE_WITHDRAW_BELOW)
    return HD_NO_BOX;
  copy = hd_state_copy (state);
  if (hd_state_get_segment (copy) == HD_SEGMENT_MOVEMENT && !hd_action_apply (&end, copy, NULL))
    return HD_NO_BOX;
  if (!hd_action_apply (&battle, copy, NULL))
    return HD_NO_BOX;
  boxes = hd_battle_withdraw_boxes (copy);
  return boxes != NULL && boxes->len > 0 ? g_array_index (boxes, guint, 0) : HD_NO_BOX;
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
      if (k > 0)
        g_string_append_c (lines, ' ');
      g_string_append (lines, code_for_value (MAX (share, 1)));
    }
  g_string_append (lines, " vs ");
  append_codes (lines, theirs);
  if (entrenched)
    g_string_append (lines, " entrenched");
  return odds_of_lines (hd_state_get_map (state), hd_side_get_enemy (defender), lines->str);
}

/* -- the position, tallied once for all the terms --------------------- */

/* What stands in one box: each side's units and their material. */
typedef struct {
  double material[HD_N_SIDES];
  guint  units[HD_N_SIDES];
} Tally;

typedef struct {
  const HdState   *state;
  HdMap           *map;
  guint            n_boxes;
  HdVictoryNeeds   needs;
  Tally           *at;                   /* per box */
  guint            capital[HD_N_SIDES];  /* Washington, Richmond; HD_NO_BOX if the board has none */
} Position;

/* A unit's material: its combat value (5.1) for each hit it can still
 * take, a reduced unit being one hit from elimination (5.1). */
static double
unit_value (const HdUnit *unit)
{
  double v = hd_unit_kind_get_combat_value (unit->kind);
  return unit->reduced ? v / 2 : v;
}

static guint
capital_of (HdMap *map, HdSide side)
{
  const HdBox *b = hd_map_lookup_id (map, side == HD_SIDE_UNION ? "washington" : "richmond");
  return b != NULL ? b->index : HD_NO_BOX;
}

static void
position_init (Position *pos, const HdState *state)
{
  pos->state = state;
  pos->map = hd_state_get_map (state);
  pos->n_boxes = hd_map_get_n_boxes (pos->map);
  hd_victory_get_needs (state, &pos->needs);
  pos->at = g_new0 (Tally, pos->n_boxes);
  for (guint i = 0; i < hd_state_get_n_units (state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (state, i);
      if (bu->box >= pos->n_boxes || (guint) bu->unit.side >= HD_N_SIDES)
        continue;
      pos->at[bu->box].material[bu->unit.side] += unit_value (&bu->unit);
      pos->at[bu->box].units[bu->unit.side]++;
    }
  pos->capital[HD_SIDE_NEUTRAL] = HD_NO_BOX;
  pos->capital[HD_SIDE_UNION] = capital_of (pos->map, HD_SIDE_UNION);
  pos->capital[HD_SIDE_CONFEDERATE] = capital_of (pos->map, HD_SIDE_CONFEDERATE);
}

static void
position_clear (Position *pos)
{
  g_clear_pointer (&pos->at, g_free);
}

static gboolean
is_victory_city (const HdVictoryNeeds *needs, guint box)
{
  for (guint k = 0; k < HD_N_VICTORY_CITIES; k++)
    if (needs->cities[k] == box)
      return TRUE;
  return FALSE;
}

/* What holding @box is worth to @side: its shield for the side's maximum
 * and its shield kept off the enemy's (7.1), more for one of 10.0's seven
 * cities and for a capital. */
static double
box_value (const Position *pos, guint box, HdSide side)
{
  const HdBox *b = hd_map_get_box (pos->map, box);
  double v = b->recruit_union + b->recruit_confederate;

  if (is_victory_city (&pos->needs, box))
    v += 3;
  if (box == pos->capital[HD_SIDE_UNION] || box == pos->capital[HD_SIDE_CONFEDERATE])
    v += 4;
  (void) side;
  return v;
}

double
hd_evaluate_box_value (const HdState *state,
                       guint          box,
                       HdSide         side)
{
  Position pos;
  double v;

  g_return_val_if_fail (state != NULL && box < hd_map_get_n_boxes (hd_state_get_map (state)), 0);
  position_init (&pos, state);
  v = box_value (&pos, box, side);
  position_clear (&pos);
  return v;
}

/* -- the terms ---------------------------------------------------------- */

static double
term_cities (const HdVictoryNeeds *needs, HdSide side)
{
  double n = needs->n_union_holds;
  return side == HD_SIDE_UNION ? n : -n;
}

/* The army-maximum difference (Union minus Confederate) at which the end
 * of the game is even: 11.1's Union wins from +5 and loses at +4; 11.3's
 * table draws at its "Draw" line; 10.0's ending does not look at it. */
static double
maximum_need (const HdVictoryNeeds *needs)
{
  HdGameTurn gt;

  switch (needs->ending)
    {
    case HD_ENDING_SHORT_GAME:
      return 4.5;
    case HD_ENDING_MARCH:
      if (!hd_calendar_get_turn (needs->end_turn, &gt))
        return 0;
      return gt.year <= 1862 ? 8 : gt.year == 1863 ? 12 : 16;
    case HD_ENDING_SURVIVAL:
    default:
      return 0;
    }
}

static double
term_maximum (const HdVictoryNeeds *needs, HdSide side)
{
  gboolean judged = needs->ending != HD_ENDING_SURVIVAL;
  double urgency = judged ? 1.0 + 4.0 / (1.0 + needs->turns_left) : 1.0;
  double margin = (needs->difference - maximum_need (needs)) * urgency;

  /* 10.0: a Confederate maximum greater than the Union's wins at once;
   * the last points before that count three times */
  margin -= 2.0 * MAX (0, 2 - needs->difference);
  return side == HD_SIDE_UNION ? margin : -margin;
}

/* Advanced 2.2: each box of @side's out of supply loses a piece at the
 * start of its next Player Turn; the material of the weakest there. */
static double
supply_loss (const Position *pos, HdSide side)
{
  g_autofree HdSupplyBox *supply = NULL;
  double loss = 0;

  if (!hd_state_has_option (pos->state, "advanced-2.0"))
    return 0;
  supply = hd_supply_compute (pos->state, side);
  for (guint b = 0; b < pos->n_boxes; b++)
    {
      double weakest = G_MAXDOUBLE;
      if (supply[b].state != HD_SUPPLY_OUT)
        continue;
      for (guint i = 0; i < hd_state_get_n_units (pos->state); i++)
        {
          const HdBoardUnit *bu = hd_state_get_unit (pos->state, i);
          if (bu->box == b && bu->unit.side == side)
            weakest = MIN (weakest, unit_value (&bu->unit));
        }
      if (weakest < G_MAXDOUBLE)
        loss += weakest;
    }
  return loss;
}

static double
term_material (const Position *pos, HdSide side)
{
  HdSide enemy = hd_side_get_enemy (side);
  double v = 0;

  for (guint b = 0; b < pos->n_boxes; b++)
    v += pos->at[b].material[side] - pos->at[b].material[enemy];
  return v - supply_loss (pos, side) + supply_loss (pos, enemy);
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
 * counts for a maximum (7.1) or for 10.0. */
static gboolean
is_objective (const Position *pos, guint box, HdSide side)
{
  const HdBox *b = hd_map_get_box (pos->map, box);

  if (hd_state_get_controller (pos->state, box) == side)
    return FALSE;
  return b->recruit_union + b->recruit_confederate > 0 || is_victory_city (&pos->needs, box);
}

#define DISTANCE_CAP 8
/* The Game Turns before the end of a 10.0 game from which the Union's
 * units are pulled towards the cities of 10.0 it lacks, the pull growing
 * to its whole at the last turn (term_distance). */
#define CITY_PULL_TURNS 24.0

/* The mean over @side's units of the boxes to the nearest of
 * @targets (at most DISTANCE_CAP each). */
static double
mean_distance (const Position *pos, HdSide side, const guint *targets, guint n_targets)
{
  guint n_units = 0;
  double sum = 0;

  for (guint b = 0; b < pos->n_boxes; b++)
    {
      guint here = pos->at[b].units[side], best = DISTANCE_CAP;
      if (here == 0)
        continue;
      for (guint k = 0; k < n_targets && best > 0; k++)
        best = MIN (best, hd_map_get_distance (pos->map, b, targets[k]));
      sum += (double) best * here;
      n_units += here;
    }
  return n_units ? sum / n_units : 0;
}

/* The siege (last_chance_odds): how much of the force a city of 10.0
 * the Union lacks needs stands near it.  A unit counts for the hits it
 * scores against the city's line (its combat value less one where the
 * line is entrenched, 5.31, and the crack infantry's share of it, 5.32,
 * over a veteran infantry's three), times how near it is: its full
 * worth in the city's box or next to it, less with each box further
 * (SIEGE_NEAR).  The force a city needs is SIEGE_NEED times its
 * defenders' toughness (a unit 1, crack infantry 1.4, militia and
 * cavalry less, not entrenched 0.7: read off the exact odds, twelve
 * veteran infantry win 93 % against seven entrenched, fifteen 93 %
 * against nine), at least one unit to walk in. */
static const double SIEGE_NEAR[] = { 1.0, 1.0, 0.6, 0.3, 0.1 };
#define SIEGE_NEED 1.7

static double
siege_toughness (const HdUnit *u)
{
  double t = hd_unit_kind_has_defensive_value (u->kind) ? 1.4 : hd_unit_kind_get_combat_value (u->kind) / 3.0;

  return u->reduced ? t / 2 : t;
}

/* The defenders' toughness at @box (as siege_toughness) into @need, and
 * what an attacker's shot loses there (entrenchment, crack share). */
static double
siege_line (const Position *pos, guint box, HdSide defender, double *need)
{
  guint n = 0, crack = 0;
  gboolean entrenched = hd_map_get_box (pos->map, box)->permanent_entrenchment;
  double toughness = 0;

  for (guint i = 0; i < hd_state_get_n_units (pos->state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (pos->state, i);
      if (bu->box != box || bu->unit.side != defender)
        continue;
      n++;
      crack += hd_unit_kind_has_defensive_value (bu->unit.kind);
      entrenched |= bu->unit.entrenched;
      toughness += siege_toughness (&bu->unit);
    }
  *need = MAX (1.0, SIEGE_NEED * (entrenched ? toughness : toughness * 0.7));
  return (entrenched ? 1.0 : 0.0) + (n ? (double) crack / n : 0.0);
}

/* The share of its need (at most all) of the force near @city, a city of
 * 10.0 @side (the Union) lacks. */
static double
siege_share (const Position *pos, HdSide side, guint city)
{
  double need, have = 0;
  double lost = siege_line (pos, city, hd_side_get_enemy (side), &need);

  for (guint i = 0; i < hd_state_get_n_units (pos->state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (pos->state, i);
      guint d;
      double shot;
      if (bu->unit.side != side || bu->box >= pos->n_boxes)
        continue;
      d = hd_map_get_distance (pos->map, bu->box, city);
      if (d >= G_N_ELEMENTS (SIEGE_NEAR))
        continue;
      shot = MAX (0.0, hd_unit_kind_get_combat_value (bu->unit.kind) - lost) / MAX (0.5, 3.0 - lost);
      have += SIEGE_NEAR[d] * (bu->unit.reduced ? shot / 2 : shot);
    }
  return MIN (have, need) / need;
}

/* How much the Union is pulled towards the cities of 10.0 it lacks: in
 * a game that only 10.0 ends (the Campaign Game, the 1862-64 scenarios
 * played out), 0 until CITY_PULL_TURNS Game Turns are left, then growing
 * to 1 at the last, when all seven must be held at once or the South
 * survives; 0 in the Short Game and 11.3's games, judged on maximums. */
static double
city_pull (const HdVictoryNeeds *needs, HdSide side)
{
  if (side != HD_SIDE_UNION || needs->ending != HD_ENDING_SURVIVAL)
    return 0;
  return CLAMP (1.0 - needs->turns_left / CITY_PULL_TURNS, 0.0, 1.0);
}

/* Minus the mean over @side's units of the boxes to the nearest
 * objective (at most DISTANCE_CAP), and for the Union near the end of a
 * 10.0 game minus that to the nearest of 10.0's cities it lacks, times
 * city_pull: a shield near at hand does not keep its armies from
 * Richmond. */
static double
term_distance (const Position *pos, HdSide side)
{
  g_autofree guint *objectives = g_new (guint, pos->n_boxes);
  guint missing[HD_N_VICTORY_CITIES], n_obj = 0, n_missing = 0;
  double pull = city_pull (&pos->needs, side), v = 0;

  for (guint b = 0; b < pos->n_boxes; b++)
    if (is_objective (pos, b, side))
      objectives[n_obj++] = b;
  for (guint k = 0; k < HD_N_VICTORY_CITIES && pull > 0; k++)
    if (!pos->needs.union_holds[k] && pos->needs.cities[k] != HD_NO_BOX)
      missing[n_missing++] = pos->needs.cities[k];
  if (n_obj > 0)
    v -= mean_distance (pos, side, objectives, n_obj);
  if (n_missing > 0)
    v -= pull * mean_distance (pos, side, missing, n_missing);
  return v;
}

/* What taking @box wins @attacker beyond the box: the war, when it is
 * the last of 10.0's seven cities the Union lacks (the game's worth,
 * the capitals weight, as capital_stake counts a capital that is the
 * game). */
static double
war_won_at (const Position *pos, guint box, HdSide attacker, const HdWeights *w)
{
  if (attacker != HD_SIDE_UNION || pos->needs.n_union_holds + 1 != HD_N_VICTORY_CITIES ||
      !is_victory_city (&pos->needs, box) || hd_state_get_controller (pos->state, box) == HD_SIDE_UNION)
    return 0;
  return w->w[HD_TERM_CAPITALS];
}

/* Battles waiting (both sides in a box, 5.0), the player attacking: the
 * winner keeps the box and destroys or drives off the loser's line, worth
 * three quarters of its material (units that retreat survive, 5.4), and
 * the war where the box is the last of 10.0's cities (war_won_at).  A
 * box the player has entered unopposed in its Movement or Combat Segment
 * is a battle won: it is the player's at the end of the Combat Segment
 * (8.0). */
static double
term_battles (const Position *pos, HdSide side, const HdWeights *w)
{
  HdSide attacker = hd_state_get_player (pos->state);
  HdSide defender = hd_side_get_enemy (attacker);
  HdSegment segment = hd_state_get_segment (pos->state);
  gboolean capturing = segment == HD_SEGMENT_MOVEMENT || segment == HD_SEGMENT_COMBAT;
  double v = 0;

  for (guint b = 0; b < pos->n_boxes; b++)
    {
      const Tally *t = &pos->at[b];
      gboolean held = hd_state_get_controller (pos->state, b) == attacker;
      double p, gain, loss;

      if (t->units[attacker] == 0)
        continue;
      if (t->units[defender] == 0)
        {
          if (capturing && !held)
            v += (side == attacker ? 1 : -1) * (box_value (pos, b, attacker) + war_won_at (pos, b, attacker, w));
          continue;
        }
      p = hd_evaluate_battle_odds (pos->state, b, attacker);
      gain = (held ? 0 : box_value (pos, b, attacker) + war_won_at (pos, b, attacker, w)) +
             w->w[HD_TERM_MATERIAL] * t->material[defender] * 0.75;
      loss = (held ? box_value (pos, b, attacker) : 0) + w->w[HD_TERM_MATERIAL] * t->material[attacker] * 0.75;
      v += side == attacker ? p * gain - (1 - p) * loss : (1 - p) * loss - p * gain;
    }
  return v;
}

/* The most the enemy can bring into a box next turn: with one march or
 * with two (hd-threat), whichever is the stronger. */
static const HdForce *
strongest (const HdReach *r)
{
  return hd_force_greater (&r->two_marches, &r->one_march) ? &r->two_marches : &r->one_march;
}

static int
by_risk (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x < y) - (x > y);
}

static gboolean
moves_again (const Position *pos, HdSide who)
{
  return hd_evaluate_moves_again (pos->state, who);
}

gboolean
hd_evaluate_moves_again (const HdState *state,
                         HdSide         who)
{
  HdSide player = hd_state_get_player (state);
  gboolean before_movement = hd_state_get_segment (state) == HD_SEGMENT_MOVEMENT;
  guint end = hd_state_get_end_turn (state);

  g_return_val_if_fail (state != NULL, TRUE);
  if (end == 0 || hd_state_get_turn (state) < end)
    return TRUE;
  if (who == HD_SIDE_UNION)
    return player == HD_SIDE_UNION && before_movement;
  return player == HD_SIDE_UNION || before_movement;
}

/* What losing @box to the enemy costs @side in the evaluation's own
 * points: its shields off the side's maximum and onto the enemy's, as the
 * maximum term weighs them now (7.1, with its urgency), and one of 10.0's
 * seven cities (the Union's count, whoever loses it); a capital's fall
 * is the capitals term's. */
static double
loss_cost (const Position *pos, guint box, HdSide side, const HdWeights *w)
{
  const HdBox *b = hd_map_get_box (pos->map, box);
  HdVictoryNeeds after = pos->needs;
  int shift = (int) (b->recruit_union + b->recruit_confederate);
  double cost;

  after.difference += side == HD_SIDE_UNION ? -shift : shift;
  cost = w->w[HD_TERM_MAXIMUM] * (term_maximum (&pos->needs, side) - term_maximum (&after, side));
  if (is_victory_city (&pos->needs, box))
    cost += w->w[HD_TERM_CITIES];   /* a city the Union gains or loses, 10.0 */
  return MAX (cost, 0);
}

/* The enemy has a few marches (a die, 1 counting 2: 3.7 on average, 4.0),
 * so it cannot take everything in its reach: the risks, largest first,
 * count these much, and the rest not at all. */
static const double risk_share[] = { 1.0, 0.7, 0.5, 0.3 };

/* The enemy's reach against what @side holds: for each box of @side's
 * (held, or with its units, no battle already there) within the enemy's
 * reach, what losing it costs (loss_cost, and half the material there)
 * times the exact odds of losing it; the largest few.  Nothing when the
 * enemy has no Movement Segment left before the game ends. */
static double
term_exposure (const Position *pos, HdSide side, const HdReach *enemy, const HdWeights *w)
{
  g_autofree double *risks = g_new (double, pos->n_boxes);
  guint n = 0;
  double v = 0;

  if (!moves_again (pos, hd_side_get_enemy (side)))
    return 0;
  for (guint b = 0; b < pos->n_boxes; b++)
    {
      const HdForce *f = strongest (&enemy[b]);
      const Tally *t = &pos->at[b];
      gboolean ours = hd_state_get_controller (pos->state, b) == side;
      double worth;

      if (f->units == 0 || (!ours && t->units[side] == 0) || t->units[hd_side_get_enemy (side)] > 0)
        continue;
      worth = (ours ? loss_cost (pos, b, side, w) : 0) + w->w[HD_TERM_MATERIAL] * t->material[side] * 0.5;
      if (worth > 0)
        risks[n++] = hd_evaluate_reach_odds (pos->state, b, side, f->units, f->strength) * worth;
    }
  qsort (risks, n, sizeof (double), by_risk);
  for (guint k = 0; k < MIN (n, G_N_ELEMENTS (risk_share)); k++)
    v -= risk_share[k] * risks[k];
  return v;
}

/* What losing @owner's capital costs @owner, in games: Washington is the
 * game (10.0), or half of it when the Union has its Player Turn to take it
 * back (10.1), or a die off the Union maximum (Advanced 6.0); Richmond is
 * one of the seven cities (10.0) and three points of its maximum. */
static double
capital_stake (const Position *pos, HdSide owner)
{
  if (owner == HD_SIDE_CONFEDERATE || pos->needs.washington_costs_die)
    return 0.25;
  return pos->needs.at_union_turn_end ? 0.5 : 1.0;
}

/* The enemy's force that could reach @box, QUICK: its units within two
 * boxes (two marches of infantry by road, 4.0), of their full strength. */
static HdForce
force_near (const Position *pos, guint box, HdSide attacker)
{
  HdForce f = { 0, 0 };

  for (guint i = 0; i < hd_state_get_n_units (pos->state); i++)
    {
      const HdBoardUnit *bu = hd_state_get_unit (pos->state, i);
      guint d;
      if (bu->unit.side != attacker || bu->box >= pos->n_boxes)
        continue;
      d = hd_map_get_distance (pos->map, bu->box, box);
      if (d >= 1 && d <= 2)
        {
          f.units++;
          f.strength += hd_unit_kind_get_combat_value (bu->unit.kind);
        }
    }
  return f;
}

/* The chance that @attacker takes @box, @owner's capital: the exact odds
 * of a battle waiting there, else of the force that can reach it next
 * turn (hd_threat_reach's, or with @reach NULL, force_near's). */
static double
capital_danger (const Position *pos, HdSide owner, const HdReach *reach)
{
  guint box = pos->capital[owner];
  HdSide attacker = hd_side_get_enemy (owner);
  HdForce f;
  const Tally *t;

  if (box == HD_NO_BOX)
    return 0;
  t = &pos->at[box];
  if (t->units[attacker] > 0 && t->units[owner] > 0)
    {
      double p = hd_evaluate_battle_odds (pos->state, box, hd_state_get_player (pos->state));
      return hd_state_get_player (pos->state) == attacker ? p : 1 - p;
    }
  if (hd_state_get_controller (pos->state, box) == attacker && t->units[owner] == 0)
    return 1;   /* taken already: no less than any threat to take it */
  if (!moves_again (pos, attacker))
    return 0;   /* no march left to take it with before the game ends */
  f = reach == NULL ? force_near (pos, box, attacker) : *strongest (&reach[box]);
  if (f.units == 0)
    return 0;
  /* a threat the owner can answer first counts half: the Player Turn
   * after this one is the owner's (3.0), before the attacker marches */
  return hd_evaluate_reach_odds (pos->state, box, owner, f.units, f.strength) *
         (hd_state_get_player (pos->state) != owner ? 0.5 : 1.0);
}

/* One's chance to take the enemy's capital times its stake, minus the
 * enemy's chance to take one's own times its stake. */
static double
term_capitals (const Position *pos, HdSide side, const HdReach *mine, const HdReach *theirs)
{
  HdSide enemy = hd_side_get_enemy (side);

  return capital_danger (pos, enemy, mine) * capital_stake (pos, enemy) -
         capital_danger (pos, side, theirs) * capital_stake (pos, side);
}

/* Every term; the reaches (hd_threat_reach of @side's enemy and of
 * @side) for FULL, or NULL for QUICK. */
static void
evaluate_terms (const Position *pos, HdSide side, const HdWeights *weights, const HdReach *theirs,
                const HdReach *mine, HdEvaluation *e)
{
  e->term[HD_TERM_CITIES] = term_cities (&pos->needs, side);
  e->term[HD_TERM_MAXIMUM] = term_maximum (&pos->needs, side);
  e->term[HD_TERM_MATERIAL] = term_material (pos, side);
  e->term[HD_TERM_ROOM] = term_room (pos->state, side);
  e->term[HD_TERM_DISTANCE] = term_distance (pos, side);
  e->term[HD_TERM_BATTLES] = term_battles (pos, side, weights);
  if (theirs != NULL)
    e->term[HD_TERM_EXPOSURE] = term_exposure (pos, side, theirs, weights);
  e->term[HD_TERM_CAPITALS] = term_capitals (pos, side, mine, theirs);
  if (!moves_again (pos, side) && !moves_again (pos, hd_side_get_enemy (side)))
    {
      /* the last Movement Segment is over: only what is held counts at
       * the victory test (10.0, 11.1, 11.3), not the units or their places */
      e->term[HD_TERM_MATERIAL] = 0;
      e->term[HD_TERM_ROOM] = 0;
      e->term[HD_TERM_DISTANCE] = 0;
    }
}

/* Whether the Union has no Movement Segment after this one in a game 10.0
 * ends (the Campaign Game, the 1862-64 scenarios played out), lacking a
 * city of 10.0: the war then turns on this segment's battles alone. */
static gboolean
last_chance (const Position *pos)
{
  HdSegment segment = hd_state_get_segment (pos->state);

  if (pos->needs.ending != HD_ENDING_SURVIVAL || pos->needs.n_union_holds == HD_N_VICTORY_CITIES)
    return FALSE;
  if (!moves_again (pos, HD_SIDE_UNION))
    return TRUE;
  return pos->needs.end_turn != 0 && hd_state_get_turn (pos->state) >= pos->needs.end_turn &&
         hd_state_get_player (pos->state) == HD_SIDE_UNION && segment == HD_SEGMENT_MOVEMENT;
}

/* The Union's chance to take the cities of 10.0 it lacks with the
 * battles its last Movement Segment leaves (while it marches, the
 * planner's odds, the defender's reinforcements counted; in the Combat
 * Segment, the battle's odds as it stands, the quick lookup the battle's
 * decisions can afford); a city entered unopposed is taken (8.0).  Once the segment is over nothing else can take one
 * (10.0: the South survives), so a city with no battle is none; while it
 * goes on, a millionth of the siege's share of its need: the marches
 * left may still bring the army in, but any battle's odds come first. */
#define LAST_CHANCE_NEAR 1e-6

/* The chance @attacker, the player, wins the battle at @box: while it
 * still marches, the planner's odds (the defender's reinforcements
 * counted, 5.5); once the marches are over, the battle's odds as it
 * stands (the quick lookup a battle's decisions can afford). */
static double
odds_now (const Position *pos, guint box, HdSide attacker)
{
  return hd_state_get_segment (pos->state) == HD_SEGMENT_MOVEMENT
           ? hd_evaluate_attack_odds (pos->state, box, attacker)
           : hd_evaluate_battle_odds (pos->state, box, attacker);
}

/* The chance @side wins the battle at @box now, attacking or defending
 * (odds_now, from the player's side). */
static double
wins_now (const Position *pos, guint box, HdSide side)
{
  HdSide player = hd_state_get_player (pos->state);

  return player == side ? odds_now (pos, box, side) : 1 - odds_now (pos, box, player);
}

static double
last_chance_odds (const Position *pos)
{
  gboolean moving = moves_again (pos, HD_SIDE_UNION);
  double chance = 1;

  for (guint k = 0; k < HD_N_VICTORY_CITIES && chance > 0; k++)
    {
      guint m = pos->needs.cities[k];
      const Tally *t;
      if (pos->needs.union_holds[k] || m == HD_NO_BOX)
        continue;
      t = &pos->at[m];
      if (t->units[HD_SIDE_UNION] > 0 && t->units[HD_SIDE_CONFEDERATE] == 0)
        continue;   /* entered unopposed: taken (8.0) */
      if (t->units[HD_SIDE_UNION] > 0)
        /* while marching, the odds the plan can expect (the defender's
         * reinforcements counted); once fighting, the battle as it stands */
        chance *= odds_now (pos, m, HD_SIDE_UNION);
      else if (moving)
        chance *= LAST_CHANCE_NEAR * siege_share (pos, HD_SIDE_UNION, m);
      else
        chance = 0;
    }
  return chance;
}

/* The Union's turn before its last in a game 10.0 ends, lacking a city of
 * 10.0 (the Game Turn before the last, any segment): the war turns on
 * what it takes now and what it can take in its last Movement Segment.
 * The Union wins the moment it holds all seven (10.0), so a city it
 * holds need only be held until then, and Washington's fall loses at
 * once (10.0). */
static gboolean
endgame (const Position *pos)
{
  return pos->needs.ending == HD_ENDING_SURVIVAL && pos->needs.n_union_holds < HD_N_VICTORY_CITIES &&
         pos->needs.end_turn != 0 && hd_state_get_turn (pos->state) + 1 == pos->needs.end_turn;
}

/* A box next to a city the Union lacks, and the chance its Union units
 * are there, free to march, in the Union's last segment: 1, or, where a
 * battle is fought there now, the Union's chance to win it (5.0). */
typedef struct {
  HdForce force;
  double  chance;
} Staging;

static Staging
staging_at (const Position *pos, guint box)
{
  const Tally *t = &pos->at[box];
  Staging st = { { t->units[HD_SIDE_UNION], (guint) (t->material[HD_SIDE_UNION] + 0.5) }, 1 };

  if (t->units[HD_SIDE_CONFEDERATE] == 0 || st.force.units == 0)
    return st;
  st.chance = wins_now (pos, box, HD_SIDE_UNION);
  return st;
}

/* The chance the Union's last segment takes @city with the units next to
 * it: the two strongest boxes (a march moves the units of one box, 4.0,
 * and that segment will most often have two marches or more), each there
 * with its chance (staging_at). */
static double
endgame_later (const Position *pos, guint city)
{
  Staging top[2] = { { { 0, 0 }, 0 }, { { 0, 0 }, 0 } };
  g_autoptr(GPtrArray) next = hd_map_neighbours (pos->map, hd_map_get_box (pos->map, city), HD_LINE_MASK_ANY);
  double both, first, second;

  for (guint k = 0; k < next->len; k++)
    {
      Staging st = staging_at (pos, ((const HdBox *) g_ptr_array_index (next, k))->index);
      if (st.force.units == 0 || st.chance <= 0)
        continue;
      if (hd_force_greater (&st.force, &top[0].force))
        {
          top[1] = top[0];
          top[0] = st;
        }
      else if (hd_force_greater (&st.force, &top[1].force))
        top[1] = st;
    }
  if (top[0].force.units == 0)
    return 0;
  first = hd_evaluate_reach_odds (pos->state, city, HD_SIDE_CONFEDERATE, top[0].force.units, top[0].force.strength);
  if (top[1].force.units == 0)
    return top[0].chance * first;
  second = hd_evaluate_reach_odds (pos->state, city, HD_SIDE_CONFEDERATE, top[1].force.units, top[1].force.strength);
  both = hd_evaluate_reach_odds (pos->state, city, HD_SIDE_CONFEDERATE, top[0].force.units + top[1].force.units,
                                 top[0].force.strength + top[1].force.strength);
  return top[0].chance * top[1].chance * both + top[0].chance * (1 - top[1].chance) * first +
         (1 - top[0].chance) * top[1].chance * second;
}

/* The chance the Union takes @city, which it lacks, before the game
 * ends: with a battle it fights there now, or else in its last segment
 * (endgame_later); at the least a millionth of the siege's share (the
 * force near it), so that a march towards it is never worth nothing. */
static double
endgame_take (const Position *pos, guint city)
{
  const Tally *t = &pos->at[city];
  gboolean union_turn = hd_state_get_player (pos->state) == HD_SIDE_UNION;
  double now = 0, later;

  if (t->units[HD_SIDE_UNION] > 0 && t->units[HD_SIDE_CONFEDERATE] == 0)
    return 1;   /* entered unopposed: taken (8.0) */
  if (t->units[HD_SIDE_UNION] > 0 && union_turn)
    now = odds_now (pos, city, HD_SIDE_UNION);
  later = endgame_later (pos, city);
  return MAX (1 - (1 - now) * (1 - later), LAST_CHANCE_NEAR * siege_share (pos, HD_SIDE_UNION, city));
}

/* The chance the Confederacy takes @box, which the Union holds, before
 * the Union's last segment is over: a battle fought there now, a box it
 * entered unopposed (its own after combat, 8.0), or, in the Union's Player
 * Turn, the force its one segment before then can bring (@reach, the
 * Confederacy's, or force_near's). */
static double
endgame_lose (const Position *pos, guint box, const HdReach *reach)
{
  const Tally *t = &pos->at[box];
  HdForce f;

  if (t->units[HD_SIDE_CONFEDERATE] > 0 && t->units[HD_SIDE_UNION] > 0)
    return wins_now (pos, box, HD_SIDE_CONFEDERATE);
  if (t->units[HD_SIDE_CONFEDERATE] > 0)
    return 1;
  if (hd_state_get_player (pos->state) != HD_SIDE_UNION)
    return 0;
  f = reach != NULL ? *strongest (&reach[box]) : force_near (pos, box, HD_SIDE_CONFEDERATE);
  if (f.units == 0)
    return 0;
  return hd_evaluate_reach_odds (pos->state, box, HD_SIDE_UNION, f.units, f.strength);
}

/* The Union's chance to win in the endgame: every city it lacks taken,
 * every one it holds kept, and Washington kept (unless Advanced 6.0 makes
 * its fall a die off the maximum). */
static double
endgame_chance (const Position *pos, const HdReach *confederate_reach)
{
  double p = 1;

  for (guint k = 0; k < HD_N_VICTORY_CITIES; k++)
    {
      guint m = pos->needs.cities[k];
      if (m == HD_NO_BOX)
        continue;
      p *= pos->needs.union_holds[k] ? 1 - endgame_lose (pos, m, confederate_reach) : endgame_take (pos, m);
    }
  if (pos->capital[HD_SIDE_UNION] != HD_NO_BOX && !pos->needs.washington_costs_die &&
      hd_state_get_controller (pos->state, pos->capital[HD_SIDE_UNION]) == HD_SIDE_UNION)
    p *= 1 - endgame_lose (pos, pos->capital[HD_SIDE_UNION], confederate_reach);
  return p;
}

gboolean
hd_evaluate_is_war_chance (const HdState *state)
{
  Position pos;
  gboolean yes;

  g_return_val_if_fail (state != NULL, FALSE);
  if (hd_state_is_over (state))
    return FALSE;
  position_init (&pos, state);
  yes = last_chance (&pos) || endgame (&pos);
  position_clear (&pos);
  return yes;
}

/* The evaluation with the reaches given (both or neither). */
static double
evaluate (const HdState *state, HdSide side, const HdWeights *weights, const HdReach *theirs,
          const HdReach *mine, HdEvaluation *out)
{
  HdEvaluation e;
  HdSide enemy = hd_side_get_enemy (side);

  if (weights == NULL)
    weights = &default_weights;
  memset (&e, 0, sizeof e);
  if (hd_state_is_over (state))
    {
      HdSide winner = hd_state_get_winner (state);
      e.total = winner == side ? HD_EVALUATE_WON : winner == enemy ? -HD_EVALUATE_WON : 0;
    }
  else
    {
      Position pos;

      position_init (&pos, state);
      if (last_chance (&pos) || endgame (&pos))
        {
          /* 10.0: the Union wins with these battles and the next turn's,
           * or not at all */
          double chance = last_chance (&pos) ? last_chance_odds (&pos)
                                             : endgame_chance (&pos, side == HD_SIDE_UNION ? theirs : mine);
          double v = HD_EVALUATE_WON * (chance - 1);
          e.total = side == HD_SIDE_UNION ? v : -v;
          position_clear (&pos);
          if (out != NULL)
            *out = e;
          return e.total;
        }
      evaluate_terms (&pos, side, weights, theirs, mine, &e);
      position_clear (&pos);
      for (guint t = 0; t < HD_N_TERMS; t++)
        e.total += weights->w[t] * e.term[t];
    }
  if (out != NULL)
    *out = e;
  return e.total;
}

double
hd_evaluate_with_reach (const HdState   *state,
                        HdSide           side,
                        const HdWeights *weights,
                        const HdReach   *enemy_reach,
                        const HdReach   *own_reach,
                        HdEvaluation    *out)
{
  g_return_val_if_fail (state != NULL && (side == HD_SIDE_UNION || side == HD_SIDE_CONFEDERATE), 0);
  g_return_val_if_fail (enemy_reach != NULL && own_reach != NULL, 0);
  return evaluate (state, side, weights, enemy_reach, own_reach, out);
}

double
hd_evaluate (const HdState   *state,
             HdSide           side,
             const HdWeights *weights,
             HdEvaluateDepth  depth,
             HdEvaluation    *out)
{
  g_autofree HdReach *theirs = NULL;
  g_autofree HdReach *mine = NULL;

  g_return_val_if_fail (state != NULL && (side == HD_SIDE_UNION || side == HD_SIDE_CONFEDERATE), 0);
  if (depth == HD_EVALUATE_FULL && !hd_state_is_over (state))
    {
      theirs = hd_threat_reach (state, hd_side_get_enemy (side));
      mine = hd_threat_reach (state, side);
    }
  return evaluate (state, side, weights, theirs, mine, out);
}

double
hd_evaluate_after (const HdState   *state,
                   const HdAction  *action,
                   HdSide           side,
                   const HdWeights *weights,
                   HdEvaluateDepth  depth)
{
  g_autoptr(HdState) copy = NULL;

  g_return_val_if_fail (state != NULL && action != NULL, -G_MAXDOUBLE);
  copy = hd_state_copy (state);
  if (!hd_action_apply (action, copy, NULL))
    return -G_MAXDOUBLE;
  return hd_evaluate (copy, side, weights, depth, NULL);
}
