/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-intel.c: the reports each side gets of the other (Campaign
 * 8, 8.1-8.25, 15.7; hd-campaign-intel.h): the scouting of its troops,
 * its sympathisers and the blockade, the best level winning; the reports'
 * contents and sentences; the ledger of the latest report on each box;
 * the blockade list (`blockade`, `scout-port`); arrivals. */
#define G_LOG_DOMAIN "hd-campaign-intel"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-calendar.h"
#include "hd-campaign-intel.h"
#include "hd-campaign-oob.h"
#include "hd-campaign-private.h"
#include "hd-rules.h"

/* 8.23: a cavalry division scouts and screens as one only with 30
 * scouting points (SP x morale of its cavalry).  15.7's sharpshooters,
 * 2.5 points a stand, never count towards them: a division holding
 * infantry stands is no cavalry division (6.13, 6.31); they give the
 * formation they are in 8.22's scouting of the next boxes. */
#define SCOUTING_POINTS 30

/* Entrenchment bands of a Detailed report (8.13), in half inches: light
 * under 6", moderate to 18", extensive beyond. */
#define WORKS_MODERATE_FROM 12
#define WORKS_EXTENSIVE_FROM 37

/* What a box's troops can scout (8.21-8.23), best last. */
typedef enum {
  SCOUT_NONE = 0,
  SCOUT_PLAIN,          /* 8.21: an infantry corps without cavalry, or less */
  SCOUT_NEAR,           /* 8.22 on the next boxes only: 1 SP cavalry, sharpshooters (15.7) */
  SCOUT_WITH_CAVALRY,   /* 8.22 */
  SCOUT_CAVALRY,        /* 8.23: a cavalry division of 30 scouting points */
} Scouting;

/* What the enemy has in a box, for the screening tests (8.21-8.23). */
typedef struct {
  gboolean troops;          /* any enemy unit (home guards in their pool are not) */
  gboolean cavalry_brigade; /* 8.21's screen */
  gboolean cavalry_division;/* 8.22's, and 8.23's in the box between: one of 30 points */
  gboolean cavalry_corps;   /* 8.23's */
} Census;

/* The best report each box gets, and from where. */
typedef struct {
  HdCampaignIntelLevel  level;
  HdCampaignIntelSource source;
  guint                 formation;   /* the scouting formation, FROM_TROOPS */
} Best;

static const char *
box_name (const HdCampaign *c,
          guint             box)
{
  return hd_map_get_box (c->map, box)->name;
}

/* --- arrivals (8.12, 8.13) --- */

guint
hd_campaign_intel_stamp (const HdCampaign *c)
{
  return c->turn * 2 + (c->player == HD_SIDE_CONFEDERATE ? 1 : 0);
}

void
hd_campaign_intel_move_formation (HdCampaign *c,
                                  guint       id,
                                  guint       box)
{
  HdCampaignFormation *f = hd_campaign_find_formation (c, id);
  guint now = hd_campaign_intel_stamp (c);

  if (f == NULL || f->box == box)
    return;
  if (f->arrived != now)
    {
      f->arrived = now;
      f->arrived_from = f->box;
    }
  else if (f->arrived_from == box)
    f->arrived = 0;   /* back where it began the Player Turn: no arrival */
  f->box = box;
}

/* The enemy of @side's latest Player Turn (now, if it is the player). */
static guint
enemy_turn (const HdCampaign *c,
            HdSide            side)
{
  guint now = hd_campaign_intel_stamp (c);

  return c->player == side ? now - 1 : now;
}

/* --- what the troops can scout (8.21-8.23, 15.7) --- */

/* A cavalry division that scouts and screens as one (8.23). */
static gboolean
is_scouting_division (const HdCampaign          *c,
                      const HdCampaignFormation *f)
{
  return f->kind == HD_FORMATION_DIVISION && hd_campaign_oob_is_cavalry (c, f->id)
         && hd_campaign_oob_adjusted_cavalry (c, f->id) >= SCOUTING_POINTS;
}

/* What @f scouts with the stands under it that stand in its box (a
 * division left elsewhere scouts there on its own); a Siege Train, an
 * army's staff or an officer alone scouts nothing. */
