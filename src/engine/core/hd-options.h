/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-options.h: the optional rules of rule 1.2 and the Advanced Game's
 * rules, each a named switch stored with a game ("4.11", "advanced-2.0").
 * Only those the engine implements may be switched on. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  HD_BALANCE_PRO_UNION,
  HD_BALANCE_PRO_CONFEDERATE,
  HD_BALANCE_NEUTRAL,
  HD_BALANCE_ADVANCED,      /* part of the Advanced Game, not rated by 1.2 */
  HD_BALANCE_LENGTH,        /* how the game ends (11.3), agreed before play */
} HdBalance;

typedef struct {
  const char *id;           /* stored in save files, e.g. "7.3" */
  const char *title;        /* translated */
  const char *explanation;  /* one line, translated */
  HdBalance   balance;      /* rule 1.2 */
  gboolean    implemented;
} HdOption;

guint           hd_options_get_n      (void);
const HdOption *hd_options_get        (guint       index);
const HdOption *hd_options_lookup     (const char *id);
int             hd_options_index      (const char *id);
gboolean        hd_options_validate   (const char * const *ids,
                                       GError     **error);
const char     *hd_balance_get_label  (HdBalance   balance);

G_END_DECLS
