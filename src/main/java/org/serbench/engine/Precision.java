package org.serbench.engine;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.serbench.stats.Summary;

/**
 * How precisely a cell's headline phases are known: the half-widths of the 95% intervals of its
 * encode and decode times, as fractions of their means, computed as the report computes them (the
 * larger of the JVMs' own disagreement and the batches' error combined with the run's spread
 * between JVMs: {@link Summary#acrossJvms(double[], double)}).
 *
 * <p>A cell is measured JVM after JVM until both are within its target ({@link
 * Settings#target(String)}), or a cap ends it ({@link Settings#stop}). The rule stops on the width
 * of an interval, never on a p-value, so stopping early biases nothing; the regression gate, which
 * compares, is run on the cell only after it stopped.
 *
 * @param encode the half-width of encode's interval over its mean; infinite where not known
 * @param decode the same for decode
 */
public record Precision(double encode, double decode) {

  /** The precision of a cell's JVMs merged into one result, judged with the run's spread. */
  public static Precision of(Result cell, double spread) {
    return ofFirst(cell, cell.forks().size(), spread);
  }

  /**
   * The precision the cell had after its first {@code jvms} JVMs (of those its figures come from),
   * as a curve of width against machine time shows it; all of them where it has fewer.
   */
  public static Precision ofFirst(Result cell, int jvms, double spread) {
    List<Result.Fork> forks =
        cell.forks().subList(0, Math.max(0, Math.min(jvms, cell.forks().size())));
    int batches = cell.forks().isEmpty() ? Integer.MAX_VALUE : 0;
    for (Result.Fork fork : forks) {
      batches += fork.batches();
    }
    return new Precision(
        relative(cell, Metric.ENCODE, forks, batches, spread),
        relative(cell, Metric.DECODE, forks, batches, spread));
  }

  private static double relative(
      Result cell, Metric metric, List<Result.Fork> forks, int batches, double spread) {
    double[] all = metric.samples(cell);
    double[] samples = Arrays.copyOf(all, Math.min(all.length, batches));
    if (samples.length < 2) {
      return Double.POSITIVE_INFINITY;
    }
    Summary s = Summary.of(samples).acrossJvms(Result.forkMeans(samples, forks), spread);
    return s.mean() > 0 && !Double.isNaN(s.ciHalfWidth())
        ? s.ciHalfWidth() / s.mean()
        : Double.POSITIVE_INFINITY;
  }

  /** The wider of the two. */
  public double widest() {
    return Math.max(encode, decode);
  }

  /** Whether both are within {@code target}. */
  public boolean within(double target) {
    return widest() <= target;
  }

  /** As "encode ±7.9%, decode ±8.8%". */
  @Override
  public String toString() {
    return String.format(Locale.ROOT, "encode ±%s, decode ±%s", percent(encode), percent(decode));
  }

  private static String percent(double fraction) {
    return Double.isInfinite(fraction) ? "?" : String.format(Locale.ROOT, "%.1f%%", 100 * fraction);
  }
}
