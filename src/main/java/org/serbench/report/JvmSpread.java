package org.serbench.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.serbench.engine.Metric;
import org.serbench.engine.Result;
import org.serbench.stats.Summary;

/**
 * How far a cell's mean time moves from one fresh JVM to the next, as the run's cells measured in
 * several JVMs show it, and the intervals of every cell's times with that variation in them.
 *
 * <p>Two JVMs of the same codec and data set compile their loops and the library differently and
 * differ by more than the batches of either do. A cell measured in one JVM cannot show this, so its
 * batches alone would give it an interval a second JVM often falls outside; and a cell measured in
 * two that happened to agree would claim the same. The spread is estimated robustly, as a standard
 * deviation relative to the cell's mean: each JVM's mean off the mean of its cell's JVMs (scaled by
 * sqrt(k / (k - 1)) for k JVMs, so that two JVMs' deviations estimate the spread of one JVM), every
 * timed phase of every cell measured in several JVMs pooled, and 1.4826 times the median of their
 * sizes. A few cells whose JVMs ran at two speeds (the Fory codecs' TestObject ser) leave the
 * median where the typical cell puts it.
 *
 * @param relative the spread of one JVM's mean as a fraction of the mean, 0 when the run has no
 *     cell measured in several JVMs
 * @param cells the number of cells it was estimated from
 * @param byDataSet the same estimate from each data set's cells alone, for the report
 */
record JvmSpread(double relative, int cells, Map<String, Double> byDataSet) {

  /** No estimate: intervals from the JVMs' own means only. */
  static final JvmSpread NONE = new JvmSpread(0, 0, Map.of());

  /** The phases whose JVM means are compared: each timed phase once, not their sums. */
  private static final List<Metric> PHASES =
      List.of(
          Metric.CREATE, Metric.SER, Metric.SAME, Metric.DESER_ONLY, Metric.SHALLOW, Metric.DECODE);

  /** The factor that makes the median absolute deviation of a normal sample its sigma. */
  private static final double MAD_TO_SIGMA = 1.4826;

  JvmSpread {
    if (!(relative >= 0)) {
      throw new IllegalArgumentException("JVM spread must be 0 or more, not " + relative);
    }
    // In the order given (the run's), for the report.
    byDataSet = Collections.unmodifiableMap(new LinkedHashMap<>(byDataSet));
  }

  /** The spread seen in the measured cells among {@code results} that ran in several JVMs. */
  static JvmSpread of(List<Result> results) {
    List<Double> all = new ArrayList<>();
    Map<String, List<Double>> perDataSet = new LinkedHashMap<>();
    int cells = 0;
    for (Result r : results) {
      List<Double> deviations = deviations(r);
      if (!deviations.isEmpty()) {
        cells++;
        all.addAll(deviations);
        perDataSet.computeIfAbsent(r.dataSet(), d -> new ArrayList<>()).addAll(deviations);
      }
    }
    if (all.isEmpty()) {
      return NONE;
    }
    Map<String, Double> byDataSet = new LinkedHashMap<>();
    perDataSet.forEach((dataSet, deviations) -> byDataSet.put(dataSet, sigma(deviations)));
    return new JvmSpread(sigma(all), cells, byDataSet);
  }

  /**
   * The relative deviations of a measured result's JVM means from their mean, every timed phase,
   * each scaled to estimate one JVM's spread; empty for a result of fewer than two JVMs.
   */
  static List<Double> deviations(Result r) {
    List<Double> found = new ArrayList<>();
    if (r.status() != Result.Status.OK || r.forks().size() < 2) {
      return found;
    }
    for (Metric phase : PHASES) {
      found.addAll(
          deviations(
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
  static List<Double> deviations(double[] means) {
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
  static double sigma(List<Double> deviations) {
    return MAD_TO_SIGMA
        * Summary.of(deviations.stream().mapToDouble(Double::doubleValue).toArray()).median();
  }

  /** A time metric's summary per object, its interval covering the variation between JVMs. */
  Summary summary(Result r, Metric metric) {
    return summary(r, metric.samples(r));
  }

  /**
   * The summary of a result's time samples (one per batch, in the order of its JVMs), its interval
   * covering the variation between JVMs: those the result's JVMs show, and at least this spread.
   */
  Summary summary(Result r, double[] samples) {
    return Summary.of(samples).acrossJvms(Result.forkMeans(samples, r.forks()), relative);
  }
}
