/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-guide.h: what the player whose turn it is must or may do now, in a
 * new player's words, what remains of the segment, and the next step
 * (rule 3.0).  Asked of a state; the application shows it. */
#pragma once

#include <glib.h>

#include "hd-state.h"

G_BEGIN_DECLS

typedef enum {
  HD_GUIDE_NEXT_NONE,
  HD_GUIDE_NEXT_ROLL_MARCHES,  /* type or roll the march die (4.0) */
  HD_GUIDE_NEXT_END_SEGMENT,   /* the segment may end now */
} HdGuideNext;

typedef struct {
  char        *headline;   /* e.g. "Union Movement: 3 of 5 marches left" */
  char        *advice;     /* what to do now and why, with rule numbers */
  GPtrArray   *remaining;  /* char *: what is left in this segment */
  HdGuideNext  next;
  char        *next_label; /* the button, e.g. "End Movement Segment" */
  gboolean     must_finish;/* the segment cannot end yet (3.0) */
} HdGuide;

HdGuide *hd_guide_new  (const HdState *state);
void     hd_guide_free (HdGuide       *guide);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HdGuide, hd_guide_free)

G_END_DECLS
