/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-view.c: viewers, views made from the truth, and the queries
 * of the position and of actions; the rule modules' groups of queries
 * follow, each answering from the view's own position with the module's
 * functions. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "hd-campaign-march.h"
#include "hd-campaign-oob.h"
#include "hd-campaign-battle.h"
#include "hd-campaign-promotion.h"
#include "hd-campaign-result.h"
#include "hd-campaign-sheet-build.h"
#include "hd-campaign-books.h"
#include "hd-campaign-fog.h"
#include "hd-campaign-intel.h"
#include "hd-campaign-seats.h"
#include "hd-campaign-play.h"
#include "hd-campaign-recruit.h"
#include "hd-campaign-turn.h"
#include "hd-campaign-view-private.h"

HdCampaignViewer *
hd_campaign_viewer_new_umpire (void)
{
  HdCampaignViewer *self = g_new0 (HdCampaignViewer, 1);

  self->role = HD_VIEWER_UMPIRE;
  self->side = HD_SIDE_NEUTRAL;
  g_strlcpy (self->seat, hd_campaign_seats_to_string (HD_SIDE_NEUTRAL), sizeof self->seat);
  return self;
}

HdCampaignViewer *
hd_campaign_viewer_new_president (HdSide side)
{
  HdCampaignViewer *self;

  g_return_val_if_fail (side == HD_SIDE_UNION || side == HD_SIDE_CONFEDERATE, NULL);
  self = g_new0 (HdCampaignViewer, 1);
  self->role = HD_VIEWER_PRESIDENT;
  self->side = side;
  g_strlcpy (self->seat, hd_campaign_seats_to_string (side), sizeof self->seat);
  return self;
}

HdCampaignViewer *
hd_campaign_viewer_new_commander (HdSide side,
                                  guint  formation)
{
  HdCampaignViewer *self;

  g_return_val_if_fail (side == HD_SIDE_UNION || side == HD_SIDE_CONFEDERATE, NULL);
  g_return_val_if_fail (formation != HD_CAMPAIGN_NONE, NULL);
  self = g_new0 (HdCampaignViewer, 1);
  self->role = HD_VIEWER_COMMANDER;
  self->side = side;
  g_strlcpy (self->seat, hd_campaign_seats_to_string (side), sizeof self->seat);
  hd_campaign_viewer_add_command (self, formation);
  return self;
}

gboolean
hd_campaign_viewer_add_command (HdCampaignViewer *self,
                                guint             formation)
{
  g_return_val_if_fail (self->role == HD_VIEWER_COMMANDER && formation != HD_CAMPAIGN_NONE, FALSE);
  if (self->n_formations == HD_CAMPAIGN_MAX_COMMANDS)
    return FALSE;
  for (guint i = 0; i < self->n_formations; i++)
    if (self->formations[i] == formation)
      return FALSE;
  self->formations[self->n_formations++] = formation;
  g_snprintf (self->seat + strlen (self->seat), sizeof self->seat - strlen (self->seat), "%c%u",
              self->n_formations == 1 ? ':' : '+', formation);
  return TRUE;
}

/* A commander's seat of @side for the commands of @list ("12+40"), or
 * NULL when it names none, or one twice, or too many. */
static HdCampaignViewer *
commander_of_list (HdSide      side,
                   const char *list)
{
  g_auto(GStrv) ids = g_strsplit (list, "+", -1);
  g_autoptr(HdCampaignViewer) self = NULL;

  for (guint i = 0; ids[i] != NULL; i++)
    {
      guint64 formation;

      if (!g_ascii_isdigit (ids[i][0]) || !g_ascii_string_to_unsigned (ids[i], 10, 1, G_MAXUINT32 - 1, &formation, NULL))
        return NULL;
      if (self == NULL)
        self = hd_campaign_viewer_new_commander (side, (guint) formation);
      else if (!hd_campaign_viewer_add_command (self, (guint) formation))
        return NULL;
    }
  return g_steal_pointer (&self);
}

