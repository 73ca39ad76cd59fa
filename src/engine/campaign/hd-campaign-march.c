/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-march.c: the march die, allotments, marches, sea moves,
 * invasions and entrenchments of the Campaign Game (Campaign 7-7.8, 2.1,
 * 6.23, 6.32, 14.5, 15.82), their candidates, the contacts they open and
 * invariants 40-44.  Whether a way is one march is hd-campaign-route.c's. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hd-campaign-battle.h"
#include "hd-campaign-invasion.h"
#include "hd-campaign-march.h"
#include "hd-campaign-intel.h"
#include "hd-campaign-private.h"
#include "hd-campaign-route.h"
#include "hd-campaign-works.h"
#include "hd-rules.h"

#define MAX_STEPS 2   /* no line of the Movement Chart goes further (AHD 4.0) */

static GArray *
uint_array (void)
{
  return g_array_new (FALSE, FALSE, sizeof (guint));
}

static gboolean
contains (const GArray *array,
          guint         value)
{
  for (guint i = 0; array != NULL && i < array->len; i++)
    if (g_array_index (array, guint, i) == value)
      return TRUE;
  return FALSE;
}

static const char *
box_name (const HdCampaign *c,
          guint             box)
{
  return hd_map_get_box (c->map, box)->name;
}

/* The board's name of @box in actions ("harpers-ferry"). */
static const char *
box_id (const HdCampaign *c,
        guint             box)
{
  return hd_map_get_box (c->map, box)->id;
}

static const char *
formation_name (const HdCampaign *c,
                guint             id)
{
  const HdCampaignFormation *f = hd_campaign_lookup_formation (c, id);

  return f != NULL ? f->name : "";
}

/* --- commanders and their marches (2.1, 7) --- */

guint
hd_campaign_march_get_die (const HdCampaign *campaign)
{
  return campaign->march_die;
}

guint
hd_campaign_march_get_marches (const HdCampaign *campaign)
{
  return campaign->marches;
}

guint
hd_campaign_march_get_works (const HdCampaign *campaign,
                             guint             box)
{
  g_return_val_if_fail (box < campaign->n_boxes, 0);
  return campaign->works[box];
}

gboolean
hd_campaign_march_get_entered (const HdCampaign *campaign,
                               guint             box,
                               HdSide            side)
{
  g_return_val_if_fail (box < campaign->n_boxes, FALSE);
  return (campaign->entered[box] & (1u << side)) != 0;
}

gboolean
hd_campaign_march_is_commander (const HdCampaign          *campaign,
                                const HdCampaignFormation *formation)
{
  if (formation->kind == HD_FORMATION_ARMY)
    return TRUE;
  return hd_formation_kind_is_corps (formation->kind) && formation->parent == HD_CAMPAIGN_NONE;
}

guint
hd_campaign_march_get_commander (const HdCampaign *campaign,
                                 guint             id)
{
  const HdCampaignFormation *f = hd_campaign_lookup_formation (campaign, id);

  if (f == NULL || !(f->kind == HD_FORMATION_ARMY || hd_formation_kind_is_corps (f->kind)))
    return HD_CAMPAIGN_NONE;
  return f->parent != HD_CAMPAIGN_NONE ? f->parent : f->id;
}

GArray *
hd_campaign_march_list_commanders (const HdCampaign *campaign,
                                   HdSide            side)
{
  GArray *ids = uint_array ();

  for (guint i = 0; i < campaign->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (campaign->formations, HdCampaignFormation, i);

      if (f->side == side && hd_campaign_march_is_commander (campaign, f) && f->box < campaign->n_boxes)
        g_array_append_val (ids, f->id);
    }
  return ids;
}

guint
hd_campaign_march_marches_left (const HdCampaign *campaign,
                                guint             id)
{
  const HdCampaignFormation *f = hd_campaign_lookup_formation (campaign, id);

  if (f == NULL || f->marches_spent >= f->marches_allotted)
    return 0;
  return f->marches_allotted - f->marches_spent;
}

static guint
allotted_to_others (const HdCampaign *c,
                    guint             except)
{
  guint sum = 0;

  for (guint i = 0; i < c->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);

      if (f->side == c->player && f->id != except)
        sum += f->marches_allotted;
    }
  return sum;
}

guint
hd_campaign_march_marches_unallotted (const HdCampaign *campaign)
{
  guint given = allotted_to_others (campaign, HD_CAMPAIGN_NONE);

  return given < campaign->marches ? campaign->marches - given : 0;
}

void
hd_campaign_march_begin_turn (HdCampaign *campaign)
{
  campaign->march_die = 0;
  campaign->marches = 0;
  for (guint i = 0; i < campaign->formations->len; i++)
    {
      HdCampaignFormation *f = &g_array_index (campaign->formations, HdCampaignFormation, i);

      f->marches_allotted = 0;
      f->marches_used = 0;
      f->marches_spent = 0;
      f->moved_by_sea = FALSE;
    }
  memset (campaign->entered, 0, campaign->n_boxes * sizeof (guint8));
}

/* --- the phase --- */

static gboolean
check_movement_phase (const HdCampaign *c,
                      gboolean          rolled,
                      GError          **error)
{
  if (c->phase != HD_PHASE_MOVEMENT)
    return hd_rules_refuse (error, "Campaign 7", _("marches are made in the Movement Phase, and it is the %s"),
                            hd_phase_get_label (c->phase));
  if (rolled && c->march_die == 0)
    return hd_rules_refuse (error, "Campaign 7", _("the %s rolls its march die first: it gives the marches"),
                            hd_side_get_noun (c->player));
  return TRUE;
}

/* --- march-die die=N (7) --- */

static gboolean
die_check (const HdCampaign       *c,
           const HdCampaignAction *action,
           GError                **error)
{
  guint die;

  if (!check_movement_phase (c, FALSE, error))
    return FALSE;
  if (c->march_die != 0)
    return hd_rules_refuse (error, "Campaign 7", _("the %1$s has rolled its march die this turn already: a %2$u"),
                            hd_side_get_noun (c->player), c->march_die);
  return hd_campaign_args_get_die (action, "die", "Campaign 7", &die, error);
}

static void
die_apply (HdCampaign             *c,
           const HdCampaignAction *action)
{
  guint die = 0;

  hd_campaign_action_get_uint (action, "die", &die, NULL);
  c->march_die = die;
  c->marches = die == 1 ? 2 : die;
  hd_campaign_invasion_note_die (c);
}

static char *
die_describe (const HdCampaign       *c,
              const HdCampaignAction *action)
{
  guint die = 0;

  hd_campaign_action_get_uint (action, "die", &die, NULL);
  return g_strdup_printf (ngettext ("The %1$s rolls %2$u for its marches: %3$u march.",
                                    "The %1$s rolls %2$u for its marches: %3$u marches.",
                                    die == 1 ? 2 : die),
                          hd_side_get_noun (c->player), die, die == 1 ? 2 : die);
}

static GPtrArray *
die_candidates (const HdCampaign *c)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);

  for (guint die = 1; die <= 6 && c->march_die == 0; die++)
    {
      HdCampaignAction *a = hd_campaign_action_new ("march-die");

      hd_campaign_action_set_uint (a, "die", die);
      g_ptr_array_add (out, a);
    }
  return out;
}

/* --- allot formation=ID marches=N (2.1, 7) --- */

static gboolean
allot_check (const HdCampaign       *c,
             const HdCampaignAction *action,
             GError                **error)
{
  const HdCampaignFormation *f;
  guint n, others;

  if (!check_movement_phase (c, TRUE, error))
    return FALSE;
  f = hd_campaign_args_get_formation (c, action, "formation", error);
  if (f == NULL || !hd_campaign_action_get_uint (action, "marches", &n, error))
    return FALSE;
  if (f->side != c->player)
    return hd_rules_refuse (error, "Campaign 2.1", _("the %1$s’s president gives marches only to his own "
                                                     "commanders, and %2$s is the enemy’s"),
                            hd_side_get_noun (c->player), f->name);
  if (!hd_campaign_march_is_commander (c, f) || f->box >= c->n_boxes)
    return hd_rules_refuse (error, "Campaign 2.1",
                            _("the president gives marches to army commanders and to corps commanders on their "
                              "own; %s serves in an army or commands no corps"), f->name);
  if (n < f->marches_spent)
    return hd_rules_refuse (error, "Campaign 2.1",
                            _("%1$s has made %2$u of his marches already: he cannot be given fewer"),
                            f->name, f->marches_spent);
  others = allotted_to_others (c, f->id);
  if (others + n > c->marches)
    return hd_rules_refuse (error, "Campaign 7",
                            _("the %1$s has %2$u marches this turn and %3$u of them are given to other "
                              "commanders"), hd_side_get_noun (c->player), c->marches, others);
  return TRUE;
}

static void
allot_apply (HdCampaign             *c,
             const HdCampaignAction *action)
{
  guint id = 0, n = 0;

  hd_campaign_action_get_uint (action, "formation", &id, NULL);
  hd_campaign_action_get_uint (action, "marches", &n, NULL);
  hd_campaign_find_formation (c, id)->marches_allotted = n;
}

static char *
allot_describe (const HdCampaign       *c,
                const HdCampaignAction *action)
{
  guint id = 0, n = 0;

  hd_campaign_action_get_uint (action, "formation", &id, NULL);
  hd_campaign_action_get_uint (action, "marches", &n, NULL);
  return g_strdup_printf (ngettext ("The president gives %1$s %2$u march.",
                                    "The president gives %1$s %2$u marches.", n),
                          formation_name (c, id), n);
}

static void
add_allot (GPtrArray *out,
           guint      id,
           guint      n)
{
  HdCampaignAction *a = hd_campaign_action_new ("allot");

  hd_campaign_action_set_uint (a, "formation", id);
  hd_campaign_action_set_uint (a, "marches", n);
  g_ptr_array_add (out, a);
}

static GPtrArray *
allot_candidates (const HdCampaign *c)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);
  g_autoptr(GArray) ids = hd_campaign_march_list_commanders (c, c->player);
  guint room = hd_campaign_march_marches_unallotted (c);

  for (guint i = 0; i < ids->len && room > 0; i++)
    {
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, g_array_index (ids, guint, i));

      add_allot (out, f->id, f->marches_allotted + 1);
      if (room > 1)
        add_allot (out, f->id, f->marches_allotted + room);
    }
  return out;
}

