/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-odds.c: the chances in a battle.  The exact probability that the
 * attacker wins if both sides fight on with the default targets, without
 * retreat or reinforcement (rule 5.0); the hits a round's shots may
 * score; the battles sampled through the battle's own rule functions
 * when the odds cannot be worked out exactly (too many units, or the
 * Advanced Game's dice to come); and the one odds policy choosing
 * between them (hd_odds_work_out), which the app and the CLI show.
 *
 * A battle is a chain of positions: the health of every unit of both
 * lines.  Units alike (kind, entrenched, crossed: a class) are
 * interchangeable, so the state of a line is, for each class, how many of
 * its units are alive and how many of those are full.  Let
 *   V(a, d)  be the attacker's chance at the start of a round, the
 *            defender to fire (5.1: the defender fires first),
 *   W(a, d)  the same once the defender has fired.
 * Then V(a, d) = sum over a' of P(a -> a' | d fires) W(a', d), and
 * W(a, d) = sum over d' of P(d -> d' | a fires) V(a, d'), with V = 1 when
 * no defender is left and 0 when no attacker is; from round 3 on every
 * round is alike, so a round in which nobody is hit leads back to where
 * it started.
 *
 * How it is worked out (the "block" method): the default targets give
 * each class of targets its shots from the classes and numbers alive on
 * both sides only (hd_battle_line_allot; health only decides, within a
 * class, which unit takes which shot).  So for all the positions whose
 * lines have the same numbers alive in each class - a pair of "blocks" -
 * one side's fire is the same product, class by class, of small matrices
 * K_c taking a class from its number of full units to its state after
 * the fire.  V over a pair of blocks is then that product applied to W,
 * one class at a time (a Kronecker product: a few multiplications a
 * position instead of one per outcome), and W likewise from V.  Inside a
 * pair of blocks only full units turning reduced keep the position in the
 * pair; those terms and the round in which nobody is hit are solved
 * position by position.  Blocks are taken with fewer units alive first,
 * so everything a pair of blocks needs is known when it comes.  Rounds 1
 * and 2 differ from the others only when attackers crossed a river (5.34);
 * then each is one more pass.
 *
 * Battles of more than BLOCK_MAX_POSITIONS positions are not worked out
 * (-1): their arrays would not fit, and no exact method would finish.
 * The plain recursion over positions, memoised in hash tables, is kept as
 * the tests' reference: they check the two methods agree
 * (hd_odds_by_method (), HD_ODDS_RECURSION). */
#define G_LOG_DOMAIN "hd-odds"

#include "config.h"

#include <math.h>
#include <string.h>
#ifdef __linux__
#include <sys/mman.h>
#endif

#include "hd-battle-private.h"
#include "hd-command.h"
#include "hd-leader.h"
#include "hd-odds.h"
#include "hd-morale.h"
#include "hd-state-private.h"

/* the block method keeps two (or three) doubles per position */
#define BLOCK_MAX_POSITIONS (8u * 1000 * 1000)

/* ------------------------------------------------------------ the lines */

/* A class's state, a units alive and f of them full, is number
 * a (a + 1) / 2 + f; the states with at most a alive are the first
 * cstates (a). */
static inline guint
cstate (guint a, guint f)
{
  return a * (a + 1) / 2 + f;
}

static inline guint
cstates (guint a)
{
  return (a + 1) * (a + 2) / 2;
}

typedef struct {
  guint    n_classes;
  HdBattleUnit    proto[HD_MAX_SHOTS];   /* one unit of each class, in class order */
  guint    count[HD_MAX_SHOTS];
  guint64  radix[HD_MAX_SHOTS];   /* a line's state: sum of class states times radix (class 0 the slowest) */
  guint64  size;                  /* fits: 24 classes of 2 make 6^24 */
} Line;

/* @units as hd_battle_line_compact() leaves them. */
static void
line_init (Line *l, const HdBattleUnit *units, guint n)
{
  memset (l, 0, sizeof *l);
  for (guint i = 0; i < n; i++)
    {
      if (l->n_classes > 0 && hd_battle_unit_compare_class (&l->proto[l->n_classes - 1], &units[i]) == 0)
        {
          l->count[l->n_classes - 1]++;
          continue;
        }
      l->proto[l->n_classes] = units[i];
      l->proto[l->n_classes].health = 2;
      l->proto[l->n_classes].cls = l->n_classes;
      l->count[l->n_classes++] = 1;
    }
  l->size = 1;
  for (guint c = l->n_classes; c-- > 0;)
    {
      l->radix[c] = l->size;
      l->size *= cstates (l->count[c]);
    }
}

/* The state of a line of units (compacted), and how many are full in
 * each class. */
static guint64
line_index (const Line *l, const HdBattleUnit *units, guint n, guint *full)
{
  guint alive[HD_MAX_SHOTS] = { 0 }, f[HD_MAX_SHOTS] = { 0 };
  guint64 index = 0;

  for (guint i = 0, c = 0; i < n; i++)
    {
      while (hd_battle_unit_compare_class (&l->proto[c], &units[i]) != 0)
        c++;
      alive[c]++;
      f[c] += units[i].health == 2;
    }
  for (guint c = 0; c < l->n_classes; c++)
    {
      index += cstate (alive[c], f[c]) * l->radix[c];
      if (full != NULL)
        full[c] = f[c];
    }
  return index;
}

/* The units of state @index, as hd_battle_line_compact() sorts them. */
static guint
line_units (const Line *l, guint64 index, HdBattleUnit *out)
{
  guint n = 0;

  for (guint c = 0; c < l->n_classes; c++)
    {
      guint k = (guint) (index / l->radix[c] % cstates (l->count[c])), a = 0;

      while (cstate (a + 1, 0) <= k)
        a++;
      for (guint i = 0; i < a; i++)
        {
          out[n] = l->proto[c];
          out[n++].health = i < a - (k - cstate (a, 0)) ? 1 : 2;
        }
    }
  return n;
}

/* ------------------------------------------------------ the block method */

/* A block: the states of a line with @n[c] units alive in class c.  The
 * blocks are numbered in an order where each comes after every block with
 * fewer alive in some class and no more in any (class 0 the slowest
 * digit); within a block, a state is numbered by its full units in each
 * class (class 0 the slowest digit again): its row.  Counting the rows of
 * all blocks one after the other, off[] gives each block's first. */
typedef struct {
  const Line *l;
  guint      *off;       /* a block's first row, all blocks' rows in a row */
  guint64     brad[HD_MAX_SHOTS];
} Numbering;

static guint64
block_number (const Numbering *nb, const guint *n)
{
  guint64 b = 0;
  for (guint c = 0; c < nb->l->n_classes; c++)
    b += n[c] * nb->brad[c];
  return b;
}

static guint
block_size (const Line *l, const guint *n)
{
  guint rows = 1;
  for (guint c = 0; c < l->n_classes; c++)
    rows *= n[c] + 1;
  return rows;
}

/* Within a block, the number of a state with @full[c] full units. */
static guint
block_index (const Line *l, const guint *n, const guint *full)
{
  guint w = 0;
  for (guint c = 0; c < l->n_classes; c++)
    w = w * (n[c] + 1) + full[c];
  return w;
}

/* The next block in that order; FALSE after the last. */
static gboolean
block_next (const Line *l, guint *n)
{
  for (int c = (int) l->n_classes - 1; c >= 0; c--)
    {
      if (n[c] < l->count[c])
        {
          n[c]++;
          return TRUE;
        }
      n[c] = 0;
    }
  return FALSE;
}

static gboolean
block_empty (const Line *l, const guint *n)
{
  for (guint c = 0; c < l->n_classes; c++)
    if (n[c] > 0)
      return FALSE;
  return TRUE;
}

static void
numbering_init (Numbering *nb, const Line *l)
{
  guint n[HD_MAX_SHOTS] = { 0 }, next = 0;
  guint64 blocks = 1;

  nb->l = l;
  for (int c = (int) l->n_classes - 1; c >= 0; c--)
    {
      nb->brad[c] = blocks;
      blocks *= l->count[c] + 1;
    }
  nb->off = g_new (guint, blocks);
  do
    {
      nb->off[block_number (nb, n)] = next;
      next += block_size (l, n);
    }
  while (block_next (l, n));
}

static void
numbering_clear (Numbering *nb)
{
  g_free (nb->off);
}

/* The states at or below a block (at most @n[c] alive in each class), in
 * the order of a tensor with one digit a class, class 0 the slowest, each
 * digit a class state: increasing numbers.  Returns how many. */
static guint64
block_region (const Numbering *nb, const guint *n, guint *out)
{
  const Line *l = nb->l;
  guint s[HD_MAX_SHOTS] = { 0 };
  guint64 g = 0, k = 0;

  for (;;)
    {
      int c;
      out[k++] = (guint) g;
      for (c = (int) l->n_classes - 1; c >= 0; c--)
        {
          if (s[c] + 1 < cstates (n[c]))
            {
              s[c]++;
              g += l->radix[c];
              break;
            }
          g -= s[c] * l->radix[c];
          s[c] = 0;
        }
      if (c < 0)
        return k;
    }
}

/* What the block method needs of a block besides its kernels: the
 * numbers of the states in its region (in tensor order), and the terms
 * that keep a position in the block - full units turning reduced, nobody
 * gone: for block row w, to[start[w]..start[w+1]) the rows it may go to,
 * other than itself, each with k offsets into its classes' matrices (the
 * k classes with units), whose product is the term's chance. */
typedef struct {
  guint64  n_region;
  guint   *region;
  guint    rows, k, entries;
  guint    cls[HD_MAX_SHOTS];
  guint   *line;          /* each row's state */
  guint   *order;         /* the rows by their number of full units: those
                           * with as many do not depend on each other */
  guint   *start, *to, *off;
} Skeleton;

/* The memory a skeleton takes, in guints. */
static guint64
skeleton_size (const Line *l, const guint *n)
{
  guint64 region = 1, entries = 1, k = 0;

  for (guint c = 0; c < l->n_classes; c++)
    {
      region *= cstates (n[c]);
      /* sum over f <= n of (f + 1) */
      entries *= cstates (n[c]);
      k += n[c] > 0;
    }
  return region + entries * (k + 1) + 3 * block_size (l, n) + 1;
}

static void
skeleton_init (Skeleton *sk, const Numbering *nb, const guint *n)
{
  const Line *l = nb->l;
  guint64 region = 1, entries = 1;
  guint size[HD_MAX_SHOTS], base[HD_MAX_SHOTS], in[HD_MAX_SHOTS], f[HD_MAX_SHOTS] = { 0 }, count = 0;
  guint level_start[HD_MAX_SHOTS + 2] = { 0 }, *level;

  memset (sk, 0, sizeof *sk);
  sk->rows = block_size (l, n);
  for (guint c = 0; c < l->n_classes; c++)
    {
      region *= cstates (n[c]);
      if (n[c] == 0)
        continue;
      entries *= cstates (n[c]);
      size[sk->k] = n[c] + 1;
      in[sk->k] = cstates (n[c]);
      base[sk->k] = cstate (n[c], 0);
      sk->cls[sk->k++] = c;
    }
  sk->region = g_new (guint, region);
  sk->n_region = block_region (nb, n, sk->region);
  sk->start = g_new (guint, sk->rows + 1);
  sk->line = g_new (guint, sk->rows);
  sk->order = g_new (guint, sk->rows);
  sk->to = g_new (guint, entries);
  sk->off = g_new (guint, entries * MAX (sk->k, 1));
  level = g_new0 (guint, sk->rows);   /* each row's full units, at most 48 */
  for (guint w = 0; w < sk->rows; w++)
    {
      guint g[HD_MAX_SHOTS] = { 0 };
      int c;

      sk->start[w] = count;
      if (w > 0)   /* f: the digits of w */
        for (c = (int) sk->k - 1; c >= 0; c--)
          {
            if (++f[c] < size[c])
              break;
            f[c] = 0;
          }
      sk->line[w] = 0;
      for (guint b = 0; b < sk->k; b++)
        {
          sk->line[w] += (base[b] + f[b]) * (guint) l->radix[sk->cls[b]];
          level[w] += f[b];
        }
      level_start[level[w] + 1]++;
      /* every g <= f but f itself */
      for (;;)
        {
          guint index = 0;
          gboolean same = TRUE;
          for (guint b = 0; b < sk->k; b++)
            {
              index = index * size[b] + g[b];
              same = same && g[b] == f[b];
            }
          if (!same)
            {
              sk->to[count] = index;
              for (guint b = 0; b < sk->k; b++)
                sk->off[count * sk->k + b] = f[b] * in[b] + base[b] + g[b];
              count++;
            }
          for (c = (int) sk->k - 1; c >= 0 && g[c] == f[c]; c--)
            g[c] = 0;
          if (c < 0)
            break;
          g[c]++;
        }
    }
  sk->start[sk->rows] = count;
  sk->entries = count;
  /* the rows by their number of full units (a counting sort) */
  for (guint v = 1; v < G_N_ELEMENTS (level_start); v++)
    level_start[v] += level_start[v - 1];
  for (guint w = 0; w < sk->rows; w++)
    sk->order[level_start[level[w]]++] = w;
  g_free (level);
}

static void
skeleton_clear (Skeleton *sk)
{
  g_free (sk->region);
  g_free (sk->line);
  g_free (sk->order);
  g_free (sk->start);
  g_free (sk->to);
  g_free (sk->off);
  memset (sk, 0, sizeof *sk);
}

/* The chances of the terms within the block, for the fire of @kern. */
static void
skeleton_coefs (const Skeleton *sk, double *const *kern, double *coef)
{
  const double *kc[HD_MAX_SHOTS];

  for (guint b = 0; b < sk->k; b++)
    kc[b] = kern[sk->cls[b]];
  for (guint e = 0; e < sk->entries; e++)
    {
      const guint *off = sk->off + (guint64) e * sk->k;
      double p = 1;
      for (guint b = 0; b < sk->k; b++)
        p *= kc[b][off[b]];
      coef[e] = p;
    }
}

/* What the positions share. */
typedef struct {
  Line          a, d;
  Numbering     an, dn;
  gboolean      like_targets;
  guint64       positions;
  /* V and W, kept in panels so that what one pair of blocks reads is
   * close together: V, rounds 3 on, one panel for each block of the
   * attacker's line, [d * rows + a - first] (a, d: block order); W,
   * rounds 2 on, one panel for each block of the defender's line,
   * [a * rows + d - first] */
  double       *vt;
  double       *w;
  /* the blocks' skeletons (each is used with every block of the other
   * line), when they fit in memory */
  Skeleton     *ask, *dsk;
  guint         n_dblocks, n_ablocks;
  /* the threads (only with the skeletons shared): each pair of blocks
   * (a task, number b * n_dblocks + m) waits for the pairs with one unit
   * fewer alive in one class; pending[t], how many of those are not done;
   * ready, a stack of the tasks all of whose are */
  GMutex        lock;
  GCond         cond;
  guint        *pending;
  guint        *ready;
  guint         n_ready, n_left;
  guint         n_workers;
  GCancellable *cancellable;
  gboolean      cancelled;
} Blocks;

/* Four rows of a class's matrix at a time, the columns that are not all
 * zero in them: k[j * 4 + i] is row r0 + i (0 past the last), column s[j]. */
typedef struct {
  guint   rows, cols;
  guint  *s;
  double *k;
} Band;

/* Room for the bands of a line's classes (@count units at most in one). */
static Band *
bands_new (guint count)
{
  const guint n = (count + 1 + 3) / 4, in = cstates (count);
  Band *bands = g_new0 (Band, n);

  for (guint g = 0; g < n; g++)
    {
      bands[g].s = g_new (guint, in);
      bands[g].k = g_new (double, 4 * in);
    }
  return bands;
}

static void
bands_free (Band *bands, guint count)
{
  for (guint g = 0; g < (count + 1 + 3) / 4; g++)
    {
      g_free (bands[g].s);
      g_free (bands[g].k);
    }
  g_free (bands);
}

/* What a thread works in. */
typedef struct {
  Blocks  *bk;
  double  *x[2], *y[2]; /* the two fires' tensors as the classes transform them */
  double  *wb;          /* W of a pair of blocks (V is left in the first fire's) */
  double  *kern_a[HD_MAX_SHOTS], *kern_d[HD_MAX_SHOTS];
  double  *coef_a, *coef_d;
  Skeleton ska, skd;    /* a block's of each line, when not shared */
  Band    *bands;       /* of the class being worked on */
  guint    most;        /* the most units of a class in either line */
} Worker;

static void
fire_kernels (const Line *sl, const guint *sn, const Line *tl, const guint *tn, gboolean defender_fires,
              guint round, gboolean like_targets, double **kern, double *miss_all)
{
  HdBattleUnit s[HD_MAX_SHOTS], t[HD_MAX_SHOTS];
  guint ns = 0, nt = 0, slot[HD_MAX_SHOTS] = { 0 }, unit[HD_MAX_SHOTS] = { 0 }, lo[HD_MAX_SHOTS];
  double q0[HD_MAX_SHOTS], q1[HD_MAX_SHOTS];
  double d[(HD_MAX_SHOTS + 1) * (HD_MAX_SHOTS + 1)], e[(HD_MAX_SHOTS + 1) * (HD_MAX_SHOTS + 1)];

  for (guint c = 0; c < sl->n_classes; c++)
    for (guint k = 0; k < sn[c]; k++)
      s[ns++] = sl->proto[c];
  for (guint c = 0; c < tl->n_classes; c++)
    {
      lo[c] = nt;
      for (guint k = 0; k < tn[c]; k++)
        t[nt++] = tl->proto[c];
    }
  for (guint j = 0; j < nt; j++)
    {
      q0[j] = 1;
      q1[j] = 0;
    }
  *miss_all = 1;
  hd_battle_line_allot (s, ns, t, nt, defender_fires, round, like_targets, slot);
  for (guint c = 0; c < tl->n_classes; c++)
    {
      if (tn[c] == 0)
        continue;
      hd_battle_line_spread (s, ns, t, lo[c], tn[c], slot, defender_fires, round, unit);
      for (guint i = 0; i < ns; i++)
        if (slot[i] >= lo[c] && slot[i] < lo[c] + tn[c])
          {
            guint j = lo[c] + unit[i];
            double p = hd_battle_hit_chance (hd_battle_unit_need (&s[i], &t[j], defender_fires, round));
            q1[j] = q1[j] * (1 - p) + q0[j] * p;
            q0[j] *= 1 - p;
            *miss_all *= 1 - p;
          }
    }
  for (guint c = 0; c < tl->n_classes; c++)
    {
      guint n = tn[c], w = n + 1, in = cstates (n);

      if (n == 0)
        continue;
      for (guint f = 0; f <= n; f++)
        {
          memset (d, 0, sizeof (double) * w * w);
          d[0] = 1;
          /* units 0..n-f-1 reduced, the rest full (the order of the spread) */
          for (guint u = 0; u < n; u++)
            {
              const double p0 = q0[lo[c] + u], p1 = q1[lo[c] + u];
              memset (e, 0, sizeof (double) * w * w);
              for (guint ff = 0; ff <= u; ff++)
                for (guint rr = 0; ff + rr <= u; rr++)
                  {
                    double here = d[ff * w + rr];
                    if (here == 0)
                      continue;
                    /* (ff, rr) counts the units that are left */
                    if (u < n - f)
                      {
                        e[ff * w + rr + 1] += here * p0;
                        e[ff * w + rr] += here * (1 - p0);
                      }
                    else
                      {
                        e[(ff + 1) * w + rr] += here * p0;
                        e[ff * w + rr + 1] += here * p1;
                        e[ff * w + rr] += here * MAX (0.0, 1 - p0 - p1);
                      }
                  }
              memcpy (d, e, sizeof (double) * w * w);
            }
          memset (kern[c] + f * in, 0, sizeof (double) * in);
          for (guint ff = 0; ff <= n; ff++)
            for (guint rr = 0; ff + rr <= n; rr++)
              kern[c][f * in + cstate (ff + rr, ff)] = d[ff * w + rr];
        }
    }
}

typedef double V4 __attribute__ ((vector_size (32)));

/* y += k x over n, four at a time (inlined into each clone below) */
static inline __attribute__ ((always_inline)) void
axpy4 (double *restrict y, double k, const double *restrict x, guint64 n)
{
  const V4 kk = { k, k, k, k };
  guint64 q = 0;

  for (; q + 4 <= n; q += 4)
    {
      V4 xv, yv;
      memcpy (&xv, x + q, sizeof xv);
      memcpy (&yv, y + q, sizeof yv);
      yv += kk * xv;
      memcpy (y + q, &yv, sizeof yv);
    }
  for (; q < n; q++)
    y[q] += k * x[q];
}

/* Where the processor has AVX2, the two loops below use it. */
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define HD_ODDS_CLONES __attribute__ ((target_clones ("arch=x86-64-v3", "default")))
#else
#define HD_ODDS_CLONES
#endif

/* the most states a class has: 48 units */
#define MAX_CLASS_STATES ((HD_MAX_SHOTS + 1) * (HD_MAX_SHOTS + 2) / 2)

static guint
bands_of (const double *k, guint64 in, guint64 out, Band *bands)
{
  guint nb = 0;

  for (guint64 r0 = 0; r0 < out; r0 += 4, nb++)
    {
      Band *b = &bands[nb];
      b->rows = (guint) MIN (4, out - r0);
      b->cols = 0;
      for (guint64 s = 0; s < in; s++)
        {
          gboolean any = FALSE;
          for (guint i = 0; i < b->rows; i++)
            any = any || k[(r0 + i) * in + s] != 0;
          if (!any)
            continue;
          for (guint i = 0; i < 4; i++)
            b->k[b->cols * 4 + i] = i < b->rows ? k[(r0 + i) * in + s] : 0;
          b->s[b->cols++] = (guint) s;
        }
    }
  return nb;
}

/* y[i * ystride + q] = sum over j of b->k[i][j] rows[j][q], for the rows
 * i of the band and q < nq: each load of a source shared by the rows,
 * whose sums do not wait for each other.  @rn: the band's rows, a
 * constant where it is inlined. */
static inline __attribute__ ((always_inline)) void
combine_band (double *restrict y, guint64 ystride, const Band *b, const double *const *rows, guint64 nq,
              const guint rn)
{
  guint64 q = 0;

  for (; q + 4 <= nq; q += 4)
    {
      V4 a0 = { 0, 0, 0, 0 }, a1 = { 0, 0, 0, 0 }, a2 = { 0, 0, 0, 0 }, a3 = { 0, 0, 0, 0 };
      for (guint j = 0; j < b->cols; j++)
        {
          V4 x;
          memcpy (&x, rows[j] + q, sizeof x);
          a0 += b->k[j * 4] * x;
          if (rn > 1)
            a1 += b->k[j * 4 + 1] * x;
          if (rn > 2)
            a2 += b->k[j * 4 + 2] * x;
          if (rn > 3)
            a3 += b->k[j * 4 + 3] * x;
        }
      memcpy (y + q, &a0, sizeof a0);
      if (rn > 1)
        memcpy (y + ystride + q, &a1, sizeof a1);
      if (rn > 2)
        memcpy (y + 2 * ystride + q, &a2, sizeof a2);
      if (rn > 3)
        memcpy (y + 3 * ystride + q, &a3, sizeof a3);
    }
  for (; q < nq; q++)
    {
      double a0 = 0, a1 = 0, a2 = 0, a3 = 0;
      for (guint j = 0; j < b->cols; j++)
        {
          const double x = rows[j][q];
          a0 += b->k[j * 4] * x;
          a1 += b->k[j * 4 + 1] * x;
          a2 += b->k[j * 4 + 2] * x;
          a3 += b->k[j * 4 + 3] * x;
        }
      y[q] = a0;
      if (rn > 1)
        y[ystride + q] = a1;
      if (rn > 2)
        y[2 * ystride + q] = a2;
      if (rn > 3)
        y[3 * ystride + q] = a3;
    }
}

static inline __attribute__ ((always_inline)) void
combine_bands (double *restrict y, guint64 ystride, const Band *bands, guint n_bands, const double *const *rows,
               const double **band_rows, guint64 nq)
{
  for (guint g = 0; g < n_bands; g++)
    {
      const Band *b = &bands[g];
      for (guint j = 0; j < b->cols; j++)
        band_rows[j] = rows[b->s[j]];
      switch (b->rows)
        {
        case 4:
          combine_band (y + 4 * g * ystride, ystride, b, band_rows, nq, 4);
          break;
        case 3:
          combine_band (y + 4 * g * ystride, ystride, b, band_rows, nq, 3);
          break;
        case 2:
          combine_band (y + 4 * g * ystride, ystride, b, band_rows, nq, 2);
          break;
        default:
          combine_band (y + 4 * g * ystride, ystride, b, band_rows, nq, 1);
          break;
        }
    }
}

/* One class's step of a Kronecker product: y[p][r][q] = sum over s of
 * k[r][s] x[p][s][q]. */
HD_ODDS_CLONES static void
kron_step (double *restrict y, const double *restrict x, const double *k, guint64 p_size, guint64 in,
           guint64 out, guint64 q_size, Band *bands)
{
  const double *rows[MAX_CLASS_STATES], *band_rows[MAX_CLASS_STATES];
  const guint n_bands = bands_of (k, in, out, bands);

  for (guint64 p = 0; p < p_size; p++)
    {
      for (guint64 s = 0; s < in; s++)
        rows[s] = x + (p * in + s) * q_size;
      combine_bands (y + p * out * q_size, q_size, bands, n_bands, rows, band_rows, q_size);
    }
}

/* The first step, for the class that is the last digit of the tensor,
 * reading the tensor's rows (of @nb) straight from where they are kept:
 * row p * in + s at src[region[p * in + s] * stride + first]. */
HD_ODDS_CLONES static void
kron_first (double *restrict y, const double *src, const guint *region, guint64 stride, guint64 first,
            const double *k, guint64 p_size, guint64 in, guint64 out, guint64 nb, Band *bands)
{
  const double *rows[MAX_CLASS_STATES], *band_rows[MAX_CLASS_STATES];
  const guint n_bands = bands_of (k, in, out, bands);

  for (guint64 p = 0; p < p_size; p++)
    {
      for (guint64 s = 0; s < in; s++)
        rows[s] = src + region[p * in + s] * stride + first;
      /* the rows of the next p will be wanted soon */
      if (p + 1 < p_size)
        for (guint64 s = 0; s < in; s++)
          {
            const double *next = src + region[(p + 1) * in + s] * stride + first;
            for (guint64 q = 0; q < nb; q += 8)
              __builtin_prefetch (next + q);
          }
      combine_bands (y + p * out * nb, nb, bands, n_bands, rows, band_rows, nb);
    }
}

/* One side's fire at a block of the target line (@tn alive, its
 * skeleton @tsk) for @nb consecutive states of the shooting line (@sn
 * alive), from @first: applies the fire's matrices class by class to the
 * tensor src[region state * stride + first + b] over the target block's
 * region.  Returns the result, [target block row * nb + b]; the matrices
 * are left in @kern. */
static double *
fire_block (Worker *wk, guint side, const Skeleton *tsk, const Line *tl, const guint *tn, const Line *sl, const guint *sn,
            gboolean defender_fires, guint round, const double *src, guint64 stride, guint64 first, guint nb,
            double **kern, double *miss_all)
{
  guint64 dims[HD_MAX_SHOTS];
  gboolean done[HD_MAX_SHOTS] = { FALSE };
  double *x = wk->x[side], *y = wk->y[side];
  int last = (int) tl->n_classes - 1;

  fire_kernels (sl, sn, tl, tn, defender_fires, round, wk->bk->like_targets, kern, miss_all);
  for (guint c = 0; c < tl->n_classes; c++)
    dims[c] = cstates (tn[c]);
  /* first the last class with units (the classes after it have one state):
   * its step reads the tensor from the arrays */
  while (tn[last] == 0)
    last--;
  kron_first (x, src, tsk->region, stride, first, kern[last], tsk->n_region / dims[last], dims[last],
              tn[last] + 1, nb, wk->bands);
  dims[last] = tn[last] + 1;
  done[last] = TRUE;
  /* the classes in the order that costs least: class c goes before d
   * when out_c + out_c out_d / in_c < out_d + out_d out_c / in_d (the
   * multiplications of the two steps, per entry of the tensor before) */
  for (;;)
    {
      int c = -1;
      guint64 p_size = 1, q_size = nb, in, out;

      for (guint k = 0; k < tl->n_classes; k++)
        if (!done[k] && tn[k] > 0)
          {
            double ok = tn[k] + 1, ik = dims[k], oc, ic;
            if (c < 0)
              {
                c = (int) k;
                continue;
              }
            oc = tn[c] + 1;
            ic = dims[c];
            if (ok + ok * oc / ik < oc + oc * ok / ic)
              c = (int) k;
          }
      if (c < 0)
        break;
      done[c] = TRUE;
      in = dims[c];
      out = tn[c] + 1;
      for (int k = 0; k < c; k++)
        p_size *= dims[k];
      for (guint k = (guint) c + 1; k < tl->n_classes; k++)
        q_size *= dims[k];
      kron_step (y, x, kern[c], p_size, in, out, q_size, wk->bands);
      dims[c] = out;
      {
        double *swap = x;
        x = y;
        y = swap;
      }
    }
  return x;
}

/* V and W over a pair of blocks, rounds 3 on. */
static void
solve_pair (Worker *wk, const guint *n, const guint *m, const Skeleton *ska, const Skeleton *skd)
{
  Blocks *bk = wk->bk;
  const guint na = block_size (&bk->a, n), nd = block_size (&bk->d, m);
  const guint oa = bk->an.off[block_number (&bk->an, n)], od = bk->dn.off[block_number (&bk->dn, m)];
  const guint64 as = bk->a.size, ds = bk->d.size;
  double *yv;
  const double *yw;
  double alpha, delta, c1 = 0, c2 = 0;

  if (block_empty (&bk->d, m))
    {
      /* no defender left: the attacker has won (no unit alive is state 0) */
      for (guint i = 0; i < na; i++)
        bk->w[ska->line[i]] = bk->vt[ds * oa + i] = 1;
      return;
    }
  /* the defender's fire at the attackers: V from W (this pair's own W
   * still 0, its terms come below) */
  yv = fire_block (wk, 0, ska, &bk->a, n, &bk->d, m, TRUE, 3, bk->w + as * od, nd, 0, nd, wk->kern_a, &alpha);
  skeleton_coefs (ska, wk->kern_a, wk->coef_a);
  /* the attacker's fire at the defenders: W from V */
  yw = fire_block (wk, 1, skd, &bk->d, m, &bk->a, n, FALSE, 3, bk->vt + ds * oa, na, 0, na, wk->kern_d, &delta);
  skeleton_coefs (skd, wk->kern_d, wk->coef_d);

  /* V = X + alpha W, W = Y + delta V, position by position in an order
   * where every position a term leads to comes first: V = c1 X + c2 Y;
   * when nobody can hit anybody there is no winner, V = 0 */
  if (alpha * delta < 1.0 - 1e-12)
    {
      c1 = 1.0 / (1.0 - alpha * delta);
      c2 = alpha * c1;
    }
  for (guint i = 0; i < na; i++)
    {
      double *vrow = yv + (guint64) i * nd, *wrow = wk->wb + (guint64) i * nd;

      for (guint e = ska->start[i]; e < ska->start[i + 1]; e++)
        if (wk->coef_a[e] != 0)
          axpy4 (vrow, wk->coef_a[e], wk->wb + (guint64) ska->to[e] * nd, nd);
      for (guint jj = 0; jj < nd; jj++)
        {
          const guint j = skd->order[jj], end = skd->start[j + 1];
          double y0 = yw[(guint64) j * na + i], y1 = 0, y2 = 0, y3 = 0, y, v;
          guint e = skd->start[j];
          /* four sums: the additions need not wait for each other */
          for (; e + 4 <= end; e += 4)
            {
              y0 += wk->coef_d[e] * vrow[skd->to[e]];
              y1 += wk->coef_d[e + 1] * vrow[skd->to[e + 1]];
              y2 += wk->coef_d[e + 2] * vrow[skd->to[e + 2]];
              y3 += wk->coef_d[e + 3] * vrow[skd->to[e + 3]];
            }
          for (; e < end; e++)
            y0 += wk->coef_d[e] * vrow[skd->to[e]];
          y = (y0 + y1) + (y2 + y3);
          v = c1 * vrow[j] + c2 * y;
          vrow[j] = v;
          wrow[j] = y + delta * v;
        }
      memcpy (bk->w + as * od + ska->line[i] * nd, wrow, sizeof (double) * nd);
      for (guint j = 0; j < nd; j++)
        bk->vt[ds * oa + skd->line[j] * na + i] = vrow[j];
    }
}

/* The big arrays, zeroed.  On Linux straight from the system, which
 * gives them zeroed, in huge pages where it can (far fewer page faults:
 * the arrays are written once each, all over). */
static double *
big_array (guint64 n)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  if (n * sizeof (double) >= (2u << 20))
    {
      void *p = mmap (NULL, n * sizeof (double), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      /* as g_new0 () would (and big_free () could not tell the two apart) */
      if (p == MAP_FAILED)
        g_error ("hd-odds: cannot allocate %" G_GUINT64_FORMAT " bytes", n * (guint64) sizeof (double));
      madvise (p, n * sizeof (double), MADV_HUGEPAGE);
      return p;
    }
#endif
  return g_new0 (double, n);
}

static void
big_free (double *p, guint64 n)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  if (n * sizeof (double) >= (2u << 20))
    {
      munmap (p, n * sizeof (double));
      return;
    }
#endif
  g_free (p);
}

