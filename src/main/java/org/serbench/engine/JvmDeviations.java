package org.serbench.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.serbench.stats.Summary;

/**
 * How far a cell's mean time moves from one fresh JVM to the next: each JVM's mean off the mean of
 * its cell's JVMs, relative to it, and the spread of one JVM's mean that many such deviations show.
 * The report's intervals ({@code report.JvmSpread}) and the stopping rule that measures a cell JVM
 * after JVM ({@link Precision}) take it from here, so that a cell stops on the interval the report
 * shows.
 *
 * <p>Each deviation is scaled by sqrt(k / (k - 1)) for k JVMs, so that two JVMs' deviations
 * estimate the spread of one JVM; every timed phase of every cell measured in several JVMs is
 * pooled, and the spread is 1.4826 times the median of their sizes, which a few cells whose JVMs
 * ran at two speeds (the Fory codecs' TestObject ser) leave where the typical cell puts it.
 */
public final class JvmDeviations {
  /** The phases whose JVM means are compared: each timed phase once, not their sums. */
  private static final List<Metric> PHASES =
      List.of(
          Metric.CREATE, Metric.SER, Metric.SAME, Metric.DESER_ONLY, Metric.SHALLOW, Metric.DECODE);

  /** The factor that makes the median absolute deviation of a normal sample its sigma. */
  private static final double MAD_TO_SIGMA = 1.4826;

  /**
   * The spread a cell is judged by before the run has measured enough cells in several JVMs to show
   * its own ({@link RunSpread}): 10%, between the 5.6% and 11.3% of the project's full runs of
   * November 2026 in a quiet and a slow period of its VM.
   */
  public static final double PRIOR = 0.10;

  /**
   * The cells measured in several JVMs a run needs before its own spread replaces {@link #PRIOR}.
   */
  public static final int CELLS_FOR_OWN = 10;

  private JvmDeviations() {}

  /**
   * The relative deviations of a measured result's JVM means from their mean, every timed phase,
   * each scaled to estimate one JVM's spread; empty for a result of fewer than two JVMs.
   */
  public static List<Double> of(Result r) {
    List<Double> found = new ArrayList<>();
    if (r.status() != Result.Status.OK || r.forks().size() < 2) {
      return found;
    }
    for (Metric phase : PHASES) {
      found.addAll(
          of(
              Arrays.stream(Result.forkMeans(phase.samples(r), r.forks()))
                  .filter(m -> !Double.isNaN(m))
                  .toArray()));
    }
    return found;
  }

  /**
   * The relative deviations of one phase's JVM means from their mean, each scaled by sqrt(k / (k -
   * 1)) for k JVMs to estimate one JVM's spread; empty for fewer than two means or a mean not above
   * 0.
   */
  public static List<Double> of(double[] means) {
    List<Double> found = new ArrayList<>();
    int k = means.length;
    double mean = Arrays.stream(means).average().orElse(0);
    if (k < 2 || !(mean > 0)) {
      return found;
    }
    double scale = Math.sqrt(k / (k - 1.0));
    for (double m : means) {
      found.add(Math.abs(m - mean) / mean * scale);
    }
    return found;
  }

  /** The spread of one JVM's mean that pooled deviations show: 1.4826 times their median. */
  public static double sigma(List<Double> deviations) {
    return MAD_TO_SIGMA
        * Summary.of(deviations.stream().mapToDouble(Double::doubleValue).toArray()).median();
  }

  /**
   * The spread of the cells of one run so far, for the stopping rule: each cell measured in several
   * JVMs adds its deviations when it is complete. Until {@link #CELLS_FOR_OWN} have, the run's
   * spread is {@link #PRIOR}. Codecs' turns of a run share it; a test JVM runs one run.
   */
  public static final class RunSpread {
    private final List<Double> deviations = new ArrayList<>();
    private int cells;

    /** The run's spread so far, shared by its turns. */
    public static final RunSpread RUN = new RunSpread();

    /** Adds a complete cell's JVMs; a cell of one JVM adds nothing. */
    public synchronized void add(Result cell) {
      List<Double> found = of(cell);
      if (!found.isEmpty()) {
        deviations.addAll(found);
        cells++;
      }
    }

    /** The spread to judge a cell by now: the run's own, or {@link #PRIOR} before it has enough. */
    public synchronized double relative() {
      return cells < CELLS_FOR_OWN ? PRIOR : sigma(deviations);
    }
  }
}