/* --- what moves in one march --- */

typedef struct {
  guint           commander;
  guint           start;
  GArray         *listed;    /* the formations named */
  GArray         *moving;    /* those and the divisions and Siege Train they take along */
  guint           n_stands;
  HdCampaignMover mover;
} Group;

static void
group_clear (Group *g)
{
  g_clear_pointer (&g->listed, g_array_unref);
  g_clear_pointer (&g->moving, g_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Group, group_clear)

/* 6.23, 14.5: what may be named in a march, and from where. */
static gboolean
check_listed (const HdCampaign          *c,
              const HdCampaignFormation *f,
              guint                      start,
              GError                   **error)
{
  if (f->side != c->player)
    return hd_rules_refuse (error, "Campaign 7", _("it is the %1$s’s turn to move, and %2$s is not theirs"),
                            hd_side_get_noun (c->player), f->name);
  if (f->kind == HD_FORMATION_DIVISION)
    return hd_rules_refuse (error, "Campaign 6.23",
                            _("divisions never move on their own, only with their corps: move %s instead"),
                            formation_name (c, f->parent));
  if (f->kind == HD_FORMATION_SIEGE_TRAIN)
    return hd_rules_refuse (error, "Campaign 14.5",
                            _("the Siege Train moves only attached to a corps, with it"));
  if (f->box != start)
    return hd_rules_refuse (error, "Campaign 7",
                            _("the formations of one march start it from the same box: %1$s stands in %2$s, "
                              "not %3$s"), f->name,
                            f->box < c->n_boxes ? box_name (c, f->box) : "—", box_name (c, start));
  return TRUE;
}

/* The divisions and Siege Train of corps @id in its box move with it. */
static void
take_along (const HdCampaign *c,
            guint             id,
            GArray           *moving)
{
  const HdCampaignFormation *corps = hd_campaign_lookup_formation (c, id);
  g_autoptr(GArray) children = hd_campaign_list_children (c, id);

  for (guint i = 0; i < children->len; i++)
    {
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, g_array_index (children, guint, i));

      if (f->box == corps->box && (f->kind == HD_FORMATION_DIVISION || f->kind == HD_FORMATION_SIEGE_TRAIN))
        g_array_append_val (moving, f->id);
    }
}

/* What the moving stands are, for the route (6.32, 14.5, 15.82). */
static void
read_cargo (const HdCampaign *c,
            Group            *g)
{
  g->n_stands = 0;
  for (guint i = 0; i < g->moving->len; i++)
    {
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, g_array_index (g->moving, guint, i));
      g_autoptr(GArray) stands = hd_campaign_list_stands_of (c, f->id);

      if (f->kind == HD_FORMATION_CAVALRY_CORPS)
        g->mover.cargo |= HD_CARGO_CAVALRY_CORPS;
      if (f->kind == HD_FORMATION_CORPS || f->kind == HD_FORMATION_FIELD_CORPS)
        g->mover.type = HD_INFANTRY;
      for (guint j = 0; j < stands->len; j++)
        {
          const HdCampaignStand *s = hd_campaign_lookup_stand (c, g_array_index (stands, guint, j));

          /* the Siege Train's, or taken from a work (invariant 22) */
          if (s->arm == HD_ARM_SIEGE)
            g->mover.cargo |= f->kind == HD_FORMATION_SIEGE_TRAIN ? HD_CARGO_SIEGE_TRAIN : HD_CARGO_SIEGE_GUNS;
          else if (s->arm == HD_ARM_IRONCLAD)
            g->mover.cargo |= HD_CARGO_IRONCLAD;
        }
      g->n_stands += stands->len;
    }
}

/* The force of one march: the formations named in @ids, all from @start
 * and answering to one commander (7, 7.8). */
static gboolean
group_build (const HdCampaign *c,
             const GArray     *ids,
             guint             start,
             Group            *g,
             GError          **error)
{
  g->listed = uint_array ();
  g->moving = uint_array ();
  g->start = start;
  g->commander = HD_CAMPAIGN_NONE;
  g->mover = (HdCampaignMover) { .side = c->player, .type = HD_CAVALRY };
  if (ids == NULL || ids->len == 0)
    return hd_rules_refuse (error, "Campaign 7", _("a march moves at least one formation"));
  for (guint i = 0; i < ids->len; i++)
    {
      guint id = g_array_index (ids, guint, i);
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, id);

      if (f == NULL)
        {
          g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT, _("there is no formation number %u"), id);
          return FALSE;
        }
      if (!check_listed (c, f, start, error))
        return FALSE;
      if (g->commander != HD_CAMPAIGN_NONE && hd_campaign_march_get_commander (c, id) != g->commander)
        return hd_rules_refuse (error, "Campaign 7.8",
                                _("one march is one commander’s: %1$s and %2$s answer to different commanders, "
                                  "who are peers and may not take each other’s units"),
                                formation_name (c, g_array_index (g->listed, guint, 0)), f->name);
      g->commander = hd_campaign_march_get_commander (c, id);
      if (contains (g->listed, id))
        continue;
      g_array_append_val (g->listed, id);
      g_array_append_val (g->moving, id);
      take_along (c, id, g->moving);
    }
  read_cargo (c, g);
  g->mover.alone_from = g->n_stands == 0 ? 0 : G_MAXUINT;
  return TRUE;
}

/* Whether formation @id entered a box held by the enemy this turn: its
 * movement is over (7). */
static gboolean
stopped_by_contact (const HdCampaign *c,
                    guint             id)
{
  for (guint i = 0; i < c->battles->len; i++)
    if (contains (g_array_index (c->battles, HdCampaignBattle, i).attackers, id))
      return TRUE;
  return FALSE;
}

/* 2.1, 7, 7.4: the force may make a march costing its commander @cost
 * and each unit @used. */
static gboolean
check_can_march (const HdCampaign *c,
                 const Group      *g,
                 guint             cost,
                 guint             used,
                 GError          **error)
{
  guint left = hd_campaign_march_marches_left (c, g->commander);

  for (guint i = 0; i < g->moving->len; i++)
    {
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, g_array_index (g->moving, guint, i));

      if (f->moved_by_sea)
        return hd_rules_refuse (error, "Campaign 7.4",
                                _("a unit that moved by sea makes no other march that turn, and %s did"), f->name);
      if (f->marches_used + used > 2)
        return hd_rules_refuse (error, "Campaign 7",
                                _("no unit makes more than two marches a turn: %1$s has made %2$u, and this "
                                  "would make %3$u"), f->name, f->marches_used, f->marches_used + used);
      if (stopped_by_contact (c, f->id))
        return hd_rules_refuse (error, "Campaign 7",
                                _("%s entered a box holding the enemy: the rest of its movement is lost"), f->name);
    }
  if (left < cost)
    return hd_rules_refuse (error, "Campaign 2.1",
                            ngettext ("%1$s has %2$u march left of those the president gave him, and this needs %3$u",
                                      "%1$s has %2$u marches left of those the president gave him, and this needs %3$u",
                                      left),
                            formation_name (c, g->commander), left, cost);
  return TRUE;
}

/* --- move formations= path= [mode=] [drop=] (7, 7.1, 7.2, 7.7, 6.23) --- */

typedef struct {
  Group      group;
  GArray    *path;        /* box indices, the start first */
  GArray    *drop_ids;    /* divisions (or the Siege Train) left on the way */
  GArray    *drop_at;     /* the step of the path where each is left */
  GArray    *drop_stands; /* artillery battalions left on the way (7.7) */
  GArray    *drop_into;   /* the division each joins there */
  GArray    *drop_stand_at; /* the step where each is left */
  HdMarchWay way;
  gboolean   contact;
} Plan;

static void
plan_clear (Plan *p)
{
  group_clear (&p->group);
  g_clear_pointer (&p->path, g_array_unref);
  g_clear_pointer (&p->drop_ids, g_array_unref);
  g_clear_pointer (&p->drop_at, g_array_unref);
  g_clear_pointer (&p->drop_stands, g_array_unref);
  g_clear_pointer (&p->drop_into, g_array_unref);
  g_clear_pointer (&p->drop_stand_at, g_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Plan, plan_clear)

static GArray *
parse_boxes (const HdCampaign       *c,
             const HdCampaignAction *action,
             const char             *key,
             GError                **error)
{
  const char *text = hd_campaign_action_get (action, key);
  g_auto(GStrv) names = NULL;
  GArray *boxes;

  if (text == NULL || text[0] == '\0')
    {
      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                   _("“%1$s” needs boxes for “%2$s”, separated by commas"),
                   hd_campaign_action_get_type_name (action), key);
      return NULL;
    }
  names = g_strsplit (text, ",", -1);
  boxes = uint_array ();
  for (guint i = 0; names[i] != NULL; i++)
    {
      const HdBox *box = hd_map_lookup (c->map, g_strstrip (names[i]));

      if (box == NULL)
        {
          g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                       _("there is no box called “%s” on the board"), names[i]);
          g_array_unref (boxes);
          return NULL;
        }
      g_array_append_val (boxes, box->index);
    }
  return boxes;
}

static gboolean
parse_mode (const HdCampaignAction *action,
            HdCampaignMarchMode    *mode,
            GError                **error)
{
  const char *text = hd_campaign_action_get (action, "mode");

  *mode = HD_MARCH_MODE_PLAIN;
  if (text == NULL || hd_campaign_march_mode_from_string (text, mode))
    return TRUE;
  g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
               _("“mode” is “plain”, “jump” or “guns”"));
  return FALSE;
}

/* 6.23, 7.7: one garrison left at step @at of the way. */
static gboolean
check_drop (const HdCampaign *c,
            const Plan       *p,
            guint             id,
            guint             at,
            GError          **error)
{
  const HdCampaignFormation *f = hd_campaign_lookup_formation (c, id);
  guint box = g_array_index (p->path, guint, at);

  if (f == NULL || !contains (p->group.moving, id) || contains (p->drop_ids, id)
      || (f->kind != HD_FORMATION_DIVISION && f->kind != HD_FORMATION_SIEGE_TRAIN))
    return hd_rules_refuse (error, "Campaign 6.23",
                            _("a march leaves behind only divisions marching with it, each once: %u is not one"), id);
  if (f->kind == HD_FORMATION_SIEGE_TRAIN && !hd_campaign_works_is_permanent (c, box))
    return hd_rules_refuse (error, "Campaign 7.7",
                            _("no unit is left in a box without at least a divisional commander unless the box is a "
                              "permanent fortification, and the Siege Train has none: %s is not one"),
                            box_name (c, box));
  return TRUE;
}