static guint64
kern_size (const Line *l)
{
  guint64 k = 0;
  for (guint c = 0; c < l->n_classes; c++)
    k += (guint64) (l->count[c] + 1) * cstates (l->count[c]);
  return MAX (k, 1);
}

static void
worker_init (Worker *wk, Blocks *bk)
{
  const guint64 ra = block_size (&bk->a, bk->a.count), rd = block_size (&bk->d, bk->d.count);
  /* a gathered tensor: a block's region (at most the line) by a block */
  const guint64 work = MAX (bk->a.size * rd, bk->d.size * ra);
  double *ka, *kd;

  memset (wk, 0, sizeof *wk);
  wk->bk = bk;
  for (guint c = 0; c < bk->a.n_classes; c++)
    wk->most = MAX (wk->most, bk->a.count[c]);
  for (guint c = 0; c < bk->d.n_classes; c++)
    wk->most = MAX (wk->most, bk->d.count[c]);
  wk->bands = bands_new (wk->most);
  for (guint side = 0; side < 2; side++)
    {
      wk->x[side] = g_new (double, work);
      wk->y[side] = g_new (double, work);
    }
  wk->wb = g_new (double, ra * rd);
  /* the terms within a block: fewer than the states of the line */
  wk->coef_a = g_new (double, bk->a.size);
  wk->coef_d = g_new (double, bk->d.size);
  ka = g_new (double, kern_size (&bk->a));
  kd = g_new (double, kern_size (&bk->d));
  for (guint c = 0; c < bk->a.n_classes; c++)
    {
      wk->kern_a[c] = ka;
      ka += (bk->a.count[c] + 1) * cstates (bk->a.count[c]);
    }
  for (guint c = 0; c < bk->d.n_classes; c++)
    {
      wk->kern_d[c] = kd;
      kd += (bk->d.count[c] + 1) * cstates (bk->d.count[c]);
    }
}

