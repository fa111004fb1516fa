package org.serbench.report;

import java.util.List;
import java.util.function.Function;
import org.serbench.stats.Summary;

/**
 * A data set's Encoding and Decoding tables: the same columns of batch times (mean, extremes,
 * confidence, spread) for create + ser and for deser with the deep read.
 */
final class TimeTables {
  private TimeTables() {}

  static void render(StringBuilder out, List<MeasuredRow> rows, int objects) {
    out.append("### Encoding\n\n");
    out.append(
        "create + ser: the model converted to the library's own type (schema libraries) and"
            + " encoded. A library that encodes while building its message (FlatBuffers, Cap'n"
            + " Proto) does its work in create, so only the sum ranks libraries on the same"
            + " work.\n\n");
    timeTable(out, rows, objects, r -> r.encode);
    out.append("### Decoding\n\n");
    out.append(
        "deser + deep read: decoding and reading every field of the decoded object"
            + " (jvm-serializers' \"+deep\"), so that a lazy decoder pays for what it"
            + " deferred.\n\n");
    timeTable(out, rows, objects, r -> r.deser);
  }

  private static void timeTable(
      StringBuilder out,
      List<MeasuredRow> rows,
      int objects,
      Function<MeasuredRow, Summary> metric) {
    out.append(
        "Per batch of "
            + Format.integer(objects)
            + " objects, fastest first. Spread: the fastest and slowest batch as percent off the"
            + " mean. CV: standard deviation / mean.\n\n");
    Table t =
        new Table(
            "Codec",
            "Average (ms)",
            "Min (ms)",
            "Max (ms)",
            "±95% CI (ms)",
            "Spread",
            "CV",
            "ns/object",
            "Batches");
    for (MeasuredRow r : MeasuredRow.sorted(rows, x -> metric.apply(x).mean())) {
      Summary s = metric.apply(r);
      t.row(
          r.codec(),
          Format.millis(s.mean()),
          Format.millis(s.min()),
          Format.millis(s.max()),
          Format.millis(s.ciHalfWidth()),
          Format.signedPercent(s.minOffMean()) + " / " + Format.signedPercent(s.maxOffMean()),
          Format.percent(s.coefficientOfVariation()),
          Format.integer(s.mean() / objects),
          Integer.toString(s.n()));
    }
    t.appendTo(out);
  }
}
