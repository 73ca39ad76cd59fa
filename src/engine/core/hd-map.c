/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-map.c: loads the board graph from map.svg with libxml2 and answers
 * questions about boxes and transportation lines.  The loader trusts
 * nothing: no network, no DTD or entities, a size cap, and every missing or
 * malformed fact is a GError naming the element and the problem. */
#define G_LOG_DOMAIN "hd-map"

#include "config.h"

#include <glib/gi18n-lib.h>

#include <math.h>
#include <string.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/SAX2.h>

#include "hd-file.h"
#include "hd-map.h"
#include "hd-engine-resources.h"
#include "hd-xml.h"

struct _HdMap
{
  GObject     parent_instance;

  GBytes     *svg;
  double      width;
  double      height;

  GArray     *boxes;          /* HdBox */
  GArray     *lines;          /* HdLine */
  GStringChunk *strings;
  GPtrArray  *owned;          /* alias vectors and index arrays to free */
  GHashTable *by_id;          /* id -> GUINT_TO_POINTER (index + 1) */
  GHashTable *by_name;        /* normalized name -> GUINT_TO_POINTER (index + 1) */
  GArray     *tracks[2];      /* HdTrackSpace, sorted by number */
  guint8     *distances;      /* n * n lines between boxes, 255 for no way; worked out when first asked */
};

static GMutex distances_lock;

G_DEFINE_FINAL_TYPE (HdMap, hd_map, G_TYPE_OBJECT)
G_DEFINE_QUARK (hd-map-error-quark, hd_map_error)

static void
hd_map_finalize (GObject *object)
{
  HdMap *self = HD_MAP (object);

  g_clear_pointer (&self->svg, g_bytes_unref);
  g_clear_pointer (&self->boxes, g_array_unref);
  g_clear_pointer (&self->lines, g_array_unref);
  g_clear_pointer (&self->strings, g_string_chunk_free);
  g_clear_pointer (&self->owned, g_ptr_array_unref);
  g_clear_pointer (&self->by_id, g_hash_table_unref);
  g_clear_pointer (&self->by_name, g_hash_table_unref);
  g_clear_pointer (&self->tracks[HD_TRACK_GAME_TURN], g_array_unref);
  g_clear_pointer (&self->tracks[HD_TRACK_ARMY_MAXIMUM], g_array_unref);
  g_clear_pointer (&self->distances, g_free);

  G_OBJECT_CLASS (hd_map_parent_class)->finalize (object);
}

static void
hd_map_class_init (HdMapClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hd_map_finalize;
}

static void
hd_map_init (HdMap *self)
{
  self->boxes = g_array_new (FALSE, TRUE, sizeof (HdBox));
  self->lines = g_array_new (FALSE, TRUE, sizeof (HdLine));
  self->strings = g_string_chunk_new (16 * 1024);
  self->owned = g_ptr_array_new_with_free_func (g_free);
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->by_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->tracks[HD_TRACK_GAME_TURN] = g_array_new (FALSE, TRUE, sizeof (HdTrackSpace));
  self->tracks[HD_TRACK_ARMY_MAXIMUM] = g_array_new (FALSE, TRUE, sizeof (HdTrackSpace));
}

/* ------------------------------------------------------------------ names */

/* Folds the many ways a box is written (rulebook, board, players) into one
 * key: case, punctuation and common abbreviations do not matter. */
static char *
normalize_name (const char *name)
{
  static const struct { const char *abbr, *full; } abbrevs[] = {
    { "fts", "forts" }, { "ft", "fort" }, { "st", "saint" },
    { "jct", "junction" }, { "mt", "mount" },
  };
  g_autofree char *folded = g_utf8_casefold (name, -1);
  g_autoptr(GString) spaced = g_string_new (NULL);
  g_autoptr(GString) out = g_string_new (NULL);
  g_auto(GStrv) words = NULL;

  for (const char *p = folded; *p; p++)
    {
      if (*p == '&')
        g_string_append (spaced, " and ");
      else if (*p == '\'' || (guchar) *p >= 0x80)
        continue;
      else if (g_ascii_isalnum (*p))
        g_string_append_c (spaced, *p);
      else
        g_string_append_c (spaced, ' ');
    }

  words = g_strsplit (spaced->str, " ", -1);
  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *w = words[i];

      if (*w == '\0')
        continue;
      for (guint j = 0; j < G_N_ELEMENTS (abbrevs); j++)
        if (g_str_equal (w, abbrevs[j].abbr))
          w = abbrevs[j].full;
      if (out->len > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, w);
    }

  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* ---------------------------------------------------------------- loading */

/* Where the board's refusals go (hd-xml.h). */
typedef HdXmlReader LoadCtx;

/* An element of interest as the SAX parser saw it: no tree is built, so a
 * board loads in a few milliseconds. */
typedef struct {
  char  *name;
  long   line;
  char **attrs;   /* name, value, name, value, ..., NULL */
} Element;

static void
element_free (gpointer data)
{
  Element *e = data;
  g_free (e->name);
  g_strfreev (e->attrs);
  g_free (e);
}

/* Refuses the board at @node, named with its @id when it has one
 * ("map.svg:1092: <g id="box-alexandria">: why"), or as a whole when
 * @node is NULL: the shape of hd_xml_refuse(). */
static gboolean G_GNUC_PRINTF (5, 6)
fail (LoadCtx    *ctx,
      Element    *node,
      HdMapError  code,
      const char *id,
      const char *format,
      ...)
{
  g_autofree char *element = NULL;
  va_list args;

  if (node != NULL && id != NULL && *id != '\0')
    element = g_strdup_printf ("%s id=\"%s\"", node->name, id);
  else if (node != NULL)
    element = g_strdup (node->name);
  va_start (args, format);
  hd_xml_fail_at_line_valist (ctx, node != NULL ? node->line : 0, element, code, format, args);
  va_end (args);
  return FALSE;
}

static char *
get_attr (Element    *node,
          const char *name)
{
  for (guint i = 0; node->attrs[i] != NULL; i += 2)
    if (g_str_equal (node->attrs[i], name))
      return g_strdup (node->attrs[i + 1]);
  return NULL;
}

static gboolean
require_attr (LoadCtx    *ctx,
              Element    *node,
              const char *id,
              const char *name,
              char      **out)
{
  *out = get_attr (node, name);
  if (*out == NULL)
    return fail (ctx, node, HD_MAP_ERROR_MISSING_ATTRIBUTE, id,
                 _("attribute %s is missing"), name);
  return TRUE;
}

