/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-qr.h: a QR code as a picture (libqrencode), for a phone's camera:
 * the seats' addresses of "Share Seats on This Network" (issue 36). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* @text as a QR code (error correction M), black on white with its
 * quiet zone of four modules, each module @scale pixels square; NULL,
 * with @error, when @text is too long for a QR code. */
GdkTexture *hd_qr_new_texture (const char *text,
                               guint       scale,
                               GError    **error);

G_END_DECLS
