package org.serbench.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * Merges the JVMs of one cell (a codec on a data set) into the cell's result: its forks in a run,
 * or the JVMs the JMH cross-check measured the cell with, in turns with JMH's forks.
 */
public final class Forks {
  private Forks() {}

  /**
   * The cell's result: a failure of any JVM is the cell's outcome; otherwise the samples of all
   * JVMs one after the other, the first JVM's cold start, runs and sizes, the GC activity of all,
   * and the median calibration of those that took it.
   */
  public static Result merge(List<Result> parts) {
    if (parts.isEmpty()) {
      throw new IllegalArgumentException("a cell needs at least one JVM's result");
    }
    for (Result part : parts) {
      if (part.status() != Result.Status.OK) {
        return part;
      }
    }
    Result first = parts.get(0);
    if (parts.size() == 1) {
      return first;
    }
    Result last = parts.get(parts.size() - 1);
    int batches = 0, warmup = 0;
    long serGc = 0, serGcMs = 0, deserGc = 0, deserGcMs = 0;
    List<Result.Fork> forks = new ArrayList<>();
    List<Long> calibrations = new ArrayList<>();
    for (Result part : parts) {
      batches += part.batches();
      warmup += part.warmup();
      serGc += part.gc().serCount();
      serGcMs += part.gc().serMillis();
      deserGc += part.gc().deserCount();
      deserGcMs += part.gc().deserMillis();
      forks.addAll(part.forks());
      if (part.calibrationNs() > 0) {
        calibrations.add(part.calibrationNs());
      }
    }
    calibrations.sort(null);
    long calibration = calibrations.isEmpty() ? 0 : calibrations.get(calibrations.size() / 2);
    Result.Samples samples =
        new Result.Samples(
            concat(parts, Result.Samples::createNs),
            concat(parts, Result.Samples::serNs),
            concat(parts, Result.Samples::deserNs),
            concat(parts, Result.Samples::serAllocBytes),
            concat(parts, Result.Samples::deserAllocBytes),
            concat(parts, Result.Samples::sameNs),
            concat(parts, Result.Samples::decodeNs),
            concat(parts, Result.Samples::shallowNs));
    List<Result.ScalePoint> scaling =
        parts.stream().map(Result::scaling).filter(s -> !s.isEmpty()).findFirst().orElse(List.of());
    return new Result(
        first.codec(),
        first.dataSet(),
        Result.Status.OK,
        "",
        "",
        first.configuration(),
        first.libraries(),
        first.objects(),
        batches,
        warmup,
        first.seed(),
        first.jvm(),
        first.jvmFlags(),
        first.isolation(),
        first.machine(),
        calibration,
        first.started(),
        last.finished(),
        first.cold(),
        samples,
        new Result.Gc(serGc, serGcMs, deserGc, deserGcMs),
        first.size(),
        first.runs(),
        scaling,
        forks,
        "");
  }

  /**
   * The cell's result in a run: as {@link #merge(List)}, except that a cell measured in three or
   * more JVMs that disagree by more than {@code tolerance} ({@link #disagreement}) sets aside the
   * JVM farthest from the others ({@link #farthest}) and is merged from the rest, naming the one
   * set aside in {@link Result#setAside()}.
   *
   * <p>A JVM now and then compiles a library's code in a way its others do not, or measures through
   * a slow spell of the machine, and lies off the others by far more than they lie apart. Pooled
   * in, it moves the cell's mean by a share of that distance, differently in every run; the median
   * of three or more JVMs is not moved by it. Setting aside only the one farthest keeps every other
   * JVM's batches in the figures and errors.
   */
  public static Result merge(List<Result> parts, double tolerance) {
    int far = parts.size() < 3 || disagreement(parts, tolerance).isEmpty() ? -1 : farthest(parts);
    if (far < 0) {
      return merge(parts);
    }
    List<Result> kept = new ArrayList<>(parts);
    Result aside = kept.remove(far);
    return merge(kept)
        .withSetAside(
            String.format(
                Locale.ROOT, "JVM %d of %d: %s", far + 1, parts.size(), offMedian(parts, aside)));
  }

  /**
   * The index of the measured JVM farthest from the cell's others: the one whose mean of some phase
   * ({@link Metric#PHASES}) lies farthest, relatively, from the median of the JVMs' means of that
   * phase; the first of equals.
   */
  static int farthest(List<Result> jvms) {
    int far = 0;
    double most = -1;
    for (int j = 0; j < jvms.size(); j++) {
      double distance = distance(jvms, jvms.get(j)).distance();
      if (distance > most) {
        most = distance;
        far = j;
      }
    }
    return far;
  }

  /** A JVM's mean of a phase against the median of its cell's JVM means of that phase. */
  private record Off(Metric phase, double mean, double median) {
    double distance() {
      return median > 0 ? Math.abs(mean / median - 1) : 0;
    }
  }

  /** The phase in which a JVM lies farthest from the median of the cell's JVMs. */
  private static Off distance(List<Result> jvms, Result jvm) {
    Off farthest = new Off(Metric.SER, 0, 0);
    for (Metric phase : Metric.PHASES) {
      double[] means = new double[jvms.size()];
      for (int j = 0; j < means.length; j++) {
        means[j] = mean(phase.samples(jvms.get(j)));
      }
      Off off = new Off(phase, mean(phase.samples(jvm)), median(means));
      if (off.distance() > farthest.distance()) {
        farthest = off;
      }
    }
    return farthest;
  }

  private static String offMedian(List<Result> jvms, Result jvm) {
    Off off = distance(jvms, jvm);
    return String.format(
        Locale.ROOT,
        "%s %,.0f %s, %+.0f%% off the median of the cell's JVMs (%,.0f)",
        off.phase().label().substring(0, off.phase().label().indexOf('.')),
        off.mean(),
        off.phase().unit(),
        100 * (off.mean() / off.median() - 1),
        off.median());
  }

  private static double mean(double[] values) {
    return Arrays.stream(values).average().orElse(0);
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }

  /**
   * Where a cell's JVMs disagree: the first phase of {@link Metric#PHASES} whose largest JVM mean
   * exceeds the smallest by more than {@code tolerance} (0.10 for 10%), as e.g. "ser 1,281 to 2,377
   * ns/op, +86%"; empty where they agree, where fewer than two JVMs measured, or where a phase was
   * not timed (a POJO codec's create).
   */
  public static String disagreement(List<Result> jvms, double tolerance) {
    if (jvms.size() < 2 || jvms.stream().anyMatch(r -> r.status() != Result.Status.OK)) {
      return "";
    }
    for (Metric phase : Metric.PHASES) {
      double least = Double.POSITIVE_INFINITY;
      double most = 0;
      for (Result jvm : jvms) {
        double mean = mean(phase.samples(jvm));
        least = Math.min(least, mean);
        most = Math.max(most, mean);
      }
      if (least > 0 && most / least - 1 > tolerance) {
        return String.format(
            Locale.ROOT,
            "%s %,.0f to %,.0f %s, +%.0f%%",
            phase.label().substring(0, phase.label().indexOf('.')),
            least,
            most,
            phase.unit(),
            100 * (most / least - 1));
      }
    }
    return "";
  }

  private static long[] concat(List<Result> parts, Function<Result.Samples, long[]> metric) {
    long[] all = new long[0];
    for (Result part : parts) {
      long[] more = metric.apply(part.samples());
      int at = all.length;
      all = Arrays.copyOf(all, at + more.length);
      System.arraycopy(more, 0, all, at, more.length);
    }
    return all;
  }
}
