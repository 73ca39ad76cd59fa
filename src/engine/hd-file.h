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
} HdFileError;

GQuark   hd_file_error_quark (void);

GBytes  *hd_file_load        (GFile        *file,
                              gsize         max_bytes,
                              GError      **error);
gboolean hd_file_replace     (GFile        *file,
                              const void   *data,
                              gsize         len,
                              GError      **error);
gboolean hd_file_is_leftover (const char   *name);

G_END_DECLS
