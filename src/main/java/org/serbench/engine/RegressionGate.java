package org.serbench.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.serbench.data.DataSets;
import org.serbench.stats.Summary;

/**
 * Compares a result with its baseline and names every regression.
 *
 * <ul>
 *   <li>Sizes are deterministic for a seed: any growth is a regression.
 *   <li>Times and allocation regress when they are worse than the baseline by more than the
 *       tolerance, tested one-sided on the ratio of the means: the hypothesis "now / baseline is at
 *       most 1 + tolerance" is rejected at {@link #SIGNIFICANCE}. Each mean's standard error is the
 *       larger of its batches' own and the one its JVMs' means give (Summary#acrossJvms), so a
 *       codec whose JVMs disagree is judged with the uncertainty it really has, and a quiet codec
 *       is not failed for the ordinary drift between two JVMs: that drift is what the tolerance is
 *       for.
 *   <li>An allocation regression is a warning, not a failure ({@link Regression#failsTheBuild()}):
 *       allocation per operation is the same in every batch of a JVM, so it has no noise a test can
 *       see, yet it changes from one JVM to the next on unchanged code when the JIT's escape
 *       analysis decides differently. On this project's 2-core machine avro-specific's TestObject
 *       decoding allocated 85,751 bytes per object in most JVMs and 110,015 in others (24 bytes for
 *       each of its 1,011 instants, not scalar-replaced), and a run whose two JVMs both took the
 *       second state failed the gate at +28.3% on unchanged code. A real regression in allocation
 *       that costs time is caught by the times.
 *   <li>The JVM and its flags are part of the machine: against a baseline measured on another JDK
 *       or with other flags, only sizes are compared.
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
  /** How much worse a time or allocation mean may get before it counts as a regression (25%). */
  public static final double DEFAULT_TOLERANCE = 0.25;

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

    /** Whether this regression fails the build: sizes and times do, allocation only warns. */
    public boolean failsTheBuild() {
      return metric.kind() != Metric.Kind.ALLOCATION;
    }

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
    if (!current.dataSet().equals(TIMED_DATA_SET) || !sameJvm(baseline, current)) {
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

  /** Whether two results come from the same JVM with the same flags: else times don't compare. */
  public static boolean sameJvm(Result baseline, Result current) {
    return baseline.jvm().equals(current.jvm()) && baseline.jvmFlags().equals(current.jvmFlags());
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
    Summary b = Summary.of(before).acrossJvms(Result.forkMeans(before, baseline.forks()));
    Summary n = Summary.of(now).acrossJvms(Result.forkMeans(now, current.forks()));
    double change = n.mean() / b.mean() - 1;
    if (change <= tolerance) {
      return;
    }
    double p = pWorseThanTolerance(b, n, tolerance);
    if (p < SIGNIFICANCE) {
      regressions.add(regression(baseline, current, metric, change, p, tolerance));
    }
  }

  /**
   * The one-sided p-value of "now is worse than the baseline by more than the tolerance": on the
   * log of the ratio of the means, whose standard error comes from the two means' relative errors
   * (delta method), against a normal distribution.
   */
  static double pWorseThanTolerance(Summary before, Summary now, double tolerance) {
    // Summary's interval is Student's t at 95%; with the sample sizes of a measured cell that is
    // within a few percent of the normal one, which is what the error is recovered with here.
    double rseBefore = standardError(before) / before.mean();
    double rseNow = standardError(now) / now.mean();
    double se = Math.sqrt(rseBefore * rseBefore + rseNow * rseNow);
    double excess = Math.log(now.mean() / before.mean()) - Math.log(1 + tolerance);
    if (se == 0) {
      return excess > 0 ? 0 : 1;
    }
    return 1
        - new org.apache.commons.math3.distribution.NormalDistribution()
            .cumulativeProbability(excess / se);
  }

  private static double standardError(Summary s) {
    double t =
        new org.apache.commons.math3.distribution.TDistribution(Math.max(1, s.n() - 1))
            .inverseCumulativeProbability(1 - (1 - Summary.CONFIDENCE) / 2);
    return Double.isNaN(s.ciHalfWidth()) ? 0 : s.ciHalfWidth() / t;
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
