package org.serbench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.serbench.engine.Metric;
import org.serbench.engine.RegressionGate;
import org.serbench.engine.Result;
import org.serbench.engine.ResultFile;
import org.serbench.engine.Variants;
import org.serbench.stats.Summary;

/**
 * The versions page: codecs measured under several versions of their library in one run ({@code
 * serbench.variants}), each version's JVMs alternating with the others', with the ratio of each
 * later version to the first, its interval and a one-sided test, the sizes, the outcomes and the
 * versions each side loaded.
 */
public final class VersionsPage {
  /** The page's file name in the report directory. */
  public static final String FILE = "versions.md";

  /** The versions' results in JMH's format, beside the page. */
  public static final String JSON_FILE = "versions.json";

  private VersionsPage() {}

  /**
   * The page of the variants in {@code runResultsDir}, or an empty string when it has none.
   *
   * @param run the run, as "started ..., commit ...", which the page names
   */
  public static String render(Path runResultsDir, String run) throws IOException {
    Path root = runResultsDir.resolve(Variants.DIR);
    if (!Files.isDirectory(root)) {
      return "";
    }
    Map<String, List<String>> families = Variants.recorded(runResultsDir);
    if (families.isEmpty()) {
      return "";
    }
    StringBuilder out = new StringBuilder("# Library versions side by side\n\n");
    out.append("Measured in the run started ")
        .append(run)
        .append(", with `-Dserbench.variants=")
        .append(variants(families))
        .append("`. ")
        .append(
            "Each codec whose library the property changes is measured under every version in"
                + " fresh JVMs, one version's JVM after the other's, at least two JVMs each, so"
                + " that a drift of the machine's speed falls on all of them. Times are ns per"
                + " object and sizes bytes per object. A ratio is a later version's mean over the"
                + " first version's: below 1.00 the later version is faster or smaller. Its"
                + " interval is 95%, from the spread of each side's JVMs and batches; \"faster\""
                + " and \"slower\" are one-sided tests at p < 0.01, and anything else reads as"
                + " no clear difference. With two JVMs a side the spread between JVMs rests on"
                + " two values each: confirm a difference with more JVMs"
                + " (`-Dserbench.forks=4`) before acting on it.\n\n");
    out.append("The same comparison again:\n\n```sh\n")
        .append(command(root, families))
        .append("\n```\n\n");
    for (Map.Entry<String, List<String>> family : families.entrySet()) {
      family(out, root, family.getKey(), family.getValue());
    }
    return out.toString();
  }

  /** The value of {@code -Dserbench.variants} that measured these families. */
  private static String variants(Map<String, List<String>> families) {
    return String.join(
        ";",
        families.entrySet().stream()
            .map(e -> e.getKey() + "=" + String.join(",", e.getValue()))
            .toList());
  }

  /**
   * The command that measures the page's cells again: its variants, and the codecs and data sets
   * its versions measured.
   */
  static String command(Path root, Map<String, List<String>> families) throws IOException {
    Set<String> codecs = new TreeSet<>();
    Set<String> dataSets = new LinkedHashSet<>();
    for (Map.Entry<String, List<String>> family : families.entrySet()) {
      for (String version : family.getValue()) {
        Path dir = root.resolve(family.getKey()).resolve(version);
        if (Files.isDirectory(dir)) {
          for (Result r : ResultFile.readAll(dir)) {
            codecs.add(r.codec());
            dataSets.add(r.dataSet());
          }
        }
      }
    }
    return "./mvnw test \\\n    -Dserbench.variants='"
        + variants(families)
        + "' \\\n    -Dserbench.codecs='"
        + String.join(",", codecs)
        + "' \\\n    -Dserbench.datasets='"
        + String.join(",", dataSets)
        + "'";
  }

  /**
   * Every version's results in JMH's format ({@link JmhJson}), each with its version as the {@code
   * variant} parameter ({@code kryo=5.5.0}); an empty string when the run has no variants.
   */
  public static String json(Path runResultsDir, String commit, java.time.Instant runStarted)
      throws IOException {
    Map<Result, String> variants = new java.util.IdentityHashMap<>();
    List<Result> results = new ArrayList<>();
    for (Map.Entry<String, List<String>> family : Variants.recorded(runResultsDir).entrySet()) {
      for (String version : family.getValue()) {
        Path dir = runResultsDir.resolve(Variants.DIR).resolve(family.getKey()).resolve(version);
        if (Files.isDirectory(dir)) {
          for (Result r : ResultFile.readAll(dir)) {
            results.add(r);
            variants.put(r, family.getKey() + "=" + version);
          }
        }
      }
    }
    return results.isEmpty() ? "" : JmhJson.render(results, commit, runStarted, variants::get);
  }

  private static void family(StringBuilder out, Path root, String property, List<String> versions)
      throws IOException {
    List<Map<String, Result>> sides = new ArrayList<>();
    for (String version : versions) {
      Map<String, Result> cells = new TreeMap<>();
      Path dir = root.resolve(property).resolve(version);
      if (Files.isDirectory(dir)) {
        for (Result r : ResultFile.readAll(dir)) {
          cells.put(r.dataSet() + "\u0000" + r.codec(), r);
        }
      }
      sides.add(cells);
    }
    out.append("## ")
        .append(property)
        .append(".version: ")
        .append(String.join(" against ", versions))
        .append("\n\n");
    loaded(out, versions, sides);
    Set<String> dataSets = new LinkedHashSet<>();
    sides.get(0).values().forEach(r -> dataSets.add(r.dataSet()));
    for (String dataSet : dataSets) {
      out.append("### ").append(dataSet).append("\n\n");
      List<String> header = new ArrayList<>(List.of("Codec", "Measure"));
      header.addAll(versions);
      for (int v = 1; v < versions.size(); v++) {
        header.add(versions.get(v) + " / " + versions.get(0));
        header.add("95% interval");
        header.add("Reading");
      }
      Table table = new Table(2, header.toArray(String[]::new));
      sides.get(0).values().stream()
          .filter(r -> r.dataSet().equals(dataSet))
          .forEach(first -> rows(table, first, sides));
      table.appendTo(out);
      out.append('\n');
    }
  }

