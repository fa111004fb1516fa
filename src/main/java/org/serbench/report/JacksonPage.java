package org.serbench.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;
import org.serbench.engine.Metric;
import org.serbench.engine.RegressionGate;
import org.serbench.engine.Result;
import org.serbench.registry.CodecRegistry;
import org.serbench.stats.Summary;

/**
 * "Jackson 2 or 3": each Jackson 3 codec beside the Jackson 2 codec of the same format, measured in
 * the same run ({@link CodecRegistry#earlierReleases()}): the ratio of their times with its
 * interval, whether their sizes are the same, and where their outcomes differ, per data set.
 */
final class JacksonPage {
  static final String FILE = "jackson.md";

  private JacksonPage() {}

  /** The page's section, empty when no pair was measured on a common data set. */
  static void render(StringBuilder out, List<Result> results) {
    Map<String, Result> cells = new LinkedHashMap<>();
    results.forEach(r -> cells.put(key(r.codec(), r.dataSet()), r));
    StringBuilder dataSets = new StringBuilder();
    Table summary =
        new Table(
            2,
            "Jackson 3",
            "Jackson 2",
            "Data sets",
            "Encode (geometric mean)",
            "faster, same, slower",
            "Decode (geometric mean)",
            "faster, same, slower",
            "Same size",
            "Outcomes that differ");
    for (Map.Entry<String, String> pair : CodecRegistry.earlierReleases().entrySet()) {
      Tally tally = new Tally();
      for (DataSet<?> d : DataSets.all()) {
        Result newer = cells.get(key(pair.getKey(), d.name()));
        Result older = cells.get(key(pair.getValue(), d.name()));
        if (newer != null && older != null) {
          tally.add(older, newer);
        }
      }
      if (tally.dataSets > 0) {
        summary.row(
            "`" + pair.getKey() + "`",
            "`" + pair.getValue() + "`",
            Integer.toString(tally.dataSets),
            tally.geometricMean(0),
            tally.readings(0),
            tally.geometricMean(1),
            tally.readings(1),
            tally.sameSize + " of " + tally.bothMeasured,
            Integer.toString(tally.outcomesDiffer));
      }
    }
    if (summary.isEmpty()) {
      return;
    }
    for (DataSet<?> d : DataSets.all()) {
      Table table =
          new Table(
              3,
              "Jackson 3",
              "Jackson 2",
              "Measure",
              "Jackson 2",
              "Jackson 3",
              "3 / 2",
              "95% interval",
              "Reading");
      for (Map.Entry<String, String> pair : CodecRegistry.earlierReleases().entrySet()) {
        Result newer = cells.get(key(pair.getKey(), d.name()));
        Result older = cells.get(key(pair.getValue(), d.name()));
        if (newer != null && older != null) {
          rows(table, older, newer);
        }
      }
      if (!table.isEmpty()) {
        dataSets.append("## ").append(d.name()).append("\n\n");
        table.appendTo(dataSets);
      }
    }
    out.append("# Jackson 2 or 3\n\n")
        .append(
            "Each Jackson 3 codec beside the Jackson 2 codec of the same format and API, measured in"
                + " this run with the same protocol. `json/jackson3/databind-jackson2-defaults` is"
                + " Jackson 3 with Jackson 2's defaults, so its ratio is the release's alone;"
                + " `json/jackson3/databind` adds what Jackson 3's defaults change (dates as"
                + " ISO-8601 strings, properties sorted alphabetically). A ratio is Jackson 3's mean"
                + " over Jackson 2's, below 1.00 Jackson 3 is faster; its interval is 95%, from each"
                + " side's JVMs and batches, and \"faster\" or \"slower\" says that a one-sided test"
                + " holds at p < 0.01 (\"same\" in the summary: neither holds). \"Same size\" counts"
                + " the data sets whose bytes have the same length, which does not make them the"
                + " same bytes.\n\n");
    summary.appendTo(out);
    out.append(dataSets);
  }

  private static void rows(Table table, Result older, Result newer) {
    String newName = "`" + newer.codec() + "`";
    String oldName = "`" + older.codec() + "`";
    if (!ok(older) || !ok(newer)) {
      table.row(
          newName,
          oldName,
          "outcome",
          Format.printable(older.outcome()),
          Format.printable(newer.outcome()),
          "",
          "",
          VersionsPage.outcomeChange(older, newer));
      return;
    }
    for (Metric metric : List.of(Metric.ENCODE, Metric.DECODE)) {
      RegressionGate.Ratio ratio = RegressionGate.Ratio.of(metric, older, newer);
      table.row(
          newName,
          oldName,
          metric == Metric.ENCODE ? "encode, ns" : "decode, ns",
          Format.integer(mean(metric, older)),
          Format.integer(mean(metric, newer)),
          String.format(Locale.ROOT, "%.2f", ratio.value()),
          String.format(Locale.ROOT, "%.2f to %.2f", ratio.low(), ratio.high()),
          VersionsPage.reading(ratio));
    }
    double oldSize = mean(Metric.SIZE, older);
    double newSize = mean(Metric.SIZE, newer);
    table.row(
        newName,
        oldName,
        "size, B",
        Format.integer(oldSize),
        Format.integer(newSize),
        String.format(Locale.ROOT, "%.3f", newSize / oldSize),
        "",
        newSize == oldSize ? "same size" : newSize < oldSize ? "smaller" : "larger");
  }

  /** A pair's figures over the data sets both measured. */
  private static final class Tally {
    int dataSets;
    int bothMeasured;
    int sameSize;
    int outcomesDiffer;
    final double[] logSums = new double[2];
    final int[][] readings = new int[2][3];

    void add(Result older, Result newer) {
      dataSets++;
      if (!older.outcome().equals(newer.outcome()) || older.status() != newer.status()) {
        outcomesDiffer++;
      }
      if (!ok(older) || !ok(newer)) {
        return;
      }
      bothMeasured++;
      if (mean(Metric.SIZE, older) == mean(Metric.SIZE, newer)) {
        sameSize++;
      }
      List<Metric> metrics = List.of(Metric.ENCODE, Metric.DECODE);
      for (int m = 0; m < 2; m++) {
        RegressionGate.Ratio ratio = RegressionGate.Ratio.of(metrics.get(m), older, newer);
        logSums[m] += Math.log(ratio.value());
        readings[m][
            ratio.pFaster() < RegressionGate.SIGNIFICANCE
                ? 0
                : ratio.pSlower() < RegressionGate.SIGNIFICANCE ? 2 : 1]++;
      }
    }

    String geometricMean(int m) {
      return bothMeasured == 0
          ? ""
          : String.format(Locale.ROOT, "%.2f", Math.exp(logSums[m] / bothMeasured));
    }

    String readings(int m) {
      return bothMeasured == 0
          ? ""
          : readings[m][0] + ", " + readings[m][1] + ", " + readings[m][2];
    }
  }

  private static boolean ok(Result r) {
    return r.status() == Result.Status.OK;
  }

  private static double mean(Metric metric, Result r) {
    return Summary.of(metric.samples(r)).mean();
  }

  private static String key(String codec, String dataSet) {
    return codec + "\u0000" + dataSet;
  }
}