static gboolean
parse_uint_attr (LoadCtx    *ctx,
                 Element    *node,
                 const char *id,
                 const char *name,
                 guint       max,
                 guint      *out)
{
  g_autofree char *value = NULL;
  guint64 v;

  if (!require_attr (ctx, node, id, name, &value))
    return FALSE;
  if (!g_ascii_string_to_unsigned (value, 10, 0, max, &v, NULL))
    return fail (ctx, node, HD_MAP_ERROR_BAD_ATTRIBUTE, id,
                 _("attribute %s is \"%s\", not a whole number from 0 to %u"),
                 name, value, max);
  *out = (guint) v;
  return TRUE;
}

static gboolean
parse_double_attr (LoadCtx    *ctx,
                   Element    *node,
                   const char *id,
                   const char *name,
                   double      min,
                   double      max,
                   double     *out)
{
  g_autofree char *value = NULL;
  char *end = NULL;
  double v;

  if (!require_attr (ctx, node, id, name, &value))
    return FALSE;
  v = g_ascii_strtod (value, &end);
  if (end == value || *end != '\0' || !isfinite (v) || v < min || v > max)
    return fail (ctx, node, HD_MAP_ERROR_BAD_ATTRIBUTE, id,
                 _("attribute %s is \"%s\", not a number from %g to %g"),
                 name, value, min, max);
  *out = v;
  return TRUE;
}

static gboolean
parse_bool_attr (LoadCtx    *ctx,
                 Element    *node,
                 const char *id,
                 const char *name,
                 gboolean   *out)
{
  g_autofree char *value = NULL;

  if (!require_attr (ctx, node, id, name, &value))
    return FALSE;
  if (g_str_equal (value, "true"))
    *out = TRUE;
  else if (g_str_equal (value, "false"))
    *out = FALSE;
  else
    return fail (ctx, node, HD_MAP_ERROR_BAD_ATTRIBUTE, id,
                 _("attribute %s is \"%s\", not true or false"), name, value);
  return TRUE;
}

static gboolean
valid_box_id (const char *id)
{
  if (*id == '\0')
    return FALSE;
  for (const char *p = id; *p; p++)
    if (!(g_ascii_islower (*p) || g_ascii_isdigit (*p) || *p == '-'))
      return FALSE;
  return TRUE;
}

static gboolean
index_name (HdMap      *self,
            LoadCtx    *ctx,
            Element    *node,
            const char *name,
            guint       index)
{
  g_autofree char *key = normalize_name (name);
  gpointer existing;

  if (*key == '\0')
    return fail (ctx, node, HD_MAP_ERROR_BAD_ATTRIBUTE,
                 g_array_index (self->boxes, HdBox, index).id,
                 _("the name \"%s\" has no letters or digits"), name);
  existing = g_hash_table_lookup (self->by_name, key);
  if (existing != NULL && GPOINTER_TO_UINT (existing) != index + 1)
    return fail (ctx, node, HD_MAP_ERROR_DUPLICATE_ID,
                 g_array_index (self->boxes, HdBox, index).id,
                 _("the name \"%s\" is already used by box %s"), name,
                 g_array_index (self->boxes, HdBox, GPOINTER_TO_UINT (existing) - 1).id);
  g_hash_table_insert (self->by_name, g_steal_pointer (&key), GUINT_TO_POINTER (index + 1));
  return TRUE;
}

static gboolean
load_box (HdMap   *self,
          LoadCtx *ctx,
          Element *node,
          const char *element_id)
{
  const char *id = element_id + strlen ("box-");
  g_autofree char *name = NULL;
  g_autofree char *aliases = NULL;
  g_autofree char *state = NULL;
  g_autofree char *side = NULL;
  HdBox box = { 0 };

  if (!valid_box_id (id))
    return fail (ctx, node, HD_MAP_ERROR_BAD_ATTRIBUTE, element_id,
                 _("a box id must be \"box-\" followed by lower-case letters, digits and dashes"));

  box.index = self->boxes->len;
  box.id = g_string_chunk_insert_const (self->strings, id);

  if (!require_attr (ctx, node, element_id, "data-name", &name) ||
      !require_attr (ctx, node, element_id, "data-state", &state) ||
      !require_attr (ctx, node, element_id, "data-side", &side))
    return FALSE;
  if (*g_strstrip (name) == '\0')
    return fail (ctx, node, HD_MAP_ERROR_BAD_ATTRIBUTE, element_id, _("attribute data-name is empty"));
  if (!hd_side_from_string (side, &box.side))
    return fail (ctx, node, HD_MAP_ERROR_BAD_ATTRIBUTE, element_id,
                 _("attribute data-side is \"%s\", not union, confederate or neutral"), side);
  box.name = g_string_chunk_insert_const (self->strings, name);
  box.state = g_string_chunk_insert_const (self->strings, state);

  if (!parse_uint_attr (ctx, node, element_id, "data-recruit-union", 9, &box.recruit_union) ||
      !parse_uint_attr (ctx, node, element_id, "data-recruit-confederate", 9, &box.recruit_confederate) ||
      !parse_bool_attr (ctx, node, element_id, "data-port", &box.port) ||
      !parse_bool_attr (ctx, node, element_id, "data-permanent-entrenchment", &box.permanent_entrenchment) ||
      !parse_double_attr (ctx, node, element_id, "data-x", 0, 100000, &box.x) ||
      !parse_double_attr (ctx, node, element_id, "data-y", 0, 100000, &box.y) ||
      !parse_double_attr (ctx, node, element_id, "data-width", 1, 10000, &box.width) ||
      !parse_double_attr (ctx, node, element_id, "data-height", 1, 10000, &box.height))
    return FALSE;

  aliases = get_attr (node, "data-aliases");
  if (aliases != NULL && *aliases != '\0')
    {
      char **v = g_strsplit (aliases, "|", -1);
      g_ptr_array_add (self->owned, v); /* the vector; strings go below */
      for (guint i = 0; v[i] != NULL; i++)
        {
          char *s = g_string_chunk_insert_const (self->strings, g_strstrip (v[i]));
          g_ptr_array_add (self->owned, v[i]);
          v[i] = s;
        }
      box.aliases = (const char * const *) v;
    }
  else
    {
      static const char * const none[] = { NULL };
      box.aliases = none;
    }

  g_array_append_val (self->boxes, box);
  g_hash_table_insert (self->by_id, (gpointer) box.id, GUINT_TO_POINTER (box.index + 1));

  if (!index_name (self, ctx, node, box.name, box.index))
    return FALSE;
  for (guint i = 0; box.aliases[i] != NULL; i++)
    if (*box.aliases[i] != '\0' && !index_name (self, ctx, node, box.aliases[i], box.index))
      return FALSE;
  {
    g_autofree char *spaced = g_strdelimit (g_strdup (box.id), "-", ' ');
    if (!index_name (self, ctx, node, spaced, box.index))
      return FALSE;
  }
  return TRUE;
}