  /** The versions of the codecs' libraries that each side's JVMs loaded. */
  private static void loaded(
      StringBuilder out, List<String> versions, List<Map<String, Result>> sides) {
    Map<String, List<String>> artifacts = new TreeMap<>();
    for (int v = 0; v < sides.size(); v++) {
      for (Result r : sides.get(v).values()) {
        for (Map.Entry<String, String> lib : r.libraries().entrySet()) {
          List<String> row =
              artifacts.computeIfAbsent(
                  lib.getKey(),
                  k -> new ArrayList<>(java.util.Collections.nCopies(sides.size(), "")));
          String seen = row.get(v);
          if (!seen.contains(lib.getValue())) {
            row.set(v, seen.isEmpty() ? lib.getValue() : seen + ", " + lib.getValue());
          }
        }
      }
    }
    out.append("Loaded by the measuring JVMs (from each library's own jar):\n\n");
    List<String> header = new ArrayList<>(List.of("Artifact"));
    header.addAll(versions);
    Table table = new Table(1, header.toArray(String[]::new));
    artifacts.forEach(
        (artifact, row) ->
            table.row(Stream.concat(Stream.of(artifact), row.stream()).toArray(String[]::new)));
    table.appendTo(out);
    out.append('\n');
  }

  private static void rows(Table table, Result first, List<Map<String, Result>> sides) {
    String key = first.dataSet() + "\u0000" + first.codec();
    List<Result> cells = sides.stream().map(s -> s.get(key)).toList();
    boolean allOk = cells.stream().allMatch(r -> r != null && r.status() == Result.Status.OK);
    if (!allOk) {
      List<String> row = new ArrayList<>(List.of(first.codec(), "outcome"));
      cells.forEach(r -> row.add(r == null ? "not measured" : Format.printable(r.outcome())));
      for (int v = 1; v < cells.size(); v++) {
        row.add("");
        row.add("");
        row.add(outcomeChange(cells.get(0), cells.get(v)));
      }
      table.row(row.toArray(String[]::new));
    }
    for (Metric metric : List.of(Metric.ENCODE, Metric.DECODE, Metric.SIZE)) {
      List<String> row = new ArrayList<>(List.of(first.codec(), measure(metric)));
      for (Result r : cells) {
        row.add(ok(r) ? Format.integer(mean(metric, r)) : "");
      }
      for (int v = 1; v < cells.size(); v++) {
        Result before = cells.get(0);
        Result now = cells.get(v);
        if (!ok(before) || !ok(now)) {
          row.addAll(List.of("", "", ""));
        } else if (metric.kind() == Metric.Kind.SIZE) {
          double ratio = mean(metric, now) / mean(metric, before);
          row.add(String.format(Locale.ROOT, "%.3f", ratio));
          row.add("");
          row.add(ratio == 1 ? "same" : ratio < 1 ? "smaller" : "larger");
        } else {
          RegressionGate.Ratio ratio = RegressionGate.Ratio.of(metric, before, now);
          row.add(String.format(Locale.ROOT, "%.2f", ratio.value()));
          row.add(String.format(Locale.ROOT, "%.2f to %.2f", ratio.low(), ratio.high()));
          row.add(reading(ratio));
        }
      }
      if (cells.stream().anyMatch(VersionsPage::ok)) {
        table.row(row.toArray(String[]::new));
      }
    }
  }

  private static boolean ok(Result r) {
    return r != null && r.status() == Result.Status.OK;
  }

  private static String measure(Metric metric) {
    return switch (metric) {
      case ENCODE -> "encode, ns";
      case DECODE -> "decode, ns";
      default -> "size, B";
    };
  }

  private static double mean(Metric metric, Result r) {
    return Summary.of(metric.samples(r)).mean();
  }

  /** "faster" or "slower" where the one-sided test holds at p < 0.01. */
  static String reading(RegressionGate.Ratio ratio) {
    if (ratio.pFaster() < RegressionGate.SIGNIFICANCE) {
      return "faster (" + p(ratio.pFaster()) + ")";
    }
    if (ratio.pSlower() < RegressionGate.SIGNIFICANCE) {
      return "slower (" + p(ratio.pSlower()) + ")";
    }
    return "no clear difference";
  }

  /** A p-value as a reader needs it: below 0.001 it says no more than that. */
  private static String p(double p) {
    return p < 0.001 ? "p < 0.001" : String.format(Locale.ROOT, "p = %.1g", p);
  }

  /**
   * How a later version's outcome compares with the first's: a round trip that now measures is a
   * fix; lost data is worse than an error, which is worse than a measured round trip.
   */
  static String outcomeChange(Result before, Result now) {
    if (before == null || now == null) {
      return "";
    }
    int was = rank(before);
    int is = rank(now);
    if (was == is) {
      return before.outcome().equals(now.outcome()) ? "same" : "changed";
    }
    return is > was ? "better" + (ok(now) ? " (a fix)" : "") : "worse";
  }

  private static int rank(Result r) {
    return switch (r.status()) {
      case OK -> 2;
      case MISMATCH -> 0;
      default -> 1;
    };
  }
}
