/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-game.c: the Campaign Game as a kind of game log (hd-log.h),
 * as hd-game.c is A House Divided: its set-up, its actions checked and
 * made by hd-campaign-play, described as a seat may read them, its view
 * of a seat, its transcript lines and save elements.  A save is the
 * set-up file embedded whole and one <action line="..."/> per action
 * (docs/save-format.md, "The Campaign Game"), with the checksum a game's
 * save has (hd-xml), written whole or not at all (hd_file_replace), read
 * back with the hostile-XML guards of hd-xml, every action checked again
 * and the checksum last. */
#define G_LOG_DOMAIN "hd-campaign-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>
#include <libxml/tree.h>

#include "hd-campaign-chronicle.h"
#include "hd-campaign-game.h"
#include "hd-campaign-game-private.h"
#include "hd-campaign-intel.h"
#include "hd-campaign-march.h"
#include "hd-campaign-play.h"
#include "hd-campaign-seats.h"
#include "hd-campaign-private.h"
#include "hd-campaign-setup.h"
#include "hd-campaign-view-private.h"
#include "hd-campaign-invariants.h"
#include "hd-campaign-turn.h"
#include "hd-excerpt.h"
#include "hd-file.h"
#include "hd-log.h"
#include "hd-log-load.h"
#include "hd-rules.h"
#include "hd-xml.h"

#define ROOT_NAME "house-divided-campaign"


G_DEFINE_FINAL_TYPE (HdCampaignGame, hd_campaign_game, HD_TYPE_LOG)
G_DEFINE_QUARK (hd-campaign-game-error-quark, hd_campaign_game_error)

static void
hd_campaign_game_finalize (GObject *object)
{
  HdCampaignGame *self = HD_CAMPAIGN_GAME (object);

  g_clear_object (&self->map);
  hd_campaign_dispatch_header_clear (&self->dispatch);
  g_free (self->dispatch_text);
  g_free (self->chain_key);
  g_free (self->chain_end);
  g_ptr_array_unref (self->macs);
  g_free (self->save_link);

  G_OBJECT_CLASS (hd_campaign_game_parent_class)->finalize (object);
}

/* ------------------------------------------------- the kind (hd-log.h) */

/* @action as its one-line form reads back: what a save or a transcript
 * will hold (a line break in a value is a space there), so that the game
 * played is the game saved; NULL if no line can hold it. */
static gpointer
campaign_action_keep (HdLog *log, gconstpointer action, GError **error)
{
  g_autofree char *line = hd_campaign_action_to_line (action);

  return hd_campaign_action_parse_line (line, error);
}

static gboolean
campaign_check (HdLog *log, gconstpointer position, gconstpointer action, GError **error)
{
  return hd_campaign_play_check (position, action, error);
}

static gboolean
campaign_apply (HdLog *log, gpointer position, gconstpointer action, GError **error)
{
  return hd_campaign_play_apply (position, action, error);
}

/* The action as @viewer sees the position it is made in (a campaign's
 * player action is one action). */
static char *
campaign_describe (HdLog *log, gconstpointer before, gconstpointer const *actions, guint n, gconstpointer viewer)
{
  g_autoptr(HdCampaignView) view = hd_campaign_view_new (before, viewer);

  return hd_campaign_view_describe (view, actions[0]);
}

static char *
campaign_action_to_line (HdLog *log, gconstpointer action)
{
  return hd_campaign_action_to_line (action);
}

static gpointer
campaign_action_from_line (HdLog *log, const char *line, GError **error)
{
  return hd_campaign_action_parse_line (line, error);
}

/* The first line: "campaign" (the built-in set-up, one sequence of ids:
 * an older campaign's), "campaign by-side" (ids by side, every new
 * campaign's), or "campaign setup FILE" when the set-up file the caller
 * wrote beside the transcript is to be read. */
static void
campaign_transcript_header (HdLog *log, const char *setup_name, GString *out)
{
  g_string_append (out, "# A House Divided Companion campaign transcript (docs/transcript.md)\n");
  if (setup_name != NULL)
    g_string_append_printf (out, "campaign setup %s\n", setup_name);
  else if (hd_campaign_get_ids_by_side (hd_log_get_initial (log)))
    g_string_append (out, "campaign by-side\n");
  else
    g_string_append (out, "campaign\n");
}

static int get_save_format (HdLog *log);
static void save_header (HdLog *log, GString *out);
static void save_action (HdLog *log, gconstpointer action, gboolean joined, GString *out);

/* The steps of what is awaited (HdCampaignAwaits), by name. */
static const char * const awaited_steps[HD_N_CAMPAIGN_AWAITS] = {
  [HD_CAMPAIGN_AWAITS_NOTHING] = "over",
  [HD_CAMPAIGN_AWAITS_SETUP] = "setup",
  [HD_CAMPAIGN_AWAITS_WASHINGTON_DIE] = "washington",
  [HD_CAMPAIGN_AWAITS_MARCH_DIE] = "march-die",
  [HD_CAMPAIGN_AWAITS_ALLOTMENT] = "allotment",
  [HD_CAMPAIGN_AWAITS_MARCHES] = "marches",
  [HD_CAMPAIGN_AWAITS_CONTACT] = "contact",
  [HD_CAMPAIGN_AWAITS_BATTLE] = "battle",
  [HD_CAMPAIGN_AWAITS_PROMOTIONS] = "promotions",
  [HD_CAMPAIGN_AWAITS_REORGANISATION] = "reorganisation",
  [HD_CAMPAIGN_AWAITS_RECRUIT_DIE] = "recruit-die",
  [HD_CAMPAIGN_AWAITS_RAISE] = "raise",
};