static gboolean
box_index_for (HdMap      *self,
               LoadCtx    *ctx,
               Element    *node,
               const char *element_id,
               const char *attr,
               const char *value,
               guint      *out)
{
  gpointer p = g_hash_table_lookup (self->by_id, value);

  if (p == NULL)
    return fail (ctx, node, HD_MAP_ERROR_UNKNOWN_BOX, element_id,
                 _("attribute %s names box \"%s\", which is not on the map"), attr, value);
  *out = GPOINTER_TO_UINT (p) - 1;
  return TRUE;
}

static gboolean
load_line (HdMap      *self,
           LoadCtx    *ctx,
           Element    *node,
           const char *element_id)
{
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *type = NULL;
  g_autofree char *downstream = NULL;
  g_autofree char *river_side_at = NULL;
  HdLine line = { 0 };

  line.index = self->lines->len;
  line.id = g_string_chunk_insert_const (self->strings, element_id);
  line.downstream = -1;

  if (!require_attr (ctx, node, element_id, "data-a", &a) ||
      !require_attr (ctx, node, element_id, "data-b", &b) ||
      !require_attr (ctx, node, element_id, "data-type", &type))
    return FALSE;
  if (!hd_line_type_from_string (type, &line.type))
    return fail (ctx, node, HD_MAP_ERROR_BAD_ATTRIBUTE, element_id,
                 _("attribute data-type is \"%s\", not road, rail or river"), type);
  if (!box_index_for (self, ctx, node, element_id, "data-a", a, &line.a) ||
      !box_index_for (self, ctx, node, element_id, "data-b", b, &line.b))
    return FALSE;
  if (line.a == line.b)
    return fail (ctx, node, HD_MAP_ERROR_INCONSISTENT, element_id,
                 _("the line joins box \"%s\" to itself"), a);

  downstream = get_attr (node, "data-downstream");
  if (line.type == HD_LINE_RIVER)
    {
      if (downstream == NULL)
        return fail (ctx, node, HD_MAP_ERROR_MISSING_ATTRIBUTE, element_id,
                     _("attribute data-downstream is missing (every river has a downstream end)"));
      if (g_str_equal (downstream, a))
        line.downstream = (int) line.a;
      else if (g_str_equal (downstream, b))
        line.downstream = (int) line.b;
      else
        return fail (ctx, node, HD_MAP_ERROR_INCONSISTENT, element_id,
                     _("attribute data-downstream is \"%s\", which is neither end of the river"), downstream);
    }
  else if (downstream != NULL)
    return fail (ctx, node, HD_MAP_ERROR_INCONSISTENT, element_id,
                 _("attribute data-downstream is only for rivers, and this line is a %s"), type);

  river_side_at = get_attr (node, "data-river-side-at");
  if (river_side_at != NULL)
    {
      g_auto(GStrv) ends = g_strsplit (river_side_at, " ", -1);
      for (guint i = 0; ends[i] != NULL; i++)
        {
          if (*ends[i] == '\0')
            continue;
          if (g_str_equal (ends[i], a))
            line.river_side_at_a = TRUE;
          else if (g_str_equal (ends[i], b))
            line.river_side_at_b = TRUE;
          else
            return fail (ctx, node, HD_MAP_ERROR_INCONSISTENT, element_id,
                         _("attribute data-river-side-at names \"%s\", which is neither end of the line"),
                         ends[i]);
        }
    }

  for (guint i = 0; i < self->lines->len; i++)
    {
      const HdLine *other = &g_array_index (self->lines, HdLine, i);
      if (other->type == line.type &&
          ((other->a == line.a && other->b == line.b) || (other->a == line.b && other->b == line.a)))
        return fail (ctx, node, HD_MAP_ERROR_DUPLICATE_ID, element_id,
                     _("a %s between %s and %s is already on the map (%s)"), type, a, b, other->id);
    }

  g_array_append_val (self->lines, line);
  return TRUE;
}

static gboolean
link_boxes (HdMap     *self,
            LoadCtx   *ctx,
            GPtrArray *box_nodes)
{
  guint n_boxes = self->boxes->len;
  guint *counts = g_new0 (guint, n_boxes);
  guint *refs = g_new (guint, 2 * self->lines->len + 1);
  guint *fill;
  guint offset = 0;

  g_ptr_array_add (self->owned, counts);
  g_ptr_array_add (self->owned, refs);

  for (guint i = 0; i < self->lines->len; i++)
    {
      const HdLine *l = &g_array_index (self->lines, HdLine, i);
      counts[l->a]++;
      counts[l->b]++;
    }
  fill = g_new0 (guint, n_boxes);
  for (guint i = 0; i < n_boxes; i++)
    {
      HdBox *box = &g_array_index (self->boxes, HdBox, i);
      box->lines = refs + offset;
      box->n_lines = counts[i];
      fill[i] = offset;
      offset += counts[i];
    }
  for (guint i = 0; i < self->lines->len; i++)
    {
      const HdLine *l = &g_array_index (self->lines, HdLine, i);
      refs[fill[l->a]++] = i;
      refs[fill[l->b]++] = i;
    }
  g_free (fill);

  /* River sides are given per box as neighbour ids; they must be neighbours. */
  for (guint i = 0; i < n_boxes; i++)
    {
      HdBox *box = &g_array_index (self->boxes, HdBox, i);
      Element *node = g_ptr_array_index (box_nodes, i);
      g_autofree char *element_id = g_strconcat ("box-", box->id, NULL);
      g_autofree char *value = get_attr (node, "data-river-sides-from");
      g_auto(GStrv) names = NULL;
      guint *sides;
      guint n = 0;

      if (value == NULL)
        return fail (ctx, node, HD_MAP_ERROR_MISSING_ATTRIBUTE, element_id,
                     _("attribute data-river-sides-from is missing"));
      names = g_strsplit (value, " ", -1);
      sides = g_new0 (guint, g_strv_length (names) + 1);
      g_ptr_array_add (self->owned, sides);
      for (guint j = 0; names[j] != NULL; j++)
        {
          guint other = 0;

          if (*names[j] == '\0')
            continue;
          if (!box_index_for (self, ctx, node, element_id, "data-river-sides-from", names[j], &other))
            return FALSE;
          if (hd_map_line_types_between (self, box, &g_array_index (self->boxes, HdBox, other)) == 0)
            return fail (ctx, node, HD_MAP_ERROR_INCONSISTENT, element_id,
                         _("attribute data-river-sides-from names \"%s\", which no line joins to this box"),
                         names[j]);
          sides[n++] = other;
        }
      box->river_sides_from = sides;
      box->n_river_sides_from = n;
    }
  return TRUE;
}