static gboolean has_battalion (const HdCampaign *c, guint id);

/* Whether a battalion left may join division @d (6.22: none there yet,
 * none joining it in this march). */
static gboolean
free_for_battalion (const HdCampaign *c,
                    const Plan       *p,
                    guint             d)
{
  return !has_battalion (c, d) && !contains (p->drop_into, d);
}

/* The division an artillery battalion of corps @corps left at step @at
 * joins (7.7: never without at least a DC): one of that corps left
 * there by this march (named in drop= before it), or standing there
 * already, one with no battalion first; HD_CAMPAIGN_NONE if none. */
static guint
garrison_for (const HdCampaign *c,
              const Plan       *p,
              guint             corps,
              guint             at)
{
  guint box = g_array_index (p->path, guint, at);
  g_autoptr(GArray) found = uint_array ();
  g_autoptr(GArray) there = NULL;

  for (guint k = 0; k < p->drop_ids->len; k++)
    {
      const HdCampaignFormation *d = hd_campaign_lookup_formation (c, g_array_index (p->drop_ids, guint, k));
      if (g_array_index (p->drop_at, guint, k) == at && d->kind == HD_FORMATION_DIVISION && d->parent == corps)
        g_array_append_val (found, d->id);
    }
  if (at > 0)   /* at the start the corps' own divisions there march */
    {
      there = hd_campaign_list_formations_at (c, box, c->player);
      for (guint k = 0; k < there->len; k++)
        {
          const HdCampaignFormation *d = hd_campaign_lookup_formation (c, g_array_index (there, guint, k));
          if (d->kind == HD_FORMATION_DIVISION && d->parent == corps && !contains (p->group.moving, d->id))
            g_array_append_val (found, d->id);
        }
    }
  for (guint k = 0; k < found->len; k++)
    if (free_for_battalion (c, p, g_array_index (found, guint, k)))
      return g_array_index (found, guint, k);
  return found->len > 0 ? g_array_index (found, guint, 0) : HD_CAMPAIGN_NONE;
}

/* Whether division @id holds an artillery battalion already (6.22). */
static gboolean
has_battalion (const HdCampaign *c,
               guint             id)
{
  g_autoptr(GArray) stands = hd_campaign_list_stands_of (c, id);

  for (guint i = 0; i < stands->len; i++)
    if (hd_campaign_lookup_stand (c, g_array_index (stands, guint, i))->arm == HD_ARM_ARTILLERY)
      return TRUE;
  return FALSE;
}

/* drop=STAND@BOX: an artillery battalion of a marching corps' own
 * artillery (not a division's: divisions are not broken up while they
 * move, 7.8; not siege guns) left with a division of its corps that has
 * no battalion yet (7.7, 6.22). */
static gboolean
check_drop_stand (const HdCampaign      *c,
                  Plan                  *p,
                  const HdCampaignStand *s,
                  guint                  at,
                  GError               **error)
{
  guint corps = hd_campaign_get_corps_of (c, s->formation), into;

  if (s->arm != HD_ARM_ARTILLERY || s->formation != corps || !contains (p->group.moving, s->formation)
      || contains (p->drop_stands, s->id))
    return hd_rules_refuse (error, "Campaign 7.7",
                            _("a march leaves behind, besides divisions, only the artillery battalions of its corps’ "
                              "own artillery, each once: %s is not one"), s->name);
  into = garrison_for (c, p, corps, at);
  if (into != HD_CAMPAIGN_NONE && !free_for_battalion (c, p, into))
    return hd_rules_refuse (error, "Campaign 6.22",
                            _("only one battalion of artillery is assigned to a division, and %1$s has one: %2$s "
                              "cannot stay with it"), formation_name (c, into), s->name);
  if (into == HD_CAMPAIGN_NONE)
    return hd_rules_refuse (error, "Campaign 7.7",
                            _("no unit is left in a box without at least a divisional commander: %1$s stays in %2$s "
                              "only with a division of its corps, left there earlier in this march or standing there"),
                            s->name, box_name (c, g_array_index (p->path, guint, at)));
  g_array_append_val (p->drop_stands, s->id);
  g_array_append_val (p->drop_into, into);
  g_array_append_val (p->drop_stand_at, at);
  return TRUE;
}

/* drop=ID@BOX,...: garrisons left where the march passes or leaves (6.23). */
static gboolean
parse_drops (const HdCampaign       *c,
             const HdCampaignAction *action,
             Plan                   *p,
             GError                **error)
{
  const char *text = hd_campaign_action_get (action, "drop");
  g_autoptr(GArray) ids = uint_array ();
  g_autoptr(GArray) boxes = uint_array ();

  p->drop_ids = uint_array ();
  p->drop_at = uint_array ();
  p->drop_stands = uint_array ();
  p->drop_into = uint_array ();
  p->drop_stand_at = uint_array ();
  if (text == NULL)
    return TRUE;
  if (!hd_campaign_args_split_placements (c, text, ids, boxes))
    {
      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                   _("“drop” is a list of DIVISION@BOX or BATTALION@BOX, such as 14@harpers-ferry"));
      return FALSE;
    }
  for (guint i = 0; i < ids->len; i++)
    {
      guint id = g_array_index (ids, guint, i), box = g_array_index (boxes, guint, i), at = G_MAXUINT;

      for (guint j = 0; j + 1 < p->path->len; j++)
        if (g_array_index (p->path, guint, j) == box)
          at = j;
      if (at == G_MAXUINT)
        return hd_rules_refuse (error, "Campaign 6.23",
                                _("a garrison is left in a box its corps passes through or leaves, and the march "
                                  "does not leave %s"), box_name (c, box));
      if (hd_campaign_lookup_stand (c, id) != NULL)
        {
          if (!check_drop_stand (c, p, hd_campaign_lookup_stand (c, id), at, error))
            return FALSE;
          continue;
        }
      if (!check_drop (c, p, id, at, error))
        return FALSE;
      g_array_append_val (p->drop_ids, id);
      g_array_append_val (p->drop_at, at);
    }
  return TRUE;
}

/* From which step the officer goes on without units (7.7). */
static guint
alone_from (const HdCampaign *c,
            const Plan       *p)
{
  guint left = p->group.n_stands, last = 0;

  if (left == 0)
    return 0;
  for (guint i = 0; i < p->drop_ids->len; i++)
    {
      g_autoptr(GArray) stands = hd_campaign_list_all_stands (c, g_array_index (p->drop_ids, guint, i));

      left -= MIN (left, stands->len);
      last = MAX (last, g_array_index (p->drop_at, guint, i));
    }
  for (guint i = 0; i < p->drop_stands->len; i++)
    {
      left -= MIN (left, 1);
      last = MAX (last, g_array_index (p->drop_stand_at, guint, i));
    }
  return left == 0 ? last : G_MAXUINT;
}

static gboolean
check_mode (const HdCampaign *c,
            const Plan       *p,
            GError          **error)
{
  if (p->group.mover.mode != HD_MARCH_MODE_JUMP)
    return TRUE;
  for (guint i = 0; i < p->group.listed->len; i++)
    if (hd_campaign_lookup_formation (c, g_array_index (p->group.listed, guint, i))->kind
        != HD_FORMATION_CAVALRY_CORPS)
      return hd_rules_refuse (error, "Campaign 7.1", _("only cavalry corps make jump marches, and %s is none"),
                              formation_name (c, g_array_index (p->group.listed, guint, i)));
  return TRUE;
}

/* Whether the army commander himself goes with the force (his army's
 * formation named in it): 6.32's privileges for siege guns are his. */
static gboolean
army_commander_along (const HdCampaign *c,
                      const Group      *g)
{
  const HdCampaignFormation *commander = hd_campaign_lookup_formation (c, g->commander);

  return commander != NULL && commander->kind == HD_FORMATION_ARMY && contains (g->moving, commander->id);
}

/* 6.32: siege guns other than the Siege Train enter an enemy box (on the
 * way or at its end, the boxes of @path after the first) only with an
 * army commander (by water: the route's to ask). */
static gboolean
check_siege_guns_enter (const HdCampaign *c,
                        const Group      *g,
                        const GArray     *path,
                        GError          **error)
{
  if (!(g->mover.cargo & HD_CARGO_SIEGE_GUNS) || army_commander_along (c, g))
    return TRUE;
  for (guint i = 1; i < path->len; i++)
    if (hd_campaign_route_is_enemy_box (c, g_array_index (path, guint, i), c->player))
      return hd_rules_refuse (error, "Campaign 6.32",
                              _("siege guns taken from a work enter an enemy box only with an army commander, and "
                                "%1$s is not with them: %2$s is the enemy’s"),
                              formation_name (c, g->commander), box_name (c, g_array_index (path, guint, i)));
  return TRUE;
}

/* Everything a move needs, checked: the force, the way, the garrisons. */
static gboolean
plan_move (const HdCampaign       *c,
           const HdCampaignAction *action,
           Plan                   *p,
           GError                **error)
{
  g_autoptr(GArray) ids = NULL;
  HdCampaignMarchMode mode;

  if (!check_movement_phase (c, TRUE, error) || !parse_mode (action, &mode, error))
    return FALSE;
  ids = hd_campaign_action_get_uints (action, "formations", error);
  if (ids == NULL)
    return FALSE;
  p->path = parse_boxes (c, action, "path", error);
  if (p->path == NULL || !group_build (c, ids, g_array_index (p->path, guint, 0), &p->group, error))
    return FALSE;
  p->group.mover.mode = mode;
  if (!check_mode (c, p, error) || !parse_drops (c, action, p, error))
    return FALSE;
  p->group.mover.alone_from = alone_from (c, p);
  if (!hd_campaign_invasion_check_free (c, p->group.moving, error) || !check_can_march (c, &p->group, 1, 1, error))
    return FALSE;
  return hd_campaign_route_check (c, &p->group.mover, (const guint *) p->path->data, p->path->len, &p->way, NULL,
                                  &p->contact, error)
         && check_siege_guns_enter (c, &p->group, p->path, error);
}

static Plan *
plan_new (void)
{
  return g_new0 (Plan, 1);
}

static void
plan_free (Plan *p)
{
  plan_clear (p);
  g_free (p);
}

