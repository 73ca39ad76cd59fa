/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-campaign-setup.c: the set-up file read and written (the format is
 * docs/campaign.md's), and the July 1861 set-up from the resources. */
#define G_LOG_DOMAIN "hd-campaign-setup"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/tree.h>

#include <string.h>

#include "hd-calendar.h"
#include "hd-campaign-invariants.h"
#include "hd-campaign-oob.h"
#include "hd-campaign-intel.h"
#include "hd-campaign-private.h"
#include "hd-campaign-setup.h"
#include "hd-campaign-templates.h"
#include "hd-engine-resources.h"
#include "hd-excerpt.h"
#include "hd-xml.h"

G_DEFINE_QUARK (hd-campaign-setup-error-quark, hd_campaign_setup_error)

#define SETUP_FORMAT "1"
#define MAX_NAME 200

typedef struct {
  HdXmlReader xml;       /* where refusals go (hd-xml.h) */
  HdCampaign *c;
  GHashTable *lines;     /* record id -> the line it was read from */
  guint       records;
} Ctx;

/* Refuses the set-up at @node ("setup.xml:12: <stand>: why"), or as a
 * whole when @node is NULL. */
static gboolean G_GNUC_PRINTF (3, 4)
fail (Ctx        *ctx,
      xmlNode    *node,
      const char *format,
      ...)
{
  va_list args;

  va_start (args, format);
  hd_xml_fail_at_valist (&ctx->xml, node, HD_CAMPAIGN_SETUP_ERROR_INVALID, format, args);
  va_end (args);
  return FALSE;
}

static gboolean
need (Ctx        *ctx,
      xmlNode    *node,
      const char *name,
      char      **out)
{
  return hd_xml_need_attr (&ctx->xml, node, HD_CAMPAIGN_SETUP_ERROR_INVALID, name, out);
}

static gboolean
read_uint (Ctx        *ctx,
           xmlNode    *node,
           const char *name,
           gboolean    required,
           guint       min,
           guint       max,
           guint      *out)
{
  g_autofree char *v = hd_xml_get_attr (node, name);
  guint64 n;

  if (v == NULL)
    return !required || fail (ctx, node, _("attribute %s is missing"), name);
  if (!g_ascii_string_to_unsigned (v, 10, min, max, &n, NULL))
    {
      g_autofree char *shown = hd_excerpt (v, -1);

      return fail (ctx, node, _("attribute %s is “%s”, not a whole number from %u to %u"), name, shown, min, max);
    }
  *out = (guint) n;
  return TRUE;
}

/* A name or a commander: at most MAX_NAME characters, no control
 * characters; absent is empty unless @required. */
static gboolean
read_text (Ctx        *ctx,
           xmlNode    *node,
           const char *name,
           gboolean    required,
           char      **out)
{
  g_autofree char *v = hd_xml_get_attr (node, name);

  if (v == NULL && required)
    return fail (ctx, node, _("attribute %s is missing"), name);
  if (v == NULL)
    v = g_strdup ("");
  for (const char *p = v; *p != '\0'; p = g_utf8_next_char (p))
    if (g_unichar_iscntrl (g_utf8_get_char (p)))
      return fail (ctx, node, _("attribute %s holds a control character"), name);
  if (g_utf8_strlen (v, -1) > MAX_NAME || (required && v[0] == '\0'))
    return fail (ctx, node, _("attribute %s must have 1 to %d characters"), name, MAX_NAME);
  *out = g_steal_pointer (&v);
  return TRUE;
}

static gboolean
read_box (Ctx        *ctx,
          xmlNode    *node,
          const char *name,
          guint      *out)
{
  g_autofree char *v = NULL;
  const HdBox *box;

  if (!need (ctx, node, name, &v))
    return FALSE;
  box = hd_map_lookup (ctx->c->map, v);
  if (box == NULL)
    {
      g_autofree char *shown = hd_excerpt (v, -1);

      return fail (ctx, node, _("there is no box “%s” on the board"), shown);
    }
  *out = box->index;
  return TRUE;
}

static gboolean
read_side (Ctx        *ctx,
           xmlNode    *node,
           gboolean    neutral_ok,
           HdSide     *out)
{
  g_autofree char *v = NULL;

  if (!need (ctx, node, "side", &v))
    return FALSE;
  if (!hd_side_from_string (v, out) || (!neutral_ok && *out == HD_SIDE_NEUTRAL))
    {
      g_autofree char *shown = hd_excerpt (v, -1);

      return fail (ctx, node, _("side “%s” is not “union” or “confederate”"), shown);
    }
  return TRUE;
}

/* A word of one of the engine's enumerations, through @parse. */
static gboolean
read_word (Ctx        *ctx,
           xmlNode    *node,
           const char *name,
           const char *fallback,
           gboolean  (*parse) (const char *str, int *out),
           int        *out)
{
  g_autofree char *v = hd_xml_get_attr (node, name);

  if (v == NULL && fallback == NULL)
    return fail (ctx, node, _("attribute %s is missing"), name);
  if (!parse (v != NULL ? v : fallback, out))
    {
      g_autofree char *shown = hd_excerpt (v, -1);

      return fail (ctx, node, _("attribute %s is “%s”, which this program does not know"), name, shown);
    }
  return TRUE;
}

#define WORD(ctx, node, name, fallback, parse, out) \
  read_word (ctx, node, name, fallback, (gboolean (*) (const char *, int *)) parse, (int *) (out))

/* ---------------------------------------------------------- records */

static gboolean
take_id (Ctx     *ctx,
         xmlNode *node,
         guint   *id)
{
  if (++ctx->records > HD_CAMPAIGN_SETUP_MAX_RECORDS)
    {
      g_set_error (ctx->xml.error, HD_CAMPAIGN_SETUP_ERROR, HD_CAMPAIGN_SETUP_ERROR_TOO_LARGE,
                   _("%s: more than %d formations and stands"), ctx->xml.source, HD_CAMPAIGN_SETUP_MAX_RECORDS);
      return FALSE;
    }
  if (!read_uint (ctx, node, "id", TRUE, 1, G_MAXINT, id))
    return FALSE;
  if (*id < ctx->c->next_id)
    return fail (ctx, node, _("id %u comes after id %u; ids must grow down the file"), *id, ctx->c->next_id - 1);
  ctx->c->next_id = *id + 1;
  g_hash_table_insert (ctx->lines, GUINT_TO_POINTER (*id), GINT_TO_POINTER (xmlGetLineNo (node)));
  return TRUE;
}

static gboolean
read_formation (Ctx     *ctx,
                xmlNode *node)
{
  HdCampaignFormation f = { 0 };
  gboolean ok;

  ok = take_id (ctx, node, &f.id) && read_side (ctx, node, FALSE, &f.side)
       && WORD (ctx, node, "kind", NULL, hd_formation_kind_from_string, &f.kind)
       && read_text (ctx, node, "name", TRUE, &f.name) && read_text (ctx, node, "commander", FALSE, &f.commander)
       && read_uint (ctx, node, "parent", FALSE, 0, G_MAXINT, &f.parent)
       && read_uint (ctx, node, "raised", FALSE, 0, HD_CAMPAIGN_TURNS, &f.raised_turn);
  f.box = HD_CAMPAIGN_NO_BOX;
  if (ok && (f.kind != HD_FORMATION_ARMY || xmlHasProp (node, (const xmlChar *) "box")))
    ok = read_box (ctx, node, "box", &f.box);
  if (ok)
    {
      g_array_append_val (ctx->c->formations, f);
      hd_campaign_forget_index (ctx->c);
    }
  else
    hd_campaign_formation_clear (&f);
  return ok;
}

static gboolean
read_flags (Ctx     *ctx,
            xmlNode *node,
            guint   *out)
{
  g_autofree char *v = hd_xml_get_attr (node, "flags");

  *out = 0;
  if (v != NULL && !hd_campaign_oob_flags_from_string (v, out))
    {
      g_autofree char *shown = hd_excerpt (v, -1);

      return fail (ctx, node, _("flags “%s” are not words among pt, ne, shock, ss, militia, regular and "
                                "high-cohesion"), shown);
    }
  return TRUE;
}

static gboolean
read_stand_place (Ctx             *ctx,
                  xmlNode         *node,
                  HdCampaignStand *s)
{
  gboolean has_formation = xmlHasProp (node, (const xmlChar *) "formation") != NULL;
  gboolean has_box = xmlHasProp (node, (const xmlChar *) "box") != NULL;

  s->box = HD_CAMPAIGN_NO_BOX;
  if (has_formation == has_box)
    return fail (ctx, node, _("a stand needs either a formation or a box of its own, not both"));
  if (has_box)
    return read_box (ctx, node, "box", &s->box);
  return read_uint (ctx, node, "formation", TRUE, 1, G_MAXINT, &s->formation);
}

static gboolean
read_stand (Ctx     *ctx,
            xmlNode *node)
{
  HdCampaignStand s = { 0 };
  gboolean ok;

  ok = take_id (ctx, node, &s.id) && read_side (ctx, node, FALSE, &s.side) && read_stand_place (ctx, node, &s)
       && read_text (ctx, node, "name", TRUE, &s.name)
       && WORD (ctx, node, "arm", NULL, hd_arm_from_string, &s.arm)
       && WORD (ctx, node, "gun", "none", hd_gun_from_string, &s.gun)
       && read_uint (ctx, node, "sp", TRUE, 1, 99, &s.sp)
       && read_uint (ctx, node, "morale", TRUE, 1, 6, &s.morale)
       && WORD (ctx, node, "status", NULL, hd_status_from_string, &s.status) && read_flags (ctx, node, &s.flags)
       && read_uint (ctx, node, "raised", FALSE, 0, HD_CAMPAIGN_TURNS, &s.raised_turn)
       && read_uint (ctx, node, "promoted", FALSE, 0, HD_CAMPAIGN_TURNS, &s.promoted_turn);
  s.sp_start = s.sp;
  if (ok)
    ok = read_uint (ctx, node, "start", FALSE, 1, 99, &s.sp_start);
  if (ok)
    {
      g_array_append_val (ctx->c->stands, s);
      hd_campaign_forget_index (ctx->c);
    }
  else
    hd_campaign_stand_clear (&s);
  return ok;
}

/* <corps template="union-1861" box= name= commander= dc1= dc2=/>: a corps
 * built from an Appendix organisation (hd_campaign_templates_build). */
static gboolean
read_template_corps (Ctx     *ctx,
                     xmlNode *node)
{
  g_autofree char *name = NULL, *commander = NULL, *dc1 = NULL, *dc2 = NULL;
  HdCampaignTemplate t;
  guint box, first = ctx->c->next_id;

  if (!WORD (ctx, node, "template", NULL, hd_campaign_templates_from_string, &t) || !read_box (ctx, node, "box", &box)
      || !read_text (ctx, node, "name", TRUE, &name) || !read_text (ctx, node, "commander", FALSE, &commander)
      || !read_text (ctx, node, "dc1", FALSE, &dc1) || !read_text (ctx, node, "dc2", FALSE, &dc2))
    return FALSE;
  ctx->records += 16;
  if (ctx->records > HD_CAMPAIGN_SETUP_MAX_RECORDS)
    {
      g_set_error (ctx->xml.error, HD_CAMPAIGN_SETUP_ERROR, HD_CAMPAIGN_SETUP_ERROR_TOO_LARGE,
                   _("%s: more than %d formations and stands"), ctx->xml.source, HD_CAMPAIGN_SETUP_MAX_RECORDS);
      return FALSE;
    }
  hd_campaign_templates_build (ctx->c, t, box, 0, name, commander, (const char *const[]) { dc1, dc2 });
  for (guint id = first; id < ctx->c->next_id; id++)
    g_hash_table_insert (ctx->lines, GUINT_TO_POINTER (id), GINT_TO_POINTER (xmlGetLineNo (node)));
  return TRUE;
}

/* ---------------------------------------------------- settings, boxes */

static gboolean
read_settings (Ctx     *ctx,
               xmlNode *node)
{
  HdCampaignSettings *s = &ctx->c->settings;
  g_autofree char *reduced = hd_xml_get_attr (node, "union-reduced-city");

  if (!read_uint (ctx, node, "union-base-recruiting", FALSE, 0, 6, &s->base_recruiting[HD_SIDE_UNION])
      || !read_uint (ctx, node, "confederate-base-recruiting", FALSE, 0, 6,
                     &s->base_recruiting[HD_SIDE_CONFEDERATE]))
    return FALSE;
  if (reduced != NULL && !g_str_equal (reduced, "none") && !read_box (ctx, node, "union-reduced-city",
                                                                       &s->union_reduced_box))
    return FALSE;
  if (xmlHasProp (node, (const xmlChar *) "western-fortress"))
    return read_box (ctx, node, "western-fortress", &s->western_fortress);
  return TRUE;
}

static gboolean
read_control (Ctx     *ctx,
              xmlNode *node)
{
  g_autofree char *cavalry = hd_xml_get_attr (node, "cavalry");
  HdSide side;
  guint box;

  if (!read_box (ctx, node, "box", &box) || !read_side (ctx, node, TRUE, &side))
    return FALSE;
  if (side == HD_SIDE_NEUTRAL && hd_campaign_get_home_side (ctx->c, box) != HD_SIDE_NEUTRAL)
    return fail (ctx, node, _("only Kentucky’s boxes may be held by no one (Campaign 3.3)"));
  ctx->c->control[box] = side;
  ctx->c->cavalry_held[box] = g_strcmp0 (cavalry, "yes") == 0;
  return TRUE;
}

/* --------------------------------------------------------- the file */

static int
line_of (Ctx  *ctx,
         guint id)
{
  return GPOINTER_TO_INT (g_hash_table_lookup (ctx->lines, GUINT_TO_POINTER (id)));
}

/* Refuses the record @id at the line it was read from ("setup.xml:12:
 * why"). */
static gboolean G_GNUC_PRINTF (3, 4)
fail_at (Ctx        *ctx,
         guint       id,
         const char *format,
         ...)
{
  va_list args;

  va_start (args, format);
  hd_xml_fail_at_line_valist (&ctx->xml, line_of (ctx, id), NULL, HD_CAMPAIGN_SETUP_ERROR_INVALID, format, args);
  va_end (args);
  return FALSE;
}

/* What refers to another record refers to one that exists. */
static gboolean
check_references (Ctx *ctx)
{
  for (guint i = 0; i < ctx->c->formations->len; i++)
    {
      const HdCampaignFormation *f = &g_array_index (ctx->c->formations, HdCampaignFormation, i);

      if (f->parent != HD_CAMPAIGN_NONE && hd_campaign_lookup_formation (ctx->c, f->parent) == NULL)
        return fail_at (ctx, f->id, _("formation %u belongs to formation %u, which the file does not hold"), f->id,
                        f->parent);
    }
  for (guint i = 0; i < ctx->c->stands->len; i++)
    {
      const HdCampaignStand *s = &g_array_index (ctx->c->stands, HdCampaignStand, i);

      if (s->formation != HD_CAMPAIGN_NONE && hd_campaign_lookup_formation (ctx->c, s->formation) == NULL)
        return fail_at (ctx, s->id, _("stand %u belongs to formation %u, which the file does not hold"), s->id,
                        s->formation);
    }
  return TRUE;
}

/* The attributes each element may have (docs/campaign.md): any other is
 * refused, so that a misspelt one ("Flags") is never passed over. */
static const struct {
  const char *element;
  const char *attributes[15];
} known_attributes[] = {
  { "campaign-setup", { "format", "next-id", "next-union-id", "next-confederate-id", "ids" } },
  { "settings", { "union-base-recruiting", "confederate-base-recruiting", "union-reduced-city",
                  "western-fortress" } },
  { "control", { "box", "side", "cavalry" } },
  { "formation", { "id", "side", "kind", "name", "commander", "box", "parent", "raised" } },
  { "stand", { "id", "side", "formation", "box", "name", "arm", "gun", "sp", "start", "morale", "status", "flags",
               "raised", "promoted" } },
  { "corps", { "template", "box", "name", "commander", "dc1", "dc2" } },
};

/* @n's attributes, namespaces and contents are what the format names: no
 * other attribute, nothing but blank space and comments inside a record,
 * no text between the records. */
static gboolean
check_node (Ctx     *ctx,
            xmlNode *n,
            guint    known)
{
  gboolean container = g_str_equal (known_attributes[known].element, "campaign-setup");

  if (n->ns != NULL || n->nsDef != NULL)
    return fail (ctx, n, _("this element has an XML namespace, which a campaign set-up does not have"));
  for (xmlAttr *a = n->properties; a != NULL; a = a->next)
    if (a->ns != NULL || !g_strv_contains (known_attributes[known].attributes, (const char *) a->name))
      {
        g_autofree char *shown = hd_excerpt ((const char *) a->name, -1);

        return fail (ctx, n, _("the attribute “%s” is not one this element has"), shown);
      }
  for (xmlNode *c = n->children; c != NULL; c = c->next)
    {
      if (c->type == XML_ELEMENT_NODE && !container)
        return fail (ctx, c, _("this element is not part of a campaign set-up"));
      if (c->type == XML_TEXT_NODE && c->content != NULL &&
          c->content[strspn ((const char *) c->content, " \t\r\n")] != '\0')
        return fail (ctx, n, _("there is text inside it (line %ld), which a campaign set-up does not have"),
                     xmlGetLineNo (c));
      if (c->type != XML_ELEMENT_NODE && c->type != XML_TEXT_NODE && c->type != XML_COMMENT_NODE)
        return fail (ctx, n, _("there is a CDATA section or a processing instruction inside it (line %ld), which a "
                               "campaign set-up does not have"), xmlGetLineNo (c));
    }
  return TRUE;
}

/* The index in known_attributes of the element called @name, or -1. */
static int
known_element (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (known_attributes); i++)
    if (g_str_equal (known_attributes[i].element, name))
      return (int) i;
  return -1;
}