HdCampaignViewer *
hd_campaign_viewer_new_for_seat (const char *seat)
{
  g_auto(GStrv) parts = seat != NULL ? g_strsplit (seat, ":", 3) : NULL;
  HdSide side;

  if (parts == NULL || !hd_campaign_seats_from_string (parts[0], &side))
    return NULL;
  if (parts[1] == NULL)
    return side == HD_SIDE_NEUTRAL ? hd_campaign_viewer_new_umpire () : hd_campaign_viewer_new_president (side);
  if (side == HD_SIDE_NEUTRAL || parts[2] != NULL)
    return NULL;
  return commander_of_list (side, parts[1]);
}

const char *
hd_campaign_viewer_get_seat (const HdCampaignViewer *self)
{
  return self->seat;
}

guint
hd_campaign_viewer_get_formation (const HdCampaignViewer *self)
{
  return self->role == HD_VIEWER_COMMANDER && self->n_formations > 0 ? self->formations[0] : HD_CAMPAIGN_NONE;
}

const guint *
hd_campaign_viewer_get_formations (const HdCampaignViewer *self,
                                   guint                  *n_formations)
{
  *n_formations = self->role == HD_VIEWER_COMMANDER ? self->n_formations : 0;
  return self->formations;
}

HdCampaignViewer *
hd_campaign_viewer_copy (const HdCampaignViewer *self)
{
  return g_memdup2 (self, sizeof *self);
}

void
hd_campaign_viewer_free (HdCampaignViewer *self)
{
  g_free (self);
}

HdViewerRole
hd_campaign_viewer_get_role (const HdCampaignViewer *self)
{
  return self->role;
}

HdSide
hd_campaign_viewer_get_side (const HdCampaignViewer *self)
{
  return self->side;
}

gboolean
hd_campaign_viewer_knows_side (const HdCampaignViewer *self,
                               HdSide                  side)
{
  /* a commander sees his command only, not his side's whole */
  return self->role == HD_VIEWER_UMPIRE || (self->role == HD_VIEWER_PRESIDENT && self->side == side);
}

gboolean
hd_campaign_viewer_is_of_side (const HdCampaignViewer *self,
                               HdSide                  side)
{
  return self->role == HD_VIEWER_UMPIRE || self->side == side;
}

const char *
hd_campaign_viewer_get_label (const HdCampaignViewer *self)
{
  switch (self->role)
    {
    case HD_VIEWER_PRESIDENT:
      /* TRANSLATORS: the seats of the Campaign Game's presidents (2.1) */
      return self->side == HD_SIDE_UNION ? _("President Lincoln") : _("President Davis");
    case HD_VIEWER_COMMANDER:
      /* TRANSLATORS: the seat of an army's or a corps' commander (Campaign 2.2) */
      return self->side == HD_SIDE_UNION ? _("A Union Commander") : _("A Confederate Commander");
    case HD_VIEWER_UMPIRE:
    default:
      return _("Umpire");
    }
}

char *
hd_campaign_view_name_seat (const HdCampaignView   *self,
                            const HdCampaignViewer *seat)
{
  const HdCampaignFormation *f = seat->role == HD_VIEWER_COMMANDER
                                   ? hd_campaign_view_lookup_formation (self, hd_campaign_viewer_get_formation (seat))
                                   : NULL;

  if (f == NULL)
    return g_strdup (hd_campaign_viewer_get_label (seat));
  /* TRANSLATORS: the seat of an army's or a corps' commander; %s is an army or a corps */
  return g_strdup_printf (_("Commander of %s"), f->name);
}

/* What @viewer knows of @truth, as a position: the umpire all of it, a
 * president his side's share, a commander his command's
 * (hd-campaign-fog.h). */
