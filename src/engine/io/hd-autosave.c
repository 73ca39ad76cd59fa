/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-autosave.c: the automatic save every game keeps, and its failures. */
#define G_LOG_DOMAIN "hd-autosave"

#include "config.h"

#include "hd-autosave.h"

void
hd_autosave_run (HdAutosave      *self,
                 HdAutosaveWrite  write,
                 gpointer         owner)
{
  g_clear_error (&self->error);
  if (self->file != NULL && !write (owner, self->file, &self->error))
    g_debug ("The game could not be saved automatically: %s", self->error->message);
}

void
hd_autosave_set (HdAutosave      *self,
                 GFile           *file,
                 HdAutosaveWrite  write,
                 gpointer         owner)
{
  g_set_object (&self->file, file);
  hd_autosave_run (self, write, owner);
}

void
hd_autosave_clear (HdAutosave *self)
{
  g_clear_object (&self->file);
  g_clear_error (&self->error);
}