static void
campaign_awaited (HdLog *log, gconstpointer position, HdLogAwaited *out)
{
  HdCampaignAwaited a = hd_campaign_turn_get_awaited (position);

  out->seat = a.side == HD_SIDE_NEUTRAL ? -1 : (int) a.side;
  out->step = awaited_steps[a.kind];
  out->rule = a.rule;
  out->over = a.kind == HD_CAMPAIGN_AWAITS_NOTHING;
}

static GPtrArray *
campaign_candidates (HdLog *log, gconstpointer position)
{
  return hd_campaign_play_list_candidates (position);
}

static char *
campaign_check_invariants (HdLog *log, gconstpointer position)
{
  return hd_campaign_invariants_check (position);
}

static gpointer
campaign_view (HdLog *log, gconstpointer position, gconstpointer viewer)
{
  return hd_campaign_view_new (position, viewer);
}

static void load_element (HdLogLoad *load, xmlNode *element);
static void load_end (HdLogLoad *load);

/* the kind's error codes are the reader's, one for one */
G_STATIC_ASSERT ((int) HD_CAMPAIGN_GAME_ERROR_NOT_XML == (int) HD_LOG_LOAD_ERROR_NOT_XML);
G_STATIC_ASSERT ((int) HD_CAMPAIGN_GAME_ERROR_FORBIDDEN == (int) HD_LOG_LOAD_ERROR_FORBIDDEN);
G_STATIC_ASSERT ((int) HD_CAMPAIGN_GAME_ERROR_TOO_LARGE == (int) HD_LOG_LOAD_ERROR_TOO_LARGE);
G_STATIC_ASSERT ((int) HD_CAMPAIGN_GAME_ERROR_FUTURE_VERSION == (int) HD_LOG_LOAD_ERROR_FUTURE_VERSION);
G_STATIC_ASSERT ((int) HD_CAMPAIGN_GAME_ERROR_INVALID == (int) HD_LOG_LOAD_ERROR_INVALID);
G_STATIC_ASSERT ((int) HD_CAMPAIGN_GAME_ERROR_BAD_ACTION == (int) HD_LOG_LOAD_ERROR_BAD_ACTION);
G_STATIC_ASSERT ((int) HD_CAMPAIGN_GAME_ERROR_CHECKSUM == (int) HD_LOG_LOAD_ERROR_CHECKSUM);

/* A campaign's save, to the log's reader: the set-up inside <setup> is
 * the set-up reader's to judge (open from depth 2). */
static const HdLogLoadKind load_kind = {
  .error_quark = hd_campaign_game_error_quark,
  .oldest_format = HD_CAMPAIGN_GAME_FORMAT,
  .max_bytes = HD_CAMPAIGN_GAME_MAX_BYTES,
  .max_attributes = 64,
  .max_markup = 256 * 1024,
  .open_depth = 2,
  /* the set-up is at most a set-up file's size; an action, a line */
  .max_element_bytes = HD_CAMPAIGN_SETUP_MAX_BYTES + 64 * 1024,
  .words = {
    .not_this_kind = N_("this is not a saved campaign of House Divided Companion"),
    .newer = N_("the campaign was saved by a newer version of the program (format %s; this one reads %d)"),
    .root_attribute = N_("the file is damaged: the campaign has an attribute \"%s\", which saved campaigns do not "
                         "have"),
    .text = N_("the file is damaged: there is text between its elements, where a saved campaign has none"),
    .cdata = N_("the file is damaged: it holds a CDATA section or a processing instruction, which a saved campaign "
                "never has"),
    .instruction = N_("the file is damaged: it holds a CDATA section or a processing instruction, which a saved "
                      "campaign never has"),
    .namespaced = N_("the file is damaged: <%s> has an XML namespace, which a saved campaign does not have"),
    .scanned = N_("the file is damaged (%s)"),
    .not_well_formed = N_("not well-formed XML: %s"),
  },
};

/* No undo takes back an opening of the master view without an umpire
 * nor the finding of a file altered by hand (`master-opened`,
 * `file-altered`): both presidents are at the master when it could be
 * asked, and the record is there for both to read (issue 35, item 11). */
static guint
campaign_undo_floor (HdLog *log)
{
  for (guint i = hd_log_get_n_actions (log); i-- > 0;)
    {
      const char *type = hd_campaign_action_get_type_name (hd_log_get_action (log, i));

      if (g_str_equal (type, "master-opened") || g_str_equal (type, "file-altered"))
        return i + 1;
    }
  return 0;
}

