package org.serbench.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.commons.math3.stat.correlation.SpearmansCorrelation;
import org.serbench.engine.AtomicWrite;

/**
 * The "Checked against JMH" page: serbench's nanoseconds per object beside JMH's for the same
 * codec, data set and phase, their ratio, and whether both rank the codecs alike.
 *
 * <p>JMH's file is what {@code org.serbench.jmh.CrossCheck} writes: benchmarks named {@code
 * ...CodecBenchmark.PHASE} with the parameters {@code codec} and {@code dataSet}. serbench's are in
 * the format of its {@code results.json}, benchmarks named {@code org.serbench.DATASET.PHASE} with
 * the parameter {@code codec}: the cells the cross-check measured in turns with JMH's forks,
 * compared in the main table, and the report's run, compared in a section of its own. Whichever of
 * serbench's phases are present are compared; the others are named as missing, never guessed.
 */
public final class JmhCrossCheck {
  /** A ratio serbench/JMH outside this range is marked. */
  static final double LOW = 0.90;

  static final double HIGH = 1.10;

  static final String MARK = "!";

  /** JMH's phases, in page order, each with serbench's names for it, preferred first. */
  private static final Map<String, List<String>> PHASES = new LinkedHashMap<>();

  static {
    PHASES.put("create", List.of("create"));
    PHASES.put("ser", List.of("ser"));
    // serbench's "deser" is decoding plus the deep read; newer runs call that "decode".
    PHASES.put("decode", List.of("decode", "deser"));
  }

  private static final String SERBENCH_PREFIX = "org.serbench.";
  private static final Pattern ENVIRONMENT_ROW =
      Pattern.compile("^\\| (Run started|Git commit|JVM|Profile|CPU|Cores) \\| (.*) \\|$");

  /**
   * The flag the cross-check gives JMH's forks to record the machine in JMH's own results ({@code
   * jvmArgs}): its value is {@code Machine.key()}, as serbench's results record it.
   */
  public static final String MACHINE_FLAG = "-Dserbench.machine=";

  /** The page, relative to the report's directory: {@code ./mvnw -Pjmh verify} writes it. */
  public static final String PAGE = "jmh/README.md";

  private JmhCrossCheck() {}

  /** One compared number: a codec's phase on a data set. */
  record Row(
      String codec,
      String dataSet,
      String phase,
      String serbenchPhase,
      double serbench,
      double serbenchError,
      double jmh,
      double jmhError) {

    double ratio() {
      return serbench / jmh;
    }

    /**
     * The half width of the ratio's 99.9% interval, from both sides' relative errors (each the half
     * width of its own 99.9% interval) in quadrature; NaN when a side's is unknown.
     */
    double ratioError() {
      return ratio() * Math.hypot(serbenchError / serbench, jmhError / jmh);
    }

    boolean outside() {
      return ratio() < LOW || ratio() > HIGH;
    }
  }

  /**
   * Renders the page to {@code page} from JMH's results, serbench's measurements of the same cells
   * taken in turns with them ({@code serbench}), and the committed report's results ({@code
   * report}, whose run's environment is read from the {@code README.md} beside it); an unreadable
   * file stops it by name, and a missing report leaves its section out.
   */
  public static Path write(Path jmhResults, Path serbenchResults, Path reportResults, Path page)
      throws IOException {
    JsonNode jmh = read(jmhResults, "JMH results", "run ./mvnw -Pjmh verify");
    checkJmh(jmh, jmhResults);
    JsonNode serbench =
        read(serbenchResults, "serbench results of the cross-check", "run ./mvnw -Pjmh verify");
    JsonNode report = Files.isRegularFile(reportResults) ? Comparison.read(reportResults) : null;
    Map<String, String> reportRun = serbenchRun(reportResults.resolveSibling("README.md"));
    return AtomicWrite.writeString(page, render(jmh, serbench, report, reportRun));
  }

  /**
   * {@code JmhCrossCheck JMH_JSON SERBENCH_JSON REPORT_JSON PAGE}: renders the page again without a
   * run.
   */
  public static void main(String[] args) {
    if (args.length != 4) {
      System.err.println(
          "usage: JmhCrossCheck jmh-results.json serbench-results.json results.json README.md");
      System.exit(2);
    }
    try {
      write(Path.of(args[0]), Path.of(args[1]), Path.of(args[2]), Path.of(args[3]));
    } catch (IOException e) {
      System.err.println(e.getMessage());
      System.exit(1);
    }
  }

