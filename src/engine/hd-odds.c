/* hd-odds.c: the chances in a battle (issue 5, item 4).  The exact
 * probability that the attacker wins if both sides fight on with the
 * default targets, without retreat or reinforcement (rule 5.0); the hits
 * a round's shots may score; and a Monte Carlo estimate to check them by.
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
 * The plain recursion over positions, memoised in hash tables, is kept:
 * it is what battles too big for the block method's arrays use, and the
 * tests check the two methods agree (HD_ODDS_METHOD=recursion). */
#define G_LOG_DOMAIN "hd-odds"

#include "config.h"

#include <math.h>
#include <string.h>

#include "hd-battle-private.h"
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
  BUnit    proto[HD_MAX_SHOTS];   /* one unit of each class, in class order */
  guint    count[HD_MAX_SHOTS];
  guint64  radix[HD_MAX_SHOTS];   /* a line's state: sum of class states times radix */
  guint64  size;                  /* fits: 24 classes of 2 make 6^24 */
} Line;

/* @units as hd_battle_line_compact() leaves them. */
static void
line_init (Line *l, const BUnit *units, guint n)
{
  memset (l, 0, sizeof *l);
  for (guint i = 0; i < n; i++)
    {
      if (l->n_classes > 0 && hd_bunit_compare_class (&l->proto[l->n_classes - 1], &units[i]) == 0)
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
  for (guint c = 0; c < l->n_classes; c++)
    {
      l->radix[c] = l->size;
      l->size *= cstates (l->count[c]);
    }
}

/* The state of a line of units (compacted), and how many are full in
 * each class. */
static guint64
line_index (const Line *l, const BUnit *units, guint n, guint *full)
{
  guint alive[HD_MAX_SHOTS] = { 0 }, f[HD_MAX_SHOTS] = { 0 };
  guint64 index = 0;

  for (guint i = 0, c = 0; i < n; i++)
    {
      while (hd_bunit_compare_class (&l->proto[c], &units[i]) != 0)
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
line_units (const Line *l, guint64 index, BUnit *out)
{
  guint n = 0;

  for (guint c = 0; c < l->n_classes; c++)
    {
      guint k = (guint) (index % cstates (l->count[c])), a = 0;

      index /= cstates (l->count[c]);
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

/* The global numbers of a block's states (the units alive in class c:
 * @n[c]), in block order: class 0 the slowest digit, each digit the number
 * of full units.  Returns how many. */
static guint
block_rows (const Line *l, const guint *n, guint64 *out)
{
  guint f[HD_MAX_SHOTS] = { 0 }, k = 0;
  guint64 g = 0;

  for (guint c = 0; c < l->n_classes; c++)
    g += cstate (n[c], 0) * l->radix[c];
  for (;;)
    {
      int c;
      out[k++] = g;
      for (c = (int) l->n_classes - 1; c >= 0; c--)
        {
          if (f[c] < n[c])
            {
              f[c]++;
              g += l->radix[c];
              break;
            }
          g -= f[c] * l->radix[c];
          f[c] = 0;
        }
      if (c < 0)
        return k;
    }
}

/* The same for every state at or below the block (at most @n[c] alive in
 * each class), each digit a class state. */
static guint64
block_region (const Line *l, const guint *n, guint64 *out)
{
  guint s[HD_MAX_SHOTS] = { 0 };
  guint64 g = 0, k = 0;

  for (;;)
    {
      int c;
      out[k++] = g;
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

/* The next block (numbers alive) in an order where each comes after every
 * block with fewer alive in some class and no more in any; FALSE after
 * the last. */
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

typedef struct {
  Line          a, d;
  gboolean      like_targets;
  guint64       positions;
  double       *vt;          /* V(a, d) at [d * a.size + a], rounds 3 on */
  double       *w;           /* W(a, d) at [a * d.size + d], rounds 3 on (and round 2) */
  /* work */
  double       *x, *y;       /* a gathered tensor and its transforms */
  double       *yv, *yw;     /* the two fires' results for a pair of blocks */
  double       *vb, *wb;     /* V and W of a pair of blocks */
  guint64      *region;
  guint64      *rows_a, *rows_d;
  double       *kern[HD_MAX_SHOTS];
  double       *kern_a[HD_MAX_SHOTS], *kern_d[HD_MAX_SHOTS];
  guint        *in_start_a, *in_to_a, *in_start_d, *in_to_d;
  double       *in_coef_a, *in_coef_d;
  GCancellable *cancellable;
} Blocks;

/* One side's fire (the units alive in each class of the shooting line:
 * @sn) at a block of the target line (@tn): for each target class c,
 * K_c[f * cstates (n_c) + s] is the chance that a class with f full units
 * (and the others reduced) ends in state s.  *@miss_all: the chance that
 * every shot misses. */
static void
fire_kernels (const Line *sl, const guint *sn, const Line *tl, const guint *tn, gboolean defender_fires,
              guint round, gboolean like_targets, double **kern, double *miss_all)
{
  BUnit s[HD_MAX_SHOTS], t[HD_MAX_SHOTS];
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
            double p = hd_bunit_value_against (&s[i], &t[j], defender_fires, round) / 6.0;
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

static void
axpy (double *restrict y, double k, const double *restrict x, guint64 n)
{
  for (guint64 q = 0; q < n; q++)
    y[q] += k * x[q];
}

/* One side's fire at a block of the target line (@tl, @tn) for a batch
 * of @nb states of the shooting line (@batch, columns of @src): gathers
 * src[region state * stride + batch[b]] over the block's region and
 * applies the fire's matrices class by class.  Returns the result,
 * [block row * nb + b].  The kernels are left in @kern. */
static const double *
fire_block (Blocks *bk, const Line *tl, const guint *tn, const Line *sl, const guint *sn, gboolean defender_fires,
            guint round, const double *src, guint64 stride, const guint64 *batch, guint nb, double **kern,
            double *miss_all)
{
  guint64 dims[HD_MAX_SHOTS], nr = block_region (tl, tn, bk->region);
  gboolean done[HD_MAX_SHOTS] = { FALSE };
  double *x = bk->x, *y = bk->y;

  fire_kernels (sl, sn, tl, tn, defender_fires, round, bk->like_targets, kern, miss_all);
  for (guint64 r = 0; r < nr; r++)
    {
      const double *row = src + bk->region[r] * stride;
      double *out = x + r * nb;
      for (guint b = 0; b < nb; b++)
        out[b] = row[batch[b]];
    }
  for (guint c = 0; c < tl->n_classes; c++)
    dims[c] = cstates (tn[c]);
  /* the class with most units first: each step shrinks the tensor most */
  for (;;)
    {
      int c = -1;
      guint64 p_size = 1, q_size = nb, in, out;

      for (guint k = 0; k < tl->n_classes; k++)
        if (!done[k] && tn[k] > 0 && (c < 0 || tn[k] > tn[c]))
          c = (int) k;
      if (c < 0)
        break;
      done[c] = TRUE;
      in = dims[c];
      out = tn[c] + 1;
      for (int k = 0; k < c; k++)
        p_size *= dims[k];
      for (guint k = (guint) c + 1; k < tl->n_classes; k++)
        q_size *= dims[k];
      for (guint64 p = 0; p < p_size; p++)
        for (guint64 r = 0; r < out; r++)
          {
            double *yrow = y + (p * out + r) * q_size;
            const double *krow = kern[c] + r * in;
            memset (yrow, 0, sizeof (double) * q_size);
            for (guint64 s = 0; s < in; s++)
              if (krow[s] != 0)
                axpy (yrow, krow[s], x + (p * in + s) * q_size, q_size);
          }
      dims[c] = out;
      {
        double *swap = x;
        x = y;
        y = swap;
      }
    }
  return x;
}

/* The terms that keep a position in its block (full units turning
 * reduced, nobody gone): for block row w, @to[start[w]..start[w+1]) the
 * rows it may go to, other than itself, with their chances. */
static void
within_block (const Line *l, const guint *n, double *const *kern, guint *start, guint *to, double *coef)
{
  guint f[HD_MAX_SHOTS] = { 0 }, rows = 1, k = 0;

  for (guint c = 0; c < l->n_classes; c++)
    rows *= n[c] + 1;
  for (guint w = 0; w < rows; w++)
    {
      guint g[HD_MAX_SHOTS] = { 0 };
      start[w] = k;
      /* f: the digits of w; g runs over every g <= f */
      for (guint c = l->n_classes, rest = w; c-- > 0;)
        {
          f[c] = rest % (n[c] + 1);
          rest /= n[c] + 1;
        }
      for (;;)
        {
          int c;
          guint target = 0;
          double p = 1;
          gboolean same = TRUE;
          for (guint b = 0; b < l->n_classes; b++)
            {
              target = target * (n[b] + 1) + g[b];
              if (n[b] > 0)
                p *= kern[b][f[b] * cstates (n[b]) + cstate (n[b], g[b])];
              same = same && g[b] == f[b];
            }
          if (!same && p != 0)
            {
              to[k] = target;
              coef[k++] = p;
            }
          for (c = (int) l->n_classes - 1; c >= 0; c--)
            {
              if (g[c] < f[c])
                {
                  g[c]++;
                  break;
                }
              g[c] = 0;
            }
          if (c < 0)
            break;
        }
    }
  start[rows] = k;
}

/* V and W over a pair of blocks, rounds 3 on. */
static void
solve_pair (Blocks *bk, const guint *n, const guint *m)
{
  guint na = block_rows (&bk->a, n, bk->rows_a), nd = block_rows (&bk->d, m, bk->rows_d);
  const guint64 as = bk->a.size, ds = bk->d.size;
  const double *yv, *yw;
  double alpha, delta;

  if (block_empty (&bk->d, m))
    {
      /* no defender left: the attacker has won */
      for (guint i = 0; i < na; i++)
        bk->w[bk->rows_a[i] * ds] = bk->vt[bk->rows_a[i]] = 1;
      return;
    }
  /* the defender's fire at the attackers: V from W (this pair's own W
   * still 0, its terms come below) */
  yv = fire_block (bk, &bk->a, n, &bk->d, m, TRUE, 3, bk->w, ds, bk->rows_d, nd, bk->kern_a, &alpha);
  memcpy (bk->yv, yv, sizeof (double) * na * nd);
  within_block (&bk->a, n, bk->kern_a, bk->in_start_a, bk->in_to_a, bk->in_coef_a);
  /* the attacker's fire at the defenders: W from V */
  yw = fire_block (bk, &bk->d, m, &bk->a, n, FALSE, 3, bk->vt, as, bk->rows_a, na, bk->kern_d, &delta);
  memcpy (bk->yw, yw, sizeof (double) * na * nd);
  within_block (&bk->d, m, bk->kern_d, bk->in_start_d, bk->in_to_d, bk->in_coef_d);

  /* V = X + alpha W, W = Y + delta V, position by position in an order
   * where every position a term leads to comes first */
  for (guint i = 0; i < na; i++)
    {
      double *vrow = bk->vb + (guint64) i * nd, *wrow = bk->wb + (guint64) i * nd;

      memcpy (vrow, bk->yv + (guint64) i * nd, sizeof (double) * nd);
      for (guint e = bk->in_start_a[i]; e < bk->in_start_a[i + 1]; e++)
        axpy (vrow, bk->in_coef_a[e], bk->wb + (guint64) bk->in_to_a[e] * nd, nd);
      for (guint j = 0; j < nd; j++)
        {
          double y = bk->yw[(guint64) j * na + i], v;
          for (guint e = bk->in_start_d[j]; e < bk->in_start_d[j + 1]; e++)
            y += bk->in_coef_d[e] * vrow[bk->in_to_d[e]];
          /* nobody can hit anybody: no winner */
          v = alpha * delta < 1.0 - 1e-12 ? (vrow[j] + alpha * y) / (1.0 - alpha * delta) : 0;
          vrow[j] = v;
          wrow[j] = y + delta * v;
        }
    }
  for (guint i = 0; i < na; i++)
    for (guint j = 0; j < nd; j++)
      {
        bk->w[bk->rows_a[i] * ds + bk->rows_d[j]] = bk->wb[(guint64) i * nd + j];
        bk->vt[bk->rows_d[j] * as + bk->rows_a[i]] = bk->vb[(guint64) i * nd + j];
      }
}

static guint
block_size (const Line *l, const guint *n)
{
  guint rows = 1;
  for (guint c = 0; c < l->n_classes; c++)
    rows *= n[c] + 1;
  return rows;
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
blocks_init (Blocks *bk, const BUnit *a, guint na, const BUnit *d, guint nd, gboolean like_targets,
             GCancellable *cancellable)
{
  guint64 ra, rd, work;
  double *ka, *kd;

  memset (bk, 0, sizeof *bk);
  line_init (&bk->a, a, na);
  line_init (&bk->d, d, nd);
  bk->like_targets = like_targets;
  bk->cancellable = cancellable;
  bk->positions = bk->a.size * bk->d.size;
  ra = block_size (&bk->a, bk->a.count);
  rd = block_size (&bk->d, bk->d.count);
  bk->vt = g_new0 (double, bk->positions);
  bk->w = g_new0 (double, bk->positions);
  /* a gathered tensor: a block's region (at most the line) by a block */
  work = MAX (bk->a.size * rd, bk->d.size * ra);
  bk->x = g_new (double, work);
  bk->y = g_new (double, work);
  bk->yv = g_new (double, ra * rd);
  bk->yw = g_new (double, ra * rd);
  bk->vb = g_new (double, ra * rd);
  bk->wb = g_new (double, ra * rd);
  bk->region = g_new (guint64, MAX (bk->a.size, bk->d.size));
  bk->rows_a = g_new (guint64, ra);
  bk->rows_d = g_new (guint64, rd);
  /* the terms within a block: at most one per state of the line */
  bk->in_start_a = g_new (guint, ra + 1);
  bk->in_to_a = g_new (guint, bk->a.size);
  bk->in_coef_a = g_new (double, bk->a.size);
  bk->in_start_d = g_new (guint, rd + 1);
  bk->in_to_d = g_new (guint, bk->d.size);
  bk->in_coef_d = g_new (double, bk->d.size);
  ka = g_new (double, kern_size (&bk->a));
  kd = g_new (double, kern_size (&bk->d));
  for (guint c = 0; c < bk->a.n_classes; c++)
    {
      bk->kern_a[c] = ka;
      ka += (bk->a.count[c] + 1) * cstates (bk->a.count[c]);
    }
  for (guint c = 0; c < bk->d.n_classes; c++)
    {
      bk->kern_d[c] = kd;
      kd += (bk->d.count[c] + 1) * cstates (bk->d.count[c]);
    }
}

static void
blocks_clear (Blocks *bk)
{
  g_free (bk->vt);
  g_free (bk->w);
  g_free (bk->x);
  g_free (bk->y);
  g_free (bk->yv);
  g_free (bk->yw);
  g_free (bk->vb);
  g_free (bk->wb);
  g_free (bk->region);
  g_free (bk->rows_a);
  g_free (bk->rows_d);
  g_free (bk->in_start_a);
  g_free (bk->in_to_a);
  g_free (bk->in_coef_a);
  g_free (bk->in_start_d);
  g_free (bk->in_to_d);
  g_free (bk->in_coef_d);
  if (bk->a.n_classes > 0)
    g_free (bk->kern_a[0]);
  if (bk->d.n_classes > 0)
    g_free (bk->kern_d[0]);
}

/* Within-block index of a state: the full units of each class as digits. */
static guint
block_index (const Line *l, const guint *n, const guint *full)
{
  guint w = 0;
  for (guint c = 0; c < l->n_classes; c++)
    w = w * (n[c] + 1) + full[c];
  return w;
}

/* The odds by blocks; FALSE when cancelled. */
static gboolean
odds_blocks (const BUnit *a, guint na, const BUnit *d, guint nd, gboolean like_targets, guint round,
             gboolean attacker_next, GCancellable *cancellable, double *result)
{
  Blocks bk;
  guint n[HD_MAX_SHOTS] = { 0 }, m[HD_MAX_SHOTS] = { 0 }, fa[HD_MAX_SHOTS], fd[HD_MAX_SHOTS];
  guint64 a0, d0;
  gboolean crossed = FALSE, cancelled = FALSE;

  blocks_init (&bk, a, na, d, nd, like_targets, cancellable);
  a0 = line_index (&bk.a, a, na, fa);
  d0 = line_index (&bk.d, d, nd, fd);
  for (guint i = 0; i < na; i++)
    crossed = crossed || a[i].crossed;

  /* rounds 3 on, every pair of blocks (none with no attacker: V = W = 0) */
  do
    {
      if (block_empty (&bk.a, n))
        continue;
      memset (m, 0, sizeof m);
      do
        solve_pair (&bk, n, m);
      while (block_next (&bk.d, m));
      if (cancellable != NULL && g_cancellable_is_cancelled (cancellable))
        {
          cancelled = TRUE;
          break;
        }
    }
  while (block_next (&bk.a, n));

  if (cancelled)
    ;
  else if (!crossed || round >= 3)
    *result = attacker_next ? bk.w[a0 * bk.d.size + d0] : bk.vt[d0 * bk.a.size + a0];
  else if (round == 2 && attacker_next)
    *result = bk.w[a0 * bk.d.size + d0];   /* the attacker's fire is the same in every round */
  else
    {
      /* round 2 (5.34: the defender's fire differs): V2 from W3 over every
       * pair of blocks, the pair's own terms included */
      double *v2t = g_new0 (double, bk.positions), alpha, *w1 = NULL;
      guint nd0 = block_rows (&bk.d, bk.d.count, bk.rows_d), rd = nd0;
      guint64 *cols = g_new (guint64, nd0);

      memset (n, 0, sizeof n);
      do
        {
          guint na2;
          if (block_empty (&bk.a, n))
            continue;
          na2 = block_rows (&bk.a, n, bk.rows_a);
          memset (m, 0, sizeof m);
          do
            {
              guint nd2 = block_rows (&bk.d, m, bk.rows_d);
              const double *yv;
              if (block_empty (&bk.d, m))
                {
                  for (guint i = 0; i < na2; i++)
                    v2t[bk.rows_a[i]] = 1;
                  continue;
                }
              yv = fire_block (&bk, &bk.a, n, &bk.d, m, TRUE, 2, bk.w, bk.d.size, bk.rows_d, nd2, bk.kern_a, &alpha);
              for (guint i = 0; i < na2; i++)
                for (guint j = 0; j < nd2; j++)
                  v2t[bk.rows_d[j] * bk.a.size + bk.rows_a[i]] = yv[(guint64) i * nd2 + j];
            }
          while (block_next (&bk.d, m));
        }
      while (block_next (&bk.a, n));

      if (round == 2)
        *result = v2t[d0 * bk.a.size + a0];
      else
        {
          /* round 1: W1 = the attacker's fire on V2, for the defender's
           * starting block only, every attacker state; then V1 */
          double delta;
          guint wd0 = block_index (&bk.d, bk.d.count, fd), wa0 = block_index (&bk.a, bk.a.count, fa);

          block_rows (&bk.d, bk.d.count, bk.rows_d);
          memcpy (cols, bk.rows_d, sizeof (guint64) * nd0);
          w1 = g_new0 (double, bk.a.size * rd);
          memset (n, 0, sizeof n);
          do
            {
              guint na2;
              const double *yw;
              if (block_empty (&bk.a, n))
                continue;
              na2 = block_rows (&bk.a, n, bk.rows_a);
              yw = fire_block (&bk, &bk.d, bk.d.count, &bk.a, n, FALSE, 1, v2t, bk.a.size, bk.rows_a, na2,
                               bk.kern_d, &delta);
              for (guint j = 0; j < rd; j++)
                for (guint i = 0; i < na2; i++)
                  w1[bk.rows_a[i] * rd + j] = yw[(guint64) j * na2 + i];
            }
          while (block_next (&bk.a, n));
          if (attacker_next)
            *result = w1[a0 * rd + wd0];
          else
            {
              const double *yv;
              for (guint j = 0; j < rd; j++)
                cols[j] = j;
              yv = fire_block (&bk, &bk.a, bk.a.count, &bk.d, bk.d.count, TRUE, 1, w1, rd, cols, rd, bk.kern_a,
                               &alpha);
              *result = yv[(guint64) wa0 * rd + wd0];
            }
        }
      g_free (w1);
      g_free (cols);
      g_free (v2t);
    }
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
  return g_int64_hash (&x->a) ^ (g_int64_hash (&x->d) * 31) ^ (guint) x->stage;
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
  BUnit s[HD_MAX_SHOTS], t[HD_MAX_SHOTS];
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
      double p = hd_bunit_value_against (&s[i], &t[j], defender_fires, round) / 6.0;
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
  if (o->cancelled || (o->cancellable != NULL && (++o->calls & 1023) == 0 &&
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
odds_recursion (const BUnit *a, guint na, const BUnit *d, guint nd, gboolean like_targets, guint round,
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
hd_battle_attacker_wins (const HdState *state)
{
  return hd_battle_attacker_wins_cancellable (state, NULL);
}

/* The same, giving up (with 0) when @cancellable is cancelled: big battles
 * take a while, and a window asks again after every shot. */
double
hd_battle_attacker_wins_cancellable (const HdState *state,
                                     GCancellable  *cancellable)
{
  BUnit a[HD_MAX_SHOTS], d[HD_MAX_SHOTS];
  guint na, nd;
  Line la, ld;
  const char *method = g_getenv ("HD_ODDS_METHOD");
  gboolean like, attacker_next;
  double p = 0;

  g_return_val_if_fail (state != NULL, 0);
  if (state->battle_box == HD_NO_BOX)
    return 0;
  na = hd_battle_line_compact (a, hd_battle_line_get (state, state->player, a));
  nd = hd_battle_line_compact (d, hd_battle_line_get (state, hd_side_get_enemy (state->player), d));
  if (na == 0 || nd == 0)
    return nd == 0 ? 1 : 0;
  line_init (&la, a, na);
  line_init (&ld, d, nd);
  /* the classes as the lines number them (fire_outcomes groups by them) */
  for (guint i = 0, c = 0; i < na; i++)
    {
      while (hd_bunit_compare_class (&la.proto[c], &a[i]) != 0)
        c++;
      a[i].cls = c;
    }
  for (guint i = 0, c = 0; i < nd; i++)
    {
      while (hd_bunit_compare_class (&ld.proto[c], &d[i]) != 0)
        c++;
      d[i].cls = c;
    }
  like = hd_state_has_option (state, "5.2");
  attacker_next = state->battle_firing == state->player;
  if (g_strcmp0 (method, "recursion") != 0 && la.size <= BLOCK_MAX_POSITIONS / ld.size)
    {
      if (!odds_blocks (a, na, d, nd, like, state->battle_round, attacker_next, cancellable, &p))
        return 0;
    }
  else if (!odds_recursion (a, na, d, nd, like, state->battle_round, attacker_next, cancellable, &p))
    return 0;
  return p;
}
void
hd_battle_hit_distribution (const HdState *state,
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
      if (hd_battle_shot_need (state, shots[k].shooter, shots[k].target, &need))
        p = CLAMP (need.value, 0, 6) / 6.0;
      for (guint h = k + 1; h > 0; h--)
        out[h] = out[h] * (1 - p) + out[h - 1] * p;
      out[0] *= 1 - p;
    }
}

/* The same battle fought @n_battles times with random dice (default
 * targets, no retreat, no reinforcement): the share the attacker wins.  A
 * check on hd_battle_attacker_wins() by sampling. */
double
hd_battle_monte_carlo (const HdState *state,
                       guint          n_battles,
                       guint32        seed)
{
  BUnit a0[HD_MAX_SHOTS], d0[HD_MAX_SHOTS];
  guint na0, nd0, wins = 0, decided = 0;
  gboolean like;
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  g_return_val_if_fail (state != NULL, 0);
  if (state->battle_box == HD_NO_BOX || n_battles == 0)
    return 0;
  na0 = hd_battle_line_compact (a0, hd_battle_line_get (state, state->player, a0));
  nd0 = hd_battle_line_compact (d0, hd_battle_line_get (state, hd_side_get_enemy (state->player), d0));
  like = hd_state_has_option (state, "5.2");

  for (guint b = 0; b < n_battles; b++)
    {
      BUnit a[HD_MAX_SHOTS], d[HD_MAX_SHOTS];
      guint na = na0, nd = nd0, round = state->battle_round;
      gboolean attacker_next = state->battle_firing == state->player;

      memcpy (a, a0, sizeof (BUnit) * na);
      memcpy (d, d0, sizeof (BUnit) * nd);
      for (guint step = 0; step < 400 && na > 0 && nd > 0; step++)
        {
          BUnit *s = attacker_next ? a : d, *t = attacker_next ? d : a;
          guint ns = attacker_next ? na : nd, nt = attacker_next ? nd : na;
          guint target[HD_MAX_SHOTS] = { 0 };

          hd_battle_line_assign (s, ns, t, nt, !attacker_next, MIN (round, 3), like, target);
          for (guint i = 0; i < ns; i++)
            {
              BUnit *tg = &t[target[i]];
              int die = g_rand_int_range (rand, 1, 7);
              if (tg->health > 0 && die <= hd_bunit_value_against (&s[i], tg, !attacker_next, MIN (round, 3)))
                tg->health--;
            }
          if (attacker_next)
            {
              nd = hd_battle_line_compact (d, nd);
              round++;
            }
          else
            na = hd_battle_line_compact (a, na);
          attacker_next = !attacker_next;
        }
      if (nd == 0)
        wins++;
      if (na == 0 || nd == 0)
        decided++;
    }
  return (double) wins / n_battles;
}