static gboolean
read_element (Ctx     *ctx,
              xmlNode *n)
{
  const char *name = (const char *) n->name;
  int known = known_element (name);

  if (known <= 0)   /* unknown, or a second <campaign-setup> */
    return fail (ctx, n, _("this element is not part of a campaign set-up"));
  if (!check_node (ctx, n, (guint) known))
    return FALSE;
  if (g_str_equal (name, "settings"))
    return read_settings (ctx, n);
  if (g_str_equal (name, "control"))
    return read_control (ctx, n);
  if (g_str_equal (name, "formation"))
    return read_formation (ctx, n);
  if (g_str_equal (name, "stand"))
    return read_stand (ctx, n);
  return read_template_corps (ctx, n);
}

/* No corps holds more than an edit may make it hold (issue 31: each edit
 * of a corps reads all of it). */
static gboolean
check_held (Ctx *ctx)
{
  for (guint i = 0; i < hd_campaign_get_n_formations (ctx->c); i++)
    {
      const HdCampaignFormation *f = hd_campaign_get_formation (ctx->c, i);
      guint held;

      if (!hd_formation_kind_is_corps (f->kind) && (f->parent != HD_CAMPAIGN_NONE || f->kind == HD_FORMATION_ARMY))
        continue;
      held = hd_campaign_oob_count_held (ctx->c, f->id);
      if (held > HD_CAMPAIGN_OOB_MAX_HELD)
        return fail (ctx, NULL, _("%s holds %u formations and stands with everything under it, more than the %d this "
                                  "program keeps in one corps"), f->name, held, HD_CAMPAIGN_OOB_MAX_HELD);
    }
  return TRUE;
}