/* One group of split=F+F:BOX,BOX as a move of its own. */
static HdCampaignAction *
split_action (const HdCampaignAction *action,
              const char             *item,
              GError                **error)
{
  g_auto(GStrv) parts = g_strsplit (item, ":", 2);
  g_autoptr(HdCampaignAction) a = NULL;
  g_autofree char *ids = NULL;

  if (parts[0] == NULL || parts[1] == NULL || parts[0][0] == '\0' || parts[1][0] == '\0')
    {
      g_set_error (error, HD_CAMPAIGN_ERROR, HD_CAMPAIGN_ERROR_ARGUMENT,
                   _("“split” is a list of FORMATION+FORMATION:BOX,BOX separated by “;”, such as "
                     "14+15:pittsburgh,wheeling"));
      return NULL;
    }
  ids = g_strdelimit (g_strdup (parts[0]), "+", ',');
  a = hd_campaign_action_new ("move");
  hd_campaign_action_set (a, "formations", ids);
  hd_campaign_action_set (a, "path", parts[1]);
  if (hd_campaign_action_get (action, "mode") != NULL)
    hd_campaign_action_set (a, "mode", hd_campaign_action_get (action, "mode"));
  return g_steal_pointer (&a);
}

static gboolean
shares_formations (const Plan *a,
                   const Plan *b)
{
  for (guint i = 0; i < a->group.moving->len; i++)
    if (contains (b->group.moving, g_array_index (a->group.moving, guint, i)))
      return TRUE;
  return FALSE;
}

/* 7: "Corps may move to different cities as part of the same march,
 * provided they all start the march from the same city": the groups of
 * split=, each a way of its own, in the main group's march. */
static gboolean
plan_splits (const HdCampaign       *c,
             const HdCampaignAction *action,
             const Plan             *main,
             GPtrArray              *plans,
             GError                **error)
{
  const char *text = hd_campaign_action_get (action, "split");
  g_auto(GStrv) items = NULL;

  if (text == NULL)
    return TRUE;
  items = g_strsplit (text, ";", -1);
  for (guint i = 0; items[i] != NULL; i++)
    {
      g_autoptr(HdCampaignAction) one = split_action (action, items[i], error);
      Plan *p;

      if (one == NULL)
        return FALSE;
      p = plan_new ();
      g_ptr_array_add (plans, p);
      if (!plan_move (c, one, p, error))
        return FALSE;
      if (p->group.start != main->group.start || p->group.commander != main->group.commander)
        return hd_rules_refuse (error, "Campaign 7",
                                _("the forces of one march start it together from one box, under one commander"));
      for (guint j = 0; j < plans->len; j++)
        if (shares_formations (p, j + 1 < plans->len ? plans->pdata[j] : main))
          return hd_rules_refuse (error, "Campaign 7", _("a formation goes only one way in a march"));
    }
  return TRUE;
}

static gboolean
plan_march (const HdCampaign       *c,
            const HdCampaignAction *action,
            Plan                   *main,
            GPtrArray              *plans,
            GError                **error)
{
  return plan_move (c, action, main, error) && plan_splits (c, action, main, plans, error);
}

static gboolean
move_check (const HdCampaign       *c,
            const HdCampaignAction *action,
            GError                **error)
{
  g_auto(Plan) p = { 0 };
  g_autoptr(GPtrArray) plans = g_ptr_array_new_with_free_func ((GDestroyNotify) plan_free);

  return plan_march (c, action, &p, plans, error);
}

static void
append_unique (GArray *array,
               guint   value)
{
  if (!contains (array, value))
    g_array_append_val (array, value);
}

/* A contact where the march stopped (9): the battle module takes it up. */
static void
open_contact (HdCampaign   *c,
              guint         box,
              const GArray *attackers,
              guint         from)
{
  HdCampaignBattle *battle = NULL;

  for (guint i = 0; i < c->battles->len && battle == NULL; i++)
    {
      HdCampaignBattle *b = &g_array_index (c->battles, HdCampaignBattle, i);

      if (b->box == box && b->attacker == c->player && b->state == HD_BATTLE_CONTACT)
        battle = b;
    }
  if (battle == NULL)
    battle = hd_campaign_battle_open (c, box, c->player);
  for (guint i = 0; i < attackers->len; i++)
    append_unique (battle->attackers, g_array_index (attackers, guint, i));
  append_unique (battle->entered_from, from);
  hd_campaign_intel_issue_contact (c, box);
}

static void
mark_entered (HdCampaign *c,
              guint       box)
{
  c->entered[box] |= (guint8) (1u << c->player);
}

/* Moves the force to @box (the dropped at their boxes), spends the
 * commander's @cost and each unit's @used, and opens the contact. */
static void
arrive (HdCampaign  *c,
        const Plan  *p,
        guint        box,
        guint        cost,
        guint        used,
        gboolean     sea)
{
  g_autoptr(GArray) arrived = uint_array ();
  guint from = p->path->len > 1 ? g_array_index (p->path, guint, p->path->len - 2) : p->group.start;

  for (guint i = 0; i < p->group.moving->len; i++)
    {
      guint id = g_array_index (p->group.moving, guint, i);
      HdCampaignFormation *f = hd_campaign_find_formation (c, id);
      guint to = box;

      f->marches_used += used;
      f->moved_by_sea |= sea;
      for (guint k = 0; p->drop_ids != NULL && k < p->drop_ids->len; k++)
        if (g_array_index (p->drop_ids, guint, k) == id)
          to = g_array_index (p->path, guint, g_array_index (p->drop_at, guint, k));
      hd_campaign_intel_move_formation (c, id, to);
      if (to == box)
        g_array_append_val (arrived, id);
    }
  for (guint k = 0; p->drop_stands != NULL && k < p->drop_stands->len; k++)
    hd_campaign_set_stand_formation (c, g_array_index (p->drop_stands, guint, k),
                                     g_array_index (p->drop_into, guint, k));
  hd_campaign_find_formation (c, p->group.commander)->marches_spent += cost;
  hd_campaign_works_leave_box (c, p->group.start);
  if (p->contact && p->group.n_stands > 0)
    open_contact (c, box, arrived, from);
}

static void
march_one (HdCampaign *c,
           const Plan *p,
           guint       cost)
{
  guint last = g_array_index (p->path, guint, p->path->len - 1);
  guint troops_until = MIN (p->group.mover.alone_from, p->path->len - 1);

  for (guint i = 1; i <= troops_until; i++)
    mark_entered (c, g_array_index (p->path, guint, i));
  arrive (c, p, last, cost, 1, FALSE);
}

static void
move_apply (HdCampaign             *c,
            const HdCampaignAction *action)
{
  g_auto(Plan) p = { 0 };
  g_autoptr(GPtrArray) plans = g_ptr_array_new_with_free_func ((GDestroyNotify) plan_free);

  if (!plan_march (c, action, &p, plans, NULL))
    g_return_if_reached ();
  /* the whole march is one of the commander's */
  march_one (c, &p, 1);
  for (guint i = 0; i < plans->len; i++)
    march_one (c, plans->pdata[i], 0);
}

static char *
names_of (const HdCampaign *c,
          const GArray     *ids)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; ids != NULL && i < ids->len; i++)
    g_string_append_printf (out, "%s%s", i ? ", " : "", formation_name (c, g_array_index (ids, guint, i)));
  return g_string_free (out, FALSE);
}

static char *
main_describe (const HdCampaign       *c,
               const HdCampaignAction *action)
{
  g_autoptr(GArray) ids = hd_campaign_action_get_uints (action, "formations", NULL);
  g_autoptr(GArray) path = parse_boxes (c, action, "path", NULL);
  g_autofree char *names = names_of (c, ids);
  HdCampaignMarchMode mode = HD_MARCH_MODE_PLAIN;

  if (path == NULL || path->len == 0)
    return hd_campaign_action_to_line (action);
  parse_mode (action, &mode, NULL);
  if (mode == HD_MARCH_MODE_JUMP)
    /* TRANSLATORS: "Stuart's Cavalry Corps makes a jump march from Culpeper to Harpers Ferry." */
    return g_strdup_printf (_("%1$s makes a jump march from %2$s to %3$s."), names,
                            box_name (c, g_array_index (path, guint, 0)),
                            box_name (c, g_array_index (path, guint, path->len - 1)));
  if (mode == HD_MARCH_MODE_GUNS)
    return g_strdup_printf (_("%1$s runs the guns from %2$s to %3$s."), names,
                            box_name (c, g_array_index (path, guint, 0)),
                            box_name (c, g_array_index (path, guint, path->len - 1)));
  /* TRANSLATORS: "V Corps, XII Corps march from Pittsburgh to Wheeling." */
  return g_strdup_printf (ngettext ("%1$s marches from %2$s to %3$s.", "%1$s march from %2$s to %3$s.",
                                    ids != NULL ? ids->len : 1),
                          names, box_name (c, g_array_index (path, guint, 0)),
                          box_name (c, g_array_index (path, guint, path->len - 1)));
}

/* Each group of split= in a sentence of its own. */
static void
describe_splits (const HdCampaign       *c,
                 const HdCampaignAction *action,
                 GString                *out)
{
  const char *text = hd_campaign_action_get (action, "split");
  g_auto(GStrv) items = text != NULL ? g_strsplit (text, ";", -1) : NULL;

  for (guint i = 0; items != NULL && items[i] != NULL; i++)
    {
      g_autoptr(HdCampaignAction) one = split_action (action, items[i], NULL);
      g_autoptr(GArray) ids = one != NULL ? hd_campaign_action_get_uints (one, "formations", NULL) : NULL;
      g_autoptr(GArray) path = one != NULL ? parse_boxes (c, one, "path", NULL) : NULL;
      g_autofree char *names = names_of (c, ids);

      if (path == NULL || path->len == 0)
        continue;
      /* TRANSLATORS: the other way of one march: "In the same march, I Corps goes to Wheeling." */
      g_string_append_c (out, ' ');
      g_string_append_printf (out, _("In the same march, %1$s goes to %2$s."), names,
                              box_name (c, g_array_index (path, guint, path->len - 1)));
    }
}

static char *
move_describe (const HdCampaign       *c,
               const HdCampaignAction *action)
{
  GString *out = g_string_new (NULL);
  g_autofree char *main = main_describe (c, action);

  g_string_append (out, main);
  describe_splits (c, action, out);
  return g_string_free (out, FALSE);
}

