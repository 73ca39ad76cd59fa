/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-scenario.c: reads a scenario file and checks it against the board
 * and the rules it can be checked against before play: every box exists,
 * dates are Game Turns, no more units of a kind than the counter mix (and,
 * for Union militia infantry, than the drafts have released, rule 7.2). */
#define G_LOG_DOMAIN "hd-scenario"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include "hd-excerpt.h"
#include "hd-calendar.h"
#include "hd-engine-resources.h"
#include "hd-scenario.h"
#include "hd-xml.h"

struct _HdScenario
{
  GObject            parent_instance;

  HdMap             *map;
  char              *id;
  char              *rule;
  char              *title;
  guint              start_turn;
  guint              end_turn;
  guint              union_drafts_taken;
  guint              first_turn_marches;
  HdScenarioVictory  victory;
  guint              printed_union_max;
  guint              printed_confederate_max;
  GArray            *placements;  /* HdPlacement */
  GArray            *leaders;     /* HdLeaderPlacement */
  GArray            *markers;     /* HdControlMarker */
  GStringChunk      *strings;
};

G_DEFINE_FINAL_TYPE (HdScenario, hd_scenario, G_TYPE_OBJECT)
G_DEFINE_QUARK (hd-scenario-error-quark, hd_scenario_error)

static const char * const builtin_ids[] = {
  "1861-campaign", "1861-short", "1862", "1863", "1864", NULL
};

/* Union militia infantry set aside for the drafts of rule 7.2 (2.0 step 5),
 * released four at a time. */
#define UNION_MILITIA_AT_START 12
#define UNION_MILITIA_PER_DRAFT 4

static void
hd_scenario_finalize (GObject *object)
{
  HdScenario *self = HD_SCENARIO (object);

  g_clear_object (&self->map);
  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->rule, g_free);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->placements, g_array_unref);
  g_clear_pointer (&self->leaders, g_array_unref);
  g_clear_pointer (&self->markers, g_array_unref);
  g_clear_pointer (&self->strings, g_string_chunk_free);

  G_OBJECT_CLASS (hd_scenario_parent_class)->finalize (object);
}

static void
hd_scenario_class_init (HdScenarioClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hd_scenario_finalize;
}

static void
hd_scenario_init (HdScenario *self)
{
  self->placements = g_array_new (FALSE, TRUE, sizeof (HdPlacement));
  self->leaders = g_array_new (FALSE, TRUE, sizeof (HdLeaderPlacement));
  self->markers = g_array_new (FALSE, TRUE, sizeof (HdControlMarker));
  self->strings = g_string_chunk_new (256);
}

/* ------------------------------------------------------------- parsing */

/* A scenario's refusals: "scenario.xml:12: <units>: why" (hd-xml.h). */
typedef HdXmlReader Ctx;

static gboolean
need (Ctx *ctx, xmlNode *node, const char *name, char **out)
{
  return hd_xml_need_attr (ctx, node, HD_SCENARIO_ERROR_INVALID, name, out);
}

static gboolean
need_uint (Ctx *ctx, xmlNode *node, const char *name, guint min, guint max, guint *out)
{
  g_autofree char *v = NULL;
  guint64 n;

  if (!need (ctx, node, name, &v))
    return FALSE;
  if (!g_ascii_string_to_unsigned (v, 10, min, max, &n, NULL))
    return hd_xml_fail_at (ctx, node, HD_SCENARIO_ERROR_INVALID,
                           _("attribute %s is \"%s\", not a whole number from %u to %u"), name, v, min, max);
  *out = (guint) n;
  return TRUE;
}

static gboolean
need_turn (Ctx *ctx, xmlNode *node, const char *name, guint *out)
{
  g_autofree char *v = NULL;

  if (!need (ctx, node, name, &v))
    return FALSE;
  *out = hd_calendar_parse (v);
  if (*out == 0)
    return hd_xml_fail_at (ctx, node, HD_SCENARIO_ERROR_INVALID,
                           _("attribute %s is \"%s\", not a Game Turn between 07/1861 and 11/12/1865"), name, v);
  return TRUE;
}

