/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-lesson.c: libFuzzer entry point for lesson files
 * (hd_lesson_new_from_bytes) and for the rules reference's search and
 * citations (hd-reference), which read whatever a person types: any bytes
 * give a lesson or an error, never a crash, leak or hang; a lesson read
 * sets up a game or says why not; every citation found lies within the
 * text and names a rule of the reference. */
#include <string.h>

#include "hd-lesson.h"
#include "hd-reference.h"

int LLVMFuzzerTestOneInput (const unsigned char *data, size_t size);

static void
check_reference (const char *text)
{
  g_autoptr(GArray) hits = hd_reference_search (text);
  g_autoptr(GArray) cited = hd_reference_find_citations (text);

  g_assert (hits->len <= hd_reference_get_n_rules ());
  for (guint i = 0; i < cited->len; i++)
    {
      const HdCitation *c = &g_array_index (cited, HdCitation, i);
      g_assert (c->start < c->end && c->end <= strlen (text));
      g_assert (hd_reference_index_of (c->rule) >= 0);
    }
}

int
LLVMFuzzerTestOneInput (const unsigned char *data,
                        size_t               size)
{
  static HdMap *map;
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdLesson) lesson = NULL;
  g_autofree char *text = g_strndup ((const char *) data, size);

  if (map == NULL)
    map = hd_map_new_default (NULL);
  if (g_utf8_validate (text, -1, NULL))
    check_reference (text);
  lesson = hd_lesson_new_from_bytes (map, bytes, "fuzz", &error);
  g_assert ((lesson == NULL) != (error == NULL));
  if (lesson != NULL)
    {
      g_autoptr(GError) why = NULL;
      g_autoptr(HdGame) game = hd_lesson_new_game (lesson, &why);
      g_assert ((game == NULL) != (why == NULL));
      g_assert (hd_lesson_get_n_steps (lesson) > 0);
    }
  return 0;
}
