/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-file.c: reading and writing the engine's files safely.
 *
 * Reading: a saved game, a transcript or a board is read only from a
 * regular file (a pipe would block for ever, /dev/zero never ends), and
 * never more than the caller's cap plus one byte, so a file that grew past
 * the cap is refused without being read whole.
 *
 * Writing: the new contents go to a temporary file beside the old one,
 * which is flushed to disk and then renamed over it.  If any write fails
 * (a full disk, a read-only folder) the temporary file is removed and the
 * old file is exactly as it was; a file is never left half written under
 * its own name, and never put in the place of a pipe, a device or a
 * folder.  Temporary files left by a program that was killed during
 * a save have a name only this program writes ("NAME.hd-partial-XXXXXX"),
 * recognised by hd_file_is_leftover(); nothing else is ever removed.  A
 * symbolic link is written through to its target, whose mode is kept,
 * unless another user left it in a folder others may write to (sticky,
 * like /tmp): such a link is never followed, as the kernel's
 * protected_symlinks has it.
 *
 * Locking: a game being played is locked (flock on a "FILE.lock" beside
 * the real file, a link's target, so that every name of one file takes
 * one lock), so a second copy of the program does not write over it.  The
 * system drops the lock when the program ends, killed or not.  A lock file
 * that is a symbolic link is never opened through. */
#define G_LOG_DOMAIN "hd-file"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hd-file.h"

G_DEFINE_QUARK (hd-file-error-quark, hd_file_error)

static gboolean
too_large (GError **error, const char *name, gsize max_bytes)
{
  g_set_error (error, HD_FILE_ERROR, HD_FILE_ERROR_TOO_LARGE,
               _("%s: the file is larger than %lu bytes, the most this program reads"), name,
               (unsigned long) max_bytes);
  return FALSE;
}

static gboolean
not_regular (GError **error, const char *name)
{
  g_set_error (error, HD_FILE_ERROR, HD_FILE_ERROR_NOT_REGULAR,
               _("%s: this is not a regular file (a folder, a pipe or a device cannot be read as a game)"), name);
  return FALSE;
}

static gboolean
unsafe_link (GError    **error,
             const char *link)
{
  g_autofree char *dir = g_path_get_dirname (link);

  g_set_error (error, HD_FILE_ERROR, HD_FILE_ERROR_UNSAFE_LINK,
               _("%s is a symbolic link another user made in %s, a folder others may write to: it is not followed"),
               link, dir);
  return FALSE;
}

/* Opening without blocking keeps a FIFO from hanging the open itself; the
 * descriptor is then checked before anything is read from it. */
static GBytes *
load_local (const char *path, const char *name, gsize max_bytes, GError **error)
{
  g_autoptr(GByteArray) buf = NULL;
  struct stat st;
  int fd, saved;

  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);
  if (fd < 0)
    {
      saved = errno;
      /* TRANSLATORS: a file's name, then why it could not be read, "game.hdgame: Permission denied" */
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), _("%s: %s"), name, g_strerror (saved));
      return NULL;
    }
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (fd);
      return not_regular (error, name), NULL;
    }
  if ((guint64) st.st_size > max_bytes)
    {
      close (fd);
      return too_large (error, name, max_bytes), NULL;
    }
  buf = g_byte_array_sized_new ((guint) st.st_size + 1);
  for (;;)
    {
      guint8 chunk[65536];
      gssize n = read (fd, chunk, sizeof chunk);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          saved = errno;
          close (fd);
          /* TRANSLATORS: a file's name, then why it could not be read, "game.hdgame: Permission denied" */
          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), _("%s: %s"), name, g_strerror (saved));
          return NULL;
        }
      if (n == 0)
        break;
      g_byte_array_append (buf, chunk, (guint) n);
      if (buf->len > max_bytes)
        {
          close (fd);
          return too_large (error, name, max_bytes), NULL;
        }
    }
  close (fd);
  return g_byte_array_free_to_bytes (g_steal_pointer (&buf));
}

/* A file with no local path (a remote location): GIO reads it, after the
 * same checks, and stops at the cap plus one byte. */