static void
hd_campaign_game_class_init (HdCampaignGameClass *klass)
{
  HdLogClass *log_class = HD_LOG_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = hd_campaign_game_finalize;
  log_class->save_root = ROOT_NAME;
  log_class->save_format = HD_CAMPAIGN_GAME_FORMAT_CHAINED;
  log_class->get_save_format = get_save_format;
  log_class->position_copy = (gpointer (*) (gconstpointer)) hd_campaign_copy;
  log_class->position_equal = (gboolean (*) (gconstpointer, gconstpointer)) hd_campaign_equal;
  log_class->position_free = (void (*) (gpointer)) hd_campaign_free;
  log_class->action_keep = campaign_action_keep;
  log_class->action_free = (void (*) (gpointer)) hd_campaign_action_free;
  log_class->check = campaign_check;
  log_class->apply = campaign_apply;
  log_class->describe = campaign_describe;
  log_class->action_to_line = campaign_action_to_line;
  log_class->action_from_line = campaign_action_from_line;
  log_class->transcript_header = campaign_transcript_header;
  log_class->save_header = save_header;
  log_class->save_action = save_action;
  log_class->awaited = campaign_awaited;
  log_class->candidates = campaign_candidates;
  log_class->check_invariants = campaign_check_invariants;
  log_class->view = campaign_view;
  log_class->undo_floor = campaign_undo_floor;
  log_class->load_kind = &load_kind;
  log_class->load_element = load_element;
  log_class->load_end = load_end;
}

static void
hd_campaign_game_init (HdCampaignGame *self)
{
  self->dispatch.seat = HD_SIDE_NEUTRAL;
  self->macs = g_ptr_array_new_with_free_func (g_free);
}

HdCampaignDispatchHeader *
hd_campaign_game_get_dispatch_header (HdCampaignGame *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), NULL);
  return &self->dispatch;
}

HdCampaignGame *
hd_campaign_game_new_from_dispatch_text (HdMap       *map,
                                         const char  *text,
                                         gsize        length,
                                         GError     **error)
{
  g_auto(HdCampaignDispatchHeader) header = { 0 };
  HdCampaignGame *game;
  HdCampaign *position = hd_campaign_dispatch_read (map, text, length, &header, error);

  if (position == NULL)
    return NULL;
  game = hd_campaign_game_new_from_position (map, position);
  game->dispatch = header;
  memset (&header, 0, sizeof header);
  game->dispatch_text = g_strndup (text, length);
  return game;
}

/* A game starting from @initial (taken). */
HdCampaignGame *
hd_campaign_game_new_from_position (HdMap      *map,
                                    HdCampaign *initial)
{
  HdCampaignGame *self = g_object_new (HD_TYPE_CAMPAIGN_GAME, NULL);

  self->map = g_object_ref (map);
  hd_log_start (HD_LOG (self), initial);
  return self;
}

HdCampaignGame *
hd_campaign_game_new (HdMap   *map,
                      GError **error)
{
  HdCampaign *initial;

  g_return_val_if_fail (HD_IS_MAP (map), NULL);
  initial = hd_campaign_setup_new_default (map, error);
  return initial != NULL ? hd_campaign_game_new_from_position (map, initial) : NULL;
}

HdCampaignGame *
hd_campaign_game_new_with_ids (HdMap       *map,
                               GBytes      *setup,
                               const char  *source_name,
                               gboolean     by_side,
                               GError     **error)
{
  HdCampaign *initial;

  g_return_val_if_fail (HD_IS_MAP (map), NULL);
  initial = setup != NULL ? hd_campaign_setup_load (map, setup, source_name ? source_name : "setup", error)
                          : hd_campaign_setup_new_default (map, error);
  if (initial == NULL)
    return NULL;
  if (setup == NULL && !by_side)
    initial->side_next_id[HD_SIDE_UNION] = initial->side_next_id[HD_SIDE_CONFEDERATE] = 0;
  /* a set-up that says neither (one written before ids were given by
   * side) takes @by_side */
  if (setup != NULL && by_side && initial->side_next_id[HD_SIDE_UNION] == 0 && !initial->ids_shared)
    hd_campaign_set_ids_by_side (initial);
  return hd_campaign_game_new_from_position (map, initial);
}

HdCampaignGame *
hd_campaign_game_new_from_setup (HdMap       *map,
                                 GBytes      *setup,
                                 const char  *source_name,
                                 GError     **error)
{
  g_return_val_if_fail (setup != NULL, NULL);
  /* a new campaign gives ids by side, unless its set-up is an older
   * campaign's that said otherwise */
  return hd_campaign_game_new_with_ids (map, setup, source_name, TRUE, error);
}

HdMap *
hd_campaign_game_get_map (HdCampaignGame *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), NULL);
  return self->map;
}

HdCampaignView *
hd_campaign_game_get_view (HdCampaignGame         *self,
                           const HdCampaignViewer *viewer)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), NULL);
  g_return_val_if_fail (viewer != NULL, NULL);
  return hd_log_get_view (HD_LOG (self), viewer);
}

/* ------------------------------------------------- orders of a seat */

/* A commander's orders (Campaign 2.2): his command's marches and the
 * guns it carries; which formations he may name, his view says (the
 * rest of his side is not in it). */
static gboolean
is_commanders_to_make (const HdCampaignView   *view,
                       const HdCampaignAction *action,
                       GError                **error)
{
  const HdCampaignActionType *type = hd_campaign_play_lookup_type (hd_campaign_action_get_type_name (action));

  if (hd_campaign_viewer_get_role (hd_campaign_view_get_viewer (view)) != HD_VIEWER_COMMANDER
      || (type != NULL && type->command))
    return TRUE;
  return hd_rules_refuse (error, "Campaign 2.2", _("a commander orders his own command’s marches; the rest is "
                                                   "his president’s"));
}

/* Whether @action is @viewer's to make now: not the umpire's, nor a
 * battle's results (9.5, 9.6: typed back by the umpire), and only what
 * his side owes now (a contact's choice is the defender's, not the
 * attacker's, though it falls in the attacker's turn). */