static Scouting
formation_scouting (const HdCampaign          *c,
                    const HdCampaignFormation *f)
{
  g_autoptr(GArray) stands = NULL;
  Scouting best = SCOUT_NONE;

  if (f->kind == HD_FORMATION_SIEGE_TRAIN)
    return SCOUT_NONE;
  if (is_scouting_division (c, f))
    return SCOUT_CAVALRY;
  stands = hd_campaign_list_all_stands (c, f->id);
  for (guint i = 0; i < stands->len; i++)
    {
      const HdCampaignStand *s = hd_campaign_lookup_stand (c, g_array_index (stands, guint, i));

      if (hd_campaign_stand_get_box (c, s) != f->box)
        continue;
      if (best < SCOUT_PLAIN)
        best = SCOUT_PLAIN;

      /* 8.22: "1SP cavalry units can see only 1 strategic box" */
      if (s->arm == HD_ARM_CAVALRY && s->sp >= 2)
        best = SCOUT_WITH_CAVALRY;
      else if ((s->arm == HD_ARM_CAVALRY || (s->flags & HD_STAND_SHARPSHOOTER)) && best < SCOUT_NEAR)
        best = SCOUT_NEAR;
    }
  return best;
}

/* The best scouting of @side's formations in each box, and who gives it. */
static void
list_scouts (const HdCampaign *c,
             HdSide            side,
             Scouting         *scouting,
             guint            *scout)
{
  for (guint i = 0; i < c->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);
      Scouting s;

      if (f->side != side || f->box >= c->n_boxes)
        continue;
      s = formation_scouting (c, f);
      if (s > scouting[f->box])
        {
          scouting[f->box] = s;
          scout[f->box] = f->id;
        }
    }
}

/* --- what the enemy shows (the screening tests) --- */

/* A stand the reports count: not home guards waiting in their pool. */
static gboolean
is_seen (const HdCampaignStand *s)
{
  return s->formation != HD_CAMPAIGN_NONE || !(s->flags & HD_STAND_MILITIA);
}

static void
take_census (const HdCampaign *c,
             HdSide            enemy,
             Census           *census)
{
  for (guint i = 0; i < c->stands->len; i++)
    {
      const HdCampaignStand *s = &g_array_index (c->stands, HdCampaignStand, i);
      guint box = hd_campaign_stand_get_box (c, s);

      if (s->side != enemy || box >= c->n_boxes || !is_seen (s))
        continue;
      census[box].troops = TRUE;
      census[box].cavalry_brigade |= s->arm == HD_ARM_CAVALRY;
    }
  for (guint i = 0; i < c->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);

      if (f->side != enemy || f->box >= c->n_boxes || !census[f->box].troops)
        continue;
      census[f->box].cavalry_division |= is_scouting_division (c, f);
      census[f->box].cavalry_corps |= f->kind == HD_FORMATION_CAVALRY_CORPS;
    }
}

/* --- the levels (8.2) --- */

static void
offer (Best                  *best,
       HdCampaignIntelLevel   level,
       HdCampaignIntelSource  source,
       guint                  formation)
{
  if (level <= best->level)
    return;
  best->level = level;
  best->source = source;
  best->formation = formation;
}

/* 8.21-8.23 on a box next to the scouts. */
static HdCampaignIntelLevel
next_box_level (Scouting      scouting,
                const Census *target)
{
  switch (scouting)
    {
    case SCOUT_CAVALRY:
      return target->cavalry_corps ? HD_INTEL_COMPLETE : HD_INTEL_DETAILED;
    case SCOUT_WITH_CAVALRY:
    case SCOUT_NEAR:
      return target->cavalry_division ? HD_INTEL_FRAGMENTARY : HD_INTEL_COMPLETE;
    case SCOUT_PLAIN:
      return target->cavalry_brigade ? HD_INTEL_FRAGMENTARY : HD_INTEL_COMPLETE;
    case SCOUT_NONE:
    default:
      return HD_INTEL_NONE;
    }
}

/* 8.22, 8.23 on an enemy box two away, through @between. */
static HdCampaignIntelLevel
far_box_level (Scouting      scouting,
               const Census *between)
{
  if (scouting == SCOUT_CAVALRY)
    return between->cavalry_division ? HD_INTEL_NONE
           : between->troops ? HD_INTEL_FRAGMENTARY : HD_INTEL_COMPLETE;
  if (scouting == SCOUT_WITH_CAVALRY)
    return between->troops ? HD_INTEL_NONE : HD_INTEL_FRAGMENTARY;
  return HD_INTEL_NONE;
}

static gboolean
is_enemy_box (const HdCampaign *c,
              const Census     *census,
              guint             box,
              HdSide            enemy)
{
  return c->control[box] == enemy || census[box].troops;
}

