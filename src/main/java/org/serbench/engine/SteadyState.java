package org.serbench.engine;

import java.util.List;

/**
 * The rule that ends the warm-up: whether the batches so far have reached a steady state.
 *
 * <p>It is a decision on numbers already taken, not timed code, so it lives apart from {@link
 * PhaseSchedule}'s warm-up and is tested on its own against synthetic histories.
 */
final class SteadyState {
  /**
   * The warm-up is steady when the trailing batches covering at least this long agree and the JIT
   * compiled almost nothing meanwhile.
   */
  static final long WINDOW_NS = 300_000_000L;

  /**
   * Agreement of the trailing window: its two halves' batch times within this fraction, or within
   * their noise.
   */
  static final double AGREEMENT = 0.03;

  /** JIT quiet: compilation time in the trailing window below this fraction of its wall time. */
  static final double COMPILE_SHARE = 0.01;

  /** Batches in the steady window at least: four in each half. */
  static final int MIN_BATCHES = 8;

  private SteadyState() {}

  /**
   * Whether the warm-up so far ends in a steady state. The window is the trailing half of the
   * warm-up (at least {@link #WINDOW_NS} and {@link #MIN_BATCHES} batches), so a transient that
   * lasts a time T needs a warm-up of about 2T to pass: a fixed short window was fooled by a slow
   * trend under batch noise (Jackson on media.1 "settled" after 1.3 s and then measured 2.9 ms per
   * batch in its first quarter and 2.1 ms in its last). The halves of the window are compared by
   * their medians, which a young collection landing in one batch does not move; they agree within
   * {@link #AGREEMENT}, or within one standard error of the difference of the medians (from their
   * median absolute deviations) when the batches are noisier than that.
   *
   * @param history one entry per warm-up batch: {end nanoTime, batch ns, cumulative JIT compile ms}
   * @param jitTimed whether the compile times are known; if not, only the agreement decides
   */
  static boolean reached(List<long[]> history, boolean jitTimed) {
    int n = history.size();
    long last = history.get(n - 1)[0];
    long start = history.get(0)[0] - history.get(0)[1];
    long windowNs = Math.max(WINDOW_NS, (last - start) / 2);
    int from = n - 1;
    while (from > 0 && last - history.get(from - 1)[0] < windowNs) {
      from--;
    }
    // history[from - 1] ends where the window starts; the window is batches from..n-1.
    if (from == 0 || n - from < MIN_BATCHES) {
      return false;
    }
    long windowStart = history.get(from - 1)[0];
    int half = (n - from) / 2;
    double[] older = new double[half];
    double[] newer = new double[half];
    for (int i = 0; i < half; i++) {
      older[i] = history.get(from + i)[1];
      newer[i] = history.get(n - half + i)[1];
    }
    double olderMedian = median(older);
    double newerMedian = median(newer);
    // The standard error of a median is about 1.25 sigma / sqrt(n); MAD * 1.4826 estimates sigma.
    double olderSe = 1.2533 * 1.4826 * mad(older, olderMedian) / Math.sqrt(half);
    double newerSe = 1.2533 * 1.4826 * mad(newer, newerMedian) / Math.sqrt(half);
    double noise = Math.sqrt(olderSe * olderSe + newerSe * newerSe);
    boolean agree =
        Math.abs(newerMedian - olderMedian)
            <= Math.max(AGREEMENT * Math.min(olderMedian, newerMedian), noise);
    long compiledMs = history.get(n - 1)[2] - history.get(from - 1)[2];
    boolean quiet = !jitTimed || compiledMs * 1e6 <= COMPILE_SHARE * (last - windowStart);
    return agree && quiet;
  }

  /**
   * The median, by selection in a copy. The rule runs after every warm-up batch on a window that
   * grows with it, inside the warm-up whose compilations it watches, so its own code must not be
   * compiled again and again: {@code Arrays.sort} takes another algorithm at each size threshold
   * (insertion sort, mixed insertion sort, merging runs, quicksort), and each new path was a
   * deoptimization and a C2 compilation of a 970-byte method, 10 to 30 ms of "JIT activity" every
   * few hundred milliseconds that kept small data sets' warm-ups from ever settling (kryo on
   * media.1: 7% of the window's time). This loop has one path at every size.
   */
  static double median(double[] values) {
    double[] a = values.clone();
    int n = a.length;
    double upper = select(a, n / 2);
    return n % 2 == 1 ? upper : (select(a, n / 2 - 1) + upper) / 2;
  }

  /**
   * The {@code k}-th smallest of {@code a} (from 0), which it reorders: Hoare's selection,
   * partitioning around the middle element of what is left.
   */
  private static double select(double[] a, int k) {
    int lo = 0;
    int hi = a.length - 1;
    while (lo < hi) {
      double pivot = a[(lo + hi) >>> 1];
      int i = lo;
      int j = hi;
      while (i <= j) {
        while (a[i] < pivot) {
          i++;
        }
        while (pivot < a[j]) {
          j--;
        }
        if (i <= j) {
          double t = a[i];
          a[i] = a[j];
          a[j] = t;
          i++;
          j--;
        }
      }
      if (k <= j) {
        hi = j;
      } else if (k >= i) {
        lo = i;
      } else {
        return a[k];
      }
    }
    return a[k];
  }

  private static double mad(double[] values, double median) {
    double[] deviations = new double[values.length];
    for (int i = 0; i < values.length; i++) {
      deviations[i] = Math.abs(values[i] - median);
    }
    return median(deviations);
  }
}
