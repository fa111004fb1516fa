package org.serbench.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import org.serbench.engine.Metric;
import org.serbench.engine.Result;
import org.serbench.stats.Summary;

/**
 * Writes results in JMH's JSON result format, so that JMH Visualizer and github-action-benchmark
 * read them unchanged.
 *
 * <p>Each codec and data set gives one JMH "benchmark" per phase, named {@code
 * org.serbench.DATASET.PHASE}, with the codec, the data set, the JDK's version and the variant (the
 * library versions: "default" for the build's own, {@code kryo=5.5.0} for a version of {@code
 * serbench.variants}) as its parameters; the score is nanoseconds per object (mode {@code avgt},
 * unit {@code ns/op}), one raw sample per measured batch. As in JMH, {@code scoreError} is the half
 * width of the 99.9% confidence interval. Allocation goes under the keys of JMH's gc profiler
 * ({@code ·gc.alloc.rate.norm} and friends), sizes under {@code ·size.bytes} and {@code
 * ·gzip.bytes}.
 *
 * <p>As in JMH, a cell measured in several JVMs has one {@code rawData} array per JVM, in the order
 * they ran, and {@code forks} says how many; {@code warmupIterations} and {@code
 * measurementIterations} count batches per JVM (the largest, where a JVM stopped at its share of
 * the time limit before the others).
 */
public final class JmhJson {
  /** The start of every benchmark name: then the data set and the phase. */
  static final String BENCHMARK_PREFIX = "org.serbench.";

  /** The {@code variant} parameter of results measured with the build's own library versions. */
  static final String DEFAULT_VARIANT = "default";

  /** The key of an entry that names the run it comes from. */
  static final String RUN_KEY = "serbenchRun";

  /**
   * The secondary metric of the measuring JVMs' time for the fixed {@link
   * org.serbench.engine.Calibration} workload, where the cell was calibrated.
   */
  static final String CALIBRATION = "·calibration.ns";

  /**
   * The key of a metric's half width of its 95% interval, the one the Markdown shows, beside JMH's
   * 99.9% {@code scoreError}; JMH's readers ignore it, the HTML page shows it.
   */
  static final String ERROR_95 = "serbenchError95";

  /** JMH's confidence level for {@code scoreError}. */
  static final double JMH_CONFIDENCE = 0.999;

  private static final String[] PERCENTILES = {
    "0.0", "50.0", "90.0", "95.0", "99.0", "99.9", "99.99", "99.999", "99.9999", "100.0"
  };
  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private JmhJson() {}

  /** The benchmark name of a phase of a data set. */
  static String benchmark(String dataSet, Metric phase) {
    return BENCHMARK_PREFIX
        + dataSet
        + "."
        + phase.label().substring(0, phase.label().indexOf('.'));
  }

  /** The measured results as a JMH result array, without the run's commit and start. */
  public static String render(List<Result> results) {
    return render(results, null, null);
  }

  /**
   * The measured results as a JMH result array. Each entry also names the run it comes from, in a
   * key of its own ({@code serbenchRun}: commit and start) that JMH's readers ignore, so that a
   * comparison of two files can say which commit and day each was measured on. A time's
   * "scoreError" covers the variation between JVMs that the results measured in several show
   * ({@link JvmSpread}).
   */
  public static String render(List<Result> results, String commit, Instant runStarted) {
    return render(results, commit, runStarted, r -> DEFAULT_VARIANT);
  }

  /**
   * As {@link #render(List, String, Instant)}, each result's {@code variant} parameter given by
   * {@code variant}: the library versions it was measured with ({@code kryo=5.5.0}).
   */
  public static String render(
      List<Result> results, String commit, Instant runStarted, Function<Result, String> variant) {
    JvmSpread spread = JvmSpread.of(results);
    ArrayNode array = JSON.createArrayNode();
    for (Result r : results) {
      if (r.status() != Result.Status.OK) {
        continue;
      }
      for (Metric phase : Metric.PHASES) {
        ObjectNode b = benchmark(r, phase, spread, variant.apply(r));
        if (commit != null) {
          ObjectNode run = b.putObject(RUN_KEY);
          run.put("commit", commit);
          run.put("started", runStarted.toString());
        }
        array.add(b);
      }
    }
    try {
      return JSON.writeValueAsString(array) + "\n";
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException("results could not be written as JSON", e);
    }
  }

