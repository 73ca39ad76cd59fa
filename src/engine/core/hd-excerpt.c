/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-excerpt.c: the short excerpt of a person's input that messages quote
 * back (hd-excerpt.h): every message of the engine, the application and
 * the CLI that quotes input goes through hd_excerpt(). */
#include "config.h"

#include <string.h>

#include "hd-excerpt.h"

/* The first HD_EXCERPT_MAX_CHARS characters of @text (@length bytes, or
 * NUL-terminated when -1), cut at a character's boundary and followed by
 * "…" when anything was left out (spaces before it dropped).  Only what
 * is quoted is read, so a line of ten megabytes costs as little as a
 * short one; a byte that is not UTF-8 ends the excerpt there.  NULL is
 * quoted as "". */
char *
hd_excerpt (const char *text,
            gssize      length)
{
  const char *p = text, *end;
  guint n = 0;

  if (text == NULL)
    return g_strdup ("");
  end = length < 0 ? NULL : text + length;
  while ((end == NULL ? *p != '\0' : p < end) && n < HD_EXCERPT_MAX_CHARS)
    {
      gssize left = end == NULL ? -1 : end - p;
      gunichar c = g_utf8_get_char_validated (p, left);

      if (c == (gunichar) -1 || c == (gunichar) -2 || c == 0)
        break;
      p = g_utf8_next_char (p);
      n++;
    }
  if (end == NULL ? *p == '\0' : p == end)
    return g_strndup (text, (gsize) (p - text));
  /* the words quoted end where a word ends, not on a space */
  while (p > text && (p[-1] == ' ' || p[-1] == '\t'))
    p--;
  {
    GString *out = g_string_new_len (text, p - text);
    g_string_append (out, "…");
    return g_string_free (out, FALSE);
  }
}
