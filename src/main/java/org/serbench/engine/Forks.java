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
        forks);
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
        double mean = Arrays.stream(phase.samples(jvm)).average().orElse(0);
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
