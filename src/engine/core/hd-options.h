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
  const char *rule;         /* the reference's rule, when not @id ("11.3"); see hd_option_get_rule */
  const char *choice;       /* options of which a game takes one at most ("ending": 9.1 and the
                             * March ending dates, 9.1 and 11.3), or NULL */
} HdOption;

guint           hd_options_get_n      (void);
const HdOption *hd_options_get        (guint       index);
const HdOption *hd_options_lookup     (const char *id);
int             hd_options_index      (const char *id);
/* Known and implemented, and the options with a value of their own
 * checked by their kind (hd_option_kinds). */
gboolean        hd_options_validate   (const char * const *ids,
                                       GError     **error);

/* Options with a value of their own, like a leader's piece
 * ("leader-lee=3@06/1862,2@05/1863", Advanced 8.2), belong to the module
 * of their rule, above the core: it fills an HdOptionKind, and the one
 * file of the advanced layer that names the modules (hd-advanced.c)
 * defines the NULL-terminated list, which the core only declares, so
 * that the core names no advanced rule. */
typedef struct {
  gboolean (*is_option)     (const char         *option);
  gboolean (*check_options) (const char * const *options,
                             GError            **error);
} HdOptionKind;

extern const HdOptionKind *const hd_option_kinds[];
const char     *hd_balance_get_label  (HdBalance   balance);
const char     *hd_option_get_rule    (const HdOption *option);
GPtrArray      *hd_options_get_choice (const char *choice);

G_END_DECLS
