package org.serbench.junit;

import java.time.Duration;
import java.util.Locale;

/**
 * The run's estimate of the time it has left, for its progress lines. Two parts are told apart: the
 * JVMs the run will measure for certain, and those that cells whose JVMs disagree may still add
 * ({@code serbench.extraForks}). The second is counted at the rate at which the cells complete so
 * far added the JVMs they could; before any cell is complete, the estimate is the range between
 * none added and all.
 */
final class TimeLeft {
  /** Over the cells complete so far that could add JVMs: how many they added. */
  private long added;

  /** Over the same cells: how many they could have added. */
  private long couldAdd;

  /**
   * Counts a complete cell: {@code added} of the {@code couldAdd} JVMs it could add. A cell that
   * could add none is not counted.
   */
  synchronized void complete(int added, int couldAdd) {
    if (couldAdd > 0) {
      this.added += Math.max(0, Math.min(added, couldAdd));
      this.couldAdd += couldAdd;
    }
  }

  /**
   * The time left, as a clock: {@code certainNanos} for the JVMs to be measured for certain, and
   * {@code mayAddNanos} if every cell still open added all the JVMs it may.
   */
  synchronized String text(long certainNanos, long mayAddNanos) {
    if (mayAddNanos <= 0) {
      return clock(certainNanos);
    }
    if (couldAdd == 0) {
      return String.format(
          Locale.ROOT,
          "%s to %s (as the cells' JVMs agree or not)",
          clock(certainNanos),
          clock(certainNanos + mayAddNanos));
    }
    double rate = (double) added / couldAdd;
    return String.format(
        Locale.ROOT,
        "%s (with JVMs added at the rate so far, %d%% of those possible)",
        clock(certainNanos + (long) (rate * mayAddNanos)),
        Math.round(rate * 100));
  }

  /** A duration as hours, minutes and seconds: 1:02:03. */
  static String clock(long nanos) {
    long s = Duration.ofNanos(Math.max(0, nanos)).toSeconds();
    return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
  }
}
