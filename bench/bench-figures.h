/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-figures.h: the figures the benchmarks print of a list of times
 * (a GArray of double): the median, a percentile, the largest. */
#pragma once

#include <glib.h>

static inline int
bench_by_value (gconstpointer a,
                gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The @q-th quantile (0-1) of @sorted, the nearest rank: the smallest
 * value with at least @q of the values at or below it; 0 when empty. */
static inline double
bench_percentile (GArray *sorted,
                  double  q)
{
  guint n = sorted->len;
  guint rank = (guint) (q * n + 0.999999);

  if (n == 0)
    return 0;
  return g_array_index (sorted, double, CLAMP (rank, 1, n) - 1);
}

/* The median, the 95th percentile and the largest of @ms (sorted here). */
static inline void
bench_figures (GArray *ms,
               double *median,
               double *p95,
               double *max)
{
  guint n = ms->len;

  *median = *p95 = *max = 0;
  if (n == 0)
    return;
  g_array_sort (ms, bench_by_value);
  *median = n % 2 ? g_array_index (ms, double, n / 2)
                  : (g_array_index (ms, double, n / 2 - 1) + g_array_index (ms, double, n / 2)) / 2;
  *p95 = bench_percentile (ms, 0.95);
  *max = g_array_index (ms, double, n - 1);
}
