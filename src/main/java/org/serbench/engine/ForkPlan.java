package org.serbench.engine;

/**
 * Which JVM of a cell this is, and the share of the cell's batches and time it measures.
 *
 * @param index 0 for the first JVM of the cell; {@code count} or more for a JVM added because the
 *     planned ones disagreed ({@code serbench.extraForks}), which measures a share as the planned
 *     ones do
 * @param count the cell's planned JVMs
 */
public record ForkPlan(int index, int count) {
  public static final ForkPlan SINGLE = new ForkPlan(0, 1);

  public ForkPlan {
    if (count < 1 || index < 0) {
      throw new IllegalArgumentException("fork " + index + " of " + count);
    }
  }

  /** Whether this JVM was added to the cell's planned ones. */
  boolean extra() {
    return index >= count;
  }

  /** This JVM's share of a cell-wide number: the first JVMs take the remainder. */
  int share(int total) {
    return total / count + (index < total % count ? 1 : 0);
  }
}