static void
worker_clear (Worker *wk)
{
  for (guint side = 0; side < 2; side++)
    {
      g_free (wk->x[side]);
      g_free (wk->y[side]);
    }
  g_free (wk->wb);
  bands_free (wk->bands, wk->most);
  g_free (wk->coef_a);
  g_free (wk->coef_d);
  if (wk->bk->a.n_classes > 0)
    g_free (wk->kern_a[0]);
  if (wk->bk->d.n_classes > 0)
    g_free (wk->kern_d[0]);
  skeleton_clear (&wk->ska);
  skeleton_clear (&wk->skd);
}

/* Shared skeletons of the defender's blocks up to this many guints. */
#define SHARED_SKELETONS_MAX (16u * 1000 * 1000)

static void
blocks_init (Blocks *bk, const HdBattleUnit *a, guint na, const HdBattleUnit *d, guint nd, gboolean like_targets,
             gboolean share, GCancellable *cancellable)
{
  guint m[HD_MAX_SHOTS] = { 0 };
  guint64 shared = 0;

  memset (bk, 0, sizeof *bk);
  line_init (&bk->a, a, na);
  line_init (&bk->d, d, nd);
  numbering_init (&bk->an, &bk->a);
  numbering_init (&bk->dn, &bk->d);
  bk->like_targets = like_targets;
  bk->positions = bk->a.size * bk->d.size;
  bk->vt = big_array (bk->positions);
  bk->w = big_array (bk->positions);
  bk->n_ablocks = 1;
  for (guint c = 0; c < bk->a.n_classes; c++)
    bk->n_ablocks *= bk->a.count[c] + 1;
  bk->n_dblocks = 1;
  for (guint c = 0; c < bk->d.n_classes; c++)
    bk->n_dblocks *= bk->d.count[c] + 1;
  do
    shared += skeleton_size (&bk->d, m);
  while (block_next (&bk->d, m));
  do
    shared += skeleton_size (&bk->a, m);
  while (block_next (&bk->a, m));
  if (share && shared <= SHARED_SKELETONS_MAX)
    {
      bk->dsk = g_new0 (Skeleton, bk->n_dblocks);
      do
        if (!block_empty (&bk->d, m))
          skeleton_init (&bk->dsk[block_number (&bk->dn, m)], &bk->dn, m);
      while (block_next (&bk->d, m));
      bk->ask = g_new0 (Skeleton, bk->n_ablocks);
      do
        if (!block_empty (&bk->a, m))
          skeleton_init (&bk->ask[block_number (&bk->an, m)], &bk->an, m);
      while (block_next (&bk->a, m));
    }
  g_mutex_init (&bk->lock);
  g_cond_init (&bk->cond);
  bk->cancellable = cancellable;
}