/* next-union-id= and next-confederate-id=, both or neither: the ids each
 * side's next record takes (hd-campaign-private.h; their parity and
 * that no record takes them are the invariants' to check); or ids=
 * "shared", an older campaign's one sequence for both. */
static gboolean
read_side_ids (Ctx     *ctx,
               xmlNode *root)
{
  g_autofree char *shared = hd_xml_get_attr (root, "ids");
  guint ids[HD_N_SIDES] = { 0 };

  if (!read_uint (ctx, root, "next-union-id", FALSE, 1, G_MAXINT, &ids[HD_SIDE_UNION])
      || !read_uint (ctx, root, "next-confederate-id", FALSE, 1, G_MAXINT, &ids[HD_SIDE_CONFEDERATE]))
    return FALSE;
  if ((ids[HD_SIDE_UNION] == 0) != (ids[HD_SIDE_CONFEDERATE] == 0))
    return fail (ctx, root, _("next-union-id and next-confederate-id come together, or neither does"));
  if (shared != NULL && (!g_str_equal (shared, "shared") || ids[HD_SIDE_UNION] != 0))
    return fail (ctx, root, _("ids is “shared”, and then no side has next ids of its own"));
  ctx->c->ids_shared = shared != NULL;
  ctx->c->side_next_id[HD_SIDE_UNION] = ids[HD_SIDE_UNION];
  ctx->c->side_next_id[HD_SIDE_CONFEDERATE] = ids[HD_SIDE_CONFEDERATE];
  return TRUE;
}