/* --- sea formations= from= to= (7.4) and invade formations= to= (7.5) --- */

/* One march a unit moved (7.4, 7.5), two for a field corps, one for an
 * officer alone; the Siege Train goes with its corps for nothing (6.32). */
static guint
sea_cost (const HdCampaign *c,
          const Group      *g)
{
  guint units = 0;

  for (guint i = 0; i < g->listed->len; i++)
    {
      HdFormationKind kind = hd_campaign_lookup_formation (c, g_array_index (g->listed, guint, i))->kind;

      /* a field corps is a double corps, two units (6.12) */
      if (hd_formation_kind_is_corps (kind))
        units += kind == HD_FORMATION_FIELD_CORPS ? 2 : 1;
    }
  /* 6.32: "Other siege artillery can be taken along by sea without an
   * additional march only by an AC" */
  if ((g->mover.cargo & HD_CARGO_SIEGE_GUNS) && !army_commander_along (c, g))
    units++;
  return MAX (units, 1);
}

/* R22: a sea move or an invasion is the unit's only march of the turn. */
static gboolean
check_first_march (const HdCampaign *c,
                   const Group      *g,
                   const char       *rule,
                   GError          **error)
{
  for (guint i = 0; i < g->moving->len; i++)
    {
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, g_array_index (g->moving, guint, i));

      if (f->marches_used > 0)
        return hd_rules_refuse (error, rule,
                                _("a unit that goes by sea makes no other march that turn, and %s has marched "
                                  "already"), f->name);
    }
  return TRUE;
}

static gboolean
check_union_at_sea (const HdCampaign *c,
                    const char       *rule,
                    GError          **error)
{
  if (!check_movement_phase (c, TRUE, error))
    return FALSE;
  if (c->player != HD_SIDE_UNION)
    return hd_rules_refuse (error, rule, _("only the Union, with its navy, moves troops by sea"));
  return TRUE;
}

/* The boxes of a sea move: from, to; a plan of one step. */
static gboolean
plan_sea (const HdCampaign       *c,
          const HdCampaignAction *action,
          const char             *rule,
          guint                   from,
          guint                   to,
          Plan                   *p,
          GError                **error)
{
  g_autoptr(GArray) ids = hd_campaign_action_get_uints (action, "formations", error);

  if (ids == NULL || !group_build (c, ids, from, &p->group, error))
    return FALSE;
  p->path = uint_array ();
  g_array_append_val (p->path, from);
  g_array_append_val (p->path, to);
  if (!hd_map_get_box (c->map, to)->port)
    return hd_rules_refuse (error, rule, _("ships land troops only in ports (boxes with an anchor), and %s is none"),
                            box_name (c, to));
  if (!check_first_march (c, &p->group, rule, error)
      || !check_can_march (c, &p->group, sea_cost (c, &p->group), 1, error)
      || !check_siege_guns_enter (c, &p->group, p->path, error))
    return FALSE;
  p->contact = hd_campaign_has_troops_at (c, to, HD_SIDE_CONFEDERATE);
  return TRUE;
}

static gboolean
plan_sea_move (const HdCampaign       *c,
               const HdCampaignAction *action,
               Plan                   *p,
               GError                **error)
{
  guint from, to;

  if (!check_union_at_sea (c, "Campaign 7.4", error)
      || !hd_campaign_args_get_box (c, action, "from", &from, error)
      || !hd_campaign_args_get_box (c, action, "to", &to, error))
    return FALSE;
  if (!hd_map_get_box (c->map, from)->port || c->control[from] != HD_SIDE_UNION)
    return hd_rules_refuse (error, "Campaign 7.4", _("a sea move starts in a port the Union holds, and %s is not one"),
                            box_name (c, from));
  if (to == from || c->control[to] != HD_SIDE_UNION)
    return hd_rules_refuse (error, "Campaign 7.4",
                            _("a sea move goes to another port the Union holds; %s is not one (a Confederate port "
                              "is invaded, Campaign 7.5)"), box_name (c, to));
  return plan_sea (c, action, "Campaign 7.4", from, to, p, error)
         && hd_campaign_invasion_check_free (c, p->group.moving, error);
}

static gboolean
sea_check (const HdCampaign       *c,
           const HdCampaignAction *action,
           GError                **error)
{
  g_auto(Plan) p = { 0 };

  return plan_sea_move (c, action, &p, error);
}

static void
sea_land (HdCampaign *c,
          const Plan *p)
{
  guint to = g_array_index (p->path, guint, 1);

  mark_entered (c, to);
  arrive (c, p, to, sea_cost (c, &p->group), 1, TRUE);
}

static void
sea_apply (HdCampaign             *c,
           const HdCampaignAction *action)
{
  g_auto(Plan) p = { 0 };

  if (!plan_sea_move (c, action, &p, NULL))
    g_return_if_reached ();
  sea_land (c, &p);
}

static char *
sea_describe (const HdCampaign       *c,
              const HdCampaignAction *action)
{
  g_autoptr(GArray) ids = hd_campaign_action_get_uints (action, "formations", NULL);
  g_autofree char *names = names_of (c, ids);
  guint from = 0, to = 0;

  hd_campaign_args_get_box (c, action, "from", &from, NULL);
  hd_campaign_args_get_box (c, action, "to", &to, NULL);
  /* TRANSLATORS: "IV Corps sails from Fort Monroe to New Bern." */
  return g_strdup_printf (_("%1$s sails from %2$s to %3$s."), names, box_name (c, from), box_name (c, to));
}

/* The port the Union invaded this turn, if any: its units landed by sea
 * in a box the Confederacy holds (control changes only at the end of the
 * turn, 3.3). */
static guint
invaded_port (const HdCampaign *c)
{
  for (guint i = 0; i < c->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);

      if (f->side == HD_SIDE_UNION && f->moved_by_sea && f->box < c->n_boxes
          && c->control[f->box] == HD_SIDE_CONFEDERATE)
        return f->box;
    }
  return HD_CAMPAIGN_NO_BOX;
}

static gboolean
plan_invasion (const HdCampaign       *c,
               const HdCampaignAction *action,
               Plan                   *p,
               GError                **error)
{
  g_autoptr(GArray) ids = NULL;
  const HdCampaignFormation *first;
  guint to, done;

  if (!check_union_at_sea (c, "Campaign 7.5", error) || !hd_campaign_args_get_box (c, action, "to", &to, error))
    return FALSE;
  ids = hd_campaign_action_get_uints (action, "formations", error);
  if (ids == NULL)
    return FALSE;
  first = ids->len > 0 ? hd_campaign_lookup_formation (c, g_array_index (ids, guint, 0)) : NULL;
  if (first == NULL || first->box >= c->n_boxes)
    return hd_rules_refuse (error, "Campaign 7.5", _("an invasion moves at least one formation"));
  if (!hd_campaign_invasion_allows (c, ids, first->box, to, error))
    return FALSE;
  if (!hd_map_get_box (c->map, first->box)->port || hd_campaign_get_home_side (c, first->box) != HD_SIDE_UNION)
    return hd_rules_refuse (error, "Campaign 7.5",
                            _("invading units start the turn in a port the Union held at the start of the war "
                              "(Fort Monroe counts), and %s is not one"), box_name (c, first->box));
  if (c->control[to] != HD_SIDE_CONFEDERATE)
    return hd_rules_refuse (error, "Campaign 7.5", _("an invasion lands at a port the Confederacy holds, and %s is not "
                                                      "one"), box_name (c, to));
  if (to == first->box)
    return hd_rules_refuse (error, "Campaign 7.5",
                            _("an invasion sails from the units’ port to another, and they stand in %s already"),
                            box_name (c, to));
  done = invaded_port (c);
  if (done != HD_CAMPAIGN_NO_BOX && done != to)
    return hd_rules_refuse (error, "Campaign 7.5",
                            _("all the units of the turn’s invasion land at the same port, %s"), box_name (c, done));
  /* the divisions a corps takes along count too (7.5's assigned units) */
  return plan_sea (c, action, "Campaign 7.5", first->box, to, p, error)
         && hd_campaign_invasion_allows (c, p->group.moving, first->box, to, error);
}

static gboolean
invade_check (const HdCampaign       *c,
              const HdCampaignAction *action,
              GError                **error)
{
  g_auto(Plan) p = { 0 };

  return plan_invasion (c, action, &p, error);
}

static void
invade_apply (HdCampaign             *c,
              const HdCampaignAction *action)
{
  g_auto(Plan) p = { 0 };

  if (!plan_invasion (c, action, &p, NULL))
    g_return_if_reached ();
  sea_land (c, &p);
}

static char *
invade_describe (const HdCampaign       *c,
                 const HdCampaignAction *action)
{
  g_autoptr(GArray) ids = hd_campaign_action_get_uints (action, "formations", NULL);
  g_autofree char *names = names_of (c, ids);
  guint to = 0;

  hd_campaign_args_get_box (c, action, "to", &to, NULL);
  /* TRANSLATORS: "IV Corps lands from the sea at Wilmington." */
  return g_strdup_printf (_("%1$s lands from the sea at %2$s."), names, box_name (c, to));
}

/* --- entrench formation= box= (7.6) --- */

static gboolean
is_recruiting_city (const HdBox *box)
{
  return box->recruit_union > 0 || box->recruit_confederate > 0;
}

/* 7.6: marches to entrench: one in a recruiting city, two elsewhere. */
static guint
entrench_cost (const HdCampaign *c,
               guint             box)
{
  return is_recruiting_city (hd_map_get_box (c->map, box)) ? 1 : 2;
}

/* The corps' units in @box (7.6: 1.5" each; 1 SP units count for no
 * corps size, 11.1). */
static guint
count_units (const HdCampaign *c,
             guint             corps,
             guint             box)
{
  g_autoptr(GArray) stands = hd_campaign_list_all_stands (c, corps);
  guint n = 0;

  for (guint i = 0; i < stands->len; i++)
    {
      const HdCampaignStand *s = hd_campaign_lookup_stand (c, g_array_index (stands, guint, i));

      if (s->sp > 1 && hd_campaign_stand_get_box (c, s) == box)
        n++;
    }
  return n;
}

/* The marches entrenching at @box costs (7.6): where the commander has
 * the one march a recruiting city would take and not the two elsewhere,
 * 7.6's price is the reason given (a corps' own limit stays 7's). */
