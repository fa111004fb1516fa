package org.serbench.report;

import java.util.Comparator;
import java.util.List;
import org.serbench.engine.Result;

/**
 * The cold start: the index's table of every codec's fresh JVM, and each data set's table of the
 * first round trip and first batch on that data set.
 *
 * <p>Both compare the first batch with the warm average, so they share this file.
 */
final class ColdStartTables {
  private ColdStartTables() {}

  /** The index's table: the cold start of every fresh JVM, on the first data set it measured. */
  static void renderIndex(StringBuilder out, List<Result> results) {
    List<Result> fresh =
        results.stream()
            .filter(r -> r.status() == Result.Status.OK && r.cold().freshJvm())
            .sorted(Comparator.comparingLong(r -> r.cold().firstRoundTripNs()))
            .toList();
    if (fresh.isEmpty()) {
      return;
    }
    out.append("## Cold start\n\n");
    boolean everyCellFresh =
        results.stream()
            .filter(r -> r.status() == Result.Status.OK)
            .allMatch(r -> r.cold().freshJvm());
    // Which sentence holds is the results' to say: a run that gives every cell a JVM of its own
    // (serbench.forks, or a run in parts) has no later data set sharing one.
    out.append(
        everyCellFresh
            ? "Each cell (codec and data set) in a fresh JVM of its own: the library's set-up"
                + " (constructing the codec, class loading included), the first round trip of one"
                + " object including that set-up, and the first whole batch against the warm"
                + " average. No data set shared a JVM with another in this run.\n\n"
            : "Each codec's fresh JVM, on its first data set: the library's set-up (constructing"
                + " the codec, class loading included), the first round trip of one object"
                + " including that set-up, and the first whole batch against the warm average."
                + " Later data sets share the JVM; their pages show the first use of their"
                + " class.\n\n");
    Table cold =
        new Table(
            "Codec",
            "Data set",
            "Set-up (ms)",
            "First round trip (ms)",
            "First batch ser (ms)",
            "First batch decode (ms)",
            "First batch / warm");
    for (Result r : fresh) {
      Result.ColdStart c = r.cold();
      cold.row(
          r.codec(),
          r.dataSet(),
          Format.millis(c.setupNs()),
          Format.millis(c.firstRoundTripNs()),
          Format.millis(c.firstBatchSerNs()),
          Format.millis(c.firstBatchDeserNs()),
          Format.decimals(
                  (c.firstBatchSerNs() + c.firstBatchDeserNs())
                      / (Scaling.warmPerObject(r) * r.objects()),
                  1)
              + "x");
    }
    cold.appendTo(out);
  }

  /** A data set's cold start and first use: fresh JVMs and the first use of a loaded library. */
  static void renderPage(StringBuilder out, List<MeasuredRow> rows) {
    out.append("### Cold start and first use\n\n");
    boolean everyRowFresh = rows.stream().allMatch(r -> r.result.cold().freshJvm());
    out.append(
        "The first round trip of one object and the first whole batch, against the warm average."
            + (everyRowFresh
                ? " Every codec measured this data set in a fresh JVM (\"fresh\"), its set-up"
                    + " included.\n\n"
                : " Only a codec's first data set runs in a fresh JVM (\"fresh\"), its set-up"
                    + " included; on later data sets (\"in use\") the library is loaded and these"
                    + " figures are the first use of this data set's classes.\n\n"));
    Table cold =
        new Table(
            "Codec",
            "JVM",
            "Set-up (ms)",
            "First round trip (ms)",
            "First batch ser (ms)",
            "First batch decode (ms)",
            "First batch / warm (ser + decode)");
    for (MeasuredRow r : MeasuredRow.sorted(rows, x -> x.result.cold().firstRoundTripNs())) {
      Result.ColdStart c = r.result.cold();
      cold.row(
          r.codec(),
          c.freshJvm() ? "fresh" : "in use",
          Format.millis(c.setupNs()),
          Format.millis(c.firstRoundTripNs()),
          Format.millis(c.firstBatchSerNs()),
          Format.millis(c.firstBatchDeserNs()),
          Format.decimals((c.firstBatchSerNs() + c.firstBatchDeserNs()) / r.roundTrip.mean(), 1)
              + "x");
    }
    cold.appendTo(out);
  }
}
