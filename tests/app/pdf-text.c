/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pdf-text.c: a PDF's text as cairo writes it, for the tests that print:
 * the objects read with a regular expression, their Flate streams
 * inflated (GZlibDecompressor), each font's ToUnicode map read (bfchar
 * and bfrange, codes of one or two bytes as its codespace says), and the
 * pages' content streams walked for the font chosen (Tf) and the strings
 * shown (Tj, TJ), each mapped through its font.  Enough for cairo's own
 * output; no general PDF reader. */
#define _GNU_SOURCE
#include "config.h"

#include <string.h>
#include <gio/gio.h>

#include "pdf-text.h"

typedef struct
{
  GHashTable *objects;   /* object number (guint) -> its dictionary text (char *) */
  GHashTable *streams;   /* object number -> its stream inflated (GBytes) */
} Pdf;

static GBytes *
inflate (const guint8 *data, gsize len)
{
  g_autoptr(GZlibDecompressor) z = g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_ZLIB);
  g_autoptr(GByteArray) out = g_byte_array_new ();
  guint8 buffer[16384];
  gsize read = 0, written = 0, at = 0;

  for (;;)
    {
      GConverterResult r = g_converter_convert (G_CONVERTER (z), data + at, len - at, buffer, sizeof buffer,
                                                G_CONVERTER_INPUT_AT_END, &read, &written, NULL);
      g_byte_array_append (out, buffer, written);
      at += read;
      if (r == G_CONVERTER_ERROR || r == G_CONVERTER_FINISHED || (read == 0 && written == 0))
        break;
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&out));
}

static const char *
find (const char *from, const char *end, const char *what)
{
  return from < end ? memmem (from, end - from, what, strlen (what)) : NULL;
}

/* One object from @at (its "N 0 obj"): its dictionary and its stream
 * kept; returns where it ends, NULL when no object is left. */
static const char *
read_object (Pdf *pdf, GRegex *obj, const char *data, const char *end, const char *at)
{
  g_autoptr(GMatchInfo) m = NULL;
  g_autofree char *number = NULL;
  const char *body, *stop, *stream;
  int start, after;
  guint n;

  if (!g_regex_match_full (obj, data, end - data, at - data, 0, &m, NULL))
    return NULL;
  number = g_match_info_fetch (m, 1);
  n = (guint) g_ascii_strtoull (number, NULL, 10);
  g_match_info_fetch_pos (m, 0, &start, &after);
  body = data + after;
  stop = find (body, end, "endobj");
  if (stop == NULL)
    return NULL;
  stream = find (body, stop, "stream");
  g_hash_table_insert (pdf->objects, GUINT_TO_POINTER (n), g_strndup (body, (stream != NULL ? stream : stop) - body));
  if (stream != NULL)
    {
      const char *s = stream + strlen ("stream");
      const char *e;

      s += *s == '\r';
      s += *s == '\n';
      e = find (s, stop, "endstream");
      if (e != NULL && strstr (g_hash_table_lookup (pdf->objects, GUINT_TO_POINTER (n)), "/FlateDecode") != NULL)
        g_hash_table_insert (pdf->streams, GUINT_TO_POINTER (n), inflate ((const guint8 *) s, e - s));
      else if (e != NULL)
        g_hash_table_insert (pdf->streams, GUINT_TO_POINTER (n), g_bytes_new (s, e - s));
    }
  return stop + strlen ("endobj");
}

static gboolean
pdf_read (Pdf *pdf, GBytes *bytes)
{
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);
  g_autoptr(GRegex) obj = g_regex_new ("(\\d+) 0 obj", G_REGEX_RAW, 0, NULL);

  pdf->objects = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  pdf->streams = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) g_bytes_unref);
  if (len < 5 || memcmp (data, "%PDF-", 5) != 0)
    return FALSE;
  for (const char *at = data; at != NULL;)
    at = read_object (pdf, obj, data, data + len, at);
  return TRUE;
}

static void
pdf_clear (Pdf *pdf)
{
  g_clear_pointer (&pdf->objects, g_hash_table_unref);
  g_clear_pointer (&pdf->streams, g_hash_table_unref);
}

