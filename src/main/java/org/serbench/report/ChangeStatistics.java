package org.serbench.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;
import org.serbench.engine.RegressionGate;
import org.serbench.stats.Summary;

/**
 * The statistics behind a {@link Comparison} of two results files: their entries by benchmark and
 * codec, each entry's score and the two-sided p-value of its change, the size of the changes per
 * phase, per data set and over all, the machine's speed in both runs ({@link Calibrations}) and the
 * part of the changes that fresh JVMs alone make ({@link JvmNoise}).
 */
final class ChangeStatistics {
  private ChangeStatistics() {}

  /**
   * The machine's speed in two runs: the median time of the fixed {@link
   * org.serbench.engine.Calibration} workload over the benchmarks both runs have, with a score and
   * a calibration on both sides. A median over many cells, because one JVM's calibration is as
   * noisy as the machine is within a second; it measures the machine, not the codecs, so dividing
   * by it removes no difference between codecs.
   *
   * @param oldNs the old run's median calibration time
   * @param newNs the new run's
   * @param benchmarks how many benchmarks both calibrated
   */
  record Calibrations(double oldNs, double newNs, int benchmarks) {
    /** The two runs' calibrations, or null where no benchmark of both has one. */
    static Calibrations of(JsonNode old, JsonNode current) {
      Map<String, JsonNode> before = index(old);
      List<Double> oldNs = new ArrayList<>();
      List<Double> newNs = new ArrayList<>();
      for (Map.Entry<String, JsonNode> entry : index(current).entrySet()) {
        JsonNode was = before.get(entry.getKey());
        JsonNode now = entry.getValue();
        if (was != null
            && score(was) > 0
            && score(now) > 0
            && calibrationNs(was) > 0
            && calibrationNs(now) > 0) {
          oldNs.add(calibrationNs(was));
          newNs.add(calibrationNs(now));
        }
      }
      return oldNs.isEmpty() ? null : new Calibrations(median(oldNs), median(newNs), oldNs.size());
    }

    /** How much slower the machine ran the workload in the new run than in the old: new / old. */
    double speed() {
      return newNs / oldNs;
    }
  }

