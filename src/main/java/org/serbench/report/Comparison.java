package org.serbench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * Compares two runs' {@code results.json} (JMH format): old and new score of every benchmark both
 * have, the change, and the two-sided p-value of the change given each score's own error ({@link
 * #pValue}); "~" marks a change that is not significant at p < 0.01. A last row gives the geometric
 * mean of the ratios. A summary first gives, per phase and over all, the median and 90th percentile
 * of the size of the changes: between two runs of the same code on the same machine, that is the
 * run-to-run repeatability. Where both runs timed the calibration workload, the same summary
 * follows relative to the machine's speed.
 */
public final class Comparison {
  static final double SIGNIFICANCE = 0.01;
  private static final ObjectMapper JSON = new ObjectMapper();

  private Comparison() {}

  /** Reads a results file; one that is not a JMH result array is an error naming the file. */
  public static JsonNode read(Path file) throws IOException {
    JsonNode root;
    try {
      root = JSON.readTree(Files.readString(file));
    } catch (IOException e) {
      throw new IOException("cannot read " + file + " as JMH results: " + e.getMessage(), e);
    }
    if (root == null || !root.isArray()) {
      throw new IOException("cannot read " + file + " as JMH results: expected a JSON array");
    }
    for (JsonNode b : root) {
      if (!b.path("benchmark").isTextual() || !b.path("primaryMetric").path("score").isNumber()) {
        throw new IOException(
            "cannot read " + file + " as JMH results: an entry lacks benchmark or score");
      }
    }
    return root;
  }

  /**
   * Compares two results files without measuring: {@code Comparison OLD_RESULTS_JSON
   * NEW_RESULTS_JSON} prints the comparison and writes it as comparison.md beside the new file.
   */
  public static void main(String[] args) throws IOException {
    if (args.length != 2) {
      System.err.println("usage: Comparison OLD_RESULTS_JSON NEW_RESULTS_JSON");
      System.exit(2);
    }
    Path oldFile = Path.of(args[0]);
    Path newFile = Path.of(args[1]);
    String comparison =
        render(oldFile.toString(), read(oldFile), newFile.toString(), read(newFile));
    Path out = newFile.toAbsolutePath().resolveSibling(ReportWriter.COMPARISON_FILE);
    org.serbench.engine.AtomicWrite.writeString(out, comparison);
    System.out.println(comparison);
    System.out.println("comparison written to " + out);
  }

  /** The comparison of this run's results with an earlier file's, as Markdown. */
  public static String render(String oldName, JsonNode old, JsonNode current) {
    return render(oldName, old, THIS_RUN, current);
  }

  /** The comparison as Markdown, each side named. */
  public static String render(String oldName, JsonNode old, String newName, JsonNode current) {
    Map<String, JsonNode> before = index(old);
    Table t = new Table(2, "Benchmark", "Codec", "Old", "New", "Unit", "Change", "p-value", "");
    double logSum = 0;
    int count = 0;
    // each benchmark's key (its name, a space, its parameters): the ratio new / old of its scores
    Map<String, Double> ratios = new LinkedHashMap<>();
    for (Map.Entry<String, JsonNode> entry : index(current).entrySet()) {
      JsonNode was = before.get(entry.getKey());
      if (was == null) {
        continue;
      }
      JsonNode now = entry.getValue();
      double oldScore = score(was);
      double newScore = score(now);
      double p = pValue(was, now);
      t.row(
          now.path("benchmark").asText(),
          now.path("params").path("codec").asText(""),
          Format.decimals(oldScore, 1),
          Format.decimals(newScore, 1),
          now.path("primaryMetric").path("scoreUnit").asText(),
          Format.signedPercent(newScore / oldScore - 1),
          Double.isNaN(p) ? "n/a" : String.format(java.util.Locale.ROOT, "%.2g", p),
          Double.isNaN(p) || p >= SIGNIFICANCE ? "~" : "");
      if (oldScore > 0 && newScore > 0) {
        logSum += Math.log(newScore / oldScore);
        count++;
        ratios.put(entry.getKey(), newScore / oldScore);
      }
    }
    Map<String, List<Double>> changes = changes(ratios, 1);
    StringBuilder out = new StringBuilder("# serbench comparison\n\n");
    Table runs = new Table(1, "", "Results", "JVM", "Commit", "Run started");
    runs.row("old", oldName, jvms(old), run(old, "commit"), run(old, "started"));
    runs.row("new", newName, jvms(current), run(current, "commit"), run(current, "started"));
    runs.appendTo(out);
    out.append("\n")
        .append(newName.equals(THIS_RUN) ? "This run" : newName)
        .append(" against ")
        .append(oldName)
        .append(
            ". Change is new / old - 1 (for times, positive is slower); p is the two-sided p-value of"
                + " the change given each score's scoreError (in serbench's results, an interval that"
                + " covers the variation between JVMs); ~ marks a change not significant at"
                + " p < 0.01.\n\n");
    if (!changes.isEmpty()) {
      out.append(
          "Size of the changes (|new / old - 1| of each codec, data set and phase both runs have):"
              + " between two runs of the same code on the same machine, the run-to-run"
              + " repeatability.\n\n");
      summary(changes).appendTo(out);
      out.append("\nMedian signed change (new / old - 1 over all): ")
          .append(Format.signedPercent(median(ratios.values()) - 1))
          .append(": the part of the changes common to all codecs.\n\n");
      out.append(JvmNoise.paragraph(JvmNoise.of(old, current)));
      machineSpeed(ratios, Calibrations.of(old, current), out);
    }
    if (count > 0) {
      t.row(
          "geometric mean",
          "",
          "",
          "",
          "",
          Format.signedPercent(Math.exp(logSum / count) - 1),
          "",
          "");
    }
    t.appendTo(out);
    return out.toString();
  }

