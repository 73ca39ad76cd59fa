/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-protocol.c: libFuzzer entry point for the engine protocol
 * (hd-protocol.h): any bytes, cut into lines, fed to the engine's side
 * (the random player, for speed) give only answers of the protocol, one
 * a line, an action line that reads back, never a crash, leak or hang;
 * and each line read as an outside player's answer is one or an error. */
#include <string.h>

#include "hd-action-line.h"
#include "hd-protocol.h"

int LLVMFuzzerTestOneInput (const unsigned char *data, size_t size);

static const char * const answers[] = { "id ", "hdpok", "readyok", "error ", "info reason ", "action ", NULL };

/* Every line of @out one of the engine's answers; an action's line read
 * back as an action. */
static void
check_out (HdMap *map, const char *out)
{
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);

  g_assert (out[0] == '\0' || g_str_has_suffix (out, "\n"));
  for (guint i = 0; lines[i] != NULL && lines[i + 1] != NULL; i++)
    {
      gboolean known = FALSE;
      HdAction action;

      for (guint k = 0; answers[k] != NULL; k++)
        known |= g_str_has_prefix (lines[i], answers[k]);
      g_assert (known);
      if (g_str_has_prefix (lines[i], "action "))
        g_assert (hd_action_line_parse (map, lines[i] + strlen ("action "), &action));
    }
}

int
LLVMFuzzerTestOneInput (const unsigned char *data,
                        size_t               size)
{
  static HdMap *map;
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr(HdProtocol) protocol = NULL;
  g_autoptr(GString) out = g_string_new (NULL);

  if (map == NULL)
    map = hd_map_new_default (NULL);
  protocol = hd_protocol_new (map, HD_PLAYER_RANDOM, 1, NULL);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      HdProtocolAnswer answer;
      gboolean more;

      if (hd_protocol_read_answer (map, lines[i], &answer, &error))
        hd_protocol_answer_clear (&answer);
      else
        g_assert (error != NULL && strchr (error->message, '\n') == NULL);
      g_string_truncate (out, 0);
      more = hd_protocol_handle (protocol, lines[i], out);
      check_out (map, out->str);
      if (!more)
        break;
    }
  return 0;
}
