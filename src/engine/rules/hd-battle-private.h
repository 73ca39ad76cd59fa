/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-battle-private.h: what the battle rules (hd-battle.c) and the odds
 * (hd-odds.c) share inside the engine: a battle line as plain values and
 * the default targets. */
#pragma once

#include "hd-battle.h"

G_BEGIN_DECLS

/* A unit in a battle line: what the target rules and the odds need. */
typedef struct {
  guint      id;
  HdUnitKind kind;
  gboolean   entrenched;
  gboolean   crossed;     /* crossed a river side to attack (5.34) */
  int        health;      /* 2 full, 1 reduced, 0 gone */
  guint      cls;         /* the odds' class of units alike (kind, entrenched, crossed) */
  int        value;       /* the kind's combat value */
  gboolean   cavalry;
} HdBattleUnit;

static inline gboolean
hd_battle_unit_is_cavalry (const HdBattleUnit *u)
{
  return u->cavalry;
}

/* 5.34: the defender fires at +1 at attackers who crossed a river side (or
 * landed from the sea) in the first two battle rounds only.  The one place
 * this rule is written. */
#define HD_RIVER_ROUNDS 2

static inline gboolean
hd_battle_river_counts (gboolean defender_fires, guint round, gboolean crossed)
{
  return defender_fires && round <= HD_RIVER_ROUNDS && crossed;
}

/* The combat value a shot needs to roll at most: the shooter's value, -1 at
 * an entrenched target (5.31), -1 at Crack Infantry (5.32), +1 across a
 * river (5.34).  The one place these modifiers and their sum are written
 * (hd_battle_get_modifier() gives them out); below 1 the shot is
 * impossible (5.33). */
static const int hd_battle_modifiers[HD_N_SHOT_MODIFIERS] = {
  [HD_MODIFIER_ENTRENCHED] = -1, [HD_MODIFIER_CRACK] = -1, [HD_MODIFIER_RIVER] = +1,
};

static inline int
hd_battle_shot_value (int base, gboolean entrenched, gboolean crack, gboolean river)
{
  return base + (entrenched ? hd_battle_modifiers[HD_MODIFIER_ENTRENCHED] : 0) +
         (crack ? hd_battle_modifiers[HD_MODIFIER_CRACK] : 0) + (river ? hd_battle_modifiers[HD_MODIFIER_RIVER] : 0);
}

/* The modified combat value of @s firing at @t as the battle rules
 * reckon it (below 1 impossible, 5.33; 6 or more always hits). */
static inline int
hd_battle_unit_need (const HdBattleUnit *s, const HdBattleUnit *t, gboolean defender_fires, guint round)
{
  return hd_battle_shot_value (s->value, t->entrenched, hd_unit_kind_has_defensive_value (t->kind),
                               hd_battle_river_counts (defender_fires, round, t->crossed));
}

/* The same, 0 to 6. */
static inline int
hd_battle_unit_value_against (const HdBattleUnit *s, const HdBattleUnit *t, gboolean defender_fires, guint round)
{
  int v = hd_battle_unit_need (s, t, defender_fires, round);
  return CLAMP (v, 0, 6);
}

/* 5.1: a shot hits on a die at or under its modified combat value (the
 * leaders' pluses included, Advanced 8.2.2); the chance of that.  The one
 * place the hit is written: the battle, the exact odds and the sampled
 * ones ask these. */
static inline gboolean
hd_battle_shot_hits (int need, guint die)
{
  return (int) die <= need;
}

static inline double
hd_battle_hit_chance (int need)
{
  return CLAMP (need, 0, 6) / 6.0;
}

/* 5.0: the defender fires first in each battle round, then the attacker;
 * after the attacker's fire the next round begins.  Moves (@defender_fires,
 * @round) on to the next fire. */
static inline void
hd_battle_next_fire (gboolean *defender_fires, guint *round)
{
  if (!*defender_fires)
    (*round)++;
  *defender_fires = !*defender_fires;
}

