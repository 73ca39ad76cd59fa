/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-qr.c: a QR code as a picture (hd-qr.h). */
#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n.h>
#include <qrencode.h>

#include "hd-qr.h"

#define QUIET 4   /* the quiet zone around the code, in modules */

/* Module (@x, @y) of @code painted black in @rgb, a square of @side
 * pixels, three bytes each. */
static void
paint_module (guchar *rgb, gsize side, guint scale, int x, int y)
{
  for (guint dy = 0; dy < scale; dy++)
    memset (rgb + (((gsize) y + QUIET) * scale + dy) * side * 3 + ((gsize) x + QUIET) * scale * 3, 0x00, scale * 3);
}

GdkTexture *
hd_qr_new_texture (const char *text,
                   guint       scale,
                   GError    **error)
{
  QRcode *code = QRcode_encodeString (text, 0, QR_ECLEVEL_M, QR_MODE_8, 1);
  g_autoptr(GBytes) bytes = NULL;
  guchar *rgb;
  gsize side;

  if (code == NULL)
    {
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno), _("No QR code can hold this address: %s"),
                   g_strerror (errno));
      return NULL;
    }
  side = ((gsize) code->width + 2 * QUIET) * scale;
  rgb = g_malloc (side * side * 3);
  memset (rgb, 0xff, side * side * 3);
  for (int y = 0; y < code->width; y++)
    for (int x = 0; x < code->width; x++)
      if (code->data[y * code->width + x] & 1)
        paint_module (rgb, side, scale, x, y);
  QRcode_free (code);
  bytes = g_bytes_new_take (rgb, side * side * 3);
  return gdk_memory_texture_new ((int) side, (int) side, GDK_MEMORY_R8G8B8, bytes, side * 3);
}
