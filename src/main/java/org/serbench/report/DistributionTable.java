package org.serbench.report;

import java.util.List;
import org.serbench.stats.Summary;

/**
 * A data set's Distribution table: median, tail percentiles and spread of ser and of decode
 * (+deep).
 */
final class DistributionTable {
  private DistributionTable() {}

  static void render(StringBuilder out, List<MeasuredRow> rows) {
    out.append("### Distribution\n\n");
    Table dist =
        new Table(
            2, "Codec", "Phase", "Median (ms/batch)", "p90 (ms)", "p99 (ms)", "Std dev (ms)", "CV");
    for (MeasuredRow r : MeasuredRow.sorted(rows, x -> x.roundTrip.mean())) {
      for (String phase : List.of("ser", "decode")) {
        Summary s = phase.equals("ser") ? r.ser : r.deser;
        dist.row(
            r.codec(),
            phase,
            Format.millis(s.median()),
            Format.millis(s.p90()),
            Format.millis(s.p99()),
            Format.millis(s.standardDeviation()),
            Format.percent(s.coefficientOfVariation()));
      }
    }
    dist.appendTo(out);
  }
}