static void
blocks_clear (Blocks *bk)
{
  numbering_clear (&bk->an);
  numbering_clear (&bk->dn);
  big_free (bk->vt, bk->positions);
  big_free (bk->w, bk->positions);
  for (guint b = 0; bk->dsk != NULL && b < bk->n_dblocks; b++)
    skeleton_clear (&bk->dsk[b]);
  for (guint b = 0; bk->ask != NULL && b < bk->n_ablocks; b++)
    skeleton_clear (&bk->ask[b]);
  g_free (bk->dsk);
  g_free (bk->ask);
  g_free (bk->pending);
  g_free (bk->ready);
  g_mutex_clear (&bk->lock);
  g_cond_clear (&bk->cond);
}

/* The digits of block number @b (as block_next () counts). */
static void
block_of_number (const Numbering *nb, guint64 b, guint *n)
{
  for (guint c = 0; c < nb->l->n_classes; c++)
    {
      n[c] = (guint) (b / nb->brad[c]);
      b %= nb->brad[c];
    }
}

/* The skeleton of block @n of the attacker's line (@attacker) or the
 * defender's: the shared one, or one made in @wk. */
static const Skeleton *
skeleton_of (Worker *wk, gboolean attacker, const guint *n)
{
  Blocks *bk = wk->bk;
  const Numbering *nb = attacker ? &bk->an : &bk->dn;
  Skeleton *shared = attacker ? bk->ask : bk->dsk, *own = attacker ? &wk->ska : &wk->skd;

  if (shared != NULL)
    return &shared[block_number (nb, n)];
  skeleton_clear (own);
  skeleton_init (own, nb, n);
  return own;
}

/* Rounds 3 on with one thread: the attacker's blocks in order, each with
 * every block of the defender's in order. */
static void
run_in_order (Worker *wk)
{
  Blocks *bk = wk->bk;
  guint n[HD_MAX_SHOTS] = { 0 };

  do
    {
      guint m[HD_MAX_SHOTS] = { 0 };
      const Skeleton *ska;

      if (block_empty (&bk->a, n))
        continue;
      ska = skeleton_of (wk, TRUE, n);
      do   /* (no defender left: solve_pair () needs no skeleton of it) */
        solve_pair (wk, n, m, ska, block_empty (&bk->d, m) ? NULL : skeleton_of (wk, FALSE, m));
      while (block_next (&bk->d, m));
      if (bk->cancellable != NULL && g_cancellable_is_cancelled (bk->cancellable))
        {
          bk->cancelled = TRUE;
          return;
        }
    }
  while (block_next (&bk->a, n));
}

/* The tasks that wait for @t: one more unit alive in one class.  Returns
 * how many, in @out. */
static guint
task_successors (const Blocks *bk, guint t, guint *out)
{
  const guint b = t / bk->n_dblocks, mb = t % bk->n_dblocks;
  guint n[HD_MAX_SHOTS], m[HD_MAX_SHOTS], k = 0;

  block_of_number (&bk->an, b, n);
  block_of_number (&bk->dn, mb, m);
  for (guint c = 0; c < bk->a.n_classes; c++)
    if (n[c] < bk->a.count[c])
      out[k++] = (b + (guint) bk->an.brad[c]) * bk->n_dblocks + mb;
  for (guint c = 0; c < bk->d.n_classes; c++)
    if (m[c] < bk->d.count[c])
      out[k++] = b * bk->n_dblocks + mb + (guint) bk->dn.brad[c];
  return k;
}

/* Sets up the tasks of rounds 3 on for the threads: those of the
 * attacker's empty block (nobody left: V = W = 0) are done already. */
static void
tasks_init (Blocks *bk)
{
  const guint n_tasks = bk->n_ablocks * bk->n_dblocks;
  guint succ[2 * HD_MAX_SHOTS];

  bk->pending = g_new0 (guint, n_tasks);
  bk->ready = g_new (guint, n_tasks);
  for (guint t = 0; t < n_tasks; t++)
    if (t / bk->n_dblocks != 0)
      {
        const guint k = task_successors (bk, t, succ);
        for (guint j = 0; j < k; j++)
          bk->pending[succ[j]]++;
      }
  bk->n_left = n_tasks - bk->n_dblocks;
  for (guint t = n_tasks; t-- > bk->n_dblocks;)
    if (bk->pending[t] == 0)
      bk->ready[bk->n_ready++] = t;
}

/* A thread's share of rounds 3 on: it takes the tasks that are ready, and
 * when one is done makes ready those that waited only for it. */
static gpointer
worker_run (gpointer data)
{
  Worker *wk = data;
  Blocks *bk = wk->bk;
  guint succ[2 * HD_MAX_SHOTS];

  g_mutex_lock (&bk->lock);
  for (;;)
    {
      guint t, k;
      guint n[HD_MAX_SHOTS], m[HD_MAX_SHOTS];

      while (bk->n_ready == 0 && bk->n_left > 0 && !bk->cancelled)
        g_cond_wait (&bk->cond, &bk->lock);
      if (bk->n_left == 0 || bk->cancelled)
        break;
      t = bk->ready[--bk->n_ready];
      g_mutex_unlock (&bk->lock);

      block_of_number (&bk->an, t / bk->n_dblocks, n);
      block_of_number (&bk->dn, t % bk->n_dblocks, m);
      solve_pair (wk, n, m, &bk->ask[t / bk->n_dblocks], &bk->dsk[t % bk->n_dblocks]);
      k = task_successors (bk, t, succ);

      g_mutex_lock (&bk->lock);
      for (guint j = 0; j < k; j++)
        if (--bk->pending[succ[j]] == 0)
          bk->ready[bk->n_ready++] = succ[j];
      bk->n_left--;
      if (bk->cancellable != NULL && (bk->n_left & 63) == 0 && g_cancellable_is_cancelled (bk->cancellable))
        bk->cancelled = TRUE;
      g_cond_broadcast (&bk->cond);
    }
  g_mutex_unlock (&bk->lock);
  return NULL;
}


/* Rounds 1 and 2 when attackers crossed a river (5.34): the defender's
 * fire differs there, the attacker's does not.  V2 = the round-2 fire on
 * W (of rounds 3 on, which is also W2) over every pair of blocks; W1 =
 * the attacker's fire on V2 for the defender's starting block; V1 = the
 * round-1 fire on W1.  The starting position: states @a0 and @d0, rows
 * @wa0 and @wd0 of the last blocks. */
