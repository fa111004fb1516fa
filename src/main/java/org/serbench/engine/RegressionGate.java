package org.serbench.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.math3.stat.inference.TTest;
import org.serbench.data.DataSets;
import org.serbench.stats.Summary;

/**
 * Compares a result with its baseline and names every regression.
 *
 * <ul>
 *   <li>Sizes are deterministic for a seed: any growth is a regression.
 *   <li>Times and allocation regress when their mean got worse by more than the tolerance AND
 *       Welch's t-test on the batch samples says the change is real (one-sided p below {@link
 *       #SIGNIFICANCE}): the tolerance keeps small drifts from failing builds, the test keeps a
 *       noisy batch or two from doing so.
 *   <li>On the machine that made the baseline ({@link Machine#key()}), times are compared as they
 *       are. A baseline from another machine is compared in multiples of each JVM's {@link
 *       Calibration} workload, so that a faster or slower machine does not look like a change, and
 *       with twice the tolerance: the calibration evens out speed, not every difference of
 *       micro-architecture, and it is itself a measurement with noise (on this project's 2-core
 *       machine two JVMs' calibrations differed by half, which is why it is not used where it is
 *       not needed).
 * </ul>
 */
public final class RegressionGate {
  /** How much worse a time or allocation mean may get before the gate looks at it (35%). */
  public static final double DEFAULT_TOLERANCE = 0.35;

  /** The largest one-sided p-value that counts as a real change. */
  public static final double SIGNIFICANCE = 0.01;

  static final double OTHER_MACHINE_FACTOR = 2.0;

  private static final List<Metric> TIMES = List.of(Metric.SER, Metric.DECODE);

  /**
   * The data set whose times and allocation the gate compares: its batches are large enough for the
   * measured seconds to settle; the other data sets' shorter measurements vary more from one JVM to
   * the next than a gate may allow, so only their sizes, which have no noise, are gated.
   */
  static final String TIMED_DATA_SET = DataSets.TEST_OBJECT.name();

  private static final List<Metric> ALLOCATION = List.of(Metric.SER_ALLOC, Metric.DESER_ALLOC);
  private static final List<Metric> SIZES = List.of(Metric.SIZE, Metric.GZIP, Metric.DEFLATE);

  private RegressionGate() {}

  /**
   * One metric that got worse.
   *
   * @param baseline the baseline's mean, in the metric's unit
   * @param current this run's mean, in the metric's unit
   * @param change relative change of the compared means (times: calibrated), 1.0 is +100%
   * @param pValue one-sided p-value of the change; 0 for sizes, which have no noise
   * @param tolerance the tolerance the change exceeded
   */
  public record Regression(
      String codec,
      String dataSet,
      Metric metric,
      double baseline,
      double current,
      double change,
      double pValue,
      double tolerance) {

    /** A message naming codec, data set, metric, values, change and p-value. */
    public String describe() {
      if (metric.kind() == Metric.Kind.SIZE) {
        return String.format(
            Locale.ROOT,
            "%s on %s regressed in %s: baseline %,.0f bytes a batch, now %,.0f (%+,.0f bytes,"
                + " %+.4f%%; sizes must not grow)",
            codec,
            dataSet,
            metric.label(),
            baseline,
            current,
            current - baseline,
            change * 100);
      }
      return String.format(
          Locale.ROOT,
          "%s on %s regressed in %s: baseline %,.1f, now %,.1f (%+.1f%%%s, tolerance %.0f%%)",
          codec,
          dataSet,
          metric.label(),
          baseline,
          current,
          change * 100,
          metric.kind() == Metric.Kind.SIZE ? "" : String.format(Locale.ROOT, ", p = %.2g", pValue),
          tolerance * 100);
    }
  }

  /** The regressions of {@code current} against {@code baseline}; empty when there are none. */
  public static List<Regression> compare(Result baseline, Result current, double tolerance) {
    List<Regression> regressions = new ArrayList<>();
    for (Metric metric : SIZES) {
      double before = metric.samples(baseline)[0];
      double now = metric.samples(current)[0];
      if (now > before) {
        regressions.add(
            new Regression(
                current.codec(),
                current.dataSet(),
                metric,
                before * baseline.objects(),
                now * current.objects(),
                now / before - 1,
                0,
                0));
      }
    }
    if (!current.dataSet().equals(TIMED_DATA_SET)) {
      return regressions;
    }
    boolean sameMachine = baseline.machine().equals(current.machine());
    double timeTolerance = sameMachine ? tolerance : tolerance * OTHER_MACHINE_FACTOR;
    for (Metric metric : TIMES) {
      double[] before = metric.samples(baseline);
      double[] now = metric.samples(current);
      if (!sameMachine) {
        before = scaled(before, baseline.calibrationNs());
        now = scaled(now, current.calibrationNs());
      }
      check(regressions, baseline, current, metric, before, now, timeTolerance);
    }
    for (Metric metric : ALLOCATION) {
      check(
          regressions,
          baseline,
          current,
          metric,
          metric.samples(baseline),
          metric.samples(current),
          tolerance);
    }
    return regressions;
  }

  private static void check(
      List<Regression> regressions,
      Result baseline,
      Result current,
      Metric metric,
      double[] before,
      double[] now,
      double tolerance) {
    if (before.length < 2 || now.length < 2) {
      return;
    }
    double change = Summary.of(now).mean() / Summary.of(before).mean() - 1;
    if (change <= tolerance) {
      return;
    }
    double p = oneSidedPValue(before, now);
    if (p < SIGNIFICANCE) {
      regressions.add(regression(baseline, current, metric, change, p, tolerance));
    }
  }

  /** Welch's t-test, one-sided: the probability of a rise this large if nothing changed. */
  static double oneSidedPValue(double[] before, double[] now) {
    Summary b = Summary.of(before);
    Summary n = Summary.of(now);
    if (b.standardDeviation() == 0 && n.standardDeviation() == 0) {
      return n.mean() > b.mean() ? 0 : 1;
    }
    double twoSided = new TTest().tTest(before, now);
    return n.mean() > b.mean() ? twoSided / 2 : 1 - twoSided / 2;
  }

  private static double[] scaled(double[] samples, long calibrationNs) {
    if (calibrationNs <= 0) {
      return samples;
    }
    double[] scaled = new double[samples.length];
    for (int i = 0; i < scaled.length; i++) {
      scaled[i] = samples[i] / calibrationNs;
    }
    return scaled;
  }

  private static Regression regression(
      Result baseline, Result current, Metric metric, double change, double p, double tolerance) {
    return new Regression(
        current.codec(),
        current.dataSet(),
        metric,
        Summary.of(metric.samples(baseline)).mean(),
        Summary.of(metric.samples(current)).mean(),
        change,
        p,
        tolerance);
  }
}