static HdCampaign *
derive_position (const HdCampaign       *truth,
                 const HdCampaignViewer *viewer)
{
  switch (viewer->role)
    {
    case HD_VIEWER_PRESIDENT:
      return hd_campaign_fog_derive (truth, viewer->side);
    case HD_VIEWER_COMMANDER:
      return hd_campaign_fog_derive_command (truth, viewer->side, viewer->formations, viewer->n_formations);
    case HD_VIEWER_UMPIRE:
    default:
      return hd_campaign_copy (truth);
    }
}

HdCampaignView *
hd_campaign_view_new (const HdCampaign       *truth,
                      const HdCampaignViewer *viewer)
{
  HdCampaignView *self = g_new0 (HdCampaignView, 1);

  self->viewer = *viewer;
  self->position = derive_position (truth, viewer);
  return self;
}

HdCampaignView *
hd_campaign_view_copy (const HdCampaignView *self)
{
  HdCampaignView *copy = g_new0 (HdCampaignView, 1);

  copy->viewer = self->viewer;
  copy->position = hd_campaign_copy (self->position);
  return copy;
}

void
hd_campaign_view_free (HdCampaignView *self)
{
  if (self == NULL)
    return;
  hd_campaign_free (self->position);
  g_free (self);
}

const HdCampaignViewer *
hd_campaign_view_get_viewer (const HdCampaignView *self)
{
  return &self->viewer;
}

const HdCampaign *
hd_campaign_view_get_position (const HdCampaignView *self)
{
  return self->position;
}

/* --- the position --- */

HdMap *
hd_campaign_view_get_map (const HdCampaignView *self)
{
  return hd_campaign_get_map (self->position);
}

guint
hd_campaign_view_get_turn (const HdCampaignView *self)
{
  return hd_campaign_get_turn (self->position);
}

HdSide
hd_campaign_view_get_player (const HdCampaignView *self)
{
  return hd_campaign_get_player (self->position);
}

HdPhase
hd_campaign_view_get_phase (const HdCampaignView *self)
{
  return hd_campaign_get_phase (self->position);
}

HdSide
hd_campaign_view_get_control (const HdCampaignView *self,
                              guint                 box)
{
  return hd_campaign_get_control (self->position, box);
}

HdSide
hd_campaign_view_get_home_side (const HdCampaignView *self,
                                guint                 box)
{
  return hd_campaign_get_home_side (self->position, box);
}

HdSide
hd_campaign_view_get_winner (const HdCampaignView *self)
{
  return hd_campaign_get_winner (self->position);
}

guint
hd_campaign_view_get_n_formations (const HdCampaignView *self)
{
  return hd_campaign_get_n_formations (self->position);
}

const HdCampaignFormation *
hd_campaign_view_get_formation (const HdCampaignView *self,
                                guint                 index)
{
  return hd_campaign_get_formation (self->position, index);
}

const HdCampaignFormation *
hd_campaign_view_lookup_formation (const HdCampaignView *self,
                                   guint                 id)
{
  return hd_campaign_lookup_formation (self->position, id);
}

guint
hd_campaign_view_get_n_stands (const HdCampaignView *self)
{
  return hd_campaign_get_n_stands (self->position);
}

const HdCampaignStand *
hd_campaign_view_get_stand (const HdCampaignView *self,
                            guint                 index)
{
  return hd_campaign_get_stand (self->position, index);
}

const HdCampaignStand *
hd_campaign_view_lookup_stand (const HdCampaignView *self,
                               guint                 id)
{
  return hd_campaign_lookup_stand (self->position, id);
}

guint
hd_campaign_view_stand_get_box (const HdCampaignView  *self,
                                const HdCampaignStand *stand)
{
  return hd_campaign_stand_get_box (self->position, stand);
}

GArray *
hd_campaign_view_list_children (const HdCampaignView *self,
                                guint                 id)
{
  return hd_campaign_list_children (self->position, id);
}

GArray *
hd_campaign_view_list_stands_of (const HdCampaignView *self,
                                 guint                 id)
{
  return hd_campaign_list_stands_of (self->position, id);
}