static GBytes *
load_remote (GFile *file, const char *name, gsize max_bytes, GError **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) in = NULL;
  g_autoptr(GBytes) bytes = NULL;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE, G_FILE_QUERY_INFO_NONE, NULL, error);
  if (info == NULL)
    return NULL;
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    return not_regular (error, name), NULL;
  in = g_file_read (file, NULL, error);
  if (in == NULL)
    return NULL;
  bytes = g_input_stream_read_bytes (G_INPUT_STREAM (in), max_bytes + 1, NULL, error);
  if (bytes != NULL && g_bytes_get_size (bytes) > max_bytes)
    return too_large (error, name, max_bytes), NULL;
  return g_steal_pointer (&bytes);
}

/**
 * hd_file_load:
 *
 * The contents of @file, if it is a regular file of at most @max_bytes.
 * Errors name the file as people know it.
 */
GBytes *
hd_file_load (GFile   *file,
              gsize    max_bytes,
              GError **error)
{
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  path = g_file_get_path (file);
  name = g_file_get_parse_name (file);
  if (path != NULL)
    return load_local (path, name, max_bytes, error);
  return load_remote (file, name, max_bytes, error);
}

/* The name of our temporary files: the file's own name, then this and six
 * random characters ("game.hdgame.hd-partial-Q2X9ZB").  No other program
 * writes it, and a person does not choose it, so the start-up clean-up can
 * never take one of their files for ours. */
#define PARTIAL_MARK ".hd-partial-"

/* A folder others may write to and only owners may empty: the sticky
 * bit, as on /tmp. */
static gboolean
folder_is_shared (const GStatBuf *st)
{
  return (st->st_mode & S_ISVTX) && (st->st_mode & (S_IWOTH | S_IWGRP));
}

/* Whether the link @link (@st its lstat) may be followed: not when
 * another user made it in a folder others may write to and only owners
 * may empty (the sticky bit, as /tmp), where anyone can plant a link to
 * a file of ours; a link of ours, or of the folder's owner, is. */
static gboolean
link_is_trusted (const char     *link,
                 const GStatBuf *st)
{
  g_autofree char *dir = g_path_get_dirname (link);
  GStatBuf folder;

  if (g_stat (dir, &folder) != 0)
    return FALSE;
  if (!folder_is_shared (&folder))
    return TRUE;
  return st->st_uid == geteuid () || st->st_uid == folder.st_uid;
}

/* Where a save of @path really goes: a symbolic link is followed to its
 * target (which may not exist yet), so that the link stays a link and the
 * target is what is replaced.  NULL (with errno) for a loop of links
 * (ELOOP) or a link another user planted (EPERM, @planted its name). */
static char *
resolve_links (const char  *path,
               char       **planted)
{
  g_autofree char *at = g_strdup (path);

  for (guint hops = 0; hops < 40; hops++)
    {
      GStatBuf st;
      g_autofree char *target = NULL;
      g_autofree char *dir = NULL;

      if (g_lstat (at, &st) != 0 || !S_ISLNK (st.st_mode))
        return g_steal_pointer (&at);
      if (!link_is_trusted (at, &st))
        {
          if (planted != NULL)
            *planted = g_steal_pointer (&at);
          errno = EPERM;
          return NULL;
        }
      target = g_file_read_link (at, NULL);
      if (target == NULL)
        return g_steal_pointer (&at);
      if (g_path_is_absolute (target))
        {
          g_free (at);
          at = g_steal_pointer (&target);
          continue;
        }
      dir = g_path_get_dirname (at);
      g_free (at);
      at = g_build_filename (dir, target, NULL);
    }
  errno = ELOOP;
  return NULL;
}

static gboolean
write_all (int fd, const guint8 *data, gsize len)
{
  while (len > 0)
    {
      gssize n = write (fd, data, len);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return FALSE;
      if (n == 0)
        {
          errno = ENOSPC;
          return FALSE;
        }
      data += n;
      len -= (gsize) n;
    }
  return TRUE;
}