static void
scout_from (const HdCampaign *c,
            HdSide            side,
            guint             from,
            Scouting          scouting,
            guint             scout,
            const Census     *census,
            Best             *best)
{
  const HdBox *here = hd_map_get_box (c->map, from);
  g_autoptr(GPtrArray) next = hd_map_neighbours (c->map, here, HD_LINE_MASK_ANY);

  /* a box the enemy shares: forces in contact (Campaign 8, 9) */
  if (census[from].troops)
    offer (&best[from], scouting == SCOUT_CAVALRY ? HD_INTEL_DETAILED : HD_INTEL_COMPLETE, HD_INTEL_FROM_CONTACT,
           scout);
  for (guint i = 0; i < next->len; i++)
    {
      const HdBox *between = g_ptr_array_index (next, i);
      g_autoptr(GPtrArray) far = NULL;

      offer (&best[between->index], next_box_level (scouting, &census[between->index]), HD_INTEL_FROM_TROOPS, scout);
      if (scouting < SCOUT_WITH_CAVALRY)
        continue;
      far = hd_map_neighbours (c->map, between, HD_LINE_MASK_ANY);
      for (guint j = 0; j < far->len; j++)
        {
          guint target = ((const HdBox *) g_ptr_array_index (far, j))->index;

          if (target != from && is_enemy_box (c, census, target, hd_side_get_enemy (side)))
            offer (&best[target], far_box_level (scouting, &census[between->index]), HD_INTEL_FROM_TROOPS, scout);
        }
    }
}

/* 8.24: the boxes of each side's sympathisers besides its own country
 * and Kentucky. */
static gboolean
has_sympathisers (const HdCampaign *c,
                  HdSide            side,
                  guint             box)
{
  static const char *const union_extra[] = { "knoxville", NULL };
  static const char *const confederate_extra[] = { "cairo", "evansville", "cincinnati", "chillicothe",
                                                   "baltimore", NULL };
  const char *const *extra = side == HD_SIDE_UNION ? union_extra : confederate_extra;
  HdSide home = hd_campaign_get_home_side (c, box);

  if (home == side || home == HD_SIDE_NEUTRAL)
    return TRUE;
  for (guint i = 0; extra[i] != NULL; i++)
    if (g_str_equal (hd_map_get_box (c->map, box)->id, extra[i]))
      return TRUE;
  return FALSE;
}

static void
add_sympathisers_and_blockade (const HdCampaign *c,
                               HdSide            side,
                               Best             *best)
{
  for (guint box = 0; box < c->n_boxes; box++)
    if (has_sympathisers (c, side, box))
      offer (&best[box], HD_INTEL_FRAGMENTARY, HD_INTEL_FROM_SYMPATHISERS, HD_CAMPAIGN_NONE);
  if (side != HD_SIDE_UNION)
    return;
  for (guint i = 0; i < c->blockade->len; i++)
    {
      guint port = g_array_index (c->blockade, guint, i);

      offer (&best[port], c->blockade_scouted == port + 1 ? HD_INTEL_COMPLETE : HD_INTEL_FRAGMENTARY,
             HD_INTEL_FROM_BLOCKADE, HD_CAMPAIGN_NONE);
    }
}

/* Every box's best report for @side now (8.2); the boxes its own troops
 * hold alone are known without reports and get none. */
static Best *
compute (const HdCampaign *c,
         HdSide            side)
{
  Best *best = g_new0 (Best, c->n_boxes);
  g_autofree Census *census = g_new0 (Census, c->n_boxes);
  g_autofree Scouting *scouting = g_new0 (Scouting, c->n_boxes);
  g_autofree guint *scout = g_new0 (guint, c->n_boxes);

  take_census (c, hd_side_get_enemy (side), census);
  list_scouts (c, side, scouting, scout);
  for (guint box = 0; box < c->n_boxes; box++)
    if (scouting[box] != SCOUT_NONE)
      scout_from (c, side, box, scouting[box], scout[box], census, best);
  add_sympathisers_and_blockade (c, side, best);
  for (guint box = 0; box < c->n_boxes; box++)
    if (scouting[box] != SCOUT_NONE && !census[box].troops)
      best[box].level = HD_INTEL_NONE;
  return best;
}

/* --- the contents (8.11-8.13) --- */