GArray *
hd_campaign_view_list_all_stands (const HdCampaignView *self,
                                  guint                 id)
{
  return hd_campaign_list_all_stands (self->position, id);
}

GArray *
hd_campaign_view_list_formations_at (const HdCampaignView *self,
                                     guint                 box,
                                     HdSide                side)
{
  return hd_campaign_list_formations_at (self->position, box, side);
}

char *
hd_campaign_view_dump (const HdCampaignView *self)
{
  return hd_campaign_dump (self->position);
}

/* --- intelligence --- */

static int
compare_reports (gconstpointer a,
                 gconstpointer b,
                 gpointer      map)
{
  const HdCampaignReport *ra = *(HdCampaignReport *const *) a;
  const HdCampaignReport *rb = *(HdCampaignReport *const *) b;

  if (ra->level != rb->level)
    return ra->level > rb->level ? -1 : 1;
  return g_utf8_collate (hd_map_get_box (map, ra->box)->name, hd_map_get_box (map, rb->box)->name);
}

GPtrArray *
hd_campaign_view_list_reports (const HdCampaignView *self,
                               HdSide                side)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) hd_campaign_report_unref);

  if (!hd_campaign_viewer_is_of_side (&self->viewer, side))
    return list;
  for (guint box = 0; box < self->position->n_boxes; box++)
    {
      const HdCampaignReport *r = hd_campaign_intel_get_report (self->position, side, box);

      if (r != NULL)
        g_ptr_array_add (list, hd_campaign_report_ref ((HdCampaignReport *) r));
    }
  g_ptr_array_sort_with_data (list, compare_reports, self->position->map);
  return list;
}

const HdCampaignReport *
hd_campaign_view_get_report (const HdCampaignView *self,
                             HdSide                side,
                             guint                 box)
{
  if (!hd_campaign_viewer_is_of_side (&self->viewer, side))
    return NULL;
  return hd_campaign_intel_get_report (self->position, side, box);
}

char *
hd_campaign_view_format_report (const HdCampaignView   *self,
                                const HdCampaignReport *report)
{
  return hd_campaign_intel_format (self->position, report);
}

gboolean
hd_campaign_view_is_blockaded (const HdCampaignView *self,
                               guint                 box)
{
  return hd_campaign_intel_is_blockaded (self->position, box);
}

gboolean
hd_campaign_view_has_umpire (const HdCampaignView *self)
{
  return hd_campaign_seats_has_umpire (self->position);
}

const GArray *
hd_campaign_view_get_master_openings (const HdCampaignView *self)
{
  return hd_campaign_seats_get_openings (self->position);
}

const GArray *
hd_campaign_view_get_file_alterations (const HdCampaignView *self)
{
  return hd_campaign_seats_get_alterations (self->position);
}

/* --- actions --- */

gboolean
hd_campaign_view_check (const HdCampaignView   *self,
                        const HdCampaignAction *action,
                        GError                **error)
{
  return hd_campaign_play_check (self->position, action, error);
}

/* Who makes what play awaits now: the side that owes it (a contact's
 * defender in the attacker's turn), else the player. */
static HdSide
actor (const HdCampaign *c)
{
  HdCampaignAwaited awaited = hd_campaign_turn_get_awaited (c);

  return awaited.side != HD_SIDE_NEUTRAL ? awaited.side : c->player;
}

/* Whether the viewer may read what @action did: the umpire any, a
 * president his own side's (not the umpire's). */
static gboolean
may_read (const HdCampaignView   *self,
          const HdCampaignAction *action)
{
  const HdCampaignActionType *type = hd_campaign_play_lookup_type (hd_campaign_action_get_type_name (action));

  if (self->viewer.role == HD_VIEWER_UMPIRE)
    return TRUE;
  return type != NULL && !type->umpire && actor (self->position) == self->viewer.side;
}

