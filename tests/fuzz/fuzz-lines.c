/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-lines.c: libFuzzer entry point for two battle lines written out
 * (hd_preview_lines, the CLI's `odds "Vi Mi vs Ci entrenched river"`): any
 * bytes give a battle or an error with its rule, never a crash, leak or
 * hang; a battle given is under way, in round 1, with both lines in it. */
#include <string.h>

#include "hd-odds.h"
#include "hd-preview.h"
#include "hd-state-private.h"
#include "hd-invariants.h"

int LLVMFuzzerTestOneInput (const unsigned char *data, size_t size);

int
LLVMFuzzerTestOneInput (const unsigned char *data,
                        size_t               size)
{
  static HdMap *map;
  g_autofree char *text = g_strndup ((const char *) data, size);

  if (map == NULL)
    map = hd_map_new_default (NULL);
  for (HdSide attacker = HD_SIDE_UNION; attacker <= HD_SIDE_CONFEDERATE; attacker++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(HdState) battle = hd_preview_lines (map, attacker, text, &error);
      g_autoptr(GArray) a = NULL;
      g_autoptr(GArray) d = NULL;
      g_autofree char *broken = NULL;

      g_assert ((battle == NULL) != (error == NULL));
      if (battle == NULL)
        {
          g_assert (hd_rules_error_get_rule (error) != NULL);
          continue;
        }
      broken = hd_invariants_check (battle);
      g_assert (broken == NULL);
      g_assert (hd_battle_in_progress (battle) && hd_battle_get_round (battle) == 1);
      g_assert (hd_battle_get_attacker (battle) == attacker);
      a = hd_battle_get_units (battle, attacker);
      d = hd_battle_get_units (battle, hd_side_get_enemy (attacker));
      g_assert (a->len > 0 && d->len > 0);
      if (a->len + d->len <= 6)   /* small enough to work out at fuzzing speed */
        {
          double p = hd_odds_attacker_wins (battle);
          g_assert (p >= 0 && p <= 1);
        }
    }
  return 0;
}