/* 5.0, Advanced 8.1: the winner once a fire, a morale check, a retreat or a
 * withdrawal has left a side with no unit fighting (routed units do not
 * fight), or HD_SIDE_NEUTRAL while both fight on. */
static inline HdSide
hd_battle_winner_of (guint attackers, guint defenders, HdSide attacker)
{
  if (attackers == 0)
    return hd_side_get_enemy (attacker);
  return defenders == 0 ? attacker : HD_SIDE_NEUTRAL;
}

/* Advanced 7.0: the day of battle round @round (days of four rounds; 0
 * before the first round) and the round within its day. */
static inline guint
hd_battle_day_of_round (guint round)
{
  return round == 0 ? 0 : (round - 1) / HD_BATTLE_ROUNDS_A_DAY + 1;
}

static inline guint
hd_battle_round_in_day (guint round)
{
  return round == 0 ? 0 : (round - 1) % HD_BATTLE_ROUNDS_A_DAY + 1;
}

/* Advanced 7.0: how many units fire in a round under a battlefield
 * leadership of @leadership (the leaders' values included): never more
 * than eight. */
static inline guint
hd_battle_firing_limit_of (guint leadership)
{
  return MIN (leadership, HD_BATTLE_MAX_FIRING);
}

/* What a hit does to a unit of the battle (or the coastal garrison). */
typedef enum {
  HD_HIT_WASTED,      /* the unit is already gone: the shot is wasted (5.1) */
  HD_HIT_FLIPPED,     /* a full-strength unit flipped: its morale is checked (Advanced 8.1) */
  HD_HIT_ELIMINATED,  /* a reduced unit (or the garrison's last hit) eliminated (5.1) */
  HD_HIT_GARRISON,    /* the garrison's first hit of two, no unit (Advanced 5.0) */
} HdHit;

/* A hit on a unit of @health (2 full, 1 reduced, 0 gone) or, if
 * @is_garrison, on the coastal garrison of @health hits left (Advanced
 * 5.0): lowers @health and says what it did.  The one rule of a hit the
 * battle and the sampled odds share. */
HdHit     hd_battle_unit_take_hit      (int                *health,
                                        gboolean            is_garrison);

/* Orders units by class (kind, entrenched, crossed), health not looked at. */
int      hd_battle_unit_compare_class   (const HdBattleUnit *a,
                                   const HdBattleUnit *b);
/* The same, reduced units before full ones within a class. */
int      hd_battle_unit_compare         (const HdBattleUnit *a,
                                   const HdBattleUnit *b);

/* The units of @side in the battle, in the state's order. */
guint    hd_battle_line_get       (const HdState *state,
                                   HdSide         side,
                                   HdBattleUnit         *out);
/* The routed units of @side in the battle (Advanced 8.1). */
guint    hd_battle_line_get_routed (const HdState *state,
                                    HdSide         side,
                                    HdBattleUnit  *out);
/* Drops the units gone and sorts the rest with hd_battle_unit_compare(). */
guint    hd_battle_line_compact   (HdBattleUnit *line,
                                   guint  n);

/* The default targets, in two steps.  First hd_battle_line_allot() gives
 * each shooter a class of targets, looking only at the kinds and numbers
 * in the two lines (never at health): @s and @t sorted by class, @slot[i]
 * the index in @t of a unit of the class shooter i fires at.  Then, within
 * each class, hd_battle_line_spread() says which unit: the shots of cavalry
 * first (rule 5.2), then the strongest, dealt round the class's units in
 * turn, reduced units first.  hd_battle_line_assign() does both for lines
 * in any order: @target[i] is the index in @t of shooter i's target. */
void     hd_battle_line_allot     (const HdBattleUnit *s,
                                   guint        ns,
                                   const HdBattleUnit *t,
                                   guint        nt,
                                   gboolean     defender_fires,
                                   guint        round,
                                   gboolean     like_targets,
                                   guint       *slot);
