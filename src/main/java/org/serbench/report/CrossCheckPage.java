package org.serbench.report;

import static org.serbench.report.CrossCheckInputs.jmhMachine;
import static org.serbench.report.CrossCheckInputs.serbenchMachine;
import static org.serbench.report.CrossCheckReportSection.reportSection;
import static org.serbench.report.JmhCrossCheck.HIGH;
import static org.serbench.report.JmhCrossCheck.LOW;
import static org.serbench.report.JmhCrossCheck.MACHINE_FLAG;
import static org.serbench.report.JmhCrossCheck.MARK;
import static org.serbench.report.JmhCrossCheck.PHASES;
import static org.serbench.report.JmhCrossCheck.dataSet;
import static org.serbench.report.JmhCrossCheck.key;
import static org.serbench.report.JmhCrossCheck.phase;
import static org.serbench.report.JmhCrossCheck.rows;
import static org.serbench.report.JmhCrossCheck.spearman;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.serbench.report.JmhCrossCheck.Row;

/**
 * The {@link JmhCrossCheck} page as Markdown: serbench's numbers beside JMH's with their ratios,
 * what was not compared, the rank correlations, JMH's settings and the serbench runs compared. The
 * section on the committed report's run is {@link CrossCheckReportSection}'s.
 */
final class CrossCheckPage {
  private CrossCheckPage() {}

  /** The page as Markdown; {@code report} may be null (no report to compare). */
  static String render(
      JsonNode jmh, JsonNode serbench, JsonNode report, Map<String, String> reportRun) {
    List<Row> rows = rows(jmh, serbench);
    StringBuilder out = new StringBuilder("# Checked against JMH\n\n");
    out.append(
        "serbench times each phase with its own loop over a batch of objects, after its own"
            + " warm-up, in fresh JVMs per codec. Here JMH times the same work: the same codec"
            + " bindings, the same objects from the same seed, the same phases (create: model to"
            + " the library's own type; ser: to bytes; decode: from bytes, then every field read,"
            + " serbench's \"deser\" and jvm-serializers' \"+deep\"), each benchmark one pass over"
            + " the batch with every result in JMH's Blackhole, in JMH's forks with serbench's"
            + " heap flags. For each codec, serbench's JVMs take turns with JMH's, one serbench JVM"
            + " (its share of the cell's batches and time, with the flags of `./mvnw test`) and"
            + " one JMH fork per benchmark a turn, in the order serbench, JMH, JMH, serbench,"
            + " serbench, JMH, ...: both sides centre on the same moment, so that a steady drift"
            + " of the machine's speed moves them alike, and a swing of it lands on either side"
            + " by chance. serbench's JVMs here first do with the JDK's serialization what a"
            + " JMH fork does before its benchmark (`serbench.jmhLink`): read JMH's own options"
            + " and plan for the cell as serialized objects from a socket, then write frames of"
            + " output and results to it. java-built-in still decodes TestObject faster in serbench's JVMs"
            + " than in JMH's forks, with that link or without it, as JMH's own benchmark does"
            + " when JMH runs it in its own JVM instead of a fork: something of a JMH fork other"
            + " than its flags slows it (see the README). Both give nanoseconds per object. A ratio"
            + " serbench/JMH near 1 says serbench's harness neither adds nor hides work; "
            + MARK
            + " marks one outside "
            + range()
            + ". Each ± is the half width of a 99.9% confidence interval: JMH's from its"
            + " iterations, serbench's from its batches and the spread between its JVMs (as in"
            + " its report), the ratio's from both. Spearman's rank correlation says whether both"
            + " order the codecs alike (1 is the same order).\n\n");
    Table t =
        new Table(
            3,
            "Codec",
            "Data set",
            "Phase",
            "serbench ns/object",
            "JMH ns/object",
            "serbench / JMH",
            "");
    int outside = 0;
    for (Row r : rows) {
      t.row(
          r.codec(),
          r.dataSet(),
          phaseName(r),
          withError(r.serbench(), r.serbenchError(), 1),
          withError(r.jmh(), r.jmhError(), 1),
          withError(r.ratio(), r.ratioError(), 2),
          r.outside() ? MARK : "");
      if (r.outside()) {
        outside++;
      }
    }
    if (rows.isEmpty()) {
      out.append("No JMH benchmark has a serbench number to compare with.\n\n");
    } else {
      t.appendTo(out);
      out.append(outsideCount(outside, rows.size(), "ratios"));
    }
    missing(jmh, rows, out);

    out.append("## Rank correlation\n\n");
    Table rank = new Table(1, "Pairs", "n", "Spearman's rho");
    rank.row("all (codec, phase)", Integer.toString(rows.size()), rho(spearman(rows)));
    for (String phase : PHASES.keySet()) {
      List<Row> of = rows.stream().filter(r -> r.phase().equals(phase)).toList();
      if (!of.isEmpty()) {
        rank.row(phase, Integer.toString(of.size()), rho(spearman(of)));
      }
    }
    rank.appendTo(out);
    out.append(
        "Pooled over phases, the correlation is helped by phases of different cost (create is"
            + " cheaper than decode in both); the rows per phase are the sharper test. It needs"
            + " at least three pairs.\n\n");

    String jmhMachine = jmhMachine(jmh);
    String reportMachine = serbenchMachine(reportRun);
    reportSection(jmh, serbench, report, jmhMachine, reportMachine, out);

    out.append("## JMH settings\n\n");
    settings(jmh).appendTo(out);
    out.append("## serbench runs compared\n\n");
    JsonNode run = serbench.isEmpty() ? null : serbench.get(0);
    Table s = new Table(3, "What", "Measured in turns with JMH's forks", "The report's run");
    s.row(
        "Run started",
        run == null
            ? "not recorded"
            : run.path(JmhJson.RUN_KEY).path("started").asText("not recorded"),
        reportRun.getOrDefault("Run started", "not recorded"));
    s.row(
        "Git commit",
        run == null
            ? "not recorded"
            : shortCommit(run.path(JmhJson.RUN_KEY).path("commit").asText("")),
        reportRun.getOrDefault("Git commit", "not recorded"));
    s.row(
        "JVM",
        run == null ? "not recorded" : run.path("jvm").asText("not recorded"),
        reportRun.getOrDefault("JVM", "not recorded"));
    s.row(
        "Profile",
        "full, a cell's JVMs in turns with JMH's forks, without the scaling runs",
        reportRun.getOrDefault("Profile", "not recorded"));
    s.row(
        "Machine",
        jmhMachine == null ? "not recorded" : jmhMachine + " (JMH's)",
        reportMachine == null ? "not recorded" : reportMachine);
    s.appendTo(out);
    return out.toString();
  }