static gboolean
need_box (HdScenario *self, Ctx *ctx, xmlNode *node, const char *id, guint *out)
{
  const HdBox *box = hd_map_lookup_id (self->map, id);

  if (box == NULL)
    return hd_xml_fail_at (ctx, node, HD_SCENARIO_ERROR_UNKNOWN_BOX, _("there is no box \"%s\" on the board"), id);
  *out = box->index;
  return TRUE;
}

static gboolean
need_side (Ctx *ctx, xmlNode *node, const char *name, HdSide *out)
{
  g_autofree char *v = NULL;

  if (!need (ctx, node, name, &v))
    return FALSE;
  if (!hd_side_from_string (v, out) || *out == HD_SIDE_NEUTRAL)
    return hd_xml_fail_at (ctx, node, HD_SCENARIO_ERROR_INVALID,
                           _("attribute %s is \"%s\", not union or confederate"), name, v);
  return TRUE;
}

static gboolean
is (xmlNode *node, const char *name)
{
  return node->type == XML_ELEMENT_NODE && xmlStrEqual (node->name, (const xmlChar *) name);
}

static gboolean
load_side (HdScenario *self, Ctx *ctx, xmlNode *side_node)
{
  HdSide side;

  if (!need_side (ctx, side_node, "name", &side))
    return FALSE;
  for (xmlNode *n = side_node->children; n != NULL; n = n->next)
    {
      if (n->type != XML_ELEMENT_NODE)
        continue;
      if (is (n, "units"))
        {
          HdPlacement p = { 0 };
          g_autofree char *kind = NULL;
          g_autofree char *box = NULL;
          g_autofree char *entrenched = hd_xml_get_attr (n, "entrenched");

          p.side = side;
          if (!need_uint (ctx, n, "count", 1, 24, &p.count) ||
              !need (ctx, n, "kind", &kind) ||
              !need (ctx, n, "box", &box) ||
              !need_box (self, ctx, n, box, &p.box))
            return FALSE;
          if (!hd_unit_kind_from_code (kind, &p.kind))
            return hd_xml_fail_at (ctx, n, HD_SCENARIO_ERROR_INVALID,
                                   _("attribute kind is \"%s\", not one of Mi, Vi, Ci, Mc, Vc, Cc (rule 11.4)"), kind);
          if (entrenched != NULL && !g_str_equal (entrenched, "true") && !g_str_equal (entrenched, "false"))
            return hd_xml_fail_at (ctx, n, HD_SCENARIO_ERROR_INVALID,
                                   _("attribute entrenched is \"%s\", not true or false"), entrenched);
          p.entrenched = entrenched != NULL && g_str_equal (entrenched, "true");
          g_array_append_val (self->placements, p);
        }
      else if (is (n, "leader"))
        {
          HdLeaderPlacement l = { 0 };
          g_autofree char *name = NULL;
          g_autofree char *box = NULL;

          l.side = side;
          if (!need (ctx, n, "name", &name) ||
              !need_uint (ctx, n, "value", 0, 9, &l.value) ||
              !need (ctx, n, "box", &box) ||
              !need_box (self, ctx, n, box, &l.box))
            return FALSE;
          l.name = g_string_chunk_insert_const (self->strings, name);
          g_array_append_val (self->leaders, l);
        }
      else
        return hd_xml_fail_at (ctx, n, HD_SCENARIO_ERROR_INVALID, _("a side lists only <units> and <leader>"));
    }
  return TRUE;
}

static gboolean
check_counter_mix (HdScenario *self, Ctx *ctx, xmlNode *root)
{
  static const HdSide sides[] = { HD_SIDE_UNION, HD_SIDE_CONFEDERATE };

  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    for (guint k = 0; k < HD_N_KINDS; k++)
      {
        guint n = hd_scenario_count_units (self, sides[s], (int) k);
        guint limit = hd_unit_kind_get_counter_limit (sides[s], k);

        if (n > limit)
          return hd_xml_fail_at (ctx, root, HD_SCENARIO_ERROR_COUNTER_MIX,
                                 _("%u %s %s units are set up, but the game has only %u (Game Piece Inventory)"),
                                 n, hd_side_to_string (sides[s]), hd_unit_kind_get_code (k), limit);
        if (sides[s] == HD_SIDE_UNION && k == HD_KIND_MI &&
            n > UNION_MILITIA_AT_START + UNION_MILITIA_PER_DRAFT * self->union_drafts_taken)
          return hd_xml_fail_at (ctx, root, HD_SCENARIO_ERROR_COUNTER_MIX,
                                 /* TRANSLATORS: %1$u militia set up, %2$u drafts taken, %3$u militia in the game */
                                 ngettext ("%1$u Union militia infantry are set up, but after %2$u draft only "
                                           "%3$u are in the game (rule 7.2)",
                                           "%1$u Union militia infantry are set up, but after %2$u drafts only "
                                           "%3$u are in the game (rule 7.2)", self->union_drafts_taken),
                                 n, self->union_drafts_taken,
                                 UNION_MILITIA_AT_START + UNION_MILITIA_PER_DRAFT * self->union_drafts_taken);
      }
  return TRUE;
}