/* The shooters @slot sends to the class that starts at @lo in @t and has
 * @n units: @unit[i] is the unit (0..n-1, in @t's order) shooter i fires
 * at, for every such shooter; others are left alone. */
void     hd_battle_line_spread    (const HdBattleUnit *s,
                                   guint        ns,
                                   const HdBattleUnit *t,
                                   guint        lo,
                                   guint        n,
                                   const guint *slot,
                                   gboolean     defender_fires,
                                   guint        round,
                                   guint       *unit);
void     hd_battle_line_assign    (const HdBattleUnit *s,
                                   guint        ns,
                                   const HdBattleUnit *t,
                                   guint        nt,
                                   gboolean     defender_fires,
                                   guint        round,
                                   gboolean     like_targets,
                                   guint       *target);
/* Whether @target (as for hd_battle_line_assign) obeys rules 5.1 and, with
 * @like_targets, 5.2; the refusal names the rule that fails. */
gboolean hd_battle_line_check     (const HdBattleUnit *s,
                                   guint        ns,
                                   const HdBattleUnit *t,
                                   guint        nt,
                                   const guint *target,
                                   gboolean     like_targets,
                                   GError     **error);

/* Advanced 7.0: the @limit strongest units of a line (indices, strongest
 * first), those that fire by default; and a side's battlefield leadership
 * rolled for the day. */
guint     hd_battle_line_strongest     (const HdBattleUnit *s,
                                        guint               ns,
                                        guint               limit,
                                        guint              *out);
/* Advanced 7.0: the leadership a die of @die gives @side on day @day of a
 * battle in @year, when its leadership was last rolled on day @lead_day
 * (0 never) as @lead_value: the Command Table's value plus half of the
 * previous day's, rounded up. */
guint     hd_battle_leadership_of_die  (guint               die,
                                        guint               year,
                                        HdSide              side,
                                        guint               day,
                                        guint               lead_day,
                                        guint               lead_value);

/* One shot of a line's default fire: @shooter and @target index the two
 * lines, @need is what the die must not pass, the leaders' @plus
 * included (5.1, Advanced 8.2.2). */
typedef struct {
  guint8 shooter;
  guint8 target;
  gint8  need;
  guint8 plus;
} HdBattleAim;

/* No limit on the units firing: every unit of the line fires, in the
 * line's order (without Advanced 7.0). */
#define HD_BATTLE_ALL_FIRE G_MAXUINT

/* The default fire of line @s at line @t: with a @limit (Advanced 7.0)
 * the strongest that many, else every unit; the default targets
 * (hd_battle_line_assign); the side's leaders' @plus pluses on at most
 * @pieces pieces where they help (Advanced 8.2.2).  Fills @out (room for
 * HD_MAX_SHOTS) and returns the number of shots.  What
 * hd_battle_default_targets() proposes and the sampled odds fire. */
guint     hd_battle_line_default_fire  (const HdBattleUnit *s,
                                        guint               ns,
                                        const HdBattleUnit *t,
                                        guint               nt,
                                        gboolean            defender_fires,
                                        guint               round,
                                        gboolean            like_targets,
                                        guint               limit,
                                        guint               plus,
                                        guint               pieces,
                                        HdBattleAim        *out);

/* Spreads @total pluses over the shots whose values are @values, at most
 * @pieces of them, where each helps (Advanced 8.2.2). */
void      hd_battle_spread_pluses      (const int          *values,
                                        guint               n,
                                        guint               total,
                                        guint               pieces,
                                        guint              *plus);
/* A battle begins in @box (hd_battle_start, a breakout of Advanced 4.0). */
void      hd_battle_begin              (HdState            *state,
                                        guint               box);

/* Whether the battle is over after a fire, morale checks (Advanced 8.1),
 * a retreat or a withdrawal, and if so ends it. */
void      hd_battle_check_end          (HdState            *state);

G_END_DECLS
