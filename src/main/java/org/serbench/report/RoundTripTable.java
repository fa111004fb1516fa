package org.serbench.report;

import java.util.List;

/** A data set's Round trip table: ser + decode per batch and per object, and create on its own. */
final class RoundTripTable {
  private RoundTripTable() {}

  static void render(StringBuilder out, List<MeasuredRow> rows, int objects) {
    out.append("### Round trip\n\n");
    out.append(
        "ser + decode (deser with every field read, +deep) per batch; \"create\" converts the model to the library's own type (schema"
            + " libraries only) and is timed on its own; total = create + ser + decode.\n\n");
    Table trip =
        new Table(
            "Codec",
            "Average (ms/batch)",
            "±95% CI (ms)",
            "ser + decode (ns/object)",
            "create (ns/object)",
            "total (ns/object)");
    for (MeasuredRow r : MeasuredRow.sorted(rows, x -> x.roundTrip.mean())) {
      trip.row(
          r.codec(),
          Format.millis(r.roundTrip.mean()),
          Format.millis(r.roundTrip.ciHalfWidth()),
          Format.integer(r.roundTrip.mean() / objects),
          Format.integer(r.create.mean() / objects),
          Format.integer((r.roundTrip.mean() + r.create.mean()) / objects));
    }
    trip.appendTo(out);
  }
}