  private static ObjectNode benchmark(Result r, Metric phase, JvmSpread spread, String variant) {
    ObjectNode b = JSON.createObjectNode();
    b.put("jmhVersion", "serbench");
    b.put("benchmark", benchmark(r.dataSet(), phase));
    b.put("mode", "avgt");
    b.put("threads", 1);
    int[] perJvm = perJvm(r, r.batches());
    b.put("forks", perJvm.length);
    b.put("jvm", r.jvm());
    ArrayNode args = b.putArray("jvmArgs");
    r.jvmFlags().forEach(args::add);
    b.put("vmName", r.jvm());
    b.put(
        "warmupIterations",
        r.forks().size() < 2
            ? r.warmup()
            : r.forks().stream().mapToInt(Result.Fork::warmupBatches).max().orElse(0));
    b.put("warmupBatchSize", r.objects());
    b.put("measurementIterations", Arrays.stream(perJvm).max().orElse(0));
    b.put("measurementBatchSize", r.objects());
    ObjectNode params = b.putObject("params");
    params.put("codec", r.codec());
    params.put("dataSet", r.dataSet());
    params.put("jdk", JdkComparison.label(r.jvm()).replaceFirst("^JDK ", ""));
    params.put("variant", variant);

    double[] samples = phase.samples(r);
    b.set(
        "primaryMetric",
        metric(samples, "ns/op", spread.summary(r, samples), perJvm(r, samples.length)));

    ObjectNode secondary = b.putObject("secondaryMetrics");
    if (phase == Metric.SER || phase == Metric.DECODE) {
      Metric alloc = phase == Metric.SER ? Metric.SER_ALLOC : Metric.DECODE_ALLOC;
      double[] bytes = alloc.samples(r);
      if (bytes.length > 0) {
        int[] jvms = perJvm(r, bytes.length);
        secondary.set("·gc.alloc.rate.norm", metric(bytes, "B/op", Summary.of(bytes), jvms));
        double[] rate = new double[bytes.length];
        for (int i = 0; i < rate.length; i++) {
          // bytes per nanosecond is GB/s; JMH reports MB/sec
          rate[i] = bytes[i] / samples[i] * 1e9 / (1024 * 1024);
        }
        secondary.set("·gc.alloc.rate", metric(rate, "MB/sec", Summary.of(rate), jvms));
      }
      Result.Gc gc = r.gc();
      secondary.set(
          "·gc.count", single(phase == Metric.SER ? gc.serCount() : gc.deserCount(), "counts"));
      secondary.set(
          "·gc.time", single(phase == Metric.SER ? gc.serMillis() : gc.deserMillis(), "ms"));
    }
    secondary.set("·size.bytes", single(Metric.SIZE.samples(r)[0], "B/op"));
    secondary.set("·gzip.bytes", single(Metric.GZIP.samples(r)[0], "B/op"));
    if (r.calibrationNs() > 0) {
      secondary.set(CALIBRATION, single(r.calibrationNs(), "ns"));
    }
    return b;
  }

  /**
   * How many of a result's {@code samples} samples each of its JVMs measured: one count per JVM
   * where the result records its JVMs and their batches add up to the samples, else all of them as
   * one.
   */
  static int[] perJvm(Result r, int samples) {
    int[] counts = r.forks().stream().mapToInt(Result.Fork::batches).toArray();
    return counts.length > 1 && Arrays.stream(counts).sum() == samples
        ? counts
        : new int[] {samples};
  }

  /**
   * A metric of the given samples, its error that of their summary {@code s}, its raw data one
   * array per JVM of {@code perJvm} samples each.
   */
  private static ObjectNode metric(double[] samples, String unit, Summary s, int[] perJvm) {
    ObjectNode m = JSON.createObjectNode();
    m.put("score", s.mean());
    double error = s.ciHalfWidth(JMH_CONFIDENCE);
    if (Double.isNaN(error)) {
      m.put("scoreError", "NaN");
    } else {
      m.put("scoreError", error);
    }
    // The Markdown's 95% interval, which the HTML page shows, beside JMH's 99.9% one.
    double error95 = s.ciHalfWidth();
    if (!Double.isNaN(error95)) {
      m.put(ERROR_95, error95);
    }
    ArrayNode confidence = m.putArray("scoreConfidence");
    confidence.add(Double.isNaN(error) ? s.mean() : s.mean() - error);
    confidence.add(Double.isNaN(error) ? s.mean() : s.mean() + error);
    ObjectNode percentiles = m.putObject("scorePercentiles");
    org.apache.commons.math3.stat.descriptive.rank.Percentile p =
        new org.apache.commons.math3.stat.descriptive.rank.Percentile()
            .withEstimationType(
                org.apache.commons.math3.stat.descriptive.rank.Percentile.EstimationType.R_7);
    p.setData(samples);
    for (String q : PERCENTILES) {
      double quantile = Double.parseDouble(q);
      percentiles.put(
          q, quantile == 0 ? s.min() : quantile == 100 ? s.max() : p.evaluate(quantile));
    }
    m.put("scoreUnit", unit);
    ArrayNode raw = m.putArray("rawData");
    int at = 0;
    for (int n : perJvm) {
      ArrayNode jvm = raw.addArray();
      for (int i = at; i < at + n; i++) {
        jvm.add(samples[i]);
      }
      at += n;
    }
    return m;
  }

  private static ObjectNode single(double value, String unit) {
    double[] samples = {value};
    return metric(samples, unit, Summary.of(samples), new int[] {1});
  }
}