/* The folder's entry is on disk too, so that the rename survives a crash. */
static void
sync_folder (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  int fd = g_open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);

  if (fd >= 0)
    {
      fsync (fd);
      close (fd);
    }
}

/* Whether a save may take @path's place: a regular file, or nothing
 * there yet (or nothing this user may look at: the write says why), but
 * never a pipe, a device (/dev/null) or a folder. */
static gboolean
may_be_replaced (const char *path)
{
  GStatBuf st;

  return g_lstat (path, &st) != 0 || S_ISREG (st.st_mode);
}

/* Writes a temporary file beside @path with @write, puts it on disk with
 * the mode the old file had (0644 less the umask for a new one), and
 * renames it over @path.  On failure nothing is left: FALSE with
 * @writer_error set when the writer said why, else with errno. */
static gboolean
replace_local (const char    *path,
               HdFileWriter   write,
               gpointer       data,
               GError       **writer_error)
{
  g_autofree char *tmp = g_strconcat (path, PARTIAL_MARK "XXXXXX", NULL);
  GStatBuf old;
  gboolean have_old = g_lstat (path, &old) == 0 && S_ISREG (old.st_mode);
  int fd, saved;

  fd = g_mkstemp_full (tmp, O_RDWR | O_CLOEXEC, 0644);
  if (fd < 0)
    return FALSE;
  errno = 0;
  if (write (fd, tmp, data, writer_error) && (!have_old || fchmod (fd, old.st_mode & 07777) == 0) &&
      fsync (fd) == 0)
    {
      int rc = close (fd);   /* closed even when it fails */

      if (rc == 0 && g_rename (tmp, path) == 0)
        {
          sync_folder (path);
          return TRUE;
        }
      saved = errno;
    }
  else
    {
      saved = errno;
      close (fd);
    }
  g_unlink (tmp);
  errno = saved;
  return FALSE;
}

/* Why @name was not written: the writer's own words, or errno's. */
static gboolean
not_written (GError     **error,
             GError      *writer_error,
             const char  *name,
             int          saved)
{
  if (writer_error != NULL)
    {
      g_propagate_error (error, writer_error);
      return FALSE;
    }
  if (saved == 0)
    saved = EIO;
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), _("%s could not be written: %s"), name,
               g_strerror (saved));
  return FALSE;
}

/**
 * hd_file_replace_with:
 * @write: writes the new contents to the temporary file (its descriptor
 *   and its path, for a writer that opens files by name)
 *
 * Replaces @file, a local file, with what @write writes, whole or not at
 * all: on failure (the writer's, a full disk, a read-only folder) the old
 * file (if any) is untouched and no temporary file is left behind.  A
 * symbolic link is written through (its target is replaced, keeping its
 * mode; the link stays), unless another user planted it in a folder
 * others may write to; nothing is put in the place of a pipe, a device or
 * a folder.
 */
gboolean
hd_file_replace_with (GFile         *file,
                      HdFileWriter   write,
                      gpointer       data,
                      GError       **error)
{
  g_autofree char *path = NULL;
  g_autofree char *real = NULL;
  g_autofree char *name = NULL;
  g_autofree char *planted = NULL;
  GError *writer_error = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (write != NULL, FALSE);

  name = g_file_get_parse_name (file);
  path = g_file_get_path (file);
  if (path == NULL)
    return not_written (error, NULL, name, ENOTSUP);
  real = resolve_links (path, &planted);
  if (real == NULL && planted != NULL)
    {
      g_autoptr(GError) why = NULL;

      unsafe_link (&why, planted);
      g_set_error (error, HD_FILE_ERROR, HD_FILE_ERROR_UNSAFE_LINK, _("%s could not be written: %s"), name,
                   why->message);
      return FALSE;
    }
  if (real != NULL && !may_be_replaced (real))
    {
      g_set_error (error, HD_FILE_ERROR, HD_FILE_ERROR_NOT_REGULAR,
                   _("%s is not a regular file (a folder, a pipe or a device): nothing was written, and it was left "
                     "as it was"), name);
      return FALSE;
    }
  if (real != NULL && replace_local (real, write, data, &writer_error))
    return TRUE;
  return not_written (error, writer_error, name, errno);
}

