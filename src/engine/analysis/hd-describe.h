/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-describe.h: an action told to a person in a sentence, from its
 * type's entry in hd-action-info.c (the analysis layer: it names leaders
 * and border states). */
#pragma once

#include "hd-action.h"

G_BEGIN_DECLS

char        *hd_action_describe       (const HdAction *action,
                                       HdMap          *map);

G_END_DECLS