  private static JsonNode read(Path file, String what, String hint) throws IOException {
    if (!Files.isRegularFile(file)) {
      throw new IOException("no " + what + " at " + file + ": " + hint + " to write them");
    }
    return Comparison.read(file);
  }

  private static void checkJmh(JsonNode jmh, Path file) throws IOException {
    for (JsonNode b : jmh) {
      if (!b.path("params").path("codec").isTextual()
          || !b.path("params").path("dataSet").isTextual()) {
        throw new IOException(
            "cannot read "
                + file
                + " as the JMH cross-check's results: "
                + b.path("benchmark").asText()
                + " lacks the parameters codec and dataSet");
      }
    }
  }

  /** Run started, commit, JVM and profile of serbench's run, from its report's environment. */
  static Map<String, String> serbenchRun(Path report) throws IOException {
    Map<String, String> run = new LinkedHashMap<>();
    if (Files.isRegularFile(report)) {
      for (String line : Files.readAllLines(report)) {
        Matcher m = ENVIRONMENT_ROW.matcher(line);
        if (m.matches()) {
          run.putIfAbsent(m.group(1), m.group(2));
        }
      }
    }
    return run;
  }

  /** Every JMH benchmark that has a serbench number, in JMH's codec order and page phase order. */
  static List<Row> rows(JsonNode jmh, JsonNode serbench) {
    Map<String, JsonNode> serbenchScores = new HashMap<>();
    for (JsonNode b : serbench) {
      String name = b.path("benchmark").asText();
      int dot = name.lastIndexOf('.');
      if (name.startsWith(SERBENCH_PREFIX) && dot > SERBENCH_PREFIX.length()) {
        String dataSet = name.substring(SERBENCH_PREFIX.length(), dot);
        String key = key(b.path("params").path("codec").asText(), dataSet, name.substring(dot + 1));
        serbenchScores.put(key, b.path("primaryMetric"));
      }
    }
    List<Row> rows = new ArrayList<>();
    for (Map.Entry<String, Map<String, JsonNode>> cell : byCell(jmh).entrySet()) {
      for (Map.Entry<String, List<String>> phase : PHASES.entrySet()) {
        JsonNode b = cell.getValue().get(phase.getKey());
        if (b == null) {
          continue;
        }
        String codec = b.path("params").path("codec").asText();
        String dataSet = b.path("params").path("dataSet").asText();
        for (String serbenchPhase : phase.getValue()) {
          JsonNode score = serbenchScores.get(key(codec, dataSet, serbenchPhase));
          if (score != null && score.path("score").asDouble() == 0) {
            break; // not timed by serbench: a POJO binding's create is the identity
          }
          if (score != null) {
            JsonNode primary = b.path("primaryMetric");
            rows.add(
                new Row(
                    codec,
                    dataSet,
                    phase.getKey(),
                    serbenchPhase,
                    score.path("score").asDouble(),
                    error(score),
                    primary.path("score").asDouble(),
                    error(primary)));
            break;
          }
        }
      }
    }
    return rows;
  }

  /** A metric's scoreError, NaN where it has none. */
  private static double error(JsonNode metric) {
    return metric.path("scoreError").isNumber() ? metric.path("scoreError").asDouble() : Double.NaN;
  }

  /** Spearman's rank correlation of serbench's and JMH's numbers; NaN for fewer than 3 rows. */
  static double spearman(List<Row> rows) {
    if (rows.size() < 3) {
      return Double.NaN;
    }
    double[] serbench = rows.stream().mapToDouble(Row::serbench).toArray();
    double[] jmh = rows.stream().mapToDouble(Row::jmh).toArray();
    return new SpearmansCorrelation().correlation(serbench, jmh);
  }

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