static gboolean
load_root (Ctx     *ctx,
           xmlNode *root)
{
  g_autofree char *format = hd_xml_get_attr (root, "format");
  guint next_id = 0;
  g_autofree char *broken = NULL;

  if (root == NULL || !g_str_equal ((const char *) root->name, "campaign-setup"))
    return fail (ctx, root, _("this is no campaign set-up: its main element must be <campaign-setup>"));
  if (g_strcmp0 (format, SETUP_FORMAT) != 0)
    return fail (ctx, root, _("this set-up is of a format this program does not know; it reads format %s"),
                 SETUP_FORMAT);
  if (!check_node (ctx, root, 0))
    return FALSE;
  for (xmlNode *n = root->children; n != NULL; n = n->next)
    if (n->type == XML_ELEMENT_NODE && !read_element (ctx, n))
      return FALSE;
  if (!read_uint (ctx, root, "next-id", FALSE, ctx->c->next_id, G_MAXINT, &next_id)
      || !read_side_ids (ctx, root))
    return FALSE;
  ctx->c->next_id = MAX (ctx->c->next_id, next_id);
  /* the side ids written are the least the sides take: the umpire may
   * have added records by hand */
  hd_campaign_raise_ids_by_side (ctx->c);
  if (!check_references (ctx))
    return FALSE;
  broken = hd_campaign_invariants_check (ctx->c);
  if (broken != NULL)
    return fail (ctx, NULL, _("the order of battle breaks a rule the program always keeps (%s)"), broken);
  return check_held (ctx);
}

