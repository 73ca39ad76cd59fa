/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-board-renderer.c: turns map.svg into textures without blocking the
 * main loop.  Two worker threads each keep their own librsvg handle (a
 * handle must not be shared between threads) and render the missing tiles
 * of a request in one pass per worker, then slice the result into tiles.
 * The main thread owns the cache; the tiles of the base level (the whole
 * board at fit zoom) are never evicted, so something is always drawn. */
#define G_LOG_DOMAIN "hd-board-renderer"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <string.h>
#include <librsvg/rsvg.h>

#include "hd-board-renderer.h"

#define N_WORKERS 2
#define CACHE_BUDGET (16 * 1024 * 1024)

typedef struct {
  int         level;
  int         col, row;
  GdkTexture *texture;    /* NULL while pending */
  gsize       bytes;
  guint64     last_used;
} Tile;

struct _HdBoardRenderer
{
  GObject      parent_instance;

  GBytes      *svg;
  double       width, height;
  GThreadPool *pool;
  GHashTable  *tiles;       /* key -> Tile */
  int          base_level;
  int          wanted_level; /* atomic: jobs for other levels (but base) are skipped */
  guint64      frame;
  gsize        cache_bytes;
};

G_DEFINE_FINAL_TYPE (HdBoardRenderer, hd_board_renderer, G_TYPE_OBJECT)

enum { TILE_READY, N_SIGNALS };
static guint signals[N_SIGNALS];

typedef struct {
  HdBoardRenderer *self;
  int level;
  int col0, row0, col1, row1;
} Job;

typedef struct {
  int         col, row;
  GdkTexture *texture;
} Slice;

typedef struct {
  HdBoardRenderer *self;
  int              level;
  int              col0, row0, col1, row1;
  GArray          *slices; /* Slice */
} Result;

static inline guint64
tile_key (int level, int col, int row)
{
  return ((guint64) (level + 128) << 40) | ((guint64) col << 20) | (guint64) row;
}

static void
tile_free (gpointer data)
{
  Tile *t = data;
  g_clear_object (&t->texture);
  g_free (t);
}

double
hd_board_renderer_level_scale (int level)
{
  return pow (2.0, level / 4.0);
}

int
hd_board_renderer_level_for (double device_scale)
{
  int level;

  if (device_scale <= 0)
    return HD_LEVEL_MIN;
  level = (int) ceil (4.0 * log2 (device_scale) - 1e-9);
  return CLAMP (level, HD_LEVEL_MIN, HD_LEVEL_MAX);
}

static void
level_pixels (HdBoardRenderer *self, int level, int *w, int *h)
{
  double s = hd_board_renderer_level_scale (level);
  *w = MAX (1, (int) ceil (self->width * s));
  *h = MAX (1, (int) ceil (self->height * s));
}

void
hd_board_renderer_level_grid (HdBoardRenderer *self,
                              int              level,
                              int             *n_cols,
                              int             *n_rows)
{
  int w, h;

  g_return_if_fail (HD_IS_BOARD_RENDERER (self));
  level_pixels (self, level, &w, &h);
  *n_cols = (w + HD_TILE_SIZE - 1) / HD_TILE_SIZE;
  *n_rows = (h + HD_TILE_SIZE - 1) / HD_TILE_SIZE;
}

/* ------------------------------------------------------------ workers */

typedef struct {
  GBytes     *svg;
  RsvgHandle *handle;
} ThreadHandle;

static void
thread_handle_free (gpointer data)
{
  ThreadHandle *th = data;
  g_clear_pointer (&th->svg, g_bytes_unref);
  g_clear_object (&th->handle);
  g_free (th);
}

static GPrivate thread_handle = G_PRIVATE_INIT (thread_handle_free);


/* Workers yield to the main thread: the window's first frame must not wait
 * for the board, and the board uses whatever the machine has to spare. */
static void
lower_thread_priority (void)
{
#ifdef __linux__
  static GPrivate lowered;

  if (g_private_get (&lowered) == NULL)
    {
      if (setpriority (PRIO_PROCESS, (id_t) syscall (SYS_gettid), 19) != 0)
        g_debug ("could not lower the priority of a render thread");
      g_private_set (&lowered, GINT_TO_POINTER (1));
    }
#endif
}