static gboolean
load_root (HdScenario *self, Ctx *ctx, xmlNode *root)
{
  g_autofree char *format = NULL;
  gboolean have_start = FALSE, have_end = FALSE, have_max = FALSE;

  if (root == NULL || !is (root, "scenario"))
    return hd_xml_fail_at (ctx, root, HD_SCENARIO_ERROR_INVALID, _("the root element must be <scenario>"));
  if (!need (ctx, root, "format", &format))
    return FALSE;
  if (!g_str_equal (format, G_STRINGIFY (HD_SCENARIO_FORMAT)))
    return hd_xml_fail_at (ctx, root, HD_SCENARIO_ERROR_VERSION,
                           _("the scenario format is \"%s\"; this program reads format %d"), format,
                           HD_SCENARIO_FORMAT);
  if (!need (ctx, root, "id", &self->id) || !need (ctx, root, "rule", &self->rule))
    return FALSE;

  for (xmlNode *n = root->children; n != NULL; n = n->next)
    {
      if (n->type != XML_ELEMENT_NODE)
        continue;
      if (is (n, "title"))
        {
          xmlChar *text = xmlNodeGetContent (n);
          g_free (self->title);
          self->title = g_strstrip (g_strdup ((const char *) text));
          xmlFree (text);
        }
      else if (is (n, "start"))
        {
          if (!need_turn (ctx, n, "date", &self->start_turn) ||
              !need_uint (ctx, n, "union-drafts-taken", 0, 3, &self->union_drafts_taken) ||
              !need_uint (ctx, n, "first-turn-marches", 1, 6, &self->first_turn_marches))
            return FALSE;
          have_start = TRUE;
        }
      else if (is (n, "end"))
        {
          g_autofree char *victory = hd_xml_get_attr (n, "victory");

          if (!need_turn (ctx, n, "date", &self->end_turn))
            return FALSE;
          if (victory == NULL)
            self->victory = HD_SCENARIO_VICTORY_STANDARD;
          else if (g_str_equal (victory, "army-maximum-lead-5"))
            self->victory = HD_SCENARIO_VICTORY_ARMY_MAXIMUM_LEAD_5;
          else
            return hd_xml_fail_at (ctx, n, HD_SCENARIO_ERROR_INVALID,
                                   _("attribute victory is \"%s\", which is not known"), victory);
          have_end = TRUE;
        }
      else if (is (n, "printed-army-maximum"))
        {
          if (!need_uint (ctx, n, "union", 0, 99, &self->printed_union_max) ||
              !need_uint (ctx, n, "confederate", 0, 99, &self->printed_confederate_max))
            return FALSE;
          have_max = TRUE;
        }
      else if (is (n, "side"))
        {
          if (!load_side (self, ctx, n))
            return FALSE;
        }
      else if (is (n, "control"))
        {
          HdControlMarker m = { 0 };
          g_autofree char *boxes = NULL;
          g_auto(GStrv) ids = NULL;

          if (!need_side (ctx, n, "side", &m.side) || !need (ctx, n, "boxes", &boxes))
            return FALSE;
          ids = g_strsplit (boxes, " ", -1);
          for (guint i = 0; ids[i] != NULL; i++)
            {
              if (*ids[i] == '\0')
                continue;
              if (!need_box (self, ctx, n, ids[i], &m.box))
                return FALSE;
              g_array_append_val (self->markers, m);
            }
        }
      else
        return hd_xml_fail_at (ctx, n, HD_SCENARIO_ERROR_INVALID, _("this element is not part of a scenario"));
    }

  if (!have_start || !have_end || !have_max || self->title == NULL)
    return hd_xml_fail_at (ctx, root, HD_SCENARIO_ERROR_INVALID,
                           _("a scenario needs <title>, <start>, <end> and <printed-army-maximum>"));
  if (self->end_turn < self->start_turn)
    return hd_xml_fail_at (ctx, root, HD_SCENARIO_ERROR_INVALID, _("the scenario ends before it starts"));
  return check_counter_mix (self, ctx, root);
}

