package org.serbench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import org.serbench.stats.Summary;

/**
 * The blocks of At a glance's table: one ranking each of encode, decode and size over some codecs,
 * where a codec whose interval overlaps the leader's shares its rank ("1="), and a block that
 * repeats one above is named rather than shown.
 */
final class GlanceBlocks {
  private GlanceBlocks() {}

  /**
   * One block of the table: the rankings of {@code rows}, one table row per place, unless the block
   * is empty or repeats one already {@code shown} (then it is named in {@code copies}).
   *
   * @param shown the content of each block shown so far (its codecs, order and figures, kind marks
   *     aside) to the block's name
   */
  static void block(
      Table table,
      String among,
      List<MeasuredRow> rows,
      boolean marked,
      Map<List<String>, String> shown,
      List<String> copies) {
    if (rows.isEmpty()) {
      return;
    }
    List<String> encode = timed(rows, r -> r.encode, marked);
    List<String> decode = timed(rows, r -> r.deser, marked);
    List<String> size = sizes(rows, marked);
    List<String> content = new ArrayList<>();
    for (List<String> column : List.of(encode, decode, size)) {
      column.forEach(c -> content.add(c.replaceAll(" \\[[A-Z]\\]", "")));
      content.add("|");
    }
    String copy = shown.get(content);
    if (copy != null) {
      copies.add(among + " (as " + copy + ")");
      return;
    }
    shown.put(content, among);
    int places = Math.max(encode.size(), Math.max(decode.size(), size.size()));
    for (int i = 0; i < places; i++) {
      table.row(i == 0 ? among : "", cell(encode, i), cell(decode, i), cell(size, i));
    }
  }

  private static String cell(List<String> column, int i) {
    return i < column.size() ? column.get(i) : "";
  }

  /**
   * The first {@link AtAGlance#TOP} of a time ranking, and any more tied with the leader: each
   * "rank `codec` mean ± half-width".
   */
  private static List<String> timed(
      List<MeasuredRow> rows, Function<MeasuredRow, Summary> metric, boolean marked) {
    ToDoubleFunction<MeasuredRow> perObject = r -> metric.apply(r).mean() / r.result.objects();
    ToDoubleFunction<MeasuredRow> error =
        r -> nanToZero(metric.apply(r).ciHalfWidth()) / r.result.objects();
    List<MeasuredRow> sorted = MeasuredRow.sorted(rows, perObject);
    MeasuredRow leader = sorted.get(0);
    double reach = perObject.applyAsDouble(leader) + error.applyAsDouble(leader);
    return ranked(
        sorted,
        r -> perObject.applyAsDouble(r) - error.applyAsDouble(r) <= reach,
        r ->
            name(r, marked)
                + " "
                + Format.integer(perObject.applyAsDouble(r))
                + " ± "
                + Format.integer(error.applyAsDouble(r)));
  }

  /** The first {@link AtAGlance#TOP} of the size ranking, and any more of the leader's size. */
  private static List<String> sizes(List<MeasuredRow> rows, boolean marked) {
    List<MeasuredRow> sorted = MeasuredRow.sorted(rows, GlanceBlocks::bytesPerObject);
    double smallest = bytesPerObject(sorted.get(0));
    return ranked(
        sorted,
        r -> bytesPerObject(r) == smallest,
        r -> name(r, marked) + " " + Format.integer(bytesPerObject(r)));
  }

  /**
   * The first {@link AtAGlance#TOP} of {@code sorted} and every later one tied with the leader,
   * each after its rank: "1=" for one tied with the leader when it has company, else its place.
   */
  private static List<String> ranked(
      List<MeasuredRow> sorted, Predicate<MeasuredRow> tied, Function<MeasuredRow, String> entry) {
    boolean company = sorted.stream().filter(tied).count() > 1;
    List<String> ranked = new ArrayList<>();
    for (int i = 0; i < sorted.size(); i++) {
      MeasuredRow r = sorted.get(i);
      boolean withLeader = tied.test(r);
      if (i < AtAGlance.TOP || withLeader) {
        String rank = withLeader ? (company ? "1=" : "1") : String.valueOf(i + 1);
        ranked.add(rank + " " + entry.apply(r));
      }
    }
    return ranked;
  }

  private static String name(MeasuredRow r, boolean marked) {
    String kind = AtAGlance.kind(r.codec());
    return "`" + r.codec() + "`" + (marked ? " [" + AtAGlance.KINDS.get(kind) + "]" : "");
  }

  private static double nanToZero(double v) {
    return Double.isNaN(v) ? 0 : v;
  }

  private static double bytesPerObject(MeasuredRow r) {
    return (double) r.result.size().bytes() / r.result.objects();
  }
}