static double
odds_first_rounds (Worker *wk, guint round, gboolean attacker_next, guint64 a0, guint64 d0, guint wa0, guint wd0)
{
  Blocks *bk = wk->bk;
  const guint64 as = bk->a.size, ds = bk->d.size;
  const guint rd = block_size (&bk->d, bk->d.count), na0 = block_size (&bk->a, bk->a.count);
  const guint oa0 = bk->an.off[block_number (&bk->an, bk->a.count)];
  guint n[HD_MAX_SHOTS] = { 0 }, m[HD_MAX_SHOTS];
  double *v2t = big_array (bk->positions), *w1, miss, result;
  const Skeleton *ska, *skd;

  do
    {
      const guint na = block_size (&bk->a, n), oa = bk->an.off[block_number (&bk->an, n)];
      if (block_empty (&bk->a, n))
        continue;
      ska = skeleton_of (wk, TRUE, n);
      memset (m, 0, sizeof m);
      do
        {
          const guint nd = block_size (&bk->d, m), od = bk->dn.off[block_number (&bk->dn, m)];
          const double *yv;
          if (block_empty (&bk->d, m))
            {
              for (guint i = 0; i < na; i++)
                v2t[ds * oa + i] = 1;
              continue;
            }
          skd = skeleton_of (wk, FALSE, m);
          yv = fire_block (wk, 0, ska, &bk->a, n, &bk->d, m, TRUE, 2, bk->w + as * od, nd, 0, nd, wk->kern_a,
                           &miss);
          for (guint i = 0; i < na; i++)
            for (guint j = 0; j < nd; j++)
              v2t[ds * oa + skd->line[j] * na + i] = yv[(guint64) i * nd + j];
        }
      while (block_next (&bk->d, m));
    }
  while (block_next (&bk->a, n));
  if (round == 2)
    {
      result = v2t[ds * oa0 + d0 * na0 + wa0];
      big_free (v2t, bk->positions);
      return result;
    }

  w1 = g_new0 (double, as * rd);    /* [a * rd + the defender's row in its last block] */
  skd = skeleton_of (wk, FALSE, bk->d.count);   /* kept: only the attacker's are made below */
  memset (n, 0, sizeof n);
  do
    {
      const guint na = block_size (&bk->a, n), oa = bk->an.off[block_number (&bk->an, n)];
      const double *yw;
      if (block_empty (&bk->a, n))
        continue;
      ska = skeleton_of (wk, TRUE, n);
      yw = fire_block (wk, 1, skd, &bk->d, bk->d.count, &bk->a, n, FALSE, 1, v2t + ds * oa, na, 0, na, wk->kern_d,
                       &miss);
      for (guint j = 0; j < rd; j++)
        for (guint i = 0; i < na; i++)
          w1[ska->line[i] * rd + j] = yw[(guint64) j * na + i];
    }
  while (block_next (&bk->a, n));
  if (attacker_next)
    result = w1[a0 * rd + wd0];
  else
    {
      const double *yv;
      ska = skeleton_of (wk, TRUE, bk->a.count);
      yv = fire_block (wk, 0, ska, &bk->a, bk->a.count, &bk->d, bk->d.count, TRUE, 1, w1, rd, 0, rd, wk->kern_a,
                       &miss);
      result = yv[(guint64) wa0 * rd + wd0];
    }
  g_free (w1);
  big_free (v2t, bk->positions);
  return result;
}

/* Threads for battles with at least this many positions, at most as
 * many as processors and MAX_THREADS. */
#define THREADED_MIN_POSITIONS 20000
#define MAX_THREADS 4

/* The odds by blocks; FALSE when cancelled. */
static gboolean
odds_blocks (const HdBattleUnit *a, guint na, const HdBattleUnit *d, guint nd, gboolean like_targets, guint round,
             gboolean attacker_next, guint max_threads, gboolean share, GCancellable *cancellable, double *result)
{
  Blocks bk;
  Worker workers[MAX_THREADS];
  GThread *threads[MAX_THREADS] = { NULL };
  guint fa[HD_MAX_SHOTS], fd[HD_MAX_SHOTS], wa0, wd0;
  guint64 a0, d0;
  gboolean crossed = FALSE, cancelled;

  blocks_init (&bk, a, na, d, nd, like_targets, share, cancellable);
  /* the starting position: every unit alive, in the last block of each line */
  a0 = line_index (&bk.a, a, na, fa);
  d0 = line_index (&bk.d, d, nd, fd);
  wa0 = block_index (&bk.a, bk.a.count, fa);
  wd0 = block_index (&bk.d, bk.d.count, fd);
  for (guint i = 0; i < na; i++)
    crossed = crossed || a[i].crossed;

  /* rounds 3 on, every pair of blocks, shared among the processors when
   * the skeletons are */
  bk.n_workers = bk.positions >= THREADED_MIN_POSITIONS && bk.ask != NULL
                   ? CLAMP (g_get_num_processors (), 1, max_threads) : 1;
  for (guint t = 0; t < bk.n_workers; t++)
    worker_init (&workers[t], &bk);
  if (cancellable != NULL && g_cancellable_is_cancelled (cancellable))
    bk.cancelled = TRUE;
  else if (bk.n_workers == 1)
    run_in_order (&workers[0]);
  else
    {
      tasks_init (&bk);
      for (guint t = 1; t < bk.n_workers; t++)
        threads[t] = g_thread_new ("hd-odds", worker_run, &workers[t]);
      worker_run (&workers[0]);
      for (guint t = 1; t < bk.n_workers; t++)
        g_thread_join (threads[t]);
    }
  cancelled = bk.cancelled;

  if (cancelled)
    ;
  else if (!hd_battle_river_counts (TRUE, round, crossed) || (round == HD_RIVER_ROUNDS && attacker_next))
    {
      /* the same fire in every round (the attacker's always is) */
      const guint na0 = block_size (&bk.a, bk.a.count), nd0 = block_size (&bk.d, bk.d.count);
      const guint oa0 = bk.an.off[block_number (&bk.an, bk.a.count)];
      const guint od0 = bk.dn.off[block_number (&bk.dn, bk.d.count)];
      *result = attacker_next ? bk.w[bk.a.size * od0 + a0 * nd0 + wd0] : bk.vt[bk.d.size * oa0 + d0 * na0 + wa0];
    }
  else
    *result = odds_first_rounds (&workers[0], round, attacker_next, a0, d0, wa0, wd0);
  for (guint t = 0; t < bk.n_workers; t++)
    worker_clear (&workers[t]);
  blocks_clear (&bk);
  return !cancelled;
}

/* --------------------------------------------------------- the recursion */

/* The same odds by recursion over the positions reached, memoised in
 * hash tables; each fire's outcomes worked out from the units' own
 * default targets (hd_battle_line_assign), by groups of targets alike. */

typedef struct {
  guint64 stage, a, d;
} Position;

typedef struct {
  Line          a, d;
  gboolean      like_targets;
  GHashTable   *v, *w;        /* Position -> double */
  GCancellable *cancellable;
  gboolean      cancelled;
  guint         calls;
} Odds;

static guint
position_hash (gconstpointer p)
{
  const Position *x = p;
  /* the numbers are small and close together: mix them */
  guint64 h = (x->a * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15)) ^ (x->d * G_GUINT64_CONSTANT (0xC2B2AE3D27D4EB4F)) ^
              x->stage;
  return (guint) (h ^ (h >> 29));
}

static gboolean
position_equal (gconstpointer p, gconstpointer q)
{
  const Position *x = p, *y = q;
  return x->stage == y->stage && x->a == y->a && x->d == y->d;
}

static gboolean
memo_get (const Odds *o, gboolean v, guint stage, guint64 a, guint64 d, double *out)
{
  Position key = { stage, a, d };
  const double *found = g_hash_table_lookup (v ? o->v : o->w, &key);

  if (found != NULL)
    *out = *found;
  return found != NULL;
}

static void
memo_put (Odds *o, gboolean v, guint stage, guint64 a, guint64 d, double value)
{
  Position *key = g_new (Position, 1);
  double *stored = g_new (double, 1);

  *key = (Position) { stage, a, d };
  *stored = value;
  g_hash_table_insert (v ? o->v : o->w, key, stored);
}

static double
factorial (guint n)
{
  static const double table[] = { 1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880, 3628800 };
  double r = 1;
  if (n < G_N_ELEMENTS (table))
    return table[n];
  for (guint i = 2; i <= n; i++)
    r *= i;
  return r;
}

static double
power (double x, guint k)
{
  double r = 1;
  while (k-- > 0)
    r *= x;
  return r;
}

typedef void (*OutcomeFunc) (guint64 index, double p, gpointer data);

typedef struct {
  guint  cls, health;
  guint  m;            /* how many */
  double q0, q1;       /* one member: no hit, exactly one hit */
} Group;

typedef struct {
  const Line *l;
  double     *dist;    /* class c: [f * (count + 1) + r] */
  guint      *offset;
  OutcomeFunc each;
  gpointer    data;
} Walk;

static void
walk_classes (Walk *w, guint c, guint64 index, double p)
{
  guint n;

  if (p <= 1e-15)
    return;
  if (c == w->l->n_classes)
    {
      w->each (index, p, w->data);
      return;
    }
  n = w->l->count[c];
  for (guint f = 0; f <= n; f++)
    for (guint r = 0; f + r <= n; r++)
      {
        double q = w->dist[w->offset[c] + f * (n + 1) + r];
        if (q > 0)
          walk_classes (w, c + 1, index + cstate (f + r, f) * w->l->radix[c], p * q);
      }
}

/* Adds a group's fates to its class's distribution of (full, reduced). */
static void
class_add_group (double *d, guint n, const Group *gr)
{
  double out[(HD_MAX_SHOTS + 1) * (HD_MAX_SHOTS + 1)];
  double q2 = MAX (0.0, 1 - gr->q0 - gr->q1);
  guint w = n + 1;

  memset (out, 0, sizeof (double) * w * w);
  for (guint f = 0; f <= n; f++)
    for (guint r = 0; f + r <= n; r++)
      {
        double here = d[f * w + r];
        if (here == 0)
          continue;
        if (gr->health == 1)
          for (guint k0 = 0; k0 <= gr->m && r + k0 <= n; k0++)
            out[f * w + r + k0] += here * factorial (gr->m) / (factorial (k0) * factorial (gr->m - k0)) *
                                   power (gr->q0, k0) * power (1 - gr->q0, gr->m - k0);
        else
          for (guint k0 = 0; k0 <= gr->m; k0++)
            for (guint k1 = 0; k0 + k1 <= gr->m; k1++)
              if (f + k0 <= n && r + k1 <= n)
                out[(f + k0) * w + r + k1] += here * factorial (gr->m) /
                                              (factorial (k0) * factorial (k1) * factorial (gr->m - k0 - k1)) *
                                              power (gr->q0, k0) * power (gr->q1, k1) * power (q2, gr->m - k0 - k1);
      }
  memcpy (d, out, sizeof (double) * w * w);
}

/* Line @sl in state @si fires at line @tl in state @ti with the default
 * targets: @each gets every state the targets may be left in. */