/* The object number @key refers to in @dict ("/Key 12 0 R"), 0 if none. */
static guint
ref_of (const char *dict, const char *key)
{
  g_autofree char *pattern = g_strdup_printf ("%s\\s+(\\d+) 0 R", key);
  g_autoptr(GRegex) re = g_regex_new (pattern, 0, 0, NULL);
  g_autoptr(GMatchInfo) m = NULL;
  g_autofree char *n = NULL;

  if (dict == NULL || !g_regex_match (re, dict, 0, &m))
    return 0;
  n = g_match_info_fetch (m, 1);
  return (guint) g_ascii_strtoull (n, NULL, 10);
}

static char *
stream_text (Pdf *pdf, guint n)
{
  GBytes *b = g_hash_table_lookup (pdf->streams, GUINT_TO_POINTER (n));
  gsize len;
  const char *data;

  if (b == NULL)
    return g_strdup ("");
  data = g_bytes_get_data (b, &len);
  return g_strndup (data, len);
}

/* A font's map: code (as hex digits, upper case) -> UTF-8, and the
 * code's width in hex digits. */
typedef struct
{
  GHashTable *map;
  guint       digits;
} Font;

static void
font_free (Font *f)
{
  g_hash_table_unref (f->map);
  g_free (f);
}

static char *
utf16_hex_to_utf8 (const char *hex)
{
  gsize n = strlen (hex) / 4;
  g_autofree gunichar2 *units = g_new0 (gunichar2, n + 1);

  for (gsize i = 0; i < n; i++)
    {
      char part[5] = { hex[4 * i], hex[4 * i + 1], hex[4 * i + 2], hex[4 * i + 3], 0 };
      units[i] = (gunichar2) g_ascii_strtoull (part, NULL, 16);
    }
  return g_utf16_to_utf8 (units, (glong) n, NULL, NULL, NULL);
}

static Font *
font_read (const char *cmap)
{
  Font *f = g_new0 (Font, 1);
  g_autoptr(GRegex) space = g_regex_new ("begincodespacerange\\s*<([0-9A-Fa-f]+)>", 0, 0, NULL);
  g_autoptr(GRegex) chr = g_regex_new ("<([0-9A-Fa-f]+)>\\s*<([0-9A-Fa-f]+)>", 0, 0, NULL);
  g_autoptr(GRegex) range = g_regex_new ("<([0-9A-Fa-f]+)>\\s*<([0-9A-Fa-f]+)>\\s*<([0-9A-Fa-f]+)>", 0, 0, NULL);
  g_autoptr(GMatchInfo) m = NULL;
  const char *p;

  f->map = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  f->digits = 2;
  if (g_regex_match (space, cmap, 0, &m))
    {
      g_autofree char *lo = g_match_info_fetch (m, 1);
      f->digits = (guint) strlen (lo);
    }
  g_clear_pointer (&m, g_match_info_free);
  for (p = strstr (cmap, "beginbfchar"); p != NULL; p = strstr (p + 1, "beginbfchar"))
    {
      g_autofree char *block = g_strndup (p, strstr (p, "endbfchar") - p);
      g_regex_match (chr, block, 0, &m);
      for (; g_match_info_matches (m); g_match_info_next (m, NULL))
        {
          g_autofree char *code = g_match_info_fetch (m, 1), *dst = g_match_info_fetch (m, 2);
          g_hash_table_insert (f->map, g_ascii_strup (code, -1), utf16_hex_to_utf8 (dst));
        }
      g_clear_pointer (&m, g_match_info_free);
    }
  for (p = strstr (cmap, "beginbfrange"); p != NULL; p = strstr (p + 1, "beginbfrange"))
    {
      g_autofree char *block = g_strndup (p, strstr (p, "endbfrange") - p);
      g_regex_match (range, block, 0, &m);
      for (; g_match_info_matches (m); g_match_info_next (m, NULL))
        {
          g_autofree char *lo = g_match_info_fetch (m, 1), *hi = g_match_info_fetch (m, 2), *dst = g_match_info_fetch (m, 3);
          guint64 a = g_ascii_strtoull (lo, NULL, 16), b = g_ascii_strtoull (hi, NULL, 16);
          guint64 u = g_ascii_strtoull (dst, NULL, 16);
          for (guint64 c = a; c <= b && c - a < 65536; c++)
            {
              g_autofree char *key = g_strdup_printf ("%0*" G_GINT64_MODIFIER "X", (int) strlen (lo), c);
              g_autofree char *hex = g_strdup_printf ("%04" G_GINT64_MODIFIER "X", u + (c - a));
              g_hash_table_insert (f->map, g_steal_pointer (&key), utf16_hex_to_utf8 (hex));
            }
        }
      g_clear_pointer (&m, g_match_info_free);
    }
  return f;
}

