/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-seat-page.c: a seat's page data as JSON and the orders its page
 * sends (hd-seat-page.h).  Everything written here is asked of the
 * seat's view; nothing reads the game or the master position. */
#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "hd-calendar.h"
#include "hd-campaign-guide.h"
#include "hd-seat-page.h"

G_DEFINE_QUARK (hd-seat-page-error-quark, hd_seat_page_error)

static void
add_string (JsonBuilder *b, const char *name, const char *value)
{
  json_builder_set_member_name (b, name);
  if (value != NULL)
    json_builder_add_string_value (b, value);
  else
    json_builder_add_null_value (b);
}

static void
add_int (JsonBuilder *b, const char *name, gint64 value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

static void
add_bool (JsonBuilder *b, const char *name, gboolean value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_boolean_value (b, value);
}

static const char *
box_id (const HdCampaignView *view, guint box)
{
  HdMap *map = hd_campaign_view_get_map (view);

  return box < hd_map_get_n_boxes (map) ? hd_map_get_box (map, box)->id : NULL;
}

/* The page's own words, in the application's language. */
static void
words_to_json (JsonBuilder *b)
{
  static const struct { const char *key; const char *text; } words[] = {
    /* TRANSLATORS: headings and buttons of a seat's page on a phone */
    { "board", N_("Board") },
    { "reports", N_("Reports") },
    { "forces", N_("Your forces") },
    { "orders", N_("Orders") },
    { "no_reports", N_("No reports yet.") },
    { "no_orders", N_("No order is yours to write now.") },
    { "marches_left", N_("marches left") },
    { "unallotted", N_("Marches not yet given") },
    { "march_to", N_("March to") },
    { "send", N_("Send") },
    { "contact", N_("enemy troops: a battle follows") },
    { "jump", N_("a cavalry jump") },
    { "guns", N_("running the guns") },
    { "sea", N_("by sea") },
    { "invade", N_("a naval invasion") },
    { "entrench", N_("dig in here") },
    { "dig_in", N_("Dig In") },
    { "end_phase", N_("End the marches") },
    { "sent", N_("Sent.") },
    { "lost", N_("The connection to the umpire's computer is lost; trying again…") },
    { "live", N_("Live: this page follows the game.") },
  };

  json_builder_set_member_name (b, "words");
  json_builder_begin_object (b);
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    add_string (b, words[i].key, _(words[i].text));
  json_builder_end_object (b);
}

/* Every box's place on the board (public: the map). */
static void
boxes_to_json (JsonBuilder *b, const HdCampaignView *view)
{
  HdMap *map = hd_campaign_view_get_map (view);

  add_int (b, "width", (gint64) hd_map_get_width (map));
  add_int (b, "height", (gint64) hd_map_get_height (map));
  json_builder_set_member_name (b, "boxes");
  json_builder_begin_object (b);
  for (guint i = 0; i < hd_map_get_n_boxes (map); i++)
    {
      const HdBox *box = hd_map_get_box (map, i);
      HdSide control = hd_campaign_view_get_control (view, i);

      json_builder_set_member_name (b, box->id);
      json_builder_begin_object (b);
      add_string (b, "name", box->name);
      add_int (b, "x", (gint64) box->x);
      add_int (b, "y", (gint64) box->y);
      add_string (b, "control", control != HD_SIDE_NEUTRAL ? hd_side_to_string (control) : NULL);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
}

/* The seat's own armies and corps, and divisions standing apart. */
static void
forces_to_json (JsonBuilder *b, const HdCampaignView *view)
{
  json_builder_set_member_name (b, "forces");
  json_builder_begin_array (b);
  for (guint i = 0; i < hd_campaign_view_get_n_formations (view); i++)
    {
      const HdCampaignFormation *f = hd_campaign_view_get_formation (view, i);
      const HdCampaignFormation *parent = f->parent != HD_CAMPAIGN_NONE
                                            ? hd_campaign_view_lookup_formation (view, f->parent) : NULL;
      g_autofree char *label = NULL;

      if (box_id (view, f->box) == NULL || (parent != NULL && parent->box == f->box))
        continue;
      label = hd_campaign_formation_get_label (f);
      json_builder_begin_object (b);
      add_int (b, "id", f->id);
      add_string (b, "side", hd_side_to_string (f->side));
      add_string (b, "kind", hd_formation_kind_to_string (f->kind));
      add_string (b, "label", label);
      add_string (b, "box", box_id (view, f->box));
      add_int (b, "units", hd_campaign_view_count_units (view, f->id));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

/* The seat's side's reports (Campaign 8), each with its age in Game
 * Turns: the window fades those of earlier turns, and so does the page. */
static void
reports_to_json (JsonBuilder *b, const HdCampaignView *view)
{
  const HdCampaignViewer *viewer = hd_campaign_view_get_viewer (view);
  guint turn = hd_campaign_view_get_turn (view);

  json_builder_set_member_name (b, "reports");
  json_builder_begin_array (b);
  for (HdSide side = HD_SIDE_UNION; side <= HD_SIDE_CONFEDERATE; side++)
    {
      g_autoptr(GPtrArray) reports = NULL;

      if (!hd_campaign_viewer_is_of_side (viewer, side))
        continue;
      reports = hd_campaign_view_list_reports (view, side);
      for (guint i = 0; i < reports->len; i++)
        {
          const HdCampaignReport *r = g_ptr_array_index (reports, i);
          g_autofree char *text = hd_campaign_view_format_report (view, r);
          g_autofree char *date = hd_calendar_format (r->turn);

          json_builder_begin_object (b);
          add_string (b, "box", box_id (view, r->box));
          add_string (b, "level", hd_campaign_intel_level_to_string (r->level));
          add_bool (b, "present", r->present);
          add_string (b, "date", date);
          add_int (b, "age", turn > r->turn ? turn - r->turn : 0);
          add_string (b, "text", text);
          json_builder_end_object (b);
        }
    }
  json_builder_end_array (b);
}

/* What play awaits, in the guide's words, and whether it is this seat's. */
static void
guide_to_json (JsonBuilder *b, const HdCampaignView *view)
{
  g_autoptr(HdCampaignGuide) guide = hd_campaign_guide_new (view);

  json_builder_set_member_name (b, "guide");
  json_builder_begin_object (b);
  add_string (b, "headline", guide->headline);
  add_string (b, "advice", guide->advice);
  add_string (b, "rule", guide->rule);
  add_bool (b, "yours", hd_campaign_view_awaits_viewer (view));
  json_builder_end_object (b);
}

static gboolean
awaits_marches (const HdCampaignView *view)
{
  HdCampaignAwaited a = hd_campaign_view_get_awaited (view);

  return hd_campaign_view_awaits_viewer (view) &&
         (a.kind == HD_CAMPAIGN_AWAITS_ALLOTMENT || a.kind == HD_CAMPAIGN_AWAITS_MARCHES);
}

/* The commanders given marches, with what each has left (Campaign 2.1, 7). */
static void
marches_to_json (JsonBuilder *b, const HdCampaignView *view)
{
  HdSide player = hd_campaign_view_get_player (view);
  g_autoptr(GArray) commanders = NULL;
  const HdCampaignViewer *viewer = hd_campaign_view_get_viewer (view);
  gboolean mine = hd_campaign_viewer_is_of_side (viewer, player);
  gboolean yours = mine && awaits_marches (view);

  json_builder_set_member_name (b, "marches");
  json_builder_begin_object (b);
  add_bool (b, "yours", yours);
  /* the allotment while it is awaited, or while marches are left to give */
  add_bool (b, "may_allot", yours && hd_campaign_viewer_get_role (viewer) != HD_VIEWER_COMMANDER &&
                            (hd_campaign_view_get_awaited (view).kind == HD_CAMPAIGN_AWAITS_ALLOTMENT ||
                             hd_campaign_view_get_marches_unallotted (view) > 0));
  add_int (b, "die", mine ? hd_campaign_view_get_march_die (view) : 0);
  add_int (b, "marches", mine ? hd_campaign_view_get_marches (view) : 0);
  add_int (b, "unallotted", mine ? hd_campaign_view_get_marches_unallotted (view) : 0);
  json_builder_set_member_name (b, "commanders");
  json_builder_begin_array (b);
  commanders = mine ? hd_campaign_view_list_march_commanders (view, player) : NULL;
  for (guint i = 0; commanders != NULL && i < commanders->len; i++)
    {
      const HdCampaignFormation *f = hd_campaign_view_lookup_formation (view, g_array_index (commanders, guint, i));
      g_autofree char *label = NULL;

      if (f == NULL)
        continue;
      label = hd_campaign_formation_get_label (f);
      json_builder_begin_object (b);
      add_int (b, "id", f->id);
      add_string (b, "label", label);
      add_int (b, "allotted", f->marches_allotted);
      add_int (b, "left", hd_campaign_view_get_marches_left (view, f->id));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

/* Whether @f may march now: a corps whose commander has a march left. */
static gboolean
may_march (const HdCampaignView *view, const HdCampaignFormation *f)
{
  guint commander;

  if (f->kind != HD_FORMATION_CORPS && f->kind != HD_FORMATION_FIELD_CORPS && f->kind != HD_FORMATION_CAVALRY_CORPS)
    return FALSE;
  if (f->side != hd_campaign_view_get_player (view) || box_id (view, f->box) == NULL)
    return FALSE;
  commander = hd_campaign_view_get_march_commander (view, f->id);
  return commander != HD_CAMPAIGN_NONE && hd_campaign_view_get_marches_left (view, commander) > 0;
}

/* The ways a march may take (Campaign 7, 7.1, 7.2, 7.4, 7.5), as the
 * page names them. */
typedef enum { WAY_PLAIN, WAY_JUMP, WAY_GUNS, WAY_SEA, WAY_INVADE, WAY_ENTRENCH, N_WAYS } Way;
static const char *const way_words[N_WAYS] = { "plain", "jump", "guns", "sea", "invade", "entrench" };

static GArray *
just (guint formation)
{
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (guint));

  g_array_append_val (ids, formation);
  return ids;
}

/* @formation entrenching where it stands (Campaign 7.6), NULL if what
 * the seat knows refuses it. */
static HdCampaignAction *
new_entrench (const HdCampaignView *view, guint formation)
{
  const HdCampaignFormation *f = hd_campaign_view_lookup_formation (view, formation);
  g_autoptr(HdCampaignAction) action = hd_campaign_action_new ("entrench");

  if (f == NULL || box_id (view, f->box) == NULL)
    return NULL;
  hd_campaign_action_set_uint (action, "formation", formation);
  hd_campaign_action_set (action, "box", box_id (view, f->box));
  return hd_campaign_view_check (view, action, NULL) ? g_steal_pointer (&action) : NULL;
}

/* Where one march of @formation may go @way: the march module's
 * destinations, or its ports (box indices, in *@ports); for works, its
 * own box if it may dig in there. */
static GPtrArray *
list_ways (const HdCampaignView *view, guint formation, Way way, GArray **ports)
{
  static const HdCampaignMarchMode modes[] = { HD_MARCH_MODE_PLAIN, HD_MARCH_MODE_JUMP, HD_MARCH_MODE_GUNS };
  g_autoptr(GArray) ids = just (formation);

  *ports = NULL;
  if (way == WAY_ENTRENCH)
    {
      g_autoptr(HdCampaignAction) works = new_entrench (view, formation);

      *ports = g_array_new (FALSE, FALSE, sizeof (guint));
      if (works != NULL)
        g_array_append_val (*ports, hd_campaign_view_lookup_formation (view, formation)->box);
      return NULL;
    }
  if (way == WAY_SEA || way == WAY_INVADE)
    {
      *ports = hd_campaign_view_list_ports (view, ids, way == WAY_INVADE);
      return NULL;
    }
  return hd_campaign_view_list_destinations (view, ids, modes[way]);
}

static void
way_to_json (JsonBuilder *b, const HdCampaignView *view, guint box, Way way, gboolean contact)
{
  json_builder_begin_object (b);
  add_string (b, "box", box_id (view, box));
  add_string (b, "mode", way_words[way]);
  add_bool (b, "contact", contact);
  json_builder_end_object (b);
}

/* Every box one march of @formation reaches, each way; how many. */
static guint
ways_to_json (JsonBuilder *b, const HdCampaignView *view, guint formation)
{
  guint n = 0;

  for (Way way = WAY_PLAIN; way < N_WAYS; way++)
    {
      g_autoptr(GArray) ports = NULL;
      g_autoptr(GPtrArray) ways = list_ways (view, formation, way, &ports);

      for (guint i = 0; ways != NULL && i < ways->len; i++, n++)
        {
          const HdCampaignDestination *d = g_ptr_array_index (ways, i);

          way_to_json (b, view, d->box, way, d->contact);
        }
      for (guint i = 0; ports != NULL && i < ports->len; i++, n++)
        way_to_json (b, view, g_array_index (ports, guint, i), way, FALSE);
    }
  return n;
}

/* The marches the seat may order now: each corps and where one march
 * takes it, each way (as the window's march panel lists them). */
static void
orders_to_json (JsonBuilder *b, const HdCampaignView *view)
{
  HdCampaignAwaited a = hd_campaign_view_get_awaited (view);

  json_builder_set_member_name (b, "moves");
  json_builder_begin_array (b);
  for (guint i = 0; a.kind == HD_CAMPAIGN_AWAITS_MARCHES && awaits_marches (view) &&
                    i < hd_campaign_view_get_n_formations (view); i++)
    {
      const HdCampaignFormation *f = hd_campaign_view_get_formation (view, i);
      g_autoptr(JsonBuilder) to = NULL;
      g_autofree char *label = NULL;
      guint n;

      if (!may_march (view, f))
        continue;
      /* a corps no march takes anywhere is not offered */
      to = json_builder_new ();
      json_builder_begin_array (to);
      n = ways_to_json (to, view, f->id);
      json_builder_end_array (to);
      if (n == 0)
        continue;
      label = hd_campaign_formation_get_label (f);
      json_builder_begin_object (b);
      add_int (b, "formation", f->id);
      add_string (b, "label", label);
      add_string (b, "from", box_id (view, f->box));
      json_builder_set_member_name (b, "to");
      json_builder_add_value (b, json_builder_get_root (to));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  add_bool (b, "may_end", a.kind == HD_CAMPAIGN_AWAITS_MARCHES && awaits_marches (view));
}

char *
hd_seat_page_write (const HdCampaignView *view)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *date = hd_calendar_format (hd_campaign_view_get_turn (view));
  const HdCampaignViewer *viewer = hd_campaign_view_get_viewer (view);
  HdSide winner = hd_campaign_view_get_winner (view);
  g_autofree char *label = hd_campaign_view_name_seat (view, viewer);

  json_builder_begin_object (b);
  add_string (b, "seat", hd_campaign_viewer_get_seat (viewer));
  add_string (b, "label", label);
  add_string (b, "side", hd_side_to_string (hd_campaign_viewer_get_side (viewer)));
  add_string (b, "date", date);
  add_string (b, "player", hd_side_to_string (hd_campaign_view_get_player (view)));
  add_string (b, "winner", winner != HD_SIDE_NEUTRAL ? hd_side_to_string (winner) : NULL);
  guide_to_json (b, view);
  boxes_to_json (b, view);
  forces_to_json (b, view);
  reports_to_json (b, view);
  marches_to_json (b, view);
  orders_to_json (b, view);
  words_to_json (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  return json_generator_to_data (gen, NULL);
}

/* ------------------------------------------------------------ orders */

static gboolean
refuse (GError **error, HdSeatPageError code, const char *message)
{
  g_set_error_literal (error, HD_SEAT_PAGE_ERROR, code, message);
  return FALSE;
}

/* @member of @o as a string, NULL when it is not one. */
static const char *
read_string (JsonObject *o, const char *member)
{
  JsonNode *n = json_object_get_member (o, member);

  return n != NULL && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING
           ? json_node_get_string (n) : NULL;
}

/* @member of @o as a whole number from 0 to G_MAXUINT32. */
static gboolean
read_id (JsonObject *o, const char *member, guint *out)
{
  JsonNode *n = json_object_get_member (o, member);
  gint64 v;

  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64)
    return FALSE;
  v = json_node_get_int (n);
  if (v < 0 || v > G_MAXUINT32)
    return FALSE;
  *out = (guint) v;
  return TRUE;
}

/* The way @word names; a plain march when the page names none. */
static gboolean
read_way (const char *word, Way *out)
{
  for (Way way = WAY_PLAIN; way < N_WAYS; way++)
    if (g_strcmp0 (word != NULL ? word : "plain", way_words[way]) == 0)
      return (*out = way), TRUE;
  return FALSE;
}

/* The action of @formation's march @way to the box named @to, NULL if
 * one march that way does not reach it. */
static HdCampaignAction *
new_march (const HdCampaignView *view, guint formation, Way way, const char *to)
{
  g_autoptr(GArray) ports = NULL;
  g_autoptr(GPtrArray) ways = list_ways (view, formation, way, &ports);
  g_autoptr(GArray) ids = just (formation);

  for (guint i = 0; ways != NULL && i < ways->len; i++)
    {
      const HdCampaignDestination *d = g_ptr_array_index (ways, i);

      if (g_strcmp0 (box_id (view, d->box), to) == 0)
        return hd_campaign_view_new_move (view, ids, d, HD_CAMPAIGN_NONE);
    }
  for (guint i = 0; ports != NULL && i < ports->len; i++)
    if (g_strcmp0 (box_id (view, g_array_index (ports, guint, i)), to) == 0)
      return way == WAY_ENTRENCH ? new_entrench (view, formation)
                                 : hd_campaign_view_new_sea (view, ids, g_array_index (ports, guint, i),
                                                             way == WAY_INVADE);
  return NULL;
}

static HdCampaignAction *
read_move (const HdCampaignView *view, JsonObject *o, GError **error)
{
  const HdCampaignFormation *f;
  HdCampaignAction *action;
  const char *to = read_string (o, "to");
  const char *mode = read_string (o, "mode");
  Way way;
  guint id;

  if (!read_id (o, "formation", &id) || to == NULL || (json_object_has_member (o, "mode") && mode == NULL) ||
      !read_way (mode, &way))
    return refuse (error, HD_SEAT_PAGE_ERROR_NOT_AN_ORDER, _("The order names no formation or no box.")), NULL;
  f = hd_campaign_view_lookup_formation (view, id);
  if (f == NULL || !may_march (view, f))
    return refuse (error, HD_SEAT_PAGE_ERROR_NO_SUCH,
                   _("This seat has no formation of that number that may march now (Campaign 7).")), NULL;
  action = new_march (view, id, way, to);
  if (action == NULL)
    refuse (error, HD_SEAT_PAGE_ERROR_NO_SUCH, _("One march of that formation does not reach that box (Campaign 7)."));
  return action;
}

static HdCampaignAction *
read_allot (JsonObject *o, GError **error)
{
  HdCampaignAction *a;
  guint id, marches;

  if (!read_id (o, "formation", &id) || !read_id (o, "marches", &marches) || marches > 12)
    return refuse (error, HD_SEAT_PAGE_ERROR_NOT_AN_ORDER, _("The allotment names no commander or no marches.")), NULL;
  a = hd_campaign_action_new ("allot");
  hd_campaign_action_set_uint (a, "formation", id);
  hd_campaign_action_set_uint (a, "marches", marches);
  return a;
}

HdCampaignAction *
hd_seat_page_read_order (const HdCampaignView *view,
                         const char           *body,
                         gsize                 length,
                         GError              **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonNode *root;
  JsonObject *o;
  const char *order;

  if (length > HD_SEAT_PAGE_MAX_ORDER || !g_utf8_validate (body, (gssize) length, NULL) ||
      !json_parser_load_from_data (parser, body, (gssize) length, NULL) ||
      (root = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return refuse (error, HD_SEAT_PAGE_ERROR_NOT_AN_ORDER, _("What the page sent is not an order.")), NULL;
  o = json_node_get_object (root);
  order = read_string (o, "order");
  if (g_strcmp0 (order, "move") == 0)
    return read_move (view, o, error);
  if (g_strcmp0 (order, "allot") == 0)
    return read_allot (o, error);
  if (g_strcmp0 (order, "end-phase") == 0)
    return hd_campaign_action_new ("end-phase");
  return refuse (error, HD_SEAT_PAGE_ERROR_NOT_AN_ORDER, _("What the page sent is not an order.")), NULL;
}