static void
fire_outcomes (const Line *sl, guint64 si, const Line *tl, guint64 ti, gboolean defender_fires, guint round,
               gboolean like_targets, OutcomeFunc each, gpointer data)
{
  HdBattleUnit s[HD_MAX_SHOTS], t[HD_MAX_SHOTS];
  guint ns = line_units (sl, si, s), nt = line_units (tl, ti, t);
  guint target[HD_MAX_SHOTS] = { 0 }, offset[HD_MAX_SHOTS], cells = 0;
  double q0[HD_MAX_SHOTS], q1[HD_MAX_SHOTS];
  Group groups[HD_MAX_SHOTS];
  guint ng = 0;
  Walk w;

  hd_battle_line_assign (s, ns, t, nt, defender_fires, round, like_targets, target);
  for (guint j = 0; j < nt; j++)
    {
      q0[j] = 1;
      q1[j] = 0;
    }
  for (guint i = 0; i < ns; i++)
    {
      guint j = target[i];
      double p = hd_battle_hit_chance (hd_battle_unit_need (&s[i], &t[j], defender_fires, round));
      q1[j] = q1[j] * (1 - p) + q0[j] * p;
      q0[j] *= 1 - p;
    }
  for (guint j = 0; j < nt; j++)
    {
      gboolean found = FALSE;
      for (guint k = 0; k < ng && !found; k++)
        if (groups[k].cls == t[j].cls && groups[k].health == (guint) t[j].health && groups[k].q0 == q0[j] &&
            groups[k].q1 == q1[j])
          {
            groups[k].m++;
            found = TRUE;
          }
      if (!found)
        groups[ng++] = (Group) { t[j].cls, (guint) t[j].health, 1, q0[j], q1[j] };
    }
  for (guint c = 0; c < tl->n_classes; c++)
    {
      offset[c] = cells;
      cells += (tl->count[c] + 1) * (tl->count[c] + 1);
    }
  w.l = tl;
  w.each = each;
  w.data = data;
  w.offset = offset;
  w.dist = g_new0 (double, MAX (cells, 1));
  for (guint c = 0; c < tl->n_classes; c++)
    w.dist[offset[c]] = 1;   /* (0, 0): nobody hit yet */
  for (guint k = 0; k < ng; k++)
    class_add_group (w.dist + offset[groups[k].cls], tl->count[groups[k].cls], &groups[k]);
  walk_classes (&w, 0, 0, 1.0);
  g_free (w.dist);
}

static double solve_v (Odds *o, guint64 ia, guint64 id, guint stage);

typedef struct {
  Odds    *o;
  guint64  ia, id;
  guint    stage;
  gboolean self_mode;
  double   sum, self;
} WAcc;

static void
w_outcome (guint64 id2, double p, gpointer data)
{
  WAcc *acc = data;

  if (id2 == 0)
    acc->sum += p;            /* no defender left: the attacker has won */
  else if (acc->self_mode && id2 == acc->id)
    acc->self += p;
  else
    acc->sum += p * solve_v (acc->o, acc->ia, id2, MIN (acc->stage + 1, 3));
}

/* W; in @self_mode (round 3 on, nobody hit by the defender) without the
 * term that leads back to V itself, whose weight goes to *@self. */
static double
solve_w (Odds *o, guint64 ia, guint64 id, guint stage, gboolean self_mode, double *self)
{
  WAcc acc = { o, ia, id, stage, self_mode, 0, 0 };
  double known;

  if (!self_mode && memo_get (o, FALSE, stage, ia, id, &known))
    return known;
  fire_outcomes (&o->a, ia, &o->d, id, FALSE, stage, o->like_targets, w_outcome, &acc);
  if (self_mode)
    *self = acc.self;
  else
    memo_put (o, FALSE, stage, ia, id, acc.sum);
  return acc.sum;
}

typedef struct {
  Odds    *o;
  guint64  ia, id;
  guint    stage;
  double   sum, loop_a, loop_w, loop_d;
} VAcc;

static void
v_outcome (guint64 ia2, double p, gpointer data)
{
  VAcc *acc = data;

  if (ia2 == 0)
    return;                   /* no attacker left: the defender has won */
  if (acc->stage == 3 && ia2 == acc->ia)
    {
      acc->loop_a += p;
      acc->loop_w = solve_w (acc->o, ia2, acc->id, 3, TRUE, &acc->loop_d);
      return;
    }
  acc->sum += p * solve_w (acc->o, ia2, acc->id, acc->stage, FALSE, NULL);
}

static double
solve_v (Odds *o, guint64 ia, guint64 id, guint stage)
{
  VAcc acc = { o, ia, id, stage, 0, 0, 0, 0 };
  double result;

  if (memo_get (o, TRUE, stage, ia, id, &result))
    return result;
  if (o->cancelled || (o->cancellable != NULL && (o->calls++ & 1023) == 0 &&
                       g_cancellable_is_cancelled (o->cancellable)))
    {
      o->cancelled = TRUE;
      return 0;
    }
  fire_outcomes (&o->d, id, &o->a, ia, TRUE, stage, o->like_targets, v_outcome, &acc);
  /* V = sum + P(A' = A) (W' + P(D' = D) V) */
  if (acc.loop_a * acc.loop_d >= 1.0 - 1e-12)
    result = 0;               /* nobody can hit anybody: no winner */
  else
    result = (acc.sum + acc.loop_a * acc.loop_w) / (1.0 - acc.loop_a * acc.loop_d);
  memo_put (o, TRUE, stage, ia, id, result);
  return result;
}

static gboolean
odds_recursion (const HdBattleUnit *a, guint na, const HdBattleUnit *d, guint nd, gboolean like_targets, guint round,
                gboolean attacker_next, GCancellable *cancellable, double *result)
{
  Odds o = { 0 };
  guint stage = MIN (round, 3);

  line_init (&o.a, a, na);
  line_init (&o.d, d, nd);
  /* the units' classes, as fire_outcomes groups them */
  o.like_targets = like_targets;
  o.cancellable = cancellable;
  o.v = g_hash_table_new_full (position_hash, position_equal, g_free, g_free);
  o.w = g_hash_table_new_full (position_hash, position_equal, g_free, g_free);
  if (attacker_next)
    *result = solve_w (&o, line_index (&o.a, a, na, NULL), line_index (&o.d, d, nd, NULL), stage, FALSE, NULL);
  else
    *result = solve_v (&o, line_index (&o.a, a, na, NULL), line_index (&o.d, d, nd, NULL), stage);
  g_hash_table_unref (o.v);
  g_hash_table_unref (o.w);
  return !o.cancelled;
}

/* ------------------------------------------------------------ the API */

double
hd_odds_attacker_wins (const HdState *state)
{
  return hd_odds_attacker_wins_cancellable (state, NULL);
}

/* Whether the exact odds cannot follow @state's battle, and why (in @why,
 * if not NULL): with battles by days (Advanced 7.0) the leadership of
 * days to come is a die not yet rolled, with battlefield morale (Advanced
 * 8.1) every check and rally; leaders' pluses (Advanced 8.2.2) go where
 * the players put them each round.  Those battles are sampled, with the
 * companion's own choices. */
static gboolean
dice_to_come (const HdState *state, HdOdds *why)
{
  gboolean days = hd_state_has_option (state, "advanced-7.0");
  gboolean morale = hd_state_has_option (state, "advanced-8.1");
  gboolean leaders = hd_leader_battle_value (state, HD_SIDE_UNION) + hd_leader_battle_value (state, HD_SIDE_CONFEDERATE) > 0;

  if (why != NULL)
    {
      why->days = days;
      why->morale = morale;
      why->leaders = leaders;
    }
  return days || morale || leaders;
}

/* The same, giving up (with 0) when @cancellable is cancelled: big battles
 * take a while, and a window asks again after every shot. */
double
hd_odds_attacker_wins_cancellable (const HdState *state,
                                   GCancellable  *cancellable)
{
  double p;

  if (dice_to_come (state, NULL))
    return -1;
  p = hd_odds_by_method (state, HD_ODDS_BLOCKS, cancellable);
  /* a sure win sums to 1 only up to rounding (1.0000000000000002 was
   * seen): a chance is never shown above 1 */
  return p < 0 ? p : MIN (p, 1.0);
}

/* The two lines of @state's battle, compacted (attacker in @a, defender
 * in @d); FALSE when no battle is under way. */
static gboolean
battle_lines (const HdState *state, HdBattleUnit *a, guint *na, HdBattleUnit *d, guint *nd)
{
  if (state->battle_box == HD_NO_BOX)
    return FALSE;
  *na = hd_battle_line_compact (a, hd_battle_line_get (state, state->player, a));
  *nd = hd_battle_line_compact (d, hd_battle_line_get (state, hd_side_get_enemy (state->player), d));
  return TRUE;
}

/* The positions of two lines' states of health together, saturated. */
static guint64
positions_of (const HdBattleUnit *a, guint na, const HdBattleUnit *d, guint nd)
{
  Line la, ld;

  line_init (&la, a, na);
  line_init (&ld, d, nd);
  return la.size > G_MAXUINT64 / ld.size ? G_MAXUINT64 : la.size * ld.size;
}

guint64
hd_odds_positions (const HdState *state)
{
  HdBattleUnit a[HD_MAX_SHOTS], d[HD_MAX_SHOTS];
  guint na, nd;

  g_return_val_if_fail (state != NULL, 0);
  if (!battle_lines (state, a, &na, d, &nd) || na == 0 || nd == 0)
    return 0;
  return positions_of (a, na, d, nd);
}

double
hd_odds_by_method (const HdState *state,
                   HdOddsMethod   method,
                   GCancellable  *cancellable)
{
  HdBattleUnit a[HD_MAX_SHOTS], d[HD_MAX_SHOTS];
  guint na, nd;
  gboolean like, attacker_next, done;
  double p = 0;

  g_return_val_if_fail (state != NULL, 0);
  if (!battle_lines (state, a, &na, d, &nd))
    return 0;
  if (na == 0 || nd == 0)
    return nd == 0 ? 1 : 0;
  like = hd_state_has_option (state, "5.2");
  attacker_next = state->battle_firing == state->player;
  if (method == HD_ODDS_RECURSION)
    done = odds_recursion (a, na, d, nd, like, state->battle_round, attacker_next, cancellable, &p);
  else if (positions_of (a, na, d, nd) <= BLOCK_MAX_POSITIONS)
    done = odds_blocks (a, na, d, nd, like, state->battle_round, attacker_next,
                        method == HD_ODDS_BLOCKS ? MAX_THREADS : 1, method != HD_ODDS_BLOCKS_UNSHARED, cancellable, &p);
  else
    return -1;   /* too big: the recursion would take hours and all the memory */
  return done ? p : 0;
}

void
hd_odds_hit_distribution (const HdState *state,
                          const HdShot  *shots,
                          guint          n_shots,
                          double        *out)
{
  g_return_if_fail (state != NULL && out != NULL);
  for (guint k = 0; k <= n_shots; k++)
    out[k] = 0;
  out[0] = 1;
  for (guint k = 0; k < n_shots; k++)
    {
      HdShotNeed need;
      double p = 0;
      if (hd_battle_shot_need_for (state, &shots[k], &need))
        p = hd_battle_hit_chance (need.value);
      for (guint h = k + 1; h > 0; h--)
        out[h] = out[h] * (1 - p) + out[h - 1] * p;
      out[0] *= 1 - p;
    }
}

/* ------------------------------------------------------------ sampling */

