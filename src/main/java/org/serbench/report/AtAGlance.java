package org.serbench.report;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.serbench.engine.Result;
import org.serbench.stats.Summary;

/**
 * The answer first: per data set, the fastest encode and decode and the smallest encoding, then the
 * codecs that changed the data and those that could not carry it, each with the library's reason. A
 * reader who wants only "which one" stops here; the data set pages hold the rest.
 */
final class AtAGlance {
  /** How many codecs each ranking names. */
  static final int TOP = 3;

  private AtAGlance() {}

  /**
   * Whether a data set is a user's own: the index opens with this section in a user's report. The
   * classic report gets it with its own layout (the front-door work), which will drop this test.
   */
  static boolean ownDataSet(String name) {
    return org.serbench.data.DataSets.all().stream().noneMatch(d -> d.name().equals(name));
  }

  static void render(
      StringBuilder out, Map<String, String> dataSets, List<Result> results, JvmSpread spread) {
    out.append("## At a glance\n\n");
    for (String dataSet : dataSets.keySet()) {
      List<Result> cells = results.stream().filter(r -> r.dataSet().equals(dataSet)).toList();
      if (cells.isEmpty()) {
        continue;
      }
      List<MeasuredRow> rows =
          cells.stream()
              .filter(r -> r.status() == Result.Status.OK)
              .map(r -> new MeasuredRow(r, spread))
              .toList();
      out.append("### [")
          .append(dataSet)
          .append("](")
          .append(MarkdownReport.pageFile(dataSet))
          .append(")\n\n");
      long measured = rows.size();
      out.append(
          String.format(
              Locale.ROOT, "%d of %d codecs carried it unchanged.%n%n", measured, cells.size()));
      if (!rows.isEmpty()) {
        out.append("- Fastest encode (create + ser): ")
            .append(ranking(rows, r -> r.encode, "ns/object"))
            .append('\n');
        out.append("- Fastest decode (deser + deep read): ")
            .append(ranking(rows, AtAGlance::decode, "ns/object"))
            .append('\n');
        out.append("- Smallest: ").append(smallest(rows)).append('\n');
      }
      List<Result> changed =
          cells.stream().filter(r -> r.status() == Result.Status.MISMATCH).toList();
      List<Result> failed =
          cells.stream()
              .filter(r -> r.status() != Result.Status.OK && r.status() != Result.Status.MISMATCH)
              .toList();
      if (!changed.isEmpty()) {
        out.append("- Changed the data:\n");
        changed.forEach(r -> reason(out, r));
      }
      if (!failed.isEmpty()) {
        out.append("- Could not carry it:\n");
        failed.forEach(r -> reason(out, r));
      }
      out.append('\n');
    }
  }

  /** The decode: the samples of deser with the deep read. */
  private static Summary decode(MeasuredRow row) {
    return row.deser;
  }

  private static String ranking(
      List<MeasuredRow> rows, Function<MeasuredRow, Summary> metric, String unit) {
    return rows.stream()
            .sorted(Comparator.comparingDouble(r -> metric.apply(r).mean()))
            .limit(TOP)
            .map(
                r ->
                    String.format(
                        Locale.ROOT,
                        "`%s` %s ± %s",
                        r.codec(),
                        Format.integer(metric.apply(r).mean() / r.result.objects()),
                        Format.integer(metric.apply(r).ciHalfWidth() / r.result.objects())))
            .reduce((a, b) -> a + ", " + b)
            .orElse("")
        + " "
        + unit;
  }

  private static String smallest(List<MeasuredRow> rows) {
    return rows.stream()
            .sorted(Comparator.comparingLong(r -> r.result.size().bytes()))
            .limit(TOP)
            .map(
                r ->
                    String.format(
                        Locale.ROOT,
                        "`%s` %s",
                        r.codec(),
                        Format.integer((double) r.result.size().bytes() / r.result.objects())))
            .reduce((a, b) -> a + ", " + b)
            .orElse("")
        + " bytes/object";
  }

  private static void reason(StringBuilder out, Result r) {
    out.append("  - `")
        .append(r.codec())
        .append("` (")
        .append(r.outcome())
        .append("): ")
        .append(Format.printable(Result.firstLine(r.message()).replace('|', '/')))
        .append('\n');
  }
}
