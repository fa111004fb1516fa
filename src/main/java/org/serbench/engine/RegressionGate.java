package org.serbench.engine;

import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
 *   <li>A baseline keeps several runs of a cell ({@link Run}), and the slowest of them is what a
 *       new run is compared with: some codecs' times move between runs of unchanged code by more
 *       than any tolerance a gate could keep for the others, all JVMs of a run alike. On this
 *       project's 2-core machine the Fory codecs' TestObject ser measured about 10,000 ns in every
 *       batch of both JVMs of one run and 17,000 to 18,000 in the next, jsonb/fastjson2's 12,059 in
 *       one and 19,400 to 19,900 in two others, and a baseline of one run failed unchanged code on
 *       them. A baseline that has seen a codec's slow state passes it; a slowdown of a codec whose
 *       runs agree is caught as before.
 *   <li>An allocation regression is a warning, not a failure ({@link Regression#failsTheBuild()}):
 *       allocation per operation is the same in every batch of a JVM, so it has no noise a test can
 *       see, yet it changes from one JVM to the next on unchanged code when the JIT's escape
 *       analysis decides differently. On this project's 2-core machine avro-specific's TestObject
 *       decoding allocated 85,751 bytes per object in most JVMs and 110,015 in others (24 bytes for
 *       each of its 1,011 instants, not scalar-replaced), and a run whose two JVMs both took the
 *       second state failed the gate at +28.3% on unchanged code. A real regression in allocation
 *       that costs time is caught by the times.
 *   <li>The machine, the JVM and its flags are part of what is measured: against a baseline
 *       measured on another machine ({@link Machine#key()}), another JDK or with other flags, or on
 *       the same machine running the calibration workload more than {@link #MACHINE_SLOWDOWN}
 *       slower than in the baseline's run, only sizes are compared. Scaling times by a {@link
 *       Calibration} workload was tried and dropped: one JVM's calibration is itself a measurement
 *       with noise (on this project's 2-core machine, 7.3 to 13.2 ms across the JVMs of one run),
 *       and two runs of unchanged code on an AMD EPYC VM, compared so with a baseline from an Intel
 *       Xeon VM with twice the tolerance, each failed 7 of 62 TestObject cells (thrift's ser:
 *       37,067 ns against 38,139 as measured, +56% calibrated).
 * </ul>
 */
public final class RegressionGate {
  /** How much worse a time or allocation mean may get before it counts as a regression (25%). */
  public static final double DEFAULT_TOLERANCE = 0.25;

  /** The largest one-sided p-value that counts as a real change. */
  public static final double SIGNIFICANCE = 0.01;

  /**
   * The classic data set whose times and allocation the gate compares: its batches are large enough
   * for the measured seconds to settle; the other classic data sets' shorter measurements vary more
   * from one JVM to the next than a gate may allow, so only their sizes, which have no noise, are
   * gated.
   */
  static final String TIMED_DATA_SET = DataSets.TEST_OBJECT.name();

  /**
   * Whether the gate compares a data set's times: TestObject's, and a user's own data sets', which
   * are what a project's gate is for (its tolerance is {@code serbench.tolerance}, or a codec's
   * line in {@code tolerances.properties}).
   */
  public static boolean timesGated(String dataSet) {
    return dataSet.equals(TIMED_DATA_SET)
        || DataSets.all().stream().noneMatch(d -> d.name().equals(dataSet));
  }

  /** The metrics whose means a baseline keeps of each run: the times and allocation gated. */
  static final List<Metric> GATED =
      List.of(Metric.SER, Metric.DECODE, Metric.SER_ALLOC, Metric.DECODE_ALLOC);

  /** The sizes every data set's gate compares. */
  public static final List<Metric> SIZES = List.of(Metric.SIZE, Metric.GZIP, Metric.DEFLATE);

  /**
   * How much slower than in the baseline's run the machine may run the calibration workload for
   * times to be compared (25%, as the default tolerance: beyond it, the machine alone could make
   * any codec fail).
   */
  public static final double MACHINE_SLOWDOWN = 0.25;

  private RegressionGate() {}

  /**
   * One metric that got worse.
   *
   * @param baseline the baseline's mean, in the metric's unit
   * @param current this run's mean, in the metric's unit
   * @param change relative change of the compared means, 1.0 is +100%
   * @param pValue one-sided p-value of the change; 0 for sizes, which have no noise
   * @param tolerance the tolerance the change exceeded
   * @param baselineRuns how many runs the baseline kept; {@code baseline} is the slowest one's mean
   */
  public record Regression(
      String codec,
      String dataSet,
      Metric metric,
      double baseline,
      double current,
      double change,
      double pValue,
      double tolerance,
      int baselineRuns) {

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
                + " %+.4f%%; sizes must not grow beyond -Dserbench.sizeTolerance, 0 by default)",
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
          "%s on %s regressed in %s: baseline %,.1f%s, now %,.1f (%+.1f%%%s, tolerance %.0f%%)",
          codec,
          dataSet,
          metric.label(),
          baseline,
          baselineRuns > 1 ? " (the slowest of its " + baselineRuns + " runs)" : "",
          current,
          change * 100,
          metric.kind() == Metric.Kind.SIZE ? "" : String.format(Locale.ROOT, ", p = %.2g", pValue),
          tolerance * 100);
    }
  }

  /**
   * One run of a cell as a baseline keeps it: the mean of each gated time and allocation with its
   * standard error (across JVMs, as a new run's is taken).
   */
  public record Run(Instant started, Map<Metric, Mean> means) {
    public Run {
      means = Map.copyOf(means);
    }

    /** The run a result is: the means of its gated metrics that have at least two samples. */
    public static Run of(Result r) {
      Map<Metric, Mean> means = new EnumMap<>(Metric.class);
      for (Metric metric : GATED) {
        double[] samples = metric.samples(r);
        if (samples.length >= 2) {
          means.put(metric, Mean.of(samples, r.forks()));
        }
      }
      return new Run(r.started(), means);
    }
  }

  /** A mean and its standard error. */
  public record Mean(double value, double standardError) {
    /** The mean of samples with the larger of the errors their batches and their JVMs give. */
    static Mean of(double[] samples, List<Result.Fork> forks) {
      return of(Summary.of(samples).acrossJvms(Result.forkMeans(samples, forks)));
    }

    static Mean of(Summary s) {
      return new Mean(s.mean(), RegressionGate.standardError(s));
    }
  }

  /**
   * The regressions of {@code current} against a baseline of one run; empty when there are none.
   */
  public static List<Regression> compare(Result baseline, Result current, double tolerance) {
    return compare(baseline, List.of(Run.of(baseline)), current, tolerance);
  }

  /**
   * The regressions of {@code current} against a baseline: its latest result {@code baseline}
   * (sizes, JVM, machine) and the runs it keeps, the slowest of which the times and allocation are
   * compared with; empty when there are none.
   */
  public static List<Regression> compare(
      Result baseline, List<Run> runs, Result current, double tolerance) {
    return compare(baseline, runs, current, tolerance, 0);
  }

  /**
   * As {@link #compare(Result, List, Result, double)}, a size failing only when it grew by more
   * than {@code sizeTolerance} (a fraction).
   */
  public static List<Regression> compare(
      Result baseline, List<Run> runs, Result current, double tolerance, double sizeTolerance) {
    List<Regression> regressions = new ArrayList<>();
    for (Metric metric : SIZES) {
      double before = metric.samples(baseline)[0];
      double now = metric.samples(current)[0];
      if (now > before * (1 + sizeTolerance)) {
        regressions.add(
            new Regression(
                current.codec(),
                current.dataSet(),
                metric,
                before * baseline.objects(),
                now * current.objects(),
                now / before - 1,
                0,
                0,
                runs.size()));
      }
    }
    if (!timesGated(current.dataSet()) || !comparesTimes(baseline, current)) {
      return regressions;
    }
    for (Metric metric : GATED) {
      check(regressions, runs, current, metric, tolerance);
    }
    return regressions;
  }

  /**
   * Whether two results come from the same machine, in the same state, and the same JVM with the
   * same flags: else their times and allocation don't compare, only their sizes ({@link
   * #whyNotTimes}).
   */
  public static boolean comparesTimes(Result baseline, Result current) {
    return whyNotTimes(baseline, current) == null;
  }

  /**
   * Why the times and allocation of {@code current} are not compared with its baseline's, only its
   * sizes; null when they are. They are not when the two were measured on another machine, another
   * JVM or with other flags, or when the machine ran the fixed {@link Calibration} workload more
   * than {@link #MACHINE_SLOWDOWN} slower in this cell's JVMs than in the baseline's: a machine of
   * the same kind that the host gives less CPU is not the machine the baseline measured, and every
   * codec on it looks like a regression. On this project's 2-core VM, a run of unchanged code whose
   * JVMs took a median 12.7 ms for the workload (10.4 to 18.7), against 8.4 in the baseline's run
   * (7.4 to 11.4), failed 4 of its first 11 TestObject cells by 41 to 85%; their cells' workload
   * was 1.54 to 1.79 times the baseline's. The workload's own noise, a CV of 9% over the committed
   * run's TestObject cells, puts a cell of a machine in its usual state past the limit now and then
   * (3.9% of the pairs of those 62 cells differ by more than 25%), and the gate then says so
   * instead of comparing its times.
   */
  public static String whyNotTimes(Result baseline, Result current) {
    if (!baseline.machine().equals(current.machine())
        || !baseline.jvm().equals(current.jvm())
        || !baseline.jvmFlags().equals(current.jvmFlags())) {
      return String.format(
          Locale.ROOT,
          "the baseline ran on %s, %s, this run on %s, %s (take a baseline on this machine with"
              + " -Dserbench.updateBaseline=true to gate times)",
          baseline.machine(),
          baseline.jvm(),
          current.machine(),
          current.jvm());
    }
    if (baseline.calibrationNs() > 0
        && current.calibrationNs() > 0
        && current.calibrationNs() > (1 + MACHINE_SLOWDOWN) * baseline.calibrationNs()) {
      return String.format(
          Locale.ROOT,
          "this cell's JVMs ran the calibration workload in %.3f ms, the baseline's in %.3f ms"
              + " (%+.0f%%): the machine is slower than the baseline measured it, by more than"
              + " %.0f%%; measure again when it is quiet",
          current.calibrationNs() / 1e6,
          baseline.calibrationNs() / 1e6,
          100.0 * current.calibrationNs() / baseline.calibrationNs() - 100,
          100 * MACHINE_SLOWDOWN);
    }
    return null;
  }

  /**
   * Adds a regression if {@code current} is worse in {@code metric} than the slowest of the runs by
   * more than the tolerance, significantly.
   */
  private static void check(
      List<Regression> regressions,
      List<Run> runs,
      Result current,
      Metric metric,
      double tolerance) {
    double[] samples = metric.samples(current);
    if (samples.length < 2) {
      return;
    }
    Mean before = null;
    for (Run run : runs) {
      Mean mean = run.means().get(metric);
      if (mean != null && (before == null || mean.value() > before.value())) {
        before = mean;
      }
    }
    if (before == null) {
      return;
    }
    Mean now = Mean.of(samples, current.forks());
    double change = now.value() / before.value() - 1;
    if (change <= tolerance) {
      return;
    }
    double p = pWorseThanTolerance(before, now, tolerance);
    if (p < SIGNIFICANCE) {
      regressions.add(
          new Regression(
              current.codec(),
              current.dataSet(),
              metric,
              before.value(),
              now.value(),
              change,
              p,
              tolerance,
              runs.size()));
    }
  }

  /**
   * A ratio of two means, now / before, with its 95% interval and the one-sided p-values of "now is
   * slower" and "now is faster", from the log ratio's standard error as the gate's test takes it
   * ({@link #logRatioZ}).
   */
  public record Ratio(double value, double low, double high, double pSlower, double pFaster) {
    /** The ratio of {@code metric}'s means in two results, each with its JVMs' error. */
    public static Ratio of(Metric metric, Result before, Result now) {
      Mean b = Mean.of(metric.samples(before), before.forks());
      Mean n = Mean.of(metric.samples(now), now.forks());
      double z = logRatioZ(b, n, 0);
      double rb = b.standardError() / b.value();
      double rn = n.standardError() / n.value();
      double half = 1.959964 * Math.sqrt(rb * rb + rn * rn);
      double ratio = n.value() / b.value();
      double pFaster =
          new org.apache.commons.math3.distribution.NormalDistribution().cumulativeProbability(z);
      return new Ratio(
          ratio, ratio * Math.exp(-half), ratio * Math.exp(half), 1 - pFaster, pFaster);
    }
  }

  /**
   * The one-sided p-value of "now is worse than the baseline by more than the tolerance", against a
   * normal distribution ({@link #logRatioZ}).
   */
  static double pWorseThanTolerance(Mean before, Mean now, double tolerance) {
    return 1
        - new org.apache.commons.math3.distribution.NormalDistribution()
            .cumulativeProbability(logRatioZ(before, now, tolerance));
  }

  /**
   * How many standard errors the log of the ratio now / before lies above the log of {@code 1 +
   * margin}: the log ratio's standard error comes from the two means' relative errors (delta
   * method). Where neither mean has an error, it is infinite on the side of the difference, or 0
   * where there is none.
   */
  public static double logRatioZ(Mean before, Mean now, double margin) {
    double rseBefore = before.standardError() / before.value();
    double rseNow = now.standardError() / now.value();
    double se = Math.sqrt(rseBefore * rseBefore + rseNow * rseNow);
    double excess = Math.log(now.value() / before.value()) - Math.log(1 + margin);
    if (se == 0) {
      return excess == 0 ? 0 : Math.copySign(Double.POSITIVE_INFINITY, excess);
    }
    return excess / se;
  }

  /**
   * The standard error of a mean, recovered from Summary's interval, which is Student's t at 95%;
   * with the sample sizes of a measured cell that is within a few percent of the normal one.
   */
  private static double standardError(Summary s) {
    double t =
        new org.apache.commons.math3.distribution.TDistribution(Math.max(1, s.n() - 1))
            .inverseCumulativeProbability(1 - (1 - Summary.CONFIDENCE) / 2);
    return Double.isNaN(s.ciHalfWidth()) ? 0 : s.ciHalfWidth() / t;
  }
}
