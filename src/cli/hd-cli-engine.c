/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli-engine.c: `engine [--level LEVEL] [--seed S] [--weights TEXT]`:
 * one of our players (Normal without --level) speaking the engine
 * protocol (hd-protocol.h, docs/engine-protocol.md) on standard input
 * and output, a line at a time, until `quit` or the input's end; a line
 * longer than the protocol's cap is read to its end and refused. */
#define G_LOG_DOMAIN "hd-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "hd-cli-engine.h"
#include "hd-cli-help.h"
#include "hd-excerpt.h"
#include "hd-protocol.h"

typedef struct {
  HdPlayerLevel level;
  guint32       seed;
  HdWeights     weights;
  gboolean      has_weights;
} Args;

/* A usage error: @message (taken), the usage, 64. */
static int
say_bad (char *message)
{
  g_printerr ("%s\n", message);
  g_free (message);
  return hd_cli_usage ();
}

/* @flag's @value read into @a; 0, or the exit status. */
static int
parse_value (Args *a, const char *flag, const char *value)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *quoted = hd_excerpt (value, -1);
  guint64 n;

  if (g_str_equal (flag, "--level") && !hd_player_level_from_string (value, &a->level))
    return say_bad (g_strdup_printf (_("“%s” is not a player: random, greedy, easy, normal or hard."), quoted));
  if (g_str_equal (flag, "--seed"))
    {
      if (!g_ascii_string_to_unsigned (value, 10, 0, G_MAXUINT32, &n, NULL))
        return say_bad (g_strdup_printf (_("“%s” is not a seed (a whole number from 0 to 4294967295)."),
                                         quoted));
      a->seed = (guint32) n;
    }
  if (g_str_equal (flag, "--weights"))
    {
      if (!hd_weights_parse (value, NULL, &a->weights, &error))
        return say_bad (g_strdup (error->message));
      a->has_weights = TRUE;
    }
  return 0;
}

static int
parse_args (Args *a, int argc, char **argv)
{
  *a = (Args) { .level = HD_PLAYER_NORMAL, .seed = 1 };
  for (int i = 0; i < argc; i++)
    {
      g_autofree char *quoted = hd_excerpt (argv[i], -1);
      int status;

      if (!g_str_equal (argv[i], "--level") && !g_str_equal (argv[i], "--seed") &&
          !g_str_equal (argv[i], "--weights"))
        /* TRANSLATORS: %s an argument of `engine` that is not one of its options */
        return say_bad (g_strdup_printf (_("“%s” is not an option of engine."), quoted));
      if (i + 1 >= argc)
        return say_bad (g_strdup_printf (_("“%s” needs a value after it."), quoted));
      if ((status = parse_value (a, argv[i], argv[i + 1])) != 0)
        return status;
      i++;
    }
  return 0;
}

/* The next line of @in into @line, its end cut off (and a carriage
 * return before it); of a line too long, its first bytes past the cap,
 * so that the protocol refuses it.  FALSE at the input's end. */
static gboolean
read_line (FILE *in, GString *line)
{
  char chunk[4096];
  gboolean any = FALSE;

  g_string_truncate (line, 0);
  while (fgets (chunk, sizeof chunk, in) != NULL)
    {
      gsize n = strlen (chunk);
      gboolean end = n > 0 && chunk[n - 1] == '\n';

      any = TRUE;
      if (line->len <= HD_PROTOCOL_MAX_LINE)
        g_string_append_len (line, chunk, (gssize) (end ? n - 1 : n));
      if (end)
        break;
    }
  if (line->len > 0 && line->str[line->len - 1] == '\r')
    g_string_truncate (line, line->len - 1);
  return any;
}

int
hd_cli_engine (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HdMap) map = NULL;
  g_autoptr(HdProtocol) protocol = NULL;
  g_autoptr(GString) line = g_string_new (NULL);
  g_autoptr(GString) out = g_string_new (NULL);
  gboolean more = TRUE;
  Args a;
  int status;

  if ((status = parse_args (&a, argc, argv)) != 0)
    return status;
  map = hd_map_new_default (&error);
  if (map == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  protocol = hd_protocol_new (map, a.level, a.seed, a.has_weights ? &a.weights : NULL);
  while (more && read_line (stdin, line))
    {
      g_string_truncate (out, 0);
      more = hd_protocol_handle (protocol, line->str, out);
      fputs (out->str, stdout);
      fflush (stdout);
    }
  return 0;
}
