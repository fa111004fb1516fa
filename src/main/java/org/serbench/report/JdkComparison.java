package org.serbench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;
import org.serbench.engine.Metric;
import org.serbench.engine.Result;
import org.serbench.stats.Summary;

/**
 * The per-JDK page: the same codecs on the same data sets measured by several JDKs ({@code
 * serbench.jdks}), a table per data set with a column per JDK and the ratio of each later JDK to
 * the first, as fastjson2 and jsoniter-scala publish theirs.
 */
public final class JdkComparison {
  /** The page's file name in the report directory. */
  public static final String FILE = "jdks.md";

  /** Every JDK's results beside the page, in JMH's format with the JDK in {@code params}. */
  public static final String JSON_FILE = "jdks.json";

  /** How a page from a run of its own starts to say so. */
  static final String OWN_RUN = "Measured in a run of its own";

  private static final List<Metric> METRICS = List.of(Metric.ENCODE, Metric.DECODE);

  private JdkComparison() {}

  /**
   * The page, or an empty string when fewer than two JDKs measured.
   *
   * @param runs each JDK's results, the first JDK's (the rest of the report's) first
   */
  public static String render(List<List<Result>> runs) {
    return render(runs, null);
  }

  /**
   * The page, or an empty string when fewer than two JDKs measured.
   *
   * @param runs each JDK's results, the first JDK's first
   * @param ownRun null when the first JDK's results are the rest of the report's; otherwise the run
   *     the page was measured in, as "started ..., commit ...", for a page from a run of its own
   */
  public static String render(List<List<Result>> runs, String ownRun) {
    List<List<Result>> measured = runs.stream().filter(r -> !r.isEmpty()).toList();
    if (measured.size() < 2) {
      return "";
    }
    List<String> jdks = new ArrayList<>();
    for (List<Result> run : measured) {
      String label = label(run.get(0).jvm());
      jdks.add(jdks.contains(label) ? label + " (" + (jdks.size() + 1) + ")" : label);
    }
    StringBuilder out = new StringBuilder("# serbench on several JDKs\n\n");
    out.append(
        "The same codecs on the same data, with the same protocol and flags, measured in JVMs of"
            + " each JDK (`-Dserbench.jdks`; the data sets of `-Dserbench.jdkDatasets`), each codec"
            + " on one JDK right after the other. "
            + (ownRun == null
                ? "The first JDK's results are the rest of the report's."
                : OWN_RUN
                    + " ("
                    + ownRun
                    + "), not the run of the rest of the report: its first JDK's figures differ"
                    + " from the other pages' by the machine's run-to-run noise.")
            + " Times are ns per object; a ratio is the"
            + " later JDK's mean over the first's: below 1.00 the later JDK is faster. A cell"
            + " whose JVMs' means differ from each other by more than the ratio's distance from"
            + " 1.00 says little; see each data set's page for the errors.\n\n");
    for (int i = 0; i < measured.size(); i++) {
      out.append(i + 1).append(". ").append(jdks.get(i)).append(": ");
      out.append(measured.get(i).get(0).jvm()).append('\n');
    }
    out.append('\n');
    for (DataSet<?> dataSet : DataSets.all()) {
      List<Map<String, Result>> byCodec = new ArrayList<>();
      for (List<Result> run : measured) {
        Map<String, Result> codecs = new LinkedHashMap<>();
        run.stream()
            .filter(r -> r.dataSet().equals(dataSet.name()))
            .forEach(r -> codecs.put(r.codec(), r));
        byCodec.add(codecs);
      }
      if (byCodec.stream().skip(1).allMatch(Map::isEmpty)) {
        continue;
      }
      out.append("## ").append(dataSet.name()).append("\n\n");
      table(byCodec, jdks).appendTo(out);
    }
    return out.toString();
  }

  private static Table table(List<Map<String, Result>> byCodec, List<String> jdks) {
    List<String> header = new ArrayList<>();
    header.add("Codec");
    for (Metric metric : METRICS) {
      String name = metric.label().substring(0, metric.label().indexOf('.'));
      for (String jdk : jdks) {
        header.add(name + ", " + jdk);
      }
      for (int j = 1; j < jdks.size(); j++) {
        header.add(name + " " + version(jdks.get(j)) + "/" + version(jdks.get(0)));
      }
    }
    Table table = new Table(header.toArray(String[]::new));
    double[][] logSums = new double[METRICS.size()][jdks.size()];
    int[][] counts = new int[METRICS.size()][jdks.size()];
    for (Map.Entry<String, Result> entry : byCodec.get(0).entrySet()) {
      String codec = entry.getKey();
      if (byCodec.stream().skip(1).noneMatch(m -> m.containsKey(codec))) {
        continue;
      }
      List<String> row = new ArrayList<>();
      row.add(codec);
      for (int m = 0; m < METRICS.size(); m++) {
        Metric metric = METRICS.get(m);
        double[] means = new double[jdks.size()];
        for (int j = 0; j < jdks.size(); j++) {
          Result r = byCodec.get(j).get(codec);
          means[j] = r != null && r.status() == Result.Status.OK ? mean(metric, r) : Double.NaN;
          row.add(
              r == null
                  ? "not measured"
                  : r.status() == Result.Status.OK ? Format.integer(means[j]) : r.outcome());
        }
        for (int j = 1; j < jdks.size(); j++) {
          double ratio = means[j] / means[0];
          boolean known = Double.isFinite(ratio) && ratio > 0;
          row.add(known ? String.format(Locale.ROOT, "%.2f", ratio) : "");
          if (known) {
            logSums[m][j] += Math.log(ratio);
            counts[m][j]++;
          }
        }
      }
      table.row(row.toArray(String[]::new));
    }
    List<String> last = new ArrayList<>();
    last.add("geometric mean");
    for (int m = 0; m < METRICS.size(); m++) {
      for (int j = 0; j < jdks.size(); j++) {
        last.add("");
      }
      for (int j = 1; j < jdks.size(); j++) {
        last.add(
            counts[m][j] == 0
                ? ""
                : String.format(Locale.ROOT, "%.2f", Math.exp(logSums[m][j] / counts[m][j])));
      }
    }
    table.row(last.toArray(String[]::new));
    return table;
  }

  private static double mean(Metric metric, Result r) {
    return Summary.of(metric.samples(r)).mean();
  }

  /**
   * "JDK 17.0.15" from a JVM description such as "Debian OpenJDK 64-Bit Server VM
   * 17.0.15+6-Debian-1deb12u1": its last word up to the build number.
   */
  static String label(String jvm) {
    String[] words = jvm.trim().split("\\s+");
    String version = words[words.length - 1];
    int build = version.indexOf('+');
    return "JDK " + (build > 0 ? version.substring(0, build) : version);
  }

  /** "17" from "JDK 17.0.15": the feature release, which names a ratio's column. */
  private static String version(String label) {
    String version = label.startsWith("JDK ") ? label.substring(4) : label;
    int dot = version.indexOf('.');
    int space = version.indexOf(' ');
    int end = dot > 0 ? dot : space > 0 ? space : version.length();
    return version.substring(0, end);
  }
}
