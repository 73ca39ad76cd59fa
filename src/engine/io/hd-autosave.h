/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-autosave.h: a game's automatic save, as every kind of game keeps it
 * (HdGame, HdCampaignGame): the file, and why its last save failed.  Each
 * save goes through the game's own writer, which replaces the file whole
 * or not at all (hd_file_replace_bytes()); every failure is kept, not only
 * the first, so whoever shows the game can say at every moment whether
 * the file is up to date. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct {
  GFile  *file;    /* NULL: no automatic save */
  GError *error;   /* why the last save failed; NULL if it worked */
} HdAutosave;

/* Writes @owner to @file (the game's save function). */
typedef gboolean (*HdAutosaveWrite) (gpointer   owner,
                                     GFile     *file,
                                     GError   **error);

/* Saves @owner now if there is a file (after every change). */
void hd_autosave_run   (HdAutosave      *self,
                        HdAutosaveWrite  write,
                        gpointer         owner);
/* Sets the file (NULL stops it) and saves at once. */
void hd_autosave_set   (HdAutosave      *self,
                        GFile           *file,
                        HdAutosaveWrite  write,
                        gpointer         owner);
void hd_autosave_clear (HdAutosave      *self);

G_END_DECLS