  /**
   * The part of the changes that fresh JVMs alone make. In each run, a cell's mean moves from one
   * JVM to the next ({@link JvmSpread}'s estimate, from the JVMs each timed phase's rawData keeps,
   * every benchmark both runs have that was measured in several); a benchmark measured in k JVMs
   * has a mean off its cell's long-run mean by a standard error of that spread over sqrt(k). The
   * change new / old - 1 of a benchmark then has a standard deviation of about sqrt(old spread² /
   * k_old + new spread² / k_new), and its size is distributed as |N(0, that)|: over the benchmarks,
   * a mixture whose median and 90th percentile are what two runs of the same code on an unchanged
   * machine would show.
   *
   * @param oldSpread the old run's spread of one JVM's mean, as a fraction of the mean
   * @param newSpread the new run's
   * @param medianChange the median size of the changes the spreads alone make
   * @param p90Change their 90th percentile
   * @param benchmarks how many benchmarks both runs have with rawData
   */
  record JvmNoise(
      double oldSpread, double newSpread, double medianChange, double p90Change, int benchmarks) {
    /** The timed phases of results.json; encode and total are sums of them. */
    private static final List<String> TIMED = List.of("create", "ser", "decode");

    private static final NormalDistribution NORMAL = new NormalDistribution();

    /** The two runs' JVM noise, or null where either run measured no cell in several JVMs. */
    static JvmNoise of(JsonNode old, JsonNode current) {
      Map<String, JsonNode> before = index(old);
      List<Double> oldDeviations = new ArrayList<>();
      List<Double> newDeviations = new ArrayList<>();
      List<int[]> jvms = new ArrayList<>(); // per benchmark: old and new JVM counts
      for (Map.Entry<String, JsonNode> entry : index(current).entrySet()) {
        JsonNode was = before.get(entry.getKey());
        JsonNode now = entry.getValue();
        if (was == null || !(score(was) > 0) || !(score(now) > 0)) {
          continue;
        }
        double[] oldMeans = jvmMeans(was);
        double[] newMeans = jvmMeans(now);
        if (oldMeans.length == 0 || newMeans.length == 0) {
          continue;
        }
        jvms.add(new int[] {oldMeans.length, newMeans.length});
        String benchmark = was.path("benchmark").asText();
        if (TIMED.contains(benchmark.substring(benchmark.lastIndexOf('.') + 1))) {
          oldDeviations.addAll(JvmSpread.deviations(oldMeans));
          newDeviations.addAll(JvmSpread.deviations(newMeans));
        }
      }
      if (oldDeviations.isEmpty() || newDeviations.isEmpty()) {
        return null;
      }
      double oldSpread = JvmSpread.sigma(oldDeviations);
      double newSpread = JvmSpread.sigma(newDeviations);
      double[] sd =
          jvms.stream()
              .mapToDouble(
                  k -> Math.sqrt(oldSpread * oldSpread / k[0] + newSpread * newSpread / k[1]))
              .toArray();
      return new JvmNoise(oldSpread, newSpread, quantile(sd, 0.5), quantile(sd, 0.9), sd.length);
    }

    /** The mean of each JVM's rawData array: one per JVM, as JMH has one per fork. */
    private static double[] jvmMeans(JsonNode benchmark) {
      List<Double> means = new ArrayList<>();
      for (JsonNode jvm : benchmark.path("primaryMetric").path("rawData")) {
        double sum = 0;
        for (JsonNode sample : jvm) {
          sum += sample.asDouble();
        }
        if (jvm.size() > 0) {
          means.add(sum / jvm.size());
        }
      }
      return means.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /**
     * The {@code q} quantile of the sizes |N(0, sd_i)|, each benchmark's equally likely: the x
     * where the mean of 2 Φ(x / sd_i) - 1 is q, by bisection.
     */
    static double quantile(double[] sd, double q) {
      double lo = 0;
      double hi = 10 * Arrays.stream(sd).max().orElse(0);
      for (int i = 0; i < 100 && hi > lo; i++) {
        double x = (lo + hi) / 2;
        double below = 0;
        for (double s : sd) {
          below += s > 0 ? 2 * NORMAL.cumulativeProbability(x / s) - 1 : 1;
        }
        if (below / sd.length < q) {
          lo = x;
        } else {
          hi = x;
        }
      }
      return (lo + hi) / 2;
    }

    /** What the comparison says of it, as a paragraph. */
    static String paragraph(JvmNoise noise) {
      if (noise == null) {
        return "One of the runs measured no cell in several JVMs, so how much of the changes a"
            + " fresh JVM alone makes is not known.\n\n";
      }
      return "**What fresh JVMs alone make of it.** A cell's mean moved a typical "
          + Format.percent(noise.oldSpread())
          + " from one JVM to the next in the old run and "
          + Format.percent(noise.newSpread())
          + " in the new (each timed phase measured in several JVMs: 1.4826 times the median"
          + " deviation of a JVM's mean from its cell's). With the JVMs each run kept per"
          + " benchmark, that alone makes a median change of about "
          + Format.percent(noise.medianChange())
          + " and a 90th percentile of about "
          + Format.percent(noise.p90Change())
          + " between two runs of the same code (over the "
          + noise.benchmarks()
          + " benchmarks both have). Changes of that size are the JVMs', not the code's; a"
          + " machine whose JVMs agree within 2 to 3% is needed to see changes of a few percent"
          + " (see the README, \"What to expect\").\n\n";
    }
  }

  static double score(JsonNode benchmark) {
    return benchmark.path("primaryMetric").path("score").asDouble();
  }

  /** The size of each change, |ratio / speed - 1|, per phase, per data set and over all. */
  static Map<String, List<Double>> changes(Map<String, Double> ratios, double speed) {
    Map<String, List<Double>> changes = new TreeMap<>();
    for (Map.Entry<String, Double> r : ratios.entrySet()) {
      String benchmark = r.getKey().substring(0, r.getKey().indexOf(' '));
      double change = Math.abs(r.getValue() / speed - 1);
      changes.computeIfAbsent(Comparison.ALL, k -> new ArrayList<>()).add(change);
      int phaseAt = benchmark.lastIndexOf('.');
      String dataSet =
          benchmark.startsWith(JmhJson.BENCHMARK_PREFIX)
              ? benchmark.substring(JmhJson.BENCHMARK_PREFIX.length(), phaseAt)
              : benchmark.substring(0, phaseAt);
      changes.computeIfAbsent(benchmark.substring(phaseAt + 1), k -> new ArrayList<>()).add(change);
      changes.computeIfAbsent(Comparison.DATA_SET + dataSet, k -> new ArrayList<>()).add(change);
    }
    return changes;
  }

  static double median(java.util.Collection<Double> values) {
    return Summary.of(values.stream().mapToDouble(Double::doubleValue).toArray()).median();
  }

  /** The calibration time recorded with a benchmark, or 0. */
  private static double calibrationNs(JsonNode benchmark) {
    return benchmark.path("secondaryMetrics").path(JmhJson.CALIBRATION).path("score").asDouble(0);
  }

  /**
   * The entries by benchmark and codec: the data set is in the benchmark's name, and the JDK and
   * the variant are what two runs may differ in.
   */
  static Map<String, JsonNode> index(JsonNode results) {
    Map<String, JsonNode> byKey = new LinkedHashMap<>();
    for (JsonNode b : results) {
      byKey.put(b.path("benchmark").asText() + " " + b.path("params").path("codec").asText(), b);
    }
    return byKey;
  }

  private static double[] raw(JsonNode benchmark) {
    JsonNode forks = benchmark.path("primaryMetric").path("rawData");
    int n = 0;
    for (JsonNode fork : forks) {
      n += fork.size();
    }
    double[] values = new double[n];
    int i = 0;
    for (JsonNode fork : forks) {
      for (JsonNode v : fork) {
        values[i++] = v.asDouble();
      }
    }
    return values;
  }

  /**
   * The two-sided p-value of "the two scores are the same": on the log of their ratio, whose
   * standard error comes from the two scores' relative errors (delta method), against a normal
   * distribution, as the regression gate tests (one-sided there, {@link RegressionGate#logRatioZ}).
   * Each score's standard error is recovered from its {@code scoreError}, JMH's 99.9% interval
   * (Student's t over its raw samples). In serbench's results that interval covers the variation
   * between JVMs, which the batches of one JVM do not show: they share its JIT decisions and the
   * machine's state of those seconds. Welch's test on the batch samples took them as independent
   * and, between a full run and a filtered run of the same code four hours later on this project's
   * 2-core machine, marked 361 of 512 changes significant at p < 0.01; this test marks 72 (median
   * change 14.3%, the machine's own drift that day).
   *
   * @return the p-value, or NaN where a score has no error (fewer than two samples, or none given)
   */
  static double pValue(JsonNode before, JsonNode now) {
    RegressionGate.Mean old = new RegressionGate.Mean(score(before), standardError(before));
    RegressionGate.Mean current = new RegressionGate.Mean(score(now), standardError(now));
    if (!(old.value() > 0 && current.value() > 0)
        || Double.isNaN(old.standardError())
        || Double.isNaN(current.standardError())) {
      return Double.NaN;
    }
    double z = Math.abs(RegressionGate.logRatioZ(old, current, 0));
    return 2 * (1 - new NormalDistribution().cumulativeProbability(z));
  }

  /** A benchmark's standard error, from its scoreError at JMH's confidence; NaN if it has none. */
  private static double standardError(JsonNode benchmark) {
    JsonNode error = benchmark.path("primaryMetric").path("scoreError");
    int n = raw(benchmark).length;
    if (!error.isNumber() || n < 2) {
      return Double.NaN;
    }
    double t =
        new TDistribution(n - 1).inverseCumulativeProbability(1 - (1 - JmhJson.JMH_CONFIDENCE) / 2);
    return error.asDouble() / t;
  }
}