/* SAX state: the root's facts, every id seen, and the box and line
 * elements kept for the second pass (lines may name boxes that come later
 * in the file). */
typedef struct {
  HdXmlGuard     guard;      /* first: the parser's _private */
  xmlParserCtxt *parser;
  Element       *root;
  GHashTable    *ids;
  GPtrArray     *boxes;
  GPtrArray     *lines;
  GPtrArray     *spaces;     /* turn-N and army-max-N */
  Element       *duplicate;  /* first element whose id was seen before */
  guint          depth;
} SaxState;

/* Without entity substitution the parser hands attribute values over with
 * references still in them; only the predefined entities and character
 * references can occur (DTDs are refused), and they are decoded here. */
static char *
decode_attribute (const char *value,
                  gsize       len)
{
  static const struct { const char *name; char c; } predefined[] = {
    { "amp;", '&' }, { "lt;", '<' }, { "gt;", '>' }, { "quot;", '"' }, { "apos;", '\'' },
  };
  GString *out;
  const char *p = value, *end = value + len;

  if (memchr (value, '&', len) == NULL)
    return g_strndup (value, len);
  out = g_string_sized_new (len);
  while (p < end)
    {
      gboolean done = FALSE;

      if (*p != '&')
        {
          g_string_append_c (out, *p++);
          continue;
        }
      p++;
      for (guint i = 0; i < G_N_ELEMENTS (predefined) && !done; i++)
        {
          gsize n = strlen (predefined[i].name);
          if ((gsize) (end - p) >= n && strncmp (p, predefined[i].name, n) == 0)
            {
              g_string_append_c (out, predefined[i].c);
              p += n;
              done = TRUE;
            }
        }
      if (!done && p < end && *p == '#')
        {
          const char *semi = memchr (p, ';', end - p);
          if (semi != NULL && semi - p < 12)
            {
              g_autofree char *num = g_strndup (p + 1, semi - p - 1);
              guint64 cp = 0;
              gboolean hex = num[0] == 'x' || num[0] == 'X';
              if (g_ascii_string_to_unsigned (hex ? num + 1 : num, hex ? 16 : 10, 1, 0x10FFFF, &cp, NULL))
                {
                  g_string_append_unichar (out, (gunichar) cp);
                  p = semi + 1;
                  done = TRUE;
                }
            }
        }
      if (!done)
        g_string_append_c (out, '&');
    }
  return g_string_free (out, FALSE);
}

static Element *
element_new (SaxState       *st,
             const xmlChar  *localname,
             int             nb_attributes,
             const xmlChar **attributes)
{
  Element *e = g_new0 (Element, 1);

  e->name = g_strdup ((const char *) localname);
  e->line = xmlSAX2GetLineNumber (st->parser);
  e->attrs = g_new0 (char *, 2 * (gsize) nb_attributes + 1);
  for (int i = 0; i < nb_attributes; i++)
    {
      /* localname, prefix, URI, value, end */
      const xmlChar **a = attributes + 5 * i;
      e->attrs[2 * i] = g_strdup ((const char *) a[0]);
      e->attrs[2 * i + 1] = decode_attribute ((const char *) a[3], a[4] - a[3]);
    }
  return e;
}

static void
sax_start_element (void           *user_data,
                   const xmlChar  *localname,
                   const xmlChar  *prefix,
                   const xmlChar  *uri,
                   int             nb_namespaces,
                   const xmlChar **namespaces,
                   int             nb_attributes,
                   int             nb_defaulted,
                   const xmlChar **attributes)
{
  SaxState *st = ((xmlParserCtxt *) user_data)->_private;
  const xmlChar *id = NULL;
  gsize id_len = 0;
  Element *e;

  st->depth++;
  if (st->root == NULL)
    {
      st->root = element_new (st, localname, nb_attributes, attributes);
      return;
    }
  for (int i = 0; i < nb_attributes; i++)
    if (xmlStrEqual (attributes[5 * i], (const xmlChar *) "id") && attributes[5 * i + 1] == NULL)
      {
        id = attributes[5 * i + 3];
        id_len = attributes[5 * i + 4] - id;
      }
  if (id == NULL)
    return;
  {
    char *key = g_strndup ((const char *) id, id_len);
    if (!g_hash_table_add (st->ids, key))
      {
        if (st->duplicate == NULL)
          st->duplicate = element_new (st, localname, nb_attributes, attributes);
        return;
      }
    if (g_str_has_prefix (key, "box-"))
      {
        e = element_new (st, localname, nb_attributes, attributes);
        g_ptr_array_add (st->boxes, e);
      }
    else if (g_str_has_prefix (key, "line-"))
      {
        e = element_new (st, localname, nb_attributes, attributes);
        g_ptr_array_add (st->lines, e);
      }
    else if (g_str_has_prefix (key, "turn-") || g_str_has_prefix (key, "army-max-"))
      {
        e = element_new (st, localname, nb_attributes, attributes);
        g_ptr_array_add (st->spaces, e);
      }
  }
}