/* The fonts of a page's resources by name ("f-0-0"). */
static GHashTable *
page_fonts (Pdf *pdf, const char *page)
{
  GHashTable *fonts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) font_free);
  guint resources = ref_of (page, "/Resources");
  const char *dict = resources != 0 ? g_hash_table_lookup (pdf->objects, GUINT_TO_POINTER (resources)) : page;
  const char *at = dict != NULL ? strstr (dict, "/Font") : NULL;
  g_autoptr(GRegex) entry = g_regex_new ("/([A-Za-z0-9_.+-]+)\\s+(\\d+) 0 R", 0, 0, NULL);
  g_autoptr(GMatchInfo) m = NULL;
  g_autofree char *block = NULL;

  if (at == NULL)
    return fonts;
  /* "/Font << ... >>", or "/Font 12 0 R" */
  if (ref_of (at, "/Font") != 0 && strchr (at, '<') > strstr (at, " R"))
    at = g_hash_table_lookup (pdf->objects, GUINT_TO_POINTER (ref_of (at, "/Font")));
  else
    at = strstr (at, "<<");
  if (at == NULL || strstr (at, ">>") == NULL)
    return fonts;
  block = g_strndup (at, strstr (at, ">>") - at);
  g_regex_match (entry, block, 0, &m);
  for (; g_match_info_matches (m); g_match_info_next (m, NULL))
    {
      g_autofree char *name = g_match_info_fetch (m, 1), *number = g_match_info_fetch (m, 2);
      const char *font = g_hash_table_lookup (pdf->objects, GUINT_TO_POINTER (g_ascii_strtoull (number, NULL, 10)));
      guint cmap = ref_of (font, "/ToUnicode");
      g_autofree char *text = cmap != 0 ? stream_text (pdf, cmap) : NULL;

      if (text != NULL)
        g_hash_table_insert (fonts, g_steal_pointer (&name), font_read (text));
    }
  return fonts;
}

static void
show_code (GString *line, const Font *font, const char *code)
{
  const char *text = font != NULL ? g_hash_table_lookup (font->map, code) : NULL;

  if (text != NULL)
    g_string_append (line, text);
}

static void
show_hex (GString *line, const Font *font, const char *hex)
{
  guint digits = font != NULL ? font->digits : 2;
  g_autofree char *up = g_ascii_strup (hex, -1);

  for (gsize i = 0; i + digits <= strlen (up); i += digits)
    {
      g_autofree char *code = g_strndup (up + i, digits);
      show_code (line, font, code);
    }
}

/* A literal string "(...)" from @p (after its parenthesis): its bytes
 * shown, one code each; returns where it ends. */
static const char *
show_literal (GString *line, const Font *font, const char *p, const char *end)
{
  int depth = 1;

  for (; p < end && depth > 0; p++)
    {
      guint8 c = (guint8) *p;
      g_autofree char *code = NULL;

      if (c == '\\' && p + 1 < end)
        {
          p++;
          c = (guint8) (*p == 'n' ? '\n' : *p == 'r' ? '\r' : *p == 't' ? '\t' : *p);
          if (*p >= '0' && *p <= '7')
            {
              c = 0;
              for (int k = 0; k < 3 && p < end && *p >= '0' && *p <= '7'; k++, p++)
                c = (guint8) (c * 8 + (*p - '0'));
              p--;
            }
        }
      else if (c == '(')
        depth++;
      else if (c == ')' && --depth == 0)
        break;
      code = g_strdup_printf ("%02X", c);
      show_code (line, font, code);
    }
  return p;
}