typedef struct {
  const void *data;
  gsize       len;
} Contents;

static gboolean
write_contents (int          fd,
                const char  *path,
                gpointer     data,
                GError     **error)
{
  const Contents *c = data;

  return write_all (fd, c->data, c->len);
}

/**
 * hd_file_replace:
 *
 * Replaces @file with @data, whole or not at all: on failure the old file
 * (if any) is untouched and no temporary file is left behind.  A symbolic
 * link is written through: its target is replaced, keeping its mode, and
 * the link stays.  A file with no local path (a remote location) is
 * written by GIO.
 */
gboolean
hd_file_replace (GFile       *file,
                 const void  *data,
                 gsize        len,
                 GError     **error)
{
  Contents contents = { data, len };
  g_autofree char *path = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    return g_file_replace_contents (file, data, len, NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL, error);
  return hd_file_replace_with (file, write_contents, &contents, error);
}

gboolean
hd_file_replace_bytes (GFile   *file,
                       GBytes  *bytes,
                       GError **error)
{
  gsize len;
  const char *data;

  g_return_val_if_fail (bytes != NULL, FALSE);
  data = g_bytes_get_data (bytes, &len);
  return hd_file_replace (file, data, len, error);
}

/* A temporary file that a save interrupted by a crash or a kill left
 * beside a file of ours: only the names hd_file_replace() gives them
 * ("game.hdgame.hd-partial-Q2X9ZB"), never anything else. */
gboolean
hd_file_is_leftover (const char *name)
{
  const char *mark;
  gsize len;

  g_return_val_if_fail (name != NULL, FALSE);
  len = strlen (name);
  if (len <= strlen (PARTIAL_MARK) + 6)
    return FALSE;
  mark = name + len - 6 - strlen (PARTIAL_MARK);
  if (strncmp (mark, PARTIAL_MARK, strlen (PARTIAL_MARK)) != 0)
    return FALSE;
  for (const char *p = mark + strlen (PARTIAL_MARK); *p != '\0'; p++)
    if (!g_ascii_isalnum (*p))
      return FALSE;
  return TRUE;
}

/* Removes the temporary files of interrupted saves in @folder that are
 * older than @older_than_seconds (a younger one may be a save under way in
 * another copy of the program); in a folder others may write to (sticky),
 * only those this user left.  Returns how many were removed. */
guint
hd_file_remove_leftovers (const char *folder,
                          gint64      older_than_seconds)
{
  g_autoptr(GDir) dir = NULL;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  GStatBuf top;
  gboolean shared;
  const char *name;
  guint n = 0;

  g_return_val_if_fail (folder != NULL, 0);
  dir = g_dir_open (folder, 0, NULL);
  if (dir == NULL || g_stat (folder, &top) != 0)
    return 0;
  shared = folder_is_shared (&top);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      GStatBuf st;

      if (!hd_file_is_leftover (name))
        continue;
      path = g_build_filename (folder, name, NULL);
      if (g_lstat (path, &st) == 0 && S_ISREG (st.st_mode) && now - (gint64) st.st_mtime >= older_than_seconds &&
          (!shared || st.st_uid == geteuid ()) && g_unlink (path) == 0)
        n++;
    }
  return n;
}

/**
 * hd_file_remove_leftovers_of:
 *
 * hd_file_remove_leftovers() in the folder of @file and, when @file is a
 * symbolic link, in the folder of the file it points to, where its saves
 * make their temporary files.  A link another user planted in a folder
 * others may write to is not followed.
 */
guint
hd_file_remove_leftovers_of (GFile  *file,
                             gint64  older_than_seconds)
{
  g_autofree char *path = NULL;
  g_autofree char *real = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *real_folder = NULL;
  guint n;

  g_return_val_if_fail (G_IS_FILE (file), 0);
  path = g_file_get_path (file);
  if (path == NULL)
    return 0;
  folder = g_path_get_dirname (path);
  n = hd_file_remove_leftovers (folder, older_than_seconds);
  real = resolve_links (path, NULL);
  if (real == NULL)
    return n;
  real_folder = g_path_get_dirname (real);
  if (!g_str_equal (real_folder, folder))
    n += hd_file_remove_leftovers (real_folder, older_than_seconds);
  return n;
}

