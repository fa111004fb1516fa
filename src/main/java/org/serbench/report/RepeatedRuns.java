package org.serbench.report;

import java.util.List;
import org.serbench.engine.Result;

/**
 * A data set's Repeated runs table (seed 002's): the cold batch (#0) and the first warm-up batches
 * against the warm average, so the warm-up curve shows.
 */
final class RepeatedRuns {
  private RepeatedRuns() {}

  static void render(StringBuilder out, List<MeasuredRow> rows) {
    out.append("### Repeated runs\n\n");
    out.append(
        "ser + decode (deser with the deep read) of the whole batch in ms: run #0 is the first batch of"
            + " this data set, #1 to #4 the warm-up batches after it, then the warm average, so the"
            + " warm-up curve shows.\n\n");
    Table t = new Table("Codec", "#0", "#1", "#2", "#3", "#4", "warm");
    for (MeasuredRow r : MeasuredRow.sorted(rows, x -> x.roundTrip.mean())) {
      Result.Runs runs = r.result.runs();
      String[] cells = new String[7];
      cells[0] = r.codec();
      for (int i = 0; i < 5; i++) {
        cells[i + 1] =
            i < runs.serNs().length ? Format.millis(runs.serNs()[i] + runs.deserNs()[i]) : "-";
      }
      cells[6] = Format.millis(r.roundTrip.mean());
      t.row(cells);
    }
    t.appendTo(out);
  }
}