gboolean
hd_campaign_view_awaits_viewer (const HdCampaignView *self)
{
  HdCampaignAwaited awaited = hd_campaign_turn_get_awaited (self->position);
  const HdCampaignActionType *type = awaited.action != NULL ? hd_campaign_play_lookup_type (awaited.action) : NULL;

  if (self->viewer.role == HD_VIEWER_UMPIRE)
    return TRUE;
  if (awaited.kind == HD_CAMPAIGN_AWAITS_BATTLE && awaited.battle != 0)
    return FALSE;   /* a battle's results: the umpire's (9.5, 9.6) */
  return awaited.side == self->viewer.side && (type == NULL || !type->umpire);
}

char *
hd_campaign_view_describe (const HdCampaignView   *self,
                           const HdCampaignAction *action)
{
  const HdCampaignActionType *type = hd_campaign_play_lookup_type (hd_campaign_action_get_type_name (action));

  if (may_read (self, action))
    return hd_campaign_play_describe (self->position, action);
  if (type != NULL && type->umpire)
    return g_strdup (_("The umpire’s ruling (hidden from this seat)."));
  /* TRANSLATORS: an undo label or log line for a seat that may not know
   * what the enemy did: "A move of the Confederacy (hidden from this seat)." */
  return g_strdup_printf (_("A move of the %s (hidden from this seat)."),
                          hd_side_get_noun (actor (self->position)));
}


/* --- the order of battle (hd-campaign-oob.c) --- */

guint
hd_campaign_view_count_units (const HdCampaignView *self,
                              guint                 formation)
{
  return hd_campaign_oob_count_units (hd_campaign_view_get_position (self), formation);
}

guint
hd_campaign_view_max_units (const HdCampaignView *self,
                            guint                 formation)
{
  const HdCampaignFormation *f = hd_campaign_view_lookup_formation (self, formation);

  return f != NULL ? hd_campaign_oob_max_units (f->kind) : 0;
}

guint
hd_campaign_view_army_weight (const HdCampaignView *self,
                              guint                 formation)
{
  return hd_campaign_oob_army_weight (hd_campaign_view_get_position (self), formation);
}

GPtrArray *
hd_campaign_view_list_problems (const HdCampaignView *self,
                                guint                 formation)
{
  return hd_campaign_oob_list_problems (hd_campaign_view_get_position (self), formation);
}

GPtrArray *
hd_campaign_view_list_all_problems (const HdCampaignView *self)
{
  return hd_campaign_oob_list_all_problems (hd_campaign_view_get_position (self));
}

guint
hd_campaign_view_senior_in_box (const HdCampaignView *self,
                                guint                 box,
                                HdSide                side)
{
  return hd_campaign_oob_senior_in_box (hd_campaign_view_get_position (self), box, side);
}

gboolean
hd_campaign_view_is_cavalry (const HdCampaignView *self,
                             guint                 formation)
{
  return hd_campaign_oob_is_cavalry (hd_campaign_view_get_position (self), formation);
}

guint
hd_campaign_view_adjusted_cavalry (const HdCampaignView *self,
                                   guint                 formation)
{
  return hd_campaign_oob_adjusted_cavalry (hd_campaign_view_get_position (self), formation);
}

gboolean
hd_campaign_view_get_exhaustion (const HdCampaignView *self,
                                 guint                 formation,
                                 HdCampaignExhaustion *out)
{
  return hd_campaign_oob_get_exhaustion (hd_campaign_view_get_position (self), formation, out);
}

gboolean
hd_campaign_view_check_reorganised (const HdCampaignView *self,
                                    HdSide                side,
                                    GError              **error)
{
  return hd_campaign_oob_check_reorganised (hd_campaign_view_get_position (self), side, error);
}

char *
hd_campaign_view_stand_flags_to_string (guint flags)
{
  return hd_campaign_oob_flags_to_string (flags);
}



/* --- the sequence of play and the books (hd-campaign-turn.c, hd-campaign-books.c) --- */