/* The sampled odds: the battle played out many times with random dice,
 * each step through the battle rules' own functions (the default fire,
 * hd_battle_line_default_fire; the hit, hd_battle_shot_hits; the order
 * of fire, hd_battle_next_fire; the winner, hd_battle_winner_of; the
 * day's leadership, hd_battle_leadership_of_die; the morale check,
 * hd_morale_unit_routs; the rally's time, hd_morale_rally_time).  Only
 * the choices the players would make are the companion's: the default
 * targets, the leaders' pluses where they help, the strongest routed
 * unit rallied, never a retreat or a reinforcement (5.0).
 *
 * A sampled battle keeps only its two lines, its routed units and a few
 * numbers, copied from the set-up for each battle.  The default fire, as
 * indices into the two lines (each sorted by class, then health), depends
 * only on the number of units alive in each class of either line, who
 * fires, the round (a river counts in rounds 1 and 2, 5.34) and how many
 * may fire: the targets never look at health, which only orders the
 * units within a class (hd_battle_line_allot, the block method above;
 * tests/analysis/test-odds.c checks it).  Sampled battles pass through the same
 * numbers again and again, so each one's fire is worked out once and
 * kept (FireCache). */

/* The dice: xoshiro128** (Blackman and Vigna), seeded by splitmix64, and
 * a die of 1 to 6 by Lemire's multiply-and-reject, without bias. */
typedef struct {
  guint32 s[4];
} Dice;

static inline guint32
rotl32 (guint32 x, int k)
{
  return (x << k) | (x >> (32 - k));
}