  /** "N of M ratios outside 0.90 to 1.10.", as a paragraph. */
  static String outsideCount(int outside, int of, String what) {
    return outside + " of " + of + " " + what + " outside " + range() + ".\n\n";
  }

  /** "0.90 to 1.10": the range of ratios left unmarked. */
  private static String range() {
    return Format.decimals(LOW, 2) + " to " + Format.decimals(HIGH, 2);
  }

  static String phaseName(Row r) {
    return r.phase().equals(r.serbenchPhase())
        ? r.phase()
        : r.phase() + " (" + r.serbenchPhase() + ")";
  }

  private static String withError(double value, double error, int decimals) {
    return Format.decimals(value, decimals)
        + (Double.isNaN(error) ? "" : " ± " + Format.decimals(error, decimals));
  }

  private static String shortCommit(String commit) {
    return commit.isEmpty() ? "not recorded" : commit.substring(0, Math.min(12, commit.length()));
  }

  private static void missing(JsonNode jmh, List<Row> rows, StringBuilder out) {
    Set<String> matched = new LinkedHashSet<>();
    rows.forEach(r -> matched.add(key(r.codec(), r.dataSet(), r.phase())));
    Map<String, Integer> missing = new TreeMap<>();
    for (JsonNode b : jmh) {
      String phase = phase(b);
      String key = key(b.path("params").path("codec").asText(), dataSet(b), phase);
      if (!matched.contains(key)) {
        missing.merge(phase, 1, Integer::sum);
      }
    }
    for (Map.Entry<String, Integer> m : missing.entrySet()) {
      out.append("Not compared: ")
          .append(m.getValue())
          .append(" JMH ")
          .append(m.getKey())
          .append(m.getValue() == 1 ? " benchmark has" : " benchmarks have")
          .append(
              " no serbench number (its results.json lacks that phase, codec or data set).\n\n");
    }
  }

  private static Table settings(JsonNode jmh) {
    Table t = new Table(2, "Setting", "Value");
    if (jmh.isEmpty()) {
      return t.row("benchmarks", "none");
    }
    JsonNode first = jmh.get(0);
    t.row("JMH", first.path("jmhVersion").asText());
    t.row("Mode", first.path("mode").asText() + ", " + first.path("threads").asText() + " thread");
    t.row("Forks", first.path("forks").asText());
    t.row(
        "Warm-up",
        first.path("warmupIterations").asText() + " x " + first.path("warmupTime").asText());
    t.row(
        "Measurement",
        first.path("measurementIterations").asText()
            + " x "
            + first.path("measurementTime").asText());
    t.row("JVM", first.path("vmName").asText() + " " + first.path("vmVersion").asText());
    String machine = jmhMachine(jmh);
    t.row("Machine", machine == null ? "not recorded" : machine);
    // The flags every codec ran with, then each codec's own.
    Map<String, List<String>> flags = new LinkedHashMap<>();
    for (JsonNode b : jmh) {
      List<String> f = new ArrayList<>();
      b.path("jvmArgs")
          .forEach(
              a -> {
                if (!a.asText().startsWith(MACHINE_FLAG)) {
                  f.add(a.asText());
                }
              });
      flags.putIfAbsent(b.path("params").path("codec").asText(), f);
    }
    List<String> common = new ArrayList<>(flags.values().iterator().next());
    flags.values().forEach(common::retainAll);
    t.row("JVM flags", "`" + String.join(" ", common) + "`");
    for (Map.Entry<String, List<String>> f : flags.entrySet()) {
      List<String> own = new ArrayList<>(f.getValue());
      own.removeAll(common);
      if (!own.isEmpty()) {
        t.row("plus, for " + f.getKey(), "`" + String.join(" ", own) + "`");
      }
    }
    return t;
  }

  private static String rho(double value) {
    return Format.decimals(value, 3);
  }
}