HdCampaignAwaited
hd_campaign_view_get_awaited (const HdCampaignView *self)
{
  return hd_campaign_turn_get_awaited (self->position);
}

guint
hd_campaign_view_get_army_size (const HdCampaignView *self,
                                HdSide                side)
{
  return hd_campaign_books_army_size (self->position, side);
}

char *
hd_campaign_view_explain_army_size (const HdCampaignView *self,
                                    HdSide                side)
{
  return hd_campaign_books_explain_army_size (self->position, side);
}

guint
hd_campaign_view_get_army_maximum (const HdCampaignView *self,
                                   HdSide                side)
{
  return hd_campaign_books_army_maximum (self->position, side);
}

char *
hd_campaign_view_explain_army_maximum (const HdCampaignView *self,
                                       HdSide                side)
{
  return hd_campaign_books_explain_army_maximum (self->position, side);
}

guint
hd_campaign_view_get_city_value (const HdCampaignView *self,
                                 guint                 box,
                                 HdSide                side)
{
  return hd_campaign_books_city_value (self->position, box, side);
}

gboolean
hd_campaign_view_is_victory_city (const HdCampaignView *self,
                                  guint                 box)
{
  return hd_campaign_books_is_victory_city (self->position, box);
}

guint
hd_campaign_view_count_victory_cities (const HdCampaignView *self,
                                       HdSide                side)
{
  return hd_campaign_books_count_victory_cities (self->position, side);
}

char *
hd_campaign_view_explain_victory (const HdCampaignView *self,
                                  HdSide                side)
{
  return hd_campaign_books_explain_victory (self->position, side);
}

gboolean
hd_campaign_view_is_cavalry_held (const HdCampaignView *self,
                                  guint                 box)
{
  return hd_campaign_books_is_cavalry_held (self->position, box);
}

char *
hd_campaign_view_explain_control (const HdCampaignView *self,
                                  guint                 box)
{
  return hd_campaign_books_explain_control (self->position, box);
}

guint
hd_campaign_view_get_base_recruiting (const HdCampaignView *self,
                                      HdSide                side)
{
  return hd_campaign_recruit_get_base (self->position, side);
}

guint
hd_campaign_view_get_adjusted_recruiting (const HdCampaignView *self,
                                          HdSide                side)
{
  return hd_campaign_recruit_get_adjusted (self->position, side);
}

char *
hd_campaign_view_explain_adjusted_recruiting (const HdCampaignView *self,
                                              HdSide                side)
{
  return hd_campaign_recruit_explain_adjusted (self->position, side);
}

GPtrArray *
hd_campaign_view_list_recruiting_wins (const HdCampaignView *self,
                                       HdSide                side)
{
  return hd_campaign_recruit_list_wins (self->position, side);
}

guint
hd_campaign_view_get_recruiting_cap (const HdCampaignView *self,
                                     HdSide                side)
{
  return hd_campaign_recruit_get_cap (self->position, side);
}

char *
hd_campaign_view_explain_recruiting_cap (const HdCampaignView *self,
                                         HdSide                side)
{
  return hd_campaign_recruit_explain_cap (self->position, side);
}

guint
hd_campaign_view_get_recruits_left (const HdCampaignView *self)
{
  return hd_campaign_recruit_get_left (self->position);
}

gboolean
hd_campaign_view_is_city_named (const HdCampaignView *self,
                                guint                 box,
                                HdSide                side)
{
  return hd_campaign_recruit_is_named (self->position, box, side);
}

GArray *
hd_campaign_view_list_raise_boxes (const HdCampaignView *self)
{
  return hd_campaign_recruit_list_raise_boxes (self->position);
}

GArray *
hd_campaign_view_list_nameable_cities (const HdCampaignView *self)
{
  return hd_campaign_recruit_list_nameable (self->position);
}