static HdCampaignWorksBand
works_band (guint half_inches)
{
  if (half_inches == 0)
    return HD_WORKS_NONE;
  if (half_inches < WORKS_MODERATE_FROM)
    return HD_WORKS_LIGHT;
  return half_inches < WORKS_EXTENSIVE_FROM ? HD_WORKS_MODERATE : HD_WORKS_EXTENSIVE;
}

static void
add_origin (GArray *origins,
            guint   box)
{
  HdCampaignIntelOrigin o = { box, 1 };

  for (guint i = 0; i < origins->len; i++)
    if (g_array_index (origins, HdCampaignIntelOrigin, i).box == box)
      {
        g_array_index (origins, HdCampaignIntelOrigin, i).divisions++;
        return;
      }
  g_array_append_val (origins, o);
}

/* A formation the arrival counts: a division, or a corps or army whose
 * own stands stand with it. */
static gboolean
is_counted (const HdCampaign          *c,
            const HdCampaignFormation *f)
{
  g_autoptr(GArray) own = NULL;

  if (f->kind == HD_FORMATION_DIVISION)
    return TRUE;
  if (f->kind == HD_FORMATION_SIEGE_TRAIN)
    return FALSE;
  own = hd_campaign_list_stands_of (c, f->id);
  return own->len > 0;
}

/* The divisions by type, the arrivals and the corps HQs. */
static void
describe_formations (const HdCampaign *c,
                     HdCampaignReport *r,
                     HdSide            enemy)
{
  guint counted = 0, arrived = 0, since = enemy_turn (c, r->side);

  for (guint i = 0; i < c->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);
      gboolean fresh;

      if (f->side != enemy || f->box != r->box)
        continue;
      if (hd_formation_kind_is_corps (f->kind))
        g_ptr_array_add (r->corps, g_strdup_printf ("%s (%s)", f->name, f->commander));
      if (f->kind == HD_FORMATION_DIVISION && hd_campaign_oob_is_cavalry (c, f->id))
        r->cavalry_divisions++;
      else if (f->kind == HD_FORMATION_DIVISION)
        r->infantry_divisions++;
      if (!is_counted (c, f))
        continue;
      fresh = f->arrived != 0 && f->arrived >= since;
      counted++;
      arrived += fresh;
      if (fresh && f->arrived_from < c->n_boxes)
        add_origin (r->origins, f->arrived_from);
    }
  r->mostly_arrived = 2 * arrived > counted;
}

static void
count_stands (const HdCampaign *c,
              HdCampaignReport *r,
              HdSide            enemy)
{
  for (guint i = 0; i < c->stands->len; i++)
    {
      const HdCampaignStand *s = &g_array_index (c->stands, HdCampaignStand, i);

      if (s->side != enemy || s->formation == HD_CAMPAIGN_NONE || hd_campaign_stand_get_box (c, s) != r->box
          || (s->flags & HD_STAND_MILITIA))
        continue;
      /* 15.7's sharpshooter stands are skirmishers, no brigades */
      r->infantry_brigades += s->arm == HD_ARM_INFANTRY && !(s->flags & HD_STAND_SHARPSHOOTER);
      r->cavalry_brigades += s->arm == HD_ARM_CAVALRY;
      r->artillery_battalions += s->arm == HD_ARM_ARTILLERY;
      r->artillery |= s->arm == HD_ARM_ARTILLERY;
    }
}

static void
describe (const HdCampaign *c,
          HdCampaignReport *r)
{
  HdSide enemy = hd_side_get_enemy (r->side);
  guint senior = hd_campaign_oob_senior_in_box (c, r->box, enemy);
  const HdCampaignFormation *top = hd_campaign_lookup_formation (c, senior);

  if (top != NULL)
    {
      r->force = g_strdup (top->name);
      r->commander = g_strdup (top->commander);
    }
  describe_formations (c, r, enemy);
  count_stands (c, r, enemy);
  if (r->level < HD_INTEL_DETAILED)
    {
      /* 8.12 tells none of these */
      g_ptr_array_set_size (r->corps, 0);
      g_array_set_size (r->origins, 0);
      r->infantry_brigades = r->cavalry_brigades = r->artillery_battalions = 0;
      return;
    }
  r->works = works_band (c->works[r->box]);
}