/* "MM/YYYY" or "MM/MM/YYYY" (the two-month winter turns, rule 9.0). */
static gboolean
valid_track_date (const char *date)
{
  gsize len = strlen (date);
  const char *year;

  if (len != 7 && len != 10)
    return FALSE;
  year = date + len - 4;
  for (const char *p = date; *p; p++)
    {
      gboolean slot_is_slash = (p - date == 2) || (len == 10 && p - date == 5);
      if (slot_is_slash ? *p != '/' : !g_ascii_isdigit (*p))
        return FALSE;
    }
  return year[0] == '1' && (year[1] == '8' || year[1] == '9');
}

static int
compare_spaces (gconstpointer a, gconstpointer b)
{
  const HdTrackSpace *x = a, *y = b;
  return x->number < y->number ? -1 : x->number > y->number;
}

/* A space of the Game Turn Track (id turn-N) or the Army Maximum Track
 * (id army-max-N).  Numbers must be unique and, on the turn track, run
 * from 1 without gaps (checked in load_elements). */
static gboolean
load_track_space (HdMap   *self,
                  LoadCtx *ctx,
                  Element *node)
{
  g_autofree char *id = get_attr (node, "id");
  gboolean is_turn = g_str_has_prefix (id, "turn-");
  const char *digits = id + strlen (is_turn ? "turn-" : "army-max-");
  GArray *track = self->tracks[is_turn ? HD_TRACK_GAME_TURN : HD_TRACK_ARMY_MAXIMUM];
  HdTrackSpace space = { 0 };
  guint64 n;

  if (!g_ascii_string_to_unsigned (digits, 10, is_turn ? 1 : 0, 200, &n, NULL))
    return fail (ctx, node, HD_MAP_ERROR_BAD_ATTRIBUTE, id,
                 _("a track space's id must end in its number (turns from 1, army maximums from 0, up to 200)"));
  space.number = (guint) n;
  for (guint i = 0; i < track->len; i++)
    if (g_array_index (track, HdTrackSpace, i).number == space.number)
      return fail (ctx, node, HD_MAP_ERROR_DUPLICATE_ID, id, _("the track has space %u twice"), space.number);
  if (is_turn)
    {
      g_autofree char *date = NULL;
      if (!require_attr (ctx, node, id, "data-date", &date))
        return FALSE;
      if (!valid_track_date (date))
        return fail (ctx, node, HD_MAP_ERROR_BAD_ATTRIBUTE, id,
                     _("attribute data-date is \"%s\", not a date like 07/1861 or 11/12/1861"), date);
      space.date = g_string_chunk_insert_const (self->strings, date);
    }
  if (!parse_double_attr (ctx, node, id, "data-x", 0, 100000, &space.x) ||
      !parse_double_attr (ctx, node, id, "data-y", 0, 100000, &space.y) ||
      !parse_double_attr (ctx, node, id, "data-width", 1, 10000, &space.width) ||
      !parse_double_attr (ctx, node, id, "data-height", 1, 10000, &space.height))
    return FALSE;
  g_array_append_val (track, space);
  g_array_sort (track, compare_spaces);
  return TRUE;
}

static gboolean
load_elements (HdMap    *self,
               LoadCtx  *ctx,
               SaxState *st)
{
  Element *root = st->root;
  g_autofree char *version = NULL;
  g_autofree char *viewbox = NULL;

  if (root == NULL)
    return fail (ctx, NULL, HD_MAP_ERROR_EMPTY, NULL, _("the file has no root element"));
  if (!g_str_equal (root->name, "svg"))
    return fail (ctx, root, HD_MAP_ERROR_NOT_A_MAP, NULL,
                 _("the root element is <%s>, not <svg>"), root->name);
  version = get_attr (root, "data-hd-map-version");
  if (version == NULL)
    return fail (ctx, root, HD_MAP_ERROR_NOT_A_MAP, NULL,
                 _("attribute data-hd-map-version is missing: this SVG is not a House Divided board"));
  if (!g_str_equal (version, G_STRINGIFY (HD_MAP_VERSION)))
    return fail (ctx, root, HD_MAP_ERROR_NOT_A_MAP, NULL,
                 _("the board format version is \"%s\"; this program reads version %d"),
                 version, HD_MAP_VERSION);
  viewbox = get_attr (root, "viewBox");
  if (viewbox == NULL)
    return fail (ctx, root, HD_MAP_ERROR_MISSING_ATTRIBUTE, NULL, _("attribute viewBox is missing"));
  {
    double v[4];
    char *p = viewbox, *end;
    for (guint i = 0; i < 4; i++)
      {
        v[i] = g_ascii_strtod (p, &end);
        if (end == p || !isfinite (v[i]))
          return fail (ctx, root, HD_MAP_ERROR_BAD_ATTRIBUTE, NULL,
                       _("attribute viewBox is \"%s\", not four numbers"), viewbox);
        p = end;
      }
    if (v[2] < 1 || v[3] < 1 || v[2] > 100000 || v[3] > 100000 || v[0] != 0 || v[1] != 0)
      return fail (ctx, root, HD_MAP_ERROR_BAD_ATTRIBUTE, NULL,
                   _("attribute viewBox is \"%s\"; it must start at 0 0 and be at most 100000 wide and high"),
                   viewbox);
    self->width = v[2];
    self->height = v[3];
  }

  if (st->duplicate != NULL)
    {
      g_autofree char *id = get_attr (st->duplicate, "id");
      return fail (ctx, st->duplicate, HD_MAP_ERROR_DUPLICATE_ID, id, _("the id \"%s\" is used twice"), id);
    }
  if (st->boxes->len == 0)
    return fail (ctx, root, HD_MAP_ERROR_EMPTY, NULL, _("the board has no boxes (elements with id=\"box-...\")"));

  for (guint i = 0; i < st->boxes->len; i++)
    {
      Element *n = g_ptr_array_index (st->boxes, i);
      g_autofree char *id = get_attr (n, "id");
      if (!load_box (self, ctx, n, id))
        return FALSE;
    }
  for (guint i = 0; i < st->lines->len; i++)
    {
      Element *n = g_ptr_array_index (st->lines, i);
      g_autofree char *id = get_attr (n, "id");
      if (!load_line (self, ctx, n, id))
        return FALSE;
    }
  for (guint i = 0; i < st->spaces->len; i++)
    if (!load_track_space (self, ctx, g_ptr_array_index (st->spaces, i)))
      return FALSE;
  for (guint i = 0; i < self->tracks[HD_TRACK_GAME_TURN]->len; i++)
    if (g_array_index (self->tracks[HD_TRACK_GAME_TURN], HdTrackSpace, i).number != i + 1)
      return fail (ctx, root, HD_MAP_ERROR_INCONSISTENT, NULL,
                   _("the Game Turn Track has no space for turn %u"), i + 1);
  return link_boxes (self, ctx, st->boxes);
}