  private static final String THIS_RUN = "this run";
  private static final String ALL = "all";
  private static final String DATA_SET = "all phases of ";

  /**
   * The changes again relative to the machine's speed, where both runs timed the fixed {@link
   * org.serbench.engine.Calibration} workload in the same cells: each ratio new / old divided by
   * the ratio of the two runs' median calibration times ({@link Calibrations}).
   */
  private static void machineSpeed(
      Map<String, Double> ratios, Calibrations calibrations, StringBuilder out) {
    if (calibrations == null) {
      out.append(
          "No cell timed the calibration workload in both runs, so the machine's change of"
              + " speed is not separated from the codecs'.\n\n");
      return;
    }
    double speed = calibrations.speed();
    out.append("**Relative to the machine's speed.** The fixed calibration workload took a median ")
        .append(Format.millis(calibrations.oldNs()))
        .append(" ms in the old run and ")
        .append(Format.millis(calibrations.newNs()))
        .append(" ms in the new (")
        .append(Format.signedPercent(speed - 1))
        .append(", over the ")
        .append(calibrations.benchmarks())
        .append(
            " benchmarks whose cells both runs calibrated). The same changes with each new mean"
                + " divided by that ratio first:\n\n");
    summary(changes(ratios, speed)).appendTo(out);
    out.append("\n");
  }

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

  private static double score(JsonNode benchmark) {
    return benchmark.path("primaryMetric").path("score").asDouble();
  }

  /** The size of each change, |ratio / speed - 1|, per phase, per data set and over all. */
  private static Map<String, List<Double>> changes(Map<String, Double> ratios, double speed) {
    Map<String, List<Double>> changes = new TreeMap<>();
    for (Map.Entry<String, Double> r : ratios.entrySet()) {
      String benchmark = r.getKey().substring(0, r.getKey().indexOf(' '));
      double change = Math.abs(r.getValue() / speed - 1);
      changes.computeIfAbsent(ALL, k -> new ArrayList<>()).add(change);
      int phaseAt = benchmark.lastIndexOf('.');
      String dataSet =
          benchmark.startsWith(JmhJson.BENCHMARK_PREFIX)
              ? benchmark.substring(JmhJson.BENCHMARK_PREFIX.length(), phaseAt)
              : benchmark.substring(0, phaseAt);
      changes.computeIfAbsent(benchmark.substring(phaseAt + 1), k -> new ArrayList<>()).add(change);
      changes.computeIfAbsent(DATA_SET + dataSet, k -> new ArrayList<>()).add(change);
    }
    return changes;
  }

  private static double median(java.util.Collection<Double> values) {
    return Summary.of(values.stream().mapToDouble(Double::doubleValue).toArray()).median();
  }

  /** The calibration time recorded with a benchmark, or 0. */
  private static double calibrationNs(JsonNode benchmark) {
    return benchmark.path("secondaryMetrics").path(JmhJson.CALIBRATION).path("score").asDouble(0);
  }

  /** Per phase, then over all: how many means, the median, 90th percentile and largest change. */
  static Table summary(Map<String, List<Double>> changes) {
    Table t =
        new Table(1, "Phase or data set", "Means", "Median change", "90th percentile", "Largest");
    List<String> phases = new ArrayList<>(changes.keySet());
    phases.remove(ALL);
    // The phases first, then each data set's phases together, then all.
    phases.sort(java.util.Comparator.comparing((String k) -> k.startsWith(DATA_SET)));
    phases.add(ALL);
    for (String phase : phases) {
      Summary changesOf =
          Summary.of(changes.get(phase).stream().mapToDouble(Double::doubleValue).toArray());
      t.row(
          phase,
          Integer.toString(changesOf.n()),
          Format.percent(changesOf.median()),
          Format.percent(changesOf.p90()),
          Format.percent(changesOf.max()));
    }
    return t;
  }

  /** The JVMs a results file was measured on, as JMH records them. */
  private static String jvms(JsonNode results) {
    java.util.Set<String> jvms = new java.util.TreeSet<>();
    for (JsonNode b : results) {
      String jvm = b.path("jvm").asText("");
      String version = b.path("jdkVersion").asText("");
      jvms.add(jvm.isEmpty() ? version : jvm);
    }
    jvms.remove("");
    return jvms.isEmpty() ? "not recorded" : String.join("; ", jvms);
  }

  /** The commit or start of the run a results file comes from, if serbench recorded it. */
  private static String run(JsonNode results, String field) {
    java.util.Set<String> values = new java.util.TreeSet<>();
    for (JsonNode b : results) {
      String value = b.path(JmhJson.RUN_KEY).path(field).asText("");
      if (!value.isEmpty()) {
        values.add(value);
      }
    }
    return values.isEmpty() ? "not recorded" : String.join("; ", values);
  }

  /**
   * The entries by benchmark and codec: the data set is in the benchmark's name, and the JDK and
   * the variant are what two runs may differ in.
   */
  private static Map<String, JsonNode> index(JsonNode results) {
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
