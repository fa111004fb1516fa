package org.serbench.junit;

import java.time.Duration;
import java.util.Locale;

/**
 * The run's estimate of the time it has left, for its progress lines. Two parts are told apart: the
 * JVMs the run will measure for certain, and those that cells whose JVMs disagree may still add
 * ({@code serbench.extraForks}). The second is counted at the rate at which the cells judged so far
 * took another JVM when they could: each time a cell with its planned JVMs, and fewer than its
 * most, is complete or gets another. (Counting only complete cells would see those that agreed
 * first, and those that disagreed only after their added JVMs.) Before any cell is judged, the
 * estimate is the range between none added and all.
 */
final class TimeLeft {
  /** How many times a cell that could take another JVM was judged. */
  private long judged;

  /** How many of those times it took one. */
  private long took;

  /** Counts one judgment of a cell that could take another JVM: whether it took one. */
  synchronized void judged(boolean tookAnother) {
    judged++;
    if (tookAnother) {
      took++;
    }
  }

  /**
   * The time left, as a clock: {@code certainNanos} for the JVMs to be measured for certain, and
   * {@code mayAddNanos} if every cell still open added all the JVMs it may. With a rate, the second
   * counts linearly, which errs long for a cell that may take two (its second only if it took the
   * first).
   */
  synchronized String text(long certainNanos, long mayAddNanos) {
    if (mayAddNanos <= 0) {
      return clock(certainNanos);
    }
    if (judged == 0) {
      return String.format(
          Locale.ROOT,
          "%s to %s (as the cells' JVMs agree or not)",
          clock(certainNanos),
          clock(certainNanos + mayAddNanos));
    }
    double rate = (double) took / judged;
    return String.format(
        Locale.ROOT,
        "%s (if cells take another JVM as often as so far: %d%% of %d %s)",
        clock(certainNanos + (long) (rate * mayAddNanos)),
        Math.round(rate * 100),
        judged,
        judged == 1 ? "chance" : "chances");
  }

  /** A duration as hours, minutes and seconds: 1:02:03. */
  static String clock(long nanos) {
    long s = Duration.ofNanos(Math.max(0, nanos)).toSeconds();
    return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
  }
}