/**
 * hd_map_new_from_bytes:
 * @bytes: the contents of a map.svg
 * @source_name: (nullable): how to name the source in error messages
 * @error: return location for a #HD_MAP_ERROR
 *
 * Returns: (transfer full) (nullable): the board, or %NULL with @error set.
 */
HdMap *
hd_map_new_from_bytes (GBytes      *bytes,
                       const char  *source_name,
                       GError     **error)
{
  g_autoptr(HdMap) self = NULL;
  LoadCtx ctx = { error, HD_MAP_ERROR, source_name ? source_name : "map.svg" };
  xmlParserCtxt *parser;
  gsize len;
  const char *data;
  gboolean ok;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = g_bytes_get_data (bytes, &len);
  if (len > HD_MAP_MAX_BYTES)
    {
      fail (&ctx, NULL, HD_MAP_ERROR_TOO_LARGE, NULL,
            _("the file is %lu bytes; a board may be at most %d bytes"),
            (unsigned long) len, HD_MAP_MAX_BYTES);
      return NULL;
    }
  if (len == 0 || data == NULL)
    {
      fail (&ctx, NULL, HD_MAP_ERROR_EMPTY, NULL, _("the file is empty"));
      return NULL;
    }
  {
    /* what libxml2 would word its own way (a blank file, text, UTF-32),
     * or parse in quadratic time, refused first in ours */
    HdXmlScan scan;

    hd_xml_scan_init (&scan, 256, 1024 * 1024);
    if (!hd_xml_scan (&scan, data, len, TRUE))
      {
        g_set_error (error, HD_MAP_ERROR, HD_MAP_ERROR_NOT_XML, "%s:%d: %s", ctx.source, scan.error_line, scan.error);
        hd_xml_scan_clear (&scan);
        return NULL;
      }
  }
  {
    xmlSAXHandler sax = { 0 };
    SaxState st = { 0 };
    HdXmlQuiet quiet;
    int rc;

    sax.initialized = XML_SAX2_MAGIC;
    sax.startElementNs = sax_start_element;
    hd_xml_guard (&sax);
    /* Errors are reported through the GError below, never on stderr. */
    sax.serror = hd_xml_quiet_structured;
    st.ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
    st.boxes = g_ptr_array_new_with_free_func (element_free);
    st.lines = g_ptr_array_new_with_free_func (element_free);
    st.spaces = g_ptr_array_new_with_free_func (element_free);

    /* Some errors (bad encodings) bypass the SAX handler. */
    hd_xml_quiet_begin (&quiet);
    parser = xmlCreatePushParserCtxt (&sax, NULL, NULL, 0, ctx.source);
    if (parser == NULL)
      {
        fail (&ctx, NULL, HD_MAP_ERROR_NOT_XML, NULL, _("out of memory starting the XML parser"));
        ok = FALSE;
      }
    else
      {
        st.parser = parser;
        parser->_private = &st;
        xmlCtxtUseOptions (parser, XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
        {
          g_autofree char *lf = hd_xml_lone_cr_to_lf (data, len, 0, len);
          rc = xmlParseChunk (parser, lf != NULL ? lf : data, (int) len, 1);
        }
        if (st.guard.forbidden)
          {
            fail (&ctx, NULL, HD_MAP_ERROR_FORBIDDEN, NULL,
                  _("the file declares a DOCTYPE or entities, which a board never needs and which are refused for safety"));
            ok = FALSE;
          }
        else if (rc != 0 || !parser->wellFormed)
          {
            const xmlError *e = xmlCtxtGetLastError (parser);
            g_autofree char *msg = hd_xml_error_message (e);

            g_set_error (error, HD_MAP_ERROR, HD_MAP_ERROR_NOT_XML,
                         _("%s:%d: not well-formed XML: %s"), ctx.source, e ? e->line : 0, msg);
            ok = FALSE;
          }
        else
          {
            self = g_object_new (HD_TYPE_MAP, NULL);
            ok = load_elements (self, &ctx, &st);
          }
        /* entity content is parsed into a document of its own even
         * without a tree; it is ours to free */
        g_clear_pointer (&parser->myDoc, xmlFreeDoc);
        xmlFreeParserCtxt (parser);
      }
    hd_xml_quiet_end (&quiet);
    g_clear_pointer (&st.root, element_free);
    g_clear_pointer (&st.duplicate, element_free);
    g_ptr_array_unref (st.boxes);
    g_ptr_array_unref (st.lines);
    g_ptr_array_unref (st.spaces);
    g_hash_table_unref (st.ids);
  }
  if (!ok)
    return NULL;

  self->svg = g_bytes_ref (bytes);
  return g_steal_pointer (&self);
}

HdMap *
hd_map_new_from_file (const char  *path,
                      GError     **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *display = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  file = g_file_new_for_path (path);
  display = g_file_get_parse_name (file);
  bytes = hd_file_load (file, HD_MAP_MAX_BYTES, error);
  if (bytes == NULL)
    return NULL;
  return hd_map_new_from_bytes (bytes, display, error);
}

/**
 * hd_map_new_default:
 *
 * Loads the board that ships with the program (compiled in as a resource).
 */
HdMap *
hd_map_new_default (GError **error)
{
  g_autoptr(GBytes) bytes = NULL;

  /* Referencing the resource keeps it in statically linked programs. */
  bytes = g_resource_lookup_data (hd_engine_get_resource (), RESOURCE_PREFIX "/map.svg",
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  return hd_map_new_from_bytes (bytes, "map.svg", error);
}

/* ---------------------------------------------------------------- queries */

GBytes *
hd_map_get_svg (HdMap *self)
{
  g_return_val_if_fail (HD_IS_MAP (self), NULL);
  return self->svg;
}

double
hd_map_get_width (HdMap *self)
{
  g_return_val_if_fail (HD_IS_MAP (self), 0);
  return self->width;
}

double
hd_map_get_height (HdMap *self)
{
  g_return_val_if_fail (HD_IS_MAP (self), 0);
  return self->height;
}

guint
hd_map_get_n_boxes (HdMap *self)
{
  g_return_val_if_fail (HD_IS_MAP (self), 0);
  return self->boxes->len;
}

const HdBox *
hd_map_get_box (HdMap *self,
                guint  index)
{
  g_return_val_if_fail (HD_IS_MAP (self), NULL);
  g_return_val_if_fail (index < self->boxes->len, NULL);
  return &g_array_index (self->boxes, HdBox, index);
}

guint
hd_map_get_n_lines (HdMap *self)
{
  g_return_val_if_fail (HD_IS_MAP (self), 0);
  return self->lines->len;
}

const HdLine *
hd_map_get_line (HdMap *self,
                 guint  index)
{
  g_return_val_if_fail (HD_IS_MAP (self), NULL);
  g_return_val_if_fail (index < self->lines->len, NULL);
  return &g_array_index (self->lines, HdLine, index);
}

guint
hd_map_count_lines (HdMap      *self,
                    HdLineType  type)
{
  guint n = 0;

  g_return_val_if_fail (HD_IS_MAP (self), 0);
  for (guint i = 0; i < self->lines->len; i++)
    if (g_array_index (self->lines, HdLine, i).type == type)
      n++;
  return n;
}

const HdBox *
hd_map_lookup_id (HdMap      *self,
                  const char *id)
{
  gpointer p;

  g_return_val_if_fail (HD_IS_MAP (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  /* Box ids may be given with or without the SVG element's "box-" prefix
   * (and a box id may itself begin with "box-"). */
  p = g_hash_table_lookup (self->by_id, id);
  if (p == NULL && g_str_has_prefix (id, "box-"))
    p = g_hash_table_lookup (self->by_id, id + strlen ("box-"));
  return p ? &g_array_index (self->boxes, HdBox, GPOINTER_TO_UINT (p) - 1) : NULL;
}

/**
 * hd_map_lookup_name:
 *
 * Finds a box by its name or a usual alternate spelling; case, punctuation
 * and abbreviations (Fts, Ft, St, Jct) do not matter.  A trailing
 * parenthesised state, as the rulebook writes "Cairo (Illinois)", is
 * ignored unless the whole string is itself a known spelling.
 */
const HdBox *
hd_map_lookup_name (HdMap      *self,
                    const char *name)
{
  g_autofree char *key = NULL;
  const char *paren;
  gpointer p;

  g_return_val_if_fail (HD_IS_MAP (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  key = normalize_name (name);
  p = g_hash_table_lookup (self->by_name, key);
  if (p == NULL && (paren = strchr (name, '(')) != NULL)
    {
      g_autofree char *head = g_strndup (name, paren - name);
      g_autofree char *key2 = normalize_name (head);
      p = g_hash_table_lookup (self->by_name, key2);
    }
  return p ? &g_array_index (self->boxes, HdBox, GPOINTER_TO_UINT (p) - 1) : NULL;
}

const HdBox *
hd_map_lookup (HdMap      *self,
               const char *id_or_name)
{
  const HdBox *box = hd_map_lookup_id (self, id_or_name);
  return box ? box : hd_map_lookup_name (self, id_or_name);
}

const HdBox *
hd_map_line_other_end (HdMap        *self,
                       const HdLine *line,
                       const HdBox  *from)
{
  g_return_val_if_fail (HD_IS_MAP (self), NULL);
  g_return_val_if_fail (line != NULL && from != NULL, NULL);

  if (line->a == from->index)
    return hd_map_get_box (self, line->b);
  if (line->b == from->index)
    return hd_map_get_box (self, line->a);
  return NULL;
}

/**
 * hd_map_neighbours:
 * @types: which line types count
 *
 * Returns: (transfer container): the boxes joined to @box by a line of one
 * of @types, each once, in the board's line order.
 */
GPtrArray *
hd_map_neighbours (HdMap       *self,
                   const HdBox *box,
                   HdLineMask   types)
{
  GPtrArray *out;

  g_return_val_if_fail (HD_IS_MAP (self), NULL);
  g_return_val_if_fail (box != NULL, NULL);

  out = g_ptr_array_new ();
  for (guint i = 0; i < box->n_lines; i++)
    {
      const HdLine *l = hd_map_get_line (self, box->lines[i]);
      const HdBox *other;

      if (!(types & (1u << l->type)))
        continue;
      other = hd_map_line_other_end (self, l, box);
      if (!g_ptr_array_find (out, other, NULL))
        g_ptr_array_add (out, (gpointer) other);
    }
  return out;
}

/* Breadth first from every box along every line. */
static guint8 *
distances_compute (HdMap *self)
{
  guint n = hd_map_get_n_boxes (self);
  g_autofree guint *queue = g_new (guint, n);
  guint8 *d = g_malloc ((gsize) n * n);

  memset (d, 255, (gsize) n * n);
  for (guint s = 0; s < n; s++)
    {
      guint head = 0, tail = 0;
      guint8 *row = d + (gsize) s * n;

      row[s] = 0;
      queue[tail++] = s;
      while (head < tail)
        {
          guint b = queue[head++];
          const HdBox *box = hd_map_get_box (self, b);
          for (guint k = 0; k < box->n_lines; k++)
            {
              guint o = hd_map_line_other_end (self, hd_map_get_line (self, box->lines[k]), box)->index;
              if (row[o] == 255)
                {
                  row[o] = (guint8) MIN (row[b] + 1, 254);
                  queue[tail++] = o;
                }
            }
        }
    }
  return d;
}

/**
 * hd_map_get_distance:
 *
 * Returns: the fewest lines of any kind from box @from to box @to (at
 * most 254), G_MAXUINT if no way joins them.  The table is worked out for
 * the whole board the first time it is asked, from any thread.
 */
guint
hd_map_get_distance (HdMap *self,
                     guint  from,
                     guint  to)
{
  guint n;
  guint8 *d;

  g_return_val_if_fail (HD_IS_MAP (self), G_MAXUINT);
  n = hd_map_get_n_boxes (self);
  g_return_val_if_fail (from < n && to < n, G_MAXUINT);
  d = g_atomic_pointer_get (&self->distances);
  if (d == NULL)
    {
      g_mutex_lock (&distances_lock);
      d = self->distances;
      if (d == NULL)
        {
          d = distances_compute (self);
          g_atomic_pointer_set (&self->distances, d);
        }
      g_mutex_unlock (&distances_lock);
    }
  return d[(gsize) from * n + to] == 255 ? G_MAXUINT : d[(gsize) from * n + to];
}

HdLineMask
hd_map_line_types_between (HdMap       *self,
                           const HdBox *a,
                           const HdBox *b)
{
  HdLineMask mask = 0;

  g_return_val_if_fail (HD_IS_MAP (self), 0);
  g_return_val_if_fail (a != NULL && b != NULL, 0);

  for (guint i = 0; i < a->n_lines; i++)
    {
      const HdLine *l = hd_map_get_line (self, a->lines[i]);
      if (hd_map_line_other_end (self, l, a) == b)
        mask |= 1u << l->type;
    }
  return mask;
}

const HdLine *
hd_map_find_line (HdMap       *self,
                  const HdBox *a,
                  const HdBox *b,
                  HdLineType   type)
{
  g_return_val_if_fail (HD_IS_MAP (self), NULL);
  g_return_val_if_fail (a != NULL && b != NULL, NULL);

  for (guint i = 0; i < a->n_lines; i++)
    {
      const HdLine *l = hd_map_get_line (self, a->lines[i]);
      if (l->type == type && hd_map_line_other_end (self, l, a) == b)
        return l;
    }
  return NULL;
}

gboolean
hd_map_is_potomac (HdMap        *self,
                   const HdLine *line)
{
  const HdBox *washington, *fredericksburg;

  g_return_val_if_fail (HD_IS_MAP (self), FALSE);
  if (line == NULL || line->type != HD_LINE_RIVER)
    return FALSE;
  washington = hd_map_lookup_id (self, "washington");
  fredericksburg = hd_map_lookup_id (self, "fredericksburg");
  return washington != NULL && fredericksburg != NULL &&
         ((line->a == washington->index && line->b == fredericksburg->index) ||
          (line->b == washington->index && line->a == fredericksburg->index));
}

/* Moving along @line from @from to @to goes with the current (rule 4.5). */
gboolean
hd_map_is_downstream (HdMap        *self,
                      const HdLine *line,
                      const HdBox  *from,
                      const HdBox  *to)
{
  g_return_val_if_fail (HD_IS_MAP (self), FALSE);
  g_return_val_if_fail (line != NULL && from != NULL && to != NULL, FALSE);

  if (line->type != HD_LINE_RIVER || hd_map_line_other_end (self, line, from) != to)
    return FALSE;
  return line->downstream == (int) to->index;
}

/* Entering @entering along @line crosses a blue side of that box (rule 5.34). */
gboolean
hd_map_crosses_river_side (HdMap        *self,
                           const HdLine *line,
                           const HdBox  *entering)
{
  g_return_val_if_fail (HD_IS_MAP (self), FALSE);
  g_return_val_if_fail (line != NULL && entering != NULL, FALSE);

  if (line->a == entering->index)
    return line->river_side_at_a;
  if (line->b == entering->index)
    return line->river_side_at_b;
  return FALSE;
}

guint
hd_map_get_n_track_spaces (HdMap   *self,
                           HdTrack  track)
{
  g_return_val_if_fail (HD_IS_MAP (self), 0);
  g_return_val_if_fail (track == HD_TRACK_GAME_TURN || track == HD_TRACK_ARMY_MAXIMUM, 0);
  return self->tracks[track]->len;
}

/**
 * hd_map_get_track_space:
 * @number: the turn (from 1) or the army maximum value
 *
 * Returns: (nullable): where that space is on the board, or %NULL if the
 * board has no such space.
 */
const HdTrackSpace *
hd_map_get_track_space (HdMap   *self,
                        HdTrack  track,
                        guint    number)
{
  GArray *spaces;

  g_return_val_if_fail (HD_IS_MAP (self), NULL);
  g_return_val_if_fail (track == HD_TRACK_GAME_TURN || track == HD_TRACK_ARMY_MAXIMUM, NULL);

  spaces = self->tracks[track];
  for (guint i = 0; i < spaces->len; i++)
    if (g_array_index (spaces, HdTrackSpace, i).number == number)
      return &g_array_index (spaces, HdTrackSpace, i);
  return NULL;
}

guint
hd_box_recruitment_value (const HdBox *box,
                          HdSide       side)
{
  g_return_val_if_fail (box != NULL, 0);

  switch (side)
    {
    case HD_SIDE_UNION:
      return box->recruit_union;
    case HD_SIDE_CONFEDERATE:
      return box->recruit_confederate;
    case HD_SIDE_NEUTRAL:
    default:
      return 0;
    }
}

/**
 * hd_map_recruitment_cities:
 *
 * Returns: (transfer container): the boxes with a shield of @side's colour
 * (rule 7.0), in board order.
 */
GPtrArray *
hd_map_recruitment_cities (HdMap  *self,
                           HdSide  side)
{
  GPtrArray *out;

  g_return_val_if_fail (HD_IS_MAP (self), NULL);

  out = g_ptr_array_new ();
  for (guint i = 0; i < self->boxes->len; i++)
    {
      const HdBox *box = &g_array_index (self->boxes, HdBox, i);
      if (hd_box_recruitment_value (box, side) > 0)
        g_ptr_array_add (out, (gpointer) box);
    }
  return out;
}

GPtrArray *
hd_map_ports (HdMap *self)
{
  GPtrArray *out;

  g_return_val_if_fail (HD_IS_MAP (self), NULL);

  out = g_ptr_array_new ();
  for (guint i = 0; i < self->boxes->len; i++)
    if (g_array_index (self->boxes, HdBox, i).port)
      g_ptr_array_add (out, &g_array_index (self->boxes, HdBox, i));
  return out;
}

/**
 * hd_map_army_maximum:
 * @controllers: who controls each box, indexed like the boxes
 *
 * The Army Maximum Size of rule 7.1: the shields of @side's colour in the
 * recruitment cities @side controls.
 */
guint
hd_map_army_maximum (HdMap        *self,
                     HdSide        side,
                     const HdSide *controllers)
{
  guint sum = 0;

  g_return_val_if_fail (HD_IS_MAP (self), 0);
  g_return_val_if_fail (controllers != NULL, 0);

  for (guint i = 0; i < self->boxes->len; i++)
    if (controllers[i] == side)
      sum += hd_box_recruitment_value (&g_array_index (self->boxes, HdBox, i), side);
  return sum;
}