static void
dice_seed (Dice *r, guint32 seed)
{
  guint64 z = seed;

  for (guint i = 0; i < 4; i += 2)
    {
      guint64 x;
      z += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
      x = z;
      x = (x ^ (x >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
      x = (x ^ (x >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
      x ^= x >> 31;
      r->s[i] = (guint32) x;
      r->s[i + 1] = (guint32) (x >> 32);
    }
}

static inline guint32
dice_next (Dice *r)
{
  guint32 out = rotl32 (r->s[1] * 5, 7) * 9, t = r->s[1] << 9;

  r->s[2] ^= r->s[0];
  r->s[3] ^= r->s[1];
  r->s[1] ^= r->s[2];
  r->s[0] ^= r->s[3];
  r->s[2] ^= t;
  r->s[3] = rotl32 (r->s[3], 11);
  return out;
}

static inline guint
dice_roll (Dice *r)
{
  for (;;)
    {
      guint64 m = (guint64) dice_next (r) * 6;
      /* 2^32 mod 6 = 4: the lowest four of each sixth are rejected */
      if ((guint32) m >= 4)
        return (guint) (m >> 32) + 1;
    }
}

/* A position's default fire, kept: open addressing on a hash of the key
 * (who fires, the round, the limit, the numbers alive in each class); the
 * keys and their aims in one growing arena.  Full, it stops keeping. */
#define FIRE_KEY_MAX (2 + 2 * 2 * HD_MAX_SHOTS)
#define FIRE_CACHE_MAX_SLOTS (1u << 20)
/* aims are read in place from the arena, at any byte */
G_STATIC_ASSERT (G_ALIGNOF (HdBattleAim) == 1);
#define FIRE_CACHE_MAX_BYTES (48u << 20)

typedef struct {
  guint64 *hash;     /* 0: empty */
  guint32 *at;       /* where its record starts in @arena */
  guint    n_slots, n_used;
  guint8  *arena;    /* records: key length, shots, key, aims */
  gsize    size, room;
} FireCache;

static void
fire_cache_init (FireCache *c)
{
  c->n_slots = 4096;
  c->n_used = 0;
  c->hash = g_new0 (guint64, c->n_slots);
  c->at = g_new (guint32, c->n_slots);
  c->room = 1 << 16;
  c->size = 0;
  c->arena = g_malloc (c->room);
}

static void
fire_cache_clear (FireCache *c)
{
  g_free (c->hash);
  g_free (c->at);
  g_free (c->arena);
}

static guint64
fire_key_hash (const guint8 *key, guint len)
{
  guint64 h = G_GUINT64_CONSTANT (0xcbf29ce484222325);

  for (guint i = 0; i < len; i++)
    h = (h ^ key[i]) * G_GUINT64_CONSTANT (0x100000001b3);
  h ^= h >> 29;
  return h | 1;   /* never 0, the empty slot */
}

/* The kept aims of @key, or NULL and the slot it would take in @slot. */
static const HdBattleAim *
fire_cache_find (const FireCache *c, const guint8 *key, guint len, guint64 h, guint *n_aims, guint *slot)
{
  guint i = (guint) h & (c->n_slots - 1);

  for (; c->hash[i] != 0; i = (i + 1) & (c->n_slots - 1))
    {
      const guint8 *rec = c->arena + c->at[i];
      if (c->hash[i] == h && rec[0] == len && memcmp (rec + 2, key, len) == 0)
        {
          *n_aims = rec[1];
          return (const HdBattleAim *) (rec + 2 + len);
        }
    }
  *slot = i;
  return NULL;
}

static void
fire_cache_grow (FireCache *c)
{
  guint n = c->n_slots * 2;
  guint64 *hash = g_new0 (guint64, n);
  guint32 *at = g_new (guint32, n);

  for (guint i = 0; i < c->n_slots; i++)
    if (c->hash[i] != 0)
      {
        guint j = (guint) c->hash[i] & (n - 1);
        while (hash[j] != 0)
          j = (j + 1) & (n - 1);
        hash[j] = c->hash[i];
        at[j] = c->at[i];
      }
  g_free (c->hash);
  g_free (c->at);
  c->hash = hash;
  c->at = at;
  c->n_slots = n;
}

/* Keeps @aims for @key in @slot, unless the cache is full. */
static void
fire_cache_put (FireCache *c, const guint8 *key, guint len, guint64 h, guint slot, const HdBattleAim *aims, guint n)
{
  gsize need = 2 + len + n * sizeof (HdBattleAim);
  guint8 *rec;

  if (c->size + need > FIRE_CACHE_MAX_BYTES || (c->n_used + 1) * 2 > FIRE_CACHE_MAX_SLOTS)
    return;
  if (c->size + need > c->room)
    {
      c->room = MIN (MAX (c->room * 2, c->size + need), FIRE_CACHE_MAX_BYTES);
      c->arena = g_realloc (c->arena, c->room);
    }
  rec = c->arena + c->size;
  rec[0] = (guint8) len;
  rec[1] = (guint8) n;
  memcpy (rec + 2, key, len);
  memcpy (rec + 2 + len, aims, n * sizeof (HdBattleAim));
  c->hash[slot] = h;
  c->at[slot] = (guint32) c->size;
  c->size += need;
  c->n_used++;
  if (c->n_used * 2 > c->n_slots)
    fire_cache_grow (c);
}

/* A battle being sampled: the two lines ([0] the attacker's, [1] the
 * defender's, each compacted), the routed units set aside (Advanced
 * 8.1), and where the battle stands. */
typedef struct {
  HdBattleUnit line[2][HD_MAX_SHOTS];
  HdBattleUnit routed[2][HD_MAX_SHOTS];
  guint        n[2], n_routed[2];
  guint        round;
  gboolean     defender_fires;
  guint        lead_day[2], lead_value[2];   /* Advanced 7.0 */
  guint        rally_day[2];                 /* Advanced 8.11 */
} Fight;

/* What every sampled battle of a position starts from and obeys. */
typedef struct {
  Fight     start;
  gboolean  due[2][HD_MAX_SHOTS];   /* the morale checks the position owes */
  HdSide    side[2];
  guint     year;
  gboolean  like, days, morale;
  gboolean  crossed;                /* a unit crossed a river side (5.34) */
  guint     n_classes[2];
  guint     plus[2], pieces[2];     /* the leaders at the battle (Advanced 8.2.2) */
  FireCache cache;
} Sampler;

/* Numbers the classes of a side's units (those fighting and those
 * routed) in their cls field: units alike in everything the fire reads
 * share a number.  The coastal garrison is a class of its own. */
static guint
number_classes (HdBattleUnit *line, guint n, HdBattleUnit *routed, guint n_routed)
{
  HdBattleUnit seen[2 * HD_MAX_SHOTS];
  guint n_seen = 0;

  for (guint k = 0; k < n + n_routed; k++)
    {
      HdBattleUnit *u = k < n ? &line[k] : &routed[k - n];
      guint c = 0;
      while (c < n_seen && !(hd_battle_unit_compare_class (&seen[c], u) == 0 && seen[c].cavalry == u->cavalry &&
                             (seen[c].id == HD_GARRISON_ID) == (u->id == HD_GARRISON_ID)))
        c++;
      if (c == n_seen)
        seen[n_seen++] = *u;
      u->cls = c;
    }
  return n_seen;
}

static gboolean
contains_id (GArray *ids, guint id)
{
  for (guint i = 0; i < ids->len; i++)
    if (g_array_index (ids, guint, i) == id)
      return TRUE;
  return FALSE;
}

/* The position @state's battle as a sampler's start. */
static void
sampler_init (Sampler *sp, const HdState *state)
{
  Fight *f = &sp->start;
  g_autoptr(GArray) due = NULL;

  memset (sp, 0, sizeof *sp);
  sp->side[0] = state->player;
  sp->side[1] = hd_side_get_enemy (state->player);
  sp->year = hd_command_year (state->turn);
  sp->like = hd_state_has_option (state, "5.2");
  sp->days = hd_state_has_option (state, "advanced-7.0");
  sp->morale = hd_state_has_option (state, "advanced-8.1");
  f->round = state->battle_round;
  f->defender_fires = state->battle_firing != state->player;
  if (sp->morale && hd_morale_get_checks (state, &due) != HD_CHECK_MORALE)
    g_clear_pointer (&due, g_array_unref);
  for (guint k = 0; k < 2; k++)
    {
      HdSide side = sp->side[k];
      f->n[k] = hd_battle_line_compact (f->line[k], hd_battle_line_get (state, side, f->line[k]));
      f->n_routed[k] = sp->morale ? hd_battle_line_get_routed (state, side, f->routed[k]) : 0;
      sp->n_classes[k] = number_classes (f->line[k], f->n[k], f->routed[k], f->n_routed[k]);
      for (guint j = 0; j < f->n[k]; j++)
        {
          sp->due[k][j] = due != NULL && contains_id (due, f->line[k][j].id);
          sp->crossed |= f->line[k][j].crossed;
        }
      for (guint j = 0; j < f->n_routed[k]; j++)
        sp->crossed |= f->routed[k][j].crossed;
      f->lead_day[k] = state->lead_day[side];
      f->lead_value[k] = state->lead_value[side];
      f->rally_day[k] = state->rally_day[side];
      sp->plus[k] = hd_leader_battle_value (state, side);
      sp->pieces[k] = hd_leader_battle_pieces (state, side);
    }
}

/* A 64-bit hash of everything a position's battles start from (the
 * units by what they are, not by number): the seed of its sampled
 * battles, folded, and hd_odds_fingerprint(). */
static guint64
sampler_hash (const Sampler *sp)
{
  const Fight *f = &sp->start;
  guint64 h = G_GUINT64_CONSTANT (0xcbf29ce484222325);
#define MIX(x) (h = (h ^ (guint64) (x)) * G_GUINT64_CONSTANT (0x100000001b3))

  for (guint k = 0; k < 2; k++)
    {
      MIX (sp->side[k]);
      MIX (f->n[k]);
      for (guint j = 0; j < f->n[k]; j++)
        {
          const HdBattleUnit *u = &f->line[k][j];
          MIX (u->id == HD_GARRISON_ID);
          MIX (u->kind);
          MIX ((u->entrenched ? 1 : 0) | (u->crossed ? 2 : 0) | (u->cavalry ? 4 : 0) | (sp->due[k][j] ? 8 : 0));
          MIX (u->health);
          MIX (u->value);
        }
      MIX (f->n_routed[k]);
      for (guint j = 0; j < f->n_routed[k]; j++)
        {
          MIX (f->routed[k][j].kind);
          MIX ((f->routed[k][j].entrenched ? 1 : 0) | (f->routed[k][j].crossed ? 2 : 0));
          MIX (f->routed[k][j].value);
        }
      MIX (f->lead_day[k]);
      MIX (f->lead_value[k]);
      MIX (f->rally_day[k]);
      MIX (sp->plus[k]);
      MIX (sp->pieces[k]);
    }
  MIX (f->round);
  MIX (f->defender_fires);
  MIX (sp->year);
  MIX (sp->like | (sp->days << 1) | (sp->morale << 2));
#undef MIX
  return h;
}

/* The seed of a position's sampled battles, so that the same battle gets
 * the same figure wherever it is asked for (the app's panels, the
 * command line). */
static guint32
fold_seed (guint64 h)
{
  return (guint32) (h ^ (h >> 32));
}

static guint32
sampler_seed (const Sampler *sp)
{
  return fold_seed (sampler_hash (sp));
}

/* The default fire of side @k's line now, worked out once a position. */
static const HdBattleAim *
sampler_fire (Sampler *sp, const Fight *f, guint k, guint limit, HdBattleAim *scratch, guint *n_aims)
{
  const HdBattleUnit *s = f->line[k], *t = f->line[1 - k];
  guint ns = f->n[k], nt = f->n[1 - k], len = 2, slot = 0;
  /* without a river crossed, rounds 1 and 2 fire as the others (5.34) */
  guint round = sp->crossed ? MIN (f->round, HD_RIVER_ROUNDS + 1) : HD_RIVER_ROUNDS + 1;
  guint8 key[FIRE_KEY_MAX];
  const HdBattleAim *kept;
  guint64 h;

  /* a limit of the line's size or more lets all fire, the strongest first */
  if (limit != HD_BATTLE_ALL_FIRE)
    limit = MIN (limit, ns);
  key[0] = (guint8) ((f->defender_fires ? 1 : 0) | round << 1);
  key[1] = (guint8) MIN (limit, 255);
  memset (key + len, 0, sp->n_classes[0] + sp->n_classes[1]);
  for (guint i = 0; i < ns; i++)
    key[len + s[i].cls]++;
  len += sp->n_classes[k];
  for (guint j = 0; j < nt; j++)
    key[len + t[j].cls]++;
  len += sp->n_classes[1 - k];
  h = fire_key_hash (key, len);
  kept = fire_cache_find (&sp->cache, key, len, h, n_aims, &slot);
  if (kept != NULL)
    return kept;
  *n_aims = hd_battle_line_default_fire (s, ns, t, nt, f->defender_fires, round, sp->like, limit, sp->plus[k],
                                         sp->pieces[k], scratch);
  fire_cache_put (&sp->cache, key, len, h, slot, scratch, *n_aims);
  return scratch;
}

/* A unit of line @k at @j checks its morale (Advanced 8.1) and, if it
 * routs, leaves the line for the routed (health 0 until compacted). */
static void
fight_check (const Sampler *sp, Fight *f, Dice *dice, guint k, guint j)
{
  HdBattleUnit *u = &f->line[k][j];

  if (hd_morale_unit_routs (u->kind, u->entrenched, sp->year, dice_roll (dice)) && f->n_routed[k] < HD_MAX_SHOTS)
    {
      f->routed[k][f->n_routed[k]++] = *u;
      u->health = 0;
    }
}

/* Advanced 8.11: side @k rallies its strongest routed unit, if it has one. */
static void
fight_rally (Fight *f, guint k)
{
  guint best = 0;

  if (f->n_routed[k] == 0 || f->n[k] >= HD_MAX_SHOTS)
    return;
  for (guint i = 1; i < f->n_routed[k]; i++)
    if (f->routed[k][i].value > f->routed[k][best].value)
      best = i;
  f->line[k][f->n[k]++] = f->routed[k][best];
  f->routed[k][best] = f->routed[k][--f->n_routed[k]];
  f->n[k] = hd_battle_line_compact (f->line[k], f->n[k]);
}

/* The start of a battle round's fire: the rallies of a new day (the
 * defender's first, Advanced 8.11), then the day's leadership of each
 * side not yet rolled (Advanced 7.0). */
static void
fight_new_fire (const Sampler *sp, Fight *f, Dice *dice)
{
  guint day = hd_battle_day_of_round (f->round);

  for (guint k = 2; k-- > 0 && sp->morale;)
    if (hd_morale_rally_time (f->round, f->defender_fires, f->rally_day[k]))
      {
        f->rally_day[k] = day;
        fight_rally (f, k);
      }
  for (guint k = 2; k-- > 0 && sp->days;)
    if (f->lead_day[k] != day)
      {
        f->lead_value[k] = hd_battle_leadership_of_die (dice_roll (dice), sp->year, sp->side[k], day, f->lead_day[k],
                                                        f->lead_value[k]);
        f->lead_day[k] = day;
      }
}

/* One side's fire: the default targets, a die a shot, and the morale
 * checks of the units it flipped. */
static void
fight_fire (Sampler *sp, Fight *f, Dice *dice)
{
  guint k = f->defender_fires ? 1 : 0, n_aims;
  HdBattleUnit *t = f->line[1 - k];
  HdBattleAim scratch[HD_MAX_SHOTS];
  gboolean flipped[HD_MAX_SHOTS] = { FALSE };
  guint limit = sp->days ? hd_battle_firing_limit_of (f->lead_value[k] + sp->plus[k]) : HD_BATTLE_ALL_FIRE;
  const HdBattleAim *aims = sampler_fire (sp, f, k, limit, scratch, &n_aims);

  for (guint i = 0; i < n_aims; i++)
    {
      HdBattleUnit *tg = &t[aims[i].target];
      if (hd_battle_shot_hits (aims[i].need, dice_roll (dice)) &&
          hd_battle_unit_take_hit (&tg->health, tg->id == HD_GARRISON_ID) == HD_HIT_FLIPPED)
        flipped[aims[i].target] = TRUE;
    }
  /* the units flipped and not eliminated since check their morale */
  for (guint j = 0; j < f->n[1 - k] && sp->morale; j++)
    if (flipped[j] && t[j].health > 0)
      fight_check (sp, f, dice, 1 - k, j);
  f->n[1 - k] = hd_battle_line_compact (t, f->n[1 - k]);
  hd_battle_next_fire (&f->defender_fires, &f->round);
}

/* One battle played out from the sampler's start: whether the attacker
 * wins (within 400 fires; none has lasted so long). */
static gboolean
sample_battle (Sampler *sp, Dice *dice)
{
  Fight f;
  HdSide winner = HD_SIDE_NEUTRAL;

  for (guint k = 0; k < 2; k++)
    {
      f.n[k] = sp->start.n[k];
      f.n_routed[k] = sp->start.n_routed[k];
      memcpy (f.line[k], sp->start.line[k], f.n[k] * sizeof (HdBattleUnit));
      memcpy (f.routed[k], sp->start.routed[k], f.n_routed[k] * sizeof (HdBattleUnit));
      f.lead_day[k] = sp->start.lead_day[k];
      f.lead_value[k] = sp->start.lead_value[k];
      f.rally_day[k] = sp->start.rally_day[k];
    }
  f.round = sp->start.round;
  f.defender_fires = sp->start.defender_fires;
  /* the morale checks the position still owes (Advanced 8.1) */
  for (guint k = 0; k < 2 && sp->morale; k++)
    {
      for (guint j = 0; j < f.n[k]; j++)
        if (sp->due[k][j])
          fight_check (sp, &f, dice, k, j);
      f.n[k] = hd_battle_line_compact (f.line[k], f.n[k]);
    }
  for (guint step = 0; step < 400; step++)
    {
      if ((winner = hd_battle_winner_of (f.n[0], f.n[1], sp->side[0])) != HD_SIDE_NEUTRAL)
        break;
      fight_new_fire (sp, &f, dice);
      fight_fire (sp, &f, dice);
    }
  return winner == sp->side[0];
}

/* @n_battles sampled from @state with @seed; FALSE when cancelled. */
static gboolean
sample (const HdState *state, guint n_battles, gboolean seeded, guint32 seed, GCancellable *cancellable, double *p)
{
  g_autofree Sampler *sp = g_new (Sampler, 1);
  Dice dice;
  guint wins = 0, b;

  sampler_init (sp, state);
  fire_cache_init (&sp->cache);
  dice_seed (&dice, seeded ? seed : sampler_seed (sp));
  for (b = 0; b < n_battles; b++)
    {
      if (b % 1024 == 0 && g_cancellable_is_cancelled (cancellable))
        break;
      wins += sample_battle (sp, &dice);
    }
  fire_cache_clear (&sp->cache);
  *p = (double) wins / n_battles;
  return b == n_battles;
}

/* The same battle fought @n_battles times with random dice (default
 * targets, no retreat, no reinforcement): the share the attacker wins.  A
 * check on hd_odds_attacker_wins() by sampling. */
double
hd_odds_monte_carlo (const HdState *state,
                     guint          n_battles,
                     guint32        seed)
{
  double p = 0;

  g_return_val_if_fail (state != NULL, 0);
  if (state->battle_box == HD_NO_BOX || n_battles == 0)
    return 0;
  sample (state, n_battles, TRUE, seed, NULL, &p);
  return p;
}

/* ------------------------------------------------------- the policy */

double
hd_odds_margin (double p,
                guint  samples)
{
  return samples == 0 ? 0 : 1.96 * sqrt (p * (1 - p) / samples);
}

guint32
hd_odds_seed (const HdState *state)
{
  g_return_val_if_fail (state != NULL, 0);
  return fold_seed (hd_odds_fingerprint (state));
}

guint64
hd_odds_fingerprint (const HdState *state)
{
  g_autofree Sampler *sp = g_new (Sampler, 1);

  g_return_val_if_fail (state != NULL, 0);
  sampler_init (sp, state);
  return sampler_hash (sp);
}

gboolean
hd_odds_work_out (const HdState *state,
                  GCancellable  *cancellable,
                  HdOdds        *out)
{
  g_return_val_if_fail (state != NULL && out != NULL, FALSE);
  memset (out, 0, sizeof *out);
  if (!hd_battle_in_progress (state))
    return TRUE;   /* no battle: 0, exact, nothing to sample */
  out->p = hd_odds_attacker_wins_cancellable (state, cancellable);
  if (g_cancellable_is_cancelled (cancellable))
    return FALSE;
  if (out->p >= 0)
    return TRUE;
  dice_to_come (state, out);
  out->samples = HD_ODDS_SAMPLES;
  if (!sample (state, out->samples, FALSE, 0, cancellable, &out->p))
    return FALSE;
  out->margin = hd_odds_margin (out->p, out->samples);
  return TRUE;
}