HdScenario *
hd_scenario_new_from_bytes (HdMap       *map,
                            GBytes      *bytes,
                            const char  *source_name,
                            GError     **error)
{
  g_autoptr(HdScenario) self = NULL;
  Ctx ctx = { error, HD_SCENARIO_ERROR, source_name ? source_name : "scenario.xml" };
  xmlDoc *doc;
  gboolean ok;

  g_return_val_if_fail (HD_IS_MAP (map), NULL);
  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = hd_xml_read_or_refuse (&ctx, bytes, HD_SCENARIO_MAX_BYTES, HD_SCENARIO_ERROR_TOO_LARGE,
                               HD_SCENARIO_ERROR_NOT_XML, HD_SCENARIO_ERROR_FORBIDDEN);
  if (doc == NULL)
    return NULL;

  self = g_object_new (HD_TYPE_SCENARIO, NULL);
  self->map = g_object_ref (map);
  ok = load_root (self, &ctx, xmlDocGetRootElement (doc));
  xmlFreeDoc (doc);
  return ok ? g_steal_pointer (&self) : NULL;
}

const char * const *
hd_scenario_builtin_ids (void)
{
  return builtin_ids;
}

/* Translated titles and one-line summaries of the built-in scenarios, in
 * our own words, for menus and the New Game dialog. */
static const struct { const char *id; const char *title; const char *summary; } builtin_text[] = {
  { "1861-campaign", N_("The 1861 Campaign Game"),
    N_("The whole war, 07/1861 to 06/1865, from small armies (rule 2.0).") },
  { "1861-short", N_("The 1861 Short Game"),
    N_("The campaign's set-up for ten turns, to 06/1862; the Union needs an army maximum five above the South's (rule 11.1).") },
  { "1862", N_("The 1862 Scenario"),
    N_("Starts 04/1862 with that year's draft; two marches each on the first turn (rules 11.2, 11.5).") },
  { "1863", N_("The 1863 Scenario"),
    N_("Starts 04/1863 with that year's draft; two marches each on the first turn (rules 11.2, 11.6).") },
  { "1864", N_("The 1864 Scenario"),
    N_("Starts 04/1864 with that year's draft; two marches each on the first turn (rules 11.2, 11.7).") },
};

const char *
hd_scenario_builtin_get_label (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (builtin_text); i++)
    if (g_strcmp0 (id, builtin_text[i].id) == 0)
      return _(builtin_text[i].title);
  return id;
}

const char *
hd_scenario_builtin_get_summary (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (builtin_text); i++)
    if (g_strcmp0 (id, builtin_text[i].id) == 0)
      return _(builtin_text[i].summary);
  return "";
}

