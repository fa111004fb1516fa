package org.serbench.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.serbench.engine.JvmDeviations;
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

  JvmSpread {
    if (!(relative >= 0)) {
      throw new IllegalArgumentException("JVM spread must be 0 or more, not " + relative);
    }
    // In the order given (the run's), for the report.
    byDataSet = Collections.unmodifiableMap(new LinkedHashMap<>(byDataSet));
  }

  /**
   * The spread seen in the measured cells among {@code results} that ran in several JVMs, or {@link
   * JvmDeviations#PRIOR} where fewer than {@link JvmDeviations#CELLS_FOR_OWN} did.
   */
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
    Map<String, Double> byDataSet = new LinkedHashMap<>();
    perDataSet.forEach((dataSet, deviations) -> byDataSet.put(dataSet, sigma(deviations)));
    // As the stopping rule judged the cells (JvmDeviations.RunSpread): too few cells measured in
    // several JVMs show too little of the spread, and none would leave one JVM's interval that of
    // its batches alone.
    double relative = cells < JvmDeviations.CELLS_FOR_OWN ? JvmDeviations.PRIOR : sigma(all);
    return new JvmSpread(relative, cells, byDataSet);
  }

  /**
   * Whether the spread is {@link JvmDeviations#PRIOR}, assumed because the run measured fewer than
   * {@link JvmDeviations#CELLS_FOR_OWN} cells in several JVMs.
   */
  boolean assumed() {
    return cells < JvmDeviations.CELLS_FOR_OWN && relative == JvmDeviations.PRIOR;
  }

  /** See {@link JvmDeviations#of(Result)}. */
  static List<Double> deviations(Result r) {
    return JvmDeviations.of(r);
  }

  /** See {@link JvmDeviations#of(double[])}. */
  static List<Double> deviations(double[] means) {
    return JvmDeviations.of(means);
  }

  /** See {@link JvmDeviations#sigma}. */
  static double sigma(List<Double> deviations) {
    return JvmDeviations.sigma(deviations);
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