static RsvgHandle *
get_thread_handle (GBytes *svg)
{
  ThreadHandle *th = g_private_get (&thread_handle);

  if (th == NULL || th->svg != svg)
    {
      g_autoptr(GError) error = NULL;
      gsize len;
      const guint8 *data = g_bytes_get_data (svg, &len);

      th = g_new0 (ThreadHandle, 1);
      th->svg = g_bytes_ref (svg);
      th->handle = rsvg_handle_new_from_data (data, len, &error);
      if (th->handle == NULL)
        g_warning ("The board picture could not be read: %s", error->message);
      g_private_replace (&thread_handle, th);
    }
  return th->handle;
}

static gboolean
deliver (gpointer data)
{
  Result *r = data;
  HdBoardRenderer *self = r->self;

  for (int row = r->row0; row <= r->row1; row++)
    for (int col = r->col0; col <= r->col1; col++)
      {
        guint64 key = tile_key (r->level, col, row);
        Tile *t = g_hash_table_lookup (self->tiles, &key);
        /* A tile this job did not render stays unrequested, so it is asked
         * for again when it is next visible. */
        if (t != NULL && t->texture == NULL)
          g_hash_table_remove (self->tiles, &key);
      }

  for (guint i = 0; i < r->slices->len; i++)
    {
      Slice *s = &g_array_index (r->slices, Slice, i);
      guint64 probe = tile_key (r->level, s->col, s->row);
      Tile *old = g_hash_table_lookup (self->tiles, &probe);
      guint64 *key;
      Tile *t;

      if (old != NULL && old->texture != NULL)
        continue; /* another job's bounding box already brought it */
      key = g_new (guint64, 1);
      t = g_new0 (Tile, 1);
      *key = probe;
      t->level = r->level;
      t->col = s->col;
      t->row = s->row;
      t->texture = g_steal_pointer (&s->texture);
      t->bytes = (gsize) gdk_texture_get_width (t->texture) * gdk_texture_get_height (t->texture) * 4;
      t->last_used = self->frame;
      self->cache_bytes += t->bytes;
      g_hash_table_replace (self->tiles, key, t);
    }

  if (r->slices->len > 0)
    g_signal_emit (self, signals[TILE_READY], 0, r->level);
  return G_SOURCE_REMOVE;
}

static void
result_free (gpointer data)
{
  Result *r = data;

  for (guint i = 0; i < r->slices->len; i++)
    g_clear_object (&g_array_index (r->slices, Slice, i).texture);
  g_array_unref (r->slices);
  g_object_unref (r->self);
  g_free (r);
}