static HdCampaignReport *
report_new (const HdCampaign     *c,
            HdSide                side,
            guint                 box,
            const Best           *best,
            gboolean              pre_battle)
{
  HdCampaignReport *r = g_atomic_rc_box_new0 (HdCampaignReport);
  const HdCampaignFormation *scout = hd_campaign_lookup_formation (c, best->formation);

  r->side = side;
  r->box = box;
  r->level = best->level;
  r->source = best->source;
  r->source_name = scout != NULL ? g_strdup (scout->name) : NULL;
  r->turn = c->turn;
  r->pre_battle = pre_battle;
  r->corps = g_ptr_array_new_with_free_func (g_free);
  r->origins = g_array_new (FALSE, FALSE, sizeof (HdCampaignIntelOrigin));
  for (guint i = 0; i < c->stands->len && !r->present; i++)
    {
      const HdCampaignStand *s = &g_array_index (c->stands, HdCampaignStand, i);

      r->present = s->side != side && s->side != HD_SIDE_NEUTRAL && is_seen (s)
                   && hd_campaign_stand_get_box (c, s) == box;
    }
  if (r->present && r->level >= HD_INTEL_COMPLETE)
    describe (c, r);
  return r;
}

HdCampaignReport *
hd_campaign_intel_make_report (const HdCampaign *c,
                               HdSide            side,
                               guint             box)
{
  g_autofree Best *best = NULL;

  g_return_val_if_fail (side == HD_SIDE_UNION || side == HD_SIDE_CONFEDERATE, NULL);
  g_return_val_if_fail (box < c->n_boxes, NULL);
  best = compute (c, side);
  return best[box].level != HD_INTEL_NONE ? report_new (c, side, box, &best[box], FALSE) : NULL;
}

/* --- the ledger --- */

static void
file_report (HdCampaign       *c,
             HdCampaignReport *report)
{
  GPtrArray *ledger = c->reports[report->side];

  g_clear_pointer (&g_ptr_array_index (ledger, report->box), hd_campaign_report_unref);
  g_ptr_array_index (ledger, report->box) = report;
}

void
hd_campaign_intel_issue (HdCampaign *c,
                         HdSide      side)
{
  g_autofree Best *best = compute (c, side);
  g_autofree gboolean *mine = hd_campaign_list_troops_at (c, side);
  g_autofree gboolean *theirs = hd_campaign_list_troops_at (c, hd_side_get_enemy (side));

  for (guint box = 0; box < c->n_boxes; box++)
    if (best[box].level != HD_INTEL_NONE)
      file_report (c, report_new (c, side, box, &best[box], FALSE));
    else if (mine[box] && !theirs[box])
      /* its own troops alone there: no enemy, whatever an old report said */
      g_clear_pointer (&g_ptr_array_index (c->reports[side], box), hd_campaign_report_unref);
}

static void
issue_contact_for (HdCampaign *c,
                   HdSide      side,
                   guint       box)
{
  g_autofree Best *best = compute (c, side);
  const HdBox *here = hd_map_get_box (c->map, box);
  g_autoptr(GPtrArray) next = hd_map_neighbours (c->map, here, HD_LINE_MASK_ANY);

  offer (&best[box], HD_INTEL_COMPLETE, HD_INTEL_FROM_CONTACT, HD_CAMPAIGN_NONE);
  file_report (c, report_new (c, side, box, &best[box], TRUE));
  for (guint i = 0; i < next->len; i++)
    {
      guint feeder = ((const HdBox *) g_ptr_array_index (next, i))->index;

      if (best[feeder].level != HD_INTEL_NONE)
        file_report (c, report_new (c, side, feeder, &best[feeder], TRUE));
    }
}

void
hd_campaign_intel_issue_contact (HdCampaign *c,
                                 guint       box)
{
  issue_contact_for (c, HD_SIDE_UNION, box);
  issue_contact_for (c, HD_SIDE_CONFEDERATE, box);
}

const HdCampaignReport *
hd_campaign_intel_get_report (const HdCampaign *c,
                              HdSide            side,
                              guint             box)
{
  if ((side != HD_SIDE_UNION && side != HD_SIDE_CONFEDERATE) || box >= c->n_boxes)
    return NULL;
  return g_ptr_array_index (c->reports[side], box);
}

/* --- the sentence --- */