static void
walk_content (GString *out, GHashTable *fonts, const char *p, const char *end)
{
  g_autoptr(GString) line = g_string_new (NULL);
  g_autofree char *name = NULL;
  const Font *font = NULL;

  while (p < end)
    {
      if (*p == '/' )
        {
          const char *s = ++p;
          while (p < end && !g_ascii_isspace (*p) && !strchr ("/[]<>()", *p))
            p++;
          g_free (name);
          name = g_strndup (s, p - s);
        }
      else if (*p == '<' && p + 1 < end && p[1] != '<')
        {
          const char *s = ++p;
          while (p < end && *p != '>')
            p++;
          {
            g_autofree char *hex = g_strndup (s, p - s);
            show_hex (line, font, hex);
          }
          p++;
        }
      else if (*p == '(')
        p = show_literal (line, font, p + 1, end) + 1;
      else if (p + 1 < end && p[0] == 'T' && p[1] == 'f' && name != NULL)
        {
          font = g_hash_table_lookup (fonts, name);
          p += 2;
        }
      else if (p + 1 < end && p[0] == 'T' && (p[1] == 'j' || p[1] == 'J'))
        {
          if (line->len > 0)
            g_string_append_printf (out, "%s\n", line->str);
          g_string_truncate (line, 0);
          p += 2;
        }
      else
        p++;
    }
}

/* The page objects in the order of the page tree's /Kids. */
static GArray *
list_pages (Pdf *pdf)
{
  GArray *pages = g_array_new (FALSE, FALSE, sizeof (guint));
  GHashTableIter it;
  gpointer key, value;

  g_hash_table_iter_init (&it, pdf->objects);
  while (g_hash_table_iter_next (&it, &key, &value))
    {
      const char *kids = strstr (value, "/Kids");
      g_autoptr(GRegex) ref = NULL;
      g_autoptr(GMatchInfo) m = NULL;
      g_autofree char *array = NULL;

      if (strstr (value, "/Type /Pages") == NULL || kids == NULL || strchr (kids, ']') == NULL)
        continue;
      array = g_strndup (kids, strchr (kids, ']') - kids);
      ref = g_regex_new ("(\\d+) 0 R", 0, 0, NULL);
      g_regex_match (ref, array, 0, &m);
      for (; g_match_info_matches (m); g_match_info_next (m, NULL))
        {
          g_autofree char *n = g_match_info_fetch (m, 1);
          guint page = (guint) g_ascii_strtoull (n, NULL, 10);
          g_array_append_val (pages, page);
        }
    }
  return pages;
}

guint
pdf_text_count_pages (GBytes *bytes)
{
  Pdf pdf = { 0 };
  g_autoptr(GArray) pages = NULL;
  guint n = 0;

  if (pdf_read (&pdf, bytes))
    {
      pages = list_pages (&pdf);
      n = pages->len;
    }
  pdf_clear (&pdf);
  return n;
}

char *
pdf_text_extract (GBytes *bytes)
{
  Pdf pdf = { 0 };
  g_autoptr(GArray) pages = NULL;
  GString *out;

  if (!pdf_read (&pdf, bytes))
    {
      pdf_clear (&pdf);
      return NULL;
    }
  out = g_string_new (NULL);
  pages = list_pages (&pdf);
  for (guint i = 0; i < pages->len; i++)
    {
      const char *page = g_hash_table_lookup (pdf.objects, GUINT_TO_POINTER (g_array_index (pages, guint, i)));
      g_autoptr(GHashTable) fonts = page_fonts (&pdf, page);
      GBytes *content = g_hash_table_lookup (pdf.streams, GUINT_TO_POINTER (ref_of (page, "/Contents")));
      gsize len = 0;
      const char *data = content != NULL ? g_bytes_get_data (content, &len) : NULL;

      if (data != NULL)
        walk_content (out, fonts, data, data + len);
    }
  pdf_clear (&pdf);
  return g_string_free (out, FALSE);
}

char *
pdf_text_flatten (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  return g_strjoinv ("", lines);
}
