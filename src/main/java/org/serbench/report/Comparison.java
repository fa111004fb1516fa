package org.serbench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.serbench.report.ChangeStatistics.Calibrations;
import org.serbench.report.ChangeStatistics.JvmNoise;
import org.serbench.stats.Summary;

/**
 * Compares two runs' {@code results.json} (JMH format): old and new score of every benchmark both
 * have, the change, and the two-sided p-value of the change given each score's own error ({@link
 * ChangeStatistics#pValue}); "~" marks a change that is not significant at p < 0.01. A last row
 * gives the geometric mean of the ratios. A summary first gives, per phase and over all, the median
 * and 90th percentile of the size of the changes: between two runs of the same code on the same
 * machine, that is the run-to-run repeatability. Where both runs timed the calibration workload,
 * the same summary follows relative to the machine's speed.
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
    Map<String, JsonNode> before = ChangeStatistics.index(old);
    Table t = new Table(2, "Benchmark", "Codec", "Old", "New", "Unit", "Change", "p-value", "");
    double logSum = 0;
    int count = 0;
    // each benchmark's key (its name, a space, its parameters): the ratio new / old of its scores
    Map<String, Double> ratios = new LinkedHashMap<>();
    for (Map.Entry<String, JsonNode> entry : ChangeStatistics.index(current).entrySet()) {
      JsonNode was = before.get(entry.getKey());
      if (was == null) {
        continue;
      }
      JsonNode now = entry.getValue();
      double oldScore = ChangeStatistics.score(was);
      double newScore = ChangeStatistics.score(now);
      double p = ChangeStatistics.pValue(was, now);
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
    Map<String, List<Double>> changes = ChangeStatistics.changes(ratios, 1);
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
          .append(Format.signedPercent(ChangeStatistics.median(ratios.values()) - 1))
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
  static final String ALL = "all";
  static final String DATA_SET = "all phases of ";

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
    summary(ChangeStatistics.changes(ratios, speed)).appendTo(out);
    out.append("\n");
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
}