/* "3 infantry divisions and 1 cavalry division with artillery" (8.12). */
static char *
divisions_words (const HdCampaignReport *r)
{
  g_autofree char *infantry = g_strdup_printf (ngettext ("%u infantry division", "%u infantry divisions",
                                                         r->infantry_divisions), r->infantry_divisions);
  g_autofree char *cavalry = g_strdup_printf (ngettext ("%u cavalry division", "%u cavalry divisions",
                                                        r->cavalry_divisions), r->cavalry_divisions);
  const char *one = r->cavalry_divisions > 0 ? cavalry : infantry;

  if (r->infantry_divisions > 0 && r->cavalry_divisions > 0)
    /* TRANSLATORS: "3 infantry divisions and 1 cavalry division" */
    return g_strdup_printf (r->artillery ? _("%1$s and %2$s with artillery") : _("%1$s and %2$s"), infantry,
                            cavalry);
  if (r->infantry_divisions + r->cavalry_divisions > 0)
    return r->artillery ? g_strdup_printf (_("%s with artillery"), one) : g_strdup (one);
  return g_strdup (r->artillery ? _("artillery in no division") : _("troops in no division"));
}

/* What only a Detailed report adds (8.13), sentence by sentence. */
static void
append_detail (GString                *out,
               const HdCampaign       *c,
               const HdCampaignReport *r)
{
  static const char *const bands[] = { N_("No fieldworks."), N_("Light fieldworks."),
                                       N_("Moderate length of fieldworks."), N_("Extensive fieldworks.") };

  g_string_append_c (out, ' ');
  g_string_append_printf (out, _("In all %1$u infantry brigades, %2$u cavalry brigades, %3$u artillery "
                                 "battalions."), r->infantry_brigades, r->cavalry_brigades,
                          r->artillery_battalions);
  if (r->corps->len > 0)
    {
      g_autoptr(GString) list = g_string_new (NULL);

      for (guint i = 0; i < r->corps->len; i++)
        g_string_append_printf (list, "%s%s", i > 0 ? ", " : "", (const char *) g_ptr_array_index (r->corps, i));
      g_string_append_c (out, ' ');
      g_string_append_printf (out, _("Corps HQs in evidence: %s."), list->str);
    }
  g_string_append_c (out, ' ');
  g_string_append (out, _(bands[r->works]));
  for (guint i = 0; i < r->origins->len; i++)
    {
      const HdCampaignIntelOrigin *o = &g_array_index (r->origins, HdCampaignIntelOrigin, i);

      g_string_append_c (out, ' ');
      g_string_append_printf (out, ngettext ("%1$u unit arrived in their last turn from %2$s.",
                                             "%1$u units arrived in their last turn from %2$s.", o->divisions),
                              o->divisions, box_name (c, o->box));
    }
}

/* What the report says of the enemy in the box, in whole sentences. */
static char *
body_words (const HdCampaign       *c,
            const HdCampaignReport *r)
{
  g_autofree char *divisions = NULL;
  GString *out;

  if (!r->present)
    return g_strdup (_("No enemy troops."));
  if (r->level < HD_INTEL_COMPLETE)
    return g_strdup (_("Enemy troops present, numbers unknown."));
  divisions = divisions_words (r);
  out = g_string_new (NULL);
  /* TRANSLATORS: "Army of the Ohio: 3 infantry divisions with artillery,
   * Buell commanding." (Campaign 8.12) */
  g_string_append_printf (out, _("%1$s: %2$s, %3$s commanding."), r->force != NULL ? r->force : _("Enemy"),
                          divisions, r->commander != NULL ? r->commander : "?");
  g_string_append_c (out, ' ');
  g_string_append (out, r->mostly_arrived ? _("Mostly arrived in their last turn.")
                                          : _("Mostly there since before their last turn."));
  if (r->level == HD_INTEL_DETAILED)
    append_detail (out, c, r);
  return g_string_free (out, FALSE);
}

static char *
source_words (const HdCampaignReport *r)
{
  switch (r->source)
    {
    case HD_INTEL_FROM_TROOPS:
      /* TRANSLATORS: a report's source: "from V Corps" */
      return g_strdup_printf (_("from %s"), r->source_name);
    case HD_INTEL_FROM_SYMPATHISERS:
      return g_strdup (_("from sympathisers"));
    case HD_INTEL_FROM_BLOCKADE:
      return g_strdup (_("from the blockade"));
    case HD_INTEL_FROM_CONTACT:
    case HD_N_INTEL_SOURCES:
    default:
      return g_strdup (_("on contact"));
    }
}

char *
hd_campaign_intel_format (const HdCampaign       *c,
                          const HdCampaignReport *r)
{
  g_autofree char *source = source_words (r);
  g_autofree char *when = hd_calendar_format (r->turn);
  g_autofree char *body = body_words (c, r);

  /* TRANSLATORS: a report: the box, its level, its source, its date and
   * what it says: "Manassas Junction (Complete, from II Corps, 05/1862):
   * Army of Northern Virginia: ..." */
  return g_strdup_printf (_("%1$s (%2$s, %3$s, %4$s): %5$s"), box_name (c, r->box),
                          hd_campaign_intel_level_get_label (r->level), source, when, body);
}