/* One of the scenarios that ship with the program (data/scenarios/). */
HdScenario *
hd_scenario_new_builtin (HdMap       *map,
                         const char  *id,
                         GError     **error)
{
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (id != NULL, NULL);

  if (!g_strv_contains (builtin_ids, id))
    {
      g_autofree char *quoted = hd_excerpt (id, -1);
      g_set_error (error, HD_SCENARIO_ERROR, HD_SCENARIO_ERROR_INVALID, _("there is no scenario \"%s\""), quoted);
      return NULL;
    }
  path = g_strdup_printf (RESOURCE_PREFIX "/scenarios/%s.xml", id);
  name = g_strdup_printf ("%s.xml", id);
  bytes = g_resource_lookup_data (hd_engine_get_resource (), path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  return hd_scenario_new_from_bytes (map, bytes, name, error);
}

/* ------------------------------------------------------------- queries */

const char *
hd_scenario_get_id (HdScenario *self)
{
  g_return_val_if_fail (HD_IS_SCENARIO (self), NULL);
  return self->id;
}

const char *
hd_scenario_get_rule (HdScenario *self)
{
  g_return_val_if_fail (HD_IS_SCENARIO (self), NULL);
  return self->rule;
}

const char *
hd_scenario_get_title (HdScenario *self)
{
  g_return_val_if_fail (HD_IS_SCENARIO (self), NULL);
  return self->title;
}

guint
hd_scenario_get_start_turn (HdScenario *self)
{
  g_return_val_if_fail (HD_IS_SCENARIO (self), 0);
  return self->start_turn;
}

guint
hd_scenario_get_end_turn (HdScenario *self)
{
  g_return_val_if_fail (HD_IS_SCENARIO (self), 0);
  return self->end_turn;
}

guint
hd_scenario_get_union_drafts_taken (HdScenario *self)
{
  g_return_val_if_fail (HD_IS_SCENARIO (self), 0);
  return self->union_drafts_taken;
}

guint
hd_scenario_get_first_turn_marches (HdScenario *self)
{
  g_return_val_if_fail (HD_IS_SCENARIO (self), 0);
  return self->first_turn_marches;
}

HdScenarioVictory
hd_scenario_get_victory (HdScenario *self)
{
  g_return_val_if_fail (HD_IS_SCENARIO (self), HD_SCENARIO_VICTORY_STANDARD);
  return self->victory;
}

void
hd_scenario_get_printed_army_maximums (HdScenario *self,
                                       guint      *union_max,
                                       guint      *confederate_max)
{
  g_return_if_fail (HD_IS_SCENARIO (self));
  *union_max = self->printed_union_max;
  *confederate_max = self->printed_confederate_max;
}

guint
hd_scenario_get_n_placements (HdScenario *self)
{
  g_return_val_if_fail (HD_IS_SCENARIO (self), 0);
  return self->placements->len;
}

const HdPlacement *
hd_scenario_get_placement (HdScenario *self,
                           guint       index)
{
  g_return_val_if_fail (HD_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (index < self->placements->len, NULL);
  return &g_array_index (self->placements, HdPlacement, index);
}

guint
hd_scenario_get_n_leaders (HdScenario *self)
{
  g_return_val_if_fail (HD_IS_SCENARIO (self), 0);
  return self->leaders->len;
}

const HdLeaderPlacement *
hd_scenario_get_leader (HdScenario *self,
                        guint       index)
{
  g_return_val_if_fail (HD_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (index < self->leaders->len, NULL);
  return &g_array_index (self->leaders, HdLeaderPlacement, index);
}

guint
hd_scenario_get_n_control_markers (HdScenario *self)
{
  g_return_val_if_fail (HD_IS_SCENARIO (self), 0);
  return self->markers->len;
}

const HdControlMarker *
hd_scenario_get_control_marker (HdScenario *self,
                                guint       index)
{
  g_return_val_if_fail (HD_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (index < self->markers->len, NULL);
  return &g_array_index (self->markers, HdControlMarker, index);
}

/* Units of @side set up on the board; @kind -1 counts every kind. */
guint
hd_scenario_count_units (HdScenario *self,
                         HdSide      side,
                         int         kind)
{
  guint n = 0;

  g_return_val_if_fail (HD_IS_SCENARIO (self), 0);

  for (guint i = 0; i < self->placements->len; i++)
    {
      const HdPlacement *p = &g_array_index (self->placements, HdPlacement, i);
      if (p->side == side && (kind < 0 || (int) p->kind == kind))
        n += p->count;
    }
  return n;
}

/* Control at the start (rule 8.0): every box its default colour, a box
 * holding units belongs to their side, and Control markers say the rest. */
void
hd_scenario_compute_control (HdScenario *self,
                             HdSide     *controllers)
{
  g_return_if_fail (HD_IS_SCENARIO (self));
  g_return_if_fail (controllers != NULL);

  for (guint i = 0; i < hd_map_get_n_boxes (self->map); i++)
    controllers[i] = hd_map_get_box (self->map, i)->side;
  for (guint i = 0; i < self->markers->len; i++)
    {
      const HdControlMarker *m = &g_array_index (self->markers, HdControlMarker, i);
      controllers[m->box] = m->side;
    }
  for (guint i = 0; i < self->placements->len; i++)
    {
      const HdPlacement *p = &g_array_index (self->placements, HdPlacement, i);
      controllers[p->box] = p->side;
    }
}