static gboolean
is_seats_to_make (const HdCampaignView   *view,
                  const HdCampaignAction *action,
                  GError                **error)
{
  const HdCampaignActionType *type = hd_campaign_play_lookup_type (hd_campaign_action_get_type_name (action));
  HdSide side = hd_campaign_viewer_get_side (hd_campaign_view_get_viewer (view));
  HdCampaignAwaited awaited = hd_campaign_view_get_awaited (view);

  if (type != NULL && type->umpire)
    return hd_rules_refuse (error, "Campaign 2.1", _("that is the umpire’s to do, not a president’s"));
  if (g_str_equal (hd_campaign_action_get_type_name (action), "seat-pin"))
    /* his own seat's PIN, at any time */
    return g_strcmp0 (hd_campaign_action_get (action, "seat"), hd_campaign_seats_to_string (side)) == 0
           || hd_rules_refuse (error, "Campaign 2.1", _("a president sets his own seat’s PIN, no other"));
  if (awaited.kind == HD_CAMPAIGN_AWAITS_BATTLE && awaited.battle != 0)
    return hd_rules_refuse (error, "Campaign 9.5", _("a battle’s results come back from the table through the "
                                                     "umpire"));
  if (awaited.side != side)
    return hd_rules_refuse (error, "Campaign 2.1", _("it is the %s’s turn: the president of the %s waits for "
                                                     "his own"), hd_side_get_noun (hd_side_get_enemy (side)),
                            hd_side_get_noun (side));
  return is_commanders_to_make (view, action, error);
}

/* What the truth makes of @viewer's order @action (not the umpire's):
 * *@carried the action to make (a copy of @action, or its ways cut at
 * contact, *@stopped_at the first contact's box), or FALSE with the
 * refusal he reads: his view's, or Campaign 8's saying nothing hidden. */
static gboolean
seat_order (HdCampaignGame         *self,
            const HdCampaignViewer *viewer,
            const HdCampaignAction *action,
            HdCampaignAction      **carried,
            guint                  *stopped_at,
            GError                **error)
{
  g_autoptr(HdCampaignView) view = hd_campaign_game_get_view (self, viewer);
  g_autoptr(HdCampaignAction) stopped = NULL;
  const HdCampaign *truth = hd_log_get_position (HD_LOG (self));

  *stopped_at = HD_CAMPAIGN_NO_BOX;
  if (!is_seats_to_make (view, action, error) || !hd_campaign_view_check (view, action, error))
    return FALSE;
  if (hd_campaign_play_check (truth, action, NULL))
    {
      *carried = hd_campaign_action_copy (action);
      return TRUE;
    }
  stopped = hd_campaign_march_stop_at_contact (truth, action, stopped_at);
  if (stopped != NULL && hd_campaign_play_check (truth, stopped, NULL))
    {
      *carried = g_steal_pointer (&stopped);
      return TRUE;
    }
  *stopped_at = HD_CAMPAIGN_NO_BOX;
  return hd_rules_refuse (error, "Campaign 8", _("the umpire cannot carry this order out as written; what "
                                                 "prevents it is hidden from this seat"));
}

gboolean
hd_campaign_game_check_for (HdCampaignGame         *self,
                            const HdCampaignViewer *viewer,
                            const HdCampaignAction *action,
                            GError                **error)
{
  g_autoptr(HdCampaignAction) carried = NULL;
  guint stopped_at;

  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), FALSE);
  g_return_val_if_fail (viewer != NULL && action != NULL, FALSE);
  if (hd_campaign_viewer_get_role (viewer) == HD_VIEWER_UMPIRE)
    return hd_campaign_play_check (hd_log_get_position (HD_LOG (self)), action, error);
  return seat_order (self, viewer, action, &carried, &stopped_at, error);
}

gboolean
hd_campaign_game_apply_for (HdCampaignGame         *self,
                            const HdCampaignViewer *viewer,
                            const HdCampaignAction *action,
                            guint                  *stopped_at,
                            GError                **error)
{
  g_autoptr(HdCampaignAction) carried = NULL;
  guint stopped = HD_CAMPAIGN_NO_BOX;
  gboolean made;

  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), FALSE);
  g_return_val_if_fail (viewer != NULL && action != NULL, FALSE);
  if (hd_campaign_viewer_get_role (viewer) == HD_VIEWER_UMPIRE)
    made = hd_log_apply (HD_LOG (self), action, error);
  else
    made = seat_order (self, viewer, action, &carried, &stopped, error)
           && hd_log_apply (HD_LOG (self), carried, error);
  if (stopped_at != NULL)
    *stopped_at = made ? stopped : HD_CAMPAIGN_NO_BOX;
  return made;
}

/* -------------------------------------------------------------- seats */

/* The seat whose PIN opens @seat: a commander's is his president's (the
 * president hands him the screen). */
static HdSide
seat_of (const HdCampaignViewer *seat)
{
  return hd_campaign_viewer_get_role (seat) == HD_VIEWER_UMPIRE ? HD_SIDE_NEUTRAL
                                                                : hd_campaign_viewer_get_side (seat);
}

gboolean
hd_campaign_game_seat_has_pin (HdCampaignGame         *self,
                               const HdCampaignViewer *seat)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), FALSE);
  return hd_campaign_seats_has_pin (hd_log_get_position (HD_LOG (self)), seat_of (seat));
}

gboolean
hd_campaign_game_check_seat_pin (HdCampaignGame         *self,
                                 const HdCampaignViewer *seat,
                                 const char             *pin)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), FALSE);
  return hd_campaign_seats_check_pin (hd_log_get_position (HD_LOG (self)), seat_of (seat), pin);
}