gboolean
hd_campaign_view_is_guns_upgraded (const HdCampaignView *self,
                                   guint                 corps)
{
  return hd_campaign_recruit_is_guns_upgraded (self->position, corps);
}


/* --- marches (hd-campaign-march.c) --- */

guint
hd_campaign_view_get_march_die (const HdCampaignView *self)
{
  return hd_campaign_march_get_die (self->position);
}

guint
hd_campaign_view_get_marches (const HdCampaignView *self)
{
  return hd_campaign_march_get_marches (self->position);
}

guint
hd_campaign_view_get_marches_unallotted (const HdCampaignView *self)
{
  return hd_campaign_march_marches_unallotted (self->position);
}

GArray *
hd_campaign_view_list_march_commanders (const HdCampaignView *self,
                                        HdSide                side)
{
  return hd_campaign_march_list_commanders (self->position, side);
}

guint
hd_campaign_view_get_march_commander (const HdCampaignView *self,
                                      guint                 id)
{
  return hd_campaign_march_get_commander (self->position, id);
}

guint
hd_campaign_view_get_marches_left (const HdCampaignView *self,
                                   guint                 id)
{
  return hd_campaign_march_marches_left (self->position, id);
}

GPtrArray *
hd_campaign_view_list_destinations (const HdCampaignView *self,
                                    const GArray         *formations,
                                    HdCampaignMarchMode   mode)
{
  return hd_campaign_march_list_destinations (self->position, formations, mode);
}

HdCampaignAction *
hd_campaign_view_new_move (const HdCampaignView        *self,
                           const GArray                *formations,
                           const HdCampaignDestination *destination,
                           guint                        garrison)
{
  return hd_campaign_march_new_move (self->position, formations, destination->path, destination->mode, garrison);
}

gboolean
hd_campaign_view_explain_destination (const HdCampaignView *self,
                                      const GArray         *formations,
                                      guint                 box,
                                      HdCampaignMarchMode   mode,
                                      GError              **error)
{
  return hd_campaign_march_explain (self->position, formations, box, mode, error);
}

GArray *
hd_campaign_view_list_ports (const HdCampaignView *self,
                             const GArray         *formations,
                             gboolean              invasion)
{
  return hd_campaign_march_list_ports (self->position, formations, invasion);
}

HdCampaignAction *
hd_campaign_view_new_sea (const HdCampaignView *self,
                          const GArray         *formations,
                          guint                 to,
                          gboolean              invasion)
{
  return hd_campaign_march_new_sea (self->position, formations, to, invasion);
}

guint
hd_campaign_view_get_works (const HdCampaignView *self,
                            guint                 box)
{
  return hd_campaign_march_get_works (self->position, box);
}

gboolean
hd_campaign_view_get_entered (const HdCampaignView *self,
                              guint                 box,
                              HdSide                side)
{
  return hd_campaign_march_get_entered (self->position, box, side);
}



/* --- battles, promotions, reorganisation (hd-campaign-battle.c) --- */

HdCampaignSheet *
hd_campaign_view_battle_sheet (const HdCampaignView *self,
                               guint                 battle_id)
{
  return hd_campaign_sheet_build_battle (self->position, battle_id);
}

GArray *
hd_campaign_view_list_battles (const HdCampaignView *self)
{
  const HdCampaign *c = self->position;
  GArray *out = g_array_new (FALSE, TRUE, sizeof (HdCampaignBattleInfo));

  for (guint i = 0; i < c->battles->len; i++)
    {
      HdCampaignBattleInfo info;

      hd_campaign_battle_get_info (&g_array_index (c->battles, HdCampaignBattle, i), &info);
      g_array_append_val (out, info);
    }
  return out;
}

gboolean
hd_campaign_view_get_battle (const HdCampaignView *self,
                             guint                 battle_id,
                             HdCampaignBattleInfo *out)
{
  const HdCampaignBattle *b = hd_campaign_battle_lookup (self->position, battle_id);

  if (b != NULL)
    hd_campaign_battle_get_info (b, out);
  return b != NULL;
}