static void
render_job (gpointer data,
            gpointer user_data)
{
  Job *job = data;
  HdBoardRenderer *self = job->self;
  Result *r = g_new0 (Result, 1);
  int lw, lh;

  lower_thread_priority ();
  if (job->level == G_MININT)
    {
      /* A warm-up: parse now, while the window is being built, so that
       * rendering can start the moment the first frame is on screen. */
      get_thread_handle (self->svg);
      g_object_unref (job->self);
      g_free (job);
      g_free (r);
      return;
    }
  r->self = g_object_ref (self);
  r->level = job->level;
  r->col0 = job->col0;
  r->row0 = job->row0;
  r->col1 = job->col1;
  r->row1 = job->row1;
  r->slices = g_array_new (FALSE, TRUE, sizeof (Slice));

  level_pixels (self, job->level, &lw, &lh);

  if (job->level == g_atomic_int_get (&self->base_level) ||
      job->level == g_atomic_int_get (&self->wanted_level))
    {
      RsvgHandle *handle = get_thread_handle (self->svg);
      int px0 = job->col0 * HD_TILE_SIZE;
      int py0 = job->row0 * HD_TILE_SIZE;
      int px1 = MIN ((job->col1 + 1) * HD_TILE_SIZE, lw);
      int py1 = MIN ((job->row1 + 1) * HD_TILE_SIZE, lh);
      double s = hd_board_renderer_level_scale (job->level);
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px1 - px0, py1 - py0);
      cairo_t *cr = cairo_create (surface);
      RsvgRectangle viewport = { -px0, -py0, self->width * s, self->height * s };
      g_autoptr(GError) error = NULL;
      const guchar *pixels;
      int stride;

      if (handle != NULL && !rsvg_handle_render_document (handle, cr, &viewport, &error))
        g_warning ("The board picture could not be drawn: %s", error->message);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      pixels = cairo_image_surface_get_data (surface);
      stride = cairo_image_surface_get_stride (surface);

      for (int row = job->row0; row <= job->row1; row++)
        for (int col = job->col0; col <= job->col1; col++)
          {
            int x0 = col * HD_TILE_SIZE - px0, y0 = row * HD_TILE_SIZE - py0;
            int tw = MIN (HD_TILE_SIZE, (px1 - px0) - x0);
            int th = MIN (HD_TILE_SIZE, (py1 - py0) - y0);
            guchar *copy;
            GBytes *bytes;
            Slice slice = { col, row, NULL };

            if (tw <= 0 || th <= 0)
              continue;
            copy = g_malloc ((gsize) tw * th * 4);
            for (int y = 0; y < th; y++)
              memcpy (copy + (gsize) y * tw * 4, pixels + (gsize) (y0 + y) * stride + (gsize) x0 * 4, (gsize) tw * 4);
            bytes = g_bytes_new_take (copy, (gsize) tw * th * 4);
            slice.texture = gdk_memory_texture_new (tw, th, GDK_MEMORY_DEFAULT, bytes, (gsize) tw * 4);
            g_bytes_unref (bytes);
            g_array_append_val (r->slices, slice);
          }
      cairo_surface_destroy (surface);
    }

  g_main_context_invoke_full (NULL, G_PRIORITY_DEFAULT, deliver, r, result_free);

  /* Nothing more to do: let go of the parsed picture (several megabytes);
   * the next burst of work parses it again in a few tens of milliseconds. */
  if (g_thread_pool_unprocessed (self->pool) == 0)
    {
      g_private_replace (&thread_handle, NULL);
#ifdef __GLIBC__
      malloc_trim (0); /* hand the freed tree back to the system */
#endif
    }

  g_object_unref (job->self);
  g_free (job);
}

/* ------------------------------------------------------------ public */

/* Hands the memory the process freed back to the system (the workers do
 * so when they go idle; the view, once its first sharp frame is drawn). */
void
hd_board_renderer_trim (void)
{
#ifdef __GLIBC__
  malloc_trim (0);
#endif
}

static void
hd_board_renderer_finalize (GObject *object)
{
  HdBoardRenderer *self = HD_BOARD_RENDERER (object);

  /* Workers hold a reference while they run, so the pool is idle here. */
  g_clear_pointer (&self->tiles, g_hash_table_unref);
  g_clear_pointer (&self->svg, g_bytes_unref);

  G_OBJECT_CLASS (hd_board_renderer_parent_class)->finalize (object);
}