static gboolean
check_entrench_cost (const HdCampaign *c,
                     const Group      *g,
                     guint             box,
                     GError          **error)
{
  guint cost = entrench_cost (c, box);

  if (cost > 1 && hd_campaign_march_marches_left (c, g->commander) < cost && check_can_march (c, g, 1, 1, NULL))
    return hd_rules_refuse (error, "Campaign 7.6",
                            _("entrenching at %1$s takes two marches, for it is no recruiting city (one march "
                              "entrenches in a recruiting city), and %2$s has only one left"),
                            box_name (c, box), formation_name (c, g->commander));
  return check_can_march (c, g, cost, cost, error);
}

static gboolean
plan_entrench (const HdCampaign       *c,
               const HdCampaignAction *action,
               Plan                   *p,
               GError                **error)
{
  const HdCampaignFormation *f;
  g_autoptr(GArray) ids = uint_array ();
  guint box;

  if (!check_movement_phase (c, TRUE, error) || !hd_campaign_args_get_box (c, action, "box", &box, error))
    return FALSE;
  f = hd_campaign_args_get_formation (c, action, "formation", error);
  if (f == NULL)
    return FALSE;
  if (!hd_formation_kind_is_corps (f->kind))
    return hd_rules_refuse (error, "Campaign 7.6", _("a corps entrenches, with its divisions; %s is none"), f->name);
  if (f->box != box)
    return hd_rules_refuse (error, "Campaign 7.6", _("a corps entrenches where it stands: %1$s is not at %2$s"),
                            f->name, box_name (c, box));
  if (hd_campaign_works_is_permanent (c, box) && !g_str_equal (hd_map_get_box (c->map, box)->id, "fort-monroe"))
    return hd_rules_refuse (error, "Campaign 7.6",
                            _("the works of %s come by the schedule of Campaign 14, not by marches"),
                            box_name (c, box));
  if (hd_campaign_has_troops_at (c, box, hd_side_get_enemy (c->player)))
    return hd_rules_refuse (error, "Campaign 7.6", _("troops do not entrench where the enemy stands, as at %s"),
                            box_name (c, box));
  g_array_append_val (ids, f->id);
  if (!group_build (c, ids, box, &p->group, error) || !hd_campaign_invasion_check_free (c, p->group.moving, error))
    return FALSE;
  return check_entrench_cost (c, &p->group, box, error);
}

/* The move that the same march may make (7.6): formations= path= and
 * split= of the entrench action, as a move of its own. */
static HdCampaignAction *
movers_action (const HdCampaignAction *action)
{
  static const char *const keys[] = { "formations", "path", "split", "drop" };
  HdCampaignAction *a = hd_campaign_action_new ("move");

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    if (hd_campaign_action_get (action, keys[i]) != NULL)
      hd_campaign_action_set (a, keys[i], hd_campaign_action_get (action, keys[i]));
  return a;
}

static gboolean
started_the_turn (const HdCampaign *c,
                  const Plan       *p)
{
  for (guint i = 0; i < p->group.moving->len; i++)
    if (hd_campaign_lookup_formation (c, g_array_index (p->group.moving, guint, i))->marches_used > 0)
      return FALSE;
  return TRUE;
}

/* 7.6: "The marches used to entrench may also be used to move units
 * which start the turn at that box." */
static gboolean
plan_entrench_movers (const HdCampaign       *c,
                      const HdCampaignAction *action,
                      const Plan             *entrench,
                      Plan                   *movers,
                      GPtrArray              *plans,
                      GError                **error)
{
  g_autoptr(HdCampaignAction) move = NULL;

  if (hd_campaign_action_get (action, "formations") == NULL)
    return TRUE;
  move = movers_action (action);
  if (!plan_march (c, move, movers, plans, error))
    return FALSE;
  if (movers->group.start != entrench->group.start || movers->group.commander != entrench->group.commander
      || shares_formations (movers, entrench))
    return hd_rules_refuse (error, "Campaign 7.6",
                            _("the march that entrenches a corps moves only other units of its commander from the "
                              "same box"));
  for (guint i = 0; i < plans->len; i++)
    if (!started_the_turn (c, plans->pdata[i]) || shares_formations (plans->pdata[i], entrench))
      return hd_rules_refuse (error, "Campaign 7.6",
                              _("the march that entrenches moves only units that started the turn in its box"));
  if (!started_the_turn (c, movers))
    return hd_rules_refuse (error, "Campaign 7.6",
                            _("the march that entrenches moves only units that started the turn in its box"));
  return TRUE;
}

static gboolean
entrench_check (const HdCampaign       *c,
                const HdCampaignAction *action,
                GError                **error)
{
  g_auto(Plan) p = { 0 };
  g_auto(Plan) movers = { 0 };
  g_autoptr(GPtrArray) plans = g_ptr_array_new_with_free_func ((GDestroyNotify) plan_free);

  return plan_entrench (c, action, &p, error) && plan_entrench_movers (c, action, &p, &movers, plans, error);
}

static void
entrench_apply (HdCampaign             *c,
                const HdCampaignAction *action)
{
  g_auto(Plan) p = { 0 };
  g_auto(Plan) movers = { 0 };
  g_autoptr(GPtrArray) plans = g_ptr_array_new_with_free_func ((GDestroyNotify) plan_free);
  guint cost;

  if (!plan_entrench (c, action, &p, NULL) || !plan_entrench_movers (c, action, &p, &movers, plans, NULL))
    g_return_if_reached ();
  if (movers.path != NULL)
    march_one (c, &movers, 0);
  for (guint i = 0; i < plans->len; i++)
    march_one (c, plans->pdata[i], 0);
  cost = entrench_cost (c, p.group.start);
  for (guint i = 0; i < p.group.moving->len; i++)
    hd_campaign_find_formation (c, g_array_index (p.group.moving, guint, i))->marches_used += cost;
  hd_campaign_find_formation (c, p.group.commander)->marches_spent += cost;
  /* 1.5 inches a unit, kept in half inches */
  c->works[p.group.start] += 3 * count_units (c, g_array_index (p.group.listed, guint, 0), p.group.start);
}

static char *
entrench_describe (const HdCampaign       *c,
                   const HdCampaignAction *action)
{
  g_autoptr(HdCampaignAction) move = movers_action (action);
  g_autoptr(GArray) ids = hd_campaign_action_get_uints (action, "formations", NULL);
  GString *out = g_string_new (NULL);
  guint id = 0, box = 0;

  hd_campaign_action_get_uint (action, "formation", &id, NULL);
  hd_campaign_args_get_box (c, action, "box", &box, NULL);
  /* TRANSLATORS: "II Corps entrenches at Manassas Junction." */
  g_string_append_printf (out, _("%1$s entrenches at %2$s."), formation_name (c, id), box_name (c, box));
  if (ids != NULL)
    {
      g_autoptr(GArray) path = parse_boxes (c, move, "path", NULL);
      g_autofree char *names = names_of (c, ids);

      if (path != NULL && path->len > 0)
        {
          g_string_append_c (out, ' ');
          g_string_append_printf (out, _("In the same march, %1$s goes to %2$s."), names,
                                  box_name (c, g_array_index (path, guint, path->len - 1)));
        }
      describe_splits (c, move, out);
    }
  return g_string_free (out, FALSE);
}

/* --- candidates --- */


static void
add_move (const HdCampaign    *c,
          GPtrArray           *out,
          const GArray        *ids,
          const GArray        *path,
          HdCampaignMarchMode  mode,
          guint                garrison)
{
  g_autoptr(HdCampaignAction) a = hd_campaign_march_new_move (c, ids, path, mode, garrison);

  if (move_check (c, a, NULL))
    g_ptr_array_add (out, g_steal_pointer (&a));
}

/* A garrison the force could leave where it starts: its first division,
 * when it has two or more; HD_CAMPAIGN_NONE otherwise. */
static guint
sample_garrison (const HdCampaign *c,
                 guint             corps)
{
  g_autoptr(GArray) children = hd_campaign_list_children (c, corps);
  const HdCampaignFormation *f = hd_campaign_lookup_formation (c, corps);
  guint n = 0, first = HD_CAMPAIGN_NONE;

  for (guint i = 0; i < children->len; i++)
    {
      const HdCampaignFormation *d = hd_campaign_lookup_formation (c, g_array_index (children, guint, i));

      if (d->kind == HD_FORMATION_DIVISION && d->box == f->box && n++ == 0)
        first = d->id;
    }
  return n >= 2 ? first : HD_CAMPAIGN_NONE;
}

static void
moves_of (const HdCampaign *c,
          guint             id,
          GPtrArray        *out)
{
  const HdCampaignFormation *f = hd_campaign_lookup_formation (c, id);
  g_autoptr(GPtrArray) paths = hd_campaign_route_list_paths (c, f->box, MAX_STEPS);
  g_autoptr(GArray) ids = uint_array ();
  guint garrison = sample_garrison (c, id);

  g_array_append_val (ids, id);
  for (guint i = 0; i < paths->len; i++)
    {
      add_move (c, out, ids, paths->pdata[i], HD_MARCH_MODE_PLAIN, HD_CAMPAIGN_NONE);
      if (f->kind == HD_FORMATION_CAVALRY_CORPS)
        add_move (c, out, ids, paths->pdata[i], HD_MARCH_MODE_JUMP, HD_CAMPAIGN_NONE);
      else if (c->player == HD_SIDE_UNION)
        add_move (c, out, ids, paths->pdata[i], HD_MARCH_MODE_GUNS, HD_CAMPAIGN_NONE);
      if (garrison != HD_CAMPAIGN_NONE && i == 0)
        add_move (c, out, ids, paths->pdata[i], HD_MARCH_MODE_PLAIN, garrison);
    }
}

/* Every formation a player could name in a march now. */
static GArray *
movable (const HdCampaign *c)
{
  GArray *ids = uint_array ();

  if (c->phase != HD_PHASE_MOVEMENT || c->march_die == 0)
    return ids;
  for (guint i = 0; i < c->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);
      guint commander = hd_campaign_march_get_commander (c, f->id);

      if (f->side == c->player && commander != HD_CAMPAIGN_NONE && f->box < c->n_boxes
          && hd_campaign_march_marches_left (c, commander) > 0)
        g_array_append_val (ids, f->id);
    }
  return ids;
}