HdCampaign *
hd_campaign_setup_load (HdMap       *map,
                        GBytes      *bytes,
                        const char  *source_name,
                        GError     **error)
{
  g_autoptr(HdCampaign) c = NULL;
  g_autoptr(GHashTable) lines = g_hash_table_new (NULL, NULL);
  Ctx ctx = { { error, HD_CAMPAIGN_SETUP_ERROR, source_name != NULL ? source_name : "setup.xml" }, NULL, lines, 0 };
  xmlDoc *doc;
  gboolean ok;

  g_return_val_if_fail (HD_IS_MAP (map), NULL);
  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = hd_xml_read_or_refuse (&ctx.xml, bytes, HD_CAMPAIGN_SETUP_MAX_BYTES, HD_CAMPAIGN_SETUP_ERROR_TOO_LARGE,
                               HD_CAMPAIGN_SETUP_ERROR_NOT_XML, HD_CAMPAIGN_SETUP_ERROR_FORBIDDEN);
  if (doc == NULL)
    return NULL;
  c = hd_campaign_new (map);
  ctx.c = c;
  ok = load_root (&ctx, xmlDocGetRootElement (doc));
  xmlFreeDoc (doc);
  if (!ok)
    return NULL;
  /* Campaign 8: the Union's reports for its first Player Turn */
  hd_campaign_intel_issue (c, c->player);
  return g_steal_pointer (&c);
}