/* --- the blockade (8.25) --- */

gboolean
hd_campaign_intel_is_blockaded (const HdCampaign *c,
                                guint             box)
{
  for (guint i = 0; i < c->blockade->len; i++)
    if (g_array_index (c->blockade, guint, i) == box)
      return TRUE;
  return FALSE;
}

gboolean
hd_campaign_intel_is_blockade_month (guint turn)
{
  HdGameTurn gt;

  /* "Ports are added to the blockade list in August, October,
   * November-December, January-February, April, and June." */
  if (!hd_calendar_get_turn (turn, &gt))
    return FALSE;
  switch (gt.first_month)
    {
    case 8: case 10: case 11: case 1: case 4: case 6:
      return TRUE;
    default:
      return FALSE;
    }
}

void
hd_campaign_intel_begin_turn (HdCampaign *c)
{
  c->blockade_scouted = 0;
}

static gboolean
check_union_movement (const HdCampaign *c,
                      const char       *rule,
                      GError          **error)
{
  if (c->phase != HD_PHASE_MOVEMENT || c->player != HD_SIDE_UNION)
    return hd_rules_refuse (error, rule, _("the blockade is the Union’s, named in its Movement Phase"));
  return TRUE;
}

static gboolean
blockade_check (const HdCampaign       *c,
                const HdCampaignAction *action,
                GError                **error)
{
  g_autofree char *when = hd_calendar_format (c->turn);
  guint port;

  if (!check_union_movement (c, "Campaign 8.25", error))
    return FALSE;
  if (!hd_campaign_intel_is_blockade_month (c->turn))
    return hd_rules_refuse (error, "Campaign 8.25",
                            _("a port is added to the blockade only in August, October, November-December, "
                              "January-February, April and June, and it is %s"), when);
  if (c->blockade_added == c->turn)
    return hd_rules_refuse (error, "Campaign 8.25", _("one port is added to the blockade this turn already"));
  if (!hd_campaign_args_get_box (c, action, "port", &port, error))
    return FALSE;
  if (!hd_map_get_box (c->map, port)->port || c->control[port] != HD_SIDE_CONFEDERATE)
    return hd_rules_refuse (error, "Campaign 8.25", _("the blockade closes seaports the Confederacy holds, and %s "
                                                       "is not one"), box_name (c, port));
  if (hd_campaign_intel_is_blockaded (c, port))
    return hd_rules_refuse (error, "Campaign 8.25", _("%s is on the blockade list already"), box_name (c, port));
  return TRUE;
}

static void
blockade_apply (HdCampaign             *c,
                const HdCampaignAction *action)
{
  guint port;

  hd_campaign_args_get_box (c, action, "port", &port, NULL);
  g_array_append_val (c->blockade, port);
  c->blockade_added = c->turn;
}

static char *
blockade_describe (const HdCampaign       *c,
                   const HdCampaignAction *action)
{
  guint port = 0;

  hd_campaign_args_get_box (c, action, "port", &port, NULL);
  return g_strdup_printf (_("The Union adds %s to the blockade."), box_name (c, port));
}

static GPtrArray *
blockade_candidates (const HdCampaign *c)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);

  for (guint box = 0; box < c->n_boxes; box++)
    {
      g_autoptr(HdCampaignAction) a = hd_campaign_action_new ("blockade");

      hd_campaign_action_set (a, "port", hd_map_get_box (c->map, box)->id);
      if (blockade_check (c, a, NULL))
        g_ptr_array_add (list, g_steal_pointer (&a));
    }
  return list;
}

static gboolean
scout_port_check (const HdCampaign       *c,
                  const HdCampaignAction *action,
                  GError                **error)
{
  HdGameTurn gt;
  guint port;

  if (!check_union_movement (c, "Campaign 8.25", error))
    return FALSE;
  if (!hd_calendar_get_turn (c->turn, &gt) || gt.year < 1862)
    return hd_rules_refuse (error, "Campaign 8.25",
                            _("the blockade gives a Complete report on one port a turn from January 1862"));
  if (c->blockade_scouted != 0)
    return hd_rules_refuse (error, "Campaign 8.25", _("this turn’s Complete report is on %s already: one port a "
                                                       "turn"), box_name (c, c->blockade_scouted - 1));
  if (!hd_campaign_args_get_box (c, action, "port", &port, error))
    return FALSE;
  if (!hd_campaign_intel_is_blockaded (c, port))
    return hd_rules_refuse (error, "Campaign 8.25", _("the Complete report is on a port under blockade, and %s is "
                                                       "not on the list"), box_name (c, port));
  return TRUE;
}