struct _HdFileLock
{
  char *path;   /* the lock file */
  int   fd;     /* -1: the folder takes no lock file (read-only): not locked */
};

/* The lock file of @path: beside the real file (a link's target), so that
 * every name of one file takes the one lock; NULL when @path is a link
 * another user planted (@error set). */
static char *
lock_path_of (const char  *path,
              GError     **error)
{
  g_autofree char *planted = NULL;
  g_autofree char *real = resolve_links (path, &planted);

  if (real == NULL && planted != NULL)
    return unsafe_link (error, planted), NULL;
  return g_strconcat (real != NULL ? real : path, ".lock", NULL);
}

/* Opens and locks @lock's file, never through a symbolic link (one in its
 * place was planted: nothing is made where it points).  FALSE with @error
 * when another program holds it or the lock file is a link; TRUE with
 * @lock holding nothing where no lock file can be made. */
static gboolean
take_lock (HdFileLock  *lock,
           GFile       *file,
           GError     **error)
{
  for (guint attempt = 0; attempt < 8; attempt++)
    {
      GStatBuf held, named;
      int fd = g_open (lock->path, O_RDONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0600);

      if (fd < 0 && errno == ELOOP)
        return unsafe_link (error, lock->path);
      if (fd < 0)
        return TRUE;
      if (flock (fd, LOCK_EX | LOCK_NB) != 0)
        {
          int saved = errno;
          g_autofree char *name = g_file_get_parse_name (file);

          close (fd);
          if (saved != EWOULDBLOCK)
            return TRUE;
          g_set_error (error, HD_FILE_ERROR, HD_FILE_ERROR_LOCKED,
                       _("%s is open in another copy of House Divided Companion"), name);
          return FALSE;
        }
      /* the holder before us may have removed the lock file meanwhile:
       * then ours is a lock on nothing, and we try again */
      if (fstat (fd, &held) == 0 && g_lstat (lock->path, &named) == 0 && held.st_ino == named.st_ino &&
          held.st_dev == named.st_dev)
        {
          lock->fd = fd;
          return TRUE;
        }
      close (fd);
    }
  return TRUE;
}

/**
 * hd_file_lock:
 *
 * Locks @file for this program: the lock file is beside the file a
 * symbolic link points to, so the application and the CLI agree on one
 * lock for one file, whatever name each was given.  Fails with
 * HD_FILE_ERROR_LOCKED when another program holds it, and with
 * HD_FILE_ERROR_UNSAFE_LINK when @file or its lock file is a link another
 * user planted.  Where no lock file can be made (a read-only folder) the
 * lock is given but holds nothing: saving there fails anyway, and says so.
 */
HdFileLock *
hd_file_lock (GFile   *file,
              GError **error)
{
  g_autofree char *path = NULL;
  HdFileLock *lock;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  path = g_file_get_path (file);
  lock = g_new0 (HdFileLock, 1);
  lock->fd = -1;
  if (path == NULL)
    return lock;
  lock->path = lock_path_of (path, error);
  if (lock->path == NULL || !take_lock (lock, file, error))
    {
      hd_file_unlock (lock);
      return NULL;
    }
  return lock;
}

void
hd_file_unlock (HdFileLock *lock)
{
  if (lock == NULL)
    return;
  if (lock->fd >= 0)
    {
      g_unlink (lock->path);   /* while still held: nobody else has it */
      close (lock->fd);
    }
  g_free (lock->path);
  g_free (lock);
}

/* Whether another program holds @file's lock now. */
gboolean
hd_file_is_locked (GFile *file)
{
  g_autoptr(GError) error = NULL;
  HdFileLock *lock = hd_file_lock (file, &error);

  if (lock == NULL)
    return g_error_matches (error, HD_FILE_ERROR, HD_FILE_ERROR_LOCKED);
  hd_file_unlock (lock);
  return FALSE;
}