HdCampaign *
hd_campaign_setup_new_default (HdMap   *map,
                               GError **error)
{
  g_autoptr(GBytes) bytes = g_resource_lookup_data (hd_engine_get_resource (),
                                                    RESOURCE_PREFIX "/campaign/setup-1861.xml",
                                                    G_RESOURCE_LOOKUP_FLAGS_NONE, error);

  HdCampaign *c;

  if (bytes == NULL)
    return NULL;
  c = hd_campaign_setup_load (map, bytes, "setup-1861.xml", error);
  if (c != NULL)
    hd_campaign_set_ids_by_side (c);
  return c;
}

/* ------------------------------------------------------------ saving */

static void G_GNUC_PRINTF (2, 3)
append_escaped (GString    *out,
                const char *format,
                ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_markup_vprintf_escaped (format, args);
  va_end (args);
  g_string_append (out, text);
}

static void
save_settings (GString          *out,
               const HdCampaign *c)
{
  const HdCampaignSettings *s = &c->settings;

  g_string_append_printf (out, "  <settings union-base-recruiting=\"%u\" confederate-base-recruiting=\"%u\"",
                          s->base_recruiting[HD_SIDE_UNION], s->base_recruiting[HD_SIDE_CONFEDERATE]);
  g_string_append_printf (out, " union-reduced-city=\"%s\"", s->union_reduced_box < c->n_boxes
                          ? hd_map_get_box (c->map, s->union_reduced_box)->id : "none");
  if (s->western_fortress < c->n_boxes)
    g_string_append_printf (out, " western-fortress=\"%s\"", hd_map_get_box (c->map, s->western_fortress)->id);
  g_string_append (out, "/>\n");
  for (guint i = 0; i < c->n_boxes; i++)
    if (c->control[i] != hd_campaign_get_home_side (c, i) || c->cavalry_held[i])
      g_string_append_printf (out, "  <control box=\"%s\" side=\"%s\"%s/>\n", hd_map_get_box (c->map, i)->id,
                              hd_side_to_string (c->control[i]), c->cavalry_held[i] ? " cavalry=\"yes\"" : "");
}