HdCampaignAction *
hd_campaign_game_new_seat_pin (const HdCampaignViewer *seat,
                               const char             *pin)
{
  if (hd_campaign_viewer_get_role (seat) == HD_VIEWER_COMMANDER)
    return NULL;
  return hd_campaign_seats_new_pin_action (seat_of (seat), pin);
}

/* ---------------------------------------------------------- chronicle */

static gboolean
begins_player_turn (const HdCampaign *c,
                    guint            *last)
{
  guint stamp = hd_campaign_intel_stamp (c);

  if (c->phase != HD_PHASE_MOVEMENT || stamp == *last)
    return FALSE;
  *last = stamp;
  return TRUE;
}

HdCampaignSheet *
hd_campaign_game_write_chronicle (HdCampaignGame         *self,
                                  const HdCampaignViewer *viewer,
                                  GError                **error)
{
  g_autoptr(HdCampaign) c = NULL;
  HdCampaignSheet *sheet;
  guint last = 0;

  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), NULL);
  g_return_val_if_fail (viewer != NULL, NULL);
  if (hd_campaign_viewer_get_role (viewer) != HD_VIEWER_UMPIRE
      && ((const HdCampaign *) hd_log_get_position (HD_LOG (self)))->winner == HD_SIDE_NEUTRAL)
    {
      hd_rules_refuse (error, "Campaign 4", _("the chronicle opens when the war is over: it tells what each side "
                                              "kept hidden"));
      return NULL;
    }
  c = hd_campaign_copy (hd_log_get_initial (HD_LOG (self)));
  sheet = hd_campaign_chronicle_new ();
  if (begins_player_turn (c, &last))
    hd_campaign_chronicle_add_turn (sheet, c);
  for (guint i = 0; i < hd_log_get_n_actions (HD_LOG (self)); i++)
    {
      /* the log's actions were all accepted: they are again */
      if (!hd_campaign_play_apply (c, hd_log_get_action (HD_LOG (self), i), NULL))
        break;
      if (begins_player_turn (c, &last))
        hd_campaign_chronicle_add_turn (sheet, c);
    }
  return sheet;
}

/* ------------------------------------------------------------- saving */

GBytes *
hd_campaign_game_export_setup (HdCampaignGame *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), NULL);
  return hd_campaign_setup_save (hd_log_get_position (HD_LOG (self)));
}

GBytes *
hd_campaign_game_get_setup (HdCampaignGame *self)
{
  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), NULL);
  return hd_campaign_setup_save (hd_log_get_initial (HD_LOG (self)));
}

gboolean
hd_campaign_game_has_default_setup (HdCampaignGame *self)
{
  g_autoptr(HdCampaign) builtin = NULL;

  g_return_val_if_fail (HD_IS_CAMPAIGN_GAME (self), FALSE);
  builtin = hd_campaign_setup_new_default (self->map, NULL);
  /* the built-in set-up, with ids by side or, an older campaign's, not */
  if (builtin != NULL && hd_campaign_get_ids_by_side (hd_log_get_initial (HD_LOG (self))) == FALSE)
    builtin->side_next_id[HD_SIDE_UNION] = builtin->side_next_id[HD_SIDE_CONFEDERATE] = 0;
  return builtin != NULL && hd_campaign_equal (builtin, hd_log_get_initial (HD_LOG (self)));
}

/* @text past its XML declaration ("<?xml ...?>"), if it has one. */
static const char *
skip_declaration (const char *text,
                  gsize      *len)
{
  const char *end;

  if (*len < 5 || strncmp (text, "<?xml", 5) != 0 || (end = g_strstr_len (text, (gssize) *len, "?>")) == NULL)
    return text;
  end += 2;
  while (end < text + *len && g_ascii_isspace (*end))
    end++;
  *len -= (gsize) (end - text);
  return end;
}

/* The save: the set-up file the game started from, embedded whole in
 * <setup>, then the applied actions in their one-line form; the root's
 * checksum is put in last, over the bytes written. */
/* Before the actions: the set-up file the game started from, embedded
 * whole in <setup>. */
/* A game in player mode (format 2): the dispatch it began from, a
 * <line text=""/> for each of its lines, in <dispatch>. */
static void
save_dispatch (const char *dispatch,
               GString    *out)
{
  g_auto(GStrv) lines = g_strsplit (dispatch, "\n", -1);
  guint n = g_strv_length (lines);

  g_string_append (out, "<dispatch>\n");
  for (guint i = 0; i < n; i++)
    if (i + 1 < n || lines[i][0] != '\0')   /* every line as read, but the empty one after the last */
      {
        g_autofree char *escaped = NULL;

        /* a mail program's "\r\n": the dispatch's checksum is of the lines without it */
        if (g_str_has_suffix (lines[i], "\r"))
          lines[i][strlen (lines[i]) - 1] = '\0';
        escaped = g_markup_escape_text (lines[i], -1);

        g_string_append_printf (out, "  <line text=\"%s\"/>\n", escaped);
      }
  g_string_append (out, "</dispatch>\n");
}

/* Whether the save signs its actions: a campaign without an umpire, not
 * a dispatch (whose master holds the chain). */
static gboolean
is_chained (HdCampaignGame *self)
{
  return self->dispatch_text == NULL
         && ((const HdCampaign *) hd_log_get_position (HD_LOG (self)))->no_umpire != NULL;
}

