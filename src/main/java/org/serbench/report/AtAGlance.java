package org.serbench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import org.serbench.data.DataSets;
import org.serbench.engine.Result;
import org.serbench.safety.SafetyFile;
import org.serbench.stats.Summary;

/**
 * The answer first. Per headline data set (a user's own data sets; else TestObject and media.1),
 * the five fastest encoders and decoders and the five smallest encodings, among all codecs and
 * within JSON, binary and XML, then the codecs that changed the data and those that could not carry
 * it, each with the library's reason; then one safety verdict per codec. A reader who wants only
 * "which one" stops here; the data set pages and the safety page hold the rest.
 */
final class AtAGlance {
  /** How many codecs each ranking names. */
  static final int TOP = 5;

  private AtAGlance() {}

  /** Whether a data set is a user's own rather than one of the classic suite's. */
  static boolean ownDataSet(String name) {
    return DataSets.all().stream().noneMatch(d -> d.name().equals(name));
  }

  /**
   * The data sets the section ranks: a user's own when the run measured any, else TestObject and
   * media.1, else the first data set the run measured.
   */
  static List<String> headline(Map<String, String> dataSets, List<Result> results) {
    List<String> measured =
        dataSets.keySet().stream()
            .filter(d -> results.stream().anyMatch(r -> r.dataSet().equals(d)))
            .toList();
    List<String> own = measured.stream().filter(AtAGlance::ownDataSet).toList();
    if (!own.isEmpty()) {
      return own;
    }
    List<String> classic =
        measured.stream()
            .filter(d -> d.equals(DataSets.TEST_OBJECT.name()) || d.equals(DataSets.MEDIA_1.name()))
            .toList();
    return classic.isEmpty() && !measured.isEmpty() ? List.of(measured.get(0)) : classic;
  }

  static void render(
      StringBuilder out,
      Map<String, String> dataSets,
      List<Result> results,
      JvmSpread spread,
      List<SafetyFile.Results> safety) {
    List<String> headline = headline(dataSets, results);
    if (headline.isEmpty() && safety.isEmpty()) {
      return;
    }
    out.append("## At a glance\n\n");
    out.append(
        "Per object, fastest or smallest first, each time with its 95% interval. Encode is"
            + " create + ser (the model converted and written); decode is deser with every field"
            + " read (+deep), so a lazy decoder pays for what it defers. \"Among\" ranks all"
            + " codecs, then those of one format.\n\n");
    for (String dataSet : headline) {
      dataSet(
          out, dataSet, results.stream().filter(r -> r.dataSet().equals(dataSet)).toList(), spread);
    }
    verdicts(out, safety);
  }

  private static void dataSet(
      StringBuilder out, String dataSet, List<Result> cells, JvmSpread spread) {
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
    out.append(
        String.format(
            Locale.ROOT, "%d of %d codecs carried it unchanged.%n%n", rows.size(), cells.size()));
    if (!rows.isEmpty()) {
      Table table = new Table(5, "Among", "Rank", "Encode, ns", "Decode, ns", "Size, bytes");
      ranks(table, "all", rows);
      for (CodecFormat format : CodecFormat.values()) {
        ranks(table, format.label, rows.stream().filter(r -> format.of(r.codec())).toList());
      }
      table.appendTo(out);
    }
    List<Result> changed =
        cells.stream().filter(r -> r.status() == Result.Status.MISMATCH).toList();
    List<Result> failed =
        cells.stream()
            .filter(r -> r.status() != Result.Status.OK && r.status() != Result.Status.MISMATCH)
            .toList();
    if (!changed.isEmpty()) {
      out.append("Changed the data:\n\n");
      changed.forEach(r -> reason(out, r));
      out.append('\n');
    }
    if (!failed.isEmpty()) {
      out.append("Could not carry it:\n\n");
      failed.forEach(r -> reason(out, r));
      out.append('\n');
    }
  }

  /** The first {@link #TOP} of each ranking of {@code rows}, one table row per rank. */
  private static void ranks(Table table, String among, List<MeasuredRow> rows) {
    if (rows.isEmpty()) {
      return;
    }
    List<String> encode = timed(rows, r -> r.encode);
    List<String> decode = timed(rows, r -> r.deser);
    List<String> size =
        rows.stream()
            .sorted(Comparator.comparingDouble(AtAGlance::bytesPerObject))
            .limit(TOP)
            .map(r -> "`" + r.codec() + "` " + Format.integer(bytesPerObject(r)))
            .toList();
    for (int i = 0; i < encode.size(); i++) {
      table.row(
          i == 0 ? among : "", String.valueOf(i + 1), encode.get(i), decode.get(i), size.get(i));
    }
  }

  private static List<String> timed(List<MeasuredRow> rows, Function<MeasuredRow, Summary> metric) {
    ToDoubleFunction<MeasuredRow> perObject = r -> metric.apply(r).mean() / r.result.objects();
    return rows.stream()
        .sorted(Comparator.comparingDouble(perObject))
        .limit(TOP)
        .map(
            r ->
                "`"
                    + r.codec()
                    + "` "
                    + Format.integer(perObject.applyAsDouble(r))
                    + " ± "
                    + Format.integer(metric.apply(r).ciHalfWidth() / r.result.objects()))
        .toList();
  }

  private static double bytesPerObject(MeasuredRow r) {
    return (double) r.result.size().bytes() / r.result.objects();
  }

  private static void reason(StringBuilder out, Result r) {
    out.append("- `")
        .append(r.codec())
        .append("` (")
        .append(r.outcome())
        .append("): ")
        .append(Format.printable(Result.firstLine(why(r)).replace('|', '/')))
        .append('\n');
  }

  /**
   * Why a cell has no numbers: the library's error, or for the suite's round-trip check the first
   * differing field with its two values (a user's data names its field in the message's first
   * line).
   */
  private static String why(Result r) {
    return r.message().contains("field/property") ? SupportMatrix.reason(r) : r.message();
  }

  /** One verdict per codec that ran the safety matrices: the safe ones first. */
  private static void verdicts(StringBuilder out, List<SafetyFile.Results> safety) {
    List<SafetyVerdict> verdicts = new ArrayList<>();
    safety.forEach(r -> SafetyVerdict.of(r).ifPresent(verdicts::add));
    if (verdicts.isEmpty()) {
      return;
    }
    List<String> order =
        List.of(SafetyVerdict.SAFE, SafetyVerdict.SAFE_CONFIGURED, SafetyVerdict.NOT_SAFE);
    verdicts.sort(
        Comparator.comparingInt((SafetyVerdict v) -> order.indexOf(v.verdict()))
            .thenComparing(SafetyVerdict::codec));
    out.append("### Untrusted input\n\n");
    out.append(
        "May the codec decode bytes an attacker wrote? From its hostile-input and gadget"
            + " matrices: a hang, a stack overflow, an exhausted heap or a dead JVM, or a class"
            + " the bytes name constructed, make it unsafe. Every cell is on the [safety page]("
            + SafetyPage.FILE
            + ").\n\n");
    Table table = new Table(3, "Codec", "Verdict", "Why");
    for (SafetyVerdict v : verdicts) {
      table.row("`" + v.codec() + "`", v.verdict(), Format.printable(v.why()));
    }
    table.appendTo(out);
  }
}