static void
save_formation (GString                   *out,
                const HdCampaign          *c,
                const HdCampaignFormation *f)
{
  append_escaped (out, "  <formation id=\"%u\" side=\"%s\" kind=\"%s\" name=\"%s\" commander=\"%s\"", f->id,
                  hd_side_to_string (f->side), hd_formation_kind_to_string (f->kind), f->name,
                  f->commander != NULL ? f->commander : "");
  if (f->box < c->n_boxes)
    g_string_append_printf (out, " box=\"%s\"", hd_map_get_box (c->map, f->box)->id);
  g_string_append_printf (out, " parent=\"%u\" raised=\"%u\"/>\n", f->parent, f->raised_turn);
}

static void
save_stand (GString               *out,
            const HdCampaign      *c,
            const HdCampaignStand *s)
{
  g_autofree char *flags = hd_campaign_oob_flags_to_string (s->flags);

  g_string_append_printf (out, "  <stand id=\"%u\" side=\"%s\"", s->id, hd_side_to_string (s->side));
  if (s->formation != HD_CAMPAIGN_NONE)
    g_string_append_printf (out, " formation=\"%u\"", s->formation);
  else
    g_string_append_printf (out, " box=\"%s\"", hd_map_get_box (c->map, s->box)->id);
  append_escaped (out, " name=\"%s\"", s->name);
  g_string_append_printf (out, " arm=\"%s\" gun=\"%s\" sp=\"%u\" start=\"%u\" morale=\"%u\" status=\"%s\" "
                          "flags=\"%s\" raised=\"%u\" promoted=\"%u\"/>\n", hd_arm_to_string (s->arm),
                          hd_gun_to_string (s->gun), s->sp, s->sp_start, s->morale,
                          hd_status_to_string (s->status), flags, s->raised_turn, s->promoted_turn);
}

/* Formations and stands in one sequence of ids, as the loader wants it. */
GBytes *
hd_campaign_setup_save (const HdCampaign *c)
{
  GString *out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  guint fi = 0, si = 0;
  gsize len;

  g_string_append_printf (out, "<campaign-setup format=\"%s\" next-id=\"%u\"", SETUP_FORMAT, c->next_id);
  if (c->side_next_id[HD_SIDE_UNION] != 0)
    g_string_append_printf (out, " next-union-id=\"%u\" next-confederate-id=\"%u\"", c->side_next_id[HD_SIDE_UNION],
                            c->side_next_id[HD_SIDE_CONFEDERATE]);
  else
    g_string_append (out, " ids=\"shared\"");
  g_string_append (out, ">\n");
  save_settings (out, c);
  while (fi < c->formations->len || si < c->stands->len)
    {
      const HdCampaignFormation *f = fi < c->formations->len
                                     ? &g_array_index (c->formations, HdCampaignFormation, fi) : NULL;
      const HdCampaignStand *s = si < c->stands->len ? &g_array_index (c->stands, HdCampaignStand, si) : NULL;

      if (f != NULL && (s == NULL || f->id < s->id))
        save_formation (out, c, &g_array_index (c->formations, HdCampaignFormation, fi++));
      else
        save_stand (out, c, &g_array_index (c->stands, HdCampaignStand, si++));
    }
  g_string_append (out, "</campaign-setup>\n");
  len = out->len;
  return g_bytes_new_take (g_string_free (out, FALSE), len);
}