static int
get_save_format (HdLog *log)
{
  if (HD_CAMPAIGN_GAME (log)->dispatch_text != NULL)
    return HD_CAMPAIGN_GAME_FORMAT_DISPATCH;
  return is_chained (HD_CAMPAIGN_GAME (log)) ? HD_CAMPAIGN_GAME_FORMAT_CHAINED : HD_CAMPAIGN_GAME_FORMAT;
}

/* The link of the chain after @prev for @line: an HMAC-SHA256 under
 * @key of the link before and the action. */
char *
hd_campaign_game_chain_seed (HdCampaignGame *self,
                             const char     *key)
{
  g_autoptr(GBytes) setup = hd_campaign_setup_save (hd_log_get_initial (HD_LOG (self)));
  gsize len;
  const char *text = g_bytes_get_data (setup, &len);
  g_autoptr(GString) seed = g_string_new ("setup\n");

  g_string_append_len (seed, text, (gssize) len);
  return g_compute_hmac_for_data (G_CHECKSUM_SHA256, (const guchar *) key, strlen (key), (const guchar *) seed->str,
                                  seed->len);
}

char *
hd_campaign_game_chain_end (const char *key,
                            const char *last,
                            guint       n)
{
  g_autofree char *text = g_strdup_printf ("%s\nend %u", last, n);

  return g_compute_hmac_for_string (G_CHECKSUM_SHA256, (const guchar *) key, strlen (key), text, -1);
}

char *
hd_campaign_game_chain_link (const char *key,
                             const char *prev,
                             const char *line)
{
  g_autofree char *text = g_strdup_printf ("%s\n%s", prev, line);

  return g_compute_hmac_for_string (G_CHECKSUM_SHA256, (const guchar *) key, strlen (key), text, -1);
}

static void
save_header (HdLog *log, GString *out)
{
  g_autoptr(GBytes) setup = NULL;
  gsize len;
  const char *text;

  HD_CAMPAIGN_GAME (log)->save_index = 0;
  g_free (HD_CAMPAIGN_GAME (log)->save_link);
  HD_CAMPAIGN_GAME (log)->save_link = HD_CAMPAIGN_GAME (log)->chain_key != NULL
                                      ? hd_campaign_game_chain_seed (HD_CAMPAIGN_GAME (log),
                                                                     HD_CAMPAIGN_GAME (log)->chain_key)
                                      : g_strdup ("");
  if (HD_CAMPAIGN_GAME (log)->dispatch_text != NULL)
    return save_dispatch (HD_CAMPAIGN_GAME (log)->dispatch_text, out);
  setup = hd_campaign_setup_save (hd_log_get_initial (log));
  text = g_bytes_get_data (setup, &len);

  text = skip_declaration (text, &len);
  g_string_append (out, "<setup>\n");
  g_string_append_len (out, text, (gssize) len);
  if (len > 0 && text[len - 1] != '\n')
    g_string_append_c (out, '\n');
  g_string_append (out, "</setup>\n");
}

/* An action in its one-line form (a campaign's actions are never
 * joined). */
/* <chain-end count="N" mac=""/>: made under the key, or as it was read
 * (the game locked since, nothing was played). */
static void
save_chain_end (HdCampaignGame *self,
                GString        *out)
{
  g_autofree char *end = NULL;
  guint n = hd_log_get_n_actions (HD_LOG (self));
  g_auto(GStrv) read = self->chain_end != NULL ? g_strsplit (self->chain_end, ":", 2) : NULL;

  if (self->chain_key != NULL)
    end = hd_campaign_game_chain_end (self->chain_key, self->save_link, n);
  else if (read != NULL && read[1] != NULL)
    {
      g_string_append_printf (out, "  <chain-end count=\"%s\" mac=\"%s\"/>\n", read[0], read[1]);
      return;
    }
  if (end != NULL)
    g_string_append_printf (out, "  <chain-end count=\"%u\" mac=\"%s\"/>\n", n, end);
}

/* An action in its one-line form (a campaign's actions are never
 * joined); in a campaign without an umpire, with its link of the chain:
 * made under the key once both PINs opened the game, else the link it
 * was read with. */
static void
save_action (HdLog *log, gconstpointer action, gboolean joined, GString *out)
{
  HdCampaignGame *self = HD_CAMPAIGN_GAME (log);
  g_autofree char *line = hd_campaign_action_to_line (action);
  g_autofree char *escaped = g_markup_escape_text (line, -1);
  char *link = NULL;
  guint i = self->save_index++;

  if (is_chained (self) && self->chain_key != NULL)
    link = hd_campaign_game_chain_link (self->chain_key, self->save_link, line);
  else if (is_chained (self) && i < self->macs->len)
    link = g_strdup (g_ptr_array_index (self->macs, i));
  if (link == NULL)
    {
      g_string_append_printf (out, "  <action line=\"%s\"/>\n", escaped);
      return;
    }
  g_string_append_printf (out, "  <action line=\"%s\" mac=\"%s\"/>\n", escaped, link);
  g_free (self->save_link);
  self->save_link = link;
  /* after the last action, the chain's end: how many, signed */
  if (self->save_index == hd_log_get_n_actions (log))
    save_chain_end (self, out);
}

/* ------------------------------------------------------------- loading */

/* Whether @bytes begin (past an XML declaration, comments and blank
 * space) with the campaign save's root element. */
