package org.serbench.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.stat.correlation.SpearmansCorrelation;
import org.serbench.engine.AtomicWrite;
import org.serbench.engine.ConsoleText;

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
  static final Map<String, List<String>> PHASES = new LinkedHashMap<>();

  static {
    PHASES.put("create", List.of("create"));
    PHASES.put("ser", List.of("ser"));
    // serbench's "deser" is decoding plus the deep read; newer runs call that "decode".
    PHASES.put("decode", List.of("decode", "deser"));
  }

  private static final String SERBENCH_PREFIX = "org.serbench.";

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
    JsonNode jmh = CrossCheckInputs.read(jmhResults, "JMH results", "run ./mvnw -Pjmh verify");
    CrossCheckInputs.checkJmh(jmh, jmhResults);
    JsonNode serbench =
        CrossCheckInputs.read(
            serbenchResults, "serbench results of the cross-check", "run ./mvnw -Pjmh verify");
    JsonNode report = Files.isRegularFile(reportResults) ? Comparison.read(reportResults) : null;
    Map<String, String> reportRun =
        CrossCheckInputs.serbenchRun(reportResults.resolveSibling("README.md"));
    return AtomicWrite.writeString(page, CrossCheckPage.render(jmh, serbench, report, reportRun));
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
      System.err.println(ConsoleText.escape(String.valueOf(e.getMessage())));
      System.exit(1);
    }
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

  private static Map<String, Map<String, JsonNode>> byCell(JsonNode jmh) {
    Map<String, Map<String, JsonNode>> cells = new LinkedHashMap<>();
    for (JsonNode b : jmh) {
      String cell = key(b.path("params").path("codec").asText(), dataSet(b), "");
      cells.computeIfAbsent(cell, k -> new HashMap<>()).put(phase(b), b);
    }
    return cells;
  }

  static String phase(JsonNode benchmark) {
    String name = benchmark.path("benchmark").asText();
    return name.substring(name.lastIndexOf('.') + 1);
  }

  static String dataSet(JsonNode benchmark) {
    return benchmark.path("params").path("dataSet").asText();
  }

  static String key(String codec, String dataSet, String phase) {
    return codec + "\u0000" + dataSet + "\u0000" + phase;
  }
}
