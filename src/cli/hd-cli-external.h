/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-cli-external.h: an outside program as a match's player (`match
 * --union external:COMMAND`): the harness of the engine protocol
 * (docs/engine-protocol.md) that starts the program, speaks to it and
 * holds it to its time, as the HdMatchOutside the match calls. */
#pragma once

#include "hd-match.h"

G_BEGIN_DECLS

typedef struct _HdCliExternal HdCliExternal;

/* @command: the program and its arguments, split as a shell would (no
 * shell runs it); started at the first game.  NULL with @error (in our
 * words) for a command that cannot be split or is empty. */
HdCliExternal        *hd_cli_external_new          (HdMap         *map,
                                                    const char    *command,
                                                    guint          move_time_ms,
                                                    GError       **error);
/* Says `quit` to the program, and ends it if it does not end itself. */
void                  hd_cli_external_free         (HdCliExternal *external);
const HdMatchOutside *hd_cli_external_get_outside  (HdCliExternal *external);
const char           *hd_cli_external_get_command  (HdCliExternal *external);
/* The name the program gave (`id name`), or NULL until it has. */
const char           *hd_cli_external_get_name     (HdCliExternal *external);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdCliExternal, hd_cli_external_free)

G_END_DECLS