static void
hd_board_renderer_class_init (HdBoardRendererClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hd_board_renderer_finalize;

  signals[TILE_READY] = g_signal_new ("tile-ready", G_TYPE_FROM_CLASS (klass),
                                      G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                      G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
hd_board_renderer_init (HdBoardRenderer *self)
{
  self->tiles = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, tile_free);
  self->base_level = G_MININT;
  self->wanted_level = G_MININT;
}

static void push_job (HdBoardRenderer *self, int level, int col0, int row0, int col1, int row1);

static GThreadPool *
shared_pool (void)
{
  static GThreadPool *pool;

  /* One pool for the process: its threads keep their librsvg handles. */
  if (g_once_init_enter (&pool))
    {
      GThreadPool *p = g_thread_pool_new (render_job, NULL, N_WORKERS, TRUE, NULL);
      g_once_init_leave (&pool, p);
    }
  return pool;
}

HdBoardRenderer *
hd_board_renderer_new (GBytes *svg,
                       double  width,
                       double  height)
{
  HdBoardRenderer *self;

  g_return_val_if_fail (svg != NULL, NULL);
  g_return_val_if_fail (width > 0 && height > 0, NULL);

  self = g_object_new (HD_TYPE_BOARD_RENDERER, NULL);
  self->svg = g_bytes_ref (svg);
  self->width = width;
  self->height = height;
  self->pool = shared_pool ();
  return self;
}

/**
 * hd_board_renderer_warm_up:
 *
 * Has every worker parse the board now, at low priority, so the first
 * render does not start with a parse.
 */
void
hd_board_renderer_warm_up (HdBoardRenderer *self)
{
  g_return_if_fail (HD_IS_BOARD_RENDERER (self));

  for (guint i = 0; i < N_WORKERS; i++)
    push_job (self, G_MININT, 0, 0, -1, -1);
}

void
hd_board_renderer_set_base_level (HdBoardRenderer *self,
                                  int              level)
{
  int n_cols, n_rows;

  g_return_if_fail (HD_IS_BOARD_RENDERER (self));

  if (self->base_level == level)
    return;
  g_atomic_int_set (&self->base_level, level);
  hd_board_renderer_level_grid (self, level, &n_cols, &n_rows);
  hd_board_renderer_request (self, level, 0, 0, n_cols - 1, n_rows - 1);
}

int
hd_board_renderer_get_base_level (HdBoardRenderer *self)
{
  g_return_val_if_fail (HD_IS_BOARD_RENDERER (self), 0);
  return self->base_level;
}

GdkTexture *
hd_board_renderer_lookup (HdBoardRenderer *self,
                          int              level,
                          int              col,
                          int              row)
{
  guint64 key = tile_key (level, col, row);
  Tile *t;

  g_return_val_if_fail (HD_IS_BOARD_RENDERER (self), NULL);

  t = g_hash_table_lookup (self->tiles, &key);
  if (t == NULL || t->texture == NULL)
    return NULL;
  t->last_used = self->frame;
  return t->texture;
}

gboolean
hd_board_renderer_is_complete (HdBoardRenderer *self,
                               int              level,
                               int              col0,
                               int              row0,
                               int              col1,
                               int              row1)
{
  for (int row = row0; row <= row1; row++)
    for (int col = col0; col <= col1; col++)
      {
        guint64 key = tile_key (level, col, row);
        Tile *t = g_hash_table_lookup (self->tiles, &key);
        if (t == NULL || t->texture == NULL)
          return FALSE;
      }
  return TRUE;
}

static void
push_job (HdBoardRenderer *self,
          int level, int col0, int row0, int col1, int row1)
{
  Job *job = g_new0 (Job, 1);

  job->self = g_object_ref (self);
  job->level = level;
  job->col0 = col0;
  job->row0 = row0;
  job->col1 = col1;
  job->row1 = row1;
  g_thread_pool_push (self->pool, job, NULL);
}

/* Where to cut the tiles first..last (spanning @length pixels, the other
 * side @breadth) into two runs of most even area; -1 if it is one tile. */
static int
best_split (int first, int last, int length, int breadth, int *split)
{
  int best = G_MAXINT;

  *split = -1;
  for (int i = first; i < last; i++)
    {
      int before = (i + 1 - first) * HD_TILE_SIZE;
      int cost = MAX (before, length - before) * breadth;
      if (cost < best)
        {
          best = cost;
          *split = i;
        }
    }
  return best;
}

/**
 * hd_board_renderer_request:
 *
 * Asks for the tiles of @level in the given range.  Tiles already cached or
 * on their way are skipped; the rest are split between the workers, each
 * rendering its share in a single pass.
 */
void
hd_board_renderer_request (HdBoardRenderer *self,
                           int              level,
                           int              col0,
                           int              row0,
                           int              col1,
                           int              row1)
{
  int n_cols, n_rows;
  int mc0 = G_MAXINT, mr0 = G_MAXINT, mc1 = -1, mr1 = -1;

  g_return_if_fail (HD_IS_BOARD_RENDERER (self));

  hd_board_renderer_level_grid (self, level, &n_cols, &n_rows);
  col0 = MAX (col0, 0);
  row0 = MAX (row0, 0);
  col1 = MIN (col1, n_cols - 1);
  row1 = MIN (row1, n_rows - 1);

  if (level != self->base_level)
    g_atomic_int_set (&self->wanted_level, level);

  for (int row = row0; row <= row1; row++)
    for (int col = col0; col <= col1; col++)
      {
        guint64 key = tile_key (level, col, row);
        if (!g_hash_table_contains (self->tiles, &key))
          {
            mc0 = MIN (mc0, col);
            mr0 = MIN (mr0, row);
            mc1 = MAX (mc1, col);
            mr1 = MAX (mr1, row);
          }
      }
  if (mc1 < 0)
    return;

  /* Mark the whole bounding box pending (it is rendered in any case). */
  for (int row = mr0; row <= mr1; row++)
    for (int col = mc0; col <= mc1; col++)
      {
        guint64 key = tile_key (level, col, row);
        if (!g_hash_table_contains (self->tiles, &key))
          {
            guint64 *k = g_new (guint64, 1);
            Tile *t = g_new0 (Tile, 1);
            *k = key;
            t->level = level;
            t->col = col;
            t->row = row;
            g_hash_table_insert (self->tiles, k, t);
          }
      }

  /* Split the work between the two workers where their shares of pixels
   * come out most even (edge tiles are smaller than the others). */
  {
    int lw, lh, col_split, row_split, col_cost, row_cost;

    level_pixels (self, level, &lw, &lh);
    col_cost = best_split (mc0, mc1, MIN ((mc1 + 1) * HD_TILE_SIZE, lw) - mc0 * HD_TILE_SIZE,
                           MIN ((mr1 + 1) * HD_TILE_SIZE, lh) - mr0 * HD_TILE_SIZE, &col_split);
    row_cost = best_split (mr0, mr1, MIN ((mr1 + 1) * HD_TILE_SIZE, lh) - mr0 * HD_TILE_SIZE,
                           MIN ((mc1 + 1) * HD_TILE_SIZE, lw) - mc0 * HD_TILE_SIZE, &row_split);
    if (col_split < 0 && row_split < 0)
      push_job (self, level, mc0, mr0, mc1, mr1);
    else if (col_split >= 0 && (row_split < 0 || col_cost <= row_cost))
      {
        push_job (self, level, mc0, mr0, col_split, mr1);
        push_job (self, level, col_split + 1, mr0, mc1, mr1);
      }
    else
      {
        push_job (self, level, mc0, mr0, mc1, row_split);
        push_job (self, level, mc0, row_split + 1, mc1, mr1);
      }
  }
}

static int
compare_last_used (gconstpointer a, gconstpointer b)
{
  const Tile *ta = *(const Tile **) a, *tb = *(const Tile **) b;
  return ta->last_used < tb->last_used ? -1 : ta->last_used > tb->last_used;
}

/* Called after each drawn frame: forget the least recently drawn tiles
 * beyond the budget, never the base level and never what is on screen. */
void
hd_board_renderer_end_frame (HdBoardRenderer *self)
{
  g_autoptr(GPtrArray) candidates = NULL;
  GHashTableIter iter;
  gpointer key, value;

  gsize base_bytes = 0;

  g_return_if_fail (HD_IS_BOARD_RENDERER (self));

  g_hash_table_iter_init (&iter, self->tiles);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (((Tile *) value)->level == self->base_level)
      base_bytes += ((Tile *) value)->bytes;

  if (self->cache_bytes > CACHE_BUDGET + base_bytes)
    {
      candidates = g_ptr_array_new ();
      g_hash_table_iter_init (&iter, self->tiles);
      while (g_hash_table_iter_next (&iter, &key, &value))
        {
          Tile *t = value;
          if (t->texture != NULL && t->level != self->base_level && t->last_used != self->frame)
            g_ptr_array_add (candidates, t);
        }
      g_ptr_array_sort (candidates, compare_last_used);
      for (guint i = 0; i < candidates->len && self->cache_bytes > CACHE_BUDGET + base_bytes; i++)
        {
          Tile *t = g_ptr_array_index (candidates, i);
          guint64 k = tile_key (t->level, t->col, t->row);
          self->cache_bytes -= t->bytes;
          g_hash_table_remove (self->tiles, &k);
        }
    }
  self->frame++;
}

gsize
hd_board_renderer_get_cache_bytes (HdBoardRenderer *self)
{
  g_return_val_if_fail (HD_IS_BOARD_RENDERER (self), 0);
  return self->cache_bytes;
}