static void
scout_port_apply (HdCampaign             *c,
                  const HdCampaignAction *action)
{
  guint port;
  g_autoptr(HdCampaignReport) r = NULL;

  hd_campaign_args_get_box (c, action, "port", &port, NULL);
  c->blockade_scouted = port + 1;
  r = hd_campaign_intel_make_report (c, HD_SIDE_UNION, port);
  if (r != NULL)   /* none where the Union's own troops stand alone */
    file_report (c, g_steal_pointer (&r));
}

static char *
scout_port_describe (const HdCampaign       *c,
                     const HdCampaignAction *action)
{
  guint port = 0;

  hd_campaign_args_get_box (c, action, "port", &port, NULL);
  return g_strdup_printf (_("The blockade watches %s closely this turn."), box_name (c, port));
}

static GPtrArray *
scout_port_candidates (const HdCampaign *c)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);

  for (guint i = 0; i < c->blockade->len; i++)
    {
      g_autoptr(HdCampaignAction) a = hd_campaign_action_new ("scout-port");

      hd_campaign_action_set (a, "port", hd_map_get_box (c->map, g_array_index (c->blockade, guint, i))->id);
      if (scout_port_check (c, a, NULL))
        g_ptr_array_add (list, g_steal_pointer (&a));
    }
  return list;
}

const HdCampaignActionType hd_campaign_intel_actions[] = {
  { "blockade", "Campaign 8.25", FALSE, blockade_check, blockade_apply, blockade_describe, blockade_candidates },
  { "scout-port", "Campaign 8.25", FALSE, scout_port_check, scout_port_apply, scout_port_describe,
    scout_port_candidates },
};
const guint hd_campaign_intel_n_actions = G_N_ELEMENTS (hd_campaign_intel_actions);

/* --- invariant 60 --- */

static char *
check_report (const HdCampaign       *c,
              const HdCampaignReport *r,
              HdSide                  side,
              guint                   box)
{
  if (r->side != side || r->box != box || r->level == HD_INTEL_NONE || r->level >= HD_N_INTEL_LEVELS
      || r->turn > c->turn)
    return hd_campaign_invariant_broken (60, "%s's report on %s is filed wrongly", hd_side_to_string (side),
                                         box_name (c, box));
  /* 8.11, 8.12: what a lower level never tells */
  if ((r->level < HD_INTEL_COMPLETE || !r->present)
      && (r->force != NULL || r->infantry_divisions + r->cavalry_divisions > 0 || r->artillery))
    return hd_campaign_invariant_broken (60, "a %s report on %s tells what only a Complete one may",
                                         hd_campaign_intel_level_to_string (r->level), box_name (c, box));
  if (r->level < HD_INTEL_DETAILED
      && (r->corps->len > 0 || r->origins->len > 0 || r->works != HD_WORKS_NONE
          || r->infantry_brigades + r->cavalry_brigades + r->artillery_battalions > 0))
    return hd_campaign_invariant_broken (60, "a %s report on %s tells what only a Detailed one may",
                                         hd_campaign_intel_level_to_string (r->level), box_name (c, box));
  return NULL;
}

char *
hd_campaign_intel_check_invariants (const HdCampaign *c)
{
  for (guint i = 0; i < c->blockade->len; i++)
    {
      guint port = g_array_index (c->blockade, guint, i);

      if (port >= c->n_boxes || !hd_map_get_box (c->map, port)->port)
        return hd_campaign_invariant_broken (60, "box %u on the blockade list is no port", port);
    }
  if (c->blockade_scouted != 0 && !hd_campaign_intel_is_blockaded (c, c->blockade_scouted - 1))
    return hd_campaign_invariant_broken (60, "the Complete report's port is not on the blockade list");
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    for (guint box = 0; box < c->n_boxes; box++)
      {
        const HdCampaignReport *r = g_ptr_array_index (c->reports[side], box);
        char *broken = r != NULL ? check_report (c, r, side, box) : NULL;

        if (broken != NULL)
          return broken;
      }
  return NULL;
}