/* The corps among @ids that share @first's box and commander. */
static GArray *
companions (const HdCampaign *c,
            const GArray     *ids,
            guint             first)
{
  const HdCampaignFormation *f = hd_campaign_lookup_formation (c, first);
  guint commander = hd_campaign_march_get_commander (c, first);
  GArray *group = uint_array ();

  for (guint i = 0; i < ids->len; i++)
    {
      const HdCampaignFormation *g = hd_campaign_lookup_formation (c, g_array_index (ids, guint, i));

      if (g->box == f->box && hd_formation_kind_is_corps (g->kind)
          && hd_campaign_march_get_commander (c, g->id) == commander)
        g_array_append_val (group, g->id);
    }
  return group;
}

/* Several corps of one box and commander: all one way, and the first
 * one way and the second another (split=). */
static void
group_moves (const HdCampaign *c,
             const GArray     *group,
             GPtrArray        *out)
{
  const HdCampaignFormation *f = hd_campaign_lookup_formation (c, g_array_index (group, guint, 0));
  g_autoptr(GPtrArray) paths = hd_campaign_route_list_paths (c, f->box, 1);
  g_autoptr(GArray) first = uint_array ();

  for (guint i = 0; i < paths->len; i++)
    add_move (c, out, group, paths->pdata[i], HD_MARCH_MODE_PLAIN, HD_CAMPAIGN_NONE);
  g_array_append_val (first, g_array_index (group, guint, 0));
  for (guint i = 0; i + 1 < paths->len; i++)
    {
      g_autoptr(HdCampaignAction) a = hd_campaign_march_new_move (c, first, paths->pdata[i], HD_MARCH_MODE_PLAIN,
                                                                  HD_CAMPAIGN_NONE);
      GArray *other = paths->pdata[i + 1];
      g_autofree char *split = g_strdup_printf ("%u:%s,%s", g_array_index (group, guint, 1),
                                                hd_map_get_box (c->map, f->box)->id,
                                                hd_map_get_box (c->map, g_array_index (other, guint, 1))->id);

      hd_campaign_action_set (a, "split", split);
      if (move_check (c, a, NULL))
        {
          g_ptr_array_add (out, g_steal_pointer (&a));
          break;
        }
    }
}

static GPtrArray *
move_candidates (const HdCampaign *c)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);
  g_autoptr(GArray) ids = movable (c);

  for (guint i = 0; i < ids->len; i++)
    {
      g_autoptr(GArray) group = companions (c, ids, g_array_index (ids, guint, i));

      moves_of (c, g_array_index (ids, guint, i), out);
      if (group->len >= 2 && g_array_index (group, guint, 0) == g_array_index (ids, guint, i))
        group_moves (c, group, out);
    }
  return out;
}

/* Each formation's sea moves (or, @invasion, invasions) to the ports
 * the views list. */
static GPtrArray *
sea_candidates_of (const HdCampaign *c,
                   gboolean          invasion)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);
  g_autoptr(GArray) ids = movable (c);

  for (guint i = 0; i < ids->len && c->player == HD_SIDE_UNION; i++)
    {
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, g_array_index (ids, guint, i));
      g_autoptr(GArray) one = uint_array ();
      g_autoptr(GArray) ports = NULL;

      if (!hd_map_get_box (c->map, f->box)->port || f->marches_used > 0)
        continue;
      g_array_append_val (one, f->id);
      ports = hd_campaign_march_list_ports (c, one, invasion);
      for (guint j = 0; j < ports->len; j++)
        g_ptr_array_add (out, hd_campaign_march_new_sea (c, one, g_array_index (ports, guint, j), invasion));
    }
  return out;
}

static GPtrArray *
sea_candidates (const HdCampaign *c)
{
  return sea_candidates_of (c, FALSE);
}

static GPtrArray *
invade_candidates (const HdCampaign *c)
{
  return sea_candidates_of (c, TRUE);
}

static GPtrArray *
entrench_candidates (const HdCampaign *c)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_action_free);
  g_autoptr(GArray) ids = movable (c);

  for (guint i = 0; i < ids->len; i++)
    {
      const HdCampaignFormation *f = hd_campaign_lookup_formation (c, g_array_index (ids, guint, i));
      g_autoptr(HdCampaignAction) a = hd_campaign_action_new ("entrench");

      hd_campaign_action_set_uint (a, "formation", f->id);
      hd_campaign_action_set (a, "box", hd_map_get_box (c->map, f->box)->id);
      if (entrench_check (c, a, NULL))
        g_ptr_array_add (out, g_steal_pointer (&a));
    }
  return out;
}

/* --- the queries of the views --- */

/* formations=ID,ID,..: the formations a march names. */
static void
set_formations (HdCampaignAction *action,
                const GArray     *ids)
{
  g_autoptr(GString) list = g_string_new (NULL);

  for (guint i = 0; i < ids->len; i++)
    g_string_append_printf (list, "%s%u", i ? "," : "", g_array_index (ids, guint, i));
  hd_campaign_action_set (action, "formations", list->str);
}

HdCampaignAction *
hd_campaign_march_new_move (const HdCampaign    *c,
                            const GArray        *ids,
                            const GArray        *path,
                            HdCampaignMarchMode  mode,
                            guint                garrison)
{
  g_autoptr(HdCampaignAction) a = hd_campaign_action_new ("move");
  g_autoptr(GString) boxes = g_string_new (NULL);

  g_return_val_if_fail (ids != NULL && path != NULL && path->len > 0, NULL);
  for (guint i = 0; i < path->len; i++)
    g_string_append_printf (boxes, "%s%s", i ? "," : "", box_id (c, g_array_index (path, guint, i)));
  set_formations (a, ids);
  hd_campaign_action_set (a, "path", boxes->str);
  if (mode != HD_MARCH_MODE_PLAIN)
    hd_campaign_action_set (a, "mode", hd_campaign_march_mode_to_string (mode));
  if (garrison != HD_CAMPAIGN_NONE)
    {
      g_autofree char *drop = g_strdup_printf ("%u@%s", garrison, box_id (c, g_array_index (path, guint, 0)));

      hd_campaign_action_set (a, "drop", drop);
    }
  return g_steal_pointer (&a);
}

HdCampaignAction *
hd_campaign_march_new_sea (const HdCampaign *c,
                           const GArray     *ids,
                           guint             to,
                           gboolean          invasion)
{
  HdCampaignAction *a;
  const HdCampaignFormation *first;

  g_return_val_if_fail (ids != NULL && to < c->n_boxes, NULL);
  a = hd_campaign_action_new (invasion ? "invade" : "sea");
  first = ids->len > 0 ? hd_campaign_lookup_formation (c, g_array_index (ids, guint, 0)) : NULL;
  set_formations (a, ids);
  if (!invasion && first != NULL && first->box < c->n_boxes)
    hd_campaign_action_set (a, "from", box_id (c, first->box));
  hd_campaign_action_set (a, "to", box_id (c, to));
  return a;
}

static HdCampaignDestination *
destination_of (const HdCampaign       *c,
                const HdCampaignAction *action,
                HdCampaignMarchMode     mode)
{
  g_auto(Plan) p = { 0 };
  HdCampaignDestination *d;

  if (c->winner != HD_SIDE_NEUTRAL || !plan_move (c, action, &p, NULL))
    return NULL;
  d = g_new0 (HdCampaignDestination, 1);
  d->box = g_array_index (p.path, guint, p.path->len - 1);
  d->mode = mode;
  hd_campaign_route_check (c, &p.group.mover, (const guint *) p.path->data, p.path->len, &d->way, &d->lines,
                           &d->contact, NULL);
  d->path = g_array_ref (p.path);
  return d;
}

static int
find_destination (GPtrArray *found,
                  guint      box)
{
  for (guint i = 0; i < found->len; i++)
    if (((HdCampaignDestination *) found->pdata[i])->box == box)
      return (int) i;
  return -1;
}

GPtrArray *
hd_campaign_march_list_destinations (const HdCampaign    *campaign,
                                     const GArray        *formations,
                                     HdCampaignMarchMode  mode)
{
  GPtrArray *found = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_destination_free);
  const HdCampaignFormation *first = formations != NULL && formations->len > 0
    ? hd_campaign_lookup_formation (campaign, g_array_index (formations, guint, 0)) : NULL;
  g_autoptr(GPtrArray) paths = NULL;

  if (first == NULL || first->box >= campaign->n_boxes)
    return found;
  paths = hd_campaign_route_list_paths (campaign, first->box, MAX_STEPS);
  for (guint i = 0; i < paths->len; i++)
    {
      g_autoptr(HdCampaignAction) a = hd_campaign_march_new_move (campaign, formations, paths->pdata[i], mode,
                                                                  HD_CAMPAIGN_NONE);
      HdCampaignDestination *d = destination_of (campaign, a, mode);
      int at;

      if (d == NULL)
        continue;
      at = find_destination (found, d->box);
      if (at < 0)
        g_ptr_array_add (found, d);
      else if (((HdCampaignDestination *) found->pdata[at])->path->len > d->path->len)
        {
          hd_campaign_destination_free (found->pdata[at]);
          found->pdata[at] = d;
        }
      else
        hd_campaign_destination_free (d);
    }
  return found;
}

gboolean
hd_campaign_march_explain (const HdCampaign    *campaign,
                           const GArray        *formations,
                           guint                box,
                           HdCampaignMarchMode  mode,
                           GError             **error)
{
  const HdCampaignFormation *first = formations != NULL && formations->len > 0
    ? hd_campaign_lookup_formation (campaign, g_array_index (formations, guint, 0)) : NULL;
  g_autoptr(GPtrArray) paths = NULL;
  g_autoptr(GError) shortest = NULL;

  if (first == NULL || first->box >= campaign->n_boxes)
    return hd_rules_refuse (error, "Campaign 7", _("a march moves at least one formation"));
  paths = hd_campaign_route_list_paths (campaign, first->box, MAX_STEPS);
  for (guint i = 0; i < paths->len; i++)
    {
      GArray *path = paths->pdata[i];
      g_autoptr(HdCampaignAction) a = NULL;
      g_autoptr(GError) why = NULL;

      if (g_array_index (path, guint, path->len - 1) != box)
        continue;
      a = hd_campaign_march_new_move (campaign, formations, path, mode, HD_CAMPAIGN_NONE);
      if (move_check (campaign, a, &why))
        return TRUE;
      if (shortest == NULL)
        shortest = g_steal_pointer (&why);
    }
  if (shortest != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&shortest));
      return FALSE;
    }
  return hd_rules_refuse (error, "Campaign 7",
                          _("no march reaches %1$s from %2$s: a march goes at most two boxes along the lines"),
                          box_name (campaign, box), box_name (campaign, first->box));
}