  /**
   * The committed report's numbers against this JMH run: they were measured earlier, so their ratio
   * adds the machine's drift between the runs to what the harness does; their ratio to the
   * measurements taken in turns with JMH's forks is that drift (and the noise of the JVMs) alone.
   */
  private static void reportSection(
      JsonNode jmh,
      JsonNode serbench,
      JsonNode report,
      String jmhMachine,
      String reportMachine,
      StringBuilder out) {
    out.append("## The report's run against this JMH run\n\n");
    if (report == null) {
      out.append("No report's results.json to compare.\n\n");
      return;
    }
    if (jmhMachine == null || !jmhMachine.equals(reportMachine)) {
      out.append("**Not comparable: ")
          .append(
              jmhMachine == null
                  ? "JMH's results do not record the machine they were measured on"
                  : "JMH ran on " + jmhMachine + ", the report's run on " + reportMachine)
          .append(
              ".** The report's numbers are left out: run `./mvnw -Pjmh verify` on the machine"
                  + " of the report's run.\n\n");
      return;
    }
    List<Row> rows = rows(jmh, report);
    Map<String, Double> here = new HashMap<>();
    rows(jmh, serbench)
        .forEach(r -> here.put(key(r.codec(), r.dataSet(), r.phase()), r.serbench()));
    out.append(
        "The committed report's numbers come from a run of their own, hours or days away from"
            + " this one. Their ratio to JMH adds the drift of the machine's speed between the two"
            + " runs to whatever the harness does; the last column, the report's number over"
            + " serbench's measurement above, is that drift (and the noise of the JVMs)"
            + " alone. The report's JVMs are clean, without the link of JMH's forks.\n\n");
    Table t =
        new Table(
            3,
            "Codec",
            "Data set",
            "Phase",
            "report ns/object",
            "report / JMH",
            "",
            "report / above");
    int outside = 0;
    for (Row r : rows) {
      Double above = here.get(key(r.codec(), r.dataSet(), r.phase()));
      t.row(
          r.codec(),
          r.dataSet(),
          phaseName(r),
          Format.decimals(r.serbench(), 1),
          Format.decimals(r.ratio(), 2),
          r.outside() ? MARK : "",
          above == null ? "" : Format.decimals(r.serbench() / above, 2));
      if (r.outside()) {
        outside++;
      }
    }
    t.appendTo(out);
    out.append(outsideCount(outside, rows.size(), "of the report's ratios"));
    out.append(machineDrift(Comparison.Calibrations.of(serbench, report)));
  }

  /**
   * The machine's own part of the last column: the fixed calibration workload, timed in the
   * report's JVMs and in serbench's JVMs of the cross-check, moves with the machine and not with
   * any codec.
   */
  static String machineDrift(Comparison.Calibrations calibrations) {
    if (calibrations == null) {
      return "The calibration workload was not timed in both runs' cells, so the machine's own"
          + " drift is not measured apart from the codecs'.\n\n";
    }
    return "**The machine's speed in both runs.** The fixed calibration workload, which no codec"
        + " touches, took a median "
        + Format.millis(calibrations.newNs())
        + " ms in the report's run and "
        + Format.millis(calibrations.oldNs())
        + " ms in serbench's JVMs of the cross-check (report / above: "
        + Format.decimals(calibrations.speed(), 2)
        + ", over the "
        + calibrations.benchmarks()
        + " benchmarks both calibrated): the part of the last column that is the machine's.\n\n";
  }

  /** "N of M ratios outside 0.90 to 1.10.", as a paragraph. */
  private static String outsideCount(int outside, int of, String what) {
    return outside + " of " + of + " " + what + " outside " + range() + ".\n\n";
  }

  /** "0.90 to 1.10": the range of ratios left unmarked. */
  private static String range() {
    return Format.decimals(LOW, 2) + " to " + Format.decimals(HIGH, 2);
  }

  private static String phaseName(Row r) {
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

  /** The machine JMH's forks ran on, from their {@link #MACHINE_FLAG}; null if none says. */
  static String jmhMachine(JsonNode jmh) {
    for (JsonNode b : jmh) {
      for (JsonNode a : b.path("jvmArgs")) {
        if (a.asText().startsWith(MACHINE_FLAG)) {
          return a.asText().substring(MACHINE_FLAG.length());
        }
      }
    }
    return null;
  }

  /** The machine of serbench's run as its results record it (CPU, cores); null if unknown. */
  private static String serbenchMachine(Map<String, String> run) {
    return run.containsKey("CPU") && run.containsKey("Cores")
        ? run.get("CPU") + ", " + run.get("Cores") + " cores"
        : null;
  }

  private static Map<String, Map<String, JsonNode>> byCell(JsonNode jmh) {
    Map<String, Map<String, JsonNode>> cells = new LinkedHashMap<>();
    for (JsonNode b : jmh) {
      String cell = key(b.path("params").path("codec").asText(), dataSet(b), "");
      cells.computeIfAbsent(cell, k -> new HashMap<>()).put(phase(b), b);
    }
    return cells;
  }

  private static String phase(JsonNode benchmark) {
    String name = benchmark.path("benchmark").asText();
    return name.substring(name.lastIndexOf('.') + 1);
  }

  private static String dataSet(JsonNode benchmark) {
    return benchmark.path("params").path("dataSet").asText();
  }

  private static String key(String codec, String dataSet, String phase) {
    return codec + "\u0000" + dataSet + "\u0000" + phase;
  }

  private static String rho(double value) {
    return Format.decimals(value, 3);
  }
}