char *
hd_campaign_view_battle_result (const HdCampaignView *self,
                                guint                 battle_id)
{
  const HdCampaignBattle *b = hd_campaign_battle_lookup (self->position, battle_id);

  return b != NULL ? hd_campaign_battle_describe_result (self->position, b) : NULL;
}

guint
hd_campaign_view_count_open_battles (const HdCampaignView *self)
{
  return hd_campaign_battle_count_open (self->position);
}

GArray *
hd_campaign_view_battle_forces (const HdCampaignView *self,
                                guint                 battle_id,
                                HdSide                side)
{
  const HdCampaignBattle *b = hd_campaign_battle_lookup (self->position, battle_id);

  if (b == NULL)
    return g_array_new (FALSE, FALSE, sizeof (guint));
  return hd_campaign_battle_list_sides_forces (self->position, b, side);
}

gboolean
hd_campaign_view_battle_cavalry_test (const HdCampaignView  *self,
                                      guint                  battle_id,
                                      HdCampaignCavalryTest *out)
{
  const HdCampaignBattle *b = hd_campaign_battle_lookup (self->position, battle_id);

  if (b != NULL)
    hd_campaign_battle_cavalry_test (self->position, b, out);
  return b != NULL;
}

GArray *
hd_campaign_view_battle_withdrawal_boxes (const HdCampaignView *self,
                                          guint                 battle_id,
                                          HdSide                side)
{
  const HdCampaignBattle *b = hd_campaign_battle_lookup (self->position, battle_id);

  if (b == NULL)
    return g_array_new (FALSE, FALSE, sizeof (guint));
  return hd_campaign_battle_list_withdrawal_boxes (self->position, b, side);
}

GArray *
hd_campaign_view_battle_reinforcements (const HdCampaignView *self,
                                        guint                 battle_id,
                                        HdSide                side)
{
  const HdCampaignBattle *b = hd_campaign_battle_lookup (self->position, battle_id);

  if (b == NULL)
    return g_array_new (FALSE, TRUE, sizeof (HdCampaignReinforcement));
  return hd_campaign_battle_list_reinforcements (self->position, b, side);
}

HdSide
hd_campaign_view_battle_proposed_winner (const HdCampaignView *self,
                                         guint                 battle_id,
                                         gboolean              holds_town)
{
  const HdCampaignBattle *b = hd_campaign_battle_lookup (self->position, battle_id);

  return b != NULL ? hd_campaign_result_propose_winner (self->position, b, holds_town) : HD_SIDE_NEUTRAL;
}

gboolean
hd_campaign_view_battle_loser_must_leave (const HdCampaignView *self,
                                          guint                 battle_id,
                                          HdSide                winner)
{
  const HdCampaignBattle *b = hd_campaign_battle_lookup (self->position, battle_id);

  return b != NULL && hd_campaign_result_loser_must_leave (self->position, b, winner);
}

gboolean
hd_campaign_view_get_division_record (const HdCampaignView    *self,
                                      guint                    division,
                                      guint                   *battle,
                                      HdCampaignDivisionState *state,
                                      guint                   *record)
{
  for (guint i = 0; i < self->position->battles->len; i++)
    {
      const HdCampaignBattle *b = &g_array_index (self->position->battles, HdCampaignBattle, i);
      const HdCampaignBattleDivision *d = hd_campaign_battle_get_division (b, division);

      if (d == NULL)
        continue;
      *battle = b->id;
      *state = d->state;
      *record = d->record;
      return TRUE;
    }
  return FALSE;
}

HdStatus
hd_campaign_view_division_status (const HdCampaignView *self,
                                  guint                 division)
{
  return hd_campaign_battle_division_status (self->position, division);
}

GArray *
hd_campaign_view_promotion_picks (const HdCampaignView *self,
                                  HdSide                side)
{
  return hd_campaign_promotion_list_picks (self->position, side);
}
