package org.serbench.stats;

import java.util.Arrays;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.DescriptiveStatistics;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;

/**
 * The statistics of one metric's samples (one sample per batch).
 *
 * <p>Percentiles use Commons Math's R-7 estimate (linear interpolation between order statistics,
 * the default of R, NumPy and Excel's PERCENTILE.INC). The confidence interval of the mean is
 * Student's t at 95%; with a single sample it is undefined and reported as NaN.
 *
 * @param n number of samples
 * @param mean arithmetic mean
 * @param min smallest sample
 * @param max largest sample
 * @param standardDeviation sample standard deviation (n - 1)
 * @param median 50th percentile
 * @param p90 90th percentile
 * @param p99 99th percentile
 * @param ciHalfWidth half width of the 95% confidence interval of the mean
 */
public record Summary(
    int n,
    double mean,
    double min,
    double max,
    double standardDeviation,
    double median,
    double p90,
    double p99,
    double ciHalfWidth) {

  /** The confidence level of {@link #ciHalfWidth()}. */
  public static final double CONFIDENCE = 0.95;

  /** Summarizes samples; there must be at least one. */
  public static Summary of(double... samples) {
    if (samples.length == 0) {
      throw new IllegalArgumentException("no samples to summarize");
    }
    DescriptiveStatistics stats = new DescriptiveStatistics(samples);
    stats.setPercentileImpl(new Percentile().withEstimationType(Percentile.EstimationType.R_7));
    int n = samples.length;
    double sd = n > 1 ? stats.getStandardDeviation() : 0.0;
    return new Summary(
        n,
        stats.getMean(),
        stats.getMin(),
        stats.getMax(),
        sd,
        stats.getPercentile(50),
        stats.getPercentile(90),
        stats.getPercentile(99),
        halfWidth(n, sd, CONFIDENCE));
  }

  /** Summarizes integral samples. */
  public static Summary of(long... samples) {
    double[] d = new double[samples.length];
    for (int i = 0; i < d.length; i++) {
      d[i] = samples[i];
    }
    return of(d);
  }

  private static double halfWidth(int n, double sd, double confidence) {
    if (n < 2) {
      return Double.NaN;
    }
    double t = new TDistribution(n - 1).inverseCumulativeProbability(1 - (1 - confidence) / 2);
    return t * sd / Math.sqrt(n);
  }

  /**
   * This summary with a confidence interval that also covers the variation between JVMs: the
   * standard error of the mean is the larger of the batches' own and the one the JVMs' means give
   * (their standard deviation over the square root of their number). Batches of one JVM are
   * autocorrelated and share its JIT decisions, so with several JVMs their own error alone would
   * claim more precision than the run has.
   *
   * @param jvmMeans the mean of each JVM's samples, NaN for a JVM that measured none (fewer than
   *     two JVMs with samples: this summary unchanged)
   */
  public Summary acrossJvms(double... jvmMeans) {
    return acrossJvms(jvmMeans, 0);
  }

  /**
   * This summary with a confidence interval that covers the variation between JVMs, also where the
   * JVMs themselves cannot show it: each JVM's mean is taken to lie off the mean of all JVMs by a
   * typical {@code jvmSpread} (a standard deviation, as a fraction of the mean), which the JVMs of
   * other cells measured. The standard error of the mean is the larger of the one the JVMs' means
   * give (their standard deviation over the square root of their number) and the batches' own
   * combined with that typical spread: sqrt(own² + (jvmSpread · mean)² / jvms). Measured in one
   * JVM, a mean's error is thus never only that of its batches, which share that JVM's JIT
   * decisions; measured in two that happened to agree, it is not smaller than the spread of JVMs
   * allows.
   *
   * @param jvmMeans the mean of each JVM's samples, NaN for a JVM that measured none
   * @param jvmSpread the typical relative standard deviation of one JVM's mean, 0 for none known
   */
  public Summary acrossJvms(double[] jvmMeans, double jvmSpread) {
    if (!(jvmSpread >= 0)) {
      throw new IllegalArgumentException("JVM spread must be 0 or more, not " + jvmSpread);
    }
    // A JVM whose share of the batches was zero (fewer batches than JVMs) has no mean; left in,
    // its NaN would make the interval NaN.
    jvmMeans = Arrays.stream(jvmMeans).filter(m -> !Double.isNaN(m)).toArray();
    if (n < 2 || (jvmMeans.length < 2 && jvmSpread == 0)) {
      return this;
    }
    int jvms = Math.max(1, jvmMeans.length);
    double between =
        jvmMeans.length < 2
            ? 0
            : new DescriptiveStatistics(jvmMeans).getStandardDeviation() / Math.sqrt(jvms);
    double ownError = standardDeviation / Math.sqrt(n);
    double typical = jvmSpread * Math.abs(mean);
    double withSpread = Math.sqrt(ownError * ownError + typical * typical / jvms);
    double error = Math.max(between, withSpread);
    if (error <= ownError) {
      return this;
    }
    double t = new TDistribution(n - 1).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
    return new Summary(n, mean, min, max, standardDeviation, median, p90, p99, t * error);
  }

  /**
   * The half width of the confidence interval of the mean at another level, e.g. 0.999 for JMH's
   * "scoreError".
   */
  public double ciHalfWidth(double confidence) {
    if (n < 2) {
      return Double.NaN;
    }
    TDistribution t = new TDistribution(n - 1);
    return ciHalfWidth
        * t.inverseCumulativeProbability(1 - (1 - confidence) / 2)
        / t.inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
  }

  /** Standard deviation relative to the mean, as a fraction (0.05 is 5%). */
  public double coefficientOfVariation() {
    return mean == 0 ? Double.NaN : standardDeviation / mean;
  }

  /** How far the smallest sample lies below the mean, as a fraction of the mean. */
  public double minOffMean() {
    return mean == 0 ? Double.NaN : (min - mean) / mean;
  }

  /** How far the largest sample lies above the mean, as a fraction of the mean. */
  public double maxOffMean() {
    return mean == 0 ? Double.NaN : (max - mean) / mean;
  }

  /** This summary with every value divided by {@code divisor}: per batch to per object. */
  public Summary dividedBy(double divisor) {
    return new Summary(
        n,
        mean / divisor,
        min / divisor,
        max / divisor,
        standardDeviation / divisor,
        median / divisor,
        p90 / divisor,
        p99 / divisor,
        ciHalfWidth / divisor);
  }
}
