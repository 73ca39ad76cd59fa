/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-file.h: how the engine reads and writes the files people give it.
 * Reading takes regular files only and never more than a cap; writing
 * replaces a file whole or not at all. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define HD_FILE_ERROR (hd_file_error_quark ())

typedef enum {
  HD_FILE_ERROR_NOT_REGULAR,   /* a folder, a pipe, a device... */
  HD_FILE_ERROR_TOO_LARGE,     /* more bytes than the caller's cap */
  HD_FILE_ERROR_LOCKED,        /* another program (a second copy of ours) has it */
  HD_FILE_ERROR_UNSAFE_LINK,   /* a symbolic link another user planted: not followed */
} HdFileError;

/* A game file being played: held by one program at a time.  The lock is
 * the system's (flock on "FILE.lock" beside the real file, a link's
 * target), so it goes with the program that holds it, however that
 * program ends. */
typedef struct _HdFileLock HdFileLock;

/* A temporary file younger than this may be a save under way in another
 * copy of the program: the clean-up leaves it. */
#define HD_FILE_LEFTOVER_AGE_SECONDS 60

GQuark   hd_file_error_quark (void);

GBytes  *hd_file_load        (GFile        *file,
                              gsize         max_bytes,
                              GError      **error);
gboolean hd_file_replace     (GFile        *file,
                              const void   *data,
                              gsize         len,
                              GError      **error);
/* Writes a file's new contents to @fd, the temporary file at @path; FALSE
 * with @error, or with errno set, when it could not. */
typedef gboolean (*HdFileWriter) (int          fd,
                                  const char  *path,
                                  gpointer     data,
                                  GError     **error);
gboolean hd_file_replace_with (GFile       *file,
                               HdFileWriter write,
                               gpointer     data,
                               GError     **error);
/* hd_file_replace() of @bytes: a save's writer. */
gboolean hd_file_replace_bytes (GFile      *file,
                                GBytes     *bytes,
                                GError    **error);
gboolean hd_file_is_leftover (const char   *name);
guint    hd_file_remove_leftovers (const char *folder,
                                   gint64      older_than_seconds);
guint    hd_file_remove_leftovers_of (GFile    *file,
                                      gint64    older_than_seconds);

HdFileLock *hd_file_lock     (GFile        *file,
                              GError      **error);
void     hd_file_unlock      (HdFileLock   *lock);
gboolean hd_file_is_locked   (GFile        *file);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdFileLock, hd_file_unlock)

G_END_DECLS