gboolean
hd_campaign_game_is_campaign_file (GBytes *bytes)
{
  g_return_val_if_fail (bytes != NULL, FALSE);
  return hd_xml_root_is (bytes, ROOT_NAME);
}

/* The save is read by the log's reader (hd-log-load.c), which hands this
 * kind each element of the root: first the <setup>, then the actions. */

static xmlNode *
next_element (xmlNode *node)
{
  while (node != NULL && node->type != XML_ELEMENT_NODE)
    node = node->next;
  return node;
}

/* The one set-up inside <setup>, read by the set-up's own reader, or
 * NULL (the error set). */
static HdCampaign *
load_setup_file (HdLogLoad *load,
                 xmlNode   *inner)
{
  HdMap *map = hd_log_load_get_data (load);
  g_autoptr(GError) why = NULL;
  g_autofree char *source = NULL;
  g_autoptr(GBytes) bytes = NULL;
  xmlBuffer *buffer = xmlBufferCreate ();
  HdCampaign *initial;

  xmlNodeDump (buffer, inner->doc, inner, 0, 0);
  bytes = g_bytes_new (xmlBufferContent (buffer), (gsize) xmlBufferLength (buffer));
  xmlBufferFree (buffer);
  /* TRANSLATORS: how a campaign save's embedded set-up is named in messages */
  source = g_strdup_printf (_("the set-up in %s"), hd_log_load_get_source (load));
  initial = hd_campaign_setup_load (map, bytes, source, &why);
  if (initial == NULL)
    hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, hd_log_load_line (inner),
                      _("the campaign cannot be set up: %s"), why->message);
  return initial;
}

/* <setup>: exactly one element, the set-up file the campaign began from. */
static void
load_setup (HdLogLoad *load,
            xmlNode   *setup)
{
  static const char * const none[] = { NULL };
  g_autofree char *unknown = NULL;
  xmlNode *inner = next_element (setup->children);
  int line = hd_log_load_line (setup);
  HdCampaign *initial;

  if (!xmlStrEqual (setup->name, (const xmlChar *) "setup"))
    return hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, line,
                             _("the file is damaged: a saved campaign begins with its <setup>"));
  if ((unknown = hd_log_load_unknown_attribute (setup, none)) != NULL)
    return hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, line,
                             _("the file is damaged: <setup> has an attribute \"%s\", which it never has"), unknown);
  if (inner == NULL || next_element (inner->next) != NULL)
    return hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, line,
                             _("the file is damaged: its <setup> must hold the one set-up the campaign began from"));
  initial = load_setup_file (load, inner);
  if (initial != NULL)
    hd_log_load_start (load, HD_LOG (hd_campaign_game_new_from_position (hd_log_load_get_data (load), initial)));
}

/* <dispatch> (format 2): the lines of the dispatch a game in player
 * mode began from, each a <line text=""/>, read by the dispatch's own
 * reader. */
static void
load_dispatch (HdLogLoad *load,
               xmlNode   *dispatch)
{
  static const char * const none[] = { NULL }, * const text_only[] = { "text", NULL };
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) why = NULL;
  g_autofree char *stray = hd_log_load_unknown_attribute (dispatch, none);
  int line = hd_log_load_line (dispatch);
  HdCampaignGame *game;

  if (hd_log_load_get_format (load) < HD_CAMPAIGN_GAME_FORMAT_DISPATCH || stray != NULL)
    return hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, line,
                             _("the file is damaged: its <dispatch> is not one a saved campaign of its format has"));
  for (xmlNode *node = next_element (dispatch->children); node != NULL; node = next_element (node->next))
    {
      g_autofree char *unknown = hd_log_load_unknown_attribute (node, text_only);
      g_autofree char *value = hd_xml_get_attr (node, "text");

      if (!xmlStrEqual (node->name, (const xmlChar *) "line") || unknown != NULL || value == NULL
          || next_element (node->children) != NULL)
        return hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, hd_log_load_line (node),
                                 _("the file is damaged: its <dispatch> holds something other than its lines"));
      g_string_append_printf (text, "%s\n", value);
    }
  game = hd_campaign_game_new_from_dispatch_text (hd_log_load_get_data (load), text->str, text->len, &why);
  if (game == NULL)
    return hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, line, _("the dispatch in it cannot be read: %s"),
                             why->message);
  hd_log_load_start (load, HD_LOG (game));
}

/* The line of an <action line="..."/>, or NULL (the error set) when the
 * element is not one or is damaged. */
static char *
load_action_line (HdLogLoad *load,
                  xmlNode   *node,
                  guint      n)
{
  static const char * const plain[] = { "line", NULL }, * const chained[] = { "line", "mac", NULL };
  const char * const *allowed = hd_log_load_get_format (load) >= HD_CAMPAIGN_GAME_FORMAT_CHAINED ? chained : plain;
  g_autofree char *unknown = NULL;
  int at = hd_log_load_line (node);
  char *line = NULL;

  if (!xmlStrEqual (node->name, (const xmlChar *) "action"))
    {
      g_autofree char *quoted = hd_excerpt ((const char *) node->name, -1);
      hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, at,
                        _("the file is damaged: <%s> is not part of a saved campaign (a campaign holds its <setup> "
                          "and <action> elements)"), quoted);
    }
  else if ((unknown = hd_log_load_unknown_attribute (node, allowed)) != NULL)
    hd_log_load_fail (load, HD_LOG_LOAD_ERROR_BAD_ACTION, at,
                      _("action %u is damaged: it has an attribute \"%s\", which actions do not have"), n, unknown);
  else if (next_element (node->children) != NULL)
    hd_log_load_fail (load, HD_LOG_LOAD_ERROR_BAD_ACTION, at, _("action %u is damaged: unexpected elements in it"),
                      n);
  else if ((line = hd_xml_get_attr (node, "line")) == NULL)
    hd_log_load_fail (load, HD_LOG_LOAD_ERROR_BAD_ACTION, at, _("action %u is damaged: its line is missing"), n);
  return line;
}