GArray *
hd_campaign_march_list_ports (const HdCampaign *campaign,
                              const GArray     *formations,
                              gboolean          invasion)
{
  GArray *found = uint_array ();
  g_autoptr(GPtrArray) ports = hd_map_ports (campaign->map);
  const HdCampaignFormation *first = formations != NULL && formations->len > 0
    ? hd_campaign_lookup_formation (campaign, g_array_index (formations, guint, 0)) : NULL;

  if (first == NULL || first->box >= campaign->n_boxes || campaign->winner != HD_SIDE_NEUTRAL)
    return found;
  for (guint i = 0; i < ports->len; i++)
    {
      const HdBox *port = ports->pdata[i];
      g_autoptr(HdCampaignAction) a = hd_campaign_march_new_sea (campaign, formations, port->index, invasion);

      if (invasion ? invade_check (campaign, a, NULL) : sea_check (campaign, a, NULL))
        g_array_append_val (found, port->index);
    }
  return found;
}

/* --- invariants 40-44 --- */

static char *
check_formation_marches (const HdCampaign *c)
{
  for (guint i = 0; i < c->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (c->formations, HdCampaignFormation, i);

      if (f->marches_spent > f->marches_allotted)
        return hd_campaign_invariant_broken (40, "formation %u spent %u of %u marches allotted", f->id,
                                             f->marches_spent, f->marches_allotted);
      if (f->moved_by_sea && f->marches_used != 1)
        return hd_campaign_invariant_broken (41, "formation %u moved by sea and used %u marches", f->id,
                                             f->marches_used);
    }
  return NULL;
}

static char *
check_works (const HdCampaign *c)
{
  for (guint b = 0; b < c->n_boxes; b++)
    if (c->works[b] > 0 && !hd_campaign_works_is_permanent (c, b)
        && !hd_campaign_has_troops_at (c, b, HD_SIDE_UNION) && !hd_campaign_has_troops_at (c, b, HD_SIDE_CONFEDERATE))
      return hd_campaign_invariant_broken (42, "works at %s where no troops stand", hd_map_get_box (c->map, b)->id);
  return NULL;
}

char *
hd_campaign_march_check_invariants (const HdCampaign *campaign)
{
  const HdCampaign *c = campaign;
  char *broken = check_formation_marches (c);

  if (broken == NULL)
    broken = check_works (c);
  if (broken == NULL && (c->march_die > 6 || c->marches != (c->march_die == 0 ? 0 : MAX (c->march_die, 2))))
    broken = hd_campaign_invariant_broken (43, "march die %u gives %u marches", c->march_die, c->marches);
  for (guint b = 0; broken == NULL && b < c->n_boxes; b++)
    if (c->entered[b] & ~((1u << HD_SIDE_UNION) | (1u << HD_SIDE_CONFEDERATE)))
      broken = hd_campaign_invariant_broken (44, "box %s entered by side bits %u", hd_map_get_box (c->map, b)->id,
                                             c->entered[b]);
  return broken;
}

const HdCampaignActionType hd_campaign_march_actions[] = {
  { "march-die", "Campaign 7", FALSE, die_check, die_apply, die_describe, die_candidates },
  { "allot", "Campaign 2.1", FALSE, allot_check, allot_apply, allot_describe, allot_candidates },
  { "move", "Campaign 7", FALSE, move_check, move_apply, move_describe, move_candidates, TRUE },
  { "sea", "Campaign 7.4", FALSE, sea_check, sea_apply, sea_describe, sea_candidates, TRUE },
  { "invade", "Campaign 7.5", FALSE, invade_check, invade_apply, invade_describe, invade_candidates, TRUE },
  { "entrench", "Campaign 7.6", FALSE, entrench_check, entrench_apply, entrench_describe, entrench_candidates, TRUE },
};
const guint hd_campaign_march_n_actions = G_N_ELEMENTS (hd_campaign_march_actions);

/* --- orders written blind (R8) --- */

/* @drops (ID@BOX,...) kept for the boxes in @kept: those the main way
 * passes before its contact. */
static char *
drops_kept (const HdCampaign *c,
            const char       *drops,
            const GArray     *kept)
{
  g_autoptr(GArray) ids = uint_array ();
  g_autoptr(GArray) boxes = uint_array ();
  GString *out = g_string_new (NULL);

  if (drops == NULL || !hd_campaign_args_split_placements (c, drops, ids, boxes))
    return g_string_free (out, TRUE);
  for (guint i = 0; i < ids->len; i++)
    if (contains (kept, g_array_index (boxes, guint, i)))
      g_string_append_printf (out, "%s%u@%s", out->len > 0 ? "," : "", g_array_index (ids, guint, i),
                              hd_map_get_box (c->map, g_array_index (boxes, guint, i))->id);
  return g_string_free (out, out->len == 0);
}

/* The step of @path where a march stops at contact, 0 when it meets
 * nobody before its end: a plain march stops at the first enemy troops;
 * a jump passes them, but not an enemy cavalry corps (7.1, R8). */
static guint
contact_step (const HdCampaign *c,
              const GArray     *path,
              gboolean          jump)
{
  for (guint i = 1; i + 1 < path->len; i++)
    if (jump ? hd_campaign_route_enemy_cavalry_corps_at (c, g_array_index (path, guint, i), c->player)
             : hd_campaign_has_troops_at (c, g_array_index (path, guint, i), hd_side_get_enemy (c->player)))
      return i;
  return 0;
}

/* What cutting a march's ways found: the boxes the main way (path=,
 * whose garrisons drop= names) passes before its contact (or all of it
 * when it meets nobody), the first contact's box, whether any way was
 * cut, and whether one was cut after one step. */
typedef struct
{
  GArray  *kept;
  guint    stop;
  gboolean cut;
  gboolean one_step;
} Cuts;

/* The way path= of @way cut at its contact, as BOX,BOX, noted in @cuts. */
static char *
cut_way (const HdCampaign       *c,
         const HdCampaignAction *way,
         gboolean                jump,
         Cuts                   *cuts)
{
  g_autoptr(GArray) path = parse_boxes (c, way, "path", NULL);
  GString *out;
  guint step;

  if (path == NULL)
    return NULL;
  step = contact_step (c, path, jump);
  if (step > 0 && !cuts->cut)
    cuts->stop = g_array_index (path, guint, step);
  cuts->cut |= step > 0;
  cuts->one_step |= step == 1;
  out = g_string_new (NULL);
  for (guint i = 0; i < (step > 0 ? step + 1 : path->len); i++)
    {
      const HdBox *box = hd_map_get_box (c->map, g_array_index (path, guint, i));

      g_string_append_printf (out, "%s%s", i > 0 ? "," : "", box->id);
      if (cuts->kept != NULL && (step == 0 || i < step))
        g_array_append_val (cuts->kept, g_array_index (path, guint, i));
    }
  return g_string_free (out, FALSE);
}

/* split= with each of its ways cut at its contact (its boxes are no
 * garrison's: drop= is the main way's). */
static char *
cut_splits (const HdCampaign       *c,
            const HdCampaignAction *action,
            gboolean                jump,
            Cuts                   *cuts)
{
  g_auto(GStrv) items = g_strsplit (hd_campaign_action_get (action, "split"), ";", -1);
  g_autoptr(GString) out = g_string_new (NULL);
  Cuts split_cuts = { NULL, cuts->stop, cuts->cut, cuts->one_step };

  for (guint i = 0; items[i] != NULL; i++)
    {
      g_autoptr(HdCampaignAction) one = split_action (action, items[i], NULL);
      g_autofree char *way = one != NULL ? cut_way (c, one, jump, &split_cuts) : NULL;

      if (way == NULL)
        return NULL;
      g_string_append_printf (out, "%s%.*s:%s", i > 0 ? ";" : "", (int) strcspn (items[i], ":"), items[i], way);
    }
  cuts->stop = split_cuts.stop;
  cuts->cut = split_cuts.cut;
  cuts->one_step = split_cuts.one_step;
  return g_strdup (out->str);
}

HdCampaignAction *
hd_campaign_march_stop_at_contact (const HdCampaign       *c,
                                   const HdCampaignAction *action,
                                   guint                  *stopped_at)
{
  const char *mode = hd_campaign_action_get (action, "mode");
  const char *type = hd_campaign_action_get_type_name (action);
  gboolean jump = mode != NULL && g_str_equal (mode, "jump");
  g_autoptr(GArray) kept = uint_array ();
  Cuts cuts = { kept, HD_CAMPAIGN_NO_BOX, FALSE, FALSE };
  g_autofree char *way = NULL, *splits = NULL, *drops = NULL;
  HdCampaignAction *a;

  /* a march, or the march an entrenching commander makes with it (7.6) */
  if ((!g_str_equal (type, "move") && !g_str_equal (type, "entrench"))
      || (mode != NULL && !g_str_equal (mode, "plain") && !jump)
      || (way = cut_way (c, action, jump, &cuts)) == NULL
      || (hd_campaign_action_get (action, "split") != NULL
          && (splits = cut_splits (c, action, jump, &cuts)) == NULL))
    return NULL;
  /* a jump cut to one box is a plain march into it: only when it is the
   * march's one way */
  if (!cuts.cut || (jump && cuts.one_step && splits != NULL))
    return NULL;
  a = hd_campaign_action_new (type);
  for (guint i = 0; i < hd_campaign_action_get_n_args (action); i++)
    {
      const char *key = hd_campaign_action_get_key (action, i);

      if (!g_str_equal (key, "path") && !g_str_equal (key, "drop") && !g_str_equal (key, "split")
          && !(cuts.one_step && g_str_equal (key, "mode")))
        hd_campaign_action_set (a, key, hd_campaign_action_get_value (action, i));
    }
  hd_campaign_action_set (a, "path", way);
  if (splits != NULL)
    hd_campaign_action_set (a, "split", splits);
  drops = drops_kept (c, hd_campaign_action_get (action, "drop"), kept);
  if (drops != NULL)
    hd_campaign_action_set (a, "drop", drops);
  if (stopped_at != NULL)
    *stopped_at = cuts.stop;
  return a;
}
