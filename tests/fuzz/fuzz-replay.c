/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-replay.c: runs a fuzz target over every file of a corpus folder, so
 * the corpus is a regression test in every build (with or without clang). */
#include <glib.h>

int LLVMFuzzerTestOneInput (const unsigned char *data, size_t size);

int
main (int argc, char *argv[])
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GError) error = NULL;
  const char *name;
  guint n = 0;

  g_return_val_if_fail (argc == 2, 2);
  dir = g_dir_open (argv[1], 0, &error);
  if (dir == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (argv[1], name, NULL);
      g_autofree char *contents = NULL;
      gsize len;

      if (!g_file_get_contents (path, &contents, &len, &error))
        {
          g_printerr ("%s\n", error->message);
          return 2;
        }
      LLVMFuzzerTestOneInput ((const unsigned char *) contents, len);
      n++;
    }
  g_print ("%u passed, 0 failed\n", n);
  return n > 0 ? 0 : 1;
}