/* One <action line="..."/>: read and made again, or the reason it cannot
 * have happened. */
static void
load_action (HdLogLoad *load,
             xmlNode   *node)
{
  guint n = hd_log_load_next_action (load);
  g_autofree char *line = load_action_line (load, node, n);
  g_autoptr(GError) why = NULL;
  HdCampaignAction *action;

  if (line == NULL)
    return;
  /* its link of the chain, checked when both PINs open the game */
  g_ptr_array_add (HD_CAMPAIGN_GAME (hd_log_load_get_log (load))->macs, hd_xml_get_attr (node, "mac"));
  action = hd_campaign_action_parse_line (line, &why);
  if (action == NULL)
    return hd_log_load_fail (load, HD_LOG_LOAD_ERROR_BAD_ACTION, hd_log_load_line (node),
                             _("action %u is damaged: %s"), n, why->message);
  hd_log_load_append (load, hd_log_load_line (node), action, FALSE);
}

/* <chain-end count="N" mac=""/> (format 3): after the last action, kept
 * for hd_campaign_game_unlock to check. */
static void
load_chain_end (HdLogLoad *load,
                xmlNode   *element)
{
  static const char * const allowed[] = { "count", "mac", NULL };
  HdCampaignGame *game = HD_CAMPAIGN_GAME (hd_log_load_get_log (load));
  g_autofree char *unknown = hd_log_load_unknown_attribute (element, allowed);
  g_autofree char *count = hd_xml_get_attr (element, "count");
  g_autofree char *mac = hd_xml_get_attr (element, "mac");

  if (hd_log_load_get_format (load) < HD_CAMPAIGN_GAME_FORMAT_CHAINED || unknown != NULL || count == NULL
      || mac == NULL || strlen (count) > 10 || strlen (mac) != 64 || game->chain_end != NULL)
    return hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, hd_log_load_line (element),
                             _("the file is damaged: its <chain-end> is not one this program writes"));
  game->chain_end = g_strdup_printf ("%s:%s", count, mac);
}

static void
load_element (HdLogLoad *load,
              xmlNode   *element)
{
  HdLog *log = hd_log_load_get_log (load);

  if (log != NULL && HD_CAMPAIGN_GAME (log)->chain_end != NULL)
    return hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, hd_log_load_line (element),
                             _("the file is damaged: something follows the end of its chain"));
  if (log != NULL && xmlStrEqual (element->name, (const xmlChar *) "chain-end"))
    return load_chain_end (load, element);
  if (hd_log_load_get_log (load) == NULL && xmlStrEqual (element->name, (const xmlChar *) "dispatch"))
    load_dispatch (load, element);
  else if (hd_log_load_get_log (load) == NULL)
    load_setup (load, element);
  else
    load_action (load, element);
}

/* A campaign with no element at all has no set-up either; one signed as
 * played without an umpire has no umpire (its `no-umpire` was not taken
 * out by hand). */
static void
load_end (HdLogLoad *load)
{
  HdLog *log = hd_log_load_get_log (load);

  if (log == NULL)
    hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, 0,
                      _("the file is damaged: a saved campaign begins with its <setup>"));
  else if (hd_log_load_get_format (load) >= HD_CAMPAIGN_GAME_FORMAT_CHAINED
           && HD_CAMPAIGN_GAME (log)->dispatch_text == NULL && hd_campaign_game_has_umpire (HD_CAMPAIGN_GAME (log)))
    hd_log_load_fail (load, HD_LOG_LOAD_ERROR_INVALID, 0,
                      _("the file is damaged: it is signed as a campaign without an umpire, but says it has one "
                        "(changed by hand)"));
}

/**
 * hd_campaign_game_new_from_bytes:
 *
 * Reads a campaign save, making every action again and checking it as it
 * is read.  A damaged or newer file gives an error naming what is wrong
 * and where (its line), and nothing is returned; the file is never
 * changed.
 */
HdCampaignGame *
hd_campaign_game_new_from_bytes (HdMap       *map,
                                 GBytes      *bytes,
                                 const char  *source_name,
                                 GError     **error)
{
  HdLog *log;

  g_return_val_if_fail (HD_IS_MAP (map), NULL);
  g_return_val_if_fail (bytes != NULL, NULL);

  log = hd_log_load (HD_TYPE_CAMPAIGN_GAME, bytes, source_name ? source_name : "campaign", map, NULL, NULL, NULL,
                     error);
  return log != NULL ? HD_CAMPAIGN_GAME (log) : NULL;
}

HdCampaignGame *
hd_campaign_game_new_from_file (HdMap   *map,
                                GFile   *file,
                                GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  bytes = hd_file_load (file, HD_CAMPAIGN_GAME_MAX_BYTES, error);
  if (bytes == NULL)
    return NULL;
  name = g_file_get_parse_name (file);
  return hd_campaign_game_new_from_bytes (map, bytes, name, error);
}
